//! Tests of Wolfpack, one file per topic. This file holds only the helpers:
//! the testkit's (one set for every game), the name list, and hand-made
//! tables (chosen hands, score piles, decks) that keep every card accounted
//! for.

mod actions;
mod bots;
mod end;
mod info;
mod moves;
mod screen;
mod setup;
mod text;

use crate::engine::{Actor, Game, RuleError, Seat};

pub(super) use crate::engine::testkit::{
    act, choice_ids, event_text, prompted, public_events, public_text, refused, seat_text, setup,
};

use super::cards::{ActionKind, Card, HeldAction};
use super::{Phase, Wolfpack};

pub(super) const NAMES: [&str; 5] = ["Alice", "Bob", "Carol", "Dave", "Erin"];

/// The first `n` names.
pub(super) fn names(n: usize) -> &'static [&'static str] {
    &NAMES[..n]
}

/// A game of the first `n` names, with the default options.
pub(super) fn new_game(n: usize, seed: u64) -> Wolfpack {
    Wolfpack::setup(&setup::<Wolfpack>(names(n), seed, &[])).unwrap()
}

/// A normal game past the opening: empty hands, seat 0 to move.
pub(super) fn table(n: usize) -> Wolfpack {
    let mut g = new_game(n, 7);
    g.phase = Phase::Turn;
    g.current = 0;
    g.first = 0;
    g.log.clear();
    g
}

/// Moves the given playing cards from the piles into `seat`'s hand.
pub(super) fn give(g: &mut Wolfpack, seat: Seat, cards: &[Card]) {
    for &card in cards {
        let pile = g
            .piles
            .iter()
            .position(|p| p.contains(&card))
            .unwrap_or_else(|| panic!("no {card:?} left in the piles"));
        let at = g.piles[pile].iter().position(|c| *c == card).unwrap();
        g.piles[pile].remove(at);
        g.players[seat].hand.push(card);
    }
}

/// `k` sheep.
pub(super) fn sheep(k: usize) -> Vec<Card> {
    vec![Card::Sheep; k]
}

/// `k` wolves of colour `c`.
pub(super) fn wolves(c: Seat, k: usize) -> Vec<Card> {
    vec![Card::Wolf(c); k]
}

/// Moves the given action cards from the deck into `seat`'s hand.
pub(super) fn give_actions(g: &mut Wolfpack, seat: Seat, kinds: &[ActionKind]) {
    for &kind in kinds {
        let at = g.action_deck.iter().position(|k| *k == kind).unwrap();
        g.action_deck.remove(at);
        g.players[seat].actions.push(HeldAction::new(kind));
    }
}

/// Puts `kind` on top of the action deck (taken from lower in the deck).
pub(super) fn stack_deck(g: &mut Wolfpack, kind: ActionKind) {
    let at = g.action_deck.iter().position(|k| *k == kind).unwrap();
    let card = g.action_deck.remove(at);
    g.action_deck.push(card);
}

/// Puts every `card` in `seat`'s hand back on pile 1.
pub(super) fn return_to_piles(g: &mut Wolfpack, seat: Seat, card: Card) {
    let k = g.players[seat].hand.iter().filter(|c| **c == card).count();
    g.players[seat].hand.retain(|c| *c != card);
    g.piles[0].extend(std::iter::repeat_n(card, k));
}

/// Moves `k` wolves of `colour` from the piles into `seat`'s score pile and
/// updates eliminations the way a Snatch wolf would.
pub(super) fn snatched(g: &mut Wolfpack, seat: Seat, colour: Seat, k: usize) {
    for _ in 0..k {
        let pile = g
            .piles
            .iter()
            .position(|p| p.contains(&Card::Wolf(colour)))
            .expect("a wolf of that colour in the piles");
        let at = g.piles[pile]
            .iter()
            .position(|c| *c == Card::Wolf(colour))
            .unwrap();
        g.piles[pile].remove(at);
    }
    g.players[seat].pile_wolves[colour] += k;
    g.players[colour].eliminated = g.snatched_of(colour) == 10;
}

/// Moves every playing card but `keep` from the piles into hands (round robin
/// over the seats), so the piles are nearly empty.
pub(super) fn drain_piles(g: &mut Wolfpack, keep: usize) {
    let n = g.seats();
    let mut seat = 0;
    while g.cards_in_piles() > keep {
        let pile = g.piles.iter().position(|p| !p.is_empty()).unwrap();
        let card = g.piles[pile].pop().unwrap();
        g.players[seat].hand.push(card);
        seat = (seat + 1) % n;
    }
}
