//! The bot: cheapest safe path to the ship, re-equipping only when the next
//! square needs it, grouping when that saves equipment, moving the ship
//! toward the meeting column, boarding only when everyone can.

use super::*;

fn bot(g: &ArcticEscape, seat: usize) -> String {
    g.bot_action(seat).expect("prompted seat has a bot move")
}

#[test]
fn bot_walks_toward_the_ship_around_crevasses() {
    let mut g = board(1);
    place(&mut g, 0, 2, 0);
    set(&mut g, 3, 0, Terrain::Crevasse);
    assert_eq!(bot(&g, 0), "right", "around the crevasse below");
    set(&mut g, 3, 0, Terrain::Ice);
    assert_eq!(bot(&g, 0), "down");
}

#[test]
fn bot_weighs_spending_a_held_piece_against_a_detour() {
    let mut g = board(1);
    place(&mut g, 0, 5, 1);
    give(&mut g, 0, &[Equip::Rope]);
    set(&mut g, 6, 1, Terrain::Mountain);
    g.ship_col = 1;
    // Climbing with the Rope it holds beats a two-square detour.
    assert_eq!(bot(&g, 0), "down");
    // Without a Rope, re-equipping (a melt) costs more than the detour.
    give(&mut g, 0, &[]);
    let way = bot(&g, 0);
    assert!(way == "left" || way == "right", "{way}");
}

#[test]
fn bot_reequips_only_when_the_next_square_needs_it() {
    let mut g = board(1);
    for c in 0..6 {
        set(&mut g, 3, c, Terrain::Water);
    }
    place(&mut g, 0, 1, 0);
    assert_eq!(bot(&g, 0), "down", "a2 to a3 is plain ice: no re-equip yet");
    place(&mut g, 0, 2, 0);
    assert_eq!(bot(&g, 0), "equip", "a4 is water and nobody holds a Raft");
    act(&mut g, 0, "equip");
    let kit = bot(&g, 0);
    act(&mut g, 0, &kit);
    assert!(g.players[0].holds(Equip::Raft), "{kit}");
    assert_eq!(bot(&g, 0), "down");
}

#[test]
fn bot_groups_with_everyone_on_its_square_when_they_can_go_on_together() {
    let mut g = board(3);
    place(&mut g, 1, 0, 0);
    place(&mut g, 2, 0, 0);
    g.start_turn();
    assert_eq!(bot(&g, 2), "merge1-2-3", "everyone here in one press");
    act(&mut g, 2, "merge1-2-3");
    assert_eq!(g.group_members(0), [0, 1, 2]);
    assert_eq!(bot(&g, 1), "go");
}

#[test]
fn bot_splits_a_group_that_only_single_file_squares_let_through() {
    let mut g = board(2);
    place(&mut g, 1, 0, 0);
    group(&mut g, &[0, 1]);
    for c in 0..6 {
        set(&mut g, 3, c, Terrain::ThinIce);
    }
    g.start_turn();
    assert_eq!(bot(&g, 0), "solo1");
}

#[test]
fn bot_boards_only_when_all_can_board_that_turn() {
    let mut g = board(2);
    place(&mut g, 0, 7, 0);
    place(&mut g, 1, 6, 0);
    assert_eq!(bot(&g, 0), "stay", "Bo is not there yet");
    act(&mut g, 0, "stay");
    act(&mut g, 1, "down");
    act(&mut g, 0, "shipstay");
    // Next turn both stand on a8; the bots group up, then board together.
    let mut guard = 0;
    while g.outcome().is_none() && guard < 10 {
        let seat = g.prompts()[0].seat;
        let action = bot(&g, seat);
        act(&mut g, seat, &action);
        guard += 1;
    }
    assert!(g.outcome().unwrap().winners.len() == 2);
}

#[test]
fn bot_moves_the_ship_toward_the_cheapest_meeting_column() {
    let mut g = board(2);
    place(&mut g, 0, 6, 1);
    place(&mut g, 1, 6, 1);
    g.phase = Phase::Ship;
    assert_eq!(
        bot(&g, 1),
        "shipstay",
        "a8 is close enough: moving costs a melt"
    );
    set(&mut g, 7, 0, Terrain::Crevasse);
    assert_eq!(bot(&g, 1), "shipright", "nobody can board from a crevasse");
}

