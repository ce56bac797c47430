//! The cards and fixed numbers of Wolfpack: playing cards (sheep and wolves of
//! a pack colour), the four kinds of action card, pack colours, and a small
//! summary of a hand used by the rules, the panels and the bot.

use serde::{Deserialize, Serialize};

use crate::engine::{Seat, Text};
use crate::text;

/// Pack colours, one per seat: seat `s` plays the pack `COLOURS[s]`
/// (internal names, for invariant reports; players read [`colour`]).
pub const COLOURS: [&str; 5] = ["Grey", "White", "Black", "Red", "Brown"];

/// The pack colour of seat `seat`, from the catalogue.
pub fn colour(seat: Seat) -> Text {
    text!("wolfpack-colour", colour = seat)
}
pub const WOLVES_PER_PACK: usize = 10;
pub const PILE_COUNT: usize = 6;
pub const ACTIONS_PER_KIND: usize = 14;
/// Most action cards a hand may hold at rest.
pub const ACTION_LIMIT: usize = 2;
pub const OPENING_CARDS: usize = 3;
pub const SHEEP_POINTS: usize = 1;
pub const WOLF_POINTS: usize = 3;

/// A playing card. A wolf carries its colour, which is the seat of its pack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Card {
    Sheep,
    Wolf(Seat),
}

impl Card {
    /// "a sheep", "a White wolf".
    pub fn described(self) -> Text {
        match self {
            Card::Sheep => text!("wolfpack-card-sheep"),
            Card::Wolf(c) => text!("wolfpack-card-wolf", colour = colour(c)),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum ActionKind {
    SnatchSheep,
    SnatchWolf,
    Steal,
    Swap,
}

impl ActionKind {
    pub const ALL: [ActionKind; 4] = [
        ActionKind::SnatchSheep,
        ActionKind::SnatchWolf,
        ActionKind::Steal,
        ActionKind::Swap,
    ];

    /// The short code used in action ids (`playsheep`).
    pub fn code(self) -> &'static str {
        match self {
            ActionKind::SnatchSheep => "sheep",
            ActionKind::SnatchWolf => "wolf",
            ActionKind::Steal => "steal",
            ActionKind::Swap => "swap",
        }
    }

    pub fn from_code(code: &str) -> Option<ActionKind> {
        ActionKind::ALL.into_iter().find(|k| k.code() == code)
    }

    /// The card's name: "Steal a card".
    pub fn name(self) -> Text {
        match self {
            ActionKind::SnatchSheep => text!("wolfpack-snatch-sheep"),
            ActionKind::SnatchWolf => text!("wolfpack-snatch-wolf"),
            ActionKind::Steal => text!("wolfpack-steal"),
            ActionKind::Swap => text!("wolfpack-swap"),
        }
    }

    /// The card in a sentence: "an action card (Steal a card)", so no name
    /// reads twice ("a Steal a card card").
    pub fn described(self) -> Text {
        text!("wolfpack-action-card", card = self.name())
    }
}

/// An action card in a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldAction {
    pub kind: ActionKind,
    /// Taken by the discard-two move: it may not be played before its
    /// holder's next turn (cleared when that turn starts).
    pub fresh: bool,
}

impl HeldAction {
    pub fn new(kind: ActionKind) -> Self {
        HeldAction { kind, fresh: false }
    }
}

/// What a hand of playing cards holds, seen from its owner `seat`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandCount {
    pub sheep: usize,
    /// Wolves of the owner's own colour.
    pub own: usize,
    /// Wolves of every other colour.
    pub hostile: usize,
    /// Wolves by colour (own colour included), indexed by colour.
    pub by_colour: Vec<usize>,
}

pub fn count_hand(hand: &[Card], seat: Seat, colours: usize) -> HandCount {
    let mut count = HandCount {
        sheep: 0,
        own: 0,
        hostile: 0,
        by_colour: vec![0; colours],
    };
    for card in hand {
        match *card {
            Card::Sheep => count.sheep += 1,
            Card::Wolf(c) => {
                count.by_colour[c] += 1;
                if c == seat {
                    count.own += 1;
                } else {
                    count.hostile += 1;
                }
            }
        }
    }
    count
}

/// "2 White, 1 Red" for a per-colour count of wolves (colours with zero left
/// out), or "none" when all are zero (its own message: the word agrees with
/// "wolves", while `wolfpack-none` agrees with "cards").
pub fn colour_list(by_colour: &[usize]) -> Text {
    let counts: Vec<Text> = by_colour
        .iter()
        .enumerate()
        .filter(|(_, n)| **n > 0)
        .map(|(c, &n)| text!("wolfpack-colour-count", count = n, colour = colour(c)))
        .collect();
    if counts.is_empty() {
        text!("wolfpack-no-wolves")
    } else {
        Text::list(counts)
    }
}
