//! Ultimate Werewolf with the Artifacts expansion, moderated by the bot.
//!
//! This file holds the state ([`Werewolf`]) and the [`Game`] implementation,
//! which dispatches to the other files.
//!
//! # Layout
//!
//! - `mod.rs`: the state and the contract implementation.
//! - `setup.rs`: the option table, the rules pages and the deal.
//! - `roles.rs`, `deck.rs`, `artifacts.rs`: the role cards, deck building
//!   and presets, the artifact cards.
//! - `rules.rs`: action codes, player questions, refusals, invariants.
//! - `night.rs`: the night's tasks and choices.
//! - `dawn.rs`: night resolution, deaths, win checks, the settle loop.
//! - `day.rs`: discussion, trial and vote.
//! - `floor.rs`: when bots may nominate and second (they leave people the
//!   floor a moment), and how the open floor's time passes.
//! - `votes.rs`: named votes (the line after a vote, the board's and the
//!   story's lists) and who the vote publicly cannot eliminate.
//! - `resolve.rs`, `effects.rs`: the queue of interrupting decisions and the
//!   artifact effects.
//! - `view.rs`: the public board and the private panels.
//! - `story.rs`: the story at the end (the finished board, the reveal).
//! - `pages.rs`: the rules pages, with every role and artifact listed.
//! - `bot.rs`, `bot_artifacts.rs`: the bots' choices; how bots play their
//!   artifacts.
//! - `tests/`: helpers in `tests/mod.rs`, one file of tests per topic.
//!
//! Legality is one rule: an action is accepted exactly when it is one of the
//! choices `prompts()` lists for that seat; anything else is refused with a
//! reason from `rules::refusal`, and a refused action changes nothing.

mod afterlife;
pub mod artifacts;
mod bot;
mod bot_artifacts;
mod dawn;
mod day;
pub mod deck;
mod effects;
mod floor;
mod night;
mod pages;
mod resolve;
pub mod roles;
mod rules;
mod setup;
mod speech;
mod story;
mod view;
mod votes;

#[cfg(test)]
mod tests;

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use crate::engine::{
    Actor, Deadline, Event, Game, GameRng, Muted, Name, OptionSpec, Options, Outcome, Panel, PrivatePanel, Prompt,
    Room, RuleError, Seat, Setup, SetupError, Text, Viewer,
};
use crate::text;

pub use artifacts::{Artifact, Held};
pub use roles::{Role, Team};
pub use rules::{Act, MuteReason};

/// Seconds for the steps without an option.
pub const SECOND_SECONDS: u32 = 30;
pub const DEFENCE_SECONDS: u32 = 60;
pub const VOTE_SECONDS: u32 = 60;
/// The discussion runs on a timer of this step, so that a trial can pause
/// it and it resumes with the time left (the engine has no clock of its own:
/// time passes in the steps the clock acts on).
pub const DISCUSSION_TICK: u32 = 30;
/// Any single decision that interrupts a phase (a Hunter's shot, an artifact's
/// choice, the Bow of Hunting's "within a minute").
pub const DECISION_SECONDS: u32 = 60;
/// Public lines kept for the board's "Recent events".
pub const BOARD_LINES: usize = 30;
/// Rounds in a row without any death after which the moderator ends the game.
pub const STALEMATE_ROUNDS: u32 = 8;

/// The host's settings, validated.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    pub first_night_kill: bool,
    pub reveal_roles: bool,
    pub night_seconds: u32,
    pub day_seconds: u32,
    pub day_shrink: u32,
    /// Talk before nominations open each day (games saved before it: 0).
    #[serde(default)]
    pub quiet_seconds: u32,
    /// Bots wait from half of this to all of it once nominations open
    /// before they nominate or second (games saved before it: 0).
    #[serde(default)]
    pub bot_wait: u32,
    pub artifacts: u8,
    pub artifact_list: Vec<Artifact>,
    pub opted_out: Vec<Seat>,
}

/// How a player died.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cause {
    Wolves,
    Witch,
    Vote,
    Hunter,
    Wounds,
    Breath,
    Bow,
    Spear,
    Orb,
}

