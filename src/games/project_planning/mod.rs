//! Arctic Wolf Project Planning (a Love Letter homage): the state type
//! [`ProjectPlanning`] and its engine contract. One serde type covers a single
//! match (2-8 players) and the 9-16 player tournament (groups playing at the
//! same time, then a final); both are made of [`match_play::Match`]es, which
//! hold the rules. This file routes actions to the right match, runs the
//! optional turn timer, and builds outcomes.
//!
//! # Layout
//! - `mod.rs`: the state type and the `impl Game` (routing, timer, outcome).
//! - `setup.rs`: the option table, the typed settings, dealing a match or a
//!   tournament.
//! - Rules: `cards.rs` (the card table), `match_play.rs` (a match, dealing,
//!   drawing, the turn cycle), `effects.rs` (playing a card step by step),
//!   `round_end.rs` (round and match end, sudden death), `knowledge.rs`
//!   (what each player has learned), `tournament.rs` (9-16 players),
//!   `invariants.rs` (conservation checks).
//! - `view.rs`: the public, seat and tournament panels.
//! - `bot.rs`: the bot heuristic.
//! - `tests/`: `mod.rs` holds the helpers (hand-made deals, shortcuts) and
//!   the `mod` lines; each other file tests one topic.

mod bot;
mod cards;
mod effects;
mod invariants;
mod knowledge;
mod match_play;
mod round_end;
mod setup;
mod tournament;
mod view;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use crate::engine::{
    Actor, Arg, Deadline, Event, Game, Name, OptionSpec, Outcome, Panel, Prompt, Reveal, RuleError, Seat,
    Setup, SetupError, SubTable, Text, Viewer,
};
use crate::text;
use match_play::Match;
use setup::{Settings, OPTIONS};
use tournament::{labelled, players_text, Tournament};

/// A single match or a tournament.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Format {
    Single(Match),
    Tournament(Tournament),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProjectPlanning {
    names: Vec<Name>,
    settings: Settings,
    /// Actions applied so far: the turn timer's notion of "older".
    actions: u64,
    format: Format,
}

impl ProjectPlanning {
    /// Every match, groups first (no allocation: the bots' loop asks this
    /// several times per action).
    fn matches(&self) -> impl DoubleEndedIterator<Item = &Match> + '_ {
        let (groups, last): (&[Match], Option<&Match>) = match &self.format {
            Format::Single(m) => (std::slice::from_ref(m), None),
            Format::Tournament(t) => (&t.groups, t.final_match.as_ref()),
        };
        groups.iter().chain(last)
    }

    fn match_mut(&mut self, i: usize) -> &mut Match {
        match &mut self.format {
            Format::Single(m) => m,
            Format::Tournament(t) => t.all_mut().swap_remove(i),
        }
    }

    /// The running match in which `seat` is asked to act, by index.
    fn prompted_match(&self, seat: Seat) -> Option<usize> {
        self.matches()
            .position(|m| m.prompted().map(|p| m.seats[p]) == Some(seat))
    }

    /// Why `seat` may not act now.
    fn waiting_reason(&self, seat: Seat) -> Text {
        if seat >= self.names.len() {
            return text!("pp-refuse-no-such-seat-here", seat = seat);
        }
        let mine = self.matches().rev().find(|m| m.local(seat).is_some());
        match mine {
            Some(m) if !m.is_over() => {
                let who = m.player(m.round.current);
                match &m.label {
                    Some(label) => text!(
                        "pp-waiting-turn-in",
                        player = who,
                        label = Arg::Plain(label.clone())
                    ),
                    None => text!("pp-waiting-turn", player = who),
                }
            }
            Some(m) if m.label.as_deref() == Some("Final") => text!("pp-waiting-final-over"),
            Some(m)
                if m.winners
                    .as_ref()
                    .is_some_and(|w| w.iter().any(|&p| m.seats[p] == seat)) =>
            {
                text!("pp-waiting-group-won")
            }
            _ => text!("pp-waiting-out-of-tournament"),
        }
    }

    /// Run `f` on match `i`, then keep the timer clock and the tournament
    /// (the final starts once every group has a winner) up to date.
    fn run(
        &mut self,
        i: usize,
        f: impl FnOnce(&mut Match) -> Result<Vec<Event>, RuleError>,
    ) -> Result<Vec<Event>, RuleError> {
        let now = self.actions + 1;
        let sub_table = match &self.format {
            Format::Tournament(t) if i < t.groups.len() => Some(i),
            _ => None,
        };
        let m = self.match_mut(i);
        let turn = m.turn;
        let events = f(m)?;
        if m.turn != turn {
            m.turn_started = now;
        }
        let mut events = labelled(m.label.as_deref(), sub_table, events);
        self.actions = now;
        let settings = self.settings.clone();
        if let Format::Tournament(t) = &mut self.format {
            // Only running matches act, so a finished final finished just now.
            if let Some(f) = t.final_match.as_ref().filter(|f| f.is_over()) {
                let winners: Vec<usize> = f.winners.iter().flatten().copied().collect();
                let text = match winners.as_slice() {
                    [one] => text!("pp-tournament-won-one", player = f.player(*one)),
                    _ => text!(
                        "pp-tournament-won-shared",
                        players = view::player_list(f, &winners)
                    ),
                };
                events.push(Event::public(text).notify());
            }
            let more =
                t.start_final_if_ready(&self.names, settings.tokens, settings.shared_victory);
            if let Some(f) = &mut t.final_match {
                if !more.is_empty() {
                    f.turn_started = now;
                }
            }
            events.extend(more);
        }
        Ok(events)
    }

    /// The running match whose current turn has waited longest (timer).
    fn oldest_waiting(&self) -> Option<(usize, &Match)> {
        self.matches()
            .enumerate()
            .filter(|(_, m)| !m.is_over())
            .min_by_key(|(i, m)| (m.turn_started, *i))
    }

    fn apply_timeout(&mut self, action: &str) -> Result<Vec<Event>, RuleError> {
        let key: u64 = action
            .strip_prefix("timeout")
            .and_then(|k| k.parse().ok())
            .ok_or_else(|| RuleError::Malformed(action.to_string()))?;
        let Some(deadline) = self.deadline() else {
            return Err(RuleError::Illegal(text!("pp-refuse-no-timer")));
        };
        if deadline.key != key {
            return Err(RuleError::Illegal(text!("pp-refuse-stale-timer")));
        }
        let (i, _) = self
            .oldest_waiting()
            .expect("a deadline implies a running match");
        self.run(i, |m| {
            let me = m.prompted().expect("running match");
            let turn = m.turn;
            let mut events = Vec::new();
            let text = text!("pp-time-up", player = m.player(me));
            m.say(&mut events, text, true);
            while !m.is_over() && m.turn == turn {
                let action = bot::choose(m, me).expect("the bot answers every prompt");
                events.extend(m.act(me, &action)?);
            }
            Ok(events)
        })
    }

    /// The winners and one score per seat, once the game is over.
    fn result(&self) -> Option<(Vec<Seat>, Vec<i64>)> {
        let n = self.names.len();
        match &self.format {
            Format::Single(m) => {
                let winners: Vec<Seat> = m.winners.as_ref()?.iter().map(|&p| m.seats[p]).collect();
                let scores = (0..n).map(|s| i64::from(m.tokens[s].project)).collect();
                Some((winners, scores))
            }
            Format::Tournament(t) => {
                let f = t.final_match.as_ref()?;
                let winners: Vec<Seat> = f.winners.as_ref()?.iter().map(|&p| f.seats[p]).collect();
                // Score: every project token earned, in the group and the final.
                let mut scores = vec![0i64; n];
                for m in t.all() {
                    for (p, &s) in m.seats.iter().enumerate() {
                        scores[s] += i64::from(m.tokens[p].project);
                    }
                }
                Some((winners, scores))
            }
        }
    }

    fn summary_tokens(tokens: u32) -> Text {
        text!("pp-project-tokens", tokens = i64::from(tokens))
    }
}

