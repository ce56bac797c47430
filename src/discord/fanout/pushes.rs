//! The fan-out's second stage: tell each human what a batch brought them,
//! one message per user: their turn (a new question), private news marked
//! `notify`, and the public notices they have not seen. A player with
//! their panel on screen sees it change in place; the others get a DM that
//! points to the game.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

use serenity::builder::Builder;
use tokio::task::JoinSet;

use super::super::boards::{board_of, channel_of, link_of};
use super::super::bot::Bot;
use super::super::delivery;
use super::super::pacer::Lane;
use super::super::render::markdown::{channel, markdown, public, raw};
use super::super::render::{seat_reply, Reply};
use super::lines::notice_line;
use super::queues::Fanout;
use crate::engine::text::{with_locale, Locale};
use crate::engine::{Audience, Seat, SubTable, Viewer};
use crate::store::discord_queries::BoardRef;
use crate::store::{GameRow, GameStatus};
use crate::text;

/// What is new for one user: the seat they play, the question they are
/// asked now (if any), and the other lines that are new for them.
#[derive(Default)]
struct Told {
    seat: Seat,
    question: Option<String>,
    lines: Vec<String>,
}

impl Told {
    /// Every line, the question first ("Your turn: …").
    fn all_lines(&self) -> Vec<String> {
        let question = self
            .question
            .as_ref()
            .map(|q| public(&text!("discord-your-turn", question = raw(q.clone()))));
        question.into_iter().chain(self.lines.clone()).collect()
    }
}

/// Per user, what is new for them.
type News = BTreeMap<u64, Told>;

/// How a push reached its player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Reached {
    /// Their open panel changed in place.
    Panel,
    /// By DM.
    Dm,
    /// Neither: they opted out of DMs, or their DMs refuse us.
    Not,
}

/// Push what `f` brought each human (DMs and panel refreshes go out at
/// once, each with its own retry; a night in a big village pushes many).
/// How each push reached its user.
pub(super) async fn send(
    bot: &Arc<Bot>,
    f: &Fanout,
    boards: &HashMap<String, BoardRef>,
) -> HashMap<u64, Reached> {
    let row = &f.after;
    let subs = row.sub_tables();
    let mut sending = JoinSet::new();
    // Each player's news in their own language: the news is worked out
    // once per language spoken at the table.
    let mut spoken: HashMap<u64, Locale> = HashMap::new();
    for user in (0..row.seats.len()).filter_map(|s| row.human(s)) {
        let locale = bot
            .languages
            .of_player(bot.table.store(), user, row.locale)
            .await;
        spoken.insert(user, locale);
    }
    let mut news_in: HashMap<Locale, News> = HashMap::new();
    for &locale in spoken.values() {
        news_in
            .entry(locale)
            .or_insert_with(|| with_locale(locale, || news(f)));
    }
    let mut everyone: Vec<(u64, Locale, Told)> = spoken
        .iter()
        .filter_map(|(&user, &locale)| {
            let told = news_in.get_mut(&locale)?.remove(&user)?;
            Some((user, locale, told))
        })
        .collect();
    everyone.sort_by_key(|e| e.0);
    for (user, locale, told) in everyone {
        let text = with_locale(locale, || {
            refresh_fallback(row, boards, &subs, told.seat, &told.all_lines())
        });
        let bot = bot.clone();
        let Some(panel) = bot.open_panel(row.id, user) else {
            sending.spawn(async move { (user, by_dm(&bot, user, text).await) });
            continue;
        };
        // The panel on screen changes in place (on the interaction routes,
        // no DM, nothing to press); it shows the question itself.
        let edit = with_locale(locale, || {
            seat_reply(row, &user.to_string(), 0, &told.lines)
        })
        .into_interaction_edit();
        let id = row.id;
        sending.spawn(async move {
            let edited = bot
                .retry
                .run_in(Lane::Interaction, "refresh panel", || {
                    edit.clone().execute(&*bot.http, &panel.token)
                })
                .await;
            if edited.is_ok() {
                return (user, Reached::Panel);
            }
            // Expired or deleted: push by DM after all.
            bot.panel_gone(id, user);
            (user, by_dm(&bot, user, text).await)
        });
    }
    let mut reached = HashMap::new();
    while let Some(sent) = sending.join_next().await {
        match sent {
            Ok((user, how)) => {
                reached.insert(user, how);
            }
            Err(e) => tracing::warn!(game = row.id, error = %e, "a DM task failed"),
        }
    }
    reached
}

