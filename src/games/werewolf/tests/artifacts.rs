//! One test per artifact that acts on votes, life and death or each dawn,
//! named after it (seeing cards and eliminating cards are in
//! `one_use.rs`, gems and the reveal rulings in `gems.rs`).

use super::*;
use crate::engine::Game;
use crate::games::werewolf::artifacts::Artifact::*;
use crate::games::werewolf::roles::Role::*;
use crate::games::werewolf::{Cause, MuteReason, Pending, Phase, Team};

fn villagers(n: usize) -> Vec<crate::games::werewolf::Role> {
    let mut roles = vec![Werewolf];
    roles.extend(std::iter::repeat_n(Villager, n - 1));
    roles
}

/// Marks a player dead before the story starts (for small-table conditions).
fn bury(g: &mut crate::games::werewolf::Werewolf, seat: usize) {
    g.players[seat].alive = false;
    g.players[seat].death = Some((0, Cause::Wolves));
    g.night.tasks[seat].clear();
}

#[test]
fn prism_of_power_makes_the_wolves_choose_among_three_players() {
    let mut g = with_roles(&villagers(8), &[]);
    give_and_reveal(&mut g, 1, PrismOfPower);
    assert!(
        !choice_ids(&g, 1).contains(&"t1".to_string()),
        "never yourself"
    );
    for t in ["t2", "t3", "t4"] {
        act(&mut g, 1, t);
    }
    assert!(
        public_text(&g).contains("Ben chooses Cat (Prism of Power)"),
        "choices are public"
    );
    to_night(&mut g);
    let mut c = choice_ids(&g, 0);
    c.sort();
    assert_eq!(c, vec!["t2", "t3", "t4"]);
}

#[test]
fn prism_of_power_with_fewer_than_three_choosable_players_has_no_effect() {
    let mut g = with_roles(&villagers(6), &[]);
    for s in [3, 4, 5] {
        bury(&mut g, s);
    }
    give_and_reveal(&mut g, 1, PrismOfPower);
    assert!(g.pending.is_empty());
    assert!(g.players[1].artifacts[0].used && g.prism.is_none());
    assert!(public_text(&g).contains("The Prism of Power has no effect"));
}

#[test]
fn cap_of_idiocy_makes_even_a_pacifist_vote_to_eliminate() {
    let mut g = with_roles(
        &[Werewolf, Pacifist, Villager, Villager, Villager, Villager],
        &[],
    );
    give_and_reveal(&mut g, 1, CapOfIdiocy);
    trial(&mut g, 2, 3, 4);
    assert_eq!(choice_ids(&g, 1), vec!["elim"], "artifacts overrule roles");
}

#[test]
fn wreath_of_peace_makes_even_a_village_idiot_vote_to_spare() {
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
    give_and_reveal(&mut g, 1, WreathOfPeace);
    trial(&mut g, 2, 3, 4);
    assert_eq!(choice_ids(&g, 1), vec!["spare"]);
}

#[test]
fn rod_of_reincarnation_keeps_an_eliminated_player_in_the_game_with_a_new_role() {
    let mut g = with_roles(&villagers(7), &[]);
    give(&mut g, 1, RodOfReincarnation);
    to_day(&mut g);
    trial(&mut g, 2, 3, 1);
    everyone_votes(&mut g, "elim");
    assert!(matches!(
        g.pending.front(),
        Some(Pending::Rebirth { seat: 1, .. })
    ));
    assert_eq!(choice_ids(&g, 1), vec!["use0", "decline"]);
    act(&mut g, 1, "use0");
    assert!(g.players[1].alive);
    assert_ne!(g.players[1].role, Villager, "a role from the unused roles");
    assert_eq!(g.discarded_roles, vec![Villager]);
    assert!(public_text(&g).contains("Rod of Reincarnation (used)"));
    assert_eq!(g.phase, Phase::Night, "it still was the day's elimination");
}

