//! One test per one-use or information artifact, named after it: the
//! seeing cards, role changes and the eliminating cards.

use super::*;
use crate::engine::Game;
use crate::games::werewolf::artifacts::Artifact::*;
use crate::games::werewolf::roles::Role::*;
use crate::games::werewolf::{Cause, Phase, Team};

fn villagers(n: usize) -> Vec<crate::games::werewolf::Role> {
    let mut roles = vec![Werewolf];
    roles.extend(std::iter::repeat_n(Villager, n - 1));
    roles
}

#[test]
fn eye_of_the_beholder_shows_whom_the_seer_looked_at_and_what_they_saw() {
    let mut g = with_roles(
        &[Werewolf, Seer, Villager, Villager, Villager, Villager],
        &[],
    );
    give_and_reveal(&mut g, 2, EyeOfTheBeholder);
    to_night(&mut g);
    act(&mut g, 1, "t0");
    clock(&mut g);
    assert!(seat_text(&g, 2).contains("the Seer looked at Ann: a werewolf"));
}

/// Ruling: the Eye of the Beholder follows the Seer (the Seer card, or the
/// Apprentice who took over), never a Mirror copy of the Seer's power.
#[test]
fn eye_of_the_beholder_does_not_follow_a_mirror_copy_of_the_seers_power() {
    let mut g = with_roles(
        &[
            Werewolf, Seer, Villager, Villager, Villager, Villager, Villager,
        ],
        &[],
    );
    give(&mut g, 2, EyeOfTheBeholder);
    give(&mut g, 3, MirrorOfTheDoppelganger);
    to_day(&mut g);
    act(&mut g, 2, "a0");
    act(&mut g, 3, "a0");
    act(&mut g, 3, "t1");
    assert!(g.has_power(3, Seer), "the copy looks like a Seer at night");
    to_night(&mut g);
    act(&mut g, 1, "t4");
    act(&mut g, 3, "t0");
    clock(&mut g);
    let eye = seat_text(&g, 2);
    assert!(eye.contains("the Seer looked at Eve"), "{eye}");
    assert!(!eye.contains("looked at Ann"), "{eye}");
}

#[test]
fn staff_of_the_seer_secretly_views_a_role() {
    let mut g = with_roles(&villagers(6), &[]);
    give_and_reveal(&mut g, 1, StaffOfTheSeer);
    act(&mut g, 1, "t0");
    assert!(seat_text(&g, 1).contains("Ann is the Werewolf"));
    let public = public_text(&g);
    assert!(
        public.contains("Ben chooses Ann (Staff of the Seer)")
            && !public.contains("Ann is the Werewolf")
    );
}

#[test]
fn ring_of_truth_secretly_learns_whether_a_player_is_a_werewolf() {
    let mut g = with_roles(&villagers(6), &[]);
    give_and_reveal(&mut g, 1, RingOfTruth);
    act(&mut g, 1, "t0");
    assert!(seat_text(&g, 1).contains("Ann is a werewolf"));
    assert!(!public_text(&g).contains("Ann is a werewolf"));
}

#[test]
fn mist_of_aura_secretly_learns_whether_a_player_has_a_special_role() {
    let mut g = with_roles(
        &[Werewolf, Villager, Witch, Villager, Villager, Villager],
        &[],
    );
    give_and_reveal(&mut g, 1, MistOfAura);
    act(&mut g, 1, "t2");
    assert!(seat_text(&g, 1).contains("Cat has a special role"));
}

#[test]
fn mirror_of_the_doppelganger_views_a_role_and_gains_its_power() {
    let mut g = with_roles(
        &[
            Werewolf, Bodyguard, Villager, Villager, Villager, Villager, Villager,
        ],
        &[],
    );
    give_and_reveal(&mut g, 2, MirrorOfTheDoppelganger);
    act(&mut g, 2, "t1");
    assert!(seat_text(&g, 2).contains("Ben is the Bodyguard"));
    to_night(&mut g);
    assert!(g
        .prompts()
        .iter()
        .any(|p| p.seat == 2 && p.text.to_string().contains("protect")));
}

