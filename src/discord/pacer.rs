//! The bot's pace under Discord's rate limits that serenity's ratelimiter
//! does not keep: the global limit of 50 requests a second, and each
//! channel's message buckets. Serenity keeps each route's bucket from the
//! headers, but learns of the global budget only from a 429 (and then
//! every request it held sends again at the same moment), and knows a
//! bucket only after its first answer; and a request it holds at a dry
//! bucket has already spent its turn here.
//!
//! A [`Pacer`] hands out turns at a steady [`Pace`] (44 a second by
//! default, leaving headroom under 50 for network jitter), shared by every
//! REST call of the bot. It is a generic cell rate algorithm: a request may
//! leave once the theoretical arrival time, less the burst allowance, has
//! come; so no window of one second ever holds more than
//! `per_second + burst` requests. Interaction routes ([`Lane::Interaction`]:
//! callbacks, follow-ups, `@original` reads and edits) never wait and take
//! no turn: Discord exempts them from the global limit.
//!
//! A post or an edit of a message also spends from its channel's
//! [`MessageBucket`]: Discord lets a channel (a DM channel too) take 5
//! posts, and apart from them 5 edits, in 5 s. A request whose bucket is
//! full waits without holding anyone back: waiting requests are served by
//! lane, then in order of arrival, each as soon as both the global pace and
//! its own bucket allow; channel posts and edits (boards) before DMs, so a
//! long DM fan-out never holds back the next click's board. A global 429
//! holds every lane for its `retry_after` ([`Pacer::hold`]), after which
//! requests leave at the pace again, not all at once.
//!
//! Cheap: one mutex'd state, never held across an await; a request that
//! finds its turn free takes it at once, and only when some wait does a
//! small task wake each at its turn (`tokio::time::sleep_until`, so tests
//! may run on paused time).

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::{oneshot, Notify};
use tokio::time::Instant;

/// Which kind of REST call asks for a turn; waiting calls are served in
/// this order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lane {
    /// Interaction callbacks, follow-ups, `@original` reads and edits:
    /// outside the global limit, never wait.
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
            Lane::Interaction => None,
            Lane::Channel => Some(0),
            Lane::Dm => Some(1),
        }
    }
}

const QUEUES: usize = 2;

/// One channel's message bucket: Discord counts a channel's posts and its
/// edits apart (both answer the same `X-RateLimit-Bucket`, but a channel
/// that used up its posts may still edit).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MessageBucket {
    /// `POST /channels/{id}/messages`.
    Posts(u64),
    /// `PATCH /channels/{id}/messages/{message}`.
    Edits(u64),
}

/// How the pacer treats a REST call: a turn in its lane and, for a post
/// or an edit of a message, a place in its channel's bucket.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Paced {
    pub lane: Lane,
    pub bucket: Option<MessageBucket>,
}

impl Paced {
    /// A message posted in `channel` (a DM channel in [`Lane::Dm`]).
    pub fn post(lane: Lane, channel: u64) -> Paced {
        Paced {
            lane,
            bucket: Some(MessageBucket::Posts(channel)),
        }
    }

    /// A message of `channel` edited.
    pub fn edit(lane: Lane, channel: u64) -> Paced {
        Paced {
            lane,
            bucket: Some(MessageBucket::Edits(channel)),
        }
    }
}

impl From<Lane> for Paced {
    /// A call outside any message bucket.
    fn from(lane: Lane) -> Paced {
        Paced { lane, bucket: None }
    }
}

/// How fast the bot may call Discord.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pace {
    /// Requests a second, on average.
    pub per_second: u32,
    /// How many may leave back to back after a quiet spell (at least 1).
    /// No one-second window holds more than `per_second + burst` requests:
    /// keep that under 50, with room for network jitter.
    pub burst: u32,
    /// Posts (and, apart, edits) one channel may send per
    /// `channel_window` (at least 1).
    pub per_channel: u32,
    /// Discord's window of a channel's message bucket, with headroom.
    pub channel_window: Duration,
}

