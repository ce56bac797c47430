//! The engine contract every game implements.
//!
//! A game is a pure, deterministic state machine: no I/O, no clocks, no
//! Discord or SQL types. Given the same [`Setup`] (names, options, seed) and the
//! same sequence of `(Actor, action)` pairs it reaches the same state, so a
//! game can always be rebuilt from its action log.
//!
//! The life of a game:
//! 1. [`Game::setup`] deals from the seed.
//! 2. [`Game::prompts`] says who may act now and with which choices. Several
//!    seats may be prompted at once (simultaneous steps: a Werewolf night).
//! 3. A frontend sends one choice `id` back through [`Game::apply`], which
//!    returns [`Event`]s, each with an audience. Multi-step decisions (card,
//!    then target, then guess) are kept in the state, one prompt at a time.
//! 4. [`Game::view`] renders a [`Panel`] for the public board or for a seat.
//!    Hidden information leaves the engine only through a seat's view or an
//!    event addressed to that seat.
//! 5. [`Game::outcome`] is `Some` once the game is over.
//!
//! Time is injected: a game that wants a phase timer returns a [`Deadline`];
//! the table service arms it and, when it passes, applies
//! `(Actor::Clock, deadline.action)`.

pub mod autoplay;
pub mod limits;
pub mod options;
pub mod panel;
pub mod rng;
pub mod testkit;
pub mod text;

use serde::{de::DeserializeOwned, Deserialize, Serialize};

pub use options::{CountsError, OptionError, OptionKind, OptionSpec, Options};
pub use panel::{
    images_wanted, set_images, truncate, without_images, Choice, ChoiceStyle, Field, Image, Panel,
    Part, MAX_CHOICE_ID,
};
pub use rng::GameRng;
pub use text::{Arg, Name, Span, Text};

/// A seat at the table, numbered from 0 in seating order.
pub type Seat = usize;

/// Who performs an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Actor {
    /// A player (human or bot) in this seat.
    Seat(Seat),
    /// A phase deadline passed.
    Clock,
    /// The host or moderator, through a host-only command.
    Host,
}

impl std::fmt::Display for Actor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Actor::Seat(s) => write!(f, "seat{s}"),
            Actor::Clock => f.write_str("clock"),
            Actor::Host => f.write_str("host"),
        }
    }
}

impl std::str::FromStr for Actor {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "clock" => Ok(Actor::Clock),
            "host" => Ok(Actor::Host),
            _ => s
                .strip_prefix("seat")
                .and_then(|n| n.parse().ok())
                .map(Actor::Seat)
                .ok_or_else(|| format!("bad actor `{s}`")),
        }
    }
}

/// Whose eyes a panel is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Viewer {
    Public,
    Seat(Seat),
}

/// Who may see an event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Audience {
    Public,
    Seat(Seat),
    /// A team or a pair (the wolves, two players comparing hands).
    Seats(Vec<Seat>),
}

impl Audience {
    pub fn includes(&self, seat: Seat) -> bool {
        match self {
            Audience::Public => true,
            Audience::Seat(s) => *s == seat,
            Audience::Seats(v) => v.contains(&seat),
        }
    }
}

/// Something that happened, for a log line or a notification.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub audience: Audience,
    /// Rendered by the frontend for each reader; a stored plain string
    /// reads back as a [`Text::Literal`].
    pub text: Text,
    /// Worth a message of its own (round over, knocked out, game over), not
    /// just a line on the board.
    pub notify: bool,
    /// The sub-table ([`Game::sub_tables`], by index) the event happened
    /// at, whose board carries it; `None`: the main board.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sub_table: Option<usize>,
}

impl Event {
    pub fn public(text: impl Into<Text>) -> Self {
        Event {
            audience: Audience::Public,
            text: text.into(),
            notify: false,
            sub_table: None,
        }
    }

    pub fn private(seat: Seat, text: impl Into<Text>) -> Self {
        Event {
            audience: Audience::Seat(seat),
            text: text.into(),
            notify: false,
            sub_table: None,
        }
    }

    pub fn to_seats(seats: Vec<Seat>, text: impl Into<Text>) -> Self {
        Event {
            audience: Audience::Seats(seats),
            text: text.into(),
            notify: false,
            sub_table: None,
        }
    }

    pub fn notify(mut self) -> Self {
        self.notify = true;
        self
    }

    /// The same event, happening at sub-table `i`.
    pub fn at_sub_table(mut self, i: usize) -> Self {
        self.sub_table = Some(i);
        self
    }
}

