//! The bot's REST calls: every one goes through [`Rest::run`] (or
//! [`Rest::run_in`]), which waits for its turn under Discord's global rate
//! limit ([`super::pacer`]) and retries it (5xx, transport errors, and a
//! 429 that reached the bot); and the Discord error codes the bot reacts to.
//!
//! In production (and in the tests, which point a client at a fake
//! `discord.com`) serenity's ratelimiter is on: it reads the
//! `X-RateLimit-*` headers, waits before a bucket runs dry, and on a 429
//! waits `Retry-After` and sends again itself, so a 429 rarely reaches this
//! wrapper. Behind a proxy (`DISCORD_API_BASE`) the ratelimiter must be off,
//! and serenity 0.12.5 then returns a 429 as an error that has lost both the
//! `Retry-After` header and the body's `retry_after` (its error type keeps
//! only `code` and `message`), so this wrapper backs off exponentially from
//! [`RetryPolicy::base`] (Discord's usual `retry_after` is well under a
//! second) up to [`RetryPolicy::max`]. Server errors are retried the same
//! way on both paths.

use std::future::Future;
use std::time::Duration;

use serenity::all::{HttpError, StatusCode};

use super::pacer::{Lane, Pace, Pacer};

/// Discord JSON error codes the bot handles.
pub mod code {
    pub const UNKNOWN_CHANNEL: isize = 10003;
    pub const UNKNOWN_MESSAGE: isize = 10008;
    pub const MISSING_ACCESS: isize = 50001;
    pub const CANNOT_DM: isize = 50007;
    pub const MISSING_PERMISSIONS: isize = 50013;
}

/// How the bot retries a failed REST call.
#[derive(Clone, Copy, Debug)]
pub struct RetryPolicy {
    /// Tries in all, the first included.
    pub attempts: u32,
    /// The first wait; doubled on every further try.
    pub base: Duration,
    /// The longest wait.
    pub max: Duration,
}

impl Default for RetryPolicy {
    fn default() -> Self {
        RetryPolicy {
            attempts: 4,
            base: Duration::from_millis(500),
            max: Duration::from_secs(10),
        }
    }
}

/// What a failed call means for the bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    RateLimited,
    Server,
    /// 404 Unknown Message: the message was deleted.
    UnknownMessage,
    /// 404 Unknown Channel: the channel (or thread) was deleted.
    UnknownChannel,
    /// 403 Cannot send messages to this user (DMs closed).
    CannotDm,
    /// 403 Missing Access / Missing Permissions.
    Forbidden,
    Other,
}

/// Classify a serenity error.
pub fn classify(err: &serenity::Error) -> Failure {
    let serenity::Error::Http(HttpError::UnsuccessfulRequest(resp)) = err else {
        return match err {
            serenity::Error::Http(HttpError::Request(_)) => Failure::Server,
            _ => Failure::Other,
        };
    };
    match (resp.status_code, resp.error.code) {
        (StatusCode::TOO_MANY_REQUESTS, _) => Failure::RateLimited,
        (s, _) if s.is_server_error() => Failure::Server,
        (_, code::UNKNOWN_MESSAGE) => Failure::UnknownMessage,
        (_, code::UNKNOWN_CHANNEL) => Failure::UnknownChannel,
        (_, code::CANNOT_DM) => Failure::CannotDm,
        (_, code::MISSING_ACCESS | code::MISSING_PERMISSIONS) => Failure::Forbidden,
        (StatusCode::NOT_FOUND, _) => Failure::UnknownMessage,
        _ => Failure::Other,
    }
}

/// The bot's way to call Discord: each try waits for its turn under the
/// global rate limit, then the policy retries what failed.
#[derive(Clone, Debug)]
pub struct Rest {
    pub policy: RetryPolicy,
    pub pacer: Pacer,
}

impl Rest {
    pub fn new(policy: RetryPolicy, pace: Pace) -> Rest {
        Rest {
            policy,
            pacer: Pacer::new(pace),
        }
    }

    /// Run a channel call (a post, a board edit, an overwrite, a thread):
    /// [`Rest::run_in`] in [`Lane::Channel`].
    pub async fn run<T, F, Fut>(&self, what: &str, call: F) -> Result<T, serenity::Error>
    where
        F: FnMut() -> Fut,
        Fut: Future<Output = Result<T, serenity::Error>>,
    {
        self.run_in(Lane::Channel, what, call).await
    }

    /// Run `call` until it succeeds, fails for good, or the tries run out,
    /// each try at its turn in `lane`. Retries rate limits and server
    /// errors only; `what` names the call in logs.
    pub async fn run_in<T, F, Fut>(
        &self,
        lane: Lane,
        what: &str,
        mut call: F,
    ) -> Result<T, serenity::Error>
    where
        F: FnMut() -> Fut,
        Fut: Future<Output = Result<T, serenity::Error>>,
    {
        let policy = &self.policy;
        let mut wait = policy.base;
        let mut attempt = 1;
        loop {
            self.pacer.turn(lane).await;
            match call().await {
                Ok(v) => return Ok(v),
                Err(e) => {
                    let failure = classify(&e);
                    let retriable = matches!(failure, Failure::RateLimited | Failure::Server);
                    if !retriable || attempt >= policy.attempts {
                        if retriable {
                            tracing::warn!(what, attempt, error = %e, "REST call failed, giving up");
                        }
                        return Err(e);
                    }
                    tracing::debug!(what, attempt, ?failure, ?wait, "REST call failed, retrying");
                    tokio::time::sleep(wait).await;
                    wait = (wait * 2).min(policy.max);
                    attempt += 1;
                }
            }
        }
    }
}
