//! The bot's shared state: the table service, the HTTP client, the
//! scheduler handle, per-game locks, and what the bot remembers about DMs.
//! Everything a handler needs hangs off one `Arc<Bot>`; nothing here is
//! needed to understand a click (that lives in the store and the custom id).

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serenity::all::{ChannelId, Http};
use tokio::sync::{OwnedMutexGuard, RwLock};

use super::rest::RetryPolicy;
use super::scheduler::Scheduler;
use crate::store::GameId;
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
    pub retry: RetryPolicy,
    /// How long a handler may work before it defers its answer (Discord
    /// wants one within 3 s).
    pub ack_budget: Duration,
    pub scheduler: Scheduler,
    pub dms: Mutex<DmState>,
    locks: Mutex<HashMap<GameId, Arc<tokio::sync::Mutex<()>>>>,
    /// The next seed to deal with, when seeds are fixed (tests).
    pub seeds: Option<AtomicU64>,
    /// Held (shared) by every handler at work; shutdown takes it exclusively
    /// to wait for them.
    pub inflight: Arc<RwLock<()>>,
}

impl Bot {
    pub fn new(
        table: Table,
        http: Arc<Http>,
        retry: RetryPolicy,
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
            locks: Mutex::new(HashMap::new()),
            seeds: None,
            inflight: Arc::new(RwLock::new(())),
        }
    }

    /// The frontend's lock for one game: held from applying an action until
    /// its board edit and notifications are sent, so boards never go back
    /// in time and a burst of clicks is answered one after the other.
    pub async fn lock_game(&self, id: GameId) -> OwnedMutexGuard<()> {
        let lock = self
            .locks
            .lock()
            .expect("game locks poisoned")
            .entry(id)
            .or_default()
            .clone();
        lock.lock_owned().await
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
