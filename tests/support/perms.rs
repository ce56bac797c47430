//! The permission side of the fake Discord, as Discord behaves:
//! - a member's permissions in a channel are computed as Discord does: the
//!   @everyone role's, plus their roles' (the bot's role, a moderator's
//!   Manage Threads); Administrator alone bypasses overwrites; then the
//!   channel's @everyone overwrite and the member's own (deny, then allow);
//!   without View Channel nothing else holds; a thread has its parent's;
//! - a member's permission overwrite: PUT replaces its allow and deny, DELETE
//!   removes it, and tests can pre-set one (an admin's private channel); a
//!   PUT needs Manage Roles and may allow or deny only bits the bot holds
//!   itself in the channel (50013);
//! - `GET /channels/{id}` shows a channel's type (a voice channel's is 2)
//!   and overwrites (@everyone's and members'); threads have no overwrites
//!   of their own (a PUT there is refused, 50024);
//! - `GET /guilds/{id}` shows the server's roles (@everyone and the bot's
//!   role, whose permissions together are the bot's server-wide ones) and
//!   `GET /guilds/{id}/members/{user}` a member's roles, so the bot can
//!   work out its permissions in a channel as Discord does (a test that
//!   sets the bot's permissions in a channel outright is not seen there);
//! - adding a member to a thread needs Send Messages in Threads and a thread
//!   that is not archived; a private thread the bot did not make (and so is
//!   not a member of) needs Manage Threads (50001); removing a member of
//!   such a thread, and locking any thread, need Manage Threads;
//! - a message in an archived thread cannot be edited (50083);
//! - members with Manage Threads or Administrator see private threads;
//! - the bot's permissions (`app_permissions`) per channel are computed
//!   like anyone's, or set outright by a test, and a request it lacks the
//!   permission for is refused (50013);
//! - GUILD_DELETE and THREAD_DELETE can be sent to the bot;
//! - a message an interaction made (a response or a followup) cannot be
//!   edited through the channel route (10008), only through the webhook.

use std::collections::{BTreeMap, HashMap, HashSet};

use serde_json::{json, Value};

use super::fake_discord::{
    user_json, FakeDiscord, State, ALL_PERMISSIONS, BOT_ID, GUILD_ID, MEMBER_PERMISSIONS,
};

/// The bot's role (its permissions are the bot's server-wide ones).
pub const BOT_ROLE: u64 = 990;

pub const SEND_MESSAGES: u64 = 1 << 11;
pub const MANAGE_ROLES: u64 = 1 << 28;
pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
pub const CREATE_PRIVATE_THREADS: u64 = 1 << 36;
pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
pub const MANAGE_THREADS: u64 = 1 << 34;
pub const ADMINISTRATOR: u64 = 1 << 3;
pub const MANAGE_GUILD: u64 = 1 << 5;
pub const VIEW_CHANNEL: u64 = 1 << 10;
pub const ADD_REACTIONS: u64 = 1 << 6;
pub const EMBED_LINKS: u64 = 1 << 14;
pub const ATTACH_FILES: u64 = 1 << 15;

/// Permission state of the fake.
#[derive(Default)]
pub(crate) struct Perms {
    /// Member overwrites: (channel, user) -> (allow, deny).
    pub(crate) overwrites: BTreeMap<(u64, u64), (u64, u64)>,
    /// The bot's permissions per channel, set outright by a test (default:
    /// computed, see [`State::member_permissions`]).
    pub(crate) app: HashMap<u64, u64>,
    /// The bot's permissions server-wide, @everyone's and its roles'
    /// together (default: [`ALL_PERMISSIONS`]).
    pub(crate) bot_role: Option<u64>,
    /// Each channel's overwrite for @everyone: channel -> (allow, deny).
    pub(crate) everyone_overwrites: HashMap<u64, (u64, u64)>,
    /// Private threads someone else made: the bot is not a member.
    pub(crate) foreign_threads: HashSet<u64>,
    /// Members with Manage Threads or Administrator.
    pub(crate) privileged: HashSet<u64>,
    /// Members with Manage Server.
    pub(crate) managers: HashSet<u64>,
    /// Messages made by interaction responses and followups.
    pub(crate) by_interaction: HashSet<u64>,
}

/// Every permission bit there is (Administrator grants them all).
const EVERY_BIT: u64 = (1 << 51) - 1;

