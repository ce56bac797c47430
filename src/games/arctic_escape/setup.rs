//! Setting up a game: the lobby options and the map
//! generator (terrain by difficulty, start squares, samples, ship, players'
//! expertise and equipment), which retries until the map starts solvable.

use super::{
    ArcticEscape, Equip, Expertise, MoveStep, Phase, Player, Pos, Sample, Settings, Status,
    Terrain, SAMPLE_COUNT,
};
use crate::engine::{GameRng, OptionKind, OptionSpec, Options, Setup, SetupError};

pub const OPTION_SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "size",
        kind: OptionKind::OneOf(&["small", "medium", "large"]),
        default: Some("medium"),
    },
    OptionSpec {
        key: "equipment",
        kind: OptionKind::Int { min: 1, max: 3 },
        default: Some("2"),
    },
    OptionSpec {
        key: "difficulty",
        kind: OptionKind::Int { min: 1, max: 5 },
        default: Some("3"),
    },
    OptionSpec {
        key: "melt_per_turn",
        kind: OptionKind::Int { min: 1, max: 3 },
        default: Some("1"),
    },
    OptionSpec {
        key: "max_melts",
        kind: OptionKind::Int { min: 5, max: 40 },
        default: None,
    },
    OptionSpec {
        key: "blizzards",
        kind: OptionKind::Int { min: 0, max: 3 },
        default: Some("1"),
    },
    OptionSpec {
        key: "melt_occupied",
        kind: OptionKind::Bool,
        default: Some("true"),
    },
];

/// The typed settings, read from validated options (ranges and defaults
/// are declared once, in [`OPTION_SPECS`]).
pub fn settings_from(options: &Options) -> Settings {
    let size = options.text("size").to_string();
    let (width, height) = match size.as_str() {
        "small" => (6, 8),
        "large" => (10, 12),
        _ => (8, 10),
    };
    Settings {
        width,
        height,
        equipment: options.number("equipment"),
        difficulty: options.number("difficulty"),
        melt_per_turn: options.number("melt_per_turn"),
        // Auto: a quarter of the squares.
        max_melts: options
            .number_or_auto("max_melts")
            .unwrap_or(width * height / 4),
        max_blizzards: options.number("blizzards"),
        melt_occupied: options.flag("melt_occupied"),
        size,
    }
}

/// Share of plain ice in percent for a difficulty (80% at 1, 32% at 5).
pub fn ice_percent(difficulty: usize) -> usize {
    80 - 12 * (difficulty - 1)
}

/// Weights of the other terrains; crevasses are rare at the start.
const ROUGH_TERRAIN: [(Terrain, usize); 6] = [
    (Terrain::Snow, 6),
    (Terrain::Mountain, 6),
    (Terrain::Water, 6),
    (Terrain::ThinIce, 4),
    (Terrain::Bridge, 2),
    (Terrain::Crevasse, 1),
];

fn random_terrain(rng: &mut GameRng, difficulty: usize) -> Terrain {
    if rng.below(100) < ice_percent(difficulty) {
        return Terrain::Ice;
    }
    let total: usize = ROUGH_TERRAIN.iter().map(|(_, w)| w).sum();
    let mut roll = rng.below(total);
    for (terrain, weight) in ROUGH_TERRAIN {
        if roll < weight {
            return terrain;
        }
        roll -= weight;
    }
    Terrain::Ice
}

fn random_kit(rng: &mut GameRng, count: usize) -> Vec<Equip> {
    let mut kit: Vec<Equip> = (0..count).map(|_| Equip::ALL[rng.below(3)]).collect();
    kit.sort();
    kit
}

/// Tries this many maps before clearing the crevasses of the last one.
const MAP_ATTEMPTS: usize = 200;

pub fn deal(setup: &Setup) -> Result<ArcticEscape, SetupError> {
    let n = setup.seats_for::<ArcticEscape>()?;
    let settings = settings_from(&setup.options);
    let mut rng = GameRng::from_seed(setup.seed);
    let players: Vec<Player> = setup
        .names
        .iter()
        .enumerate()
        .map(|(seat, name)| Player {
            name: name.clone(),
            expertise: Expertise::ALL[rng.below(Expertise::ALL.len())],
            equipment: random_kit(&mut rng, settings.equipment),
            pos: Pos::new(0, 0),
            status: Status::Ashore,
            group: seat,
            bridge_used: false,
        })
        .collect();
    let mut game = ArcticEscape {
        terrain: Vec::new(),
        samples: Vec::new(),
        ship_col: 0,
        blizzards: Vec::new(),
        melts: 0,
        turn: 1,
        phase: Phase::Moving,
        step: MoveStep::Choose,
        moved: vec![false; n],
        equipped: false,
        boarding: false,
        warning: None,
        end: None,
        log: Vec::new(),
        routes: Vec::new(),
        players,
        settings,
        rng,
    };
    for attempt in 0..MAP_ATTEMPTS {
        game.generate_map();
        if game.starts_solvable() {
            break;
        }
        if attempt == MAP_ATTEMPTS - 1 {
            // Practically never reached: clear the crevasses so the map is open.
            for t in game.terrain.iter_mut() {
                if *t == Terrain::Crevasse {
                    *t = Terrain::Ice;
                }
            }
            let boarding = game.boarding_square();
            let i = game.index(boarding);
            game.terrain[i] = Terrain::Ice;
        }
    }
    game.routes = game.players.iter().map(|p| vec![p.pos]).collect();
    let everyone = game.names(&(0..n).collect::<Vec<_>>());
    game.record(crate::text!("arctic-set-out", players = everyone));
    game.start_turn();
    Ok(game)
}

impl ArcticEscape {
    /// Fresh terrain, start squares, samples and ship from the game's rng.
    fn generate_map(&mut self) {
        let (w, h) = (self.width(), self.height());
        let difficulty = self.settings.difficulty;
        self.terrain = (0..w * h)
            .map(|_| random_terrain(&mut self.rng, difficulty))
            .collect();
        // Players start on distinct plain-ice squares of the first two rows.
        let mut starts: Vec<Pos> = (0..2)
            .flat_map(|r| (0..w).map(move |c| Pos::new(r, c)))
            .collect();
        self.rng.shuffle(&mut starts);
        for (p, &pos) in starts.iter().enumerate().take(self.players.len()) {
            let i = self.index(pos);
            self.terrain[i] = Terrain::Ice;
            self.players[p].pos = pos;
        }
        let mut spots: Vec<Pos> = self
            .all_squares()
            .filter(|p| p.row >= 2 && self.terrain_at(*p) != Terrain::Crevasse)
            .collect();
        self.rng.shuffle(&mut spots);
        self.samples = spots
            .into_iter()
            .take(SAMPLE_COUNT)
            .map(|pos| Sample {
                pos,
                taken_by: None,
            })
            .collect();
        self.ship_col = self.rng.below(w);
    }

    /// Every player can reach the ship's boarding square over non-crevasse
    /// squares, and that square can hold them all.
    fn starts_solvable(&self) -> bool {
        if self.samples.len() < SAMPLE_COUNT || self.cut_off_reason().is_some() {
            return false;
        }
        let boarding = self.boarding_square();
        let reach = self.reachable_from(self.players[0].pos);
        reach[self.index(boarding)] && self.can_gather_on(boarding, self.players.len())
    }
}
