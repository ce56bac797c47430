//! The story at the end, on one screen: the finished board and
//! [`crate::engine::Game::final_reveal`] tell the same story from one set
//! of functions. Every seat in one line (a winner's mark, role and the card
//! dealt, side, fate, what it saw at night, its artifacts with the day each
//! was revealed), then every vote by name and every public claim checked
//! against the truth. Only the artifacts players held are named (never the
//! cards left in the deck), a day's action is filed under its day, and
//! nothing is a seat's second-person private text. The full night log stays
//! in the reveal's summary, which `/game log` prints.

use super::view::plain;
use super::{Cause, Claim, Fact, Seat, Werewolf};
use crate::engine::{Game, Panel, Reveal, Text};
use crate::text;

/// A side as a number the catalogue selects on.
fn team_index(team: super::Team) -> usize {
    match team {
        super::Team::Village => 0,
        super::Team::Werewolves => 1,
        super::Team::Tanner => 2,
    }
}

/// How a death came, unless it was the usual one (the day's vote, the
/// night's wolves), which goes without saying: the story is one screen on
/// a phone.
fn unusual_cause(cause: Cause) -> Option<Text> {
    Some(match cause {
        Cause::Vote | Cause::Wolves => return None,
        Cause::Witch => text!("werewolf-story-by-witch"),
        Cause::Hunter => text!("werewolf-story-by-hunter"),
        Cause::Wounds => text!("werewolf-story-by-wounds"),
        Cause::Breath => text!("werewolf-story-by-breath"),
        Cause::Bow => text!("werewolf-story-by-bow"),
        Cause::Spear => text!("werewolf-story-by-spear"),
        Cause::Orb => text!("werewolf-story-by-orb"),
    })
}

impl Werewolf {
    /// `seat`'s name as the story says it: a bot's without the bot suffix,
    /// which the lobby shows once (the story names players dozens of times).
    pub(super) fn story_name(&self, seat: Seat) -> &str {
        self.name(seat).as_str()
    }

    fn winners(&self) -> Vec<Seat> {
        self.outcome().map(|o| o.winners).unwrap_or_default()
    }

    /// How `seat` ended: alive, or when and how it died.
    fn fate(&self, seat: Seat) -> Text {
        let p = &self.players[seat];
        match p.death {
            Some((round, cause)) => {
                let n = round as usize;
                match (unusual_cause(cause), cause.by_day()) {
                    (None, true) => text!("werewolf-story-voted-out", n = n),
                    (None, false) => text!("werewolf-story-killed", n = n),
                    (Some(how), true) => text!("werewolf-story-died-day", n = n, how = how),
                    (Some(how), false) => text!("werewolf-story-died-night", n = n, how = how),
                }
            }
            None if p.alive => text!("werewolf-story-alive"),
            None => text!("werewolf-story-dead"),
        }
    }

    /// What `seat` did at night, as the story can tell it: its looks
    /// (with what they showed) under one "saw", the pack's kills for a
    /// werewolf when `with_pack_kills` (the board leaves them to the
    /// victims' own lines, which say "wolves"), the Witch's poison.
    fn night_deeds(&self, seat: Seat, with_pack_kills: bool) -> Vec<Text> {
        let looks: Vec<Text> = self.players[seat]
            .intel
            .iter()
            .filter_map(|i| {
                let who = plain(self.story_name(i.about));
                match i.fact {
                    Fact::Werewolf(w) => Some(text!("werewolf-story-saw-wolf", who = who, wolf = w as usize)),
                    Fact::Special(s) => Some(text!("werewolf-story-saw-special", who = who, special = s as usize)),
                    Fact::IsSeer(s) => Some(text!("werewolf-story-saw-seer", who = who, seer = s as usize)),
                    Fact::Role(r) if i.about != seat => {
                        Some(text!("werewolf-story-saw-role", who = who, role = r.label()))
                    }
                    _ => None,
                }
            })
            .collect();
        let mut deeds = Vec::new();
        if !looks.is_empty() {
            deeds.push(text!("werewolf-story-saw", looks = looks));
        }
        // Only the nights `seat` was alive for.
        let alive_on = |night: u32| match self.players[seat].death {
            Some((round, cause)) if cause.by_day() => night <= round,
            Some((round, _)) => night < round,
            None => true,
        };
        let killed = |cause: Cause| -> Vec<Text> {
            (0..self.n())
                .filter_map(|v| match self.players[v].death {
                    // The night is on the victim's own line.
                    Some((night, c)) if c == cause && alive_on(night) => {
                        Some(Text::from(self.story_name(v)))
                    }
                    _ => None,
                })
                .collect()
        };
        if with_pack_kills && self.is_werewolf(seat) {
            let victims = killed(Cause::Wolves);
            if !victims.is_empty() {
                deeds.push(text!("werewolf-story-pack-killed", victims = victims));
            }
        }
        if self.players[seat].role == super::Role::Witch || self.players[seat].poison_used {
            let poisoned = killed(Cause::Witch);
            if !poisoned.is_empty() && self.players[seat].poison_used {
                deeds.push(text!("werewolf-story-poisoned", victims = poisoned));
            }
        }
        deeds
    }

