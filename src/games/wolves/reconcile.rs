//! Step 6, Reconciling, in rank order (after the loss check in `turn.rs`):
//! No Waste first, then exchanges one click at a time (a card for a Reserve
//! token of its kind, a Leader for any token, two Leaders for a Knowledge
//! card, a token or a card for 1 Status), Reset to undo, and Finish, which
//! returns the rest for 1 Status each (nothing when Overstretched) in one
//! Status gain, or "for nothing" (the rulebook's "any number": a player
//! chooses how many cards earn Status). "Default" does the sensible thing in
//! one click. A player is moved on without a prompt only when the table can
//! see there is nothing to exchange (the settle loop in `turn.rs`), so a hand
//! of only Forest is asked like any other.

use super::*;
use crate::engine::{Choice, ChoiceStyle, Event, Prompt};

impl Wolves {
    pub(crate) fn no_waste_options(&self, seat: Seat) -> Vec<Res> {
        let p = &self.players[seat];
        if !p.has(Knowledge::NoWaste) || p.used_no_waste {
            return Vec::new();
        }
        Res::ALL
            .into_iter()
            .filter(|&r| p.reserve[r.idx()] >= 2 && p.room_for(r))
            .collect()
    }

    pub(crate) fn enter_main_reconcile(&mut self, pos: usize) {
        let seat = self.rank[pos];
        self.phase = Phase::Reconciling {
            pos,
            step: RecStep::Main {
                pending: 0,
                saved: Box::new(self.players[seat].clone()),
                saved_supply: self.supply,
            },
        };
    }

    /// The single exchanges open to the reconciling player now.
    fn exchange_options(&self, seat: Seat) -> Vec<Choice> {
        let p = &self.players[seat];
        let mut out = Vec::new();
        for r in Res::ALL {
            if p.hand_res(r) > 0 && p.room_for(r) {
                // Short labels without hints: the hand is on the private
                // field, so the exchanges share lines on a text screen.
                out.push(Choice::new(
                    format!("tok-{}", r.code()),
                    text!("wolves-card-to-token", res = res_text(r)),
                ));
            }
        }
        for r in Res::ALL {
            if p.leaders > 0 && p.room_for(r) {
                out.push(Choice::new(
                    format!("ltok-{}", r.code()),
                    text!("wolves-leader-to-token", res = res_text(r)),
                ));
            }
        }
        if p.leaders >= KNOWLEDGE_PRICE {
            for k in Knowledge::ALL {
                if !p.has(k) && self.supply[k.idx()] > 0 {
                    // The price is in the prompt, the effects in `/rules`.
                    out.push(Choice::new(
                        format!("kn-{}", k.code()),
                        text!("wolves-buy-knowledge", knowledge = knowledge_text(k)),
                    ));
                }
            }
        }
        if !p.overstretched {
            for r in Res::ALL {
                if p.reserve[r.idx()] > 0 {
                    out.push(Choice::new(
                        format!("ret-{}", r.code()),
                        text!("wolves-token-to-status", res = res_text(r)),
                    ));
                }
            }
            for card in [Card::Fish, Card::Corn, Card::Bison, Card::Leader] {
                if held(p, card) > 0 {
                    out.push(Choice::new(
                        format!("sta-{}", card.code()),
                        text!("wolves-card-to-status", card = card.idx()),
                    ));
                }
            }
        }
        out
    }

    /// Status that Finish would add now (pending plus the cards still held;
    /// with `rest_for_status` false, the rest goes back for nothing).
    fn finish_gain(&self, seat: Seat, pending: u32, rest_for_status: bool) -> u32 {
        let p = &self.players[seat];
        if p.overstretched || !rest_for_status {
            pending
        } else {
            pending + p.hand_resources() as u32 + p.leaders as u32
        }
    }

    pub(crate) fn reconcile_prompts(&self) -> Vec<Prompt> {
        let Phase::Reconciling { pos, step } = &self.phase else {
            return Vec::new();
        };
        let seat = self.rank[*pos];
        let p = &self.players[seat];
        let (text, choices) = match step {
            RecStep::NoWaste => {
                let mut c: Vec<Choice> = self
                    .no_waste_options(seat)
                    .into_iter()
                    .map(|r| {
                        Choice::new(
                            format!("nw-{}", r.code()),
                            text!("wolves-no-waste", res = res_text(r)),
                        )
                    })
                    .collect();
                c.push(
                    Choice::new("nw-no", text!("wolves-no-waste-skip"))
                        .style(ChoiceStyle::Secondary),
                );
                (text!("wolves-no-waste-prompt"), c)
            }
            RecStep::Main { pending, saved, .. } => {
                let last = self.turn >= LAST_TURN;
                let auto_label = if last && !p.overstretched {
                    text!("wolves-auto-last")
                } else {
                    text!("wolves-auto")
                };
                let mut c = vec![Choice::new("auto", auto_label).style(ChoiceStyle::Primary)];
                c.extend(self.exchange_options(seat));
                let gain = self.finish_gain(seat, *pending, true);
                let finish_label = if p.overstretched {
                    text!("wolves-finish-overstretched")
                } else {
                    text!("wolves-finish", gain = i64::from(gain))
                };
                c.push(Choice::new("finish", finish_label).style(ChoiceStyle::Secondary));
                if self.finish_gain(seat, *pending, false) != gain {
                    c.push(
                        Choice::new("forgo", text!("wolves-forgo", gain = i64::from(*pending)))
                            .style(ChoiceStyle::Secondary),
                    );
                }
                if *pending > 0 || **saved != *p {
                    c.push(
                        Choice::new("reset", text!("wolves-reset")).style(ChoiceStyle::Secondary),
                    );
                }
                let text = text!(
                    "wolves-reconcile-prompt",
                    reserve = usize::from(p.reserve_total()),
                    cap = usize::from(p.reserve_cap()),
                    price = usize::from(KNOWLEDGE_PRICE),
                    buys = usize::from(p.leaders >= KNOWLEDGE_PRICE),
                    returns = usize::from(!p.overstretched)
                );
                (text, c)
            }
        };
        vec![Prompt {
            seat,
            text,
            choices,
        }]
    }

