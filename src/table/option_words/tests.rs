use super::*;
use crate::engine::text::{with_locale, Locale, CATALOGUE};
use crate::engine::Viewer;

fn spec(kind: OptionKind) -> OptionSpec {
    OptionSpec {
        key: "k",
        kind,
        default: Some("120"),
    }
}

#[test]
fn an_integer_option_counts_seconds_by_its_kind_never_by_its_help() {
    let seconds = spec(OptionKind::Seconds { min: 0, max: 600 });
    assert_eq!(
        option_value_words(GameKind::Werewolf, &seconds, "120"),
        text!("table-option-minutes", minutes = 2i64)
    );
    // A number stays a number, whatever its key or its help say.
    let count = spec(OptionKind::Int { min: 0, max: 600 });
    assert_eq!(
        option_value_words(GameKind::Werewolf, &count, "120").to_string(),
        "120"
    );
}

/// Every option of every game has its name, its help and a word for each
/// value of a choice in every language; every item of a list option is
/// named by its game in every language; and no `option-` message of the
/// English catalogue is left without an option.
#[test]
fn every_option_name_value_and_help_is_in_every_language() {
    let mut needed = std::collections::BTreeSet::new();
    for kind in GameKind::ALL {
        for spec in kind.option_specs() {
            for id in option_message_ids(kind, spec) {
                for locale in Locale::ALL {
                    assert!(
                        locale.has_message(&id),
                        "{locale} lacks {id} ({kind} option {})",
                        spec.key
                    );
                }
                needed.insert(id);
            }
            for (slug, _) in spec.items() {
                let label = kind
                    .option_item_label(spec.key, slug)
                    .unwrap_or_else(|| panic!("{kind} names no item {slug} of {}", spec.key));
                for locale in Locale::ALL {
                    let words = with_locale(locale, || label.plain(Viewer::Public));
                    assert!(
                        !words.is_empty() && !words.starts_with('['),
                        "{locale}: {kind} item {slug}: {words}"
                    );
                }
            }
        }
    }
    let entry = regex::Regex::new(r"(?m)^(option-[a-z0-9-]*) =").unwrap();
    let defined: std::collections::BTreeSet<String> = CATALOGUE
        .iter()
        .flat_map(|(_, source)| entry.captures_iter(source).map(|c| c[1].to_string()))
        .collect();
    let stale: Vec<_> = defined.difference(&needed).collect();
    assert!(stale.is_empty(), "option messages no option has: {stale:?}");
}

/// The names, helps and value words are the language's own, not English
/// shown in every language: each option's name differs from the English
/// in at least one other language (a few words, as "Option" or "Bots",
/// may be the same in some), and no option's name is its key.
#[test]
fn option_words_are_translated_and_never_the_key() {
    for kind in GameKind::ALL {
        for spec in kind.option_specs() {
            let name = option_name(kind, spec);
            let english = with_locale(Locale::EnUs, || name.plain(Viewer::Public));
            assert_ne!(english, spec.key, "{kind}: {}", spec.key);
            let other = Locale::ALL[1..]
                .iter()
                .filter(|l| with_locale(**l, || name.plain(Viewer::Public)) != english)
                .count();
            assert!(
                other > 0,
                "{kind} {}: {english} in every language",
                spec.key
            );
        }
    }
}

/// A table option's words are the table's (one set for every game); a
/// game's own option, even one with a table option's key, its own.
#[test]
fn table_options_share_their_words_and_a_game_keeps_its_own() {
    let ww = GameKind::Werewolf.option_specs();
    let timer = ww.iter().find(|s| s.key == "turn_timer").unwrap();
    assert_eq!(option_scope(GameKind::Werewolf, timer), "table");
    let pp = GameKind::ProjectPlanning.option_specs();
    let own = pp.iter().find(|s| s.key == "turn_timer").unwrap();
    assert_eq!(
        option_scope(GameKind::ProjectPlanning, own),
        "project-planning"
    );
    let night = ww.iter().find(|s| s.key == "night_seconds").unwrap();
    assert_eq!(
        option_message_ids(GameKind::Werewolf, night),
        [
            "option-werewolf-night-seconds",
            "option-werewolf-night-seconds-help"
        ]
    );
}
