//! Game options: one declared list per game, shared by the Discord lobby,
//! `--option KEY=VALUE` on the command line, and the store (as JSON).

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::Text;
use crate::text;

/// What values an option accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// A whole number in `min..=max`.
    Int { min: i64, max: i64 },
    /// Seconds of a timer: `0` (off) or a whole number in `min..=max`.
    Timer { min: i64, max: i64 },
    /// A length of time in seconds, a whole number in `min..=max`: shown
    /// as a duration (`90 s`, `5 min`), typed as seconds.
    Seconds { min: i64, max: i64 },
    /// `true`/`false` (also `yes`/`no`, `on`/`off`, `1`/`0`).
    Bool,
    /// One of the listed words.
    OneOf(&'static [&'static str]),
    /// Free text the game validates in `setup`.
    Text,
    /// A Discord voice channel ([`VoiceChannel`]): `auto`, `off`, or a
    /// channel (its mention or id), stored as `auto`, `off` or the id.
    VoiceChannel,
    /// A multiset of named items, written `slug=n,slug=n` (a bare slug counts
    /// once; `none` is the empty list), at most `max` items in all. Items are
    /// `(slug, label)`; values are normalised to the items' order, e.g. a
    /// Werewolf deck `seer=1,werewolf=2`.
    Counts {
        items: &'static [(&'static str, &'static str)],
        max: usize,
    },
}

/// The normalised form of an empty [`OptionKind::Counts`] list.
pub const NO_ITEMS: &str = "none";

/// One option a game accepts. What players read about it (its name, its
/// help, the words for its values) is catalogue text found from this data,
/// never written here: `crate::table::option_words` names the messages
/// (`option-<game slug or table>-<key>`, `…-help`, `…-is-<value>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// The key players type (`night_seconds=90`): it stays as written in
    /// every language.
    pub key: &'static str,
    pub kind: OptionKind,
    /// `None` means "auto": the game picks a value from the seat count.
    pub default: Option<&'static str>,
}

impl OptionSpec {
    /// Human description of the accepted values, e.g. `4..=8`, `yes|no`.
    pub fn accepts(&self) -> String {
        let base = match self.kind {
            OptionKind::Int { min, max } => format!("{min}..={max}"),
            OptionKind::Seconds { min, max } => format!("{min}..={max} seconds"),
            OptionKind::Timer { min, max } => format!("0 (off) or {min}..={max} seconds"),
            OptionKind::Bool => "yes|no".to_string(),
            OptionKind::OneOf(words) => words.join("|"),
            OptionKind::Text => "text".to_string(),
            OptionKind::VoiceChannel => "auto|off|a voice channel (#name or its id)".to_string(),
            OptionKind::Counts { items, max } => {
                let slugs: Vec<&str> = items.iter().map(|(slug, _)| *slug).collect();
                format!(
                    "item=count,... (items: {}; at most {max} in all)",
                    slugs.join(", ")
                )
            }
        };
        match (self.kind, self.default) {
            // A flag's default in the words it is typed with.
            (OptionKind::Bool, Some("true")) => format!("{base}, default yes"),
            (OptionKind::Bool, Some("false")) => format!("{base}, default no"),
            (_, Some(d)) => format!("{base}, default {d}"),
            (_, None) => format!("{base}, default auto"),
        }
    }

