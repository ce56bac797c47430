//! One batch of play: the move that started it (a click, a timer, or just
//! "the bots may move"), then every bot move it makes possible, each a
//! durable action through the table service's [`GameLock`]. The caller
//! holds that lock and fans the batch out before letting it go.

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
    let bots = game.play_bots(Timers::Wait, MAX_BOT_MOVES).await?;
    if bots.actions >= MAX_BOT_MOVES {
        let id = game.row().id;
        tracing::error!(
            game = id,
            "bots made {MAX_BOT_MOVES} moves in one batch; stopping"
        );
    }
    events.extend(bots.events);
    actions += bots.actions;
    crate::ops::actions_applied(game.row().kind.slug(), actions);
    Ok(Batch {
        before,
        after: game.row().clone(),
        events,
        actions,
    })
}
