//! The end of a round and of a match: the round's winners (last player
//! standing, a showdown with its tie-breaks, or no one), project tokens, the
//! goal, sudden death between the tied players, shared victory, and who
//! starts the next round.

use super::cards::TokenKind;
use super::match_play::{join_names, Match, RoundEnd, Step};
use crate::engine::Event;

impl Match {
    /// Round winners for a showdown: highest hand, then highest discard total;
    /// everyone still tied wins. Also returns the explanation.
    fn showdown(&self, alive: &[usize]) -> (Vec<usize>, String) {
        let hand_value = |p: usize| self.kind_of(self.round.hands[p][0]).value;
        let shown: Vec<String> = alive
            .iter()
            .map(|&p| {
                format!(
                    "{} holds {}",
                    self.names[p],
                    self.label_of(self.round.hands[p][0])
                )
            })
            .collect();
        let mut text = format!("The deck is empty: showdown. {}.", shown.join(", "));
        let best = alive.iter().map(|&p| hand_value(p)).max().unwrap_or(0);
        let top: Vec<usize> = alive
            .iter()
            .copied()
            .filter(|&p| hand_value(p) == best)
            .collect();
        if top.len() == 1 {
            return (top, text);
        }
        let best_total = top
            .iter()
            .map(|&p| self.discard_total(p))
            .max()
            .unwrap_or(0);
        let winners: Vec<usize> = top
            .iter()
            .copied()
            .filter(|&p| self.discard_total(p) == best_total)
            .collect();
        let tied: Vec<&str> = top.iter().map(|&p| self.name(p)).collect();
        if winners.len() == 1 {
            text.push_str(&format!(
                " {} tie on {best}; {} has the highest discard total ({best_total}).",
                join_names(&tied),
                self.names[winners[0]]
            ));
        } else {
            text.push_str(&format!(
                " {} tie on {best} and on discard total ({best_total}).",
                join_names(&tied)
            ));
        }
        (winners, text)
    }

    /// The round is over: name the winners, give tokens, then end the game,
    /// start or continue sudden death, or deal the next round.
    pub fn end_round(&mut self, how: RoundEnd, out: &mut Vec<Event>) {
        let alive = self.in_round();
        let (winners, mut text) = match (how, alive.len()) {
            (_, 0) => (Vec::new(), "No one is left in the round.".to_string()),
            (RoundEnd::Eliminations, 1) | (RoundEnd::DeckOut, 1) => (
                alive.clone(),
                format!("{} is the last player in the round.", self.names[alive[0]]),
            ),
            (RoundEnd::DeckOut, _) => self.showdown(&alive),
            (RoundEnd::Eliminations, _) => {
                unreachable!("a round ends by eliminations with 0 or 1 left")
            }
        };
        for &w in &winners {
            self.tokens[w].add(TokenKind::Project, 1);
        }
        let names: Vec<&str> = winners.iter().map(|&p| self.name(p)).collect();
        match winners.len() {
            0 => text.push_str(" No one wins the round."),
            1 => text.push_str(&format!(
                " {} wins round {} and gains a project token ({}/{}).",
                names[0], self.round_no, self.tokens[winners[0]].project, self.threshold
            )),
            _ => text.push_str(&format!(
                " {} win round {} and each gain a project token.",
                join_names(&names),
                self.round_no
            )),
        }
        if let Some(c) = self.round.face_down {
            text.push_str(&format!(" The face-down card was {}.", self.label_of(c)));
        }
        for t in &mut self.tokens {
            t.clear_round_tokens();
        }
        self.round.step = Step::Done;
        self.history.push(format!("Round {}: {text}", self.round_no));
        self.say(out, text, true);
        self.after_round(&winners, out);
    }

    /// Game end, sudden death, or the next round.
    fn after_round(&mut self, round_winners: &[usize], out: &mut Vec<Event>) {
        if self.sudden_death.is_some() {
            match round_winners.len() {
                1 => return self.finish(round_winners.to_vec(), out),
                0 => {}
                // Simultaneous tokens: sudden death goes on among those still tied.
                _ => self.sudden_death = Some(round_winners.to_vec()),
            }
            let names: Vec<&str> = self
                .sudden_death
                .iter()
                .flatten()
                .map(|&p| self.name(p))
                .collect();
            let text = format!("Sudden death continues between {}.", join_names(&names));
            self.say(out, text, false);
        } else {
            let reached: Vec<usize> = (0..self.players())
                .filter(|&p| self.tokens[p].get(TokenKind::Project) >= self.threshold)
                .collect();
            if !reached.is_empty() {
                let most = reached
                    .iter()
                    .map(|&p| self.tokens[p].project)
                    .max()
                    .unwrap_or(0);
                let top: Vec<usize> = reached
                    .into_iter()
                    .filter(|&p| self.tokens[p].project == most)
                    .collect();
                if top.len() == 1 || self.shared_victory {
                    return self.finish(top, out);
                }
                let names: Vec<&str> = top.iter().map(|&p| self.name(p)).collect();
                let text = format!(
                    "{} are tied with {most} project tokens: sudden death! Only they play on; the first to gain a project token wins.",
                    join_names(&names)
                );
                self.say(out, text, true);
                self.sudden_death = Some(top);
            }
        }
        let next_players: Vec<usize> = match &self.sudden_death {
            Some(tied) => tied.clone(),
            None => (0..self.players()).collect(),
        };
        let candidates: Vec<usize> = round_winners
            .iter()
            .copied()
            .filter(|p| next_players.contains(p))
            .collect();
        let (first, why) = match candidates.len() {
            1 => (candidates[0], "won the last round"),
            0 => (
                next_players[self.rng.below(next_players.len())],
                "chosen at random",
            ),
            _ => (
                candidates[self.rng.below(candidates.len())],
                "chosen at random among the tied winners",
            ),
        };
        self.start_round(first, why, out);
    }

    /// The match is won.
    pub fn finish(&mut self, winners: Vec<usize>, out: &mut Vec<Event>) {
        let names: Vec<&str> = winners.iter().map(|&p| self.name(p)).collect();
        let tokens = winners.first().map_or(0, |&p| self.tokens[p].project);
        let text = if winners.len() == 1 {
            format!("{} wins with {tokens} project tokens!", names[0])
        } else {
            format!(
                "{} share the victory with {tokens} project tokens each!",
                join_names(&names)
            )
        };
        self.round.step = Step::Done;
        self.round.pending_draws.clear();
        self.winners = Some(winners);
        self.say(out, text, true);
    }
}
