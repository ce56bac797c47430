//! The fake Discord's server side: the plain `ws://` gateway session
//! (HELLO, IDENTIFY -> READY, heartbeats, dispatches as text frames) and the
//! REST routes the bot calls, which create and edit the recorded messages.

use std::time::Instant;

use axum::body::Bytes;
use axum::extract::ws::{Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::State as AxumState;
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use serde_json::{json, Value};
use tokio::sync::mpsc;

use super::fake_discord::{
    bot_user, user_json, Call, Callback, Msg, Seen, Shared, State, APP_ID, GUILD_ID,
};
use super::shards::{self, Handshake};
use super::strict;

pub(crate) async fn gateway(
    ws: WebSocketUpgrade,
    AxumState(shared): AxumState<Shared>,
) -> Response {
    ws.on_upgrade(move |socket| session(socket, shared))
}

async fn session(mut socket: WebSocket, shared: Shared) {
    let (tx, mut rx) = mpsc::unbounded_channel::<String>();
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41250}}).to_string();
    if socket.send(WsMessage::Text(hello.into())).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            out = rx.recv() => {
                let Some(frame) = out else { return };
                if socket.send(WsMessage::Text(frame.into())).await.is_err() {
                    return;
                }
            }
            incoming = socket.recv() => {
                let Some(Ok(msg)) = incoming else {
                    return;
                };
                let text = match msg {
                    WsMessage::Text(t) => t.as_str().to_string(),
                    WsMessage::Binary(b) => String::from_utf8_lossy(&b).to_string(),
                    WsMessage::Close(_) => return,
                    _ => continue,
                };
                let Ok(v) = serde_json::from_str::<Value>(&text) else { continue };
                match v["op"].as_u64() {
                    Some(1) => {
                        let ack = json!({"op": 11}).to_string();
                        let _ = socket.send(WsMessage::Text(ack.into())).await;
                    }
                    Some(2) => {
                        let (shard, total) = shards::identified_shard(&v["d"]);
                        let admitted = shared
                            .state
                            .lock()
                            .unwrap()
                            .shards
                            .admit_identify(shard, std::time::Instant::now());
                        if !admitted {
                            // Discord's answer to an IDENTIFY too soon in
                            // its bucket: the session is invalid.
                            let invalid = json!({"op": 9, "d": false}).to_string();
                            let _ = socket.send(WsMessage::Text(invalid.into())).await;
                            shared.bump();
                            continue;
                        }
                        let (ready, guilds) = {
                            let mut s = shared.state.lock().unwrap();
                            s.identifies += 1;
                            // The voice events of this session are counted
                            // from its IDENTIFY, before anything is sent: a
                            // harness that waits for the bot to hear them
                            // must never read the last session's count.
                            super::voice::new_session(&mut s);
                            s.seq += 1;
                            if shard == 0 {
                                s.gateway = Some(tx.clone());
                            }
                            s.shards.sessions.insert(shard, tx.clone());
                            s.shards.handshakes.push(Handshake::Identify { shard, total });
                            let guilds: Vec<u64> = s
                                .shards
                                .guilds
                                .iter()
                                .copied()
                                .filter(|g| (g >> 22) % total.max(1) == shard)
                                .collect();
                            let ready = json!({"op": 0, "s": s.seq, "t": "READY",
                                "d": shards::ready(&s, shard, total)});
                            (ready.to_string(), guilds)
                        };
                        let _ = socket.send(WsMessage::Text(ready.into())).await;
                        for g in guilds {
                            let frame = {
                                let mut s = shared.state.lock().unwrap();
                                s.seq += 1;
                                json!({"op": 0, "s": s.seq, "t": "GUILD_CREATE",
                                    "d": super::voice::guild_create(&mut s, g)})
                                .to_string()
                            };
                            let _ = socket.send(WsMessage::Text(frame.into())).await;
                        }
                        shared.bump();
                    }
                    Some(6) => {
                        let session_id = v["d"]["session_id"].as_str().unwrap_or("").to_string();
                        let shard = session_id
                            .rsplit('-')
                            .next()
                            .and_then(|n| n.parse().ok())
                            .unwrap_or(0);
                        let resumed = {
                            let mut s = shared.state.lock().unwrap();
                            s.seq += 1;
                            if shard == 0 {
                                s.gateway = Some(tx.clone());
                            }
                            s.shards.sessions.insert(shard, tx.clone());
                            s.shards.handshakes.push(Handshake::Resume { shard, session_id });
                            json!({"op": 0, "s": s.seq, "t": "RESUMED", "d": {}}).to_string()
                        };
                        let _ = socket.send(WsMessage::Text(resumed.into())).await;
                        shared.bump();
                    }
                    _ => {}
                }
            }
        }
    }
}

