//! Options, the rules pages, and dealing a new game (roles from a preset or
//! the host's list, artifacts for the players who opt in, first-night
//! knowledge, then night 1).

use std::collections::VecDeque;

use super::roles::ROLE_ITEMS;
use super::{artifacts, deck, Config, DayState, NightState, Phase, Player, Role, Werewolf};
use crate::engine::{GameRng, OptionKind, OptionSpec, Seat, Setup, SetupError};
use crate::text;

pub(super) const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "roles",
        help: "the role list, e.g. seer=1,werewolf=2,villager=4 (missing seats become Villagers); auto = a balanced preset",
        kind: OptionKind::Counts {
            items: &ROLE_ITEMS,
            max: 40,
        },
        default: None,
    },
    OptionSpec {
        key: "first_night_kill",
        help: "the wolves kill on the first night",
        kind: OptionKind::Bool,
        default: Some("false"),
    },
    OptionSpec {
        key: "reveal_roles",
        help: "show the role of each player who dies",
        kind: OptionKind::Bool,
        default: Some("true"),
    },
    OptionSpec {
        key: "night_seconds",
        help: "night timer in seconds",
        kind: OptionKind::Int { min: 20, max: 900 },
        default: Some("90"),
    },
    OptionSpec {
        key: "day_seconds",
        help: "discussion timer in seconds",
        kind: OptionKind::Int { min: 30, max: 3600 },
        default: Some("300"),
    },
    OptionSpec {
        key: "day_shrink",
        help: "seconds taken off the discussion each day (never below 60)",
        kind: OptionKind::Int { min: 0, max: 600 },
        default: Some("0"),
    },
    OptionSpec {
        key: "quiet_seconds",
        help: "seconds of talk each day before nominations open (0 = at once; at most half the discussion)",
        kind: OptionKind::Int { min: 0, max: 600 },
        default: Some("60"),
    },
    OptionSpec {
        key: "bot_wait",
        help: "once nominations open, each bot waits a random time from half of this to all of it before it nominates or seconds (seconds; 0 = at once)",
        kind: OptionKind::Int { min: 0, max: 120 },
        default: Some("40"),
    },
    OptionSpec {
        key: "artifacts",
        help: "artifacts per player who opts in: 0 (off), 1 or 2",
        kind: OptionKind::Int { min: 0, max: 2 },
        default: Some("0"),
    },
    OptionSpec {
        key: "artifact_list",
        help: "artifact cards in play: all, a list (prism,cap,rod) or all minus some (all,-orb,-spear)",
        kind: OptionKind::Text,
        default: Some("all"),
    },
    OptionSpec {
        key: "artifact_opt_out",
        help: "seat numbers (1 = first player) of players who want no artifacts, e.g. 2,5; none = everybody plays them",
        kind: OptionKind::Text,
        default: Some("none"),
    },
];

