//! The four action cards: Snatch sheep, Snatch wolf, Steal a card (one step
//! per opponent still in play, then resolved at random) and Swap cards (a
//! direction, then every hand in play passes), plus eliminations after a
//! Snatch wolf. The card being played stays in the hand (or in the `Drawn`
//! phase) until the play resolves, so `back` can undo the choice.

use crate::engine::{Event, RuleError, Seat, Text};
use crate::text;

use super::cards::{
    colour, colour_list, count_hand, ActionKind, Card, ACTION_LIMIT, WOLVES_PER_PACK,
};
use super::rules::{Direction, Move};
use super::{Phase, Source, StealKind, Wolfpack};

impl Wolfpack {
    /// Starts playing `kind` by the current player from `source`.
    pub(super) fn begin_play(
        &mut self,
        seat: Seat,
        kind: ActionKind,
        source: Source,
    ) -> Result<Vec<Event>, RuleError> {
        match kind {
            ActionKind::SnatchSheep => {
                self.spend(seat, kind, source);
                Ok(self.snatch_sheep(seat))
            }
            ActionKind::SnatchWolf => {
                self.spend(seat, kind, source);
                Ok(self.snatch_wolf(seat))
            }
            ActionKind::Steal => {
                self.phase = Phase::Steal {
                    source,
                    picks: Vec::new(),
                };
                if self.steal_target().is_none() {
                    return Ok(self.resolve_steal(seat));
                }
                Ok(vec![Event::private(seat, text!("wolfpack-begin-steal"))])
            }
            ActionKind::Swap => {
                self.phase = Phase::Swap { source };
                Ok(vec![Event::private(seat, text!("wolfpack-begin-swap"))])
            }
        }
    }

    /// Moves the played card to the discard pile (from the hand, or from the
    /// `Drawn` phase, which the caller replaces).
    fn spend(&mut self, seat: Seat, kind: ActionKind, source: Source) {
        if source == Source::Hand {
            let held = &mut self.players[seat].actions;
            let at = held
                .iter()
                .position(|a| a.kind == kind && !a.fresh)
                .expect("the card played from hand is held");
            held.remove(at);
        }
        self.action_discard.push(kind);
        self.phase = Phase::Turn;
    }

    fn snatch_sheep(&mut self, seat: Seat) -> Vec<Event> {
        let hand = count_hand(&self.players[seat].hand, seat, self.seats());
        let text = if hand.own > hand.hostile {
            let player = &mut self.players[seat];
            player.hand.retain(|c| *c != Card::Sheep);
            player.pile_sheep += hand.sheep;
            text!(
                "wolfpack-snatch-sheep-works",
                player = self.player(seat),
                own = hand.own,
                colour = colour(seat),
                hostile = hand.hostile,
                sheep = hand.sheep
            )
        } else {
            // Others may look at the hand only after a successful snatch, so
            // a failure says nothing of what the hand holds (the rulebook).
            text!("wolfpack-snatch-sheep-fails", player = self.player(seat))
        };
        self.end_turn();
        vec![Event::public(text)]
    }

    fn snatch_wolf(&mut self, seat: Seat) -> Vec<Event> {
        let n = self.seats();
        let hand = count_hand(&self.players[seat].hand, seat, n);
        let mut caught = hand.by_colour.clone();
        caught[seat] = 0;
        let player = &mut self.players[seat];
        player
            .hand
            .retain(|c| !matches!(c, Card::Wolf(w) if *w != seat));
        for (c, k) in caught.iter().enumerate() {
            player.pile_wolves[c] += k;
        }
        let mut events = vec![Event::public(text!(
            "wolfpack-snatch-wolf-plays",
            player = self.player(seat),
            count = hand.hostile,
            colours = colour_list(&caught),
            points = hand.hostile * super::cards::WOLF_POINTS
        ))];
        let wiped_out: Vec<Seat> = (0..n)
            .filter(|&v| !self.players[v].eliminated && self.snatched_of(v) == WOLVES_PER_PACK)
            .collect();
        for victim in wiped_out {
            self.players[victim].eliminated = true;
            events.push(
                Event::public(text!(
                    "wolfpack-pack-wiped-out",
                    colour = colour(victim),
                    player = self.player(victim)
                ))
                .notify(),
            );
        }
        events.extend(self.check_snatch_end(seat));
        events
    }

    /// Action cards the current player holds during a Steal once the picks so
    /// far resolve (the Steal card itself no longer counts).
    fn steal_held(&self) -> usize {
        let Phase::Steal { source, picks } = &self.phase else {
            return 0;
        };
        let held = self.players[self.current].actions.len() - usize::from(*source == Source::Hand);
        held + picks
            .iter()
            .filter(|(_, k)| *k == StealKind::Action)
            .count()
    }

