//! Panels: the public board of a match (discard piles, tokens, who is out,
//! deck size, direction, whose turn, the 2-player face-up cards, recent
//! plays), a seat's panel (the same plus its hand and what it has learned),
//! the tournament board, and a guard that keeps every panel within Discord's
//! limits.

use super::cards::{pack_w_reference, CardId, PACK_W};
use super::match_play::{join_names, Direction, Match, Status, Step};
use super::tournament::Tournament;
use crate::engine::limits::{
    EMBED_DESCRIPTION, EMBED_FIELDS, EMBED_TITLE, EMBED_TOTAL, FIELD_NAME, FIELD_VALUE,
};
use crate::engine::Panel;


pub const GAME_TITLE: &str = "Arctic Wolf Project Planning";

fn card_list(m: &Match, cards: &[CardId]) -> String {
    if cards.is_empty() {
        return "none".to_string();
    }
    let mut out = String::with_capacity(cards.len() * 16);
    for (i, &c) in cards.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(m.label_of(c));
    }
    out
}

fn tokens_word(n: u32) -> String {
    if n == 1 {
        "1 token".to_string()
    } else {
        format!("{n} tokens")
    }
}

/// "Round 3" or "Group 2 · Round 3".
fn heading(m: &Match) -> String {
    match &m.label {
        Some(label) => format!("{label} · Round {}", m.round_no),
        None => format!("{GAME_TITLE} · Round {}", m.round_no),
    }
}

/// The one-line status of a match: round, goal, deck, whose turn.
fn status_line(m: &Match) -> String {
    let r = &m.round;
    let me = m.name(r.current);
    let turn = match &r.step {
        Step::Done if m.is_over() => "over".to_string(),
        Step::Done => "between rounds".to_string(),
        Step::ArrangeTop { .. } => format!("{me} puts the top two cards back (IT Analyst)"),
        Step::ChooseTarget { play }
        | Step::NameValue { play, .. }
        | Step::CallParity { play, .. }
            if play.lent_by.is_some() =>
        {
            let lender = m.name(play.lent_by.unwrap_or_default());
            format!("{me} resolves {lender}'s {}", m.label_of(play.card))
        }
        _ => format!("{me} to play"),
    };
    let way = match r.direction {
        Direction::Clockwise => "clockwise",
        Direction::Counterclockwise => "counterclockwise",
    };
    format!(
        "Round {} · first to {} tokens · deck {} (+{} face down) · {way} · {turn}",
        m.round_no,
        m.threshold,
        r.deck.len(),
        usize::from(r.face_down.is_some()),
    )
}

/// What everybody sees of a match's state, as lines.
fn status_lines(m: &Match) -> Vec<String> {
    let r = &m.round;
    let mut lines = Vec::new();
    if let Some(w) = &m.winners {
        let names: Vec<&str> = w.iter().map(|&p| m.name(p)).collect();
        lines.push(format!("🏆 **{}** won.", join_names(&names)));
    }
    if let Some(tied) = &m.sudden_death {
        let names: Vec<&str> = tied.iter().map(|&p| m.name(p)).collect();
        lines.push(format!(
            "**Sudden death**: only {} play; the first project token wins.",
            join_names(&names)
        ));
    }
    if !r.face_up.is_empty() {
        lines.push(format!("Set aside face up: {}", card_list(m, &r.face_up)));
    }
    lines
}

fn player_field(m: &Match, p: usize) -> (String, String) {
    let r = &m.round;
    let name = format!("{} · {}", m.name(p), tokens_word(m.tokens[p].project));
    let state = match r.status[p] {
        Status::In if p == r.current && r.step != Step::Done => "▶ to play".to_string(),
        Status::In => "in the round".to_string(),
        Status::Out => "out of the round".to_string(),
        Status::SittingOut => "sitting out (sudden death)".to_string(),
    };
    let value = format!(
        "{state} · discards (total {}): {}",
        m.discard_total(p),
        card_list(m, &r.discards[p])
    );
    (name, value)
}

