//! `wolfden run`: the Discord bot, configured from the environment:
//! `DISCORD_TOKEN`, `DATABASE_URL`, `DEV_GUILD_ID`, `DISCORD_API_BASE`,
//! `SHARDS` (`FIRST-LAST/TOTAL`, unset for every shard) and `METRICS_ADDR`
//! (`host:port` of `/metrics` and `/healthz`, unset for none). Tests of the
//! binary also set `DISCORD_API_ADDR` and `DISCORD_API_CA_FILE` (a fake
//! Discord taken for `https://discord.com`) and `WOLFDEN_TEST_CLOCK` (a
//! faster clock); production leaves them unset and runs unchanged.

use std::net::SocketAddr;
use std::sync::Arc;

use super::common::{database_url, CliError};
use crate::discord::login::LoginError;
use crate::discord::{ApiOverride, DiscordConfig, Launch, ShardPlan};
use crate::table::{Clock, FastClock};

pub(super) const NO_TOKEN: &str = "no DISCORD_TOKEN set: create a bot at https://discord.com/developers/applications and put DISCORD_TOKEN=... in .env (see .env.example)";

/// The bot's settings from the environment: `None` without a token; a
/// malformed `DEV_GUILD_ID` is a usage error (the bot does not start).
pub(super) fn discord_config() -> Result<Option<DiscordConfig>, CliError> {
    let Some(token) = discord_token(std::env::var("DISCORD_TOKEN").ok().as_deref())? else {
        return Ok(None);
    };
    Ok(Some(DiscordConfig {
        token,
        api_base: std::env::var("DISCORD_API_BASE")
            .ok()
            .filter(|v| !v.is_empty()),
        dev_guild_id: dev_guild_id(std::env::var("DEV_GUILD_ID").ok().as_deref())?,
        database_url: database_url(None),
    }))
}

/// `DISCORD_TOKEN`: unset or blank is no token; spaces around it are
/// dropped; a token holding a space or any character a Discord token never
/// has (letters, digits, `.`, `_`, `-`) is refused, naming the variable,
/// instead of failing later as "an invalid header value".
pub fn discord_token(value: Option<&str>) -> Result<Option<String>, CliError> {
    let Some(given) = set(value) else {
        return Ok(None);
    };
    let token = given.trim();
    match token
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-')))
    {
        None => Ok(Some(token.to_string())),
        Some(c) => Err(CliError::usage(format!(
            "DISCORD_TOKEN holds {}, which a bot token never has: copy it again from the Developer Portal (your application -> Bot -> Reset Token), on one line, without quotes or spaces",
            if c.is_whitespace() { "a space".to_string() } else { format!("{c:?}") }
        ))),
    }
}

