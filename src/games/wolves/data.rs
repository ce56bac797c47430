//! The game's components as data: resources, cards, the six communities and
//! their decks, the Knowledge cards, gift items, the availability presets and
//! the numbers of the seed (needs, caps, bonuses, awards, start turn).

use serde::{Deserialize, Serialize};

use crate::engine::Text;
use crate::text;

/// Each community needs this many of every resource per turn.
pub const NEED: u8 = 3;
/// The last turn; surviving it wins the game.
pub const LAST_TURN: u8 = 8;
/// Reserve caps: total, total with Preservation, and per kind.
pub const RESERVE_CAP: u8 = 9;
pub const PRESERVATION_CAP: u8 = 12;
pub const KIND_CAP: u8 = 4;
/// Status per Leader fewer than two in step 3 (Showing Off: 6).
pub const CONSERVATION_BONUS: u32 = 5;
pub const SHOWING_OFF_BONUS: u32 = 6;
/// Status the giver gains per accepted gift item.
pub const GIFT_STATUS: u32 = 2;
/// The More You Share: a gift of more than this many items, accepted whole,
/// earns two free tokens.
pub const SHARE_THRESHOLD: u8 = 5;
/// Copies of each Knowledge card in the box.
pub const KNOWLEDGE_COPIES: u8 = 3;
/// Resource tokens of each kind in the box.
pub const TOKENS_PER_KIND: u8 = 24;
/// Leaders spent on one Knowledge card.
pub const KNOWLEDGE_PRICE: u8 = 2;
/// Cards peeked by Know the Land.
pub const PEEK: usize = 3;

/// A resource: Fish, Corn or Bison.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Res {
    Fish,
    Corn,
    Bison,
}

impl Res {
    pub const ALL: [Res; 3] = [Res::Fish, Res::Corn, Res::Bison];

    pub fn idx(self) -> usize {
        self as usize
    }

    /// The resource's English name, for invariant messages and tests
    /// (players read [`super::res_text`]).
    pub fn name(self) -> &'static str {
        match self {
            Res::Fish => "Fish",
            Res::Corn => "Corn",
            Res::Bison => "Bison",
        }
    }

    /// One-letter code used in action ids.
    pub fn code(self) -> char {
        match self {
            Res::Fish => 'f',
            Res::Corn => 'c',
            Res::Bison => 'b',
        }
    }

    pub fn from_code(c: char) -> Option<Res> {
        Res::ALL.into_iter().find(|r| r.code() == c)
    }
}

/// A card of a player deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Card {
    Fish,
    Corn,
    Bison,
    Forest,
    Leader,
}

impl Card {
    pub const ALL: [Card; 5] = [
        Card::Fish,
        Card::Corn,
        Card::Bison,
        Card::Forest,
        Card::Leader,
    ];

    pub fn idx(self) -> usize {
        self as usize
    }

    pub fn res(self) -> Option<Res> {
        match self {
            Card::Fish => Some(Res::Fish),
            Card::Corn => Some(Res::Corn),
            Card::Bison => Some(Res::Bison),
            _ => None,
        }
    }

    pub fn of(res: Res) -> Card {
        Card::ALL[res.idx()]
    }

    /// The card's English name, for invariant messages (players read
    /// [`super::card_text`]).
    pub fn name(self) -> &'static str {
        match self {
            Card::Forest => "Forest",
            Card::Leader => "Leader",
            other => other.res().map(Res::name).unwrap_or("?"),
        }
    }

    /// One-letter code used in action ids (`t` for a Forest's trees).
    pub fn code(self) -> char {
        match self {
            Card::Forest => 't',
            Card::Leader => 'l',
            other => other.res().map(Res::code).unwrap_or('?'),
        }
    }

    pub fn from_code(c: char) -> Option<Card> {
        Card::ALL.into_iter().find(|k| k.code() == c)
    }
}

/// The six communities of the seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Community {
    Atinzina,
    Chigwami,
    Masakat,
    Pahanis,
    Thimi,
    Wayatin,
}

impl Community {
    pub const ALL: [Community; 6] = [
        Community::Atinzina,
        Community::Chigwami,
        Community::Masakat,
        Community::Pahanis,
        Community::Thimi,
        Community::Wayatin,
    ];

    pub fn idx(self) -> usize {
        self as usize
    }

