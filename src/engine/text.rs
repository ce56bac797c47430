//! Text as data: what a panel or an event says, kept as a message id with
//! typed arguments until a frontend renders it for one reader.
//!
//! All English wording lives in the Fluent catalogue under `locales/en/`
//! (embedded at compile time); a game names a message with [`text!`] and
//! hands over its arguments: a player seat, a number, a plain string, a
//! nested text (a card or role name from the catalogue) or a list. Rendering
//! ([`Text::spans`]) takes the reader: a player argument naming the reader
//! becomes "you" (the catalogue selects the verb form on it, see
//! docs/design.md), any other player their name. Emphasis comes back as
//! [`Span::Strong`], never as markdown: each frontend draws it its own way.
//!
//! Texts not converted yet are [`Text::Literal`]: English as the game wrote
//! it (light markdown included), shown as is. A stored plain string (events
//! and snapshots written before texts were data) reads back as a literal.

use std::collections::BTreeMap;
use std::fmt;
use std::sync::LazyLock;

use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};

use super::{Seat, Viewer};

/// The English catalogue, one file per area, embedded at compile time.
pub const CATALOGUE: &[(&str, &str)] = &[
    ("engine.ftl", include_str!("../../locales/en/engine.ftl")),
    ("table.ftl", include_str!("../../locales/en/table.ftl")),
    (
        "wolfpack.ftl",
        include_str!("../../locales/en/wolfpack.ftl"),
    ),
    (
        "project_planning.ftl",
        include_str!("../../locales/en/project_planning.ftl"),
    ),
    ("wolves.ftl", include_str!("../../locales/en/wolves.ftl")),
    (
        "wolves_view.ftl",
        include_str!("../../locales/en/wolves_view.ftl"),
    ),
    (
        "wolves_rules.ftl",
        include_str!("../../locales/en/wolves_rules.ftl"),
    ),
    (
        "arctic_escape.ftl",
        include_str!("../../locales/en/arctic_escape.ftl"),
    ),
    (
        "werewolf.ftl",
        include_str!("../../locales/en/werewolf.ftl"),
    ),
    (
        "werewolf_actions.ftl",
        include_str!("../../locales/en/werewolf_actions.ftl"),
    ),
    (
        "werewolf_story.ftl",
        include_str!("../../locales/en/werewolf_story.ftl"),
    ),
    (
        "werewolf_effects.ftl",
        include_str!("../../locales/en/werewolf_effects.ftl"),
    ),
    (
        "werewolf_rules.ftl",
        include_str!("../../locales/en/werewolf_rules.ftl"),
    ),
    (
        "wolfpack_rules.ftl",
        include_str!("../../locales/en/wolfpack_rules.ftl"),
    ),
    (
        "arctic_escape_rules.ftl",
        include_str!("../../locales/en/arctic_escape_rules.ftl"),
    ),
    (
        "project_planning_rules.ftl",
        include_str!("../../locales/en/project_planning_rules.ftl"),
    ),
    (
        "terminal.ftl",
        include_str!("../../locales/en/terminal.ftl"),
    ),
    ("discord.ftl", include_str!("../../locales/en/discord.ftl")),
    ("turns.ftl", include_str!("../../locales/en/turns.ftl")),
];

/// What a message argument is; see the module docs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arg {
    /// A player: "you" for the reader in that seat, the name for anyone
    /// else. The name travels with the seat so a stored event renders
    /// without the game.
    Player { seat: Seat, name: String },
    /// A number (Fluent picks plural forms on it).
    Number(i64),
    /// A string shown exactly as given (never English wording: a code, a
    /// name that is not a seat's).
    Plain(String),
    /// A text of its own (a card name from the catalogue), rendered for the
    /// same reader.
    Text(Text),
    /// Texts shown one after the other, separated by `list-separator`.
    List(Vec<Text>),
}

