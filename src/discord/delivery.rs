//! Private delivery. Ephemeral panels are the way to play and always work;
//! DMs are only a push ("your turn", private news) that the game never
//! waits on. A user who opted out, or whose DMs refuse us (50007, logged
//! once per user), gets a short nudge in the game's channel instead, which
//! mentions them and says nothing private.

use serenity::all::{ChannelId, UserId};

use super::bot::Bot;
use super::pacer::Lane;
use super::render::Reply;
use super::rest::{classify, Failure};

/// Whether a DM went out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delivered {
    Dm,
    /// Not delivered: nudge the user in the channel instead.
    Nudge,
}

/// Send `reply` to `user` by DM, if they accept DMs.
pub async fn dm(bot: &Bot, user: u64, reply: Reply) -> Delivered {
    match bot.table.store().dm_opt_out(&user.to_string()).await {
        Ok(false) => {}
        Ok(true) => return Delivered::Nudge,
        Err(e) => {
            tracing::warn!(user, error = %e, "cannot read DM preferences");
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
    let channel = match cached {
        Some(c) => c,
        None => {
            let opened = bot
                .retry
                .run_in(Lane::Dm, "open DM", || {
                    UserId::new(user).create_dm_channel(&*bot.http)
                })
                .await;
            match opened {
                Ok(c) => {
                    bot.dms
                        .lock()
                        .expect("dm state poisoned")
                        .channels
                        .insert(user, c.id);
                    c.id
                }
                Err(e) => return refused(bot, user, &e),
            }
        }
    };
    let message = reply.into_message();
    let sent = bot
        .retry
        .run_in(Lane::Dm, "send DM", || {
            channel.send_message(&*bot.http, message.clone())
        })
        .await;
    match sent {
        Ok(_) => Delivered::Dm,
        Err(e) => refused(bot, user, &e),
    }
}

fn refused(bot: &Bot, user: u64, e: &serenity::Error) -> Delivered {
    if classify(e) == Failure::CannotDm {
        let first = bot
            .dms
            .lock()
            .expect("dm state poisoned")
            .closed
            .insert(user);
        if first {
            tracing::info!(user, "DMs closed (50007): nudging in the channel instead");
        }
    } else {
        tracing::warn!(user, error = %e, "DM failed: nudging in the channel instead");
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
