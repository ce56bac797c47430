//! Base-game rules: deck building and options, the night and dawn. Each test
//! is named after the rule it checks (the day is in `day.rs`).

use super::*;
use crate::engine::{Audience, Game, GameRng, SetupError};
use crate::games::werewolf::roles::Role::*;
use crate::games::werewolf::{deck, Phase, Werewolf};

// ---- deck and options ----

#[test]
fn preset_deck_is_used_when_roles_is_auto_and_its_balance_is_shown() {
    let g = Werewolf::setup(&setup(12, 1, &[])).unwrap();
    let mut dealt: Vec<_> = g.players.iter().map(|p| p.role).collect();
    dealt.sort();
    assert_eq!(dealt, deck::preset(12));
    assert!(public_text(&g).contains("balance"));
}

#[test]
fn host_role_list_sets_the_deck_and_missing_seats_become_villagers() {
    let g = Werewolf::setup(&setup(9, 1, &[("roles", "seer=1,werewolf=2,witch=1")])).unwrap();
    let villagers = g.players.iter().filter(|p| p.role == Villager).count();
    assert_eq!(villagers, 5);
    assert!(
        public_text(&g).contains("Roles in play: 5 Villager, Seer, Witch, 2 Werewolf (balance +4)")
    );
}

#[test]
fn unworkable_role_list_is_refused_at_setup_with_a_clear_error() {
    let err = Werewolf::setup(&setup(6, 1, &[("roles", "seer=1,villager=5")])).unwrap_err();
    assert!(
        matches!(&err, SetupError::Options(m) if m.to_string().contains("no werewolf")),
        "{err}"
    );
    let err = Werewolf::setup(&setup(6, 1, &[("roles", "werewolf=1,villager=6")])).unwrap_err();
    assert!(
        err.to_string()
            .contains("7 roles but there are only 6 players"),
        "{err}"
    );
}

/// Why a table cannot be dealt is said in the reader's language, the
/// game's reason and the seat count alike: a text kept as data, not the
/// words of whoever the game was dealt for.
#[test]
fn a_refused_deal_is_said_in_the_reader_s_language() {
    use crate::engine::text::{with_locale, Locale};
    let err = Werewolf::setup(&setup(6, 1, &[("roles", "seer=1,villager=5")])).unwrap_err();
    let german = with_locale(Locale::De, || err.text().to_string());
    assert!(german.contains("Die Rollenliste hat keinen Werwolf"), "{german}");
    let mut s = setup(5, 1, &[]);
    s.names.truncate(4);
    let err = Werewolf::setup(&s).unwrap_err();
    let french = with_locale(Locale::Fr, || err.text().to_string());
    assert_eq!(french, "ce jeu se joue de 5 à 40 joueurs, pas à 4");
    let english = with_locale(Locale::EnUs, || err.text().to_string());
    assert_eq!(english, "this game needs 5 to 40 players, not 4");
}

#[test]
fn seat_count_out_of_range_is_a_seat_count_error() {
    for n in [4usize, 41] {
        let mut s = setup(5, 1, &[]);
        s.names = (0..n).map(|i| format!("p{i}").into()).collect();
        assert!(matches!(
            Werewolf::setup(&s),
            Err(SetupError::SeatCount {
                min: 5,
                max: 40,
                ..
            })
        ));
    }
}

#[test]
fn bad_artifact_options_are_refused_at_setup() {
    let err = Werewolf::setup(&setup(
        6,
        1,
        &[("artifacts", "1"), ("artifact_list", "rod,banana")],
    ))
    .unwrap_err();
    assert!(
        err.to_string().contains("unknown artifact `banana`"),
        "{err}"
    );
    let err = Werewolf::setup(&setup(
        6,
        1,
        &[("artifacts", "1"), ("artifact_opt_out", "9")],
    ))
    .unwrap_err();
    assert!(err.to_string().contains("seat 9 does not exist"), "{err}");
}

// ---- night ----

