//! The four action cards.

use super::*;
use crate::engine::{Audience, Viewer};

#[test]
fn snatch_sheep_moves_every_sheep_in_hand_when_own_wolves_outnumber_hostile() {
    let mut g = table(3);
    give(&mut g, 0, &sheep(5));
    give(&mut g, 0, &wolves(0, 3));
    give(&mut g, 0, &[Card::Wolf(1), Card::Wolf(2)]);
    give_actions(&mut g, 0, &[ActionKind::SnatchSheep]);
    let events = act(&mut g, 0, "playsheep");
    assert_eq!(g.players[0].pile_sheep, 5);
    assert!(!g.players[0].hand.contains(&Card::Sheep));
    assert_eq!(g.players[0].hand.len(), 5, "the wolves stay in hand");
    // The board announces the count and the wolf counts that allowed it.
    let text = public_events(&events).join("\n");
    assert!(
        text.contains("3 Grey wolves against 2 hostile") && text.contains("snatches 5 sheep"),
        "{text}"
    );
}

#[test]
fn snatch_sheep_fails_and_spends_the_card_when_hostile_wolves_are_not_outnumbered() {
    for (own, hostile) in [(2, 2), (1, 3), (0, 0)] {
        let mut g = table(2);
        give(&mut g, 0, &sheep(4));
        give(&mut g, 0, &wolves(0, own));
        give(&mut g, 0, &wolves(1, hostile));
        give_actions(&mut g, 0, &[ActionKind::SnatchSheep]);
        let events = act(&mut g, 0, "playsheep");
        assert_eq!(g.players[0].pile_sheep, 0);
        assert_eq!(
            g.players[0]
                .hand
                .iter()
                .filter(|c| **c == Card::Sheep)
                .count(),
            4
        );
        assert!(g.players[0].actions.is_empty(), "the card is spent");
        assert_eq!(g.action_discard, vec![ActionKind::SnatchSheep]);
        let text = public_events(&events).join("\n");
        assert!(text.contains("spent with no effect"), "{text}");
        assert!(!text.contains("hostile"), "{text}");
        assert_eq!(g.current, 1);
    }
}

/// Others may look at a hand only after a successful snatch, so a
/// failed Snatch sheep tells the table it failed, not what the hand holds.
#[test]
fn a_failed_snatch_sheep_reports_the_failure_only_not_the_wolf_counts() {
    let mut g = table(2);
    give(&mut g, 0, &sheep(4));
    give(&mut g, 0, &wolves(0, 1));
    give(&mut g, 0, &wolves(1, 3));
    give_actions(&mut g, 0, &[ActionKind::SnatchSheep]);
    let events = act(&mut g, 0, "playsheep");
    let seen_by_bob: Vec<String> = events
        .iter()
        .filter(|e| e.audience.includes(1))
        .map(|e| e.text.plain(Viewer::Seat(1)))
        .collect();
    assert_eq!(
        seen_by_bob,
        ["Alice plays Snatch sheep, but the snatch fails: the card is spent with no effect."]
    );
    for text in [public_text(&g), seat_text(&g, 1)] {
        assert!(
            !text.contains("3 hostile") && !text.contains("1 Grey wolf"),
            "{text}"
        );
    }
}

#[test]
fn snatch_wolf_moves_every_hostile_wolf_to_the_score_pile() {
    let mut g = table(3);
    give(&mut g, 0, &wolves(1, 2));
    give(&mut g, 0, &wolves(2, 1));
    give(&mut g, 0, &wolves(0, 2));
    give(&mut g, 0, &sheep(1));
    give_actions(&mut g, 0, &[ActionKind::SnatchWolf]);
    let events = act(&mut g, 0, "playwolf");
    assert_eq!(g.players[0].pile_wolves, vec![0, 2, 1]);
    let mut left = g.players[0].hand.clone();
    left.sort();
    assert_eq!(
        left,
        vec![Card::Sheep, Card::Wolf(0), Card::Wolf(0)],
        "own wolves and sheep stay"
    );
    assert!(public_events(&events)
        .join("\n")
        .contains("snatches 3 wolves (2 White, 1 Black, +9)"));
}

/// Seat 0 holds a Steal; seats 1 and 2 hold cards.
fn steal_table() -> Wolfpack {
    let mut g = table(3);
    give_actions(&mut g, 0, &[ActionKind::Steal]);
    give(&mut g, 1, &[Card::Sheep, Card::Wolf(2), Card::Wolf(1)]);
    give_actions(&mut g, 1, &[ActionKind::Swap]);
    give(&mut g, 2, &[Card::Wolf(0)]);
    give_actions(
        &mut g,
        2,
        &[ActionKind::SnatchSheep, ActionKind::SnatchWolf],
    );
    g
}

