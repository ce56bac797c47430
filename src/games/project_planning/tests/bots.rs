//! The bot follows the spec's heuristic.

use super::super::cards::PACK_W;
use super::super::knowledge::Fact;
use super::*;
use crate::engine::{Game, GameRng};

fn bot(g: &super::super::ProjectPlanning, seat: usize) -> String {
    g.bot_action(seat).expect("the bot is prompted")
}

fn knows(g: &mut super::super::ProjectPlanning, observer: usize, subject: usize, code: &str) {
    let kind = PACK_W.kind_by_code(code).unwrap();
    single(g).round.knowledge.facts.push(Fact {
        observer,
        subject,
        kind,
    });
    single_ref(g).check().expect("the knowledge is true");
}

#[test]
fn bot_never_names_its_own_card_with_the_vp_of_rnd() {
    for seed in 0..30 {
        let deal = Deal {
            hands: vec![vec!["vp", "dev"], vec!["dev"], vec!["dev"]],
            ..Deal::default()
        };
        let mut g = game_with(3, deal);
        single(&mut g).rng = GameRng::from_seed(seed);
        act(&mut g, 0, "play-vp");
        assert_ne!(bot(&g, 0), "v1", "seed {seed}");
    }
}

#[test]
fn bot_does_not_aim_a_developer_at_a_known_brain_when_it_has_another_card() {
    let deal = Deal {
        hands: vec![vec!["dev", "it"], vec!["brain"]],
        face_up: FACE_UP.to_vec(),
        ..Deal::default()
    };
    let mut g = game_with(2, deal);
    knows(&mut g, 0, 1, "brain");
    assert_eq!(bot(&g, 0), "play-it");
}

#[test]
fn bot_developer_names_the_most_likely_value() {
    // Seen: both Product Managers, both Team Leads and both IT Analysts, so
    // the two CSEs are the likeliest card in an unknown hand.
    let deal = Deal {
        hands: vec![vec!["dev", "it"], vec!["vp"], vec!["cfo"]],
        discards: vec![vec![], vec!["pm", "pm", "lead", "lead", "it"]],
        ..Deal::default()
    };
    let mut g = game_with(3, deal);
    act(&mut g, 0, "play-dev");
    let target = bot(&g, 0);
    act(&mut g, 0, &target);
    assert_eq!(bot(&g, 0), "v4");
}

#[test]
fn bot_names_a_hand_it_has_seen() {
    let deal = Deal {
        hands: vec![vec!["dev", "pm"], vec!["cfo"], vec!["it"]],
        ..Deal::default()
    };
    let mut g = game_with(3, deal);
    knows(&mut g, 0, 1, "cfo");
    let mut picked = Vec::new();
    for _ in 0..3 {
        let a = bot(&g, 0);
        act(&mut g, 0, &a);
        picked.push(a);
    }
    assert_eq!(picked, ["play-dev", "t1", "v7"]);
}

#[test]
fn bot_calls_the_parity_of_a_hand_it_has_seen() {
    let deal = Deal {
        hands: vec![vec!["cse", "pm"], vec!["arch"], vec!["it"]],
        ..Deal::default()
    };
    let mut g = game_with(3, deal);
    knows(&mut g, 0, 1, "arch");
    acts(&mut g, 0, &["play-cse", "t1"]);
    assert_eq!(bot(&g, 0), "even");
}

#[test]
fn bot_plays_the_high_card_early_but_keeps_it_late_in_the_round() {
    let early = Deal {
        hands: vec![vec!["vp", "it"], vec!["cse"], vec!["pm"]],
        ..Deal::default()
    };
    assert_eq!(bot(&game_with(3, early), 0), "play-vp");
    let late = Deal {
        hands: vec![vec!["vp", "it"], vec!["cse"], vec!["pm"]],
        deck_top: vec!["arch"],
        face_down: Some("cfo"),
        rest_to: Some(2),
        ..Deal::default()
    };
    assert_eq!(
        bot(&game_with(3, late), 0),
        "play-it",
        "one card left: keep the VP"
    );
}

#[test]
fn bot_plays_the_cfo_when_it_earns_a_token() {
    let deal = Deal {
        hands: vec![vec!["cfo", "pm"], vec!["cse"], vec!["it"]],
        discards: vec![vec!["dev"], vec!["dev"], vec!["dev"]],
        ..Deal::default()
    };
    assert_eq!(bot(&game_with(3, deal), 0), "play-cfo");
}

#[test]
fn two_of_a_kind_on_top_offer_no_swap() {
    // Play-test: "Keep: Developer on top" beside "Swap: Developer on top",
    // two choices that do the same.
    let deal = Deal {
        hands: vec![vec!["it", "pm"], vec!["cse"], vec!["pm"]],
        deck_top: vec!["dev", "dev"],
        ..Deal::default()
    };
    let mut g = game_with(3, deal);
    act(&mut g, 0, "play-it");
    let prompt = g.prompts().into_iter().find(|p| p.seat == 0).expect("asked to arrange");
    let ids: Vec<&str> = prompt.choices.iter().map(|c| c.id.as_str()).collect();
    assert_eq!(ids, ["keep"]);
    assert_eq!(bot(&g, 0), "keep");
}

#[test]
fn bot_puts_the_lower_card_on_top_for_the_next_player() {
    let deal = Deal {
        hands: vec![vec!["it", "dev"], vec!["cse"], vec!["pm"]],
        deck_top: vec!["vp", "dev"],
        ..Deal::default()
    };
    let mut g = game_with(3, deal);
    act(&mut g, 0, "play-it");
    assert_eq!(bot(&g, 0), "swap");
}

#[test]
fn bot_is_only_asked_when_prompted() {
    let g = new_game(4, 3, &[]);
    let current = single_ref(&g).round.current;
    for seat in 0..4 {
        assert_eq!(g.bot_action(seat).is_some(), seat == current);
    }
}
