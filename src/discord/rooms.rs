//! Private rooms: for each room a game declares (Werewolf's wolf den) the
//! bot opens a private thread under the game's channel, keeps its members in
//! step with the room's seats (a new wolf is added, a dead one removed), and
//! posts there the events addressed to exactly the room's seats (the
//! wolves' votes). When the game ends the thread is archived and locked.
//!
//! The room's thread is remembered beside the boards (`room:<key>`). Where a
//! private thread cannot be made (no Create Private Threads, or no Send
//! Messages in Threads to add its members, threads disabled), the room is
//! marked unavailable (channel `0`) and its members are told once, by DM,
//! to use their private panels: the game never needs the thread. A member
//! Discord refuses to add is told the same. A
//! room's thread that is deleted during the game is opened again.

use std::collections::HashMap;

use serenity::all::{ChannelId, EditThread, UserId};

use super::bot::Bot;
use super::delivery;
use super::perms;
use super::render::markdown::{markdown, public};
use super::render::Reply;
use crate::engine::{Audience, Event, Room, Text, Viewer};
use crate::store::discord_queries::BoardRef;
use crate::store::{GameId, GameRow, GameStatus};
use crate::table::GameLock;
use crate::text;

/// The board key a room's thread is stored under.
pub fn room_key(key: &str) -> String {
    format!("room:{key}")
}

/// The rooms as they are now: none once the game is over or stopped.
pub fn rooms_now(row: &GameRow) -> Vec<Room> {
    match (&row.snapshot, row.status) {
        (Some(state), GameStatus::Running) => state.rooms(),
        _ => Vec::new(),
    }
}

fn thread_of(b: &BoardRef) -> Option<ChannelId> {
    b.channel_id
        .parse::<u64>()
        .ok()
        .filter(|c| *c != 0)
        .map(ChannelId::new)
}

/// The users of a room in `row` (humans only).
fn users_of(row: &GameRow, room: &Room) -> Vec<u64> {
    room.seats.iter().filter_map(|&s| row.human(s)).collect()
}

/// Bring the rooms from `before` (`None`: unknown, add every member again)
/// to what `row` says now, per user (a kicked wolf leaves at once), and post
/// the room events. A room that closed (the game is over or stopped) gets
/// its thread archived, once: the stored thread is marked closed.
pub async fn sync(
    bot: &Bot,
    before: Option<&GameRow>,
    row: &GameRow,
    events: &[Event],
    boards: &mut HashMap<String, BoardRef>,
) {
    let after = rooms_now(row);
    let rooms_before = before.map(rooms_now);
    for room in &after {
        let key = room_key(&room.key);
        let was = rooms_before
            .as_ref()
            .and_then(|b| b.iter().find(|r| r.key == room.key));
        let (thread, opened) = match boards.get(&key) {
            Some(b) => match thread_of(b) {
                Some(t) => (t, false),
                None => continue, // unavailable here: panels only
            },
            None => {
                if users_of(row, room).is_empty() {
                    continue; // nobody to talk to yet
                }
                match open(bot, row, room, boards).await {
                    Some(t) => (t, true),
                    None => continue,
                }
            }
        };
        let now = users_of(row, room);
        // Members before this batch (open() has just added everybody).
        let old: Vec<u64> = match (was, before) {
            _ if opened => now.clone(),
            (Some(r), Some(b)) => users_of(b, r),
            (None, Some(_)) => Vec::new(),
            // Unknown: add everyone again (idempotent), remove nobody.
            (_, None) => Vec::new(),
        };
        for &user in now.iter().filter(|u| !old.contains(u)) {
            if !add(bot, row, thread, user).await {
                dm_use_panels(bot, row, room, user).await;
            }
        }
        for &user in old.iter().filter(|u| !now.contains(u)) {
            let removed = bot
                .retry
                .run("remove thread member", || {
                    thread.remove_thread_member(&*bot.http, UserId::new(user))
                })
                .await;
            if let Err(e) = removed {
                tracing::info!(game = row.id, error = %e, "cannot remove a room member");
            }
        }
        let mine: Vec<String> = events
            .iter()
            .filter(|e| addressed_to(e, room) || was.is_some_and(|w| addressed_to(e, w)))
            .map(|e| markdown(&e.text, Viewer::Public))
            .collect();
        if !mine.is_empty() {
            post(bot, row, thread, &mine.join("\n")).await;
        }
    }
    // Rooms that closed: archive their threads, once.
    let closed: Vec<(String, ChannelId)> = boards
        .iter()
        .filter(|(key, b)| key.starts_with("room:") && b.message_id != ARCHIVED)
        .filter(|(key, _)| !after.iter().any(|r| room_key(&r.key) == **key))
        .filter_map(|(key, b)| Some((key.clone(), thread_of(b)?)))
        .collect();
    for (key, thread) in closed {
        close(bot, row, thread).await;
        let saved = bot
            .table
            .record_board(row.id, &key, &thread.to_string(), ARCHIVED, Some(0))
            .await;
        if let Err(e) = saved {
            tracing::warn!(game = row.id, error = %e, "cannot remember a closed room");
        }
        if let Some(b) = boards.get_mut(&key) {
            b.message_id = ARCHIVED.to_string();
        }
    }
}