impl Default for Pace {
    /// 44 a second, 2 back to back: a quiet table's board edit and notice
    /// leave at once, and no second holds more than 46 requests (4 under
    /// Discord's 50, for requests that travel at uneven speeds). 5 posts
    /// and 5 edits per channel in any 5.25 s: Discord's 5 in 5 s, and a
    /// quarter second for the uneven travel of a bucket's first and sixth
    /// request.
    fn default() -> Self {
        Pace {
            per_second: 44,
            burst: 2,
            per_channel: 5,
            channel_window: Duration::from_millis(5_250),
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

/// The bot's turns under the global limit and the channels' message
/// buckets (cheap to clone: one shared state).
#[derive(Clone, Debug)]
pub struct Pacer {
    shared: Arc<Shared>,
}

#[derive(Debug)]
struct Shared {
    /// The bot's burst allowance, in turns (at least 1).
    burst: u32,
    per_channel: usize,
    channel_window: Duration,
    state: Mutex<State>,
    /// Wakes the waking task when a request arrives that may leave before
    /// the instant it sleeps until.
    arrived: Notify,
}

/// A request waiting for its turn.
#[derive(Debug)]
struct Waiter {
    bucket: Option<MessageBucket>,
    give: oneshot::Sender<()>,
}

#[derive(Debug)]
struct State {
    /// The time between two turns, and how early a turn may be taken
    /// (`interval * (burst - 1)`); both change with [`Pacer::set_per_second`].
    interval: Duration,
    tolerance: Duration,
    /// Turns handed out, and requests that had to wait for theirs, since
    /// the bot started ([`Pacer::counts`]).
    taken: u64,
    waited: u64,
    /// When the next request would leave if requests left exactly one
    /// interval apart (the generic cell rate algorithm's "theoretical
    /// arrival time"); a request may leave at `next - tolerance`.
    next: Instant,
    /// Requests waiting for a turn, one queue per paced lane.
    waiting: [VecDeque<Waiter>; QUEUES],
    /// When each message bucket's last turns were taken, oldest first (at
    /// most `per_channel` of them).
    buckets: HashMap<MessageBucket, VecDeque<Instant>>,
    /// The number of buckets after the last sweep of idle ones.
    buckets_after_sweep: usize,
    /// Whether a task is waking waiting requests at their turns, and the
    /// instant it sleeps until.
    waking: bool,
    wake_at: Option<Instant>,
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
                burst: pace.burst.max(1),
                per_channel: pace.per_channel.max(1) as usize,
                channel_window: pace.channel_window,
                state: Mutex::new(State {
                    interval: pace.interval(),
                    tolerance: pace.tolerance(),
                    taken: 0,
                    waited: 0,
                    next: Instant::now(),
                    waiting: Default::default(),
                    buckets: HashMap::new(),
                    buckets_after_sweep: 0,
                    waking: false,
                    wake_at: None,
                }),
                arrived: Notify::new(),
            }),
        }
    }

    /// Wait for this request's turn (at once on an interaction route).
    /// Dropping the future gives the turn up.
    pub async fn turn(&self, paced: impl Into<Paced>) {
        let Paced { lane, bucket } = paced.into();
        let Some(queue) = lane.queue() else { return };
        let shared = &self.shared;
        let (handed, wake) = {
            let mut state = shared.lock();
            let now = Instant::now();
            let due = shared.due(&state, bucket);
            if due <= now && !shared.anyone_due(&state, now) {
                shared.take(&mut state, now, bucket);
                return;
            }
            let (give, handed) = oneshot::channel();
            state.waited += 1;
            state.waiting[queue].push_back(Waiter { bucket, give });
            let wake = if state.waking {
                if state.wake_at.is_some_and(|at| due < at) {
                    shared.arrived.notify_one();
                }
                false
            } else {
                state.waking = true;
                true
            };
            (handed, wake)
        };
        if wake {
            tokio::spawn(wake_in_turn(shared.clone()));
        }
        // An error means the pacer is gone (the bot is stopping): go on.
        let _ = handed.await;
    }

    /// Discord answered a global 429: no request leaves for `retry_after`,
    /// then they leave at the pace again (at most `burst` at once).
    pub fn hold(&self, retry_after: Duration) {
        let mut state = self.shared.lock();
        let until = Instant::now() + retry_after + state.tolerance;
        if until > state.next {
            state.next = until;
        }
        tracing::debug!(?retry_after, "global rate limit: every request waits");
    }

    /// Requests waiting for a turn now (tests, logs).
    pub fn waiting(&self) -> usize {
        self.shared.lock().queued()
    }

    /// Change the pace to `per_second` turns a second (at least 1), as the
    /// share of a budget several processes split changes
    /// ([`super::cluster`]). Turns already promised keep their instants;
    /// the next ones leave at the new interval.
    pub fn set_per_second(&self, per_second: u32) {
        let pace = Pace {
            per_second: per_second.max(1),
            burst: self.shared.burst,
            ..Pace::default()
        };
        let mut state = self.shared.lock();
        let (interval, tolerance) = (pace.interval(), pace.tolerance());
        if interval != state.interval {
            state.interval = interval;
            state.tolerance = tolerance;
            drop(state);
            // A waiting request may now leave sooner.
            self.shared.arrived.notify_one();
        }
    }

    /// The pace now, in turns a second.
    pub fn per_second(&self) -> u32 {
        let interval = self.shared.lock().interval;
        (Duration::from_secs(1).as_nanos() / interval.as_nanos().max(1)) as u32
    }

    /// Turns handed out and requests that waited for theirs since the
    /// start, and requests waiting now: what the process asks of the
    /// budget.
    pub fn counts(&self) -> PaceCounts {
        let state = self.shared.lock();
        PaceCounts {
            taken: state.taken,
            waited: state.waited,
            waiting: state.queued() as u64,
        }
    }
}

