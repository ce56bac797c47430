//! Bots play their artifacts with a purpose, from what their seat knows:
//! the Mirror only on a player known to be no werewolf, gems and the
//! Amethyst's question aimed at a suspect, vote immunity kept for the trial,
//! the Spear in a wolf's hand only for the win, the Cudgel at a player whose
//! earlier picks hit villagers, no nomination wasted on an immune player,
//! and what a seeing card showed shared as a public claim.

use super::*;
use crate::games::werewolf::artifacts::Artifact::*;
use crate::games::werewolf::roles::Role::*;
use crate::games::werewolf::{Cause, Pending, Werewolf as Table};

/// Seat 1 is a Seer who looked at `seen` on night 1; day 1 has begun.
fn seer_who_looked_at(roles: &[Role], seen: usize, cards: &[(usize, Artifact)]) -> Table {
    let mut g = with_roles(roles, &[]);
    for &(seat, art) in cards {
        give(&mut g, seat, art);
    }
    act(&mut g, 1, &format!("t{seen}"));
    to_day(&mut g);
    g
}

#[test]
fn a_village_bot_keeps_the_mirror_while_it_knows_nobody_to_be_no_werewolf() {
    let mut g = with_roles(
        &[Werewolf, Villager, Villager, Villager, Villager, Villager],
        &[],
    );
    give(&mut g, 1, MirrorOfTheDoppelganger);
    to_day(&mut g);
    assert!(choice_ids(&g, 1).contains(&"a0".to_string()));
    assert!(!bot_choices(&g, 1).contains(&"a0".to_string()));
}

#[test]
fn a_village_bot_copies_with_the_mirror_a_player_it_knows_is_no_werewolf() {
    let mut g = seer_who_looked_at(
        &[Werewolf, Seer, Villager, Villager, Villager, Villager],
        2,
        &[(1, MirrorOfTheDoppelganger)],
    );
    assert!(bot_choices(&g, 1).contains(&"a0".to_string()));
    act(&mut g, 1, "a0");
    let picks = bot_choices(&g, 1);
    assert!(!picks.is_empty() && picks.iter().all(|p| p == "t2"), "{picks:?}");
}

#[test]
fn a_wolf_bot_keeps_the_cloak_of_the_prince_until_it_is_on_trial() {
    let mut g = with_roles(
        &[Werewolf, Villager, Villager, Villager, Villager, Villager],
        &[],
    );
    give(&mut g, 0, CloakOfThePrince);
    to_day(&mut g);
    assert!(choice_ids(&g, 0).contains(&"a0".to_string()));
    assert!(
        !bot_choices(&g, 0).contains(&"a0".to_string()),
        "not on day one when nobody nominated it"
    );
    act(&mut g, 1, "n0");
    act(&mut g, 2, "second");
    let picks = bot_choices(&g, 0);
    assert!(picks.iter().all(|p| p == "a0"), "on trial: {picks:?}");
}

#[test]
fn a_village_bot_aims_the_sapphire_at_the_werewolf_it_knows() {
    let mut g = seer_who_looked_at(
        &[Werewolf, Seer, Villager, Villager, Villager, Villager],
        0,
        &[
            (1, SapphireOfFate),
            (0, MaceOfTheMayor),
            (2, VoteFromBeyond),
            (3, DiaryOfTheInsomniac),
        ],
    );
    assert!(bot_choices(&g, 1).contains(&"a0".to_string()));
    act(&mut g, 1, "a0");
    let picks = bot_choices(&g, 1);
    assert!(!picks.is_empty() && picks.iter().all(|p| p == "t0"), "{picks:?}");
}

#[test]
fn a_village_bot_without_a_suspect_keeps_its_gems_face_down() {
    for gem in [SapphireOfFate, EmeraldOfJealousy, OnyxOfDestruction, RubyOfKismet] {
        let mut g = with_roles(
            &[Werewolf, Villager, Villager, Villager, Villager, Villager],
            &[],
        );
        give(&mut g, 1, gem);
        give(&mut g, 0, MaceOfTheMayor);
        give(&mut g, 2, VoteFromBeyond);
        to_day(&mut g);
        assert!(choice_ids(&g, 1).contains(&"a0".to_string()));
        assert!(!bot_choices(&g, 1).contains(&"a0".to_string()), "{gem:?}");
    }
}

