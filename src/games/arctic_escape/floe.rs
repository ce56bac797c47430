//! What runs after every change: melts (random ones, broken thin ice,
//! collapsed bridges), falls, the floe's collapse, the win, the cut-off
//! search with the Engineer's warning, and the invariants for soak tests.

use super::{ArcticEscape, End, Expertise, Loss, LossCause, Phase, Pos, Status, Terrain};
use crate::engine::{Event, Seat, Text};
use crate::text;

impl ArcticEscape {
    /// Melts one random square (not already a crevasse; not an occupied one
    /// when `melt_occupied` is off). With nothing left to melt the floe still
    /// weakens: the count goes up.
    pub(super) fn melt_random(&mut self, why: Text, events: &mut Vec<Event>) {
        if self.end.is_some() {
            return;
        }
        let occupied: Vec<Pos> = self.ashore().map(|p| self.players[p].pos).collect();
        let candidates: Vec<Pos> = self
            .all_squares()
            .filter(|&p| self.terrain_at(p) != Terrain::Crevasse)
            .filter(|p| self.settings.melt_occupied || !occupied.contains(p))
            .collect();
        if candidates.is_empty() {
            self.melts += 1;
            let text = text!(
                "arctic-melt-nothing-left",
                why = why,
                melts = self.melts,
                max = self.settings.max_melts
            );
            events.push(self.record(text));
            self.check_floe(events);
            return;
        }
        let pos = candidates[self.rng.below(candidates.len())];
        self.turn_to_crevasse(pos, why, events);
    }

    /// A square turns into a crevasse (a melt, broken thin ice, a collapsed
    /// bridge): anyone on it falls in; then the floe and cut-off checks run.
    pub(super) fn turn_to_crevasse(&mut self, pos: Pos, why: Text, events: &mut Vec<Event>) {
        let old = self.terrain_at(pos);
        let i = self.index(pos);
        self.terrain[i] = Terrain::Crevasse;
        self.melts += 1;
        let text = text!(
            "arctic-melted",
            why = why,
            terrain = old.text(),
            square = crate::engine::Arg::Plain(pos.label()),
            melts = self.melts,
            max = self.settings.max_melts
        );
        events.push(self.record(text));
        let victims = self.players_at(pos);
        if !victims.is_empty() {
            for &p in &victims {
                self.players[p].status = Status::Fallen;
            }
            let reason = text!(
                "arctic-reason-fell",
                players = self.subject(&victims),
                square = crate::engine::Arg::Plain(pos.label())
            );
            self.lose(reason, LossCause::Fall, events);
            return;
        }
        self.check_floe(events);
        self.check_cut_off(events);
    }

    fn check_floe(&mut self, events: &mut Vec<Event>) {
        if self.melts >= self.settings.max_melts {
            let reason = text!("arctic-reason-collapsed", melts = self.melts);
            self.lose(reason, LossCause::Melts, events);
        }
    }

    pub(super) fn lose(&mut self, reason: Text, cause: LossCause, events: &mut Vec<Event>) {
        if self.end.is_some() {
            return;
        }
        let text = text!("arctic-lost", reason = reason.clone());
        events.push(self.record(text).notify());
        self.warning = None;
        let loss = Loss {
            cause,
            own_move: false,
            avoidable: false,
        };
        self.end = Some(End {
            won: false,
            reason,
            loss: Some(loss),
        });
        self.phase = Phase::Over;
    }

    pub(super) fn win(&mut self, events: &mut Vec<Event>) {
        let text = text!(
            "arctic-won",
            samples = self.samples_taken(),
            all = super::SAMPLE_COUNT
        );
        events.push(self.record(text).notify());
        self.warning = None;
        self.end = Some(End {
            won: true,
            reason: text!("arctic-reason-boarded"),
            loss: None,
        });
        self.phase = Phase::Over;
    }

    /// The indices of the squares next to square `i` (no diagonals).
    pub(super) fn neighbour_indices(&self, i: usize) -> impl Iterator<Item = usize> {
        let (w, n) = (self.width(), self.terrain.len());
        [
            i.checked_sub(w),
            Some(i + w).filter(|&j| j < n),
            i.checked_sub(1).filter(|_| !i.is_multiple_of(w)),
            Some(i + 1).filter(|j| !j.is_multiple_of(w)),
        ]
        .into_iter()
        .flatten()
    }

