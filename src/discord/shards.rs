//! Which Discord shards this process runs, and so which games are its own.
//!
//! By default ([`ShardPlan::Auto`]) the process asks Discord for the
//! recommended shard count and runs every shard. `SHARDS=FIRST-LAST/TOTAL`
//! ([`ShardPlan::Range`], both ends inclusive) runs only those, so several
//! processes share one bot. A guild's events arrive on shard
//! `(guild_id >> 22) % TOTAL`; a game without a guild (a DM or terminal
//! game) belongs to shard 0. A process fires the timers and recovers the
//! games of its own shards (and of a dead process's, [`super::cluster`]);
//! clicks it receives it handles whoever owns the game (the table reloads
//! a row another process moved on).
//!
//! serenity 0.12's quirks are kept here: `start_shard_range` treats the
//! range end as inclusive, and its shard queuer boots one shard every 5 s
//! whatever Discord's `max_concurrency` allows (processes take turns
//! between them: [`super::cluster::LoginTurn`]).

use std::fmt;
use std::str::FromStr;

use poise::serenity_prelude as serenity;

/// The shards a process runs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ShardPlan {
    /// Every shard, as many as Discord recommends.
    #[default]
    Auto,
    /// Shards `first..=last` of `total`.
    Range { first: u32, last: u32, total: u32 },
}

/// A `SHARDS` value that is not `FIRST-LAST/TOTAL`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("SHARDS={given:?} {why}: write FIRST-LAST/TOTAL with FIRST <= LAST < TOTAL, for example SHARDS=0-3/8 (or leave SHARDS unset to run every shard Discord recommends)")]
pub struct BadShards {
    pub given: String,
    pub why: &'static str,
}

impl FromStr for ShardPlan {
    type Err = BadShards;

    /// `FIRST-LAST/TOTAL`; empty or `auto` is [`ShardPlan::Auto`].
    fn from_str(s: &str) -> Result<ShardPlan, BadShards> {
        let given = s.trim();
        let bad = |why| BadShards {
            given: s.to_string(),
            why,
        };
        if given.is_empty() || given.eq_ignore_ascii_case("auto") {
            return Ok(ShardPlan::Auto);
        }
        let (range, total) = given.split_once('/').ok_or_else(|| bad("has no /TOTAL"))?;
        let (first, last) = range
            .split_once('-')
            .ok_or_else(|| bad("has no FIRST-LAST range"))?;
        let number = |part: &str| {
            part.trim()
                .parse::<u32>()
                .map_err(|_| bad("is not numbers"))
        };
        let (first, last, total) = (number(first)?, number(last)?, number(total)?);
        if total == 0 {
            return Err(bad("has no shards (TOTAL is 0)"));
        }
        if first > last {
            return Err(bad("has FIRST after LAST"));
        }
        if last >= total {
            return Err(bad("names a shard past TOTAL (shards count from 0)"));
        }
        Ok(ShardPlan::Range { first, last, total })
    }
}

impl fmt::Display for ShardPlan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShardPlan::Auto => f.write_str("auto"),
            ShardPlan::Range { first, last, total } => write!(f, "{first}-{last}/{total}"),
        }
    }
}

/// The shard of a guild among `total`; no guild (DMs) is shard 0.
pub fn shard_of(guild: Option<u64>, total: u32) -> u32 {
    guild.map_or(0, |g| ((g >> 22) % u64::from(total.max(1))) as u32)
}

impl ShardPlan {
    /// Whether this process owns a game played in `guild` (the stored
    /// `guild_id` text; none or unreadable counts as shard 0).
    pub fn owns(&self, guild: Option<&str>) -> bool {
        match *self {
            ShardPlan::Auto => true,
            ShardPlan::Range { first, last, total } => {
                let shard = shard_of(guild.and_then(|g| g.parse().ok()), total);
                (first..=last).contains(&shard)
            }
        }
    }

    /// Whether this process runs every shard (so every game is its own).
    pub fn is_everything(&self) -> bool {
        match *self {
            ShardPlan::Auto => true,
            ShardPlan::Range { first, last, total } => first == 0 && last + 1 == total,
        }
    }

    /// The shards to run, `(first, last, total)`, asking Discord for the
    /// recommended count when automatic.
    pub async fn resolve(&self, http: &serenity::Http) -> Result<(u32, u32, u32), serenity::Error> {
        match *self {
            ShardPlan::Auto => {
                let total = http.get_bot_gateway().await?.shards.max(1);
                Ok((0, total - 1, total))
            }
            ShardPlan::Range { first, last, total } => Ok((first, last, total)),
        }
    }
}

/// Run shards `first..=last` of `total` (serenity's range end is inclusive,
/// so `first..last` is what it is given).
pub async fn start_client(
    client: &mut serenity::Client,
    (first, last, total): (u32, u32, u32),
) -> Result<(), serenity::Error> {
    client.start_shard_range(first..last, total).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_range_parses_with_both_ends_inclusive() {
        assert_eq!(
            "0-3/8".parse(),
            Ok(ShardPlan::Range {
                first: 0,
                last: 3,
                total: 8
            })
        );
        assert_eq!(
            " 1-1/2 ".parse(),
            Ok(ShardPlan::Range {
                first: 1,
                last: 1,
                total: 2
            })
        );
        assert_eq!("".parse(), Ok(ShardPlan::Auto));
        assert_eq!("auto".parse(), Ok(ShardPlan::Auto));
        assert_eq!("2-5/6".parse::<ShardPlan>().unwrap().to_string(), "2-5/6");
    }

    #[test]
    fn a_malformed_range_is_refused_with_the_reason_and_the_expected_form() {
        for (given, why) in [
            ("3", "has no /TOTAL"),
            ("3/8", "has no FIRST-LAST range"),
            ("a-b/8", "is not numbers"),
            ("0-1/0", "has no shards"),
            ("3-1/8", "FIRST after LAST"),
            ("0-8/8", "past TOTAL"),
            ("-1-2/8", "is not numbers"),
        ] {
            let err = given.parse::<ShardPlan>().unwrap_err().to_string();
            assert!(err.contains(why), "{given}: {err}");
            assert!(err.contains("FIRST-LAST/TOTAL"), "{err}");
        }
    }

    #[test]
    fn a_process_owns_the_games_of_its_shards_and_dm_games_on_shard_zero() {
        let first = ShardPlan::Range {
            first: 0,
            last: 0,
            total: 2,
        };
        let second = ShardPlan::Range {
            first: 1,
            last: 1,
            total: 2,
        };
        let on_shard = |s: u64| ((s + 10) << 22).to_string();
        for shard in 0..2u64 {
            let guild = on_shard(shard);
            assert_eq!(first.owns(Some(&guild)), shard == 0);
            assert_eq!(second.owns(Some(&guild)), shard == 1);
        }
        assert!(first.owns(None) && !second.owns(None));
        assert!(ShardPlan::Auto.owns(Some(&on_shard(1))));
        assert!(!first.is_everything());
        assert!(ShardPlan::Range {
            first: 0,
            last: 1,
            total: 2
        }
        .is_everything());
    }
}