impl State {
    /// The bot's permissions in a channel (a thread: its parent's).
    pub(crate) fn app_permissions(&self, channel: u64) -> u64 {
        let parent = self.parent_of(channel);
        match self.perms.app.get(&parent) {
            Some(set) => *set,
            None => self.member_permissions(BOT_ID, parent),
        }
    }

    /// The channel whose permissions hold in `channel`: a thread's parent.
    fn parent_of(&self, channel: u64) -> u64 {
        self.threads.get(&channel).map_or(channel, |(p, _)| *p)
    }

    /// A member's server-wide permissions: @everyone's and their roles'
    /// (the bot's: its role's, which a test may set).
    pub(crate) fn base_permissions(&self, user: u64) -> u64 {
        if user == BOT_ID {
            return self.perms.bot_role.unwrap_or(ALL_PERMISSIONS);
        }
        let mut base = MEMBER_PERMISSIONS;
        if self.perms.privileged.contains(&user) {
            base |= MANAGE_THREADS;
        }
        if self.perms.managers.contains(&user) {
            base |= MANAGE_GUILD;
        }
        base
    }

    /// A member's permissions in a channel, as Discord computes them: the
    /// base, then the @everyone overwrite, then the member's own; only
    /// Administrator bypasses overwrites; no View Channel, nothing. A
    /// thread has its parent's (the bot's may be set by a test).
    pub(crate) fn member_permissions(&self, user: u64, channel: u64) -> u64 {
        let parent = self.parent_of(channel);
        if user == BOT_ID {
            if let Some(set) = self.perms.app.get(&parent) {
                return *set;
            }
        }
        let base = self.base_permissions(user);
        if base & ADMINISTRATOR != 0 {
            return EVERY_BIT;
        }
        let mut have = base;
        for (allow, deny) in [
            self.perms.everyone_overwrites.get(&parent),
            self.perms.overwrites.get(&(parent, user)),
        ]
        .into_iter()
        .flatten()
        {
            have = (have & !deny) | allow;
        }
        if have & VIEW_CHANNEL == 0 {
            return 0;
        }
        have
    }

