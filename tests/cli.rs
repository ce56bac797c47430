//! The `wolfden` binary as a user meets it: terminal play, resume, the
//! simulator, and one-line errors with exit code 2 for misuse.

// Only the terminal part of the Discord tests' harness.
#[allow(dead_code)]
use crate::support::terminal;

use std::process::{Command, Output, Stdio};

use wolfden::games::GameKind;

fn wolfden(args: &[&str], dir: &std::path::Path) -> Output {
    terminal::command(args, dir)
        .stdin(Stdio::null())
        .output()
        .expect("run wolfden")
}

fn with_input(args: &[&str], dir: &std::path::Path, input: &str) -> Output {
    with_bytes(args, dir, input.as_bytes())
}

fn with_bytes(args: &[&str], dir: &std::path::Path, input: &[u8]) -> Output {
    terminal::play_bytes(args, dir, input)
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Misuse: exit code 2 and one line on stderr that contains `expected`.
fn assert_refused_in_one_line(args: &[&str], out: &Output, expected: &str) {
    let err = stderr(out);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert_eq!(err.lines().count(), 1, "{args:?} prints one line: {err}");
    assert!(
        err.contains(expected),
        "{args:?}: `{err}` lacks `{expected}`"
    );
}

/// The names of the files in `dir`.
fn files_in(dir: &std::path::Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect()
}

fn json_line(o: &Output) -> serde_json::Value {
    let out = stdout(o);
    let line = out.lines().last().unwrap_or_default();
    serde_json::from_str(line).unwrap_or_else(|e| panic!("not JSON ({e}): {out}"))
}

/// `wolfden play project-planning` with bots only, seed 42, stored in `db`,
/// printing only the JSON line.
fn bots_only_seed_42(db: &str) -> [&str; 9] {
    [
        "play",
        "project-planning",
        "--humans",
        "0",
        "--seed",
        "42",
        "--json",
        "--db",
        db,
    ]
}

/// `wolfden play project-planning` with one human at two seats, seed 7,
/// stored in `db`, ending in the JSON line.
fn one_human_of_two_seats(db: &str) -> [&str; 13] {
    [
        "play",
        "project-planning",
        "--humans",
        "1",
        "--name",
        "Ann",
        "--seats",
        "2",
        "--seed",
        "7",
        "--db",
        db,
        "--json",
    ]
}

/// Number of games stored in a database.
fn game_count(dir: &std::path::Path, db: &str) -> i64 {
    let url = format!("sqlite://{}", dir.join(db).display());
    tokio::runtime::Runtime::new().unwrap().block_on(async {
        let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
        sqlx::query_scalar("SELECT COUNT(*) FROM games")
            .fetch_one(&pool)
            .await
            .unwrap()
    })
}

#[test]
fn a_bot_only_game_plays_to_the_end_and_prints_one_json_line() {
    let dir = tempfile::tempdir().unwrap();
    let out = wolfden(&bots_only_seed_42("a.db"), dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out).lines().count(),
        1,
        "only the JSON line: {}",
        stdout(&out)
    );
    let v = json_line(&out);
    assert_eq!(v["game"], "project-planning");
    assert_eq!(v["seed"], 42);
    assert_eq!(v["game_id"], 1);
    assert_eq!(v["scores"].as_array().unwrap().len(), 4);
    assert!(!v["winners"].as_array().unwrap().is_empty());
    assert!(v["actions"].as_u64().unwrap() > 0);

    // Same seed, same game.
    let again = wolfden(&bots_only_seed_42("b.db"), dir.path());
    let w = json_line(&again);
    assert_eq!(
        (&v["winners"], &v["scores"], &v["actions"]),
        (&w["winners"], &w["scores"], &w["actions"])
    );
}

#[test]
fn a_human_gets_a_clear_message_for_a_bad_line_and_a_new_prompt() {
    let dir = tempfile::tempdir().unwrap();
    let mut input = String::from("banana\n0\n99\n");
    input.push_str(&"1\n".repeat(2000));
    let out = with_input(&one_human_of_two_seats("h.db"), dir.path(), &input);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert_eq!(
        text.matches("Please type a number from 1 to").count(),
        3,
        "{text}"
    );
    assert!(text.contains("your choice [1-"), "{text}");
    assert!(text.contains("Game over"), "{text}");
    // The whole story: every seat's hidden facts after the game.
    let story = text.split("The whole story:").nth(1).expect("the reveal");
    assert!(
        story.contains("1. Ann:") && story.contains("2. "),
        "{story}"
    );
    assert_eq!(json_line(&out)["game"], "project-planning");
}

