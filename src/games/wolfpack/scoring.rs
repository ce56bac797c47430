//! Final scoring: score piles (sheep 1, hostile wolves 3) plus the sheep of
//! every hand at the end, which go to the owner(s) of the colour with most
//! wolves in that hand (own colour included); ties split equally with the
//! surplus lost; hands without wolves score nothing.

use crate::engine::{Seat, Text};
use crate::text;

use super::cards::{count_hand, SHEEP_POINTS, WOLF_POINTS};
use super::Wolfpack;

/// How one hand's sheep were shared out at the end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandAward {
    pub owner: Seat,
    pub sheep: usize,
    /// Wolves in the hand by colour.
    pub wolves: Vec<usize>,
    /// Owners of the most represented colour (empty when the hand has no wolves).
    pub receivers: Vec<Seat>,
    /// Sheep each receiver gets.
    pub each: usize,
    /// Sheep not counted (the surplus of a split, or all of a wolf-less hand).
    pub lost: usize,
}

/// The full breakdown of the final count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinalScore {
    /// Points from score-pile sheep, per seat.
    pub pile_sheep: Vec<usize>,
    /// Points from score-pile wolves, per seat.
    pub pile_wolves: Vec<usize>,
    /// Points from sheep of hands at the end, per seat.
    pub from_hands: Vec<usize>,
    pub totals: Vec<usize>,
    pub hands: Vec<HandAward>,
    pub winners: Vec<Seat>,
}

/// Shares out one hand's sheep.
pub fn award_hand(owner: Seat, hand: &[super::Card], colours: usize) -> HandAward {
    let count = count_hand(hand, owner, colours);
    let most = count.by_colour.iter().copied().max().unwrap_or(0);
    let receivers: Vec<Seat> = if most == 0 {
        Vec::new()
    } else {
        (0..colours)
            .filter(|&c| count.by_colour[c] == most)
            .collect()
    };
    let each = if receivers.is_empty() {
        0
    } else {
        count.sheep / receivers.len()
    };
    HandAward {
        owner,
        sheep: count.sheep,
        wolves: count.by_colour,
        lost: count.sheep - each * receivers.len(),
        receivers,
        each,
    }
}

impl Wolfpack {
    /// The score as if the game ended now (used once it is over).
    pub(super) fn final_score(&self) -> FinalScore {
        let n = self.seats();
        let pile_sheep: Vec<usize> = self
            .players
            .iter()
            .map(|p| p.pile_sheep * SHEEP_POINTS)
            .collect();
        let pile_wolves: Vec<usize> = self
            .players
            .iter()
            .map(|p| p.pile_wolves.iter().sum::<usize>() * WOLF_POINTS)
            .collect();
        let hands: Vec<HandAward> = (0..n)
            .map(|s| award_hand(s, &self.players[s].hand, n))
            .collect();
        let mut from_hands = vec![0; n];
        for award in &hands {
            for &r in &award.receivers {
                from_hands[r] += award.each * SHEEP_POINTS;
            }
        }
        let totals: Vec<usize> = (0..n)
            .map(|s| pile_sheep[s] + pile_wolves[s] + from_hands[s])
            .collect();
        let best = totals.iter().copied().max().unwrap_or(0);
        let winners = (0..n).filter(|&s| totals[s] == best).collect();
        FinalScore {
            pile_sheep,
            pile_wolves,
            from_hands,
            totals,
            hands,
            winners,
        }
    }

    /// "Alice wins with 23 points." / "Alice and Bob share the win with 20 points."
    pub(super) fn winner_line(&self, score: &FinalScore) -> Text {
        let Some(&first) = score.winners.first() else {
            return text!("wolfpack-nobody-wins");
        };
        let points = score.totals[first];
        match score.winners.as_slice() {
            [one] => text!("wolfpack-wins", player = self.player(*one), points = points),
            many => text!(
                "wolfpack-share-win",
                players = Text::and_list(self.players_list(many)),
                points = points
            ),
        }
    }
}
