//! Helpers for the Werewolf tests: the shared test kit's names, plus what is
//! Werewolf's own: a name list, hand-made tables with chosen roles and
//! artifacts in chosen seats, and shortcuts through the day and night.
//!
//! # Layout
//!
//! - `mod.rs`: these helpers.
//! - `base.rs`: deck building, options, the night and dawn.
//! - `roles.rs`: one test per role ability.
//! - `bots.rs`: bot choices that follow a ruling, and public claims.
//! - `bot_artifacts.rs`: bots play their artifacts with a purpose.
//! - `day.rs`: the trial and vote, limits, silence, timers, the end, bad
//!   input, hidden information.
//! - `votes.rs`: named votes on the board, in the log and in the story.
//! - `habits.rs`: bots that play like people, one test per habit.
//! - `hidden.rs`: the same public game twice, two seats' hidden cards
//!   swapped: everyone sees the same at every step.
//! - `floor.rs`: bots leave people the floor; nobody nominates a player the
//!   vote publicly cannot eliminate by accident.
//! - `artifacts.rs`: the artifacts that act on votes, life and death or each
//!   dawn.
//! - `one_use.rs`: the seeing, role-changing and eliminating artifacts.
//! - `gems.rs`: the gem artifacts and the reveal rulings.
//! - `soak.rs`: seeded bot games, replay, panel limits, statistics.
//! - `afterlife.rs`: what the dead see, the final reveal, the standings.

mod afterlife;
mod artifacts;
mod base;
mod bot_artifacts;
mod bots;
mod day;
mod floor;
mod gems;
mod habits;
mod hidden;
mod one_use;
mod roles;
mod soak;
mod votes;

use super::artifacts::Held;
use super::{Artifact, Phase, Role, Werewolf};
use crate::engine::testkit;
use crate::engine::{Event, Game, Seat, Setup};
use crate::text;

pub use crate::engine::testkit::{
    act, choice_ids, clock, event_text, public_events, public_text, refused, seat_text,
};
pub use crate::engine::Actor;

pub const NAMES: [&str; 40] = [
    "Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou", "Max",
    "Ned", "Oli", "Pam", "Quin", "Ray", "Sue", "Tom", "Uma", "Vic", "Wes", "Xia", "Yan", "Zoe",
    "Abe", "Bea", "Cy", "Di", "Ed", "Flo", "Gil", "Hope", "Ike", "Joy", "Kai", "Lea", "Mo", "Nia",
];

/// [`testkit::setup`] for the first `n` of [`NAMES`]; nominations open at
/// once and bots take the floor at once unless a test sets `quiet_seconds`
/// or `bot_wait` itself.
pub fn setup(n: usize, seed: u64, options: &[(&str, &str)]) -> Setup {
    let mut options = options.to_vec();
    // The tests were written for the whole artifact list (the standard list
    // leaves six cards out): they keep it unless they name one.
    for (key, at_once) in [
        ("quiet_seconds", "0"),
        ("bot_wait", "0"),
        ("artifact_list", "all"),
    ] {
        if !options.iter().any(|(k, _)| *k == key) {
            options.push((key, at_once));
        }
    }
    testkit::setup::<Werewolf>(&NAMES[..n], seed, &options)
}

/// A game whose seat `i` has `roles[i]`, no artifacts dealt (the whole list
/// in the deck, so tests can hand them out with [`give`]), at night 1.
pub fn with_roles(roles: &[Role], options: &[(&str, &str)]) -> Werewolf {
    let mut opts: Vec<(&str, &str)> = vec![("artifacts", "1")];
    opts.extend_from_slice(options);
    let mut g = Werewolf::setup(&setup(roles.len(), 7, &opts)).expect("setup");
    let mut deck = roles.to_vec();
    deck.sort();
    g.deck = deck.clone();
    g.deck_text = super::deck::describe_text(&deck);
    g.unused_roles = Role::ALL
        .into_iter()
        .filter(|r| !deck.contains(r))
        .collect();
    for (p, &r) in g.players.iter_mut().zip(roles) {
        p.role = r;
        p.dealt = r;
        p.intel.clear();
        p.artifacts.clear();
    }
    g.art_deck = g.cfg.artifact_list.clone();
    g.art_total = g.art_deck.len();
    g.round = 0;
    g.board = vec![text!("werewolf-roles-in-play", roles = g.deck_text.clone())];
    g.log.clear();
    g.first_night_reveals();
    g.start_night();
    g.events.clear();
    g.check_invariants()
        .expect("invariants of the hand-made state");
    g
}

