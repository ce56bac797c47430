//! Settings (keys, ranges, defaults), seat counts, and the map generator:
//! size, difficulty, solvable start, start squares, samples, ship, players'
//! expertise and equipment.

use super::*;
use crate::engine::{OptionKind, Options, SetupError};
use std::collections::BTreeMap;

#[test]
fn options_have_the_specified_keys_ranges_and_defaults() {
    let specs: BTreeMap<&str, (OptionKind, Option<&str>)> = ArcticEscape::option_specs()
        .iter()
        .map(|s| (s.key, (s.kind, s.default)))
        .collect();
    assert_eq!(
        specs["size"],
        (
            OptionKind::OneOf(&["small", "medium", "large"]),
            Some("medium")
        )
    );
    assert_eq!(
        specs["equipment"],
        (OptionKind::Int { min: 1, max: 3 }, Some("2"))
    );
    assert_eq!(
        specs["difficulty"],
        (OptionKind::Int { min: 1, max: 5 }, Some("3"))
    );
    assert_eq!(
        specs["melt_per_turn"],
        (OptionKind::Int { min: 1, max: 3 }, Some("1"))
    );
    assert_eq!(
        specs["max_melts"],
        (OptionKind::Int { min: 5, max: 40 }, None)
    );
    assert_eq!(
        specs["blizzards"],
        (OptionKind::Int { min: 0, max: 3 }, Some("1"))
    );
    assert_eq!(specs["melt_occupied"], (OptionKind::Bool, Some("true")));
    assert_eq!(specs.len(), 7);
    assert_eq!(ArcticEscape::seat_range(), (1, 8));
    assert_eq!(ArcticEscape::TITLE, "Arctic Escape");
}

#[test]
fn defaults_give_a_medium_map_with_two_pieces_each() {
    let g = new_game(3, 1, &[]);
    let s = &g.settings;
    assert_eq!((s.width, s.height), (8, 10));
    assert_eq!((s.equipment, s.difficulty, s.melt_per_turn), (2, 3, 1));
    assert_eq!(
        (s.max_melts, s.max_blizzards, s.melt_occupied),
        (20, 1, true)
    );
}

#[test]
fn map_size_sets_columns_and_rows() {
    for (size, w, h) in [("small", 6, 8), ("medium", 8, 10), ("large", 10, 12)] {
        let g = new_game(2, 3, &[("size", size)]);
        assert_eq!((g.width(), g.height(), g.terrain.len()), (w, h, w * h));
    }
}

#[test]
fn max_melts_defaults_to_a_quarter_of_the_squares() {
    for (size, melts) in [("small", 12), ("medium", 20), ("large", 30)] {
        assert_eq!(new_game(1, 1, &[("size", size)]).settings.max_melts, melts);
    }
    assert_eq!(new_game(1, 1, &[("max_melts", "7")]).settings.max_melts, 7);
}

#[test]
fn out_of_range_options_are_refused_when_parsed() {
    for (key, value) in [
        ("equipment", "4"),
        ("difficulty", "0"),
        ("melt_per_turn", "x"),
        ("max_melts", "41"),
        ("blizzards", "4"),
        ("size", "huge"),
        ("melt_occupied", "maybe"),
    ] {
        let err = Options::parse(ArcticEscape::option_specs(), [(key, value)]).unwrap_err();
        assert!(err.to_string().contains(key), "{key}: {err}");
    }
}

#[test]
fn seat_count_outside_one_to_eight_is_refused() {
    for n in [0, 9] {
        let mut setup = setup::<ArcticEscape>(names(1), 1, &[]);
        setup.names = (0..n).map(|i| format!("P{i}").into()).collect();
        let err = ArcticEscape::setup(&setup).unwrap_err();
        assert!(
            matches!(err, SetupError::SeatCount { min: 1, max: 8, .. }),
            "{err}"
        );
    }
}

#[test]
fn difficulty_sets_the_share_of_plain_ice() {
    for (difficulty, percent) in [(1, 80.0), (3, 56.0), (5, 32.0)] {
        let (mut ice, mut all) = (0, 0);
        for seed in 0..40 {
            let g = new_game(
                1,
                seed,
                &[("size", "large"), ("difficulty", &difficulty.to_string())],
            );
            ice += g.terrain.iter().filter(|&&t| t == Terrain::Ice).count();
            all += g.terrain.len();
        }
        let share = 100.0 * ice as f64 / all as f64;
        assert!(
            (share - percent).abs() < 5.0,
            "difficulty {difficulty}: {share:.1}% ice"
        );
    }
}

