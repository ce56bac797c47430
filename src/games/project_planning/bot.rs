//! The bot: the spec's heuristic. It scores every way of finishing its
//! current decision from what its seat may know (its hand, every public pile,
//! its private knowledge; other hands are weighed by the unseen cards) and
//! picks the best. It never knocks itself out when an alternative exists,
//! names the most likely value with a Developer, and values the card it keeps
//! more as the deck runs out. Ties are broken by a generator derived from the
//! match's, so a replay or a resume repeats every choice.
//!
//! The bot runs before every action of every game, so it works on small
//! fixed-size lists on the stack ([`Players`], [`Scored`]) instead of
//! vectors: no allocation but the action id it returns.

use std::sync::OnceLock;

use super::cards::{pack_w_values, CardKind, Effect, KindId, PACK_W};
use super::match_play::{Match, Parity, Status, Step};

/// Knocking a player out.
const KO: f64 = 10.0;
/// Knocking out the last opponent wins the round.
const ROUND_WIN: f64 = 20.0;
/// Weight of a possible self knock-out.
const SELF_OUT: f64 = 15.0;
/// A certain self knock-out: only when nothing else is possible.
const CERTAIN_SELF_OUT: f64 = 1000.0;
/// A project token now (CFO).
const TOKEN: f64 = 30.0;

/// One way to finish a play, with its score.
#[derive(Clone, Copy, Debug)]
struct Completion {
    target: Option<usize>,
    value: Option<u8>,
    parity: Option<Parity>,
    score: f64,
}

/// Kinds in pack W, and one past its highest value.
const KINDS: usize = PACK_W.kinds.len();
const VALUES: usize = highest_value() + 1;

const fn highest_value() -> usize {
    let mut i = 0;
    let mut top = 0;
    while i < KINDS {
        if PACK_W.kinds[i].value as usize > top {
            top = PACK_W.kinds[i].value as usize;
        }
        i += 1;
    }
    top
}

/// The most players a match can hold (a whole table: the seat limit).
const MAX_PLAYERS: usize = 16;

/// Match-local player indices in ascending order, on the stack.
#[derive(Clone, Copy)]
struct Players {
    ids: [u8; MAX_PLAYERS],
    len: usize,
}

impl Players {
    fn new(players: impl Iterator<Item = usize>) -> Self {
        let mut list = Players {
            ids: [0; MAX_PLAYERS],
            len: 0,
        };
        for p in players {
            list.ids[list.len] = p as u8;
            list.len += 1;
        }
        list
    }

    fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.ids[..self.len].iter().map(|&p| usize::from(p))
    }
}

/// What the bot believes one other hand (one card) holds.
#[derive(Clone, Copy)]
struct Dist {
    /// Probability of each kind.
    kind: [f64; KINDS],
    /// Probability of each value.
    any: [f64; VALUES],
    /// The same, leaving out cards that turn a Developer back.
    hit: [f64; VALUES],
    /// Probability of a card that turns a Developer back.
    brain: f64,
    odd: f64,
    mean: f64,
    /// The best chance a Developer has against this hand (over the values
    /// it may name).
    guess_best: f64,
}

impl Dist {
    /// From a weight per kind (unseen counts, or a single known kind).
    fn from_weights(weights: &[f64; KINDS]) -> Dist {
        let total: f64 = weights.iter().sum();
        let mut d = Dist {
            kind: [0.0; KINDS],
            any: [0.0; VALUES],
            hit: [0.0; VALUES],
            brain: 0.0,
            odd: 0.0,
            mean: 0.0,
            guess_best: 0.0,
        };
        if total <= 0.0 {
            return d;
        }
        for (k, kind) in PACK_W.kinds.iter().enumerate() {
            let p = weights[k] / total;
            let v = kind.value as usize;
            d.kind[k] = p;
            d.any[v] += p;
            if kind.effect == Effect::ReflectDeveloper {
                d.brain += p;
            } else {
                d.hit[v] += p;
            }
            if kind.value % 2 == 1 {
                d.odd += p;
            }
            d.mean += p * f64::from(kind.value);
        }
        let forbidden = Effect::GuessHand.forbidden_value();
        for &v in pack_w_values() {
            if Some(v) != forbidden {
                d.guess_best = d.guess_best.max(d.hit[v as usize]);
            }
        }
        d
    }

    /// A hand known to hold a card of `kind` (the same for every match,
    /// so computed once per kind).
    fn known(kind: KindId) -> &'static Dist {
        static KNOWN: OnceLock<[Dist; KINDS]> = OnceLock::new();
        let table = KNOWN.get_or_init(|| {
            std::array::from_fn(|k| {
                let mut one = [0.0; KINDS];
                one[k] = 1.0;
                Dist::from_weights(&one)
            })
        });
        &table[kind as usize]
    }
}

