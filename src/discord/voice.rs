//! Werewolf in voice: the bot server-mutes the players in the game's voice
//! channel by phase. At night every player there is muted (the wolves talk
//! in their den, in text); by day the dead and the silenced are (the game's
//! [`crate::games::AnyGame::muted`] seats); at the end nobody is. Onlookers
//! and the dead may listen: a server mute only stops a member's voice.
//!
//! Server mute is `PATCH /guilds/{guild}/members/{user}` with `mute`: no
//! voice connection, no audio. Discord applies it only to a member
//! connected to a voice channel of the guild (40032 otherwise), and keeps
//! it on the member when they leave and come back.
//!
//! Like the text mutes ([`super::silence`]), the sync is by state: who must
//! be muted now (the game) against the mutes the store holds and who is in
//! the channel (the gateway's voice states, [`super::presence::Presence`]). A mute is stored
//! before it is sent; an unmute is forgotten once done. The bot never mutes
//! a member who is not playing, and never unmutes one it did not mute: a
//! member already server-muted (by a moderator) is left as found. A stored
//! mute of a member who is not connected waits until they connect (any
//! voice channel of the guild), the game over or not.
//!
//! The game's voice channel is a board row ([`BOARD`]): the channel, and
//! `on` or `off`. A channel the host names in the lobby is checked at once
//! ([`check_lobby`]: the bot's permissions there, from three reads), so
//! the lobby says beforehand when the bot may not mute there. It is chosen
//! at Start ([`choose`]): the `voice` option, or with `auto` the voice
//! channel the starter (or else the host) is in, checked again. Without
//! Mute Members there it is `off` from the start and the table is told
//! at Start; refused later (a permission taken away) or deleted, it turns
//! `off` and the table is told once; the game plays on without voice.

use std::collections::BTreeSet;

use serenity::all::{
    Channel, ChannelId, EditMember, GuildId, HttpError, Permissions, UserId, VoiceState,
};

use super::boards;
use super::bot::Bot;
use super::render::markdown::{channel as channel_mention, public};
use super::render::Reply;
use super::rest::{classify, Failure};
use crate::engine::options::VoiceChannel;
use crate::store::{GameId, GameRow, GameStatus};
use crate::text;

use super::boards::{VOICE as BOARD, VOICE_OFF as OFF, VOICE_ON as ON};

/// Discord's answer to a mute of a member who is not in voice.
const NOT_CONNECTED: isize = 40032;

/// Tests: how many voice events (GUILD_CREATE, VOICE_STATE_UPDATE) the bot
/// has handled, its syncs included.
pub fn voice_events(bot: &Bot) -> u64 {
    bot.voice.handled_count()
}

/// Tests: wait until the bot has handled `n` voice events.
pub async fn voice_events_reach(bot: &Bot, n: u64) {
    bot.voice.wait_handled(n).await;
}

fn guild_of(row: &GameRow) -> Option<GuildId> {
    row.guild_id
        .as_deref()?
        .parse::<u64>()
        .ok()
        .filter(|g| *g != 0)
        .map(GuildId::new)
}

fn text_channel(row: &GameRow) -> Option<ChannelId> {
    row.channel_id
        .as_deref()?
        .parse::<u64>()
        .ok()
        .filter(|c| *c != 0)
        .map(ChannelId::new)
}

/// The game's voice channel and whether the bot mutes there (`on`).
pub(crate) async fn voice_of(bot: &Bot, row: &GameRow) -> Option<(ChannelId, bool)> {
    let boards = boards::locations(bot, row).await;
    let board = boards.get(BOARD)?;
    let channel = board.channel_id.parse::<u64>().ok().filter(|c| *c != 0)?;
    Some((ChannelId::new(channel), board.message_id == ON))
}

