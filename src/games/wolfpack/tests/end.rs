//! Elimination, the end of the game and the final scoring.

use super::*;

use super::super::scoring::award_hand;
use super::super::EndReason;

/// A 3-player table where Alice can snatch the last White wolves with a Snatch wolf.
fn about_to_wipe_out_bob() -> Wolfpack {
    let mut g = table(3);
    snatched(&mut g, 2, 1, 6);
    give(&mut g, 0, &wolves(1, 4));
    give(&mut g, 1, &sheep(2));
    give_actions(&mut g, 0, &[ActionKind::SnatchWolf]);
    g
}

#[test]
fn player_is_eliminated_when_all_ten_of_their_wolves_are_snatched() {
    let mut g = about_to_wipe_out_bob();
    let events = act(&mut g, 0, "playwolf");
    assert!(g.players[1].eliminated);
    let notice = events
        .iter()
        .find(|e| e.notify)
        .expect("elimination is notified");
    assert!(
        notice.text.to_string().contains("Bob is out of play"),
        "{}",
        notice.text
    );
    assert_eq!(
        g.phase,
        Phase::Turn,
        "three players, two left in play: the game goes on"
    );
    assert_eq!(g.current, 2, "Bob is skipped");
}

#[test]
fn eliminated_player_is_skipped_in_turn_order() {
    let mut g = about_to_wipe_out_bob();
    act(&mut g, 0, "playwolf");
    act(&mut g, 2, "pile1");
    assert_eq!(g.current, 0);
    act(&mut g, 0, "pile1");
    assert_eq!(g.current, 2);
}

#[test]
fn eliminated_player_cannot_act_and_is_told_why() {
    let mut g = about_to_wipe_out_bob();
    act(&mut g, 0, "playwolf");
    let err = refused(&mut g, Actor::Seat(1), "pile1");
    assert!(
        matches!(&err, RuleError::NotYourTurn(m) if m.contains("out of play")),
        "{err}"
    );
    assert!(g.prompts().iter().all(|p| p.seat != 1));
}

#[test]
fn game_ends_at_once_when_one_player_has_snatched_every_opponent_wolf() {
    let mut g = table(3);
    snatched(&mut g, 0, 1, 10);
    snatched(&mut g, 0, 2, 7);
    give(&mut g, 0, &wolves(2, 3));
    give_actions(&mut g, 0, &[ActionKind::SnatchWolf]);
    let events = act(&mut g, 0, "playwolf");
    assert_eq!(
        g.phase,
        Phase::Over {
            reason: EndReason::AllWolvesSnatched(0)
        }
    );
    assert!(g.prompts().is_empty());
    assert!(g.cards_in_piles() > 0, "the piles were not empty");
    assert!(public_events(&events)
        .join("\n")
        .contains("Alice has snatched every opponent wolf"));
    assert!(g.outcome().is_some());
}

/// The rulebook ends the game only when a player has snatched all
/// the opponents' wolves or the last playing card is drawn; a player left
/// alone in play (the other packs snatched by different players) plays on.
#[test]
fn game_ends_only_when_every_opponent_wolf_is_snatched_or_the_last_card_is_drawn() {
    // Bob's wolves went to Carol, Carol's go to Alice: Alice alone is in
    // play, but Bob's wolves are in Carol's pile, not hers.
    let mut g = table(3);
    snatched(&mut g, 2, 1, 10);
    snatched(&mut g, 0, 2, 8);
    give(&mut g, 0, &wolves(2, 2));
    give_actions(&mut g, 0, &[ActionKind::SnatchWolf]);
    act(&mut g, 0, "playwolf");
    assert!(g.players[1].eliminated && g.players[2].eliminated);
    assert_eq!(g.phase, Phase::Turn, "one player left in play is no end");
    assert!(g.outcome().is_none());
    assert_eq!(prompted(&g), [0], "Alice plays on alone");
    // She plays on until the last playing card is drawn.
    drain_piles(&mut g, 2);
    let pile = g.piles.iter().position(|p| !p.is_empty()).unwrap();
    act(&mut g, 0, &format!("pile{}", pile + 1));
    assert!(g.outcome().is_none());
    assert_eq!(prompted(&g), [0]);
    let pile = g.piles.iter().position(|p| !p.is_empty()).unwrap();
    act(&mut g, 0, &format!("pile{}", pile + 1));
    assert_eq!(
        g.phase,
        Phase::Over {
            reason: EndReason::PilesEmpty
        }
    );
}

