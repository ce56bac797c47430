//! Component `custom_id`s: everything a click needs travels inside the id, so
//! the bot keeps no collectors and a click after a restart still works.
//!
//! Formats (each at most 100 characters, checked by [`Route::encode`]):
//! - `g:{game}:{version}:{choice}`   a game choice button (the engine's choice id)
//! - `gi:{game}:{version}:{index}`   the same by index, when the id would not fit
//! - `gs:{game}:{version}:{n}`       a select menu of choices (the value is the choice id)
//! - `gp:{game}:{version}:{page}`    another page of a long list of choices
//! - `h:{game}`                      "Show my hand" / refresh a private panel
//! - `l:{game}:{op}`                 a lobby button (join, leave, bot, opts, start, cancel)
//! - `lp:{game}:{page}`              a page of the host's options panel
//! - `lv:{game}:{page}:{key}`        a menu of values for option `key`
//! - `ls:{game}:{page}:{key}={value}` a button setting option `key` (a toggle)
//! - `lm:{game}:{page}:{key}`        a button opening the modal for a text option
//! - `mo:{game}:{page}:{key}`        that modal
//! - `la:{game}:{menu}:{key}`        a lobby menu adding items to a list option (a deck)
//! - `lr:{game}:{menu}:{key}`        a lobby menu removing them, or back to `auto`
//! - `r:{slug}:{page}`               a page of `/rules`
//! - `lb:{slug}:{s|g}:{page}`        a page of `/leaderboard` (server or global)
//! - `rm:{game}`                     Rematch, on a finished game's board
//! - `af:{game}`                     open the afterlife panel (the dead, onlookers)
//!
//! The version pins the state the button was drawn for, so an index is as
//! good as an id and a stale click is recognised.

use super::limits::CUSTOM_ID;
use crate::engine::MAX_CHOICE_ID;
use crate::games::GameKind;
use crate::store::GameId;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LobbyOp {
    Join,
    Leave,
    AddBot,
    Options,
    Start,
    Cancel,
}

impl LobbyOp {
    pub const ALL: [LobbyOp; 6] = [
        LobbyOp::Join,
        LobbyOp::Leave,
        LobbyOp::AddBot,
        LobbyOp::Options,
        LobbyOp::Start,
        LobbyOp::Cancel,
    ];

    fn code(self) -> &'static str {
        match self {
            LobbyOp::Join => "join",
            LobbyOp::Leave => "leave",
            LobbyOp::AddBot => "bot",
            LobbyOp::Options => "opts",
            LobbyOp::Start => "start",
            LobbyOp::Cancel => "cancel",
        }
    }

    fn from_code(code: &str) -> Option<LobbyOp> {
        Self::ALL.into_iter().find(|op| op.code() == code)
    }
}

/// What a lobby select menu does to a list option ([`crate::engine::OptionKind::Counts`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountsOp {
    /// Each picked item is added once.
    Add,
    /// Each picked item is removed once; [`RESET_VALUE`] goes back to `auto`.
    Remove,
}

/// The select value that sets a list option back to `auto` (no item slug
/// starts with `*`).
pub const RESET_VALUE: &str = "*auto";

/// Which choice a button stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChoiceRef {
    Id(String),
    /// Position in the seat's prompt at that version.
    Index(usize),
}

/// A decoded custom id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Choice {
        game: GameId,
        version: u64,
        choice: ChoiceRef,
    },
    ChoiceSelect {
        game: GameId,
        version: u64,
        menu: usize,
    },
    ChoicePage {
        game: GameId,
        version: u64,
        page: usize,
    },
    Hand {
        game: GameId,
    },
    Lobby {
        game: GameId,
        op: LobbyOp,
    },
    /// Page `page` of the host's options panel.
    OptionsPage {
        game: GameId,
        page: usize,
    },
    /// Set option `key` from the options panel's page `page`: to `value`
    /// (a button) or to the value picked in a menu (`None`).
    OptionSet {
        game: GameId,
        page: usize,
        key: String,
        value: Option<String>,
    },
    /// Open the modal that asks for the text option `key`.
    OptionAsk {
        game: GameId,
        page: usize,
        key: String,
    },
    /// The modal for the text option `key` was submitted.
    OptionsModal {
        game: GameId,
        page: usize,
        key: String,
    },
    /// Menu `menu` (one per 25 items) editing the list option `key`.
    LobbyCounts {
        game: GameId,
        key: String,
        op: CountsOp,
        menu: usize,
    },
    Rules {
        kind: GameKind,
        page: usize,
    },
    Leaderboard {
        kind: GameKind,
        /// `s` (this server) or `g` (global).
        scope: String,
        page: usize,
    },
    Rematch {
        game: GameId,
    },
    Afterlife {
        game: GameId,
    },
    /// An away player takes their seat back from the bot.
    TakeBack {
        game: GameId,
    },
}

