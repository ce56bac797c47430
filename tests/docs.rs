//! The documentation stays true and self-contained: each game's page in
//! `docs/rules/` holds the summary `/rules` shows, no page links outside
//! the repository, and every relative link in README.md and `docs/` leads
//! to a file that exists. (The invite link's permissions are checked next
//! to the code that asks for them, in `src/discord/perms.rs`.)

use std::path::{Path, PathBuf};

use wolfden::games::GameKind;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// README.md and every Markdown file under `docs/`.
fn pages() -> Vec<PathBuf> {
    fn walk(dir: &Path, found: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("docs/ is readable") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                walk(&path, found);
            } else if path.extension().is_some_and(|e| e == "md") {
                found.push(path);
            }
        }
    }
    let mut found = vec![root().join("README.md")];
    walk(&root().join("docs"), &mut found);
    found.sort();
    found
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Runs of whitespace made one space, so line breaks do not count.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A rules page as a markdown page writes it: emphasis in `**`, nothing
/// escaped.
fn as_written(page: &wolfden::engine::Text) -> String {
    use wolfden::engine::{Span, Viewer};
    page.spans(Viewer::Public)
        .into_iter()
        .map(|span| match span {
            Span::Strong(s) => format!("**{s}**"),
            Span::Plain(s) | Span::Legacy(s) => s,
        })
        .collect()
}

#[test]
fn each_game_rules_page_holds_the_summary_rules_shows() {
    for kind in GameKind::ALL {
        let path = root().join(format!("docs/rules/{}.md", kind.slug()));
        let page = flat(&read(&path));
        for (n, summary) in kind.rules().iter().map(as_written).enumerate() {
            assert!(
                page.contains(&flat(&summary)),
                "{} lacks /rules page {} of {} as the game shows it:\n{summary}",
                path.display(),
                n + 1,
                kind.slug()
            );
        }
    }
}

#[test]
fn no_page_points_outside_the_repository() {
    for path in pages() {
        let text = read(&path);
        // Spelled in pieces, so a search of the sources for the path finds
        // only pages that really use it.
        let parent_shared = ["..", "shared"].join("/");
        for outside in [parent_shared.as_str(), "shared/seeds", "shared/specs"] {
            assert!(
                !text.contains(outside),
                "{} mentions {outside}, which a clone does not have",
                path.display()
            );
        }
    }
}

/// The targets of `[text](target)` links, without `#anchors`.
fn link_targets(text: &str) -> Vec<&str> {
    text.match_indices("](")
        .filter_map(|(at, _)| {
            let rest = &text[at + 2..];
            let target = &rest[..rest.find(')')?];
            Some(target.split('#').next().unwrap_or(""))
        })
        .collect()
}

#[test]
fn every_relative_link_leads_to_a_file() {
    for path in pages() {
        let text = read(&path);
        let dir = path.parent().expect("a page is in a directory");
        for target in link_targets(&text) {
            if target.is_empty() || target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            assert!(
                dir.join(target).exists(),
                "{} links to {target}, which does not exist",
                path.display()
            );
        }
    }
}
