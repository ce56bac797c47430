//! `/rules game:<name>`: the rules summary, one page at a time with buttons.

use super::{autocomplete_game, say, Context, Error};
use crate::discord::render;
use crate::discord::reply::unknown_game;
use crate::discord::respond::Mode;
use crate::games::GameKind;

/// Read a game's rules summary
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "The game"]
    #[autocomplete = "autocomplete_game"]
    game: String,
) -> Result<(), Error> {
    let reply = match GameKind::from_slug(&game) {
        Ok(kind) => render::rules(kind, 0),
        Err(e) => unknown_game(&e),
    };
    say(&ctx, Mode::Ephemeral, reply).await
}
