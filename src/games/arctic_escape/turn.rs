//! The shared parts of a turn: grouping (phase 1), the ship (phase 3),
//! blizzards (phase 4) and melting (phase 5), and the turn change. What runs
//! after every change (melts, falls, cut-offs) is in `floe.rs`.

use super::{ArcticEscape, Blizzard, MoveStep, Phase, Pos};
use crate::engine::{Choice, ChoiceStyle, Event, Prompt, RuleError, Seat};

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
pub(super) fn refuse(action: &str, allowed: &str) -> RuleError {
    let known = CODES.contains(&action) || CODE_PREFIXES.iter().any(|p| action.starts_with(p));
    if known {
        RuleError::Illegal(format!("`{action}` is not possible now: {allowed}"))
    } else {
        RuleError::Malformed(action.to_string())
    }
}

/// A 1-based player number from an action code.
pub(super) fn parse_player(text: &str, players: usize, action: &str) -> Result<Seat, RuleError> {
    match text.parse::<usize>() {
        Ok(n) if (1..=players).contains(&n) => Ok(n - 1),
        Ok(n) => Err(RuleError::Illegal(format!(
            "there is no player {n}: players are numbered 1 to {players}"
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

    /// One line per pair of players sharing a square (group the two
    /// players' groups) and one per player (leave the group), whatever the
    /// groups are now: nobody moves while groups form, so every line keeps
    /// its place from one press to the next, disabled while it does not
    /// apply (the two are already grouped; the player is already alone).
    fn grouping_choices(&self) -> Vec<Choice> {
        let mut choices = Vec::new();
        for pos in self.shared_squares() {
            let here = self.players_at(pos);
            for (i, &a) in here.iter().enumerate() {
                for &b in &here[i + 1..] {
                    let together = self.players[a].group == self.players[b].group;
                    let hint = if together {
                        format!("at {}: already in one group", pos.label())
                    } else {
                        let mut joined = self.group_members(a);
                        joined.extend(self.group_members(b));
                        joined.sort_unstable();
                        format!("at {}: {} move as one", pos.label(), self.names_of(&joined))
                    };
                    choices.push(
                        Choice::new(
                            format!("merge{}-{}", a + 1, b + 1),
                            format!(
                                "Group {} with {}",
                                self.players[a].name, self.players[b].name
                            ),
                        )
                        .hint(hint)
                        .disabled_if(together),
                    );
                }
            }
            for &p in &here {
                let alone = self.group_members(p).len() < 2;
                let hint = if alone {
                    format!("at {}: already alone", pos.label())
                } else {
                    format!("leaves the group at {}", pos.label())
                };
                choices.push(
                    Choice::new(
                        format!("solo{}", p + 1),
                        format!("{} goes alone", self.players[p].name),
                    )
                    .hint(hint)
                    .style(ChoiceStyle::Secondary)
                    .disabled_if(alone),
                );
            }
        }
        choices.push(Choice::new("go", "Start moving").style(ChoiceStyle::Primary));
        choices
    }

    pub(super) fn grouping_prompts(&self) -> Vec<Prompt> {
        let choices = self.grouping_choices();
        (0..self.players.len())
            .map(|seat| Prompt {
                seat,
                text: format!(
                    "Turn {}, grouping: players sharing a square may group or split (anyone may press). Then start moving.",
                    self.turn
                ).into(),
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
        let actor = self.players[seat].name.clone();
        let n = self.players.len();
        if action == "go" {
            self.phase = Phase::Moving;
            events.push(self.record(format!("{actor} started the moves.")));
        } else if let Some(rest) = action.strip_prefix("merge") {
            let (a, b) = rest
                .split_once('-')
                .ok_or_else(|| RuleError::Malformed(action.to_string()))?;
            let a = parse_player(a, n, action)?;
            let b = parse_player(b, n, action)?;
            let (pa, pb) = (&self.players[a], &self.players[b]);
            if pa.pos != pb.pos {
                return Err(RuleError::Illegal(format!(
                    "{} ({}) and {} ({}) are not on the same square: only players sharing a square can group",
                    pa.name,
                    pa.pos.label(),
                    pb.name,
                    pb.pos.label()
                )));
            }
            if pa.group == pb.group {
                return Err(RuleError::Illegal(format!(
                    "{} and {} are already in the same group",
                    pa.name, pb.name
                )));
            }
            let (ga, gb) = (self.group_members(a), self.group_members(b));
            let id = pa.group.min(pb.group);
            for &p in ga.iter().chain(&gb) {
                self.players[p].group = id;
            }
            let text = format!(
                "{actor} grouped {} with {}.",
                self.names_of(&ga),
                self.names_of(&gb)
            );
            events.push(self.record(text));
        } else if let Some(rest) = action.strip_prefix("solo") {
            let p = parse_player(rest, n, action)?;
            let members = self.group_members(p);
            if members.len() < 2 {
                return Err(RuleError::Illegal(format!(
                    "{} is not in a group",
                    self.players[p].name
                )));
            }
            let others: Vec<Seat> = members.into_iter().filter(|&m| m != p).collect();
            let new_id = others[0];
            for &m in &others {
                self.players[m].group = new_id;
            }
            self.players[p].group = p;
            let text = format!("{actor}: {} left the group.", self.players[p].name);
            events.push(self.record(text));
        } else {
            return Err(refuse(
                action,
                "it is the grouping phase: group players sharing a square (`mergeA-B`), split one off (`soloA`), or start moving (`go`)",
            ));
        }
        Ok(())
    }

    pub(super) fn ship_prompts(&self) -> Vec<Prompt> {
        let mut choices = Vec::new();
        if self.ship_col > 0 {
            choices.push(
                Choice::new("shipleft", "Ship one column left").hint("melts a random square"),
            );
        }
        if self.ship_col + 1 < self.width() {
            choices.push(
                Choice::new("shipright", "Ship one column right").hint("melts a random square"),
            );
        }
        choices.push(Choice::new("shipstay", "Keep the ship here").style(ChoiceStyle::Primary));
        (0..self.players.len())
            .map(|seat| Prompt {
                seat,
                text: format!(
                    "Turn {}, ship: anyone may move the ship (below {}) one column; it melts a square.",
                    self.turn,
                    self.boarding_square().label()
                ).into(),
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
        let actor = self.players[seat].name.clone();
        let shift: isize = match action {
            "shipleft" => -1,
            "shipright" => 1,
            "shipstay" => 0,
            _ => {
                return Err(refuse(
                    action,
                    "it is the ship phase: `shipleft`, `shipright` or `shipstay`",
                ))
            }
        };
        let col = self.ship_col as isize + shift;
        if col < 0 || col >= self.width() as isize {
            return Err(RuleError::Illegal(format!(
                "the ship is already at the {} edge: keep it or move it the other way",
                if shift < 0 { "left" } else { "right" }
            )));
        }
        if shift == 0 {
            let text = format!(
                "{actor} kept the ship below {}.",
                self.boarding_square().label()
            );
            events.push(self.record(text));
        } else {
            self.ship_col = col as usize;
            let text = format!(
                "{actor} moved the ship below {}.",
                self.boarding_square().label()
            );
            events.push(self.record(text));
            self.melt_random(&format!("Moving the ship ({actor})"), events);
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
            self.melt_random("End-of-turn thaw", events);
        }
        if self.end.is_some() {
            return;
        }
        self.turn += 1;
        let text = format!("Turn {} begins.", self.turn);
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
                let text = format!("The blizzard around {} blew itself out.", b.center.label());
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
                events.push(self.record("A blizzard drifted off the map."));
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
            let text = format!(
                "A blizzard formed at the top of the map around {}.",
                center.label()
            );
            events.push(self.record(text));
        }
    }
}