    /// What the option accepts, as a player reads it in their language
    /// (the values they type stay as written, shown as code).
    pub fn accepts_text(&self) -> Text {
        let codes = |words: &[&str]| -> Vec<Text> { words.iter().map(|w| code_text(w)).collect() };
        match self.kind {
            OptionKind::Int { min, max } => {
                text!("refusal-option-expects-number", min = min, max = max)
            }
            OptionKind::Seconds { min, max } => {
                text!("refusal-option-expects-seconds", min = min, max = max)
            }
            OptionKind::Timer { min, max } => {
                text!("refusal-option-expects-timer", min = min, max = max)
            }
            OptionKind::Bool => text!(
                "refusal-option-expects-yes-no",
                yes = code_text("yes"),
                no = code_text("no")
            ),
            OptionKind::OneOf(words) => {
                text!("refusal-option-expects-one-of", words = codes(words))
            }
            OptionKind::Text => text!("refusal-option-expects-text"),
            OptionKind::VoiceChannel => text!(
                "refusal-option-expects-voice",
                auto = code_text("auto"),
                off = code_text("off")
            ),
            OptionKind::Counts { items, max } => {
                let slugs: Vec<&str> = items.iter().map(|(slug, _)| *slug).collect();
                let example = match slugs.as_slice() {
                    [first, second, ..] => format!("{first}=1,{second}=2"),
                    [only] => format!("{only}=1"),
                    [] => NO_ITEMS.to_string(),
                };
                text!(
                    "refusal-option-expects-counts",
                    example = code_text(&example),
                    items = codes(&slugs),
                    max = max
                )
            }
        }
    }

    fn normalise(&self, value: &str) -> Result<String, OptionError> {
        let v = value.trim();
        let bad = || OptionError::BadValue {
            spec: *self,
            value: value.to_string(),
            why: None,
        };
        if v.eq_ignore_ascii_case("auto") && self.default.is_none() {
            return Ok("auto".to_string());
        }
        match self.kind {
            OptionKind::Int { min, max } | OptionKind::Seconds { min, max } => {
                let n: i64 = v.parse().map_err(|_| bad())?;
                if n < min || n > max {
                    return Err(bad());
                }
                Ok(n.to_string())
            }
            OptionKind::Timer { min, max } => {
                let n: i64 = v.parse().map_err(|_| bad())?;
                if n != 0 && (n < min || n > max) {
                    return Err(bad());
                }
                Ok(n.to_string())
            }
            OptionKind::Bool => match v.to_ascii_lowercase().as_str() {
                "true" | "yes" | "on" | "1" => Ok("true".into()),
                "false" | "no" | "off" | "0" => Ok("false".into()),
                _ => Err(bad()),
            },
            OptionKind::OneOf(words) => words
                .iter()
                .find(|w| w.eq_ignore_ascii_case(v))
                .map(|w| w.to_string())
                .ok_or_else(bad),
            OptionKind::Text => Ok(v.to_string()),
            OptionKind::VoiceChannel => VoiceChannel::parse(v)
                .map(|c| c.to_string())
                .ok_or_else(bad),
            OptionKind::Counts { .. } => {
                let refused = |why| OptionError::BadValue {
                    spec: *self,
                    value: value.to_string(),
                    why: Some(why),
                };
                let counts = self.parse_counts(v).map_err(refused)?;
                self.format_counts(&counts).map_err(refused)
            }
        }
    }