/// A seat that may act now, with its legal choices.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prompt {
    pub seat: Seat,
    /// The question, e.g. "Choose a card to play".
    pub text: Text,
    pub choices: Vec<Choice>,
}

/// Why an action was refused. The reason is shown to the player, so it says
/// what is wrong and, where it helps, what is allowed. Reasons are [`Text`]
/// (catalogue messages, rendered for the refused player); [`RuleError::text`]
/// is the whole refusal, and `Display` its English for logs and tests.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("It is not your turn: {0}")]
    NotYourTurn(Text),
    #[error("That is not possible now: {0}")]
    Illegal(Text),
    /// The action id as it came in (the player's input, not wording).
    #[error("Unknown choice `{0}`")]
    Malformed(String),
    #[error("The game is over")]
    GameOver,
}

impl RuleError {
    /// The refusal as a player reads it: its kind, then the game's reason.
    pub fn text(&self) -> Text {
        match self {
            RuleError::NotYourTurn(why) => {
                crate::text!("refusal-not-your-turn", why = why.clone())
            }
            RuleError::Illegal(why) => crate::text!("refusal-illegal", why = why.clone()),
            RuleError::Malformed(input) => {
                crate::text!("refusal-malformed", input = Arg::Plain(input.clone()))
            }
            RuleError::GameOver => crate::text!("refusal-game-over"),
        }
    }
}

/// Why a game could not be set up. Players read [`SetupError::text`] (from
/// the catalogue); the Display is its English for logs and tests.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("{game} needs {min} to {max} players, not {got}")]
    SeatCount {
        game: &'static str,
        min: usize,
        max: usize,
        got: usize,
    },
    /// The game's reason, a catalogue text (a deck with no werewolf).
    #[error("{0}")]
    Options(Text),
}

impl SetupError {
    /// The reason as a player reads it, in their language.
    pub fn text(&self) -> Text {
        match self {
            SetupError::SeatCount { min, max, got, .. } => crate::text!(
                "refusal-setup-seat-count",
                min = *min,
                max = *max,
                got = *got
            ),
            SetupError::Options(why) => why.clone(),
        }
    }
}

/// Everything `setup` needs. Names are display names in seat order, a
/// bot's marked as such ([`Name::bot`]): the game names seats with them
/// ([`Arg::player`]) and every text shows a bot's with the suffix of its
/// reader's language.
///
/// `options` are validated: they come from [`Options::parse`] against the
/// game's [`Game::option_specs`], so every declared key is present,
/// normalised and in range. A game reads them into its own typed settings
/// without checking them again; what it may still refuse is a combination
/// that depends on the table (a Werewolf deck with more roles than seats).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub names: Vec<Name>,
    pub options: Options,
    pub seed: u64,
}

impl Setup {
    /// The number of seats, or the error every game gives when `G` cannot
    /// be played with that many.
    pub fn seats_for<G: Game>(&self) -> Result<usize, SetupError> {
        let (min, max) = G::seat_range();
        let got = self.names.len();
        if (min..=max).contains(&got) {
            Ok(got)
        } else {
            Err(SetupError::SeatCount {
                game: G::TITLE,
                min,
                max,
                got,
            })
        }
    }
}

/// The final result. Co-operative games list every seat as winners, or none.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub winners: Vec<Seat>,
    /// One per seat (tokens, points, samples).
    pub scores: Vec<i64>,
    /// One line, e.g. "Alice wins with 4 project tokens".
    pub summary: String,
}

/// Where one seat finished, for ratings and statistics: read off a finished
/// game by [`Game::standings`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    /// The side the seat played for when sides are rated together
    /// (Werewolf: `village`, `werewolves`, `Tanner`); `None`: alone.
    pub team: Option<String>,
    /// The role the seat played (Werewolf: the dealt card).
    pub role: Option<String>,
    /// 1 for first; seats that tie share a place.
    pub place: u32,
}

/// Places from an outcome: winners first, then by score; equal keys share
/// a place (the default [`Game::standings`]).
pub fn places(outcome: &Outcome) -> Vec<u32> {
    let key = |s: Seat| (outcome.winners.contains(&s), outcome.scores[s]);
    (0..outcome.scores.len())
        .map(|s| {
            let better = (0..outcome.scores.len())
                .filter(|&o| key(o) > key(s))
                .count();
            better as u32 + 1
        })
        .collect()
}

/// `hand` -> `Hand`.
fn capitalised(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The whole story of a finished game: every seat's hidden facts and a
/// summary ([`Game::final_reveal`]). Names are the frontend's to add.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reveal {
    /// One entry per seat: the facts that were hidden (roles, hands, decks).
    pub seats: Vec<Vec<String>>,
    /// How it ended, and what was hidden from everyone (a night log).
    pub summary: Vec<String>,
}

