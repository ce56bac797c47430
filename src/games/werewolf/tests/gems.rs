//! The gem artifacts (one test each, named after it) and the reveal rulings:
//! day only, never by the dead, never twice, one resolution at a time, public
//! choices never of yourself, no repeat picks, dawn cards from the next day,
//! face-down cards of the dead back to the deck, dealing and opting in.

use super::*;
use crate::engine::{Game, RuleError};
use crate::games::werewolf::artifacts::Artifact::*;
use crate::games::werewolf::roles::Role::*;
use crate::games::werewolf::{Pending, Werewolf};

fn table(n: usize) -> Werewolf {
    let mut roles = vec![Werewolf];
    roles.extend(std::iter::repeat_n(Villager, n - 1));
    with_roles(&roles, &[])
}

#[test]
fn sapphire_of_fate_makes_a_player_reveal_an_artifact_now() {
    let mut g = table(7);
    give(&mut g, 1, SapphireOfFate);
    give(&mut g, 3, StaffOfTheSeer);
    to_day(&mut g);
    act(&mut g, 1, "a0");
    assert_eq!(
        choice_ids(&g, 1),
        vec!["t3"],
        "only players with a face-down artifact"
    );
    act(&mut g, 1, "t3");
    assert!(g.players[3].artifacts[0].revealed);
    assert!(
        choice_ids(&g, 3).contains(&"t0".to_string()),
        "the revealed Staff resolves for its owner"
    );
    act(&mut g, 3, "t0");
    assert!(seat_text(&g, 3).contains("Ann is the Werewolf"));
}

#[test]
fn sapphire_of_fate_when_every_artifact_is_revealed_has_no_effect() {
    let mut g = table(6);
    give(&mut g, 1, SapphireOfFate);
    give_revealed(&mut g, 3, VoidOfNothingness);
    to_day(&mut g);
    act(&mut g, 1, "a0");
    assert!(g.pending.is_empty() && g.players[1].artifacts[0].used);
    assert!(public_text(&g).contains("The Sapphire of Fate has no effect"));
}

#[test]
fn amethyst_of_knowledge_secretly_views_and_may_force_a_reveal() {
    let mut g = table(7);
    give(&mut g, 1, AmethystOfKnowledge);
    give(&mut g, 3, CloakOfThePrince);
    to_day(&mut g);
    act(&mut g, 1, "a0");
    act(&mut g, 1, "t3");
    assert!(seat_text(&g, 1).contains("Dan's face-down artifact is the Cloak of the Prince"));
    assert!(!public_text(&g).contains("Cloak"), "viewed secretly");
    assert_eq!(choice_ids(&g, 1), vec!["force", "keep"]);
    act(&mut g, 1, "force");
    assert!(g.has_active(3, CloakOfThePrince));
}

#[test]
fn diamond_of_denial_sends_a_revealed_always_in_effect_artifact_back_to_the_deck() {
    let mut g = table(7);
    give(&mut g, 1, DiamondOfDenial);
    give_revealed(&mut g, 3, CloakOfThePrince);
    to_day(&mut g);
    act(&mut g, 1, "a0");
    act(&mut g, 1, "t3");
    assert!(g.players[3].artifacts.is_empty());
    assert!(g.art_deck.contains(&CloakOfThePrince));
}

#[test]
fn emerald_of_jealousy_takes_a_face_down_artifact_still_face_down() {
    let mut g = table(7);
    give(&mut g, 1, EmeraldOfJealousy);
    give(&mut g, 3, MaceOfTheMayor);
    to_day(&mut g);
    act(&mut g, 1, "a0");
    act(&mut g, 1, "t3");
    let h = g.players[1]
        .artifacts
        .iter()
        .find(|h| h.art == MaceOfTheMayor)
        .expect("taken");
    assert!(!h.revealed);
    assert!(g.players[3].artifacts.is_empty());
    assert!(!public_text(&g).contains("Mace"), "still secret");
}

#[test]
fn onyx_of_destruction_removes_a_face_down_artifact_from_the_game() {
    let mut g = table(7);
    give(&mut g, 1, OnyxOfDestruction);
    give(&mut g, 3, MaceOfTheMayor);
    to_day(&mut g);
    act(&mut g, 1, "a0");
    act(&mut g, 1, "t3");
    assert_eq!(g.art_removed, vec![MaceOfTheMayor]);
    assert!(!g.art_deck.contains(&MaceOfTheMayor));
}

