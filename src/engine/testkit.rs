//! Helpers for tests of any game: play a game with its bots to the end while
//! checking the engine contract after every action. Used by every game's soak
//! test and by the simulator's sanity checks; no I/O.

use super::{Actor, Game, Outcome, Panel, Seat, Setup, Viewer, MAX_CHOICE_ID};

/// A finished bot game: the final state, its outcome and the action log.
pub struct Played<G> {
    pub state: G,
    pub outcome: Outcome,
    pub actions: Vec<(Actor, String)>,
}

/// Checks that hold for every game after every step.
pub fn check_contract<G: Game>(game: &G) -> Result<(), String> {
    game.check_invariants()?;
    let seats = game.view(Viewer::Public);
    if seats.title.is_empty() {
        return Err("public panel has no title".into());
    }
    for p in game.prompts() {
        if p.choices.is_empty() {
            return Err(format!("seat {} is prompted with no choices", p.seat));
        }
        for c in &p.choices {
            if c.id.is_empty()
                || c.id.len() > MAX_CHOICE_ID
                || !c.id.bytes().all(|b| b.is_ascii_graphic() && b != b':')
            {
                return Err(format!("bad choice id `{}`", c.id));
            }
        }
    }
    if game.outcome().is_some() && !game.prompts().is_empty() {
        return Err("game is over but still prompts".into());
    }
    Ok(())
}

/// Play a game from `setup` with bots in every seat until it ends, checking
/// the contract after every action and that seats without a prompt are
/// refused. Returns an error instead of panicking so soak tests can report
/// the seed. `max_actions` guards against a game that never ends.
pub fn play_bots<G: Game>(setup: &Setup, max_actions: usize) -> Result<Played<G>, String> {
    let mut game = G::setup(setup).map_err(|e| format!("setup: {e}"))?;
    let mut actions = Vec::new();
    check_contract(&game)?;
    while game.outcome().is_none() {
        if actions.len() >= max_actions {
            return Err(format!("no outcome after {max_actions} actions"));
        }
        let prompts = game.prompts();
        // Bots may wait (for others, or for a phase timer).
        let movers: Vec<(Seat, String)> = prompts
            .iter()
            .filter_map(|p| game.bot_action(p.seat).map(|a| (p.seat, a)))
            .collect();
        if movers.is_empty() {
            // Only the clock can move the game on (a phase timer).
            let deadline = game
                .deadline()
                .ok_or("no bot acts, no deadline and no outcome: the game is stuck")?;
            let mut next = game.clone();
            next.apply(Actor::Clock, &deadline.action)
                .map_err(|e| format!("clock action refused: {e}"))?;
            game = next;
            actions.push((Actor::Clock, deadline.action));
            check_contract(&game)?;
            continue;
        }
        // A seat that is not prompted must be refused, and refusal changes nothing.
        let prompted: Vec<Seat> = prompts.iter().map(|p| p.seat).collect();
        if let Some(idle) = (0..setup.names.len()).find(|s| !prompted.contains(s)) {
            let any_choice = &prompts[0].choices[0].id;
            let mut probe = game.clone();
            if probe.apply(Actor::Seat(idle), any_choice).is_ok() {
                return Err(format!(
                    "seat {idle} acted without a prompt (`{any_choice}`)"
                ));
            }
        }
        let (seat, action) = movers[actions.len() % movers.len()].clone();
        if !prompts
            .iter()
            .filter(|p| p.seat == seat)
            .any(|p| p.choices.iter().any(|c| c.id == action))
        {
            return Err(format!(
                "bot chose `{action}`, which is not among seat {seat}'s choices"
            ));
        }
        let mut next = game.clone();
        next.apply(Actor::Seat(seat), &action)
            .map_err(|e| format!("bot action `{action}` by seat {seat} refused: {e}"))?;
        game = next;
        actions.push((Actor::Seat(seat), action));
        check_contract(&game)?;
    }
    let outcome = game.outcome().expect("loop ends with an outcome");
    if outcome.scores.len() != setup.names.len() {
        return Err("outcome must have one score per seat".into());
    }
    Ok(Played {
        state: game,
        outcome,
        actions,
    })
}

/// Replays an action log from a setup; the state must come out identical.
pub fn replay<G: Game>(setup: &Setup, actions: &[(Actor, String)]) -> Result<G, String> {
    let mut game = G::setup(setup).map_err(|e| e.to_string())?;
    for (actor, action) in actions {
        game.apply(*actor, action)
            .map_err(|e| format!("replay of `{action}` by {actor} failed: {e}"))?;
    }
    Ok(game)
}

/// Every panel text a seat can see, for leak tests.
pub fn visible_to<G: Game>(game: &G, seat: Seat) -> Panel {
    game.view(Viewer::Seat(seat))
}
