//! Game timers. One task keeps the earliest deadline of every running game
//! (`games.deadline_at`, absolute Unix ms, so a restart re-arms each with
//! only the time that is left) and, when one passes, hands the game to its
//! owner's [`Due::fire`] (the bot: the clock acts through the table
//! service, the bots follow, the batch is fanned out).
//!
//! Time comes from the table's injected clock: the task sleeps until the
//! next deadline by that clock (as long as that clock says it really takes,
//! at most [`MAX_NAP`], so a changed clock is noticed), and [`Scheduler::poke`] makes it look again at once, which is
//! how tests fire a deadline after moving a manual clock, without sleeping.

use std::collections::HashMap;
use std::sync::{Arc, Weak};
use std::time::Duration;

use tokio::sync::mpsc;

use crate::store::GameId;

/// What the timer task serves: a clock, and what to do when a game's
/// deadline passes.
pub trait Due: Send + Sync + 'static {
    fn now_ms(&self) -> i64;
    /// How long to really sleep for `clock_ms` of that clock to pass.
    fn real_wait(&self, clock_ms: i64) -> Duration {
        Duration::from_millis(clock_ms.max(0) as u64)
    }
    /// Game `id`'s deadline passed (runs in a task of its own).
    fn fire(self: Arc<Self>, id: GameId) -> impl std::future::Future<Output = ()> + Send;
}

/// The longest the task sleeps without looking at the clock again.
pub const MAX_NAP: Duration = Duration::from_secs(30);

enum Command {
    Arm(GameId, Option<i64>),
    Poke,
    Armed(tokio::sync::oneshot::Sender<HashMap<GameId, i64>>),
    Stop,
}

/// The handle to the timer task.
#[derive(Clone)]
pub struct Scheduler {
    tx: mpsc::UnboundedSender<Command>,
}

/// The receiving half, until the task is started.
pub struct SchedulerTask {
    rx: mpsc::UnboundedReceiver<Command>,
}

impl Scheduler {
    pub fn new() -> (Scheduler, SchedulerTask) {
        let (tx, rx) = mpsc::unbounded_channel();
        (Scheduler { tx }, SchedulerTask { rx })
    }

    /// Set (or with `None` clear) a game's next deadline.
    pub fn arm(&self, game: GameId, at: Option<i64>) {
        let _ = self.tx.send(Command::Arm(game, at));
    }

    /// Look at the clock now.
    pub fn poke(&self) {
        let _ = self.tx.send(Command::Poke);
    }

    /// The armed deadlines (Unix ms per game), once every earlier command
    /// has been taken into account.
    pub async fn armed(&self) -> HashMap<GameId, i64> {
        let (tx, rx) = tokio::sync::oneshot::channel();
        let _ = self.tx.send(Command::Armed(tx));
        rx.await.unwrap_or_default()
    }

    pub fn stop(&self) {
        let _ = self.tx.send(Command::Stop);
    }
}

impl SchedulerTask {
    /// Run until stopped. Holds its owner weakly, so it never keeps it alive.
    pub async fn run<T: Due>(mut self, bot: Weak<T>) {
        let mut armed: HashMap<GameId, i64> = HashMap::new();
        loop {
            let nap = {
                let Some(bot) = bot.upgrade() else { return };
                let now = bot.now_ms();
                let due: Vec<GameId> = armed
                    .iter()
                    .filter(|(_, at)| **at <= now)
                    .map(|(id, _)| *id)
                    .collect();
                for id in due {
                    armed.remove(&id);
                    tokio::spawn(bot.clone().fire(id));
                }
                armed
                    .values()
                    .min()
                    .map(|at| bot.real_wait(at - now).min(MAX_NAP))
                    .unwrap_or(MAX_NAP)
            };
            tokio::select! {
                cmd = self.rx.recv() => match cmd {
                    Some(Command::Arm(id, Some(at))) => { armed.insert(id, at); }
                    Some(Command::Arm(id, None)) => { armed.remove(&id); }
                    Some(Command::Poke) => {}
                    Some(Command::Armed(reply)) => { let _ = reply.send(armed.clone()); }
                    Some(Command::Stop) | None => return,
                },
                _ = tokio::time::sleep(nap) => {}
            }
        }
    }
}