impl Cause {
    /// How the death came, from the catalogue: a message per cause (a
    /// string argument reaches Fluent as a placeholder, so a selector on
    /// it would always fall to its default).
    pub fn label(self) -> Text {
        match self {
            Cause::Wolves => text!("ww-cause-wolves"),
            Cause::Witch => text!("ww-cause-witch"),
            Cause::Vote => text!("ww-cause-vote"),
            Cause::Hunter => text!("ww-cause-hunter"),
            Cause::Wounds => text!("ww-cause-wounds"),
            Cause::Breath => text!("ww-cause-breath"),
            Cause::Bow => text!("ww-cause-bow"),
            Cause::Spear => text!("ww-cause-spear"),
            Cause::Orb => text!("ww-cause-orb"),
        }
    }

    /// A death of the day (from dawn to dusk), not of the night.
    pub fn by_day(self) -> bool {
        !matches!(self, Cause::Wolves | Cause::Witch | Cause::Breath)
    }
}

/// A fact a player has learned; the panel shows `text`, bots read `fact`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Intel {
    pub about: Seat,
    pub fact: Fact,
    /// What the player was told (a stored plain string reads back as a
    /// literal, so old snapshots load).
    pub text: Text,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Fact {
    /// Seer-style answer: seen as a werewolf or not.
    Werewolf(bool),
    /// Knows this player is on the werewolf team (the pack, the Minion's list).
    Pack,
    Special(bool),
    IsSeer(bool),
    Role(Role),
    Artifact(Artifact),
    /// Something about yourself (a wound, a new role, a promotion).
    Note,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The current role card (changes with Cursed, Apprentice Seer, Stone, Rod).
    pub role: Role,
    pub dealt: Role,
    pub alive: bool,
    /// Role shown to everyone (death with reveal on, Spear of Fury, Prince).
    pub role_public: bool,
    pub death: Option<(u32, Cause)>,
    pub artifacts: Vec<Held>,
    pub opted_in: bool,
    /// Powers gained with the Mirror of the Doppelganger.
    pub extra_powers: Vec<Role>,
    /// An Apprentice Seer (card or Mirror copy) who became the Seer when the
    /// Seer died: a state of the role, cleared by a new card.
    #[serde(default)]
    pub promoted: bool,
    /// Joined the wolves without a wolf card (a Cursed attacked, Mirror).
    pub turned: bool,
    /// Turned by the wolves' attack as a Cursed (card, Skimmer or Mirror
    /// curse); what the look sees of a Cursed card.
    #[serde(default)]
    pub converted: bool,
    /// Joined the wolves through an artifact's gift (a Mirror copy of a wolf
    /// card, the wolves' attack on a Skimmer or Mirror curse): what artifacts
    /// gave stays, so a new card does not undo it. A conversion of the
    /// Cursed card alone is a state of the role, undone by a new card.
    #[serde(default)]
    pub wolf_by_artifact: bool,
    /// Has revealed a one-use artifact (the Amber of Dawn rewards it, whatever
    /// the player holds now: the Citrine is exchanged, a card may be taken).
    #[serde(default)]
    pub revealed_one_use: bool,
    /// Made Diseased / Cursed by an artifact.
    pub diseased: bool,
    pub cursed: bool,
    pub intel: Vec<Intel>,
    pub prince_used: bool,
    pub save_used: bool,
    pub poison_used: bool,
    pub last_guarded: Option<Seat>,
    /// Tough Guy attacked on night N: dies at the end of day N.
    pub wounded: Option<u32>,
    /// Breath of the Old Man: dies at the dawn after night N.
    pub doomed: Option<u32>,
    pub silenced_day: Option<u32>,
    pub away_day: Option<u32>,
    pub novote_day: Option<u32>,
}

impl Player {
    fn new(role: Role) -> Self {
        Player {
            role,
            dealt: role,
            alive: true,
            role_public: false,
            death: None,
            artifacts: Vec::new(),
            opted_in: false,
            extra_powers: Vec::new(),
            promoted: false,
            turned: false,
            converted: false,
            wolf_by_artifact: false,
            revealed_one_use: false,
            diseased: false,
            cursed: false,
            intel: Vec::new(),
            prince_used: false,
            save_used: false,
            poison_used: false,
            last_guarded: None,
            wounded: None,
            doomed: None,
            silenced_day: None,
            away_day: None,
            novote_day: None,
        }
    }
}

