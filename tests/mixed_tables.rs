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
        names: (0..seats).map(|i| format!("P{i}").into()).collect(),
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

/// While bots wait on a human for a shared decision, they state their
/// preference: the human's panel can show what each would choose.
#[test]
fn bots_waiting_on_a_human_state_their_preference() {
    let kind = GameKind::ArcticEscape;
    let mut state = kind.setup(&setup(kind, 3, 5)).unwrap();
    let is_bot = |s: usize| s != 0;
    let mut shown = 0;
    for _ in 0..400 {
        if state.outcome().is_some() {
            break;
        }
        if let Some((actor, action)) = state.next_automatic_move(is_bot) {
            state.apply(actor, &action).unwrap();
            continue;
        }
        let prompt = state.prompt_for(0).expect("only the human can move");
        let suggestions = state.suggestions(0, is_bot);
        let shared = state.shared_decisions().iter().any(|d| d.contains(&0));
        assert_eq!(!suggestions.is_empty(), shared, "{}", prompt.text);
        for (bot, label) in &suggestions {
            assert!(is_bot(*bot));
            let theirs = state.prompt_for(*bot).unwrap();
            assert!(theirs.choices.iter().any(|c| &c.label == label));
            shown += 1;
        }
        let pick = state.bot_action(0).unwrap();
        state.apply(wolfden::engine::Actor::Seat(0), &pick).unwrap();
    }
    assert!(shown > 0, "some shared decision came up");
}
