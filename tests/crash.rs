//! Crash safety: a game whose process is killed with SIGKILL at any point,
//! then resumed, ends exactly as the same seed ends without the kill, on
//! SQLite and on PostgreSQL (when installed, see `tests/pg`).

use crate::pg;
use crate::support::terminal;

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::Stdio;

fn wolfden(args: &[&str], dir: &Path) -> std::process::Output {
    terminal::command(args, dir)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// `(winners, scores, actions)` of the finished game #1, read from the
/// database `db` (a file in `dir`, or a PostgreSQL URL).
fn final_result(dir: &Path, db: &str) -> (Vec<i64>, Vec<i64>, i64) {
    let url = if db.starts_with("postgres") {
        db.to_string()
    } else {
        format!("sqlite://{}", dir.join(db).display())
    };
    sqlx::any::install_default_drivers();
    tokio::runtime::Runtime::new().unwrap().block_on(async {
        let pool = sqlx::AnyPool::connect(&url).await.unwrap();
        let (status, version): (String, i64) =
            sqlx::query_as("SELECT status, version FROM games WHERE id = 1")
                .fetch_one(&pool)
                .await
                .unwrap();
        assert_eq!(status, "finished");
        let rows: Vec<(i64, i64, i64)> =
            sqlx::query_as("SELECT seat, won, score FROM results WHERE game_id = 1 ORDER BY seat")
                .fetch_all(&pool)
                .await
                .unwrap();
        let winners = rows.iter().filter(|r| r.1 == 1).map(|r| r.0).collect();
        let scores = rows.iter().map(|r| r.2).collect();
        pool.close().await;
        (winners, scores, version)
    })
}

#[test]
fn a_game_killed_at_any_point_and_resumed_ends_as_the_same_seed_would() {
    killed_and_resumed(|name| format!("{name}.db"));
}

#[test]
fn on_postgresql_a_game_killed_at_any_point_and_resumed_ends_as_the_same_seed_would() {
    if pg::database().is_some() {
        killed_and_resumed(|_| pg::database().expect("PostgreSQL is installed"));
    }
}

/// Kill a terminal game at several points, each on a fresh database that
/// `new_db(name)` names, and resume it.
fn killed_and_resumed(new_db: impl Fn(&str) -> String) {
    let dir = tempfile::tempdir().unwrap();
    let seed = "2024";
    let play = ["play", "project-planning", "--humans", "0", "--seed", seed];
    let reference_db = new_db("ref");
    let reference = wolfden(&[&play[..], &["--db", &reference_db]].concat(), dir.path());
    assert!(reference.status.success());
    let expected = final_result(dir.path(), &reference_db);

    let mut killed_mid_game = 0;
    // Kill after a different number of printed events each time, so the kill
    // lands at different points of the game (between or during commits).
    for (round, lines_before_kill) in [1usize, 3, 7, 15, 31, 63].into_iter().enumerate() {
        let db = new_db(&format!("crash{round}"));
        let mut child = terminal::command(&play, dir.path())
            .args(["--db", &db, "--delay-ms", "1"])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let mut seen = 0;
        while seen < lines_before_kill && lines.next().is_some() {
            seen += 1;
        }
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        let resumed = wolfden(&["play", "--resume-last", "--db", &db], dir.path());
        if resumed.status.success() {
            killed_mid_game += 1;
        } else {
            // Only acceptable when the game had ended before the kill.
            let err = String::from_utf8_lossy(&resumed.stderr);
            assert!(err.contains("no unfinished game"), "{err}");
        }
        assert_eq!(
            final_result(dir.path(), &db),
            expected,
            "after a kill at line {lines_before_kill}"
        );
    }
    assert!(
        killed_mid_game >= 3,
        "most kills must land mid-game, got {killed_mid_game}"
    );
}