#[test]
fn ratings_rebuild_recomputes_from_the_results_and_says_what_it_did() {
    let dir = tempfile::tempdir().unwrap();
    let out = wolfden(&bots_only_seed_42("r.db"), dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let out = wolfden(&["ratings", "rebuild", "--db", "r.db"], dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    // A bots-only game is a finished game, but nobody in it is rated.
    assert_eq!(
        stdout(&out).trim(),
        "Rebuilt the ratings from 1 finished games: 0 rated, 0 player ratings."
    );
    let out = wolfden(
        &["ratings", "rebuild", "--db", "/nonexistent/dir/x.db"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
}

#[test]
fn a_line_that_is_not_utf8_is_refused_and_asked_again() {
    let dir = tempfile::tempdir().unwrap();
    let mut input = b"\xff\xfe1\n".to_vec();
    input.extend_from_slice("1\n".repeat(2000).as_bytes());
    let out = with_bytes(&one_human_of_two_seats("u.db"), dir.path(), &input);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert_eq!(
        text.matches("Please type a number from 1 to").count(),
        1,
        "{text}"
    );
    assert!(text.contains("Game over"), "{text}");
}

#[test]
fn the_terminal_speaks_the_language_of_lang_or_of_the_environment() {
    let dir = tempfile::tempdir().unwrap();
    let game = [
        "play", "werewolf", "--humans", "1", "--name", "Ann", "--seed", "3",
    ];
    // `--lang` names it.
    let mut args = game.to_vec();
    args.extend(["--db", "a.db", "--lang", "de"]);
    let out = with_input(&args, dir.path(), "q\n");
    assert!(out.status.success(), "{}", stderr(&out));
    let said = stdout(&out);
    assert!(said.contains("Gespeichert."), "{said}");
    assert!(!said.contains("Saved."), "{said}");
    // Without it, the environment does (LC_ALL first, as POSIX reads it).
    let mut args = game.to_vec();
    args.extend(["--db", "b.db"]);
    let out = terminal::typed(
        terminal::command(&args, dir.path()).env("LC_ALL", "fr_FR.UTF-8"),
        b"q\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("Sauvegard"), "{}", stdout(&out));
    // A language wolfden does not speak is refused, naming those it does.
    let mut args = game.to_vec();
    args.extend(["--db", "c.db", "--lang", "xx"]);
    let out = wolfden(&args, dir.path());
    assert_refused_in_one_line(
        &args,
        &out,
        "unknown language \"xx\": wolfden speaks en-US, pt-BR, es-ES, de, fr",
    );
}

#[test]
fn quitting_saves_the_game_and_resume_last_finishes_it() {
    let dir = tempfile::tempdir().unwrap();
    let out = with_input(
        &[
            "play",
            "project-planning",
            "--humans",
            "1",
            "--seed",
            "3",
            "--db",
            "r.db",
        ],
        dir.path(),
        "q\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("Saved. Continue with `wolfden play --resume 1 --db r.db`"),
        "{}",
        stdout(&out)
    );
    let resumed = with_input(
        &["play", "--resume-last", "--db", "r.db", "--json"],
        dir.path(),
        &"1\n".repeat(2000),
    );
    assert!(resumed.status.success(), "{}", stderr(&resumed));
    assert_eq!(json_line(&resumed)["game_id"], 1);
    // Now nothing is left to resume, and the finished game refuses a resume.
    let none = wolfden(&["play", "--resume-last", "--db", "r.db"], dir.path());
    assert_eq!(none.status.code(), Some(2));
    assert!(
        stderr(&none).contains("no unfinished game to resume"),
        "{}",
        stderr(&none)
    );
    let finished = wolfden(&["play", "--resume", "1", "--db", "r.db"], dir.path());
    assert_eq!(finished.status.code(), Some(2));
    assert_eq!(
        stderr(&finished).trim(),
        "error: game #1 is already finished"
    );
}

#[test]
fn misuse_gets_one_clear_line_exit_code_2_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let first = wolfden(
        &[
            "play",
            "project-planning",
            "--humans",
            "0",
            "--db",
            "m.db",
            "--json",
        ],
        dir.path(),
    );
    assert!(first.status.success());
    let cases: &[(&[&str], &str)] = &[
        (&["play", "chess", "--db", "m.db"], "unknown game `chess`; the games are: wolves, werewolf, project-planning, wolfpack, arctic-escape"),
        (&["play", "project-planning", "--seats", "1", "--db", "m.db"], "needs 2 to 16 seats, not 1"),
        (&["play", "project-planning", "--seats", "17", "--db", "m.db"], "needs 2 to 16 seats, not 17"),
        (&["play", "project-planning", "--humans", "5", "--db", "m.db"], "--humans 5 is more than the 4 seats"),
        (&["play", "project-planning", "--option", "colour=red", "--db", "m.db"], "unknown option `colour`"),
        (&["play", "project-planning", "--option", "novalue", "--db", "m.db"], "must look like KEY=VALUE"),
        (&["play", "--resume", "77", "--db", "m.db"], "no game #77"),
        (&["play", "--resume", "1", "--db", "m.db"], "game #1 is already finished"),
        (&["play", "project-planning", "--db", "/nonexistent-dir/x.db"], "cannot open the database `/nonexistent-dir/x.db`"),
        (&["simulate", "chess"], "unknown game `chess`"),
        (&["simulate", "project-planning", "--seats", "40"], "needs 2 to 16 seats, not 40"),
        (&["run"], "no DISCORD_TOKEN set"),
    ];
    for (args, expected) in cases {
        let out = wolfden(args, dir.path());
        assert_refused_in_one_line(args, &out, expected);
    }
    assert_eq!(
        game_count(dir.path(), "m.db"),
        1,
        "no bad command stored a game"
    );
    // clap's own misuse errors use exit code 2 as well.
    assert_eq!(
        wolfden(&["play", "--bogus-flag"], dir.path()).status.code(),
        Some(2)
    );
}

#[test]
fn an_unavailable_option_value_lists_the_valid_ones() {
    let dir = tempfile::tempdir().unwrap();
    let out = wolfden(
        &["simulate", "project-planning", "--option", "nope=1"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("valid options:"), "{}", stderr(&out));
}

#[test]
fn simulate_reports_speed_and_outcomes_as_json_in_memory_and_through_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    for extra in [&[][..], &["--db", "sim.db"][..]] {
        let mut args = vec![
            "simulate",
            "project-planning",
            "--games",
            "50",
            "--seats",
            "4",
            "--json",
        ];
        args.extend_from_slice(extra);
        let out = wolfden(&args, dir.path());
        assert!(out.status.success(), "{}", stderr(&out));
        let v = json_line(&out);
        for key in [
            "games",
            "actions",
            "errors",
            "seconds",
            "games_per_sec",
            "actions_per_sec",
            "outcomes",
        ] {
            assert!(v.get(key).is_some(), "{key} missing in {v}");
        }
        assert_eq!(v["games"], 50);
        assert_eq!(v["errors"], 0);
        let wins: u64 = v["outcomes"]["wins_by_seat"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w.as_u64().unwrap())
            .sum();
        assert!(wins >= 50, "every game has a winner: {v}");
    }
}

#[test]
fn plain_wolfden_without_a_token_says_so_in_one_line_and_starts_a_terminal_game() {
    let dir = tempfile::tempdir().unwrap();
    let out = with_input(&[], dir.path(), "q\n");
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("no DISCORD_TOKEN set") && err.contains("terminal game"),
        "{err}"
    );
    assert!(
        stdout(&out).contains("Arctic Wolf Project Planning"),
        "{}",
        stdout(&out)
    );
    assert!(
        dir.path().join("wolfden.db").exists(),
        "the default database is wolfden.db"
    );
}

#[test]
fn werewolf_plays_at_the_terminal_with_one_human_who_can_let_the_timers_run() {
    let dir = tempfile::tempdir().unwrap();
    // Before each choice the human first lets the step's timer run out
    // ("w": the day's quiet talk ends, nominations open), then takes the
    // first choice; a "w" with no timer running is refused like a bad line.
    let input = "w\n1\n".repeat(3000);
    let out = with_input(
        &[
            "play", "werewolf", "--seats", "8", "--humans", "1", "--seed", "3", "--db", "w.db",
        ],
        dir.path(),
        &input,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("w = let the timer run out"), "{text}");
    assert!(text.contains("Nominations are open."), "{text}");
    assert!(text.contains("Game over"), "{text}");
}

/// Every command closes its database before it exits, so SQLite folds the
/// write-ahead log into the file: a finished game is in `t.db` itself, not
/// only in `t.db-wal` (a clean exit). Nor is the lock file that
/// serialises the opening left beside it.
#[test]
fn play_and_simulate_leave_no_write_ahead_log_or_lock_file_behind() {
    let dir = tempfile::tempdir().unwrap();
    let played = wolfden(
        &[
            "play", "wolfpack", "--humans", "0", "--db", "t.db", "--json",
        ],
        dir.path(),
    );
    assert!(played.status.success(), "{}", stderr(&played));
    let simulated = wolfden(
        &[
            "simulate", "wolfpack", "--games", "3", "--db", "s.db", "--json",
        ],
        dir.path(),
    );
    assert!(simulated.status.success(), "{}", stderr(&simulated));
    for db in ["t.db", "s.db"] {
        let wal = dir.path().join(format!("{db}-wal"));
        let left = std::fs::metadata(&wal).map(|m| m.len()).unwrap_or(0);
        assert_eq!(left, 0, "{db}: {left} bytes left in the write-ahead log");
        assert!(dir.path().join(db).metadata().unwrap().len() > 8192);
        let lock = dir.path().join(format!("{db}.lock"));
        assert!(!lock.exists(), "{db}: the lock file is left behind");
    }
}

use crate::pg;

/// `count` runs of `wolfden simulate wolfpack --db <db> <extra>` started
/// together; each must succeed.
fn simulations_at_once(count: usize, dir: &std::path::Path, db: &str, extra: &[&str]) {
    let started: Vec<_> = (0..count)
        .map(|_| {
            terminal::command(
                &["simulate", "wolfpack", "--games", "2", "--seats", "3"],
                dir,
            )
            .args(["--db", db])
            .args(extra)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap()
        })
        .collect();
    for child in started {
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success(), "{db}: {}", stderr(&out));
    }
}

/// Several processes started together on a new database all come
/// up, and the migrations run once (before, two `wolfden play` on a new
/// SQLite file failed about two times in five: `table games already
/// exists`, `duplicate column name`, `database is locked`). On SQLite and,
/// when installed, PostgreSQL.
#[test]
fn processes_started_together_on_a_new_database_all_come_up() {
    let dir = tempfile::tempdir().unwrap();
    let mut databases = vec!["new.db".to_string()];
    databases.extend(pg::database());
    for db in databases {
        for round in 0..3 {
            let db = if db.starts_with("postgres") {
                db.clone()
            } else {
                format!("round{round}-{db}")
            };
            simulations_at_once(4, dir.path(), &db, &["--no-baseline"]);
            let lock = dir.path().join(format!("{db}.lock"));
            assert!(!lock.exists(), "{db}: the lock file is left behind");
            if db.starts_with("postgres") {
                break;
            }
        }
    }
}

/// The PNG's size and whether it has more than one colour (a blank or
/// one-colour picture has one); panics unless it is a valid PNG.
fn png_size_and_colourful(bytes: &[u8]) -> (u32, u32, bool) {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().expect("a valid PNG");
    let mut pixels = vec![0; reader.output_buffer_size().expect("a sized PNG")];
    let info = reader.next_frame(&mut pixels).expect("one frame");
    let step = info.color_type.samples();
    let first = &pixels[..step];
    let colourful = pixels[..info.buffer_size()]
        .chunks(step)
        .any(|pixel| pixel != first);
    (info.width, info.height, colourful)
}

#[test]
fn render_writes_the_map_of_a_seed_as_a_png_and_the_same_seed_gives_the_same_picture() {
    let dir = tempfile::tempdir().unwrap();
    let render = |out: &str, seed: &str| {
        let args = [
            "render",
            "arctic-escape",
            "--seed",
            seed,
            "--seats",
            "5",
            "--option",
            "blizzards=3",
            "--out",
            out,
        ];
        let run = wolfden(&args, dir.path());
        assert!(run.status.success(), "{}", stderr(&run));
        assert!(
            stdout(&run).contains(&format!("wrote {out}")),
            "{}",
            stdout(&run)
        );
        std::fs::read(dir.path().join(out)).expect("the picture is written")
    };
    let first = render("a.png", "7");
    let (width, height, colourful) = png_size_and_colourful(&first);
    assert!(width >= 200 && height >= 200, "{width}x{height}");
    assert!(colourful, "the picture is not blank");
    assert_eq!(render("b.png", "7"), first, "the same seed, the same bytes");
    assert_ne!(render("c.png", "8"), first, "another seed, another map");
}

#[test]
fn render_refuses_a_bad_game_seed_or_path_clearly_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("maps.png")).unwrap();
    let ours: &[(&[&str], &str)] = &[
        (
            &["render", "chess", "--seed", "1", "--out", "m.png"],
            "unknown game `chess`",
        ),
        (
            &["render", "wolves", "--seed", "1", "--out", "m.png"],
            "Wolves has no board picture to render; games with one: arctic-escape",
        ),
        (
            &[
                "render",
                "arctic-escape",
                "--seed",
                "1",
                "--seats",
                "9",
                "--out",
                "m.png",
            ],
            "needs 1 to 8 seats, not 9",
        ),
        (
            &[
                "render",
                "arctic-escape",
                "--seed",
                "1",
                "--out",
                "no-such-dir/m.png",
            ],
            "the folder `no-such-dir` does not exist",
        ),
        (
            &["render", "arctic-escape", "--seed", "1", "--out", "m.jpg"],
            "must name a .png file",
        ),
        (
            &[
                "render",
                "arctic-escape",
                "--seed",
                "1",
                "--out",
                "maps.png",
            ],
            "is a folder",
        ),
    ];
    for (args, expected) in ours {
        let out = wolfden(args, dir.path());
        assert_refused_in_one_line(args, &out, expected);
    }
    // clap refuses what is not a seed, naming the option.
    for seed in ["four", "-1"] {
        let out = wolfden(
            &["render", "arctic-escape", "--seed", seed, "--out", "m.png"],
            dir.path(),
        );
        assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
        assert!(stderr(&out).contains("--seed"), "{}", stderr(&out));
    }
    assert_eq!(files_in(dir.path()), ["maps.png"], "nothing was written");
}

