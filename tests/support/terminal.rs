//! The `wolfden` binary played at the terminal from typed input, for the
//! tests that replay a game's steering without Discord.

use std::process::{Command, Output, Stdio};

use wolfden::engine::text::{with_locale, Arg, Locale};
use wolfden::engine::{Outcome, Text, Viewer};
use wolfden::games::AnyGame;
use wolfden::store::SeatRow;

/// Run `wolfden <args>` in `dir` (no Discord token, no database URL from
/// the environment) with `input` as everything typed; returns what it
/// printed once it exits.
pub fn play_typed(args: &[&str], dir: &std::path::Path, input: &str) -> Output {
    play_bytes(args, dir, input.as_bytes())
}

/// `wolfden <args>` to run in `dir`, with no Discord token and no database
/// URL from the environment, in English whatever the machine speaks.
pub fn command(args: &[&str], dir: &std::path::Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_wolfden"));
    command
        .args(args)
        .current_dir(dir)
        .env_remove("DISCORD_TOKEN")
        .env_remove("DATABASE_URL")
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES");
    command
}

/// [`play_typed`] with raw bytes as the typed input (which need not be
/// UTF-8).
pub fn play_bytes(args: &[&str], dir: &std::path::Path, input: &[u8]) -> Output {
    typed(&mut command(args, dir), input)
}

/// Runs `command` with `input` as everything typed; returns what it
/// printed once it exits.
pub fn typed(command: &mut Command, input: &[u8]) -> Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run wolfden");
    let mut stdin = child.stdin.take().expect("stdin");
    std::io::Write::write_all(&mut stdin, input).expect("type the input");
    drop(stdin);
    child.wait_with_output().expect("wolfden exits")
}

/// The name [`play_script`] gives the one human at a table.
pub const ONE_HUMAN: &str = "Ann";

/// `count` human seats as `wolfden play --humans <count>` seats them when
/// every seat is human: `terminal:1`, `Player 1`, ...
pub fn human_seats(count: usize) -> Vec<SeatRow> {
    (0..count)
        .map(|i| SeatRow {
            seat: i,
            user_id: Some(format!("terminal:{}", i + 1)),
            name: format!("Player {}", i + 1),
            is_bot: false,
            named: wolfden::store::Named::Player,
        })
        .collect()
}

/// `wolfden play <game> --humans <humans> --seats <seats> --option <option>
/// --seed <seed> --db t.db` (and `--json` when asked) in a fresh directory,
/// with `script` typed; the run must succeed. One human plays as
/// [`ONE_HUMAN`] (`--name`), whatever the login name. Returns what it printed.
pub fn play_script(
    game: &str,
    humans: usize,
    seats: usize,
    option: &str,
    seed: u64,
    json: bool,
    script: &str,
) -> String {
    let dir = tempfile::tempdir().unwrap();
    let (humans, seats, seed) = (humans.to_string(), seats.to_string(), seed.to_string());
    let mut args = vec![
        "play", game, "--humans", &humans, "--seats", &seats, "--option", option, "--seed", &seed,
        "--db", "t.db",
    ];
    if humans == "1" {
        args.extend(["--name", ONE_HUMAN]);
    }
    if json {
        args.push("--json");
    }
    let out = play_typed(&args, dir.path(), script);
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    text
}

/// The lines to type on the terminal for a whole game of `game` with
/// `count` human seats, `option` and `seed`, with an empty line wherever the
/// keyboard passes to another seat. `play` makes the move of the prompted
/// seat on the state and returns the (1-based) number of its choice.
/// Returns the script, the number of actions and the engine's result.
pub fn typed_game(
    game: &str,
    count: usize,
    option: &str,
    seed: u64,
    mut play: impl FnMut(&mut AnyGame, usize) -> usize,
) -> (String, u64, Outcome) {
    let (kind, _, options) =
        wolfden::cli::resolve_game(game, Some(count), &[option.to_string()]).unwrap();
    let mut state = wolfden::table::deal(kind, &options, seed, &human_seats(count)).unwrap();
    let mut script = String::new();
    let mut last = None;
    let mut actions = 0;
    while state.outcome().is_none() {
        let seat = state.prompts()[0].seat;
        if last != Some(seat) {
            script.push('\n');
            last = Some(seat);
        }
        let number = play(&mut state, seat);
        script.push_str(&format!("{number}\n"));
        actions += 1;
    }
    (script, actions, state.outcome().unwrap())
}

/// The JSON line that ends `text` (a run with `--json`) names `game` and
/// the engine's `actions`, winners and scores.
pub fn assert_json_line_matches(text: &str, game: &str, actions: u64, outcome: &Outcome) {
    let json: serde_json::Value = serde_json::from_str(text.lines().last().unwrap()).unwrap();
    assert_eq!(json["game"], game);
    assert_eq!(json["actions"], actions);
    assert_eq!(json["winners"], serde_json::json!(outcome.winners));
    assert_eq!(json["scores"], serde_json::json!(outcome.scores));
}

/// What one decision asked at the terminal: the screen's lines, from the
/// line after the previous answer to the line that asks, inclusive.
pub struct Decision {
    pub screen: String,
}