/// Push `text` to `user` by DM.
async fn by_dm(bot: &Bot, user: u64, text: String) -> Reached {
    match delivery::dm(bot, user, Reply::text(text)).await {
        delivery::Delivered::Dm => Reached::Dm,
        delivery::Delivered::Nudge => Reached::Not,
    }
}

/// What is new for each human: private news marked `notify`, the start of
/// the game, a new question; then, for whoever is pushed anyway, the
/// public notices they have not seen.
fn news(f: &Fanout) -> News {
    let row = &f.after;
    let mut news = News::new();
    let tell = |news: &mut News, seat: Seat, line: String| {
        if let Some(told) = told_of(news, row, seat) {
            told.lines.push(line);
        }
    };
    for (e, seen_by) in f.events.iter().zip(&f.seen_by) {
        let seats: &[Seat] = match &e.audience {
            Audience::Public => continue,
            Audience::Seat(s) => std::slice::from_ref(s),
            Audience::Seats(v) => v,
        };
        for &seat in seats.iter().filter(|s| e.notify && Some(**s) != *seen_by) {
            tell(&mut news, seat, markdown(&e.text, Viewer::Seat(seat)));
        }
    }
    if f.just_dealt() && row.status == GameStatus::Running {
        // Every human hears of the start (a public fact), so whose DMs are
        // closed is learnt for all at once, never from who was pushed.
        for seat in 0..row.seats.len() {
            tell(&mut news, seat, public(&text!("discord-game-started")));
        }
    }
    if row.status == GameStatus::Running {
        for (seat, question) in new_questions(f) {
            if let Some(told) = told_of(&mut news, row, seat) {
                told.question = Some(question);
            }
        }
    }
    // Public notices are no longer messages of their own in the channel:
    // they come first, after the question.
    for told in news.values_mut() {
        let seat = told.seat;
        let notices = f
            .events
            .iter()
            .zip(&f.seen_by)
            .filter(|(e, seen)| e.notify && e.audience == Audience::Public && **seen != Some(seat))
            .map(|(e, _)| notice_line(e));
        told.lines.splice(0..0, notices);
    }
    news
}

/// What is new for the human in `seat` so far (`None` for a bot).
fn told_of<'a>(news: &'a mut News, row: &GameRow, seat: Seat) -> Option<&'a mut Told> {
    let user = row.human(seat)?;
    Some(news.entry(user).or_insert_with(|| Told {
        seat,
        ..Told::default()
    }))
}

/// The seats asked something new, with the question: newly prompted, or
/// asked another question (a vote that became a night prompt). Seats that
/// acted are looking at the game already.
fn new_questions(f: &Fanout) -> Vec<(Seat, String)> {
    let Some(state) = f.after.snapshot.as_ref() else {
        return Vec::new();
    };
    let asked_before = f
        .before
        .as_ref()
        .and_then(|r| r.snapshot.as_ref())
        .map(|s| s.prompts())
        .unwrap_or_default();
    let mut told: Vec<Seat> = Vec::new();
    let mut questions = Vec::new();
    for prompt in state.prompts() {
        let seat = prompt.seat;
        if f.acting.contains(&seat) || told.contains(&seat) {
            continue;
        }
        told.push(seat);
        // The first prompt of a seat is its question (as `prompt_for`).
        let asked = asked_before.iter().find(|p| p.seat == seat);
        if asked.is_none_or(|p| p.text != prompt.text) {
            questions.push((seat, markdown(&prompt.text, Viewer::Seat(seat))));
        }
    }
    questions
}

/// The DM that tells a player what is new for them, with where to play.
fn refresh_fallback(
    row: &GameRow,
    boards: &HashMap<String, BoardRef>,
    subs: &[SubTable],
    seat: Seat,
    lines: &[String],
) -> String {
    let key = board_of(subs, seat);
    let title = row.kind.title();
    let heading = match channel_of(row, boards, &key) {
        Some(c) => text!(
            "discord-news-in",
            title = title,
            game = row.id,
            channel = channel(c)
        ),
        None => text!("discord-news", title = title, game = row.id),
    };
    let mut text = public(&heading);
    for line in lines {
        text.push_str(&format!("\n• {line}"));
    }
    if let Some(link) = link_of(row, boards, &key) {
        text.push_str(&format!("\n{link}"));
    }
    text
}
