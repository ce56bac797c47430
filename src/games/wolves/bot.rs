//! The bot: a heuristic player that uses only what its seat knows (its own
//! hand, what Know the Land showed it, and the public board).
//!
//! Gathering: draws freely while fewer than two Leaders are up (the next card
//! cannot overstretch it; the group needs the surplus), then, with needs
//! still uncovered, draws on only when its own deck's make-up gives good odds
//! (a needed card three times likelier than the third Leader), never a
//! reckless draw; with Know the Land it looks before that risky draw and
//! sends Leaders to the bottom. Needs: the
//! default payment (cards first, Leaders last). Gifting: covers other
//! players' unmet needs first, then gives surplus cards where the recipient
//! has Reserve room. Answers: takes what helps (needs and Reserve room),
//! declines the rest when allowed. Reconciling: buys Knowledge with two spare
//! Leaders early on, otherwise the default (tokens up to the caps, rest for
//! Status; everything for Status on the last turn).

use super::*;

/// With two Leaders up and needs uncovered, draw on only when a card still
/// needed is at least this many times likelier than the third Leader (2
/// wins less often, and 4 too: docs/balance.md).
const ODDS_TO_PUSH: u8 = 3;
/// Buy Knowledge only up to this turn (later it hardly pays back).
const LAST_KNOWLEDGE_TURN: u8 = 6;
const KNOWLEDGE_PREFERENCE: [Knowledge; 6] = [
    Knowledge::Preservation,
    Knowledge::KnowTheLand,
    Knowledge::NoWaste,
    Knowledge::Determination,
    Knowledge::ShowingOff,
    Knowledge::TheMoreYouShare,
];

pub(crate) fn choose(g: &Wolves, seat: Seat) -> Option<String> {
    let prompt = g.prompt_for(seat)?;
    let wanted = wanted(g, seat)?;
    if prompt.choices.iter().any(|c| c.id == wanted && !c.disabled) {
        Some(wanted)
    } else {
        // Never expected (the soak checks it); "Finish"/"Back"-like choices come last.
        prompt
            .choices
            .iter()
            .rev()
            .find(|c| !c.disabled)
            .map(|c| c.id.clone())
    }
}

/// What the bot would like to do, before checking it against the prompt.
pub(crate) fn wanted(g: &Wolves, seat: Seat) -> Option<String> {
    Some(match &g.phase {
        Phase::Gathering => gather_choice(g, seat),
        Phase::Needs { custom, .. } => match custom {
            None => "pay".to_string(),
            Some(_) => "back".to_string(),
        },
        Phase::Gifting { .. } => gift_choice(g, seat),
        Phase::Reconciling { step, .. } => reconcile_choice(g, seat, step),
        Phase::Over => return None,
    })
}

/// The resource this player is thinnest in (for free tokens), among those with room.
fn thinnest(p: &Player) -> Option<Res> {
    Res::ALL
        .into_iter()
        .filter(|&r| p.room_for(r))
        .min_by_key(|&r| (p.hand_res(r) + p.reserve[r.idx()], r))
}

fn gather_choice(g: &Wolves, seat: Seat) -> String {
    let p = &g.players[seat];
    let gs = &p.gather;
    match &gs.state {
        GatherState::Peeking(cards) => {
            // Resources first, Forest next, Leaders at the bottom.
            let mut order = cards.clone();
            order.sort_by_key(|c| match c {
                Card::Leader => 2,
                Card::Forest => 1,
                _ => 0,
            });
            format!("ord-{}", order.iter().map(|c| c.code()).collect::<String>())
        }
        GatherState::Determination => match thinnest(p) {
            Some(r) => format!("det-{}", r.code()),
            None => {
                // A full Reserve: swap from its best-stocked kind to its
                // thinnest when that evens it out, else keep it.
                let have = |r: Res| p.hand_res(r) + p.reserve[r.idx()];
                gather::determination_swaps(p)
                    .into_iter()
                    .filter(|&(from, to)| have(from) >= have(to) + 2)
                    .max_by_key(|&(from, to)| {
                        (have(from) - have(to), std::cmp::Reverse((from, to)))
                    })
                    .map(|(from, to)| format!("dsw-{}{}", from.code(), to.code()))
                    .unwrap_or_else(|| "det-no".to_string())
            }
        },
        GatherState::Drawing => {
            // Fewer than two Leaders: the next card cannot overstretch, so draw on.
            if gs.leaders_drawn < 2 {
                return "drawto".to_string();
            }
            match gs.known_top.first() {
                Some(Card::Leader) => return "stop".to_string(),
                Some(_) => return "draw".to_string(),
                None => {}
            }
            // Looking is free and a known card is a safe draw, even with the needs covered.
            if p.has(Knowledge::KnowTheLand) && !gs.used_peek && !p.deck.is_empty() {
                return "peek".to_string();
            }
            if p.coverage() >= 3 * NEED {
                return "stop".to_string();
            }
            // The bot counts its own deck: the cards it still needs against the Leader left.
            let (useful, leaders) = p.draw_odds();
            if useful >= ODDS_TO_PUSH * leaders.max(1) && !p.reckless_draw() {
                "draw".to_string()
            } else {
                "stop".to_string()
            }
        }
        _ => "stop".to_string(),
    }
}

