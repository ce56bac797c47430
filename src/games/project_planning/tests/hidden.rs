//! Hidden information: two states that differ only in hidden cards (hands,
//! deck order, the face-down card) give identical public panels, and a seat's
//! panel and bot choice do not change with cards that seat cannot see.
//! Private knowledge is shown while it is true and dropped when it may not be.

use proptest::prelude::*;

use super::super::match_play::{Match, Status, Step};
use super::super::{Format, ProjectPlanning};
use super::*;
use crate::engine::{Game, GameRng, Viewer};

/// A game advanced by `steps` bot actions (or to its end).
fn advanced(n: usize, seed: u64, steps: usize) -> ProjectPlanning {
    let mut g = new_game(n, seed, &[]);
    for i in 0..steps {
        let prompts = g.prompts();
        if prompts.is_empty() {
            break;
        }
        let seat = prompts[i % prompts.len()].seat;
        let a = g.bot_action(seat).unwrap();
        act(&mut g, seat, &a);
    }
    g
}

#[derive(Clone, Copy)]
enum Slot {
    Hand(usize, usize),
    Deck(usize),
    FaceDown,
}

/// Shuffle the cards `viewer` cannot see (everything hidden when `None`):
/// other hands it knows nothing about, the deck below what it saw, the
/// face-down card. Cards a pending step refers to stay put.
fn shuffle_hidden(m: &mut Match, viewer: Option<usize>, rng: &mut GameRng) {
    let r = &m.round;
    let mut slots = Vec::new();
    let drafting = match &r.step {
        Step::ChooseTarget { play }
        | Step::NameValue { play, .. }
        | Step::CallParity { play, .. } => play.lent_by.is_none(),
        _ => false,
    };
    for p in 0..m.players() {
        let own = Some(p) == viewer;
        let known = viewer.is_some_and(|v| r.knowledge.known(v, p).next().is_some());
        let draft = drafting && p == r.current;
        if r.status[p] == Status::In && !own && !known && !draft {
            slots.extend((0..r.hands[p].len()).map(|i| Slot::Hand(p, i)));
        }
    }
    let mut seen_top = viewer.map_or(0, |v| r.knowledge.known_top(v).len());
    if matches!(r.step, Step::ArrangeTop { .. }) {
        seen_top = seen_top.max(2);
    }
    slots.extend((0..r.deck.len().saturating_sub(seen_top)).map(Slot::Deck));
    if r.face_down.is_some() {
        slots.push(Slot::FaceDown);
    }
    let r = &mut m.round;
    let get = |r: &super::super::match_play::Round, s: Slot| match s {
        Slot::Hand(p, i) => r.hands[p][i],
        Slot::Deck(i) => r.deck[i],
        Slot::FaceDown => r.face_down.unwrap(),
    };
    let mut cards: Vec<u8> = slots.iter().map(|&s| get(r, s)).collect();
    rng.shuffle(&mut cards);
    for (&s, c) in slots.iter().zip(cards) {
        match s {
            Slot::Hand(p, i) => r.hands[p][i] = c,
            Slot::Deck(i) => r.deck[i] = c,
            Slot::FaceDown => r.face_down = Some(c),
        }
    }
}

