//! Wolfpack (seed 001): snatch sheep and hostile wolves. This file holds the
//! state and the engine contract (with the invariants the soak checks).
//!
//! # Layout
//! - `mod.rs`: the state types and the `impl Game`.
//! - `setup.rs`: the option table, the `/rules` pages, dealing the piles and
//!   the action deck.
//! - Rules: `cards.rs` (card data and hand counts), `rules.rs` (parsing,
//!   prompts, the four moves, turn order and the end), `actions.rs` (the four
//!   action cards), `scoring.rs` (the final count).
//! - `view.rs`: the public board and a seat's panel.
//! - `bot.rs`: the bot.
//! - `tests/`: `mod.rs` holds the helpers (hand-made tables) and the `mod`
//!   lines; each other file tests one topic.

mod actions;
mod bot;
mod cards;
mod rules;
mod scoring;
mod setup;
mod view;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use crate::engine::{
    Actor, Event, Game, GameRng, Name, OptionSpec, Outcome, Panel, Prompt, RuleError, Seat, Setup,
    SetupError, Text, Viewer,
};

pub use cards::{ActionKind, Card, COLOURS};
use cards::{HeldAction, ACTIONS_PER_KIND, ACTION_LIMIT, WOLVES_PER_PACK};

/// One player's cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Playing cards in hand (secret).
    hand: Vec<Card>,
    /// Action cards in hand (secret), at most [`ACTION_LIMIT`] at rest.
    actions: Vec<HeldAction>,
    /// Sheep in the score pile (public).
    pile_sheep: usize,
    /// Hostile wolves in the score pile by colour (public).
    pile_wolves: Vec<usize>,
    /// All ten wolves of this pack have been snatched: out of play.
    eliminated: bool,
}

/// Where the action card being played comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Source {
    /// From the hand (move 3); it stays there until the play resolves.
    Hand,
    /// Just drawn (move 2); it is kept in the phase until it resolves.
    Drawn,
}

/// The kind of card a Steal takes from one opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StealKind {
    Playing,
    Action,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    /// The last playing card was taken from the piles.
    PilesEmpty,
    /// This player's score pile holds every opponent wolf.
    AllWolvesSnatched(Seat),
    /// No longer an end (the rulebook has only the two above); kept
    /// so snapshots of games that ended this way before still load.
    LastInPlay(Seat),
}

/// What the game waits for. Every phase but `Opening` and `Over` belongs to
/// `Wolfpack::current`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Opening draws: pick `k` is made by seat `(first + k) % n`.
    Opening {
        picks: usize,
    },
    /// Choose one of the four moves.
    Turn,
    /// An action card was drawn: keep it or play it at once.
    Drawn {
        card: ActionKind,
    },
    /// Playing Steal a card: the kind chosen so far per opponent, in seat order.
    Steal {
        source: Source,
        picks: Vec<(Seat, StealKind)>,
    },
    /// Playing Swap cards: choose the direction.
    Swap {
        source: Source,
    },
    Over {
        reason: EndReason,
    },
}

/// The whole game state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Wolfpack {
    names: Vec<Name>,
    sheep_per_player: usize,
    /// Six face-down piles; the top card is the last element.
    piles: Vec<Vec<Card>>,
    /// Face down; the top card is the last element.
    action_deck: Vec<ActionKind>,
    /// Face down (discards of the discard-two move are secret).
    action_discard: Vec<ActionKind>,
    players: Vec<Player>,
    /// The random first player.
    first: Seat,
    /// Whose turn it is (meaningful after the opening).
    current: Seat,
    phase: Phase,
    rng: GameRng,
    /// Actions applied so far (salts the bot's randomness).
    moves: u64,
    /// Public summaries of the latest moves, newest last (at most `LOG_LEN`);
    /// one entry per action, a line per public event of it. Snapshots from
    /// before texts were data hold plain strings, which read back as literals.
    log: Vec<Text>,
}

const LOG_LEN: usize = 5;

impl Wolfpack {
    fn seats(&self) -> usize {
        self.names.len()
    }

    fn name(&self, seat: Seat) -> &Name {
        &self.names[seat]
    }

    /// Hostile wolves of colour `colour` sitting in score piles.
    fn snatched_of(&self, colour: Seat) -> usize {
        self.players.iter().map(|p| p.pile_wolves[colour]).sum()
    }

    fn in_play(&self) -> Vec<Seat> {
        (0..self.seats())
            .filter(|&s| !self.players[s].eliminated)
            .collect()
    }

    fn cards_in_piles(&self) -> usize {
        self.piles.iter().map(Vec::len).sum()
    }
}

impl Game for Wolfpack {
    const TITLE: &'static str = "Wolfpack";

