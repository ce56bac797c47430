//! Faults of the database: a file that is not a database, damaged rows of
//! a game, and a PostgreSQL server that goes away under running games and
//! comes back. Each is answered at once with a clear error naming the file
//! or the game (or repaired from the log where the log is whole); a
//! transient error is retried, never applying an action twice.

mod pg;

use std::sync::Arc;
use std::time::{Duration, Instant};

use wolfden::engine::Options;
use wolfden::games::{bot_name, GameKind};
use wolfden::store::{SeatRow, Store};
use wolfden::table::{GameSpec, ManualClock, Table};

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
    GameSpec {
        kind: GameKind::ProjectPlanning,
        options: Options::defaults(GameKind::ProjectPlanning.option_specs()),
        seed,
        seats: (0..4)
            .map(|i| SeatRow {
                seat: i,
                user_id: None,
                name: bot_name(i),
                is_bot: true,
            })
            .collect(),
        guild_id: None,
        channel_id: None,
        host_id: None,
    }
}
