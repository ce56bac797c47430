//! The set of games, and [`AnyGame`]: one enum over every implemented game so
//! the table service, the store and the frontends handle any game the same way.
//!
//! Adding a game: a module `src/games/<game>/` implementing
//! [`crate::engine::Game`], then one line in the `games!` list below, the
//! only place that names every game.

use serde::{Deserialize, Serialize};

use crate::engine::autoplay::{self, BotPlay};
use crate::engine::testkit;
use crate::engine::{
    Actor, Deadline, Event, Game, Muted, Name, OptionSpec, Options, Outcome, Panel, PrivatePanel,
    Prompt, Reveal, Room, RuleError, Seat, Setup, SetupError, Standing, SubTable, Text, Viewer,
};

/// Generates, from the one list of games below: the game modules,
/// [`GameKind`] with `ALL`, `slug` and `default_seats`, [`AnyGame`] with
/// its `From` impls and `kind`, and the two macros the rest of this file
/// dispatches with: `with_game_type!(kind, G => ...)` (an expression with
/// `G` the game type of a kind) and `dispatch!(any, g => ...)` (the same
/// call on whichever game is inside). `$d` is the `$` the list hands in,
/// which the inner macros need for their own arguments.
macro_rules! games {
    ($d:tt; $($Variant:ident => $module:ident :: $Type:ident, $slug:literal, seats $seats:literal, turn timer $turn:literal;)+) => {
        $(pub mod $module;)+

        /// Every game, in the order menus list them.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[serde(rename_all = "kebab-case")]
        pub enum GameKind {
            $($Variant,)+
        }

        impl GameKind {
            pub const ALL: [GameKind; [$($slug),+].len()] = [$(GameKind::$Variant,)+];

            /// The name used in `/play game:<slug>` and `wolfden play <slug>`.
            pub fn slug(self) -> &'static str {
                match self {
                    $(GameKind::$Variant => $slug,)+
                }
            }

            /// The table size used when none is given.
            pub fn default_seats(self) -> usize {
                match self {
                    $(GameKind::$Variant => $seats,)+
                }
            }

            /// The turn timer a Discord lobby of this game opens with, in
            /// seconds ([`crate::table::discord_turn_timer`]).
            pub fn discord_turn_timer(self) -> u32 {
                match self {
                    $(GameKind::$Variant => $turn,)+
                }
            }
        }

        /// A game of any kind, as stored in a snapshot.
        #[derive(Clone, Debug, Serialize, Deserialize)]
        #[serde(tag = "game", content = "state", rename_all = "kebab-case")]
        pub enum AnyGame {
            $($Variant(Box<$module::$Type>),)+
        }

        $(
            impl From<Box<$module::$Type>> for AnyGame {
                fn from(g: Box<$module::$Type>) -> Self {
                    AnyGame::$Variant(g)
                }
            }
        )+

        impl AnyGame {
            pub fn kind(&self) -> GameKind {
                match self {
                    $(AnyGame::$Variant(_) => GameKind::$Variant,)+
                }
            }
        }

        macro_rules! with_game_type {
            ($d kind:expr, $d G:ident => $d body:expr) => {
                match $d kind {
                    $(GameKind::$Variant => {
                        #[allow(dead_code)]
                        type $d G = $module::$Type;
                        $d body
                    })+
                }
            };
        }

        macro_rules! dispatch {
            ($d any:expr, $d g:ident => $d body:expr) => {
                match $d any {
                    $(AnyGame::$Variant($d g) => $d body,)+
                }
            };
        }
    };
}