/// What [`Pacer::counts`] reads.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PaceCounts {
    pub taken: u64,
    pub waited: u64,
    pub waiting: u64,
}

impl Shared {
    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        // The state stays consistent whatever panicked while holding it.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The earliest instant the next request may leave under the global
    /// limit.
    fn free_at(&self, state: &State) -> Instant {
        state
            .next
            .checked_sub(state.tolerance)
            .unwrap_or(state.next)
    }

    /// The earliest instant `bucket` has room (`None`: it has now, or the
    /// call has no bucket).
    fn room_at(&self, state: &State, bucket: Option<MessageBucket>) -> Option<Instant> {
        let taken = state.buckets.get(&bucket?)?;
        (taken.len() >= self.per_channel).then(|| taken[0] + self.channel_window)
    }

    /// The earliest instant a request of `bucket` may leave.
    fn due(&self, state: &State, bucket: Option<MessageBucket>) -> Instant {
        let free = self.free_at(state);
        self.room_at(state, bucket)
            .map_or(free, |room| room.max(free))
    }

    /// Whether a waiting request may leave at `now` (it goes first).
    fn anyone_due(&self, state: &State, now: Instant) -> bool {
        state
            .waiting
            .iter()
            .flatten()
            .any(|w| !w.give.is_closed() && self.due(state, w.bucket) <= now)
    }

    /// The instant the first waiting request may leave; `None` if none
    /// waits. Forgets requests that gave up.
    fn next_due(&self, state: &mut State) -> Option<Instant> {
        for queue in &mut state.waiting {
            queue.retain(|w| !w.give.is_closed());
        }
        let state = &*state;
        state
            .waiting
            .iter()
            .flatten()
            .map(|w| self.due(state, w.bucket))
            .min()
    }

    /// Hand the turn at `now` to the first waiting request, by lane then
    /// arrival, whose bucket has room.
    fn serve_one(&self, state: &mut State, now: Instant) {
        for queue in 0..QUEUES {
            let mut i = 0;
            while i < state.waiting[queue].len() {
                let bucket = state.waiting[queue][i].bucket;
                if self.room_at(state, bucket).is_some_and(|room| room > now) {
                    i += 1;
                    continue;
                }
                let waiter = state.waiting[queue].remove(i).expect("in range");
                // A request that gave up (its future was dropped) keeps no
                // turn.
                if waiter.give.send(()).is_ok() {
                    self.take(state, now, bucket);
                    return;
                }
            }
        }
    }