/// What the bot's seat may believe about the other hands: a known card, or
/// the cards it has not seen anywhere, weighed by count.
struct Beliefs<'a> {
    m: &'a Match,
    me: usize,
    /// Every other hand not known exactly: weighed by the unseen cards.
    unknown: Dist,
    /// The kind each player's hand is known to hold, if known exactly.
    known: [Option<KindId>; MAX_PLAYERS],
    /// Other players still in the round with a card in hand.
    targets: Players,
    /// Players in the round, and how much the kept card matters now.
    alive: usize,
    late: f64,
}

impl<'a> Beliefs<'a> {
    fn new(m: &'a Match, me: usize) -> Self {
        let r = &m.round;
        let mut unseen = [0.0f64; KINDS];
        for &k in &m.cards {
            unseen[k as usize] += 1.0;
        }
        let mut saw = |cards: &[u8]| {
            for &c in cards {
                unseen[m.cards[c as usize] as usize] -= 1.0;
            }
        };
        saw(&r.hands[me]);
        saw(&r.face_up);
        saw(r.knowledge.known_top(me));
        for pile in &r.discards {
            saw(pile);
        }
        for f in r.knowledge.facts.iter().filter(|f| f.observer == me) {
            unseen[f.kind as usize] -= 1.0;
        }
        let unknown = Dist::from_weights(&unseen);
        let mut known = [None; MAX_PLAYERS];
        for (t, slot) in known.iter_mut().enumerate().take(m.players()) {
            if t != me {
                *slot = r.knowledge.known(me, t).next();
            }
        }
        let alive = r.status.iter().filter(|&&s| s == Status::In).count();
        let targets = Players::new(
            (0..m.players())
                .filter(|&p| p != me && r.status[p] == Status::In && !r.hands[p].is_empty()),
        );
        Beliefs {
            m,
            me,
            unknown,
            known,
            targets,
            alive,
            late: lateness(m, alive),
        }
    }

    /// What the bot believes about player `t`'s hand.
    fn hand(&self, t: usize) -> &Dist {
        match self.known[t] {
            Some(kind) => Dist::known(kind),
            None => &self.unknown,
        }
    }

    fn ko_gain(&self) -> f64 {
        if self.alive == 2 {
            KO + ROUND_WIN
        } else {
            KO
        }
    }

    fn keep_score(&self, kept: Option<KindId>) -> f64 {
        let Some(k) = kept else { return 0.0 };
        let kind = PACK_W.kind(k);
        let protection = if kind.effect == Effect::ReflectDeveloper && self.late < 1.0 {
            2.0
        } else {
            0.0
        };
        self.late * f64::from(kind.value) + protection
    }
}

/// How much the card kept in hand matters: a lot once the deck is short.
fn lateness(m: &Match, alive: usize) -> f64 {
    let deck = m.round.deck.len();
    if deck <= alive {
        3.0
    } else if deck <= 2 * alive {
        1.0
    } else {
        0.3
    }
}

/// How a play would resolve: its card, whose card it is, what the bot keeps,
/// and the discard totals at that moment (`bonus`: a lent card landing on
/// its owner's pile, which the totals do not yet hold).
#[derive(Clone, Copy)]
struct Situation<'s> {
    kind: &'static CardKind,
    lent_by: Option<usize>,
    kept: Option<KindId>,
    totals: &'s [u32],
    bonus: Option<(usize, u32)>,
    depth: u8,
}

