//! One test per card effect and ruling (continued): R&D Team Lead, IT
//! Analyst, and the rulings about targets, knock-outs and drawing.

use super::super::match_play::{Status, Step};
use super::cards::three;
use super::*;
use crate::engine::{Actor, Audience};

// ---- R&D Team Lead (3) -------------------------------------------------------

#[test]
fn rnd_team_lead_resolves_the_targets_card_as_if_you_played_it() {
    let mut g = game_with(
        3,
        three([vec!["lead", "it"], vec!["dev"], vec!["cse"]], vec!["pm"]),
    );
    let ev = acts(&mut g, 0, &["play-lead", "t1", "t2", "v4"]);
    let text = public_events(&ev).join("\n");
    assert!(text.contains(
        "Alice plays R&D Team Lead (3) on Bob: Bob reveals Developer (1), which Alice resolves as if they played it."
    ));
    assert!(
        text.contains("Alice resolves Bob's Developer (1) on Carol, naming CSE (4): Carol is out")
    );
    assert_eq!(discard_codes(&g, 1), ["dev"]);
    assert_eq!(status(&g, 2), Status::Out);
}

#[test]
fn rnd_team_lead_target_cannot_be_chosen_while_its_card_resolves() {
    let mut g = game_with(
        3,
        three([vec!["lead", "it"], vec!["dev"], vec!["cse"]], vec![]),
    );
    acts(&mut g, 0, &["play-lead", "t1"]);
    assert_eq!(
        choice_ids(&g, 0),
        ["t2"],
        "no Bob, and no going back on a revealed card"
    );
    let err = refused(&mut g, Actor::Seat(0), "t1");
    assert!(
        err.to_string()
            .contains("Bob has no card in hand right now"),
        "{err}"
    );
}

#[test]
fn rnd_team_lead_target_draws_after_the_lent_card_resolves() {
    let mut g = game_with(
        3,
        three(
            [vec!["lead", "dev"], vec!["it"], vec!["cse"]],
            vec!["vp", "pm"],
        ),
    );
    acts(&mut g, 0, &["play-lead", "t1", "swap"]);
    // Alice put the Product Manager on top, and Bob drew it.
    assert_eq!(hand_codes(&g, 1), ["pm", "vp"]);
    assert_eq!(single_ref(&g).round.current, 1);
}

#[test]
fn rnd_team_lead_lent_vp_knocks_out_the_player_resolving_it() {
    let mut g = game_with(
        3,
        three([vec!["lead", "cse"], vec!["vp"], vec!["cse"]], vec![]),
    );
    let ev = acts(&mut g, 0, &["play-lead", "t1", "v4"]);
    assert!(event_text(&ev).contains(
        "Alice resolves Bob's VP of R&D (8), naming CSE (4): Alice is out (discards CSE (4)); Carol is out (discards CSE (4))."
    ));
    assert_eq!(
        tokens(&g, 1),
        1,
        "Bob had no card to lose and is left alone"
    );
}

#[test]
fn rnd_team_lead_lent_card_with_no_one_to_choose_has_no_effect() {
    let deal = Deal {
        hands: vec![vec!["lead", "it"], vec!["dev"]],
        face_up: FACE_UP.to_vec(),
        deck_top: vec!["cse"],
        ..Deal::default()
    };
    let mut g = game_with(2, deal);
    let ev = acts(&mut g, 0, &["play-lead", "t1"]);
    assert!(event_text(&ev).contains(
        "Alice resolves Bob's Developer (1): no one can be chosen, so it has no effect."
    ));
    assert_eq!(hand_codes(&g, 1)[0], "cse", "Bob then draws");
}

#[test]
fn rnd_team_lead_lent_cfo_counts_in_its_owners_pile() {
    // Alice: 5 + 5 + 3 = 13 against Bob's 7 (the CFO lies in Bob's pile).
    let deal = Deal {
        discards: vec![vec!["pm", "pm"]],
        ..three([vec!["lead", "dev"], vec!["cfo"], vec!["it"]], vec![])
    };
    let mut g = game_with(3, deal);
    act(&mut g, 0, "play-lead");
    act(&mut g, 0, "t1");
    assert_eq!(discard_codes(&g, 1), ["cfo"]);
    assert_eq!(tokens(&g, 0), 1);
    assert_eq!(tokens(&g, 1), 0);
}

#[test]
fn rnd_team_lead_lent_developer_against_the_brain_knocks_out_the_resolving_player() {
    let mut g = game_with(
        3,
        three(
            [vec!["lead", "cse"], vec!["dev"], vec!["brain"]],
            vec!["pm", "it"],
        ),
    );
    acts(&mut g, 0, &["play-lead", "t1", "t2", "v5"]);
    assert_eq!(status(&g, 0), Status::Out);
    // Carol draws for The Brain first, then Bob for the Team Lead.
    assert_eq!(hand_codes(&g, 2), ["pm"]);
    assert_eq!(hand_codes(&g, 1)[0], "it");
}

#[test]
fn rnd_team_lead_can_lend_another_team_lead() {
    let deal = Deal {
        hands: vec![vec!["lead", "dev"], vec!["lead"], vec!["cse"], vec!["it"]],
        deck_top: vec!["pm", "arch"],
        ..Deal::default()
    };
    let mut g = game_with(4, deal);
    acts(&mut g, 0, &["play-lead", "t1", "t2"]);
    // Carol's CSE is resolved by Alice; only Dave still holds a card.
    assert_eq!(choice_ids(&g, 0), ["t3"]);
    acts(&mut g, 0, &["t3", "even"]);
    assert_eq!(status(&g, 3), Status::Out);
    assert_eq!(
        hand_codes(&g, 2),
        ["pm"],
        "the innermost target draws first"
    );
    assert_eq!(hand_codes(&g, 1)[0], "arch");
}

