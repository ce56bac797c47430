//! The 9-16 player tournament: the players are split at random into
//! ceil(n/4) groups of 3-4 that play at the same time, each until it has
//! exactly one winner (sudden death is forced), then the group winners play a
//! final in the same state. The final's winner wins the tournament.

use serde::{Deserialize, Serialize};

use super::match_play::{clauses, default_threshold, Match};
use crate::engine::{Arg, Event, GameRng, Name, Seat, Text};
use crate::text;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tournament {
    pub groups: Vec<Match>,
    pub final_match: Option<Match>,
    /// Seeds the final.
    pub rng: GameRng,
}

/// Group sizes for `players` (9..=16): ceil(n/4) groups, as even as possible.
pub fn group_sizes(players: usize) -> Vec<usize> {
    let groups = players.div_ceil(4);
    let (base, extra) = (players / groups, players % groups);
    (0..groups).map(|g| base + usize::from(g < extra)).collect()
}

/// The players of `seats` as one phrase: "Ada, Bo and you".
pub fn players_text(seats: &[Seat], names: &[Name]) -> Text {
    Text::and_list(
        seats
            .iter()
            .map(|&s| Text::player(s, &names[s]))
            .collect(),
    )
}

/// Prefix every event of a match with its label ("Group 2: ...") and mark
/// the sub-table it happened at (a group's index; the final, like a single
/// match, plays on the main board).
pub fn labelled(label: Option<&str>, sub_table: Option<usize>, events: Vec<Event>) -> Vec<Event> {
    events
        .into_iter()
        .map(|mut e| {
            if let Some(label) = label {
                e.text = text!(
                    "pp-event-in-match",
                    label = Arg::Plain(label.to_string()),
                    event = e.text
                );
            }
            e.sub_table = sub_table;
            e
        })
        .collect()
}

impl Tournament {
    /// Split the players into groups and deal every group's first round.
    pub fn new(
        names: &[Name],
        tokens: Option<u32>,
        rng: &mut GameRng,
    ) -> (Tournament, Vec<Event>) {
        let mut order: Vec<Seat> = (0..names.len()).collect();
        rng.shuffle(&mut order);
        let mut groups = Vec::new();
        let mut out = Vec::new();
        let mut lines = Vec::new();
        let mut rest = order.as_slice();
        for (g, size) in group_sizes(names.len()).into_iter().enumerate() {
            let (mine, others) = rest.split_at(size);
            rest = others;
            let mut seats = mine.to_vec();
            seats.sort_unstable();
            let group_names: Vec<Name> = seats.iter().map(|&s| names[s].clone()).collect();
            let label = format!("Group {}", g + 1);
            lines.push(text!(
                "pp-tournament-group",
                label = Arg::Plain(label.clone()),
                players = players_text(&seats, names)
            ));
            let threshold = tokens.unwrap_or_else(|| default_threshold(size));
            let (m, events) = Match::new(
                Some(label.clone()),
                seats,
                group_names,
                threshold,
                false,
                GameRng::from_seed(rng.next_u64()),
            );
            out.extend(labelled(Some(&label), Some(g), events));
            groups.push(m);
        }
        let mut intro = vec![Event::public(text!(
            "pp-tournament-start",
            players = names.len(),
            groups = clauses(lines)
        ))
        .notify()];
        intro.append(&mut out);
        let t = Tournament {
            groups,
            final_match: None,
            rng: GameRng::from_seed(rng.next_u64()),
        };
        (t, intro)
    }

    /// Every match, groups first, then the final if it has begun.
    pub fn all(&self) -> Vec<&Match> {
        self.groups.iter().chain(self.final_match.iter()).collect()
    }

    pub fn all_mut(&mut self) -> Vec<&mut Match> {
        self.groups
            .iter_mut()
            .chain(self.final_match.iter_mut())
            .collect()
    }

    /// The match `seat` plays in now or played in last.
    pub fn latest_match_of(&self, seat: Seat) -> Option<&Match> {
        if let Some(f) = self
            .final_match
            .as_ref()
            .filter(|f| f.local(seat).is_some())
        {
            return Some(f);
        }
        self.groups.iter().find(|g| g.local(seat).is_some())
    }

    /// Once every group has a winner, deal the final between them.
    pub fn start_final_if_ready(
        &mut self,
        names: &[Name],
        tokens: Option<u32>,
        shared_victory: bool,
    ) -> Vec<Event> {
        if self.final_match.is_some() || !self.groups.iter().all(Match::is_over) {
            return Vec::new();
        }
        let seats: Vec<Seat> = self
            .groups
            .iter()
            .map(|g| g.seats[g.winners.as_ref().expect("groups are over")[0]])
            .collect();
        let final_names: Vec<Name> = seats.iter().map(|&s| names[s].clone()).collect();
        let threshold = tokens.unwrap_or_else(|| default_threshold(seats.len()));
        let intro = Event::public(text!(
            "pp-final-start",
            players = players_text(&seats, names),
            goal = i64::from(threshold)
        ))
        .notify();
        let (m, events) = Match::new(
            Some("Final".to_string()),
            seats,
            final_names,
            threshold,
            shared_victory,
            GameRng::from_seed(self.rng.next_u64()),
        );
        self.final_match = Some(m);
        let mut out = vec![intro];
        out.extend(labelled(Some("Final"), None, events));
        out
    }

    /// Checks the tournament's own invariants (each match checks its cards).
    pub fn check(&self, players: usize) -> Result<(), String> {
        let mut seen = vec![0usize; players];
        for g in &self.groups {
            if !(3..=4).contains(&g.players()) {
                return Err(format!("a group of {} players", g.players()));
            }
            if g.shared_victory {
                return Err("groups must end with exactly one winner".into());
            }
            if g.winners.as_ref().is_some_and(|w| w.len() != 1) {
                return Err("a group has more than one winner".into());
            }
            for &s in &g.seats {
                seen[s] += 1;
            }
        }
        if seen.iter().any(|&n| n != 1) {
            return Err(format!("groups do not split the seats: {seen:?}"));
        }
        match &self.final_match {
            Some(f) => {
                let winners: Vec<Seat> = self
                    .groups
                    .iter()
                    .filter_map(|g| g.winners.as_ref().map(|w| g.seats[w[0]]))
                    .collect();
                if f.seats != winners {
                    return Err("the final is not played by the group winners".into());
                }
            }
            None => {
                if self.groups.iter().all(Match::is_over) {
                    return Err("every group is over but the final has not begun".into());
                }
            }
        }
        Ok(())
    }
}
