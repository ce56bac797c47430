//! The end of a round and of a match: the round's winners (last player
//! standing, a showdown with its tie-breaks, or no one), project tokens, the
//! goal, sudden death between the tied players, shared victory, and who
//! starts the next round.

use super::cards::TokenKind;
use super::match_play::{sentences, Match, RoundEnd, Step};
use super::view::player_list;
use crate::engine::{Event, Text};
use crate::text;

impl Match {
    /// Round winners for a showdown: highest hand, then highest discard total;
    /// everyone still tied wins. Also returns the explanation.
    fn showdown(&self, alive: &[usize]) -> (Vec<usize>, Vec<Text>) {
        let hand_value = |p: usize| self.kind_of(self.round.hands[p][0]).value;
        let shown: Vec<Text> = alive
            .iter()
            .map(|&p| {
                text!(
                    "pp-showdown-holds",
                    player = self.player(p),
                    card = self.card(self.round.hands[p][0])
                )
            })
            .collect();
        let mut text = vec![text!("pp-showdown", hands = shown)];
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
        let tied = player_list(self, &top);
        let (best, best_total) = (usize::from(best), i64::from(best_total));
        text.push(if winners.len() == 1 {
            text!(
                "pp-showdown-tie-broken",
                players = tied,
                value = best,
                player = self.player(winners[0]),
                total = best_total
            )
        } else {
            text!(
                "pp-showdown-tie",
                players = tied,
                value = best,
                total = best_total
            )
        });
        (winners, text)
    }

    /// The round is over: name the winners, give tokens, then end the game,
    /// start or continue sudden death, or deal the next round.
    pub fn end_round(&mut self, how: RoundEnd, out: &mut Vec<Event>) {
        let alive = self.in_round();
        let (winners, mut parts) = match (how, alive.len()) {
            (_, 0) => (Vec::new(), vec![text!("pp-round-no-one-left")]),
            (RoundEnd::Eliminations, 1) | (RoundEnd::DeckOut, 1) => (
                alive.clone(),
                vec![text!(
                    "pp-round-last-player",
                    player = self.player(alive[0])
                )],
            ),
            (RoundEnd::DeckOut, _) => self.showdown(&alive),
            (RoundEnd::Eliminations, _) => {
                unreachable!("a round ends by eliminations with 0 or 1 left")
            }
        };
        for &w in &winners {
            self.tokens[w].add(TokenKind::Project, 1);
        }
        let round = i64::from(self.round_no);
        parts.push(match winners.len() {
            0 => text!("pp-round-no-winner"),
            1 => text!(
                "pp-round-winner",
                player = self.player(winners[0]),
                round = round,
                tokens = i64::from(self.tokens[winners[0]].project),
                goal = i64::from(self.threshold)
            ),
            _ => text!(
                "pp-round-winners",
                players = player_list(self, &winners),
                round = round
            ),
        });
        if let Some(c) = self.round.face_down {
            parts.push(text!("pp-round-face-down", card = self.card(c)));
        }
        for t in &mut self.tokens {
            t.clear_round_tokens();
        }
        self.round.step = Step::Done;
        let text = sentences(parts);
        self.history.push(text!(
            "pp-history-round",
            round = round,
            text = text.clone()
        ));
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
            let tied: Vec<usize> = self.sudden_death.iter().flatten().copied().collect();
            let text = text!(
                "pp-sudden-death-continues",
                players = player_list(self, &tied)
            );
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
                let text = text!(
                    "pp-sudden-death",
                    players = player_list(self, &top),
                    tokens = i64::from(most)
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
            1 => (candidates[0], text!("pp-first-won-last-round")),
            0 => (
                next_players[self.rng.below(next_players.len())],
                text!("pp-first-at-random"),
            ),
            _ => (
                candidates[self.rng.below(candidates.len())],
                text!("pp-first-at-random-among-winners"),
            ),
        };
        self.start_round(first, why, out);
    }

    /// The match is won.
    pub fn finish(&mut self, winners: Vec<usize>, out: &mut Vec<Event>) {
        let tokens = winners.first().map_or(0, |&p| self.tokens[p].project);
        let tokens = i64::from(tokens);
        let text = match winners.as_slice() {
            [one] => text!(
                "pp-match-won-one",
                player = self.player(*one),
                tokens = tokens
            ),
            _ => text!(
                "pp-match-won-shared",
                players = player_list(self, &winners),
                tokens = tokens
            ),
        };
        self.round.step = Step::Done;
        self.round.pending_draws.clear();
        self.winners = Some(winners);
        self.say(out, text, true);
    }
}
