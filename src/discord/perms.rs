//! The bot's permissions: the one list of every permission it uses (with
//! why), which the invite link asks for ([`BOT_PERMISSIONS`],
//! [`invite_url`]), and its own permissions in a channel, read from the
//! interaction (`app_permissions`, no REST call), so a command can say
//! exactly which permission is missing before anything is stored; the last
//! ones heard in each channel are kept ([`Heard`]), so what the bot does
//! later there (a mute, a private thread) asks only for what it holds.

use std::collections::HashMap;
use std::sync::Mutex;

use serenity::all::{ApplicationId, ChannelId, ChannelType, PartialChannel, Permissions};

use crate::engine::{Arg, Text};
use crate::text;

/// Every permission the bot uses, each with the reason. The invite link
/// asks for exactly these; README.md's table lists the same.
pub(crate) const PERMISSIONS_USED: &[(Permissions, &str)] = &[
    (
        Permissions::VIEW_CHANNEL,
        "see the game's channel and read its overwrites before a mute",
    ),
    (
        Permissions::SEND_MESSAGES,
        "post the lobby, the board and Game over; reopen an archived thread",
    ),
    (Permissions::EMBED_LINKS, "boards and panels are embeds"),
    (Permissions::ATTACH_FILES, "the Arctic Escape map picture"),
    (
        Permissions::ADD_REACTIONS,
        "a mute denies it, and a bot may deny only what it holds",
    ),
    (
        Permissions::MANAGE_ROLES,
        "\"Manage Permissions\" on a channel: the overwrites that mute Werewolf's dead and onlookers",
    ),
    (
        Permissions::MANAGE_THREADS,
        "lock the wolf den and the afterlife when the game ends",
    ),
    (
        Permissions::CREATE_PUBLIC_THREADS,
        "one thread per Project Planning tournament group; a mute denies it",
    ),
    (
        Permissions::CREATE_PRIVATE_THREADS,
        "the Werewolf wolf den and afterlife",
    ),
    (
        Permissions::MUTE_MEMBERS,
        "optional: Werewolf in voice, server-mute the players in the game's voice channel by phase",
    ),
    (
        Permissions::SEND_MESSAGES_IN_THREADS,
        "post in threads and add players to them (Discord refuses an add without it); a mute never denies it, so the dead talk in the afterlife",
    ),
];

/// The permissions the invite link asks for: all of [`PERMISSIONS_USED`].
pub(crate) const BOT_PERMISSIONS: Permissions = union_of(PERMISSIONS_USED);

const fn union_of(used: &[(Permissions, &str)]) -> Permissions {
    let mut all = Permissions::empty();
    let mut i = 0;
    while i < used.len() {
        all = all.union(used[i].0);
        i += 1;
    }
    all
}

/// The link that adds the bot to a server with its slash commands and
/// [`BOT_PERMISSIONS`].
pub(crate) fn invite_url(application_id: ApplicationId) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={application_id}&scope=bot+applications.commands&permissions={}",
        BOT_PERMISSIONS.bits()
    )
}

/// The bot's own permissions in each channel, as the last interaction from
/// there said (`app_permissions`). A cache: after a restart, until the
/// next interaction, they are unknown and the bot tries, and degrades when
/// Discord refuses.
#[derive(Default)]
pub(crate) struct Heard(Mutex<HashMap<ChannelId, Permissions>>);

impl Heard {
    /// An interaction from `channel` said what the bot holds there.
    pub(crate) fn heard(&self, channel: ChannelId, have: Option<Permissions>) {
        if let Some(have) = have {
            self.0
                .lock()
                .expect("permissions poisoned")
                .insert(channel, have);
        }
    }

    /// What the bot holds in `channel` (Administrator: everything), if an
    /// interaction from there said so.
    pub(crate) fn in_channel(&self, channel: ChannelId) -> Option<Permissions> {
        let have = *self.0.lock().expect("permissions poisoned").get(&channel)?;
        Some(if have.administrator() {
            Permissions::all()
        } else {
            have
        })
    }

    /// Whether the bot holds all of `need` in `channel`; unknown: yes (the
    /// caller tries and Discord says).
    pub(crate) fn may(&self, channel: ChannelId, need: Permissions) -> bool {
        self.in_channel(channel)
            .is_none_or(|have| have.contains(need))
    }
}

/// What a private room or afterlife needs: the thread, and adding its
/// members to it (Discord refuses a thread-member add without Send Messages
/// in Threads).
pub(crate) fn for_private_thread() -> Permissions {
    Permissions::CREATE_PRIVATE_THREADS | Permissions::SEND_MESSAGES_IN_THREADS
}

/// Whether the channel is a thread (which needs "Send Messages in Threads").
pub fn is_thread(channel: Option<&PartialChannel>) -> bool {
    channel.is_some_and(|c| {
        matches!(
            c.kind,
            ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
        )
    })
}