// ---- IT Analyst (2) ------------------------------------------------------------

#[test]
fn it_analyst_shows_the_top_two_privately_and_puts_them_back_in_the_chosen_order() {
    let mut g = game_with(
        3,
        three(
            [vec!["it", "dev"], vec!["cse"], vec!["pm"]],
            vec!["vp", "cfo"],
        ),
    );
    let ev = act(&mut g, 0, "play-it");
    let seen: Vec<_> = ev
        .iter()
        .filter(|e| e.audience == Audience::Seat(0))
        .collect();
    assert_eq!(
        seen[0].text,
        "The top card is VP of R&D (8), the next is CFO (7)."
    );
    assert!(public_events(&ev)
        .iter()
        .all(|t| !t.contains("VP") && !t.contains("CFO")));
    assert_eq!(choice_ids(&g, 0), ["keep", "swap"]);
    act(&mut g, 0, "swap");
    assert_eq!(
        hand_codes(&g, 1),
        ["cse", "cfo"],
        "Bob draws the card put on top"
    );
}

#[test]
fn it_analyst_knowledge_follows_the_top_card_to_its_drawer() {
    let mut g = game_with(
        3,
        three(
            [vec!["it", "dev"], vec!["cse"], vec!["pm"]],
            vec!["vp", "cfo"],
        ),
    );
    acts(&mut g, 0, &["play-it", "keep"]);
    let alice = seat_text(&g, 0);
    assert!(alice.contains("Bob holds VP of R&D (8)"), "{alice}");
    assert!(alice.contains("Top of the deck: CFO (7)"), "{alice}");
    // Bob plays his other card: what Alice knows is still true.
    act(&mut g, 1, "play-cse");
    act(&mut g, 1, "t2");
    act(&mut g, 1, "odd");
    assert!(seat_text(&g, 0).contains("Bob holds VP of R&D (8)"));
}

#[test]
fn it_analyst_with_one_card_left_shows_it() {
    let mut deal = three([vec!["it", "dev"], vec!["cse"], vec!["pm"]], vec!["vp"]);
    deal.rest_to = Some(2);
    let mut g = game_with(3, deal);
    let ev = act(&mut g, 0, "play-it");
    assert!(ev.iter().any(|e| e.audience == Audience::Seat(0)
        && e.text == "The last card of the deck is VP of R&D (8)."));
    assert_eq!(
        single_ref(&g).round.current,
        1,
        "nothing to order: the turn passes"
    );
}

#[test]
fn it_analyst_with_an_empty_deck_has_no_effect() {
    let mut deal = three([vec!["it", "dev"], vec!["cse"], vec!["pm"]], vec![]);
    deal.rest_to = Some(2);
    let mut g = game_with(3, deal);
    let ev = act(&mut g, 0, "play-it");
    assert_eq!(
        public_events(&ev)[0],
        "Alice plays IT Analyst (2): the deck is empty, so it has no effect."
    );
}

// ---- rulings -------------------------------------------------------------------

#[test]
fn choose_another_player_skips_players_who_are_out() {
    let deal = Deal {
        out: vec![2],
        discards: vec![vec![], vec![], vec!["pm"]],
        ..three([vec!["dev", "it"], vec!["cse"], vec![]], vec![])
    };
    let mut g = game_with(3, deal);
    act(&mut g, 0, "play-dev");
    assert_eq!(choice_ids(&g, 0), ["t1", "back"]);
    let err = refused(&mut g, Actor::Seat(0), "t2");
    assert!(
        err.to_string()
            .contains("Carol is out of the round; choose Bob"),
        "{err}"
    );
    let err = refused(&mut g, Actor::Seat(0), "t0");
    assert!(
        err.to_string().contains("you must choose another player"),
        "{err}"
    );
}

#[test]
fn knocked_out_hand_goes_face_up_on_the_discard_pile_without_resolving() {
    let mut g = game_with(
        3,
        three([vec!["dev", "it"], vec!["cfo"], vec!["pm"]], vec![]),
    );
    acts(&mut g, 0, &["play-dev", "t1", "v7"]);
    assert_eq!(discard_codes(&g, 1), ["cfo"]);
    assert_eq!(tokens(&g, 1), 0, "a discarded CFO is not played");
}

#[test]
fn a_draw_with_nothing_left_knocks_the_player_out() {
    let deal = Deal {
        hands: vec![
            vec!["lead", "cse"],
            vec!["lead"],
            vec!["dev"],
            vec!["brain"],
        ],
        face_down: Some("pm"),
        rest_to: Some(0),
        ..Deal::default()
    };
    let mut g = game_with(4, deal);
    let ev = acts(&mut g, 0, &["play-lead", "t1", "t2", "t3", "v5"]);
    let text = event_text(&ev);
    assert!(
        text.contains("The deck is empty: Dave takes the face-down card."),
        "{text}"
    );
    assert!(
        text.contains("Nothing is left to draw: Carol is out of the round."),
        "{text}"
    );
    assert!(
        text.contains("Nothing is left to draw: Bob is out of the round."),
        "{text}"
    );
    assert_eq!(tokens(&g, 3), 1, "Dave is the last player in the round");
}

#[test]
fn a_played_card_goes_to_the_end_of_the_discard_pile() {
    let deal = Deal {
        discards: vec![vec!["dev"]],
        ..three([vec!["pm", "it"], vec!["cse"], vec!["dev"]], vec![])
    };
    let mut g = game_with(3, deal);
    act(&mut g, 0, "play-pm");
    assert_eq!(discard_codes(&g, 0), ["dev", "pm"]);
    assert!(matches!(single_ref(&g).round.step, Step::ChooseCard));
}
