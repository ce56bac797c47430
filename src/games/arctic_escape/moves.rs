//! What a player or group may do on its move (phase 2): the legality of each
//! step (map edges, crevasses and the Engineer's bridge, single-file bridges
//! and thin ice, the piece rough terrain needs, boarding only when all can),
//! the thin-ice stay rule, re-equip kits, and the prompts with their choices.
//! `resolve.rs` carries a chosen move out.

use super::view::pieces_text;
use super::{ArcticEscape, Dir, Equip, Expertise, Kit, MoveStep, Pos, Terrain};
use crate::engine::{Arg, Choice, ChoiceStyle, Prompt, Seat, Text};
use crate::text;

/// What a legal step will do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Entry {
    pub target: Pos,
    /// Moving from the boarding square onto the ship.
    pub board: bool,
    /// The piece entering costs, and who in the unit could give it up.
    pub piece: Option<Equip>,
    pub payers: Vec<Seat>,
    /// A lone Engineer with Rope bridges the crevasse.
    pub bridge: bool,
}

/// Every kit a player may take when re-equipping to `limit` pieces.
pub(super) fn all_kits(limit: usize) -> Vec<Kit> {
    let mut kits = Vec::new();
    for sleds in (0..=limit).rev() {
        for ropes in (0..=limit - sleds).rev() {
            kits.push([sleds as u8, ropes as u8, (limit - sleds - ropes) as u8]);
        }
    }
    kits
}

pub(super) fn kit_code(kit: Kit) -> String {
    format!("kit{}{}{}", kit[0], kit[1], kit[2])
}

pub(super) fn kit_pieces(kit: Kit) -> Vec<Equip> {
    Equip::ALL
        .iter()
        .flat_map(|&e| std::iter::repeat_n(e, kit[e.index()] as usize))
        .collect()
}

/// The direction as a word ("up"), for messages.
pub(super) fn dir_text(dir: Dir) -> Text {
    text!("arctic-dir", dir = dir_index(dir))
}

/// The direction's place in [`Dir::ALL`], for messages that select on it.
fn dir_index(dir: Dir) -> usize {
    Dir::ALL.iter().position(|&d| d == dir).unwrap_or(0)
}

pub(super) fn parse_kit(action: &str) -> Option<Kit> {
    let digits = action.strip_prefix("kit")?.as_bytes();
    if digits.len() != 3 || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    Some([digits[0] - b'0', digits[1] - b'0', digits[2] - b'0'])
}

impl ArcticEscape {
    /// Whether boarding is open: everyone still ashore stands on the boarding
    /// square with their move still to come, so all can board this turn.
    pub(super) fn can_board(&self) -> bool {
        let square = self.boarding_square();
        self.ashore()
            .all(|p| self.players[p].pos == square && !self.moved[p])
    }

    /// Checks that `unit` may move `dir` now; the error says why not.
    pub(super) fn check_step(&self, unit: &[Seat], dir: Dir) -> Result<Entry, Text> {
        let lead = &self.players[unit[0]];
        let from = lead.pos;
        let who = self.names(unit);
        let boarding_square = self.boarding_square();
        let mut entry = Entry {
            target: from,
            board: false,
            piece: None,
            payers: Vec::new(),
            bridge: false,
        };
        if dir == Dir::Down && from.row + 1 == self.height() {
            if from != boarding_square {
                return Err(text!(
                    "arctic-step-off-map-below",
                    players = who,
                    square = Arg::Plain(from.label()),
                    boarding = Arg::Plain(boarding_square.label())
                ));
            }
            if !self.can_board() {
                return Err(text!(
                    "arctic-step-boarding-not-open",
                    boarding = Arg::Plain(boarding_square.label())
                ));
            }
            entry.board = true;
            return Ok(entry);
        }
        if self.boarding {
            return Err(text!("arctic-step-boarding-under-way"));
        }
        let Some(target) = self.neighbour(from, dir) else {
            return Err(text!(
                "arctic-step-off-map",
                players = who,
                dir = dir_text(dir),
                square = Arg::Plain(from.label())
            ));
        };
        entry.target = target;
        let terrain = self.terrain_at(target);
        let square = Arg::Plain(target.label());
        match terrain {
            Terrain::Crevasse => {
                let engineer = lead.expertise == Expertise::Engineer;
                if unit.len() == 1 && engineer && !lead.bridge_used && lead.holds(Equip::Rope) {
                    entry.bridge = true;
                } else if unit.len() == 1 && engineer && !lead.bridge_used {
                    return Err(text!("arctic-step-bridge-needs-rope", square = square));
                } else if unit.len() == 1 && engineer {
                    return Err(text!(
                        "arctic-step-bridge-built",
                        player = self.player(unit[0]),
                        square = square
                    ));
                } else {
                    return Err(text!("arctic-step-crevasse", square = square));
                }
            }
            Terrain::ThinIce | Terrain::Bridge => {
                if unit.len() > 1 {
                    return Err(text!(
                        "arctic-step-one-at-a-time",
                        terrain = terrain.text(),
                        square = square
                    ));
                }
                let there = self.players_at(target);
                if !there.is_empty() {
                    return Err(text!(
                        "arctic-step-occupied",
                        terrain = terrain.text(),
                        square = square,
                        players = self.names(&there)
                    ));
                }
            }
            Terrain::Snow | Terrain::Mountain | Terrain::Water => {
                let piece = terrain.needs().expect("rough terrain needs a piece");
                entry.piece = Some(piece);
                entry.payers = unit
                    .iter()
                    .copied()
                    .filter(|&p| self.players[p].holds(piece))
                    .collect();
                if entry.payers.is_empty() {
                    return Err(text!(
                        "arctic-step-needs-piece",
                        terrain = terrain.text(),
                        square = square,
                        piece = piece.text()
                    ));
                }
            }
            Terrain::Ice => {}
        }
        Ok(entry)
    }

