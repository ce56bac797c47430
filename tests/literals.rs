//! Every word a player reads on Discord comes from the Fluent catalogue
//! (`locales/*/`), so it can be translated: this test reads the Discord
//! frontend's and the table's source and fails on a string literal that
//! looks like prose (two words of two letters or more in a row) outside
//! the places where English is fine: logs (`tracing::…!`), panics
//! (`panic!`, `expect(`, `unreachable!`, assertions), the errors'
//! `#[error(…)]` Display (for logs: players get the error's `text()`),
//! poise's `#[description = …]` (replaced from the catalogue's `cmd-*`),
//! the name a REST call is logged under (`bot.post("post board", …)`),
//! test code, and the short allow-lists below. In the strict files (the
//! lobby's, [`STRICT`]) not even one word is allowed: a literal there is a
//! catalogue id or a code a player types, so a one-word label fails too.

use std::path::{Path, PathBuf};

/// The trees scanned: what the Discord frontend shows, the table's
/// refusals and lobby (its option words included) that reach players, and
/// the data the lobby's options are shown from: the option tables (the
/// table's and each game's) and the items of a list option (Werewolf's
/// roles), so that an English name, help or label put back in them fails.
const TREES: &[&str] = &[
    "src/discord",
    "src/table",
    "src/engine/options.rs",
    "src/games/arctic_escape/setup.rs",
    "src/games/project_planning/setup.rs",
    "src/games/werewolf/setup.rs",
    "src/games/werewolf/roles.rs",
    "src/games/werewolf/artifacts.rs",
    "src/games/wolfpack/setup.rs",
    "src/games/wolves/setup.rs",
];

/// Literals allowed although they look like prose, each with its reason:
/// (file, the literal's content, why).
const ALLOWED: &[(&str, &str, &str)] = &[
    (
        "src/discord/boards.rs",
        "/game log",
        "a command's name (they stay English): looks for the game's own pointer to the log",
    ),
    (
        "src/discord/bot.rs",
        "the game plays in a thread",
        "why a private thread was not opened, for the log",
    ),
    (
        "src/discord/commands/mod.rs",
        "slash commands only",
        "an internal error (no prefix command is registered); a failed command shows discord-internal-error",
    ),
    (
        "src/discord/commands/mod.rs",
        "game status",
        "a command's qualified name, matched to find its description",
    ),
    (
        "src/discord/commands/mod.rs",
        "game stop",
        "a command's qualified name",
    ),
    (
        "src/discord/commands/mod.rs",
        "game kick",
        "a command's qualified name",
    ),
    (
        "src/discord/commands/mod.rs",
        "game log",
        "a command's qualified name",
    ),
    (
        "src/discord/commands/mod.rs",
        "game watch",
        "a command's qualified name",
    ),
    (
        "src/discord/reply.rs",
        "/game stop",
        "a command's name (they stay English), quoted as code by the texts that point to it",
    ),
];

