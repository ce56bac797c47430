//! `/game status|stop|kick|log|watch`: about the game in this channel.
//! Stop and kick are for the host (while seated) or members who may manage
//! messages; they answer through the deferring path like clicks, and what
//! follows (the board, mutes lifted, rooms closed, the bots' moves) goes
//! through the fan-out after the game's lock is let go. Log attaches the
//! complete story of a finished game, asked for in the channel it was
//! played in (so only members who can see that channel get its secrets);
//! watch lets someone who is not (or no longer) playing into the
//! afterlife, but not a player kicked to a bot while alive.

use poise::serenity_prelude as serenity;
use serenity::Permissions;

use super::{game_here, interaction, say, Context, Error};
use crate::discord::afterlife;
use crate::discord::boards::{self, MAIN};
use crate::discord::fanout::{self, Done};
use crate::discord::languages::in_language;
use crate::discord::render::markdown::{self, mention, public, raw};
use crate::discord::render::Reply;
use crate::discord::reply::{internal_error, table_error};
use crate::discord::respond::{self, Mode, Target};
use crate::engine::text::{current_locale, with_locale};
use crate::engine::{Arg, Text};
use crate::store::{GameRow, GameStatus};
use crate::table::{Batch, GameLock, Kicked, LobbyError, Move, Pace, TableError};
use crate::text;

/// The game in this channel
#[poise::command(
    slash_command,
    guild_only,
    subcommands("status", "stop", "kick", "log", "watch"),
    subcommand_required
)]
pub async fn game(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Whether the user may stop or kick: the host while still seated (a
/// kicked host loses the role), or Manage Messages.
fn may_moderate(ctx: &Context<'_>, row: &GameRow) -> Result<bool, Error> {
    let ci = interaction(ctx)?;
    let user = ci.user.id.to_string();
    let host = row.host_id.as_deref() == Some(user.as_str())
        && (row.status == GameStatus::Lobby || row.seat_of(&user).is_some());
    let manage = ci
        .member
        .as_ref()
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.contains(Permissions::MANAGE_MESSAGES) || p.administrator());
    Ok(host || manage)
}

/// The game in this channel, when the user may moderate it; otherwise
/// `refusal` (only to them).
async fn game_to_moderate(
    ctx: &Context<'_>,
    refusal: Text,
) -> Result<Result<GameRow, Reply>, Error> {
    let row = match game_here(ctx).await? {
        Ok(row) => row,
        Err(none) => return Ok(Err(none)),
    };
    if !may_moderate(ctx, &row)? {
        return Ok(Err(Reply::say(&refusal)));
    }
    Ok(Ok(row))
}

/// [`game_to_moderate`], locked for the change; otherwise the refusal to
/// show (only to them).
async fn lock_game_to_moderate<'a>(
    ctx: &Context<'a>,
    refusal: Text,
) -> Result<GameLock<'a>, Reply> {
    let row = match game_to_moderate(ctx, refusal).await {
        Ok(Ok(row)) => row,
        Ok(Err(refusal)) => return Err(refusal),
        Err(e) => return Err(failed(&e)),
    };
    ctx.data()
        .table
        .lock(row.id)
        .await
        .map_err(|e| table_error(row.id, &e))
}

/// Show the game's board, players and state (only you see it)
#[poise::command(slash_command, guild_only)]
pub async fn status(ctx: Context<'_>) -> Result<(), Error> {
    let row = match game_here(&ctx).await? {
        Ok(row) => row,
        Err(none) => return say(&ctx, Mode::Ephemeral, none).await,
    };
    let boards = boards::locations(ctx.data(), &row).await;
    let mut reply = boards::main_reply(&row, &[], &boards);
    reply.components.clear();
    let players: Vec<Text> = row
        .seats
        .iter()
        .map(|s| match (&s.user_id, s.is_bot) {
            (Some(u), false) => Text::from(format!("<@{u}>")),
            // A bot's name with the bot suffix in the reader's language.
            _ => s.label(),
        })
        .collect();
    // A lobby's version counts its changes, not moves.
    let moves = match row.status {
        GameStatus::Lobby => 0,
        _ => row.version,
    };
    let status = match row.status {
        GameStatus::Lobby => text!("discord-status-lobby"),
        GameStatus::Running => text!("discord-status-running"),
        GameStatus::Finished => text!("discord-status-finished"),
        GameStatus::Cancelled => text!("discord-status-cancelled"),
    };
    let mut lines = vec![
        text!(
            "discord-status",
            game = row.kind.title(),
            id = row.id,
            status = status,
            moves = i64::try_from(moves).unwrap_or(i64::MAX)
        ),
        text!("discord-status-players", players = players),
    ];
    if let Some(b) = boards.get(MAIN) {
        let link = boards::jump_link(row.guild_id.as_deref(), &b.channel_id, &b.message_id);
        lines.push(text!("discord-status-board", link = raw(link)));
    }
    reply.content = public(&Text::Lines(lines));
    say(&ctx, Mode::Ephemeral, reply).await
}

