//! What the dead may see: the Werewolf side of
//! [`crate::engine::Game::standings`], `afterlife` and `afterlife_view`,
//! every seat's facts from one function ([`Werewolf::seat_facts`]). The
//! story at the end (`final_reveal`) is `story.rs`.

use super::{Seat, Team, Werewolf};
use crate::engine::{places, Arg, Panel, Standing, Text};
use crate::text;

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
    pub(super) fn seat_facts(&self, seat: Seat) -> Vec<Text> {
        let p = &self.players[seat];
        let side = self.team(seat).label();
        let mut facts = vec![if p.role != p.dealt {
            text!("ww-afterlife-role-dealt-side", role = p.role.label(), dealt = p.dealt.label(), side = side)
        } else {
            text!("ww-afterlife-role-side", role = p.role.label(), side = side)
        }];
        if !p.extra_powers.is_empty() {
            let extra: Vec<Text> = p.extra_powers.iter().map(|r| r.label()).collect();
            facts.push(text!("ww-afterlife-extra-powers", roles = Text::list(extra)));
        }
        let arts: Vec<Text> = p
            .artifacts
            .iter()
            .map(|h| {
                let artifact = h.art.label();
                match (h.revealed, h.used) {
                    (false, _) => text!("ww-afterlife-artifact-face-down", artifact = artifact),
                    (true, true) => text!("ww-afterlife-artifact-used", artifact = artifact),
                    (true, false) => text!("ww-afterlife-artifact-revealed", artifact = artifact),
                }
            })
            .collect();
        if !arts.is_empty() {
            facts.push(text!("ww-afterlife-artifacts", artifacts = Text::list(arts)));
        }
        facts.push(match p.death {
            Some((round, cause)) => {
                text!("ww-afterlife-died", round = i64::from(round), cause = cause.label())
            }
            None if p.alive => text!("ww-afterlife-alive"),
            None => text!("ww-afterlife-dead"),
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
        let phase = Arg::Plain(self.phase_title_text());
        let mut panel = Panel::new(text!("ww-afterlife-title", phase = phase));
        panel.line(text!("ww-afterlife-intro"));
        let seats: Vec<Text> = (0..self.n())
            .map(|s| {
                let facts = self.seat_facts(s).into_iter().reduce(|left, right| {
                    text!("ww-afterlife-fact-separator", left = left, right = right)
                });
                text!(
                    "ww-afterlife-seat",
                    number = s + 1,
                    player = self.name(s).arg(),
                    facts = facts.unwrap_or_default()
                )
            })
            .collect();
        panel.text_fields(text!("ww-afterlife-every-player"), seats, 3, false);
        let night = self.night_lines();
        if !night.is_empty() {
            panel.text_fields(text!("ww-afterlife-tonight"), night, 1, false);
        }
        let recent: Vec<Text> = self.log.iter().rev().take(25).rev().cloned().collect();
        if !recent.is_empty() {
            panel.text_fields(text!("ww-afterlife-secret-log"), recent, 2, false);
        }
        let alive = |t: Team| self.living().iter().filter(|&&s| self.team(s) == t).count();
        panel.footer = Some(text!(
            "ww-afterlife-alive-by-side",
            village = alive(Team::Village),
            werewolves = alive(Team::Werewolves),
            tanner = alive(Team::Tanner)
        ));
        panel
    }

    fn phase_title_text(&self) -> String {
        crate::engine::Game::view(self, crate::engine::Viewer::Public)
            .title
            .to_string()
    }

    /// The choices made tonight, as they stand.
    fn night_lines(&self) -> Vec<Text> {
        let who = |s: &Seat| self.name(*s).arg();
        let n = &self.night;
        let mut lines = Vec::new();
        for (w, t) in &n.wolf_picks {
            lines.push(text!("ww-afterlife-wolf-votes", player = who(w), target = who(t)));
        }
        for (g, t) in &n.guards {
            lines.push(text!("ww-afterlife-guards", player = who(g), target = who(t)));
        }
        for s in &n.saves {
            lines.push(text!("ww-afterlife-witch-saves", target = who(s)));
        }
        for (w, t) in &n.poisons {
            lines.push(text!("ww-afterlife-poisons", player = who(w), target = who(t)));
        }
        for (h, t) in &n.hags {
            lines.push(text!("ww-afterlife-sends-away", player = who(h), target = who(t)));
        }
        for (c, t) in &n.spells {
            lines.push(text!("ww-afterlife-silences", player = who(c), target = who(t)));
        }
        for (l, t, wolf) in &n.looks {
            lines.push(if *wolf {
                text!("ww-afterlife-looks-wolf", player = who(l), target = who(t))
            } else {
                text!("ww-afterlife-looks-not-wolf", player = who(l), target = who(t))
            });
        }
        lines
    }
}