/// Items (a function, a constant) whose literals no player reads, each
/// with its reason: (file, the item's name, why).
const ALLOWED_ITEMS: &[(&str, &str, &str)] = &[
    (
        "src/games/werewolf/roles.rs",
        "ROLE_ITEMS",
        "each role's English name, matched when a player types it as a code (roles=Apprentice Seer=1) and read by logs and tests; players read Role::label",
    ),
    (
        "src/games/werewolf/artifacts.rs",
        "name",
        "each artifact's English name, for logs, tests and the short keys of artifact_list; players read Artifact::label",
    ),
    (
        "src/engine/options.rs",
        "accepts",
        "what an option accepts, in OptionError's English Display (logs, the command line's `--option` and its help); players read accepts_text",
    ),
    (
        "src/engine/options.rs",
        "valid_english",
        "the list of valid keys in OptionError's English Display (the command line's `--option`); players read OptionError::text",
    ),
    (
        "src/discord/perms.rs",
        "PERMISSIONS_USED",
        "why the bot asks for each permission: the invite link's and README's, for server admins reading the code",
    ),
    (
        "src/discord/shards.rs",
        "from_str",
        "the operator's SHARDS setting refused at start-up",
    ),
    (
        "src/discord/login.rs",
        "check",
        "why the bot could not log in, for the operator at start-up",
    ),
    (
        "src/discord/observe.rs",
        "health",
        "the health check's answer, for monitoring",
    ),
    (
        "src/table/check.rs",
        "check_game",
        "the store's consistency report (`wolfden check`, the log)",
    ),
    (
        "src/table/check.rs",
        "rebuilt",
        "the store's consistency report (`wolfden check`, the log)",
    ),
    (
        "src/table/check.rs",
        "whole_log",
        "the store's consistency report (`wolfden check`, the log)",
    ),
    (
        "src/table/mod.rs",
        "catch_up",
        "a corrupt store, for the log and `wolfden check`",
    ),
    (
        "src/table/clock.rs",
        "parse",
        "the operator's fast-clock setting refused at start-up",
    ),
    (
        "src/table/mod.rs",
        "running_state",
        "a corrupt store, for the log",
    ),
];

/// Files where no English at all may be written, not even one word (a
/// button's label, a name's suffix): every literal outside the exempt
/// places is a catalogue message id or one of the codes below.
const STRICT: &[&str] = &["src/table/lobby.rs"];

/// Literals of a [`STRICT`] file that are not catalogue ids, each with its
/// reason: (file, the literal's content, why).
const STRICT_CODES: &[(&str, &str, &str)] = &[
    (
        "src/table/lobby.rs",
        "auto",
        "the value an option takes when the game picks it, as a player types it",
    ),
    (
        "src/table/lobby.rs",
        "`{typed}`",
        "a key or value as typed, shown as code",
    ),
    (
        "src/table/lobby.rs",
        "{TURN_TIMER}={}",
        "the turn timer's assignment, as typed",
    ),
];

/// Calls that name a REST request for the log and the retry's metrics
/// (`bot.post("post board", …)`, `retry.run_in(lane, "edit board", …)`):
/// a literal passed to them directly is that name.
const REST_CALLS: &[&str] = &[
    "post",
    "run",
    "run_in",
    "run_create_in",
    "create_thread",
    "open_private_thread",
    "add_thread_member",
];

/// Macros whose literals are for developers, never for players: logs,
/// panics and assertions.
const EXEMPT_MACROS: &[&str] = &[
    "panic",
    "unreachable",
    "todo",
    "unimplemented",
    "assert",
    "assert_eq",
    "assert_ne",
    "debug_assert",
    "debug_assert_eq",
    "debug_assert_ne",
];

/// Logging macros, exempt when written with their crate (`tracing::warn!`).
const TRACING_MACROS: &[&str] = &["trace", "debug", "info", "warn", "error"];

/// Methods whose literal argument is a panic message.
const EXEMPT_METHODS: &[&str] = &["expect", "expect_err"];

#[derive(Clone, Debug, PartialEq)]
enum Token {
    Ident(String),
    Punct(char),
    Str { content: String, line: usize },
}

