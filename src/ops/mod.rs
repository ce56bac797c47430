//! Operations: Prometheus metrics (through the `metrics` crates) and the
//! HTTP listener at `METRICS_ADDR` that serves them at `/metrics` beside a
//! `/healthz` probe ([`server`]).
//!
//! Counters and histograms are recorded where things happen, each through
//! one function here so every metric name lives in this file: actions
//! applied, click handling time, REST calls by route and status, 429s, DM
//! failures, timer lag. Gauges that describe a state (games live and
//! finished per game, shard latency and connection) are set just before a
//! scrape by the frontend's [`server::Observer`]. The recorder is
//! process-wide and installed once; with no `METRICS_ADDR` nothing reads
//! it and recording costs a few atomic adds.

pub mod server;

use std::sync::OnceLock;
use std::time::Duration;

use metrics::{counter, gauge, histogram};
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};

/// Bucket bounds (seconds) of every histogram here.
const SECONDS_BUCKETS: &[f64] = &[
    0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0,
];

static RECORDER: OnceLock<Option<PrometheusHandle>> = OnceLock::new();

/// The process's Prometheus recorder, installed on first use; `None` when
/// another recorder was installed first (then nothing is exported).
pub fn recorder() -> Option<&'static PrometheusHandle> {
    RECORDER
        .get_or_init(|| {
            let installed = PrometheusBuilder::new()
                .set_buckets(SECONDS_BUCKETS)
                .and_then(|b| b.install_recorder());
            match installed {
                Ok(handle) => Some(handle),
                Err(e) => {
                    tracing::warn!(error = %e, "cannot install the metrics recorder");
                    None
                }
            }
        })
        .as_ref()
}

/// `n` actions were applied and made durable in a game of `game` (a slug).
pub fn actions_applied(game: &'static str, n: usize) {
    counter!("wolfden_actions_total", "game" => game).increment(n as u64);
}

/// A component click or modal was handled in `took`.
pub fn click_handled(took: Duration) {
    histogram!("wolfden_click_seconds").record(took.as_secs_f64());
}

/// One REST attempt of the call named `route` ended with `status` (an
/// HTTP status, or `"error"` when no response came back).
pub fn rest_call(route: &str, status: &str) {
    counter!("wolfden_rest_calls_total", "route" => route.to_string(), "status" => status.to_string())
        .increment(1);
    if status == "429" {
        rate_limited(route, false);
    }
}

/// Discord answered 429 (`global` for the global limit); counted whether
/// serenity's ratelimiter or the bot's retry waited it out.
pub fn rate_limited(route: &str, global: bool) {
    counter!(
        "wolfden_rest_429_total",
        "route" => route.to_string(),
        "global" => if global { "true" } else { "false" }
    )
    .increment(1);
}

/// A DM could not be delivered (`closed`: the user's DMs refuse the bot).
pub fn dm_failed(closed: bool) {
    counter!(
        "wolfden_dm_failures_total",
        "reason" => if closed { "closed" } else { "error" }
    )
    .increment(1);
}

/// A timer fired `lag_ms` after its deadline.
pub fn timer_fired(lag_ms: i64) {
    histogram!("wolfden_timer_lag_seconds").record(lag_ms.max(0) as f64 / 1000.0);
}

/// Games by game and state, as counted in the store now.
pub fn set_games(game: &str, status: &str, count: i64) {
    gauge!("wolfden_games", "game" => game.to_string(), "status" => status.to_string())
        .set(count as f64);
}

/// The connection stages a shard reports (serenity's `ConnectionStage`).
pub const SHARD_STAGES: &[&str] = &[
    "connected",
    "connecting",
    "disconnected",
    "handshake",
    "identifying",
    "resuming",
];

/// A shard's heartbeat latency (`None`: none measured yet) and connection
/// stage (one of [`SHARD_STAGES`]; `wolfden_shard_stage` is 1 for it and 0
/// for the others, `wolfden_shard_connected` 1 when connected).
pub fn set_shard(shard: u32, latency: Option<Duration>, stage: &str) {
    let id = shard.to_string();
    if let Some(latency) = latency {
        gauge!("wolfden_shard_latency_seconds", "shard" => id.clone()).set(latency.as_secs_f64());
    }
    let connected = stage == "connected";
    gauge!("wolfden_shard_connected", "shard" => id.clone()).set(if connected { 1.0 } else { 0.0 });
    for known in SHARD_STAGES {
        let now = if *known == stage { 1.0 } else { 0.0 };
        gauge!("wolfden_shard_stage", "shard" => id.clone(), "stage" => *known).set(now);
    }
}

/// This process's part of the token's global budget: the requests a
/// second its pacer allows now, the turns it handed out and the requests
/// that waited for theirs since the start (set at each scrape).
pub fn set_pace(per_second: u32, turns: u64, waited: u64) {
    gauge!("wolfden_rest_budget_share").set(f64::from(per_second));
    counter!("wolfden_rest_turns_total").absolute(turns);
    counter!("wolfden_rest_waited_total").absolute(waited);
}

/// With several processes on one token: the slots of the shared budget
/// this process holds and the ones it asked for at its last heartbeat.
pub fn set_budget_share(held: u32, wanted: u32) {
    gauge!("wolfden_rest_budget_slots").set(f64::from(held));
    gauge!("wolfden_rest_budget_wanted").set(f64::from(wanted));
}

/// A post or edit waited for its channel's bucket shared with the other
/// processes (`what`: `"channel"`).
pub fn budget_waited(what: &'static str) {
    counter!("wolfden_rest_shared_bucket_waits_total", "bucket" => what).increment(1);
}

/// This process took over `n` shards of a process gone silent.
pub fn shards_adopted(n: usize) {
    counter!("wolfden_shards_adopted_total").increment(n as u64);
}
