//! Playing a card, one step at a time: the action codes, the prompt of each
//! step (card, target, value or parity, deck order), checking an action, and
//! resolving every effect tag of the card table.

use super::cards::{pack_w_values, value_label, CardId, Effect, KindId, TokenKind, PACK_W};
use super::match_play::{Direction, Match, Parity, Play, Status, Step};
use crate::engine::{Choice, ChoiceStyle, Event, Prompt, RuleError, Seat};

/// A parsed action code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Act {
    /// `play-<code>`: play the card of that kind from your hand.
    Play(KindId),
    /// `t<seat>`: choose that player.
    Target(Seat),
    /// `v<value>`: name that value.
    Value(u8),
    /// `odd` / `even`.
    Call(Parity),
    /// IT Analyst: `keep` the order or `swap` the two cards.
    Keep,
    Swap,
    /// Change your mind about the step before.
    Back,
}

pub fn parse(action: &str) -> Option<Act> {
    match action {
        "back" => return Some(Act::Back),
        "odd" => return Some(Act::Call(Parity::Odd)),
        "even" => return Some(Act::Call(Parity::Even)),
        "keep" => return Some(Act::Keep),
        "swap" => return Some(Act::Swap),
        _ => {}
    }
    let digits = |s: &str| !s.is_empty() && s.len() <= 3 && s.bytes().all(|b| b.is_ascii_digit());
    if let Some(code) = action.strip_prefix("play-") {
        return PACK_W.kind_by_code(code).map(Act::Play);
    }
    if let Some(n) = action.strip_prefix('t').filter(|n| digits(n)) {
        return n.parse().ok().map(Act::Target);
    }
    if let Some(n) = action.strip_prefix('v').filter(|n| digits(n)) {
        return n.parse().ok().map(Act::Value);
    }
    None
}

/// The named part of a play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Named {
    Nothing,
    Value(u8),
    Call(Parity),
}

fn labels(choices: &[Choice]) -> String {
    let names: Vec<String> = choices
        .iter()
        .filter(|c| c.id != "back")
        .map(|c| c.label.to_string())
        .collect();
    names.join(", ")
}

impl Match {
    /// Players a targeted card may choose: others still in the round with a
    /// card in hand (an R&D Team Lead target has none while its card resolves).
    pub fn targets(&self) -> Vec<usize> {
        let me = self.round.current;
        (0..self.players())
            .filter(|&p| {
                p != me && self.round.status[p] == Status::In && !self.round.hands[p].is_empty()
            })
            .collect()
    }

    /// Values `effect` may name.
    pub fn nameable_values(effect: Effect) -> Vec<u8> {
        pack_w_values()
            .iter()
            .copied()
            .filter(|&v| Some(v) != effect.forbidden_value())
            .collect()
    }

    /// The card the current player keeps while resolving `play`.
    pub fn kept_card(&self, play: &Play) -> Option<CardId> {
        let hand = &self.round.hands[self.round.current];
        hand.iter()
            .copied()
            .find(|&c| play.lent_by.is_some() || c != play.card)
    }

    fn play_title(&self, play: &Play) -> String {
        match play.lent_by {
            None => self.label_of(play.card).to_string(),
            Some(b) => format!("{}'s {}", self.names[b], self.label_of(play.card)),
        }
    }

    /// The seat [`Match::prompt`] would prompt, without building the prompt.
    pub fn prompted_seat(&self) -> Option<Seat> {
        let me = self.prompted()?;
        (self.round.step != Step::Done).then(|| self.seats[me])
    }

