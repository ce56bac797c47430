//! Silence at the table: seats the game says must keep quiet (Werewolf's
//! dead, silenced and sent-away players) get a channel permission overwrite
//! that denies sending messages, lifted when it ends. Without the permission
//! to manage the channel's permissions, the bot announces who must keep
//! quiet instead.
//!
//! Only changes are sent: the muted list before a batch against the list
//! after it. At start-up every running game's list is applied again (a PUT
//! is idempotent), in case the process stopped between a move and its
//! overwrite.

use serenity::all::{ChannelId, PermissionOverwrite, PermissionOverwriteType, Permissions, UserId};

use super::bot::Bot;
use super::rest::{classify, Failure};
use crate::engine::Muted;
use crate::store::{GameRow, GameStatus};

/// What a muted player may not do in the game's channel.
pub fn denied() -> Permissions {
    Permissions::SEND_MESSAGES
        | Permissions::SEND_MESSAGES_IN_THREADS
        | Permissions::ADD_REACTIONS
        | Permissions::CREATE_PUBLIC_THREADS
}

/// Who must keep quiet now: nobody once the game is over or stopped.
pub fn muted_now(row: &GameRow) -> Vec<Muted> {
    match (&row.snapshot, row.status) {
        (Some(state), GameStatus::Running) => state.muted(),
        _ => Vec::new(),
    }
}

/// Apply the change from `before` (`None`: unknown, apply everything
/// again, announce nothing) to what `row` says now.
pub async fn sync(bot: &Bot, row: &GameRow, before: Option<&[Muted]>) {
    let after = muted_now(row);
    let Some(channel) = row
        .channel_id
        .as_deref()
        .and_then(|c| c.parse::<u64>().ok())
        .filter(|c| *c != 0)
        .map(ChannelId::new)
    else {
        return;
    };
    let was = |seat| before.is_some_and(|b| b.iter().any(|m| m.seat == seat));
    let newly: Vec<&Muted> = after
        .iter()
        .filter(|m| before.is_none() || !was(m.seat))
        .filter(|m| row.human(m.seat).is_some())
        .collect();
    let lifted: Vec<&Muted> = before
        .unwrap_or_default()
        .iter()
        .filter(|m| !after.iter().any(|a| a.seat == m.seat))
        .filter(|m| row.human(m.seat).is_some())
        .collect();
    if newly.is_empty() && lifted.is_empty() {
        return;
    }
    let mut enforced = true;
    for m in &newly {
        let user = UserId::new(row.human(m.seat).expect("filtered to humans"));
        let overwrite = PermissionOverwrite {
            allow: Permissions::empty(),
            deny: denied(),
            kind: PermissionOverwriteType::Member(user),
        };
        let put = bot
            .retry
            .run("mute a player", || {
                channel.create_permission(&*bot.http, overwrite.clone())
            })
            .await;
        if let Err(e) = put {
            enforced &= classify(&e) != Failure::Forbidden;
            tracing::info!(game = row.id, error = %e, "cannot mute a player");
        }
    }
    for m in &lifted {
        let user = UserId::new(row.human(m.seat).expect("filtered to humans"));
        let kind = PermissionOverwriteType::Member(user);
        let deleted = bot
            .retry
            .run("unmute a player", || {
                channel.delete_permission(&*bot.http, kind)
            })
            .await;
        if let Err(e) = deleted {
            enforced &= classify(&e) != Failure::Forbidden;
            tracing::info!(game = row.id, error = %e, "cannot unmute a player");
        }
    }
    if enforced || before.is_none() {
        return;
    }
    let text = announcement(row, &newly, &lifted);
    let posted = bot
        .retry
        .run("announce silence", || {
            channel.send_message(
                &*bot.http,
                super::render::Reply::text(text.clone()).into_message(),
            )
        })
        .await;
    if let Err(e) = posted {
        tracing::warn!(game = row.id, error = %e, "cannot announce who must keep quiet");
    }
}

/// The message that asks for silence where the bot cannot enforce it.
pub fn announcement(row: &GameRow, newly: &[&Muted], lifted: &[&Muted]) -> String {
    let name = |m: &Muted| {
        row.human(m.seat)
            .map(|u| format!("<@{u}>"))
            .unwrap_or_else(|| row.seats[m.seat].name.clone())
    };
    let mut lines = Vec::new();
    if !newly.is_empty() {
        let who: Vec<String> = newly
            .iter()
            .map(|m| format!("{} ({})", name(m), m.reason))
            .collect();
        lines.push(format!(
            "🤫 Please keep quiet in this channel: {}.",
            who.join(", ")
        ));
    }
    if !lifted.is_empty() {
        let who: Vec<String> = lifted.iter().map(|m| name(m)).collect();
        lines.push(format!("🗣 May talk again: {}.", who.join(", ")));
    }
    lines.push(
        "(I cannot enforce it here: I need the Manage Permissions permission in this channel.)"
            .into(),
    );
    lines.join("\n")
}
