//! Soak and replay: thousands of seeded bot games with every invariant
//! checked after every action (cards accounted for, tokens never decrease,
//! only prompted seats act, every listed choice legal, panels within
//! Discord's limits), and replays / resumes that repeat a game exactly.

use super::super::setup::Settings;
use super::super::{Format, ProjectPlanning};
use super::*;
use crate::engine::testkit::{check_contract, play_bots, replay};
use crate::engine::{Actor, Game, Panel, RuleError, Setup, Viewer};

/// Every player's project tokens in every match, in a fixed order.
fn all_tokens(g: &ProjectPlanning) -> Vec<u32> {
    let matches = match &g.format {
        Format::Single(m) => vec![m],
        Format::Tournament(t) => t.all(),
    };
    matches
        .iter()
        .flat_map(|m| m.tokens.iter().map(|t| t.project))
        .collect()
}

fn panel_fits(p: &Panel) -> Result<(), String> {
    let total = p.title.to_string().chars().count()
        + p.text.to_string().chars().count()
        + p.footer
            .as_ref()
            .map(|t| t.to_string())
            .as_deref()
            .map_or(0, |f| f.chars().count())
        + p.fields
            .iter()
            .map(|f| f.name.to_string().chars().count() + f.value.to_string().chars().count())
            .sum::<usize>();
    if p.text.to_string().chars().count() > 4096
        || p.fields.len() > 25
        || p.fields
            .iter()
            .any(|f| f.value.to_string().chars().count() > 1024 || f.value.is_empty())
        || total > 6000
    {
        return Err(format!(
            "panel `{}` breaks Discord limits ({total} chars)",
            p.title
        ));
    }
    Ok(())
}

/// Where the next action of a soaked game comes from.
enum Moves<'a> {
    /// The action log of a game the testkit's bots loop played.
    Log(&'a [(Actor, String)]),
    /// Bots take turns in rotation, and every eleventh action is left to
    /// the turn timer when one runs (the testkit's loop lets the clock act
    /// only when no bot can, so it never takes a Project Planning turn).
    BotsAndClock,
}

/// Play one game: with the testkit's [`play_bots`] (the contract, every
/// bot choice among those offered and idle seats refused, after every
/// action), then walk it again checking what is Project Planning's own;
/// a game with a turn timer is walked with the clock taking some turns.
fn soak_one(setup: &Setup) -> Result<usize, String> {
    if Settings::from_options(&setup.options).turn_timer != 0 {
        return walk(setup, Moves::BotsAndClock);
    }
    let played = play_bots::<ProjectPlanning>(setup, 50_000)?;
    walk(setup, Moves::Log(&played.actions))
}

/// Walk one game, checking the invariants after every action and the rest
/// (tokens never decrease, a refusal changes nothing, every listed choice
/// legal, panels within Discord's limits, the contract) at intervals, to
/// keep thousands of games fast in a debug build.
fn walk(setup: &Setup, moves: Moves) -> Result<usize, String> {
    let n = setup.names.len();
    let mut g = ProjectPlanning::setup(setup).map_err(|e| e.to_string())?;
    check_contract(&g)?;
    let mut steps = 0usize;
    while g.outcome().is_none() {
        if steps > 50_000 {
            return Err("no end after 50000 actions".into());
        }
        let prompts = g.prompts();
        let prompted: Vec<usize> = prompts.iter().map(|p| p.seat).collect();
        // Only a prompted seat may act (checked every action), and a refusal
        // changes nothing (compared in full every few actions).
        if let Some(idle) = (0..n)
            .map(|k| (steps + k) % n)
            .find(|s| !prompted.contains(s))
        {
            let action = &prompts[0].choices[0].id;
            if steps.is_multiple_of(8) {
                let mut probe = g.clone();
                match probe.apply(Actor::Seat(idle), action) {
                    Err(RuleError::NotYourTurn(_)) if probe == g => {}
                    other => {
                        return Err(format!(
                            "idle seat {idle} was not refused cleanly: {other:?}"
                        ))
                    }
                }
            } else if !matches!(
                g.apply(Actor::Seat(idle), action),
                Err(RuleError::NotYourTurn(_))
            ) {
                return Err(format!("idle seat {idle} was not refused"));
            }
        }
        if steps.is_multiple_of(97) {
            for p in &prompts {
                for c in &p.choices {
                    g.clone()
                        .apply(Actor::Seat(p.seat), &c.id)
                        .map_err(|e| format!("listed choice `{}` refused: {e}", c.id))?;
                }
            }
        }
        if steps.is_multiple_of(89) {
            panel_fits(&g.view(Viewer::Public))?;
            for s in 0..n {
                panel_fits(&g.view(Viewer::Seat(s)))?;
            }
            for t in g.sub_tables() {
                panel_fits(&t.panel)?;
            }
        }
        let before = all_tokens(&g);
        match &moves {
            Moves::Log(log) => {
                let (actor, action) = log.get(steps).ok_or("the log ends before the game")?;
                g.apply(*actor, action)
                    .map_err(|e| format!("logged `{action}` by {actor} refused: {e}"))?;
            }
            Moves::BotsAndClock => {
                let by_clock = g.deadline().filter(|_| steps % 11 == 5);
                if let Some(d) = by_clock {
                    g.apply(Actor::Clock, &d.action)
                        .map_err(|e| format!("timeout refused: {e}"))?;
                } else {
                    let seat = prompts[steps % prompts.len()].seat;
                    let action = g.bot_action(seat).ok_or("a prompted bot has no action")?;
                    if !prompts
                        .iter()
                        .any(|p| p.seat == seat && p.choices.iter().any(|c| c.id == action))
                    {
                        return Err(format!("bot chose `{action}`, which was not offered"));
                    }
                    g.apply(Actor::Seat(seat), &action)
                        .map_err(|e| format!("bot action `{action}` refused: {e}"))?;
                }
            }
        }
        g.check_invariants()?;
        if steps.is_multiple_of(10) {
            check_contract(&g)?;
        }
        let after = all_tokens(&g);
        if before.iter().zip(&after).any(|(b, a)| a < b) || after.len() < before.len() {
            return Err(format!("tokens decreased: {before:?} -> {after:?}"));
        }
        steps += 1;
    }
    check_contract(&g)?;
    let out = g.outcome().unwrap();
    if out.winners.is_empty() || out.scores.len() != n {
        return Err(format!("bad outcome {out:?}"));
    }
    Ok(steps)
}