    /// The community's name from the catalogue ("Atinzina").
    pub fn name(self) -> Text {
        text!("wolves-community", community = self.idx())
    }

    /// The focus from the seed: (+4 of this, +1 of that).
    pub fn focus(self) -> (Res, Res) {
        match self {
            Community::Atinzina => (Res::Fish, Res::Corn),
            Community::Chigwami => (Res::Fish, Res::Bison),
            Community::Masakat => (Res::Corn, Res::Fish),
            Community::Pahanis => (Res::Corn, Res::Bison),
            Community::Thimi => (Res::Bison, Res::Fish),
            Community::Wayatin => (Res::Bison, Res::Corn),
        }
    }

    /// "Atinzina (+4 Fish, +1 Corn)".
    pub fn label(self) -> Text {
        let (major, minor) = self.focus();
        text!(
            "wolves-community-label",
            community = self.name(),
            major = super::res_text(major),
            minor = super::res_text(minor)
        )
    }

    /// The 28-card deck by card kind: 5 of each resource plus the focus,
    /// 5 Forest, 3 Leaders.
    pub fn deck(self) -> [u8; 5] {
        let (major, minor) = self.focus();
        let mut counts = [5, 5, 5, 5, 3];
        counts[major.idx()] += 4;
        counts[minor.idx()] += 1;
        counts
    }
}

/// The six Knowledge cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Knowledge {
    KnowTheLand,
    NoWaste,
    ShowingOff,
    Determination,
    Preservation,
    TheMoreYouShare,
}

impl Knowledge {
    pub const ALL: [Knowledge; 6] = [
        Knowledge::KnowTheLand,
        Knowledge::NoWaste,
        Knowledge::ShowingOff,
        Knowledge::Determination,
        Knowledge::Preservation,
        Knowledge::TheMoreYouShare,
    ];

    pub fn idx(self) -> usize {
        self as usize
    }

    /// The card's English name, for invariant messages (players read
    /// [`super::knowledge_text`]).
    pub fn name(self) -> &'static str {
        match self {
            Knowledge::KnowTheLand => "Know the Land",
            Knowledge::NoWaste => "No Waste",
            Knowledge::ShowingOff => "Showing Off",
            Knowledge::Determination => "Determination",
            Knowledge::Preservation => "Preservation",
            Knowledge::TheMoreYouShare => "The More You Share",
        }
    }

    /// Short code used in action ids (`kn-land`).
    pub fn code(self) -> &'static str {
        match self {
            Knowledge::KnowTheLand => "land",
            Knowledge::NoWaste => "waste",
            Knowledge::ShowingOff => "show",
            Knowledge::Determination => "det",
            Knowledge::Preservation => "pres",
            Knowledge::TheMoreYouShare => "share",
        }
    }

    pub fn from_code(code: &str) -> Option<Knowledge> {
        Knowledge::ALL.into_iter().find(|k| k.code() == code)
    }
}

/// Something that can be put in a gift: a resource card from the hand, a
/// face-up Leader, or a Reserve token. Forest cards are not giftable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Item {
    FishCard,
    CornCard,
    BisonCard,
    Leader,
    FishToken,
    CornToken,
    BisonToken,
}

impl Item {
    pub const ALL: [Item; 7] = [
        Item::FishCard,
        Item::CornCard,
        Item::BisonCard,
        Item::Leader,
        Item::FishToken,
        Item::CornToken,
        Item::BisonToken,
    ];

    pub fn idx(self) -> usize {
        self as usize
    }

    pub fn card(res: Res) -> Item {
        Item::ALL[res.idx()]
    }

    pub fn token(res: Res) -> Item {
        Item::ALL[4 + res.idx()]
    }

    /// The resource a card or token stands for (a Leader is wild: `None`).
    pub fn res(self) -> Option<Res> {
        match self {
            Item::FishCard | Item::FishToken => Some(Res::Fish),
            Item::CornCard | Item::CornToken => Some(Res::Corn),
            Item::BisonCard | Item::BisonToken => Some(Res::Bison),
            Item::Leader => None,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Item::FishCard => "fc",
            Item::CornCard => "cc",
            Item::BisonCard => "bc",
            Item::Leader => "ld",
            Item::FishToken => "ft",
            Item::CornToken => "ct",
            Item::BisonToken => "bt",
        }
    }

