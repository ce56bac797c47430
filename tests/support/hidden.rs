//! The hidden-information check of the Discord tests, for any game.
//!
//! The game is replayed from its log. At every version the engine says what
//! is public (the public panel, public events) and what each seat may see
//! (its panel, events addressed to it). A line is *private to seat s* if s
//! was shown it and it never was public. Then every message the fake
//! Discord recorded is read line by line, as each viewer saw it: a public
//! message must hold no private line; a message only user `u` saw (an
//! ephemeral reply, a DM) may hold another seat's private line only if `u`'s
//! own seat was shown that same line too (two hands can hold the same card).
//!
//! Mentions and recipients are checked too: a public message that mentions
//! players (a nudge) may mention only seated players who get no DMs (their
//! DMs closed, or opted out); and a message only some users see reaches
//! only players of the game. That who is mentioned, and when, cannot follow
//! who was prompted or sent private news is checked by comparing runs
//! (`tests/discord_nudges.rs`).

use std::collections::{HashMap, HashSet};

use serde_json::Value;
use wolfden::engine::text::{with_locale, Locale};
use wolfden::engine::{Audience, Panel, Viewer};
use wolfden::store::GameId;
use wolfden::table::deal;

use super::{Harness, Msg, Seen};

fn add_lines(out: &mut HashSet<String>, text: &str) {
    for line in text.lines() {
        let line = line.trim();
        if line.chars().count() >= 3 {
            out.insert(line.to_string());
        }
    }
}

/// Every line a panel shows.
pub fn panel_lines(panel: &Panel) -> HashSet<String> {
    let mut out = HashSet::new();
    add_lines(&mut out, &panel.title.to_string());
    add_lines(&mut out, &panel.text.to_string());
    for f in &panel.fields {
        add_lines(&mut out, &f.name.to_string());
        add_lines(&mut out, &f.value.to_string());
    }
    if let Some(f) = &panel.footer {
        add_lines(&mut out, &f.to_string());
    }
    if let Some(p) = &panel.prompt {
        add_lines(&mut out, &p.to_string());
    }
    for c in &panel.choices {
        add_lines(&mut out, &c.label.to_string());
        if let Some(h) = &c.hint {
            add_lines(&mut out, &h.to_string());
        }
    }
    if let Some(img) = &panel.image {
        add_lines(&mut out, &img.alt);
    }
    out
}

/// "Your turn: " in each language.
static YOUR_TURN: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(|| {
    Locale::ALL
        .into_iter()
        .map(|l| {
            with_locale(l, || {
                wolfden::text!(
                    "discord-your-turn",
                    question = wolfden::engine::Arg::Plain(String::new())
                )
                .plain(Viewer::Public)
            })
        })
        .collect()
});

/// Every line a recorded message shows, with the frontend's prefixes off.
pub fn message_lines(m: &Msg) -> HashSet<String> {
    let mut out = HashSet::new();
    for line in m.content.lines() {
        let line = line.trim();
        let line = line
            .strip_prefix("▸ ")
            .or_else(|| line.strip_prefix("• "))
            .unwrap_or(line);
        // "Your turn: …" in any language: the question is what counts.
        let line = YOUR_TURN
            .iter()
            .find_map(|prefix| line.strip_prefix(prefix.as_str()))
            .unwrap_or(line);
        add_lines(&mut out, line);
    }
    let s = |v: &Value| v.as_str().unwrap_or("").to_string();
    for e in m.embeds.as_array().into_iter().flatten() {
        add_lines(&mut out, &s(&e["title"]));
        add_lines(&mut out, &s(&e["description"]));
        for f in e["fields"].as_array().into_iter().flatten() {
            add_lines(&mut out, &s(&f["name"]));
            add_lines(&mut out, &s(&f["value"]));
        }
        for part in s(&e["footer"]["text"]).split(" · ") {
            add_lines(&mut out, part);
        }
    }
    for (_, label) in m.buttons() {
        add_lines(&mut out, &label);
    }
    for row in m.components.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            for o in c["options"].as_array().into_iter().flatten() {
                add_lines(&mut out, &s(&o["label"]));
                add_lines(&mut out, &s(&o["description"]));
            }
        }
    }
    out
}