/// One night action a player still owes tonight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Task {
    Sleep,
    Wolf,
    Seer,
    Aura,
    Sorceress,
    Guard,
    Witch,
    Hag,
    Spell,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NightState {
    pub tasks: Vec<Vec<Task>>,
    /// Victims the wolves choose tonight (0, 1, or 2 after a Wolf Cub died).
    pub kills: usize,
    /// (wolf, target) votes.
    pub wolf_picks: Vec<(Seat, Seat)>,
    pub victims: Option<Vec<Seat>>,
    pub guards: Vec<(Seat, Seat)>,
    pub saves: Vec<Seat>,
    pub poisons: Vec<(Seat, Seat)>,
    pub hags: Vec<(Seat, Seat)>,
    pub spells: Vec<(Seat, Seat)>,
    /// (seer, target, seen as werewolf), for the Eye of the Beholder.
    pub looks: Vec<(Seat, Seat, bool)>,
    pub acted: Vec<bool>,
    /// Witches who chose to wait while the wolves choose (a Witch is
    /// prompted from the start of the night like everyone, so being asked
    /// later tells nobody who she is).
    #[serde(default)]
    pub waited: Vec<Seat>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DayState {
    /// Players who used their one nomination today.
    pub nominated: Vec<Seat>,
    /// Players who are done with today's discussion.
    pub done: Vec<Seat>,
    pub eliminations: u32,
    /// Eliminations by vote allowed today (2 with the Talisman of Trouble).
    pub allowed: u32,
    /// Nominations made today (part of the timer key).
    pub trials: u32,
    /// Nominations are open (after the day's quiet talk).
    #[serde(default = "nominations_open_in_old_games")]
    pub floor_open: bool,
    /// Seconds the quiet talk took, off the day's discussion timer.
    #[serde(default)]
    pub quiet_spent: u32,
    /// Players choosing a public claim (their claim menu is open).
    #[serde(default)]
    pub claiming: Vec<Seat>,
    /// Seconds of discussion spent since nominations opened (in clock
    /// steps; a trial pauses the count).
    #[serde(default)]
    pub talk_spent: u32,
    /// Seconds the floor has been open today: the discussion's and the
    /// seconding steps' clock steps since nominations first opened.
    #[serde(default)]
    pub floor_spent: u32,
    /// Per seat, the `floor_spent` from which its bot may nominate or
    /// second (drawn each time nominations open; empty: nobody waits).
    #[serde(default)]
    pub bots_wait: Vec<u32>,
    /// Seconds of the current seconding step spent (its timer is cut
    /// where a bot's wait ends).
    #[serde(default)]
    pub second_spent: u32,
    /// Who seconded the current trial (the vote reads it).
    #[serde(default)]
    pub seconder: Option<Seat>,
    /// How many public claims had been made when the current trial's
    /// nomination came: a claim since is something new.
    #[serde(default)]
    pub trial_claims: usize,
    /// Seconds of the current vote spent (its timer runs in steps cut
    /// where a bot's vote moment comes).
    #[serde(default)]
    pub vote_spent: u32,
    /// Per seat, the `vote_spent` from which its bot may vote (drawn when
    /// a vote opens; empty: nobody waits).
    #[serde(default)]
    pub votes_wait: Vec<u32>,
    /// A seat for each line it said today (claims, accusations).
    #[serde(default)]
    pub lines: Vec<Seat>,
    /// How many lines had been said today when the current trial's
    /// nomination came (the accused's defence is one line after it).
    #[serde(default)]
    pub trial_lines: usize,
}

/// Counters of the players' habits, read by [`Game::tallies`] as
/// `bot_habits/...` (in `wolfden simulate` every seat is a bot).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Habits {
    /// Days begun.
    pub days: u32,
    /// Public lines said by players (claims, accusations).
    pub lines: u32,
    /// A nominator or seconder who voted (by choice) to spare, with no
    /// claim made since the nomination.
    pub spared_own_trial: u32,
    /// Players with an uncountered claim voted out on day 1.
    pub claimer_out_day_one: u32,
    /// Of those, the true Seer, with the village's votes alone a majority.
    pub true_seer_out_by_village: u32,
    /// (finder, about): findings a living village player has had a day
    /// to say and has not said yet.
    pub owed: Vec<(Seat, Seat)>,
}