    /// The artifacts `seat` held at the end: each with the day it was
    /// revealed (a day's action under its day), or face down.
    fn held_artifacts(&self, seat: Seat) -> Vec<Text> {
        self.players[seat]
            .artifacts
            .iter()
            .map(|h| {
                let name = h.art.label();
                if h.revealed {
                    text!("werewolf-story-revealed-on", name = name, n = h.revealed_day as usize)
                } else {
                    text!("werewolf-story-never-revealed", name = name)
                }
            })
            .collect()
    }

    /// `seat`'s role, with the card dealt when it changed and the pack's
    /// mark for one the wolves turned.
    fn story_role(&self, seat: Seat) -> Text {
        let p = &self.players[seat];
        let mut role = text!("werewolf-story-role", role = p.role.label());
        if p.role != p.dealt {
            role = text!("werewolf-story-dealt", role = role, dealt = p.dealt.label());
        }
        if self.is_werewolf(seat) && !p.role.is_wolf() {
            role = text!("werewolf-story-turned", role = role);
        }
        role
    }

    /// One seat's line of the story, under its side's heading.
    pub(super) fn story_seat_line(&self, seat: Seat) -> Text {
        let deeds = self.night_deeds(seat, false);
        let arts = self.held_artifacts(seat);
        text!(
            "werewolf-story-seat",
            winner = self.winners().contains(&seat) as usize,
            who = plain(self.story_name(seat)),
            role = self.story_role(seat),
            fate = self.fate(seat),
            deeds = if deeds.is_empty() { Text::default() } else { text!("werewolf-story-deeds", deeds = deeds) },
            artifacts = if arts.is_empty() { Text::default() } else { text!("werewolf-story-artifacts", artifacts = arts) }
        )
    }

    /// A claim checked against the truth at the end: whether `about` was
    /// on the pack, and the claimer's own side.
    fn checked_claim(&self, c: &Claim) -> Text {
        let truth = self.is_werewolf(c.about) == c.wolf;
        text!(
            "werewolf-story-claim",
            by = plain(self.story_name(c.by)),
            about = plain(self.story_name(c.about)),
            wolf = c.wolf as usize,
            truth = truth as usize,
            side = team_index(self.team(c.by))
        )
    }

    /// Every claim, a line per day.
    pub(super) fn claim_lines(&self) -> Vec<Text> {
        // The claims are kept in the order of the days.
        super::votes::per_day(
            &self.claims,
            |c| c.round,
            |c| self.checked_claim(c),
            |first, next| text!("werewolf-story-then", first = first, next = next),
        )
        .into_iter()
        .map(|(day, claims)| text!("werewolf-story-claims-day", n = day as usize, claims = claims))
        .collect()
    }

