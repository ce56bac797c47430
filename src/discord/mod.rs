//! The Discord frontend (poise on serenity). Placeholder until written.

/// What the bot needs to start.
#[derive(Clone, Debug)]
pub struct DiscordConfig {
    pub token: String,
    /// Base URL of the Discord API, for tests against a fake Discord
    /// (`DISCORD_API_BASE`); `None` in production.
    pub api_base: Option<String>,
    /// Register commands in this guild only (fast during development).
    pub dev_guild_id: Option<u64>,
    pub database_url: String,
}

/// Run the bot until SIGTERM or Ctrl-C.
pub async fn run(_config: DiscordConfig) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    Err("the Discord frontend is not built yet".into())
}
