//! How `wolfden play` draws text: panels, news, rules pages and the keys'
//! help as lines for the terminal, with bold and colour from `anstyle`
//! when the output is a terminal that wants them (never with `NO_COLOR`
//! or piped output, so tests read plain text).
//!
//! A decision screen is, once each: the status line, the news since the
//! seat's last decision, the compact public board
//! ([`Panel::board_part`]), the seat's [`Panel::private_part`], and the
//! numbered choices. Its lines match [`crate::engine::testkit::decision_text`]
//! plus the status, the news and the line that asks.

use anstyle::{AnsiColor, Style};

use crate::engine::panel::{choice_rows, choice_text, not_now, CELL_GAP};
use crate::engine::{ChoiceStyle, Panel, Span, Text, Viewer};

/// The most news lines a decision screen shows (older ones are in `l`).
pub(crate) const NEWS_MAX: usize = 4;

/// Turns texts into terminal lines, styled or plain.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Painter {
    colour: bool,
}

const BOLD: Style = Style::new().bold();
const STATUS: Style = Style::new()
    .bold()
    .fg_color(Some(anstyle::Color::Ansi(AnsiColor::Cyan)));
const HEADER: Style = Style::new()
    .bold()
    .fg_color(Some(anstyle::Color::Ansi(AnsiColor::Yellow)));
const DANGER: Style = Style::new().fg_color(Some(anstyle::Color::Ansi(AnsiColor::Red)));
const DIM: Style = Style::new().dimmed();

impl Painter {
    /// Styles when `colour`, plain text otherwise.
    pub(crate) fn new(colour: bool) -> Self {
        Painter { colour }
    }

    /// Whether standard output wants styles: a terminal, no `NO_COLOR`
    /// (anstream's reading of the usual variables).
    pub(crate) fn for_stdout() -> Self {
        let choice = anstream::AutoStream::choice(&std::io::stdout());
        Painter::new(choice != anstream::ColorChoice::Never)
    }

    fn paint(&self, style: Style, text: &str) -> String {
        if self.colour && !text.is_empty() {
            format!("{}{text}{}", style.render(), style.render_reset())
        } else {
            text.to_string()
        }
    }

    /// The status line of a decision.
    pub(crate) fn status(&self, text: &str) -> String {
        self.paint(STATUS, text)
    }

    /// A header (a panel's title, "Rules", "Log").
    pub(crate) fn header(&self, text: &str) -> String {
        self.paint(HEADER, &format!("== {text} =="))
    }

    /// A quiet aside (news left out, the keys).
    pub(crate) fn dim(&self, text: &str) -> String {
        self.paint(DIM, text)
    }

    /// `text` for `reader`, emphasis in bold.
    pub(crate) fn text(&self, text: &Text, reader: Viewer) -> String {
        self.spans(&text.spans(reader))
    }

    fn spans(&self, spans: &[Span]) -> String {
        spans
            .iter()
            .map(|span| match span {
                Span::Strong(s) => self.paint(BOLD, s),
                Span::Plain(s) => s.clone(),
                Span::Legacy(s) => self.markdown(s),
            })
            .collect()
    }

    /// A text that may hold Discord's `**bold**` or `__underline__`, or the
    /// catalogue's `<em>` tags (a rules page, an old literal): bold here,
    /// never the marks. The last resort that keeps markup off the terminal
    /// whatever a literal still holds.
    pub(crate) fn markdown(&self, text: &str) -> String {
        let text = text
            .replace("<em>", "**")
            .replace("</em>", "**")
            .replace("__", "");
        text.split("**")
            .enumerate()
            .map(|(i, part)| {
                if i % 2 == 1 {
                    self.paint(BOLD, part)
                } else {
                    part.to_string()
                }
            })
            .collect()
    }

    /// A panel as lines, laid out as [`Panel::to_text_for`] lays it out
    /// (the same lines, so line budgets measured on plain text hold), with
    /// the title as a header, field names in bold and harmful choices red.
    /// An empty title is left out.
    pub(crate) fn panel(&self, panel: &Panel, reader: Viewer) -> String {
        let text = |t: &Text| self.text(t, reader);
        let mut out = String::new();
        let title = text(&panel.title);
        if !title.is_empty() {
            out.push_str(&self.header(&title));
            out.push('\n');
        }
        if let Some(status) = &panel.status {
            out.push_str(&self.status(&text(status)));
            out.push('\n');
        }
        if !panel.text.is_empty() {
            out.push_str(&text(&panel.text));
            out.push('\n');
        }
        for f in &panel.fields {
            let name = self.paint(BOLD, &format!("{}:", text(&f.name)));
            out.push_str(&format!("{name} {}\n", text(&f.value)));
        }
        if let Some(img) = &panel.image {
            out.push_str(&img.alt);
            out.push('\n');
        }
        if let Some(footer) = &panel.footer {
            out.push_str(&text(footer));
            out.push('\n');
        }
        if let Some(p) = &panel.prompt {
            out.push_str(&self.paint(BOLD, &text(p)));
            out.push('\n');
        }
        for row in choice_rows(&panel.choices, reader) {
            let cells: Vec<String> = row
                .iter()
                .map(|&i| {
                    let c = &panel.choices[i];
                    let cell = format!("{}. {}", i + 1, choice_text(c, reader));
                    if c.disabled {
                        self.paint(DIM, &format!("{cell}{}", not_now().plain(reader)))
                    } else if c.style == ChoiceStyle::Danger {
                        self.paint(DANGER, &cell)
                    } else {
                        cell
                    }
                })
                .collect();
            out.push_str(&format!("  {}\n", cells.join(CELL_GAP)));
        }
        out
    }
}

