//! A game's deadline passed: the clock acts through the table service, the
//! bots follow, and the batch is queued for fan-out under the game's lock.
//! The scheduler task calls this through [`Due`]. A timer that fails (the
//! store refused a write, the game could not be loaded) is re-armed with a
//! growing delay ([`super::backoff`]), never dropped; so is a batch whose
//! bots could not finish.
//! A running game whose humans all went away ends as abandoned first
//! ([`super::expiry::abandon_if_due`]); a turn timer's reminder that is
//! due goes out next ([`reminders`]).
//! A process fires only the games of its own shards (and of a dead
//! process's it looks after, [`super::cluster`]): a timer it armed after
//! handling a click on another process's game (a DM click, which always
//! arrives on shard 0) is dropped here, and the owner fires it.

use std::sync::Arc;

use super::backoff::retry_later;
use super::bot::Bot;
use super::fanout::{self, Done};
use super::languages::in_language;
use super::reminders;
use super::scheduler::Due;
use crate::store::{GameId, GameStatus};
use crate::table::{GameLock, Move, Pace};

impl Due for Bot {
    fn now_ms(&self) -> i64 {
        self.table.now_ms()
    }

    fn real_wait(&self, clock_ms: i64) -> std::time::Duration {
        self.table.real_wait(clock_ms)
    }

    async fn fire(self: Arc<Self>, id: GameId) {
        fire(&self, id).await
    }
}

async fn fire(bot: &Arc<Bot>, id: GameId) {
    let _inflight = bot.inflight.read().await;
    let game = match bot.table.lock(id).await {
        Ok(game) => game,
        Err(e) => {
            tracing::warn!(game = id, error = %e, "timer: cannot load the game");
            retry_later(bot, id, None);
            return;
        }
    };
    if !bot.owns(game.row().guild_id.as_deref()) {
        return;
    }
    // Nobody clicked: what the clock says, it says in the game's language.
    let locale = game.row().locale;
    in_language(locale, fire_locked(bot, game)).await
}

async fn fire_locked(bot: &Arc<Bot>, game: GameLock<'_>) {
    let id = game.row().id;
    if game.row().status == GameStatus::Lobby {
        return super::expiry::fire(bot, game).await;
    }
    let Some(mut game) = super::expiry::abandon_if_due(bot, game).await else {
        return;
    };
    match game.take_due_reminder().await {
        Ok(seats) if !seats.is_empty() => reminders::remind(bot, game.row(), &seats).await,
        Ok(_) => {}
        Err(e) => tracing::warn!(game = id, error = %e, "timer: cannot mark the reminder"),
    }
    let before = game.row().clone();
    let deadline = before.ends_at();
    match game.batch(Some(before), Move::Clock, Pace::REAL_TIME).await {
        Ok(batch) if batch.actions > 0 => {
            if let Some(at) = deadline {
                crate::ops::timer_fired(bot.now_ms() - at);
            }
            fanout::after_commit(bot, game, batch, Done::default()).await
        }
        Ok(batch) => {
            // Not due by the table's reckoning (or a stale timer): re-arm.
            let at = batch.after.wakes_at();
            if at.is_some_and(|at| at <= bot.now_ms()) {
                tracing::warn!(game = id, "timer due but the game refused it; disarming");
                bot.scheduler.arm(id, None);
            } else {
                bot.scheduler.arm(id, at);
            }
        }
        Err(e) => {
            tracing::warn!(game = id, error = %e, "timer: the clock could not act");
            let at = game.row().wakes_at();
            drop(game);
            retry_later(bot, id, at.filter(|at| *at > bot.now_ms()));
        }
    }
}
