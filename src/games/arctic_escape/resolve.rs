//! Resolving a move once chosen: the multi-step input (direction, who
//! pays, re-equip kits), then the effects in order: pay for entry (1 in 3
//! with the matching expert), move, leave the old square (thin ice breaks,
//! a bridge may collapse, a blizzard takes a piece from every mover), enter
//! the new one (sample, blizzard melt), board, and pass the turn on.

use super::moves::{kit_pieces, parse_kit, pieces_text};
use super::turn::{parse_player, refuse};
use super::{ArcticEscape, Dir, Expertise, Kit, MoveStep, Phase, Pos, Status, Terrain};
use crate::engine::{Event, RuleError, Seat};

impl ArcticEscape {
    pub(super) fn apply_move(
        &mut self,
        seat: Seat,
        action: &str,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let unit = self.current_unit();
        if !unit.contains(&seat) {
            return Err(RuleError::NotYourTurn(format!(
                "it is {}'s move",
                self.names_of(&unit)
            )));
        }
        let who = self.names_of(&unit);
        match self.step.clone() {
            MoveStep::Choose => match action {
                "stay" => {
                    self.check_stay(&unit).map_err(RuleError::Illegal)?;
                    self.resolve_stay(&unit, events);
                }
                "equip" if self.equipped => {
                    return Err(RuleError::Illegal(format!(
                        "{who} already re-equipped this move: now move or stay"
                    )))
                }
                "equip" if self.boarding => {
                    return Err(RuleError::Illegal(
                        "boarding is under way: everyone still ashore must board now (`down`)"
                            .into(),
                    ))
                }
                "equip" => self.step = MoveStep::Equip { kits: Vec::new() },
                code => {
                    let dir = Dir::parse(code).ok_or_else(|| {
                        refuse(code, "choose up, down, left, right, stay or equip")
                    })?;
                    let entry = self.check_step(&unit, dir).map_err(RuleError::Illegal)?;
                    if entry.payers.len() > 1 {
                        self.step = MoveStep::Pay { dir };
                    } else {
                        self.resolve_step(&unit, dir, entry.payers.first().copied(), events);
                    }
                }
            },
            MoveStep::Pay { dir } => {
                if action == "back" {
                    self.step = MoveStep::Choose;
                    return Ok(());
                }
                let Some(rest) = action.strip_prefix("pay") else {
                    return Err(refuse(
                        action,
                        "choose who gives up the piece (`payN`) or `back`",
                    ));
                };
                let payer = parse_player(rest, self.players.len(), action)?;
                let entry = self.check_step(&unit, dir).map_err(RuleError::Illegal)?;
                if !entry.payers.contains(&payer) {
                    let names: Vec<String> = entry
                        .payers
                        .iter()
                        .map(|&p| self.players[p].name.clone())
                        .collect();
                    return Err(RuleError::Illegal(format!(
                        "{} cannot give it: choose {}",
                        self.players[payer].name,
                        names.join(" or ")
                    )));
                }
                self.resolve_step(&unit, dir, Some(payer), events);
            }
            MoveStep::Equip { mut kits } => {
                if action == "back" {
                    self.step = if kits.pop().is_some() {
                        MoveStep::Equip { kits }
                    } else {
                        MoveStep::Choose
                    };
                    return Ok(());
                }
                if !action.starts_with("kit") {
                    return Err(refuse(
                        action,
                        "choose a kit (`kitSRA`: sleds, ropes, rafts) or `back`",
                    ));
                }
                let kit =
                    parse_kit(action).ok_or_else(|| RuleError::Malformed(action.to_string()))?;
                let total: usize = kit.iter().map(|&k| k as usize).sum();
                let limit = self.settings.equipment;
                if total > limit {
                    return Err(RuleError::Illegal(format!(
                        "each player can hold at most {limit} pieces, not {total}"
                    )));
                }
                if total < limit {
                    return Err(RuleError::Illegal(format!(
                        "re-equipping refills every player to the limit: choose exactly {limit} pieces"
                    )));
                }
                kits.push(kit);
                if kits.len() == unit.len() {
                    self.finish_reequip(&unit, &kits, events);
                } else {
                    self.step = MoveStep::Equip { kits };
                }
            }
        }
        Ok(())
    }

    fn finish_reequip(&mut self, unit: &[Seat], kits: &[Kit], events: &mut Vec<Event>) {
        let mut parts = Vec::new();
        for (&p, &kit) in unit.iter().zip(kits) {
            self.players[p].equipment = kit_pieces(kit);
            parts.push(format!(
                "{}: {}",
                self.players[p].name,
                pieces_text(&self.players[p].equipment)
            ));
        }
        self.equipped = true;
        self.step = MoveStep::Choose;
        let who = self.names_of(unit);
        events.push(self.record(format!("{who} re-equipped ({}).", parts.join("; "))));
        self.melt_random(&format!("Re-equipping {who}"), events);
        if self.end.is_some() {
            self.end_unit_move(unit);
        }
    }

    /// 1 in 3 when someone in the unit has `expertise`-style help, else always.
    fn costs_apply(&mut self, helped: bool) -> bool {
        !helped || self.rng.chance(1, 3)
    }

