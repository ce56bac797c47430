//! The `wolfden` binary played at the terminal from typed input, for the
//! tests that replay a game's steering without Discord.

use std::process::{Command, Output, Stdio};

/// Run `wolfden <args>` in `dir` (no Discord token, no database URL from
/// the environment) with `input` as everything typed; returns what it
/// printed once it exits.
pub fn play_typed(args: &[&str], dir: &std::path::Path, input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_wolfden"))
        .args(args)
        .current_dir(dir)
        .env_remove("DISCORD_TOKEN")
        .env_remove("DATABASE_URL")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run wolfden");
    let mut stdin = child.stdin.take().expect("stdin");
    std::io::Write::write_all(&mut stdin, input.as_bytes()).expect("type the input");
    drop(stdin);
    child.wait_with_output().expect("wolfden exits")
}
