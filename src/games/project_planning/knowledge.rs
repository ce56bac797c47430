//! Private knowledge: what each player has learned about other hands (a
//! compared hand, a traded card, a card drawn from a top they looked at) and
//! about the top of the deck (IT Analyst). A fact is kept only while the
//! observer can be sure it is still true, and it is dropped on public events
//! only, so what a player is shown never depends on facts hidden from them.

use serde::{Deserialize, Serialize};

use super::cards::{CardId, KindId};

/// `observer` knows that `subject` holds a card of `kind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fact {
    pub observer: usize,
    pub subject: usize,
    pub kind: KindId,
}

/// Someone looked at the top of the deck.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TopView {
    pub observer: usize,
    /// Top first.
    pub cards: Vec<CardId>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Knowledge {
    /// Facts about hands; per (observer, subject) never more copies of a
    /// kind than the hand holds.
    pub facts: Vec<Fact>,
    /// Only one player at a time can know the order of the top: looking at
    /// it again may reorder it for everyone else.
    pub top: Option<TopView>,
}

impl Knowledge {
    /// The kinds `observer` knows `subject` holds.
    pub fn known(&self, observer: usize, subject: usize) -> impl Iterator<Item = KindId> + '_ {
        self.facts
            .iter()
            .filter(move |f| f.observer == observer && f.subject == subject)
            .map(|f| f.kind)
    }

    /// The top cards `observer` knows, top first.
    pub fn known_top(&self, observer: usize) -> &[CardId] {
        match &self.top {
            Some(t) if t.observer == observer => &t.cards,
            _ => &[],
        }
    }

    /// `subject` publicly let go of a card of `kind` (played, discarded, shown
    /// to everybody): a watcher cannot tell which copy went, so each
    /// observer forgets one known copy of that kind.
    pub fn card_left(&mut self, subject: usize, kind: KindId) {
        let mut done: Vec<usize> = Vec::new();
        self.facts.retain(|f| {
            if f.subject == subject && f.kind == kind && !done.contains(&f.observer) {
                done.push(f.observer);
                false
            } else {
                true
            }
        });
    }

    /// `subject` no longer holds anything (knocked out).
    pub fn forget_subject(&mut self, subject: usize) {
        self.facts.retain(|f| f.subject != subject);
    }

    /// `subject` drew `card` (of `kind`); from the deck when `from_deck`.
    /// Whoever knew that card was on top now knows where it went.
    pub fn drew(&mut self, subject: usize, card: CardId, kind: KindId, from_deck: bool) {
        if !from_deck {
            return;
        }
        let Some(top) = &mut self.top else { return };
        if top.cards.first() == Some(&card) {
            top.cards.remove(0);
            if top.observer != subject {
                let observer = top.observer;
                self.facts.push(Fact {
                    observer,
                    subject,
                    kind,
                });
            }
            if self.top.as_ref().is_some_and(|t| t.cards.is_empty()) {
                self.top = None;
            }
        } else {
            // Defensive: a stale top is never shown as true.
            self.top = None;
        }
    }

    /// `observer` looked at (and perhaps reordered) the top cards.
    pub fn saw_top(&mut self, observer: usize, top_first: Vec<CardId>) {
        self.top = Some(TopView {
            observer,
            cards: top_first,
        });
    }

    fn forget_pair(&mut self, a: usize, b: usize) {
        self.facts.retain(|f| {
            !((f.observer == a && f.subject == b) || (f.observer == b && f.subject == a))
        });
    }

    /// `a` gave `b` a card of `gave` and received one of `got` (one-card
    /// hands): what others knew of each hand now belongs to the other.
    pub fn traded(&mut self, a: usize, b: usize, gave: KindId, got: KindId) {
        self.forget_pair(a, b);
        for f in &mut self.facts {
            if f.subject == a {
                f.subject = b;
            } else if f.subject == b {
                f.subject = a;
            }
        }
        self.learn_each_other(a, gave, b, got);
    }

    /// `a` and `b` showed each other their one-card hands.
    pub fn compared(&mut self, a: usize, a_kind: KindId, b: usize, b_kind: KindId) {
        self.forget_pair(a, b);
        self.learn_each_other(a, b_kind, b, a_kind);
    }

    /// `a` now knows that `b` holds `a_learns`, and `b` that `a` holds
    /// `b_learns`.
    fn learn_each_other(&mut self, a: usize, a_learns: KindId, b: usize, b_learns: KindId) {
        self.facts.push(Fact {
            observer: a,
            subject: b,
            kind: a_learns,
        });
        self.facts.push(Fact {
            observer: b,
            subject: a,
            kind: b_learns,
        });
    }
}
