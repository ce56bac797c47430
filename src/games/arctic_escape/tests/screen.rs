//! One screen per decision: every decision of bot-played tables of 2 to 5
//! seats, as the terminal shows it (pictures off, the text map in their
//! place), stays within the line budget for Arctic Escape.

use super::*;
use crate::engine::testkit::decision_text;
use crate::engine::{without_images, Viewer};

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

/// A bot-played game to its end.
fn finished(seats: usize, seed: u64) -> ArcticEscape {
    let mut g = new_game(seats, seed, &[]);
    while g.outcome().is_none() {
        let seat = g.prompts()[0].seat;
        let action = g.bot_action(seat).expect("a prompted bot acts");
        act(&mut g, seat, &action);
    }
    g
}

#[test]
fn every_choice_hint_fits_a_discord_option_description() {
    let mut g = new_game(5, 3, &[]);
    while g.outcome().is_none() {
        for prompt in g.prompts() {
            for choice in &prompt.choices {
                for reader in [Viewer::Public, Viewer::Seat(prompt.seat)] {
                    if let Some(hint) = &choice.hint {
                        let hint = hint.plain(reader);
                        assert!(hint.chars().count() <= 100, "{} chars: {hint}", hint.len());
                    }
                }
            }
        }
        let seat = g.prompts()[0].seat;
        let action = g.bot_action(seat).unwrap();
        act(&mut g, seat, &action);
    }
}

#[test]
fn the_story_marks_every_seat_tells_routes_samples_and_the_end_for_nobody_in_particular() {
    let g = finished(4, 2);
    let end = g.end.clone().unwrap();
    let reveal = g.final_reveal();
    assert_eq!(reveal.seats.len(), 4);
    let mark = if end.won { "🏆 won" } else { "✗ lost" };
    for (seat, lines) in reveal.seats.iter().enumerate() {
        assert_eq!(lines.len(), 1, "one line a seat: {lines:?}");
        let line = &lines[0];
        assert!(line.starts_with(mark), "{line}");
        assert!(line.contains(&g.routes[seat][0].label()), "starts its route: {line}");
        assert!(line.contains(" moves)") || line.contains("1 move)"), "{line}");
        assert!(!line.to_lowercase().contains("you"), "never second person: {line}");
    }
    let summary = reveal.summary.join("\n");
    assert!(summary.contains(&format!("on turn {}", g.turn)), "{summary}");
    assert!(!summary.to_lowercase().contains("nothing hidden"), "{summary}");
    assert!(!summary.contains("you"), "{summary}");
    if g.samples_taken() > 0 {
        assert!(summary.contains("'s group"), "samples by collector: {summary}");
    }
    // The finished board tells the same story, each reader as "You".
    let board = g.view(Viewer::Seat(1));
    let text = board.to_text_for(Viewer::Seat(1));
    assert!(text.contains("Who went where"), "{text}");
    assert!(text.contains(" You ("), "{text}");
    assert!(text.contains(g.players[0].name.as_str()), "{text}");
    assert_eq!(text.matches(if end.won { "🏆" } else { "✗" }).count(), 4, "{text}");
    assert!(!text.contains("**"), "{text}");
}

#[test]
fn a_lost_story_says_what_ended_it() {
    let (g, seed) = (0..40)
        .map(|seed| (finished(3, seed), seed))
        .find(|(g, _)| g.end.as_ref().is_some_and(|e| !e.won))
        .expect("some seed is lost");
    let summary = g.final_reveal().summary.join("\n");
    let reason = g.end.unwrap().reason.to_string();
    assert!(summary.contains(&format!("Lost on turn {}: {reason}", g.turn)), "seed {seed}: {summary}");
}
