//! The bot's pace under Discord's global rate limit: at most 50 requests a
//! second for everything but interaction callbacks. Serenity's ratelimiter
//! keeps each route's bucket but not this budget: it learns of it only from
//! a 429, and then every request it held sends again at the same moment.
//!
//! A [`Pacer`] hands out turns at a steady [`Pace`] (44 a second by
//! default, leaving headroom under 50 for network jitter), shared by every
//! REST call of the bot. It is a generic cell rate algorithm: a request may
//! leave once the theoretical arrival time, less the burst allowance, has
//! come; so no window of one second ever holds more than
//! `per_second + burst` requests. Interaction callbacks ([`Lane::Callback`])
//! never wait: Discord exempts them from the global limit and wants them
//! within 3 s. Waiting requests are served by lane, then in order of
//! arrival: interaction follow-ups and `@original` edits first (the clicker
//! is looking at them), then channel posts and edits (boards), then DMs (a
//! long DM fan-out never holds back the next click's board). A global 429
//! holds every lane for its `retry_after` ([`Pacer::hold`]), after which
//! requests leave at the pace again, not all at once.
//!
//! Cheap: one mutex'd state, never held across an await; a request that
//! finds a turn free takes it at once, and only when some wait does a small
//! task wake the next one at its turn (`tokio::time::sleep_until`, so
//! tests may run on paused time).

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::oneshot;
use tokio::time::Instant;

/// Which kind of REST call asks for a turn; waiting calls are served in
/// this order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lane {
    /// The initial response to an interaction: exempt from the global
    /// limit, never waits.
    Callback,
    /// Follow-ups, `@original` reads and edits: the clicker waits on them.
    Interaction,
    /// Channel and thread posts, board edits, overwrites, threads.
    Channel,
    /// Opening DM channels and sending DMs.
    Dm,
}

impl Lane {
    /// The queue of a paced lane (0 is served first); `None` if exempt.
    fn queue(self) -> Option<usize> {
        match self {
            Lane::Callback => None,
            Lane::Interaction => Some(0),
            Lane::Channel => Some(1),
            Lane::Dm => Some(2),
        }
    }
}

const QUEUES: usize = 3;

/// How fast the bot may call Discord.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pace {
    /// Requests a second, on average.
    pub per_second: u32,
    /// How many may leave back to back after a quiet spell (at least 1).
    /// No one-second window holds more than `per_second + burst` requests:
    /// keep that under 50, with room for network jitter.
    pub burst: u32,
}

impl Default for Pace {
    /// 44 a second, 2 back to back: a quiet table's board edit and notice
    /// leave at once, and no second holds more than 46 requests (4 under
    /// Discord's 50, for requests that travel at uneven speeds).
    fn default() -> Self {
        Pace {
            per_second: 44,
            burst: 2,
        }
    }
}

impl Pace {
    fn interval(self) -> Duration {
        Duration::from_secs(1) / self.per_second.max(1)
    }

    fn tolerance(self) -> Duration {
        self.interval() * (self.burst.max(1) - 1)
    }
}

/// The bot's turns under the global limit (cheap to clone: one shared
/// state).
#[derive(Clone, Debug)]
pub struct Pacer {
    shared: Arc<Shared>,
}

#[derive(Debug)]
struct Shared {
    interval: Duration,
    tolerance: Duration,
    state: Mutex<State>,
}

#[derive(Debug)]
struct State {
    /// When the next request would leave if requests left exactly one
    /// interval apart (the generic cell rate algorithm's "theoretical
    /// arrival time"); a request may leave at `next - tolerance`.
    next: Instant,
    /// Requests waiting for a turn, one queue per paced lane.
    waiting: [VecDeque<oneshot::Sender<()>>; QUEUES],
    /// Whether a task is waking waiting requests at their turns.
    waking: bool,
}

impl State {
    fn queued(&self) -> usize {
        self.waiting.iter().map(VecDeque::len).sum()
    }
}

impl Pacer {
    pub fn new(pace: Pace) -> Pacer {
        Pacer {
            shared: Arc::new(Shared {
                interval: pace.interval(),
                tolerance: pace.tolerance(),
                state: Mutex::new(State {
                    next: Instant::now(),
                    waiting: Default::default(),
                    waking: false,
                }),
            }),
        }
    }

    /// Wait for this request's turn (at once for [`Lane::Callback`]).
    /// Dropping the future gives the turn up.
    pub async fn turn(&self, lane: Lane) {
        let Some(queue) = lane.queue() else { return };
        let (handed, wake) = {
            let mut state = self.shared.lock();
            let now = Instant::now();
            if state.queued() == 0 && self.shared.free_at(&state) <= now {
                self.shared.take(&mut state, now);
                return;
            }
            let (give, handed) = oneshot::channel();
            state.waiting[queue].push_back(give);
            let wake = !state.waking;
            state.waking = true;
            (handed, wake)
        };
        if wake {
            tokio::spawn(wake_in_turn(self.shared.clone()));
        }
        // An error means the pacer is gone (the bot is stopping): go on.
        let _ = handed.await;
    }

    /// Discord answered a global 429: no request leaves for `retry_after`,
    /// then they leave at the pace again (at most `burst` at once).
    pub fn hold(&self, retry_after: Duration) {
        let mut state = self.shared.lock();
        let until = Instant::now() + retry_after + self.shared.tolerance;
        if until > state.next {
            state.next = until;
        }
        tracing::debug!(?retry_after, "global rate limit: every request waits");
    }

