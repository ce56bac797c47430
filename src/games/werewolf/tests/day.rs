//! Base-game day rules: the trial and vote, limits, silence, timers, the
//! end, bad input, and the hidden-information proptest.

use proptest::prelude::*;

use super::*;
use crate::engine::{Actor, Game, GameRng, RuleError, Viewer};
use crate::games::werewolf::roles::Role::*;
use crate::games::werewolf::{MuteReason, Phase, Team, Werewolf, DISCUSSION_TICK};

// ---- day ----

#[test]
fn discussion_timer_defaults_to_300_seconds_and_shrinks_each_day() {
    let mut g = with_roles(
        &[Werewolf, Villager, Villager, Villager, Villager, Villager],
        &[("day_shrink", "60")],
    );
    to_day(&mut g);
    assert_eq!(g.discussion_left(), 300);
    to_night(&mut g);
    to_day(&mut g);
    assert_eq!(g.discussion_left(), 240);
}

#[test]
fn a_nomination_without_a_second_lapses() {
    let mut g = with_roles(
        &[Werewolf, Villager, Villager, Villager, Villager, Villager],
        &[],
    );
    to_day(&mut g);
    act(&mut g, 1, "n2");
    assert!(matches!(g.phase, Phase::Second { .. }));
    assert!(
        choice_ids(&g, 1).is_empty() && choice_ids(&g, 2).is_empty(),
        "nominator and accused do not second"
    );
    for s in [0, 3, 4, 5] {
        act(&mut g, s, "pass");
    }
    assert_eq!(g.phase, Phase::Discussion { resumed: true });
    act(&mut g, 3, "n2");
    clock(&mut g);
    assert_eq!(
        g.phase,
        Phase::Discussion { resumed: true },
        "the second's timer also lapses it"
    );
}

#[test]
fn each_player_nominates_at_most_once_per_day() {
    let mut g = with_roles(
        &[Werewolf, Villager, Villager, Villager, Villager, Villager],
        &[],
    );
    to_day(&mut g);
    act(&mut g, 1, "n2");
    clock(&mut g);
    assert!(!choice_ids(&g, 1).iter().any(|c| c.starts_with('n')));
    let err = refused(&mut g, Actor::Seat(1), "n3");
    assert!(matches!(err, RuleError::Illegal(_)), "{err}");
}

#[test]
fn a_majority_of_the_living_eliminates_and_a_tie_spares() {
    let mut g = with_roles(
        &[Werewolf, Villager, Villager, Villager, Villager, Villager],
        &[],
    );
    to_day(&mut g);
    trial(&mut g, 1, 2, 3);
    vote(&mut g, &[0, 1, 2], &[3, 4, 5]);
    assert!(g.players[3].alive, "3 of 6 is a tie: spared");
    trial(&mut g, 2, 1, 3);
    vote(&mut g, &[0, 1, 2, 4], &[3, 5]);
    assert!(!g.players[3].alive);
}

#[test]
fn at_most_one_elimination_per_day() {
    let mut g = with_roles(
        &[
            Werewolf, Villager, Villager, Villager, Villager, Villager, Villager,
        ],
        &[],
    );
    to_day(&mut g);
    trial(&mut g, 1, 2, 3);
    everyone_votes(&mut g, "elim");
    assert_eq!(g.phase, Phase::Night, "the day ends after the elimination");
    assert_eq!(g.round, 2);
}

#[test]
fn dead_players_cannot_vote_or_act() {
    let mut g = with_roles(
        &[
            Werewolf, Villager, Villager, Villager, Villager, Villager, Villager,
        ],
        &[("first_night_kill", "true")],
    );
    act(&mut g, 0, "t1");
    to_day(&mut g);
    assert!(choice_ids(&g, 1).is_empty());
    let err = refused(&mut g, Actor::Seat(1), "done");
    assert!(
        matches!(err, RuleError::NotYourTurn(ref m) if m.to_string().contains("dead")),
        "{err}"
    );
    trial(&mut g, 2, 3, 4);
    assert!(choice_ids(&g, 1).is_empty());
    refused(&mut g, Actor::Seat(1), "elim");
}

