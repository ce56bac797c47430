//! Every decision screen of `wolfden play` fits a terminal: for each game a
//! mixed table (one scripted human, bots in the other seats) is played to
//! the end through the binary, and every screen (status line, news, the
//! compact board, the seat's private part, the choices and the asking line)
//! is counted against its budget: 24 lines for Project Planning, Wolfpack
//! and Werewolf up to 9 seats, 32 for Wolves and Arctic Escape (whose map
//! is on the board). No output holds Discord markdown or a mention (the
//! wider check, with keys pressed, is tests/terminal_text.rs). German, the
//! longest of the five languages, keeps the same budgets.
//!
//! `cargo test --test integration terminal_screens:: -- --nocapture --include-ignored`
//! prints the lines per decision of every game.

use crate::support;

use support::terminal::{play_answering, Decision};
use wolfden::engine::text::{with_locale, Locale};
use wolfden::engine::Viewer;
use wolfden::text;

/// Decisions answered before the human types `q` (no game needs more).
const MAX_DECISIONS: usize = 3000;

/// Plays `game` with `args` and returns its output and decision screens,
/// printing the most and the average lines per decision.
fn played(game: &str, args: &[&str], pick_seed: u64) -> (String, Vec<Decision>) {
    let mut all = vec![game];
    all.extend_from_slice(args);
    let (text, decisions) = play_answering(&all, pick_seed, MAX_DECISIONS);
    let most = decisions.iter().map(Decision::lines).max().unwrap_or(0);
    let total: usize = decisions.iter().map(Decision::lines).sum();
    println!(
        "{game} {args:?}: {} decisions, at most {most} lines, {:.1} on average",
        decisions.len(),
        total as f64 / decisions.len().max(1) as f64
    );
    (text, decisions)
}

/// Every screen is within `budget` lines, the game ended, and nothing
/// printed is Discord markdown or a mention.
fn assert_fits(game: &str, args: &[&str], budget: usize) {
    let (text, decisions) = played(game, args, 7);
    assert!(!decisions.is_empty(), "the human was asked something");
    let lang = args
        .iter()
        .position(|a| *a == "--lang")
        .map_or(Locale::EnUs, |i| Locale::from_tag(args[i + 1]));
    let game_over = with_locale(lang, || {
        text!(
            "term-game-over",
            summary = wolfden::engine::Arg::Plain(String::new())
        )
        .plain(Viewer::Public)
    });
    assert!(text.contains(&game_over), "{game} ended:\n{text}");
    assert!(
        !text.contains("**") && !text.contains("<@"),
        "{game}: markdown or a mention in:\n{text}"
    );
    for decision in &decisions {
        assert!(
            decision.lines() <= budget,
            "{game}: a screen of {} lines (budget {budget}):\n{}",
            decision.lines(),
            decision.screen
        );
    }
}

#[test]
fn project_planning_screens_fit_24_lines() {
    assert_fits("project-planning", &["--seats", "4", "--seed", "3"], 24);
}

#[test]
fn wolfpack_screens_fit_24_lines() {
    assert_fits("wolfpack", &["--seats", "4", "--seed", "3"], 24);
}

#[test]
fn werewolf_screens_at_9_seats_fit_24_lines() {
    assert_fits("werewolf", &["--seats", "9", "--seed", "3"], 24);
}

#[test]
fn wolves_screens_fit_32_lines() {
    assert_fits("wolves", &["--seed", "3"], 32);
}

#[test]
fn arctic_escape_screens_fit_32_lines() {
    assert_fits("arctic-escape", &["--seats", "3", "--seed", "3"], 32);
}

/// German is the longest of the five languages: its screens keep the same
/// budgets (the games whose screens are tallest in English).
#[test]
fn werewolf_screens_in_german_fit_24_lines() {
    assert_fits(
        "werewolf",
        &["--seats", "9", "--seed", "3", "--lang", "de"],
        24,
    );
}

#[test]
fn arctic_escape_screens_in_german_fit_32_lines() {
    assert_fits(
        "arctic-escape",
        &["--seats", "3", "--seed", "3", "--lang", "de"],
        32,
    );
}

#[test]
fn wolves_screens_in_german_fit_32_lines() {
    assert_fits("wolves", &["--seed", "3", "--lang", "de"], 32);
}
