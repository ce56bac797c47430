//! The turn's skeleton: step 1 (availability), the end of gathering (the
//! first-turn rank and the step-3 conservation bonus), the automatic moves
//! between steps (`settle`), the loss check, the new rank and Awards, the end
//! of the game, the Status track and the invariants.

use std::cmp::Reverse;

use super::*;
use crate::engine::Event;
use crate::text;

impl Wolves {
    /// Step 1 and the start of step 2 of `self.turn`.
    pub(crate) fn begin_turn(&mut self, ev: &mut Vec<Event>) {
        self.phase_seq += 1;
        for p in &mut self.players {
            let skip = p.overstretched;
            p.overstretched = false;
            p.paid = [0; 3];
            p.needs_done = false;
            p.used_no_waste = false;
            p.used_share = false;
            p.gather = Gather::new(skip);
        }
        self.availability(ev);
        for i in 0..self.n() {
            let mut deck = std::mem::take(&mut self.players[i].deck);
            self.rng.shuffle(&mut deck);
            self.players[i].deck = deck;
        }
        let skipping: Vec<Text> = (0..self.n())
            .filter(|&s| self.players[s].gather.state == GatherState::Skipped)
            .map(|s| Text::player(s, self.name(s)))
            .collect();
        let line = if skipping.is_empty() {
            text!("wolves-gathering-begins")
        } else {
            text!("wolves-gathering-begins-skipping", players = skipping)
        };
        ev.push(Event::public(line));
        self.phase = Phase::Gathering;
    }

    /// Step 1: remove the revealed resources (or the turn-8 cull) from every deck.
    fn availability(&mut self, ev: &mut Vec<Event>) {
        let n = self.n();
        self.revealed.clear();
        match self.preset.modifier(self.turn) {
            Modifier::Reveal(k) => {
                let mut deck = AVAILABILITY_DECK.to_vec();
                self.rng.shuffle(&mut deck);
                self.revealed = deck[..k as usize].to_vec();
                for seat in 0..n {
                    for &res in &self.revealed {
                        let p = &mut self.players[seat];
                        if let Some(i) = p.deck.iter().position(|&c| c == Card::of(res)) {
                            p.deck.remove(i);
                            p.removed[Card::of(res).idx()] += 1;
                        }
                    }
                }
                let line = if self.revealed.is_empty() {
                    text!("wolves-turn-begins", turn = usize::from(self.turn))
                } else {
                    let names: Vec<Text> = self.revealed.iter().map(|&r| res_text(r)).collect();
                    text!(
                        "wolves-turn-begins-reveal",
                        turn = usize::from(self.turn),
                        modifier = Modifier::Reveal(k).label(),
                        cards = names
                    )
                };
                ev.push(Event::public(line));
            }
            Modifier::Cull(k) => {
                let mut parts = Vec::new();
                for seat in 0..n {
                    let mut deck = std::mem::take(&mut self.players[seat].deck);
                    self.rng.shuffle(&mut deck);
                    // Reveal from the top until k non-Leader cards are out; Leaders go back.
                    let mut kept = Vec::new();
                    let mut culled = 0;
                    let mut removed_now = [0u8; 5];
                    while let Some(card) = deck.pop() {
                        if card != Card::Leader && culled < k {
                            culled += 1;
                            self.players[seat].removed[card.idx()] += 1;
                            removed_now[card.idx()] += 1;
                        } else {
                            kept.push(card);
                        }
                    }
                    self.players[seat].deck = kept;
                    parts.push(text!(
                        "wolves-culled",
                        player = self.who(seat),
                        cards = cards_text(&removed_now)
                    ));
                }
                ev.push(Event::public(text!(
                    "wolves-turn-begins-cull",
                    turn = usize::from(self.turn),
                    count = usize::from(k),
                    culled = semicolon_list(parts)
                )));
            }
        }
    }