/// Stop the game in this channel (the host, or Manage Messages); its log is kept
#[poise::command(slash_command, guild_only)]
pub async fn stop(ctx: Context<'_>) -> Result<(), Error> {
    let ci = interaction(&ctx)?;
    let bot = ctx.data();
    let _inflight = bot.inflight.read().await;
    let user = ci.user.id;
    // Everything, the checks included, within the answer's deadline; what
    // to lift is computed from the row loaded under the lock.
    let stopped = respond::answer(bot, &Target::from(ci), Mode::Public, async {
        let refusal = text!("discord-moderators-only-stop");
        let mut game = match lock_game_to_moderate(&ctx, refusal).await {
            Ok(game) => game,
            Err(refusal) => return (Mode::Ephemeral, refusal, None),
        };
        let (id, was) = (game.row().id, game.row().clone());
        if let Err(e) = game.stop().await {
            return (Mode::Ephemeral, table_error(id, &e), None);
        }
        bot.scheduler.arm(id, None);
        let text = text!("discord-game-stopped", game = id, user = mention(user));
        let batch = Batch::without_moves(was, game.row().clone());
        // Said to the channel: in the game's language.
        let reply = with_locale(batch.after.locale, || Reply::say(&text));
        (Mode::Public, reply, Some((game, batch)))
    })
    .await;
    // The board, every mute lifted and the rooms closed, by the fan-out.
    if let Some((game, batch)) = stopped {
        fanout::after_commit(bot, game, batch, Done::default()).await;
    }
    Ok(())
}

fn failed(e: &Error) -> Reply {
    tracing::error!(error = %e, "a command failed");
    internal_error()
}

/// Give a player's seat to a bot (the host, or Manage Messages)
#[poise::command(slash_command, guild_only)]
pub async fn kick(
    ctx: Context<'_>,
    #[description = "The player to replace with a bot"] player: serenity::User,
) -> Result<(), Error> {
    let ci = interaction(&ctx)?;
    let bot = ctx.data();
    let _inflight = bot.inflight.read().await;
    let target = player.id.to_string();
    let kicked = respond::answer(bot, &Target::from(ci), Mode::Public, async {
        let refusal = text!("discord-moderators-only-kick");
        let mut game = match lock_game_to_moderate(&ctx, refusal).await {
            Ok(game) => game,
            Err(refusal) => return (Mode::Ephemeral, refusal, None),
        };
        let before = game.row().clone();
        let id = before.id;
        let kicked = match game.kick(&target).await {
            Ok(kicked) => kicked,
            Err(TableError::Lobby(LobbyError::NotPlaying(id))) => {
                let text = text!(
                    "discord-kick-not-playing",
                    player = mention(&target),
                    game = id
                );
                return (Mode::Ephemeral, Reply::say(&text), None);
            }
            Err(e) => return (Mode::Ephemeral, table_error(id, &e), None),
        };
        let (text, batch) = match kicked {
            Kicked::FromLobby => (
                text!(
                    "discord-kicked-from-lobby",
                    player = mention(&target),
                    game = id
                ),
                Batch::without_moves(before, game.row().clone()),
            ),
            Kicked::ToBot => {
                remember_kicked_alive(bot, &before, &target).await;
                let text = text!(
                    "discord-kicked-to-bot",
                    player = mention(&target),
                    game = id
                );
                // The kick is durable: a bot move that fails now is
                // retried later, and the seat change is shown anyway.
                let batch = match game
                    .batch(Some(before.clone()), Move::BotsOnly, Pace::REAL_TIME)
                    .await
                {
                    Ok(batch) => batch,
                    Err(e) => {
                        tracing::error!(game = id, error = %e, "bots after a kick failed");
                        Batch {
                            incomplete: true,
                            ..Batch::without_moves(before, game.row().clone())
                        }
                    }
                };
                (text, batch)
            }
        };
        // Said to the channel: in the game's language.
        let reply = with_locale(batch.after.locale, || Reply::say(&text));
        (Mode::Public, reply, Some((game, batch)))
    })
    .await;
    if let Some((game, batch)) = kicked {
        fanout::after_commit(bot, game, batch, Done::default()).await;
    }
    Ok(())
}

