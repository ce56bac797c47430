//! Step 2, Gathering: everyone draws at the same time from their own panel
//! (Draw / Stop), with Know the Land (look at the top three and reorder),
//! Overstretching on the third Leader, Determination's free token, and the
//! step timer that stops whoever is still drawing.

use super::*;
use crate::engine::{Choice, ChoiceStyle, Event, Prompt, Text};

impl Wolves {
    pub(crate) fn gather_prompts(&self) -> Vec<Prompt> {
        (0..self.n())
            .filter_map(|s| self.gather_prompt(s))
            .collect()
    }

    /// Whether [`Self::gather_prompt`] prompts `seat`, without building it.
    pub(crate) fn gather_prompted(&self, seat: Seat) -> bool {
        matches!(
            self.players[seat].gather.state,
            GatherState::Drawing | GatherState::Peeking(_) | GatherState::Determination
        )
    }

    pub(crate) fn gather_prompt(&self, seat: Seat) -> Option<Prompt> {
        let p = &self.players[seat];
        let g = &p.gather;
        let (text, choices) = match &g.state {
            GatherState::Drawing => {
                let mut choices = Vec::new();
                if !p.deck.is_empty() {
                    let hint = text!(
                        "wolves-draw-hint",
                        cards = p.deck.len(),
                        leaders = usize::from(g.leaders_drawn)
                    );
                    let style = if g.leaders_drawn >= 2 {
                        ChoiceStyle::Danger
                    } else {
                        ChoiceStyle::Primary
                    };
                    choices.push(
                        Choice::new("draw", text!("wolves-draw"))
                            .hint(hint)
                            .style(style),
                    );
                    if g.leaders_drawn < 2 {
                        choices.push(
                            Choice::new("drawto", text!("wolves-draw-to"))
                                .hint(text!("wolves-draw-to-hint")),
                        );
                    }
                }
                if g.drawn > 0 || p.deck.is_empty() {
                    choices.push(
                        Choice::new("stop", text!("wolves-stop")).style(ChoiceStyle::Secondary),
                    );
                }
                if p.has(Knowledge::KnowTheLand) && !g.used_peek && !p.deck.is_empty() {
                    choices.push(
                        Choice::new("peek", text!("wolves-peek"))
                            .hint(text!("wolves-peek-hint", count = PEEK)),
                    );
                }
                let text = if g.leaders_drawn >= 2 {
                    text!("wolves-gather-prompt-risky")
                } else if g.drawn == 0 {
                    text!("wolves-gather-prompt-first")
                } else {
                    text!("wolves-gather-prompt")
                };
                (text, choices)
            }
            GatherState::Peeking(cards) => {
                let choices = orders(cards)
                    .into_iter()
                    .map(|order| {
                        let code: String = order.iter().map(|c| c.code()).collect();
                        Choice::new(
                            format!("ord-{code}"),
                            text!("wolves-order", cards = cards_list(&order)),
                        )
                    })
                    .collect();
                (text!("wolves-order-prompt"), choices)
            }
            GatherState::Determination if p.reserve_total() < p.reserve_cap() => {
                let choices = Res::ALL
                    .iter()
                    .filter(|&&r| p.room_for(r))
                    .map(|&r| {
                        Choice::new(
                            format!("det-{}", r.code()),
                            text!("wolves-token", res = res_text(r)),
                        )
                    })
                    .collect();
                (text!("wolves-determination-prompt"), choices)
            }
            GatherState::Determination => {
                let mut choices: Vec<Choice> = determination_swaps(p)
                    .into_iter()
                    .map(|(from, to)| {
                        Choice::new(
                            format!("dsw-{}{}", from.code(), to.code()),
                            text!("wolves-swap", from = res_text(from), to = res_text(to)),
                        )
                        .hint(text!("wolves-swap-hint"))
                    })
                    .collect();
                choices.push(
                    Choice::new("det-no", text!("wolves-keep-reserve"))
                        .style(ChoiceStyle::Secondary),
                );
                (
                    text!(
                        "wolves-determination-full-prompt",
                        cap = usize::from(p.reserve_cap())
                    ),
                    choices,
                )
            }
            _ => return None,
        };
        Some(Prompt {
            seat,
            text,
            choices,
        })
    }