/// The tokens of a Rust source that matter here: identifiers, punctuation
/// and string literals (comments, numbers, chars and lifetimes dropped).
fn tokens(source: &str) -> Vec<Token> {
    let chars: Vec<char> = source.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line = 1;
    let at = |i: usize| chars.get(i).copied().unwrap_or('\0');
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c == '/' && at(i + 1) == '/' {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    if chars[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
            }
        } else if c == '"'
            || ((c == 'r' || c == 'b' || c == 'c')
                && (at(i + 1) == '"'
                    || (at(i + 1) == '#' && c == 'r')
                    || (at(i + 1) == 'r' && (at(i + 2) == '"' || at(i + 2) == '#'))))
        {
            // A string literal: "…", r"…", r#"…"#, b"…", br#"…"#, c"…".
            let start_line = line;
            let mut raw = false;
            while chars[i] != '"' && chars[i] != '#' {
                raw |= chars[i] == 'r';
                i += 1;
            }
            let mut hashes = 0;
            while chars[i] == '#' {
                hashes += 1;
                i += 1;
            }
            i += 1; // the opening quote
            let mut content = String::new();
            loop {
                let ch = at(i);
                if ch == '\0' {
                    break;
                }
                if ch == '\n' {
                    line += 1;
                }
                if !raw && ch == '\\' {
                    // A line continuation skips the newline and the
                    // indentation after it.
                    if at(i + 1) == '\n' {
                        line += 1;
                        i += 2;
                        while at(i).is_whitespace() {
                            if at(i) == '\n' {
                                line += 1;
                            }
                            i += 1;
                        }
                        continue;
                    }
                    content.push(ch);
                    content.push(at(i + 1));
                    i += 2;
                    continue;
                }
                if ch == '"' && (0..hashes).all(|k| at(i + 1 + k) == '#') {
                    i += 1 + hashes;
                    break;
                }
                content.push(ch);
                i += 1;
            }
            out.push(Token::Str {
                content,
                line: start_line,
            });
        } else if c == '\'' {
            // A char literal ('a', '\n', '\u{1F}') or a lifetime ('a).
            if at(i + 1) == '\\' {
                i += 3;
                while at(i) != '\'' && at(i) != '\0' {
                    i += 1;
                }
                i += 1;
            } else if at(i + 2) == '\'' {
                i += 3;
            } else {
                i += 1;
                while at(i).is_alphanumeric() || at(i) == '_' {
                    i += 1;
                }
            }
        } else if c.is_alphabetic() || c == '_' {
            let start = i;
            while at(i).is_alphanumeric() || at(i) == '_' {
                i += 1;
            }
            out.push(Token::Ident(chars[start..i].iter().collect()));
        } else if c.is_ascii_digit() {
            while at(i).is_alphanumeric() || at(i) == '_' || at(i) == '.' && at(i + 1) != '.' {
                i += 1;
            }
        } else {
            out.push(Token::Punct(c));
            i += 1;
        }
    }
    out
}

/// A string literal found in player-facing code: its line and content.
struct Found {
    line: usize,
    content: String,
}

fn is_ident(t: Option<&Token>, name: &str) -> bool {
    matches!(t, Some(Token::Ident(s)) if s == name)
}

fn is_punct(t: Option<&Token>, c: char) -> bool {
    t == Some(&Token::Punct(c))
}

/// The index past the item starting at `i`: its first `{…}` block, or
/// its `;`, whichever ends it.
fn skip_item(toks: &[Token], mut i: usize) -> usize {
    let mut depth = 0usize;
    while i < toks.len() {
        match &toks[i] {
            Token::Punct('{' | '(' | '[') => depth += 1,
            Token::Punct('}' | ')' | ']') => {
                depth = depth.saturating_sub(1);
                if depth == 0 && toks[i] == Token::Punct('}') {
                    return i + 1;
                }
            }
            Token::Punct(';') if depth == 0 => return i + 1,
            _ => {}
        }
        i += 1;
    }
    i
}

/// How much of a bracket's contents is exempt.
#[derive(Clone, Copy, PartialEq)]
enum Exempt {
    No,
    /// Everything inside, nested brackets included.
    All,
    /// The literals passed directly (a REST call's name), not what nested
    /// brackets hold.
    Direct,
}

