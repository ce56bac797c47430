//! Faults of the database: a file that is not a database, damaged rows of
//! a game, and a PostgreSQL server that goes away under running games and
//! comes back. Each is answered at once with a clear error naming the file
//! or the game (or repaired from the log where the log is whole); a
//! transient error is retried, never applying an action twice.

use crate::pg;

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use wolfden::engine::Options;
use wolfden::games::{bot_name, GameKind};
use wolfden::store::{GameId, GameStatus, Patience, SeatRow, Store};
use wolfden::table::{GameSpec, Health, ManualClock, Table, TableError};

/// The longest an answer about a bad file may take.
const AT_ONCE: Duration = Duration::from_secs(5);

/// `Store::open` on `path`, bounded: the error it gives.
async fn refused(path: &str) -> String {
    let started = Instant::now();
    let opened = tokio::time::timeout(AT_ONCE, Store::open(path))
        .await
        .unwrap_or_else(|_| panic!("opening {path} took more than {AT_ONCE:?}"));
    let err = match opened {
        Ok(_) => panic!("{path} opened as a database"),
        Err(e) => e.to_string(),
    };
    assert!(started.elapsed() < AT_ONCE, "{path}: {err}");
    err
}

#[tokio::test]
async fn a_file_that_is_not_a_database_is_refused_at_once_naming_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, bytes: &[u8]| {
        let path = dir.path().join(name);
        std::fs::write(&path, bytes).unwrap();
        path.display().to_string()
    };
    let text = write(
        "notes.txt",
        b"a shopping list, not a database\n".repeat(100).as_slice(),
    );
    let random: Vec<u8> = (0..8192u32)
        .map(|i| (i.wrapping_mul(2654435761) >> 13) as u8)
        .collect();
    let random = write("random.bin", &random);
    let mut png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR".to_vec();
    png.resize(4096, 7);
    let png = write("picture.png", &png);
    for path in [&text, &random, &png] {
        let err = refused(path).await;
        assert!(err.contains(&format!("`{path}`")), "{err}");
        assert!(err.contains("not a SQLite database"), "{err}");
        let after = std::fs::read(path).unwrap();
        assert!(!after.is_empty(), "{path} was left as it was");
    }
    let err = refused("/dev/null").await;
    assert!(
        err.contains("`/dev/null`") && err.contains("not a regular file"),
        "{err}"
    );
}

#[tokio::test]
async fn a_damaged_database_is_refused_at_once_naming_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("damaged.db").display().to_string();
    let table = Table::new(
        Store::open(&path).await.unwrap(),
        Arc::new(ManualClock::new(1_000_000)),
    );
    for seed in 0..20 {
        table.create(spec(seed)).await.unwrap();
    }
    table.store().close().await;
    drop(table);
    // Keep the header, scribble over every page after the first.
    let mut bytes = std::fs::read(&path).unwrap();
    assert!(bytes.len() > 8192, "the database has several pages");
    for (i, b) in bytes.iter_mut().enumerate().skip(4096) {
        *b = (i % 251) as u8;
    }
    std::fs::write(&path, &bytes).unwrap();
    let err = refused(&path).await;
    assert!(err.contains(&format!("`{path}`")), "{err}");
    assert!(err.contains("damaged"), "{err}");
}

fn spec(seed: u64) -> GameSpec {
    spec_of(GameKind::ProjectPlanning, seed)
}

fn spec_of(kind: GameKind, seed: u64) -> GameSpec {
    GameSpec {
        kind,
        options: Options::defaults(kind.option_specs()),
        seed,
        seats: (0..kind.default_seats())
            .map(|i| SeatRow::bot(i, bot_name(i).as_str()))
            .collect(),
        guild_id: None,
        channel_id: None,
        host_id: None,
        locale: Default::default(),
    }
}

