//! Start-up with many unfinished games:
//! `cargo bench --bench startup -- --games 10000`.
//!
//! Fills a database with unfinished games of the usual mix (running
//! Project Planning, Werewolf and the others at their usual sizes, with
//! humans and bots, a few moves in, timers armed where the game wants one;
//! some lobbies), each with a board message on the fake Discord that
//! shows its current version except every `--stale`-th, which missed its
//! last edit. Then starts the real bot on the strict fake Discord and
//! measures: the time from `start()` to the gateway being ready, the time
//! to the first click on a random game answered, click latency while the
//! start-up repair is still running, how long the repair takes and the
//! Discord calls it makes, and memory (RSS from /proc/self/status, and live
//! heap bytes from a counting allocator) before and after, per game the
//! table keeps. Prints one JSON line, then a human summary.

#[path = "../tests/support/mod.rs"]
mod support;

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicIsize, Ordering};
use std::time::{Duration, Instant};

use serde_json::json;
use sqlx::sqlite::SqlitePoolOptions;
use sqlx::QueryBuilder;
use support::{Harness, Msg, Seen, CLOCK_START_MS, GUILD_ID};
use wolfden::engine::{Actor, GameRng, Options, Setup};
use wolfden::games::{bot_name, AnyGame, GameKind};

/// Counts the bytes the process holds on the heap.
struct Counting;

static LIVE_BYTES: AtomicIsize = AtomicIsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LIVE_BYTES.fetch_add(layout.size() as isize, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE_BYTES.fetch_sub(layout.size() as isize, Ordering::Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        LIVE_BYTES.fetch_add(
            new_size as isize - layout.size() as isize,
            Ordering::Relaxed,
        );
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn live_bytes() -> i64 {
    LIVE_BYTES.load(Ordering::Relaxed) as i64
}

/// Resident memory in bytes (VmRSS).
fn rss_bytes() -> i64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<i64>().ok())
        .map_or(0, |kb| kb * 1024)
}

struct Args {
    games: usize,
    seed: u64,
    /// Every n-th running game's board missed its last edit (0: none).
    stale: usize,
    /// Clicks sent while the repair runs, at most.
    clicks: usize,
}

fn args() -> Args {
    let mut a = Args {
        games: 10_000,
        seed: 1,
        stale: 100,
        clicks: 200,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let mut value = |name: &str| -> usize {
            it.next()
                .and_then(|v| v.parse().ok())
                .unwrap_or_else(|| panic!("{name} takes a number"))
        };
        match arg.as_str() {
            "--games" => a.games = value("--games"),
            "--seed" => a.seed = value("--seed") as u64,
            "--stale" => a.stale = value("--stale"),
            "--clicks" => a.clicks = value("--clicks"),
            // `cargo bench` passes `--bench`.
            _ => {}
        }
    }
    a
}

/// A running game the bench may click on.
struct Live {
    id: i64,
    host: u64,
    board: Msg,
}

/// A seat to insert: (user, name, is a bot).
type SeatSpec = (Option<u64>, String, bool);

/// One game to insert.
struct Prepared {
    kind: GameKind,
    options: Options,
    seed: u64,
    seats: Vec<SeatSpec>,
    /// `None`: a lobby.
    state: Option<AnyGame>,
    log: Vec<(Actor, String)>,
}

/// The usual mix: a tenth lobbies, then Project Planning, Werewolf and the
/// other three, each at its usual table size.
fn pick_kind(rng: &mut GameRng) -> Option<GameKind> {
    match rng.below(100) {
        0..10 => None,
        10..50 => Some(GameKind::ProjectPlanning),
        50..70 => Some(GameKind::Werewolf),
        70..80 => Some(GameKind::Wolves),
        80..90 => Some(GameKind::Wolfpack),
        _ => Some(GameKind::ArcticEscape),
    }
}

