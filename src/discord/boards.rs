//! Board messages: one public message per game (and one per sub-table, in
//! a thread of its own), each a normal bot message, edited in place. An
//! edit Discord refuses (any 4xx but a rate limit: deleted, too old, not
//! editable) posts the board anew; a board in an archived thread has the
//! thread unarchived first. The version each shows is stored so a restart
//! repairs only stale boards.

use std::collections::HashMap;

use serenity::all::{
    AutoArchiveDuration, ButtonStyle, ChannelId, ChannelType, CreateActionRow, CreateButton,
    CreateThread, EditThread, Message, MessageId,
};

use super::bot::Bot;
use super::limits;
use super::pacer::{Lane, Paced};
use super::render::{self, Reply};
use super::rest::{classify, Failure};
use super::routing::Route;
use crate::engine::{Part, Seat, SubTable, Viewer};
use crate::games::AnyGame;
use crate::store::discord_queries::BoardRef;
use crate::store::{GameRow, GameStatus};
use crate::table::reveal_lines;

/// The board in the game's own channel.
pub const MAIN: &str = "main";

/// Not a message: a Werewolf game's voice channel ([`super::voice`]), with
/// [`VOICE_ON`] or [`VOICE_OFF`] as its message: whether the bot mutes
/// there. Before Start it is the lobby's check of the channel the host
/// named, which the lobby shows ([`lobby_reply`]).
pub(crate) const VOICE: &str = "voice";
pub(crate) const VOICE_ON: &str = "on";
pub(crate) const VOICE_OFF: &str = "off";

/// The board of sub-table `i`.
pub fn sub_key(i: usize) -> String {
    format!("sub{i}")
}

/// The board a seat plays on now: its running sub-table's, or the main one.
pub(crate) fn board_of(subs: &[SubTable], seat: Seat) -> String {
    subs.iter()
        .position(|s| !s.finished && s.seats.contains(&seat))
        .map(sub_key)
        .unwrap_or_else(|| MAIN.to_string())
}

/// The channel (or thread) of board `key`, or the game's channel.
pub(crate) fn channel_of(
    row: &GameRow,
    boards: &HashMap<String, BoardRef>,
    key: &str,
) -> Option<ChannelId> {
    boards
        .get(key)
        .map(|b| b.channel_id.as_str())
        .or(row.channel_id.as_deref())
        .and_then(parse_channel)
}

/// A link to board `key`, or to the main board.
pub(crate) fn link_of(
    row: &GameRow,
    boards: &HashMap<String, BoardRef>,
    key: &str,
) -> Option<String> {
    let b = boards.get(key).or_else(|| boards.get(MAIN))?;
    Some(jump_link(
        row.guild_id.as_deref(),
        &b.channel_id,
        &b.message_id,
    ))
}

/// The game's channel (or thread) is gone.
#[derive(Debug)]
pub struct ChannelGone;

/// Where each board of a game is: board key -> (channel, message).
pub async fn locations(bot: &Bot, row: &GameRow) -> HashMap<String, BoardRef> {
    match bot.table.store().boards(row.id).await {
        Ok(boards) => boards.into_iter().map(|b| (b.board.clone(), b)).collect(),
        Err(e) => {
            tracing::warn!(game = row.id, error = %e, "cannot read board locations");
            HashMap::new()
        }
    }
}

fn parse_channel(id: &str) -> Option<ChannelId> {
    id.parse::<u64>()
        .ok()
        .filter(|v| *v != 0)
        .map(ChannelId::new)
}

fn parse_message(id: &str) -> Option<MessageId> {
    id.parse::<u64>()
        .ok()
        .filter(|v| *v != 0)
        .map(MessageId::new)
}

/// Remember the picture a board message now carries (or that it has none).
fn remember_picture(bot: &Bot, message: &Message, picture: Option<u64>) {
    let mut pictures = bot.pictures.lock().expect("pictures poisoned");
    match (picture, message.attachments.as_slice()) {
        (Some(hash), [attachment]) => {
            pictures.insert(message.id, (hash, attachment.id));
        }
        _ => {
            pictures.remove(&message.id);
        }
    }
}

