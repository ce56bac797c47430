//! Tests of steps 3, 4 and 6 (conservation bonus, needs, reconciling), the
//! new rank and Awards, and the end of the game, each named after its rule.

use super::*;

// ---------- step 3: conservation bonus and the Status track ----------

#[test]
fn conservation_bonus_is_five_per_leader_fewer_than_two() {
    let mut g = fresh(4);
    stack(&mut g, 0, &[Card::Fish]);
    stack(&mut g, 1, &[Card::Leader]);
    stack(&mut g, 2, &[Card::Leader, Card::Leader]);
    stack(&mut g, 3, &[Card::Leader, Card::Leader, Card::Leader]);
    for (seat, draws) in [(0, 1), (1, 1), (2, 2), (3, 3)] {
        for _ in 0..draws {
            act(&mut g, seat, "draw");
        }
    }
    for seat in 0..3 {
        act(&mut g, seat, "stop");
    }
    let status: Vec<u32> = g.players.iter().map(|p| p.status).collect();
    assert_eq!(
        status,
        vec![10, 5, 0, 0],
        "the overstretched player's Leaders count as face up"
    );
}

#[test]
fn showing_off_makes_the_conservation_bonus_six() {
    let mut g = fresh(3);
    g.players[1].knowledge.push(Knowledge::ShowingOff);
    g.supply[Knowledge::ShowingOff.idx()] -= 1;
    stack(&mut g, 1, &[Card::Leader, Card::Fish]);
    stack(&mut g, 0, &[Card::Fish]);
    stack(&mut g, 2, &[Card::Leader, Card::Leader]);
    act(&mut g, 1, "draw");
    act(&mut g, 0, "draw");
    act(&mut g, 2, "draw");
    act(&mut g, 2, "draw");
    for seat in 0..3 {
        act(&mut g, seat, "stop");
    }
    assert_eq!(g.players[1].status, 6);
    assert_eq!(g.players[0].status, 10);
}

#[test]
fn status_markers_never_share_a_space_and_move_back() {
    let mut g = fresh(4);
    g.players[0].status = 10;
    g.players[1].status = 9;
    g.gain_status(2, 10);
    assert_eq!(g.players[2].status, 8, "10 and 9 are taken: back to 8");
    g.gain_status(3, 1);
    assert_eq!(g.players[3].status, 1);
    g.gain_status(1, 1);
    assert_eq!(g.players[1].status, 9, "its own old space is free again");
    g.players[3].status = 0;
    g.players[2].status = 0;
    assert!(g.invariants().is_ok(), "zero is shared");
}

#[test]
fn skipping_player_has_no_leaders_face_up_and_gets_the_full_bonus() {
    let mut g = fresh(3);
    g.players[0].gather.state = GatherState::Skipped;
    for seat in 1..3 {
        stack(&mut g, seat, &[Card::Leader, Card::Leader]);
        act(&mut g, seat, "draw");
        act(&mut g, seat, "draw");
        act(&mut g, seat, "stop");
    }
    assert_eq!(g.players[0].status, 10);
}

// ---------- step 4: needs ----------

#[test]
fn needs_default_pays_cards_first_then_tokens_and_keeps_leaders() {
    let mut g = fresh(3);
    give_hand(&mut g, 0, [3, 2, 0, 1], 2);
    g.players[0].reserve = [1, 1, 2];
    to_needs(&mut g, &[0, 1, 2]);
    assert_eq!(prompted(&g), vec![0]);
    let plan = g.default_payment(0);
    assert_eq!(
        plan.map(|s| (s.cards, s.tokens, s.leaders)),
        [(3, 0, 0), (2, 1, 0), (0, 2, 1)]
    );
    act(&mut g, 0, "pay");
    let p = &g.players[0];
    assert_eq!(p.paid, [3, 3, 3]);
    assert_eq!(p.leaders, 1, "one Leader kept");
    assert_eq!(p.reserve, [1, 0, 0]);
    assert_eq!(p.hand, [0, 0, 0, 1]);
    g.invariants().unwrap();
}

