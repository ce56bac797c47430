//! The bot's shared state: the table service (which owns the per-game
//! locks), the HTTP client, the scheduler handle, and what the bot
//! remembers about DMs.
//! Everything a handler needs hangs off one `Arc<Bot>`; nothing here is
//! needed to understand a click (that lives in the store and the custom id).

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serenity::all::{
    AttachmentId, AutoArchiveDuration, Channel, ChannelId, ChannelType, CreateMessage,
    CreateThread, GuildChannel, Http, Message, MessageId, UserId,
};
use tokio::sync::RwLock;

use super::pacer::{Lane, Paced};
use super::rest::Rest;
use super::scheduler::Scheduler;
use super::shards::ShardPlan;
use crate::table::Table;

/// A player's private panel on screen: the interaction whose original
/// response shows it, and when (table clock, Unix ms). Discord lets the bot
/// edit it through that interaction's token for 15 minutes, on the
/// interaction routes (outside the global rate limit).
#[derive(Clone, Debug)]
pub struct OpenPanel {
    pub token: String,
    pub at_ms: i64,
}

/// How long an open panel is edited in place instead of a DM push (a
/// margin under Discord's 15 minutes of an interaction token).
pub const OPEN_PANEL_MS: i64 = 14 * 60 * 1000;

/// What the bot knows about a user's DMs (a cache: losing it costs one call).
#[derive(Default)]
pub struct DmState {
    /// Open DM channels.
    pub channels: HashMap<u64, ChannelId>,
    /// Users whose DMs refused us (50007), logged once each.
    pub closed: HashSet<u64>,
}

pub struct Bot {
    pub table: Table,
    pub http: Arc<Http>,
    /// Every REST call goes through this: paced under Discord's global
    /// limit, retried by the policy.
    pub retry: Rest,
    /// How long a handler may work before it defers its answer (Discord
    /// wants one within 3 s).
    pub ack_budget: Duration,
    pub scheduler: Scheduler,
    pub dms: Mutex<DmState>,
    /// Each player's panel on screen, per game and user.
    pub panels: Mutex<HashMap<(crate::store::GameId, u64), OpenPanel>>,
    /// Failures in a row of each game's timer (for the retry backoff).
    pub timer_failures: Mutex<HashMap<crate::store::GameId, u32>>,
    /// Committed batches waiting to be shown, per game.
    pub(crate) fanouts: super::fanout::queues::Queues,
    /// The next seed to deal with, when seeds are fixed (tests).
    pub seeds: Option<AtomicU64>,
    /// Held (shared) by every handler at work; shutdown takes it exclusively
    /// to wait for them.
    pub inflight: Arc<RwLock<()>>,
    /// The shards this process runs: it fires the timers and recovers the
    /// games of these only.
    pub shards: ShardPlan,
    /// This process's part among several on one token (PostgreSQL only):
    /// the shards of dead processes it looks after, its budget share.
    pub cluster: Option<Arc<super::cluster::Cluster>>,
    /// New lobbies open with their game's turn timer on
    /// ([`crate::table::discord_turn_timer`]); off, a lobby's timer is off
    /// unless its host sets one.
    pub turn_timer_defaults: bool,
    /// The picture each board message carries: (hash of its bytes, its
    /// attachment), so an edit that shows the same map keeps it instead of
    /// uploading it again.
    pub pictures: Mutex<HashMap<MessageId, (u64, AttachmentId)>>,
    /// The bot's own permissions per channel, as interactions said.
    pub(crate) held: super::perms::Heard,
    /// Each user's and each server's language, as remembered.
    pub(crate) languages: super::languages::Languages,
    /// Who is in which voice channel, as the gateway said ([`super::voice`]).
    pub(crate) voice: super::presence::Presence,
}

impl Bot {
    /// Post `message` in `channel`, retried by the policy; `what` names the
    /// call in logs.
    pub async fn post(
        &self,
        what: &str,
        channel: ChannelId,
        message: &CreateMessage,
    ) -> Result<Message, serenity::Error> {
        self.retry
            .run_create_in(Paced::post(Lane::Channel, channel.get()), what, || {
                channel.send_message(&*self.http, message.clone())
            })
            .await
    }

    /// Open a thread under `parent`, retried by the policy; `what` names
    /// the call in logs.
    pub async fn create_thread(
        &self,
        what: &str,
        parent: ChannelId,
        builder: &CreateThread<'_>,
    ) -> Result<GuildChannel, serenity::Error> {
        self.retry
            .run_create(what, || parent.create_thread(&*self.http, builder.clone()))
            .await
    }