impl Decision {
    /// The number of lines the screen takes, the asking line included.
    pub fn lines(&self) -> usize {
        self.screen.lines().count()
    }
}

/// `wolfden play <args> --name Ann` with one human (seat 1) who answers
/// every decision as it comes: a running timer is let run out every other
/// time (`w`), else one of the enabled choices, picked by a small
/// generator seeded with `pick_seed`. Stops answering (types `q`) after
/// `max_decisions`. Returns everything printed and each decision's screen.
pub fn play_answering(
    args: &[&str],
    pick_seed: u64,
    max_decisions: usize,
) -> (String, Vec<Decision>) {
    play_answering_with_keys(args, pick_seed, max_decisions, &[])
}

/// How often [`play_answering_with_keys`] presses a key before answering:
/// at every this many decisions.
const KEY_EVERY: usize = 4;

/// [`play_answering`], pressing the next of `keys` (cycling: `b`, `r`,
/// `l`, `?`...) at each of the first decisions, one key each, then at every
/// [`KEY_EVERY`]th decision, before answering it; what
/// a key shows is in the output, not among the decision screens.
pub fn play_answering_with_keys(
    args: &[&str],
    pick_seed: u64,
    max_decisions: usize,
    keys: &[&str],
) -> (String, Vec<Decision>) {
    use std::io::{Read, Write};
    let dir = tempfile::tempdir().unwrap();
    let mut all_args = vec!["play", "--humans", "1", "--name", ONE_HUMAN, "--db", "t.db"];
    all_args.extend_from_slice(args);
    let mut child = command(&all_args, dir.path())
        .env_remove("NO_COLOR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("run wolfden");
    let mut stdin = child.stdin.take().expect("stdin");
    let mut stdout = child.stdout.take().expect("stdout");
    let mut printed = Vec::new();
    let mut decisions = Vec::new();
    let mut screen_from = 0;
    let mut state = pick_seed.wrapping_mul(6364136223846793005).wrapping_add(1);
    let mut waited = false;
    let keys_len = keys.len();
    let mut keys = keys.iter().cycle();
    // What the terminal prints, in the language it speaks.
    let lang = args
        .iter()
        .position(|a| *a == "--lang")
        .and_then(|i| args.get(i + 1))
        .map_or(Locale::EnUs, |tag| Locale::from_tag(tag));
    let says = |id: &'static str, args: Vec<(&'static str, Arg)>| {
        with_locale(lang, || Text::message(id, args).plain(Viewer::Public))
    };
    let header = says("term-intro", vec![("id", Arg::from(0_i64))]);
    let header = header.split("#0").next().unwrap_or("#").to_string() + "#";
    let not_available = says("choice-not-now", vec![]).trim().to_string();
    // The answer to type once what a pressed key shows has been asked over.
    let mut after_key: Option<String> = None;
    let mut buf = [0u8; 8192];
    loop {
        let n = stdout.read(&mut buf).expect("read the terminal");
        if n == 0 {
            break;
        }
        printed.extend_from_slice(&buf[..n]);
        let text = String::from_utf8_lossy(&printed);
        let Some(asking) = text
            .lines()
            .last()
            .filter(|l| l.contains(" [1-") && l.ends_with("]: ") && text.ends_with("]: "))
        else {
            continue;
        };
        if let Some(answer) = after_key.take() {
            screen_from = text.len();
            if writeln!(stdin, "{answer}").is_err() {
                break;
            }
            continue;
        }
        let screen = text[screen_from..].trim_start_matches('\n').to_string();
        let screen = match screen.strip_prefix(header.as_str()) {
            Some(rest) => rest.split_once('\n').map_or("", |(_, s)| s).to_string(),
            None => screen,
        };
        let screen = screen.trim_start_matches('\n').to_string();
        screen_from = text.len();
        let enabled: Vec<usize> = screen
            .lines()
            .filter_map(|l| {
                let (number, label) = l.strip_prefix("  ")?.split_once(". ")?;
                let number: usize = number.parse().ok()?;
                (!label.ends_with(not_available.as_str())).then_some(number)
            })
            .collect();
        let answer = if decisions.len() >= max_decisions || enabled.is_empty() {
            "q".to_string()
        } else if asking.contains(", w = ") && !waited {
            waited = true;
            "w".to_string()
        } else {
            waited = false;
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            enabled[(state >> 33) as usize % enabled.len()].to_string()
        };
        let at = decisions.len();
        let pressed = ((at < keys_len || at % KEY_EVERY == 1) && answer != "q")
            .then(|| keys.next())
            .flatten();
        decisions.push(Decision { screen });
        let typed = match pressed {
            Some(key) => {
                after_key = Some(answer);
                key.to_string()
            }
            None => answer,
        };
        if writeln!(stdin, "{typed}").is_err() {
            break;
        }
    }
    drop(stdin);
    let status = child.wait().expect("wolfden exits");
    let text = String::from_utf8_lossy(&printed).into_owned();
    assert!(status.success(), "{text}");
    (text, decisions)
}
