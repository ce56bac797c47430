//! The table's turn timer: no game waits forever on an absent player. When
//! a step waits on human seats the table arms a turn deadline of its own
//! (generic over every game, whatever the game's own timers); when it
//! passes, each human seat still asked is played by the game's bot for that
//! seat (the bot's choice for that seat only), and the table is told in one
//! line, or, in a game whose asked seats are secret (Werewolf), only the
//! covered seat is told.
//!
//! A game row stores one deadline `(at, key)`: the earlier of the game's
//! own timer and the turn timer. A turn timer's key has [`TURN_KEY`] set
//! and the waiting human seats as a bit mask below it, so a firing is
//! recognised as the turn timer's, and a timer whose seats all acted is
//! stale. The turn timer keeps its time while the seats it waits on only
//! shrink because others acted (the rest of a simultaneous step); a seat
//! that acted and is asked again (its next decision, or the second part
//! of one), a clock move, or a new set of waiting seats starts a new one.
//! A covered seat's whole turn is played (every part the bot answers), so
//! an absent player never costs the table one timer per part.

use crate::engine::{Actor, Arg, Event};
use crate::games::{AnyGame, GameKind};
use crate::store::SeatRow;
use crate::text;

/// Set in the key of a stored turn timer (game timers' keys are phase
/// counters, far below it).
pub(crate) const TURN_KEY: u64 = 1 << 63;

/// Seats a turn timer can name in its key (the bits below [`TURN_KEY`]).
const MASKABLE_SEATS: usize = 63;

/// The human seats the game asks now whose step a bot could play, as a
/// bit mask (a seat whose bot would wait for others or for the game's own
/// clock gets no turn timer: nothing could cover it).
pub(crate) fn waiting_humans(state: &AnyGame, seats: &[SeatRow]) -> u64 {
    state
        .prompted_seats()
        .into_iter()
        .filter(|&seat| seat < MASKABLE_SEATS && seats.get(seat).is_some_and(|s| !s.is_bot))
        .filter(|&seat| state.bot_action(seat).is_some())
        .fold(0, |mask, seat| mask | (1 << seat))
}

/// The `(unix ms, key)` at which the table acts next: the game's own timer
/// ([`super::arm_deadline`]'s rule: an armed key keeps its time) or the
/// turn timer of `turn_seconds` while human seats are asked, whichever
/// comes first. `armed` is what the row stores now; `mover` made the move
/// that led to `state` (`None` when the game starts).
pub(crate) fn arm(
    state: &AnyGame,
    seats: &[SeatRow],
    turn_seconds: Option<u32>,
    armed: Option<(i64, u64)>,
    mover: Option<Actor>,
    now: i64,
) -> Option<(i64, u64)> {
    let game = state.deadline().map(|d| match armed {
        Some((at, key)) if key == d.key => (at, key),
        _ => (now + d.seconds as i64 * 1000, d.key),
    });
    let mask = waiting_humans(state, seats);
    // Asked again after its own move, or after the clock's: a new decision.
    let asked_anew = match mover {
        Some(Actor::Seat(seat)) => seat < MASKABLE_SEATS && mask & (1 << seat) != 0,
        Some(Actor::Clock) => true,
        Some(Actor::Host) | None => false,
    };
    let turn = turn_seconds
        .filter(|&s| s > 0 && mask != 0)
        .map(|seconds| match armed {
            Some((at, key)) if key & TURN_KEY != 0 && mask & !key == 0 && !asked_anew => {
                (at, TURN_KEY | mask)
            }
            _ => (now + seconds as i64 * 1000, TURN_KEY | mask),
        });
    match (game, turn) {
        (Some(g), Some(t)) => Some(if t.0 < g.0 { t } else { g }),
        (g, t) => g.or(t),
    }
}

/// Whether a stored turn timer `key` still waits on someone in `state`.
pub(crate) fn is_live(state: &AnyGame, seats: &[SeatRow], key: u64) -> bool {
    key & TURN_KEY != 0 && waiting_humans(state, seats) & key & !TURN_KEY != 0
}

/// The seats a passed turn timer covers, in seat order.
pub(crate) fn covered_seats(state: &AnyGame, seats: &[SeatRow]) -> Vec<usize> {
    let mask = waiting_humans(state, seats);
    (0..MASKABLE_SEATS)
        .filter(|seat| mask & (1 << seat) != 0)
        .collect()
}