    /// Spend the turn at `now`, and a place in `bucket`.
    fn take(&self, state: &mut State, now: Instant, bucket: Option<MessageBucket>) {
        state.next = state.next.max(now) + state.interval;
        state.taken += 1;
        let Some(bucket) = bucket else { return };
        let taken = state.buckets.entry(bucket).or_default();
        taken.push_back(now);
        if taken.len() > self.per_channel {
            taken.pop_front();
        }
        // Forget buckets idle for a whole window, whenever their number
        // has doubled since the last sweep.
        if state.buckets.len() > 2 * state.buckets_after_sweep + 64 {
            let window = self.channel_window;
            state
                .buckets
                .retain(|_, taken| taken.back().is_some_and(|t| now < *t + window));
            state.buckets_after_sweep = state.buckets.len();
        }
    }
}

/// Hand turns to waiting requests, each at its turn, until none waits.
async fn wake_in_turn(shared: Arc<Shared>) {
    loop {
        let due = {
            let mut state = shared.lock();
            let Some(due) = shared.next_due(&mut state) else {
                state.waking = false;
                state.wake_at = None;
                return;
            };
            state.wake_at = Some(due);
            due
        };
        tokio::select! {
            _ = tokio::time::sleep_until(due) => {}
            // A request that may leave sooner arrived.
            _ = shared.arrived.notified() => continue,
        }
        let mut state = shared.lock();
        let now = Instant::now();
        if shared.free_at(&state) > now {
            // A global 429 moved the next turn while we slept.
            continue;
        }
        shared.serve_one(&mut state, now);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex as StdMutex;

    fn pace(per_second: u32, burst: u32) -> Pacer {
        Pacer::new(Pace {
            per_second,
            burst,
            ..Pace::default()
        })
    }

    /// A fast global pace, and `per_channel` messages per `window_ms`.
    fn channel_pace(per_channel: u32, window_ms: u64) -> Pacer {
        Pacer::new(Pace {
            per_second: 1_000,
            burst: 10,
            per_channel,
            channel_window: Duration::from_millis(window_ms),
        })
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

    /// Run `paced`'s turn in a task that records `name` once served.
    fn queue_up(
        pacer: &Pacer,
        paced: Paced,
        name: &'static str,
        served: &Arc<StdMutex<Vec<&'static str>>>,
    ) -> tokio::task::JoinHandle<()> {
        let (pacer, served) = (pacer.clone(), served.clone());
        tokio::spawn(async move {
            pacer.turn(paced).await;
            served.lock().unwrap().push(name);
        })
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
    async fn interaction_routes_never_wait_and_take_no_turn() {
        let pacer = pace(1, 1);
        pacer.turn(Lane::Channel).await;
        let next = pacer.shared.lock().next;
        // The next paced turn is a second away (100 s for 100 of them);
        // callbacks, follow-ups and `@original` edits go now.
        let interactions = async {
            for _ in 0..100 {
                pacer.turn(Lane::Interaction).await;
            }
        };
        tokio::time::timeout(Duration::from_secs(10), interactions)
            .await
            .expect("interaction routes are not paced");
        assert_eq!(pacer.waiting(), 0);
        // And the global budget is as it was.
        assert_eq!(pacer.shared.lock().next, next);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn waiting_requests_are_served_by_lane_then_in_order() {
        let pacer = pace(50, 1);
        // Nobody is served while the four arrive.
        pacer.hold(Duration::from_secs(2));
        let served = Arc::new(StdMutex::new(Vec::new()));
        let mut tasks = Vec::new();
        let arrivals = [
            (Lane::Dm, "dm 1"),
            (Lane::Channel, "board 1"),
            (Lane::Dm, "dm 2"),
            (Lane::Channel, "board 2"),
        ];
        for (i, (lane, name)) in arrivals.into_iter().enumerate() {
            tasks.push(queue_up(&pacer, lane.into(), name, &served));
            until_waiting(&pacer, i + 1).await;
        }
        // A follow-up arrives last and waits for no one.
        queue_up(&pacer, Lane::Interaction.into(), "follow-up", &served)
            .await
            .unwrap();
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
        pacer.turn(Lane::Channel).await;
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

    #[tokio::test]
    async fn a_channel_posts_five_messages_in_its_window_and_the_sixth_waits() {
        let pacer = channel_pace(5, 300);
        let start = Instant::now();
        for _ in 0..5 {
            pacer.turn(Paced::post(Lane::Channel, 600)).await;
        }
        assert!(start.elapsed() < Duration::from_millis(300));
        pacer.turn(Paced::post(Lane::Channel, 600)).await;
        assert!(
            start.elapsed() >= Duration::from_millis(300),
            "the sixth post left after {:?}",
            start.elapsed()
        );
    }

    #[tokio::test]
    async fn a_channels_edits_and_other_channels_have_buckets_of_their_own() {
        let pacer = channel_pace(5, 10_000);
        for _ in 0..5 {
            pacer.turn(Paced::post(Lane::Channel, 600)).await;
        }
        // Channel 600 may post again only in 10 s; these go now.
        let others = async {
            for _ in 0..5 {
                pacer.turn(Paced::edit(Lane::Channel, 600)).await;
                pacer.turn(Paced::post(Lane::Channel, 601)).await;
                pacer.turn(Paced::post(Lane::Dm, 602)).await;
            }
        };
        tokio::time::timeout(Duration::from_secs(5), others)
            .await
            .expect("other buckets do not wait for channel 600's posts");
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_request_at_a_full_bucket_holds_back_no_one() {
        let pacer = channel_pace(1, 400);
        pacer.turn(Paced::edit(Lane::Channel, 600)).await;
        let served = Arc::new(StdMutex::new(Vec::new()));
        // The board's next edit waits for its bucket (400 ms)...
        let board = queue_up(
            &pacer,
            Paced::edit(Lane::Channel, 600),
            "board 600",
            &served,
        );
        until_waiting(&pacer, 1).await;
        // ...while a DM and another board, arriving later in lower or the
        // same lane, leave at once.
        queue_up(&pacer, Paced::post(Lane::Dm, 700), "dm", &served)
            .await
            .unwrap();
        queue_up(
            &pacer,
            Paced::edit(Lane::Channel, 601),
            "board 601",
            &served,
        )
        .await
        .unwrap();
        board.await.unwrap();
        assert_eq!(*served.lock().unwrap(), ["dm", "board 601", "board 600"]);
    }

    #[tokio::test]
    async fn a_new_share_of_the_budget_changes_the_pace_and_the_counts_tell_the_waits() {
        let pacer = pace(1_000, 1);
        pacer.set_per_second(20);
        assert_eq!(pacer.per_second(), 20);
        let start = Instant::now();
        for _ in 0..5 {
            pacer.turn(Lane::Channel).await;
        }
        // 20 a second: the fifth leaves 200 ms after the first.
        assert!(
            start.elapsed() >= Duration::from_millis(200),
            "{:?}",
            start.elapsed()
        );
        let counts = pacer.counts();
        assert_eq!(counts.taken, 5);
        assert_eq!(counts.waited, 4, "all but the first waited for their turn");
        assert_eq!(counts.waiting, 0);
        // Faster again: 20 more turns would take a second at 20 a second.
        pacer.set_per_second(1_000);
        let fast = Instant::now();
        for _ in 0..20 {
            pacer.turn(Lane::Channel).await;
        }
        assert!(
            fast.elapsed() < Duration::from_millis(900),
            "{:?}",
            fast.elapsed()
        );
    }

    #[tokio::test]
    async fn idle_buckets_are_forgotten() {
        let pacer = channel_pace(5, 1);
        for channel in 0..1_000 {
            pacer.turn(Paced::post(Lane::Channel, channel)).await;
        }
        // Every bucket but the last few went idle a window after its post.
        assert!(
            pacer.shared.lock().buckets.len() < 200,
            "{} buckets kept",
            pacer.shared.lock().buckets.len()
        );
    }
}
