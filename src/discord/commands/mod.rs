//! Slash commands (poise): `/play`, `/hand`, `/rules`, `/game
//! status|stop|kick|log|watch`, `/stats`, `/leaderboard`, `/dms`, `/help`. Each answers through [`super::respond`], so answers
//! get the same retry and defer handling as clicks.

mod game;
mod hand;
mod help;
mod play;
mod rules;
mod stats;

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use serenity::{AutocompleteChoice, CommandInteraction, CreateAutocompleteResponse};

use super::bot::Bot;
use super::render::Reply;
use super::respond::{self, Mode, Target};
use crate::games::GameKind;
use crate::store::{GameId, GameRow};

pub type Data = Arc<Bot>;
pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// Every command the bot registers.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![
        play::play(),
        hand::hand(),
        rules::rules(),
        game::game(),
        stats::stats(),
        stats::leaderboard(),
        stats::dms(),
        help::help(),
    ]
}

/// The interaction behind a slash command (these commands are slash-only).
fn interaction<'a>(ctx: &Context<'a>) -> Result<&'a CommandInteraction, Error> {
    match ctx {
        poise::Context::Application(a) => Ok(a.interaction),
        poise::Context::Prefix(_) => Err("slash commands only".into()),
    }
}

/// Answer a command at once.
async fn say(ctx: &Context<'_>, mode: Mode, reply: Reply) -> Result<(), Error> {
    let ci = interaction(ctx)?;
    respond::reply(ctx.data(), &Target::from(ci), mode, reply).await;
    Ok(())
}

/// Autocomplete over the five games (those not playable yet say so).
async fn autocomplete_game(_ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let partial = partial.trim().to_ascii_lowercase();
    let choices = GameKind::ALL
        .into_iter()
        .filter(|k| {
            partial.is_empty()
                || k.slug().contains(&partial)
                || k.title().to_ascii_lowercase().contains(&partial)
        })
        .map(|k| AutocompleteChoice::new(format!("{} ({})", k.title(), k.slug()), k.slug()))
        .collect();
    CreateAutocompleteResponse::new().set_choices(choices)
}

/// The live game in the command's channel (or thread), with a message for
/// the user when there is none.
async fn game_here(ctx: &Context<'_>) -> Result<Result<GameRow, Reply>, Error> {
    let bot = ctx.data();
    let channel = ctx.channel_id().to_string();
    let id: Option<GameId> = bot.table.store().live_game_at(&channel).await?;
    let Some(id) = id else {
        return Ok(Err(Reply::text(
            "No game is running in this channel. Start one with `/play`.",
        )));
    };
    Ok(Ok(bot.table.load(id).await?))
}

/// Errors poise reports before or around a command.
pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            let reply = Reply::text(
                "This command works in a server channel, not in DMs: games are played in channels.",
            );
            if let Err(e) = say(&ctx, Mode::Ephemeral, reply).await {
                tracing::warn!(error = %e, "cannot answer a DM command");
            }
        }
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, error = %error, "command failed");
            let reply = Reply::text(
                "Something went wrong on my side; nothing was changed. Please try again.",
            );
            let _ = say(&ctx, Mode::Ephemeral, reply).await;
        }
        poise::FrameworkError::ArgumentParse { error, ctx, .. } => {
            let reply = Reply::text(format!("I could not read that command: {error}"));
            let _ = say(&ctx, Mode::Ephemeral, reply).await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::warn!(error = %e, "error while handling an error");
            }
        }
    }
}
