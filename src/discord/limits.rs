//! Discord's size limits, and defensive truncation to stay within them.
//! Every limit is counted in characters, as Discord counts them.
//!
//! Panels are written to fit, but a frontend must never let a long player
//! name or a big table turn an edit into a 400 error that loses the board.

/// The embed limits panels are written to (one definition, in the engine,
/// where the games see them too).
pub use crate::engine::limits::{
    EMBED_DESCRIPTION, EMBED_FIELDS, EMBED_TITLE, EMBED_TOTAL, FIELD_NAME, FIELD_VALUE, FOOTER,
};

/// Message content.
pub const CONTENT: usize = 2000;
pub const BUTTON_LABEL: usize = 80;
pub const SELECT_LABEL: usize = 100;
pub const SELECT_DESCRIPTION: usize = 100;
pub const SELECT_PLACEHOLDER: usize = 150;
pub const SELECT_OPTIONS: usize = 25;
pub const ROWS: usize = 5;
pub const BUTTONS_PER_ROW: usize = 5;
pub const THREAD_NAME: usize = 100;
pub const MODAL_TITLE: usize = 45;
pub const TEXT_INPUT_VALUE: usize = 4000;
pub const TEXT_INPUT_PLACEHOLDER: usize = 100;
/// A component's `custom_id`.
pub const CUSTOM_ID: usize = 100;
/// A member's nickname (the name a player gets at the table).
pub const NICKNAME: usize = 32;

/// `s` cut to at most `max` characters, ending in `…` when cut (the one
/// truncation helper; games use it for their panels too).
pub use crate::engine::truncate;

/// Like [`truncate`], but never empty: Discord refuses empty field names,
/// values and labels, so an empty text becomes a zero-width space.
pub fn non_empty(s: &str, max: usize) -> String {
    if s.trim().is_empty() {
        "\u{200b}".to_string()
    } else {
        truncate(s, max)
    }
}

/// Keep whole lines from the end of `lines` (the newest) within `max`
/// characters, oldest first.
pub fn last_lines(lines: &[String], max: usize) -> String {
    let mut kept: Vec<&str> = Vec::new();
    let mut used = 0;
    for line in lines.iter().rev() {
        let len = line.chars().count() + 1;
        if used + len > max {
            if kept.is_empty() {
                return truncate(line, max);
            }
            break;
        }
        used += len;
        kept.push(line);
    }
    kept.reverse();
    kept.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn truncate_counts_characters_not_bytes() {
        assert_eq!(truncate("héllo", 5), "héllo");
        assert_eq!(truncate("héllo wörld", 6), "héllo…");
        assert_eq!(truncate("abc", 0), "");
        assert_eq!(non_empty("  ", 10), "\u{200b}");
    }

    #[test]
    fn last_lines_keeps_the_newest_whole_lines() {
        let lines: Vec<String> = (0..10).map(|i| format!("line {i}")).collect();
        let s = last_lines(&lines, 20);
        assert_eq!(s, "line 8\nline 9");
        assert!(last_lines(&["x".repeat(50)], 10).chars().count() <= 10);
    }
}