/// A link to a message.
pub fn jump_link(guild: Option<&str>, channel: &str, message: &str) -> String {
    format!(
        "https://discord.com/channels/{}/{channel}/{message}",
        guild.unwrap_or("@me")
    )
}

/// The public board of a game in its current status.
pub fn main_reply(row: &GameRow, events: &[String], boards: &HashMap<String, BoardRef>) -> Reply {
    match (&row.snapshot, row.status) {
        (Some(state), GameStatus::Finished) => final_board(row, state, events),
        (Some(state), _) => render::board(row, &state.view(Viewer::Public), events),
        (None, _) => lobby_reply(row, boards),
    }
}

/// The voice channel the lobby's `voice` option names (not `auto` or `off`).
pub(crate) fn named_voice_channel(row: &GameRow) -> Option<u64> {
    use crate::engine::options::VoiceChannel;
    match VoiceChannel::of(&row.options)? {
        VoiceChannel::Channel(id) => Some(id),
        VoiceChannel::Auto | VoiceChannel::Off => None,
    }
}

/// The lobby, saying beforehand when the bot found it may not mute in the
/// voice channel the host named (the check is [`VOICE`]'s row).
pub(crate) fn lobby_reply(row: &GameRow, boards: &HashMap<String, BoardRef>) -> Reply {
    let named = named_voice_channel(row);
    let refused = boards.get(VOICE).is_some_and(|b| {
        b.message_id == VOICE_OFF && named.is_some_and(|n| b.channel_id == n.to_string())
    });
    let notes = match named {
        Some(channel) if refused => vec![crate::text!(
            "discord-voice-lobby-no-permission",
            channel = render::markdown::channel(ChannelId::new(channel))
        )],
        _ => Vec::new(),
    };
    render::lobby_noting(row, notes)
}

/// The lobby as it is now: [`lobby_reply`] with the boards read only for
/// a game naming a voice channel.
pub(crate) async fn lobby_now(bot: &Bot, row: &GameRow) -> Reply {
    let boards = if named_voice_channel(row).is_some() {
        locations(bot, row).await
    } else {
        HashMap::new()
    };
    lobby_reply(row, &boards)
}

/// A finished game's board: the game's own story (its finished view) with
/// a pointer to `/game log` for the whole story, and a Rematch button.
pub(crate) fn final_board(row: &GameRow, state: &AnyGame, events: &[String]) -> Reply {
    // The finished view is the game's story on one screen (the outcome,
    // what each seat did); the seats' facts and the complete log are one
    // command away, so the board repeats neither them nor the events.
    let mut panel = state.view(crate::engine::Viewer::Public);
    panel.fields.retain(|f| f.part != Part::Recent);
    // The status line stays: on a finished board it is the outcome
    // ("Game over: Ann wins with 31 points").
    // A footer for play (a pack reference) gives way to the pointer,
    // unless it is the game's own pointer to the log (Werewolf's).
    let points_to_log = panel
        .footer
        .as_ref()
        .is_some_and(|f| f.contains("/game log"));
    if !points_to_log && !reveal_lines(row).is_empty() {
        panel.footer = Some(crate::text!("discord-final-whole-story"));
    }
    // The move that ended the game stays above the board as its content
    // ("▸ Bob boarded the ship"), as every move's news does: the channel
    // sees what ended it, unless the board's status line says it already
    // (Werewolf's "Game over: a win for the village"). The recent list is the
    // story's now, and so are the moves before (on a phone the story
    // comes first).
    let told = panel
        .status
        .as_ref()
        .map(|status| render::markdown::markdown(status, Viewer::Public));
    // At most two lines: the move itself and how the game ended (what
    // came between is the story's and the log's).
    let told_above = match events {
        [first, .., last] => vec![first, last],
        _ => events.iter().collect(),
    };
    let last: Vec<String> = told_above
        .into_iter()
        .filter(|e| !told.as_ref().is_some_and(|t| e.ends_with(t.as_str())))
        .cloned()
        .collect();
    let mut reply = render::board(row, &panel, &last);
    if row.status == GameStatus::Finished {
        let rematch = CreateButton::new(Route::Rematch { game: row.id }.encode())
            .label(crate::text!("discord-rematch").plain(Viewer::Public))
            .style(ButtonStyle::Success);
        reply
            .components
            .push(CreateActionRow::Buttons(vec![rematch]));
    }
    reply
}

