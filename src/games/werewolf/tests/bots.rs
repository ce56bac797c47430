//! Bot choices that follow a ruling, and public claims: anyone in the
//! discussion may claim a finding through the panel; a bot Seer sometimes
//! shares its findings, and a bot on the wolf side sometimes lies.

use super::*;
use crate::engine::Game;
use crate::games::werewolf::artifacts::Artifact::*;
use crate::games::werewolf::roles::Role::*;
use crate::games::werewolf::Pending;

#[test]
fn a_bot_tanner_never_saves_itself_with_the_scepter_or_the_rod() {
    for art in [ScepterOfRebirth, RodOfReincarnation] {
        let mut g = with_roles(
            &[
                Werewolf, Tanner, Villager, Villager, Villager, Villager, Villager,
            ],
            &[],
        );
        give(&mut g, 1, art);
        to_day(&mut g);
        trial(&mut g, 2, 3, 1);
        everyone_votes(&mut g, "elim");
        assert!(matches!(
            g.pending.front(),
            Some(Pending::Rebirth { seat: 1, .. })
        ));
        let picks = bot_choices(&g, 1);
        assert!(picks.iter().all(|a| a == "decline"), "{art:?}: {picks:?}");
    }
}

#[test]
fn a_bot_tanner_never_reveals_the_cloak_of_the_prince() {
    let mut g = with_roles(
        &[Werewolf, Tanner, Villager, Villager, Villager, Villager],
        &[],
    );
    give(&mut g, 1, CloakOfThePrince);
    to_day(&mut g);
    assert!(choice_ids(&g, 1).contains(&"a0".to_string()));
    assert!(!bot_choices(&g, 1).contains(&"a0".to_string()));
}

#[test]
fn every_player_who_may_speak_can_make_a_public_claim_in_the_discussion() {
    let mut g = with_roles(
        &[Werewolf, Seer, Villager, Villager, Villager, Villager],
        &[],
    );
    to_day(&mut g);
    for s in 0..6 {
        assert!(choice_ids(&g, s).contains(&"claim".to_string()), "seat {s}");
    }
    act(&mut g, 2, "claim");
    let c = choice_ids(&g, 2);
    assert!(c.contains(&"claimw3".to_string()) && c.contains(&"claimv3".to_string()));
    assert!(c.contains(&"back".to_string()));
    assert!(!c.contains(&"claimw2".to_string()), "not about yourself");
    let ev = act(&mut g, 2, "claimv3");
    assert!(public_events(&ev).contains(&"Cat claims: Dan is not a werewolf.".to_string()));
    assert!(public_text(&g).contains("Cat claims: Dan is not a werewolf."));
    assert!(
        choice_ids(&g, 2).contains(&"n1".to_string()),
        "back in the discussion"
    );
    act(&mut g, 3, "claim");
    act(&mut g, 3, "back");
    assert!(choice_ids(&g, 3).contains(&"claim".to_string()));
}

#[test]
fn a_bot_seer_sometimes_shares_its_findings_as_a_public_claim() {
    let mut g = with_roles(
        &[Werewolf, Seer, Villager, Villager, Villager, Villager],
        &[],
    );
    act(&mut g, 1, "t0");
    to_day(&mut g);
    until_bot_claims(&mut g, 1);
    act(&mut g, 1, "claim");
    let pick = g.bot_action(1).unwrap();
    assert_eq!(pick, "claimw0", "the truth");
    act(&mut g, 1, &pick);
    assert!(public_text(&g).contains("Ben claims: Ann is a werewolf."));
    assert!(
        !bot_choices(&g, 1).contains(&"claim".to_string()),
        "once a day"
    );
    // A Villager bot has no finding to claim: its line is an accusation
    // with a reason from the public record (bots that play like people
    // speak every day; before, a Villager bot never spoke).
    act(&mut g, 2, "claim");
    let line = g.bot_action(2).unwrap();
    assert!(line.starts_with("accuse"), "{line}");
}

#[test]
fn a_bot_on_the_wolf_side_sometimes_makes_a_false_claim() {
    let mut g = with_roles(
        &[Werewolf, Seer, Villager, Villager, Villager, Villager],
        &[],
    );
    to_day(&mut g);
    // At some moment its line is a Seer's lie (else an accusation).
    let pick = (0..200u64)
        .find_map(|k| {
            let mut h = g.clone();
            h.said = k;
            (h.bot_action(0).as_deref() == Some("claim")).then(|| {
                act(&mut h, 0, "claim");
                h.bot_action(0).unwrap()
            })
            .filter(|p| p.starts_with("claimw"))
        })
        .expect("a false claim at some moment");
    assert!(pick.starts_with("claimw") && pick != "claimw0", "{pick}");
}

/// What the bots weigh is worked out once per state, in one walk through
/// the claims and the votes (`PublicRecord`), and kept across a move that
/// leaves its inputs as they were: at every step of seeded bot games, at a
/// small and a large table, with and without artifacts, it is what the
/// seat-by-seat definitions give, and so is the one kept.
#[test]
fn the_public_record_worked_out_at_once_is_the_one_worked_out_seat_by_seat() {
    use crate::engine::next_automatic_move;
    let (mut steps_with_claims, mut kept) = (0, 0);
    for (n, seed, options) in [
        (8, 3, &[][..]),
        (16, 5, &[("artifacts", "2")][..]),
        (40, 7, &[][..]),
        (24, 11, &[("artifacts", "1")][..]),
    ] {
        let mut g: crate::games::werewolf::Werewolf =
            Game::setup(&setup(n, seed, options)).unwrap();
        let mut steps = 0;
        while !g.is_over() && steps < 5_000 {
            let record = g.work_out_record();
            for t in 0..n {
                assert_eq!(record.standing[t], g.work_out_standing(t), "standing of {t}");
                let reason = g.work_out_reason(t);
                assert_eq!(record.reason[t], reason, "reason against {t}, {n} seats, step {steps}");
            }
            if let Some(memo) = g.record.get() {
                assert_eq!(memo, &record, "the record kept at step {steps}, {n} seats");
                kept += 1;
            }
            steps_with_claims += usize::from(!g.claims.is_empty());
            let (actor, action) = next_automatic_move(&g, |_| true).expect("a bot or the clock acts");
            g.apply(actor, &action).unwrap();
            steps += 1;
        }
    }
    assert!(steps_with_claims > 1_000, "the games had claims to weigh: {steps_with_claims}");
    assert!(kept > 1_000, "the record is kept across moves: {kept}");
}
