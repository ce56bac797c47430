//! Tests of step 5, Gifting: composing and offering, the rank rule (take part
//! vs take all), gifted Leaders, where tokens go, Status, The More You Share.

use super::*;

/// Three players ranked Ann, Ben, Cat, in gifting; Ann holds some cards.
fn gifting_game() -> Wolves {
    let mut g = fresh(3);
    give_hand(&mut g, 0, [3, 2, 1, 2], 2);
    g.players[0].reserve = [1, 0, 2];
    give_hand(&mut g, 1, [1, 1, 1, 0], 0);
    give_hand(&mut g, 2, [1, 1, 1, 0], 0);
    to_gifting(&mut g, &[0, 1, 2]);
    g
}

fn offer(g: &mut Wolves, giver: Seat, to: Seat, items: &[&str]) {
    for item in items {
        act(g, giver, &format!("add-{item}"));
    }
    act(g, giver, &format!("to{to}"));
    act(g, giver, "offer");
}

#[test]
fn gifting_forest_cards_is_refused() {
    let mut g = gifting_game();
    refused_saying(&mut g, 0, "add-fo", "Forest cards cannot be gifted");
    refused_saying(&mut g, 0, "add-tc", "Forest cards cannot be gifted");
    let ids = choice_ids(&g, 0);
    assert!(ids.iter().all(|i| !i.contains("fo")), "{ids:?}");
}

#[test]
fn gift_is_composed_with_plus_minus_per_kind_and_a_recipient() {
    let mut g = gifting_game();
    let ids = choice_ids(&g, 0);
    for id in [
        "add-fc", "add-cc", "add-bc", "add-ld", "add-ft", "add-bt", "to1", "to2", "done",
    ] {
        assert!(ids.contains(&id.to_string()), "{id} in {ids:?}");
    }
    assert!(
        !ids.contains(&"add-ct".to_string()),
        "no Corn token to give"
    );
    assert!(!ids.contains(&"offer".to_string()), "nothing to offer yet");
    act(&mut g, 0, "add-fc");
    act(&mut g, 0, "add-fc");
    act(&mut g, 0, "rem-fc");
    act(&mut g, 0, "to2");
    // The gift being composed is the giver's prompt, seen by the giver only.
    let prompt = g.prompt_for(0).unwrap().text.plain(Viewer::Seat(0));
    assert!(prompt.contains("Your gift: 1 Fish card for Cat"), "{prompt}");
    assert!(
        !public_text(&g).contains("Your gift"),
        "the draft is private"
    );
    refused_saying(&mut g, 0, "add-ct", "only 0 Corn token");
    act(&mut g, 0, "add-bc");
    assert!(!choice_ids(&g, 0).contains(&"add-bc".to_string()));
    refused_saying(&mut g, 0, "add-bc", "only 1 Bison card");
    assert!(choice_ids(&g, 0).contains(&"offer".to_string()));
}

#[test]
fn gift_from_higher_rank_may_be_taken_in_part_or_declined() {
    let mut g = gifting_game();
    offer(&mut g, 0, 2, &["fc", "fc", "ld"]);
    assert_eq!(prompted(&g), vec![2]);
    assert_eq!(choice_ids(&g, 2), vec!["accept", "part", "decline"]);
    act(&mut g, 2, "part");
    act(&mut g, 2, "add-fc");
    refused_saying(&mut g, 2, "add-bc", "holds only 0 Bison card");
    act(&mut g, 2, "take");
    assert_eq!(g.players[2].reserve, [1, 0, 0]);
    assert_eq!(g.players[0].hand[0], 2, "the rest stays with the giver");
    assert_eq!(g.players[0].leaders, 2);
    // Declining.
    offer(&mut g, 0, 1, &["cc"]);
    act(&mut g, 1, "decline");
    assert_eq!(g.players[0].hand[1], 2);
    assert_eq!(g.players[1].reserve, [0, 0, 0]);
}

