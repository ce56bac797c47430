//! Trying again after a transient database error.
//!
//! A PostgreSQL server that restarts under running games drops every
//! pooled connection; the next query on one fails ("connection reset by
//! peer") and, while the server is down, new connections are refused. Such
//! an error ([`StoreError::is_transient`]) is retried with backoff (50 ms,
//! doubling, at most 2 s apart) for up to [`Patience::give_up_after`]
//! (60 s unless set), then answered as [`StoreError::Unavailable`], which
//! says how long the store waited; an attempt still waiting then (a pool
//! waiting for a server that refuses connections) is given up too. A
//! commit given up that way may have gone through: the version check
//! refuses it if it is sent again. Only reads and writes guarded by a
//! version check are retried, so a retry never applies anything twice.

use std::future::Future;
use std::time::{Duration, Instant};

use super::StoreError;

/// How long the store keeps trying, by default.
pub const GIVE_UP_AFTER: Duration = Duration::from_secs(60);
const FIRST_DELAY: Duration = Duration::from_millis(50);
const MAX_DELAY: Duration = Duration::from_secs(2);

/// How long the store keeps trying after transient errors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Patience {
    pub give_up_after: Duration,
}

impl Default for Patience {
    fn default() -> Self {
        Patience {
            give_up_after: GIVE_UP_AFTER,
        }
    }
}

impl Patience {
    /// Run `attempt` until it succeeds, fails for good, or transient
    /// errors have lasted longer than the patience allows. `retried` is
    /// told of each retry (the commit path checks afterwards whether a
    /// commit whose answer was lost went through). Errors name `url`.
    pub(super) async fn run<T, F, Fut>(
        self,
        url: &str,
        mut retried: impl FnMut(),
        mut attempt: F,
    ) -> Result<T, StoreError>
    where
        F: FnMut() -> Fut,
        Fut: Future<Output = Result<T, StoreError>>,
    {
        let started = Instant::now();
        let mut delay = FIRST_DELAY;
        let gone = |waited, source| StoreError::Unavailable {
            url: url.to_string(),
            waited,
            source,
        };
        loop {
            // An attempt may itself wait (the pool retries a refused
            // connection until its own timeout): it gets what time is left.
            let left = self.give_up_after.saturating_sub(started.elapsed());
            let err = match tokio::time::timeout(left, attempt()).await {
                Ok(Ok(value)) => return Ok(value),
                Ok(Err(e)) if e.is_transient() => e,
                Ok(Err(e)) => return Err(e.at(url)),
                Err(_) => return Err(gone(started.elapsed(), sqlx::Error::PoolTimedOut)),
            };
            let waited = started.elapsed();
            if waited + delay > self.give_up_after {
                return Err(match err.into_sql() {
                    Ok(source) => gone(waited, source),
                    Err(other) => other,
                });
            }
            tracing::warn!(database = url, error = %err, retry_in_ms = delay.as_millis() as u64, "a transient database error: trying again");
            retried();
            tokio::time::sleep(delay).await;
            delay = (delay * 2).min(MAX_DELAY);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    fn reset() -> StoreError {
        StoreError::Sql(sqlx::Error::Io(std::io::Error::from(
            std::io::ErrorKind::ConnectionReset,
        )))
    }

    #[tokio::test]
    async fn a_transient_error_is_tried_again_until_it_passes() {
        let calls = Cell::new(0);
        let retries = Cell::new(0);
        let answer = Patience::default()
            .run(
                "db",
                || retries.set(retries.get() + 1),
                || {
                    calls.set(calls.get() + 1);
                    let n = calls.get();
                    async move {
                        if n < 3 {
                            Err(reset())
                        } else {
                            Ok(n)
                        }
                    }
                },
            )
            .await
            .unwrap();
        assert_eq!((answer, retries.get()), (3, 2));
    }

    #[tokio::test]
    async fn a_lasting_transient_error_gives_up_after_the_stated_time_saying_so() {
        let patience = Patience {
            give_up_after: Duration::from_millis(300),
        };
        let started = Instant::now();
        let err = patience
            .run("postgres://db", || {}, || async { Err::<(), _>(reset()) })
            .await
            .unwrap_err();
        assert!(
            started.elapsed() <= Duration::from_millis(300),
            "gave up in time"
        );
        let msg = err.to_string();
        assert!(
            msg.starts_with("the database `postgres://db` did not answer for "),
            "{msg}"
        );
        assert!(msg.contains("gave up"), "{msg}");
    }

    #[tokio::test]
    async fn an_error_about_the_data_is_not_tried_again() {
        let calls = Cell::new(0);
        let err = Patience::default()
            .run(
                "db",
                || {},
                || {
                    calls.set(calls.get() + 1);
                    async { Err::<(), _>(StoreError::Sql(sqlx::Error::RowNotFound)) }
                },
            )
            .await
            .unwrap_err();
        assert_eq!(calls.get(), 1);
        assert!(err.to_string().starts_with("database `db`:"), "{err}");
    }
}
