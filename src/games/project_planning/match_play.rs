//! One match (a table of 2-8 players, a tournament group or the final): its
//! state, dealing, drawing, knocking out and the turn cycle. The card effects
//! live in `effects.rs`, the end of a round and of the match in
//! `round_end.rs`.
//!
//! What is said after every action is catalogue text with typed arguments
//! (`locales/en/project_planning.ftl`), rendered only when a reader looks.


use serde::{Deserialize, Serialize};

use super::cards::{CardId, CardKind, KindId, Tokens, PACK_W};
use super::knowledge::Knowledge;
use crate::engine::{Arg, Event, GameRng, Name, Seat, Text};
use crate::text;

/// How many public lines a match keeps for its board.
pub const LOG_LINES: usize = 6;

/// Where a player stands in the current round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    In,
    Out,
    /// Not dealt in: sudden death is played by the tied players only.
    SittingOut,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Direction {
    Clockwise,
    Counterclockwise,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Parity {
    Odd,
    Even,
}

impl Parity {
    pub fn of(value: u8) -> Parity {
        if value.is_multiple_of(2) {
            Parity::Even
        } else {
            Parity::Odd
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            Parity::Odd => "odd",
            Parity::Even => "even",
        }
    }
}

/// A card being resolved by the current player: one from their own hand (not
/// yet committed, so they may go back) or one lent by an R&D Team Lead target
/// (already revealed in the lender's discard pile).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Play {
    pub card: CardId,
    pub lent_by: Option<usize>,
}

/// What the current player is asked now. Players are match-local indices.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    ChooseCard,
    ChooseTarget {
        play: Play,
    },
    NameValue {
        play: Play,
        target: Option<usize>,
    },
    CallParity {
        play: Play,
        target: usize,
    },
    /// IT Analyst: the player saw `top` then `second` and puts them back.
    ArrangeTop {
        top: CardId,
        second: CardId,
    },
    /// The match is over.
    Done,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// The draw pile; the last element is the top.
    pub deck: Vec<CardId>,
    pub face_down: Option<CardId>,
    /// The 2-player game's four public set-aside cards.
    pub face_up: Vec<CardId>,
    pub hands: Vec<Vec<CardId>>,
    /// Each player's discard pile, oldest first.
    pub discards: Vec<Vec<CardId>>,
    pub status: Vec<Status>,
    pub direction: Direction,
    pub current: usize,
    pub step: Step,
    /// R&D Team Lead targets waiting to draw once the lent card is resolved
    /// (last in, first to draw).
    pub pending_draws: Vec<usize>,
    pub knowledge: Knowledge,
}

/// How a round ended, for the summary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundEnd {
    /// Checked at the start of a turn: the deck is empty.
    DeckOut,
    /// One player or none left in the round.
    Eliminations,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    /// "Group 2" or "Final" inside a tournament.
    pub label: Option<String>,
    /// The table's global seat for each match-local player.
    pub seats: Vec<Seat>,
    /// Shared with every line that names them ([`Arg::Player`]).
    pub names: Vec<Name>,
    /// Copies of pack W shuffled together this round (1 for 2-4 players
    /// dealt in, 2 for 5-8; see [`copies_for`]).
    pub copies: usize,
    /// The kind of each card of this round, by card id.
    pub cards: Vec<KindId>,
    pub threshold: u32,
    pub shared_victory: bool,
    pub tokens: Vec<Tokens>,
    pub round_no: u32,
    /// The tied players while sudden death is being played.
    pub sudden_death: Option<Vec<usize>>,
    pub round: Round,
    pub winners: Option<Vec<usize>>,
    pub rng: GameRng,
    /// The last public lines, for the board.
    pub log: Vec<Text>,
    /// One public line per finished round (who won it and how), for the
    /// story at the end.
    #[serde(default)]
    pub history: Vec<Text>,
    /// Turns started so far (a salt for the bot, a key for the turn timer).
    pub turn: u64,
    /// The table's action count when the current turn began (turn timer).
    pub turn_started: u64,
}

/// Copies of pack W shuffled together for a round of `dealt` players: one
/// for 2-4, two for 5-8. A sudden death is dealt for the players in it.
pub fn copies_for(dealt: usize) -> usize {
    if dealt <= 4 {
        1
    } else {
        2
    }
}

/// Tokens needed to win at a table of `players` (2p 6, 3p 5, 4-8p 4).
pub fn default_threshold(players: usize) -> u32 {
    match players {
        0..=2 => 6,
        3 => 5,
        _ => 4,
    }
}

/// Texts joined two by two with `join` (a catalogue message taking `first`
/// and `second`), so the separator is wording of the catalogue.
fn joined(parts: Vec<Text>, join: impl Fn(Text, Text) -> Text) -> Text {
    parts.into_iter().reduce(join).unwrap_or_default()
}

/// Sentences of one event, one after the other.
pub fn sentences(parts: Vec<Text>) -> Text {
    joined(parts, |first, second| {
        text!("pp-sentences", first = first, second = second)
    })
}

