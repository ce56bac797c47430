//! A fake Discord on loopback for end-to-end tests: an HTTP server for the
//! REST API and a plain `ws://` gateway on the same port, which the real
//! serenity/poise client connects to.
//!
//! It records every REST call the bot makes, keeps the messages the bot
//! created (channel messages, ephemeral replies, DMs) with who can see
//! them, and can answer with injected errors (50007, 429, 500, deleted
//! messages and channels). Tests act as users by sending INTERACTION_CREATE
//! frames and wait on what the bot answers; nothing here sleeps.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::routing::get;
use axum::Router;
use serde_json::{json, Value};
use tokio::sync::{mpsc, watch};

use super::fake_server::{gateway, rest};
use super::shards::Shards;
use super::strict::tls::{test_tls, TlsListener};
use super::strict::Strict;

pub const APP_ID: u64 = 900_000_000_000_000_001;
pub const BOT_ID: u64 = 900_000_000_000_000_002;
pub const GUILD_ID: u64 = 500;
/// Permissions the bot has unless a test says otherwise (all but admin).
pub const ALL_PERMISSIONS: u64 = (1 << 41) - 1 - 8;
/// A member's permissions unless a test says otherwise: everything but
/// Administrator, Manage Server, Manage Messages and Manage Threads (an
/// ordinary player).
pub const MEMBER_PERMISSIONS: u64 = ALL_PERMISSIONS & !(1 << 13) & !(1 << 34) & !(1 << 5);
const WAIT: Duration = Duration::from_secs(15);

/// Who can see a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seen {
    /// Everyone in this channel (or thread).
    Channel(u64),
    /// Only this user (an ephemeral reply or a DM).
    User(u64),
}

/// A message the bot made, as it is now.
#[derive(Clone, Debug)]
pub struct Msg {
    pub id: u64,
    pub channel_id: u64,
    pub seen: Seen,
    pub content: String,
    pub embeds: Value,
    pub components: Value,
    pub flags: u64,
    pub attachments: Vec<String>,
    pub deleted: bool,
    pub is_dm: bool,
}

impl Msg {
    pub fn json(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "channel_id": self.channel_id.to_string(),
            "author": bot_user(),
            "content": self.content,
            "timestamp": "2024-01-01T00:00:00.000Z",
            "tts": false,
            "mention_everyone": false,
            "mentions": [],
            "mention_roles": [],
            "attachments": self.attachments.iter().enumerate().map(|(i, f)| json!({
                "id": (self.id * 10 + i as u64).to_string(), "filename": f, "size": 1,
                "url": format!("https://cdn.fake/{f}"), "proxy_url": format!("https://cdn.fake/{f}"),
            })).collect::<Vec<_>>(),
            "embeds": self.embeds,
            "components": self.components,
            "pinned": false,
            "type": 0,
            "flags": self.flags,
        })
    }

    pub fn is_ephemeral(&self) -> bool {
        self.flags & 64 != 0
    }

    /// Every (custom_id, label) of its buttons.
    pub fn buttons(&self) -> Vec<(String, String)> {
        let mut out = Vec::new();
        for row in self.components.as_array().into_iter().flatten() {
            for c in row["components"].as_array().into_iter().flatten() {
                if c["type"] == 2 {
                    out.push((
                        c["custom_id"].as_str().unwrap_or("").to_string(),
                        c["label"].as_str().unwrap_or("").to_string(),
                    ));
                }
            }
        }
        out
    }

    /// The custom ids of the buttons shown greyed out (not pressable).
    pub fn disabled_buttons(&self) -> Vec<String> {
        let mut out = Vec::new();
        for row in self.components.as_array().into_iter().flatten() {
            for c in row["components"].as_array().into_iter().flatten() {
                if c["type"] == 2 && c["disabled"] == true {
                    out.push(c["custom_id"].as_str().unwrap_or("").to_string());
                }
            }
        }
        out
    }

    /// Every select menu: (custom_id, [(value, label)]).
    pub fn selects(&self) -> Vec<(String, Vec<(String, String)>)> {
        let mut out = Vec::new();
        for row in self.components.as_array().into_iter().flatten() {
            for c in row["components"].as_array().into_iter().flatten() {
                if c["type"] == 3 {
                    let opts = c["options"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .map(|o| {
                            (
                                o["value"].as_str().unwrap_or("").to_string(),
                                o["label"].as_str().unwrap_or("").to_string(),
                            )
                        })
                        .collect();
                    out.push((c["custom_id"].as_str().unwrap_or("").to_string(), opts));
                }
            }
        }
        out
    }

    /// The custom id of the button labelled `label`. The bot's own
    /// buttons are also found by their English label in any language (by
    /// what their custom id does), so a test plays a German lobby as it
    /// plays an English one.
    pub fn button(&self, label: &str) -> Option<String> {
        let buttons = self.buttons();
        if let Some((id, _)) = buttons.iter().find(|(_, l)| l == label) {
            return Some(id.clone());
        }
        let does = |id: &str| -> bool {
            let mut parts = id.split(':');
            let (route, op) = (parts.next(), parts.nth(1));
            match label {
                "Join" => route == Some("l") && op == Some("join"),
                "Leave" => route == Some("l") && op == Some("leave"),
                "Add bot" => route == Some("l") && op == Some("bot"),
                "Options" => route == Some("l") && op == Some("opts"),
                "Start" => route == Some("l") && op == Some("start"),
                "Cancel" => route == Some("l") && op == Some("cancel"),
                "Show my hand" => route == Some("h"),
                "Rematch" => route == Some("rm"),
                _ => false,
            }
        };
        buttons
            .into_iter()
            .find(|(id, _)| does(id))
            .map(|(id, _)| id)
    }

    /// All the text a reader sees: content, embeds, component labels.
    pub fn text(&self) -> String {
        let mut out = self.content.clone();
        for e in self.embeds.as_array().into_iter().flatten() {
            for key in ["title", "description"] {
                if let Some(s) = e[key].as_str() {
                    out.push('\n');
                    out.push_str(s);
                }
            }
            for f in e["fields"].as_array().into_iter().flatten() {
                out.push_str(&format!(
                    "\n{}\n{}",
                    f["name"].as_str().unwrap_or(""),
                    f["value"].as_str().unwrap_or("")
                ));
            }
            if let Some(s) = e["footer"]["text"].as_str() {
                out.push('\n');
                out.push_str(s);
            }
        }
        for (_, label) in self.buttons() {
            out.push('\n');
            out.push_str(&label);
        }
        for (_, opts) in self.selects() {
            for (_, label) in opts {
                out.push('\n');
                out.push_str(&label);
            }
        }
        out
    }
}

