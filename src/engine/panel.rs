//! Panels: the small document model every game renders its state into.
//!
//! The Discord frontend turns a Panel into an embed with buttons and select
//! menus, the terminal into text with numbered choices. A new game therefore
//! needs no frontend code. Keep texts within Discord's limits
//! ([`super::limits`], in characters); frontends truncate defensively.

use serde::{Deserialize, Serialize};

use super::limits::FIELD_VALUE;
use super::text::Text;
use super::Viewer;

/// One player's or the public view of a game. Every text is a [`Text`],
/// rendered by the frontend for its reader.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Panel {
    pub title: Text,
    /// One line saying where the game stands for this reader: round or
    /// day, whose turn, the key counters ("Round 3 of 5 · your turn ·
    /// deck 12"). The terminal opens every decision with it; a Discord
    /// private panel shows it instead of the board.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<Text>,
    /// Body text, one [`Text`] per line ([`Panel::line`]).
    pub text: Text,
    pub fields: Vec<Field>,
    pub image: Option<Image>,
    pub footer: Option<Text>,
    /// What the viewer is asked now, if anything (filled by [`crate::games::AnyGame::panel_for`]).
    pub prompt: Option<Text>,
    /// The viewer's legal choices now; empty for the public board.
    pub choices: Vec<Choice>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Field {
    pub name: Text,
    pub value: Text,
    /// Frontends may lay inline fields side by side.
    pub inline: bool,
    /// Which part of the screen the field belongs to.
    #[serde(default, skip_serializing_if = "Part::is_board")]
    pub part: Part,
}

/// Which part of a screen a field is. A seat's view is the public board
/// (the body text and every [`Part::Board`] field, the same for everyone)
/// plus what only that seat may read ([`Part::Private`]); so a frontend
/// that already shows the board shows a seat only [`Panel::private_part`]
/// and never the board twice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Part {
    /// The public board.
    #[default]
    Board,
    /// Only this viewer's: a hand, a role, what they know, their own
    /// pending choice's context.
    Private,
    /// The latest events, for a frontend that keeps no log of its own
    /// (the Discord board). The terminal prints events as they happen and
    /// leaves these out.
    Recent,
}

impl Part {
    fn is_board(&self) -> bool {
        *self == Part::Board
    }
}

/// A picture attached to a panel (the Arctic Escape map). `alt` is the text
/// version shown where pictures cannot be (the terminal).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Image {
    pub file_name: String,
    pub png: Vec<u8>,
    pub alt: String,
}

impl Image {
    /// A stable fingerprint of the picture (64-bit FNV-1a of the PNG
    /// bytes; the same on every run and machine): a frontend keeps the one
    /// it last uploaded and uploads the picture again only when it changed.
    /// An empty picture (rendering off) is 0.
    pub fn fingerprint(&self) -> u64 {
        if self.png.is_empty() {
            return 0;
        }
        self.png.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
        })
    }
}

/// One choice. `id` is the action code passed back to `apply`; it is
/// short printable ASCII without spaces or `:` (it travels inside Discord
/// custom ids of at most 100 characters, so at most [`MAX_CHOICE_ID`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    pub id: String,
    pub label: Text,
    /// Optional longer explanation (a select-menu description, a terminal hint).
    pub hint: Option<Text>,
    pub style: ChoiceStyle,
    /// Shown but not available now: while a player composes a multi-step
    /// choice, an option that no longer applies keeps its place (and so
    /// its number at the terminal) instead of disappearing. Frontends show
    /// it greyed and never send it; the game refuses it if sent anyway.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub disabled: bool,
}

pub const MAX_CHOICE_ID: usize = 60;