/// Edit a board (or post it where it is missing), remember its version,
/// and keep `boards` in step.
pub async fn put(
    bot: &Bot,
    row: &GameRow,
    key: &str,
    channel: ChannelId,
    existing: Option<MessageId>,
    reply: Reply,
    boards: &mut HashMap<String, BoardRef>,
) -> Result<(), ChannelGone> {
    let picture = reply.picture;
    if let Some(message) = existing {
        // The map is uploaded only when it changed.
        let kept = {
            let pictures = bot.pictures.lock().expect("pictures poisoned");
            pictures
                .get(&message)
                .filter(|(hash, _)| Some(*hash) == picture)
                .map(|(_, id)| *id)
        };
        let edit = reply.clone().into_edit_keeping(kept);
        let run = || {
            let paced = Paced::edit(Lane::Channel, channel.get());
            bot.retry.run_in(paced, "edit board", || {
                channel.edit_message(&*bot.http, message, edit.clone())
            })
        };
        let mut result = run().await;
        if matches!(&result, Err(e) if classify(e) == Failure::ThreadArchived) {
            // Threads archive themselves when quiet: open it again.
            let reopened = bot
                .retry
                .run("unarchive thread", || {
                    channel.edit_thread(&*bot.http, EditThread::new().archived(false))
                })
                .await;
            if reopened.is_ok() {
                result = run().await;
            }
        }
        match result {
            Ok(edited) => {
                remember_picture(bot, &edited, picture);
                remember_version(bot, row, key, Some(row.version), boards).await;
                return Ok(());
            }
            Err(e) => match classify(&e) {
                Failure::UnknownMessage
                | Failure::Refused
                | Failure::Forbidden
                | Failure::ThreadArchived => {
                    tracing::info!(
                        game = row.id,
                        board = key,
                        error = %e,
                        "the board cannot be edited; posting a new one"
                    );
                }
                Failure::UnknownChannel => return Err(ChannelGone),
                _ => {
                    // The action is durable; the board catches up on the next
                    // edit or at the next start.
                    tracing::warn!(game = row.id, board = key, error = %e, "board edit failed");
                    remember_version(bot, row, key, None, boards).await;
                    return Ok(());
                }
            },
        }
    }
    let message = reply.into_message();
    let posted = bot.post("post board", channel, &message).await;
    match posted {
        Ok(msg) => {
            remember_picture(bot, &msg, picture);
            let board = BoardRef {
                board: key.to_string(),
                channel_id: channel.to_string(),
                message_id: msg.id.to_string(),
                version: Some(row.version),
            };
            let saved = bot
                .table
                .record_board(
                    row.id,
                    key,
                    &board.channel_id,
                    &board.message_id,
                    board.version,
                )
                .await;
            if let Err(e) = saved {
                tracing::warn!(game = row.id, error = %e, "cannot record the board message");
            }
            boards.insert(key.to_string(), board);
            Ok(())
        }
        Err(e) if classify(&e) == Failure::UnknownChannel => Err(ChannelGone),
        Err(e) => {
            tracing::warn!(game = row.id, board = key, error = %e, "cannot post the board");
            Ok(())
        }
    }
}

/// Record which version a board shows (`None`: it missed an edit).
async fn remember_version(
    bot: &Bot,
    row: &GameRow,
    key: &str,
    version: Option<u64>,
    boards: &mut HashMap<String, BoardRef>,
) {
    if let Err(e) = bot.table.record_board_version(row.id, key, version).await {
        tracing::warn!(game = row.id, error = %e, "cannot record the board version");
    }
    if let Some(b) = boards.get_mut(key) {
        b.version = version;
    }
}