    /// Everyone has finished gathering: first-turn rank, then step 3.
    pub(crate) fn finish_gathering(&mut self, ev: &mut Vec<Event>) {
        if self.rank.is_empty() {
            // Fewest face-up Leaders first, then most cards in hand, then at random
            // (the seed's "older player" is unknown to the bot).
            let tiebreak: Vec<u64> = (0..self.n()).map(|_| self.rng.next_u64()).collect();
            let mut order: Vec<Seat> = (0..self.n()).collect();
            order.sort_by_key(|&s| {
                let p = &self.players[s];
                (p.gather.leaders_drawn, Reverse(p.hand_size()), tiebreak[s])
            });
            self.rank = order;
            let places: Vec<Text> = self
                .rank
                .iter()
                .enumerate()
                .map(|(i, &s)| text!("wolves-rank-place", place = i + 1, player = self.who(s)))
                .collect();
            ev.push(Event::public(text!("wolves-rank-set", places = places)));
        }
        // Step 3, in rank order (the order matters on the Status track).
        let mut gains = Vec::new();
        for seat in self.rank.clone() {
            let p = &self.players[seat];
            let per = if p.has(Knowledge::ShowingOff) {
                SHOWING_OFF_BONUS
            } else {
                CONSERVATION_BONUS
            };
            let bonus = per * 2u32.saturating_sub(p.gather.leaders_drawn as u32);
            if bonus > 0 {
                self.gain_status(seat, bonus);
                gains.push(text!(
                    "wolves-bonus-gain",
                    player = self.who(seat),
                    bonus = bonus as usize
                ));
            }
        }
        if !gains.is_empty() {
            ev.push(Event::public(text!("wolves-conservation-bonus", gains = gains)));
        }
        self.phase = Phase::Needs {
            pos: 0,
            custom: None,
        };
    }

    /// Moves a Status marker forward by `amount` in one go; a marker that would
    /// land on another one's space moves back until it is alone (zero is shared).
    pub(crate) fn gain_status(&mut self, seat: Seat, amount: u32) {
        if amount == 0 {
            return;
        }
        let mut target = self.players[seat].status + amount;
        while target > 0
            && self
                .players
                .iter()
                .enumerate()
                .any(|(i, p)| i != seat && p.status == target)
        {
            target -= 1;
        }
        self.players[seat].status = target;
    }

    /// Runs the automatic parts of the turn until someone must decide or the game ends.
    pub(crate) fn settle(&mut self, ev: &mut Vec<Event>) {
        let n = self.n();
        loop {
            match &self.phase {
                Phase::Over => return,
                Phase::Gathering => {
                    if self.players.iter().all(|p| p.gather.state.finished()) {
                        self.finish_gathering(ev);
                    } else {
                        return;
                    }
                }
                Phase::Needs { pos, custom } => {
                    let pos = *pos;
                    if pos >= n {
                        self.phase = Phase::gifting_from(0);
                        continue;
                    }
                    let seat = self.rank[pos];
                    if custom.is_none() && self.max_payable(seat) == 0 {
                        self.pay(
                            seat,
                            [Split {
                                cards: 0,
                                tokens: 0,
                                leaders: 0,
                            }; 3],
                            ev,
                        );
                        continue;
                    }
                    return;
                }
                Phase::Gifting { pos, offered, step } => {
                    let pos = *pos;
                    if pos >= n {
                        self.start_reconciling(ev);
                        continue;
                    }
                    let giver = self.rank[pos];
                    let idle =
                        matches!(step, GiftStep::Compose { draft, .. } if bundle_size(draft) == 0);
                    // Moved on only on what the table sees: no one left to offer
                    // to, or no cards, Leaders or tokens at all. A hand of Forest
                    // is hidden, so its holder is asked like anyone else.
                    let p = &self.players[giver];
                    let seen_empty = p.seen_holding_nothing() && p.reserve_total() == 0;
                    if idle && (seen_empty || offered.len() + 1 >= n) {
                        self.finish_gifting(giver, ev);
                        continue;
                    }
                    return;
                }
                Phase::Reconciling { pos, step } => {
                    let pos = *pos;
                    if pos >= n {
                        self.end_turn(ev);
                        continue;
                    }
                    let seat = self.rank[pos];
                    match step {
                        RecStep::NoWaste => {
                            if self.no_waste_options(seat).is_empty() {
                                self.enter_main_reconcile(pos);
                                continue;
                            }
                            return;
                        }
                        RecStep::Main { pending, saved, .. } => {
                            // Moved on only on what the table sees, as at
                            // gifting: no cards in hand, no Leaders, and no
                            // Reserve token that could earn Status. A hand
                            // of Forest is hidden, so it is asked like any.
                            let p = &self.players[seat];
                            let untouched = *pending == 0 && **saved == *p;
                            let seen_stuck = p.seen_holding_nothing()
                                && (p.reserve_total() == 0 || p.overstretched);
                            if untouched && seen_stuck {
                                self.finish_reconcile(seat, true, ev);
                                continue;
                            }
                            return;
                        }
                    }
                }
            }
        }
    }

