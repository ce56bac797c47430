//! The strict side of the fake Discord: it judges every REST request the
//! bot sends as Discord would, before the fake world answers it.
//!
//! In order: the rate limits ([`ratelimit`]: route buckets, channels'
//! message buckets, the global budget, 429s); the route, method and body
//! against Discord's OpenAPI schema ([`schema`]); the documented limits the
//! schema omits ([`limits`]); and the interaction rules over time (the 3 s
//! deadline of the initial response, one initial response, 15 minutes for
//! follow-ups and `@original` edits, no edit of an ephemeral message or an
//! interaction response through the channel route). A refused request is
//! answered as Discord answers it (400 50035 "Invalid Form Body" with an
//! `errors` object, 404 10062, 400 40060, 401 50027, 404 10008) and is
//! recorded; a refusal the test did not announce with
//! [`FakeDiscord::expect_refusals`] fails the test when the fake is
//! dropped. The fake's own clock (for the interaction deadlines) can be
//! moved on with [`FakeDiscord::advance`]; nothing sleeps.
//!
//! [`tls`] serves the REST API as `https://discord.com`, so the bot runs
//! with serenity's ratelimiter on against the fake.

pub mod limits;
pub mod ratelimit;
pub mod schema;
pub mod tls;

use std::time::{Duration, Instant};

use serde_json::{json, Value};

use super::fake_discord::{FakeDiscord, State};
use ratelimit::RateLimits;
use schema::{errors_object, Violation};

/// Initial interaction responses are due within this.
pub const INTERACTION_DEADLINE: Duration = Duration::from_secs(3);
/// Follow-ups and edits of the original answer work this long.
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);

/// Codes the fake world answers from a test's own setup (a deleted
/// channel or message, closed DMs, missing permissions): not refusals of
/// a badly formed request.
const WORLD_CODES: &[u64] = &[10003, 10008, 50001, 50007, 50013, 50083];

/// A request Discord would refuse, as the fake answered it.
#[derive(Clone, Debug)]
pub struct Refusal {
    pub method: String,
    pub path: String,
    pub status: u16,
    pub code: u64,
    pub reason: String,
    /// The body the bot sent.
    pub body: Value,
    /// The test announced this code with `expect_refusals`.
    pub expected: bool,
}

/// A refusal a test expects: its code, and optionally its method and a
/// pattern (regex) of its path.
#[derive(Clone, Debug)]
pub struct Expected {
    pub code: u64,
    pub method: Option<String>,
    pub path: Option<regex::Regex>,
}

impl Expected {
    fn covers(&self, r: &Refusal) -> bool {
        self.code == r.code
            && self.method.as_ref().is_none_or(|m| *m == r.method)
            && self.path.as_ref().is_none_or(|p| p.is_match(&r.path))
    }
}

/// The strict fake's state, inside the fake's [`State`].
pub struct Strict {
    /// Refuse edits of an interaction's answer (initial response or
    /// follow-up) through `/channels/{c}/messages/{m}` with 10008, as
    /// Discord does. Ephemeral messages are refused there always.
    pub refuse_interaction_message_edits: bool,
    pub rates: RateLimits,
    pub refusals: Vec<Refusal>,
    /// Refusals the running test expects.
    pub expected: Vec<Expected>,
    /// How far the fake's clock is ahead of the real one.
    pub clock_offset: Duration,
    /// When each invalid request was answered (see [`InvalidRequests`]).
    pub invalid: InvalidRequests,
}

impl Default for Strict {
    fn default() -> Self {
        Strict {
            refuse_interaction_message_edits: true,
            rates: RateLimits::default(),
            refusals: Vec::new(),
            expected: Vec::new(),
            clock_offset: Duration::ZERO,
            invalid: InvalidRequests::default(),
        }
    }
}

impl Strict {
    pub fn now(&self) -> Instant {
        Instant::now() + self.clock_offset
    }