    /// Staying is allowed except on thin ice while a way off exists, and
    /// while boarding is under way.
    pub(super) fn check_stay(&self, unit: &[Seat]) -> Result<(), Text> {
        if self.boarding {
            return Err(text!("arctic-step-boarding-under-way"));
        }
        let pos = self.players[unit[0]].pos;
        if self.terrain_at(pos) == Terrain::ThinIce {
            let ways: Vec<Text> = Dir::ALL
                .into_iter()
                .filter(|&d| self.check_step(unit, d).is_ok())
                .map(dir_text)
                .collect();
            if !ways.is_empty() {
                return Err(text!(
                    "arctic-stay-must-leave",
                    players = self.names(unit),
                    ways = or_list(ways)
                ));
            }
        }
        Ok(())
    }

    /// The choices of the unit's move. On the first step every direction,
    /// Stay and Re-equip keep their places, disabled with the reason when
    /// they are not possible: re-equipping may open a direction, and the
    /// numbers must not move under the player.
    fn move_choices(&self, unit: &[Seat]) -> Vec<Choice> {
        let mut choices = Vec::new();
        match &self.step {
            MoveStep::Choose => {
                for dir in Dir::ALL {
                    choices.push(match self.check_step(unit, dir) {
                        Ok(entry) => self.step_choice(unit, dir, &entry),
                        Err(why) => self.blocked_step_choice(unit, dir, why),
                    });
                }
                choices.push(self.stay_choice(unit));
                choices.push(self.equip_choice());
            }
            MoveStep::Pay { dir } => {
                if let Ok(entry) = self.check_step(unit, *dir) {
                    let piece = entry.piece.unwrap_or(Equip::Sled).text();
                    for &p in &entry.payers {
                        choices.push(Choice::new(
                            format!("pay{}", p + 1),
                            text!("arctic-pay", player = self.player(p), piece = piece.clone()),
                        ));
                    }
                }
                choices.push(back_choice());
            }
            MoveStep::Equip { kits } => {
                let member = &self.players[unit[kits.len().min(unit.len() - 1)]];
                for kit in all_kits(self.settings.equipment) {
                    let mut choice = Choice::new(kit_code(kit), pieces_text(&kit_pieces(kit)));
                    if kit_pieces(kit) == member.equipment {
                        choice = choice.hint(text!("arctic-kit-held"));
                    }
                    choices.push(choice);
                }
                choices.push(back_choice());
            }
        }
        choices
    }

    /// Stay: a loss on thin ice with no way off; refused on thin ice with
    /// one, and while boarding.
    fn stay_choice(&self, unit: &[Seat]) -> Choice {
        if let Err(why) = self.check_stay(unit) {
            return Choice::new("stay", text!("arctic-stay"))
                .hint(why)
                .disabled_if(true);
        }
        let pos = self.players[unit[0]].pos;
        if self.terrain_at(pos) == Terrain::ThinIce {
            Choice::new("stay", text!("arctic-stay-loses"))
                .hint(text!("arctic-stay-loses-why", square = Arg::Plain(pos.label())))
                .style(ChoiceStyle::Danger)
        } else {
            Choice::new("stay", text!("arctic-stay")).style(ChoiceStyle::Secondary)
        }
    }