impl Route {
    /// A choice button, by id when it fits and by index otherwise.
    pub fn choice(game: GameId, version: u64, index: usize, id: &str) -> Route {
        let by_id = Route::Choice {
            game,
            version,
            choice: ChoiceRef::Id(id.to_string()),
        };
        if id_is_routable(id) && by_id.encode().len() <= CUSTOM_ID {
            by_id
        } else {
            Route::Choice {
                game,
                version,
                choice: ChoiceRef::Index(index),
            }
        }
    }

    pub fn encode(&self) -> String {
        match self {
            Route::Choice {
                game,
                version,
                choice: ChoiceRef::Id(id),
            } => format!("g:{game}:{version}:{id}"),
            Route::Choice {
                game,
                version,
                choice: ChoiceRef::Index(i),
            } => format!("gi:{game}:{version}:{i}"),
            Route::ChoiceSelect {
                game,
                version,
                menu,
            } => format!("gs:{game}:{version}:{menu}"),
            Route::ChoicePage {
                game,
                version,
                page,
            } => format!("gp:{game}:{version}:{page}"),
            Route::Hand { game } => format!("h:{game}"),
            Route::Lobby { game, op } => format!("l:{game}:{}", op.code()),
            Route::OptionsPage { game, page } => format!("lp:{game}:{page}"),
            Route::OptionSet {
                game,
                page,
                key,
                value: None,
            } => format!("lv:{game}:{page}:{key}"),
            Route::OptionSet {
                game,
                page,
                key,
                value: Some(value),
            } => format!("ls:{game}:{page}:{key}={value}"),
            Route::OptionAsk { game, page, key } => format!("lm:{game}:{page}:{key}"),
            Route::OptionsModal { game, page, key } => format!("mo:{game}:{page}:{key}"),
            Route::LobbyCounts {
                game,
                key,
                op,
                menu,
            } => {
                let tag = match op {
                    CountsOp::Add => "la",
                    CountsOp::Remove => "lr",
                };
                format!("{tag}:{game}:{menu}:{key}")
            }
            Route::Rules { kind, page } => format!("r:{}:{page}", kind.slug()),
            Route::Leaderboard { kind, scope, page } => {
                format!("lb:{}:{scope}:{page}", kind.slug())
            }
            Route::Rematch { game } => format!("rm:{game}"),
            Route::Afterlife { game } => format!("af:{game}"),
            Route::TakeBack { game } => format!("tb:{game}"),
        }
    }