/// Split a multipart body into its JSON payload and file names.
fn parse_body(headers: &HeaderMap, body: &[u8]) -> (Value, Vec<String>) {
    let ctype = headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let Some(boundary) = ctype.split("boundary=").nth(1) else {
        return (
            serde_json::from_slice(body).unwrap_or(Value::Null),
            Vec::new(),
        );
    };
    let boundary = format!("--{}", boundary.trim_matches('"'));
    let text = String::from_utf8_lossy(body);
    let mut payload = Value::Null;
    let mut files = Vec::new();
    for part in text.split(&boundary) {
        let Some((head, data)) = part.split_once("\r\n\r\n") else {
            continue;
        };
        let data = data.strip_suffix("\r\n").unwrap_or(data);
        if head.contains("name=\"payload_json\"") {
            payload = serde_json::from_str(data).unwrap_or(Value::Null);
        } else if let Some(f) = head.split("filename=\"").nth(1) {
            files.push(f.split('"').next().unwrap_or("").to_string());
        }
    }
    (payload, files)
}

fn error(status: u16, code: u64, message: &str) -> (u16, Value) {
    (status, json!({"code": code, "message": message}))
}

/// Apply a message payload (create or update) to a message.
fn apply_payload(m: &mut Msg, data: &Value, files: &[String]) {
    if let Some(c) = data.get("content") {
        m.content = c.as_str().unwrap_or("").to_string();
    }
    if let Some(e) = data.get("embeds") {
        let mut e = e.clone();
        for embed in e.as_array_mut().into_iter().flatten() {
            embed["type"] = json!("rich");
        }
        m.embeds = e;
    }
    if let Some(c) = data.get("components") {
        m.components = c.clone();
    }
    if let Some(f) = data.get("flags").and_then(Value::as_u64) {
        m.flags |= f & 64;
    }
    // `attachments` lists what the message keeps: an existing attachment by
    // its id (this message's ids are `id * 10 + i`), or a new upload.
    if let Some(listed) = data.get("attachments").and_then(Value::as_array) {
        let kept: Vec<String> = listed
            .iter()
            .filter_map(|a| a["id"].as_str()?.parse::<u64>().ok())
            .filter_map(|id| {
                let i = id.checked_sub(m.id * 10)?;
                m.attachments.get(i as usize).cloned()
            })
            .collect();
        m.attachments = kept.into_iter().chain(files.iter().cloned()).collect();
    } else if !files.is_empty() {
        m.attachments = files.to_vec();
    }
}

fn new_msg(s: &mut State, channel: u64, seen: Seen, data: &Value, files: &[String]) -> u64 {
    let id = s.id();
    let mut m = Msg {
        id,
        channel_id: channel,
        seen,
        content: String::new(),
        embeds: json!([]),
        components: json!([]),
        flags: 0,
        attachments: Vec::new(),
        deleted: false,
        is_dm: false,
    };
    apply_payload(&mut m, data, files);
    if let Seen::User(_) = seen {
        m.is_dm = m.flags & 64 == 0;
    }
    s.messages.insert(id, m);
    s.show(id);
    id
}

