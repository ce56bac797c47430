//! A seat handed to a bot, and taken back: when a bot has covered a
//! seat's turn [`AWAY_AFTER_MISSED`] times in a row (its turn timer
//! passed each time, [`super::turns`]), the seat is *away*: from then on
//! the table's bots play it at once like a bot's seat
//! ([`GameRow::played_by_bot`]), so no turn timer waits on it, and the
//! table is told in one line. Its player takes it back with one click
//! ([`GameLock::take_seat_back`]) or by making a move of their own; either
//! way the count starts again from 0. Both facts are stored with the seat
//! ([`Absence`]), so a restart keeps them; the seat keeps its player's
//! name throughout. In a game whose asked seats are secret (Werewolf),
//! which turns a seat missed depends on its role, so only the seat hears
//! that it is away or back.

use super::{running_state, turns, GameLock, TableError};
use crate::engine::{Arg, Event, RuleError, Seat};
use crate::store::{Absence, GameRow};
use crate::text;

/// Turns in a row a bot covers for a seat before the seat is handed to
/// it (to become a lobby option later).
pub(crate) const AWAY_AFTER_MISSED: u32 = 2;

/// The line saying `seat` is away (`back`: is back), for the table, or
/// for the seat alone where the asking is secret.
fn away_line(row: &GameRow, seat: Seat, back: bool) -> Event {
    let name = row
        .seats
        .get(seat)
        .map(|s| s.name.clone())
        .unwrap_or_default();
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
    /// Store `seat`'s [`Absence`] and keep the held row in step.
    async fn store_absence(&mut self, seat: Seat, absence: Absence) -> Result<(), TableError> {
        let now = self.table.now_ms();
        if !self
            .table
            .store
            .set_absence(self.row.id, seat, absence, now)
            .await?
        {
            // The game ended meanwhile: nothing to remember.
            return Ok(());
        }
        let row = &mut self.row;
        if row.absence.len() <= seat {
            let len = row.seats.len().max(seat + 1);
            row.absence.resize(len, Absence::default());
        }
        row.absence[seat] = absence;
        row.updated_at = now;
        Ok(())
    }

    /// A bot covered `seat`'s turn: one more missed in a row; the line
    /// saying the seat is away when this one hands it over.
    pub(super) async fn count_missed_turn(
        &mut self,
        seat: Seat,
    ) -> Result<Option<Event>, TableError> {
        let before = self.row.absence_of(seat);
        let missed_turns = before.missed_turns.saturating_add(1);
        let away = before.away || missed_turns >= AWAY_AFTER_MISSED;
        self.store_absence(seat, Absence { missed_turns, away })
            .await?;
        Ok((away && !before.away).then(|| away_line(&self.row, seat, false)))
    }

    /// `seat`'s player made a move of their own: the count starts again,
    /// and an away seat is theirs again (the line saying so).
    pub(super) async fn note_own_move(&mut self, seat: Seat) -> Result<Option<Event>, TableError> {
        let before = self.row.absence_of(seat);
        let is_bot = self.row.seats.get(seat).is_none_or(|s| s.is_bot);
        if before == Absence::default() || is_bot {
            return Ok(None);
        }
        self.store_absence(seat, Absence::default()).await?;
        Ok(before.away.then(|| away_line(&self.row, seat, true)))
    }

    /// `user_id` takes their away seat back: a bot no longer plays it and
    /// the table is told. Refused, changing nothing, when the game is not
    /// running, the user has no seat, or the seat is not away.
    pub async fn take_seat_back(&mut self, user_id: &str) -> Result<Vec<Event>, TableError> {
        running_state(&self.row)?;
        let seat = self.row.seat_of(user_id).ok_or(TableError::NotSeated)?;
        if !self.row.absence_of(seat).away {
            return Err(RuleError::Illegal(text!("turns-away-not-away")).into());
        }
        self.store_absence(seat, Absence::default()).await?;
        Ok(vec![away_line(&self.row, seat, true)])
    }
}
