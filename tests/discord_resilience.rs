//! Nothing lost, nothing stalled: restarts (clean and crash), closed DMs,
//! rate limits, server errors, a deleted board, a deleted channel, slow
//! answers deferred.

use crate::support;

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use support::*;
use wolfden::engine::Actor;
use wolfden::store::{GameId, GameStatus, Store};
use wolfden::table::{ManualClock, Table};

/// Make human moves until `user` is the one prompted (at most `limit`).
async fn until_prompted(
    h: &Harness,
    id: GameId,
    user: u64,
    panels: &mut HashMap<u64, u64>,
    limit: usize,
) -> bool {
    for _ in 0..limit {
        let Some(row) = h.running_game(id).await else {
            return false;
        };
        let seat = row.seat_of(&user.to_string()).unwrap();
        if row.snapshot.as_ref().unwrap().prompt_for(seat).is_some() {
            return true;
        }
        h.human_move(id, panels).await;
    }
    false
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn after_a_restart_the_old_buttons_still_work_on_the_same_board() {
    let mut h = Harness::start().await;
    let (id, board) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB, CAROL], 0)
        .await;
    let mut panels = HashMap::new();
    h.human_move(id, &mut panels).await.unwrap();
    h.settle().await;
    // Whoever is prompted opens their hand before the restart.
    let row = h.game(id).await;
    let (p, user) = Harness::prompted_human(&row);
    let panel = h.show_hand(user, &h.board_for(&row, p.seat).await).await;
    let (want, Some(Control::Button(old_button))) = Harness::bot_choice_on(&panel, &row, &p) else {
        panic!("a button for the choice")
    };

    h.restart().await;

    // The old button on the old panel, clicked after the restart.
    let ix = h.fake.click(user, &panel, &old_button);
    let answer = h.fake.answer(&ix).await;
    assert!(!answer.content.contains("outdated"), "{}", answer.content);
    h.settle().await;
    let after = h.game(id).await;
    assert!(after.version > row.version, "the click was applied");
    let log = h.store().actions(id).await.unwrap();
    assert_eq!(log[row.version as usize], (Actor::Seat(p.seat), want));
    // The same board message is edited in place.
    let main = h.main_board(id).await;
    assert_eq!(main.message_id, board.id.to_string());
    assert_eq!(main.version, Some(after.version));
    h.play_to_end(id, 5000).await;
    assert_eq!(h.game(id).await.status, GameStatus::Finished);
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_restart_costs_no_discord_call_for_games_whose_boards_are_current() {
    let mut h = Harness::start().await;
    // Eight humans: the wolves' den is a thread with members, which a
    // repair from scratch would add again one by one.
    let humans: Vec<u64> = (0..8).map(user).collect();
    let (id, _) = h.start_game(CHANNEL, "werewolf", None, &humans, 0).await;
    let mut panels = HashMap::new();
    h.human_move(id, &mut panels).await.unwrap();
    let (lobby, lobby_msg) = h.open_lobby(ALICE, CHANNEL2, "wolfpack", None).await;
    h.settle().await;
    assert!(
        h.fake
            .threads()
            .iter()
            .any(|(_, parent, _)| *parent == CHANNEL),
        "the den is open"
    );
    let before = h.fake.call_count();

    h.restart().await;
    h.settle().await;

    let to_channels: Vec<String> = h.fake.calls()[before..]
        .iter()
        .filter(|c| c.path.starts_with("/channels"))
        .map(|c| format!("{} {}", c.method, c.path))
        .collect();
    assert!(to_channels.is_empty(), "calls at start-up: {to_channels:?}");
    assert_eq!(
        h.table().locks_held(),
        0,
        "the repair kept no game it did not touch"
    );
    // Both still play: the running game takes the next move, the lobby a join.
    let version = h.game(id).await.version;
    h.human_move(id, &mut panels).await.unwrap();
    assert!(h.game(id).await.version > version);
    h.lobby_click(BOB, &lobby_msg, "Join").await;
    h.settle().await;
    assert_eq!(h.game(lobby).await.seats.len(), 2, "Bob joined the lobby");
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_crash_between_a_move_and_the_bots_is_repaired_at_start() {
    let mut h = Harness::start().await;
    let (id, _) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE], 2)
        .await;
    h.settle().await;
    let row = h.game(id).await;
    let board_version = row.version;
    // Stop the bot, then commit Alice's move as if the process died right
    // after making it durable (no bot moves, no board edit).
    h.bot().bot().scheduler.stop();
    let db = h.db.clone();
    let store = Store::open(&db).await.unwrap();
    let table = Table::new(store, Arc::new(ManualClock::new(CLOCK_START_MS)));
    let state = row.snapshot.as_ref().unwrap();
    let p = state
        .prompt_for(0)
        .expect("Alice is prompted after the bots moved");
    let want = state.bot_action(0).unwrap_or(p.choices[0].id.clone());
    table
        .act(id, Actor::Seat(0), &want, Some(row.version))
        .await
        .unwrap();
    let after_crash = table.load(id).await.unwrap();
    table.store().close().await;

    h.crash_and_restart().await;
    h.settle().await;
    // Recovery: the bots owed a move played it, and the board caught up.
    let recovered = h.wait_board_version(id).await;
    let row = h.game(id).await;
    assert!(row.version >= after_crash.version);
    if row.status == GameStatus::Running {
        let state = row.snapshot.as_ref().unwrap();
        assert!(
            state.prompts().iter().any(|p| !row.seats[p.seat].is_bot),
            "the table does not wait on a bot after a restart"
        );
    }
    assert!(recovered > board_version);
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn closed_dms_fall_back_to_a_channel_nudge_and_the_game_goes_on() {
    let h = Harness::start().await;
    h.fake.close_dms(BOB);
    let (id, _) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB], 0)
        .await;
    let mut panels = HashMap::new();
    // Play until Bob has been pushed his turn twice.
    let mut bob_turns = 0;
    let mut prompted_before = false;
    for _ in 0..200 {
        let Some(row) = h.running_game(id).await else {
            break;
        };
        let prompted = row.snapshot.as_ref().unwrap().prompt_for(1).is_some();
        if prompted && !prompted_before {
            bob_turns += 1;
        }
        prompted_before = prompted;
        if bob_turns >= 2 {
            break;
        }
        h.human_move(id, &mut panels).await;
    }
    assert!(bob_turns >= 1, "Bob got a turn");
    h.settle().await;
    let nudges: Vec<Msg> = h
        .fake
        .channel_messages(CHANNEL)
        .into_iter()
        .filter(|m| m.content.contains(&format!("<@{BOB}>")) && m.content.contains("Show my hand"))
        .collect();
    assert!(!nudges.is_empty(), "Bob is nudged in the channel");
    assert!(h.fake.dms(BOB).is_empty());
    // The refusal is seen once; afterwards the bot does not try again.
    let refused = h.fake.calls().iter().filter(|c| c.status == 403).count();
    assert_eq!(refused, 1, "one DM attempt to Bob");
    if bob_turns >= 2 {
        assert!(nudges.len() >= 2, "every turn of Bob's is nudged");
    }
    // Alice's DMs work.
    assert!(!h.fake.dms(ALICE).is_empty() || h.game(id).await.status != GameStatus::Running);
    h.play_to_end(id, 5000).await;
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn opted_out_players_get_no_dm() {
    let h = Harness::start().await;
    let ix = h.fake.slash(
        BOB,
        CHANNEL,
        "dms",
        serde_json::json!([{"name": "enabled", "type": 5, "value": false}]),
    );
    let answer = h.fake.answer(&ix).await;
    assert!(answer.is_ephemeral());
    assert!(h.store().dm_opt_out(&BOB.to_string()).await.unwrap());
    let (id, _) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB], 0)
        .await;
    let mut panels = HashMap::new();
    until_prompted(&h, id, BOB, &mut panels, 50).await;
    h.settle().await;
    assert!(h.fake.dms(BOB).is_empty());
    assert!(!h.fake.calls().iter().any(|c| c.status == 403));
    h.shutdown().await;
}