    /// Parse a custom id; `None` for anything this bot did not make.
    pub fn decode(custom_id: &str) -> Option<Route> {
        if custom_id.len() > CUSTOM_ID {
            return None;
        }
        let mut parts = custom_id.splitn(4, ':');
        let tag = parts.next()?;
        let a = parts.next();
        let b = parts.next();
        let c = parts.next();
        let game = || a?.parse::<GameId>().ok().filter(|g| *g > 0);
        let version = || b?.parse::<u64>().ok();
        let number = |s: Option<&str>| s?.parse::<usize>().ok();
        let route = match (tag, c) {
            ("g", Some(id)) if id_is_routable(id) => Route::Choice {
                game: game()?,
                version: version()?,
                choice: ChoiceRef::Id(id.to_string()),
            },
            ("gi", Some(_)) => Route::Choice {
                game: game()?,
                version: version()?,
                choice: ChoiceRef::Index(number(c)?),
            },
            ("gs", Some(_)) => Route::ChoiceSelect {
                game: game()?,
                version: version()?,
                menu: number(c)?,
            },
            ("gp", Some(_)) => Route::ChoicePage {
                game: game()?,
                version: version()?,
                page: number(c)?,
            },
            ("h", None) if b.is_none() => Route::Hand { game: game()? },
            ("l", None) => Route::Lobby {
                game: game()?,
                op: LobbyOp::from_code(b?)?,
            },
            ("lp", None) => Route::OptionsPage {
                game: game()?,
                page: number(b)?,
            },
            ("lv", Some(key)) if key_is_routable(key) => Route::OptionSet {
                game: game()?,
                page: number(b)?,
                key: key.to_string(),
                value: None,
            },
            ("ls", Some(pair)) => {
                let (key, value) = pair.split_once('=')?;
                if !key_is_routable(key) || !key_is_routable(value) {
                    return None;
                }
                Route::OptionSet {
                    game: game()?,
                    page: number(b)?,
                    key: key.to_string(),
                    value: Some(value.to_string()),
                }
            }
            ("lm" | "mo", Some(key)) if key_is_routable(key) => {
                let (game, page, key) = (game()?, number(b)?, key.to_string());
                if tag == "lm" {
                    Route::OptionAsk { game, page, key }
                } else {
                    Route::OptionsModal { game, page, key }
                }
            }
            ("la" | "lr", Some(key)) if key_is_routable(key) => Route::LobbyCounts {
                game: game()?,
                key: key.to_string(),
                op: if tag == "la" {
                    CountsOp::Add
                } else {
                    CountsOp::Remove
                },
                menu: number(b)?,
            },
            ("r", None) => Route::Rules {
                kind: GameKind::from_slug(a?).ok()?,
                page: number(b)?,
            },
            ("lb", Some(_)) if matches!(b, Some("s" | "g")) => Route::Leaderboard {
                kind: GameKind::from_slug(a?).ok()?,
                scope: b?.to_string(),
                page: number(c)?,
            },
            ("rm", None) if b.is_none() => Route::Rematch { game: game()? },
            ("af", None) if b.is_none() => Route::Afterlife { game: game()? },
            ("tb", None) if b.is_none() => Route::TakeBack { game: game()? },
            _ => return None,
        };
        Some(route)
    }
}

/// Whether an option key can travel in a custom id (keys are short
/// lowercase words).
fn key_is_routable(key: &str) -> bool {
    !key.is_empty()
        && key.len() <= 40
        && key
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
}