// The one list of games: the `GameKind` and `AnyGame` variant, the module
// and its game type, the slug players type, and the table size used when
// none is given. (The leading `$` is handed to the macros it generates.)
// The turn timer a Discord lobby opens with, about two minutes a step,
// longer where a step asks for more: Project Planning and Wolfpack 2 min
// (a step is one card or one choice); Wolves 3 min (a turn holds several
// actions); Arctic Escape 3 min (a move is a route read off the map);
// Werewolf 5 min, a whole day: the game's own nights (90 s) and days
// (5 min) end its steps first, and the turn timer only catches a step no
// phase timer bounds.
games! {
    $;
    Wolves => wolves::Wolves, "wolves", seats 4, turn timer 180;
    Werewolf => werewolf::Werewolf, "werewolf", seats 8, turn timer 300;
    ProjectPlanning => project_planning::ProjectPlanning, "project-planning", seats 4, turn timer 120;
    Wolfpack => wolfpack::Wolfpack, "wolfpack", seats 3, turn timer 120;
    ArcticEscape => arctic_escape::ArcticEscape, "arctic-escape", seats 2, turn timer 180;
}

/// An unknown game name; the message lists the valid ones.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown game `{0}`; the games are: {list}", list = GameKind::slugs().join(", "))]
pub struct UnknownGame(pub String);

impl GameKind {
    pub fn slugs() -> Vec<&'static str> {
        Self::ALL.iter().map(|k| k.slug()).collect()
    }

    pub fn from_slug(name: &str) -> Result<GameKind, UnknownGame> {
        let wanted = name.trim().to_ascii_lowercase().replace(['_', ' '], "-");
        Self::ALL
            .into_iter()
            .find(|k| k.slug() == wanted)
            .ok_or_else(|| UnknownGame(name.to_string()))
    }

    /// The game's title as players read it, in their language: the
    /// catalogue's `game-title-<slug>` (`locales/<lang>/games.ftl`), which
    /// every text naming the game uses (a board's title refers to it).
    pub fn title(self) -> Text {
        Text::from_id(format!("game-title-{}", self.slug()))
    }

    /// The game's English name ([`Game::TITLE`]), for logs and developers.
    pub fn english_name(self) -> &'static str {
        with_game_type!(self, G => G::TITLE)
    }

    /// The name of item `item` of the list option `key`, as the game names
    /// it (see [`Game::option_item_label`]).
    pub fn option_item_label(self, key: &str, item: &str) -> Option<Text> {
        with_game_type!(self, G => G::option_item_label(key, item))
    }

    /// Smallest and largest table.
    pub fn seat_range(self) -> (usize, usize) {
        with_game_type!(self, G => G::seat_range())
    }

    /// The game's options and the table's ([`crate::engine::options::TABLE_OPTIONS`]:
    /// turn timer, lobby expiry), as the lobby and `--option` accept them.
    pub fn option_specs(self) -> &'static [OptionSpec] {
        static SPECS: [std::sync::OnceLock<Vec<OptionSpec>>; GameKind::ALL.len()] =
            [const { std::sync::OnceLock::new() }; GameKind::ALL.len()];
        let index = Self::ALL.iter().position(|k| *k == self).unwrap_or(0);
        SPECS[index].get_or_init(|| {
            with_game_type!(self, G => crate::engine::options::with_table_options(G::option_specs(), G::MUTES_IN_VOICE))
        })
    }

    /// What the lobby shows about these options at `seats` (see [`Game::lobby_notes`]).
    pub fn lobby_notes(self, options: &Options, seats: usize) -> Vec<crate::engine::Text> {
        with_game_type!(self, G => G::lobby_notes(options, seats))
    }

    /// What an `auto` option stands for at `seats` (see [`Game::auto_value`]).
    pub fn auto_value(self, key: &str, options: &Options, seats: usize) -> Option<String> {
        with_game_type!(self, G => G::auto_value(key, options, seats))
    }

    pub fn rules(self) -> Vec<crate::engine::Text> {
        with_game_type!(self, G => G::rules())
    }

    /// Everyone wins or loses together ([`Game::COOPERATIVE`]): such games
    /// keep win rates and best results, not ratings.
    pub fn cooperative(self) -> bool {
        with_game_type!(self, G => G::COOPERATIVE)
    }

    /// Whom a step asks is secret ([`Game::ASKS_IN_SECRET`]).
    pub fn asks_in_secret(self) -> bool {
        with_game_type!(self, G => G::ASKS_IN_SECRET)
    }

    /// What a seat's private panel mainly holds ([`Game::PRIVATE_PANEL`]).
    pub fn private_panel(self) -> PrivatePanel {
        with_game_type!(self, G => G::PRIVATE_PANEL)
    }

    /// Deal a new game. Options stored before an option was added get it
    /// at its default.
    pub fn setup(self, setup: &Setup) -> Result<AnyGame, SetupError> {
        with_game_type!(self, G => {
            let setup = Setup {
                options: setup.options.completed(G::option_specs()),
                ..setup.clone()
            };
            Ok(Box::new(G::setup(&setup)?).into())
        })
    }
}

