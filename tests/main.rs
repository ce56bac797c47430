//! The integration tests, as one test binary: each file beside this one is
//! a module (the Discord tests on the loopback fake Discord, the terminal,
//! the store on SQLite and PostgreSQL, the docs, the crash tests...), and
//! `support/` and `pg/` are their shared harnesses. One binary instead of
//! one per file: the crate is compiled and linked once, not forty times,
//! and the PostgreSQL tests share one throwaway cluster. Run one file's
//! tests with `cargo test --test integration <file>::`.

mod pg;
mod support;

mod cli;
mod crash;
mod discord_absent_measure;
mod discord_afterlife;
mod discord_arctic;
mod discord_artifacts;
mod discord_away;
mod discord_bot_wait;
mod discord_commands;
mod discord_fixes;
mod discord_games;
mod discord_help;
mod discord_hidden;
mod discord_hostless;
mod discord_interactions;
mod discord_languages;
mod discord_lobby_deck;
mod discord_lobby_expiry;
mod discord_lobby_options;
mod discord_measure;
mod discord_nudges;
mod discord_permissions;
mod discord_play;
mod discord_processes;
mod discord_resilience;
mod discord_routing;
mod discord_shards;
mod discord_strict;
mod discord_timers;
mod discord_tournament;
mod discord_turn_timers;
mod discord_voice;
mod discord_werewolf;
mod discord_wolfpack;
mod discord_wolves;
mod dockerfile;
mod docs;
mod faults;
mod game_texts;
mod literals;
mod mixed_tables;
mod module_graph;
mod ops;
mod ratings;
mod screens;
mod soak;
mod store;
mod terminal_screens;
mod terminal_text;

/// A test file not declared above would never run: every `tests/*.rs` is
/// a module of this binary.
#[test]
fn every_test_file_is_a_module_of_the_integration_binary() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let main = std::fs::read_to_string(dir.join("main.rs")).unwrap();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
            continue;
        };
        let Some(module) = name.strip_suffix(".rs") else {
            continue;
        };
        // The cost guard is a binary of its own (its counting allocator
        // must see nothing else): Cargo.toml declares it.
        if module != "main" && module != "cost_guard" {
            assert!(
                main.lines().any(|l| l == format!("mod {module};")),
                "tests/{name} is not declared in tests/main.rs: its tests never run"
            );
        }
    }
}
