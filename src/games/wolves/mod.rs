//! Wolves (Coyote & Crow): the co-operative survival game behind `/play wolves`.
//!
//! This file holds the state type [`Wolves`] and the [`Game`]
//! implementation, which routes each action to the step it belongs to.
//!
//! # Layout
//!
//! - `mod.rs`: the state type and the `impl Game` (routing, refusals).
//! - `setup.rs`: the option table and the deal (communities, decks, start
//!   turn); the `/rules` pages (with the rulings) are catalogue messages in
//!   `locales/en/wolves_rules.ftl`.
//! - `data.rs`: the components as data (resources, cards, communities,
//!   Knowledge, gift items, availability presets, the seed's numbers).
//! - `state.rs`: a player's mat, the phases of a turn and their in-progress
//!   decisions, the token flow of gifts.
//! - Rule files, one per step: `turn.rs` (availability, end of gathering,
//!   conservation bonus, the automatic moves between steps, loss check, new
//!   rank and Awards, the end, invariants), `gather.rs`, `needs.rs`,
//!   `gifting.rs`, `reconcile.rs`.
//! - `view.rs`: the public board and a seat's private panel.
//! - `story.rs`: the story at the end (a line per community and per turn,
//!   the closest call).
//! - `bot.rs`: the heuristic bot.
//! - `tests/`: `mod.rs` holds the helpers (hand-made deals, shortcuts to a
//!   step); `components.rs`, `gather.rs`, `steps.rs`, `gifting.rs`,
//!   `soak.rs` and `balance.rs` hold the tests of one topic each.

mod bot;
mod data;
mod gather;
mod gifting;
mod needs;
mod reconcile;
mod setup;
mod state;
mod story;
mod turn;
mod view;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use crate::text;

use crate::engine::{
    Actor, Arg, Deadline, Event, Game, GameRng, Name, OptionSpec, Outcome, Panel, Prompt,
    RuleError, Seat, Setup, SetupError, Text, Viewer,
};

use data::*;
pub use data::{Card, Community, Knowledge, Preset, Res};
pub use setup::Dealing;
use setup::*;
use state::*;
pub(crate) use story::TurnRecord;

/// The whole game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Wolves {
    pub(crate) names: Vec<Name>,
    pub(crate) preset: Preset,
    pub(crate) dealing: Dealing,
    pub(crate) step_timer: u32,
    pub(crate) rng: GameRng,
    pub(crate) turn: u8,
    pub(crate) players: Vec<Player>,
    /// Seats in Status Rank order (rank 1 first); empty until set on the first turn.
    pub(crate) rank: Vec<Seat>,
    /// Knowledge cards left in the supply, by [`Knowledge::idx`].
    pub(crate) supply: [u8; 6],
    /// Availability cards revealed this turn.
    pub(crate) revealed: Vec<Res>,
    pub(crate) phase: Phase,
    /// Changes at every new gathering: the deadline key.
    pub(crate) phase_seq: u64,
    /// The last public events, newest last, for the board (kept as data,
    /// so each reader sees "you"; a game stored when they were strings
    /// reads them back as literals).
    pub(crate) log: Vec<Text>,
    pub(crate) end: Option<End>,
    /// What each turn ended with, for the story at the end (games stored
    /// before it was kept read back with none).
    #[serde(default)]
    pub(crate) history: Vec<TurnRecord>,
}

const LOG_LINES: usize = 8;

impl Wolves {
    pub(crate) fn n(&self) -> usize {
        self.players.len()
    }

    pub(crate) fn name(&self, seat: Seat) -> &Name {
        &self.names[seat]
    }

    /// A seat as a message argument: "you" for its reader, the name for
    /// anyone else.
    pub(crate) fn who(&self, seat: Seat) -> Arg {
        Arg::player(seat, self.name(seat))
    }

    /// Rank position of a seat (0 = rank 1), if ranks are set.
    pub(crate) fn rank_of(&self, seat: Seat) -> Option<usize> {
        self.rank.iter().position(|&s| s == seat)
    }

    /// Whether `a` has a higher Status Rank than `b`.
    pub(crate) fn outranks(&self, a: Seat, b: Seat) -> bool {
        match (self.rank_of(a), self.rank_of(b)) {
            (Some(x), Some(y)) => x < y,
            _ => false,
        }
    }

    /// The seats prompted now, without building their choices.
    pub(crate) fn active_seats(&self) -> Vec<Seat> {
        match &self.phase {
            Phase::Gathering => (0..self.n())
                .filter(|&s| !self.players[s].gather.state.finished())
                .collect(),
            Phase::Needs { pos, .. } | Phase::Reconciling { pos, .. } => vec![self.rank[*pos]],
            Phase::Gifting { pos, step, .. } => match step {
                GiftStep::Answer { to, .. } | GiftStep::LeaderTokens { to, .. } => vec![*to],
                GiftStep::Compose { .. } | GiftStep::Share => vec![self.rank[*pos]],
            },
            Phase::Over => Vec::new(),
        }
    }