fn shuffle_game(g: &mut ProjectPlanning, viewer: Option<usize>, rng: &mut GameRng) {
    match &mut g.format {
        Format::Single(m) => shuffle_hidden(m, viewer, rng),
        Format::Tournament(t) => {
            for m in t.all_mut() {
                let local = viewer.and_then(|s| m.local(s));
                if viewer.is_none() || local.is_some() {
                    shuffle_hidden(m, local, rng);
                } else {
                    shuffle_hidden(m, None, rng);
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn public_panel_is_the_same_whatever_the_hidden_cards(
        n in 2usize..=16, seed in 0u64..1_000_000, steps in 0usize..120, mix in any::<u64>()
    ) {
        let g = advanced(n, seed, steps);
        let mut other = g.clone();
        shuffle_game(&mut other, None, &mut GameRng::from_seed(mix));
        prop_assert_eq!(g.view(Viewer::Public), other.view(Viewer::Public));
        prop_assert_eq!(g.sub_tables(), other.sub_tables());
    }

    #[test]
    fn seat_panel_and_bot_ignore_cards_the_seat_cannot_see(
        n in 2usize..=16, seed in 0u64..1_000_000, steps in 0usize..120, mix in any::<u64>(), pick in any::<usize>()
    ) {
        let g = advanced(n, seed, steps);
        let prompts = g.prompts();
        let seat = if prompts.is_empty() { pick % n } else { prompts[pick % prompts.len()].seat };
        let mut other = g.clone();
        shuffle_game(&mut other, Some(seat), &mut GameRng::from_seed(mix));
        prop_assert_eq!(g.view(Viewer::Seat(seat)), other.view(Viewer::Seat(seat)));
        prop_assert_eq!(g.bot_action(seat), other.bot_action(seat));
    }
}

#[test]
fn seat_panel_does_change_with_its_own_hand() {
    // The comparison above is sensitive: a seat sees its own cards.
    let deal = Deal {
        hands: vec![vec!["dev", "cse"], vec!["pm"], vec!["it"]],
        ..Deal::default()
    };
    let g = game_with(3, deal);
    let mut other = g.clone();
    let m = single(&mut other);
    let (a, b) = (m.round.hands[0][0], m.round.hands[1][0]);
    m.round.hands[0][0] = b;
    m.round.hands[1][0] = a;
    assert_ne!(g.view(Viewer::Seat(0)), other.view(Viewer::Seat(0)));
    assert_eq!(g.view(Viewer::Public), other.view(Viewer::Public));
}

#[test]
fn hands_are_shown_only_to_their_owner() {
    let deal = Deal {
        hands: vec![vec!["vp", "cfo"], vec!["arch"], vec!["brain"]],
        ..Deal::default()
    };
    let g = game_with(3, deal);
    let hand_of = |seat: usize| {
        let panel = g.view(Viewer::Seat(seat));
        panel
            .fields
            .into_iter()
            .find(|f| f.name == "Your hand")
            .unwrap()
            .value
    };
    assert!(
        hand_of(0).to_string().contains("VP of R&D (8)")
            && hand_of(0).to_string().contains("CFO (7)")
    );
    assert!(
        hand_of(1).to_string().contains("Chief Architect (6)")
            && !hand_of(1).to_string().contains("VP")
    );
    let public = g.view(Viewer::Public);
    assert!(public
        .fields
        .iter()
        .all(|f| !f.value.to_string().contains("Chief Architect (6)")));
    assert!(!public.text.to_string().contains("The Brain"));
}

#[test]
fn knowledge_stays_while_true_and_is_dropped_once_it_may_be_false() {
    let deal = Deal {
        hands: vec![vec!["arch", "dev"], vec!["pm"]],
        face_up: vec!["vp", "cfo", "lead", "lead"],
        deck_top: vec!["it", "dev", "dev"],
        face_down: Some("cse"),
        ..Deal::default()
    };
    let mut g = game_with(2, deal);
    acts(&mut g, 0, &["play-arch", "t1"]);
    assert!(seat_text(&g, 0).contains("Bob holds Developer (1)"));
    // Bob draws and plays an IT Analyst: he still holds the Developer.
    acts(&mut g, 1, &["play-it", "keep"]);
    assert!(seat_text(&g, 0).contains("Bob holds Developer (1)"));
    // Alice's turn began with the Developer Bob saw on top, and Bob gave her the PM.
    let bob = seat_text(&g, 1);
    assert!(
        bob.contains("Alice holds Product Manager (5) and Developer (1)"),
        "{bob}"
    );
    assert!(bob.contains("Top of the deck: Developer (1)"), "{bob}");
    act(&mut g, 0, "play-pm");
    assert!(seat_text(&g, 1).contains("Alice holds Developer (1)"));
    // Bob draws a second Developer and plays one: Alice cannot tell which.
    acts(&mut g, 1, &["play-dev", "t0", "v7"]);
    assert_eq!(hand_codes(&g, 1), ["dev"]);
    assert!(
        !seat_text(&g, 0).contains("Bob holds"),
        "{}",
        seat_text(&g, 0)
    );
}
