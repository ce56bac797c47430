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
//! - `mo:{game}`                     the lobby options modal
//! - `r:{slug}:{page}`               a page of `/rules`
//!
//! The version pins the state the button was drawn for, so an index is as
//! good as an id and a stale click is recognised.

use crate::engine::MAX_CHOICE_ID;
use crate::games::GameKind;
use crate::store::GameId;

/// The largest custom id Discord accepts.
pub const MAX_CUSTOM_ID: usize = 100;

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
    OptionsModal {
        game: GameId,
    },
    Rules {
        kind: GameKind,
        page: usize,
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
        if id_is_routable(id) && by_id.encode().len() <= MAX_CUSTOM_ID {
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
            Route::OptionsModal { game } => format!("mo:{game}"),
            Route::Rules { kind, page } => format!("r:{}:{page}", kind.slug()),
        }
    }

    /// Parse a custom id; `None` for anything this bot did not make.
    pub fn decode(custom_id: &str) -> Option<Route> {
        if custom_id.len() > MAX_CUSTOM_ID {
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
            ("mo", None) if b.is_none() => Route::OptionsModal { game: game()? },
            ("r", None) => Route::Rules {
                kind: GameKind::from_slug(a?).ok()?,
                page: number(b)?,
            },
            _ => return None,
        };
        Some(route)
    }

    /// The game a route is about, if any.
    pub fn game(&self) -> Option<GameId> {
        match self {
            Route::Choice { game, .. }
            | Route::ChoiceSelect { game, .. }
            | Route::ChoicePage { game, .. }
            | Route::Hand { game }
            | Route::Lobby { game, .. }
            | Route::OptionsModal { game } => Some(*game),
            Route::Rules { .. } => None,
        }
    }
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
            Route::OptionsModal { game: 5 },
            Route::Rules {
                kind: GameKind::ProjectPlanning,
                page: 2,
            },
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
        ] {
            assert_eq!(Route::decode(bad), None, "{bad}");
        }
        assert_eq!(Route::decode(&"g:1:1:".repeat(30)), None);
    }

    #[test]
    fn a_choice_id_too_long_for_the_custom_id_falls_back_to_its_index() {
        let long = "x".repeat(MAX_CHOICE_ID);
        let r = Route::choice(i64::MAX, u64::MAX, 3, &long);
        assert!(r.encode().len() <= MAX_CUSTOM_ID);
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
            prop_assert!(enc.len() <= MAX_CUSTOM_ID, "{}", enc);
            prop_assert_eq!(Route::decode(&enc), Some(r));
        }

        #[test]
        fn decode_never_panics(s in ".{0,120}") {
            let _ = Route::decode(&s);
        }
    }
}