#[test]
fn resuming_or_checking_a_database_that_does_not_exist_says_so_and_creates_nothing() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        &["play", "--resume-last", "--db", "gone.db"][..],
        &["play", "--resume", "3", "--db", "gone.db"][..],
    ] {
        let out = wolfden(args, dir.path());
        let expected = "there is no database at `gone.db`: nothing to resume";
        assert_refused_in_one_line(args, &out, expected);
    }
    let args = &["check", "--db", "gone.db"][..];
    let out = wolfden(args, dir.path());
    assert_refused_in_one_line(
        args,
        &out,
        "there is no database at `gone.db`: nothing to check",
    );
    assert!(files_in(dir.path()).is_empty(), "nothing was created");
}

/// `wolfden run` (and plain `wolfden`) with a token and a `DEV_GUILD_ID`
/// that is not a guild id stop at start-up with one line naming it, before
/// opening a database or calling Discord (which is a closed port here).
#[test]
fn a_dev_guild_id_that_is_not_a_number_stops_the_bot_at_start_up() {
    let dir = tempfile::tempdir().unwrap();
    let closed_port = {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        listener.local_addr().unwrap()
    };
    for args in [&["run"][..], &[][..]] {
        let out = terminal::command(args, dir.path())
            .env("DISCORD_TOKEN", "a-token")
            .env("DEV_GUILD_ID", "my-server")
            .env("DISCORD_API_BASE", format!("http://{closed_port}"))
            .stdin(Stdio::null())
            .output()
            .expect("run wolfden");
        let expected = "DEV_GUILD_ID=\"my-server\" is not a guild id";
        assert_refused_in_one_line(args, &out, expected);
    }
    assert!(files_in(dir.path()).is_empty(), "no database was made");
}

