//! Bots that play like people (issue 42): one test per habit, named after
//! it, each a seeded table where the old bots showed the habit.

use super::*;
use crate::engine::{next_automatic_move, Game};
use crate::games::werewolf::roles::Role::*;
use crate::games::werewolf::{Act, Claim, Phase, Werewolf};
use crate::text;

/// Eight seats: wolves in 0 and 7, the Seer in 1, villagers between.
const EIGHT: [crate::games::werewolf::Role; 8] = [
    Werewolf, Seer, Villager, Villager, Villager, Villager, Villager, Werewolf,
];

/// Plays the bots of `bots` (the others pass, rest and spare as a quiet
/// person would) until the day ends.
fn play_day(g: &mut Werewolf, bots: &[usize]) {
    for _ in 0..2000 {
        if !g.is_day() || g.finish.is_some() || matches!(g.phase, Phase::Dusk) {
            return;
        }
        let is_bot = |s: usize| bots.contains(&s);
        match next_automatic_move(g, is_bot) {
            Some((actor, action)) => {
                crate::engine::testkit::act_as(g, actor, &action);
            }
            None => {
                let p = g.prompts().into_iter().find(|p| !is_bot(p.seat));
                let Some(p) = p else {
                    clock(g);
                    continue;
                };
                let ids: Vec<&str> = p.choices.iter().map(|c| c.id.as_str()).collect();
                let pick = ["done", "pass", "rest", "wait", "spare", "back"]
                    .into_iter()
                    .find(|c| ids.contains(c))
                    .unwrap_or(ids[0]);
                act(g, p.seat, pick);
            }
        }
    }
    panic!("the day does not end: {:?}", g.phase);
}

#[test]
fn an_uncountered_seer_claim_is_not_voted_out_on_day_1() {
    let mut g = with_roles(&EIGHT, &[]);
    act(&mut g, 1, "t0");
    to_day(&mut g);
    // The Seer says what it found, and nobody contradicts it.
    act(&mut g, 1, "claim");
    act(&mut g, 1, "claimw0");
    // The wolves put the Seer on trial.
    trial(&mut g, 7, 0, 1);
    for seat in 2..7 {
        let votes = bot_choices(&g, seat);
        assert!(
            votes.iter().all(|v| v == "spare"),
            "villager {seat} votes out the lone claimant: {votes:?}"
        );
    }
}

#[test]
fn a_counter_claim_makes_both_claimants_suspect() {
    let mut g = with_roles(&EIGHT, &[]);
    to_day(&mut g);
    act(&mut g, 1, "claim");
    act(&mut g, 1, "claimw0");
    let before = g.hostility(3, 1);
    // A wolf contradicts the Seer: Ann is no werewolf, says Hal.
    act(&mut g, 7, "claim");
    act(&mut g, 7, "claimv0");
    for claimant in [1, 7] {
        assert!(
            g.hostility(3, claimant) >= 3,
            "claimant {claimant}: {}",
            g.hostility(3, claimant)
        );
    }
    assert!(g.hostility(3, 1) > before);
}

#[test]
fn a_claim_shown_false_discredits_its_claimer() {
    let mut g = with_roles(&EIGHT, &[]);
    to_day(&mut g);
    // The wolf in seat 7 lies: Cat (a villager) is a werewolf.
    act(&mut g, 7, "claim");
    act(&mut g, 7, "claimw2");
    trial(&mut g, 3, 4, 2);
    everyone_votes(&mut g, "elim");
    assert!(!g.players[2].alive && g.players[2].role_public);
    for seat in [3, 4, 5, 6] {
        assert!(g.hostility(seat, 7) >= 8, "seat {seat}: {}", g.hostility(seat, 7));
    }
    let reason = g.public_reason_against(7).expect("a reason");
    let line = g.reason_text(7, &reason).to_string();
    assert!(line.contains("Hal claimed Cat was a werewolf"), "{line}");
}