#[test]
fn bot_leaves_thin_ice_rather_than_falling_in() {
    let mut g = board(1);
    set(&mut g, 1, 0, Terrain::ThinIce);
    place(&mut g, 0, 1, 0);
    set(&mut g, 2, 0, Terrain::Mountain);
    // The way down needs a Rope; staying is refused, so it steps aside.
    let choice = bot(&g, 0);
    assert!(
        ["up", "right", "equip"].contains(&choice.as_str()),
        "{choice}"
    );
    assert_ne!(choice, "stay");
}

#[test]
fn bot_choice_is_the_same_for_every_prompted_seat_and_never_advances_the_rng() {
    let mut g = board(3);
    place(&mut g, 1, 0, 0);
    g.start_turn();
    let before = g.clone();
    let choices: Vec<String> = (0..3).map(|s| bot(&g, s)).collect();
    assert!(choices.windows(2).all(|w| w[0] == w[1]), "{choices:?}");
    assert_eq!(g, before);
}

/// A pocket above thin ice c4 (column c, rows 1-3, walled by crevasses)
/// whose only way out is c4; plain ice around it, the ship below column c.
fn pocket_above_thin_ice(n: usize) -> ArcticEscape {
    let mut g = board(n);
    for r in 0..3 {
        set(&mut g, r, 1, Terrain::Crevasse);
        set(&mut g, r, 3, Terrain::Crevasse);
    }
    set(&mut g, 3, 2, Terrain::ThinIce);
    set(&mut g, 4, 1, Terrain::Crevasse);
    g.ship_col = 2;
    g
}

#[test]
fn bot_never_crosses_thin_ice_whose_break_behind_it_cuts_a_teammate_off() {
    let mut g = pocket_above_thin_ice(2);
    place(&mut g, 0, 3, 1);
    place(&mut g, 1, 0, 2);
    // Straight across c4 is cheapest (the old bot's way), but the ice
    // breaks behind it and Bo, in the pocket above, is cut off for good.
    assert_eq!(bot(&g, 0), "left", "around by a4, leaving c4 to Bo");
    // Alone, it takes the thin ice: breaking it splits nobody.
    let mut alone = pocket_above_thin_ice(2);
    place(&mut alone, 0, 3, 1);
    place(&mut alone, 1, 6, 2);
    assert_eq!(bot(&alone, 0), "right");
    // Nor over a bridge that may collapse behind it (1 time in 3).
    set(&mut g, 3, 2, Terrain::Bridge);
    assert_eq!(bot(&g, 0), "left", "a bridge's collapse would cut Bo off");
}

#[test]
fn bot_never_takes_a_move_marked_a_sure_loss_while_another_is_not() {
    let mut g = board(1);
    place(&mut g, 0, 2, 0);
    // A blizzard on a4-c4: stepping into it melts a square, and one more
    // melt collapses the floe. The detour costs more than the blizzard.
    add_blizzard(&mut g, 3, 1, false);
    g.melts = g.settings.max_melts - 1;
    let entry = g.check_step(&[0], Dir::Down).unwrap();
    assert!(g.step_outlook(&[0], &entry).loss.is_some());
    let way = bot(&g, 0);
    assert!(["right", "up", "stay"].contains(&way.as_str()), "{way}");
    // The ship stays rather than melt the last square.
    let mut ship = board(1);
    ship.melts = ship.settings.max_melts - 1;
    ship.ship_col = 3;
    ship.phase = Phase::Ship;
    assert_eq!(bot(&ship, 0), "shipstay");
}

/// Every random melt may strike a square someone stands on, so a party
/// spread over the floe is struck more often than one huddled together:
/// players a few squares apart meet first, then go on as one group.
#[test]
fn bot_meets_its_teammates_first_when_going_on_together_exposes_fewer_squares() {
    let mut g = board(2);
    place(&mut g, 1, 0, 3);
    // Alone, a1 would walk straight down column a to the ship.
    assert_eq!(bot(&g, 0), "right", "toward Bo at d1");
    act(&mut g, 0, "right");
    assert_eq!(bot(&g, 1), "left", "toward the meeting square b1");
    act(&mut g, 1, "left");
    let mut grouped_at = None;
    for _ in 0..40 {
        if g.outcome().is_some() {
            break;
        }
        if g.players[1].group == 0 && grouped_at.is_none() {
            grouped_at = Some(g.players[0].pos.label());
        }
        let seat = g.prompts()[0].seat;
        let action = bot(&g, seat);
        act(&mut g, seat, &action);
    }
    assert_eq!(grouped_at.as_deref(), Some("b1"), "they met and grouped");
}