fn nominations_open_in_old_games() -> bool {
    true
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Night,
    /// The night is resolved; its deaths' decisions are pending.
    Dawn,
    /// "Each day at dawn" artifacts are choosing.
    DawnArtifacts,
    Discussion {
        resumed: bool,
    },
    Second {
        nominator: Seat,
        accused: Seat,
        answered: Vec<Seat>,
    },
    Defence {
        nominator: Seat,
        seconder: Seat,
        accused: Seat,
        passed: Vec<Seat>,
    },
    Vote {
        nominator: Seat,
        accused: Seat,
        /// (voter, eliminate?) in voting order.
        votes: Vec<(Seat, bool)>,
    },
    /// An elimination by vote is resolving.
    AfterVote,
    /// The day is over; end-of-day deaths are resolving.
    Dusk,
    Over,
}

/// An artifact being revealed and resolved; the choices made so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Resolution {
    pub owner: Seat,
    pub art: Artifact,
    pub started: bool,
    pub targets: Vec<Seat>,
    /// Chosen cards of the targets (gems), in target order.
    pub cards: Vec<Artifact>,
    /// Amethyst: the card has been viewed and the force question is open.
    pub viewed: bool,
    /// Amethyst: the owner's answer (make them reveal it or not).
    pub force: Option<bool>,
    /// Sheet of the Ghost: the ghost's letter.
    pub letter: Option<char>,
    /// Revealed by another artifact (Sapphire, Amethyst, Ruby, Citrine).
    pub forced: bool,
}

impl Resolution {
    pub fn new(owner: Seat, art: Artifact, forced: bool) -> Self {
        Resolution {
            owner,
            art,
            started: false,
            targets: Vec::new(),
            cards: Vec::new(),
            viewed: false,
            force: None,
            letter: None,
            forced,
        }
    }
}

/// A decision that interrupts the phase; the head of the queue is asked first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// A player with a face-down artifact is being eliminated while a Rod
    /// or Scepter may be face down: they may reveal one if they hold it.
    Rebirth {
        seat: Seat,
        cause: Cause,
    },
    Hunter {
        seat: Seat,
    },
    Reveal(Resolution),
    /// An "each day at dawn" artifact's choice.
    Dawn {
        seat: Seat,
        art: Artifact,
    },
}

/// A public record of one vote (bots read it to judge players; the board
/// and the story name every voter's side from it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VoteRecord {
    pub round: u32,
    pub nominator: Seat,
    pub accused: Seat,
    /// (voter, eliminate?): the votes cast in order, then those the rules
    /// counted for forced voters who did not vote.
    pub votes: Vec<(Seat, bool)>,
    /// The count and what it did (records saved before it: none).
    #[serde(default)]
    pub result: Option<VoteResult>,
}

/// How a vote was counted and what it did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VoteResult {
    /// Weighted totals (the Mayor, the Mace of the Mayor).
    pub eliminate: u32,
    pub spare: u32,
    /// A majority of the living.
    pub needed: u32,
    /// The last `counted` entries of the votes were counted by the rules
    /// for forced voters who did not vote; they are named on that side,
    /// as if they had voted.
    pub counted: usize,
    /// The count as the table saw it (eliminate, spare): a vote per voter,
    /// plus the extra votes that are public (a shown Mayor card, a face-up
    /// Mace of the Mayor), as they were at the vote. Records saved before
    /// it: none, and they show the weighted totals.
    #[serde(default)]
    pub shown: Option<(u32, u32)>,
    /// Voters who did not vote and were not counted.
    pub absent: Vec<Seat>,
    pub verdict: Verdict,
}

/// What a vote did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    Eliminated,
    /// No majority.
    Spared,
    /// A majority, but the accused cannot be eliminated (the reason, e.g.
    /// "Amulet of Protection"; a game stored before texts were data reads
    /// its reason back as a literal).
    Survives(Text),
}

/// A public claim made in the discussion: `by` says `about` is (not) a
/// werewolf. True or not: the claimer's choice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claim {
    pub round: u32,
    pub by: Seat,
    pub about: Seat,
    pub wolf: bool,
}