#[test]
fn every_living_player_gets_a_night_prompt_at_once() {
    let g = with_roles(
        &[Werewolf, Seer, Bodyguard, Villager, Villager, Mason, Mason],
        &[("first_night_kill", "true")],
    );
    let seats: Vec<usize> = g.prompts().iter().map(|p| p.seat).collect();
    assert_eq!(seats, (0..7).collect::<Vec<_>>());
}

#[test]
fn no_kill_on_the_first_night_unless_the_option_is_on() {
    let g = with_roles(&[Werewolf, Villager, Villager, Villager, Villager], &[]);
    assert_eq!(choice_ids(&g, 0), vec!["sleep"]);
    // A night without a kill shows no (empty) pack votes under "no night action".
    assert!(!seat_text(&g, 0).contains("The pack's votes"), "{}", seat_text(&g, 0));
    let g = with_roles(
        &[Werewolf, Villager, Villager, Villager, Villager],
        &[("first_night_kill", "true")],
    );
    assert!(choice_ids(&g, 0).contains(&"t1".to_string()));
    assert!(seat_text(&g, 0).contains("The pack's votes tonight"), "{}", seat_text(&g, 0));
}

#[test]
fn wolves_share_a_view_of_each_others_votes() {
    let mut g = with_roles(
        &[
            Werewolf, Werewolf, Villager, Villager, Villager, Villager, Villager, Villager,
            Villager,
        ],
        &[("first_night_kill", "true")],
    );
    let ev = act(&mut g, 0, "t3");
    assert_eq!(ev[0].audience, Audience::Seats(vec![0, 1]));
    assert!(seat_text(&g, 1).contains("Ann → Dan"));
    assert!(!seat_text(&g, 2).contains("Ann → Dan"));
    assert!(
        !public_text(&g).contains("→"),
        "the public board does not show the pack's votes"
    );
}

#[test]
fn wolves_split_vote_goes_to_the_most_votes() {
    let roles = [
        Werewolf, Werewolf, Werewolf, Villager, Villager, Villager, Villager, Villager, Villager,
        Villager, Villager, Villager, Villager,
    ];
    let mut g = with_roles(&roles, &[("first_night_kill", "true")]);
    act(&mut g, 0, "t5");
    act(&mut g, 1, "t6");
    act(&mut g, 2, "t5");
    assert_eq!(g.night.victims, Some(vec![5]));
}

#[test]
fn wolves_tied_vote_is_broken_at_random() {
    let mut victims = Vec::new();
    for k in 0..24 {
        let mut g = with_roles(
            &[
                Werewolf, Werewolf, Villager, Villager, Villager, Villager, Villager, Villager,
                Villager,
            ],
            &[("first_night_kill", "true")],
        );
        g.rng = GameRng::from_seed(k);
        act(&mut g, 0, "t3");
        act(&mut g, 1, "t4");
        victims.push(g.night.victims.clone().unwrap()[0]);
    }
    assert!(victims.contains(&3) && victims.contains(&4), "{victims:?}");
}

#[test]
fn witch_is_asked_about_potions_only_after_the_wolves_choose() {
    let mut g = with_roles(
        &[
            Werewolf, Werewolf, Witch, Villager, Villager, Villager, Villager, Villager, Villager,
        ],
        &[("first_night_kill", "true")],
    );
    act(&mut g, 0, "t3");
    assert_eq!(choice_ids(&g, 2), vec!["wait"], "she waits, prompted");
    act(&mut g, 1, "t3");
    assert!(choice_ids(&g, 2).contains(&"save3".to_string()));
}

#[test]
fn night_ends_when_every_role_has_acted() {
    let mut g = with_roles(&[Werewolf, Seer, Villager, Villager, Villager], &[]);
    act(&mut g, 0, "sleep");
    act(&mut g, 1, "t0");
    act(&mut g, 2, "sleep");
    act(&mut g, 3, "sleep");
    assert_eq!(g.phase, Phase::Night);
    act(&mut g, 4, "sleep");
    assert!(is_discussion(&g));
}

