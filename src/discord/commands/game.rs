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
use crate::discord::render::Reply;
use crate::discord::reply::table_error;
use crate::discord::respond::{self, Mode, Target};
use crate::store::{GameRow, GameStatus};
use crate::table::{Batch, GameLock, Kicked, LobbyError, Move, Pace, TableError};

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

/// The game in this channel, when the user may moderate it (to `doing`);
/// otherwise the refusal to show (only to them).
async fn game_to_moderate(ctx: &Context<'_>, doing: &str) -> Result<Result<GameRow, Reply>, Error> {
    let row = match game_here(ctx).await? {
        Ok(row) => row,
        Err(none) => return Ok(Err(none)),
    };
    if !may_moderate(ctx, &row)? {
        let text = format!("Only the host or members who can manage messages can {doing}.");
        return Ok(Err(Reply::text(text)));
    }
    Ok(Ok(row))
}

/// [`game_to_moderate`], locked for the change; otherwise the refusal to
/// show (only to them).
async fn lock_game_to_moderate<'a>(ctx: &Context<'a>, doing: &str) -> Result<GameLock<'a>, Reply> {
    let row = match game_to_moderate(ctx, doing).await {
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
    let mut reply = boards::main_reply(&row, &[]);
    reply.components.clear();
    let players: Vec<String> = row
        .seats
        .iter()
        .map(|s| match (&s.user_id, s.is_bot) {
            (Some(u), false) => format!("<@{u}>"),
            _ => format!("{} (bot)", s.name),
        })
        .collect();
    // A lobby's version counts its changes, not moves.
    let moves = match row.status {
        GameStatus::Lobby => 0,
        _ => row.version,
    };
    let mut text = format!(
        "**{}** · game #{} · {} · {} moves\nPlayers: {}",
        row.kind.title(),
        row.id,
        row.status.as_str(),
        moves,
        players.join(", ")
    );
    if let Some(b) = boards.get(MAIN) {
        let link = boards::jump_link(row.guild_id.as_deref(), &b.channel_id, &b.message_id);
        text.push_str(&format!("\nBoard: {link}"));
    }
    reply.content = text;
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
        let mut game = match lock_game_to_moderate(&ctx, "stop the game").await {
            Ok(game) => game,
            Err(refusal) => return (Mode::Ephemeral, refusal, None),
        };
        let (id, was) = (game.row().id, game.row().clone());
        if let Err(e) = game.stop().await {
            return (Mode::Ephemeral, table_error(id, &e), None);
        }
        bot.scheduler.arm(id, None);
        let text = format!("⏹ Game #{id} was stopped by <@{user}>. Its log is kept.");
        let batch = Batch::without_moves(was, game.row().clone());
        (Mode::Public, Reply::text(text), Some((game, batch)))
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
    Reply::text("Something went wrong on my side; nothing was changed. Please try again.")
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
        let mut game = match lock_game_to_moderate(&ctx, "kick a player").await {
            Ok(game) => game,
            Err(refusal) => return (Mode::Ephemeral, refusal, None),
        };
        let before = game.row().clone();
        let id = before.id;
        let kicked = match game.kick(&target).await {
            Ok(kicked) => kicked,
            Err(TableError::Lobby(LobbyError::NotPlaying(id))) => {
                let text = format!("<@{target}> is not playing in game #{id}.");
                return (Mode::Ephemeral, Reply::text(text), None);
            }
            Err(e) => return (Mode::Ephemeral, table_error(id, &e), None),
        };
        let (text, batch) = match kicked {
            Kicked::FromLobby => (
                format!("<@{target}> was removed from the lobby of game #{id}."),
                Batch::without_moves(before, game.row().clone()),
            ),
            Kicked::ToBot => {
                remember_kicked_alive(bot, &before, &target).await;
                let text = format!("<@{target}>'s seat in game #{id} is now played by a bot.");
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
        (Mode::Public, Reply::text(text), Some((game, batch)))
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
        let refuse = |text: String| (Mode::Ephemeral, Reply::text(text), ());
        let id = match id {
            Some(id) => id,
            None => match bot.table.store().latest_finished_at(&channel).await {
                Ok(Some(id)) => id,
                Ok(None) => {
                    return refuse(
                        "No game has finished in this channel yet: give a game number.".into(),
                    )
                }
                Err(e) => return (Mode::Ephemeral, table_error(0, &e.into()), ()),
            },
        };
        let not_here = || format!("Game #{id} was not played in this server.");
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
            let place = row
                .channel_id
                .as_deref()
                .map_or("its channel".to_string(), |c| format!("<#{c}>"));
            return refuse(format!(
                "Game #{id}'s log is given only in the channel it was played in: ask for it in {place}."
            ));
        }
        if row.status != GameStatus::Finished {
            return refuse(format!(
                "Game #{id} is not finished: its log, secrets included, is shown only once it is over."
            ));
        }
        match bot.table.story(id).await {
            Ok(text) => {
                let file = serenity::CreateAttachment::bytes(
                    text.into_bytes(),
                    format!("wolfden-game-{id}.txt"),
                );
                let mut reply = Reply::text(format!(
                    "📜 The complete log of **{}** game #{id}: every action and what each player saw, then every hidden fact.",
                    row.kind.title()
                ));
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
