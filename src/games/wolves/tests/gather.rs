//! Tests of step 2, Gathering: simultaneous drawing, Leaders face up,
//! stopping, Overstretching, the first-turn rank, the live board, the step
//! timer, Know the Land, Determination and Draw to next Leader.

use super::*;
use crate::engine::Audience;

#[test]
fn gathering_is_simultaneous_every_player_is_prompted_at_once() {
    let g = fresh(5);
    assert_eq!(prompted(&g), vec![0, 1, 2, 3, 4]);
    for s in 0..5 {
        assert_eq!(choice_ids(&g, s), vec!["draw", "drawto"]);
    }
}

#[test]
fn leader_cards_go_face_up_and_other_cards_to_the_hand() {
    let mut g = fresh(3);
    stack(&mut g, 1, &[Card::Leader, Card::Corn, Card::Forest]);
    for _ in 0..3 {
        act(&mut g, 1, "draw");
    }
    let p = &g.players[1];
    assert_eq!(p.leaders, 1);
    assert_eq!(p.hand, [0, 1, 0, 1]);
    let text = public_text(&g);
    assert!(text.contains("Leaders face up 1"), "{text}");
    assert!(
        !text.contains("Hand: 0 Fish, 1 Corn"),
        "the hand is private"
    );
    assert!(seat_text(&g, 1).contains("Hand: 0 Fish, 1 Corn, 0 Bison, 1 Forest"));
}

#[test]
fn must_draw_one_card_before_stopping() {
    let mut g = fresh(3);
    refused_saying(&mut g, 0, "stop", "at least one card");
    act(&mut g, 0, "draw");
    act(&mut g, 0, "stop");
    assert_eq!(g.players[0].gather.state, GatherState::Stopped);
}

#[test]
fn drawing_after_stopping_is_refused() {
    let mut g = fresh(3);
    act(&mut g, 0, "draw");
    act(&mut g, 0, "stop");
    let err = refused_saying(&mut g, 0, "draw", "stopped");
    assert!(matches!(err, RuleError::NotYourTurn(_)));
}

#[test]
fn third_leader_overstretches_and_returns_the_leaders_to_the_deck() {
    let mut g = fresh(3);
    stack(
        &mut g,
        0,
        &[Card::Leader, Card::Fish, Card::Leader, Card::Leader],
    );
    for _ in 0..3 {
        act(&mut g, 0, "draw");
    }
    let ev = act(&mut g, 0, "draw");
    let p = &g.players[0];
    assert_eq!(p.gather.state, GatherState::Overstretched);
    assert!(p.overstretched);
    assert_eq!(p.leaders, 0, "the three Leaders are unusable");
    assert_eq!(
        &p.deck[p.deck.len() - 3..],
        &[Card::Leader; 3],
        "back on top of the deck"
    );
    assert_eq!(p.hand[0], 1, "the hand is kept");
    assert!(ev
        .iter()
        .any(|e| e.audience == Audience::Public && e.text.to_string().contains("OVERSTRETCHED") && e.notify));
    assert!(choice_ids(&g, 0).is_empty(), "no more drawing");
}

#[test]
fn overstretched_player_skips_the_next_gathering() {
    let mut g = fresh(3);
    g.players[2].overstretched = true;
    begin_turn_number(&mut g, 2);
    assert_eq!(g.players[2].gather.state, GatherState::Skipped);
    assert!(!g.players[2].overstretched, "the flag is for one turn");
    assert_eq!(prompted(&g), vec![0, 1]);
    refused_saying(&mut g, 2, "draw", "skip gathering");
}

#[test]
fn turn_one_rank_fewest_leaders_then_most_cards() {
    let mut g = fresh(4);
    // Ann: 1 Leader, 3 cards. Ben: 0 Leaders, 2 cards. Cat: 0 Leaders, 4 cards. Dan: 2 Leaders.
    stack(&mut g, 0, &[Card::Leader, Card::Fish, Card::Fish]);
    stack(&mut g, 1, &[Card::Corn, Card::Corn]);
    stack(
        &mut g,
        2,
        &[Card::Bison, Card::Forest, Card::Fish, Card::Fish],
    );
    stack(&mut g, 3, &[Card::Leader, Card::Leader]);
    for (seat, draws) in [(0, 3), (1, 2), (2, 4), (3, 2)] {
        for _ in 0..draws {
            act(&mut g, seat, "draw");
        }
    }
    for seat in 0..3 {
        act(&mut g, seat, "stop");
    }
    assert!(g.rank.is_empty(), "rank waits for everyone");
    act(&mut g, 3, "stop");
    assert_eq!(g.rank, vec![2, 1, 0, 3]);
}

