//! One token, many processes. When the store is PostgreSQL, several
//! `wolfden run` processes may share one bot token, each running a range
//! of its shards ([`super::shards`]). What they must agree on, they agree
//! on through the database they already share; no other server runs:
//!
//! - **One global budget.** Discord allows a token 50 requests a second
//!   outside the interaction callbacks, however many processes send them.
//!   The budget is [`BUDGET`] slots (rows of `rate_slots`), each worth one
//!   request a second and leased to one process at a time for
//!   [`SLOT_LEASE`]. Every [`HEARTBEAT`] a process renews its slots, says
//!   how many it wants (what its pacer handed out and held back lately,
//!   [`wanted`]), and moves towards its part of a max-min fair split of
//!   the budget among the living processes' wants ([`fair_share`]): it
//!   gives back slots above its part (after slowing down) and claims free
//!   ones below it. Its pacer runs at the number of slots it holds. Since a
//!   slot has one holder at a time, the processes together never pace
//!   more than [`BUDGET`] a second, whatever each believes of the others;
//!   a dead process's slots come free when their lease runs out.
//! - **Shared message buckets.** A post or an edit in a channel also takes
//!   a turn in that channel's bucket in the database
//!   ([`crate::store::Store::message_turn`]), so two processes editing
//!   boards in one channel share its 5 edits in 5 s.
//! - **Timers survive their owner.** A game belongs to the process whose
//!   shards hold its guild. A process silent for [`OWNER_LEASE`] is taken
//!   for dead: the living processes split its shards between them
//!   ([`adoptions`]), arm the timers of those games and repair them as a
//!   start-up would. A second firing of a deadline is a no-op (the
//!   deadline key and the game's version guard it), so a process wrongly
//!   taken for dead costs nothing but a repeat of Discord calls. When the
//!   owner is back, its shards are its own again at the next heartbeat.
//! - **Logins in turn.** A process takes the advisory lock of each
//!   IDENTIFY bucket of its shards (shard id modulo Discord's
//!   `max_concurrency`) before connecting, and gives it back
//!   [`IDENTIFY_DELAY`] after its last shard's READY, so processes started
//!   together identify one bucket turn at a time ([`LoginTurn`]).

use std::collections::BTreeSet;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::watch;
use tokio::time::Instant;

use super::pacer::{MessageBucket, PaceCounts, Pacer};
use super::shards::shard_of;
use crate::store::cluster::{IdentifyLocks, ProcessRow};
use crate::store::Store;

/// The token's global budget shared by the processes, in requests a
/// second: Discord's 50, less room for the moments a slot changes hands
/// and for requests that travel at uneven speeds (each process may also
/// send its burst of 2 back to back).
pub const BUDGET: u32 = 40;
/// The slots a living process keeps however idle it is, so a quiet
/// table's board edit never waits for a claim.
pub const MIN_SHARE: u32 = 2;
/// How often a process renews its slots and says it is alive.
pub const HEARTBEAT: Duration = Duration::from_millis(500);
/// How long a slot stays with a process that stopped renewing it: a dead
/// process's share comes back within this.
pub const SLOT_LEASE: Duration = Duration::from_secs(3);
/// How long a process may stay silent before another fires its timers.
/// Ten seconds: twenty heartbeats, so a process slowed by a busy database
/// or a stalled machine for a few seconds is not taken for dead (a
/// takeover is harmless but repeats Discord calls), and short beside a
/// Werewolf night (20 s at the least), so a crash is barely felt.
pub const OWNER_LEASE: Duration = Duration::from_secs(10);
/// Discord's wait between two IDENTIFYs of one bucket.
pub const IDENTIFY_DELAY: Duration = Duration::from_secs(5);

/// This process's part in the cluster (shared by its tasks).
#[derive(Debug)]
pub struct Cluster {
    /// A random id drawn at start (`bot_processes.id`).
    pub id: String,
    store: Store,
    /// The shards this process runs, `first..=last` of `total`.
    range: (u32, u32, u32),
    /// Shards of dead processes this one looks after.
    adopted: Mutex<BTreeSet<u32>>,
    /// The slots held now: this process's pace.
    share: AtomicU32,
    /// How many of this process's shards have had their READY.
    ready: watch::Sender<u32>,
}

impl Cluster {
    pub fn new(store: Store, range: (u32, u32, u32)) -> Cluster {
        Cluster {
            id: format!("{:016x}", rand::random::<u64>()),
            store,
            range,
            adopted: Mutex::default(),
            share: AtomicU32::new(0),
            ready: watch::channel(0).0,
        }
    }

