//! Set-up: the option table and the deal (communities to seats, each
//! community's 28-card deck, the six-player Reserves, the start turn), up
//! to the first turn's availability. The `/rules` pages are catalogue
//! messages (`locales/en/wolves_rules.ftl`).

use super::*;
use crate::engine::{GameRng, Name, OptionKind, OptionSpec, Setup, SetupError};

/// How communities are assigned to seats (option `communities`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Dealing {
    /// Dealt at random, but every focus (Fish, Corn, Bison) is represented:
    /// the seed's suggestion for 3-4 players, kept for 5 too.
    Mixed,
    /// Dealt fully at random.
    Dealt,
}

pub(crate) const OPTION_SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "availability",
        kind: OptionKind::OneOf(&["gentle", "standard"]),
        default: Some("gentle"),
    },
    OptionSpec {
        key: "communities",
        kind: OptionKind::OneOf(&["mixed", "dealt"]),
        default: Some("mixed"),
    },
    OptionSpec {
        key: "step_timer",
        kind: OptionKind::Seconds { min: 0, max: 3600 },
        default: Some("180"),
    },
];

/// The turn the game starts on: 1 for 3-4 players, 2 for 5, 3 for 6.
pub fn start_turn(players: usize) -> u8 {
    match players {
        0..=4 => 1,
        5 => 2,
        _ => 3,
    }
}

impl Player {
    /// A community mat with its full 28-card deck (unshuffled).
    pub fn new(community: Community) -> Self {
        let mut deck = Vec::new();
        for card in Card::ALL {
            for _ in 0..community.deck()[card.idx()] {
                deck.push(card);
            }
        }
        Player {
            community,
            deck,
            hand: [0; 4],
            leaders: 0,
            removed: [0; 5],
            reserve: [0; 3],
            status: 0,
            awards: 0,
            knowledge: Vec::new(),
            paid: [0; 3],
            needs_done: false,
            gather: Gather::new(false),
            overstretched: false,
            last_overstretch_reckless: false,
            used_no_waste: false,
            used_share: false,
        }
    }
}

impl Wolves {
    /// A game built from explicit parts, for tests and set-up.
    pub(crate) fn from_parts(
        names: Vec<Name>,
        communities: Vec<Community>,
        preset: Preset,
        seed: u64,
    ) -> Self {
        let n = names.len();
        let mut players: Vec<Player> = communities.into_iter().map(Player::new).collect();
        if n == 6 {
            for p in &mut players {
                p.reserve = [1, 1, 1];
            }
        }
        let turn = start_turn(n);
        Wolves {
            names,
            preset,
            dealing: Dealing::Mixed,
            step_timer: 0,
            rng: GameRng::from_seed(seed),
            turn,
            players,
            rank: Vec::new(),
            supply: [KNOWLEDGE_COPIES; 6],
            revealed: Vec::new(),
            phase: Phase::Gathering,
            phase_seq: 0,
            log: Vec::new(),
            end: None,
            history: Vec::new(),
        }
    }

    fn deal_communities(rng: &mut GameRng, n: usize, dealing: Dealing) -> Vec<Community> {
        let mut pool = Community::ALL.to_vec();
        rng.shuffle(&mut pool);
        let mut chosen: Vec<Community> = Vec::new();
        if dealing == Dealing::Mixed {
            // One community of each major focus first, then any.
            for res in Res::ALL {
                if chosen.len() < n {
                    let pick = pool
                        .iter()
                        .position(|c| c.focus().0 == res)
                        .expect("two per focus");
                    chosen.push(pool.remove(pick));
                }
            }
        }
        while chosen.len() < n {
            chosen.push(pool.remove(0));
        }
        rng.shuffle(&mut chosen);
        chosen
    }

    /// Deals a new game from validated options: the communities, their decks,
    /// the start turn, then the first turn's availability.
    pub(crate) fn new_game(setup: &Setup) -> Result<Self, SetupError> {
        let n = setup.seats_for::<Self>()?;
        // Validated options: the words are the ones `OPTION_SPECS` declares.
        let o = &setup.options;
        let preset = match o.text("availability") {
            "standard" => Preset::Standard,
            _ => Preset::Gentle,
        };
        let dealing = match o.text("communities") {
            "dealt" => Dealing::Dealt,
            _ => Dealing::Mixed,
        };
        let step_timer: u32 = o.number("step_timer");
        let mut rng = GameRng::from_seed(setup.seed);
        let communities = Self::deal_communities(&mut rng, n, dealing);
        let mut game = Self::from_parts(setup.names.clone(), communities, preset, 0);
        game.rng = rng;
        game.dealing = dealing;
        game.step_timer = step_timer;
        let mut ev = Vec::new();
        game.begin_turn(&mut ev);
        game.settle(&mut ev);
        game.log = ev
            .iter()
            .filter(|e| e.audience == crate::engine::Audience::Public)
            .map(|e| e.text.clone())
            .collect();
        Ok(game)
    }
}
