//! The strict fake Discord judges requests as Discord does: these tests
//! show that it refuses what Discord refuses (schema, documented limits,
//! interaction rules, rate limits) and accepts what Discord accepts, that
//! the bot meets it through serenity's ratelimiter, and that its gateway
//! resumes, re-identifies and routes by shard.

use crate::support;

use std::time::{Duration, Instant};

use serde_json::{json, Value};
use support::shards::{Handshake, Shards};
use support::strict::ratelimit::{is_interaction_route, RateLimits};
use support::strict::{judge_form, schema};
use support::*;
use wolfden::store::GameStatus;

fn codes(method: &str, path: &str, body: Value) -> Vec<&'static str> {
    judge_form(method, path, &body)
        .into_iter()
        .map(|v| v.code)
        .collect()
}

fn accepted(method: &str, path: &str, body: Value) {
    let v = judge_form(method, path, &body);
    assert!(v.is_empty(), "{method} {path} refused: {v:?}");
}

fn button(id: &str, label: &str) -> Value {
    json!({"type": 2, "style": 1, "custom_id": id, "label": label})
}

#[test]
fn the_schema_accepts_well_formed_requests() {
    accepted("POST", "/channels/600/messages", json!({"content": "hi"}));
    accepted(
        "POST",
        "/channels/600/messages",
        json!({"embeds": [{"title": "t", "description": "d", "fields": [{"name": "a", "value": "b", "inline": true}]}],
               "components": [{"type": 1, "components": [button("a", "A"), button("b", "B")]}]}),
    );
    // A permission bitfield as a string, as serenity sends it.
    accepted(
        "PUT",
        "/channels/600/permissions/101",
        json!({"allow": "0", "deny": "2048", "type": 1}),
    );
    accepted(
        "POST",
        "/interactions/5/tok5/callback",
        json!({"type": 4, "data": {"content": "x", "flags": 64}}),
    );
    accepted(
        "POST",
        "/users/@me/channels",
        json!({"recipient_id": "101"}),
    );
    accepted("DELETE", "/channels/600/thread-members/101", Value::Null);
}

#[test]
fn the_schema_refuses_unknown_routes_bad_ids_and_bad_types() {
    assert_eq!(codes("GET", "/nope", Value::Null), ["UNKNOWN_ROUTE"]);
    assert_eq!(
        codes("DELETE", "/channels/600/messages", Value::Null),
        ["METHOD_NOT_ALLOWED"]
    );
    assert_eq!(
        codes("POST", "/channels/abc/messages", json!({"content": "x"})),
        ["STRING_TYPE_REGEX"]
    );
    assert_eq!(
        codes("POST", "/channels/600/messages", json!({"embeds": "x"})),
        ["BASE_TYPE_ARRAY"]
    );
    // The schema's own limit on content (4000) and the documented one (2000).
    let long = "x".repeat(4001);
    assert!(
        codes("POST", "/channels/600/messages", json!({"content": long}))
            .contains(&"BASE_TYPE_MAX_LENGTH")
    );
    let v = judge_form(
        "POST",
        "/channels/600/messages",
        &json!({"content": "x".repeat(2001)}),
    );
    assert_eq!(v.len(), 1, "{v:?}");
    assert_eq!(v[0].at, "content");
    // The schema alone (no documented limit) reaches into components.
    let row = json!({"type": 1, "components": [button("a", &"l".repeat(81))]});
    let err = schema::spec()
        .check(
            "POST",
            "/channels/600/messages",
            &json!({"components": [row]}),
        )
        .unwrap_err();
    assert_eq!(err[0].at, "components.0.components.0.label", "{err:?}");
    // Discord's errors object nests by field.
    let errors = schema::errors_object(&v);
    assert_eq!(
        errors["content"]["_errors"][0]["code"],
        "BASE_TYPE_MAX_LENGTH"
    );
}

