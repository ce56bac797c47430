//! The story at the end, on one screen: how it ended, then each player's
//! fate (winners marked on every seat), expertise and route, then the
//! samples by who collected them. The finished board shows it as fields;
//! [`crate::engine::Game::final_reveal`] gives the same lines for nobody in
//! particular (names, never "you"). Nothing was hidden in this game, so
//! there is no "hidden facts" section to repeat.

use std::collections::BTreeMap;

use super::{ArcticEscape, Pos, Status};
use crate::engine::{Panel, Reveal, Seat, Text, Viewer};
use crate::text;

/// Squares of a route shown before it is shortened with "…" (the start,
/// then the last ones).
const ROUTE_SQUARES: usize = 16;

impl ArcticEscape {
    /// "Escaped on turn 14 with 4 of 6 samples." or "Lost on turn 9: …".
    pub(super) fn end_line(&self) -> Text {
        match &self.end {
            Some(end) if end.won => text!(
                "arctic-end-won",
                turn = self.turn,
                samples = self.samples_taken(),
                all = super::SAMPLE_COUNT
            ),
            Some(end) => text!("arctic-end-lost", turn = self.turn, reason = end.reason.clone()),
            None => Text::default(),
        }
    }

    /// The finished board's fields: the players' fates and routes, then
    /// the samples.
    pub(super) fn story_fields(&self, panel: &mut Panel) {
        panel.field(text!("arctic-story-players"), Text::Lines(self.seat_lines()), false);
        panel.field(text!("arctic-story-samples"), self.samples_line(), false);
    }

    /// One line per seat: the mark of the result, fate, expertise, route.
    fn seat_lines(&self) -> Vec<Text> {
        (0..self.players.len())
            .map(|seat| self.seat_line(seat, true))
            .collect()
    }

    fn seat_line(&self, seat: Seat, named: bool) -> Text {
        let p = &self.players[seat];
        let fate = match p.status {
            Status::Aboard => text!("arctic-fate-aboard"),
            Status::Fallen => text!("arctic-fate-fallen", square = crate::engine::Arg::Plain(p.pos.label())),
            Status::Ashore => text!("arctic-fate-ashore", square = crate::engine::Arg::Plain(p.pos.label())),
        };
        let won = usize::from(self.end.as_ref().is_some_and(|e| e.won));
        let route = self.route_text(seat);
        if named {
            text!(
                "arctic-story-seat",
                won = won,
                player = self.player(seat),
                expertise = p.expertise.text(),
                fate = fate,
                route = route
            )
        } else {
            text!(
                "arctic-story-seat-unnamed",
                won = won,
                expertise = p.expertise.text(),
                fate = fate,
                route = route
            )
        }
    }

    /// "a1 → a2 → b2 (5 moves)", the middle left out on long routes.
    fn route_text(&self, seat: Seat) -> Text {
        let mut squares: Vec<Pos> = self.routes.get(seat).cloned().unwrap_or_default();
        let last = self.players[seat].pos;
        if squares.last() != Some(&last) {
            squares.push(last);
        }
        let moves = squares.len() - 1;
        let mut labels: Vec<String> = squares.iter().map(|p| p.label()).collect();
        if labels.len() > ROUTE_SQUARES {
            let tail = labels.split_off(labels.len() - (ROUTE_SQUARES - 2));
            labels.truncate(1);
            labels.push("…".into());
            labels.extend(tail);
        }
        text!("arctic-route", squares = crate::engine::Arg::Plain(labels.join(" → ")), moves = moves)
    }

    /// The samples by who collected them: "Ada 2 (c3, f5) · Bo 1 (d4)".
    fn samples_line(&self) -> Text {
        let mut by: BTreeMap<Seat, Vec<String>> = BTreeMap::new();
        for s in &self.samples {
            if let Some(seat) = s.taken_by {
                by.entry(seat).or_default().push(s.pos.label());
            }
        }
        let left = self.samples.len() - self.samples_taken();
        let collectors: Vec<Text> = by
            .into_iter()
            .map(|(seat, squares)| {
                text!(
                    "arctic-story-collector",
                    player = self.player(seat),
                    count = squares.len(),
                    squares = crate::engine::Arg::Plain(squares.join(", "))
                )
            })
            .collect();
        text!(
            "arctic-story-samples-line",
            taken = self.samples_taken(),
            collectors = Text::and_list(collectors),
            left = left
        )
    }

    /// The story for nobody in particular: each seat's line (without its
    /// own name, which the frontend adds), then how it ended and the
    /// samples.
    pub(super) fn story(&self) -> Reveal {
        if self.end.is_none() {
            return Reveal::default();
        }
        let plain = |t: Text| t.plain(Viewer::Public);
        Reveal {
            seats: (0..self.players.len())
                .map(|seat| vec![plain(self.seat_line(seat, false))])
                .collect(),
            summary: vec![plain(self.end_line()), plain(self.samples_line())],
        }
    }
}