/// The message id stored for a room whose thread was archived.
const ARCHIVED: &str = "archived";

/// Say the room is closed, then archive and lock its thread.
async fn close(bot: &Bot, row: &GameRow, thread: ChannelId) {
    let closed = public(&text!("discord-thread-closed"));
    post(bot, row, thread, &closed).await;
    let closed = bot
        .retry
        .run("close room", || {
            thread.edit_thread(&*bot.http, EditThread::new().archived(true).locked(true))
        })
        .await;
    if let Err(e) = closed {
        tracing::info!(game = row.id, error = %e, "cannot archive a room's thread");
    }
}

/// What a deleted thread was to a game.
pub(crate) enum DeletedThread<'a> {
    /// Not one of its rooms.
    NotARoom,
    /// A room, forgotten: open it again through the fan-out, as a repair,
    /// under the game's lock.
    RoomToReopen(GameLock<'a>),
    /// A room that could not be forgotten (logged).
    RoomKept,
}

/// A thread was deleted: if it was a room of game `id`, forget it, so the
/// caller opens the room again with its members.
pub(crate) async fn forget_deleted(bot: &Bot, id: GameId, thread: ChannelId) -> DeletedThread<'_> {
    let Ok(game) = bot.table.lock(id).await else {
        return DeletedThread::NotARoom;
    };
    let boards = super::boards::locations(bot, game.row()).await;
    let Some(key) = boards
        .iter()
        .find(|(key, b)| key.starts_with("room:") && thread_of(b) == Some(thread))
        .map(|(key, _)| key.clone())
    else {
        return DeletedThread::NotARoom;
    };
    tracing::info!(game = id, "a room's thread was deleted; opening it again");
    if let Err(e) = bot.table.forget_board(id, &key).await {
        tracing::warn!(game = id, error = %e, "cannot forget a deleted room");
        return DeletedThread::RoomKept;
    }
    DeletedThread::RoomToReopen(game)
}

/// An event for exactly this room's members.
fn addressed_to(e: &Event, room: &Room) -> bool {
    match &e.audience {
        Audience::Seats(v) => {
            let mut v = v.clone();
            v.sort_unstable();
            let mut seats = room.seats.clone();
            seats.sort_unstable();
            !seats.is_empty() && v == seats
        }
        _ => false,
    }
}

/// Add `user` to a room's thread; `false` when Discord refused.
async fn add(bot: &Bot, row: &GameRow, thread: ChannelId, user: u64) -> bool {
    let added = bot.add_thread_member("add room member", thread, user).await;
    if let Err(e) = &added {
        tracing::info!(game = row.id, error = %e, "cannot add a room member");
    }
    added.is_ok()
}

