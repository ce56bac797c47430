//! The turn structure: who moves, which choices a prompt lists, parsing and
//! checking action codes, and the four moves (take a playing card, take an
//! action card and keep or play it, play from hand, discard two take one),
//! plus turn passing and the end of the game. Action card effects live in
//! `actions.rs`.
//!
//! Action codes: `pile1`..`pile6`, `draw`, `keep`, `playnew`, `play<kind>`
//! (`playsheep`, `playwolf`, `playsteal`, `playswap`), `discard2`,
//! `card<seat>` / `action<seat>` (Steal: the kind to take from that seat,
//! seats numbered from 0), `left`, `right` (Swap) and `back`.

use crate::engine::{Actor, Arg, Choice, ChoiceStyle, Event, RuleError, Seat, Text};
use crate::text;

use super::cards::{count_hand, ActionKind, HeldAction, ACTION_LIMIT, OPENING_CARDS, PILE_COUNT};
use super::{EndReason, Phase, Source, StealKind, Wolfpack};

/// A parsed action code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Move {
    /// Pile number as typed (1-based), checked later.
    Pile(usize),
    Draw,
    Keep,
    PlayNew,
    Play(ActionKind),
    Discard2,
    Steal(Seat, StealKind),
    Pass(Direction),
    Back,
}

/// Which public line taking a playing card makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Take {
    /// One of the opening draws.
    Opening,
    /// Move 1 of a turn.
    Turn,
}

/// The "Back" choice of a multi-step play.
fn back_choice() -> Choice {
    Choice::new("back", text!("wolfpack-choice-back")).style(ChoiceStyle::Secondary)
}

/// Swap direction: `Left` passes each hand to the next seat, `Right` to the previous.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Direction {
    Left,
    Right,
}

pub(super) fn parse(action: &str) -> Option<Move> {
    let action = action.trim();
    let number = |rest: &str| -> Option<usize> {
        (!rest.is_empty() && rest.len() <= 3 && rest.bytes().all(|b| b.is_ascii_digit()))
            .then(|| rest.parse().ok())
            .flatten()
    };
    Some(match action {
        "draw" => Move::Draw,
        "keep" => Move::Keep,
        "playnew" => Move::PlayNew,
        "discard2" => Move::Discard2,
        "left" => Move::Pass(Direction::Left),
        "right" => Move::Pass(Direction::Right),
        "back" => Move::Back,
        _ => {
            if let Some(rest) = action.strip_prefix("pile") {
                Move::Pile(number(rest)?)
            } else if let Some(rest) = action.strip_prefix("play") {
                Move::Play(ActionKind::from_code(rest)?)
            } else if let Some(rest) = action.strip_prefix("card") {
                Move::Steal(number(rest)?, StealKind::Playing)
            } else if let Some(rest) = action.strip_prefix("action") {
                Move::Steal(number(rest)?, StealKind::Action)
            } else {
                return None;
            }
        }
    })
}

impl Wolfpack {
    /// The seat that must act now, if any.
    pub(super) fn mover(&self) -> Option<Seat> {
        match self.phase {
            Phase::Opening { picks } => Some((self.first + picks) % self.seats()),
            Phase::Over { .. } => None,
            _ => Some(self.current),
        }
    }

    /// The mover's question (spoken to the mover, who reads it).
    pub(super) fn prompt_text(&self) -> Text {
        match &self.phase {
            Phase::Opening { picks } => text!(
                "wolfpack-ask-opening",
                pick = picks / self.seats() + 1,
                of = OPENING_CARDS
            ),
            Phase::Turn => text!("wolfpack-ask-turn"),
            Phase::Drawn { card } => {
                if self.players[self.current].actions.len() >= ACTION_LIMIT {
                    text!("wolfpack-ask-drawn-must-play", card = card.name())
                } else {
                    text!("wolfpack-ask-drawn", card = card.name())
                }
            }
            Phase::Steal { .. } => match self.steal_target() {
                Some(t) => text!("wolfpack-ask-steal-from", player = self.player(t)),
                None => text!("wolfpack-ask-steal"),
            },
            Phase::Swap { .. } => text!("wolfpack-ask-swap"),
            Phase::Over { .. } => Text::default(),
        }
    }

