//! Bots leave people the floor: once nominations open, each bot waits its
//! own moment (from half of `bot_wait` to all of it) before it nominates or
//! seconds, as game state stepped by the clock; a human at the table is
//! asked first; and bots never nominate a player the vote publicly cannot
//! eliminate, whom the nomination choices label for humans.

use super::*;
use crate::engine::{next_automatic_move, Game};
use crate::games::werewolf::artifacts::Artifact::*;
use crate::games::werewolf::roles::Role::*;
use crate::games::werewolf::{Phase, Werewolf};

/// Six seats, the default wait (20-40 s), nominations open at once.
fn waiting_bots(seed: u64) -> Werewolf {
    let s = setup(6, seed, &[("bot_wait", "40")]);
    let mut g = Werewolf::setup(&s).unwrap();
    to_day(&mut g);
    assert!(g.today.floor_open);
    g
}

#[test]
fn each_bot_waits_its_own_moment_from_half_the_option_to_all_of_it() {
    let mut drawn = Vec::new();
    for seed in 0..20 {
        let g = waiting_bots(seed);
        assert_eq!(g.today.bots_wait.len(), 6);
        drawn.extend(g.today.bots_wait.iter().copied());
        let first = *g.today.bots_wait.iter().min().unwrap();
        assert_eq!(
            g.deadline().unwrap().seconds,
            first.min(30),
            "the clock steps to the first bot's turn (or the discussion's tick)"
        );
    }
    assert!(drawn.iter().all(|w| (20..=40).contains(w)), "{drawn:?}");
    assert!(drawn.iter().any(|&w| w != drawn[0]), "randomised per bot");
}

#[test]
fn bots_never_nominate_or_second_within_their_wait() {
    for seed in 0..30 {
        let mut g = waiting_bots(seed);
        // An all-bot table: the clock steps over the waits at once.
        for _ in 0..400 {
            if g.finish.is_some() || !g.is_day() {
                break;
            }
            let Some((actor, action)) = next_automatic_move(&g, |_| true) else {
                break;
            };
            if let Actor::Seat(s) = actor {
                if action.starts_with('n') || action == "second" {
                    assert!(
                        g.today.floor_spent >= g.today.bots_wait[s],
                        "seed {seed}: seat {s} took the floor at {} s, its wait is {} s",
                        g.today.floor_spent,
                        g.today.bots_wait[s]
                    );
                }
            }
            crate::engine::testkit::act_as(&mut g, actor, &action);
        }
    }
}

#[test]
fn a_human_is_asked_first_and_the_bots_follow_once_they_pass() {
    let mut g = waiting_bots(3);
    let is_bot = |s: usize| s != 0;
    assert!(choice_ids(&g, 0).iter().any(|c| c.starts_with('n')));
    // A bot may talk (a claim), but while the human may nominate no bot
    // nominates and the clock does not act.
    while let Some((actor, action)) = next_automatic_move(&g, is_bot) {
        assert!(
            actor != Actor::Clock && !action.starts_with('n') && action != "done",
            "{actor:?} {action}"
        );
        crate::engine::testkit::act_as(&mut g, actor, &action);
    }
    act(&mut g, 0, "done");
    let mut clock_steps = 0;
    while is_discussion(&g) && g.today.nominated.is_empty() {
        let (actor, action) = next_automatic_move(&g, is_bot).expect("the game moves on");
        clock_steps += (actor == Actor::Clock) as u32;
        crate::engine::testkit::act_as(&mut g, actor, &action);
    }
    assert!(clock_steps > 0, "the clock ends the bots' wait");
}

#[test]
fn a_human_nomination_waits_for_the_bots_seconds_within_the_seconding_time() {
    let mut g = waiting_bots(5);
    let accused = (1..6).find(|&t| g.players[t].alive).unwrap();
    act(&mut g, 0, &format!("n{accused}"));
    assert!(matches!(g.phase, Phase::Second { .. }));
    let first = (0..6)
        .filter(|&s| s != 0 && s != accused)
        .map(|s| g.today.bots_wait[s])
        .min()
        .unwrap();
    assert_eq!(g.deadline().unwrap().seconds, first.min(30));
    // The seconding step still lasts 30 s in all.
    let mut total = 0;
    while matches!(g.phase, Phase::Second { .. }) {
        total += g.deadline().unwrap().seconds;
        clock(&mut g);
    }
    assert_eq!(total, 30);
}