impl Game for ProjectPlanning {
    const TITLE: &'static str = "Arctic Wolf Project Planning";

    fn option_specs() -> &'static [OptionSpec] {
        OPTIONS
    }

    fn seat_range() -> (usize, usize) {
        (2, 16)
    }

    fn rules() -> Vec<Text> {
        // The pages are catalogue messages (project_planning_rules.ftl).
        vec![
            text!("pp-rules-page-1"),
            text!("pp-rules-page-2"),
            text!("pp-rules-page-3"),
            text!("pp-rules-page-4"),
        ]
    }

    fn setup(setup: &Setup) -> Result<Self, SetupError> {
        let n = setup.seats_for::<Self>()?;
        Ok(setup::deal(setup, n))
    }

    fn prompts(&self) -> Vec<Prompt> {
        self.matches()
            .filter_map(|m| {
                let mut p = m.prompt()?;
                if let Some(label) = &m.label {
                    p.text = text!(
                        "pp-prompt-in-match",
                        label = Arg::Plain(label.clone()),
                        prompt = p.text
                    );
                }
                Some(p)
            })
            .collect()
    }

    fn prompted_seats(&self) -> Vec<Seat> {
        self.matches().filter_map(|m| m.prompted_seat()).collect()
    }

    fn apply(&mut self, actor: Actor, action: &str) -> Result<Vec<Event>, RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        match actor {
            Actor::Seat(seat) => {
                let Some(i) = self.prompted_match(seat) else {
                    return Err(RuleError::NotYourTurn(self.waiting_reason(seat)));
                };
                self.run(i, |m| {
                    let me = m.local(seat).expect("prompted seat plays here");
                    m.act(me, action)
                })
            }
            Actor::Clock => self.apply_timeout(action),
            Actor::Host => Err(RuleError::Illegal(text!("pp-refuse-host"))),
        }
    }

    fn view(&self, viewer: Viewer) -> Panel {
        match (&self.format, viewer) {
            (Format::Single(m), Viewer::Seat(s)) if s < m.players() => view::seat_panel(m, s),
            (Format::Single(m), _) => view::public_panel(m),
            (Format::Tournament(t), Viewer::Seat(s)) if s < self.names.len() => {
                view::tournament_seat_panel(t, s)
            }
            (Format::Tournament(t), _) => view::tournament_panel(t, self.names.len()),
        }
    }

    fn is_over(&self) -> bool {
        match &self.format {
            Format::Single(m) => m.is_over(),
            Format::Tournament(t) => t.final_match.as_ref().is_some_and(Match::is_over),
        }
    }

    /// Places from the winners and scores, without the outcome's summary
    /// (rendered text: the simulator asks this of every game).
    fn standings(&self) -> Vec<crate::engine::Standing> {
        let Some((winners, scores)) = self.result() else {
            return Vec::new();
        };
        let outcome = Outcome {
            winners,
            scores,
            summary: String::new(),
        };
        crate::engine::places(&outcome)
            .into_iter()
            .map(|place| crate::engine::Standing {
                team: None,
                role: None,
                place,
            })
            .collect()
    }

    fn outcome(&self) -> Option<Outcome> {
        let (winners, scores) = self.result()?;
        match &self.format {
            Format::Single(m) => {
                let tokens = Self::summary_tokens(m.tokens[winners[0]].project);
                let summary = if winners.len() == 1 {
                    text!(
                        "pp-outcome-wins",
                        player = Arg::player(winners[0], &self.names[winners[0]]),
                        tokens = tokens,
                        sudden_death = usize::from(m.sudden_death.is_some())
                    )
                } else {
                    text!(
                        "pp-outcome-share",
                        players = players_text(&winners, &self.names),
                        tokens = tokens
                    )
                }
                .to_string();
                Some(Outcome {
                    winners,
                    scores,
                    summary,
                })
            }
            Format::Tournament(t) => {
                let f = t.final_match.as_ref()?;
                let tokens = Self::summary_tokens(f.tokens[f.local(winners[0])?].project);
                let summary = if winners.len() == 1 {
                    text!(
                        "pp-outcome-tournament-wins",
                        player = Arg::player(winners[0], &self.names[winners[0]]),
                        tokens = tokens
                    )
                } else {
                    text!(
                        "pp-outcome-tournament-share",
                        players = players_text(&winners, &self.names),
                        tokens = tokens
                    )
                }
                .to_string();
                Some(Outcome {
                    winners,
                    scores,
                    summary,
                })
            }
        }
    }

    /// The story on one screen: each seat's tokens with the winners
    /// marked, then each match's rounds and token table. No hand, no
    /// card text, nothing a seat alone knew.
    fn final_reveal(&self) -> Reveal {
        let Some(outcome) = self.outcome() else {
            return Reveal::default();
        };
        let seats = (0..self.names.len())
            .map(|s| {
                let tokens = text!("pp-project-tokens", tokens = outcome.scores[s]);
                let winner = usize::from(outcome.winners.contains(&s));
                vec![text!("pp-reveal-tokens", tokens = tokens, winner = winner).to_string()]
            })
            .collect();
        let mut summary = vec![outcome.summary];
        for m in self.matches() {
            if let Some(label) = &m.label {
                summary.push(label.clone());
            }
            summary.extend(view::story_lines(m).iter().map(Text::to_string));
        }
        Reveal { seats, summary }
    }

    fn bot_action(&self, seat: Seat) -> Option<String> {
        let i = self.prompted_match(seat)?;
        let m = self.matches().nth(i)?;
        bot::choose(m, m.local(seat)?)
    }

    fn deadline(&self) -> Option<Deadline> {
        if self.settings.turn_timer == 0 {
            return None;
        }
        let (i, m) = self.oldest_waiting()?;
        let key = (m.turn_started << 8) | i as u64;
        Some(Deadline {
            key,
            seconds: self.settings.turn_timer,
            action: format!("timeout{key}"),
        })
    }

    fn sub_tables(&self) -> Vec<SubTable> {
        let Format::Tournament(t) = &self.format else {
            return Vec::new();
        };
        t.groups
            .iter()
            .map(|g| SubTable {
                name: g.label.clone().unwrap_or_default(),
                seats: g.seats.clone(),
                panel: view::public_panel(g),
                finished: g.is_over(),
            })
            .collect()
    }

    fn check_invariants(&self) -> Result<(), String> {
        let n = self.names.len();
        for m in self.matches() {
            m.check().map_err(|e| match &m.label {
                Some(label) => format!("{label}: {e}"),
                None => e,
            })?;
        }
        match &self.format {
            Format::Single(m) => {
                if m.seats != (0..n).collect::<Vec<_>>() || n > 8 {
                    return Err("a single match must seat everyone, 2-8 players".into());
                }
            }
            Format::Tournament(t) => t.check(n)?,
        }
        let prompted: Vec<Seat> = self
            .matches()
            .filter_map(|m| m.prompted().map(|p| m.seats[p]))
            .collect();
        for (i, seat) in prompted.iter().enumerate() {
            if prompted[i + 1..].contains(seat) {
                return Err(format!("seat {seat} is prompted twice"));
            }
        }
        Ok(())
    }
}
