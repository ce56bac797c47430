//! What a move costs and whether it loses the game, read from the public
//! map before the move is made: the piece rough terrain takes, the thin ice
//! that breaks behind the mover, the bridge that may collapse, the piece a
//! blizzard takes on the way out and the square it melts on the way in, the
//! steps left to the ship. A step loses the game for certain when what it
//! surely does (thin ice breaking without a Snowshoer, a blizzard's melt
//! without an Explorer) collapses the floe or cuts a player off for good;
//! it risks it when a 1-in-3 chance would. Chance itself is never read.

use super::moves::Entry;
use super::floe::Change;
use super::{ArcticEscape, Dir, Expertise, MoveStep, Pos, Terrain};
use crate::engine::{Seat, Text};
use crate::text;

/// A choice of a unit's first step, for the sure-loss checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Planned {
    Step(Dir),
    Stay,
    Equip,
}

impl Planned {
    pub(super) const ALL: [Planned; 6] = [
        Planned::Step(Dir::Up),
        Planned::Step(Dir::Down),
        Planned::Step(Dir::Left),
        Planned::Step(Dir::Right),
        Planned::Stay,
        Planned::Equip,
    ];
}

/// What one legal step will cost and may lead to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Outlook {
    /// Why the step surely loses the game.
    pub loss: Option<Text>,
    /// Why it may lose the game (a 1-in-3 chance), when it does not surely.
    pub risk: Option<Text>,
    /// Its costs and effects, shortest first.
    pub costs: Vec<Text>,
}

impl ArcticEscape {
    fn unit_has(&self, unit: &[Seat], expertise: Expertise) -> bool {
        unit.iter()
            .any(|&p| self.players[p].expertise == expertise)
    }

    /// Whether `extra` more melts collapse the floe.
    pub(super) fn melts_lose(&self, extra: usize) -> bool {
        self.melts + extra >= self.settings.max_melts
    }

    /// "collapses the floe (30 of 30 melts)".
    pub(super) fn collapse_text(&self) -> Text {
        text!("arctic-collapses", max = self.settings.max_melts)
    }

    /// Steps from `from` to the ship over squares that are not crevasses,
    /// the boarding step included; `None` when crevasses cut it off.
    pub(super) fn steps_to_ship(&self, from: Pos) -> Option<usize> {
        let goal = self.index(self.boarding_square());
        let start = self.index(from);
        if self.terrain[start] == Terrain::Crevasse || self.terrain[goal] == Terrain::Crevasse {
            return None;
        }
        let mut dist = vec![usize::MAX; self.terrain.len()];
        dist[start] = 0;
        let mut queue = std::collections::VecDeque::from([start]);
        while let Some(i) = queue.pop_front() {
            if i == goal {
                return Some(dist[i] + 1);
            }
            for j in self.neighbour_indices(i) {
                if dist[j] == usize::MAX && self.terrain[j] != Terrain::Crevasse {
                    dist[j] = dist[i] + 1;
                    queue.push_back(j);
                }
            }
        }
        None
    }

    /// "4 steps to the ship" or "the ship is out of reach".
    pub(super) fn ship_distance_text(&self, from: Pos) -> Text {
        match self.steps_to_ship(from) {
            Some(steps) => text!("arctic-ship-steps", steps = steps),
            None => text!("arctic-ship-out-of-reach"),
        }
    }

    /// What leaving the unit's square costs, whichever way it goes: the
    /// thin ice breaks, a bridge may collapse, a blizzard takes a piece.
    pub(super) fn leaving_costs(&self, unit: &[Seat]) -> Vec<Text> {
        let from = self.players[unit[0]].pos;
        let square = crate::engine::Arg::Plain(from.label());
        let mut costs = Vec::new();
        match self.terrain_at(from) {
            Terrain::ThinIce if self.unit_has(unit, Expertise::Snowshoer) => {
                costs.push(text!("arctic-cost-thin-ice-snowshoer", square = square))
            }
            Terrain::ThinIce => costs.push(text!("arctic-cost-thin-ice", square = square)),
            Terrain::Bridge if !self.unit_has(unit, Expertise::Engineer) => {
                costs.push(text!("arctic-cost-bridge", square = square))
            }
            _ => {}
        }
        let holds = unit.iter().any(|&p| !self.players[p].equipment.is_empty());
        if self.in_blizzard(from) && holds {
            costs.push(if self.unit_has(unit, Expertise::Explorer) {
                text!("arctic-cost-blizzard-explorer")
            } else {
                text!("arctic-cost-blizzard")
            });
        }
        costs
    }

