//! Private delivery. Ephemeral panels are the way to play and always work;
//! DMs are only a push ("your turn", private news) that the game never
//! waits on. A user who opted out, or whose DMs refuse us (50007, logged
//! once per user), is not DMed; when a public step asks them, a short
//! nudge in the game's channel mentions them instead and says nothing
//! private (`fanout::nudges` says when). DM channels and closed DMs are
//! remembered in the store, so a restart does not open every DM channel
//! again or meet a storm of 403s. Opening DM channels is one route bucket
//! for every user, and each DM channel is one too: opens go one at a time
//! (so concurrent DMs to one user open its channel once) and so do sends
//! to one channel, each before its pacer turn ([`super::rest::BucketGates`]).

use serenity::all::{ChannelId, UserId};

use super::bot::Bot;
use super::pacer::{Lane, Paced};
use super::render::Reply;
use super::rest::{classify, Failure};
use crate::engine::text::{with_locale, Locale};

/// Whether a DM went out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delivered {
    Dm,
    /// Not delivered: nudge the user in the channel instead.
    Nudge,
}

/// Send a player of a game the DM `reply` writes, written in their
/// language (else the game's: `game`), if they accept DMs.
pub async fn dm_player(
    bot: &Bot,
    user: u64,
    game: Locale,
    reply: impl FnOnce() -> Reply,
) -> Delivered {
    let locale = bot.languages.of_player(bot.table.store(), user, game).await;
    let reply = with_locale(locale, reply);
    dm(bot, user, reply).await
}

/// Send `reply` to `user` by DM, if they accept DMs.
pub async fn dm(bot: &Bot, user: u64, reply: Reply) -> Delivered {
    match bot.table.store().dm_opt_out(&user.to_string()).await {
        Ok(false) => {}
        Ok(true) => return Delivered::Nudge,
        Err(e) => {
            tracing::warn!(error = %e, "cannot read DM preferences");
            return Delivered::Nudge;
        }
    }
    let cached = {
        let dms = bot.dms.lock().expect("dm state poisoned");
        if dms.closed.contains(&user) {
            return Delivered::Nudge;
        }
        dms.channels.get(&user).copied()
    };
    let cached = match cached {
        Some(c) => Some(c),
        None => match bot.table.store().dm_state(&user.to_string()).await {
            Ok((_, true)) => {
                bot.dms
                    .lock()
                    .expect("dm state poisoned")
                    .closed
                    .insert(user);
                return Delivered::Nudge;
            }
            Ok((Some(c), false)) => c
                .parse::<u64>()
                .ok()
                .filter(|c| *c != 0)
                .map(ChannelId::new),
            _ => None,
        },
    };
    let channel = match cached {
        Some(c) => {
            remember_channel(bot, user, c);
            c
        }
        None => match open_channel(bot, user).await {
            Ok(c) => c,
            Err(delivered) => return delivered,
        },
    };
    let message = reply.into_message();
    // A DM channel is its own route bucket: many games pushing to one
    // player send one by one.
    let sent = {
        let _gate = bot.retry.buckets.one_at_a_time(channel.get()).await;
        bot.retry
            .run_in(Paced::post(Lane::Dm, channel.get()), "send DM", || {
                channel.send_message(&*bot.http, message.clone())
            })
            .await
    };
    match sent {
        Ok(_) => Delivered::Dm,
        Err(e) => refused(bot, user, &e).await,
    }
}

/// The bucket key of `POST /users/@me/channels`, one bucket for every user
/// (a DM channel's own id is never 0).
const OPEN_DM_BUCKET: u64 = 0;

/// Open `user`'s DM channel, one open at a time for the whole bot: the
/// route is one bucket for every user, and a DM that waited behind another
/// for the same user finds the channel (or closed DMs) it opened, so
/// concurrent DMs to one user open it once.
async fn open_channel(bot: &Bot, user: u64) -> Result<ChannelId, Delivered> {
    let _gate = bot.retry.buckets.one_at_a_time(OPEN_DM_BUCKET).await;
    {
        let dms = bot.dms.lock().expect("dm state poisoned");
        if dms.closed.contains(&user) {
            return Err(Delivered::Nudge);
        }
        if let Some(c) = dms.channels.get(&user) {
            return Ok(*c);
        }
    }
    // Opening a DM channel is idempotent on Discord's side.
    let opened = bot
        .retry
        .run_in(Lane::Dm, "open DM", || {
            UserId::new(user).create_dm_channel(&*bot.http)
        })
        .await;
    match opened {
        Ok(c) => {
            let saved = bot
                .table
                .record_dm_channel(&user.to_string(), &c.id.to_string())
                .await;
            if let Err(e) = saved {
                tracing::warn!(error = %e, "cannot remember a DM channel");
            }
            remember_channel(bot, user, c.id);
            Ok(c.id)
        }
        Err(e) => Err(refused(bot, user, &e).await),
    }
}

fn remember_channel(bot: &Bot, user: u64, channel: ChannelId) {
    bot.dms
        .lock()
        .expect("dm state poisoned")
        .channels
        .insert(user, channel);
}

async fn refused(bot: &Bot, user: u64, e: &serenity::Error) -> Delivered {
    crate::ops::dm_failed(classify(e) == Failure::CannotDm);
    if classify(e) == Failure::CannotDm {
        let first = bot
            .dms
            .lock()
            .expect("dm state poisoned")
            .closed
            .insert(user);
        if first {
            tracing::debug!(user, "DMs closed (50007): nudging in the channel instead");
            let saved = bot.table.record_dm_closed(&user.to_string(), true).await;
            if let Err(e) = saved {
                tracing::warn!(error = %e, "cannot remember closed DMs");
            }
        }
    } else {
        tracing::warn!(error = %e, "DM failed: nudging in the channel instead");
    }
    Delivered::Nudge
}

/// One message in `channel` mentioning every user in `users`.
pub async fn nudge(bot: &Bot, channel: ChannelId, users: &[u64], text: &str, link: Option<&str>) {
    if users.is_empty() {
        return;
    }
    let mentions: Vec<String> = users.iter().map(|u| format!("<@{u}>")).collect();
    let mut content = format!("{} {text}", mentions.join(" "));
    if let Some(link) = link {
        content.push_str(&format!(" {link}"));
    }
    let mut reply = Reply::text(content);
    reply.ping = users.to_vec();
    let message = reply.into_message();
    let sent = bot.post("post nudge", channel, &message).await;
    if let Err(e) = sent {
        tracing::warn!(%channel, error = %e, "cannot post a nudge");
    }
}
