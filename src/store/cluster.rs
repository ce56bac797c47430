//! What the bot's processes share through PostgreSQL when several run one
//! token ([`crate::discord`]'s cluster module says why and how): each
//! process's heartbeat and shards, the slots of the token's global budget,
//! each channel's recent message turns, and the advisory locks that let
//! shards log in in turn. Every instant is the database's clock in
//! milliseconds, so the machines' clocks never have to agree. The tables
//! exist on SQLite too (one schema), where a single process never needs
//! them.

use sqlx::pool::PoolConnection;
use sqlx::{Any, Row};

use super::{Store, StoreError};

/// The database's clock, in milliseconds since the epoch.
const NOW_MS: &str = "CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)";

/// The first key of the advisory locks taken around a shard's IDENTIFY
/// (the second is the `max_concurrency` bucket): "wolf" in ASCII.
const IDENTIFY_LOCKS: i32 = 0x776f_6c66;

/// A process as its last heartbeat described it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProcessRow {
    pub id: String,
    /// Its shards, `first..=last` of `total`.
    pub shards: (u32, u32, u32),
    /// The turns a second it asks of the global budget.
    pub wants: u32,
    /// Milliseconds since its last heartbeat, by the database's clock.
    pub silent_ms: i64,
}

/// A dedicated connection holding the advisory locks of some IDENTIFY
/// buckets ([`Store::lock_identify`]); [`IdentifyLocks::release`] gives
/// them back. Dropped without it, the connection is closed, which gives
/// them back too.
pub struct IdentifyLocks {
    conn: Option<PoolConnection<Any>>,
}

impl IdentifyLocks {
    pub async fn release(mut self) {
        if let Some(mut conn) = self.conn.take() {
            let unlocked = sqlx::query("SELECT 1 FROM (SELECT pg_advisory_unlock_all()) AS u")
                .execute(&mut *conn)
                .await;
            if unlocked.is_err() {
                // Not back in the pool with the locks held: closed instead.
                drop(conn.detach());
            }
        }
    }
}

impl Drop for IdentifyLocks {
    fn drop(&mut self) {
        if let Some(conn) = self.conn.take() {
            drop(conn.detach());
        }
    }
}

impl Store {
    /// Say this process is alive, with its shards and what it asks of the
    /// budget; forget processes silent for an hour.
    pub async fn heartbeat(
        &self,
        id: &str,
        (first, last, total): (u32, u32, u32),
        wants: u32,
    ) -> Result<(), StoreError> {
        let sql = format!(
            "INSERT INTO bot_processes (id, first_shard, last_shard, total_shards, wants, seen_ms) \
             VALUES ($1, $2, $3, $4, $5, {NOW_MS}) \
             ON CONFLICT (id) DO UPDATE SET first_shard = excluded.first_shard, \
             last_shard = excluded.last_shard, total_shards = excluded.total_shards, \
             wants = excluded.wants, seen_ms = excluded.seen_ms"
        );
        sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(id)
            .bind(i64::from(first))
            .bind(i64::from(last))
            .bind(i64::from(total))
            .bind(i64::from(wants))
            .execute(&self.pool)
            .await?;
        let sql = format!("DELETE FROM bot_processes WHERE seen_ms < {NOW_MS} - 3600000");
        sqlx::query(sqlx::AssertSqlSafe(sql))
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Every process heard from in the last hour, by id.
    pub async fn processes(&self) -> Result<Vec<ProcessRow>, StoreError> {
        let sql = format!(
            "SELECT id, first_shard, last_shard, total_shards, wants, {NOW_MS} - seen_ms AS silent \
             FROM bot_processes ORDER BY id"
        );
        let rows = sqlx::query(sqlx::AssertSqlSafe(sql))
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|r| {
                let number = |column: &str| -> Result<u32, StoreError> {
                    Ok(r.try_get::<i64, _>(column)?.clamp(0, i64::from(u32::MAX)) as u32)
                };
                Ok(ProcessRow {
                    id: r.try_get("id")?,
                    shards: (
                        number("first_shard")?,
                        number("last_shard")?,
                        number("total_shards")?,
                    ),
                    wants: number("wants")?,
                    silent_ms: r.try_get("silent")?,
                })
            })
            .collect()
    }

