//! Command-line interface: `run` (Discord), `play` (terminal), `simulate`.
//!
//! Misuse (an unknown game, a seat count out of range, a bad option, a
//! database that cannot be opened, a resume of a finished or unknown game)
//! prints one clear line and exits with code 2.

use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

use crate::discord::DiscordConfig;
use crate::engine::Options;
use crate::games::GameKind;

#[derive(Debug, Parser)]
#[command(
    name = "wolfden",
    version,
    about = "Wolf-themed tabletop games on Discord and in the terminal"
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
    Play(PlayArgs),
    /// Play bot-only games and report speed and outcomes.
    Simulate(SimulateArgs),
}

#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The game: wolves, werewolf, project-planning, wolfpack, arctic-escape.
    #[arg(required_unless_present_any = ["resume_last", "resume"])]
    pub game: Option<String>,
    /// Number of seats (default: a usual table for the game).
    #[arg(long)]
    pub seats: Option<usize>,
    /// How many of the seats are humans at this keyboard.
    #[arg(long, default_value_t = 1)]
    pub humans: usize,
    /// Seed for the deal (random when absent).
    #[arg(long)]
    pub seed: Option<u64>,
    /// SQLite database file (default: DATABASE_URL, or wolfden.db).
    #[arg(long)]
    pub db: Option<String>,
    /// A game option KEY=VALUE (repeatable).
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// Print the final outcome as one JSON line.
    #[arg(long)]
    pub json: bool,
    /// Wait this long between bot moves, to watch them play.
    #[arg(long, default_value_t = 0)]
    pub delay_ms: u64,
    /// Continue the most recent unfinished game in the database.
    #[arg(long, conflicts_with_all = ["game", "resume"])]
    pub resume_last: bool,
    /// Continue the game with this id.
    #[arg(long, value_name = "GAME_ID", conflicts_with = "game")]
    pub resume: Option<i64>,
}

#[derive(Debug, Args)]
pub struct SimulateArgs {
    /// The game to simulate.
    pub game: String,
    /// How many games.
    #[arg(long, default_value_t = 1000)]
    pub games: usize,
    /// Seats per game (default: a usual table for the game).
    #[arg(long)]
    pub seats: Option<usize>,
    /// Seed of the first game; game i uses seed + i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Put every action through this SQLite database (measures durable actions/s).
    #[arg(long)]
    pub db: Option<String>,
    /// A game option KEY=VALUE (repeatable).
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// Print one JSON object instead of a report.
    #[arg(long)]
    pub json: bool,
}

/// A failure with its exit code: 2 for misuse, 1 for anything else.
#[derive(Debug)]
pub struct CliError {
    pub code: u8,
    pub message: String,
}

impl CliError {
    pub fn usage(message: impl Into<String>) -> Self {
        CliError {
            code: 2,
            message: message.into(),
        }
    }
    pub fn failed(message: impl Into<String>) -> Self {
        CliError {
            code: 1,
            message: message.into(),
        }
    }
}

/// The game, seat count and options a `play` or `simulate` asks for, validated.
pub fn resolve_game(
    game: &str,
    seats: Option<usize>,
    options: &[String],
) -> Result<(GameKind, usize, Options), CliError> {
    let kind = GameKind::from_slug(game).map_err(|e| CliError::usage(e.to_string()))?;
    if !kind.is_available() {
        return Err(CliError::usage(format!(
            "{} is coming soon: it cannot be played yet",
            kind.title()
        )));
    }
    let seats = seats.unwrap_or_else(|| kind.default_seats());
    let (min, max) = kind.seat_range();
    if seats < min || seats > max {
        return Err(CliError::usage(format!(
            "{} needs {min} to {max} seats, not {seats}",
            kind.title()
        )));
    }
    let options = Options::parse_assignments(kind.option_specs(), options)
        .map_err(|e| CliError::usage(e.to_string()))?;
    Ok((kind, seats, options))
}

/// The database to use: `--db`, else `DATABASE_URL`, else `wolfden.db`.
pub fn database_url(db: Option<&str>) -> String {
    db.map(str::to_string)
        .or_else(|| std::env::var("DATABASE_URL").ok().filter(|v| !v.is_empty()))
        .unwrap_or_else(|| "wolfden.db".to_string())
}

const NO_TOKEN: &str = "no DISCORD_TOKEN set: create a bot at https://discord.com/developers/applications and put DISCORD_TOKEN=... in .env (see .env.example)";

fn discord_config() -> Option<DiscordConfig> {
    let token = std::env::var("DISCORD_TOKEN")
        .ok()
        .filter(|t| !t.trim().is_empty())?;
    Some(DiscordConfig {
        token,
        api_base: std::env::var("DISCORD_API_BASE")
            .ok()
            .filter(|v| !v.is_empty()),
        dev_guild_id: std::env::var("DEV_GUILD_ID")
            .ok()
            .and_then(|v| v.trim().parse().ok()),
        database_url: database_url(None),
    })
}

/// Entry point after argument parsing.
pub async fn main(cli: Cli) -> ExitCode {
    let result = match cli.command {
        Some(Command::Run) => match discord_config() {
            Some(config) => run_bot(config).await,
            None => Err(CliError::usage(NO_TOKEN)),
        },
        None => match discord_config() {
            Some(config) => run_bot(config).await,
            None => {
                eprintln!("{NO_TOKEN}; starting a terminal game against bots instead.");
                crate::terminal::play(PlayArgs {
                    game: Some(GameKind::ProjectPlanning.slug().to_string()),
                    seats: None,
                    humans: 1,
                    seed: None,
                    db: None,
                    options: Vec::new(),
                    json: false,
                    delay_ms: 400,
                    resume_last: false,
                    resume: None,
                })
                .await
            }
        },
        Some(Command::Play(args)) => crate::terminal::play(args).await,
        Some(Command::Simulate(args)) => crate::simulate::simulate(args).await,
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {}", e.message);
            ExitCode::from(e.code)
        }
    }
}

async fn run_bot(config: DiscordConfig) -> Result<(), CliError> {
    crate::discord::run(config)
        .await
        .map_err(|e| CliError::failed(e.to_string()))
}