    fn pile_choices(&self) -> Vec<Choice> {
        (0..PILE_COUNT)
            .filter(|&i| !self.piles[i].is_empty())
            .map(|i| {
                Choice::new(
                    format!("pile{}", i + 1),
                    text!("wolfpack-choice-pile", pile = i + 1),
                )
                .hint(text!(
                    "wolfpack-choice-pile-hint",
                    left = self.piles[i].len()
                ))
            })
            .collect()
    }

    /// Every legal choice of the mover now.
    pub(super) fn choices(&self) -> Vec<Choice> {
        let seat = self.current;
        match &self.phase {
            Phase::Opening { .. } => self.pile_choices(),
            Phase::Turn => {
                let player = &self.players[seat];
                let mut choices = self.pile_choices();
                let draw_hint = if player.actions.len() >= ACTION_LIMIT {
                    text!("wolfpack-choice-draw-hint-full")
                } else {
                    text!("wolfpack-choice-draw-hint")
                };
                choices.push(Choice::new("draw", text!("wolfpack-choice-draw")).hint(draw_hint));
                for kind in ActionKind::ALL {
                    if player.actions.iter().any(|a| a.kind == kind && !a.fresh) {
                        choices.push(
                            Choice::new(
                                format!("play{}", kind.code()),
                                text!("wolfpack-choice-play", card = kind.name()),
                            )
                            .hint(self.play_hint(seat, kind))
                            .style(ChoiceStyle::Primary),
                        );
                    }
                }
                if player.actions.len() == ACTION_LIMIT {
                    choices.push(
                        Choice::new("discard2", text!("wolfpack-choice-discard2"))
                            .hint(text!("wolfpack-choice-discard2-hint")),
                    );
                }
                choices
            }
            Phase::Drawn { card } => {
                let mut choices = vec![Choice::new(
                    "playnew",
                    text!("wolfpack-choice-play-now", card = card.name()),
                )
                .hint(self.play_hint(seat, *card))
                .style(ChoiceStyle::Primary)];
                if self.players[seat].actions.len() < ACTION_LIMIT {
                    choices.push(Choice::new(
                        "keep",
                        text!("wolfpack-choice-keep", card = card.name()),
                    ));
                }
                choices
            }
            Phase::Steal { .. } => {
                let mut choices = Vec::new();
                if let Some(t) = self.steal_target() {
                    let kinds = self.stealable_kinds(t);
                    let target = &self.players[t];
                    let player = self.player(t);
                    for (kind, code, label, hint) in [
                        (
                            StealKind::Playing,
                            "card",
                            text!("wolfpack-choice-steal-playing", player = player.clone()),
                            text!(
                                "wolfpack-choice-steal-playing-hint",
                                held = target.hand.len()
                            ),
                        ),
                        (
                            StealKind::Action,
                            "action",
                            text!("wolfpack-choice-steal-action", player = player.clone()),
                            text!(
                                "wolfpack-choice-steal-action-hint",
                                held = target.actions.len()
                            ),
                        ),
                    ] {
                        if kinds.contains(&kind) {
                            choices.push(Choice::new(format!("{code}{t}"), label).hint(hint));
                        }
                    }
                }
                choices.push(back_choice());
                choices
            }
            Phase::Swap { .. } => vec![
                Choice::new("left", text!("wolfpack-choice-left"))
                    .hint(self.pass_hint(Direction::Left)),
                Choice::new("right", text!("wolfpack-choice-right"))
                    .hint(self.pass_hint(Direction::Right)),
                back_choice(),
            ],
            Phase::Over { .. } => Vec::new(),
        }
    }

