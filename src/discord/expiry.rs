//! Lobbies nobody finishes: a lobby that is not started expires. Its
//! stored deadline (a lobby has no game timer, so the row's one deadline is
//! its expiry) is fired by the process that owns it, with the table's
//! injected clock, through the same timer task as game timers
//! ([`super::timers`] hands a lobby here); a restart re-arms it from the
//! store. The expiry is read again when it fires, from the lobby's opening
//! and its `lobby_expiry` option as they are then, so a host who lengthened
//! it is not cut short; the lobby message says why it closed.
//!
//! A running game whose humans all went away ends as abandoned
//! ([`GameLock::abandon_if_due`]): the timer task wakes for it like for a
//! deadline, and its board shows the closed game with one line saying so.

use std::sync::Arc;

use super::backoff::retry_later;
use super::boards::{self, MAIN};
use super::bot::Bot;
use super::fanout::{self, Done};
use super::render::{self, markdown::markdown};
use crate::engine::Viewer;
use crate::store::{GameRow, GameStatus};
use crate::table::{lobby_expires_at, Batch, GameLock};
use crate::text;

/// A lobby's deadline passed: close it if its time is really up, else arm
/// the timer again for when it is.
pub(super) async fn fire(bot: &Arc<Bot>, mut lobby: GameLock<'_>) {
    let id = lobby.row().id;
    match lobby.expire_lobby().await {
        Ok(true) => {
            let row = lobby.row().clone();
            drop(lobby);
            bot.scheduler.arm(id, None);
            tell_the_lobby(bot, &row).await;
        }
        Ok(false) => {
            let row = lobby.row();
            let next = (row.status == GameStatus::Lobby).then(|| lobby_expires_at(row));
            bot.scheduler.arm(id, next);
        }
        Err(e) => {
            tracing::warn!(game = id, error = %e, "lobby expiry: cannot close the lobby");
            drop(lobby);
            retry_later(bot, id, None);
        }
    }
}

/// End the running `game` as abandoned if its time has come: its board
/// shows the closed game and the notice (through the fan-out, as a stop
/// does). The game comes back when it is not due (a human acted since).
pub(super) async fn abandon_if_due<'t>(
    bot: &Arc<Bot>,
    mut game: GameLock<'t>,
) -> Option<GameLock<'t>> {
    let before = game.row().clone();
    match game.abandon_if_due().await {
        Ok(Some(notice)) => {
            bot.scheduler.arm(before.id, None);
            let batch = Batch {
                events: vec![notice],
                ..Batch::without_moves(before, game.row().clone())
            };
            fanout::after_commit(bot, game, batch, Done::default()).await;
            None
        }
        Ok(None) => Some(game),
        Err(e) => {
            tracing::warn!(game = before.id, error = %e, "cannot end an abandoned game");
            drop(game);
            retry_later(bot, before.id, None);
            None
        }
    }
}

/// The lobby was changed: its expiry may have moved (the host changed
/// the option); the timer follows.
pub(super) fn follow(bot: &Bot, row: &GameRow) {
    if row.status == GameStatus::Lobby {
        bot.scheduler.arm(row.id, Some(lobby_expires_at(row)));
    }
}

/// The lobby message shows the closed lobby, with why above it.
async fn tell_the_lobby(bot: &Bot, row: &GameRow) {
    let minutes = (lobby_expires_at(row) - row.created_at) / 60_000;
    let notice = text!("lobby-expire-notice", minutes = minutes);
    let reply = render::lobby(row).with_notice(&markdown(&notice, Viewer::Public));
    let mut locations = boards::locations(bot, row).await;
    let Some(board) = locations.get(MAIN).cloned() else {
        return;
    };
    let (Ok(channel), Ok(message)) = (
        board.channel_id.parse::<u64>(),
        board.message_id.parse::<u64>(),
    ) else {
        return;
    };
    let put = boards::put(
        bot,
        row,
        MAIN,
        channel.into(),
        Some(message.into()),
        reply,
        &mut locations,
    )
    .await;
    if put.is_err() {
        tracing::info!(game = row.id, "the expired lobby's channel is gone");
    }
}