/// What the engine let each viewer see over a whole game.
pub struct Knowledge {
    pub public: HashSet<String>,
    /// Per seat: every line it was shown (its panels, its events).
    pub seen: Vec<HashSet<String>>,
    /// Per seat: lines it was shown that never were public.
    pub private: Vec<HashSet<String>>,
    /// Seat of each user id.
    pub seat_of: HashMap<u64, usize>,
    pub game: GameId,
}

impl Knowledge {
    /// Replay game `id` from its log.
    pub async fn of(h: &Harness, id: GameId) -> Knowledge {
        let row = h.game(id).await;
        let n = row.seats.len();
        let actions = h.store().actions(id).await.unwrap();
        let mut public = HashSet::new();
        let mut seen = vec![HashSet::new(); n];
        // In every language spoken at the table: each reader's lines are
        // in their own, the public ones in the game's, and a leak is a
        // leak in any of them.
        let mut spoken = vec![row.locale];
        for seat in &row.seats {
            let user = seat.user_id.as_ref().and_then(|u| u.parse::<u64>().ok());
            if let Some(tag) = user.and_then(|u| h.fake.user_locale(u)) {
                spoken.push(Locale::from_tag(&tag));
            }
        }
        spoken.sort_by_key(|l| l.tag());
        spoken.dedup();
        for locale in spoken {
            with_locale(locale, || replay(&row, &actions, &mut public, &mut seen));
        }
        let private = seen
            .iter()
            .map(|lines| lines.difference(&public).cloned().collect())
            .collect();
        let seat_of = row
            .seats
            .iter()
            .filter_map(|s| Some((s.user_id.as_ref()?.parse().ok()?, s.seat)))
            .collect();
        Knowledge {
            game: id,
            public,
            seen,
            private,
            seat_of,
        }
    }

    /// Lines of `m` that its viewer may not see: (line, whose it is).
    pub fn leaks(&self, seen_by: Seen, m: &Msg) -> Vec<(String, usize)> {
        let viewer = match seen_by {
            Seen::Channel(_) => None,
            Seen::User(u) => self.seat_of.get(&u).copied(),
        };
        let mut out = Vec::new();
        for line in message_lines(m) {
            for (s, private) in self.private.iter().enumerate() {
                if Some(s) == viewer || !private.contains(&line) {
                    continue;
                }
                let own = viewer.is_some_and(|v| self.seen[v].contains(&line));
                if !own {
                    out.push((line.clone(), s));
                }
            }
        }
        out
    }
}

/// Replays a game from its log in the language in force, adding what was
/// public and what each seat saw.
fn replay(
    row: &wolfden::store::GameRow,
    actions: &[(wolfden::engine::Actor, String)],
    public: &mut HashSet<String>,
    seen: &mut [HashSet<String>],
) {
    let mut state = deal(row.kind, &row.options, row.seed, &row.seats).unwrap();
    // Each reader's panel as last formatted: a panel equal to it adds no
    // line, and comparing two panels is far cheaper than formatting one
    // (a 40-seat village formats 41 panels a step otherwise).
    let mut last_public = Panel::default();
    let mut last_seat: Vec<Option<Panel>> = vec![None; seen.len()];
    let mut last_afterlife: Option<(Panel, HashSet<String>)> = None;
    let mut record = |state: &wolfden::games::AnyGame,
                      public: &mut HashSet<String>,
                      seen: &mut [HashSet<String>]| {
        let board = state.view(Viewer::Public);
        if board != last_public {
            public.extend(panel_lines(&board));
            last_public = board;
        }
        for (s, lines) in seen.iter_mut().enumerate() {
            let panel = state.panel_for(s);
            if last_seat[s].as_ref() != Some(&panel) {
                lines.extend(panel_lines(&panel));
                last_seat[s] = Some(panel);
            }
        }
        for sub in state.sub_tables() {
            public.extend(panel_lines(&sub.panel));
        }
        if let Some(o) = state.outcome() {
            add_lines(public, &o.summary);
            // The whole story is public at the end.
            let reveal = state.final_reveal();
            for line in reveal.seats.iter().flatten().chain(&reveal.summary) {
                add_lines(public, line);
            }
        }
        // The afterlife: the dead see everything from then on.
        let afterlife = state.afterlife_view();
        if last_afterlife.as_ref().is_none_or(|(p, _)| *p != afterlife) {
            let lines = panel_lines(&afterlife);
            last_afterlife = Some((afterlife, lines));
        }
        let (_, afterlife_lines) = last_afterlife.as_ref().expect("set just above");
        for &s in &state.afterlife().unwrap_or_default() {
            seen[s].extend(afterlife_lines.iter().cloned());
        }
    };
    record(&state, public, seen);
    for (actor, action) in actions {
        let dead = state.afterlife().unwrap_or_default();
        let events = state.apply(*actor, action).unwrap();
        for e in events {
            match &e.audience {
                Audience::Public => add_lines(public, &e.text.to_string()),
                aud => {
                    for (s, lines) in seen.iter_mut().enumerate() {
                        if aud.includes(s) || dead.contains(&s) {
                            add_lines(lines, &e.text.to_string());
                        }
                    }
                }
            }
        }
        record(&state, public, seen);
    }
}

