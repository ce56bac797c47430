//! The bot. Every seat sees the same public board, so the bot's choice is a
//! function of the state alone (any prompted seat answers the same): it picks
//! a meeting column on the last row that is cheapest for everyone, walks the
//! cheapest safe path there (Dijkstra over entry costs for its equipment and
//! expertise), re-equips only when the next square needs a piece it lacks,
//! meets the others first and goes on as one group when that leaves fewer
//! squares for the random melts to strike (see [`rendezvous`]),
//! groups with everyone on its square when the group can go on together,
//! moves the ship toward the meeting column, and boards only when all can
//! board that turn. It never takes a choice the game marks as a sure loss
//! while another is not, and never leaves thin ice or a bridge whose break
//! behind it would split the party or cut a teammate off when another way
//! exists (a 1-in-3 chance of it makes the way much dearer).

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::moves::{all_kits, kit_code};
use super::outlook::Planned;
use super::{ArcticEscape, Dir, Equip, Expertise, Kit, MoveStep, Phase, Pos, Terrain};
use crate::engine::{Game, Seat};

const STEP: u32 = 10;
const UNREACHABLE: u32 = u32::MAX;
/// Extra cost of each column the ship would have to move: one melt each,
/// which may strike anyone ashore and brings the collapse nearer, so a
/// column moved weighs as much as five steps walked (measured: 25 won
/// 530 of 1,000 three-seat games, 50 won 570, 150 won 561).
const SHIP_MOVE_COST: u32 = 50;

/// A player or group as the planner sees it.
struct Party {
    seats: Vec<Seat>,
    size: usize,
    experts: Vec<Expertise>,
    /// Holds at least one Sled / Rope / Raft.
    held: [bool; 3],
    can_bridge: bool,
}

impl Party {
    fn of(game: &ArcticEscape, members: &[Seat]) -> Party {
        let mut held = [false; 3];
        for &p in members {
            for e in &game.players[p].equipment {
                held[e.index()] = true;
            }
        }
        let lead = &game.players[members[0]];
        Party {
            seats: members.to_vec(),
            size: members.len(),
            experts: members.iter().map(|&p| game.players[p].expertise).collect(),
            held,
            can_bridge: members.len() == 1
                && lead.expertise == Expertise::Engineer
                && !lead.bridge_used,
        }
    }

    fn has(&self, e: Expertise) -> bool {
        self.experts.contains(&e)
    }
}

/// What the planner looks up per square, gathered once per decision.
struct Sight {
    occupied: Vec<bool>,
    blizzard: Vec<bool>,
    sample: Vec<bool>,
    /// For each thin-ice or bridge square, the map as it would be with
    /// that square broken into a crevasse.
    broken: Vec<Option<Broken>>,
}

/// The map with one single-file square broken: its regions (squares
/// connected over non-crevasses), how many players ashore stand in each
/// and whether each holds a last-row square where everyone can gather.
struct Broken {
    region: Vec<u16>,
    players: Vec<usize>,
    gathers: Vec<bool>,
}

const NO_REGION: u16 = u16::MAX;

impl Broken {
    fn of(game: &ArcticEscape, broken: usize) -> Broken {
        let n = game.terrain.len();
        let open = |i: usize| i != broken && game.terrain[i] != Terrain::Crevasse;
        let mut region = vec![NO_REGION; n];
        let mut count = 0u16;
        let mut stack = Vec::new();
        for s in 0..n {
            if region[s] != NO_REGION || !open(s) {
                continue;
            }
            region[s] = count;
            stack.push(s);
            while let Some(i) = stack.pop() {
                for j in game.neighbour_indices(i) {
                    if region[j] == NO_REGION && open(j) {
                        region[j] = count;
                        stack.push(j);
                    }
                }
            }
            count += 1;
        }
        let mut players = vec![0; count as usize];
        for p in game.ashore() {
            let r = region[game.index(game.players[p].pos)];
            if r != NO_REGION {
                players[r as usize] += 1;
            }
        }
        let ashore = game.ashore().count();
        let mut gathers = vec![false; count as usize];
        let last = game.height() - 1;
        for c in 0..game.width() {
            let pos = Pos::new(last, c);
            let r = region[game.index(pos)];
            if r != NO_REGION && game.can_gather_on(pos, ashore) {
                gathers[r as usize] = true;
            }
        }
        Broken {
            region,
            players,
            gathers,
        }
    }

