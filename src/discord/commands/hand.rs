//! `/hand`: your private panel for the game in this channel, ephemeral.

use super::{game_here, interaction, say, Context, Error};
use crate::discord::render::seat_reply;
use crate::discord::respond::Mode;

/// Show your hand and your choices in this channel's game (only you see it)
#[poise::command(slash_command, guild_only)]
pub async fn hand(ctx: Context<'_>) -> Result<(), Error> {
    let user = interaction(&ctx)?.user.id.to_string();
    let reply = match game_here(&ctx).await? {
        Ok(row) => seat_reply(&row, &user, 0, &[]),
        Err(none) => none,
    };
    say(&ctx, Mode::Ephemeral, reply).await
}
