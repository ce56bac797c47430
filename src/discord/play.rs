//! One batch of play: the move that started it (a click, a timer, or just
//! "the bots may move"), then every bot move it makes possible, each a
//! durable action through the table service. The caller holds the game's
//! frontend lock and fans the batch out afterwards.

use crate::engine::Event;
use crate::store::{GameId, GameRow};
use crate::table::TableError;

use super::bot::Bot;

/// Bot moves one batch may make before it stops (an all-bot game plays to
/// its end in one batch; this only guards against a game that never ends).
const MAX_BOT_MOVES: usize = 20_000;

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

/// Apply `first` to game `id`, then let the bots play while they are
/// prompted. `before` is the game as the caller saw it (for fan-out diffs).
pub async fn play(
    bot: &Bot,
    id: GameId,
    before: Option<GameRow>,
    first: Move,
) -> Result<Batch, TableError> {
    let table = &bot.table;
    let mut events = Vec::new();
    let mut actions = 0;
    let mut after = None;
    let applied = match first {
        Move::User {
            user,
            action,
            version,
        } => Some(table.act_as_user(id, &user, &action, Some(version)).await?),
        Move::Clock => table.fire_deadline(id).await?,
        Move::BotsOnly => None,
    };
    if let Some(a) = applied {
        events.extend(a.events);
        after = Some(a.game);
        actions += 1;
    }
    while actions < MAX_BOT_MOVES {
        match table.step_bot(id).await? {
            Some(a) => {
                events.extend(a.events);
                after = Some(a.game);
                actions += 1;
            }
            None => break,
        }
    }
    if actions >= MAX_BOT_MOVES {
        tracing::error!(
            game = id,
            "bots made {MAX_BOT_MOVES} moves in one batch; stopping"
        );
    }
    let after = match after {
        Some(row) => row,
        None => table.load(id).await?,
    };
    Ok(Batch {
        before,
        after,
        events,
        actions,
    })
}
