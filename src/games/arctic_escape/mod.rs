//! Arctic Escape (seed 002): a cooperative crossing of a melting ice floe.
//! This file holds the state, its small value types and the [`Game`] impl,
//! which only dispatches.
//!
//! # Layout
//! - `mod.rs`: the state and value types and the `impl Game`.
//! - `setup.rs`: the option table, the `/rules` pages, the settings and the
//!   map generator.
//! - Rules: `moves.rs` (what a player or group may do on its move),
//!   `resolve.rs` (carrying it out: terrain, equipment, boarding), `turn.rs`
//!   (the shared phases: grouping, ship, blizzards, melting), `floe.rs`
//!   (melts, falls, the loss checks after every change, the invariants).
//! - `view.rs`: the board panel and the text map; `render.rs` and `draw.rs`
//!   draw the PNG map.
//! - `bot.rs`: the bot.
//! - `tests/`: `mod.rs` holds the helpers (hand-made boards) and the `mod`
//!   lines; each other file tests one area.

use serde::{Deserialize, Serialize};

use crate::engine::{
    Actor, Arg, Event, Game, GameRng, Name, OptionSpec, Outcome, Panel, Prompt, Reveal, RuleError, Seat,
    Setup, SetupError, Text, Viewer,
};
use crate::text;

mod bot;
mod draw;
mod floe;
mod moves;
mod outlook;
mod render;
mod resolve;
mod setup;
mod story;
mod turn;
mod view;

#[cfg(test)]
mod tests;

/// Number of sample bundles placed on the map.
pub const SAMPLE_COUNT: usize = 6;

/// A square of the map; row 0 is the top, the ship lies below the last row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pos {
    pub row: usize,
    pub col: usize,
}

impl Pos {
    pub fn new(row: usize, col: usize) -> Self {
        Pos { row, col }
    }

    /// Chess-like label: column letter, row number from 1 (`c4`).
    pub fn label(self) -> String {
        format!("{}{}", (b'a' + self.col as u8) as char, self.row + 1)
    }
}