    /// Whether a guild's games are this process's because their owner is
    /// dead.
    pub fn adopted(&self, guild: Option<&str>) -> bool {
        let shard = shard_of(guild.and_then(|g| g.parse().ok()), self.range.2);
        self.lock_adopted().contains(&shard)
    }

    fn lock_adopted(&self) -> std::sync::MutexGuard<'_, BTreeSet<u32>> {
        self.adopted.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The requests a second this process may send now.
    pub fn share(&self) -> u32 {
        self.share.load(Ordering::Relaxed)
    }

    /// One of this process's shards had its READY.
    pub fn shard_ready(&self) {
        self.ready.send_modify(|n| *n += 1);
    }

    /// Take part: the budget's slots exist, and a first share is taken
    /// before any request is paced.
    pub async fn join(&self, pacer: &Pacer) -> Result<(), crate::store::StoreError> {
        self.store.ensure_slots(BUDGET).await?;
        let mut budget = Budget::default();
        budget.beat(self, pacer).await.map(drop)
    }

    /// Leave at a clean stop: the slots are free at once and nobody waits
    /// [`OWNER_LEASE`] to take over (there is nothing to take over: the
    /// games' timers are in the store, for whoever runs their shards).
    pub async fn leave(&self) {
        if let Err(e) = self.store.leave(&self.id).await {
            tracing::warn!(error = %e, "cannot leave the cluster cleanly");
        }
    }

    /// Take a turn in a message bucket shared by every process: wait
    /// until the database says the bucket has room. A database that
    /// cannot answer lets the request go (the local bucket still holds).
    pub async fn message_turn(&self, bucket: MessageBucket, per_window: u32, window: Duration) {
        let key = match bucket {
            MessageBucket::Posts(channel) => format!("posts:{channel}"),
            MessageBucket::Edits(channel) => format!("edits:{channel}"),
        };
        loop {
            match self
                .store
                .message_turn(&key, per_window, window.as_millis() as i64)
                .await
            {
                Ok(None) => return,
                Ok(Some(wait_ms)) => {
                    crate::ops::budget_waited("channel");
                    tokio::time::sleep(Duration::from_millis(wait_ms as u64)).await
                }
                Err(e) => {
                    tracing::warn!(error = %e, "cannot take a shared message turn");
                    return;
                }
            }
        }
    }

    /// Wait for this process's turn to log in: the IDENTIFY locks of its
    /// shards' buckets.
    pub async fn login_turn(&self, max_concurrency: u32) -> Option<LoginTurn> {
        let (first, last, _) = self.range;
        let buckets: Vec<u32> = (first..=last).map(|s| s % max_concurrency.max(1)).collect();
        let began = std::time::Instant::now();
        match self.store.lock_identify(&buckets).await {
            Ok(locks) => {
                tracing::info!(
                    waited_ms = began.elapsed().as_millis() as u64,
                    "our turn to log in"
                );
                Some(LoginTurn {
                    locks,
                    shards: last - first + 1,
                    ready: self.ready.subscribe(),
                })
            }
            Err(e) => {
                tracing::warn!(error = %e, "cannot take the login locks: logging in at once");
                None
            }
        }
    }
}

/// The IDENTIFY locks this process holds while its shards log in.
pub struct LoginTurn {
    locks: IdentifyLocks,
    shards: u32,
    ready: watch::Receiver<u32>,
}

impl LoginTurn {
    /// Give the locks back [`IDENTIFY_DELAY`] after the last shard's
    /// READY (or once the shards have had a generous time to log in).
    pub async fn finish(mut self) {
        let patience = Duration::from_secs(30) + IDENTIFY_DELAY * self.shards;
        let shards = self.shards;
        let all_ready = self.ready.wait_for(|n| *n >= shards);
        if tokio::time::timeout(patience, all_ready).await.is_err() {
            tracing::warn!("shards not ready in time: letting the next process log in");
        }
        tokio::time::sleep(IDENTIFY_DELAY).await;
        self.locks.release().await;
    }
}

/// The heartbeat's memory between beats.
#[derive(Debug, Default)]
struct Budget {
    /// The pacer's counts at the last beat, and when.
    last: Option<(Instant, PaceCounts)>,
    /// Until when the slots held may be used without a renewal.
    valid_until: Option<Instant>,
}