    fn option_specs() -> &'static [OptionSpec] {
        setup::OPTIONS
    }

    fn seat_range() -> (usize, usize) {
        (2, 5)
    }

    fn rules() -> Vec<Text> {
        // The pages are catalogue messages (wolfpack_rules.ftl).
        vec![
            crate::text!("wolfpack-rules-page-1"),
            crate::text!("wolfpack-rules-page-2"),
            crate::text!("wolfpack-rules-page-3"),
            crate::text!("wolfpack-rules-page-4"),
        ]
    }

    fn setup(setup: &Setup) -> Result<Self, SetupError> {
        let n = setup.seats_for::<Self>()?;
        Ok(setup::deal(setup, n))
    }

    fn prompts(&self) -> Vec<Prompt> {
        match self.mover() {
            Some(seat) => vec![Prompt {
                seat,
                text: self.prompt_text(),
                choices: self.choices(),
            }],
            None => Vec::new(),
        }
    }

    fn prompted_seats(&self) -> Vec<Seat> {
        self.mover().into_iter().collect()
    }

    fn apply(&mut self, actor: Actor, action: &str) -> Result<Vec<Event>, RuleError> {
        let events = self.act(actor, action)?;
        self.moves += 1;
        let mut public: Vec<Text> = events
            .iter()
            .filter(|e| e.audience == crate::engine::Audience::Public)
            .map(|e| e.text.clone())
            .collect();
        if !public.is_empty() {
            self.log.push(if public.len() == 1 {
                public.remove(0)
            } else {
                Text::Lines(public)
            });
            if self.log.len() > LOG_LEN {
                self.log.remove(0);
            }
        }
        Ok(events)
    }

    fn view(&self, viewer: Viewer) -> Panel {
        self.render(viewer)
    }

    fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over { .. })
    }

    fn outcome(&self) -> Option<Outcome> {
        if !matches!(self.phase, Phase::Over { .. }) {
            return None;
        }
        let score = self.final_score();
        let scores: Vec<i64> = score.totals.iter().map(|&t| t as i64).collect();
        Some(Outcome {
            winners: score.winners.clone(),
            scores,
            summary: self.winner_line(&score).to_string(),
        })
    }

    /// The story on one screen: each seat's total with the winners
    /// marked, then the score breakdown and the hands' awards, all said of
    /// every player by name (no seat's private panel).
    fn final_reveal(&self) -> crate::engine::Reveal {
        let Some(outcome) = self.outcome() else {
            return crate::engine::Reveal::default();
        };
        let seats = (0..self.seats())
            .map(|s| {
                let winner = usize::from(outcome.winners.contains(&s));
                let points = outcome.scores[s];
                vec![crate::text!("wolfpack-reveal-points", points = points, winner = winner).to_string()]
            })
            .collect();
        let mut summary = vec![outcome.summary];
        summary.extend(self.story_lines());
        crate::engine::Reveal { seats, summary }
    }

    fn bot_action(&self, seat: Seat) -> Option<String> {
        self.bot_choice(seat)
    }

    fn check_invariants(&self) -> Result<(), String> {
        let n = self.seats();
        // Playing cards: piles + hands + score piles.
        let mut wolves = vec![0usize; n];
        let mut sheep = 0usize;
        // Plain loops: this runs after every action of the soak, in debug builds.
        let mut tally = |cards: &[Card]| -> Result<(), String> {
            for card in cards {
                match *card {
                    Card::Sheep => sheep += 1,
                    Card::Wolf(c) if c < n => wolves[c] += 1,
                    Card::Wolf(c) => return Err(format!("a wolf of colour {c} is not in play")),
                }
            }
            Ok(())
        };
        for pile in &self.piles {
            tally(pile)?;
        }
        for p in &self.players {
            tally(&p.hand)?;
        }
        for (seat, p) in self.players.iter().enumerate() {
            sheep += p.pile_sheep;
            if p.pile_wolves[seat] != 0 {
                return Err(format!("seat {seat} has its own wolves in its score pile"));
            }
            for (c, k) in p.pile_wolves.iter().enumerate() {
                wolves[c] += k;
            }
            if p.actions.len() > ACTION_LIMIT {
                return Err(format!(
                    "seat {seat} holds {} action cards",
                    p.actions.len()
                ));
            }
            if p.eliminated != (self.snatched_of(seat) == WOLVES_PER_PACK) {
                return Err(format!(
                    "seat {seat}: eliminated flag disagrees with its snatched wolves"
                ));
            }
        }
        if sheep != self.sheep_per_player * n {
            return Err(format!(
                "{sheep} sheep, expected {}",
                self.sheep_per_player * n
            ));
        }
        if let Some(c) = (0..n).find(|&c| wolves[c] != WOLVES_PER_PACK) {
            return Err(format!("{} {} wolves, expected 10", wolves[c], COLOURS[c]));
        }
        // Action cards: deck + discard + hands + the card being decided on.
        let mut kinds = [0usize; 4];
        let pending = match &self.phase {
            Phase::Drawn { card } => Some(*card),
            Phase::Steal {
                source: Source::Drawn,
                ..
            } => Some(ActionKind::Steal),
            Phase::Swap {
                source: Source::Drawn,
            } => Some(ActionKind::Swap),
            _ => None,
        };
        for k in self
            .action_deck
            .iter()
            .chain(&self.action_discard)
            .chain(&pending)
        {
            kinds[*k as usize] += 1;
        }
        for p in &self.players {
            for a in &p.actions {
                kinds[a.kind as usize] += 1;
            }
        }
        if kinds.iter().any(|&k| k != ACTIONS_PER_KIND) {
            return Err(format!("action cards by kind {kinds:?}, expected 14 each"));
        }
        // Eliminated players never act; the end comes exactly when it should.
        if let Some(seat) = self.mover() {
            if self.players[seat].eliminated {
                return Err(format!("eliminated seat {seat} is to move"));
            }
        }
        let over = matches!(self.phase, Phase::Over { .. });
        let should_end =
            self.cards_in_piles() == 0 || (0..n).any(|s| self.has_every_opponent_wolf(s));
        let old_end = matches!(
            self.phase,
            Phase::Over {
                reason: EndReason::LastInPlay(_)
            }
        );
        if over != should_end && !old_end {
            return Err(format!(
                "game over is {over} but the end condition is {should_end}"
            ));
        }
        Ok(())
    }
}
