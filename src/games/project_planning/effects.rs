//! Playing a card, one step at a time: the action codes, the prompt of each
//! step (card, target, value or parity, deck order), checking an action, and
//! resolving every effect tag of the card table.

use super::cards::{label_text, pack_w_values, CardId, Effect, KindId, TokenKind, PACK_W};
use super::match_play::{clauses, Direction, Match, Parity, Play, Status, Step};
use super::view::direction_word;
use crate::engine::{Choice, ChoiceStyle, Event, Prompt, RuleError, Seat, Text};
use crate::text;

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

fn labels(choices: &[Choice]) -> Text {
    Text::list(
        choices
            .iter()
            .filter(|c| c.id != "back")
            .map(|c| c.label.clone())
            .collect(),
    )
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

    fn play_title(&self, play: &Play) -> Text {
        match play.lent_by {
            None => self.card(play.card),
            Some(b) => text!(
                "pp-lent-card",
                lender = self.player(b),
                card = self.card(play.card)
            ),
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
        let back = || Choice::new("back", text!("pp-choice-back")).style(ChoiceStyle::Secondary);
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
                    let hint = if kind.effect.needs_target() && no_target {
                        text!("pp-hint-no-target")
                    } else {
                        kind.text_text()
                    };
                    let label = text!("pp-choice-play", card = kind.label_text());
                    choices.push(Choice::new(id, label).hint(hint));
                }
                (
                    text!("pp-prompt-choose-card", round = i64::from(self.round_no)),
                    choices,
                )
            }
            Step::ChooseTarget { play } => {
                let mut choices: Vec<Choice> = self
                    .targets()
                    .into_iter()
                    .map(|t| {
                        let mut c = Choice::new(
                            format!("t{}", self.seats[t]),
                            Text::player(self.seats[t], self.name(t)),
                        );
                        if let Some(k) = r.knowledge.known(me, t).next() {
                            c = c.hint(text!("pp-hint-known", card = PACK_W.kind(k).label_text()));
                        }
                        c
                    })
                    .collect();
                if self.back_allowed() {
                    choices.push(back());
                }
                (
                    text!("pp-prompt-choose-target", play = self.play_title(play)),
                    choices,
                )
            }
            Step::NameValue { play, target } => {
                let kind = self.kind_of(play.card);
                let kept = self.kept_card(play).map(|c| self.kind_of(c).value);
                let mut choices: Vec<Choice> = Self::nameable_values(kind.effect)
                    .into_iter()
                    .map(|v| {
                        let c = Choice::new(format!("v{v}"), label_text(v));
                        if kind.effect == Effect::KnockOutValue && kept == Some(v) {
                            c.style(ChoiceStyle::Danger)
                                .hint(text!("pp-hint-you-hold-it"))
                        } else {
                            c
                        }
                    })
                    .collect();
                if self.back_allowed() {
                    choices.push(back());
                }
                let text = match target {
                    Some(t) => text!(
                        "pp-prompt-guess-value",
                        play = self.play_title(play),
                        target = self.player(*t)
                    ),
                    None => text!("pp-prompt-knock-out-value", play = self.play_title(play)),
                };
                (text, choices)
            }
            Step::CallParity { play, target } => (
                text!(
                    "pp-prompt-call-parity",
                    play = self.play_title(play),
                    target = self.player(*target)
                ),
                vec![
                    Choice::new("odd", text!("pp-choice-odd")).hint(text!("pp-hint-odd")),
                    Choice::new("even", text!("pp-choice-even")).hint(text!("pp-hint-even")),
                    back(),
                ],
            ),
            Step::ArrangeTop { top, second } => {
                let same = self.kind_of(*top).value == self.kind_of(*second).value;
                let (a, b) = (self.card(*top), self.card(*second));
                let mut choices = vec![Choice::new("keep", text!("pp-choice-keep", card = a.clone()))];
                // Two of a kind: swapping changes nothing, so it is no choice.
                if !same {
                    choices.push(Choice::new("swap", text!("pp-choice-swap", card = b.clone())));
                }
                (text!("pp-prompt-arrange", top = a, next = b), choices)
            }
        };
        Some(Prompt {
            seat: self.seats[me],
            text,
            choices,
        })
    }

    /// Apply one action of the prompted player `me` (match-local).
    pub fn act(&mut self, me: usize, action: &str) -> Result<Vec<Event>, RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        if self.prompted() != Some(me) {
            let who = self.player(self.round.current);
            return Err(RuleError::NotYourTurn(text!(
                "pp-refuse-turn-of",
                player = who
            )));
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
                    let held: Vec<Text> =
                        self.round.hands[me].iter().map(|&c| self.card(c)).collect();
                    return Err(RuleError::Illegal(text!(
                        "pp-refuse-not-held",
                        card = PACK_W.kind(kind).label_text(),
                        held = Text::and_list(held)
                    )));
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
                    return Err(RuleError::Illegal(text!(
                        "pp-refuse-value",
                        value = usize::from(v),
                        allowed = labels(&allowed(self))
                    )));
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
                let text = text!("pp-puts-back", player = self.player(me));
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
                return Err(RuleError::Illegal(text!(
                    "pp-refuse-not-now",
                    prompt = self.prompt().map(|p| p.text).unwrap_or_default(),
                    allowed = labels(&allowed(self))
                )))
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
            return Err(RuleError::Illegal(text!(
                "pp-refuse-no-such-seat",
                seat = seat,
                allowed = choose()
            )));
        };
        if self.targets().contains(&t) {
            return Ok(t);
        }
        let player = self.player(t);
        let why = if t == self.round.current {
            text!("pp-refuse-target-self")
        } else {
            match self.round.status[t] {
                Status::Out => text!("pp-refuse-target-out", player = player),
                Status::SittingOut => text!("pp-refuse-target-sitting-out", player = player),
                Status::In => text!("pp-refuse-target-no-card", player = player),
            }
        };
        Err(RuleError::Illegal(text!(
            "pp-refuse-target",
            why = why,
            allowed = choose()
        )))
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
        // "Akela plays CSE (4) on Fenris", "you resolve Fenris's R&D Team
        // Lead (3)": the head of every line this play says.
        let by = {
            let card = kind.label_text();
            let player = self.player(me);
            let play = match play.lent_by {
                None => text!("pp-plays", player = player, card = card),
                Some(b) => text!(
                    "pp-resolves",
                    player = player,
                    lender = self.player(b),
                    card = card
                ),
            };
            match target {
                Some(t) => text!("pp-play-on", play = play, target = self.player(t)),
                None => play,
            }
        };
        if kind.effect.needs_target() && target.is_none() {
            self.say(out, text!("pp-effect-no-target", play = by), false);
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
                let value = label_text(v);
                let text = if hit.is_empty() {
                    text!("pp-effect-knock-out-none", play = by, value = value)
                } else {
                    let gone: Vec<Text> = hit.iter().map(|&p| self.knock_out(p)).collect();
                    text!(
                        "pp-effect-knock-out",
                        play = by,
                        value = value,
                        gone = clauses(gone)
                    )
                };
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
                    let text = text!(
                        "pp-effect-funded",
                        play = by,
                        total = i64::from(mine),
                        player = self.player(me),
                        tokens = i64::from(self.tokens[me].project),
                        goal = i64::from(self.threshold)
                    );
                    self.say(out, text, true);
                    if self.sudden_death.is_some() {
                        // Sudden death: the first project token wins at once.
                        return self.finish(vec![me], out);
                    }
                } else {
                    let text = text!(
                        "pp-effect-not-funded",
                        play = by,
                        total = i64::from(mine),
                        best = i64::from(best_other)
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
                self.say(out, text!("pp-effect-trade", play = by), false);
                let (gl, tl) = (self.card(gave), self.card(got));
                let text = text!(
                    "pp-you-trade",
                    gave = gl.clone(),
                    player = self.player(t),
                    got = tl.clone()
                );
                self.tell(out, me, text);
                let text = text!(
                    "pp-traded-with-you",
                    player = self.player(me),
                    took = tl,
                    gave = gl
                );
                self.tell(out, t, text);
            }
            (Effect::ReverseDirection, _) => {
                self.round.direction = match self.round.direction {
                    Direction::Clockwise => Direction::Counterclockwise,
                    Direction::Counterclockwise => Direction::Clockwise,
                };
                let way = direction_word(self.round.direction);
                self.say(
                    out,
                    text!("pp-effect-reverse", play = by, direction = way),
                    false,
                );
            }
            (Effect::CompareParity, Named::Call(call)) => {
                let t = target.expect("checked above");
                let (mine, theirs) = (self.round.hands[me][0], self.round.hands[t][0]);
                let (mk, tk) = (self.cards[mine as usize], self.cards[theirs as usize]);
                self.round.knowledge.compared(me, mk, t, tk);
                out.push(Event::to_seats(
                    vec![self.seats[me], self.seats[t]],
                    text!(
                        "pp-compare",
                        player = self.player(me),
                        card = self.card(mine),
                        target = self.player(t),
                        target_card = self.card(theirs)
                    ),
                ));
                // The comparison is private: the table learns who is out,
                // not the call, which with the loser would tell the parity
                // of a card still in hand.
                let right = Parity::of(self.kind_of(theirs).value) == call;
                let gone = self.knock_out(if right { t } else { me });
                self.say(
                    out,
                    text!("pp-effect-compare", play = by, gone = gone),
                    true,
                );
            }
            (Effect::PlayTheirHand, _) => {
                let t = target.expect("checked above");
                let card = self.round.hands[t].pop().expect("targets hold a card");
                self.round.discards[t].push(card);
                self.round.knowledge.card_left(t, self.cards[card as usize]);
                self.round.pending_draws.push(t);
                let text = text!(
                    "pp-effect-lead",
                    play = by,
                    target = self.player(t),
                    card = self.card(card),
                    player = self.player(me)
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
                    0 => self.say(out, text!("pp-effect-look-empty", play = by), false),
                    1 => {
                        let top = deck[0];
                        self.round.knowledge.saw_top(me, vec![top]);
                        self.tell(out, me, text!("pp-you-see-last", card = self.card(top)));
                        self.say(out, text!("pp-effect-look-last", play = by, player = self.player(me)), false);
                    }
                    n => {
                        let (top, second) = (deck[n - 1], deck[n - 2]);
                        self.round.knowledge.saw_top(me, vec![top, second]);
                        let text = text!(
                            "pp-you-see-top-two",
                            top = self.card(top),
                            next = self.card(second)
                        );
                        self.tell(out, me, text);
                        let text = text!("pp-effect-look-top-two", play = by, player = self.player(me));
                        self.say(out, text, false);
                        self.round.step = Step::ArrangeTop { top, second };
                        return;
                    }
                }
            }
            (Effect::GuessHand, Named::Value(v)) => {
                let t = target.expect("checked above");
                let held = self.round.hands[t][0];
                let value = label_text(v);
                if self.kind_of(held).effect == Effect::ReflectDeveloper {
                    let gone = self.knock_out(me);
                    self.round.hands[t].clear();
                    self.round.discards[t].push(held);
                    self.round.knowledge.card_left(t, self.cards[held as usize]);
                    let text = text!(
                        "pp-effect-guess-reflected",
                        play = by,
                        value = value,
                        target = self.player(t),
                        card = self.card(held),
                        gone = gone
                    );
                    self.say(out, text, true);
                    self.draw_replacement(t, out);
                } else if self.kind_of(held).value == v {
                    let gone = self.knock_out(t);
                    let text = text!(
                        "pp-effect-guess-right",
                        play = by,
                        value = value,
                        gone = gone
                    );
                    self.say(out, text, true);
                } else {
                    let text = text!(
                        "pp-effect-guess-wrong",
                        play = by,
                        value = value,
                        target = self.player(t)
                    );
                    self.say(out, text, false);
                }
            }
            (Effect::ReflectDeveloper, _) => {
                self.say(out, text!("pp-effect-brain", play = by), false);
            }
            (effect, named) => unreachable!("{effect:?} resolved with {named:?}"),
        }
        self.finish_play(out);
    }
}
