//! Set-up: the option table, the `/rules` pages, and the deal (communities
//! to seats, each community's 28-card deck, the six-player Reserves, the
//! start turn), up to the first turn's availability.

use super::*;
use crate::engine::{GameRng, OptionKind, OptionSpec, Setup, SetupError};

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
        help: "availability modifiers per turn: gentle (0,0,-1,-1,-2,-2,-2, turn 8 culls 5 own cards; about 2 in 3 tables survive) or standard (0,-1,-1,-2,-2,-3,-3, turn 8 culls 7; brutal)",
        kind: OptionKind::OneOf(&["gentle", "standard"]),
        default: Some("gentle"),
    },
    OptionSpec {
        key: "communities",
        help: "mixed: dealt at random with every resource focus present; dealt: fully random",
        kind: OptionKind::OneOf(&["mixed", "dealt"]),
        default: Some("mixed"),
    },
    OptionSpec {
        key: "step_timer",
        help: "seconds for the simultaneous gathering; at the timer everyone still drawing is stopped (0: no timer)",
        kind: OptionKind::Int { min: 0, max: 3600 },
        default: Some("180"),
    },
];

pub(crate) const RULES: &[&str] = &[
    "**Wolves** (Coyote & Crow, 3-6 players). Everyone leads a community that needs 3 Fish, 3 Corn and 3 Bison every turn. \
If anyone's need is unmet at reconciling, everybody loses at once. Survive turn 8 and everybody wins; the player with \
strictly the most Status Awards is also elected chief. 3-4 players start on turn 1, 5 on turn 2, 6 on turn 3 (six \
players start with one Reserve token of each kind).\n\
Each deck has 28 cards: 3 Leaders, 5 Forest, 5 of each resource plus the community's focus (e.g. +4 Fish, +1 Corn).",
    "**A turn**\n\
1. Availability (automatic): the turn's modifier reveals availability cards; every deck loses those resources for \
good. Turn 8 instead: every deck loses some of its own non-Leader cards (5 gentle, 7 standard).\n\
2. Gathering (everyone at once): Draw a card at a time (or Draw to next Leader); Leaders go face up (wild), other \
cards to your hidden hand. Stop any time after the first draw. A third Leader means **Overstretched**: your Leaders go back unusable, you gain \
no Status from returning cards this turn and you skip the next gathering. On the first turn the Status Rank is set \
now: fewest Leaders, then most cards in hand.\n\
3. Conservation bonus: +5 Status per Leader fewer than two.\n\
4. Needs (rank order): pay 3 of each from hand cards, Reserve tokens and Leaders (wild). Shortfalls are public.",
    "5. Gifting (rank order): offer each other player at most one gift of resource cards, Leaders and Reserve tokens \
(never Forest). A gift from a higher-ranked player may be taken in part or declined; from a lower-ranked player it \
must be taken whole. Accepted items become the recipient's tokens: first to unmet needs, then Reserves, then 1 \
Status each. A Leader becomes any token the recipient picks. The giver gains 2 Status per accepted item.\n\
6. Reconciling (rank order): any unmet need loses the game. Then return your cards: any number of resource \
cards and Leaders for 1 Status each (not when Overstretched), the rest for nothing; a card for a Reserve token of \
its kind (a Leader: any kind); two Leaders for a Knowledge card you lack; Reserve tokens for 1 Status each. \
Reserves: at most 9 tokens, 4 of a kind.\n\
New rank by Status; Awards 3/2/1 (2/1 with three players); Status back to zero.",
    "**Status track**: markers never share a space (except zero); a marker that would land on another moves back.\n\
**Knowledge** (two Leaders, 3 copies each): Know the Land (look at your top 3 and reorder, once per gathering), \
No Waste (a Reserve kind with 2+ tokens gains one at reconciling), Showing Off (conservation bonus 6), \
Determination (draw past your 2nd Leader without overstretching: a free token; Reserve full: a swap), \
Preservation (Reserve cap 12), \
The More You Share (a gift of 6+ items accepted whole: 2 free tokens).\n\
**Options**: availability=gentle|standard (standard removes more cards: much harder), communities=mixed|dealt, \
step_timer=seconds for gathering (0 = none).",
    "**Rulings** (where the rulebook is silent, part 1)\n\
- Decks: 5 of each resource plus the focus, 5 Forest, 3 Leaders. The availability deck (3 of each) is reshuffled \
every turn; the per-turn modifiers are the availability option (turn 8 culls your own non-Leader cards).\n\
- First-turn rank: still tied after hand size, at random (the \"older player\" is unknown).\n\
- Conservation: an overstretched player's three Leaders count as face up (no bonus); a player skipping gathering \
has none face up (full bonus).\n\
- Needs: you pay as much as you can.\n\
- Know the Land: look at your top 3 and put them back in any order (nothing is drawn).\n\
- Determination: earned by drawing at least one card with two Leaders up and stopping without overstretching. \
With a full Reserve you may swap one token back for the free one of another kind, or keep your Reserve; if no \
swap fits, you are told the token is lost.\n\
- Step timer: everyone still drawing stops (after one card if none was drawn); a pending free token goes to your \
thinnest kind, a full Reserve stays as it is.",
    "**Rulings** (part 2)\n\
- Gifting: one gift per other player per turn, declined or not. Every giver who is done gets the same line \
\"X finishes gifting\"; a hand of only Forest is asked like any other (only a player with no cards, Leaders or \
tokens is moved on at once).\n\
- Gifts that overflow needs and Reserves become 1 Status each for the recipient.\n\
- No Waste: any kind with two or more tokens and room gains one. The More You Share: 6+ items accepted whole; \
the tokens must fit your Reserve.\n\
- Reconciling: you choose how many cards and Leaders earn Status; the rest go back for nothing, unannounced \
(like Forest). As at gifting, a hand of only Forest is asked like any other; only a player with no cards or \
Leaders and no token that could earn Status is moved on at once.\n\
- Status markers share only zero. Ties at zero: more Reserve tokens, then the earlier rank. The chief needs \
strictly the most Awards.",
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
            used_no_waste: false,
            used_share: false,
        }
    }
}

impl Wolves {
    /// A game built from explicit parts, for tests and set-up.
    pub(crate) fn from_parts(
        names: Vec<String>,
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
            .map(|e| e.text.to_string())
            .collect();
        Ok(game)
    }
}
