//! `/play game:<name> [options:key=value ...]`: open a lobby in this channel.

use poise::serenity_prelude as serenity;
use serenity::CommandInteraction;
use tokio::sync::OwnedMutexGuard;

use super::{autocomplete_game, interaction, Context, Error};
use crate::discord::boards::{self, MAIN};
use crate::discord::bot::Bot;
use crate::discord::components::table_error;
use crate::discord::lobby::{display_name, parse_options};
use crate::discord::perms;
use crate::discord::render::{self, Reply};
use crate::discord::respond::{self, Mode, Target};
use crate::games::GameKind;
use crate::store::{GameId, GameRow, NewGame, SeatRow, StoreError};
use crate::table::TableError;

fn busy(game: GameId, link: Option<String>) -> Reply {
    let mut text = format!(
        "A game is already running in this channel (game #{game}). Finish it or stop it with `/game stop`, or play in another channel or a thread."
    );
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
    let opened = respond::answer(bot, &target, Mode::Public, async {
        match open(bot, ci, &game, options.as_deref().unwrap_or("")).await {
            Ok((row, guard)) => (Mode::Public, render::lobby(&row), Some((row.id, guard))),
            Err(refusal) => (Mode::Ephemeral, refusal, None),
        }
    })
    .await;
    let Some((id, _guard)) = opened else {
        return Ok(());
    };
    // The lobby message becomes the board: remember where it is (the game
    // lock is held until then, so a quick Join or Start sees it).
    let original = bot
        .retry
        .run("get lobby message", || ci.get_response(&*bot.http))
        .await;
    match original {
        Ok(msg) => {
            let channel = ci.channel_id.to_string();
            bot.table
                .store()
                .set_board_message(id, MAIN, &channel, &msg.id.to_string())
                .await?
        }
        Err(e) => {
            tracing::warn!(game = id, error = %e, "cannot find the lobby message; the board will be posted at start")
        }
    }
    Ok(())
}

/// Check everything and store the lobby; the refusal to show otherwise.
async fn open(
    bot: &Bot,
    ci: &CommandInteraction,
    game: &str,
    options: &str,
) -> Result<(GameRow, OwnedMutexGuard<()>), Reply> {
    let kind = GameKind::from_slug(game).map_err(|e| Reply::text(format!("{e}.")))?;
    let options =
        parse_options(kind, options).map_err(|e| Reply::text(format!("Bad options: {e}")))?;
    let in_thread = perms::is_thread(ci.channel.as_ref());
    if let Some(why) = perms::missing(ci.app_permissions, perms::for_board(in_thread)) {
        return Err(Reply::text(why));
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
    let name = display_name(
        ci.member.as_ref().and_then(|m| m.nick.as_deref()),
        user.global_name.as_deref(),
        &user.name,
    );
    let new = NewGame {
        kind,
        options,
        seed: bot.next_seed(),
        guild_id: ci.guild_id.map(|g| g.to_string()),
        channel_id: Some(channel.clone()),
        host_id: Some(user.id.to_string()),
        seats: vec![SeatRow {
            seat: 0,
            user_id: Some(user.id.to_string()),
            name,
            is_bot: false,
        }],
        snapshot: None,
        deadline: None,
    };
    let id = match store.insert_game(&new, bot.now_ms()).await {
        Ok(id) => id,
        Err(StoreError::ChannelBusy) => {
            let existing = store
                .live_game_at(&channel)
                .await
                .ok()
                .flatten()
                .unwrap_or_default();
            return Err(busy(existing, None));
        }
        Err(e) => return Err(failed(e)),
    };
    let guard = bot.lock_game(id).await;
    let row = bot.table.load(id).await.map_err(|e| table_error(id, &e))?;
    Ok((row, guard))
}