pub(crate) async fn rest(
    AxumState(shared): AxumState<Shared>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let path = uri.path().trim_start_matches("/api/v10").to_string();
    let (payload, files) = parse_body(&headers, &body);
    // Discord's upload limit is on a request with files, all of it.
    let uploaded = if files.is_empty() { 0 } else { body.len() };
    let gate = super::holds::gate(
        &mut shared.state.lock().unwrap().holds,
        method.as_str(),
        &path,
    );
    if let Some(mut open) = gate {
        shared.bump();
        let _ = open.wait_for(|open| *open).await;
    }
    let (status, answer, headers) = {
        let mut s = shared.state.lock().unwrap();
        let now = s.strict.now();
        let verdict = s.strict.rates.admit(method.as_str(), &path, now);
        let fault = s.faults.iter_mut().find(|f| {
            f.times > 0 && f.method == method.as_str() && path.contains(&f.path_contains)
        });
        let (status, answer) = match (verdict.refused, fault) {
            (Some(too_many), _) => (429, too_many),
            (None, Some(f)) => {
                f.times -= 1;
                (f.status, f.body.clone())
            }
            (None, None) => match strict::check(&mut s, method.as_str(), &path, &payload, uploaded)
            {
                Some(refused) => refused,
                None => {
                    let (status, answer) = handle(&mut s, &method, &path, &payload, &files);
                    strict::note_answer(&mut s, method.as_str(), &path, &payload, status, &answer);
                    (status, answer)
                }
            },
        };
        s.strict.invalid.note(status, &verdict.headers, now);
        s.calls.push(Call {
            at: Instant::now(),
            method: method.to_string(),
            path: path.clone(),
            body: payload,
            files,
            status,
        });
        (status, answer, verdict.headers)
    };
    shared.bump();
    let code = StatusCode::from_u16(status).unwrap();
    let mut resp = if status == 204 {
        code.into_response()
    } else {
        (code, axum::Json(answer)).into_response()
    };
    for (name, value) in headers {
        resp.headers_mut().insert(name, value.parse().unwrap());
    }
    if status == 429 && !resp.headers().contains_key("retry-after") {
        resp.headers_mut()
            .insert("retry-after", "0.01".parse().unwrap());
    }
    resp
}