    pub(crate) fn apply_gather(
        &mut self,
        seat: Seat,
        action: &str,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let state = self.players[seat].gather.state.clone();
        match (action, &state) {
            ("draw", GatherState::Drawing) => {
                if self.players[seat].deck.is_empty() {
                    return Err(RuleError::Illegal(text!("wolves-refuse-deck-empty-stop")));
                }
                self.draw(seat, ev);
                Ok(())
            }
            ("drawto", GatherState::Drawing) => {
                if self.players[seat].gather.leaders_drawn >= 2 {
                    return Err(RuleError::Illegal(text!("wolves-refuse-draw-to-risky")));
                }
                if self.players[seat].deck.is_empty() {
                    return Err(RuleError::Illegal(text!("wolves-refuse-deck-empty-stop")));
                }
                let leaders = self.players[seat].gather.leaders_drawn;
                while self.players[seat].gather.leaders_drawn == leaders
                    && !self.players[seat].deck.is_empty()
                {
                    self.draw(seat, ev);
                }
                Ok(())
            }
            ("stop", GatherState::Drawing) => {
                let p = &self.players[seat];
                if p.gather.drawn == 0 && !p.deck.is_empty() {
                    return Err(RuleError::Illegal(text!("wolves-refuse-stop-first")));
                }
                self.stop(seat, ev);
                Ok(())
            }
            ("peek", GatherState::Drawing) => {
                let p = &self.players[seat];
                if !p.has(Knowledge::KnowTheLand) {
                    return Err(RuleError::Illegal(text!("wolves-refuse-no-peek")));
                }
                if p.gather.used_peek {
                    return Err(RuleError::Illegal(text!("wolves-refuse-peek-used")));
                }
                let top: Vec<Card> = p.deck.iter().rev().take(PEEK).copied().collect();
                if top.is_empty() {
                    return Err(RuleError::Illegal(text!("wolves-refuse-deck-empty")));
                }
                ev.push(Event::private(
                    seat,
                    text!("wolves-peeked", cards = cards_list(&top)),
                ));
                ev.push(Event::public(text!(
                    "wolves-uses-peek",
                    player = self.who(seat)
                )));
                let g = &mut self.players[seat].gather;
                g.used_peek = true;
                g.state = GatherState::Peeking(top);
                Ok(())
            }
            (a, GatherState::Peeking(cards)) if a.starts_with("ord-") => {
                let order: Option<Vec<Card>> = a[4..].chars().map(Card::from_code).collect();
                let order = order.ok_or_else(|| malformed(action))?;
                let mut want = cards.clone();
                let mut got = order.clone();
                want.sort();
                got.sort();
                if want != got {
                    return Err(RuleError::Illegal(text!("wolves-refuse-order")));
                }
                let p = &mut self.players[seat];
                let len = p.deck.len();
                for (i, card) in order.iter().enumerate() {
                    p.deck[len - 1 - i] = *card;
                }
                p.gather.state = GatherState::Drawing;
                p.gather.known_top = order;
                ev.push(Event::private(seat, text!("wolves-ordered")));
                Ok(())
            }
            ("det-no", GatherState::Determination) => {
                let p = &self.players[seat];
                if p.reserve_total() < p.reserve_cap() {
                    return Err(RuleError::Illegal(text!("wolves-refuse-reserve-room")));
                }
                self.players[seat].gather.state = GatherState::Stopped;
                ev.push(Event::private(seat, text!("wolves-kept-reserve")));
                Ok(())
            }
            (a, GatherState::Determination) if a.starts_with("det-") => {
                let res = single_res(&a[4..]).ok_or_else(|| malformed(action))?;
                let p = &self.players[seat];
                if !p.room_for(res) {
                    let why = if p.reserve_total() >= p.reserve_cap() {
                        text!(
                            "wolves-refuse-reserve-full",
                            cap = usize::from(p.reserve_cap())
                        )
                    } else {
                        text!(
                            "wolves-refuse-kind-full",
                            res = res_text(res),
                            cap = usize::from(KIND_CAP)
                        )
                    };
                    return Err(RuleError::Illegal(why));
                }
                self.take_determination(seat, res, ev);
                Ok(())
            }
            (a, GatherState::Determination) if a.starts_with("dsw-") => {
                let mut codes = a[4..].chars();
                let pair = match (codes.next(), codes.next(), codes.next()) {
                    (Some(x), Some(y), None) => Res::from_code(x).zip(Res::from_code(y)),
                    _ => None,
                };
                let (from, to) = pair.ok_or_else(|| malformed(action))?;
                let p = &self.players[seat];
                if p.reserve_total() < p.reserve_cap() {
                    return Err(RuleError::Illegal(text!("wolves-refuse-swap-room")));
                }
                if !determination_swaps(p).contains(&(from, to)) {
                    let why = if from == to {
                        text!("wolves-refuse-swap-same")
                    } else if p.reserve[from.idx()] == 0 {
                        text!("wolves-refuse-swap-none", res = res_text(from))
                    } else {
                        text!(
                            "wolves-refuse-swap-kind-full",
                            res = res_text(to),
                            cap = usize::from(KIND_CAP)
                        )
                    };
                    return Err(RuleError::Illegal(why));
                }
                let p = &mut self.players[seat];
                p.reserve[from.idx()] -= 1;
                p.reserve[to.idx()] += 1;
                p.gather.state = GatherState::Stopped;
                ev.push(Event::public(text!(
                    "wolves-swapped",
                    player = self.who(seat),
                    from = res_text(from),
                    to = res_text(to)
                )));
                Ok(())
            }
            _ => Err(not_now(action, gather_state_help(&state))),
        }
    }

