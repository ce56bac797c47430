//! Lobbies and games without their host, on the fake Discord with a manual
//! clock (no test sleeps): the seated players of a lobby start it or end it
//! by a majority vote (kept across a restart; a seat that leaves takes its
//! vote; a start the game refuses says why and keeps the votes), and a
//! running game whose humans all stay away ends as abandoned after its
//! `abandon_after` option, unrated; a human move starts the wait again,
//! and a restart keeps it.

use crate::support;

use std::collections::HashMap;

use support::*;
use wolfden::games::GameKind;
use wolfden::store::{GameId, GameStatus, LobbyVote};

/// The abandonment time the tests set: one hour (the option's least).
const ABANDON_MS: i64 = 3_600_000;

/// A lobby of `game` opened by Alice, with `others` joined.
async fn lobby_with(h: &Harness, game: &str, others: &[u64]) -> (GameId, Msg) {
    let (id, mut lobby) = h.open_lobby(ALICE, CHANNEL, game, None).await;
    for u in others {
        lobby = h.lobby_click(*u, &lobby, "Join").await;
    }
    (id, lobby)
}

/// `user` presses `label` (Start or Cancel) on the lobby: the answer.
async fn press(h: &Harness, user: u64, lobby: &Msg, label: &str) -> Msg {
    let answer = h.lobby_click(user, lobby, label).await;
    h.settle().await;
    answer
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn seated_players_start_a_lobby_by_a_majority_without_the_host() {
    let h = Harness::start().await;
    let (id, lobby) = lobby_with(&h, "wolfpack", &[BOB, CAROL]).await;
    // Three humans seated: two votes decide.
    let shown = press(&h, BOB, &lobby, "Start").await;
    assert!(
        shown.text().contains("Start: 1 of 2 votes"),
        "{}",
        shown.text()
    );
    let row = h.game(id).await;
    assert_eq!(row.status, GameStatus::Lobby);
    assert_eq!(row.votes.get(&BOB.to_string()), Some(&LobbyVote::Start));
    // Pressing again changes nothing.
    let again = press(&h, BOB, &shown, "Start").await;
    assert!(
        again.text().contains("Start: 1 of 2 votes"),
        "{}",
        again.text()
    );
    assert_eq!(h.game(id).await.version, row.version, "an idempotent press");
    let board = press(&h, CAROL, &again, "Start").await;
    assert_eq!(
        h.game(id).await.status,
        GameStatus::Running,
        "{}",
        board.text()
    );
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn seated_players_end_a_lobby_by_a_majority_and_a_seat_that_leaves_takes_its_vote() {
    let h = Harness::start().await;
    let (id, lobby) = lobby_with(&h, "wolfpack", &[BOB, CAROL, DAVE]).await;
    // Four humans seated: three votes decide.
    let shown = press(&h, BOB, &lobby, "Cancel").await;
    let shown = press(&h, CAROL, &shown, "Cancel").await;
    assert!(
        shown.text().contains("End: 2 of 3 votes"),
        "{}",
        shown.text()
    );
    assert_eq!(h.game(id).await.status, GameStatus::Lobby);
    // Carol leaves with her vote: three humans, two votes decide, one cast.
    let shown = press(&h, CAROL, &shown, "Leave").await;
    assert!(
        shown.text().contains("End: 1 of 2 votes"),
        "{}",
        shown.text()
    );
    assert!(!h.game(id).await.votes.contains_key(&CAROL.to_string()));
    // A vote for the other side moves Dave's... and then his End ends it.
    let shown = press(&h, DAVE, &shown, "Start").await;
    assert!(
        shown.text().contains("Start: 1 of 2 votes"),
        "{}",
        shown.text()
    );
    let ended = press(&h, DAVE, &shown, "Cancel").await;
    assert_eq!(h.game(id).await.status, GameStatus::Cancelled);
    assert!(
        ended.text().contains("This lobby was cancelled"),
        "the host's notice: {}",
        ended.text()
    );
    // The channel is free for a new lobby.
    let (next, _) = h.open_lobby(BOB, CHANNEL, "wolfpack", None).await;
    assert_ne!(next, id);
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_voted_start_the_game_refuses_says_why_and_keeps_the_votes() {
    let h = Harness::start().await;
    // Werewolf needs five players; three humans sit.
    let (id, lobby) = lobby_with(&h, "werewolf", &[BOB, CAROL]).await;
    let shown = press(&h, BOB, &lobby, "Start").await;
    let refusal = press(&h, CAROL, &shown, "Start").await;
    assert!(
        refusal.text().contains("Cannot start yet"),
        "{}",
        refusal.text()
    );
    let row = h.game(id).await;
    assert_eq!(row.status, GameStatus::Lobby);
    assert_eq!(row.votes.len(), 2, "the votes stay: {:?}", row.votes);
    let message = h.fake.message(lobby.id);
    assert!(
        message.text().contains("Start: 2 of 2 votes"),
        "{}",
        message.text()
    );
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn someone_not_seated_cannot_vote_and_changes_nothing() {
    let h = Harness::start().await;
    let (id, lobby) = lobby_with(&h, "wolfpack", &[BOB]).await;
    let before = h.game(id).await;
    for label in ["Start", "Cancel"] {
        let refusal = press(&h, EVE, &lobby, label).await;
        assert!(
            refusal.text().contains("press Join to take a seat"),
            "{}",
            refusal.text()
        );
    }
    let after = h.game(id).await;
    assert_eq!(
        (after.status, after.version),
        (before.status, before.version)
    );
    assert!(after.votes.is_empty());
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn votes_are_kept_across_a_restart_and_the_hosts_press_still_acts_at_once() {
    let mut h = Harness::start().await;
    let (id, lobby) = lobby_with(&h, "wolfpack", &[BOB, CAROL]).await;
    let shown = press(&h, BOB, &lobby, "Cancel").await;
    h.restart().await;
    let row = h.game(id).await;
    assert_eq!(row.votes.get(&BOB.to_string()), Some(&LobbyVote::End));
    // One vote to end is not a majority; the host starts at once.
    let board = press(&h, ALICE, &shown, "Start").await;
    assert_eq!(
        h.game(id).await.status,
        GameStatus::Running,
        "{}",
        board.text()
    );
    assert!(
        h.game(id).await.votes.is_empty(),
        "the votes end with the lobby"
    );
    h.shutdown().await;
}

/// A Wolfpack game of Alice and a bot whose humans are abandoned after an
/// hour (the turn timer is off in the tests' lobbies): its id and start.
async fn start_abandonable(h: &Harness) -> (GameId, i64) {
    let started = h.clock_now();
    let (id, _) = h
        .start_game(CHANNEL, "wolfpack", Some("abandon_after=3600"), &[ALICE], 1)
        .await;
    let row = h.running_game(id).await.expect("running");
    assert_eq!(row.turn, None, "no turn timer");
    assert_eq!(row.abandons_at(), Some(started + ABANDON_MS));
    (id, started)
}

/// Move the clock on to `at` and let the timer task look.
async fn advance_to(h: &Harness, at: i64) {
    h.clock.advance_ms(at - h.clock_now());
    h.bot().poke_scheduler();
    h.settle().await;
}

/// Move the clock to `at`, game `id`'s abandonment, and wait for its board.
async fn pass_abandonment(h: &Harness, id: GameId, at: i64) -> Msg {
    let main = h.main_board(id).await;
    let path = format!("/channels/{}/messages/{}", main.channel_id, main.message_id);
    let n = h.fake.call_count();
    h.clock.advance_ms(at - h.clock_now());
    h.bot().poke_scheduler();
    h.fake
        .wait_call(n, "the abandoned game's board", |c| {
            c.method == "PATCH" && c.path == path
        })
        .await;
    h.settle().await;
    assert_eq!(h.game(id).await.status, GameStatus::Cancelled);
    h.board(id, "main").await
}

/// Nothing of an abandoned game counts for Alice: no result, no rating.
async fn assert_unrated(h: &Harness) {
    let alice = ALICE.to_string();
    let rating = h.store().rating(&alice, GameKind::Wolfpack).await.unwrap();
    assert_eq!(rating, None, "not rated");
    let stats = h.store().player_stats(&alice, None).await.unwrap();
    assert!(stats.is_empty(), "no result counted");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_game_whose_humans_all_stay_away_ends_as_abandoned_unrated() {
    let h = Harness::start().await;
    let (id, started) = start_abandonable(&h).await;
    advance_to(&h, started + ABANDON_MS - 1).await;
    assert_eq!(h.game(id).await.status, GameStatus::Running, "1 ms early");
    let board = pass_abandonment(&h, id, started + ABANDON_MS).await;
    assert!(board.text().contains("Game abandoned"), "{}", board.text());
    assert!(board.text().contains("for 60 min"), "{}", board.text());
    assert!(
        !h.store().actions(id).await.unwrap().is_empty(),
        "the log is kept"
    );
    assert_unrated(&h).await;
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_human_move_starts_the_wait_for_abandonment_again() {
    let h = Harness::start().await;
    let (id, started) = start_abandonable(&h).await;
    advance_to(&h, started + ABANDON_MS / 2).await;
    let moved_at = h.clock_now();
    h.human_move(id, &mut HashMap::new())
        .await
        .expect("Alice moves");
    advance_to(&h, started + ABANDON_MS + 1).await;
    let row = h
        .running_game(id)
        .await
        .expect("Alice moved: not abandoned");
    assert_eq!(row.abandons_at(), Some(moved_at + ABANDON_MS));
    // The timer is armed again after the move's commit, by its fan-out:
    // on a busy machine that may come after the row is read.
    h.settle().await;
    let armed = h.bot().bot().scheduler.armed().await;
    assert_eq!(armed.get(&id).copied(), Some(moved_at + ABANDON_MS));
    let board = pass_abandonment(&h, id, moved_at + ABANDON_MS).await;
    assert!(board.text().contains("Game abandoned"), "{}", board.text());
    assert_unrated(&h).await;
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_restart_keeps_the_time_a_game_is_abandoned() {
    let mut h = Harness::start().await;
    let (id, started) = start_abandonable(&h).await;
    advance_to(&h, started + ABANDON_MS / 2).await;
    h.restart().await;
    let armed = h.bot().bot().scheduler.armed().await;
    assert_eq!(armed.get(&id).copied(), Some(started + ABANDON_MS));
    let board = pass_abandonment(&h, id, started + ABANDON_MS).await;
    assert!(board.text().contains("Game abandoned"), "{}", board.text());
    h.shutdown().await;
}