    /// Open a private, invite-only thread named `name` (cut to Discord's
    /// limit) under `parent`: a room or the afterlife. A game that plays in
    /// a thread gets none (Discord refuses threads in threads); the error
    /// says why, for the log, and the caller falls back to panels.
    pub async fn open_private_thread(
        &self,
        what: &str,
        parent: ChannelId,
        name: &str,
    ) -> Result<ChannelId, String> {
        if self.is_thread(parent).await {
            return Err("the game plays in a thread".to_string());
        }
        let builder = CreateThread::new(super::limits::truncate(name, super::limits::THREAD_NAME))
            .kind(ChannelType::PrivateThread)
            .invitable(false)
            .auto_archive_duration(AutoArchiveDuration::OneWeek);
        self.create_thread(what, parent, &builder)
            .await
            .map(|t| t.id)
            .map_err(|e| e.to_string())
    }

    /// Whether `channel` is a thread, where no thread can be opened (Discord
    /// refuses with 50024): rooms and the afterlife then use panels. `false`
    /// when the channel cannot be read (the thread creation then says why).
    pub async fn is_thread(&self, channel: ChannelId) -> bool {
        let got = self
            .retry
            .run("read channel kind", || self.http.get_channel(channel))
            .await;
        matches!(
            got,
            Ok(Channel::Guild(c)) if matches!(
                c.kind,
                ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
            )
        )
    }

    /// Add `user` to `thread`, retried by the policy; `what` names the call
    /// in logs.
    pub async fn add_thread_member(
        &self,
        what: &str,
        thread: ChannelId,
        user: u64,
    ) -> Result<(), serenity::Error> {
        self.retry
            .run(what, || {
                thread.add_thread_member(&*self.http, UserId::new(user))
            })
            .await
    }

    pub fn new(
        table: Table,
        http: Arc<Http>,
        retry: Rest,
        ack_budget: Duration,
        scheduler: Scheduler,
    ) -> Bot {
        Bot {
            table,
            http,
            retry,
            ack_budget,
            scheduler,
            dms: Mutex::new(DmState::default()),
            fanouts: Default::default(),
            panels: Default::default(),
            timer_failures: Default::default(),
            seeds: None,
            inflight: Arc::new(RwLock::new(())),
            shards: ShardPlan::Auto,
            cluster: None,
            turn_timer_defaults: false,
            pictures: Default::default(),
            held: Default::default(),
            languages: Default::default(),
            voice: Default::default(),
        }
    }

    /// Whether this process fires the timers and repairs the games of a
    /// guild (`None`: a DM game): its shards run it, or it looks after the
    /// shard for a dead process.
    pub fn owns(&self, guild: Option<&str>) -> bool {
        self.shards.owns(guild) || self.cluster.as_ref().is_some_and(|c| c.adopted(guild))
    }

    /// A seed for a new game: random, or the next fixed one.
    pub fn next_seed(&self) -> u64 {
        match &self.seeds {
            Some(next) => next.fetch_add(1, Ordering::Relaxed),
            None => rand::random(),
        }
    }

    pub fn now_ms(&self) -> i64 {
        self.table.now_ms()
    }

    /// `user` has just been shown their panel of `game` by interaction
    /// `token` (a Show my hand, or a choice on the panel).
    pub fn panel_shown(&self, game: crate::store::GameId, user: &str, token: &str) {
        let Ok(user) = user.parse::<u64>() else {
            return;
        };
        let panel = OpenPanel {
            token: token.to_string(),
            at_ms: self.now_ms(),
        };
        self.panels
            .lock()
            .expect("panels poisoned")
            .insert((game, user), panel);
    }

    /// The panel of `game` that `user` has on screen, if it can still be
    /// edited.
    pub fn open_panel(&self, game: crate::store::GameId, user: u64) -> Option<OpenPanel> {
        let now = self.now_ms();
        let mut panels = self.panels.lock().expect("panels poisoned");
        match panels.get(&(game, user)) {
            Some(p) if now - p.at_ms < OPEN_PANEL_MS => Some(p.clone()),
            Some(_) => {
                panels.remove(&(game, user));
                None
            }
            None => None,
        }
    }

    /// Forget a panel that could not be edited.
    pub fn panel_gone(&self, game: crate::store::GameId, user: u64) {
        self.panels
            .lock()
            .expect("panels poisoned")
            .remove(&(game, user));
    }
}
