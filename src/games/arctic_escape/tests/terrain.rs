//! Terrain entry and exit rules, with the expertise odds (1 in 3), the
//! Engineer's bridge, thin ice, blizzards and samples. Odds are checked over
//! many seeded trials, so the counts are fixed and the tests cannot flake.

use super::*;

/// Runs `trial` on fresh copies of `start` with `trials` different rng seeds
/// and counts how often it returns true.
fn count(start: &ArcticEscape, trials: u64, trial: impl Fn(&mut ArcticEscape) -> bool) -> u64 {
    (0..trials)
        .filter(|&seed| {
            let mut g = start.clone();
            reseed(&mut g, seed);
            trial(&mut g)
        })
        .count() as u64
}

/// About one time in three: 300 trials land well inside 70..130.
fn about_one_in_three(hits: u64) {
    assert!(
        (70..=130).contains(&hits),
        "{hits} of 300 is not about 1 in 3"
    );
}

#[test]
fn moves_are_one_square_up_down_left_or_right_on_free_plain_ice() {
    let mut g = board(1);
    place(&mut g, 0, 3, 2);
    give(&mut g, 0, &[Equip::Rope]);
    assert_eq!(
        choice_ids(&g, 0),
        ["up", "down", "left", "right", "stay", "equip"]
    );
    act(&mut g, 0, "left");
    assert_eq!(g.players[0].pos, Pos::new(3, 1));
    assert_eq!(
        g.players[0].equipment,
        [Equip::Rope],
        "plain ice costs nothing"
    );
    assert!(refused(&mut g, Actor::Seat(0), "upleft")
        .to_string()
        .contains("Unknown"));
}

#[test]
fn crevasse_cannot_be_entered() {
    let mut g = board(1);
    set(&mut g, 1, 0, Terrain::Crevasse);
    let err = refused(&mut g, Actor::Seat(0), "down");
    assert!(
        err.to_string().contains("crevasse at a2 cannot be entered"),
        "{err}"
    );
    assert!(!choice_ids(&g, 0).contains(&"down".to_string()));
}

#[test]
fn lone_engineer_with_rope_bridges_a_crevasse_once_per_game() {
    let mut g = board(1);
    g.players[0].expertise = Expertise::Engineer;
    give(&mut g, 0, &[Equip::Rope]);
    set(&mut g, 1, 0, Terrain::Crevasse);
    set(&mut g, 3, 0, Terrain::Crevasse);
    act(&mut g, 0, "down");
    assert_eq!(g.terrain_at(Pos::new(1, 0)), Terrain::Bridge);
    assert_eq!(g.players[0].pos, Pos::new(1, 0));
    assert!(g.players[0].bridge_used);
    assert_eq!(
        g.players[0].equipment,
        [Equip::Rope],
        "the Rope is carried, not spent"
    );
    // Next turn: down to a3, then the second crevasse at a4 stays closed.
    g.moved = vec![false];
    g.phase = Phase::Moving;
    act(&mut g, 0, "down");
    g.moved = vec![false];
    g.phase = Phase::Moving;
    let err = refused(&mut g, Actor::Seat(0), "down");
    assert!(
        err.to_string().contains("already built their one bridge"),
        "{err}"
    );
}

#[test]
fn engineer_needs_rope_to_bridge_a_crevasse() {
    let mut g = board(1);
    g.players[0].expertise = Expertise::Engineer;
    give(&mut g, 0, &[Equip::Sled]);
    set(&mut g, 1, 0, Terrain::Crevasse);
    let err = refused(&mut g, Actor::Seat(0), "down");
    assert!(err.to_string().contains("needs Rope"), "{err}");
}

#[test]
fn engineer_in_a_group_cannot_bridge_a_crevasse() {
    let mut g = board(2);
    g.players[0].expertise = Expertise::Engineer;
    give(&mut g, 0, &[Equip::Rope]);
    place(&mut g, 1, 0, 0);
    group(&mut g, &[0, 1]);
    set(&mut g, 1, 0, Terrain::Crevasse);
    let err = refused(&mut g, Actor::Seat(0), "down");
    assert!(err.to_string().contains("only a lone Engineer"), "{err}");
}

#[test]
fn bridge_holds_one_player_at_a_time() {
    let mut g = board(3);
    set(&mut g, 1, 0, Terrain::Bridge);
    place(&mut g, 1, 0, 0);
    group(&mut g, &[0, 1]);
    let err = refused(&mut g, Actor::Seat(0), "down");
    assert!(err.to_string().contains("a group cannot enter it"), "{err}");
    // A lone player on the bridge blocks the next one.
    let mut g = board(2);
    set(&mut g, 1, 0, Terrain::Bridge);
    place(&mut g, 1, 1, 0);
    let err = refused(&mut g, Actor::Seat(0), "down");
    assert!(err.to_string().contains("already occupied by Bo"), "{err}");
}