#[test]
fn steal_takes_one_card_of_the_chosen_kind_from_each_other_player() {
    let mut g = steal_table();
    act(&mut g, 0, "playsteal");
    assert_eq!(
        choice_ids(&g, g.mover().unwrap()),
        ["card1", "action1", "back"]
    );
    act(&mut g, 0, "card1");
    assert_eq!(
        choice_ids(&g, g.mover().unwrap()),
        ["card2", "action2", "back"]
    );
    let events = act(&mut g, 0, "action2");
    assert_eq!(g.players[0].hand.len(), 1);
    assert_eq!(g.players[1].hand.len(), 2);
    assert_eq!(g.players[0].actions.len(), 1);
    assert_eq!(g.players[2].actions.len(), 1);
    assert_eq!(g.players[2].hand, vec![Card::Wolf(0)]);
    assert_eq!(g.current, 1);
    let text = public_events(&events).join("\n");
    assert!(
        text.contains("takes a playing card from Bob, an action card from Carol"),
        "{text}"
    );
    // What was taken is told to the thief and the victim only.
    let private: Vec<_> = events
        .iter()
        .filter(|e| e.audience != Audience::Public)
        .collect();
    assert_eq!(private[0].audience, Audience::Seats(vec![0, 1]));
    assert_eq!(private[1].audience, Audience::Seats(vec![0, 2]));
}

#[test]
fn the_victim_of_a_steal_is_told_what_was_taken() {
    let mut g = steal_table();
    act(&mut g, 0, "playsteal");
    act(&mut g, 0, "card1");
    let events = act(&mut g, 0, "action2");
    let taken_from_bob = g.players[0].hand[0];
    let taken_from_carol = g.players[0].actions[0].kind;
    for (victim, what) in [
        (
            1,
            format!("Alice stole {} from Bob.", taken_from_bob.described()),
        ),
        (
            2,
            format!("Alice stole {} from Carol.", taken_from_carol.described()),
        ),
    ] {
        let told = events
            .iter()
            .find(|e| e.audience.includes(victim) && e.audience != Audience::Public)
            .unwrap_or_else(|| panic!("seat {victim} is told nothing: {events:?}"));
        assert_eq!(told.text, what);
        // The victim did not act: the line is worth a message of its own.
        assert!(told.notify, "{told:?}");
    }
}

/// The card is named once ("stole a Steal a card card" before).
#[test]
fn a_stolen_action_card_is_named_once_in_the_steal_message() {
    let mut g = table(3);
    give_actions(&mut g, 0, &[ActionKind::Steal]);
    give(&mut g, 1, &[Card::Sheep]);
    give_actions(&mut g, 2, &[ActionKind::Steal]);
    act(&mut g, 0, "playsteal");
    act(&mut g, 0, "card1");
    let events = act(&mut g, 0, "action2");
    let text = event_text(&events);
    assert!(
        text.contains("Alice stole an action card (Steal a card) from Carol."),
        "{text}"
    );
    assert!(!text.contains("card card"), "{text}");
}

#[test]
fn steal_draws_the_card_at_random_within_the_chosen_kind() {
    let mut taken = std::collections::BTreeSet::new();
    for seed in 0..40 {
        let mut g = steal_table();
        g.rng = crate::engine::GameRng::from_seed(seed);
        act(&mut g, 0, "playsteal");
        act(&mut g, 0, "card1");
        act(&mut g, 0, "card2");
        taken.insert(g.players[0].hand[0]);
    }
    assert_eq!(
        taken.len(),
        3,
        "each of Bob's three cards can be taken: {taken:?}"
    );
}

#[test]
fn steal_never_takes_an_action_card_above_the_limit_of_two() {
    let mut g = steal_table();
    give_actions(&mut g, 0, &[ActionKind::Swap]);
    // Holding Steal + Swap: after the Steal is spent one is held, so one action card may be taken.
    act(&mut g, 0, "playsteal");
    act(&mut g, 0, "action1");
    assert_eq!(
        choice_ids(&g, g.mover().unwrap()),
        ["card2", "back"],
        "a second action card would make three"
    );
    let err = refused(&mut g, Actor::Seat(0), "action2");
    assert!(
        matches!(&err, RuleError::Illegal(m) if m.contains("above two")),
        "{err}"
    );
    act(&mut g, 0, "card2");
    assert_eq!(g.players[0].actions.len(), 2);
}