    fn record(
        &mut self,
        method: &str,
        path: &str,
        status: u16,
        code: u64,
        reason: String,
        body: &Value,
    ) {
        let mut refusal = Refusal {
            method: method.to_string(),
            path: path.to_string(),
            status,
            code,
            reason,
            body: body.clone(),
            expected: false,
        };
        refusal.expected = self.expected.iter().any(|e| e.covers(&refusal));
        self.refusals.push(refusal);
    }

    fn refuse(
        &mut self,
        method: &str,
        path: &str,
        body: &Value,
        (status, code, message): (u16, u64, &str),
    ) -> (u16, Value) {
        self.record(method, path, status, code, message.to_string(), body);
        (status, json!({"code": code, "message": message}))
    }

    fn invalid_form(
        &mut self,
        method: &str,
        path: &str,
        body: &Value,
        violations: &[Violation],
    ) -> (u16, Value) {
        let reason = violations
            .iter()
            .map(|v| format!("{} {}: {}", v.at, v.code, v.message))
            .collect::<Vec<_>>()
            .join("; ");
        self.record(method, path, 400, 50035, reason, body);
        (
            400,
            json!({"code": 50035, "message": "Invalid Form Body", "errors": errors_object(violations)}),
        )
    }
}

/// Judge a request before the fake world answers it: `Some` answer if
/// Discord would refuse it.
pub(crate) fn check(
    s: &mut State,
    method: &str,
    path: &str,
    body: &Value,
    upload_bytes: usize,
) -> Option<(u16, Value)> {
    if upload_bytes > limits::UPLOAD_BYTES {
        return Some(s.strict.refuse(method, path, body, limits::TOO_LARGE));
    }
    let violations = judge_form(method, path, body);
    let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
    if !violations.is_empty() {
        return Some(s.strict.invalid_form(method, path, body, &violations));
    }
    let refusal = interaction_rules(s, method, &parts)?;
    Some(s.strict.refuse(method, path, body, refusal))
}

/// What Discord's schema and its documented limits refuse in a request
/// (empty if nothing).
pub fn judge_form(method: &str, path: &str, body: &Value) -> Vec<Violation> {
    let mut violations = match schema::spec().check(method, path, body) {
        Ok(()) => Vec::new(),
        Err(v) => v,
    };
    let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
    documented_limits(method, &parts, body, &mut violations);
    violations
}

/// Record a refusal the fake world answered (an unknown interaction, a
/// route the fake lacks), unless the test set it up.
pub(crate) fn note_answer(
    s: &mut State,
    method: &str,
    path: &str,
    body: &Value,
    status: u16,
    answer: &Value,
) {
    if !(400..500).contains(&status) || status == 429 {
        return;
    }
    let code = answer["code"].as_u64().unwrap_or(0);
    if WORLD_CODES.contains(&code) {
        return;
    }
    let message = answer["message"].as_str().unwrap_or("").to_string();
    s.strict.record(method, path, status, code, message, body);
}

/// Discord's count of invalid requests: every answer 401, 403 or 429
/// (but a 429 of a shared bucket) counts, and an IP with 10,000 of them
/// within 10 minutes is banned by Cloudflare for a while. The fake counts
/// them as the bot receives them, whoever caused them (a test's fault or
/// closed DMs too: Discord does not ask why).
#[derive(Default)]
pub struct InvalidRequests {
    pub at: Vec<Instant>,
}

impl InvalidRequests {
    /// Discord's ban threshold and its window.
    pub const DISCORD_LIMIT: usize = 10_000;
    pub const WINDOW: Duration = Duration::from_secs(10 * 60);
    /// What one test may spend: 1% of Discord's limit, so even a hundred
    /// Discord tests within ten minutes stay far below it.
    pub const PER_TEST: usize = Self::DISCORD_LIMIT / 100;

