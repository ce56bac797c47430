//! Command-line interface: `run` (Discord), `play` (terminal), `simulate`,
//! `ratings rebuild`, `render` (a board's picture as a PNG file), `check`
//! (is every stored game whole).
//!
//! Dispatch lives here; each subcommand is one file with its own arguments
//! ([`play`], [`simulate`], [`run`], [`render`]), and what they share (the error with
//! its exit code, resolving a game name, the database URL) is in
//! [`common`], so no file imports back from the one that imports it.
//!
//! Misuse (an unknown game, a seat count out of range, a bad option, a
//! database that cannot be opened, a resume of a finished or unknown game
//! or from a database that does not exist, a malformed setting such as
//! `DEV_GUILD_ID`, a token Discord refuses, a picture that cannot be
//! written where `--out` says) prints one clear line and exits with code 2.

mod baseline;
mod check;
mod common;
pub mod play;
mod ratings;
mod render;
mod run;
mod screen;
pub mod simulate;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::games::GameKind;
use check::CheckArgs;
pub use common::{database_url, resolve_game, CliError};
use play::PlayArgs;
use ratings::RatingsArgs;
use render::RenderArgs;
use simulate::SimulateArgs;

#[derive(Debug, Parser)]
#[command(
    name = "wolfden",
    version,
    about = "Wolf-themed tabletop games on Discord and in the terminal",
    after_help = "Without a command: the Discord bot when DISCORD_TOKEN is set, otherwise a game of \
                  Project Planning in the terminal against 3 bots (type r there for the rules). \
                  `wolfden play` lists every game."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run the Discord bot (needs DISCORD_TOKEN in the environment or .env).
    Run,
    /// Play a game in the terminal, bots filling the empty seats.
    #[command(
        after_help = play::games_help(false),
        after_long_help = play::games_help(true)
    )]
    Play(PlayArgs),
    /// Play bot-only games and report speed and outcomes.
    Simulate(SimulateArgs),
    /// Ratings: `wolfden ratings rebuild` recomputes them from the results.
    Ratings(RatingsArgs),
    /// Draw a game's board picture from a seed into a PNG file (the Arctic
    /// Escape map), e.g. `wolfden render arctic-escape --seed 4 --out map.png`.
    Render(RenderArgs),
    /// Check that every game's action log replays to its snapshot; names
    /// each damaged game and exits 1 if there is any.
    Check(CheckArgs),
}

/// Entry point after argument parsing.
pub async fn main(cli: Cli) -> ExitCode {
    let result = match cli.command {
        Some(Command::Run) => match run::discord_config() {
            Ok(Some(config)) => run::run_bot(config).await,
            Ok(None) => Err(CliError::usage(run::NO_TOKEN)),
            Err(e) => Err(e),
        },
        None => match run::discord_config() {
            Ok(Some(config)) => run::run_bot(config).await,
            Err(e) => Err(e),
            Ok(None) => {
                eprintln!(
                    "{}; starting a terminal game against bots instead.",
                    run::NO_TOKEN
                );
                play::play_in_terminal(PlayArgs {
                    game: Some(GameKind::ProjectPlanning.slug().to_string()),
                    seats: None,
                    humans: 1,
                    names: Vec::new(),
                    seed: None,
                    db: None,
                    options: Vec::new(),
                    json: false,
                    delay_ms: 400,
                    resume_last: false,
                    resume: None,
                    lang: None,
                })
                .await
            }
        },
        Some(Command::Play(args)) => play::play_in_terminal(args).await,
        Some(Command::Simulate(args)) => simulate::simulate(args).await,
        Some(Command::Ratings(args)) => ratings::ratings(args).await,
        Some(Command::Render(args)) => render::render(args),
        Some(Command::Check(args)) => check::check(args).await,
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {}", e.message);
            ExitCode::from(e.code)
        }
    }
}
