//! Resolving a move once chosen: the multi-step input (direction, who
//! pays, re-equip kits), then the effects in order: pay for entry (1 in 3
//! with the matching expert), move, leave the old square (thin ice breaks,
//! a bridge may collapse, a blizzard takes a piece from every mover), enter
//! the new one (sample, blizzard melt), board, and pass the turn on.

use super::moves::{dir_text, kit_pieces, or_list, parse_kit};
use super::turn::{parse_player, refuse};
use super::view::pieces_text;
use super::{ArcticEscape, Dir, Expertise, Kit, MoveStep, Phase, Pos, Status, Terrain};
use crate::engine::{Event, RuleError, Seat, Text};
use crate::text;

impl ArcticEscape {
    /// A move's action; a loss it brings about is marked as the unit's own
    /// (and avoidable when the choice was a sure loss and another was not).
    pub(super) fn apply_move(
        &mut self,
        seat: Seat,
        action: &str,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let unit = self.current_unit();
        if !unit.contains(&seat) {
            return Err(RuleError::NotYourTurn(text!(
                "arctic-refuse-whose-move",
                players = self.names(&unit)
            )));
        }
        let sure_loss = self.sure_loss_of_action(&unit, action);
        let result = self.apply_unit_move(&unit, action, events);
        self.mark_own_loss(sure_loss == Some(true));
        result
    }

    /// Marks a loss that has just happened as brought about by a seat's move.
    pub(super) fn mark_own_loss(&mut self, avoidable: bool) {
        if let Some(loss) = self.end.as_mut().and_then(|e| e.loss.as_mut()) {
            loss.own_move = true;
            loss.avoidable = avoidable;
        }
    }

