//! The shared parts of a turn: grouping (phase 1), the ship (phase 3),
//! blizzards (phase 4) and melting (phase 5), and the turn change. What runs
//! after every change (melts, falls, cut-offs) is in `floe.rs`.

use super::{ArcticEscape, Blizzard, MoveStep, Phase, Pos};
use crate::engine::{Arg, Choice, ChoiceStyle, Event, Prompt, RuleError, Seat, Text};
use crate::text;

/// A blizzard in the middle of the map blows itself out 1 time in this many
/// turns: "on rare occasions" (the rulebook), so about 1 blizzard in 19
/// vanishes crossing a medium map and 1 in 15 a large one (1 in 12 per turn
/// let about half of them vanish).
const BLIZZARD_VANISH_ODDS: usize = 150;
/// A blizzard shifts one column sideways (zigzags) 1 time in this many.
const BLIZZARD_ZIGZAG_ODDS: usize = 3;
/// A blizzard turns between a row and a column 1 time in this many.
const BLIZZARD_ROTATE_ODDS: usize = 4;
/// While fewer than the maximum exist, a new one forms 1 time in this many.
const BLIZZARD_FORM_ODDS: usize = 3;

/// Action codes of every phase, to tell "not now" from "unknown".
const CODES: [&str; 11] = [
    "go",
    "up",
    "down",
    "left",
    "right",
    "stay",
    "equip",
    "back",
    "shipleft",
    "shipright",
    "shipstay",
];
const CODE_PREFIXES: [&str; 4] = ["merge", "solo", "pay", "kit"];

/// The refusal for a code that is not allowed now: `Illegal` with what is
/// allowed when the code exists in some phase, `Malformed` otherwise.
pub(super) fn refuse(action: &str, allowed: Text) -> RuleError {
    let known = CODES.contains(&action) || CODE_PREFIXES.iter().any(|p| action.starts_with(p));
    if known {
        RuleError::Illegal(text!(
            "arctic-refuse-code",
            code = Arg::Plain(action.to_string()),
            allowed = allowed
        ))
    } else {
        RuleError::Malformed(action.to_string())
    }
}

/// A 1-based player number from an action code.
pub(super) fn parse_player(text: &str, players: usize, action: &str) -> Result<Seat, RuleError> {
    match text.parse::<usize>() {
        Ok(n) if (1..=players).contains(&n) => Ok(n - 1),
        Ok(n) => Err(RuleError::Illegal(text!(
            "arctic-refuse-no-player",
            number = n,
            players = players
        ))),
        Err(_) => Err(RuleError::Malformed(action.to_string())),
    }
}

impl ArcticEscape {
    /// Starts the current turn: grouping when some square holds several
    /// players, straight to movement otherwise.
    pub(super) fn start_turn(&mut self) {
        self.moved = vec![false; self.players.len()];
        self.boarding = false;
        self.equipped = false;
        self.step = MoveStep::Choose;
        self.phase = if self.shared_squares().is_empty() {
            Phase::Moving
        } else {
            Phase::Grouping
        };
    }

    /// Squares holding two or more players ashore.
    pub(super) fn shared_squares(&self) -> Vec<Pos> {
        let mut squares: Vec<Pos> = self.ashore().map(|p| self.players[p].pos).collect();
        squares.sort();
        let mut shared: Vec<Pos> = squares
            .windows(2)
            .filter(|w| w[0] == w[1])
            .map(|w| w[0])
            .collect();
        shared.dedup();
        shared
    }