/// A game dealt and played a few moves in, humans and bots seated, left
/// where no bot owes a move (as a running bot leaves it); `None` if it
/// ended on the way.
fn prepare(kind: GameKind, index: usize, rng: &mut GameRng) -> Option<Prepared> {
    let n = kind.default_seats();
    let humans = 1 + rng.below(n);
    let seats: Vec<SeatSpec> = (0..n)
        .map(|s| {
            if s < humans {
                let user = 1_000_000 + (index * 64 + s) as u64;
                (Some(user), format!("Player{user}"), false)
            } else {
                (None, bot_name(s), true)
            }
        })
        .collect();
    let options = Options::defaults(kind.option_specs());
    let seed = rng.next_u64() >> 1;
    let mut state = kind
        .setup(&Setup {
            names: seats.iter().map(|s| s.1.clone()).collect(),
            options: options.clone(),
            seed,
        })
        .ok()?;
    let is_bot = |s: usize| seats[s].2;
    let mut log = Vec::new();
    let human_moves = rng.below(12);
    let mut made = 0;
    for _ in 0..2_000 {
        let step = match state.next_automatic_move(is_bot) {
            // A bot owes a move: it plays, as the bot would have.
            Some((Actor::Seat(s), a)) => Some((Actor::Seat(s), a)),
            _ if made >= human_moves => None,
            // Only the clock can move on: its timer ran out.
            Some(clock) => {
                made += 1;
                Some(clock)
            }
            // A human's move: what their bot would choose.
            None => {
                made += 1;
                let prompted: Vec<usize> = state
                    .prompted_seats()
                    .into_iter()
                    .filter(|s| !is_bot(*s))
                    .collect();
                let seat = *rng.pick(&prompted)?;
                let first_choice = || {
                    state
                        .prompt_for(seat)
                        .and_then(|p| p.choices.first().map(|c| c.id.clone()))
                };
                state
                    .bot_action(seat)
                    .or_else(first_choice)
                    .map(|a| (Actor::Seat(seat), a))
            }
        };
        let Some((actor, action)) = step else { break };
        state.apply(actor, &action).ok()?;
        log.push((actor, action));
        if state.outcome().is_some() {
            return None;
        }
    }
    Some(Prepared {
        kind,
        options,
        seed,
        seats,
        state: Some(state),
        log,
    })
}

/// What the database holds after [`fill`].
#[derive(Default)]
struct Filled {
    running: usize,
    lobbies: usize,
    timers: usize,
    stale: usize,
    actions: usize,
    snapshot_bytes: usize,
    live: Vec<Live>,
}

