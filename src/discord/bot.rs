//! The bot's shared state: the table service (which owns the per-game
//! locks), the HTTP client, the scheduler handle, and what the bot
//! remembers about DMs.
//! Everything a handler needs hangs off one `Arc<Bot>`; nothing here is
//! needed to understand a click (that lives in the store and the custom id).

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serenity::all::{ChannelId, CreateMessage, CreateThread, GuildChannel, Http, Message, UserId};
use tokio::sync::RwLock;

use super::rest::Rest;
use super::scheduler::Scheduler;
use crate::table::Table;

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
    /// The next seed to deal with, when seeds are fixed (tests).
    pub seeds: Option<AtomicU64>,
    /// Held (shared) by every handler at work; shutdown takes it exclusively
    /// to wait for them.
    pub inflight: Arc<RwLock<()>>,
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
            .run(what, || channel.send_message(&*self.http, message.clone()))
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
            .run(what, || parent.create_thread(&*self.http, builder.clone()))
            .await
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
            seeds: None,
            inflight: Arc::new(RwLock::new(())),
        }
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
}
