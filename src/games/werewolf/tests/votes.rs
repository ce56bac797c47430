//! Named votes: after every vote the board and the log say who voted how,
//! the board keeps today's and yesterday's votes, and the story at the end
//! lists every vote.

use super::*;
use crate::engine::{Game, Viewer};
use crate::games::werewolf::roles::Role::*;
use crate::games::werewolf::{Phase, Werewolf};

/// Nine villagers and a wolf that never kills (the first night has no
/// kill, and the clock runs the others out with no victim chosen).
fn village() -> Werewolf {
    with_roles(
        &[
            Werewolf, Villager, Villager, Villager, Villager, Villager, Villager, Villager,
            Villager, Villager,
        ],
        &[],
    )
}

/// The public board's "Votes" field, empty when there is none.
fn votes_field(g: &Werewolf) -> String {
    g.view(Viewer::Public)
        .fields
        .iter()
        .find(|f| f.name == "Votes")
        .map(|f| f.value.to_string())
        .unwrap_or_default()
}

#[test]
fn after_a_vote_the_board_and_the_log_name_every_voters_side() {
    let mut g = with_roles(
        &[Werewolf, Villager, Villager, Villager, Villager, Villager],
        &[],
    );
    to_day(&mut g);
    trial(&mut g, 1, 2, 3);
    vote(&mut g, &[0, 1, 2], &[3, 4]);
    let events = act(&mut g, 5, "elim");
    let line = "Dan eliminated 4-2 (4 needed). Eliminate: Ann, Ben, Cat, Fay · Spare: Dan, Eve";
    assert!(
        public_events(&events).iter().any(|e| e == line),
        "{events:?}"
    );
    assert_eq!(g.phase, Phase::Night);
    assert!(votes_field(&g).contains(&format!("Day 1: {line}")), "{}", votes_field(&g));
}

#[test]
fn a_spared_vote_names_its_sides_and_who_did_not_vote() {
    let mut g = with_roles(
        &[Werewolf, Villager, Villager, Villager, Villager, Villager],
        &[],
    );
    to_day(&mut g);
    trial(&mut g, 1, 2, 3);
    vote(&mut g, &[1], &[3, 4]);
    let events = clock(&mut g);
    let line = "Dan spared 1-2 (4 needed). Eliminate: Ben · Spare: Dan, Eve · Did not vote: Ann, Cat, Fay";
    assert!(
        public_events(&events).iter().any(|e| e == line),
        "{events:?}"
    );
    assert!(votes_field(&g).contains(line));
}

#[test]
fn a_vote_the_accused_survives_says_why() {
    let mut g = with_roles(
        &[Werewolf, Villager, Villager, Villager, Villager, Villager],
        &[],
    );
    give_and_reveal(&mut g, 3, crate::games::werewolf::Artifact::AmuletOfProtection);
    trial(&mut g, 1, 2, 3);
    everyone_votes(&mut g, "elim");
    assert!(
        votes_field(&g).contains("Dan survives 6-0 (4 needed): Amulet of Protection."),
        "{}",
        votes_field(&g)
    );
}

#[test]
fn the_board_keeps_todays_and_yesterdays_votes() {
    let mut g = village();
    for day in 1..=3 {
        to_day(&mut g);
        assert_eq!(g.round, day);
        trial(&mut g, 1, 2, 3);
        everyone_votes(&mut g, "spare");
        assert!(is_discussion(&g), "Dan is spared on day {day}");
        if day < 3 {
            to_night(&mut g);
        }
    }
    let field = votes_field(&g);
    assert!(
        field.contains("Day 2: Dan spared") && field.contains("Day 3: Dan spared"),
        "{field}"
    );
    assert!(!field.contains("Day 1:"), "{field}");
}

#[test]
fn the_story_at_the_end_lists_every_vote() {
    let mut g = with_roles(
        &[Werewolf, Villager, Villager, Villager, Villager, Villager, Villager],
        &[],
    );
    to_day(&mut g);
    trial(&mut g, 1, 2, 3);
    everyone_votes(&mut g, "spare");
    trial(&mut g, 2, 1, 0);
    everyone_votes(&mut g, "elim");
    assert!(g.outcome().is_some(), "the only wolf is out");
    let summary = g.final_reveal().summary.join("\n");
    assert!(summary.contains("Day 1: Dan spared 0-7 (4 needed)."), "{summary}");
    assert!(
        summary.contains("Day 1: Ann eliminated 7-0 (4 needed). Eliminate: "),
        "{summary}"
    );
}

#[test]
fn a_forced_voter_who_did_not_vote_is_counted_not_named() {
    let mut g = with_roles(
        &[Werewolf, Pacifist, Villager, Villager, Villager, Villager],
        &[],
    );
    to_day(&mut g);
    trial(&mut g, 2, 3, 4);
    act(&mut g, 5, "elim");
    let events = clock(&mut g);
    let line = public_events(&events).join("\n");
    assert!(
        line.contains("Eve spared 1-1 (4 needed). Eliminate: Fay · Spare: +1 forced · Did not vote: Ann, Cat, Dan, Eve"),
        "{line}"
    );
    assert!(!line.contains("Ben"), "the Pacifist is not named: {line}");
}
