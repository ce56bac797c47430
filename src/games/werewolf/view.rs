//! Panels. The public board: phase, trial and live vote tally, the players
//! (alive, dead with their role if shown, muted, face-down artifact count,
//! revealed artifacts), today's and yesterday's votes by name, the roles in
//! play and recent events; at the end every
//! role, artifact and the night log. A seat's panel adds the role, the
//! player's artifacts (face down or up) and what they have learned; wolves
//! see the pack's votes at night. Everything stays within Discord's limits.

use super::{Artifact, Pending, Phase, Seat, Werewolf};
use crate::engine::limits::{EMBED_TOTAL, FIELD_VALUE};
use crate::engine::{Panel, Viewer};

/// Room kept under Discord's total for an embed (the frontend's own lines).
const TOTAL_MAX: usize = EMBED_TOTAL - 100;
/// The longest line a list field shows.
const LINE_MAX: usize = 300;

/// Adds a field of `lines`, one a line (`empty` when there are none), cut to
/// [`FIELD_VALUE`] characters.
fn list_field(panel: &mut Panel, name: &str, lines: &[String], empty: &str) {
    let text = if lines.is_empty() {
        empty.to_string()
    } else {
        lines.join("\n")
    };
    panel.field(name, text.chars().take(FIELD_VALUE).collect::<String>(), false);
}

/// The characters of a panel's text, as Discord counts them toward its
/// total.
fn size(panel: &Panel) -> usize {
    let chars = |t: &crate::engine::Text| t.to_string().chars().count();
    chars(&panel.title)
        + chars(&panel.text)
        + panel.footer.as_ref().map_or(0, chars)
        + panel
            .fields
            .iter()
            .map(|f| chars(&f.name) + chars(&f.value))
            .sum::<usize>()
}

impl Werewolf {
    fn phase_title(&self) -> String {
        match &self.phase {
            Phase::Night => format!("Night {}", self.round),
            Phase::Over => "Game over".to_string(),
            Phase::Dawn | Phase::DawnArtifacts => format!("Dawn of day {}", self.round),
            Phase::Dusk => format!("Dusk of day {}", self.round),
            Phase::Second { .. } => format!("Day {}: nomination", self.round),
            Phase::Defence { .. } => format!("Day {}: trial", self.round),
            Phase::Vote { .. } | Phase::AfterVote => format!("Day {}: vote", self.round),
            Phase::Discussion { .. } => format!("Day {}: discussion", self.round),
        }
    }

    /// One line of the players list (`full` at the end: roles and every artifact).
    fn player_line(&self, s: Seat, full: bool) -> String {
        let p = &self.players[s];
        let mut line = String::with_capacity(64);
        line.push_str(&(s + 1).to_string());
        line.push_str(". ");
        line.push_str(self.name(s));
        if full || p.role_public {
            line.push_str(" — ");
            line.push_str(p.role.name());
            if full && p.role != p.dealt {
                line.push_str(" (dealt ");
                line.push_str(p.dealt.name());
                line.push(')');
            }
            if full && self.is_werewolf(s) && !p.role.is_wolf() {
                line.push_str(" (werewolf)");
            }
        }
        line.push_str(match self.mute_reason(s) {
            Some(super::MuteReason::Dead) => " · dead",
            Some(super::MuteReason::SentAway) => " · sent away",
            Some(super::MuteReason::Silenced) => " · silenced",
            None => "",
        });
        if p.alive && p.novote_day == Some(self.round) && self.is_day() {
            line.push_str(" · may not vote");
        }
        let down = p.artifacts.iter().filter(|h| !h.revealed).count();
        if down > 0 && !full {
            line.push_str(" · ");
            line.push_str(&down.to_string());
            line.push_str(" face-down");
        }
        let mut first = true;
        for h in p.artifacts.iter().filter(|h| h.revealed || full) {
            line.push_str(if first { " · [" } else { ", " });
            first = false;
            line.push_str(h.art.name());
            if !h.revealed {
                line.push_str(" (hidden)");
            } else if h.used {
                line.push_str(" (used)");
            }
        }
        if !first {
            line.push(']');
        }
        line
    }

