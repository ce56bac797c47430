//! Component clicks and select menus on game panels: "Show my hand",
//! choices, paging; dispatch of lobby and rules buttons. Every click is
//! checked against the store (is the game live, is the user seated, is the
//! button's version current), applied through the table service, answered,
//! and then queued for fan-out before the game's lock is let go.

use std::sync::Arc;

use serenity::all::{ComponentInteraction, ComponentInteractionDataKind, MessageFlags};

use super::bot::Bot;
use super::fanout::{self, Done};
use super::lobby;
use super::render::markdown::markdown;
use super::render::{self, seat_reply, Reply};
use super::reply::{not_seated, outdated, table_error, unknown_button};
use super::respond::{self, Mode, Target};
use super::routing::{ChoiceRef, Route};
use crate::engine::{Seat, Viewer};
use crate::store::{GameId, GameRow, GameStatus};
use crate::table::{Batch, Move, Pace, TableError};

/// The events of a batch that `seat` may see, as text.
pub fn events_for(batch: &Batch, seat: Seat) -> Vec<String> {
    batch
        .events
        .iter()
        .filter(|e| e.audience.includes(seat))
        .map(|e| markdown(&e.text, Viewer::Seat(seat)))
        .collect()
}

/// Handle a component interaction.
pub async fn on_component(bot: &Arc<Bot>, ci: &ComponentInteraction) {
    let target = Target::from(ci);
    let user = ci.user.id.to_string();
    let from_ephemeral = ci
        .message
        .flags
        .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
    // A click on a private panel updates it; elsewhere it opens a new one.
    let own = if from_ephemeral {
        Mode::Update
    } else {
        Mode::Ephemeral
    };
    let Some(route) = Route::decode(&ci.data.custom_id) else {
        tracing::info!(custom_id = %ci.data.custom_id, "unknown custom id");
        respond::reply(bot, &target, Mode::Ephemeral, Reply::text(unknown_button())).await;
        return;
    };
    match route {
        Route::Rules { kind, page } => {
            respond::reply(bot, &target, Mode::Update, render::rules(kind, page)).await;
        }
        Route::Hand { game } => show_hand(bot, &target, own, game, &user, 0).await,
        Route::ChoicePage { game, page, .. } => {
            show_hand(bot, &target, own, game, &user, page).await
        }
        Route::Choice {
            game,
            version,
            choice,
        } => {
            choose(
                bot,
                &target,
                own,
                game,
                version,
                &user,
                Pick::Button(choice),
            )
            .await
        }
        Route::ChoiceSelect { game, version, .. } => {
            let value = match &ci.data.kind {
                ComponentInteractionDataKind::StringSelect { values } => values.first().cloned(),
                _ => None,
            };
            match value {
                Some(v) => choose(bot, &target, own, game, version, &user, Pick::Value(v)).await,
                None => {
                    respond::reply(bot, &target, Mode::Ephemeral, Reply::text(unknown_button()))
                        .await
                }
            }
        }
        Route::Lobby { game, op } => lobby::on_click(bot, ci, &target, game, op).await,
        Route::LobbyCounts { game, key, op, .. } => {
            lobby::on_list_pick(bot, ci, &target, game, &key, op).await
        }
        Route::Leaderboard { kind, scope, page } => {
            super::ratings::on_page(bot, ci, &target, kind, &scope, page).await
        }
        Route::Rematch { game } => super::rematch::on_click(bot, ci, &target, game).await,
        Route::Afterlife { game } => {
            super::afterlife::show_panel(bot, &target, own, game, &user).await
        }
        Route::OptionsPage { game, page } => {
            lobby::show_options(bot, &target, Mode::Update, game, &user, page).await
        }
        Route::OptionSet {
            game,
            page,
            key,
            value,
        } => lobby::on_option_set(bot, ci, &target, (game, page), &key, value).await,
        Route::OptionAsk { game, page, key } => {
            lobby::on_option_ask(bot, &target, &user, game, page, &key).await
        }
        Route::TakeBack { game } => take_back(bot, &target, own, game, &user).await,
        Route::OptionsModal { .. } => {
            respond::reply(bot, &target, Mode::Ephemeral, Reply::text(unknown_button())).await
        }
    }
}

async fn show_hand(bot: &Bot, target: &Target, mode: Mode, game: GameId, user: &str, page: usize) {
    let shown = respond::answer(bot, target, mode, async {
        match bot.table.load(game).await {
            Ok(row) if row.seat_of(user).is_none() => {
                (Mode::Ephemeral, Reply::text(not_seated(game)), false)
            }
            Ok(row) => (mode, seat_reply(&row, user, page, &[]), page == 0),
            Err(e) => (Mode::Ephemeral, table_error(game, &e), false),
        }
    })
    .await;
    if shown {
        bot.panel_shown(game, user, &target.token);
    }
}

