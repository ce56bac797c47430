//! Start-up repair: every game that may owe Discord something is reloaded
//! from the store and shown again through the one fan-out path: lobbies
//! and running games (bots owed a move play it), and ended games whose
//! last fan-out never happened (the process died between the commit and
//! it): their final board, "Game over" once, the den archived, every mute
//! lifted. Boards that show the current version are not edited, and a
//! running game whose boards all show its version and where no bot owes a
//! move is left alone: no Discord call (its rooms and mutes are not set
//! again: that fan-out reached its boards), and it is not kept in the
//! table's memory until someone plays it. Timers are re-armed from their
//! stored absolute time, so only the time left counts.
//! A process that runs some of the shards touches only its own games
//! ([`super::bot::Bot::owns`]); when it takes over a dead process's shards
//! the same repair runs for them. Once connected, the bot logs the
//! link that invites it ([`log_invite_url`]).

use std::sync::Arc;

use serenity::all::ApplicationId;
use tokio::sync::OwnedRwLockReadGuard;

use super::bot::Bot;
use super::fanout::{self, Done, Fanout};
use crate::store::discord_queries::ToRepair;
use crate::store::{GameId, GameStatus};
use crate::table::{Batch, Move, Pace, TableError};

/// Log the link that adds this bot to a server with the permissions it
/// uses, once its application id is known (after the first READY).
pub(super) fn log_invite_url(application_id: ApplicationId) {
    tracing::info!(
        url = %super::perms::invite_url(application_id),
        "invite the bot to a server with this link"
    );
}

/// Arm the stored timer of every game of this process's shards (before
/// the gateway connects, and again now and then when other processes
/// share the bot: a click they handled may have moved a deadline).
pub async fn arm_timers(bot: &Bot) {
    match bot.table.store().armed_deadlines_by_guild().await {
        Ok(armed) => {
            for (id, guild, at) in armed {
                if bot.owns(guild.as_deref()) {
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
///
/// One game at a time, yielding between games, so clicks are never queued
/// behind the repair. A lobby, or a running game whose boards show its
/// current version and where no bot owes a move, owes Discord nothing: it
/// is skipped without a call and without taking its lock, so the table
/// keeps in memory only the games the repair (or a click) touched.
pub async fn recover(bot: Arc<Bot>, _inflight: OwnedRwLockReadGuard<()>) {
    let store = bot.table.store();
    let games: Vec<ToRepair> = match store.games_to_repair().await {
        Ok(games) => games
            .into_iter()
            .filter(|g| bot.owns(g.guild_id.as_deref()))
            .collect(),
        Err(e) => {
            tracing::error!(error = %e, "cannot list the games to repair");
            return;
        }
    };
    let began = std::time::Instant::now();
    let mut repaired = 0;
    for game in &games {
        tokio::task::yield_now().await;
        let needed = match owes_discord(&bot, game).await {
            Ok(needed) => needed,
            Err(e) => {
                tracing::warn!(game = game.id, error = %e, "cannot read a game to repair");
                true
            }
        };
        if !needed {
            continue;
        }
        repaired += 1;
        if let Err(e) = recover_game(&bot, game.id).await {
            tracing::warn!(game = game.id, error = %e, "cannot recover a game");
        }
    }
    tracing::info!(
        games = games.len(),
        repaired,
        ms = began.elapsed().as_millis() as u64,
        "start-up repair done"
    );
}

/// Whether a game may owe Discord something: anything but a lobby or a
/// running game whose boards are current and where no bot owes a move.
/// Reads the game without its lock (a click meanwhile shows itself); the
/// repair re-checks under the lock.
async fn owes_discord(bot: &Bot, game: &ToRepair) -> Result<bool, TableError> {
    match game.status {
        GameStatus::Lobby => Ok(false),
        GameStatus::Running if game.boards_current => {
            let row = bot.table.load(game.id).await?;
            let is_bot = |seat: usize| row.played_by_bot(seat);
            Ok(row.status != GameStatus::Running
                || row.snapshot.as_ref().is_none_or(|state| {
                    matches!(
                        state.next_automatic_move(is_bot),
                        Some((crate::engine::Actor::Seat(_), _))
                    )
                }))
        }
        _ => Ok(true),
    }
}

async fn recover_game(
    bot: &Arc<Bot>,
    id: GameId,
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let mut game = bot.table.lock(id).await?;
    let before = game.row().clone();
    let batch = match before.status {
        GameStatus::Lobby => return Ok(()), // a lobby has nothing to repair
        GameStatus::Running => {
            game.batch(Some(before), Move::BotsOnly, Pace::REAL_TIME)
                .await?
        }
        GameStatus::Finished | GameStatus::Cancelled => {
            Batch::without_moves(before.clone(), before)
        }
    };
    let mut f = Fanout::new(batch, Done::default());
    // Mutes and rooms are set again from the state, not from a diff.
    f.repair = true;
    fanout::queue(bot, game, f).await;
    Ok(())
}
