//! After a batch is durable: edit the boards, post "Game over", push "your
//! turn" and private news (the open panel refreshed in place, or a DM, or a
//! nudge in the channel), and re-arm the game's timer.
//!
//! The game's lock is never held across these REST calls: a handler commits
//! under the lock, queues the batch here ([`after_commit`]) while it still
//! holds it (so batches queue in commit order), lets the lock go, and then
//! fans out. One task at a time fans out a game's queue; batches that wait
//! meanwhile are merged, so each board gets at most one edit in flight and
//! the newest version wins. A slow or rate-limited edit never delays the
//! next click. In a competitive game the middle step of one seat's
//! multi-step choice (a card, then its target) edits no board: the turn
//! shows in one edit.
//!
//! Public events become the board's "last moves" lines. Events marked
//! `notify` (round over, knocked out, a death) are marked lines on the
//! board and go with the pushes of the players asked next; only the end of
//! the game is a message of its own. An event whose text starts with a
//! sub-table's name ("Group 2: ...") belongs to that sub-table's board.
//! Private events never leave the seats in their audience.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};

use serenity::all::ChannelId;
use serenity::builder::Builder;
use tokio::task::JoinSet;

use super::boards::{self, ChannelGone, MAIN};
use super::bot::Bot;
use super::delivery;
use super::render::Reply;
use super::{rooms, silence};
use crate::engine::{Audience, Event, Seat, SubTable, Viewer};
use crate::games::{AnyGame, GameKind};
use crate::store::discord_queries::BoardRef;
use crate::store::{GameId, GameRow, GameStatus};
use crate::table::{Batch, GameLock};

/// What the caller already did.
#[derive(Clone, Copy, Debug, Default)]
pub struct Done {
    /// The seat whose user is looking at their answer (gets its private
    /// events there, needs no push).
    pub acting_seat: Option<Seat>,
    /// The interaction answer already updated the main board.
    pub main_board: bool,
}

/// One or more committed batches of a game, merged, to show.
#[derive(Debug)]
pub struct Fanout {
    /// The game before the first batch (`None`: just dealt, or unknown).
    pub before: Option<GameRow>,
    /// The game after the last batch.
    pub after: GameRow,
    /// Every event, in order.
    pub events: Vec<Event>,
    /// For each event, the seat that already saw it in its own answer.
    pub seen_by: Vec<Option<Seat>>,
    /// Actions applied in all.
    pub actions: usize,
    /// Seats whose users acted (they are looking at the game).
    pub acting: Vec<Seat>,
    /// The last answer already showed the main board as `after` is.
    pub main_board: bool,
    /// Apply rooms and silence again from scratch (start-up repair).
    pub repair: bool,
    /// The bots could not finish: try again later.
    pub incomplete: bool,
}

impl Fanout {
    pub fn new(batch: Batch, done: Done) -> Fanout {
        Fanout {
            seen_by: vec![done.acting_seat; batch.events.len()],
            before: batch.before,
            after: batch.after,
            events: batch.events,
            actions: batch.actions,
            acting: done.acting_seat.into_iter().collect(),
            main_board: done.main_board,
            repair: false,
            incomplete: batch.incomplete,
        }
    }

    /// This, then `next` (committed after it).
    fn then(mut self, next: Fanout) -> Fanout {
        self.after = next.after;
        self.events.extend(next.events);
        self.seen_by.extend(next.seen_by);
        self.actions += next.actions;
        self.acting.extend(next.acting);
        self.main_board = next.main_board;
        self.repair |= next.repair;
        self.incomplete = next.incomplete;
        self
    }
}

/// Per game, what is committed and not yet shown, in two stages: the
/// boards (with mutes and rooms), then the players' pushes (DMs and panel
/// refreshes). A push waits in the lowest lane under the global limit, so
/// it has a stage of its own: a slow DM never holds back the game's next
/// board, and pushes that wait meanwhile are merged into one per player.
#[derive(Default)]
pub struct Queues {
    boards: Pending,
    pushes: Pending,
    /// Per game, the main board's event lines of steps whose edit was held
    /// back (the middle of one seat's turn), shown with the next edit.
    held: Mutex<HashMap<GameId, Vec<String>>>,
}