    /// Whether `user` may write in `channel`: Send Messages there, or in a
    /// thread Send Messages in Threads in its parent, the thread open, and
    /// (a private thread) being a member or holding Manage Threads.
    pub(crate) fn may_send(&self, user: u64, channel: u64) -> bool {
        let have = self.member_permissions(user, channel);
        if !self.threads.contains_key(&channel) {
            return have & SEND_MESSAGES != 0;
        }
        let sees = !self.private_threads.contains(&channel)
            || have & (MANAGE_THREADS | ADMINISTRATOR) != 0
            || self.members_of(channel).contains(&user);
        sees && !self.archived.contains(&channel) && have & SEND_MESSAGES_IN_THREADS != 0
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
        ("GET", ["guilds", g]) => {
            let guild = g.parse::<u64>().unwrap_or(0);
            let bot = s.base_permissions(BOT_ID);
            let role = |id: u64, name: &str, permissions: u64| {
                json!({"id": id.to_string(), "name": name, "color": 0, "hoist": false,
                "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
                "icon": null, "unicode_emoji": null, "position": 0,
                "permissions": permissions.to_string(), "managed": false,
                "mentionable": false, "flags": 0})
            };
            let mut d = super::shards::guild_create(guild);
            d["roles"] = json!([
                role(guild, "@everyone", MEMBER_PERMISSIONS & bot),
                role(BOT_ROLE, "wolfden", bot),
            ]);
            Some((200, d))
        }
        ("GET", ["guilds", _, "members", u]) => {
            let user = u.parse::<u64>().unwrap_or(0);
            let roles: Vec<String> = if user == BOT_ID {
                vec![BOT_ROLE.to_string()]
            } else {
                Vec::new()
            };
            Some((
                200,
                json!({"user": user_json(user), "nick": null, "roles": roles,
                "joined_at": "2024-01-01T00:00:00.000Z", "deaf": false, "mute": false,
                "flags": 0, "pending": false}),
            ))
        }
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
            let guild = s.guild_of(c);
            let everyone = s
                .perms
                .everyone_overwrites
                .get(&c)
                .map(|(allow, deny)| {
                    json!({"id": guild.to_string(), "type": 0, "allow": allow.to_string(), "deny": deny.to_string()})
                });
            let overwrites: Vec<Value> = everyone
                .into_iter()
                .chain(
                    s.perms
                        .overwrites
                        .iter()
                        .filter(|((ch, _), _)| *ch == c)
                        .map(|((_, u), (allow, deny))| {
                            json!({"id": u.to_string(), "type": 1, "allow": allow.to_string(), "deny": deny.to_string()})
                        }),
                )
                .collect();
            let mut channel = json!({"id": c.to_string(), "type": 0, "guild_id": guild.to_string(),
                "name": format!("channel-{c}"), "position": 0, "permission_overwrites": overwrites});
            if s.voice.channels.contains(&c) {
                channel["type"] = json!(2);
                channel["bitrate"] = json!(64000);
                channel["user_limit"] = json!(0);
                channel["rtc_region"] = Value::Null;
            }
            Some((200, channel))
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
                let (allow, deny) = (bits(&body["allow"]), bits(&body["deny"]));
                // Discord: only bits the bot holds may be allowed or denied.
                if let Some(refused) = missing(s, c, allow | deny) {
                    return Some(refused);
                }
                s.perms.overwrites.insert((c, u), (allow, deny));
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
        ("PUT" | "DELETE", ["channels", _, "thread-members", _]) => {
            thread_member_refusal(s, method, id(1))
        }
        ("PATCH", ["channels", _]) if s.threads.contains_key(&id(1)) => {
            // Locking (or unlocking) a thread takes Manage Threads.
            let locks = body.get("locked").is_some_and(|l| !l.is_null());
            locks.then(|| missing(s, id(1), MANAGE_THREADS)).flatten()
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

/// Why Discord refuses to add (PUT) or remove (DELETE) a thread's member,
/// or `None`: the thread must be open; adding takes Send Messages in
/// Threads; a private thread the bot is not in takes Manage Threads to
/// reach at all, and removing someone from it too.
fn thread_member_refusal(s: &State, method: &str, thread: u64) -> Option<(u16, Value)> {
    if !s.threads.contains_key(&thread) || s.deleted_channels.contains(&thread) {
        return Some(error(404, 10003, "Unknown Channel"));
    }
    let have = s.app_permissions(thread);
    let holds = |bit: u64| have & (ADMINISTRATOR | bit) != 0;
    let foreign_private =
        s.private_threads.contains(&thread) && s.perms.foreign_threads.contains(&thread);
    if foreign_private && !holds(MANAGE_THREADS) {
        return Some(error(403, 50001, "Missing Access"));
    }
    if s.archived.contains(&thread) {
        return Some(error(400, 50083, "Thread is archived"));
    }
    let need = if method == "PUT" {
        SEND_MESSAGES_IN_THREADS
    } else if foreign_private {
        MANAGE_THREADS
    } else {
        0
    };
    (need != 0 && !holds(need)).then(|| error(403, 50013, "Missing Permissions"))
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

    /// The bot's permissions server-wide (@everyone's and its roles'
    /// together) from now on; in each channel they are computed from these
    /// and the channel's overwrites.
    pub fn set_bot_permissions(&self, permissions: u64) {
        self.with(|s| s.perms.bot_role = Some(permissions));
    }

    /// A channel's overwrite for @everyone (a private channel denies View
    /// Channel).
    pub fn set_everyone_overwrite(&self, channel: u64, allow: u64, deny: u64) {
        self.with(|s| s.perms.everyone_overwrites.insert(channel, (allow, deny)));
    }

    /// A member's permissions in a channel (or thread), as Discord computes
    /// them.
    pub fn member_permissions(&self, user: u64, channel: u64) -> u64 {
        self.peek(|s| s.member_permissions(user, channel))
    }

    /// Whether `user` may write in `channel` (a thread: see [`State::may_send`]).
    pub fn may_send(&self, user: u64, channel: u64) -> bool {
        self.peek(|s| s.may_send(user, channel))
    }

    /// `user` has Manage Server.
    pub fn make_manager(&self, user: u64) {
        self.with(|s| s.perms.managers.insert(user));
    }

    /// `user` has Manage Threads (sees private threads, clicks say so).
    pub fn make_privileged(&self, user: u64) {
        self.with(|s| s.perms.privileged.insert(user));
    }

    pub(crate) fn is_privileged(&self, user: u64) -> bool {
        self.peek(|s| s.perms.privileged.contains(&user))
    }

    /// A thread made by someone else (a game played in it); the bot is not
    /// a member of it.
    pub fn add_thread(&self, thread: u64, parent: u64) {
        self.with(|s| {
            s.perms.foreign_threads.insert(thread);
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
