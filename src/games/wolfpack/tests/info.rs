//! Public and private information: what the board and a seat's panel show,
//! that hidden facts never change what others see (proptests), event
//! audiences, the final breakdown, and Discord's size limits.

use proptest::prelude::*;

use super::*;
use crate::engine::{Audience, GameRng, Viewer};

use super::super::EndReason;

/// A position reached by `steps` bot actions from a seeded setup.
fn position(n: usize, seed: u64, steps: usize) -> Wolfpack {
    let mut g =
        Wolfpack::setup(&setup::<Wolfpack>(names(n), seed, &[("length", "short")])).unwrap();
    for _ in 0..steps {
        let Some(seat) = g.mover() else { break };
        let action = g.bot_action(seat).unwrap();
        g.apply(Actor::Seat(seat), &action).unwrap();
    }
    g
}

/// The same position with every fact hidden from `keeper` (everyone when
/// `None`) dealt differently: pile contents, other hands, the action deck,
/// the discard, a drawn card being decided on, and (optionally) the rng.
fn vary_hidden(g: &Wolfpack, keeper: Option<Seat>, salt: u64, new_rng: bool) -> Wolfpack {
    let mut h = g.clone();
    let mut rng = GameRng::from_seed(salt);
    let others: Vec<Seat> = (0..h.seats()).filter(|&s| Some(s) != keeper).collect();
    // Playing cards.
    let mut cards: Vec<Card> = h.piles.iter().flatten().copied().collect();
    for &s in &others {
        cards.extend(h.players[s].hand.iter().copied());
    }
    rng.shuffle(&mut cards);
    for pile in h.piles.iter_mut() {
        let k = pile.len();
        *pile = cards.drain(..k).collect();
    }
    for &s in &others {
        let k = h.players[s].hand.len();
        h.players[s].hand = cards.drain(..k).collect();
    }
    // Action cards.
    let drawn_hidden = matches!(h.phase, Phase::Drawn { .. }) && Some(h.current) != keeper;
    let mut kinds: Vec<ActionKind> = h
        .action_deck
        .iter()
        .chain(h.action_discard.iter())
        .copied()
        .collect();
    for &s in &others {
        kinds.extend(h.players[s].actions.iter().map(|a| a.kind));
    }
    if let (true, Phase::Drawn { card }) = (drawn_hidden, &h.phase) {
        kinds.push(*card);
    }
    rng.shuffle(&mut kinds);
    let k = h.action_deck.len();
    h.action_deck = kinds.drain(..k).collect();
    let k = h.action_discard.len();
    h.action_discard = kinds.drain(..k).collect();
    for &s in &others {
        for a in h.players[s].actions.iter_mut() {
            a.kind = kinds.pop().unwrap();
            a.fresh = rng.chance(1, 2);
        }
    }
    if drawn_hidden {
        h.phase = Phase::Drawn {
            card: kinds.pop().unwrap(),
        };
    }
    if new_rng {
        h.rng = GameRng::from_seed(salt ^ 0x5EED);
    }
    h.check_invariants().unwrap();
    h
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn public_panel_is_identical_when_only_hidden_facts_differ(
        n in 2usize..=5, seed in 0u64..5000, steps in 0usize..250, salt in any::<u64>()
    ) {
        let g = position(n, seed, steps);
        prop_assume!(g.outcome().is_none());
        let h = vary_hidden(&g, None, salt, true);
        prop_assert_eq!(g.view(Viewer::Public), h.view(Viewer::Public));
    }

    #[test]
    fn seat_panel_is_identical_when_only_facts_hidden_from_that_seat_differ(
        n in 2usize..=5, seed in 0u64..5000, steps in 0usize..250, salt in any::<u64>(), pick in 0usize..5
    ) {
        let g = position(n, seed, steps);
        prop_assume!(g.outcome().is_none());
        let seat = pick % n;
        let h = vary_hidden(&g, Some(seat), salt, true);
        prop_assert_eq!(g.view(Viewer::Seat(seat)), h.view(Viewer::Seat(seat)));
    }

    #[test]
    fn bot_uses_only_what_its_seat_may_know(
        n in 2usize..=5, seed in 0u64..5000, steps in 0usize..250, salt in any::<u64>()
    ) {
        let g = position(n, seed, steps);
        prop_assume!(g.outcome().is_none());
        let seat = g.mover().unwrap();
        let h = vary_hidden(&g, Some(seat), salt, false);
        prop_assert_eq!(g.bot_action(seat), h.bot_action(seat));
    }
}

