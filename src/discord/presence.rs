//! Who is in which voice channel, as the gateway says: the memory behind
//! Werewolf's voice games ([`super::voice`]). Voice states are not stored:
//! every (re)connection's GUILD_CREATE lists them all again.

use std::collections::HashMap;
use std::sync::Mutex;

use serenity::all::{GuildId, VoiceState};

/// Who is in which voice channel of each guild, and whether they are
/// server-muted, as the gateway said (GUILD_CREATE's voice states, then
/// VOICE_STATE_UPDATE) and as the bot's own mutes left them. Syncs run one
/// at a time ([`Presence::busy`]).
///
/// Serenity handles each event in a task of its own, so the echo of a mute
/// (the VOICE_STATE_UPDATE Discord sends back) may be heard after a later
/// unmute: an echo the bot expects is taken as said already, never as news.
pub(crate) struct Presence {
    members: Mutex<Members>,
    busy: tokio::sync::Mutex<()>,
    /// Voice events handled so far (tests wait on it).
    heard: tokio::sync::watch::Sender<u64>,
    /// The bot's own user, asked once when first needed (whose
    /// permissions in a voice channel decide whether it may mute there).
    pub(crate) me: tokio::sync::OnceCell<serenity::all::UserId>,
}

#[derive(Default)]
struct Members {
    /// guild -> user -> (voice channel, server-muted).
    at: HashMap<u64, HashMap<u64, (u64, bool)>>,
    /// The echoes of the bot's own mutes and unmutes not heard yet.
    echoes: HashMap<(u64, u64), Vec<bool>>,
}

impl Default for Presence {
    fn default() -> Presence {
        Presence {
            members: Mutex::default(),
            busy: tokio::sync::Mutex::default(),
            heard: tokio::sync::watch::Sender::new(0),
            me: tokio::sync::OnceCell::new(),
        }
    }
}

impl Presence {
    fn with<T>(&self, f: impl FnOnce(&mut Members) -> T) -> T {
        f(&mut self.members.lock().expect("voice presence poisoned"))
    }

    /// A guild's voice states, all of them (GUILD_CREATE).
    pub(crate) fn guild_created<'a>(
        &self,
        guild: GuildId,
        states: impl Iterator<Item = &'a VoiceState>,
    ) {
        let here: HashMap<u64, (u64, bool)> = states
            .filter_map(|v| Some((v.user_id.get(), (v.channel_id?.get(), v.mute))))
            .collect();
        self.with(|m| {
            m.echoes.retain(|(g, _), _| *g != guild.get());
            m.at.insert(guild.get(), here)
        });
    }

    /// One member's voice state changed; returns where they were before.
    pub(crate) fn update(
        &self,
        guild: u64,
        user: u64,
        now: Option<(u64, bool)>,
    ) -> Option<(u64, bool)> {
        self.with(|m| {
            let before = m.at.get(&guild).and_then(|h| h.get(&user)).copied();
            let mut now = now;
            if let (Some(b), Some(n)) = (before, now.as_mut()) {
                let echoes = m.echoes.entry((guild, user)).or_default();
                match echoes.iter().position(|e| *e == n.1) {
                    // The echo of the bot's own change: what it says is known.
                    Some(i) if b.0 == n.0 => {
                        echoes.remove(i);
                        n.1 = b.1;
                    }
                    _ => {}
                }
            }
            let here = m.at.entry(guild).or_default();
            match now {
                Some(state) => here.insert(user, state),
                None => here.remove(&user),
            };
            before
        })
    }

    /// Where a member is (voice channel, server-muted), if connected.
    pub(crate) fn of(&self, guild: u64, user: u64) -> Option<(u64, bool)> {
        self.with(|m| m.at.get(&guild)?.get(&user).copied())
    }

    /// The bot is about to mute or unmute a member: expect the echo.
    pub(crate) fn expect(&self, guild: u64, user: u64, muted: bool) {
        self.with(|m| m.echoes.entry((guild, user)).or_default().push(muted));
    }

    /// The bot's mute or unmute was done (or not: `done` false).
    pub(crate) fn set_muted(&self, guild: u64, user: u64, muted: bool, done: bool) {
        self.with(|m| {
            if !done {
                let echoes = m.echoes.entry((guild, user)).or_default();
                if let Some(i) = echoes.iter().rposition(|e| *e == muted) {
                    echoes.remove(i);
                }
                return;
            }
            if let Some(state) = m.at.get_mut(&guild).and_then(|h| h.get_mut(&user)) {
                state.1 = muted;
            }
        });
    }

    pub(crate) fn handled(&self) {
        self.heard.send_modify(|n| *n += 1);
    }

    /// Syncs run one at a time: held for one.
    pub(crate) async fn busy(&self) -> tokio::sync::MutexGuard<'_, ()> {
        self.busy.lock().await
    }

    /// How many voice events were handled.
    pub(crate) fn handled_count(&self) -> u64 {
        *self.heard.borrow()
    }

    /// Wait until `n` voice events were handled.
    pub(crate) async fn wait_handled(&self, n: u64) {
        let mut heard = self.heard.subscribe();
        let _ = heard.wait_for(|h| *h >= n).await;
    }
}