    /// Requests waiting for a turn now (tests, logs).
    pub fn waiting(&self) -> usize {
        self.shared.lock().queued()
    }
}

impl Shared {
    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        // The state stays consistent whatever panicked while holding it.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The earliest instant the next request may leave.
    fn free_at(&self, state: &State) -> Instant {
        state.next.checked_sub(self.tolerance).unwrap_or(state.next)
    }

    fn take(&self, state: &mut State, now: Instant) {
        state.next = state.next.max(now) + self.interval;
    }
}

/// Hand turns to waiting requests, by lane then arrival, until none waits.
async fn wake_in_turn(shared: Arc<Shared>) {
    loop {
        let free_at = shared.free_at(&shared.lock());
        tokio::time::sleep_until(free_at).await;
        let mut state = shared.lock();
        let now = Instant::now();
        if shared.free_at(&state) > now {
            // A global 429 moved the next turn while we slept.
            continue;
        }
        loop {
            let next = state.waiting.iter_mut().find_map(VecDeque::pop_front);
            match next {
                None => {
                    state.waking = false;
                    return;
                }
                // A request that gave up (its future was dropped) keeps
                // no turn.
                Some(give) => {
                    if give.send(()).is_ok() {
                        shared.take(&mut state, now);
                        break;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex as StdMutex;

    fn pace(per_second: u32, burst: u32) -> Pacer {
        Pacer::new(Pace { per_second, burst })
    }

    async fn until_waiting(pacer: &Pacer, n: usize) {
        let queued = async {
            while pacer.waiting() < n {
                tokio::task::yield_now().await;
            }
        };
        tokio::time::timeout(Duration::from_secs(10), queued)
            .await
            .unwrap_or_else(|_| panic!("{n} requests never waited together"));
    }

    #[tokio::test]
    async fn requests_leave_one_interval_apart_after_the_burst() {
        let pacer = pace(100, 2);
        let start = Instant::now();
        for _ in 0..7 {
            pacer.turn(Lane::Channel).await;
        }
        // Two at once, then five 10 ms apart.
        assert!(
            start.elapsed() >= Duration::from_millis(50),
            "{:?}",
            start.elapsed()
        );
    }

    #[tokio::test]
    async fn callbacks_never_wait() {
        let pacer = pace(1, 1);
        pacer.turn(Lane::Channel).await;
        // The next paced turn is a second away (100 s for 100 of them);
        // callbacks go now.
        let callbacks = async {
            for _ in 0..100 {
                pacer.turn(Lane::Callback).await;
            }
        };
        tokio::time::timeout(Duration::from_secs(10), callbacks)
            .await
            .expect("callbacks are not paced");
        assert_eq!(pacer.waiting(), 0);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn waiting_requests_are_served_by_lane_then_in_order() {
        let pacer = pace(50, 1);
        // Nobody is served while the five arrive.
        pacer.hold(Duration::from_secs(2));
        let served = Arc::new(StdMutex::new(Vec::new()));
        let mut tasks = Vec::new();
        let arrivals = [
            (Lane::Dm, "dm 1"),
            (Lane::Channel, "board 1"),
            (Lane::Dm, "dm 2"),
            (Lane::Interaction, "follow-up"),
            (Lane::Channel, "board 2"),
        ];
        for (i, (lane, name)) in arrivals.into_iter().enumerate() {
            let (waiter, served) = (pacer.clone(), served.clone());
            tasks.push(tokio::spawn(async move {
                waiter.turn(lane).await;
                served.lock().unwrap().push(name);
            }));
            until_waiting(&pacer, i + 1).await;
        }
        for t in tasks {
            t.await.unwrap();
        }
        assert_eq!(
            *served.lock().unwrap(),
            ["follow-up", "board 1", "board 2", "dm 1", "dm 2"]
        );
    }

    #[tokio::test]
    async fn a_global_429_holds_every_request_for_its_retry_after() {
        let pacer = pace(200, 1);
        let start = Instant::now();
        pacer.hold(Duration::from_millis(200));
        pacer.turn(Lane::Interaction).await;
        assert!(start.elapsed() >= Duration::from_millis(200));
        // Then at the pace again, not all at once: 5 ms apart.
        let after = Instant::now();
        for _ in 0..5 {
            pacer.turn(Lane::Channel).await;
        }
        assert!(after.elapsed() >= Duration::from_millis(20));
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_request_that_gives_up_keeps_no_turn() {
        let pacer = pace(2, 1);
        pacer.turn(Lane::Channel).await;
        let first_next = pacer.shared.lock().next;
        let gave_up = {
            let pacer = pacer.clone();
            tokio::spawn(async move { pacer.turn(Lane::Dm).await })
        };
        until_waiting(&pacer, 1).await;
        gave_up.abort();
        assert!(gave_up.await.unwrap_err().is_cancelled());
        pacer.turn(Lane::Dm).await;
        // One turn taken since (this one, at `first_next` or a hair
        // later), not two.
        let interval = Duration::from_millis(500);
        assert!(pacer.shared.lock().next < first_next + 2 * interval);
        assert_eq!(pacer.waiting(), 0);
    }
}
