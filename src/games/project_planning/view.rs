//! Panels: the public board of a match (discard piles, tokens, who is out,
//! deck size, direction, whose turn, the 2-player face-up cards, recent
//! plays), a seat's panel (the same plus its hand and what it has learned),
//! the tournament board, and a guard that keeps every panel within Discord's
//! limits.

use super::cards::{CardId, PACK_W};
use super::match_play::{clauses, in_order, Direction, Match, Status, Step};
use super::tournament::Tournament;
use crate::engine::limits::{
    EMBED_DESCRIPTION, EMBED_FIELDS, EMBED_TITLE, EMBED_TOTAL, FIELD_NAME, FIELD_VALUE,
};
use crate::engine::{Arg, Field, Panel, Part, Text};
use crate::text;

/// Cards named one after the other, or "none".
fn card_list(m: &Match, cards: &[CardId]) -> Text {
    if cards.is_empty() {
        return text!("pp-none");
    }
    Text::list(cards.iter().map(|&c| m.card(c)).collect())
}

fn tokens_word(n: u32) -> Text {
    text!("pp-tokens", count = i64::from(n))
}

/// "Round 3" or "Group 2 · Round 3".
fn heading(m: &Match) -> Text {
    let round = i64::from(m.round_no);
    match &m.label {
        Some(label) => text!(
            "pp-heading",
            label = Arg::Plain(label.clone()),
            round = round
        ),
        None => text!("pp-heading", label = text!("pp-title"), round = round),
    }
}

/// The one-line status of a match: round, goal, deck, whose turn.
fn status_line(m: &Match) -> Text {
    let r = &m.round;
    let me = m.player(r.current);
    let turn = match &r.step {
        Step::Done if m.is_over() => text!("pp-turn-over"),
        Step::Done => text!("pp-turn-between-rounds"),
        Step::ArrangeTop { .. } => text!("pp-turn-arranging", player = me),
        Step::ChooseTarget { play }
        | Step::NameValue { play, .. }
        | Step::CallParity { play, .. }
            if play.lent_by.is_some() =>
        {
            let lender = m.player(play.lent_by.unwrap_or_default());
            text!(
                "pp-turn-resolving-lent",
                player = me,
                lender = lender,
                card = m.card(play.card)
            )
        }
        _ => text!("pp-turn-to-play", player = me),
    };
    text!(
        "pp-status",
        round = i64::from(m.round_no),
        goal = i64::from(m.threshold),
        deck = r.deck.len(),
        face_down = usize::from(r.face_down.is_some()),
        direction = direction_word(r.direction),
        turn = turn
    )
}

/// "clockwise" or "counterclockwise".
pub(crate) fn direction_word(direction: Direction) -> Text {
    match direction {
        Direction::Clockwise => text!("pp-clockwise"),
        Direction::Counterclockwise => text!("pp-counterclockwise"),
    }
}

/// Players named as one phrase: "Akela and you".
pub(crate) fn player_list(m: &Match, players: &[usize]) -> Text {
    Text::and_list(
        players
            .iter()
            .map(|&p| Text::player(m.seats[p], m.name(p)))
            .collect(),
    )
}

/// What everybody sees of a match's state, as lines.
fn status_lines(m: &Match) -> Vec<Text> {
    let r = &m.round;
    let mut lines = Vec::new();
    if let Some(w) = &m.winners {
        lines.push(text!(
            "pp-board-won",
            players = player_list(m, w),
            count = w.len()
        ));
    }
    if let Some(tied) = &m.sudden_death {
        lines.push(text!(
            "pp-board-sudden-death",
            players = player_list(m, tied)
        ));
    }
    if !r.face_up.is_empty() {
        lines.push(text!("pp-board-face-up", cards = card_list(m, &r.face_up)));
    }
    lines
}

