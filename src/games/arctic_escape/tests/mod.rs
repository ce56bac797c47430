//! Tests of Arctic Escape. This file holds the helpers that build games and
//! hand-made states; the tests live in one file per area.

mod bot_tests;
mod input_tests;
mod setup_tests;
mod soak_tests;
mod terrain_tests;
mod turn_tests;
mod view_tests;

use super::setup::OPTION_SPECS;
use super::*;
use crate::engine::{Actor, Game, GameRng, Options, RuleError, Setup};

pub fn names(n: usize) -> Vec<String> {
    ["Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

pub fn setup_with(n: usize, options: &[(&str, &str)], seed: u64) -> Setup {
    Setup {
        names: names(n),
        options: Options::parse(OPTION_SPECS, options.iter().copied()).expect("valid options"),
        seed,
    }
}

pub fn new_game(n: usize, options: &[(&str, &str)], seed: u64) -> ArcticEscape {
    ArcticEscape::setup(&setup_with(n, options, seed)).expect("setup")
}

/// A hand-made state: a small all-ice map (6 columns x 8 rows), no
/// blizzards, 40 melts allowed, the ship below column a, the samples down
/// column f (rows 3-8), players on row 1 from column a with no equipment,
/// all Sailors (who matter only on water), alone, turn 1, movement phase.
pub fn board(n: usize) -> ArcticEscape {
    let mut g = new_game(
        n,
        &[("size", "small"), ("blizzards", "0"), ("max_melts", "40")],
        7,
    );
    g.terrain = vec![Terrain::Ice; 48];
    g.samples = (2..8)
        .map(|r| Sample {
            pos: Pos::new(r, 5),
            taken_by: None,
        })
        .collect();
    for (seat, p) in g.players.iter_mut().enumerate() {
        p.pos = Pos::new(0, seat % 5);
        p.expertise = Expertise::Sailor;
        p.equipment.clear();
        p.group = seat;
        p.status = Status::Ashore;
        p.bridge_used = false;
    }
    g.ship_col = 0;
    g.blizzards.clear();
    g.melts = 0;
    g.turn = 1;
    g.log.clear();
    g.warning = None;
    g.end = None;
    g.phase = Phase::Moving;
    g.step = MoveStep::Choose;
    g.moved = vec![false; n];
    g.equipped = false;
    g.boarding = false;
    g
}

pub fn set(g: &mut ArcticEscape, row: usize, col: usize, t: Terrain) {
    let i = g.index(Pos::new(row, col));
    g.terrain[i] = t;
}

pub fn place(g: &mut ArcticEscape, seat: usize, row: usize, col: usize) {
    g.players[seat].pos = Pos::new(row, col);
}

pub fn give(g: &mut ArcticEscape, seat: usize, pieces: &[Equip]) {
    let mut v = pieces.to_vec();
    v.sort();
    g.players[seat].equipment = v;
}

/// Puts `seats` into one group (they must share a square).
pub fn group(g: &mut ArcticEscape, seats: &[usize]) {
    let id = *seats.iter().min().unwrap();
    for &s in seats {
        g.players[s].group = id;
    }
}

pub fn act(g: &mut ArcticEscape, seat: usize, action: &str) -> Vec<crate::engine::Event> {
    g.apply(Actor::Seat(seat), action)
        .unwrap_or_else(|e| panic!("`{action}` by seat {seat} refused: {e}"))
}

/// Applies an action that must be refused, and checks nothing changed.
pub fn refused(g: &mut ArcticEscape, seat: usize, action: &str) -> RuleError {
    let before = serde_json::to_string(g).unwrap();
    let err = g
        .apply(Actor::Seat(seat), action)
        .expect_err("the action should be refused");
    assert_eq!(
        before,
        serde_json::to_string(g).unwrap(),
        "a refused `{action}` changed the state"
    );
    err
}

pub fn reseed(g: &mut ArcticEscape, seed: u64) {
    g.rng = GameRng::from_seed(seed);
}

pub fn choice_ids(g: &ArcticEscape, seat: usize) -> Vec<String> {
    g.prompts()
        .into_iter()
        .filter(|p| p.seat == seat)
        .flat_map(|p| p.choices.into_iter().map(|c| c.id))
        .collect()
}

/// Counts the crevasses on the map.
pub fn crevasses(g: &ArcticEscape) -> usize {
    g.terrain
        .iter()
        .filter(|&&t| t == Terrain::Crevasse)
        .count()
}
