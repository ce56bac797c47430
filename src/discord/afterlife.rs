//! The end of a game and what the dead may see, on Discord.
//!
//! - **The whole story**: a finished game's board is the game's own story
//!   (its finished view), the outcome, a pointer to `/game log` (every
//!   seat's hidden facts and the complete log) and a **Rematch** button
//!   ([`super::boards::final_board`]).
//! - **The afterlife** (games with [`crate::engine::Game::afterlife`]:
//!   Werewolf): the dead, and onlookers who ran `/game watch` without
//!   playing, share a private thread, stored beside the boards as
//!   `afterlife`; the bot posts there every hidden event as it happens (the
//!   night's actions, private choices) and a button opening the
//!   full-information panel ([`crate::engine::Game::afterlife_view`]). The
//!   dead stay muted in the main channel ([`super::silence`]); an onlooker
//!   who watches is muted there too, the same way (their own overwrite
//!   kept, and put back at the end), so nothing seen in the afterlife
//!   reaches the living. Where the bot cannot open a private thread and add
//!   people to it (channel `0` is stored), or cannot add one of the dead,
//!   they are told by DM and the panel alone serves. A seat still in play is never
//!   added to the thread and never shown the panel ([`may_enter`]).

use std::collections::HashMap;

use serenity::all::{ButtonStyle, ChannelId, Colour, CreateActionRow, CreateButton, EditThread};

use super::bot::Bot;
use super::delivery;
use super::limits;
use super::render::markdown::{channel, markdown, public, raw};
use super::render::{panel_embed, Extras, Reply};
use super::reply::table_error;
use super::respond::{self, Mode, Target};
use super::routing::Route;
use crate::engine::{Audience, Event, Seat, Text, Viewer};
use crate::games::AnyGame;
use crate::store::discord_queries::BoardRef;
use crate::store::{GameId, GameRow, GameStatus};
use crate::text;

/// The board key the afterlife thread is stored under.
pub const AFTERLIFE: &str = "afterlife";

/// The board key remembering that `user` was kicked to a bot while alive:
/// they may watch only once the game is over (a Werewolf ruling: their
/// team may still be playing).
pub(crate) fn kicked_alive_key(user: &str) -> String {
    format!("kicked:{user}")
}

const COLOUR_AFTERLIFE: Colour = Colour(0x5f3dc4);

/// Whether `user` may enter game `row`'s afterlife: the game has one, and
/// the user is dead in it or not playing at all. A living seat never may.
pub fn may_enter(row: &GameRow, user: &str) -> Result<(), Text> {
    let Some(state) = row.snapshot.as_ref() else {
        return Err(text!("discord-afterlife-not-started"));
    };
    let Some(dead) = state.afterlife() else {
        return Err(text!("discord-afterlife-none"));
    };
    match row.seat_of(user) {
        Some(seat) if !dead.contains(&seat) && row.status == GameStatus::Running => {
            Err(text!("discord-afterlife-alive"))
        }
        _ => Ok(()),
    }
}

/// The afterlife panel for someone allowed in.
fn panel_reply(row: &GameRow) -> Reply {
    let Some(state) = row.snapshot.as_ref() else {
        return Reply::say(&text!("discord-afterlife-not-started"));
    };
    let panel = state.afterlife_view();
    let footer = text!("discord-afterlife-footer", game = row.id);
    let extras = Extras {
        footer: Some(footer.plain(Viewer::Public)),
        ..Extras::default()
    };
    let (embed, _) = panel_embed(&panel, Viewer::Public, COLOUR_AFTERLIFE, &extras);
    let refresh = CreateButton::new(Route::Afterlife { game: row.id }.encode())
        .label(text!("discord-refresh").plain(Viewer::Public))
        .style(ButtonStyle::Secondary);
    Reply {
        embeds: vec![embed],
        components: vec![CreateActionRow::Buttons(vec![refresh])],
        ..Reply::default()
    }
}

/// The afterlife panel button (`af:{game}`): the panel, privately, or why not.
pub async fn show_panel(bot: &Bot, target: &Target, own: Mode, game: GameId, user: &str) {
    respond::answer(bot, target, own, async {
        match bot.table.load(game).await {
            Ok(row) => match may_enter(&row, user) {
                Ok(()) => (own, panel_reply(&row), ()),
                Err(why) => (Mode::Ephemeral, Reply::say(&why), ()),
            },
            Err(e) => (Mode::Ephemeral, table_error(game, &e), ()),
        }
    })
    .await
}

