//! A seat handed to a bot, and taken back: when a seat has missed
//! [`AWAY_AFTER_MISSED`] steps in a row (a timer ended each, the turn
//! timer [`super::turns`] or the game's own, with no move of the seat's
//! own in it), the seat is *away*: from then on the table's bots play it
//! at once like a bot's seat ([`GameRow::played_by_bot`]), so no turn
//! timer waits on it, and the table is told in one line. Its player takes
//! it back with one click ([`GameLock::take_seat_back`]), which gives the
//! seat a fresh turn timer if it is asked, or by making a move of their
//! own; either way the count starts again from 0. Both facts are stored
//! with the seat ([`Absence`]), together with the turn timer they change,
//! so a restart keeps them; the seat keeps its player's name throughout. In a game whose asked seats are secret (Werewolf),
//! which turns a seat missed depends on its role, so only the seat hears
//! that it is away or back.

use super::{running_state, turns, GameLock, TableError};
use crate::engine::options::AWAY_AFTER;
use crate::engine::{Actor, Arg, Event, Name, RuleError, Seat};
use crate::store::{Absence, GameRow, SeatRow};
use crate::text;

/// Missed steps in a row before a seat is handed to its bot, when the
/// game's `away_after` option does not say (stored before the option).
pub(crate) const AWAY_AFTER_MISSED: u32 = 2;

/// Missed steps in a row before `row`'s seats are handed to their bots
/// (its `away_after` option; `None`: never).
fn away_after(row: &GameRow) -> Option<u32> {
    let limit = row
        .options
        .int(AWAY_AFTER)
        .map_or(AWAY_AFTER_MISSED, |n| n.clamp(0, u32::MAX as i64) as u32);
    (limit > 0).then_some(limit)
}

/// The line saying `seat` is away (`back`: is back), for the table, or
/// for the seat alone where the asking is secret.
fn away_line(row: &GameRow, seat: Seat, back: bool) -> Event {
    let name = row
        .seats
        .get(seat)
        .map(SeatRow::dealt_name)
        .unwrap_or_else(|| Name::player(""));
    let player = Arg::player(seat, name);
    let line = if back {
        text!("turns-away-back", player = player)
    } else {
        text!("turns-away-handed", player = player)
    };
    if turns::asks_in_secret(row.kind) {
        Event::private(seat, line)
    } else {
        Event::public(line)
    }
}