    /// Squares reachable from `start` over anything but crevasses (by index).
    pub(super) fn reachable_from(&self, start: Pos) -> Vec<bool> {
        self.reachable_in(&Change::NONE, start)
    }

    /// [`Self::reachable_from`] on the map as `change` would leave it.
    fn reachable_in(&self, change: &Change, start: Pos) -> Vec<bool> {
        let mut seen = vec![false; self.terrain.len()];
        let s = self.index(start);
        if change.terrain(self, s) == Terrain::Crevasse {
            return seen;
        }
        let mut stack = vec![s];
        seen[s] = true;
        while let Some(i) = stack.pop() {
            for j in self.neighbour_indices(i) {
                if !seen[j] && change.terrain(self, j) != Terrain::Crevasse {
                    seen[j] = true;
                    stack.push(j);
                }
            }
        }
        seen
    }

    /// Whether `count` players could all stand on `pos` to board together.
    pub(super) fn can_gather_on(&self, pos: Pos, count: usize) -> bool {
        gathers(self.terrain_at(pos), count)
    }

    /// Why the players can no longer all board in the same turn, if so: a
    /// search over the non-crevasse squares from the first player ashore.
    pub(super) fn cut_off_reason(&self) -> Option<Text> {
        self.cut_off_in(&Change::NONE)
            .map(|kind| self.cut_off_text(kind))
    }

    /// The cut-off found on the map as `change` would leave it (the
    /// current map for [`Change::NONE`]), without copying the game.
    pub(super) fn cut_off_in(&self, change: &Change) -> Option<CutOff> {
        let ashore: Vec<(Seat, Pos)> = self
            .ashore()
            .filter_map(|p| change.position(self, p).map(|pos| (p, pos)))
            .collect();
        let &(first, start) = ashore.first()?;
        let reach = self.reachable_in(change, start);
        if let Some(&(other, _)) = ashore.iter().find(|&&(_, pos)| !reach[self.index(pos)]) {
            return Some(CutOff::Split {
                player: other,
                from: first,
            });
        }
        let last = self.height() - 1;
        let mut any_row = false;
        for c in 0..self.width() {
            let i = self.index(Pos::new(last, c));
            if reach[i] {
                any_row = true;
                if gathers(change.terrain(self, i), ashore.len()) {
                    return None;
                }
            }
        }
        Some(if any_row {
            CutOff::SingleFile
        } else {
            CutOff::NoLastRow
        })
    }

    /// The public sentence of a cut-off.
    pub(super) fn cut_off_text(&self, kind: CutOff) -> Text {
        match kind {
            CutOff::Split { player, from } => text!(
                "arctic-reason-split",
                player = self.player(player),
                from = self.player(from)
            ),
            CutOff::NoLastRow => {
                let ashore: Vec<Seat> = self.ashore().collect();
                text!("arctic-reason-cut-off", players = self.names(&ashore))
            }
            CutOff::SingleFile => text!("arctic-reason-single-file"),
        }
    }

    pub(super) fn engineer_can_bridge(&self) -> bool {
        self.ashore().any(|p| {
            self.players[p].expertise == Expertise::Engineer && !self.players[p].bridge_used
        })
    }

    /// After every change: a cut-off loses the game, or only warns while an
    /// Engineer still has their bridge.
    pub(super) fn check_cut_off(&mut self, events: &mut Vec<Event>) {
        if self.end.is_some() {
            return;
        }
        match self.cut_off_in(&Change::NONE) {
            None => self.warning = None,
            Some(kind) if self.engineer_can_bridge() => {
                let reason = self.cut_off_text(kind);
                if self.warning.is_none() {
                    let text = text!("arctic-warning", reason = reason.clone());
                    events.push(self.record(text).notify());
                }
                self.warning = Some(reason);
            }
            Some(kind) => {
                let reason = self.cut_off_text(kind);
                self.lose(reason, kind.cause(), events)
            }
        }
    }

