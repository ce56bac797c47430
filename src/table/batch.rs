//! The turn loop, once for every frontend: [`GameLock::batch`] applies the
//! move that starts a batch (a player's choice, the game's timer, or just
//! "the bots may move"), then every bot move it makes possible, each a
//! durable action. Discord, the terminal and their tests all play through
//! it; the caller holds the game's lock and shows the [`Batch`] it returns.
//!
//! Once the first move is durable the batch is never reported as refused:
//! a bot move that fails afterwards ends the batch early (`incomplete`), so
//! the caller can give the bots another chance later.

use super::{GameLock, TableError, Timers, MAX_BOT_MOVES};
use crate::engine::{Actor, Event, Seat};
use crate::store::{GameRow, GameStatus};

/// What starts a batch.
#[derive(Clone, Debug)]
pub enum Move {
    /// A user's choice, aimed at `version` (the user's seat is looked up).
    User {
        user: String,
        action: String,
        version: u64,
    },
    /// A seat's choice, aimed at `version` (a frontend that knows the seat).
    Seat {
        seat: Seat,
        action: String,
        version: u64,
    },
    /// The game's timer, if it is due.
    Clock,
    /// The game's timer runs out now, due or not (a terminal player chose
    /// to wait): see [`GameLock::run_out_timer`].
    TimerRunsOut,
    /// Nothing but the bots (after a start, a kick, a restart).
    BotsOnly,
}

/// What a batch did.
#[derive(Debug)]
pub struct Batch {
    /// The game before the batch as the caller saw it (`None` when it was
    /// just dealt, or when the caller compares nothing).
    pub before: Option<GameRow>,
    /// The game after the batch (durable).
    pub after: GameRow,
    /// Every event of every action, in order.
    pub events: Vec<Event>,
    /// Actions applied (the first move and the bots').
    pub actions: usize,
    /// Of `actions`, the moves made after the first one (bots, and with
    /// [`Timers::Now`] the clock).
    pub bot_moves: usize,
    /// A bot move failed after the first move was durable: the bots must
    /// be given another chance later.
    pub incomplete: bool,
}

/// How far a batch goes after its first move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pace {
    /// What the clock does while the bots play.
    pub timers: Timers,
    /// Bot moves the batch may make at most.
    pub bot_moves: usize,
}

impl Pace {
    /// Time is real (Discord): a timer acts only when its deadline passes
    /// ([`Move::Clock`]); the bots make every move they can.
    pub const REAL_TIME: Pace = Pace {
        timers: Timers::Wait,
        bot_moves: MAX_BOT_MOVES,
    };
    /// Nobody waits for a timer (the terminal): when only the clock can end
    /// a phase it acts at once; the bots make every move they can.
    pub const AT_ONCE: Pace = Pace {
        timers: Timers::Now,
        bot_moves: MAX_BOT_MOVES,
    };

    /// The same pace, one bot move per batch (to watch the bots play).
    pub const fn one_bot_move(self) -> Pace {
        Pace {
            bot_moves: 1,
            ..self
        }
    }
}

impl Batch {
    /// A change that played no move (a stop, a kick from a lobby, a
    /// repair): the fan-out shows `after` against `before`.
    pub fn without_moves(before: GameRow, after: GameRow) -> Batch {
        Batch {
            before: Some(before),
            after,
            events: Vec::new(),
            actions: 0,
            bot_moves: 0,
            incomplete: false,
        }
    }
}

