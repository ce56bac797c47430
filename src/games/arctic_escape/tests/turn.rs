//! The five phases of a turn: grouping, movement order, re-equipping, the
//! ship, blizzards and melting; boarding and the win; every loss condition
//! with the cut-off search and the Engineer's warning.

use super::*;

/// Finishes the movement phase by letting everyone left stay.
fn all_stay(g: &mut ArcticEscape) {
    while g.phase == Phase::Moving {
        let seat = g.current_unit()[0];
        act(g, seat, "stay");
    }
}

#[test]
fn a_turn_runs_grouping_movement_ship_blizzards_and_melting_in_order() {
    let mut g = board(2);
    place(&mut g, 1, 0, 0);
    g.settings.max_blizzards = 1;
    g.settings.melt_occupied = false;
    g.start_turn();
    assert_eq!(g.phase, Phase::Grouping);
    act(&mut g, 0, "go");
    assert_eq!(g.phase, Phase::Moving);
    act(&mut g, 0, "right");
    act(&mut g, 1, "down");
    assert_eq!(g.phase, Phase::Ship);
    // Find a seed where a blizzard forms, to see phase 4 run before phase 5.
    let seed = (0..100)
        .find(|&s| {
            let mut t = g.clone();
            reseed(&mut t, s);
            act(&mut t, 0, "shipstay");
            !t.blizzards.is_empty()
        })
        .unwrap();
    reseed(&mut g, seed);
    act(&mut g, 0, "shipstay");
    assert_eq!(g.blizzards.len(), 1, "phase 4: a blizzard formed");
    assert_eq!(g.melts, 1, "phase 5: one square melted");
    assert_eq!(g.turn, 2);
    assert_eq!(
        g.phase,
        Phase::Moving,
        "nobody shares a square: no grouping phase"
    );
}

#[test]
fn grouping_is_offered_only_when_players_share_a_square() {
    let mut g = board(3);
    g.start_turn();
    assert_eq!(g.phase, Phase::Moving);
    place(&mut g, 2, 0, 1);
    g.start_turn();
    assert_eq!(g.phase, Phase::Grouping);
    assert_eq!(choice_ids(&g, 0), ["merge2-3", "go"]);
}

#[test]
fn players_sharing_a_square_can_group_and_ungroup_freely() {
    let mut g = board(4);
    for p in 1..4 {
        place(&mut g, p, 0, 0);
    }
    g.start_turn();
    act(&mut g, 3, "merge1-2");
    act(&mut g, 2, "merge3-4");
    act(&mut g, 1, "merge2-4");
    assert!(g.players.iter().all(|p| p.group == 0));
    act(&mut g, 0, "solo1");
    assert_eq!(g.players[0].group, 0);
    assert!(
        g.players[1..].iter().all(|p| p.group == 1),
        "the rest keep a group led by Bo"
    );
    act(&mut g, 0, "solo3");
    assert_eq!(g.group_members(1), [1, 3]);
    assert_eq!(g.group_members(2), [2]);
    let err = refused(&mut g, Actor::Seat(0), "solo3");
    assert!(err.to_string().contains("Cy is not in a group"), "{err}");
}

#[test]
fn groups_persist_from_turn_to_turn_until_changed() {
    let mut g = board(2);
    place(&mut g, 1, 0, 0);
    g.start_turn();
    act(&mut g, 1, "merge1-2");
    act(&mut g, 1, "go");
    act(&mut g, 0, "down");
    act(&mut g, 0, "shipstay");
    assert_eq!(g.phase, Phase::Grouping, "they still share a square");
    act(&mut g, 0, "go");
    assert_eq!(g.current_unit(), [0, 1]);
}

#[test]
fn group_moves_as_one_player() {
    let mut g = board(2);
    place(&mut g, 1, 0, 0);
    group(&mut g, &[0, 1]);
    assert_eq!(
        g.prompts().iter().map(|p| p.seat).collect::<Vec<_>>(),
        [0, 1]
    );
    act(&mut g, 1, "down");
    assert!(g.players.iter().all(|p| p.pos == Pos::new(1, 0)));
    assert_eq!(g.phase, Phase::Ship, "one move for the whole group");
}

#[test]
fn group_moves_on_its_first_members_turn() {
    // A, B&D, C, E: the group of B and D goes on B's turn.
    let mut g = board(5);
    place(&mut g, 3, 0, 1);
    group(&mut g, &[1, 3]);
    let mut order = Vec::new();
    while g.phase == Phase::Moving {
        let unit = g.current_unit();
        order.push(unit.clone());
        act(&mut g, unit[0], "stay");
    }
    assert_eq!(order, vec![vec![0], vec![1, 3], vec![2], vec![4]]);
}

