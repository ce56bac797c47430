//! Discord's rate limits as the fake enforces them: per-route buckets
//! answered with the `X-RateLimit-*` headers serenity's ratelimiter reads,
//! and a global budget of requests per second for everything but
//! interaction callbacks. Over either, the answer is a 429 with
//! `{message, retry_after, global}` and a `Retry-After` header, as Discord
//! sends. Every 429 is recorded, and so is the peak number of
//! non-callback requests received within one second.
//!
//! Time is real (`Instant`): serenity's ratelimiter waits in real time, so
//! the fake must count in it too.

use std::collections::{HashMap, VecDeque};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde_json::{json, Value};

/// Discord's global budget.
pub const GLOBAL_PER_SECOND: usize = 50;

/// One route's bucket: requests used in the current window.
struct Bucket {
    id: String,
    window_start: Instant,
    used: u32,
}

/// A 429 the fake answered.
#[derive(Clone, Debug)]
pub struct TooMany {
    pub method: String,
    pub path: String,
    pub global: bool,
    pub retry_after: Duration,
}

/// What the rate limiter says about one request: headers to add, and a
/// 429 body when it is refused.
pub struct Verdict {
    pub headers: Vec<(&'static str, String)>,
    pub refused: Option<Value>,
}

pub struct RateLimits {
    /// Requests per window in one route bucket.
    pub route_limit: u32,
    pub route_window: Duration,
    pub global_per_second: usize,
    buckets: HashMap<String, Bucket>,
    /// Accepted non-callback requests of the last second (global budget).
    accepted: VecDeque<Instant>,
    /// Every non-callback request of the last second (the peak).
    received: VecDeque<Instant>,
    pub peak_per_second: usize,
    pub too_many: Vec<TooMany>,
}

impl Default for RateLimits {
    fn default() -> Self {
        RateLimits {
            route_limit: 20,
            route_window: Duration::from_secs(1),
            global_per_second: GLOBAL_PER_SECOND,
            buckets: HashMap::new(),
            accepted: VecDeque::new(),
            received: VecDeque::new(),
            peak_per_second: 0,
            too_many: Vec::new(),
        }
    }
}

/// Interaction callbacks are outside the global budget.
pub fn is_callback(method: &str, parts: &[&str]) -> bool {
    method == "POST" && parts.len() == 4 && parts[0] == "interactions" && parts[3] == "callback"
}

/// The bucket key of a request: the method and route with its major
/// parameters (channel, guild, webhook and token) kept and other ids
/// replaced, as Discord groups them.
fn bucket_key(method: &str, parts: &[&str]) -> String {
    let mut out = method.to_string();
    for (i, p) in parts.iter().enumerate() {
        let major = (i > 0
            && matches!(
                parts[i - 1],
                "channels" | "guilds" | "webhooks" | "interactions"
            ))
            || (i == 2 && matches!(parts[0], "webhooks" | "interactions"));
        let id_like = p.bytes().all(|b| b.is_ascii_digit());
        out.push('/');
        out.push_str(if id_like && !major { "{id}" } else { p });
    }
    out
}

fn drop_older(q: &mut VecDeque<Instant>, now: Instant) {
    while q
        .front()
        .is_some_and(|t| now.duration_since(*t) >= Duration::from_secs(1))
    {
        q.pop_front();
    }
}

impl RateLimits {
    /// Count a request received at `now` and decide on it.
    pub fn admit(&mut self, method: &str, path: &str, now: Instant) -> Verdict {
        let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
        let callback = is_callback(method, &parts);
        if !callback {
            drop_older(&mut self.received, now);
            self.received.push_back(now);
            self.peak_per_second = self.peak_per_second.max(self.received.len());
            drop_older(&mut self.accepted, now);
            if self.accepted.len() >= self.global_per_second {
                let oldest = *self.accepted.front().unwrap();
                let retry = Duration::from_secs(1).saturating_sub(now.duration_since(oldest));
                return self.refuse(method, path, true, retry, Vec::new());
            }
        }
        let key = bucket_key(method, &parts);
        let n = self.buckets.len();
        let bucket = self.buckets.entry(key).or_insert_with(|| Bucket {
            id: format!("fakebucket{n:04x}"),
            window_start: now,
            used: 0,
        });
        if now.duration_since(bucket.window_start) >= self.route_window {
            bucket.window_start = now;
            bucket.used = 0;
        }
        let reset_after = self
            .route_window
            .saturating_sub(now.duration_since(bucket.window_start));
        let reset_at = SystemTime::now() + reset_after;
        let reset_epoch = reset_at
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default()
            .as_secs_f64();
        let limit = self.route_limit;
        let full = bucket.used >= limit;
        if !full {
            bucket.used += 1;
        }
        let headers = vec![
            ("x-ratelimit-limit", limit.to_string()),
            (
                "x-ratelimit-remaining",
                (limit - bucket.used.min(limit)).to_string(),
            ),
            ("x-ratelimit-reset", format!("{reset_epoch:.3}")),
            (
                "x-ratelimit-reset-after",
                format!("{:.3}", reset_after.as_secs_f64()),
            ),
            ("x-ratelimit-bucket", bucket.id.clone()),
        ];
        if full {
            return self.refuse(method, path, false, reset_after, headers);
        }
        if !callback {
            self.accepted.push_back(now);
        }
        Verdict {
            headers,
            refused: None,
        }
    }

    fn refuse(
        &mut self,
        method: &str,
        path: &str,
        global: bool,
        retry_after: Duration,
        mut headers: Vec<(&'static str, String)>,
    ) -> Verdict {
        // Never 0: serenity would retry at once and meet the same wall.
        let retry_after = retry_after.max(Duration::from_millis(1));
        self.too_many.push(TooMany {
            method: method.to_string(),
            path: path.to_string(),
            global,
            retry_after,
        });
        let secs = retry_after.as_secs_f64();
        headers.push(("retry-after", format!("{secs:.3}")));
        if global {
            headers.push(("x-ratelimit-global", "true".into()));
            headers.push(("x-ratelimit-scope", "global".into()));
        } else {
            headers.push(("x-ratelimit-scope", "user".into()));
        }
        Verdict {
            headers,
            refused: Some(json!({
                "message": "You are being rate limited.",
                "retry_after": secs,
                "global": global,
            })),
        }
    }
}
