//! Step 5, Gifting, in rank order. The giver composes a gift with +/- per
//! item kind and a recipient, then Offers it (at most one gift per other
//! player). The recipient answers: a gift from a higher-ranked giver may be
//! accepted whole, in part or declined; from a lower-ranked giver it must be
//! accepted whole. Accepted items become the recipient's tokens (needs first,
//! then Reserves, then 1 Status each); Leaders become tokens the recipient
//! picks; the giver gains 2 Status per accepted item; The More You Share.

use super::*;
use crate::engine::{Choice, ChoiceStyle, Event, Prompt};
use crate::text;

impl Wolves {
    fn giver(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Gifting { pos, .. } => self.rank.get(*pos).copied(),
            _ => None,
        }
    }

    /// The seat [`Self::gifting_prompts`] prompts, without building it.
    pub(crate) fn gifting_prompted(&self) -> Option<Seat> {
        let (Phase::Gifting { step, .. }, Some(giver)) = (&self.phase, self.giver()) else {
            return None;
        };
        Some(match step {
            GiftStep::Compose { .. } | GiftStep::Share => giver,
            GiftStep::Answer { to, .. } | GiftStep::LeaderTokens { to, .. } => *to,
        })
    }

    pub(crate) fn gifting_prompts(&self) -> Vec<Prompt> {
        let (Phase::Gifting { offered, step, .. }, Some(giver)) = (&self.phase, self.giver())
        else {
            return Vec::new();
        };
        let prompt = match step {
            GiftStep::Compose { draft, to } => {
                let have = self.players[giver].giftable();
                let has_any = bundle_size(&have) > 0;
                // Every line stays in its place while the gift is composed
                // (and from one gift to the next): a line that does not
                // apply now is disabled, not removed.
                let mut choices = bundle_buttons(draft, &have);
                let others = (0..self.n()).filter(|&s| s != giver);
                for s in others.filter(|_| has_any) {
                    let needs = if offered.contains(&s) {
                        text!("wolves-gift-to-offered")
                    } else if self.players[s].unmet() {
                        text!("wolves-gift-to-short", short = self.shortfall_text(s))
                    } else {
                        text!("wolves-gift-to-met")
                    };
                    let style = if *to == Some(s) {
                        ChoiceStyle::Primary
                    } else {
                        ChoiceStyle::Normal
                    };
                    choices.push(
                        Choice::new(format!("to{s}"), text!("wolves-gift-to", player = self.who(s)))
                            .hint(needs)
                            .style(style)
                            .disabled_if(offered.contains(&s)),
                    );
                }
                if has_any {
                    let empty = bundle_size(draft) == 0;
                    let offer = match to {
                        Some(s) => Choice::new(
                            "offer",
                            text!("wolves-gift-offer-to", player = self.who(*s)),
                        ),
                        None => Choice::new("offer", text!("wolves-gift-offer"))
                            .hint(text!("wolves-gift-offer-hint")),
                    };
                    let offer = if empty {
                        offer.hint(text!("wolves-gift-empty-hint"))
                    } else if to.is_some() {
                        offer.hint(bundle_text(draft))
                    } else {
                        offer
                    };
                    choices.push(
                        offer
                            .style(ChoiceStyle::Primary)
                            .disabled_if(empty || to.is_none()),
                    );
                    choices.push(
                        Choice::new("clear", text!("wolves-gift-clear"))
                            .style(ChoiceStyle::Secondary)
                            .disabled_if(empty),
                    );
                }
                choices.push(
                    Choice::new("done", text!("wolves-gift-done")).style(ChoiceStyle::Secondary),
                );
                let text = match to {
                    _ if !has_any => text!("wolves-gift-prompt-nothing"),
                    Some(s) => text!(
                        "wolves-gift-prompt-for",
                        gift = bundle_text(draft),
                        player = self.who(*s)
                    ),
                    None => text!("wolves-gift-prompt", gift = bundle_text(draft)),
                };
                Prompt {
                    seat: giver,
                    text,
                    choices,
                }
            }
            GiftStep::Answer { gift, to, part } => {
                let may_choose = self.outranks(giver, *to);
                let choices = match part {
                    None => {
                        let mut c = vec![Choice::new("accept", text!("wolves-gift-accept"))
                            .hint(bundle_text(gift))
                            .style(ChoiceStyle::Primary)];
                        if may_choose {
                            c.push(Choice::new("part", text!("wolves-gift-part")));
                            c.push(
                                Choice::new("decline", text!("wolves-gift-decline"))
                                    .style(ChoiceStyle::Secondary),
                            );
                        }
                        c
                    }
                    Some(taken) => {
                        let mut c = bundle_buttons(taken, gift);
                        let take = match bundle_size(taken) {
                            0 => Choice::new("take", text!("wolves-gift-take", count = 0usize))
                                .hint(text!("wolves-gift-take-nothing")),
                            n => Choice::new("take", text!("wolves-gift-take", count = usize::from(n)))
                                .hint(bundle_text(taken)),
                        };
                        c.push(
                            take.style(ChoiceStyle::Primary)
                                .disabled_if(bundle_size(taken) == 0),
                        );
                        c.push(Choice::new("back", text!("wolves-back")).style(ChoiceStyle::Secondary));
                        c
                    }
                };
                let text = match part {
                    None if may_choose => text!(
                        "wolves-gift-answer-prompt-choose",
                        player = self.who(giver),
                        gift = bundle_text(gift)
                    ),
                    None => text!(
                        "wolves-gift-answer-prompt-whole",
                        player = self.who(giver),
                        gift = bundle_text(gift)
                    ),
                    Some(taken) => text!("wolves-gift-part-prompt", taken = bundle_text(taken)),
                };
                Prompt {
                    seat: *to,
                    text,
                    choices,
                }
            }
            GiftStep::LeaderTokens {
                taken, to, picks, ..
            } => {
                let total = taken[Item::Leader.idx()];
                let choices = Res::ALL
                    .iter()
                    .map(|&r| {
                        Choice::new(format!("lt-{}", r.code()), text!("wolves-token", res = res_text(r)))
                            .hint(self.token_destination(*to, r, taken, picks))
                    })
                    .collect();
                Prompt {
                    seat: *to,
                    text: text!(
                        "wolves-gift-leader-prompt",
                        number = picks.len() + 1,
                        total = usize::from(total)
                    ),
                    choices,
                }
            }
            GiftStep::Share => {
                let mut choices: Vec<Choice> = self
                    .share_options(giver)
                    .into_iter()
                    .map(|rs| {
                        let code: String = rs.iter().map(|r| r.code()).collect();
                        Choice::new(format!("sh-{code}"), share_label(&rs))
                    })
                    .collect();
                choices.push(
                    Choice::new("sh-no", text!("wolves-share-none")).style(ChoiceStyle::Secondary),
                );
                Prompt {
                    seat: giver,
                    text: text!("wolves-share-prompt"),
                    choices,
                }
            }
        };
        vec![prompt]
    }

    /// Where a gifted token of `res` would go for `to`, after the gift's other
    /// items and the Leader tokens already picked.
    fn token_destination(&self, to: Seat, res: Res, taken: &Bundle, picks: &[Res]) -> Text {
        let mut probe = self.players[to].clone();
        let mut tokens = [0u8; 3];
        for r in Res::ALL {
            tokens[r.idx()] = taken[Item::card(r).idx()] + taken[Item::token(r).idx()];
        }
        for &r in picks {
            tokens[r.idx()] += 1;
        }
        receive(&mut probe, tokens);
        if probe.shortfall(res) > 0 {
            text!("wolves-token-to-need")
        } else if probe.room_for(res) {
            text!("wolves-token-to-reserve")
        } else {
            text!("wolves-token-to-status-overflow")
        }
    }

    /// The token sets The More You Share can add: pairs that fit, else singles.
    pub(crate) fn share_options(&self, seat: Seat) -> Vec<Vec<Res>> {
        let p = &self.players[seat];
        let mut pairs = Vec::new();
        for (i, &a) in Res::ALL.iter().enumerate() {
            for &b in &Res::ALL[i..] {
                let mut probe = p.clone();
                if probe.room_for(a) {
                    probe.reserve[a.idx()] += 1;
                    if probe.room_for(b) {
                        pairs.push(vec![a, b]);
                    }
                }
            }
        }
        if pairs.is_empty() {
            Res::ALL
                .iter()
                .filter(|&&r| p.room_for(r))
                .map(|&r| vec![r])
                .collect()
        } else {
            pairs
        }
    }

    pub(crate) fn apply_gifting(
        &mut self,
        _seat: Seat,
        action: &str,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Phase::Gifting { pos, offered, step } = self.phase.clone() else {
            return Err(RuleError::Illegal(text!("wolves-refuse-not-gifting")));
        };
        let giver = self.rank[pos];
        let set_step = |game: &mut Wolves, step: GiftStep, offered: Vec<Seat>| {
            game.phase = Phase::Gifting { pos, offered, step };
        };
        match step {
            GiftStep::Compose { mut draft, mut to } => {
                let have = self.players[giver].giftable();
                if let Some(code) = action.strip_prefix("add-") {
                    let item = parse_item(action, code)?;
                    if draft[item.idx()] >= have[item.idx()] {
                        return Err(RuleError::Illegal(text!(
                            "wolves-refuse-gift-have-only",
                            items = item.counted(have[item.idx()])
                        )));
                    }
                    draft[item.idx()] += 1;
                } else if let Some(code) = action.strip_prefix("rem-") {
                    let item = parse_item(action, code)?;
                    if draft[item.idx()] == 0 {
                        return Err(RuleError::Illegal(text!(
                            "wolves-refuse-gift-none-to-remove",
                            item = item.name()
                        )));
                    }
                    draft[item.idx()] -= 1;
                } else if let Some(s) = action.strip_prefix("to") {
                    let s: Seat = s.parse().map_err(|_| malformed(action))?;
                    if s >= self.n() || s == giver {
                        return Err(RuleError::Illegal(text!("wolves-refuse-gift-recipient")));
                    }
                    if offered.contains(&s) {
                        return Err(RuleError::Illegal(text!(
                            "wolves-refuse-gift-offered",
                            player = self.who(s)
                        )));
                    }
                    to = Some(s);
                } else {
                    match action {
                        "clear" if bundle_size(&draft) == 0 => {
                            return Err(RuleError::Illegal(text!("wolves-refuse-gift-clear-empty")))
                        }
                        "clear" => draft = [0; 7],
                        "done" => {
                            self.finish_gifting(giver, ev);
                            return Ok(());
                        }
                        "offer" => {
                            let Some(recipient) = to else {
                                return Err(RuleError::Illegal(text!(
                                    "wolves-refuse-gift-no-recipient"
                                )));
                            };
                            if bundle_size(&draft) == 0 {
                                return Err(RuleError::Illegal(text!(
                                    "wolves-refuse-gift-empty"
                                )));
                            }
                            let line = if self.outranks(giver, recipient) {
                                text!(
                                    "wolves-offers-any-part",
                                    giver = self.who(giver),
                                    player = self.who(recipient),
                                    gift = bundle_text(&draft)
                                )
                            } else {
                                text!(
                                    "wolves-offers-whole",
                                    giver = self.who(giver),
                                    player = self.who(recipient),
                                    gift = bundle_text(&draft)
                                )
                            };
                            ev.push(Event::public(line));
                            let mut offered = offered;
                            offered.push(recipient);
                            set_step(
                                self,
                                GiftStep::Answer {
                                    gift: draft,
                                    to: recipient,
                                    part: None,
                                },
                                offered,
                            );
                            return Ok(());
                        }
                        _ => {
                            return Err(not_now(action, text!("wolves-gift-compose-allowed")))
                        }
                    }
                }
                set_step(self, GiftStep::Compose { draft, to }, offered);
            }
            GiftStep::Answer { gift, to, part } => {
                let may_choose = self.outranks(giver, to);
                let refuse_whole = || {
                    RuleError::Illegal(text!(
                        "wolves-refuse-gift-whole",
                        player = self.who(giver)
                    ))
                };
                match (action, part) {
                    ("accept", None) => self.accept(giver, to, gift, gift, offered, ev),
                    ("part", None) => {
                        if !may_choose {
                            return Err(refuse_whole());
                        }
                        let step = GiftStep::Answer {
                            gift,
                            to,
                            part: Some([0; 7]),
                        };
                        set_step(self, step, offered);
                    }
                    ("decline", None) => {
                        if !may_choose {
                            return Err(refuse_whole());
                        }
                        ev.push(Event::public(text!(
                            "wolves-declines",
                            player = self.who(to),
                            giver = self.who(giver)
                        )));
                        set_step(
                            self,
                            GiftStep::BLANK,
                            offered,
                        );
                    }
                    ("back", Some(_)) => set_step(
                        self,
                        GiftStep::Answer {
                            gift,
                            to,
                            part: None,
                        },
                        offered,
                    ),
                    ("take", Some(taken)) => {
                        if bundle_size(&taken) == 0 {
                            return Err(RuleError::Illegal(text!("wolves-refuse-gift-take-nothing")));
                        }
                        self.accept(giver, to, gift, taken, offered, ev);
                    }
                    (a, Some(mut taken)) if a.starts_with("add-") || a.starts_with("rem-") => {
                        let item = parse_item(action, &a[4..])?;
                        let i = item.idx();
                        if a.starts_with("add-") {
                            if taken[i] >= gift[i] {
                                return Err(RuleError::Illegal(text!(
                                    "wolves-refuse-gift-holds-only",
                                    items = item.counted(gift[i])
                                )));
                            }
                            taken[i] += 1;
                        } else {
                            if taken[i] == 0 {
                                return Err(RuleError::Illegal(text!(
                                    "wolves-refuse-gift-none-chosen",
                                    item = item.name()
                                )));
                            }
                            taken[i] -= 1;
                        }
                        let step = GiftStep::Answer {
                            gift,
                            to,
                            part: Some(taken),
                        };
                        set_step(self, step, offered);
                    }
                    ("part" | "decline", Some(_)) if !may_choose => return Err(refuse_whole()),
                    _ => {
                        return Err(not_now(action, text!("wolves-gift-answer-allowed")))
                    }
                }
            }
            GiftStep::LeaderTokens {
                gift,
                taken,
                to,
                mut picks,
            } => {
                let res = action
                    .strip_prefix("lt-")
                    .and_then(gather::single_res)
                    .ok_or_else(|| {
                        not_now(action, text!("wolves-gift-leader-allowed"))
                    })?;
                picks.push(res);
                if picks.len() as u8 >= taken[Item::Leader.idx()] {
                    self.resolve_gift(giver, to, gift, taken, &picks, offered, ev);
                } else {
                    let step = GiftStep::LeaderTokens {
                        gift,
                        taken,
                        to,
                        picks,
                    };
                    set_step(self, step, offered);
                }
            }
            GiftStep::Share => {
                let code = action.strip_prefix("sh-").ok_or_else(|| {
                    not_now(action, text!("wolves-share-allowed"))
                })?;
                if code != "no" {
                    let kinds: Option<Vec<Res>> = code.chars().map(Res::from_code).collect();
                    let kinds = kinds.ok_or_else(|| malformed(action))?;
                    if !self.share_options(giver).contains(&kinds) {
                        return Err(RuleError::Illegal(text!(
                            "wolves-refuse-share-fit",
                            cap = usize::from(KIND_CAP)
                        )));
                    }
                    let p = &mut self.players[giver];
                    for r in &kinds {
                        p.reserve[r.idx()] += 1;
                    }
                    let names: Vec<Text> = kinds.iter().map(|&r| res_text(r)).collect();
                    ev.push(Event::public(text!(
                        "wolves-takes-share",
                        player = self.who(giver),
                        tokens = Text::and_list(names)
                    )));
                }
                self.players[giver].used_share = true;
                set_step(
                    self,
                    GiftStep::BLANK,
                    offered,
                );
            }
        }
        Ok(())
    }

    fn accept(
        &mut self,
        giver: Seat,
        to: Seat,
        gift: Bundle,
        taken: Bundle,
        offered: Vec<Seat>,
        ev: &mut Vec<Event>,
    ) {
        if taken[Item::Leader.idx()] > 0 {
            if let Phase::Gifting { pos, .. } = self.phase {
                self.phase = Phase::Gifting {
                    pos,
                    offered,
                    step: GiftStep::LeaderTokens {
                        gift,
                        taken,
                        to,
                        picks: Vec::new(),
                    },
                };
            }
        } else {
            self.resolve_gift(giver, to, gift, taken, &[], offered, ev);
        }
    }

    /// Moves the accepted items: the giver's cards back to their deck, their
    /// tokens to the pile; the recipient gains tokens; Status for both.
    #[allow(clippy::too_many_arguments)]
    fn resolve_gift(
        &mut self,
        giver: Seat,
        to: Seat,
        gift: Bundle,
        taken: Bundle,
        picks: &[Res],
        offered: Vec<Seat>,
        ev: &mut Vec<Event>,
    ) {
        let mut tokens = [0u8; 3];
        let g = &mut self.players[giver];
        for r in Res::ALL {
            let cards = taken[Item::card(r).idx()];
            g.return_cards(r, cards);
            let from_reserve = taken[Item::token(r).idx()];
            g.reserve[r.idx()] -= from_reserve;
            tokens[r.idx()] += cards + from_reserve;
        }
        g.return_leaders(taken[Item::Leader.idx()]);
        for &r in picks {
            tokens[r.idx()] += 1;
        }
        let (to_needs, to_reserve, overflow) = receive(&mut self.players[to], tokens);
        let size = bundle_size(&taken) as u32;
        self.gain_status(giver, GIFT_STATUS * size);
        self.gain_status(to, overflow as u32);
        let taken_text = if taken == gift {
            bundle_text(&taken)
        } else {
            text!("wolves-accepted-part", taken = bundle_text(&taken))
        };
        let mut line = text!(
            "wolves-accepts",
            player = self.who(to),
            taken = taken_text,
            giver = self.who(giver),
            needs = usize::from(to_needs),
            reserves = usize::from(to_reserve),
            overflow = usize::from(overflow),
            status = (GIFT_STATUS * size) as usize
        );
        if !self.players[to].unmet() && to_needs > 0 {
            line = text!("wolves-accepts-met", accepts = line, player = self.who(to));
        }
        ev.push(Event::public(line));
        let share = self.players[giver].has(Knowledge::TheMoreYouShare)
            && !self.players[giver].used_share
            && bundle_size(&gift) > SHARE_THRESHOLD
            && taken == gift
            && !self.share_options(giver).is_empty();
        let step = if share {
            GiftStep::Share
        } else {
            GiftStep::BLANK
        };
        if let Phase::Gifting { pos, .. } = self.phase {
            self.phase = Phase::Gifting { pos, offered, step };
        }
    }
}