/// `/game watch`: an onlooker (or a dead player) joins the afterlife
/// thread and gets the panel. Call under the game's lock.
pub async fn watch(bot: &Bot, row: &GameRow, user: u64) -> Reply {
    if let Err(why) = may_enter(row, &user.to_string()) {
        return Reply::say(&why);
    }
    if row.status != GameStatus::Running {
        return panel_reply(row).with_notice(&public(&text!("discord-afterlife-over")));
    }
    let mut boards = super::boards::locations(bot, row).await;
    if boards.contains_key(&kicked_alive_key(&user.to_string())) {
        return Reply::say(&text!("discord-afterlife-kicked"));
    }
    let thread = match thread_of(&boards) {
        Some(found) => found,
        None => open(bot, row, &mut boards).await,
    };
    let notice = match thread {
        Some(t) if add(bot, row, t, user).await => {
            text!("discord-afterlife-joined", thread = channel(t))
        }
        Some(_) => text!("discord-afterlife-cannot-add"),
        None => text!("discord-afterlife-no-thread"),
    };
    let mut notice = public(&notice);
    if row.seat_of(&user.to_string()).is_none()
        && !super::silence::mute_onlooker(bot, row, user).await
    {
        notice.push(' ');
        notice.push_str(&public(&text!("discord-afterlife-keep-quiet")));
    }
    panel_reply(row).with_notice(&notice)
}

fn game_channel(row: &GameRow) -> Option<ChannelId> {
    row.channel_id
        .as_deref()
        .and_then(|c| c.parse::<u64>().ok())
        .filter(|c| *c != 0)
        .map(ChannelId::new)
}

/// The stored thread: `Some(Some(t))` open, `Some(None)` unavailable here
/// (panels only), `None` not opened yet.
fn thread_of(boards: &HashMap<String, BoardRef>) -> Option<Option<ChannelId>> {
    boards.get(AFTERLIFE).map(|b| {
        b.channel_id
            .parse::<u64>()
            .ok()
            .filter(|c| *c != 0)
            .map(ChannelId::new)
    })
}

/// After a batch: newly dead humans join the afterlife, every hidden event
/// is posted there, and at the end the thread is closed. `before: None`
/// (just dealt, recovering) adds every dead human again.
pub async fn sync(
    bot: &Bot,
    row: &GameRow,
    before: Option<&AnyGame>,
    events: &[Event],
    boards: &mut HashMap<String, BoardRef>,
) {
    let Some(state) = row.snapshot.as_ref() else {
        return;
    };
    let Some(dead) = state.afterlife() else {
        return;
    };
    if row.status != GameStatus::Running {
        // Once, when the game ends (or is stopped).
        if before.is_some_and(|b| b.outcome().is_none()) || row.status == GameStatus::Cancelled {
            if let Some(Some(thread)) = thread_of(boards) {
                close(bot, row, thread).await;
            }
        }
        return;
    }
    let was_dead = before.and_then(|b| b.afterlife()).unwrap_or_default();
    let newly: Vec<u64> = dead
        .iter()
        .filter(|s| !was_dead.contains(s))
        .filter_map(|&s| row.human(s))
        .collect();
    let thread = match thread_of(boards) {
        Some(t) => t,
        None if !newly.is_empty() => open(bot, row, boards).await,
        None => return,
    };
    match thread {
        Some(t) => {
            // The batch's secrets go to those who were dead before it: a
            // player who died in it did not see its earlier moves as a ghost.
            let hidden = hidden_lines(row, events);
            if !hidden.is_empty() {
                let text = limits::last_lines(&hidden, limits::CONTENT);
                post(bot, row, t, Reply::text(text)).await;
            }
            for &user in &newly {
                if !add(bot, row, t, user).await {
                    dm_panel(bot, row, user).await;
                }
            }
        }
        None => {
            for &user in &newly {
                dm_panel(bot, row, user).await;
            }
        }
    }
}