impl Arg {
    pub fn player(seat: Seat, name: impl Into<String>) -> Self {
        Arg::Player {
            seat,
            name: name.into(),
        }
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Self {
        Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<i64> for Arg {
    fn from(n: i64) -> Self {
        Arg::Number(n)
    }
}

impl From<Text> for Arg {
    fn from(text: Text) -> Self {
        Arg::Text(text)
    }
}

impl From<Vec<Text>> for Arg {
    fn from(items: Vec<Text>) -> Self {
        Arg::List(items)
    }
}

/// A catalogue message with its named arguments.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Message {
    pub id: String,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub args: BTreeMap<String, Arg>,
}

/// Structured text: see the module docs. Serialized untagged, so a plain
/// JSON string is a [`Text::Literal`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Text {
    /// English not converted to the catalogue yet, shown as is (it may
    /// still hold the legacy `**bold**` markdown).
    Literal(String),
    /// Lines shown one under the other.
    Lines(Vec<Text>),
    /// A catalogue message.
    Message(Message),
}

impl Default for Text {
    fn default() -> Self {
        Text::Literal(String::new())
    }
}

impl From<String> for Text {
    fn from(s: String) -> Self {
        Text::Literal(s)
    }
}

impl From<&str> for Text {
    fn from(s: &str) -> Self {
        Text::Literal(s.to_string())
    }
}

impl From<&String> for Text {
    fn from(s: &String) -> Self {
        Text::Literal(s.clone())
    }
}

/// A catalogue message: `text!("wolfpack-keeps", player = arg)`.
/// Each argument is anything `Into<Arg>`; the id is a string literal, so the
/// catalogue test finds every id the code uses by reading the source.
#[macro_export]
macro_rules! text {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::engine::text::Text::message(
            $id,
            vec![$((stringify!($name), $crate::engine::text::Arg::from($value))),*],
        )
    };
}

/// One piece of rendered text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Span {
    Plain(String),
    /// Emphasised (`<em>` in the catalogue): bold on Discord, bold or
    /// plain in the terminal.
    Strong(String),
    /// A [`Text::Literal`]: legacy text that may hold markdown.
    Legacy(String),
}

impl Span {
    pub fn as_str(&self) -> &str {
        match self {
            Span::Plain(s) | Span::Strong(s) | Span::Legacy(s) => s,
        }
    }
}

/// Spans as plain text: emphasis dropped, literals as written.
pub fn spans_to_plain(spans: &[Span]) -> String {
    spans.iter().map(Span::as_str).collect()
}

/// The value a player argument naming the reader takes: the catalogue
/// selects on it (`{ $who -> [you] ... *[other] ... }`), and in English it
/// is also the word itself, lower case ("from you").
pub const READER: &str = "you";

const EM_OPEN: &str = "<em>";
const EM_CLOSE: &str = "</em>";
/// Private-use characters around an argument's index while Fluent formats:
/// the argument is rendered into spans of its own and put back after, so no
/// name can smuggle `<em>` in and a nested text keeps its own emphasis.
const HOLE_OPEN: char = '\u{E000}';
const HOLE_CLOSE: char = '\u{E001}';

type Bundle = fluent_bundle::concurrent::FluentBundle<FluentResource>;

static BUNDLE: LazyLock<Bundle> = LazyLock::new(|| {
    let english: unic_langid::LanguageIdentifier = "en".parse().expect("`en` is a language id");
    let mut bundle = Bundle::new_concurrent(vec![english]);
    bundle.set_use_isolating(false);
    for (_, source) in CATALOGUE {
        // Parse errors are caught by the catalogue test; what parsed is used.
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, _)| r);
        bundle.add_resource_overriding(resource);
    }
    bundle
});

/// Whether the catalogue has a message `id`.
pub fn has_message(id: &str) -> bool {
    BUNDLE.has_message(id)
}