pub(super) const RULES: &[&str] = &[
    "**Ultimate Werewolf** (bot-moderated). Everyone gets a secret role. The village wins when no werewolf is alive; \
the werewolves win when they are at least as many as everybody else alive; the Tanner wins by dying.\n\
Each **night** every living player gets a private prompt at once (roles without a night power just sleep), so \
nobody can tell who acts. The wolves vote for a victim (most votes, ties at random); the Witch is prompted from the start like everyone \
(*Wait for the wolves*) and asked about her potions once they have chosen. \
The night ends when everyone has acted or the timer runs out. On the first night the wolves and the Minion learn \
the wolves and the Masons learn each other; there is no kill unless the host turned it on.",
    "**Dawn** resolves in this order: protection (Bodyguard, Shield, Witch's save, Amulet), the wolves' kill, Cursed \
conversion, the Tough Guy's delay, Diseased, Wolf Cub, the Witch's poison (and Breath of the Old Man), Apprentice \
Seer promotion, Hunter shots. Roles are shown on death unless the host hid them.\n\
**Day**: discussion on a timer. A player may nominate once per day; a second puts the accused on trial, they get a \
short defence, then the living vote Eliminate or Spare (the Mayor counts twice; the Village Idiot always eliminates, \
the Pacifist always spares). A majority of the living eliminates. Votes are public: after each vote the board and the log \
name every voter's side (a forced voter who did not vote is counted, not named); the story at the end lists every vote. A trial pauses the discussion, which then resumes \
with the time left. Anyone who may talk can make a public claim (*X is / is not a werewolf*): true or not, their choice. At most one elimination by vote per day (the Talisman of Trouble allows a second). Players sent \
away by the Old Hag cannot talk, nominate or vote; silenced players cannot talk or nominate but vote.",
    "**Roles**: Seer (+7) sees werewolves; Apprentice Seer (+4) becomes Seer; Aura Seer (+3) sees special roles; \
Bodyguard (+3) protects (not the same twice running); Witch (+4) one save, one poison; Hunter (+3) shoots on death; \
Mason (+2); Prince (+3) survives the first vote; Mayor (+2); Tough Guy (+3) dies a day late; Old Hag (+1); \
Spellcaster (+1); Diseased (+3) makes the wolves skip a kill; Village Idiot (+2); Pacifist (-1); Lycan (-1) looks \
like a wolf; Cursed (-3) turns wolf when attacked; Villager (+1); Werewolf (-6); Wolf Cub (-8) makes the wolves \
kill two after it dies; Minion (-6) knows the wolves; Sorceress (-3) looks for the Seer; Tanner (-2).",
    "**Artifacts** (option artifacts=1|2): face-down cards. During the day, before the vote, press *Reveal artifact*; \
reveals resolve one at a time, fully. Choices of players are public, never yourself, and an always-in-effect \
artifact never picks the same player twice. Rod of Reincarnation and Scepter of Rebirth are offered only when you \
are eliminated (everyone eliminated with a face-down artifact is asked, so the pause gives nobody away). A card whose condition is not met is used up with no effect; artifacts overrule roles; every \
look sees the original role card. \"Each dawn\" cards act from the morning after they were revealed. Gems act on other \
artifacts; with two artifacts each, the gem's player picks which face-down card. An eliminated player's \
face-down artifacts go back to the deck.",
    "**Rulings** (1/3). Every look (Seer, Apprentice, Aura Seer, Sorceress, Eye of the Beholder, Staff, Ring, Mist, \
Mirror) sees the original role card: never a power an artifact gave, nor a card the Stone of Alteration or the Rod \
gave later; a Cursed card turned by the wolves shows as a werewolf. For everything else a player is their current \
card, and a new card clears every state of the old role (spent potions and saves, picks, a wound, a promotion, a \
Cursed's conversion); what artifacts gave stays. The Seer is the Seer card or the Apprentice who took over: a Mirror \
copy of the Seer's power neither stops the promotion nor shows as the Seer. Artifacts overrule roles: the Prince keeps \
his save while the Cloak of the Prince or the Amulet protects him, and a Mirror copy of the Prince survives the vote \
once without showing any card. Protection (Bodyguard, Shield of the Bodyguard) stops every night death, the Breath of \
the Old Man included. The Scepter of Rebirth heals a Tough Guy's wound.",
    "**Rulings** (2/3). \"A player\" in an artifact's text is a living player (the Diamond of Denial too). The Sheet \
of the Ghost asks whoever was eliminated during the previous day by any means; with several, its owner chooses. The \
Old Hag and the Spellcaster may choose the same player on consecutive nights; only the Bodyguard may not. A Mayor \
holding the Mace of the Mayor counts three votes. A Mirror copy of the Wolf Cub's power triggers the two-kill revenge. \
A trial pauses the discussion, which resumes with the time left (its timer runs in 30 s steps). Each day opens with a \
quiet talk before nominations; a game with no death in 8 rounds ends in a stalemate, and nobody wins. Everyone \
eliminated while a Rod or Scepter may still be face down gets the same decision step. No public message depends on \
hidden facts. A claim is public and says only what its player chose to say. The wolves' victim is the pack's \
decision: bot wolves wait for the human wolves' votes and follow the pack's lead (at the night's timer they vote anyway).",
    "**Rulings** (3/3). The Talisman of Trouble lets the vote eliminate a second player that day, it does not force \
one: after the first elimination by vote, nominations open again for everyone in the village (those already done \
too), and a day with no second nomination ends with one. A Mirror of the Doppelganger that views a Werewolf or Wolf \
Cub card makes its holder a werewolf: they join the pack, count with the wolves for the win, and win with them. The \
Eye of the Beholder follows the Seer (the card, or the Apprentice who took over), never a Mirror copy of the Seer's \
power. The Amber of Dawn rewards every living player who revealed a one-use artifact, whatever they hold now (the \
Citrine's player who drew an always-in-effect card too). What artifacts gave stays with a new card: a player the \
wolves turned through the Skimmer's curse (or a Mirror copy of the Cursed) stays a werewolf when the Stone or the Rod \
gives a new card; only the Cursed card's own conversion ends with the card. When nominations open, bots leave people \
the floor: each waits its own moment (20-40 s by default, from `bot_wait`; in the terminal the human is asked first) \
before it nominates or seconds, and never nominates or seconds a player the vote publicly cannot eliminate (a face-up Cloak of \
the Prince or Amulet of Protection, a shown Prince with his save unused); the choices label them. A player kicked to a \
bot while alive may watch from the afterlife only once the game ends.",
];

