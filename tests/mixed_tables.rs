//! Fair mixed tables: at a table of humans and bots, a bot never takes a
//! decision a human holds. Humans here pick at random (and sometimes let
//! the timer run out); bots step exactly as the table lets them
//! (`next_automatic_move`). The check (`testkit::play_mixed`) fails when a
//! bot's answer takes away a human's pending prompt that was the same
//! question the bot was asked.

use proptest::prelude::*;
use wolfden::engine::{Options, Setup};
use wolfden::games::GameKind;

fn setup(kind: GameKind, seats: usize, seed: u64) -> Setup {
    Setup {
        names: (0..seats).map(|i| format!("P{i}")).collect(),
        options: Options::defaults(kind.option_specs()),
        seed,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn no_bot_settles_a_decision_a_human_holds(
        kind in prop::sample::select(GameKind::ALL.to_vec()),
        extra_seats in 0usize..6,
        human_mask in 1u64..u64::MAX,
        seed in 0u64..1_000_000,
    ) {
        let (min, max) = kind.seat_range();
        let seats = (min + extra_seats).min(max).max(2.min(max));
        let humans: Vec<usize> = (0..seats).filter(|s| human_mask >> s & 1 == 1).collect();
        prop_assume!(!humans.is_empty() && humans.len() < seats);
        let played = kind.play_mixed(&setup(kind, seats, seed), &humans, seed ^ 0x5eed, 200_000);
        prop_assert!(played.is_ok(), "{kind}, {seats} seats, humans {humans:?}, seed {seed}: {}", played.err().unwrap_or_default());
    }
}
