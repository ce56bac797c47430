//! No import circle in `src/`: this test reads every `src/**/*.rs` file,
//! builds the graph of which module names which, and fails on any cycle,
//! naming its members and one loop through them.
//!
//! A node is a file's module (`src/discord/fanout/queue.rs` is
//! `crate::discord::fanout::queue`); an inline module (`mod tests { .. }`)
//! belongs to its file. There is an edge from A to B when A's code names a
//! path that leads to B: a `use crate::..`, `use super::..`, `use self::..`
//! or `use child::..` line (groups `{a, b::c}` expanded), or the same paths
//! written inline in code (`super::timers::succeeded(..)`,
//! `crate::ops::rate_limited(..)`, `startup::arm_timers(..)` from the
//! parent). A path leads to the longest module it starts with, so
//! `crate::discord::ShardPlan` (a re-export) leads to `crate::discord`.
//! Comments, doc links and string literals are not read.
//!
//! Parent and child: a parent always depends on its children (it declares
//! them with `mod`, often re-exports or drives them), so an edge from a
//! child to one of its own ancestors (`use super::{Context, Error}` in
//! `commands/game.rs`, `use super::*` in a test module) would close a
//! loop with every declaration. Those edges are not counted: a child may
//! lean on what its parent holds for it. Every other edge counts, among
//! them the parent's uses of its children and every edge between siblings
//! and across layers: a set of siblings that name each other in a circle
//! (none of them readable, testable or movable alone) fails the test.
//!
//! `src/main.rs` is the binary, a crate of its own that nothing in the
//! library can name; it is not read.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Every library source file under `src/`, with its module path.
fn source_files(root: &Path) -> Vec<(String, PathBuf)> {
    let mut files = Vec::new();
    let mut dirs = vec![root.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        let entries = std::fs::read_dir(&dir).expect("src/ is readable");
        for entry in entries {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") && path != root.join("main.rs") {
                files.push((module_of(root, &path), path));
            }
        }
    }
    files.sort();
    files
}

/// `src/a/b.rs` and `src/a/b/mod.rs` are `crate::a::b`; `src/lib.rs` is
/// `crate`.
fn module_of(root: &Path, file: &Path) -> String {
    let relative = file.strip_prefix(root).expect("a file under src/");
    let mut parts = vec!["crate".to_string()];
    for part in relative.iter() {
        let part = part.to_string_lossy();
        let name = part.strip_suffix(".rs").unwrap_or(&part);
        if !matches!(name, "lib" | "mod") {
            parts.push(name.to_string());
        }
    }
    parts.join("::")
}

/// The code of a file without comments, string and character literals
/// (each becomes a space), so only code is read.
fn strip(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let mut out = String::with_capacity(source.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            out.push(' ');
        } else if let Some(after) = raw_string_start(&chars, i) {
            // r"..", r#".."#, br#".."#: ends at a quote and as many hashes.
            let hashes = after - i - 1 - usize::from(chars[i] == 'b') - 1;
            i = after;
            while i < chars.len() {
                if chars[i] == '"'
                    && chars[i + 1..].iter().take_while(|c| **c == '#').count() >= hashes
                {
                    i += 1 + hashes;
                    break;
                }
                i += 1;
            }
            out.push(' ');
        } else if c == '"' || (c == 'b' && next == Some('"') && !ident_before(&chars, i)) {
            i += if c == 'b' { 2 } else { 1 };
            while i < chars.len() && chars[i] != '"' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push(' ');
        } else if c == '\'' && char_literal_end(&chars, i).is_some() {
            i = char_literal_end(&chars, i).expect("just checked");
            out.push(' ');
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn ident_before(chars: &[char], i: usize) -> bool {
    i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_')
}

/// Where the text of a raw string literal starting at `i` begins.
fn raw_string_start(chars: &[char], i: usize) -> Option<usize> {
    if ident_before(chars, i) {
        return None;
    }
    let mut j = i;
    if chars.get(j) == Some(&'b') {
        j += 1;
    }
    if chars.get(j) != Some(&'r') {
        return None;
    }
    j += 1;
    while chars.get(j) == Some(&'#') {
        j += 1;
    }
    (chars.get(j) == Some(&'"')).then_some(j + 1)
}

/// The end of a character literal starting at `i` (`'a'`, `'\n'`,
/// `'\u{1F4E3}'`); `None` for a lifetime (`'a`).
fn char_literal_end(chars: &[char], i: usize) -> Option<usize> {
    match chars.get(i + 1)? {
        '\\' => {
            let close = chars[i + 3..].iter().position(|c| *c == '\'')?;
            Some(i + 3 + close + 1)
        }
        _ => (chars.get(i + 2) == Some(&'\'')).then_some(i + 3),
    }
}

#[derive(Clone, Debug, PartialEq)]
enum Token {
    Ident(String),
    PathSep,
    Punct(char),
}

fn tokens(code: &str) -> Vec<Token> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            out.push(Token::Ident(word));
        } else if c == ':' && chars.get(i + 1) == Some(&':') {
            out.push(Token::PathSep);
            i += 2;
        } else if c.is_whitespace() || c.is_numeric() {
            i += 1;
        } else {
            out.push(Token::Punct(c));
            i += 1;
        }
    }
    out
}

