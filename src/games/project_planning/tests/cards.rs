//! One test per card effect of pack W and per card ruling of the spec.

use super::super::match_play::{Direction, Status};
use super::*;
use crate::engine::{Actor, Audience, ChoiceStyle, Game, RuleError};

pub(super) fn three(hands: [Vec<&'static str>; 3], top: Vec<&'static str>) -> Deal {
    Deal {
        hands: hands.to_vec(),
        deck_top: top,
        ..Deal::default()
    }
}

// ---- Developer (1) -------------------------------------------------------

#[test]
fn developer_knocks_out_a_player_holding_the_named_value() {
    let mut g = game_with(
        3,
        three([vec!["dev", "pm"], vec!["cse"], vec!["it"]], vec![]),
    );
    let ev = acts(&mut g, 0, &["play-dev", "t1", "v4"]);
    assert_eq!(
        public_events(&ev)[0],
        "Alice plays Developer (1) on Bob, naming CSE (4): Bob is out (discards CSE (4))."
    );
    assert_eq!(status(&g, 1), Status::Out);
    assert_eq!(discard_codes(&g, 1), ["cse"]);
    assert_eq!(
        single_ref(&g).round.current,
        2,
        "Bob is out, so Carol plays next"
    );
}

#[test]
fn developer_wrong_guess_has_no_effect() {
    let mut g = game_with(
        3,
        three([vec!["dev", "pm"], vec!["cse"], vec!["it"]], vec![]),
    );
    let ev = acts(&mut g, 0, &["play-dev", "t1", "v5"]);
    assert!(public_events(&ev)[0].ends_with("naming Product Manager (5): Bob does not hold it."));
    assert_eq!(status(&g, 1), Status::In);
    assert_eq!(
        hand_codes(&g, 1)[0],
        "cse",
        "Bob keeps his card (and draws for his turn)"
    );
}

#[test]
fn developer_cannot_name_1() {
    let mut g = game_with(
        3,
        three([vec!["dev", "pm"], vec!["dev"], vec!["it"]], vec![]),
    );
    acts(&mut g, 0, &["play-dev", "t1"]);
    assert!(!choice_ids(&g, 0).contains(&"v1".to_string()));
    let err = refused(&mut g, Actor::Seat(0), "v1");
    assert!(
        matches!(&err, RuleError::Illegal(m) if m.contains("1 cannot be named")),
        "{err}"
    );
}

// ---- The Brain (0) -------------------------------------------------------

#[test]
fn the_brain_knocks_out_the_developer_player_whatever_they_named() {
    for named in ["v0", "v4", "v8"] {
        let mut g = game_with(
            3,
            three([vec!["dev", "pm"], vec!["brain"], vec!["it"]], vec!["cfo"]),
        );
        let ev = acts(&mut g, 0, &["play-dev", "t1", named]);
        assert_eq!(status(&g, 0), Status::Out, "naming {named}");
        assert_eq!(status(&g, 1), Status::In);
        assert!(
            event_text(&ev).contains(
                "Bob holds The Brain (0), so Alice is out (discards Product Manager (5)) instead."
            ),
            "{}",
            event_text(&ev)
        );
    }
}

#[test]
fn the_brain_holder_discards_it_and_draws_a_new_card() {
    let mut g = game_with(
        3,
        three([vec!["dev", "pm"], vec!["brain"], vec!["it"]], vec!["cfo"]),
    );
    let ev = acts(&mut g, 0, &["play-dev", "t1", "v4"]);
    assert_eq!(discard_codes(&g, 1), ["brain"]);
    assert_eq!(hand_codes(&g, 1)[0], "cfo");
    assert!(ev
        .iter()
        .any(|e| e.audience == Audience::Seat(1) && e.text == "You draw CFO (7)."));
}

#[test]
fn the_brain_holder_takes_the_face_down_card_when_the_deck_is_empty() {
    let mut deal = three([vec!["dev", "pm"], vec!["brain"], vec!["it"]], vec![]);
    deal.face_down = Some("cse");
    deal.rest_to = Some(2);
    let mut g = game_with(3, deal);
    let ev = acts(&mut g, 0, &["play-dev", "t1", "v4"]);
    assert!(event_text(&ev).contains("The deck is empty: Bob takes the face-down card."));
    // Bob (CSE 4) then beats Carol (IT Analyst 2) in the showdown.
    assert_eq!(tokens(&g, 1), 1);
}

#[test]
fn the_brain_has_no_effect_when_played() {
    let mut g = game_with(
        3,
        three([vec!["brain", "dev"], vec!["cse"], vec!["it"]], vec![]),
    );
    let ev = act(&mut g, 0, "play-brain");
    assert_eq!(
        public_events(&ev)[0],
        "Alice plays The Brain (0): it has no effect when played."
    );
    assert_eq!(discard_codes(&g, 0), ["brain"]);
    assert_eq!(single_ref(&g).round.current, 1);
}

// ---- VP of R&D (8) -------------------------------------------------------

#[test]
fn vp_of_rnd_knocks_out_every_player_holding_the_named_value() {
    let deal = Deal {
        hands: vec![vec!["vp", "cse"], vec!["dev"], vec!["dev"], vec!["it"]],
        ..Deal::default()
    };
    let mut g = game_with(4, deal);
    let ev = acts(&mut g, 0, &["play-vp", "v1"]);
    assert_eq!(
        public_events(&ev)[0],
        "Alice plays VP of R&D (8), naming Developer (1): Bob is out (discards Developer (1)); \
         Carol is out (discards Developer (1))."
    );
    assert_eq!(single_ref(&g).in_round(), vec![0, 3]);
}

#[test]
fn vp_of_rnd_knocks_out_its_own_player_too() {
    let mut g = game_with(
        3,
        three([vec!["vp", "cse"], vec!["cse"], vec!["it"]], vec![]),
    );
    let ev = acts(&mut g, 0, &["play-vp", "v4"]);
    assert!(public_events(&ev)[0].ends_with(
        "naming CSE (4): Alice is out (discards CSE (4)); Bob is out (discards CSE (4))."
    ));
    // Carol is left alone and wins the round.
    assert_eq!(tokens(&g, 2), 1);
}

#[test]
fn vp_of_rnd_naming_your_own_card_is_marked_dangerous() {
    let mut g = game_with(
        3,
        three([vec!["vp", "cse"], vec!["dev"], vec!["it"]], vec![]),
    );
    act(&mut g, 0, "play-vp");
    let prompt = g.prompts().remove(0);
    let v4 = prompt.choices.iter().find(|c| c.id == "v4").unwrap();
    assert_eq!(v4.style, ChoiceStyle::Danger);
    assert!(prompt
        .choices
        .iter()
        .filter(|c| c.id != "v4")
        .all(|c| c.style != ChoiceStyle::Danger));
}

#[test]
fn vp_of_rnd_can_empty_the_round_and_no_one_wins_it() {
    let deal = Deal {
        hands: vec![vec!["vp", "dev"], vec!["dev"]],
        face_up: FACE_UP.to_vec(),
        face_down: Some("cse"),
        ..Deal::default()
    };
    let mut g = game_with(2, deal);
    let ev = acts(&mut g, 0, &["play-vp", "v1"]);
    assert!(event_text(&ev).contains("No one is left in the round. No one wins the round."));
    assert_eq!((tokens(&g, 0), tokens(&g, 1)), (0, 0));
    assert_eq!(single_ref(&g).round_no, 2);
}

// ---- CFO (7) -------------------------------------------------------------

fn cfo_deal(mine: Vec<&'static str>, theirs: Vec<&'static str>) -> Deal {
    Deal {
        discards: vec![mine, theirs],
        ..three([vec!["cfo", "dev"], vec!["cse"], vec!["it"]], vec![])
    }
}

#[test]
fn cfo_gains_a_token_when_your_discard_total_is_strictly_highest() {
    let mut g = game_with(3, cfo_deal(vec!["pm"], vec!["cse"]));
    let ev = act(&mut g, 0, "play-cfo");
    assert_eq!(tokens(&g, 0), 1);
    assert!(public_events(&ev)[0]
        .contains("Alice plays CFO (7): discard total 12 is the highest, so Alice gains a project token (1/5)."));
}

#[test]
fn cfo_counts_this_card_in_the_total() {
    // 1 + 7 = 8 beats 6; without the CFO itself, 1 would not.
    let mut g = game_with(3, cfo_deal(vec!["dev"], vec!["arch"]));
    act(&mut g, 0, "play-cfo");
    assert_eq!(tokens(&g, 0), 1);
}

#[test]
fn cfo_gains_nothing_when_the_highest_total_is_tied() {
    let mut g = game_with(3, cfo_deal(vec![], vec!["arch", "dev"]));
    let ev = act(&mut g, 0, "play-cfo");
    assert_eq!(tokens(&g, 0), 0);
    assert!(public_events(&ev)[0].ends_with("discard total 7 is not above 7, so no token."));
}

// ---- Chief Architect (6) ---------------------------------------------------

#[test]
fn chief_architect_trades_hands_with_another_player() {
    let mut g = game_with(
        3,
        three([vec!["arch", "cse"], vec!["dev"], vec!["it"]], vec![]),
    );
    let ev = acts(&mut g, 0, &["play-arch", "t1"]);
    assert_eq!(hand_codes(&g, 0), ["dev"]);
    assert_eq!(hand_codes(&g, 1)[0], "cse");
    assert_eq!(
        public_events(&ev)[0],
        "Alice plays Chief Architect (6) on Bob: they trade hands."
    );
    // Each knows what the other now holds; Carol knows nothing.
    assert!(seat_text(&g, 0).contains("Bob holds CSE (4)"));
    assert!(seat_text(&g, 1).contains("Alice holds Developer (1)"));
    assert!(!seat_text(&g, 2).contains(" holds "));
}

// ---- Product Manager (5) ---------------------------------------------------

#[test]
fn product_manager_reverses_the_direction_of_play() {
    let deal = Deal {
        hands: vec![vec!["pm", "dev"], vec!["dev"], vec!["dev"], vec!["it"]],
        ..Deal::default()
    };
    let mut g = game_with(4, deal);
    let ev = act(&mut g, 0, "play-pm");
    assert_eq!(
        public_events(&ev)[0],
        "Alice plays Product Manager (5): play now goes counterclockwise."
    );
    assert_eq!(single_ref(&g).round.current, 3, "Dave plays after Alice");
    assert_eq!(single_ref(&g).round.direction, Direction::Counterclockwise);
}

#[test]
fn direction_resets_to_clockwise_each_round() {
    let deal = Deal {
        hands: vec![vec!["dev", "pm"], vec!["cse"]],
        face_up: FACE_UP.to_vec(),
        ..Deal::default()
    };
    let mut g = game_with(2, deal);
    single(&mut g).round.direction = Direction::Counterclockwise;
    acts(&mut g, 0, &["play-dev", "t1", "v4"]);
    assert_eq!(single_ref(&g).round_no, 2);
    assert_eq!(single_ref(&g).round.direction, Direction::Clockwise);
}

// ---- CSE (4) -----------------------------------------------------------------

#[test]
fn cse_knocks_out_the_target_when_their_card_has_the_called_parity() {
    let mut g = game_with(
        3,
        three([vec!["cse", "it"], vec!["dev"], vec!["pm"]], vec![]),
    );
    let ev = acts(&mut g, 0, &["play-cse", "t1", "odd"]);
    assert_eq!(status(&g, 1), Status::Out);
    assert_eq!(
        public_events(&ev)[0],
        "Alice plays CSE (4) on Bob: Bob is out (discards Developer (1))."
    );
}

#[test]
fn cse_knocks_out_its_player_when_the_call_is_wrong() {
    let mut g = game_with(
        3,
        three([vec!["cse", "it"], vec!["dev"], vec!["pm"]], vec![]),
    );
    acts(&mut g, 0, &["play-cse", "t1", "even"]);
    assert_eq!(status(&g, 0), Status::Out);
    assert_eq!(status(&g, 1), Status::In);
    // What Alice saw stays on her panel while it is true.
    assert!(seat_text(&g, 0).contains("Bob holds Developer (1)"));
}

/// Ruling: the CSE's comparison is private, so the table learns only who is
/// out: the public line names neither the call nor the parity of the
/// target's card, and a wrong call reads the same whatever the target holds.
#[test]
fn a_wrong_cse_call_tells_the_table_only_who_is_out() {
    let wrong_call = |target: &'static str, call: &str| {
        let mut g = game_with(
            3,
            three([vec!["cse", "it"], vec![target], vec!["pm"]], vec![]),
        );
        let ev = acts(&mut g, 0, &["play-cse", "t1", call]);
        assert_eq!(status(&g, 0), Status::Out);
        public_events(&ev)
    };
    let odd_target = wrong_call("dev", "even");
    assert_eq!(
        odd_target[0],
        "Alice plays CSE (4) on Bob: Alice is out (discards IT Analyst (2))."
    );
    assert_eq!(
        odd_target,
        wrong_call("vp", "odd"),
        "Bob's parity stays private"
    );
    let rules = crate::engine::testkit::rules_pages::<ProjectPlanning>().join("\n");
    assert!(rules.contains("The table hears only who is out, not the call."));
}