/// Whether an engine choice id can travel as is (the engine promises short
/// printable ASCII without `:`; check anyway).
fn id_is_routable(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_CHOICE_ID
        && id.bytes().all(|b| b.is_ascii_graphic() && b != b':')
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn every_route_round_trips() {
        let routes = [
            Route::choice(7, 12, 0, "play3"),
            Route::Choice {
                game: 7,
                version: 12,
                choice: ChoiceRef::Index(4),
            },
            Route::ChoiceSelect {
                game: 1,
                version: 0,
                menu: 2,
            },
            Route::ChoicePage {
                game: 1,
                version: 3,
                page: 1,
            },
            Route::Hand { game: 99 },
            Route::Lobby {
                game: 5,
                op: LobbyOp::AddBot,
            },
            Route::OptionsPage { game: 5, page: 1 },
            Route::OptionSet {
                game: 5,
                page: 0,
                key: "night_seconds".into(),
                value: None,
            },
            Route::OptionSet {
                game: 5,
                page: 2,
                key: "reveal_roles".into(),
                value: Some("false".into()),
            },
            Route::OptionAsk {
                game: 5,
                page: 0,
                key: "artifact_list".into(),
            },
            Route::OptionsModal {
                game: 5,
                page: 0,
                key: "artifact_list".into(),
            },
            Route::LobbyCounts {
                game: 5,
                key: "roles".into(),
                op: CountsOp::Add,
                menu: 0,
            },
            Route::LobbyCounts {
                game: i64::MAX,
                key: "a_list_2".into(),
                op: CountsOp::Remove,
                menu: 3,
            },
            Route::Rules {
                kind: GameKind::ProjectPlanning,
                page: 2,
            },
            Route::Leaderboard {
                kind: GameKind::Werewolf,
                scope: "g".into(),
                page: 3,
            },
            Route::Rematch { game: 8 },
            Route::Afterlife { game: 9 },
            Route::TakeBack { game: 10 },
        ];
        for r in routes {
            assert_eq!(Route::decode(&r.encode()), Some(r.clone()), "{r:?}");
        }
    }

    #[test]
    fn malformed_custom_ids_are_refused() {
        for bad in [
            "",
            "g",
            "g:1",
            "g:1:2",
            "g:x:2:play",
            "g:1:x:play",
            "g:0:1:play",
            "g:-3:1:play",
            "h:abc",
            "h:1:2",
            "l:1:dance",
            "r:chess:0",
            "zz:1:2:3",
            "gi:1:2:x",
            "la:1:0",
            "la:1:0:",
            "la:0:0:roles",
            "la:x:0:roles",
            "lr:1:x:roles",
            "lr:1:-1:roles",
            "lr:1:0:Roles",
            "lr:1:0:ro:les",
            "lr:1:0:ro les",
            "lx:1:0:roles",
            "lb:werewolf:x:0",
            "lb:chess:g:0",
            "lb:werewolf:g:-1",
            "rm:0",
            "rm:1:2",
            "af:x",
            "mo:5",
            "lp:5",
            "lp:5:x",
            "lv:5:0:Night",
            "ls:5:0:reveal_roles",
            "ls:5:0:reveal_roles=",
            "ls:5:0:reveal roles=true",
            "lm:5:0:",
        ] {
            assert_eq!(Route::decode(bad), None, "{bad}");
        }
        assert_eq!(Route::decode(&"g:1:1:".repeat(30)), None);
    }

    #[test]
    fn lobby_list_menus_encode_as_la_and_lr_and_fit_a_custom_id() {
        let add = Route::LobbyCounts {
            game: 12,
            key: "roles".into(),
            op: CountsOp::Add,
            menu: 1,
        };
        assert_eq!(add.encode(), "la:12:1:roles");
        assert!(matches!(
            Route::decode("la:12:1:roles"),
            Some(Route::LobbyCounts { game: 12, .. })
        ));
        let remove = Route::LobbyCounts {
            game: i64::MAX,
            key: "k".repeat(40),
            op: CountsOp::Remove,
            menu: usize::MAX,
        };
        assert!(remove.encode().starts_with("lr:"));
        assert!(remove.encode().len() <= CUSTOM_ID);
        assert_eq!(Route::decode(&format!("la:1:0:{}", "k".repeat(41))), None);
        assert!(!RESET_VALUE
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b == b'_'));
    }

    #[test]
    fn a_choice_id_too_long_for_the_custom_id_falls_back_to_its_index() {
        let long = "x".repeat(MAX_CHOICE_ID);
        let r = Route::choice(i64::MAX, u64::MAX, 3, &long);
        assert!(r.encode().len() <= CUSTOM_ID);
        assert_eq!(
            r,
            Route::Choice {
                game: i64::MAX,
                version: u64::MAX,
                choice: ChoiceRef::Index(3)
            }
        );
        let colon = Route::choice(1, 1, 2, "a:b");
        assert!(matches!(
            colon,
            Route::Choice {
                choice: ChoiceRef::Index(2),
                ..
            }
        ));
    }

    proptest! {
        #[test]
        fn choice_routes_always_fit_and_round_trip(
            game in 1i64..i64::MAX,
            version in any::<u64>(),
            index in 0usize..1000,
            id in "[!-9;-~]{1,60}",
        ) {
            let r = Route::choice(game, version, index, &id);
            let enc = r.encode();
            prop_assert!(enc.len() <= CUSTOM_ID, "{}", enc);
            prop_assert_eq!(Route::decode(&enc), Some(r));
        }

        #[test]
        fn decode_never_panics(s in ".{0,120}") {
            let _ = Route::decode(&s);
        }
    }
}