/// What follows a disabled choice's line in text (" — not available
/// now"): it keeps its number but cannot be picked.
pub fn not_now() -> Text {
    crate::text!("choice-not-now")
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ChoiceStyle {
    #[default]
    Normal,
    /// The suggested or main choice.
    Primary,
    /// Irreversible or harmful (eliminate, knock yourself out).
    Danger,
    /// Back, cancel, stop.
    Secondary,
}

impl Choice {
    pub fn new(id: impl Into<String>, label: impl Into<Text>) -> Self {
        Choice {
            id: id.into(),
            label: label.into(),
            hint: None,
            style: ChoiceStyle::Normal,
            disabled: false,
        }
    }

    /// The choice greyed out when `disabled` (see [`Choice::disabled`]).
    pub fn disabled_if(mut self, disabled: bool) -> Self {
        self.disabled = disabled;
        self
    }

    pub fn hint(mut self, hint: impl Into<Text>) -> Self {
        self.hint = Some(hint.into());
        self
    }

    pub fn style(mut self, style: ChoiceStyle) -> Self {
        self.style = style;
        self
    }
}

impl Panel {
    pub fn new(title: impl Into<Text>) -> Self {
        Panel {
            title: title.into(),
            ..Panel::default()
        }
    }

    pub fn line(&mut self, line: impl Into<Text>) -> &mut Self {
        self.text.push_line(line);
        self
    }

    pub fn field(
        &mut self,
        name: impl Into<Text>,
        value: impl Into<Text>,
        inline: bool,
    ) -> &mut Self {
        self.fields.push(Field {
            name: name.into(),
            value: value.into(),
            inline,
            part: Part::Board,
        });
        self
    }

    /// A field only this panel's viewer sees (see [`Part::Private`]).
    pub fn private_field(&mut self, name: impl Into<Text>, value: impl Into<Text>) -> &mut Self {
        self.field(name, value, false);
        self.mark_last(Part::Private)
    }

    /// A field of recent events (see [`Part::Recent`]).
    pub fn recent_field(&mut self, name: impl Into<Text>, value: impl Into<Text>) -> &mut Self {
        self.field(name, value, false);
        self.mark_last(Part::Recent)
    }

    /// Puts the last field added in `part` (after [`Panel::text_fields`]
    /// and the like, mark each field they added).
    pub fn mark_last(&mut self, part: Part) -> &mut Self {
        if let Some(f) = self.fields.last_mut() {
            f.part = part;
        }
        self
    }

    /// Sets the one-line status (see [`Panel::status`]).
    pub fn set_status(&mut self, status: impl Into<Text>) -> &mut Self {
        self.status = Some(status.into());
        self
    }

    /// What this viewer sees beyond the public board: the title, the
    /// status line, the private fields, the prompt and the choices. The
    /// Discord private panel and the terminal's decision screen show this
    /// next to (never instead of a copy of) the board.
    pub fn private_part(&self) -> Panel {
        Panel {
            title: self.title.clone(),
            status: self.status.clone(),
            text: Text::default(),
            fields: self.fields_in(Part::Private),
            image: None,
            footer: None,
            prompt: self.prompt.clone(),
            choices: self.choices.clone(),
        }
    }

    /// The board without its recent-events fields, its footer (standing
    /// notes such as scoring reminders, which the full board and `/rules`
    /// keep) and anything private: the compact board for a frontend that
    /// shows events as they happen.
    pub fn board_part(&self) -> Panel {
        Panel {
            fields: self.fields_in(Part::Board),
            footer: None,
            prompt: None,
            choices: Vec::new(),
            ..self.clone()
        }
    }

    fn fields_in(&self, part: Part) -> Vec<Field> {
        self.fields
            .iter()
            .filter(|f| f.part == part)
            .cloned()
            .collect()
    }

    /// `lines` as up to `max_fields` fields named `name` (numbered "(1/3)"
    /// when there are several), one line under another; lines beyond the
    /// last field are left out, the oldest (first) when `keep_newest`, else
    /// the newest. Each field holds at most [`ENGLISH_FIELD_ROOM`]
    /// characters as English renders them, so the longest language still
    /// fits Discord's [`FIELD_VALUE`] (a line too long on its own has a
    /// field to itself, and the frontend cuts it). Returns how many lines
    /// are shown.
    pub fn text_fields(
        &mut self,
        name: Text,
        lines: Vec<Text>,
        max_fields: usize,
        keep_newest: bool,
    ) -> usize {
        let mut lines = lines;
        if keep_newest {
            lines.reverse();
        }
        let mut chunks = chunk_lines(lines, max_fields);
        if keep_newest {
            chunks.reverse();
            for chunk in &mut chunks {
                chunk.reverse();
            }
        }
        let total = chunks.len();
        let shown = chunks.iter().map(Vec::len).sum();
        for (i, chunk) in chunks.into_iter().enumerate() {
            let title = if total > 1 {
                crate::text!(
                    "panel-part",
                    name = name.clone(),
                    part = i + 1,
                    parts = total
                )
            } else {
                name.clone()
            };
            self.field(title, Text::Lines(chunk), false);
        }
        shown
    }

    /// The whole panel as plain text with every player named, for tests
    /// that search what a viewer can see ([`Panel::to_text_for`] is the
    /// reader's own).
    pub fn to_text(&self) -> String {
        self.to_text_for(Viewer::Public)
    }

    /// The whole panel as plain text for `reader` (the terminal).
    pub fn to_text_for(&self, reader: Viewer) -> String {
        let plain = |t: &Text| t.plain(reader);
        let mut out = format!("== {} ==\n", plain(&self.title));
        if let Some(status) = &self.status {
            out.push_str(&plain(status));
            out.push('\n');
        }
        if !self.text.is_empty() {
            out.push_str(&plain(&self.text));
            out.push('\n');
        }
        for f in &self.fields {
            out.push_str(&format!("{}: {}\n", plain(&f.name), plain(&f.value)));
        }
        if let Some(img) = &self.image {
            out.push_str(&img.alt);
            out.push('\n');
        }
        if let Some(footer) = &self.footer {
            out.push_str(&plain(footer));
            out.push('\n');
        }
        if let Some(p) = &self.prompt {
            out.push_str(&plain(p));
            out.push('\n');
        }
        for row in choice_rows(&self.choices, reader) {
            let cells: Vec<String> = row
                .iter()
                .map(|&i| {
                    let c = &self.choices[i];
                    let mut cell = format!("{}. {}", i + 1, choice_text(c, reader));
                    if c.disabled {
                        cell.push_str(&not_now().plain(reader));
                    }
                    cell
                })
                .collect();
            out.push_str(&format!("  {}\n", cells.join(CELL_GAP)));
        }
        out
    }
}

/// Widest line a text frontend packs short choices into (80 columns, less
/// the indent).
pub const CHOICE_ROW_COLUMNS: usize = 76;
/// Longest choice (number, label and hint) that shares its line.
pub const SHORT_CHOICE: usize = 28;
/// Between two choices on one line.
pub const CELL_GAP: &str = "   ";

/// A choice's words as a text frontend shows them: the label, then the
/// hint in brackets.
pub fn choice_text(choice: &Choice, reader: Viewer) -> String {
    let label = choice.label.plain(reader);
    match &choice.hint {
        Some(h) => format!("{label} ({})", h.plain(reader)),
        None => label,
    }
}

/// How a text frontend lays out numbered choices: one per line, except
/// that a run of short ones (a pile, a value, a seat; enabled, within
/// [`SHORT_CHOICE`] characters with its number) shares lines of at most
/// [`CHOICE_ROW_COLUMNS`], so six piles take two lines, not six. Each row
/// lists the indices of its choices, in order; numbers never change.
pub fn choice_rows(choices: &[Choice], reader: Viewer) -> Vec<Vec<usize>> {
    let width = |i: usize| {
        format!("{}. {}", i + 1, choice_text(&choices[i], reader))
            .chars()
            .count()
    };
    let short = |i: usize| !choices[i].disabled && width(i) <= SHORT_CHOICE;
    let mut rows: Vec<Vec<usize>> = Vec::new();
    let mut row_width = 0;
    for i in 0..choices.len() {
        let joins = short(i)
            && i > 0
            && short(i - 1)
            && rows.last().is_some_and(|r| r.last() == Some(&(i - 1)))
            && row_width + CELL_GAP.len() + width(i) <= CHOICE_ROW_COLUMNS;
        if joins {
            row_width += CELL_GAP.len() + width(i);
            rows.last_mut().expect("a row to join").push(i);
        } else {
            row_width = width(i);
            rows.push(vec![i]);
        }
    }
    rows
}

thread_local! {
    static IMAGES: std::cell::Cell<bool> = const { std::cell::Cell::new(true) };
}

/// Whether views built on this thread should draw their pictures (a game
/// checks this before rendering an [`Image`]; the text stays either way).
pub fn images_wanted() -> bool {
    IMAGES.with(std::cell::Cell::get)
}

/// Turns pictures off (or back on) for views built on this thread: soak
/// runs and simulations that never show a board skip thousands of renders.
pub fn set_images(enabled: bool) {
    IMAGES.with(|i| i.set(enabled));
}

/// Runs `f` with pictures off, then puts the previous setting back (even if
/// `f` panics): for a frontend that shows only text, such as the terminal.
/// `f` runs to its end on the calling thread, so this holds in async code
/// too, where a task may move between worker threads at each `.await`.
pub fn without_images<R>(f: impl FnOnce() -> R) -> R {
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            IMAGES.with(|i| i.set(self.0));
        }
    }
    let _restore = Restore(IMAGES.with(|i| i.replace(false)));
    f()
}