impl Text {
    /// A catalogue message (use [`text!`], which the catalogue test reads).
    pub fn message(id: &str, args: Vec<(&str, Arg)>) -> Self {
        Text::Message(Message {
            id: id.to_string(),
            args: args
                .into_iter()
                .map(|(name, arg)| (name.replace('_', "-"), arg))
                .collect(),
        })
    }

    /// A player on their own ("you" for the reader), e.g. as a list item.
    pub fn player(seat: Seat, name: impl Into<String>) -> Self {
        crate::text!("player-name", player = Arg::player(seat, name))
    }

    /// `items` one after the other: "a, b, c".
    pub fn list(items: Vec<Text>) -> Self {
        crate::text!("list", items = items)
    }

    /// `items` as one phrase: "a", "a and b", "a, b and c".
    pub fn and_list(mut items: Vec<Text>) -> Self {
        match items.len() {
            0 => Text::default(),
            1 => items.remove(0),
            _ => {
                let last = items.pop().expect("two or more items");
                crate::text!("list-and", init = items, last = last)
            }
        }
    }

    /// Whether the English for nobody in particular contains `needle`
    /// (tests of refusals and events look for a phrase).
    pub fn contains(&self, needle: &str) -> bool {
        self.plain(Viewer::Public).contains(needle)
    }

    pub fn is_empty(&self) -> bool {
        match self {
            Text::Literal(s) => s.is_empty(),
            Text::Lines(lines) => lines.iter().all(Text::is_empty),
            Text::Message(_) => false,
        }
    }

    /// Adds a line under this text (a [`Text::Lines`] grows; anything else
    /// becomes the first of two lines; an empty text is replaced).
    pub fn push_line(&mut self, line: impl Into<Text>) {
        let line = line.into();
        match self {
            _ if self.is_empty() => *self = line,
            Text::Lines(lines) => lines.push(line),
            _ => {
                let first = std::mem::take(self);
                *self = Text::Lines(vec![first, line]);
            }
        }
    }

    /// For code not converted to the catalogue yet: the text as its English
    /// for nobody in particular, made a literal to edit in place (cut to a
    /// limit, appended to).
    pub fn as_literal_mut(&mut self) -> &mut String {
        if !matches!(self, Text::Literal(_)) {
            *self = Text::Literal(self.to_string());
        }
        match self {
            Text::Literal(s) => s,
            _ => unreachable!("made a literal just above"),
        }
    }

    /// The text for `reader`, as spans.
    pub fn spans(&self, reader: Viewer) -> Vec<Span> {
        let mut out = Vec::new();
        self.render_into(reader, &mut out);
        merge(out)
    }

    /// The text for `reader` as plain text (emphasis dropped).
    pub fn plain(&self, reader: Viewer) -> String {
        spans_to_plain(&self.spans(reader))
    }

    fn render_into(&self, reader: Viewer, out: &mut Vec<Span>) {
        match self {
            Text::Literal(s) => out.push(Span::Legacy(s.clone())),
            Text::Lines(lines) => {
                for (i, line) in lines.iter().enumerate() {
                    if i > 0 {
                        out.push(Span::Plain("\n".into()));
                    }
                    line.render_into(reader, out);
                }
            }
            Text::Message(m) => render_message(m, reader, out),
        }
    }
}

