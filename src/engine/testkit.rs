//! Test support: helpers for tests of any game, with one name and one
//! argument order for every game: build a [`Setup`], act and check
//! refusals, read choices and panels, play bots to the end while checking
//! the contract after every step, play at a mixed table, replay a log.
//! Each game's `tests/mod.rs` adds only what is its own (hand-made deals,
//! shortcuts through its phases). No I/O. Production code does not use
//! it: the bot loop the simulator shares with these helpers is
//! [`super::autoplay`]. It is compiled into the library because the
//! integration tests reach [`play_mixed`] through
//! [`crate::games::GameKind::play_mixed`].
//!
//! Argument order: the game first, then the actor or seat, then the action;
//! setups take `(names, seed, options)`.

pub use super::autoplay::check_contract;
use super::autoplay::{play_to_end, BotPlay, FinishedGame};
use super::{
    next_automatic_move, next_move_at_deadline, waiting_for_humans, Actor, Event, Game, GameRng,
    Name, OptionError, Options, Prompt, RuleError, Seat, Setup, Viewer,
};

/// A setup for `G` with these names and seed, the options validated against
/// `G`'s option table. Panics on a bad option: for tests that mean a good one.
pub fn setup<G: Game>(names: &[&str], seed: u64, options: &[(&str, &str)]) -> Setup {
    try_setup::<G>(names, seed, options).unwrap_or_else(|e| panic!("bad test options: {e}"))
}

/// [`setup`], or the option parser's refusal (tests of bad options).
pub fn try_setup<G: Game>(
    names: &[&str],
    seed: u64,
    options: &[(&str, &str)],
) -> Result<Setup, OptionError> {
    Ok(Setup {
        names: names.iter().map(|s| Name::player(*s)).collect(),
        options: Options::parse(G::option_specs(), options.iter().copied())?,
        seed,
    })
}

/// The seats prompted now, in prompt order.
pub fn prompted<G: Game>(game: &G) -> Vec<Seat> {
    game.prompts().iter().map(|p| p.seat).collect()
}

/// The choice ids `seat` may pick now (empty when it is not prompted); a
/// disabled choice is shown but not among them.
pub fn choice_ids<G: Game>(game: &G, seat: Seat) -> Vec<String> {
    game.prompts()
        .into_iter()
        .filter(|p| p.seat == seat)
        .flat_map(|p| p.choices.into_iter().filter(|c| !c.disabled).map(|c| c.id))
        .collect()
}

/// The ids of every choice `seat` is shown now, disabled ones included, in
/// their places: what must stay put while a choice is composed.
pub fn shown_choice_ids<G: Game>(game: &G, seat: Seat) -> Vec<String> {
    game.prompts()
        .into_iter()
        .filter(|p| p.seat == seat)
        .flat_map(|p| p.choices.into_iter().map(|c| c.id))
        .collect()
}

/// Composes a choice for `seat`: each of `picks` selects (modulo their
/// number) one of the choices `seat` may pick now whose id `composes`
/// accepts, and plays it. After every pick the choices shown must be the
/// same ids in the same places (a choice keeps its key); stops early when
/// nothing composable is left. The error says which pick moved what.
pub fn compose_keeping_keys<G: Game>(
    game: &mut G,
    seat: Seat,
    picks: &[usize],
    composes: impl Fn(&str) -> bool,
) -> Result<(), String> {
    let keys = shown_choice_ids(game, seat);
    for (n, &pick) in picks.iter().enumerate() {
        let open: Vec<String> = choice_ids(game, seat)
            .into_iter()
            .filter(|id| composes(id))
            .collect();
        if open.is_empty() {
            return Ok(());
        }
        let action = &open[pick % open.len()];
        game.apply(Actor::Seat(seat), action)
            .map_err(|e| format!("pick {n} `{action}` refused: {e}"))?;
        let now = shown_choice_ids(game, seat);
        if now != keys {
            return Err(format!(
                "pick {n} `{action}` moved the choices: {keys:?} became {now:?}"
            ));
        }
    }
    Ok(())
}

