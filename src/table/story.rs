//! The whole story of a finished game, as text every frontend shows the
//! same way: the reveal (every seat's hidden facts and a summary, from
//! [`crate::engine::Game::final_reveal`]) and the complete log, replayed
//! from the deal and the action log: each action with who took it and the
//! choice's label, then every event it caused with its audience, night
//! actions and private choices included. Only for finished games: the
//! frontends refuse a running game before asking.

use super::{deal, Table, TableError};
use crate::engine::{Actor, Audience, Reveal};
use crate::store::{GameRow, GameStatus, SeatRow};

/// `1. Alice` for a seat; bots keep their "(bot)" name.
fn seat_name(seats: &[SeatRow], seat: usize) -> String {
    match seats.get(seat) {
        Some(s) => s.name.clone(),
        None => format!("seat {}", seat + 1),
    }
}

fn actor_name(seats: &[SeatRow], actor: Actor) -> String {
    match actor {
        Actor::Seat(s) => seat_name(seats, s),
        Actor::Clock => "the clock".to_string(),
        Actor::Host => "the host".to_string(),
    }
}

fn audience_label(seats: &[SeatRow], audience: &Audience) -> String {
    match audience {
        Audience::Public => "everyone".to_string(),
        Audience::Seat(s) => format!("only {}", seat_name(seats, *s)),
        Audience::Seats(v) => {
            let names: Vec<String> = v.iter().map(|&s| seat_name(seats, s)).collect();
            format!("only {}", names.join(", "))
        }
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
            "nothing hidden".to_string()
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
        let mut out = format!(
            "{} — game #{} (seed {})\n",
            row.kind.title(),
            row.id,
            row.seed
        );
        out.push_str("Players:\n");
        for s in &row.seats {
            let who = if s.is_bot { " (bot)" } else { "" };
            let name = s.name.trim_end_matches(" (bot)");
            out.push_str(&format!("  {}. {name}{who}\n", s.seat + 1));
        }
        out.push_str(&format!("Options: {}\n\n", row.options));
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
        out.push_str("\nThe whole story:\n");
        for line in reveal_lines(&GameRow {
            snapshot: Some(state),
            ..row
        }) {
            out.push_str(&format!("  {line}\n"));
        }
        Ok(out)
    }
}