#[test]
fn steal_skips_a_player_with_nothing_to_take() {
    let mut g = steal_table();
    give_actions(&mut g, 0, &[ActionKind::Swap]);
    g.players[1].hand.clear();
    g.piles[0].extend([Card::Sheep, Card::Wolf(2), Card::Wolf(1)]);
    let mut probe = g.clone();
    // Bob has only an action card; having taken nothing yet, seat 0 may take it.
    act(&mut probe, 0, "playsteal");
    assert_eq!(
        choice_ids(&probe, probe.mover().unwrap()),
        ["action1", "back"]
    );
    // Carol: playing card or action; with Bob's action card taken only a playing card.
    act(&mut probe, 0, "action1");
    assert_eq!(
        choice_ids(&probe, probe.mover().unwrap()),
        ["card2", "back"]
    );
    // A Steal drawn while holding two: Bob (only an action card) is skipped.
    give_actions(&mut g, 0, &[ActionKind::SnatchWolf]);
    g.players[0].actions.retain(|a| a.kind != ActionKind::Steal);
    g.action_deck.push(ActionKind::Steal);
    act(&mut g, 0, "draw");
    act(&mut g, 0, "playnew");
    assert_eq!(choice_ids(&g, g.mover().unwrap()), ["card2", "back"]);
}

#[test]
fn steal_skips_eliminated_players_and_stealing_from_one_is_refused() {
    let mut g = steal_table();
    return_to_piles(&mut g, 1, Card::Wolf(1));
    snatched(&mut g, 2, 1, 10);
    assert!(g.players[1].eliminated);
    act(&mut g, 0, "playsteal");
    assert_eq!(
        choice_ids(&g, g.mover().unwrap()),
        ["card2", "action2", "back"],
        "Bob is out of play"
    );
    let err = refused(&mut g, Actor::Seat(0), "card1");
    assert!(
        matches!(&err, RuleError::Illegal(m) if m.contains("Bob is out of play and cannot be stolen from")),
        "{err}"
    );
    refused(&mut g, Actor::Seat(0), "card0");
}

#[test]
fn steal_back_undoes_the_last_choice_then_the_play() {
    let mut g = steal_table();
    let start = g.clone();
    act(&mut g, 0, "playsteal");
    act(&mut g, 0, "card1");
    act(&mut g, 0, "back");
    assert_eq!(
        g.phase,
        Phase::Steal {
            source: super::super::Source::Hand,
            picks: vec![]
        }
    );
    act(&mut g, 0, "back");
    assert_eq!(g.phase, Phase::Turn);
    assert_eq!(g.players, start.players, "nothing was taken or spent");
    // A drawn Steal goes back to the keep-or-play decision.
    stack_deck(&mut g, ActionKind::Steal);
    act(&mut g, 0, "draw");
    act(&mut g, 0, "playnew");
    act(&mut g, 0, "back");
    assert_eq!(
        g.phase,
        Phase::Drawn {
            card: ActionKind::Steal
        }
    );
}

#[test]
fn steal_with_nobody_to_rob_spends_the_card() {
    let mut g = table(2);
    give_actions(&mut g, 0, &[ActionKind::Steal]);
    let events = act(&mut g, 0, "playsteal");
    assert!(public_events(&events)
        .join("\n")
        .contains("nobody has a card to take"));
    assert_eq!(g.action_discard, vec![ActionKind::Steal]);
    assert_eq!(g.current, 1);
}

/// Four players with distinct hands; seat 0 holds a Swap.
fn swap_table() -> Wolfpack {
    let mut g = table(4);
    give_actions(&mut g, 0, &[ActionKind::Swap, ActionKind::SnatchWolf]);
    give(&mut g, 0, &sheep(1));
    give(&mut g, 1, &wolves(1, 2));
    give(&mut g, 2, &wolves(2, 3));
    give_actions(&mut g, 2, &[ActionKind::Steal]);
    give(&mut g, 3, &sheep(4));
    g
}