impl Werewolf {
    fn config(setup: &Setup, n: usize) -> Result<Config, SetupError> {
        // Validated options: ranges and defaults live in `OPTIONS`; the two
        // free-text lists are checked here, against the table size.
        let o = &setup.options;
        let artifact_list =
            artifacts::parse_list(o.text("artifact_list")).map_err(SetupError::Options)?;
        let opted_out =
            parse_opt_out(o.text("artifact_opt_out"), n).map_err(SetupError::Options)?;
        Ok(Config {
            first_night_kill: o.flag("first_night_kill"),
            reveal_roles: o.flag("reveal_roles"),
            night_seconds: o.number("night_seconds"),
            day_seconds: o.number("day_seconds"),
            day_shrink: o.number("day_shrink"),
            quiet_seconds: o.number("quiet_seconds"),
            bot_wait: o.number("bot_wait"),
            artifacts: o.number("artifacts"),
            artifact_list,
            opted_out,
        })
    }

    /// Deals a new game: roles, artifacts, first-night knowledge, night 1.
    pub(super) fn new_game(setup: &Setup) -> Result<Self, SetupError> {
        let n = setup.seats_for::<Self>()?;
        let cfg = Self::config(setup, n)?;
        let deck = deck::for_option(setup.options.text("roles"), n)
            .map_err(|e| SetupError::Options(text!("ww-setup-roles-refused", why = e).to_string()))?;
        let mut rng = GameRng::from_seed(setup.seed);
        let mut dealt = deck.clone();
        rng.shuffle(&mut dealt);
        let players: Vec<Player> = dealt.into_iter().map(Player::new).collect();
        let unused_roles: Vec<Role> = Role::ALL
            .into_iter()
            .filter(|r| !deck.contains(r))
            .collect();
        let mut game = Werewolf {
            names: setup.names.clone(),
            cfg,
            rng,
            players,
            deck_text: deck::describe_text(&deck),
            deck,
            unused_roles,
            discarded_roles: Vec::new(),
            phase: Phase::Night,
            round: 0,
            key: 1,
            night: NightState::default(),
            today: DayState::default(),
            pending: VecDeque::new(),
            spawned: Vec::new(),
            art_deck: Vec::new(),
            art_removed: Vec::new(),
            art_total: 0,
            prism: None,
            wolves_skip_night: None,
            cub_revenge_night: None,
            shielded: Vec::new(),
            voted_out: Vec::new(),
            vote_log: Vec::new(),
            claims: Vec::new(),
            last_acted: vec![false; n],
            log: Vec::new(),
            board: Vec::new(),
            said: 0,
            finish: None,
            last_death: 0,
            art_stats: Vec::new(),
            art_no_effect: Vec::new(),
            events: Vec::new(),
        };
        game.deal_artifacts().map_err(SetupError::Options)?;
        game.first_night_reveals();
        let roles = game.deck_text.clone();
        game.board.push(text!("werewolf-roles-in-play", roles = roles));
        game.start_night();
        game.events.clear();
        Ok(game)
    }
}

fn parse_opt_out(text: &str, n: usize) -> Result<Vec<Seat>, String> {
    let t = text.trim();
    if t.is_empty() || t.eq_ignore_ascii_case("none") {
        return Ok(Vec::new());
    }
    let mut out = Vec::new();
    for part in t.split([',', ' ', ';']).filter(|p| !p.is_empty()) {
        let k: usize = part
            .trim_start_matches('#')
            .parse()
            .map_err(|_| {
                let part = crate::engine::Arg::Plain(part.to_string());
                text!("ww-setup-opt-out-not-seat", part = part, players = n).to_string()
            })?;
        if k == 0 || k > n {
            return Err(text!("ww-setup-opt-out-no-seat", seat = k, players = n).to_string());
        }
        if !out.contains(&(k - 1)) {
            out.push(k - 1);
        }
    }
    out.sort();
    Ok(out)
}
