//! Setting up a game: the option table (the one place its values and
//! default live), the `/rules` pages, and dealing: the shuffled playing cards
//! into six piles, the shuffled action deck, and the random first player.

use super::cards::{self, ActionKind, Card, ACTIONS_PER_KIND, PILE_COUNT, WOLVES_PER_PACK};
use super::{Phase, Player, Wolfpack};
use crate::engine::{Arg, GameRng, OptionKind, OptionSpec, Setup};
use crate::text;

const LENGTHS: &[&str] = &["short", "normal", "long"];

pub(super) const OPTIONS: &[OptionSpec] = &[OptionSpec {
    key: "length",
    help: "sheep per player: short 14, normal 21, long 28",
    kind: OptionKind::OneOf(LENGTHS),
    default: Some("normal"),
}];

pub(super) const RULES: &[&str] = &[
    "**Wolfpack**: snatch sheep and hostile wolves. Each player has a pack colour \
     (Grey, White, Black, Red, Brown) with 10 wolves. The wolves in play and 14/21/28 \
     sheep per player (option `length`) are shuffled into 6 face-down piles. There are \
     56 action cards: 14 each of Snatch sheep, Snatch wolf, Steal a card and Swap cards.\n\
     Opening: a random first player, then in seat order each player takes 3 playing \
     cards, one at a time, from piles of their choice. Your hand is secret; everyone \
     sees how many cards you hold.",
    "**Your turn**: do exactly one of\n\
     1. take a playing card from a pile of your choice;\n\
     2. take an action card and keep it or play it at once (holding two already, you \
     must play it);\n\
     3. play an action card from your hand;\n\
     4. discard your two action cards face down (secret) and take one new card, \
     playable from your next turn on.\n\
     You may hold any number of playing cards but at most 2 action cards. When the \
     action deck runs out, the discards are shuffled into a new deck.",
    "**Action cards**\n\
     Snatch sheep: if your hand holds more wolves of your own colour than hostile \
     wolves, all its sheep go to your score pile (1 point each), and the board announces \
     the wolf counts that allowed it (instead of others asking to look). Otherwise the \
     card is spent for nothing and the board says only that the snatch failed.\n\
     Snatch wolf: every hostile wolf in your hand goes to your score pile (3 points each).\n\
     Steal a card: from each other player still in play take a random playing card or \
     a random action card (you choose the kind; never above 2 action cards).\n\
     Swap cards: every hand still in play passes to the next player, left or right as \
     you choose. A hand over 2 action cards discards at random.",
    "**End and scoring**: a player whose 10 wolves have all been snatched is out of play \
     (skipped, not targeted) but still scored. The game ends at once when a player has \
     snatched every opponent wolf, or when the last playing card is taken from the \
     piles; a player left alone in play plays on.\n\
     Score pile: sheep 1, hostile wolves 3. Each hand at the end: its sheep go to the \
     owner of the colour with most wolves in that hand (own colour included); on a tie \
     they are split equally among the tied owners and the surplus is lost. A hand \
     without wolves scores nothing; wolves and action cards in hand score nothing. \
     Highest total wins; ties share the win.",
];

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