    /// What playing `kind` would do now, for the mover's eyes only.
    fn play_hint(&self, seat: Seat, kind: ActionKind) -> Text {
        let hand = count_hand(&self.players[seat].hand, seat, self.seats());
        match kind {
            ActionKind::SnatchSheep if hand.own > hand.hostile => text!(
                "wolfpack-hint-snatch-sheep",
                sheep = hand.sheep,
                own = hand.own,
                hostile = hand.hostile
            ),
            ActionKind::SnatchSheep => text!(
                "wolfpack-hint-snatch-sheep-fails",
                own = hand.own,
                hostile = hand.hostile
            ),
            ActionKind::SnatchWolf => text!("wolfpack-hint-snatch-wolf", hostile = hand.hostile),
            ActionKind::Steal => text!("wolfpack-hint-steal"),
            ActionKind::Swap => text!("wolfpack-hint-swap"),
        }
    }

    fn pass_hint(&self, direction: Direction) -> Text {
        let ring = self.in_play();
        let me = ring.iter().position(|&s| s == self.current).unwrap_or(0);
        let k = ring.len();
        let (to, from) = match direction {
            Direction::Left => (ring[(me + 1) % k], ring[(me + k - 1) % k]),
            Direction::Right => (ring[(me + k - 1) % k], ring[(me + 1) % k]),
        };
        text!(
            "wolfpack-choice-pass-hint",
            to = self.player(to),
            from = self.player(from)
        )
    }

    /// Parse, authorise and carry out one action. On error nothing has changed.
    pub(super) fn act(&mut self, actor: Actor, action: &str) -> Result<Vec<Event>, RuleError> {
        if matches!(self.phase, Phase::Over { .. }) {
            return Err(RuleError::GameOver);
        }
        let seat = match actor {
            Actor::Seat(s) => s,
            other => {
                return Err(RuleError::Illegal(text!(
                    "wolfpack-refuse-actor",
                    actor = Arg::Plain(other.to_string())
                )))
            }
        };
        let mv = parse(action).ok_or_else(|| RuleError::Malformed(action.to_string()))?;
        let mover = self.mover().expect("a game that is not over has a mover");
        if seat != mover {
            return Err(self.not_your_turn(seat, mv, mover));
        }
        match self.phase.clone() {
            Phase::Opening { picks } => match mv {
                Move::Pile(p) => self.opening_pick(seat, p, picks),
                _ => Err(RuleError::Illegal(text!(
                    "wolfpack-refuse-opening",
                    cards = OPENING_CARDS,
                    piles = PILE_COUNT
                ))),
            },
            Phase::Turn => self.turn_move(seat, mv),
            Phase::Drawn { card } => match mv {
                Move::PlayNew => self.begin_play(seat, card, Source::Drawn),
                Move::Keep => self.keep(seat, card),
                _ => Err(RuleError::Illegal(text!(
                    "wolfpack-refuse-drawn",
                    card = card.name()
                ))),
            },
            Phase::Steal { source, picks } => self.steal_step(seat, mv, source, picks),
            Phase::Swap { source } => self.swap_step(seat, mv, source),
            Phase::Over { .. } => Err(RuleError::GameOver),
        }
    }

    fn not_your_turn(&self, seat: Seat, mv: Move, mover: Seat) -> RuleError {
        let Some(player) = self.players.get(seat) else {
            return RuleError::NotYourTurn(text!("wolfpack-refuse-no-seat", seat = seat));
        };
        let whose = text!("wolfpack-refuse-whose-turn", player = self.player(mover));
        if player.eliminated {
            return RuleError::NotYourTurn(then(text!("wolfpack-refuse-out-of-play"), whose));
        }
        if let Move::Play(kind) = mv {
            if player.actions.iter().any(|a| a.kind == kind && a.fresh) {
                let fresh = text!("wolfpack-refuse-fresh", card = kind.name());
                return RuleError::NotYourTurn(then(fresh, whose));
            }
        }
        RuleError::NotYourTurn(whose)
    }

    /// The pile index for a 1-based pile number, if it has a card.
    fn check_pile(&self, number: usize) -> Result<usize, RuleError> {
        let open = || {
            let numbers: Vec<Text> = (0..PILE_COUNT)
                .filter(|&i| !self.piles[i].is_empty())
                .map(|i| Text::from((i + 1).to_string()))
                .collect();
            Text::list(numbers)
        };
        if number == 0 || number > PILE_COUNT {
            return Err(RuleError::Illegal(text!(
                "wolfpack-refuse-no-pile",
                piles = PILE_COUNT,
                open = open()
            )));
        }
        if self.piles[number - 1].is_empty() {
            return Err(RuleError::Illegal(text!(
                "wolfpack-refuse-empty-pile",
                pile = number,
                open = open()
            )));
        }
        Ok(number - 1)
    }

