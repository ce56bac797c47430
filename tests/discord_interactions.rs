//! What Discord does with interactions, end to end on the strict fake: a
//! deferral fixes who sees the answer, a rematch's lobby is a board like
//! `/play`'s, a kicked living player waits for the end to watch, a game's
//! log stays with those who could see it, only what a client could send
//! reaches the bot, uploads have a size limit, and the bot stays far below
//! Discord's count of invalid requests.

use crate::support;

use std::collections::HashMap;
use std::time::Duration;

use serde_json::{json, Value};
use support::strict::{self, limits, InvalidRequests};
use support::*;
use wolfden::store::{GameId, GameStatus};

fn sub(name: &str, options: Value) -> Value {
    json!([{"name": name, "type": 1, "options": options}])
}

/// Everything shown to the whole channel so far, as text.
fn shown_to_channel(h: &Harness, channel: u64) -> Vec<String> {
    h.fake
        .shown()
        .into_iter()
        .filter(|(seen, _)| *seen == Seen::Channel(channel))
        .map(|(_, m)| m.text())
        .collect()
}

/// A Project Planning game of Alice and Bob in [`CHANNEL`], played to its end.
async fn finished_game(h: &Harness) -> GameId {
    let (id, _) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB], 0)
        .await;
    h.play_to_end(id, 2_000).await;
    h.settle().await;
    id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_refusal_after_a_deferral_is_shown_only_to_its_user() {
    // A zero budget always defers.
    let h = Harness::start_with(|l| l.ack_budget = Duration::ZERO).await;
    let (id, _) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB], 0)
        .await;

    // Eve may not stop the game: the refusal reaches her, and only her.
    let ix = h.fake.slash(EVE, CHANNEL, "game", sub("stop", json!([])));
    let deferral = h.fake.callback(&ix).await;
    assert_eq!(deferral.kind, 5);
    assert_eq!(
        deferral.data["flags"].as_u64().unwrap_or(0) & 64,
        64,
        "a deferral that may end in a refusal is private"
    );
    let refused = h.fake.answer(&ix).await;
    assert!(
        refused.content.contains("Only the host"),
        "{}",
        refused.content
    );
    assert!(refused.is_ephemeral(), "{}", refused.content);
    assert!(!h.fake.message(refused.id).deleted, "Eve sees her refusal");
    assert!(
        shown_to_channel(&h, CHANNEL)
            .iter()
            .all(|t| !t.contains("Only the host")),
        "the refusal was never shown to the channel"
    );

    // Alice may: the channel reads it, as a message of its own, and the
    // private placeholder is gone.
    let ix = h.fake.slash(ALICE, CHANNEL, "game", sub("stop", json!([])));
    let stopped = h.fake.answer(&ix).await;
    assert!(
        stopped.content.contains("was stopped"),
        "{}",
        stopped.content
    );
    assert!(!stopped.is_ephemeral());
    assert!(!h.fake.message(stopped.id).deleted);
    assert!(h
        .fake
        .channel_messages(CHANNEL)
        .iter()
        .any(|m| m.id == stopped.id));
    h.settle().await;
    assert_eq!(h.game(id).await.status, GameStatus::Cancelled);
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_rematch_lobby_is_a_board_through_start_and_moves() {
    let h = Harness::start().await;
    let id = finished_game(&h).await;
    let board = h.board(id, "main").await;
    let rematch = board.button("Rematch").expect("a Rematch button");

    // Bob asks: he is told privately where the new lobby is.
    let answer = h.fake.answer(&h.fake.click(BOB, &board, &rematch)).await;
    assert!(answer.is_ephemeral(), "{}", answer.content);
    let new_id: GameId = h.store().unfinished_games().await.unwrap()[0];
    assert!(
        answer.content.contains(&format!("game #{new_id}")),
        "{}",
        answer.content
    );
    // The lobby is a message of the bot's own in the channel.
    let lobby = h.board(new_id, "main").await;
    assert!(!lobby.is_ephemeral());
    assert!(lobby.button("Join").is_some(), "{}", lobby.text());
    assert!(
        answer.content.contains(&lobby.id.to_string()),
        "a link to it"
    );

    // Start and a few moves: the board is edited in place, never reposted.
    let lobby = h.lobby_click(ALICE, &lobby, "Add bot").await;
    h.lobby_click(ALICE, &lobby, "Start").await;
    h.settle().await;
    assert_eq!(h.game(new_id).await.status, GameStatus::Running);
    let mut panels = HashMap::new();
    for _ in 0..3 {
        if h.running_game(new_id).await.is_none() {
            break;
        }
        h.move_until_board_edit(new_id, &mut panels).await;
    }
    h.settle().await;
    assert_eq!(
        h.main_board(new_id).await.message_id,
        lobby.id.to_string(),
        "the rematch's board is the lobby message"
    );
    let refused_edits: Vec<_> = h
        .fake
        .calls()
        .into_iter()
        .filter(|c| c.method == "PATCH" && c.path.contains("/messages/") && c.status == 404)
        .map(|c| c.path)
        .collect();
    assert!(refused_edits.is_empty(), "{refused_edits:?}");
    h.shutdown().await;
}

