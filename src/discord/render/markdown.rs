//! Rendered text -> Discord markdown: emphasis becomes `**bold**`, and
//! every plain piece (names, numbers, catalogue wording) is escaped so a
//! name such as `*Bo*` shows as written. Literals not converted to the
//! catalogue yet are legacy markdown and pass as they are.

use crate::engine::{Arg, Span, Text, Viewer};

/// `text` as Discord markdown for `reader`.
pub(crate) fn markdown(text: &Text, reader: Viewer) -> String {
    let mut out = String::new();
    for span in text.spans(reader) {
        match span {
            Span::Plain(s) => escape_into(&mut out, &s),
            Span::Strong(s) => {
                out.push_str("**");
                escape_into(&mut out, &s);
                out.push_str("**");
            }
            Span::Legacy(s) => out.push_str(&s),
        }
    }
    out
}

/// A text of the frontend's own (a reply, a notice, a label) for whoever
/// reads it: it names no player, so every reader reads it alike.
pub(crate) fn public(text: &Text) -> String {
    markdown(text, Viewer::Public)
}

/// An argument of Discord markup, passed through as written, never
/// escaped: a mention, a channel, a timestamp, a link, code, a name the
/// lobby escaped already ([`super::super::lobby::display_name`]), or a
/// game's own string that is not a catalogue text yet.
pub(crate) fn raw(markup: impl Into<String>) -> Arg {
    Arg::Text(Text::Literal(markup.into()))
}

/// `<@user>`: Discord shows the user's name and links it.
pub(crate) fn mention(user: impl std::fmt::Display) -> Arg {
    raw(format!("<@{user}>"))
}

/// `<#channel>`: Discord shows the channel's name and links it.
pub(crate) fn channel(id: impl std::fmt::Display) -> Arg {
    raw(format!("<#{id}>"))
}

/// `` `code` ``: a command or an option as typed (they stay English).
pub(crate) fn code(typed: impl std::fmt::Display) -> Arg {
    raw(format!("`{typed}`"))
}

/// Appends `s` with Discord's markdown characters escaped. A `#` means
/// something only at the start of a line (a heading, `-#` small print), so
/// "game #12" stays as written.
fn escape_into(out: &mut String, s: &str) {
    for c in s.chars() {
        let special = match c {
            '\\' | '*' | '_' | '~' | '`' | '|' | '>' => true,
            '#' => at_line_start(out),
            _ => false,
        };
        if special {
            out.push('\\');
        }
        out.push(c);
    }
}

/// Whether what ends `out` is the start of a line, as far as a heading
/// goes: nothing but spaces, dashes and hashes since the last newline.
fn at_line_start(out: &str) -> bool {
    let line = out.rsplit('\n').next().unwrap_or("");
    line.chars().all(|c| matches!(c, ' ' | '-' | '#' | '\\'))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Arg;
    use crate::text;

    #[test]
    fn emphasis_becomes_bold_and_names_are_escaped() {
        let t = text!("test-player-plays", player = Arg::player(1, "*Bo*"));
        assert_eq!(
            markdown(&t, Viewer::Public),
            "**\\*Bo\\***".to_string() + " plays."
        );
        assert_eq!(markdown(&t, Viewer::Seat(1)), "You play.");
    }

    #[test]
    fn a_legacy_literal_keeps_its_markdown() {
        let t = Text::from("**Alice** wins");
        assert_eq!(markdown(&t, Viewer::Public), "**Alice** wins");
    }

    #[test]
    fn a_hash_is_escaped_only_where_it_starts_a_heading() {
        let line = |s: &str| {
            markdown(
                &text!("test-player-plays", player = Arg::player(1, s)),
                Viewer::Public,
            )
        };
        assert_eq!(line("#1"), "**#1** plays.");
        let t = Text::Lines(vec![
            Text::from("game #3"),
            text!("player-name", player = Arg::Plain("# Big".into())),
        ]);
        assert_eq!(markdown(&t, Viewer::Public), "game #3\n\\# Big");
        let t = text!("player-name", player = Arg::Plain("game #3".into()));
        assert_eq!(markdown(&t, Viewer::Public), "game #3");
    }
}