/// A phase timer the game asks for. `key` changes whenever a new timer is
/// wanted (a phase counter), so a stale timer is never applied twice; when it
/// passes the table applies `(Actor::Clock, action)`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deadline {
    pub key: u64,
    pub seconds: u32,
    pub action: String,
}

/// One of several tables played at once inside a game (the Project Planning
/// tournament groups). Frontends give each its own board (a Discord thread).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SubTable {
    pub name: String,
    pub seats: Vec<Seat>,
    pub panel: Panel,
    pub finished: bool,
}

/// Seats who may talk among themselves in private (the werewolves). A
/// frontend gives each room its own private place (a Discord private
/// thread) whose members follow `seats` as it changes; events addressed to
/// exactly these seats are posted there too.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Room {
    /// Stable while the game lasts, e.g. `wolves`.
    pub key: String,
    /// Shown to the members, e.g. "Wolf den".
    pub name: Text,
    pub seats: Vec<Seat>,
}

/// A seat that must not talk at the table now, and why ("dead",
/// "silenced today"). Frontends enforce it where they can.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Muted {
    pub seat: Seat,
    pub reason: Text,
}

/// The contract of one game's rules.
///
/// `apply` may leave the state half-changed when it returns an error: callers
/// go through [`crate::games::AnyGame::apply`], which applies to a copy, so a
/// refused action never changes anything.
/// Where a game stands in public ([`Game::stage`]): compared, never shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The public board's title, as data (not rendered: the same in every
    /// language).
    Titled(Text),
    /// The game's own count of its stages.
    Numbered(u64),
}

/// What a seat's private panel mainly holds ([`Game::PRIVATE_PANEL`]):
/// the frontends choose the words that open it from this, never from a
/// game's name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrivatePanel {
    /// Cards in hand (and what goes with them).
    Hand,
    /// A secret role (Werewolf).
    Role,
}

pub trait Game: Clone + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static {
    /// The English name, e.g. "Arctic Wolf Project Planning", for logs and
    /// developers; players read the catalogue's `game-title-<slug>`
    /// (`GameKind::title`) in their language.
    const TITLE: &'static str;
    /// Everyone wins or loses together: an outcome lists every seat as a
    /// winner, or none.
    const COOPERATIVE: bool = false;
    /// Whom a step asks is secret (a Werewolf night asks only the seats of
    /// some roles): nobody but the seat itself may hear that its time ran
    /// out or that it is reminded.
    const ASKS_IN_SECRET: bool = false;
    /// The game says who must keep quiet ([`Game::muted`],
    /// [`Game::table_silent`]) in a way a voice channel can follow: its
    /// tables are offered the voice option
    /// ([`crate::engine::options::VOICE_OPTION`]).
    const MUTES_IN_VOICE: bool = false;
    /// What a seat's private panel mainly holds, so a frontend names it
    /// in the game's own words ("Show my hand", "Show my role").
    const PRIVATE_PANEL: PrivatePanel = PrivatePanel::Hand;
    /// The options this game accepts (lobby, `--option`).
    fn option_specs() -> &'static [OptionSpec];
    /// Lines a lobby shows about `options` at a table of `seats`, updated
    /// as they change: what Start would deal, and why it would be refused.
    fn lobby_notes(_options: &Options, _seats: usize) -> Vec<Text> {
        Vec::new()
    }
    /// The explicit value an `auto` option stands for at `seats` (the preset
    /// a lobby edits from), when it has one.
    fn auto_value(_key: &str, _options: &Options, _seats: usize) -> Option<String> {
        None
    }
    /// The name players read for item `item` (a slug) of the list option
    /// `key` ([`OptionKind::Counts`]): the lobby's menus and option line.
    /// Every item of every list option has one (a test checks).
    fn option_item_label(_key: &str, _item: &str) -> Option<Text> {
        None
    }
    /// Smallest and largest number of seats.
    fn seat_range() -> (usize, usize);
    /// Rules summary, one page per entry (for `/rules` and the terminal's
    /// `r`). A page not yet in the catalogue is a [`Text::Literal`] that
    /// may hold markdown.
    fn rules() -> Vec<Text>;

    fn setup(setup: &Setup) -> Result<Self, SetupError>;
    fn prompts(&self) -> Vec<Prompt>;