/// The `wolfden` binary at a terminal that stays open: its output so far,
/// read as it comes (a prompt has no line end).
struct Running {
    child: std::process::Child,
    output: std::sync::Arc<std::sync::Mutex<Vec<u8>>>,
}

impl Running {
    fn start(args: &[&str], dir: &std::path::Path) -> Running {
        let mut child = terminal::command(args, dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let output = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let mut stdout = child.stdout.take().unwrap();
        let sink = output.clone();
        std::thread::spawn(move || {
            use std::io::Read;
            let mut buf = [0u8; 4096];
            while let Ok(n) = stdout.read(&mut buf) {
                if n == 0 {
                    break;
                }
                sink.lock().unwrap().extend_from_slice(&buf[..n]);
            }
        });
        Running { child, output }
    }

    fn said(&self) -> String {
        String::from_utf8_lossy(&self.output.lock().unwrap()).into_owned()
    }

    /// Wait (bounded) until the output holds `text`.
    fn wait_for(&self, text: &str) {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        while !self.said().contains(text) {
            assert!(
                std::time::Instant::now() < deadline,
                "no {text:?} in:\n{}",
                self.said()
            );
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    }

    /// Wait (bounded) for the exit: its code, `None` when killed by a signal.
    fn exit_code(&mut self) -> Option<i32> {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.code();
            }
            assert!(
                std::time::Instant::now() < deadline,
                "did not exit:\n{}",
                self.said()
            );
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn send_signal(child: &std::process::Child, signal: &str) {
    let sent = Command::new("kill")
        .args([&format!("-{signal}"), &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success(), "kill -{signal}");
}

/// SIGINT, SIGTERM and SIGHUP at the prompt end terminal play as `q` does:
/// "Saved.", the write-ahead log folded in, the game resumable; the exit
/// code is 128 + the signal's number.
#[test]
fn a_signal_at_the_prompt_saves_the_game_and_exits_cleanly() {
    for (signal, number) in [("INT", 2), ("TERM", 15), ("HUP", 1)] {
        let dir = tempfile::tempdir().unwrap();
        let mut play = Running::start(&one_human_of_two_seats("sig.db"), dir.path());
        play.wait_for("your choice");
        send_signal(&play.child, signal);
        assert_eq!(
            play.exit_code(),
            Some(128 + number),
            "SIG{signal}: {}",
            play.said()
        );
        assert!(
            play.said().contains("Saved."),
            "SIG{signal}: {}",
            play.said()
        );
        let wal = dir.path().join("sig.db-wal");
        assert!(
            std::fs::metadata(&wal).map_or(true, |m| m.len() == 0),
            "SIG{signal}: the write-ahead log is folded in"
        );
        let resumed = with_input(
            &["play", "--resume-last", "--db", "sig.db"],
            dir.path(),
            "q\n",
        );
        assert!(
            resumed.status.success(),
            "SIG{signal}: {}",
            stderr(&resumed)
        );
        assert!(stdout(&resumed).contains("Saved."), "{}", stdout(&resumed));
    }
}

/// Raw SQL on a SQLite file of the test.
fn tamper(dir: &std::path::Path, db: &str, sql: &str) {
    let url = format!("sqlite://{}", dir.join(db).display());
    tokio::runtime::Runtime::new().unwrap().block_on(async {
        let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
        sqlx::query(sqlx::AssertSqlSafe(sql.to_string()))
            .execute(&pool)
            .await
            .unwrap();
        pool.close().await;
    })
}

/// `wolfden check` names each damaged game and exits 1; a whole database
/// passes. Resuming a game whose log was changed under its snapshot is
/// refused naming it, and a missing seat row is an error, not a panic.
#[test]
fn check_names_each_damaged_game_and_resume_refuses_one() {
    let dir = tempfile::tempdir().unwrap();
    for _ in 0..3 {
        let out = with_input(&one_human_of_two_seats("c.db"), dir.path(), "1\n1\nq\n");
        assert!(out.status.success(), "{}", stderr(&out));
    }
    let checked = wolfden(&["check", "--db", "c.db"], dir.path());
    assert!(
        checked.status.success(),
        "{}{}",
        stdout(&checked),
        stderr(&checked)
    );
    assert!(
        stdout(&checked).contains("3 games checked"),
        "{}",
        stdout(&checked)
    );

    tamper(
        dir.path(),
        "c.db",
        "UPDATE actions SET actor = 'clock' WHERE game_id = 1 AND seq = 1",
    );
    tamper(
        dir.path(),
        "c.db",
        "DELETE FROM seats WHERE game_id = 3 AND seat = 1",
    );
    let checked = wolfden(&["check", "--db", "c.db"], dir.path());
    assert_eq!(checked.status.code(), Some(1), "{}", stdout(&checked));
    let report = stdout(&checked);
    assert!(report.contains("game #1"), "{report}");
    assert!(!report.contains("game #2"), "{report}");
    assert!(report.contains("game #3"), "{report}");
    assert!(
        stderr(&checked).contains("2 of 3 games are damaged"),
        "{}",
        stderr(&checked)
    );

    for id in ["1", "3"] {
        let resumed = with_input(
            &["play", "--resume", id, "--db", "c.db"],
            dir.path(),
            "1\nq\n",
        );
        let code = resumed.status.code();
        assert!(
            matches!(code, Some(1 | 2)),
            "game {id}: {code:?} {}",
            stdout(&resumed)
        );
        assert!(
            stderr(&resumed).contains(&format!("game #{id}")),
            "{}",
            stderr(&resumed)
        );
        assert!(
            !stderr(&resumed).contains("panicked"),
            "{}",
            stderr(&resumed)
        );
    }
}

/// Two `simulate --db` runs at once on one SQLite file each measure their
/// baseline on scratch tables of their own.
#[test]
fn two_simulations_on_one_file_do_not_collide_on_the_baseline_tables() {
    let dir = tempfile::tempdir().unwrap();
    for _ in 0..2 {
        simulations_at_once(2, dir.path(), "shared.db", &["--json"]);
    }
}

/// A lock file left by another user (here root's, mode 0600) does not keep
/// a user who can write the database from opening it. Runs only as root,
/// with `runuser` and the `nobody` user.
#[test]
fn a_stale_lock_file_of_another_user_does_not_block_the_database() {
    use std::os::unix::fs::PermissionsExt;
    let is_root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0");
    let runuser = Command::new("runuser").arg("--help").output().is_ok();
    if !is_root || !runuser {
        eprintln!("skipped: needs root and runuser");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o777)).unwrap();
    let lock = dir.path().join("shared.db.lock");
    std::fs::write(&lock, "").unwrap();
    std::fs::set_permissions(&lock, std::fs::Permissions::from_mode(0o600)).unwrap();
    let out = Command::new("runuser")
        .args(["-u", "nobody", "--", env!("CARGO_BIN_EXE_wolfden")])
        .args(bots_only_seed_42("shared.db"))
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .env_remove("DATABASE_URL")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(json_line(&out)["seed"], 42);
}

#[test]
fn a_choice_that_does_not_apply_keeps_its_number_and_cannot_be_picked() {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "play",
        "arctic-escape",
        "--humans",
        "1",
        "--seats",
        "1",
        "--seed",
        "3",
        "--option",
        "size=small",
        "--db",
        "a.db",
    ];
    // Re-equip (6), the first kit (1), then Re-equip again: once a move.
    let out = with_input(&args, dir.path(), "6\n1\n6\nq\n");
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains("  6. Re-equip (already re-equipped this move) — not available now"),
        "{text}"
    );
    assert!(
        text.contains("Re-equip is not available now: please pick another number."),
        "{text}"
    );
}

#[test]
fn play_without_a_game_lists_the_five_games_with_an_example() {
    let dir = tempfile::tempdir().unwrap();
    let out = wolfden(&["play", "--db", "n.db"], dir.path());
    assert_refused_in_one_line(&["play"], &out, "which game? The games are: ");
    let err = stderr(&out);
    for game in GameKind::ALL {
        assert!(err.contains(game.slug()), "{err}");
    }
    assert!(err.contains("`wolfden play wolves`"), "{err}");
    assert!(files_in(dir.path()).is_empty(), "nothing was created");
}

#[test]
fn the_keys_show_board_rules_log_and_help_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let out = with_input(
        &one_human_of_two_seats("k.db"),
        dir.path(),
        &format!("?\nb\nr\nl\nx\n{}", "1\n".repeat(2000)),
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    for shown in [
        "== Keys ==",
        "== Rules of Arctic Wolf Project Planning ==",
        "== Log so far ==",
        ", or a key: b the full board · r the rules",
    ] {
        assert!(text.contains(shown), "`{shown}` missing:\n{text}");
    }
    assert!(!text.contains("**"), "rules pages are drawn, not markdown");
    assert!(text.contains("Game over"), "{text}");
}

/// `wolfden play` in this process, as at a person's terminal (the pass
/// screen clears, names are asked, a stage spent away waits for Enter),
/// with `typed` as the keyboard; what it printed.
async fn at_a_terminal(args: wolfden::cli::play::PlayArgs, typed: &str) -> String {
    let mut input = std::io::Cursor::new(typed.as_bytes().to_vec());
    let mut out = Vec::new();
    wolfden::cli::play::play_in_terminal_with(args, &mut input, &mut out, true)
        .await
        .unwrap_or_else(|e| panic!("{}", e.message));
    String::from_utf8(out).unwrap()
}

/// A new game of `game` in `db` with `humans` of `seats`, `names` given.
fn new_game(
    game: &str,
    seats: usize,
    humans: usize,
    names: &[&str],
    seed: u64,
    options: &[&str],
    db: &std::path::Path,
) -> wolfden::cli::play::PlayArgs {
    wolfden::cli::play::PlayArgs {
        game: Some(game.to_string()),
        seats: Some(seats),
        humans,
        names: names.iter().map(|n| n.to_string()).collect(),
        seed: Some(seed),
        db: Some(db.display().to_string()),
        options: options.iter().map(|o| o.to_string()).collect(),
        json: false,
        delay_ms: 0,
        resume_last: false,
        resume: None,
        lang: Some("en-US".to_string()),
    }
}

#[tokio::test]
async fn the_pass_screen_clears_the_scrollback() {
    let dir = tempfile::tempdir().unwrap();
    let args = new_game(
        "project-planning",
        3,
        2,
        &[],
        3,
        &[],
        &dir.path().join("h.db"),
    );
    // Two names kept as they are offered, then the first pass screen, then q.
    let said = at_a_terminal(args, "\n\n\nq\n").await;
    // The screen, then the scrollback (ESC[3J), then home: the previous
    // player's hand is not a scroll away.
    let pass = "\x1b[2J\x1b[3J\x1b[H--- Pass the keyboard to Player 1";
    assert!(said.contains(pass), "{said:?}");
}

#[tokio::test]
async fn hot_seat_asks_each_humans_name() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("n.db");
    // Bo is asked again after naming Ann twice; Enter on the pass screen,
    // then q.
    let args = new_game("project-planning", 3, 2, &[], 3, &[], &db);
    let said = at_a_terminal(args, "Ann\nAnn\nBo\n\nq\n").await;
    for asked in [
        "Name of player 1 [Player 1]:",
        "Name of player 2 [Player 2]:",
        "Please choose another name: Ann is already at the table.",
        "--- Pass the keyboard to Ann",
        "Ann, your choice",
    ] {
        assert!(said.contains(asked), "`{asked}` missing:\n{said}");
    }
    let resumed = wolfden::cli::play::PlayArgs {
        game: None,
        resume_last: true,
        ..new_game("project-planning", 3, 2, &[], 3, &[], &db)
    };
    // A resumed game keeps the names and asks none.
    let said = at_a_terminal(resumed, "\nq\n").await;
    assert!(!said.contains("Name of player"), "{said}");
    assert!(said.contains("Pass the keyboard to Ann"), "{said}");
    // `--name` names them in seat order; a human left unnamed is asked.
    let args = new_game(
        "project-planning",
        3,
        2,
        &["Cy"],
        3,
        &[],
        &dir.path().join("m.db"),
    );
    let said = at_a_terminal(args, "Di\n\nq\n").await;
    assert!(!said.contains("Name of player 1"), "{said}");
    assert!(said.contains("Name of player 2 [Player 2]:"), "{said}");
    assert!(said.contains("Pass the keyboard to Cy"), "{said}");
}

