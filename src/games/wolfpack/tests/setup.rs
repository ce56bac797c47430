//! Components, options, seats and the opening draws.

use super::*;
use crate::engine::{OptionKind, Options, Setup, SetupError, Viewer};

use super::super::cards::COLOURS;

fn count(g: &Wolfpack, card: Card) -> usize {
    g.piles.iter().flatten().filter(|c| **c == card).count()
}

#[test]
fn setup_deals_ten_wolves_per_player_colour_and_sheep_by_length() {
    for n in 2..=5 {
        for (length, per_player) in [("short", 14), ("normal", 21), ("long", 28)] {
            let g =
                Wolfpack::setup(&setup::<Wolfpack>(names(n), 1, &[("length", length)])).unwrap();
            for c in 0..n {
                assert_eq!(count(&g, Card::Wolf(c)), 10, "{n} players, colour {c}");
            }
            assert_eq!(
                count(&g, Card::Wolf(n)),
                0,
                "no wolves of a colour not in play"
            );
            assert_eq!(
                count(&g, Card::Sheep),
                per_player * n,
                "{length} with {n} players"
            );
            g.check_invariants().unwrap();
        }
    }
}

#[test]
fn length_option_defaults_to_normal_and_lists_its_values() {
    let spec = &Wolfpack::option_specs()[0];
    assert_eq!(spec.key, "length");
    assert_eq!(spec.default, Some("normal"));
    assert_eq!(spec.kind, OptionKind::OneOf(&["short", "normal", "long"]));
    let defaulted = Setup {
        names: vec!["A".into(), "B".into()],
        options: Options::parse(Wolfpack::option_specs(), []).unwrap(),
        seed: 1,
    };
    let g = Wolfpack::setup(&defaulted).unwrap();
    assert_eq!(g.sheep_per_player, 21);
}

#[test]
fn unknown_length_value_is_refused_when_parsed() {
    let err = Options::parse(Wolfpack::option_specs(), [("length", "epic")]).unwrap_err();
    assert!(err.to_string().contains("short|normal|long"), "{err}");
}

#[test]
fn seat_count_outside_two_to_five_is_refused() {
    for n in [0usize, 1, 6] {
        let s = Setup {
            names: (0..n).map(|i| format!("P{i}").into()).collect(),
            options: Options::parse(Wolfpack::option_specs(), []).unwrap(),
            seed: 1,
        };
        let err = Wolfpack::setup(&s).unwrap_err();
        assert!(
            matches!(err, SetupError::SeatCount { min: 2, max: 5, got, .. } if got == n),
            "{n}: {err}"
        );
    }
    assert_eq!(Wolfpack::seat_range(), (2, 5));
}

#[test]
fn action_deck_has_fifty_six_cards_fourteen_of_each_kind() {
    let g = new_game(3, 5);
    assert_eq!(g.action_deck.len(), 56);
    for kind in ActionKind::ALL {
        assert_eq!(
            g.action_deck.iter().filter(|k| **k == kind).count(),
            14,
            "{kind:?}"
        );
    }
    assert!(g.action_discard.is_empty());
}

#[test]
fn playing_cards_are_dealt_into_six_face_down_piles_differing_by_at_most_one() {
    for n in 2..=5 {
        let g = Wolfpack::setup(&setup::<Wolfpack>(names(n), 9, &[("length", "long")])).unwrap();
        assert_eq!(g.piles.len(), 6);
        let sizes: Vec<usize> = g.piles.iter().map(Vec::len).collect();
        let (lo, hi) = (sizes.iter().min().unwrap(), sizes.iter().max().unwrap());
        assert!(hi - lo <= 1, "{sizes:?}");
        assert_eq!(sizes.iter().sum::<usize>(), n * 10 + n * 28);
    }
    // Shuffled: two seeds give different piles.
    assert_ne!(new_game(3, 1).piles, new_game(3, 2).piles);
}

#[test]
fn each_seat_gets_a_named_pack_colour_shown_on_the_board() {
    let g = new_game(5, 1);
    let board = g.view(Viewer::Public).to_text();
    for (seat, colour) in COLOURS.iter().enumerate() {
        assert!(
            board.contains(&format!("{} · {colour}", NAMES[seat])),
            "{board}"
        );
    }
}

#[test]
fn first_player_is_drawn_at_random_from_the_seed() {
    let firsts: std::collections::BTreeSet<Seat> =
        (0..40).map(|seed| new_game(4, seed).first).collect();
    assert_eq!(firsts.len(), 4, "every seat can begin: {firsts:?}");
    assert_eq!(new_game(4, 17).first, new_game(4, 17).first);
}

#[test]
fn opening_each_player_takes_three_cards_one_at_a_time_in_seat_order_from_chosen_piles() {
    let mut g = new_game(3, 4);
    g.first = 1;
    let mut order = Vec::new();
    for pick in 0..9 {
        let seat = g.mover().unwrap();
        order.push(seat);
        assert_eq!(
            choice_ids(&g, g.mover().unwrap()),
            ["pile1", "pile2", "pile3", "pile4", "pile5", "pile6"]
        );
        // Everyone takes from a pile of their choice: here pile 2, then pile 5.
        let pile = if pick % 2 == 0 { 1 } else { 4 };
        let top = *g.piles[pile].last().unwrap();
        act(&mut g, seat, &format!("pile{}", pile + 1));
        assert_eq!(*g.players[seat].hand.last().unwrap(), top);
    }
    assert_eq!(order, [1, 2, 0, 1, 2, 0, 1, 2, 0]);
    assert!(g
        .players
        .iter()
        .all(|p| p.hand.len() == 3 && p.actions.is_empty()));
    assert_eq!(g.phase, Phase::Turn);
    assert_eq!(g.current, 1, "the first player begins after the opening");
}

#[test]
fn opening_offers_only_pile_choices() {
    let mut g = new_game(2, 4);
    let seat = g.mover().unwrap();
    let err = refused(&mut g, Actor::Seat(seat), "draw");
    assert!(err.to_string().contains("3 playing cards"), "{err}");
}