#[test]
fn scepter_of_rebirth_brings_an_eliminated_player_back_to_life() {
    let mut g = with_roles(&villagers(7), &[("first_night_kill", "true")]);
    give(&mut g, 1, ScepterOfRebirth);
    act(&mut g, 0, "t1");
    clock(&mut g);
    assert_eq!(
        choice_ids(&g, 1),
        vec!["use0", "decline"],
        "offered at the moment of elimination"
    );
    act(&mut g, 1, "use0");
    assert!(g.players[1].alive && is_discussion(&g));
}

#[test]
fn rod_and_scepter_cannot_be_revealed_during_the_day() {
    let mut g = with_roles(&villagers(6), &[]);
    give(&mut g, 1, RodOfReincarnation);
    to_day(&mut g);
    assert!(!choice_ids(&g, 1).contains(&"a0".to_string()));
    let err = refused(&mut g, Actor::Seat(1), "a0");
    assert!(
        err.to_string()
            .contains("only be revealed when you are eliminated"),
        "{err}"
    );
}

#[test]
fn void_of_nothingness_has_no_effect() {
    let mut g = with_roles(&villagers(6), &[]);
    give(&mut g, 1, VoidOfNothingness);
    to_day(&mut g);
    let players = g.players.clone();
    act(&mut g, 1, "a0");
    assert!(g.players[1].artifacts[0].revealed);
    for s in [0, 2, 3, 4, 5] {
        assert_eq!(g.players[s], players[s]);
    }
    assert!(public_text(&g).contains("Void of Nothingness"));
}

#[test]
fn sheet_of_the_ghost_asks_yesterdays_eliminated_player_for_a_letter() {
    let mut g = with_roles(&villagers(8), &[]);
    give(&mut g, 1, SheetOfTheGhost);
    to_day(&mut g);
    trial(&mut g, 2, 3, 4);
    everyone_votes(&mut g, "elim");
    clock(&mut g);
    assert!(is_discussion(&g) && g.round == 2);
    act(&mut g, 1, "a0");
    let c = choice_ids(&g, 4);
    assert_eq!(c.len(), 26, "the ghost is offered the 26 letters");
    assert_eq!(c[16], "lQ");
    act(&mut g, 4, "lQ");
    assert!(public_text(&g).contains("The ghost of Eve gives Ben the letter Q."));
}

#[test]
fn sheet_of_the_ghost_without_an_elimination_yesterday_has_no_effect() {
    let mut g = with_roles(&villagers(6), &[]);
    give_and_reveal(&mut g, 1, SheetOfTheGhost);
    assert!(g.pending.is_empty() && g.players[1].artifacts[0].used);
    assert!(public_text(&g).contains("nobody was eliminated by the vote yesterday"));
}

#[test]
fn amulet_of_protection_holder_cannot_be_eliminated_and_it_passes_each_dawn() {
    let mut g = with_roles(&villagers(7), &[]);
    give_and_reveal(&mut g, 1, AmuletOfProtection);
    trial(&mut g, 2, 3, 1);
    everyone_votes(&mut g, "elim");
    assert!(g.players[1].alive);
    to_night(&mut g);
    act(&mut g, 0, "t1");
    clock(&mut g);
    assert!(g.players[1].alive, "not by the wolves either");
    assert!(matches!(
        g.pending.front(),
        Some(Pending::Dawn { seat: 1, .. })
    ));
    assert!(!choice_ids(&g, 1).contains(&"t1".to_string()));
    act(&mut g, 1, "t2");
    assert!(g.has_active(2, AmuletOfProtection) && !g.has_active(1, AmuletOfProtection));
}

#[test]
fn shield_of_the_bodyguard_protects_a_different_player_each_night() {
    let mut g = with_roles(&villagers(7), &[]);
    give_and_reveal(&mut g, 1, ShieldOfTheBodyguard);
    to_night(&mut g);
    clock(&mut g);
    act(&mut g, 1, "t3");
    to_night(&mut g);
    act(&mut g, 0, "t3");
    clock(&mut g);
    assert!(g.players[3].alive, "the shielded player cannot die");
    assert!(
        !choice_ids(&g, 1).contains(&"t3".to_string()),
        "a different player each time"
    );
}