#[test]
fn diary_of_the_insomniac_tells_whether_a_neighbour_acted_last_night() {
    for (owner, expected) in [
        (2, "Cat's neighbours — at least one of them acted"),
        (4, "Eve's neighbours — neither"),
    ] {
        let mut g = with_roles(
            &[Werewolf, Seer, Villager, Villager, Villager, Villager],
            &[],
        );
        give(&mut g, owner, DiaryOfTheInsomniac);
        act(&mut g, 1, "t0");
        to_day(&mut g);
        act(&mut g, owner, "a0");
        assert!(public_text(&g).contains(expected), "{}", public_text(&g));
    }
}

#[test]
fn stone_of_alteration_gives_a_new_role_from_the_unused_roles() {
    let mut g = with_roles(&villagers(6), &[]);
    give(&mut g, 1, StoneOfAlteration);
    let unused = g.unused_roles.len();
    to_day(&mut g);
    act(&mut g, 1, "a0");
    assert_ne!(g.players[1].role, Villager);
    assert!(
        g.unused_roles.contains(&Villager),
        "the old card becomes unused"
    );
    assert_eq!(g.unused_roles.len(), unused);
    assert!(seat_text(&g, 1).contains("Your new role"));
}

#[test]
fn breath_of_the_old_man_kills_the_night_after_next() {
    let mut g = with_roles(&villagers(7), &[]);
    give_and_reveal(&mut g, 1, BreathOfTheOldMan);
    act(&mut g, 1, "t3");
    to_night(&mut g);
    clock(&mut g);
    assert!(g.players[3].alive, "alive after tonight");
    to_night(&mut g);
    clock(&mut g);
    assert_eq!(
        g.players[3].death,
        Some((3, Cause::Breath)),
        "dies the night after next"
    );
}

#[test]
fn bow_of_hunting_receiver_must_eliminate_a_player_within_a_minute() {
    let mut g = with_roles(
        &[
            Werewolf, Werewolf, Villager, Villager, Villager, Villager, Villager, Villager,
            Villager,
        ],
        &[],
    );
    give_and_reveal(&mut g, 2, BowOfHunting);
    act(&mut g, 2, "t3");
    assert_eq!(g.deadline().unwrap().seconds, 60);
    assert!(
        choice_ids(&g, 3).contains(&"t0".to_string())
            && !choice_ids(&g, 3).contains(&"t3".to_string())
    );
    act(&mut g, 3, "t0");
    assert_eq!(g.players[0].death, Some((1, Cause::Bow)));
    assert!(is_discussion(&g));
}

#[test]
fn bow_of_hunting_unused_within_the_minute_has_no_effect() {
    let mut g = with_roles(&villagers(8), &[]);
    give_and_reveal(&mut g, 2, BowOfHunting);
    act(&mut g, 2, "t3");
    clock(&mut g);
    assert_eq!(g.living().len(), 8);
    assert!(public_text(&g).contains("Dan did not shoot in time"));
}

#[test]
fn spear_of_fury_reveals_your_role_then_eliminates_a_player() {
    let mut g = with_roles(
        &[
            Werewolf, Werewolf, Seer, Villager, Villager, Villager, Villager, Villager,
        ],
        &[],
    );
    give_and_reveal(&mut g, 2, SpearOfFury);
    act(&mut g, 2, "t0");
    assert!(g.players[2].role_public && public_text(&g).contains("Cat — Seer"));
    assert_eq!(g.players[0].death, Some((1, Cause::Spear)));
}

#[test]
fn orb_of_speculation_naming_two_werewolves_wins_for_the_village() {
    let mut g = with_roles(
        &[
            Werewolf, Werewolf, Villager, Villager, Villager, Villager, Villager, Villager,
        ],
        &[],
    );
    give_and_reveal(&mut g, 2, OrbOfSpeculation);
    act(&mut g, 2, "t0");
    act(&mut g, 2, "t1");
    assert_eq!(g.finish.as_ref().unwrap().team, Some(Team::Village));
    assert!(g.players[0].alive, "the wolves need not be dead");
}