#[test]
fn reequip_drops_pieces_and_refills_every_member_with_one_melt() {
    let mut g = board(2);
    place(&mut g, 1, 0, 0);
    group(&mut g, &[0, 1]);
    g.settings.melt_occupied = false;
    give(&mut g, 0, &[Equip::Sled]);
    give(&mut g, 1, &[Equip::Raft, Equip::Raft]);
    act(&mut g, 0, "equip");
    assert_eq!(
        choice_ids(&g, 0),
        ["kit200", "kit110", "kit101", "kit020", "kit011", "kit002", "back"]
    );
    act(&mut g, 0, "kit011");
    act(&mut g, 1, "kit020");
    assert_eq!(g.players[0].equipment, [Equip::Rope, Equip::Raft]);
    assert_eq!(g.players[1].equipment, [Equip::Rope, Equip::Rope]);
    assert_eq!(g.melts, 1, "one melt for the whole group");
    assert!(
        !choice_ids(&g, 0).contains(&"equip".to_string()),
        "once per move"
    );
    let err = refused(&mut g, Actor::Seat(0), "equip");
    assert!(err.to_string().contains("already re-equipped"), "{err}");
    act(&mut g, 0, "down");
}

#[test]
fn reequip_can_step_back_before_it_is_done() {
    let mut g = board(2);
    place(&mut g, 1, 0, 0);
    group(&mut g, &[0, 1]);
    act(&mut g, 0, "equip");
    act(&mut g, 0, "kit200");
    act(&mut g, 0, "back");
    assert_eq!(g.step, MoveStep::Equip { kits: vec![] });
    act(&mut g, 0, "back");
    assert_eq!(g.step, MoveStep::Choose);
    assert_eq!(g.melts, 0);
}

#[test]
fn ship_moves_one_column_and_melts_a_square() {
    let mut g = board(1);
    g.settings.melt_occupied = false;
    all_stay(&mut g);
    assert_eq!(choice_ids(&g, 0), ["shipright", "shipstay"]);
    let melts = g.melts;
    act(&mut g, 0, "shipright");
    assert_eq!(g.ship_col, 1);
    // The ship's melt plus the end-of-turn melt.
    assert_eq!(g.melts, melts + 2);
}

#[test]
fn ship_can_stay_without_melting() {
    let mut g = board(1);
    g.settings.melt_occupied = false;
    all_stay(&mut g);
    act(&mut g, 0, "shipstay");
    assert_eq!(g.ship_col, 0);
    assert_eq!(g.melts, 1, "only the end-of-turn melt");
}

#[test]
fn any_seated_player_may_act_in_the_shared_phases() {
    let mut g = board(3);
    place(&mut g, 1, 0, 0);
    g.start_turn();
    assert_eq!(g.prompts().len(), 3, "grouping: everyone is asked");
    act(&mut g, 2, "merge1-2");
    act(&mut g, 2, "go");
    all_stay(&mut g);
    assert_eq!(g.prompts().len(), 3, "ship: everyone is asked");
    act(&mut g, 2, "shipright");
    assert!(
        g.log.iter().any(|l| l == "Cy moved the ship below b8."),
        "{:?}",
        g.log
    );
}

#[test]
fn blizzard_covers_three_squares_clipped_at_the_edges() {
    let b = Blizzard {
        center: Pos::new(0, 3),
        vertical: true,
    };
    assert_eq!(b.squares(6, 8), [Pos::new(0, 3), Pos::new(1, 3)]);
    let b = Blizzard {
        center: Pos::new(4, 3),
        vertical: false,
    };
    assert_eq!(
        b.squares(6, 8),
        [Pos::new(4, 2), Pos::new(4, 3), Pos::new(4, 4)]
    );
}

/// Moves one blizzard at `center` with each of 600 seeds; returns the results.
fn drift(center: Pos) -> Vec<Vec<Blizzard>> {
    (0..600)
        .map(|seed| {
            let mut g = board(1);
            g.settings.max_blizzards = 0; // no new one forms to muddle the count
            g.blizzards = vec![Blizzard {
                center,
                vertical: false,
            }];
            reseed(&mut g, seed);
            g.move_blizzards(&mut Vec::new());
            g.blizzards
        })
        .collect()
}

