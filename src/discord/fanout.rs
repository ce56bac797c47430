//! After a batch is durable: edit the boards, post the notifications that
//! matter, push "your turn" and private news by DM (or nudge in the
//! channel), and re-arm the game's timer.
//!
//! Public events become the board's "last moves" lines; only events marked
//! `notify` get a message of their own, one message per board per batch.
//! An event whose text starts with a sub-table's name ("Group 2: ...")
//! belongs to that sub-table's board. Private events never leave the seats
//! in their audience.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

use serenity::all::ChannelId;
use tokio::task::JoinSet;

use super::boards::{self, ChannelGone, MAIN};
use super::bot::Bot;
use super::delivery::{self, Delivered};
use super::play::Batch;
use super::render::Reply;
use super::{rooms, silence};
use crate::engine::{Audience, Seat, SubTable, Viewer};
use crate::store::discord_queries::BoardRef;
use crate::store::{GameRow, GameStatus};
use crate::table::GameLock;

/// What the caller already did.
#[derive(Clone, Copy, Debug, Default)]
pub struct Done {
    /// The seat whose user is looking at their answer (gets its private
    /// events there, needs no push).
    pub acting_seat: Option<Seat>,
    /// The interaction answer already updated the main board.
    pub main_board: bool,
}

/// The sub-table an event belongs to, by its name prefix.
fn sub_of(subs: &[SubTable], text: &str) -> Option<usize> {
    subs.iter()
        .position(|s| !s.name.is_empty() && text.starts_with(&format!("{}:", s.name)))
}

/// The board a seat plays on now: its running sub-table's, or the main one.
fn board_of(subs: &[SubTable], seat: Seat) -> String {
    subs.iter()
        .position(|s| !s.finished && s.seats.contains(&seat))
        .map(boards::sub_key)
        .unwrap_or_else(|| MAIN.to_string())
}

fn channel_of(row: &GameRow, boards: &HashMap<String, BoardRef>, key: &str) -> Option<ChannelId> {
    boards
        .get(key)
        .map(|b| b.channel_id.as_str())
        .or(row.channel_id.as_deref())
        .and_then(|c| c.parse::<u64>().ok())
        .filter(|c| *c != 0)
        .map(ChannelId::new)
}

fn link_of(row: &GameRow, boards: &HashMap<String, BoardRef>, key: &str) -> Option<String> {
    let b = boards.get(key).or_else(|| boards.get(MAIN))?;
    Some(boards::jump_link(
        row.guild_id.as_deref(),
        &b.channel_id,
        &b.message_id,
    ))
}

/// The batch's public events by board key: all of them (the board's "last
/// moves" lines) and those worth a notification.
fn route_public(
    batch: &Batch,
    subs: &[SubTable],
) -> (HashMap<String, Vec<String>>, BTreeMap<String, Vec<String>>) {
    let mut board_events: HashMap<String, Vec<String>> = HashMap::new();
    let mut notices: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for e in batch
        .events
        .iter()
        .filter(|e| e.audience == Audience::Public)
    {
        let key = sub_of(subs, &e.text)
            .map(boards::sub_key)
            .unwrap_or_else(|| MAIN.to_string());
        board_events
            .entry(key.clone())
            .or_default()
            .push(e.text.clone());
        if e.notify {
            notices.entry(key).or_default().push(e.text.clone());
        }
    }
    (board_events, notices)
}

/// The public events of a batch that belong on the main board.
pub fn main_events(batch: &Batch) -> Vec<String> {
    let subs = batch
        .after
        .snapshot
        .as_ref()
        .map(|s| s.sub_tables())
        .unwrap_or_default();
    route_public(batch, &subs)
        .0
        .remove(MAIN)
        .unwrap_or_default()
}

/// Fan a batch out, under the game's lock (held by the caller since the
/// batch began, so boards never go back in time). Failures are logged: the
/// actions are already durable.
pub async fn fan_out(bot: &Arc<Bot>, game: &mut GameLock<'_>, batch: &Batch, done: Done) {
    let row = &batch.after;
    let mut boards = boards::locations(bot, row).await;
    let state = row.snapshot.as_ref();
    let subs_after = state.map(|s| s.sub_tables()).unwrap_or_default();
    let before = batch.before.as_ref().and_then(|r| r.snapshot.as_ref());
    let subs_before = before.map(|s| s.sub_tables()).unwrap_or_default();

    let (mut board_events, mut notices) = route_public(batch, &subs_after);
    if row.status == GameStatus::Finished && batch.actions > 0 {
        if let Some(outcome) = state.and_then(|s| s.outcome()) {
            notices
                .entry(MAIN.to_string())
                .or_default()
                .push(format!("🏁 **Game over** — {}", outcome.summary));
        }
    }

    let main_events = board_events.remove(MAIN).unwrap_or_default();
    let shown: Result<(), ChannelGone> = async {
        // The main board shows nothing new (a move in a group's thread, or
        // hidden facts only): no edit.
        let unchanged = batch.before.as_ref().is_some_and(|b| {
            b.status == row.status
                && b.deadline_at == row.deadline_at
                && main_events.is_empty()
                && boards
                    .get(MAIN)
                    .is_some_and(|m| m.version == Some(b.version))
                && b.snapshot.as_ref().map(|s| s.view(Viewer::Public))
                    == state.map(|s| s.view(Viewer::Public))
        });
        if done.main_board || unchanged {
            let _ = bot
                .table
                .record_board_version(row.id, MAIN, Some(row.version))
                .await;
        } else {
            boards::update_main(bot, row, &main_events, &mut boards).await?;
        }
        boards::update_subs(
            bot,
            row,
            &subs_before,
            &subs_after,
            &board_events,
            &mut boards,
        )
        .await
    }
    .await;
    if shown.is_err() {
        channel_gone(bot, game).await;
        return;
    }

    for (key, lines) in &notices {
        let Some(channel) = channel_of(row, &boards, key) else {
            continue;
        };
        let message = Reply::text(lines.join("\n")).into_message();
        let posted = bot.post("post notification", channel, &message).await;
        if let Err(e) = posted {
            tracing::warn!(game = row.id, error = %e, "cannot post a notification");
        }
    }

    // Only moves of a running game change who is muted or who confers;
    // `before: None` (just dealt, or recovering) applies everything again.
    silence::sync(bot, row, before.map(|s| s.muted()).as_deref()).await;
    let rooms_before = before.map(|s| s.rooms());
    rooms::sync(
        bot,
        row,
        rooms_before.as_deref(),
        &batch.events,
        &mut boards,
    )
    .await;
    super::afterlife::sync(bot, row, before, &batch.events, &mut boards).await;
    push_private(bot, batch, done, &subs_after, &boards).await;
    let deadline = (row.status == GameStatus::Running)
        .then_some(row.deadline_at)
        .flatten();
    bot.scheduler.arm(row.id, deadline);
}

