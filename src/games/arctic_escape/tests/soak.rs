//! Bot soak: thousands of seeded bot games over every setting, checking the
//! engine contract and the invariants after every action, plus replay.

use super::*;
use crate::engine::testkit::{play_bots, replay};

const SIZES: [&str; 3] = ["small", "medium", "large"];

/// Options for soak game `i`, varied over every setting.
fn soak_options(i: u64) -> Vec<(&'static str, String)> {
    let mut o = vec![
        ("size", SIZES[(i % 3) as usize].to_string()),
        ("equipment", (1 + i % 3).to_string()),
        ("difficulty", (1 + (i / 3) % 5).to_string()),
        ("melt_per_turn", (1 + (i / 7) % 3).to_string()),
        ("blizzards", ((i / 5) % 4).to_string()),
        (
            "melt_occupied",
            if i.is_multiple_of(11) {
                "false"
            } else {
                "true"
            }
            .to_string(),
        ),
    ];
    if i.is_multiple_of(4) {
        o.push(("max_melts", (5 + (i * 7) % 36).to_string()));
    }
    o
}

fn soak_setup(i: u64) -> Setup {
    let opts = soak_options(i);
    let pairs: Vec<(&str, &str)> = opts.iter().map(|(k, v)| (*k, v.as_str())).collect();
    setup::<ArcticEscape>(names(1 + (i % 8) as usize), 1000 + i, &pairs)
}

/// Melts never go down, and the invariants hold after every replayed step.
fn check_history(setup: &Setup, actions: &[(Actor, String)]) -> Result<(), String> {
    let mut g = ArcticEscape::setup(setup).map_err(|e| e.to_string())?;
    let mut melts = g.melts;
    for (actor, action) in actions {
        g.apply(*actor, action).map_err(|e| e.to_string())?;
        if g.melts < melts {
            return Err(format!("melts went down from {melts} to {}", g.melts));
        }
        melts = g.melts;
        g.invariants()?;
    }
    Ok(())
}

/// Plays soak games `range`, returning (wins, actions, samples).
fn soak_range(range: std::ops::Range<u64>) -> (usize, usize, i64) {
    set_images(false); // per thread: these boards are never shown
    let (mut wins, mut actions, mut samples) = (0, 0, 0);
    for i in range {
        let setup = soak_setup(i);
        let played =
            play_bots::<ArcticEscape>(&setup, 5000).unwrap_or_else(|e| panic!("game {i}: {e}"));
        check_history(&setup, &played.actions).unwrap_or_else(|e| panic!("game {i}: {e}"));
        if !played.outcome.winners.is_empty() {
            wins += 1;
            assert_eq!(played.outcome.winners.len(), setup.names.len());
        }
        samples += played.outcome.scores[0];
        actions += played.actions.len();
    }
    (wins, actions, samples)
}

#[test]
fn soak_two_thousand_bot_games_keep_every_invariant_and_terminate() {
    let started = std::time::Instant::now();
    let games = 2000u64;
    let workers = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .clamp(1, 4) as u64;
    let results: Vec<(usize, usize, i64)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                scope.spawn(move || soak_range(w * games / workers..(w + 1) * games / workers))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("soak worker"))
            .collect()
    });
    let wins: usize = results.iter().map(|r| r.0).sum();
    let actions: usize = results.iter().map(|r| r.1).sum();
    let samples: i64 = results.iter().map(|r| r.2).sum();
    eprintln!(
        "soak: {games} games on {workers} threads, {wins} won, {actions} actions, {samples} samples, {:?}",
        started.elapsed()
    );
    assert!(
        wins > games as usize / 20,
        "bots won only {wins} of {games}"
    );
}

#[test]
fn default_settings_bots_win_often() {
    set_images(false);
    let mut wins = 0;
    for seed in 0..200 {
        let setup = setup::<ArcticEscape>(names(1 + (seed % 4) as usize), seed, &[]);
        let played = play_bots::<ArcticEscape>(&setup, 5000).unwrap();
        wins += usize::from(!played.outcome.winners.is_empty());
    }
    set_images(true);
    eprintln!("default settings: {wins} of 200 won");
    assert!(wins >= 60, "bots won only {wins} of 200 default games");
}

#[test]
fn replay_of_a_logged_bot_game_gives_an_identical_state() {
    set_images(false);
    for i in [3u64, 17, 42] {
        let setup = soak_setup(i);
        let played = play_bots::<ArcticEscape>(&setup, 5000).unwrap();
        let again: ArcticEscape = replay(&setup, &played.actions).unwrap();
        assert_eq!(
            serde_json::to_string(&again).unwrap(),
            serde_json::to_string(&played.state).unwrap()
        );
    }
    set_images(true);
}

/// How the bots fare with the default settings, by ending (for tuning).
#[test]
#[ignore = "a report, not a check: cargo test bot_outcomes_report -- --ignored --nocapture"]
fn bot_outcomes_report() {
    set_images(false);
    let mut endings = std::collections::BTreeMap::new();
    for seed in 0..300 {
        let setup = setup::<ArcticEscape>(names(1 + (seed % 4) as usize), seed, &[]);
        let played = play_bots::<ArcticEscape>(&setup, 5000).unwrap();
        let end = played.state.end.expect("finished");
        let kind = if end.won {
            "won"
        } else if end.reason.to_string().contains("fell") {
            "a player fell in"
        } else if end.reason.to_string().contains("collapsed") {
            "the floe collapsed"
        } else {
            "cut off"
        };
        *endings.entry(kind).or_insert(0) += 1;
    }
    eprintln!("{endings:?}");
}

#[test]
fn invariants_catch_crevasse_standing_crowded_single_file_squares_and_overfull_kits() {
    let g = board(2);
    assert_eq!(g.invariants(), Ok(()));
    let mut bad = g.clone();
    set(&mut bad, 0, 0, Terrain::Crevasse);
    assert!(bad
        .invariants()
        .unwrap_err()
        .contains("stands on a crevasse"));
    for terrain in [Terrain::Bridge, Terrain::ThinIce] {
        let mut bad = g.clone();
        set(&mut bad, 2, 2, terrain);
        place(&mut bad, 0, 2, 2);
        place(&mut bad, 1, 2, 2);
        assert!(bad
            .invariants()
            .unwrap_err()
            .contains("more than one player"));
    }
    let mut bad = g.clone();
    give(&mut bad, 0, &[Equip::Rope; 3]);
    assert!(bad.invariants().unwrap_err().contains("over the limit"));
    let mut bad = g.clone();
    bad.melts = 41;
    assert!(bad.invariants().unwrap_err().contains("exceed"));
}