/// How many characters of English a field built by [`Panel::text_fields`]
/// holds: two thirds of Discord's [`FIELD_VALUE`], since a translation
/// runs up to about half as long again (German, French).
pub const ENGLISH_FIELD_ROOM: usize = FIELD_VALUE * 2 / 3;

/// `lines` in the order given, packed into at most `max_fields` chunks
/// whose English (lines and line breaks, in characters as Discord counts
/// them, not bytes) stays within [`ENGLISH_FIELD_ROOM`]; the lines that do
/// not fit are left out. The one chunker.
fn chunk_lines(lines: Vec<Text>, max_fields: usize) -> Vec<Vec<Text>> {
    let mut chunks: Vec<Vec<Text>> = Vec::new();
    if max_fields == 0 {
        return chunks;
    }
    let (mut cur, mut cur_chars): (Vec<Text>, usize) = (Vec::new(), 0);
    for line in lines {
        let chars = line.to_string().chars().count();
        if !cur.is_empty() && cur_chars + 1 + chars > ENGLISH_FIELD_ROOM {
            chunks.push(std::mem::take(&mut cur));
            cur_chars = 0;
            if chunks.len() == max_fields {
                return chunks;
            }
        }
        cur_chars += chars + usize::from(!cur.is_empty());
        cur.push(line);
    }
    if !cur.is_empty() && chunks.len() < max_fields {
        chunks.push(cur);
    }
    chunks
}

