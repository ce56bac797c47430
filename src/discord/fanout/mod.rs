//! After a batch is durable: edit the boards, post "Game over", push "your
//! turn" and private news (the open panel refreshed in place, or a DM, or a
//! nudge in the channel), and re-arm the game's timer.
//!
//! The game's lock is never held across these REST calls: a handler commits
//! under the lock, queues the batch here ([`after_commit`]) while it still
//! holds it (so batches queue in commit order), lets the lock go, and then
//! fans out. One task at a time fans out a game's queue; batches that wait
//! meanwhile are merged, so each board gets at most one edit in flight and
//! the newest version wins. A slow or rate-limited edit never delays the
//! next click. In a competitive game the middle step of one seat's
//! multi-step choice (a card, then its target) edits no board: the turn
//! shows in one edit.
//!
//! Public events become the board's "last moves" lines. Events marked
//! `notify` (round over, knocked out, a death) are marked lines on the
//! board and go with the pushes of the players asked next; only the end of
//! the game is a message of its own. An event that happened at a
//! sub-table (a tournament group) belongs to that sub-table's board.
//! Private events never leave the seats in their audience.
//!
//! The parts, one job each: [`queues`] (batches waiting, merged),
//! [`lines`] (which board carries each public event), [`board_edits`]
//! (the boards, the game's end, the timer), [`pushes`] (each player's
//! news) and [`nudges`] (players without DMs pinged in the channel when a
//! public step asks them).

mod board_edits;
mod lines;
mod nudges;
mod pushes;
pub(super) mod queues;

use std::sync::Arc;

use super::boards;
use super::bot::Bot;
use super::languages::in_language;
use crate::table::Batch;
use crate::table::GameLock;

pub(crate) use board_edits::channel_gone;
pub(crate) use lines::main_events;
pub use lines::NOTICE_MARK;
pub use queues::turn_goes_on;
pub(crate) use queues::{Done, Fanout};

/// Queue a committed batch while its game is still locked, let the lock go,
/// then show it (and whatever else of this game queued meanwhile), unless
/// another task is already showing this game's batches.
pub(crate) async fn after_commit(bot: &Arc<Bot>, lock: GameLock<'_>, batch: Batch, done: Done) {
    queue(bot, lock, Fanout::new(batch, done)).await
}

/// Show `row` again as a repair, under its lock: mutes and rooms are set
/// from the state, missing boards and rooms are opened again.
pub(crate) async fn repair(bot: &Arc<Bot>, lock: GameLock<'_>) {
    let row = lock.row().clone();
    let batch = Batch::without_moves(row.clone(), row);
    queue(bot, lock, Fanout::repairing(batch)).await
}

/// [`after_commit`] for a prepared [`Fanout`]. Its public text is in the
/// game's language, whoever clicked; each player's push in theirs.
pub(crate) async fn queue(bot: &Arc<Bot>, lock: GameLock<'_>, f: Fanout) {
    let locale = f.after.locale;
    in_language(locale, show_queued(bot, lock, f)).await
}

async fn show_queued(bot: &Arc<Bot>, lock: GameLock<'_>, f: Fanout) {
    let id = f.after.id;
    let mine = bot.fanouts.boards.push(f);
    drop(lock);
    if !mine {
        return;
    }
    let mut pushing = false;
    while let Some(f) = bot.fanouts.boards.take(id) {
        if board_edits::show(bot, &f).await {
            pushing |= bot.fanouts.pushes.push(f);
        }
    }
    // The boards are shown: now the players. Meanwhile another task may
    // show this game's next boards; it hands its pushes to this loop.
    if pushing {
        while let Some(f) = bot.fanouts.pushes.take(id) {
            if f.after.snapshot.is_none() {
                continue;
            }
            // Where the game's boards are now.
            let boards = boards::locations(bot, &f.after).await;
            let reached = pushes::send(bot, &f, &boards).await;
            nudges::nudge(bot, &f, &boards, &reached).await;
        }
    }
}
