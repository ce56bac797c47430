//! Helpers for the Wolves tests, and one `mod` line per topic. The common
//! helpers (acting, refusals, choices, set-ups, bot games) come from the
//! engine's test kit; this file adds only what is Wolves' own: the name and
//! community lists, hand-made deals, and shortcuts into a step.

mod balance;
mod components;
mod gather;
mod gifting;
mod screens;
mod soak;
mod steps;
mod story;

use super::*;
use crate::engine::testkit;
pub(crate) use crate::engine::testkit::{
    act, choice_ids, play_bots, prompted, public_events, public_text, replay, seat_text, setup,
};

pub(crate) const NAMES: [&str; 6] = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"];
pub(crate) const COMMUNITIES: [Community; 6] = [
    Community::Atinzina,
    Community::Masakat,
    Community::Thimi,
    Community::Chigwami,
    Community::Pahanis,
    Community::Wayatin,
];

/// A game of `n` at the start of its first gathering, no timer, standard table.
pub(crate) fn fresh(n: usize) -> Wolves {
    let names = NAMES[..n].iter().map(|s| Name::player(*s)).collect();
    let mut g = Wolves::from_parts(names, COMMUNITIES[..n].to_vec(), Preset::Standard, 42);
    let mut ev = Vec::new();
    g.begin_turn(&mut ev);
    g.settle(&mut ev);
    g
}

/// Moves cards from the deck to the hand: [Fish, Corn, Bison, Forest] plus face-up Leaders.
pub(crate) fn give_hand(g: &mut Wolves, seat: Seat, hand: [u8; 4], leaders: u8) {
    let p = &mut g.players[seat];
    for (i, &n) in hand.iter().enumerate() {
        for _ in 0..n {
            let at = p
                .deck
                .iter()
                .position(|c| c.idx() == i)
                .expect("card in deck");
            p.deck.remove(at);
            p.hand[i] += 1;
        }
    }
    for _ in 0..leaders {
        let at = p
            .deck
            .iter()
            .position(|&c| c == Card::Leader)
            .expect("leader in deck");
        p.deck.remove(at);
        p.leaders += 1;
    }
    p.gather.drawn = p.hand_size() + p.leaders;
    p.gather.leaders_drawn = p.leaders;
}

/// Puts these cards on top of the deck, `top[0]` on the very top.
pub(crate) fn stack(g: &mut Wolves, seat: Seat, top: &[Card]) {
    let p = &mut g.players[seat];
    for &card in top.iter().rev() {
        let at = p
            .deck
            .iter()
            .position(|&c| c == card)
            .expect("card in deck");
        p.deck.remove(at);
        p.deck.push(card);
    }
}

/// Everyone stops gathering; the game moves to needs with this rank.
pub(crate) fn to_needs(g: &mut Wolves, rank: &[Seat]) {
    for p in &mut g.players {
        p.gather.state = GatherState::Stopped;
    }
    g.rank = rank.to_vec();
    g.phase = Phase::Needs {
        pos: 0,
        custom: None,
    };
    let mut ev = Vec::new();
    g.settle(&mut ev);
}

/// Everyone's needs paid; the game moves to gifting with this rank.
pub(crate) fn to_gifting(g: &mut Wolves, rank: &[Seat]) {
    for p in &mut g.players {
        p.gather.state = GatherState::Stopped;
        if !p.needs_done {
            p.paid = [NEED; 3];
            p.needs_done = true;
        }
    }
    g.rank = rank.to_vec();
    g.phase = Phase::gifting_from(0);
    let mut ev = Vec::new();
    g.settle(&mut ev);
}

/// Everyone's needs met; the game moves to reconciling with this rank.
/// Players with an empty mat get a Fish card, so that they must act and the
/// turn does not end on its own.
pub(crate) fn to_reconciling(g: &mut Wolves, rank: &[Seat]) {
    for s in 0..g.n() {
        let p = &g.players[s];
        if p.hand_size() == 0 && p.leaders == 0 && p.reserve_total() == 0 {
            give_hand(g, s, [1, 0, 0, 0], 0);
        }
    }
    for p in &mut g.players {
        p.gather.state = GatherState::Stopped;
        p.paid = [NEED; 3];
        p.needs_done = true;
    }
    g.rank = rank.to_vec();
    g.phase = Phase::Reconciling {
        pos: 0,
        step: RecStep::NoWaste,
    };
    let mut ev = Vec::new();
    g.settle(&mut ev);
}

/// Step 1 and the start of gathering of turn `turn`, every card back in the decks.
pub(crate) fn begin_turn_number(g: &mut Wolves, turn: u8) {
    for p in &mut g.players {
        p.return_all_cards();
    }
    g.turn = turn;
    let mut ev = Vec::new();
    g.begin_turn(&mut ev);
}

/// A game of `n` set up from these options (validated as a lobby would).
pub(crate) fn table(n: usize, seed: u64, options: &[(&str, &str)]) -> Wolves {
    Wolves::setup(&setup::<Wolves>(&NAMES[..n], seed, options)).expect("a valid table")
}

/// `seat` doing `action` is refused (the state unchanged: the test kit
/// checks it) with a message containing `needle`, in any case.
pub(crate) fn refused_saying(g: &mut Wolves, seat: Seat, action: &str, needle: &str) -> RuleError {
    let err = testkit::refused(g, Actor::Seat(seat), action);
    assert!(
        err.to_string()
            .to_lowercase()
            .contains(&needle.to_lowercase()),
        "`{action}`: {err}"
    );
    err
}