#[test]
fn blizzards_move_down_a_row_sometimes_zigzagging_or_rotating() {
    let runs = drift(Pos::new(3, 2));
    let moved: Vec<Blizzard> = runs.iter().filter_map(|b| b.first().copied()).collect();
    assert!(
        moved.iter().all(|b| b.center.row == 4),
        "always one row down"
    );
    let zigzag = moved.iter().filter(|b| b.center.col != 2).count();
    let rotated = moved.iter().filter(|b| b.vertical).count();
    assert!((150..250).contains(&zigzag), "zigzag {zigzag} of ~550");
    assert!((100..180).contains(&rotated), "rotated {rotated} of ~550");
}

#[test]
fn blizzard_rarely_vanishes_in_the_middle_of_the_map() {
    let vanished = drift(Pos::new(3, 2))
        .iter()
        .filter(|b| b.is_empty())
        .count();
    // 1 turn in 150 (1 in 12 before the rules review: 25..80 of 600):
    // about 4.
    assert!((1..=15).contains(&vanished), "{vanished} of 600");
}

/// A blizzard disappears on its own only "on rare occasions": of
/// many seeded blizzards formed at the top of a medium or a large map, at
/// most one in ten blows itself out before it leaves the map (off the
/// bottom, or off a side by zigzagging).
#[test]
fn blizzards_rarely_blow_themselves_out_at_most_one_in_ten_before_crossing_the_map() {
    for size in ["medium", "large"] {
        let start = new_game(1, 1, &[("size", size), ("blizzards", "1")]);
        let (mut vanished, mut crossed) = (0, 0);
        for seed in 0..2000u64 {
            let mut g = start.clone();
            reseed(&mut g, seed);
            g.blizzards = vec![Blizzard {
                center: Pos::new(0, g.width() / 2),
                vertical: seed.is_multiple_of(2),
            }];
            loop {
                let mut events = Vec::new();
                g.move_blizzards(&mut events);
                let text = event_text(&events);
                if text.contains("blew itself out") {
                    vanished += 1;
                    break;
                }
                if text.contains("drifted off the map") {
                    crossed += 1;
                    break;
                }
            }
        }
        let all = vanished + crossed;
        assert!(
            vanished * 10 <= all,
            "{size} map: {vanished} of {all} blizzards blew themselves out"
        );
    }
}

#[test]
fn blizzard_vanishes_when_its_centre_leaves_the_map() {
    let runs = drift(Pos::new(7, 2));
    assert!(runs.iter().all(|b| b.is_empty()), "off the bottom");
    let runs = drift(Pos::new(2, 0));
    let off_left = runs.iter().filter(|b| b.is_empty()).count();
    assert!(off_left > 60, "zigzagging off the left edge: {off_left}");
}

#[test]
fn new_blizzards_form_at_the_top_only_below_the_maximum() {
    let formed = (0..300)
        .filter(|&seed| {
            let mut g = board(1);
            g.settings.max_blizzards = 2;
            reseed(&mut g, seed);
            g.move_blizzards(&mut Vec::new());
            assert!(g.blizzards.iter().all(|b| b.center.row == 0));
            !g.blizzards.is_empty()
        })
        .count();
    assert!((70..130).contains(&formed), "{formed} of 300");
    for seed in 0..100 {
        let mut g = board(1);
        g.settings.max_blizzards = 1;
        g.blizzards = vec![Blizzard {
            center: Pos::new(4, 2),
            vertical: true,
        }];
        reseed(&mut g, seed);
        g.move_blizzards(&mut Vec::new());
        assert!(g.blizzards.len() <= 1);
    }
}

#[test]
fn end_of_turn_melts_the_set_number_of_squares() {
    for per_turn in 1..=3 {
        let mut g = board(1);
        g.settings.melt_per_turn = per_turn;
        g.settings.melt_occupied = false;
        all_stay(&mut g);
        act(&mut g, 0, "shipstay");
        assert_eq!(g.melts, per_turn);
        assert_eq!(crevasses(&g), per_turn);
    }
}

#[test]
fn melting_spares_occupied_squares_when_the_option_is_off() {
    for seed in 0..50 {
        let mut g = board(1);
        g.settings.melt_occupied = false;
        g.terrain = vec![Terrain::Crevasse; 48];
        set(&mut g, 0, 0, Terrain::Ice); // Ada's square
        set(&mut g, 0, 1, Terrain::Ice);
        reseed(&mut g, seed);
        g.melt_random("test".into(), &mut Vec::new());
        assert_eq!(
            g.terrain_at(Pos::new(0, 0)),
            Terrain::Ice,
            "Ada's square never melts"
        );
        assert_eq!(g.terrain_at(Pos::new(0, 1)), Terrain::Crevasse);
        assert_eq!(g.players[0].status, Status::Ashore);
    }
}