#[test]
fn blood_of_the_diseased_makes_a_player_diseased() {
    let mut g = with_roles(&villagers(8), &[]);
    give_and_reveal(&mut g, 1, BloodOfTheDiseased);
    act(&mut g, 1, "t3");
    assert!(g.is_diseased(3));
    to_night(&mut g);
    act(&mut g, 0, "t3");
    clock(&mut g);
    to_next_night(&mut g);
    assert_eq!(g.night.kills, 0, "the wolves skip the next kill");
}

#[test]
fn skimmer_of_the_cursed_makes_you_cursed_and_night_viewers_see_the_card() {
    let mut g = with_roles(
        &[
            Werewolf, Seer, Villager, Villager, Villager, Villager, Villager,
        ],
        &[],
    );
    give_and_reveal(&mut g, 2, SkimmerOfTheCursed);
    assert!(g.is_cursed(2));
    to_night(&mut g);
    act(&mut g, 0, "t2");
    clock(&mut g);
    assert!(
        g.players[2].alive && g.is_werewolf(2),
        "turned instead of dying"
    );
    to_next_night(&mut g);
    act(&mut g, 1, "t2");
    assert!(
        seat_text(&g, 1).contains("Cat is not a werewolf"),
        "the Seer sees the Villager card"
    );
}

/// Ruling: what an artifact gave stays when a new card arrives. A player
/// turned by the wolves through the Skimmer's curse was turned by the
/// artifact, not by their card: the Stone of Alteration (or the Rod) gives
/// them a new card, and they stay a werewolf.
#[test]
fn a_player_turned_through_the_skimmers_curse_stays_a_werewolf_with_a_new_card() {
    let mut g = with_roles(
        &[
            Werewolf, Villager, Villager, Villager, Villager, Villager, Villager,
        ],
        &[],
    );
    give(&mut g, 2, SkimmerOfTheCursed);
    give(&mut g, 2, StoneOfAlteration);
    only_unused_role(&mut g, Mayor);
    to_day(&mut g);
    act(&mut g, 2, "a0");
    to_night(&mut g);
    act(&mut g, 0, "t2");
    to_day(&mut g);
    assert!(g.players[2].alive && g.is_werewolf(2), "turned by the curse");
    act(&mut g, 2, "a1");
    assert_eq!(g.players[2].role, Mayor);
    assert!(g.is_werewolf(2), "the Skimmer's gift stays with the new card");
    assert_eq!(g.team(2), Team::Werewolves);
    assert!(g.living_wolves().contains(&2));
}

#[test]
fn claw_of_the_werewolf_joins_the_wolves_keeping_the_role_power() {
    let mut g = with_roles(
        &[
            Werewolf, Seer, Bodyguard, Villager, Villager, Villager, Villager, Villager,
        ],
        &[],
    );
    give_and_reveal(&mut g, 2, ClawOfTheWerewolf);
    assert_eq!(g.team(2), Team::Werewolves);
    assert!(seat_text(&g, 2).contains("Ann is a werewolf"));
    to_night(&mut g);
    assert!(g
        .prompts()
        .iter()
        .any(|p| p.seat == 2 && p.text.to_string().contains("wolves' victim")));
    act(&mut g, 2, "t4");
    assert!(
        g.prompts()
            .iter()
            .any(|p| p.seat == 2 && p.text.to_string().contains("protect")),
        "keeps the Bodyguard power"
    );
    act(&mut g, 1, "t2");
    assert!(
        seat_text(&g, 1).contains("Cat is not a werewolf"),
        "night viewers see the role card"
    );
}

#[test]
fn cloak_of_the_prince_the_vote_cannot_eliminate_you() {
    let mut g = with_roles(&villagers(6), &[]);
    give_and_reveal(&mut g, 1, CloakOfThePrince);
    trial(&mut g, 2, 3, 1);
    everyone_votes(&mut g, "elim");
    assert!(g.players[1].alive);
    assert!(public_text(&g).contains("Cloak of the Prince: the vote cannot eliminate Ben"));
}

