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

const HUMANS: [u64; 3] = [ALICE, BOB, CAROL];
/// A seven-player village where the wolves kill on the first night (seed
/// 11: Carol is a wolf and Bob dies that night).
const WEREWOLF: &str =
    "roles=werewolf=2,seer=1,bodyguard=1,villager=3 quiet_seconds=60 first_night_kill=true";

fn seat_user(row: &wolfden::store::GameRow, seat: usize) -> Option<u64> {
    let s = &row.seats[seat];
    (!s.is_bot).then(|| s.user_id.as_ref().unwrap().parse().unwrap())
}

/// Human moves until `done` holds for the game (or it ends).
async fn play_until(
    h: &Harness,
    id: GameId,
    done: impl Fn(&wolfden::store::GameRow) -> bool,
) -> wolfden::store::GameRow {
    let mut panels = HashMap::new();
    for _ in 0..2_000 {
        let row = h.running_game(id).await.expect("the game runs");
        if done(&row) {
            return row;
        }
        h.human_move(id, &mut panels).await;
    }
    panic!("never reached");
}

fn muted_users(row: &wolfden::store::GameRow) -> Vec<u64> {
    row.snapshot
        .as_ref()
        .unwrap()
        .muted()
        .iter()
        .filter_map(|m| seat_user(row, m.seat))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn mutes_keep_what_the_admin_set_and_a_kick_updates_den_and_silence_at_once() {
    let h = Harness::start_with(|l| l.seed = Some(11)).await;
    // A private game channel: each member holds a View Channel overwrite.
    for u in HUMANS {
        h.fake.set_overwrite(CHANNEL, u, perms::VIEW_CHANNEL, 0);
    }
    let (id, _) = h
        .start_game(CHANNEL, "werewolf", Some(WEREWOLF), &HUMANS, 4)
        .await;
    let row = play_until(&h, id, |row| !muted_users(row).is_empty()).await;
    let dead = muted_users(&row)[0];
    let (allow, deny) = h.fake.overwrite(CHANNEL, dead).expect("muted");
    assert_eq!(allow, perms::VIEW_CHANNEL, "the admin's allow is kept");
    assert_ne!(deny & perms::SEND_MESSAGES, 0, "and sending is denied");
    for u in HUMANS.iter().filter(|u| **u != dead) {
        assert_eq!(
            h.fake.overwrite(CHANNEL, *u),
            Some((perms::VIEW_CHANNEL, 0))
        );
    }

    // The dead player is kicked: their overwrite is what it was, at once.
    let kick = |who: u64| {
        h.fake.slash_with(
            ALICE,
            CHANNEL,
            "game",
            json!([{"name": "kick", "type": 1, "options": [
                {"name": "player", "type": 6, "value": who.to_string()}]}]),
            |m| {
                m["data"]["resolved"] = json!({"users": {who.to_string(): user_json(who)}});
            },
        )
    };
    assert_ne!(dead, ALICE, "seed 11: the host lives");
    let who = dead;
    h.fake.answer(&kick(who)).await;
    h.settle().await;
    assert_eq!(
        h.fake.overwrite(CHANNEL, who),
        Some((perms::VIEW_CHANNEL, 0))
    );

    // A living wolf who is kicked leaves the den at once.
    let row = h.game(id).await;
    let den = h.fake.private_threads()[0].0;
    assert_eq!(row.status, GameStatus::Running);
    let wolf = *h.fake.members_of(den).first().expect("a living human wolf");
    h.fake.answer(&kick(wolf)).await;
    h.settle().await;
    assert!(
        !h.fake.members_of(den).contains(&wolf),
        "the kicked wolf left the den"
    );

    // Stopped: every overwrite is exactly what the admin set.
    let ix = h
        .fake
        .slash_with(ALICE, CHANNEL, "game", game_command("stop"), |m| {
            m["member"]["permissions"] = json!(((1u64 << 13) | perms::VIEW_CHANNEL).to_string());
        });
    h.fake.answer(&ix).await;
    h.settle().await;
    for u in HUMANS {
        assert_eq!(
            h.fake.overwrite(CHANNEL, u),
            Some((perms::VIEW_CHANNEL, 0)),
            "{u}"
        );
    }
    assert!(h.fake.is_archived(den), "the den is closed");
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_game_in_a_thread_and_a_player_who_sees_everything_are_told() {
    let h = Harness::start_with(|l| l.seed = Some(11)).await;
    const THREAD: u64 = 650;
    h.fake.add_thread(THREAD, CHANNEL);
    h.fake.make_privileged(CAROL);
    let (id, _) = h
        .start_game(THREAD, "werewolf", Some(WEREWOLF), &HUMANS, 4)
        .await;
    let said: Vec<String> = h
        .fake
        .channel_messages(THREAD)
        .into_iter()
        .map(|m| m.content)
        .collect();
    assert!(
        said.iter().any(|m| m.contains("plays in a thread")),
        "{said:?}"
    );
    assert!(
        said.iter()
            .any(|m| m.contains(&format!("<@{CAROL}>")) && m.contains("Manage Threads")),
        "{said:?}"
    );
    // A death is asked for, not enforced: threads have no overwrites.
    let row = play_until(&h, id, |row| !muted_users(row).is_empty()).await;
    let dead = muted_users(&row)[0];
    assert!(h.fake.overwrites().is_empty());
    let asked = h.fake.channel_messages(THREAD).into_iter().any(|m| {
        m.content.contains("Please keep quiet") && m.content.contains(&format!("<@{dead}>"))
    });
    assert!(asked);
    h.shutdown().await;
}