#[test]
fn orb_of_speculation_naming_a_non_werewolf_kills_you() {
    let mut g = with_roles(
        &[
            Werewolf, Werewolf, Villager, Villager, Villager, Villager, Villager, Villager,
        ],
        &[],
    );
    give_and_reveal(&mut g, 2, OrbOfSpeculation);
    act(&mut g, 2, "t0");
    act(&mut g, 2, "t3");
    assert_eq!(g.players[2].death, Some((1, Cause::Orb)));
    assert!(g.finish.is_none());
}

#[test]
fn talisman_of_trouble_allows_two_eliminations_by_vote_today() {
    let mut g = with_roles(
        &[
            Werewolf, Werewolf, Villager, Villager, Villager, Villager, Villager, Villager,
            Villager,
        ],
        &[],
    );
    give_and_reveal(&mut g, 2, TalismanOfTrouble);
    trial(&mut g, 2, 3, 4);
    everyone_votes(&mut g, "elim");
    assert!(is_discussion(&g), "a second elimination is allowed");
    trial(&mut g, 3, 2, 5);
    everyone_votes(&mut g, "elim");
    assert_eq!(g.phase, Phase::Night);
    assert!(!g.players[4].alive && !g.players[5].alive);
}

/// Ruling: the Talisman of Trouble lets the vote eliminate a second player
/// today; it does not force one. The card, its announcement and the
/// reopened nominations all say "may", every player in the village is
/// asked again, and a day without a second nomination ends with one.
#[test]
fn talisman_of_trouble_says_the_vote_may_eliminate_a_second_player_and_asks_everyone_again() {
    let mut g = with_roles(
        &[
            Werewolf, Werewolf, Villager, Villager, Villager, Villager, Villager, Villager,
            Villager,
        ],
        &[],
    );
    give(&mut g, 2, TalismanOfTrouble);
    to_day(&mut g);
    assert!(TalismanOfTrouble.text_label().contains("may eliminate a second player"));
    let ev = act(&mut g, 2, "a0");
    let said = public_events(&ev).join("\n");
    assert!(
        said.contains("the vote may eliminate a second player today"),
        "{said}"
    );
    assert!(!said.contains("There will be two"), "{said}");
    for s in [0, 1, 6, 7, 8] {
        act(&mut g, s, "done");
    }
    trial(&mut g, 2, 3, 4);
    everyone_votes(&mut g, "elim");
    assert!(!g.players[4].alive);
    assert!(is_discussion(&g), "nominations open again");
    let asked: Vec<Seat> = g.prompts().iter().map(|p| p.seat).collect();
    assert_eq!(
        asked,
        vec![0, 1, 2, 3, 5, 6, 7, 8],
        "everyone in the village is asked again, those done before too"
    );
    for s in asked {
        act(&mut g, s, "done");
    }
    assert_eq!(g.phase, Phase::Night, "no second nomination: one elimination");
    assert_eq!(g.voted_out, vec![(1, 4)]);
}

/// Ruling: a Mirror of the Doppelganger that views a Werewolf or a Wolf Cub
/// card makes its holder a werewolf: they join the pack, count with the
/// wolves for the win (parity) and win with them.
#[test]
fn a_mirror_copy_of_a_werewolf_or_wolf_cub_makes_its_holder_a_werewolf_for_team_and_parity() {
    for wolf in [Werewolf, WolfCub] {
        let mut g = with_roles(&[wolf, Villager, Villager, Villager, Villager], &[]);
        give_and_reveal(&mut g, 1, MirrorOfTheDoppelganger);
        act(&mut g, 1, "t0");
        assert_eq!(g.team(1), Team::Werewolves, "{wolf:?}");
        assert_eq!(g.living_wolves(), vec![0, 1], "{wolf:?}");
        assert!(seat_text(&g, 0).contains("Ben has joined the pack"));
        assert!(g.finish.is_none(), "2 wolves against 3: the game goes on");
        trial(&mut g, 2, 3, 4);
        everyone_votes(&mut g, "elim");
        let finish = g.finish.clone().expect("2 wolves against 2: parity");
        assert_eq!(finish.team, Some(Team::Werewolves), "{wolf:?}");
        let winners = g.outcome().expect("over").winners;
        assert_eq!(winners, vec![0, 1], "{wolf:?}");
    }
}

