//! Players who get no DMs are told in the channel when the game moves on
//! in public. Who is mentioned and when depends on public facts only (the
//! public board changed; who accepts no DMs), never on who was prompted or
//! sent private news: a nudge naming just the seats a night step asks
//! would tell the table who holds which role. Whose DMs are refused is
//! read once per batch, for the whole table.

use std::collections::HashMap;
use std::sync::Arc;

use super::super::boards::{channel_of, link_of, MAIN};
use super::super::bot::Bot;
use super::super::delivery;
use super::queues::Fanout;
use crate::engine::{Audience, Viewer};
use crate::store::discord_queries::BoardRef;
use crate::store::{GameRow, GameStatus};

/// Mention, under the main board, the players a DM does not reach, when
/// `f` moved the game on in public.
pub(super) async fn nudge(bot: &Arc<Bot>, f: &Fanout, boards: &HashMap<String, BoardRef>) {
    let row = &f.after;
    if row.status != GameStatus::Running || f.mid_turn() {
        return;
    }
    let public = |r: &GameRow| r.snapshot.as_ref().map(|s| s.view(Viewer::Public));
    let moved_on = f.events.iter().any(|e| e.audience == Audience::Public)
        || f.before.as_ref().is_none_or(|b| public(b) != public(row));
    if !moved_on {
        return;
    }
    let mut humans: Vec<u64> = (0..row.seats.len()).filter_map(|s| row.human(s)).collect();
    humans.sort_unstable();
    humans.dedup();
    let users = delivery::unreachable(bot, &humans).await;
    if users.is_empty() {
        return;
    }
    let Some(channel) = channel_of(row, boards, MAIN) else {
        return;
    };
    let text = format!(
        "game #{} moved on: press **Show my hand** on the board to see whether it needs you.",
        row.id
    );
    delivery::nudge(
        bot,
        channel,
        &users,
        &text,
        link_of(row, boards, MAIN).as_deref(),
    )
    .await;
}
