//! Options and dealing a new game (roles from a preset or
//! the host's list, artifacts for the players who opt in, first-night
//! knowledge, then night 1).

use std::collections::VecDeque;

use super::roles::ROLE_ITEMS;
use super::{artifacts, deck, Config, DayState, NightState, Phase, Player, Role, Werewolf};
use crate::engine::{GameRng, OptionKind, OptionSpec, Seat, Setup, SetupError, Text};
use crate::text;

pub(super) const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "roles",
        kind: OptionKind::Counts {
            items: &ROLE_ITEMS,
            max: 40,
        },
        default: None,
    },
    OptionSpec {
        key: "first_night_kill",
        kind: OptionKind::Bool,
        default: Some("false"),
    },
    OptionSpec {
        key: "reveal_roles",
        kind: OptionKind::Bool,
        default: Some("true"),
    },
    OptionSpec {
        key: "night_seconds",
        kind: OptionKind::Seconds { min: 20, max: 900 },
        default: Some("90"),
    },
    OptionSpec {
        key: "day_seconds",
        kind: OptionKind::Seconds { min: 30, max: 3600 },
        default: Some("300"),
    },
    OptionSpec {
        key: "day_shrink",
        kind: OptionKind::Seconds { min: 0, max: 600 },
        default: Some("0"),
    },
    OptionSpec {
        key: "quiet_seconds",
        kind: OptionKind::Seconds { min: 0, max: 600 },
        default: Some("60"),
    },
    OptionSpec {
        key: "bot_wait",
        kind: OptionKind::Seconds { min: 0, max: 120 },
        default: Some("40"),
    },
    OptionSpec {
        key: "artifacts",
        kind: OptionKind::Int { min: 0, max: 2 },
        default: Some("0"),
    },
    OptionSpec {
        key: "artifact_list",
        kind: OptionKind::Text,
        default: Some("standard"),
    },
    OptionSpec {
        key: "artifact_opt_out",
        kind: OptionKind::Text,
        default: Some("none"),
    },
];

impl Werewolf {
    fn config(setup: &Setup, n: usize) -> Result<Config, SetupError> {
        // Validated options: ranges and defaults live in `OPTIONS`; the two
        // free-text lists are checked here, against the table size.
        let o = &setup.options;
        let artifact_list =
            artifacts::parse_list(o.text("artifact_list")).map_err(SetupError::Options)?;
        let opted_out =
            parse_opt_out(o.text("artifact_opt_out"), n).map_err(SetupError::Options)?;
        Ok(Config {
            first_night_kill: o.flag("first_night_kill"),
            reveal_roles: o.flag("reveal_roles"),
            night_seconds: o.number("night_seconds"),
            day_seconds: o.number("day_seconds"),
            day_shrink: o.number("day_shrink"),
            quiet_seconds: o.number("quiet_seconds"),
            bot_wait: o.number("bot_wait"),
            artifacts: o.number("artifacts"),
            artifact_list,
            opted_out,
        })
    }

    /// Deals a new game: roles, artifacts, first-night knowledge, night 1.
    pub(super) fn new_game(setup: &Setup) -> Result<Self, SetupError> {
        let n = setup.seats_for::<Self>()?;
        let cfg = Self::config(setup, n)?;
        let deck = deck::for_option(setup.options.text("roles"), n)
            .map_err(|e| SetupError::Options(text!("ww-setup-roles-refused", why = e)))?;
        let mut rng = GameRng::from_seed(setup.seed);
        let mut dealt = deck.clone();
        rng.shuffle(&mut dealt);
        let players: Vec<Player> = dealt.into_iter().map(Player::new).collect();
        let unused_roles: Vec<Role> = Role::ALL
            .into_iter()
            .filter(|r| !deck.contains(r))
            .collect();
        let mut game = Werewolf {
            names: setup.names.clone(),
            cfg,
            rng,
            players,
            deck_text: deck::describe_text(&deck),
            deck,
            unused_roles,
            discarded_roles: Vec::new(),
            phase: Phase::Night,
            round: 0,
            key: 1,
            night: NightState::default(),
            today: DayState::default(),
            pending: VecDeque::new(),
            spawned: Vec::new(),
            art_deck: Vec::new(),
            art_removed: Vec::new(),
            art_total: 0,
            prism: None,
            wolves_skip_night: None,
            cub_revenge_night: None,
            shielded: Vec::new(),
            voted_out: Vec::new(),
            vote_log: Vec::new(),
            claims: Vec::new(),
            last_acted: vec![false; n],
            log: Vec::new(),
            board: Vec::new(),
            said: 0,
            finish: None,
            last_death: 0,
            art_stats: Vec::new(),
            art_no_effect: Vec::new(),
            habits: Default::default(),
            events: Vec::new(),
            record: Default::default(),
        };
        game.deal_artifacts().map_err(SetupError::Options)?;
        game.first_night_reveals();
        let roles = game.deck_text.clone();
        game.board.push(text!("werewolf-roles-in-play", roles = roles));
        game.start_night();
        game.events.clear();
        Ok(game)
    }
}

fn parse_opt_out(text: &str, n: usize) -> Result<Vec<Seat>, Text> {
    let t = text.trim();
    if t.is_empty() || t.eq_ignore_ascii_case("none") {
        return Ok(Vec::new());
    }
    let mut out = Vec::new();
    for part in t.split([',', ' ', ';']).filter(|p| !p.is_empty()) {
        let k: usize = part
            .trim_start_matches('#')
            .parse()
            .map_err(|_| {
                let part = crate::engine::Arg::Plain(part.to_string());
                text!("ww-setup-opt-out-not-seat", part = part, players = n)
            })?;
        if k == 0 || k > n {
            return Err(text!("ww-setup-opt-out-no-seat", seat = k, players = n));
        }
        if !out.contains(&(k - 1)) {
            out.push(k - 1);
        }
    }
    out.sort();
    Ok(out)
}