fn handle(
    s: &mut State,
    method: &Method,
    path: &str,
    body: &Value,
    files: &[String],
) -> (u16, Value) {
    let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
    let ws_url = format!("ws://127.0.0.1:{}", s.http_port);
    if let Some(answer) = super::perms::handle(s, method.as_str(), &parts, body) {
        return answer;
    }
    if let Some(answer) = super::voice::handle(s, method.as_str(), &parts, body) {
        return answer;
    }
    match (method.as_str(), parts.as_slice()) {
        ("GET", ["gateway"]) => (200, json!({"url": ws_url})),
        ("GET", ["gateway", "bot"]) => (
            200,
            json!({"url": ws_url, "shards": s.shards.count,
            "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0,
                "max_concurrency": s.shards.max_concurrency}}),
        ),
        ("GET", ["users", "@me"]) => (200, bot_user()),
        ("GET", ["oauth2", "applications", "@me"]) => (
            200,
            json!({"id": APP_ID.to_string(), "name": "wolfden", "icon": null, "description": "",
            "bot_public": true, "bot_require_code_grant": false, "verify_key": "0",
            "owner": user_json(1), "team": null, "flags": 0, "bot": bot_user()}),
        ),
        ("PUT", ["applications", _, "commands"])
        | ("PUT", ["applications", _, "guilds", _, "commands"]) => {
            let mut cmds = body.as_array().cloned().unwrap_or_default();
            for (i, c) in cmds.iter_mut().enumerate() {
                c["id"] = json!((7000 + i).to_string());
                c["application_id"] = json!(APP_ID.to_string());
                c["version"] = json!("1");
                c["default_member_permissions"] = Value::Null;
                if c.get("type").is_none() {
                    c["type"] = json!(1);
                }
            }
            s.commands = cmds.clone();
            (200, Value::Array(cmds))
        }
        ("POST", ["interactions", id, token, "callback"]) => {
            let id: u64 = id.parse().unwrap_or(0);
            let Some(ix) = s.interactions.get(&id).cloned() else {
                return error(404, 10062, "Unknown interaction");
            };
            if s.callbacks.contains_key(&id) {
                return error(400, 40060, "Interaction has already been acknowledged.");
            }
            let kind = body["type"].as_u64().unwrap_or(0);
            let data = body.get("data").cloned().unwrap_or(Value::Null);
            s.callbacks.insert(
                id,
                Callback {
                    kind,
                    data: data.clone(),
                    at: Instant::now(),
                },
            );
            let ephemeral = data["flags"].as_u64().unwrap_or(0) & 64 != 0;
            let seen = if ephemeral {
                Seen::User(ix.user)
            } else {
                Seen::Channel(ix.channel)
            };
            match kind {
                4 | 5 => {
                    let m = new_msg(s, ix.channel, seen, &data, files);
                    s.perms.by_interaction.insert(m);
                    s.originals.insert(token.to_string(), m);
                    if kind == 5 {
                        s.placeholders.insert(token.to_string());
                    }
                }
                6 | 7 => {
                    let Some(src) = ix.source_message else {
                        return error(400, 50035, "no message to update");
                    };
                    s.originals.insert(token.to_string(), src);
                    if kind == 7 {
                        if let Some(m) = s.messages.get_mut(&src) {
                            apply_payload(m, &data, files);
                        }
                        s.show(src);
                    }
                }
                _ => {}
            }
            (204, Value::Null)
        }
        (m, ["webhooks", _, token, "messages", "@original"]) => original(s, m, token, body, files),
        ("DELETE", ["webhooks", _, token, "messages", mid]) => {
            let mid: u64 = mid.parse().unwrap_or(0);
            let theirs = s.followups.get(*token).is_some_and(|f| f.contains(&mid));
            match s.messages.get_mut(&mid) {
                Some(m) if theirs && !m.deleted => {
                    m.deleted = true;
                    (204, Value::Null)
                }
                _ => error(404, 10008, "Unknown Message"),
            }
        }
        ("POST", ["webhooks", _, token]) => followup(s, token, body, files),
        ("POST", ["users", "@me", "channels"]) => {
            let user: u64 = body["recipient_id"]
                .as_str()
                .and_then(|u| u.parse().ok())
                .or_else(|| body["recipient_id"].as_u64())
                .unwrap_or(0);
            let channel = match s.dm_channels.get(&user) {
                Some(c) => *c,
                None => {
                    let c = s.id();
                    s.dm_channels.insert(user, c);
                    s.dm_users.insert(c, user);
                    c
                }
            };
            (
                200,
                json!({"id": channel.to_string(), "type": 1, "recipients": [user_json(user)], "last_message_id": null}),
            )
        }
        ("POST", ["channels", cid, "messages"]) => {
            let cid: u64 = cid.parse().unwrap_or(0);
            if s.deleted_channels.contains(&cid) {
                return error(404, 10003, "Unknown Channel");
            }
            if let Some(&user) = s.dm_users.get(&cid) {
                if s.dm_closed.contains(&user) {
                    return error(403, 50007, "Cannot send messages to this user");
                }
                let id = new_msg(s, cid, Seen::User(user), body, files);
                return (200, s.messages[&id].json());
            }
            let id = new_msg(s, cid, Seen::Channel(cid), body, files);
            (200, s.messages[&id].json())
        }
        ("PATCH", ["channels", cid, "messages", mid]) => {
            let cid: u64 = cid.parse().unwrap_or(0);
            let mid: u64 = mid.parse().unwrap_or(0);
            if s.deleted_channels.contains(&cid) {
                return error(404, 10003, "Unknown Channel");
            }
            match s.messages.get_mut(&mid) {
                Some(m) if !m.deleted && m.channel_id == cid => {
                    apply_payload(m, body, files);
                    s.show(mid);
                    (200, s.messages[&mid].json())
                }
                _ => error(404, 10008, "Unknown Message"),
            }
        }
        ("POST", ["channels", cid, "threads"]) => {
            let parent: u64 = cid.parse().unwrap_or(0);
            if s.deleted_channels.contains(&parent) {
                return error(404, 10003, "Unknown Channel");
            }
            let id = s.id();
            let name = body["name"].as_str().unwrap_or("").to_string();
            s.threads.insert(id, (parent, name.clone()));
            let kind = body["type"].as_u64().unwrap_or(11);
            if kind == 12 {
                s.private_threads.insert(id);
            }
            (
                201,
                json!({"id": id.to_string(), "type": kind, "guild_id": GUILD_ID.to_string(),
                "name": name, "parent_id": parent.to_string(), "position": 0, "permission_overwrites": [],
                "thread_metadata": {"archived": false, "auto_archive_duration": 1440, "archive_timestamp": "2024-01-01T00:00:00.000Z", "locked": false}}),
            )
        }
        ("PUT", ["channels", tid, "thread-members", uid]) => {
            let t: u64 = tid.parse().unwrap_or(0);
            let u: u64 = uid.parse().unwrap_or(0);
            s.thread_members.push((t, u));
            (204, Value::Null)
        }
        ("DELETE", ["channels", tid, "thread-members", uid]) => {
            let t: u64 = tid.parse().unwrap_or(0);
            let u: u64 = uid.parse().unwrap_or(0);
            s.thread_members.retain(|m| *m != (t, u));
            (204, Value::Null)
        }
        ("PATCH", ["channels", tid]) => {
            let t: u64 = tid.parse().unwrap_or(0);
            let Some((parent, name)) = s.threads.get(&t).cloned() else {
                return error(404, 10003, "Unknown Channel");
            };
            match body["archived"].as_bool() {
                Some(true) => {
                    s.archived.insert(t);
                }
                Some(false) => {
                    s.archived.remove(&t);
                }
                None => {}
            }
            let kind = if s.private_threads.contains(&t) {
                12
            } else {
                11
            };
            (
                200,
                json!({"id": t.to_string(), "type": kind, "guild_id": GUILD_ID.to_string(),
                "name": name, "parent_id": parent.to_string(), "position": 0, "permission_overwrites": [],
                "thread_metadata": {"archived": s.archived.contains(&t), "auto_archive_duration": 1440, "archive_timestamp": "2024-01-01T00:00:00.000Z", "locked": s.archived.contains(&t)}}),
            )
        }
        _ => error(404, 0, "fake discord: unknown route"),
    }
}

