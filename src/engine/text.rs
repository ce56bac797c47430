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

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fmt;
use std::sync::Arc;

use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};

use super::{Seat, Viewer};

// The catalogue files of every language folder under `locales/`, embedded
// at compile time by build.rs: every language has the same files (the
// catalogue test checks each has every English message, with the same
// arguments).
include!(concat!(env!("OUT_DIR"), "/catalogues.rs"));

/// The `.ftl` files of the language folder `dir` (none for a folder that
/// is not there).
const fn catalogue_of(dir: &str) -> &'static [(&'static str, &'static str)] {
    let mut i = 0;
    while i < CATALOGUE_FILES.len() {
        if same_str(CATALOGUE_FILES[i].0, dir) {
            return CATALOGUE_FILES[i].1;
        }
        i += 1;
    }
    &[]
}

const fn same_str(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The English catalogue, one file per area: the source every other
/// language translates.
pub const CATALOGUE: &[(&str, &str)] = catalogue_of("en");

/// A language wolfden speaks. A player's private text is in theirs, the
/// public text of a server in the server's, the terminal in the one its
/// environment or `--lang` names; see [`Locale::from_tag`] for the
/// fallbacks and [`with_locale`] for how a frontend chooses one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Locale {
    #[default]
    #[serde(rename = "en-US")]
    EnUs,
    #[serde(rename = "pt-BR")]
    PtBr,
    #[serde(rename = "es-ES")]
    EsEs,
    #[serde(rename = "de")]
    De,
    #[serde(rename = "fr")]
    Fr,
}

impl Locale {
    pub const ALL: [Locale; 5] = [
        Locale::EnUs,
        Locale::PtBr,
        Locale::EsEs,
        Locale::De,
        Locale::Fr,
    ];

    /// The language's tag as Discord writes it ("en-US", "pt-BR", "de").
    pub fn tag(self) -> &'static str {
        match self {
            Locale::EnUs => "en-US",
            Locale::PtBr => "pt-BR",
            Locale::EsEs => "es-ES",
            Locale::De => "de",
            Locale::Fr => "fr",
        }
    }

    /// The language's catalogue files.
    pub fn catalogue(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Locale::EnUs => CATALOGUE,
            Locale::PtBr => catalogue_of("pt-BR"),
            Locale::EsEs => catalogue_of("es-ES"),
            Locale::De => catalogue_of("de"),
            Locale::Fr => catalogue_of("fr"),
        }
    }

    /// The language wolfden speaks for a tag from Discord (`locale`,
    /// `guild_locale`) or an environment (`LANG=de_DE.UTF-8`): the same
    /// language, Spanish of Latin America as Spain's, Portuguese as
    /// Brazil's, anything else as English.
    pub fn from_tag(tag: &str) -> Locale {
        Locale::matching(tag).unwrap_or_default()
    }

    /// The language `tag` names, if wolfden speaks it (no fallback to
    /// English: `/language xx` and `--lang xx` are refused).
    pub fn matching(tag: &str) -> Option<Locale> {
        // "de_DE.UTF-8@euro" → "de-de".
        let tag = tag.split(['.', '@']).next().unwrap_or("");
        let tag = tag.replace('_', "-").to_ascii_lowercase();
        let language = tag.split('-').next().unwrap_or("");
        match language {
            "en" => Some(Locale::EnUs),
            "pt" => Some(Locale::PtBr),
            "es" => Some(Locale::EsEs),
            "de" => Some(Locale::De),
            "fr" => Some(Locale::Fr),
            _ => None,
        }
    }
}

impl fmt::Display for Locale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

/// What a message argument is; see the module docs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arg {
    /// A player: "you" for the reader in that seat, the name for anyone
    /// else. The name travels with the seat so a stored event renders
    /// without the game. Shared, not copied: a game names its players in
    /// most lines it says.
    ///
    /// A bot's name (`bot`) reads with the bot suffix in each reader's
    /// language ("Akela (bot)", "Akela (Bot)"); an event stored before the
    /// flag reads as it was written.
    Player {
        seat: Seat,
        name: Arc<str>,
        #[serde(default, skip_serializing_if = "is_false")]
        bot: bool,
    },
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

fn is_false(b: &bool) -> bool {
    !*b
}

impl Arg {
    /// Seat `seat`, called `name` (a bot's name says so: [`Name::bot`]).
    pub fn player(seat: Seat, name: impl Into<Name>) -> Self {
        let Name { text, bot } = name.into();
        Arg::Player {
            seat,
            name: text,
            bot,
        }
    }
}

