//! `wolfden run`: the Discord bot, configured from the environment.

use super::common::{database_url, CliError};
use crate::discord::DiscordConfig;

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

pub(super) async fn run_bot(config: DiscordConfig) -> Result<(), CliError> {
    crate::discord::run(config)
        .await
        .map_err(|e| CliError::failed(e.to_string()))
}
