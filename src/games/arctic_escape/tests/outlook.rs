//! Warnings and costs before a move, and choices that keep their keys: a
//! step that loses the game says so in its label (and the prompt says
//! why), every cost of leaving and entering a square is told before the
//! move, and the grouping and a move's first step keep every choice in its
//! place while they change.

use super::*;
use proptest::prelude::*;

/// Ada (seat 0) stands on thin ice at a2, the only way through a row of
/// crevasses; Bo waits above at b1.
fn thin_ice_bottleneck() -> ArcticEscape {
    let mut g = board(2);
    set(&mut g, 1, 0, Terrain::ThinIce);
    for col in 1..6 {
        set(&mut g, 1, col, Terrain::Crevasse);
    }
    place(&mut g, 0, 1, 0);
    place(&mut g, 1, 0, 1);
    g
}

fn prompt_of(g: &ArcticEscape, seat: Seat) -> Prompt {
    g.prompts()
        .into_iter()
        .find(|p| p.seat == seat)
        .unwrap_or_else(|| panic!("seat {seat} is not prompted"))
}

fn choice(g: &ArcticEscape, seat: Seat, id: &str) -> Choice {
    prompt_of(g, seat)
        .choices
        .into_iter()
        .find(|c| c.id == id)
        .unwrap_or_else(|| panic!("`{id}` is not shown to seat {seat}"))
}

#[test]
fn a_step_that_breaks_the_thin_ice_and_cuts_a_teammate_off_is_labelled_a_loss() {
    let mut g = thin_ice_bottleneck();
    let down = choice(&g, 0, "down");
    assert!(down.label.to_string().starts_with("⚠ Down to ice a3"), "{}", down.label);
    assert!(down.label.to_string().ends_with("the game is lost"), "{}", down.label);
    assert_eq!(down.style, ChoiceStyle::Danger);
    let hint = down.hint.unwrap().to_string();
    assert!(
        hint.contains("a2 breaks behind you: crevasses split Bo from Ada"),
        "{hint}"
    );
    let prompt = prompt_of(&g, 0).text.to_string();
    assert!(
        prompt.contains("leaving: thin ice a2 breaks behind you"),
        "{prompt}"
    );
    // The rules agree with the warning.
    act(&mut g, 0, "down");
    let lost = g.outcome().expect("the game is over");
    assert!(lost.winners.is_empty(), "{}", lost.summary);
}

#[test]
fn with_a_snowshoer_the_same_step_only_risks_the_game() {
    let mut g = thin_ice_bottleneck();
    g.players[0].expertise = Expertise::Snowshoer;
    let down = choice(&g, 0, "down");
    assert!(!down.label.to_string().contains('⚠'), "{}", down.label);
    let hint = down.hint.unwrap().to_string();
    assert!(
        hint.contains("1 in 3 it loses: a2 breaks behind you"),
        "{hint}"
    );
    assert!(prompt_of(&g, 0)
        .text
        .to_string()
        .contains("breaks behind you 1 in 3 (Snowshoer)"));
}

#[test]
fn an_engineer_with_the_bridge_left_turns_the_cut_off_into_no_loss() {
    let mut g = thin_ice_bottleneck();
    g.players[1].expertise = Expertise::Engineer;
    let down = choice(&g, 0, "down");
    assert!(!down.label.to_string().contains('⚠'), "{}", down.label);
    assert!(!prompt_of(&g, 0).text.to_string().contains('⚠'));
}

#[test]
fn the_melt_that_collapses_the_floe_is_labelled_a_loss() {
    let mut g = board(1);
    place(&mut g, 0, 3, 2);
    add_blizzard(&mut g, 4, 2, false);
    g.melts = g.settings.max_melts - 1;
    let down = choice(&g, 0, "down");
    assert!(down.label.to_string().starts_with('⚠'), "{}", down.label);
    assert!(down.hint.unwrap().to_string().contains("collapses the floe (40 of 40 melts)"));
    let equip = choice(&g, 0, "equip");
    assert!(equip.label.to_string().starts_with('⚠'), "{}", equip.label);
    assert!(!choice(&g, 0, "left").label.to_string().contains('⚠'));
    act(&mut g, 0, "down");
    assert!(g.outcome().is_some_and(|o| o.winners.is_empty()));
}

