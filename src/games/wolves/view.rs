//! Panels: a one-line status (turn, step, whose move), the public board
//! (availability, one line per community's public mat: Status, Awards,
//! Reserves, deck and hand sizes, face-up Leaders, gathering progress, needs,
//! Knowledge), the newest events as a Recent field, and a seat's private
//! field (its hand, a Know the Land peek and the gift being composed).

use std::fmt::Write;

use super::*;
use crate::engine::{Panel, Text, Viewer};
use crate::text;

/// How many of the newest events the board's Recent field shows.
const RECENT_EVENTS: usize = 4;

impl Wolves {
    pub(crate) fn render(&self, viewer: Viewer) -> Panel {
        let mut panel = Panel::new(text!(
            "wolves-view-title",
            turn = self.turn as usize,
            last = LAST_TURN as usize,
            step = self.step_name()
        ));
        panel.set_status(text!(
            "wolves-view-status",
            turn = self.turn as usize,
            last = LAST_TURN as usize,
            step = self.step_line()
        ));
        if self.end.is_some() {
            // The story replaces the mats: every card is back in its deck.
            panel.line(self.story_headline());
            self.story_fields(&mut panel);
            return panel;
        }
        panel.line(self.availability_line());
        if !self.log.is_empty() {
            // The newest few events, for Discord's board (the terminal
            // prints events as they happen).
            let newest = &self.log[self.log.len().saturating_sub(RECENT_EVENTS)..];
            if panel.newest_chunked_fields("Recent", newest, 240, 1) > 0 {
                panel.mark_last(crate::engine::Part::Recent);
            }
        }
        for i in 0..self.n() {
            let seat = self.rank.get(i).copied().unwrap_or(i);
            let (name, value) = self.player_field(seat);
            panel.field(name, value, true);
        }
        if let Viewer::Seat(seat) = viewer {
            if seat < self.n() {
                let (name, value) = self.private_field(seat);
                panel.private_field(name, value);
            }
        }
        // The Knowledge supply shares the footer's line with the rules' figures.
        let supply: Vec<Text> = Knowledge::ALL
            .iter()
            .map(|k| {
                text!(
                    "wolves-view-supply-item",
                    knowledge = Text::from(k.name()),
                    count = self.supply[k.idx()] as usize
                )
            })
            .collect();
        let availability = match self.preset {
            Preset::Standard => text!("wolves-view-footer-standard"),
            Preset::Gentle => text!("wolves-view-footer-gentle"),
        };
        panel.footer = Some(text!(
            "wolves-view-footer",
            supply = supply,
            availability = availability
        ));
        panel
    }

    fn step_name(&self) -> Text {
        match &self.phase {
            Phase::Gathering => text!("wolves-view-step-gathering"),
            Phase::Needs { .. } => text!("wolves-view-step-needs"),
            Phase::Gifting { .. } => text!("wolves-view-step-gifting"),
            Phase::Reconciling { .. } => text!("wolves-view-step-reconciling"),
            Phase::Over => text!("wolves-view-step-over"),
        }
    }

    fn step_line(&self) -> Text {
        match &self.phase {
            Phase::Gathering if self.step_timer > 0 => {
                text!("wolves-view-gathering-timer", seconds = self.step_timer as usize)
            }
            Phase::Gathering => text!("wolves-view-gathering"),
            Phase::Needs { pos, .. } => text!("wolves-view-needs", player = self.player(self.rank[*pos])),
            Phase::Gifting { pos, step, .. } => {
                let giver = self.player(self.rank[*pos]);
                match step {
                    GiftStep::Compose { .. } => text!("wolves-view-gifting-compose", player = giver),
                    GiftStep::Answer { gift, to, .. } => text!(
                        "wolves-view-gifting-answer",
                        giver = giver,
                        to = self.player(*to),
                        gift = Text::from(bundle_text(gift))
                    ),
                    GiftStep::LeaderTokens { to, .. } => {
                        text!("wolves-view-gifting-tokens", player = self.player(*to))
                    }
                    GiftStep::Share => text!("wolves-view-gifting-share", player = giver),
                }
            }
            Phase::Reconciling { pos, .. } => {
                text!("wolves-view-reconciling", player = self.player(self.rank[*pos]))
            }
            Phase::Over => text!("wolves-view-step-over"),
        }
    }

    fn availability_line(&self) -> Text {
        match self.preset.modifier(self.turn) {
            Modifier::Reveal(0) => text!("wolves-view-availability-none"),
            Modifier::Reveal(k) => {
                let cards: Vec<Text> = self.revealed.iter().map(|r| Text::from(r.name())).collect();
                text!("wolves-view-availability-reveal", count = usize::from(k), cards = cards)
            }
            Modifier::Cull(k) => text!("wolves-view-availability-cull", count = usize::from(k)),
        }
    }

