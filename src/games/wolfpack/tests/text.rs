//! Wolfpack's texts rendered for every reader: a player argument never
//! yields "You is", "You's" or "you plays", and no text holds markdown.

use super::*;
use crate::engine::{next_automatic_move, Text, Viewer};

/// Every text a reader could meet: each step's events, prompts and panels.
fn every_text_of_a_played_game(n: usize, seed: u64) -> Vec<Text> {
    let mut g = new_game(n, seed);
    let mut texts = Vec::new();
    let panel_texts = |g: &Wolfpack, texts: &mut Vec<Text>| {
        for viewer in std::iter::once(Viewer::Public).chain((0..n).map(Viewer::Seat)) {
            let p = g.view(viewer);
            texts.extend([p.title, p.text]);
            texts.extend(p.status);
            texts.extend(p.fields.into_iter().flat_map(|f| [f.name, f.value]));
            texts.extend(p.footer);
        }
        for prompt in g.prompts() {
            texts.push(prompt.text);
            for c in prompt.choices {
                texts.push(c.label);
                texts.extend(c.hint);
            }
        }
    };
    while let Some((actor, action)) = next_automatic_move(&g, |_| true) {
        panel_texts(&g, &mut texts);
        texts.extend(g.apply(actor, &action).unwrap().into_iter().map(|e| e.text));
    }
    panel_texts(&g, &mut texts);
    texts
}

#[test]
fn a_player_is_you_with_the_right_verb_for_every_reader() {
    let wrong = regex::Regex::new(
        r"(?i)\byou('s|\s+(is|was|has|plays|takes|keeps|holds|discards|snatches|begins|wins|drew\s+to))\b",
    )
    .unwrap();
    let mut rendered = 0;
    for (n, seed) in [(2, 1), (3, 2), (5, 3)] {
        for text in every_text_of_a_played_game(n, seed) {
            for reader in std::iter::once(Viewer::Public).chain((0..n).map(Viewer::Seat)) {
                let plain = text.plain(reader);
                assert!(!wrong.is_match(&plain), "{reader:?} reads: {plain}");
                assert!(!plain.contains("**") && !plain.contains("<@"), "{plain}");
                assert!(!plain.contains('['), "an unknown message id: {plain}");
                rendered += 1;
            }
        }
    }
    assert!(rendered > 1000, "only {rendered} texts rendered");
}

#[test]
fn the_mover_reads_you_and_the_others_read_the_name() {
    let g = table(3);
    let status = g.view(Viewer::Seat(0)).status.unwrap().plain(Viewer::Seat(0));
    assert!(status.contains("Your move (Grey pack)."), "{status}");
    let other = g.view(Viewer::Seat(1)).status.unwrap().plain(Viewer::Seat(1));
    assert!(other.contains("Alice (Grey pack) to move."), "{other}");
}