    /// The current prompt: its text and legal choices.
    pub fn prompt(&self) -> Option<Prompt> {
        let me = self.prompted()?;
        let r = &self.round;
        let back = || Choice::new("back", "Back").style(ChoiceStyle::Secondary);
        let (text, choices) = match &r.step {
            Step::Done => return None,
            Step::ChooseCard => {
                let no_target = self.targets().is_empty();
                let mut choices: Vec<Choice> = Vec::new();
                for &c in &r.hands[me] {
                    let kind = self.kind_of(c);
                    let id = format!("play-{}", kind.code);
                    if choices.iter().any(|ch| ch.id == id) {
                        continue;
                    }
                    let mut hint = kind.text.to_string();
                    if kind.effect.needs_target() && no_target {
                        hint = "No one can be chosen: it would have no effect.".to_string();
                    }
                    choices.push(Choice::new(id, format!("Play {}", kind.label())).hint(hint));
                }
                (
                    format!(
                        "Round {}, your turn: play one of your two cards.",
                        self.round_no
                    ),
                    choices,
                )
            }
            Step::ChooseTarget { play } => {
                let mut choices: Vec<Choice> = self
                    .targets()
                    .into_iter()
                    .map(|t| {
                        let mut c =
                            Choice::new(format!("t{}", self.seats[t]), self.names[t].clone());
                        if let Some(k) = r.knowledge.known(me, t).next() {
                            c = c.hint(format!("You know they hold {}", PACK_W.kind(k).label()));
                        }
                        c
                    })
                    .collect();
                if self.back_allowed() {
                    choices.push(back());
                }
                (
                    format!("{}: choose another player.", self.play_title(play)),
                    choices,
                )
            }
            Step::NameValue { play, target } => {
                let kind = self.kind_of(play.card);
                let kept = self.kept_card(play).map(|c| self.kind_of(c).value);
                let mut choices: Vec<Choice> = Self::nameable_values(kind.effect)
                    .into_iter()
                    .map(|v| {
                        let c = Choice::new(format!("v{v}"), value_label(v));
                        if kind.effect == Effect::KnockOutValue && kept == Some(v) {
                            c.style(ChoiceStyle::Danger)
                                .hint("You hold one: you would be out too")
                        } else {
                            c
                        }
                    })
                    .collect();
                if self.back_allowed() {
                    choices.push(back());
                }
                let text = match target {
                    Some(t) => format!(
                        "{} on {}: name a value other than 1.",
                        self.play_title(play),
                        self.names[*t]
                    ),
                    None => format!(
                        "{}: name a value. Everyone in the round holding it is out, you included.",
                        self.play_title(play)
                    ),
                };
                (text, choices)
            }
            Step::CallParity { play, target } => (
                format!(
                    "{} on {}: call odd or even.",
                    self.play_title(play),
                    self.names[*target]
                ),
                vec![
                    Choice::new("odd", "Odd").hint("7, 5, 3, 1"),
                    Choice::new("even", "Even").hint("8, 6, 4, 2, 0"),
                    back(),
                ],
            ),
            Step::ArrangeTop { top, second } => {
                let (a, b) = (self.label_of(*top), self.label_of(*second));
                (
                    format!("IT Analyst (2): the top card is {a}, the next is {b}. Put them back in which order?"),
                    vec![
                        Choice::new("keep", format!("Keep: {a} on top")),
                        Choice::new("swap", format!("Swap: {b} on top")),
                    ],
                )
            }
        };
        Some(Prompt {
            seat: self.seats[me],
            text: text.into(),
            choices,
        })
    }