#[test]
fn the_live_tally_is_on_the_board() {
    let mut g = with_roles(
        &[Werewolf, Villager, Villager, Villager, Villager, Villager],
        &[],
    );
    to_day(&mut g);
    trial(&mut g, 1, 2, 3);
    act(&mut g, 1, "elim");
    act(&mut g, 4, "spare");
    let text = public_text(&g);
    assert!(text.contains("Eliminate (1): Ben"), "{text}");
    assert!(text.contains("Spare (1): Eve"), "{text}");
}

#[test]
fn muted_seats_lists_the_dead_the_silenced_and_the_sent_away() {
    let roles = [
        Werewolf,
        OldHag,
        Spellcaster,
        Villager,
        Villager,
        Villager,
        Villager,
    ];
    let mut g = with_roles(&roles, &[("first_night_kill", "true")]);
    act(&mut g, 0, "t6");
    act(&mut g, 1, "t3");
    act(&mut g, 2, "t4");
    to_day(&mut g);
    assert_eq!(
        g.muted_seats(),
        vec![
            (3, MuteReason::SentAway),
            (4, MuteReason::Silenced),
            (6, MuteReason::Dead)
        ]
    );
    to_night(&mut g);
    assert_eq!(
        g.muted_seats(),
        vec![(6, MuteReason::Dead)],
        "day restrictions end with the day"
    );
}

#[test]
fn discussion_ends_early_when_everyone_is_done() {
    let mut g = with_roles(&[Werewolf, Villager, Villager, Villager, Villager], &[]);
    to_day(&mut g);
    for s in 0..4 {
        act(&mut g, s, "done");
    }
    assert!(is_discussion(&g));
    act(&mut g, 4, "done");
    assert_eq!(g.phase, Phase::Night);
}

#[test]
fn no_nomination_by_the_end_of_the_timer_means_no_elimination() {
    let mut g = with_roles(&[Werewolf, Villager, Villager, Villager, Villager], &[]);
    to_day(&mut g);
    let ev = run_out_discussion(&mut g);
    assert!(event_text(&ev).contains("no elimination"));
    assert_eq!(g.living().len(), 5);
    assert_eq!(g.phase, Phase::Night);
}

// ---- timers ----

#[test]
fn every_phase_has_a_deadline_and_the_clock_ends_it_with_defaults() {
    let mut g = with_roles(
        &[Werewolf, Villager, Villager, Villager, Villager, Villager],
        &[],
    );
    assert_eq!(g.deadline().unwrap().seconds, 90);
    to_day(&mut g);
    assert_eq!(g.discussion_left(), 300);
    assert_eq!(g.deadline().unwrap().seconds, DISCUSSION_TICK);
    act(&mut g, 1, "n2");
    assert_eq!(g.deadline().unwrap().seconds, 30);
    act(&mut g, 3, "second");
    assert_eq!(g.deadline().unwrap().seconds, 60);
    clock(&mut g);
    assert!(
        matches!(g.phase, Phase::Vote { .. }),
        "the defence ends on time"
    );
    assert_eq!(g.deadline().unwrap().seconds, 60);
    act(&mut g, 1, "elim");
    clock(&mut g);
    assert!(g.players[2].alive, "missing votes are abstentions");
}

#[test]
fn a_stale_clock_action_is_refused() {
    let mut g = with_roles(
        &[Werewolf, Villager, Villager, Villager, Villager, Villager],
        &[],
    );
    let old = g.deadline().unwrap();
    clock(&mut g);
    let before = serde_json::to_string(&g).unwrap();
    let err = g.apply(Actor::Clock, &old.action).unwrap_err();
    assert!(err.to_string().contains("stale"), "{err}");
    assert_eq!(before, serde_json::to_string(&g).unwrap());
}

// ---- the end ----