/// At Start: the game's voice channel, from its `voice` option (`auto`:
/// where `starter`, or else the host, is connected), remembered before the
/// first night's mutes: `on`, or `off` when the bot may not mute there
/// (the table is told at Start, before any mute is tried). Nothing for a
/// game without the option, outside a guild, with `off`, or with `auto`
/// and nobody in voice (a lobby's check of a channel named before is
/// forgotten then). Returns whether the bot mutes, for a game in voice.
pub(crate) async fn choose(bot: &Bot, row: &GameRow, starter: u64) -> Option<bool> {
    let voice = VoiceChannel::of(&row.options)?;
    let guild = guild_of(row)?;
    let auto = voice == VoiceChannel::Auto;
    let channel = match boards::named_voice_channel(row) {
        Some(named) => Some(named),
        None if auto => {
            let host = row.host_id.as_deref().and_then(|h| h.parse::<u64>().ok());
            [Some(starter), host]
                .into_iter()
                .flatten()
                .find_map(|u| bot.voice.of(guild.get(), u))
                .map(|(channel, _)| channel)
        }
        None => None,
    };
    let Some(channel) = channel else {
        if voice_of(bot, row).await.is_some() {
            remember(bot, row.id, 0, OFF).await;
        }
        return None;
    };
    Some(check(bot, row.id, guild, channel).await)
}

/// In the lobby, when the host names a voice channel (the `voice` option,
/// by its menu or with `/play`): whether the bot may mute there,
/// remembered for the lobby to say so before anyone starts
/// ([`super::boards::lobby_reply`]). True when the lobby has something to
/// say (it may not).
pub(crate) async fn check_lobby(bot: &Bot, row: &GameRow) -> bool {
    let (Some(guild), Some(channel)) = (guild_of(row), boards::named_voice_channel(row)) else {
        return false;
    };
    !check(bot, row.id, guild, channel).await
}

/// Whether the bot may mute in `channel` (unknown: it tries), remembered
/// as the game's voice channel, `on` or `off`. True: on.
async fn check(bot: &Bot, game: GameId, guild: GuildId, channel: u64) -> bool {
    let on = may_mute_in(bot, guild, ChannelId::new(channel)).await != Some(false);
    remember(bot, game, channel, if on { ON } else { OFF }).await;
    on
}

/// Remember the game's voice channel and whether the bot mutes there.
async fn remember(bot: &Bot, game: GameId, channel: u64, state: &str) {
    let saved = bot
        .table
        .record_board(game, BOARD, &channel.to_string(), state, Some(0))
        .await;
    if let Err(e) = saved {
        tracing::warn!(game, error = %e, "cannot remember the voice channel");
    }
}

/// Whether the bot holds Mute Members in `channel`, worked out as Discord
/// does from three reads: the server's roles, the bot's own, the
/// channel's overwrites (an interaction's `app_permissions` covers only
/// the channel it came from). `None` when Discord did not say (a read
/// failed, logged): the game then tries, and a refusal turns voice off.
pub(crate) async fn may_mute_in(bot: &Bot, guild: GuildId, channel: ChannelId) -> Option<bool> {
    let http = &*bot.http;
    let read = async {
        let me = *bot
            .voice
            .me
            .get_or_try_init(|| async { http.get_current_user().await.map(|u| u.id) })
            .await?;
        let server = bot
            .retry
            .run("read the server's roles", || guild.to_partial_guild(http))
            .await?;
        let member = bot
            .retry
            .run("read the bot's roles", || guild.member(http, me))
            .await?;
        let channel = bot
            .retry
            .run("read a voice channel", || channel.to_channel(http))
            .await?;
        Ok::<_, serenity::Error>((server, member, channel))
    };
    match read.await {
        Ok((server, member, Channel::Guild(channel))) => {
            let have = server.user_permissions_in(&channel, &member);
            // Without View Channel Discord grants nothing else there.
            Some(have.contains(Permissions::VIEW_CHANNEL | Permissions::MUTE_MEMBERS))
        }
        Ok(_) => Some(false),
        Err(e) => {
            tracing::info!(%guild, %channel, error = %e, "cannot work out the bot's permissions in a voice channel");
            None
        }
    }
}

/// Who must be server-muted now, by user: every player at night, the dead
/// and the silenced by day, nobody once the game is over.
pub fn wanted(row: &GameRow) -> BTreeSet<u64> {
    match (&row.snapshot, row.status) {
        (Some(state), GameStatus::Running) if state.table_silent() => {
            (0..row.seats.len()).filter_map(|s| row.human(s)).collect()
        }
        (Some(state), GameStatus::Running) => state
            .muted()
            .iter()
            .filter_map(|m| row.human(m.seat))
            .collect(),
        _ => BTreeSet::new(),
    }
}

