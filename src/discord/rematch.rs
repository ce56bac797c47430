//! The Rematch button of a finished game's board (`rm:{game}`): anyone who
//! played opens a new lobby in the same channel with the same game,
//! options and seats, posted as a new message that becomes its board (as
//! `/play` does). The table refuses a second rematch of the same game and
//! a channel that already has a live game, so a double click or an old
//! board's button is answered, privately, with where the rematch is.

use std::sync::Arc;

use serenity::all::ComponentInteraction;

use super::boards::MAIN;
use super::bot::Bot;
use super::pacer::Lane;
use super::render::{self, Reply};
use super::reply::{not_seated, table_error};
use super::respond::{self, Mode, Target};
use crate::store::{GameId, StoreError};
use crate::table::TableError;

/// Rematch clicked on game `game`'s final board.
pub async fn on_click(bot: &Arc<Bot>, ci: &ComponentInteraction, target: &Target, game: GameId) {
    let user = ci.user.id.to_string();
    let opened = respond::answer(bot, target, Mode::Public, async {
        match bot.table.open_rematch(game, &user, bot.next_seed()).await {
            Ok(lobby) => (Mode::Public, render::lobby(lobby.row()), Some(lobby)),
            Err(e) => (Mode::Ephemeral, refusal(game, &e), None),
        }
    })
    .await;
    let Some(lobby) = opened else { return };
    let id = lobby.row().id;
    // The new message is the lobby's board; remember it while the lobby
    // is still held, so a quick Join finds it.
    let message = bot
        .retry
        .run_in(Lane::Interaction, "get rematch message", || {
            ci.get_response(&*bot.http)
        })
        .await;
    match message {
        Ok(msg) => {
            let channel = ci.channel_id.to_string();
            let saved = bot
                .table
                .record_board(id, MAIN, &channel, &msg.id.to_string(), None)
                .await;
            if let Err(e) = saved {
                tracing::warn!(game = id, error = %e, "cannot record the rematch lobby's board");
            }
        }
        Err(e) => {
            tracing::warn!(game = id, error = %e, "cannot find the rematch lobby message; the board will be posted at start")
        }
    }
    drop(lobby);
}

fn refusal(game: GameId, e: &TableError) -> Reply {
    match e {
        TableError::NotSeated => Reply::text(format!(
            "{} Only its players can ask for a rematch.",
            not_seated(game)
        )),
        TableError::RematchTaken { id, .. } => Reply::text(format!(
            "Game #{game} already has its rematch (game #{id}): join its lobby."
        )),
        TableError::Store(StoreError::ChannelBusy) => Reply::text(
            "A game is already running in this channel: finish it or stop it with `/game stop` first.",
        ),
        other => table_error(game, other),
    }
}
