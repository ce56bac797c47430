//! The Discord frontend as a careful admin and a suspicious player see it:
//! the lock is not held across slow REST calls, commands
//! answer in time, accepted actions are never reported as refused, server
//! settings are left as found, every game is repaired at start-up.

use crate::support;

use std::collections::HashMap;
use std::time::Duration;

use serde_json::json;
use support::*;
use wolfden::store::{GameId, GameStatus};

/// One move by clicks, without waiting for the bot to settle: the first
/// prompted human picks what their seat's bot would.
async fn click_move(h: &Harness, id: GameId, panels: &mut HashMap<u64, u64>) -> Msg {
    let row = h.game(id).await;
    let state = row.snapshot.as_ref().expect("running");
    let (seat, want) = state
        .prompts()
        .into_iter()
        .filter(|p| !row.seats[p.seat].is_bot)
        .find_map(|p| Some((p.seat, state.bot_action(p.seat)?)))
        .expect("a human may move");
    h.pick(id, seat, &want, panels).await.0
}

fn game_command(sub: &str) -> serde_json::Value {
    json!([{"name": sub, "type": 1, "options": []}])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_slow_board_edit_delays_no_click_and_waiting_edits_coalesce() {
    // A long ack budget: a click that waits on the lock is not deferred,
    // it is simply late.
    let h = Harness::start_with(|l| l.ack_budget = Duration::from_secs(30)).await;
    let (id, board) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB, CAROL], 0)
        .await;
    let path = format!("/channels/{CHANNEL}/messages/{}", board.id);
    let hold = h.fake.hold("PATCH", path.clone());
    let mut panels = HashMap::new();
    // Moves until one edits the board: that edit is held (Discord is slow).
    for _ in 0..50 {
        click_move(&h, id, &mut panels).await;
        tokio::select! {
            _ = h.fake.wait_held(hold, 1) => break,
            _ = h.settle() => {}
        }
    }
    assert_eq!(h.fake.held(hold), 1, "a move edited the board");
    let version = h.game(id).await.version;
    // The next clicks are answered at once, not deferred, while the edit
    // is still held: the game's lock is not held across it.
    let mut answered = 0;
    while answered < 3 && h.game(id).await.status == GameStatus::Running {
        let n = h.fake.call_count();
        click_move(&h, id, &mut panels).await;
        let kinds: Vec<_> = h
            .fake
            .calls()
            .into_iter()
            .skip(n)
            .filter(|c| c.path.ends_with("/callback"))
            .map(|c| c.body["type"].clone())
            .collect();
        assert!(
            !kinds.is_empty() && kinds.iter().all(|k| k == 4 || k == 7),
            "answered, not deferred: {kinds:?}"
        );
        answered += 1;
    }
    assert!(h.game(id).await.version > version, "the game moved on");
    assert_eq!(h.fake.held(hold), 1, "one edit per board in flight");
    h.fake.release(hold);
    h.settle().await;
    // The batches that waited were shown in one edit, the newest.
    let edits = h
        .fake
        .calls()
        .iter()
        .filter(|c| c.method == "PATCH" && c.path == path)
        .count();
    assert!(edits <= 2, "{edits} edits: the waiting batches coalesce");
    let row = h.game(id).await;
    assert_eq!(h.main_board(id).await.version, Some(row.version));
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn stop_kick_and_dms_answer_through_the_deferring_path() {
    // A zero budget always defers: a command that answers directly skips it.
    let h = Harness::start_with(|l| l.ack_budget = Duration::ZERO).await;
    let (id, _) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB, CAROL], 0)
        .await;
    let ix = h.fake.slash_with(
        ALICE,
        CHANNEL,
        "game",
        json!([{"name": "kick", "type": 1, "options": [
            {"name": "player", "type": 6, "value": CAROL.to_string()}]}]),
        |m| {
            m["data"]["resolved"] = json!({"users": {CAROL.to_string(): user_json(CAROL)}});
        },
    );
    assert_eq!(h.fake.callback(&ix).await.kind, 5, "kick deferred");
    let a = h.fake.answer(&ix).await;
    assert!(a.text().contains("played by a bot"), "{}", a.text());
    let ix = h.fake.slash(
        BOB,
        CHANNEL,
        "dms",
        json!([{"name": "enabled", "type": 5, "value": false}]),
    );
    assert_eq!(h.fake.callback(&ix).await.kind, 5, "dms deferred");
    assert!(h.fake.answer(&ix).await.text().contains("No more DMs"));
    let ix = h.fake.slash(ALICE, CHANNEL, "game", game_command("stop"));
    assert_eq!(h.fake.callback(&ix).await.kind, 5, "stop deferred");
    let a = h.fake.answer(&ix).await;
    assert!(a.text().contains("stopped"), "{}", a.text());
    h.settle().await;
    assert_eq!(h.game(id).await.status, GameStatus::Cancelled);
    h.shutdown().await;
}

