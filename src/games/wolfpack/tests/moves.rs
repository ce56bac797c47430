//! The four moves, the action card limit, the discard-two move, reshuffles,
//! and refusals of bad input (clear message, nothing changed).

use super::*;

#[test]
fn take_a_playing_card_moves_the_top_of_the_chosen_pile_into_the_hand_and_ends_the_turn() {
    let mut g = table(3);
    let top = *g.piles[3].last().unwrap();
    let size = g.piles[3].len();
    let events = act(&mut g, 0, "pile4");
    assert_eq!(g.players[0].hand, vec![top]);
    assert_eq!(g.piles[3].len(), size - 1);
    assert_eq!(g.current, 1);
    assert!(public_events(&events)
        .join("\n")
        .contains("Alice takes a playing card from pile 4."));
    // The card itself is told to its taker only.
    let private: Vec<_> = events
        .iter()
        .filter(|e| e.audience != crate::engine::Audience::Public)
        .collect();
    assert_eq!(private.len(), 1);
    assert_eq!(private[0].audience, crate::engine::Audience::Seat(0));
}

#[test]
fn taking_from_an_empty_pile_is_refused() {
    let mut g = table(2);
    let emptied: Vec<Card> = std::mem::take(&mut g.piles[2]);
    g.players[1].hand.extend(emptied);
    assert!(
        !choice_ids(&g, g.mover().unwrap()).contains(&"pile3".to_string()),
        "an empty pile is not offered"
    );
    let err = refused(&mut g, Actor::Seat(0), "pile3");
    assert!(
        matches!(&err, RuleError::Illegal(m) if m.contains("pile 3 is empty") && m.contains("1, 2, 4, 5, 6")),
        "{err}"
    );
    let err = refused(&mut g, Actor::Seat(0), "pile9");
    assert!(
        matches!(&err, RuleError::Illegal(m) if m.contains("piles 1 to 6")),
        "{err}"
    );
}

#[test]
fn take_an_action_card_and_keep_it() {
    let mut g = table(2);
    stack_deck(&mut g, ActionKind::Steal);
    act(&mut g, 0, "draw");
    assert_eq!(
        g.phase,
        Phase::Drawn {
            card: ActionKind::Steal
        }
    );
    assert_eq!(choice_ids(&g, g.mover().unwrap()), ["playnew", "keep"]);
    let events = act(&mut g, 0, "keep");
    assert_eq!(
        g.players[0].actions,
        vec![HeldAction::new(ActionKind::Steal)]
    );
    assert_eq!(g.current, 1);
    assert!(public_events(&events).join("\n").contains("keeps"));
}

#[test]
fn take_an_action_card_and_play_it_at_once() {
    let mut g = table(2);
    give(&mut g, 0, &[Card::Wolf(1), Card::Wolf(1)]);
    stack_deck(&mut g, ActionKind::SnatchWolf);
    act(&mut g, 0, "draw");
    act(&mut g, 0, "playnew");
    assert_eq!(g.players[0].pile_wolves[1], 2);
    assert!(g.players[0].actions.is_empty());
    assert_eq!(g.action_discard, vec![ActionKind::SnatchWolf]);
    assert_eq!(g.current, 1);
}

#[test]
fn holding_two_action_cards_a_drawn_third_must_be_played_at_once() {
    let mut g = table(2);
    give_actions(&mut g, 0, &[ActionKind::Steal, ActionKind::Swap]);
    stack_deck(&mut g, ActionKind::SnatchWolf);
    act(&mut g, 0, "draw");
    assert_eq!(
        choice_ids(&g, g.mover().unwrap()),
        ["playnew"],
        "keeping is not offered"
    );
}

#[test]
fn keeping_a_third_action_card_is_refused() {
    let mut g = table(2);
    give_actions(&mut g, 0, &[ActionKind::Steal, ActionKind::Swap]);
    stack_deck(&mut g, ActionKind::SnatchWolf);
    act(&mut g, 0, "draw");
    let err = refused(&mut g, Actor::Seat(0), "keep");
    assert!(
        matches!(&err, RuleError::Illegal(m) if m.contains("already hold two") && m.contains("playnew")),
        "{err}"
    );
    assert_eq!(g.players[0].actions.len(), 2);
}

#[test]
fn play_an_action_card_from_the_hand() {
    let mut g = table(2);
    give(&mut g, 0, &wolves(1, 3));
    give_actions(&mut g, 0, &[ActionKind::SnatchWolf, ActionKind::Steal]);
    assert!(choice_ids(&g, g.mover().unwrap()).contains(&"playwolf".to_string()));
    assert!(choice_ids(&g, g.mover().unwrap()).contains(&"playsteal".to_string()));
    act(&mut g, 0, "playwolf");
    assert_eq!(g.players[0].pile_wolves[1], 3);
    assert_eq!(
        g.players[0].actions,
        vec![HeldAction::new(ActionKind::Steal)]
    );
}

#[test]
fn playing_an_action_card_not_held_is_refused() {
    let mut g = table(2);
    give_actions(&mut g, 0, &[ActionKind::Steal]);
    let err = refused(&mut g, Actor::Seat(0), "playsheep");
    assert!(
        matches!(&err, RuleError::Illegal(m) if m.contains("do not hold an action card (Snatch sheep)") && m.contains("playsteal")),
        "{err}"
    );
}