/// A seat's name as a game is dealt it: what the players call the seat,
/// and whether it is a bot's name, which every text shows with the bot
/// suffix in its reader's language ("Akela (bot)", "Akela (Bot)"): a fact
/// kept as data, never written into the name. Shared, not copied (a game
/// names its players in most lines it says). Stored as the plain string a
/// name always was for a player, as `{"bot": "Akela"}` for a bot.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "StoredName", into = "StoredName")]
pub struct Name {
    text: Arc<str>,
    bot: bool,
}

/// How a [`Name`] is stored.
#[derive(Clone, Serialize, Deserialize)]
#[serde(untagged)]
enum StoredName {
    Player(Arc<str>),
    Bot { bot: Arc<str> },
}

impl From<StoredName> for Name {
    fn from(stored: StoredName) -> Self {
        match stored {
            StoredName::Player(text) => Name { text, bot: false },
            StoredName::Bot { bot } => Name {
                text: bot,
                bot: true,
            },
        }
    }
}

impl From<Name> for StoredName {
    fn from(name: Name) -> Self {
        if name.bot {
            StoredName::Bot { bot: name.text }
        } else {
            StoredName::Player(name.text)
        }
    }
}

impl Name {
    /// A player's name (a human's).
    pub fn player(name: impl Into<Arc<str>>) -> Self {
        Name {
            text: name.into(),
            bot: false,
        }
    }

    /// A bot's name, without any suffix ("Akela").
    pub fn bot(name: impl Into<Arc<str>>) -> Self {
        Name {
            text: name.into(),
            bot: true,
        }
    }

    /// The name as called, without the bot suffix.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// Whether this is a bot's name.
    pub fn is_bot(&self) -> bool {
        self.bot
    }

    /// The name as a message argument that never says "you" (a board's
    /// list of seats), a bot's with the bot suffix in its reader's
    /// language.
    pub fn arg(&self) -> Arg {
        if self.bot {
            Arg::Text(crate::text!(
                "player-bot",
                name = Arg::Plain(self.text.to_string())
            ))
        } else {
            Arg::Plain(self.text.to_string())
        }
    }

    /// The name as a text of its own, never "you", a bot's with the bot
    /// suffix in its reader's language; a player's as given (a frontend's
    /// stored name carries its own escaping).
    pub fn text(&self) -> Text {
        match self.arg() {
            Arg::Text(text) => text,
            _ => Text::Literal(self.text.to_string()),
        }
    }
}

impl std::ops::Deref for Name {
    type Target = str;
    fn deref(&self) -> &str {
        &self.text
    }
}

/// The name as called, without the bot suffix (logs, tests).
impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl From<&Name> for Name {
    fn from(name: &Name) -> Self {
        name.clone()
    }
}

impl From<&str> for Name {
    fn from(name: &str) -> Self {
        Name::player(name)
    }
}

impl From<String> for Name {
    fn from(name: String) -> Self {
        Name::player(name)
    }
}

impl From<&String> for Name {
    fn from(name: &String) -> Self {
        Name::player(name.as_str())
    }
}

impl From<Arc<str>> for Name {
    fn from(name: Arc<str>) -> Self {
        Name::player(name)
    }
}

impl PartialEq<str> for Name {
    fn eq(&self, other: &str) -> bool {
        &*self.text == other
    }
}

impl PartialEq<&str> for Name {
    fn eq(&self, other: &&str) -> bool {
        &*self.text == *other
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
///
/// Games build hundreds of these a move, so a message made by [`text!`]
/// allocates once: its id and argument names borrow the literals, and its
/// few arguments sit in one list in name order (serialised as a map, as
/// they always were).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Message {
    pub id: Cow<'static, str>,
    #[serde(default, skip_serializing_if = "Args::is_empty")]
    pub args: Args,
}

/// A message's arguments, by name, in name order. Shared, not copied: a
/// game keeps what it said in its log and hands the same text out in an
/// event, so a clone must not copy the arguments (docs/speed.md, "A
/// move's cost"). Built in one allocation by [`text!`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Args(Arc<[NamedArg]>);

/// One argument and its name, as the catalogue spells it.
type NamedArg = (Cow<'static, str>, Arg);

impl Default for Args {
    fn default() -> Self {
        // One shared empty list: a message without arguments allocates none.
        static EMPTY: std::sync::LazyLock<Arc<[NamedArg]>> =
            std::sync::LazyLock::new(|| Arc::from([]));
        Args(EMPTY.clone())
    }
}

impl Args {
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The argument named `name` (kebab-case, as the catalogue names it).
    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, a)| a)
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, &Arg)> {
        self.0.iter().map(|(n, a)| (n.as_ref(), a))
    }
}