/// Show the main board as `row` is now.
pub async fn update_main(
    bot: &Bot,
    row: &GameRow,
    events: &[String],
    boards: &mut HashMap<String, BoardRef>,
) -> Result<(), ChannelGone> {
    let Some(channel) = boards
        .get(MAIN)
        .and_then(|b| parse_channel(&b.channel_id))
        .or_else(|| row.channel_id.as_deref().and_then(parse_channel))
    else {
        return Ok(());
    };
    let existing = boards.get(MAIN).and_then(|b| parse_message(&b.message_id));
    put(
        bot,
        row,
        MAIN,
        channel,
        existing,
        main_reply(row, events, boards),
        boards,
    )
    .await
}

/// The board of one sub-table.
pub fn sub_reply(row: &GameRow, sub: &SubTable, events: &[String]) -> Reply {
    let mut shown = row.clone();
    if sub.finished && row.status == GameStatus::Running {
        // A finished group keeps its board but loses its buttons.
        shown.status = GameStatus::Finished;
    }
    shown.set_deadlines(Default::default());
    render::board(&shown, &sub.panel, events)
}

/// Bring every sub-table board up to date: edit those that changed (or
/// missed an edit), open a thread for a new one or one whose thread was
/// deleted.
pub async fn update_subs(
    bot: &Bot,
    row: &GameRow,
    before: &[SubTable],
    after: &[SubTable],
    events: &HashMap<String, Vec<String>>,
    boards: &mut HashMap<String, BoardRef>,
) -> Result<(), ChannelGone> {
    for (i, sub) in after.iter().enumerate() {
        let key = sub_key(i);
        let mine = events.get(&key).map(Vec::as_slice).unwrap_or(&[]);
        let changed = before.get(i) != Some(sub) || !mine.is_empty();
        let existing = boards.get(&key).map(|b| {
            (
                parse_channel(&b.channel_id),
                parse_message(&b.message_id),
                b.version,
            )
        });
        if let Some((Some(channel), Some(message), version)) = existing {
            if !changed && version.is_some() {
                continue;
            }
            let reply = sub_reply(row, sub, mine);
            if put(bot, row, &key, channel, Some(message), reply, boards)
                .await
                .is_ok()
            {
                continue;
            }
            tracing::info!(
                game = row.id,
                board = key,
                "a group's thread is gone; opening a new one"
            );
        }
        let Some(parent) = row.channel_id.as_deref().and_then(parse_channel) else {
            continue;
        };
        let channel = open_thread(bot, row, sub, parent).await.unwrap_or(parent);
        put(
            bot,
            row,
            &key,
            channel,
            None,
            sub_reply(row, sub, mine),
            boards,
        )
        .await?;
    }
    Ok(())
}

/// A thread holding sub-table boards was deleted: give those groups new
/// threads (the game goes on).
pub async fn thread_gone(bot: &Bot, row: &GameRow, thread: ChannelId) {
    let mut boards = locations(bot, row).await;
    boards.retain(|_, b| parse_channel(&b.channel_id) != Some(thread));
    let subs = row.sub_tables();
    let _ = update_subs(bot, row, &subs, &subs, &HashMap::new(), &mut boards).await;
}

/// A public thread for a sub-table, with its players added; `None` when
/// threads cannot be made here (the board then goes in the channel).
async fn open_thread(
    bot: &Bot,
    row: &GameRow,
    sub: &SubTable,
    parent: ChannelId,
) -> Option<ChannelId> {
    let name = limits::truncate(
        &format!("{} #{} · {}", row.kind.title(), row.id, sub.name),
        limits::THREAD_NAME,
    );
    let builder = CreateThread::new(name)
        .kind(ChannelType::PublicThread)
        .auto_archive_duration(AutoArchiveDuration::OneDay);
    let thread = bot.create_thread("create thread", parent, &builder).await;
    let thread = match thread {
        Ok(t) => t.id,
        Err(e) => {
            tracing::warn!(game = row.id, error = %e, "cannot open a thread; the group plays in the channel");
            return None;
        }
    };
    for user in sub.seats.iter().filter_map(|s| row.human(*s)) {
        let added = bot
            .add_thread_member("add thread member", thread, user)
            .await;
        if let Err(e) = added {
            tracing::warn!(game = row.id, user, error = %e, "cannot add a player to the thread");
        }
    }
    Some(thread)
}