#[test]
fn leaving_a_blizzard_and_the_ship_s_distance_are_told_before_the_move() {
    let mut g = board(1);
    place(&mut g, 0, 3, 2);
    give(&mut g, 0, &[Equip::Sled]);
    add_blizzard(&mut g, 3, 2, true);
    let prompt = prompt_of(&g, 0).text.to_string();
    assert!(
        prompt.contains("from c4 · ship 7 steps away · leaving: the blizzard takes a random piece from each mover"),
        "{prompt}"
    );
    // The ship lies below a8: from c4, 6 steps to a8 and one aboard.
    assert!(prompt.contains("ship 7 steps away"), "{prompt}");
    let hint = choice(&g, 0, "down").hint.unwrap().to_string();
    assert!(hint.contains("blizzard: melts a square"), "{hint}");
    assert!(hint.contains("ship 6 steps away"), "{hint}");
}

#[test]
fn a_blocked_direction_keeps_its_place_disabled_with_the_reason() {
    let mut g = board(1);
    place(&mut g, 0, 3, 2);
    set(&mut g, 2, 2, Terrain::Mountain);
    let before = testkit::shown_choice_ids(&g, 0);
    assert_eq!(before, ["up", "down", "left", "right", "stay", "equip"]);
    let up = choice(&g, 0, "up");
    assert!(up.disabled);
    assert!(up.hint.unwrap().to_string().contains("needs a Rope"));
    refused(&mut g, Actor::Seat(0), "up");
    // Re-equipping with a Rope opens the way up; nothing moves.
    act(&mut g, 0, "equip");
    act(&mut g, 0, "kit110");
    assert_eq!(testkit::shown_choice_ids(&g, 0), before);
    assert!(!choice(&g, 0, "up").disabled);
    assert!(choice(&g, 0, "equip").disabled, "once per move");
}

/// Four players on one square: every grouping line is shown from the start.
fn four_on_a_square() -> ArcticEscape {
    let mut g = board(4);
    for p in 1..4 {
        place(&mut g, p, 0, 0);
    }
    g.start_turn();
    g
}

#[test]
fn grouping_shows_everyone_here_and_every_player_disabling_what_does_not_apply() {
    let mut g = four_on_a_square();
    let before = testkit::shown_choice_ids(&g, 0);
    assert_eq!(
        before,
        ["merge1-2-3-4", "solo1", "solo2", "solo3", "solo4", "go"],
        "everyone here as one group, each player alone, Start"
    );
    assert!(choice(&g, 0, "solo1").disabled, "everyone is alone");
    let hint = choice(&g, 0, "merge1-2-3-4").hint.unwrap().to_string();
    assert!(hint.contains("Ada, Bo, Cy and Di move as one"), "{hint}");
    act(&mut g, 0, "merge1-2");
    assert_eq!(testkit::shown_choice_ids(&g, 0), before);
    assert!(!choice(&g, 0, "merge1-2-3-4").disabled, "Cy and Di are not in it yet");
    assert!(!choice(&g, 0, "solo1").disabled);
    refused(&mut g, Actor::Seat(1), "merge1-2");
    act(&mut g, 0, "merge1-2-3-4");
    assert_eq!(testkit::shown_choice_ids(&g, 0), before);
    assert!(choice(&g, 0, "merge1-2-3-4").disabled);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn grouping_keeps_every_choice_in_its_place(
        picks in prop::collection::vec(0usize..64, 1..30),
        seat in 0usize..4,
    ) {
        let mut g = four_on_a_square();
        let kept = testkit::compose_keeping_keys(&mut g, seat, &picks, |id| id != "go");
        prop_assert!(kept.is_ok(), "{}", kept.unwrap_err());
    }
}
