//! Hidden information on Discord: over a whole game, no public message and
//! no other user's ephemeral reply or DM holds a line private to a seat,
//! also in a Werewolf game its absent humans leave to the timers (the
//! reminders, the covered turns and the seats handed to bots included).

use crate::support;

use support::*;
use wolfden::store::{GameId, GameStatus};

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

/// Pass every deadline until the game ends; the humans never click.
async fn run_on_timers_alone(h: &Harness, id: GameId) {
    for _ in 0..400 {
        let Some(row) = h.running_game(id).await else {
            return;
        };
        let at = row.ends_at().expect("a running game waits on a timer");
        h.pass_deadline(id, at).await;
    }
    panic!("game {id} did not end on timers alone");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_werewolf_game_left_to_the_timers_keeps_its_secrets() {
    // A turn timer shorter than the game's phases, so it reminds and
    // covers before a phase timer ends the step.
    let h = Harness::start_with(|launch| launch.turn_seconds = 20).await;
    // One of the absent players gets no DMs: nothing public may say
    // that they are asked.
    h.fake.close_dms(BOB);
    let humans = [ALICE, BOB, CAROL];
    let (id, _) = h.start_game(CHANNEL, "werewolf", None, &humans, 5).await;
    run_on_timers_alone(&h, id).await;
    let row = h.game(id).await;
    assert_eq!(row.status, GameStatus::Finished);
    assert!(
        (0..humans.len()).any(|seat| row.absence_of(seat).away),
        "an absent human's seat was handed to a bot"
    );
    let reminded = h
        .fake
        .dms(ALICE)
        .iter()
        .chain(&h.fake.dms(CAROL))
        .any(|m| m.text().contains("waits for your move"));
    assert!(reminded, "the absent humans were reminded");
    assert!(
        !h.fake.shown().iter().any(|(seen, m)| {
            matches!(seen, Seen::Channel(_))
                && (m.text().contains("is away") || m.text().contains("time ran out"))
        }),
        "who is asked, covered or away is never said in public"
    );
    let private = hidden::check(&h, id).await;
    assert!(private > 0, "Werewolf has roles to protect");
    h.shutdown().await;
}
