//! The board: a panel with the phase, melts and samples, every player's
//! expertise, equipment and group, the recent log (who did what), the map as
//! a PNG picture with its legend and, as its `alt`, the same map as text
//! for the terminal.
//! Nothing is hidden in this game, so every viewer sees the same board.

use super::moves::pieces_text;
use super::{ArcticEscape, MoveStep, Phase, Status, SAMPLE_COUNT};
use crate::engine::{Image, Panel, Viewer};

impl ArcticEscape {
    pub(super) fn panel(&self, viewer: Viewer) -> Panel {
        let mut panel = Panel::new(format!("Arctic Escape: turn {}", self.turn));
        panel.line(self.phase_line());
        panel.line(format!(
            "Melted: **{} of {}** ({} left) · Samples: **{} of {}** · Blizzards: {} (at most {})",
            self.melts,
            self.settings.max_melts,
            self.settings.max_melts - self.melts.min(self.settings.max_melts),
            self.samples_taken(),
            SAMPLE_COUNT,
            self.blizzards.len(),
            self.settings.max_blizzards
        ));
        if let Some(warning) = &self.warning {
            panel.line(format!(
                "⚠ Cut off: {warning}. An Engineer can still bridge one crevasse."
            ));
        }
        if let Viewer::Seat(seat) = viewer {
            if let Some(p) = self.players.get(seat) {
                panel.line(format!(
                    "You are **{} ({})**, {} at {}.",
                    p.name,
                    seat + 1,
                    article(p.expertise.name()),
                    p.pos.label()
                ));
            }
        }
        panel.field("Players", self.players_text(), false);
        if !self.log.is_empty() {
            panel.field("Recent", self.log.join("\n"), false);
        }
        panel.footer = Some(format!(
            "{} map {}x{} · {} pieces each · difficulty {} · {} melt(s) per turn · random melts {}",
            self.settings.size,
            self.width(),
            self.height(),
            self.settings.equipment,
            self.settings.difficulty,
            self.settings.melt_per_turn,
            if self.settings.melt_occupied {
                "may hit players"
            } else {
                "spare occupied squares"
            }
        ).into());
        if crate::engine::images_wanted() {
            panel.field("Map legend", map_legend(self.width(), self.height()), false);
        }
        panel.image = Some(Image {
            file_name: "arctic-escape-map.png".into(),
            png: self.map_png(),
            alt: self.text_map(),
        });
        panel
    }

    fn phase_line(&self) -> String {
        match self.phase {
            Phase::Grouping => "**Grouping**: players sharing a square may group or split; anyone presses Start moving.".into(),
            Phase::Moving => {
                let unit = self.current_unit();
                let step = match self.step {
                    MoveStep::Choose => "",
                    MoveStep::Pay { .. } => " (choosing who pays)",
                    MoveStep::Equip { .. } => " (re-equipping)",
                };
                let boarding = if self.boarding { " Boarding is under way!" } else { "" };
                format!("**Moving**: {} to move{step}.{boarding}", self.names_of(&unit))
            }
            Phase::Ship => "**Ship**: anyone may move the ship one column (melts a square) or keep it.".into(),
            Phase::Over => match &self.end {
                Some(end) if end.won => format!("**Escaped!** Everyone is aboard with {} of 6 samples.", self.samples_taken()),
                Some(end) => format!("**Lost**: {}.", end.reason),
                None => String::new(),
            },
        }
    }

    fn players_text(&self) -> String {
        let mut lines = Vec::new();
        for (seat, p) in self.players.iter().enumerate() {
            let place = match p.status {
                Status::Ashore => p.pos.label(),
                Status::Aboard => "aboard".into(),
                Status::Fallen => format!("fell in at {}", p.pos.label()),
            };
            let group = self.group_members(seat);
            let group = if p.ashore() && group.len() > 1 {
                let others: Vec<usize> = group.iter().filter(|&&m| m != seat).copied().collect();
                format!(" · with {}", self.names_of(&others))
            } else {
                String::new()
            };
            let bridge = if p.expertise == super::Expertise::Engineer && !p.bridge_used {
                " (bridge ready)"
            } else {
                ""
            };
            let done = if self.phase == Phase::Moving && p.ashore() && self.moved[seat] {
                " · moved"
            } else {
                ""
            };
            lines.push(format!(
                "**{}** {} · {}{bridge} · {} · {place}{group}{done}",
                seat + 1,
                p.name,
                p.expertise.name(),
                pieces_text(&p.equipment)
            ));
        }
        lines.join("\n")
    }