    /// The items of a [`OptionKind::Counts`] option (empty for other kinds).
    pub fn items(&self) -> &'static [(&'static str, &'static str)] {
        match self.kind {
            OptionKind::Counts { items, .. } => items,
            _ => &[],
        }
    }

    /// The position of an item, by slug or label; case, spaces and dashes
    /// are forgiven.
    pub fn item_index(&self, name: &str) -> Option<usize> {
        let squash = |s: &str| s.trim().to_ascii_lowercase().replace([' ', '-'], "_");
        let wanted = squash(name);
        self.items()
            .iter()
            .position(|(slug, label)| squash(slug) == wanted || squash(label) == wanted)
    }

    /// A [`OptionKind::Counts`] value as one count per item, in the items'
    /// order. `auto` is not a list: the caller resolves it first.
    pub fn parse_counts(&self, value: &str) -> Result<Vec<usize>, CountsError> {
        let items = self.items();
        let mut counts = vec![0usize; items.len()];
        let v = value.trim();
        if v.is_empty() || v.eq_ignore_ascii_case(NO_ITEMS) {
            return Ok(counts);
        }
        for part in v.split([',', ';']).map(str::trim).filter(|p| !p.is_empty()) {
            let (name, count) = match part.split_once(['=', ':', '*']) {
                Some((name, count)) => {
                    let count: usize = count
                        .trim()
                        .parse()
                        .map_err(|_| CountsError::NotANumber(part.to_string()))?;
                    (name, count)
                }
                None => (part, 1),
            };
            let i = self
                .item_index(name)
                .ok_or_else(|| CountsError::UnknownItem(name.trim().to_string()))?;
            counts[i] = counts[i].saturating_add(count);
        }
        Ok(counts)
    }

    /// One count per item as the normalised value (`none` when empty).
    /// Refused when the counts do not match the items or exceed the maximum.
    pub fn format_counts(&self, counts: &[usize]) -> Result<String, CountsError> {
        let OptionKind::Counts { items, max } = self.kind else {
            return Err(CountsError::NotAList(self.key));
        };
        if counts.len() != items.len() {
            return Err(CountsError::WrongLength(items.len()));
        }
        let total = counts.iter().fold(0usize, |a, c| a.saturating_add(*c));
        if total > max {
            return Err(CountsError::TooMany { total, max });
        }
        let parts: Vec<String> = items
            .iter()
            .zip(counts)
            .filter(|(_, c)| **c > 0)
            .map(|((slug, _), c)| format!("{slug}={c}"))
            .collect();
        Ok(if parts.is_empty() {
            NO_ITEMS.to_string()
        } else {
            parts.join(",")
        })
    }
}

/// The key of the table's turn timer, an option of every game: seconds a
/// step that waits on human seats may last before the game's bot plays it
/// for them (`0`: off, or the process-wide timer where one is set). A game
/// that declares its own `turn_timer` (Project Planning) keeps its spec: the
/// one option serves as both its own timer and the table's.
pub const TURN_TIMER: &str = "turn_timer";

/// The key of a lobby's expiry, an option of every game: seconds a lobby
/// that nobody starts stays open.
pub const LOBBY_EXPIRY: &str = "lobby_expiry";

/// The key of a running game's abandonment, an option of every game:
/// seconds a game may go without any human seat acting before it ends as
/// abandoned (not rated).
pub const ABANDON_AFTER: &str = "abandon_after";

/// The key of a seat's handover, an option of every game: missed steps in
/// a row (a timer ended each) before a bot plays the seat until its
/// player takes it back (`0`: never).
pub const AWAY_AFTER: &str = "away_after";

/// A game's abandonment time when its options do not say (stored before
/// the option): 24 hours.
pub const DEFAULT_ABANDON_AFTER_SECONDS: i64 = 24 * 60 * 60;

/// The options every game has at a table, after the game's own.
pub const TABLE_OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: TURN_TIMER,
        kind: OptionKind::Timer { min: 60, max: 1800 },
        default: Some("0"),
    },
    OptionSpec {
        key: LOBBY_EXPIRY,
        kind: OptionKind::Seconds {
            min: 300,
            max: 86_400,
        },
        default: Some("1800"),
    },
    OptionSpec {
        key: AWAY_AFTER,
        kind: OptionKind::Int { min: 0, max: 10 },
        default: Some("2"),
    },
    OptionSpec {
        key: ABANDON_AFTER,
        kind: OptionKind::Seconds {
            min: 3_600,
            max: 604_800,
        },
        default: Some("86400"),
    },
];

/// The table's voice channel, offered to the games that say who must keep
/// quiet ([`crate::engine::Game::MUTES_IN_VOICE`]): the Discord frontend
/// server-mutes that channel by phase. The game itself never reads it.
pub const VOICE: &str = "voice";

/// The [`VOICE`] option.
pub const VOICE_OPTION: OptionSpec = OptionSpec {
    key: VOICE,
    kind: OptionKind::VoiceChannel,
    default: Some("auto"),
};

/// What a table's [`VOICE`] option says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VoiceChannel {
    /// The voice channel the host (or the starter) is in at Start.
    Auto,
    /// No voice control.
    Off,
    /// That channel.
    Channel(u64),
}

