//! Screen budget: every decision screen of whole bot-played tables (3 to 5
//! seats, both availability presets, several seeds) fits the terminal's
//! 32 lines, i.e. `testkit::decision_text` stays within 26 lines.

use super::*;

/// Lines left for a decision once the status line and the news are shown.
const DECISION_LINES: usize = 26;

#[test]
fn every_decision_screen_of_mixed_tables_fits_the_line_budget() {
    let mut worst = (0usize, String::new());
    for n in 3..=5 {
        for seed in [1u64, 2, 3, 7, 12] {
            let names: Vec<&str> = NAMES[..n].to_vec();
            let preset = if seed % 2 == 0 { "standard" } else { "gentle" };
            let table = setup::<Wolves>(
                &names,
                seed,
                &[("availability", preset), ("communities", "mixed"), ("step_timer", "0")],
            );
            let mut g = Wolves::setup(&table).unwrap();
            for step in 0..5000 {
                if g.outcome().is_some() {
                    break;
                }
                let prompts = g.prompts();
                for prompt in &prompts {
                    let text = testkit::decision_text(&g, prompt.seat);
                    let lines = text.lines().count();
                    if lines > worst.0 {
                        worst = (lines, format!("{n} seats, seed {seed}, step {step}, seat {}:\n{text}", prompt.seat));
                    }
                }
                let seat = prompts[step % prompts.len()].seat;
                let action = g.bot_action(seat).unwrap();
                g.apply(Actor::Seat(seat), &action).unwrap();
            }
        }
    }
    println!("worst decision screen: {} lines, {}", worst.0, worst.1);
    assert!(
        worst.0 <= DECISION_LINES,
        "a decision screen has {} lines (budget {DECISION_LINES}): {}",
        worst.0,
        worst.1
    );
}
