//! Setup, rounds, tokens, winning, sudden death and shared victory.

use super::super::cards::{TokenKind, PACK_W};
use super::super::match_play::{default_threshold, Status, Step};
use super::super::setup::OPTIONS;
use super::*;
use crate::engine::{Game, GameRng, OptionKind, Viewer};

fn two(hands: [Vec<&'static str>; 2]) -> Deal {
    Deal {
        hands: hands.to_vec(),
        face_up: FACE_UP.to_vec(),
        face_down: Some("arch"),
        ..Deal::default()
    }
}

fn set_tokens(g: &mut super::super::ProjectPlanning, tokens: &[u32]) {
    for (p, &t) in tokens.iter().enumerate() {
        single(g).tokens[p].project = t;
    }
}

// ---- setup ---------------------------------------------------------------

#[test]
fn pack_w_is_exactly_the_spec_table() {
    let table: Vec<(u8, String, u8)> = PACK_W
        .kinds
        .iter()
        .map(|k| (k.value, k.label_text().to_string(), k.count))
        .collect();
    assert_eq!(
        table,
        [
            (8, "VP of R&D (8)".to_string(), 1),
            (7, "CFO (7)".to_string(), 1),
            (6, "Chief Architect (6)".to_string(), 1),
            (5, "Product Manager (5)".to_string(), 2),
            (4, "CSE (4)".to_string(), 2),
            (3, "R&D Team Lead (3)".to_string(), 2),
            (2, "IT Analyst (2)".to_string(), 2),
            (1, "Developer (1)".to_string(), 4),
            (0, "The Brain (0)".to_string(), 1),
        ]
    );
    assert_eq!(PACK_W.size(), 16);
}

#[test]
fn card_labels_are_name_and_value() {
    for kind in PACK_W.kinds {
        let label = kind.label_text().to_string();
        assert!(label.ends_with(&format!(" ({})", kind.value)), "{label}");
        assert!(
            kind.code.bytes().all(|b| b.is_ascii_lowercase()),
            "{}",
            kind.code
        );
    }
}

#[test]
fn non_project_tokens_are_set_aside_at_the_end_of_each_round() {
    let mut g = game_with(2, two([vec!["dev", "pm"], vec!["cse"]]));
    single(&mut g).tokens[1].add(TokenKind::Death, 1);
    single(&mut g).tokens[1].add(TokenKind::Threat, 2);
    acts(&mut g, 0, &["play-dev", "t1", "v4"]);
    let t = &single_ref(&g).tokens;
    assert_eq!(t[1].get(TokenKind::Death) + t[1].get(TokenKind::Threat), 0);
    assert_eq!(t[0].get(TokenKind::Project), 1, "project tokens stay");
}

#[test]
fn two_to_four_players_use_one_pack_and_five_to_eight_use_two() {
    for n in 2..=8 {
        let g = new_game(n, 3, &[]);
        let m = single_ref(&g);
        let copies = if n <= 4 { 1 } else { 2 };
        assert_eq!(m.cards.len(), 16 * copies, "{n} players");
        for (k, kind) in PACK_W.kinds.iter().enumerate() {
            let count = m.cards.iter().filter(|&&c| c as usize == k).count();
            assert_eq!(
                count,
                kind.count as usize * copies,
                "{} with {n} players",
                kind.label_text()
            );
        }
    }
}

#[test]
fn each_player_is_dealt_one_card_and_one_card_is_set_aside_face_down() {
    let g = new_game(4, 11, &[]);
    let m = single_ref(&g);
    let r = &m.round;
    assert!(r.face_down.is_some());
    assert!(
        r.face_up.is_empty(),
        "only the 2-player game sets cards aside face up"
    );
    for p in 0..4 {
        assert_eq!(r.hands[p].len(), if p == r.current { 2 } else { 1 });
    }
    assert_eq!(r.deck.len(), 16 - 4 - 1 - 1);
}

#[test]
fn two_player_game_sets_four_cards_aside_face_up() {
    let g = new_game(2, 5, &[]);
    let m = single_ref(&g);
    assert_eq!(m.round.face_up.len(), 4);
    assert_eq!(m.round.deck.len(), 16 - 2 - 1 - 4 - 1);
    let shown: Vec<String> = m
        .round
        .face_up
        .iter()
        .map(|&c| m.card(c).to_string())
        .collect();
    let board = g.view(Viewer::Public).to_text();
    assert!(
        board.contains(&format!("Set aside face up: {}", shown.join(", "))),
        "{board}"
    );
}

#[test]
fn first_player_is_chosen_at_random() {
    let firsts: std::collections::BTreeSet<usize> = (0..60)
        .map(|seed| single_ref(&new_game(4, seed, &[])).round.current)
        .collect();
    assert_eq!(firsts.len(), 4);
}

#[test]
fn tokens_to_win_default_to_6_5_4_4_by_player_count() {
    for (n, want) in [(2, 6), (3, 5), (4, 4), (5, 4), (6, 4), (7, 4), (8, 4)] {
        assert_eq!(
            single_ref(&new_game(n, 1, &[])).threshold,
            want,
            "{n} players"
        );
        assert_eq!(default_threshold(n), want);
    }
}

#[test]
fn tokens_option_sets_the_goal() {
    assert_eq!(single_ref(&new_game(2, 1, &[("tokens", "3")])).threshold, 3);
    // The most the table accepts, read from it rather than repeated here.
    let most = match OPTIONS.iter().find(|o| o.key == "tokens").unwrap().kind {
        OptionKind::Int { max, .. } => max,
        other => panic!("tokens is a number, not {other:?}"),
    };
    assert_eq!(
        single_ref(&new_game(7, 1, &[("tokens", &most.to_string())])).threshold,
        most as u32
    );
}

// ---- end of a round --------------------------------------------------------

#[test]
fn round_ends_when_one_player_is_left_and_they_gain_a_token() {
    let mut g = game_with(2, two([vec!["dev", "pm"], vec!["cse"]]));
    let ev = acts(&mut g, 0, &["play-dev", "t1", "v4"]);
    assert_eq!(tokens(&g, 0), 1);
    let end = ev
        .iter()
        .find(|e| e.text.to_string().contains("last player"))
        .unwrap();
    assert!(end.notify);
    assert!(end.text.to_string().contains("Alice is the last player in the round. Alice wins round 1 and gains a project token (1/6)."));
    assert!(end
        .text
        .to_string()
        .contains("The face-down card was Chief Architect (6)."));
}

#[test]
fn next_round_starts_with_the_last_rounds_winner() {
    // Alice names her own Developer: she is out and Bob wins.
    let mut g = game_with(2, two([vec!["vp", "dev"], vec!["cse"]]));
    let ev = acts(&mut g, 0, &["play-vp", "v1"]);
    assert_eq!(tokens(&g, 1), 1);
    let m = single_ref(&g);
    assert_eq!((m.round_no, m.round.current), (2, 1));
    assert!(event_text(&ev).contains("Round 2 begins: Bob starts (won the last round)."));
}

#[test]
fn showdown_when_the_deck_is_empty_highest_hand_wins() {
    let deal = Deal {
        hands: vec![vec!["it", "arch"], vec!["pm"], vec!["dev"]],
        rest_to: Some(2),
        face_down: Some("cse"),
        ..Deal::default()
    };
    let mut g = game_with(3, deal);
    let ev = act(&mut g, 0, "play-it");
    assert!(event_text(&ev).contains(
        "The deck is empty: showdown: Alice holds Chief Architect (6), Bob holds Product Manager (5), \
         Carol holds Developer (1). Alice wins round 1"
    ));
    assert_eq!(tokens(&g, 0), 1);
}

fn tie_deal(alice_discards: Vec<&'static str>, bob_discards: Vec<&'static str>) -> Deal {
    Deal {
        hands: vec![vec!["it", "pm"], vec!["pm"], vec!["dev"]],
        discards: vec![alice_discards, bob_discards],
        rest_to: Some(2),
        face_down: Some("cse"),
        ..Deal::default()
    }
}

#[test]
fn showdown_tie_goes_to_the_highest_discard_total() {
    let mut g = game_with(3, tie_deal(vec!["dev"], vec!["cse"]));
    let ev = act(&mut g, 0, "play-it");
    assert!(
        event_text(&ev).contains("Alice and Bob tie on 5; Bob has the highest discard total (4).")
    );
    assert_eq!((tokens(&g, 0), tokens(&g, 1)), (0, 1));
}

#[test]
fn showdown_full_tie_gives_every_tied_player_a_token() {
    let mut g = game_with(3, tie_deal(vec!["cse"], vec!["arch"]));
    let ev = act(&mut g, 0, "play-it");
    let text = event_text(&ev);
    assert!(
        text.contains("Alice and Bob tie on 5 and on discard total (6)."),
        "{text}"
    );
    assert!(
        text.contains("Alice and Bob win round 1 and each gain a project token."),
        "{text}"
    );
    assert_eq!((tokens(&g, 0), tokens(&g, 1), tokens(&g, 2)), (1, 1, 0));
}

#[test]
fn next_round_starts_with_a_random_tied_winner() {
    let mut firsts = std::collections::BTreeSet::new();
    for seed in 0..40 {
        let mut g = game_with(3, tie_deal(vec!["cse"], vec!["arch"]));
        single(&mut g).rng = GameRng::from_seed(seed);
        let ev = act(&mut g, 0, "play-it");
        assert!(event_text(&ev).contains("(chosen at random among the tied winners)"));
        firsts.insert(single_ref(&g).round.current);
    }
    assert_eq!(firsts.into_iter().collect::<Vec<_>>(), [0, 1]);
}

#[test]
fn next_round_first_player_is_random_when_no_one_won() {
    let mut firsts = std::collections::BTreeSet::new();
    for seed in 0..60 {
        let deal = Deal {
            hands: vec![vec!["vp", "dev"], vec!["dev"], vec!["dev"]],
            ..Deal::default()
        };
        let mut g = game_with(3, deal);
        single(&mut g).rng = GameRng::from_seed(seed);
        let ev = acts(&mut g, 0, &["play-vp", "v1"]);
        assert!(event_text(&ev).contains("No one wins the round."));
        assert!(event_text(&ev).contains("starts (chosen at random)."));
        firsts.insert(single_ref(&g).round.current);
    }
    assert_eq!(firsts.len(), 3);
}

// ---- end of the game -------------------------------------------------------

#[test]
fn game_ends_at_round_end_when_a_player_reaches_the_goal() {
    let mut g = game_with(2, two([vec!["dev", "pm"], vec!["cse"]]));
    set_tokens(&mut g, &[5, 3]);
    acts(&mut g, 0, &["play-dev", "t1", "v4"]);
    let out = g.outcome().expect("game over");
    assert_eq!(out.winners, [0]);
    assert_eq!(out.scores, [6, 3]);
    assert_eq!(out.summary, "Alice wins with 6 project tokens");
    assert!(g.prompts().is_empty());
}

#[test]
fn a_cfo_token_at_the_goal_waits_for_the_end_of_the_round() {
    let deal = Deal {
        hands: vec![vec!["cfo", "dev"], vec!["cse"], vec!["it"]],
        ..Deal::default()
    };
    let mut g = game_with(3, deal);
    set_tokens(&mut g, &[4, 0, 0]);
    act(&mut g, 0, "play-cfo");
    assert_eq!(tokens(&g, 0), 5);
    assert!(
        g.outcome().is_none(),
        "the game only ends at the end of a round"
    );
    assert_eq!(single_ref(&g).round.current, 1);
}

#[test]
fn a_cfo_token_at_the_goal_wins_when_the_round_ends() {
    let deal = Deal {
        hands: vec![vec!["cfo", "dev"], vec!["arch"], vec!["it"]],
        rest_to: Some(0),
        face_down: Some("cse"),
        ..Deal::default()
    };
    let mut g = game_with(3, deal);
    set_tokens(&mut g, &[4, 0, 0]);
    act(&mut g, 0, "play-cfo");
    // Bob wins the showdown, but Alice has reached 5.
    assert_eq!(tokens(&g, 1), 1);
    assert_eq!(g.outcome().unwrap().winners, [0]);
}

#[test]
fn most_tokens_wins_when_several_reach_the_goal() {
    let mut g = game_with(2, two([vec!["vp", "dev"], vec!["cse"]]));
    set_tokens(&mut g, &[7, 5]);
    acts(&mut g, 0, &["play-vp", "v1"]);
    assert_eq!(tokens(&g, 1), 6);
    assert_eq!(g.outcome().unwrap().winners, [0]);
}

fn tie_at_goal() -> super::super::ProjectPlanning {
    let deal = Deal {
        hands: vec![vec!["vp", "dev"], vec!["cse"], vec!["dev"]],
        ..Deal::default()
    };
    let mut g = game_with(3, deal);
    set_tokens(&mut g, &[5, 4, 2]);
    g
}

#[test]
fn a_tie_at_the_goal_starts_sudden_death_with_only_the_tied_players() {
    let mut g = tie_at_goal();
    let ev = acts(&mut g, 0, &["play-vp", "v1"]);
    assert!(event_text(&ev).contains("Alice and Bob are tied with 5 project tokens: sudden death!"));
    assert!(g.outcome().is_none());
    let m = single_ref(&g);
    assert_eq!(m.sudden_death, Some(vec![0, 1]));
    assert_eq!(m.round.status[2], Status::SittingOut);
    assert!(m.round.hands[2].is_empty(), "Carol is not dealt in");
    assert_eq!(m.round.face_up.len(), 4, "two players are dealt in");
    assert_eq!(m.round.current, 1, "Bob won the last round");
    let board = g.view(Viewer::Public).to_text();
    assert!(
        board.contains("Sudden death: only Alice and Bob play"),
        "{board}"
    );
    assert!(board.contains("sitting out (sudden death)"), "{board}");
}

/// Ruling: sudden death is dealt for the players who play it, as a game of
/// that many: two tied players of a 5-8 player match play with one pack
/// (16 cards) and set four cards aside face up, as in a 2-player game.
#[test]
fn sudden_death_between_two_players_of_a_five_player_match_uses_one_pack_and_four_face_up() {
    let deal = Deal {
        hands: vec![
            vec!["vp", "pm"],
            vec!["dev"],
            vec!["dev"],
            vec!["dev"],
            vec!["dev"],
        ],
        ..Deal::default()
    };
    let mut g = game_with(5, deal);
    set_tokens(&mut g, &[3, 4, 1, 0, 0]);
    let ev = acts(&mut g, 0, &["play-vp", "v1"]);
    assert!(event_text(&ev).contains("Alice and Bob are tied with 4 project tokens: sudden death!"));
    let m = single_ref(&g);
    assert_eq!(m.sudden_death, Some(vec![0, 1]));
    assert_eq!(m.copies, 1, "one pack for two players");
    assert_eq!(m.cards.len(), 16);
    assert_eq!(m.round.face_up.len(), 4);
    assert_eq!(m.round.deck.len(), 16 - 2 - 1 - 4 - 1);
    let board = g.view(Viewer::Public).to_text();
    assert!(board.contains(&PACK_W.reference(1).to_string()), "{board}");
    m.check().unwrap();
    let rules = crate::engine::testkit::rules_pages::<ProjectPlanning>().join("\n");
    assert!(rules.contains("two of them: one pack, four cards face up"));
}

#[test]
fn shared_victory_option_accepts_several_winners() {
    let deal = Deal {
        hands: vec![vec!["vp", "dev"], vec!["cse"], vec!["dev"]],
        ..Deal::default()
    };
    let mut g = game_with_options(3, deal, &[("shared_victory", "yes")]);
    set_tokens(&mut g, &[5, 4, 2]);
    acts(&mut g, 0, &["play-vp", "v1"]);
    let out = g.outcome().expect("shared victory ends the game");
    assert_eq!(out.winners, [0, 1]);
    assert_eq!(
        out.summary,
        "Alice and Bob share the victory with 5 project tokens each"
    );
}

fn sudden_death(hands: [Vec<&'static str>; 2], tokens: [u32; 3]) -> super::super::ProjectPlanning {
    let deal = Deal {
        hands: vec![hands[0].clone(), hands[1].clone(), vec![]],
        sitting_out: vec![2],
        face_up: FACE_UP.to_vec(),
        face_down: Some("arch"),
        ..Deal::default()
    };
    let mut g = game_with(3, deal);
    set_tokens(&mut g, &tokens);
    single(&mut g).sudden_death = Some(vec![0, 1]);
    single_ref(&g).check().unwrap();
    g
}

#[test]
fn sudden_death_first_player_to_gain_a_token_wins() {
    let mut g = sudden_death([vec!["dev", "pm"], vec!["cse"]], [5, 5, 2]);
    acts(&mut g, 0, &["play-dev", "t1", "v4"]);
    let out = g.outcome().expect("first token wins");
    assert_eq!(out.winners, [0]);
    assert_eq!(
        out.summary,
        "Alice wins with 6 project tokens after sudden death"
    );
}

#[test]
fn sudden_death_cfo_token_wins_at_once() {
    let mut g = sudden_death([vec!["cfo", "dev"], vec!["cse"]], [5, 5, 2]);
    act(&mut g, 0, "play-cfo");
    assert_eq!(g.outcome().unwrap().winners, [0]);
    assert_eq!(single_ref(&g).round.step, Step::Done);
}

#[test]
fn sudden_death_empty_round_continues_with_the_same_players() {
    let mut g = sudden_death([vec!["vp", "dev"], vec!["dev"]], [5, 5, 2]);
    let ev = acts(&mut g, 0, &["play-vp", "v1"]);
    assert!(event_text(&ev).contains("Sudden death continues between Alice and Bob."));
    assert!(g.outcome().is_none());
    let m = single_ref(&g);
    assert_eq!(m.sudden_death, Some(vec![0, 1]));
    assert_eq!(m.round.status[2], Status::SittingOut);
    assert_eq!((tokens(&g, 0), tokens(&g, 1)), (5, 5));
}

#[test]
fn sudden_death_simultaneous_tokens_continue_among_the_still_tied() {
    let mut g = game_with(3, tie_deal(vec!["cse"], vec!["arch"]));
    set_tokens(&mut g, &[5, 5, 5]);
    single(&mut g).sudden_death = Some(vec![0, 1, 2]);
    let ev = act(&mut g, 0, "play-it");
    assert!(event_text(&ev).contains("Sudden death continues between Alice and Bob."));
    assert!(g.outcome().is_none());
    let m = single_ref(&g);
    assert_eq!(m.sudden_death, Some(vec![0, 1]));
    assert_eq!(
        m.round.status[2],
        Status::SittingOut,
        "Carol is no longer tied"
    );
}

#[test]
fn sudden_death_starts_with_a_random_tied_player_when_the_round_winner_sits_out() {
    let mut firsts = std::collections::BTreeSet::new();
    for seed in 0..30 {
        let deal = Deal {
            hands: vec![vec!["vp", "dev"], vec!["dev"], vec!["cse"]],
            ..Deal::default()
        };
        let mut g = game_with(3, deal);
        set_tokens(&mut g, &[5, 5, 0]);
        single(&mut g).rng = GameRng::from_seed(seed);
        acts(&mut g, 0, &["play-vp", "v1"]);
        assert_eq!(tokens(&g, 2), 1, "Carol wins the round");
        let m = single_ref(&g);
        assert_eq!(m.sudden_death, Some(vec![0, 1]));
        firsts.insert(m.round.current);
    }
    assert_eq!(firsts.into_iter().collect::<Vec<_>>(), [0, 1]);
}