#[test]
fn ruby_of_kismet_makes_two_players_reveal_in_the_chosen_order() {
    let mut g = table(8);
    give(&mut g, 1, RubyOfKismet);
    give(&mut g, 3, StaffOfTheSeer);
    give(&mut g, 4, VoidOfNothingness);
    to_day(&mut g);
    act(&mut g, 1, "a0");
    act(&mut g, 1, "t4");
    act(&mut g, 1, "t3");
    let board: Vec<String> = g.board.iter().map(ToString::to_string).collect();
    let board = board.join("\n");
    let void = board.find("Eve must reveal the Void").expect("Eve first");
    let staff = board.find("Dan must reveal the Staff").expect("then Dan");
    assert!(void < staff);
    assert!(
        matches!(g.pending.front(), Some(Pending::Reveal(r)) if r.owner == 3),
        "Dan's Staff resolves fully"
    );
}

#[test]
fn citrine_of_fortune_is_exchanged_for_a_new_artifact_revealed_at_once() {
    let mut g = table(6);
    give(&mut g, 1, CitrineOfFortune);
    g.art_deck.retain(|a| *a != VoidOfNothingness);
    g.art_deck.push(VoidOfNothingness);
    to_day(&mut g);
    act(&mut g, 1, "a0");
    assert!(g.art_deck.contains(&CitrineOfFortune));
    assert_eq!(g.players[1].artifacts.len(), 1);
    assert!(
        g.players[1].artifacts[0].art == VoidOfNothingness && g.players[1].artifacts[0].revealed
    );
}

#[test]
fn amber_of_dawn_gives_a_new_artifact_to_each_player_who_revealed_a_one_use_artifact() {
    let mut g = table(7);
    give(&mut g, 1, AmberOfDawn);
    give(&mut g, 3, DiaryOfTheInsomniac);
    give(&mut g, 4, CapOfIdiocy);
    to_day(&mut g);
    act(&mut g, 3, "a0");
    act(&mut g, 4, "a0");
    act(&mut g, 1, "a0");
    assert_eq!(g.players[3].artifacts.len(), 2, "Diary is one-use");
    assert_eq!(g.players[4].artifacts.len(), 1, "Cap is always-in-effect");
    assert_eq!(
        g.players[1].artifacts.len(),
        2,
        "the Amber itself is one-use"
    );
    assert!(!g.players[3].artifacts[1].revealed);
}

/// Ruling: the Amber of Dawn rewards every living player who revealed a
/// one-use artifact, whatever they hold now: the Citrine of Fortune's
/// player who drew an always-in-effect card revealed the Citrine.
#[test]
fn amber_of_dawn_rewards_the_citrine_player_who_drew_an_always_in_effect_card() {
    let mut g = table(7);
    give(&mut g, 1, CitrineOfFortune);
    give(&mut g, 2, AmberOfDawn);
    g.art_deck.retain(|a| *a != VoidOfNothingness);
    g.art_deck.push(VoidOfNothingness);
    to_day(&mut g);
    act(&mut g, 1, "a0");
    assert_eq!(g.players[1].artifacts[0].art, VoidOfNothingness);
    let ev = act(&mut g, 2, "a0");
    assert_eq!(
        g.players[1].artifacts.len(),
        2,
        "the Citrine was one-use: {:?}",
        public_events(&ev)
    );
    assert!(!g.players[1].artifacts[1].revealed);
    assert!(public_events(&ev)
        .iter()
        .any(|l| l.starts_with("New face-down artifacts for: Ben, Cat")));
}

#[test]
fn with_two_artifacts_the_gem_player_chooses_which_card() {
    let mut g = table(7);
    give(&mut g, 1, OnyxOfDestruction);
    give(&mut g, 3, MaceOfTheMayor);
    give(&mut g, 3, CloakOfThePrince);
    to_day(&mut g);
    act(&mut g, 1, "a0");
    act(&mut g, 1, "t3");
    assert_eq!(choice_ids(&g, 1), vec!["slot0", "slot1"]);
    let p = g.prompts().into_iter().find(|p| p.seat == 1).unwrap();
    assert!(
        p.choices
            .iter()
            .all(|c| c.label.to_string().starts_with("Face-down artifact")),
        "picked blind"
    );
    act(&mut g, 1, "slot1");
    assert_eq!(g.art_removed, vec![CloakOfThePrince]);
}