/// An away player takes their seat back: the table is told, and the
/// player sees their panel at once with what happened while they were
/// away (the recent events above it). Refused, changing nothing, when the
/// game is over or the seat is not away.
async fn take_back(bot: &Arc<Bot>, target: &Target, own: Mode, game: GameId, user: &str) {
    let applied = respond::answer(bot, target, own, async {
        let mut lock = match bot.table.lock(game).await {
            Ok(lock) => lock,
            Err(e) => return (Mode::Ephemeral, table_error(game, &e), None),
        };
        let Some(seat) = lock.row().seat_of(user) else {
            return (Mode::Ephemeral, Reply::text(not_seated(game)), None);
        };
        let before = lock.row().clone();
        match lock.take_seat_back(user).await {
            Ok(events) => {
                let after = lock.row().clone();
                let mut batch = Batch::without_moves(before, after);
                batch.events = events;
                let mut lines = recent_lines(&batch.after, seat);
                lines.extend(events_for(&batch, seat));
                let reply = seat_reply(&batch.after, user, 0, &lines);
                (own, reply, Some((lock, batch, seat)))
            }
            Err(TableError::Rule(e)) => {
                let why = markdown(&e.text(), Viewer::Seat(seat));
                let reply = seat_reply(lock.row(), user, 0, &[]).with_notice(&format!("⚠️ {why}"));
                (own, reply, None)
            }
            Err(e) => (Mode::Ephemeral, table_error(game, &e), None),
        }
    })
    .await;
    if let Some((lock, batch, seat)) = applied {
        bot.panel_shown(game, user, &target.token);
        let done = Done {
            acting_seat: Some(seat),
            main_board: false,
        };
        fanout::after_commit(bot, lock, batch, done).await;
    }
}

/// What happened lately as `seat` may read it: the recent events of its
/// panel (what it missed while away).
fn recent_lines(row: &GameRow, seat: Seat) -> Vec<String> {
    let Some(state) = row.snapshot.as_ref() else {
        return Vec::new();
    };
    state
        .panel_for(seat)
        .fields
        .iter()
        .filter(|f| f.part == crate::engine::Part::Recent)
        .map(|f| markdown(&f.value, Viewer::Seat(seat)))
        .collect()
}

/// How the clicked choice was given.
enum Pick {
    Button(ChoiceRef),
    /// A select menu value: a choice id, or `#index`.
    Value(String),
}

/// The choice id a pick stands for, in `row`'s prompt for `seat`.
fn resolve(row: &GameRow, seat: Seat, pick: Pick) -> Option<String> {
    let choices = row
        .snapshot
        .as_ref()
        .and_then(|s| s.prompt_for(seat))
        .map(|p| p.choices)
        .unwrap_or_default();
    let by_index = |i: usize| choices.get(i).map(|c| c.id.clone());
    match pick {
        Pick::Button(ChoiceRef::Id(id)) => Some(id),
        Pick::Button(ChoiceRef::Index(i)) => by_index(i),
        // An id first (ids may start with `#` too), else `#index`.
        Pick::Value(v) if choices.iter().any(|c| c.id == v) => Some(v),
        Pick::Value(v) => by_index(v.strip_prefix('#')?.parse().ok()?),
    }
}

/// The user picked a choice: check, apply, answer, fan out.
async fn choose(
    bot: &Arc<Bot>,
    target: &Target,
    own: Mode,
    game: GameId,
    version: u64,
    user: &str,
    pick: Pick,
) {
    let applied = respond::answer(bot, target, own, async {
        let mut lock = match bot.table.lock(game).await {
            Ok(lock) => lock,
            Err(e) => return (Mode::Ephemeral, table_error(game, &e), None),
        };
        let row = lock.row();
        let Some(seat) = row.seat_of(user) else {
            return (Mode::Ephemeral, Reply::text(not_seated(game)), None);
        };
        if row.status != GameStatus::Running {
            return (own, seat_reply(row, user, 0, &[]), None);
        }
        let outdated =
            |row: &GameRow| (own, seat_reply(row, user, 0, &[]).with_notice(&outdated()));
        match lock.is_current(seat, version).await {
            Ok(true) => {}
            Ok(false) => {
                let (mode, reply) = outdated(lock.row());
                return (mode, reply, None);
            }
            Err(e) => return (Mode::Ephemeral, table_error(game, &e), None),
        }
        let Some(action) = resolve(lock.row(), seat, pick) else {
            let (mode, reply) = outdated(lock.row());
            return (mode, reply, None);
        };
        let before = lock.row().clone();
        let first = Move::User {
            user: user.to_string(),
            action,
            version: before.version,
        };
        match lock.batch(Some(before), first, Pace::REAL_TIME).await {
            Ok(batch) => {
                let reply = seat_reply(&batch.after, user, 0, &events_for(&batch, seat));
                (own, reply, Some((lock, batch, seat)))
            }
            Err(TableError::Outdated { .. }) => {
                let (mode, reply) = outdated(lock.row());
                (mode, reply, None)
            }
            Err(TableError::Rule(e)) => {
                let why = markdown(&e.text(), Viewer::Seat(seat));
                let reply = seat_reply(lock.row(), user, 0, &[]).with_notice(&format!("⚠️ {why}"));
                (own, reply, None)
            }
            Err(e) => {
                tracing::warn!(game, error = %e, "a click failed");
                (Mode::Ephemeral, table_error(game, &e), None)
            }
        }
    })
    .await;
    if let Some((lock, batch, seat)) = applied {
        bot.panel_shown(game, user, &target.token);
        let done = Done {
            acting_seat: Some(seat),
            main_board: false,
        };
        fanout::after_commit(bot, lock, batch, done).await;
    }
}
