//! A measurement, not a check (ignored by default): how long, by the
//! table's clock, a game with one absent human and bots in the other seats
//! takes to end at each game's Discord default timers, and whether the
//! absent seat was handed to a bot. The figures are in docs/operations.md
//! ("Turn timers"): `cargo test --test integration discord_absent_measure::
//! -- --ignored --nocapture`.

use crate::support;

use support::*;

async fn measure(game: &str, bots: usize) {
    let h = Harness::start_with(|launch| launch.turn_timer_defaults = true).await;
    let (id, _) = h.start_game(CHANNEL, game, None, &[ALICE], bots).await;
    let start = h.clock_now();
    let mut passed = 0;
    while let Some(row) = h.running_game(id).await {
        let at = row.ends_at().expect("timed");
        h.pass_deadline(id, at).await;
        passed += 1;
        assert!(passed < 500);
    }
    let row = h.game(id).await;
    println!(
        "MEASURE {game} ({} seats): {:.1} min by the clock, {passed} deadlines, away={}",
        bots + 1,
        (h.clock_now() - start) as f64 / 60_000.0,
        row.absence_of(0).away
    );
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "a measurement: run it with --ignored --nocapture"]
async fn four_seats_one_absent() {
    for game in ["project-planning", "wolfpack", "arctic-escape", "wolves"] {
        measure(game, 3).await;
    }
    measure("werewolf", 4).await;
    measure("werewolf", 7).await;
}
