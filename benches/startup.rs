//! Start-up with many unfinished games:
//! `cargo bench --bench startup -- --games 10000`.
//!
//! Fills a database with unfinished games of the usual mix (running games
//! of every kind at their usual sizes, Project Planning and Werewolf the
//! most, with humans and bots, a few moves in, timers armed where the game
//! wants one; some lobbies), written through the store as the bot writes
//! them, each with a board message on the fake Discord that
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
use support::{Harness, Msg, Seen, CLOCK_START_MS, GUILD_ID};
use wolfden::engine::{Actor, GameRng, Options};
use wolfden::games::{bot_name, AnyGame, GameKind};
use wolfden::store::{ActionCommit, Deadlines, GameId, NewGame, SeatRow, Store};
use wolfden::table::deal;

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

/// One game to insert.
struct Prepared {
    kind: GameKind,
    options: Options,
    seed: u64,
    seats: Vec<SeatRow>,
    /// `None`: a lobby.
    state: Option<AnyGame>,
    log: Vec<(Actor, String)>,
    /// The version its board shows (`None`: it missed its last edit).
    shown: Option<u64>,
}

/// How often a game is played, relative to the others: Project Planning
/// four times and Werewolf twice as often as any other game.
fn usual_share(kind: GameKind) -> usize {
    match kind {
        GameKind::ProjectPlanning => 4,
        GameKind::Werewolf => 2,
        _ => 1,
    }
}

/// The usual mix: a tenth lobbies, the rest every game by its
/// [`usual_share`], each at its usual table size.
fn pick_kind(rng: &mut GameRng) -> Option<GameKind> {
    if rng.below(10) == 0 {
        return None;
    }
    let total: usize = GameKind::ALL.into_iter().map(usual_share).sum();
    let mut draw = rng.below(total);
    GameKind::ALL.into_iter().find(|&kind| {
        let share = usual_share(kind);
        let here = draw < share;
        draw = draw.saturating_sub(share);
        here
    })
}

/// Seat `s` of game `index` as a human (a user of its own).
fn human_seat(index: usize, s: usize) -> SeatRow {
    let user = 1_000_000 + (index * 64 + s) as u64;
    SeatRow {
        seat: s,
        user_id: Some(user.to_string()),
        name: format!("Player{user}"),
        is_bot: false,
        named: wolfden::store::Named::Player,
    }
}

