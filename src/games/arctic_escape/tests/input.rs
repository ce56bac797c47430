//! Bad input: every refusal is clear (the right error kind, a reason that
//! says what is allowed) and changes nothing; every listed choice is legal.

use super::*;
use crate::engine::Actor;

#[test]
fn moving_off_the_map_is_refused() {
    let mut g = board(1);
    for dir in ["up", "left"] {
        let err = refused(&mut g, Actor::Seat(0), dir);
        assert!(
            matches!(err, RuleError::Illegal(ref m) if m.to_string().contains("leaves the map")),
            "{err}"
        );
    }
    place(&mut g, 0, 7, 5);
    let err = refused(&mut g, Actor::Seat(0), "right");
    assert!(err.to_string().contains("leaves the map"), "{err}");
    let err = refused(&mut g, Actor::Seat(0), "down");
    assert!(
        err.to_string().contains("the only square to board from"),
        "{err}"
    );
}

#[test]
fn moving_into_a_crevasse_without_the_engineers_bridge_is_refused() {
    let mut g = board(1);
    g.players[0].expertise = Expertise::Engineer;
    g.players[0].bridge_used = true;
    give(&mut g, 0, &[Equip::Rope]);
    set(&mut g, 0, 1, Terrain::Crevasse);
    let err = refused(&mut g, Actor::Seat(0), "right");
    assert!(matches!(err, RuleError::Illegal(_)), "{err}");
}

#[test]
fn moving_onto_an_occupied_bridge_or_thin_ice_is_refused() {
    for terrain in [Terrain::Bridge, Terrain::ThinIce] {
        let mut g = board(2);
        set(&mut g, 1, 1, terrain);
        place(&mut g, 0, 1, 0);
        place(&mut g, 1, 1, 1);
        let err = refused(&mut g, Actor::Seat(0), "right");
        assert!(err.to_string().contains("already occupied by Bo"), "{err}");
    }
}

#[test]
fn reequipping_past_the_limit_is_refused() {
    let mut g = board(1);
    act(&mut g, 0, "equip");
    let err = refused(&mut g, Actor::Seat(0), "kit300");
    assert!(
        matches!(err, RuleError::Illegal(ref m) if m.to_string().contains("at most 2 pieces")),
        "{err}"
    );
    let err = refused(&mut g, Actor::Seat(0), "kit100");
    assert!(err.to_string().contains("exactly 2"), "{err}");
    assert!(matches!(
        refused(&mut g, Actor::Seat(0), "kit1x0"),
        RuleError::Malformed(_)
    ));
}

#[test]
fn moving_out_of_turn_is_refused() {
    let mut g = board(3);
    let err = refused(&mut g, Actor::Seat(1), "down");
    assert!(
        matches!(err, RuleError::NotYourTurn(ref m) if m.to_string().contains("Ada's move")),
        "{err}"
    );
    act(&mut g, 0, "down");
    let err = refused(&mut g, Actor::Seat(0), "down");
    assert!(
        matches!(err, RuleError::NotYourTurn(ref m) if m.to_string().contains("Bo's move")),
        "{err}"
    );
}

#[test]
fn clock_host_and_strangers_are_refused() {
    let mut g = board(2);
    for actor in [Actor::Clock, Actor::Host, Actor::Seat(5)] {
        let err = refused(&mut g, actor, "down");
        assert!(matches!(err, RuleError::NotYourTurn(_)), "{err}");
    }
    assert_eq!(g.deadline(), None, "no phase waits on a timer");
}

#[test]
fn unknown_codes_are_malformed() {
    let mut g = board(2);
    for code in ["", "jump", "up up", "merge1-x", "pay"] {
        let err = refused(&mut g, Actor::Seat(0), code);
        assert!(
            matches!(err, RuleError::Malformed(_) | RuleError::Illegal(_)),
            "{code}: {err}"
        );
    }
    assert!(matches!(
        refused(&mut g, Actor::Seat(0), "jump"),
        RuleError::Malformed(_)
    ));
}

#[test]
fn codes_of_another_phase_are_illegal_and_say_what_is_allowed() {
    let mut g = board(2);
    let err = refused(&mut g, Actor::Seat(0), "shipleft");
    assert!(
        matches!(err, RuleError::Illegal(ref m) if m.to_string().contains("up, down, left, right, stay or equip")),
        "{err}"
    );
    act(&mut g, 0, "stay");
    act(&mut g, 1, "stay");
    let err = refused(&mut g, Actor::Seat(0), "down");
    assert!(
        matches!(err, RuleError::Illegal(ref m) if m.to_string().contains("shipstay")),
        "{err}"
    );
    let err = refused(&mut g, Actor::Seat(1), "shipleft");
    assert!(err.to_string().contains("left edge"), "{err}");
}

#[test]
fn grouping_players_on_different_squares_is_refused() {
    let mut g = board(3);
    place(&mut g, 1, 0, 0);
    g.start_turn();
    let err = refused(&mut g, Actor::Seat(0), "merge1-3");
    assert!(err.to_string().contains("not on the same square"), "{err}");
    let err = refused(&mut g, Actor::Seat(0), "merge1-9");
    assert!(err.to_string().contains("no player 9"), "{err}");
    act(&mut g, 0, "merge1-2");
    let err = refused(&mut g, Actor::Seat(0), "merge2-1");
    assert!(
        err.to_string().contains("already in the same group"),
        "{err}"
    );
}

#[test]
fn acting_after_the_game_is_over_is_refused() {
    let mut g = board(1);
    place(&mut g, 0, 7, 0);
    act(&mut g, 0, "down");
    assert!(g.outcome().is_some());
    assert_eq!(refused(&mut g, Actor::Seat(0), "stay"), RuleError::GameOver);
}

/// Every available choice any prompt lists is accepted and every disabled
/// one refused without a change, in many states of bot games.
#[test]
fn every_listed_choice_is_legal_and_every_disabled_one_refused() {
    set_images(false);
    for seed in 0..12u64 {
        let mut g = new_game(
            1 + (seed % 5) as usize,
            seed,
            &[("blizzards", "2"), ("size", "small")],
        );
        for _ in 0..150 {
            if g.outcome().is_some() {
                break;
            }
            for prompt in g.prompts() {
                for choice in &prompt.choices {
                    let mut probe = g.clone();
                    match probe.apply(Actor::Seat(prompt.seat), &choice.id) {
                        Err(e) if !choice.disabled => {
                            panic!("seed {seed}: listed `{}` refused: {e}", choice.id)
                        }
                        Ok(_) if choice.disabled => {
                            panic!("seed {seed}: disabled `{}` played", choice.id)
                        }
                        Err(_) => assert_eq!(probe, g, "a refused choice changes nothing"),
                        // A move labelled a loss loses, whatever the dice.
                        Ok(_) if choice.label.to_string().starts_with('⚠') && probe.step == MoveStep::Choose => {
                            assert!(
                                probe.outcome().is_some_and(|o| o.winners.is_empty()),
                                "seed {seed}: `{}` was labelled a loss",
                                choice.label
                            )
                        }
                        Ok(_) => {}
                    }
                }
            }
            let seat = g.prompts()[0].seat;
            let action = g.bot_action(seat).unwrap();
            act(&mut g, seat, &action);
        }
    }
    set_images(true);
}