/// Formats one message: numbers and the reader's `you` go to Fluent as
/// values, every other argument as a hole filled afterwards.
fn render_message(message: &Message, reader: Viewer, out: &mut Vec<Span>) {
    let Some(pattern) = BUNDLE.get_message(&message.id).and_then(|m| m.value()) else {
        out.push(Span::Plain(format!("[{}]", message.id)));
        return;
    };
    let mut args = FluentArgs::new();
    let mut holes: Vec<Vec<Span>> = Vec::new();
    let mut hole = |spans: Vec<Span>| -> FluentValue<'static> {
        holes.push(spans);
        FluentValue::from(format!("{HOLE_OPEN}{}{HOLE_CLOSE}", holes.len() - 1))
    };
    for (name, arg) in &message.args {
        let value = match arg {
            Arg::Number(n) => FluentValue::from(*n),
            Arg::Player { seat, .. } if reader == Viewer::Seat(*seat) => FluentValue::from(READER),
            Arg::Player { name, .. } => hole(vec![Span::Plain(name.clone())]),
            Arg::Plain(s) => hole(vec![Span::Plain(s.clone())]),
            Arg::Text(t) => hole(t.spans(reader)),
            Arg::List(items) => {
                let separator = Text::message("list-separator", Vec::new()).plain(reader);
                let mut spans = Vec::new();
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        spans.push(Span::Plain(separator.clone()));
                    }
                    item.render_into(reader, &mut spans);
                }
                hole(spans)
            }
        };
        args.set(name.clone(), value);
    }
    let mut errors = Vec::new();
    let formatted = BUNDLE.format_pattern(pattern, Some(&args), &mut errors);
    split_emphasis(&formatted, &holes, out);
}

/// Turns a formatted message into spans: `<em>`…`</em>` marks emphasis,
/// holes take their argument's spans (emphasised inside `<em>`).
fn split_emphasis(formatted: &str, holes: &[Vec<Span>], out: &mut Vec<Span>) {
    let mut strong = false;
    let mut rest = formatted;
    let push_plain = |s: &str, strong: bool, out: &mut Vec<Span>| {
        if !s.is_empty() {
            out.push(if strong {
                Span::Strong(s.to_string())
            } else {
                Span::Plain(s.to_string())
            });
        }
    };
    while !rest.is_empty() {
        let next = [EM_OPEN, EM_CLOSE, &HOLE_OPEN.to_string()]
            .iter()
            .filter_map(|m| rest.find(*m).map(|at| (at, m.to_string())))
            .min_by_key(|(at, _)| *at);
        let Some((at, marker)) = next else {
            push_plain(rest, strong, out);
            break;
        };
        push_plain(&rest[..at], strong, out);
        rest = &rest[at + marker.len()..];
        match marker.as_str() {
            EM_OPEN => strong = true,
            EM_CLOSE => strong = false,
            _ => {
                let end = rest.find(HOLE_CLOSE).unwrap_or(rest.len());
                let spans = rest[..end].parse::<usize>().ok().and_then(|i| holes.get(i));
                for span in spans.into_iter().flatten() {
                    out.push(match span {
                        Span::Plain(s) if strong => Span::Strong(s.clone()),
                        other => other.clone(),
                    });
                }
                rest = rest.get(end + HOLE_CLOSE.len_utf8()..).unwrap_or("");
            }
        }
    }
}

/// Neighbouring spans of the same kind joined.
fn merge(spans: Vec<Span>) -> Vec<Span> {
    let mut out: Vec<Span> = Vec::with_capacity(spans.len());
    for span in spans {
        match (out.last_mut(), span) {
            (Some(Span::Plain(a)), Span::Plain(b)) | (Some(Span::Strong(a)), Span::Strong(b)) => {
                a.push_str(&b)
            }
            (_, span) if span.as_str().is_empty() => {}
            (_, span) => out.push(span),
        }
    }
    out
}

/// English for nobody in particular (every player by name), emphasis
/// dropped: logs, tests and code that still handles plain strings.
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.plain(Viewer::Public))
    }
}

/// A text equals a string when its English for nobody in particular does
/// (tests and code not converted yet compare with strings).
impl PartialEq<str> for Text {
    fn eq(&self, other: &str) -> bool {
        self.plain(Viewer::Public) == other
    }
}

impl PartialEq<&str> for Text {
    fn eq(&self, other: &&str) -> bool {
        self.plain(Viewer::Public) == **other
    }
}

impl PartialEq<String> for Text {
    fn eq(&self, other: &String) -> bool {
        self.plain(Viewer::Public) == other.as_str()
    }
}

