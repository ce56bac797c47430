//! The Discord frontend as a careful admin and a suspicious player see it
//! (issue 13 §2): the lock is not held across slow REST calls, commands
//! answer in time, accepted actions are never reported as refused, server
//! settings are left as found, every game is repaired at start-up.

mod support;

use std::collections::HashMap;
use std::time::Duration;

use serde_json::json;
use support::*;
use wolfden::store::{GameId, GameStatus};

/// One move by clicks, without waiting for the bot to settle: the first
/// prompted human picks what their seat's bot would.
async fn click_move(h: &Harness, id: GameId, panels: &mut HashMap<u64, u64>) -> Msg {
    let row = h.game(id).await;
    let state = row.snapshot.as_ref().expect("running");
    let (seat, want) = state
        .prompts()
        .into_iter()
        .filter(|p| !row.seats[p.seat].is_bot)
        .find_map(|p| Some((p.seat, state.bot_action(p.seat)?)))
        .expect("a human may move");
    h.pick(id, seat, &want, panels).await.0
}

fn game_command(sub: &str) -> serde_json::Value {
    json!([{"name": sub, "type": 1, "options": []}])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_slow_board_edit_delays_no_click_and_waiting_edits_coalesce() {
    // A long ack budget: a click that waits on the lock is not deferred,
    // it is simply late.
    let h = Harness::start_with(|l| l.ack_budget = Duration::from_secs(30)).await;
    let (id, board) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB, CAROL], 0)
        .await;
    let path = format!("/channels/{CHANNEL}/messages/{}", board.id);
    let hold = h.fake.hold("PATCH", path.clone());
    let mut panels = HashMap::new();
    // Moves until one edits the board: that edit is held (Discord is slow).
    for _ in 0..50 {
        click_move(&h, id, &mut panels).await;
        tokio::select! {
            _ = h.fake.wait_held(hold, 1) => break,
            _ = h.settle() => {}
        }
    }
    assert_eq!(h.fake.held(hold), 1, "a move edited the board");
    let version = h.game(id).await.version;
    // The next clicks are answered at once, not deferred, while the edit
    // is still held: the game's lock is not held across it.
    let mut answered = 0;
    while answered < 3 && h.game(id).await.status == GameStatus::Running {
        let n = h.fake.call_count();
        click_move(&h, id, &mut panels).await;
        let kinds: Vec<_> = h
            .fake
            .calls()
            .into_iter()
            .skip(n)
            .filter(|c| c.path.ends_with("/callback"))
            .map(|c| c.body["type"].clone())
            .collect();
        assert!(
            !kinds.is_empty() && kinds.iter().all(|k| k == 4 || k == 7),
            "answered, not deferred: {kinds:?}"
        );
        answered += 1;
    }
    assert!(h.game(id).await.version > version, "the game moved on");
    assert_eq!(h.fake.held(hold), 1, "one edit per board in flight");
    h.fake.release(hold);
    h.settle().await;
    // The batches that waited were shown in one edit, the newest.
    let edits = h
        .fake
        .calls()
        .iter()
        .filter(|c| c.method == "PATCH" && c.path == path)
        .count();
    assert!(edits <= 2, "{edits} edits: the waiting batches coalesce");
    let row = h.game(id).await;
    assert_eq!(h.main_board(id).await.version, Some(row.version));
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn stop_kick_and_dms_answer_through_the_deferring_path() {
    // A zero budget always defers: a command that answers directly skips it.
    let h = Harness::start_with(|l| l.ack_budget = Duration::ZERO).await;
    let (id, _) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB, CAROL], 0)
        .await;
    let ix = h.fake.slash_with(
        ALICE,
        CHANNEL,
        "game",
        json!([{"name": "kick", "type": 1, "options": [
            {"name": "player", "type": 6, "value": CAROL.to_string()}]}]),
        |m| {
            m["data"]["resolved"] = json!({"users": {CAROL.to_string(): user_json(CAROL)}});
        },
    );
    assert_eq!(h.fake.callback(&ix).await.kind, 5, "kick deferred");
    let a = h.fake.answer(&ix).await;
    assert!(a.text().contains("played by a bot"), "{}", a.text());
    let ix = h.fake.slash(
        BOB,
        CHANNEL,
        "dms",
        json!([{"name": "enabled", "type": 5, "value": false}]),
    );
    assert_eq!(h.fake.callback(&ix).await.kind, 5, "dms deferred");
    assert!(h.fake.answer(&ix).await.text().contains("No more DMs"));
    let ix = h.fake.slash(ALICE, CHANNEL, "game", game_command("stop"));
    assert_eq!(h.fake.callback(&ix).await.kind, 5, "stop deferred");
    let a = h.fake.answer(&ix).await;
    assert!(a.text().contains("stopped"), "{}", a.text());
    h.settle().await;
    assert_eq!(h.game(id).await.status, GameStatus::Cancelled);
    h.shutdown().await;
}