/// The public board of one match.
pub fn public_panel(m: &Match) -> Panel {
    let mut panel = Panel::new(heading(m));
    panel.set_status(status_line(m));
    for line in status_lines(m) {
        panel.line(line);
    }
    for p in 0..m.players() {
        let (name, value) = player_field(m, p);
        panel.field(name, value, false);
    }
    if m.is_over() {
        panel.field("The story", story_lines(m).join("\n"), false);
    } else if !m.log.is_empty() {
        panel.recent_field("Recent", m.log.join("\n"));
    }
    panel.footer = Some(format!(
        "Pack W{}: {}",
        if m.copies > 1 { " ×2" } else { "" },
        pack_w_reference(m.copies)
    ).into());
    fit(panel)
}

/// The story of a finished match, public and said of every player by
/// name: a line per round (who won it and how), then the token table with
/// the winners marked.
pub fn story_lines(m: &Match) -> Vec<String> {
    let mut lines = m.history.clone();
    let won = |p: usize| m.winners.as_ref().is_some_and(|w| w.contains(&p));
    let table: Vec<String> = (0..m.players())
        .map(|p| {
            let mark = if won(p) { " 🏆" } else { "" };
            format!("{} {}{mark}", m.name(p), tokens_word(m.tokens[p].project))
        })
        .collect();
    lines.push(format!("Tokens: {}", table.join(" · ")));
    lines
}

/// What `me` privately knows, as lines (only facts still true).
pub fn knowledge_lines(m: &Match, me: usize) -> Vec<String> {
    let k = &m.round.knowledge;
    let mut lines = Vec::new();
    for s in (0..m.players()).filter(|&s| s != me) {
        let cards: Vec<&str> = k.known(me, s).map(|id| PACK_W.kind(id).label()).collect();
        if !cards.is_empty() {
            lines.push(format!("{} holds {}", m.name(s), cards.join(" and ")));
        }
    }
    let top = k.known_top(me);
    if !top.is_empty() {
        let cards: Vec<&str> = top.iter().map(|&c| m.label_of(c)).collect();
        lines.push(format!("Top of the deck: {}", cards.join(", then ")));
    }
    lines
}

/// A seat's panel: the board plus its hand and what it has learned.
pub fn seat_panel(m: &Match, me: usize) -> Panel {
    let mut panel = public_panel(m);
    panel.title = format!("{} · {}", heading(m), m.name(me)).into();
    let r = &m.round;
    let hand = match r.status[me] {
        _ if m.is_over() && r.hands[me].is_empty() => "The match is over.".to_string(),
        Status::SittingOut => "You sit out this round (sudden death).".to_string(),
        Status::Out => "You are out of this round.".to_string(),
        Status::In if r.hands[me].is_empty() => {
            "No card: you draw once the lent card is resolved.".to_string()
        }
        Status::In => {
            let lines: Vec<String> = r.hands[me]
                .iter()
                .map(|&c| format!("{}: {}", m.label_of(c), m.kind_of(c).text))
                .collect();
            lines.join("\n")
        }
    };
    let mut fields = vec![crate::engine::Field {
        name: "Your hand".into(),
        value: hand.into(),
        inline: false,
        part: crate::engine::Part::Private,
    }];
    let known = knowledge_lines(m, me);
    if !known.is_empty() {
        fields.push(crate::engine::Field {
            name: "What you know".into(),
            value: known.join("\n").into(),
            inline: false,
            part: crate::engine::Part::Private,
        });
    }
    fields.append(&mut panel.fields);
    panel.fields = fields;
    fit(panel)
}

/// One compact line per player for the tournament board.
fn group_summary(m: &Match) -> String {
    let mut lines: Vec<String> = (0..m.players())
        .map(|p| {
            let state = match m.round.status[p] {
                _ if m.winners.as_ref().is_some_and(|w| w.contains(&p)) => "🏆 winner",
                _ if m.is_over() => "",
                Status::In if p == m.round.current => "▶ to play",
                Status::In => "in",
                Status::Out => "out",
                Status::SittingOut => "sitting out",
            };
            let line = format!("{} · {}", m.name(p), tokens_word(m.tokens[p].project));
            if state.is_empty() {
                line
            } else {
                format!("{line} · {state}")
            }
        })
        .collect();
    if !m.is_over() {
        lines.push(format!("Round {}, deck {}", m.round_no, m.round.deck.len()));
    }
    lines.join("\n")
}