fn player_field(m: &Match, p: usize) -> (Text, Text) {
    let r = &m.round;
    let name = text!(
        "pp-player-heading",
        player = m.player(p),
        tokens = tokens_word(m.tokens[p].project)
    );
    let state = match r.status[p] {
        Status::In if p == r.current && r.step != Step::Done => text!("pp-state-to-play"),
        Status::In => text!("pp-state-in"),
        Status::Out => text!("pp-state-out"),
        Status::SittingOut => text!("pp-state-sitting-out"),
    };
    let value = text!(
        "pp-player-state",
        state = state,
        total = i64::from(m.discard_total(p)),
        discards = card_list(m, &r.discards[p])
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
        panel.field(text!("pp-story"), Text::Lines(story_lines(m)), false);
    } else if !m.log.is_empty() {
        panel.recent_field(text!("pp-recent"), Text::Lines(m.log.clone()));
    }
    panel.footer = Some(text!(
        "pp-footer",
        copies = m.copies,
        reference = PACK_W.reference(m.copies)
    ));
    fit(panel)
}

/// The story of a finished match, public and said of every player by
/// name: a line per round (who won it and how), then the token table with
/// the winners marked.
pub fn story_lines(m: &Match) -> Vec<Text> {
    let mut lines = m.history.clone();
    let won = |p: usize| m.winners.as_ref().is_some_and(|w| w.contains(&p));
    let table: Vec<Text> = (0..m.players())
        .map(|p| {
            text!(
                "pp-story-tokens-entry",
                player = m.player(p),
                tokens = tokens_word(m.tokens[p].project),
                won = usize::from(won(p))
            )
        })
        .collect();
    lines.push(text!("pp-story-tokens", table = table));
    lines
}

/// What `me` privately knows, as lines (only facts still true).
pub fn knowledge_lines(m: &Match, me: usize) -> Vec<Text> {
    let k = &m.round.knowledge;
    let mut lines = Vec::new();
    for s in (0..m.players()).filter(|&s| s != me) {
        let cards: Vec<Text> = k
            .known(me, s)
            .map(|id| PACK_W.kind(id).label_text())
            .collect();
        if !cards.is_empty() {
            lines.push(text!(
                "pp-know-holds",
                player = m.player(s),
                cards = Text::and_list(cards)
            ));
        }
    }
    let top = k.known_top(me);
    if !top.is_empty() {
        let cards: Vec<Text> = top.iter().map(|&c| m.card(c)).collect();
        lines.push(text!("pp-know-top", cards = in_order(cards)));
    }
    lines
}

/// A seat's panel: the board plus its hand and what it has learned.
pub fn seat_panel(m: &Match, me: usize) -> Panel {
    let mut panel = public_panel(m);
    panel.title = text!(
        "pp-seat-heading",
        heading = heading(m),
        player = m.player(me)
    );
    let r = &m.round;
    let hand = match r.status[me] {
        _ if m.is_over() && r.hands[me].is_empty() => text!("pp-hand-match-over"),
        Status::SittingOut => text!("pp-hand-sitting-out"),
        Status::Out => text!("pp-hand-out"),
        Status::In if r.hands[me].is_empty() => text!("pp-hand-waiting-to-draw"),
        // One line: what each card does is in the hints of the choices and
        // on the rules pages, so the hand does not say it again.
        Status::In => Text::list(r.hands[me].iter().map(|&c| m.card(c)).collect()),
    };
    let mut fields = vec![Field {
        name: text!("pp-your-hand"),
        value: hand,
        inline: false,
        part: Part::Private,
    }];
    let known = knowledge_lines(m, me);
    if !known.is_empty() {
        fields.push(Field {
            name: text!("pp-what-you-know"),
            value: clauses(known),
            inline: false,
            part: Part::Private,
        });
    }
    fields.append(&mut panel.fields);
    panel.fields = fields;
    fit(panel)
}