impl Serialize for Args {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (name, arg) in self.0.iter() {
            map.serialize_entry(name.as_ref(), arg)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for Args {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let map = BTreeMap::<String, Arg>::deserialize(deserializer)?;
        if map.is_empty() {
            return Ok(Args::default());
        }
        Ok(Args(
            map.into_iter().map(|(n, a)| (Cow::Owned(n), a)).collect(),
        ))
    }
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
        $crate::engine::text::Text::with_catalogue_names(
            $id,
            [$((
                {
                    // Decided when compiling: most names have no `_`
                    // and are borrowed as the catalogue spells them.
                    const UNDERSCORE: bool =
                        $crate::engine::text::has_underscore(stringify!($name));
                    if UNDERSCORE {
                        ::std::borrow::Cow::Owned(stringify!($name).replace('_', "-"))
                    } else {
                        ::std::borrow::Cow::Borrowed(stringify!($name))
                    }
                },
                $crate::engine::text::Arg::from($value),
            )),*],
        )
    };
}

/// Whether an argument name has a `_` (for [`text!`], when compiling).
#[doc(hidden)]
pub const fn has_underscore(name: &str) -> bool {
    let bytes = name.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'_' {
            return true;
        }
        i += 1;
    }
    false
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

/// The markers of a message's first holes, made once (a view formats
/// hundreds of messages).
static HOLE_MARKERS: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(|| {
    (0..16)
        .map(|i| format!("{HOLE_OPEN}{i}{HOLE_CLOSE}"))
        .collect()
});

type Bundle = fluent_bundle::concurrent::FluentBundle<FluentResource>;

/// One bundle per language, in [`Locale::ALL`]'s order; each parsed the
/// first time a text is rendered in its language (a process that speaks
/// only English, the simulator's, never parses the other four).
static BUNDLES: [std::sync::OnceLock<Bundle>; Locale::ALL.len()] =
    [const { std::sync::OnceLock::new() }; Locale::ALL.len()];

/// The bundle of `locale`, parsed from its catalogue files.
fn parse_bundle(locale: Locale) -> Bundle {
    let id: unic_langid::LanguageIdentifier = locale
        .tag()
        .parse()
        .expect("every locale's tag is a language id");
    let mut bundle = Bundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    for (_, source) in locale.catalogue() {
        // Parse errors are caught by the catalogue test; what parsed is
        // used.
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, _)| r);
        bundle.add_resource_overriding(resource);
    }
    bundle
}

impl Locale {
    /// The language's place in [`Locale::ALL`].
    fn index(self) -> usize {
        Locale::ALL.iter().position(|&l| l == self).unwrap_or(0)
    }
}

fn bundle(locale: Locale) -> &'static Bundle {
    BUNDLES[locale.index()].get_or_init(|| parse_bundle(locale))
}

/// The language of the whole process (the terminal's), as its place in
/// [`Locale::ALL`], unless a frontend chose one for the text it is
/// rendering ([`with_locale`]).
static PROCESS_LOCALE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

thread_local! {
    static SCOPED_LOCALE: std::cell::Cell<Option<Locale>> = const { std::cell::Cell::new(None) };
}

/// Sets the language texts render in when no [`with_locale`] is in force
/// (the terminal sets its reader's once; a server renders each text in a
/// scope of its own).
pub fn set_process_locale(locale: Locale) {
    PROCESS_LOCALE.store(locale.index(), std::sync::atomic::Ordering::Relaxed);
}

/// Where a frontend keeps the language of the work at hand when that work
/// outlives one synchronous call (Discord: the task answering one user,
/// [`set_ambient_locale`]).
static AMBIENT_LOCALE: std::sync::OnceLock<fn() -> Option<Locale>> = std::sync::OnceLock::new();

/// Tells the engine where a frontend keeps the language of the work at
/// hand (set once; the first source set wins). A [`with_locale`] scope
/// still comes first.
pub fn set_ambient_locale(source: fn() -> Option<Locale>) {
    let _ = AMBIENT_LOCALE.set(source);
}

