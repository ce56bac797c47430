//! Queries for ratings and what goes with them: ratings (folded in when a
//! game finishes, in the transaction that records its results, and rebuilt
//! from the results by `wolfden ratings rebuild`), `/stats` and
//! `/leaderboard`, the finished games `/game log` may show, and rematch
//! lobbies.
//!
//! Standard SQL only (`ON CONFLICT ... DO NOTHING/UPDATE`, `CAST`, no
//! SQLite functions), so the PostgreSQL backend can take these queries as
//! they are, placeholders aside. The rating formula itself is in
//! [`crate::ratings`].

use sqlx::{AnyConnection, Row};

use super::{GameId, NewGame, Store, StoreError};
use crate::games::GameKind;
use crate::ratings::{self, Entry, Rating};

/// One game kind of a player's `/stats`.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerStats {
    pub kind: GameKind,
    pub played: i64,
    pub won: i64,
    /// The longest run of games won in a row.
    pub best_streak: i64,
    /// The best score (co-operative games: the best result).
    pub best_score: Option<i64>,
    /// The role played most often, with how often (Werewolf).
    pub favourite_role: Option<(String, i64)>,
    /// `None` for co-operative games and players never rated.
    pub rating: Option<Rating>,
    pub rated_games: i64,
}

impl PlayerStats {
    pub fn win_rate(&self) -> f64 {
        if self.played == 0 {
            0.0
        } else {
            self.won as f64 / self.played as f64
        }
    }
}

/// One line of a leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct LeaderboardRow {
    pub rank: i64,
    pub user_id: String,
    /// Rated games: the rating; co-operative games: `None`.
    pub rating: Option<Rating>,
    /// Rated games: games rated; co-operative games: games played.
    pub games: i64,
    pub won: i64,
    pub best_score: Option<i64>,
}

/// A page of a leaderboard and how many players it ranks in all.
#[derive(Clone, Debug, PartialEq)]
pub struct LeaderboardPage {
    pub rows: Vec<LeaderboardRow>,
    pub total: i64,
}

/// What `wolfden ratings rebuild` did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rebuilt {
    pub games_read: usize,
    pub games_rated: usize,
    pub players: i64,
}

