//! The guard that a move's cost does not grow with its game (docs/speed.md,
//! "A move's cost"). A test binary of its own, so its counting allocator
//! sees only this file's work; the counts are per thread, so the harness's
//! other threads never touch them. Counts, not times: a busy machine
//! cannot fool it.
//!
//! For every kind of game, a short and a long game are played by bots,
//! and for each move it counts the bytes `AnyGame::apply` allocates and
//! the snapshot bytes the table writes for it (a checkpoint now and then,
//! by [`checkpoint_due`]). A long game's cost per move may be at most
//! [`MAX_GROWTH`] times the short one's, and no snapshot may pass its
//! kind's stated size.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use wolfden::engine::{Options, Setup};
use wolfden::games::{bot_name, AnyGame, GameKind};
use wolfden::store::Checkpoint;
use wolfden::table::checkpoint_due;

/// The system allocator, counting the bytes each thread asks for.
struct Counting;

thread_local! {
    static ALLOCATED: Cell<u64> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATED.with(|a| a.set(a.get() + layout.size() as u64));
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATED.with(|a| a.set(a.get() + new_size as u64));
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

fn allocated() -> u64 {
    ALLOCATED.with(Cell::get)
}

/// How much more a long game's move may cost than a short one's.
const MAX_GROWTH: f64 = 1.5;

/// What one bot game cost.
#[derive(Debug)]
struct Cost {
    moves: u64,
    /// Bytes allocated by `apply`, all moves.
    applied: u64,
    /// Of them, by the moves of each game's first half, and their number.
    applied_early: u64,
    moves_early: u64,
    /// Snapshot bytes written: the deal's and every checkpoint's.
    snapshots: u64,
    /// The largest snapshot written.
    largest: usize,
}

impl Cost {
    fn applied_per_move(&self) -> f64 {
        self.applied as f64 / self.moves as f64
    }
    fn early_per_move(&self) -> f64 {
        self.applied_early as f64 / self.moves_early as f64
    }
    fn late_per_move(&self) -> f64 {
        (self.applied - self.applied_early) as f64 / (self.moves - self.moves_early) as f64
    }
    fn snapshot_per_move(&self) -> f64 {
        self.snapshots as f64 / self.moves as f64
    }
}

/// Play one bot game of `kind` at `seats` with `options`, counting.
fn play(kind: GameKind, seats: usize, options: &[(&str, &str)], seed: u64) -> Cost {
    let mut pairs = options.to_vec();
    if kind.option_specs().iter().any(|o| o.key == "bot_wait") {
        pairs.push(("bot_wait", "0"));
    }
    let setup = Setup {
        names: (0..seats).map(bot_name).collect(),
        options: Options::parse(kind.option_specs(), pairs).expect("options parse"),
        seed,
    };
    let mut game: AnyGame = kind.setup(&setup).expect("the game deals");
    let json = |g: &AnyGame| serde_json::to_string(g).expect("a state serialises").len();
    let dealt = json(&game);
    let mut checkpoint = Checkpoint {
        version: 0,
        bytes: dealt,
    };
    let mut cost = Cost {
        moves: 0,
        applied: 0,
        applied_early: 0,
        moves_early: 0,
        snapshots: dealt as u64,
        largest: dealt,
    };
    // Each move's allocation, to split the game in halves at its end.
    let mut per_move = Vec::new();
    while game.outcome().is_none() {
        let (actor, action) = game
            .next_automatic_move(|_| true)
            .expect("a bot or the clock moves");
        let before = allocated();
        game.apply(actor, &action).expect("a bot's move is legal");
        let bytes = allocated() - before;
        per_move.push(bytes);
        cost.applied += bytes;
        cost.moves += 1;
        assert!(cost.moves < 100_000, "{kind:?} at {seats} seats never ends");
        if game.outcome().is_some() || checkpoint_due(checkpoint, cost.moves) {
            let bytes = json(&game);
            checkpoint = Checkpoint {
                version: cost.moves,
                bytes,
            };
            cost.snapshots += bytes as u64;
            cost.largest = cost.largest.max(bytes);
        }
    }
    let half = per_move.len() / 2;
    cost.moves_early = half as u64;
    cost.applied_early = per_move[..half].iter().sum();
    cost
}

/// The cost of `games` games, summed.
fn played(kind: GameKind, seats: usize, options: &[(&str, &str)], games: u64) -> Cost {
    let mut all = Cost {
        moves: 0,
        applied: 0,
        applied_early: 0,
        moves_early: 0,
        snapshots: 0,
        largest: 0,
    };
    for seed in 1..=games {
        let one = play(kind, seats, options, seed);
        all.moves += one.moves;
        all.applied += one.applied;
        all.applied_early += one.applied_early;
        all.moves_early += one.moves_early;
        all.snapshots += one.snapshots;
        all.largest = all.largest.max(one.largest);
    }
    all
}

/// A short and a long game of `kind` (by seats, then by options), and the
/// largest snapshot either may write; `per_seat` is how much more a move
/// at the long game's table may cost for its size alone (1 but for
/// Werewolf: see its test).
fn holds(
    kind: GameKind,
    short: (usize, &[(&str, &str)]),
    long: (usize, &[(&str, &str)]),
    largest: usize,
    per_seat: f64,
) {
    let games = 4;
    let a = played(kind, short.0, short.1, games);
    let b = played(kind, long.0, long.1, games);
    println!(
        "{kind:?}: short {} moves/game, {:.0} B allocated and {:.0} B of snapshot a move, largest {} B; \
         long {} moves/game, {:.0} B and {:.0} B a move, largest {} B",
        a.moves / games,
        a.applied_per_move(),
        a.snapshot_per_move(),
        a.largest,
        b.moves / games,
        b.applied_per_move(),
        b.snapshot_per_move(),
        b.largest
    );
    assert!(
        b.moves > a.moves,
        "{kind:?}: the long game ({} moves) is not longer than the short one ({})",
        b.moves,
        a.moves
    );
    // Late in a game a move costs what it did early on.
    for (name, c) in [("short", &a), ("long", &b)] {
        assert!(
            c.late_per_move() <= MAX_GROWTH * c.early_per_move(),
            "{kind:?}: a move of the {name} game's second half allocates {:.0} bytes, \
             of its first half {:.0}: a move's cost grows with its game",
            c.late_per_move(),
            c.early_per_move()
        );
    }
    assert!(
        b.applied_per_move() <= MAX_GROWTH * per_seat * a.applied_per_move(),
        "{kind:?}: a move of the long game allocates {:.0} bytes, the short one's {:.0}: \
         a move's cost grows with its game",
        b.applied_per_move(),
        a.applied_per_move()
    );
    assert!(
        b.snapshot_per_move() <= MAX_GROWTH * a.snapshot_per_move(),
        "{kind:?}: a move of the long game writes {:.0} snapshot bytes, the short one's {:.0}",
        b.snapshot_per_move(),
        a.snapshot_per_move()
    );
    assert!(
        a.largest.max(b.largest) <= largest,
        "{kind:?}: a snapshot of {} bytes, over the {largest} stated",
        a.largest.max(b.largest)
    );
}

const KIB: usize = 1024;

/// A Werewolf move checks itself against its seat's prompt, which at 40
/// seats lists 39 targets where 8 seats list 7: that part of a move grows
/// with the table (about 3 times, docs/speed.md), never with the game.
#[test]
fn a_werewolf_move_costs_the_same_early_and_late_at_8_and_40_seats() {
    holds(GameKind::Werewolf, (8, &[]), (40, &[]), 128 * KIB, 2.5);
}

#[test]
fn a_project_planning_move_costs_the_same_in_a_match_and_a_16_player_tournament() {
    holds(
        GameKind::ProjectPlanning,
        (2, &[]),
        (16, &[]),
        64 * KIB,
        1.0,
    );
}

#[test]
fn a_wolfpack_move_costs_the_same_at_2_and_5_seats() {
    holds(GameKind::Wolfpack, (2, &[]), (5, &[]), 32 * KIB, 1.0);
}

#[test]
fn a_wolves_move_costs_the_same_at_3_and_6_seats() {
    holds(GameKind::Wolves, (3, &[]), (6, &[]), 64 * KIB, 1.0);
}

#[test]
fn an_arctic_escape_move_costs_the_same_at_1_and_8_seats() {
    holds(GameKind::ArcticEscape, (1, &[]), (8, &[]), 64 * KIB, 1.0);
}
