//! Wolves (Coyote & Crow): the co-operative survival game behind `/play wolves`.
//!
//! This file holds the state type [`Wolves`], its options and set-up, and the
//! [`Game`] implementation, which routes each action to the step it belongs
//! to: `turn.rs` (availability, end of gathering, conservation, new rank and
//! awards), `gather.rs`, `needs.rs`, `gifting.rs`, `reconcile.rs`; `view.rs`
//! renders panels and `bot.rs` plays a seat.

mod bot;
mod data;
mod gather;
mod gifting;
mod needs;
mod reconcile;
mod state;
mod turn;
mod view;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_balance;
#[cfg(test)]
mod tests_gather;
#[cfg(test)]
mod tests_gifting;
#[cfg(test)]
mod tests_soak;
#[cfg(test)]
mod tests_steps;

use serde::{Deserialize, Serialize};

use crate::engine::{
    Actor, Deadline, Event, Game, GameRng, OptionKind, OptionSpec, Outcome, Panel, Prompt,
    RuleError, Seat, Setup, SetupError, Viewer,
};

use data::*;
pub use data::{Card, Community, Knowledge, Preset, Res};
use state::*;

/// How communities are assigned to seats (option `communities`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Dealing {
    /// Dealt at random, but every focus (Fish, Corn, Bison) is represented:
    /// the seed's suggestion for 3-4 players, kept for 5 too.
    Mixed,
    /// Dealt fully at random.
    Dealt,
}

const OPTION_SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "availability",
        help: "availability modifiers per turn: gentle (0,0,-1,-1,-2,-2,-2, turn 8 culls 5 own cards; about 2 in 3 tables survive) or standard (0,-1,-1,-2,-2,-3,-3, turn 8 culls 7; brutal)",
        kind: OptionKind::OneOf(&["gentle", "standard"]),
        default: Some("gentle"),
    },
    OptionSpec {
        key: "communities",
        help: "mixed: dealt at random with every resource focus present; dealt: fully random",
        kind: OptionKind::OneOf(&["mixed", "dealt"]),
        default: Some("mixed"),
    },
    OptionSpec {
        key: "step_timer",
        help: "seconds for the simultaneous gathering; at the timer everyone still drawing is stopped (0: no timer)",
        kind: OptionKind::Int { min: 0, max: 3600 },
        default: Some("180"),
    },
];

const RULES: &[&str] = &[
    "**Wolves** (Coyote & Crow, 3-6 players). Everyone leads a community that needs 3 Fish, 3 Corn and 3 Bison every turn. \
If anyone's need is unmet at reconciling, everybody loses at once. Survive turn 8 and everybody wins; the player with \
strictly the most Status Awards is also elected chief. 3-4 players start on turn 1, 5 on turn 2, 6 on turn 3 (six \
players start with one Reserve token of each kind).\n\
Each deck has 28 cards: 3 Leaders, 5 Forest, 5 of each resource plus the community's focus (e.g. +4 Fish, +1 Corn).",
    "**A turn**\n\
1. Availability (automatic): the turn's modifier reveals availability cards; every deck loses those resources for \
good. Turn 8 instead: every deck loses some of its own non-Leader cards (5 gentle, 7 standard).\n\
2. Gathering (everyone at once): Draw a card at a time (or Draw to next Leader); Leaders go face up (wild), other \
cards to your hidden hand. Stop any time after the first draw. A third Leader means **Overstretched**: your Leaders go back unusable, you gain \
no Status from returning cards this turn and you skip the next gathering. On the first turn the Status Rank is set \
now: fewest Leaders, then most cards in hand.\n\
3. Conservation bonus: +5 Status per Leader fewer than two.\n\
4. Needs (rank order): pay 3 of each from hand cards, Reserve tokens and Leaders (wild). Shortfalls are public.",
    "5. Gifting (rank order): offer each other player at most one gift of resource cards, Leaders and Reserve tokens \
(never Forest). A gift from a higher-ranked player may be taken in part or declined; from a lower-ranked player it \
must be taken whole. Accepted items become the recipient's tokens: first to unmet needs, then Reserves, then 1 \
Status each. A Leader becomes any token the recipient picks. The giver gains 2 Status per accepted item.\n\
6. Reconciling (rank order): any unmet need loses the game. Then return your cards: each resource card or Leader \
for 1 Status (not when Overstretched) or a Reserve token of its kind (a Leader: any kind); two Leaders for a \
Knowledge card you lack; Reserve tokens for 1 Status each. Reserves: at most 9 tokens, 4 of a kind.\n\
New rank by Status; Awards 3/2/1 (2/1 with three players); Status back to zero.",
    "**Status track**: markers never share a space (except zero); a marker that would land on another moves back.\n\
**Knowledge** (two Leaders, 3 copies each): Know the Land (look at your top 3 and reorder, once per gathering), \
No Waste (a Reserve kind with 2+ tokens gains one at reconciling), Showing Off (conservation bonus 6), \
Determination (draw past your 2nd Leader without overstretching: a free token), Preservation (Reserve cap 12), \
The More You Share (a gift of 6+ items accepted whole: 2 free tokens).\n\
**Options**: availability=gentle|standard (standard removes more cards: much harder), communities=mixed|dealt, \
step_timer=seconds for gathering (0 = none).",
];

/// The whole game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Wolves {
    pub(crate) names: Vec<String>,
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
    /// The last public events, newest last, for the board.
    pub(crate) log: Vec<String>,
    pub(crate) end: Option<End>,
}

const LOG_LINES: usize = 8;

impl Wolves {
    pub(crate) fn n(&self) -> usize {
        self.players.len()
    }