#[test]
fn custom_payment_walks_each_resource_and_can_go_back() {
    let mut g = fresh(3);
    give_hand(&mut g, 0, [3, 3, 2, 0], 1);
    g.players[0].reserve = [0, 0, 1];
    to_needs(&mut g, &[0, 1, 2]);
    act(&mut g, 0, "custom");
    let ids = choice_ids(&g, 0);
    assert!(
        ids.contains(&"p300".to_string()) && ids.contains(&"p201".to_string()),
        "{ids:?}"
    );
    act(&mut g, 0, "p201");
    act(&mut g, 0, "back");
    act(&mut g, 0, "back");
    assert!(
        choice_ids(&g, 0).contains(&"pay".to_string()),
        "back to the one-click choice"
    );
    act(&mut g, 0, "custom");
    act(&mut g, 0, "p201");
    act(&mut g, 0, "p300");
    // Bison: 2 cards + 1 token; the Leader went to Fish.
    assert_eq!(choice_ids(&g, 0), vec!["p210", "back"]);
    act(&mut g, 0, "p210");
    let p = &g.players[0];
    assert_eq!(p.paid, [3, 3, 3]);
    assert_eq!((p.hand[0], p.leaders, p.reserve[2]), (1, 0, 0));
}

#[test]
fn paying_needs_with_cards_you_do_not_have_is_refused() {
    let mut g = fresh(3);
    give_hand(&mut g, 0, [2, 3, 3, 0], 0);
    to_needs(&mut g, &[0, 1, 2]);
    act(&mut g, 0, "custom");
    refused_saying(&mut g, 0, "p300", "do not have 3 Fish cards");
    refused_saying(&mut g, 0, "p020", "do not have 2 Fish tokens");
    refused_saying(&mut g, 0, "p201", "Leaders");
}

#[test]
fn must_pay_as_much_of_the_needs_as_possible() {
    let mut g = fresh(3);
    give_hand(&mut g, 0, [3, 3, 3, 0], 0);
    to_needs(&mut g, &[0, 1, 2]);
    act(&mut g, 0, "custom");
    refused_saying(&mut g, 0, "p200", "as much");
}

#[test]
fn unmet_needs_are_public_with_the_shortfall() {
    let mut g = fresh(3);
    give_hand(&mut g, 0, [3, 1, 0, 0], 1);
    to_needs(&mut g, &[0, 1, 2]);
    let ev = act(&mut g, 0, "pay");
    assert!(
        ev.iter()
            .any(|e| e.notify && e.text.to_string().contains("UNMET: short 1 Corn, 3 Bison")),
        "{ev:?}"
    );
    // The finished board's story names the shortfall.
    let text = public_text(&g);
    assert!(text.contains("Ann (short 1 Corn, 3 Bison)"), "{text}");
}

#[test]
fn needs_are_paid_in_rank_order() {
    let mut g = fresh(3);
    for s in 0..3 {
        give_hand(&mut g, s, [3, 3, 3, 0], 0);
    }
    to_needs(&mut g, &[2, 0, 1]);
    assert_eq!(prompted(&g), vec![2]);
    refused_saying(&mut g, 0, "pay", "waiting for Cat");
    act(&mut g, 2, "pay");
    assert_eq!(prompted(&g), vec![0]);
    act(&mut g, 0, "pay");
    assert_eq!(prompted(&g), vec![1]);
}

#[test]
fn a_player_with_nothing_to_pay_is_recorded_as_short_without_a_prompt() {
    let mut g = fresh(3);
    give_hand(&mut g, 1, [3, 3, 3, 0], 0);
    give_hand(&mut g, 2, [3, 3, 3, 0], 0);
    to_needs(&mut g, &[0, 1, 2]);
    assert_eq!(prompted(&g), vec![1]);
    assert!(g.players[0].needs_done && g.players[0].total_shortfall() == 9);
}

// ---------- step 6: reconciling ----------

