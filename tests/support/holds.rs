//! Holding REST calls of the fake Discord until the test lets them go: a
//! slow Discord (a route that is rate limited, a long edit) without any
//! sleep. A held call is recorded when it arrives and answered when the
//! hold is released.

use tokio::sync::watch;

use super::fake_discord::FakeDiscord;

/// Calls matching `method` and containing `path_contains` wait while held.
pub(crate) struct Hold {
    pub(crate) id: usize,
    pub(crate) method: String,
    pub(crate) path_contains: String,
    pub(crate) open: watch::Sender<bool>,
    /// Calls that arrived and waited.
    pub(crate) arrived: usize,
    /// Hold only this many calls; later ones pass (`None`: all).
    pub(crate) limit: Option<usize>,
}

/// A hold a test placed.
#[derive(Clone, Copy, Debug)]
pub struct HoldId(usize);

impl FakeDiscord {
    /// Hold every matching call until [`FakeDiscord::release`].
    pub fn hold(&self, method: &str, path_contains: impl Into<String>) -> HoldId {
        self.hold_limited(method, path_contains, None)
    }

    /// Hold only the first `n` matching calls (never released, they stand
    /// for the calls of a process that died); later ones go through.
    pub fn hold_first(&self, n: usize, method: &str, path_contains: impl Into<String>) -> HoldId {
        self.hold_limited(method, path_contains, Some(n))
    }

    fn hold_limited(
        &self,
        method: &str,
        path_contains: impl Into<String>,
        limit: Option<usize>,
    ) -> HoldId {
        self.with(|s| {
            let id = s.holds.len();
            let (open, _) = watch::channel(false);
            s.holds.push(Hold {
                id,
                method: method.to_string(),
                path_contains: path_contains.into(),
                open,
                arrived: 0,
                limit,
            });
            HoldId(id)
        })
    }

    /// Wait until `n` calls arrived at the hold.
    pub async fn wait_held(&self, hold: HoldId, n: usize) {
        self.wait_until("a held call", |s| s.holds[hold.0].arrived >= n)
            .await
    }

    /// How many calls arrived at the hold.
    pub fn held(&self, hold: HoldId) -> usize {
        self.peek(|s| s.holds[hold.0].arrived)
    }

    /// Let the held calls (and later ones) through.
    pub fn release(&self, hold: HoldId) {
        self.with(|s| {
            let _ = s.holds[hold.0].open.send(true);
        });
    }
}

/// The gate a call must wait at, if a hold matches it (counted as arrived).
pub(crate) fn gate(holds: &mut [Hold], method: &str, path: &str) -> Option<watch::Receiver<bool>> {
    let h = holds.iter_mut().find(|h| {
        !*h.open.borrow()
            && h.limit.is_none_or(|n| h.arrived < n)
            && h.method == method
            && path.contains(&h.path_contains)
    })?;
    h.arrived += 1;
    let _ = h.id;
    Some(h.open.subscribe())
}
