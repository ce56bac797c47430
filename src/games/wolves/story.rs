//! The story at the end, on one screen: how the winter ended, a line per
//! community (the winners marked on every seat, the chief crowned, Awards
//! won), a line per turn (the rank it ended with, each Status and the
//! Awards it brought) and the closest call: the race for chief (by how
//! many Awards it was won, or who tied), or, when the winter was lost, the
//! unmet needs that ended it. The finished board shows it as fields;
//! [`crate::engine::Game::final_reveal`] gives the same lines for nobody in
//! particular. Hands are not listed: at the end every card is back in its
//! deck, so there is nothing hidden left to reveal.

use serde::{Deserialize, Serialize};

use super::data::awards;
use super::state::End;
use super::Wolves;
use crate::engine::{Arg, Panel, Reveal, Seat, Text, Viewer};
use crate::text;

/// What one turn ended with, recorded as it happens.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct TurnRecord {
    pub turn: u8,
    /// The rank the turn ended with (rank 1 first).
    pub rank: Vec<Seat>,
    /// Each seat's Status when the turn ended.
    pub status: Vec<u32>,
}

impl Wolves {
    /// The turn's new rank and Status, before Status goes back to zero.
    pub(super) fn record_turn(&mut self) {
        self.history.push(TurnRecord {
            turn: self.turn,
            rank: self.rank.clone(),
            status: self.players.iter().map(|p| p.status).collect(),
        });
    }

    /// "Every community survived the winter: Ann is chief with 14 Awards."
    fn story_end(&self) -> Text {
        match &self.end {
            Some(End::Won { chief: Some(c) }) => text!(
                "wolves-story-won-chief",
                player = self.who(*c),
                awards = self.players[*c].awards as usize
            ),
            Some(End::Won { chief: None }) => text!("wolves-story-won-tie"),
            Some(End::Lost { turn, seats }) => {
                let who = seats
                    .iter()
                    .map(|&s| {
                        text!(
                            "wolves-story-short",
                            player = self.who(s),
                            short = self.shortfall_text(s)
                        )
                    })
                    .collect();
                text!("wolves-story-lost", turn = *turn as usize, who = Text::and_list(who))
            }
            None => Text::default(),
        }
    }

    /// One line per community: 🏆 for every winner, 👑 for the chief.
    fn story_seat(&self, seat: Seat, named: bool) -> Text {
        let p = &self.players[seat];
        let mark = match &self.end {
            Some(End::Won { chief }) if *chief == Some(seat) => "👑",
            Some(End::Won { .. }) => "🏆",
            _ => "✗",
        };
        let mark = Arg::Plain(mark.to_string());
        let community = p.community.label();
        if named {
            text!(
                "wolves-story-seat",
                mark = mark,
                player = self.who(seat),
                community = community,
                awards = p.awards as usize
            )
        } else {
            text!("wolves-story-seat-unnamed", mark = mark, community = community, awards = p.awards as usize)
        }
    }

    /// "Turn 3: 1 Ann 18 (+3) · 2 Ben 9 (+2) · 3 Cat 2".
    fn story_turn(&self, record: &TurnRecord) -> Text {
        let places = record
            .rank
            .iter()
            .enumerate()
            .map(|(i, &seat)| {
                text!(
                    "wolves-story-place",
                    place = i + 1,
                    player = self.who(seat),
                    status = record.status.get(seat).copied().unwrap_or(0) as usize,
                    awards = awards(self.n()).get(i).copied().unwrap_or(0) as usize
                )
            })
            .collect();
        text!("wolves-story-turn", turn = record.turn as usize, places = Text::list(places))
    }

    /// The race for chief: by how many Awards the chief beat the next
    /// community, or who tied at the top. None when the winter was lost
    /// (the unmet needs are the story's first line).
    fn closest_call(&self) -> Option<Text> {
        let Some(End::Won { chief }) = &self.end else {
            return None;
        };
        let best = self.players.iter().map(|p| p.awards).max()?;
        Some(match chief {
            Some(c) => {
                let (runner, next) = (0..self.n())
                    .filter(|s| s != c)
                    .map(|s| (s, self.players[s].awards))
                    .max_by_key(|&(s, awards)| (awards, std::cmp::Reverse(s)))?;
                text!(
                    "wolves-story-closest-chief",
                    player = self.who(*c),
                    runner = self.who(runner),
                    margin = (best - next) as usize
                )
            }
            None => {
                let top = (0..self.n())
                    .filter(|&s| self.players[s].awards == best)
                    .map(|s| Text::player(s, self.name(s)))
                    .collect();
                text!("wolves-story-closest-tie", players = Text::and_list(top), awards = best as usize)
            }
        })
    }

    /// The finished board's fields: the communities, the turns, the
    /// closest call.
    pub(super) fn story_fields(&self, panel: &mut Panel) {
        let seats = (0..self.n()).map(|s| self.story_seat(s, true)).collect();
        panel.field(text!("wolves-story-communities"), Text::Lines(seats), false);
        let turns: Vec<Text> = self.history.iter().map(|r| self.story_turn(r)).collect();
        if !turns.is_empty() {
            panel.field(text!("wolves-story-turns"), Text::Lines(turns), false);
        }
        if let Some(call) = self.closest_call() {
            panel.field(text!("wolves-story-closest-title"), call, false);
        }
    }

    /// How it ended, as one line for the board.
    pub(super) fn story_headline(&self) -> Text {
        self.story_end()
    }

    /// The story for nobody in particular: each seat's line (the frontend
    /// adds the name), then the end, the turns and the closest call.
    pub(super) fn story(&self) -> Reveal {
        let plain = |t: Text| t.plain(Viewer::Public);
        // The outcome's own line opens every game's reveal; the board's
        // headline says the same in full.
        let Some(end) = &self.end else {
            return Reveal::default();
        };
        let mut summary = vec![self.outcome_of(end).summary];
        summary.extend(self.history.iter().map(|r| plain(self.story_turn(r))));
        summary.extend(self.closest_call().map(plain));
        Reveal {
            seats: (0..self.n()).map(|s| vec![plain(self.story_seat(s, false))]).collect(),
            summary,
        }
    }
}
