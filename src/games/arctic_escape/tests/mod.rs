//! Tests of Arctic Escape, one file per area. This file holds only the
//! helpers: the testkit's (one set for every game), the name list, and
//! hand-made states (a small all-ice board, terrain, places, equipment,
//! groups).

mod bot;
mod input;
mod losses;
mod outlook;
mod screen;
mod setup;
mod soak;
mod terrain;
mod turn;
mod view;

use super::*;
use crate::engine::{testkit, Actor, Choice, ChoiceStyle, Game, GameRng, RuleError, Seat, Setup};

pub use crate::engine::testkit::{act, choice_ids, event_text, refused, setup};
pub use crate::engine::{set_images, without_images};

pub const NAMES: [&str; 8] = ["Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"];

/// The first `n` names.
pub fn names(n: usize) -> &'static [&'static str] {
    &NAMES[..n]
}

/// A game of the first `n` names.
pub fn new_game(n: usize, seed: u64, options: &[(&str, &str)]) -> ArcticEscape {
    ArcticEscape::setup(&setup::<ArcticEscape>(names(n), seed, options)).expect("setup")
}

/// A hand-made state: a small all-ice map (6 columns x 8 rows), no
/// blizzards, 40 melts allowed, the ship below column a, the samples down
/// column f (rows 3-8), players on row 1 from column a with no equipment,
/// all Sailors (who matter only on water), alone, turn 1, movement phase.
pub fn board(n: usize) -> ArcticEscape {
    let mut g = new_game(
        n,
        7,
        &[("size", "small"), ("blizzards", "0"), ("max_melts", "40")],
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

/// Puts a blizzard on the board (raising the table's blizzard limit to fit,
/// so the hand-made state keeps the invariants).
pub fn add_blizzard(g: &mut ArcticEscape, row: usize, col: usize, vertical: bool) {
    g.blizzards.push(Blizzard {
        center: Pos::new(row, col),
        vertical,
    });
    g.settings.max_blizzards = g.settings.max_blizzards.max(g.blizzards.len());
}

pub fn reseed(g: &mut ArcticEscape, seed: u64) {
    g.rng = GameRng::from_seed(seed);
}

/// Counts the crevasses on the map.
pub fn crevasses(g: &ArcticEscape) -> usize {
    g.terrain
        .iter()
        .filter(|&&t| t == Terrain::Crevasse)
        .count()
}