    fn draw(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let who = self.who(seat);
        let p = &mut self.players[seat];
        let reckless = p.reckless_draw();
        let card = p.deck.pop().expect("checked non-empty");
        p.gather.drawn += 1;
        if !p.gather.known_top.is_empty() {
            p.gather.known_top.remove(0);
        }
        if p.gather.leaders_drawn == 2 {
            p.gather.drew_past_second = true;
        }
        if card == Card::Leader {
            p.gather.leaders_drawn += 1;
            p.leaders += 1;
            if p.gather.leaders_drawn >= 3 {
                // Overstretched: the three Leaders go back face up, unusable this turn.
                p.return_leaders(p.leaders);
                p.gather.state = GatherState::Overstretched;
                p.overstretched = true;
                p.last_overstretch_reckless = reckless;
                ev.push(Event::private(seat, text!("wolves-drew-third-leader")));
                ev.push(Event::public(text!("wolves-overstretched", player = who)).notify());
            } else {
                ev.push(Event::private(seat, text!("wolves-drew-leader")));
                ev.push(Event::public(text!(
                    "wolves-draws-leader",
                    player = who,
                    count = usize::from(p.gather.leaders_drawn)
                )));
            }
        } else {
            p.hand[card.idx()] += 1;
            ev.push(Event::private(
                seat,
                text!("wolves-drew", card = card_text(card)),
            ));
        }
    }

    fn stop(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let who = self.who(seat);
        let p = &mut self.players[seat];
        let earned = p.has(Knowledge::Determination)
            && p.gather.drew_past_second
            && p.gather.leaders_drawn == 2;
        ev.push(Event::public(text!(
            "wolves-stops",
            player = who,
            cards = usize::from(p.gather.drawn),
            leaders = usize::from(p.gather.leaders_drawn)
        )));
        let can_use = Res::ALL.iter().any(|&r| p.room_for(r)) || !determination_swaps(p).is_empty();
        if earned && can_use {
            p.gather.state = GatherState::Determination;
        } else {
            p.gather.state = GatherState::Stopped;
        }
        if earned && !can_use {
            ev.push(Event::private(
                seat,
                text!(
                    "wolves-determination-lost",
                    cap = usize::from(p.reserve_cap()),
                    kind_cap = usize::from(KIND_CAP)
                ),
            ));
        }
    }

    fn take_determination(&mut self, seat: Seat, res: Res, ev: &mut Vec<Event>) {
        let p = &mut self.players[seat];
        p.reserve[res.idx()] += 1;
        p.gather.state = GatherState::Stopped;
        ev.push(Event::public(text!(
            "wolves-gains-token",
            player = self.who(seat),
            res = res_text(res)
        )));
    }

