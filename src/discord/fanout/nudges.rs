//! Players who get no DMs are pinged in the channel when a public step asks
//! them, and only then: who is pinged, and when, follows public facts only,
//! never who was prompted in secret or sent private news (a ping naming
//! just the seats a night step asks would tell the table who holds which
//! role).
//!
//! A step asks in public ([`asked_in_public`]) when the game starts, when
//! the game enters a new stage (`Game::stage`, data, the same in every
//! language: a night, a day, a turn; Werewolf's vote is a step of its
//! day), and when the asking passes wholesale from some seats to others
//! with the board showing it (a turn passes). It
//! pings the seats asked then: in Werewolf every living player once when
//! the night falls and once when the day opens. Other steps ping nobody:
//! the board alone shows them.
//!
//! Whom a ping names: of the seats asked, the players the push of a public
//! step could not reach, neither by DM nor on an open panel. Such a step
//! pushes every seat it asks alike (the start pushes every human), so it
//! learns whose DMs are closed from everyone it asks at once. A refusal met
//! by a private push (a night role's news) is remembered for DMs, but is
//! acted on here only when a public step pushes that player too.

use std::collections::HashMap;
use std::sync::Arc;

use super::super::boards::{channel_of, link_of, MAIN};
use super::super::bot::Bot;
use super::super::delivery;
use super::pushes::Reached;
use super::queues::Fanout;
use crate::engine::{Audience, Seat, Viewer};
use crate::store::discord_queries::BoardRef;
use crate::store::GameStatus;

/// Mention, under the main board, the players `f` asks in public whom its
/// pushes (`reached`) and the game's earlier public pushes did not reach.
pub(super) async fn nudge(
    bot: &Arc<Bot>,
    f: &Fanout,
    boards: &HashMap<String, BoardRef>,
    reached: &HashMap<u64, Reached>,
) {
    let row = &f.after;
    if row.status != GameStatus::Running {
        bot.fanouts.forget_without_dms(row.id);
        return;
    }
    let mut asked: Vec<u64> = asked_in_public(f)
        .into_iter()
        .filter_map(|s| row.human(s))
        .collect();
    asked.sort_unstable();
    asked.dedup();
    // What this step's pushes tell: about everyone at the start, about the
    // players it asks otherwise; an open panel tells nothing.
    let learnt = reached
        .iter()
        .filter(|(user, _)| f.just_dealt() || asked.contains(user))
        .filter_map(|(user, how)| match how {
            Reached::Panel => None,
            Reached::Dm => Some((*user, true)),
            Reached::Not => Some((*user, false)),
        });
    let users = bot.fanouts.without_dms(row.id, learnt, &asked);
    if users.is_empty() {
        return;
    }
    let Some(channel) = channel_of(row, boards, MAIN) else {
        return;
    };
    let button = super::super::render::panel_button(row.kind);
    let text = super::super::render::markdown::public(&crate::text!(
        "discord-nudge",
        game = row.id,
        button = button
    ));
    delivery::nudge(
        bot,
        channel,
        &users,
        &text,
        link_of(row, boards, MAIN).as_deref(),
    )
    .await;
}

/// The seats `f` asks in public: see the module. Empty for a step whose
/// asking only a player's own panel shows.
fn asked_in_public(f: &Fanout) -> Vec<Seat> {
    let row = &f.after;
    let Some(state) = row.snapshot.as_ref() else {
        return Vec::new();
    };
    if row.status != GameStatus::Running || f.mid_turn() {
        return Vec::new();
    }
    let asked = state.prompted_seats();
    let Some(before) = f.before.as_ref().and_then(|b| b.snapshot.as_ref()) else {
        return asked; // just dealt
    };
    if before.stage() != state.stage() {
        return asked;
    }
    let shown = f.events.iter().any(|e| e.audience == Audience::Public)
        || before.view(Viewer::Public) != state.view(Viewer::Public);
    let asked_before = before.prompted_seats();
    if !shown || asked.iter().any(|s| asked_before.contains(s)) {
        return Vec::new();
    }
    asked
}