    fn apply_unit_move(
        &mut self,
        unit: &[Seat],
        action: &str,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        match self.step.clone() {
            MoveStep::Choose => match action {
                "stay" => {
                    self.check_stay(unit)
                        .map_err(RuleError::Illegal)?;
                    self.resolve_stay(unit, events);
                }
                "equip" if self.equipped => {
                    return Err(RuleError::Illegal(text!(
                        "arctic-refuse-reequipped",
                        players = self.names(unit)
                    )))
                }
                "equip" if self.boarding => {
                    return Err(RuleError::Illegal(text!("arctic-refuse-boarding")))
                }
                "equip" => self.step = MoveStep::Equip { kits: Vec::new() },
                code => {
                    let dir = Dir::parse(code)
                        .ok_or_else(|| refuse(code, text!("arctic-allowed-move")))?;
                    let entry = self
                        .check_step(unit, dir)
                        .map_err(RuleError::Illegal)?;
                    if entry.payers.len() > 1 {
                        self.step = MoveStep::Pay { dir };
                    } else {
                        self.resolve_step(unit, dir, entry.payers.first().copied(), events);
                    }
                }
            },
            MoveStep::Pay { dir } => {
                if action == "back" {
                    self.step = MoveStep::Choose;
                    return Ok(());
                }
                let Some(rest) = action.strip_prefix("pay") else {
                    return Err(refuse(action, text!("arctic-allowed-pay")));
                };
                let payer = parse_player(rest, self.players.len(), action)?;
                let entry = self
                    .check_step(unit, dir)
                    .map_err(RuleError::Illegal)?;
                if !entry.payers.contains(&payer) {
                    let payers = or_list(
                        entry
                            .payers
                            .iter()
                            .map(|&p| Text::player(p, self.players[p].name.as_str()))
                            .collect(),
                    );
                    return Err(RuleError::Illegal(text!(
                        "arctic-refuse-cannot-pay",
                        payer = self.player(payer),
                        payers = payers
                    )));
                }
                self.resolve_step(unit, dir, Some(payer), events);
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
                    return Err(refuse(action, text!("arctic-allowed-kit")));
                }
                let kit =
                    parse_kit(action).ok_or_else(|| RuleError::Malformed(action.to_string()))?;
                let total: usize = kit.iter().map(|&k| k as usize).sum();
                let limit = self.settings.equipment;
                if total > limit {
                    return Err(RuleError::Illegal(text!(
                        "arctic-refuse-kit-over",
                        limit = limit,
                        total = total
                    )));
                }
                if total < limit {
                    return Err(RuleError::Illegal(text!(
                        "arctic-refuse-kit-under",
                        limit = limit
                    )));
                }
                kits.push(kit);
                if kits.len() == unit.len() {
                    self.finish_reequip(unit, &kits, events);
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
            parts.push(text!(
                "arctic-kit-of",
                player = self.player(p),
                pieces = pieces_text(&self.players[p].equipment)
            ));
        }
        self.equipped = true;
        self.step = MoveStep::Choose;
        let who = self.names(unit);
        events.push(self.record(text!(
            "arctic-reequipped",
            players = self.subject(unit),
            kits = parts
        )));
        self.melt_random(text!("arctic-why-reequip", players = who), events);
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
        let who = self.subject(unit);
        let from = self.players[unit[0]].pos;
        let target_terrain = self.terrain_at(entry.target);
        let mut notes = Vec::new();
        if let (Some(piece), Some(payer)) = (entry.piece, payer) {
            let expert = unit
                .iter()
                .find(|&&p| self.players[p].expertise.eases(target_terrain))
                .map(|&p| self.players[p].expertise);
            if self.costs_apply(expert.is_some()) {
                let held = &mut self.players[payer].equipment;
                let i = held
                    .iter()
                    .position(|&e| e == piece)
                    .expect("payer holds the piece");
                held.remove(i);
                notes.push(text!(
                    "arctic-note-spent",
                    player = self.player(payer),
                    piece = piece.text()
                ));
            } else {
                notes.push(text!(
                    "arctic-note-kept",
                    expert = expert.map(Expertise::text).unwrap_or_default(),
                    player = self.player(payer),
                    piece = piece.text()
                ));
            }
        }
        if entry.bridge {
            let i = self.index(entry.target);
            self.terrain[i] = Terrain::Bridge;
            self.players[unit[0]].bridge_used = true;
            notes.push(text!("arctic-note-bridged"));
        }
        for &p in unit {
            if entry.board {
                self.players[p].status = Status::Aboard;
            } else {
                self.players[p].pos = entry.target;
                self.note_route(p, from, entry.target);
            }
        }
        let notes = if notes.is_empty() {
            Text::default()
        } else {
            text!("arctic-notes-after", notes = notes)
        };
        let text = if entry.board {
            text!("arctic-boarded", players = who.clone(), notes = notes)
        } else {
            text!(
                "arctic-went",
                players = who.clone(),
                dir = dir_text(dir),
                terrain = self.terrain_at(entry.target).text(),
                square = crate::engine::Arg::Plain(entry.target.label()),
                notes = notes
            )
        };
        events.push(self.record(text));
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

    /// Adds a step to `seat`'s route (starting it at `from` for a game
    /// saved before routes were kept).
    fn note_route(&mut self, seat: Seat, from: Pos, to: Pos) {
        if self.routes.len() < self.players.len() {
            self.routes.resize(self.players.len(), Vec::new());
        }
        let route = &mut self.routes[seat];
        if route.is_empty() {
            route.push(from);
        }
        route.push(to);
    }

    /// Exit effects: thin ice breaks, a bridge may collapse, a blizzard
    /// takes a random piece from every mover.
    fn leave_square(&mut self, unit: &[Seat], from: Pos, events: &mut Vec<Event>) {
        let who = self.names(unit);
        let has = |game: &Self, e: Expertise| unit.iter().any(|&p| game.players[p].expertise == e);
        match self.terrain_at(from) {
            Terrain::ThinIce => {
                if self.costs_apply(has(self, Expertise::Snowshoer)) {
                    let why = text!("arctic-why-thin-ice-behind", players = who.clone());
                    self.turn_to_crevasse(from, why, events);
                } else {
                    let text = text!(
                        "arctic-snowshoer-kept",
                        square = crate::engine::Arg::Plain(from.label())
                    );
                    events.push(self.record(text));
                }
            }
            // A bridge under an Engineer never collapses; otherwise 1 time in 3.
            Terrain::Bridge if !has(self, Expertise::Engineer) && self.rng.chance(1, 3) => {
                let why = text!("arctic-why-bridge-behind", players = who.clone());
                self.turn_to_crevasse(from, why, events);
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
                    lost.push(text!(
                        "arctic-lost-piece",
                        player = self.player(p),
                        piece = piece.text()
                    ));
                }
            }
            let text = if lost.is_empty() {
                text!("arctic-blizzard-nothing-to-lose", players = who)
            } else {
                text!("arctic-blizzard-took", lost = lost)
            };
            events.push(self.record(text));
        } else {
            events.push(self.record(text!("arctic-explorer-out", players = who)));
        }
    }

    /// Entry effects: a sample is collected, a blizzard melts a square.
    fn enter_square(&mut self, unit: &[Seat], target: Pos, events: &mut Vec<Event>) {
        let who = self.subject(unit);
        if let Some(i) = self.sample_at(target) {
            self.samples[i].taken_by = Some(unit[0]);
            let text = text!(
                "arctic-collected",
                players = who.clone(),
                samples = self.samples_taken(),
                all = super::SAMPLE_COUNT
            );
            events.push(self.record(text));
        }
        if self.in_blizzard(target) {
            let explorer = unit
                .iter()
                .any(|&p| self.players[p].expertise == Expertise::Explorer);
            if self.costs_apply(explorer) {
                self.melt_random(text!("arctic-why-blizzard-entry", players = who), events);
            } else {
                let text = text!("arctic-explorer-in", players = self.names(unit));
                events.push(self.record(text));
            }
        }
    }

    fn resolve_stay(&mut self, unit: &[Seat], events: &mut Vec<Event>) {
        let who = self.subject(unit);
        let pos = self.players[unit[0]].pos;
        let text = text!(
            "arctic-stayed",
            players = who.clone(),
            square = crate::engine::Arg::Plain(pos.label())
        );
        events.push(self.record(text));
        if self.terrain_at(pos) == Terrain::ThinIce {
            let why = text!("arctic-why-thin-ice-under", players = who);
            self.turn_to_crevasse(pos, why, events);
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
