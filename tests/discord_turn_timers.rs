//! Turn timers on the fake Discord, with a manual clock moved past each
//! deadline (no test sleeps): a game whose one human never comes finishes
//! through timers alone, in every game, and hands the seat to a bot on
//! the way, whichever timer ended its steps; the covering move is the bot's
//! choice for that seat and the table is told; a restart in the middle of
//! a countdown keeps the deadline; Werewolf with an absent human keeps its
//! secrets.

use crate::support;

use support::*;
use wolfden::engine::Actor;
use wolfden::store::{GameId, GameStatus};

/// The turn timer these tests give the bot: two minutes.
const TURN_SECONDS: u32 = 120;

async fn timed_harness() -> Harness {
    Harness::start_with(|launch| launch.turn_seconds = TURN_SECONDS).await
}

/// Pass every deadline until the game ends; the humans never click.
/// Returns the deadlines passed.
async fn run_on_timers_alone(h: &Harness, id: GameId, max_deadlines: usize) -> usize {
    for passed in 0..max_deadlines {
        let Some(row) = h.running_game(id).await else {
            return passed;
        };
        let at = row.ends_at().unwrap_or_else(|| {
            let state = row.snapshot.as_ref().unwrap();
            let asked: Vec<_> = state
                .prompted_seats()
                .into_iter()
                .map(|s| (s, state.bot_action(s)))
                .collect();
            panic!(
                "game {id} waits with no deadline (version {}); asked (seat, bot's move): {asked:?}",
                row.version
            )
        });
        h.pass_deadline(id, at).await;
    }
    panic!("game {id} did not end after {max_deadlines} deadlines");
}

