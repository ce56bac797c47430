//! The voice side of the fake Discord, as Discord behaves:
//! - members connect to a guild's voice channels (one at a time); the bot
//!   hears it as VOICE_STATE_UPDATE (`channel_id`, `mute`: the server mute)
//!   and finds everyone connected in GUILD_CREATE's `voice_states`;
//! - a server mute belongs to the member: it stays when they leave and is
//!   there again when they come back;
//! - `PATCH /guilds/{guild}/members/{user}` with `mute` needs Mute Members
//!   (1 << 22) in the voice channel the member is in (403 50013: the bot's
//!   permissions there are computed like anywhere else, overwrites
//!   included, or set by a test), and a member connected to voice (400
//!   40032 "Target user is not connected to voice"); done, the bot hears
//!   its echo as a VOICE_STATE_UPDATE, like every member of the guild;
//! - a moderator may mute or unmute anyone (the bot hears it too).
//!
//! Rate limits and the request's form are the strict fake's, as for every
//! route.

use std::collections::HashMap;

use serde_json::{json, Value};

use super::fake_discord::{user_json, FakeDiscord, State, GUILD_ID};
use super::Harness;

/// Discord's Mute Members permission bit.
pub const MUTE_MEMBERS: u64 = 1 << 22;

/// Voice state of the fake.
#[derive(Default)]
pub(crate) struct Voice {
    /// Connected members: (guild, user) -> voice channel.
    pub(crate) connected: HashMap<(u64, u64), u64>,
    /// Server-muted members: (guild, user) -> muted (kept when they leave).
    pub(crate) muted: HashMap<(u64, u64), bool>,
    /// Every mute or unmute the bot made: (user, mute).
    pub(crate) by_bot: Vec<(u64, bool)>,
    /// Voice events (GUILD_CREATE, VOICE_STATE_UPDATE) sent to the bot
    /// since it last identified, and which identify that was.
    pub(crate) sent: u64,
    pub(crate) session: usize,
    /// The guild's voice channels (those anyone joined or a test named).
    pub(crate) channels: std::collections::BTreeSet<u64>,
}

fn voice_state(s: &State, guild: u64, user: u64) -> Value {
    let channel = s.voice.connected.get(&(guild, user));
    let muted = s.voice.muted.get(&(guild, user)).copied().unwrap_or(false);
    json!({
        "guild_id": guild.to_string(),
        "channel_id": channel.map(|c| c.to_string()),
        "user_id": user.to_string(),
        "session_id": format!("voice-{user}"),
        "deaf": false, "mute": muted, "self_deaf": false, "self_mute": false,
        "self_stream": false, "self_video": false, "suppress": false,
        "request_to_speak_timestamp": null,
    })
}

/// Starts counting the voice events sent anew for a session that
/// identified since the count began (the bot that hears them is new).
pub(crate) fn new_session(s: &mut State) {
    if s.voice.session != s.identifies {
        s.voice.session = s.identifies;
        s.voice.sent = 0;
    }
}

/// GUILD_CREATE of `guild` with the members connected to voice there
/// (counted as a voice event: the bot reads its voice states).
pub(crate) fn guild_create(s: &mut State, guild: u64) -> Value {
    new_session(s);
    s.voice.sent += 1;
    let mut d = super::shards::guild_create(guild);
    let mut users: Vec<u64> = s
        .voice
        .connected
        .keys()
        .filter(|(g, _)| *g == guild)
        .map(|(_, u)| *u)
        .collect();
    users.sort_unstable();
    d["voice_states"] = users
        .into_iter()
        .map(|u| voice_state(s, guild, u))
        .collect();
    d
}

/// Send a member's voice state to the bot, on the guild's shard (when the
/// bot is connected: a state changed while it is down is in the next
/// GUILD_CREATE).
fn tell_bot(s: &mut State, guild: u64, user: u64) {
    let d = voice_state(s, guild, user);
    let shard = s.shards.shard_for("VOICE_STATE_UPDATE", &d);
    let Some(tx) = s.shards.sessions.get(&shard).cloned() else {
        return;
    };
    s.seq += 1;
    let frame = json!({"op": 0, "s": s.seq, "t": "VOICE_STATE_UPDATE", "d": d}).to_string();
    if tx.send(frame).is_ok() {
        s.voice.sent += 1;
    }
}

fn error(status: u16, code: u64, message: &str) -> (u16, Value) {
    (status, json!({"code": code, "message": message}))
}

/// `PATCH /guilds/{guild}/members/{user}` (a server mute); `None` for
/// another route.
pub(crate) fn handle(
    s: &mut State,
    method: &str,
    parts: &[&str],
    body: &Value,
) -> Option<(u16, Value)> {
    let ("PATCH", ["guilds", guild, "members", user]) = (method, parts) else {
        return None;
    };
    let (guild, user): (u64, u64) = (guild.parse().ok()?, user.parse().ok()?);
    if let Some(mute) = body.get("mute").and_then(Value::as_bool) {
        let Some(&channel) = s.voice.connected.get(&(guild, user)) else {
            return Some(error(400, 40032, "Target user is not connected to voice."));
        };
        let have = s.app_permissions(channel);
        if have & super::perms::ADMINISTRATOR == 0 && have & MUTE_MEMBERS == 0 {
            return Some(error(403, 50013, "Missing Permissions"));
        }
        s.voice.muted.insert((guild, user), mute);
        s.voice.by_bot.push((user, mute));
        tell_bot(s, guild, user);
    }
    let muted = s.voice.muted.get(&(guild, user)).copied().unwrap_or(false);
    Some((
        200,
        json!({
            "user": user_json(user), "nick": null, "roles": [],
            "joined_at": "2024-01-01T00:00:00.000Z", "deaf": false, "mute": muted,
            "flags": 0, "pending": false,
        }),
    ))
}