/// Insert `args.games` unfinished games with plain multi-row inserts (the
/// rows the store itself would write), and their boards on the fake.
async fn fill(h: &Harness, args: &Args) -> Filled {
    let mut rng = GameRng::from_seed(args.seed);
    let mut games = Vec::with_capacity(args.games);
    while games.len() < args.games {
        let index = games.len();
        let prepared = match pick_kind(&mut rng) {
            None => {
                let kind = GameKind::ALL[rng.below(GameKind::ALL.len())];
                let humans = 1 + rng.below(kind.default_seats());
                Some(Prepared {
                    kind,
                    options: Options::defaults(kind.option_specs()),
                    seed: rng.next_u64() >> 1,
                    seats: (0..humans)
                        .map(|s| {
                            let user = 1_000_000 + (index * 64 + s) as u64;
                            (Some(user), format!("Player{user}"), false)
                        })
                        .collect(),
                    state: None,
                    log: Vec::new(),
                })
            }
            Some(kind) => prepare(kind, index, &mut rng),
        };
        if let Some(p) = prepared {
            games.push(p);
        }
    }

    let pool = SqlitePoolOptions::new()
        .max_connections(1)
        .connect(&format!("sqlite://{}", h.db))
        .await
        .expect("the bench database opens");
    let mut filled = Filled::default();
    // Channels and board messages on the fake, one of each per game.
    let places: Vec<(u64, u64)> = h.fake.with(|s| {
        (0..games.len())
            .map(|_| {
                let channel = s.id();
                (channel, s.id())
            })
            .collect()
    });
    let mut boards: Vec<(i64, u64, u64, Option<i64>)> = Vec::new();
    for chunk in games.chunks(400).enumerate() {
        let (c, chunk) = chunk;
        let mut tx = pool.begin().await.unwrap();
        let mut q = QueryBuilder::new(
            "INSERT INTO games (id, kind, status, options, seed, snapshot, version, deadline_at,
             deadline_key, guild_id, channel_id, host_id, created_at, updated_at) ",
        );
        q.push_values(chunk.iter().enumerate(), |mut b, (j, g)| {
            let id = (c * 400 + j + 1) as i64;
            let (channel, _) = places[id as usize - 1];
            let deadline = g.state.as_ref().and_then(|s| s.deadline());
            let snapshot = g.state.as_ref().map(|s| serde_json::to_string(s).unwrap());
            b.push_bind(id)
                .push_bind(g.kind.slug())
                .push_bind(if g.state.is_some() {
                    "running"
                } else {
                    "lobby"
                })
                .push_bind(serde_json::to_string(&g.options).unwrap())
                .push_bind(g.seed as i64)
                .push_bind(snapshot)
                .push_bind(g.log.len() as i64)
                .push_bind(
                    deadline
                        .as_ref()
                        .map(|d| CLOCK_START_MS + d.seconds as i64 * 1000),
                )
                .push_bind(deadline.as_ref().map(|d| d.key as i64))
                .push_bind(GUILD_ID.to_string())
                .push_bind(channel.to_string())
                .push_bind(g.seats[0].0.map(|u| u.to_string()))
                .push_bind(CLOCK_START_MS)
                .push_bind(CLOCK_START_MS);
        });
        q.build().execute(&mut *tx).await.unwrap();

        let seats: Vec<(i64, usize, &SeatSpec)> = chunk
            .iter()
            .enumerate()
            .flat_map(|(j, g)| {
                let id = (c * 400 + j + 1) as i64;
                g.seats
                    .iter()
                    .enumerate()
                    .map(move |(s, seat)| (id, s, seat))
            })
            .collect();
        for part in seats.chunks(2_000) {
            let mut q =
                QueryBuilder::new("INSERT INTO seats (game_id, seat, user_id, name, is_bot) ");
            q.push_values(part, |mut b, (id, s, seat)| {
                b.push_bind(*id)
                    .push_bind(*s as i64)
                    .push_bind(seat.0.map(|u| u.to_string()))
                    .push_bind(seat.1.clone())
                    .push_bind(seat.2 as i64);
            });
            q.build().execute(&mut *tx).await.unwrap();
        }

        let actions: Vec<(i64, usize, &(Actor, String))> = chunk
            .iter()
            .enumerate()
            .flat_map(|(j, g)| {
                let id = (c * 400 + j + 1) as i64;
                g.log.iter().enumerate().map(move |(n, a)| (id, n + 1, a))
            })
            .collect();
        for part in actions.chunks(2_000) {
            let mut q = QueryBuilder::new("INSERT INTO actions (game_id, seq, actor, action, at) ");
            q.push_values(part, |mut b, (id, seq, (actor, action))| {
                b.push_bind(*id)
                    .push_bind(*seq as i64)
                    .push_bind(actor.to_string())
                    .push_bind(action.clone())
                    .push_bind(CLOCK_START_MS);
            });
            q.build().execute(&mut *tx).await.unwrap();
        }

        for (j, g) in chunk.iter().enumerate() {
            let id = (c * 400 + j + 1) as i64;
            let version = g.log.len() as i64;
            let (channel, message) = places[id as usize - 1];
            let Some(state) = &g.state else {
                filled.lobbies += 1;
                boards.push((id, channel, message, Some(0)));
                continue;
            };
            filled.running += 1;
            filled.actions += g.log.len();
            filled.snapshot_bytes += serde_json::to_string(state).unwrap().len();
            filled.timers += state.deadline().is_some() as usize;
            // Every `stale`-th running game's board missed its last edit.
            let stale = args.stale > 0 && filled.running % args.stale == 0;
            filled.stale += stale as usize;
            let shown = if stale { None } else { Some(version) };
            boards.push((id, channel, message, shown));
            filled.live.push(Live {
                id,
                host: g.seats[0].0.expect("seat 0 is a human"),
                board: board_msg(channel, message, id),
            });
        }
        for part in boards.chunks(2_000) {
            let mut q = QueryBuilder::new(
                "INSERT INTO board_messages (game_id, board, channel_id, message_id, version) ",
            );
            q.push_values(part, |mut b, (id, channel, message, version)| {
                b.push_bind(*id)
                    .push_bind("main")
                    .push_bind(channel.to_string())
                    .push_bind(message.to_string())
                    .push_bind(*version);
            });
            q.build().execute(&mut *tx).await.unwrap();
        }
        boards.clear();
        tx.commit().await.unwrap();
    }
    pool.close().await;
    h.fake.with(|s| {
        for (i, (channel, message)) in places.iter().enumerate() {
            s.messages
                .insert(*message, board_msg(*channel, *message, i as i64 + 1));
        }
    });
    filled
}

