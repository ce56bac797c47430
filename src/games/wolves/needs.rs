//! Step 4, Needs, in rank order: pay 3 Fish, 3 Corn and 3 Bison from hand
//! cards, Reserve tokens and face-up Leaders (wild). One click pays the
//! default way (cards first, then tokens, Leaders last); "Choose how to pay"
//! walks Fish, Corn, Bison, one split each. A player must pay as much as they
//! can; what is left unmet is public with its shortfall.

use super::*;
use crate::engine::{Choice, ChoiceStyle, Event, Prompt};

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
                let mut choices = vec![Choice::new("pay", "Pay (cards first, keep Leaders)")
                    .hint(payment_text(&plan))
                    .style(ChoiceStyle::Primary)];
                if p.leaders > 0 || p.reserve_total() > 0 {
                    choices.push(Choice::new("custom", "Choose how to pay"));
                }
                Some(Prompt {
                    seat,
                    text: format!(
                        "Needs: pay 3 Fish, 3 Corn, 3 Bison (you can cover {} of 9).",
                        self.max_payable(seat)
                    ).into(),
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
                            format!("{}: {}", res.name(), split_text(s)),
                        )
                    })
                    .collect();
                choices.push(Choice::new("back", "Back").style(ChoiceStyle::Secondary));
                Some(Prompt {
                    seat,
                    text: format!(
                        "Needs: how do you pay {}? (you hold {} cards, {} tokens, {} Leader(s) left)",
                        res.name(),
                        p.hand_res(res),
                        p.reserve[res.idx()],
                        p.leaders - chosen.iter().map(|s| s.leaders).sum::<u8>()
                    ).into(),
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
            return Err(RuleError::Illegal("it is not the needs step".into()));
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
                        self.bad_split_reason(seat, &chosen, split).into(),
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
                return Err(RuleError::Illegal(
                    "you are choosing how to pay: pick a split or Back".into(),
                ))
            }
            ("back", None) => {
                return Err(RuleError::Illegal(
                    "nothing to go back to: Pay or Choose how to pay".into(),
                ))
            }
            (a, None)
                if a.len() == 4
                    && a.starts_with('p')
                    && a[1..].bytes().all(|b| b.is_ascii_digit()) =>
            {
                return Err(RuleError::Illegal(
                    "press Choose how to pay first, or Pay".into(),
                ))
            }
            _ => return Err(not_now(action, "Pay, Choose how to pay, or pick a split")),
        }
        Ok(())
    }

    fn bad_split_reason(&self, seat: Seat, chosen: &[Split], split: Split) -> String {
        let p = &self.players[seat];
        let res = Res::ALL[chosen.len()];
        let leaders_left = p.leaders - chosen.iter().map(|s| s.leaders).sum::<u8>();
        if split.cards > p.hand_res(res) {
            format!(
                "you do not have {} {} cards in hand",
                split.cards,
                res.name()
            )
        } else if split.tokens > p.reserve[res.idx()] {
            format!("you do not have {} {} tokens", split.tokens, res.name())
        } else if split.leaders > leaders_left {
            format!("you do not have {} usable Leaders left", split.leaders)
        } else if split.total() > NEED {
            format!("the need is {NEED} {}", res.name())
        } else {
            "you must pay as much of your needs as you can".to_string()
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
        let mut line = format!("{} pays needs: {}.", self.names[seat], payment_text(&plan));
        let notify = unmet;
        if unmet {
            line.push_str(&format!(" UNMET: short {}.", self.shortfall_text(seat)));
        }
        let event = Event::public(line);
        ev.push(if notify { event.notify() } else { event });
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

pub(crate) fn split_text(s: Split) -> String {
    let mut parts = Vec::new();
    if s.cards > 0 {
        parts.push(format!(
            "{} card{}",
            s.cards,
            if s.cards == 1 { "" } else { "s" }
        ));
    }
    if s.tokens > 0 {
        parts.push(format!(
            "{} token{}",
            s.tokens,
            if s.tokens == 1 { "" } else { "s" }
        ));
    }
    if s.leaders > 0 {
        parts.push(format!(
            "{} Leader{}",
            s.leaders,
            if s.leaders == 1 { "" } else { "s" }
        ));
    }
    if parts.is_empty() {
        "nothing".to_string()
    } else {
        parts.join(" + ")
    }
}

pub(crate) fn payment_text(plan: &[Split; 3]) -> String {
    let parts: Vec<String> = Res::ALL
        .iter()
        .map(|&r| format!("{} {}", r.name(), split_text(plan[r.idx()])))
        .collect();
    parts.join("; ")
}