/// One bot move in game `id`: its new version.
async fn bot_move(table: &Table, id: GameId) -> Result<u64, TableError> {
    let row = table.load(id).await?;
    let state = row.snapshot.as_ref().expect("a running game");
    let (actor, action) = state.next_automatic_move(|_| true).expect("a bot can move");
    let applied = table.act(id, actor, &action, Some(row.version)).await?;
    Ok(applied.version)
}

/// A SQLite file with one running game a few moves in, and raw SQL on it.
struct Damaged {
    _dir: tempfile::TempDir,
    table: Table,
    raw: sqlx::AnyPool,
    id: GameId,
}

impl Damaged {
    async fn new() -> Damaged {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db").display().to_string();
        let table = Table::new(
            Store::open(&path).await.unwrap(),
            Arc::new(ManualClock::new(1_000_000)),
        );
        let id = table.create(spec(3)).await.unwrap().id;
        for _ in 0..4 {
            bot_move(&table, id).await.unwrap();
        }
        let raw = sqlx::AnyPool::connect(&format!("sqlite://{path}"))
            .await
            .unwrap();
        Damaged {
            _dir: dir,
            table,
            raw,
            id,
        }
    }

    async fn sql(&self, sql: &'static str) {
        sqlx::query(sql)
            .bind(self.id)
            .execute(&self.raw)
            .await
            .unwrap();
    }
}

#[tokio::test]
async fn a_missing_seat_row_is_an_error_naming_the_game() {
    let db = Damaged::new().await;
    db.sql("DELETE FROM seats WHERE game_id = $1 AND seat = 1")
        .await;
    let err = db.table.load(db.id).await.unwrap_err().to_string();
    assert!(err.contains(&format!("game #{}", db.id)), "{err}");
    assert!(err.contains("no seat row for seat 1"), "{err}");
    // The last seat missing leaves the others in order: replaying the
    // log with three players does not give the stored game.
    let db = Damaged::new().await;
    db.sql("DELETE FROM seats WHERE game_id = $1 AND seat = 3")
        .await;
    let err = db.table.check_game(db.id).await.unwrap_err().to_string();
    assert!(err.contains(&format!("game #{}", db.id)), "{err}");
}

#[tokio::test]
async fn a_log_changed_under_an_intact_snapshot_is_named_by_the_check() {
    let db = Damaged::new().await;
    assert_eq!(db.table.check_game(db.id).await.unwrap(), Health::Whole);
    db.sql("UPDATE actions SET seq = seq + 100 WHERE game_id = $1 AND seq = 2")
        .await;
    db.sql("UPDATE actions SET seq = 2 WHERE game_id = $1 AND seq = 3")
        .await;
    db.sql("UPDATE actions SET seq = 3 WHERE game_id = $1 AND seq = 102")
        .await;
    let err = db.table.check_game(db.id).await.unwrap_err().to_string();
    assert!(err.contains(&format!("game #{}", db.id)), "{err}");
    assert!(err.contains("log"), "{err}");
}

#[tokio::test]
async fn an_extra_log_row_or_a_version_set_back_is_refused_naming_the_game() {
    for damage in [
        "INSERT INTO actions (game_id, seq, actor, action, at) VALUES ($1, 5, 'clock', 'x', 0)",
        "UPDATE games SET version = version - 1 WHERE id = $1",
    ] {
        let db = Damaged::new().await;
        db.sql(damage).await;
        let err = bot_move(&db.table, db.id).await.unwrap_err().to_string();
        assert!(err.contains(&format!("game #{}", db.id)), "{damage}: {err}");
        assert!(err.contains("wolfden check"), "{damage}: {err}");
        let err = db.table.check_game(db.id).await.unwrap_err().to_string();
        assert!(err.contains(&format!("game #{}", db.id)), "{damage}: {err}");
    }
}