#[test]
fn mace_of_the_mayor_vote_counts_twice() {
    let mut g = with_roles(&villagers(7), &[]);
    give_and_reveal(&mut g, 1, MaceOfTheMayor);
    trial(&mut g, 2, 3, 6);
    vote(&mut g, &[1, 2, 3], &[0, 4, 5, 6]);
    assert!(!g.players[6].alive, "4 of 7 with the Mace");
}

#[test]
fn heart_of_indifference_forbids_a_player_to_vote_that_day() {
    let mut g = with_roles(&villagers(7), &[]);
    give_and_reveal(&mut g, 1, HeartOfIndifference);
    to_night(&mut g);
    clock(&mut g);
    act(&mut g, 1, "t3");
    assert!(
        public_text(&g).contains("Dan may not vote today")
            && public_text(&g).contains("may not vote")
    );
    trial(&mut g, 2, 4, 5);
    assert!(choice_ids(&g, 3).is_empty());
    assert!(
        !g.muted_seats().iter().any(|(s, _)| *s == 3),
        "may still talk"
    );
}

#[test]
fn mask_of_spellcasting_silences_a_player_that_day() {
    let mut g = with_roles(&villagers(7), &[]);
    give_and_reveal(&mut g, 1, MaskOfSpellcasting);
    to_night(&mut g);
    clock(&mut g);
    act(&mut g, 1, "t3");
    assert!(g.muted_seats().contains(&(3, MuteReason::Silenced)));
}

#[test]
fn cudgel_of_the_old_hag_sends_a_player_away_that_day() {
    let mut g = with_roles(&villagers(7), &[]);
    give_and_reveal(&mut g, 1, CudgelOfTheOldHag);
    to_night(&mut g);
    clock(&mut g);
    act(&mut g, 1, "t3");
    assert!(g.muted_seats().contains(&(3, MuteReason::SentAway)));
    assert!(choice_ids(&g, 3).is_empty());
}

#[test]
fn vote_from_beyond_lets_you_vote_after_being_eliminated() {
    let mut g = with_roles(&villagers(8), &[]);
    give_and_reveal(&mut g, 1, VoteFromBeyond);
    to_night(&mut g);
    act(&mut g, 0, "t1");
    clock(&mut g);
    assert!(!g.players[1].alive);
    assert!(
        g.players[1].artifacts[0].revealed,
        "revealed artifacts stay with the dead"
    );
    trial(&mut g, 2, 3, 4);
    assert_eq!(choice_ids(&g, 1), vec!["elim", "spare"]);
}

/// Ben, holding `art` face down, is voted out; returns the game at the
/// moment of his elimination with the public record of the day.
fn ben_voted_out_holding(
    art: crate::games::werewolf::Artifact,
) -> (crate::games::werewolf::Werewolf, Vec<String>) {
    let mut g = with_roles(&villagers(7), &[]);
    give(&mut g, 1, art);
    to_day(&mut g);
    let mut public = Vec::new();
    let mut record = |events: Vec<crate::engine::Event>| {
        for e in events {
            if e.audience == crate::engine::Audience::Public {
                public.push(e.text.to_string());
            }
        }
    };
    record(act(&mut g, 2, "n1"));
    record(act(&mut g, 3, "second"));
    record(act(&mut g, 1, "rest"));
    while let (Some(p), Phase::Vote { .. }) = (g.prompts().into_iter().next(), &g.phase) {
        record(act(&mut g, p.seat, "elim"));
    }
    (g, public)
}