    /// The seats [`Game::prompts`] would prompt now, in the same order,
    /// without building their texts and choices: the loops that let bots
    /// play ask only this ([`next_automatic_move`]). The default builds the
    /// prompts; a game overrides it when it can answer more cheaply (the
    /// contract check in the soak tests holds the two equal).
    fn prompted_seats(&self) -> Vec<Seat> {
        self.prompts().iter().map(|p| p.seat).collect()
    }
    /// Play `action` by `actor`. A refusal (`Err`) leaves the state exactly
    /// as it was: check everything before changing anything. The table
    /// applies in place (no copy of the game per move, so a move costs the
    /// same early and late in a game), and the soak tests' contract check
    /// probes refusals at every step and compares the state.
    fn apply(&mut self, actor: Actor, action: &str) -> Result<Vec<Event>, RuleError>;
    fn view(&self, viewer: Viewer) -> Panel;
    fn outcome(&self) -> Option<Outcome>;

    /// Whether the game is over ([`Game::outcome`] is `Some`), without
    /// building the outcome and rendering its summary: the loops that let
    /// bots play ask it before every move. A game overrides it when it
    /// can answer more cheaply (the contract check holds the two equal).
    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// The bot's choice for `seat`, if it is prompted. Must be a function of
    /// the state only (derive randomness with [`GameRng::derive`]) and must
    /// use only what that seat may know. `None` while prompted means the bot
    /// waits for others or for the clock.
    fn bot_action(&self, seat: Seat) -> Option<String>;

    /// Where the game stands in public, as data: a new stage (a night, a
    /// day, a turn) is a step the frontends announce to everyone asked
    /// (the Discord nudges). By default every new title of the public
    /// board is a stage; a game whose titles name steps inside a stage
    /// ("Day 2: vote") numbers its stages itself.
    fn stage(&self) -> Stage {
        Stage::Titled(self.view(Viewer::Public).title)
    }

    /// Whether `seat`, asked now, misses a decision when the game's own
    /// timer ends the step without a move of its own (a missed step counts
    /// toward handing the seat to a bot). Not where letting the timer run
    /// out is how the step ends for that seat: a Werewolf day's
    /// discussion. Where the seats asked are secret, the answer must not
    /// depend on a seat's secret (Werewolf counts every living seat's
    /// night, power or not).
    fn silence_misses_a_step(&self, _seat: Seat) -> bool {
        true
    }

    /// The timer the current phase wants, if any.
    fn deadline(&self) -> Option<Deadline> {
        None
    }

    /// Decisions that several prompted seats hold together, where one
    /// answer settles it for all of them (an Arctic Escape group's move,
    /// the ship, the wolves' victim): each entry lists the seats holding
    /// one such decision now. A bot never answers a shared decision while
    /// a human seat of it is still prompted (see [`next_automatic_move`]):
    /// the humans decide, or the phase timer applies its default; the bots
    /// may state a preference meanwhile ([`crate::games::AnyGame::suggestions`]).
    /// Prompts not listed here are each seat's own decision.
    fn shared_decisions(&self) -> Vec<Vec<Seat>> {
        Vec::new()
    }

    /// Tables played at the same time inside this game, if more than one.
    fn sub_tables(&self) -> Vec<SubTable> {
        Vec::new()
    }

    /// Private rooms of seats that may confer (empty once the game is over).
    fn rooms(&self) -> Vec<Room> {
        Vec::new()
    }

    /// Whether every seat keeps quiet right now (Werewolf's night: the
    /// wolves confer in their room): a voice call mutes the whole table,
    /// whatever each seat's role. False once the game is over.
    fn table_silent(&self) -> bool {
        false
    }

    /// Seats that must keep quiet at the table right now (empty once the
    /// game is over).
    fn muted(&self) -> Vec<Muted> {
        Vec::new()
    }

    /// Where each seat finished, once the game is over (empty before).
    /// By default: no teams, places from the outcome ([`places`]).
    fn standings(&self) -> Vec<Standing> {
        let Some(outcome) = self.outcome() else {
            return Vec::new();
        };
        places(&outcome)
            .into_iter()
            .map(|place| Standing {
                team: None,
                role: None,
                place,
            })
            .collect()
    }

    /// The whole story, once the game is over (empty before): every seat's
    /// hidden facts and a summary. By default each seat's facts are what
    /// its own panel showed beyond the public board (hands, decks), so a
    /// game whose secrets live in its seat panels reveals them with no
    /// code of its own.
    fn final_reveal(&self) -> Reveal {
        let Some(outcome) = self.outcome() else {
            return Reveal::default();
        };
        let public = self.view(Viewer::Public).fields;
        let seats = (0..outcome.scores.len())
            .map(|seat| {
                self.view(Viewer::Seat(seat))
                    .fields
                    .into_iter()
                    .filter(|f| !public.contains(f))
                    .map(|f| {
                        let reader = Viewer::Seat(seat);
                        let name = f.name.plain(reader);
                        // "Your hand" is the seat's hand, said of the seat.
                        let name = match name.strip_prefix("Your ") {
                            Some(rest) => capitalised(rest),
                            None => name,
                        };
                        format!("{name}: {}", f.value.plain(reader).replace('\n', "; "))
                    })
                    .collect()
            })
            .collect();
        Reveal {
            seats,
            summary: vec![outcome.summary],
        }
    }