    /// For each square several players share, one line grouping everyone
    /// there (`mergeA-B-…`) and one per player there leaving their group
    /// (`soloA`; a pair has one line splitting it up); then Start moving.
    /// Nobody moves while groups form, so every line keeps its place from
    /// one press to the next, disabled while it does not apply (everyone
    /// there is already one group; the player is already alone). Any other
    /// grouping is two presses away: group everyone, then send some off
    /// alone.
    fn grouping_choices(&self) -> Vec<Choice> {
        let mut choices = Vec::new();
        for pos in self.shared_squares() {
            let here = self.players_at(pos);
            let square = crate::engine::Arg::Plain(pos.label());
            let together = here
                .iter()
                .all(|&p| self.players[p].group == self.players[here[0]].group);
            let code: Vec<String> = here.iter().map(|p| (p + 1).to_string()).collect();
            let label = match here.as_slice() {
                [a, b] => text!(
                    "arctic-group-pair",
                    a = self.player(*a),
                    b = self.player(*b)
                ),
                _ => text!("arctic-group-all", square = square.clone()),
            };
            let hint = if together {
                text!("arctic-group-already", square = square.clone())
            } else {
                text!("arctic-group-as-one", players = self.subject(&here))
            };
            choices.push(
                Choice::new(format!("merge{}", code.join("-")), label)
                    .hint(hint)
                    .disabled_if(together),
            );
            if let [a, b] = here[..] {
                // A pair splits up in one line: each going alone is the same.
                let hint = if together {
                    text!("arctic-split-pair-hint", square = square.clone())
                } else {
                    text!("arctic-split-pair-already")
                };
                let label = text!("arctic-split-pair", a = self.player(a), b = self.player(b));
                choices.push(
                    Choice::new(format!("solo{}", a + 1), label)
                        .hint(hint)
                        .style(ChoiceStyle::Secondary)
                        .disabled_if(!together),
                );
                continue;
            }
            for &p in &here {
                let alone = self.group_members(p).len() < 2;
                let hint = if alone {
                    text!("arctic-solo-already", player = self.player(p))
                } else {
                    text!("arctic-solo-hint", square = square.clone())
                };
                choices.push(
                    Choice::new(
                        format!("solo{}", p + 1),
                        text!("arctic-solo", player = self.player(p)),
                    )
                    .hint(hint)
                    .style(ChoiceStyle::Secondary)
                    .disabled_if(alone),
                );
            }
        }
        choices.push(Choice::new("go", text!("arctic-start-moving")).style(ChoiceStyle::Primary));
        choices
    }

    pub(super) fn grouping_prompts(&self) -> Vec<Prompt> {
        let choices = self.grouping_choices();
        (0..self.players.len())
            .map(|seat| Prompt {
                seat,
                text: text!("arctic-grouping-question"),
                choices: choices.clone(),
            })
            .collect()
    }

    pub(super) fn apply_grouping(
        &mut self,
        seat: Seat,
        action: &str,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let actor = self.player(seat);
        let n = self.players.len();
        if action == "go" {
            self.phase = Phase::Moving;
            events.push(self.record(text!("arctic-started-moves", player = actor)));
        } else if let Some(rest) = action.strip_prefix("merge") {
            let listed: Vec<&str> = rest.split('-').collect();
            if listed.len() < 2 {
                return Err(RuleError::Malformed(action.to_string()));
            }
            let seats = listed
                .into_iter()
                .map(|p| parse_player(p, n, action))
                .collect::<Result<Vec<Seat>, RuleError>>()?;
            let first = &self.players[seats[0]];
            if let Some(other) = seats
                .iter()
                .map(|&p| &self.players[p])
                .find(|p| p.pos != first.pos)
            {
                let other_seat = seats
                    .iter()
                    .copied()
                    .find(|&p| self.players[p].pos != first.pos)
                    .unwrap_or(seats[0]);
                return Err(RuleError::Illegal(text!(
                    "arctic-refuse-apart",
                    first = self.player(seats[0]),
                    first_square = Arg::Plain(first.pos.label()),
                    other = self.player(other_seat),
                    other_square = Arg::Plain(other.pos.label())
                )));
            }
            if seats.iter().all(|&p| self.players[p].group == first.group) {
                return Err(RuleError::Illegal(text!(
                    "arctic-refuse-grouped",
                    players = self.names(&seats)
                )));
            }
            let mut joined: Vec<Seat> = Vec::new();
            for &p in &seats {
                for m in self.group_members(p) {
                    if !joined.contains(&m) {
                        joined.push(m);
                    }
                }
            }
            joined.sort_unstable();
            let id = joined
                .iter()
                .map(|&p| self.players[p].group)
                .min()
                .unwrap_or(seat);
            for &p in &joined {
                self.players[p].group = id;
            }
            let text = text!(
                "arctic-grouped",
                player = actor,
                players = self.names(&joined)
            );
            events.push(self.record(text));
        } else if let Some(rest) = action.strip_prefix("solo") {
            let p = parse_player(rest, n, action)?;
            let members = self.group_members(p);
            if members.len() < 2 {
                return Err(RuleError::Illegal(text!(
                    "arctic-refuse-not-grouped",
                    player = self.player(p)
                )));
            }
            let others: Vec<Seat> = members.into_iter().filter(|&m| m != p).collect();
            let new_id = others[0];
            for &m in &others {
                self.players[m].group = new_id;
            }
            self.players[p].group = p;
            let text = text!("arctic-left-group", player = actor, leaver = self.player(p));
            events.push(self.record(text));
        } else {
            return Err(refuse(action, text!("arctic-allowed-grouping")));
        }
        Ok(())
    }