impl VoiceChannel {
    /// `auto`, `off`, a channel mention `<#id>` or an id; `None` otherwise.
    pub fn parse(text: &str) -> Option<VoiceChannel> {
        let t = text.trim().trim_start_matches("<#").trim_end_matches('>');
        if t.eq_ignore_ascii_case("auto") {
            return Some(VoiceChannel::Auto);
        }
        if t.eq_ignore_ascii_case("off") {
            return Some(VoiceChannel::Off);
        }
        t.parse::<u64>()
            .ok()
            .filter(|id| *id > 0)
            .map(VoiceChannel::Channel)
    }

    /// The voice channel `options` name; `None` for a game without one.
    pub fn of(options: &Options) -> Option<VoiceChannel> {
        options.0.get(VOICE).and_then(|v| VoiceChannel::parse(v))
    }
}

impl std::fmt::Display for VoiceChannel {
    /// As stored: `auto`, `off` or the id.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            VoiceChannel::Auto => f.write_str("auto"),
            VoiceChannel::Off => f.write_str("off"),
            VoiceChannel::Channel(id) => write!(f, "{id}"),
        }
    }
}

/// A game's own options followed by the table's ([`TABLE_OPTIONS`]) that
/// it does not declare itself, and the voice channel for a game that
/// `mutes` ([`VOICE_OPTION`]).
pub fn with_table_options(game: &[OptionSpec], mutes: bool) -> Vec<OptionSpec> {
    let mut specs = game.to_vec();
    let voice = mutes.then_some(&VOICE_OPTION);
    for spec in TABLE_OPTIONS.iter().chain(voice) {
        if !game.iter().any(|own| own.key == spec.key) {
            specs.push(*spec);
        }
    }
    specs
}

/// Why an option list was refused, as data: players read
/// [`OptionError::text`] (from the catalogue, saying what is valid); the
/// Display is its English for logs and the command line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    /// `key` is none of `specs` (the options there are).
    #[error("unknown option `{key}`; valid options: {}", valid_english(.specs))]
    UnknownKey { key: String, specs: Vec<OptionSpec> },
    /// `value` does not fit `spec` (`why`, for a list option).
    #[error("bad value `{value}` for option `{}`: expected {}", .spec.key, expected_english(.spec, .why.as_ref()))]
    BadValue {
        spec: OptionSpec,
        value: String,
        why: Option<CountsError>,
    },
    #[error("option `{0}` must look like KEY=VALUE")]
    Malformed(String),
}