/// Moves `art` from the deck into `seat`'s hand, face down.
pub fn give(g: &mut Werewolf, seat: Seat, art: Artifact) {
    let i = g
        .art_deck
        .iter()
        .position(|a| *a == art)
        .expect("artifact in the deck");
    g.art_deck.remove(i);
    g.players[seat].artifacts.push(Held::face_down(art));
    g.players[seat].opted_in = true;
}

/// Like [`give`] but already revealed on an earlier day (always-in-effect).
pub fn give_revealed(g: &mut Werewolf, seat: Seat, art: Artifact) {
    give(g, seat, art);
    let h = g.players[seat].artifacts.last_mut().unwrap();
    h.revealed = true;
    h.revealed_day = 0;
}

/// Gives `seat` the artifact `art` (see [`give`]), lets the clock run to the
/// next day's discussion (see [`to_day`]) and has `seat` reveal their first
/// card (`a0`).
pub fn give_and_reveal(g: &mut Werewolf, seat: Seat, art: Artifact) {
    give(g, seat, art);
    to_day(g);
    act(g, seat, "a0");
}

pub fn is_discussion(g: &Werewolf) -> bool {
    matches!(g.phase, Phase::Discussion { .. })
}

/// Lets the clock run until the discussion of the next day (no pending decisions).
pub fn to_day(g: &mut Werewolf) {
    for _ in 0..100 {
        if is_discussion(g) && g.pending.is_empty() {
            return;
        }
        clock(g);
    }
    panic!("no discussion reached: {:?}", g.phase);
}

/// Lets the clock run the discussion out (its timer runs in ticks of
/// `DISCUSSION_TICK`); returns the events of the last tick.
pub fn run_out_discussion(g: &mut Werewolf) -> Vec<Event> {
    for _ in 0..200 {
        let ev = clock(g);
        if !is_discussion(g) {
            return ev;
        }
    }
    panic!("the discussion does not end");
}

/// From the discussion, lets the clock end the day and run to the next night.
pub fn to_night(g: &mut Werewolf) {
    for _ in 0..100 {
        if g.phase == Phase::Night {
            return;
        }
        clock(g);
    }
    panic!("no night reached: {:?}", g.phase);
}

/// Lets the clock run through the next day (see [`to_day`]) to the night
/// after it (see [`to_night`]).
pub fn to_next_night(g: &mut Werewolf) {
    to_day(g);
    to_night(g);
}

/// Nominate, second by `seconder`, end the defence: the vote is open.
pub fn trial(g: &mut Werewolf, nominator: Seat, seconder: Seat, accused: Seat) {
    act(g, nominator, &format!("n{accused}"));
    act(g, seconder, "second");
    act(g, accused, "rest");
    assert!(matches!(g.phase, Phase::Vote { .. }), "{:?}", g.phase);
}

/// Every voter who has a prompt votes `action` (forced voters vote as forced).
pub fn everyone_votes(g: &mut Werewolf, action: &str) {
    for _ in 0..100 {
        let Some(p) = g.prompts().into_iter().next() else {
            return;
        };
        if !matches!(g.phase, Phase::Vote { .. }) {
            return;
        }
        let id = if p.choices.iter().any(|c| c.id == action) {
            action.to_string()
        } else {
            p.choices[0].id.clone()
        };
        act(g, p.seat, &id);
    }
}

/// In the open vote, the seats of `elim` vote to eliminate, then the seats
/// of `spare` vote to spare, each in the order given.
pub fn vote(g: &mut Werewolf, elim: &[Seat], spare: &[Seat]) {
    for &s in elim {
        act(g, s, "elim");
    }
    for &s in spare {
        act(g, s, "spare");
    }
}

/// The bot's choices for `seat` at many moments of the same step (the
/// public line count varies the bot's randomness).
pub fn bot_choices(g: &Werewolf, seat: Seat) -> Vec<String> {
    (0..60u64)
        .filter_map(|k| {
            let mut h = g.clone();
            h.said = k;
            h.bot_action(seat)
        })
        .collect()
}

/// Sets the public line count to one at which `seat`'s bot opens a claim.
pub fn until_bot_claims(g: &mut Werewolf, seat: Seat) {
    let k = (0..200u64)
        .find(|&k| {
            let mut h = g.clone();
            h.said = k;
            h.bot_action(seat).as_deref() == Some("claim")
        })
        .expect("the bot claims at some point");
    g.said = k;
}

/// Leaves `role` as the only unused role card (the others are put aside
/// with the discarded ones), so a Stone or Rod draw is known.
pub fn only_unused_role(g: &mut Werewolf, role: Role) {
    let rest: Vec<Role> = g
        .unused_roles
        .iter()
        .copied()
        .filter(|r| *r != role)
        .collect();
    assert!(g.unused_roles.contains(&role), "{role:?} is not unused");
    g.discarded_roles.extend(rest);
    g.unused_roles = vec![role];
}