    pub(crate) fn apply_reconcile(
        &mut self,
        seat: Seat,
        action: &str,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Phase::Reconciling { pos, step } = self.phase.clone() else {
            return Err(RuleError::Illegal(text!("wolves-refuse-not-reconciling")));
        };
        let (mut pending, saved, saved_supply) = match step {
            RecStep::NoWaste => {
                if action == "nw-no" {
                    self.enter_main_reconcile(pos);
                    return Ok(());
                }
                let res = action
                    .strip_prefix("nw-")
                    .and_then(gather::single_res)
                    .ok_or_else(|| not_now(action, text!("wolves-no-waste-allowed")))?;
                if !self.no_waste_options(seat).contains(&res) {
                    return Err(RuleError::Illegal(text!(
                        "wolves-refuse-no-waste",
                        res = res_text(res)
                    )));
                }
                let p = &mut self.players[seat];
                p.reserve[res.idx()] += 1;
                p.used_no_waste = true;
                ev.push(Event::public(text!(
                    "wolves-adds-token",
                    player = self.who(seat),
                    res = res_text(res)
                )));
                self.enter_main_reconcile(pos);
                return Ok(());
            }
            RecStep::Main {
                pending,
                saved,
                saved_supply,
            } => (pending, saved, saved_supply),
        };
        let cap_reason = |p: &Player, r: Res| {
            if p.reserve[r.idx()] >= KIND_CAP {
                text!(
                    "wolves-refuse-swap-kind-full",
                    res = res_text(r),
                    cap = usize::from(KIND_CAP)
                )
            } else {
                text!(
                    "wolves-refuse-reserve-cap",
                    cap = usize::from(p.reserve_cap())
                )
            }
        };
        // Set by a finish (whether the rest counts for Status), carried out
        // once the step is stored again.
        let mut finish = None;
        if let Some(code) = action.strip_prefix("tok-") {
            let r = gather::single_res(code).ok_or_else(|| malformed(action))?;
            let p = &mut self.players[seat];
            if p.hand_res(r) == 0 {
                return Err(RuleError::Illegal(text!(
                    "wolves-refuse-no-card",
                    res = res_text(r)
                )));
            }
            if !p.room_for(r) {
                return Err(RuleError::Illegal(cap_reason(p, r)));
            }
            p.return_cards(r, 1);
            p.reserve[r.idx()] += 1;
        } else if let Some(code) = action.strip_prefix("ltok-") {
            let r = gather::single_res(code).ok_or_else(|| malformed(action))?;
            let p = &mut self.players[seat];
            if p.leaders == 0 {
                return Err(RuleError::Illegal(text!("wolves-refuse-no-leader")));
            }
            if !p.room_for(r) {
                return Err(RuleError::Illegal(cap_reason(p, r)));
            }
            p.return_leaders(1);
            p.reserve[r.idx()] += 1;
        } else if let Some(code) = action.strip_prefix("kn-") {
            let k = Knowledge::from_code(code).ok_or_else(|| malformed(action))?;
            let p = &self.players[seat];
            if p.has(k) {
                return Err(RuleError::Illegal(text!(
                    "wolves-refuse-knowledge-owned",
                    knowledge = knowledge_text(k)
                )));
            }
            if self.supply[k.idx()] == 0 {
                return Err(RuleError::Illegal(text!(
                    "wolves-refuse-knowledge-gone",
                    knowledge = knowledge_text(k)
                )));
            }
            if p.leaders < KNOWLEDGE_PRICE {
                return Err(RuleError::Illegal(text!(
                    "wolves-refuse-knowledge-price",
                    price = usize::from(KNOWLEDGE_PRICE),
                    leaders = usize::from(p.leaders)
                )));
            }
            let p = &mut self.players[seat];
            p.return_leaders(KNOWLEDGE_PRICE);
            p.knowledge.push(k);
            self.supply[k.idx()] -= 1;
            ev.push(Event::public(text!(
                "wolves-gains-knowledge",
                player = self.who(seat),
                knowledge = knowledge_text(k),
                price = usize::from(KNOWLEDGE_PRICE)
            )));
        } else if let Some(code) = action.strip_prefix("ret-") {
            let r = gather::single_res(code).ok_or_else(|| malformed(action))?;
            let p = &mut self.players[seat];
            if p.overstretched {
                return Err(RuleError::Illegal(text!(
                    "wolves-refuse-overstretched-return"
                )));
            }
            if p.reserve[r.idx()] == 0 {
                return Err(RuleError::Illegal(text!(
                    "wolves-refuse-no-token",
                    res = res_text(r)
                )));
            }
            p.reserve[r.idx()] -= 1;
            pending += 1;
        } else if let Some(code) = action.strip_prefix("sta-") {
            let mut chars = code.chars();
            let card = match (chars.next(), chars.next()) {
                (Some(c), None) => Card::from_code(c).filter(|&c| c != Card::Forest),
                _ => None,
            };
            let card = card.ok_or_else(|| malformed(action))?;
            let p = &mut self.players[seat];
            if p.overstretched {
                return Err(RuleError::Illegal(text!(
                    "wolves-refuse-overstretched-return"
                )));
            }
            if held(p, card) == 0 {
                return Err(RuleError::Illegal(match card.res() {
                    Some(r) => text!("wolves-refuse-no-card", res = res_text(r)),
                    None => text!("wolves-refuse-no-leader"),
                }));
            }
            match card.res() {
                Some(r) => p.return_cards(r, 1),
                None => p.return_leaders(1),
            }
            pending += 1;
        } else {
            match action {
                "finish" | "auto" | "forgo" => {
                    if action == "auto" {
                        pending += self.auto_reconcile(seat);
                    }
                    finish = Some(action != "forgo");
                }
                "reset" => {
                    self.players[seat] = (*saved).clone();
                    self.supply = saved_supply;
                    pending = 0;
                }
                _ => return Err(not_now(action, text!("wolves-reconcile-allowed"))),
            }
        }
        self.phase = Phase::Reconciling {
            pos,
            step: RecStep::Main {
                pending,
                saved,
                saved_supply,
            },
        };
        if let Some(rest_for_status) = finish {
            self.finish_reconcile(seat, rest_for_status, ev);
        }
        Ok(())
    }