    pub(crate) fn name(&self, seat: Seat) -> &str {
        &self.names[seat]
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

    /// A game built from explicit parts, for tests and set-up.
    pub(crate) fn from_parts(
        names: Vec<String>,
        communities: Vec<Community>,
        preset: Preset,
        seed: u64,
    ) -> Self {
        let n = names.len();
        let mut players: Vec<Player> = communities.into_iter().map(Player::new).collect();
        if n == 6 {
            for p in &mut players {
                p.reserve = [1, 1, 1];
            }
        }
        let turn = start_turn(n);
        Wolves {
            names,
            preset,
            dealing: Dealing::Mixed,
            step_timer: 0,
            rng: GameRng::from_seed(seed),
            turn,
            players,
            rank: Vec::new(),
            supply: [KNOWLEDGE_COPIES; 6],
            revealed: Vec::new(),
            phase: Phase::Gathering,
            phase_seq: 0,
            log: Vec::new(),
            end: None,
        }
    }

    fn deal_communities(rng: &mut GameRng, n: usize, dealing: Dealing) -> Vec<Community> {
        let mut pool = Community::ALL.to_vec();
        rng.shuffle(&mut pool);
        let mut chosen: Vec<Community> = Vec::new();
        if dealing == Dealing::Mixed {
            // One community of each major focus first, then any.
            for res in Res::ALL {
                if chosen.len() < n {
                    let pick = pool
                        .iter()
                        .position(|c| c.focus().0 == res)
                        .expect("two per focus");
                    chosen.push(pool.remove(pick));
                }
            }
        }
        while chosen.len() < n {
            chosen.push(pool.remove(0));
        }
        rng.shuffle(&mut chosen);
        chosen
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
    fn waiting_on(&self) -> String {
        let seats: Vec<&str> = self.active_seats().iter().map(|&s| self.name(s)).collect();
        if seats.is_empty() {
            "nobody can act now".to_string()
        } else {
            format!("waiting for {}", seats.join(", "))
        }
    }

    fn act(&mut self, actor: Actor, action: &str) -> Result<Vec<Event>, RuleError> {
        let mut ev = Vec::new();
        match actor {
            Actor::Clock => self.apply_timeout(action, &mut ev)?,
            Actor::Host => {
                return Err(RuleError::Illegal(
                    "Wolves has no host actions; players act through their panels".into(),
                ))
            }
            Actor::Seat(seat) => {
                if seat >= self.n() {
                    return Err(RuleError::NotYourTurn(format!(
                        "seat {seat} is not at this table"
                    )));
                }
                if !self.active_seats().contains(&seat) {
                    let why = if self.phase == Phase::Gathering {
                        gather::gather_state_help(&self.players[seat].gather.state).to_string()
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

/// The refusal for an action code no step knows.
pub(crate) fn malformed(action: &str) -> RuleError {
    RuleError::Malformed(action.to_string())
}

/// Whether some step of the game uses this action code (then a refusal says
/// "not now" and what is allowed, instead of "unknown").
pub(crate) fn known_action(action: &str) -> bool {
    const WORDS: [&str; 17] = [
        "draw", "drawto", "stop", "peek", "pay", "custom", "back", "offer", "clear", "done",
        "accept", "part", "decline", "take", "auto", "finish", "reset",
    ];
    const PREFIXES: [&str; 12] = [
        "ord-", "det-", "add-", "rem-", "to", "lt-", "sh-", "nw-", "tok-", "ltok-", "kn-", "ret-",
    ];
    let split = action.len() == 4
        && action.starts_with('p')
        && action[1..].bytes().all(|b| b.is_ascii_digit());
    WORDS.contains(&action) || PREFIXES.iter().any(|p| action.starts_with(p)) || split
}

/// The refusal for an action that is not allowed in the current step.
pub(crate) fn not_now(action: &str, allowed: &str) -> RuleError {
    if known_action(action) {
        RuleError::Illegal(format!("not now: {allowed}"))
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

    fn rules() -> &'static [&'static str] {
        RULES
    }

    fn setup(setup: &Setup) -> Result<Self, SetupError> {
        let n = setup.seats_for::<Self>()?;
        // Validated options: the words are the ones `OPTION_SPECS` declares.
        let o = &setup.options;
        let preset = match o.text("availability") {
            "standard" => Preset::Standard,
            _ => Preset::Gentle,
        };
        let dealing = match o.text("communities") {
            "dealt" => Dealing::Dealt,
            _ => Dealing::Mixed,
        };
        let step_timer: u32 = o.number("step_timer");
        let mut rng = GameRng::from_seed(setup.seed);
        let communities = Self::deal_communities(&mut rng, n, dealing);
        let mut game = Self::from_parts(setup.names.clone(), communities, preset, 0);
        game.rng = rng;
        game.dealing = dealing;
        game.step_timer = step_timer;
        let mut ev = Vec::new();
        game.begin_turn(&mut ev);
        game.settle(&mut ev);
        game.log = ev
            .iter()
            .filter(|e| e.audience == crate::engine::Audience::Public)
            .map(|e| e.text.clone())
            .collect();
        Ok(game)
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

    fn apply(&mut self, actor: Actor, action: &str) -> Result<Vec<Event>, RuleError> {
        if self.end.is_some() {
            return Err(RuleError::GameOver);
        }
        // Work on a copy so a refused action never leaves a half-changed state.
        let mut next = self.clone();
        let events = next.act(actor, action)?;
        *self = next;
        Ok(events)
    }

    fn view(&self, viewer: Viewer) -> Panel {
        self.render(viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.end.as_ref().map(|end| self.outcome_of(end))
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
}
