//! A game timer that failed (the store refused a write, the game could not
//! be loaded, the bots could not finish) is tried again with a growing
//! delay, never dropped. Each game's failures in a row are counted on the
//! shared `Bot`; the fan-out and the timers both report here.

use super::bot::Bot;
use crate::store::GameId;

/// The first delay before a failed timer is tried again; doubled on every
/// further failure up to [`RETRY_MAX_MS`].
pub(crate) const RETRY_BASE_MS: i64 = 1_000;
pub(crate) const RETRY_MAX_MS: i64 = 300_000;

/// Arm game `id` to be tried again after a failure (with backoff); `at`,
/// the game's own deadline, wins when it is sooner.
pub(crate) fn retry_later(bot: &Bot, id: GameId, at: Option<i64>) {
    let failures = {
        let mut f = bot.timer_failures.lock().expect("timer failures poisoned");
        let n = f.entry(id).or_insert(0);
        *n += 1;
        *n
    };
    let delay = RETRY_BASE_MS
        .saturating_mul(1_i64 << (failures - 1).min(20))
        .min(RETRY_MAX_MS);
    let retry = bot.now_ms() + delay;
    let when = at.map_or(retry, |at| at.min(retry));
    tracing::warn!(
        game = id,
        failures,
        delay_ms = delay,
        "game timer: trying again later"
    );
    bot.scheduler.arm(id, Some(when));
}

/// The game's timer worked: forget its failures.
pub(crate) fn succeeded(bot: &Bot, id: GameId) {
    bot.timer_failures
        .lock()
        .expect("timer failures poisoned")
        .remove(&id);
}
