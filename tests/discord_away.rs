//! A seat handed to a bot and taken back, on the fake Discord with a
//! manual clock moved past each deadline (no test sleeps): two turns in a
//! row covered by the bot make the seat away and the table is told; one
//! click on "Take my seat back" gives it back; an away seat holds no turn
//! timer and gets no reminder; a seat that ends the game away counts as a
//! loss for its player.

use crate::support;

use support::*;
use wolfden::store::{GameId, GameStatus};

/// The turn timer these tests give the bot: two minutes.
const TURN_SECONDS: u32 = 120;

async fn timed_harness() -> Harness {
    Harness::start_with(|launch| launch.turn_seconds = TURN_SECONDS).await
}

/// Pass deadlines, nobody clicking, until seat 0 is away or the game
/// ends; the deadlines passed.
async fn until_seat_0_is_away(h: &Harness, id: GameId) -> usize {
    for passed in 0..50 {
        let row = h.game(id).await;
        if row.absence_of(0).away || row.status != GameStatus::Running {
            return passed;
        }
        let at = row.ends_at().expect("a human's step is timed");
        h.pass_deadline(id, at).await;
    }
    panic!("seat 0 of game {id} never became away");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_missed_turns_hand_the_seat_to_a_bot_and_the_table_is_told() {
    let h = timed_harness().await;
    let (id, _) = h
        .start_game(CHANNEL, "wolfpack", None, &[ALICE, BOB], 1)
        .await;
    let name = h.game(id).await.seats[0].name.clone();
    let passed = until_seat_0_is_away(&h, id).await;
    assert!(passed >= 2, "two turns missed first (passed {passed})");
    let row = h.game(id).await;
    assert!(row.absence_of(0).away, "Alice's seat is away");
    assert_eq!(row.seats[0].name, name, "the seat keeps its player's name");
    let board = h.board(id, "main").await;
    assert!(
        board
            .text()
            .contains("is away: a bot plays for them until they come back"),
        "{}",
        board.text()
    );
    if row.status == GameStatus::Running {
        let state = row.snapshot.as_ref().unwrap();
        assert!(
            !state.prompted_seats().contains(&0),
            "the bots play the away seat at once"
        );
    }
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn one_click_takes_the_seat_back_and_shows_the_panel() {
    let h = timed_harness().await;
    let (id, _) = h
        .start_game(CHANNEL, "wolfpack", None, &[ALICE, BOB], 1)
        .await;
    until_seat_0_is_away(&h, id).await;
    let row = h.game(id).await;
    assert_eq!(row.status, GameStatus::Running, "Bob still holds the game");
    let board = h.board(id, "main").await;
    let panel = h.show_hand(ALICE, &board).await;
    let button = panel
        .button("Take my seat back")
        .unwrap_or_else(|| panic!("no take-back button: {}", panel.text()));
    let ix = h.fake.click(ALICE, &panel, &button);
    let back = h.fake.answer(&ix).await;
    assert!(back.text().contains("You are back"), "{}", back.text());
    assert!(
        back.button("Take my seat back").is_none(),
        "{}",
        back.text()
    );
    h.settle().await;
    let row = h.game(id).await;
    assert!(!row.absence_of(0).away, "the seat is Alice's again");
    assert_eq!(row.absence_of(0).missed_turns, 0);
    let board = h.board(id, "main").await;
    assert!(board.text().contains("is back"), "{}", board.text());

    // A second click is refused and changes nothing.
    let ix = h.fake.click(ALICE, &panel, &button);
    let again = h.fake.answer(&ix).await;
    assert!(again.text().contains("not away"), "{}", again.text());
    h.shutdown().await;
}

/// The reminders `user` got by DM.
fn reminders(h: &Harness, user: u64) -> usize {
    h.fake
        .dms(user)
        .iter()
        .filter(|m| m.text().contains("waits for your move"))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_away_seat_holds_no_turn_timer_and_gets_no_reminder() {
    let h = timed_harness().await;
    let (id, _) = h
        .start_game(CHANNEL, "wolfpack", None, &[ALICE, BOB], 1)
        .await;
    until_seat_0_is_away(&h, id).await;
    let reminded = reminders(&h, ALICE);
    assert!(reminded > 0, "Alice was reminded while she was waited on");
    // Bob stays absent too: the game goes on through the timers.
    for _ in 0..50 {
        let Some(row) = h.running_game(id).await else {
            break;
        };
        let state = row.snapshot.as_ref().unwrap();
        if row.absence_of(0).away {
            assert!(
                row.turn.is_none_or(|t| t.key & 1 == 0),
                "the away seat holds no turn timer: {:?}",
                row.turn
            );
            assert!(
                !state.prompted_seats().contains(&0) || state.bot_action(0).is_none(),
                "the bots play the away seat at once"
            );
        }
        let at = row.ends_at().expect("a human's step is timed");
        h.pass_deadline(id, at).await;
    }
    assert_eq!(reminders(&h, ALICE), reminded, "no reminder while away");
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_seat_that_ends_the_game_away_counts_as_a_loss() {
    let h = timed_harness().await;
    // Co-operative: everyone's result is the table's, so Alice's seat
    // would share a win; away, it is a loss.
    let (id, _) = h
        .start_game(CHANNEL, "arctic-escape", None, &[ALICE], 1)
        .await;
    until_seat_0_is_away(&h, id).await;
    for _ in 0..50 {
        if h.game(id).await.status != GameStatus::Running {
            break;
        }
        h.settle().await;
    }
    let row = h.game(id).await;
    assert_eq!(row.status, GameStatus::Finished, "the bots finish it");
    assert!(row.absence_of(0).away);
    let stats = h
        .store()
        .player_stats(&ALICE.to_string(), None)
        .await
        .unwrap();
    assert_eq!(stats.iter().map(|s| s.played).sum::<i64>(), 1);
    assert_eq!(stats.iter().map(|s| s.won).sum::<i64>(), 0, "a loss");
    h.shutdown().await;
}