#[test]
fn night_timer_ends_the_night_with_no_action_for_missing_players() {
    let mut g = with_roles(
        &[Werewolf, Seer, Villager, Villager, Villager, Villager],
        &[("first_night_kill", "true")],
    );
    assert_eq!(g.deadline().unwrap().seconds, 90);
    act(&mut g, 2, "sleep");
    clock(&mut g);
    assert!(is_discussion(&g));
    assert!(g.living().len() == 6, "no wolf vote, no victim");
    assert!(g.players[1].intel.is_empty(), "the Seer did not look");
}

// ---- dawn ----

#[test]
fn dawn_protection_comes_before_the_kill_and_the_cursed_conversion() {
    let mut g = with_roles(
        &[
            Werewolf, Bodyguard, Cursed, Villager, Villager, Villager, Villager,
        ],
        &[("first_night_kill", "true")],
    );
    act(&mut g, 1, "t2");
    act(&mut g, 0, "t2");
    to_day(&mut g);
    assert!(
        g.players[2].alive && !g.is_werewolf(2),
        "protected: neither killed nor converted"
    );
}

#[test]
fn dawn_witch_poison_is_blocked_by_protection() {
    let mut g = with_roles(
        &[
            Werewolf, Bodyguard, Witch, Villager, Villager, Villager, Villager,
        ],
        &[("first_night_kill", "true")],
    );
    act(&mut g, 1, "t4");
    act(&mut g, 0, "t3");
    act(&mut g, 2, "poison4");
    to_day(&mut g);
    assert!(!g.players[3].alive);
    assert!(g.players[4].alive);
    assert!(g
        .log
        .iter()
        .any(|l| l.to_string().contains("poison on Eve was blocked")));
}

#[test]
fn dawn_announces_the_dead_with_their_roles() {
    let mut g = with_roles(
        &[Werewolf, Seer, Villager, Villager, Villager, Villager],
        &[("first_night_kill", "true")],
    );
    act(&mut g, 0, "t1");
    let ev = clock(&mut g);
    let text = event_text(&ev);
    assert!(text.contains("Dawn of day 1"), "{text}");
    assert!(
        text.contains("Ben died in the night. They were the Seer."),
        "{text}"
    );
    assert!(public_text(&g).contains("Ben — Seer · dead"));
}

#[test]
fn roles_stay_hidden_on_death_when_the_host_hides_them() {
    let mut g = with_roles(
        &[Werewolf, Seer, Villager, Villager, Villager, Villager],
        &[("first_night_kill", "true"), ("reveal_roles", "false")],
    );
    act(&mut g, 0, "t1");
    to_day(&mut g);
    assert!(!public_text(&g).contains("Seer ·") && !public_text(&g).contains("Ben — Seer"));
    assert!(!g.players[1].role_public);
}

#[test]
fn every_death_is_blamed_on_its_own_cause_and_a_night_death_is_dated_by_its_night() {
    let mut g = with_roles(
        &[Werewolf, Seer, Villager, Villager, Villager, Villager],
        &[("first_night_kill", "true")],
    );
    act(&mut g, 0, "t1");
    to_day(&mut g);
    trial(&mut g, 2, 3, 4);
    everyone_votes(&mut g, "elim");
    assert!(!g.players[1].alive && !g.players[4].alive);
    let log: Vec<String> = g.log.iter().map(|l| l.to_string()).collect();
    let log = log.join("\n");
    assert!(
        log.contains("Night 1: Ben (Seer) died (the werewolves)."),
        "{log}"
    );
    assert!(log.contains("Day 1: Eve (Villager) died (the vote)."), "{log}");
    assert!(!log.contains("Orb"), "{log}");
    let afterlife = g.afterlife_view().to_text();
    assert!(
        afterlife.contains("died in round 1 (the werewolves)")
            && afterlife.contains("died in round 1 (the vote)"),
        "{afterlife}"
    );
    let german = crate::engine::text::with_locale(crate::engine::text::Locale::De, || {
        g.afterlife_view().to_text()
    });
    assert!(
        german.contains("(Werwölfe)") && german.contains("(Abstimmung)") && !german.contains("Kugel"),
        "{german}"
    );
}