/// `DEV_GUILD_ID`: unset or blank registers the commands globally; a guild
/// id is a positive number; anything else is refused, naming the variable.
pub fn dev_guild_id(value: Option<&str>) -> Result<Option<u64>, CliError> {
    let Some(given) = set(value) else {
        return Ok(None);
    };
    match given.parse::<u64>() {
        Ok(id) if id > 0 => Ok(Some(id)),
        _ => Err(CliError::usage(format!(
            "DEV_GUILD_ID={given:?} is not a guild id: write the server's number (Discord: User Settings -> Advanced -> Developer Mode, then right-click the server -> Copy Server ID), or leave it unset to register the commands globally"
        ))),
    }
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

/// A variable's value, unless unset or blank.
fn set(value: Option<&str>) -> Option<&str> {
    value.map(str::trim).filter(|v| !v.is_empty())
}

/// What tests of the binary inject; both `None` in production.
pub struct TestHooks {
    pub api_override: Option<ApiOverride>,
    pub clock: Option<Arc<dyn Clock>>,
}

/// The test-only settings: `DISCORD_API_ADDR` (`host:port` that
/// `discord.com` resolves to) with `DISCORD_API_CA_FILE` (the PEM file of
/// the authority that signed its certificate), both or neither, and
/// `WOLFDEN_TEST_CLOCK` (`BASE_MS:SCALE`, see [`FastClock`]). A malformed
/// value is a usage error naming the variable.
pub fn test_hooks(
    api_addr: Option<&str>,
    ca_file: Option<&str>,
    clock: Option<&str>,
) -> Result<TestHooks, CliError> {
    let api_override = match (set(api_addr), set(ca_file)) {
        (None, None) => None,
        (Some(addr), Some(file)) => {
            let addr = addr.parse::<SocketAddr>().map_err(|_| {
                CliError::usage(format!(
                    "DISCORD_API_ADDR={addr:?} is not an address: write HOST:PORT (tests only)"
                ))
            })?;
            let ca_pem = std::fs::read_to_string(file).map_err(|e| {
                CliError::usage(format!("DISCORD_API_CA_FILE={file:?} cannot be read: {e}"))
            })?;
            // reqwest with rustls only parses the PEM when a client is
            // built, and skips what is not a certificate: check here.
            let is_pem = ca_pem.contains("-----BEGIN CERTIFICATE-----")
                && reqwest::Certificate::from_pem(ca_pem.as_bytes()).is_ok();
            if !is_pem {
                return Err(CliError::usage(format!(
                    "DISCORD_API_CA_FILE={file:?} is not a PEM certificate"
                )));
            }
            Some(ApiOverride { addr, ca_pem })
        }
        _ => {
            return Err(CliError::usage(
                "DISCORD_API_ADDR and DISCORD_API_CA_FILE go together (tests only): set both or neither",
            ))
        }
    };
    let clock = match set(clock) {
        None => None,
        Some(spec) => {
            let fast = FastClock::parse(spec)
                .map_err(|e| CliError::usage(format!("WOLFDEN_TEST_CLOCK={e}")))?;
            Some(Arc::new(fast) as Arc<dyn Clock>)
        }
    };
    Ok(TestHooks {
        api_override,
        clock,
    })
}

pub(super) async fn run_bot(config: DiscordConfig) -> Result<(), CliError> {
    let (shards, metrics_addr) = operations(
        std::env::var("SHARDS").ok().as_deref(),
        std::env::var("METRICS_ADDR").ok().as_deref(),
    )?;
    let hooks = test_hooks(
        std::env::var("DISCORD_API_ADDR").ok().as_deref(),
        std::env::var("DISCORD_API_CA_FILE").ok().as_deref(),
        std::env::var("WOLFDEN_TEST_CLOCK").ok().as_deref(),
    )?;
    let mut launch = Launch::new(config);
    launch.shards = shards;
    launch.metrics_addr = metrics_addr;
    launch.api_override = hooks.api_override;
    if let Some(clock) = hooks.clock {
        tracing::warn!("WOLFDEN_TEST_CLOCK is set: time runs fast (tests only)");
        launch.clock = clock;
    }
    crate::discord::run(launch).await.map_err(|e| {
        // A refused token is a setting to fix (exit 2, as misuse); a
        // network failure may pass (exit 1).
        let token_refused = e
            .downcast_ref::<LoginError>()
            .is_some_and(LoginError::is_token_refused);
        if token_refused {
            CliError::usage(e.to_string())
        } else {
            CliError::failed(e.to_string())
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_with_a_space_is_refused_naming_the_variable() {
        assert_eq!(discord_token(None).unwrap(), None);
        assert_eq!(discord_token(Some("  ")).unwrap(), None);
        assert_eq!(
            discord_token(Some(" MTE.abc-_9 \n")).unwrap().as_deref(),
            Some("MTE.abc-_9")
        );
        for bad in ["MTE abc", "\"MTEabc\"", "MTE\u{a0}abc"] {
            let e = discord_token(Some(bad)).unwrap_err().message;
            assert!(e.contains("DISCORD_TOKEN"), "{e}");
            assert!(e.contains("Reset Token"), "{e}");
        }
        let e = discord_token(Some("MTE abc")).unwrap_err().message;
        assert!(e.contains("a space"), "{e}");
    }

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

    #[test]
    fn a_dev_guild_id_is_a_positive_number_or_unset_and_anything_else_is_refused() {
        assert_eq!(dev_guild_id(None).unwrap(), None);
        assert_eq!(dev_guild_id(Some(" ")).unwrap(), None);
        assert_eq!(
            dev_guild_id(Some(" 123456789012345678 ")).unwrap(),
            Some(123_456_789_012_345_678)
        );
        for bad in ["my-server", "0", "-5", "12.5", "123456789012345678901"] {
            let refused = dev_guild_id(Some(bad)).unwrap_err();
            assert_eq!(refused.code, 2, "{bad}");
            assert!(
                refused
                    .message
                    .starts_with(&format!("DEV_GUILD_ID={bad:?} is not a guild id")),
                "{}",
                refused.message
            );
        }
    }

    #[test]
    fn the_test_hooks_are_off_unless_set_and_refused_clearly_when_malformed() {
        let none = test_hooks(None, Some(""), None).unwrap();
        assert!(none.api_override.is_none() && none.clock.is_none());
        let refused = |addr, file, clock| test_hooks(addr, file, clock).err().unwrap();
        let bad = refused(Some("127.0.0.1:9"), None, None);
        assert!(bad.message.contains("go together"), "{}", bad.message);
        let bad = refused(Some("discord"), Some("/nonexistent.pem"), None);
        assert!(
            bad.message.starts_with("DISCORD_API_ADDR="),
            "{}",
            bad.message
        );
        let bad = refused(Some("127.0.0.1:9"), Some("/nonexistent.pem"), None);
        assert!(
            bad.message.starts_with("DISCORD_API_CA_FILE="),
            "{}",
            bad.message
        );
        let dir = tempfile::tempdir().unwrap();
        let junk = dir.path().join("junk.pem");
        std::fs::write(&junk, "not a certificate").unwrap();
        let bad = refused(Some("127.0.0.1:9"), junk.to_str(), None);
        assert!(bad.message.contains("not a PEM"), "{}", bad.message);
        let bad = refused(None, None, Some("fast"));
        assert!(
            bad.message.starts_with("WOLFDEN_TEST_CLOCK="),
            "{}",
            bad.message
        );
        assert_eq!(bad.code, 2);
        let fast = test_hooks(None, None, Some("1700000000000:50")).unwrap();
        assert!(fast.clock.is_some());
    }
}
