//! One test per role ability, each named after it, on hand-made tables.

use super::*;
use crate::engine::Game;
use crate::games::werewolf::artifacts::Artifact::MirrorOfTheDoppelganger;
use crate::games::werewolf::roles::Role::*;
use crate::games::werewolf::{Phase, Team};

fn night_kill() -> [(&'static str, &'static str); 1] {
    [("first_night_kill", "true")]
}

#[test]
fn villager_has_no_night_action_and_only_sleeps() {
    let g = with_roles(&[Werewolf, Villager, Villager, Villager, Villager], &[]);
    assert_eq!(choice_ids(&g, 1), vec!["sleep"]);
}

#[test]
fn seer_learns_whether_a_player_is_a_werewolf() {
    let mut g = with_roles(
        &[Werewolf, Seer, Villager, Villager, Villager, Villager],
        &[],
    );
    act(&mut g, 1, "t0");
    assert!(seat_text(&g, 1).contains("Ann is a werewolf"));
    to_next_night(&mut g);
    act(&mut g, 1, "t2");
    assert!(seat_text(&g, 1).contains("Cat is not a werewolf"));
    assert!(
        !seat_text(&g, 2).contains("Cat is not a werewolf"),
        "the result is private"
    );
}

#[test]
fn apprentice_seer_becomes_the_seer_when_the_seer_dies() {
    let mut g = with_roles(
        &[
            Werewolf,
            Seer,
            ApprenticeSeer,
            Villager,
            Villager,
            Villager,
            Villager,
        ],
        &night_kill(),
    );
    assert_eq!(choice_ids(&g, 2), vec!["sleep"]);
    act(&mut g, 0, "t1");
    to_day(&mut g);
    assert!(!g.players[1].alive);
    to_night(&mut g);
    assert!(
        choice_ids(&g, 2).contains(&"t0".to_string()),
        "the apprentice now looks at night"
    );
    act(&mut g, 2, "t0");
    assert!(seat_text(&g, 2).contains("Ann is a werewolf"));
}

#[test]
fn aura_seer_learns_whether_a_player_has_a_special_role() {
    let mut g = with_roles(
        &[Werewolf, AuraSeer, Hunter, Villager, Villager, Villager],
        &[],
    );
    act(&mut g, 1, "t2");
    assert!(seat_text(&g, 1).contains("Cat has a special role"));
    to_next_night(&mut g);
    act(&mut g, 1, "t0");
    assert!(
        seat_text(&g, 1).contains("Ann does not have a special role"),
        "a plain Werewolf is not special"
    );
}

#[test]
fn bodyguard_protects_and_not_the_same_player_two_nights_running() {
    let mut g = with_roles(
        &[Werewolf, Bodyguard, Villager, Villager, Villager, Villager],
        &night_kill(),
    );
    act(&mut g, 1, "t2");
    act(&mut g, 0, "t2");
    to_day(&mut g);
    assert!(g.players[2].alive, "the protected victim survives");
    to_night(&mut g);
    assert!(
        !choice_ids(&g, 1).contains(&"t2".to_string()),
        "not the same player twice running"
    );
    assert!(
        choice_ids(&g, 1).contains(&"t1".to_string()),
        "may protect themselves"
    );
}

#[test]
fn witch_saves_the_wolves_victim_once_and_poisons_once() {
    let mut g = with_roles(
        &[
            Werewolf, Witch, Villager, Villager, Villager, Villager, Villager,
        ],
        &night_kill(),
    );
    // Prompted from the start of the night like everyone (a later prompt
    // would tell the table who she is), she waits for the wolves.
    assert_eq!(
        choice_ids(&g, 1),
        vec!["wait"],
        "the Witch waits for the wolves"
    );
    let prompted: Vec<usize> = g.prompts().iter().map(|p| p.seat).collect();
    assert_eq!(prompted, (0..7).collect::<Vec<_>>(), "everyone at once");
    act(&mut g, 1, "wait");
    assert!(choice_ids(&g, 1).is_empty(), "asked again once they chose");
    act(&mut g, 0, "t2");
    assert!(choice_ids(&g, 1).contains(&"save2".to_string()));
    act(&mut g, 1, "save2");
    act(&mut g, 1, "none");
    to_day(&mut g);
    assert!(g.players[2].alive);
    to_night(&mut g);
    act(&mut g, 0, "t3");
    let c = choice_ids(&g, 1);
    assert!(
        !c.iter().any(|c| c.starts_with("save")),
        "the save is used up"
    );
    act(&mut g, 1, "poison4");
    to_day(&mut g);
    assert!(!g.players[3].alive && !g.players[4].alive);
    to_night(&mut g);
    assert_eq!(choice_ids(&g, 1), vec!["sleep"], "no potions left");
}