/// One stage's batches per game, merged while they wait.
#[derive(Default)]
struct Pending {
    games: Mutex<HashMap<GameId, Queue>>,
}

#[derive(Default)]
struct Queue {
    waiting: Option<Fanout>,
    /// A task is working through this game's batches.
    busy: bool,
}

impl Pending {
    /// Queue `f`; true when the caller must work through the game's batches
    /// (nobody else is).
    fn push(&self, f: Fanout) -> bool {
        let mut games = self.games.lock().expect("fan-out queues poisoned");
        let q = games.entry(f.after.id).or_default();
        q.waiting = Some(match q.waiting.take() {
            Some(w) => w.then(f),
            None => f,
        });
        !std::mem::replace(&mut q.busy, true)
    }

    /// Everything waiting for `id`, merged; `None` (and nobody working on
    /// it any more) when nothing is.
    fn take(&self, id: GameId) -> Option<Fanout> {
        let mut games = self.games.lock().expect("fan-out queues poisoned");
        let q = games.get_mut(&id)?;
        match q.waiting.take() {
            Some(f) => Some(f),
            None => {
                games.remove(&id);
                None
            }
        }
    }
}

impl Queues {
    /// Keep `lines` for the next edit of `id`'s main board.
    fn hold(&self, id: GameId, lines: Vec<String>) {
        let mut held = self.held.lock().expect("held board lines poisoned");
        held.entry(id).or_default().extend(lines);
    }

    /// The lines held for `id`'s main board, then `lines`.
    fn with_held(&self, id: GameId, lines: Vec<String>) -> Vec<String> {
        let mut held = self.held.lock().expect("held board lines poisoned");
        let mut all = held.remove(&id).unwrap_or_default();
        all.extend(lines);
        all
    }
}

/// Queue a committed batch while its game is still locked, let the lock go,
/// then show it (and whatever else of this game queued meanwhile), unless
/// another task is already showing this game's batches.
pub async fn after_commit(bot: &Arc<Bot>, lock: GameLock<'_>, batch: Batch, done: Done) {
    queue(bot, lock, Fanout::new(batch, done)).await
}

/// [`after_commit`] for a prepared [`Fanout`].
pub async fn queue(bot: &Arc<Bot>, lock: GameLock<'_>, f: Fanout) {
    let id = f.after.id;
    let mine = bot.fanouts.boards.push(f);
    drop(lock);
    if !mine {
        return;
    }
    let mut pushing = false;
    while let Some(f) = bot.fanouts.boards.take(id) {
        if fan_out(bot, &f).await {
            pushing |= bot.fanouts.pushes.push(f);
        }
    }
    // The boards are shown: now the players. Meanwhile another task may
    // show this game's next boards; it hands its pushes to this loop.
    if pushing {
        while let Some(f) = bot.fanouts.pushes.take(id) {
            push(bot, &f).await;
        }
    }
}

/// Tell each player what `f` (batches whose boards are shown) brought
/// them, by where the game's boards are now.
async fn push(bot: &Arc<Bot>, f: &Fanout) {
    let boards = boards::locations(bot, &f.after).await;
    push_private(bot, f, &f.after.sub_tables(), &boards).await;
}

/// The sub-table an event belongs to, by its name prefix.
fn sub_of(subs: &[SubTable], text: &str) -> Option<usize> {
    subs.iter()
        .position(|s| !s.name.is_empty() && text.starts_with(&format!("{}:", s.name)))
}

/// The board a seat plays on now: its running sub-table's, or the main one.
fn board_of(subs: &[SubTable], seat: Seat) -> String {
    subs.iter()
        .position(|s| !s.finished && s.seats.contains(&seat))
        .map(boards::sub_key)
        .unwrap_or_else(|| MAIN.to_string())
}

fn channel_of(row: &GameRow, boards: &HashMap<String, BoardRef>, key: &str) -> Option<ChannelId> {
    boards
        .get(key)
        .map(|b| b.channel_id.as_str())
        .or(row.channel_id.as_deref())
        .and_then(|c| c.parse::<u64>().ok())
        .filter(|c| *c != 0)
        .map(ChannelId::new)
}