/// The options there are, in [`OptionError::UnknownKey`]'s English.
fn valid_english(specs: &[OptionSpec]) -> String {
    if specs.is_empty() {
        return "(this game has none)".to_string();
    }
    specs
        .iter()
        .map(|s| format!("{} ({})", s.key, s.accepts()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What a refused value should have been, in [`OptionError::BadValue`]'s
/// English.
fn expected_english(spec: &OptionSpec, why: Option<&CountsError>) -> String {
    match why {
        Some(why) => format!("{why}; {}", spec.accepts()),
        None => spec.accepts(),
    }
}

impl OptionError {
    /// The refusal as a player reads it, in their language: the keys and
    /// values they type stay as written, shown as code.
    pub fn text(&self) -> Text {
        match self {
            OptionError::UnknownKey { key, specs } => {
                let keys: Vec<Text> = specs.iter().map(|s| code_text(s.key)).collect();
                text!(
                    "refusal-option-unknown",
                    key = code_text(key),
                    keys = keys,
                    count = specs.len()
                )
            }
            OptionError::BadValue {
                spec,
                value,
                why: None,
            } => text!(
                "refusal-option-bad-value",
                key = code_text(spec.key),
                value = code_text(value),
                expected = spec.accepts_text()
            ),
            OptionError::BadValue {
                spec,
                value,
                why: Some(why),
            } => text!(
                "refusal-option-bad-list",
                key = code_text(spec.key),
                value = code_text(value),
                why = why.text(),
                expected = spec.accepts_text()
            ),
            OptionError::Malformed(item) => text!(
                "refusal-option-malformed",
                item = code_text(item),
                form = code_text("KEY=VALUE")
            ),
        }
    }
}

/// Why the counts of a list option ([`OptionKind::Counts`]) were refused,
/// as data: players read [`CountsError::text`]; the Display is its
/// English.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CountsError {
    /// The part `slug=n` as typed, whose count is not a whole number.
    #[error("`{0}`: the count must be a whole number")]
    NotANumber(String),
    /// An item name as typed that the list does not have.
    #[error("unknown item `{0}`")]
    UnknownItem(String),
    /// The option (its key) is not a list.
    #[error("option `{0}` is not a list of items")]
    NotAList(&'static str),
    /// Not one count per item (the list's item count).
    #[error("expected {0} counts")]
    WrongLength(usize),
    #[error("{total} items, more than the {max} allowed")]
    TooMany { total: usize, max: usize },
}

impl CountsError {
    /// The refusal as a player reads it, in their language.
    pub fn text(&self) -> Text {
        match self {
            CountsError::NotANumber(part) => {
                text!("refusal-counts-not-a-number", part = code_text(part))
            }
            CountsError::UnknownItem(item) => {
                text!("refusal-counts-unknown-item", item = code_text(item))
            }
            CountsError::NotAList(key) => text!("refusal-counts-not-a-list", key = code_text(key)),
            CountsError::WrongLength(count) => {
                text!("refusal-counts-wrong-length", count = *count)
            }
            CountsError::TooMany { total, max } => {
                text!("refusal-counts-too-many", total = *total, max = *max)
            }
        }
    }
}

/// `typed` as code: a key or value as a player types it (they stay
/// English), shown as written.
fn code_text(typed: &str) -> Text {
    Text::Literal(format!("`{typed}`"))
}

/// Validated options: every declared key of one game's option table,
/// normalised, defaults filled in. The only ways to make one are
/// [`Options::parse`] (and its forms) and [`Options::defaults`], so a game
/// reads its options without checking them again: a declared key is always
/// there and within its range. (Stored options are read back as they were
/// written; [`Options::completed`] fills in a key added since.)
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options(BTreeMap<String, String>);

impl Options {
    /// Every declared option at its default.
    pub fn defaults(specs: &[OptionSpec]) -> Options {
        Options(
            specs
                .iter()
                .map(|s| (s.key.to_string(), s.default.unwrap_or("auto").to_string()))
                .collect(),
        )
    }

    /// These options with any key of `specs` they lack at its default (a
    /// game stored before that option existed); keys `specs` does not
    /// declare are dropped.
    pub fn completed(&self, specs: &[OptionSpec]) -> Options {
        let mut done = Options::defaults(specs);
        for (k, v) in &self.0 {
            if let Some(slot) = done.0.get_mut(k) {
                slot.clone_from(v);
            }
        }
        done
    }

    /// `(key, value)` pairs in key order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(k, v)| (k.as_str(), v.as_str()))
    }

    /// Validate `pairs` against `specs`, filling in defaults.
    pub fn parse<'a>(
        specs: &[OptionSpec],
        pairs: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Options, OptionError> {
        let Options(mut map) = Options::defaults(specs);
        for (key, value) in pairs {
            let key = key.trim();
            let spec = specs
                .iter()
                .find(|s| s.key.eq_ignore_ascii_case(key))
                .ok_or_else(|| OptionError::UnknownKey {
                    key: key.to_string(),
                    specs: specs.to_vec(),
                })?;
            map.insert(spec.key.to_string(), spec.normalise(value)?);
        }
        Ok(Options(map))
    }

    /// Parse `KEY=VALUE` strings (the command line form).
    pub fn parse_assignments(
        specs: &[OptionSpec],
        items: &[String],
    ) -> Result<Options, OptionError> {
        let mut pairs = Vec::new();
        for item in items {
            let (k, v) = item
                .split_once('=')
                .ok_or_else(|| OptionError::Malformed(item.clone()))?;
            pairs.push((k, v));
        }
        Self::parse(specs, pairs)
    }

    /// A numeric option; `None` when it is `auto` (or not declared).
    pub fn int(&self, key: &str) -> Option<i64> {
        self.0.get(key).and_then(|v| v.parse().ok())
    }

    /// A numeric option that has a declared default, so it is never `auto`.
    /// Its range was checked by [`Options::parse`]; `T` only narrows the
    /// type (a value out of `T`'s range is a game declaring a range wider
    /// than the type it reads it into, a programming error).
    pub fn number<T: TryFrom<i64>>(&self, key: &str) -> T {
        self.int(key)
            .and_then(|n| T::try_from(n).ok())
            .unwrap_or_else(|| panic!("option `{key}` is not a declared number with a default"))
    }

    /// A numeric option that may be `auto`, narrowed like [`Options::number`].
    pub fn number_or_auto<T: TryFrom<i64>>(&self, key: &str) -> Option<T> {
        self.int(key).map(|n| {
            T::try_from(n)
                .unwrap_or_else(|_| panic!("option `{key}` does not fit the type it is read into"))
        })
    }

    pub fn flag(&self, key: &str) -> bool {
        self.0.get(key).map(|v| v == "true").unwrap_or(false)
    }

    pub fn text(&self, key: &str) -> &str {
        self.0.get(key).map(String::as_str).unwrap_or("")
    }

    /// A copy with option `key` set to `value`, validated against `specs`.
    pub fn with(
        &self,
        specs: &[OptionSpec],
        key: &str,
        value: &str,
    ) -> Result<Options, OptionError> {
        let mut next = Options::parse(specs, [(key, value)])?;
        for (k, v) in &self.0 {
            if k != key && specs.iter().any(|s| s.key == k) {
                next.0.insert(k.clone(), v.clone());
            }
        }
        Ok(next)
    }
}

impl fmt::Display for Options {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.0.iter().map(|(k, v)| format!("{k}={v}")).collect();
        f.write_str(&parts.join(" "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPECS: &[OptionSpec] = &[
        OptionSpec {
            key: "tokens",
            kind: OptionKind::Int { min: 1, max: 13 },
            default: None,
        },
        OptionSpec {
            key: "shared_victory",
            kind: OptionKind::Bool,
            default: Some("false"),
        },
        OptionSpec {
            key: "pack",
            kind: OptionKind::Counts {
                items: &[("wolf", "Wolf"), ("snow_fox", "Snow Fox"), ("owl", "Owl")],
                max: 6,
            },
            default: None,
        },
    ];

    fn pack(value: &str) -> Result<String, OptionError> {
        Options::parse(SPECS, [("pack", value)]).map(|o| o.text("pack").to_string())
    }

    #[test]
    fn defaults_are_filled_and_values_normalised() {
        let o = Options::parse(SPECS, [("shared_victory", "YES")]).unwrap();
        assert_eq!(o.int("tokens"), None);
        assert!(o.flag("shared_victory"));
        let o = Options::parse(SPECS, [("tokens", " 7 ")]).unwrap();
        assert_eq!(o.int("tokens"), Some(7));
    }

    #[test]
    fn unknown_key_lists_the_valid_ones() {
        let err = Options::parse(SPECS, [("colour", "red")]).unwrap_err();
        let msg = err.to_string();
        assert!(msg.contains("tokens (1..=13, default auto)"), "{msg}");
        assert!(msg.contains("shared_victory"), "{msg}");
    }

    #[test]
    fn a_timer_is_off_at_zero_or_within_its_range() {
        let spec = [OptionSpec {
            key: "turn_timer",
            kind: OptionKind::Timer { min: 10, max: 3600 },
            default: Some("0"),
        }];
        let o = Options::parse(&spec, []).unwrap();
        assert_eq!(o.number::<u32>("turn_timer"), 0);
        assert_eq!(
            Options::parse(&spec, [("turn_timer", "10")])
                .unwrap()
                .number::<u32>("turn_timer"),
            10
        );
        for bad in ["5", "3601", "-1", "soon"] {
            let err = Options::parse(&spec, [("turn_timer", bad)]).unwrap_err();
            assert!(err.to_string().contains("0 (off) or 10..=3600"), "{err}");
        }
    }

    #[test]
    fn completed_fills_keys_added_since_and_drops_unknown_ones() {
        let old: Options = serde_json::from_str(r#"{"tokens":"5","colour":"red"}"#).unwrap();
        let done = old.completed(SPECS);
        assert_eq!(done.int("tokens"), Some(5));
        assert_eq!(done.text("shared_victory"), "false");
        assert_eq!(done.text("pack"), "auto");
        assert_eq!(done.text("colour"), "");
        assert_eq!(done, Options::parse(SPECS, [("tokens", "5")]).unwrap());
    }

    #[test]
    fn out_of_range_value_is_refused() {
        let err = Options::parse(SPECS, [("tokens", "14")]).unwrap_err();
        assert!(err.to_string().contains("expected 1..=13"), "{err}");
        assert!(Options::parse_assignments(SPECS, &["tokens".into()]).is_err());
    }

    #[test]
    fn a_counts_list_is_normalised_to_the_items_order_with_merged_counts() {
        assert_eq!(pack("owl=1, Wolf=2").unwrap(), "wolf=2,owl=1");
        assert_eq!(
            pack("snow-fox;owl;owl:1;wolf=0").unwrap(),
            "snow_fox=1,owl=2"
        );
        assert_eq!(pack("Snow Fox*3").unwrap(), "snow_fox=3");
        assert_eq!(pack("AUTO").unwrap(), "auto");
        assert_eq!(pack("").unwrap(), NO_ITEMS);
        assert_eq!(pack("none").unwrap(), NO_ITEMS);
        assert_eq!(Options::parse(SPECS, []).unwrap().text("pack"), "auto");
    }

    #[test]
    fn a_counts_list_with_an_unknown_item_a_bad_count_or_too_many_items_is_refused() {
        let msg = pack("bear=1").unwrap_err().to_string();
        assert!(msg.contains("unknown item `bear`"), "{msg}");
        assert!(
            msg.contains("wolf, snow_fox, owl"),
            "the items are listed: {msg}"
        );
        let msg = pack("wolf=two").unwrap_err().to_string();
        assert!(msg.contains("whole number"), "{msg}");
        let msg = pack("wolf=4,owl=3").unwrap_err().to_string();
        assert!(msg.contains("7 items, more than the 6 allowed"), "{msg}");
        assert!(pack("wolf=99999999999999999999999").is_err());
    }

    #[test]
    fn counts_round_trip_through_parse_and_format() {
        let spec = &SPECS[2];
        let counts = spec.parse_counts("owl=2,wolf=1").unwrap();
        assert_eq!(counts, vec![1, 0, 2]);
        assert_eq!(spec.format_counts(&counts).unwrap(), "wolf=1,owl=2");
        assert_eq!(spec.format_counts(&[0, 0, 0]).unwrap(), NO_ITEMS);
        assert!(spec.format_counts(&[1, 2]).is_err(), "one count per item");
        assert!(SPECS[0].format_counts(&[]).is_err(), "not a Counts option");
        assert_eq!(spec.item_index("snow fox"), Some(1));
        assert_eq!(SPECS[0].item_index("wolf"), None);
    }

    #[test]
    fn with_changes_one_option_and_keeps_the_others() {
        let o = Options::parse(SPECS, [("tokens", "5")]).unwrap();
        let o2 = o.with(SPECS, "pack", "wolf=1").unwrap();
        assert_eq!(o2.int("tokens"), Some(5));
        assert_eq!(o2.text("pack"), "wolf=1");
        assert!(o.with(SPECS, "pack", "wolf=9").is_err());
        assert!(o.with(SPECS, "colour", "red").is_err());
    }

    /// The catalogue messages a text is made of, nested ones included.
    fn message_ids(text: &Text, out: &mut Vec<String>) {
        use crate::engine::text::Arg;
        match text {
            Text::Literal(_) => {}
            Text::Lines(lines) => lines.iter().for_each(|t| message_ids(t, out)),
            Text::Message(m) => {
                out.push(m.id.to_string());
                for (_, arg) in m.args.iter() {
                    match arg {
                        Arg::Text(t) => message_ids(t, out),
                        Arg::List(items) => items.iter().for_each(|t| message_ids(t, out)),
                        _ => {}
                    }
                }
            }
        }
    }

    /// A refused option is said in the reader's language, every part of it
    /// (what the option takes, what is wrong with a list) from that
    /// language's own catalogue, never the English of the Display; the
    /// keys and values as typed stay as written, shown as code.
    #[test]
    fn every_refusal_reads_in_each_language_with_the_typed_codes_kept() {
        use crate::engine::text::{with_locale, Locale};
        let kinds = [
            OptionKind::Int { min: 1, max: 13 },
            OptionKind::Seconds { min: 30, max: 600 },
            OptionKind::Timer { min: 60, max: 1800 },
            OptionKind::Bool,
            OptionKind::OneOf(&["small", "large"]),
            OptionKind::VoiceChannel,
        ];
        let mut refusals: Vec<OptionError> = kinds
            .iter()
            .map(|&kind| {
                let spec = [OptionSpec {
                    key: "knob",
                    kind,
                    default: None,
                }];
                Options::parse(&spec, [("knob", "plenty")]).unwrap_err()
            })
            .collect();
        refusals.extend([
            Options::parse(SPECS, [("colour", "red")]).unwrap_err(),
            Options::parse(&[], [("colour", "red")]).unwrap_err(),
            Options::parse_assignments(SPECS, &["tokens".to_string()]).unwrap_err(),
            pack("bear=1").unwrap_err(),
            pack("wolf=two").unwrap_err(),
            pack("wolf=4,owl=3").unwrap_err(),
        ]);
        let lists = [
            SPECS[0].format_counts(&[]).unwrap_err(),
            SPECS[2].format_counts(&[1]).unwrap_err(),
        ];
        for why in &lists {
            let spec = SPECS[2];
            refusals.push(OptionError::BadValue {
                spec,
                value: "wolf".into(),
                why: Some(why.clone()),
            });
        }
        for e in &refusals {
            let text = e.text();
            let mut ids = Vec::new();
            message_ids(&text, &mut ids);
            assert!(!ids.is_empty(), "{e}");
            let english = with_locale(Locale::EnUs, || text.to_string());
            for locale in Locale::ALL {
                for id in &ids {
                    assert!(locale.has_message(id), "{locale} lacks {id} ({e})");
                }
                let said = with_locale(locale, || text.to_string());
                assert!(!said.contains("[refusal"), "{locale}: {said}");
                if locale != Locale::EnUs {
                    assert_ne!(said, english, "{locale}: {said}");
                }
            }
        }
        let german = with_locale(Locale::De, || refusals[6].text().to_string());
        assert!(
            german.starts_with("Es gibt keine Option `colour`"),
            "{german}"
        );
        assert!(
            german.contains("`tokens`, `shared_victory`, `pack`"),
            "{german}"
        );
        let french = with_locale(Locale::Fr, || refusals[0].text().to_string());
        assert_eq!(
            french,
            "`knob` ne peut pas valoir `plenty`\u{202f}: il faut un nombre entier de 1 à 13"
        );
        let spanish = with_locale(Locale::EsEs, || refusals[11].text().to_string());
        assert!(
            spanish.contains("7 elementos, más de los 6 permitidos"),
            "{spanish}"
        );
    }
}