#[test]
fn hunter_shoots_a_player_when_eliminated() {
    let mut g = with_roles(
        &[
            Werewolf, Werewolf, Hunter, Villager, Villager, Villager, Villager, Villager,
        ],
        &[],
    );
    to_day(&mut g);
    trial(&mut g, 0, 1, 2);
    everyone_votes(&mut g, "elim");
    assert!(!g.players[2].alive);
    assert!(
        choice_ids(&g, 2).contains(&"t0".to_string()),
        "the dead Hunter is asked to shoot"
    );
    act(&mut g, 2, "t0");
    assert!(!g.players[0].alive);
    assert_eq!(
        g.players[0].death.unwrap().1,
        crate::games::werewolf::Cause::Hunter
    );
}

#[test]
fn masons_learn_each_other_on_the_first_night() {
    let g = with_roles(&[Werewolf, Mason, Mason, Villager, Villager, Villager], &[]);
    assert!(seat_text(&g, 1).contains("Cat is a Mason"));
    assert!(seat_text(&g, 2).contains("Ben is a Mason"));
    assert!(!seat_text(&g, 3).contains("Mason."));
}

#[test]
fn prince_survives_the_first_elimination_by_vote() {
    let mut g = with_roles(
        &[
            Werewolf, Prince, Villager, Villager, Villager, Villager, Villager,
        ],
        &[],
    );
    to_day(&mut g);
    trial(&mut g, 0, 2, 1);
    everyone_votes(&mut g, "elim");
    assert!(g.players[1].alive && g.players[1].role_public);
    assert!(public_text(&g).contains("Ben — Prince"));
    assert_eq!(g.today.eliminations, 0);
    trial(&mut g, 3, 4, 1);
    everyone_votes(&mut g, "elim");
    assert!(!g.players[1].alive, "only the first time");
}

#[test]
fn mayor_vote_counts_twice() {
    let run = |mayor: bool| {
        let second = if mayor { Mayor } else { Villager };
        let mut g = with_roles(
            &[
                Werewolf, second, Villager, Villager, Villager, Villager, Villager,
            ],
            &[],
        );
        to_day(&mut g);
        trial(&mut g, 2, 3, 6);
        vote(&mut g, &[1, 2, 3], &[0, 4, 5, 6]);
        g.players[6].alive
    };
    assert!(run(false), "3 of 7 is no majority");
    assert!(!run(true), "with the Mayor's double vote 4 of 7 eliminates");
}

#[test]
fn tough_guy_dies_only_at_the_end_of_the_next_day() {
    let mut g = with_roles(
        &[Werewolf, ToughGuy, Villager, Villager, Villager, Villager],
        &night_kill(),
    );
    act(&mut g, 0, "t1");
    to_day(&mut g);
    assert!(g.players[1].alive, "alive during day 1");
    assert!(seat_text(&g, 1).contains("you will die at the end of day 1"));
    to_night(&mut g);
    assert!(!g.players[1].alive);
    assert_eq!(
        g.players[1].death.unwrap(),
        (1, crate::games::werewolf::Cause::Wounds)
    );
}

#[test]
fn old_hag_sends_a_player_away_who_cannot_talk_or_vote() {
    let mut g = with_roles(
        &[Werewolf, OldHag, Villager, Villager, Villager, Villager],
        &[],
    );
    assert!(
        !choice_ids(&g, 1).contains(&"t1".to_string()),
        "not herself"
    );
    act(&mut g, 1, "t3");
    to_day(&mut g);
    assert!(g
        .muted_seats()
        .contains(&(3, crate::games::werewolf::MuteReason::SentAway)));
    assert!(choice_ids(&g, 3).is_empty(), "no discussion prompt");
    assert!(
        !choice_ids(&g, 2).contains(&"n3".to_string()),
        "cannot be nominated while away"
    );
    trial(&mut g, 2, 4, 5);
    assert!(choice_ids(&g, 3).is_empty(), "cannot vote");
    to_night(&mut g);
    assert!(
        choice_ids(&g, 1).contains(&"t3".to_string()),
        "the same player two nights running is allowed (ruling)"
    );
}