#[test]
fn the_variation_of_hidden_facts_does_change_other_seats_panels() {
    // Guards the proptests above against comparing identical states.
    let g = position(3, 8, 40);
    let mover = g.mover().unwrap();
    let h = vary_hidden(&g, Some(mover), 99, true);
    assert_ne!(g, h);
    let other = (mover + 1) % 3;
    assert_ne!(g.view(Viewer::Seat(other)), h.view(Viewer::Seat(other)));
}

#[test]
fn board_shows_pile_sizes_hand_sizes_score_piles_deck_sizes_and_the_last_move() {
    let mut g = table(3);
    give(&mut g, 1, &sheep(2));
    give_actions(&mut g, 1, &[ActionKind::Swap]);
    snatched(&mut g, 1, 2, 2);
    g.players[1].pile_sheep = 0;
    act(&mut g, 0, "pile2");
    let board = g.view(Viewer::Public).to_text();
    let sizes: Vec<String> = g.piles.iter().map(|p| p.len().to_string()).collect();
    assert!(
        board.contains(&format!("Piles: {}", sizes.join(" · "))),
        "{board}"
    );
    assert!(board.contains("Action deck: 55 · discard: 0"), "{board}");
    assert!(
        board.contains("Bob · White ◀: Hand: 2 playing · 1 action"),
        "{board}"
    );
    assert!(
        board.contains("Score pile: 0 sheep · wolves: 2 Black"),
        "{board}"
    );
    assert!(board.contains("Pile points: 6"), "{board}");
    assert!(
        board.contains("Last move: Alice takes a playing card from pile 2."),
        "{board}"
    );
    assert!(board.contains("Bob (White pack) to move."), "{board}");
    // No card names of hidden hands.
    assert!(!board.contains("Sheep:"), "{board}");
}

#[test]
fn seat_panel_shows_the_own_hand_and_its_action_cards() {
    let mut g = table(2);
    give(&mut g, 0, &sheep(3));
    give(&mut g, 0, &wolves(0, 2));
    give(&mut g, 0, &wolves(1, 1));
    give_actions(&mut g, 0, &[ActionKind::SnatchSheep]);
    let mine = g.view(Viewer::Seat(0)).to_text_for(Viewer::Seat(0));
    assert!(mine.contains("Your hand (Grey pack)"), "{mine}");
    assert!(mine.contains("Sheep: 3"), "{mine}");
    assert!(
        mine.contains("Sheep: 3 · wolves: 2 Grey, 1 White (own 2 · hostile 1)"),
        "{mine}"
    );
    assert!(mine.contains("Action cards (1/2): Snatch sheep"), "{mine}");
    assert!(
        mine.contains("Snatch sheep would take your 3 sheep now"),
        "{mine}"
    );
    let theirs = g.view(Viewer::Seat(1)).to_text();
    assert!(!theirs.contains("Snatch sheep would take"), "{theirs}");
    assert!(theirs.contains("Action cards (0/2): none"), "{theirs}");
}

#[test]
fn a_drawn_card_is_shown_to_its_taker_only() {
    let mut g = table(2);
    stack_deck(&mut g, ActionKind::Swap);
    let events = act(&mut g, 0, "draw");
    assert!(g
        .view(Viewer::Seat(0))
        .to_text()
        .contains("Just drawn: Swap cards"));
    assert!(!g.view(Viewer::Public).to_text().contains("Swap cards"));
    assert!(!public_events(&events).join("\n").contains("Swap"));
    assert!(events
        .iter()
        .any(|e| e.audience == Audience::Seat(0) && e.text.to_string().contains("Swap cards")));
}

#[test]
fn swap_tells_each_receiver_privately_what_they_received() {
    let mut g = table(3);
    give_actions(&mut g, 0, &[ActionKind::Swap]);
    give(&mut g, 2, &sheep(2));
    act(&mut g, 0, "playswap");
    let events = act(&mut g, 0, "left");
    let to_alice = events
        .iter()
        .find(|e| e.audience == Audience::Seat(0))
        .unwrap();
    assert!(
        to_alice.text.plain(Viewer::Seat(0)).contains("You received Carol's hand: 2 sheep"),
        "{}",
        to_alice.text
    );
    assert!(!public_events(&events).join("\n").contains("sheep"));
}

