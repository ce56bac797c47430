//! The Rematch button of a finished game's board (`rm:{game}`): anyone who
//! played opens a new lobby in the same channel with the same game,
//! options and seats, posted as a message of its own that becomes its
//! board (as `/play` does: an interaction's answer cannot be edited through
//! the channel route), and the clicker is told privately where it is. The table refuses a second rematch of the same game and
//! a channel that already has a live game, so a double click or an old
//! board's button is answered, privately, with where the rematch is.

use std::sync::Arc;

use serenity::all::ComponentInteraction;

use super::bot::Bot;
use super::lobby::post_lobby;
use super::render::markdown::{code, raw};
use super::render::Reply;
use super::reply::{table_error, STOP_COMMAND};
use super::respond::{self, Mode, Target};
use crate::store::{GameId, StoreError};
use crate::table::TableError;
use crate::text;

/// Rematch clicked on game `game`'s final board: the lobby is posted as a
/// message of its own and the clicker is told, privately, where it is.
pub async fn on_click(bot: &Arc<Bot>, ci: &ComponentInteraction, target: &Target, game: GameId) {
    let user = ci.user.id.to_string();
    let guild = ci.guild_id.map(|g| g.to_string());
    respond::answer(bot, target, Mode::Ephemeral, async {
        let lobby = match bot.table.open_rematch(game, &user, bot.next_seed()).await {
            Ok(lobby) => lobby,
            Err(e) => return (Mode::Ephemeral, refusal(game, &e), ()),
        };
        let id = lobby.row().id;
        match post_lobby(bot, lobby, ci.channel_id, guild.as_deref()).await {
            Ok(link) => {
                let text = text!(
                    "discord-rematch-open",
                    game = game,
                    id = id,
                    link = raw(link)
                );
                (Mode::Ephemeral, Reply::say(&text), ())
            }
            Err(refusal) => (Mode::Ephemeral, refusal, ()),
        }
    })
    .await;
}

fn refusal(game: GameId, e: &TableError) -> Reply {
    match e {
        TableError::NotSeated => Reply::say(&text!("discord-rematch-not-seated", game = game)),
        TableError::RematchTaken { id, .. } => {
            Reply::say(&text!("discord-rematch-taken", game = game, id = *id))
        }
        TableError::Store(StoreError::ChannelBusy) => {
            Reply::say(&text!("discord-rematch-busy", stop = code(STOP_COMMAND)))
        }
        other => table_error(game, other),
    }
}