impl Store {
    /// Forget every rating and fold every finished game in again, oldest
    /// first, in one transaction: a change of formula loses nothing.
    pub async fn rebuild_ratings(&self) -> Result<Rebuilt, StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("DELETE FROM ratings").execute(&mut *tx).await?;
        sqlx::query("DELETE FROM rated_games")
            .execute(&mut *tx)
            .await?;
        let games = sqlx::query(
            "SELECT game_id, kind FROM results GROUP BY game_id, kind ORDER BY MAX(finished_at), game_id",
        )
        .fetch_all(&mut *tx)
        .await?;
        let mut rated = 0;
        for g in &games {
            let id: GameId = g.try_get("game_id")?;
            let kind: String = g.try_get("kind")?;
            let kind =
                GameKind::from_slug(&kind).map_err(|e| StoreError::Corrupt(e.to_string()))?;
            if rate_game(&mut tx, id, kind).await? {
                rated += 1;
            }
        }
        let players: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM ratings")
            .fetch_one(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Rebuilt {
            games_read: games.len(),
            games_rated: rated,
            players,
        })
    }

    /// A user's rating in one game, if rated.
    pub async fn rating(
        &self,
        user_id: &str,
        kind: GameKind,
    ) -> Result<Option<Rating>, StoreError> {
        let mut conn = self.pool.acquire().await?;
        Ok(current_rating(&mut conn, user_id, kind)
            .await?
            .map(|(r, _)| r))
    }

    /// `/stats`: per game kind (or only `kind`), what a user played.
    pub async fn player_stats(
        &self,
        user_id: &str,
        kind: Option<GameKind>,
    ) -> Result<Vec<PlayerStats>, StoreError> {
        let rows = sqlx::query(
            "SELECT kind, won, score, role FROM results WHERE user_id = $1 ORDER BY kind, finished_at, game_id",
        )
        .bind(user_id)
        .fetch_all(&self.pool)
        .await?;
        let mut out: Vec<PlayerStats> = Vec::new();
        let mut streak = 0;
        let mut roles: Vec<(String, i64)> = Vec::new();
        for r in &rows {
            let slug: String = r.try_get("kind")?;
            let Ok(k) = GameKind::from_slug(&slug) else {
                continue;
            };
            if kind.is_some_and(|want| want != k) {
                continue;
            }
            if out.last().is_none_or(|s| s.kind != k) {
                finish_roles(out.last_mut(), &mut roles);
                streak = 0;
                out.push(PlayerStats {
                    kind: k,
                    played: 0,
                    won: 0,
                    best_streak: 0,
                    best_score: None,
                    favourite_role: None,
                    rating: None,
                    rated_games: 0,
                });
            }
            let s = out.last_mut().expect("pushed above");
            let won: i64 = r.try_get("won")?;
            let score: i64 = r.try_get("score")?;
            s.played += 1;
            s.won += won;
            streak = if won != 0 { streak + 1 } else { 0 };
            s.best_streak = s.best_streak.max(streak);
            s.best_score = Some(s.best_score.map_or(score, |b| b.max(score)));
            if let Some(role) = r.try_get::<Option<String>, _>("role")? {
                match roles.iter_mut().find(|(name, _)| *name == role) {
                    Some(entry) => entry.1 += 1,
                    None => roles.push((role, 1)),
                }
            }
        }
        finish_roles(out.last_mut(), &mut roles);
        let mut conn = self.pool.acquire().await?;
        for s in &mut out {
            if let Some((rating, games)) = current_rating(&mut conn, user_id, s.kind).await? {
                s.rating = Some(rating);
                s.rated_games = games;
            }
        }
        Ok(out)
    }

    /// One page of a game's leaderboard: rated games by conservative
    /// rating, co-operative games by games won then win rate; only players
    /// with [`ratings::LEADERBOARD_MIN_GAMES`]; with `guild`, only players
    /// who played that game in that server.
    pub async fn leaderboard(
        &self,
        kind: GameKind,
        guild: Option<&str>,
        page: usize,
        per_page: usize,
    ) -> Result<LeaderboardPage, StoreError> {
        let offset = (page * per_page) as i64;
        let guild = guild.map(str::to_string);
        if kind.cooperative() {
            let total: i64 = sqlx::query_scalar(
                "SELECT COUNT(*) FROM (SELECT r.user_id FROM results r JOIN games g ON g.id = r.game_id
                   WHERE r.kind = $1 AND r.user_id IS NOT NULL AND r.user_id NOT LIKE 'terminal:%'
                     AND (CAST($2 AS TEXT) IS NULL OR g.guild_id = $3)
                   GROUP BY r.user_id HAVING COUNT(*) >= $4) ranked",
            )
            .bind(kind.slug())
            .bind(&guild)
            .bind(&guild)
            .bind(ratings::LEADERBOARD_MIN_GAMES)
            .fetch_one(&self.pool)
            .await?;
            let rows = sqlx::query(
                "SELECT r.user_id, COUNT(*) AS played, SUM(r.won) AS won, MAX(r.score) AS best
                 FROM results r JOIN games g ON g.id = r.game_id
                 WHERE r.kind = $1 AND r.user_id IS NOT NULL AND r.user_id NOT LIKE 'terminal:%'
                   AND (CAST($2 AS TEXT) IS NULL OR g.guild_id = $3)
                 GROUP BY r.user_id HAVING COUNT(*) >= $4
                 ORDER BY SUM(r.won) DESC, CAST(SUM(r.won) AS DOUBLE PRECISION) / COUNT(*) DESC,
                          MAX(r.score) DESC, r.user_id
                 LIMIT $5 OFFSET $6",
            )
            .bind(kind.slug())
            .bind(&guild)
            .bind(&guild)
            .bind(ratings::LEADERBOARD_MIN_GAMES)
            .bind(per_page as i64)
            .bind(offset)
            .fetch_all(&self.pool)
            .await?;
            let rows = rows
                .iter()
                .enumerate()
                .map(|(i, r)| {
                    Ok(LeaderboardRow {
                        rank: offset + i as i64 + 1,
                        user_id: r.try_get("user_id")?,
                        rating: None,
                        games: r.try_get("played")?,
                        won: r.try_get::<Option<i64>, _>("won")?.unwrap_or(0),
                        best_score: r.try_get("best")?,
                    })
                })
                .collect::<Result<_, StoreError>>()?;
            return Ok(LeaderboardPage { rows, total });
        }
        // Ratings are global; a server's board ranks those who played the
        // game there.
        let total: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM ratings r WHERE r.kind = $1 AND r.games >= $2
               AND (CAST($3 AS TEXT) IS NULL OR EXISTS (SELECT 1 FROM results x JOIN games g ON g.id = x.game_id
                    WHERE x.user_id = r.user_id AND x.kind = r.kind AND g.guild_id = $4))",
        )
        .bind(kind.slug())
        .bind(ratings::LEADERBOARD_MIN_GAMES)
        .bind(&guild)
        .bind(&guild)
        .fetch_one(&self.pool)
        .await?;
        let rows = sqlx::query(
            "SELECT r.user_id, r.rating, r.uncertainty, r.games,
                    (SELECT COUNT(*) FROM results w WHERE w.user_id = r.user_id AND w.kind = r.kind AND w.won = 1) AS won
             FROM ratings r WHERE r.kind = $1 AND r.games >= $2
               AND (CAST($3 AS TEXT) IS NULL OR EXISTS (SELECT 1 FROM results x JOIN games g ON g.id = x.game_id
                    WHERE x.user_id = r.user_id AND x.kind = r.kind AND g.guild_id = $4))
             ORDER BY r.rating - $5 * r.uncertainty DESC, r.user_id
             LIMIT $6 OFFSET $7",
        )
        .bind(kind.slug())
        .bind(ratings::LEADERBOARD_MIN_GAMES)
        .bind(&guild)
        .bind(&guild)
        .bind(ratings::RANK_SIGMAS)
        .bind(per_page as i64)
        .bind(offset)
        .fetch_all(&self.pool)
        .await?;
        let rows = rows
            .iter()
            .enumerate()
            .map(|(i, r)| {
                Ok(LeaderboardRow {
                    rank: offset + i as i64 + 1,
                    user_id: r.try_get("user_id")?,
                    rating: Some(Rating {
                        rating: r.try_get("rating")?,
                        uncertainty: r.try_get("uncertainty")?,
                    }),
                    games: r.try_get("games")?,
                    won: r.try_get("won")?,
                    best_score: None,
                })
            })
            .collect::<Result<_, StoreError>>()?;
        Ok(LeaderboardPage { rows, total })
    }

    /// The most recently finished game played in a channel.
    pub async fn latest_finished_at(&self, channel_id: &str) -> Result<Option<GameId>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT id FROM games WHERE channel_id = $1 AND status = 'finished' ORDER BY updated_at DESC, id DESC LIMIT 1",
        )
        .bind(channel_id)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// The rematch lobby opened from a game, if any.
    pub async fn rematch_of(&self, id: GameId) -> Result<Option<GameId>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT id FROM games WHERE rematch_of = $1")
                .bind(id)
                .fetch_optional(&self.pool)
                .await?,
        )
    }

    /// Store a rematch lobby of game `of` (its seats and options in `new`,
    /// no snapshot) in one transaction: `ChannelBusy` when that game
    /// already has a rematch or its channel has a live game.
    pub async fn insert_rematch(
        &self,
        of: GameId,
        new: &NewGame,
        now_ms: i64,
    ) -> Result<GameId, StoreError> {
        let mut tx = self.pool.begin().await?;
        let inserted = sqlx::query(
            "INSERT INTO games (kind, status, options, seed, snapshot, version, guild_id, channel_id,
                                host_id, created_at, updated_at, rematch_of, locale)
             VALUES ($1, 'lobby', $2, $3, NULL, 0, $4, $5, $6, $7, $8, $9, $10)
             RETURNING id",
        )
        .bind(new.kind.slug())
        .bind(super::to_json(&new.options)?)
        .bind(new.seed as i64)
        .bind(&new.guild_id)
        .bind(&new.channel_id)
        .bind(&new.host_id)
        .bind(now_ms)
        .bind(now_ms)
        .bind(of)
        .bind(new.locale.tag())
        .fetch_one(&mut *tx)
        .await;
        let id: GameId = match inserted {
            Ok(row) => row.try_get("id")?,
            Err(e) if super::is_unique_violation(&e) => return Err(StoreError::ChannelBusy),
            Err(e) => return Err(e.into()),
        };
        super::insert_seats(&mut tx, id, &new.seats).await?;
        tx.commit().await?;
        Ok(id)
    }
}