#[test]
fn the_documented_limits_of_messages_are_enforced() {
    let post = |body: Value| codes("POST", "/channels/600/messages", body);
    let row = |items: Vec<Value>| json!({"type": 1, "components": items});
    // A button label of 81 characters.
    assert!(
        post(json!({"components": [row(vec![button("a", &"l".repeat(81))])]}))
            .contains(&"BASE_TYPE_MAX_LENGTH")
    );
    // The same custom id twice in one message (a disabled one included).
    let mut disabled = button("a", "A2");
    disabled["disabled"] = json!(true);
    assert!(
        post(json!({"components": [row(vec![button("a", "A")]), row(vec![disabled])]}))
            .contains(&"COMPONENT_CUSTOM_ID_DUPLICATED")
    );
    // A select beside a button.
    let select = json!({"type": 3, "custom_id": "s", "options": [{"label": "l", "value": "v"}]});
    assert!(
        post(json!({"components": [row(vec![select.clone(), button("b", "B")])]}))
            .contains(&"COMPONENT_LAYOUT_WIDTH_EXCEEDED")
    );
    // Six action rows.
    let rows: Vec<Value> = (0..6)
        .map(|i| row(vec![button(&format!("b{i}"), "B")]))
        .collect();
    assert!(!post(json!({ "components": rows })).is_empty());
    // 26 options in a select.
    let options: Vec<Value> = (0..26)
        .map(|i| json!({"label": format!("l{i}"), "value": format!("v{i}")}))
        .collect();
    let big = json!({"type": 3, "custom_id": "s", "options": options});
    assert!(!post(json!({"components": [row(vec![big])]})).is_empty());
    // An embed of 26 fields, and embeds over 6000 characters in all.
    let fields: Vec<Value> = (0..26)
        .map(|i| json!({"name": format!("n{i}"), "value": "v"}))
        .collect();
    assert!(!post(json!({"embeds": [{"fields": fields}]})).is_empty());
    let four_k = "d".repeat(4000);
    assert!(
        post(json!({"embeds": [{"description": four_k}, {"description": "d".repeat(2001)}]}))
            .contains(&"MAX_EMBED_SIZE_EXCEEDED")
    );
    // An empty field value.
    assert!(
        post(json!({"embeds": [{"fields": [{"name": "n", "value": ""}]}]}))
            .contains(&"BASE_TYPE_REQUIRED")
    );
    // The same limits in an interaction's answer and in a modal.
    assert!(!codes(
        "POST",
        "/interactions/5/tok5/callback",
        json!({"type": 4, "data": {"content": "x".repeat(2001)}})
    )
    .is_empty());
    let modal = json!({"type": 9, "data": {"custom_id": "m", "title": "t".repeat(46), "components": [
        {"type": 1, "components": [{"type": 4, "custom_id": "f", "label": "L", "style": 1}]}]}});
    assert!(!codes("POST", "/interactions/5/tok5/callback", modal).is_empty());
}

#[test]
fn slash_command_registration_is_checked() {
    let path = format!("/applications/{APP_ID}/guilds/{GUILD_ID}/commands");
    accepted(
        "PUT",
        &path,
        json!([{"name": "play", "description": "Play", "type": 1}]),
    );
    assert!(codes(
        "PUT",
        &path,
        json!([{"name": "Play", "description": "Play", "type": 1}])
    )
    .contains(&"APPLICATION_COMMAND_INVALID_NAME"));
    assert!(!codes(
        "PUT",
        &path,
        json!([{"name": "play", "description": "d".repeat(101), "type": 1}])
    )
    .is_empty());
}

#[test]
fn the_global_budget_refuses_the_51st_request_in_a_second_but_not_interaction_routes() {
    let mut rates = RateLimits::default();
    rates.route_limit = 1_000;
    let now = Instant::now();
    let refused = (0..60)
        .filter(|i| {
            rates
                .admit("POST", &format!("/channels/{}/messages", 600 + i), now)
                .refused
                .is_some()
        })
        .count();
    assert_eq!(refused, 10);
    assert!(rates.too_many.iter().all(|t| t.global));
    assert_eq!(rates.peak_per_second, 60);
    // Interaction routes are outside the global budget: callbacks,
    // follow-ups, and reads, edits and deletes of `@original`.
    for (method, path) in [
        ("POST", "/interactions/1/tok/callback"),
        ("POST", "/webhooks/7/tok"),
        ("GET", "/webhooks/7/tok/messages/@original"),
        ("PATCH", "/webhooks/7/tok/messages/@original"),
        ("DELETE", "/webhooks/7/tok/messages/@original"),
        ("PATCH", "/webhooks/7/tok/messages/9"),
    ] {
        let v = rates.admit(method, path, now);
        assert!(v.refused.is_none(), "{method} {path} was refused");
    }
    assert_eq!(rates.peak_per_second, 60, "nor counted in it");
    // A second later the budget is back.
    let later = now + Duration::from_millis(1001);
    assert!(rates
        .admit("POST", "/channels/600/messages", later)
        .refused
        .is_none());
}

