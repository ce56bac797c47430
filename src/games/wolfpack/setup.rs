//! Setting up a game: the option table (the one place its values and
//! default live) and dealing: the shuffled playing cards
//! into six piles, the shuffled action deck, and the random first player.

use super::cards::{self, ActionKind, Card, ACTIONS_PER_KIND, PILE_COUNT, WOLVES_PER_PACK};
use super::{Phase, Player, Wolfpack};
use crate::engine::{Arg, GameRng, OptionKind, OptionSpec, Setup};
use crate::text;

const LENGTHS: &[&str] = &["short", "normal", "long"];

pub(super) const OPTIONS: &[OptionSpec] = &[OptionSpec {
    key: "length",
    kind: OptionKind::OneOf(LENGTHS),
    default: Some("normal"),
}];

/// Sheep per player for a validated `length` (one of [`LENGTHS`]).
fn sheep_for_length(length: &str) -> usize {
    match length {
        "short" => 14,
        "long" => 28,
        _ => 21,
    }
}

/// A new game of `n` seats (already checked against the seat range).
pub(super) fn deal(setup: &Setup, n: usize) -> Wolfpack {
    let sheep_per_player = sheep_for_length(setup.options.text("length"));

    let mut rng = GameRng::from_seed(setup.seed);
    let mut cards: Vec<Card> = (0..n)
        .flat_map(|c| std::iter::repeat_n(Card::Wolf(c), WOLVES_PER_PACK))
        .chain(std::iter::repeat_n(Card::Sheep, sheep_per_player * n))
        .collect();
    rng.shuffle(&mut cards);
    // Dealt round the circle, so the six piles differ by at most one card.
    let mut piles = vec![Vec::new(); PILE_COUNT];
    for (i, card) in cards.into_iter().enumerate() {
        piles[i % PILE_COUNT].push(card);
    }
    let mut action_deck: Vec<ActionKind> = ActionKind::ALL
        .into_iter()
        .flat_map(|k| std::iter::repeat_n(k, ACTIONS_PER_KIND))
        .collect();
    rng.shuffle(&mut action_deck);
    let first = rng.below(n);
    let players = (0..n)
        .map(|_| Player {
            hand: Vec::new(),
            actions: Vec::new(),
            pile_sheep: 0,
            pile_wolves: vec![0; n],
            eliminated: false,
        })
        .collect();
    Wolfpack {
        names: setup.names.clone(),
        sheep_per_player,
        piles,
        action_deck,
        action_discard: Vec::new(),
        players,
        first,
        current: first,
        phase: Phase::Opening { picks: 0 },
        rng,
        moves: 0,
        log: vec![text!(
            "wolfpack-first-player",
            player = Arg::player(first, &setup.names[first]),
            cards = cards::OPENING_CARDS
        )],
    }
}
