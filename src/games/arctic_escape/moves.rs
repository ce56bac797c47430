//! What a player or group may do on its move (phase 2): the legality of each
//! step (map edges, crevasses and the Engineer's bridge, single-file bridges
//! and thin ice, the piece rough terrain needs, boarding only when all can),
//! the thin-ice stay rule, re-equip kits, and the prompts with their choices.
//! `resolve.rs` carries a chosen move out.

use super::{ArcticEscape, Dir, Equip, Expertise, Kit, MoveStep, Pos, Terrain};
use crate::engine::{Choice, ChoiceStyle, Prompt, Seat};

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

/// "Sled, Rope" or "nothing".
pub(super) fn pieces_text(pieces: &[Equip]) -> String {
    if pieces.is_empty() {
        "nothing".to_string()
    } else {
        pieces
            .iter()
            .map(|e| e.name())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// "Up", "Down", "Left", "Right".
fn dir_word(dir: Dir) -> String {
    let code = dir.code();
    format!("{}{}", code[..1].to_uppercase(), &code[1..])
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
    pub(super) fn check_step(&self, unit: &[Seat], dir: Dir) -> Result<Entry, String> {
        let lead = &self.players[unit[0]];
        let from = lead.pos;
        let who = self.names_of(unit);
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
                return Err(format!(
                    "{who} cannot go down from {}: that leaves the map. The ship lies below {}, the only square to board from",
                    from.label(),
                    boarding_square.label()
                ));
            }
            if !self.can_board() {
                return Err(format!(
                    "everyone must board in the same turn: boarding opens when all players still ashore stand on {} with their moves still to come",
                    boarding_square.label()
                ));
            }
            entry.board = true;
            return Ok(entry);
        }
        if self.boarding {
            return Err(
                "boarding is under way: everyone still ashore must board now (`down`)".into(),
            );
        }
        let Some(target) = self.neighbour(from, dir) else {
            return Err(format!(
                "{who} cannot go {} from {}: that leaves the map",
                dir.code(),
                from.label()
            ));
        };
        entry.target = target;
        let terrain = self.terrain_at(target);
        let at = format!("{} at {}", terrain.name(), target.label());
        match terrain {
            Terrain::Crevasse => {
                let engineer = lead.expertise == Expertise::Engineer;
                if unit.len() == 1 && engineer && !lead.bridge_used && lead.holds(Equip::Rope) {
                    entry.bridge = true;
                } else if unit.len() == 1 && engineer && !lead.bridge_used {
                    return Err(format!(
                        "the Engineer needs Rope to bridge the crevasse at {}: re-equip first",
                        target.label()
                    ));
                } else if unit.len() == 1 && engineer {
                    return Err(format!(
                        "{} has already built their one bridge: the crevasse at {} cannot be entered",
                        lead.name,
                        target.label()
                    ));
                } else {
                    return Err(format!(
                        "the crevasse at {} cannot be entered (only a lone Engineer carrying Rope may bridge one, once per game)",
                        target.label()
                    ));
                }
            }
            Terrain::ThinIce | Terrain::Bridge => {
                if unit.len() > 1 {
                    return Err(format!(
                        "{at} holds one player at a time: a group cannot enter it"
                    ));
                }
                let there = self.players_at(target);
                if !there.is_empty() {
                    return Err(format!(
                        "{at} is already occupied by {}",
                        self.names_of(&there)
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
                    return Err(format!(
                        "entering {at} needs a {}: nobody in {who}'s party has one. Re-equip first",
                        piece.name()
                    ));
                }
            }
            Terrain::Ice => {}
        }
        Ok(entry)
    }

    /// Staying is allowed except on thin ice while a way off exists, and
    /// while boarding is under way.
    pub(super) fn check_stay(&self, unit: &[Seat]) -> Result<(), String> {
        if self.boarding {
            return Err(
                "boarding is under way: everyone still ashore must board now (`down`)".into(),
            );
        }
        let pos = self.players[unit[0]].pos;
        if self.terrain_at(pos) == Terrain::ThinIce {
            let ways: Vec<&str> = Dir::ALL
                .into_iter()
                .filter(|&d| self.check_step(unit, d).is_ok())
                .map(Dir::code)
                .collect();
            if !ways.is_empty() {
                return Err(format!(
                    "{} must leave the thin ice on this move (staying means falling in): go {}",
                    self.names_of(unit),
                    ways.join(" or ")
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
                    let piece = entry.piece.map(Equip::name).unwrap_or("piece");
                    for &p in &entry.payers {
                        choices.push(Choice::new(
                            format!("pay{}", p + 1),
                            format!("{} gives the {piece}", self.players[p].name),
                        ));
                    }
                }
                choices.push(Choice::new("back", "Back").style(ChoiceStyle::Secondary));
            }
            MoveStep::Equip { kits } => {
                let member = &self.players[unit[kits.len().min(unit.len() - 1)]];
                for kit in all_kits(self.settings.equipment) {
                    let mut choice = Choice::new(kit_code(kit), pieces_text(&kit_pieces(kit)));
                    if kit_pieces(kit) == member.equipment {
                        choice = choice.hint("what they hold now");
                    }
                    choices.push(choice);
                }
                choices.push(Choice::new("back", "Back").style(ChoiceStyle::Secondary));
            }
        }
        choices
    }

    /// Stay: a loss on thin ice with no way off; refused on thin ice with
    /// one, and while boarding.
    fn stay_choice(&self, unit: &[Seat]) -> Choice {
        if let Err(why) = self.check_stay(unit) {
            return Choice::new("stay", "Stay").hint(why).disabled_if(true);
        }
        let pos = self.players[unit[0]].pos;
        if self.terrain_at(pos) == Terrain::ThinIce {
            Choice::new("stay", "⚠ Stay: the game is lost")
                .hint(format!(
                    "no way off: the thin ice at {} gives way under {}",
                    pos.label(),
                    self.names_of(unit)
                ))
                .style(ChoiceStyle::Danger)
        } else {
            Choice::new("stay", "Stay").style(ChoiceStyle::Secondary)
        }
    }

    /// Re-equip: once a move, not while boarding; its melt may be the one
    /// that collapses the floe.
    fn equip_choice(&self) -> Choice {
        let why_not = if self.boarding {
            Some("boarding is under way")
        } else if self.equipped {
            Some("already re-equipped this move")
        } else {
            None
        };
        match why_not {
            Some(why) => Choice::new("equip", "Re-equip")
                .hint(why)
                .disabled_if(true),
            None if self.melts_lose(1) => Choice::new("equip", "⚠ Re-equip: the game is lost")
                .hint(format!("its melt {}", self.collapse_text()))
                .style(ChoiceStyle::Danger),
            None => Choice::new("equip", "Re-equip")
                .hint("drop pieces and refill everyone to the limit; melts one square"),
        }
    }

    /// A direction the unit cannot take now, greyed, with the reason.
    fn blocked_step_choice(&self, unit: &[Seat], dir: Dir, why: String) -> Choice {
        let from = self.players[unit[0]].pos;
        let label = match self.neighbour(from, dir) {
            Some(target) => format!(
                "{} to {} {}",
                dir_word(dir),
                self.terrain_at(target).name(),
                target.label()
            ),
            None => dir_word(dir),
        };
        Choice::new(dir.code(), label).hint(why).disabled_if(true)
    }

    /// A legal step: where it goes, and in its hint what it costs, risks
    /// and leaves (see [`Self::step_outlook`]); a step that loses the game
    /// says so in its label.
    fn step_choice(&self, unit: &[Seat], dir: Dir, entry: &Entry) -> Choice {
        let outlook = self.step_outlook(unit, entry);
        let mut choice = if entry.board {
            Choice::new("down", "Board the ship").style(ChoiceStyle::Primary)
        } else {
            let terrain = self.terrain_at(entry.target);
            let label = format!(
                "{} to {} {}",
                dir_word(dir),
                terrain.name(),
                entry.target.label()
            );
            Choice::new(dir.code(), label)
        };
        if outlook.loss.is_some() {
            choice.label = format!("⚠ {}: the game is lost", choice.label).into();
            choice = choice.style(ChoiceStyle::Danger);
        }
        let notes: Vec<String> = outlook
            .loss
            .into_iter()
            .chain(outlook.risk)
            .chain(outlook.costs)
            .collect();
        if !notes.is_empty() {
            choice = choice.hint(notes.join("; "));
        }
        choice
    }

    /// The first step's question, with what leaving the square costs, the
    /// ship's distance and a line for each step that loses the game.
    fn choose_text(&self, unit: &[Seat]) -> String {
        let from = self.players[unit[0]].pos;
        let mut lines = vec![format!(
            "Turn {}: {} to move from {}{}; {}.",
            self.turn,
            self.names_of(unit),
            from.label(),
            if self.equipped { " (re-equipped)" } else { "" },
            self.ship_distance_text(from)
        )];
        let leaving = self.leaving_costs(unit);
        if !leaving.is_empty() {
            lines.push(format!("Leaving {}: {}.", from.label(), leaving.join("; ")));
        }
        for dir in Dir::ALL {
            if let Ok(entry) = self.check_step(unit, dir) {
                if let Some(loss) = self.step_outlook(unit, &entry).loss {
                    lines.push(format!("⚠ {}: {loss}, the game is lost.", dir_word(dir)));
                }
            }
        }
        lines.join("\n")
    }

    pub(super) fn move_prompts(&self) -> Vec<Prompt> {
        let unit = self.current_unit();
        if unit.is_empty() {
            return Vec::new();
        }
        let who = self.names_of(&unit);
        let text = match &self.step {
            MoveStep::Choose => self.choose_text(&unit),
            MoveStep::Pay { dir } => format!("{who}: who gives up the piece to go {}?", dir.code()),
            MoveStep::Equip { kits } => {
                let member = unit[kits.len().min(unit.len() - 1)];
                format!(
                    "Re-equip: choose {}'s {} pieces ({} of {}).",
                    self.players[member].name,
                    self.settings.equipment,
                    kits.len() + 1,
                    unit.len()
                )
            }
        };
        let choices = self.move_choices(&unit);
        unit.iter()
            .map(|&seat| Prompt {
                seat,
                text: text.clone().into(),
                choices: choices.clone(),
            })
            .collect()
    }
}