/// `s` cut to at most `max` characters, ending in `…` when cut: the one
/// truncation helper, for panels (a game keeping a field within Discord's
/// [`FIELD_VALUE`]) and for the Discord frontend's limits alike.
pub fn truncate(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        return s.to_string();
    }
    if max == 0 {
        return String::new();
    }
    let mut out: String = s.chars().take(max - 1).collect();
    out.push('…');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_choices_share_lines_and_long_or_disabled_ones_keep_their_own() {
        let mut choices: Vec<Choice> = (1..=6)
            .map(|n| Choice::new(format!("p{n}"), format!("Pile {n}")).hint("18 cards left"))
            .collect();
        choices.push(Choice::new("act", "Take an action card").hint("you must play it at once"));
        choices.push(Choice::new("x", "Pile 7").disabled_if(true));
        choices.push(Choice::new("back", "Back"));
        let rows = choice_rows(&choices, Viewer::Public);
        assert_eq!(
            rows,
            vec![
                vec![0, 1],
                vec![2, 3],
                vec![4, 5],
                vec![6],
                vec![7],
                vec![8]
            ]
        );
        let mut panel = Panel::new("t");
        panel.choices = choices;
        let text = panel.to_text_for(Viewer::Public);
        assert!(
            text.contains("  1. Pile 1 (18 cards left)   2. Pile 2 (18 cards left)\n"),
            "{text}"
        );
        assert!(
            text.lines()
                .all(|l| l.chars().count() <= CHOICE_ROW_COLUMNS + 2),
            "{text}"
        );
    }

    #[test]
    fn a_disabled_choice_keeps_its_number_in_text_and_says_so() {
        let mut panel = Panel::new("t");
        panel.choices = vec![
            Choice::new("add-bc", "+ Bison").disabled_if(true),
            Choice::new("to1", "To Ben"),
        ];
        let text = panel.to_text();
        assert!(
            text.contains("  1. + Bison — not available now\n"),
            "{text}"
        );
        assert!(text.contains("  2. To Ben\n"), "{text}");
    }

    #[test]
    fn a_choice_is_enabled_unless_said_and_old_snapshots_read_so() {
        let old: Choice =
            serde_json::from_str(r#"{"id":"go","label":"Go","hint":null,"style":"Normal"}"#)
                .unwrap();
        assert!(!old.disabled);
        let json = serde_json::to_string(&Choice::new("go", "Go")).unwrap();
        assert!(!json.contains("disabled"), "{json}");
    }

    #[test]
    fn the_private_part_keeps_only_private_fields_and_the_board_part_drops_them_and_recent() {
        let mut panel = Panel::new("Game");
        panel.set_status("Round 1 · your turn");
        panel.line("The board's body");
        panel.field("Players", "Ann, Ben", false);
        panel.private_field("Your hand", "3 cards");
        panel.recent_field("Recent", "Ben played");
        panel.choices = vec![Choice::new("go", "Go")];
        let private = panel.private_part();
        assert_eq!(private.status, panel.status);
        assert!(private.text.is_empty());
        let names: Vec<String> = private.fields.iter().map(|f| f.name.to_string()).collect();
        assert_eq!(names, ["Your hand"]);
        assert_eq!(private.choices.len(), 1);
        let board = panel.board_part();
        let names: Vec<String> = board.fields.iter().map(|f| f.name.to_string()).collect();
        assert_eq!(names, ["Players"]);
        assert!(board.choices.is_empty());
        // Old snapshots (no part, no status) read as board fields.
        let old: Field =
            serde_json::from_str(r#"{"name":"a","value":"b","inline":false}"#).unwrap();
        assert_eq!(old.part, Part::Board);
    }

    #[test]
    fn text_fields_leave_a_longer_language_room_and_number_their_parts() {
        // 30 lines of 100 'é' (two bytes each): characters count, not bytes.
        let lines: Vec<Text> = (0..30).map(|_| Text::from("é".repeat(100))).collect();
        let mut panel = Panel::new("t");
        let shown = panel.text_fields(Text::from("Story"), lines, 2, false);
        assert_eq!(panel.fields.len(), 2, "capped at two fields");
        assert_eq!(panel.fields[0].name.to_string(), "Story (1/2)");
        for f in &panel.fields {
            let value = f.value.to_string();
            assert!(value.chars().count() <= ENGLISH_FIELD_ROOM);
            // Six lines of 100 and their five line breaks fill two thirds
            // of a field.
            assert_eq!(value.lines().count(), 6);
        }
        assert_eq!(shown, 12);
    }

    #[test]
    fn text_fields_name_a_single_field_plainly_and_keep_a_long_line_alone() {
        let mut panel = Panel::new("t");
        let lines = vec![Text::from("x".repeat(900)), Text::from("short")];
        panel.text_fields(Text::from("Log"), lines, 3, false);
        assert_eq!(panel.fields.len(), 2);
        assert_eq!(panel.fields[0].name.to_string(), "Log (1/2)");
        assert_eq!(panel.fields[1].value.to_string(), "short");
    }

    #[test]
    fn text_fields_keep_the_newest_lines_in_order() {
        let lines: Vec<Text> = (0..25)
            .map(|i| Text::from(format!("{i:02}{}", "é".repeat(98))))
            .collect();
        let mut panel = Panel::new("t");
        let shown = panel.text_fields(Text::from("Night log"), lines, 2, true);
        assert_eq!(shown, 12);
        let values: Vec<String> = panel.fields.iter().map(|f| f.value.to_string()).collect();
        assert_eq!(values.len(), 2);
        // The newest twelve, in order: 13..=24.
        assert!(values[0].starts_with("13"), "{values:?}");
        assert!(values[1].lines().last().unwrap().starts_with("24"));
    }
}
