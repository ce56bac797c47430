//! `/stats` and `/leaderboard` as Discord messages, and the leaderboard's
//! paging buttons (`lb:{game}:{s|g}:{page}`). Pure reading: the numbers
//! come from the store ([`crate::store::ratings`]) and the formula from
//! [`crate::ratings`]; bots are never listed (they have no user id).

use serenity::all::{ButtonStyle, Colour, ComponentInteraction, CreateActionRow, CreateButton};

use super::bot::Bot;
use super::render::{panel_embed, Extras, Reply};
use super::respond::{self, Mode, Target};
use super::routing::Route;
use crate::engine::{Panel, Viewer};
use crate::games::GameKind;
use crate::ratings::{LEADERBOARD_MIN_GAMES, RANK_SIGMAS};
use crate::store::ratings::PlayerStats;
use crate::store::StoreError;

/// Players on one leaderboard page.
pub const PER_PAGE: usize = 10;

const COLOUR: Colour = Colour(0x5865f2);

/// Whose leaderboard: one server's players, or everyone's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    Server,
    Global,
}

impl Scope {
    pub fn code(self) -> &'static str {
        match self {
            Scope::Server => "s",
            Scope::Global => "g",
        }
    }

    pub fn from_code(code: &str) -> Option<Scope> {
        match code {
            "s" => Some(Scope::Server),
            "g" => Some(Scope::Global),
            _ => None,
        }
    }

    /// `server` or `global` as typed in `/leaderboard scope:`.
    pub fn parse(text: &str) -> Option<Scope> {
        match text.trim().to_ascii_lowercase().as_str() {
            "server" | "s" | "" => Some(Scope::Server),
            "global" | "g" => Some(Scope::Global),
            _ => None,
        }
    }
}

/// A user's `/stats`: one field per game played.
pub fn stats_reply(name: &str, stats: &[PlayerStats]) -> Reply {
    let mut panel = Panel::new(format!("Stats for {name}"));
    if stats.is_empty() {
        panel.line("No finished games yet.");
    }
    for s in stats {
        let mut lines = vec![format!(
            "Played {} · won {} ({:.0}%)",
            s.played,
            s.won,
            s.win_rate() * 100.0
        )];
        match (s.kind.cooperative(), s.rating) {
            (true, _) => lines.push(format!(
                "Best result: {} (co-operative: no rating)",
                s.best_score.unwrap_or(0)
            )),
            (false, Some(r)) => lines.push(format!(
                "Rating {} ({} rated games)",
                r.display(),
                s.rated_games
            )),
            (false, None) => lines.push("Not rated yet (needs a game with another player)".into()),
        }
        lines.push(format!("Best streak: {} won in a row", s.best_streak));
        if let Some((role, n)) = &s.favourite_role {
            lines.push(format!("Favourite role: {role} ({n}×)"));
        }
        panel.field(s.kind.title(), lines.join("\n"), false);
    }
    let extras = Extras {
        footer: Some("Rating: estimate ± uncertainty (one standard deviation), Weng-Lin".into()),
        ..Extras::default()
    };
    let (embed, _) = panel_embed(&panel, Viewer::Public, COLOUR, &extras);
    Reply {
        embeds: vec![embed],
        ..Reply::default()
    }
}

/// One page of a leaderboard with Prev / Next buttons.
pub async fn leaderboard_reply(
    bot: &Bot,
    kind: GameKind,
    scope: Scope,
    guild: Option<&str>,
    page: usize,
) -> Result<Reply, StoreError> {
    let guild = match scope {
        Scope::Server => match guild {
            Some(g) => Some(g),
            None => {
                return Ok(Reply::text(
                    "A server leaderboard needs a server: use `scope:global` here.",
                ))
            }
        },
        Scope::Global => None,
    };
    let store = bot.table.store();
    let mut board = store.leaderboard(kind, guild, page, PER_PAGE).await?;
    let pages = (board.total as usize).div_ceil(PER_PAGE).max(1);
    let page = page.min(pages - 1);
    if board.rows.is_empty() && board.total > 0 {
        board = store.leaderboard(kind, guild, page, PER_PAGE).await?;
    }
    let where_ = match scope {
        Scope::Server => "this server",
        Scope::Global => "everywhere",
    };
    let mut panel = Panel::new(format!("{} — leaderboard ({where_})", kind.title()));
    if board.rows.is_empty() {
        panel.line(format!(
            "Nobody is ranked yet: a player needs {LEADERBOARD_MIN_GAMES} {} to be ranked.",
            if kind.cooperative() {
                "finished games"
            } else {
                "rated games (with another player)"
            }
        ));
    }
    for r in &board.rows {
        let line = match r.rating {
            Some(rating) => format!(
                "**{}.** <@{}> — {} · {} games · {} won",
                r.rank,
                r.user_id,
                rating.display(),
                r.games,
                r.won
            ),
            None => format!(
                "**{}.** <@{}> — won {} of {} ({:.0}%) · best {}",
                r.rank,
                r.user_id,
                r.won,
                r.games,
                r.won as f64 * 100.0 / r.games.max(1) as f64,
                r.best_score.unwrap_or(0)
            ),
        };
        panel.line(line);
    }
    let how = if kind.cooperative() {
        "Ranked by games won, then win rate".to_string()
    } else {
        format!("Ranked by rating − {RANK_SIGMAS} × uncertainty")
    };
    let extras = Extras {
        footer: Some(format!(
            "{how} · at least {LEADERBOARD_MIN_GAMES} games · page {}/{pages}",
            page + 1
        )),
        ..Extras::default()
    };
    let (embed, _) = panel_embed(&panel, Viewer::Public, COLOUR, &extras);
    let to = |p: usize| Route::Leaderboard {
        kind,
        scope: scope.code().to_string(),
        page: p,
    };
    let buttons = vec![
        CreateButton::new(to(page.saturating_sub(1)).encode())
            .label("◀ Prev")
            .style(ButtonStyle::Secondary)
            .disabled(page == 0),
        CreateButton::new(to((page + 1).min(pages - 1)).encode())
            .label("Next ▶")
            .style(ButtonStyle::Secondary)
            .disabled(page + 1 >= pages),
    ];
    // One page has nothing to page to (and its two buttons would share an id,
    // which Discord refuses).
    let components = if pages > 1 {
        vec![CreateActionRow::Buttons(buttons)]
    } else {
        Vec::new()
    };
    Ok(Reply {
        embeds: vec![embed],
        components,
        ..Reply::default()
    })
}

/// A leaderboard's Prev / Next: the same board, another page, in place.
pub async fn on_page(
    bot: &Bot,
    ci: &ComponentInteraction,
    target: &Target,
    kind: GameKind,
    scope: &str,
    page: usize,
) {
    let Some(scope) = Scope::from_code(scope) else {
        let reply = Reply::text(super::reply::UNKNOWN_BUTTON);
        return respond::reply(bot, target, Mode::Ephemeral, reply).await;
    };
    let guild = ci.guild_id.map(|g| g.to_string());
    respond::answer(bot, target, Mode::Update, async {
        match leaderboard_reply(bot, kind, scope, guild.as_deref(), page).await {
            Ok(reply) => (Mode::Update, reply, ()),
            Err(e) => {
                tracing::error!(error = %e, "cannot read a leaderboard");
                let reply = Reply::text("Something went wrong on my side. Please try again.");
                (Mode::Ephemeral, reply, ())
            }
        }
    })
    .await
}