#[test]
fn forced_reveal_of_a_rod_uses_it_up_with_no_effect() {
    let mut g = table(7);
    give(&mut g, 1, SapphireOfFate);
    give(&mut g, 3, RodOfReincarnation);
    to_day(&mut g);
    act(&mut g, 1, "a0");
    act(&mut g, 1, "t3");
    assert!(g.players[3].artifacts[0].revealed && g.players[3].artifacts[0].used);
    assert!(public_text(&g).contains("only works when its holder is eliminated"));
}

// ---- rulings and bad input ----

#[test]
fn reveal_at_night_is_refused() {
    let mut g = table(6);
    give(&mut g, 1, VoidOfNothingness);
    let err = refused(&mut g, Actor::Seat(1), "a0");
    assert!(err.to_string().contains("only during the day"), "{err}");
}

#[test]
fn reveal_by_the_dead_is_refused() {
    let mut g = with_roles(
        &[Werewolf, Villager, Villager, Villager, Villager, Villager],
        &[("first_night_kill", "true")],
    );
    give(&mut g, 1, VoidOfNothingness);
    act(&mut g, 0, "t1");
    to_day(&mut g);
    let err = refused(&mut g, Actor::Seat(1), "a0");
    assert!(err.to_string().contains("dead"), "{err}");
}

#[test]
fn revealing_the_same_artifact_twice_is_refused() {
    let mut g = table(6);
    give_and_reveal(&mut g, 1, VoidOfNothingness);
    let err = refused(&mut g, Actor::Seat(1), "a0");
    assert!(err.to_string().contains("already revealed"), "{err}");
}

#[test]
fn a_reveal_while_another_is_resolving_is_refused() {
    let mut g = table(6);
    give(&mut g, 1, StaffOfTheSeer);
    give(&mut g, 2, VoidOfNothingness);
    to_day(&mut g);
    act(&mut g, 1, "a0");
    let err = refused(&mut g, Actor::Seat(2), "a0");
    assert!(
        err.to_string()
            .contains("Ben's Staff of the Seer is being resolved"),
        "{err}"
    );
}

#[test]
fn reveal_after_the_vote_has_started_is_refused() {
    let mut g = table(6);
    give(&mut g, 1, VoidOfNothingness);
    to_day(&mut g);
    trial(&mut g, 2, 3, 4);
    let err = refused(&mut g, Actor::Seat(1), "a0");
    assert!(err.to_string().contains("vote has started"), "{err}");
}

#[test]
fn choosing_yourself_or_an_invalid_target_is_refused_and_changes_nothing() {
    let mut g = table(6);
    give_and_reveal(&mut g, 1, StaffOfTheSeer);
    assert!(refused(&mut g, Actor::Seat(1), "t1")
        .to_string()
        .contains("cannot choose yourself"));
    assert!(refused(&mut g, Actor::Seat(1), "t17")
        .to_string()
        .contains("no player number 17"));
    assert!(matches!(
        refused(&mut g, Actor::Seat(1), "tx"),
        RuleError::Malformed(_)
    ));
    assert!(
        matches!(refused(&mut g, Actor::Seat(2), "t0"), RuleError::NotYourTurn(m) if m.contains("Staff of the Seer"))
    );
}

#[test]
fn an_always_in_effect_artifact_never_chooses_the_same_player_twice() {
    let mut g = table(7);
    give_and_reveal(&mut g, 1, HeartOfIndifference);
    to_night(&mut g);
    clock(&mut g);
    act(&mut g, 1, "t4");
    to_night(&mut g);
    clock(&mut g);
    let c = choice_ids(&g, 1);
    assert!(
        !c.contains(&"t4".to_string())
            && !c.contains(&"t1".to_string())
            && c.contains(&"t3".to_string())
    );
}

#[test]
fn dawn_artifacts_act_from_the_day_after_they_are_revealed() {
    let mut g = table(7);
    give_and_reveal(&mut g, 1, MaskOfSpellcasting);
    assert!(
        g.pending.is_empty() && is_discussion(&g),
        "no choice on the day of the reveal"
    );
    to_night(&mut g);
    clock(&mut g);
    assert!(
        matches!(g.pending.front(), Some(Pending::Dawn { seat: 1, .. })),
        "first thing next morning"
    );
    assert_eq!(
        g.phase,
        crate::games::werewolf::Phase::DawnArtifacts,
        "before the discussion"
    );
}