/// DM each human what is new for them (their turn, private news marked
/// `notify`), one message per user; nudge in the channel where DMs fail.
async fn push_private(
    bot: &Arc<Bot>,
    batch: &Batch,
    done: Done,
    subs: &[SubTable],
    boards: &HashMap<String, BoardRef>,
) {
    let row = &batch.after;
    let Some(state) = row.snapshot.as_ref() else {
        return;
    };
    // user -> (seat, lines)
    let mut news: BTreeMap<u64, (Seat, Vec<String>)> = BTreeMap::new();
    for e in batch.events.iter().filter(|e| e.notify) {
        let seats: Vec<Seat> = match &e.audience {
            Audience::Public => continue,
            Audience::Seat(s) => vec![*s],
            Audience::Seats(v) => v.clone(),
        };
        for seat in seats {
            if Some(seat) == done.acting_seat {
                continue;
            }
            if let Some(user) = row.human(seat) {
                news.entry(user)
                    .or_insert((seat, Vec::new()))
                    .1
                    .push(e.text.clone());
            }
        }
    }
    if row.status == GameStatus::Running {
        // A seat is told when it is asked something new: newly prompted, or
        // asked another question (a vote that became a night prompt).
        let asked_before = batch
            .before
            .as_ref()
            .and_then(|r| r.snapshot.as_ref())
            .map(|s| s.prompts())
            .unwrap_or_default();
        let mut told = Vec::new();
        for prompt in state.prompts() {
            let seat = prompt.seat;
            if Some(seat) == done.acting_seat || told.contains(&seat) {
                continue;
            }
            told.push(seat);
            let Some(user) = row.human(seat) else {
                continue;
            };
            // The first prompt of a seat is its question (as `prompt_for`).
            let asked = asked_before.iter().find(|p| p.seat == seat);
            if asked.is_some_and(|p| p.text == prompt.text) {
                continue;
            }
            news.entry(user)
                .or_insert((seat, Vec::new()))
                .1
                .insert(0, format!("Your turn: {}", prompt.text));
        }
    }
    // The DMs go out at once (a night in a big village pushes many), each
    // with its own retry; the game lock is held only as long as the slowest.
    let mut sending = JoinSet::new();
    for (user, (seat, lines)) in news {
        let key = board_of(subs, seat);
        let channel = channel_of(row, boards, &key);
        let mut text = format!("**{}** (game #{})", row.kind.title(), row.id);
        if let Some(c) = channel {
            text.push_str(&format!(" in <#{c}>"));
        }
        text.push(':');
        for line in &lines {
            text.push_str(&format!("\n• {line}"));
        }
        if let Some(link) = link_of(row, boards, &key) {
            text.push_str(&format!("\n{link}"));
        }
        let bot = bot.clone();
        sending
            .spawn(async move { (key, user, delivery::dm(&bot, user, Reply::text(text)).await) });
    }
    let mut nudges: BTreeMap<String, Vec<u64>> = BTreeMap::new();
    while let Some(sent) = sending.join_next().await {
        match sent {
            Ok((key, user, Delivered::Nudge)) => nudges.entry(key).or_default().push(user),
            Ok(_) => {}
            Err(e) => tracing::warn!(game = row.id, error = %e, "a DM task failed"),
        }
    }
    for (key, mut users) in nudges {
        users.sort_unstable();
        let Some(channel) = channel_of(row, boards, &key) else {
            continue;
        };
        let text = format!(
            "game #{} needs you: press **Show my hand** on the board.",
            row.id
        );
        delivery::nudge(
            bot,
            channel,
            &users,
            &text,
            link_of(row, boards, &key).as_deref(),
        )
        .await;
    }
}

/// The game's channel was deleted: end the game (the log stays) and tell
/// the players by DM.
pub async fn channel_gone(bot: &Bot, game: &mut GameLock<'_>) {
    let id = game.row().id;
    tracing::warn!(game = id, "the game's channel is gone: cancelling the game");
    if let Err(e) = game.stop().await {
        tracing::error!(game = id, error = %e, "cannot cancel the game");
        return;
    }
    bot.scheduler.arm(id, None);
    let row = game.row();
    let text = format!(
        "**{}** (game #{}) has ended: its channel was deleted. Its log is kept.",
        row.kind.title(),
        row.id
    );
    for user in (0..row.seats.len()).filter_map(|s| row.human(s)) {
        delivery::dm(bot, user, Reply::text(&text)).await;
    }
}