    /// What may be taken from `target` given the picks so far.
    pub(super) fn stealable_kinds(&self, target: Seat) -> Vec<StealKind> {
        let player = &self.players[target];
        let mut kinds = Vec::new();
        if player.eliminated || target == self.current {
            return kinds;
        }
        if !player.hand.is_empty() {
            kinds.push(StealKind::Playing);
        }
        if !player.actions.is_empty() && self.steal_held() < ACTION_LIMIT {
            kinds.push(StealKind::Action);
        }
        kinds
    }

    /// The next opponent (in seat order after the thief) to choose a kind
    /// for; opponents out of play or with nothing to take are skipped.
    pub(super) fn steal_target(&self) -> Option<Seat> {
        let Phase::Steal { picks, .. } = &self.phase else {
            return None;
        };
        let n = self.seats();
        let me = self.current;
        let start = picks.last().map(|(t, _)| (t + n - me) % n + 1).unwrap_or(1);
        (start..n)
            .map(|k| (me + k) % n)
            .find(|&t| !self.stealable_kinds(t).is_empty())
    }

    pub(super) fn steal_step(
        &mut self,
        seat: Seat,
        mv: Move,
        source: Source,
        mut picks: Vec<(Seat, StealKind)>,
    ) -> Result<Vec<Event>, RuleError> {
        let target = self.steal_target();
        match mv {
            Move::Back => {
                if picks.pop().is_some() {
                    self.phase = Phase::Steal { source, picks };
                } else {
                    self.phase = match source {
                        Source::Hand => Phase::Turn,
                        Source::Drawn => Phase::Drawn {
                            card: ActionKind::Steal,
                        },
                    };
                }
                Ok(vec![Event::private(seat, text!("wolfpack-back"))])
            }
            Move::Steal(victim, kind) => {
                let Some(target) = target else {
                    return Err(RuleError::Illegal(text!(
                        "wolfpack-refuse-nothing-to-steal"
                    )));
                };
                if victim >= self.seats() {
                    return Err(RuleError::Illegal(text!(
                        "wolfpack-refuse-no-seat",
                        seat = victim
                    )));
                }
                if victim == seat {
                    return Err(RuleError::Illegal(text!("wolfpack-refuse-steal-from-self")));
                }
                if self.players[victim].eliminated {
                    return Err(RuleError::Illegal(text!(
                        "wolfpack-refuse-steal-out-of-play",
                        victim = self.player(victim),
                        target = self.player(target)
                    )));
                }
                if victim != target {
                    return Err(RuleError::Illegal(text!(
                        "wolfpack-refuse-steal-other-first",
                        target = self.player(target),
                        seat = target
                    )));
                }
                if !self.stealable_kinds(victim).contains(&kind) {
                    let reason = match kind {
                        StealKind::Playing => {
                            text!(
                                "wolfpack-refuse-holds-no-playing",
                                player = self.player(victim)
                            )
                        }
                        StealKind::Action if self.players[victim].actions.is_empty() => {
                            text!(
                                "wolfpack-refuse-holds-no-action",
                                player = self.player(victim)
                            )
                        }
                        StealKind::Action => text!("wolfpack-refuse-steal-over-limit"),
                    };
                    return Err(RuleError::Illegal(reason));
                }
                picks.push((victim, kind));
                self.phase = Phase::Steal { source, picks };
                if self.steal_target().is_none() {
                    Ok(self.resolve_steal(seat))
                } else {
                    Ok(Vec::new())
                }
            }
            _ => Err(RuleError::Illegal(match target {
                Some(t) => text!(
                    "wolfpack-refuse-stealing",
                    target = self.player(t),
                    seat = t
                ),
                None => text!("wolfpack-refuse-stealing-done"),
            })),
        }
    }