/// A bot game played to its end in memory ([`GameKind::play_bots`]).
#[derive(Clone, Debug)]
pub struct BotGame {
    pub outcome: Outcome,
    /// The game's own counters ([`Game::tallies`]).
    pub tallies: Vec<(String, u64)>,
    /// Where each seat finished, with its side ([`Game::standings`]).
    pub standings: Vec<Standing>,
    pub actions: usize,
}

impl GameKind {
    /// Bots play a game of this kind to its end in memory, through the one
    /// in-memory loop ([`autoplay::play_to_end`]).
    pub fn play_bots(self, setup: &Setup, how: BotPlay) -> Result<BotGame, String> {
        with_game_type!(self, G => {
            let played = autoplay::play_to_end::<G>(setup, how)?;
            Ok(BotGame {
                tallies: played.state.tallies(),
                standings: played.state.standings(),
                outcome: played.outcome,
                actions: played.actions.len(),
            })
        })
    }

    /// Test support (the integration tests reach the test kit through
    /// here): a game at a mixed table, `humans` picking at random, checking
    /// that no bot decides for a human ([`testkit::play_mixed`]).
    pub fn play_mixed(
        self,
        setup: &Setup,
        humans: &[Seat],
        seed: u64,
        max_actions: usize,
    ) -> Result<BotGame, String> {
        with_game_type!(self, G => {
            let played = testkit::play_mixed::<G>(setup, humans, seed, max_actions)?;
            Ok(BotGame {
                tallies: played.state.tallies(),
                standings: played.state.standings(),
                outcome: played.outcome,
                actions: played.actions.len(),
            })
        })
    }
}

impl std::fmt::Display for GameKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.slug())
    }
}

impl std::str::FromStr for GameKind {
    type Err = UnknownGame;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameKind::from_slug(s)
    }
}

impl AnyGame {
    pub fn prompts(&self) -> Vec<Prompt> {
        dispatch!(self, g => g.prompts())
    }

    /// See [`Game::prompted_seats`].
    pub fn prompted_seats(&self) -> Vec<Seat> {
        dispatch!(self, g => g.prompted_seats())
    }

    /// The prompt for one seat, if it may act now.
    pub fn prompt_for(&self, seat: Seat) -> Option<Prompt> {
        self.prompts().into_iter().find(|p| p.seat == seat)
    }