#[test]
fn turn_one_rank_counts_an_overstretched_player_as_three_leaders() {
    let mut g = fresh(3);
    stack(&mut g, 0, &[Card::Leader, Card::Leader, Card::Leader]);
    for _ in 0..3 {
        act(&mut g, 0, "draw");
    }
    stack(&mut g, 1, &[Card::Leader, Card::Leader]);
    act(&mut g, 1, "draw");
    act(&mut g, 1, "draw");
    act(&mut g, 1, "stop");
    act(&mut g, 2, "draw");
    act(&mut g, 2, "stop");
    assert_eq!(*g.rank.last().unwrap(), 0);
}

#[test]
fn first_turn_rank_rule_applies_to_a_five_player_game_starting_on_turn_two() {
    let mut g = table(5, 9, &[("step_timer", "0")]);
    assert_eq!(g.turn, 2);
    for s in 0..5 {
        act(&mut g, s, "draw");
    }
    for s in 0..5 {
        act(&mut g, s, "stop");
    }
    assert_eq!(g.rank.len(), 5);
    let key = |s: Seat| {
        let p = &g.players[s];
        (p.gather.leaders_drawn, std::cmp::Reverse(p.hand_size()))
    };
    for w in g.rank.windows(2) {
        assert!(key(w[0]) <= key(w[1]));
    }
}

#[test]
fn board_shows_gathering_progress_live() {
    let mut g = fresh(3);
    stack(&mut g, 0, &[Card::Fish, Card::Leader]);
    act(&mut g, 0, "draw");
    act(&mut g, 0, "draw");
    let text = public_text(&g);
    assert!(text.contains("Drawing: 2 drawn, 1 Leader"), "{text}");
    act(&mut g, 0, "stop");
    let text = public_text(&g);
    assert!(text.contains("Stopped: 2 drawn, 1 Leader"), "{text}");
    stack(&mut g, 1, &[Card::Leader, Card::Leader, Card::Leader]);
    for _ in 0..3 {
        act(&mut g, 1, "draw");
    }
    assert!(public_text(&g).contains("OVERSTRETCHED after 3 cards"));
}

#[test]
fn step_timer_stops_players_still_drawing() {
    let mut g = fresh(3);
    g.step_timer = 60;
    act(&mut g, 0, "draw");
    act(&mut g, 1, "draw");
    act(&mut g, 1, "stop");
    let deadline = g.deadline().expect("gathering has a timer");
    assert_eq!(deadline.seconds, 60);
    g.apply(Actor::Clock, &deadline.action).unwrap();
    assert!(g.players.iter().all(|p| p.gather.state.finished()));
    assert_eq!(
        g.players[2].gather.drawn, 1,
        "a player who drew nothing draws one card"
    );
    assert!(!matches!(g.phase, Phase::Gathering));
    assert!(g.deadline().is_none(), "no timer outside gathering");
}

#[test]
fn stale_timer_is_refused() {
    let mut g = fresh(3);
    g.step_timer = 60;
    let old = g.deadline().unwrap();
    let before = serde_json::to_string(&g).unwrap();
    let err = g
        .apply(Actor::Clock, &format!("timeout{}", old.key + 1))
        .unwrap_err();
    assert!(err.to_string().contains("stale"), "{err}");
    assert_eq!(before, serde_json::to_string(&g).unwrap());
    let mut h = g.clone();
    h.step_timer = 0;
    assert!(h.deadline().is_none(), "step_timer 0 means no timer");
    assert!(h.apply(Actor::Clock, &old.action).is_err());
}

#[test]
fn know_the_land_shows_top_three_and_reorders_them() {
    let mut g = fresh(3);
    g.players[0].knowledge.push(Knowledge::KnowTheLand);
    g.supply[Knowledge::KnowTheLand.idx()] -= 1;
    stack(&mut g, 0, &[Card::Leader, Card::Forest, Card::Fish]);
    assert!(choice_ids(&g, 0).contains(&"peek".to_string()));
    let ev = act(&mut g, 0, "peek");
    assert!(ev
        .iter()
        .any(|e| e.audience == Audience::Seat(0) && e.text.to_string().contains("Leader, Forest, Fish")));
    assert!(!ev
        .iter()
        .any(|e| e.audience == Audience::Public && e.text.to_string().contains("Forest")));
    let ids = choice_ids(&g, 0);
    assert_eq!(ids.len(), 6, "{ids:?}");
    refused_saying(&mut g, 0, "ord-fff", "exactly the cards");
    act(&mut g, 0, "ord-ftl");
    let top: Vec<Card> = g.players[0].deck.iter().rev().take(3).copied().collect();
    assert_eq!(top, vec![Card::Fish, Card::Forest, Card::Leader]);
    act(&mut g, 0, "draw");
    assert_eq!(g.players[0].hand[0], 1);
    assert_eq!(g.players[0].gather.drawn, 1, "looking is not drawing");
}