/// The users a message's content mentions (`<@id>`).
pub fn mentioned(content: &str) -> HashSet<u64> {
    content
        .split("<@")
        .skip(1)
        .filter_map(|rest| rest.split('>').next()?.parse().ok())
        .collect()
}

/// Announcements whose mentions follow public facts the message states (a
/// player told to keep quiet, a command's outcome, the table's setup).
fn states_why(content: &str) -> bool {
    ["🤫", "🗣", "ℹ️", "⏹"]
        .iter()
        .any(|p| content.starts_with(p))
        || content.contains("played by a bot")
        || content.contains("removed from the lobby")
}

/// Mentions in public messages name only players without DMs: see the
/// module.
async fn check_mentions(h: &Harness, k: &Knowledge, shown: &[(Seen, Msg)]) {
    let players: HashSet<u64> = k.seat_of.keys().copied().collect();
    let closed = h.fake.peek(|s| s.dm_closed.clone());
    let mut silent = HashSet::new();
    for &u in &players {
        let opted_out = h.store().dm_opt_out(&u.to_string()).await.unwrap();
        if opted_out || closed.contains(&u) {
            silent.insert(u);
        }
    }
    let tag = format!("game #{}", k.game);
    for (seen_by, m) in shown {
        if let Seen::User(u) = seen_by {
            assert!(
                !m.is_dm || !m.content.contains(&tag) || players.contains(u),
                "a DM about {tag} reached {u}, who does not play: {}",
                m.content
            );
        }
        if !matches!(seen_by, Seen::Channel(_)) || states_why(&m.content) {
            continue;
        }
        let named: HashSet<u64> = mentioned(&m.content)
            .intersection(&players)
            .copied()
            .collect();
        assert!(
            named.is_subset(&silent),
            "a public message mentions {named:?}, not only players without DMs ({silent:?}): {}",
            m.content
        );
    }
}

/// Check every message the fake recorded for game `id`; returns how many
/// private lines the game had (so a caller can insist there were some).
pub async fn check(h: &Harness, id: GameId) -> usize {
    let k = Knowledge::of(h, id).await;
    let shown = h.fake.shown();
    assert!(!shown.is_empty());
    check_mentions(h, &k, &shown).await;
    for (seen_by, m) in &shown {
        let leaks = k.leaks(*seen_by, m);
        assert!(
            leaks.is_empty(),
            "{seen_by:?} saw what they may not: {leaks:?}\n{}",
            m.text()
        );
    }
    // The check can fail: another seat's private line in a user's message
    // is caught.
    let private_total: usize = k.private.iter().map(HashSet::len).sum();
    if let Some((s, line)) = k.private.iter().enumerate().find_map(|(s, p)| {
        p.iter()
            .find(|l| {
                !k.seen
                    .iter()
                    .enumerate()
                    .any(|(o, seen)| o != s && seen.contains(*l))
            })
            .map(|l| (s, l))
    }) {
        let other = k
            .seat_of
            .iter()
            .find(|(_, seat)| **seat != s)
            .map(|(u, _)| *u);
        let mut forged = shown[0].1.clone();
        forged.content = String::new();
        forged.components = serde_json::json!([]);
        forged.embeds = serde_json::json!([{ "description": line }]);
        assert!(
            !k.leaks(Seen::Channel(0), &forged).is_empty(),
            "a public leak is caught"
        );
        if let Some(u) = other {
            assert!(
                !k.leaks(Seen::User(u), &forged).is_empty(),
                "a leak to another user is caught"
            );
        }
    }
    private_total
}