/// A board message as the fake holds it (a click needs its id and channel).
fn board_msg(channel: u64, message: u64, game: i64) -> Msg {
    Msg {
        id: message,
        channel_id: channel,
        seen: Seen::Channel(channel),
        content: String::new(),
        embeds: json!([]),
        components: json!([{"type": 1, "components": [
            {"type": 2, "style": 1, "label": "Show my hand", "custom_id": format!("h:{game}")}
        ]}]),
        flags: 0,
        attachments: Vec::new(),
        deleted: false,
        is_dm: false,
    }
}

/// "Show my hand" on a random running game: the time to its answer.
async fn click(h: &Harness, live: &[Live], rng: &mut GameRng) -> Duration {
    let game = &live[rng.below(live.len())];
    let ix = h
        .fake
        .click(game.host, &game.board, &format!("h:{}", game.id));
    let answered = h.fake.callback(&ix).await;
    answered.at.duration_since(ix.sent_at)
}

/// Whether nothing holds the bot's in-flight lock (the repair task holds it
/// until it is done). Never waits, so it never holds clicks back as a
/// waiting writer would.
fn idle(h: &Harness) -> bool {
    h.bot().bot().inflight.try_write().is_ok()
}

fn quantile(sorted: &[Duration], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 - 1.0) * q).round() as usize;
    sorted[i].as_secs_f64() * 1000.0
}

fn main() {
    let args = args();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(run(args));
}