#[test]
fn game_over_shows_every_role_and_the_reveal_keeps_the_night_log() {
    let mut g = with_roles(&[Werewolf, Seer, Villager, Villager, Villager], &[]);
    act(&mut g, 1, "t0");
    to_day(&mut g);
    trial(&mut g, 1, 2, 0);
    everyone_votes(&mut g, "elim");
    assert_eq!(g.finish.as_ref().unwrap().team, Some(Team::Village));
    let text = public_text(&g);
    assert!(
        text.contains("Ben — Seer") && text.contains("Cat — Villager"),
        "{text}"
    );
    assert!(text.contains("/game log"), "{text}");
    let summary = g.final_reveal().summary.join("\n");
    assert!(
        summary.contains("night log") && summary.contains("Seer Ben: Night 1: Ann is a werewolf."),
        "{summary}"
    );
}

#[test]
fn werewolves_win_when_they_are_as_many_as_everyone_else() {
    let mut g = with_roles(
        &[
            Werewolf, Werewolf, Minion, Villager, Villager, Villager, Villager,
        ],
        &[("first_night_kill", "true")],
    );
    act(&mut g, 0, "t3");
    act(&mut g, 1, "t3");
    to_day(&mut g);
    trial(&mut g, 0, 1, 4);
    everyone_votes(&mut g, "elim");
    assert!(g.finish.is_none(), "2 wolves against 3 others");
    act(&mut g, 0, "t5");
    act(&mut g, 1, "t5");
    clock(&mut g);
    let out = g.outcome().expect("2 wolves against 2 others");
    assert_eq!(g.finish.as_ref().unwrap().team, Some(Team::Werewolves));
    assert_eq!(
        out.winners,
        vec![0, 1, 2],
        "the Minion wins with the wolves"
    );
    assert_eq!(out.scores, vec![1, 1, 1, 0, 0, 0, 0]);
}

// ---- bad input ----

#[test]
fn malformed_and_out_of_turn_actions_are_refused_and_change_nothing() {
    let mut g = with_roles(&[Werewolf, Seer, Villager, Villager, Villager], &[]);
    assert!(matches!(
        refused(&mut g, Actor::Seat(1), "frobnicate"),
        RuleError::Malformed(_)
    ));
    assert!(
        matches!(refused(&mut g, Actor::Seat(1), "t1"), RuleError::Illegal(m) if m.contains("yourself"))
    );
    act(&mut g, 1, "t0");
    assert!(matches!(
        refused(&mut g, Actor::Seat(1), "t2"),
        RuleError::NotYourTurn(_)
    ));
    assert!(matches!(
        refused(&mut g, Actor::Seat(9), "t2"),
        RuleError::NotYourTurn(_)
    ));
    let before = serde_json::to_string(&g).unwrap();
    assert!(matches!(
        g.apply(Actor::Host, "sleep"),
        Err(RuleError::NotYourTurn(_))
    ));
    assert_eq!(before, serde_json::to_string(&g).unwrap());
}

#[test]
fn choosing_a_dead_player_is_refused_clearly() {
    let mut g = with_roles(
        &[Werewolf, Seer, Villager, Villager, Villager, Villager],
        &[("first_night_kill", "true")],
    );
    act(&mut g, 0, "t2");
    to_next_night(&mut g);
    let err = refused(&mut g, Actor::Seat(1), "t2");
    assert!(err.to_string().contains("Cat is dead"), "{err}");
}

// ---- hidden information ----

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]
    #[test]
    fn public_panel_does_not_depend_on_hidden_facts(seed in 0u64..500, steps in 0usize..150, a in 0usize..10, b in 0usize..10) {
        let s = setup(10, seed, &[("artifacts", "2")]);
        let mut g = Werewolf::setup(&s).unwrap();
        for _ in 0..steps {
            if g.finish.is_some() { break; }
            let p = g.prompts();
            if p.is_empty() {
                let d = g.deadline().unwrap();
                g.apply(Actor::Clock, &d.action).unwrap();
            } else {
                let seat = p[0].seat;
                let act = g.bot_action(seat).unwrap();
                g.apply(Actor::Seat(seat), &act).unwrap();
            }
        }
        prop_assume!(g.finish.is_none() && a != b);
        prop_assume!(!g.players[a].role_public && !g.players[b].role_public);
        let mut h = g.clone();
        // Hidden: the two role cards and every face-down artifact's identity.
        let (ra, rb) = (h.players[a].role, h.players[b].role);
        h.players[a].role = rb;
        h.players[b].role = ra;
        let mut down: Vec<(usize, usize)> = Vec::new();
        for (s, p) in h.players.iter().enumerate() {
            for (i, c) in p.artifacts.iter().enumerate() {
                if !c.revealed { down.push((s, i)); }
            }
        }
        if down.len() >= 2 {
            let (s0, i0) = down[0];
            let (s1, i1) = down[down.len() - 1];
            let x = h.players[s0].artifacts[i0].art;
            h.players[s0].artifacts[i0].art = h.players[s1].artifacts[i1].art;
            h.players[s1].artifacts[i1].art = x;
        }
        h.rng = GameRng::from_seed(seed + 1);
        prop_assert_eq!(g.view(Viewer::Public), h.view(Viewer::Public));
    }
}