#[test]
fn random_melt_on_an_occupied_square_drops_the_player_in() {
    let mut g = board(1);
    g.terrain = vec![Terrain::Crevasse; 48];
    set(&mut g, 0, 0, Terrain::Ice); // only Ada's square is left to melt
    g.melt_random("test".into(), &mut Vec::new());
    assert_eq!(g.players[0].status, Status::Fallen);
    assert!(g
        .end
        .as_ref()
        .unwrap()
        .reason
        .to_string()
        .contains("Ada fell into a crevasse at a1"));
}

/// Three players all standing on the boarding square a8.
fn at_the_ship() -> ArcticEscape {
    let mut g = board(3);
    for p in 0..3 {
        place(&mut g, p, 7, 0);
    }
    g
}

#[test]
fn boarding_is_a_move_down_from_the_square_next_to_the_ship() {
    let mut g = board(1);
    place(&mut g, 0, 7, 1);
    let err = refused(&mut g, Actor::Seat(0), "down");
    assert!(err.to_string().contains("leaves the map"), "{err}");
    place(&mut g, 0, 7, 0);
    assert!(choice_ids(&g, 0).contains(&"down".to_string()));
    act(&mut g, 0, "down");
    assert_eq!(g.players[0].status, Status::Aboard);
}

#[test]
fn boarding_is_refused_unless_everyone_can_board_this_turn() {
    let mut g = at_the_ship();
    place(&mut g, 2, 6, 0);
    let err = refused(&mut g, Actor::Seat(0), "down");
    assert!(
        err.to_string()
            .contains("everyone must board in the same turn"),
        "{err}"
    );
    // Everyone there, but Ada already moved this turn: Bo cannot board.
    let mut g = at_the_ship();
    act(&mut g, 0, "stay");
    let err = refused(&mut g, Actor::Seat(1), "down");
    assert!(err.to_string().contains("same turn"), "{err}");
}

#[test]
fn once_boarding_starts_everyone_left_must_board() {
    let mut g = at_the_ship();
    act(&mut g, 0, "down");
    assert!(g.boarding);
    assert_eq!(choice_ids(&g, 1), ["down"]);
    let err = refused(&mut g, Actor::Seat(1), "stay");
    assert!(err.to_string().contains("boarding is under way"), "{err}");
    refused(&mut g, Actor::Seat(1), "equip");
}

#[test]
fn win_only_when_all_board_in_the_same_turn() {
    let mut g = at_the_ship();
    g.samples[0].taken_by = Some(1);
    g.samples[1].taken_by = Some(2);
    act(&mut g, 0, "down");
    assert!(g.outcome().is_none(), "two are still ashore");
    act(&mut g, 1, "down");
    assert!(g.outcome().is_none());
    act(&mut g, 2, "down");
    let outcome = g.outcome().expect("all aboard");
    assert_eq!(outcome.winners, [0, 1, 2]);
    assert_eq!(
        outcome.scores,
        [2, 2, 2],
        "samples collected, for every seat"
    );
    assert!(g.prompts().is_empty());
}

#[test]
fn floe_collapses_when_melts_reach_the_maximum() {
    let mut g = board(1);
    g.settings.melt_occupied = false;
    g.settings.max_melts = 5;
    g.melts = 4;
    all_stay(&mut g);
    act(&mut g, 0, "shipstay");
    let outcome = g.outcome().expect("lost");
    assert!(outcome.winners.is_empty());
    assert!(
        outcome.summary.contains("the floe collapsed after 5 melts"),
        "{}",
        outcome.summary
    );
}

#[test]
fn loss_has_no_winners_and_keeps_the_samples_as_scores() {
    let mut g = board(2);
    g.samples[0].taken_by = Some(0);
    g.settings.max_melts = 5;
    g.melts = 4;
    g.settings.melt_occupied = false;
    g.melt_random("test".into(), &mut Vec::new());
    let outcome = g.outcome().unwrap();
    assert_eq!((outcome.winners, outcome.scores), (vec![], vec![1, 1]));
}

/// Walls row 4 (index 3) off with crevasses except column `gap`, if any.
fn wall(g: &mut ArcticEscape, gap: Option<usize>) {
    for c in 0..6 {
        if Some(c) != gap {
            set(g, 3, c, Terrain::Crevasse);
        }
    }
}