/// The literals of a file outside test code, exempt calls and the items
/// `allowed_items` names, and the modules it declares as test-only
/// (`#[cfg(test)] mod tests;`).
fn literals(source: &str, allowed_items: &[&str]) -> (Vec<Found>, Vec<String>) {
    let toks = tokens(source);
    let mut found = Vec::new();
    let mut test_modules = Vec::new();
    // One entry per open bracket: how much of its contents is exempt.
    let mut stack: Vec<Exempt> = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let exempt = stack.last().copied().unwrap_or(Exempt::No);
        // `#[cfg(test)]`: skip the item it marks.
        if is_punct(toks.get(i), '#')
            && is_punct(toks.get(i + 1), '[')
            && is_ident(toks.get(i + 2), "cfg")
            && is_punct(toks.get(i + 3), '(')
            && is_ident(toks.get(i + 4), "test")
            && is_punct(toks.get(i + 5), ')')
            && is_punct(toks.get(i + 6), ']')
        {
            i += 7;
            // `mod name;` declares a test file.
            if is_ident(toks.get(i), "mod") && is_punct(toks.get(i + 2), ';') {
                if let Some(Token::Ident(name)) = toks.get(i + 1) {
                    test_modules.push(name.clone());
                }
            }
            i = skip_item(&toks, i);
            continue;
        }
        // An allowed item: `fn name`, `const NAME`, `static NAME`.
        if matches!(&toks[i], Token::Ident(k) if k == "fn" || k == "const" || k == "static") {
            if let Some(Token::Ident(name)) = toks.get(i + 1) {
                if allowed_items.contains(&name.as_str()) {
                    i = skip_item(&toks, i);
                    continue;
                }
            }
        }
        match &toks[i] {
            Token::Punct('{' | '(' | '[') => {
                let open = match (exempt, opens_exempt(&toks, i)) {
                    (Exempt::All, _) => Exempt::All,
                    (_, opened) => opened,
                };
                stack.push(open);
            }
            Token::Punct('}' | ')' | ']') => {
                stack.pop();
            }
            Token::Str { content, line } if exempt == Exempt::No => found.push(Found {
                line: *line,
                content: content.clone(),
            }),
            _ => {}
        }
        i += 1;
    }
    (found, test_modules)
}

/// How much of the bracket at `i` is exempt: all of an exempt macro's
/// (`panic!(`, `tracing::warn!(`), an `.expect(`'s, an `#[error(…)]` or
/// `#[description = …]` attribute's; the direct literals of a REST call.
fn opens_exempt(toks: &[Token], i: usize) -> Exempt {
    let before = |k: usize| i.checked_sub(k).and_then(|j| toks.get(j));
    // name ! (
    if is_punct(before(1), '!') {
        if let Some(Token::Ident(name)) = before(2) {
            if EXEMPT_MACROS.contains(&name.as_str()) {
                return Exempt::All;
            }
            if TRACING_MACROS.contains(&name.as_str())
                && is_punct(before(3), ':')
                && is_punct(before(4), ':')
                && is_ident(before(5), "tracing")
            {
                return Exempt::All;
            }
        }
    }
    if is_punct(toks.get(i), '(') {
        if let Some(Token::Ident(name)) = before(1) {
            // .expect(
            if is_punct(before(2), '.') && EXEMPT_METHODS.contains(&name.as_str()) {
                return Exempt::All;
            }
            // bot.post( / retry.run_in( / rooms::open_private_thread(
            if REST_CALLS.contains(&name.as_str()) {
                return Exempt::Direct;
            }
        }
        // #[error(
        if is_ident(before(1), "error") && is_punct(before(2), '[') && is_punct(before(3), '#') {
            return Exempt::All;
        }
    }
    // #[description = "…"]
    if is_punct(toks.get(i), '[')
        && is_punct(before(1), '#')
        && is_ident(toks.get(i + 1), "description")
        && is_punct(toks.get(i + 2), '=')
    {
        return Exempt::All;
    }
    Exempt::No
}

/// Whether a literal's content reads as prose.
fn is_prose(content: &str) -> bool {
    let prose = regex::Regex::new(r"[A-Za-z]{2,} [A-Za-z]{2,}").unwrap();
    prose.is_match(content)
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    if dir.is_file() {
        out.push(dir.to_path_buf());
        return;
    }
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The items of `file` whose literals are allowed.
fn allowed_items(file: &str) -> Vec<&'static str> {
    ALLOWED_ITEMS
        .iter()
        .filter(|(f, _, _)| *f == file)
        .map(|(_, item, _)| *item)
        .collect()
}