    fn player_field(&self, seat: Seat) -> (String, String) {
        let p = &self.players[seat];
        let mut name = String::with_capacity(64);
        if let Some(r) = self.rank_of(seat) {
            name.push('#');
            num(&mut name, r as u32 + 1);
            name.push(' ');
        }
        push(&mut name, &[self.name(seat), " - ", p.community.label()]);
        // Written piece by piece without the formatting machinery: this panel
        // is rendered after every action (bot soaks render it a million times).
        let mut v = String::with_capacity(400);
        let r = p.reserve;
        push(&mut v, &["Status "]);
        num(&mut v, p.status);
        push(&mut v, &[" · Awards "]);
        num(&mut v, p.awards);
        push(&mut v, &[" · Reserve "]);
        for res in Res::ALL {
            num(&mut v, r[res.idx()] as u32);
            push(
                &mut v,
                &[" ", res.name(), if res == Res::Bison { " (" } else { ", " }],
            );
        }
        num(&mut v, p.reserve_total() as u32);
        v.push('/');
        num(&mut v, p.reserve_cap() as u32);
        push(&mut v, &[") · deck "]);
        num(&mut v, p.deck.len() as u32);
        push(&mut v, &[" · hand "]);
        num(&mut v, p.hand_size() as u32);
        push(&mut v, &[" · Leaders face up "]);
        num(&mut v, p.leaders as u32);
        if p.removed.iter().any(|&k| k > 0) {
            // What availability took (the deck's make-up follows from the community).
            push(&mut v, &[" · removed"]);
            for card in Card::ALL {
                if p.removed[card.idx()] > 0 {
                    v.push(' ');
                    num(&mut v, p.removed[card.idx()] as u32);
                    push(&mut v, &[" ", card.name()]);
                }
            }
        }
        let g = &p.gather;
        let _ = match &g.state {
            GatherState::Drawing | GatherState::Peeking(_) | GatherState::Determination => {
                write!(
                    v,
                    " · Drawing: {} drawn, {} Leader(s)",
                    g.drawn, g.leaders_drawn
                )
            }
            GatherState::Stopped => write!(
                v,
                " · Stopped: {} drawn, {} Leader(s)",
                g.drawn, g.leaders_drawn
            ),
            GatherState::Overstretched => write!(v, " · OVERSTRETCHED after {} cards", g.drawn),
            GatherState::Skipped => write!(v, " · skipped gathering (overstretched last turn)"),
        };
        if p.overstretched && self.phase != Phase::Gathering {
            v.push_str(" · overstretched: no Status from returns, skips next gathering");
        }
        if matches!(
            self.phase,
            Phase::Needs { .. } | Phase::Gifting { .. } | Phase::Over
        ) {
            if p.needs_done && !p.unmet() {
                v.push_str(" · Needs met");
            } else if p.needs_done || self.end.is_some() {
                let _ = write!(v, " · UNMET: short {}", self.shortfall_text(seat));
            } else {
                v.push_str(" · Needs not paid yet");
            }
        }
        if !p.knowledge.is_empty() {
            v.push_str(" · Knowledge:");
            for (i, k) in p.knowledge.iter().enumerate() {
                v.push_str(if i == 0 { " " } else { ", " });
                v.push_str(k.name());
            }
        }
        (name, v)
    }

    fn private_field(&self, seat: Seat) -> (String, String) {
        let p = &self.players[seat];
        let mut lines = vec![format!(
            "Hand: {} Fish, {} Corn, {} Bison, {} Forest · {} Leader(s) usable · needs paid {} Fish, {} Corn, {} Bison",
            p.hand[0], p.hand[1], p.hand[2], p.hand[3], p.leaders, p.paid[0], p.paid[1], p.paid[2]
        )];
        if let GatherState::Peeking(cards) = &p.gather.state {
            let names: Vec<&str> = cards.iter().map(|c| c.name()).collect();
            lines.push(format!(
                "Know the Land - top of your deck: {}",
                names.join(", ")
            ));
        }
        if let Phase::Gifting { pos, step, offered } = &self.phase {
            if self.rank[*pos] == seat {
                if let GiftStep::Compose { draft, to } = step {
                    lines.push(format!(
                        "Your gift: {}{}",
                        bundle_text(draft),
                        to.map(|s| format!(" for {}", self.name(s)))
                            .unwrap_or_default()
                    ));
                }
                if !offered.is_empty() {
                    let names: Vec<&str> = offered.iter().map(|&s| self.name(s)).collect();
                    let already = format!("already offered: {}", names.join(", "));
                    match lines.last_mut().filter(|l| l.starts_with("Your gift")) {
                        Some(gift) => {
                            gift.push_str(" · ");
                            gift.push_str(&already);
                        }
                        None => lines.push(already),
                    }
                }
            }
            if let GiftStep::Answer {
                to,
                part: Some(taken),
                ..
            } = step
            {
                if *to == seat {
                    lines.push(format!("Accepting: {}", bundle_text(taken)));
                }
            }
        }
        (
            format!("Your community ({})", self.name(seat)),
            lines.join("\n"),
        )
    }
}

fn push(s: &mut String, parts: &[&str]) {
    for part in parts {
        s.push_str(part);
    }
}

/// Appends a number in decimal (small ones from a table: this runs a lot).
fn num(s: &mut String, n: u32) {
    const SMALL: [&str; 32] = [
        "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16",
        "17", "18", "19", "20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31",
    ];
    match SMALL.get(n as usize) {
        Some(text) => s.push_str(text),
        None => {
            let _ = write!(s, "{n}");
        }
    }
}
