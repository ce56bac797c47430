//! `wolfden run`: the Discord bot, configured from the environment:
//! `DISCORD_TOKEN`, `DATABASE_URL`, `DEV_GUILD_ID`, `DISCORD_API_BASE`,
//! `SHARDS` (`FIRST-LAST/TOTAL`, unset for every shard) and `METRICS_ADDR`
//! (`host:port` of `/metrics` and `/healthz`, unset for none).

use std::net::SocketAddr;

use super::common::{database_url, CliError};
use crate::discord::{DiscordConfig, Launch, ShardPlan};

pub(super) const NO_TOKEN: &str = "no DISCORD_TOKEN set: create a bot at https://discord.com/developers/applications and put DISCORD_TOKEN=... in .env (see .env.example)";

pub(super) fn discord_config() -> Option<DiscordConfig> {
    let token = std::env::var("DISCORD_TOKEN")
        .ok()
        .filter(|t| !t.trim().is_empty())?;
    Some(DiscordConfig {
        token,
        api_base: std::env::var("DISCORD_API_BASE")
            .ok()
            .filter(|v| !v.is_empty()),
        dev_guild_id: std::env::var("DEV_GUILD_ID")
            .ok()
            .and_then(|v| v.trim().parse().ok()),
        database_url: database_url(None),
    })
}

/// The operational settings from `SHARDS` and `METRICS_ADDR`; a malformed
/// value is a usage error naming the variable and the expected form.
pub fn operations(
    shards: Option<&str>,
    metrics_addr: Option<&str>,
) -> Result<(ShardPlan, Option<SocketAddr>), CliError> {
    let plan = shards
        .unwrap_or("")
        .parse::<ShardPlan>()
        .map_err(|e| CliError::usage(e.to_string()))?;
    let addr = match metrics_addr.map(str::trim).filter(|a| !a.is_empty()) {
        None => None,
        Some(a) => Some(a.parse::<SocketAddr>().map_err(|_| {
            CliError::usage(format!(
                "METRICS_ADDR={a:?} is not an address: write HOST:PORT, for example METRICS_ADDR=0.0.0.0:9100"
            ))
        })?),
    };
    Ok((plan, addr))
}

pub(super) async fn run_bot(config: DiscordConfig) -> Result<(), CliError> {
    let (shards, metrics_addr) = operations(
        std::env::var("SHARDS").ok().as_deref(),
        std::env::var("METRICS_ADDR").ok().as_deref(),
    )?;
    let mut launch = Launch::new(config);
    launch.shards = shards;
    launch.metrics_addr = metrics_addr;
    crate::discord::run(launch)
        .await
        .map_err(|e| CliError::failed(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_and_metrics_address_come_from_the_environment_or_are_refused_clearly() {
        assert_eq!(operations(None, None).unwrap(), (ShardPlan::Auto, None));
        let (plan, addr) = operations(Some("1-1/2"), Some("0.0.0.0:9100")).unwrap();
        assert_eq!(plan.to_string(), "1-1/2");
        assert_eq!(addr, Some("0.0.0.0:9100".parse().unwrap()));
        let bad = operations(Some("1/2"), None).unwrap_err();
        assert_eq!(bad.code, 2);
        assert!(bad.message.starts_with("SHARDS=\"1/2\""), "{}", bad.message);
        let bad = operations(None, Some(":9100")).unwrap_err();
        assert_eq!(bad.code, 2);
        assert!(bad.message.contains("METRICS_ADDR"), "{}", bad.message);
    }
}