impl PartialEq<Text> for &str {
    fn eq(&self, other: &Text) -> bool {
        other == self
    }
}

impl PartialEq<Text> for String {
    fn eq(&self, other: &Text) -> bool {
        other == self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn alice() -> Arg {
        Arg::player(0, "Alice")
    }

    #[test]
    fn a_player_argument_is_you_for_its_reader_and_the_name_for_others() {
        let t = text!("test-player-plays", player = alice());
        assert_eq!(t.plain(Viewer::Seat(0)), "You play.");
        assert_eq!(t.plain(Viewer::Seat(1)), "Alice plays.");
        assert_eq!(t.plain(Viewer::Public), "Alice plays.");
    }

    #[test]
    fn emphasis_comes_back_as_spans_and_a_name_cannot_inject_it() {
        let t = text!("test-player-plays", player = Arg::player(1, "<em>Bo</em>"));
        assert_eq!(
            t.spans(Viewer::Public),
            vec![
                Span::Strong("<em>Bo</em>".into()),
                Span::Plain(" plays.".into())
            ]
        );
    }

    #[test]
    fn numbers_pick_plural_forms_and_lists_join() {
        let one = text!("test-count", n = 1usize, items = vec![Text::from("a")]);
        let two = text!(
            "test-count",
            n = 2usize,
            items = vec![Text::from("a"), Text::from("b")]
        );
        assert_eq!(one.to_string(), "1 card: a");
        assert_eq!(two.to_string(), "2 cards: a, b");
    }

    #[test]
    fn a_stored_plain_string_reads_back_as_a_literal_and_messages_round_trip() {
        let old: Text = serde_json::from_str("\"Alice plays.\"").unwrap();
        assert_eq!(old, Text::Literal("Alice plays.".into()));
        let t = Text::Lines(vec![
            text!("test-player-plays", player = alice()),
            "x".into(),
        ]);
        let json = serde_json::to_string(&t).unwrap();
        assert_eq!(serde_json::from_str::<Text>(&json).unwrap(), t);
    }

    /// Every message id the source names through the macro or `Text::message`.
    fn ids_used_in_the_source() -> std::collections::BTreeSet<String> {
        let call = regex::Regex::new(r#"(?:text!\(|Text::message\()\s*"([a-z0-9-]+)""#).unwrap();
        let mut ids = std::collections::BTreeSet::new();
        let mut dirs = vec![std::path::PathBuf::from(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src"
        ))];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let source = std::fs::read_to_string(&path).unwrap();
                    ids.extend(call.captures_iter(&source).map(|c| c[1].to_string()));
                }
            }
        }
        ids
    }

    #[test]
    fn every_message_id_used_exists_and_every_catalogue_entry_is_used() {
        let entry = regex::Regex::new(r"(?m)^([a-z][a-z0-9-]*) =").unwrap();
        let mut defined = std::collections::BTreeSet::new();
        for (file, source) in CATALOGUE {
            if let Err((_, errors)) = FluentResource::try_new(source.to_string()) {
                panic!("{file} does not parse: {errors:?}");
            }
            for id in entry.captures_iter(source).map(|c| c[1].to_string()) {
                assert!(defined.insert(id.clone()), "{id} is defined twice");
            }
        }
        let used = ids_used_in_the_source();
        let missing: Vec<_> = used.difference(&defined).collect();
        assert!(
            missing.is_empty(),
            "used but not in the catalogue: {missing:?}"
        );
        let unused: Vec<_> = defined.difference(&used).collect();
        assert!(
            unused.is_empty(),
            "in the catalogue but never used: {unused:?}"
        );
    }

    #[test]
    fn an_unknown_id_renders_as_its_id_instead_of_failing() {
        let unknown = "no-such-message";
        let t = Text::message(unknown, Vec::new());
        assert_eq!(t.to_string(), "[no-such-message]");
    }
}
