//! Routing without memory: outdated, foreign, double and malformed clicks,
//! bursts of simultaneous clicks, two games at once, a busy channel.

use crate::support;

use std::collections::HashMap;

use serde_json::json;
use support::*;
use wolfden::engine::Actor;
use wolfden::store::{GameId, GameStatus};

/// The prompted human of a game, their panel (fresh), and the custom id of
/// the choice their bot would pick.
async fn prompted_panel(h: &Harness, id: GameId) -> (u64, Msg, String) {
    h.settle().await;
    let row = h.game(id).await;
    let (p, user) = Harness::prompted_human(&row);
    let board = h.board_for(&row, p.seat).await;
    let panel = h.show_hand(user, &board).await;
    assert!(panel.is_ephemeral());
    let (_, control) = Harness::bot_choice_on(&panel, &row, &p);
    let control = control.expect("the choice is on the panel");
    let Control::Button(custom_id) = control else {
        panic!("expected buttons for a short list")
    };
    (user, panel, custom_id)
}

async fn actions(h: &Harness, id: GameId) -> Vec<(Actor, String)> {
    h.store().actions(id).await.unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_outdated_click_gets_the_current_panel_and_changes_nothing() {
    let h = Harness::start().await;
    let (id, _) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB], 0)
        .await;
    let (user, panel, custom_id) = prompted_panel(&h, id).await;
    let ix = h.fake.click(user, &panel, &custom_id);
    h.fake.answer(&ix).await;
    h.settle().await;
    let log = actions(&h, id).await;
    let version = h.game(id).await.version;
    // The same old button again (as kept by a slow client).
    let ix = h.fake.click(user, &panel, &custom_id);
    let cb = h.fake.callback(&ix).await;
    assert_eq!(cb.kind, 7, "the private panel is updated in place");
    let answer = h.fake.answer(&ix).await;
    assert!(answer.is_ephemeral());
    assert!(answer.content.contains("outdated"), "{}", answer.content);
    assert!(
        answer.embeds[0]["footer"]["text"]
            .as_str()
            .unwrap()
            .contains("only you"),
        "the current panel comes with it"
    );
    h.settle().await;
    assert_eq!(actions(&h, id).await, log, "nothing was applied");
    assert_eq!(h.game(id).await.version, version);
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_double_click_applies_once_and_both_clicks_are_answered() {
    let h = Harness::start().await;
    let (id, _) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB], 0)
        .await;
    let (user, panel, custom_id) = prompted_panel(&h, id).await;
    let before = actions(&h, id).await.len();
    let a = h.fake.click(user, &panel, &custom_id);
    let b = h.fake.click(user, &panel, &custom_id);
    let (ra, rb) = tokio::join!(h.fake.answer(&a), h.fake.answer(&b));
    h.settle().await;
    let outdated = [&ra, &rb]
        .iter()
        .filter(|m| m.content.contains("outdated"))
        .count();
    assert_eq!(
        outdated, 1,
        "exactly one of the two clicks is refused as outdated"
    );
    let log = actions(&h, id).await;
    let seat = h.game(id).await.seat_of(&user.to_string()).unwrap();
    let by_user = log[before..]
        .iter()
        .filter(|(a, _)| *a == Actor::Seat(seat))
        .count();
    assert_eq!(by_user, 1, "the click was applied once: {log:?}");
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn someone_not_seated_is_refused_privately() {
    let h = Harness::start().await;
    let (id, board) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB], 0)
        .await;
    let log = actions(&h, id).await;
    let hand = h.show_hand(EVE, &board).await;
    assert!(hand.is_ephemeral());
    assert_eq!(hand.seen, Seen::User(EVE));
    assert!(hand.content.contains("not playing"), "{}", hand.content);
    // A forged choice button for the current version.
    let row = h.game(id).await;
    let p = &row.snapshot.as_ref().unwrap().prompts()[0];
    let forged = format!("g:{id}:{}:{}", row.version, p.choices[0].id);
    let ix = h
        .fake
        .click(EVE, &h.fake.posted_earlier(&board, &[&forged]), &forged);
    let answer = h.fake.answer(&ix).await;
    assert_eq!(answer.seen, Seen::User(EVE));
    assert!(answer.content.contains("not playing"), "{}", answer.content);
    h.settle().await;
    assert_eq!(actions(&h, id).await, log);
    // The board was not touched by the refusals.
    assert_eq!(h.fake.message(board.id).embeds, board.embeds);
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_player_out_of_turn_is_told_why_and_nothing_changes() {
    let h = Harness::start().await;
    let (id, _) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB], 0)
        .await;
    let row = h.game(id).await;
    let state = row.snapshot.as_ref().unwrap();
    let prompted: Vec<usize> = state.prompts().iter().map(|p| p.seat).collect();
    let idle = (0..2)
        .find(|s| !prompted.contains(s))
        .expect("someone waits");
    let user: u64 = row.seats[idle].user_id.as_ref().unwrap().parse().unwrap();
    let board = h.board(id, "main").await;
    let panel = h.show_hand(user, &board).await;
    let choice = &state.prompts()[0].choices[0].id;
    // (from a message that carries the choice, as an older panel could)
    let other = format!("g:{id}:{}:{choice}", row.version);
    let ix = h
        .fake
        .click(user, &h.fake.posted_earlier(&panel, &[&other]), &other);
    let answer = h.fake.answer(&ix).await;
    assert!(answer.content.contains("⚠️"), "{}", answer.content);
    h.settle().await;
    assert_eq!(h.game(id).await.version, row.version);
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn malformed_and_unknown_custom_ids_get_a_clear_answer() {
    let h = Harness::start().await;
    let (id, board) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB], 0)
        .await;
    let version = h.game(id).await.version;
    // Empty and over-long ids never reach the bot (Discord refuses them on
    // a message); `routing::tests::malformed_custom_ids_are_refused` has them.
    for bad in ["zz:1", "g:abc:1:x", "l:1", &"g:1:1:".repeat(16)] {
        let ix = h
            .fake
            .click(ALICE, &h.fake.posted_earlier(&board, &[bad]), bad);
        let answer = h.fake.answer(&ix).await;
        assert!(answer.is_ephemeral());
        assert!(
            answer.content.contains("don't recognise"),
            "{bad}: {}",
            answer.content
        );
    }
    let gone = "g:987654:0:go";
    let ix = h
        .fake
        .click(ALICE, &h.fake.posted_earlier(&board, &[gone]), gone);
    let answer = h.fake.answer(&ix).await;
    assert!(
        answer.content.contains("no longer exists"),
        "{}",
        answer.content
    );
    h.settle().await;
    assert_eq!(h.game(id).await.version, version);
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_burst_of_simultaneous_clicks_is_serialised_and_each_is_answered() {
    let h = Harness::start().await;
    let players = [ALICE, BOB, CAROL, DAVE];
    let (id, board) = h
        .start_game(CHANNEL, "project-planning", None, &players, 0)
        .await;
    let (user, panel, custom_id) = prompted_panel(&h, id).await;
    let before = actions(&h, id).await.len();
    let version = h.game(id).await.version;
    let mut sent = Vec::new();
    for _ in 0..8 {
        sent.push(h.fake.click(user, &panel, &custom_id));
        for p in players {
            sent.push(h.fake.click(p, &board, &format!("h:{id}")));
        }
        sent.push(h.fake.click(EVE, &board, &format!("h:{id}")));
    }
    let answers = futures_join_all(&h, &sent).await;
    assert_eq!(answers.len(), sent.len(), "every click got an answer");
    h.settle().await;
    let log = actions(&h, id).await;
    let seat = h.game(id).await.seat_of(&user.to_string()).unwrap();
    assert_eq!(
        log[before..]
            .iter()
            .filter(|(a, _)| *a == Actor::Seat(seat))
            .count(),
        1,
        "the choice was applied once"
    );
    assert!(h.game(id).await.version > version);
    // The board shows the final state of the burst.
    let main = h.main_board(id).await;
    assert_eq!(main.version, Some(h.game(id).await.version));
    h.shutdown().await;
}

