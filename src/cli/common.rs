//! What every subcommand shares: the error with its exit code, resolving a
//! game name with its seats and options, and the database URL.

use crate::engine::Options;
use crate::games::GameKind;

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
    let seats = seats.unwrap_or_else(|| kind.default_seats());
    let (min, max) = kind.seat_range();
    if seats < min || seats > max {
        return Err(CliError::usage(
            crate::text!(
                "term-seats-range",
                game = kind.title(),
                min = min,
                max = max,
                seats = seats
            )
            .plain(crate::engine::Viewer::Public),
        ));
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