/// Whether the seats a step asks are secret in this game, so nobody but
/// the covered seat may hear that its time ran out (a Werewolf night asks
/// only the seats of some roles; saying nothing is safe by day too).
pub(super) fn asks_in_secret(kind: GameKind) -> bool {
    kind == GameKind::Werewolf
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
    let name = seats.get(seat).map(|s| s.name.clone()).unwrap_or_default();
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
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::engine::{Actor, Audience, Options, Viewer};
    use crate::games::bot_name;
    use crate::store::{GameId, Store};
    use crate::table::{Clock, GameSpec, ManualClock, Move, Pace, Table};

    const TURN: u32 = 120;

    /// `kind` with the human `user0` in seat 0 and bots in the others, at
    /// a table whose turn timer is `TURN` seconds, the bots played until
    /// the human is asked.
    async fn human_asked(kind: GameKind, seats: usize) -> (Table, Arc<ManualClock>, GameId) {
        let store = Store::open("sqlite::memory:").await.unwrap();
        let clock = Arc::new(ManualClock::new(1_000_000));
        let table = Table::new(store, clock.clone()).with_turn_timer(TURN);
        let seats = (0..seats)
            .map(|seat| SeatRow {
                seat,
                user_id: (seat == 0).then(|| "user0".to_string()),
                name: if seat == 0 {
                    "Akela".into()
                } else {
                    bot_name(seat)
                },
                is_bot: seat != 0,
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
        let key = row.deadline_key.expect("the human's step is timed");
        assert_eq!(key, TURN_KEY | 1, "the turn timer waits on seat 0");
        assert_eq!(row.deadline_at, Some(clock.now_ms() + TURN as i64 * 1000));
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
        let kind = GameKind::Werewolf;
        let options = Options::parse(kind.option_specs(), std::iter::empty()).unwrap();
        let seats = humans(6);
        let state = crate::table::deal(kind, &options, 5, &seats).unwrap();
        let line = covered_line(&state, &seats, 0, "pass");
        assert_eq!(line.audience, Audience::Seat(0), "told to the seat alone");
    }

    /// `n` human seats.
    fn humans(n: usize) -> Vec<SeatRow> {
        (0..n)
            .map(|seat| SeatRow {
                seat,
                user_id: Some(format!("user{seat}")),
                name: format!("P{seat}"),
                is_bot: false,
            })
            .collect()
    }

    #[test]
    fn the_turn_timer_keeps_its_time_while_its_seats_only_shrink() {
        let kind = GameKind::Wolfpack;
        let options = Options::parse(kind.option_specs(), std::iter::empty()).unwrap();
        let seats = humans(2);
        let state = crate::table::deal(kind, &options, 5, &seats).unwrap();
        let mask = waiting_humans(&state, &seats);
        assert_ne!(mask, 0);
        let asked = (0..2).find(|s| mask & (1 << s) != 0).unwrap();
        let armed = Some((7, TURN_KEY | mask | 0b100));
        let other = Some(Actor::Seat(2));
        assert_eq!(
            arm(&state, &seats, Some(30), armed, other, 1_000),
            Some((7, TURN_KEY | mask)),
            "a subset keeps its time when others acted"
        );
        assert_eq!(
            arm(
                &state,
                &seats,
                Some(30),
                armed,
                Some(Actor::Seat(asked)),
                1_000
            ),
            Some((31_000, TURN_KEY | mask)),
            "a seat asked again after its own move has a new timer"
        );
        assert_eq!(
            arm(&state, &seats, Some(30), armed, Some(Actor::Clock), 1_000),
            Some((31_000, TURN_KEY | mask)),
            "after the clock's move, a new timer"
        );
        assert_eq!(
            arm(&state, &seats, Some(30), Some((7, TURN_KEY)), other, 1_000),
            Some((31_000, TURN_KEY | mask)),
            "new seats start a new timer"
        );
        assert_eq!(arm(&state, &seats, None, armed, other, 1_000), None, "off");
        assert!(is_live(&state, &seats, TURN_KEY | mask));
        assert!(
            !is_live(&state, &seats, TURN_KEY | (1 << 5)),
            "a timer whose seats all acted is stale"
        );
        assert!(!is_live(&state, &seats, mask), "a game timer's key");
    }
}
