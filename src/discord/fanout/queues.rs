//! The fan-out's queues: per game, the committed batches not shown yet,
//! merged while they wait, in two stages (boards, then the players'
//! pushes), the main board's lines held back in the middle of one seat's
//! turn, and the players a public step's push could not reach by DM. Plain
//! data under locks: nothing here talks to Discord, so the shared `Bot`
//! holds the queues without depending on the fan-out's work.

use std::collections::{HashMap, HashSet};
use std::sync::Mutex;

use crate::engine::{Event, Seat};
use crate::games::{AnyGame, GameKind};
use crate::store::{GameId, GameRow, GameStatus};
use crate::table::Batch;

/// What the caller already did.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Done {
    /// The seat whose user is looking at their answer (gets its private
    /// events there, needs no push).
    pub(crate) acting_seat: Option<Seat>,
    /// The interaction answer already updated the main board.
    pub(crate) main_board: bool,
}

/// One or more committed batches of a game, merged, to show.
#[derive(Debug)]
pub(crate) struct Fanout {
    /// The game before the first batch (`None`: just dealt, or unknown).
    pub(super) before: Option<GameRow>,
    /// The game after the last batch.
    pub(super) after: GameRow,
    /// Every event, in order.
    pub(super) events: Vec<Event>,
    /// For each event, the seat that already saw it in its own answer.
    pub(super) seen_by: Vec<Option<Seat>>,
    /// Actions applied in all.
    pub(super) actions: usize,
    /// Seats whose users acted (they are looking at the game).
    pub(super) acting: Vec<Seat>,
    /// The last answer already showed the main board as `after` is.
    pub(super) main_board: bool,
    /// Apply rooms and silence again from scratch (start-up repair).
    pub(crate) repair: bool,
    /// The bots could not finish: try again later.
    pub(super) incomplete: bool,
}

impl Fanout {
    pub(crate) fn new(batch: Batch, done: Done) -> Fanout {
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

    /// A batch to show as a repair: mutes and rooms are set again from the
    /// state, not from a diff (a restart, a room's thread deleted).
    pub(crate) fn repairing(batch: Batch) -> Fanout {
        let mut f = Fanout::new(batch, Done::default());
        f.repair = true;
        f
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

    /// The middle of one seat's multi-step choice (a card, then its target)
    /// in a competitive game: the seat that acted was the only one asked
    /// before and is the only one asked again, with the same timer and
    /// status and no notice. Its board edit is held back until the turn
    /// moves on, so the table sees the turn in one edit instead of two:
    /// nobody else may act or has a say meanwhile, and anyone who opens
    /// their hand sees the current state. A co-operative table follows
    /// every step (a draw, a move), since its players decide together.
    /// (Who is prompted is public in every game where one seat alone is
    /// asked; Werewolf asks every living player at night, so nobody can
    /// tell a night role by it.)
    /// The game was just dealt (or its state before is unknown): every
    /// human is told of the start.
    pub(super) fn just_dealt(&self) -> bool {
        self.before.as_ref().is_none_or(|b| b.snapshot.is_none())
    }

    pub(super) fn mid_turn(&self) -> bool {
        let Some(before) = self.before.as_ref() else {
            return false;
        };
        let (Some(state_before), Some(state_after)) = (&before.snapshot, &self.after.snapshot)
        else {
            return false;
        };
        let Some(&seat) = self.acting.first() else {
            return false;
        };
        !self.repair
            && self.acting.iter().all(|s| *s == seat)
            && before.status == GameStatus::Running
            && self.after.status == GameStatus::Running
            && before.ends_at() == self.after.ends_at()
            && turn_goes_on(
                self.after.kind,
                state_before,
                state_after,
                seat,
                &self.events,
            )
    }
}

/// The game's part of [`Fanout::mid_turn`]: a competitive game where
/// `seat` was the only one asked before `events` and is the only one asked
/// after, and no event is a notice. (The load benchmark asks the same of
/// its clicks.)
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

/// Per game, what is committed and not yet shown, in two stages: the
/// boards (with mutes and rooms), then the players' pushes (DMs and panel
/// refreshes). A push waits in the lowest lane under the global limit, so
/// it has a stage of its own: a slow DM never holds back the game's next
/// board, and pushes that wait meanwhile are merged into one per player.
#[derive(Default)]
pub(crate) struct Queues {
    pub(super) boards: Pending,
    pub(super) pushes: Pending,
    /// Per game, the main board's event lines of steps whose edit was held
    /// back (the middle of one seat's turn), shown with the next edit.
    held: Mutex<HashMap<GameId, Vec<String>>>,
    /// Per game, the players nudged in the channel: those whose push at a
    /// public step that asked them reached them neither by DM nor on an
    /// open panel (see `nudges`).
    without_dms: Mutex<HashMap<GameId, HashSet<u64>>>,
}

/// One stage's batches per game, merged while they wait.
#[derive(Default)]
pub(super) struct Pending {
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
    pub(super) fn push(&self, f: Fanout) -> bool {
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
    pub(super) fn take(&self, id: GameId) -> Option<Fanout> {
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
    pub(super) fn hold(&self, id: GameId, lines: Vec<String>) {
        let mut held = self.held.lock().expect("held board lines poisoned");
        held.entry(id).or_default().extend(lines);
    }

    /// The lines held for `id`'s main board, then `lines`.
    pub(super) fn with_held(&self, id: GameId, lines: Vec<String>) -> Vec<String> {
        let mut held = self.held.lock().expect("held board lines poisoned");
        let mut all = held.remove(&id).unwrap_or_default();
        all.extend(lines);
        all
    }

    /// Learn, at a public step of `id`, whose push reached them by DM
    /// (`false`: it did not); a push that went to an open panel says
    /// nothing and is left out. Returns, of `asked`, those the game's
    /// pushes do not reach.
    pub(super) fn without_dms(
        &self,
        id: GameId,
        learnt: impl IntoIterator<Item = (u64, bool)>,
        asked: &[u64],
    ) -> Vec<u64> {
        let mut games = self.without_dms.lock().expect("nudge sets poisoned");
        let set = games.entry(id).or_default();
        for (user, by_dm) in learnt {
            if by_dm {
                set.remove(&user);
            } else {
                set.insert(user);
            }
        }
        asked.iter().copied().filter(|u| set.contains(u)).collect()
    }

    /// Forget `id`'s players without DMs (the game is over).
    pub(super) fn forget_without_dms(&self, id: GameId) {
        let mut games = self.without_dms.lock().expect("nudge sets poisoned");
        games.remove(&id);
    }
}
