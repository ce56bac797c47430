//! Load benchmark of one bot token on the strict fake Discord: the real bot (serenity's ratelimiter and the bot's
//! pacer on) against the fake with Discord's rate limits on, N concurrent
//! games of one kind, each with simulated humans clicking at human pace
//! (one click every few seconds per game, randomised with a fixed seed).
//! It raises N until a probe sees a 429 or a click p99 of 50 ms or more,
//! and prints one JSON line per game kind (every kind in `GameKind::ALL`,
//! or the one `--game` names): the N found, and the largest N
//! at which the boards also kept up (board lag p99 under 2 s), since the
//! bot's pacer turns overload of the global limit into a queue, not 429s. `--burst N` instead fires one
//! click in each of N games at the same instant, round after round, and
//! reports the click latency (the goal: p99 at most 10 ms with 200 games).
//!
//! `cargo bench --bench discord_load [-- --quick] [--game GAME]
//! [--n 250,500,1000] [--secs 30] [--every-ms 2000-6000] [--clock-speedup 1]
//! [--stagger-secs 0] [--burst 200] [--rounds 10]`
//!
//! A click's latency is the fake's: INTERACTION_CREATE sent to its
//! callback received. The board lag of a choice whose action changed the
//! public board is the time from its callback (the action is durable
//! before it) to the first accepted edit of that game's board after it: a
//! pacer that queues calls under the global limit shows up there, not in
//! the clicks. The middle step of a turn that the board holds back until
//! the turn ends is not counted; the step that ends the turn is. A burst
//! also reports the process's CPU time per click (bot and fake together),
//! which bounds how fast a burst can be answered on this machine.

#[path = "../tests/support/mod.rs"]
mod support;

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use support::strict::ratelimit::is_interaction_route;
use support::{Harness, Ix, Msg};
use wolfden::engine::{Actor, Audience, GameRng, Viewer};
use wolfden::games::GameKind;
use wolfden::store::{GameId, GameStatus};

/// Users shared by the games (each seat of a game a different one): a
/// user's DM channel is opened once, not once per game.
const USER_POOL: usize = 64;
/// How long a click may wait for its callback before it counts as lost
/// (Discord's own limit).
const CALLBACK_DEADLINE: Duration = Duration::from_secs(3);
/// A board lag (p99) above this means the global limit, not the bot, sets
/// the pace: the boards fall behind the clicks.
const BOARD_LAG_OK_MS: f64 = 2000.0;

/// Seats at each table: Werewolf as a big village of 15, every other game
/// at its usual size.
fn table_size(kind: GameKind) -> usize {
    match kind {
        GameKind::Werewolf => 15,
        _ => kind.default_seats(),
    }
}

/// The number of concurrent games the bot should carry (the goals we set):
/// 100 Werewolf villages and 1000 tables of every other game.
fn goal(kind: GameKind) -> usize {
    match kind {
        GameKind::Werewolf => 100,
        _ => 1000,
    }
}

/// The N of each probe, ascending, around the kind's [`goal`]; a quick
/// run tries two small N.
fn probe_sizes(kind: GameKind, quick: bool) -> Vec<usize> {
    let goal = goal(kind);
    if quick {
        vec![(goal / 100).max(4), (goal / 25).max(10)]
    } else {
        vec![goal / 4, goal / 2, goal, goal * 3 / 2]
    }
}

struct Args {
    quick: bool,
    kinds: Vec<GameKind>,
    probes: Option<Vec<usize>>,
    secs: u64,
    every_ms: (u64, u64),
    burst: Option<usize>,
    rounds: usize,
    /// How much faster than real time the table clock runs (Werewolf's
    /// quiet minute, discussion and vote timers). 1 by default: a faster
    /// clock multiplies each game's timer-driven calls as well.
    clock_speedup: i64,
    /// Spread the games' first clicks over this many seconds (at least
    /// one pause), so that phases do not change in every game at once.
    stagger_secs: u64,
}