/// Werewolf, 8 seats with an Old Hag, seed 7: the bot Hag sends the human
/// (a Werewolf, who sleeps through night 1) out of the village on day 1.
#[tokio::test]
async fn a_day_spent_away_gets_its_screen() {
    let dir = tempfile::tempdir().unwrap();
    let roles = "roles=old_hag=1,werewolf=2,seer=1,villager=4";
    let args = new_game(
        "werewolf",
        8,
        1,
        &["Ann"],
        7,
        &[roles],
        &dir.path().join("w.db"),
    );
    // Sleep on night 1, Enter after the day, then q at night 2.
    let said = at_a_terminal(args, "1\n\nq\n").await;
    let (_, away) = said
        .split_once(": what happened while nothing was asked of you")
        .unwrap_or_else(|| panic!("no screen for the day away:\n{said}"));
    let (day, rest) = away
        .split_once("--- Press Enter to go on ---")
        .unwrap_or_else(|| panic!("the day's screen waits for Enter:\n{said}"));
    for line in [
        "You have been sent out of the village for today.",
        "Night 2 falls.",
    ] {
        assert!(
            day.contains(line),
            "`{line}` not on the day's screen:\n{day}"
        );
    }
    // The night's decision comes after it, on its own screen.
    assert!(
        rest.contains("Night 2: vote for the wolves' victim."),
        "{rest}"
    );
}