#[test]
fn know_the_land_is_once_per_turn() {
    let mut g = fresh(3);
    g.players[0].knowledge.push(Knowledge::KnowTheLand);
    g.supply[Knowledge::KnowTheLand.idx()] -= 1;
    act(&mut g, 0, "peek");
    let order = choice_ids(&g, 0)[0].clone();
    act(&mut g, 0, &order);
    assert!(!choice_ids(&g, 0).contains(&"peek".to_string()));
    refused_saying(&mut g, 0, "peek", "once per turn");
}

#[test]
fn determination_gives_a_token_when_drawing_past_the_second_leader() {
    let mut g = fresh(3);
    g.players[0].knowledge.push(Knowledge::Determination);
    g.supply[Knowledge::Determination.idx()] -= 1;
    stack(&mut g, 0, &[Card::Leader, Card::Leader, Card::Corn]);
    for _ in 0..3 {
        act(&mut g, 0, "draw");
    }
    act(&mut g, 0, "stop");
    assert_eq!(choice_ids(&g, 0), vec!["det-f", "det-c", "det-b"]);
    act(&mut g, 0, "det-b");
    assert_eq!(g.players[0].reserve, [0, 0, 1]);
    assert_eq!(g.players[0].gather.state, GatherState::Stopped);
    // Stopping right at the second Leader earns nothing.
    let mut h = fresh(3);
    h.players[0].knowledge.push(Knowledge::Determination);
    h.supply[Knowledge::Determination.idx()] -= 1;
    stack(&mut h, 0, &[Card::Leader, Card::Leader]);
    act(&mut h, 0, "draw");
    act(&mut h, 0, "draw");
    act(&mut h, 0, "stop");
    assert_eq!(h.players[0].gather.state, GatherState::Stopped);
    assert_eq!(h.players[0].reserve, [0, 0, 0]);
}

/// Rule (from the rules review): Determination's free token, when the Reserve
/// is full, is offered as a swap (one token back for one of another kind),
/// and when even that cannot fit, its owner is told it is lost.
#[test]
fn determination_with_a_full_reserve_offers_a_swap_or_tells_its_owner_it_is_lost() {
    let earn = |g: &mut Wolves| {
        g.players[0].knowledge.push(Knowledge::Determination);
        g.supply[Knowledge::Determination.idx()] -= 1;
        stack(g, 0, &[Card::Leader, Card::Leader, Card::Corn]);
        for _ in 0..3 {
            act(g, 0, "draw");
        }
        act(g, 0, "stop")
    };
    let mut g = fresh(3);
    g.players[0].reserve = [4, 4, 1];
    earn(&mut g);
    assert_eq!(g.players[0].gather.state, GatherState::Determination);
    assert_eq!(choice_ids(&g, 0), vec!["dsw-fb", "dsw-cb", "det-no"]);
    refused_saying(&mut g, 0, "det-b", "full");
    refused_saying(&mut g, 0, "dsw-bf", "4 of a kind");
    let ev = act(&mut g, 0, "dsw-fb");
    assert_eq!(g.players[0].reserve, [3, 4, 2]);
    assert_eq!(g.players[0].gather.state, GatherState::Stopped);
    assert!(
        public_events(&ev)
            .iter()
            .any(|l| l.contains("Ann swaps a Fish token for a Bison token (Determination)")),
        "{ev:?}"
    );
    // Keeping the Reserve as it is is allowed too.
    let mut g = fresh(3);
    g.players[0].reserve = [4, 4, 1];
    earn(&mut g);
    act(&mut g, 0, "det-no");
    assert_eq!(g.players[0].reserve, [4, 4, 1]);
    assert_eq!(g.players[0].gather.state, GatherState::Stopped);
    // Preservation with 4 of each kind: no swap can help; the owner is told.
    let mut g = fresh(3);
    g.players[0].knowledge.push(Knowledge::Preservation);
    g.supply[Knowledge::Preservation.idx()] -= 1;
    g.players[0].reserve = [4, 4, 4];
    let ev = earn(&mut g);
    assert_eq!(g.players[0].gather.state, GatherState::Stopped);
    assert!(
        ev.iter().any(|e| e.audience == Audience::Seat(0)
            && e.text.to_string().contains("Determination")
            && e.text.to_string().contains("lost")),
        "{ev:?}"
    );
}