#[tokio::test]
async fn a_snapshot_of_another_kind_of_game_is_rebuilt_from_the_log() {
    let db = Damaged::new().await;
    let before = serde_json::to_value(&db.table.load(db.id).await.unwrap().snapshot).unwrap();
    let other = db
        .table
        .create(spec_of(GameKind::Wolfpack, 9))
        .await
        .unwrap()
        .id;
    sqlx::query(
        "UPDATE games SET snapshot = (SELECT snapshot FROM games WHERE id = $1) WHERE id = $2",
    )
    .bind(other)
    .bind(db.id)
    .execute(&db.raw)
    .await
    .unwrap();
    let row = db.table.load(db.id).await.unwrap();
    assert_eq!(
        row.snapshot.as_ref().unwrap().kind(),
        GameKind::ProjectPlanning
    );
    assert_eq!(serde_json::to_value(&row.snapshot).unwrap(), before);
    assert!(
        matches!(db.table.check_game(db.id).await.unwrap(), Health::Repairable(note) if note.contains(&format!("game #{}", db.id)))
    );
    bot_move(&db.table, db.id).await.unwrap();
}

/// Games played move by move through a PostgreSQL restart: players keep
/// moving while the server stops and starts, and every move lands, once.
/// A server that stays down is given up on after the stated time, saying so.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_play_on_through_a_postgres_restart_and_give_up_clearly_on_a_server_gone() {
    let Some(server) = pg::own_server() else {
        return;
    };
    let url = server.database();
    let table = Arc::new(Table::new(
        Store::open(&url).await.unwrap(),
        Arc::new(ManualClock::new(1_000_000)),
    ));
    let moves = Arc::new(AtomicUsize::new(0));
    let done = Arc::new(AtomicBool::new(false));
    let players: Vec<_> = (0..12)
        .map(|seed| {
            let (table, moves, done) = (table.clone(), moves.clone(), done.clone());
            tokio::spawn(async move {
                let mut games = Vec::new();
                while !done.load(Ordering::Relaxed) {
                    let id = match games.last() {
                        Some(&id) if table.load(id).await?.status == GameStatus::Running => id,
                        _ => {
                            let id = table
                                .create(spec(seed * 1000 + games.len() as u64))
                                .await?
                                .id;
                            games.push(id);
                            id
                        }
                    };
                    bot_move(&table, id).await?;
                    moves.fetch_add(1, Ordering::Relaxed);
                }
                Ok::<_, TableError>(games)
            })
        })
        .collect();
    let moved = |at_least: usize| {
        let moves = moves.clone();
        async move {
            let deadline = Instant::now() + Duration::from_secs(60);
            while moves.load(Ordering::Relaxed) < at_least {
                assert!(Instant::now() < deadline, "the players stalled");
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
        }
    };
    moved(30).await;
    // Every connection is cut, moves in flight included.
    server.stop();
    server.start();
    moved(moves.load(Ordering::Relaxed) + 60).await;
    done.store(true, Ordering::Relaxed);
    for player in players {
        let games = player
            .await
            .unwrap()
            .unwrap_or_else(|e| panic!("a player stopped: {e}"));
        for id in games {
            assert_eq!(
                table.check_game(id).await.unwrap(),
                Health::Whole,
                "game #{id}"
            );
        }
    }

    let give_up = Duration::from_secs(2);
    let patient = Table::new(
        Store::open(&url).await.unwrap().with_patience(Patience {
            give_up_after: give_up,
        }),
        Arc::new(ManualClock::new(1_000_000)),
    );
    let id = patient.create(spec(99)).await.unwrap().id;
    bot_move(&patient, id).await.unwrap();
    server.stop();
    let started = Instant::now();
    let err = bot_move(&patient, id).await.unwrap_err().to_string();
    let took = started.elapsed();
    assert!(
        took >= Duration::from_secs(1) && took < give_up * 4,
        "gave up after {took:?}: {err}"
    );
    assert!(
        err.contains("did not answer for") && err.contains("gave up"),
        "{err}"
    );
    server.start();
    bot_move(&patient, id).await.unwrap();
}
