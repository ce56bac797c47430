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
    let line = "Dan eliminated (4 eliminate, 2 spare; 4 needed). Eliminate: Ann, Ben, Cat, Fay · Spare: Dan, Eve";
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
    let line = "Dan spared (1 eliminate, 2 spare; 4 needed). Eliminate: Ben · Spare: Dan, Eve · Did not vote: Ann, Cat, Fay";
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
        votes_field(&g).contains("Dan survives (6 eliminate, 0 spare; 4 needed): Amulet of Protection."),
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
    assert!(summary.contains("Day 1: Dan spared (0 eliminate, 7 spare; 4 needed)."), "{summary}");
    assert!(
        summary.contains("Day 1: Ann eliminated (7 eliminate, 0 spare; 4 needed). Eliminate: "),
        "{summary}"
    );
}

/// The Pacifist who lets the vote's timer run out is named on the side
/// the rules counted him for, so the line reads as if he had voted (it
/// used to count him without a name, and he was the one living player the
/// line did not name).
#[test]
fn a_forced_voter_who_did_not_vote_is_named_as_if_they_had_voted() {
    let roles = [Werewolf, Pacifist, Villager, Villager, Villager, Villager];
    let mut g = with_roles(&roles, &[]);
    to_day(&mut g);
    trial(&mut g, 2, 3, 4);
    act(&mut g, 5, "elim");
    let line = public_events(&clock(&mut g)).join("\n");
    let expected = "Eve spared (1 eliminate, 1 spare; 4 needed). Eliminate: Fay · Spare: Ben · Did not vote: Ann, Cat, Dan, Eve";
    assert!(line.contains(expected), "{line}");
    assert!(!line.contains("forced"), "{line}");
    // Ben votes himself: the same line.
    let mut voted = with_roles(&roles, &[]);
    to_day(&mut voted);
    trial(&mut voted, 2, 3, 4);
    act(&mut voted, 5, "elim");
    act(&mut voted, 1, "spare");
    let same = public_events(&clock(&mut voted)).join("\n");
    assert!(same.contains(expected), "{same}");
}

/// A Mayor nobody knows of counts twice in the tally but once in the
/// public count: the count would tell on which side he voted.
#[test]
fn a_hidden_mayors_vote_counts_once_in_the_public_count() {
    let roles = [Werewolf, Mayor, Villager, Villager, Villager, Villager];
    let mut g = with_roles(&roles, &[]);
    to_day(&mut g);
    trial(&mut g, 2, 4, 3);
    vote(&mut g, &[0, 2, 5], &[1, 3, 4]);
    let line = votes_field(&g);
    assert!(
        line.contains("Dan spared (3 eliminate, 3 spare; 4 needed). Eliminate: Ann, Cat, Fay · Spare: Ben, Dan, Eve"),
        "{line}"
    );
    let rec = g.vote_log.last().unwrap().result.clone().unwrap();
    assert_eq!((rec.eliminate, rec.spare), (3, 4), "the tally weighs the Mayor");
    // Once his card is shown, the public count weighs him too.
    let mut shown = with_roles(&roles, &[]);
    shown.players[1].role_public = true;
    to_day(&mut shown);
    trial(&mut shown, 2, 4, 3);
    vote(&mut shown, &[0, 2, 5], &[1, 3, 4]);
    assert!(votes_field(&shown).contains("Dan spared (3 eliminate, 4 spare; 4 needed)."), "{}", votes_field(&shown));
}

/// When the hidden Mayor's extra vote makes the majority, the verdict is
/// the tally's and the count stays one per voter: the line says that votes
/// counting more decided, as the verdict alone shows, and not whose.
#[test]
fn a_majority_made_by_a_hidden_mayor_is_not_a_count_that_contradicts_itself() {
    let roles = [Werewolf, Mayor, Villager, Villager, Villager, Villager];
    let mut g = with_roles(&roles, &[]);
    to_day(&mut g);
    trial(&mut g, 2, 4, 3);
    let events = {
        vote(&mut g, &[0, 1, 2], &[3, 4]);
        act(&mut g, 5, "spare")
    };
    let line = public_events(&events).join("\n");
    assert!(
        line.contains(
            "Dan eliminated (3 voters eliminate, 3 spare; 4 votes needed: votes that count more made it). Eliminate: Ann, Ben, Cat · Spare: Dan, Eve, Fay"
        ),
        "{line}"
    );
    assert!(!g.players[3].alive);
    // The story at the end, when every card is known, gives the tally.
    let summary = g.story_vote_lines(true).join("\n");
    assert!(summary.contains("eliminated (4 eliminate, 3 spare; 4 needed)."), "{summary}");
}

