//! Every word a player reads comes from the catalogue: bots play one game
//! of each kind to its end, and every text on the way (each event, the
//! public board and every seat's panel after every step, the refusals of
//! a seat without a prompt, the rules pages, the lobby notes) is walked for
//! a [`Text::Literal`] holding an English word. A literal may still carry
//! a code or a number; a word of three letters or more is wording that
//! belongs in `locales/en/`.

use wolfden::engine::text::{with_locale, Locale};
use wolfden::engine::{Actor, Arg, Options, Panel, Seat, Setup, Text, Viewer};
use wolfden::games::GameKind;

/// Steps a game may take before the test calls it stuck.
const MAX_STEPS: usize = 20_000;

fn setup(kind: GameKind, seed: u64) -> Setup {
    Setup {
        names: (0..kind.default_seats())
            .map(|i| format!("P{i}").into())
            .collect(),
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
            for (_, arg) in m.args.iter() {
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

/// Every text of `panel`, handed to `visit` with `reader`.
fn walk_panel(
    panel: &Panel,
    place: &str,
    reader: Viewer,
    visit: &mut dyn FnMut(&str, &Text, Viewer),
) {
    let texts = [
        Some(&panel.title),
        panel.status.as_ref(),
        Some(&panel.text),
        panel.footer.as_ref(),
        panel.prompt.as_ref(),
    ];
    for text in texts.into_iter().flatten() {
        visit(place, text, reader);
    }
    for field in &panel.fields {
        visit(place, &field.name, reader);
        visit(place, &field.value, reader);
    }
    for choice in &panel.choices {
        visit(place, &choice.label, reader);
        if let Some(hint) = &choice.hint {
            visit(place, hint, reader);
        }
    }
}

/// Plays `kind` with bots to its end and hands every text a player meets
/// to `visit` with its reader: each event, the public board and every
/// seat's panel after every step, the refusals of a seat without a
/// prompt, the rules pages, the lobby notes.
fn walk_a_played_game(kind: GameKind, seed: u64, visit: &mut dyn FnMut(&str, &Text, Viewer)) {
    let setup = setup(kind, seed);
    for (n, page) in kind.rules().iter().enumerate() {
        visit(&format!("rules page {}", n + 1), page, Viewer::Public);
    }
    for note in kind.lobby_notes(&setup.options, setup.names.len()) {
        visit("lobby note", &note, Viewer::Public);
    }
    let mut game = kind
        .setup(&setup)
        .expect("the default options set up a game");
    let seats: Vec<Seat> = (0..setup.names.len()).collect();
    for step in 0..MAX_STEPS {
        walk_panel(
            &game.view(Viewer::Public),
            &format!("step {step}, board"),
            Viewer::Public,
            visit,
        );
        let prompted = game.prompted_seats();
        for &seat in &seats {
            let place = format!("step {step}, seat {seat}'s panel");
            walk_panel(&game.panel_for(seat), &place, Viewer::Seat(seat), visit);
            if !prompted.contains(&seat) && game.outcome().is_none() {
                if let Err(refusal) = game.clone().apply(Actor::Seat(seat), "x") {
                    visit(
                        &format!("step {step}, refusal"),
                        &refusal.text(),
                        Viewer::Seat(seat),
                    );
                }
            }
        }
        if game.outcome().is_some() {
            return;
        }
        let (actor, action) = game
            .next_automatic_move(|_| true)
            .expect("bots or the clock always move");
        let events = game
            .apply(actor, &action)
            .unwrap_or_else(|e| panic!("{kind}: `{action}` by {actor} refused: {e}"));
        for event in &events {
            for &seat in seats.iter().filter(|&&s| event.audience.includes(s)) {
                visit(
                    &format!("step {step}, event"),
                    &event.text,
                    Viewer::Seat(seat),
                );
            }
        }
    }
    panic!("{kind}: no outcome after {MAX_STEPS} steps");
}

/// Plays `kind` with bots to its end and returns every English literal met.
fn literals_of_a_played_game(kind: GameKind, seed: u64) -> Vec<String> {
    let mut found = Vec::new();
    walk_a_played_game(kind, seed, &mut |place, text, _| {
        english_literals(text, place, &mut found)
    });
    found
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

/// What a rendering shows when the catalogue failed it: a message a
/// language lacks comes out as its `[id]`, an argument it does not get as
/// Fluent's `{$name}`; in a language other than English the reader's
/// value `you` must never show (each language selects on it).
fn broken(rendered: &str, english: bool) -> Option<&'static str> {
    static ID: std::sync::LazyLock<regex::Regex> =
        std::sync::LazyLock::new(|| regex::Regex::new(r"\[[a-z]+(-[a-z0-9]+)+\]").unwrap());
    static YOU: std::sync::LazyLock<regex::Regex> =
        std::sync::LazyLock::new(|| regex::Regex::new(r"(?i)\byou\b").unwrap());
    if ID.is_match(rendered) {
        Some("an unknown message")
    } else if rendered.contains("{$") || rendered.contains("{ $") {
        Some("a missing argument")
    } else if !english && YOU.is_match(rendered) {
        Some("the English reader \"you\"")
    } else {
        None
    }
}

#[test]
fn every_game_renders_whole_in_every_language_for_every_reader() {
    let mut report = Vec::new();
    for (kind, seed) in GameKind::ALL.into_iter().flat_map(|k| [(k, 7), (k, 8)]) {
        let mut found = std::collections::BTreeSet::new();
        walk_a_played_game(kind, seed, &mut |place, text, reader| {
            for locale in Locale::ALL {
                let rendered = with_locale(locale, || text.plain(reader));
                if let Some(what) = broken(&rendered, locale == Locale::EnUs) {
                    let line = rendered
                        .lines()
                        .find(|l| broken(l, locale == Locale::EnUs).is_some());
                    found.insert(format!(
                        "{locale} {place}: {what} in {:?}",
                        line.unwrap_or(&rendered)
                    ));
                }
            }
        });
        if !found.is_empty() {
            report.push(format!(
                "{kind} (seed {seed}): {} rendering(s) broken, e.g.\n{}",
                found.len(),
                found
                    .iter()
                    .take(12)
                    .cloned()
                    .collect::<Vec<_>>()
                    .join("\n")
            ));
        }
    }
    assert!(report.is_empty(), "{}", report.join("\n\n"));
}

/// A bot's name is data, never "Akela (bot)" written into it: dealt from
/// the table's seats (a human and bots, as a lobby seats them), every game
/// names its bots with the suffix of the reader's language, on the board
/// and in every event, until the end (a finished Werewolf story names them
/// bare on purpose: the lobby shows who was a bot).
#[test]
fn every_game_names_its_bots_with_the_suffix_of_the_reader_s_language() {
    use wolfden::store::{Named, SeatRow};
    let mut report = Vec::new();
    for kind in GameKind::ALL {
        let n = kind.default_seats();
        let mut seats = vec![SeatRow {
            seat: 0,
            user_id: Some("user0".into()),
            name: "Mara".into(),
            is_bot: false,
            named: Named::Player,
        }];
        seats.extend((1..n).map(|s| SeatRow::bot(s, wolfden::games::bot_name(s - 1).as_str())));
        let bots: Vec<regex::Regex> = seats[1..]
            .iter()
            .map(|s| regex::Regex::new(&format!(r"\b{}\b( \(Bot\))?", s.name)).unwrap())
            .collect();
        let options = Options::defaults(kind.option_specs());
        let mut game = wolfden::table::deal(kind, &options, 7, &seats).unwrap();
        let mut named = 0;
        let mut check = |place: &str, text: &Text, reader: Viewer| {
            let german = with_locale(Locale::De, || text.plain(reader));
            for bot in &bots {
                for found in bot.captures_iter(&german) {
                    named += 1;
                    if found.get(1).is_none() {
                        report.push(format!("{kind} {place}: {german:?}"));
                    }
                }
            }
            let english = with_locale(Locale::EnUs, || text.plain(reader));
            assert!(!english.contains("(Bot)"), "{kind} {place}: {english}");
        };
        for step in 0..MAX_STEPS {
            if game.outcome().is_some() {
                break;
            }
            walk_panel(
                &game.view(Viewer::Public),
                "board",
                Viewer::Public,
                &mut check,
            );
            walk_panel(&game.panel_for(0), "panel", Viewer::Seat(0), &mut check);
            let (actor, action) = game
                .next_automatic_move(|_| true)
                .expect("bots or the clock always move");
            for event in game.apply(actor, &action).unwrap() {
                if event.audience.includes(0) {
                    check(&format!("step {step}, event"), &event.text, Viewer::Seat(0));
                }
            }
        }
        assert!(named > 0, "{kind} never named a bot");
    }
    report.dedup();
    assert!(
        report.is_empty(),
        "{} bot name(s) without the German suffix, e.g.\n{}",
        report.len(),
        report
            .iter()
            .take(12)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}
