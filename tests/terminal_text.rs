//! Nothing `wolfden play` prints is Discord markup: every game is played to
//! its end screen at the terminal (one scripted human, bots in the other
//! seats, a few seeds, Werewolf up to nine seats) with the keys `b`, `r`,
//! `l` and `?` pressed along the way, and no printed line may hold `**` or
//! `__` markdown, a `<@…>` mention, or the catalogue's `<em>` emphasis tags.

use crate::support;

use support::terminal::play_answering_with_keys;

/// Decisions answered before the human types `q` (no game needs more).
const MAX_DECISIONS: usize = 3000;

/// What must never reach the terminal: Discord's bold and underline, a
/// mention, and emphasis tags the renderer should have turned into spans.
const MARKUP: [&str; 5] = ["**", "__", "<@", "<em>", "</em>"];

/// The keys pressed in turn at some decisions.
const KEYS: [&str; 4] = ["b", "r", "l", "?"];

/// The tables played: every game, a few seeds and sizes.
const TABLES: &[(&str, &[&str])] = &[
    ("project-planning", &["--seats", "3", "--seed", "5"]),
    ("project-planning", &["--seats", "5", "--seed", "8"]),
    ("wolfpack", &["--seats", "3", "--seed", "5"]),
    ("wolfpack", &["--seats", "5", "--seed", "8"]),
    ("werewolf", &["--seats", "5", "--seed", "5"]),
    ("werewolf", &["--seats", "7", "--seed", "8"]),
    ("werewolf", &["--seats", "9", "--seed", "3"]),
    ("wolves", &["--seed", "5"]),
    ("wolves", &["--seats", "3", "--seed", "8"]),
    ("arctic-escape", &["--seats", "2", "--seed", "5"]),
    ("arctic-escape", &["--seats", "3", "--seed", "8"]),
];

/// The first printed line holding each kind of markup, per table.
fn markup_found(game: &str, args: &[&str], text: &str) -> Vec<String> {
    MARKUP
        .iter()
        .filter_map(|bad| {
            let line = text.lines().find(|l| l.contains(bad))?;
            Some(format!("{game} {args:?} printed `{bad}`: {line:?}"))
        })
        .collect()
}

#[test]
fn no_terminal_output_holds_markdown_a_mention_or_emphasis_tags() {
    let mut found = Vec::new();
    let mut key_screens = 0;
    for (game, args) in TABLES {
        let mut all = vec![*game];
        all.extend_from_slice(args);
        let (text, decisions) = play_answering_with_keys(&all, 11, MAX_DECISIONS, &KEYS);
        assert!(
            !decisions.is_empty(),
            "{game}: the human was asked something"
        );
        assert!(
            text.contains("Game over: "),
            "{game} {args:?} ended:\n{text}"
        );
        let shown = ["== Rules of ", "== Log so far ==", "== Keys =="]
            .into_iter()
            .filter(|screen| text.contains(screen))
            .count();
        assert!(
            shown > 0 || decisions.len() < 2,
            "{game} {args:?}: the keys pressed showed their screens"
        );
        key_screens += shown;
        found.extend(markup_found(game, args, &text));
    }
    assert!(key_screens >= 3 * TABLES.len() / 2, "keys were pressed");
    assert!(
        found.is_empty(),
        "markup at the terminal:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_markup_check_finds_literal_markdown_and_tags() {
    let text = "Status **0**\nplain\n<@123> plays\nYour <em>turn</em>";
    let found = markup_found("g", &[], text);
    assert_eq!(found.len(), 4, "{found:?}");
    assert!(markup_found("g", &[], "Status 0\nAnn plays").is_empty());
}