#[test]
fn the_round_result_is_on_the_next_screen() {
    let (text, decisions) = terminal::play_answering(
        &["project-planning", "--seats", "4", "--seed", "3"],
        7,
        3000,
    );
    let mut rounds = 0;
    // A round the human sat out (out of it before their turn) has no
    // screen of its own: look at every round of the match.
    for round in 2..=12 {
        let status = format!("Round {round} · ");
        // The kept news may come above the status line.
        let Some(first) = decisions
            .iter()
            .find(|d| d.screen.lines().any(|l| l.starts_with(&status)))
        else {
            continue;
        };
        rounds += 1;
        // The round before ended with its winners, said on the first
        // screen of the next: never only behind `l`.
        let result = format!(" round {} and ", round - 1);
        assert!(
            first.screen.contains(&result),
            "round {}'s result is not on the next screen:\n{}",
            round - 1,
            first.screen
        );
    }
    assert!(rounds >= 2, "several rounds were played:\n{text}");
}

#[test]
fn the_end_is_printed_once() {
    for game in [
        &["project-planning", "--seats", "4", "--seed", "3"][..],
        &["werewolf", "--seats", "9", "--seed", "3"],
        &["wolfpack", "--seats", "3", "--seed", "3"],
    ] {
        let (text, _) = terminal::play_answering(game, 7, 3000);
        let end = &text[text.rfind("]: ").expect("a decision") + 3..];
        assert_eq!(end.matches("Game over").count(), 1, "{game:?}:\n{end}");
        assert!(!end.contains("\n== "), "no second title: {game:?}:\n{end}");
        let mut seen = std::collections::HashSet::new();
        for line in end.lines().map(str::trim).filter(|l| !l.is_empty()) {
            assert!(seen.insert(line), "{game:?}: `{line}` twice:\n{end}");
        }
    }
}