    /// Who won and why, as the game announced it: the finished board's
    /// status line (a frontend need not repeat the announcement above it).
    pub(super) fn story_headline(&self) -> Option<Text> {
        let f = self.finish.as_ref()?;
        Some(match f.team {
            Some(team) => text!("werewolf-game-over", team = team.label(), reason = f.reason.clone()),
            None => text!("werewolf-stalemate", rounds = i64::from(super::STALEMATE_ROUNDS)),
        })
    }

    /// The finished board (its status line is [`Self::story_headline`]):
    /// every seat's line under its side, the winning side first; every
    /// vote; every claim checked.
    pub(super) fn story_board(&self, panel: &mut Panel) {
        let winners = self.winners();
        let won = |side: super::Team| (0..self.n()).any(|s| self.team(s) == side && winners.contains(&s));
        let mut sides: Vec<super::Team> = (0..self.n()).map(|s| self.team(s)).collect();
        sides.sort_by_key(|&side| (!won(side), team_index(side)));
        sides.dedup();
        for side in sides {
            let seats: Vec<Text> = (0..self.n())
                .filter(|&s| self.team(s) == side)
                .map(|s| self.story_seat_line(s))
                .collect();
            let won = won(side);
            let name = text!("werewolf-story-side", side = team_index(side), won = won as usize);
            panel.text_fields(name, seats, 2, false);
        }
        let votes = self.story_vote_days();
        if !votes.is_empty() {
            panel.text_fields(text!("werewolf-story-votes"), votes, 2, true);
        }
        let claims = self.claim_lines();
        if !claims.is_empty() {
            panel.text_fields(text!("werewolf-story-claims"), claims, 1, true);
        }
        panel.footer = Some(text!("werewolf-story-log"));
    }

    /// [`crate::engine::Game::final_reveal`]: each seat's facts (role and
    /// side first, then won or lost, fate, night deeds, artifacts); the
    /// summary opens with the outcome, then every vote, every claim checked,
    /// and the night log for `/game log`.
    pub(super) fn story_reveal(&self) -> Reveal {
        let Some(outcome) = self.outcome() else {
            return Reveal::default();
        };
        let seats = (0..self.n())
            .map(|s| {
                let mut facts = vec![
                    text!("werewolf-story-role-side", role = self.story_role(s), team = self.team(s).label()).to_string(),
                    text!("werewolf-story-result", winner = outcome.winners.contains(&s) as usize).to_string(),
                    self.fate(s).to_string(),
                ];
                let deeds = self.night_deeds(s, true);
                if !deeds.is_empty() {
                    // The deeds alone: the board's message opens with a
                    // " · ", which the reveal puts between facts itself.
                    facts.push(Text::list(deeds).to_string());
                }
                let arts = self.held_artifacts(s);
                if !arts.is_empty() {
                    facts.push(text!("werewolf-story-artifacts", artifacts = arts).to_string().trim_start_matches(" · ").to_string());
                }
                facts
            })
            .collect();
        let mut summary = vec![outcome.summary];
        summary.extend(self.story_vote_lines(true));
        summary.extend(self.claim_lines().iter().map(Text::to_string));
        if !self.log.is_empty() {
            summary.push(text!("werewolf-story-night-log").to_string());
            summary.extend(self.log.iter().map(ToString::to_string));
        }
        Reveal { seats, summary }
    }
}

#[cfg(test)]
mod tests {
    //! The story at the end: every seat on one line with the winners
    //! marked, fate and night deeds; every vote; every claim checked
    //! against the truth; only the artifacts dealt, each under its day; no
    //! seat's second-person private text.

    use crate::engine::testkit::{act, public_text};
    use crate::engine::{Game, Viewer};
    use crate::games::werewolf::roles::Role::*;
    use crate::games::werewolf::tests::{everyone_votes, give, to_day, trial, with_roles};
    use crate::games::werewolf::Artifact;