/// Alice and Bob start a game in `CHANNEL`; the fake Discord then answers
/// the edits of its board with `fault` (made for the board's path). Returns
/// the game and that path.
async fn game_with_faulty_board(
    h: &Harness,
    fault: impl FnOnce(String) -> Fault,
) -> (GameId, String) {
    let (id, board) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB], 0)
        .await;
    let path = format!("/channels/{CHANNEL}/messages/{}", board.id);
    h.fake.add_fault(fault(path.clone()));
    (id, path)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_rate_limited_board_edit_is_retried() {
    let h = Harness::start().await;
    let (id, path) =
        game_with_faulty_board(&h, |path| Fault::rate_limited("PATCH", path).times(2)).await;
    let mut panels = HashMap::new();
    h.move_until_board_edit(id, &mut panels).await;
    h.settle().await;
    let edits: Vec<u16> = h
        .fake
        .calls()
        .iter()
        .filter(|c| c.method == "PATCH" && c.path == path)
        .map(|c| c.status)
        .collect();
    assert_eq!(
        edits,
        vec![429, 429, 200],
        "two 429s, then the edit went through"
    );
    let main = h.main_board(id).await;
    assert_eq!(main.version, Some(h.game(id).await.version));
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_server_error_on_a_board_edit_loses_no_action() {
    let h = Harness::start().await;
    // Every try of this edit fails.
    let (id, path) =
        game_with_faulty_board(&h, |path| Fault::server_error("PATCH", path).times(4)).await;
    let mut panels = HashMap::new();
    let before = h.game(id).await.version;
    h.move_until_board_edit(id, &mut panels).await;
    h.settle().await;
    let row = h.game(id).await;
    assert!(row.version > before, "the action is durable");
    let main = h.main_board(id).await;
    assert_eq!(main.version, None, "the board is known to be stale");
    // The next edit (at the latest when the turn in progress ends) shows
    // everything.
    h.move_until_board_edit(id, &mut panels).await;
    h.settle().await;
    let row = h.game(id).await;
    let main = h.main_board(id).await;
    assert_eq!(main.version, Some(row.version));
    let statuses: Vec<u16> = h
        .fake
        .calls()
        .iter()
        .filter(|c| c.path == path)
        .map(|c| c.status)
        .collect();
    assert_eq!(&statuses[..4], &[500, 500, 500, 500]);
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_deleted_board_is_posted_again() {
    let h = Harness::start().await;
    let (id, board) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB], 0)
        .await;
    h.fake.delete_message(board.id);
    let mut panels = HashMap::new();
    h.move_until_board_edit(id, &mut panels).await;
    h.settle().await;
    let main = h.main_board(id).await;
    assert_ne!(main.message_id, board.id.to_string(), "a new board message");
    let new_board = h.fake.message(main.message_id.parse().unwrap());
    assert_eq!(new_board.channel_id, CHANNEL);
    assert!(new_board.button("Show my hand").is_some());
    assert_eq!(main.version, Some(h.game(id).await.version));
    // Play goes on from the new board.
    h.play_to_end(id, 5000).await;
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_deleted_channel_ends_the_game_and_keeps_its_log() {
    let h = Harness::start().await;
    // Found on a REST call: the board edit answers Unknown Channel.
    let (a, _) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB], 0)
        .await;
    let mut panels = HashMap::new();
    let row = h.game(a).await;
    h.fake.delete_channel(CHANNEL);
    h.move_until_board_edit(a, &mut panels).await;
    h.settle().await;
    let row_after = h.game(a).await;
    assert_eq!(row_after.status, GameStatus::Cancelled);
    assert_eq!(
        h.store().actions(a).await.unwrap().len() as u64,
        row_after.version
    );
    assert!(row_after.version > row.version, "the log is kept");
    assert!(h
        .fake
        .dms(ALICE)
        .iter()
        .any(|m| m.content.contains("channel was deleted")));

    // Told by the gateway: CHANNEL_DELETE.
    let (b, _) = h
        .start_game(CHANNEL2, "project-planning", None, &[CAROL, DAVE], 0)
        .await;
    let n = h.fake.call_count();
    h.fake.channel_delete_event(CHANNEL2);
    // The players are told by DM once the game is ended.
    h.fake
        .wait_call(n, "the DM about the deleted channel", |c| {
            c.body["content"]
                .as_str()
                .is_some_and(|t| t.contains("channel was deleted"))
        })
        .await;
    h.settle().await;
    assert_eq!(h.game(b).await.status, GameStatus::Cancelled);
    assert!(h
        .store()
        .live_game_at(&CHANNEL2.to_string())
        .await
        .unwrap()
        .is_none());
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn slow_work_is_deferred_then_the_answer_is_edited_in() {
    // An ack budget of zero: every answer takes the deferred path.
    let h = Harness::start_with(|l| l.ack_budget = Duration::ZERO).await;
    let ix = h.fake.slash(
        ALICE,
        CHANNEL,
        "play",
        serde_json::json!([opt("game", "project-planning")]),
    );
    assert_eq!(h.fake.callback(&ix).await.kind, 5, "deferred");
    let answer = h.fake.answer(&ix).await;
    assert!(answer.content.contains("lobby"), "{}", answer.text());
    // The lobby itself is a message of its own in the channel.
    let lobby = h.fake.channel_messages(CHANNEL).pop().unwrap();
    assert!(lobby.button("Join").is_some(), "{}", lobby.text());
    let lobby = h.lobby_click(BOB, &lobby, "Join").await;
    let board = h.lobby_click(ALICE, &lobby, "Start").await;
    h.settle().await;
    let id: GameId = board.button("Show my hand").unwrap()[2..].parse().unwrap();
    let hand = h.show_hand(ALICE, &board).await;
    assert!(hand.is_ephemeral());
    let calls = h.fake.calls();
    let deferred = calls
        .iter()
        .filter(|c| c.path.ends_with("/callback") && matches!(c.body["type"].as_u64(), Some(5 | 6)))
        .count();
    assert!(deferred >= 4, "every answer was deferred");
    // A refusal after a deferred update comes as an ephemeral followup.
    // (Eve clicks the Start of a lobby message her client still shows.)
    let start = format!("l:{id}:start");
    let stale = h.fake.posted_earlier(&board, &[&start]);
    let ix = h.fake.click(EVE, &stale, &start);
    let refusal = h.fake.answer(&ix).await;
    assert_eq!(refusal.seen, Seen::User(EVE));
    h.play_to_end(id, 5000).await;
    h.shutdown().await;
}
