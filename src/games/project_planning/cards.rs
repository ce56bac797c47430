//! Card and token data. A pack is a table of card kinds (value, name, count,
//! effect tag); the rules dispatch on the effect tag, never on a card's name,
//! so a new pack is a new table. Only pack W exists for now.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::engine::Text;
use crate::text;

/// What a card does; the rules code matches on this tag.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Effect {
    /// VP of R&D: name a value; every hand in the round holding it is out,
    /// the player's own included.
    KnockOutValue,
    /// CFO: a project token if your discard total is strictly the highest.
    FundIfHighestDiscard,
    /// Chief Architect: trade hands with another player.
    TradeHands,
    /// Product Manager: reverse the direction of play.
    ReverseDirection,
    /// CSE: call odd or even, compare hands privately; wrong call, you are out.
    CompareParity,
    /// R&D Team Lead: resolve another player's hand card as if you played it.
    PlayTheirHand,
    /// IT Analyst: look at the top two cards and order them.
    ArrangeTopTwo,
    /// Developer: guess another player's hand value (not 1).
    GuessHand,
    /// The Brain: no effect when played; in hand it turns a Developer back.
    ReflectDeveloper,
}

impl Effect {
    /// Whether the effect chooses another player first.
    pub fn needs_target(self) -> bool {
        matches!(
            self,
            Effect::TradeHands | Effect::CompareParity | Effect::PlayTheirHand | Effect::GuessHand
        )
    }

    /// Whether the effect names a value (after its target, if any).
    pub fn names_value(self) -> bool {
        matches!(self, Effect::KnockOutValue | Effect::GuessHand)
    }

    /// A value the effect may not name (the Developer cannot name 1).
    pub fn forbidden_value(self) -> Option<u8> {
        match self {
            Effect::GuessHand => Some(1),
            _ => None,
        }
    }
}

/// One kind of card in a pack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardKind {
    /// Short ASCII code used in action ids (`play-dev`).
    pub code: &'static str,
    pub value: u8,
    pub count: u8,
    pub effect: Effect,
}

impl CardKind {
    /// The card's name and value from the catalogue: "Developer (1)".
    pub fn label_text(&self) -> Text {
        label_text(self.value)
    }

    /// What the card does, from the catalogue.
    pub fn text_text(&self) -> Text {
        text!("pp-card-text", value = usize::from(self.value))
    }
}

/// "Developer (1)" for a value of pack W (each value is one kind), from the
/// catalogue.
pub fn label_text(value: u8) -> Text {
    // Made once per value and shared: a match names cards in nearly every
    // line it says (docs/speed.md, "A move's cost").
    static LABELS: OnceLock<Vec<Text>> = OnceLock::new();
    let make = |value: usize| {
        text!(
            "pp-card-label",
            name = text!("pp-card-name", value = value),
            value = value
        )
    };
    let labels = LABELS.get_or_init(|| (0..=u8::MAX as usize).map(make).collect());
    labels[usize::from(value)].clone()
}

/// A pack: a letter, a name and its table of card kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pack {
    pub letter: &'static str,
    pub kinds: &'static [CardKind],
}

/// Pack W, exactly as the spec lists it (16 cards).
pub const PACK_W: Pack = Pack {
    letter: "W",
    kinds: &[
        CardKind {
            code: "vp",
            value: 8,
            count: 1,
            effect: Effect::KnockOutValue,
        },
        CardKind {
            code: "cfo",
            value: 7,
            count: 1,
            effect: Effect::FundIfHighestDiscard,
        },
        CardKind {
            code: "arch",
            value: 6,
            count: 1,
            effect: Effect::TradeHands,
        },
        CardKind {
            code: "pm",
            value: 5,
            count: 2,
            effect: Effect::ReverseDirection,
        },
        CardKind {
            code: "cse",
            value: 4,
            count: 2,
            effect: Effect::CompareParity,
        },
        CardKind {
            code: "lead",
            value: 3,
            count: 2,
            effect: Effect::PlayTheirHand,
        },
        CardKind {
            code: "it",
            value: 2,
            count: 2,
            effect: Effect::ArrangeTopTwo,
        },
        CardKind {
            code: "dev",
            value: 1,
            count: 4,
            effect: Effect::GuessHand,
        },
        CardKind {
            code: "brain",
            value: 0,
            count: 1,
            effect: Effect::ReflectDeveloper,
        },
    ],
};

/// Index of a kind in its pack's table.
pub type KindId = u8;

/// A physical card: an index into the match's card list (0..16 or 0..32).
pub type CardId = u8;

impl Pack {
    pub fn kind(&self, id: KindId) -> &'static CardKind {
        &self.kinds[id as usize]
    }

    pub fn kind_by_code(&self, code: &str) -> Option<KindId> {
        self.kinds
            .iter()
            .position(|k| k.code == code)
            .map(|i| i as KindId)
    }

    /// Number of cards in one copy of the pack.
    pub fn size(&self) -> usize {
        self.kinds.iter().map(|k| k.count as usize).sum()
    }

    /// The kind of every card of `copies` shuffled-together copies, by card id.
    pub fn card_list(&self, copies: usize) -> Vec<KindId> {
        let mut out = Vec::with_capacity(self.size() * copies);
        for _ in 0..copies {
            for (i, k) in self.kinds.iter().enumerate() {
                out.extend(std::iter::repeat_n(i as KindId, k.count as usize));
            }
        }
        out
    }

    /// Every distinct value in the pack, highest first.
    pub fn values(&self) -> Vec<u8> {
        let mut v: Vec<u8> = self.kinds.iter().map(|k| k.value).collect();
        v.sort_unstable_by(|a, b| b.cmp(a));
        v.dedup();
        v
    }

    /// The compact reference line shown under every board:
    /// "8 VP of R&D ×1 · 7 CFO ×1 · …".
    pub fn reference(&self, copies: usize) -> Text {
        let entries: Vec<Text> = self
            .kinds
            .iter()
            .map(|k| {
                let value = usize::from(k.value);
                text!(
                    "pp-reference-entry",
                    value = value,
                    name = text!("pp-card-name", value = value),
                    count = usize::from(k.count) * copies
                )
            })
            .collect();
        text!("pp-reference", entries = entries)
    }
}

/// The token kinds of the game. Only project tokens are used by pack W; the
/// others belong to packs L, F and A and are cleared at the end of each round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TokenKind {
    Project,
    Death,
    Dependency,
    Threat,
}

/// One player's tokens.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tokens {
    pub project: u32,
    pub death: u32,
    pub dependency: u32,
    pub threat: u32,
}

impl Tokens {
    pub fn get(&self, kind: TokenKind) -> u32 {
        match kind {
            TokenKind::Project => self.project,
            TokenKind::Death => self.death,
            TokenKind::Dependency => self.dependency,
            TokenKind::Threat => self.threat,
        }
    }

    pub fn add(&mut self, kind: TokenKind, n: u32) {
        match kind {
            TokenKind::Project => self.project += n,
            TokenKind::Death => self.death += n,
            TokenKind::Dependency => self.dependency += n,
            TokenKind::Threat => self.threat += n,
        }
    }

    /// End of round: every token except project tokens is set aside.
    pub fn clear_round_tokens(&mut self) {
        *self = Tokens {
            project: self.project,
            ..Tokens::default()
        };
    }
}

/// Pack W's distinct values, highest first (computed once).
pub fn pack_w_values() -> &'static [u8] {
    static VALUES: OnceLock<Vec<u8>> = OnceLock::new();
    VALUES.get_or_init(|| PACK_W.values())
}
