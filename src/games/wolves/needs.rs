//! Step 4, Needs, in rank order: pay 3 Fish, 3 Corn and 3 Bison from hand
//! cards, Reserve tokens and face-up Leaders (wild). One click pays the
//! default way (cards first, then tokens, Leaders last); "Choose how to pay"
//! walks Fish, Corn, Bison, one split each. A player must pay as much as they
//! can; what is left unmet is public with its shortfall.

use super::*;
use crate::engine::{Choice, ChoiceStyle, Event, Prompt, Text};

impl Wolves {
    /// The most this player can put toward their needs.
    pub(crate) fn max_payable(&self, seat: Seat) -> u8 {
        let p = &self.players[seat];
        max_cover(p, &Res::ALL, p.leaders)
    }

    /// The default payment: cards first, then tokens, then Leaders for what is left.
    pub(crate) fn default_payment(&self, seat: Seat) -> [Split; 3] {
        let p = &self.players[seat];
        let mut leaders = p.leaders;
        let mut plan = [Split {
            cards: 0,
            tokens: 0,
            leaders: 0,
        }; 3];
        for r in Res::ALL {
            let s = &mut plan[r.idx()];
            s.cards = p.hand_res(r).min(NEED);
            s.tokens = p.reserve[r.idx()].min(NEED - s.cards);
            s.leaders = leaders.min(NEED - s.cards - s.tokens);
            leaders -= s.leaders;
        }
        plan
    }

    /// The splits the payer may choose for the next resource of a custom
    /// payment, keeping the total at the most they can pay.
    pub(crate) fn split_options(&self, seat: Seat, chosen: &[Split]) -> Vec<Split> {
        let p = &self.players[seat];
        let k = chosen.len();
        if k >= 3 {
            return Vec::new();
        }
        let res = Res::ALL[k];
        let used_leaders: u8 = chosen.iter().map(|s| s.leaders).sum();
        let leaders_left = p.leaders - used_leaders;
        let paid_so_far: u8 = chosen.iter().map(|s| s.total()).sum();
        let target = self.max_payable(seat) - paid_so_far;
        let rest = &Res::ALL[k + 1..];
        let mut out = Vec::new();
        for cards in 0..=p.hand_res(res).min(NEED) {
            for tokens in 0..=p.reserve[res.idx()].min(NEED - cards) {
                for leaders in 0..=leaders_left.min(NEED - cards - tokens) {
                    let split = Split {
                        cards,
                        tokens,
                        leaders,
                    };
                    if split.total() + max_cover(p, rest, leaders_left - leaders) == target {
                        out.push(split);
                    }
                }
            }
        }
        // Most cards first, Leaders last: the suggested splits lead.
        out.sort_by_key(|s| (std::cmp::Reverse(s.cards), std::cmp::Reverse(s.tokens)));
        out
    }

    pub(crate) fn needs_prompts(&self) -> Vec<Prompt> {
        let Phase::Needs { pos, custom } = &self.phase else {
            return Vec::new();
        };
        let seat = self.rank[*pos];
        let p = &self.players[seat];
        match custom {
            None => {
                let plan = self.default_payment(seat);
                let mut choices = vec![Choice::new("pay", text!("wolves-needs-pay"))
                    .hint(payment_text(&plan))
                    .style(ChoiceStyle::Primary)];
                if p.leaders > 0 || p.reserve_total() > 0 {
                    choices.push(Choice::new("custom", text!("wolves-needs-custom")));
                }
                Some(Prompt {
                    seat,
                    text: text!(
                        "wolves-needs-prompt",
                        need = usize::from(NEED),
                        payable = usize::from(self.max_payable(seat)),
                        total = usize::from(NEED) * Res::ALL.len()
                    ),
                    choices,
                })
            }
            Some(chosen) => {
                let res = Res::ALL[chosen.len()];
                let mut choices: Vec<Choice> = self
                    .split_options(seat, chosen)
                    .into_iter()
                    .map(|s| {
                        Choice::new(
                            format!("p{}{}{}", s.cards, s.tokens, s.leaders),
                            text!(
                                "wolves-needs-split",
                                res = res_text(res),
                                split = split_text(s)
                            ),
                        )
                    })
                    .collect();
                choices
                    .push(Choice::new("back", text!("wolves-back")).style(ChoiceStyle::Secondary));
                Some(Prompt {
                    seat,
                    text: text!(
                        "wolves-needs-split-prompt",
                        res = res_text(res),
                        cards = usize::from(p.hand_res(res)),
                        tokens = usize::from(p.reserve[res.idx()]),
                        leaders =
                            usize::from(p.leaders - chosen.iter().map(|s| s.leaders).sum::<u8>())
                    ),
                    choices,
                })
            }
        }
        .into_iter()
        .collect()
    }

