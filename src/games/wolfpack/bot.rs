//! The bot: draws playing cards until its own wolves outnumber the hostile
//! ones, snatches sheep when the sheep in hand are worth it, snatches wolves
//! once it holds three or more hostile wolves (or any near the end), steals
//! playing cards, and swaps toward the bigger incoming hand when its own hand
//! is poor. It reads only its own hand and public counts; its randomness comes
//! from `rng.derive`, so thinking never changes the game.

use crate::engine::{GameRng, Seat};

use super::cards::{count_hand, ActionKind, HandCount, ACTION_LIMIT, PILE_COUNT};
use super::rules::Direction;
use super::{Phase, StealKind, Wolfpack};

/// Sheep in hand that make a Snatch sheep worth a card.
const WORTH_SNATCHING: usize = 3;
/// Hostile wolves in hand that make a Snatch wolf worth a card.
const WORTH_WOLF_SNATCH: usize = 3;

impl Wolfpack {
    pub(super) fn bot_choice(&self, seat: Seat) -> Option<String> {
        if self.mover() != Some(seat) {
            return None;
        }
        let mut rng = self
            .rng
            .derive(self.moves.wrapping_mul(0x9E37).wrapping_add(seat as u64));
        let choice = match &self.phase {
            Phase::Opening { .. } => self.bot_pile(&mut rng),
            Phase::Turn => self.bot_turn(seat, &mut rng),
            Phase::Drawn { card } => {
                let must_play = self.players[seat].actions.len() >= ACTION_LIMIT;
                if must_play || self.bot_wants(seat, *card) {
                    "playnew".to_string()
                } else {
                    "keep".to_string()
                }
            }
            Phase::Steal { .. } => match self.steal_target() {
                Some(t) => {
                    // Playing cards may be sheep or own wolves; take an action
                    // card only when the victim has no playing card.
                    if self.stealable_kinds(t).contains(&StealKind::Playing) {
                        format!("card{t}")
                    } else {
                        format!("action{t}")
                    }
                }
                None => "back".to_string(),
            },
            Phase::Swap { .. } => match self
                .bot_swap_direction(seat)
                .unwrap_or(self.bigger_incoming(seat).0)
            {
                Direction::Left => "left".to_string(),
                Direction::Right => "right".to_string(),
            },
            Phase::Over { .. } => return None,
        };
        Some(choice)
    }

    fn bot_hand(&self, seat: Seat) -> HandCount {
        count_hand(&self.players[seat].hand, seat, self.seats())
    }

    /// Few playing cards left: cash in whatever the hand holds.
    fn endgame(&self) -> bool {
        self.cards_in_piles() <= 2 * self.in_play().len()
    }

    fn bot_pile(&self, rng: &mut GameRng) -> String {
        let open: Vec<usize> = (0..PILE_COUNT)
            .filter(|&i| !self.piles[i].is_empty())
            .collect();
        let pile = rng.pick(&open).copied().unwrap_or(0);
        format!("pile{}", pile + 1)
    }

    fn bot_holds(&self, seat: Seat, kind: ActionKind) -> bool {
        self.players[seat]
            .actions
            .iter()
            .any(|a| a.kind == kind && !a.fresh)
    }

    /// Whether playing `kind` now is worth it for `seat`.
    fn bot_wants(&self, seat: Seat, kind: ActionKind) -> bool {
        let hand = self.bot_hand(seat);
        let end = self.endgame();
        match kind {
            ActionKind::SnatchSheep => {
                hand.own > hand.hostile
                    && (hand.sheep >= WORTH_SNATCHING || (end && hand.sheep > 0))
            }
            ActionKind::SnatchWolf => {
                hand.hostile >= WORTH_WOLF_SNATCH || (end && hand.hostile > 0)
            }
            ActionKind::Steal => self
                .in_play()
                .into_iter()
                .any(|s| s != seat && self.players[s].hand.len() >= 2),
            ActionKind::Swap => self.bot_swap_direction(seat).is_some(),
        }
    }

    /// The direction whose incoming hand holds more playing cards, with its size.
    fn bigger_incoming(&self, seat: Seat) -> (Direction, usize) {
        let ring = self.in_play();
        let k = ring.len();
        let me = ring.iter().position(|&s| s == seat).unwrap_or(0);
        // Passing left, I receive from the previous player; right, from the next.
        let from_prev = self.players[ring[(me + k - 1) % k]].hand.len();
        let from_next = self.players[ring[(me + 1) % k]].hand.len();
        if from_next > from_prev {
            (Direction::Right, from_next)
        } else {
            (Direction::Left, from_prev)
        }
    }

    /// Swap only when the own hand is poor (no sheep snatch possible and too
    /// few hostile wolves to snatch) and a neighbour's hand is bigger.
    fn bot_swap_direction(&self, seat: Seat) -> Option<Direction> {
        let hand = self.bot_hand(seat);
        let poor = hand.own <= hand.hostile && hand.hostile < WORTH_WOLF_SNATCH;
        let (direction, incoming) = self.bigger_incoming(seat);
        (poor && incoming > self.players[seat].hand.len()).then_some(direction)
    }

    fn bot_turn(&self, seat: Seat, rng: &mut GameRng) -> String {
        let hand = self.bot_hand(seat);
        let held = self.players[seat].actions.len();
        for kind in [
            ActionKind::SnatchWolf,
            ActionKind::SnatchSheep,
            ActionKind::Swap,
        ] {
            if self.bot_holds(seat, kind) && self.bot_wants(seat, kind) {
                return format!("play{}", kind.code());
            }
        }
        // Hunting for a Snatch card: draw, or first make room for one.
        let hunt = || if held < ACTION_LIMIT { "draw" } else { "discard2" }.to_string();
        if hand.hostile >= WORTH_WOLF_SNATCH && !self.bot_holds(seat, ActionKind::SnatchWolf) {
            return hunt();
        }
        if hand.own <= hand.hostile {
            return self.bot_pile(rng);
        }
        if self.bot_holds(seat, ActionKind::Steal)
            && self.bot_wants(seat, ActionKind::Steal)
            && rng.chance(1, 2)
        {
            return "playsteal".to_string();
        }
        if hand.sheep >= WORTH_SNATCHING && !self.bot_holds(seat, ActionKind::SnatchSheep) {
            return hunt();
        }
        if held < ACTION_LIMIT && rng.chance(1, 4) {
            return "draw".to_string();
        }
        self.bot_pile(rng)
    }
}
