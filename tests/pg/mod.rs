//! A throwaway PostgreSQL server for the tests that run on both backends.
//!
//! The first test that asks starts one cluster for the whole test binary:
//! `initdb` and `pg_ctl` from the Debian packages (`.ci/run` installs them)
//! in a temporary folder, listening on a free loopback port, run as the
//! `postgres` user when the tests run as root (PostgreSQL refuses root).
//! Every test gets a database of its own. A watchdog stops the server when
//! the test binary exits. Without PostgreSQL the tests on it say once why
//! they were skipped, and pass. A test that stops and restarts the server
//! under running games gets a server of its own ([`own_server`]).

#![allow(dead_code)]

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

/// The running server: its URL without a database name.
struct Server {
    base_url: String,
    cluster: Cluster,
}

/// A cluster's folder and how to start and stop it.
struct Cluster {
    pg_ctl: PathBuf,
    data: PathBuf,
    options: String,
    as_root: bool,
    _dir: tempfile::TempDir,
}

impl Cluster {
    fn pg_ctl(&self, args: &[&str]) -> Result<(), String> {
        let mut command = if self.as_root {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(&self.pg_ctl);
            c
        } else {
            Command::new(&self.pg_ctl)
        };
        command.args(["-w", "-D"]).arg(&self.data).args(args);
        run(&mut command)
    }

    fn start(&self) -> Result<(), String> {
        let log = self.data.parent().expect("data has a parent").join("log");
        self.pg_ctl(&[
            "-o",
            &self.options,
            "-l",
            &log.display().to_string(),
            "start",
        ])
    }
}

/// A PostgreSQL server of one test's own, to stop and start under it;
/// stopped when dropped.
pub struct OwnServer {
    server: Server,
}

/// A server of the calling test's own, or `None` (after saying why) when
/// PostgreSQL is not installed here.
pub fn own_server() -> Option<OwnServer> {
    match start() {
        Ok(server) => Some(OwnServer { server }),
        Err(why) => {
            eprintln!("PostgreSQL tests skipped: {why}");
            None
        }
    }
}

impl OwnServer {
    /// A fresh, empty database on this server.
    pub fn database(&self) -> String {
        create_database(&self.server)
    }

    /// Stop the server, cutting every connection (`pg_ctl stop -m fast`).
    pub fn stop(&self) {
        self.server.cluster.pg_ctl(&["-m", "fast", "stop"]).unwrap();
    }

    /// Start it again after [`OwnServer::stop`], on the same port.
    pub fn start(&self) {
        self.server.cluster.start().unwrap();
    }
}

impl Drop for OwnServer {
    fn drop(&mut self) {
        let _ = self.server.cluster.pg_ctl(&["-m", "immediate", "stop"]);
    }
}

static SERVER: OnceLock<Result<Server, String>> = OnceLock::new();
static NEXT_DB: AtomicUsize = AtomicUsize::new(0);

/// A fresh, empty database on the test server (`postgres://…`), or `None`
/// (after saying once why) when PostgreSQL is not installed here.
pub fn database() -> Option<String> {
    let server = SERVER.get_or_init(|| {
        let started = start();
        if let Err(why) = &started {
            eprintln!("PostgreSQL tests skipped: {why}");
        }
        started
    });
    Some(create_database(server.as_ref().ok()?))
}

/// A new database on `server`: its URL.
fn create_database(server: &Server) -> String {
    let name = format!(
        "t{}_{}",
        std::process::id(),
        NEXT_DB.fetch_add(1, Ordering::Relaxed)
    );
    let admin = format!("{}/postgres", server.base_url);
    let created = Command::new(bin("psql").expect("psql beside initdb"))
        .args([&admin, "-q", "-c", &format!("CREATE DATABASE {name}")])
        .output()
        .expect("psql runs");
    assert!(
        created.status.success(),
        "cannot create a test database: {}",
        String::from_utf8_lossy(&created.stderr)
    );
    format!("{}/{name}", server.base_url)
}

/// A PostgreSQL program: from `pg_config --bindir`, or the newest
/// `/usr/lib/postgresql/*/bin`.
fn bin(name: &str) -> Option<PathBuf> {
    static DIR: OnceLock<Option<PathBuf>> = OnceLock::new();
    let dir = DIR.get_or_init(|| {
        let mut dirs: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
            .ok()?
            .filter_map(|e| Some(e.ok()?.path().join("bin")))
            .filter(|d| d.join("initdb").exists())
            .collect();
        dirs.sort();
        dirs.pop()
    });
    let path = dir.as_ref()?.join(name);
    path.exists().then_some(path)
}

fn start() -> Result<Server, String> {
    let initdb = bin("initdb").ok_or("initdb not found (apt-get install postgresql)")?;
    let pg_ctl = bin("pg_ctl").ok_or("pg_ctl not found")?;
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let data = dir.path().join("data");
    let as_root = is_root();
    if as_root {
        // The server runs as `postgres`, which must own its folder.
        run(Command::new("chown")
            .args(["-R", "postgres:postgres"])
            .arg(dir.path()))?;
    }
    let port = free_port()?;
    let as_user = |program: &Path| {
        if as_root {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(program);
            c
        } else {
            Command::new(program)
        }
    };
    run(as_user(&initdb)
        .args([
            "-U",
            "postgres",
            "--auth=trust",
            "-E",
            "UTF8",
            "--no-sync",
            "-D",
        ])
        .arg(&data))?;
    let options = format!(
        "-p {port} -k {} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=400",
        dir.path().display()
    );
    let cluster = Cluster {
        pg_ctl: pg_ctl.clone(),
        data: data.clone(),
        options,
        as_root,
        _dir: dir,
    };
    cluster.start()?;
    watchdog(&pg_ctl, &data, as_root);
    Ok(Server {
        base_url: format!("postgres://postgres@127.0.0.1:{port}"),
        cluster,
    })
}

/// Stop the server once this process is gone (a static is never dropped).
fn watchdog(pg_ctl: &Path, data: &Path, as_root: bool) {
    let stop = format!(
        "{} -D {} -m immediate stop",
        pg_ctl.display(),
        data.display()
    );
    let stop = if as_root {
        format!("runuser -u postgres -- {stop}")
    } else {
        stop
    };
    let script = format!(
        "while kill -0 {} 2>/dev/null; do sleep 1; done; {stop} >/dev/null 2>&1; rm -rf {}",
        std::process::id(),
        data.parent().expect("data has a parent").display()
    );
    let _ = Command::new("sh")
        .args(["-c", &script])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn();
}

fn run(command: &mut Command) -> Result<(), String> {
    let out = command.output().map_err(|e| format!("{command:?}: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{command:?} failed: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

fn free_port() -> Result<u16, String> {
    let listener = TcpListener::bind("127.0.0.1:0").map_err(|e| e.to_string())?;
    Ok(listener.local_addr().map_err(|e| e.to_string())?.port())
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}