#[test]
fn play_help_lists_the_games_and_their_options() {
    let dir = tempfile::tempdir().unwrap();
    for flag in ["-h", "--help"] {
        let help = wolfden(&["play", flag], dir.path());
        assert!(help.status.success());
        let help = stdout(&help);
        for kind in GameKind::ALL {
            assert!(help.contains(kind.slug()), "{flag}: {help}");
            for spec in kind.option_specs() {
                assert!(help.contains(spec.key), "{flag}: {} missing", spec.key);
            }
        }
    }
    // --help says what each option takes and means.
    let help = stdout(&wolfden(&["play", "--help"], dir.path()));
    let tokens = &GameKind::ProjectPlanning.option_specs()[0];
    assert!(
        help.contains(&format!("{}={}", tokens.key, tokens.accepts())),
        "{help}"
    );
    // clap wraps the meaning at the terminal's width.
    let words = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let meaning = wolfden::table::option_help(GameKind::ProjectPlanning, tokens).to_string();
    assert!(words(&help).contains(&words(&meaning)), "{meaning}: {help}");
}

#[test]
fn the_resume_hint_names_the_database() {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "play",
        "project-planning",
        "--name",
        "Ann",
        "--seed",
        "3",
        "--db",
        // A space, a `#` and parentheses: quoted in a shell, and a path
        // (not a URL) to SQLite.
        "my games #(2).db",
    ];
    let out = with_input(&args, dir.path(), "q\n");
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        dir.path().join("my games #(2).db").is_file(),
        "the file is named as given"
    );
    let said = stdout(&out);
    let hint = "`wolfden play --resume 1 --db 'my games #(2).db'` or `wolfden play --resume-last --db 'my games #(2).db'`";
    assert!(said.contains(hint), "{said}");
    assert!(
        said.contains("resume with `wolfden play --resume-last --db 'my games #(2).db'`"),
        "{said}"
    );
    // The hint, typed as it says (the shell's quotes taken off), resumes.
    let again = with_input(
        &["play", "--resume-last", "--db", "my games #(2).db"],
        dir.path(),
        "q\n",
    );
    assert!(again.status.success(), "{}", stderr(&again));
    assert!(stdout(&again).contains("Game #1 of"), "{}", stdout(&again));
    // The default database needs no --db.
    let out = with_input(
        &["play", "project-planning", "--name", "Ann"],
        dir.path(),
        "q\n",
    );
    assert!(
        stdout(&out).contains("`wolfden play --resume 1` or `wolfden play --resume-last`"),
        "{}",
        stdout(&out)
    );
}

