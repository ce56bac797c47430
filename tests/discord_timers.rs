//! Game timers on Discord, with a manual clock (no test sleeps): a turn
//! timer shown as `<t:UNIX:R>`, fired when it passes, and re-armed after a
//! restart with only the time that was left.

use crate::support;

use support::*;
use wolfden::engine::Actor;
use wolfden::games::GameKind;
use wolfden::store::GameId;

/// Advance the clock, wake the scheduler, and wait for the board edit the
/// clock's action leads to.
async fn pass_time(h: &Harness, id: GameId, ms: i64) {
    let board = h.board(id, "main").await;
    let path = format!("/channels/{}/messages/{}", board.channel_id, board.id);
    let n = h.fake.call_count();
    h.clock.advance_ms(ms);
    h.bot().poke_scheduler();
    h.fake
        .wait_call(n, "the board edit after a timer", |c| {
            c.method == "PATCH" && c.path == path
        })
        .await;
    h.settle().await;
}

/// A Project Planning game of Alice and Bob in `CHANNEL` with a turn timer
/// of `seconds`: its id and its board.
async fn start_timed_game(h: &Harness, seconds: u32) -> (GameId, Msg) {
    let timer = format!("turn_timer={seconds}");
    h.start_game(CHANNEL, "project-planning", Some(&timer), &[ALICE, BOB], 0)
        .await
}

#[test]
fn project_planning_declares_the_turn_timer_these_tests_use() {
    assert!(GameKind::ProjectPlanning
        .option_specs()
        .iter()
        .any(|s| s.key == "turn_timer"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_passed_turn_timer_lets_the_clock_act_and_is_shown_on_the_board() {
    let h = Harness::start().await;
    let (id, _) = start_timed_game(&h, 30).await;
    let row = h.game(id).await;
    let at = row.deadline_at.expect("a timer is armed");
    assert_eq!(at, CLOCK_START_MS + 30_000);
    let board = h.board(id, "main").await;
    assert!(
        board.text().contains(&format!("<t:{}:R>", at / 1000)),
        "{}",
        board.text()
    );
    // The timer task wakes at the game's timer or the turn timer's
    // reminder (Project Planning's turn_timer is the table's option too).
    assert_eq!(
        h.bot().bot().scheduler.armed().await.get(&id).copied(),
        row.wakes_at()
    );

    pass_time(&h, id, 30_000).await;
    let log = h.store().actions(id).await.unwrap();
    assert!(
        log[row.version as usize..]
            .iter()
            .any(|(a, _)| *a == Actor::Clock),
        "the clock acted: {log:?}"
    );
    let row = h.game(id).await;
    if let Some(next) = row.deadline_at {
        assert!(next > at, "a new timer for the next turn");
        assert_eq!(
            h.bot().bot().scheduler.armed().await.get(&id).copied(),
            row.wakes_at()
        );
    }
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn after_a_restart_a_timer_keeps_only_the_time_that_was_left() {
    let mut h = Harness::start().await;
    let (id, _) = start_timed_game(&h, 60).await;
    let row = h.game(id).await;
    let at = row.deadline_at.unwrap();
    h.clock.advance_ms(45_000);
    h.restart().await;
    h.settle().await;
    // Re-armed at the same absolute time: 15 s left, not 60.
    assert_eq!(h.bot().bot().scheduler.armed().await.get(&id), Some(&at));
    assert_eq!(at - h.clock_now(), 15_000);
    pass_time(&h, id, 15_000).await;
    let log = h.store().actions(id).await.unwrap();
    assert!(log[row.version as usize..]
        .iter()
        .any(|(a, _)| *a == Actor::Clock));
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_timer_that_passed_while_the_bot_was_down_fires_at_start() {
    let mut h = Harness::start().await;
    let (id, _) = start_timed_game(&h, 30).await;
    let row = h.game(id).await;
    let board = h.board(id, "main").await;
    let path = format!("/channels/{CHANNEL}/messages/{}", board.id);
    h.clock.advance_ms(120_000);
    let n = h.fake.call_count();
    h.restart().await;
    h.fake
        .wait_call(n, "the board edit after the overdue timer", |c| {
            c.method == "PATCH" && c.path == path
        })
        .await;
    h.settle().await;
    let log = h.store().actions(id).await.unwrap();
    assert!(log[row.version as usize..]
        .iter()
        .any(|(a, _)| *a == Actor::Clock));
    h.shutdown().await;
}
