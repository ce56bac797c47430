//! Step 5, Gifting, in rank order. The giver composes a gift with +/- per
//! item kind and a recipient, then Offers it (at most one gift per other
//! player). The recipient answers: a gift from a higher-ranked giver may be
//! accepted whole, in part or declined; from a lower-ranked giver it must be
//! accepted whole. Accepted items become the recipient's tokens (needs first,
//! then Reserves, then 1 Status each); Leaders become tokens the recipient
//! picks; the giver gains 2 Status per accepted item; The More You Share.

use super::*;
use crate::engine::{Choice, ChoiceStyle, Event, Prompt};

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
                        "already offered a gift".to_string()
                    } else if self.players[s].unmet() {
                        format!("short {}", self.shortfall_text(s))
                    } else {
                        "needs met".to_string()
                    };
                    let style = if *to == Some(s) {
                        ChoiceStyle::Primary
                    } else {
                        ChoiceStyle::Normal
                    };
                    choices.push(
                        Choice::new(format!("to{s}"), format!("To {}", self.name(s)))
                            .hint(needs)
                            .style(style)
                            .disabled_if(offered.contains(&s)),
                    );
                }
                if has_any {
                    let empty = bundle_size(draft) == 0;
                    let offer = match to {
                        Some(s) => Choice::new("offer", format!("Offer to {}", self.name(*s))),
                        None => Choice::new("offer", "Offer").hint("choose a recipient"),
                    };
                    let offer = if empty {
                        offer.hint("the gift is empty")
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
                        Choice::new("clear", "Clear")
                            .style(ChoiceStyle::Secondary)
                            .disabled_if(empty),
                    );
                }
                choices.push(Choice::new("done", "Finish gifting").style(ChoiceStyle::Secondary));
                let text = if has_any {
                    format!(
                        "Gifting: compose a gift ({}){}, then Offer. One gift per player.",
                        bundle_text(draft),
                        to.map(|s| format!(" for {}", self.name(s)))
                            .unwrap_or_default()
                    )
                } else {
                    "Gifting: you have nothing you can give (Forest cards cannot be gifted): Finish gifting."
                        .to_string()
                };
                Prompt {
                    seat: giver,
                    text: text.into(),
                    choices,
                }
            }
            GiftStep::Answer { gift, to, part } => {
                let may_choose = self.outranks(giver, *to);
                let choices = match part {
                    None => {
                        let mut c = vec![Choice::new("accept", "Accept all")
                            .hint(bundle_text(gift))
                            .style(ChoiceStyle::Primary)];
                        if may_choose {
                            c.push(Choice::new("part", "Accept part"));
                            c.push(Choice::new("decline", "Decline").style(ChoiceStyle::Secondary));
                        }
                        c
                    }
                    Some(taken) => {
                        let mut c = bundle_buttons(taken, gift);
                        let take = match bundle_size(taken) {
                            0 => Choice::new("take", "Accept these").hint("nothing chosen yet"),
                            n => Choice::new("take", format!("Accept these {n}"))
                                .hint(bundle_text(taken)),
                        };
                        c.push(
                            take.style(ChoiceStyle::Primary)
                                .disabled_if(bundle_size(taken) == 0),
                        );
                        c.push(Choice::new("back", "Back").style(ChoiceStyle::Secondary));
                        c
                    }
                };
                let rule = if may_choose {
                    "you may take all, part or none of it"
                } else {
                    "they rank below you, so you must take it whole"
                };
                let text = match part {
                    None => format!(
                        "{} offers you {}: {rule}.",
                        self.name(giver),
                        bundle_text(gift)
                    ),
                    Some(taken) => format!("Choose what to accept: {} so far.", bundle_text(taken)),
                };
                Prompt {
                    seat: *to,
                    text: text.into(),
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
                        Choice::new(format!("lt-{}", r.code()), format!("{} token", r.name()))
                            .hint(self.token_destination(*to, r, taken, picks))
                    })
                    .collect();
                Prompt {
                    seat: *to,
                    text: format!(
                        "Gifted Leader {} of {total}: which token do you take?",
                        picks.len() + 1
                    ).into(),
                    choices,
                }
            }
            GiftStep::Share => {
                let mut choices: Vec<Choice> = self
                    .share_options(giver)
                    .into_iter()
                    .map(|rs| {
                        let code: String = rs.iter().map(|r| r.code()).collect();
                        let names: Vec<&str> = rs.iter().map(|r| r.name()).collect();
                        Choice::new(format!("sh-{code}"), format!("+{}", names.join(" +")))
                    })
                    .collect();
                choices.push(Choice::new("sh-no", "No tokens").style(ChoiceStyle::Secondary));
                Prompt {
                    seat: giver,
                    text: "The More You Share: add 2 Reserve tokens of your choice.".to_string().into(),
                    choices,
                }
            }
        };
        vec![prompt]
    }

    /// Where a gifted token of `res` would go for `to`, after the gift's other
    /// items and the Leader tokens already picked.
    fn token_destination(&self, to: Seat, res: Res, taken: &Bundle, picks: &[Res]) -> String {
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
            "toward your unmet need".to_string()
        } else if probe.room_for(res) {
            "to your Reserve".to_string()
        } else {
            "Reserve full: 1 Status".to_string()
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
            return Err(RuleError::Illegal("it is not the gifting step".into()));
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
                        return Err(RuleError::Illegal(format!(
                            "you have only {} {}(s) to give",
                            have[item.idx()],
                            item.name()
                        ).into()));
                    }
                    draft[item.idx()] += 1;
                } else if let Some(code) = action.strip_prefix("rem-") {
                    let item = parse_item(action, code)?;
                    if draft[item.idx()] == 0 {
                        return Err(RuleError::Illegal(format!(
                            "the gift has no {} to remove",
                            item.name()
                        ).into()));
                    }
                    draft[item.idx()] -= 1;
                } else if let Some(s) = action.strip_prefix("to") {
                    let s: Seat = s.parse().map_err(|_| malformed(action))?;
                    if s >= self.n() || s == giver {
                        return Err(RuleError::Illegal(
                            "choose another player at the table".into(),
                        ));
                    }
                    if offered.contains(&s) {
                        return Err(RuleError::Illegal(format!(
                            "you already offered {} a gift this turn (one gift per player)",
                            self.name(s)
                        ).into()));
                    }
                    to = Some(s);
                } else {
                    match action {
                        "clear" if bundle_size(&draft) == 0 => {
                            return Err(RuleError::Illegal(
                                "the gift is already empty: nothing to clear".into(),
                            ))
                        }
                        "clear" => draft = [0; 7],
                        "done" => {
                            self.finish_gifting(giver, ev);
                            return Ok(());
                        }
                        "offer" => {
                            let Some(recipient) = to else {
                                return Err(RuleError::Illegal("choose a recipient first".into()));
                            };
                            if bundle_size(&draft) == 0 {
                                return Err(RuleError::Illegal(
                                    "the gift is empty: add something first".into(),
                                ));
                            }
                            let rule = if self.outranks(giver, recipient) {
                                "may take any part"
                            } else {
                                "must take it whole"
                            };
                            ev.push(Event::public(format!(
                                "{} offers {} a gift: {} ({} {rule}).",
                                self.name(giver),
                                self.name(recipient),
                                bundle_text(&draft),
                                self.name(recipient)
                            )));
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
                            return Err(self.gift_misuse(
                                action,
                                "compose your gift, Offer it, or Finish gifting",
                            ))
                        }
                    }
                }
                set_step(self, GiftStep::Compose { draft, to }, offered);
            }
            GiftStep::Answer { gift, to, part } => {
                let may_choose = self.outranks(giver, to);
                let refuse_whole = || {
                    RuleError::Illegal(format!(
                        "{} ranks below you: you must accept the whole gift",
                        self.name(giver)
                    ).into())
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
                        ev.push(Event::public(format!(
                            "{} declines {}'s gift.",
                            self.name(to),
                            self.name(giver)
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
                            return Err(RuleError::Illegal(
                                "choose at least one item, or go Back and Decline".into(),
                            ));
                        }
                        self.accept(giver, to, gift, taken, offered, ev);
                    }
                    (a, Some(mut taken)) if a.starts_with("add-") || a.starts_with("rem-") => {
                        let item = parse_item(action, &a[4..])?;
                        let i = item.idx();
                        if a.starts_with("add-") {
                            if taken[i] >= gift[i] {
                                return Err(RuleError::Illegal(format!(
                                    "the gift holds only {} {}(s)",
                                    gift[i],
                                    item.name()
                                ).into()));
                            }
                            taken[i] += 1;
                        } else {
                            if taken[i] == 0 {
                                return Err(RuleError::Illegal(format!(
                                    "you chose no {} yet",
                                    item.name()
                                ).into()));
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
                        return Err(self.gift_misuse(
                            action,
                            "answer the gift: Accept all, Accept part or Decline",
                        ))
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
                        self.gift_misuse(action, "pick a token for the gifted Leader")
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
                    self.gift_misuse(action, "pick your The More You Share tokens")
                })?;
                if code != "no" {
                    let kinds: Option<Vec<Res>> = code.chars().map(Res::from_code).collect();
                    let kinds = kinds.ok_or_else(|| malformed(action))?;
                    if !self.share_options(giver).contains(&kinds) {
                        return Err(RuleError::Illegal(
                            "those tokens do not fit your Reserve (at most 4 of a kind); pick one of the listed sets"
                                .into(),
                        ));
                    }
                    let p = &mut self.players[giver];
                    for r in &kinds {
                        p.reserve[r.idx()] += 1;
                    }
                    let names: Vec<&str> = kinds.iter().map(|r| r.name()).collect();
                    ev.push(Event::public(format!(
                        "{} takes {} (The More You Share).",
                        self.name(giver),
                        names.join(" and ")
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

    fn gift_misuse(&self, action: &str, allowed: &str) -> RuleError {
        not_now(action, allowed)
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
        let mut line = format!(
            "{} accepts {} from {}: {to_needs} to needs, {to_reserve} to Reserves",
            self.name(to),
            if taken == gift {
                bundle_text(&taken)
            } else {
                format!("{} of it", bundle_text(&taken))
            },
            self.name(giver)
        );
        if overflow > 0 {
            line.push_str(&format!(", {overflow} as Status"));
        }
        line.push_str(&format!(
            ". {} +{} Status.",
            self.name(giver),
            GIFT_STATUS * size
        ));
        if !self.players[to].unmet() && to_needs > 0 {
            line.push_str(&format!(" {}'s needs are now met.", self.name(to)));
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
            Choice::new(format!("add-{}", item.code()), format!("+ {}", item.name()))
                .hint(format!("{} of {}", current[i], limit[i]))
                .disabled_if(current[i] >= limit[i]),
        );
    }
    out
}

/// Parses an item code; Forest cards get their own refusal.
fn parse_item(action: &str, code: &str) -> Result<Item, RuleError> {
    if matches!(code, "tc" | "fo" | "forest" | "wc") {
        return Err(RuleError::Illegal(
            "Forest cards cannot be gifted: give resource cards, Leaders or Reserve tokens".into(),
        ));
    }
    Item::from_code(code).ok_or_else(|| malformed(action))
}