/// The paths a `use` tree names, from the token after `use` to its `;`
/// (`super::{a, b::{self, C}}` gives `super::a`, `super::b`,
/// `super::b::C`).
fn use_paths(tokens: &[Token], prefix: &[String], out: &mut Vec<Vec<String>>) -> usize {
    let mut path = prefix.to_vec();
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            Token::Ident(word) if word == "self" && !prefix.is_empty() => i += 1,
            Token::Ident(word) if word == "as" => i += 2,
            Token::Ident(word) => {
                path.push(word.clone());
                i += 1;
            }
            Token::PathSep => i += 1,
            Token::Punct('{') => {
                i += 1;
                loop {
                    i += use_paths(&tokens[i..], &path, out);
                    match tokens.get(i) {
                        Some(Token::Punct(',')) => i += 1,
                        Some(Token::Punct('}')) => {
                            i += 1;
                            break;
                        }
                        _ => return i,
                    }
                }
                return i;
            }
            Token::Punct('*') => i += 1,
            Token::Punct(_) => break,
        }
    }
    if i > 0 && !path.is_empty() {
        out.push(path);
    }
    i
}

/// The module a path leads to from `here` (its longest known prefix), if
/// it leads into the crate.
fn resolve(
    here: &[String],
    path: &[String],
    children: &BTreeSet<String>,
    modules: &BTreeSet<String>,
) -> Option<String> {
    let first = path.first()?;
    let mut at: Vec<String> = match first.as_str() {
        "crate" => vec!["crate".to_string()],
        "self" => here.to_vec(),
        "super" => here.to_vec(),
        _ if children.contains(first) => here.to_vec(),
        _ => return None,
    };
    let mut rest = if first == "crate" || first == "self" {
        &path[1..]
    } else {
        path
    };
    while rest.first().is_some_and(|w| w == "super") {
        at.pop();
        rest = &rest[1..];
    }
    let mut found = at.join("::");
    for word in rest {
        at.push(word.clone());
        let candidate = at.join("::");
        if !modules.contains(&candidate) {
            break;
        }
        found = candidate;
    }
    Some(found)
}