/// Clauses joined by semicolons: "Bob is out (…); Carol is out (…)".
pub fn clauses(parts: Vec<Text>) -> Text {
    joined(parts, |first, second| {
        text!("pp-clauses", first = first, second = second)
    })
}

/// Cards in the order they come: "CFO (7), then CSE (4)".
pub fn in_order(parts: Vec<Text>) -> Text {
    joined(parts, |first, second| {
        text!("pp-then", first = first, second = second)
    })
}

impl Match {
    /// A new match with its first round dealt; the first player is random.
    pub fn new(
        label: Option<String>,
        seats: Vec<Seat>,
        names: Vec<Name>,
        threshold: u32,
        shared_victory: bool,
        rng: GameRng,
    ) -> (Match, Vec<Event>) {
        let n = seats.len();
        let copies = copies_for(n);
        let mut m = Match {
            label,
            seats,
            names,
            copies,
            cards: PACK_W.card_list(copies),
            threshold,
            shared_victory,
            tokens: vec![Tokens::default(); n],
            round_no: 0,
            sudden_death: None,
            round: Round {
                deck: Vec::new(),
                face_down: None,
                face_up: Vec::new(),
                hands: vec![Vec::new(); n],
                discards: vec![Vec::new(); n],
                status: vec![Status::In; n],
                direction: Direction::Clockwise,
                current: 0,
                step: Step::ChooseCard,
                pending_draws: Vec::new(),
                knowledge: Knowledge::default(),
            },
            winners: None,
            rng,
            log: Vec::new(),
            history: Vec::new(),
            turn: 0,
            turn_started: 0,
        };
        let mut out = Vec::new();
        let first = m.rng.below(n);
        m.start_round(first, crate::text!("pp-first-at-random"), &mut out);
        (m, out)
    }

    pub fn players(&self) -> usize {
        self.seats.len()
    }