    /// Whether `unit`, having left the broken square for square `to`,
    /// still has everyone else on its side and a last-row square to
    /// gather on: breaking it behind them splits nobody.
    fn splits_nobody(&self, game: &ArcticEscape, unit: &[Seat], to: usize) -> bool {
        let r = self.region[to];
        if r == NO_REGION || !self.gathers[r as usize] {
            return false;
        }
        let in_region = |p: Seat| self.region[game.index(game.players[p].pos)] == r;
        let unit_there = unit.iter().filter(|&&p| in_region(p)).count();
        let others = game.ashore().count() - unit.len();
        self.players[r as usize] - unit_there == others
    }
}

impl Sight {
    fn of(game: &ArcticEscape) -> Sight {
        let n = game.terrain.len();
        let mut sight = Sight {
            occupied: vec![false; n],
            blizzard: vec![false; n],
            sample: vec![false; n],
            broken: Vec::new(),
        };
        for p in game.ashore() {
            sight.occupied[game.index(game.players[p].pos)] = true;
        }
        for b in &game.blizzards {
            for pos in b.squares(game.width(), game.height()) {
                sight.blizzard[game.index(pos)] = true;
            }
        }
        for s in game.samples.iter().filter(|s| s.taken_by.is_none()) {
            sight.sample[game.index(s.pos)] = true;
        }
        sight.broken = (0..n)
            .map(|i| game.terrain[i].single_file().then(|| Broken::of(game, i)))
            .collect();
        sight
    }
}

/// Cost of entering square `i` (ten per step plus the risks), `None` if impassable.
fn enter_cost(game: &ArcticEscape, sight: &Sight, party: &Party, i: usize) -> Option<u32> {
    let terrain = game.terrain[i];
    let mut cost = STEP;
    match terrain {
        Terrain::Crevasse if party.can_bridge => cost += 200,
        Terrain::Crevasse => return None,
        Terrain::ThinIce | Terrain::Bridge => {
            if party.size > 1 || sight.occupied[i] {
                return None;
            }
            cost += match terrain {
                Terrain::ThinIce if party.has(Expertise::Snowshoer) => 4,
                Terrain::ThinIce => 12,
                _ if party.has(Expertise::Engineer) => 0,
                _ => 4,
            };
        }
        Terrain::Snow | Terrain::Mountain | Terrain::Water => {
            let piece = terrain.needs().expect("rough terrain needs a piece");
            let expert = party.experts.iter().any(|e| e.eases(terrain));
            cost += match (party.held[piece.index()], expert) {
                (true, true) => 2,
                (true, false) => 6,
                (false, true) => 18,
                (false, false) => 24,
            };
        }
        Terrain::Ice => {}
    }
    if sight.blizzard[i] {
        cost += if party.has(Expertise::Explorer) {
            4
        } else {
            14
        };
    }
    if sight.sample[i] {
        cost -= 4;
    }
    Some(cost)
}

const NOWHERE: usize = usize::MAX;
/// Extra cost of leaving a bridge or thin ice that a 1-in-3 chance would
/// break behind the party into a crevasse that splits it.
const SPLIT_RISK_COST: u32 = 150;

/// The extra cost of leaving square `i` for each neighbour: `None` when
/// the thin ice surely breaks behind the party and splits the players or
/// cuts them off from the ship; a high price when a 1-in-3 chance would
/// (thin ice under a Snowshoer, a bridge without an Engineer).
fn exit_cost<'a>(
    game: &'a ArcticEscape,
    sight: &'a Sight,
    party: &'a Party,
    i: usize,
) -> impl Fn(usize) -> Option<u32> + 'a {
    let sure = match game.terrain[i] {
        Terrain::ThinIce => Some(!party.has(Expertise::Snowshoer)),
        Terrain::Bridge if !party.has(Expertise::Engineer) => Some(false),
        _ => None,
    };
    let broken = sight.broken.get(i).and_then(Option::as_ref);
    move |j| match (sure, broken) {
        (Some(sure), Some(broken)) if !broken.splits_nobody(game, &party.seats, j) => {
            (!sure).then_some(SPLIT_RISK_COST)
        }
        _ => Some(0),
    }
}