    /// The giver is done, with the one public line every giver gets (whether
    /// they chose Finish or had nothing to give), and the next one is up.
    pub(crate) fn finish_gifting(&mut self, giver: Seat, ev: &mut Vec<Event>) {
        ev.push(Event::public(text!(
            "wolves-finishes-gifting",
            player = self.who(giver)
        )));
        self.next_giver();
    }

    fn next_giver(&mut self) {
        if let Phase::Gifting { pos, .. } = &self.phase {
            self.phase = Phase::gifting_from(pos + 1);
        }
    }

    /// Step 6 begins: an unmet need ends the game for everyone.
    fn start_reconciling(&mut self, ev: &mut Vec<Event>) {
        let unmet: Vec<Seat> = self
            .rank
            .iter()
            .copied()
            .filter(|&s| self.players[s].unmet())
            .collect();
        if !unmet.is_empty() {
            let who: Vec<Text> = unmet
                .iter()
                .map(|&s| {
                    text!(
                        "wolves-story-short",
                        player = self.who(s),
                        short = self.shortfall_text(s)
                    )
                })
                .collect();
            ev.push(
                Event::public(text!(
                    "wolves-unmet-at-reconciling",
                    who = who,
                    turn = usize::from(self.turn)
                ))
                .notify(),
            );
            self.end = Some(End::Lost {
                turn: self.turn,
                seats: unmet,
            });
            self.phase = Phase::Over;
            return;
        }
        self.phase = Phase::Reconciling {
            pos: 0,
            step: RecStep::NoWaste,
        };
    }

    /// "2 Fish, 1 Corn" for a player's unmet needs.
    pub(crate) fn shortfall_text(&self, seat: Seat) -> Text {
        let p = &self.players[seat];
        let mut short = [0u8; 5];
        for r in Res::ALL {
            short[Card::of(r).idx()] = p.shortfall(r);
        }
        cards_text(&short)
    }

    /// After everyone reconciled: new rank, Awards, Status back to zero, next turn or the win.
    fn end_turn(&mut self, ev: &mut Vec<Event>) {
        let prev = self.rank.clone();
        let mut order = prev.clone();
        order.sort_by_key(|&s| {
            let p = &self.players[s];
            let reserves_at_zero = if p.status == 0 { p.reserve_total() } else { 0 };
            (
                Reverse(p.status),
                Reverse(reserves_at_zero),
                prev.iter().position(|&x| x == s),
            )
        });
        self.rank = order;
        let mut parts = Vec::new();
        for (i, &seat) in self.rank.iter().enumerate() {
            let award = awards(self.n()).get(i).copied().unwrap_or(0);
            self.players[seat].awards += award;
            parts.push(text!(
                "wolves-new-rank-place",
                place = i + 1,
                player = self.who(seat),
                status = self.players[seat].status as usize,
                awards = award as usize
            ));
        }
        ev.push(
            Event::public(text!(
                "wolves-turn-ends",
                turn = usize::from(self.turn),
                places = parts
            ))
            .notify(),
        );
        self.record_turn();
        for p in &mut self.players {
            p.status = 0;
        }
        if self.turn >= LAST_TURN {
            let best = self.players.iter().map(|p| p.awards).max().unwrap_or(0);
            let top: Vec<Seat> = (0..self.n())
                .filter(|&s| self.players[s].awards == best)
                .collect();
            let chief = if top.len() == 1 { Some(top[0]) } else { None };
            let line = match chief {
                Some(c) => text!(
                    "wolves-won-chief",
                    player = self.who(c),
                    awards = best as usize
                ),
                None => text!("wolves-won-tie", awards = best as usize),
            };
            ev.push(Event::public(line).notify());
            self.end = Some(End::Won { chief });
            self.phase = Phase::Over;
            return;
        }
        self.turn += 1;
        self.begin_turn(ev);
    }

    pub(crate) fn outcome_of(&self, end: &End) -> Outcome {
        let scores: Vec<i64> = self.players.iter().map(|p| p.awards as i64).collect();
        match end {
            End::Won { chief } => Outcome {
                winners: (0..self.n()).collect(),
                scores,
                // The summary is stored as English for nobody in particular.
                summary: match chief {
                    Some(c) => text!(
                        "wolves-outcome-chief",
                        player = self.who(*c),
                        awards = self.players[*c].awards as usize
                    ),
                    None => text!("wolves-outcome-no-chief"),
                }
                .to_string(),
            },
            End::Lost { turn, seats } => {
                let who: Vec<Text> = seats.iter().map(|&s| Text::player(s, self.name(s))).collect();
                Outcome {
                    winners: Vec::new(),
                    scores,
                    summary: text!(
                        "wolves-outcome-lost",
                        turn = usize::from(*turn),
                        players = who
                    )
                    .to_string(),
                }
            }
        }
    }

