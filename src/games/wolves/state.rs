//! The state's building blocks: a player's community mat (deck, hand,
//! Leaders, Reserves, Status, Knowledge), the phases of a turn with their
//! in-progress decisions, and the small helpers every step shares (the Status
//! track, reserve caps, the token flow of gifts).

use serde::{Deserialize, Serialize};

use super::data::*;
use crate::engine::Seat;

/// Where a player is in the simultaneous gathering.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GatherState {
    /// May draw (or stop once a card is drawn).
    Drawing,
    /// Know the Land: looked at these top cards (top first) and must put them back in an order.
    Peeking(Vec<Card>),
    /// Determination earned: must pick the free Reserve token.
    Determination,
    Stopped,
    Overstretched,
    /// Overstretched last turn: skips gathering this turn.
    Skipped,
}

impl GatherState {
    pub fn finished(&self) -> bool {
        matches!(
            self,
            GatherState::Stopped | GatherState::Overstretched | GatherState::Skipped
        )
    }
}

/// One player's gathering this turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gather {
    pub state: GatherState,
    /// Cards drawn this turn.
    pub drawn: u8,
    /// Leaders drawn this turn (3 when overstretched: they lie face up on the deck).
    pub leaders_drawn: u8,
    pub used_peek: bool,
    /// Drew at least one card while holding two Leaders (Determination).
    pub drew_past_second: bool,
    /// Cards this player knows are next on their deck (top first), from Know the Land.
    pub known_top: Vec<Card>,
}

impl Gather {
    pub fn new(skipped: bool) -> Self {
        Gather {
            state: if skipped {
                GatherState::Skipped
            } else {
                GatherState::Drawing
            },
            drawn: 0,
            leaders_drawn: 0,
            used_peek: false,
            drew_past_second: false,
            known_top: Vec::new(),
        }
    }
}

/// A player's community mat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub community: Community,
    /// The face-down deck; the top is the last element.
    pub deck: Vec<Card>,
    /// Cards in hand by kind: Fish, Corn, Bison, Forest (private).
    pub hand: [u8; 4],
    /// Usable face-up Leaders.
    pub leaders: u8,
    /// Cards removed from the game by availability, by card kind.
    pub removed: [u8; 5],
    /// Reserve tokens: Fish, Corn, Bison.
    pub reserve: [u8; 3],
    pub status: u32,
    pub awards: u32,
    pub knowledge: Vec<Knowledge>,
    /// Paid toward this turn's needs, per resource (3 each is met).
    pub paid: [u8; 3],
    /// Has had their step-4 payment.
    pub needs_done: bool,
    pub gather: Gather,
    /// Overstretched this turn: no Status from returning cards, skip next gathering.
    pub overstretched: bool,
    pub used_no_waste: bool,
    pub used_share: bool,
    /// The draw that last overstretched this player was a gamble with no
    /// upside (see `Player::reckless_draw`); kept until the next overstretch,
    /// so a loss on the skipped turn after it is told apart too.
    #[serde(default)]
    pub last_overstretch_reckless: bool,
}

impl Player {
    pub fn has(&self, k: Knowledge) -> bool {
        self.knowledge.contains(&k)
    }

    pub fn reserve_cap(&self) -> u8 {
        if self.has(Knowledge::Preservation) {
            PRESERVATION_CAP
        } else {
            RESERVE_CAP
        }
    }

    pub fn reserve_total(&self) -> u8 {
        self.reserve.iter().sum()
    }

    /// Whether one more token of `res` fits the Reserve caps.
    pub fn room_for(&self, res: Res) -> bool {
        self.reserve[res.idx()] < KIND_CAP && self.reserve_total() < self.reserve_cap()
    }

    pub fn hand_res(&self, res: Res) -> u8 {
        self.hand[res.idx()]
    }

    pub fn hand_resources(&self) -> u8 {
        self.hand[..3].iter().sum()
    }

