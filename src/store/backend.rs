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
//! already exists` or `database is locked`). The lock file lives only while
//! a process opens the database: the one holding it removes it when done,
//! so none is left beside the database. A process that waited on a file
//! removed meanwhile sees so once it holds the lock, and takes the lock
//! again on the path's new file (on Unix; elsewhere the file stays).
//!
//! Opening to resume ([`open`] with `create` false) refuses a SQLite file
//! that does not exist rather than creating an empty one.

use std::path::{Path, PathBuf};

use sqlx::any::AnyPoolOptions;
use sqlx::migrate::Migrator;
use sqlx::AnyPool;
use sqlx::Executor;
use sqlx::{AnyConnection, Connection};

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

/// An open, migrated pool. A file that is not a database (or is damaged)
/// is refused at once, naming it: the pool alone would retry the failing
/// connection until its timeout. With `create` false, a SQLite database
/// that does not exist (or lives in memory) is [`StoreError::Missing`], and
/// no file is made.
pub(super) async fn open(
    url_or_path: &str,
    create: bool,
) -> Result<(AnyPool, Backend), StoreError> {
    sqlx::any::install_default_drivers();
    let backend = Backend::of(url_or_path);
    let open_err = |source| StoreError::Open {
        url: url_or_path.to_string(),
        source,
    };
    let migrate_err = |source| StoreError::Migrate {
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
            POSTGRES_MIGRATIONS.run(&pool).await.map_err(migrate_err)?;
            Ok((pool, backend))
        }
        Backend::Sqlite => {
            let url = sqlite_url(url_or_path, create);
            let in_memory = url.contains(":memory:");
            let file = if url_or_path.starts_with("sqlite:") {
                sqlite_file(&url)
            } else {
                Some(PathBuf::from(url_or_path))
            };
            let file = file.filter(|_| !in_memory);
            if !create && !file.as_ref().is_some_and(|path| path.is_file()) {
                return Err(StoreError::Missing(url_or_path.to_string()));
            }
            if let Some(path) = &file {
                refuse_special_file(path).map_err(open_err)?;
            }
            // Held while the file is created, switched to WAL and migrated.
            let _opening = match &file {
                Some(path) => OpeningLock::take(path)
                    .await
                    .map_err(|e| open_err(e.into()))?,
                None => None,
            };
            if !in_memory {
                // One connection first, set up as the pool's will be: a
                // file that is not a database fails here, once.
                let mut first = AnyConnection::connect(&url).await.map_err(open_err)?;
                let prepared = prepare_sqlite(&mut first, in_memory).await;
                let _ = first.close().await;
                prepared.map_err(open_err)?;
            }
            let pool = AnyPoolOptions::new()
                // An in-memory database lives in one connection.
                .max_connections(if in_memory { 1 } else { 4 })
                // A local file has no connection to lose: the ping before
                // every acquire was a round trip to the connection's thread.
                .test_before_acquire(false)
                .after_connect(move |conn, _| Box::pin(prepare_sqlite(conn, in_memory)))
                .connect(&url)
                .await
                .map_err(open_err)?;
            SQLITE_MIGRATIONS.run(&pool).await.map_err(migrate_err)?;
            Ok((pool, backend))
        }
    }
}

/// Settings of every SQLite connection. Reading the journal mode reads the
/// file's header, so a file that is not a database fails here.
async fn prepare_sqlite(conn: &mut AnyConnection, in_memory: bool) -> Result<(), sqlx::Error> {
    // busy_timeout first: the journal switch may wait.
    conn.execute("PRAGMA busy_timeout = 5000").await?;
    conn.execute("PRAGMA foreign_keys = ON").await?;
    conn.execute("PRAGMA synchronous = NORMAL").await?;
    if !in_memory {
        conn.execute("PRAGMA journal_mode = WAL").await?;
        // The schema is read in full: a damaged first page fails here.
        conn.execute("SELECT count(*) FROM sqlite_master").await?;
    }
    Ok(())
}

/// A path that exists but is not a regular file (a device such as
/// `/dev/null`, a folder, a pipe) cannot hold a database.
fn refuse_special_file(path: &Path) -> Result<(), sqlx::Error> {
    match std::fs::metadata(path) {
        Ok(meta) if !meta.is_file() => Err(sqlx::Error::Io(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            "it is not a regular file",
        ))),
        _ => Ok(()),
    }
}