async fn an_absent_human_does_not_stop(game: &str, bots: usize) {
    let h = timed_harness().await;
    let (id, _) = h.start_game(CHANNEL, game, None, &[ALICE], bots).await;
    let passed = run_on_timers_alone(&h, id, 400).await;
    assert!(passed > 0, "{game}: the human was waited for");
    let row = h.game(id).await;
    assert_eq!(row.status, GameStatus::Finished);
    let log = h.store().actions(id).await.unwrap();
    assert!(
        log.iter().any(|(actor, _)| *actor == Actor::Seat(0)),
        "{game}: the absent human's steps were played for them"
    );
    assert!(
        row.absence_of(0).away,
        "{game}: the absent human's seat was handed to a bot"
    );
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn project_planning_with_an_absent_human_finishes_through_timers() {
    an_absent_human_does_not_stop("project-planning", 3).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn wolfpack_with_an_absent_human_finishes_through_timers() {
    an_absent_human_does_not_stop("wolfpack", 2).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn arctic_escape_with_an_absent_human_finishes_through_timers() {
    an_absent_human_does_not_stop("arctic-escape", 1).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn wolves_with_an_absent_human_finishes_through_timers() {
    an_absent_human_does_not_stop("wolves", 3).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn werewolf_with_an_absent_human_finishes_and_keeps_its_secrets() {
    let h = timed_harness().await;
    let (id, _) = h.start_game(CHANNEL, "werewolf", None, &[ALICE], 7).await;
    run_on_timers_alone(&h, id, 400).await;
    let row = h.game(id).await;
    assert_eq!(row.status, GameStatus::Finished);
    assert!(
        row.absence_of(0).away,
        "the absent human's seat was handed to a bot"
    );
    let private = hidden::check(&h, id).await;
    assert!(private > 0, "Werewolf has roles to protect");
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_covering_move_is_the_bots_choice_and_the_table_is_told() {
    let h = timed_harness().await;
    let (id, _) = h.start_game(CHANNEL, "wolfpack", None, &[ALICE], 2).await;
    let row = h.running_game(id).await.expect("running");
    let (prompt, _) = Harness::prompted_human(&row);
    let state = row.snapshot.as_ref().unwrap();
    let expected = state.bot_action(prompt.seat).expect("a bot would play");
    let at = row.ends_at().expect("the human's step is timed");
    assert_eq!(at, h.clock_now() + TURN_SECONDS as i64 * 1000);
    h.pass_deadline(id, at).await;
    let log = h.store().actions(id).await.unwrap();
    assert_eq!(
        log[row.version as usize],
        (Actor::Seat(prompt.seat), expected)
    );
    let board = h.board(id, "main").await;
    assert!(
        board.text().contains("time ran out: played"),
        "{}",
        board.text()
    );
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_restart_in_the_middle_of_a_countdown_keeps_the_deadline() {
    let mut h = timed_harness().await;
    let (id, _) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE], 3)
        .await;
    let row = h.running_game(id).await.expect("running");
    let at = row.ends_at().expect("the human's step is timed");
    h.clock.advance_ms(TURN_SECONDS as i64 * 500);
    h.restart().await;
    h.settle().await;
    assert_eq!(h.game(id).await.ends_at(), Some(at), "the same deadline");
    let reminder = at - TURN_SECONDS as i64 * 1000 / 3;
    assert_eq!(
        h.game(id).await.wakes_at(),
        Some(reminder),
        "reminded first"
    );
    assert_eq!(
        h.bot().bot().scheduler.armed().await.get(&id),
        Some(&reminder)
    );
    h.pass_deadline(id, at).await;
    let log = h.store().actions(id).await.unwrap();
    assert_eq!(log[row.version as usize].0, Actor::Seat(0));
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn both_timers_are_stored_apart_and_kept_across_a_restart() {
    let mut h = Harness::start_with(|launch| launch.turn_seconds = 20).await;
    let (id, _) = h
        .start_game(CHANNEL, "werewolf", None, &[ALICE, BOB], 6)
        .await;
    let row = h.running_game(id).await.expect("running");
    let game = row
        .deadline_at
        .zip(row.deadline_key)
        .expect("the night's timer");
    let turn = row.turn.expect("the humans' turn timer");
    assert!(turn.at < game.0, "the turn timer is the shorter here");
    h.clock.advance_ms((turn.at - h.clock_now()) / 2);
    h.restart().await;
    h.settle().await;
    let kept = h.game(id).await;
    assert_eq!(
        kept.deadline_at.zip(kept.deadline_key),
        Some(game),
        "the game's own"
    );
    assert_eq!(kept.turn, Some(turn), "the turn timer");
    let armed = h.bot().bot().scheduler.armed().await;
    assert_eq!(
        armed.get(&id),
        turn.remind_at.as_ref(),
        "the earliest is armed: the turn timer's reminder"
    );
    h.pass_deadline(id, turn.at).await;
    let log = h.store().actions(id).await.unwrap();
    let covered = &log[row.version as usize..];
    assert!(
        covered.iter().any(|(actor, _)| *actor == Actor::Seat(0)),
        "the turn timer covered the humans: {covered:?}"
    );
    h.shutdown().await;
}

/// The reminders Alice got by DM.
fn reminders(h: &Harness) -> usize {
    h.fake
        .dms(ALICE)
        .iter()
        .filter(|m| m.text().contains("waits for your move"))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_waiting_player_is_reminded_once_at_two_thirds_of_the_turn_timer() {
    let mut h = timed_harness().await;
    let (id, _) = h.start_game(CHANNEL, "wolfpack", None, &[ALICE], 2).await;
    let row = h.running_game(id).await.expect("running");
    let turn = row.turn.expect("the human's step is timed");
    let remind_at = turn.remind_at.expect("a reminder is due");
    let started = turn.at - TURN_SECONDS as i64 * 1000;
    assert_eq!(remind_at, started + TURN_SECONDS as i64 * 2000 / 3);

    h.clock.advance_ms(remind_at - 1 - h.clock_now());
    h.bot().poke_scheduler();
    let armed = h.bot().bot().scheduler.armed().await;
    assert_eq!(
        armed.get(&id),
        Some(&remind_at),
        "1 ms early: still waiting"
    );
    h.settle().await;
    assert_eq!(reminders(&h), 0, "not before two thirds");

    let n = h.fake.call_count();
    h.clock.advance_ms(1);
    h.bot().poke_scheduler();
    h.fake
        .wait_call(n, "the reminder's DM", |c| c.method == "POST")
        .await;
    h.settle().await;
    assert_eq!(reminders(&h), 1, "reminded at two thirds");
    let reminded = h.game(id).await;
    assert_eq!(
        reminded.turn.and_then(|t| t.remind_at),
        None,
        "stored as sent"
    );
    assert_eq!(reminded.version, row.version, "nobody moved");

    h.restart().await;
    h.settle().await;
    let armed = h.bot().bot().scheduler.armed().await;
    assert_eq!(
        armed.get(&id),
        Some(&turn.at),
        "next: the turn timer itself"
    );
    h.pass_deadline(id, turn.at).await;
    assert_eq!(reminders(&h), 1, "once, a restart included");
    h.shutdown().await;
}