    pub fn from_code(code: &str) -> Option<Item> {
        Item::ALL.into_iter().find(|i| i.code() == code)
    }

    /// The item's name from the catalogue ("Fish card").
    pub fn name(self) -> Text {
        text!("wolves-item", item = self.idx())
    }

    /// `count` of this item: "1 Fish card", "2 Fish cards".
    pub fn counted(self, count: u8) -> Text {
        text!("wolves-items", item = self.idx(), count = usize::from(count))
    }
}

/// A gift: how many of each [`Item`].
pub type Bundle = [u8; 7];

pub fn bundle_size(b: &Bundle) -> u8 {
    b.iter().sum()
}

/// "2 Fish cards, 1 Leader" (or "nothing").
pub fn bundle_text(b: &Bundle) -> Text {
    let parts: Vec<Text> = Item::ALL
        .iter()
        .filter(|i| b[i.idx()] > 0)
        .map(|i| i.counted(b[i.idx()]))
        .collect();
    counted_list(parts)
}

/// Counted things as "a, b, c", or "nothing" when there are none.
pub fn counted_list(parts: Vec<Text>) -> Text {
    if parts.is_empty() {
        text!("wolves-nothing")
    } else {
        Text::list(parts)
    }
}

/// One turn's availability modifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Modifier {
    /// Reveal this many availability cards; everyone removes those resources.
    Reveal(u8),
    /// The turn-8 rule: each player reveals from their own shuffled deck until
    /// this many non-Leader cards are out, and removes them.
    Cull(u8),
}

impl Modifier {
    /// "0", "-2", "-7 own", from the catalogue.
    pub fn label(self) -> Text {
        match self {
            Modifier::Reveal(n) => text!("wolves-modifier-reveal", count = usize::from(n)),
            Modifier::Cull(n) => text!("wolves-modifier-cull", count = usize::from(n)),
        }
    }
}

/// The availability deck: 3 Fish, 3 Corn, 3 Bison.
pub const AVAILABILITY_DECK: [Res; 9] = [
    Res::Fish,
    Res::Fish,
    Res::Fish,
    Res::Corn,
    Res::Corn,
    Res::Corn,
    Res::Bison,
    Res::Bison,
    Res::Bison,
];

/// The availability modifier presets (option `availability`), turns 1 to 8.
///
/// Bot survival over 10,000 games per row (`tests/balance.rs`), for 3/4/5/6
/// players: standard 20% / 18% / 4% / 15%, gentle 70% / 73% / 63% / 69%.
/// Standard is brutal (a 5-player table almost never survives), so gentle is
/// the default: a loss in about a third of the games, mostly on turns 7-8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Preset {
    /// The spec's table: 0, -1, -1, -2, -2, -3, -3, then the seed's turn-8 rule (7 own cards).
    Standard,
    /// The default: 0, 0, -1, -1, -2, -2, -2, and turn 8 culls 5 own non-Leader cards.
    Gentle,
}

pub const STANDARD_TABLE: [Modifier; 8] = [
    Modifier::Reveal(0),
    Modifier::Reveal(1),
    Modifier::Reveal(1),
    Modifier::Reveal(2),
    Modifier::Reveal(2),
    Modifier::Reveal(3),
    Modifier::Reveal(3),
    Modifier::Cull(7),
];

pub const GENTLE_TABLE: [Modifier; 8] = [
    Modifier::Reveal(0),
    Modifier::Reveal(0),
    Modifier::Reveal(1),
    Modifier::Reveal(1),
    Modifier::Reveal(2),
    Modifier::Reveal(2),
    Modifier::Reveal(2),
    Modifier::Cull(5),
];

impl Preset {
    pub fn table(self) -> &'static [Modifier; 8] {
        match self {
            Preset::Standard => &STANDARD_TABLE,
            Preset::Gentle => &GENTLE_TABLE,
        }
    }

    pub fn modifier(self, turn: u8) -> Modifier {
        self.table()[(turn.clamp(1, LAST_TURN) - 1) as usize]
    }

    pub fn code(self) -> &'static str {
        match self {
            Preset::Standard => "standard",
            Preset::Gentle => "gentle",
        }
    }
}

/// Status Awards by new rank: 2/1 with three players, 3/2/1 with four to six.
pub fn awards(players: usize) -> &'static [u32] {
    if players <= 3 {
        &[2, 1]
    } else {
        &[3, 2, 1]
    }
}