/// Who won.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finish {
    /// `None`: the moderator ended a stalemate and nobody wins.
    pub team: Option<Team>,
    /// Why it ended (a plain string in games saved before texts were data).
    pub reason: Text,
}

/// What [`Werewolf::signature`] compares.
#[derive(PartialEq)]
struct Signature {
    round: u32,
    phase: StepKey,
    trials: u32,
    pending: usize,
    head: Option<HeadKey>,
}

#[derive(PartialEq)]
enum StepKey {
    Discussion(bool, bool, u32),
    Second(Seat, u32),
    Defence(Seat),
    Vote(Seat, u32),
    Other(std::mem::Discriminant<Phase>),
}

/// The head decision: a reveal by its progress, any other as it is.
#[derive(PartialEq)]
enum HeadKey {
    Reveal(Artifact, Seat, usize, usize, bool, bool),
    Other(Pending),
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Werewolf {
    pub names: Vec<Name>,
    pub cfg: Config,
    pub rng: GameRng,
    pub players: Vec<Player>,
    /// The dealt roles (public composition) and its balance.
    pub deck: Vec<Role>,
    /// `deck` described for the board, e.g. "Seer, 2 Werewolf (balance +1)".
    pub deck_text: Text,
    /// Role cards not dealt (Rod of Reincarnation, Stone of Alteration draw here).
    pub unused_roles: Vec<Role>,
    pub discarded_roles: Vec<Role>,
    pub phase: Phase,
    /// Night N is followed by day N.
    pub round: u32,
    /// Changes whenever a new timer is wanted.
    pub key: u64,
    pub night: NightState,
    pub today: DayState,
    pub pending: VecDeque<Pending>,
    /// Decisions created while handling an action, queued in front when it ends.
    pub spawned: Vec<Pending>,
    pub art_deck: Vec<Artifact>,
    pub art_removed: Vec<Artifact>,
    pub art_total: usize,
    /// Prism of Power: (night, the three players).
    pub prism: Option<(u32, Vec<Seat>)>,
    pub wolves_skip_night: Option<u32>,
    pub cub_revenge_night: Option<u32>,
    /// Shield of the Bodyguard: (player, night they cannot die).
    pub shielded: Vec<(Seat, u32)>,
    /// (day, seat) of every elimination by vote.
    pub voted_out: Vec<(u32, Seat)>,
    /// Every vote so far, public.
    pub vote_log: Vec<VoteRecord>,
    /// Every public claim so far.
    #[serde(default)]
    pub claims: Vec<Claim>,
    /// Who acted last night (Diary of the Insomniac).
    pub last_acted: Vec<bool>,
    /// Everything secret, shown at the end.
    pub log: Vec<Text>,
    /// Recent public history (the last `BOARD_LINES` lines).
    pub board: Vec<Text>,
    /// Public lines said so far (bots vary their randomness with it).
    pub said: u64,
    pub finish: Option<Finish>,
    /// The round of the latest death (for the stalemate rule).
    pub last_death: u32,
    /// Artifact statistics: (artifact, revealed, resolved with an effect,
    /// later uses by "each day at dawn" cards).
    pub art_stats: Vec<(Artifact, u32, u32, u32)>,
    /// Artifacts used up with no effect: (artifact, times).
    #[serde(default)]
    pub art_no_effect: Vec<(Artifact, u32)>,
    /// What the players' habits were, for `wolfden simulate`'s
    /// `bot_habits` (games saved before it: nothing counted).
    #[serde(default)]
    pub habits: Habits,
    #[serde(skip)]
    pub events: Vec<Event>,
    /// What the public record says of every seat, worked out once per
    /// state for the bots (`speech.rs`, [`speech::PublicRecord`]).
    #[serde(skip)]
    pub(crate) record: speech::RecordMemo,
}

impl Werewolf {
    /// Seats muted right now, for channel permission overwrites.
    pub fn muted_seats(&self) -> Vec<(Seat, MuteReason)> {
        (0..self.players.len())
            .filter_map(|s| self.mute_reason(s).map(|r| (s, r)))
            .collect()
    }

    /// Pushes a public event and keeps it on the board.
    fn say(&mut self, text: impl Into<Text>) {
        let text = text.into();
        self.keep_on_board(text.clone());
        self.events.push(Event::public(text));
    }