/// `sqlite:path?mode=rwc` for a plain path (percent-encoded); URLs keep their options, and
/// gain `mode=rwc` (create if missing), or `mode=rw` without `create`,
/// unless they name a mode.
fn sqlite_url(url_or_path: &str, create: bool) -> String {
    let url = if url_or_path == ":memory:" {
        "sqlite::memory:".to_string()
    } else if url_or_path.starts_with("sqlite:") {
        url_or_path.to_string()
    } else {
        // A path is not a host: `sqlite:` and the path, percent-encoded
        // where a URL would read a character otherwise (a space, `?`, `#`).
        format!("sqlite:{}", encode_path(url_or_path))
    };
    let mode = if create { "mode=rwc" } else { "mode=rw" };
    if url.contains(":memory:") || url.contains("mode=") {
        url
    } else if url.contains('?') {
        format!("{url}&{mode}")
    } else {
        format!("{url}?{mode}")
    }
}

/// `path` with the characters a URL reads as syntax percent-encoded
/// (sqlx decodes the file name of a SQLite URL).
fn encode_path(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for c in path.chars() {
        if c.is_control() || matches!(c, ' ' | '"' | '#' | '%' | '<' | '>' | '?' | '`' | '{' | '}')
        {
            let mut buf = [0; 4];
            for b in c.encode_utf8(&mut buf).bytes() {
                out.push_str(&format!("%{b:02X}"));
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// The database file a SQLite URL names, if any.
fn sqlite_file(url: &str) -> Option<PathBuf> {
    let rest = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))?;
    let path = rest.split('?').next()?;
    (!path.is_empty()).then(|| PathBuf::from(path))
}

/// An exclusive lock on `<db>.lock` while a database is opened; the file
/// is removed (still locked) when this is dropped, then the lock released.
struct OpeningLock {
    path: PathBuf,
    _file: std::fs::File,
}

impl OpeningLock {
    /// Waits (off the async threads) while another process holds the lock.
    /// A lock file this user may not write (left by another user) is locked
    /// read-only, which works as well; one this user may not open at all is
    /// skipped (`None`), with a warning: it must not keep a database the
    /// user can write from opening.
    async fn take(db: &Path) -> std::io::Result<Option<OpeningLock>> {
        let mut name = db.as_os_str().to_owned();
        name.push(".lock");
        let path = PathBuf::from(name);
        tokio::task::spawn_blocking(move || loop {
            let opened = std::fs::OpenOptions::new()
                .create(true)
                .truncate(false)
                .write(true)
                .open(&path)
                .or_else(|e| match e.kind() {
                    std::io::ErrorKind::PermissionDenied => std::fs::File::open(&path),
                    _ => Err(e),
                });
            let file = match opened {
                Ok(file) => file,
                Err(e) if e.kind() == std::io::ErrorKind::PermissionDenied => {
                    tracing::warn!(lock = %path.display(), error = %e, "cannot open the lock file (another user's?): opening the database without it");
                    return Ok(None);
                }
                Err(e) => return Err(e),
            };
            file.lock()?;
            // The holder before us removed the file it locked: this lock
            // guards nothing another process would see. Lock the path anew.
            if is_at(&file, &path)? {
                return Ok(Some(OpeningLock { path, _file: file }));
            }
        })
        .await
        .map_err(std::io::Error::other)?
    }
}

impl Drop for OpeningLock {
    fn drop(&mut self) {
        // Removed while still locked (the file closes after this), so a
        // process waiting on it finds it gone and locks the path anew.
        if cfg!(unix) {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

/// Whether `path` still names the open `file` (the same inode).
#[cfg(unix)]
fn is_at(file: &std::fs::File, path: &Path) -> std::io::Result<bool> {
    use std::os::unix::fs::MetadataExt;
    let held = file.metadata()?;
    match std::fs::metadata(path) {
        Ok(now) => Ok(now.dev() == held.dev() && now.ino() == held.ino()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(e),
    }
}

/// Elsewhere the lock file is never removed, so it is always the one.
#[cfg(not(unix))]
fn is_at(_file: &std::fs::File, _path: &Path) -> std::io::Result<bool> {
    Ok(true)
}