#[test]
fn any_unmet_need_at_reconciling_loses_the_game_for_everyone() {
    let mut g = fresh(3);
    give_hand(&mut g, 0, [3, 3, 2, 0], 0);
    give_hand(&mut g, 1, [3, 3, 3, 0], 0);
    give_hand(&mut g, 2, [3, 3, 3, 0], 0);
    to_needs(&mut g, &[0, 1, 2]);
    for s in 0..3 {
        act(&mut g, s, "pay");
    }
    for s in 0..3 {
        if g.outcome().is_none() && prompted(&g) == vec![s] {
            act(&mut g, s, "done");
        }
    }
    let out = g.outcome().expect("the game ended");
    assert!(out.winners.is_empty());
    assert!(out.summary.contains("Ann"), "{}", out.summary);
    assert!(g.prompts().is_empty());
    assert_eq!(g.apply(Actor::Seat(0), "auto"), Err(RuleError::GameOver));
}

#[test]
fn cards_return_for_one_status_each_in_one_gain() {
    let mut g = fresh(3);
    give_hand(&mut g, 0, [2, 1, 0, 3], 1);
    g.players[1].status = 4;
    g.players[0].reserve = [1, 0, 0];
    to_reconciling(&mut g, &[0, 1, 2]);
    act(&mut g, 0, "ret-f");
    act(&mut g, 0, "finish");
    // 2 + 1 cards, 1 Leader, 1 token = 5 in one go: 5 is free.
    assert_eq!(g.players[0].status, 5);
    assert_eq!(g.players[0].hand, [0; 4]);
    assert_eq!(
        g.players[0].deck.len(),
        28,
        "every card is back in the deck"
    );
    let mut h = fresh(3);
    give_hand(&mut h, 0, [3, 0, 0, 0], 0);
    h.players[1].status = 3;
    to_reconciling(&mut h, &[0, 1, 2]);
    act(&mut h, 0, "finish");
    assert_eq!(
        h.players[0].status, 2,
        "one gain of 3 lands on 3, taken: back to 2"
    );
}

#[test]
fn overstretched_player_gains_no_status_from_returning_cards() {
    let mut g = fresh(3);
    give_hand(&mut g, 0, [2, 1, 0, 0], 0);
    g.players[0].overstretched = true;
    g.players[0].reserve = [1, 0, 0];
    to_reconciling(&mut g, &[0, 1, 2]);
    assert!(!choice_ids(&g, 0).contains(&"ret-f".to_string()));
    refused_saying(&mut g, 0, "ret-f", "overstretched");
    act(&mut g, 0, "tok-c");
    act(&mut g, 0, "finish");
    assert_eq!(g.players[0].status, 0);
    assert_eq!(
        g.players[0].reserve,
        [1, 1, 0],
        "cards may still become tokens"
    );
}

#[test]
fn cards_return_for_reserve_tokens_of_their_kind() {
    let mut g = fresh(3);
    give_hand(&mut g, 0, [2, 0, 1, 0], 0);
    to_reconciling(&mut g, &[0, 1, 2]);
    act(&mut g, 0, "tok-f");
    act(&mut g, 0, "tok-b");
    refused_saying(&mut g, 0, "tok-c", "no Corn card");
    assert_eq!(g.players[0].reserve, [1, 0, 1]);
}

#[test]
fn leader_returns_for_any_token() {
    let mut g = fresh(3);
    give_hand(&mut g, 0, [0, 0, 0, 0], 2);
    to_reconciling(&mut g, &[0, 1, 2]);
    act(&mut g, 0, "ltok-c");
    act(&mut g, 0, "ltok-b");
    assert_eq!(g.players[0].reserve, [0, 1, 1]);
    refused_saying(&mut g, 0, "ltok-f", "no usable Leader");
}