    /// The prompt of one seat, if it may act now.
    pub(crate) fn prompt_for(&self, seat: Seat) -> Option<Prompt> {
        match &self.phase {
            Phase::Gathering => self.gather_prompt(seat),
            _ => self.prompts().into_iter().find(|p| p.seat == seat),
        }
    }

    /// Who the game waits on, for refusals.
    fn waiting_on(&self) -> Text {
        let seats: Vec<Text> = self
            .active_seats()
            .iter()
            .map(|&s| Text::player(s, self.name(s)))
            .collect();
        if seats.is_empty() {
            text!("wolves-refuse-nobody-acts")
        } else {
            text!("wolves-refuse-waiting-for", players = seats)
        }
    }

    fn act(&mut self, actor: Actor, action: &str) -> Result<Vec<Event>, RuleError> {
        let mut ev = Vec::new();
        match actor {
            Actor::Clock => self.apply_timeout(action, &mut ev)?,
            Actor::Host => {
                return Err(RuleError::Illegal(text!("wolves-refuse-host")))
            }
            Actor::Seat(seat) => {
                if seat >= self.n() {
                    return Err(RuleError::NotYourTurn(text!(
                        "wolves-refuse-no-seat",
                        seat = seat
                    )));
                }
                if !self.active_seats().contains(&seat) {
                    let why = if self.phase == Phase::Gathering {
                        gather::gather_state_help(&self.players[seat].gather.state)
                    } else {
                        self.waiting_on()
                    };
                    return Err(RuleError::NotYourTurn(why));
                }
                match &self.phase {
                    Phase::Gathering => self.apply_gather(seat, action, &mut ev)?,
                    Phase::Needs { .. } => self.apply_needs(seat, action, &mut ev)?,
                    Phase::Gifting { .. } => self.apply_gifting(seat, action, &mut ev)?,
                    Phase::Reconciling { .. } => self.apply_reconcile(seat, action, &mut ev)?,
                    Phase::Over => return Err(RuleError::GameOver),
                }
            }
        }
        self.settle(&mut ev);
        for e in &ev {
            if e.audience == crate::engine::Audience::Public {
                self.log.push(e.text.clone());
            }
        }
        let excess = self.log.len().saturating_sub(LOG_LINES);
        self.log.drain(..excess);
        Ok(ev)
    }
}

/// A resource's name from the catalogue ("Fish").
pub(crate) fn res_text(res: Res) -> Text {
    text!("wolves-res", res = res.idx())
}

/// A card's name from the catalogue ("Leader").
pub(crate) fn card_text(card: Card) -> Text {
    text!("wolves-card", card = card.idx())
}

/// A Knowledge card's name from the catalogue ("No Waste").
pub(crate) fn knowledge_text(knowledge: Knowledge) -> Text {
    text!(
        "wolves-knowledge",
        knowledge = knowledge.idx()
    )
}

/// Texts joined two at a time from the end by `join` (a catalogue message
/// with its own separator); empty when there are none.
pub(crate) fn fold_right(mut parts: Vec<Text>, join: impl Fn(Text, Text) -> Text) -> Text {
    let Some(mut joined) = parts.pop() else {
        return Text::default();
    };
    while let Some(before) = parts.pop() {
        joined = join(before, joined);
    }
    joined
}

/// The refusal for an action code no step knows.
pub(crate) fn malformed(action: &str) -> RuleError {
    RuleError::Malformed(action.to_string())
}

/// Whether some step of the game uses this action code (then a refusal says
/// "not now" and what is allowed, instead of "unknown").
pub(crate) fn known_action(action: &str) -> bool {
    const WORDS: [&str; 18] = [
        "draw", "drawto", "stop", "peek", "pay", "custom", "back", "offer", "clear", "done",
        "accept", "part", "decline", "take", "auto", "finish", "forgo", "reset",
    ];
    const PREFIXES: [&str; 14] = [
        "ord-", "det-", "dsw-", "sta-", "add-", "rem-", "to", "lt-", "sh-", "nw-", "tok-", "ltok-",
        "kn-", "ret-",
    ];
    let split = action.len() == 4
        && action.starts_with('p')
        && action[1..].bytes().all(|b| b.is_ascii_digit());
    WORDS.contains(&action) || PREFIXES.iter().any(|p| action.starts_with(p)) || split
}

/// The refusal for an action that is not allowed in the current step.
pub(crate) fn not_now(action: &str, allowed: impl Into<Text>) -> RuleError {
    if known_action(action) {
        RuleError::Illegal(text!("wolves-refuse-not-now", allowed = allowed.into()))
    } else {
        malformed(action)
    }
}

