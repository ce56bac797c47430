//! `/stats [user] [game] [public]`: per game played, won, win rate, rating
//! with its uncertainty, best streak, favourite role; `/leaderboard
//! game:<name> [scope:server|global] [public]`: the ranked players, paged;
//! `/dms`: turn DM pushes on or off for yourself. Stats and leaderboards
//! are ephemeral unless `public:true`, and deferred like every answer.

use poise::serenity_prelude as serenity;
use serenity::{AutocompleteChoice, CreateAutocompleteResponse};

use super::{autocomplete_game, interaction, Context, Error};
use crate::discord::languages::in_language;
use crate::discord::ratings::{leaderboard_reply, stats_reply, Scope};
use crate::discord::render::markdown::code;
use crate::discord::render::Reply;
use crate::discord::reply::{table_error, unknown_game};
use crate::discord::respond::{self, Mode, Target};
use crate::engine::text::with_locale;
use crate::engine::Viewer;
use crate::games::GameKind;
use crate::text;

fn mode(public: Option<bool>) -> Mode {
    if public == Some(true) {
        Mode::Public
    } else {
        Mode::Ephemeral
    }
}

/// Games played and won, ratings and streaks, per game
#[poise::command(slash_command)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose stats (you by default)"] user: Option<serenity::User>,
    #[description = "Only this game"]
    #[autocomplete = "autocomplete_game"]
    game: Option<String>,
    #[description = "Post it in the channel for everyone (default: only you see it)"]
    public: Option<bool>,
) -> Result<(), Error> {
    let ci = interaction(&ctx)?;
    let bot = ctx.data();
    let who = user.unwrap_or_else(|| ci.user.clone());
    let mode = mode(public);
    let guild = ci.guild_id.map(|g| g.get());
    let store = bot.table.store();
    let speak = bot
        .languages
        .of_answer(store, guild, mode == Mode::Public)
        .await;
    respond::answer(bot, &Target::from(ci), mode, async {
        let kind = match game.as_deref().map(GameKind::from_slug).transpose() {
            Ok(kind) => kind,
            Err(e) => return (Mode::Ephemeral, unknown_game(&e), ()),
        };
        match bot
            .table
            .store()
            .player_stats(&who.id.to_string(), kind)
            .await
        {
            Ok(stats) => {
                let reply = with_locale(speak, || stats_reply(who.display_name(), &stats));
                (mode, reply, ())
            }
            Err(e) => {
                tracing::error!(error = %e, "cannot read stats");
                let reply = Reply::say(&text!("discord-read-error"));
                (Mode::Ephemeral, reply, ())
            }
        }
    })
    .await;
    Ok(())
}

async fn autocomplete_scope(_ctx: Context<'_>, _partial: &str) -> CreateAutocompleteResponse {
    CreateAutocompleteResponse::new().set_choices(vec![
        AutocompleteChoice::new(
            text!("discord-scope-server").plain(Viewer::Public),
            "server",
        ),
        AutocompleteChoice::new(
            text!("discord-scope-global").plain(Viewer::Public),
            "global",
        ),
    ])
}

/// The best players of a game (enough games to be ranked), paged
#[poise::command(slash_command)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "The game"]
    #[autocomplete = "autocomplete_game"]
    game: String,
    #[description = "server (default) or global"]
    #[autocomplete = "autocomplete_scope"]
    scope: Option<String>,
    #[description = "Post it in the channel for everyone (default: only you see it)"]
    public: Option<bool>,
) -> Result<(), Error> {
    let ci = interaction(&ctx)?;
    let bot = ctx.data();
    let mode = mode(public);
    let guild = ci.guild_id.map(|g| g.to_string());
    let store = bot.table.store();
    let speak = bot
        .languages
        .of_answer(store, ci.guild_id.map(|g| g.get()), mode == Mode::Public)
        .await;
    respond::answer(bot, &Target::from(ci), mode, async {
        let kind = match GameKind::from_slug(&game) {
            Ok(kind) => kind,
            Err(e) => return (Mode::Ephemeral, unknown_game(&e), ()),
        };
        let text = scope.as_deref().unwrap_or("");
        let Some(scope) = Scope::parse(text) else {
            let reply = Reply::say(&text!(
                "discord-unknown-scope",
                scope = code(text),
                server = code("server"),
                global = code("global")
            ));
            return (Mode::Ephemeral, reply, ());
        };
        let board = in_language(
            speak,
            leaderboard_reply(bot, kind, scope, guild.as_deref(), 0),
        );
        match board.await {
            Ok(reply) if reply.embeds.is_empty() => (Mode::Ephemeral, reply, ()),
            Ok(reply) => (mode, reply, ()),
            Err(e) => {
                tracing::error!(error = %e, "cannot read a leaderboard");
                let reply = Reply::say(&text!("discord-read-error"));
                (Mode::Ephemeral, reply, ())
            }
        }
    })
    .await;
    Ok(())
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
            (Ok(()), true) => text!("discord-dms-on"),
            (Ok(()), false) => text!("discord-dms-off"),
        };
        (Mode::Ephemeral, Reply::say(&text), ())
    })
    .await;
    Ok(())
}