impl GameLock<'_> {
    /// Apply `first`, then let the bots play while they are prompted, at
    /// the [`Pace`] given: at most `pace.bot_moves` moves; with
    /// [`Timers::Now`] the clock also acts when only it can end a phase. `before` is the game as the caller saw it
    /// (for diffs), handed back in the [`Batch`]. A refused first move is an
    /// error and changes nothing.
    pub async fn batch(
        &mut self,
        before: Option<GameRow>,
        first: Move,
        pace: Pace,
    ) -> Result<Batch, TableError> {
        // A commit that failed with the database out of reach left the
        // row without its state: read it again first, or say why not.
        if self.row.status == GameStatus::Running && self.row.snapshot.is_none() {
            self.reload().await?;
        }
        let mut events = Vec::new();
        let mut actions = 0;
        match first {
            Move::User {
                user,
                action,
                version,
            } => {
                let applied = self.act_as_user(&user, &action, Some(version)).await?;
                events.extend(applied.events);
                actions += 1;
            }
            Move::Seat {
                seat,
                action,
                version,
            } => {
                let applied = self.act(Actor::Seat(seat), &action, Some(version)).await?;
                events.extend(applied.events);
                actions += 1;
            }
            Move::Clock => {
                if let Some(fired) = self.fire_deadline().await? {
                    events.extend(fired.events);
                    actions += fired.actions;
                }
            }
            Move::TimerRunsOut => {
                let ran_out = self.run_out_timer().await?;
                events.extend(ran_out.events);
                actions += ran_out.actions;
            }
            Move::BotsOnly => {}
        }
        // One bot move at a time, so a failure keeps what was done before it.
        let mut incomplete = false;
        let mut bot_moves = 0;
        while bot_moves < pace.bot_moves {
            match self.play_bots(pace.timers, 1).await {
                Ok(made) if made.actions == 0 => break,
                Ok(made) => {
                    events.extend(made.events);
                    bot_moves += made.actions;
                }
                Err(e) if actions + bot_moves > 0 => {
                    let id = self.row().id;
                    tracing::error!(game = id, error = %e, "a bot move failed; retrying later");
                    incomplete = true;
                    break;
                }
                Err(e) => return Err(e),
            }
        }
        // The guard, not a pace the caller chose: a game that never ends.
        if pace.bot_moves == MAX_BOT_MOVES && bot_moves >= MAX_BOT_MOVES {
            let id = self.row().id;
            tracing::error!(
                game = id,
                "bots made {MAX_BOT_MOVES} moves in one batch; stopping"
            );
        }
        actions += bot_moves;
        crate::ops::actions_applied(self.row().kind.slug(), actions);
        Ok(Batch {
            before,
            after: self.row().clone(),
            events,
            actions,
            bot_moves,
            incomplete,
        })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::engine::Options;
    use crate::games::{bot_name, GameKind};
    use crate::store::{GameId, GameStatus, Named, SeatRow, Store};
    use crate::table::{Clock, GameSpec, ManualClock, Table};

    /// Project Planning with a 30 s turn timer: seat 0 is the human
    /// `user0`, the three others are bots; time moves only when told. The
    /// bots have played until the human is asked.
    async fn human_to_move() -> (Table, Arc<ManualClock>, GameId) {
        let store = Store::open("sqlite::memory:").await.unwrap();
        let clock = Arc::new(ManualClock::new(1_000_000));
        let table = Table::new(store, clock.clone());
        let kind = GameKind::ProjectPlanning;
        let seats = (0..4)
            .map(|seat| match seat {
                0 => SeatRow {
                    seat,
                    user_id: Some("user0".to_string()),
                    name: "Human".into(),
                    is_bot: false,
                    named: Named::Player,
                },
                _ => SeatRow::bot(seat, bot_name(seat).as_str()),
            })
            .collect();
        let spec = GameSpec {
            kind,
            options: Options::parse(kind.option_specs(), [("turn_timer", "30")]).unwrap(),
            seed: 3,
            seats,
            guild_id: None,
            channel_id: None,
            host_id: None,
            locale: Default::default(),
        };
        let id = table.create(spec).await.unwrap().id;
        let mut game = table.lock(id).await.unwrap();
        let opening = game.batch(None, Move::BotsOnly, Pace::REAL_TIME).await;
        assert!(!a_bot_may_move(&opening.unwrap().after));
        drop(game);
        (table, clock, id)
    }

    /// Whether a bot could still move in `row` (the clock aside).
    fn a_bot_may_move(row: &GameRow) -> bool {
        row.status == GameStatus::Running && crate::table::next_bot_move(row).is_some()
    }

    #[tokio::test]
    async fn the_bots_answer_a_humans_move_in_the_same_batch() {
        let (table, _clock, id) = human_to_move().await;
        let mut game = table.lock(id).await.unwrap();
        // The human answers their prompts until a move hands the turn on.
        for _ in 0..20 {
            let before = game.row().clone();
            let prompt = before.snapshot.as_ref().unwrap().prompt_for(0);
            let choice = prompt.expect("the bots wait for the human").choices[0].clone();
            let first = Move::User {
                user: "user0".into(),
                action: choice.id.clone(),
                version: before.version,
            };
            let batch = game
                .batch(Some(before.clone()), first, Pace::REAL_TIME)
                .await
                .unwrap();
            assert_eq!(batch.actions, 1 + batch.bot_moves);
            assert_eq!(batch.after.version, before.version + batch.actions as u64);
            assert_eq!(batch.before.unwrap().version, before.version);
            assert!(!batch.incomplete);
            if batch.bot_moves == 0 {
                continue;
            }
            let log = table.store().actions(id).await.unwrap();
            let played = &log[before.version as usize..];
            assert_eq!(played[0], (Actor::Seat(0), choice.id));
            assert!(played[1..]
                .iter()
                .all(|(actor, _)| matches!(actor, Actor::Seat(s) if *s != 0)));
            assert!(
                !a_bot_may_move(&batch.after),
                "the bots played all they could"
            );
            assert_eq!(table.load(id).await.unwrap().version, batch.after.version);
            return;
        }
        panic!("no move of the human's handed the turn to the bots");
    }

    #[tokio::test]
    async fn a_due_timer_fires_within_the_batch_and_the_bots_follow() {
        let (table, clock, id) = human_to_move().await;
        let mut game = table.lock(id).await.unwrap();
        let waiting = game.row().clone();
        let at = waiting.deadline_at.expect("the human's turn has a timer");
        clock.advance_ms(at - clock.now_ms() - 1);
        let early = game
            .batch(None, Move::Clock, Pace::REAL_TIME)
            .await
            .unwrap();
        assert_eq!(early.actions, 0, "1 ms early: nothing moves");
        assert_eq!(game.row().version, waiting.version);

        clock.advance_ms(1);
        let batch = game
            .batch(None, Move::Clock, Pace::REAL_TIME)
            .await
            .unwrap();
        let log = table.store().actions(id).await.unwrap();
        let played = &log[waiting.version as usize..];
        assert_eq!(played.len(), batch.actions);
        assert_eq!(played[0].0, Actor::Clock, "the timer acts first");
        assert!(batch.bot_moves > 0, "then the bots whose turn it made");
        assert!(!a_bot_may_move(&batch.after));
    }

    #[tokio::test]
    async fn a_refused_first_move_is_an_error_and_changes_nothing() {
        let (table, _clock, id) = human_to_move().await;
        let mut game = table.lock(id).await.unwrap();
        let version = game.row().version;
        let bad = Move::Seat {
            seat: 0,
            action: "no-such-choice".into(),
            version,
        };
        let refused = game.batch(None, bad, Pace::REAL_TIME).await;
        assert!(matches!(refused, Err(TableError::Rule(_))), "{refused:?}");
        let stale = Move::Seat {
            seat: 0,
            action: "no-such-choice".into(),
            version: version + 1,
        };
        let outdated = game.batch(None, stale, Pace::REAL_TIME).await;
        assert!(matches!(outdated, Err(TableError::Outdated { .. })));
        assert_eq!(table.load(id).await.unwrap().version, version);
        assert_eq!(game.row().version, version);
    }
}
