//! Lobbies and games nobody finishes, on the fake Discord with a manual
//! clock (no test sleeps): a lobby opens with its game's turn timer as an
//! option, shown in words and changed from the Options menu, and a started
//! game keeps it across a restart; a lobby nobody starts expires after its
//! `lobby_expiry` option with a notice on the lobby message, also after a
//! restart.

use crate::support;

use support::*;
use wolfden::store::{GameId, GameStatus};

/// Set in the key of a turn timer (see `src/table/turns.rs`).
const TURN_KEY: u64 = 1 << 63;

/// A lobby's default time: 30 minutes.
const EXPIRY_MS: i64 = 30 * 60 * 1000;

/// A harness whose lobbies open with their game's turn timer, as in
/// production.
async fn with_defaults() -> Harness {
    Harness::start_with(|launch| launch.turn_timer_defaults = true).await
}

/// Move the clock on by `ms` and let the timer task look.
async fn advance(h: &Harness, ms: i64) {
    h.clock.advance_ms(ms);
    h.bot().poke_scheduler();
    h.settle().await;
}

/// Move the clock past lobby `id`'s expiry and wait for its message edit.
async fn pass_expiry(h: &Harness, id: GameId, lobby: &Msg, ms: i64) -> Msg {
    let path = format!("/channels/{CHANNEL}/messages/{}", lobby.id);
    let n = h.fake.call_count();
    h.clock.advance_ms(ms);
    h.bot().poke_scheduler();
    h.fake
        .wait_call(n, "the expired lobby's edit", |c| {
            c.method == "PATCH" && c.path == path
        })
        .await;
    h.settle().await;
    assert_eq!(h.game(id).await.status, GameStatus::Cancelled);
    h.fake.message(lobby.id)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_lobby_opens_with_its_games_turn_timer_shown_in_words() {
    let h = with_defaults().await;
    let (_, wolfpack) = h.open_lobby(ALICE, CHANNEL, "wolfpack", None).await;
    assert!(
        wolfpack.text().contains("Turn timer: 2 min"),
        "{}",
        wolfpack.text()
    );
    // The expiry at its default is not listed: the lobby lists only the
    // options that differ from their defaults, and the turn timer.
    assert!(
        !wolfpack.text().contains("Lobby expiry"),
        "{}",
        wolfpack.text()
    );
    let (_, werewolf) = h.open_lobby(BOB, CHANNEL2, "werewolf", None).await;
    assert!(
        werewolf.text().contains("Turn timer: 5 min"),
        "a Werewolf step lasts up to a day: {}",
        werewolf.text()
    );
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_host_turns_the_turn_timer_off_from_the_options_menu() {
    let h = with_defaults().await;
    let (id, lobby) = h.open_lobby(ALICE, CHANNEL, "wolfpack", None).await;
    let ix = h
        .fake
        .click(ALICE, &lobby, &lobby.button("Options").unwrap());
    let panel = h.fake.answer(&ix).await;
    let menu = format!("lv:{id}:0:turn_timer");
    let (_, values) = panel
        .selects()
        .into_iter()
        .find(|(m, _)| *m == menu)
        .unwrap_or_else(|| panic!("no turn timer menu: {}", panel.text()));
    let values: Vec<String> = values.into_iter().map(|(v, _)| v).collect();
    for preset in ["0", "60", "120", "300", "1800"] {
        assert!(values.contains(&preset.to_string()), "{values:?}");
    }
    let ix = h.fake.select(ALICE, &panel, &menu, "0");
    let panel = h.fake.answer(&ix).await;
    assert!(panel.text().contains("Turn timer: off"), "{}", panel.text());
    assert_eq!(h.game(id).await.options.text("turn_timer"), "0");
    h.settle().await;
    let shown = h.fake.message(lobby.id);
    assert!(shown.text().contains("Turn timer: off"), "{}", shown.text());
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_started_game_arms_its_own_turn_timer_and_keeps_it_after_a_restart() {
    let mut h = with_defaults().await;
    let (id, _) = h
        .start_game(CHANNEL, "wolfpack", Some("turn_timer=600"), &[ALICE], 2)
        .await;
    let row = h.running_game(id).await.expect("running");
    assert_eq!(row.options.text("turn_timer"), "600");
    let turn = row.turn.expect("the human's step is timed");
    assert_ne!(turn.key & TURN_KEY, 0, "a turn timer");
    assert_eq!(turn.at, h.clock_now() + 600_000);
    h.restart().await;
    let after = h.running_game(id).await.expect("running");
    assert_eq!(after.options.text("turn_timer"), "600");
    assert_eq!(after.turn, row.turn, "the turn timer is kept");
    let armed = h.bot().bot().scheduler.armed().await;
    assert_eq!(armed.get(&id).copied(), row.wakes_at(), "and re-armed");
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_lobby_nobody_starts_expires_with_a_notice_on_its_message() {
    let h = Harness::start().await;
    let (id, lobby) = h.open_lobby(ALICE, CHANNEL, "wolfpack", None).await;
    let lobby = h.lobby_click(BOB, &lobby, "Join").await;
    advance(&h, EXPIRY_MS - 1).await;
    assert_eq!(h.game(id).await.status, GameStatus::Lobby, "1 ms early");
    let shown = pass_expiry(&h, id, &lobby, 1).await;
    assert!(
        shown.content.contains("This lobby expired"),
        "{}",
        shown.text()
    );
    assert!(shown.content.contains("30 min"), "{}", shown.content);
    assert!(shown.button("Join").is_none(), "{}", shown.text());
    // The channel is free for a new lobby.
    let (next, _) = h.open_lobby(BOB, CHANNEL, "wolfpack", None).await;
    assert_ne!(next, id);
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_lobby_keeps_its_expiry_option_and_its_deadline_across_a_restart() {
    let mut h = Harness::start().await;
    let (id, lobby) = h
        .open_lobby(ALICE, CHANNEL, "wolfpack", Some("lobby_expiry=3600"))
        .await;
    assert!(
        lobby.text().contains("Lobby expiry: 60 min"),
        "{}",
        lobby.text()
    );
    h.restart().await;
    advance(&h, EXPIRY_MS).await;
    assert_eq!(h.game(id).await.status, GameStatus::Lobby, "its own hour");
    let shown = pass_expiry(&h, id, &lobby, EXPIRY_MS).await;
    assert!(shown.content.contains("60 min"), "{}", shown.content);
    h.shutdown().await;
}
