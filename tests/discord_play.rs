//! End to end on the fake Discord: commands are registered, a lobby fills
//! and starts, a whole game is played by clicks, and the result shows in
//! the store and in `/stats`.

use crate::support;

use serde_json::json;
use support::*;
use wolfden::store::GameStatus;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn commands_are_registered_in_the_dev_guild() {
    let h = Harness::start().await;
    let calls = h.fake.calls();
    let put = calls
        .iter()
        .find(|c| c.method == "PUT" && c.path.ends_with("/commands"))
        .unwrap();
    assert_eq!(
        put.path,
        format!("/applications/{APP_ID}/guilds/{GUILD_ID}/commands")
    );
    let names: Vec<&str> = put
        .body
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    for name in [
        "play",
        "hand",
        "rules",
        "game",
        "stats",
        "leaderboard",
        "dms",
    ] {
        assert!(names.contains(&name), "{name} missing from {names:?}");
    }
    let play = put
        .body
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "play")
        .unwrap();
    assert_eq!(play["options"][0]["name"], "game");
    assert_eq!(play["options"][0]["autocomplete"], true);
    let game = put
        .body
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "game")
        .unwrap();
    let subs: Vec<&str> = game["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    assert_eq!(subs, ["status", "stop", "kick", "log", "watch"]);
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn three_players_play_project_planning_to_the_end_by_clicks() {
    let h = Harness::start().await;
    let (id, board) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB, CAROL], 0)
        .await;
    assert!(board.button("Show my hand").is_some(), "{}", board.text());
    assert!(!board.is_ephemeral());
    let moves = h.play_to_end(id, 5000).await;
    assert!(moves > 0);
    h.settle().await;
    let row = h.game(id).await;
    assert_eq!(row.status, GameStatus::Finished);
    let outcome = row.snapshot.as_ref().unwrap().outcome().unwrap();
    // The final board has only Rematch left, and the result was announced.
    let final_board = h.board(id, "main").await;
    let labels: Vec<String> = final_board.buttons().into_iter().map(|b| b.1).collect();
    assert_eq!(labels, ["Rematch"], "{}", final_board.text());
    let announced = h
        .fake
        .channel_messages(CHANNEL)
        .iter()
        .any(|m| m.content.contains("Game over") && m.content.contains(&outcome.summary));
    assert!(announced, "the result is announced in the channel");

    // /stats agrees with the store.
    let winner: u64 = row.seats[outcome.winners[0]]
        .user_id
        .as_ref()
        .unwrap()
        .parse()
        .unwrap();
    let ix = h.fake.slash(winner, CHANNEL, "stats", json!([]));
    let stats = h.fake.answer(&ix).await;
    let text = stats.text();
    assert!(text.contains("Arctic Wolf Project Planning"), "{text}");
    assert!(text.contains("Played 1 · won 1 (100%)"), "{text}");
    let loser = [ALICE, BOB, CAROL].into_iter().find(|u| {
        !outcome
            .winners
            .iter()
            .any(|w| row.seats[*w].user_id.as_deref() == Some(&u.to_string()))
    });
    if let Some(loser) = loser {
        let ix = h.fake.slash_with(
            ALICE,
            CHANNEL,
            "stats",
            json!([{"name": "user", "type": 6, "value": loser.to_string()}]),
            |m| {
                m["data"]["resolved"] = json!({"users": {loser.to_string(): user_json(loser)}});
            },
        );
        let text = h.fake.answer(&ix).await.text();
        assert!(text.contains("Played 1 · won 0 (0%)"), "{text}");
    }
    h.shutdown().await;
}

/// A click that no bot answers parses no snapshot at all: the table kept
/// the game's row under its lock from the last change (and checked it
/// against the stored stamp), and the check, the move, the answer and the
/// fan-out all use that row.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_click_with_no_bot_reply_parses_the_game_once() {
    let h = Harness::start().await;
    let (id, board) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB, CAROL], 0)
        .await;
    let row = h.game(id).await;
    let state = row.snapshot.as_ref().unwrap();
    let prompt = state.prompts()[0].clone();
    let user: u64 = row.seats[prompt.seat]
        .user_id
        .as_ref()
        .unwrap()
        .parse()
        .unwrap();
    let panel = h.show_hand(user, &board).await;
    h.settle().await;
    let want = state.bot_action(prompt.seat).unwrap();
    let index = prompt.choices.iter().position(|c| c.id == want).unwrap();
    let control = Harness::control_for(&panel, id, row.version, &want, index)
        .unwrap_or_else(|| panic!("no control for {want}: {}", panel.text()));

    let parses = h.store().snapshot_parses();
    let ix = match &control {
        Control::Button(custom_id) => h.fake.click(user, &panel, custom_id),
        Control::Select(custom_id, value) => h.fake.select(user, &panel, custom_id, value),
    };
    let answer = h.fake.answer(&ix).await;
    h.settle().await;
    assert_eq!(h.store().snapshot_parses() - parses, 0, "{}", answer.text());
    assert_eq!(h.game(id).await.version, row.version + 1, "the move landed");
    h.shutdown().await;
}