    /// Moves the top card of a pile into `seat`'s hand, with its events.
    fn take_top(&mut self, seat: Seat, pile: usize, what: Take) -> Vec<Event> {
        let card = self.piles[pile].pop().expect("pile checked non-empty");
        self.players[seat].hand.push(card);
        let player = self.player(seat);
        let public = match what {
            Take::Opening => text!(
                "wolfpack-takes-opening-card",
                player = player.clone(),
                pile = pile + 1
            ),
            Take::Turn => text!(
                "wolfpack-takes-playing-card",
                player = player.clone(),
                pile = pile + 1
            ),
        };
        vec![
            Event::public(public),
            Event::private(
                seat,
                text!(
                    "wolfpack-took-card",
                    player = player,
                    card = card.described(),
                    pile = pile + 1
                ),
            ),
        ]
    }

    fn opening_pick(
        &mut self,
        seat: Seat,
        number: usize,
        picks: usize,
    ) -> Result<Vec<Event>, RuleError> {
        let pile = self.check_pile(number)?;
        let mut events = self.take_top(seat, pile, Take::Opening);
        let picks = picks + 1;
        if self.cards_in_piles() == 0 {
            events.extend(self.finish(EndReason::PilesEmpty));
        } else if picks == OPENING_CARDS * self.seats() {
            self.phase = Phase::Turn;
            self.current = self.first;
            events.push(Event::public(text!(
                "wolfpack-opening-done",
                player = self.player(self.first)
            )));
        } else {
            self.phase = Phase::Opening { picks };
        }
        Ok(events)
    }

    fn turn_move(&mut self, seat: Seat, mv: Move) -> Result<Vec<Event>, RuleError> {
        match mv {
            Move::Pile(number) => {
                let pile = self.check_pile(number)?;
                let mut events = self.take_top(seat, pile, Take::Turn);
                if self.cards_in_piles() == 0 {
                    events.extend(self.finish(EndReason::PilesEmpty));
                } else {
                    self.end_turn();
                }
                Ok(events)
            }
            Move::Draw => {
                let mut events = Vec::new();
                let card = self.draw_action(&mut events);
                events.push(Event::public(text!(
                    "wolfpack-takes-action-card",
                    player = self.player(seat)
                )));
                events.push(Event::private(
                    seat,
                    text!(
                        "wolfpack-drew",
                        player = self.player(seat),
                        card = card.name()
                    ),
                ));
                self.phase = Phase::Drawn { card };
                Ok(events)
            }
            Move::Play(kind) => {
                let held = &self.players[seat].actions;
                if !held.iter().any(|a| a.kind == kind && !a.fresh) {
                    let reason = if held.iter().any(|a| a.kind == kind) {
                        text!("wolfpack-refuse-fresh", card = kind.name())
                    } else {
                        let not_held = text!("wolfpack-refuse-not-held", card = kind.described());
                        then(not_held, self.allowed_now())
                    };
                    return Err(RuleError::Illegal(reason));
                }
                self.begin_play(seat, kind, Source::Hand)
            }
            Move::Discard2 => {
                let held = self.players[seat].actions.len();
                if held != ACTION_LIMIT {
                    let needs_two = text!("wolfpack-refuse-discard-needs-two", held = held);
                    return Err(RuleError::Illegal(then(needs_two, self.allowed_now())));
                }
                let discarded: Vec<ActionKind> = self.players[seat]
                    .actions
                    .drain(..)
                    .map(|a| a.kind)
                    .collect();
                self.action_discard.extend(discarded);
                let mut events = Vec::new();
                let card = self.draw_action(&mut events);
                self.players[seat].actions.push(HeldAction {
                    kind: card,
                    fresh: true,
                });
                events.push(Event::public(text!(
                    "wolfpack-discards-two",
                    player = self.player(seat)
                )));
                events.push(Event::private(
                    seat,
                    text!(
                        "wolfpack-took-fresh",
                        player = self.player(seat),
                        card = card.name()
                    ),
                ));
                self.end_turn();
                Ok(events)
            }
            _ => Err(RuleError::Illegal(self.allowed_now())),
        }
    }