/// Cheapest costs from a start square to every square (by index), with
/// predecessors. Works on indices with the entry costs computed once, as
/// the bot runs it several times per decision.
struct Plan {
    dist: Vec<u32>,
    prev: Vec<usize>,
}

fn plan_from(game: &ArcticEscape, sight: &Sight, party: &Party, start: Pos) -> Plan {
    let n = game.terrain.len();
    let costs: Vec<u32> = (0..n)
        .map(|i| enter_cost(game, sight, party, i).unwrap_or(UNREACHABLE))
        .collect();
    let mut dist = vec![UNREACHABLE; n];
    let mut prev = vec![NOWHERE; n];
    // Heap entries pack (distance, square) into one u64 so that comparing
    // them stays cheap in debug builds too.
    let mut heap = BinaryHeap::new();
    let s = game.index(start);
    dist[s] = 0;
    heap.push(Reverse(s as u64));
    while let Some(Reverse(key)) = heap.pop() {
        let (d, i) = ((key >> 32) as u32, (key & 0xFFFF_FFFF) as usize);
        if d > dist[i] {
            continue;
        }
        let leaving = exit_cost(game, sight, party, i);
        for j in game.neighbour_indices(i) {
            if costs[j] == UNREACHABLE {
                continue;
            }
            let Some(extra) = leaving(j) else {
                continue;
            };
            let nd = d + costs[j] + extra;
            if nd < dist[j] {
                dist[j] = nd;
                prev[j] = i;
                heap.push(Reverse(((nd as u64) << 32) | j as u64));
            }
        }
    }
    Plan { dist, prev }
}

impl Plan {
    /// The squares from just after the start to `target`, if reachable.
    fn path_to(&self, game: &ArcticEscape, target: Pos) -> Option<Vec<Pos>> {
        let mut at = game.index(target);
        if self.dist[at] == UNREACHABLE {
            return None;
        }
        let w = game.width();
        let mut path = Vec::new();
        while self.prev[at] != NOWHERE {
            path.push(Pos::new(at / w, at % w));
            at = self.prev[at];
        }
        path.reverse();
        Some(path)
    }
}

fn dir_towards(from: Pos, to: Pos) -> Dir {
    if to.row < from.row {
        Dir::Up
    } else if to.row > from.row {
        Dir::Down
    } else if to.col < from.col {
        Dir::Left
    } else {
        Dir::Right
    }
}

/// Where a player or group heads: the last-row square that can hold everyone,
/// cheapest to reach counting each column the ship would have to move.
fn unit_target(game: &ArcticEscape, plan: &Plan) -> Option<Pos> {
    let last = game.height() - 1;
    let count = game.ashore().count();
    (0..game.width())
        .map(|col| Pos::new(last, col))
        .filter(|&pos| game.can_gather_on(pos, count) && plan.dist[game.index(pos)] != UNREACHABLE)
        .min_by_key(|&pos| {
            let shift = pos.col.abs_diff(game.ship_col);
            (
                plan.dist[game.index(pos)] + SHIP_MOVE_COST * shift as u32,
                shift,
            )
        })
}

/// The last-row column where everyone should meet (the ship's goal):
/// cheapest in total for all players ashore, counting each column the ship
/// must move.
fn meeting_col(game: &ArcticEscape, sight: &Sight) -> usize {
    let ashore: Vec<Seat> = game.ashore().collect();
    let plans: Vec<Plan> = ashore
        .iter()
        .map(|&p| plan_from(game, sight, &Party::of(game, &[p]), game.players[p].pos))
        .collect();
    let last = game.height() - 1;
    let mut best: Option<((u32, usize), usize)> = None;
    for col in 0..game.width() {
        let pos = Pos::new(last, col);
        if !game.can_gather_on(pos, ashore.len()) {
            continue;
        }
        let Some(total) = plans.iter().try_fold(0u32, |acc, plan| {
            let d = plan.dist[game.index(pos)];
            (d != UNREACHABLE).then(|| acc + d)
        }) else {
            continue;
        };
        let shift = col.abs_diff(game.ship_col);
        let key = (total + SHIP_MOVE_COST * shift as u32, shift);
        if best.is_none_or(|(k, _)| key < k) {
            best = Some((key, col));
        }
    }
    best.map(|(_, c)| c).unwrap_or(game.ship_col)
}

