//! The rules pages `/rules` shows: the catalogue's pages
//! (`locales/en/werewolf_rules.ftl`) with, after the day page, every role
//! and its ability and, after the artifacts page, every artifact with its
//! text. The lists are built from the game's data and the catalogue's role
//! and artifact texts ([`Role::ability_text`], [`Artifact::text_label`]),
//! never retyped, and cut into pages within [`PAGE_MAX`] characters.

use super::view::plain;
use super::{Artifact, Role};
use crate::engine::Text;
use crate::text;

/// The longest rules page (Discord shows a page in one message; the rules
/// tests hold every game to it).
pub(super) const PAGE_MAX: usize = 1500;

/// [`crate::engine::Game::rules`] for Werewolf.
pub(super) fn rules() -> Vec<Text> {
    let mut pages = vec![
        text!("werewolf-rules-page-intro"),
        text!("werewolf-rules-page-day"),
    ];
    pages.extend(role_pages());
    pages.push(text!("werewolf-rules-page-artifacts"));
    pages.extend(artifact_pages());
    pages.extend([
        text!("werewolf-rules-page-rulings-1"),
        text!("werewolf-rules-page-rulings-2"),
        text!("werewolf-rules-page-rulings-3"),
    ]);
    pages
}

/// Every role: name, side and balance value, ability.
fn role_pages() -> Vec<Text> {
    let entries: Vec<Text> = Role::ALL
        .into_iter()
        .map(|r| {
            text!(
                "werewolf-story-rules-role",
                role = r.label(),
                team = r.team().label(),
                value = plain(format!("{:+}", r.value())),
                ability = r.ability_text()
            )
        })
        .collect();
    paged(entries, |page, pages| {
        text!(
            "werewolf-rules-list-heading",
            heading = text!("werewolf-story-rules-roles", page = page, pages = pages)
        )
    })
}

/// Every artifact: name, kind, text; the first page's heading is followed
/// by the key to the kinds.
fn artifact_pages() -> Vec<Text> {
    let entries: Vec<Text> = Artifact::ALL
        .into_iter()
        .map(|a| {
            text!(
                "werewolf-story-rules-artifact",
                name = a.label(),
                kind = a.kind_label(),
                text = a.text_label()
            )
        })
        .collect();
    paged(entries, |page, pages| {
        let heading = text!("werewolf-story-rules-artifacts", page = page, pages = pages);
        if page == 1 {
            text!(
                "werewolf-rules-list-heading-with-key",
                heading = heading,
                key = text!("werewolf-story-rules-artifact-kinds")
            )
        } else {
            text!("werewolf-rules-list-heading", heading = heading)
        }
    })
}

/// `entries` one a line under a heading, as few pages as fit within
/// [`PAGE_MAX`] (with room for the heading and the kinds' key); the
/// heading of page `n` of `m` is `heading(n, m)`.
fn paged(entries: Vec<Text>, heading: impl Fn(usize, usize) -> Text) -> Vec<Text> {
    const ROOM: usize = PAGE_MAX - 200;
    let mut chunks: Vec<Vec<Text>> = vec![Vec::new()];
    let mut size = 0;
    for entry in entries {
        let len = entry.to_string().len() + 1;
        if size + len > ROOM && !chunks.last().is_some_and(Vec::is_empty) {
            chunks.push(Vec::new());
            size = 0;
        }
        size += len;
        chunks.last_mut().expect("one chunk at least").push(entry);
    }
    let total = chunks.len();
    chunks
        .into_iter()
        .enumerate()
        .map(|(i, chunk)| {
            let mut lines = vec![heading(i + 1, total)];
            lines.extend(chunk);
            Text::Lines(lines)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Span, Viewer};

    fn page_texts() -> Vec<String> {
        rules().iter().map(Text::to_string).collect()
    }

    #[test]
    fn the_rules_pages_list_every_role_and_every_artifact_with_its_text() {
        let text = page_texts().join("\n");
        for r in Role::ALL {
            assert!(text.contains(&format!("{} (", r.name())), "{}", r.name());
            assert!(text.contains(&r.ability_text().to_string()), "{}", r.name());
        }
        for a in Artifact::ALL {
            assert!(text.contains(&format!("{} (", a.name())), "{}", a.name());
            assert!(text.contains(&a.text_label().to_string()), "{}", a.name());
        }
        for page in page_texts() {
            assert!(page.len() <= PAGE_MAX, "a page of {} bytes:\n{page}", page.len());
        }
    }

    #[test]
    fn the_rules_pages_are_catalogue_text_with_emphasis_as_spans() {
        for page in rules() {
            let spans = page.spans(Viewer::Public);
            assert!(
                spans.iter().any(|s| matches!(s, Span::Strong(_))),
                "a page without a bold heading: {page}"
            );
            for span in &spans {
                assert!(!matches!(span, Span::Legacy(_)), "a literal on a page: {span:?}");
                assert!(!span.as_str().contains("**"), "markdown on a page: {span:?}");
            }
        }
    }
}