#[test]
fn a_route_bucket_answers_with_discords_headers_and_a_429_when_empty() {
    let mut rates = RateLimits::default();
    rates.message_limit = 2;
    rates.message_window = Duration::from_secs(5);
    let now = Instant::now();
    let first = rates.admit("PATCH", "/channels/600/messages/1", now);
    assert_eq!(header(&first, "x-ratelimit-limit").as_deref(), Some("2"));
    assert_eq!(
        header(&first, "x-ratelimit-remaining").as_deref(),
        Some("1")
    );
    assert!(header(&first, "x-ratelimit-bucket").is_some());
    assert!(header(&first, "x-ratelimit-reset").is_some());
    // Another message of the same channel shares the bucket.
    let second = rates.admit("PATCH", "/channels/600/messages/2", now);
    assert_eq!(
        header(&second, "x-ratelimit-remaining").as_deref(),
        Some("0")
    );
    let third = rates.admit("PATCH", "/channels/600/messages/1", now);
    let body = third.refused.as_ref().expect("a 429");
    assert_eq!(body["global"], false);
    assert!(body["retry_after"].as_f64().unwrap() > 0.0);
    assert!(header(&third, "retry-after").is_some());
    // Another channel has a bucket of its own.
    assert!(rates
        .admit("PATCH", "/channels/601/messages/1", now)
        .refused
        .is_none());
}

/// A response header of the fake's rate limiter.
fn header(v: &support::strict::ratelimit::Verdict, name: &str) -> Option<String> {
    v.headers
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, v)| v.clone())
}

#[test]
fn a_channel_takes_five_posts_in_five_seconds_and_answers_a_sixth_with_a_429() {
    let mut rates = RateLimits::default();
    let now = Instant::now();
    let post = |rates: &mut RateLimits, channel: u64, at: Instant| {
        rates.admit("POST", &format!("/channels/{channel}/messages"), at)
    };
    for left in (0..5).rev() {
        let v = post(&mut rates, 600, now);
        assert!(v.refused.is_none());
        assert_eq!(header(&v, "x-ratelimit-limit").as_deref(), Some("5"));
        assert_eq!(header(&v, "x-ratelimit-remaining"), Some(left.to_string()));
    }
    // The sixth within the 5 s: a 429 with the bucket's headers, as
    // Discord answers it, and not a global one.
    let sixth = post(&mut rates, 600, now + Duration::from_millis(4_900));
    let body = sixth.refused.as_ref().expect("a 429");
    assert_eq!(body["global"], false);
    let retry = body["retry_after"].as_f64().unwrap();
    assert!((0.05..=0.1).contains(&retry), "retry_after {retry}");
    let retry_header: f64 = header(&sixth, "retry-after").unwrap().parse().unwrap();
    assert!((retry_header - retry).abs() < 0.01);
    assert_eq!(
        header(&sixth, "x-ratelimit-remaining").as_deref(),
        Some("0")
    );
    assert_eq!(header(&sixth, "x-ratelimit-scope").as_deref(), Some("user"));
    assert!(header(&sixth, "x-ratelimit-global").is_none());
    let bucket = header(&sixth, "x-ratelimit-bucket").expect("the bucket's id");
    assert!(!rates.too_many.last().unwrap().global);
    // The channel's edits are counted apart, under the same bucket id.
    for _ in 0..5 {
        let edit = rates.admit("PATCH", "/channels/600/messages/1", now);
        assert!(edit.refused.is_none());
        assert_eq!(header(&edit, "x-ratelimit-bucket"), Some(bucket.clone()));
    }
    assert!(rates
        .admit("PATCH", "/channels/600/messages/2", now)
        .refused
        .is_some());
    // Another channel, a DM channel too, has buckets of its own.
    assert!(post(&mut rates, 601, now).refused.is_none());
    // Once the 5 s are over, the channel posts again.
    assert!(post(&mut rates, 600, now + Duration::from_secs(5))
        .refused
        .is_none());
}