/// An absent player misses every night alike: were only the nights of a
/// power counted, an absent Seer would go to its bot a night sooner than
/// an absent Villager, and its seat would start to play at once.
#[test]
fn an_absent_seer_and_an_absent_villager_miss_their_nights_alike() {
    let mut g = with_roles(&[Werewolf, Seer, Villager, Villager, Villager], &[]);
    for _ in 0..2 {
        assert_eq!(g.phase, Phase::Night);
        for seat in g.prompted_seats() {
            assert!(
                g.silence_misses_a_step(seat),
                "seat {seat} ({:?}) misses its night when the timer ends it",
                g.players[seat].role
            );
        }
        assert!(g.prompted_seats().contains(&1) && g.prompted_seats().contains(&2));
        to_next_night(&mut g);
    }
    // The day's open steps still end by their timer as a rule.
    to_day(&mut g);
    assert!(g.prompted_seats().iter().all(|&s| !g.silence_misses_a_step(s)));
}

/// At a trial every holder of a face-down artifact is asked alike before
/// the vote: a Rod or Scepter holder (cards revealed only when eliminated)
/// only to keep it hidden. Who is asked is public (the frontend pings
/// them); a face-down card's kind is not.
#[test]
fn at_a_trial_a_face_down_rod_or_scepter_holder_is_asked_like_any_face_down_holder() {
    use crate::games::werewolf::Artifact::*;
    let mut g = with_roles(
        &[Werewolf, Villager, Villager, Villager, Villager, Villager, Villager],
        &[],
    );
    give(&mut g, 4, RodOfReincarnation);
    give(&mut g, 5, RingOfTruth);
    give(&mut g, 6, ScepterOfRebirth);
    to_day(&mut g);
    act(&mut g, 1, "n2");
    act(&mut g, 3, "second");
    assert!(matches!(g.phase, Phase::Defence { .. }));
    assert_eq!(g.prompted_seats(), vec![2, 4, 5, 6], "the accused and every face-down holder");
    assert_eq!(choice_ids(&g, 4), vec!["wait"]);
    assert_eq!(choice_ids(&g, 6), vec!["wait"]);
    assert!(choice_ids(&g, 5).contains(&"a0".to_string()));
    act(&mut g, 4, "wait");
    assert_eq!(g.prompted_seats(), vec![2, 5, 6]);
}

#[test]
fn a_seat_panel_shows_only_its_own_secrets() {
    let g = with_roles(&[Werewolf, Seer, Villager, Villager, Villager], &[]);
    let seer = seat_text(&g, 1);
    assert!(seer.contains("Your role") && seer.contains("Seer"));
    assert!(!seer.contains("Ann — Werewolf"), "{seer}");
    let wolf = seat_text(&g, 0);
    assert!(
        wolf.contains("Your role (werewolves): Werewolf —") && !wolf.contains("Ben — Seer"),
        "{wolf}"
    );
}

#[test]
fn rules_pages_are_short_and_choice_labels_fit_discord() {
    for page in crate::engine::testkit::rules_pages::<Werewolf>() {
        assert!(page.len() <= 1500, "rules page of {} chars", page.len());
    }
    for a in crate::games::werewolf::Artifact::ALL {
        assert!(a.text_label().to_string().len() <= 100, "{}", a.name());
    }
    let mut g = with_roles(
        &[Werewolf, Villager, Villager, Villager, Villager, Villager],
        &[],
    );
    g.names[2] = "A rather long display name of 32c".into();
    to_day(&mut g);
    for p in g.prompts() {
        for c in p.choices {
            assert!(c.label.to_string().len() <= 80 && c.id.len() < 20, "{c:?}");
        }
    }
}