    /// The conservation rules: cards, tokens, Knowledge, the Status track, the rank.
    pub(crate) fn invariants(&self) -> Result<(), String> {
        let n = self.n();
        let mut pile_use = [0u32; 3];
        for (seat, p) in self.players.iter().enumerate() {
            // Every card is in the deck, the hand or face up, unless availability removed it.
            let owned = p.owned();
            for card in Card::ALL {
                let expected = p.community.deck()[card.idx()] as i32 - p.removed[card.idx()] as i32;
                if owned[card.idx()] as i32 != expected {
                    return Err(format!(
                        "seat {seat}: {} {} cards owned, expected {expected}",
                        owned[card.idx()],
                        card.name()
                    ));
                }
            }
            if p.removed[Card::Leader.idx()] != 0 {
                return Err(format!("seat {seat}: a Leader was removed"));
            }
            if p.reserve.iter().any(|&k| k > KIND_CAP) || p.reserve_total() > p.reserve_cap() {
                return Err(format!(
                    "seat {seat}: Reserve {:?} over the caps",
                    p.reserve
                ));
            }
            for r in Res::ALL {
                pile_use[r.idx()] += p.reserve[r.idx()] as u32;
                if p.paid[r.idx()] > NEED {
                    return Err(format!("seat {seat}: paid more than the need"));
                }
            }
            if p.leaders > 2 {
                return Err(format!("seat {seat}: {} usable Leaders", p.leaders));
            }
            if Knowledge::ALL
                .iter()
                .any(|k| p.knowledge.iter().filter(|&o| o == k).count() > 1)
            {
                return Err(format!("seat {seat}: owns a Knowledge card twice"));
            }
            if self.phase == Phase::Gathering {
                let g = &p.gather;
                let face_up = if g.state == GatherState::Overstretched {
                    0
                } else {
                    g.leaders_drawn
                };
                if g.drawn != p.hand_size() + g.leaders_drawn || p.leaders != face_up {
                    return Err(format!("seat {seat}: gathering counts disagree"));
                }
            }
            if p.status > 0
                && self
                    .players
                    .iter()
                    .enumerate()
                    .any(|(o, q)| o != seat && q.status == p.status)
            {
                return Err(format!(
                    "seat {seat}: Status marker shares space {}",
                    p.status
                ));
            }
        }
        if pile_use.iter().any(|&u| u > TOKENS_PER_KIND as u32) {
            return Err("more Reserve tokens than the box holds".into());
        }
        for k in Knowledge::ALL {
            let owned = self.players.iter().filter(|p| p.has(k)).count() as u8;
            if owned + self.supply[k.idx()] != KNOWLEDGE_COPIES {
                return Err(format!("{} copies not conserved", k.name()));
            }
        }
        if (self.phase != Phase::Gathering || !self.rank.is_empty())
            && (self.rank.len() != n || (0..n).any(|s| !self.rank.contains(&s)))
        {
            return Err(format!("rank {:?} is not a permutation", self.rank));
        }
        let pos = match &self.phase {
            Phase::Needs { pos, .. }
            | Phase::Gifting { pos, .. }
            | Phase::Reconciling { pos, .. } => Some(*pos),
            _ => None,
        };
        if pos.is_some_and(|p| p >= n) {
            return Err("phase position past the last player".into());
        }
        if self.end.is_some() != (self.phase == Phase::Over) {
            return Err("game end and phase disagree".into());
        }
        Ok(())
    }
}

/// "2 Fish, 3 Forest" for per-kind card counts (or "nothing").
pub(crate) fn cards_text(counts: &[u8; 5]) -> Text {
    let parts: Vec<Text> = Card::ALL
        .iter()
        .filter(|c| counts[c.idx()] > 0)
        .map(|&c| text!("wolves-amount", count = usize::from(counts[c.idx()]), what = card_text(c)))
        .collect();
    counted_list(parts)
}

/// Texts joined by "; " (their own items already hold commas).
fn semicolon_list(parts: Vec<Text>) -> Text {
    fold_right(parts, |first, rest| text!("wolves-semicolon", first = first, rest = rest))
}
