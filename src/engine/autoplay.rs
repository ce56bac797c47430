//! Bots play a game to its end in memory, with no table and no store: the
//! one loop behind `wolfden simulate`, the engine bench and the soak tests
//! ([`play_to_end`]), and the contract every game keeps after every step
//! ([`check_contract`]), which the soak tests have the loop check as it
//! plays. Production code; the helpers only tests use are in
//! [`super::testkit`].

use super::{next_automatic_move, Actor, Game, Outcome, Seat, Setup, Viewer, MAX_CHOICE_ID};

/// A finished bot game: the final state, its outcome and the action log.
pub struct FinishedGame<G> {
    pub state: G,
    pub outcome: Outcome,
    pub actions: Vec<(Actor, String)>,
}

/// Checks that hold for every game after every step.
pub fn check_contract<G: Game>(game: &G) -> Result<(), String> {
    game.check_invariants()?;
    let board = game.view(Viewer::Public);
    if board.title.is_empty() {
        return Err("public panel has no title".into());
    }
    let prompts = game.prompts();
    let seats: Vec<Seat> = prompts.iter().map(|p| p.seat).collect();
    if game.prompted_seats() != seats {
        return Err(format!(
            "prompted_seats() says {:?}, the prompts are for {seats:?}",
            game.prompted_seats()
        ));
    }
    for p in &prompts {
        if p.choices.iter().all(|c| c.disabled) {
            return Err(format!(
                "seat {} is prompted with no choice it may pick",
                p.seat
            ));
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
    if game.is_over() != game.outcome().is_some() {
        return Err(format!(
            "is_over() says {}, outcome() {:?}",
            game.is_over(),
            game.outcome()
        ));
    }
    if game.outcome().is_some() && !prompts.is_empty() {
        return Err("game is over but still prompts".into());
    }
    Ok(())
}

/// How [`play_to_end`] plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BotPlay {
    /// Check the contract after every step and that a seat without a
    /// prompt is refused (soak tests); off, the loop only plays (simulator).
    pub checked: bool,
    /// When several bots may move at once (a night, a simultaneous step),
    /// rotate among them by the number of actions so far, so soak tests
    /// cover many orders; off, the first one moves, as at a real table
    /// ([`next_automatic_move`]).
    pub rotate: bool,
    /// A game past this many actions is stuck.
    pub max_actions: usize,
}

/// The one in-memory loop that lets bots play a game to its end (soak tests
/// and `wolfden simulate`). Bots may wait for others or for a phase timer;
/// then the clock acts.
pub fn play_to_end<G: Game>(setup: &Setup, how: BotPlay) -> Result<FinishedGame<G>, String> {
    let mut game = G::setup(setup).map_err(|e| format!("setup: {e}"))?;
    let mut actions: Vec<(Actor, String)> = Vec::new();
    if how.checked {
        check_contract(&game)?;
    }
    while !game.is_over() {
        if actions.len() >= how.max_actions {
            return Err(format!("no outcome after {} actions", how.max_actions));
        }
        let (actor, action) = if how.rotate {
            let movers: Vec<(Actor, String)> = game
                .prompts()
                .iter()
                .filter_map(|p| game.bot_action(p.seat).map(|a| (Actor::Seat(p.seat), a)))
                .collect();
            match movers.len() {
                0 => next_automatic_move(&game, |_| true),
                n => Some(movers[actions.len() % n].clone()),
            }
        } else {
            next_automatic_move(&game, |_| true)
        }
        .ok_or("no bot acts, no deadline and no outcome: the game is stuck")?;
        if how.checked {
            check_move(&game, setup.names.len(), actor, &action)?;
        }
        game.apply(actor, &action).map_err(|e| match actor {
            Actor::Clock => format!("clock action refused: {e}"),
            _ => format!("bot action `{action}` by {actor} refused: {e}"),
        })?;
        actions.push((actor, action));
        if how.checked {
            check_contract(&game)?;
        }
    }
    let outcome = game.outcome().expect("the loop ends with an outcome");
    if outcome.scores.len() != setup.names.len() {
        return Err("outcome must have one score per seat".into());
    }
    Ok(FinishedGame {
        state: game,
        outcome,
        actions,
    })
}

/// Before a bot's move: its choice is among its prompt's available ones,
/// every disabled choice is refused, and a seat without a prompt is refused
/// without changing anything.
fn check_move<G: Game>(game: &G, seats: usize, actor: Actor, action: &str) -> Result<(), String> {
    let Actor::Seat(seat) = actor else {
        return Ok(());
    };
    let prompts = game.prompts();
    if !prompts
        .iter()
        .filter(|p| p.seat == seat)
        .any(|p| p.choices.iter().any(|c| c.id == action && !c.disabled))
    {
        return Err(format!(
            "bot chose `{action}`, which is not among seat {seat}'s available choices"
        ));
    }
    // Every refusal leaves the state as it was ([`Game::apply`]): a
    // disabled choice, a seat without a prompt, another seat's choice, and
    // words that are no choice at all.
    let refused_unchanged = |probe_actor: Actor, probe: &str| -> Result<bool, String> {
        let mut copy = game.clone();
        match copy.apply(probe_actor, probe) {
            Ok(_) => Ok(false),
            Err(e) if copy != *game => Err(format!(
                "refusing `{probe}` by {probe_actor} ({e}) changed the state"
            )),
            Err(_) => Ok(true),
        }
    };
    for p in &prompts {
        for c in p.choices.iter().filter(|c| c.disabled) {
            if !refused_unchanged(Actor::Seat(p.seat), &c.id)? {
                return Err(format!(
                    "seat {} played the disabled choice `{}`",
                    p.seat, c.id
                ));
            }
        }
    }
    for nonsense in ["", "zz9", "play999", "t999"] {
        refused_unchanged(actor, nonsense)?;
    }
    refused_unchanged(Actor::Host, action)?;
    if let Some(idle) = (0..seats).find(|s| !prompts.iter().any(|p| p.seat == *s)) {
        let any_choice = &prompts[0].choices[0].id;
        if !refused_unchanged(Actor::Seat(idle), any_choice)? {
            return Err(format!(
                "seat {idle} acted without a prompt (`{any_choice}`)"
            ));
        }
    }
    Ok(())
}