/// Each module and the modules it names (edges to itself and to its own
/// ancestors left out, as the file's opening says).
fn module_graph(root: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let files = source_files(root);
    let modules: BTreeSet<String> = files.iter().map(|(m, _)| m.clone()).collect();
    let mut children_of: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for module in &modules {
        if let Some((parent, name)) = module.rsplit_once("::") {
            children_of
                .entry(parent.to_string())
                .or_default()
                .insert(name.to_string());
        }
    }
    let mut graph = BTreeMap::new();
    for (module, file) in &files {
        let source = std::fs::read_to_string(file).expect("a readable source file");
        let tokens = tokens(&strip(&source));
        let file_path: Vec<String> = module.split("::").map(str::to_string).collect();
        let mut names: BTreeSet<String> = BTreeSet::new();
        // Inline modules: (name, brace depth inside it).
        let mut inline: Vec<(String, usize)> = Vec::new();
        let mut depth = 0;
        let mut i = 0;
        let no_children = BTreeSet::new();
        while i < tokens.len() {
            let mut here = file_path.clone();
            here.extend(inline.iter().map(|(name, _)| name.clone()));
            let children = children_of.get(&here.join("::")).unwrap_or(&no_children);
            match &tokens[i] {
                Token::Punct('{') => depth += 1,
                Token::Punct('}') => {
                    depth -= 1;
                    if inline.last().is_some_and(|(_, d)| *d > depth) {
                        inline.pop();
                    }
                }
                Token::Ident(word) if word == "mod" => {
                    if let (Some(Token::Ident(name)), Some(Token::Punct('{'))) =
                        (tokens.get(i + 1), tokens.get(i + 2))
                    {
                        depth += 1;
                        inline.push((name.clone(), depth));
                        i += 3;
                        continue;
                    }
                }
                Token::Ident(word) if word == "use" => {
                    let mut paths = Vec::new();
                    let used = use_paths(&tokens[i + 1..], &[], &mut paths);
                    for path in paths {
                        names.extend(resolve(&here, &path, children, &modules));
                    }
                    i += 1 + used;
                    continue;
                }
                Token::Ident(word) if tokens.get(i + 1) == Some(&Token::PathSep) => {
                    let after_sep = i > 0 && tokens[i - 1] == Token::PathSep;
                    let starts_path = matches!(word.as_str(), "crate" | "super" | "self")
                        || children.contains(word);
                    if !after_sep && starts_path {
                        let mut path = vec![word.clone()];
                        let mut j = i + 1;
                        while let (Some(Token::PathSep), Some(Token::Ident(w))) =
                            (tokens.get(j), tokens.get(j + 1))
                        {
                            path.push(w.clone());
                            j += 2;
                        }
                        names.extend(resolve(&here, &path, children, &modules));
                        i = j;
                        continue;
                    }
                }
                _ => {}
            }
            i += 1;
        }
        let edges = names
            .into_iter()
            .filter(|target| {
                target != module && !module.starts_with(&format!("{target}::")) && target != "crate"
            })
            .collect();
        graph.insert(module.clone(), edges);
    }
    graph
}

/// The strongly connected sets of more than one module (Tarjan).
fn cycles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct Walk<'g> {
        graph: &'g BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'g str, usize>,
        low: BTreeMap<&'g str, usize>,
        stack: Vec<&'g str>,
        on_stack: BTreeSet<&'g str>,
        sets: Vec<Vec<String>>,
    }
    impl<'g> Walk<'g> {
        fn visit(&mut self, node: &'g str) {
            let n = self.index.len();
            self.index.insert(node, n);
            self.low.insert(node, n);
            self.stack.push(node);
            self.on_stack.insert(node);
            for next in self.graph.get(node).into_iter().flatten() {
                let next = next.as_str();
                if !self.index.contains_key(next) {
                    self.visit(next);
                    let low = self.low[node].min(self.low[next]);
                    self.low.insert(node, low);
                } else if self.on_stack.contains(next) {
                    let low = self.low[node].min(self.index[next]);
                    self.low.insert(node, low);
                }
            }
            if self.low[node] == self.index[node] {
                let mut set = Vec::new();
                while let Some(member) = self.stack.pop() {
                    self.on_stack.remove(member);
                    set.push(member.to_string());
                    if member == node {
                        break;
                    }
                }
                if set.len() > 1 {
                    set.sort();
                    self.sets.push(set);
                }
            }
        }
    }
    let mut walk = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        sets: Vec::new(),
    };
    for node in graph.keys() {
        if !walk.index.contains_key(node.as_str()) {
            walk.visit(node);
        }
    }
    walk.sets
}