/// Cards of each kind the player keeps to fill their own Reserve at reconciling.
fn cards_to_keep(p: &Player) -> [u8; 3] {
    let mut probe = p.clone();
    let mut keep = [0u8; 3];
    loop {
        let pick = Res::ALL
            .into_iter()
            .filter(|&r| probe.hand_res(r) > keep[r.idx()] && probe.room_for(r))
            .min_by_key(|&r| (probe.reserve[r.idx()], r));
        match pick {
            Some(r) => {
                keep[r.idx()] += 1;
                probe.reserve[r.idx()] += 1;
            }
            None => return keep,
        }
    }
}

/// The gift the bot wants to offer next: unmet needs first, then surplus where it fits.
fn gift_plan(g: &Wolves, giver: Seat, offered: &[Seat]) -> Option<(Seat, Bundle)> {
    let p = &g.players[giver];
    let mut others: Vec<Seat> = (0..g.n())
        .filter(|&s| s != giver && !offered.contains(&s))
        .collect();
    others.sort_by_key(|&s| {
        (
            std::cmp::Reverse(g.players[s].total_shortfall()),
            g.rank_of(s),
        )
    });
    for &to in &others {
        let q = &g.players[to];
        if !q.unmet() {
            continue;
        }
        let mut b = [0u8; 7];
        let mut leaders = p.leaders;
        for r in Res::ALL {
            let short = q.shortfall(r);
            let cards = short.min(p.hand_res(r));
            let tokens = (short - cards).min(p.reserve[r.idx()]);
            let wild = (short - cards - tokens).min(leaders);
            leaders -= wild;
            b[Item::card(r).idx()] = cards;
            b[Item::token(r).idx()] = tokens;
            b[Item::Leader.idx()] += wild;
        }
        if bundle_size(&b) > 0 {
            return Some((to, b));
        }
    }
    let keep = cards_to_keep(p);
    others.sort_by_key(|&s| (g.players[s].reserve_total(), s));
    for &to in &others {
        let mut probe = g.players[to].clone();
        let mut b = [0u8; 7];
        for r in Res::ALL {
            let surplus = p.hand_res(r) - keep[r.idx()];
            let mut n = 0;
            while n < surplus && probe.room_for(r) {
                probe.reserve[r.idx()] += 1;
                n += 1;
            }
            b[Item::card(r).idx()] = n;
        }
        if bundle_size(&b) > 0 {
            return Some((to, b));
        }
    }
    None
}

/// What the bot takes of a gift: the items that reach its needs or Reserve.
fn wanted_part(p: &Player, gift: &Bundle) -> Bundle {
    let mut probe = p.clone();
    let mut take = [0u8; 7];
    for item in Item::ALL {
        for _ in 0..gift[item.idx()] {
            let res = item.res().or_else(|| best_leader_token(&probe));
            let Some(res) = res else { break };
            let mut tokens = [0u8; 3];
            tokens[res.idx()] = 1;
            let (needs, reserve, _) = receive(&mut probe, tokens);
            if needs + reserve > 0 {
                take[item.idx()] += 1;
            }
        }
    }
    take
}