/// The four moves (no diagonals).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Dir {
    Up,
    Down,
    Left,
    Right,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];

    /// The action code and the word in messages.
    pub fn code(self) -> &'static str {
        match self {
            Dir::Up => "up",
            Dir::Down => "down",
            Dir::Left => "left",
            Dir::Right => "right",
        }
    }

    pub fn parse(code: &str) -> Option<Dir> {
        Dir::ALL.into_iter().find(|d| d.code() == code)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Terrain {
    Ice,
    ThinIce,
    Snow,
    Mountain,
    Water,
    Bridge,
    Crevasse,
}

impl Terrain {
    pub fn name(self) -> &'static str {
        match self {
            Terrain::Ice => "Ice",
            Terrain::ThinIce => "Thin ice",
            Terrain::Snow => "Snow",
            Terrain::Mountain => "Mountain",
            Terrain::Water => "Water",
            Terrain::Bridge => "Bridge",
            Terrain::Crevasse => "Crevasse",
        }
    }

    /// The terrain's name in a sentence, lower case ("thin ice").
    pub fn text(self) -> Text {
        let index = match self {
            Terrain::Ice => 0usize,
            Terrain::ThinIce => 1,
            Terrain::Snow => 2,
            Terrain::Mountain => 3,
            Terrain::Water => 4,
            Terrain::Bridge => 5,
            Terrain::Crevasse => 6,
        };
        text!("arctic-terrain", terrain = index)
    }

    /// The piece spent on entry (Snow: Sled, Mountain: Rope, Water: Raft).
    pub fn needs(self) -> Option<Equip> {
        match self {
            Terrain::Snow => Some(Equip::Sled),
            Terrain::Mountain => Some(Equip::Rope),
            Terrain::Water => Some(Equip::Raft),
            _ => None,
        }
    }

    /// Bridges and thin ice hold one player at a time.
    pub fn single_file(self) -> bool {
        matches!(self, Terrain::ThinIce | Terrain::Bridge)
    }

    /// The character on the text map.
    pub fn symbol(self) -> char {
        match self {
            Terrain::Ice => '.',
            Terrain::ThinIce => '-',
            Terrain::Snow => '*',
            Terrain::Mountain => '^',
            Terrain::Water => '~',
            Terrain::Bridge => '=',
            Terrain::Crevasse => '#',
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Equip {
    Sled,
    Rope,
    Raft,
}

impl Equip {
    pub const ALL: [Equip; 3] = [Equip::Sled, Equip::Rope, Equip::Raft];

    pub fn name(self) -> &'static str {
        match self {
            Equip::Sled => "Sled",
            Equip::Rope => "Rope",
            Equip::Raft => "Raft",
        }
    }

    /// The piece's name ("Sled").
    pub fn text(self) -> Text {
        text!("arctic-piece", piece = self.index())
    }

    pub fn index(self) -> usize {
        match self {
            Equip::Sled => 0,
            Equip::Rope => 1,
            Equip::Raft => 2,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Expertise {
    Sledder,
    Climber,
    Sailor,
    Snowshoer,
    Engineer,
    Explorer,
}

impl Expertise {
    pub const ALL: [Expertise; 6] = [
        Expertise::Sledder,
        Expertise::Climber,
        Expertise::Sailor,
        Expertise::Snowshoer,
        Expertise::Engineer,
        Expertise::Explorer,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Expertise::Sledder => "Sledder",
            Expertise::Climber => "Climber",
            Expertise::Sailor => "Sailor",
            Expertise::Snowshoer => "Snowshoer",
            Expertise::Engineer => "Engineer",
            Expertise::Explorer => "Explorer",
        }
    }

    /// The expertise's name ("Engineer").
    pub fn text(self) -> Text {
        let index = Expertise::ALL.iter().position(|&e| e == self).unwrap_or(0);
        text!("arctic-expertise", expertise = index)
    }

    /// The terrain whose equipment this expert usually saves (1 loss in 3).
    pub fn eases(self, terrain: Terrain) -> bool {
        matches!(
            (self, terrain),
            (Expertise::Sledder, Terrain::Snow)
                | (Expertise::Climber, Terrain::Mountain)
                | (Expertise::Sailor, Terrain::Water)
        )
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    Ashore,
    Aboard,
    /// Fell into a crevasse: the game is lost.
    Fallen,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub name: Name,
    pub expertise: Expertise,
    /// Kept sorted (Sled, Rope, Raft).
    pub equipment: Vec<Equip>,
    pub pos: Pos,
    pub status: Status,
    /// Group id: the lowest seat of the group (the player's own seat when alone).
    pub group: Seat,
    /// An Engineer's once-per-game bridge has been built.
    pub bridge_used: bool,
}

impl Player {
    pub fn holds(&self, piece: Equip) -> bool {
        self.equipment.contains(&piece)
    }

    pub fn ashore(&self) -> bool {
        self.status == Status::Ashore
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sample {
    pub pos: Pos,
    /// Seat of the player (or group leader) who picked it up.
    pub taken_by: Option<Seat>,
}

/// Three squares in a row (or a column) around `center`, clipped to the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Blizzard {
    pub center: Pos,
    pub vertical: bool,
}

impl Blizzard {
    /// Whether `pos` (a square of the map) is one of the blizzard's squares.
    pub fn covers(&self, pos: Pos) -> bool {
        let Pos { row, col } = self.center;
        if self.vertical {
            pos.col == col && pos.row.abs_diff(row) <= 1
        } else {
            pos.row == row && pos.col.abs_diff(col) <= 1
        }
    }

    pub fn squares(&self, width: usize, height: usize) -> Vec<Pos> {
        let Pos { row, col } = self.center;
        let mut out = Vec::with_capacity(3);
        for delta in [-1isize, 0, 1] {
            let (r, c) = if self.vertical {
                (row as isize + delta, col as isize)
            } else {
                (row as isize, col as isize + delta)
            };
            if r >= 0 && c >= 0 && (r as usize) < height && (c as usize) < width {
                out.push(Pos::new(r as usize, c as usize));
            }
        }
        out
    }
}

/// The lobby settings, resolved (see `setup.rs` for the option keys).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    pub size: String,
    pub width: usize,
    pub height: usize,
    /// Pieces each player holds after re-equipping (and at the start).
    pub equipment: usize,
    pub difficulty: usize,
    pub melt_per_turn: usize,
    pub max_melts: usize,
    pub max_blizzards: usize,
    /// Random melts may hit squares with players on them (they fall in).
    pub melt_occupied: bool,
}

/// The five phases of a game turn; blizzards and melting run by themselves
/// right after the ship phase, so they never wait for anyone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Grouping,
    Moving,
    Ship,
    Over,
}

/// Equipment counts (sleds, ropes, rafts) chosen for one player when re-equipping.
pub type Kit = [u8; 3];

/// Where the moving player or group is in its multi-step decision.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MoveStep {
    /// Choose a direction, stay, or re-equip.
    Choose,
    /// Several members could spend the piece for `dir`: who does?
    Pay { dir: Dir },
    /// Re-equipping: one kit per member, in seat order, chosen so far.
    Equip { kits: Vec<Kit> },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct End {
    pub won: bool,
    pub reason: Text,
    /// How a lost game was lost, as data (games stored before it was kept
    /// read back with none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loss: Option<Loss>,
}

/// The game's loss conditions (seed 002): the floe collapses under its
/// melts, a player falls into a crevasse, the crevasses cut a player off
/// from the last row, or split the players so they can never all board in
/// the same turn (apart, or only single-file squares left to gather on).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LossCause {
    Melts,
    Fall,
    CutOff,
    Split,
}

impl LossCause {
    /// The name in `wolfden simulate`'s `outcomes.loss_causes`.
    pub fn name(self) -> &'static str {
        match self {
            LossCause::Melts => "melts",
            LossCause::Fall => "fall",
            LossCause::CutOff => "cut-off",
            LossCause::Split => "split",
        }
    }
}

/// How the game was lost and whether a seat's move brought it about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Loss {
    pub cause: LossCause,
    /// The loss followed from a seat's move (its step, stay, re-equip or
    /// ship move, with the chances they run), not from the turn's thaw or
    /// blizzards.
    pub own_move: bool,
    /// That move was one the game marked as a sure loss while another
    /// choice of the same move was not.
    pub avoidable: bool,
}

/// The whole game: nothing is hidden, every player sees everything.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArcticEscape {
    settings: Settings,
    /// Row-major, `width * height`.
    terrain: Vec<Terrain>,
    players: Vec<Player>,
    samples: Vec<Sample>,
    ship_col: usize,
    blizzards: Vec<Blizzard>,
    /// Squares turned into crevasses since the start (never decreases).
    melts: usize,
    /// Game turn, from 1.
    turn: usize,
    phase: Phase,
    step: MoveStep,
    /// Players who have had their move this turn.
    moved: Vec<bool>,
    /// The moving player or group has re-equipped during this move.
    equipped: bool,
    /// Someone boarded this turn: everyone left must board now.
    boarding: bool,
    /// The current cut-off, shown as a warning while an Engineer can still bridge.
    warning: Option<Text>,
    end: Option<End>,
    /// Recent happenings with who did them, newest last (shown on the board).
    log: Vec<Text>,
    /// The squares each player has stood on, in order (for the story at
    /// the end; games saved before it was kept start it at their next move).
    #[serde(default)]
    routes: Vec<Vec<Pos>>,
    rng: GameRng,
}

