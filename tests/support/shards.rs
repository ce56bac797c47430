//! The fake gateway's shards and guilds: `/gateway/bot` answers a shard
//! count, each IDENTIFY names its shard and gets a session of its own, each
//! guild's events go to the session of its shard (`(guild_id >> 22) %
//! shards`) and DMs to shard 0. The bot is in several guilds (a
//! GUILD_CREATE each after READY); tests can remove it from one
//! (GUILD_DELETE), ask a shard to reconnect (it RESUMEs) or invalidate its
//! session (it IDENTIFYs again or RESUMEs, as told). A channel can be put
//! in another guild than [`GUILD_ID`], so interactions there arrive on that
//! guild's shard.
//!
//! Discord's IDENTIFY rule can be enforced ([`FakeDiscord::enforce_identify_rule`]):
//! a shard's IDENTIFY within 5 s of another in its bucket (shard id modulo
//! `max_concurrency`) is refused with an invalid session (op 9, not
//! resumable), as Discord does, and counted. It is off unless a test asks,
//! because tests that restart a bot in one process reconnect within
//! milliseconds (real restarts take longer than the wait).

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tokio::sync::mpsc;

use super::fake_discord::{FakeDiscord, State, APP_ID, GUILD_ID};

/// One IDENTIFY or RESUME the fake received.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Handshake {
    Identify { shard: u64, total: u64 },
    Resume { shard: u64, session_id: String },
}

/// Shards, sessions and guilds of the fake gateway.
pub struct Shards {
    /// The shard count `/gateway/bot` recommends.
    pub count: u64,
    /// The connection of each shard now.
    pub(crate) sessions: BTreeMap<u64, mpsc::UnboundedSender<String>>,
    /// Guilds the bot is in.
    pub guilds: Vec<u64>,
    pub handshakes: Vec<Handshake>,
    /// `max_concurrency` as `/gateway/bot` answers it.
    pub max_concurrency: u64,
    /// Whether IDENTIFYs are held to one per bucket per 5 s.
    pub identify_rule: bool,
    /// The last IDENTIFY accepted in each bucket.
    pub(crate) last_identify: BTreeMap<u64, Instant>,
    /// IDENTIFYs refused for breaking the rule, by shard.
    pub refused_identifies: Vec<u64>,
}

/// Discord's wait between two IDENTIFYs of one bucket.
pub const IDENTIFY_WAIT: Duration = Duration::from_secs(5);

impl Default for Shards {
    fn default() -> Self {
        Shards {
            count: 1,
            sessions: BTreeMap::new(),
            guilds: vec![GUILD_ID],
            handshakes: Vec::new(),
            max_concurrency: 1,
            identify_rule: false,
            last_identify: BTreeMap::new(),
            refused_identifies: Vec::new(),
        }
    }
}

impl Shards {
    /// The shard a guild's events go to; DMs (no guild) go to shard 0.
    pub fn shard_of(&self, guild: Option<u64>) -> u64 {
        guild.map_or(0, |g| (g >> 22) % self.count.max(1))
    }

    /// Whether an IDENTIFY of `shard` at `now` keeps Discord's rule
    /// (always, when the rule is off); an accepted one starts its bucket's
    /// wait, a refused one is counted.
    pub fn admit_identify(&mut self, shard: u64, now: Instant) -> bool {
        if !self.identify_rule {
            return true;
        }
        let bucket = shard % self.max_concurrency.max(1);
        let too_soon = self
            .last_identify
            .get(&bucket)
            .is_some_and(|last| now.duration_since(*last) < IDENTIFY_WAIT);
        if too_soon {
            self.refused_identifies.push(shard);
            return false;
        }
        self.last_identify.insert(bucket, now);
        true
    }

    /// The shard a dispatch belongs to: its guild's (`id` of a guild
    /// event, else `guild_id`), shard 0 without one.
    pub fn shard_for(&self, t: &str, d: &Value) -> u64 {
        let key = if t.starts_with("GUILD_CREATE") || t.starts_with("GUILD_DELETE") {
            "id"
        } else {
            "guild_id"
        };
        self.shard_of(d[key].as_str().and_then(|g| g.parse().ok()))
    }
}

/// A session id that names its shard.
pub fn session_id(shard: u64) -> String {
    format!("fake-session-{shard}")
}

/// The `shard` of an IDENTIFY (`[id, total]`), `[0, 1]` if absent.
pub fn identified_shard(d: &Value) -> (u64, u64) {
    let s = &d["shard"];
    (s[0].as_u64().unwrap_or(0), s[1].as_u64().unwrap_or(1))
}

/// READY for a shard: its guilds as unavailable, as Discord sends them.
pub fn ready(s: &State, shard: u64, total: u64) -> Value {
    let guilds: Vec<Value> = s
        .shards
        .guilds
        .iter()
        .filter(|g| (**g >> 22) % total.max(1) == shard)
        .map(|g| json!({"id": g.to_string(), "unavailable": true}))
        .collect();
    json!({
        "v": 10, "user": super::fake_discord::bot_user(), "guilds": guilds,
        "session_id": session_id(shard),
        "resume_gateway_url": format!("ws://127.0.0.1:{}", s.http_port),
        "shard": [shard, total],
        "application": {"id": APP_ID.to_string(), "flags": 0},
    })
}