    pub fn hand_size(&self) -> u8 {
        self.hand.iter().sum()
    }

    /// The table can see this player has no card in hand and no usable
    /// Leader (what the hand holds is hidden, its size is not): the one
    /// test for moving a player on without asking, so that it never tells
    /// a hand of Forest from another.
    pub fn seen_holding_nothing(&self) -> bool {
        self.hand_size() == 0 && self.leaders == 0
    }

    /// How much of the 9 needed the player could cover now from hand, Reserve and Leaders.
    pub fn coverage(&self) -> u8 {
        let mut covered = 0;
        let mut gap = 0;
        for r in Res::ALL {
            let own = (self.hand_res(r) + self.reserve[r.idx()]).min(NEED);
            covered += own;
            gap += NEED - own;
        }
        covered + self.leaders.min(gap)
    }

    /// The odds of the next blind draw, as the player can count them from
    /// their own deck's make-up: (cards of a kind still short of its need,
    /// Leaders) left in the deck.
    pub fn draw_odds(&self) -> (u8, u8) {
        let short = |r: Res| self.hand_res(r) + self.reserve[r.idx()] < NEED;
        let mut useful = 0;
        let mut leaders = 0;
        for card in &self.deck {
            match card.res() {
                Some(r) if short(r) => useful += 1,
                None if *card == Card::Leader => leaders += 1,
                _ => {}
            }
        }
        (useful, leaders)
    }

    /// A blind draw with two Leaders up that a thoughtful player would not
    /// take, because it risks overstretching for nothing: the needs are
    /// already covered, a card still needed is no likelier than the third
    /// Leader, Know the Land could look first and has not, or it showed the
    /// Leader on top.
    pub fn reckless_draw(&self) -> bool {
        if self.gather.leaders_drawn < 2 {
            return false;
        }
        if let Some(&top) = self.gather.known_top.first() {
            return top == Card::Leader;
        }
        let (useful, leaders) = self.draw_odds();
        self.coverage() >= 3 * NEED
            || useful <= leaders
            || (self.has(Knowledge::KnowTheLand) && !self.gather.used_peek)
    }

    pub fn shortfall(&self, res: Res) -> u8 {
        NEED.saturating_sub(self.paid[res.idx()])
    }

    pub fn total_shortfall(&self) -> u8 {
        Res::ALL.iter().map(|&r| self.shortfall(r)).sum()
    }

    pub fn unmet(&self) -> bool {
        self.total_shortfall() > 0
    }

    /// How many of each item this player could put in a gift now.
    pub fn giftable(&self) -> Bundle {
        let mut b = [0; 7];
        for r in Res::ALL {
            b[Item::card(r).idx()] = self.hand_res(r);
            b[Item::token(r).idx()] = self.reserve[r.idx()];
        }
        b[Item::Leader.idx()] = self.leaders;
        b
    }

    /// Every card this player owns, by kind (deck + hand + face-up Leaders).
    pub fn owned(&self) -> [u8; 5] {
        let mut c = [0u8; 5];
        for card in &self.deck {
            c[card.idx()] += 1;
        }
        for (i, n) in self.hand.iter().enumerate() {
            c[i] += n;
        }
        c[Card::Leader.idx()] += self.leaders;
        c
    }

    /// Moves every card in hand and every face-up Leader back to the deck.
    pub fn return_all_cards(&mut self) {
        for card in [Card::Fish, Card::Corn, Card::Bison, Card::Forest] {
            for _ in 0..self.hand[card.idx()] {
                self.deck.push(card);
            }
            self.hand[card.idx()] = 0;
        }
        for _ in 0..self.leaders {
            self.deck.push(Card::Leader);
        }
        self.leaders = 0;
    }

    /// Moves `n` resource cards of `res` from the hand to the top of the deck.
    pub fn return_cards(&mut self, res: Res, n: u8) {
        debug_assert!(self.hand[res.idx()] >= n);
        self.hand[res.idx()] -= n;
        for _ in 0..n {
            self.deck.push(Card::of(res));
        }
    }