fn parse_args() -> Args {
    let mut args = Args {
        quick: false,
        kinds: GameKind::ALL.to_vec(),
        probes: None,
        secs: 30,
        every_ms: (2000, 6000),
        burst: None,
        rounds: 10,
        clock_speedup: 1,
        stagger_secs: 0,
    };
    let mut secs = None;
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        let mut value = || it.next().unwrap_or_else(|| panic!("{a} needs a value"));
        match a.as_str() {
            "--quick" => args.quick = true,
            "--game" => {
                args.kinds = vec![GameKind::from_slug(&value()).unwrap_or_else(|e| panic!("{e}"))]
            }
            "--n" => {
                args.probes = Some(
                    value()
                        .split(',')
                        .map(|n| n.parse().expect("--n takes N,N,..."))
                        .collect(),
                )
            }
            "--secs" => secs = Some(value().parse().expect("--secs takes seconds")),
            "--every-ms" => {
                let v = value();
                let (lo, hi) = v.split_once('-').expect("--every-ms takes LO-HI");
                args.every_ms = (lo.parse().unwrap(), hi.parse().unwrap());
            }
            "--burst" => args.burst = Some(value().parse().expect("--burst takes N")),
            "--rounds" => args.rounds = value().parse().expect("--rounds takes N"),
            "--clock-speedup" => {
                args.clock_speedup = value().parse().expect("--clock-speedup takes N")
            }
            "--stagger-secs" => {
                args.stagger_secs = value().parse().expect("--stagger-secs takes seconds")
            }
            // `cargo bench` passes `--bench`.
            "--bench" => {}
            other => panic!("unknown argument {other}"),
        }
    }
    args.secs = secs.unwrap_or(if args.quick { 8 } else { 30 });
    if args.quick {
        args.rounds = args.rounds.min(3);
    }
    args
}

/// A uniform draw in `lo..=hi` (milliseconds of human pace).
fn between(rng: &mut GameRng, (lo, hi): (u64, u64)) -> u64 {
    lo + rng.below(hi.saturating_sub(lo) as usize + 1) as u64
}

/// One game under load: its id, and the path of its board message.
#[derive(Clone)]
struct Game {
    id: GameId,
    board_message: u64,
    board_path: String,
}

/// What a simulated human did in one click.
#[derive(Clone)]
struct Sent {
    ix: u64,
    /// A choice (not a Show my hand) whose action changes the public board
    /// now (not the held middle step of a turn).
    visible_choice: Option<String>,
}

fn main() {
    let args = parse_args();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        if let Some(n) = args.burst {
            burst(n, args.rounds, args.clock_speedup).await;
            return;
        }
        for kind in args.kinds.clone() {
            load(kind, &args).await;
        }
    });
}

/// The harness, with the table clock running `speedup` times real time
/// until the returned flag is set.
async fn harness(speedup: i64) -> (Arc<Harness>, Arc<AtomicBool>) {
    let h = Arc::new(Harness::start().await);
    let stop = Arc::new(AtomicBool::new(false));
    let (clock_h, clock_stop) = (h.clone(), stop.clone());
    tokio::spawn(async move {
        let step = Duration::from_millis(200);
        while !clock_stop.load(Ordering::Relaxed) {
            tokio::time::sleep(step).await;
            clock_h.clock.advance_ms(step.as_millis() as i64 * speedup);
            clock_h.bot().poke_scheduler();
        }
    });
    (h, stop)
}

/// Open, fill and start game number `n` in a channel of its own.
async fn start_game(h: &Harness, kind: GameKind, n: usize) -> Game {
    let channel = 10_000 + n as u64;
    let seats = table_size(kind);
    let users: Vec<u64> = (0..seats)
        .map(|k| 2_000 + ((n * seats + k) % USER_POOL) as u64)
        .collect();
    let (id, mut lobby) = h.open_lobby(users[0], channel, kind.slug(), None).await;
    for u in &users[1..] {
        lobby = h.lobby_click(*u, &lobby, "Join").await;
    }
    let board = h.lobby_click(users[0], &lobby, "Start").await;
    assert!(
        board.button("Show my hand").is_some(),
        "game {id} started: {}",
        board.text()
    );
    Game {
        id,
        board_message: board.id,
        board_path: format!("/channels/{}/messages/{}", board.channel_id, board.id),
    }
}

