//! Game timers. One task keeps the earliest deadline of every running game
//! (`games.deadline_at`, absolute Unix ms, so a restart re-arms each with
//! only the time that is left) and, when one passes, lets the clock act
//! through the table service, then runs the bots and fans the batch out.
//!
//! Time comes from the table's injected clock: the task sleeps until the
//! next deadline by that clock (at most [`MAX_NAP`], so a changed clock is
//! noticed), and [`Scheduler::poke`] makes it look again at once, which is
//! how tests fire a deadline after moving a manual clock, without sleeping.

use std::collections::HashMap;
use std::sync::{Arc, Weak};
use std::time::Duration;

use tokio::sync::mpsc;

use super::bot::Bot;
use super::fanout::{self, Done};
use super::play::{self, Move};
use crate::store::GameId;

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
    /// Run until stopped. Holds the bot weakly, so it never keeps it alive.
    pub async fn run(mut self, bot: Weak<Bot>) {
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
                    tokio::spawn(fire(bot.clone(), id));
                }
                armed
                    .values()
                    .min()
                    .map(|at| Duration::from_millis((at - now).max(0) as u64).min(MAX_NAP))
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

/// A game's deadline passed: let the clock act, then the bots, then fan out.
async fn fire(bot: Arc<Bot>, id: GameId) {
    let _inflight = bot.inflight.read().await;
    let _game = bot.lock_game(id).await;
    let before = match bot.table.load(id).await {
        Ok(row) => row,
        Err(e) => {
            tracing::warn!(game = id, error = %e, "timer: cannot load the game");
            return;
        }
    };
    match play::play(&bot, id, Some(before), Move::Clock).await {
        Ok(batch) if batch.actions > 0 => fanout::fan_out(&bot, &batch, Done::default()).await,
        Ok(batch) => {
            // Not due by the table's reckoning (or a stale timer): re-arm.
            let at = batch
                .after
                .deadline_at
                .filter(|_| batch.after.status == crate::store::GameStatus::Running);
            if at.is_some_and(|at| at <= bot.now_ms()) {
                tracing::warn!(game = id, "timer due but the game refused it; disarming");
                bot.scheduler.arm(id, None);
            } else {
                bot.scheduler.arm(id, at);
            }
        }
        Err(e) => tracing::warn!(game = id, error = %e, "timer: the clock could not act"),
    }
}
