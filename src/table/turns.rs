//! The table's turn timer: no game waits forever on an absent player. When
//! a step waits on human seats the table arms a turn deadline of its own
//! (generic over every game, whatever the game's own timers); when it
//! passes, each human seat still asked is played by the game's bot for that
//! seat (the bot's choice for that seat only), and the table is told in one
//! line, or, in a game whose asked seats are secret (Werewolf), only the
//! covered seat is told.
//!
//! A game row stores the turn timer apart from the game's own timer
//! ([`Deadlines`]), so a covered turn never moves the game's timer (a
//! Werewolf day keeps its length whatever the votes' timers do); the
//! timer task wakes at the earliest of them and a firing plays whichever
//! is due, the earlier first. A turn timer's key has [`TURN_KEY`] set
//! and the waiting human seats as a bit mask below it, and a timer whose
//! seats all acted is stale. At two thirds of its time the seats it waits
//! on are reminded, once (the stored reminder time is cleared). The turn timer keeps its time while the seats it waits on only
//! shrink because others acted (the rest of a simultaneous step); a seat
//! that acted and is asked again (its next decision, or the second part
//! of one), a clock move, or a new set of waiting seats starts a new one.
//! A covered seat's whole turn is played (every part the bot answers), so
//! an absent player never costs the table one timer per part.

use crate::engine::{Actor, Arg, Event, Name};
use crate::games::{AnyGame, GameKind};
use crate::store::{Absence, Deadlines, SeatRow, TurnTimer};
use crate::text;

/// Set in the key of a stored turn timer (game timers' keys are phase
/// counters, far below it).
pub(crate) const TURN_KEY: u64 = 1 << 63;

/// Seats a turn timer can name in its key (the bits below [`TURN_KEY`]).
const MASKABLE_SEATS: usize = 63;

/// Whether `seat` is a human's that its player plays now: not a bot's,
/// and not away (an away seat is played by the bots at once, like a
/// bot's, [`crate::store::GameRow::played_by_bot`]). `absence` may be
/// shorter than `seats` (nobody away).
pub(crate) fn played_by_its_human(seats: &[SeatRow], absence: &[Absence], seat: usize) -> bool {
    seats.get(seat).is_some_and(|s| !s.is_bot) && !absence.get(seat).is_some_and(|a| a.away)
}

/// The human seats the game asks now whose step a bot could play, as a
/// bit mask (a seat whose bot would wait for others or for the game's own
/// clock gets no turn timer: nothing could cover it; nor does an away
/// seat: the bots play it at once).
pub(crate) fn waiting_humans(state: &AnyGame, seats: &[SeatRow], absence: &[Absence]) -> u64 {
    state
        .prompted_seats()
        .into_iter()
        .filter(|&seat| seat < MASKABLE_SEATS && played_by_its_human(seats, absence, seat))
        .filter(|&seat| state.bot_action(seat).is_some())
        .fold(0, |mask, seat| mask | (1 << seat))
}

/// The timers to store for `state`: the game's own
/// ([`super::arm_deadline`]'s rule: an armed key keeps its time) and,
/// apart from it, the turn timer of `turn_seconds` while human seats are
/// asked, with its reminder at two thirds of its time. Neither changes
/// the other: a covered turn leaves the game's timer where it was.
/// `armed` is what the row stores now; `mover` made the move that led to
/// `state` (`None` when the game starts or only an absence changed;
/// `Some(seat)` for a seat taken back too: it is asked anew). `absence`
/// is the seats' as stored (see [`waiting_humans`]).
pub(crate) fn arm(
    state: &AnyGame,
    seats: &[SeatRow],
    absence: &[Absence],
    turn_seconds: Option<u32>,
    armed: Deadlines,
    mover: Option<Actor>,
    now: i64,
) -> Deadlines {
    let game = state.deadline().map(|d| match armed.game {
        Some((at, key)) if key == d.key => (at, key),
        _ => (now + d.seconds as i64 * 1000, d.key),
    });
    let mask = waiting_humans(state, seats, absence);
    // Asked again after its own move, or after the clock's: a new decision.
    let asked_anew = match mover {
        Some(Actor::Seat(seat)) => seat < MASKABLE_SEATS && mask & (1 << seat) != 0,
        Some(Actor::Clock) => true,
        Some(Actor::Host) | None => false,
    };
    let turn = turn_seconds
        .filter(|&s| s > 0 && mask != 0)
        .map(|seconds| match armed.turn {
            Some(t) if mask & !t.key == 0 && !asked_anew => TurnTimer {
                key: TURN_KEY | mask,
                ..t
            },
            _ => {
                let length = seconds as i64 * 1000;
                TurnTimer {
                    at: now + length,
                    key: TURN_KEY | mask,
                    remind_at: Some(now + length * 2 / 3),
                }
            }
        });
    Deadlines { game, turn }
}