/// A GUILD_CREATE payload serenity 0.12.5 accepts (no channels, members
/// or roles: the bot reads none from its cache).
pub fn guild_create(guild: u64) -> Value {
    json!({
        "id": guild.to_string(), "name": format!("Guild {guild}"), "icon": null, "splash": null,
        "discovery_splash": null, "owner_id": "1", "verification_level": 0,
        "default_message_notifications": 0, "explicit_content_filter": 0, "roles": [],
        "emojis": [], "features": [], "mfa_level": 0, "application_id": null,
        "system_channel_id": null, "system_channel_flags": 0, "rules_channel_id": null,
        "vanity_url_code": null, "description": null, "banner": null, "premium_tier": 0,
        "preferred_locale": "en-US", "public_updates_channel_id": null, "nsfw_level": 0,
        "stickers": [], "premium_progress_bar_enabled": false,
        "joined_at": "2024-01-01T00:00:00.000Z", "large": false, "unavailable": false,
        "member_count": 1, "voice_states": [], "members": [], "channels": [], "threads": [],
        "presences": [], "stage_instances": [], "guild_scheduled_events": [],
    })
}

impl State {
    /// The guild of a channel (a thread's is its parent's): [`GUILD_ID`]
    /// unless [`FakeDiscord::put_channel_in_guild`] said otherwise.
    pub(crate) fn guild_of(&self, channel: u64) -> u64 {
        let channel = self
            .threads
            .get(&channel)
            .map_or(channel, |(parent, _)| *parent);
        self.channel_guilds
            .get(&channel)
            .copied()
            .unwrap_or(GUILD_ID)
    }
}

impl FakeDiscord {
    /// Interactions in `channel` (and its threads) come from `guild`.
    pub fn put_channel_in_guild(&self, channel: u64, guild: u64) {
        self.with(|s| s.channel_guilds.insert(channel, guild));
    }

    /// The shard count `/gateway/bot` answers (set before the bot starts).
    pub fn set_shards(&self, count: u64) {
        self.with(|s| s.shards.count = count.max(1));
    }

    /// The bot joins a guild: a GUILD_CREATE on its shard if connected,
    /// and in every later READY.
    pub fn add_guild(&self, guild: u64) {
        let connected = self.with(|s| {
            if !s.shards.guilds.contains(&guild) {
                s.shards.guilds.push(guild);
            }
            let shard = s.shards.shard_of(Some(guild));
            s.shards.sessions.contains_key(&shard)
        });
        if connected {
            self.dispatch("GUILD_CREATE", guild_create(guild));
        }
    }

    /// The bot was removed from a guild (`unavailable` false) or the guild
    /// is in an outage (`unavailable` true): GUILD_DELETE on its shard.
    pub fn guild_delete(&self, guild: u64, unavailable: bool) {
        if !unavailable {
            self.with(|s| s.shards.guilds.retain(|g| *g != guild));
        }
        // No `unavailable` key means the bot was removed.
        let mut d = json!({"id": guild.to_string()});
        if unavailable {
            d["unavailable"] = json!(true);
        }
        self.dispatch("GUILD_DELETE", d);
    }

    /// Tell a shard to reconnect (op 7): it comes back with a RESUME.
    pub fn request_reconnect(&self, shard: u64) {
        self.send_to_shard(shard, json!({"op": 7, "d": null}));
    }

    /// Invalidate a shard's session (op 9): it RESUMEs if `resumable`,
    /// else IDENTIFYs again.
    pub fn invalidate_session(&self, shard: u64, resumable: bool) {
        self.send_to_shard(shard, json!({"op": 9, "d": resumable}));
    }

    fn send_to_shard(&self, shard: u64, frame: Value) {
        self.with(|s| {
            let tx = s
                .shards
                .sessions
                .get(&shard)
                .unwrap_or_else(|| panic!("shard {shard} is not connected"));
            tx.send(frame.to_string())
                .expect("gateway connection closed");
        });
    }

    /// Hold IDENTIFYs to Discord's rule: one per bucket (shard id modulo
    /// `max_concurrency`) per 5 s.
    pub fn enforce_identify_rule(&self, max_concurrency: u64) {
        self.with(|s| {
            s.shards.identify_rule = true;
            s.shards.max_concurrency = max_concurrency.max(1);
        });
    }

    /// The shards whose IDENTIFY was refused for coming too soon.
    pub fn refused_identifies(&self) -> Vec<u64> {
        self.peek(|s| s.shards.refused_identifies.clone())
    }

    /// Every IDENTIFY and RESUME so far, in order.
    pub fn handshakes(&self) -> Vec<Handshake> {
        self.peek(|s| s.shards.handshakes.clone())
    }

    /// Wait until `n` handshakes (IDENTIFY or RESUME) have been answered.
    pub async fn wait_handshakes(&self, n: usize) -> Vec<Handshake> {
        self.wait_for("gateway handshakes", |s| {
            (s.shards.handshakes.len() >= n).then(|| s.shards.handshakes.clone())
        })
        .await
    }
}