/// What a board needs in this channel.
pub fn for_board(in_thread: bool) -> Permissions {
    let send = if in_thread {
        Permissions::SEND_MESSAGES_IN_THREADS
    } else {
        Permissions::SEND_MESSAGES
    };
    Permissions::VIEW_CHANNEL | send | Permissions::EMBED_LINKS | Permissions::ATTACH_FILES
}

/// What a game with sub-tables (one thread each) needs besides.
pub fn for_threads() -> Permissions {
    Permissions::CREATE_PUBLIC_THREADS | Permissions::SEND_MESSAGES_IN_THREADS
}

/// A sentence naming what is missing, or `None`. Unknown permissions (an
/// interaction without `app_permissions`) pass.
pub fn missing(have: Option<Permissions>, need: Permissions) -> Option<Text> {
    let have = have?;
    if have.contains(Permissions::ADMINISTRATOR) {
        return None;
    }
    let lacking = need - have;
    if lacking.is_empty() {
        return None;
    }
    let names: Vec<Text> = lacking
        .get_permission_names()
        .into_iter()
        .map(|name| text!("discord-permission", name = Arg::Plain(name.to_string())))
        .collect();
    Some(text!(
        "discord-missing-permissions",
        count = names.len(),
        permissions = names
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_each_missing_permission() {
        let have = Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES;
        let msg = missing(Some(have), for_board(false)).unwrap().to_string();
        assert!(msg.contains("Embed Links"), "{msg}");
        assert!(msg.contains("Attach Files"), "{msg}");
        assert!(!msg.contains("Send Messages"), "{msg}");
        assert_eq!(missing(Some(Permissions::all()), for_board(true)), None);
        assert_eq!(missing(None, for_board(false)), None);
        assert_eq!(
            missing(Some(Permissions::ADMINISTRATOR), for_threads()),
            None
        );
    }

    /// Names of the permissions in `set`, for a failing assertion.
    fn names(set: Permissions) -> Vec<&'static str> {
        set.get_permission_names()
    }

    #[test]
    fn every_permission_the_code_checks_or_denies_is_in_the_invite() {
        let checked = for_board(false) | for_board(true) | for_threads() | for_private_thread();
        assert!(
            BOT_PERMISSIONS.contains(checked),
            "checked but not invited: {:?}",
            names(checked - BOT_PERMISSIONS)
        );
        // What a mute denies is checked in `silence` (which names this
        // module; this one names none of its users).
    }

    #[test]
    fn each_used_permission_is_one_named_bit_listed_once() {
        let mut seen = Permissions::empty();
        for (bit, reason) in PERMISSIONS_USED {
            assert_eq!(bit.bits().count_ones(), 1, "{:?}: {reason}", names(*bit));
            assert!(!seen.intersects(*bit), "listed twice: {:?}", names(*bit));
            assert!(!reason.is_empty());
            seen |= *bit;
        }
        assert_eq!(seen, BOT_PERMISSIONS);
    }

    #[test]
    fn invite_url_names_the_application_scopes_and_permissions() {
        let url = invite_url(ApplicationId::new(123456789012345678));
        assert_eq!(
            url,
            format!(
                "https://discord.com/oauth2/authorize?client_id=123456789012345678&scope=bot+applications.commands&permissions={}",
                BOT_PERMISSIONS.bits()
            )
        );
    }

    /// README.md, read when the test runs (so it is never stale).
    fn readme() -> String {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/README.md");
        std::fs::read_to_string(path).expect("README.md is readable")
    }

    #[test]
    fn readme_invite_url_asks_for_the_permissions_the_bot_uses() {
        let readme = readme();
        let shape = invite_url(ApplicationId::new(1))
            .replace("client_id=1&", "client_id=YOUR_APPLICATION_ID&");
        assert!(
            readme.contains(&shape),
            "README.md should give the invite link {shape}"
        );
        let links: Vec<&str> = readme
            .match_indices("https://discord.com/oauth2/authorize?")
            .map(|(at, _)| {
                let rest = &readme[at..];
                let end = rest
                    .find(|c: char| c.is_whitespace() || "`)>\"'".contains(c))
                    .unwrap_or(rest.len());
                &rest[..end]
            })
            .collect();
        assert!(!links.is_empty());
        for link in links {
            let (_, query) = link.split_once('?').expect("a query");
            let param = |key: &str| {
                query
                    .split('&')
                    .find_map(|pair| pair.strip_prefix(key)?.strip_prefix('='))
            };
            let permissions = param("permissions").and_then(|p| p.parse::<u64>().ok());
            assert_eq!(permissions, Some(BOT_PERMISSIONS.bits()), "{link}");
            assert_eq!(param("scope"), Some("bot+applications.commands"), "{link}");
        }
    }

    #[test]
    fn readme_names_every_permission_the_bot_uses() {
        let readme = readme();
        for (bit, reason) in PERMISSIONS_USED {
            for name in names(*bit) {
                assert!(
                    readme.contains(name),
                    "README.md should name {name} ({reason})"
                );
            }
        }
    }
}
