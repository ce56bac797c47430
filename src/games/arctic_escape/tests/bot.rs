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