#[test]
fn crevasses_are_rare_at_the_start() {
    let (mut crevasse, mut all) = (0, 0);
    for seed in 0..40 {
        let g = new_game(4, seed, &[("difficulty", "5")]);
        crevasse += crevasses(&g);
        all += g.terrain.len();
    }
    assert!(crevasse * 100 < all * 5, "{crevasse} of {all}");
}

#[test]
fn generated_maps_always_start_solvable() {
    for seed in 0..150u64 {
        let size = ["small", "medium", "large"][(seed % 3) as usize];
        let difficulty = (1 + seed % 5).to_string();
        let n = 1 + (seed % 8) as usize;
        let g = new_game(n, seed, &[("size", size), ("difficulty", &difficulty)]);
        assert_eq!(g.cut_off_reason(), None, "seed {seed}");
        let boarding = g.boarding_square();
        for p in &g.players {
            assert!(
                g.reachable_from(p.pos)[g.index(boarding)],
                "seed {seed}: {} cannot reach the ship",
                p.name
            );
        }
        assert!(g.can_gather_on(boarding, n), "seed {seed}");
    }
}

#[test]
fn players_start_on_distinct_plain_ice_squares_in_the_first_two_rows() {
    for seed in 0..30 {
        let g = new_game(8, seed, &[("size", "small")]);
        let mut squares: Vec<Pos> = g.players.iter().map(|p| p.pos).collect();
        assert!(squares
            .iter()
            .all(|p| p.row < 2 && g.terrain_at(*p) == Terrain::Ice));
        squares.sort();
        squares.dedup();
        assert_eq!(squares.len(), 8);
    }
}

#[test]
fn players_get_a_random_expertise_and_random_equipment_up_to_the_limit() {
    let mut experts = std::collections::HashSet::new();
    let mut kinds = std::collections::HashSet::new();
    for seed in 0..20 {
        for limit in 1..=3 {
            let g = new_game(4, seed, &[("equipment", &limit.to_string())]);
            for p in &g.players {
                assert_eq!(p.equipment.len(), limit);
                experts.insert(p.expertise);
                kinds.extend(p.equipment.iter().copied());
            }
        }
    }
    assert_eq!(experts.len(), 6, "every expertise appears");
    assert_eq!(kinds.len(), 3, "every kind of equipment appears");
}

#[test]
fn six_samples_lie_outside_the_start_rows_on_distinct_squares() {
    for seed in 0..30 {
        let g = new_game(3, seed, &[]);
        let mut squares: Vec<Pos> = g.samples.iter().map(|s| s.pos).collect();
        assert_eq!(squares.len(), 6);
        assert!(squares
            .iter()
            .all(|p| p.row >= 2 && g.terrain_at(*p) != Terrain::Crevasse));
        squares.sort();
        squares.dedup();
        assert_eq!(squares.len(), 6);
    }
}

#[test]
fn the_ship_sits_in_a_random_column_below_the_last_row() {
    let cols: std::collections::HashSet<usize> = (0..40)
        .map(|seed| new_game(1, seed, &[]).ship_col)
        .collect();
    assert_eq!(
        cols.len(),
        8,
        "every column of a medium map gets the ship: {cols:?}"
    );
}

#[test]
fn the_first_turn_starts_with_movement_by_the_first_player() {
    let g = new_game(3, 9, &[]);
    assert_eq!((g.turn, g.phase, g.melts), (1, Phase::Moving, 0));
    assert_eq!(g.current_unit(), [0]);
    assert_eq!(g.prompts().len(), 1);
}

#[test]
fn setup_is_deterministic_per_seed() {
    let a = serde_json::to_string(&new_game(4, 77, &[])).unwrap();
    let b = serde_json::to_string(&new_game(4, 77, &[])).unwrap();
    let c = serde_json::to_string(&new_game(4, 78, &[])).unwrap();
    assert_eq!(a, b);
    assert_ne!(a, c);
}

#[test]
fn rules_pages_fit_in_a_message() {
    let pages = crate::engine::testkit::rules_pages::<ArcticEscape>();
    assert!(pages.len() >= 3);
    for page in pages {
        assert!(
            page.chars().count() <= 1500,
            "{} chars",
            page.chars().count()
        );
    }
}