/// What the process asks of the budget: the turns a second its pacer
/// handed out since the last beat, plus those waiting, with a quarter
/// more for room, and never less than [`MIN_SHARE`].
pub fn wanted(turns_per_second: f64, waiting: u64, share: u32) -> u32 {
    // Waiting requests show the process wants more than it has.
    let asked = if waiting > 0 {
        f64::from(share) + waiting as f64
    } else {
        turns_per_second
    };
    ((asked * 1.25).ceil() as u32 + MIN_SHARE).clamp(MIN_SHARE, BUDGET)
}

/// Max-min fair split of `budget` among `wants` (by process): each gets
/// what it wants if that is under an equal part of what is left, and the
/// rest is split equally among the others. The result never sums past
/// `budget` (fractions are rounded down).
pub fn fair_share(budget: u32, wants: &[u32]) -> Vec<u32> {
    let mut share = vec![0; wants.len()];
    let mut left = budget;
    let mut open: Vec<usize> = (0..wants.len()).collect();
    open.sort_by_key(|&i| wants[i]);
    while let Some(&smallest) = open.first() {
        let equal = left / open.len() as u32;
        if wants[smallest] <= equal {
            share[smallest] = wants[smallest];
            left -= wants[smallest];
            open.remove(0);
        } else {
            for &i in &open {
                share[i] = equal;
            }
            break;
        }
    }
    share
}

/// Which dead processes' shards each living one looks after: every shard
/// of `0..total` no living process runs goes to the living process at
/// its number modulo how many live (ordered by id). The shards `me` is
/// given.
pub fn adoptions(processes: &[ProcessRow], me: &str, total: u32) -> BTreeSet<u32> {
    let lease = OWNER_LEASE.as_millis() as i64;
    let mut living: Vec<&ProcessRow> = processes.iter().filter(|p| p.silent_ms < lease).collect();
    living.sort_by(|a, b| a.id.cmp(&b.id));
    let Some(mine) = living.iter().position(|p| p.id == me) else {
        return BTreeSet::new();
    };
    let runs = |shard: u32| {
        living.iter().any(|p| {
            let (first, last, their_total) = p.shards;
            their_total == total && (first..=last).contains(&shard)
        })
    };
    (0..total)
        .filter(|&s| !runs(s))
        .filter(|&s| s as usize % living.len() == mine)
        .collect()
}

impl Budget {
    /// One heartbeat: renew, say what is wanted, move towards the fair
    /// share, pace at what is held. The processes as read then, for the
    /// adoptions.
    async fn beat(
        &mut self,
        cluster: &Cluster,
        pacer: &Pacer,
    ) -> Result<Vec<ProcessRow>, crate::store::StoreError> {
        let store = &cluster.store;
        let now = Instant::now();
        let counts = pacer.counts();
        let per_second = match self.last {
            Some((at, before)) => {
                let secs = now.duration_since(at).as_secs_f64().max(0.05);
                (counts.taken - before.taken) as f64 / secs
            }
            None => 0.0,
        };
        self.last = Some((now, counts));
        let wants = wanted(per_second, counts.waiting, cluster.share());
        let lease_ms = SLOT_LEASE.as_millis() as i64;
        store.heartbeat(&cluster.id, cluster.range, wants).await?;
        let mut held = store.renew_slots(&cluster.id, BUDGET, lease_ms).await?;
        // Measured from before the renewal: never later than the lease the
        // database wrote.
        self.valid_until = Some(now + SLOT_LEASE - HEARTBEAT);
        let processes = store.processes().await?;
        let slot_lease = lease_ms;
        let living: Vec<&ProcessRow> = processes
            .iter()
            .filter(|p| p.silent_ms < slot_lease || p.id == cluster.id)
            .collect();
        let all_wants: Vec<u32> = living
            .iter()
            .map(|p| if p.id == cluster.id { wants } else { p.wants })
            .collect();
        let me = living.iter().position(|p| p.id == cluster.id);
        let target = me.map_or(MIN_SHARE, |i| fair_share(BUDGET, &all_wants)[i]);
        if held > target {
            // Slow down first, then give the slots back.
            pacer.set_per_second(target);
            cluster.share.store(target, Ordering::Relaxed);
            held -= store.release_slots(&cluster.id, held - target).await?;
        } else if held < target {
            held += store
                .claim_slots(&cluster.id, target - held, BUDGET, lease_ms)
                .await?;
        }
        pacer.set_per_second(held.max(1));
        cluster.share.store(held, Ordering::Relaxed);
        crate::ops::set_budget_share(held, wants);
        Ok(processes)
    }

