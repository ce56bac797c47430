//! Step 2, Gathering: everyone draws at the same time from their own panel
//! (Draw / Stop), with Know the Land (look at the top three and reorder),
//! Overstretching on the third Leader, Determination's free token, and the
//! step timer that stops whoever is still drawing.

use super::*;
use crate::engine::{Choice, ChoiceStyle, Event, Prompt};

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
                    let hint = format!(
                        "{} cards left, {} Leader(s) face up",
                        p.deck.len(),
                        g.leaders_drawn
                    );
                    let style = if g.leaders_drawn >= 2 {
                        ChoiceStyle::Danger
                    } else {
                        ChoiceStyle::Primary
                    };
                    choices.push(Choice::new("draw", "Draw").hint(hint).style(style));
                    if g.leaders_drawn < 2 {
                        choices
                            .push(Choice::new("drawto", "Draw to next Leader").hint(
                                "draws until a Leader comes up: this cannot overstretch you",
                            ));
                    }
                }
                if g.drawn > 0 || p.deck.is_empty() {
                    choices.push(Choice::new("stop", "Stop").style(ChoiceStyle::Secondary));
                }
                if p.has(Knowledge::KnowTheLand) && !g.used_peek && !p.deck.is_empty() {
                    choices.push(
                        Choice::new("peek", "Know the Land")
                            .hint("look at your top 3 cards and reorder them"),
                    );
                }
                let text = if g.leaders_drawn >= 2 {
                    "Gathering: two Leaders face up - a third one overstretches you. Draw or Stop?"
                        .to_string()
                } else if g.drawn == 0 {
                    "Gathering: draw your first card.".to_string()
                } else {
                    "Gathering: Draw another card or Stop?".to_string()
                };
                (text, choices)
            }
            GatherState::Peeking(cards) => {
                let choices = orders(cards)
                    .into_iter()
                    .map(|order| {
                        let code: String = order.iter().map(|c| c.code()).collect();
                        let names: Vec<&str> = order.iter().map(|c| c.name()).collect();
                        Choice::new(format!("ord-{code}"), format!("Top: {}", names.join(", ")))
                    })
                    .collect();
                (
                    "Know the Land: put these cards back on top, in which order (top first)?"
                        .to_string(),
                    choices,
                )
            }
            GatherState::Determination if p.reserve_total() < p.reserve_cap() => {
                let choices = Res::ALL
                    .iter()
                    .filter(|&&r| p.room_for(r))
                    .map(|&r| {
                        Choice::new(format!("det-{}", r.code()), format!("{} token", r.name()))
                    })
                    .collect();
                (
                    "Determination: pick your free Reserve token.".to_string(),
                    choices,
                )
            }
            GatherState::Determination => {
                let mut choices: Vec<Choice> = determination_swaps(p)
                    .into_iter()
                    .map(|(from, to)| {
                        Choice::new(
                            format!("dsw-{}{}", from.code(), to.code()),
                            format!("{} token -> {} token", from.name(), to.name()),
                        )
                        .hint("give one back to the pile, take the free one")
                    })
                    .collect();
                choices.push(
                    Choice::new("det-no", "Keep my Reserve as it is").style(ChoiceStyle::Secondary),
                );
                (
                    format!(
                        "Determination: your Reserve is full ({} tokens), so the free token can only be a swap.",
                        p.reserve_cap()
                    ),
                    choices,
                )
            }
            _ => return None,
        };
        Some(Prompt {
            seat,
            text: text.into(),
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
                    return Err(RuleError::Illegal("your deck is empty: Stop".into()));
                }
                self.draw(seat, ev);
                Ok(())
            }
            ("drawto", GatherState::Drawing) => {
                if self.players[seat].gather.leaders_drawn >= 2 {
                    return Err(RuleError::Illegal(
                        "with two Leaders up the next one overstretches you: draw one card at a time".into(),
                    ));
                }
                if self.players[seat].deck.is_empty() {
                    return Err(RuleError::Illegal("your deck is empty: Stop".into()));
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
                    return Err(RuleError::Illegal(
                        "you must draw at least one card before you stop".into(),
                    ));
                }
                self.stop(seat, ev);
                Ok(())
            }
            ("peek", GatherState::Drawing) => {
                let p = &self.players[seat];
                if !p.has(Knowledge::KnowTheLand) {
                    return Err(RuleError::Illegal("you do not have Know the Land".into()));
                }
                if p.gather.used_peek {
                    return Err(RuleError::Illegal(
                        "Know the Land is once per turn and you used it".into(),
                    ));
                }
                let top: Vec<Card> = p.deck.iter().rev().take(PEEK).copied().collect();
                if top.is_empty() {
                    return Err(RuleError::Illegal("your deck is empty".into()));
                }
                let names: Vec<&str> = top.iter().map(|c| c.name()).collect();
                ev.push(Event::private(
                    seat,
                    format!("Know the Land: your top cards are {}.", names.join(", ")),
                ));
                ev.push(Event::public(format!(
                    "{} uses Know the Land.",
                    self.name(seat)
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
                    return Err(RuleError::Illegal(
                        "put back exactly the cards you looked at, each once (top first)".into(),
                    ));
                }
                let p = &mut self.players[seat];
                let len = p.deck.len();
                for (i, card) in order.iter().enumerate() {
                    p.deck[len - 1 - i] = *card;
                }
                p.gather.state = GatherState::Drawing;
                p.gather.known_top = order;
                ev.push(Event::private(
                    seat,
                    "You put the cards back in your chosen order.",
                ));
                Ok(())
            }
            ("det-no", GatherState::Determination) => {
                let p = &self.players[seat];
                if p.reserve_total() < p.reserve_cap() {
                    return Err(RuleError::Illegal(
                        "your Reserve has room: pick your free token".into(),
                    ));
                }
                self.players[seat].gather.state = GatherState::Stopped;
                ev.push(Event::private(
                    seat,
                    "Determination: you keep your full Reserve; the free token is not taken.",
                ));
                Ok(())
            }
            (a, GatherState::Determination) if a.starts_with("det-") => {
                let res = single_res(&a[4..]).ok_or_else(|| malformed(action))?;
                let p = &self.players[seat];
                if !p.room_for(res) {
                    let why = if p.reserve_total() >= p.reserve_cap() {
                        format!(
                            "your Reserve is full ({} tokens): swap a token or keep it as it is",
                            p.reserve_cap()
                        )
                    } else {
                        format!(
                            "your Reserve has no room for {} (at most {KIND_CAP} of a kind)",
                            res.name()
                        )
                    };
                    return Err(RuleError::Illegal(why.into()));
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
                    return Err(RuleError::Illegal(
                        "your Reserve has room: pick your free token instead of a swap".into(),
                    ));
                }
                if !determination_swaps(p).contains(&(from, to)) {
                    let why = if from == to {
                        "swap for a token of another kind".to_string()
                    } else if p.reserve[from.idx()] == 0 {
                        format!("you have no {} token to give back", from.name())
                    } else {
                        format!(
                            "your Reserve already holds {KIND_CAP} {} (at most {KIND_CAP} of a kind)",
                            to.name()
                        )
                    };
                    return Err(RuleError::Illegal(why.into()));
                }
                let p = &mut self.players[seat];
                p.reserve[from.idx()] -= 1;
                p.reserve[to.idx()] += 1;
                p.gather.state = GatherState::Stopped;
                ev.push(Event::public(format!(
                    "{} swaps a {} token for a {} token (Determination).",
                    self.names[seat],
                    from.name(),
                    to.name()
                )));
                Ok(())
            }
            _ => Err(not_now(action, gather_state_help(&state))),
        }
    }

    fn draw(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let name = self.name(seat).to_string();
        let p = &mut self.players[seat];
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
                ev.push(Event::private(
                    seat,
                    "You drew your third Leader: overstretched.",
                ));
                ev.push(
                    Event::public(format!(
                        "{name} draws a third Leader and is OVERSTRETCHED: no usable Leaders, no Status from returning cards this turn, and no gathering next turn."
                    ))
                    .notify(),
                );
            } else {
                ev.push(Event::private(seat, "You drew a Leader (face up, wild)."));
                ev.push(Event::public(format!(
                    "{name} draws a Leader ({} face up).",
                    p.gather.leaders_drawn
                )));
            }
        } else {
            p.hand[card.idx()] += 1;
            ev.push(Event::private(seat, format!("You drew {}.", card.name())));
        }
    }

    fn stop(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let p = &mut self.players[seat];
        let earned = p.has(Knowledge::Determination)
            && p.gather.drew_past_second
            && p.gather.leaders_drawn == 2;
        ev.push(Event::public(format!(
            "{} stops ({} cards drawn, {} Leader(s)).",
            self.names[seat], p.gather.drawn, p.gather.leaders_drawn
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
                format!(
                    "Determination: your Reserve is full ({} tokens, {KIND_CAP} of each kind), so the free token is lost.",
                    p.reserve_cap()
                ),
            ));
        }
    }

    fn take_determination(&mut self, seat: Seat, res: Res, ev: &mut Vec<Event>) {
        let p = &mut self.players[seat];
        p.reserve[res.idx()] += 1;
        p.gather.state = GatherState::Stopped;
        ev.push(Event::public(format!(
            "{} gains a {} token (Determination).",
            self.names[seat],
            res.name()
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
            return Err(RuleError::Illegal(
                "this timer is stale: the gathering it was for is over".into(),
            ));
        }
        let mut stopped = Vec::new();
        for seat in 0..self.n() {
            let state = self.players[seat].gather.state.clone();
            if state.finished() {
                continue;
            }
            stopped.push(self.name(seat).to_string());
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
                        ev.push(Event::private(
                            seat,
                            "Determination: time is up; your full Reserve stays as it is.",
                        ));
                    }
                }
            }
        }
        ev.push(Event::public(format!(
            "Time is up for gathering: {} stopped.",
            stopped.join(", ")
        )));
        Ok(())
    }
}

pub(crate) fn gather_state_help(state: &GatherState) -> &'static str {
    match state {
        GatherState::Drawing => "you may Draw or Stop",
        GatherState::Peeking(_) => "put the cards you looked at back in an order first",
        GatherState::Determination => "pick your Determination token (or swap) first",
        GatherState::Stopped => "you have stopped drawing this turn",
        GatherState::Overstretched => "you overstretched and cannot draw again this turn",
        GatherState::Skipped => "you skip gathering this turn (overstretched last turn)",
    }
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
