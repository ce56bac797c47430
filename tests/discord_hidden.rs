//! Hidden information on Discord: over a whole game, no public message and
//! no other user's ephemeral reply or DM holds a line private to a seat.

use crate::support;

use support::*;
use wolfden::store::GameStatus;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn no_message_shows_a_viewer_what_they_may_not_see() {
    let h = Harness::start().await;
    // Two of three get no DMs: their nudges must not say whose turn it is.
    h.fake.close_dms(BOB);
    h.fake.close_dms(CAROL);
    let (id, _) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB, CAROL], 0)
        .await;
    // Bystanders look too.
    let board = h.board(id, "main").await;
    h.show_hand(EVE, &board).await;
    h.play_to_end(id, 5000).await;
    h.settle().await;
    assert_eq!(h.game(id).await.status, GameStatus::Finished);
    let private = hidden::check(&h, id).await;
    assert!(private > 0, "Project Planning has hidden hands to protect");
    h.shutdown().await;
}