#[test]
fn cut_off_from_the_last_row_loses_the_game() {
    let mut g = board(1);
    wall(&mut g, Some(2));
    act(&mut g, 0, "down");
    assert!(g.end.is_none(), "a gap is left");
    let gap = Pos::new(3, 2);
    g.turn_to_crevasse(gap, "test".into(), &mut Vec::new());
    let end = g.end.as_ref().expect("cut off");
    assert!(
        end.reason
            .to_string()
            .contains("crevasses cut Ada off from the last row"),
        "{}",
        end.reason
    );
}

#[test]
fn players_split_by_crevasses_lose_the_game() {
    let mut g = board(2);
    wall(&mut g, Some(2));
    place(&mut g, 1, 6, 0);
    g.turn_to_crevasse(Pos::new(3, 2), "test".into(), &mut Vec::new());
    let end = g.end.as_ref().expect("split");
    assert!(
        end.reason.to_string().contains("crevasses split Bo from Ada"),
        "{}",
        end.reason
    );
}

#[test]
fn last_row_squares_that_hold_one_player_cannot_take_a_whole_party() {
    let mut g = board(2);
    for c in 0..6 {
        set(
            &mut g,
            7,
            c,
            if c == 4 {
                Terrain::Bridge
            } else {
                Terrain::Crevasse
            },
        );
    }
    g.check_cut_off(&mut Vec::new());
    assert!(g
        .end
        .as_ref()
        .unwrap()
        .reason
        .to_string()
        .contains("never board together"));
}

#[test]
fn cut_off_is_only_a_warning_while_an_engineer_can_still_bridge() {
    let mut g = board(2);
    g.players[1].expertise = Expertise::Engineer;
    wall(&mut g, None);
    let mut events = Vec::new();
    g.check_cut_off(&mut events);
    assert!(g.end.is_none());
    assert!(g.warning.is_some());
    assert!(
        events
            .iter()
            .any(|e| e.notify && e.text.to_string().starts_with("Warning:")),
        "{events:?}"
    );
    let board_text = g.view(crate::engine::Viewer::Public).text;
    assert!(board_text.to_string().contains("Cut off"), "{board_text}");
    // Bridging the wall lifts the warning.
    g.players[1].equipment = vec![Equip::Rope];
    place(&mut g, 1, 2, 2);
    place(&mut g, 0, 2, 3);
    act(&mut g, 0, "stay");
    act(&mut g, 1, "down");
    assert_eq!(g.terrain_at(Pos::new(3, 2)), Terrain::Bridge);
    assert!(g.warning.is_none() && g.end.is_none());
}

#[test]
fn cut_off_warning_becomes_a_loss_once_the_bridge_is_spent() {
    let mut g = board(2);
    g.players[1].expertise = Expertise::Engineer;
    g.players[1].equipment = vec![Equip::Rope];
    wall(&mut g, None);
    for c in 0..6 {
        set(&mut g, 5, c, Terrain::Crevasse); // a second wall on row 6
    }
    place(&mut g, 1, 2, 0);
    g.check_cut_off(&mut Vec::new());
    assert!(g.warning.is_some());
    act(&mut g, 0, "stay");
    act(&mut g, 1, "down"); // bridges a4, yet row 6 still walls everyone in
    assert_eq!(g.terrain_at(Pos::new(3, 0)), Terrain::Bridge);
    let end = g.end.as_ref().expect("no bridge left");
    assert!(
        end.reason.to_string().contains("cut Ada and Bo off from the last row"),
        "{}",
        end.reason
    );
}

#[test]
fn cut_off_is_detected_right_after_a_mid_turn_melt() {
    let mut start = board(2);
    wall(&mut start, Some(2));
    start.settings.melt_occupied = false;
    // Find a seed where Ada's re-equip melts the gap in the wall.
    let seed = (0..500)
        .find(|&s| {
            let mut g = start.clone();
            reseed(&mut g, s);
            act(&mut g, 0, "equip");
            act(&mut g, 0, "kit200");
            g.terrain_at(Pos::new(3, 2)) == Terrain::Crevasse
        })
        .expect("some seed melts the gap");
    let mut g = start;
    reseed(&mut g, seed);
    act(&mut g, 0, "equip");
    act(&mut g, 0, "kit200");
    assert!(
        g.end.as_ref().unwrap().reason.to_string().contains("cut Ada and Bo off"),
        "{:?}",
        g.end
    );
    assert!(
        g.prompts().is_empty(),
        "lost during Ada's move, before Bo's"
    );
}