pub(super) const LOG_LINES: usize = 8;

impl ArcticEscape {
    fn width(&self) -> usize {
        self.settings.width
    }

    fn height(&self) -> usize {
        self.settings.height
    }

    fn index(&self, pos: Pos) -> usize {
        pos.row * self.width() + pos.col
    }

    fn terrain_at(&self, pos: Pos) -> Terrain {
        self.terrain[self.index(pos)]
    }

    fn all_squares(&self) -> impl Iterator<Item = Pos> + '_ {
        (0..self.height()).flat_map(move |r| (0..self.width()).map(move |c| Pos::new(r, c)))
    }

    /// The neighbour in `dir`, if it is on the map.
    fn neighbour(&self, pos: Pos, dir: Dir) -> Option<Pos> {
        match dir {
            Dir::Up => pos.row.checked_sub(1).map(|r| Pos::new(r, pos.col)),
            Dir::Down => (pos.row + 1 < self.height()).then(|| Pos::new(pos.row + 1, pos.col)),
            Dir::Left => pos.col.checked_sub(1).map(|c| Pos::new(pos.row, c)),
            Dir::Right => (pos.col + 1 < self.width()).then(|| Pos::new(pos.row, pos.col + 1)),
        }
    }

    /// The last-row square next to the ship, the only place to board from.
    fn boarding_square(&self) -> Pos {
        Pos::new(self.height() - 1, self.ship_col)
    }

    fn ashore(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.players.len()).filter(|&p| self.players[p].ashore())
    }

    fn players_at(&self, pos: Pos) -> Vec<Seat> {
        self.ashore()
            .filter(|&p| self.players[p].pos == pos)
            .collect()
    }

    fn in_blizzard(&self, pos: Pos) -> bool {
        self.blizzards.iter().any(|b| b.covers(pos))
    }

    fn sample_at(&self, pos: Pos) -> Option<usize> {
        self.samples
            .iter()
            .position(|s| s.taken_by.is_none() && s.pos == pos)
    }

    fn samples_taken(&self) -> usize {
        self.samples.iter().filter(|s| s.taken_by.is_some()).count()
    }

    /// Members of `seat`'s group who are still ashore, in seat order.
    fn group_members(&self, seat: Seat) -> Vec<Seat> {
        let group = self.players[seat].group;
        self.ashore()
            .filter(|&p| self.players[p].group == group)
            .collect()
    }

    /// The player or group whose move it is (seat order; a group moves on its
    /// first member's turn). Empty outside the movement phase.
    fn current_unit(&self) -> Vec<Seat> {
        if self.phase != Phase::Moving {
            return Vec::new();
        }
        self.ashore()
            .find(|&p| !self.moved[p])
            .map(|p| self.group_members(p))
            .unwrap_or_default()
    }

    /// Seat `seat` as a message argument: "you" for its reader.
    fn player(&self, seat: Seat) -> Arg {
        Arg::player(seat, &self.players[seat].name)
    }

    /// "Alice" or "Alice and Bob" as a message argument, "you" for its
    /// reader among them.
    fn names(&self, seats: &[Seat]) -> Text {
        Text::and_list(
            seats
                .iter()
                .map(|&p| Text::player(p, &self.players[p].name))
                .collect(),
        )
    }

    /// [`Self::names`] opening a sentence: "You and Bo", "Ada, you and Bo".
    fn subject(&self, seats: &[Seat]) -> Text {
        let Some((&first, rest)) = seats.split_first() else {
            return Text::default();
        };
        text!(
            "arctic-subject",
            first = self.player(first),
            more = rest.len(),
            rest = self.names(rest)
        )
    }

    /// Keeps a line for the board's "recent" list and returns the public event.
    fn record(&mut self, text: impl Into<Text>) -> Event {
        let text = text.into();
        self.log.push(text.clone());
        if self.log.len() > LOG_LINES {
            let extra = self.log.len() - LOG_LINES;
            self.log.drain(..extra);
        }
        Event::public(text)
    }

    fn seat_of(&self, actor: Actor) -> Result<Seat, RuleError> {
        match actor {
            Actor::Seat(s) if s < self.players.len() => Ok(s),
            Actor::Seat(s) => Err(RuleError::NotYourTurn(text!(
                "arctic-refuse-no-seat",
                seat = s
            ))),
            _ => Err(RuleError::NotYourTurn(text!("arctic-refuse-not-seated"))),
        }
    }
}

