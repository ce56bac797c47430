//! What players read about a game's options, every word from the
//! catalogue (`locales/<lang>/options.ftl`): an option's name, its help
//! and the words for each value of a choice are messages whose ids are
//! made from typed data, never from rendered text: the option's scope
//! (the game's slug, or `table` for the options every table has, see
//! [`option_scope`]) and its key, `option-<scope>-<key>` with `-help` and
//! `-is-<value>` after it (underscores as dashes). The items of a list
//! option (a Werewolf deck) are the game's own names for them
//! ([`GameKind::option_item_label`]). The codes a player types
//! (`night_seconds=90`, `roles=seer=1`) stay as they are in every
//! language. A test checks every option of every game has its messages in
//! every language, and that every `option-` message belongs to one.

use crate::engine::options::{VoiceChannel, TABLE_OPTIONS, TURN_TIMER, VOICE, VOICE_OPTION};
use crate::engine::text::Arg;
use crate::engine::{OptionKind, OptionSpec, Text};
use crate::games::GameKind;
use crate::store::GameRow;
use crate::text;

/// Where the words of option `spec` of `kind` live: `table` for an option
/// every table has ([`TABLE_OPTIONS`], the voice channel), else the
/// game's slug (a game that declares a table option itself, as Project
/// Planning its turn timer, has its own words).
pub fn option_scope(kind: GameKind, spec: &OptionSpec) -> &'static str {
    if TABLE_OPTIONS
        .iter()
        .chain([&VOICE_OPTION])
        .any(|t| t == spec)
    {
        "table"
    } else {
        kind.slug()
    }
}

/// The id every message of option `spec` starts with.
fn stem(kind: GameKind, spec: &OptionSpec) -> String {
    format!(
        "option-{}-{}",
        option_scope(kind, spec),
        spec.key.replace('_', "-")
    )
}

/// The ids of the messages option `spec` of `kind` needs: its name, its
/// help, and one per word of a choice.
pub fn option_message_ids(kind: GameKind, spec: &OptionSpec) -> Vec<String> {
    let stem = stem(kind, spec);
    let mut ids = vec![stem.clone(), format!("{stem}-help")];
    if let OptionKind::OneOf(words) = spec.kind {
        ids.extend(words.iter().map(|w| value_id(&stem, w)));
    }
    ids
}

fn value_id(stem: &str, word: &str) -> String {
    format!("{stem}-is-{}", word.replace('_', "-"))
}

/// The option's name ("Night", "Nacht").
pub fn option_name(kind: GameKind, spec: &OptionSpec) -> Text {
    Text::from_id(stem(kind, spec))
}

/// What the option does, with the values it takes, for the host who sets
/// it (the form's placeholder).
pub fn option_help(kind: GameKind, spec: &OptionSpec) -> Text {
    Text::from_id(format!("{}-help", stem(kind, spec)))
}

/// `value` of the option `spec` in words: `on`/`off`, `90 s`, `5 min`,
/// `auto`, a word of a choice, a list as `Seer ×1, Werewolf ×2`; a value
/// it cannot read (a free text) is shown as stored.
pub fn option_value_words(kind: GameKind, spec: &OptionSpec, value: &str) -> Text {
    if spec.kind == OptionKind::VoiceChannel {
        return match VoiceChannel::parse(value) {
            Some(VoiceChannel::Auto) => text!("table-option-voice-auto"),
            Some(VoiceChannel::Off) => text!("table-option-off"),
            Some(VoiceChannel::Channel(id)) => text!(
                "table-option-voice-channel",
                channel = Arg::Text(Text::Literal(format!("<#{id}>")))
            ),
            None => Text::from(value),
        };
    }
    if value.eq_ignore_ascii_case("auto") {
        return text!("table-option-auto");
    }
    match spec.kind {
        OptionKind::Bool if value == "true" => text!("table-option-on"),
        OptionKind::Bool => text!("table-option-off"),
        OptionKind::OneOf(words) => match words.iter().find(|w| **w == value) {
            Some(word) => Text::from_id(value_id(&stem(kind, spec), word)),
            None => Text::from(value),
        },
        OptionKind::Timer { .. } | OptionKind::Seconds { .. } => match value.parse::<i64>() {
            Ok(0) if matches!(spec.kind, OptionKind::Timer { .. }) => text!("table-option-off"),
            Ok(n) if n >= 2 * 3600 && n % 3600 == 0 => {
                text!("table-option-hours", hours = n / 3600)
            }
            Ok(n) if n >= 60 && n % 60 == 0 => text!("table-option-minutes", minutes = n / 60),
            Ok(n) if n > 60 => text!(
                "table-option-minutes-seconds",
                minutes = n / 60,
                seconds = n % 60
            ),
            Ok(n) => text!("table-option-seconds", seconds = n),
            Err(_) => Text::from(value),
        },
        OptionKind::Counts { items, .. } => match spec.parse_counts(value) {
            Ok(counts) if counts.iter().all(|n| *n == 0) => text!("table-option-none"),
            Ok(counts) => Text::list(
                items
                    .iter()
                    .zip(counts)
                    .filter(|(_, n)| *n > 0)
                    .map(|((slug, _), n)| {
                        text!(
                            "table-option-item",
                            item = item_label(kind, spec, slug),
                            count = n
                        )
                    })
                    .collect(),
            ),
            Err(_) => Text::from(value),
        },
        _ => Text::from(value),
    }
}

/// The name of the item `slug` of the list option `spec`, as the game
/// names it (a role's name); the slug itself, as typed, for an item the
/// game does not name (the catalogue test of the options finds none).
pub fn item_label(kind: GameKind, spec: &OptionSpec, slug: &str) -> Text {
    kind.option_item_label(spec.key, slug)
        .unwrap_or_else(|| Text::Literal(slug.to_string()))
}

/// One line per option of the lobby, in words: "Night: 90 s".
pub fn options_in_words(row: &GameRow) -> Vec<Text> {
    row.kind
        .option_specs()
        .iter()
        .map(|spec| option_in_words(row, spec))
        .collect()
}

/// Whether option `spec` of the lobby `row` is at its default (`auto` for
/// an option without one).
pub fn is_default(row: &GameRow, spec: &OptionSpec) -> bool {
    row.options.text(spec.key) == spec.default.unwrap_or("auto")
}

/// The options a lobby always lists, at their defaults too: the turn
/// timer says what happens to a player who is slow (a bot plays their
/// step), which everyone who joins should know.
pub const ALWAYS_LISTED: &[&str] = &[TURN_TIMER];

/// The lobby's running line of options: only those that differ from
/// their defaults and the ones it always lists ([`ALWAYS_LISTED`]), so
/// the lobby keeps to one phone screen (the options panel lists them all,
/// and what a default means at Start, the roles dealt or the artifacts in
/// play, is the lobby's "At start" note). A voice channel still `auto` is
/// its default too: it says nothing until Start, when the table is told
/// which channel.
pub fn lobby_options_in_words(row: &GameRow) -> Vec<Text> {
    row.kind
        .option_specs()
        .iter()
        .filter(|spec| !is_default(row, spec) || ALWAYS_LISTED.contains(&spec.key))
        .filter(|spec| {
            spec.key != VOICE || VoiceChannel::of(&row.options) != Some(VoiceChannel::Auto)
        })
        .map(|spec| option_in_words(row, spec))
        .collect()
}

fn option_in_words(row: &GameRow, spec: &OptionSpec) -> Text {
    text!(
        "table-option",
        name = option_name(row.kind, spec),
        value = option_value_words(row.kind, spec, row.options.text(spec.key))
    )
}

#[cfg(test)]
mod tests;