/// Every prose literal of the scanned trees, as "file:line: literal".
fn prose_literals(root: &Path) -> Vec<String> {
    let mut out = Vec::new();
    for (relative, Found { line, content }) in code_literals(root, TREES) {
        let allowed = ALLOWED
            .iter()
            .any(|(f, literal, _)| *f == relative && *literal == content);
        if is_prose(&content) && !allowed {
            out.push(format!("{relative}:{line}: \"{content}\""));
        }
    }
    out
}

/// The literals of `trees` outside test code, exempt calls and allowed
/// items, each with its file (relative to `root`).
fn code_literals(root: &Path, trees: &[&str]) -> Vec<(String, Found)> {
    let mut files = Vec::new();
    for tree in trees {
        rust_files(&root.join(tree), &mut files);
    }
    files.sort();
    // Files that are test modules: `tests.rs`, anything under a `tests/`
    // folder, and what a `#[cfg(test)] mod name;` declares.
    let mut test_files: Vec<PathBuf> = Vec::new();
    let mut scanned = Vec::new();
    for file in &files {
        let source = std::fs::read_to_string(file).unwrap();
        let relative = file
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let (found, test_modules) = literals(&source, &allowed_items(&relative));
        let dir = if file.file_name().is_some_and(|n| n == "mod.rs") {
            file.parent().unwrap().to_path_buf()
        } else {
            file.with_extension("")
        };
        let parent = file.parent().unwrap();
        for name in test_modules {
            test_files.push(dir.join(format!("{name}.rs")));
            test_files.push(dir.join(&name).join("mod.rs"));
            // A `mod.rs`-less parent (`render.rs` beside `render/`).
            test_files.push(parent.join(format!("{name}.rs")));
        }
        scanned.push((file.clone(), found));
    }
    let mut out = Vec::new();
    for (file, found) in scanned {
        let relative = file
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let is_test = test_files.contains(&file)
            || file.file_name().is_some_and(|n| n == "tests.rs")
            || Path::new(&relative)
                .components()
                .any(|c| c.as_os_str() == "tests");
        if is_test {
            continue;
        }
        out.extend(found.into_iter().map(|f| (relative.clone(), f)));
    }
    out
}

/// Whether a seat is a bot is data (the seat's flag, a name dealt as a
/// bot's): no code outside the tests writes or looks for the English
/// suffix, which every text adds in its reader's language.
#[test]
fn no_code_writes_or_matches_the_bot_suffix() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let found: Vec<String> = code_literals(root, &["src"])
        .into_iter()
        .filter(|(_, f)| f.content.to_ascii_lowercase().contains("(bot)"))
        .map(|(file, f)| format!("{file}:{}: \"{}\"", f.line, f.content))
        .collect();
    assert!(
        found.is_empty(),
        "the bot suffix written or matched in code (use the seat's bot flag, \
         SeatRow::named, and Name::bot):\n{}",
        found.join("\n")
    );
}

#[test]
fn no_player_facing_literal_outside_the_catalogue() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let found = prose_literals(root);
    assert!(
        found.is_empty(),
        "{} player-facing literal(s) outside the catalogue (move each to \
         locales/en/*.ftl and render it with text!, or, if no player ever \
         reads it, put it in a log or on the allow-list of tests/literals.rs \
         with a reason):\n{}",
        found.len(),
        found.join("\n")
    );
    // Every allow-list entry is still needed.
    for (file, literal, _) in ALLOWED {
        let source = std::fs::read_to_string(root.join(file)).unwrap();
        assert!(
            literals(&source, &allowed_items(file))
                .0
                .iter()
                .any(|f| f.content == *literal),
            "{file} no longer has the allowed literal \"{literal}\": take it off the list"
        );
    }
    for (file, item, _) in ALLOWED_ITEMS {
        let source = std::fs::read_to_string(root.join(file)).unwrap();
        let (all, _) = literals(&source, &[]);
        let (left, _) = literals(&source, &[item]);
        assert!(
            all.iter().filter(|f| is_prose(&f.content)).count()
                > left.iter().filter(|f| is_prose(&f.content)).count(),
            "{file} has no prose left in `{item}`: take it off the list"
        );
    }
}