/// How a mute or an unmute went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sent {
    Done,
    /// 403: no Mute Members in the member's voice channel.
    Refused,
    /// 400 40032: the member is not connected to voice.
    NotConnected,
    /// Anything else (logged): tried again at the next sync.
    Failed,
}

async fn set_mute(bot: &Bot, guild: GuildId, user: u64, mute: bool) -> Sent {
    bot.voice.expect(guild.get(), user, mute);
    let sent = send_mute(bot, guild, user, mute).await;
    bot.voice
        .set_muted(guild.get(), user, mute, sent == Sent::Done);
    sent
}

async fn send_mute(bot: &Bot, guild: GuildId, user: u64, mute: bool) -> Sent {
    let call = || guild.edit_member(&*bot.http, UserId::new(user), EditMember::new().mute(mute));
    let done = if mute {
        bot.retry.run("voice mute a player", call).await
    } else {
        bot.retry.run("voice unmute a player", call).await
    };
    match done {
        Ok(_) => Sent::Done,
        Err(e) => {
            tracing::info!(%guild, user, mute, error = %e, "cannot change a voice mute");
            match &e {
                serenity::Error::Http(HttpError::UnsuccessfulRequest(r))
                    if r.error.code == NOT_CONNECTED =>
                {
                    Sent::NotConnected
                }
                _ if classify(&e) == Failure::Forbidden => Sent::Refused,
                _ => Sent::Failed,
            }
        }
    }
}

/// Bring the game's voice mutes to what `row` says now.
pub(crate) async fn sync(bot: &Bot, row: &GameRow) {
    // Most games have no voice: no read of their boards for it.
    let has_voice = VoiceChannel::of(&row.options).is_some_and(|v| v != VoiceChannel::Off);
    if !has_voice {
        return;
    }
    let Some(guild) = guild_of(row) else {
        return;
    };
    let Some((channel, on)) = voice_of(bot, row).await else {
        return;
    };
    let wanted = if on { wanted(row) } else { BTreeSet::new() };
    let refused = {
        let _busy = bot.voice.busy().await;
        apply(bot, row.id, guild, channel, &wanted).await
    };
    if refused && on {
        turn_off(bot, row, channel, Off::NoPermission).await;
    }
}

/// Mute who must be and is in `channel` unmuted; unmute every stored mute
/// no longer wanted whose member is connected. True when Discord refused a
/// mute for want of permission.
async fn apply(
    bot: &Bot,
    game: GameId,
    guild: GuildId,
    channel: ChannelId,
    wanted: &BTreeSet<u64>,
) -> bool {
    let store = bot.table.store();
    let held: BTreeSet<u64> = match store.voice_mutes(game).await {
        Ok(held) => held.iter().filter_map(|u| u.parse().ok()).collect(),
        Err(e) => {
            tracing::warn!(game, error = %e, "cannot read the game's voice mutes");
            return false;
        }
    };
    let g = guild.get();
    for &user in wanted {
        let Some((at, muted)) = bot.voice.of(g, user) else {
            continue; // not in voice: muted when they join the channel
        };
        if at != channel.get() || muted {
            continue; // elsewhere, or muted already (by the bot or a moderator)
        }
        let ours = held.contains(&user);
        if !ours {
            let saved = store
                .put_voice_mute(game, &g.to_string(), &user.to_string())
                .await;
            if let Err(e) = saved {
                tracing::warn!(game, error = %e, "cannot remember a voice mute");
                continue;
            }
        }
        match set_mute(bot, guild, user, true).await {
            Sent::Done | Sent::Failed => {}
            sent => {
                if !ours {
                    let _ = store.delete_voice_mute(game, &user.to_string()).await;
                }
                if sent == Sent::Refused {
                    return true;
                }
            }
        }
    }
    for &user in held.iter().filter(|u| !wanted.contains(u)) {
        let Some((_, muted)) = bot.voice.of(g, user) else {
            continue; // not connected: unmuted when they connect
        };
        let lifted = !muted || set_mute(bot, guild, user, false).await == Sent::Done;
        if lifted {
            if let Err(e) = store.delete_voice_mute(game, &user.to_string()).await {
                tracing::warn!(game, error = %e, "cannot forget a lifted voice mute");
            }
        }
    }
    false
}