    pub fn kind_of(&self, card: CardId) -> &'static CardKind {
        PACK_W.kind(self.cards[card as usize])
    }

    pub fn name(&self, p: usize) -> &Name {
        &self.names[p]
    }

    /// Player `p` (match-local) as a message argument: "you" for its reader.
    pub fn player(&self, p: usize) -> Arg {
        Arg::player(self.seats[p], &self.names[p])
    }

    /// The card's name and value from the catalogue: "Developer (1)".
    pub fn card(&self, card: CardId) -> Text {
        self.kind_of(card).label_text()
    }

    pub fn local(&self, seat: Seat) -> Option<usize> {
        self.seats.iter().position(|&s| s == seat)
    }

    pub fn is_over(&self) -> bool {
        self.winners.is_some()
    }

    /// The player asked to act now, if any.
    pub fn prompted(&self) -> Option<usize> {
        (!self.is_over()).then_some(self.round.current)
    }

    pub fn in_round(&self) -> Vec<usize> {
        (0..self.players())
            .filter(|&p| self.round.status[p] == Status::In)
            .collect()
    }

    pub fn discard_total(&self, p: usize) -> u32 {
        self.round.discards[p]
            .iter()
            .map(|&c| self.kind_of(c).value as u32)
            .sum()
    }

    // ---- events -------------------------------------------------------

    /// A public line: returned as an event and kept on the board's log.
    pub fn say(&mut self, out: &mut Vec<Event>, text: impl Into<Text>, notify: bool) {
        let text = text.into();
        self.log.push(text.clone());
        if self.log.len() > LOG_LINES {
            self.log.remove(0);
        }
        let ev = Event::public(text);
        out.push(if notify { ev.notify() } else { ev });
    }

    pub fn tell(&self, out: &mut Vec<Event>, p: usize, text: impl Into<Text>) {
        out.push(Event::private(self.seats[p], text));
    }

    // ---- cards moving -------------------------------------------------

    /// A player is out: their hand goes face up onto their discard pile
    /// without being resolved. Returns what was revealed: "Bob is out
    /// (discards CSE (4))".
    pub fn knock_out(&mut self, p: usize) -> Text {
        let hand = std::mem::take(&mut self.round.hands[p]);
        let text = if hand.is_empty() {
            text!("pp-out", player = self.player(p))
        } else {
            let cards = hand.iter().map(|&c| self.card(c)).collect::<Vec<_>>();
            text!("pp-out-discarding", player = self.player(p), cards = cards)
        };
        self.round.discards[p].extend(hand);
        self.round.status[p] = Status::Out;
        self.round.knowledge.forget_subject(p);
        text
    }

    /// An effect makes `p` draw: the deck, else the face-down card; with both
    /// gone there is no project to attach to, and `p` is out of the round.
    pub fn draw_replacement(&mut self, p: usize, out: &mut Vec<Event>) {
        if let Some(c) = self.round.deck.pop() {
            self.round.hands[p].push(c);
            let kind = self.cards[c as usize];
            self.round.knowledge.drew(p, c, kind, true);
            self.tell(out, p, text!("pp-you-draw", card = self.card(c)));
            let text = text!("pp-draws", player = self.player(p));
            self.say(out, text, false);
        } else if let Some(c) = self.round.face_down.take() {
            self.round.hands[p].push(c);
            let kind = self.cards[c as usize];
            self.round.knowledge.drew(p, c, kind, false);
            self.tell(out, p, text!("pp-you-take-face-down", card = self.card(c)));
            let text = text!("pp-takes-face-down", player = self.player(p));
            self.say(out, text, false);
        } else {
            let text = text!("pp-nothing-to-draw", player = self.player(p));
            self.knock_out(p);
            self.say(out, text, true);
        }
    }

    /// The next player still in the round after `from`, in the direction of play.
    pub fn next_player(&self, from: usize) -> Option<usize> {
        let n = self.players();
        (1..n)
            .map(|k| match self.round.direction {
                Direction::Clockwise => (from + k) % n,
                Direction::Counterclockwise => (from + n - k) % n,
            })
            .find(|&p| self.round.status[p] == Status::In)
    }

    // ---- the turn cycle -----------------------------------------------

    /// Deal a new round: the packs for the players dealt in (a sudden death
    /// of two of a 5-8 player match uses one), shuffled, one card each, one
    /// face down, four face up when two play; direction resets.
    pub fn start_round(&mut self, first: usize, why: Text, out: &mut Vec<Event>) {
        self.round_no += 1;
        let n = self.players();
        let dealt: Vec<usize> = match &self.sudden_death {
            Some(tied) => tied.clone(),
            None => (0..n).collect(),
        };
        let copies = copies_for(dealt.len());
        if copies != self.copies {
            self.copies = copies;
            self.cards = PACK_W.card_list(copies);
        }
        let mut deck: Vec<CardId> = (0..self.cards.len() as CardId).collect();
        self.rng.shuffle(&mut deck);
        let mut round = Round {
            deck,
            face_down: None,
            face_up: Vec::new(),
            hands: vec![Vec::new(); n],
            discards: vec![Vec::new(); n],
            status: (0..n)
                .map(|p| {
                    if dealt.contains(&p) {
                        Status::In
                    } else {
                        Status::SittingOut
                    }
                })
                .collect(),
            direction: Direction::Clockwise,
            current: first,
            step: Step::ChooseCard,
            pending_draws: Vec::new(),
            knowledge: Knowledge::default(),
        };
        for &p in &dealt {
            let c = round
                .deck
                .pop()
                .expect("a pack has more cards than players");
            round.hands[p].push(c);
        }
        round.face_down = round.deck.pop();
        if dealt.len() == 2 {
            for _ in 0..4 {
                let c = round
                    .deck
                    .pop()
                    .expect("enough cards for the face-up set-aside");
                round.face_up.push(c);
            }
        }
        self.round = round;
        let round = i64::from(self.round_no);
        let begins = text!(
            "pp-round-begins",
            round = round,
            player = self.player(first),
            why = why
        );
        let text = if self.round.face_up.is_empty() {
            begins
        } else {
            let shown: Vec<Text> = self.round.face_up.iter().map(|&c| self.card(c)).collect();
            let face_up = text!("pp-round-face-up", cards = shown);
            sentences(vec![begins, face_up])
        };
        self.say(out, text, false);
        for p in dealt {
            let hand = self.card(self.round.hands[p][0]);
            self.tell(
                out,
                p,
                text!("pp-you-are-dealt", round = round, card = hand),
            );
        }
        self.begin_turn(first, out);
    }

    /// Start `p`'s turn: a showdown if the deck is empty, else `p` draws.
    pub fn begin_turn(&mut self, p: usize, out: &mut Vec<Event>) {
        self.turn += 1;
        self.round.current = p;
        self.round.step = Step::ChooseCard;
        let Some(c) = self.round.deck.pop() else {
            self.end_round(RoundEnd::DeckOut, out);
            return;
        };
        self.round.hands[p].push(c);
        let kind = self.cards[c as usize];
        self.round.knowledge.drew(p, c, kind, true);
        let other = self.card(self.round.hands[p][0]);
        self.tell(
            out,
            p,
            text!("pp-your-turn-draw", card = self.card(c), other = other),
        );
    }

    /// The current play is fully resolved: Team Lead targets draw, then the
    /// round ends or the next player's turn begins.
    pub fn finish_play(&mut self, out: &mut Vec<Event>) {
        if self.is_over() {
            return;
        }
        while let Some(p) = self.round.pending_draws.pop() {
            if self.round.status[p] == Status::In {
                self.draw_replacement(p, out);
            }
        }
        if self.in_round().len() <= 1 {
            self.end_round(RoundEnd::Eliminations, out);
        } else {
            let next = self
                .next_player(self.round.current)
                .expect("two players are still in the round");
            self.begin_turn(next, out);
        }
    }
}
