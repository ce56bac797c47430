//! Hidden facts, held as a class: the same public game played twice, the
//! hidden roles (or face-down artifacts) of two seats swapped, with the
//! same public actions, must show everyone the same thing at every step:
//! every public panel and public event, in English and German, which
//! seats are asked and whether the timer would count each as missing the
//! step (a seat that misses steps goes to its bot and plays at once), the
//! timer, who is muted ([`testkit::PublicStep`]).
//!
//! Bot lines are part of what is compared. A bot's speech rightly depends
//! on its own seat's role and notes, so the swaps are of seats the script
//! plays as people (their hidden cards differ, their public moves do not)
//! while bots play every other seat: the bots know the same in both games
//! (their own cards and notes are the same), so every line they say, and
//! every vote and nomination, must be the same too.

use super::*;
use crate::engine::testkit::{public_step, PublicStep};
use crate::engine::{Actor, Event, Game, Seat};
use crate::games::werewolf::{Phase, Role, Werewolf};
use crate::engine::text::Locale;
use crate::games::werewolf::roles::Role::*;
use crate::games::werewolf::Artifact::*;

/// The languages every step is rendered in.
const LOCALES: [Locale; 2] = [Locale::EnUs, Locale::De];

/// One public step of a script.
#[derive(Clone, Copy, Debug)]
enum Step {
    /// A seat's action.
    Act(Seat, &'static str),
    /// The clock ends the current step.
    Clock,
    /// The clock runs until the next day's discussion (each of its steps
    /// recorded).
    ToDay,
    /// The clock runs until the next night.
    ToNight,
    /// The bots in these seats play (their lines included) and the other
    /// seats answer as a quiet person would (done, pass, rest, keep
    /// hidden, spare, back), the clock when nobody moves, until the night.
    BotsToNight(&'static [Seat]),
}
use Step::*;

/// Plays `script` on `g`, recording what everyone sees after each step
/// (and before the first).
fn record(mut g: Werewolf, script: &[Step]) -> Vec<(String, PublicStep)> {
    let mut out = vec![("start".to_string(), public_step(&g, &[], &LOCALES))];
    for (i, &step) in script.iter().enumerate() {
        let one = |out: &mut Vec<_>, g: &Werewolf, what: String, events: Vec<Event>| {
            out.push((what, public_step(g, &events, &LOCALES)));
        };
        match step {
            Act(seat, action) => {
                let what = format!("step {i}: {seat} {action}");
                match g.apply(Actor::Seat(seat), action) {
                    Ok(events) => one(&mut out, &g, what, events),
                    // Where the other game would take it: recorded, so the
                    // comparison shows the step.
                    Err(e) => {
                        let mut refused = public_step(&g, &[], &LOCALES);
                        refused.events = vec![format!("refused: {e}")];
                        out.push((what, refused));
                    }
                }
            }
            Clock => {
                let events = clock(&mut g);
                one(&mut out, &g, format!("step {i}: clock"), events);
            }
            BotsToNight(bots) => {
                for k in 0..2000 {
                    if g.phase == Phase::Night || g.finish.is_some() {
                        break;
                    }
                    let is_bot = |s: Seat| bots.contains(&s);
                    let (actor, action) = match crate::engine::next_automatic_move(&g, is_bot) {
                        Some(m) => m,
                        None => match g.prompts().into_iter().find(|p| !is_bot(p.seat)) {
                            Some(p) => {
                                let ids: Vec<&str> = p.choices.iter().map(|c| c.id.as_str()).collect();
                                let pick = ["done", "pass", "rest", "wait", "spare", "back"]
                                    .into_iter()
                                    .find(|c| ids.contains(c))
                                    .unwrap_or(ids[0]);
                                (Actor::Seat(p.seat), pick.to_string())
                            }
                            None => (Actor::Clock, g.deadline().expect("a timer").action),
                        },
                    };
                    let events = g.apply(actor, &action).expect("a legal move");
                    one(&mut out, &g, format!("step {i}: bots, move {k}: {actor:?} {action}"), events);
                }
            }
            ToDay | ToNight => {
                for k in 0..100 {
                    let there = match step {
                        ToDay => is_discussion(&g) && g.pending.is_empty(),
                        _ => g.phase == Phase::Night,
                    };
                    if there {
                        break;
                    }
                    let events = clock(&mut g);
                    one(&mut out, &g, format!("step {i}: {step:?}, clock {k}"), events);
                }
            }
        }
    }
    out
}

/// The two games show everyone the same at every step.
fn assert_same_in_public(what: &str, a: Werewolf, script_a: &[Step], b: Werewolf, script_b: &[Step]) {
    let (a, b) = (record(a, script_a), record(b, script_b));
    for ((step, sa), (_, sb)) in a.iter().zip(&b) {
        assert_eq!(sa.asked, sb.asked, "{what}, {step}: seats asked (seat, a timeout misses it)");
        assert_eq!(sa.timer, sb.timer, "{what}, {step}: timer");
        assert_eq!(sa.muted, sb.muted, "{what}, {step}: muted");
        assert_eq!(sa.events, sb.events, "{what}, {step}: public events");
        for (pa, pb) in sa.panels.iter().zip(&sb.panels) {
            assert_eq!(pa, pb, "{what}, {step}: public panel");
        }
    }
    assert_eq!(a.len(), b.len(), "{what}: the same number of steps");
}

/// `roles` with the cards of seats `x` and `y` swapped.
fn swapped(roles: &[Role], x: Seat, y: Seat) -> Vec<Role> {
    let mut roles = roles.to_vec();
    roles.swap(x, y);
    roles
}

/// Nominating each seat.
const NOMINATE: [&str; 7] = ["n0", "n1", "n2", "n3", "n4", "n5", "n6"];

/// A trial of `accused`, nominated by `nominator`, seconded by `seconder`.
fn trial_steps(nominator: Seat, seconder: Seat, accused: Seat) -> [Step; 3] {
    [
        Act(nominator, NOMINATE[accused]),
        Act(seconder, "second"),
        Act(accused, "rest"),
    ]
}

#[test]
fn a_mayor_and_a_villager_swapped_vote_alike_in_public() {
    // Seven living, 4 needed: the Mayor's extra vote decides nothing, so
    // only the count could tell on which side he voted.
    let roles = [Werewolf, Mayor, Villager, Villager, Villager, Villager, Villager];
    let mut script = vec![ToDay];
    script.extend(trial_steps(3, 4, 5));
    script.extend([
        Act(0, "elim"),
        Act(2, "elim"),
        Act(1, "spare"),
        Act(3, "spare"),
        Act(4, "spare"),
        Act(5, "spare"),
        Act(6, "spare"),
        ToNight,
    ]);
    assert_same_in_public(
        "the Mayor in seat 1 or 2",
        with_roles(&roles, &[]),
        &script,
        with_roles(&swapped(&roles, 1, 2), &[]),
        &script,
    );
}

#[test]
fn a_pacifist_who_lets_the_timer_run_out_reads_as_a_villager_who_voted_last() {
    // The Pacifist (seat 1) does not vote: the timer closes the vote and
    // counts him to spare. Swapped, the villager in seat 1 votes to spare
    // last (which closes the vote). The only difference in the scripts is
    // that last step, the Pacifist's not voting against the villager's
    // vote: everyone else sees the same.
    let roles = [Werewolf, Pacifist, Villager, Villager, Villager, Villager];
    let mut script = vec![ToDay];
    script.extend(trial_steps(3, 5, 4));
    script.extend([
        Act(5, "elim"),
        Act(2, "spare"),
        Act(0, "elim"),
        Act(3, "spare"),
        Act(4, "spare"),
    ]);
    let mut timed_out = script.clone();
    timed_out.extend([Clock, ToNight]);
    let mut voted = script;
    voted.extend([Act(1, "spare"), ToNight]);
    assert_same_in_public(
        "the Pacifist in seat 1 or 2",
        with_roles(&roles, &[]),
        &timed_out,
        with_roles(&swapped(&roles, 1, 2), &[]),
        &voted,
    );
}

#[test]
fn an_absent_seer_and_an_absent_villager_swapped_look_alike() {
    // Nobody acts at night: the clock ends every night and runs the days
    // out. The Seer's seat and the Villager's are asked alike, and the
    // timer counts both as missing their night.
    let roles = [Werewolf, Seer, Villager, Villager, Villager, Villager];
    let script = [Clock, ToDay, ToNight, Clock, ToDay, ToNight];
    assert_same_in_public(
        "the Seer in seat 1 or 2",
        with_roles(&roles, &[]),
        &script,
        with_roles(&swapped(&roles, 1, 2), &[]),
        &script,
    );
}

#[test]
fn two_face_down_artifacts_of_different_kinds_swapped_look_alike() {
    // A Rod of Reincarnation (revealed only when eliminated) and a Ring of
    // Truth (revealed by day), both kept face down through a trial.
    let roles = [Werewolf, Villager, Villager, Villager, Villager, Villager, Villager];
    let dealt = |rod: Seat, ring: Seat| {
        let mut g = with_roles(&roles, &[]);
        give(&mut g, rod, RodOfReincarnation);
        give(&mut g, ring, RingOfTruth);
        g
    };
    let mut script = vec![ToDay];
    script.extend(trial_steps(1, 3, 2));
    script.extend((0..7).map(|s| Act(s, "spare")));
    script.push(ToNight);
    let mut defence = script.clone();
    // The Rod and Ring holders keep their cards hidden at the trial.
    defence.splice(3..3, [Act(4, "wait"), Act(5, "wait")]);
    assert_same_in_public(
        "the Rod in seat 4 and the Ring in seat 5, or the other way",
        dealt(4, 5),
        &defence,
        dealt(5, 4),
        &defence,
    );
}

#[test]
fn bot_lines_do_not_tell_a_seer_from_a_villager_among_the_people() {
    // Seats 1 and 2 are people (a Seer and a Villager, then swapped), as
    // are 6 and 7; people sleep through the night and stay quiet by day
    // (done, pass, rest, spare). The bots (a wolf, a villager, two Masons)
    // claim, accuse, nominate and vote. Day 1 only: no kill on the first
    // night, and four bots of eight cannot eliminate, so no card of the
    // people is shown.
    const BOTS: &[Seat] = &[0, 3, 4, 5];
    let roles = [Werewolf, Seer, Villager, Villager, Mason, Mason, Villager, Werewolf];
    let script = [Clock, BotsToNight(BOTS)];
    let a = with_roles(&roles, &[]);
    let b = with_roles(&swapped(&roles, 1, 2), &[]);
    let lines = record(a.clone(), &script)
        .iter()
        .flat_map(|(_, step)| step.events.clone())
        .filter(|e| e.contains(" claims") || e.contains(" accuses"))
        .count();
    assert!(lines >= 4, "the bots speak: {lines} lines");
    assert_same_in_public("the Seer in seat 1 or 2, bots in 0, 3, 4, 5", a, &script, b, &script);
}
