//! Silence at the table: seats the game says must keep quiet (Werewolf's
//! dead, silenced and sent-away players) and onlookers who ran `/game
//! watch` get Send Messages (and the like, [`denied`]) denied in the game's
//! channel, lifted when it ends, and the server is left as it was found.
//! Send Messages in Threads is never denied: the afterlife and the wolf den
//! are threads under that channel, and threads take their parent's
//! permissions.
//!
//! Muting adds the deny bits to the member's existing overwrite (read from
//! the channel first) and stores what was there; unmuting puts exactly that
//! back (or deletes the overwrite when there was none). The sync is by user
//! and by state: who must keep quiet now (the game row, and the onlookers
//! remembered as `watcher:{user}` beside the boards) against the mutes the
//! store holds, so a kicked player, a stopped game or a restart after a
//! crash all end with the right overwrites. A mute is stored before its
//! overwrite is set, and a restart sets stored mutes again (a PUT is
//! idempotent), so a crash between the two loses nothing.
//!
//! Discord lets a bot allow or deny only bits it holds itself, so a mute
//! denies only those of [`denied`] the bot holds in the channel (as the
//! last interaction from there said, [`super::perms::Heard`]; unknown after
//! a restart: all of them, then Send Messages alone if that is refused).
//! Where the bot cannot set the overwrite (no Manage Permissions, no Send
//! Messages of its own to deny, a member's overwrite holding bits it lacks,
//! or a game in a thread, which has no overwrites of its own) it asks for
//! quiet in the channel instead; players who ignore overwrites
//! (Administrator, Manage Threads) are named when muted.

use serenity::all::{
    Channel, ChannelId, ChannelType, PermissionOverwrite, PermissionOverwriteType, Permissions,
    UserId,
};

use super::bot::Bot;
use super::render::markdown::{mention, public, raw};
use super::render::Reply;
use super::rest::{classify, Failure};
use crate::engine::Text;
use crate::engine::Viewer;
use crate::store::discord_queries::MuteRow;
use crate::store::{GameRow, GameStatus};
use crate::text;

/// What a muted player may not do in the game's channel: write, react, or
/// open a public thread there (where the living would read it). Send
/// Messages in Threads stays: the afterlife and the den need it.
pub fn denied() -> Permissions {
    Permissions::SEND_MESSAGES | Permissions::ADD_REACTIONS | Permissions::CREATE_PUBLIC_THREADS
}

/// The overwrite, (allow, deny), that mutes a member whose own overwrite
/// was `prior`, asking only for bits the bot holds in the channel (`held`,
/// when known); `None` when it cannot mute there (no Manage Permissions, no
/// Send Messages to deny, or the member's overwrite holds bits the bot
/// lacks, which Discord would refuse to set again).
pub(crate) fn mute_overwrite(
    prior: Option<(u64, u64)>,
    held: Option<Permissions>,
) -> Option<(Permissions, Permissions)> {
    let (allow, deny) = prior.unwrap_or((0, 0));
    let (allow, deny) = (
        Permissions::from_bits_truncate(allow),
        Permissions::from_bits_truncate(deny),
    );
    let denial = held.map_or(denied(), |have| denied() & have);
    // Allowing what is now denied would undo the mute.
    let overwrite = (allow - denial, deny | denial);
    match held {
        Some(have)
            if !have.contains(Permissions::MANAGE_ROLES | Permissions::SEND_MESSAGES)
                || !have.contains(overwrite.0 | overwrite.1) =>
        {
            None
        }
        _ => Some(overwrite),
    }
}

/// The board key remembering that an onlooker watches (and is muted).
pub(crate) fn watcher_key(user: u64) -> String {
    format!("watcher:{user}")
}

