//! The fan-out's first stage: show merged batches on the boards. Mutes and
//! rooms follow the game, the main board is edited (or held back in the
//! middle of one seat's turn), the sub-table boards follow, "Game over" is
//! posted once, and the game's timer is armed again. A game whose channel
//! is gone is cancelled.

use std::collections::HashMap;
use std::sync::Arc;

use super::super::boards::{self, channel_of, ChannelGone, MAIN};
use super::super::bot::Bot;
use super::super::render::{markdown, Reply};
use super::super::{afterlife, backoff, delivery, rooms, silence, voice};
use super::lines::route_public;
use super::queues::Fanout;
use crate::engine::Viewer;
use crate::store::discord_queries::BoardRef;
use crate::store::{GameId, GameRow, GameStatus};

/// The board row that marks "Game over" as posted (its message).
const OVER: &str = "over";

/// Show merged batches on the boards (no game lock held); false if the
/// game's channel is gone (nobody is told then). Failures are logged: the
/// actions are already durable. The players' pushes follow.
pub(super) async fn show(bot: &Arc<Bot>, f: &Fanout) -> bool {
    let row = &f.after;
    let mut boards = boards::locations(bot, row).await;
    let state = row.snapshot.as_ref();
    let subs_after = row.sub_tables();
    let subs_before = f
        .before
        .as_ref()
        .map(GameRow::sub_tables)
        .unwrap_or_default();

    let mut board_events = route_public(&f.events, subs_after.len());
    let over = game_over(f, &boards);

    let main_events = board_events.remove(MAIN).unwrap_or_default();
    // The main board shows nothing new (a move in a group's thread, or
    // hidden facts only): no edit.
    let unchanged = f.before.as_ref().is_some_and(|b| {
        b.status == row.status
            && b.ends_at() == row.ends_at()
            && main_events.is_empty()
            && boards
                .get(MAIN)
                .is_some_and(|m| m.version == Some(b.version))
            && b.snapshot.as_ref().map(|s| s.view(Viewer::Public))
                == state.map(|s| s.view(Viewer::Public))
    });
    let hold = !unchanged && !f.main_board && f.mid_turn();
    let main_events = if hold {
        bot.fanouts.hold(row.id, main_events);
        Vec::new()
    } else {
        bot.fanouts.with_held(row.id, main_events)
    };
    // Who is muted and who confers, per user, from the rows before and
    // after (a kicked player is no longer a member of anything). Done
    // before the main board records this version: the start-up repair
    // skips a game whose boards are current, so a crash between the two
    // must leave the board behind, not the mutes and rooms.
    let before_row = f.before.as_ref().filter(|_| !f.repair);
    silence::sync(bot, before_row, row).await;
    voice::sync(bot, row).await;
    rooms::sync(bot, before_row, row, &f.events, &mut boards).await;
    let snapshot_before = before_row.and_then(|r| r.snapshot.as_ref());
    afterlife::sync(bot, row, snapshot_before, &f.events, &mut boards).await;
    let shown: Result<(), ChannelGone> = async {
        if f.main_board || unchanged {
            let _ = bot
                .table
                .record_board_version(row.id, MAIN, Some(row.version))
                .await;
        } else if !hold {
            // A held board keeps its older version on record, so a restart
            // before the turn moves on repairs it.
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
        channel_gone(bot, row.id).await;
        return false;
    }

    // Notices are lines on the board; only the end of the game is a
    // message of its own, where the channel sees it.
    if let Some(over) = &over {
        post_game_over(bot, row, &boards, over).await;
    }

    let deadline = row.wakes_at();
    if f.incomplete && row.status == GameStatus::Running {
        backoff::retry_later(bot, row.id, deadline);
    } else {
        backoff::succeeded(bot, row.id);
        bot.scheduler.arm(row.id, deadline);
    }
    true
}

/// The "Game over" line, when the game is over and it was not posted yet:
/// these batches ended it, or its board missed the end (a restart).
fn game_over(f: &Fanout, boards: &HashMap<String, BoardRef>) -> Option<String> {
    let row = &f.after;
    let board_missed_it = boards
        .get(MAIN)
        .is_none_or(|b| b.version != Some(row.version));
    if row.status != GameStatus::Finished
        || boards.contains_key(OVER)
        || (f.actions == 0 && !board_missed_it)
    {
        return None;
    }
    let outcome = row.snapshot.as_ref()?.outcome()?;
    let summary = markdown::raw(outcome.summary);
    Some(markdown::public(&crate::text!(
        "discord-game-over",
        summary = summary
    )))
}

/// Post the "Game over" message under the main board and remember it, so
/// it is posted once.
async fn post_game_over(bot: &Bot, row: &GameRow, boards: &HashMap<String, BoardRef>, over: &str) {
    let Some(channel) = channel_of(row, boards, MAIN) else {
        return;
    };
    let message = Reply::text(over).into_message();
    match bot.post("post notification", channel, &message).await {
        Ok(m) => {
            let saved = bot
                .table
                .record_board(
                    row.id,
                    OVER,
                    &channel.to_string(),
                    &m.id.to_string(),
                    Some(row.version),
                )
                .await;
            if let Err(e) = saved {
                tracing::warn!(game = row.id, error = %e, "cannot remember the game over notice");
            }
        }
        Err(e) => tracing::warn!(game = row.id, error = %e, "cannot post the game over notice"),
    }
}

/// The game's channel was deleted: end the game (the log stays) and tell
/// the players by DM.
pub(crate) async fn channel_gone(bot: &Arc<Bot>, id: GameId) {
    tracing::warn!(game = id, "the game's channel is gone: cancelling the game");
    let mut game = match bot.table.lock(id).await {
        Ok(game) => game,
        Err(e) => {
            tracing::error!(game = id, error = %e, "cannot load the game to cancel");
            return;
        }
    };
    let before = game.row().clone();
    match game.stop().await {
        Ok(()) => {}
        Err(crate::table::TableError::Lobby(_)) => return, // already over
        Err(e) => {
            tracing::error!(game = id, error = %e, "cannot cancel the game");
            return;
        }
    }
    bot.scheduler.arm(id, None);
    let row = game.row().clone();
    drop(game);
    // Lift what the game set (mutes, rooms) where the channel still is.
    silence::sync(bot, Some(&before), &row).await;
    voice::sync(bot, &row).await;
    let text = crate::text!(
        "discord-channel-deleted",
        title = row.kind.title(),
        game = row.id
    );
    for user in (0..row.seats.len()).filter_map(|s| row.human(s)) {
        delivery::dm_player(bot, user, row.locale, || Reply::say(&text)).await;
    }
}