#[test]
fn game_ends_when_the_last_playing_card_is_taken_from_the_piles() {
    let mut g = table(2);
    drain_piles(&mut g, 1);
    let pile = g.piles.iter().position(|p| !p.is_empty()).unwrap();
    let events = act(&mut g, 0, &format!("pile{}", pile + 1));
    assert_eq!(
        g.phase,
        Phase::Over {
            reason: EndReason::PilesEmpty
        }
    );
    let notice = events
        .iter()
        .find(|e| e.notify)
        .expect("game over is notified");
    assert!(notice.text.to_string().contains("last playing card"), "{}", notice.text);
    assert!(matches!(
        g.apply(Actor::Seat(1), "draw"),
        Err(RuleError::GameOver)
    ));
}

/// A finished table with hands and score piles set by hand (scoring only
/// reads them, so the rest of the cards need not be accounted for here).
fn scored(n: usize, hands: Vec<Vec<Card>>, pile_sheep: Vec<usize>) -> Wolfpack {
    let mut g = table(n);
    for (seat, hand) in hands.into_iter().enumerate() {
        g.players[seat].hand = hand;
        g.players[seat].pile_sheep = pile_sheep[seat];
    }
    g.phase = Phase::Over {
        reason: EndReason::PilesEmpty,
    };
    g
}

#[test]
fn score_pile_counts_one_per_sheep_and_three_per_hostile_wolf() {
    let mut g = scored(3, vec![vec![], vec![], vec![]], vec![4, 1, 0]);
    g.players[0].pile_wolves = vec![0, 2, 1];
    let score = g.final_score();
    assert_eq!(
        (score.pile_sheep[0], score.pile_wolves[0], score.totals[0]),
        (4, 9, 13)
    );
    assert_eq!(g.outcome().unwrap().scores, vec![13, 1, 0]);
}

#[test]
fn hand_sheep_go_to_the_owner_of_the_most_represented_colour() {
    let mut hand = sheep(5);
    hand.extend(wolves(2, 2));
    hand.extend(wolves(1, 1));
    let award = award_hand(0, &hand, 3);
    assert_eq!(award.receivers, vec![2]);
    assert_eq!((award.each, award.lost), (5, 0));
}

#[test]
fn own_colour_counts_when_sharing_out_a_hand() {
    let mut hand = sheep(3);
    hand.extend(wolves(0, 3));
    hand.extend(wolves(1, 2));
    let award = award_hand(0, &hand, 2);
    assert_eq!(award.receivers, vec![0], "the owner keeps their own sheep");
    assert_eq!(award.each, 3);
}

#[test]
fn tied_colours_split_the_hand_sheep_equally_and_the_surplus_is_not_counted() {
    let mut hand = sheep(5);
    hand.extend([Card::Wolf(1), Card::Wolf(3)]);
    let award = award_hand(0, &hand, 4);
    assert_eq!(award.receivers, vec![1, 3]);
    assert_eq!((award.each, award.lost), (2, 1));
}

#[test]
fn hand_without_wolves_scores_no_sheep() {
    let award = award_hand(1, &sheep(6), 3);
    assert!(award.receivers.is_empty());
    assert_eq!((award.each, award.lost), (0, 6));
}

#[test]
fn wolves_and_action_cards_left_in_hand_score_nothing() {
    let mut g = table(2);
    give(&mut g, 0, &wolves(1, 5));
    give(&mut g, 0, &wolves(0, 2));
    give_actions(&mut g, 0, &[ActionKind::SnatchWolf, ActionKind::Steal]);
    let score = g.final_score();
    assert_eq!(score.totals, vec![0, 0]);
}

#[test]
fn eliminated_player_is_still_scored() {
    let mut carol = sheep(3);
    carol.push(Card::Wolf(1));
    let mut g = scored(3, vec![vec![], vec![], carol], vec![0, 4, 0]);
    g.players[0].pile_wolves = vec![0, 10, 0];
    g.players[1].eliminated = true;
    let score = g.final_score();
    assert_eq!(
        score.totals[1],
        4 + 3,
        "Bob is out of play but his score pile and Carol's hand count"
    );
    assert_eq!(score.totals[0], 30);
}

#[test]
fn highest_total_wins_and_ties_share_the_win() {
    let mut bob = sheep(2);
    bob.push(Card::Wolf(1));
    let g = scored(3, vec![vec![], bob, vec![]], vec![4, 1, 4]);
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.scores, vec![4, 3, 4]);
    assert_eq!(outcome.winners, vec![0, 2]);
    assert!(
        outcome
            .summary
            .contains("Alice and Carol share the win with 4 points"),
        "{}",
        outcome.summary
    );
    let g = scored(3, vec![vec![], vec![], vec![]], vec![4, 5, 3]);
    assert_eq!(g.outcome().unwrap().winners, vec![1]);
    assert!(g
        .outcome()
        .unwrap()
        .summary
        .contains("Bob wins with 5 points"));
}