/// Wait for the answers of many interactions at once.
async fn futures_join_all(h: &Harness, sent: &[Ix]) -> Vec<Msg> {
    let mut out = Vec::new();
    for ix in sent {
        out.push(h.fake.answer(ix).await);
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_games_in_two_channels_run_at_the_same_time() {
    let h = Harness::start().await;
    let (a, board_a) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB], 1)
        .await;
    let (b, board_b) = h
        .start_game(CHANNEL2, "project-planning", None, &[CAROL, DAVE], 0)
        .await;
    assert_ne!(a, b);
    assert_eq!(board_a.channel_id, CHANNEL);
    assert_eq!(board_b.channel_id, CHANNEL2);
    let (ma, mb) = tokio::join!(play_interleaved(&h, a), play_interleaved(&h, b));
    assert!(ma > 0 && mb > 0);
    h.settle().await;
    for (id, channel) in [(a, CHANNEL), (b, CHANNEL2)] {
        assert_eq!(h.game(id).await.status, GameStatus::Finished);
        let board = h.board(id, "main").await;
        assert_eq!(board.channel_id, channel);
    }
    h.shutdown().await;
}

async fn play_interleaved(h: &Harness, id: GameId) -> usize {
    let mut panels = HashMap::new();
    let mut n = 0;
    while h.human_move(id, &mut panels).await.is_some() {
        n += 1;
        tokio::task::yield_now().await;
        assert!(n < 5000);
    }
    n
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_second_play_in_a_busy_channel_is_refused_but_a_thread_is_free() {
    let h = Harness::start().await;
    let (id, _) = h.open_lobby(ALICE, CHANNEL, "project-planning", None).await;
    let ix = h.fake.slash(
        BOB,
        CHANNEL,
        "play",
        json!([opt("game", "project-planning")]),
    );
    let answer = h.fake.answer(&ix).await;
    assert!(answer.is_ephemeral());
    assert!(
        answer.content.contains("already running"),
        "{}",
        answer.content
    );
    assert!(
        answer.content.contains(&format!("#{id}")),
        "{}",
        answer.content
    );
    h.settle().await;
    assert_eq!(h.store().unfinished_games().await.unwrap(), vec![id]);
    // A thread is a channel of its own.
    let thread = 6001;
    let ix = h.fake.slash_with(
        BOB,
        thread,
        "play",
        json!([opt("game", "project-planning")]),
        |m| {
            m["channel"] =
                json!({"id": thread.to_string(), "type": 11, "parent_id": CHANNEL.to_string()});
        },
    );
    let answer = h.fake.answer(&ix).await;
    assert!(answer.content.contains("lobby"), "{}", answer.text());
    let lobby = h.fake.channel_messages(thread).pop().unwrap();
    assert!(lobby.button("Join").is_some(), "{}", lobby.text());
    h.settle().await;
    assert_eq!(h.store().unfinished_games().await.unwrap().len(), 2);
    h.shutdown().await;
}