    fn trial_lines(&self, panel: &mut Panel) {
        match &self.phase {
            Phase::Second {
                nominator, accused, ..
            } => {
                panel.line(format!(
                    "**{}** nominated **{}**: waiting for a second.",
                    self.name(*nominator),
                    self.name(*accused)
                ));
            }
            Phase::Defence {
                nominator,
                seconder,
                accused,
                ..
            } => {
                panel.line(format!(
                    "**{}** is on trial (nominated by {}, seconded by {}): defence.",
                    self.name(*accused),
                    self.name(*nominator),
                    self.name(*seconder)
                ));
            }
            Phase::Vote { accused, votes, .. } => {
                let side = |e: bool| -> Vec<&str> {
                    votes
                        .iter()
                        .filter(|(_, v)| *v == e)
                        .map(|(s, _)| self.name(*s))
                        .collect()
                };
                let (yes, no) = (side(true), side(false));
                panel.line(format!(
                    "Vote on **{}** — a majority of the living eliminates.",
                    self.name(*accused)
                ));
                panel.line(format!("Eliminate ({}): {}", yes.len(), yes.join(", ")));
                panel.line(format!("Spare ({}): {}", no.len(), no.join(", ")));
            }
            _ => {}
        }
        if self.today.allowed > 1 && self.is_day() {
            panel.line(format!(
                "Eliminations by vote today: {} of {}.",
                self.today.eliminations, self.today.allowed
            ));
        }
    }

    pub(super) fn render(&self, viewer: Viewer) -> Panel {
        let over = self.finish.is_some();
        let mut panel = Panel::new(format!("Ultimate Werewolf — {}", self.phase_title()));
        if let Some(f) = &self.finish {
            match f.team {
                Some(team) => panel.line(format!("**The {} win** — {}.", team.name(), f.reason)),
                None => panel.line(format!("**Nobody wins** — {}.", f.reason)),
            };
        }
        match self.phase {
            Phase::Night => {
                panel.line("Night: every living player has a private prompt.");
            }
            Phase::Discussion { .. } => {
                panel.line("Discussion: nominate, second, or reveal an artifact before the vote.");
                if self.today.floor_open && self.finish.is_none() {
                    panel.line(format!(
                        "About {} s of discussion left today (a trial pauses it).",
                        self.discussion_left()
                    ));
                }
            }
            _ => {}
        }
        self.trial_lines(&mut panel);
        if let Some(head) = self.pending.front() {
            match head {
                // Nobody is named: that would tell who may hold a Rod or a
                // Scepter. The one deciding reads their choice below.
                Pending::Rebirth { seat, .. } if viewer == Viewer::Seat(*seat) => {
                    panel.line("You are being eliminated: make your choice.")
                }
                Pending::Rebirth { .. } => {
                    panel.line("The moderator is resolving the elimination…")
                }
                _ => panel.line(format!("Waiting for {}.", self.pending_label(head))),
            };
            if let Pending::Reveal(r) = head {
                if !r.targets.is_empty() {
                    let names: Vec<&str> = r.targets.iter().map(|&s| self.name(s)).collect();
                    panel.line(format!("Chosen so far: {}.", names.join(", ")));
                }
            }
        }
        panel.line(format!("Roles in play: {}", self.deck_text));
        let alive = self.living().len();
        let lines: Vec<String> = (0..self.n()).map(|s| self.player_line(s, over)).collect();
        panel.chunked_fields(&format!("Players ({alive} alive)"), &lines, LINE_MAX, 3);
        // Today's and yesterday's votes, each naming every voter's side.
        let votes = self.vote_lines_since(self.round.saturating_sub(1));
        panel.newest_chunked_fields("Votes", &votes, FIELD_VALUE, 1);
        if let Viewer::Seat(seat) = viewer {
            self.private_fields(&mut panel, seat);
        }
        if over {
            self.final_fields(&mut panel);
        }
        let room = TOTAL_MAX.saturating_sub(size(&panel)).min(FIELD_VALUE * 2);
        if room > 200 {
            let mut recent: Vec<String> = Vec::new();
            let mut used = 0;
            for line in self.board.iter().rev().take(14) {
                let line = line.to_string();
                let chars = line.chars().count();
                if used + chars + 1 > room.min(FIELD_VALUE) {
                    break;
                }
                used += chars + 1;
                recent.push(line);
            }
            recent.reverse();
            if !recent.is_empty() {
                panel.field("Recent events", recent.join("\n"), false);
            }
        }
        panel
    }