#[test]
fn protection_by_the_bodyguard_stops_the_breath_of_the_old_man() {
    let mut g = with_roles(
        &[Werewolf, Bodyguard, Villager, Villager, Villager, Villager],
        &[],
    );
    give_and_reveal(&mut g, 2, BreathOfTheOldMan);
    act(&mut g, 2, "t3");
    to_night(&mut g);
    act(&mut g, 1, "t4");
    to_next_night(&mut g);
    act(&mut g, 1, "t3");
    to_day(&mut g);
    assert!(
        g.players[3].alive,
        "the Bodyguard's protection covers the Breath"
    );
}

#[test]
fn protection_by_the_shield_of_the_bodyguard_stops_the_breath_of_the_old_man() {
    let mut g = with_roles(&villagers(6), &[]);
    give(&mut g, 2, BreathOfTheOldMan);
    give(&mut g, 4, ShieldOfTheBodyguard);
    to_day(&mut g);
    act(&mut g, 2, "a0");
    act(&mut g, 2, "t3");
    act(&mut g, 4, "a0");
    to_night(&mut g);
    for _ in 0..100 {
        if matches!(
            g.pending.front(),
            Some(crate::games::werewolf::Pending::Dawn { seat: 4, .. })
        ) {
            break;
        }
        clock(&mut g);
    }
    assert_eq!(g.round, 2);
    act(&mut g, 4, "t3");
    to_night(&mut g);
    to_day(&mut g);
    assert!(
        g.players[3].alive,
        "the Shield's protection covers the Breath"
    );
}

#[test]
fn a_new_card_from_the_stone_of_alteration_ends_the_apprentices_promotion() {
    let mut g = with_roles(
        &[Werewolf, Seer, ApprenticeSeer, Villager, Villager, Villager],
        &[("first_night_kill", "true")],
    );
    give(&mut g, 2, StoneOfAlteration);
    only_unused_role(&mut g, Mayor);
    act(&mut g, 0, "t1");
    to_day(&mut g);
    assert!(g.has_power(2, Seer), "promoted");
    act(&mut g, 2, "a0");
    assert_eq!(g.players[2].role, Mayor);
    assert!(!g.has_power(2, Seer), "the old role's promotion is gone");
    to_night(&mut g);
    assert_eq!(choice_ids(&g, 2), vec!["sleep"]);
}

#[test]
fn a_turned_cursed_with_a_new_card_is_what_the_new_card_says() {
    let mut g = with_roles(
        &[Werewolf, Cursed, Villager, Villager, Villager, Villager],
        &[("first_night_kill", "true")],
    );
    give(&mut g, 1, StoneOfAlteration);
    only_unused_role(&mut g, Mayor);
    act(&mut g, 0, "t1");
    to_day(&mut g);
    assert!(g.is_werewolf(1), "turned");
    act(&mut g, 1, "a0");
    assert!(!g.is_werewolf(1), "a Mayor, not a werewolf");
    assert_eq!(g.team(1), Team::Village);
}

#[test]
fn night_viewers_see_the_original_card_not_one_given_by_the_stone_of_alteration() {
    let mut g = with_roles(
        &[Werewolf, Seer, Villager, Villager, Villager, Villager],
        &[],
    );
    give(&mut g, 2, StoneOfAlteration);
    only_unused_role(&mut g, WolfCub);
    to_day(&mut g);
    act(&mut g, 2, "a0");
    assert!(
        g.is_werewolf(2),
        "a Wolf Cub now, for everything but the looks"
    );
    to_night(&mut g);
    act(&mut g, 1, "t2");
    assert!(seat_text(&g, 1).contains("Cat is not a werewolf"));
}