/// A gifted Leader's token: an unmet need first, else the thinnest kind with room.
fn best_leader_token(p: &Player) -> Option<Res> {
    Res::ALL
        .into_iter()
        .find(|&r| p.shortfall(r) > 0)
        .or_else(|| {
            Res::ALL
                .into_iter()
                .filter(|&r| p.room_for(r))
                .min_by_key(|&r| (p.reserve[r.idx()], r))
        })
}

fn step_toward(current: &Bundle, target: &Bundle) -> Option<String> {
    for item in Item::ALL {
        let i = item.idx();
        if current[i] < target[i] {
            return Some(format!("add-{}", item.code()));
        }
        if current[i] > target[i] {
            return Some(format!("rem-{}", item.code()));
        }
    }
    None
}

fn gift_choice(g: &Wolves, seat: Seat) -> String {
    let Phase::Gifting { offered, step, pos } = &g.phase else {
        return "done".to_string();
    };
    let p = &g.players[seat];
    match step {
        GiftStep::Compose { draft, to } => {
            let Some((recipient, bundle)) = gift_plan(g, seat, offered) else {
                return "done".to_string();
            };
            if *to != Some(recipient) {
                return format!("to{recipient}");
            }
            step_toward(draft, &bundle).unwrap_or_else(|| "offer".to_string())
        }
        GiftStep::Answer { gift, part, to } => {
            let want = wanted_part(p, gift);
            let giver = g.rank[*pos];
            let may_choose = g.outranks(giver, *to);
            match part {
                None if want == *gift || !may_choose => "accept".to_string(),
                None if bundle_size(&want) == 0 => "decline".to_string(),
                None => "part".to_string(),
                Some(taken) => step_toward(taken, &want).unwrap_or_else(|| "take".to_string()),
            }
        }
        GiftStep::LeaderTokens { taken, picks, .. } => {
            let mut probe = p.clone();
            let mut tokens = [0u8; 3];
            for r in Res::ALL {
                tokens[r.idx()] = taken[Item::card(r).idx()] + taken[Item::token(r).idx()];
            }
            for r in picks {
                tokens[r.idx()] += 1;
            }
            receive(&mut probe, tokens);
            format!(
                "lt-{}",
                best_leader_token(&probe).unwrap_or(Res::Fish).code()
            )
        }
        GiftStep::Share => {
            let options = g.share_options(seat);
            let best = options
                .into_iter()
                .min_by_key(|rs| rs.iter().map(|r| p.reserve[r.idx()]).sum::<u8>());
            match best {
                Some(rs) => format!("sh-{}", rs.iter().map(|r| r.code()).collect::<String>()),
                None => "sh-no".to_string(),
            }
        }
    }
}

fn reconcile_choice(g: &Wolves, seat: Seat, step: &RecStep) -> String {
    let p = &g.players[seat];
    match step {
        RecStep::NoWaste => g
            .no_waste_options(seat)
            .into_iter()
            .min_by_key(|r| p.reserve[r.idx()])
            .map(|r| format!("nw-{}", r.code()))
            .unwrap_or_else(|| "nw-no".to_string()),
        RecStep::Main { .. } => {
            if p.leaders >= KNOWLEDGE_PRICE
                && g.turn <= LAST_KNOWLEDGE_TURN
                && spare_leaders(p) >= KNOWLEDGE_PRICE
            {
                if let Some(k) = KNOWLEDGE_PREFERENCE
                    .into_iter()
                    .find(|&k| !p.has(k) && g.supply[k.idx()] > 0)
                {
                    return format!("kn-{}", k.code());
                }
            }
            "auto".to_string()
        }
    }
}

/// Leaders that would not fit the Reserve once the hand cards are stored:
/// the ones the bot can spend on Knowledge without weakening its Reserve.
fn spare_leaders(p: &Player) -> u8 {
    let keep = cards_to_keep(p);
    let stored: u8 = keep.iter().sum();
    let room_after = p.reserve_cap() - p.reserve_total() - stored;
    let mut probe = p.clone();
    for r in Res::ALL {
        probe.reserve[r.idx()] += keep[r.idx()];
    }
    let kind_room: u8 = Res::ALL
        .iter()
        .map(|r| KIND_CAP - probe.reserve[r.idx()])
        .sum();
    p.leaders.saturating_sub(room_after.min(kind_room))
}