impl GameLock<'_> {
    /// Store `seat`'s [`Absence`], with the turn timer re-armed for it in
    /// the same transaction (an away seat leaves it; `mover`: see
    /// [`GameLock::timers_for`]), and keep the held row in step.
    async fn store_absence(
        &mut self,
        seat: Seat,
        absence: Absence,
        mover: Option<Actor>,
    ) -> Result<(), TableError> {
        let now = self.table.now_ms();
        let mut absences = self.row.absence.clone();
        if absences.len() <= seat {
            let len = self.row.seats.len().max(seat + 1);
            absences.resize(len, Absence::default());
        }
        absences[seat] = absence;
        let turn = match self.row.snapshot.as_ref() {
            Some(state) => self.timers_for(state, &absences, mover, now).turn,
            None => self.row.turn,
        };
        if !self
            .table
            .store
            .set_absence(self.row.id, seat, absence, turn, now)
            .await?
        {
            // The game ended meanwhile: nothing to remember.
            return Ok(());
        }
        let row = &mut self.row;
        row.absence = absences;
        row.turn = turn;
        row.updated_at = now;
        Ok(())
    }

    /// A timer ended each of `seats`' step without a move of their own
    /// ([`GameLock::fire_deadline`]): one more missed in a row each; the
    /// lines saying a seat is away for those this hands over. The count is
    /// its own transaction, right after the move(s) it follows.
    pub(super) async fn count_missed_turns(
        &mut self,
        seats: &[Seat],
    ) -> Result<Vec<Event>, TableError> {
        let mut lines = Vec::new();
        for &seat in seats {
            let before = self.row.absence_of(seat);
            let missed_turns = before.missed_turns.saturating_add(1);
            let away = before.away || away_after(&self.row).is_some_and(|n| missed_turns >= n);
            self.store_absence(seat, Absence { missed_turns, away }, None)
                .await?;
            if away && !before.away {
                lines.push(away_line(&self.row, seat, false));
            }
        }
        Ok(lines)
    }

    /// `seat`'s player made a move of their own: the count starts again,
    /// and an away seat is theirs again (the line saying so).
    pub(super) async fn note_own_move(&mut self, seat: Seat) -> Result<Option<Event>, TableError> {
        let before = self.row.absence_of(seat);
        let is_bot = self.row.seats.get(seat).is_none_or(|s| s.is_bot);
        if before == Absence::default() || is_bot {
            return Ok(None);
        }
        self.store_absence(seat, Absence::default(), Some(Actor::Seat(seat)))
            .await?;
        Ok(before.away.then(|| away_line(&self.row, seat, true)))
    }

    /// `user_id` takes their away seat back: a bot no longer plays it, the
    /// table is told, and if the seat is asked its turn timer starts anew
    /// (the whole time, not what was left of another's). Refused, changing
    /// nothing, when the game is not running, the user has no seat, or the
    /// seat is not away.
    pub async fn take_seat_back(&mut self, user_id: &str) -> Result<Vec<Event>, TableError> {
        running_state(&self.row)?;
        let seat = self.row.seat_of(user_id).ok_or(TableError::NotSeated)?;
        if !self.row.absence_of(seat).away {
            return Err(RuleError::Illegal(text!("turns-away-not-away")).into());
        }
        self.store_absence(seat, Absence::default(), Some(Actor::Seat(seat)))
            .await?;
        Ok(vec![away_line(&self.row, seat, true)])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;
    use crate::store::GameStatus;
    use crate::table::turns::tests::{human_asked, TURN};
    use crate::table::{Clock, Move, Pace};

    /// Move the clock to the game's next timer and let it act.
    async fn pass_next_timer(clock: &crate::table::ManualClock, game: &mut GameLock<'_>) {
        let at = game
            .row()
            .ends_at()
            .expect("a running game waits on a timer");
        clock.advance_ms((at - clock.now_ms()).max(0));
        game.batch(None, Move::Clock, Pace::REAL_TIME)
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn a_seat_that_moved_in_the_step_the_games_timer_ends_missed_nothing() {
        // Werewolf: seat 0 is the human; it acts at night, and by day
        // starts a claim, which leaves it asked (what it claims) until
        // the discussion's timer.
        let (table, clock, id) = human_asked(GameKind::Werewolf, 6).await;
        let mut game = table.lock(id).await.unwrap();
        for _ in 0..300 {
            let row = game.row().clone();
            assert_eq!(row.status, GameStatus::Running, "seat 0 never claimed");
            let state = row.snapshot.as_ref().unwrap();
            let key = state.deadline().map(|d| d.key);
            let choices = state.prompt_for(0).map(|p| p.choices).unwrap_or_default();
            let claims = choices.iter().any(|c| c.id == "claim");
            let own = match choices.first() {
                _ if claims => Some("claim".to_string()),
                Some(choice) if !choices.iter().any(|c| c.id == "done") => Some(choice.id.clone()),
                _ => None,
            };
            let Some(action) = own else {
                pass_next_timer(&clock, &mut game).await;
                continue;
            };
            let first = Move::Seat {
                seat: 0,
                action,
                version: row.version,
            };
            game.batch(None, first, Pace::REAL_TIME).await.unwrap();
            let after = game.row().clone();
            let still_asked = after.snapshot.as_ref().is_some_and(|s| {
                s.prompted_seats().contains(&0) && s.deadline().map(|d| d.key) == key
            });
            if claims && after.status == GameStatus::Running && still_asked {
                assert_eq!(after.absence_of(0).missed_turns, 0);
                pass_next_timer(&clock, &mut game).await;
                assert_eq!(
                    game.row().absence_of(0).missed_turns,
                    0,
                    "it moved in the step the timer ended: nothing missed"
                );
                return;
            }
        }
        panic!("seat 0 never stayed asked after a claim");
    }

    #[tokio::test]
    async fn the_away_after_option_sets_the_missed_steps_that_hand_a_seat_over() {
        use crate::engine::options::{Options, TABLE_OPTIONS};
        for (limit, away_at) in [("0", None), ("1", Some(1)), ("3", Some(3))] {
            let (table, _clock, id) = human_asked(GameKind::Wolfpack, 2).await;
            let mut game = table.lock(id).await.unwrap();
            game.row.options = Options::parse(TABLE_OPTIONS, [(AWAY_AFTER, limit)]).unwrap();
            for missed in 1..=4u32 {
                game.count_missed_turns(&[0]).await.unwrap();
                assert_eq!(
                    game.row().absence_of(0).away,
                    away_at.is_some_and(|n| missed >= n),
                    "away_after={limit}, {missed} missed in a row"
                );
            }
        }
    }

    #[tokio::test]
    async fn an_away_seat_leaves_the_turn_timer_and_taking_it_back_starts_a_fresh_one() {
        let (table, clock, id) = human_asked(GameKind::Wolfpack, 2).await;
        let mut game = table.lock(id).await.unwrap();
        assert!(game.row().turn.is_some(), "seat 0 is waited on");
        clock.advance_ms(TURN as i64 * 500);
        let lines = game.count_missed_turns(&[0]).await.unwrap();
        assert!(lines.is_empty(), "one missed turn is not yet away");
        assert!(game.row().turn.is_some(), "still waited on");
        let lines = game.count_missed_turns(&[0]).await.unwrap();
        assert_eq!(lines.len(), 1, "the table is told");
        assert!(game.row().absence_of(0).away);
        assert_eq!(game.row().turn, None, "nobody holds a turn timer");
        assert_eq!(table.load(id).await.unwrap().turn, None, "stored so");

        clock.advance_ms(TURN as i64 * 250);
        let now = clock.now_ms();
        game.take_seat_back("user0").await.unwrap();
        let length = TURN as i64 * 1000;
        let turn = game.row().turn.expect("the seat is asked: a turn timer");
        assert_eq!(turn.at, now + length, "the whole time");
        assert_eq!(turn.remind_at, Some(now + length * 2 / 3), "a new reminder");
        assert_eq!(table.load(id).await.unwrap().turn, Some(turn), "stored");
        assert_eq!(game.row().absence_of(0), Absence::default());
    }
}