pub(super) fn choose(game: &ArcticEscape, seat: Seat) -> Option<String> {
    let prompt = game.prompts().into_iter().find(|p| p.seat == seat)?;
    let sight = Sight::of(game);
    let wanted = match game.phase {
        Phase::Grouping => grouping_choice(game, &sight),
        Phase::Moving => move_choice(game, &sight),
        Phase::Ship => ship_choice(game, &sight),
        Phase::Over => return None,
    };
    if prompt.choices.iter().any(|c| c.id == wanted && !c.disabled) {
        Some(wanted)
    } else {
        // Never expected; the first listed choice is always legal.
        prompt
            .choices
            .iter()
            .find(|c| !c.disabled)
            .map(|c| c.id.clone())
    }
}

/// Everyone on a square goes together when the group can reach the meeting
/// point (one payment per square for all); otherwise they split up.
fn grouping_choice(game: &ArcticEscape, sight: &Sight) -> String {
    for pos in game.shared_squares() {
        let here = game.players_at(pos);
        let plan = plan_from(game, sight, &Party::of(game, &here), pos);
        let together = unit_target(game, &plan).is_some();
        if together {
            let first = game.players[here[0]].group;
            if here.iter().any(|&p| game.players[p].group != first) {
                let seats: Vec<String> = here.iter().map(|p| (p + 1).to_string()).collect();
                return format!("merge{}", seats.join("-"));
            }
        } else if let Some(&p) = here.iter().find(|&&p| game.group_members(p).len() > 1) {
            return format!("solo{}", p + 1);
        }
    }
    "go".into()
}

fn ship_choice(game: &ArcticEscape, sight: &Sight) -> String {
    // A ship move melts a square: never the melt that collapses the floe.
    if game.melts_lose(1) {
        return "shipstay".into();
    }
    let col = rendezvous(game, sight).map_or_else(|| meeting_col(game, sight), |r| r.col);
    match col.cmp(&game.ship_col) {
        std::cmp::Ordering::Less => "shipleft".into(),
        std::cmp::Ordering::Greater => "shipright".into(),
        std::cmp::Ordering::Equal => "shipstay".into(),
    }
}

fn move_choice(game: &ArcticEscape, sight: &Sight) -> String {
    let unit = game.current_unit();
    match &game.step {
        MoveStep::Pay { dir } => pay_choice(game, &unit, *dir),
        MoveStep::Equip { kits } => {
            let plan = plan_kits(game, sight, &unit);
            kit_code(plan[kits.len().min(plan.len() - 1)])
        }
        MoveStep::Choose => step_choice(game, sight, &unit),
    }
}

fn pay_choice(game: &ArcticEscape, unit: &[Seat], dir: Dir) -> String {
    let Ok(entry) = game.check_step(unit, dir) else {
        return "back".into();
    };
    let piece = entry.piece.unwrap_or(Equip::Rope);
    let payer = entry
        .payers
        .iter()
        .copied()
        .max_by_key(|&p| {
            let held = &game.players[p].equipment;
            (
                held.iter().filter(|&&e| e == piece).count(),
                held.len(),
                Reverse(p),
            )
        })
        .unwrap_or(unit[0]);
    format!("pay{}", payer + 1)
}

fn step_choice(game: &ArcticEscape, sight: &Sight, unit: &[Seat]) -> String {
    let wanted = wanted_step(game, sight, unit);
    never_a_sure_loss(game, sight, unit, wanted)
}

/// The step the plan asks for.
fn wanted_step(game: &ArcticEscape, sight: &Sight, unit: &[Seat]) -> Planned {
    let at = game.players[unit[0]].pos;
    if game.boarding || (at == game.boarding_square() && game.can_board()) {
        return Planned::Step(Dir::Down);
    }
    let party = Party::of(game, unit);
    let plan = plan_from(game, sight, &party, at);
    let goal = match rendezvous(game, sight) {
        Some(r) if r.at == at => return Planned::Stay,
        Some(r) => Some(r.at),
        None => unit_target(game, &plan),
    };
    let next = goal
        .and_then(|target| plan.path_to(game, target))
        .and_then(|path| path.first().copied());
    if let Some(next) = next {
        let dir = dir_towards(at, next);
        if game.check_step(unit, dir).is_ok() {
            return Planned::Step(dir);
        }
        if !game.equipped && lacks_piece_for(game, unit, next) {
            return Planned::Equip;
        }
    }
    if game.terrain_at(at) != Terrain::ThinIce {
        return Planned::Stay;
    }
    // On thin ice: any way off beats falling in (the sure losses are
    // weeded out after).
    let escape = Dir::ALL
        .into_iter()
        .filter(|&d| game.check_step(unit, d).is_ok())
        .min_by_key(|&d| {
            let to = game.neighbour(at, d).unwrap_or(at);
            enter_cost(game, sight, &party, game.index(to)).unwrap_or(UNREACHABLE)
        });
    match escape {
        Some(d) => Planned::Step(d),
        None if !game.equipped => Planned::Equip,
        None => Planned::Stay,
    }
}