const HUMANS: [u64; 3] = [ALICE, BOB, CAROL];
/// A seven-player village where the wolves kill on the first night (seed
/// 11: Carol is a wolf and Bob dies that night).
const WEREWOLF: &str =
    "roles=werewolf=2,seer=1,bodyguard=1,villager=3 quiet_seconds=60 first_night_kill=true";

fn seat_user(row: &wolfden::store::GameRow, seat: usize) -> Option<u64> {
    let s = &row.seats[seat];
    (!s.is_bot).then(|| s.user_id.as_ref().unwrap().parse().unwrap())
}

/// Human moves until `done` holds for the game (or it ends).
async fn play_until(
    h: &Harness,
    id: GameId,
    done: impl Fn(&wolfden::store::GameRow) -> bool,
) -> wolfden::store::GameRow {
    let mut panels = HashMap::new();
    for _ in 0..2_000 {
        let row = h.running_game(id).await.expect("the game runs");
        if done(&row) {
            return row;
        }
        h.human_move(id, &mut panels).await;
    }
    panic!("never reached");
}

fn muted_users(row: &wolfden::store::GameRow) -> Vec<u64> {
    row.snapshot
        .as_ref()
        .unwrap()
        .muted()
        .iter()
        .filter_map(|m| seat_user(row, m.seat))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn mutes_keep_what_the_admin_set_and_a_kick_updates_den_and_silence_at_once() {
    let h = Harness::start_with(|l| l.seed = Some(11)).await;
    // A private game channel: each member holds a View Channel overwrite.
    for u in HUMANS {
        h.fake.set_overwrite(CHANNEL, u, perms::VIEW_CHANNEL, 0);
    }
    let (id, _) = h
        .start_game(CHANNEL, "werewolf", Some(WEREWOLF), &HUMANS, 4)
        .await;
    let row = play_until(&h, id, |row| !muted_users(row).is_empty()).await;
    let dead = muted_users(&row)[0];
    let (allow, deny) = h.fake.overwrite(CHANNEL, dead).expect("muted");
    assert_eq!(allow, perms::VIEW_CHANNEL, "the admin's allow is kept");
    assert_ne!(deny & perms::SEND_MESSAGES, 0, "and sending is denied");
    for u in HUMANS.iter().filter(|u| **u != dead) {
        assert_eq!(
            h.fake.overwrite(CHANNEL, *u),
            Some((perms::VIEW_CHANNEL, 0))
        );
    }

    // The dead player is kicked: their overwrite is what it was, at once.
    let kick = |who: u64| {
        h.fake.slash_with(
            ALICE,
            CHANNEL,
            "game",
            json!([{"name": "kick", "type": 1, "options": [
                {"name": "player", "type": 6, "value": who.to_string()}]}]),
            |m| {
                m["data"]["resolved"] = json!({"users": {who.to_string(): user_json(who)}});
            },
        )
    };
    assert_ne!(dead, ALICE, "seed 11: the host lives");
    let who = dead;
    h.fake.answer(&kick(who)).await;
    h.settle().await;
    assert_eq!(
        h.fake.overwrite(CHANNEL, who),
        Some((perms::VIEW_CHANNEL, 0))
    );

    // A living wolf who is kicked leaves the den at once.
    let row = h.game(id).await;
    let den = h.fake.private_threads()[0].0;
    assert_eq!(row.status, GameStatus::Running);
    let wolf = *h.fake.members_of(den).first().expect("a living human wolf");
    h.fake.answer(&kick(wolf)).await;
    h.settle().await;
    assert!(
        !h.fake.members_of(den).contains(&wolf),
        "the kicked wolf left the den"
    );

    // Stopped: every overwrite is exactly what the admin set.
    let ix = h
        .fake
        .slash_with(ALICE, CHANNEL, "game", game_command("stop"), |m| {
            m["member"]["permissions"] = json!(((1u64 << 13) | perms::VIEW_CHANNEL).to_string());
        });
    h.fake.answer(&ix).await;
    h.settle().await;
    for u in HUMANS {
        assert_eq!(
            h.fake.overwrite(CHANNEL, u),
            Some((perms::VIEW_CHANNEL, 0)),
            "{u}"
        );
    }
    assert!(h.fake.is_archived(den), "the den is closed");
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_game_in_a_thread_and_a_player_who_sees_everything_are_told() {
    let h = Harness::start_with(|l| l.seed = Some(11)).await;
    const THREAD: u64 = 650;
    h.fake.add_thread(THREAD, CHANNEL);
    h.fake.make_privileged(CAROL);
    let (id, _) = h
        .start_game(THREAD, "werewolf", Some(WEREWOLF), &HUMANS, 4)
        .await;
    let said: Vec<String> = h
        .fake
        .channel_messages(THREAD)
        .into_iter()
        .map(|m| m.content)
        .collect();
    assert!(
        said.iter().any(|m| m.contains("plays in a thread")),
        "{said:?}"
    );
    assert!(
        said.iter()
            .any(|m| m.contains(&format!("<@{CAROL}>")) && m.contains("Manage Threads")),
        "{said:?}"
    );
    // Said exactly: Manage Threads reads private threads; only
    // Administrator is above channel permissions (and so the mutes).
    let notice = said
        .iter()
        .find(|m| m.contains(&format!("<@{CAROL}>")))
        .unwrap();
    assert!(
        !notice.contains("not bound by channel permissions (Administrator or Manage Threads)"),
        "{notice}"
    );
    assert!(
        notice.contains("Manage Threads can read private threads")
            && notice.contains("Administrator also ignores channel permissions"),
        "{notice}"
    );
    // A death is asked for, not enforced: threads have no overwrites.
    let row = play_until(&h, id, |row| !muted_users(row).is_empty()).await;
    let dead = muted_users(&row)[0];
    assert!(h.fake.overwrites().is_empty());
    let asked = h.fake.channel_messages(THREAD).into_iter().any(|m| {
        m.content.contains("Please keep quiet") && m.content.contains(&format!("<@{dead}>"))
    });
    assert!(asked);
    h.shutdown().await;
}

/// Play game `id` to its end through the table alone, as if the process
/// died after each commit and before Discord heard of it.
async fn finish_behind_discords_back(h: &Harness, id: GameId) {
    loop {
        let mut game = h.table().lock(id).await.unwrap();
        if game.row().status != GameStatus::Running {
            return;
        }
        let next = game
            .row()
            .snapshot
            .as_ref()
            .unwrap()
            .next_automatic_move(|_| true);
        match next {
            Some((actor, action)) => {
                game.act(actor, &action, None).await.unwrap();
            }
            None => {
                game.run_out_timer().await.unwrap();
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_game_that_ended_unseen_is_repaired_at_start_up_once() {
    let mut h = Harness::start_with(|l| l.seed = Some(11)).await;
    let (id, board) = h
        .start_game(CHANNEL, "werewolf", Some(WEREWOLF), &HUMANS, 4)
        .await;
    play_until(&h, id, |row| !muted_users(row).is_empty()).await;
    assert!(!h.fake.overwrites().is_empty());
    let den = h.fake.private_threads()[0].0;
    // The game ends, and the process dies before any fan-out.
    finish_behind_discords_back(&h, id).await;
    h.crash_and_restart().await;
    h.settle().await;
    let over = |h: &Harness| {
        h.fake
            .channel_messages(CHANNEL)
            .iter()
            .filter(|m| m.content.contains("Game over"))
            .count()
    };
    let final_board = h.fake.message(board.id);
    let labels: Vec<String> = final_board.buttons().into_iter().map(|b| b.1).collect();
    assert_eq!(labels, ["Rematch"], "{}", final_board.text());
    assert_eq!(over(&h), 1, "Game over is posted");
    assert!(h.fake.overwrites().is_empty(), "every mute lifted");
    assert!(h.fake.is_archived(den), "the den is archived");
    // Another start changes nothing.
    let n = h.fake.call_count();
    h.restart().await;
    h.settle().await;
    assert_eq!(over(&h), 1, "Game over once");
    let repeated: Vec<_> = h.fake.calls()[n..]
        .iter()
        .filter(|c| c.path.starts_with("/channels") || c.path.starts_with("/users/@me/channels"))
        .map(|c| format!("{} {}", c.method, c.path))
        .collect();
    assert!(repeated.is_empty(), "{repeated:?}");
    h.shutdown().await;
}

/// Make the store refuse actions by `actors` (a fault in the disk, say).
async fn refuse_actions(h: &Harness, actors: &str) -> sqlx::SqlitePool {
    let pool = sqlx::SqlitePool::connect(&format!("sqlite://{}", h.db))
        .await
        .unwrap();
    let sql = format!(
        "CREATE TRIGGER refuse BEFORE INSERT ON actions WHEN NEW.actor IN ({actors})
         BEGIN SELECT RAISE(ABORT, 'injected failure'); END"
    );
    sqlx::query(sqlx::AssertSqlSafe(sql))
        .execute(&pool)
        .await
        .unwrap();
    pool
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_accepted_move_is_never_reported_as_refused_and_failed_bots_are_retried() {
    let h = Harness::start().await;
    let (id, _) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE], 2)
        .await;
    // Alice's move commits; the bots' moves after it fail.
    let pool = refuse_actions(&h, "'seat1', 'seat2'").await;
    let mut panels = HashMap::new();
    let mut answer = None;
    for _ in 0..50 {
        let version = h.game(id).await.version;
        let a = click_move(&h, id, &mut panels).await;
        h.settle().await;
        let row = h.game(id).await;
        let bots_owe = row
            .snapshot
            .as_ref()
            .unwrap()
            .prompts()
            .iter()
            .any(|p| row.seats[p.seat].is_bot);
        if row.version == version + 1 && bots_owe {
            answer = Some((a, row));
            break;
        }
    }
    let (answer, row) = answer.expect("a move after which a bot must play");
    assert!(
        !answer.text().contains("nothing was changed"),
        "{}",
        answer.text()
    );
    assert_eq!(h.main_board(id).await.version, Some(row.version), "shown");
    // The bots are tried again later, with a growing delay.
    let armed = h.bot().bot().scheduler.armed().await;
    let at = *armed.get(&id).expect("a retry is armed");
    assert!(at <= h.clock_now() + 1_000, "{at}");
    sqlx::query("DROP TRIGGER refuse")
        .execute(&pool)
        .await
        .unwrap();
    h.clock.advance_ms(1_000);
    let n = h.fake.call_count();
    h.bot().poke_scheduler();
    h.fake
        .wait_call(n, "the bots' moves shown", |c| c.method == "PATCH")
        .await;
    h.settle().await;
    assert!(h.game(id).await.version > row.version, "the bots moved");
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_failing_timer_is_re_armed_not_dropped() {
    let h = Harness::start().await;
    let (id, _) = h
        .start_game(
            CHANNEL,
            "project-planning",
            Some("turn_timer=60"),
            &[ALICE, BOB],
            0,
        )
        .await;
    let row = h.game(id).await;
    let at = row.deadline_at.expect("a turn timer");
    let pool = refuse_actions(&h, "'clock'").await;
    h.clock.advance_ms(at - h.clock_now());
    h.bot().poke_scheduler();
    // The clock's move fails: the timer comes back, a second later. (The
    // scheduler's task has no waiter of its own: look until it shows, for
    // at most the fake's usual wait.)
    let rearmed = async {
        loop {
            let a = h.bot().bot().scheduler.armed().await;
            if let Some(next) = a.get(&id).filter(|next| **next > at) {
                return *next;
            }
            h.settle().await;
            tokio::task::yield_now().await;
        }
    };
    let retry = tokio::time::timeout(Duration::from_secs(15), rearmed)
        .await
        .expect("the failed timer is armed again");
    assert_eq!(retry, h.clock_now() + 1_000);
    assert_eq!(h.game(id).await.version, row.version, "nothing moved yet");
    sqlx::query("DROP TRIGGER refuse")
        .execute(&pool)
        .await
        .unwrap();
    h.pass_deadline(id, retry).await;
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn removed_from_a_guild_its_live_games_end_and_keep_their_logs() {
    let h = Harness::start().await;
    let (id, _) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB], 0)
        .await;
    let mut panels = HashMap::new();
    h.human_move(id, &mut panels).await;
    h.settle().await;
    let log = h.store().actions(id).await.unwrap().len();
    let (lobby, _) = h.open_lobby(CAROL, CHANNEL2, "wolves", None).await;
    // An outage changes nothing.
    h.fake.guild_delete_event(true);
    // Removal ends both; the players hear it by DM.
    let n = h.fake.call_count();
    h.fake.guild_delete_event(false);
    h.fake
        .wait_call(n, "a DM about the end", |c| {
            c.method == "POST"
                && c.body["content"]
                    .as_str()
                    .is_some_and(|t| t.contains("removed"))
        })
        .await;
    h.settle().await;
    assert_eq!(h.game(id).await.status, GameStatus::Cancelled);
    assert_eq!(h.game(lobby).await.status, GameStatus::Cancelled);
    assert_eq!(
        h.store().actions(id).await.unwrap().len(),
        log,
        "the log is kept"
    );
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_board_is_a_normal_message_that_survives_what_discord_refuses() {
    let h = Harness::start().await;
    let (id, lobby) = h.open_lobby(ALICE, CHANNEL, "project-planning", None).await;
    assert!(!lobby.is_ephemeral());
    let lobby = h.lobby_click(BOB, &lobby, "Join").await;
    h.lobby_click(ALICE, &lobby, "Start").await;
    h.settle().await;
    let mut panels = HashMap::new();
    h.move_until_board_edit(id, &mut panels).await;
    // The lobby message is the board for the whole game, edited in place:
    // an interaction's own message could not be edited this way.
    assert_eq!(h.main_board(id).await.message_id, lobby.id.to_string());
    let refused: Vec<_> = h
        .fake
        .calls()
        .into_iter()
        // (The start-up application lookup is the strict fake's business.)
        .filter(|c| c.status >= 400 && !c.path.starts_with("/oauth2"))
        .map(|c| format!("{} {} {}", c.method, c.path, c.body))
        .collect();
    assert!(refused.is_empty(), "{refused:?}");

    // Any 4xx on an edit (not a rate limit) posts the board anew.
    h.fake.add_fault(Fault::new(
        "PATCH",
        format!("/messages/{}", lobby.id),
        400,
        json!({"code": 50035, "message": "Invalid Form Body"}),
    ));
    h.move_until_board_edit(id, &mut panels).await;
    h.settle().await;
    let board = h.main_board(id).await;
    assert_ne!(board.message_id, lobby.id.to_string(), "posted anew");
    assert_eq!(board.version, Some(h.game(id).await.version));
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_board_in_an_archived_thread_is_unarchived_and_a_deleted_den_comes_back() {
    let h = Harness::start_with(|l| l.seed = Some(11)).await;
    const THREAD: u64 = 650;
    h.fake.add_thread(THREAD, CHANNEL);
    let (id, _) = h
        .start_game(THREAD, "project-planning", None, &[ALICE, BOB], 0)
        .await;
    let board = h.main_board(id).await;
    h.fake.archive_thread(THREAD);
    let mut panels = HashMap::new();
    h.move_until_board_edit(id, &mut panels).await;
    h.settle().await;
    assert!(!h.fake.is_archived(THREAD), "unarchived");
    let now = h.main_board(id).await;
    assert_eq!(now.message_id, board.message_id, "edited in place");
    assert_eq!(now.version, Some(h.game(id).await.version));

    // A werewolf den deleted mid-game is opened again with its members.
    let (wid, _) = h
        .start_game(CHANNEL, "werewolf", Some(WEREWOLF), &[CAROL, DAVE, EVE], 4)
        .await;
    let den = h.fake.private_threads()[0].0;
    let members = h.fake.members_of(den);
    assert!(!members.is_empty());
    let n = h.fake.call_count();
    h.fake.thread_delete_event(den);
    h.fake
        .wait_call(n, "a new den", |c| {
            c.method == "POST" && c.path == format!("/channels/{CHANNEL}/threads")
        })
        .await;
    h.settle().await;
    let dens = h.fake.private_threads();
    let new_den = dens.iter().find(|d| d.0 != den).expect("a new den").0;
    assert_eq!(h.fake.members_of(new_den), members);
    assert_eq!(h.game(wid).await.status, GameStatus::Running);
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_forty_seat_lobby_lists_every_player_whole_and_joins_only_in_its_channel() {
    let h = Harness::start().await;
    let (id, mut lobby) = h.open_lobby(ALICE, CHANNEL, "werewolf", None).await;
    // Discord ids are 18 or 19 digits long.
    let players: Vec<u64> = (0..39).map(|n| 900_000_000_000_000_100 + n).collect();
    for &u in &players {
        lobby = h.lobby_click(u, &lobby, "Join").await;
    }
    let fields: Vec<String> = lobby.embeds[0]["fields"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["name"].as_str().unwrap().starts_with("Players"))
        .map(|f| f["value"].as_str().unwrap().to_string())
        .collect();
    let listed = fields.join("\n");
    for u in players.iter().chain([&ALICE]) {
        assert!(listed.contains(&format!("<@{u}>")), "{u} listed whole");
    }
    assert!(fields.iter().all(|f| f.chars().count() <= 1024));
    assert!(!listed.contains('…'), "nothing cut");

    // A Join button copied into another channel does nothing there.
    let mut elsewhere = lobby.clone();
    elsewhere.channel_id = CHANNEL2;
    let ix = h.fake.click(EVE, &elsewhere, &format!("l:{id}:join"));
    let a = h.fake.answer(&ix).await;
    assert!(
        a.is_ephemeral() && a.content.contains("join it there"),
        "{}",
        a.content
    );
    assert!(h.game(id).await.seat_of(&EVE.to_string()).is_none());
    h.shutdown().await;
}