#[test]
fn nominated_or_seconded_then_voted_to_spare_with_nothing_new() {
    // A villager bot nominates (here the test makes the choice for it)
    // and another seconds: both vote to eliminate at every moment.
    for seed in 0..10u64 {
        let mut g = Werewolf::setup(&setup(8, seed, &[])).unwrap();
        to_day(&mut g);
        let (n, s, a) = (2, 3, 4);
        if [n, s, a].iter().any(|&p| !g.in_village(p) || !g.may_speak(p)) {
            continue;
        }
        trial(&mut g, n, s, a);
        for seat in [n, s] {
            if g.forced_vote(seat).is_some() {
                continue;
            }
            let votes = bot_choices(&g, seat);
            assert!(votes.iter().all(|v| v == "elim"), "seed {seed}, seat {seat}: {votes:?}");
        }
    }
    // Something new: the uncountered Seer clears the accused before the
    // vote, and the nominator changes its mind.
    let mut g = with_roles(&EIGHT, &[]);
    act(&mut g, 1, "t5");
    to_day(&mut g);
    act(&mut g, 3, "n5");
    act(&mut g, 4, "second");
    g.claims.push(Claim {
        round: 1,
        by: 1,
        about: 5,
        wolf: false,
    });
    act(&mut g, 5, "rest");
    assert!(bot_choices(&g, 3).iter().all(|v| v == "spare"));
}

#[test]
fn a_bot_votes_as_its_own_claim_said_a_lying_wolf_too() {
    // Seen in play: a wolf bot told the table a villager was a werewolf,
    // then voted to spare the villager at the trial.
    let mut g = with_roles(&EIGHT, &[]);
    to_day(&mut g);
    act(&mut g, 7, "claim");
    act(&mut g, 7, "claimw2");
    trial(&mut g, 3, 4, 2);
    let votes = bot_choices(&g, 7);
    assert!(votes.iter().all(|v| v == "elim"), "{votes:?}");
    // And the clearing it gave a packmate holds: it spares.
    let mut g = with_roles(&EIGHT, &[]);
    to_day(&mut g);
    act(&mut g, 7, "claim");
    act(&mut g, 7, "claimv0");
    trial(&mut g, 3, 4, 0);
    let votes = bot_choices(&g, 7);
    assert!(votes.iter().all(|v| v == "spare"), "{votes:?}");
}

#[test]
fn bots_vote_only_after_people_had_their_moment() {
    let mut g = with_roles(&EIGHT, &[("bot_wait", "40")]);
    to_day(&mut g);
    trial(&mut g, 2, 3, 4);
    // The vote opens: no bot votes yet, and the clock's next step is at
    // least half of `bot_wait` away.
    for seat in 0..8 {
        assert_eq!(g.bot_action(seat), None, "seat {seat} votes at once");
    }
    let step = g.deadline().unwrap().seconds;
    assert!((20..=40).contains(&step), "{step}");
    // A person (seat 0) is asked first: with them prompted nothing moves.
    let is_bot = |s: usize| s != 0;
    assert_eq!(next_automatic_move(&g, is_bot), None);
    act(&mut g, 0, "spare");
    // Then the clock steps to the bots' moments and they vote.
    for _ in 0..20 {
        if !matches!(g.phase, Phase::Vote { .. }) {
            break;
        }
        match next_automatic_move(&g, is_bot) {
            Some((actor, action)) => {
                crate::engine::testkit::act_as(&mut g, actor, &action);
            }
            None => break,
        }
    }
    assert!(!matches!(g.phase, Phase::Vote { .. }), "the bots voted");
    let rec = g.vote_log.last().unwrap();
    assert_eq!(rec.votes[0].0, 0, "the person voted first: {:?}", rec.votes);
}

