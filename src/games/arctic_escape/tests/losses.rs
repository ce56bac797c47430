//! How a lost game was lost: the cause kept as data, whether a seat's own
//! move brought it about, and whether another choice would have avoided
//! it; the simulator reads them as `loss_causes/…` tallies.

use super::*;

fn causes(g: &ArcticEscape) -> Vec<String> {
    g.tallies().into_iter().map(|(name, _)| name).collect()
}

#[test]
fn leaving_thin_ice_into_a_pocket_is_a_split_by_own_avoidable_move() {
    let mut g = board(2);
    // b3 thin ice, a pocket b1-b2 above it walled by crevasses; Bo below.
    for r in 0..2 {
        set(&mut g, r, 0, Terrain::Crevasse);
        set(&mut g, r, 2, Terrain::Crevasse);
    }
    set(&mut g, 2, 1, Terrain::ThinIce);
    place(&mut g, 0, 2, 1);
    place(&mut g, 1, 6, 1);
    act(&mut g, 0, "up");
    let loss = g.end.as_ref().and_then(|e| e.loss).expect("lost");
    assert_eq!(loss.cause, LossCause::Split);
    assert!(loss.own_move && loss.avoidable, "down was safe");
    assert_eq!(
        causes(&g),
        [
            "loss_causes/split",
            "loss_causes/split by own move",
            "loss_causes/split by own avoidable move"
        ]
    );
}

#[test]
fn the_thaw_collapsing_the_floe_is_no_seats_move() {
    let mut g = board(1);
    g.melts = g.settings.max_melts - 1;
    g.phase = Phase::Ship;
    act(&mut g, 0, "shipstay");
    let loss = g.end.as_ref().and_then(|e| e.loss).expect("lost");
    assert_eq!(loss.cause, LossCause::Melts);
    assert!(!loss.own_move);
    assert_eq!(causes(&g), ["loss_causes/melts"]);
}

#[test]
fn staying_on_thin_ice_with_no_way_off_is_a_fall_by_own_move_not_avoidable() {
    let mut g = board(1);
    set(&mut g, 2, 0, Terrain::ThinIce);
    set(&mut g, 1, 0, Terrain::Crevasse);
    set(&mut g, 3, 0, Terrain::Crevasse);
    set(&mut g, 2, 1, Terrain::Crevasse);
    place(&mut g, 0, 2, 0);
    g.equipped = true;
    act(&mut g, 0, "stay");
    let loss = g.end.as_ref().and_then(|e| e.loss).expect("lost");
    assert_eq!(loss.cause, LossCause::Fall);
    assert!(loss.own_move && !loss.avoidable);
    assert_eq!(
        causes(&g),
        ["loss_causes/fall", "loss_causes/fall by own move"]
    );
}

#[test]
fn a_won_game_has_no_loss_causes() {
    let mut g = board(1);
    place(&mut g, 0, 7, 0);
    act(&mut g, 0, "down");
    assert!(g.end.as_ref().is_some_and(|e| e.won));
    assert!(g.tallies().is_empty());
}