#[test]
fn the_public_board_does_not_tell_who_decides_on_a_rod_or_scepter() {
    let (rod, rod_events) = ben_voted_out_holding(RodOfReincarnation);
    let (void, void_events) = ben_voted_out_holding(VoidOfNothingness);
    for g in [&rod, &void] {
        assert!(
            matches!(g.pending.front(), Some(Pending::Rebirth { seat: 1, .. })),
            "any player with a face-down artifact is asked: {:?}",
            g.pending
        );
        let board = public_text(g);
        assert!(
            board.contains("The moderator is resolving the elimination…"),
            "{board}"
        );
        assert!(!board.contains("decision by"), "{board}");
        assert!(seat_text(g, 1).contains("You are being eliminated: make your choice."));
    }
    // Nothing public tells the Rod from any other face-down card: the
    // board, the events, the timer, who is asked, what others are told.
    assert_eq!(public_text(&rod), public_text(&void));
    assert_eq!(rod_events, void_events);
    assert_eq!(rod.deadline(), void.deadline());
    let seats = |g: &crate::games::werewolf::Werewolf| -> Vec<usize> {
        g.prompts().iter().map(|p| p.seat).collect()
    };
    assert_eq!(seats(&rod), vec![1]);
    assert_eq!(seats(&void), vec![1]);
    let (mut rod2, mut void2) = (rod.clone(), void.clone());
    let (a, b) = (
        refused(&mut rod2, Actor::Seat(3), "n2"),
        refused(&mut void2, Actor::Seat(3), "n2"),
    );
    assert_eq!(a, b);
    assert!(!a.to_string().contains("Ben"), "{a}");
    // Only the holder's own prompt differs.
    assert_eq!(choice_ids(&rod, 1), vec!["use0", "decline"]);
    assert_eq!(choice_ids(&void, 1), vec!["decline"]);
    // Declining looks the same too.
    let (mut rod, mut void) = (rod, void);
    let (a, b) = (act(&mut rod, 1, "decline"), act(&mut void, 1, "decline"));
    assert_eq!(event_text(&a), event_text(&b));
    assert!(!rod.players[1].alive && !void.players[1].alive);
    assert_eq!(public_text(&rod), public_text(&void));
}

#[test]
fn no_decision_at_elimination_when_no_rod_or_scepter_can_be_face_down() {
    // Not in the card list: the elimination is immediate.
    let mut g = with_roles(&villagers(7), &[("artifact_list", "all,-rod,-scepter")]);
    give(&mut g, 1, VoidOfNothingness);
    to_day(&mut g);
    trial(&mut g, 2, 3, 1);
    everyone_votes(&mut g, "elim");
    assert!(!g.players[1].alive && g.pending.is_empty());
    // Both already face up on the table: immediate as well.
    let mut g = with_roles(&villagers(8), &[]);
    give_revealed(&mut g, 6, RodOfReincarnation);
    give_revealed(&mut g, 7, ScepterOfRebirth);
    give(&mut g, 1, VoidOfNothingness);
    to_day(&mut g);
    trial(&mut g, 2, 3, 1);
    everyone_votes(&mut g, "elim");
    assert!(!g.players[1].alive && g.pending.is_empty());
    // No face-down artifact at all: immediate.
    let mut g = with_roles(&villagers(7), &[]);
    to_day(&mut g);
    trial(&mut g, 2, 3, 1);
    everyone_votes(&mut g, "elim");
    assert!(!g.players[1].alive && g.pending.is_empty());
}