/// The language texts render in here and now: the innermost
/// [`with_locale`], else the frontend's for the work at hand, else the
/// process's.
pub fn current_locale() -> Locale {
    SCOPED_LOCALE
        .with(std::cell::Cell::get)
        .or_else(|| AMBIENT_LOCALE.get().and_then(|source| source()))
        .unwrap_or_else(|| Locale::ALL[PROCESS_LOCALE.load(std::sync::atomic::Ordering::Relaxed)])
}

/// Runs `f` with texts rendering in `locale` (on this thread; rendering is
/// synchronous, so a scope never spans an `.await`). Scopes nest; the
/// outer language comes back when `f` returns or panics.
pub fn with_locale<R>(locale: Locale, f: impl FnOnce() -> R) -> R {
    struct Restore(Option<Locale>);
    impl Drop for Restore {
        fn drop(&mut self) {
            SCOPED_LOCALE.with(|l| l.set(self.0));
        }
    }
    let _restore = Restore(SCOPED_LOCALE.with(|l| l.replace(Some(locale))));
    f()
}

/// Whether the catalogue has a message `id`.
pub fn has_message(id: &str) -> bool {
    bundle(Locale::EnUs).has_message(id)
}

/// The prefixes of the message ids made from typed data rather than
/// written in the source ([`Text::from_id`]): an option's words
/// (`option-…`, from a game's slug and an option's key) and a game's title
/// (`game-title-<slug>`). The tests of the data that makes them check
/// that each exists in every language and that none is left over
/// (`table::option_words`, `games`).
pub const DERIVED_ID_PREFIXES: &[&str] = &["option-", "game-title-"];

impl Locale {
    /// Whether this language's own catalogue has a message `id` (without
    /// falling back to English).
    pub fn has_message(self, id: &str) -> bool {
        bundle(self).has_message(id)
    }
}