#[test]
fn bot_swaps_a_full_reserve_toward_its_thinnest_kind_or_keeps_an_even_one() {
    let mut g = fresh(3);
    g.players[0].knowledge.push(Knowledge::Determination);
    g.supply[Knowledge::Determination.idx()] -= 1;
    g.players[0].reserve = [4, 4, 1];
    g.players[0].gather.state = GatherState::Determination;
    g.players[0].gather.drawn = 0;
    assert_eq!(g.bot_action(0).as_deref(), Some("dsw-fb"));
    g.players[0].reserve = [3, 3, 3];
    assert_eq!(g.bot_action(0).as_deref(), Some("det-no"));
}

#[test]
fn draw_to_next_leader_draws_until_a_leader_and_never_overstretches() {
    let mut g = fresh(3);
    stack(
        &mut g,
        0,
        &[
            Card::Fish,
            Card::Forest,
            Card::Leader,
            Card::Corn,
            Card::Leader,
            Card::Leader,
        ],
    );
    act(&mut g, 0, "drawto");
    assert_eq!(g.players[0].gather.drawn, 3);
    assert_eq!(g.players[0].leaders, 1);
    act(&mut g, 0, "drawto");
    assert_eq!(g.players[0].gather.drawn, 5);
    assert_eq!(g.players[0].leaders, 2);
    assert!(!choice_ids(&g, 0).contains(&"drawto".to_string()));
    refused_saying(&mut g, 0, "drawto", "one card at a time");
}

/// Seat 0 holds two Leaders, 3 Fish and 3 Corn, and needs Bison: the make-up
/// of its deck decides whether a third draw is worth the risk.
fn two_leaders_short_of_bison(bison_left: usize) -> Wolves {
    let mut g = fresh(3);
    give_hand(&mut g, 0, [3, 3, 0, 0], 2);
    // The other Bison leave the game as availability removes cards.
    let p = &mut g.players[0];
    let mut kept = 0;
    let mut removed = 0;
    p.deck.retain(|&c| {
        if c != Card::Bison {
            return true;
        }
        kept += 1;
        removed += u8::from(kept > bison_left);
        kept <= bison_left
    });
    p.removed[Card::Bison.idx()] += removed;
    g
}

#[test]
fn bot_never_draws_past_the_second_leader_when_no_card_it_needs_is_left() {
    // The old bot drew here (a shortfall and a deck of 10+): a gamble with no upside.
    let g = two_leaders_short_of_bison(0);
    assert!(g.players[0].deck.len() >= 10);
    assert!(g.players[0].reckless_draw());
    assert_eq!(g.bot_action(0).as_deref(), Some("stop"));
    // One Bison against the one Leader left: still not worth it.
    let g = two_leaders_short_of_bison(1);
    assert!(g.players[0].reckless_draw());
    assert_eq!(g.bot_action(0).as_deref(), Some("stop"));
}

#[test]
fn bot_pushes_its_luck_when_a_needed_card_is_three_times_likelier_than_the_third_leader() {
    let g = two_leaders_short_of_bison(2);
    assert_eq!(g.bot_action(0).as_deref(), Some("stop"), "2 to 1 is not enough");
    let g = two_leaders_short_of_bison(3);
    assert!(!g.players[0].reckless_draw());
    assert_eq!(g.bot_action(0).as_deref(), Some("draw"));
}

#[test]
fn an_overstretch_counts_as_avoidable_only_when_the_draw_was_reckless() {
    for (bison_left, reckless) in [(0, true), (4, false)] {
        let mut g = two_leaders_short_of_bison(bison_left);
        stack(&mut g, 0, &[Card::Leader]);
        act(&mut g, 0, "draw");
        let p = &g.players[0];
        assert_eq!(p.gather.state, GatherState::Overstretched);
        assert_eq!(p.last_overstretch_reckless, reckless, "{bison_left} Bison left");
        g.end = Some(End::Lost {
            turn: 1,
            seats: vec![0],
        });
        let tallies: Vec<String> = g.tallies().into_iter().map(|t| t.0).collect();
        assert!(tallies.contains(&"loss_causes/overstretched by own move".to_string()));
        assert_eq!(
            tallies.contains(&"loss_causes/overstretched by own avoidable move".to_string()),
            reckless
        );
    }
}
