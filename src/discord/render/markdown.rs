//! Rendered text -> Discord markdown: emphasis becomes `**bold**`, and
//! every plain piece (names, numbers, catalogue wording) is escaped so a
//! name such as `*Bo*` shows as written. Literals not converted to the
//! catalogue yet are legacy markdown and pass as they are.

use crate::engine::{Span, Text, Viewer};

/// `text` as Discord markdown for `reader`.
pub(crate) fn markdown(text: &Text, reader: Viewer) -> String {
    text.spans(reader)
        .iter()
        .map(|span| match span {
            Span::Plain(s) => escape(s),
            Span::Strong(s) => format!("**{}**", escape(s)),
            Span::Legacy(s) => s.clone(),
        })
        .collect()
}

/// `s` with Discord's markdown characters escaped.
fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if matches!(c, '\\' | '*' | '_' | '~' | '`' | '|' | '>' | '#') {
            out.push('\\');
        }
        out.push(c);
    }
    out
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
}