/// A client of the fake as the bot's (TLS, discord.com).
fn raw_client(h: &Harness) -> reqwest::Client {
    let api = h.fake.api_override();
    reqwest::Client::builder()
        .use_rustls_tls()
        .resolve("discord.com", api.addr)
        .add_root_certificate(reqwest::Certificate::from_pem(api.ca_pem.as_bytes()).unwrap())
        .build()
        .unwrap()
}

async fn raw(
    client: &reqwest::Client,
    method: reqwest::Method,
    path: &str,
    body: Value,
) -> (u16, Value) {
    let resp = client
        .request(method, format!("https://discord.com/api/v10{path}"))
        .header("content-type", "application/json")
        .body(body.to_string())
        .send()
        .await
        .unwrap();
    let status = resp.status().as_u16();
    let bytes = resp.bytes().await.unwrap();
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_interaction_rules_hold_over_time() {
    let h = Harness::start().await;
    let client = raw_client(&h);
    let (id, _) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB], 0)
        .await;
    let row = h.game(id).await;
    let (p, user) = Harness::prompted_human(&row);
    let board = h.board_for(&row, p.seat).await;
    let ix = h
        .fake
        .click(user, &board, &board.button("Show my hand").unwrap());
    let panel = h.fake.answer(&ix).await;
    assert!(panel.is_ephemeral());

    // One initial response only.
    h.fake.expect_refusals(40060);
    let path = format!("/interactions/{}/{}/callback", ix.id, ix.token);
    let (status, body) = raw(&client, reqwest::Method::POST, &path, json!({"type": 6})).await;
    assert_eq!((status, body["code"].as_u64()), (400, Some(40060)));

    // An ephemeral message is not reachable through the channel route.
    h.fake.expect_refusals_on("PATCH", r"^/channels/", 10008);
    let path = format!("/channels/{}/messages/{}", panel.channel_id, panel.id);
    let (status, body) = raw(
        &client,
        reqwest::Method::PATCH,
        &path,
        json!({"content": "x"}),
    )
    .await;
    assert_eq!((status, body["code"].as_u64()), (404, Some(10008)));

    // Within 15 minutes the original answer can be edited; not after.
    let original = format!("/webhooks/{APP_ID}/{}/messages/@original", ix.token);
    let (status, _) = raw(
        &client,
        reqwest::Method::PATCH,
        &original,
        json!({"content": "still mine"}),
    )
    .await;
    assert_eq!(status, 200);
    h.fake.advance(Duration::from_secs(15 * 60 + 1));
    h.fake.expect_refusals(50027);
    let (status, body) = raw(
        &client,
        reqwest::Method::PATCH,
        &original,
        json!({"content": "too late"}),
    )
    .await;
    assert_eq!((status, body["code"].as_u64()), (401, Some(50027)));

    // A schema refusal is a 400 50035 with Discord's errors object.
    h.fake.expect_refusals(50035);
    let (status, body) = raw(
        &client,
        reqwest::Method::POST,
        &format!("/channels/{CHANNEL}/messages"),
        json!({"content": "x".repeat(2001)}),
    )
    .await;
    assert_eq!(status, 400);
    assert_eq!(body["code"], 50035);
    assert_eq!(body["message"], "Invalid Form Body");
    assert_eq!(
        body["errors"]["content"]["_errors"][0]["code"],
        "BASE_TYPE_MAX_LENGTH"
    );
    // The test's own refusals (not the known faults of start-up).
    let codes: Vec<u64> = h
        .fake
        .refusals()
        .iter()
        .filter(|r| !r.path.ends_with("/commands"))
        .map(|r| r.code)
        .collect();
    assert_eq!(codes, [40060, 10008, 50027, 50035]);
    assert!(h.fake.unexpected_refusals().is_empty());
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_answer_later_than_three_seconds_is_refused() {
    let h = Harness::start().await;
    // The fake's clock runs 4 s ahead: every answer is late.
    h.fake.advance(Duration::from_secs(4));
    h.fake.expect_refusals(10062);
    // What the bot does next (poise reads its answer back) finds no answer.
    h.fake.expect_refusals(10015);
    let ix = h
        .fake
        .slash(ALICE, CHANNEL, "play", json!([opt("game", "wolves")]));
    h.fake
        .wait_call(0, "the late callback", |c| {
            c.path.contains(&format!("/interactions/{}/", ix.id))
        })
        .await;
    h.settle().await;
    let refusals = h.fake.refusals();
    assert!(
        refusals.iter().any(|r| r.code == 10062),
        "the late answer is refused: {refusals:?}"
    );
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_play_answer_refused_as_late_leaves_no_invisible_lobby() {
    let h = Harness::start().await;
    h.fake.advance(Duration::from_secs(4));
    h.fake.expect_refusals(10062);
    h.fake.expect_refusals(10015);
    let ix = h
        .fake
        .slash(ALICE, CHANNEL, "play", json!([opt("game", "wolves")]));
    h.fake
        .wait_call(0, "the late callback", |c| {
            c.path.contains(&format!("/interactions/{}/", ix.id))
        })
        .await;
    h.settle().await;
    // Either nothing holds the channel, or what holds it is on screen:
    // never "A game is already running" with nothing to join.
    let live = h.store().live_game_at(&CHANNEL.to_string()).await.unwrap();
    if let Some(id) = live {
        let shown: Vec<u64> = h
            .fake
            .channel_messages(CHANNEL)
            .iter()
            .map(|m| m.id)
            .collect();
        let boards = h.boards(id).await;
        assert!(
            boards
                .iter()
                .any(|b| b.message_id.parse().is_ok_and(|m: u64| shown.contains(&m))),
            "game {id} holds the channel, but no message of it is shown: {boards:?}"
        );
    }
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_bot_plays_through_small_route_buckets_with_serenitys_ratelimiter() {
    let h = Harness::start().await;
    h.fake.set_route_limit(3, Duration::from_millis(200));
    let (id, _) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB], 0)
        .await;
    h.play_to_end(id, 2_000).await;
    assert_eq!(h.game(id).await.status, GameStatus::Finished);
    // Every request that met an empty bucket was sent again and went through.
    let calls = h.fake.calls();
    for (i, c) in calls.iter().enumerate().filter(|(_, c)| c.status == 429) {
        assert!(
            calls[i + 1..]
                .iter()
                .any(|d| d.method == c.method && d.path == c.path && d.status < 300),
            "{} {} was not retried",
            c.method,
            c.path
        );
    }
    println!(
        "route buckets of 3 per 200 ms: {} requests, {} answered 429, peak {} req/s",
        calls.len(),
        h.fake.count_429(),
        h.fake.peak_rps()
    );
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_bot_posts_a_burst_in_one_channel_within_its_message_bucket() {
    use poise::serenity_prelude::{ChannelId, CreateMessage};
    use support::strict::ratelimit::{CHANNEL_MESSAGES, CHANNEL_WINDOW};
    // Discord's buckets and the pacer's own, not the tests' faster ones.
    let h = Harness::start_with(|l| l.pace = wolfden::discord::Pace::default()).await;
    h.fake.set_message_limit(CHANNEL_MESSAGES, CHANNEL_WINDOW);
    // Seven posts at once in a channel the bot never posted in: serenity
    // knows nothing of its bucket yet, and Discord takes five in 5 s.
    let posts: Vec<_> = (0..7)
        .map(|i| {
            let bot = h.bot().bot().clone();
            tokio::spawn(async move {
                let message = CreateMessage::new().content(format!("post {i}"));
                bot.post("test post", ChannelId::new(CHANNEL), &message)
                    .await
                    .is_ok()
            })
        })
        .collect();
    for p in posts {
        assert!(p.await.unwrap(), "a post failed");
    }
    let times: Vec<Instant> = h
        .fake
        .calls()
        .iter()
        .filter(|c| c.method == "POST" && c.path == format!("/channels/{CHANNEL}/messages"))
        .map(|c| c.at)
        .collect();
    assert_eq!(times.len(), 7, "each post sent once");
    // The bot's pacer held the last two back, not Discord.
    assert_eq!(h.fake.count_429(), 0, "{:?}", h.fake.too_many());
    assert!(times[5].duration_since(times[0]) >= Duration::from_secs(5));
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn interaction_follow_ups_and_original_edits_do_not_wait_for_the_global_budget() {
    // Every answer deferred, then sent through `@original` or a follow-up.
    let h = Harness::start_with(|l| l.ack_budget = Duration::ZERO).await;
    let (_, board) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB], 0)
        .await;
    let pacer = &h.bot().bot().retry.pacer;
    // As after a long global 429: nothing under the global limit leaves
    // for 30 s (the fake's waits give up after 15).
    pacer.hold(Duration::from_secs(30));
    let calls = h.fake.call_count();
    let panel = h.show_hand(ALICE, &board).await;
    assert!(!panel.buttons().is_empty(), "{}", panel.text());
    let answered_by_webhook = h.fake.calls()[calls..]
        .iter()
        .any(|c| c.path.starts_with("/webhooks/"));
    assert!(answered_by_webhook, "the answer came through the webhook");
    assert_eq!(pacer.waiting(), 0);
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_gateway_resumes_and_reidentifies_and_the_bot_still_answers() {
    let h = Harness::start().await;
    assert_eq!(
        h.fake.handshakes(),
        [Handshake::Identify { shard: 0, total: 1 }]
    );
    // A second guild, on the only shard.
    h.fake.add_guild(1 << 22);
    h.fake.request_reconnect(0);
    let shakes = h.fake.wait_handshakes(2).await;
    assert!(
        matches!(&shakes[1], Handshake::Resume { shard: 0, .. }),
        "{shakes:?}"
    );
    h.open_lobby(ALICE, CHANNEL, "wolves", None).await;

    h.fake.invalidate_session(0, false);
    let shakes = h.fake.wait_handshakes(3).await;
    assert_eq!(shakes[2], Handshake::Identify { shard: 0, total: 1 });
    h.open_lobby(BOB, CHANNEL2, "wolves", None).await;
    // Removed from the second guild: the event reaches the bot's session.
    h.fake.guild_delete(1 << 22, false);
    h.open_lobby(CAROL, 602, "wolves", None).await;
    // `/gateway/bot` answers the shard count a test sets.
    h.fake.set_shards(3);
    let (status, body) = raw(
        &raw_client(&h),
        reqwest::Method::GET,
        "/gateway/bot",
        Value::Null,
    )
    .await;
    assert_eq!((status, body["shards"].as_u64()), (200, Some(3)));
    h.shutdown().await;
}

#[test]
fn guild_events_go_to_their_shard_and_dms_to_shard_zero() {
    let shards = Shards {
        count: 4,
        ..Shards::default()
    };
    let guild = |shard: u64| (7u64 << 22) * 4 + (shard << 22);
    for s in 0..4 {
        assert_eq!(shards.shard_of(Some(guild(s))), s);
        let d = json!({"guild_id": guild(s).to_string()});
        assert_eq!(shards.shard_for("INTERACTION_CREATE", &d), s);
        let g = json!({"id": guild(s).to_string()});
        assert_eq!(shards.shard_for("GUILD_DELETE", &g), s);
    }
    assert_eq!(shards.shard_for("INTERACTION_CREATE", &json!({})), 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_forty_seat_werewolf_game_stays_within_discords_limits() {
    let h = Harness::start().await;
    // 30 humans, DMs closed for a third of them, and 10 bots.
    let humans: Vec<u64> = (0..30).map(user).collect();
    for u in humans.iter().step_by(3) {
        h.fake.close_dms(*u);
    }
    let (id, _) = h.start_game(CHANNEL, "werewolf", None, &humans, 10).await;
    assert_eq!(h.game(id).await.seats.len(), 40);
    let moves = h.play_to_end(id, 20_000).await;
    assert_eq!(h.game(id).await.status, GameStatus::Finished);
    let calls = h.fake.calls();
    let interaction_routes = calls
        .iter()
        .filter(|c| is_interaction_route(&c.path))
        .count();
    println!(
        "40-seat Werewolf (30 humans, 10 with DMs closed, 10 bots): {moves} human moves, \
         {} REST requests ({interaction_routes} on interaction routes), peak {} requests \
         per second under the global limit, {} answered 429, {} refused",
        calls.len(),
        h.fake.peak_rps(),
        h.fake.count_429(),
        h.fake.refusals().len()
    );
    // The busiest second, by route.
    let global: Vec<&support::Call> = calls
        .iter()
        .filter(|c| !is_interaction_route(&c.path))
        .collect();
    let mut busiest = (0, 0);
    let mut start = 0;
    for (end, c) in global.iter().enumerate() {
        while c.at.duration_since(global[start].at) >= Duration::from_secs(1) {
            start += 1;
        }
        if end + 1 - start > busiest.1 - busiest.0 {
            busiest = (start, end + 1);
        }
    }
    let mut routes: std::collections::BTreeMap<String, usize> = Default::default();
    for c in &global[busiest.0..busiest.1] {
        *routes
            .entry(format!("{} {}", c.method, route_shape(&c.path)))
            .or_default() += 1;
    }
    println!(
        "the busiest second ({} requests): {routes:?}",
        busiest.1 - busiest.0
    );
    if GLOBAL_BUDGET_KEPT {
        assert!(h.fake.peak_rps() < 50, "peak {} req/s", h.fake.peak_rps());
    }
    // Nor a channel's message bucket: the pacer keeps them too.
    assert_eq!(h.fake.count_429(), 0, "{:?}", h.fake.too_many());
    // Refused by the schema or limits: none but the known faults.
    let unexpected = h.fake.unexpected_refusals();
    assert!(unexpected.is_empty(), "{unexpected:?}");
    // No hidden fact in a public message, a mention, or who got a message.
    let checked = support::hidden::check(&h, id).await;
    println!("hidden-information check: {checked} private lines, none in public");
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn many_dms_to_the_same_users_at_once_stay_within_discords_limits() {
    use wolfden::discord::testing::Reply;
    use wolfden::discord::testing::{dm, Delivered};
    let h = Harness::start().await;
    // Opening a DM channel is one route bucket for every user; with 20 a
    // second it empties while 44 a second are paced, as at a thousand
    // game starts at once. Each of 40 users is DMed three times at once.
    let users: Vec<u64> = (0..40).map(user).collect();
    let dms: Vec<_> = users
        .iter()
        .flat_map(|u| [*u; 3])
        .map(|u| {
            let bot = h.bot().bot().clone();
            tokio::spawn(async move { dm(&bot, u, Reply::text("the game has started")).await })
        })
        .collect();
    for d in dms {
        assert_eq!(d.await.unwrap(), Delivered::Dm);
    }
    let opened = h
        .fake
        .calls()
        .iter()
        .filter(|c| c.method == "POST" && c.path.ends_with("/users/@me/channels"))
        .count();
    println!(
        "120 DMs to 40 users at once: {opened} DM channels opened, peak {} req/s, {} answered 429",
        h.fake.peak_rps(),
        h.fake.count_429()
    );
    assert_eq!(
        opened,
        users.len(),
        "concurrent opens for a user share one call"
    );
    assert_eq!(h.fake.count_429(), 0, "{:?}", h.fake.too_many());
    // Never more in one second than Discord allows (50). The pacer sends
    // 44 a second (2 back to back at most); the rest of the headroom is
    // for jitter between a turn and its arrival, which on 2 cores shared
    // with the file's other tests once bunched 50 into one second.
    assert!(h.fake.peak_rps() <= 50, "peak {} req/s", h.fake.peak_rps());
    h.shutdown().await;
}
