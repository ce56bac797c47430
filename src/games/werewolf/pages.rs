//! The rules pages `/rules` shows: the summary pages of `setup.rs`, with
//! the short roles page replaced by every role and its ability and, after
//! the artifacts page, every artifact with its text. The lists are
//! generated from the catalogue's role and artifact texts
//! ([`Role::ability_text`], [`Artifact::text_label`]), never retyped,
//! and cut into pages within [`PAGE_MAX`] characters.

use std::sync::LazyLock;

use super::view::plain;
use super::{setup, Artifact, Role};
use crate::text;

/// The longest rules page (Discord shows a page in one message; the rules
/// tests hold every game to it).
pub(super) const PAGE_MAX: usize = 1500;

/// The pages, built once and kept for the program's life (the game
/// contract hands out `&'static` pages).
static PAGES: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
    pages()
        .into_iter()
        .map(|page| &*Box::leak(page.into_boxed_str()))
        .collect()
});

/// [`crate::engine::Game::rules`] for Werewolf.
pub(super) fn rules() -> &'static [&'static str] {
    &PAGES
}

fn pages() -> Vec<String> {
    let mut out = Vec::new();
    for page in setup::RULES {
        if page.starts_with("**Roles**") {
            out.extend(role_pages());
            continue;
        }
        out.push(page.to_string());
        if page.starts_with("**Artifacts**") {
            out.extend(artifact_pages());
        }
    }
    out
}

/// Every role: name, side and balance value, ability.
fn role_pages() -> Vec<String> {
    let entries: Vec<String> = Role::ALL
        .into_iter()
        .map(|r| {
            text!(
                "werewolf-story-rules-role",
                role = r.label(),
                team = r.team().label(),
                value = plain(format!("{:+}", r.value())),
                ability = r.ability_text()
            )
            .to_string()
        })
        .collect();
    paged(&entries, |page, pages| {
        text!("werewolf-story-rules-roles", page = page, pages = pages).to_string()
    })
}

/// Every artifact: name, kind, text.
fn artifact_pages() -> Vec<String> {
    let entries: Vec<String> = Artifact::ALL
        .into_iter()
        .map(|a| {
            text!(
                "werewolf-story-rules-artifact",
                name = a.label(),
                kind = plain(a.kind_label()),
                text = a.text_label()
            )
            .to_string()
        })
        .collect();
    let mut pages = paged(&entries, |page, pages| {
        text!("werewolf-story-rules-artifacts", page = page, pages = pages).to_string()
    });
    if let Some(first) = pages.first_mut() {
        let key = text!("werewolf-story-rules-artifact-kinds").to_string();
        *first = first.replacen(":**", &format!(":** {key}"), 1);
    }
    pages
}

/// `entries` one a line under a bold heading, as few pages as fit within
/// [`PAGE_MAX`] (with room for the heading and the kinds' key); the
/// heading of page `n` of `m` is `heading(n, m)`.
fn paged(entries: &[String], heading: impl Fn(usize, usize) -> String) -> Vec<String> {
    const ROOM: usize = PAGE_MAX - 200;
    let mut chunks: Vec<Vec<&String>> = vec![Vec::new()];
    let mut size = 0;
    for entry in entries {
        let len = entry.len() + 1;
        if size + len > ROOM && !chunks.last().is_some_and(Vec::is_empty) {
            chunks.push(Vec::new());
            size = 0;
        }
        size += len;
        chunks.last_mut().expect("one chunk at least").push(entry);
    }
    let total = chunks.len();
    chunks
        .iter()
        .enumerate()
        .map(|(i, chunk)| {
            let lines: Vec<&str> = chunk.iter().map(|s| s.as_str()).collect();
            format!("**{}:**\n{}", heading(i + 1, total), lines.join("\n"))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rules_pages_list_every_role_and_every_artifact_with_its_text() {
        let text = rules().join("\n");
        for r in Role::ALL {
            assert!(text.contains(&format!("{} (", r.name())), "{}", r.name());
            assert!(text.contains(&r.ability_text().to_string()), "{}", r.name());
        }
        for a in Artifact::ALL {
            assert!(text.contains(&format!("{} (", a.name())), "{}", a.name());
            assert!(text.contains(&a.text_label().to_string()), "{}", a.name());
        }
        for page in rules() {
            assert!(page.len() <= PAGE_MAX, "a page of {} bytes:\n{page}", page.len());
        }
    }
}