    /// Apply an action in place: on error nothing has changed, as
    /// [`Game::apply`] promises (no copy of the game is made per move).
    pub fn apply(&mut self, actor: Actor, action: &str) -> Result<Vec<Event>, RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        dispatch!(self, g => g.apply(actor, action))
    }

    pub fn view(&self, viewer: Viewer) -> Panel {
        dispatch!(self, g => g.view(viewer))
    }

    /// A seat's private panel with its current prompt and choices.
    pub fn panel_for(&self, seat: Seat) -> Panel {
        let mut panel = self.view(Viewer::Seat(seat));
        if let Some(prompt) = self.prompt_for(seat) {
            panel.prompt = Some(prompt.text);
            panel.choices = prompt.choices;
        }
        panel
    }

    pub fn outcome(&self) -> Option<Outcome> {
        dispatch!(self, g => g.outcome())
    }

    /// See [`Game::is_over`].
    pub fn is_over(&self) -> bool {
        dispatch!(self, g => g.is_over())
    }

    pub fn bot_action(&self, seat: Seat) -> Option<String> {
        dispatch!(self, g => g.bot_action(seat))
    }

    /// See [`Game::stage`].
    pub fn stage(&self) -> crate::engine::Stage {
        dispatch!(self, g => g.stage())
    }

    pub fn silence_misses_a_step(&self, seat: Seat) -> bool {
        dispatch!(self, g => g.silence_misses_a_step(seat))
    }

    pub fn deadline(&self) -> Option<Deadline> {
        dispatch!(self, g => g.deadline())
    }

    pub fn shared_decisions(&self) -> Vec<Vec<Seat>> {
        dispatch!(self, g => g.shared_decisions())
    }

    /// What the bots that share a decision with human `seat` would choose,
    /// as `(bot seat, choice label)`: their stated preference, shown to the
    /// human who decides ([`Game::shared_decisions`]).
    pub fn suggestions(&self, seat: Seat, is_bot: impl Fn(Seat) -> bool) -> Vec<(Seat, Text)> {
        if is_bot(seat) {
            return Vec::new();
        }
        let prompts = self.prompts();
        if !prompts.iter().any(|p| p.seat == seat) {
            return Vec::new();
        }
        let mut bots: Vec<Seat> = self
            .shared_decisions()
            .into_iter()
            .filter(|seats| seats.contains(&seat))
            .flatten()
            .filter(|&s| is_bot(s))
            .collect();
        bots.sort_unstable();
        bots.dedup();
        bots.into_iter()
            .filter_map(|bot| {
                let id = self.bot_action(bot)?;
                let prompt = prompts.iter().find(|p| p.seat == bot)?;
                let choice = prompt.choices.iter().find(|c| c.id == id)?;
                Some((bot, choice.label.clone()))
            })
            .collect()
    }

    pub fn sub_tables(&self) -> Vec<SubTable> {
        dispatch!(self, g => g.sub_tables())
    }

    pub fn check_invariants(&self) -> Result<(), String> {
        dispatch!(self, g => g.check_invariants())
    }

    pub fn tallies(&self) -> Vec<(String, u64)> {
        dispatch!(self, g => g.tallies())
    }

    /// Where each seat finished (empty until the game is over).
    pub fn standings(&self) -> Vec<Standing> {
        dispatch!(self, g => g.standings())
    }

    /// The whole story (empty until the game is over): see [`Game::final_reveal`].
    pub fn final_reveal(&self) -> Reveal {
        if self.outcome().is_none() {
            return Reveal::default();
        }
        dispatch!(self, g => g.final_reveal())
    }

    /// The seats in the afterlife, `None` for games without one.
    pub fn afterlife(&self) -> Option<Vec<Seat>> {
        dispatch!(self, g => g.afterlife())
    }

    /// The afterlife's full-information panel ([`Game::afterlife_view`]).
    pub fn afterlife_view(&self) -> Panel {
        dispatch!(self, g => g.afterlife_view())
    }

    pub fn rooms(&self) -> Vec<Room> {
        dispatch!(self, g => g.rooms())
    }

    pub fn muted(&self) -> Vec<Muted> {
        dispatch!(self, g => g.muted())
    }

    /// See [`crate::engine::Game::table_silent`].
    pub fn table_silent(&self) -> bool {
        dispatch!(self, g => g.table_silent())
    }

    /// See [`crate::engine::next_automatic_move`].
    pub fn next_automatic_move(&self, is_bot: impl Fn(Seat) -> bool) -> Option<(Actor, String)> {
        dispatch!(self, g => crate::engine::next_automatic_move(&**g, is_bot))
    }

    /// See [`crate::engine::next_move_at_deadline`].
    pub fn next_move_at_deadline(&self, is_bot: impl Fn(Seat) -> bool) -> Option<(Actor, String)> {
        dispatch!(self, g => crate::engine::next_move_at_deadline(&**g, is_bot))
    }
}

