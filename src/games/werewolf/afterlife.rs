//! What the dead may see: the Werewolf side of
//! [`crate::engine::Game::standings`], `afterlife` and `afterlife_view`,
//! every seat's facts from one function ([`Werewolf::seat_facts`]). The
//! story at the end (`final_reveal`) is `story.rs`.

use super::{Seat, Team, Werewolf};
use crate::engine::{places, Panel, Standing};

impl Werewolf {
    /// Each seat's side (the one it played for at the end: a turned Cursed
    /// is a werewolf) and its dealt role; the winners share first place.
    pub(super) fn seat_standings(&self) -> Vec<Standing> {
        let Some(outcome) = crate::engine::Game::outcome(self) else {
            return Vec::new();
        };
        places(&outcome)
            .into_iter()
            .enumerate()
            .map(|(seat, place)| Standing {
                team: Some(self.team(seat).name().to_string()),
                role: Some(self.players[seat].dealt.name().to_string()),
                place,
            })
            .collect()
    }

    /// One seat's hidden facts: role (and the card dealt, when it changed),
    /// side, artifacts face up or down, and how it died.
    pub(super) fn seat_facts(&self, seat: Seat) -> Vec<String> {
        let p = &self.players[seat];
        let mut role = p.role.name().to_string();
        if p.role != p.dealt {
            role.push_str(&format!(" (dealt {})", p.dealt.name()));
        }
        let mut facts = vec![format!("{role}, {}", self.team(seat).name())];
        if !p.extra_powers.is_empty() {
            let extra: Vec<&str> = p.extra_powers.iter().map(|r| r.name()).collect();
            facts.push(format!("extra powers: {}", extra.join(", ")));
        }
        let arts: Vec<String> = p
            .artifacts
            .iter()
            .map(|h| {
                let state = match (h.revealed, h.used) {
                    (false, _) => "face down",
                    (true, true) => "used",
                    (true, false) => "revealed",
                };
                format!("{} ({state})", h.art.name())
            })
            .collect();
        if !arts.is_empty() {
            facts.push(format!("artifacts: {}", arts.join(", ")));
        }
        facts.push(match p.death {
            Some((round, cause)) => format!("died in round {round} ({cause:?})").to_lowercase(),
            None if p.alive => "alive".to_string(),
            None => "dead".to_string(),
        });
        facts
    }

    /// The dead (the game has an afterlife from the deal on).
    pub(super) fn dead_seats(&self) -> Vec<Seat> {
        (0..self.n()).filter(|&s| !self.players[s].alive).collect()
    }

    /// Everything, for the dead and onlookers: every seat's role, side and
    /// artifacts, tonight's secret choices so far, and the secret log.
    pub(super) fn afterlife_panel(&self) -> Panel {
        let mut panel = Panel::new(format!("Afterlife — {}", self.phase_title_text()));
        panel.line("Everything the living cannot see. Keep it to yourself.");
        let seats: Vec<String> = (0..self.n())
            .map(|s| format!("{}. {} — {}", s + 1, self.name(s), self.seat_facts(s).join(" · ")))
            .collect();
        panel.chunked_fields("Every player", &seats, 300, 3);
        let night = self.night_lines();
        if !night.is_empty() {
            panel.chunked_fields("Tonight so far", &night, 300, 1);
        }
        let recent: Vec<String> = self
            .log
            .iter()
            .rev()
            .take(25)
            .rev()
            .map(ToString::to_string)
            .collect();
        if !recent.is_empty() {
            panel.chunked_fields("Secret log (latest)", &recent, 300, 2);
        }
        let teams = [Team::Village, Team::Werewolves, Team::Tanner]
            .map(|t| {
                let alive = self.living().iter().filter(|&&s| self.team(s) == t).count();
                format!("{} {alive}", t.name())
            })
            .join(" · ");
        panel.footer = Some(format!("Alive by side: {teams}").into());
        panel
    }

    fn phase_title_text(&self) -> String {
        crate::engine::Game::view(self, crate::engine::Viewer::Public)
            .title
            .to_string()
    }

    /// The choices made tonight, as they stand.
    fn night_lines(&self) -> Vec<String> {
        let name = |s: &Seat| self.name(*s).to_string();
        let n = &self.night;
        let mut lines = Vec::new();
        for (w, t) in &n.wolf_picks {
            lines.push(format!("Wolf {} votes to kill {}.", name(w), name(t)));
        }
        for (g, t) in &n.guards {
            lines.push(format!("{} guards {}.", name(g), name(t)));
        }
        for s in &n.saves {
            lines.push(format!("The Witch saves {}.", name(s)));
        }
        for (w, t) in &n.poisons {
            lines.push(format!("{} poisons {}.", name(w), name(t)));
        }
        for (h, t) in &n.hags {
            lines.push(format!("{} sends {} away.", name(h), name(t)));
        }
        for (c, t) in &n.spells {
            lines.push(format!("{} silences {}.", name(c), name(t)));
        }
        for (l, t, wolf) in &n.looks {
            let seen = if *wolf { "a werewolf" } else { "not a werewolf" };
            lines.push(format!("{} looks at {}: {seen}.", name(l), name(t)));
        }
        lines
    }
}