/// A member the room's thread cannot take is told, by DM, to agree
/// through the private panel.
async fn dm_use_panels(bot: &Bot, row: &GameRow, room: &Room, user: u64) {
    let text = text!(
        "discord-room-dm",
        title = row.kind.title(),
        game = row.id,
        room = room.name.clone(),
        button = super::render::panel_button(row.kind)
    );
    delivery::dm_player(bot, user, row.locale, || Reply::say(&text)).await;
}

/// Open a private thread under `parent` for a room or the afterlife, if
/// the bot holds what that takes there ([`perms::for_private_thread`]:
/// Discord refuses a thread-member add without Send Messages in Threads);
/// the error says why, for the log, and the caller falls back to panels.
pub(crate) async fn open_private_thread(
    bot: &Bot,
    what: &str,
    parent: ChannelId,
    name: &str,
) -> Result<ChannelId, String> {
    let need = perms::for_private_thread();
    if !bot.held.may(parent, need) {
        let lacking = need - bot.held.in_channel(parent).unwrap_or(need);
        return Err(format!("missing {:?}", lacking.get_permission_names()));
    }
    bot.open_private_thread(what, parent, name).await
}

async fn post(bot: &Bot, row: &GameRow, thread: ChannelId, text: &str) {
    let message = Reply::text(text).into_message();
    let posted = bot.post("post in room", thread, &message).await;
    if let Err(e) = posted {
        tracing::info!(game = row.id, error = %e, "cannot post in a room's thread");
    }
}

/// Open the room's private thread with its members and a first message, and
/// remember it; or remember that it cannot be opened and tell the members.
async fn open(
    bot: &Bot,
    row: &GameRow,
    room: &Room,
    boards: &mut HashMap<String, BoardRef>,
) -> Option<ChannelId> {
    let key = room_key(&room.key);
    let parent = row
        .channel_id
        .as_deref()
        .and_then(|c| c.parse::<u64>().ok())
        .filter(|c| *c != 0)
        .map(ChannelId::new)?;
    let name = format!("{} #{} · {}", row.kind.title(), row.id, room.name);
    let created = open_private_thread(bot, "create room", parent, &name).await;
    let humans = users_of(row, room);
    let thread = match created {
        Ok(t) => t,
        Err(e) => {
            tracing::info!(game = row.id, error = %e, "cannot open a private thread; the room uses panels");
            remember(bot, row, boards, &key, "0").await;
            for user in humans {
                dm_use_panels(bot, row, room, user).await;
            }
            return None;
        }
    };
    // Remembered at once: a process that dies while the members are added
    // leaves a known thread that the next start fills, not a stray one.
    remember(bot, row, boards, &key, &thread.to_string()).await;
    for &user in &humans {
        if !add(bot, row, thread, user).await {
            dm_use_panels(bot, row, room, user).await;
        }
    }
    // Names as the lobby stored them, escaped already; a bot's with the bot
    // suffix in the game's language.
    let names: Vec<Text> = room
        .seats
        .iter()
        .map(|&s| row.seats[s].dealt_name().text())
        .collect();
    let text = text!(
        "discord-room-intro",
        room = room.name.clone(),
        members = names,
        button = super::render::panel_button(row.kind)
    );
    post(bot, row, thread, &public(&text)).await;
    Some(thread)
}

async fn remember(
    bot: &Bot,
    row: &GameRow,
    boards: &mut HashMap<String, BoardRef>,
    key: &str,
    channel: &str,
) {
    // A room is not a board to repair: its "version" is always set.
    let saved = bot
        .table
        .record_board(row.id, key, channel, "0", Some(0))
        .await;
    if let Err(e) = saved {
        tracing::warn!(game = row.id, error = %e, "cannot remember a room's thread");
    }
    boards.insert(
        key.to_string(),
        BoardRef {
            board: key.to_string(),
            channel_id: channel.to_string(),
            message_id: "0".to_string(),
            version: Some(0),
        },
    );
}
