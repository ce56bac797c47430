//! Skill ratings: Weng-Lin (the OpenSkill model) from the `skillratings`
//! crate, over the humans of one finished game. Pure: the store feeds it
//! the players' ratings before the game and writes back what it returns.
//!
//! A game is a ranking of groups: a Werewolf side (village, werewolves,
//! the Tanner alone) is one group whose members share its place; in
//! Project Planning and Wolfpack every player is a group of one at their
//! final place, ties sharing it. Bots are never part of it: only humans
//! are rated, against the other humans of the game, so a game needs two
//! humans in two different places to move anyone. Co-operative games are
//! not rated at all (see [`crate::games::GameKind::cooperative`]).

use std::collections::BTreeMap;

use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

/// Players need this many rated games (or, in co-operative games, played
/// games) to appear on a leaderboard: after five games the uncertainty of
/// a Weng-Lin rating has fallen from 8.3 to about 5 at a typical table,
/// so the order means something, and a lucky first game does not top it.
pub const LEADERBOARD_MIN_GAMES: i64 = 5;

/// How many standard deviations the leaderboard subtracts: players are
/// ranked by `rating - 3 × uncertainty` (the usual conservative estimate,
/// "99 % sure they are at least this good"), so a newcomer with one lucky
/// game does not outrank a steady player.
pub const RANK_SIGMAS: f64 = 3.0;

/// A player's skill in one game: the estimate and its uncertainty (one
/// standard deviation). A new player starts at 25 ± 8.33.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub uncertainty: f64,
}

impl Default for Rating {
    fn default() -> Self {
        let r = WengLinRating::new();
        Rating {
            rating: r.rating,
            uncertainty: r.uncertainty,
        }
    }
}

impl Rating {
    /// The value leaderboards sort by ([`RANK_SIGMAS`]).
    pub fn conservative(&self) -> f64 {
        self.rating - RANK_SIGMAS * self.uncertainty
    }

    /// `27.4 ± 3.1`: the estimate and one standard deviation.
    pub fn display(&self) -> String {
        format!("{:.1} ± {:.1}", self.rating, self.uncertainty)
    }
}

/// One human of a finished game.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub user_id: String,
    /// Players with the same team rank together; `None`: alone.
    pub team: Option<String>,
    /// 1 = first; equal places tie.
    pub place: u32,
    pub before: Rating,
}

/// Whether a user id belongs to someone who can be rated: a Discord user
/// (terminal seats, `terminal:N`, are the same few names in every terminal
/// game, and bots have no user).
pub fn is_rated_user(user_id: &str) -> bool {
    !user_id.is_empty() && user_id.bytes().all(|b| b.is_ascii_digit())
}

/// The ratings after the game, one per entry in order; `None` when the game
/// does not rate (fewer than two groups, or every group at one place).
pub fn rate(entries: &[Entry]) -> Option<Vec<Rating>> {
    // Group key -> (members' indexes, place of the group).
    let mut groups: BTreeMap<String, (Vec<usize>, u32)> = BTreeMap::new();
    for (i, e) in entries.iter().enumerate() {
        let key = match &e.team {
            Some(team) => format!("team:{team}"),
            None => format!("user:{}:{i}", e.user_id),
        };
        let group = groups.entry(key).or_insert((Vec::new(), e.place));
        group.0.push(i);
        group.1 = group.1.min(e.place);
    }
    let distinct_places = {
        let mut p: Vec<u32> = groups.values().map(|g| g.1).collect();
        p.sort_unstable();
        p.dedup();
        p.len()
    };
    if groups.len() < 2 || distinct_places < 2 {
        return None;
    }
    let teams: Vec<(Vec<usize>, Vec<WengLinRating>, u32)> = groups
        .into_values()
        .map(|(members, place)| {
            let ratings = members
                .iter()
                .map(|&i| WengLinRating {
                    rating: entries[i].before.rating,
                    uncertainty: entries[i].before.uncertainty,
                })
                .collect();
            (members, ratings, place)
        })
        .collect();
    let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .map(|(_, r, place)| (r.as_slice(), MultiTeamOutcome::new(*place as usize)))
        .collect();
    let after = weng_lin_multi_team(&input, &WengLinConfig::new());
    let mut out = vec![Rating::default(); entries.len()];
    for ((members, _, _), new) in teams.iter().zip(after) {
        for (&i, r) in members.iter().zip(new) {
            out[i] = Rating {
                rating: r.rating,
                uncertainty: r.uncertainty,
            };
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(user: &str, team: Option<&str>, place: u32) -> Entry {
        Entry {
            user_id: user.to_string(),
            team: team.map(str::to_string),
            place,
            before: Rating::default(),
        }
    }

    #[test]
    fn the_winner_of_a_placing_game_gains_and_the_last_loses() {
        let after = rate(&[
            entry("1", None, 2),
            entry("2", None, 1),
            entry("3", None, 3),
        ])
        .unwrap();
        assert!(
            after[1].rating > 25.0 && after[2].rating < 25.0,
            "{after:?}"
        );
        assert!(after[1].rating > after[0].rating && after[0].rating > after[2].rating);
        assert!(after
            .iter()
            .all(|r| r.uncertainty < Rating::default().uncertainty));
    }

    #[test]
    fn tied_players_share_their_place_and_move_alike() {
        let after = rate(&[
            entry("1", None, 1),
            entry("2", None, 1),
            entry("3", None, 3),
        ])
        .unwrap();
        assert!(
            (after[0].rating - after[1].rating).abs() < 1e-9,
            "{after:?}"
        );
        assert!(after[0].rating > 25.0);
    }

    #[test]
    fn a_side_is_rated_together_and_the_tanner_alone() {
        let after = rate(&[
            entry("1", Some("village"), 1),
            entry("2", Some("village"), 1),
            entry("3", Some("werewolves"), 3),
            entry("4", Some("Tanner"), 3),
        ])
        .unwrap();
        assert!((after[0].rating - after[1].rating).abs() < 1e-9);
        assert!(after[0].rating > 25.0 && after[2].rating < 25.0 && after[3].rating < 25.0);
    }

    #[test]
    fn a_game_with_one_group_or_one_place_rates_nobody() {
        assert_eq!(rate(&[entry("1", None, 1)]), None);
        assert_eq!(
            rate(&[
                entry("1", Some("village"), 1),
                entry("2", Some("village"), 1)
            ]),
            None
        );
        assert_eq!(rate(&[entry("1", None, 1), entry("2", None, 1)]), None);
    }

    #[test]
    fn only_discord_users_are_rated() {
        assert!(is_rated_user("123456789012345678"));
        assert!(!is_rated_user("terminal:0"));
        assert!(!is_rated_user(""));
    }
}