    /// The step timer ran out: whoever is still gathering is stopped (drawing one
    /// card first if they had drawn none; a pending order or token is chosen for them).
    pub(crate) fn apply_timeout(
        &mut self,
        action: &str,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let key: u64 = action
            .strip_prefix("timeout")
            .and_then(|k| k.parse().ok())
            .ok_or_else(|| malformed(action))?;
        if self.phase != Phase::Gathering || self.step_timer == 0 || key != self.phase_seq {
            return Err(RuleError::Illegal(text!("wolves-refuse-stale-timer")));
        }
        let mut stopped = Vec::new();
        for seat in 0..self.n() {
            let state = self.players[seat].gather.state.clone();
            if state.finished() {
                continue;
            }
            stopped.push(Text::player(seat, self.name(seat)));
            if let GatherState::Peeking(cards) = state {
                // Left in the order they were found.
                self.players[seat].gather.known_top = cards;
                self.players[seat].gather.state = GatherState::Drawing;
            }
            if self.players[seat].gather.state == GatherState::Drawing {
                if self.players[seat].gather.drawn == 0 && !self.players[seat].deck.is_empty() {
                    self.draw(seat, ev);
                }
                if self.players[seat].gather.state == GatherState::Drawing {
                    self.stop(seat, ev);
                }
            }
            if self.players[seat].gather.state == GatherState::Determination {
                let p = &self.players[seat];
                let thinnest = Res::ALL
                    .into_iter()
                    .filter(|&r| p.room_for(r))
                    .min_by_key(|&r| (p.hand_res(r) + p.reserve[r.idx()], r));
                match thinnest {
                    Some(res) => self.take_determination(seat, res, ev),
                    None => {
                        // A full Reserve stays as it is: a swap is the owner's choice.
                        self.players[seat].gather.state = GatherState::Stopped;
                        ev.push(Event::private(seat, text!("wolves-timeout-reserve-kept")));
                    }
                }
            }
        }
        ev.push(Event::public(text!(
            "wolves-gather-timeout",
            players = Text::and_list(stopped)
        )));
        Ok(())
    }
}

/// What a gatherer may do now, or why they may not.
pub(crate) fn gather_state_help(state: &GatherState) -> Text {
    match state {
        GatherState::Drawing => text!("wolves-help-drawing"),
        GatherState::Peeking(_) => text!("wolves-help-peeking"),
        GatherState::Determination => text!("wolves-help-determination"),
        GatherState::Stopped => text!("wolves-help-stopped"),
        GatherState::Overstretched => text!("wolves-help-overstretched"),
        GatherState::Skipped => text!("wolves-help-skipped"),
    }
}

/// Cards in order, top first: "Fish, Leader, Corn".
fn cards_list(cards: &[Card]) -> Text {
    Text::list(cards.iter().map(|&c| card_text(c)).collect())
}

/// Determination with a full Reserve: the swaps (a token back to the pile,
/// the free one of another kind) that fit the caps, in resource order.
pub(crate) fn determination_swaps(p: &Player) -> Vec<(Res, Res)> {
    if p.reserve_total() < p.reserve_cap() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for from in Res::ALL {
        for to in Res::ALL {
            if from != to && p.reserve[from.idx()] > 0 && p.reserve[to.idx()] < KIND_CAP {
                out.push((from, to));
            }
        }
    }
    out
}

/// Parses a one-letter resource code (`f`, `c`, `b`).
pub(crate) fn single_res(code: &str) -> Option<Res> {
    let mut chars = code.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Res::from_code(c),
        _ => None,
    }
}

/// The distinct orders of some cards (at most 3 cards: at most 6 orders).
pub(crate) fn orders(cards: &[Card]) -> Vec<Vec<Card>> {
    if cards.len() <= 1 {
        return vec![cards.to_vec()];
    }
    let mut out: Vec<Vec<Card>> = Vec::new();
    for i in 0..cards.len() {
        let mut rest = cards.to_vec();
        let first = rest.remove(i);
        for mut tail in orders(&rest) {
            tail.insert(0, first);
            if !out.contains(&tail) {
                out.push(tail);
            }
        }
    }
    out
}