#[test]
fn a_village_bot_makes_a_suspect_reveal_only_a_card_that_hurts_them() {
    for (card, answer) in [(OrbOfSpeculation, "force"), (MaceOfTheMayor, "keep")] {
        let mut g = seer_who_looked_at(
            &[Werewolf, Seer, Villager, Villager, Villager, Villager],
            0,
            &[(1, AmethystOfKnowledge), (0, card)],
        );
        act(&mut g, 1, "a0");
        act(&mut g, 1, "t0");
        let picks = bot_choices(&g, 1);
        assert!(
            !picks.is_empty() && picks.iter().all(|p| p == answer),
            "{card:?}: {picks:?}"
        );
    }
}

#[test]
fn a_wolf_bot_strikes_with_the_spear_only_when_the_blow_wins() {
    let mut g = with_roles(
        &[
            Werewolf, Werewolf, Villager, Villager, Villager, Villager, Villager,
        ],
        &[],
    );
    give(&mut g, 0, SpearOfFury);
    to_day(&mut g);
    assert!(choice_ids(&g, 0).contains(&"a0".to_string()));
    assert!(
        !bot_choices(&g, 0).contains(&"a0".to_string()),
        "showing its card would only cost the pack a wolf"
    );
    let mut g = with_roles(&[Werewolf, Werewolf, Villager, Villager, Villager], &[]);
    give(&mut g, 0, SpearOfFury);
    to_day(&mut g);
    assert!(bot_choices(&g, 0).contains(&"a0".to_string()), "the blow wins");
}

#[test]
fn a_village_bot_does_not_nominate_a_werewolf_the_vote_cannot_eliminate() {
    let mut g = with_roles(
        &[Werewolf, Seer, Villager, Villager, Villager, Villager],
        &[],
    );
    give_revealed(&mut g, 0, CloakOfThePrince);
    act(&mut g, 1, "t0");
    to_day(&mut g);
    assert!(choice_ids(&g, 1).contains(&"n0".to_string()));
    assert!(!bot_choices(&g, 1).contains(&"n0".to_string()));
}

#[test]
fn a_bot_seer_keeps_the_stone_of_alteration() {
    let mut g = with_roles(
        &[Werewolf, Seer, Villager, Villager, Villager, Villager],
        &[],
    );
    give(&mut g, 1, StoneOfAlteration);
    to_day(&mut g);
    assert!(choice_ids(&g, 1).contains(&"a0".to_string()));
    assert!(!bot_choices(&g, 1).contains(&"a0".to_string()));
}

#[test]
fn a_bot_aims_the_cudgel_at_a_player_whose_dawn_picks_hit_villagers() {
    let mut g = with_roles(
        &[Werewolf, Villager, Villager, Villager, Villager, Villager],
        &[],
    );
    give_revealed(&mut g, 2, CudgelOfTheOldHag);
    // The wolf's Mask silenced Dan, who has since died and was shown a Villager.
    give_revealed(&mut g, 0, MaskOfSpellcasting);
    g.players[0].artifacts[0].chosen.push(3);
    g.players[3].alive = false;
    g.players[3].death = Some((0, Cause::Vote));
    g.players[3].role_public = true;
    for _ in 0..50 {
        if matches!(g.pending.front(), Some(Pending::Dawn { seat: 2, .. })) {
            break;
        }
        clock(&mut g);
    }
    assert!(matches!(
        g.pending.front(),
        Some(Pending::Dawn { seat: 2, .. })
    ));
    let picks = bot_choices(&g, 2);
    assert!(!picks.is_empty() && picks.iter().all(|p| p == "t0"), "{picks:?}");
}

#[test]
fn a_village_bot_shares_what_the_staff_of_the_seer_showed() {
    let mut g = with_roles(
        &[Werewolf, Villager, Villager, Villager, Villager, Villager],
        &[],
    );
    give(&mut g, 1, StaffOfTheSeer);
    to_day(&mut g);
    act(&mut g, 1, "a0");
    act(&mut g, 1, "t0");
    until_bot_claims(&mut g, 1);
    act(&mut g, 1, "claim");
    assert_eq!(g.bot_action(1).as_deref(), Some("claimw0"));
}