    /// Count an answer if Discord would.
    pub fn note(&mut self, status: u16, headers: &[(&'static str, String)], now: Instant) {
        let shared = headers
            .iter()
            .any(|(name, value)| *name == "x-ratelimit-scope" && value == "shared");
        if matches!(status, 401 | 403) || (status == 429 && !shared) {
            self.at.push(now);
        }
    }

    /// The most invalid requests within any [`Self::WINDOW`].
    pub fn peak_in_window(&self) -> usize {
        let mut start = 0;
        let mut peak = 0;
        for (end, at) in self.at.iter().enumerate() {
            while at.duration_since(self.at[start]) >= Self::WINDOW {
                start += 1;
            }
            peak = peak.max(end + 1 - start);
        }
        peak
    }
}

/// The limits of [`limits`] for the routes that carry them.
fn documented_limits(method: &str, parts: &[&str], body: &Value, out: &mut Vec<Violation>) {
    match (method, parts) {
        ("POST", ["channels", _, "messages"])
        | ("PATCH", ["channels", _, "messages", _])
        | ("POST", ["webhooks", _, _])
        | ("PATCH", ["webhooks", _, _, "messages", _]) => limits::message(body, "", out),
        ("POST", ["interactions", _, _, "callback"]) => match body["type"].as_u64() {
            Some(4 | 7) => limits::message(&body["data"], "data", out),
            Some(9) => limits::modal(&body["data"], "data", out),
            _ => {}
        },
        ("PUT", ["applications", _, "commands"])
        | ("PUT", ["applications", _, "guilds", _, "commands"]) => limits::commands(body, out),
        _ => {}
    }
}

/// The interaction rules over time and the channel route's refusal of
/// interaction messages: `(status, code, message)` if broken.
fn interaction_rules(s: &State, method: &str, parts: &[&str]) -> Option<(u16, u64, &'static str)> {
    const UNKNOWN_INTERACTION: (u16, u64, &str) = (404, 10062, "Unknown interaction");
    const ACKNOWLEDGED: (u16, u64, &str) =
        (400, 40060, "Interaction has already been acknowledged.");
    const TOKEN_EXPIRED: (u16, u64, &str) = (401, 50027, "Invalid Webhook Token");
    const UNKNOWN_WEBHOOK: (u16, u64, &str) = (404, 10015, "Unknown Webhook");
    const UNKNOWN_MESSAGE: (u16, u64, &str) = (404, 10008, "Unknown Message");
    let now = s.strict.now();
    match (method, parts) {
        ("POST", ["interactions", id, _, "callback"]) => {
            let id: u64 = id.parse().unwrap_or(0);
            let ix = s.interactions.get(&id)?;
            if s.callbacks.contains_key(&id) {
                return Some(ACKNOWLEDGED);
            }
            (now.duration_since(ix.sent_at) > INTERACTION_DEADLINE).then_some(UNKNOWN_INTERACTION)
        }
        (_, ["webhooks", _, token, ..]) => {
            let ix = s.interaction_by_token(token)?;
            if now.duration_since(ix.sent_at) > TOKEN_LIFETIME {
                return Some(TOKEN_EXPIRED);
            }
            (!s.callbacks.contains_key(&ix.id)).then_some(UNKNOWN_WEBHOOK)
        }
        ("PATCH" | "DELETE", ["channels", _, "messages", mid]) => {
            let mid: u64 = mid.parse().unwrap_or(0);
            let m = s.messages.get(&mid)?;
            let interaction_message =
                s.strict.refuse_interaction_message_edits && is_interaction_message(s, mid);
            (m.is_ephemeral() || interaction_message).then_some(UNKNOWN_MESSAGE)
        }
        _ => None,
    }
}

/// Whether a message was created as an interaction's answer (initial
/// response or follow-up) rather than by the bot in the channel.
fn is_interaction_message(s: &State, id: u64) -> bool {
    s.perms.by_interaction.contains(&id)
}

impl FakeDiscord {
    /// The running test expects the bot to be refused with `code` (for
    /// example 40060): such refusals do not fail it.
    pub fn expect_refusals(&self, code: u64) {
        self.expect(Expected {
            code,
            method: None,
            path: None,
        });
    }

    /// [`Self::expect_refusals`] for one method and paths matching `path`
    /// (a regex).
    pub fn expect_refusals_on(&self, method: &str, path: &str, code: u64) {
        self.expect(Expected {
            code,
            method: Some(method.to_string()),
            path: Some(regex::Regex::new(path).expect("a path regex")),
        });
    }

    fn expect(&self, e: Expected) {
        self.with(|s| {
            for r in &mut s.strict.refusals {
                r.expected |= e.covers(r);
            }
            s.strict.expected.push(e);
        });
    }

    /// Every request refused so far, expected or not.
    pub fn refusals(&self) -> Vec<Refusal> {
        self.peek(|s| s.strict.refusals.clone())
    }

    /// Refusals the test did not announce.
    pub fn unexpected_refusals(&self) -> Vec<Refusal> {
        self.peek(|s| {
            s.strict
                .refusals
                .iter()
                .filter(|r| !r.expected)
                .cloned()
                .collect()
        })
    }

    /// The most requests under the global limit (all but the interaction
    /// routes) received within one second.
    pub fn peak_rps(&self) -> usize {
        self.peek(|s| s.strict.rates.peak_per_second)
    }

    /// 429s answered by the fake's rate limits (not injected faults).
    pub fn count_429(&self) -> usize {
        self.peek(|s| s.strict.rates.too_many.len())
    }

    pub fn too_many(&self) -> Vec<ratelimit::TooMany> {
        self.peek(|s| s.strict.rates.too_many.clone())
    }

    /// Invalid requests (401, 403, 429) answered so far.
    pub fn invalid_requests(&self) -> usize {
        self.peek(|s| s.strict.invalid.at.len())
    }

    /// The most invalid requests within any ten minutes.
    pub fn invalid_requests_peak(&self) -> usize {
        self.peek(|s| s.strict.invalid.peak_in_window())
    }

    /// Requests per `window` allowed in one route bucket, a channel's
    /// message buckets included.
    pub fn set_route_limit(&self, limit: u32, window: Duration) {
        self.with(|s| {
            let rates = &mut s.strict.rates;
            (rates.route_limit, rates.route_window) = (limit, window);
            (rates.message_limit, rates.message_window) = (limit, window);
        });
    }

    /// Posts (and, apart, edits) per `window` allowed in one channel.
    pub fn set_message_limit(&self, limit: u32, window: Duration) {
        self.with(|s| {
            let rates = &mut s.strict.rates;
            (rates.message_limit, rates.message_window) = (limit, window);
        });
    }

    /// Whether an interaction's answer may not be edited through the
    /// channel route (on by default).
    pub fn refuse_interaction_message_edits(&self, refuse: bool) {
        self.with(|s| s.strict.refuse_interaction_message_edits = refuse);
    }

    /// Move the fake's clock on (interaction deadlines, token lifetimes).
    pub fn advance(&self, by: Duration) {
        self.with(|s| s.strict.clock_offset += by);
    }

    /// Panic with every unexpected refusal (called when the fake is
    /// dropped, so a test that caused one fails).
    pub(crate) fn assert_no_unexpected_refusals(&self) {
        let invalid = self.invalid_requests_peak();
        assert!(
            invalid <= InvalidRequests::PER_TEST,
            "{invalid} invalid requests (401, 403, 429) within ten minutes: more than a test's share ({}) of Discord's {}",
            InvalidRequests::PER_TEST,
            InvalidRequests::DISCORD_LIMIT
        );
        let bad = self.unexpected_refusals();
        if bad.is_empty() {
            return;
        }
        let lines: Vec<String> = bad
            .iter()
            .map(|r| {
                format!(
                    "{} {} -> {} {}: {}\n    body: {}",
                    r.method,
                    r.path,
                    r.status,
                    r.code,
                    r.reason,
                    truncate(&r.body.to_string(), 600)
                )
            })
            .collect();
        panic!(
            "the strict fake Discord refused {} request(s) the test did not expect:\n{}",
            bad.len(),
            lines.join("\n")
        );
    }
}

fn truncate(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        s.to_string()
    } else {
        format!("{}...", s.chars().take(max).collect::<String>())
    }
}