#[test]
fn findings_never_claimed() {
    // A bot Seer who saw a villager says so the next day, at every moment
    // of it (not now and then), and an Apprentice who took over too.
    let mut g = with_roles(&EIGHT, &[]);
    act(&mut g, 1, "t3");
    to_day(&mut g);
    assert!(bot_choices(&g, 1).iter().all(|c| c == "claim"));
    act(&mut g, 1, "claim");
    assert_eq!(g.bot_action(1).as_deref(), Some("claimv3"));
    act(&mut g, 1, "claimv3");
    assert!(g.habits.owed.is_empty(), "{:?}", g.habits.owed);

    let mut roles = EIGHT;
    roles[2] = ApprenticeSeer;
    let mut g = with_roles(&roles, &[]);
    g.players[2].promoted = true;
    g.players[1].alive = false;
    g.players[1].death = Some((0, crate::games::werewolf::Cause::Wolves));
    g.learn(2, 4, crate::games::werewolf::Fact::Werewolf(false), text!("werewolf-finding-not-werewolf", player = g.player(4)));
    to_day(&mut g);
    assert_eq!(g.habits.owed, vec![(2, 4)]);
    act(&mut g, 2, "claim");
    assert_eq!(g.bot_action(2).as_deref(), Some("claimv4"));
    act(&mut g, 2, "claimv4");
    assert!(g.habits.owed.is_empty());
}

#[test]
fn a_bot_seer_on_trial_defends_itself_with_what_it_knows() {
    let mut g = with_roles(&EIGHT, &[]);
    act(&mut g, 1, "t0");
    to_day(&mut g);
    // The wolves put the Seer on trial before it spoke.
    act(&mut g, 0, "n1");
    act(&mut g, 7, "second");
    assert_eq!(g.bot_action(1).as_deref(), Some("claim"));
    act(&mut g, 1, "claim");
    assert_eq!(g.bot_action(1).as_deref(), Some("claimw0"));
    let ev = act(&mut g, 1, "claimw0");
    assert!(public_events(&ev).contains(&"Ben claims: Ann is a werewolf.".to_string()));
    assert_eq!(g.bot_action(1).as_deref(), Some("rest"));
}

#[test]
fn bot_lines_spoken_every_bot_speaks_each_day() {
    // Every bot says its line in the quiet talk, before anyone may
    // nominate: nobody's turn is cut off by a trial.
    for seed in 0..10 {
        let s = setup(8, seed, &[("bot_wait", "40"), ("quiet_seconds", "60")]);
        let mut g = Werewolf::setup(&s).unwrap();
        to_day(&mut g);
        let speakers: Vec<usize> = (0..8).filter(|&s| g.may_speak(s)).collect();
        play_day(&mut g, &(0..8).collect::<Vec<_>>());
        for &s in &speakers {
            let said = g.today.lines.iter().filter(|&&l| l == s).count();
            assert!((1..=2).contains(&said), "seed {seed}: seat {s} said {said} lines");
        }
    }
}

#[test]
fn a_bot_with_nobody_to_accuse_says_so() {
    let mut g = with_roles(&EIGHT, &[]);
    to_day(&mut g);
    // Everyone else has spoken, and nothing in the record points anywhere.
    for seat in [0, 1, 2, 4, 5, 6, 7] {
        g.today.lines.push(seat);
    }
    act(&mut g, 3, "claim");
    assert_eq!(g.bot_action(3).as_deref(), Some("undecided"));
    let ev = act(&mut g, 3, "undecided");
    // Eight lines said today, Dan's among them: the third of three ways.
    assert!(
        public_events(&ev).contains(&"Dan says: I have nothing against anyone yet.".to_string()),
        "{:?}",
        public_events(&ev)
    );
}

#[test]
fn a_reason_is_drawn_from_the_public_record() {
    // Akela voted to spare Timber, who was a wolf.
    let mut g = with_roles(&EIGHT, &[]);
    to_day(&mut g);
    trial(&mut g, 2, 3, 0);
    vote(&mut g, &[1, 2, 3, 4, 5], &[6, 7, 0]);
    assert!(!g.players[0].alive && g.players[0].role_public);
    let reason = g.public_reason_against(6).expect("a reason");
    assert_eq!(
        g.reason_text(6, &reason).to_string(),
        "Gus voted to spare Ann, who was a werewolf."
    );
    // Accusing with it says it in public.
    to_next_night(&mut g);
    to_day(&mut g);
    if g.players[3].alive && g.may_speak(3) {
        act(&mut g, 3, "claim");
        let ev = act(&mut g, 3, "accuse6");
        assert!(public_events(&ev)
            .contains(&"Dan accuses Gus: Gus voted to spare Ann, who was a werewolf.".to_string()));
    }
}

