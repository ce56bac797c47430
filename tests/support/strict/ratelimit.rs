//! Discord's rate limits as the fake enforces them: per-route buckets
//! answered with the `X-RateLimit-*` headers serenity's ratelimiter reads,
//! each channel's message buckets (5 posts, and apart from them 5 edits,
//! in 5 s), and a global budget of requests per second for everything but
//! the interaction routes (callbacks, follow-ups, `@original`). Over
//! either, the answer is a 429 with `{message, retry_after, global}`, a
//! `Retry-After` header and the bucket's headers, as Discord sends. Every
//! 429 is recorded, and so is the peak number of requests under the
//! global budget received within one second.
//!
//! A bucket's window opens with its first request and closes
//! `window` later, as Discord's `X-RateLimit-Reset-After` counts.
//!
//! Time is real (`Instant`): serenity's ratelimiter waits in real time, so
//! the fake must count in it too.

use std::collections::hash_map::DefaultHasher;
use std::collections::{HashMap, VecDeque};
use std::hash::{Hash, Hasher};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde_json::{json, Value};

/// Discord's global budget.
pub const GLOBAL_PER_SECOND: usize = 50;
/// A channel's message bucket, as commonly observed on Discord: 5 posts,
/// and apart from them 5 edits, per 5 s.
pub const CHANNEL_MESSAGES: u32 = 5;
pub const CHANNEL_WINDOW: Duration = Duration::from_secs(5);

/// One bucket: requests used in the current window.
struct Bucket {
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
    /// Requests per window in one route bucket (other than messages).
    pub route_limit: u32,
    pub route_window: Duration,
    /// Posts (and, apart, edits) per window in one channel.
    pub message_limit: u32,
    pub message_window: Duration,
    pub global_per_second: usize,
    buckets: HashMap<String, Bucket>,
    /// Accepted requests under the global budget in the last second.
    accepted: VecDeque<Instant>,
    /// Every request under the global budget in the last second (the
    /// peak).
    received: VecDeque<Instant>,
    pub peak_per_second: usize,
    pub too_many: Vec<TooMany>,
}

impl Default for RateLimits {
    fn default() -> Self {
        RateLimits {
            route_limit: 20,
            route_window: Duration::from_secs(1),
            message_limit: CHANNEL_MESSAGES,
            message_window: CHANNEL_WINDOW,
            global_per_second: GLOBAL_PER_SECOND,
            buckets: HashMap::new(),
            accepted: VecDeque::new(),
            received: VecDeque::new(),
            peak_per_second: 0,
            too_many: Vec::new(),
        }
    }
}

/// Interaction routes (callbacks, and the interaction webhooks: follow-ups
/// and `@original`) are outside the global budget; the bot uses no other
/// webhook.
pub fn is_interaction_route(path: &str) -> bool {
    let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
    matches!(
        parts.as_slice(),
        ["interactions", _, _, "callback"] | ["webhooks", _, _, ..]
    )
}

/// A channel's message route: a post or an edit, counted apart.
fn is_message_route(method: &str, parts: &[&str]) -> bool {
    matches!(
        (method, parts),
        ("POST", ["channels", _, "messages"]) | ("PATCH", ["channels", _, "messages", _])
    )
}

/// Whether `parts[i]` is a major parameter (a channel, guild, webhook or
/// interaction and its token), which Discord keeps apart.
fn is_major(parts: &[&str], i: usize) -> bool {
    (i > 0
        && matches!(
            parts[i - 1],
            "channels" | "guilds" | "webhooks" | "interactions"
        ))
        || (i == 2 && matches!(parts[0], "webhooks" | "interactions"))
}

/// The route with other ids replaced, and the major parameters kept (the
/// bucket a request counts in) or replaced too (the route's shape, which
/// names its `X-RateLimit-Bucket`, "non-inclusive of top-level resources").
fn route_key(method: &str, parts: &[&str], keep_major: bool) -> String {
    let mut out = method.to_string();
    for (i, p) in parts.iter().enumerate() {
        let id_like = p.bytes().all(|b| b.is_ascii_digit()) || (i == 2 && is_major(parts, i));
        let keep = keep_major && is_major(parts, i);
        out.push('/');
        out.push_str(if id_like && !keep { "{id}" } else { p });
    }
    out
}

/// The `X-RateLimit-Bucket` of a route: one for a channel's posts and
/// edits (they answer the same bucket though counted apart), one per
/// route shape otherwise.
fn bucket_header(method: &str, parts: &[&str]) -> String {
    let shape = if is_message_route(method, parts) {
        "channel messages".to_string()
    } else {
        route_key(method, parts, false)
    };
    let mut hasher = DefaultHasher::new();
    shape.hash(&mut hasher);
    format!("{:016x}", hasher.finish())
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
        let global = !is_interaction_route(path);
        if global {
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
        let (limit, window) = if is_message_route(method, &parts) {
            (self.message_limit, self.message_window)
        } else {
            (self.route_limit, self.route_window)
        };
        let bucket = self
            .buckets
            .entry(route_key(method, &parts, true))
            .or_insert(Bucket {
                window_start: now,
                used: 0,
            });
        if now.duration_since(bucket.window_start) >= window {
            bucket.window_start = now;
            bucket.used = 0;
        }
        let reset_after = window.saturating_sub(now.duration_since(bucket.window_start));
        let reset_at = SystemTime::now() + reset_after;
        let reset_epoch = reset_at
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default()
            .as_secs_f64();
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
            ("x-ratelimit-bucket", bucket_header(method, &parts)),
        ];
        if full {
            return self.refuse(method, path, false, reset_after, headers);
        }
        if global {
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
