//! Setting up a game: the option table (the one place its ranges and
//! defaults live), the typed [`Settings`] read from validated options, and
//! dealing a single match (2-8 players) or a tournament (9-16) from the seed.
//! The `/rules` pages are catalogue messages
//! (`locales/en/project_planning_rules.ftl`).

use serde::{Deserialize, Serialize};

use super::match_play::{default_threshold, Match};
use super::tournament::Tournament;
use super::{Format, ProjectPlanning};
use crate::engine::{GameRng, OptionKind, OptionSpec, Options, Setup};

pub(super) const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "tokens",
        kind: OptionKind::Int { min: 1, max: 13 },
        default: None,
    },
    OptionSpec {
        key: "shared_victory",
        kind: OptionKind::Bool,
        default: Some("false"),
    },
    OptionSpec {
        key: "turn_timer",
        kind: OptionKind::Timer { min: 10, max: 3600 },
        default: Some("0"),
    },
];

/// The validated options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Settings {
    /// `None`: by table size.
    pub tokens: Option<u32>,
    pub shared_victory: bool,
    /// Seconds; 0 is off.
    pub turn_timer: u32,
}

impl Settings {
    /// Read from validated options (ranges and defaults live in [`OPTIONS`]).
    pub fn from_options(options: &Options) -> Settings {
        Settings {
            tokens: options.number_or_auto("tokens"),
            shared_victory: options.flag("shared_victory"),
            turn_timer: options.number("turn_timer"),
        }
    }
}

/// A new game of `n` seats (already checked against the seat range): one
/// match for 2-8 players, a tournament for 9-16, dealt from the seed.
pub(super) fn deal(setup: &Setup, n: usize) -> ProjectPlanning {
    let settings = Settings::from_options(&setup.options);
    let mut rng = GameRng::from_seed(setup.seed);
    let format = if n <= 8 {
        let threshold = settings.tokens.unwrap_or_else(|| default_threshold(n));
        let (m, _) = Match::new(
            None,
            (0..n).collect(),
            setup.names.clone(),
            threshold,
            settings.shared_victory,
            GameRng::from_seed(rng.next_u64()),
        );
        Format::Single(m)
    } else {
        Format::Tournament(Tournament::new(&setup.names, settings.tokens, &mut rng).0)
    };
    ProjectPlanning {
        names: setup.names.clone(),
        settings,
        actions: 0,
        format,
    }
}