#[test]
fn swap_receivers_who_did_not_act_are_notified_and_the_swapper_is_not() {
    let mut g = table(3);
    give_actions(&mut g, 0, &[ActionKind::Swap]);
    give(&mut g, 0, &sheep(1));
    act(&mut g, 0, "playswap");
    let events = act(&mut g, 0, "left");
    for (seat, giver) in [(0, "Carol"), (1, "Alice"), (2, "Bob")] {
        let received = events
            .iter()
            .find(|e| e.audience == Audience::Seat(seat) && e.text.plain(Viewer::Seat(seat)).starts_with("You received"))
            .unwrap_or_else(|| panic!("seat {seat} is not told: {events:?}"));
        assert!(
            received
                .text
                .plain(Viewer::Seat(seat))
                .starts_with(&format!("You received {giver}'s hand")),
            "{}",
            received.text
        );
        // Bob and Carol get a message of their own; Alice reads hers in the
        // answer to her click.
        assert_eq!(received.notify, seat != 0, "{received:?}");
    }
}

#[test]
fn final_board_shows_the_full_scoring_breakdown() {
    let mut g = table(3);
    g.players[0].pile_sheep = 0;
    snatched(&mut g, 0, 1, 2);
    give(&mut g, 0, &sheep(3));
    g.players[0].hand.clear();
    g.players[0].pile_sheep = 3;
    give(&mut g, 1, &sheep(5));
    give(&mut g, 1, &[Card::Wolf(0), Card::Wolf(2)]);
    give(&mut g, 2, &sheep(4));
    drain_piles(&mut g, 1);
    // Hands after draining are large; what matters is the breakdown's form.
    let pile = g.piles.iter().position(|p| !p.is_empty()).unwrap();
    act(&mut g, 0, &format!("pile{}", pile + 1));
    assert!(matches!(
        g.phase,
        Phase::Over {
            reason: EndReason::PilesEmpty
        }
    ));
    let board = g.view(Viewer::Public).to_text();
    let score = g.final_score();
    assert!(
        board.contains("Game over: the last playing card was taken."),
        "{board}"
    );
    for (seat, name) in NAMES.iter().enumerate().take(3) {
        let line = format!(
            "{}: sheep {} + wolves {} + from hands {} = {}",
            name,
            score.pile_sheep[seat],
            score.pile_wolves[seat],
            score.from_hands[seat],
            score.totals[seat]
        );
        assert!(board.contains(&line), "missing `{line}` in {board}");
    }
    assert!(board.contains("Hands at the end:"), "{board}");
    assert!(board.contains("Alice: "), "{board}");
    assert!(score.pile_wolves[0] == 6 && score.pile_sheep[0] == 3);
    assert_discord_limits(&g.view(Viewer::Public));
}

#[test]
fn hand_award_lines_explain_ties_and_wolfless_hands() {
    let mut g = table(3);
    let mut bob = sheep(5);
    bob.extend([Card::Wolf(0), Card::Wolf(2)]);
    g.players[1].hand = bob;
    g.players[2].hand = sheep(2);
    g.players[0].hand = vec![Card::Wolf(1)];
    g.phase = Phase::Over {
        reason: EndReason::PilesEmpty,
    };
    let board = g.view(Viewer::Public).to_text();
    assert!(
        board.contains(
            "Bob: 5 sheep, wolves: 1 Grey, 1 Black → tie: 2 each to Alice, Carol, 1 not counted"
        ),
        "{board}"
    );
    assert!(
        board.contains("Carol: 2 sheep, wolves: none → no wolves, so its sheep are not counted"),
        "{board}"
    );
    assert!(
        board.contains("Alice: 0 sheep, wolves: 1 White → no sheep to share"),
        "{board}"
    );
}

#[test]
fn rules_pages_fit_and_panels_fit_discord_limits() {
    for page in crate::engine::testkit::rules_pages::<Wolfpack>() {
        assert!(
            page.chars().count() <= 1500,
            "rules page of {} chars",
            page.chars().count()
        );
    }
    let g = position(5, 3, 200);
    for viewer in [Viewer::Public, Viewer::Seat(0), Viewer::Seat(4)] {
        assert_discord_limits(&g.view(viewer));
    }
}
/// Discord's embed limits.
pub(super) fn assert_discord_limits(panel: &crate::engine::Panel) {
    assert!(panel.text.to_string().chars().count() <= 4096, "description too long");
    assert!(panel.fields.len() <= 25, "too many fields");
    let mut total = panel.title.to_string().chars().count() + panel.text.to_string().chars().count();
    for f in &panel.fields {
        assert!(
            f.value.to_string().chars().count() <= 1024,
            "field `{}` too long",
            f.name
        );
        assert!(f.name.to_string().chars().count() <= 256, "field name too long");
        total += f.name.to_string().chars().count() + f.value.to_string().chars().count();
    }
    total += panel.footer.as_ref().map(|t| t.to_string()).as_deref().map_or(0, |f| f.chars().count());
    assert!(total <= 6000, "panel of {total} characters");
}