    /// A heartbeat failed: past the slots' lease, pace at one request a
    /// second (the slots may be someone else's by now).
    fn failed(&mut self, cluster: &Cluster, pacer: &Pacer) {
        if self.valid_until.is_none_or(|until| Instant::now() >= until) {
            pacer.set_per_second(1);
            cluster.share.store(0, Ordering::Relaxed);
            crate::ops::set_budget_share(0, 0);
        }
    }
}

/// The heartbeat task: every [`HEARTBEAT`] the budget, and who is alive;
/// `adopt` is called with the shards of dead processes newly taken over.
pub async fn run<F, Fut>(cluster: Arc<Cluster>, pacer: Pacer, mut adopt: F)
where
    F: FnMut(BTreeSet<u32>) -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    let mut budget = Budget::default();
    let mut every = tokio::time::interval(HEARTBEAT);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut beats: u64 = 0;
    loop {
        every.tick().await;
        beats += 1;
        let beat = tokio::time::timeout(HEARTBEAT * 2, budget.beat(&cluster, &pacer)).await;
        let processes = match beat {
            Ok(Ok(processes)) => processes,
            Ok(Err(e)) => {
                tracing::warn!(error = %e, "cluster heartbeat failed");
                budget.failed(&cluster, &pacer);
                continue;
            }
            Err(_) => {
                tracing::warn!("cluster heartbeat timed out");
                budget.failed(&cluster, &pacer);
                continue;
            }
        };
        if beats.is_multiple_of(120) {
            let _ = cluster.store.forget_message_turns().await;
        }
        let now_adopted = adoptions(&processes, &cluster.id, cluster.range.2);
        let new: BTreeSet<u32> = {
            let mut adopted = cluster.lock_adopted();
            let new = now_adopted.difference(&adopted).copied().collect();
            let given_back: Vec<u32> = adopted.difference(&now_adopted).copied().collect();
            if !given_back.is_empty() {
                tracing::info!(shards = ?given_back, "their process is back: giving its shards back");
            }
            *adopted = now_adopted;
            new
        };
        if !new.is_empty() {
            tracing::warn!(shards = ?new, "their process is silent: taking over its games' timers");
            crate::ops::shards_adopted(new.len());
            adopt(new).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fair_share_never_passes_the_budget_and_gives_the_busy_what_the_idle_leave() {
        assert_eq!(fair_share(40, &[2, 2, 40]), [2, 2, 36]);
        assert_eq!(fair_share(40, &[40, 40, 40]), [13, 13, 13]);
        assert_eq!(fair_share(40, &[10, 40]), [10, 30]);
        assert_eq!(fair_share(40, &[]), Vec::<u32>::new());
        for wants in [[1, 2, 3], [40, 1, 40], [20, 20, 20], [2, 39, 7]] {
            let share = fair_share(40, &wants);
            assert!(share.iter().sum::<u32>() <= 40, "{wants:?} -> {share:?}");
            for (s, w) in share.iter().zip(wants) {
                assert!(*s <= w);
            }
        }
    }

    #[test]
    fn a_process_wants_what_it_sent_or_held_back_and_never_less_than_the_minimum() {
        assert_eq!(wanted(0.0, 0, 2), MIN_SHARE);
        assert_eq!(wanted(8.0, 0, 13), 12);
        assert_eq!(wanted(13.0, 30, 13), BUDGET);
    }

    fn process(id: &str, shards: (u32, u32, u32), silent_ms: i64) -> ProcessRow {
        ProcessRow {
            id: id.into(),
            shards,
            wants: 2,
            silent_ms,
        }
    }

    #[test]
    fn a_silent_processs_shards_are_split_among_the_living_and_given_back_when_it_returns() {
        let dead = OWNER_LEASE.as_millis() as i64 + 1;
        let three = [
            process("a", (0, 0, 3), 100),
            process("b", (1, 1, 3), dead),
            process("c", (2, 2, 3), 100),
        ];
        // Shard 1 has no living process: it goes to the living process at
        // 1 % 2 = 1 among [a, c].
        assert!(adoptions(&three, "a", 3).is_empty());
        assert_eq!(adoptions(&three, "c", 3), BTreeSet::from([1]));
        // Back: nobody looks after it but its owner.
        let back = [
            process("a", (0, 0, 3), 100),
            process("b", (1, 1, 3), 100),
            process("c", (2, 2, 3), 100),
        ];
        for me in ["a", "b", "c"] {
            assert!(adoptions(&back, me, 3).is_empty());
        }
        // A process taken for dead adopts nothing.
        assert!(adoptions(&three, "b", 3).is_empty());
    }
}