/// A + button for each item kind `limit` holds, disabled at the limit, so
/// each keeps its place whatever `current` holds (`limit` does not change
/// while a bundle is composed). Taking one back (`rem-<item>`) is still
/// accepted but has no button: Clear (or Back) starts over, which keeps a
/// gift's screen within the terminal's line budget.
fn bundle_buttons(current: &Bundle, limit: &Bundle) -> Vec<Choice> {
    let mut out = Vec::new();
    for item in Item::ALL.into_iter().filter(|item| limit[item.idx()] > 0) {
        let i = item.idx();
        out.push(
            Choice::new(format!("add-{}", item.code()), text!("wolves-gift-add", item = item.name()))
                .hint(text!(
                    "wolves-gift-add-hint",
                    count = usize::from(current[i]),
                    limit = usize::from(limit[i])
                ))
                .disabled_if(current[i] >= limit[i]),
        );
    }
    out
}

/// Parses an item code; Forest cards get their own refusal.
fn parse_item(action: &str, code: &str) -> Result<Item, RuleError> {
    if matches!(code, "tc" | "fo" | "forest" | "wc") {
        return Err(RuleError::Illegal(text!("wolves-refuse-gift-forest")));
    }
    Item::from_code(code).ok_or_else(|| malformed(action))
}

/// The More You Share's choice: "+Fish +Corn".
fn share_label(kinds: &[Res]) -> Text {
    let tokens: Vec<Text> = kinds
        .iter()
        .map(|&r| text!("wolves-share-token", res = res_text(r)))
        .collect();
    Text::list(tokens)
}