#[test]
fn spellcaster_silences_a_player_who_may_still_vote() {
    let mut g = with_roles(
        &[
            Werewolf,
            Spellcaster,
            Villager,
            Villager,
            Villager,
            Villager,
        ],
        &[],
    );
    act(&mut g, 1, "t3");
    to_day(&mut g);
    assert!(g
        .muted_seats()
        .contains(&(3, crate::games::werewolf::MuteReason::Silenced)));
    assert_eq!(
        choice_ids(&g, 3),
        vec!["done"],
        "no nomination while silenced"
    );
    trial(&mut g, 2, 4, 5);
    assert!(
        choice_ids(&g, 3).contains(&"elim".to_string()),
        "silenced players still vote"
    );
}

#[test]
fn diseased_victim_makes_the_wolves_skip_their_next_kill() {
    let mut g = with_roles(
        &[
            Werewolf, Diseased, Villager, Villager, Villager, Villager, Villager,
        ],
        &night_kill(),
    );
    act(&mut g, 0, "t1");
    to_day(&mut g);
    assert!(!g.players[1].alive);
    to_night(&mut g);
    assert_eq!(g.night.kills, 0);
    assert_eq!(choice_ids(&g, 0), vec!["sleep"]);
    to_next_night(&mut g);
    assert_eq!(g.night.kills, 1, "only the next kill is skipped");
}

#[test]
fn village_idiot_always_votes_to_eliminate() {
    let mut g = with_roles(
        &[
            Werewolf,
            VillageIdiot,
            Villager,
            Villager,
            Villager,
            Villager,
        ],
        &[],
    );
    to_day(&mut g);
    trial(&mut g, 2, 3, 4);
    assert_eq!(choice_ids(&g, 1), vec!["elim"]);
}

#[test]
fn pacifist_always_votes_to_spare() {
    let mut g = with_roles(
        &[Werewolf, Pacifist, Villager, Villager, Villager, Villager],
        &[],
    );
    to_day(&mut g);
    trial(&mut g, 2, 3, 4);
    assert_eq!(choice_ids(&g, 1), vec!["spare"]);
    clock(&mut g);
    assert!(
        public_text(&g).contains("Eve spared (0 eliminate, 1 spare; 4 needed)"),
        "a missing forced vote counts as forced"
    );
}

#[test]
fn lycan_is_seen_as_a_werewolf_by_the_seer() {
    let mut g = with_roles(&[Werewolf, Seer, Lycan, Villager, Villager, Villager], &[]);
    act(&mut g, 1, "t2");
    assert!(seat_text(&g, 1).contains("Cat is a werewolf"));
    assert_eq!(g.team(2), Team::Village);
}

#[test]
fn cursed_turns_werewolf_instead_of_dying_when_attacked() {
    let mut g = with_roles(
        &[
            Werewolf, Cursed, Seer, Villager, Villager, Villager, Villager,
        ],
        &night_kill(),
    );
    act(&mut g, 0, "t1");
    to_day(&mut g);
    assert!(g.players[1].alive);
    assert!(g.is_werewolf(1));
    assert!(
        seat_text(&g, 1).contains("Ann is a werewolf"),
        "the new wolf learns the pack"
    );
    assert!(seat_text(&g, 0).contains("Ben has joined the pack"));
    to_night(&mut g);
    assert!(
        choice_ids(&g, 1).iter().any(|c| c.starts_with('t')),
        "hunts with the pack"
    );
    act(&mut g, 2, "t1");
    assert!(
        seat_text(&g, 2).contains("Ben is a werewolf"),
        "a turned Cursed card shows as a werewolf"
    );
}

#[test]
fn werewolves_learn_each_other_and_choose_one_victim() {
    let mut g = with_roles(
        &[
            Werewolf, Werewolf, Villager, Villager, Villager, Villager, Villager, Villager,
            Villager,
        ],
        &night_kill(),
    );
    assert!(seat_text(&g, 0).contains("Ben is a werewolf"));
    assert!(
        !choice_ids(&g, 0).contains(&"t1".to_string()),
        "wolves do not hunt wolves"
    );
    act(&mut g, 0, "t4");
    act(&mut g, 1, "t4");
    to_day(&mut g);
    let dead: Vec<usize> = (0..9).filter(|&s| !g.players[s].alive).collect();
    assert_eq!(dead, vec![4]);
}

#[test]
fn wolf_cub_death_makes_the_wolves_kill_two_next_night() {
    let mut g = with_roles(
        &[
            Werewolf, WolfCub, Villager, Villager, Villager, Villager, Villager, Villager, Villager,
        ],
        &[],
    );
    to_day(&mut g);
    trial(&mut g, 2, 3, 1);
    everyone_votes(&mut g, "elim");
    assert!(!g.players[1].alive);
    to_night(&mut g);
    assert_eq!(g.night.kills, 2);
    act(&mut g, 0, "t2");
    act(&mut g, 0, "t3");
    to_day(&mut g);
    assert!(!g.players[2].alive && !g.players[3].alive);
}

