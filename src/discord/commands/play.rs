//! `/play game:<name> [options:key=value ...]`: open a lobby in this channel.

use poise::serenity_prelude as serenity;
use serenity::CommandInteraction;

use super::{autocomplete_game, interaction, Context, Error};
use crate::discord::boards::{self, MAIN};
use crate::discord::bot::Bot;
use crate::discord::lobby::{display_name, post_lobby};
use crate::discord::perms;
use crate::discord::render::markdown::{code, raw};
use crate::discord::render::Reply;
use crate::discord::reply::{table_error, unknown_game, STOP_COMMAND};
use crate::discord::respond::{self, Mode, Target};
use crate::games::GameKind;
use crate::store::{GameId, StoreError};
use crate::table::{lobby_options, GameLock, NewLobby, TableError};
use crate::text;

fn busy(game: GameId, link: Option<String>) -> Reply {
    let text = text!("discord-busy", game = game, stop = code(STOP_COMMAND));
    let mut text = crate::discord::render::markdown::public(&text);
    if let Some(link) = link {
        text.push_str(&format!(" {link}"));
    }
    Reply::text(text)
}

/// Open a lobby for a game in this channel
#[poise::command(slash_command, guild_only)]
pub async fn play(
    ctx: Context<'_>,
    #[description = "The game to play"]
    #[autocomplete = "autocomplete_game"]
    game: String,
    #[description = "Options as key=value pairs, e.g. tokens=3 turn_timer=60"] options: Option<
        String,
    >,
) -> Result<(), Error> {
    let ci = interaction(&ctx)?;
    let bot = ctx.data();
    let _inflight = bot.inflight.read().await;
    let target = Target::from(ci);
    // The lobby is a normal bot message in the channel (it becomes the
    // board, edited for the whole game); the command's answer only points
    // to it. The lobby is held until its message is known, so a quick Join
    // or Start sees it.
    respond::answer(bot, &target, Mode::Ephemeral, async {
        let lobby = match open(bot, ci, &game, options.as_deref().unwrap_or("")).await {
            Ok(lobby) => lobby,
            Err(refusal) => return (Mode::Ephemeral, refusal, ()),
        };
        let id = lobby.row().id;
        let guild = ci.guild_id.map(|g| g.to_string());
        match post_lobby(bot, lobby, ci.channel_id, guild.as_deref()).await {
            Ok(link) => {
                let text = text!("discord-lobby-open", game = id, link = raw(link));
                (Mode::Ephemeral, Reply::say(&text), ())
            }
            Err(refusal) => (Mode::Ephemeral, refusal, ()),
        }
    })
    .await;
    Ok(())
}

/// Check everything and store the lobby, held; the refusal to show otherwise.
async fn open<'b>(
    bot: &'b Bot,
    ci: &CommandInteraction,
    game: &str,
    options: &str,
) -> Result<GameLock<'b>, Reply> {
    let kind = GameKind::from_slug(game).map_err(|e| unknown_game(&e))?;
    let options = lobby_options(kind, options, bot.turn_timer_defaults)
        .map_err(|e| Reply::say(&text!("discord-bad-options", why = e.text())))?;
    let in_thread = perms::is_thread(ci.channel.as_ref());
    if let Some(why) = perms::missing(ci.app_permissions, perms::for_board(in_thread)) {
        return Err(Reply::say(&why));
    }
    let channel = ci.channel_id.to_string();
    let store = bot.table.store();
    let failed = |e: StoreError| table_error(0, &TableError::Store(e));
    if let Some(existing) = store.live_game_at(&channel).await.map_err(failed)? {
        let link = match bot.table.load(existing).await {
            Ok(row) => boards::locations(bot, &row)
                .await
                .get(MAIN)
                .map(|b| boards::jump_link(row.guild_id.as_deref(), &b.channel_id, &b.message_id)),
            Err(_) => None,
        };
        return Err(busy(existing, link));
    }
    let user = &ci.user;
    if let (Some(guild), Some(perms)) =
        (ci.guild_id, ci.member.as_ref().and_then(|m| m.permissions))
    {
        let privileged = perms.administrator() || perms.manage_threads();
        let saved = bot
            .table
            .record_privileged(&guild.to_string(), &user.id.to_string(), privileged)
            .await;
        if let Err(e) = saved {
            tracing::warn!(error = %e, "cannot remember a member's permissions");
        }
    }
    let host_name = display_name(
        ci.member.as_ref().and_then(|m| m.nick.as_deref()),
        user.global_name.as_deref(),
        &user.name,
    );
    let lobby = NewLobby {
        kind,
        options,
        seed: bot.next_seed(),
        guild_id: ci.guild_id.map(|g| g.to_string()),
        channel_id: Some(channel.clone()),
        host_id: user.id.to_string(),
        host_name,
        locale: bot
            .languages
            .of_server(store, ci.guild_id.map(|g| g.get()))
            .await,
    };
    match bot.table.open_lobby(lobby).await {
        Ok(lock) => Ok(lock),
        Err(TableError::Store(StoreError::ChannelBusy)) => {
            let existing = store
                .live_game_at(&channel)
                .await
                .ok()
                .flatten()
                .unwrap_or_default();
            Err(busy(existing, None))
        }
        Err(e) => Err(table_error(0, &e)),
    }
}