    pub(crate) fn apply_needs(
        &mut self,
        seat: Seat,
        action: &str,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Phase::Needs { pos, custom } = self.phase.clone() else {
            return Err(RuleError::Illegal(text!("wolves-refuse-not-needs")));
        };
        match (action, custom) {
            ("pay", None) => {
                let plan = self.default_payment(seat);
                self.pay(seat, plan, ev);
            }
            ("custom", None) => {
                self.phase = Phase::Needs {
                    pos,
                    custom: Some(Vec::new()),
                };
            }
            ("back", Some(mut chosen)) => {
                let custom = if chosen.pop().is_some() {
                    Some(chosen)
                } else {
                    None
                };
                self.phase = Phase::Needs { pos, custom };
            }
            (a, Some(mut chosen)) if a.len() == 4 && a.starts_with('p') => {
                let digits: Option<Vec<u8>> = a[1..]
                    .chars()
                    .map(|c| c.to_digit(10).map(|d| d as u8))
                    .collect();
                let d = digits.ok_or_else(|| malformed(action))?;
                let split = Split {
                    cards: d[0],
                    tokens: d[1],
                    leaders: d[2],
                };
                let options = self.split_options(seat, &chosen);
                if !options.contains(&split) {
                    return Err(RuleError::Illegal(
                        self.bad_split_reason(seat, &chosen, split),
                    ));
                }
                chosen.push(split);
                if chosen.len() == 3 {
                    self.pay(seat, [chosen[0], chosen[1], chosen[2]], ev);
                } else {
                    self.phase = Phase::Needs {
                        pos,
                        custom: Some(chosen),
                    };
                }
            }
            ("pay" | "custom", Some(_)) => {
                return Err(RuleError::Illegal(text!("wolves-refuse-choosing-split")))
            }
            ("back", None) => return Err(RuleError::Illegal(text!("wolves-refuse-needs-no-back"))),
            (a, None)
                if a.len() == 4
                    && a.starts_with('p')
                    && a[1..].bytes().all(|b| b.is_ascii_digit()) =>
            {
                return Err(RuleError::Illegal(text!("wolves-refuse-custom-first")))
            }
            _ => return Err(not_now(action, text!("wolves-needs-allowed"))),
        }
        Ok(())
    }

    fn bad_split_reason(&self, seat: Seat, chosen: &[Split], split: Split) -> Text {
        let p = &self.players[seat];
        let res = Res::ALL[chosen.len()];
        let leaders_left = p.leaders - chosen.iter().map(|s| s.leaders).sum::<u8>();
        if split.cards > p.hand_res(res) {
            text!(
                "wolves-refuse-split-cards",
                count = usize::from(split.cards),
                res = res_text(res)
            )
        } else if split.tokens > p.reserve[res.idx()] {
            text!(
                "wolves-refuse-split-tokens",
                count = usize::from(split.tokens),
                res = res_text(res)
            )
        } else if split.leaders > leaders_left {
            text!(
                "wolves-refuse-split-leaders",
                count = usize::from(split.leaders)
            )
        } else if split.total() > NEED {
            text!(
                "wolves-refuse-split-over-need",
                need = usize::from(NEED),
                res = res_text(res)
            )
        } else {
            text!("wolves-refuse-split-too-little")
        }
    }

    /// Pays a plan: cards and Leaders go back to the deck, tokens to the pile.
    pub(crate) fn pay(&mut self, seat: Seat, plan: [Split; 3], ev: &mut Vec<Event>) {
        let p = &mut self.players[seat];
        for r in Res::ALL {
            let s = plan[r.idx()];
            p.return_cards(r, s.cards);
            p.reserve[r.idx()] -= s.tokens;
            p.return_leaders(s.leaders);
            p.paid[r.idx()] += s.total();
        }
        p.needs_done = true;
        let unmet = p.unmet();
        let event = if unmet {
            Event::public(text!(
                "wolves-pays-needs-unmet",
                player = self.who(seat),
                payment = payment_text(&plan),
                short = self.shortfall_text(seat)
            ))
            .notify()
        } else {
            Event::public(text!(
                "wolves-pays-needs",
                player = self.who(seat),
                payment = payment_text(&plan)
            ))
        };
        ev.push(event);
        if let Phase::Needs { pos, .. } = self.phase {
            self.phase = Phase::Needs {
                pos: pos + 1,
                custom: None,
            };
        }
    }
}

/// The most `leaders` wild cards plus the cards and tokens of `kinds` can cover.
fn max_cover(p: &Player, kinds: &[Res], leaders: u8) -> u8 {
    let mut covered = 0;
    let mut gap = 0;
    for &r in kinds {
        let own = (p.hand_res(r) + p.reserve[r.idx()]).min(NEED);
        covered += own;
        gap += NEED - own;
    }
    covered + leaders.min(gap)
}

/// A split as words: "2 cards + 1 Leader", or "nothing".
pub(crate) fn split_text(s: Split) -> Text {
    let parts: Vec<Text> = [
        (
            s.cards,
            text!("wolves-split-cards", count = usize::from(s.cards)),
        ),
        (
            s.tokens,
            text!("wolves-split-tokens", count = usize::from(s.tokens)),
        ),
        (
            s.leaders,
            text!("wolves-split-leaders", count = usize::from(s.leaders)),
        ),
    ]
    .into_iter()
    .filter(|(n, _)| *n > 0)
    .map(|(_, part)| part)
    .collect();
    parts
        .into_iter()
        .reduce(|left, right| text!("wolves-plus", left = left, right = right))
        .unwrap_or_else(|| text!("wolves-split-nothing"))
}

/// A whole payment: "Fish 3 cards; Corn 2 cards + 1 token; Bison nothing".
pub(crate) fn payment_text(plan: &[Split; 3]) -> Text {
    text!(
        "wolves-payment",
        fish = split_text(plan[Res::Fish.idx()]),
        corn = split_text(plan[Res::Corn.idx()]),
        bison = split_text(plan[Res::Bison.idx()])
    )
}