    pub(super) fn ship_prompts(&self) -> Vec<Prompt> {
        let mut choices = Vec::new();
        if self.ship_col > 0 {
            let square = crate::engine::Arg::Plain(
                super::Pos::new(self.height() - 1, self.ship_col - 1).label(),
            );
            choices.push(
                Choice::new("shipleft", text!("arctic-ship-left", square = square))
                    .hint(text!("arctic-ship-melts")),
            );
        }
        if self.ship_col + 1 < self.width() {
            let square = crate::engine::Arg::Plain(
                super::Pos::new(self.height() - 1, self.ship_col + 1).label(),
            );
            choices.push(
                Choice::new("shipright", text!("arctic-ship-right", square = square))
                    .hint(text!("arctic-ship-melts")),
            );
        }
        choices
            .push(Choice::new("shipstay", text!("arctic-ship-stay")).style(ChoiceStyle::Primary));
        (0..self.players.len())
            .map(|seat| Prompt {
                seat,
                text: text!(
                    "arctic-ship-question",
                    square = crate::engine::Arg::Plain(self.boarding_square().label())
                ),
                choices: choices.clone(),
            })
            .collect()
    }

    pub(super) fn apply_ship(
        &mut self,
        seat: Seat,
        action: &str,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let actor = self.player(seat);
        let shift: isize = match action {
            "shipleft" => -1,
            "shipright" => 1,
            "shipstay" => 0,
            _ => return Err(refuse(action, text!("arctic-allowed-ship"))),
        };
        let col = self.ship_col as isize + shift;
        if col < 0 || col >= self.width() as isize {
            return Err(RuleError::Illegal(if shift < 0 {
                text!("arctic-refuse-ship-edge-left")
            } else {
                text!("arctic-refuse-ship-edge-right")
            }));
        }
        if shift == 0 {
            let square = crate::engine::Arg::Plain(self.boarding_square().label());
            let text = text!("arctic-ship-kept", player = actor, square = square);
            events.push(self.record(text));
        } else {
            // Staying is always possible: a ship move whose melt collapses
            // the floe is a sure loss another choice avoids.
            let sure_loss = self.melts_lose(1);
            self.ship_col = col as usize;
            let square = crate::engine::Arg::Plain(self.boarding_square().label());
            let text = text!("arctic-ship-moved", player = actor.clone(), square = square);
            events.push(self.record(text));
            self.melt_random(text!("arctic-why-ship", player = actor), events);
            self.mark_own_loss(sure_loss);
        }
        if self.end.is_none() {
            self.end_of_turn(events);
        }
        Ok(())
    }

    /// Phases 4 and 5, then the next turn.
    fn end_of_turn(&mut self, events: &mut Vec<Event>) {
        self.move_blizzards(events);
        for _ in 0..self.settings.melt_per_turn {
            if self.end.is_some() {
                return;
            }
            self.melt_random(text!("arctic-why-thaw"), events);
        }
        if self.end.is_some() {
            return;
        }
        self.turn += 1;
        let text = text!("arctic-turn-begins", turn = self.turn);
        events.push(self.record(text));
        self.start_turn();
    }

    /// Phase 4: every blizzard drifts one row down, maybe zigzagging or
    /// rotating; it vanishes when its centre leaves the map (or, rarely, on
    /// its own); a new one may form at the top.
    pub(super) fn move_blizzards(&mut self, events: &mut Vec<Event>) {
        let (w, h) = (self.width(), self.height());
        for b in std::mem::take(&mut self.blizzards) {
            let middle = b.center.row >= 1 && b.center.row + 2 <= h;
            if middle && self.rng.chance(1, BLIZZARD_VANISH_ODDS) {
                let text = text!(
                    "arctic-blizzard-out",
                    square = crate::engine::Arg::Plain(b.center.label())
                );
                events.push(self.record(text));
                continue;
            }
            let mut col = b.center.col as isize;
            if self.rng.chance(1, BLIZZARD_ZIGZAG_ODDS) {
                col += if self.rng.chance(1, 2) { -1 } else { 1 };
            }
            let vertical = if self.rng.chance(1, BLIZZARD_ROTATE_ODDS) {
                !b.vertical
            } else {
                b.vertical
            };
            let row = b.center.row + 1;
            if row >= h || col < 0 || col >= w as isize {
                events.push(self.record(text!("arctic-blizzard-off")));
                continue;
            }
            self.blizzards.push(Blizzard {
                center: Pos::new(row, col as usize),
                vertical,
            });
        }
        if self.blizzards.len() < self.settings.max_blizzards
            && self.rng.chance(1, BLIZZARD_FORM_ODDS)
        {
            let center = Pos::new(0, self.rng.below(w));
            let vertical = self.rng.chance(1, 2);
            self.blizzards.push(Blizzard { center, vertical });
            let text = text!(
                "arctic-blizzard-formed",
                square = crate::engine::Arg::Plain(center.label())
            );
            events.push(self.record(text));
        }
    }
}