/// A game dealt and played a few moves in, humans and bots seated, left
/// where no bot owes a move (as a running bot leaves it); `None` if it
/// ended on the way.
fn prepare(kind: GameKind, index: usize, rng: &mut GameRng) -> Option<Prepared> {
    let n = kind.default_seats();
    let humans = 1 + rng.below(n);
    let seats: Vec<SeatRow> = (0..n)
        .map(|s| {
            if s < humans {
                human_seat(index, s)
            } else {
                SeatRow::bot(s, bot_name(s).as_str())
            }
        })
        .collect();
    let options = Options::defaults(kind.option_specs());
    let seed = rng.next_u64() >> 1;
    let mut state = deal(kind, &options, seed, &seats).ok()?;
    let is_bot = |s: usize| seats[s].is_bot;
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
        shown: None,
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

/// The `(unix ms, key)` at which a game's clock acts, armed at the start.
fn deadline_at(state: &AnyGame) -> Option<(i64, u64)> {
    state
        .deadline()
        .map(|d| (CLOCK_START_MS + d.seconds as i64 * 1000, d.key))
}

/// Games written at once (the store's committer batches their actions).
const STORING_AT_ONCE: usize = 64;

/// Insert `args.games` unfinished games through the store, as the bot
/// writes them (dealt, then each action committed), with their boards,
/// and the board messages on the fake.
async fn fill(h: &Harness, args: &Args) -> Filled {
    let mut rng = GameRng::from_seed(args.seed);
    let mut games = Vec::with_capacity(args.games);
    let mut filled = Filled::default();
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
                    seats: (0..humans).map(|s| human_seat(index, s)).collect(),
                    state: None,
                    log: Vec::new(),
                    shown: Some(0),
                })
            }
            Some(kind) => prepare(kind, index, &mut rng),
        };
        let Some(mut game) = prepared else { continue };
        match &game.state {
            None => filled.lobbies += 1,
            Some(state) => {
                filled.running += 1;
                filled.actions += game.log.len();
                filled.snapshot_bytes += serde_json::to_string(state).unwrap().len();
                filled.timers += state.deadline().is_some() as usize;
                // Every `stale`-th running game's board missed its last edit.
                let stale = args.stale > 0 && filled.running % args.stale == 0;
                filled.stale += stale as usize;
                game.shown = (!stale).then_some(game.log.len() as u64);
            }
        }
        games.push(game);
    }

    let store = Store::open(&h.db).await.expect("the bench database opens");
    // A channel and a board message on the fake per game.
    let places: Vec<(u64, u64)> = h
        .fake
        .with(|s| (0..games.len()).map(|_| (s.id(), s.id())).collect());
    let mut stored: Vec<(GameId, u64, u64, Prepared)> = Vec::with_capacity(games.len());
    let mut games = games.into_iter().zip(places);
    loop {
        let batch: Vec<_> = games.by_ref().take(STORING_AT_ONCE).collect();
        if batch.is_empty() {
            break;
        }
        let tasks: Vec<_> = batch
            .into_iter()
            .map(|(game, (channel, message))| {
                let store = store.clone();
                tokio::spawn(async move {
                    let id = store_game(&store, &game, channel, message).await;
                    (id, channel, message, game)
                })
            })
            .collect();
        for task in tasks {
            stored.push(task.await.expect("a game is stored"));
        }
    }
    store.close().await;
    h.fake.with(|s| {
        for (id, channel, message, _) in &stored {
            s.messages
                .insert(*message, board_msg(*channel, *message, *id));
        }
    });
    filled.live = stored
        .into_iter()
        .filter(|(_, _, _, game)| game.state.is_some())
        .map(|(id, channel, message, game)| Live {
            id,
            host: game.seats[0]
                .user_id
                .as_deref()
                .and_then(|u| u.parse().ok())
                .expect("seat 0 is a human"),
            board: board_msg(channel, message, id),
        })
        .collect();
    filled
}

/// One game written as the bot writes it: inserted as dealt (or as a
/// lobby), each logged action committed on the state it leads to, then
/// its board message.
async fn store_game(store: &Store, game: &Prepared, channel: u64, message: u64) -> GameId {
    let mut state = game.state.as_ref().map(|_| {
        deal(game.kind, &game.options, game.seed, &game.seats).expect("the game deals again")
    });
    let new = NewGame {
        kind: game.kind,
        options: game.options.clone(),
        seed: game.seed,
        guild_id: Some(GUILD_ID.to_string()),
        channel_id: Some(channel.to_string()),
        host_id: game.seats[0].user_id.clone(),
        seats: game.seats.clone(),
        snapshot: state.clone(),
        deadlines: Deadlines {
            game: state.as_ref().and_then(deadline_at),
            turn: None,
        },
        locale: Default::default(),
    };
    let id = store
        .insert_game(&new, CLOCK_START_MS)
        .await
        .expect("the game is inserted");
    if let Some(state) = &mut state {
        for (version, (actor, action)) in game.log.iter().enumerate() {
            state
                .apply(*actor, action)
                .expect("a logged action applies again");
            store
                .commit_action(&ActionCommit {
                    game_id: id,
                    expected_version: version as u64,
                    actor: *actor,
                    action,
                    snapshot: state,
                    keep_checkpoint_at: None,
                    deadlines: Deadlines {
                        game: deadline_at(state),
                        turn: None,
                    },
                    outcome: None,
                    now_ms: CLOCK_START_MS,
                })
                .await
                .expect("the action is committed");
        }
    }
    store
        .set_board_message(
            id,
            "main",
            &channel.to_string(),
            &message.to_string(),
            game.shown,
        )
        .await
        .expect("the board is recorded");
    id
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
