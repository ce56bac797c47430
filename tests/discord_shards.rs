//! A process that runs some of the bot's shards (`SHARDS=0-0/2` here)
//! keeps to its own games: after a restart it arms the timers of games in
//! guilds of its shards and of DM games only, and leaves the others' to the
//! process that runs their shard. Its own games still play on their timers.

use crate::support;

use support::*;
use wolfden::discord::ShardPlan;

/// A guild whose events arrive on shard 1 of 2.
const GUILD_ON_SHARD_1: u64 = (7 << 22) | 123;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_process_arms_only_the_timers_of_its_own_shards() {
    assert_eq!((GUILD_ID >> 22) % 2, 0, "the harness guild is on shard 0");
    assert_eq!((GUILD_ON_SHARD_1 >> 22) % 2, 1);
    let mut h = Harness::start_with(|l| {
        l.shards = ShardPlan::Range {
            first: 0,
            last: 0,
            total: 2,
        }
    })
    .await;
    let timer = Some("turn_timer=30");
    let (own, _) = h
        .start_game(CHANNEL, "project-planning", timer, &[ALICE, BOB], 0)
        .await;
    let (other, _) = h
        .start_game(CHANNEL2, "project-planning", timer, &[CAROL, DAVE], 0)
        .await;
    // The second game now belongs to a guild on shard 1 (as if it had
    // been started there).
    let pool = sqlx::SqlitePool::connect(&format!("sqlite://{}", h.db))
        .await
        .unwrap();
    sqlx::query("UPDATE games SET guild_id = ? WHERE id = ?")
        .bind(GUILD_ON_SHARD_1.to_string())
        .bind(other)
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;

    h.restart().await;
    let armed = h.bot().bot().scheduler.armed().await;
    // The timer task wakes at the game's next timer or its reminder.
    let own_row = h.game(own).await;
    let own_at = own_row.ends_at().expect("a timer");
    assert_eq!(
        armed.get(&own).copied(),
        own_row.wakes_at(),
        "its own game's timer"
    );
    assert!(
        h.game(other).await.ends_at().is_some(),
        "the other game has a timer too"
    );
    assert!(
        !armed.contains_key(&other),
        "but that is the other process's to fire: {armed:?}"
    );
    // Its own game plays on its timer.
    h.pass_deadline(own, own_at).await;
    h.shutdown().await;
}