    /// Apply one action of the prompted player `me` (match-local).
    pub fn act(&mut self, me: usize, action: &str) -> Result<Vec<Event>, RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        if self.prompted() != Some(me) {
            let who = self.names[self.round.current].clone();
            return Err(RuleError::NotYourTurn(format!("it is {who}'s turn").into()));
        }
        let act = parse(action).ok_or_else(|| RuleError::Malformed(action.to_string()))?;
        // Built only to explain a refusal.
        let allowed = |m: &Match| m.prompt().map(|p| p.choices).unwrap_or_default();
        let mut out = Vec::new();
        match (self.round.step.clone(), act) {
            (Step::ChooseCard, Act::Play(kind)) => {
                let Some(card) = self.round.hands[me]
                    .iter()
                    .copied()
                    .find(|&c| self.cards[c as usize] == kind)
                else {
                    let held: Vec<&str> = self.round.hands[me]
                        .iter()
                        .map(|&c| self.label_of(c))
                        .collect();
                    return Err(RuleError::Illegal(format!(
                        "you do not hold {}; you hold {}",
                        PACK_W.kind(kind).label(),
                        held.join(" and ")
                    ).into()));
                };
                self.start_play(
                    Play {
                        card,
                        lent_by: None,
                    },
                    &mut out,
                );
            }
            (Step::ChooseTarget { play }, Act::Target(seat)) => {
                let t = self.check_target(seat)?;
                match self.kind_of(play.card).effect {
                    Effect::GuessHand => {
                        self.round.step = Step::NameValue {
                            play,
                            target: Some(t),
                        };
                    }
                    Effect::CompareParity => self.round.step = Step::CallParity { play, target: t },
                    _ => self.resolve(play, Some(t), Named::Nothing, &mut out),
                }
            }
            (Step::NameValue { play, target }, Act::Value(v)) => {
                let effect = self.kind_of(play.card).effect;
                if !Self::nameable_values(effect).contains(&v) {
                    return Err(RuleError::Illegal(format!(
                        "{v} cannot be named here; name one of: {}",
                        labels(&allowed(self))
                    ).into()));
                }
                self.resolve(play, target, Named::Value(v), &mut out);
            }
            (Step::CallParity { play, target }, Act::Call(parity)) => {
                self.resolve(play, Some(target), Named::Call(parity), &mut out);
            }
            (Step::ArrangeTop { top, second }, Act::Keep | Act::Swap) => {
                let len = self.round.deck.len();
                let order = if act == Act::Swap {
                    self.round.deck.swap(len - 1, len - 2);
                    vec![second, top]
                } else {
                    vec![top, second]
                };
                self.round.knowledge.saw_top(me, order);
                let text = format!("{} puts the two cards back on the deck.", self.names[me]);
                self.say(&mut out, text, false);
                self.finish_play(&mut out);
            }
            (step, Act::Back) if self.back_allowed() => {
                self.round.step = match step {
                    Step::NameValue {
                        play,
                        target: Some(_),
                    }
                    | Step::CallParity { play, .. } => Step::ChooseTarget { play },
                    _ => Step::ChooseCard,
                };
            }
            _ => {
                return Err(RuleError::Illegal(format!(
                    "{} Allowed: {}.",
                    self.prompt().map(|p| p.text).unwrap_or_default(),
                    labels(&allowed(self))
                ).into()))
            }
        }
        Ok(out)
    }

    /// Whether the current step offers `back`.
    fn back_allowed(&self) -> bool {
        match &self.round.step {
            Step::ChooseTarget { play } => play.lent_by.is_none(),
            Step::NameValue { play, target } => target.is_some() || play.lent_by.is_none(),
            Step::CallParity { .. } => true,
            _ => false,
        }
    }

    fn check_target(&self, seat: Seat) -> Result<usize, RuleError> {
        let choose = || labels(&self.prompt().map(|p| p.choices).unwrap_or_default());
        let Some(t) = self.local(seat) else {
            return Err(RuleError::Illegal(format!(
                "seat {seat} is not playing at this table; choose {}",
                choose()
            ).into()));
        };
        if self.targets().contains(&t) {
            return Ok(t);
        }
        let why = if t == self.round.current {
            "you must choose another player".to_string()
        } else {
            match self.round.status[t] {
                Status::Out => format!("{} is out of the round", self.names[t]),
                Status::SittingOut => format!("{} is not playing this round", self.names[t]),
                Status::In => format!("{} has no card in hand right now", self.names[t]),
            }
        };
        Err(RuleError::Illegal(format!("{why}; choose {}", choose()).into()))
    }

    /// Begin resolving `play`: ask what it needs, or resolve it now.
    fn start_play(&mut self, play: Play, out: &mut Vec<Event>) {
        let effect = self.kind_of(play.card).effect;
        if effect.needs_target() && !self.targets().is_empty() {
            self.round.step = Step::ChooseTarget { play };
        } else if effect.names_value() && !effect.needs_target() {
            self.round.step = Step::NameValue { play, target: None };
        } else {
            self.resolve(play, None, Named::Nothing, out);
        }
    }

    /// Commit and resolve a play with all its choices made.
    fn resolve(&mut self, play: Play, target: Option<usize>, named: Named, out: &mut Vec<Event>) {
        let me = self.round.current;
        let kind_id = self.cards[play.card as usize];
        let kind = PACK_W.kind(kind_id);
        if play.lent_by.is_none() {
            self.round.hands[me].retain(|&c| c != play.card);
            self.round.discards[me].push(play.card);
            self.round.knowledge.card_left(me, kind_id);
        }
        let by = match play.lent_by {
            None => [self.names[me].as_str(), " plays ", kind.label()].concat(),
            Some(b) => format!(
                "{} resolves {}'s {}",
                self.names[me],
                self.names[b],
                kind.label()
            ),
        };
        let on = |m: &Match| {
            target
                .map(|t| [" on ", m.names[t].as_str()].concat())
                .unwrap_or_default()
        };
        if kind.effect.needs_target() && target.is_none() {
            let text = by + ": no one can be chosen, so it has no effect.";
            self.say(out, text, false);
            return self.finish_play(out);
        }
        match (kind.effect, named) {
            (Effect::KnockOutValue, Named::Value(v)) => {
                let hit: Vec<usize> = (0..self.players())
                    .filter(|&p| {
                        self.round.status[p] == Status::In
                            && self.round.hands[p]
                                .iter()
                                .any(|&c| self.kind_of(c).value == v)
                    })
                    .collect();
                let mut text = [&by, ", naming ", value_label(v), ": "].concat();
                if hit.is_empty() {
                    text.push_str("no one holds it.");
                } else {
                    let gone: Vec<String> = hit.iter().map(|&p| self.knock_out(p)).collect();
                    text.push_str(&format!("{}.", gone.join("; ")));
                }
                self.say(out, text, !hit.is_empty());
            }
            (Effect::FundIfHighestDiscard, _) => {
                let mine = self.discard_total(me);
                let best_other = (0..self.players())
                    .filter(|&p| p != me)
                    .map(|p| self.discard_total(p))
                    .max()
                    .unwrap_or(0);
                if mine > best_other {
                    self.tokens[me].add(TokenKind::Project, 1);
                    let text = format!(
                        "{by}: discard total {mine} is the highest, so {} gains a project token ({}/{}).",
                        self.names[me], self.tokens[me].project, self.threshold
                    );
                    self.say(out, text, true);
                    if self.sudden_death.is_some() {
                        // Sudden death: the first project token wins at once.
                        return self.finish(vec![me], out);
                    }
                } else {
                    let text = format!(
                        "{by}: discard total {mine} is not above {best_other}, so no token."
                    );
                    self.say(out, text, false);
                }
            }
            (Effect::TradeHands, _) => {
                let t = target.expect("checked above");
                let gave = self.round.hands[me][0];
                let got = self.round.hands[t][0];
                self.round.hands[me] = vec![got];
                self.round.hands[t] = vec![gave];
                let (gk, tk) = (self.cards[gave as usize], self.cards[got as usize]);
                self.round.knowledge.traded(me, t, gk, tk);
                let text = [&by, &on(self), ": they trade hands."].concat();
                self.say(out, text, false);
                let (gl, tl) = (self.label_of(gave), self.label_of(got));
                self.tell(
                    out,
                    me,
                    format!("You give {gl} to {} and receive {tl}.", self.names[t]),
                );
                self.tell(
                    out,
                    t,
                    format!("{} takes your {tl} and gives you {gl}.", self.names[me]),
                );
            }
            (Effect::ReverseDirection, _) => {
                self.round.direction = match self.round.direction {
                    Direction::Clockwise => Direction::Counterclockwise,
                    Direction::Counterclockwise => Direction::Clockwise,
                };
                let way = match self.round.direction {
                    Direction::Clockwise => "clockwise",
                    Direction::Counterclockwise => "counterclockwise",
                };
                self.say(out, [&by, ": play now goes ", way, "."].concat(), false);
            }
            (Effect::CompareParity, Named::Call(call)) => {
                let t = target.expect("checked above");
                let (mine, theirs) = (self.round.hands[me][0], self.round.hands[t][0]);
                let (mk, tk) = (self.cards[mine as usize], self.cards[theirs as usize]);
                self.round.knowledge.compared(me, mk, t, tk);
                out.push(Event::to_seats(
                    vec![self.seats[me], self.seats[t]],
                    format!(
                        "CSE comparison: {} holds {}, {} holds {}.",
                        self.names[me],
                        self.label_of(mine),
                        self.names[t],
                        self.label_of(theirs)
                    ),
                ));
                // The comparison is private: the table learns who is out,
                // not the call, which with the loser would tell the parity
                // of a card still in hand.
                let right = Parity::of(self.kind_of(theirs).value) == call;
                let gone = self.knock_out(if right { t } else { me });
                let text = [&by, &on(self), ": ", &gone, "."].concat();
                self.say(out, text, true);
            }
            (Effect::PlayTheirHand, _) => {
                let t = target.expect("checked above");
                let card = self.round.hands[t].pop().expect("targets hold a card");
                self.round.discards[t].push(card);
                self.round.knowledge.card_left(t, self.cards[card as usize]);
                self.round.pending_draws.push(t);
                let text = format!(
                    "{by}{}: {} reveals {}, which {} resolves as if they played it.",
                    on(self),
                    self.names[t],
                    self.label_of(card),
                    self.names[me]
                );
                self.say(out, text, false);
                return self.start_play(
                    Play {
                        card,
                        lent_by: Some(t),
                    },
                    out,
                );
            }
            (Effect::ArrangeTopTwo, _) => {
                let deck = &self.round.deck;
                match deck.len() {
                    0 => self.say(
                        out,
                        format!("{by}: the deck is empty, so it has no effect."),
                        false,
                    ),
                    1 => {
                        let top = deck[0];
                        self.round.knowledge.saw_top(me, vec![top]);
                        self.tell(
                            out,
                            me,
                            format!("The last card of the deck is {}.", self.label_of(top)),
                        );
                        self.say(
                            out,
                            format!("{by} and looks at the last card of the deck."),
                            false,
                        );
                    }
                    n => {
                        let (top, second) = (deck[n - 1], deck[n - 2]);
                        self.round.knowledge.saw_top(me, vec![top, second]);
                        self.tell(
                            out,
                            me,
                            format!(
                                "The top card is {}, the next is {}.",
                                self.label_of(top),
                                self.label_of(second)
                            ),
                        );
                        self.say(out, by + " and looks at the top two cards.", false);
                        self.round.step = Step::ArrangeTop { top, second };
                        return;
                    }
                }
            }
            (Effect::GuessHand, Named::Value(v)) => {
                let t = target.expect("checked above");
                let held = self.round.hands[t][0];
                let head = [&by, &on(self), ", naming ", value_label(v)].concat();
                if self.kind_of(held).effect == Effect::ReflectDeveloper {
                    let gone = self.knock_out(me);
                    self.round.hands[t].clear();
                    self.round.discards[t].push(held);
                    self.round.knowledge.card_left(t, self.cards[held as usize]);
                    let (holder, brain) = (self.names[t].clone(), self.label_of(held));
                    let text = format!(
                        "{head}: {holder} holds {brain}, so {gone} instead. {holder} discards {brain} and draws a new card."
                    );
                    self.say(out, text, true);
                    self.draw_replacement(t, out);
                } else if self.kind_of(held).value == v {
                    let text = [&head, ": ", &self.knock_out(t), "."].concat();
                    self.say(out, text, true);
                } else {
                    let text = [&head, ": ", &self.names[t], " does not hold it."].concat();
                    self.say(out, text, false);
                }
            }
            (Effect::ReflectDeveloper, _) => {
                self.say(out, by + ": it has no effect when played.", false);
            }
            (effect, named) => unreachable!("{effect:?} resolved with {named:?}"),
        }
        self.finish_play(out);
    }
}
