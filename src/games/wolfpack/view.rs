//! Panels. The public board shows whose turn it is, pile sizes, action deck
//! and discard sizes, each player's hand size and score pile, and the latest
//! moves; the final board adds the full scoring breakdown (hands revealed). A
//! seat's panel adds that seat's own hand as a private field; the status
//! line says whose move it is; the latest moves are recent fields. Nothing else that is hidden (pile
//! contents, other hands, deck order, a card being decided on) is shown.

use crate::engine::{Arg, Panel, Seat, Text, Viewer};
use crate::text;

use super::cards::{colour, colour_list, count_hand, ACTION_LIMIT, WOLF_POINTS};
use super::scoring::FinalScore;
use super::{Phase, Wolfpack};

impl Wolfpack {
    /// Seat `seat` as a message argument: "you" for its reader.
    pub(super) fn player(&self, seat: Seat) -> Arg {
        Arg::player(seat, self.name(seat))
    }

    pub(super) fn render(&self, viewer: Viewer) -> Panel {
        let mut panel = Panel::new(text!("wolfpack-title"));
        panel.set_status(self.status_line());
        let sizes: Vec<String> = self.piles.iter().map(|p| p.len().to_string()).collect();
        panel.line(text!(
            "wolfpack-piles",
            sizes = Arg::Plain(sizes.join(" · ")),
            left = self.cards_in_piles(),
            deck = self.action_deck.len(),
            discard = self.action_discard.len()
        ));
        let over = matches!(self.phase, Phase::Over { .. });
        // At the end the score table names every player with their piles:
        // the seats' own fields would say it twice.
        for seat in (0..self.seats()).filter(|_| !over) {
            let (name, value) = self.player_field(seat);
            panel.field(name, value, false);
        }
        // Recent moves are for Discord's board; the terminal prints them as
        // they happen. Frontends cut a field to Discord's limit.
        if let Some(last) = self.log.last() {
            panel.recent_field(text!("wolfpack-last-move"), last.clone());
        }
        if self.log.len() > 1 {
            let earlier = Text::Lines(self.log[..self.log.len() - 1].to_vec());
            panel.recent_field(text!("wolfpack-earlier-moves"), earlier);
        }
        if over {
            let score = self.final_score();
            panel.field(text!("wolfpack-final-scores"), self.score_table(&score), false);
            panel.field(text!("wolfpack-hands-at-end"), self.hand_awards(&score), false);
        }
        if let Viewer::Seat(seat) = viewer {
            if seat < self.seats() {
                panel.private_field(
                    text!("wolfpack-own-hand", player = self.player(seat), colour = colour(seat)),
                    self.own_hand(seat),
                );
            }
        }
        panel.footer = Some(text!("wolfpack-footer"));
        panel
    }

    /// The score breakdown and the hands' awards, one line each, every
    /// player by name: the story at the end.
    pub(super) fn story_lines(&self) -> Vec<String> {
        let score = self.final_score();
        let plain = |t: Text| match t {
            Text::Lines(lines) => lines.iter().map(|l| l.plain(Viewer::Public)).collect(),
            other => vec![other.plain(Viewer::Public)],
        };
        let mut lines = plain(self.score_table(&score));
        lines.extend(plain(self.hand_awards(&score)));
        lines
    }

    fn status_line(&self) -> Text {
        match &self.phase {
            Phase::Opening { picks } => text!(
                "wolfpack-status-opening",
                player = self.player((self.first + picks) % self.seats()),
                pick = picks / self.seats() + 1
            ),
            Phase::Over { reason } => text!("wolfpack-status-over", end = self.end_line(*reason)),
            // The sub-steps of a turn are not shown: backing out must leave no trace.
            _ => text!(
                "wolfpack-status-to-move",
                player = self.player(self.current),
                colour = colour(self.current)
            ),
        }
    }

    fn player_field(&self, seat: Seat) -> (Text, Text) {
        let p = &self.players[seat];
        let (player, colour) = (self.player(seat), colour(seat));
        let name = if p.eliminated {
            text!("wolfpack-seat-out", player = player, colour = colour)
        } else if self.mover() == Some(seat) {
            text!("wolfpack-seat-moving", player = player, colour = colour)
        } else {
            text!("wolfpack-seat", player = player, colour = colour)
        };
        let wolves: usize = p.pile_wolves.iter().sum();
        let value = text!(
            "wolfpack-seat-summary",
            playing = p.hand.len(),
            actions = p.actions.len(),
            sheep = p.pile_sheep,
            wolves = colour_list(&p.pile_wolves),
            points = p.pile_sheep + wolves * WOLF_POINTS
        );
        (name, value)
    }

    fn score_table(&self, score: &FinalScore) -> Text {
        Text::Lines(
            (0..self.seats())
                .map(|s| {
                    text!(
                        "wolfpack-score-line",
                        player = self.player(s),
                        sheep = score.pile_sheep[s],
                        wolves = score.pile_wolves[s],
                        hands = score.from_hands[s],
                        total = score.totals[s],
                        won = usize::from(score.winners.contains(&s))
                    )
                })
                .collect(),
        )
    }

    fn hand_awards(&self, score: &FinalScore) -> Text {
        Text::Lines(
            score
                .hands
                .iter()
                .map(|a| {
                    let result = match a.receivers.as_slice() {
                        _ if a.sheep == 0 => text!("wolfpack-award-no-sheep"),
                        [] => text!("wolfpack-award-no-wolves"),
                        [one] => text!("wolfpack-award-one", each = a.each, player = self.player(*one)),
                        many => text!(
                            "wolfpack-award-tie",
                            each = a.each,
                            players = self.players_list(many),
                            lost = a.lost
                        ),
                    };
                    text!(
                        "wolfpack-hand-award",
                        player = self.player(a.owner),
                        sheep = a.sheep,
                        wolves = colour_list(&a.wolves),
                        result = result
                    )
                })
                .collect(),
        )
    }

    /// Seats as list items ("you" for the reader).
    pub(super) fn players_list(&self, seats: &[Seat]) -> Vec<Text> {
        seats.iter().map(|&s| Text::player(s, self.name(s))).collect()
    }

    fn own_hand(&self, seat: Seat) -> Text {
        let p = &self.players[seat];
        let count = count_hand(&p.hand, seat, self.seats());
        let mut lines = vec![text!(
            "wolfpack-hand-herd",
            sheep = count.sheep,
            wolves = colour_list(&count.by_colour),
            own = count.own,
            hostile = count.hostile
        )];
        let actions: Vec<Text> = p
            .actions
            .iter()
            .map(|a| {
                if a.fresh {
                    text!("wolfpack-hand-fresh", card = a.kind.name())
                } else {
                    a.kind.name()
                }
            })
            .collect();
        let held = actions.len();
        lines.push(text!(
            "wolfpack-hand-actions",
            held = held,
            limit = ACTION_LIMIT,
            cards = if actions.is_empty() {
                text!("wolfpack-none")
            } else {
                Text::list(actions)
            }
        ));
        if let Phase::Drawn { card } = &self.phase {
            if self.current == seat {
                lines.push(text!("wolfpack-hand-just-drawn", card = card.name()));
            }
        }
        if p.eliminated {
            lines.push(text!("wolfpack-hand-out"));
        } else if !matches!(self.phase, Phase::Over { .. }) {
            lines.push(if count.own > count.hostile {
                text!("wolfpack-hand-snatch-works", sheep = count.sheep)
            } else {
                text!("wolfpack-hand-snatch-fails")
            });
        }
        Text::Lines(lines)
    }
}