/// One line of news, and whether it must be shown whatever the room: the
/// result of the reader's own move, or an event the game marks as worth a
/// message of its own ([`crate::engine::Event::notify`]: a round or a day
/// ending, a knock-out, a death, the game's end).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct NewsLine {
    pub text: String,
    pub keep: bool,
}

/// The rows of a terminal a decision screen is laid out for.
pub(crate) const SCREEN_ROWS: usize = 24;

/// How many news lines fit on a decision screen whose other parts take
/// `rest` lines: what [`SCREEN_ROWS`] leaves, and never fewer than
/// [`NEWS_MAX`].
pub(crate) fn news_room(rest: usize) -> usize {
    SCREEN_ROWS.saturating_sub(rest).max(NEWS_MAX)
}

/// The news lines a screen shows in `room` lines: all of them when they
/// fit, else a line saying how many are left out (they are in `l`), every
/// line that must be kept, and as many of the newest others as the room
/// leaves, in the order they happened. Lines that must be kept are shown
/// even where they alone overflow the room.
pub(crate) fn news_lines(lines: Vec<NewsLine>, room: usize) -> (usize, Vec<String>) {
    if lines.len() <= room {
        return (0, lines.into_iter().map(|l| l.text).collect());
    }
    let kept = lines.iter().filter(|l| l.keep).count();
    // One line of the room says how many are left out.
    let mut others = room.saturating_sub(1).saturating_sub(kept);
    let mut shown = vec![false; lines.len()];
    for (i, line) in lines.iter().enumerate().rev() {
        if line.keep {
            shown[i] = true;
        } else if others > 0 {
            shown[i] = true;
            others -= 1;
        }
    }
    let left_out = shown.iter().filter(|s| !**s).count();
    let lines = lines
        .into_iter()
        .zip(shown)
        .filter_map(|(l, s)| s.then_some(l.text))
        .collect();
    (left_out, lines)
}

/// What every key does, for `?` and after a line that is not a choice.
pub(crate) fn keys() -> Text {
    crate::text!("term-keys")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_output_has_no_escape_codes_or_markdown_stars() {
        let plain = Painter::new(false);
        assert_eq!(plain.markdown("**Wolfpack**: snatch"), "Wolfpack: snatch");
        assert_eq!(plain.status("Round 1"), "Round 1");
        let styled = Painter::new(true);
        let bold = styled.markdown("**Wolfpack**: snatch");
        assert!(bold.contains('\u{1b}') && !bold.contains("**"), "{bold:?}");
        assert_eq!(
            plain.markdown("<em>Akela</em> votes __now__"),
            "Akela votes now"
        );
    }

    fn lines(texts: &[&str], kept: &[&str]) -> Vec<NewsLine> {
        texts
            .iter()
            .map(|t| NewsLine {
                text: t.to_string(),
                keep: kept.contains(t),
            })
            .collect()
    }

    #[test]
    fn news_beyond_the_screen_is_counted_and_the_newest_kept() {
        let texts: Vec<String> = (1..=7).map(|i| i.to_string()).collect();
        let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
        let (left_out, shown) = news_lines(lines(&texts, &[]), NEWS_MAX);
        assert_eq!(left_out, 4);
        assert_eq!(shown, ["5", "6", "7"]);
        assert_eq!(
            news_lines(lines(&["a"], &[]), NEWS_MAX),
            (0, vec!["a".to_string()])
        );
    }

    #[test]
    fn the_lines_that_matter_are_kept_whatever_the_room() {
        let texts = ["you play", "b1", "b2", "round over", "b3", "b4", "b5"];
        let (left_out, shown) = news_lines(lines(&texts, &["you play", "round over"]), 4);
        assert_eq!(shown, ["you play", "round over", "b5"]);
        assert_eq!(left_out, 4);
        // More lines to keep than room: every one of them is shown.
        let (left_out, shown) = news_lines(lines(&texts, &texts[..5]), 3);
        assert_eq!(shown, texts[..5]);
        assert_eq!(left_out, 2);
        assert_eq!(news_room(10), 14);
        assert_eq!(news_room(30), NEWS_MAX);
    }
}
