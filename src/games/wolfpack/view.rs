//! Panels. The public board shows whose turn it is, pile sizes, action deck
//! and discard sizes, each player's hand size and score pile, and the latest
//! moves; the final board adds the full scoring breakdown (hands revealed). A
//! seat's panel adds that seat's own hand. Nothing else that is hidden (pile
//! contents, other hands, deck order, a card being decided on) is shown.

use std::fmt::Write;

use crate::engine::limits::FIELD_VALUE;
use crate::engine::{Panel, Seat, Viewer};

use super::cards::{colour_list, count_hand, ACTION_LIMIT, COLOURS, WOLF_POINTS};
use super::scoring::FinalScore;
use super::{Phase, Wolfpack};

fn clip(text: String) -> String {
    crate::engine::truncate(&text, FIELD_VALUE)
}

impl Wolfpack {
    pub(super) fn render(&self, viewer: Viewer) -> Panel {
        let mut panel = Panel::new("Wolfpack");
        panel.line(self.status_line());
        let mut piles = String::from("Piles: ");
        for (i, pile) in self.piles.iter().enumerate() {
            if i > 0 {
                piles.push_str(" · ");
            }
            let _ = write!(piles, "{}", pile.len());
        }
        let _ = write!(piles, " ({} playing cards left)", self.cards_in_piles());
        panel.line(piles);
        panel.line(format!(
            "Action deck: {} · discard: {}",
            self.action_deck.len(),
            self.action_discard.len()
        ));
        if let Some(last) = self.log.last() {
            panel.line(format!("**Last move:** {last}"));
        }
        for seat in 0..self.seats() {
            let (name, value) = self.player_field(seat);
            panel.field(name, value, true);
        }
        if self.log.len() > 1 {
            let earlier = self.log[..self.log.len() - 1].join("\n");
            panel.field("Earlier moves", clip(earlier), false);
        }
        if matches!(self.phase, Phase::Over { .. }) {
            let score = self.final_score();
            panel.field("Final scores", clip(self.score_table(&score)), false);
            panel.field("Hands at the end", clip(self.hand_awards(&score)), false);
        }
        if let Viewer::Seat(seat) = viewer {
            if seat < self.seats() {
                panel.field(
                    format!("Your hand ({} pack)", COLOURS[seat]),
                    clip(self.own_hand(seat)),
                    false,
                );
            }
        }
        panel.footer = Some(
            "Score piles: sheep 1 point, hostile wolves 3. At the end each hand's sheep go to the colour with most wolves in it."
                .to_string(),
        );
        panel
    }

    fn status_line(&self) -> String {
        match &self.phase {
            Phase::Opening { picks } => format!(
                "**Opening**: {} takes opening card {} of 3.",
                self.name((self.first + picks) % self.seats()),
                picks / self.seats() + 1
            ),
            Phase::Over { reason } => format!("**{}**", self.end_line(*reason)),
            // The sub-steps of a turn are not shown: backing out must leave no trace.
            _ => format!(
                "**{}** ({} pack) to move.",
                self.name(self.current),
                COLOURS[self.current]
            ),
        }
    }

    fn player_field(&self, seat: Seat) -> (String, String) {
        let p = &self.players[seat];
        let mut name = format!("{} · {}", self.name(seat), COLOURS[seat]);
        if p.eliminated {
            name.push_str(" (out of play)");
        } else if self.mover() == Some(seat) {
            name.push_str(" ◀");
        }
        let wolves: usize = p.pile_wolves.iter().sum();
        let value = format!(
            "Hand: {} playing · {} action\nScore pile: {} sheep · wolves: {}\nPile points: {}",
            p.hand.len(),
            p.actions.len(),
            p.pile_sheep,
            colour_list(&p.pile_wolves, "none"),
            p.pile_sheep + wolves * WOLF_POINTS
        );
        (name, value)
    }

    fn score_table(&self, score: &FinalScore) -> String {
        (0..self.seats())
            .map(|s| {
                let star = if score.winners.contains(&s) {
                    " 🏆"
                } else {
                    ""
                };
                format!(
                    "{}: sheep {} + wolves {} + from hands {} = **{}**{star}",
                    self.name(s),
                    score.pile_sheep[s],
                    score.pile_wolves[s],
                    score.from_hands[s],
                    score.totals[s]
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn hand_awards(&self, score: &FinalScore) -> String {
        score
            .hands
            .iter()
            .map(|a| {
                let wolves = colour_list(&a.wolves, "none");
                let result = match a.receivers.as_slice() {
                    _ if a.sheep == 0 => "no sheep to share".to_string(),
                    [] => "no wolves, so its sheep are not counted".to_string(),
                    [one] => format!("{} sheep to {}", a.each, self.name(*one)),
                    many => {
                        let names: Vec<&str> = many.iter().map(|&s| self.name(s)).collect();
                        format!(
                            "tie: {} each to {}, {} not counted",
                            a.each,
                            names.join(", "),
                            a.lost
                        )
                    }
                };
                format!(
                    "{}: {} sheep, wolves: {wolves} → {result}",
                    self.name(a.owner),
                    a.sheep
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn own_hand(&self, seat: Seat) -> String {
        let p = &self.players[seat];
        let count = count_hand(&p.hand, seat, self.seats());
        let mut lines = vec![
            format!("Sheep: {}", count.sheep),
            format!(
                "Wolves: {} (own {} · hostile {})",
                colour_list(&count.by_colour, "none"),
                count.own,
                count.hostile
            ),
        ];
        let actions: Vec<String> = p
            .actions
            .iter()
            .map(|a| {
                if a.fresh {
                    format!("{} (playable next turn)", a.kind.name())
                } else {
                    a.kind.name().to_string()
                }
            })
            .collect();
        lines.push(format!(
            "Action cards ({}/{ACTION_LIMIT}): {}",
            actions.len(),
            if actions.is_empty() {
                "none".to_string()
            } else {
                actions.join(", ")
            }
        ));
        if let Phase::Drawn { card } = &self.phase {
            if self.current == seat {
                lines.push(format!("Just drawn: {}", card.name()));
            }
        }
        if p.eliminated {
            lines.push("You are out of play; your hand still scores at the end.".to_string());
        } else if !matches!(self.phase, Phase::Over { .. }) {
            lines.push(if count.own > count.hostile {
                format!("Snatch sheep would take your {} sheep now.", count.sheep)
            } else {
                "Snatch sheep would fail now: you need more own wolves than hostile ones."
                    .to_string()
            });
        }
        lines.join("\n")
    }
}
