//! What can go wrong in the store, said so a person can act on it: the
//! file or game it concerns, and whether it is worth trying again.
//!
//! [`StoreError`] is the store's one error. Raw driver errors are sorted
//! here too: [`is_transient`] says which ones a retry may cure (a dropped
//! or refused connection, a server restarting, a pool timing out), and
//! [`describe`] turns SQLite's codes for a damaged or foreign file and
//! either backend's "disk full" into plain words.

use std::borrow::Cow;
use std::time::Duration;

use super::GameId;

/// Everything that can go wrong in the store.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("cannot open the database `{url}`: {}", describe(source))]
    Open { url: String, source: sqlx::Error },
    #[error(
        "cannot bring the database `{url}` up to date: {}",
        describe_migration(source)
    )]
    Migrate {
        url: String,
        source: sqlx::migrate::MigrateError,
    },
    #[error("database error: {}", describe(.0))]
    Sql(#[from] sqlx::Error),
    /// A query failed on a known database: said with its name.
    #[error("database `{url}`: {}", describe(source))]
    At { url: String, source: sqlx::Error },
    #[error("stored data is corrupt: {0}")]
    Corrupt(String),
    /// The database kept failing with transient errors for `waited`.
    #[error("the database `{url}` did not answer for {:.1} s ({}); gave up, try again once it is back", waited.as_secs_f64(), describe(source))]
    Unavailable {
        url: String,
        waited: Duration,
        source: sqlx::Error,
    },
    /// Someone else applied an action first; reload and retry.
    #[error("the game moved on (version {expected} is no longer current)")]
    VersionConflict { expected: u64 },
    #[error("this channel already has a game in progress")]
    ChannelBusy,
    #[error("the database is closed")]
    Closed,
    /// Opened to resume, but no such SQLite database exists.
    #[error("there is no database at `{0}`")]
    Missing(String),
}

impl StoreError {
    /// A corrupt-data error about one game.
    pub(super) fn corrupt_game(id: GameId, what: impl std::fmt::Display) -> StoreError {
        StoreError::Corrupt(format!("game #{id} {what}"))
    }

    /// A transient error worth trying again ([`is_transient`]).
    pub fn is_transient(&self) -> bool {
        match self {
            StoreError::Sql(e) | StoreError::At { source: e, .. } => is_transient(e),
            _ => false,
        }
    }

    /// The raw driver error inside, or this error as it is.
    pub(super) fn into_sql(self) -> Result<sqlx::Error, StoreError> {
        match self {
            StoreError::Sql(e) | StoreError::At { source: e, .. } => Ok(e),
            other => Err(other),
        }
    }

    /// This error with the database named, when it is a raw driver error.
    pub(super) fn at(self, url: &str) -> StoreError {
        match self {
            StoreError::Sql(source) => StoreError::At {
                url: url.to_string(),
                source,
            },
            other => other,
        }
    }
}

/// A primary SQLite result code, or a PostgreSQL SQLSTATE, of a database error.
fn code(e: &sqlx::Error) -> Option<Cow<'_, str>> {
    match e {
        sqlx::Error::Database(db) => db.code(),
        _ => None,
    }
}

/// SQLite's primary result code (extended codes carry it in the low
/// byte); SQLite's codes are at most four digits, SQLSTATEs five characters.
fn sqlite_code(e: &sqlx::Error) -> Option<i64> {
    let code = code(e)?;
    if code.len() >= 5 {
        return None;
    }
    code.parse::<i64>().ok().map(|c| c & 0xff)
}

const SQLITE_CORRUPT: i64 = 11;
const SQLITE_FULL: i64 = 13;
const SQLITE_NOTADB: i64 = 26;
const PG_DISK_FULL: &str = "53100";

/// Whether a retry may cure `e`: the connection was lost or refused, the
/// server is shutting down or starting up, or no connection came in time.
/// Errors about the data or the query itself are not transient.
pub fn is_transient(e: &sqlx::Error) -> bool {
    match e {
        sqlx::Error::Io(_) | sqlx::Error::PoolTimedOut | sqlx::Error::WorkerCrashed => true,
        // A connection that ended mid-message ("unexpected end of file").
        sqlx::Error::Protocol(_) | sqlx::Error::Tls(_) => true,
        sqlx::Error::Database(_) => match code(e).as_deref() {
            // PostgreSQL (a five-character SQLSTATE): connection exceptions
            // (class 08), admin or crash shutdown, cannot connect now, too
            // many connections, serialization failure, deadlock.
            Some(c) if c.len() == 5 => {
                c.starts_with("08")
                    || matches!(c, "57P01" | "57P02" | "57P03" | "53300" | "40001" | "40P01")
            }
            // SQLite: busy or locked beyond the busy timeout.
            _ => matches!(sqlite_code(e), Some(5 | 6)),
        },
        _ => false,
    }
}

/// A driver error in plain words where it has a usual cause.
pub(super) fn describe(e: &sqlx::Error) -> String {
    let said = match sqlite_code(e) {
        Some(SQLITE_NOTADB) => Some("it is not a SQLite database (or it is encrypted)"),
        Some(SQLITE_CORRUPT) => Some("the database file is damaged"),
        Some(SQLITE_FULL) => Some("the disk is full: free some space and try again"),
        _ if code(e).as_deref() == Some(PG_DISK_FULL) => {
            Some("the server's disk is full: free some space and try again")
        }
        _ => None,
    };
    match said {
        Some(words) => format!("{words} ({e})"),
        None => e.to_string(),
    }
}

fn describe_migration(e: &sqlx::migrate::MigrateError) -> String {
    match e {
        sqlx::migrate::MigrateError::Execute(inner)
        | sqlx::migrate::MigrateError::ExecuteMigration(inner, _) => describe(inner),
        other => other.to_string(),
    }
}