#[test]
fn the_bots_wait_keeps_the_days_length() {
    let mut g = waiting_bots(7);
    let mut total = 0;
    while is_discussion(&g) {
        total += g.deadline().unwrap().seconds;
        clock(&mut g);
    }
    assert_eq!(total, 300, "the discussion's 300 s, in smaller steps");
}

#[test]
fn the_bots_wait_survives_a_restart() {
    let g = waiting_bots(9);
    let stored = serde_json::to_string(&g).unwrap();
    let back: Werewolf = serde_json::from_str(&stored).unwrap();
    assert_eq!(back.today.bots_wait, g.today.bots_wait);
    assert_eq!(back.deadline(), g.deadline());
}

#[test]
fn nominations_reopened_by_the_talisman_make_the_bots_wait_again() {
    let mut g = with_roles(
        &[
            Werewolf, Villager, Villager, Villager, Villager, Villager, Villager, Villager,
        ],
        &[("bot_wait", "40")],
    );
    give_and_reveal(&mut g, 1, TalismanOfTrouble);
    clock(&mut g);
    let reopened = g.today.floor_spent;
    assert!(reopened >= 20, "the first bot's wait is over");
    trial(&mut g, 1, 2, 3);
    everyone_votes(&mut g, "elim");
    assert!(is_discussion(&g), "a second elimination is allowed");
    assert!(
        g.today
            .bots_wait
            .iter()
            .all(|&w| (reopened + 20..=reopened + 40).contains(&w)),
        "{:?} from {reopened}",
        g.today.bots_wait
    );
    assert!((0..8).all(|s| !g.players[s].alive || g.leaves_the_floor(s)));
}

// ---- players the vote publicly cannot eliminate ----

#[test]
fn bots_never_nominate_a_player_the_vote_publicly_cannot_eliminate() {
    // A bot wolf would nominate any villager; a bot Seer who found the wolf
    // would nominate it.
    type Protect = fn(&mut Werewolf);
    let cases: [(&str, Protect); 3] = [
        ("a shown Prince", |g| g.players[1].role_public = true),
        ("the Amulet", |g| give_revealed(g, 1, AmuletOfProtection)),
        ("the Cloak", |g| give_revealed(g, 1, CloakOfThePrince)),
    ];
    for (what, protect) in cases {
        let mut g = with_roles(
            &[Werewolf, Prince, Villager, Villager, Villager, Villager],
            &[],
        );
        to_day(&mut g);
        protect(&mut g);
        // The wolf has said its line of the day (bots speak before they
        // nominate).
        g.today.lines.push(0);
        let picks = bot_choices(&g, 0);
        assert!(picks.iter().any(|p| p.starts_with('n')), "{what}: {picks:?}");
        assert!(!picks.contains(&"n1".to_string()), "{what}: {picks:?}");
    }
}

#[test]
fn bots_do_not_second_a_player_the_vote_publicly_cannot_eliminate() {
    let mut g = with_roles(
        &[Werewolf, Seer, Villager, Villager, Villager, Villager],
        &[],
    );
    act(&mut g, 1, "t0");
    to_day(&mut g);
    // Given by day: the Amulet passes on at each dawn.
    give_revealed(&mut g, 0, AmuletOfProtection);
    act(&mut g, 2, "n0");
    let picks = bot_choices(&g, 1);
    assert!(!picks.is_empty() && picks.iter().all(|p| p != "second"), "{picks:?}");
}

#[test]
fn a_nomination_of_a_protected_player_is_labelled_for_humans() {
    let mut g = with_roles(
        &[Werewolf, Villager, Villager, Villager, Prince, Villager],
        &[],
    );
    to_day(&mut g);
    give_revealed(&mut g, 3, AmuletOfProtection);
    g.players[4].role_public = true;
    let labels: Vec<String> = g
        .prompts()
        .into_iter()
        .find(|p| p.seat == 1)
        .unwrap()
        .choices
        .into_iter()
        .map(|c| c.label.to_string())
        .collect();
    assert!(labels.contains(&"Nominate Dan (cannot be eliminated: Amulet of Protection)".to_string()), "{labels:?}");
    assert!(labels.contains(&"Nominate Eve (cannot be eliminated: Prince)".to_string()), "{labels:?}");
    assert!(labels.contains(&"Nominate Cat".to_string()), "{labels:?}");
    let events = act(&mut g, 1, "n3");
    assert!(event_text(&events).contains("Ben nominates Dan (cannot be eliminated: Amulet of Protection)."));
}