    fn announce(&mut self, text: impl Into<Text>) {
        let text = text.into();
        self.keep_on_board(text.clone());
        self.events.push(Event::public(text).notify());
    }

    /// The board shows only the latest lines; older ones live in the
    /// frontend's message history, so the state does not keep them.
    fn keep_on_board(&mut self, line: Text) {
        if self.board.len() >= BOARD_LINES {
            self.board.remove(0);
        }
        self.board.push(line);
        self.said += 1;
    }

    fn tell(&mut self, seat: Seat, text: impl Into<Text>) {
        self.events.push(Event::private(seat, text));
    }

    /// Tells a player something about themselves and keeps it in their notes.
    fn note(&mut self, seat: Seat, text: impl Into<Text>) {
        self.learn(seat, seat, Fact::Note, text.into());
    }

    /// Stores a fact in a player's notes and tells them.
    fn learn(&mut self, seat: Seat, about: Seat, fact: Fact, text: impl Into<Text>) {
        let text = text.into();
        self.tell(seat, text.clone());
        self.players[seat].intel.push(Intel { about, fact, text });
    }

    /// What makes the timer key change: a new step, a new decision.
    /// Compared before and after every move, so built without text.
    fn signature(&self) -> Signature {
        let phase = match &self.phase {
            Phase::Discussion { resumed } => StepKey::Discussion(
                *resumed,
                self.today.floor_open,
                self.today.talk_spent,
            ),
            Phase::Second { accused, .. } => StepKey::Second(*accused, self.today.second_spent),
            Phase::Defence { accused, .. } => StepKey::Defence(*accused),
            Phase::Vote { accused, .. } => StepKey::Vote(*accused, self.today.vote_spent),
            other => StepKey::Other(std::mem::discriminant(other)),
        };
        let head = self.pending.front().map(|p| match p {
            Pending::Reveal(r) => HeadKey::Reveal(
                r.art,
                r.owner,
                r.targets.len(),
                r.cards.len(),
                r.viewed,
                r.letter.is_some(),
            ),
            p => HeadKey::Other(p.clone()),
        });
        Signature {
            round: self.round,
            phase,
            trials: self.today.trials,
            pending: self.pending.len(),
            head,
        }
    }

    fn stat(&mut self, art: Artifact, revealed: bool, effect: bool) {
        self.stat_use(art, revealed as u32, effect as u32, 0);
    }

    /// A revealed artifact was used up with no effect.
    fn stat_no_effect(&mut self, art: Artifact) {
        match self.art_no_effect.iter_mut().find(|e| e.0 == art) {
            Some(e) => e.1 += 1,
            None => self.art_no_effect.push((art, 1)),
        }
    }

    fn stat_use(&mut self, art: Artifact, revealed: u32, effect: u32, dawn: u32) {
        match self.art_stats.iter_mut().find(|e| e.0 == art) {
            Some(e) => {
                e.1 += revealed;
                e.2 += effect;
                e.3 += dawn;
            }
            None => self.art_stats.push((art, revealed, effect, dawn)),
        }
    }
}

impl Game for Werewolf {
    const ASKS_IN_SECRET: bool = true;
    const MUTES_IN_VOICE: bool = true;
    const PRIVATE_PANEL: PrivatePanel = PrivatePanel::Role;
    const TITLE: &'static str = "Ultimate Werewolf";

    fn option_specs() -> &'static [OptionSpec] {
        setup::OPTIONS
    }

    fn lobby_notes(options: &Options, seats: usize) -> Vec<Text> {
        let mut notes = deck::lobby_notes(options.text("roles"), seats, Self::seat_range());
        if options.number::<u32>("artifacts") > 0 {
            notes.extend(artifacts::lobby_note(options.text("artifact_list")));
        }
        notes
    }

    fn auto_value(key: &str, options: &Options, seats: usize) -> Option<String> {
        let (min, max) = Self::seat_range();
        (key == "roles" && deck::is_preset(options.text("roles")))
            .then(|| deck::list_text(&deck::preset(seats.clamp(min, max))))
    }

    fn option_item_label(key: &str, item: &str) -> Option<Text> {
        // The deck's items are the roles, by their option keys.
        (key == "roles")
            .then(|| Role::ALL.into_iter().find(|r| r.key() == item))
            .flatten()
            .map(Role::label)
    }