/// Someone the afterlife thread cannot take gets its panel button by DM.
async fn dm_panel(bot: &Bot, row: &GameRow, user: u64) {
    let text = text!(
        "discord-afterlife-dm",
        title = row.kind.title(),
        game = row.id
    );
    let reply = || Reply {
        components: vec![panel_button(row.id)],
        ..Reply::say(&text)
    };
    delivery::dm_player(bot, user, row.locale, reply).await;
}

/// The events of a batch the public did not see, with who saw each.
fn hidden_lines(row: &GameRow, events: &[Event]) -> Vec<String> {
    // Names as the lobby stored them, escaped already.
    let name = |s: &Seat| {
        Text::from(
            row.seats
                .get(*s)
                .map(|r| r.name.clone())
                .unwrap_or_default(),
        )
    };
    events
        .iter()
        .filter_map(|e| {
            let to: Vec<Text> = match &e.audience {
                Audience::Public => return None,
                Audience::Seat(s) => vec![name(s)],
                Audience::Seats(v) => v.iter().map(name).collect(),
            };
            let line = raw(markdown(&e.text, Viewer::Public));
            Some(public(&text!(
                "discord-afterlife-hidden",
                seats = to,
                line = line
            )))
        })
        .collect()
}

fn panel_button(game: GameId) -> CreateActionRow {
    CreateActionRow::Buttons(vec![CreateButton::new(Route::Afterlife { game }.encode())
        .label(text!("discord-afterlife-open-panel").plain(Viewer::Public))
        .style(ButtonStyle::Primary)])
}

/// Add `user` to the afterlife thread; `false` when Discord refused.
async fn add(bot: &Bot, row: &GameRow, thread: ChannelId, user: u64) -> bool {
    let added = bot
        .add_thread_member("add afterlife member", thread, user)
        .await;
    if let Err(e) = &added {
        tracing::info!(game = row.id, user, error = %e, "cannot add someone to the afterlife");
    }
    added.is_ok()
}

async fn post(bot: &Bot, row: &GameRow, thread: ChannelId, reply: Reply) {
    let posted = bot
        .post("post in the afterlife", thread, &reply.into_message())
        .await;
    if let Err(e) = posted {
        tracing::info!(game = row.id, error = %e, "cannot post in the afterlife");
    }
}

/// Open the private thread (members are added by the caller) and remember
/// it, or remember that it cannot be opened here.
async fn open(
    bot: &Bot,
    row: &GameRow,
    boards: &mut HashMap<String, BoardRef>,
) -> Option<ChannelId> {
    let parent = game_channel(row)?;
    let name = text!(
        "discord-afterlife-thread",
        title = row.kind.title(),
        game = row.id
    )
    .plain(Viewer::Public);
    let created = super::rooms::open_private_thread(bot, "create afterlife", parent, &name).await;
    let thread = match created {
        Ok(t) => Some(t),
        Err(e) => {
            tracing::info!(game = row.id, error = %e, "cannot open the afterlife thread; panels only");
            None
        }
    };
    let channel = thread.map_or("0".to_string(), |t| t.to_string());
    if let Err(e) = bot
        .table
        .record_board(row.id, AFTERLIFE, &channel, "0", Some(0))
        .await
    {
        tracing::warn!(game = row.id, error = %e, "cannot remember the afterlife thread");
    }
    boards.insert(
        AFTERLIFE.to_string(),
        BoardRef {
            board: AFTERLIFE.to_string(),
            channel_id: channel,
            message_id: "0".to_string(),
            version: Some(0),
        },
    );
    if let Some(t) = thread {
        let reply = Reply {
            components: vec![panel_button(row.id)],
            ..Reply::say(&text!("discord-afterlife-intro"))
        };
        post(bot, row, t, reply).await;
    }
    thread
}

async fn close(bot: &Bot, row: &GameRow, thread: ChannelId) {
    post(
        bot,
        row,
        thread,
        Reply::say(&text!("discord-thread-closed")),
    )
    .await;
    let closed = bot
        .retry
        .run("close afterlife", || {
            thread.edit_thread(&*bot.http, EditThread::new().archived(true).locked(true))
        })
        .await;
    if let Err(e) = closed {
        tracing::info!(game = row.id, error = %e, "cannot archive the afterlife thread");
    }
}
