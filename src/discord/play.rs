//! One batch of play: the move that started it (a click, a timer, or just
//! "the bots may move"), then every bot move it makes possible, each a
//! durable action through the table service's [`GameLock`]. The caller
//! holds that lock and queues the batch for fan-out before letting it go.
//!
//! Once the first move is durable the batch is never reported as refused:
//! a bot move that fails afterwards ends the batch early (`incomplete`), and
//! the fan-out arms a retry for the bots.

use crate::engine::Event;
use crate::store::GameRow;
use crate::table::{GameLock, TableError, Timers, MAX_BOT_MOVES};

/// What starts a batch.
#[derive(Clone, Debug)]
pub enum Move {
    /// A user's choice, aimed at `version`.
    User {
        user: String,
        action: String,
        version: u64,
    },
    /// The game's timer, if it is due.
    Clock,
    /// Nothing but the bots (after a start, a kick, a restart).
    BotsOnly,
}

/// What a batch did.
#[derive(Debug)]
pub struct Batch {
    /// The game before the batch (`None` when it was just dealt).
    pub before: Option<GameRow>,
    /// The game after the batch (durable).
    pub after: GameRow,
    /// Every event of every action, in order.
    pub events: Vec<Event>,
    /// Actions applied (the first move and the bots').
    pub actions: usize,
    /// A bot move failed after the first move was durable: the bots must
    /// be given another chance later.
    pub incomplete: bool,
}

impl Batch {
    /// A change that played no move (a stop, a kick from a lobby, a
    /// repair): the fan-out shows `after` against `before`.
    pub fn without_moves(before: GameRow, after: GameRow) -> Batch {
        Batch {
            before: Some(before),
            after,
            events: Vec::new(),
            actions: 0,
            incomplete: false,
        }
    }
}

/// Apply `first` to the locked game, then let the bots play while they are
/// prompted. `before` is the game as the caller saw it (for fan-out diffs).
pub async fn play(
    game: &mut GameLock<'_>,
    before: Option<GameRow>,
    first: Move,
) -> Result<Batch, TableError> {
    let mut events = Vec::new();
    let mut actions = 0;
    match first {
        Move::User {
            user,
            action,
            version,
        } => {
            let applied = game.act_as_user(&user, &action, Some(version)).await?;
            events.extend(applied.events);
            actions += 1;
        }
        Move::Clock => {
            if let Some(fired) = game.fire_deadline().await? {
                events.extend(fired.events);
                actions += fired.actions;
            }
        }
        Move::BotsOnly => {}
    }
    // One bot move at a time, so a failure keeps what was done before it.
    let mut incomplete = false;
    let mut bot_moves = 0;
    while bot_moves < MAX_BOT_MOVES {
        match game.play_bots(Timers::Wait, 1).await {
            Ok(played) if played.actions == 0 => break,
            Ok(played) => {
                events.extend(played.events);
                bot_moves += played.actions;
            }
            Err(e) if actions + bot_moves > 0 => {
                let id = game.row().id;
                tracing::error!(game = id, error = %e, "a bot move failed; retrying later");
                incomplete = true;
                break;
            }
            Err(e) => return Err(e),
        }
    }
    if bot_moves >= MAX_BOT_MOVES {
        let id = game.row().id;
        tracing::error!(
            game = id,
            "bots made {MAX_BOT_MOVES} moves in one batch; stopping"
        );
    }
    actions += bot_moves;
    crate::ops::actions_applied(game.row().kind.slug(), actions);
    Ok(Batch {
        before,
        after: game.row().clone(),
        events,
        actions,
        incomplete,
    })
}