#[test]
fn two_leaders_buy_a_knowledge_card() {
    let mut g = fresh(3);
    give_hand(&mut g, 0, [0, 0, 0, 0], 2);
    to_reconciling(&mut g, &[0, 1, 2]);
    assert!(choice_ids(&g, 0).contains(&"kn-pres".to_string()));
    act(&mut g, 0, "kn-pres");
    assert!(g.players[0].has(Knowledge::Preservation));
    assert_eq!(g.players[0].leaders, 0);
    assert_eq!(g.supply[Knowledge::Preservation.idx()], 2);
    assert_eq!(g.players[0].reserve_cap(), 12, "it takes effect at once");
}

#[test]
fn buying_a_knowledge_card_you_own_is_refused() {
    let mut g = fresh(3);
    give_hand(&mut g, 0, [0, 0, 0, 0], 2);
    g.players[0].knowledge.push(Knowledge::NoWaste);
    g.supply[Knowledge::NoWaste.idx()] -= 1;
    to_reconciling(&mut g, &[0, 1, 2]);
    assert!(!choice_ids(&g, 0).contains(&"kn-waste".to_string()));
    refused_saying(&mut g, 0, "kn-waste", "already have No Waste");
}

#[test]
fn knowledge_needs_two_leaders_and_a_copy_left() {
    let mut g = fresh(3);
    give_hand(&mut g, 0, [0, 0, 0, 0], 1);
    to_reconciling(&mut g, &[0, 1, 2]);
    refused_saying(&mut g, 0, "kn-land", "2 usable Leaders");
    let mut h = fresh(3);
    give_hand(&mut h, 0, [0, 0, 0, 0], 2);
    to_reconciling(&mut h, &[0, 1, 2]);
    // All three copies are owned elsewhere (the supply is what the rule reads).
    h.supply[Knowledge::KnowTheLand.idx()] = 0;
    refused_saying(&mut h, 0, "kn-land", "no Know the Land card is left");
}

#[test]
fn reserve_caps_nine_total_four_per_kind() {
    let mut g = fresh(3);
    give_hand(&mut g, 0, [2, 0, 2, 0], 1);
    g.players[0].reserve = [4, 3, 1];
    to_reconciling(&mut g, &[0, 1, 2]);
    refused_saying(&mut g, 0, "tok-f", "4 Fish");
    act(&mut g, 0, "tok-b");
    assert_eq!(g.players[0].reserve_total(), 9);
    refused_saying(&mut g, 0, "tok-b", "full (9 tokens)");
    refused_saying(&mut g, 0, "ltok-c", "full");
    let ids = choice_ids(&g, 0);
    assert!(
        !ids.iter()
            .any(|i| i.starts_with("tok-") || i.starts_with("ltok-")),
        "{ids:?}"
    );
}

#[test]
fn preservation_raises_the_reserve_cap_to_twelve() {
    let mut g = fresh(3);
    give_hand(&mut g, 0, [0, 1, 4, 0], 0);
    g.players[0].knowledge.push(Knowledge::Preservation);
    g.supply[Knowledge::Preservation.idx()] -= 1;
    g.players[0].reserve = [4, 3, 2];
    to_reconciling(&mut g, &[0, 1, 2]);
    act(&mut g, 0, "tok-c");
    act(&mut g, 0, "tok-b");
    act(&mut g, 0, "tok-b");
    assert_eq!(g.players[0].reserve, [4, 4, 4]);
    refused_saying(&mut g, 0, "tok-b", "4 Bison");
}

#[test]
fn no_waste_adds_a_third_token_to_a_pair() {
    let mut g = fresh(3);
    give_hand(&mut g, 0, [1, 0, 0, 0], 0);
    g.players[0].knowledge.push(Knowledge::NoWaste);
    g.supply[Knowledge::NoWaste.idx()] -= 1;
    g.players[0].reserve = [0, 2, 1];
    to_reconciling(&mut g, &[0, 1, 2]);
    assert_eq!(choice_ids(&g, 0), vec!["nw-c", "nw-no"]);
    refused_saying(&mut g, 0, "nw-b", "two Bison tokens");
    act(&mut g, 0, "nw-c");
    assert_eq!(g.players[0].reserve, [0, 3, 1]);
    assert!(
        choice_ids(&g, 0).contains(&"finish".to_string()),
        "then the exchanges"
    );
}