/// A game's `/rules` pages as the public reads them, one string a page.
pub fn rules_pages<G: Game>() -> Vec<String> {
    G::rules()
        .iter()
        .map(|page| page.plain(Viewer::Public))
        .collect()
}

/// The public board as text.
pub fn public_text<G: Game>(game: &G) -> String {
    game.view(Viewer::Public).to_text()
}

/// `seat`'s own panel as text.
pub fn seat_text<G: Game>(game: &G, seat: Seat) -> String {
    game.view(Viewer::Seat(seat)).to_text()
}

/// What a seat's decision screen shows beyond its status line and the
/// events since its last decision, as the plain text the terminal prints:
/// the compact board (the public view without recent events or anything
/// private) and the seat's private part with its prompt and choices. A
/// game keeps this within its line budget (docs/terminal.md).
pub fn decision_text<G: Game>(game: &G, seat: Seat) -> String {
    let reader = Viewer::Seat(seat);
    let mut board = game.view(Viewer::Public).board_part();
    // The status line is counted apart (it opens the screen).
    board.status = None;
    let mut private = game.view(reader).private_part();
    private.title = crate::engine::Text::default();
    private.status = None;
    if let Some(prompt) = game.prompts().into_iter().find(|p| p.seat == seat) {
        private.prompt = Some(prompt.text);
        private.choices = prompt.choices;
    }
    let mut text = board.to_text_for(reader);
    let rest = private.to_text_for(reader);
    // The private part's empty title line ("==  ==") is not shown.
    text.push_str(rest.trim_start_matches("==  ==\n"));
    text
}