/// Visit every way to finish a play, with its score (no allocation: the bot
/// runs after every action of every soak game).
fn visit(b: &Beliefs, s: Situation, f: &mut dyn FnMut(Completion)) {
    let m = b.m;
    let me = b.me;
    let targets = || b.targets.iter().filter(move |&p| Some(p) != s.lent_by);
    let values = || {
        pack_w_values()
            .iter()
            .copied()
            .filter(move |&v| Some(v) != s.kind.effect.forbidden_value())
    };
    let plain = |score: f64| Completion {
        target: None,
        value: None,
        parity: None,
        score,
    };
    if s.kind.effect.needs_target() && targets().next().is_none() {
        return f(plain(0.0));
    }
    let kept_value = s.kept.map(|k| PACK_W.kind(k).value);
    match s.kind.effect {
        Effect::KnockOutValue => {
            for v in values() {
                let score = if kept_value == Some(v) {
                    -CERTAIN_SELF_OUT
                } else {
                    targets()
                        .map(|t| b.hand(t).any[v as usize] * b.ko_gain())
                        .sum()
                };
                f(Completion {
                    value: Some(v),
                    ..plain(score)
                });
            }
        }
        Effect::GuessHand => {
            for t in targets() {
                let p_brain = b.hand(t).brain;
                for v in values() {
                    let score = if p_brain >= 1.0 {
                        -CERTAIN_SELF_OUT
                    } else {
                        b.hand(t).hit[v as usize] * b.ko_gain() - p_brain * SELF_OUT
                    };
                    f(Completion {
                        target: Some(t),
                        value: Some(v),
                        ..plain(score)
                    });
                }
            }
        }
        Effect::CompareParity => {
            for t in targets() {
                for (parity, p) in [
                    (Parity::Odd, b.hand(t).odd),
                    (Parity::Even, 1.0 - b.hand(t).odd),
                ] {
                    let score = if p <= 1e-12 {
                        -CERTAIN_SELF_OUT
                    } else {
                        p * b.ko_gain() - (1.0 - p) * SELF_OUT
                    };
                    f(Completion {
                        target: Some(t),
                        parity: Some(parity),
                        ..plain(score)
                    });
                }
            }
        }
        Effect::TradeHands => {
            for t in targets() {
                let gain = b.hand(t).mean - f64::from(kept_value.unwrap_or(0));
                f(Completion {
                    target: Some(t),
                    ..plain(b.late * gain)
                });
            }
        }
        Effect::PlayTheirHand => {
            for t in targets() {
                let mut score = 0.0;
                // One level deep: a lent Team Lead is valued at 0.
                if s.depth == 0 {
                    for (k, inner) in PACK_W.kinds.iter().enumerate() {
                        let p = b.hand(t).kind[k];
                        if p > 0.0 {
                            let lent = Situation {
                                kind: inner,
                                lent_by: Some(t),
                                bonus: Some((t, u32::from(inner.value))),
                                depth: s.depth + 1,
                                ..s
                            };
                            score += p * best_score(b, lent);
                        }
                    }
                }
                f(Completion {
                    target: Some(t),
                    ..plain(score)
                });
            }
        }
        Effect::FundIfHighestDiscard => {
            let total = |p: usize| match s.bonus {
                Some((owner, extra)) if owner == p => s.totals[p] + extra,
                _ => s.totals[p],
            };
            let mine = total(me);
            let best_other = (0..m.players())
                .filter(|&p| p != me)
                .map(total)
                .max()
                .unwrap_or(0);
            let score = match (mine > best_other, m.sudden_death.is_some()) {
                (true, true) => CERTAIN_SELF_OUT,
                (true, false) => TOKEN,
                _ => 0.0,
            };
            f(plain(score));
        }
        Effect::ArrangeTopTwo => f(plain(0.5)),
        Effect::ReverseDirection | Effect::ReflectDeveloper => f(plain(0.0)),
    }
}

fn best_score(b: &Beliefs, s: Situation) -> f64 {
    if s.kind.effect == Effect::GuessHand {
        // The common case, without visiting every named value.
        let scores = b.targets.iter().filter(|&t| Some(t) != s.lent_by).map(|t| {
            let d = b.hand(t);
            if d.brain >= 1.0 {
                -CERTAIN_SELF_OUT
            } else {
                d.guess_best * b.ko_gain() - d.brain * SELF_OUT
            }
        });
        return scores
            .fold(None, |acc: Option<f64>, x| {
                Some(acc.map_or(x, |a| a.max(x)))
            })
            .unwrap_or(0.0);
    }
    let mut best = f64::NEG_INFINITY;
    visit(b, s, &mut |c| best = best.max(c.score));
    best
}

/// Every player's discard total (the first `m.players()` entries).
fn totals_now(m: &Match) -> [u32; MAX_PLAYERS] {
    let mut totals = [0; MAX_PLAYERS];
    for (p, total) in totals.iter_mut().enumerate().take(m.players()) {
        *total = m.discard_total(p);
    }
    totals
}

/// Visits every completion of the play in progress, if a play is in
/// progress (a callback, not a list: no allocation per bot move).
fn each_completion(m: &Match, b: &Beliefs, f: &mut dyn FnMut(Completion)) {
    let (Step::ChooseTarget { play }
    | Step::NameValue { play, .. }
    | Step::CallParity { play, .. }) = m.round.step
    else {
        return;
    };
    let mut totals = totals_now(m);
    if play.lent_by.is_none() {
        totals[b.me] += u32::from(m.kind_of(play.card).value);
    }
    let situation = Situation {
        kind: m.kind_of(play.card),
        lent_by: play.lent_by,
        kept: m.kept_card(&play).map(|c| m.cards[c as usize]),
        totals: &totals[..m.players()],
        bonus: None,
        depth: 0,
    };
    visit(b, situation, f);
}

