//! Engine speed: `cargo bench`. A whole bot game per game kind (through
//! the simulator's loop, reported in games per second, and through
//! `AnyGame` as the table steps), and single engine steps (apply, prompts,
//! panels) from a mid-game state.

use wolfden::engine::autoplay::BotPlay;
use wolfden::engine::{Options, Setup, Viewer};
use wolfden::games::{bot_name, AnyGame, GameKind};

fn main() {
    divan::main();
}

fn setup(kind: GameKind, seed: u64) -> AnyGame {
    let seats = kind.default_seats();
    kind.setup(&Setup {
        names: (0..seats).map(bot_name).collect(),
        options: Options::parse(kind.option_specs(), []).unwrap(),
        seed,
    })
    .unwrap()
}

/// A state a few moves into the game, with the next move.
fn mid_game(kind: GameKind) -> (AnyGame, wolfden::engine::Actor, String) {
    let mut game = setup(kind, 7);
    for _ in 0..3 {
        let (actor, action) = game.next_automatic_move(|_| true).unwrap();
        game.apply(actor, &action).unwrap();
        if game.outcome().is_some() {
            game = setup(kind, 7);
        }
    }
    let (actor, action) = game.next_automatic_move(|_| true).unwrap();
    (game, actor, action)
}

/// One bot game at the game's usual table size through the loop
/// `wolfden simulate` plays in memory; divan reports games per second
/// (`taskset -c 0 cargo bench --bench engine -- simulated_game`).
#[divan::bench(args = GameKind::ALL)]
fn simulated_game(bencher: divan::Bencher, kind: GameKind) {
    let seats = kind.default_seats();
    let options = Options::parse(kind.option_specs(), []).unwrap();
    let how = BotPlay {
        checked: false,
        rotate: false,
        max_actions: 100_000,
    };
    let mut seed = 0;
    bencher
        .counter(divan::counter::ItemsCount::new(1usize))
        .bench_local(|| {
            seed += 1;
            let setup = Setup {
                names: (0..seats).map(bot_name).collect(),
                options: options.clone(),
                seed,
            };
            kind.play_bots(&setup, how).unwrap()
        });
}

#[divan::bench(args = GameKind::ALL)]
fn whole_bot_game(bencher: divan::Bencher, kind: GameKind) {
    let mut seed = 0;
    bencher.bench_local(|| {
        seed += 1;
        let mut game = setup(kind, seed);
        while game.outcome().is_none() {
            let (actor, action) = game.next_automatic_move(|_| true).unwrap();
            game.apply(actor, &action).unwrap();
        }
        game
    });
}

#[divan::bench(args = GameKind::ALL)]
fn apply_one_action(bencher: divan::Bencher, kind: GameKind) {
    let (game, actor, action) = mid_game(kind);
    bencher
        .with_inputs(|| game.clone())
        .bench_local_values(|mut g| g.apply(actor, &action).unwrap());
}

#[divan::bench(args = GameKind::ALL)]
fn bot_choice(bencher: divan::Bencher, kind: GameKind) {
    let (game, _, _) = mid_game(kind);
    bencher.bench_local(|| game.next_automatic_move(|_| true));
}

#[divan::bench(args = GameKind::ALL)]
fn public_and_private_panels(bencher: divan::Bencher, kind: GameKind) {
    let (game, _, _) = mid_game(kind);
    bencher.bench_local(|| (game.view(Viewer::Public), game.panel_for(0)));
}

#[divan::bench(args = GameKind::ALL)]
fn snapshot_round_trip(bencher: divan::Bencher, kind: GameKind) {
    let (game, _, _) = mid_game(kind);
    bencher.bench_local(|| {
        let json = serde_json::to_string(&game).unwrap();
        serde_json::from_str::<AnyGame>(&json).unwrap()
    });
}