    fn resolve_step(
        &mut self,
        unit: &[Seat],
        dir: Dir,
        payer: Option<Seat>,
        events: &mut Vec<Event>,
    ) {
        let entry = self
            .check_step(unit, dir)
            .expect("a step is checked before it is resolved");
        let who = self.names_of(unit);
        let from = self.players[unit[0]].pos;
        let target_terrain = self.terrain_at(entry.target);
        let mut notes = Vec::new();
        if let (Some(piece), Some(payer)) = (entry.piece, payer) {
            let expert = unit
                .iter()
                .find(|&&p| self.players[p].expertise.eases(target_terrain))
                .map(|&p| self.players[p].expertise.name());
            if self.costs_apply(expert.is_some()) {
                let held = &mut self.players[payer].equipment;
                let i = held
                    .iter()
                    .position(|&e| e == piece)
                    .expect("payer holds the piece");
                held.remove(i);
                notes.push(format!(
                    "{} spent a {}",
                    self.players[payer].name,
                    piece.name()
                ));
            } else {
                notes.push(format!(
                    "the {} kept {}'s {}",
                    expert.unwrap_or("expert"),
                    self.players[payer].name,
                    piece.name()
                ));
            }
        }
        if entry.bridge {
            let i = self.index(entry.target);
            self.terrain[i] = Terrain::Bridge;
            self.players[unit[0]].bridge_used = true;
            notes.push("the Engineer bridged the crevasse".to_string());
        }
        for &p in unit {
            if entry.board {
                self.players[p].status = Status::Aboard;
            } else {
                self.players[p].pos = entry.target;
            }
        }
        let verb = if entry.board {
            "boarded the ship".to_string()
        } else {
            format!(
                "went {} to {} {}",
                dir.code(),
                self.terrain_at(entry.target).name().to_lowercase(),
                entry.target.label()
            )
        };
        let notes = if notes.is_empty() {
            String::new()
        } else {
            format!(": {}", notes.join(", "))
        };
        events.push(self.record(format!("{who} {verb}{notes}.")));
        if entry.board {
            self.boarding = true;
            if self.ashore().next().is_none() {
                // The last ones aboard: the ship sails before anything else melts.
                self.win(events);
                self.end_unit_move(unit);
                return;
            }
        }
        self.leave_square(unit, from, events);
        if !entry.board && self.end.is_none() {
            self.enter_square(unit, entry.target, events);
        }
        self.end_unit_move(unit);
    }

    /// Exit effects: thin ice breaks, a bridge may collapse, a blizzard
    /// takes a random piece from every mover.
    fn leave_square(&mut self, unit: &[Seat], from: Pos, events: &mut Vec<Event>) {
        let who = self.names_of(unit);
        let has = |game: &Self, e: Expertise| unit.iter().any(|&p| game.players[p].expertise == e);
        match self.terrain_at(from) {
            Terrain::ThinIce => {
                if self.costs_apply(has(self, Expertise::Snowshoer)) {
                    self.turn_to_crevasse(
                        from,
                        &format!("The thin ice behind {who} broke"),
                        events,
                    );
                } else {
                    events.push(self.record(format!(
                        "The Snowshoer kept the thin ice at {} whole.",
                        from.label()
                    )));
                }
            }
            // A bridge under an Engineer never collapses; otherwise 1 time in 3.
            Terrain::Bridge if !has(self, Expertise::Engineer) && self.rng.chance(1, 3) => {
                self.turn_to_crevasse(from, &format!("The bridge behind {who} collapsed"), events);
            }
            _ => {}
        }
        if self.end.is_some() || !self.in_blizzard(from) {
            return;
        }
        if self.costs_apply(has(self, Expertise::Explorer)) {
            let mut lost = Vec::new();
            for &p in unit {
                let held = self.players[p].equipment.len();
                if held > 0 {
                    let piece = self.players[p].equipment.remove(self.rng.below(held));
                    lost.push(format!("{} lost a {}", self.players[p].name, piece.name()));
                }
            }
            let text = if lost.is_empty() {
                format!("Leaving the blizzard, {who} had nothing to lose.")
            } else {
                format!("Leaving the blizzard: {}.", lost.join(", "))
            };
            events.push(self.record(text));
        } else {
            events.push(self.record(format!(
                "The Explorer led {who} out of the blizzard unharmed."
            )));
        }
    }

    /// Entry effects: a sample is collected, a blizzard melts a square.
    fn enter_square(&mut self, unit: &[Seat], target: Pos, events: &mut Vec<Event>) {
        let who = self.names_of(unit);
        if let Some(i) = self.sample_at(target) {
            self.samples[i].taken_by = Some(unit[0]);
            let text = format!("{who} collected a sample ({} of 6).", self.samples_taken());
            events.push(self.record(text));
        }
        if self.in_blizzard(target) {
            let explorer = unit
                .iter()
                .any(|&p| self.players[p].expertise == Expertise::Explorer);
            if self.costs_apply(explorer) {
                self.melt_random(&format!("{who} struggled into a blizzard"), events);
            } else {
                events.push(self.record(format!(
                    "The Explorer led {who} into the blizzard without harm."
                )));
            }
        }
    }

    fn resolve_stay(&mut self, unit: &[Seat], events: &mut Vec<Event>) {
        let who = self.names_of(unit);
        let pos = self.players[unit[0]].pos;
        events.push(self.record(format!("{who} stayed at {}.", pos.label())));
        if self.terrain_at(pos) == Terrain::ThinIce {
            self.turn_to_crevasse(pos, &format!("The thin ice under {who} gave way"), events);
        }
        self.end_unit_move(unit);
    }

    /// Marks the unit as moved and passes the turn on (to the ship phase
    /// after the last player or group).
    fn end_unit_move(&mut self, unit: &[Seat]) {
        for &p in unit {
            self.moved[p] = true;
        }
        self.step = MoveStep::Choose;
        self.equipped = false;
        if self.end.is_some() {
            self.phase = Phase::Over;
        } else if self.current_unit().is_empty() {
            self.phase = Phase::Ship;
        }
    }
}