/// Whether a stored turn timer `key` still waits on someone in `state`.
pub(crate) fn is_live(state: &AnyGame, seats: &[SeatRow], absence: &[Absence], key: u64) -> bool {
    key & TURN_KEY != 0 && waiting_humans(state, seats, absence) & key & !TURN_KEY != 0
}

/// The seats a passed turn timer covers, in seat order.
pub(crate) fn covered_seats(state: &AnyGame, seats: &[SeatRow], absence: &[Absence]) -> Vec<usize> {
    let mask = waiting_humans(state, seats, absence);
    (0..MASKABLE_SEATS)
        .filter(|seat| mask & (1 << seat) != 0)
        .collect()
}

/// Whether the seats a step asks are secret in this game, so nobody but
/// the covered seat may hear that its time ran out (a Werewolf night asks
/// only the seats of some roles; saying nothing is safe by day too): the
/// game's contract says so ([`crate::engine::Game::ASKS_IN_SECRET`]).
pub(crate) fn asks_in_secret(kind: GameKind) -> bool {
    kind.asks_in_secret()
}

/// The line telling that `seat`'s time ran out and what the bot played:
/// for the table, or only for the seat where the asking is secret.
/// `before` is the game as it asked the seat, for the choice's label.
pub(crate) fn covered_line(
    before: &AnyGame,
    seats: &[SeatRow],
    seat: usize,
    action: &str,
) -> Event {
    let name = seats
        .get(seat)
        .map(SeatRow::dealt_name)
        .unwrap_or_else(|| Name::player(""));
    let choice = before
        .prompt_for(seat)
        .and_then(|p| p.choices.into_iter().find(|c| c.id == action))
        .map(|c| c.label)
        .unwrap_or_else(|| action.to_string().into());
    let line = text!(
        "turns-covered",
        player = Arg::player(seat, name),
        choice = choice
    );
    if asks_in_secret(before.kind()) {
        Event::private(seat, line)
    } else {
        Event::public(line)
    }
}

