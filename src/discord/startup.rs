//! Start-up recovery: every unfinished game is reloaded from the store,
//! bots owed a move (the process stopped between a human's move and theirs)
//! play it, and boards that missed an edit are re-rendered. Timers are
//! re-armed from their stored absolute time, so only the time left counts.
//! A process that runs some of the shards touches only its own games
//! ([`super::shards::ShardPlan::owns`]).

use std::sync::Arc;

use tokio::sync::OwnedRwLockReadGuard;

use super::boards::MAIN;
use super::bot::Bot;
use super::fanout::{self, Done};
use super::play::{self, Move};
use super::{rooms, silence};
use crate::store::{GameId, GameStatus};

/// Arm the stored timer of every game of this process's shards (before
/// the gateway connects, and again now and then when other processes
/// share the bot: a click they handled may have moved a deadline).
pub async fn arm_timers(bot: &Bot) {
    match bot.table.store().armed_deadlines_by_guild().await {
        Ok(armed) => {
            for (id, guild, at) in armed {
                if bot.shards.owns(guild.as_deref()) {
                    bot.scheduler.arm(id, Some(at));
                }
            }
        }
        Err(e) => tracing::error!(error = %e, "cannot read the game timers"),
    }
}

/// Bring every running game up to date. `_inflight` is taken by the caller
/// before this task is spawned, so a shutdown (or a test's settle) waits
/// for it.
pub async fn recover(bot: Arc<Bot>, _inflight: OwnedRwLockReadGuard<()>) {
    let store = bot.table.store();
    let ids: Vec<GameId> = match store.unfinished_games_by_guild().await {
        Ok(games) => games
            .into_iter()
            .filter(|(_, guild)| bot.shards.owns(guild.as_deref()))
            .map(|(id, _)| id)
            .collect(),
        Err(e) => {
            tracing::error!(error = %e, "cannot list unfinished games");
            return;
        }
    };
    tracing::info!(games = ids.len(), "reloading unfinished games");
    for id in ids {
        if let Err(e) = recover_game(&bot, id).await {
            tracing::warn!(game = id, error = %e, "cannot recover a game");
        }
    }
}

async fn recover_game(
    bot: &Arc<Bot>,
    id: GameId,
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let mut game = bot.table.lock(id).await?;
    if game.row().status != GameStatus::Running {
        return Ok(());
    }
    let before = game.row().clone();
    let batch = play::play(&mut game, Some(before), Move::BotsOnly).await?;
    let boards = bot.table.store().boards(id).await?;
    let stale = batch.actions > 0
        || !boards
            .iter()
            .any(|b| b.board == MAIN && b.version == Some(batch.after.version))
        || boards.iter().any(|b| b.version.is_none());
    if stale {
        tracing::info!(
            game = id,
            moves = batch.actions,
            "bringing a board up to date"
        );
        fanout::fan_out(bot, &mut game, &batch, Done::default()).await;
    }
    // The process may have stopped between a move and its overwrite or
    // room change: apply the current ones again (both are idempotent).
    let row = &batch.after;
    silence::sync(bot, row, None).await;
    if !rooms::rooms_now(row).is_empty() {
        let mut locations = super::boards::locations(bot, row).await;
        rooms::sync(bot, row, None, &[], &mut locations).await;
    }
    Ok(())
}