    fn seat_range() -> (usize, usize) {
        (5, 40)
    }

    fn rules() -> Vec<Text> {
        pages::rules()
    }

    fn setup(setup: &Setup) -> Result<Self, SetupError> {
        Self::new_game(setup)
    }

    /// Each night, dawn, day (its discussion, nomination, trial and vote)
    /// and dusk is a stage of its own.
    fn stage(&self) -> crate::engine::Stage {
        let part = match self.phase {
            Phase::Night => 0,
            Phase::Dawn | Phase::DawnArtifacts => 1,
            Phase::Dusk => 3,
            Phase::Over => 4,
            _ => 2,
        };
        crate::engine::Stage::Numbered(u64::from(self.round) * 5 + part)
    }

    fn prompts(&self) -> Vec<Prompt> {
        (0..self.players.len())
            .filter_map(|s| self.prompt_for(s))
            .collect()
    }

    fn prompted_seats(&self) -> Vec<Seat> {
        (0..self.players.len()).filter(|&s| self.asks(s)).collect()
    }

    fn apply(&mut self, actor: Actor, action: &str) -> Result<Vec<Event>, RuleError> {
        if self.finish.is_some() {
            return Err(RuleError::GameOver);
        }
        let act = Act::parse(action).ok_or_else(|| RuleError::Malformed(action.to_string()))?;
        // The state changes from here: what the bots worked out of the
        // record is put aside (not consulted while it changes).
        let record = self.record.put_aside();
        // Every check happens before the first change, so a refusal leaves the
        // state untouched without copying it.
        let before = self.signature();
        match actor {
            Actor::Clock => match act {
                Act::Clock(k) if k == self.key && self.deadline().is_some() => self.on_clock(),
                Act::Clock(_) => {
                    return Err(RuleError::Illegal(text!("ww-refuse-stale-timer")))
                }
                _ => return Err(RuleError::Malformed(action.to_string())),
            },
            Actor::Host => {
                return Err(RuleError::NotYourTurn(text!("ww-refuse-host")))
            }
            Actor::Seat(seat) => {
                if seat >= self.players.len() {
                    return Err(RuleError::NotYourTurn(text!("ww-refuse-no-seat", seat = seat)));
                }
                let listed = match self.claim_menu_lists(seat, act) {
                    Some(listed) => listed && act.id() == action,
                    None => self
                        .prompt_for(seat)
                        .is_some_and(|p| p.choices.iter().any(|c| c.id == action)),
                };
                if !listed {
                    return Err(self.refusal(seat, &act, self.prompt_for(seat).as_ref()));
                }
                self.on_choice(seat, act);
            }
        }
        self.settle();
        if self.signature() != before {
            self.key += 1;
        }
        self.keep_the_record(record);
        Ok(std::mem::take(&mut self.events))
    }

    fn view(&self, viewer: Viewer) -> Panel {
        self.render(viewer)
    }

    fn is_over(&self) -> bool {
        self.finish.is_some()
    }

    fn outcome(&self) -> Option<Outcome> {
        let finish = self.finish.as_ref()?;
        let mut winners: Vec<Seat> = (0..self.players.len())
            .filter(|&s| {
                Some(self.team(s)) == finish.team
                    || (self.team(s) == Team::Tanner && !self.players[s].alive)
            })
            .collect();
        winners.dedup();
        let scores = (0..self.players.len())
            .map(|s| winners.contains(&s) as i64)
            .collect();
        let tanner = winners.iter().any(|&s| self.team(s) == Team::Tanner);
        let (tanner, reason) = (usize::from(tanner), finish.reason.clone());
        let summary = match finish.team {
            Some(team) => {
                text!("ww-outcome-team-wins", team = team.label(), tanner = tanner, reason = reason)
            }
            None => text!("ww-outcome-nobody-wins", tanner = tanner, reason = reason),
        }
        .to_string();
        Some(Outcome {
            winners,
            scores,
            summary,
        })
    }

    fn bot_action(&self, seat: Seat) -> Option<String> {
        self.bot_choice(seat)
    }