    /// Takes the chosen kinds at random and ends the turn.
    fn resolve_steal(&mut self, seat: Seat) -> Vec<Event> {
        let Phase::Steal { source, picks } = self.phase.clone() else {
            unreachable!("resolve_steal outside a steal");
        };
        self.spend(seat, ActionKind::Steal, source);
        let mut events = Vec::new();
        let mut taken = Vec::new();
        for (victim, kind) in picks {
            let loser = self.player(victim);
            let what = match kind {
                StealKind::Playing => {
                    let hand = &mut self.players[victim].hand;
                    let card = hand.remove(self.rng.below(hand.len()));
                    self.players[seat].hand.push(card);
                    taken.push(text!("wolfpack-taken-playing", player = loser.clone()));
                    card.described()
                }
                StealKind::Action => {
                    let held = &mut self.players[victim].actions;
                    let mut card = held.remove(self.rng.below(held.len()));
                    card.fresh = false;
                    self.players[seat].actions.push(card);
                    taken.push(text!("wolfpack-taken-action", player = loser.clone()));
                    card.kind.described()
                }
            };
            // One event for both: the thief reads it in their answer, the
            // victim (who did not act) is told by a message of its own.
            events.push(
                Event::to_seats(
                    vec![seat, victim],
                    text!(
                        "wolfpack-stole",
                        thief = self.player(seat),
                        card = what,
                        victim = loser
                    ),
                )
                .notify(),
            );
        }
        let text = if taken.is_empty() {
            text!("wolfpack-steal-nothing", player = self.player(seat))
        } else {
            text!(
                "wolfpack-steal-takes",
                player = self.player(seat),
                taken = Text::list(taken)
            )
        };
        events.insert(0, Event::public(text));
        self.end_turn();
        events
    }

    pub(super) fn swap_step(
        &mut self,
        seat: Seat,
        mv: Move,
        source: Source,
    ) -> Result<Vec<Event>, RuleError> {
        match mv {
            Move::Back => {
                self.phase = match source {
                    Source::Hand => Phase::Turn,
                    Source::Drawn => Phase::Drawn {
                        card: ActionKind::Swap,
                    },
                };
                Ok(vec![Event::private(seat, text!("wolfpack-back"))])
            }
            Move::Pass(direction) => {
                self.spend(seat, ActionKind::Swap, source);
                let events = self.pass_hands(seat, direction);
                self.end_turn();
                Ok(events)
            }
            _ => Err(RuleError::Illegal(text!("wolfpack-refuse-swapping"))),
        }
    }

    /// Every hand in play passes one place; receivers over the action limit
    /// discard at random.
    pub(super) fn pass_hands(&mut self, seat: Seat, direction: Direction) -> Vec<Event> {
        let ring = self.in_play();
        let k = ring.len();
        let old: Vec<_> = ring
            .iter()
            .map(|&s| {
                let p = &mut self.players[s];
                (std::mem::take(&mut p.hand), std::mem::take(&mut p.actions))
            })
            .collect();
        let mut events = vec![Event::public(match direction {
            Direction::Left => text!("wolfpack-swap-left", player = self.player(seat)),
            Direction::Right => text!("wolfpack-swap-right", player = self.player(seat)),
        })];
        for (i, (hand, actions)) in old.into_iter().enumerate() {
            let giver = ring[i];
            let receiver = match direction {
                Direction::Left => ring[(i + 1) % k],
                Direction::Right => ring[(i + k - 1) % k],
            };
            let count = count_hand(&hand, receiver, self.seats());
            events.push(news_for(
                seat,
                receiver,
                text!(
                    "wolfpack-received-hand",
                    player = self.player(receiver),
                    giver = self.player(giver),
                    sheep = count.sheep,
                    wolves = colour_list(&count.by_colour),
                    actions = actions.len()
                ),
            ));
            let p = &mut self.players[receiver];
            p.hand = hand;
            p.actions = actions;
        }
        for s in ring {
            events.extend(self.discard_over_limit(seat, s));
        }
        events
    }

    /// Discards random action cards from `seat` down to the limit, during a
    /// play by `actor`: the board gets the count, `seat` the cards.
    pub(super) fn discard_over_limit(&mut self, actor: Seat, seat: Seat) -> Vec<Event> {
        let mut dropped = Vec::new();
        while self.players[seat].actions.len() > ACTION_LIMIT {
            let held = &mut self.players[seat].actions;
            let card = held.remove(self.rng.below(held.len()));
            self.action_discard.push(card.kind);
            dropped.push(card.kind.name());
        }
        if dropped.is_empty() {
            return Vec::new();
        }
        vec![
            Event::public(text!(
                "wolfpack-discards-over-limit",
                player = self.player(seat),
                count = dropped.len()
            )),
            news_for(
                actor,
                seat,
                text!(
                    "wolfpack-discarded-cards",
                    player = self.player(seat),
                    cards = Text::list(dropped)
                ),
            ),
        ]
    }
}

/// A private line for `seat` about a play by `actor`: marked `notify` when
/// `seat` did not act, so a frontend tells them with a message of its own
/// (the actor reads it in the answer to their action).
fn news_for(actor: Seat, seat: Seat, text: Text) -> Event {
    let event = Event::private(seat, text);
    if seat == actor {
        event
    } else {
        event.notify()
    }
}