const WEREWOLF_OPTIONS: &str =
    "roles=werewolf=2,seer=1,bodyguard=1,villager=3 quiet_seconds=60 first_night_kill=true";

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_player_kicked_to_a_bot_while_alive_watches_only_once_the_game_ends() {
    let h = Harness::start().await;
    let (id, _) = h
        .start_game(
            CHANNEL,
            "werewolf",
            Some(WEREWOLF_OPTIONS),
            &[ALICE, BOB, CAROL],
            4,
        )
        .await;
    let kick = json!([{"name": "kick", "type": 1, "options": [
        {"name": "player", "type": 6, "value": CAROL.to_string()}]}]);
    let ix = h.fake.slash_with(ALICE, CHANNEL, "game", kick, |m| {
        m["data"]["resolved"] = json!({"users": {CAROL.to_string(): user_json(CAROL)}});
    });
    let kicked = h.fake.answer(&ix).await;
    assert!(
        kicked.content.contains("played by a bot"),
        "{}",
        kicked.content
    );
    h.settle().await;

    // Carol knew a living seat's secrets and her team plays on.
    let ix = h
        .fake
        .slash(CAROL, CHANNEL, "game", sub("watch", json!([])));
    let refused = h.fake.answer(&ix).await;
    assert!(refused.is_ephemeral());
    assert!(
        refused.content.contains("once the game is over"),
        "{}",
        refused.content
    );
    assert!(refused.embeds.as_array().is_none_or(Vec::is_empty));
    let in_afterlife = |h: &Harness| {
        h.fake.private_threads().iter().any(|(t, _, name)| {
            name.contains("Afterlife") && h.fake.members_of(*t).contains(&CAROL)
        })
    };
    assert!(!in_afterlife(&h), "Carol is not let into the afterlife");
    // Eve, who never played, still may.
    let ix = h.fake.slash(EVE, CHANNEL, "game", sub("watch", json!([])));
    let panel = h.fake.answer(&ix).await;
    assert!(panel.text().contains("Afterlife"), "{}", panel.text());

    // Once it is over, everyone sees everything on the final board.
    h.play_to_end(id, 5_000).await;
    h.settle().await;
    let board = h.board(id, "main").await;
    assert!(board.text().contains("/game log"), "{}", board.text());
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn game_log_is_refused_outside_the_channel_the_game_was_played_in() {
    let h = Harness::start().await;
    let id = finished_game(&h).await;
    // From another channel (one a member may see while the game's channel
    // is hidden from them), the log is refused.
    let by_id = sub("log", json!([{"name": "id", "type": 4, "value": id}]));
    let ix = h.fake.slash(EVE, CHANNEL2, "game", by_id.clone());
    let refused = h.fake.answer(&ix).await;
    assert!(refused.is_ephemeral());
    assert!(
        refused
            .content
            .contains("only in the channel it was played in"),
        "{}",
        refused.content
    );
    assert!(refused.attachments.is_empty());
    // In the game's channel it is given.
    let ix = h.fake.slash(EVE, CHANNEL, "game", by_id);
    let log = h.fake.answer(&ix).await;
    assert_eq!(log.attachments, vec![format!("wolfden-game-{id}.txt")]);
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_fake_delivers_only_interactions_a_client_could_send() {
    let h = Harness::start().await;
    let (id, board) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB], 0)
        .await;
    let hand = h.show_hand(ALICE, &board).await;
    assert!(hand.is_ephemeral());
    let some_button = hand.buttons()[0].0.clone();
    let could = |user, msg: &Msg, data: Value| h.fake.client_could_send(3, user, Some(msg), &data);
    let click = |id: &str| json!({"custom_id": id, "component_type": 2});
    // Alice clicks her own panel's buttons; Bob cannot see them.
    assert_eq!(could(ALICE, &hand, click(&some_button)), Ok(()));
    let bob = could(BOB, &hand, click(&some_button)).unwrap_err();
    assert!(bob.contains("only user"), "{bob}");
    // A custom id that is not on the message cannot be clicked.
    let forged = could(ALICE, &board, click(&format!("rm:{id}"))).unwrap_err();
    assert!(forged.contains("no button"), "{forged}");
    // A modal nobody opened cannot be submitted.
    let modal = json!({"custom_id": format!("mo:{id}"), "components": []});
    assert!(h.fake.client_could_send(5, ALICE, None, &modal).is_err());
    h.shutdown().await;
}

#[test]
fn uploads_over_discords_limit_are_refused_as_too_large() {
    let mut state = support::fake_discord::State::default();
    let path = "/channels/600/messages";
    let fits = strict::check(&mut state, "POST", path, &json!({}), limits::UPLOAD_BYTES);
    assert!(fits.is_none(), "{fits:?}");
    let refused = strict::check(
        &mut state,
        "POST",
        path,
        &json!({}),
        limits::UPLOAD_BYTES + 1,
    );
    let (status, body) = refused.expect("refused");
    assert_eq!(status, 413);
    assert_eq!(body["code"], 40005);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn invalid_requests_stay_far_below_discords_limit() {
    let h = Harness::start().await;
    h.fake.close_dms(BOB);
    h.fake.close_dms(CAROL);
    h.fake
        .add_fault(Fault::rate_limited("POST", "/messages").times(1));
    let (id, _) = h
        .start_game(
            CHANNEL,
            "project-planning",
            None,
            &[ALICE, BOB, CAROL, DAVE],
            0,
        )
        .await;
    h.play_to_end(id, 2_000).await;
    h.settle().await;
    // Every 401, 403 and 429 counts, whoever caused it.
    let invalid = h.fake.invalid_requests();
    let closed_dm_refusals = h.fake.calls().iter().filter(|c| c.status == 403).count();
    assert_eq!(
        closed_dm_refusals, 2,
        "a closed DM is learnt once per player, then remembered"
    );
    assert!(invalid >= 3, "{invalid} invalid requests counted");
    assert!(
        h.fake.invalid_requests_peak() <= InvalidRequests::PER_TEST,
        "{invalid} invalid requests in one game"
    );
    h.shutdown().await;
}