impl Text {
    /// A catalogue message (use [`text!`], which the catalogue test reads).
    /// Argument names are Rust's (`on_day`); the catalogue's are kebab-case
    /// (`on-day`).
    pub fn message<N: Into<Cow<'static, str>>>(id: &'static str, args: Vec<(N, Arg)>) -> Self {
        let mut args: Vec<(Cow<'static, str>, Arg)> =
            args.into_iter().map(|(n, a)| (n.into(), a)).collect();
        for (name, _) in &mut args {
            if name.contains('_') {
                *name = Cow::Owned(name.replace('_', "-"));
            }
        }
        args.sort_by(|a, b| a.0.cmp(&b.0));
        Text::Message(Message {
            id: Cow::Borrowed(id),
            args: Args(Arc::from(args)),
        })
    }

    /// A catalogue message whose argument names are spelled as the
    /// catalogue's already (kebab-case): what [`text!`] makes, its names
    /// turned when compiling. Reuses the list.
    #[doc(hidden)]
    pub fn with_catalogue_names<const N: usize>(
        id: &'static str,
        mut args: [(Cow<'static, str>, Arg); N],
    ) -> Self {
        // A handful of arguments: an insertion sort, in place.
        for i in 1..N {
            let mut j = i;
            while j > 0 && args[j - 1].0 > args[j].0 {
                args.swap(j - 1, j);
                j -= 1;
            }
        }
        let args = if N == 0 {
            Args::default()
        } else {
            Args(Arc::from(args))
        };
        Text::Message(Message {
            id: Cow::Borrowed(id),
            args,
        })
    }

    /// A message with no arguments whose id is made from typed data (an
    /// option's key, a game's slug), not written as a literal: its prefix
    /// is one of [`DERIVED_ID_PREFIXES`], whose tests check every such id
    /// exists in every language.
    pub fn from_id(id: String) -> Self {
        debug_assert!(
            DERIVED_ID_PREFIXES.iter().any(|p| id.starts_with(p)),
            "{id} is not a derived id"
        );
        Text::Message(Message {
            id: Cow::Owned(id),
            args: Args::default(),
        })
    }

    /// A player on their own ("you" for the reader), e.g. as a list item.
    pub fn player(seat: Seat, name: impl Into<Name>) -> Self {
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
    // A message a language lacks is said in English (the catalogue test
    // keeps every language complete; this is the last resort).
    let locale = current_locale();
    let found = [bundle(locale), bundle(Locale::EnUs)]
        .into_iter()
        .find_map(|b| {
            let pattern = b.get_message(&message.id).and_then(|m| m.value())?;
            Some((b, pattern))
        });
    let Some((bundle, pattern)) = found else {
        out.push(Span::Plain(format!("[{}]", message.id)));
        return;
    };
    let (args, holes) = fluent_args(&message.args, reader);
    let mut errors = Vec::new();
    let formatted = bundle.format_pattern(pattern, Some(&args), &mut errors);
    split_emphasis(&formatted, &holes, out);
}

/// A message's arguments as Fluent gets them, with the spans of its holes:
/// a number as a number, the reader's player as [`READER`], every other
/// argument as a hole marker filled afterwards (so a selector can choose
/// only on a number or on `you`).
fn fluent_args<'a>(message_args: &'a Args, reader: Viewer) -> (FluentArgs<'a>, Vec<Vec<Span>>) {
    let mut args = FluentArgs::new();
    let mut holes: Vec<Vec<Span>> = Vec::new();
    let mut hole = |spans: Vec<Span>| -> FluentValue<'static> {
        holes.push(spans);
        let i = holes.len() - 1;
        match HOLE_MARKERS.get(i) {
            Some(marker) => FluentValue::from(marker.as_str()),
            None => FluentValue::from(format!("{HOLE_OPEN}{i}{HOLE_CLOSE}")),
        }
    };
    for (name, arg) in message_args.iter() {
        let value = match arg {
            // Fluent keeps numbers as f64, exact only up to 2^53: a larger
            // one (a game id typed by hand) is shown digit for digit.
            Arg::Number(n) if n.unsigned_abs() > 1 << 53 => hole(vec![Span::Plain(n.to_string())]),
            Arg::Number(n) => FluentValue::from(*n),
            Arg::Player { seat, .. } if reader == Viewer::Seat(*seat) => FluentValue::from(READER),
            Arg::Player {
                name, bot: true, ..
            } => {
                let mut spans = Vec::new();
                let name = Arg::Plain(name.to_string());
                render_message(&bot_name_message(name), reader, &mut spans);
                hole(spans)
            }
            Arg::Player { name, .. } => hole(vec![Span::Plain(name.to_string())]),
            Arg::Plain(s) => hole(vec![Span::Plain(s.clone())]),
            Arg::Text(t) => hole(t.spans(reader)),
            Arg::List(items) => {
                let separator =
                    Text::message("list-separator", Vec::<(&str, Arg)>::new()).plain(reader);
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
        args.set(name, value);
    }
    (args, holes)
}

/// A bot's name with the suffix of the reader's language.
fn bot_name_message(name: Arg) -> Message {
    match crate::text!("player-bot", name = name) {
        Text::Message(m) => m,
        _ => unreachable!("text! makes a message"),
    }
}

/// Turns a formatted message into spans: `<em>`…`</em>` marks emphasis,
/// holes take their argument's spans (emphasised inside `<em>`).
fn split_emphasis(formatted: &str, holes: &[Vec<Span>], out: &mut Vec<Span>) {
    /// What starts at a position of the formatted text.
    enum Marker {
        Open,
        Close,
        Hole,
    }
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
        // The next marker, in one pass (every view formats hundreds of
        // messages: three searches of the rest per marker were a third of
        // a soak test's time).
        let next = rest.char_indices().find_map(|(at, c)| match c {
            HOLE_OPEN => Some((at, Marker::Hole)),
            '<' if rest[at..].starts_with(EM_OPEN) => Some((at, Marker::Open)),
            '<' if rest[at..].starts_with(EM_CLOSE) => Some((at, Marker::Close)),
            _ => None,
        });
        let Some((at, marker)) = next else {
            push_plain(rest, strong, out);
            break;
        };
        push_plain(&rest[..at], strong, out);
        match marker {
            Marker::Open => {
                strong = true;
                rest = &rest[at + EM_OPEN.len()..];
            }
            Marker::Close => {
                strong = false;
                rest = &rest[at + EM_CLOSE.len()..];
            }
            Marker::Hole => {
                rest = &rest[at + HOLE_OPEN.len_utf8()..];
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
    fn a_game_id_past_what_a_float_holds_is_shown_digit_for_digit() {
        let id = text!("table-error-not-found", game = i64::MAX);
        assert_eq!(id.to_string(), "no game #9223372036854775807");
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
        let unused: Vec<_> = defined
            .difference(&used)
            .filter(|id| !DERIVED_ID_PREFIXES.iter().any(|p| id.starts_with(p)))
            .collect();
        assert!(
            unused.is_empty(),
            "in the catalogue but never used: {unused:?}"
        );
    }

    /// Each message of a catalogue file with the variables it uses (its
    /// own and its attributes'), terms left out.
    fn messages_of(
        file: &str,
        source: &str,
    ) -> std::collections::BTreeMap<String, std::collections::BTreeSet<String>> {
        use fluent_syntax::ast;
        fn pattern(p: &ast::Pattern<&str>, out: &mut std::collections::BTreeSet<String>) {
            for element in &p.elements {
                if let ast::PatternElement::Placeable { expression } = element {
                    expr(expression, out);
                }
            }
        }
        fn inline(e: &ast::InlineExpression<&str>, out: &mut std::collections::BTreeSet<String>) {
            match e {
                ast::InlineExpression::VariableReference { id } => {
                    out.insert(id.name.to_string());
                }
                ast::InlineExpression::FunctionReference { arguments, .. } => {
                    arguments.positional.iter().for_each(|a| inline(a, out));
                    arguments.named.iter().for_each(|a| inline(&a.value, out));
                }
                ast::InlineExpression::Placeable { expression } => expr(expression, out),
                _ => {}
            }
        }
        fn expr(e: &ast::Expression<&str>, out: &mut std::collections::BTreeSet<String>) {
            match e {
                ast::Expression::Select { selector, variants } => {
                    inline(selector, out);
                    variants.iter().for_each(|v| pattern(&v.value, out));
                }
                ast::Expression::Inline(i) => inline(i, out),
            }
        }
        let resource = fluent_syntax::parser::parse(source)
            .unwrap_or_else(|(_, errors)| panic!("{file} does not parse: {errors:?}"));
        let mut out = std::collections::BTreeMap::new();
        for entry in &resource.body {
            if let ast::Entry::Message(m) = entry {
                let mut vars = std::collections::BTreeSet::new();
                if let Some(value) = &m.value {
                    pattern(value, &mut vars);
                }
                m.attributes
                    .iter()
                    .for_each(|a| pattern(&a.value, &mut vars));
                out.insert(m.id.name.to_string(), vars);
            }
        }
        out
    }

    #[test]
    fn every_language_has_every_message_with_the_same_arguments_and_each_formats() {
        for locale in Locale::ALL {
            let files = locale.catalogue();
            assert_eq!(
                files.len(),
                CATALOGUE.len(),
                "{locale}: one file per English file"
            );
            for ((file, english), (same_file, translated)) in CATALOGUE.iter().zip(files) {
                assert_eq!(file, same_file);
                let english = messages_of(file, english);
                let translated = messages_of(&format!("{locale}/{file}"), translated);
                let ids = |m: &std::collections::BTreeMap<_, _>| {
                    m.keys().cloned().collect::<Vec<String>>()
                };
                assert_eq!(
                    ids(&translated),
                    ids(&english),
                    "{locale}/{file}: the same messages as English"
                );
                for (id, vars) in &english {
                    assert_eq!(
                        &translated[id], vars,
                        "{locale}/{file}: {id} uses the arguments English does"
                    );
                }
            }
            // Every message formats without an error: numbers that pick each
            // plural form, the reader's `you`, a name.
            let bundle = bundle(locale);
            for (file, source) in CATALOGUE {
                for (id, vars) in messages_of(file, source) {
                    let pattern = bundle.get_message(&id).and_then(|m| m.value());
                    let Some(pattern) = pattern else { continue };
                    let samples = [0i64, 1, 2, 3, 5, 11, 21, 1000].map(FluentValue::from);
                    let words = [READER, "Ann"].map(FluentValue::from);
                    for sample in samples.iter().chain(&words) {
                        let mut args = FluentArgs::new();
                        for var in &vars {
                            args.set(var.clone(), sample.clone());
                        }
                        let mut errors = Vec::new();
                        let _ = bundle.format_pattern(pattern, Some(&args), &mut errors);
                        assert!(
                            errors.is_empty(),
                            "{locale}: {id} with {sample:?}: {errors:?}"
                        );
                    }
                }
            }
        }
    }

    /// A selector of a catalogue message: the message, the variable it
    /// selects on, and each variant's key and whether it is the default.
    struct Selector {
        id: String,
        var: String,
        variants: Vec<(String, bool)>,
    }

    /// Every selector on a variable in `source`.
    fn selectors_of(file: &str, source: &str) -> Vec<Selector> {
        use fluent_syntax::ast;
        fn pattern(id: &str, p: &ast::Pattern<&str>, out: &mut Vec<Selector>) {
            for element in &p.elements {
                if let ast::PatternElement::Placeable { expression } = element {
                    expr(id, expression, out);
                }
            }
        }
        fn expr(id: &str, e: &ast::Expression<&str>, out: &mut Vec<Selector>) {
            match e {
                ast::Expression::Select { selector, variants } => {
                    if let ast::InlineExpression::VariableReference { id: var } = selector {
                        out.push(Selector {
                            id: id.to_string(),
                            var: var.name.to_string(),
                            variants: variants
                                .iter()
                                .map(|v| {
                                    let key = match &v.key {
                                        ast::VariantKey::Identifier { name } => name.to_string(),
                                        ast::VariantKey::NumberLiteral { value } => {
                                            value.to_string()
                                        }
                                    };
                                    (key, v.default)
                                })
                                .collect(),
                        });
                    }
                    for v in variants {
                        pattern(id, &v.value, out);
                    }
                }
                ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => {
                    expr(id, expression, out)
                }
                ast::Expression::Inline(_) => {}
            }
        }
        let resource = fluent_syntax::parser::parse(source)
            .unwrap_or_else(|(_, errors)| panic!("{file} does not parse: {errors:?}"));
        let mut out = Vec::new();
        for entry in &resource.body {
            if let ast::Entry::Message(m) = entry {
                if let Some(value) = &m.value {
                    pattern(m.id.name, value, &mut out);
                }
                for a in &m.attributes {
                    pattern(m.id.name, &a.value, &mut out);
                }
            }
        }
        out
    }

    /// The engine hands Fluent a number as a number, the reader's player
    /// as `you`, and every other argument (a plain string, a name, a text)
    /// as a hole marker ([`fluent_args`]): a variant keyed by any other
    /// word can never be selected, and its selector always takes the
    /// default (every death was "the Orb of Speculation"). Every selector
    /// of every message in every language is rendered, through the
    /// engine's own arguments, with each kind of value the code can pass
    /// (numbers, the reader, another player, a string, a text): each
    /// variant it names must be reached by one.
    #[test]
    fn every_selector_in_every_language_reaches_every_variant_it_names() {
        let mut samples: Vec<Arg> = (0..=200).map(Arg::Number).collect();
        samples.extend([Arg::Number(1000), Arg::Number(1_000_000)]);
        samples.extend([
            Arg::player(0, "Zed"),
            Arg::player(1, "Zed"),
            Arg::Plain("wolves".into()),
            Arg::Text(Text::from("you")),
        ]);
        let mut dead = Vec::new();
        let mut selectors = 0;
        for locale in Locale::ALL {
            let langid: unic_langid::LanguageIdentifier = locale.tag().parse().unwrap();
            for (file, source) in locale.catalogue() {
                for sel in selectors_of(file, source) {
                    selectors += 1;
                    // The selector alone, each variant saying its index.
                    let mut probe = format!("probe = {{ ${} ->\n", sel.var);
                    for (i, (key, default)) in sel.variants.iter().enumerate() {
                        let star = if *default { "*" } else { " " };
                        probe.push_str(&format!("   {star}[{key}] v{i}v\n"));
                    }
                    probe.push_str("}\n");
                    let mut bundle = fluent_bundle::FluentBundle::new(vec![langid.clone()]);
                    bundle.set_use_isolating(false);
                    bundle
                        .add_resource(FluentResource::try_new(probe).expect("the probe parses"))
                        .expect("one probe");
                    let pattern = bundle.get_message("probe").and_then(|m| m.value()).unwrap();
                    let mut reached = vec![false; sel.variants.len()];
                    for sample in &samples {
                        let message_args =
                            Args(Arc::from([(Cow::Owned(sel.var.clone()), sample.clone())]));
                        let (args, _) = fluent_args(&message_args, Viewer::Seat(0));
                        let mut errors = Vec::new();
                        let out = bundle.format_pattern(pattern, Some(&args), &mut errors);
                        let i: usize = out.trim_matches('v').parse().expect("a variant's index");
                        reached[i] = true;
                    }
                    for (i, (key, _)) in sel.variants.iter().enumerate() {
                        if !reached[i] {
                            dead.push(format!(
                                "{locale} {file}: {} selects [{key}] on ${}, which no argument reaches",
                                sel.id, sel.var
                            ));
                        }
                    }
                }
            }
        }
        assert!(selectors > 100, "{selectors} selectors found");
        assert!(
            dead.is_empty(),
            "variants that fall to the default:\n{}",
            dead.join("\n")
        );
    }

    /// A bot's name is a name and a flag: it reads with the suffix of each
    /// reader's language, is stored apart from the name (a player's name
    /// as the plain string it always was), and an event or a snapshot
    /// written before the flag reads as it was written.
    #[test]
    fn a_bot_s_name_reads_with_the_suffix_of_the_reader_s_language() {
        let line = |name: Name| crate::text!("test-player-plays", player = Arg::player(2, name));
        let bot = line(Name::bot("Akela"));
        assert_eq!(
            with_locale(Locale::EnUs, || bot.plain(Viewer::Public)),
            "Akela (bot) plays."
        );
        let german = with_locale(Locale::De, || bot.plain(Viewer::Public));
        assert!(german.contains("Akela (Bot)"), "{german}");
        assert_eq!(bot.plain(Viewer::Seat(2)), "You play.", "the reader is you");
        let player = line(Name::player("Mara"));
        assert!(!with_locale(Locale::De, || player.plain(Viewer::Public)).contains("(Bot)"));
        // Stored: a player's name as a string, a bot's marked.
        let names = vec![Name::player("Mara"), Name::bot("Akela")];
        let json = serde_json::to_string(&names).unwrap();
        assert_eq!(json, r#"["Mara",{"bot":"Akela"}]"#);
        assert_eq!(serde_json::from_str::<Vec<Name>>(&json).unwrap(), names);
        let arg = serde_json::to_value(Arg::player(1, "Mara")).unwrap();
        assert!(arg["player"].get("bot").is_none(), "{arg}");
        // An event stored before the flag: the name as written.
        let old: Arg =
            serde_json::from_str(r#"{"player":{"seat":1,"name":"Akela (bot)"}}"#).unwrap();
        assert_eq!(old, Arg::player(1, "Akela (bot)"));
        assert_eq!(
            serde_json::from_value::<Arg>(
                serde_json::to_value(Arg::player(1, Name::bot("Luna"))).unwrap()
            )
            .unwrap(),
            Arg::player(1, Name::bot("Luna"))
        );
        assert_eq!(Name::bot("Akela").text().to_string(), "Akela (bot)");
        assert_eq!(Name::bot("Akela").as_str(), "Akela");
    }

    #[test]
    fn a_text_renders_in_the_language_in_force_and_falls_back_to_english() {
        let t = crate::text!("refusal-game-over");
        assert_eq!(t.to_string(), "The game is over");
        for locale in Locale::ALL.into_iter().skip(1) {
            let translated = with_locale(locale, || t.to_string());
            assert_ne!(
                translated, "The game is over",
                "{locale} says it its own way"
            );
        }
        // The scope ends with its closure.
        assert_eq!(t.to_string(), "The game is over");
        // A reader in German is "du": the player convention holds.
        let played = crate::text!("test-player-plays", player = alice());
        let mine = with_locale(Locale::De, || played.plain(Viewer::Seat(0)));
        assert!(!mine.contains("you") && !mine.contains("Alice"), "{mine}");
    }

    #[test]
    fn a_language_tag_falls_back_as_discord_and_posix_write_them() {
        assert_eq!(Locale::from_tag("es-419"), Locale::EsEs);
        assert_eq!(Locale::from_tag("pt-PT"), Locale::PtBr);
        assert_eq!(Locale::from_tag("de_DE.UTF-8"), Locale::De);
        assert_eq!(Locale::from_tag("fr"), Locale::Fr);
        assert_eq!(Locale::from_tag("en-GB"), Locale::EnUs);
        assert_eq!(Locale::from_tag("ja"), Locale::EnUs);
        assert_eq!(Locale::from_tag("C.UTF-8"), Locale::EnUs);
        assert_eq!(Locale::matching("ja"), None);
        for locale in Locale::ALL {
            assert_eq!(Locale::matching(locale.tag()), Some(locale));
        }
    }

    #[test]
    fn an_unknown_id_renders_as_its_id_instead_of_failing() {
        let unknown = "no-such-message";
        let t = Text::message::<&str>(unknown, Vec::new());
        assert_eq!(t.to_string(), "[no-such-message]");
    }
}
