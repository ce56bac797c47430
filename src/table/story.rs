//! The whole story of a finished game, as text every frontend shows the
//! same way: the reveal (every seat's hidden facts and a summary, from
//! [`crate::engine::Game::final_reveal`]) and the complete log, replayed
//! from the deal and the action log: each action with who took it and the
//! choice's label, then every event it caused with its audience, night
//! actions and private choices included. Only for finished games: the
//! frontends refuse a running game before asking.

use super::{deal, Table, TableError};
use crate::engine::{Actor, Arg, Audience, Reveal, Text};
use crate::store::{GameRow, GameStatus, SeatRow};
use crate::text;

/// A seat's name as the game calls it, a bot's with the bot suffix in the
/// reader's language.
fn seat_name(seats: &[SeatRow], seat: usize) -> String {
    match seats.get(seat) {
        Some(s) => s.dealt_name().text().to_string(),
        None => text!("table-log-seat", seat = seat + 1).to_string(),
    }
}

fn actor_name(seats: &[SeatRow], actor: Actor) -> String {
    match actor {
        Actor::Seat(s) => seat_name(seats, s),
        Actor::Clock => text!("table-log-clock").to_string(),
        Actor::Host => text!("table-log-host").to_string(),
    }
}

fn audience_label(seats: &[SeatRow], audience: &Audience) -> String {
    let only = |v: &[usize]| {
        let names: Vec<Text> = v.iter().map(|&s| Text::from(seat_name(seats, s))).collect();
        text!("table-log-only", seats = names).to_string()
    };
    match audience {
        Audience::Public => text!("table-log-everyone").to_string(),
        Audience::Seat(s) => only(std::slice::from_ref(s)),
        Audience::Seats(v) => only(v),
    }
}

/// A finished game's reveal as lines of text: the outcome, one line per
/// seat with its hidden facts, then the summary.
pub fn reveal_lines(row: &GameRow) -> Vec<String> {
    let Some(state) = row.snapshot.as_ref() else {
        return Vec::new();
    };
    let reveal: Reveal = state.final_reveal();
    let mut lines = Vec::new();
    for (seat, facts) in reveal.seats.iter().enumerate() {
        let facts = if facts.is_empty() {
            text!("table-log-nothing-hidden").to_string()
        } else {
            facts.join(" · ")
        };
        lines.push(format!(
            "{}. {}: {facts}",
            seat + 1,
            seat_name(&row.seats, seat)
        ));
    }
    lines.extend(reveal.summary);
    lines
}

impl Table {
    /// The complete log of a finished game as a readable text file: the
    /// players, every action and its events (each with who saw it), then
    /// the reveal. `Finished`-style refusals for a game still being played.
    pub async fn story(&self, id: i64) -> Result<String, TableError> {
        let row = self.load(id).await?;
        match row.status {
            GameStatus::Finished => {}
            GameStatus::Lobby => return Err(TableError::NotStarted(id)),
            GameStatus::Running | GameStatus::Cancelled => return Err(TableError::NotFinished(id)),
        }
        let log = self.store.actions(id).await?;
        let mut state = deal(row.kind, &row.options, row.seed, &row.seats)?;
        let title = text!(
            "table-log-title",
            game = row.kind.title(),
            id = row.id,
            seed = Arg::Plain(row.seed.to_string())
        );
        let mut out = format!("{title}\n{}\n", text!("table-log-players"));
        for s in &row.seats {
            out.push_str(&format!("  {}. {}\n", s.seat + 1, s.label()));
        }
        let options = text!(
            "table-log-options",
            options = Arg::Plain(row.options.to_string())
        );
        out.push_str(&format!("{options}\n\n"));
        for (i, (actor, action)) in log.iter().enumerate() {
            let label = match actor {
                Actor::Seat(s) => state
                    .prompt_for(*s)
                    .and_then(|p| p.choices.into_iter().find(|c| c.id == *action))
                    .map(|c| c.label),
                _ => None,
            };
            let what = match label {
                Some(label) => format!("{label} [{action}]"),
                None => format!("[{action}]"),
            };
            out.push_str(&format!(
                "#{} {}: {what}\n",
                i + 1,
                actor_name(&row.seats, *actor)
            ));
            let events = state.apply(*actor, action)?;
            for e in events {
                out.push_str(&format!(
                    "    ({}) {}\n",
                    audience_label(&row.seats, &e.audience),
                    e.text
                ));
            }
        }
        out.push_str(&format!("\n{}\n", text!("table-log-story")));
        for line in reveal_lines(&GameRow {
            snapshot: Some(state),
            ..row
        }) {
            out.push_str(&format!("  {line}\n"));
        }
        Ok(out)
    }
}
