//! Panels: the small document model every game renders its state into.
//!
//! The Discord frontend turns a Panel into an embed with buttons and select
//! menus, the terminal into text with numbered choices. A new game therefore
//! needs no frontend code. Keep texts within Discord's limits (description
//! 4096 characters, 25 fields of 1024); frontends truncate defensively.

use serde::{Deserialize, Serialize};

/// One player's or the public view of a game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Panel {
    pub title: String,
    /// Body text; lines separated by `\n`, light markdown (`**bold**`) allowed.
    pub text: String,
    pub fields: Vec<Field>,
    pub image: Option<Image>,
    pub footer: Option<String>,
    /// What the viewer is asked now, if anything (filled by [`crate::games::AnyGame::panel_for`]).
    pub prompt: Option<String>,
    /// The viewer's legal choices now; empty for the public board.
    pub choices: Vec<Choice>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Field {
    pub name: String,
    pub value: String,
    /// Frontends may lay inline fields side by side.
    pub inline: bool,
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

/// One legal choice. `id` is the action code passed back to `apply`; it is
/// short printable ASCII without spaces or `:` (it travels inside Discord
/// custom ids of at most 100 characters, so at most [`MAX_CHOICE_ID`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    pub id: String,
    pub label: String,
    /// Optional longer explanation (a select-menu description, a terminal hint).
    pub hint: Option<String>,
    pub style: ChoiceStyle,
}

pub const MAX_CHOICE_ID: usize = 60;

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
    pub fn new(id: impl Into<String>, label: impl Into<String>) -> Self {
        Choice {
            id: id.into(),
            label: label.into(),
            hint: None,
            style: ChoiceStyle::Normal,
        }
    }

    pub fn hint(mut self, hint: impl Into<String>) -> Self {
        self.hint = Some(hint.into());
        self
    }

    pub fn style(mut self, style: ChoiceStyle) -> Self {
        self.style = style;
        self
    }
}

impl Panel {
    pub fn new(title: impl Into<String>) -> Self {
        Panel {
            title: title.into(),
            ..Panel::default()
        }
    }

    pub fn line(&mut self, line: impl AsRef<str>) -> &mut Self {
        if !self.text.is_empty() {
            self.text.push('\n');
        }
        self.text.push_str(line.as_ref());
        self
    }

    pub fn field(
        &mut self,
        name: impl Into<String>,
        value: impl Into<String>,
        inline: bool,
    ) -> &mut Self {
        self.fields.push(Field {
            name: name.into(),
            value: value.into(),
            inline,
        });
        self
    }

    /// The whole panel as plain text, for the terminal and for tests that
    /// search what a viewer can see.
    pub fn to_text(&self) -> String {
        let mut out = format!("== {} ==\n", self.title);
        if !self.text.is_empty() {
            out.push_str(&self.text);
            out.push('\n');
        }
        for f in &self.fields {
            out.push_str(&format!("{}: {}\n", f.name, f.value));
        }
        if let Some(img) = &self.image {
            out.push_str(&img.alt);
            out.push('\n');
        }
        if let Some(footer) = &self.footer {
            out.push_str(footer);
            out.push('\n');
        }
        if let Some(p) = &self.prompt {
            out.push_str(p);
            out.push('\n');
        }
        for (i, c) in self.choices.iter().enumerate() {
            out.push_str(&format!("  {}. {}", i + 1, c.label));
            if let Some(h) = &c.hint {
                out.push_str(&format!(" ({h})"));
            }
            out.push('\n');
        }
        out
    }
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

/// `s` cut to at most `max` characters, ending in `…` when cut: the one
/// truncation helper, for panels (a game keeping a field within Discord's
/// 1024) and for the Discord frontend's limits alike.
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