#[test]
fn reset_undoes_the_reconcile_exchanges() {
    let mut g = fresh(3);
    give_hand(&mut g, 0, [2, 0, 0, 0], 2);
    g.players[0].reserve = [0, 1, 0];
    to_reconciling(&mut g, &[0, 1, 2]);
    let start = g.players[0].clone();
    act(&mut g, 0, "tok-f");
    act(&mut g, 0, "kn-land");
    act(&mut g, 0, "ret-c");
    act(&mut g, 0, "reset");
    assert_eq!(g.players[0], start);
    assert_eq!(g.supply, [3; 6]);
    act(&mut g, 0, "finish");
    assert_eq!(g.players[0].status, 4);
}

#[test]
fn default_reconcile_stores_tokens_then_status() {
    let mut g = fresh(3);
    give_hand(&mut g, 0, [4, 1, 0, 2], 2);
    g.players[0].reserve = [1, 0, 0];
    to_reconciling(&mut g, &[0, 1, 2]);
    act(&mut g, 0, "auto");
    let p = &g.players[0];
    // Corn 1, Fish fills to 4, the Leaders go to the thinnest kinds: Bison, then Corn.
    assert_eq!(p.reserve, [4, 2, 1]);
    assert_eq!(p.status, 1, "the Fish card that did not fit becomes Status");
}

#[test]
fn default_reconcile_on_the_last_turn_takes_everything_for_status() {
    let mut g = fresh(3);
    g.turn = LAST_TURN;
    give_hand(&mut g, 0, [2, 0, 0, 0], 1);
    g.players[0].reserve = [1, 2, 0];
    to_reconciling(&mut g, &[0, 1, 2]);
    act(&mut g, 0, "auto");
    assert_eq!(g.players[0].reserve, [0, 0, 0]);
}

/// Rule (from the rules review; the rulebook's "any number"): at reconciling
/// a player chooses how many leftover cards and Leaders earn 1 Status each;
/// the rest may go back to the deck for nothing.
#[test]
fn reconciling_may_return_leftover_cards_for_nothing() {
    let mut g = fresh(3);
    give_hand(&mut g, 0, [2, 1, 0, 1], 1);
    to_reconciling(&mut g, &[0, 1, 2]);
    let ids = choice_ids(&g, 0);
    for id in ["sta-f", "sta-c", "sta-l", "forgo", "finish"] {
        assert!(ids.contains(&id.to_string()), "{id} in {ids:?}");
    }
    assert!(!ids.contains(&"sta-b".to_string()), "no Bison card");
    refused_saying(&mut g, 0, "sta-b", "no Bison card");
    act(&mut g, 0, "sta-f");
    let ev = act(&mut g, 0, "forgo");
    let p = &g.players[0];
    assert_eq!(p.status, 1, "only the card chosen for Status counts");
    assert_eq!(p.reserve, [0, 0, 0]);
    assert_eq!((p.hand_size(), p.leaders), (0, 0), "every card is back");
    assert!(
        public_events(&ev)
            .iter()
            .any(|l| l.starts_with("Ann reconciles: +1 Status (now 1)")),
        "{ev:?}"
    );
    // Everything for nothing.
    let mut g = fresh(3);
    give_hand(&mut g, 0, [2, 1, 0, 0], 1);
    to_reconciling(&mut g, &[0, 1, 2]);
    act(&mut g, 0, "forgo");
    assert_eq!(g.players[0].status, 0);
    // Overstretched: returning gains nothing anyway, so there is no choice to make.
    let mut g = fresh(3);
    give_hand(&mut g, 0, [2, 0, 0, 0], 0);
    g.players[0].overstretched = true;
    to_reconciling(&mut g, &[0, 1, 2]);
    let ids = choice_ids(&g, 0);
    assert!(
        !ids.iter().any(|i| i.starts_with("sta-") || i == "forgo"),
        "{ids:?}"
    );
    refused_saying(&mut g, 0, "sta-f", "overstretched");
}

