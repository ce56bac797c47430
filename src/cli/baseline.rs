//! The yardstick for `simulate --db`: a raw sqlx loop of the transaction
//! shape a durable action has (append one action row, rewrite the game's
//! snapshot under a version check, one transaction each), on the same
//! database, with the backend's own typed driver and the store's settings
//! (SQLite: WAL, synchronous=NORMAL). The table path is reported beside it,
//! so the ratio means the same on any machine. It writes to two scratch
//! tables of its own, named after the process and the moment so two runs
//! on one database do not meet, and drops them.

use std::str::FromStr;
use std::time::Instant;

use sqlx::postgres::PgPoolOptions;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{AssertSqlSafe, Database, Executor, Pool};

use crate::store::Backend;

/// What the raw loop reached.
#[derive(Clone, Debug)]
pub struct Baseline {
    pub actions: usize,
    pub snapshot_bytes: usize,
    pub actions_per_sec: f64,
}

/// Run `actions` raw transactions with snapshots of `snapshot_bytes` on the
/// database `db` (the same `--db` value the table used).
pub async fn measure(
    db: &str,
    actions: usize,
    snapshot_bytes: usize,
) -> Result<Baseline, sqlx::Error> {
    let snapshot = "x".repeat(snapshot_bytes.max(1));
    let seconds = match Backend::of(db) {
        Backend::Postgres => {
            let pool = PgPoolOptions::new().max_connections(1).connect(db).await?;
            let s = run(&pool, actions, &snapshot).await;
            pool.close().await;
            s?
        }
        Backend::Sqlite => {
            let url = if db.starts_with("sqlite:") {
                db.to_string()
            } else {
                format!("sqlite://{db}")
            };
            let options = SqliteConnectOptions::from_str(&url)?
                .create_if_missing(true)
                .journal_mode(SqliteJournalMode::Wal)
                .synchronous(SqliteSynchronous::Normal);
            let pool = SqlitePoolOptions::new()
                .max_connections(1)
                .connect_with(options)
                .await?;
            let s = run(&pool, actions, &snapshot).await;
            pool.close().await;
            s?
        }
    };
    Ok(Baseline {
        actions,
        snapshot_bytes: snapshot.len(),
        actions_per_sec: actions as f64 / seconds.max(1e-9),
    })
}

/// The timed loop; seconds taken.
async fn run<DB>(pool: &Pool<DB>, actions: usize, snapshot: &str) -> Result<f64, sqlx::Error>
where
    DB: Database,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    <DB as Database>::Arguments: sqlx::IntoArguments<DB>,
    i64: for<'q> sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    for<'q> &'q str: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
{
    let suffix = format!(
        "{}_{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos())
    );
    let (games, log) = (
        format!("baseline_games_{suffix}"),
        format!("baseline_actions_{suffix}"),
    );
    let mut conn = pool.acquire().await?;
    for ddl in [
        format!("CREATE TABLE {games} (id BIGINT PRIMARY KEY, snapshot TEXT NOT NULL, version BIGINT NOT NULL)"),
        format!("CREATE TABLE {log} (game_id BIGINT NOT NULL, seq BIGINT NOT NULL, actor TEXT NOT NULL,
             action TEXT NOT NULL, at BIGINT NOT NULL, PRIMARY KEY (game_id, seq))"),
        format!("INSERT INTO {games} (id, snapshot, version) VALUES (1, '', 0)"),
    ] {
        conn.execute(AssertSqlSafe(ddl)).await?;
    }
    drop(conn);
    let update =
        format!("UPDATE {games} SET snapshot = $1, version = $2 WHERE id = 1 AND version = $3");
    let append = format!(
        "INSERT INTO {log} (game_id, seq, actor, action, at) VALUES (1, $1, 'seat0', 'play', $2)"
    );
    let start = Instant::now();
    let timed = async {
        for version in 0..actions as i64 {
            let mut tx = pool.begin().await?;
            sqlx::query(AssertSqlSafe(update.as_str()))
                .bind(snapshot)
                .bind(version + 1)
                .bind(version)
                .execute(&mut *tx)
                .await?;
            sqlx::query(AssertSqlSafe(append.as_str()))
                .bind(version + 1)
                .bind(version)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
        }
        Ok::<_, sqlx::Error>(start.elapsed().as_secs_f64())
    }
    .await;
    // The scratch tables go whether the loop finished or not.
    let mut conn = pool.acquire().await?;
    conn.execute(AssertSqlSafe(format!("DROP TABLE {log}")))
        .await?;
    conn.execute(AssertSqlSafe(format!("DROP TABLE {games}")))
        .await?;
    timed
}