#[test]
fn discard_two_action_cards_take_one_new_and_end_the_turn() {
    let mut g = table(2);
    give_actions(&mut g, 0, &[ActionKind::Steal, ActionKind::Swap]);
    stack_deck(&mut g, ActionKind::SnatchSheep);
    let events = act(&mut g, 0, "discard2");
    assert_eq!(
        g.players[0].actions,
        vec![HeldAction {
            kind: ActionKind::SnatchSheep,
            fresh: true
        }]
    );
    let mut discard = g.action_discard.clone();
    discard.sort();
    assert_eq!(discard, vec![ActionKind::Steal, ActionKind::Swap]);
    assert_eq!(g.current, 1);
    assert!(public_events(&events)
        .join("\n")
        .contains("discards two action cards"));
    // The discarded kinds are not announced.
    assert!(!public_events(&events).join("\n").contains("Swap"));
}

#[test]
fn discard_two_needs_two_action_cards() {
    let mut g = table(2);
    give_actions(&mut g, 0, &[ActionKind::Steal]);
    assert!(!choice_ids(&g, g.mover().unwrap()).contains(&"discard2".to_string()));
    let err = refused(&mut g, Actor::Seat(0), "discard2");
    assert!(
        matches!(&err, RuleError::Illegal(m) if m.contains("needs two")),
        "{err}"
    );
}

#[test]
fn card_taken_by_discard_two_cannot_be_played_until_the_next_turn() {
    let mut g = table(2);
    give(&mut g, 0, &wolves(1, 2));
    give_actions(&mut g, 0, &[ActionKind::Steal, ActionKind::Swap]);
    stack_deck(&mut g, ActionKind::SnatchWolf);
    act(&mut g, 0, "discard2");
    // Straight away (the turn has passed): refused, and the reason is given.
    let err = refused(&mut g, Actor::Seat(0), "playwolf");
    assert!(
        matches!(&err, RuleError::NotYourTurn(m) if m.contains("discarding two") && m.contains("next turn")),
        "{err}"
    );
    // Even with the turn back in the same turn state, the fresh card is not playable.
    let mut same_turn = g.clone();
    same_turn.current = 0;
    assert!(!choice_ids(&same_turn, same_turn.mover().unwrap()).contains(&"playwolf".to_string()));
    let err = refused(&mut same_turn, Actor::Seat(0), "playwolf");
    assert!(
        matches!(&err, RuleError::Illegal(m) if m.contains("next turn")),
        "{err}"
    );
    // On the next turn it is playable.
    act(&mut g, 1, "pile1");
    assert!(choice_ids(&g, g.mover().unwrap()).contains(&"playwolf".to_string()));
    act(&mut g, 0, "playwolf");
    assert_eq!(g.players[0].pile_wolves[1], 2);
}

#[test]
fn action_discard_pile_is_reshuffled_when_the_action_deck_runs_out() {
    let mut g = table(2);
    let all = std::mem::take(&mut g.action_deck);
    g.action_discard = all;
    let events = act(&mut g, 0, "draw");
    assert!(public_events(&events)
        .join("\n")
        .contains("shuffled into a new deck"));
    assert_eq!(g.action_deck.len(), 55);
    assert!(g.action_discard.is_empty());
}

#[test]
fn the_turn_offers_all_four_moves() {
    let mut g = table(2);
    give_actions(&mut g, 0, &[ActionKind::Steal, ActionKind::Swap]);
    let offered = choice_ids(&g, g.mover().unwrap());
    for id in [
        "pile1",
        "pile6",
        "draw",
        "playsteal",
        "playswap",
        "discard2",
    ] {
        assert!(
            offered.contains(&id.to_string()),
            "{id} missing from {offered:?}"
        );
    }
    // Sub-step codes are refused on the turn itself, with what is allowed.
    let err = refused(&mut g, Actor::Seat(0), "keep");
    assert!(
        matches!(&err, RuleError::Illegal(m) if m.contains("allowed now: pile1")),
        "{err}"
    );
}

#[test]
fn actions_out_of_turn_or_not_by_a_player_are_refused() {
    let mut g = table(3);
    let err = refused(&mut g, Actor::Seat(2), "pile1");
    assert!(
        matches!(&err, RuleError::NotYourTurn(m) if m.contains("Alice's turn")),
        "{err}"
    );
    let err = refused(&mut g, Actor::Seat(9), "pile1");
    assert!(matches!(err, RuleError::NotYourTurn(_)), "{err}");
    let before = serde_json::to_string(&g).unwrap();
    assert!(matches!(
        g.apply(Actor::Clock, "pile1"),
        Err(RuleError::Illegal(_))
    ));
    assert!(matches!(
        g.apply(Actor::Host, "pile1"),
        Err(RuleError::Illegal(_))
    ));
    assert_eq!(serde_json::to_string(&g).unwrap(), before);
}

#[test]
fn unparseable_actions_are_malformed() {
    let mut g = table(2);
    for bad in [
        "",
        "pile",
        "pilex",
        "playdragon",
        "card",
        "hello world",
        "pile1:2",
    ] {
        let err = refused(&mut g, Actor::Seat(0), bad);
        assert!(matches!(err, RuleError::Malformed(_)), "`{bad}`: {err}");
    }
}

#[test]
fn every_offered_choice_is_legal() {
    for seed in 0..30 {
        let setup = setup::<Wolfpack>(names(2 + (seed % 4) as usize), seed, &[("length", "short")]);
        let played = crate::engine::testkit::play_bots::<Wolfpack>(&setup, 20_000).unwrap();
        let mut g = Wolfpack::setup(&setup).unwrap();
        for (step, (actor, action)) in played.actions.iter().enumerate() {
            if step % 7 == 0 {
                for p in g.prompts() {
                    for c in p.choices {
                        let mut probe = g.clone();
                        probe
                            .apply(Actor::Seat(p.seat), &c.id)
                            .unwrap_or_else(|e| panic!("offered `{}` refused: {e}", c.id));
                        probe.check_invariants().unwrap();
                    }
                }
            }
            g.apply(*actor, action).unwrap();
        }
    }
}