/// `GET`, `PATCH` or `DELETE` of `/webhooks/{app}/{token}/messages/@original`:
/// the interaction's first answer (or the message a deferred update
/// acknowledged). Once deleted it is an unknown message, as at Discord.
fn original(
    s: &mut State,
    method: &str,
    token: &str,
    body: &Value,
    files: &[String],
) -> (u16, Value) {
    let Some(&id) = s.originals.get(token) else {
        return error(404, 10008, "Unknown Message");
    };
    if s.messages.get(&id).is_none_or(|m| m.deleted) {
        return error(404, 10008, "Unknown Message");
    }
    match method {
        "PATCH" => {
            s.placeholders.remove(token);
            if let Some(msg) = s.messages.get_mut(&id) {
                apply_payload(msg, body, files);
            }
            s.show(id);
        }
        "DELETE" => {
            s.placeholders.remove(token);
            if let Some(msg) = s.messages.get_mut(&id) {
                msg.deleted = true;
            }
            // What the bot posted in the channel meanwhile answers it.
            if let Some(ix) = s.interaction_by_token(token) {
                let channel = Seen::Channel(ix.channel);
                let posted = s.messages.range(id + 1..).rev().find(|(_, m)| {
                    m.seen == channel && !m.deleted && !s.perms.by_interaction.contains(&m.id)
                });
                if let Some((&posted, _)) = posted {
                    s.posted_answers.insert(token.to_string(), posted);
                }
            }
            return (204, Value::Null);
        }
        "GET" => {}
        _ => return error(405, 0, "405: Method Not Allowed"),
    }
    (200, s.messages[&id].json())
}

/// `POST /webhooks/{app}/{token}`: a follow-up. The first one after a
/// deferral (type 5) replaces the "thinking…" placeholder and keeps its
/// flags whatever the follow-up asks: a public deferral cannot end in a
/// private answer. Later follow-ups are new messages with their own flags.
fn followup(s: &mut State, token: &str, body: &Value, files: &[String]) -> (u16, Value) {
    let Some(ix) = s.interaction_by_token(token).cloned() else {
        return error(404, 10015, "Unknown Webhook");
    };
    if s.placeholders.remove(token) {
        let Some(&id) = s.originals.get(token) else {
            return error(404, 10008, "Unknown Message");
        };
        let mut body = body.clone();
        if let Some(map) = body.as_object_mut() {
            map.remove("flags");
        }
        match s.messages.get_mut(&id) {
            Some(m) if !m.deleted => apply_payload(m, &body, files),
            _ => return error(404, 10008, "Unknown Message"),
        }
        s.show(id);
        s.followups.entry(token.to_string()).or_default().push(id);
        return (200, s.messages[&id].json());
    }
    let ephemeral = body["flags"].as_u64().unwrap_or(0) & 64 != 0;
    let seen = if ephemeral {
        Seen::User(ix.user)
    } else {
        Seen::Channel(ix.channel)
    };
    let id = new_msg(s, ix.channel, seen, body, files);
    s.perms.by_interaction.insert(id);
    s.followups.entry(token.to_string()).or_default().push(id);
    (200, s.messages[&id].json())
}
