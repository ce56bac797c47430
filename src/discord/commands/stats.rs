//! `/stats [user]`: games played and won per game; `/dms`: turn DM pushes
//! on or off for yourself.

use poise::serenity_prelude as serenity;

use super::{interaction, say, Context, Error};
use crate::discord::render::{panel_embed, Extras, Reply};
use crate::discord::reply::table_error;
use crate::discord::respond::{self, Mode, Target};
use crate::engine::Panel;
use crate::games::GameKind;

/// Games played and won, per game
#[poise::command(slash_command)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose stats (you by default)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let ci = interaction(&ctx)?;
    let who = user.unwrap_or_else(|| ci.user.clone());
    let lines = ctx
        .data()
        .table
        .store()
        .stats_for_user(&who.id.to_string())
        .await?;
    let mut panel = Panel::new(format!("Stats for {}", who.display_name()));
    if lines.is_empty() {
        panel.line("No finished games yet.");
    }
    for l in &lines {
        let title = GameKind::from_slug(&l.kind)
            .map(|k| k.title())
            .unwrap_or(l.kind.as_str());
        panel.field(title, format!("played {}, won {}", l.played, l.won), true);
    }
    let (embed, _) = panel_embed(&panel, serenity::Colour(0x5865f2), &Extras::default());
    let reply = Reply {
        embeds: vec![embed],
        ..Reply::default()
    };
    say(&ctx, Mode::Public, reply).await
}

/// Turn "your turn" DMs on or off (you can always use Show my hand)
#[poise::command(slash_command)]
pub async fn dms(
    ctx: Context<'_>,
    #[description = "Send me DMs when it is my turn"] enabled: bool,
) -> Result<(), Error> {
    let ci = interaction(&ctx)?;
    let user = ci.user.id.to_string();
    let bot = ctx.data();
    respond::answer(bot, &Target::from(ci), Mode::Ephemeral, async {
        let mut saved = bot.table.set_dm_opt_out(&user, !enabled).await;
        if enabled && saved.is_ok() {
            // Asking for DMs again: try them again even if they refused us.
            saved = bot.table.record_dm_closed(&user, false).await;
            if let Ok(id) = user.parse::<u64>() {
                bot.dms
                    .lock()
                    .expect("dm state poisoned")
                    .closed
                    .remove(&id);
            }
        }
        let text = match (saved, enabled) {
            (Err(e), _) => return (Mode::Ephemeral, table_error(0, &e), ()),
            (Ok(()), true) => "I will DM you when it is your turn.",
            (Ok(()), false) => "No more DMs: I will mention you in the game's channel instead.",
        };
        (Mode::Ephemeral, Reply::text(text), ())
    })
    .await;
    Ok(())
}