#[test]
fn done_for_today_says_it_gives_up_the_nomination() {
    let mut g = with_roles(&EIGHT, &[]);
    to_day(&mut g);
    let label = |g: &Werewolf, seat: usize| {
        g.prompt_for(seat)
            .unwrap()
            .choices
            .iter()
            .find(|c| c.id == "done")
            .unwrap()
            .label
            .to_string()
    };
    assert_eq!(label(&g, 2), "Done for today (I give up today's nomination)");
    trial(&mut g, 2, 3, 4);
    everyone_votes(&mut g, "spare");
    assert_eq!(label(&g, 2), "Done for today", "the nomination is spent");
}

#[test]
fn a_wolf_bot_lies_like_a_seer_but_never_clears_or_names_its_pack() {
    for seed in 0..20 {
        let s = setup(8, seed, &[]);
        let done = crate::engine::testkit::play_bots::<Werewolf>(&s, 20_000).unwrap();
        let g = &done.state;
        for c in &g.claims {
            if g.players[c.by].dealt.is_wolf() {
                let pack_member = g.players[c.about].dealt.is_wolf();
                assert!(!(c.wolf && pack_member), "seed {seed}: a wolf named its pack: {c:?}");
            }
        }
    }
}

#[test]
fn a_wolf_answers_a_claim_that_named_its_pack_even_after_its_line() {
    let mut g = with_roles(&EIGHT, &[]);
    act(&mut g, 1, "t0");
    to_day(&mut g);
    // Hal (a wolf) has said the day's line; then the Seer names Ann.
    act(&mut g, 7, "claim");
    act(&mut g, 7, "undecided");
    act(&mut g, 1, "claim");
    act(&mut g, 1, "claimw0");
    assert_eq!(g.bot_action(7).as_deref(), Some("claim"));
    act(&mut g, 7, "claim");
    assert_eq!(g.bot_action(7).as_deref(), Some("claimw1"), "Hal names the claimant back");
    act(&mut g, 7, "claimw1");
    // One of the pack answers; Ann does not pile on with the same claim.
    act(&mut g, 0, "claim");
    assert_ne!(g.bot_action(0).as_deref(), Some("claimw1"));
}

#[test]
fn a_wolf_votes_with_the_village_on_a_packmate_already_out() {
    let mut g = with_roles(&EIGHT, &[]);
    to_day(&mut g);
    trial(&mut g, 2, 3, 0);
    // Five of eight already vote to eliminate Ann: sparing her now would
    // only show who her pack is.
    vote(&mut g, &[1, 2, 3, 4, 5], &[]);
    assert!(bot_choices(&g, 7).iter().all(|v| v == "elim"));
    // With the vote still open, Hal spares her.
    let mut g = with_roles(&EIGHT, &[]);
    to_day(&mut g);
    trial(&mut g, 2, 3, 0);
    vote(&mut g, &[1], &[]);
    assert!(bot_choices(&g, 7).iter().all(|v| v == "spare"));
}

#[test]
fn the_claim_menu_check_without_the_menu_agrees_with_the_menu() {
    let mut g = with_roles(&EIGHT, &[]);
    act(&mut g, 1, "t0");
    to_day(&mut g);
    act(&mut g, 2, "claim");
    act(&mut g, 2, "claimw5");
    act(&mut g, 1, "claim");
    let listed: Vec<String> = choice_ids(&g, 1);
    let mut all: Vec<Act> = vec![Act::Undecided, Act::Back, Act::Done, Act::Claim];
    for t in 0..9 {
        all.extend([Act::ClaimWolf(t), Act::ClaimClean(t), Act::Accuse(t), Act::Nominate(t)]);
    }
    for a in all {
        assert_eq!(g.claim_menu_lists(1, a), Some(listed.contains(&a.id())), "{a:?}");
    }
    // Not in the menu: the check says so, and the menu decides.
    assert_eq!(g.claim_menu_lists(3, Act::Undecided), None);
}
