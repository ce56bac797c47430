//! Project Planning's decision screens: every screen a human meets at a
//! mixed table fits the terminal's line budget.

use super::*;
use crate::engine::testkit::tallest_decision;

/// Lines a decision may take besides its status line and the news.
const BUDGET: usize = 18;

#[test]
fn every_decision_screen_of_a_mixed_table_fits_the_line_budget() {
    let tables =
        (3..=5).flat_map(|n| (0..6).map(move |seed| setup::<ProjectPlanning>(names(n), seed, &[])));
    let worst = tallest_decision::<ProjectPlanning>(tables, &[0, 2], 5_000).unwrap();
    println!("tallest decision: {} lines\n{}", worst.0, worst.1);
    assert!(worst.0 <= BUDGET, "{} lines:\n{}", worst.0, worst.1);
}

#[test]
fn the_story_tells_each_round_and_the_tokens_and_nothing_private() {
    for (n, seed) in [(3, 1), (4, 2), (5, 3)] {
        let s = setup::<ProjectPlanning>(names(n), seed, &[]);
        let done = crate::engine::testkit::play_bots::<ProjectPlanning>(&s, 5_000).unwrap();
        let reveal = done.state.final_reveal();
        let story = reveal.summary.join("\n");
        assert!(story.contains("Round 1: "), "{story}");
        assert!(story.contains("Tokens: "), "{story}");
        for &w in &done.outcome.winners {
            assert!(reveal.seats[w][0].contains('🏆'), "{:?}", reveal.seats);
        }
        let everything = format!("{story}\n{:?}", reveal.seats);
        for private in [
            "You ",
            "you ",
            "Your ",
            "your ",
            "What you know",
            "holds Developer (1) and",
        ] {
            assert!(!everything.contains(private), "{private:?} in {everything}");
        }
        // No card text of a final hand.
        assert!(
            !everything.contains("Trade hands with another player"),
            "{everything}"
        );
    }
}