/// Soak `games` seeded games for each table size in `sizes`; every fifth
/// game runs the turn timer, every third accepts a shared victory.
fn soak(sizes: &[usize], games: usize, seed: u64) -> (usize, usize) {
    let mut actions = 0;
    for &n in sizes {
        for i in 0..games {
            let timer = if i % 5 == 0 { "30" } else { "0" };
            let shared = if i % 3 == 0 { "yes" } else { "no" };
            let setup = setup::<ProjectPlanning>(
                names(n),
                seed + (n * 10_000 + i) as u64,
                &[("turn_timer", timer), ("shared_victory", shared)],
            );
            actions += soak_one(&setup)
                .unwrap_or_else(|e| panic!("{n} players, seed {}: {e}", setup.seed));
        }
    }
    (sizes.len() * games, actions)
}

// 2,100 games over 2..=8 seats (430 a size before texts became catalogue messages; rendering them made the soak 4 times slower, see docs/speed.md), split so the test runner can run them side by side.
const GAMES_PER_SIZE: usize = 300;

#[test]
fn soak_2_to_5_player_games_keep_every_invariant() {
    let start = std::time::Instant::now();
    let (games, actions) = soak(&[2, 3, 4, 5], GAMES_PER_SIZE, 1);
    eprintln!(
        "soak 2-5 players: {games} games, {actions} actions in {:?}",
        start.elapsed()
    );
}

#[test]
fn soak_6_and_7_player_games_keep_every_invariant() {
    let start = std::time::Instant::now();
    let (games, actions) = soak(&[6, 7], GAMES_PER_SIZE, 2);
    eprintln!(
        "soak 6-7 players: {games} games, {actions} actions in {:?}",
        start.elapsed()
    );
}

#[test]
fn soak_8_player_games_keep_every_invariant() {
    let start = std::time::Instant::now();
    let (games, actions) = soak(&[8], GAMES_PER_SIZE, 3);
    eprintln!(
        "soak 8 players: {games} games, {actions} actions in {:?}",
        start.elapsed()
    );
}

#[test]
fn soak_tournaments_keep_every_invariant() {
    let start = std::time::Instant::now();
    let sizes: Vec<usize> = (9..=16).collect();
    let (games, actions) = soak(&sizes, 5, 4);
    eprintln!(
        "soak tournaments: {games} games, {actions} actions in {:?}",
        start.elapsed()
    );
}

#[test]
fn testkit_plays_bot_games_to_the_end_within_the_contract() {
    for i in 0..60u64 {
        let n = 2 + (i as usize % 15);
        let setup = setup::<ProjectPlanning>(names(n), 90_000 + i, &[]);
        let played = play_bots::<ProjectPlanning>(&setup, 50_000)
            .unwrap_or_else(|e| panic!("seed {}: {e}", setup.seed));
        assert!(!played.outcome.winners.is_empty());
    }
}

#[test]
fn replay_of_the_action_log_gives_an_identical_state() {
    for (n, seed) in [(2, 1), (5, 2), (8, 3), (10, 4)] {
        let setup = setup::<ProjectPlanning>(names(n), seed, &[("turn_timer", "20")]);
        let played = play_bots::<ProjectPlanning>(&setup, 50_000).unwrap();
        let again: ProjectPlanning = replay(&setup, &played.actions).unwrap();
        assert_eq!(
            serde_json::to_string(&again).unwrap(),
            serde_json::to_string(&played.state).unwrap()
        );
    }
}

#[test]
fn a_resumed_game_repeats_the_same_bot_choices() {
    for (n, seed) in [(3, 8), (6, 9), (12, 10)] {
        let setup = setup::<ProjectPlanning>(names(n), seed, &[]);
        let played = play_bots::<ProjectPlanning>(&setup, 50_000).unwrap();
        let half = played.actions.len() / 2;
        let mid: ProjectPlanning = replay(&setup, &played.actions[..half]).unwrap();
        let mut resumed: ProjectPlanning =
            serde_json::from_str(&serde_json::to_string(&mid).unwrap()).unwrap();
        assert_eq!(resumed, mid);
        for (actor, action) in &played.actions[half..] {
            let Actor::Seat(seat) = actor else {
                unreachable!()
            };
            assert_eq!(resumed.bot_action(*seat).as_deref(), Some(action.as_str()));
            resumed.apply(*actor, action).unwrap();
        }
        assert_eq!(resumed, played.state);
    }
}

#[test]
fn same_seed_same_game_different_seed_different_game() {
    let a =
        play_bots::<ProjectPlanning>(&setup::<ProjectPlanning>(names(4), 77, &[]), 50_000).unwrap();
    let b =
        play_bots::<ProjectPlanning>(&setup::<ProjectPlanning>(names(4), 77, &[]), 50_000).unwrap();
    let c =
        play_bots::<ProjectPlanning>(&setup::<ProjectPlanning>(names(4), 78, &[]), 50_000).unwrap();
    assert_eq!(a.actions, b.actions);
    assert_ne!(a.actions, c.actions);
}
