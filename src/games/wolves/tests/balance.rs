//! Balance check: bot games per player count and availability preset, giving
//! the collective survival rate and the mean Awards spread (most minus fewest
//! Awards in a surviving game). Run in release mode:
//! `cargo test --release balance_table -- --ignored --nocapture`
//! (`WOLVES_BALANCE_GAMES` sets the games per row, default 10,000).

use super::*;
use crate::engine::autoplay::{play_to_end, BotPlay};

/// The figures of one row of the table.
#[derive(Clone, Debug, Default)]
pub(crate) struct Balance {
    pub games: u64,
    pub survived: u64,
    /// Sum over surviving games of (most Awards - fewest Awards).
    pub spread_sum: u64,
    /// Games that elected a chief.
    pub chiefs: u64,
    /// Losses by the turn they happened (index = turn).
    pub lost_on: [u64; 9],
}

impl Balance {
    pub fn survival(&self) -> f64 {
        self.survived as f64 / self.games.max(1) as f64
    }

    pub fn mean_spread(&self) -> f64 {
        self.spread_sum as f64 / self.survived.max(1) as f64
    }
}

/// Plays bot games with seeds `from, from + step, ...` (below `to`).
pub(crate) fn balance(players: usize, preset: &str, from: u64, to: u64, step: u64) -> Balance {
    let mut b = Balance::default();
    let mut seed = from;
    let how = BotPlay {
        checked: false,
        rotate: false,
        max_actions: 5000,
    };
    while seed < to {
        let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let setup = setup::<Wolves>(
            &names,
            seed.wrapping_mul(0x9E37_79B9) ^ players as u64,
            &[("availability", preset), ("step_timer", "0")],
        );
        let game = play_to_end::<Wolves>(&setup, how)
            .expect("bot games end with legal actions")
            .state;
        b.games += 1;
        match &game.end {
            Some(End::Won { chief }) => {
                b.survived += 1;
                b.chiefs += chief.is_some() as u64;
                let awards = game.players.iter().map(|p| p.awards);
                b.spread_sum += (awards.clone().max().unwrap() - awards.min().unwrap()) as u64;
            }
            Some(End::Lost { turn, .. }) => b.lost_on[*turn as usize] += 1,
            None => unreachable!("the loop ends with an outcome"),
        }
        seed += step;
    }
    b
}

/// The same figures, over `games` games on all cores.
pub(crate) fn balance_parallel(players: usize, preset: &str, games: u64) -> Balance {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()) as u64;
    let parts: Vec<Balance> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| scope.spawn(move || balance(players, preset, t, games, threads)))
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let mut total = Balance::default();
    for p in parts {
        total.games += p.games;
        total.survived += p.survived;
        total.spread_sum += p.spread_sum;
        total.chiefs += p.chiefs;
        for t in 0..9 {
            total.lost_on[t] += p.lost_on[t];
        }
    }
    total
}

#[test]
fn balance_figures_add_up() {
    let b = balance(4, "gentle", 0, 20, 1);
    assert_eq!(b.games, 20);
    assert_eq!(b.survived + b.lost_on.iter().sum::<u64>(), 20);
    assert!(b.chiefs <= b.survived);
}

#[test]
#[ignore]
fn balance_table() {
    let games: u64 = std::env::var("WOLVES_BALANCE_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000);
    println!("| players | availability | games | survival | mean Awards spread | chief elected | losses on turns 1-8 |");
    println!("|---|---|---|---|---|---|---|");
    for preset in ["standard", "gentle"] {
        for players in 3..=6 {
            let b = balance_parallel(players, preset, games);
            println!(
                "| {players} | {preset} | {} | {:.1}% | {:.2} | {:.1}% | {:?} |",
                b.games,
                b.survival() * 100.0,
                b.mean_spread(),
                b.chiefs as f64 * 100.0 / b.survived.max(1) as f64,
                &b.lost_on[1..]
            );
        }
    }
}