/// The texts of every event, one per line.
pub fn event_text(events: &[Event]) -> String {
    events
        .iter()
        .map(|e| e.text.to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The texts of the public events, in order.
pub fn public_events(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter(|e| e.audience == super::Audience::Public)
        .map(|e| e.text.to_string())
        .collect()
}

/// What everyone can see of a game after one step, in each of `locales`:
/// the public panel and the step's public events; who is asked (the
/// frontends ping them) and, for each, whether the game's timer would
/// count the step as missed (a seat that misses steps goes to its bot,
/// which then plays at once); the timer's length; who is muted and why.
/// Two games that differ only in hidden facts, played with the same
/// public actions, must give equal records ([`public_step`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublicStep {
    pub asked: Vec<(Seat, bool)>,
    pub timer: Option<u32>,
    pub muted: Vec<(Seat, String)>,
    pub panels: Vec<String>,
    pub events: Vec<String>,
}

/// The [`PublicStep`] of `game` after a step that gave `events`.
pub fn public_step<G: Game>(
    game: &G,
    events: &[Event],
    locales: &[super::text::Locale],
) -> PublicStep {
    let asked = game
        .prompted_seats()
        .into_iter()
        .map(|seat| (seat, game.silence_misses_a_step(seat)))
        .collect();
    let mut panels = Vec::new();
    let mut texts = Vec::new();
    for &locale in locales {
        super::text::with_locale(locale, || {
            panels.push(game.view(Viewer::Public).to_text());
            texts.extend(public_events(events));
        });
    }
    PublicStep {
        asked,
        timer: game.deadline().map(|d| d.seconds),
        muted: game
            .muted()
            .into_iter()
            .map(|m| (m.seat, m.reason.to_string()))
            .collect(),
        panels,
        events: texts,
    }
}

/// `actor` does `action`; panics (showing the prompt) if it is refused, and
/// checks the game's invariants after it.
pub fn act_as<G: Game>(game: &mut G, actor: Actor, action: &str) -> Vec<Event> {
    let mut next = game.clone();
    match next.apply(actor, action) {
        Ok(events) => {
            if let Err(e) = next.check_invariants() {
                panic!("{actor} `{action}` broke an invariant: {e}");
            }
            *game = next;
            events
        }
        Err(e) => {
            let prompt = match actor {
                Actor::Seat(seat) => game.prompts().into_iter().find(|p| p.seat == seat),
                _ => None,
            };
            panic!("{actor} `{action}` refused: {e}\nprompt: {prompt:?}")
        }
    }
}

/// Seat `seat` does `action` (see [`act_as`]).
pub fn act<G: Game>(game: &mut G, seat: Seat, action: &str) -> Vec<Event> {
    act_as(game, Actor::Seat(seat), action)
}

/// The clock acts on the current deadline; panics if there is none.
pub fn clock<G: Game>(game: &mut G) -> Vec<Event> {
    let deadline = game.deadline().expect("the game has a deadline");
    act_as(game, Actor::Clock, &deadline.action)
}

/// `actor` doing `action` is refused, and the refusal changed nothing
/// (games apply in place, so this holds them to it).
pub fn refused<G: Game>(game: &mut G, actor: Actor, action: &str) -> RuleError {
    let before = serde_json::to_string(&*game).expect("state serialises");
    let err = game
        .apply(actor, action)
        .expect_err("the action should be refused");
    assert_eq!(
        before,
        serde_json::to_string(&*game).expect("state serialises"),
        "a refused action changed the state"
    );
    err
}

/// Play a game from `setup` with bots in every seat until it ends, checking
/// the contract after every action and that seats without a prompt are
/// refused, rotating among simultaneous movers. Returns an error instead of
/// panicking so soak tests can report the seed.
pub fn play_bots<G: Game>(setup: &Setup, max_actions: usize) -> Result<FinishedGame<G>, String> {
    play_to_end(
        setup,
        BotPlay {
            checked: true,
            rotate: true,
            max_actions,
        },
    )
}

/// Play a game at a mixed table: the seats in `humans` pick at random among
/// their choices (a stream derived from `seed`; now and then they let the
/// phase timer run out instead), every other seat is a bot stepping with
/// [`next_automatic_move`] (and [`next_move_at_deadline`] when the timer
/// runs out), exactly as the table lets bots play. Fails when a bot
/// answers a declared shared decision ([`Game::shared_decisions`]) while a
/// human of it is prompted; in a co-operative game, also when a bot's
/// action takes away a human's pending prompt that was the very question
/// the bot was asked (same text, same choices): the bot settled a decision
/// the human held, declared or not. (In competitive games such a race is
/// often the rule: any player may second a Werewolf nomination.)
pub fn play_mixed<G: Game>(
    setup: &Setup,
    humans: &[Seat],
    seed: u64,
    max_actions: usize,
) -> Result<FinishedGame<G>, String> {
    let mut game = G::setup(setup).map_err(|e| format!("setup: {e}"))?;
    let mut rng = GameRng::from_seed(seed);
    let is_bot = |s: Seat| !humans.contains(&s);
    let mut actions: Vec<(Actor, String)> = Vec::new();
    while game.outcome().is_none() {
        if actions.len() >= max_actions {
            return Err(format!("no outcome after {max_actions} actions"));
        }
        let before = game.prompts();
        let mut timer_ran_out = false;
        let (actor, action) = match next_automatic_move(&game, is_bot) {
            Some(next) => next,
            None => match human_or_clock(&game, &before, humans, &mut rng)? {
                (Actor::Clock, _) => {
                    timer_ran_out = true;
                    next_move_at_deadline(&game, is_bot)
                        .ok_or("the timer ran out but nothing moves")?
                }
                human => human,
            },
        };
        if let Actor::Seat(seat) = actor {
            let waited = waiting_for_humans(&game, &before, is_bot).contains(&seat);
            if waited && !timer_ran_out {
                return Err(format!(
                    "bot seat {seat} answered `{action}` to a shared decision a prompted human holds"
                ));
            }
        }
        game.apply(actor, &action)
            .map_err(|e| format!("{actor} `{action}` refused: {e}"))?;
        if let Actor::Seat(seat) = actor {
            if is_bot(seat) && G::COOPERATIVE && !timer_ran_out {
                check_no_decision_taken(&game, &before, humans, seat, &action)?;
            }
        }
        actions.push((actor, action));
        check_contract(&game)?;
    }
    let outcome = game.outcome().expect("the loop ends with an outcome");
    Ok(FinishedGame {
        state: game,
        outcome,
        actions,
    })
}

/// A prompted human's random pick, or (one time in eight, or when no human
/// is prompted) the clock's action.
fn human_or_clock<G: Game>(
    game: &G,
    prompts: &[Prompt],
    humans: &[Seat],
    rng: &mut GameRng,
) -> Result<(Actor, String), String> {
    let waiting: Vec<&Prompt> = prompts
        .iter()
        .filter(|p| humans.contains(&p.seat))
        .collect();
    let deadline = game.deadline();
    if let Some(d) = &deadline {
        if waiting.is_empty() || rng.below(8) == 0 {
            return Ok((Actor::Clock, d.action.clone()));
        }
    }
    if waiting.is_empty() {
        return Err("no bot acts, no human is asked, no deadline: the game is stuck".into());
    }
    let p = waiting[rng.below(waiting.len())];
    // A human picks among what may be picked: a greyed choice is never sent.
    let open: Vec<&String> = p
        .choices
        .iter()
        .filter(|c| !c.disabled)
        .map(|c| &c.id)
        .collect();
    if open.is_empty() {
        return Err(format!(
            "seat {} is asked with every choice disabled",
            p.seat
        ));
    }
    Ok((Actor::Seat(p.seat), open[rng.below(open.len())].clone()))
}

fn check_no_decision_taken<G: Game>(
    game: &G,
    before: &[Prompt],
    humans: &[Seat],
    bot: Seat,
    action: &str,
) -> Result<(), String> {
    let same_question = |a: &Prompt, b: &Prompt| {
        a.text == b.text
            && a.choices
                .iter()
                .map(|c| &c.id)
                .eq(b.choices.iter().map(|c| &c.id))
    };
    let Some(asked) = before.iter().find(|p| p.seat == bot) else {
        return Ok(());
    };
    let after = game.prompts();
    for human in humans {
        let held = before.iter().find(|p| p.seat == *human);
        if held.is_some_and(|h| same_question(h, asked)) && !after.iter().any(|p| p.seat == *human)
        {
            return Err(format!(
                "bot seat {bot} answered `{action}` to \"{}\", a decision human seat {human} held",
                asked.text
            ));
        }
    }
    Ok(())
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

/// The tallest decision screen over mixed tables, one per setup: the
/// seats in `humans` pick at random among their open choices (a stream
/// from the setup's seed), the others are bots; every time a human is
/// asked, its [`decision_text`] is measured. Returns the line count and the
/// screen of the tallest one.
pub fn tallest_decision<G: Game>(
    setups: impl IntoIterator<Item = Setup>,
    humans: &[Seat],
    max_actions: usize,
) -> Result<(usize, String), String> {
    let mut tallest = (0, String::new());
    for setup in setups {
        let found = tallest_decision_of_one::<G>(&setup, humans, max_actions)?;
        if found.0 > tallest.0 {
            tallest = found;
        }
    }
    Ok(tallest)
}

/// [`tallest_decision`] for one table.
fn tallest_decision_of_one<G: Game>(
    setup: &Setup,
    humans: &[Seat],
    max_actions: usize,
) -> Result<(usize, String), String> {
    let seed = setup.seed;
    let mut game = G::setup(setup).map_err(|e| format!("setup: {e}"))?;
    let mut rng = GameRng::from_seed(seed);
    let is_bot = |s: Seat| !humans.contains(&s);
    let mut tallest = (0, String::new());
    for _ in 0..max_actions {
        if game.outcome().is_some() {
            return Ok(tallest);
        }
        let prompts = game.prompts();
        for p in prompts.iter().filter(|p| humans.contains(&p.seat)) {
            let screen = decision_text(&game, p.seat);
            let lines = screen.lines().count();
            if lines > tallest.0 {
                tallest = (lines, screen);
            }
        }
        let (actor, action) = match next_automatic_move(&game, is_bot) {
            Some(next) => next,
            None => human_or_clock(&game, &prompts, humans, &mut rng)?,
        };
        game.apply(actor, &action)
            .map_err(|e| format!("{actor} `{action}` refused: {e}"))?;
    }
    Err(format!("no outcome after {max_actions} actions"))
}