    /// The map as text. Each square is its terrain character followed by
    /// its marks (the digits of every player on it in seat order, `s` for a
    /// sample still there, `@` for a blizzard), padded so that every square
    /// is as wide as the busiest one plus a space: a square's marks stay
    /// between its column letter and the next.
    pub(super) fn text_map(&self) -> String {
        let (w, h) = (self.width(), self.height());
        let mut marks = vec![String::new(); w * h];
        for (seat, p) in self.players.iter().enumerate() {
            if p.ashore() {
                let digit = char::from_digit((seat + 1) as u32, 10).unwrap_or('?');
                marks[self.index(p.pos)].push(digit);
            }
        }
        for s in self.samples.iter().filter(|s| s.taken_by.is_none()) {
            marks[self.index(s.pos)].push('s');
        }
        let mut stormy = vec![false; w * h];
        for b in &self.blizzards {
            for pos in b.squares(w, h) {
                stormy[self.index(pos)] = true;
            }
        }
        for (m, _) in marks.iter_mut().zip(&stormy).filter(|(_, s)| **s) {
            m.push('@');
        }
        let busiest = marks.iter().map(String::len).max().unwrap_or(0);
        let cell = busiest.max(2) + 2;
        let mut lines = Vec::with_capacity(h + 3);
        let mut header = String::from("    ");
        for c in 0..w {
            header.push_str(&format!("{:<cell$}", (b'a' + c as u8) as char));
        }
        lines.push(header);
        for r in 0..h {
            let mut line = format!("{:>3} ", r + 1);
            for c in 0..w {
                let i = r * w + c;
                line.push(self.terrain[i].symbol());
                line.push_str(&format!("{:<rest$}", marks[i], rest = cell - 1));
            }
            lines.push(line);
        }
        let mut ship = String::from("    ");
        for c in 0..w {
            let square = if c == self.ship_col { "SHP" } else { "" };
            ship.push_str(&format!("{square:~<cell$}"));
        }
        let aboard: Vec<usize> = (0..self.players.len())
            .filter(|&p| self.players[p].status == Status::Aboard)
            .collect();
        if !aboard.is_empty() {
            ship.push_str(&format!(" aboard: {}", self.names_of(&aboard)));
        }
        lines.push(ship);
        lines.push(
            ". ice  - thin ice  * snow  ^ mountain  ~ water  = bridge  # crevasse  1-8 players  s sample  @ blizzard"
                .to_string(),
        );
        let lines: Vec<&str> = lines.iter().map(|l| l.trim_end()).collect();
        lines.join("\n")
    }
}

fn article(word: &str) -> String {
    let vowel = word.starts_with(['A', 'E', 'I', 'O', 'U']);
    format!("{} {word}", if vowel { "an" } else { "a" })
}

/// What the map picture shows, for the text next to it (the board's
/// "Map legend" field): how squares are named, then every mark.
pub fn map_legend(width: usize, height: usize) -> String {
    let last = super::render::column_letter(width.saturating_sub(1));
    [
        format!("Columns A-{last} across the top, rows 1-{height} down the side: c5 is column C, row 5."),
        "Discs: players, with their number; a coloured ring joins a group; a red X: fallen.".to_string(),
        "Orange diamond: a sample. Grey with white streaks: a blizzard.".to_string(),
        "Pale: ice · pale blue, cracked: thin ice · white, dotted: snow · grey peak: mountain · blue, waves: water · dark: crevasse · planks: bridge.".to_string(),
        "Below the map: the ship (those aboard beside it); the gold arrow marks the boarding square. Top: melts so far and samples taken.".to_string(),
    ]
    .join("\n")
}
