//! Every available game, played by its bots through the same path the
//! simulator uses, thousands of times: no panic, no refused bot move, no game
//! that fails to end. (Each game module has its own soak test with its
//! invariants; this one guards the dispatch and the bots as a whole.)

use crate::pg;

use std::sync::Arc;

use wolfden::cli::simulate::{run_durable, run_in_memory};
use wolfden::engine::Options;
use wolfden::games::GameKind;
use wolfden::store::Store;
use wolfden::table::{SystemClock, Table};

#[test]
fn every_available_game_plays_thousands_of_bot_games_without_an_error() {
    for kind in GameKind::ALL {
        let (min, max) = kind.seat_range();
        let options = Options::parse(kind.option_specs(), []).unwrap();
        let mut games = 0;
        // Tables up to 8 share 2,000 games; bigger ones (tournaments, big
        // Werewolf villages) are slower per game and get 10 each.
        let usual_sizes = (min..=max.min(8)).count();
        for seats in min..=max {
            let n = if seats <= 8 {
                2000_usize.div_ceil(usual_sizes)
            } else {
                10
            };
            let report = run_in_memory(kind, seats, &options, 1000 * seats as u64, n);
            assert_eq!(
                report.errors, 0,
                "{kind} with {seats} seats: {:?}",
                report.first_errors
            );
            assert_eq!(report.games, n as u64);
            games += report.games;
        }
        assert!(games >= 2000, "{kind}: only {games} games");
    }
}

/// The same bot games through the table and a database, several at once
/// (the group commit shares transactions between them), on SQLite and on
/// PostgreSQL: every game ends, and each stored game replays from its
/// action log to exactly its stored snapshot.
#[tokio::test]
async fn every_game_plays_durably_on_both_backends() {
    let dir = tempfile::tempdir().unwrap();
    let mut databases = vec![dir.path().join("soak.db").display().to_string()];
    databases.extend(pg::database());
    for db in databases {
        let table = Arc::new(Table::new(
            Store::open(&db).await.unwrap(),
            Arc::new(SystemClock),
        ));
        for kind in GameKind::ALL {
            let options = Options::parse(kind.option_specs(), []).unwrap();
            let seats = kind.default_seats();
            let report = run_durable(&table, kind, seats, &options, 7, 24, 8).await;
            assert_eq!(
                report.errors, 0,
                "{kind} on {db}: {:?}",
                report.first_errors
            );
            assert_eq!(report.games, 24);
        }
        let games = table.store().finished_games().await.unwrap();
        assert_eq!(games.len(), 24 * GameKind::ALL.len(), "{db}");
        for id in games {
            let stored = table.load(id).await.unwrap();
            let replayed = table.replay(id).await.unwrap();
            assert_eq!(
                serde_json::to_string(&replayed).unwrap(),
                serde_json::to_string(stored.snapshot.as_ref().unwrap()).unwrap(),
                "game #{id} on {db}"
            );
        }
        table.store().close().await;
    }
}