/// One REST call the bot made.
#[derive(Clone, Debug)]
pub struct Call {
    pub at: Instant,
    pub method: String,
    /// Path without the `/api/v10` prefix.
    pub path: String,
    pub body: Value,
    pub files: Vec<String>,
    pub status: u16,
}

/// A path with its numeric ids replaced by `{id}` and an interaction's
/// token by `{token}`: the route, for counting calls by route.
pub fn route_shape(path: &str) -> String {
    let parts: Vec<&str> = path.split('/').collect();
    parts
        .iter()
        .enumerate()
        .map(|(i, p)| {
            if p.bytes().all(|b| b.is_ascii_digit()) && !p.is_empty() {
                "{id}"
            } else if i >= 3 && matches!(parts[i - 2], "webhooks" | "interactions") {
                "{token}"
            } else {
                p
            }
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// An error to answer instead of the real thing.
#[derive(Clone, Debug)]
pub struct Fault {
    pub method: &'static str,
    pub path_contains: String,
    pub status: u16,
    pub body: Value,
    pub times: usize,
}

impl Fault {
    pub fn new(
        method: &'static str,
        path_contains: impl Into<String>,
        status: u16,
        body: Value,
    ) -> Fault {
        Fault {
            method,
            path_contains: path_contains.into(),
            status,
            body,
            times: 1,
        }
    }

    pub fn times(mut self, n: usize) -> Fault {
        self.times = n;
        self
    }

    pub fn rate_limited(method: &'static str, path: impl Into<String>) -> Fault {
        Fault::new(
            method,
            path,
            429,
            json!({"message": "You are being rate limited.", "retry_after": 0.01, "global": false}),
        )
    }

    pub fn server_error(method: &'static str, path: impl Into<String>) -> Fault {
        Fault::new(
            method,
            path,
            500,
            json!({"code": 0, "message": "500: Internal Server Error"}),
        )
    }
}

/// An interaction a test sent.
#[derive(Clone, Debug)]
pub struct Ix {
    pub id: u64,
    pub token: String,
    pub user: u64,
    pub channel: u64,
    pub source_message: Option<u64>,
    pub sent_at: Instant,
}

/// The first answer to an interaction.
#[derive(Clone, Debug)]
pub struct Callback {
    pub kind: u64,
    pub data: Value,
    pub at: Instant,
}

#[derive(Default)]
pub(crate) struct State {
    pub(crate) http_port: u16,
    pub(crate) calls: Vec<Call>,
    pub(crate) messages: BTreeMap<u64, Msg>,
    /// Everything ever shown, in order: (who saw it, the message then).
    pub(crate) shown: Vec<(Seen, Msg)>,
    pub(crate) originals: HashMap<String, u64>,
    /// Tokens whose original response is still a deferral's "thinking…"
    /// placeholder: the first follow-up replaces it (keeping its flags).
    pub(crate) placeholders: HashSet<String>,
    /// A public answer posted in the channel after a private deferral,
    /// by token: the newest channel message when the placeholder went.
    pub(crate) posted_answers: HashMap<String, u64>,
    pub(crate) followups: HashMap<String, Vec<u64>>,
    pub(crate) interactions: HashMap<u64, Ix>,
    /// Interaction ids by token (webhook routes name the token only).
    pub(crate) interaction_tokens: HashMap<String, u64>,
    pub(crate) callbacks: HashMap<u64, Callback>,
    pub(crate) dm_channels: HashMap<u64, u64>,
    pub(crate) dm_users: HashMap<u64, u64>,
    pub(crate) dm_closed: HashSet<u64>,
    pub(crate) deleted_channels: HashSet<u64>,
    pub(crate) threads: HashMap<u64, (u64, String)>,
    pub(crate) thread_members: Vec<(u64, u64)>,
    /// Private threads: only their members see their messages.
    pub(crate) private_threads: HashSet<u64>,
    /// Archived (and locked) threads.
    pub(crate) archived: HashSet<u64>,
    /// Overwrites, the bot's permissions per channel, privileged members.
    pub(crate) perms: super::perms::Perms,
    pub(crate) commands: Vec<Value>,
    pub(crate) faults: Vec<Fault>,
    pub(crate) next_id: u64,
    pub(crate) gateway: Option<mpsc::UnboundedSender<String>>,
    pub(crate) seq: u64,
    pub(crate) identifies: usize,
    /// Rate limits, refusals, the fake's clock (tests/support/strict).
    pub(crate) strict: Strict,
    /// Shards, their sessions, the bot's guilds (tests/support/shards.rs).
    pub(crate) shards: Shards,
    /// Calls held until the test releases them (`holds.rs`).
    pub(crate) holds: Vec<super::holds::Hold>,
    /// Channels of guilds other than [`GUILD_ID`] (`shards.rs`).
    pub(crate) channel_guilds: HashMap<u64, u64>,
    /// Each user's Discord app language (`locale`; default "en-US") and
    /// each guild's preferred locale (`guild_locale`; default "en-US").
    pub(crate) user_locales: HashMap<u64, String>,
    pub(crate) guild_locales: HashMap<u64, String>,
    /// Who is in voice, server mutes (`voice.rs`).
    pub(crate) voice: super::voice::Voice,
}

impl State {
    /// The interaction a webhook token belongs to.
    pub(crate) fn interaction_by_token(&self, token: &str) -> Option<&Ix> {
        self.interactions.get(self.interaction_tokens.get(token)?)
    }

    pub(crate) fn id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    /// Record that a message was shown (again): to the channel, to one
    /// user, or in a private thread to each of its members.
    pub(crate) fn show(&mut self, id: u64) {
        let m = self.messages[&id].clone();
        if self.private_threads.contains(&m.channel_id) {
            let mut readers = self.members_of(m.channel_id);
            readers.extend(self.perms.privileged.iter().copied());
            readers.sort_unstable();
            readers.dedup();
            for u in readers {
                self.shown.push((Seen::User(u), m.clone()));
            }
            return;
        }
        self.shown.push((m.seen, m));
    }

    pub(crate) fn members_of(&self, thread: u64) -> Vec<u64> {
        let mut v: Vec<u64> = self
            .thread_members
            .iter()
            .filter(|(t, _)| *t == thread)
            .map(|(_, u)| *u)
            .collect();
        v.sort_unstable();
        v.dedup();
        v
    }
}

/// The fake, running.
pub struct FakeDiscord {
    pub port: u16,
    /// The REST API over TLS, as `https://discord.com`.
    pub tls_addr: SocketAddr,
    state: Arc<Mutex<State>>,
    changed: watch::Sender<u64>,
    server: tokio::task::JoinHandle<()>,
    tls_server: tokio::task::JoinHandle<()>,
}

#[derive(Clone)]
pub(crate) struct Shared {
    pub(crate) state: Arc<Mutex<State>>,
    pub(crate) changed: watch::Sender<u64>,
}

impl Shared {
    pub(crate) fn bump(&self) {
        self.changed.send_modify(|v| *v += 1);
    }
}

pub(crate) fn bot_user() -> Value {
    json!({"id": BOT_ID.to_string(), "username": "wolfden", "discriminator": "0", "avatar": null, "bot": true, "global_name": null})
}

pub fn user_json(id: u64) -> Value {
    json!({"id": id.to_string(), "username": format!("user{id}"), "discriminator": "0", "avatar": null, "global_name": format!("User {id}")})
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        self.server.abort();
        self.tls_server.abort();
        if !std::thread::panicking() {
            self.assert_no_unexpected_refusals();
        }
    }
}

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let state = Arc::new(Mutex::new(State {
            http_port: port,
            next_id: 1_000_000,
            ..State::default()
        }));
        let (changed, _) = watch::channel(0u64);
        let shared = Shared {
            state: state.clone(),
            changed: changed.clone(),
        };
        let app = Router::new()
            .route("/", get(gateway))
            .fallback(rest)
            .with_state(shared);
        let tls_listener = TlsListener::bind().await;
        let tls_addr = tls_listener.addr();
        let tls_app = app.clone();
        let server = tokio::spawn(async move {
            // No Nagle's delay, as at Discord (see `TlsListener`).
            let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
                let _ = tcp.set_nodelay(true);
            });
            axum::serve(
                listener,
                app.into_make_service_with_connect_info::<SocketAddr>(),
            )
            .await
            .unwrap();
        });
        let tls_server = tokio::spawn(async move {
            axum::serve(tls_listener, tls_app.into_make_service())
                .await
                .unwrap();
        });
        FakeDiscord {
            port,
            tls_addr,
            state,
            changed,
            server,
            tls_server,
        }
    }

    /// The language of `user`'s Discord app, as their interactions say.
    pub fn set_user_locale(&self, user: u64, tag: &str) {
        self.with(|s| s.user_locales.insert(user, tag.to_string()));
    }

    /// The language of `user`'s Discord app, if a test set one.
    pub fn user_locale(&self, user: u64) -> Option<String> {
        self.peek(|s| s.user_locales.get(&user).cloned())
    }

    /// A guild's preferred locale, as its interactions say.
    pub fn set_guild_locale(&self, guild: u64, tag: &str) {
        self.with(|s| s.guild_locales.insert(guild, tag.to_string()));
    }

    /// What the bot needs to take this fake for `https://discord.com`.
    pub fn api_override(&self) -> wolfden::discord::ApiOverride {
        wolfden::discord::ApiOverride {
            addr: self.tls_addr,
            ca_pem: test_tls().ca_pem.clone(),
        }
    }

    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    pub(crate) fn with<T>(&self, f: impl FnOnce(&mut State) -> T) -> T {
        let out = f(&mut self.state.lock().unwrap());
        self.changed.send_modify(|v| *v += 1);
        out
    }

    pub(crate) fn peek<T>(&self, f: impl FnOnce(&State) -> T) -> T {
        f(&self.state.lock().unwrap())
    }

    /// Wait until `f` holds, re-checking after every change.
    pub(crate) async fn wait_until(&self, what: &str, mut f: impl FnMut(&State) -> bool) {
        self.wait_for(what, |s| f(s).then_some(())).await
    }

    /// Wait until `f` gives `Some`, re-checking after every change.
    pub(crate) async fn wait_for<T>(
        &self,
        what: &str,
        mut f: impl FnMut(&State) -> Option<T>,
    ) -> T {
        let mut rx = self.changed.subscribe();
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            if let Some(v) = self.peek(&mut f) {
                return v;
            }
            match tokio::time::timeout_at(deadline, rx.changed()).await {
                Ok(Ok(())) => {}
                _ => panic!("timed out waiting for {what}"),
            }
        }
    }

    pub fn add_fault(&self, fault: Fault) {
        self.with(|s| s.faults.push(fault));
    }

    pub fn close_dms(&self, user: u64) {
        self.with(|s| s.dm_closed.insert(user));
    }

    pub fn delete_channel(&self, channel: u64) {
        self.with(|s| s.deleted_channels.insert(channel));
    }

    pub fn delete_message(&self, id: u64) {
        self.with(|s| {
            if let Some(m) = s.messages.get_mut(&id) {
                m.deleted = true;
            }
        });
    }

    pub fn calls(&self) -> Vec<Call> {
        self.peek(|s| s.calls.clone())
    }

    pub fn call_count(&self) -> usize {
        self.peek(|s| s.calls.len())
    }

    pub fn shown(&self) -> Vec<(Seen, Msg)> {
        self.peek(|s| s.shown.clone())
    }

    pub fn message(&self, id: u64) -> Msg {
        self.peek(|s| s.messages[&id].clone())
    }

    pub fn messages(&self) -> Vec<Msg> {
        self.peek(|s| s.messages.values().cloned().collect())
    }

    /// Messages posted in a channel, oldest first.
    pub fn channel_messages(&self, channel: u64) -> Vec<Msg> {
        self.peek(|s| {
            s.messages
                .values()
                .filter(|m| m.seen == Seen::Channel(channel) && !m.deleted)
                .cloned()
                .collect()
        })
    }

    /// DMs to a user, oldest first.
    pub fn dms(&self, user: u64) -> Vec<Msg> {
        self.peek(|s| {
            s.messages
                .values()
                .filter(|m| m.is_dm && m.seen == Seen::User(user))
                .cloned()
                .collect()
        })
    }

    pub fn threads(&self) -> Vec<(u64, u64, String)> {
        self.peek(|s| {
            let mut v: Vec<_> = s
                .threads
                .iter()
                .map(|(id, (p, n))| (*id, *p, n.clone()))
                .collect();
            v.sort();
            v
        })
    }

    pub fn thread_members(&self) -> Vec<(u64, u64)> {
        self.peek(|s| s.thread_members.clone())
    }

    /// Private threads (id, parent, name).
    pub fn private_threads(&self) -> Vec<(u64, u64, String)> {
        let private = self.peek(|s| s.private_threads.clone());
        self.threads()
            .into_iter()
            .filter(|(id, _, _)| private.contains(id))
            .collect()
    }

    /// The members of a thread now.
    pub fn members_of(&self, thread: u64) -> Vec<u64> {
        self.peek(|s| s.members_of(thread))
    }

    pub fn is_archived(&self, thread: u64) -> bool {
        self.peek(|s| s.archived.contains(&thread))
    }

    pub fn commands(&self) -> Vec<Value> {
        self.peek(|s| s.commands.clone())
    }

    pub fn identifies(&self) -> usize {
        self.peek(|s| s.identifies)
    }

    /// Wait for the bot's IDENTIFY number `n` (1 for the first start).
    pub async fn wait_identified(&self, n: usize) {
        self.wait_for("the bot to identify", |s| (s.identifies >= n).then_some(()))
            .await
    }

    /// For every answered interaction: (its kind, sent -> first callback).
    pub fn latencies(&self) -> Vec<(u64, Duration)> {
        self.peek(|s| {
            s.callbacks
                .iter()
                .map(|(id, cb)| (cb.kind, cb.at.duration_since(s.interactions[id].sent_at)))
                .collect()
        })
    }

    /// The first answer to an interaction.
    pub async fn callback(&self, ix: &Ix) -> Callback {
        self.wait_for("an interaction callback", |s| {
            s.callbacks.get(&ix.id).cloned()
        })
        .await
    }

    /// The message that answers an interaction once it is final: the
    /// message created or updated by the callback, or, after a defer, by the
    /// edit of the original, a followup, or the message posted in the
    /// channel before the placeholder was deleted.
    pub async fn answer(&self, ix: &Ix) -> Msg {
        let cb = self.callback(ix).await;
        match cb.kind {
            4 | 7 => self.peek(|s| s.messages[&s.originals[&ix.token]].clone()),
            5 | 6 => {
                self.wait_for("a deferred answer", |s| {
                    if let Some(posted) = s.posted_answers.get(&ix.token) {
                        return Some(s.messages[posted].clone());
                    }
                    if let Some(f) = s.followups.get(&ix.token).and_then(|v| v.first()) {
                        return Some(s.messages[f].clone());
                    }
                    let id = s.originals.get(&ix.token)?;
                    let m = &s.messages[id];
                    let edited = s.calls.iter().any(|c| {
                        c.method == "PATCH" && c.path.contains(&ix.token) && c.status < 300
                    });
                    edited.then(|| m.clone())
                })
                .await
            }
            k => panic!("interaction answered with type {k}, not a message"),
        }
    }

    /// Wait for a REST call matching `pred` made after call number `after`.
    pub async fn wait_call(&self, after: usize, what: &str, pred: impl Fn(&Call) -> bool) -> Call {
        self.wait_for(what, |s| {
            s.calls.iter().skip(after).find(|c| pred(c)).cloned()
        })
        .await
    }
}