/// Display names for bot seats, as called: every text shows them with the
/// bot suffix in its reader's language ("Akela (bot)").
pub fn bot_name(index: usize) -> Name {
    const NAMES: [&str; 20] = [
        "Akela", "Luna", "Fenris", "Nova", "Timber", "Sitka", "Blizzard", "Maikan", "Kaya",
        "Ghost", "Aspen", "Raksha", "Tundra", "Shadow", "Yuki", "Balto", "Cinder", "Lobo",
        "Willow", "Koda",
    ];
    match NAMES.get(index) {
        Some(name) => Name::bot(*name),
        None => Name::bot(format!("Bot {}", index + 1)),
    }
}

#[cfg(test)]
mod reveal_tests {
    use super::*;
    use crate::engine::autoplay::BotPlay;

    /// Every game tells the whole story at the end (one entry per seat,
    /// the outcome first in the summary) and nothing before; and where a
    /// seat had secrets (a hand, a deck, a role) the reveal holds them.
    #[test]
    fn every_game_reveals_each_seat_at_the_end_and_nothing_before() {
        for kind in GameKind::ALL {
            let seats = kind.default_seats();
            let names: Vec<Name> = (0..seats).map(bot_name).collect();
            let setup = Setup {
                names,
                options: Options::defaults(kind.option_specs()),
                seed: 5,
            };
            let fresh = kind.setup(&setup).unwrap();
            assert_eq!(fresh.final_reveal(), Reveal::default(), "{kind}");
            assert!(fresh.standings().is_empty(), "{kind}");
            let end = with_game_type!(kind, G => {
                let played = autoplay::play_to_end::<G>(
                    &setup,
                    BotPlay { checked: false, rotate: true, max_actions: 100_000 },
                )
                .unwrap();
                AnyGame::from(Box::new(played.state))
            });
            let outcome = end.outcome().unwrap();
            let reveal = end.final_reveal();
            assert_eq!(reveal.seats.len(), seats, "{kind}");
            assert_eq!(reveal.summary.first(), Some(&outcome.summary), "{kind}");
            let standings = end.standings();
            assert_eq!(standings.len(), seats, "{kind}");
            assert!(standings.iter().any(|s| s.place == 1), "{kind}");
        }
    }
}

#[cfg(test)]
mod title_tests {
    use super::*;
    use crate::engine::text::{with_locale, Locale, CATALOGUE};

    /// Every game's title is a message in every language (and no
    /// `game-title-` message is left without a game); Werewolf's is the
    /// name players of each language know, and the game's own board
    /// says the same title.
    #[test]
    fn the_game_title_is_translated_everywhere() {
        let mut ids = std::collections::BTreeSet::new();
        for kind in GameKind::ALL {
            let id = format!("game-title-{}", kind.slug());
            for locale in Locale::ALL {
                assert!(locale.has_message(&id), "{locale} lacks {id}");
            }
            ids.insert(id);
        }
        let entry = regex::Regex::new(r"(?m)^(game-title-[a-z0-9-]*) =").unwrap();
        for (file, source) in CATALOGUE {
            for id in entry.captures_iter(source).map(|c| c[1].to_string()) {
                assert!(ids.contains(&id), "{file}: {id} names no game");
            }
        }
        let werewolf: Vec<String> = Locale::ALL
            .iter()
            .map(|l| with_locale(*l, || GameKind::Werewolf.title().to_string()))
            .collect();
        assert_eq!(
            werewolf,
            [
                "Werewolf",
                "Lobisomem",
                "Hombres Lobo",
                "Werwolf",
                "Loup-Garou"
            ]
        );
        let setup = Setup {
            names: (0..8).map(bot_name).collect(),
            options: Options::defaults(GameKind::Werewolf.option_specs()),
            seed: 3,
        };
        let board = GameKind::Werewolf
            .setup(&setup)
            .unwrap()
            .view(Viewer::Public);
        for (locale, title) in Locale::ALL.into_iter().zip(&werewolf) {
            let shown = with_locale(locale, || board.title.to_string());
            assert!(
                shown.starts_with(&format!("{title} — ")),
                "{locale}: {shown}"
            );
        }
    }
}
