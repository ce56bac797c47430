//! Setup checks and refused input: a clear error, and nothing changes.

use super::super::match_play::Step;
use super::super::ProjectPlanning;
use super::*;
use crate::engine::{Actor, Game, Options, RuleError, Setup, SetupError};

#[test]
fn seat_count_out_of_range_is_refused() {
    for n in [0, 1, 17] {
        let setup = Setup {
            names: (0..n).map(|i| format!("P{i}").into()).collect(),
            options: Options::defaults(ProjectPlanning::option_specs()),
            seed: 1,
        };
        let err = ProjectPlanning::setup(&setup).unwrap_err();
        assert_eq!(
            err,
            SetupError::SeatCount {
                game: "Arctic Wolf Project Planning",
                min: 2,
                max: 16,
                got: n
            }
        );
    }
}

/// Options are validated once, when parsed (`Setup.options` is always
/// valid), so a bad value never reaches `setup`.
#[test]
fn bad_option_values_are_refused_when_parsed() {
    let parse = |key: &str, value: &str| {
        Options::parse(ProjectPlanning::option_specs(), [(key, value)]).map_err(|e| e.to_string())
    };
    for (key, value, says) in [
        ("tokens", "0", "expected 1..=13, default auto"),
        ("tokens", "many", "expected 1..=13, default auto"),
        ("shared_victory", "maybe", "expected yes|no"),
        ("turn_timer", "5", "expected 0 (off) or 10..=3600 seconds"),
        ("colour", "red", "unknown option `colour`"),
    ] {
        match parse(key, value) {
            Err(msg) => assert!(msg.contains(says), "{key}={value}: {msg}"),
            Ok(o) => panic!("{key}={value} accepted: {o}"),
        }
    }
    let auto = Setup {
        names: vec!["A".into(), "B".into()],
        options: parse("tokens", "auto").unwrap(),
        seed: 1,
    };
    assert!(ProjectPlanning::setup(&auto).is_ok());
}

#[test]
fn options_are_declared_with_the_spec_keys() {
    let keys: Vec<&str> = ProjectPlanning::option_specs()
        .iter()
        .map(|o| o.key)
        .collect();
    assert_eq!(keys, ["tokens", "shared_victory", "turn_timer"]);
    let o = Options::parse(ProjectPlanning::option_specs(), []).unwrap();
    assert_eq!(o.text("tokens"), "auto");
    assert!(!o.flag("shared_victory"));
    assert_eq!(o.int("turn_timer"), Some(0));
}

#[test]
fn rules_pages_fit_in_a_message() {
    let pages = crate::engine::testkit::rules_pages::<ProjectPlanning>();
    assert!(pages.len() >= 3);
    for p in pages {
        assert!(
            p.chars().count() <= 1500,
            "{} chars: {p}",
            p.chars().count()
        );
    }
}

fn game() -> ProjectPlanning {
    game_with(
        3,
        Deal {
            hands: vec![vec!["dev", "cse"], vec!["pm"], vec!["it"]],
            ..Deal::default()
        },
    )
}

#[test]
fn a_seat_that_is_not_prompted_is_refused_and_nothing_changes() {
    let mut g = game();
    let err = refused(&mut g, Actor::Seat(1), "play-pm");
    assert_eq!(
        err.to_string(),
        RuleError::NotYourTurn("it is Alice's turn".into()).to_string()
    );
    let err = refused(&mut g, Actor::Seat(7), "play-pm");
    assert_eq!(
        err.to_string(),
        RuleError::NotYourTurn("seat 7 is not at this table".into()).to_string()
    );
}

#[test]
fn malformed_actions_are_refused() {
    let mut g = game();
    for bad in [
        "", "hello", "play-", "play-ceo", "t", "t-1", "v", "v1234", "PLAY-DEV", "play dev",
    ] {
        let err = refused(&mut g, Actor::Seat(0), bad);
        assert_eq!(err, RuleError::Malformed(bad.to_string()));
    }
}

#[test]
fn playing_a_card_you_do_not_hold_is_refused_with_what_is_allowed() {
    let mut g = game();
    let err = refused(&mut g, Actor::Seat(0), "play-vp");
    assert_eq!(
        err.to_string(),
        "That is not possible now: you do not hold VP of R&D (8); you hold Developer (1) and CSE (4)"
    );
}

#[test]
fn a_choice_from_another_step_is_refused_with_the_allowed_choices() {
    let mut g = game();
    let err = refused(&mut g, Actor::Seat(0), "t1");
    let msg = err.to_string();
    assert!(msg.contains("play one of your two cards"), "{msg}");
    assert!(
        msg.contains("Allowed: Play Developer (1), Play CSE (4)."),
        "{msg}"
    );
    act(&mut g, 0, "play-cse");
    let err = refused(&mut g, Actor::Seat(0), "v4");
    assert!(err.to_string().contains("Allowed: Bob, Carol."), "{err}");
}

#[test]
fn back_returns_to_the_step_before() {
    let mut g = game();
    act(&mut g, 0, "play-dev");
    act(&mut g, 0, "back");
    assert_eq!(single_ref(&g).round.step, Step::ChooseCard);
    acts(&mut g, 0, &["play-dev", "t1", "back"]);
    assert!(matches!(
        single_ref(&g).round.step,
        Step::ChooseTarget { .. }
    ));
    acts(&mut g, 0, &["back", "play-cse", "t2", "back"]);
    assert!(matches!(
        single_ref(&g).round.step,
        Step::ChooseTarget { .. }
    ));
    assert_eq!(
        hand_codes(&g, 0).len(),
        2,
        "nothing is played before the last choice"
    );
    let err = refused(&mut g, Actor::Seat(0), "keep");
    assert!(matches!(err, RuleError::Illegal(_)));
}

#[test]
fn back_is_not_offered_at_the_first_step() {
    let mut g = game();
    assert!(!choice_ids(&g, 0).contains(&"back".to_string()));
    let err = refused(&mut g, Actor::Seat(0), "back");
    assert!(matches!(err, RuleError::Illegal(_)));
}

#[test]
fn the_host_has_no_moves_and_a_finished_game_refuses_everything() {
    let mut g = game();
    let err = refused(&mut g, Actor::Host, "play-dev");
    assert!(matches!(err, RuleError::Illegal(_)));
    let mut g = game_with(
        2,
        Deal {
            hands: vec![vec!["dev", "cse"], vec!["pm"]],
            face_up: FACE_UP.to_vec(),
            ..Deal::default()
        },
    );
    single(&mut g).tokens[0].project = 5;
    acts(&mut g, 0, &["play-dev", "t1", "v5"]);
    assert!(g.outcome().is_some());
    assert_eq!(
        refused(&mut g, Actor::Seat(1), "play-pm"),
        RuleError::GameOver
    );
}

#[test]
fn action_codes_are_short_ascii_without_spaces_or_colons() {
    let g = new_game(8, 2, &[]);
    for p in g.prompts() {
        for c in p.choices {
            assert!(
                c.id.len() < 20 && c.id.bytes().all(|b| b.is_ascii_graphic() && b != b':'),
                "{}",
                c.id
            );
        }
    }
}