#[cfg(test)]
pub(super) mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::engine::{Actor, Audience, Options, Viewer};
    use crate::games::bot_name;
    use crate::store::{GameId, Named, Store};
    use crate::table::{Clock, GameSpec, ManualClock, Move, Pace, Table};

    /// The turn timer of [`human_asked`]'s table, in seconds.
    pub(in crate::table) const TURN: u32 = 120;

    /// `kind` with the human `user0` in seat 0 and bots in the others, at
    /// a table whose turn timer is `TURN` seconds, the bots played until
    /// the human is asked.
    pub(in crate::table) async fn human_asked(
        kind: GameKind,
        seats: usize,
    ) -> (Table, Arc<ManualClock>, GameId) {
        let store = Store::open("sqlite::memory:").await.unwrap();
        let clock = Arc::new(ManualClock::new(1_000_000));
        let table = Table::new(store, clock.clone()).with_turn_timer(TURN);
        let seats = (0..seats)
            .map(|seat| match seat {
                0 => SeatRow {
                    seat,
                    user_id: Some("user0".to_string()),
                    name: "Akela".into(),
                    is_bot: false,
                    named: Named::Player,
                },
                _ => SeatRow::bot(seat, bot_name(seat).as_str()),
            })
            .collect();
        let spec = GameSpec {
            kind,
            options: Options::parse(kind.option_specs(), std::iter::empty()).unwrap(),
            seed: 5,
            seats,
            guild_id: None,
            channel_id: None,
            host_id: None,
            locale: Default::default(),
        };
        let id = table.create(spec).await.unwrap().id;
        let mut game = table.lock(id).await.unwrap();
        game.batch(None, Move::BotsOnly, Pace::REAL_TIME)
            .await
            .unwrap();
        drop(game);
        (table, clock, id)
    }

    #[tokio::test]
    async fn a_step_waiting_on_a_human_gets_the_turn_timer() {
        let (table, clock, id) = human_asked(GameKind::Wolfpack, 2).await;
        let row = table.load(id).await.unwrap();
        assert!(row.snapshot.as_ref().unwrap().prompted_seats().contains(&0));
        let timer = row.turn.expect("the human's step is timed");
        assert_eq!(timer.key, TURN_KEY | 1, "the turn timer waits on seat 0");
        assert_eq!(timer.at, clock.now_ms() + TURN as i64 * 1000);
    }

    #[tokio::test]
    async fn a_passed_turn_timer_lets_the_bot_play_the_missed_step_and_says_so() {
        let (table, clock, id) = human_asked(GameKind::Wolfpack, 2).await;
        let mut game = table.lock(id).await.unwrap();
        let waiting = game.row().clone();
        let expected = waiting.snapshot.as_ref().unwrap().bot_action(0).unwrap();
        clock.advance_ms(TURN as i64 * 1000 - 1);
        let early = game.batch(None, Move::Clock, Pace::REAL_TIME).await;
        assert_eq!(early.unwrap().actions, 0, "1 ms early: nothing moves");

        clock.advance_ms(1);
        let batch = game
            .batch(None, Move::Clock, Pace::REAL_TIME)
            .await
            .unwrap();
        let log = table.store().actions(id).await.unwrap();
        assert_eq!(
            log[waiting.version as usize],
            (Actor::Seat(0), expected),
            "the bot's choice for the human's seat"
        );
        let line = batch
            .events
            .iter()
            .find(|e| e.text.contains("time ran out"))
            .expect("the table is told");
        assert_eq!(line.audience, Audience::Public);
        let told = line.text.plain(Viewer::Public);
        assert!(told.starts_with("Akela's time ran out: played "), "{told}");
        let own = line.text.plain(Viewer::Seat(0));
        assert!(own.starts_with("Your time ran out"), "{own}");
    }

    #[test]
    fn in_werewolf_only_the_covered_seat_hears_its_time_ran_out() {
        let (seats, state) = dealt(GameKind::Werewolf, 6);
        let line = covered_line(&state, &seats, 0, "pass");
        assert_eq!(line.audience, Audience::Seat(0), "told to the seat alone");
    }

    #[test]
    fn the_games_own_timer_keeps_its_time_while_turn_timers_come_and_go() {
        let (seats, state) = dealt(GameKind::Werewolf, 6);
        let key = state.deadline().expect("the first night is timed").key;
        let armed = Deadlines {
            game: Some((90_000, key)),
            turn: Some(TurnTimer {
                at: 20_000,
                key: TURN_KEY | 0b11,
                remind_at: None,
            }),
        };
        for mover in [Some(Actor::Seat(5)), Some(Actor::Clock), None] {
            let timers = arm(&state, &seats, &[], Some(20), armed, mover, 30_000);
            assert_eq!(timers.game, Some((90_000, key)), "after {mover:?}");
        }
        let off = arm(
            &state,
            &seats,
            &[],
            None,
            armed,
            Some(Actor::Seat(5)),
            30_000,
        );
        assert_eq!(off.game, Some((90_000, key)), "without a turn timer too");
    }

    /// A game of `kind` dealt with seed 5 and its default options to `n`
    /// human seats, and those seats.
    fn dealt(kind: GameKind, n: usize) -> (Vec<SeatRow>, AnyGame) {
        let options = Options::parse(kind.option_specs(), std::iter::empty()).unwrap();
        let seats = humans(n);
        let state = crate::table::deal(kind, &options, 5, &seats).unwrap();
        (seats, state)
    }

    /// `n` human seats.
    fn humans(n: usize) -> Vec<SeatRow> {
        (0..n)
            .map(|seat| SeatRow {
                seat,
                user_id: Some(format!("user{seat}")),
                name: format!("P{seat}"),
                is_bot: false,
                named: Named::Player,
            })
            .collect()
    }

    #[test]
    fn an_away_seat_is_not_waited_on() {
        let (seats, state) = dealt(GameKind::Wolves, 4);
        let mask = waiting_humans(&state, &seats, &[]);
        let asked = (0..4)
            .find(|s| mask & (1 << s) != 0)
            .expect("a human is asked");
        let mut absence = vec![Absence::default(); 4];
        absence[asked].away = true;
        let without = waiting_humans(&state, &seats, &absence);
        assert_eq!(without, mask & !(1 << asked), "the away seat left");
        assert!(!is_live(&state, &seats, &absence, TURN_KEY | (1 << asked)));
        let timers = arm(
            &state,
            &seats,
            &absence,
            Some(30),
            Deadlines::default(),
            None,
            0,
        );
        assert!(
            timers.turn.is_none_or(|t| t.key & (1 << asked) == 0),
            "no turn timer holds the away seat"
        );
    }

    #[test]
    fn the_turn_timer_keeps_its_time_while_its_seats_only_shrink() {
        let (seats, state) = dealt(GameKind::Wolfpack, 2);
        let mask = waiting_humans(&state, &seats, &[]);
        assert_ne!(mask, 0);
        let asked = (0..2).find(|s| mask & (1 << s) != 0).unwrap();
        let turn = |at: i64, key: u64, remind_at: Option<i64>| Deadlines {
            game: None,
            turn: Some(TurnTimer { at, key, remind_at }),
        };
        let armed = turn(7, TURN_KEY | mask | 0b100, None);
        let other = Some(Actor::Seat(2));
        assert_eq!(
            arm(&state, &seats, &[], Some(30), armed, other, 1_000),
            turn(7, TURN_KEY | mask, None),
            "a subset keeps its time (and its reminder, done) when others acted"
        );
        let fresh = turn(31_000, TURN_KEY | mask, Some(21_000));
        assert_eq!(
            arm(
                &state,
                &seats,
                &[],
                Some(30),
                armed,
                Some(Actor::Seat(asked)),
                1_000
            ),
            fresh,
            "a seat asked again after its own move has a new timer, reminded at 2/3"
        );
        assert_eq!(
            arm(
                &state,
                &seats,
                &[],
                Some(30),
                armed,
                Some(Actor::Clock),
                1_000
            ),
            fresh,
            "after the clock's move, a new timer"
        );
        assert_eq!(
            arm(
                &state,
                &seats,
                &[],
                Some(30),
                turn(7, TURN_KEY, None),
                other,
                1_000
            ),
            fresh,
            "new seats start a new timer"
        );
        assert_eq!(
            arm(&state, &seats, &[], None, armed, other, 1_000),
            Deadlines::default(),
            "off"
        );
        assert!(is_live(&state, &seats, &[], TURN_KEY | mask));
        assert!(
            !is_live(&state, &seats, &[], TURN_KEY | (1 << 5)),
            "a timer whose seats all acted is stale"
        );
        assert!(!is_live(&state, &seats, &[], mask), "a game timer's key");
    }
}