#[test]
fn gift_from_lower_rank_must_be_accepted_whole() {
    let mut g = fresh(3);
    give_hand(&mut g, 0, [0, 0, 0, 0], 0);
    give_hand(&mut g, 2, [2, 0, 0, 0], 0);
    to_gifting(&mut g, &[0, 1, 2]);
    // Ann has nothing and Ben nothing: Cat (rank 3) gives to Ann (rank 1).
    assert_eq!(prompted(&g), vec![2]);
    offer(&mut g, 2, 0, &["fc", "fc"]);
    assert_eq!(choice_ids(&g, 0), vec!["accept"]);
    refused_saying(&mut g, 0, "decline", "must accept the whole gift");
    refused_saying(&mut g, 0, "part", "must accept the whole gift");
    act(&mut g, 0, "accept");
    assert_eq!(g.players[0].reserve, [2, 0, 0]);
}

#[test]
fn gifted_leader_becomes_the_token_the_recipient_picks() {
    let mut g = gifting_game();
    offer(&mut g, 0, 1, &["ld", "ld"]);
    act(&mut g, 1, "accept");
    assert_eq!(prompted(&g), vec![1]);
    assert_eq!(choice_ids(&g, 1), vec!["lt-f", "lt-c", "lt-b"]);
    act(&mut g, 1, "lt-b");
    act(&mut g, 1, "lt-b");
    assert_eq!(g.players[1].reserve, [0, 0, 2]);
    // The hint says where a Leader's token would land, counting the rest of the gift.
    let mut h = gifting_game();
    h.players[1].paid = [3, 3, 2];
    offer(&mut h, 0, 1, &["bc", "ld"]);
    act(&mut h, 1, "accept");
    let prompt = h.prompts().remove(0);
    let bison = prompt.choices.iter().find(|c| c.id == "lt-b").unwrap();
    assert_eq!(
        bison.hint.as_ref().map(|t| t.to_string()).as_deref(),
        Some("to your Reserve"),
        "the Bison card meets the need first"
    );
    assert_eq!(g.players[0].leaders, 0);
}

#[test]
fn gift_tokens_go_to_needs_then_reserves_then_status() {
    let mut g = gifting_game();
    // Ben is short 2 Corn; his Reserve has room for one more Fish only.
    g.players[1].paid = [3, 1, 3];
    g.players[1].reserve = [4, 0, 4];
    g.players[1].status = 0;
    g.players[0].hand[1] = 2;
    offer(&mut g, 0, 1, &["cc", "cc", "fc", "fc"]);
    act(&mut g, 1, "accept");
    let ben = &g.players[1];
    assert_eq!(ben.paid, [3, 3, 3], "Corn to the unmet need");
    assert_eq!(ben.reserve, [4, 0, 4], "Fish has no room (4 of a kind)");
    assert_eq!(
        ben.status, 2,
        "the two Fish that did not fit become 1 Status each"
    );
    // The board says so (a mat shows only unpaid or unmet needs).
    let board = public_text(&g);
    assert!(board.contains("Ben's needs are now met"), "{board}");
    assert!(!board.contains("UNMET"), "{board}");
}

#[test]
fn giver_gains_two_status_per_accepted_item() {
    let mut g = gifting_game();
    g.players[0].status = 5;
    offer(&mut g, 0, 2, &["fc", "bt", "ld"]);
    act(&mut g, 2, "part");
    act(&mut g, 2, "add-fc");
    act(&mut g, 2, "add-bt");
    act(&mut g, 2, "take");
    assert_eq!(g.players[0].status, 9);
    assert_eq!(
        g.players[0].reserve,
        [1, 0, 1],
        "the token went back to the pile"
    );
}

