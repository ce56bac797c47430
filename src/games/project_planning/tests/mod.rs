//! Tests of Project Planning, one file per topic, each test named after the
//! rule it checks. This file holds only the helpers: the testkit's (one set
//! for every game), the name list, tables from a seed, hand-made deals
//! (chosen hands, deck top, discards) and reading hands, piles and tokens.

mod bots;
mod cards;
mod cards_more;
mod hidden;
mod input;
mod rounds;
mod screen;
mod soak;
mod tournament;

use super::cards::{CardId, PACK_W};
use super::match_play::{Match, Status, Step};
use super::{Format, ProjectPlanning};
use crate::engine::{Event, Game};

pub use crate::engine::testkit::{
    act, choice_ids, event_text, public_events, refused, seat_text, setup,
};

pub const NAMES: [&str; 16] = [
    "Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi", "Ivan", "Judy", "Mallory",
    "Niaj", "Olivia", "Peggy", "Rupert", "Sybil",
];

/// The first `n` names.
pub fn names(n: usize) -> &'static [&'static str] {
    &NAMES[..n]
}

/// A game of the first `n` names.
pub fn new_game(n: usize, seed: u64, options: &[(&str, &str)]) -> ProjectPlanning {
    ProjectPlanning::setup(&setup::<ProjectPlanning>(names(n), seed, options)).unwrap()
}

/// The match of a 2-8 player game.
pub fn single(g: &mut ProjectPlanning) -> &mut Match {
    match &mut g.format {
        Format::Single(m) => m,
        Format::Tournament(_) => panic!("not a single match"),
    }
}

pub fn single_ref(g: &ProjectPlanning) -> &Match {
    match &g.format {
        Format::Single(m) => m,
        Format::Tournament(_) => panic!("not a single match"),
    }
}

/// A hand-made round. Cards are named by their codes (`dev`, `cse`, ...).
#[derive(Clone, Debug, Default)]
pub struct Deal {
    pub hands: Vec<Vec<&'static str>>,
    pub discards: Vec<Vec<&'static str>>,
    /// The top of the deck, top card first.
    pub deck_top: Vec<&'static str>,
    /// The face-down card; when `None`, one of the cards not placed.
    pub face_down: Option<&'static str>,
    pub face_up: Vec<&'static str>,
    /// Players already out of the round.
    pub out: Vec<usize>,
    /// Players not dealt in (sudden death).
    pub sitting_out: Vec<usize>,
    pub current: usize,
    /// Where the cards not placed go: under the deck top (None) or onto
    /// this player's discard pile.
    pub rest_to: Option<usize>,
}

/// A game of `n` players whose round is exactly `deal` (the current player
/// must hold two cards; the others one, or none when out).
pub fn game_with(n: usize, deal: Deal) -> ProjectPlanning {
    game_with_options(n, deal, &[])
}

pub fn game_with_options(n: usize, deal: Deal, options: &[(&str, &str)]) -> ProjectPlanning {
    let mut g = new_game(n, 7, options);
    let m = single(&mut g);
    let mut pool: Vec<CardId> = (0..m.cards.len() as CardId).collect();
    let cards = m.cards.clone();
    let mut take = |code: &str| -> CardId {
        let k = PACK_W
            .kind_by_code(code)
            .unwrap_or_else(|| panic!("no card `{code}`"));
        let i = pool
            .iter()
            .position(|&c| cards[c as usize] == k)
            .unwrap_or_else(|| panic!("not enough `{code}` cards"));
        pool.remove(i)
    };
    let r = &mut m.round;
    r.hands = (0..n)
        .map(|p| {
            deal.hands
                .get(p)
                .map(|h| h.iter().map(|c| take(c)).collect())
                .unwrap_or_default()
        })
        .collect();
    r.discards = (0..n)
        .map(|p| {
            deal.discards
                .get(p)
                .map(|h| h.iter().map(|c| take(c)).collect())
                .unwrap_or_default()
        })
        .collect();
    let top: Vec<CardId> = deal.deck_top.iter().map(|c| take(c)).collect();
    r.face_up = deal.face_up.iter().map(|c| take(c)).collect();
    let chosen_face_down = deal.face_down.map(&mut take);
    r.face_down = chosen_face_down.or_else(|| pool.pop());
    r.deck = Vec::new();
    match deal.rest_to {
        None => r.deck.extend(pool.iter().copied()),
        Some(p) => r.discards[p].extend(pool.iter().copied()),
    }
    r.deck.extend(top.iter().rev().copied());
    r.status = (0..n)
        .map(|p| {
            if deal.out.contains(&p) {
                Status::Out
            } else if deal.sitting_out.contains(&p) {
                Status::SittingOut
            } else {
                Status::In
            }
        })
        .collect();
    r.current = deal.current;
    r.step = Step::ChooseCard;
    r.pending_draws.clear();
    r.knowledge = super::knowledge::Knowledge::default();
    m.log.clear();
    m.check()
        .unwrap_or_else(|e| panic!("bad hand-made deal: {e}"));
    g
}

/// Four face-up cards, for hand-made two-player rounds.
pub const FACE_UP: [&str; 4] = ["pm", "it", "dev", "dev"];

/// Several actions of the same seat in a row; all their events.
pub fn acts(g: &mut ProjectPlanning, seat: usize, actions: &[&str]) -> Vec<Event> {
    actions.iter().flat_map(|a| act(g, seat, a)).collect()
}

pub fn hand_codes(g: &ProjectPlanning, p: usize) -> Vec<&'static str> {
    let m = single_ref(g);
    m.round.hands[p]
        .iter()
        .map(|&c| m.kind_of(c).code)
        .collect()
}

pub fn discard_codes(g: &ProjectPlanning, p: usize) -> Vec<&'static str> {
    let m = single_ref(g);
    m.round.discards[p]
        .iter()
        .map(|&c| m.kind_of(c).code)
        .collect()
}

pub fn status(g: &ProjectPlanning, p: usize) -> Status {
    single_ref(g).round.status[p]
}

pub fn tokens(g: &ProjectPlanning, p: usize) -> u32 {
    single_ref(g).tokens[p].project
}