#[test]
fn minion_knows_the_wolves_is_unknown_to_them_and_seen_as_a_villager() {
    let mut g = with_roles(&[Werewolf, Minion, Seer, Villager, Villager, Villager], &[]);
    assert!(seat_text(&g, 1).contains("Ann is a werewolf"));
    assert!(
        g.players[0].intel.iter().all(|i| i.about != 1),
        "the wolves do not know the Minion"
    );
    act(&mut g, 2, "t1");
    assert!(seat_text(&g, 2).contains("Ben is not a werewolf"));
    assert_eq!(g.team(1), Team::Werewolves);
    assert!(!g.is_werewolf(1), "the Minion does not count as a werewolf");
}

#[test]
fn sorceress_learns_whether_a_player_is_the_seer() {
    let mut g = with_roles(
        &[Werewolf, Sorceress, Seer, Villager, Villager, Villager],
        &[],
    );
    act(&mut g, 1, "t2");
    assert!(seat_text(&g, 1).contains("Cat is the Seer"));
    to_next_night(&mut g);
    act(&mut g, 1, "t3");
    assert!(seat_text(&g, 1).contains("Dan is not the Seer"));
}

#[test]
fn tanner_wins_when_eliminated_and_the_game_goes_on() {
    let mut g = with_roles(
        &[
            Werewolf, Tanner, Villager, Villager, Villager, Villager, Villager,
        ],
        &[],
    );
    to_day(&mut g);
    trial(&mut g, 2, 3, 1);
    everyone_votes(&mut g, "elim");
    assert!(!g.players[1].alive);
    assert!(g.finish.is_none(), "the game goes on");
    to_night(&mut g);
    to_day(&mut g);
    trial(&mut g, 2, 3, 0);
    everyone_votes(&mut g, "elim");
    let out = g.outcome().expect("over");
    assert_eq!(g.phase, Phase::Over);
    assert!(out.winners.contains(&1), "the dead Tanner wins too");
    assert!(out.winners.contains(&2) && !out.winners.contains(&0));
}

#[test]
fn the_sorceress_sees_the_card_only_not_a_seer_power_from_the_mirror() {
    let mut g = with_roles(
        &[Sorceress, Werewolf, Seer, Villager, Villager, Villager],
        &[],
    );
    give_and_reveal(&mut g, 3, MirrorOfTheDoppelganger);
    act(&mut g, 3, "t2");
    assert!(g.has_power(3, Seer));
    to_night(&mut g);
    act(&mut g, 0, "t3");
    assert!(seat_text(&g, 0).contains("Dan is not the Seer"));
}

#[test]
fn the_apprentice_is_promoted_when_the_seer_dies_even_if_a_mirror_copied_the_seer() {
    let mut g = with_roles(
        &[Werewolf, Seer, ApprenticeSeer, Villager, Villager, Villager],
        &[],
    );
    give_and_reveal(&mut g, 3, MirrorOfTheDoppelganger);
    act(&mut g, 3, "t1");
    to_night(&mut g);
    act(&mut g, 0, "t1");
    to_day(&mut g);
    assert!(!g.players[1].alive);
    assert!(g.has_power(2, Seer), "the Apprentice becomes the Seer");
    assert!(seat_text(&g, 2).contains("you are now the Seer"));
}

#[test]
fn a_mirror_copy_of_the_wolf_cub_triggers_the_two_kill_revenge_on_death() {
    let mut g = with_roles(
        &[
            Werewolf, WolfCub, Villager, Villager, Villager, Villager, Villager, Villager,
        ],
        &[],
    );
    give_and_reveal(&mut g, 2, MirrorOfTheDoppelganger);
    act(&mut g, 2, "t1");
    assert!(g.is_werewolf(2));
    trial(&mut g, 3, 4, 2);
    everyone_votes(&mut g, "elim");
    assert!(!g.players[2].alive);
    to_night(&mut g);
    assert_eq!(g.night.kills, 2, "the wolves kill two");
}

#[test]
fn the_old_hag_and_the_spellcaster_may_choose_the_same_player_on_consecutive_nights() {
    let mut g = with_roles(
        &[Werewolf, OldHag, Spellcaster, Villager, Villager, Villager],
        &[],
    );
    act(&mut g, 1, "t3");
    act(&mut g, 2, "t4");
    to_next_night(&mut g);
    assert!(choice_ids(&g, 1).contains(&"t3".to_string()), "the Old Hag");
    assert!(
        choice_ids(&g, 2).contains(&"t4".to_string()),
        "the Spellcaster"
    );
}