    /// The one-click default: on the last turn everything for Status; otherwise
    /// cards and Leaders into Reserve tokens (thinnest kind first) while the caps
    /// allow. Returns the Status from tokens returned.
    fn auto_reconcile(&mut self, seat: Seat) -> u32 {
        let last = self.turn >= LAST_TURN;
        let p = &mut self.players[seat];
        if last {
            if p.overstretched {
                return 0;
            }
            let returned = p.reserve_total() as u32;
            p.reserve = [0; 3];
            return returned;
        }
        loop {
            let pick = Res::ALL
                .into_iter()
                .filter(|&r| p.hand_res(r) > 0 && p.room_for(r))
                .min_by_key(|&r| (p.reserve[r.idx()], r));
            match pick {
                Some(r) => {
                    p.return_cards(r, 1);
                    p.reserve[r.idx()] += 1;
                }
                None => break,
            }
        }
        while p.leaders > 0 {
            let pick = Res::ALL
                .into_iter()
                .filter(|&r| p.room_for(r))
                .min_by_key(|&r| (p.reserve[r.idx()], r));
            match pick {
                Some(r) => {
                    p.return_leaders(1);
                    p.reserve[r.idx()] += 1;
                }
                None => break,
            }
        }
        0
    }

    /// Returns every remaining card, for 1 Status each when `rest_for_status`
    /// (never when overstretched), else for nothing; the Status in one gain;
    /// next player.
    pub(crate) fn finish_reconcile(
        &mut self,
        seat: Seat,
        rest_for_status: bool,
        ev: &mut Vec<Event>,
    ) {
        let Phase::Reconciling {
            pos,
            step: RecStep::Main { pending, .. },
        } = self.phase.clone()
        else {
            return;
        };
        let gain = self.finish_gain(seat, pending, rest_for_status);
        self.players[seat].return_all_cards();
        self.gain_status(seat, gain);
        let p = &self.players[seat];
        let r = p.reserve;
        // Cards returned for nothing are not counted aloud: like Forest, they
        // go back unseen.
        let line = text!(
            "wolves-reconciles",
            player = self.who(seat),
            gain = i64::from(gain),
            status = i64::from(p.status),
            fish = usize::from(r[Res::Fish.idx()]),
            corn = usize::from(r[Res::Corn.idx()]),
            bison = usize::from(r[Res::Bison.idx()])
        );
        ev.push(Event::public(line));
        self.phase = Phase::Reconciling {
            pos: pos + 1,
            step: RecStep::NoWaste,
        };
    }
}

/// How many of this card a player holds to return (hand cards, or usable
/// Leaders); Forest counts none, as it never earns anything.
fn held(p: &Player, card: Card) -> u8 {
    match card {
        Card::Leader => p.leaders,
        Card::Forest => 0,
        other => other.res().map_or(0, |r| p.hand_res(r)),
    }
}