#[test]
fn a_stalemate_of_eight_rounds_without_a_death_ends_the_game_with_no_winner() {
    let mut g = with_roles(&[Werewolf, Villager, Villager, Villager, Villager], &[]);
    for _ in 0..7 {
        to_next_night(&mut g);
    }
    assert!(g.finish.is_none(), "7 quiet rounds");
    to_day(&mut g);
    run_out_discussion(&mut g);
    let out = g.outcome().expect("the moderator ends the game");
    assert!(
        out.winners.is_empty() && out.summary.contains("stalemate"),
        "{out:?}"
    );
    assert_eq!(g.finish.as_ref().unwrap().team, None);
}

// ---- the day's quiet talk, rooms and silence for the frontends ----

#[test]
fn nominations_open_after_the_quiet_talk_and_the_day_keeps_its_length() {
    let mut g = with_roles(
        &[Werewolf, Villager, Villager, Villager, Villager, Villager],
        &[("quiet_seconds", "60")],
    );
    to_day(&mut g);
    assert!(!g.today.floor_open);
    assert_eq!(g.deadline().unwrap().seconds, 60, "the quiet talk first");
    assert!(
        !choice_ids(&g, 1).iter().any(|c| c.starts_with('n')),
        "no nomination yet: {:?}",
        choice_ids(&g, 1)
    );
    assert!(matches!(
        g.clone().apply(Actor::Seat(1), "n2"),
        Err(RuleError::Illegal(_))
    ));
    // Bots say their line in the quiet talk (here at once: `bot_wait` is
    // 0), and nominate only once the floor opens.
    assert_eq!(g.bot_action(1).as_deref(), Some("claim"), "a bot speaks first");
    let ev = clock(&mut g);
    assert!(ev.iter().any(|e| e.text == "Nominations are open."));
    assert!(g.today.floor_open);
    assert_eq!(g.discussion_left(), 240, "the rest of the 300 s discussion");
    act(&mut g, 1, "n2");
    assert!(matches!(g.phase, Phase::Second { .. }));
}

#[test]
fn quiet_talk_is_at_most_half_the_discussion() {
    let mut g = with_roles(
        &[Werewolf, Villager, Villager, Villager, Villager, Villager],
        &[("quiet_seconds", "600"), ("day_seconds", "120")],
    );
    to_day(&mut g);
    assert_eq!(g.deadline().unwrap().seconds, 60);
}

#[test]
fn bot_only_villages_still_play_with_quiet_talk() {
    let s = setup(8, 5, &[("quiet_seconds", "60")]);
    let played = crate::engine::testkit::play_bots::<Werewolf>(&s, 50_000).expect("plays");
    assert!(played.actions.iter().any(|(a, _)| *a == Actor::Clock));
}

#[test]
fn the_living_wolves_share_a_room_until_the_end() {
    let mut g = with_roles(
        &[
            Werewolf, Werewolf, Villager, Villager, Villager, Villager, Villager,
        ],
        &[],
    );
    let rooms = g.rooms();
    assert_eq!(rooms.len(), 1);
    assert_eq!(rooms[0].seats, vec![0, 1]);
    g.players[1].alive = false;
    assert_eq!(g.rooms()[0].seats, vec![0], "the dead leave the room");
    g.players[0].alive = false;
    g.finish = Some(crate::games::werewolf::Finish {
        team: Some(Team::Village),
        reason: "test".into(),
    });
    assert!(g.rooms().is_empty());
    assert!(g.muted().is_empty(), "nobody stays muted after the end");
}

#[test]
fn dead_and_silenced_players_are_muted_with_a_reason() {
    let mut g = with_roles(
        &[Werewolf, Villager, Villager, Villager, Villager, Villager],
        &[],
    );
    g.players[2].alive = false;
    let muted = g.muted();
    assert_eq!(muted.len(), 1);
    assert_eq!((muted[0].seat, muted[0].reason.to_string()), (2, "dead".to_string()));
}