#[test]
fn tallies_count_reveals_effects_and_artifacts_used_up_with_no_effect() {
    let mut g = with_roles(&villagers(8), &[]);
    give(&mut g, 1, TalismanOfTrouble);
    give(&mut g, 2, SheetOfTheGhost);
    give(&mut g, 3, RodOfReincarnation);
    give(&mut g, 6, VoidOfNothingness);
    to_day(&mut g);
    act(&mut g, 1, "a0");
    act(&mut g, 2, "a0");
    act(&mut g, 6, "a0");
    trial(&mut g, 4, 5, 3);
    everyone_votes(&mut g, "elim");
    act(&mut g, 3, "use0");
    let t = g.tallies();
    let get = |name: &str| {
        t.iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| *v)
            .unwrap_or_else(|| panic!("no tally {name}: {t:?}"))
    };
    assert_eq!(get("Talisman of Trouble/revealed"), 1);
    assert_eq!(get("Talisman of Trouble/effect"), 1);
    assert_eq!(get("Sheet of the Ghost/revealed"), 1);
    assert_eq!(get("Sheet of the Ghost/effect"), 0);
    assert_eq!(get("Sheet of the Ghost/no effect"), 1);
    assert_eq!(get("Rod of Reincarnation/revealed"), 1);
    assert_eq!(get("Rod of Reincarnation/effect"), 1);
    assert_eq!(get("Void of Nothingness/effect"), 0);
    assert_eq!(get("Void of Nothingness/no effect"), 1);
    assert_eq!(get("Prism of Power/revealed"), 0);
    assert_eq!(get("Amulet of Protection/dawn uses"), 0);
    // The players' habits (bot_habits/...) are counted with or without
    // artifacts; the artifacts' tallies only when they are dealt.
    let of_artifacts = |t: &[(String, u64)]| t.iter().filter(|(n, _)| !n.starts_with("bot_habits/")).count();
    assert_eq!(
        of_artifacts(&t),
        38 * 3 + 5,
        "every card in play, dawn uses for the five dawn cards"
    );
    let off = with_roles(&villagers(6), &[("artifacts", "0")]);
    assert_eq!(of_artifacts(&off.tallies()), 0, "no artifacts, no artifact tallies");
}

/// Clocks on until `seat` is asked to decide on their elimination.
fn until_rebirth_of(g: &mut crate::games::werewolf::Werewolf, seat: usize) {
    for _ in 0..100 {
        if matches!(g.pending.front(), Some(Pending::Rebirth { seat: s, .. }) if *s == seat) {
            return;
        }
        clock(g);
    }
    panic!("no decision at elimination for seat {seat}");
}

#[test]
fn a_save_by_the_scepter_of_rebirth_heals_the_tough_guys_wound() {
    let mut g = with_roles(
        &[Werewolf, ToughGuy, Villager, Villager, Villager, Villager],
        &[("first_night_kill", "true")],
    );
    give(&mut g, 1, ScepterOfRebirth);
    act(&mut g, 0, "t1");
    to_day(&mut g);
    assert!(g.players[1].wounded.is_some());
    until_rebirth_of(&mut g, 1);
    act(&mut g, 1, "use0");
    assert!(g.players[1].alive);
    assert_eq!(g.players[1].wounded, None, "the save heals the wound");
    to_night(&mut g);
    act(&mut g, 0, "t2");
    to_next_night(&mut g);
    assert!(
        g.players[1].alive,
        "the same wound does not kill him again at the next dusk"
    );
}

#[test]
fn a_new_card_from_the_rod_of_reincarnation_heals_the_tough_guys_wound() {
    let mut g = with_roles(
        &[Werewolf, ToughGuy, Villager, Villager, Villager, Villager],
        &[("first_night_kill", "true")],
    );
    give(&mut g, 1, RodOfReincarnation);
    only_unused_role(&mut g, Mayor);
    act(&mut g, 0, "t1");
    to_day(&mut g);
    until_rebirth_of(&mut g, 1);
    act(&mut g, 1, "use0");
    assert_eq!(g.players[1].role, Mayor);
    assert_eq!(g.players[1].wounded, None, "a card change clears the wound");
    to_night(&mut g);
    act(&mut g, 0, "t2");
    to_next_night(&mut g);
    assert!(
        g.players[1].alive,
        "the Mayor does not die of the Tough Guy's wound"
    );
}

