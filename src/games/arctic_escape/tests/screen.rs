//! One screen per decision: every decision of bot-played tables of 2 to 5
//! seats, as the terminal shows it (pictures off, the text map in their
//! place), stays within the line budget for Arctic Escape.

use super::*;
use crate::engine::testkit::decision_text;
use crate::engine::without_images;

/// Lines a decision may take besides its status line and the news: the
/// whole screen fits 32 lines (issue 25, item 2).
const DECISION_LINES: usize = 26;

/// The longest decision screen of a bot-played game: (lines, the screen).
fn longest_decision(seats: usize, seed: u64) -> (usize, String) {
    let mut g = new_game(seats, seed, &[]);
    let mut worst = (0, String::new());
    for _ in 0..400 {
        if g.outcome().is_some() {
            break;
        }
        for seat in g.prompted_seats() {
            let screen = without_images(|| decision_text(&g, seat));
            let lines = screen.lines().count();
            if lines > worst.0 {
                worst = (lines, screen);
            }
        }
        let seat = g.prompts()[0].seat;
        let action = g.bot_action(seat).expect("a prompted bot acts");
        act(&mut g, seat, &action);
    }
    worst
}

#[test]
fn every_decision_screen_fits_the_line_budget() {
    let mut worst = (0, String::new(), 0, 0);
    for seats in 2..=5 {
        for seed in 0..6 {
            let (lines, screen) = longest_decision(seats, seed);
            if lines > worst.0 {
                worst = (lines, screen, seats, seed);
            }
        }
    }
    let (lines, screen, seats, seed) = worst;
    eprintln!("longest decision: {lines} lines ({seats} seats, seed {seed}):\n{screen}");
    assert!(
        lines <= DECISION_LINES,
        "{lines} lines > {DECISION_LINES} ({seats} seats, seed {seed}):\n{screen}"
    );
}