/// Why a game's voice control stopped.
#[derive(Clone, Copy, Debug)]
enum Off {
    NoPermission,
    Deleted,
}

/// Stop muting in `channel` for this game (its mutes are lifted) and tell
/// the table once.
async fn turn_off(bot: &Bot, row: &GameRow, channel: ChannelId, why: Off) {
    if voice_of(bot, row).await.is_some_and(|(_, on)| !on) {
        return; // told already
    }
    remember(bot, row.id, channel.get(), OFF).await;
    tracing::info!(
        game = row.id,
        ?why,
        "the game goes on without voice control"
    );
    if row.status == GameStatus::Running {
        if let Some(text_channel) = text_channel(row) {
            let text = match why {
                Off::NoPermission => {
                    text!(
                        "discord-voice-no-permission",
                        channel = channel_mention(channel)
                    )
                }
                Off::Deleted => text!("discord-voice-channel-gone"),
            };
            let mut reply = Reply::text(public(&text));
            reply.ping = Vec::new();
            let posted = bot
                .post("announce voice", text_channel, &reply.into_message())
                .await;
            if let Err(e) = posted {
                tracing::warn!(game = row.id, error = %e, "cannot say that voice is off");
            }
        }
    }
    let _busy = bot.voice.busy().await;
    if let Some(guild) = guild_of(row) {
        apply(bot, row.id, guild, channel, &BTreeSet::new()).await;
    }
}

/// A channel was deleted: if it was the game's voice channel, the game goes
/// on without voice. True when it was.
pub(crate) async fn channel_deleted(bot: &Bot, row: &GameRow, channel: ChannelId) -> bool {
    match voice_of(bot, row).await {
        Some((voice, _)) if voice == channel => {
            turn_off(bot, row, channel, Off::Deleted).await;
            true
        }
        _ => false,
    }
}

/// Sync the games `ids` (each loaded anew).
async fn sync_games(bot: &Bot, ids: impl IntoIterator<Item = GameId>) {
    let mut seen = BTreeSet::new();
    for id in ids {
        if !seen.insert(id) {
            continue;
        }
        match bot.table.load(id).await {
            Ok(row) => sync(bot, &row).await,
            Err(e) => tracing::warn!(game = id, error = %e, "cannot load a voice game"),
        }
    }
}

/// GUILD_CREATE (a start, a reconnect): the guild's voice states, then
/// every game there that mutes in voice or holds a voice mute is synced (a
/// restart after a crash ends with the right mutes).
pub(crate) async fn guild_created<'a>(
    bot: &Bot,
    guild: GuildId,
    states: impl Iterator<Item = &'a VoiceState>,
) {
    bot.voice.guild_created(guild, states);
    let store = bot.table.store();
    let g = guild.to_string();
    let mut ids = store.voice_games_in_guild(&g).await.unwrap_or_default();
    ids.extend(store.live_games_in_guild(&g).await.unwrap_or_default());
    ids.sort_unstable();
    sync_games(bot, ids).await;
    bot.voice.handled();
}

/// VOICE_STATE_UPDATE: remember it; a member who joined, left or moved is
/// brought to their games' state (the game played in the channel they
/// joined, and any game holding a mute of theirs).
pub(crate) async fn state_updated(bot: &Bot, new: &VoiceState) {
    let Some(guild) = new.guild_id else {
        return;
    };
    let (g, user) = (guild.get(), new.user_id.get());
    let now = new.channel_id.map(|c| (c.get(), new.mute));
    let before = bot.voice.update(g, user, now);
    if before.map(|b| b.0) == now.map(|n| n.0) {
        bot.voice.handled();
        return; // a mute, a deafen: not a move
    }
    let store = bot.table.store();
    let mut ids = store
        .voice_mutes_of(&g.to_string(), &user.to_string())
        .await
        .unwrap_or_default();
    if let Some((channel, _)) = now {
        if let Ok(Some(id)) = store.live_game_at(&channel.to_string()).await {
            ids.push(id);
        }
    }
    sync_games(bot, ids).await;
    bot.voice.handled();
}