/// Set the favourite role of a finished run of rows and start a new one.
fn finish_roles(stats: Option<&mut PlayerStats>, roles: &mut Vec<(String, i64)>) {
    if let Some(s) = stats {
        // Most played; the first met wins a tie.
        let mut best: Option<(String, i64)> = None;
        for (role, n) in roles.iter() {
            if best.as_ref().is_none_or(|b| *n > b.1) {
                best = Some((role.clone(), *n));
            }
        }
        s.favourite_role = best;
    }
    roles.clear();
}

async fn current_rating(
    conn: &mut AnyConnection,
    user_id: &str,
    kind: GameKind,
) -> Result<Option<(Rating, i64)>, StoreError> {
    let row = sqlx::query(
        "SELECT rating, uncertainty, games FROM ratings WHERE user_id = $1 AND kind = $2",
    )
    .bind(user_id)
    .bind(kind.slug())
    .fetch_optional(&mut *conn)
    .await?;
    row.map(|r| {
        Ok((
            Rating {
                rating: r.try_get("rating")?,
                uncertainty: r.try_get("uncertainty")?,
            },
            r.try_get("games")?,
        ))
    })
    .transpose()
}

/// Fold a finished game's results into the ratings, once: `false` when
/// the game was rated before, is co-operative, or rates nobody (fewer than
/// two humans apart).
pub(super) async fn rate_game(
    conn: &mut AnyConnection,
    id: GameId,
    kind: GameKind,
) -> Result<bool, StoreError> {
    if kind.cooperative() {
        return Ok(false);
    }
    let fresh = sqlx::query(
        "INSERT INTO rated_games (game_id) VALUES ($1) ON CONFLICT (game_id) DO NOTHING",
    )
    .bind(id)
    .execute(&mut *conn)
    .await?;
    if fresh.rows_affected() == 0 {
        return Ok(false);
    }
    let rows = sqlx::query(
        "SELECT seat, user_id, won, score, team, place FROM results WHERE game_id = $1 ORDER BY seat",
    )
    .bind(id)
    .fetch_all(&mut *conn)
    .await?;
    // Results stored before places were recorded: winners first, then by score.
    let mut keyed = Vec::with_capacity(rows.len());
    for r in &rows {
        let won: i64 = r.try_get("won")?;
        let score: i64 = r.try_get("score")?;
        let place: Option<i64> = r.try_get("place")?;
        let user: Option<String> = r.try_get("user_id")?;
        let team: Option<String> = r.try_get("team")?;
        keyed.push((user, team, place, (won, score)));
    }
    let mut entries = Vec::new();
    for (user, team, place, key) in &keyed {
        let Some(user) = user.as_deref().filter(|u| ratings::is_rated_user(u)) else {
            continue;
        };
        let place = match place {
            Some(p) => *p as u32,
            None => keyed.iter().filter(|o| o.3 > *key).count() as u32 + 1,
        };
        let before = current_rating(conn, user, kind)
            .await?
            .map(|(r, _)| r)
            .unwrap_or_default();
        entries.push(Entry {
            user_id: user.to_string(),
            team: team.clone(),
            place,
            before,
        });
    }
    let Some(after) = ratings::rate(&entries) else {
        return Ok(false);
    };
    for (e, r) in entries.iter().zip(after) {
        sqlx::query(
            "INSERT INTO ratings (user_id, kind, rating, uncertainty, games) VALUES ($1, $2, $3, $4, 1)
             ON CONFLICT (user_id, kind) DO UPDATE SET rating = excluded.rating,
                 uncertainty = excluded.uncertainty, games = ratings.games + 1",
        )
        .bind(&e.user_id)
        .bind(kind.slug())
        .bind(r.rating)
        .bind(r.uncertainty)
        .execute(&mut *conn)
        .await?;
    }
    Ok(true)
}
