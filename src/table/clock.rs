//! Time for the table service: the [`Clock`] trait, the real clock, a
//! manual one for tests, so a timer is tested by moving the clock, never by
//! sleeping, and a fast one for tests of child processes, which cannot
//! share a manual clock.

use std::sync::atomic::{AtomicI64, Ordering};
use std::time::Duration;

/// Wall-clock time in Unix milliseconds, injected so tests never sleep.
pub trait Clock: Send + Sync + 'static {
    fn now_ms(&self) -> i64;

    /// How long to really wait for `clock_ms` of this clock to pass (the
    /// timer task sleeps this long; a fast clock shortens it).
    fn real_wait(&self, clock_ms: i64) -> Duration {
        Duration::from_millis(clock_ms.max(0) as u64)
    }
}

/// The real clock.
pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> i64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0)
    }
}

/// Tests of child processes only (`WOLFDEN_TEST_CLOCK=BASE_MS:SCALE`): the
/// real clock running `scale` times faster since the Unix time `base_ms`,
/// so processes given the same base agree on "now" (deadlines are stored
/// as absolute times) and a 20 s phase timer runs out in 20/`scale` s.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FastClock {
    pub base_ms: i64,
    pub scale: i64,
}

impl FastClock {
    /// Parse `BASE_MS:SCALE` (both positive integers).
    pub fn parse(spec: &str) -> Result<FastClock, String> {
        let parsed = spec.trim().split_once(':').and_then(|(base, scale)| {
            Some(FastClock {
                base_ms: base.trim().parse().ok()?,
                scale: scale.trim().parse().ok()?,
            })
        });
        match parsed {
            Some(c) if c.base_ms > 0 && c.scale > 0 => Ok(c),
            _ => Err(format!(
                "{spec:?} is not BASE_MS:SCALE (a Unix time in ms and a speed-up, both positive integers, for example 1700000000000:100)"
            )),
        }
    }
}

impl Clock for FastClock {
    fn now_ms(&self) -> i64 {
        self.base_ms + (SystemClock.now_ms() - self.base_ms) * self.scale
    }

    fn real_wait(&self, clock_ms: i64) -> Duration {
        // Rounded up: waking early only means looking again.
        let real = (clock_ms.max(0) + self.scale - 1) / self.scale;
        Duration::from_millis(real as u64)
    }
}

/// A clock that moves only when told to (tests).
#[derive(Default)]
pub struct ManualClock(AtomicI64);

impl ManualClock {
    pub fn new(start_ms: i64) -> Self {
        ManualClock(AtomicI64::new(start_ms))
    }
    pub fn advance_ms(&self, ms: i64) {
        self.0.fetch_add(ms, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now_ms(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fast_clock_runs_scale_times_faster_from_its_base() {
        let real = SystemClock.now_ms();
        let fast = FastClock::parse(&format!("{}:100", real - 1_000)).unwrap();
        let now = fast.now_ms();
        // 1 s of real time since the base reads as 100 s (and a little more).
        assert!(
            (real + 99_000..real + 120_000).contains(&now),
            "{now} vs {real}"
        );
        assert_eq!(fast.real_wait(20_000), Duration::from_millis(200));
        assert_eq!(fast.real_wait(1), Duration::from_millis(1));
        assert_eq!(SystemClock.real_wait(20_000), Duration::from_secs(20));
        for bad in ["", "100", "x:2", "1700000000000:0", "-5:2", "1:2:3"] {
            assert!(FastClock::parse(bad).is_err(), "{bad:?} was accepted");
        }
    }
}