/// Start games until there are `n`, at most 16 setting up at once.
async fn grow(h: &Arc<Harness>, kind: GameKind, games: &mut Vec<Game>, n: usize) {
    let semaphore = Arc::new(tokio::sync::Semaphore::new(16));
    let tasks: Vec<_> = (games.len()..n)
        .map(|i| {
            let (h, semaphore) = (h.clone(), semaphore.clone());
            tokio::spawn(async move {
                let _permit = semaphore.acquire().await.unwrap();
                start_game(&h, kind, i).await
            })
        })
        .collect();
    for t in tasks {
        games.push(t.await.expect("a game starts"));
    }
}

/// Requests waiting for a turn under the global limit.
fn queued(h: &Harness) -> usize {
    h.bot().bot().retry.pacer.waiting()
}

/// Poll (bounded) until the bot has nothing waiting under the global limit
/// for a whole second; returns how long that took.
async fn drain(h: &Harness, limit: Duration) -> Duration {
    let start = Instant::now();
    let mut quiet_since = None;
    while start.elapsed() < limit {
        if queued(h) == 0 {
            let since = *quiet_since.get_or_insert_with(Instant::now);
            if since.elapsed() >= Duration::from_secs(1) {
                break;
            }
        } else {
            quiet_since = None;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    start.elapsed()
}

/// The interaction's answer, if it is a message answered at once (the
/// bench never scans the call log while it waits).
async fn answered_message(h: &Harness, ix: &Ix) -> Option<Msg> {
    let callback = tokio::time::timeout(CALLBACK_DEADLINE, h.fake.callback(ix))
        .await
        .ok()?;
    if !matches!(callback.kind, 4 | 7) {
        return None;
    }
    h.fake
        .peek(|s| s.originals.get(&ix.token).map(|id| s.messages[id].clone()))
}

/// A human's turn in one game: whoever is prompted (and would act now, as
/// their seat's bot would) opens their hand on the board, reads it for a
/// moment, and clicks that choice. Returns the clicks sent (none when the
/// game waits on its timer); `None` once the game is over.
async fn human_turn(
    h: &Harness,
    game: &Game,
    rng: &mut GameRng,
    out: &mut Vec<Sent>,
) -> Option<()> {
    let row = h.table().load(game.id).await.ok()?;
    if row.status != GameStatus::Running {
        return None;
    }
    let state = row.snapshot.as_ref()?;
    let ready: Vec<(usize, String)> = state
        .prompts()
        .into_iter()
        .filter(|p| !row.seats[p.seat].is_bot)
        .filter_map(|p| state.bot_action(p.seat).map(|want| (p.seat, want)))
        .collect();
    if ready.is_empty() {
        return Some(());
    }
    let (seat, want) = rng.pick(&ready).expect("not empty").clone();
    let index = state
        .prompt_for(seat)?
        .choices
        .iter()
        .position(|c| c.id == want)?;
    let user: u64 = row.seats[seat].user_id.as_ref()?.parse().ok()?;
    let mut after = state.clone();
    let before = after.view(Viewer::Public);
    let events = after.apply(Actor::Seat(seat), &want).ok()?;
    let visible = events.iter().any(|e| e.audience == Audience::Public)
        || after.view(Viewer::Public) != before
        || after.outcome().is_some();
    // The middle step of one seat's turn in a competitive game waits for
    // the turn's end before the board shows it (`fanout::mid_turn`): the
    // lag is measured from the step that ends the turn.
    let held = after.outcome().is_none()
        && wolfden::discord::testing::turn_goes_on(row.kind, state, &after, seat, &events);

    let board = h.fake.message(game.board_message);
    let hand = board.button("Show my hand")?;
    let ix = h.fake.click(user, &board, &hand);
    out.push(Sent {
        ix: ix.id,
        visible_choice: None,
    });
    let panel = answered_message(h, &ix).await?;
    // Reading the panel before the click.
    tokio::time::sleep(Duration::from_millis(between(rng, (300, 900)))).await;
    // A choice on a later page of a long list: this turn ends here.
    let control = Harness::control_for(&panel, game.id, row.version, &want, index)?;
    let ix = match control {
        support::Control::Button(id) => h.fake.click(user, &panel, &id),
        support::Control::Select(id, value) => h.fake.select(user, &panel, &id, &value),
    };
    out.push(Sent {
        ix: ix.id,
        visible_choice: (visible && !held).then(|| game.board_path.clone()),
    });
    Some(())
}

/// Figures of one probe.
struct Probe {
    n: usize,
    secs: f64,
    clicks: usize,
    unanswered: usize,
    p50: f64,
    p99: f64,
    max: f64,
    too_many: usize,
    too_many_routes: Value,
    peak_rps: usize,
    /// The requests under the global limit during the probe, by method
    /// and route (ids left out).
    global_by_route: Value,
    lag_p50: Option<f64>,
    lag_p99: Option<f64>,
    lag_max: Option<f64>,
    visible_commits: usize,
    /// Visible commits whose board edit had not come when the probe ended.
    unshown: usize,
    /// Requests waiting under the global limit when the probe ended.
    queued_at_end: usize,
    games_over: usize,
}

impl Probe {
    fn passed(&self) -> bool {
        self.too_many == 0 && self.unanswered == 0 && self.clicks > 0 && self.p99 < 50.0
    }

    /// Passed, and the boards kept up: a visible commit reached its board
    /// within `BOARD_LAG_OK_MS` (p99), so the pacer did not hide overload
    /// in a growing queue.
    fn boards_kept_up(&self) -> bool {
        self.passed() && self.lag_p99.is_none_or(|lag| lag < BOARD_LAG_OK_MS)
    }

    fn json(&self) -> Value {
        json!({
            "n": self.n, "secs": round(self.secs), "clicks": self.clicks, "unanswered": self.unanswered,
            "click_p50_ms": round(self.p50), "click_p99_ms": round(self.p99), "click_max_ms": round(self.max),
            "429s": self.too_many, "429s_by_route": self.too_many_routes, "peak_global_rps": self.peak_rps,
            "global_requests_by_route": self.global_by_route,
            "board_lag_p50_ms": self.lag_p50.map(round), "board_lag_p99_ms": self.lag_p99.map(round),
            "board_lag_max_ms": self.lag_max.map(round),
            "visible_commits": self.visible_commits, "board_edits_pending_at_end": self.unshown,
            "queued_requests_at_end": self.queued_at_end, "games_over": self.games_over,
            "passed": self.passed(), "boards_kept_up": self.boards_kept_up(),
        })
    }
}

/// The 429s answered since the `first`, counted by method and route (ids
/// left out).
fn too_many_by_route(h: &Harness, first: usize) -> Value {
    let mut by_route: HashMap<String, usize> = HashMap::new();
    for t in &h.fake.too_many()[first..] {
        *by_route
            .entry(format!(
                "{} {}{}",
                t.method,
                support::route_shape(&t.path),
                if t.global { " (global)" } else { "" }
            ))
            .or_default() += 1;
    }
    json!(by_route)
}

fn round(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// The value at quantile `q` of sorted values.
fn quantile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[((sorted.len() as f64 - 1.0) * q).round() as usize]
}

/// Play `games` for `secs` at human pace and measure.
async fn probe(
    h: &Arc<Harness>,
    games: &[Game],
    secs: u64,
    every_ms: (u64, u64),
    stagger_secs: u64,
) -> Probe {
    let start = Instant::now();
    let end = start + Duration::from_secs(secs);
    let first_429 = h.fake.count_429();
    let first_call = h.fake.call_count();
    let played = for_each_game(h, games, move |i, h, game| async move {
        let mut rng = GameRng::from_seed(1 + i as u64);
        let mut sent = Vec::new();
        // Spread the first clicks over one pause, or the stagger.
        let spread = every_ms.1.max(stagger_secs * 1000);
        let mut next = start + Duration::from_millis(between(&mut rng, (0, spread)));
        while next < end {
            tokio::time::sleep_until(next.into()).await;
            if human_turn(&h, &game, &mut rng, &mut sent).await.is_none() {
                return (sent, true);
            }
            next = Instant::now() + Duration::from_millis(between(&mut rng, every_ms));
        }
        (sent, false)
    })
    .await;
    let mut sent = Vec::new();
    let mut games_over = 0;
    for (s, over) in played {
        sent.extend(s);
        games_over += over as usize;
    }
    let secs = start.elapsed().as_secs_f64();
    // The last clicks' callbacks (bounded by Discord's 3 s).
    let answered = |h: &Harness| {
        h.fake
            .peek(|s| sent.iter().all(|c| s.callbacks.contains_key(&c.ix)))
    };
    let wait_from = Instant::now();
    while !answered(h) && wait_from.elapsed() < CALLBACK_DEADLINE {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let queued_at_end = queued(h);
    let too_many_routes = too_many_by_route(h, first_429);
    h.fake.peek(|s| {
        let mut clicks = Vec::new();
        let mut unanswered = 0;
        let mut commits = Vec::new();
        for c in &sent {
            match s.callbacks.get(&c.ix) {
                Some(cb) => {
                    clicks.push(ms(cb.at.duration_since(s.interactions[&c.ix].sent_at)));
                    if let Some(path) = &c.visible_choice {
                        commits.push((path.as_str(), cb.at));
                    }
                }
                None => unanswered += 1,
            }
        }
        clicks.sort_by(f64::total_cmp);
        // Accepted board edits since the probe began, per path, in order.
        let calls = &s.calls[first_call..];
        let mut edits: HashMap<&str, Vec<Instant>> = HashMap::new();
        for c in calls {
            if c.method == "PATCH" && c.status < 300 && c.path.starts_with("/channels/") {
                edits.entry(c.path.as_str()).or_default().push(c.at);
            }
        }
        let mut lags = Vec::new();
        let mut unshown = 0;
        for (path, at) in &commits {
            let shown = edits.get(path).and_then(|times| {
                let i = times.partition_point(|t| t < at);
                times.get(i)
            });
            match shown {
                Some(t) => lags.push(ms(t.duration_since(*at))),
                None => unshown += 1,
            }
        }
        lags.sort_by(f64::total_cmp);
        // The most requests under the global limit within one second.
        let global: Vec<&support::Call> = calls
            .iter()
            .filter(|c| !is_interaction_route(&c.path))
            .collect();
        let mut global_by_route: HashMap<String, usize> = HashMap::new();
        for c in &global {
            // A DM channel's messages apart from the games' channels.
            let dm = c
                .path
                .split('/')
                .nth(2)
                .and_then(|id| id.parse().ok())
                .is_some_and(|id: u64| s.dm_users.contains_key(&id));
            let shape = support::route_shape(&c.path);
            let shape = if dm {
                shape.replacen("{id}", "{dm}", 1)
            } else {
                shape
            };
            let route = format!("{} {shape}", c.method);
            *global_by_route.entry(route).or_default() += 1;
        }
        let mut peak = 0;
        let mut from = 0;
        for (i, c) in global.iter().enumerate() {
            while c.at.duration_since(global[from].at) >= Duration::from_secs(1) {
                from += 1;
            }
            peak = peak.max(i + 1 - from);
        }
        let lag = |q| (!lags.is_empty()).then(|| quantile(&lags, q));
        Probe {
            n: games.len(),
            secs,
            clicks: clicks.len(),
            unanswered,
            p50: quantile(&clicks, 0.5),
            p99: quantile(&clicks, 0.99),
            max: clicks.last().copied().unwrap_or(0.0),
            too_many: s.strict.rates.too_many.len() - first_429,
            too_many_routes,
            peak_rps: peak,
            global_by_route: json!(global_by_route),
            lag_p50: lag(0.5),
            lag_p99: lag(0.99),
            lag_max: lags.last().copied(),
            visible_commits: commits.len(),
            unshown,
            queued_at_end,
            games_over,
        }
    })
}

/// Item 3: raise N until a probe fails; one JSON line for the kind.
async fn load(kind: GameKind, args: &Args) {
    let (h, stop_clock) = harness(args.clock_speedup).await;
    let mut games = Vec::new();
    let mut probes = Vec::new();
    let mut found = None;
    let mut kept_up = None;
    let mut setup_secs = 0.0;
    for n in args
        .probes
        .clone()
        .unwrap_or_else(|| probe_sizes(kind, args.quick))
    {
        let setup = Instant::now();
        // What the last probe left queued leaves first: a new game's lobby
        // answers would otherwise wait behind it.
        drain(&h, Duration::from_secs(600)).await;
        grow(&h, kind, &mut games, n).await;
        // The start-up DMs and boards of new games leave first.
        drain(&h, Duration::from_secs(600)).await;
        setup_secs += setup.elapsed().as_secs_f64();
        let p = probe(&h, &games, args.secs, args.every_ms, args.stagger_secs).await;
        eprintln!("{} N={n}: {}", kind.slug(), p.json());
        let passed = p.passed();
        if passed {
            found = Some(n);
        }
        if p.boards_kept_up() {
            kept_up = Some(n);
        }
        probes.push(p);
        if !passed {
            break;
        }
    }
    stop_clock.store(true, Ordering::Relaxed);
    let at = |n: Option<usize>| {
        probes
            .iter()
            .rev()
            .find(|p| Some(p.n) == n)
            .or(probes.last())
            .map(Probe::json)
    };
    println!(
        "{}",
        json!({
            "bench": "discord_load", "game": kind.slug(), "seats": table_size(kind),
            "humans_per_game": table_size(kind), "click_every_ms": [args.every_ms.0, args.every_ms.1],
            "probe_secs": args.secs, "clock_speedup": args.clock_speedup, "stagger_secs": args.stagger_secs, "n_found": found,
            "n_boards_kept_up": kept_up, "largest_n_tried": probes.last().map(|p| p.n),
            "at_n_found": at(found), "probes": probes.iter().map(Probe::json).collect::<Vec<_>>(),
            "setup_secs": round(setup_secs),
        })
    );
    if let Ok(h) = Arc::try_unwrap(h) {
        h.shutdown().await;
    }
}

/// Item 4: `n` Project Planning games; each round every game's prompted
/// human has their panel open, and all `n` click their choice at once.
async fn burst(n: usize, rounds: usize, clock_speedup: i64) {
    let kind = GameKind::ProjectPlanning;
    let (h, stop_clock) = harness(clock_speedup).await;
    let mut games = Vec::new();
    grow(&h, kind, &mut games, n).await;
    drain(&h, Duration::from_secs(600)).await;
    let mut choice_ms = Vec::new();
    let mut unanswered = 0;
    let first_429 = h.fake.count_429();
    let (mut cpu_in_bursts, mut wall_in_bursts) = (Duration::ZERO, Duration::ZERO);
    for round in 0..rounds {
        // Everyone opens their hand first (not measured together).
        let ready: Vec<_> = open_panels(&h, &games, round).await;
        let sent_at = Instant::now();
        let cpu_before = process_cpu();
        let ixs: Vec<Ix> = ready
            .iter()
            .map(|(user, panel, control)| match control {
                support::Control::Button(id) => h.fake.click(*user, panel, id),
                support::Control::Select(id, value) => h.fake.select(*user, panel, id, value),
            })
            .collect();
        let dispatch_ms = ms(sent_at.elapsed());
        let wait_from = Instant::now();
        while wait_from.elapsed() < CALLBACK_DEADLINE
            && !h
                .fake
                .peek(|s| ixs.iter().all(|ix| s.callbacks.contains_key(&ix.id)))
        {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        let answered_in = sent_at.elapsed();
        cpu_in_bursts += process_cpu().saturating_sub(cpu_before);
        wall_in_bursts += answered_in;
        h.fake.peek(|s| {
            for ix in &ixs {
                match s.callbacks.get(&ix.id) {
                    Some(cb) => choice_ms.push(ms(cb.at.duration_since(ix.sent_at))),
                    None => unanswered += 1,
                }
            }
        });
        eprintln!(
            "burst round {round}: {} clicks at once (sent within {dispatch_ms:.1} ms)",
            ixs.len()
        );
        drain(&h, Duration::from_secs(60)).await;
    }
    stop_clock.store(true, Ordering::Relaxed);
    choice_ms.sort_by(f64::total_cmp);
    println!(
        "{}",
        json!({
            "bench": "discord_load", "mode": "burst", "game": kind.slug(), "games": n, "rounds": rounds,
            "clicks": choice_ms.len(), "unanswered": unanswered,
            "click_p50_ms": round(quantile(&choice_ms, 0.5)), "click_p99_ms": round(quantile(&choice_ms, 0.99)),
            "click_max_ms": round(choice_ms.last().copied().unwrap_or(0.0)),
            "cpu_ms_per_click": round(ms(cpu_in_bursts) / choice_ms.len().max(1) as f64),
            "cores_busy_in_bursts": round(cpu_in_bursts.as_secs_f64() / wall_in_bursts.as_secs_f64().max(1e-9)),
            "429s": h.fake.count_429() - first_429, "429s_by_route": too_many_by_route(&h, first_429),
        })
    );
    if let Ok(h) = Arc::try_unwrap(h) {
        h.shutdown().await;
    }
}

/// CPU time used by this process so far (bot and fake together; Linux).
fn process_cpu() -> Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // Fields after the parenthesised name: utime and stime are the 12th
    // and 13th, in clock ticks (100 per second on Linux).
    let after_name = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let fields: Vec<u64> = after_name
        .split_whitespace()
        .map(|f| f.parse().unwrap_or(0))
        .collect();
    let ticks = fields.get(11).copied().unwrap_or(0) + fields.get(12).copied().unwrap_or(0);
    Duration::from_millis(ticks * 10)
}

/// For each game, its prompted human's open panel and the control of the
/// choice their seat's bot would make (games that are over or waiting are
/// left out).
async fn open_panels(
    h: &Arc<Harness>,
    games: &[Game],
    round: usize,
) -> Vec<(u64, Msg, support::Control)> {
    let panels = for_each_game(h, games, move |i, h, game| async move {
        let row = h.table().load(game.id).await.ok()?;
        if row.status != GameStatus::Running {
            return None;
        }
        let state = row.snapshot.as_ref()?;
        let mut rng = GameRng::from_seed((round * 100_000 + i) as u64);
        let ready: Vec<_> = state
            .prompts()
            .into_iter()
            .filter(|p| !row.seats[p.seat].is_bot)
            .filter_map(|p| state.bot_action(p.seat).map(|w| (p, w)))
            .collect();
        let (prompt, want) = rng.pick(&ready)?.clone();
        let index = prompt.choices.iter().position(|c| c.id == want)?;
        let user: u64 = row.seats[prompt.seat].user_id.as_ref()?.parse().ok()?;
        let board = h.fake.message(game.board_message);
        let ix = h.fake.click(user, &board, &board.button("Show my hand")?);
        let panel = answered_message(&h, &ix).await?;
        let control = Harness::control_for(&panel, game.id, row.version, &want, index)?;
        Some((user, panel, control))
    })
    .await;
    panels.into_iter().flatten().collect()
}

/// Run `work` for every game at once, a task each; the results in game
/// order.
async fn for_each_game<T, Work, Fut>(h: &Arc<Harness>, games: &[Game], work: Work) -> Vec<T>
where
    Work: Fn(usize, Arc<Harness>, Game) -> Fut,
    Fut: std::future::Future<Output = T> + Send + 'static,
    T: Send + 'static,
{
    let tasks: Vec<_> = games
        .iter()
        .enumerate()
        .map(|(i, game)| tokio::spawn(work(i, h.clone(), game.clone())))
        .collect();
    let mut out = Vec::with_capacity(tasks.len());
    for t in tasks {
        out.push(t.await.expect("a game's task ran"));
    }
    out
}