impl Game for Wolves {
    const TITLE: &'static str = "Wolves";

    const COOPERATIVE: bool = true;

    fn option_specs() -> &'static [OptionSpec] {
        OPTION_SPECS
    }

    fn seat_range() -> (usize, usize) {
        (3, 6)
    }

    fn rules() -> Vec<Text> {
        vec![
            text!("wolves-rules-page-1"),
            text!("wolves-rules-page-2"),
            text!("wolves-rules-page-3"),
            text!("wolves-rules-page-4"),
            text!("wolves-rules-page-5"),
            text!("wolves-rules-page-6"),
        ]
    }

    fn setup(setup: &Setup) -> Result<Self, SetupError> {
        Self::new_game(setup)
    }

    fn prompts(&self) -> Vec<Prompt> {
        match &self.phase {
            Phase::Gathering => self.gather_prompts(),
            Phase::Needs { .. } => self.needs_prompts(),
            Phase::Gifting { .. } => self.gifting_prompts(),
            Phase::Reconciling { .. } => self.reconcile_prompts(),
            Phase::Over => Vec::new(),
        }
    }

    fn prompted_seats(&self) -> Vec<Seat> {
        match &self.phase {
            Phase::Gathering => (0..self.n()).filter(|&s| self.gather_prompted(s)).collect(),
            Phase::Needs { pos, .. } | Phase::Reconciling { pos, .. } => vec![self.rank[*pos]],
            Phase::Gifting { .. } => self.gifting_prompted().into_iter().collect(),
            Phase::Over => Vec::new(),
        }
    }

    fn apply(&mut self, actor: Actor, action: &str) -> Result<Vec<Event>, RuleError> {
        if self.end.is_some() {
            return Err(RuleError::GameOver);
        }
        // Work on a copy so a refused action never leaves a half-changed
        // state. The names and the log move to the copy instead of being
        // copied: no step changes the names, and the log changes only once
        // the action is accepted (at the end of `act`).
        let names = std::mem::take(&mut self.names);
        let log = std::mem::take(&mut self.log);
        let mut next = self.clone();
        next.names = names;
        next.log = log;
        match next.act(actor, action) {
            Ok(events) => {
                *self = next;
                Ok(events)
            }
            Err(e) => {
                self.names = next.names;
                self.log = next.log;
                Err(e)
            }
        }
    }

    fn view(&self, viewer: Viewer) -> Panel {
        self.render(viewer)
    }

    fn is_over(&self) -> bool {
        self.end.is_some()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.end.as_ref().map(|end| self.outcome_of(end))
    }

    fn final_reveal(&self) -> crate::engine::Reveal {
        self.story()
    }

    fn bot_action(&self, seat: Seat) -> Option<String> {
        bot::choose(self, seat)
    }

    fn deadline(&self) -> Option<Deadline> {
        if self.step_timer == 0 || self.phase != Phase::Gathering || self.end.is_some() {
            return None;
        }
        Some(Deadline {
            key: self.phase_seq,
            seconds: self.step_timer,
            action: format!("timeout{}", self.phase_seq),
        })
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.invariants()
    }

    /// `loss_causes/<cause>` for a lost game, each cause once: a seat
    /// short of its needs after it overstretched this turn (`overstretched`)
    /// or had its gathering skipped for overstretching the turn before
    /// (`skipped gathering`), or simply short (`short`). An overstretch is
    /// always the seat's own move (`… by own move`); it is an avoidable one
    /// (`… by own avoidable move`) when the draw was a gamble with no upside
    /// (`Player::reckless_draw`). Pushing one's luck with good odds is the
    /// game, not a mistake: bots that never draw past the second Leader win
    /// less (docs/balance.md).
    fn tallies(&self) -> Vec<(String, u64)> {
        let Some(End::Lost { seats, .. }) = &self.end else {
            return Vec::new();
        };
        // (cause, an overstretch behind it, a reckless one), each cause once.
        let mut causes: Vec<(&str, bool, bool)> = Vec::new();
        for &s in seats {
            let p = &self.players[s];
            let (cause, own) = match p.gather.state {
                GatherState::Overstretched => ("overstretched", true),
                GatherState::Skipped => ("skipped gathering", true),
                _ => ("short", false),
            };
            let avoidable = own && p.last_overstretch_reckless;
            match causes.iter_mut().find(|c| c.0 == cause) {
                Some(c) => c.2 |= avoidable,
                None => causes.push((cause, own, avoidable)),
            }
        }
        let mut out = Vec::new();
        for (cause, own, avoidable) in causes {
            out.push((format!("loss_causes/{cause}"), 1));
            if own {
                out.push((format!("loss_causes/{cause} by own move"), 1));
            }
            if avoidable {
                out.push((format!("loss_causes/{cause} by own avoidable move"), 1));
            }
        }
        out
    }
}