async fn run(args: Args) {
    let mut h = Harness::start().await;
    h.stop().await;
    let began = Instant::now();
    let filled = fill(&h, &args).await;
    let fill_s = began.elapsed().as_secs_f64();

    let rss_before = rss_bytes();
    let heap_before = live_bytes();
    let calls_before = h.fake.call_count();
    let boot = h.boot_timed().await;
    let boot_calls = h.fake.call_count() - calls_before;

    // The first click, at once; then clicks at a steady pace while the
    // repair runs.
    let mut rng = GameRng::from_seed(args.seed ^ 0x5eed);
    let first = click(&h, &filled.live, &mut rng).await;
    let first_answered = boot.ready + first;
    let mut during = Vec::new();
    let repair_began = Instant::now();
    let deadline = Instant::now() + Duration::from_secs(600);
    while !idle(&h) {
        assert!(Instant::now() < deadline, "the repair did not end in 600 s");
        if during.len() < args.clicks {
            during.push(click(&h, &filled.live, &mut rng).await);
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let repair = boot.ready + repair_began.elapsed();
    let calls = h.fake.calls();
    let repair_calls: Vec<_> = calls[calls_before..]
        .iter()
        .skip(boot_calls)
        .filter(|c| !c.path.contains("/interactions/") && !c.path.contains("/webhooks/"))
        .collect();
    let board_edits = repair_calls.iter().filter(|c| c.method == "PATCH").count();
    let unexpected = h.fake.unexpected_refusals().len();
    let mut routes: std::collections::BTreeMap<String, usize> = Default::default();
    let digits = regex::Regex::new("[0-9]+").unwrap();
    for c in &repair_calls {
        *routes
            .entry(format!("{} {}", c.method, digits.replace_all(&c.path, "N")))
            .or_default() += 1;
    }

    let held = h.table().locks_held();
    let rss_after = rss_bytes();
    let heap_after = live_bytes();
    // A quiet bot: clicks with no repair running, for comparison.
    let mut quiet = Vec::new();
    for _ in 0..args.clicks.min(100) {
        quiet.push(click(&h, &filled.live, &mut rng).await);
    }
    // Memory per live game: every running game played once (its lock
    // taken: the table keeps its row), measured against the bot as the
    // repair left it.
    let (rss_warm_before, heap_warm_before, held_before) =
        (rss_bytes(), live_bytes(), h.table().locks_held());
    for game in &filled.live {
        drop(h.table().lock(game.id).await.expect("a seeded game loads"));
    }
    let warmed = h.table().locks_held() - held_before;
    let per_warmed = |bytes: i64| bytes / warmed.max(1) as i64;
    let heap_per_live = per_warmed(live_bytes() - heap_warm_before);
    let rss_per_live = per_warmed(rss_bytes() - rss_warm_before);
    during.sort();
    quiet.sort();
    let report = json!({
        "games": args.games,
        "running": filled.running,
        "lobbies": filled.lobbies,
        "timers_armed": filled.timers,
        "stale_boards": filled.stale,
        "actions_in_log": filled.actions,
        "mean_snapshot_bytes": filled.snapshot_bytes / filled.running.max(1),
        "fill_s": fill_s,
        "start_returned_ms": boot.started.as_secs_f64() * 1000.0,
        "identified_ms": boot.identified.as_secs_f64() * 1000.0,
        "ready_ms": boot.ready.as_secs_f64() * 1000.0,
        "first_click_ms": first.as_secs_f64() * 1000.0,
        "first_click_answered_after_start_ms": first_answered.as_secs_f64() * 1000.0,
        "clicks_during_repair": during.len(),
        "click_during_repair_p50_ms": quantile(&during, 0.5),
        "click_during_repair_p99_ms": quantile(&during, 0.99),
        "click_during_repair_max_ms": quantile(&during, 1.0),
        "click_quiet_p50_ms": quantile(&quiet, 0.5),
        "click_quiet_p99_ms": quantile(&quiet, 0.99),
        "repair_s": repair.as_secs_f64(),
        "repair_discord_calls": repair_calls.len(),
        "repair_board_edits": board_edits,
        "repair_calls_by_route": routes,
        "unexpected_refusals": unexpected,
        "games_cached": held,
        "rss_before_mb": rss_before as f64 / 1e6,
        "rss_after_mb": rss_after as f64 / 1e6,
        "rss_growth_during_start_mb": (rss_after - rss_before) as f64 / 1e6,
        "heap_growth_during_start_mb": (heap_after - heap_before) as f64 / 1e6,
        "games_warmed": warmed,
        "heap_per_live_game_bytes": heap_per_live,
        "rss_per_live_game_bytes": rss_per_live,
    });
    println!("{report}");
    println!(
        "{} games ({} running, {} lobbies, {} timers, {} stale boards) filled in {:.1} s",
        args.games, filled.running, filled.lobbies, filled.timers, filled.stale, fill_s
    );
    println!(
        "start() returned in {:.0} ms, identified at {:.0} ms, ready at {:.0} ms; first click answered {:.1} ms later ({:.0} ms after start)",
        boot.started.as_secs_f64() * 1000.0,
        boot.identified.as_secs_f64() * 1000.0,
        boot.ready.as_secs_f64() * 1000.0,
        first.as_secs_f64() * 1000.0,
        first_answered.as_secs_f64() * 1000.0,
    );
    println!(
        "repair: {:.2} s from start, {} Discord calls ({} board edits), {} unexpected refusals",
        repair.as_secs_f64(),
        repair_calls.len(),
        board_edits,
        unexpected
    );
    println!(
        "clicks during the repair: {} p50 {:.1} ms p99 {:.1} ms max {:.1} ms; afterwards p50 {:.1} ms p99 {:.1} ms",
        during.len(),
        quantile(&during, 0.5),
        quantile(&during, 0.99),
        quantile(&during, 1.0),
        quantile(&quiet, 0.5),
        quantile(&quiet, 0.99),
    );
    println!(
        "memory: RSS {:.1} -> {:.1} MB over the start (heap +{:.1} MB, {} games kept by the table); \
         each live game kept once played: {} B heap, {} B RSS ({} games)",
        rss_before as f64 / 1e6,
        rss_after as f64 / 1e6,
        (heap_after - heap_before) as f64 / 1e6,
        held,
        heap_per_live,
        rss_per_live,
        warmed,
    );
    h.shutdown().await;
}