/// The tournament board: every group, then the final.
pub fn tournament_panel(t: &Tournament, players: usize) -> Panel {
    let mut panel = Panel::new(format!("{GAME_TITLE} · Tournament"));
    let done = t.groups.iter().filter(|g| g.is_over()).count();
    panel.line(format!(
        "{players} players in {} groups playing at the same time; the group winners meet in the final.",
        t.groups.len()
    ));
    for g in &t.groups {
        let name = format!(
            "{} · first to {}{}",
            g.label.as_deref().unwrap_or("Group"),
            g.threshold,
            if g.is_over() { " · finished" } else { "" }
        );
        panel.field(name, group_summary(g), true);
    }
    match &t.final_match {
        None => {
            panel.line(format!(
                "Group stage: {done} of {} groups finished.",
                t.groups.len()
            ));
        }
        Some(f) => {
            panel.line(String::new());
            panel.line(format!("**Final** · {}", status_line(f)));
            for line in status_lines(f) {
                panel.line(line);
            }
            for p in 0..f.players() {
                let (name, value) = player_field(f, p);
                panel.field(format!("Final · {name}"), value, true);
            }
            if !f.log.is_empty() {
                panel.recent_field("Recent (final)", f.log.join("\n"));
            }
        }
    }
    fit(panel)
}

/// A seat's panel in a tournament: its current (or last) match, plus a
/// summary of the whole tournament.
pub fn tournament_seat_panel(t: &Tournament, seat: usize) -> Panel {
    let Some(m) = t.latest_match_of(seat) else {
        return tournament_panel(t, 0);
    };
    let me = m.local(seat).unwrap_or_default();
    let mut panel = seat_panel(m, me);
    let won = m.winners.as_ref().is_some_and(|w| w.contains(&me));
    let in_final = m.label.as_deref() == Some("Final");
    if m.is_over() && !in_final {
        panel.line(if won && t.final_match.is_none() {
            "You won your group; the final starts when every group is done."
        } else if won {
            "You won your group and play the final."
        } else {
            "You are out of the tournament; the others play on."
        });
    }
    let summary: Vec<String> = t
        .all()
        .into_iter()
        .map(|g| {
            let state = match &g.winners {
                Some(w) => format!("won by {}", g.name(w[0])),
                None => format!("round {}", g.round_no),
            };
            format!("{}: {state}", g.label.as_deref().unwrap_or("Group"))
        })
        .collect();
    panel.field("Tournament", summary.join("\n"), false);
    fit(panel)
}

fn truncate(s: &mut String, max: usize) {
    // Bytes bound characters, so the common short case needs no counting.
    if s.len() > max && s.chars().count() > max {
        let cut: String = s.chars().take(max.saturating_sub(1)).collect();
        *s = format!("{cut}…");
    }
}

fn total_len(p: &Panel) -> usize {
    let chars = |t: &crate::engine::Text| t.to_string().chars().count();
    chars(&p.title)
        + chars(&p.text)
        + p.footer.as_ref().map_or(0, chars)
        + p.fields
            .iter()
            .map(|f| chars(&f.name) + chars(&f.value))
            .sum::<usize>()
}

/// Keep a panel within Discord's embed limits: older "Recent" lines go
/// first, then long values are cut.
pub fn fit(mut p: Panel) -> Panel {
    truncate(p.title.as_literal_mut(), EMBED_TITLE);
    truncate(p.text.as_literal_mut(), EMBED_DESCRIPTION);
    p.fields.truncate(EMBED_FIELDS);
    for f in &mut p.fields {
        truncate(f.name.as_literal_mut(), FIELD_NAME);
        truncate(f.value.as_literal_mut(), FIELD_VALUE);
    }
    while total_len(&p) > EMBED_TOTAL {
        let over = total_len(&p) - EMBED_TOTAL;
        let recent = p
            .fields
            .iter_mut()
            .find(|f| f.name.to_string().starts_with("Recent") && f.value.to_string().contains('\n'));
        if let Some(f) = recent {
            let value = f.value.as_literal_mut();
            let cut = value.find('\n').map_or(0, |i| i + 1);
            value.drain(..cut);
            continue;
        }
        match p.fields.iter_mut().max_by_key(|f| f.value.to_string().chars().count()) {
            Some(f) if f.value.to_string().chars().count() > over + 1 => {
                let keep = f.value.to_string().chars().count() - over;
                truncate(f.value.as_literal_mut(), keep);
            }
            _ => {
                let keep = p.text.to_string().chars().count().saturating_sub(over);
                truncate(p.text.as_literal_mut(), keep);
                break;
            }
        }
    }
    p
}
