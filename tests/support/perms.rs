//! The permission side of the fake Discord, as Discord behaves:
//! - a member's permission overwrite: PUT replaces its allow and deny, DELETE
//!   removes it, and tests can pre-set one (an admin's private channel);
//! - `GET /channels/{id}` shows a channel's type and overwrites; threads
//!   have no overwrites of their own (a PUT there is refused, 50024);
//! - a message in an archived thread cannot be edited (50083);
//! - members with Manage Threads or Administrator see private threads;
//! - the bot's permissions (`app_permissions`) per channel can be set by a
//!   test, and a request it lacks the permission for is refused (50013);
//! - GUILD_DELETE and THREAD_DELETE can be sent to the bot;
//! - a message an interaction made (a response or a followup) cannot be
//!   edited through the channel route (10008), only through the webhook.

use std::collections::{BTreeMap, HashMap, HashSet};

use serde_json::{json, Value};

use super::fake_discord::{FakeDiscord, State, ALL_PERMISSIONS, GUILD_ID};

pub const SEND_MESSAGES: u64 = 1 << 11;
pub const MANAGE_ROLES: u64 = 1 << 28;
pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
pub const CREATE_PRIVATE_THREADS: u64 = 1 << 36;
pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
pub const MANAGE_THREADS: u64 = 1 << 34;
pub const ADMINISTRATOR: u64 = 1 << 3;
pub const VIEW_CHANNEL: u64 = 1 << 10;

/// Permission state of the fake.
#[derive(Default)]
pub(crate) struct Perms {
    /// Member overwrites: (channel, user) -> (allow, deny).
    pub(crate) overwrites: BTreeMap<(u64, u64), (u64, u64)>,
    /// The bot's permissions per channel (default: [`ALL_PERMISSIONS`]).
    pub(crate) app: HashMap<u64, u64>,
    /// Members with Manage Threads or Administrator.
    pub(crate) privileged: HashSet<u64>,
    /// Messages made by interaction responses and followups.
    pub(crate) by_interaction: HashSet<u64>,
}

impl State {
    /// The bot's permissions in a channel (a thread: its parent's).
    pub(crate) fn app_permissions(&self, channel: u64) -> u64 {
        let channel = self.threads.get(&channel).map_or(channel, |(p, _)| *p);
        self.perms
            .app
            .get(&channel)
            .copied()
            .unwrap_or(ALL_PERMISSIONS)
    }

    /// Whether `user` may read a private thread's messages.
    pub(crate) fn sees_private_thread(&self, thread: u64, user: u64) -> bool {
        self.perms.privileged.contains(&user) || self.members_of(thread).contains(&user)
    }
}

fn error(status: u16, code: u64, message: &str) -> (u16, Value) {
    (status, json!({"code": code, "message": message}))
}

fn bits(v: &Value) -> u64 {
    v.as_str()
        .and_then(|d| d.parse().ok())
        .or_else(|| v.as_u64())
        .unwrap_or(0)
}