#[test]
fn a_mirrored_prince_survives_the_vote_without_showing_a_prince_card() {
    let mut g = with_roles(
        &[Werewolf, Prince, Villager, Villager, Villager, Villager],
        &[],
    );
    give_and_reveal(&mut g, 2, MirrorOfTheDoppelganger);
    act(&mut g, 2, "t1");
    let mut said = Vec::new();
    said.extend(act(&mut g, 3, "n2"));
    said.extend(act(&mut g, 4, "second"));
    said.extend(act(&mut g, 2, "rest"));
    while let (Some(p), Phase::Vote { .. }) = (g.prompts().into_iter().next(), &g.phase) {
        said.extend(act(&mut g, p.seat, "elim"));
    }
    assert!(g.players[2].alive, "the copied power saves her");
    let said = event_text(&said);
    assert!(!said.contains("reveals the Prince card"), "{said}");
    assert!(said.contains("Mirror of the Doppelganger"), "{said}");
    assert!(!g.players[2].role_public);
    assert!(!public_text(&g).contains("Cat — "), "her card stays hidden");
}

#[test]
fn the_prince_keeps_his_save_when_the_cloak_of_the_prince_already_protects_him() {
    let mut g = with_roles(
        &[Werewolf, Prince, Villager, Villager, Villager, Villager],
        &[],
    );
    give_revealed(&mut g, 1, CloakOfThePrince);
    to_day(&mut g);
    trial(&mut g, 2, 3, 1);
    everyone_votes(&mut g, "elim");
    assert!(g.players[1].alive);
    assert!(!g.players[1].prince_used, "the artifact overrules the role");
    assert!(!g.players[1].role_public);
}

#[test]
fn the_prince_keeps_his_save_when_the_amulet_of_protection_already_protects_him() {
    let mut g = with_roles(
        &[Werewolf, Prince, Villager, Villager, Villager, Villager],
        &[],
    );
    to_day(&mut g);
    give_revealed(&mut g, 1, AmuletOfProtection);
    trial(&mut g, 2, 3, 1);
    everyone_votes(&mut g, "elim");
    assert!(g.players[1].alive);
    assert!(!g.players[1].prince_used, "the artifact overrules the role");
}

#[test]
fn the_mayor_holding_the_mace_of_the_mayor_counts_three_votes() {
    let mut g = with_roles(
        &[
            Werewolf, Mayor, Villager, Villager, Villager, Villager, Villager,
        ],
        &[],
    );
    give_and_reveal(&mut g, 1, MaceOfTheMayor);
    assert_eq!(g.vote_weight(1), 3);
    trial(&mut g, 2, 3, 6);
    vote(&mut g, &[1, 2], &[0, 3, 4, 5, 6]);
    assert!(!g.players[6].alive, "3 + 1 of 7 living");
}

#[test]
fn the_sheet_of_the_ghost_asks_a_player_eliminated_yesterday_by_any_means() {
    let mut g = with_roles(&villagers(8), &[]);
    give(&mut g, 1, SheetOfTheGhost);
    give_and_reveal(&mut g, 2, SpearOfFury);
    act(&mut g, 2, "t4");
    assert_eq!(g.players[4].death, Some((1, Cause::Spear)));
    to_night(&mut g);
    to_day(&mut g);
    act(&mut g, 1, "a0");
    assert_eq!(choice_ids(&g, 4).len(), 26, "the Spear's victim is asked");
    act(&mut g, 4, "lK");
    assert!(public_text(&g).contains("The ghost of Eve gives Ben the letter K."));
}

#[test]
fn the_sheet_of_the_ghost_owner_chooses_among_several_ghosts() {
    let mut g = with_roles(&villagers(9), &[]);
    give(&mut g, 1, SheetOfTheGhost);
    give_and_reveal(&mut g, 2, SpearOfFury);
    act(&mut g, 2, "t4");
    trial(&mut g, 6, 7, 5);
    everyone_votes(&mut g, "elim");
    assert!(!g.players[5].alive);
    to_night(&mut g);
    to_day(&mut g);
    act(&mut g, 1, "a0");
    assert_eq!(choice_ids(&g, 1), vec!["t4", "t5"], "the dead of yesterday");
    act(&mut g, 1, "t5");
    assert_eq!(choice_ids(&g, 5).len(), 26);
    act(&mut g, 5, "lB");
    assert!(public_text(&g).contains("The ghost of Fay gives Ben the letter B."));
}