/// A second terminal on the same game: its move, made on a screen another
/// process has moved past, is refused once as outdated and the player is
/// asked again on the new screen (it no longer offers the stale prompt
/// forever).
#[test]
fn a_second_terminal_on_a_moved_game_is_asked_on_the_new_screen() {
    use std::io::{BufRead, BufReader, Write};
    let dir = tempfile::tempdir().unwrap();
    let saved = with_input(&one_human_of_two_seats("two.db"), dir.path(), "q\n");
    assert!(saved.status.success(), "{}", stderr(&saved));
    let resume = ["play", "--resume", "1", "--db", "two.db"];
    let mut first = terminal::command(&resume, dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run wolfden");
    let mut typing = first.stdin.take().unwrap();
    let (lines, printed) = std::sync::mpsc::channel();
    let reader = BufReader::new(first.stdout.take().unwrap());
    std::thread::spawn(move || {
        // The asking line ends without a newline: read up to its colon.
        for chunk in reader.split(b':') {
            let Ok(chunk) = chunk else { break };
            if lines
                .send(String::from_utf8_lossy(&chunk).into_owned())
                .is_err()
            {
                break;
            }
        }
    });
    let until_asked = |what: &str| {
        let mut seen = String::new();
        while !seen.contains("Ann, your choice [1-") {
            match printed.recv_timeout(std::time::Duration::from_secs(60)) {
                Ok(chunk) => seen.push_str(&chunk),
                Err(_) => panic!("not asked {what}:\n{seen}"),
            }
        }
        seen
    };
    until_asked("at first");
    // Meanwhile a second terminal moves the game on.
    let other = with_input(&resume, dir.path(), "1\nq\n");
    assert!(other.status.success(), "{}", stderr(&other));
    typing.write_all(b"1\n").unwrap();
    let refused = until_asked("after the outdated move");
    assert!(refused.contains("this prompt is outdated"), "{refused}");
    // The new screen's choice is taken: no second refusal.
    typing.write_all(b"1\nq\n").unwrap();
    drop(typing);
    let rest: String = printed.iter().collect();
    assert!(first.wait().unwrap().success());
    assert!(!rest.contains("this prompt is outdated"), "{rest}");
    assert!(rest.contains("Saved"), "{rest}");
}