/// Handle (or refuse) a request where permissions decide; `None`: not a
/// permission matter, the ordinary routes answer.
pub(crate) fn handle(
    s: &mut State,
    method: &str,
    parts: &[&str],
    body: &Value,
) -> Option<(u16, Value)> {
    let id = |i: usize| {
        parts
            .get(i)
            .and_then(|p| p.parse::<u64>().ok())
            .unwrap_or(0)
    };
    let missing = |s: &State, channel: u64, need: u64| {
        let have = s.app_permissions(channel);
        (have & ADMINISTRATOR == 0 && have & need != need)
            .then(|| error(403, 50013, "Missing Permissions"))
    };
    match (method, parts) {
        ("GET", ["channels", _]) => {
            let c = id(1);
            if s.deleted_channels.contains(&c) {
                return Some(error(404, 10003, "Unknown Channel"));
            }
            if let Some((parent, name)) = s.threads.get(&c).cloned() {
                let kind = if s.private_threads.contains(&c) {
                    12
                } else {
                    11
                };
                return Some((
                    200,
                    json!({"id": c.to_string(), "type": kind, "guild_id": GUILD_ID.to_string(),
                    "name": name, "parent_id": parent.to_string(), "position": 0, "permission_overwrites": [],
                    "thread_metadata": {"archived": s.archived.contains(&c), "auto_archive_duration": 1440,
                    "archive_timestamp": "2024-01-01T00:00:00.000Z", "locked": s.archived.contains(&c)}}),
                ));
            }
            let overwrites: Vec<Value> = s
                .perms
                .overwrites
                .iter()
                .filter(|((ch, _), _)| *ch == c)
                .map(|((_, u), (allow, deny))| {
                    json!({"id": u.to_string(), "type": 1, "allow": allow.to_string(), "deny": deny.to_string()})
                })
                .collect();
            Some((
                200,
                json!({"id": c.to_string(), "type": 0, "guild_id": GUILD_ID.to_string(),
                "name": format!("channel-{c}"), "position": 0, "permission_overwrites": overwrites}),
            ))
        }
        ("PUT" | "DELETE", ["channels", _, "permissions", _]) => {
            let (c, u) = (id(1), id(3));
            if let Some(refused) = missing(s, c, MANAGE_ROLES) {
                return Some(refused);
            }
            if s.threads.contains_key(&c) {
                return Some(error(
                    400,
                    50024,
                    "Cannot execute action on this channel type",
                ));
            }
            if method == "PUT" {
                s.perms
                    .overwrites
                    .insert((c, u), (bits(&body["allow"]), bits(&body["deny"])));
            } else {
                s.perms.overwrites.remove(&(c, u));
            }
            Some((204, Value::Null))
        }
        ("POST", ["channels", _, "threads"]) if s.threads.contains_key(&id(1)) => Some(error(
            400,
            50024,
            "Cannot execute action on this channel type",
        )),
        ("POST", ["channels", _, "threads"]) => {
            let need = if body["type"].as_u64() == Some(12) {
                CREATE_PRIVATE_THREADS
            } else {
                CREATE_PUBLIC_THREADS
            };
            missing(s, id(1), need)
        }
        ("POST", ["channels", _, "messages"]) => {
            let c = id(1);
            if s.dm_users.contains_key(&c) {
                return None;
            }
            if s.threads.contains_key(&c) {
                if s.archived.contains(&c) {
                    return Some(error(400, 50083, "Thread is archived"));
                }
                return missing(s, c, SEND_MESSAGES_IN_THREADS);
            }
            missing(s, c, SEND_MESSAGES)
        }
        ("PATCH", ["channels", _, "messages", _]) if s.perms.by_interaction.contains(&id(3)) => {
            Some(error(404, 10008, "Unknown Message"))
        }
        ("PATCH", ["channels", _, "messages", _]) if s.archived.contains(&id(1)) => {
            Some(error(400, 50083, "Thread is archived"))
        }
        _ => None,
    }
}

impl FakeDiscord {
    /// Permission overwrites in place now: (channel, user) -> denied bits.
    pub fn overwrites(&self) -> BTreeMap<(u64, u64), u64> {
        self.peek(|s| {
            s.perms
                .overwrites
                .iter()
                .map(|(k, (_, deny))| (*k, *deny))
                .collect()
        })
    }

    /// A member's overwrite in a channel: (allow, deny).
    pub fn overwrite(&self, channel: u64, user: u64) -> Option<(u64, u64)> {
        self.peek(|s| s.perms.overwrites.get(&(channel, user)).copied())
    }

    /// A server admin set this overwrite before the game.
    pub fn set_overwrite(&self, channel: u64, user: u64, allow: u64, deny: u64) {
        self.with(|s| s.perms.overwrites.insert((channel, user), (allow, deny)));
    }

    /// The bot's permissions in a channel from now on.
    pub fn set_app_permissions(&self, channel: u64, permissions: u64) {
        self.with(|s| s.perms.app.insert(channel, permissions));
    }

    /// `user` has Manage Threads (sees private threads, clicks say so).
    pub fn make_privileged(&self, user: u64) {
        self.with(|s| s.perms.privileged.insert(user));
    }

    pub(crate) fn is_privileged(&self, user: u64) -> bool {
        self.peek(|s| s.perms.privileged.contains(&user))
    }

    /// A thread made by someone else (a game played in it).
    pub fn add_thread(&self, thread: u64, parent: u64) {
        self.with(|s| {
            s.threads
                .insert(thread, (parent, format!("thread-{thread}")))
        });
    }

    /// The channel type an interaction from `channel` shows.
    pub(crate) fn channel_type(&self, channel: u64) -> u64 {
        self.peek(|s| match s.threads.get(&channel) {
            Some(_) if s.private_threads.contains(&channel) => 12,
            Some(_) => 11,
            None => 0,
        })
    }

    /// A thread becomes archived (Discord's auto-archive, or a moderator).
    pub fn archive_thread(&self, thread: u64) {
        self.with(|s| s.archived.insert(thread));
    }

    /// A thread was deleted (Discord tells the bot).
    pub fn thread_delete_event(&self, thread: u64) {
        let parent = self.peek(|s| s.threads.get(&thread).map(|t| t.0).unwrap_or(0));
        self.delete_channel(thread);
        self.dispatch(
            "THREAD_DELETE",
            json!({"id": thread.to_string(), "type": 12, "guild_id": GUILD_ID.to_string(),
                "parent_id": parent.to_string()}),
        );
    }

    /// The bot was removed from the guild (`unavailable`: an outage instead).
    pub fn guild_delete_event(&self, unavailable: bool) {
        let mut d = json!({"id": GUILD_ID.to_string()});
        if unavailable {
            d["unavailable"] = json!(true);
        }
        self.dispatch("GUILD_DELETE", d);
    }
}
