//! `/help`: what each command does and how a game goes, ephemeral; works in
//! a server channel and in DMs alike. The wording is in
//! `locales/en/discord.ftl`, drawn by [`crate::discord::render::help`].

use super::{say, Context, Error};
use crate::discord::render;
use crate::discord::respond::Mode;

/// What each command does and how a game goes (only you see it)
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    say(&ctx, Mode::Ephemeral, render::help()).await
}