/// One answer to the current prompt, turned into an action id only once chosen.
#[derive(Clone, Copy, PartialEq)]
enum Answer {
    Card(&'static str),
    Target(usize),
    Value(u8),
    Call(Parity),
}

impl Answer {
    fn id(self, m: &Match) -> String {
        match self {
            Answer::Card(code) => ["play-", code].concat(),
            Answer::Target(t) => numbered('t', m.seats[t]),
            Answer::Value(v) => numbered('v', usize::from(v)),
            Answer::Call(p) => p.word().to_string(),
        }
    }
}

/// `t3`, `v8`: one allocation of the right size.
fn numbered(prefix: char, n: usize) -> String {
    use std::fmt::Write;
    let mut id = String::with_capacity(4);
    id.push(prefix);
    write!(id, "{n}").expect("writing to a String cannot fail");
    id
}

/// The most answers a prompt has: the other players of a full match, or
/// the values a card may name.
const MAX_ANSWERS: usize = MAX_PLAYERS;

/// The best score of each answer, in the order answers were first seen
/// (the tie-break draws from that order).
struct Scored {
    entries: [(Answer, f64); MAX_ANSWERS],
    len: usize,
}

impl Scored {
    fn new() -> Self {
        Scored {
            entries: [(Answer::Value(0), 0.0); MAX_ANSWERS],
            len: 0,
        }
    }

    /// Keep the best score of each answer.
    fn add(&mut self, answer: Answer, score: f64) {
        let seen = &mut self.entries[..self.len];
        match seen.iter_mut().find(|(a, _)| *a == answer) {
            Some(entry) => entry.1 = entry.1.max(score),
            None => {
                self.entries[self.len] = (answer, score);
                self.len += 1;
            }
        }
    }

    /// Pick the best answer, ties broken by the derived rng.
    fn pick(&self, m: &Match, me: usize) -> Option<String> {
        let scored = &self.entries[..self.len];
        let best = scored
            .iter()
            .map(|(_, s)| *s)
            .fold(f64::NEG_INFINITY, f64::max);
        let mut top = [Answer::Value(0); MAX_ANSWERS];
        let mut tied = 0;
        for &(answer, score) in scored {
            if score >= best - 1e-9 {
                top[tied] = answer;
                tied += 1;
            }
        }
        let mut rng = m.rng.derive(((me as u64) << 40) ^ m.turn);
        rng.pick(&top[..tied]).map(|a| a.id(m))
    }
}

/// The bot's action for match-local player `me`, if it is prompted.
pub fn choose(m: &Match, me: usize) -> Option<String> {
    if m.prompted() != Some(me) {
        return None;
    }
    let b = Beliefs::new(m, me);
    let r = &m.round;
    let mut scored = Scored::new();
    match &r.step {
        Step::Done => return None,
        Step::ChooseCard => {
            let now = totals_now(m);
            for (i, &card) in r.hands[me].iter().enumerate() {
                let kind = m.kind_of(card);
                let kept = r.hands[me].get(1 - i).map(|&c| m.cards[c as usize]);
                let mut totals = now;
                totals[me] += u32::from(kind.value);
                let situation = Situation {
                    kind,
                    lent_by: None,
                    kept,
                    totals: &totals[..m.players()],
                    bonus: None,
                    depth: 0,
                };
                let best = best_score(&b, situation);
                scored.add(Answer::Card(kind.code), best + b.keep_score(kept));
            }
        }
        Step::ChooseTarget { .. } => {
            each_completion(m, &b, &mut |c| {
                if let Some(t) = c.target {
                    scored.add(Answer::Target(t), c.score);
                }
            });
        }
        Step::NameValue { target, .. } => {
            each_completion(m, &b, &mut |c| {
                if let (true, Some(v)) = (c.target == *target, c.value) {
                    scored.add(Answer::Value(v), c.score);
                }
            });
        }
        Step::CallParity { target, .. } => {
            each_completion(m, &b, &mut |c| {
                if let (true, Some(p)) = (c.target == Some(*target), c.parity) {
                    scored.add(Answer::Call(p), c.score);
                }
            });
        }
        Step::ArrangeTop { top, second } => {
            // Whoever draws next gets the lower card, unless that is the bot.
            let next = r
                .pending_draws
                .last()
                .copied()
                .or_else(|| m.next_player(r.current));
            let (a, z) = (m.kind_of(*top).value, m.kind_of(*second).value);
            let want_high = next == Some(me);
            let keep = if want_high { a >= z } else { a <= z };
            return Some(if keep { "keep" } else { "swap" }.to_string());
        }
    }
    scored.pick(m, me)
}