#[test]
fn cse_counts_the_brain_as_even() {
    let mut g = game_with(
        3,
        three([vec!["cse", "it"], vec!["brain"], vec!["pm"]], vec![]),
    );
    acts(&mut g, 0, &["play-cse", "t1", "even"]);
    assert_eq!(status(&g, 1), Status::Out);
}

#[test]
fn cse_comparison_is_shown_only_to_the_two_players() {
    let mut g = game_with(
        3,
        three([vec!["cse", "it"], vec!["vp"], vec!["pm"]], vec![]),
    );
    let ev = acts(&mut g, 0, &["play-cse", "t1", "odd"]);
    let private: Vec<_> = ev
        .iter()
        .filter(|e| e.text.to_string().starts_with("CSE comparison"))
        .collect();
    assert_eq!(private.len(), 1);
    assert_eq!(private[0].audience, Audience::Seats(vec![0, 1]));
    assert_eq!(
        private[0].text,
        "CSE comparison: Alice holds IT Analyst (2), Bob holds VP of R&D (8)."
    );
    assert!(
        public_events(&ev).iter().all(|t| !t.contains("VP of R&D")),
        "Bob's card stays private"
    );
    // Alice called wrong and is out, but what she saw stays on her panel.
    assert!(seat_text(&g, 0).contains("Bob holds VP of R&D (8)"));
    assert!(!seat_text(&g, 2).contains("Bob holds"));
}
