//! `/stats` and `/leaderboard` as Discord messages, and the leaderboard's
//! paging buttons (`lb:{game}:{s|g}:{page}`). Pure reading: the numbers
//! come from the store ([`crate::store::ratings`]) and the formula from
//! [`crate::ratings`]; bots are never listed (they have no user id).

use serenity::all::{ButtonStyle, Colour, ComponentInteraction, CreateActionRow, CreateButton};

use super::bot::Bot;
use super::render::markdown::{code, mention, raw};
use super::render::{next_label, panel_embed, previous_label, Extras, Reply};
use super::respond::{self, Mode, Target};
use super::routing::Route;
use crate::engine::{Arg, Panel, Text, Viewer};
use crate::games::GameKind;
use crate::ratings::{LEADERBOARD_MIN_GAMES, RANK_SIGMAS};
use crate::store::ratings::PlayerStats;
use crate::store::StoreError;
use crate::text;

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

/// A percentage as a whole number, rounded as `{:.0}` rounds.
fn percent(value: f64) -> i64 {
    format!("{value:.0}").parse().unwrap_or(0)
}

/// A user's `/stats`: one field per game played.
pub fn stats_reply(name: &str, stats: &[PlayerStats]) -> Reply {
    let mut panel = Panel::new(text!("discord-stats-title", name = raw(name)));
    if stats.is_empty() {
        panel.line(text!("discord-stats-none"));
    }
    for s in stats {
        let mut lines = vec![text!(
            "discord-stats-played",
            played = s.played,
            won = s.won,
            percent = percent(s.win_rate() * 100.0)
        )];
        match (s.kind.cooperative(), s.rating) {
            (true, _) => lines.push(text!(
                "discord-stats-best",
                score = s.best_score.unwrap_or(0)
            )),
            (false, Some(r)) => lines.push(text!(
                "discord-stats-rating",
                rating = Arg::Plain(r.display()),
                games = s.rated_games
            )),
            (false, None) => lines.push(text!("discord-stats-unrated")),
        }
        lines.push(text!("discord-stats-streak", streak = s.best_streak));
        if let Some((role, n)) = &s.favourite_role {
            lines.push(text!(
                "discord-stats-favourite",
                role = raw(role.clone()),
                count = *n
            ));
        }
        panel.field(s.kind.title(), Text::Lines(lines), false);
    }
    let extras = Extras {
        footer: Some(text!("discord-stats-footer").plain(Viewer::Public)),
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
                let global = code("scope:global");
                return Ok(Reply::say(&text!(
                    "discord-leaderboard-needs-server",
                    global = global
                )));
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
    let game = kind.title();
    let mut panel = Panel::new(match scope {
        Scope::Server => text!("discord-leaderboard-title-server", game = game),
        Scope::Global => text!("discord-leaderboard-title-global", game = game),
    });
    if board.rows.is_empty() {
        panel.line(if kind.cooperative() {
            text!(
                "discord-leaderboard-empty-cooperative",
                min = LEADERBOARD_MIN_GAMES
            )
        } else {
            text!(
                "discord-leaderboard-empty-rated",
                min = LEADERBOARD_MIN_GAMES
            )
        });
    }
    for r in &board.rows {
        let line = match r.rating {
            Some(rating) => text!(
                "discord-leaderboard-rated",
                rank = r.rank,
                player = mention(&r.user_id),
                rating = Arg::Plain(rating.display()),
                games = r.games,
                won = r.won
            ),
            None => text!(
                "discord-leaderboard-cooperative",
                rank = r.rank,
                player = mention(&r.user_id),
                won = r.won,
                games = r.games,
                percent = percent(r.won as f64 * 100.0 / r.games.max(1) as f64),
                best = r.best_score.unwrap_or(0)
            ),
        };
        panel.line(line);
    }
    let footer = if kind.cooperative() {
        text!(
            "discord-leaderboard-footer-cooperative",
            min = LEADERBOARD_MIN_GAMES,
            page = page + 1,
            pages = pages
        )
    } else {
        text!(
            "discord-leaderboard-footer-rated",
            sigmas = Arg::Plain(RANK_SIGMAS.to_string()),
            min = LEADERBOARD_MIN_GAMES,
            page = page + 1,
            pages = pages
        )
    };
    let extras = Extras {
        footer: Some(footer.plain(Viewer::Public)),
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
            .label(previous_label())
            .style(ButtonStyle::Secondary)
            .disabled(page == 0),
        CreateButton::new(to((page + 1).min(pages - 1)).encode())
            .label(next_label())
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
        let reply = Reply::text(super::reply::unknown_button());
        return respond::reply(bot, target, Mode::Ephemeral, reply).await;
    };
    let guild = ci.guild_id.map(|g| g.to_string());
    respond::answer(bot, target, Mode::Update, async {
        match leaderboard_reply(bot, kind, scope, guild.as_deref(), page).await {
            Ok(reply) => (Mode::Update, reply, ()),
            Err(e) => {
                tracing::error!(error = %e, "cannot read a leaderboard");
                let reply = Reply::say(&text!("discord-read-error"));
                (Mode::Ephemeral, reply, ())
            }
        }
    })
    .await
}
