//! Panels: a one-line status (turn, step, whose move), the public board
//! (availability, one line per community's public mat: Status, Awards,
//! Reserves, deck and hand sizes, face-up Leaders, gathering progress, needs,
//! Knowledge), the newest events as a Recent field, and a seat's private
//! field (its hand, a Know the Land peek, the part of a gift being accepted).

use super::*;
use crate::engine::{Panel, Text, Viewer};
use crate::text;

/// How many of the newest events the board's Recent field shows.
const RECENT_EVENTS: usize = 4;

/// The characters the Recent field's events may take (a Discord field holds
/// 1024; a reader's "you" may be longer than a short name).
const RECENT_CHARS: usize = 900;

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
        // This turn's availability matters while drawing; after it, the
        // footer says what it removed (a five-seat gifting screen has no
        // line to spare).
        if self.phase == Phase::Gathering {
            panel.line(self.availability_line());
        }
        if !self.log.is_empty() {
            // The newest few events, for Discord's board (the terminal
            // prints events as they happen).
            panel
                .field(text!("wolves-view-recent"), Text::Lines(self.recent_events()), false)
                .mark_last(crate::engine::Part::Recent);
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
        panel.footer = Some(self.footer());
        panel
    }

    /// The newest events that fit [`RECENT_CHARS`], oldest first, kept as
    /// data for the reader; a single event too long for the field alone is
    /// cut (as English for nobody in particular).
    fn recent_events(&self) -> Vec<Text> {
        let mut newest = Vec::new();
        let mut room = RECENT_CHARS;
        for event in self.log.iter().rev().take(RECENT_EVENTS) {
            let len = event.to_string().chars().count() + 1;
            if len > room {
                if newest.is_empty() {
                    let mut cut = event.clone();
                    let line = cut.as_literal_mut();
                    *line = crate::engine::panel::truncate(line, room);
                    newest.push(cut);
                }
                break;
            }
            room -= len;
            newest.push(event.clone());
        }
        newest.reverse();
        newest
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
            Phase::Needs { pos, .. } => text!("wolves-view-needs", player = self.who(self.rank[*pos])),
            Phase::Gifting { pos, step, .. } => {
                let giver = self.who(self.rank[*pos]);
                match step {
                    GiftStep::Compose { .. } => text!("wolves-view-gifting-compose", player = giver),
                    GiftStep::Answer { gift, to, .. } => text!(
                        "wolves-view-gifting-answer",
                        giver = giver,
                        to = self.who(*to),
                        gift = bundle_text(gift)
                    ),
                    GiftStep::LeaderTokens { to, .. } => {
                        text!("wolves-view-gifting-tokens", player = self.who(*to))
                    }
                    GiftStep::Share => text!("wolves-view-gifting-share", player = giver),
                }
            }
            Phase::Reconciling { pos, .. } => {
                text!("wolves-view-reconciling", player = self.who(self.rank[*pos]))
            }
            Phase::Over => text!("wolves-view-step-over"),
        }
    }

    fn availability_line(&self) -> Text {
        match self.preset.modifier(self.turn) {
            Modifier::Reveal(0) => text!("wolves-view-availability-none"),
            Modifier::Reveal(k) => {
                let cards: Vec<Text> = self.revealed.iter().map(|&r| res_text(r)).collect();
                text!("wolves-view-availability-reveal", count = usize::from(k), cards = cards)
            }
            Modifier::Cull(k) => text!("wolves-view-availability-cull", count = usize::from(k)),
        }
    }

    /// A community's public mat: the name line (rank, player, community
    /// and its focus) with its standing, then one short line per kind of
    /// thing: the Reserve and the cards, this turn's progress (when there
    /// is some), the Knowledge cards (when there are some).
    fn player_field(&self, seat: Seat) -> (Text, Text) {
        let p = &self.players[seat];
        let name = match self.rank_of(seat) {
            Some(r) => text!(
                "wolves-view-mat-name-ranked",
                rank = r + 1,
                player = self.who(seat),
                community = p.community.label()
            ),
            None => text!(
                "wolves-view-mat-name",
                player = self.who(seat),
                community = p.community.label()
            ),
        };
        let r = p.reserve;
        let mut lines = vec![
            text!(
                "wolves-view-mat-standing",
                status = p.status as usize,
                awards = p.awards as usize,
                hand = p.hand_size() as usize
            ),
            text!(
                "wolves-view-mat-reserve",
                fish = usize::from(r[0]),
                corn = usize::from(r[1]),
                bison = usize::from(r[2]),
                total = usize::from(p.reserve_total()),
                cap = usize::from(p.reserve_cap()),
                deck = p.deck.len(),
                leaders = usize::from(p.leaders)
            ),
        ];
        // A third line only when there is news: this turn's progress (met
        // needs go without saying) and the Knowledge cards.
        let mut news = self.turn_progress(seat);
        if !p.knowledge.is_empty() {
            let cards: Vec<Text> = p.knowledge.iter().map(|&k| knowledge_text(k)).collect();
            news.push(text!("wolves-view-mat-knowledge", cards = cards));
        }
        // After gathering an overstretch is news too: on a line of its own
        // while the needs step still shows the gathering, else with the rest.
        let overstretch = (p.overstretched && self.phase != Phase::Gathering)
            .then(|| text!("wolves-view-mat-overstretched"));
        let own_line = matches!(self.phase, Phase::Needs { .. });
        if let Some(note) = overstretch.clone().filter(|_| !own_line) {
            news.push(note);
        }
        if !news.is_empty() {
            lines.push(dotted(news));
        }
        if let Some(note) = overstretch.filter(|_| own_line) {
            lines.push(note);
        }
        (name, Text::Lines(lines))
    }

    /// What a community did this turn so far, as the step shows it: its
    /// gathering while everyone gathers and during the needs it decides,
    /// unpaid or unmet needs from the needs step on. (An overstretch has a
    /// line of its own after gathering.)
    fn turn_progress(&self, seat: Seat) -> Vec<Text> {
        let p = &self.players[seat];
        let g = &p.gather;
        let mut parts = Vec::new();
        if matches!(self.phase, Phase::Gathering | Phase::Needs { .. }) {
            let (drawn, leaders) = (usize::from(g.drawn), usize::from(g.leaders_drawn));
            parts.push(match &g.state {
                GatherState::Drawing | GatherState::Peeking(_) | GatherState::Determination => {
                    text!("wolves-view-mat-drawing", drawn = drawn, leaders = leaders)
                }
                GatherState::Stopped => {
                    text!("wolves-view-mat-stopped", drawn = drawn, leaders = leaders)
                }
                GatherState::Overstretched => {
                    text!("wolves-view-mat-overstretched-after", drawn = drawn)
                }
                GatherState::Skipped => text!("wolves-view-mat-skipped"),
            });
        }
        if matches!(
            self.phase,
            Phase::Needs { .. } | Phase::Gifting { .. } | Phase::Over
        ) {
            if p.unmet() && (p.needs_done || self.end.is_some()) {
                parts.push(text!("wolves-view-mat-unmet", short = self.shortfall_text(seat)));
            } else if !p.needs_done {
                parts.push(text!("wolves-view-mat-needs-unpaid"));
            }
        }
        parts
    }

    /// The footer's lines: the Knowledge supply, the availability table and what availability has removed so far.
    fn footer(&self) -> Text {
        let supply: Vec<Text> = Knowledge::ALL
            .iter()
            .map(|&k| {
                text!(
                    "wolves-view-supply-item",
                    knowledge = knowledge_text(k),
                    count = usize::from(self.supply[k.idx()])
                )
            })
            .collect();
        let availability = match self.preset {
            Preset::Standard => text!("wolves-view-footer-standard"),
            Preset::Gentle => text!("wolves-view-footer-gentle"),
        };
        // The rules' fixed figures (needs, Reserve caps) are in `/rules`,
        // not on every board: a phone screen has no line to spare.
        let mut lines = vec![
            text!("wolves-view-footer-supply", items = Text::list(supply)),
            availability,
        ];
        let removed: Vec<&[u8; 5]> = self.players.iter().map(|p| &p.removed).collect();
        if removed.iter().any(|r| r.iter().any(|&k| k > 0)) {
            if removed.windows(2).all(|w| w[0] == w[1]) {
                lines.push(text!("wolves-view-removed-all", cards = turn::cards_text(removed[0])));
            } else {
                for (seat, cards) in removed.iter().enumerate() {
                    lines.push(text!(
                        "wolves-view-removed",
                        player = self.who(seat),
                        cards = turn::cards_text(cards)
                    ));
                }
            }
        }
        Text::Lines(lines)
    }

    /// The reader's own field: the hand, and what only they see of this
    /// step (the needs paid, a Know the Land look, the part of a gift
    /// being accepted).
    fn private_field(&self, seat: Seat) -> (Text, Text) {
        let p = &self.players[seat];
        let mut lines = vec![text!(
            "wolves-view-hand",
            fish = usize::from(p.hand[0]),
            corn = usize::from(p.hand[1]),
            bison = usize::from(p.hand[2]),
            forest = usize::from(p.hand[3]),
            leaders = usize::from(p.leaders)
        )];
        // While gathering, what the hand must reach: the needs, and how
        // much of them the hand, Reserve and usable Leaders already cover
        // (not while putting a Know the Land look back: that screen is
        // about the order, and it shows the look instead).
        let peeking = matches!(p.gather.state, GatherState::Peeking(_));
        if matches!(self.phase, Phase::Gathering) && !peeking {
            lines.push(text!(
                "wolves-view-needs-cover",
                need = usize::from(NEED),
                payable = usize::from(self.max_payable(seat)),
                total = usize::from(NEED) * Res::ALL.len()
            ));
        }
        if matches!(self.phase, Phase::Needs { .. }) {
            lines.push(text!(
                "wolves-view-paid",
                fish = usize::from(p.paid[0]),
                corn = usize::from(p.paid[1]),
                bison = usize::from(p.paid[2])
            ));
        }
        if let GatherState::Peeking(cards) = &p.gather.state {
            let names: Vec<Text> = cards.iter().map(|&c| card_text(c)).collect();
            lines.push(text!("wolves-view-peek", cards = names));
        }
        // The gift being composed is the giver's prompt, and who was
        // offered one already shows on the recipients' choices.
        if let Phase::Gifting {
            step:
                GiftStep::Answer {
                    to,
                    part: Some(taken),
                    ..
                },
            ..
        } = &self.phase
        {
            if *to == seat {
                lines.push(text!("wolves-view-accepting", taken = bundle_text(taken)));
            }
        }
        (text!("wolves-view-private"), Text::Lines(lines))
    }
}

/// Parts of one line joined by " · " (empty when there are none).
fn dotted(parts: Vec<Text>) -> Text {
    fold_right(parts, |first, rest| text!("wolves-view-dot", first = first, rest = rest))
}