fn link_of(row: &GameRow, boards: &HashMap<String, BoardRef>, key: &str) -> Option<String> {
    let b = boards.get(key).or_else(|| boards.get(MAIN))?;
    Some(boards::jump_link(
        row.guild_id.as_deref(),
        &b.channel_id,
        &b.message_id,
    ))
}

/// The public events by board key, as the board's "last moves" lines; an
/// event worth a notice is marked, so it stands out on the board that now
/// carries it instead of a message of its own.
fn route_public(events: &[Event], subs: &[SubTable]) -> HashMap<String, Vec<String>> {
    let mut board_events: HashMap<String, Vec<String>> = HashMap::new();
    for e in events.iter().filter(|e| e.audience == Audience::Public) {
        let key = sub_of(subs, &e.text)
            .map(boards::sub_key)
            .unwrap_or_else(|| MAIN.to_string());
        let line = if e.notify {
            format!("{NOTICE_MARK}{}", e.text)
        } else {
            e.text.clone()
        };
        board_events.entry(key).or_default().push(line);
    }
    board_events
}

/// How a push names the question a player is asked now.
const YOUR_TURN: &str = "Your turn: ";

/// What marks a notice among a board's lines.
pub const NOTICE_MARK: &str = "📣 ";

/// The middle of one seat's multi-step choice (a card, then its target) in
/// a competitive game: the seat that acted was the only one asked before
/// and is the only one asked again, with the same timer and status and no
/// notice. Its board edit is held back until the turn moves on, so the
/// table sees the turn in one edit instead of two: nobody else may act or
/// has a say meanwhile, and anyone who opens their hand sees the current
/// state. A co-operative table follows every step (a draw, a move), since
/// its players decide together. (Who is prompted is public in every game
/// where one seat alone is asked; Werewolf asks every living player at
/// night, so nobody can tell a night role by it.)
fn mid_turn(f: &Fanout) -> bool {
    let Some(before) = f.before.as_ref() else {
        return false;
    };
    let (Some(state_before), Some(state_after)) = (&before.snapshot, &f.after.snapshot) else {
        return false;
    };
    let Some(&seat) = f.acting.first() else {
        return false;
    };
    !f.repair
        && f.acting.iter().all(|s| *s == seat)
        && before.status == GameStatus::Running
        && f.after.status == GameStatus::Running
        && before.deadline_at == f.after.deadline_at
        && turn_goes_on(f.after.kind, state_before, state_after, seat, &f.events)
}

/// The game's part of [`mid_turn`]: a competitive game where `seat` was
/// the only one asked before `events` and is the only one asked after, and
/// no event is a notice. (The load benchmark asks the same of its clicks.)
pub fn turn_goes_on(
    kind: GameKind,
    before: &AnyGame,
    after: &AnyGame,
    seat: Seat,
    events: &[Event],
) -> bool {
    !kind.cooperative()
        && !events.iter().any(|e| e.notify)
        && before.prompted_seats() == [seat]
        && after.prompted_seats() == [seat]
}

/// The public events of a batch that belong on the main board.
pub fn main_events(batch: &Batch) -> Vec<String> {
    route_public(&batch.events, &batch.after.sub_tables())
        .remove(MAIN)
        .unwrap_or_default()
}

/// The board row that marks "Game over" as posted (its message).
pub const OVER: &str = "over";

/// The "Game over" line, when the game is over and it was not posted yet:
/// these batches ended it, or its board missed the end (a restart).
fn game_over(f: &Fanout, boards: &HashMap<String, BoardRef>) -> Option<String> {
    let row = &f.after;
    let board_missed_it = boards
        .get(MAIN)
        .is_none_or(|b| b.version != Some(row.version));
    if row.status != GameStatus::Finished
        || boards.contains_key(OVER)
        || (f.actions == 0 && !board_missed_it)
    {
        return None;
    }
    let outcome = row.snapshot.as_ref()?.outcome()?;
    Some(format!("🏁 **Game over** — {}", outcome.summary))
}

