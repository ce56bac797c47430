//! Silence at the table: seats the game says must keep quiet (Werewolf's
//! dead, silenced and sent-away players) get Send Messages (and the like)
//! denied in the game's channel, lifted when it ends, and the server is left
//! as it was found.
//!
//! Muting adds the deny bits to the member's existing overwrite (read from
//! the channel first) and stores what was there; unmuting puts exactly that
//! back (or deletes the overwrite when there was none). The sync is by user
//! and by state: who must keep quiet now (the game row) against the mutes
//! the store holds, so a kicked player, a stopped game or a restart after a
//! crash all end with the right overwrites. A mute is stored before its
//! overwrite is set, and a restart sets stored mutes again (a PUT is
//! idempotent), so a crash between the two loses nothing.
//!
//! Where the bot cannot set overwrites (no Manage Permissions, or the game
//! plays in a thread, which has no overwrites of its own) it asks for quiet
//! in the channel instead; players who ignore overwrites (Administrator,
//! Manage Threads) are named when muted.

use serenity::all::{
    Channel, ChannelId, ChannelType, PermissionOverwrite, PermissionOverwriteType, Permissions,
    UserId,
};

use super::bot::Bot;
use super::render::Reply;
use super::rest::{classify, Failure};
use crate::store::discord_queries::MuteRow;
use crate::store::{GameRow, GameStatus};

/// What a muted player may not do in the game's channel.
pub fn denied() -> Permissions {
    Permissions::SEND_MESSAGES
        | Permissions::SEND_MESSAGES_IN_THREADS
        | Permissions::ADD_REACTIONS
        | Permissions::CREATE_PUBLIC_THREADS
}

/// Who must keep quiet now, by user, with why: nobody once the game is over
/// or stopped, and only seats a human holds.
pub fn muted_users(row: &GameRow) -> Vec<(u64, String)> {
    match (&row.snapshot, row.status) {
        (Some(state), GameStatus::Running) => state
            .muted()
            .into_iter()
            .filter_map(|m| Some((row.human(m.seat)?, m.reason)))
            .collect(),
        _ => Vec::new(),
    }
}

fn channel_of(row: &GameRow) -> Option<ChannelId> {
    row.channel_id
        .as_deref()
        .and_then(|c| c.parse::<u64>().ok())
        .filter(|c| *c != 0)
        .map(ChannelId::new)
}

/// The game's channel as Discord has it: whether overwrites can be set
/// there (not a thread) and each member's overwrite, (allow, deny).
async fn read_channel(bot: &Bot, channel: ChannelId) -> Option<(bool, Vec<(u64, u64, u64)>)> {
    let got = bot
        .retry
        .run("read channel overwrites", || bot.http.get_channel(channel))
        .await;
    match got {
        Ok(Channel::Guild(c)) => {
            let thread = matches!(
                c.kind,
                ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
            );
            let members = c
                .permission_overwrites
                .iter()
                .filter_map(|o| match o.kind {
                    PermissionOverwriteType::Member(u) => {
                        Some((u.get(), o.allow.bits(), o.deny.bits()))
                    }
                    _ => None,
                })
                .collect();
            Some((!thread, members))
        }
        Ok(_) => Some((false, Vec::new())),
        Err(e) => {
            tracing::info!(%channel, error = %e, "cannot read the channel's overwrites");
            None
        }
    }
}

/// Bring the channel's mutes to what `row` says now. `before` is the game
/// before the batch (`None`: unknown, so stored mutes are set again).
pub async fn sync(bot: &Bot, before: Option<&GameRow>, row: &GameRow) {
    let Some(channel) = channel_of(row) else {
        return;
    };
    let held = match bot.table.store().mutes(row.id).await {
        Ok(held) => held,
        Err(e) => {
            tracing::warn!(game = row.id, error = %e, "cannot read the game's mutes");
            return;
        }
    };
    let wanted = muted_users(row);
    let newly: Vec<&(u64, String)> = wanted
        .iter()
        .filter(|(u, _)| !held.iter().any(|m| m.user_id == u.to_string()))
        .collect();
    let lifted: Vec<&MuteRow> = held
        .iter()
        .filter(|m| !wanted.iter().any(|(u, _)| m.user_id == u.to_string()))
        .collect();
    let again: Vec<&MuteRow> = if before.is_none() {
        held.iter().filter(|m| m.enforced).collect()
    } else {
        Vec::new()
    };
    if newly.is_empty() && lifted.is_empty() && again.is_empty() {
        return;
    }
    let mut asked: Vec<String> = Vec::new();
    let mut freed: Vec<String> = Vec::new();
    let mut unbound: Vec<String> = Vec::new();
    if !newly.is_empty() {
        let found = read_channel(bot, channel).await;
        let (settable, members) = found.clone().unwrap_or((true, Vec::new()));
        for (user, reason) in &newly {
            let prior = members
                .iter()
                .find(|(u, _, _)| u == user)
                .map(|(_, a, d)| (*a, *d));
            let mut mute = MuteRow {
                user_id: user.to_string(),
                channel_id: channel.to_string(),
                prior,
                enforced: settable && found.is_some(),
            };
            if let Err(e) = bot.table.record_mute(row.id, &mute).await {
                tracing::warn!(game = row.id, error = %e, "cannot remember a mute");
                continue;
            }
            if mute.enforced && !put_mute(bot, row, channel, &mute).await {
                mute.enforced = false;
                let _ = bot.table.record_mute(row.id, &mute).await;
            }
            if !mute.enforced {
                asked.push(format!("<@{user}> ({reason})"));
            } else if privileged(bot, row, *user).await {
                unbound.push(format!("<@{user}>"));
            }
        }
    }
    for mute in &again {
        put_mute(bot, row, channel, mute).await;
    }
    for mute in &lifted {
        if mute.enforced {
            let target = mute
                .channel_id
                .parse::<u64>()
                .ok()
                .filter(|c| *c != 0)
                .map(ChannelId::new)
                .unwrap_or(channel);
            if !restore(bot, row, target, mute).await {
                continue; // keep it stored: the next sync tries again
            }
        } else {
            freed.push(format!("<@{}>", mute.user_id));
        }
        if let Err(e) = bot.table.forget_mute(row.id, &mute.user_id).await {
            tracing::warn!(game = row.id, error = %e, "cannot forget a lifted mute");
        }
    }
    let Some(text) = announcement(&asked, &freed, &unbound) else {
        return;
    };
    let mut reply = Reply::text(text);
    reply.ping = Vec::new();
    let posted = bot
        .post("announce silence", channel, &reply.into_message())
        .await;
    if let Err(e) = posted {
        tracing::warn!(game = row.id, error = %e, "cannot announce who must keep quiet");
    }
}