#[test]
fn bridge_collapses_one_time_in_three_when_left() {
    let mut g = board(1);
    set(&mut g, 1, 0, Terrain::Bridge);
    place(&mut g, 0, 1, 0);
    let hits = count(&g, 300, |g| {
        act(g, 0, "down");
        g.terrain_at(Pos::new(1, 0)) == Terrain::Crevasse
    });
    about_one_in_three(hits);
    let mut once = g.clone();
    reseed(
        &mut once,
        (0..300)
            .find(|&s| {
                let mut t = g.clone();
                reseed(&mut t, s);
                act(&mut t, 0, "down");
                t.terrain_at(Pos::new(1, 0)) == Terrain::Crevasse
            })
            .unwrap(),
    );
    act(&mut once, 0, "down");
    assert_eq!(once.melts, 1, "a collapsed bridge counts as a melt");
}

#[test]
fn bridge_never_collapses_under_an_engineer() {
    let mut g = board(1);
    g.players[0].expertise = Expertise::Engineer;
    set(&mut g, 1, 0, Terrain::Bridge);
    place(&mut g, 0, 1, 0);
    let hits = count(&g, 300, |g| {
        act(g, 0, "down");
        g.terrain_at(Pos::new(1, 0)) == Terrain::Crevasse
    });
    assert_eq!(hits, 0);
}

#[test]
fn snow_mountain_and_water_spend_a_sled_rope_and_raft() {
    for (terrain, piece) in [
        (Terrain::Snow, Equip::Sled),
        (Terrain::Mountain, Equip::Rope),
        (Terrain::Water, Equip::Raft),
    ] {
        let mut g = board(1);
        g.players[0].expertise = Expertise::Explorer;
        give(&mut g, 0, &[piece, piece]);
        set(&mut g, 1, 0, terrain);
        act(&mut g, 0, "down");
        assert_eq!(g.players[0].pos, Pos::new(1, 0));
        assert_eq!(
            g.players[0].equipment,
            [piece],
            "{terrain:?} spends one {piece:?}"
        );
    }
}

#[test]
fn entering_rough_terrain_without_the_piece_is_refused() {
    let mut g = board(1);
    give(&mut g, 0, &[Equip::Sled, Equip::Raft]);
    set(&mut g, 1, 0, Terrain::Mountain);
    let err = refused(&mut g, Actor::Seat(0), "down");
    assert!(err.to_string().contains("needs a Rope"), "{err}");
}

#[test]
fn matching_expert_spends_the_piece_only_one_time_in_three() {
    for (expert, terrain, piece) in [
        (Expertise::Sledder, Terrain::Snow, Equip::Sled),
        (Expertise::Climber, Terrain::Mountain, Equip::Rope),
        (Expertise::Sailor, Terrain::Water, Equip::Raft),
    ] {
        let mut g = board(1);
        g.players[0].expertise = expert;
        give(&mut g, 0, &[piece]);
        set(&mut g, 1, 0, terrain);
        let spent = count(&g, 300, |g| {
            act(g, 0, "down");
            g.players[0].equipment.is_empty()
        });
        about_one_in_three(spent);
    }
}

#[test]
fn matching_expert_must_still_hold_the_piece() {
    let mut g = board(1);
    g.players[0].expertise = Expertise::Climber;
    set(&mut g, 1, 0, Terrain::Mountain);
    let err = refused(&mut g, Actor::Seat(0), "down");
    assert!(err.to_string().contains("needs a Rope"), "{err}");
}

#[test]
fn group_pays_one_piece_and_chooses_who_gives_it() {
    let mut g = board(3);
    g.players[2].expertise = Expertise::Explorer;
    place(&mut g, 1, 0, 0);
    place(&mut g, 2, 0, 0);
    group(&mut g, &[0, 1, 2]);
    give(&mut g, 0, &[Equip::Sled]);
    give(&mut g, 1, &[Equip::Sled, Equip::Rope]);
    for p in 0..3 {
        g.players[p].expertise = Expertise::Explorer;
    }
    set(&mut g, 1, 0, Terrain::Snow);
    act(&mut g, 2, "down");
    assert_eq!(g.step, MoveStep::Pay { dir: Dir::Down });
    assert_eq!(choice_ids(&g, 0), ["pay1", "pay2", "back"]);
    let err = refused(&mut g, Actor::Seat(0), "pay3");
    assert!(
        err.to_string()
            .contains("Cy cannot give it: choose Ada or Bo"),
        "{err}"
    );
    act(&mut g, 0, "back");
    assert_eq!(g.step, MoveStep::Choose);
    act(&mut g, 0, "down");
    act(&mut g, 1, "pay2");
    assert!(g.players.iter().all(|p| p.pos == Pos::new(1, 0)));
    assert_eq!(g.players[0].equipment, [Equip::Sled]);
    assert_eq!(
        g.players[1].equipment,
        [Equip::Rope],
        "one piece for the whole group"
    );
}

#[test]
fn single_holder_in_a_group_pays_without_being_asked() {
    let mut g = board(2);
    place(&mut g, 1, 0, 0);
    group(&mut g, &[0, 1]);
    give(&mut g, 1, &[Equip::Rope]);
    set(&mut g, 1, 0, Terrain::Mountain);
    act(&mut g, 0, "down");
    assert_eq!(g.players[0].pos, Pos::new(1, 0));
    assert!(g.players[1].equipment.is_empty());
}