/// Show merged batches on the boards (no game lock held); false if the
/// game's channel is gone (nobody is told then). Failures are logged: the
/// actions are already durable. The players' pushes follow ([`push`]).
async fn fan_out(bot: &Arc<Bot>, f: &Fanout) -> bool {
    let row = &f.after;
    let mut boards = boards::locations(bot, row).await;
    let state = row.snapshot.as_ref();
    let subs_after = row.sub_tables();
    let subs_before = f
        .before
        .as_ref()
        .map(GameRow::sub_tables)
        .unwrap_or_default();

    let mut board_events = route_public(&f.events, &subs_after);
    let over = game_over(f, &boards);

    let main_events = board_events.remove(MAIN).unwrap_or_default();
    // The main board shows nothing new (a move in a group's thread, or
    // hidden facts only): no edit.
    let unchanged = f.before.as_ref().is_some_and(|b| {
        b.status == row.status
            && b.deadline_at == row.deadline_at
            && main_events.is_empty()
            && boards
                .get(MAIN)
                .is_some_and(|m| m.version == Some(b.version))
            && b.snapshot.as_ref().map(|s| s.view(Viewer::Public))
                == state.map(|s| s.view(Viewer::Public))
    });
    let hold = !unchanged && !f.main_board && mid_turn(f);
    let main_events = if hold {
        bot.fanouts.hold(row.id, main_events);
        Vec::new()
    } else {
        bot.fanouts.with_held(row.id, main_events)
    };
    // Who is muted and who confers, per user, from the rows before and
    // after (a kicked player is no longer a member of anything). Done
    // before the main board records this version: the start-up repair
    // skips a game whose boards are current, so a crash between the two
    // must leave the board behind, not the mutes and rooms.
    let before_row = f.before.as_ref().filter(|_| !f.repair);
    silence::sync(bot, before_row, row).await;
    rooms::sync(bot, before_row, row, &f.events, &mut boards).await;
    let snapshot_before = before_row.and_then(|r| r.snapshot.as_ref());
    super::afterlife::sync(bot, row, snapshot_before, &f.events, &mut boards).await;
    let shown: Result<(), ChannelGone> = async {
        if f.main_board || unchanged {
            let _ = bot
                .table
                .record_board_version(row.id, MAIN, Some(row.version))
                .await;
        } else if !hold {
            // A held board keeps its older version on record, so a restart
            // before the turn moves on repairs it.
            boards::update_main(bot, row, &main_events, &mut boards).await?;
        }
        boards::update_subs(
            bot,
            row,
            &subs_before,
            &subs_after,
            &board_events,
            &mut boards,
        )
        .await
    }
    .await;
    if shown.is_err() {
        channel_gone(bot, row.id).await;
        return false;
    }

    // Notices are lines on the board; only the end of the game is a
    // message of its own, where the channel sees it.
    if let Some(over) = &over {
        post_game_over(bot, row, &boards, over).await;
    }

    let deadline = (row.status == GameStatus::Running)
        .then_some(row.deadline_at)
        .flatten();
    if f.incomplete && row.status == GameStatus::Running {
        super::timers::retry_later(bot, row.id, deadline);
    } else {
        super::timers::succeeded(bot, row.id);
        bot.scheduler.arm(row.id, deadline);
    }
    true
}

/// Post the "Game over" message under the main board and remember it, so
/// it is posted once.
async fn post_game_over(bot: &Bot, row: &GameRow, boards: &HashMap<String, BoardRef>, over: &str) {
    let Some(channel) = channel_of(row, boards, MAIN) else {
        return;
    };
    let message = Reply::text(over).into_message();
    match bot.post("post notification", channel, &message).await {
        Ok(m) => {
            let saved = bot
                .table
                .record_board(
                    row.id,
                    OVER,
                    &channel.to_string(),
                    &m.id.to_string(),
                    Some(row.version),
                )
                .await;
            if let Err(e) = saved {
                tracing::warn!(game = row.id, error = %e, "cannot remember the game over notice");
            }
        }
        Err(e) => tracing::warn!(game = row.id, error = %e, "cannot post the game over notice"),
    }
}