#[test]
fn one_gift_per_recipient_per_turn() {
    let mut g = gifting_game();
    offer(&mut g, 0, 1, &["fc"]);
    act(&mut g, 1, "decline");
    assert!(!choice_ids(&g, 0).contains(&"to1".to_string()));
    refused_saying(&mut g, 0, "to1", "already offered Ben");
    offer(&mut g, 0, 2, &["fc"]);
    act(&mut g, 2, "accept");
    // Ann has offered to everyone: Ben gives next.
    assert_eq!(prompted(&g), vec![1]);
}

#[test]
fn gifted_cards_return_to_the_givers_deck() {
    let mut g = gifting_game();
    let deck = g.players[0].deck.len();
    offer(&mut g, 0, 1, &["fc", "cc", "ld"]);
    act(&mut g, 1, "accept");
    act(&mut g, 1, "lt-f");
    assert_eq!(g.players[0].deck.len(), deck + 3);
    assert_eq!(g.players[0].hand, [2, 1, 1, 2]);
    g.invariants().unwrap();
}

#[test]
fn the_more_you_share_adds_two_tokens_for_a_big_gift_accepted_whole() {
    let mut g = gifting_game();
    g.players[0].knowledge.push(Knowledge::TheMoreYouShare);
    g.supply[Knowledge::TheMoreYouShare.idx()] -= 1;
    offer(&mut g, 0, 1, &["fc", "fc", "fc", "cc", "cc", "bc"]);
    act(&mut g, 1, "accept");
    assert_eq!(prompted(&g), vec![0]);
    let ids = choice_ids(&g, 0);
    assert!(
        ids.contains(&"sh-fc".to_string()) && ids.contains(&"sh-no".to_string()),
        "{ids:?}"
    );
    act(&mut g, 0, "sh-cc");
    assert_eq!(g.players[0].reserve, [1, 2, 2]);
    assert!(g.players[0].used_share);
}

#[test]
fn the_more_you_share_not_for_a_partly_accepted_or_small_gift() {
    let mut g = gifting_game();
    g.players[0].knowledge.push(Knowledge::TheMoreYouShare);
    g.supply[Knowledge::TheMoreYouShare.idx()] -= 1;
    offer(&mut g, 0, 1, &["fc", "fc", "fc", "cc", "cc", "bc"]);
    act(&mut g, 1, "part");
    act(&mut g, 1, "add-fc");
    act(&mut g, 1, "take");
    assert!(!choice_ids(&g, 0).iter().any(|i| i.starts_with("sh-")));
    offer(&mut g, 0, 2, &["fc", "fc", "cc", "cc", "bc"]);
    act(&mut g, 2, "accept");
    assert!(!g.players[0].used_share, "five items is not more than five");
}

#[test]
fn gifting_is_in_rank_order() {
    let mut g = gifting_game();
    g.rank = vec![1, 0, 2];
    g.phase = Phase::gifting_from(0);
    assert_eq!(prompted(&g), vec![1]);
    refused_saying(&mut g, 0, "add-fc", "waiting for Ben");
    act(&mut g, 1, "done");
    assert_eq!(prompted(&g), vec![0]);
}

#[test]
fn gifts_are_announced_publicly() {
    let mut g = gifting_game();
    let ev = {
        act(&mut g, 0, "add-fc");
        act(&mut g, 0, "to1");
        act(&mut g, 0, "offer")
    };
    assert!(ev
        .iter()
        .any(|e| e.audience == crate::engine::Audience::Public
            && e.text.to_string().contains("offers Ben a gift: 1 Fish card")));
    let ev = act(&mut g, 1, "accept");
    assert!(ev
        .iter()
        .any(|e| e.text.to_string().contains("Ben accepts 1 Fish card from Ann")));
    assert!(public_text(&g).contains("Ben accepts 1 Fish card from Ann"));
}