    pub fn return_leaders(&mut self, n: u8) {
        debug_assert!(self.leaders >= n);
        self.leaders -= n;
        for _ in 0..n {
            self.deck.push(Card::Leader);
        }
    }
}

/// Gifted tokens arrive: first toward unmet needs, then into the Reserve
/// (spread over the kinds while the caps allow), the rest becomes Status.
/// Returns (to needs, to Reserve, Status).
pub(crate) fn receive(p: &mut Player, mut tokens: [u8; 3]) -> (u8, u8, u8) {
    let mut to_needs = 0;
    for r in Res::ALL {
        let k = tokens[r.idx()].min(p.shortfall(r));
        p.paid[r.idx()] += k;
        tokens[r.idx()] -= k;
        to_needs += k;
    }
    let mut to_reserve = 0;
    loop {
        let mut moved = false;
        for r in Res::ALL {
            if tokens[r.idx()] > 0 && p.room_for(r) {
                p.reserve[r.idx()] += 1;
                tokens[r.idx()] -= 1;
                to_reserve += 1;
                moved = true;
            }
        }
        if !moved {
            break;
        }
    }
    (to_needs, to_reserve, tokens.iter().sum())
}

/// One resource's part of a custom needs payment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Split {
    pub cards: u8,
    pub tokens: u8,
    pub leaders: u8,
}

impl Split {
    pub fn total(self) -> u8 {
        self.cards + self.tokens + self.leaders
    }
}

/// The step of the current giver's gifting.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GiftStep {
    /// The giver composes a gift (private until offered).
    Compose { draft: Bundle, to: Option<Seat> },
    /// The recipient answers; `part` is a partial acceptance being chosen.
    Answer {
        gift: Bundle,
        to: Seat,
        part: Option<Bundle>,
    },
    /// The recipient picks a token for each accepted Leader.
    LeaderTokens {
        gift: Bundle,
        taken: Bundle,
        to: Seat,
        picks: Vec<Res>,
    },
    /// The giver picks the two tokens of The More You Share.
    Share,
}

impl GiftStep {
    /// Composing an empty gift for no one yet: where every giver starts.
    pub const BLANK: GiftStep = GiftStep::Compose {
        draft: [0; 7],
        to: None,
    };
}

/// The reconciling player's progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RecStep {
    /// No Waste may add a token first.
    NoWaste,
    /// Exchanging cards and tokens; `pending` Status is gained in one go at
    /// the end; `saved` is the mat before the first exchange, for `reset`.
    Main {
        pending: u32,
        saved: Box<Player>,
        saved_supply: [u8; 6],
    },
}

/// Where the turn is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Step 2 (step 1 is automatic at the start of the turn).
    Gathering,
    /// Step 4, in rank order; `custom` holds the splits chosen so far when the
    /// payer chose to pay differently (Fish, then Corn, then Bison).
    Needs {
        pos: usize,
        custom: Option<Vec<Split>>,
    },
    /// Step 5, in rank order; `offered` are the players the giver has already offered a gift.
    Gifting {
        pos: usize,
        offered: Vec<Seat>,
        step: GiftStep,
    },
    /// Step 6, in rank order.
    Reconciling {
        pos: usize,
        step: RecStep,
    },
    Over,
}

impl Phase {
    /// Gifting, with the giver at rank position `pos` about to compose a
    /// gift that no one has been offered yet.
    pub fn gifting_from(pos: usize) -> Phase {
        Phase::Gifting {
            pos,
            offered: Vec::new(),
            step: GiftStep::BLANK,
        }
    }
}

/// How the game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum End {
    /// Someone's need was unmet at reconciling.
    Lost { turn: u8, seats: Vec<Seat> },
    /// Everyone survived turn 8; the chief has strictly the most Awards.
    Won { chief: Option<Seat> },
}
