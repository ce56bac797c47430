//! The bot's own permissions in a channel, read from the interaction
//! (`app_permissions`, no REST call), so a command can say exactly which
//! permission is missing before anything is stored.

use serenity::all::{ChannelType, PartialChannel, Permissions};

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
pub fn missing(have: Option<Permissions>, need: Permissions) -> Option<String> {
    let have = have?;
    if have.contains(Permissions::ADMINISTRATOR) {
        return None;
    }
    let lacking = need - have;
    if lacking.is_empty() {
        return None;
    }
    let names = lacking.get_permission_names();
    let (noun, list) = if names.len() == 1 {
        ("permission", format!("**{}**", names[0]))
    } else {
        (
            "permissions",
            names
                .iter()
                .map(|n| format!("**{n}**"))
                .collect::<Vec<_>>()
                .join(", "),
        )
    };
    Some(format!(
        "I am missing the {list} {noun} in this channel. Ask a server admin to grant it, then try again."
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_each_missing_permission() {
        let have = Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES;
        let msg = missing(Some(have), for_board(false)).unwrap();
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
}