    /// Seats out of the game who may see everything while it goes on
    /// (the Werewolf dead), or `None` when this game has no afterlife.
    /// Frontends give them (and onlookers who are not playing) a place of
    /// their own and [`Game::afterlife_view`]; never a seat still in play.
    fn afterlife(&self) -> Option<Vec<Seat>> {
        None
    }

    /// The full-information panel of the afterlife: every hidden fact and
    /// the secret actions as they happen. Only for the seats of
    /// [`Game::afterlife`] and onlookers.
    fn afterlife_view(&self) -> Panel {
        self.view(Viewer::Public)
    }

    /// Checks the game's invariants (cards conserved, ...), for soak tests.
    fn check_invariants(&self) -> Result<(), String> {
        Ok(())
    }

    /// Game-specific counters read off a finished state (how often each
    /// Werewolf artifact was revealed, ...); `wolfden simulate` sums them over
    /// its games. A name `row/column` is shown as a cell of a table.
    fn tallies(&self) -> Vec<(String, u64)> {
        Vec::new()
    }
}

/// The next move nobody has to wait for: the first prompted seat held by a
/// bot, with the bot's choice; or, when only the clock can end the phase
/// (nobody is prompted, or every prompted seat is a bot that waits), the
/// clock's action. `None` while a human may act. A bot that shares a
/// decision with a prompted human ([`Game::shared_decisions`]) waits for
/// the human. Every loop that lets bots play (the table's, the
/// simulator's, the test kit's) steps with this.
pub fn next_automatic_move<G: Game>(
    game: &G,
    is_bot: impl Fn(Seat) -> bool,
) -> Option<(Actor, String)> {
    let prompted = game.prompted_seats();
    let human_prompted = prompted.iter().any(|&s| !is_bot(s));
    // Only a prompted human makes a bot wait: at an all-bot table the
    // shared decisions are not even asked for.
    let waits_for_a_human = if human_prompted {
        bots_sharing_with_a_human(game, &prompted, &is_bot)
    } else {
        Vec::new()
    };
    let bot_move = prompted
        .iter()
        .copied()
        .filter(|&s| is_bot(s) && !waits_for_a_human.contains(&s))
        .find_map(|s| game.bot_action(s).map(|a| (Actor::Seat(s), a)));
    if bot_move.is_some() || human_prompted {
        return bot_move;
    }
    game.deadline().map(|d| (Actor::Clock, d.action))
}

/// The bot seats that share a decision with a prompted human seat.
pub fn waiting_for_humans<G: Game>(
    game: &G,
    prompts: &[Prompt],
    is_bot: impl Fn(Seat) -> bool,
) -> Vec<Seat> {
    let prompted: Vec<Seat> = prompts.iter().map(|p| p.seat).collect();
    bots_sharing_with_a_human(game, &prompted, &is_bot)
}

/// [`waiting_for_humans`] from the prompted seats alone.
fn bots_sharing_with_a_human<G: Game>(
    game: &G,
    prompted: &[Seat],
    is_bot: &impl Fn(Seat) -> bool,
) -> Vec<Seat> {
    let human_prompted = |s: Seat| !is_bot(s) && prompted.contains(&s);
    game.shared_decisions()
        .iter()
        .filter(|seats| seats.iter().any(|&s| human_prompted(s)))
        .flat_map(|seats| seats.iter().copied().filter(|&s| is_bot(s)))
        .collect()
}

/// The next move once the phase timer has run out: a bot that waited on a
/// human ([`waiting_for_humans`]) states its preference first, so it
/// counts; then the clock acts. Loops that fire a due deadline step with
/// this until the clock has acted.
pub fn next_move_at_deadline<G: Game>(
    game: &G,
    is_bot: impl Fn(Seat) -> bool,
) -> Option<(Actor, String)> {
    let prompted = game.prompted_seats();
    bots_sharing_with_a_human(game, &prompted, &is_bot)
        .into_iter()
        .find_map(|seat| game.bot_action(seat).map(|a| (Actor::Seat(seat), a)))
        .or_else(|| game.deadline().map(|d| (Actor::Clock, d.action)))
}