    /// "allowed now: ..." listing the mover's choices.
    fn allowed_now(&self) -> Text {
        let ids: Vec<Text> = self
            .choices()
            .into_iter()
            .map(|c| Text::from(c.id))
            .collect();
        text!("wolfpack-refuse-allowed-now", choices = Text::list(ids))
    }

    fn keep(&mut self, seat: Seat, card: ActionKind) -> Result<Vec<Event>, RuleError> {
        if self.players[seat].actions.len() >= ACTION_LIMIT {
            return Err(RuleError::Illegal(text!(
                "wolfpack-refuse-keep-over-limit",
                card = card.name()
            )));
        }
        self.players[seat].actions.push(HeldAction::new(card));
        self.phase = Phase::Turn;
        let events = vec![Event::public(text!(
            "wolfpack-keeps",
            player = self.player(seat)
        ))];
        self.end_turn();
        Ok(events)
    }

    /// Takes the top action card, reshuffling the discards first if the deck ran out.
    pub(super) fn draw_action(&mut self, events: &mut Vec<Event>) -> ActionKind {
        if self.action_deck.is_empty() {
            self.action_deck.append(&mut self.action_discard);
            self.rng.shuffle(&mut self.action_deck);
            events.push(Event::public(text!(
                "wolfpack-reshuffle",
                cards = self.action_deck.len()
            )));
        }
        // 56 cards and at most 11 outside deck and discard: never empty here.
        self.action_deck
            .pop()
            .expect("the action deck and discard are never both empty")
    }

    /// Passes the turn to the next player still in play.
    pub(super) fn end_turn(&mut self) {
        let n = self.seats();
        let next = (1..=n)
            .map(|k| (self.current + k) % n)
            .find(|&s| !self.players[s].eliminated)
            .expect("the current player is in play");
        self.current = next;
        self.phase = Phase::Turn;
        for action in &mut self.players[next].actions {
            action.fresh = false;
        }
    }

    /// Ends the game and announces the result.
    pub(super) fn finish(&mut self, reason: EndReason) -> Vec<Event> {
        self.phase = Phase::Over { reason };
        let score = self.final_score();
        vec![Event::public(text!(
            "wolfpack-game-over",
            end = self.end_line(reason),
            winners = self.winner_line(&score)
        ))
        .notify()]
    }

    pub(super) fn end_line(&self, reason: EndReason) -> Text {
        match reason {
            EndReason::PilesEmpty => text!("wolfpack-end-piles-empty"),
            EndReason::AllWolvesSnatched(s) => {
                text!("wolfpack-end-all-wolves", player = self.player(s))
            }
            EndReason::LastInPlay(s) => text!("wolfpack-end-last-in-play", player = self.player(s)),
        }
    }

    /// Whether `seat`'s score pile holds every opponent wolf.
    pub(super) fn has_every_opponent_wolf(&self, seat: Seat) -> bool {
        let opponents_wolves = (self.seats() - 1) * super::cards::WOLVES_PER_PACK;
        self.players[seat].pile_wolves.iter().sum::<usize>() == opponents_wolves
    }

    /// Checks the snatch-based end after a Snatch wolf by `seat`. Only the
    /// rulebook's end counts: a player left alone in play, because the other
    /// packs went to different players, plays on to the last card.
    pub(super) fn check_snatch_end(&mut self, seat: Seat) -> Vec<Event> {
        if self.has_every_opponent_wolf(seat) {
            self.finish(EndReason::AllWolvesSnatched(seat))
        } else {
            self.end_turn();
            Vec::new()
        }
    }
}

/// A refusal's reason followed by what to do instead ("...; it is Bob's turn").
fn then(reason: Text, instead: Text) -> Text {
    text!("wolfpack-refuse-then", reason = reason, then = instead)
}
