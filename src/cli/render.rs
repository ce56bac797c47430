//! `wolfden render`: the picture a game's public board shows (the Arctic
//! Escape map), drawn from a seed and written as a PNG file. Bots play the
//! dealt game for `--moves` moves first, so the picture is a game under
//! way; the same arguments always give the same bytes. The README's
//! picture is made with it.

use std::path::{Path, PathBuf};

use clap::Args;

use super::common::{resolve_game, CliError};
use crate::engine::{Options, Setup, SetupError, Viewer};
use crate::games::{bot_name, AnyGame, GameKind};

#[derive(Debug, Args)]
pub struct RenderArgs {
    /// The game whose board to draw (only games with a picture have one).
    pub game: String,
    /// Seed of the deal.
    #[arg(long)]
    pub seed: u64,
    /// Bot moves played before the picture (fewer if the game ends first).
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(0..=MAX_MOVES as i64))]
    pub moves: u32,
    /// Number of seats (default: a usual table for the game).
    #[arg(long)]
    pub seats: Option<usize>,
    /// A game option KEY=VALUE (repeatable).
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// The PNG file to write (its folder must exist; a file there is replaced).
    #[arg(long, value_name = "FILE.png")]
    pub out: PathBuf,
}

/// More moves than anyone needs to see a board under way.
const MAX_MOVES: u32 = 10_000;

/// A board picture and how it was made.
struct Picture {
    kind: GameKind,
    seats: usize,
    png: Vec<u8>,
    /// Moves actually played (fewer than asked when the game ended).
    moves: u32,
    finished: bool,
}

/// Run `wolfden render`: draw, then write the file; says what it wrote.
pub fn render(args: RenderArgs) -> Result<(), CliError> {
    check_out_path(&args.out)?;
    let picture = draw(&args)?;
    std::fs::write(&args.out, &picture.png)
        .map_err(|e| CliError::usage(format!("cannot write `{}`: {e}", args.out.display())))?;
    println!(
        "wrote {} ({} bytes): {} for {} seats, seed {}, after {} bot moves{}",
        args.out.display(),
        picture.png.len(),
        picture.kind.english_name(),
        picture.seats,
        args.seed,
        picture.moves,
        if picture.finished {
            " (the game ended there)"
        } else {
            ""
        }
    );
    Ok(())
}

/// The public board's picture after the bots' first `args.moves` moves.
fn draw(args: &RenderArgs) -> Result<Picture, CliError> {
    let (kind, seats, options) = resolve_game(&args.game, args.seats, &args.options)?;
    let mut game = deal_for_bots(kind, seats, options, args.seed)
        .map_err(|e| CliError::usage(e.to_string()))?;
    if game.view(Viewer::Public).image.is_none() {
        return Err(CliError::usage(no_picture(kind)));
    }
    let mut moves = 0;
    while moves < args.moves && game.outcome().is_none() {
        play_one_move(&mut game, kind, args.seed)?;
        moves += 1;
    }
    let png = game
        .view(Viewer::Public)
        .image
        .map(|image| image.png)
        .filter(|png| !png.is_empty())
        .ok_or_else(|| CliError::usage(no_picture(kind)))?;
    Ok(Picture {
        kind,
        seats,
        png,
        moves,
        finished: game.outcome().is_some(),
    })
}

/// The next bot (or clock) move applied; a game whose bots cannot go on is
/// a bug to report, not a usage error.
fn play_one_move(game: &mut AnyGame, kind: GameKind, seed: u64) -> Result<(), CliError> {
    let stuck = || {
        CliError::failed(format!(
            "{} with seed {seed} is stuck: nobody can act (please report this)",
            kind.english_name()
        ))
    };
    let (actor, action) = game.next_automatic_move(|_| true).ok_or_else(stuck)?;
    game.apply(actor, &action).map_err(|e| {
        CliError::failed(format!(
            "{} with seed {seed}: the bot's move `{action}` was refused: {e} (please report this)",
            kind.english_name()
        ))
    })?;
    Ok(())
}

/// The refusal for a game without a picture, naming those that have one.
fn no_picture(kind: GameKind) -> String {
    let with_picture: Vec<&str> = GameKind::ALL
        .into_iter()
        .filter(|k| has_picture(*k))
        .map(GameKind::slug)
        .collect();
    format!(
        "{} has no board picture to render; games with one: {}",
        kind.english_name(),
        with_picture.join(", ")
    )
}

/// Whether a game's public board carries a picture (asked of a fresh deal
/// at its usual size).
fn has_picture(kind: GameKind) -> bool {
    let options = Options::defaults(kind.option_specs());
    deal_for_bots(kind, kind.default_seats(), options, 1)
        .is_ok_and(|game| game.view(Viewer::Public).image.is_some())
}

/// A game dealt to `seats` bots.
fn deal_for_bots(
    kind: GameKind,
    seats: usize,
    options: Options,
    seed: u64,
) -> Result<AnyGame, SetupError> {
    kind.setup(&Setup {
        names: (0..seats).map(bot_name).collect(),
        options,
        seed,
    })
}

/// Refuses an output path that cannot take the picture, before any work:
/// not a `.png` name, a folder, or in a folder that does not exist.
fn check_out_path(out: &Path) -> Result<(), CliError> {
    let shown = out.display();
    let is_png = out
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("png"));
    if !is_png {
        return Err(CliError::usage(format!(
            "--out `{shown}` must name a .png file"
        )));
    }
    if out.is_dir() {
        return Err(CliError::usage(format!(
            "--out `{shown}` is a folder; name a .png file in it"
        )));
    }
    let folder = match out.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    if !folder.is_dir() {
        return Err(CliError::usage(format!(
            "--out `{shown}`: the folder `{}` does not exist",
            folder.display()
        )));
    }
    Ok(())
}