    /// A process stops: its row goes, and its slots are free at once.
    pub async fn leave(&self, id: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM bot_processes WHERE id = $1")
            .bind(id)
            .execute(&self.pool)
            .await?;
        sqlx::query("UPDATE rate_slots SET holder = NULL, until_ms = 0 WHERE holder = $1")
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Make sure slots `0..budget` exist (slots past the budget are never
    /// handed out).
    pub async fn ensure_slots(&self, budget: u32) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO rate_slots (slot, holder, until_ms) \
             SELECT s, NULL, 0 FROM generate_series(0, $1 - 1) AS s ON CONFLICT (slot) DO NOTHING",
        )
        .bind(i64::from(budget))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Extend by `lease_ms` every slot of `budget` this process still
    /// holds (its lease not yet run out); how many.
    pub async fn renew_slots(
        &self,
        id: &str,
        budget: u32,
        lease_ms: i64,
    ) -> Result<u32, StoreError> {
        let sql = format!(
            "UPDATE rate_slots SET until_ms = {NOW_MS} + $2 \
             WHERE holder = $1 AND until_ms > {NOW_MS} AND slot < $3 RETURNING slot"
        );
        let rows = sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(id)
            .bind(lease_ms)
            .bind(i64::from(budget))
            .fetch_all(&self.pool)
            .await?;
        Ok(rows.len() as u32)
    }

    /// Take up to `n` free slots of `budget` (never held, given back, or
    /// their holder's lease run out) for `lease_ms`; how many were taken.
    pub async fn claim_slots(
        &self,
        id: &str,
        n: u32,
        budget: u32,
        lease_ms: i64,
    ) -> Result<u32, StoreError> {
        let sql = format!(
            "UPDATE rate_slots SET holder = $1, until_ms = {NOW_MS} + $2 \
             WHERE slot IN (SELECT slot FROM rate_slots WHERE until_ms <= {NOW_MS} AND slot < $4 \
             ORDER BY slot LIMIT $3 FOR UPDATE SKIP LOCKED) RETURNING slot"
        );
        let rows = sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(id)
            .bind(lease_ms)
            .bind(i64::from(n))
            .bind(i64::from(budget))
            .fetch_all(&self.pool)
            .await?;
        Ok(rows.len() as u32)
    }

    /// Give back `n` of this process's slots; how many were given back.
    pub async fn release_slots(&self, id: &str, n: u32) -> Result<u32, StoreError> {
        let rows = sqlx::query(
            "UPDATE rate_slots SET holder = NULL, until_ms = 0 \
             WHERE slot IN (SELECT slot FROM rate_slots WHERE holder = $1 \
             ORDER BY slot DESC LIMIT $2 FOR UPDATE) RETURNING slot",
        )
        .bind(id)
        .bind(i64::from(n))
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.len() as u32)
    }

    /// Take a turn in a channel's message bucket shared by every process
    /// (`bucket` names the channel and posts or edits): `None` when it was
    /// taken, or how many milliseconds until the oldest of `limit` turns
    /// in the last `window_ms` leaves the window. Turns older than the
    /// window are forgotten as they pass.
    pub async fn message_turn(
        &self,
        bucket: &str,
        limit: u32,
        window_ms: i64,
    ) -> Result<Option<i64>, StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtext($1))) AS l")
            .bind(bucket)
            .execute(&mut *tx)
            .await?;
        let sql = format!("DELETE FROM message_turns WHERE bucket = $1 AND at_ms <= {NOW_MS} - $2");
        sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(bucket)
            .bind(window_ms)
            .execute(&mut *tx)
            .await?;
        let sql = format!(
            "SELECT COUNT(*) AS n, COALESCE(MIN(at_ms), 0) + $2 - {NOW_MS} AS wait \
             FROM message_turns WHERE bucket = $1"
        );
        let row = sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(bucket)
            .bind(window_ms)
            .fetch_one(&mut *tx)
            .await?;
        let (taken, wait): (i64, i64) = (row.try_get("n")?, row.try_get("wait")?);
        if taken >= i64::from(limit) {
            tx.commit().await?;
            return Ok(Some(wait.max(1)));
        }
        let sql = format!("INSERT INTO message_turns (bucket, at_ms) VALUES ($1, {NOW_MS})");
        sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(bucket)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(None)
    }

    /// Forget message turns older than a minute (buckets gone quiet).
    pub async fn forget_message_turns(&self) -> Result<(), StoreError> {
        let sql = format!("DELETE FROM message_turns WHERE at_ms < {NOW_MS} - 60000");
        sqlx::query(sqlx::AssertSqlSafe(sql))
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Wait for the IDENTIFY locks of `buckets` (ascending, so two
    /// processes never wait on each other in a circle), on a connection of
    /// their own held until [`IdentifyLocks::release`].
    pub async fn lock_identify(&self, buckets: &[u32]) -> Result<IdentifyLocks, StoreError> {
        let mut conn = self.pool.acquire().await?;
        let mut sorted = buckets.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        for bucket in sorted {
            sqlx::query("SELECT 1 FROM (SELECT pg_advisory_lock($1, $2)) AS l")
                .bind(IDENTIFY_LOCKS)
                .bind(bucket as i32)
                .execute(&mut *conn)
                .await?;
        }
        Ok(IdentifyLocks { conn: Some(conn) })
    }
}
