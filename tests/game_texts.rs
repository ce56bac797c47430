//! Every word a player reads comes from the catalogue: bots play one game
//! of each kind to its end, and every text on the way (each event, the
//! public board and every seat's panel after every step, the refusals of
//! a seat without a prompt, the rules pages, the lobby notes) is walked for
//! a [`Text::Literal`] holding an English word. A literal may still carry
//! a code or a number; a word of three letters or more is wording that
//! belongs in `locales/en/`.

use wolfden::engine::{Actor, Arg, Options, Panel, Seat, Setup, Text, Viewer};
use wolfden::games::GameKind;

/// Steps a game may take before the test calls it stuck.
const MAX_STEPS: usize = 20_000;

fn setup(kind: GameKind, seed: u64) -> Setup {
    Setup {
        names: (0..kind.default_seats()).map(|i| format!("P{i}")).collect(),
        options: Options::defaults(kind.option_specs()),
        seed,
    }
}

/// Whether `s` holds a word: three ASCII letters or more in a row.
fn has_word(s: &str) -> bool {
    s.split(|c: char| !c.is_ascii_alphabetic())
        .any(|piece| piece.len() >= 3)
}

/// The literals in `text` that hold a word, with where they were found.
fn english_literals(text: &Text, place: &str, found: &mut Vec<String>) {
    match text {
        Text::Literal(s) if has_word(s) => found.push(format!("{place}: {s:?}")),
        Text::Literal(_) => {}
        Text::Lines(lines) => {
            for line in lines {
                english_literals(line, place, found);
            }
        }
        Text::Message(m) => {
            for arg in m.args.values() {
                match arg {
                    Arg::Text(t) => english_literals(t, place, found),
                    Arg::List(items) => {
                        for t in items {
                            english_literals(t, place, found);
                        }
                    }
                    Arg::Player { .. } | Arg::Number(_) | Arg::Plain(_) => {}
                }
            }
        }
    }
}

fn panel_literals(panel: &Panel, place: &str, found: &mut Vec<String>) {
    let texts = [
        Some(&panel.title),
        panel.status.as_ref(),
        Some(&panel.text),
        panel.footer.as_ref(),
        panel.prompt.as_ref(),
    ];
    for text in texts.into_iter().flatten() {
        english_literals(text, place, found);
    }
    for field in &panel.fields {
        english_literals(&field.name, place, found);
        english_literals(&field.value, place, found);
    }
    for choice in &panel.choices {
        english_literals(&choice.label, place, found);
        if let Some(hint) = &choice.hint {
            english_literals(hint, place, found);
        }
    }
}

/// Plays `kind` with bots to its end and returns every English literal met.
fn literals_of_a_played_game(kind: GameKind, seed: u64) -> Vec<String> {
    let setup = setup(kind, seed);
    let mut found = Vec::new();
    for (n, page) in kind.rules().iter().enumerate() {
        english_literals(page, &format!("rules page {}", n + 1), &mut found);
    }
    for note in kind.lobby_notes(&setup.options, setup.names.len()) {
        english_literals(&note, "lobby note", &mut found);
    }
    let mut game = kind
        .setup(&setup)
        .expect("the default options set up a game");
    let seats: Vec<Seat> = (0..setup.names.len()).collect();
    for step in 0..MAX_STEPS {
        panel_literals(
            &game.view(Viewer::Public),
            &format!("step {step}, board"),
            &mut found,
        );
        let prompted = game.prompted_seats();
        for &seat in &seats {
            let place = format!("step {step}, seat {seat}'s panel");
            panel_literals(&game.panel_for(seat), &place, &mut found);
            if !prompted.contains(&seat) && game.outcome().is_none() {
                if let Err(refusal) = game.clone().apply(Actor::Seat(seat), "x") {
                    english_literals(
                        &refusal.text(),
                        &format!("step {step}, refusal"),
                        &mut found,
                    );
                }
            }
        }
        if game.outcome().is_some() {
            return found;
        }
        let (actor, action) = game
            .next_automatic_move(|_| true)
            .expect("bots or the clock always move");
        let events = game
            .apply(actor, &action)
            .unwrap_or_else(|e| panic!("{kind}: `{action}` by {actor} refused: {e}"));
        for event in &events {
            english_literals(&event.text, &format!("step {step}, event"), &mut found);
        }
    }
    panic!("{kind}: no outcome after {MAX_STEPS} steps");
}

#[test]
fn no_player_reads_english_that_is_not_in_the_catalogue() {
    let mut report = Vec::new();
    for kind in GameKind::ALL {
        let mut found = literals_of_a_played_game(kind, 7);
        let mut seen = std::collections::HashSet::new();
        found.retain(|f| seen.insert(f.split_once(": ").map_or("", |x| x.1).to_string()));
        if !found.is_empty() {
            report.push(format!(
                "{kind}: {} literal(s) with English words, e.g.\n{}",
                found.len(),
                found.iter().take(8).cloned().collect::<Vec<_>>().join("\n")
            ));
        }
    }
    assert!(report.is_empty(), "{}", report.join("\n\n"));
}

#[test]
fn a_literal_with_a_word_is_found_and_codes_and_numbers_are_not() {
    let mut found = Vec::new();
    let text = Text::Lines(vec![
        Text::from("12"),
        Text::from("a1 · b2"),
        wolfden::text!("list", items = vec![Text::from("Hello there")]),
    ]);
    english_literals(&text, "here", &mut found);
    assert_eq!(found, vec![r#"here: "Hello there""#.to_string()]);
}