#[test]
fn thin_ice_holds_one_player() {
    let mut g = board(2);
    set(&mut g, 1, 0, Terrain::ThinIce);
    place(&mut g, 1, 0, 0);
    group(&mut g, &[0, 1]);
    let err = refused(&mut g, Actor::Seat(0), "down");
    assert!(
        err.to_string().contains("holds one player at a time"),
        "{err}"
    );
    let mut g = board(2);
    set(&mut g, 1, 1, Terrain::ThinIce);
    place(&mut g, 1, 1, 1);
    place(&mut g, 0, 1, 0);
    let err = refused(&mut g, Actor::Seat(0), "right");
    assert!(err.to_string().contains("occupied by Bo"), "{err}");
}

#[test]
fn thin_ice_breaks_into_a_crevasse_when_left() {
    let mut g = board(1);
    set(&mut g, 1, 0, Terrain::ThinIce);
    place(&mut g, 0, 1, 0);
    act(&mut g, 0, "down");
    assert_eq!(g.terrain_at(Pos::new(1, 0)), Terrain::Crevasse);
    assert_eq!(g.melts, 1, "broken thin ice counts as a melt");
}

#[test]
fn snowshoer_breaks_thin_ice_only_one_time_in_three() {
    let mut g = board(1);
    g.players[0].expertise = Expertise::Snowshoer;
    set(&mut g, 1, 0, Terrain::ThinIce);
    place(&mut g, 0, 1, 0);
    let broke = count(&g, 300, |g| {
        act(g, 0, "down");
        g.terrain_at(Pos::new(1, 0)) == Terrain::Crevasse
    });
    about_one_in_three(broke);
}

#[test]
fn staying_on_thin_ice_is_refused_while_a_way_off_exists() {
    let mut g = board(1);
    set(&mut g, 1, 0, Terrain::ThinIce);
    place(&mut g, 0, 1, 0);
    assert!(!choice_ids(&g, 0).contains(&"stay".to_string()));
    let err = refused(&mut g, Actor::Seat(0), "stay");
    assert!(err.to_string().contains("must leave the thin ice"), "{err}");
}

#[test]
fn staying_on_thin_ice_past_the_next_move_falls_in() {
    let mut g = board(1);
    set(&mut g, 1, 0, Terrain::ThinIce);
    set(&mut g, 0, 0, Terrain::Crevasse);
    set(&mut g, 2, 0, Terrain::Crevasse);
    set(&mut g, 1, 1, Terrain::Mountain);
    place(&mut g, 0, 1, 0);
    assert_eq!(
        choice_ids(&g, 0),
        ["stay", "equip"],
        "no way off without a Rope"
    );
    act(&mut g, 0, "stay");
    assert_eq!(g.players[0].status, Status::Fallen);
    let outcome = g.outcome().expect("falling in ends the game");
    assert!(outcome.winners.is_empty());
    assert!(
        outcome.summary.contains("Ada fell into a crevasse at a2"),
        "{}",
        outcome.summary
    );
}

#[test]
fn entering_a_blizzard_melts_a_random_square() {
    let mut g = board(1);
    add_blizzard(&mut g, 1, 1, false);
    g.settings.melt_occupied = false;
    act(&mut g, 0, "down");
    assert_eq!(g.melts, 1);
    assert_eq!(crevasses(&g), 1);
}

#[test]
fn leaving_a_blizzard_costs_every_mover_one_random_piece() {
    let mut g = board(2);
    place(&mut g, 1, 0, 0);
    group(&mut g, &[0, 1]);
    give(&mut g, 0, &[Equip::Sled, Equip::Rope]);
    give(&mut g, 1, &[Equip::Raft]);
    add_blizzard(&mut g, 0, 0, true);
    act(&mut g, 0, "right");
    assert_eq!(g.players[0].equipment.len(), 1);
    assert!(g.players[1].equipment.is_empty());
    assert_eq!(g.melts, 0, "leaving does not melt");
}

#[test]
fn explorer_makes_blizzard_costs_happen_only_one_time_in_three() {
    let mut g = board(1);
    g.players[0].expertise = Expertise::Explorer;
    g.settings.melt_occupied = false;
    give(&mut g, 0, &[Equip::Rope]);
    add_blizzard(&mut g, 1, 0, false);
    let melted = count(&g, 300, |g| {
        act(g, 0, "down");
        g.melts == 1
    });
    about_one_in_three(melted);
    place(&mut g, 0, 1, 0);
    let lost = count(&g, 300, |g| {
        act(g, 0, "down");
        g.players[0].equipment.is_empty()
    });
    about_one_in_three(lost);
}

#[test]
fn entering_a_sample_square_collects_it() {
    let mut g = board(1);
    place(&mut g, 0, 2, 4);
    act(&mut g, 0, "right");
    assert_eq!(g.samples_taken(), 1);
    assert_eq!(g.samples[0].taken_by, Some(0));
    assert!(g
        .log
        .last()
        .unwrap()
        .to_string()
        .contains("collected a sample (1 of 6)"));
}