#[test]
fn swap_passes_every_hand_to_the_next_player_left() {
    let mut g = swap_table();
    let before = g.players.clone();
    act(&mut g, 0, "playswap");
    assert_eq!(
        choice_ids(&g, g.mover().unwrap()),
        ["left", "right", "back"]
    );
    let events = act(&mut g, 0, "left");
    assert_eq!(g.players[1].hand, before[0].hand);
    assert_eq!(
        g.players[1].actions,
        vec![HeldAction::new(ActionKind::SnatchWolf)],
        "the action cards pass too"
    );
    assert_eq!(g.players[2].hand, before[1].hand);
    assert_eq!(g.players[3].hand, before[2].hand);
    assert_eq!(g.players[3].actions, before[2].actions);
    assert_eq!(g.players[0].hand, before[3].hand);
    assert!(public_events(&events).join("\n").contains("passes left"));
}

#[test]
fn swap_passes_every_hand_to_the_previous_player_right() {
    let mut g = swap_table();
    let before = g.players.clone();
    act(&mut g, 0, "playswap");
    act(&mut g, 0, "right");
    assert_eq!(g.players[3].hand, before[0].hand);
    assert_eq!(g.players[0].hand, before[1].hand);
    assert_eq!(g.players[1].hand, before[2].hand);
    assert_eq!(g.players[2].hand, before[3].hand);
}

#[test]
fn swap_leaves_eliminated_players_out_of_the_circle() {
    let mut g = swap_table();
    return_to_piles(&mut g, 1, Card::Wolf(1));
    give(&mut g, 1, &sheep(2));
    snatched(&mut g, 3, 1, 10);
    let bob = g.players[1].clone();
    let before = g.players.clone();
    act(&mut g, 0, "playswap");
    act(&mut g, 0, "left");
    assert_eq!(g.players[1].hand, bob.hand, "Bob keeps his hand");
    assert_eq!(g.players[2].hand, before[0].hand, "Alice's hand skips Bob");
}

#[test]
fn swap_receiver_over_the_action_limit_discards_at_random_down_to_two() {
    // Every hand rests at two action cards or fewer, so a receiver can only
    // go over the limit from a hand-made position: Bob holds three here.
    let mut g = table(3);
    give_actions(&mut g, 0, &[ActionKind::Swap]);
    give_actions(
        &mut g,
        1,
        &[ActionKind::Steal, ActionKind::Swap, ActionKind::SnatchWolf],
    );
    g.apply(Actor::Seat(0), "playswap").unwrap();
    let events = act(&mut g, 0, "left");
    assert_eq!(
        g.players[2].actions.len(),
        2,
        "Carol received three and keeps two"
    );
    assert_eq!(
        g.action_discard.len(),
        2,
        "the Swap played and one discarded"
    );
    assert!(public_events(&events)
        .join("\n")
        .contains("Carol holds more than two action cards and discards 1 at random"));
    // Carol did not act: she alone is told, by a message of its own, which
    // card went.
    let kept: Vec<ActionKind> = g.players[2].actions.iter().map(|a| a.kind).collect();
    let gone = [ActionKind::Steal, ActionKind::Swap, ActionKind::SnatchWolf]
        .into_iter()
        .find(|k| !kept.contains(k))
        .unwrap();
    let told = events
        .iter()
        .find(|e| e.audience == Audience::Seat(2) && e.text.to_string().contains("discarded"))
        .unwrap_or_else(|| panic!("Carol is not told what she discarded: {events:?}"));
    assert_eq!(
        told.text.plain(Viewer::Seat(2)),
        format!(
            "You held more than two action cards and discarded at random: {}.",
            gone.name()
        )
    );
    assert!(told.notify);
    assert!(!public_events(&events)
        .join("\n")
        .contains(&gone.name().to_string()));
    // Which card goes is random.
    let mut kept = std::collections::BTreeSet::new();
    for seed in 0..30 {
        let mut h = table(2);
        h.rng = crate::engine::GameRng::from_seed(seed);
        give_actions(
            &mut h,
            1,
            &[ActionKind::Steal, ActionKind::Swap, ActionKind::SnatchWolf],
        );
        h.discard_over_limit(0, 1);
        kept.insert(h.action_discard[0]);
    }
    assert_eq!(kept.len(), 3);
}

#[test]
fn swap_back_returns_to_the_turn_without_spending_the_card() {
    let mut g = swap_table();
    let start = g.clone();
    act(&mut g, 0, "playswap");
    act(&mut g, 0, "back");
    assert_eq!(g.players, start.players);
    assert_eq!(g.phase, Phase::Turn);
    let err = refused(&mut g, Actor::Seat(0), "left");
    assert!(matches!(err, RuleError::Illegal(_)), "{err}");
}