/// Who must keep quiet now, by user, with why: nobody once the game is over
/// or stopped, and only seats a human holds.
pub fn muted_users(row: &GameRow) -> Vec<(u64, String)> {
    match (&row.snapshot, row.status) {
        (Some(state), GameStatus::Running) => state
            .muted()
            .into_iter()
            .filter_map(|m| Some((row.human(m.seat)?, m.reason.plain(Viewer::Public))))
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

/// Whether overwrites can be set in a channel, and each member's there:
/// (user, allow, deny).
type ChannelOverwrites = (bool, Vec<(u64, u64, u64)>);

/// The game's channel as Discord has it: whether overwrites can be set
/// there (not a thread) and each member's overwrite, (allow, deny).
async fn read_channel(bot: &Bot, channel: ChannelId) -> Option<ChannelOverwrites> {
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
    let mut lifted: Vec<&MuteRow> = held
        .iter()
        .filter(|m| !wanted.iter().any(|(u, _)| m.user_id == u.to_string()))
        .collect();
    if row.status == GameStatus::Running && !lifted.is_empty() {
        // Onlookers stay muted while the game runs.
        let boards = super::boards::locations(bot, row).await;
        lifted.retain(|m| {
            let watching = m
                .user_id
                .parse()
                .is_ok_and(|u| boards.contains_key(&watcher_key(u)));
            !watching
        });
    }
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
        for (user, reason) in &newly {
            match mute_one(bot, row, channel, found.as_ref(), *user).await {
                Some(false) => asked.push(public(&text!(
                    "discord-silence-muted-player",
                    player = mention(user),
                    reason = raw(reason.clone())
                ))),
                Some(true) if privileged(bot, row, *user).await => {
                    unbound.push(format!("<@{user}>"))
                }
                _ => {}
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

/// Mute `user` in `channel`, whose overwrites were read as `found`: the
/// mute is stored, then set. `Some(enforced)`, or `None` when it could not
/// be stored (logged; the next sync tries again).
async fn mute_one(
    bot: &Bot,
    row: &GameRow,
    channel: ChannelId,
    found: Option<&ChannelOverwrites>,
    user: u64,
) -> Option<bool> {
    let prior = found.and_then(|(_, members)| {
        members
            .iter()
            .find(|(u, _, _)| *u == user)
            .map(|(_, a, d)| (*a, *d))
    });
    let settable = found.is_some_and(|(settable, _)| *settable)
        && mute_overwrite(prior, bot.held.in_channel(channel)).is_some();
    let mut mute = MuteRow {
        user_id: user.to_string(),
        channel_id: channel.to_string(),
        prior,
        enforced: settable,
    };
    if let Err(e) = bot.table.record_mute(row.id, &mute).await {
        tracing::warn!(game = row.id, error = %e, "cannot remember a mute");
        return None;
    }
    if mute.enforced && !put_mute(bot, row, channel, &mute).await {
        mute.enforced = false;
        let _ = bot.table.record_mute(row.id, &mute).await;
    }
    Some(mute.enforced)
}

/// `/game watch`: an onlooker keeps quiet in the game's channel while it
/// runs, muted like the dead (their own overwrite kept and put back at the
/// end). Call under the game's lock. `false` when the bot could not set
/// the overwrite (the caller asks them to keep quiet).
pub(crate) async fn mute_onlooker(bot: &Bot, row: &GameRow, user: u64) -> bool {
    let Some(channel) = channel_of(row) else {
        return false;
    };
    let id = user.to_string();
    match bot.table.store().mutes(row.id).await {
        Ok(held) => {
            if let Some(mute) = held.iter().find(|m| m.user_id == id) {
                return mute.enforced; // watched before
            }
        }
        Err(e) => {
            tracing::warn!(game = row.id, error = %e, "cannot read the game's mutes");
            return false;
        }
    }
    // Remembered first, so a sync never lifts the mute while the game runs.
    let saved = bot
        .table
        .record_board(
            row.id,
            &watcher_key(user),
            &channel.to_string(),
            "0",
            Some(0),
        )
        .await;
    if let Err(e) = saved {
        tracing::warn!(game = row.id, error = %e, "cannot remember an onlooker");
        return false;
    }
    let found = read_channel(bot, channel).await;
    mute_one(bot, row, channel, found.as_ref(), user)
        .await
        .unwrap_or(false)
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

/// Set a stored mute's overwrite: the member's own bits plus the denial of
/// what the bot holds. Not knowing what it holds (after a restart), it
/// denies all of [`denied`] and, if Discord refuses, Send Messages alone.
async fn put_mute(bot: &Bot, row: &GameRow, channel: ChannelId, mute: &MuteRow) -> bool {
    let Ok(user) = mute.user_id.parse::<u64>() else {
        return false;
    };
    let held = bot.held.in_channel(channel);
    let mut tries = vec![mute_overwrite(mute.prior, held)];
    if held.is_none() {
        tries.push(mute_overwrite(mute.prior, Some(fallback_held(mute.prior))));
    }
    for (allow, deny) in tries.into_iter().flatten() {
        let overwrite = PermissionOverwrite {
            allow,
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
            Ok(()) => return true,
            Err(e) => {
                tracing::info!(game = row.id, error = %e, "cannot mute a player");
                if classify(&e) != Failure::Forbidden {
                    return true; // not refused: the next sync sets it again
                }
            }
        }
    }
    false
}

/// The least a mute needs the bot to hold: Manage Permissions, Send
/// Messages to deny, and whatever the member's own overwrite already had.
fn fallback_held(prior: Option<(u64, u64)>) -> Permissions {
    let (allow, deny) = prior.unwrap_or((0, 0));
    Permissions::MANAGE_ROLES
        | Permissions::SEND_MESSAGES
        | Permissions::from_bits_truncate(allow | deny)
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
/// Each item is Discord markup already (a mention and its reason).
pub fn announcement(asked: &[String], freed: &[String], unbound: &[String]) -> Option<String> {
    let players = |items: &[String]| -> Vec<Text> { items.iter().map(Text::from).collect() };
    let mut lines = Vec::new();
    if !asked.is_empty() {
        lines.push(text!("discord-silence-asked", players = players(asked)));
    }
    if !freed.is_empty() {
        lines.push(text!("discord-silence-freed", players = players(freed)));
    }
    if !asked.is_empty() || !freed.is_empty() {
        lines.push(text!("discord-silence-not-enforced"));
    }
    if !unbound.is_empty() {
        lines.push(text!("discord-silence-unbound", players = players(unbound)));
    }
    (!lines.is_empty()).then(|| public(&Text::Lines(lines)))
}

#[cfg(test)]
mod tests {
    use super::*;

    const VIEW: u64 = Permissions::VIEW_CHANNEL.bits();

    #[test]
    fn every_permission_a_mute_denies_is_in_the_invite() {
        // Setting an overwrite takes Manage Roles, and Discord refuses to
        // deny a bit the bot does not hold itself.
        let muting = denied() | Permissions::MANAGE_ROLES;
        let invited = super::super::perms::BOT_PERMISSIONS;
        assert!(
            invited.contains(muting),
            "a mute needs what the invite lacks: {:?}",
            (muting - invited).get_permission_names()
        );
    }

    #[test]
    fn a_mute_never_denies_sending_in_threads() {
        assert!(!denied().contains(Permissions::SEND_MESSAGES_IN_THREADS));
        assert!(denied().contains(Permissions::SEND_MESSAGES));
    }

    #[test]
    fn a_mute_keeps_the_members_own_bits_and_denies_only_what_the_bot_holds() {
        let held = Permissions::all() - Permissions::ADD_REACTIONS;
        let (allow, deny) = mute_overwrite(Some((VIEW, 0)), Some(held)).unwrap();
        assert_eq!(allow, Permissions::VIEW_CHANNEL);
        assert_eq!(deny, denied() - Permissions::ADD_REACTIONS);
        // Unknown: all of it.
        assert_eq!(
            mute_overwrite(None, None),
            Some((Permissions::empty(), denied()))
        );
    }

    #[test]
    fn no_mute_where_the_bot_cannot_set_it() {
        let all = Permissions::all();
        assert_eq!(
            mute_overwrite(None, Some(all - Permissions::MANAGE_ROLES)),
            None
        );
        assert_eq!(
            mute_overwrite(None, Some(all - Permissions::SEND_MESSAGES)),
            None
        );
        // The member's overwrite holds a bit the bot lacks.
        let held = all - Permissions::MANAGE_MESSAGES;
        let prior = Some((Permissions::MANAGE_MESSAGES.bits(), 0));
        assert_eq!(mute_overwrite(prior, Some(held)), None);
    }
}
