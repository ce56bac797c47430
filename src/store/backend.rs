//! Which database a store runs on, and opening it: SQLite (the embedded
//! default, one file) or PostgreSQL (shared by several bot processes).
//!
//! Both are reached through sqlx's `Any` driver, so every query is written
//! once, in SQL both understand (`$1` parameters, `RETURNING`, `ON
//! CONFLICT`). The schemas differ only in types, so each backend has its own
//! migrations folder. Migrations run once even when several processes start
//! together on a new database: PostgreSQL's migrator holds an advisory lock,
//! and for SQLite a lock file beside the database serialises the opening
//! (two processes racing on a new file otherwise fail with `table games
//! already exists` or `database is locked`).

use std::path::PathBuf;

use sqlx::any::AnyPoolOptions;
use sqlx::migrate::Migrator;
use sqlx::AnyPool;
use sqlx::Executor;

use super::StoreError;

static SQLITE_MIGRATIONS: Migrator = sqlx::migrate!("./migrations/sqlite");
static POSTGRES_MIGRATIONS: Migrator = sqlx::migrate!("./migrations/postgres");

/// The database behind a store.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// `postgres://` and `postgresql://` URLs select PostgreSQL; anything
    /// else is SQLite (a `sqlite:` URL or a plain file path).
    pub fn of(url_or_path: &str) -> Backend {
        if url_or_path.starts_with("postgres://") || url_or_path.starts_with("postgresql://") {
            Backend::Postgres
        } else {
            Backend::Sqlite
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Backend::Sqlite => "SQLite",
            Backend::Postgres => "PostgreSQL",
        }
    }
}

/// An open, migrated pool.
pub(super) async fn open(url_or_path: &str) -> Result<(AnyPool, Backend), StoreError> {
    sqlx::any::install_default_drivers();
    let backend = Backend::of(url_or_path);
    let open_err = |source| StoreError::Open {
        url: url_or_path.to_string(),
        source,
    };
    match backend {
        Backend::Postgres => {
            let pool = AnyPoolOptions::new()
                .max_connections(8)
                .connect(url_or_path)
                .await
                .map_err(open_err)?;
            POSTGRES_MIGRATIONS.run(&pool).await?;
            Ok((pool, backend))
        }
        Backend::Sqlite => {
            let url = sqlite_url(url_or_path);
            let in_memory = url.contains(":memory:");
            // Held while the file is created, switched to WAL and migrated.
            let _opening = match sqlite_file(&url) {
                Some(path) if !in_memory => {
                    Some(lock_file(&path).await.map_err(|e| StoreError::Open {
                        url: url_or_path.to_string(),
                        source: sqlx::Error::Io(e),
                    })?)
                }
                _ => None,
            };
            let pool = AnyPoolOptions::new()
                // An in-memory database lives in one connection.
                .max_connections(if in_memory { 1 } else { 4 })
                // A local file has no connection to lose: the ping before
                // every acquire was a round trip to the connection's thread.
                .test_before_acquire(false)
                .after_connect(move |conn, _| {
                    Box::pin(async move {
                        // busy_timeout first: the journal switch may wait.
                        conn.execute("PRAGMA busy_timeout = 5000").await?;
                        conn.execute("PRAGMA foreign_keys = ON").await?;
                        conn.execute("PRAGMA synchronous = NORMAL").await?;
                        if !in_memory {
                            conn.execute("PRAGMA journal_mode = WAL").await?;
                        }
                        Ok(())
                    })
                })
                .connect(&url)
                .await
                .map_err(open_err)?;
            SQLITE_MIGRATIONS.run(&pool).await?;
            Ok((pool, backend))
        }
    }
}

/// `sqlite://path?mode=rwc` for a plain path; URLs keep their options, and
/// gain `mode=rwc` (create if missing) unless they name a mode.
fn sqlite_url(url_or_path: &str) -> String {
    let url = if url_or_path.starts_with("sqlite:") {
        url_or_path.to_string()
    } else {
        format!("sqlite://{url_or_path}")
    };
    if url.contains(":memory:") || url.contains("mode=") {
        url
    } else if url.contains('?') {
        format!("{url}&mode=rwc")
    } else {
        format!("{url}?mode=rwc")
    }
}

/// The database file a SQLite URL names, if any.
fn sqlite_file(url: &str) -> Option<PathBuf> {
    let rest = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))?;
    let path = rest.split('?').next()?;
    (!path.is_empty()).then(|| PathBuf::from(path))
}

/// An exclusive lock on `<db>.lock`, released when dropped; waits (off the
/// async threads) while another process holds it.
async fn lock_file(db: &std::path::Path) -> std::io::Result<std::fs::File> {
    let mut name = db.as_os_str().to_owned();
    name.push(".lock");
    let path = PathBuf::from(name);
    tokio::task::spawn_blocking(move || {
        let file = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)?;
        file.lock()?;
        Ok(file)
    })
    .await
    .map_err(std::io::Error::other)?
}