    /// The outlook of a legal step of `unit` (see the file's comment).
    pub(super) fn step_outlook(&self, unit: &[Seat], entry: &Entry) -> Outlook {
        let from = self.players[unit[0]].pos;
        let terrain = self.terrain_at(entry.target);
        let mut costs = Vec::new();
        if let Some(piece) = entry.piece {
            let eased = unit.iter().any(|&p| self.players[p].expertise.eases(terrain));
            costs.push(text!(
                "arctic-cost-piece",
                piece = piece.text(),
                eased = usize::from(eased)
            ));
        }
        if entry.bridge {
            costs.push(text!("arctic-cost-builds-bridge"));
        }
        let enters_blizzard = !entry.board && self.in_blizzard(entry.target);
        let explorer = self.unit_has(unit, Expertise::Explorer);
        if !entry.board {
            if terrain == Terrain::ThinIce {
                costs.push(text!("arctic-cost-leave-next-move"));
            }
            if enters_blizzard {
                costs.push(text!(
                    "arctic-cost-blizzard-melt",
                    explorer = usize::from(explorer)
                ));
            }
            if self.sample_at(entry.target).is_some() {
                costs.push(text!("arctic-cost-sample"));
            }
            costs.push(self.ship_distance_text(entry.target));
        }
        let left = self.terrain_at(from);
        let breaks_surely = left == Terrain::ThinIce && !self.unit_has(unit, Expertise::Snowshoer);
        let may_break = (left == Terrain::ThinIce && !breaks_surely)
            || (left == Terrain::Bridge && !self.unit_has(unit, Expertise::Engineer));
        let loss = self.sure_loss(unit, entry);
        let risk = if loss.is_some() {
            None
        } else {
            let broken = breaks_surely || may_break;
            let melts = usize::from(broken) + usize::from(enters_blizzard);
            let chance = may_break || (enters_blizzard && explorer);
            chance
                .then(|| self.loss_after_step(unit, entry, broken, melts))
                .flatten()
                .map(|why| text!("arctic-risk", why = why))
        };
        Outlook { loss, risk, costs }
    }

    /// Why the step of `entry` surely loses the game, if it does: what it
    /// surely does (thin ice breaking without a Snowshoer, a blizzard's melt
    /// without an Explorer) collapses the floe or cuts a player off for good.
    pub(super) fn sure_loss(&self, unit: &[Seat], entry: &Entry) -> Option<Text> {
        let from = self.players[unit[0]].pos;
        let breaks = self.terrain_at(from) == Terrain::ThinIce
            && !self.unit_has(unit, Expertise::Snowshoer);
        let enters_blizzard = !entry.board && self.in_blizzard(entry.target);
        let blizzard_melts = enters_blizzard && !self.unit_has(unit, Expertise::Explorer);
        let melts = usize::from(breaks) + usize::from(blizzard_melts);
        self.loss_after_step(unit, entry, breaks, melts)
    }

    /// Whether `unit`'s choice `choice` of its first step surely loses the
    /// game: a step the game marks so, a stay on thin ice (they fall in), a
    /// re-equip whose melt collapses the floe. `None` when it is not legal.
    pub(super) fn choice_loses(&self, unit: &[Seat], choice: Planned) -> Option<bool> {
        match choice {
            Planned::Step(dir) => {
                let entry = self.check_step(unit, dir).ok()?;
                Some(self.sure_loss(unit, &entry).is_some())
            }
            Planned::Stay => {
                self.check_stay(unit).ok()?;
                let at = self.players[unit[0]].pos;
                Some(self.terrain_at(at) == Terrain::ThinIce)
            }
            Planned::Equip => (!self.equipped && !self.boarding).then(|| self.melts_lose(1)),
        }
    }

    /// For the move `unit` is about to make with `action`: whether the
    /// choice it carries out surely loses the game (`None` when it does
    /// not, or the action carries out no choice), and if so whether
    /// another choice of the move would not have (`Some(true)`).
    pub(super) fn sure_loss_of_action(&self, unit: &[Seat], action: &str) -> Option<bool> {
        let planned = match &self.step {
            MoveStep::Choose if action == "stay" => Planned::Stay,
            MoveStep::Choose => Planned::Step(Dir::parse(action)?),
            MoveStep::Pay { dir } if action.starts_with("pay") => Planned::Step(*dir),
            MoveStep::Equip { kits } if action.starts_with("kit") && kits.len() + 1 == unit.len() => {
                Planned::Equip
            }
            _ => return None,
        };
        if self.choice_loses(unit, planned) != Some(true) {
            return None;
        }
        Some(
            Planned::ALL
                .into_iter()
                .any(|other| self.choice_loses(unit, other) == Some(false)),
        )
    }

    /// Why the game is lost once `unit` has made the step of `entry`, the
    /// square it left broken into a crevasse when `broken`, with `melts`
    /// more melts counted; `None` when play goes on (or the step wins).
    pub(super) fn loss_after_step(
        &self,
        unit: &[Seat],
        entry: &Entry,
        broken: bool,
        melts: usize,
    ) -> Option<Text> {
        let from = self.players[unit[0]].pos;
        let cause = if broken {
            text!("arctic-cause-breaks", square = crate::engine::Arg::Plain(from.label()))
        } else if entry.bridge {
            text!("arctic-cause-bridge-used")
        } else {
            text!("arctic-cause-blizzard-melt")
        };
        let last_aboard = entry.board && self.ashore().all(|p| unit.contains(&p));
        if last_aboard {
            return None;
        }
        if melts > 0 && self.melts_lose(melts) {
            return Some(text!(
                "arctic-loss-collapse",
                cause = cause,
                collapse = self.collapse_text()
            ));
        }
        if !broken && !entry.bridge {
            return None;
        }
        let change = Change {
            broken: broken.then(|| self.index(from)),
            bridged: entry.bridge.then(|| self.index(entry.target)),
            unit,
            to: (!entry.board).then_some(entry.target),
        };
        let kind = self.cut_off_in(&change)?;
        // The bridge just built uses up the Engineer's ability.
        let used_now = |p: Seat| (entry.bridge && p == unit[0]) || (entry.board && unit.contains(&p));
        let can_bridge = self.ashore().any(|p| {
            let player = &self.players[p];
            player.expertise == Expertise::Engineer && !player.bridge_used && !used_now(p)
        });
        let reason = self.cut_off_text(kind);
        (!can_bridge).then(|| text!("arctic-loss-cut-off", cause = cause, reason = reason))
    }
}