/// A player kicked to a bot while alive in a game with an afterlife may
/// not watch it until it ends (see [`afterlife::watch`]): remember them.
async fn remember_kicked_alive(bot: &crate::discord::bot::Bot, before: &GameRow, user: &str) {
    let (Some(seat), Some(state)) = (before.seat_of(user), before.snapshot.as_ref()) else {
        return;
    };
    let Some(dead) = state.afterlife() else {
        return;
    };
    if dead.contains(&seat) {
        return;
    }
    let channel = before.channel_id.clone().unwrap_or_default();
    let key = afterlife::kicked_alive_key(user);
    let saved = bot
        .table
        .record_board(before.id, &key, &channel, "0", Some(0))
        .await;
    if let Err(e) = saved {
        tracing::warn!(game = before.id, error = %e, "cannot remember a kicked living player");
    }
}

/// The complete log of a finished game of this server, as a text file
#[poise::command(slash_command, guild_only)]
pub async fn log(
    ctx: Context<'_>,
    #[description = "The game's number (default: the last game finished in this channel)"]
    id: Option<i64>,
    #[description = "Post it in the channel for everyone (default: only you see it)"]
    public: Option<bool>,
) -> Result<(), Error> {
    let ci = interaction(&ctx)?;
    let bot = ctx.data();
    let mode = if public == Some(true) {
        Mode::Public
    } else {
        Mode::Ephemeral
    };
    let guild = ci.guild_id.map(|g| g.to_string());
    let channel = ci.channel_id.to_string();
    respond::answer(bot, &Target::from(ci), mode, async {
        let refuse = |text: Text| (Mode::Ephemeral, Reply::say(&text), ());
        let id = match id {
            Some(id) => id,
            None => match bot.table.store().latest_finished_at(&channel).await {
                Ok(Some(id)) => id,
                Ok(None) => return refuse(text!("discord-log-no-game")),
                Err(e) => return (Mode::Ephemeral, table_error(0, &e.into()), ()),
            },
        };
        let not_here = || text!("discord-log-not-here", game = id);
        let row = match bot.table.load(id).await {
            Ok(row) => row,
            Err(TableError::NotFound(_)) => return refuse(not_here()),
            Err(e) => return (Mode::Ephemeral, table_error(id, &e), ()),
        };
        if row.guild_id.is_none() || row.guild_id != guild {
            return refuse(not_here());
        }
        // Its secrets are for those who could see it played: a member who
        // cannot see the game's channel cannot ask from there.
        if row.channel_id.as_deref() != Some(channel.as_str()) {
            let place = match row.channel_id.as_deref() {
                Some(c) => markdown::channel(c),
                None => Arg::Text(text!("discord-log-its-channel")),
            };
            return refuse(text!("discord-log-elsewhere", game = id, place = place));
        }
        if row.status != GameStatus::Finished {
            return refuse(text!("discord-log-not-finished", game = id));
        }
        // Posted for everyone, the story is in the game's language.
        let speak = if mode == Mode::Public {
            row.locale
        } else {
            current_locale()
        };
        match in_language(speak, bot.table.story(id)).await {
            Ok(text) => {
                let file = serenity::CreateAttachment::bytes(
                    text.into_bytes(),
                    format!("wolfden-game-{id}.txt"),
                );
                let mut reply = with_locale(speak, || {
                    Reply::say(&text!(
                        "discord-log-file",
                        title = row.kind.title(),
                        game = id
                    ))
                });
                reply.files.push(file);
                (mode, reply, ())
            }
            Err(e) => (Mode::Ephemeral, table_error(id, &e), ()),
        }
    })
    .await;
    Ok(())
}

/// Watch this channel's game from the afterlife (the dead and onlookers only)
#[poise::command(slash_command, guild_only)]
pub async fn watch(ctx: Context<'_>) -> Result<(), Error> {
    let ci = interaction(&ctx)?;
    let bot = ctx.data();
    let _inflight = bot.inflight.read().await;
    let user = ci.user.id.get();
    let found = game_here(&ctx).await?;
    respond::answer(bot, &Target::from(ci), Mode::Ephemeral, async {
        let row = match found {
            Ok(row) => row,
            Err(none) => return (Mode::Ephemeral, none, ()),
        };
        // Under the game's lock, so the thread is opened once.
        match bot.table.lock(row.id).await {
            Ok(game) => (
                Mode::Ephemeral,
                afterlife::watch(bot, game.row(), user).await,
                (),
            ),
            Err(e) => (Mode::Ephemeral, table_error(row.id, &e), ()),
        }
    })
    .await;
    Ok(())
}