/// Ruling: at reconciling, as at gifting, a hand of only Forest is asked
/// like any other: the table cannot see it holds nothing to exchange, so
/// moving its player on would tell. Only a player the table can see has
/// nothing (no cards in hand, no Leaders, no Reserve token to return) is
/// moved on at once.
#[test]
fn reconciling_asks_a_hand_of_only_forest_like_any_other_hand() {
    let at_reconciling = |ann: [u8; 4]| {
        let mut g = fresh(3);
        give_hand(&mut g, 0, ann, 0);
        give_hand(&mut g, 1, [1, 0, 0, 0], 0);
        give_hand(&mut g, 2, [0, 1, 0, 0], 0);
        to_reconciling(&mut g, &[0, 1, 2]);
        g
    };
    let forest = at_reconciling([0, 0, 0, 2]);
    let fish = at_reconciling([2, 0, 0, 0]);
    assert_eq!(prompted(&forest), vec![0], "Ann is asked");
    assert!(choice_ids(&forest, 0).contains(&"finish".to_string()));
    assert_eq!(
        forest.view(Viewer::Public),
        fish.view(Viewer::Public),
        "the board does not tell an all-Forest hand from another"
    );
    // Overstretched with an empty hand and no Leaders: the table sees that
    // nothing can be exchanged, so Ann is moved on with the usual line.
    let mut g = fresh(3);
    give_hand(&mut g, 1, [1, 0, 0, 0], 0);
    give_hand(&mut g, 2, [0, 1, 0, 0], 0);
    g.players[0].overstretched = true;
    g.players[0].reserve = [1, 0, 0];
    to_reconciling(&mut g, &[0, 1, 2]);
    assert_eq!(prompted(&g), vec![1]);
}

#[test]
fn reconciling_is_in_rank_order() {
    let mut g = fresh(3);
    for s in 0..3 {
        give_hand(&mut g, s, [1, 0, 0, 0], 0);
    }
    to_reconciling(&mut g, &[1, 2, 0]);
    assert_eq!(prompted(&g), vec![1]);
    refused_saying(&mut g, 0, "finish", "waiting for Ben");
    act(&mut g, 1, "finish");
    assert_eq!(prompted(&g), vec![2]);
}

// ---------- new rank, Awards, end of game ----------

fn end_of_turn(g: &mut Wolves, status: &[u32], reserves: &[u8], rank: &[Seat]) {
    to_reconciling(g, rank);
    for p in &mut g.players {
        p.return_all_cards();
    }
    for (s, &st) in status.iter().enumerate() {
        g.players[s].status = st;
        g.players[s].reserve = [reserves[s], 0, 0];
    }
    let mut ev = Vec::new();
    g.phase = Phase::Reconciling {
        pos: g.n(),
        step: RecStep::NoWaste,
    };
    g.settle(&mut ev);
}

#[test]
fn new_rank_by_status_ties_at_zero_by_reserves_then_earlier_rank() {
    let mut g = fresh(5);
    end_of_turn(&mut g, &[0, 7, 0, 0, 3], &[1, 0, 2, 1, 0], &[0, 1, 2, 3, 4]);
    assert_eq!(g.rank, vec![1, 4, 2, 0, 3]);
}

#[test]
fn awards_three_two_one_with_four_to_six_players() {
    let mut g = fresh(4);
    end_of_turn(&mut g, &[5, 9, 1, 3], &[0; 4], &[0, 1, 2, 3]);
    let awards: Vec<u32> = g.players.iter().map(|p| p.awards).collect();
    assert_eq!(awards, vec![2, 3, 0, 1]);
}

#[test]
fn awards_two_one_with_three_players() {
    let mut g = fresh(3);
    end_of_turn(&mut g, &[5, 9, 1], &[0; 3], &[0, 1, 2]);
    let awards: Vec<u32> = g.players.iter().map(|p| p.awards).collect();
    assert_eq!(awards, vec![1, 2, 0]);
}