    /// A night, a vote and a decision that interrupts the day (a Hunter's
    /// shot, an artifact) are missed when the timer ends them; the day's
    /// open steps (discussion, seconding, defence) end by their timer as a
    /// rule. Every living seat's night is a step it was asked, a power or
    /// only Sleep: were only the nights of powers missed, an absent Seer
    /// would go to its bot a step sooner than an absent Villager, and the
    /// table would see whose seat plays at once.
    fn silence_misses_a_step(&self, _seat: Seat) -> bool {
        if !self.pending.is_empty() {
            return true;
        }
        match self.phase {
            Phase::Night => true,
            // The vote's timer runs in steps (bots' moments); only the
            // step that ends it is missed.
            Phase::Vote { .. } => self.vote_ends_next(),
            _ => false,
        }
    }

    fn standings(&self) -> Vec<crate::engine::Standing> {
        self.seat_standings()
    }

    fn final_reveal(&self) -> crate::engine::Reveal {
        self.story_reveal()
    }

    fn afterlife(&self) -> Option<Vec<Seat>> {
        Some(self.dead_seats())
    }

    fn afterlife_view(&self) -> Panel {
        self.afterlife_panel()
    }

    /// The wolves' victim is one decision for the pack: while a human wolf
    /// has not voted, the bot wolves wait, then follow the pack's lead (at
    /// the night's timer they vote anyway). Every other prompt is a
    /// player's own (any player may nominate or second: the first does).
    fn shared_decisions(&self) -> Vec<Vec<Seat>> {
        if self.phase != Phase::Night {
            return Vec::new();
        }
        let pack: Vec<Seat> = (0..self.n())
            .filter(|&s| {
                self.night
                    .tasks
                    .get(s)
                    .is_some_and(|t| t.contains(&Task::Wolf))
            })
            .collect();
        if pack.len() > 1 {
            vec![pack]
        } else {
            Vec::new()
        }
    }

    fn deadline(&self) -> Option<Deadline> {
        let seconds = self.step_seconds()?;
        Some(Deadline {
            key: self.key,
            seconds,
            action: format!("c{}", self.key),
        })
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.invariants()
    }

    /// The players' habits (`bot_habits/...`, see [`Habits`]); then, per
    /// artifact in play: `<name>/revealed`, `<name>/effect` (resolved
    /// with an effect; always-in-effect cards count once, at their reveal),
    /// `<name>/no effect` (used up with no effect, and the Void of
    /// Nothingness) and, for the "each day at dawn" cards, `<name>/dawn
    /// uses`. A reveal still resolving when the game ended counts as neither.
    fn tallies(&self) -> Vec<(String, u64)> {
        let mut out = self.habit_tallies();
        let dealt = if self.cfg.artifacts == 0 {
            &[][..]
        } else {
            &self.cfg.artifact_list[..]
        };
        for &art in dealt {
            let (revealed, effect, dawn) = self
                .art_stats
                .iter()
                .find(|e| e.0 == art)
                .map_or((0, 0, 0), |e| (e.1, e.2, e.3));
            let no_effect = self
                .art_no_effect
                .iter()
                .find(|e| e.0 == art)
                .map_or(0, |e| e.1);
            let name = art.name();
            out.push((format!("{name}/revealed"), revealed.into()));
            out.push((format!("{name}/effect"), effect.into()));
            out.push((format!("{name}/no effect"), no_effect.into()));
            if art.acts_at_dawn() {
                out.push((format!("{name}/dawn uses"), dawn.into()));
            }
        }
        out
    }

    /// The living werewolves confer in private (they know each other).
    fn rooms(&self) -> Vec<Room> {
        if self.finish.is_some() {
            return Vec::new();
        }
        vec![Room {
            key: "wolves".into(),
            name: text!("werewolf-room-wolves"),
            seats: self.living_wolves(),
        }]
    }

    fn table_silent(&self) -> bool {
        self.finish.is_none() && self.phase == Phase::Night
    }

    fn muted(&self) -> Vec<Muted> {
        if self.finish.is_some() {
            return Vec::new();
        }
        self.muted_seats()
            .into_iter()
            .map(|(seat, why)| Muted {
                seat,
                reason: match why {
                    MuteReason::Dead => text!("werewolf-muted-dead"),
                    MuteReason::SentAway => text!("werewolf-muted-sent-away"),
                    MuteReason::Silenced => text!("werewolf-muted-silenced"),
                },
            })
            .collect()
    }
}
