//! Bot behaviour per the spec, the bot-vs-bot soak with invariants, and replay.

use super::*;
use crate::engine::{testkit, Viewer};

use super::super::EndReason;

fn lengths(seed: u64) -> &'static str {
    ["short", "normal", "long"][(seed / 4 % 3) as usize]
}

/// What one soak game adds up to.
#[derive(Default)]
struct SoakTally {
    actions: usize,
    /// Games ended by: piles empty, all wolves snatched (the rulebook's
    /// only two ends).
    by_reason: [usize; 2],
    eliminations: usize,
}

fn soak_game(seed: u64, tally: &mut SoakTally) {
    let n = 2 + (seed % 4) as usize;
    let setup = setup::<Wolfpack>(names(n), seed, &[("length", lengths(seed))]);
    let played = testkit::play_bots::<Wolfpack>(&setup, 20_000)
        .unwrap_or_else(|e| panic!("seed {seed}, {n} players: {e}"));
    tally.actions += played.actions.len();
    // check_invariants (run by play_bots after every action) already covers
    // conservation, the action limit and "the mover is in play"; here:
    // nobody acted while out of play, and the log replays exactly.
    if seed.is_multiple_of(20) {
        let mut g = Wolfpack::setup(&setup).unwrap();
        for (actor, action) in &played.actions {
            let Actor::Seat(seat) = actor else {
                panic!("seed {seed}: a non-seat actor {actor}")
            };
            assert!(
                !g.players[*seat].eliminated,
                "seed {seed}: eliminated seat {seat} acted"
            );
            g.apply(*actor, action).unwrap();
        }
        assert_eq!(g, played.state, "seed {seed}: replay differs");
    }
    match played.state.phase {
        Phase::Over {
            reason: EndReason::PilesEmpty,
        } => tally.by_reason[0] += 1,
        Phase::Over {
            reason: EndReason::AllWolvesSnatched(_),
        } => tally.by_reason[1] += 1,
        ref other => panic!("seed {seed}: not a rulebook end: {other:?}"),
    }
    tally.eliminations += played.state.players.iter().filter(|p| p.eliminated).count();
    let outcome = played.outcome;
    assert!(!outcome.winners.is_empty(), "seed {seed}: no winner");
    let best = *outcome.scores.iter().max().unwrap();
    assert!(
        outcome.winners.iter().all(|&w| outcome.scores[w] == best),
        "seed {seed}"
    );
    for viewer in [Viewer::Public, Viewer::Seat(0)] {
        super::info::assert_discord_limits(&played.state.view(viewer));
    }
}

#[test]
fn soak_two_thousand_bot_games_keep_every_invariant() {
    const GAMES: u64 = 2000;
    let started = std::time::Instant::now();
    // Games are independent: spread them over the cores.
    let threads = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .min(8) as u64;
    let tallies: Vec<SoakTally> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut tally = SoakTally::default();
                    for seed in (t..GAMES).step_by(threads as usize) {
                        soak_game(seed, &mut tally);
                    }
                    tally
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().expect("a soak worker panicked"))
            .collect()
    });
    let mut total = SoakTally::default();
    for t in tallies {
        total.actions += t.actions;
        total.eliminations += t.eliminations;
        for i in 0..2 {
            total.by_reason[i] += t.by_reason[i];
        }
    }
    assert_eq!(total.by_reason.iter().sum::<usize>(), GAMES as usize);
    // The soak must reach every ending and some eliminations to mean anything.
    assert!(
        total.by_reason.iter().all(|&k| k > 0),
        "{:?}",
        total.by_reason
    );
    assert!(total.eliminations > 0);
    eprintln!(
        "wolfpack soak: {GAMES} games, {} actions, ends {:?} (piles, all wolves), {} eliminations, {:?}",
        total.actions,
        total.by_reason,
        total.eliminations,
        started.elapsed()
    );
}

#[test]
fn replay_from_the_action_log_gives_an_identical_state() {
    for seed in [3u64, 11, 42] {
        let setup = setup::<Wolfpack>(names(3 + (seed % 3) as usize), seed, &[("length", "short")]);
        let played = testkit::play_bots::<Wolfpack>(&setup, 20_000).unwrap();
        let replayed: Wolfpack = testkit::replay(&setup, &played.actions).unwrap();
        assert_eq!(
            serde_json::to_string(&replayed).unwrap(),
            serde_json::to_string(&played.state).unwrap()
        );
    }
}

