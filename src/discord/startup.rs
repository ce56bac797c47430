//! Start-up repair: every game that may owe Discord something is reloaded
//! from the store and shown again through the one fan-out path: lobbies
//! and running games (bots owed a move play it), and ended games whose
//! last fan-out never happened (the process died between the commit and
//! it): their final board, "Game over" once, the den archived, every mute
//! lifted. Boards that show the current version are not edited. Timers
//! are re-armed from their stored absolute time, so only the time left
//! counts.
//! A process that runs some of the shards touches only its own games
//! ([`super::shards::ShardPlan::owns`]).

use std::sync::Arc;

use tokio::sync::OwnedRwLockReadGuard;

use super::bot::Bot;
use super::fanout::{self, Done, Fanout};
use super::play::{self, Batch, Move};
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

/// Bring every game that needs it up to date. `_inflight` is taken by the
/// caller before this task is spawned, so a shutdown (or a test's settle)
/// waits for it.
pub async fn recover(bot: Arc<Bot>, _inflight: OwnedRwLockReadGuard<()>) {
    let store = bot.table.store();
    let ids: Vec<GameId> = match store.games_to_repair().await {
        Ok(games) => games
            .into_iter()
            .filter(|(_, guild)| bot.shards.owns(guild.as_deref()))
            .map(|(id, _)| id)
            .collect(),
        Err(e) => {
            tracing::error!(error = %e, "cannot list the games to repair");
            return;
        }
    };
    tracing::info!(games = ids.len(), "repairing games after a start");
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
    let before = game.row().clone();
    let batch = match before.status {
        GameStatus::Lobby => return Ok(()),
        GameStatus::Running => play::play(&mut game, Some(before), Move::BotsOnly).await?,
        GameStatus::Finished | GameStatus::Cancelled => Batch {
            after: before.clone(),
            before: Some(before),
            events: Vec::new(),
            actions: 0,
            incomplete: false,
        },
    };
    let mut f = Fanout::new(batch, Done::default());
    // Mutes and rooms are set again from the state, not from a diff.
    f.repair = true;
    fanout::queue(bot, game, f).await;
    Ok(())
}