/// DM each human what is new for them (their turn, private news marked
/// `notify`), one message per user; nudge in the channel where DMs fail.
async fn push_private(
    bot: &Arc<Bot>,
    f: &Fanout,
    subs: &[SubTable],
    boards: &HashMap<String, BoardRef>,
) {
    let row = &f.after;
    let Some(state) = row.snapshot.as_ref() else {
        return;
    };
    // user -> (seat, lines)
    let mut news: BTreeMap<u64, (Seat, Vec<String>)> = BTreeMap::new();
    for (e, seen_by) in f.events.iter().zip(&f.seen_by) {
        if !e.notify {
            continue;
        }
        let seats: Vec<Seat> = match &e.audience {
            Audience::Public => continue,
            Audience::Seat(s) => vec![*s],
            Audience::Seats(v) => v.clone(),
        };
        for seat in seats {
            if Some(seat) == *seen_by {
                continue;
            }
            if let Some(user) = row.human(seat) {
                news.entry(user)
                    .or_insert((seat, Vec::new()))
                    .1
                    .push(e.text.clone());
            }
        }
    }
    let just_dealt = f.before.as_ref().is_none_or(|b| b.snapshot.is_none());
    if just_dealt && row.status == GameStatus::Running {
        // Every human hears of the start (a public fact), so whose DMs are
        // closed is learnt for all at once, never from who was pushed.
        for seat in 0..row.seats.len() {
            if let Some(user) = row.human(seat) {
                news.entry(user)
                    .or_insert((seat, Vec::new()))
                    .1
                    .push("The game has started.".to_string());
            }
        }
    }
    if row.status == GameStatus::Running {
        // A seat is told when it is asked something new: newly prompted, or
        // asked another question (a vote that became a night prompt).
        let asked_before = f
            .before
            .as_ref()
            .and_then(|r| r.snapshot.as_ref())
            .map(|s| s.prompts())
            .unwrap_or_default();
        let mut told = Vec::new();
        for prompt in state.prompts() {
            let seat = prompt.seat;
            if f.acting.contains(&seat) || told.contains(&seat) {
                continue;
            }
            told.push(seat);
            let Some(user) = row.human(seat) else {
                continue;
            };
            // The first prompt of a seat is its question (as `prompt_for`).
            let asked = asked_before.iter().find(|p| p.seat == seat);
            if asked.is_some_and(|p| p.text == prompt.text) {
                continue;
            }
            news.entry(user)
                .or_insert((seat, Vec::new()))
                .1
                .insert(0, format!("{YOUR_TURN}{}", prompt.text));
        }
    }
    // Whoever is pushed anyway also reads the public notices they have not
    // seen (round over, a death at dawn): they are no longer messages of
    // their own in the channel.
    for (seat, lines) in news.values_mut() {
        let notices = f
            .events
            .iter()
            .zip(&f.seen_by)
            .filter(|(e, seen)| e.notify && e.audience == Audience::Public && **seen != Some(*seat))
            .map(|(e, _)| format!("{NOTICE_MARK}{}", e.text));
        let at = usize::from(lines.first().is_some_and(|l| l.starts_with(YOUR_TURN)));
        lines.splice(at..at, notices);
    }
    // The DMs (or panel refreshes) go out at once (a night in a big
    // village pushes many), each with its own retry.
    let mut sending = JoinSet::new();
    for (user, (seat, lines)) in news {
        // A player with their panel on screen sees it change in place (on
        // the interaction routes, no DM, nothing to press); the others get
        // a DM that points to the game.
        if let Some(panel) = bot.open_panel(row.id, user) {
            let news: Vec<String> = lines
                .iter()
                .filter(|l| !l.starts_with(YOUR_TURN))
                .cloned()
                .collect();
            let reply = super::components::seat_reply(row, &user.to_string(), 0, &news);
            let bot = bot.clone();
            let (id, row_text) = (row.id, refresh_fallback(row, boards, subs, seat, &lines));
            sending.spawn(async move {
                let edit = reply.into_interaction_edit();
                let edited = bot
                    .retry
                    .run("refresh panel", || {
                        edit.clone().execute(&*bot.http, &panel.token)
                    })
                    .await;
                if edited.is_err() {
                    // Expired or deleted: push by DM after all.
                    bot.panel_gone(id, user);
                    delivery::dm(&bot, user, Reply::text(row_text)).await;
                }
            });
            continue;
        }
        let text = refresh_fallback(row, boards, subs, seat, &lines);
        let bot = bot.clone();
        sending.spawn(async move {
            delivery::dm(&bot, user, Reply::text(text)).await;
        });
    }
    while let Some(sent) = sending.join_next().await {
        if let Err(e) = sent {
            tracing::warn!(game = row.id, error = %e, "a DM task failed");
        }
    }
    nudge(bot, f, boards).await;
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
    let channel = channel_of(row, boards, &key);
    let mut text = format!("**{}** (game #{})", row.kind.title(), row.id);
    if let Some(c) = channel {
        text.push_str(&format!(" in <#{c}>"));
    }
    text.push(':');
    for line in lines {
        text.push_str(&format!("\n• {line}"));
    }
    if let Some(link) = link_of(row, boards, &key) {
        text.push_str(&format!("\n{link}"));
    }
    text
}