impl Game for ArcticEscape {
    const TITLE: &'static str = "Arctic Escape";

    const COOPERATIVE: bool = true;

    fn option_specs() -> &'static [OptionSpec] {
        setup::OPTION_SPECS
    }

    fn seat_range() -> (usize, usize) {
        (1, 8)
    }

    fn rules() -> Vec<Text> {
        // The pages are catalogue messages (arctic_escape_rules.ftl).
        vec![
            text!("arctic-rules-page-1"),
            text!("arctic-rules-page-2"),
            text!("arctic-rules-page-3"),
            text!("arctic-rules-page-4"),
        ]
    }

    fn setup(setup: &Setup) -> Result<Self, SetupError> {
        setup::deal(setup)
    }

    fn prompts(&self) -> Vec<Prompt> {
        match self.phase {
            Phase::Grouping => self.grouping_prompts(),
            Phase::Moving => self.move_prompts(),
            Phase::Ship => self.ship_prompts(),
            Phase::Over => Vec::new(),
        }
    }

    fn prompted_seats(&self) -> Vec<Seat> {
        match self.phase {
            Phase::Grouping | Phase::Ship => (0..self.players.len()).collect(),
            Phase::Moving => self.current_unit(),
            Phase::Over => Vec::new(),
        }
    }

    fn apply(&mut self, actor: Actor, action: &str) -> Result<Vec<Event>, RuleError> {
        if self.end.is_some() {
            return Err(RuleError::GameOver);
        }
        let seat = self.seat_of(actor)?;
        let mut events = Vec::new();
        match self.phase {
            Phase::Grouping => self.apply_grouping(seat, action, &mut events)?,
            Phase::Moving => self.apply_move(seat, action, &mut events)?,
            Phase::Ship => self.apply_ship(seat, action, &mut events)?,
            Phase::Over => return Err(RuleError::GameOver),
        }
        if self.end.is_none() {
            self.check_cut_off(&mut events);
        }
        if self.end.is_some() {
            self.phase = Phase::Over;
        }
        Ok(events)
    }

    fn view(&self, viewer: Viewer) -> Panel {
        self.panel(viewer)
    }

    fn is_over(&self) -> bool {
        self.end.is_some()
    }

    fn outcome(&self) -> Option<Outcome> {
        let end = self.end.as_ref()?;
        let n = self.players.len();
        let taken = self.samples_taken() as i64;
        let summary = self.end_line().to_string();
        Some(Outcome {
            winners: if end.won {
                (0..n).collect()
            } else {
                Vec::new()
            },
            scores: vec![taken; n],
            summary,
        })
    }

    fn final_reveal(&self) -> Reveal {
        self.story()
    }

    fn bot_action(&self, seat: Seat) -> Option<String> {
        bot::choose(self, seat)
    }

    /// Every prompt of this game is one decision for all who hold it: the
    /// grouping (anyone presses), a group's move (any member), the ship
    /// (anyone). So at a mixed table the humans decide them.
    fn shared_decisions(&self) -> Vec<Vec<Seat>> {
        let seats = self.prompted_seats();
        if seats.len() > 1 {
            vec![seats]
        } else {
            Vec::new()
        }
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.invariants()
    }

    /// `loss_causes/<cause>` for a lost game, with `… by own move` and
    /// `… by own avoidable move` when a seat's move brought it about.
    fn tallies(&self) -> Vec<(String, u64)> {
        let Some(loss) = self.end.as_ref().and_then(|e| e.loss) else {
            return Vec::new();
        };
        let cause = loss.cause.name();
        let mut out = vec![(format!("loss_causes/{cause}"), 1)];
        if loss.own_move {
            out.push((format!("loss_causes/{cause} by own move"), 1));
        }
        if loss.avoidable {
            out.push((format!("loss_causes/{cause} by own avoidable move"), 1));
        }
        out
    }
}