#[test]
fn face_down_artifacts_of_an_eliminated_player_go_back_to_the_deck_unrevealed() {
    let mut g = with_roles(
        &[Werewolf, Villager, Villager, Villager, Villager, Villager],
        &[("first_night_kill", "true")],
    );
    give(&mut g, 1, MaceOfTheMayor);
    give(&mut g, 1, CapOfIdiocy);
    g.players[1].artifacts[1].revealed = true;
    act(&mut g, 0, "t1");
    to_day(&mut g);
    assert!(g.art_deck.contains(&MaceOfTheMayor));
    assert_eq!(
        g.players[1].artifacts.len(),
        1,
        "the revealed Cap stays on the board"
    );
    let public = public_text(&g);
    assert!(public.contains("[Cap of Idiocy]") && !public.contains("Mace"));
}

#[test]
fn private_panel_shows_your_face_down_artifacts_and_the_board_only_their_number() {
    let mut g = table(6);
    give(&mut g, 1, MaceOfTheMayor);
    assert!(seat_text(&g, 1).contains("Mace of the Mayor (A, face down)"));
    assert!(!seat_text(&g, 2).contains("Mace") && !public_text(&g).contains("Mace"));
    assert!(public_text(&g).contains("Ben · 1 face-down"));
}

#[test]
fn artifacts_are_dealt_only_to_players_who_opt_in() {
    let s = setup(8, 3, &[("artifacts", "2"), ("artifact_opt_out", "2,5")]);
    let g = Werewolf::setup(&s).unwrap();
    for (i, p) in g.players.iter().enumerate() {
        let expected = if i == 1 || i == 4 { 0 } else { 2 };
        assert_eq!(p.artifacts.len(), expected, "seat {i}");
    }
    assert_eq!(g.art_deck.len(), 38 - 12);
    let gems = g
        .players
        .iter()
        .flat_map(|p| &p.artifacts)
        .filter(|h| h.art.is_gem())
        .count();
    assert_eq!(gems, 2, "12 cards: two gems, ten others");
    let g = Werewolf::setup(&setup(8, 3, &[])).unwrap();
    assert!(
        g.players.iter().all(|p| p.artifacts.is_empty()),
        "artifacts=0: none"
    );
}

#[test]
fn the_host_can_trim_the_artifact_list() {
    let s = setup(
        6,
        3,
        &[
            ("artifacts", "1"),
            ("artifact_list", "void,cap,mace,cloak,heart,mask,ruby"),
        ],
    );
    let g = Werewolf::setup(&s).unwrap();
    let allowed = [
        VoidOfNothingness,
        CapOfIdiocy,
        MaceOfTheMayor,
        CloakOfThePrince,
        HeartOfIndifference,
        MaskOfSpellcasting,
        RubyOfKismet,
    ];
    assert!(g
        .players
        .iter()
        .flat_map(|p| &p.artifacts)
        .all(|h| allowed.contains(&h.art)));
    assert_eq!(g.art_total, 7);
}

#[test]
fn the_diamond_of_denial_chooses_only_a_living_player() {
    let mut g = table(7);
    give(&mut g, 1, DiamondOfDenial);
    give_revealed(&mut g, 3, MaceOfTheMayor);
    give_revealed(&mut g, 4, CapOfIdiocy);
    g.players[3].alive = false;
    g.players[3].death = Some((0, crate::games::werewolf::Cause::Wolves));
    g.night.tasks[3].clear();
    to_day(&mut g);
    act(&mut g, 1, "a0");
    assert_eq!(choice_ids(&g, 1), vec!["t4"], "not the dead Dan");
}

#[test]
fn the_diamond_of_denial_with_only_dead_holders_has_no_effect() {
    let mut g = table(7);
    give(&mut g, 1, DiamondOfDenial);
    give_revealed(&mut g, 3, MaceOfTheMayor);
    g.players[3].alive = false;
    g.players[3].death = Some((0, crate::games::werewolf::Cause::Wolves));
    g.night.tasks[3].clear();
    to_day(&mut g);
    act(&mut g, 1, "a0");
    assert!(g.pending.is_empty());
    assert!(public_text(&g).contains("The Diamond of Denial has no effect"));
}
