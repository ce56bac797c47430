//! Operations over HTTP: with `metrics_addr` set, the bot serves
//! Prometheus metrics at `/metrics` (scraped and parsed here, in the text
//! exposition format) and `/healthz`, 200 while its shards are connected
//! and its database answers, 503 with the reason once the database is gone.
//! One test in this binary: the metrics recorder is process-wide.

use crate::support;

use std::collections::HashMap;

use support::*;

/// One sample of the exposition format: name, labels, value.
type Sample = (String, HashMap<String, String>, f64);

/// Parse the text exposition format (comments skipped; every sample line
/// must parse, so a malformed exposition fails the test).
fn parse_exposition(text: &str) -> Vec<Sample> {
    let mut samples = Vec::new();
    for line in text.lines() {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (series, value) = line.rsplit_once(' ').expect("a sample is `series value`");
        let value: f64 = value.parse().unwrap_or_else(|_| panic!("a number: {line}"));
        let (name, labels) = match series.split_once('{') {
            None => (series.to_string(), HashMap::new()),
            Some((name, rest)) => {
                let body = rest.strip_suffix('}').expect("labels end with }");
                let labels = body
                    .split("\",")
                    .filter(|p| !p.is_empty())
                    .map(|pair| {
                        let (k, v) = pair.split_once("=\"").expect("label=\"value\"");
                        (k.to_string(), v.trim_end_matches('"').to_string())
                    })
                    .collect();
                (name.to_string(), labels)
            }
        };
        samples.push((name, labels, value));
    }
    samples
}

/// The value of the sample `name` whose labels include `labels`.
fn value(samples: &[Sample], name: &str, labels: &[(&str, &str)]) -> Option<f64> {
    samples
        .iter()
        .filter(|(n, l, _)| {
            n == name
                && labels
                    .iter()
                    .all(|(k, v)| l.get(*k).map(String::as_str) == Some(*v))
        })
        .map(|(_, _, v)| *v)
        .reduce(|a, b| a + b)
}

async fn get(addr: std::net::SocketAddr, path: &str) -> (u16, String, String) {
    let response = reqwest::get(format!("http://{addr}{path}"))
        .await
        .expect("the listener answers");
    let status = response.status().as_u16();
    let content_type = response
        .headers()
        .get("content-type")
        .map(|v| v.to_str().unwrap().to_string())
        .unwrap_or_default();
    (status, content_type, response.text().await.unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn metrics_and_health_are_answered_over_http() {
    let h = Harness::start_with(|l| l.metrics_addr = Some("127.0.0.1:0".parse().unwrap())).await;
    let addr = h.bot().ops_addr().expect("a metrics listener");

    let (status, _, body) = get(addr, "/healthz").await;
    assert_eq!((status, body.as_str()), (200, "ok\n"));

    let (id, _) = h
        .start_game(
            CHANNEL,
            "project-planning",
            Some("turn_timer=30"),
            &[ALICE, BOB],
            0,
        )
        .await;
    let at = h.game(id).await.deadline_at.expect("a timer");
    h.pass_deadline(id, at).await;

    let (status, content_type, text) = get(addr, "/metrics").await;
    assert_eq!(status, 200);
    assert!(content_type.starts_with("text/plain"), "{content_type}");
    let samples = parse_exposition(&text);
    let running = value(
        &samples,
        "wolfden_games",
        &[("game", "project-planning"), ("status", "running")],
    );
    assert_eq!(running, Some(1.0), "{text}");
    assert_eq!(
        value(
            &samples,
            "wolfden_games",
            &[("game", "werewolf"), ("status", "finished")]
        ),
        Some(0.0),
        "every game and status is reported"
    );
    assert!(
        value(
            &samples,
            "wolfden_actions_total",
            &[("game", "project-planning")]
        )
        .is_some_and(|n| n >= 1.0),
        "{text}"
    );
    assert!(
        value(&samples, "wolfden_click_seconds_count", &[]).is_some_and(|n| n >= 1.0),
        "lobby clicks were timed: {text}"
    );
    assert!(
        value(&samples, "wolfden_click_seconds_bucket", &[("le", "+Inf")]).is_some(),
        "a histogram with buckets: {text}"
    );
    assert!(
        value(&samples, "wolfden_timer_lag_seconds_count", &[]).is_some_and(|n| n >= 1.0),
        "the timer's lag was measured: {text}"
    );
    assert!(
        value(
            &samples,
            "wolfden_rest_calls_total",
            &[("route", "edit board"), ("status", "200")]
        )
        .is_some_and(|n| n >= 1.0),
        "REST calls by route and status: {text}"
    );
    assert_eq!(
        value(&samples, "wolfden_shard_connected", &[("shard", "0")]),
        Some(1.0)
    );
    assert_eq!(
        value(
            &samples,
            "wolfden_shard_stage",
            &[("shard", "0"), ("stage", "connected")]
        ),
        Some(1.0)
    );

    // The database gone: unhealthy, and says why.
    h.store().close().await;
    let (status, _, body) = get(addr, "/healthz").await;
    assert_eq!(status, 503, "{body}");
    assert!(body.contains("database"), "{body}");
    h.shutdown().await;
}