/// The bot never takes a choice the game marks as a sure loss while
/// another is not: it takes the step that leaves it cheapest to reach its
/// goal instead, else stays, else re-equips.
fn never_a_sure_loss(game: &ArcticEscape, sight: &Sight, unit: &[Seat], wanted: Planned) -> String {
    if game.choice_loses(unit, wanted) != Some(true) {
        return planned_code(wanted);
    }
    let at = game.players[unit[0]].pos;
    let party = Party::of(game, unit);
    let rest = |pos: Pos| {
        let plan = plan_from(game, sight, &party, pos);
        unit_target(game, &plan).map_or(UNREACHABLE, |t| plan.dist[game.index(t)])
    };
    Planned::ALL
        .into_iter()
        .filter(|&p| game.choice_loses(unit, p) == Some(false))
        .min_by_key(|&p| match p {
            Planned::Step(dir) => (0, rest(game.neighbour(at, dir).unwrap_or(at))),
            Planned::Stay => (1, 0),
            Planned::Equip => (2, 0),
        })
        .map_or_else(|| planned_code(wanted), planned_code)
}

fn planned_code(planned: Planned) -> String {
    match planned {
        Planned::Step(dir) => dir.code().into(),
        Planned::Stay => "stay".into(),
        Planned::Equip => "equip".into(),
    }
}

/// The next square needs a piece (or the Engineer's Rope) nobody holds.
fn lacks_piece_for(game: &ArcticEscape, unit: &[Seat], next: Pos) -> bool {
    let need = match game.terrain_at(next) {
        Terrain::Crevasse => Some(Equip::Rope),
        t => t.needs(),
    };
    need.is_some_and(|piece| !unit.iter().any(|&p| game.players[p].holds(piece)))
}

/// Kits for every member: the pieces the path ahead needs, in order, spread
/// over the members, then spares of the same kinds.
fn plan_kits(game: &ArcticEscape, sight: &Sight, unit: &[Seat]) -> Vec<Kit> {
    let at = game.players[unit[0]].pos;
    let mut party = Party::of(game, unit);
    party.held = [true; 3];
    let plan = plan_from(game, sight, &party, at);
    let mut needs: Vec<Equip> = Vec::new();
    let path = unit_target(game, &plan)
        .and_then(|target| plan.path_to(game, target))
        .unwrap_or_default();
    let neighbours = Dir::ALL.into_iter().filter_map(|d| game.neighbour(at, d));
    for pos in path.iter().copied().chain(neighbours) {
        match game.terrain_at(pos) {
            Terrain::Crevasse if party.can_bridge => needs.push(Equip::Rope),
            t => needs.extend(t.needs()),
        }
    }
    if needs.is_empty() {
        needs = vec![Equip::Rope, Equip::Sled, Equip::Raft];
    }
    let limit = game.settings.equipment;
    let mut kits: Vec<Kit> = vec![[0; 3]; unit.len()];
    let mut filled = vec![0usize; unit.len()];
    for piece in needs.iter().cycle().take(limit * unit.len()) {
        let member = (0..unit.len())
            .min_by_key(|&m| filled[m])
            .expect("a unit has members");
        kits[member][piece.index()] += 1;
        filled[member] += 1;
    }
    debug_assert!(kits.iter().all(|k| all_kits(limit).contains(k)));
    kits
}

/// Where everyone ashore meets before going on as one group, and the
/// last-row column the group then heads for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Rendezvous {
    at: Pos,
    col: usize,
}