    /// Re-equip: once a move, not while boarding; its melt may be the one
    /// that collapses the floe.
    fn equip_choice(&self) -> Choice {
        let why_not = if self.boarding {
            Some(text!("arctic-equip-boarding"))
        } else if self.equipped {
            Some(text!("arctic-equip-done"))
        } else {
            None
        };
        match why_not {
            Some(why) => Choice::new("equip", text!("arctic-equip"))
                .hint(why)
                .disabled_if(true),
            None if self.melts_lose(1) => Choice::new("equip", text!("arctic-equip-loses"))
                .hint(text!("arctic-equip-loses-why", collapse = self.collapse_text()))
                .style(ChoiceStyle::Danger),
            None => Choice::new("equip", text!("arctic-equip"))
                .hint(text!("arctic-equip-hint", limit = self.settings.equipment)),
        }
    }

    /// A direction the unit cannot take now, greyed, with the reason.
    fn blocked_step_choice(&self, unit: &[Seat], dir: Dir, why: Text) -> Choice {
        let from = self.players[unit[0]].pos;
        let label = match self.neighbour(from, dir) {
            Some(target) => self.step_label(dir, target),
            None => text!("arctic-step-edge", dir = dir_index(dir)),
        };
        Choice::new(dir.code(), label).hint(why).disabled_if(true)
    }

    /// "Up to thin ice c4".
    fn step_label(&self, dir: Dir, target: Pos) -> Text {
        text!(
            "arctic-step",
            dir = dir_index(dir),
            terrain = self.terrain_at(target).text(),
            square = Arg::Plain(target.label())
        )
    }

    /// A legal step: where it goes, and in its hint what it costs, risks
    /// and leaves (see [`Self::step_outlook`]); a step that loses the game
    /// says so in its label.
    fn step_choice(&self, unit: &[Seat], dir: Dir, entry: &Entry) -> Choice {
        let outlook = self.step_outlook(unit, entry);
        let mut choice = if entry.board {
            Choice::new("down", text!("arctic-board")).style(ChoiceStyle::Primary)
        } else {
            Choice::new(dir.code(), self.step_label(dir, entry.target))
        };
        if outlook.loss.is_some() {
            choice.label = text!("arctic-loses", choice = choice.label);
            choice = choice.style(ChoiceStyle::Danger);
        }
        let notes: Vec<Text> = outlook
            .loss
            .into_iter()
            .chain(outlook.risk)
            .chain(outlook.costs)
            .collect();
        if !notes.is_empty() {
            choice = choice.hint(text!("arctic-notes", notes = notes));
        }
        choice
    }

    /// The first step's question, with what leaving the square costs and
    /// the ship's distance, on one line; a step that loses the game says
    /// so in its own label and hint.
    fn choose_text(&self, unit: &[Seat]) -> Text {
        let from = self.players[unit[0]].pos;
        let leaving = self.leaving_costs(unit);
        let leaving = if leaving.is_empty() {
            Text::default()
        } else {
            text!("arctic-leaving", costs = leaving)
        };
        let mover = match unit {
            [one] => text!("arctic-choose-one", player = self.player(*one)),
            _ => text!("arctic-choose-group", players = self.subject(unit)),
        };
        text!(
            "arctic-choose",
            mover = mover,
            square = Arg::Plain(from.label()),
            equipped = usize::from(self.equipped),
            distance = self.ship_distance_text(from),
            leaving = leaving
        )
    }

    pub(super) fn move_prompts(&self) -> Vec<Prompt> {
        let unit = self.current_unit();
        if unit.is_empty() {
            return Vec::new();
        }
        let text = match &self.step {
            MoveStep::Choose => self.choose_text(&unit),
            MoveStep::Pay { dir } => text!("arctic-pay-question", dir = dir_text(*dir)),
            MoveStep::Equip { kits } => {
                let member = unit[kits.len().min(unit.len() - 1)];
                text!(
                    "arctic-equip-question",
                    player = self.player(member),
                    limit = self.settings.equipment,
                    at = kits.len() + 1,
                    of = unit.len()
                )
            }
        };
        let choices = self.move_choices(&unit);
        unit.iter()
            .map(|&seat| Prompt {
                seat,
                text: text.clone(),
                choices: choices.clone(),
            })
            .collect()
    }
}

fn back_choice() -> Choice {
    Choice::new("back", text!("arctic-back")).style(ChoiceStyle::Secondary)
}

/// "a", "a or b", "a, b or c": the ways a player may choose from.
pub(super) fn or_list(mut items: Vec<Text>) -> Text {
    let last = items.pop().unwrap_or_default();
    if items.is_empty() {
        last
    } else {
        text!("arctic-refuse-or", init = items, last = last)
    }
}