/// One compact line per player for the tournament board.
fn group_summary(m: &Match) -> Text {
    let mut lines: Vec<Text> = (0..m.players())
        .map(|p| {
            let state = match m.round.status[p] {
                _ if m.winners.as_ref().is_some_and(|w| w.contains(&p)) => text!("pp-group-winner"),
                _ if m.is_over() => Text::default(),
                Status::In if p == m.round.current => text!("pp-state-to-play"),
                Status::In => text!("pp-group-in"),
                Status::Out => text!("pp-group-out"),
                Status::SittingOut => text!("pp-group-sitting-out"),
            };
            let tokens = tokens_word(m.tokens[p].project);
            if state.is_empty() {
                text!("pp-player-heading", player = m.player(p), tokens = tokens)
            } else {
                text!(
                    "pp-group-line",
                    player = m.player(p),
                    tokens = tokens,
                    state = state
                )
            }
        })
        .collect();
    if !m.is_over() {
        lines.push(text!(
            "pp-group-progress",
            round = i64::from(m.round_no),
            deck = m.round.deck.len()
        ));
    }
    Text::Lines(lines)
}

/// A tournament match's label ("Group 2", "Final") as an argument.
fn label_arg(m: &Match) -> Arg {
    Arg::Plain(m.label.clone().unwrap_or_default())
}

/// The tournament board: every group, then the final.
pub fn tournament_panel(t: &Tournament, players: usize) -> Panel {
    let mut panel = Panel::new(text!("pp-tournament-title", title = text!("pp-title")));
    let done = t.groups.iter().filter(|g| g.is_over()).count();
    panel.line(text!(
        "pp-tournament-intro",
        players = players,
        groups = t.groups.len()
    ));
    for g in &t.groups {
        let name = text!(
            "pp-group-heading",
            label = label_arg(g),
            goal = i64::from(g.threshold),
            finished = usize::from(g.is_over())
        );
        panel.field(name, group_summary(g), true);
    }
    match &t.final_match {
        None => {
            panel.line(text!(
                "pp-group-stage",
                done = done,
                groups = t.groups.len()
            ));
        }
        Some(f) => {
            panel.line(Text::default());
            panel.line(text!("pp-final-status", status = status_line(f)));
            for line in status_lines(f) {
                panel.line(line);
            }
            for p in 0..f.players() {
                let (name, value) = player_field(f, p);
                panel.field(text!("pp-final-player", player = name), value, true);
            }
            if !f.log.is_empty() {
                panel.recent_field(text!("pp-recent-final"), Text::Lines(f.log.clone()));
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
            text!("pp-you-won-group-waiting")
        } else if won {
            text!("pp-you-won-group")
        } else {
            text!("pp-you-are-out-of-tournament")
        });
    }
    let summary: Vec<Text> = t
        .all()
        .into_iter()
        .map(|g| match &g.winners {
            Some(w) => text!(
                "pp-tournament-won-by",
                label = label_arg(g),
                player = g.player(w[0])
            ),
            None => text!(
                "pp-tournament-round",
                label = label_arg(g),
                round = i64::from(g.round_no)
            ),
        })
        .collect();
    panel.field(text!("pp-tournament"), Text::Lines(summary), false);
    fit(panel)
}

/// Cut `text` to `max` characters; a text within the limit stays data.
fn cut(text: &mut Text, max: usize) {
    if text.to_string().chars().count() > max {
        truncate(text.as_literal_mut(), max);
    }
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
    cut(&mut p.title, EMBED_TITLE);
    cut(&mut p.text, EMBED_DESCRIPTION);
    p.fields.truncate(EMBED_FIELDS);
    for f in &mut p.fields {
        cut(&mut f.name, FIELD_NAME);
        cut(&mut f.value, FIELD_VALUE);
    }
    while total_len(&p) > EMBED_TOTAL {
        let over = total_len(&p) - EMBED_TOTAL;
        let recent = p.fields.iter_mut().find_map(|f| match &mut f.value {
            Text::Lines(lines) if f.part == Part::Recent && lines.len() > 1 => Some(lines),
            _ => None,
        });
        if let Some(lines) = recent {
            lines.remove(0);
            continue;
        }
        match p
            .fields
            .iter_mut()
            .max_by_key(|f| f.value.to_string().chars().count())
        {
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
