//! Test helpers: build a game with chosen roles and artifacts in chosen
//! seats, act as a seat or as the clock, and move to the next phase.

use super::artifacts::Held;
use super::{Artifact, Phase, Role, Werewolf};
use crate::engine::{Actor, Event, Game, Options, RuleError, Seat, Setup, Viewer};

pub const NAMES: [&str; 40] = [
    "Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou", "Max",
    "Ned", "Oli", "Pam", "Quin", "Ray", "Sue", "Tom", "Uma", "Vic", "Wes", "Xia", "Yan", "Zoe",
    "Abe", "Bea", "Cy", "Di", "Ed", "Flo", "Gil", "Hope", "Ike", "Joy", "Kai", "Lea", "Mo", "Nia",
];

/// Nominations open at once unless a test sets `quiet_seconds` itself.
pub fn setup(n: usize, options: &[(&str, &str)], seed: u64) -> Setup {
    let mut options = options.to_vec();
    if !options.iter().any(|(k, _)| *k == "quiet_seconds") {
        options.push(("quiet_seconds", "0"));
    }
    Setup {
        names: NAMES[..n].iter().map(|s| s.to_string()).collect(),
        options: Options::parse(Werewolf::option_specs(), options.iter().copied())
            .expect("valid options"),
        seed,
    }
}

/// A game whose seat `i` has `roles[i]`, no artifacts dealt (the whole list
/// in the deck, so tests can hand them out with [`give`]), at night 1.
pub fn with_roles(roles: &[Role], options: &[(&str, &str)]) -> Werewolf {
    let mut opts: Vec<(&str, &str)> = vec![("artifacts", "1")];
    opts.extend_from_slice(options);
    let mut g = Werewolf::setup(&setup(roles.len(), &opts, 7)).expect("setup");
    let mut deck = roles.to_vec();
    deck.sort();
    g.deck = deck.clone();
    g.deck_text = super::deck::describe(&deck);
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
    g.board = vec![format!("Roles in play: {}", g.deck_text)];
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

pub fn act(g: &mut Werewolf, seat: Seat, action: &str) -> Vec<Event> {
    match g.apply(Actor::Seat(seat), action) {
        Ok(ev) => {
            g.check_invariants().expect("invariants");
            ev
        }
        Err(e) => panic!(
            "seat {seat} `{action}` refused: {e}\nprompt: {:?}",
            g.prompts().into_iter().find(|p| p.seat == seat)
        ),
    }
}

/// Refused, and nothing changed.
pub fn refused(g: &mut Werewolf, seat: Seat, action: &str) -> RuleError {
    let before = serde_json::to_string(&*g).unwrap();
    let err = g
        .apply(Actor::Seat(seat), action)
        .expect_err("should be refused");
    assert_eq!(
        before,
        serde_json::to_string(&*g).unwrap(),
        "a refused action changed the state"
    );
    err
}

pub fn clock(g: &mut Werewolf) -> Vec<Event> {
    let d = g.deadline().expect("a deadline");
    let ev = g.apply(Actor::Clock, &d.action).expect("clock accepted");
    g.check_invariants().expect("invariants");
    ev
}

pub fn choices(g: &Werewolf, seat: Seat) -> Vec<String> {
    g.prompts()
        .into_iter()
        .find(|p| p.seat == seat)
        .map(|p| p.choices.into_iter().map(|c| c.id).collect())
        .unwrap_or_default()
}

pub fn is_discussion(g: &Werewolf) -> bool {
    matches!(g.phase, Phase::Discussion { .. })
}

/// Lets the clock run until the discussion of the next day (no pending decisions).
pub fn to_day(g: &mut Werewolf) {
    for _ in 0..20 {
        if is_discussion(g) && g.pending.is_empty() {
            return;
        }
        clock(g);
    }
    panic!("no discussion reached: {:?}", g.phase);
}

/// From the discussion, lets the clock end the day and run to the next night.
pub fn to_night(g: &mut Werewolf) {
    for _ in 0..20 {
        if g.phase == Phase::Night {
            return;
        }
        clock(g);
    }
    panic!("no night reached: {:?}", g.phase);
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

pub fn public_text(g: &Werewolf) -> String {
    g.view(Viewer::Public).to_text()
}

pub fn seat_text(g: &Werewolf, seat: Seat) -> String {
    g.view(Viewer::Seat(seat)).to_text()
}

pub fn texts(events: &[Event]) -> String {
    events
        .iter()
        .map(|e| e.text.clone())
        .collect::<Vec<_>>()
        .join("\n")
}