#[test]
fn status_returns_to_zero_and_the_next_turn_begins() {
    let mut g = fresh(3);
    end_of_turn(&mut g, &[5, 9, 1], &[0; 3], &[0, 1, 2]);
    assert!(g.players.iter().all(|p| p.status == 0));
    assert_eq!(g.turn, 2);
    assert_eq!(g.phase, Phase::Gathering);
    assert_eq!(g.revealed.len(), 1, "turn 2 reveals one availability card");
}

#[test]
fn collective_win_after_turn_eight_with_a_chief() {
    let mut g = fresh(4);
    g.turn = LAST_TURN;
    g.players[2].awards = 10;
    g.players[0].awards = 9;
    end_of_turn(&mut g, &[1, 2, 3, 4], &[0; 4], &[0, 1, 2, 3]);
    let out = g.outcome().expect("over after turn 8");
    assert_eq!(out.winners, vec![0, 1, 2, 3]);
    // Awards: Dan 3, Cat 2 -> Cat 12, Ann 9, Ben 1, Dan 3.
    assert_eq!(out.scores, vec![9, 1, 12, 3]);
    assert!(out.summary.contains("Cat is chief"), "{}", out.summary);
    assert_eq!(g.end, Some(End::Won { chief: Some(2) }));
}

#[test]
fn no_chief_when_the_most_awards_are_tied() {
    let mut g = fresh(3);
    g.turn = LAST_TURN;
    g.players[0].awards = 5;
    g.players[1].awards = 6;
    end_of_turn(&mut g, &[4, 2, 0], &[0; 3], &[0, 1, 2]);
    // Ann +2 = 7, Ben +1 = 7.
    assert_eq!(g.end, Some(End::Won { chief: None }));
    assert_eq!(g.outcome().unwrap().winners.len(), 3);
}

#[test]
fn the_game_does_not_end_before_turn_eight() {
    let mut g = fresh(3);
    g.turn = 7;
    end_of_turn(&mut g, &[1, 2, 3], &[0; 3], &[0, 1, 2]);
    assert!(g.outcome().is_none());
    assert_eq!(g.turn, 8);
}

#[test]
fn board_footer_matches_the_availability_table() {
    for preset in [Preset::Standard, Preset::Gentle] {
        let mut g = fresh(3);
        g.preset = preset;
        let labels: Vec<String> = preset.table().iter().map(|m| m.label().to_string()).collect();
        let footer = g.view(Viewer::Public).footer.unwrap();
        assert!(
            footer.to_string().ends_with(&format!("{}: {}", preset.code(), labels.join(", "))),
            "{footer}"
        );
    }
}

#[test]
fn board_keeps_the_description_within_discord_limits_with_long_events() {
    let mut g = fresh(6);
    g.log = (0..LOG_LINES)
        .map(|i| format!("{i} {}", "x".repeat(900)).into())
        .collect();
    for p in &mut g.players {
        p.knowledge = Knowledge::ALL[..3].to_vec();
        p.removed = [3, 3, 3, 2, 0];
    }
    let panel = g.view(Viewer::Seat(0));
    assert!(panel.text.to_string().len() <= 4096, "{}", panel.text.to_string().len());
    let total: usize = panel.title.to_string().len()
        + panel.text.to_string().len()
        + panel.footer.as_ref().map_or(0, |f| f.to_string().len())
        + panel
            .fields
            .iter()
            .map(|f| f.name.to_string().len() + f.value.to_string().len())
            .sum::<usize>();
    assert!(total <= 6000, "{total}");
    let recent = panel
        .fields
        .iter()
        .find(|f| f.part == crate::engine::Part::Recent)
        .expect("a Recent field");
    assert!(
        recent.value.to_string().contains(&format!("{} x", LOG_LINES - 1)),
        "the newest line is kept"
    );
}
