//! The story at the end: how the winter ended, every community marked
//! (🏆 winners, 👑 the chief, ✗ a lost game), a line per turn with the rank
//! and the Awards it brought, the race for chief; on one screen, with no
//! hand or private text of any seat.

use super::*;

/// Plays bot tables until both a won and a lost winter were seen, checking
/// every story on the way.
#[test]
fn the_story_marks_every_community_tells_each_turn_and_fits_one_screen() {
    let (mut won, mut lost) = (0, 0);
    for n in 3..=5 {
        for seed in 0..12u64 {
            let preset = if seed % 3 == 0 { "standard" } else { "gentle" };
            let table = setup::<Wolves>(&NAMES[..n], seed, &[("availability", preset), ("step_timer", "0")]);
            let done = play_bots::<Wolves>(&table, 20_000).unwrap();
            let g = &done.state;
            let reveal = g.final_reveal();
            let story = reveal.summary.join("\n");
            assert_eq!(reveal.seats.len(), n);
            for line in &reveal.seats {
                assert_eq!(line.len(), 1, "one line per community: {line:?}");
                assert!(["🏆", "👑", "✗"].iter().any(|m| line[0].starts_with(m)), "{line:?}");
            }
            let turns = g.history.len();
            for r in &g.history {
                assert!(story.contains(&format!("Turn {}: 1 ", r.turn)), "{story}");
            }
            match &g.end {
                Some(End::Won { .. }) => {
                    won += 1;
                    assert!(story.starts_with("Everyone survived"), "{story}");
                    assert!(story.contains(" to chief by ") || story.contains(": no chief."), "the closest call: {story}");
                    assert!(reveal.seats.iter().all(|l| !l[0].starts_with('✗')));
                }
                Some(End::Lost { turn, .. }) => {
                    lost += 1;
                    assert!(story.contains(&format!("turn {turn}")), "{story}");
                    assert!(reveal.seats.iter().all(|l| l[0].starts_with('✗')));
                }
                None => panic!("the game ended"),
            }
            // One screen: a line per community, the end, a line per turn,
            // the closest call.
            let lines = n + reveal.summary.len();
            assert!(lines <= 24, "{lines} lines:\n{story}");
            let won_line = usize::from(matches!(g.end, Some(End::Won { .. })));
            assert_eq!(reveal.summary.len(), 1 + turns + won_line, "{story}");
            let everything = format!("{story}\n{:?}", reveal.seats);
            for private in ["You ", "you ", "Your ", "your ", "Hand", "hand:"] {
                assert!(!everything.contains(private), "{private:?} in {everything}");
            }
            // The finished board tells the same story, "you" for its reader.
            let board = g.view(Viewer::Seat(0)).to_text_for(Viewer::Seat(0));
            assert!(board.contains("The communities"), "{board}");
            assert!(board.contains("You · "), "{board}");
        }
    }
    assert!(won > 0 && lost > 0, "both endings seen: {won} won, {lost} lost");
}