/// Players who get no DMs are told in the channel when the game moves on
/// in public. Who is mentioned and when depends on public facts only (the
/// public board changed; who accepts no DMs), never on who was prompted or
/// sent private news: a nudge naming just the seats a night step asks
/// would tell the table who holds which role.
async fn nudge(bot: &Arc<Bot>, f: &Fanout, boards: &HashMap<String, BoardRef>) {
    let row = &f.after;
    if row.status != GameStatus::Running || mid_turn(f) {
        return;
    }
    let public = |r: &GameRow| r.snapshot.as_ref().map(|s| s.view(Viewer::Public));
    let moved_on = f.events.iter().any(|e| e.audience == Audience::Public)
        || f.before.as_ref().is_none_or(|b| public(b) != public(row));
    if !moved_on {
        return;
    }
    let mut users: Vec<u64> = Vec::new();
    for seat in 0..row.seats.len() {
        let Some(user) = row.human(seat) else {
            continue;
        };
        if !delivery::reachable(bot, user).await {
            users.push(user);
        }
    }
    if users.is_empty() {
        return;
    }
    users.sort_unstable();
    users.dedup();
    let Some(channel) = channel_of(row, boards, MAIN) else {
        return;
    };
    let text = format!(
        "game #{} moved on: press **Show my hand** on the board to see whether it needs you.",
        row.id
    );
    delivery::nudge(
        bot,
        channel,
        &users,
        &text,
        link_of(row, boards, MAIN).as_deref(),
    )
    .await;
}

/// The game's channel was deleted: end the game (the log stays) and tell
/// the players by DM.
pub async fn channel_gone(bot: &Arc<Bot>, id: GameId) {
    tracing::warn!(game = id, "the game's channel is gone: cancelling the game");
    let mut game = match bot.table.lock(id).await {
        Ok(game) => game,
        Err(e) => {
            tracing::error!(game = id, error = %e, "cannot load the game to cancel");
            return;
        }
    };
    let before = game.row().clone();
    match game.stop().await {
        Ok(()) => {}
        Err(crate::table::TableError::Lobby(_)) => return, // already over
        Err(e) => {
            tracing::error!(game = id, error = %e, "cannot cancel the game");
            return;
        }
    }
    bot.scheduler.arm(id, None);
    let row = game.row().clone();
    drop(game);
    // Lift what the game set (mutes, rooms) where the channel still is.
    silence::sync(bot, Some(&before), &row).await;
    let text = format!(
        "**{}** (game #{}) has ended: its channel was deleted. Its log is kept.",
        row.kind.title(),
        row.id
    );
    for user in (0..row.seats.len()).filter_map(|s| row.human(s)) {
        delivery::dm(bot, user, Reply::text(&text)).await;
    }
}