/// Whether a member ignores overwrites (as their clicks showed).
async fn privileged(bot: &Bot, row: &GameRow, user: u64) -> bool {
    let Some(guild) = row.guild_id.as_deref() else {
        return false;
    };
    bot.table
        .store()
        .is_privileged(guild, &user.to_string())
        .await
        .unwrap_or(false)
}

/// Set a stored mute's overwrite: the member's own bits plus the denial.
async fn put_mute(bot: &Bot, row: &GameRow, channel: ChannelId, mute: &MuteRow) -> bool {
    let Ok(user) = mute.user_id.parse::<u64>() else {
        return false;
    };
    let (allow, deny) = mute.prior.unwrap_or((0, 0));
    let deny = Permissions::from_bits_truncate(deny) | denied();
    let overwrite = PermissionOverwrite {
        // Allowing what is now denied would undo the mute.
        allow: Permissions::from_bits_truncate(allow) - denied(),
        deny,
        kind: PermissionOverwriteType::Member(UserId::new(user)),
    };
    let put = bot
        .retry
        .run("mute a player", || {
            channel.create_permission(&*bot.http, overwrite.clone())
        })
        .await;
    match put {
        Ok(()) => true,
        Err(e) => {
            tracing::info!(game = row.id, error = %e, "cannot mute a player");
            classify(&e) != Failure::Forbidden
        }
    }
}

/// Put back what a mute replaced; false when that failed for now.
async fn restore(bot: &Bot, row: &GameRow, channel: ChannelId, mute: &MuteRow) -> bool {
    let Ok(user) = mute.user_id.parse::<u64>() else {
        return true;
    };
    let kind = PermissionOverwriteType::Member(UserId::new(user));
    let done = match mute.prior {
        Some((allow, deny)) => {
            let overwrite = PermissionOverwrite {
                allow: Permissions::from_bits_truncate(allow),
                deny: Permissions::from_bits_truncate(deny),
                kind,
            };
            bot.retry
                .run("unmute a player", || {
                    channel.create_permission(&*bot.http, overwrite.clone())
                })
                .await
        }
        None => {
            bot.retry
                .run("unmute a player", || {
                    channel.delete_permission(&*bot.http, kind)
                })
                .await
        }
    };
    match done {
        Ok(()) => true,
        Err(e) => {
            tracing::info!(game = row.id, error = %e, "cannot unmute a player");
            // A channel that is gone or a permission that was taken away:
            // nothing more the bot can put back.
            matches!(
                classify(&e),
                Failure::Forbidden | Failure::UnknownChannel | Failure::UnknownMessage
            )
        }
    }
}

/// The message that asks for silence where the bot cannot enforce it, or
/// names who ignores the overwrite; `None` when there is nothing to say.
pub fn announcement(asked: &[String], freed: &[String], unbound: &[String]) -> Option<String> {
    let mut lines = Vec::new();
    if !asked.is_empty() {
        lines.push(format!(
            "🤫 Please keep quiet in this channel: {}.",
            asked.join(", ")
        ));
    }
    if !freed.is_empty() {
        lines.push(format!("🗣 May talk again: {}.", freed.join(", ")));
    }
    if !asked.is_empty() || !freed.is_empty() {
        lines.push(
            "(I cannot enforce it here: I need the Manage Permissions permission in this channel, and a game in a thread cannot be enforced.)"
                .into(),
        );
    }
    if !unbound.is_empty() {
        lines.push(format!(
            "🤫 {} must keep quiet too, but as an administrator (or with Manage Threads) the channel's permissions do not bind them: please keep to it anyway.",
            unbound.join(", ")
        ));
    }
    (!lines.is_empty()).then(|| lines.join("\n"))
}
