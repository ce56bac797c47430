//! The board: a one-line status (turn, phase, whose move, melts, samples,
//! the ship's distance for the reader), every player's expertise,
//! equipment and place, the latest happenings (a [`Part::Recent`] field),
//! and the map as a PNG picture with, as its `alt`, the same map as text
//! for the terminal. The map legend is in the `/rules` pages, not on the
//! board. Nothing is hidden in this game: every viewer sees the same
//! board, a player argument reading "you" for its own reader.

use super::{ArcticEscape, Equip, Expertise, MoveStep, Phase, Status, SAMPLE_COUNT};
use crate::engine::{Image, Panel, Seat, Text, Viewer};
use crate::text;

/// Happenings kept in the board's "Recent" field: enough to follow the
/// last moves, short enough that the map stays on the first phone screen.
const RECENT_LINES: usize = super::LOG_LINES;

impl ArcticEscape {
    pub(super) fn panel(&self, viewer: Viewer) -> Panel {
        let mut panel = Panel::new(text!("arctic-title"));
        // The status is each reader's own (their distance to the ship); the
        // public board's picture shows the melts and samples at its top.
        if viewer != Viewer::Public {
            panel.set_status(self.status(viewer));
        }
        if let Some(warning) = &self.warning {
            panel.line(text!("arctic-cut-off-warning", reason = warning.clone()));
        }
        if self.phase == Phase::Over {
            panel.line(self.end_line());
            self.story_fields(&mut panel);
        } else {
            panel.field(text!("arctic-players"), self.players_text(), false);
        }
        let recent = self.log.len().saturating_sub(RECENT_LINES);
        if recent < self.log.len() {
            panel.recent_field(text!("arctic-recent"), Text::Lines(self.log[recent..].to_vec()));
        }
        panel.image = Some(Image {
            file_name: "arctic-escape-map.png".into(),
            png: self.map_png(),
            alt: self.text_map(),
        });
        panel
    }

    /// One line: the turn and phase, whose move, melts and samples, and for
    /// a player still ashore the steps to the ship.
    fn status(&self, viewer: Viewer) -> Text {
        let counters = text!(
            "arctic-counters",
            melts = self.melts,
            max = self.settings.max_melts,
            samples = self.samples_taken(),
            all = SAMPLE_COUNT
        );
        let phase = match self.phase {
            Phase::Grouping => text!("arctic-phase-grouping"),
            Phase::Moving => {
                let unit = self.current_unit();
                let mover = match unit.as_slice() {
                    [one] => text!("arctic-phase-mover", player = self.player(*one)),
                    _ => text!("arctic-phase-movers", players = self.subject(&unit)),
                };
                match (&self.step, self.boarding) {
                    (_, true) => text!("arctic-phase-boarding", mover = mover),
                    (MoveStep::Equip { .. }, _) => text!("arctic-phase-equipping", mover = mover),
                    _ => mover,
                }
            }
            Phase::Ship => text!("arctic-phase-ship"),
            Phase::Over => return self.end_line(),
        };
        let distance = match viewer {
            Viewer::Seat(seat) if self.players.get(seat).is_some_and(|p| p.ashore()) => {
                self.ship_distance_text(self.players[seat].pos)
            }
            _ => text!("arctic-ship-below", square = crate::engine::Arg::Plain(self.boarding_square().label())),
        };
        text!(
            "arctic-status",
            turn = self.turn,
            phase = phase,
            counters = counters,
            distance = distance
        )
    }

    /// One line per player: number, name, expertise, pieces, place, group.
    fn players_text(&self) -> Text {
        Text::Lines(
            (0..self.players.len())
                .map(|seat| {
                    let p = &self.players[seat];
                    let others: Vec<Seat> = self
                        .group_members(seat)
                        .into_iter()
                        .filter(|&m| m != seat)
                        .collect();
                    let place = match p.status {
                        Status::Ashore if !others.is_empty() => text!(
                            "arctic-place-with",
                            square = crate::engine::Arg::Plain(p.pos.label()),
                            others = self.names(&others)
                        ),
                        Status::Ashore => text!("arctic-place", square = crate::engine::Arg::Plain(p.pos.label())),
                        Status::Aboard => text!("arctic-place-aboard"),
                        Status::Fallen => text!("arctic-place-fallen", square = crate::engine::Arg::Plain(p.pos.label())),
                    };
                    let moved = self.phase == Phase::Moving && p.ashore() && self.moved[seat];
                    text!(
                        "arctic-player-line",
                        number = seat + 1,
                        player = self.player(seat),
                        expertise = self.expertise_text(seat),
                        pieces = pieces_text(&p.equipment),
                        place = place,
                        moved = usize::from(moved)
                    )
                })
                .collect(),
        )
    }

    /// The expertise, with the Engineer's bridge while it is unused.
    pub(super) fn expertise_text(&self, seat: Seat) -> Text {
        let p = &self.players[seat];
        if p.expertise == Expertise::Engineer && !p.bridge_used {
            text!("arctic-engineer-bridge-ready")
        } else {
            p.expertise.text()
        }
    }

    /// The map as text. Each square is its terrain character followed by
    /// its marks (the digits of every player on it in seat order, `s` for a
    /// sample still there, `@` for a blizzard), padded so that every square
    /// is as wide as the busiest one plus a space: a square's marks stay
    /// between its column letter and the next. The key is on the `/rules`
    /// pages.
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
        let mut lines = Vec::with_capacity(h + 2);
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
        // The one pointer to the key, on the ship's line: the map stays
        // its own height, and the pointer needs no words (the map's alt
        // text is the same in every language). Only the terminal shows the
        // alt text (Discord shows the picture), so it names the terminal's
        // key for the rules pages, `r`, not the slash command.
        ship.push_str(" ⓘ r");
        lines.push(ship);
        let lines: Vec<&str> = lines.iter().map(|l| l.trim_end()).collect();
        lines.join("\n")
    }
}

/// "Sled, Rope" or "nothing".
pub(super) fn pieces_text(pieces: &[Equip]) -> Text {
    if pieces.is_empty() {
        text!("arctic-no-pieces")
    } else {
        Text::list(pieces.iter().map(|e| e.text()).collect())
    }
}