#[test]
fn bot_takes_playing_cards_until_its_own_wolves_outnumber_the_hostile_ones() {
    let mut g = table(2);
    give(&mut g, 0, &[Card::Wolf(0), Card::Wolf(1), Card::Sheep]);
    give_actions(&mut g, 0, &[ActionKind::Steal]);
    for moves in 0..20 {
        g.moves = moves;
        let choice = g.bot_action(0).unwrap();
        assert!(choice.starts_with("pile"), "own 1 vs hostile 1: `{choice}`");
    }
    give(&mut g, 0, &[Card::Wolf(0)]);
    let choices: Vec<String> = (0..40)
        .map(|m| {
            g.moves = m;
            g.bot_action(0).unwrap()
        })
        .collect();
    assert!(
        choices.iter().any(|c| !c.starts_with("pile")),
        "own 2 vs hostile 1: it stops only drawing"
    );
}

#[test]
fn bot_snatches_sheep_when_the_sheep_in_hand_are_worth_it() {
    let mut g = table(2);
    give(&mut g, 0, &wolves(0, 2));
    give(&mut g, 0, &sheep(2));
    give_actions(&mut g, 0, &[ActionKind::SnatchSheep]);
    assert_ne!(
        g.bot_action(0).unwrap(),
        "playsheep",
        "two sheep are not worth the card yet"
    );
    give(&mut g, 0, &sheep(1));
    assert_eq!(g.bot_action(0).unwrap(), "playsheep");
    // Never when the wolf counts would make it fail.
    give(&mut g, 0, &wolves(1, 2));
    assert_ne!(g.bot_action(0).unwrap(), "playsheep");
}

#[test]
fn bot_snatches_wolves_once_it_holds_three_hostile_wolves() {
    let mut g = table(3);
    give(&mut g, 0, &[Card::Wolf(1), Card::Wolf(2)]);
    give_actions(&mut g, 0, &[ActionKind::SnatchWolf]);
    assert_ne!(g.bot_action(0).unwrap(), "playwolf");
    give(&mut g, 0, &[Card::Wolf(2)]);
    assert_eq!(g.bot_action(0).unwrap(), "playwolf");
}

#[test]
fn bot_plays_a_drawn_card_when_it_must_and_keeps_a_useless_one_otherwise() {
    let mut g = table(2);
    stack_deck(&mut g, ActionKind::SnatchWolf);
    act(&mut g, 0, "draw");
    assert_eq!(
        g.bot_action(0).unwrap(),
        "keep",
        "no hostile wolves to snatch"
    );
    let mut g = table(2);
    give_actions(&mut g, 0, &[ActionKind::Steal, ActionKind::Swap]);
    stack_deck(&mut g, ActionKind::SnatchWolf);
    act(&mut g, 0, "draw");
    assert_eq!(g.bot_action(0).unwrap(), "playnew");
}

#[test]
fn bot_swaps_toward_the_bigger_hand_when_its_own_hand_is_poor() {
    let mut g = table(4);
    give(&mut g, 0, &[Card::Wolf(1)]);
    give(&mut g, 1, &sheep(6));
    give(&mut g, 3, &sheep(2));
    give_actions(&mut g, 0, &[ActionKind::Swap]);
    assert_eq!(g.bot_action(0).unwrap(), "playswap");
    act(&mut g, 0, "playswap");
    // Bob (next seat) holds the bigger hand: passing right brings it to Alice.
    assert_eq!(g.bot_action(0).unwrap(), "right");
    // With a good hand the bot keeps it.
    let mut g = table(4);
    give(&mut g, 0, &wolves(0, 2));
    give(&mut g, 1, &sheep(6));
    give_actions(&mut g, 0, &[ActionKind::Swap]);
    assert_ne!(g.bot_action(0).unwrap(), "playswap");
}

#[test]
fn bot_takes_playing_cards_when_stealing() {
    let mut g = table(3);
    give_actions(&mut g, 0, &[ActionKind::Steal]);
    give(&mut g, 1, &sheep(2));
    give_actions(&mut g, 2, &[ActionKind::Swap]);
    act(&mut g, 0, "playsteal");
    assert_eq!(g.bot_action(0).unwrap(), "card1");
    act(&mut g, 0, "card1");
    assert_eq!(
        g.bot_action(0).unwrap(),
        "action2",
        "Carol has only an action card"
    );
}

#[test]
fn bot_acts_only_for_the_seat_to_move() {
    let g = table(3);
    assert!(g.bot_action(0).is_some());
    assert_eq!(g.bot_action(1), None);
}
