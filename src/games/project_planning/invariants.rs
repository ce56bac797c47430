//! A match's conservation rules, checked after every action by the soak
//! tests: the packs the players dealt in need, every card (16 or 32) in
//! exactly one place, hand sizes that fit the step, a coherent step, and
//! private knowledge that is still true.

use super::cards::PACK_W;
use super::match_play::{copies_for, Match, Status, Step};

impl Match {
    pub fn check(&self) -> Result<(), String> {
        let r = &self.round;
        let n = self.players();
        let dealt = r
            .status
            .iter()
            .filter(|&&s| s != Status::SittingOut)
            .count();
        let copies = copies_for(dealt);
        if self.copies != copies || self.cards.len() != PACK_W.size() * copies {
            return Err(format!(
                "{dealt} players dealt in play with {} cards, expected {}",
                self.cards.len(),
                PACK_W.size() * copies
            ));
        }
        // Every card in exactly one place.
        let mut seen = vec![0u32; self.cards.len()];
        let mut count = |cards: &[u8]| -> Result<(), String> {
            for &c in cards {
                let slot = seen
                    .get_mut(c as usize)
                    .ok_or_else(|| format!("unknown card id {c}"))?;
                *slot += 1;
            }
            Ok(())
        };
        count(&r.deck)?;
        count(r.face_down.as_slice())?;
        count(&r.face_up)?;
        for p in 0..n {
            count(&r.hands[p])?;
            count(&r.discards[p])?;
        }
        if let Some(c) = seen.iter().position(|&k| k != 1) {
            return Err(format!("card {c} is in {} places", seen[c]));
        }
        if r.face_up.len() != if dealt == 2 { 4 } else { 0 } {
            return Err(format!(
                "{} face-up cards with {dealt} players dealt in",
                r.face_up.len()
            ));
        }
        // Sudden death: exactly the tied players are dealt in.
        if let (Some(tied), false) = (&self.sudden_death, self.is_over()) {
            for p in 0..n {
                if tied.contains(&p) != (r.status[p] != Status::SittingOut) {
                    return Err(format!("player {p} is dealt in wrongly for sudden death"));
                }
            }
        }
        for p in 0..n {
            if r.status[p] != Status::In && !r.hands[p].is_empty() {
                return Err(format!("player {p} is not in the round but holds cards"));
            }
            if r.status[p] == Status::SittingOut && !r.discards[p].is_empty() {
                return Err(format!("player {p} sits out but has discards"));
            }
        }
        if let Some(w) = &self.winners {
            if w.is_empty() || w.iter().any(|&p| p >= n) {
                return Err(format!("bad winners {w:?}"));
            }
            if r.step != Step::Done {
                return Err("the match is over but a step is pending".into());
            }
        } else {
            self.check_turn()?;
        }
        self.check_knowledge()
    }

    /// Hand sizes and the pending step of a turn in progress.
    fn check_turn(&self) -> Result<(), String> {
        let r = &self.round;
        let me = r.current;
        if r.status[me] != Status::In {
            return Err("the player to act is not in the round".into());
        }
        if self.in_round().len() < 2 {
            return Err("a turn is pending with fewer than two players in the round".into());
        }
        let (mine, play) = match &r.step {
            Step::Done => return Err("a running match has no step".into()),
            Step::ChooseCard => (2, None),
            Step::ChooseTarget { play }
            | Step::NameValue { play, .. }
            | Step::CallParity { play, .. } => {
                (if play.lent_by.is_none() { 2 } else { 1 }, Some(*play))
            }
            Step::ArrangeTop { top, second } => {
                let d = &r.deck;
                if d.len() < 2 || d[d.len() - 1] != *top || d[d.len() - 2] != *second {
                    return Err("IT Analyst cards are not the top two".into());
                }
                (1, None)
            }
        };
        if let Some(play) = play {
            let ok = match play.lent_by {
                None => r.hands[me].contains(&play.card),
                Some(b) => r.discards[b].last() == Some(&play.card) && r.pending_draws.contains(&b),
            };
            if !ok {
                return Err("the card being played is not where it should be".into());
            }
        }
        for p in (0..self.players()).filter(|&p| r.status[p] == Status::In) {
            let want = if p == me {
                mine
            } else if r.pending_draws.contains(&p) {
                0
            } else {
                1
            };
            if r.hands[p].len() != want {
                return Err(format!(
                    "player {p} holds {} cards, expected {want}",
                    r.hands[p].len()
                ));
            }
        }
        Ok(())
    }

    /// Everything a player is shown as known must be true.
    fn check_knowledge(&self) -> Result<(), String> {
        let r = &self.round;
        let k = &r.knowledge;
        for f in &k.facts {
            let claimed = k
                .facts
                .iter()
                .filter(|g| g.observer == f.observer && g.subject == f.subject && g.kind == f.kind)
                .count();
            let held = r.hands[f.subject]
                .iter()
                .filter(|&&c| self.cards[c as usize] == f.kind)
                .count();
            if f.observer == f.subject || claimed > held {
                return Err(format!(
                    "player {} wrongly believes player {} holds kind {}",
                    f.observer, f.subject, f.kind
                ));
            }
        }
        if let Some(top) = &k.top {
            let deck_top: Vec<u8> = r.deck.iter().rev().take(top.cards.len()).copied().collect();
            if top.cards.is_empty() || top.cards != deck_top {
                return Err(format!(
                    "player {}'s view of the top of the deck is stale",
                    top.observer
                ));
            }
        }
        Ok(())
    }
}