    /// Ann the wolf lies that Cat is a werewolf; Ben the Seer looked at Ann
    /// and shows his Void of Nothingness on day 1; the vote eliminates Ann.
    fn finished() -> crate::games::werewolf::Werewolf {
        let mut g = with_roles(&[Werewolf, Seer, Villager, Villager, Villager], &[]);
        give(&mut g, 1, Artifact::VoidOfNothingness);
        act(&mut g, 1, "t0");
        to_day(&mut g);
        act(&mut g, 0, "claim");
        act(&mut g, 0, "claimw2");
        act(&mut g, 1, "a0");
        trial(&mut g, 1, 2, 0);
        everyone_votes(&mut g, "elim");
        assert!(g.outcome().is_some(), "the only wolf is out");
        g
    }

    #[test]
    fn the_finished_board_tells_each_seat_in_one_line_with_the_winners_marked() {
        let g = finished();
        let board = public_text(&g);
        // Each seat under its side, the winning side first.
        let fields = g.view(Viewer::Public).fields;
        let side = |name: &str| {
            let field = fields.iter().find(|f| f.name == name);
            field.unwrap_or_else(|| panic!("no field {name}: {board}")).value.to_string()
        };
        assert_eq!(fields[0].name.to_string(), "The village ★ won", "{board}");
        let village = side("The village ★ won");
        assert!(village.contains("★ Ben — Seer · alive · saw Ann: wolf"), "{village}");
        let wolves = side("The werewolves");
        assert!(wolves.contains("· Ann — Werewolf · † day 1"), "{wolves}");
        for name in ["Cat", "Dan", "Eve"] {
            assert!(village.contains(&format!("★ {name} — ")), "{village}");
        }
        // Who won and why is the status line, under the title's "Game over".
        let status = g.view(Viewer::Public).status.unwrap().to_string();
        assert!(status.starts_with("Game over: a win for the village"), "{status}");
        // The roles are listed once: no second players list.
        assert_eq!(board.matches("Ann — ").count(), 1, "{board}");
    }

    #[test]
    fn the_story_checks_every_claim_against_the_truth() {
        let g = finished();
        let board = public_text(&g);
        let line = "Day 1: Ann (a wolf): Cat is a wolf — false";
        assert!(board.contains(line), "{board}");
        assert!(g.final_reveal().summary.iter().any(|l| l == line));
    }

    #[test]
    fn the_story_names_only_dealt_artifacts_each_under_its_day() {
        let g = finished();
        let board = public_text(&g);
        assert!(board.contains("Void of Nothingness (revealed day 1)"), "{board}");
        for art in &g.art_deck {
            assert!(!board.contains(art.name()), "{} was never dealt: {board}", art.name());
        }
        let reveal = g.final_reveal();
        assert!(reveal.seats[1].iter().any(|f| f == "artifacts: Void of Nothingness (revealed day 1)"));
        // Each fact stands alone: the reveal joins them with " · " itself,
        // so none may open with one ("alive ·  · saw Ann: wolf").
        assert!(reveal.seats[1].iter().any(|f| f == "saw Ann: wolf"), "{:?}", reveal.seats[1]);
        for facts in &reveal.seats {
            assert!(facts.iter().all(|f| !f.is_empty() && !f.starts_with(" · ")), "{facts:?}");
        }
        assert!(!reveal.summary.iter().any(|l| l.contains("never dealt")));
    }

    #[test]
    fn the_story_is_the_same_for_every_reader_and_never_second_person() {
        let g = finished();
        let board = g.view(Viewer::Public).board_part();
        for seat in 0..5 {
            let seen = g.view(Viewer::Seat(seat));
            assert_eq!(seen.board_part().fields, board.fields, "seat {seat}");
            // The recent events speak to their reader ("You are
            // eliminated"); the story itself is nobody's in particular.
            let text = seen.board_part().to_text_for(Viewer::Seat(seat));
            assert!(!text.contains("You ") && !text.contains("Your "), "{text}");
        }
        for facts in g.final_reveal().seats {
            assert!(facts.iter().all(|f| !f.contains("You")), "{facts:?}");
        }
    }

    #[test]
    fn the_finished_board_fits_a_phone_screen() {
        let g = finished();
        let board = public_text(&g);
        assert!(board.lines().count() <= 30, "{board}");
    }
}