/// Seconds the clock lets pass in the discussion until the day ends.
fn discussion_clocked(g: &mut Werewolf) -> u32 {
    let mut total = 0;
    while is_discussion(g) {
        total += g.deadline().unwrap().seconds;
        clock(g);
    }
    total
}

#[test]
fn a_trial_pauses_the_discussion_which_resumes_with_the_time_left() {
    let roles = [Werewolf, Villager, Villager, Villager, Villager, Villager];
    let mut g = with_roles(&roles, &[]);
    to_day(&mut g);
    act(&mut g, 1, "n2");
    for s in [0, 3, 4, 5] {
        act(&mut g, s, "pass");
    }
    assert!(is_discussion(&g));
    assert_eq!(
        discussion_clocked(&mut g),
        300,
        "none of the 300 s was spent before the nomination"
    );
    // Time spent before a trial stays spent.
    let mut g = with_roles(&roles, &[]);
    to_day(&mut g);
    let spent = g.deadline().unwrap().seconds;
    clock(&mut g);
    assert!(spent < 300 && is_discussion(&g));
    assert_eq!(g.discussion_left(), 300 - spent);
    act(&mut g, 1, "n2");
    act(&mut g, 3, "second");
    act(&mut g, 2, "rest");
    everyone_votes(&mut g, "spare");
    assert!(is_discussion(&g));
    assert_eq!(g.discussion_left(), 300 - spent);
    assert_eq!(discussion_clocked(&mut g), 300 - spent);
}

#[test]
fn the_rules_pages_state_every_ruling() {
    let text = crate::engine::testkit::rules_pages::<Werewolf>().join("\n");
    for ruling in [
        "sees the original role card",
        "a new card clears every state of the old role",
        "neither stops the promotion nor shows as the Seer",
        "the Prince keeps his save while the Cloak of the Prince or the Amulet protects him",
        "the Breath of the Old Man included",
        "heals a Tough Guy's wound",
        "is a living player",
        "eliminated during the previous day by any means",
        "only the Bodyguard may not",
        "counts three votes",
        "triggers the two-kill revenge",
        "resumes with the time left",
        "ends in a stalemate",
        "gets the same decision step",
        "No public message depends on hidden facts",
        "make a public claim",
        "it does not force one",
        "makes its holder a werewolf",
        "never a Mirror copy of the Seer's power",
        "whatever they hold now",
        "through the Skimmer's curse",
        "name every voter's side",
        "named on the side the rules counted them for",
        "bots leave people the floor",
        "the human is asked first",
        "publicly cannot eliminate",
    ] {
        assert!(text.contains(ruling), "missing ruling: {ruling}");
    }
}

#[test]
fn the_day_speaks_of_revealing_an_artifact_only_to_a_table_and_a_seat_that_have_one() {
    let roles = [Werewolf, Villager, Villager, Villager, Villager, Villager];
    let day_line = |g: &Werewolf| {
        let line = g.board.iter().map(ToString::to_string).find(|l| l.contains("discussion."));
        line.unwrap_or_else(|| panic!("no day line: {:?}", g.board))
    };
    let asked = |g: &Werewolf, seat: usize| g.prompt_for(seat).expect("asked").text.to_string();
    // Dealt without artifacts: neither the day's line nor a prompt offers one.
    let mut g = with_roles(&roles, &[("artifacts", "0")]);
    to_day(&mut g);
    assert!(!day_line(&g).contains("artifact"), "{}", day_line(&g));
    assert!(!asked(&g, 1).contains("artifact"), "{}", asked(&g, 1));
    // With artifacts the day says so, and the seat holding one is told it may.
    let mut g = with_roles(&roles, &[]);
    give(&mut g, 1, crate::games::werewolf::Artifact::VoidOfNothingness);
    to_day(&mut g);
    assert!(day_line(&g).contains("reveal an artifact"), "{}", day_line(&g));
    assert!(asked(&g, 1).contains("reveal an artifact"), "{}", asked(&g, 1));
    assert!(!asked(&g, 2).contains("artifact"), "{}", asked(&g, 2));
}