    fn private_fields(&self, panel: &mut Panel, seat: Seat) {
        let p = &self.players[seat];
        let mut role = format!("**{}** — {}", p.role.name(), p.role.ability());
        if self.is_werewolf(seat) && !p.role.is_wolf() {
            role.push_str("\nYou are a werewolf now: you hunt with the pack.");
        }
        if !p.extra_powers.is_empty() {
            let extra: Vec<&str> = p.extra_powers.iter().map(|r| r.name()).collect();
            role.push_str(&format!("\nExtra powers: {}.", extra.join(", ")));
        }
        if p.promoted {
            role.push_str("\nThe Seer died: you are the Seer now.");
        }
        if p.cursed {
            role.push_str("\nYou are Cursed.");
        }
        if p.diseased {
            role.push_str("\nYou are Diseased.");
        }
        if p.role == super::Role::Witch || p.extra_powers.contains(&super::Role::Witch) {
            role.push_str(&format!(
                "\nPotions: save {}, poison {}.",
                if p.save_used { "used" } else { "ready" },
                if p.poison_used { "used" } else { "ready" }
            ));
        }
        if !p.alive {
            role.push_str("\nYou are dead.");
        }
        panel.field(
            format!("Your role ({})", self.team(seat).name()),
            role,
            false,
        );
        if !p.artifacts.is_empty() || p.opted_in {
            let arts: Vec<String> = p
                .artifacts
                .iter()
                .enumerate()
                .map(|(i, h)| {
                    let state = match (h.revealed, h.used) {
                        (false, _) => "face down",
                        (true, true) => "revealed, used",
                        (true, false) => "revealed",
                    };
                    format!(
                        "{}. **{}** ({}, {state}): {}",
                        i + 1,
                        h.art.name(),
                        h.art.kind_label(),
                        h.art.text()
                    )
                })
                .collect();
            list_field(panel, "Your artifacts", &arts, "None.");
        }
        if self.phase == Phase::Night && self.is_werewolf(seat) && p.alive {
            let votes: Vec<String> = self
                .night
                .wolf_picks
                .iter()
                .map(|(w, t)| format!("{} → {}", self.name(*w), self.name(*t)))
                .collect();
            list_field(panel, "The pack's votes tonight", &votes, "No votes yet.");
        }
        if !p.intel.is_empty() {
            let lines: Vec<String> = p
                .intel
                .iter()
                .map(|i| i.text.plain(Viewer::Seat(seat)))
                .collect();
            panel.newest_chunked_fields("What you know", &lines, LINE_MAX, 1);
        }
    }

    fn final_fields(&self, panel: &mut Panel) {
        let unused: Vec<&str> = self.art_deck.iter().map(|a: &Artifact| a.name()).collect();
        if !unused.is_empty() {
            let text: String = format!("Still in the deck: {}", unused.join(", "))
                .chars()
                .take(FIELD_VALUE)
                .collect();
            panel.field("Artifacts", text, false);
        }
        let room = TOTAL_MAX.saturating_sub(size(panel) + 1200);
        let fields = (room / FIELD_VALUE).clamp(1, 3);
        let log: Vec<String> = self.log.iter().map(ToString::to_string).collect();
        let shown = panel.newest_chunked_fields("Night log", &log, LINE_MAX, fields);
        if shown < self.log.len() {
            panel.footer = Some(format!(
                "Night log: the last {shown} of {} entries (Discord's size limit).",
                self.log.len()
            ).into());
        }
    }
}
