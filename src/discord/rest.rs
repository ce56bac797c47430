//! The bot's REST calls: every one goes through [`Rest::run`] (or
//! [`Rest::run_in`]), which waits for its turn under Discord's global rate
//! limit and its channel's message bucket ([`super::pacer`]) and retries it (5xx, transport errors, and a
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
//!
//! A request that took its turn must leave at once: serenity's ratelimiter
//! queues requests of one route bucket behind a dry bucket and, when it
//! resets, lets every queued one go together, whatever the pacer said.
//! Callers whose requests share a bucket take its [`BucketGates`] first,
//! so at most one of them is past its turn and not yet answered.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use serenity::all::{HttpError, StatusCode};

use super::pacer::{Lane, Pace, Paced, Pacer};

/// Discord JSON error codes the bot handles.
pub mod code {
    pub const UNKNOWN_CHANNEL: isize = 10003;
    pub const UNKNOWN_MESSAGE: isize = 10008;
    pub const MISSING_ACCESS: isize = 50001;
    pub const CANNOT_DM: isize = 50007;
    pub const MISSING_PERMISSIONS: isize = 50013;
    pub const THREAD_ARCHIVED: isize = 50083;
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
    /// No answer (a timeout, a dropped connection): the request may or may
    /// not have been carried out.
    NoAnswer,
    /// 404 Unknown Message: the message was deleted.
    UnknownMessage,
    /// 404 Unknown Channel: the channel (or thread) was deleted.
    UnknownChannel,
    /// 403 Cannot send messages to this user (DMs closed).
    CannotDm,
    /// 403 Missing Access / Missing Permissions.
    Forbidden,
    /// 400 Thread is archived (50083).
    ThreadArchived,
    /// Any other 4xx: Discord refused this request as it is.
    Refused,
    Other,
}

/// Classify a serenity error.
pub fn classify(err: &serenity::Error) -> Failure {
    let serenity::Error::Http(HttpError::UnsuccessfulRequest(resp)) = err else {
        return match err {
            serenity::Error::Http(HttpError::Request(_)) => Failure::NoAnswer,
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
        (_, code::THREAD_ARCHIVED) => Failure::ThreadArchived,
        (StatusCode::NOT_FOUND, _) => Failure::UnknownMessage,
        (s, _) if s.is_client_error() => Failure::Refused,
        _ => Failure::Other,
    }
}

/// The HTTP status of a call's outcome for the metrics: `200` for a
/// success, the response's status for a refusal, `error` without one.
fn status_of<T>(result: &Result<T, serenity::Error>) -> String {
    match result {
        Ok(_) => "200".to_string(),
        Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(resp))) => {
            resp.status_code.as_u16().to_string()
        }
        Err(_) => "error".to_string(),
    }
}

/// One request at a time per route bucket, taken before the pacer's turn
/// (see the module doc). Buckets share a fixed set of locks by their key,
/// so the set never grows; two buckets on one lock only wait on each other.
#[derive(Debug)]
pub struct BucketGates {
    locks: Box<[tokio::sync::Mutex<()>]>,
}

impl BucketGates {
    const LOCKS: usize = 256;

    fn new() -> BucketGates {
        BucketGates {
            locks: (0..Self::LOCKS).map(|_| Default::default()).collect(),
        }
    }

    /// Wait until no other request of `bucket` is under way; hold the
    /// guard until this one is answered.
    pub async fn one_at_a_time(&self, bucket: u64) -> tokio::sync::MutexGuard<'_, ()> {
        self.locks[(bucket % Self::LOCKS as u64) as usize]
            .lock()
            .await
    }
}

/// The bot's way to call Discord: each try waits for its turn under the
/// global rate limit, then the policy retries what failed.
#[derive(Clone, Debug)]
pub struct Rest {
    pub policy: RetryPolicy,
    pub pacer: Pacer,
    pub buckets: Arc<BucketGates>,
    /// The message buckets' size, shared with other processes on one
    /// token through [`Rest::shared`].
    pace: Pace,
    /// With several processes on one token: a post or an edit also takes
    /// its turn in the channel's bucket they share.
    pub shared: Option<Arc<super::cluster::Cluster>>,
}

impl Rest {
    pub fn new(policy: RetryPolicy, pace: Pace) -> Rest {
        Rest {
            policy,
            pacer: Pacer::new(pace),
            buckets: Arc::new(BucketGates::new()),
            pace,
            shared: None,
        }
    }

    /// Run a channel call outside the message buckets (an overwrite, a
    /// thread member, a channel read): [`Rest::run_in`] in
    /// [`Lane::Channel`]. A message's post or edit names its bucket with
    /// [`Paced::post`] or [`Paced::edit`] instead.
    pub async fn run<T, F, Fut>(&self, what: &str, call: F) -> Result<T, serenity::Error>
    where
        F: FnMut() -> Fut,
        Fut: Future<Output = Result<T, serenity::Error>>,
    {
        self.run_with(Lane::Channel.into(), what, true, call).await
    }

    /// [`Rest::run`] for a call that creates something (a thread): not
    /// tried again when it got no answer, since it may have
    /// been carried out (a second one would be made).
    pub async fn run_create<T, F, Fut>(&self, what: &str, call: F) -> Result<T, serenity::Error>
    where
        F: FnMut() -> Fut,
        Fut: Future<Output = Result<T, serenity::Error>>,
    {
        self.run_with(Lane::Channel.into(), what, false, call).await
    }

    /// Run an idempotent call (an edit, a PUT, a DELETE) until it succeeds,
    /// fails for good, or the tries run out, each try at its turn on
    /// `paced` (a [`Lane`], or a [`Paced`] with its message bucket).
    pub async fn run_in<T, F, Fut>(
        &self,
        paced: impl Into<Paced>,
        what: &str,
        call: F,
    ) -> Result<T, serenity::Error>
    where
        F: FnMut() -> Fut,
        Fut: Future<Output = Result<T, serenity::Error>>,
    {
        self.run_with(paced.into(), what, true, call).await
    }

    /// [`Rest::run_create`] for `paced`.
    pub async fn run_create_in<T, F, Fut>(
        &self,
        paced: impl Into<Paced>,
        what: &str,
        call: F,
    ) -> Result<T, serenity::Error>
    where
        F: FnMut() -> Fut,
        Fut: Future<Output = Result<T, serenity::Error>>,
    {
        self.run_with(paced.into(), what, false, call).await
    }

    /// Retries rate limits, server errors, and (when `idempotent`) calls
    /// that got no answer; `what` names the call in logs and metrics.
    async fn run_with<T, F, Fut>(
        &self,
        paced: Paced,
        what: &str,
        idempotent: bool,
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
            self.pacer.turn(paced).await;
            if let (Some(cluster), Some(bucket)) = (&self.shared, paced.bucket) {
                let (per_window, window) = (self.pace.per_channel, self.pace.channel_window);
                cluster.message_turn(bucket, per_window, window).await;
            }
            let result = call().await;
            crate::ops::rest_call(what, &status_of(&result));
            match result {
                Ok(v) => return Ok(v),
                Err(e) => {
                    let failure = classify(&e);
                    let retriable = match failure {
                        Failure::RateLimited | Failure::Server => true,
                        Failure::NoAnswer => idempotent,
                        _ => false,
                    };
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