/// Whether a literal is a catalogue message id (`lobby-error-full`).
fn is_message_id(content: &str) -> bool {
    regex::Regex::new(r"^[a-z][a-z0-9]*(-[a-z0-9]+)+$")
        .unwrap()
        .is_match(content)
}

/// In the [`STRICT`] files not one word of English is written: a one-word
/// label ("Join", "(bot)") fails as prose does elsewhere.
#[test]
fn strict_files_hold_only_message_ids_and_codes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    for file in STRICT {
        let source = std::fs::read_to_string(root.join(file)).unwrap();
        let (literals, _) = literals(&source, &allowed_items(file));
        for Found { line, content } in literals {
            let code = STRICT_CODES
                .iter()
                .any(|(f, c, _)| f == file && *c == content);
            if !is_message_id(&content) && !code {
                found.push(format!("{file}:{line}: \"{content}\""));
            }
        }
    }
    assert!(
        found.is_empty(),
        "{} literal(s) that are neither a catalogue id nor a listed code \
         (move the words to locales/en/*.ftl and render them with text!, or \
         list a code a player types in STRICT_CODES with a reason):\n{}",
        found.len(),
        found.join("\n")
    );
    for (file, code, _) in STRICT_CODES {
        let source = std::fs::read_to_string(root.join(file)).unwrap();
        assert!(
            literals(&source, &allowed_items(file))
                .0
                .iter()
                .any(|f| f.content == *code),
            "{file} no longer has the code \"{code}\": take it off STRICT_CODES"
        );
    }
    // The check itself: a one-word label fails, an id and a code pass.
    let (sample, _) = literals(
        r#"fn f() { Text::from("Join"); text!("lobby-error-full"); x("auto") }"#,
        &[],
    );
    let failing: Vec<&str> = sample
        .iter()
        .map(|f| f.content.as_str())
        .filter(|c| !is_message_id(c) && *c != "auto")
        .collect();
    assert_eq!(failing, ["Join"]);
}

/// The scanner itself: what it finds and what it leaves.
#[test]
fn the_literal_scanner_finds_prose_and_skips_logs_panics_and_tests() {
    let source = r##"
        fn shown() -> String {
            tracing::warn!("a log line with words");
            let x = y.expect("a panic message here");
            panic!("never shown to anyone");
            let raw = r#"a raw literal here"#;
            // "a comment with words"
            format!("Game #{} has not started", 3)
        }
        #[derive(thiserror::Error)]
        enum E {
            #[error("the display for logs")]
            A,
        }
        #[cfg(test)]
        mod tests {
            fn t() { let _ = "test code with words"; }
        }
        #[cfg(test)]
        mod more;
        const CODE: &str = "lobby:join";
        const PROSE: [char; 3] = ['x', '\'', '"'];
        fn f<'a>(s: &'a str) -> &'a str { "last words here" }
        fn g(#[description = "a command's description"] x: u8) {
            bot.post("post the board", channel, &Reply::text("shown to players"));
        }
        fn allowed() { let _ = "an operator's words"; }
        const ALSO: &[&str] = &["allowed as well"];
    "##;
    let (found, test_modules) = literals(source, &["allowed", "ALSO"]);
    let prose: Vec<(usize, &str)> = found
        .iter()
        .filter(|f| is_prose(&f.content))
        .map(|f| (f.line, f.content.as_str()))
        .collect();
    assert_eq!(
        prose,
        vec![
            (6, "a raw literal here"),
            (8, "Game #{} has not started"),
            (23, "last words here"),
            (25, "shown to players"),
        ]
    );
    assert_eq!(test_modules, vec!["more".to_string()]);
    let (found, _) = literals(source, &[]);
    assert!(found.iter().any(|f| f.content == "an operator's words"));
    assert!(found.iter().any(|f| f.content == "allowed as well"));
}