/// One loop through a strongly connected set, from its first member back
/// to it (shortest by breadth-first search).
fn a_loop(graph: &BTreeMap<String, BTreeSet<String>>, set: &[String]) -> Vec<String> {
    let start = &set[0];
    let mut came_from: BTreeMap<&str, &str> = BTreeMap::new();
    let mut frontier = vec![start.as_str()];
    while !frontier.is_empty() {
        let mut next_frontier = Vec::new();
        for node in frontier {
            for next in &graph[node] {
                if !set.contains(next) {
                    continue;
                }
                if next == start {
                    let mut path = vec![start.clone(), node.to_string()];
                    let mut at = node;
                    while at != start {
                        at = came_from[at];
                        path.push(at.to_string());
                    }
                    path.reverse();
                    return path;
                }
                if !came_from.contains_key(next.as_str()) {
                    came_from.insert(next.as_str(), node);
                    next_frontier.push(next.as_str());
                }
            }
        }
        frontier = next_frontier;
    }
    Vec::new()
}

#[test]
fn no_module_of_src_depends_on_itself_through_others() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let graph = module_graph(&root);
    assert!(
        graph.len() > 50 && graph.values().map(BTreeSet::len).sum::<usize>() > 100,
        "the graph is too small to be the real one: {graph:#?}"
    );
    let found: Vec<String> = cycles(&graph)
        .iter()
        .map(|set| {
            format!(
                "{} modules name each other in a circle: {}\n  for instance {}",
                set.len(),
                set.join(", "),
                a_loop(&graph, set).join(" -> ")
            )
        })
        .collect();
    assert!(
        found.is_empty(),
        "import circles in src/:\n{}",
        found.join("\n")
    );
}

/// A sixth game needs no frontend code (docs/design.md, "Adding a sixth
/// game"): no module of the frontends, the table or the store names one
/// game's module; they reach games through `crate::games` (`GameKind`,
/// `AnyGame`) and the engine contract alone. Test files are exempt.
#[test]
fn no_frontend_table_or_store_module_names_a_game_of_its_own() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let graph = module_graph(&root);
    let layers = [
        "crate::table",
        "crate::discord",
        "crate::cli",
        "crate::store",
    ];
    let in_layer = |m: &str| {
        layers
            .iter()
            .any(|l| m == *l || m.starts_with(&format!("{l}::")))
    };
    let named: Vec<String> = graph
        .iter()
        .filter(|(from, _)| in_layer(from) && !from.ends_with("::tests"))
        .flat_map(|(from, to)| {
            to.iter()
                .filter(|m| m.starts_with("crate::games::"))
                .map(move |m| format!("{from} names {m}"))
        })
        .collect();
    assert!(
        named.is_empty(),
        "a game named outside src/games:\n{}",
        named.join("\n")
    );
}

#[test]
fn use_groups_expand_to_each_path() {
    let mut paths = Vec::new();
    use_paths(
        &tokens("super::{boards::{self, MAIN}, bot::Bot as B, rooms};"),
        &[],
        &mut paths,
    );
    let joined: Vec<String> = paths.iter().map(|p| p.join("::")).collect();
    assert_eq!(
        joined,
        [
            "super::boards",
            "super::boards::MAIN",
            "super::bot::Bot",
            "super::rooms"
        ]
    );
}

#[test]
fn a_loop_of_three_modules_is_found_and_named() {
    let edges = [("a", "b"), ("b", "c"), ("c", "a"), ("c", "d")];
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (from, to) in edges {
        graph.entry(from.into()).or_default().insert(to.into());
        graph.entry(to.into()).or_default();
    }
    let sets = cycles(&graph);
    assert_eq!(sets, [["a", "b", "c"]]);
    assert_eq!(a_loop(&graph, &sets[0]), ["a", "b", "c", "a"]);
}

#[test]
fn comments_and_strings_are_not_read_as_code() {
    let code = strip("let s = \"crate::x::{\"; // super::y\n/* crate::z */ let c = '{'; r#\"a\"#");
    assert!(!code.contains("crate") && !code.contains("super") && !code.contains('{'));
}