    /// The conservation rules, for soak tests.
    pub(super) fn invariants(&self) -> Result<(), String> {
        let s = &self.settings;
        if self.terrain.len() != s.width * s.height || self.ship_col >= s.width {
            return Err("map size or ship column out of range".into());
        }
        if self.melts > s.max_melts {
            return Err(format!(
                "{} melts exceed the maximum {}",
                self.melts, s.max_melts
            ));
        }
        for (seat, p) in self.players.iter().enumerate() {
            if p.equipment.len() > s.equipment {
                return Err(format!(
                    "{} holds {} pieces, over the limit",
                    p.name,
                    p.equipment.len()
                ));
            }
            if !p.equipment.windows(2).all(|w| w[0] <= w[1]) {
                return Err(format!("{}'s equipment is not sorted", p.name));
            }
            if p.pos.row >= s.height || p.pos.col >= s.width {
                return Err(format!("{} is off the map", p.name));
            }
            match p.status {
                Status::Ashore if self.terrain_at(p.pos) == Terrain::Crevasse => {
                    return Err(format!("{} stands on a crevasse", p.name));
                }
                Status::Fallen if !matches!(self.end, Some(End { won: false, .. })) => {
                    return Err(format!("{} fell in but the game is not lost", p.name));
                }
                Status::Aboard
                    if !(self.boarding || matches!(self.end, Some(End { won: true, .. }))) =>
                {
                    return Err(format!("{} is aboard outside a boarding turn", p.name));
                }
                _ => {}
            }
            if p.ashore() {
                let leader = &self.players[p.group];
                if p.group > seat
                    || leader.group != p.group
                    || !leader.ashore()
                    || leader.pos != p.pos
                {
                    return Err(format!(
                        "{}'s group is not led by its lowest seat on the same square",
                        p.name
                    ));
                }
            }
        }
        for pos in self.all_squares() {
            if self.terrain_at(pos).single_file() && self.players_at(pos).len() > 1 {
                return Err(format!("{} holds more than one player", pos.label()));
            }
        }
        if self.samples.len() != super::SAMPLE_COUNT {
            return Err("samples are not conserved".into());
        }
        if self.blizzards.len() > s.max_blizzards {
            return Err("too many blizzards".into());
        }
        if (self.phase == Phase::Over) != self.end.is_some() {
            return Err("phase and end disagree".into());
        }
        if self.phase == Phase::Moving && self.current_unit().is_empty() {
            return Err("movement phase with nobody to move".into());
        }
        if self.warning.is_some() && !self.engineer_can_bridge() {
            return Err("cut-off warning without an Engineer's bridge left".into());
        }
        Ok(())
    }
}

/// Whether `count` players could all stand on a square of `terrain`.
fn gathers(terrain: Terrain, count: usize) -> bool {
    terrain != Terrain::Crevasse && (count <= 1 || !terrain.single_file())
}

/// What the cut-off search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum CutOff {
    /// `player` can no longer reach `from`.
    Split { player: Seat, from: Seat },
    /// Nobody can reach the last row.
    NoLastRow,
    /// The last row is reached only on single-file squares.
    SingleFile,
}

impl CutOff {
    pub(super) fn cause(self) -> LossCause {
        match self {
            CutOff::Split { .. } | CutOff::SingleFile => LossCause::Split,
            CutOff::NoLastRow => LossCause::CutOff,
        }
    }
}

/// A change the cut-off search may assume without copying the game: a
/// square turned into a crevasse, a crevasse bridged, a unit moved (or
/// aboard).
#[derive(Clone, Copy, Debug)]
pub(super) struct Change<'a> {
    pub broken: Option<usize>,
    pub bridged: Option<usize>,
    pub unit: &'a [Seat],
    /// Where the unit stands after it; `None`: aboard.
    pub to: Option<Pos>,
}

impl Change<'_> {
    pub(super) const NONE: Change<'static> = Change {
        broken: None,
        bridged: None,
        unit: &[],
        to: None,
    };

    pub(super) fn terrain(&self, game: &ArcticEscape, i: usize) -> Terrain {
        if self.broken == Some(i) {
            Terrain::Crevasse
        } else if self.bridged == Some(i) {
            Terrain::Bridge
        } else {
            game.terrain[i]
        }
    }

    /// Where seat `p` (ashore) stands after the change; `None`: aboard.
    fn position(&self, game: &ArcticEscape, p: Seat) -> Option<Pos> {
        if self.unit.contains(&p) {
            self.to
        } else {
            Some(game.players[p].pos)
        }
    }
}