/// Rule (from the rules review): a player with nothing to give finishes
/// gifting with the same public line as everyone else. A hand of Forest
/// cards is hidden, so such a player is prompted like anyone (only Finish
/// gifting); only a player the table can see has nothing (no cards in hand,
/// no Leaders, no Reserve) is moved on at once, with the same line.
#[test]
fn a_player_with_nothing_to_give_finishes_gifting_with_the_same_public_line() {
    let mut g = fresh(4);
    give_hand(&mut g, 0, [1, 1, 1, 0], 0);
    give_hand(&mut g, 1, [0, 0, 0, 2], 0);
    give_hand(&mut g, 3, [1, 0, 0, 1], 0);
    to_gifting(&mut g, &[0, 1, 2, 3]);
    let ev = act(&mut g, 0, "done");
    assert_eq!(public_events(&ev), vec!["Ann finishes gifting."]);
    // Ben holds only Forest: the table cannot know it, so he is asked too.
    assert_eq!(prompted(&g), vec![1]);
    assert_eq!(choice_ids(&g, 1), vec!["done"]);
    assert!(public_text(&g).contains("Ben may offer gifts"));
    let ev = act(&mut g, 1, "done");
    // Cat has nothing anyone could miss: moved on, with the same line.
    assert_eq!(
        public_events(&ev),
        vec!["Ben finishes gifting.", "Cat finishes gifting."]
    );
    assert_eq!(prompted(&g), vec![3]);
}

/// The case: Ann holds one Bison card; adding it disables "+ Bison"
/// instead of removing it, so "To Ben" keeps its number, and a disabled
/// choice sent anyway is refused.
#[test]
fn adding_the_last_bison_keeps_every_gift_choice_in_its_place() {
    let mut g = gifting_game();
    let before = testkit::shown_choice_ids(&g, 0);
    act(&mut g, 0, "add-bc");
    assert_eq!(testkit::shown_choice_ids(&g, 0), before);
    let prompt = g.prompt_for(0).unwrap();
    let add_bison = prompt.choices.iter().find(|c| c.id == "add-bc").unwrap();
    assert!(add_bison.disabled, "the last Bison is in the gift");
    refused_saying(&mut g, 0, "add-bc", "only 1 Bison card");
    act(&mut g, 0, "rem-bc");
    refused_saying(&mut g, 0, "clear", "already empty");
    assert_eq!(testkit::shown_choice_ids(&g, 0), before);
}

/// Every composing choice of a gift, and of a partial acceptance, keeps
/// its key.
mod keys {
    use super::*;
    use proptest::prelude::*;

    fn composes_a_gift(id: &str) -> bool {
        id.starts_with("add-") || id.starts_with("rem-") || id.starts_with("to") || id == "clear"
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn composing_a_gift_keeps_every_choice_in_its_place(
            picks in prop::collection::vec(0usize..64, 1..40),
        ) {
            let mut g = gifting_game();
            let kept = testkit::compose_keeping_keys(&mut g, 0, &picks, composes_a_gift);
            prop_assert!(kept.is_ok(), "{}", kept.unwrap_err());
        }

        #[test]
        fn a_second_gift_keeps_the_first_recipient_disabled_in_its_place(
            picks in prop::collection::vec(0usize..64, 1..30),
        ) {
            let mut g = gifting_game();
            offer(&mut g, 0, 1, &["fc"]);
            act(&mut g, 1, "decline");
            let kept = testkit::compose_keeping_keys(&mut g, 0, &picks, composes_a_gift);
            prop_assert!(kept.is_ok(), "{}", kept.unwrap_err());
            prop_assert!(!choice_ids(&g, 0).contains(&"to1".to_string()));
        }

        #[test]
        fn choosing_part_of_a_gift_keeps_every_choice_in_its_place(
            picks in prop::collection::vec(0usize..64, 1..30),
        ) {
            let mut g = gifting_game();
            offer(&mut g, 0, 1, &["fc", "fc", "bc", "ld"]);
            act(&mut g, 1, "part");
            let kept = testkit::compose_keeping_keys(&mut g, 1, &picks, |id| {
                id.starts_with("add-") || id.starts_with("rem-")
            });
            prop_assert!(kept.is_ok(), "{}", kept.unwrap_err());
        }
    }
}