/// A random melt strikes any square, so the danger of falling in grows
/// with the number of squares the players stand on, turn after turn: the
/// party meets first and goes on as one group when that exposes fewer
/// squares for fewer turns than each going its own way (the estimate
/// counts the squares stood on per turn and each turn the trip takes).
fn rendezvous(game: &ArcticEscape, sight: &Sight) -> Option<Rendezvous> {
    let units: Vec<Vec<Seat>> = game
        .ashore()
        .filter(|&p| game.players[p].group == p)
        .map(|p| game.group_members(p))
        .collect();
    if units.len() < 2 || game.boarding {
        return None;
    }
    let ashore: Vec<Seat> = game.ashore().collect();
    let group = Party::of(game, &ashore);
    let (to_ship, goal_col) = costs_to_ship(game, sight, &group);
    let plans: Vec<Plan> = units
        .iter()
        .map(|u| plan_from(game, sight, &Party::of(game, u), game.players[u[0]].pos))
        .collect();
    let last = game.height() - 1;
    let meet = game.index(Pos::new(last, meeting_col(game, sight)));
    let separate = exposure(plans.iter().map(|p| p.dist[meet]), 0).unwrap_or(u64::MAX);
    let enter = |i: usize| enter_cost(game, sight, &group, i).is_some();
    let best = (0..game.terrain.len())
        .filter(|&i| to_ship[i] != UNREACHABLE && enter(i))
        .filter_map(|i| Some((exposure(plans.iter().map(|p| p.dist[i]), to_ship[i])?, i)))
        .min()?;
    (best.0 < separate).then(|| {
        let w = game.width();
        Rendezvous {
            at: Pos::new(best.1 / w, best.1 % w),
            col: goal_col[best.1],
        }
    })
}

/// How much each turn of the trip weighs in [`exposure`] against a square
/// stood on for a turn (tens): longer trips bring the collapse nearer.
/// Measured at 0, 5, 10, 20 and 40, within two points of each other; 20 best.
const TURN_WEIGHT: u64 = 20;

/// The estimate of [`rendezvous`] for units `dist` away from where they
/// meet, then `then` on together: the squares stood on per turn (each
/// unit on its way, and one for those who wait), plus the turns.
fn exposure(dist: impl Iterator<Item = u32>, then: u32) -> Option<u64> {
    let (mut sum, mut most, mut least) = (0u64, 0u64, u64::MAX);
    for d in dist {
        if d == UNREACHABLE {
            return None;
        }
        let d = u64::from(d);
        sum += d;
        most = most.max(d);
        least = least.min(d);
    }
    let then = u64::from(then);
    Some(10 * (sum + (most - least) + then) + TURN_WEIGHT * (most + then))
}

/// For `party` (everyone as one group): the cheapest cost from each square
/// to the ship, and the last-row column it goes by. A search backwards
/// from the last-row squares that can hold everyone, each starting at the
/// price of moving the ship there.
fn costs_to_ship(game: &ArcticEscape, sight: &Sight, party: &Party) -> (Vec<u32>, Vec<usize>) {
    let n = game.terrain.len();
    let w = game.width();
    let costs: Vec<u32> = (0..n)
        .map(|i| enter_cost(game, sight, party, i).unwrap_or(UNREACHABLE))
        .collect();
    let mut dist = vec![UNREACHABLE; n];
    let mut col = vec![game.ship_col; n];
    let mut heap = BinaryHeap::new();
    let last = game.height() - 1;
    for c in 0..w {
        let pos = Pos::new(last, c);
        if !game.can_gather_on(pos, party.size) {
            continue;
        }
        let i = game.index(pos);
        let d = SHIP_MOVE_COST * c.abs_diff(game.ship_col) as u32;
        dist[i] = d;
        col[i] = c;
        heap.push(Reverse(((d as u64) << 32) | i as u64));
    }
    while let Some(Reverse(key)) = heap.pop() {
        let (d, i) = ((key >> 32) as u32, (key & 0xFFFF_FFFF) as usize);
        if d > dist[i] || costs[i] == UNREACHABLE {
            continue;
        }
        // From neighbour `k` the group enters `i`.
        for k in game.neighbour_indices(i) {
            let nd = d + costs[i];
            if nd < dist[k] {
                dist[k] = nd;
                col[k] = col[i];
                heap.push(Reverse(((nd as u64) << 32) | k as u64));
            }
        }
    }
    (dist, col)
}