impl super::fake_discord::Msg {
    /// The custom ids of the message's channel menus (type 8).
    pub fn channel_selects(&self) -> Vec<String> {
        self.components
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
            .filter(|c| c["type"] == 8)
            .filter_map(|c| c["custom_id"].as_str().map(String::from))
            .collect()
    }
}

impl FakeDiscord {
    /// `user` connects to (or moves to) the voice channel `channel`.
    pub fn join_voice(&self, user: u64, channel: u64) {
        self.with(|s| {
            let guild = s.guild_of(channel);
            s.voice.channels.insert(channel);
            s.voice.connected.insert((guild, user), channel);
            tell_bot(s, guild, user);
        });
    }

    /// `user` leaves voice (in [`GUILD_ID`]).
    pub fn leave_voice(&self, user: u64) {
        self.with(|s| {
            s.voice.connected.remove(&(GUILD_ID, user));
            tell_bot(s, GUILD_ID, user);
        });
    }

    /// A moderator server-mutes (or unmutes) `user` (in [`GUILD_ID`]).
    pub fn moderator_mute(&self, user: u64, mute: bool) {
        self.with(|s| {
            s.voice.muted.insert((GUILD_ID, user), mute);
            if s.voice.connected.contains_key(&(GUILD_ID, user)) {
                tell_bot(s, GUILD_ID, user);
            }
        });
    }

    /// Whether `user` is server-muted (in [`GUILD_ID`]).
    pub fn server_muted(&self, user: u64) -> bool {
        self.peek(|s| {
            s.voice
                .muted
                .get(&(GUILD_ID, user))
                .copied()
                .unwrap_or(false)
        })
    }

    /// Every mute (true) and unmute (false) the bot made, in order.
    pub fn voice_mutes_by_bot(&self) -> Vec<(u64, bool)> {
        self.peek(|s| s.voice.by_bot.clone())
    }

    /// A moderator denies Mute Members in the voice channel `channel` (an
    /// @everyone overwrite there, which binds the bot too); `false` lifts
    /// the denial.
    pub fn deny_mute_members(&self, channel: u64, deny: bool) {
        self.with(|s| {
            s.voice.channels.insert(channel);
            let (allow, denied) = s
                .perms
                .everyone_overwrites
                .get(&channel)
                .copied()
                .unwrap_or((0, 0));
            let denied = if deny {
                denied | MUTE_MEMBERS
            } else {
                denied & !MUTE_MEMBERS
            };
            s.perms.everyone_overwrites.insert(channel, (allow, denied));
        });
    }

    /// A user picks `channel` (or, `None`, clears the pick) in a channel
    /// menu of `message`, as Discord sends it: the ids, and the picked
    /// channels resolved.
    pub fn select_channel(
        &self,
        user: u64,
        message: &super::fake_discord::Msg,
        custom_id: &str,
        channel: Option<u64>,
    ) -> super::fake_discord::Ix {
        let values: Vec<String> = channel.iter().map(u64::to_string).collect();
        let mut data = json!({"custom_id": custom_id, "component_type": 8, "values": values});
        if let Some(c) = channel {
            let voice = self.peek(|s| s.voice.channels.contains(&c));
            data["resolved"] = json!({"channels": {c.to_string(): {
                "id": c.to_string(), "name": format!("channel-{c}"),
                "type": if voice { 2 } else { 0 }, "permissions": "0"}}});
        }
        self.pick(user, message, data)
    }
}

impl Harness {
    /// Wait until the bot has heard every voice event sent to it (its own
    /// mutes' echoes included) and done what they lead to.
    pub async fn voice_quiet(&self) {
        let bot = self.bot().bot();
        loop {
            let sent = self.fake.peek(|s| s.voice.sent);
            // Bounded: an event the bot never hears fails here, named,
            // instead of hanging the whole run.
            let reached = tokio::time::timeout(
                std::time::Duration::from_secs(60),
                wolfden::discord::testing::voice_events_reach(bot, sent),
            )
            .await;
            assert!(
                reached.is_ok(),
                "the bot did not hear the {sent} voice events the fake sent in 60 s"
            );
            self.settle().await;
            if self.fake.peek(|s| s.voice.sent) == sent {
                return;
            }
        }
    }

    /// Do `change` (a member joins, leaves, is muted by a moderator) and
    /// wait until the bot has heard it and done what it leads to.
    pub async fn voice_event(&self, change: impl FnOnce(&FakeDiscord)) {
        change(&self.fake);
        self.voice_quiet().await;
    }
}
