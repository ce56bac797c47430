//! Werewolf in voice against the fake Discord (voice states, server mutes,
//! Mute Members and 40032 as Discord has them: tests/support/voice.rs): the
//! bot server-mutes every player in the game's voice channel at night, the
//! dead and the silenced by day, and at the end unmutes exactly whom it
//! muted. A nine-player game through two nights and days with a death, a
//! silenced player and a crash in the middle of a night; a member muted by
//! a moderator before the game, a player who joins late, one who leaves
//! muted, an onlooker; no Mute Members; a deleted voice channel.

use crate::support;

use std::collections::{BTreeSet, HashMap};

use serde_json::json;
use support::voice::MUTE_MEMBERS;
use support::*;
use wolfden::games::werewolf::{MuteReason, Phase, Werewolf};
use wolfden::games::AnyGame;
use wolfden::store::{GameId, GameRow, GameStatus};

/// The server's voice channel where the games are played.
const VOICE: u64 = 700;
/// Another voice channel.
const LOUNGE: u64 = 701;
/// Nine seats: a death on the first night, a Spellcaster who silences.
const NINE: &str = "roles=werewolf=2,seer=1,spellcaster=1,villager=5 first_night_kill=true";
const FIVE: &str = "roles=werewolf=1,seer=1,villager=3";

fn werewolf(row: &GameRow) -> &Werewolf {
    match row.snapshot.as_ref().expect("running") {
        AnyGame::Werewolf(g) => g,
        other => panic!("not werewolf: {}", other.kind()),
    }
}

fn user_of(row: &GameRow, seat: usize) -> Option<u64> {
    let s = &row.seats[seat];
    (!s.is_bot).then(|| s.user_id.as_ref().unwrap().parse().unwrap())
}

fn is_night(row: &GameRow) -> bool {
    row.status == GameStatus::Running && werewolf(row).phase == Phase::Night
}

/// The users who must be server-muted now, by the rules (not by the bot's
/// code): everyone at night, the dead, sent away and silenced by day.
fn must_be_muted(row: &GameRow) -> BTreeSet<u64> {
    if row.status != GameStatus::Running {
        return BTreeSet::new();
    }
    let g = werewolf(row);
    if g.phase == Phase::Night {
        return (0..row.seats.len())
            .filter_map(|s| user_of(row, s))
            .collect();
    }
    g.muted_seats()
        .into_iter()
        .filter_map(|(s, _)| user_of(row, s))
        .collect()
}

/// The game's `/game stop` by `user`.
async fn stop(h: &Harness, user: u64) {
    let stop = json!([{"name": "stop", "type": 1, "options": []}]);
    let ix = h.fake.slash(user, CHANNEL, "game", stop);
    let a = h.fake.answer(&ix).await;
    assert!(a.text().contains("stopped"), "{}", a.text());
    h.settle().await;
    h.voice_quiet().await;
}

/// Every player in the voice channel is muted exactly as the rules say;
/// members outside the game never were muted by the bot.
fn check_voice(h: &Harness, row: &GameRow, players: &[u64], outside: &[u64]) {
    let want = must_be_muted(row);
    for &u in players {
        assert_eq!(
            h.fake.server_muted(u),
            want.contains(&u),
            "user {u} at version {} ({:?}): muted should be {}",
            row.version,
            werewolf(row).phase,
            want.contains(&u)
        );
    }
    let by_bot = h.fake.voice_mutes_by_bot();
    for u in outside {
        assert!(
            !by_bot.iter().any(|(m, _)| m == u),
            "the bot never touches {u}, who does not play"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn nine_players_in_voice_muted_by_night_the_dead_and_silenced_by_day_through_a_crash() {
    let began = std::time::Instant::now();
    let mut h = Harness::start().await;
    h.voice_quiet().await;
    let players: Vec<u64> = (0..9).map(user).collect();
    h.voice_event(|f| {
        for &u in &players {
            f.join_voice(u, VOICE);
        }
        f.join_voice(EVE, VOICE); // an onlooker who listens
    })
    .await;
    let (id, _) = h
        .start_game(CHANNEL, "werewolf", Some(NINE), &players, 0)
        .await;
    h.voice_quiet().await;
    let row = h.game(id).await;
    assert!(is_night(&row));
    check_voice(&h, &row, &players, &[EVE]);
    assert!(players.iter().all(|u| h.fake.server_muted(*u)));
    // Start said so, naming the channel.
    let told = h.fake.channel_messages(CHANNEL);
    assert!(
        told.iter()
            .any(|m| m.text().contains(&format!("<#{VOICE}>"))),
        "the table is told which voice channel the bot mutes"
    );

    let mut panels = HashMap::new();
    let (mut nights, mut days) = (1, 0);
    let mut night = true;
    let (mut saw_dead, mut saw_silenced, mut crashed) = (false, false, false);
    let mut mutes_at_dusk = Vec::new();
    while days < 2 || night {
        let n_mutes = h.fake.voice_mutes_by_bot().len();
        if h.human_move(id, &mut panels).await.is_none() {
            panic!(
                "the game ended before two days: {}",
                h.board(id, "main").await.text()
            );
        }
        h.voice_quiet().await;
        let Some(row) = h.running_game(id).await else {
            panic!("the game ended before two days");
        };
        check_voice(&h, &row, &players, &[EVE]);
        let g = werewolf(&row);
        if !night && g.phase == Phase::Night {
            nights += 1;
            mutes_at_dusk.push(h.fake.voice_mutes_by_bot().len() - n_mutes);
        }
        if night && g.phase != Phase::Night {
            days += 1;
        }
        night = g.phase == Phase::Night;
        if !night {
            for (seat, why) in g.muted_seats() {
                let Some(u) = user_of(&row, seat) else {
                    continue;
                };
                assert!(h.fake.server_muted(u), "{u} ({why:?}) muted by day");
                saw_dead |= why == MuteReason::Dead;
                saw_silenced |= why == MuteReason::Silenced;
            }
        }
        // A crash in the middle of the second night: everyone stays muted
        // (a server mute is the member's), the restart mutes nobody twice.
        if nights == 2 && night && !crashed {
            crashed = true;
            let before = h.fake.voice_mutes_by_bot().len();
            h.crash_and_restart().await;
            h.voice_quiet().await;
            h.voice_quiet().await;
            let row = h.game(id).await;
            assert!(is_night(&row));
            check_voice(&h, &row, &players, &[EVE]);
            assert_eq!(
                h.fake.voice_mutes_by_bot().len(),
                before,
                "nobody muted again"
            );
        }
    }
    assert!(crashed, "the second night came");
    assert!(saw_dead, "someone died and stayed muted by day");
    assert!(saw_silenced, "the Spellcaster silenced someone for a day");
    // At the second dusk only the living who were unmuted are muted again,
    // one request each.
    let row = h.game(id).await;
    let living_talkers = mutes_at_dusk.last().copied().unwrap_or(0);
    assert!(living_talkers <= players.len(), "{mutes_at_dusk:?}");
    let dead: Vec<u64> = werewolf(&row)
        .muted_seats()
        .into_iter()
        .filter(|(_, why)| *why == MuteReason::Dead)
        .filter_map(|(s, _)| user_of(&row, s))
        .collect();
    assert!(!dead.is_empty());

    stop(&h, ALICE).await;
    for &u in &players {
        assert!(!h.fake.server_muted(u), "{u} unmuted at the end");
    }
    assert!(!h.fake.server_muted(EVE));
    assert!(h.store().voice_mutes(id).await.unwrap().is_empty());
    let made = h.fake.voice_mutes_by_bot();
    eprintln!(
        "voice: 9 players, 2 nights and days, a crash: {} mutes and unmutes ({} at the second dusk) in {:?}",
        made.len(),
        living_talkers,
        began.elapsed()
    );
    h.shutdown().await;
}

/// Starts a five-seat game (Alice, Bob, Carol, Dave and a bot) with
/// `options`, every human's state in voice set by `before` first.
async fn five(h: &Harness, options: &str, before: impl FnOnce(&FakeDiscord)) -> GameId {
    h.voice_quiet().await;
    h.voice_event(before).await;
    let (id, _) = h
        .start_game(
            CHANNEL,
            "werewolf",
            Some(options),
            &[ALICE, BOB, CAROL, DAVE],
            1,
        )
        .await;
    h.voice_quiet().await;
    id
}

/// Play on until the night is over (or the game).
async fn to_day(h: &Harness, id: GameId) {
    let mut panels = HashMap::new();
    while h.running_game(id).await.is_some_and(|r| is_night(&r)) {
        h.human_move(id, &mut panels).await;
        h.voice_quiet().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_member_muted_before_the_game_stays_muted_and_late_comers_follow_the_phase() {
    let h = Harness::start().await;
    // Bob is in voice before a moderator mutes him. (Serenity handles each
    // gateway event in a task of its own, so two events about one member
    // sent in the same instant may be handled in either order: see
    // docs/operations.md, "Voice games".)
    h.voice_quiet().await;
    h.voice_event(|f| f.join_voice(BOB, VOICE)).await;
    let id = five(&h, FIVE, |f| {
        f.join_voice(ALICE, VOICE);
        f.moderator_mute(BOB, true); // muted by a moderator before the game
        f.join_voice(CAROL, VOICE);
        f.join_voice(EVE, VOICE);
    })
    .await;
    // Night: Alice and Carol muted by the bot; Bob was muted already.
    assert!(h.fake.server_muted(ALICE) && h.fake.server_muted(CAROL));
    assert!(h.fake.server_muted(BOB));
    let by_bot = h.fake.voice_mutes_by_bot();
    assert!(!by_bot.iter().any(|(u, _)| *u == BOB), "{by_bot:?}");
    assert!(!h.fake.server_muted(EVE));

    // Dave joins in the middle of the night: muted at once. Eve, who does
    // not play, moves in and out: never touched.
    h.voice_event(|f| f.join_voice(DAVE, VOICE)).await;
    assert!(h.fake.server_muted(DAVE), "a late comer is muted at night");
    h.voice_event(|f| f.join_voice(EVE, LOUNGE)).await;
    h.voice_event(|f| f.join_voice(EVE, VOICE)).await;
    assert!(!h.fake.server_muted(EVE));
    // Carol leaves muted and comes back: still muted. She leaves again
    // and stays away.
    h.voice_event(|f| f.leave_voice(CAROL)).await;
    h.voice_event(|f| f.join_voice(CAROL, VOICE)).await;
    assert!(h.fake.server_muted(CAROL));
    h.voice_event(|f| f.leave_voice(CAROL)).await;

    to_day(&h, id).await;
    let row = h
        .running_game(id)
        .await
        .expect("the game goes on into the day");
    check_voice(&h, &row, &[ALICE, DAVE], &[EVE, BOB]);
    assert!(
        h.fake.server_muted(BOB),
        "Bob stays muted: the bot did not mute him"
    );
    assert!(
        h.fake.server_muted(CAROL),
        "Discord unmutes only a connected member"
    );

    stop(&h, ALICE).await;
    assert!(!h.fake.server_muted(ALICE) && !h.fake.server_muted(DAVE));
    assert!(h.fake.server_muted(BOB), "the moderator's mute stays");
    assert!(h.fake.server_muted(CAROL));
    // Carol connects again after the game: the game's mute on her goes.
    h.voice_event(|f| f.join_voice(CAROL, LOUNGE)).await;
    assert!(!h.fake.server_muted(CAROL), "unmuted once back in voice");
    assert!(h.store().voice_mutes(id).await.unwrap().is_empty());
    let by_bot = h.fake.voice_mutes_by_bot();
    assert!(!by_bot.iter().any(|(u, _)| *u == BOB || *u == EVE));
    h.shutdown().await;
}

/// PATCHes of members Discord refused for want of permission.
fn refused_mutes(h: &Harness) -> usize {
    h.fake
        .calls()
        .iter()
        .filter(|c| c.method == "PATCH" && c.path.contains("/members/") && c.status == 403)
        .count()
}

/// Messages in the game's channel naming Mute Members.
fn told_mute_members(h: &Harness) -> usize {
    h.fake
        .channel_messages(CHANNEL)
        .iter()
        .filter(|m| m.text().contains("Mute Members"))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn without_mute_members_the_lobby_says_so_at_once_and_the_game_plays_without_voice() {
    let h = Harness::start().await;
    // A moderator denies Mute Members in the game's voice channel.
    h.fake.deny_mute_members(VOICE, true);
    h.voice_quiet().await;
    h.voice_event(|f| {
        f.join_voice(ALICE, LOUNGE);
        f.join_voice(BOB, VOICE);
        f.join_voice(CAROL, VOICE);
    })
    .await;
    // `/play` names the channel: the lobby says at once that the bot may
    // not mute there, and a Join keeps saying it.
    let options = format!("{FIVE} voice={VOICE}");
    let (id, lobby) = h
        .open_lobby(ALICE, CHANNEL, "werewolf", Some(&options))
        .await;
    h.settle().await;
    let mut lobby = h.fake.message(lobby.id);
    let warned =
        |m: &Msg| m.text().contains("Mute Members") && m.text().contains(&format!("<#{VOICE}>"));
    for c in h.fake.calls() {
        eprintln!("CALL {} {} {}", c.method, c.path, c.status);
    }
    assert!(warned(&lobby), "the lobby warns: {}", lobby.text());
    for u in [BOB, CAROL, DAVE] {
        lobby = h.lobby_click(u, &lobby, "Join").await;
        assert!(
            warned(&lobby),
            "still warned after a Join: {}",
            lobby.text()
        );
    }
    lobby = h.lobby_click(ALICE, &lobby, "Add bot").await;
    h.lobby_click(ALICE, &lobby, "Start").await;
    h.settle().await;
    h.voice_quiet().await;
    // Start says it once; no mute is tried.
    assert_eq!(told_mute_members(&h), 1, "the table is told at Start");
    assert_eq!(refused_mutes(&h), 0, "no mute tried where none may be made");
    assert!(!h.fake.server_muted(BOB) && !h.fake.server_muted(CAROL));
    h.voice_event(|f| f.join_voice(DAVE, VOICE)).await;
    to_day(&h, id).await;
    assert!(h.running_game(id).await.is_some(), "the game plays on");
    assert_eq!(refused_mutes(&h), 0);
    assert_eq!(told_mute_members(&h), 1);
    assert!(h.fake.voice_mutes_by_bot().is_empty());
    assert_eq!(h.game(id).await.options.text("voice"), VOICE.to_string());
    assert_eq!(MUTE_MEMBERS, 1 << 22);
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_mute_refused_after_the_check_turns_voice_off_and_the_table_is_told_once() {
    let h = Harness::start().await;
    // The roles say the bot may mute, Discord refuses anyway (the
    // permission went between the check and the first mute).
    let have = h.fake.peek(|s| s.app_permissions(VOICE));
    h.fake.set_app_permissions(VOICE, have & !MUTE_MEMBERS);
    let options = format!("{FIVE} voice={VOICE}");
    let id = five(&h, &options, |f| {
        f.join_voice(ALICE, LOUNGE);
        f.join_voice(BOB, VOICE);
        f.join_voice(CAROL, VOICE);
    })
    .await;
    assert_eq!(refused_mutes(&h), 1, "one refusal, then no more tries");
    assert!(!h.fake.server_muted(BOB) && !h.fake.server_muted(CAROL));
    assert_eq!(told_mute_members(&h), 1, "the table is told once");
    h.voice_event(|f| f.join_voice(DAVE, VOICE)).await;
    to_day(&h, id).await;
    assert!(h.running_game(id).await.is_some(), "the game plays on");
    assert_eq!(refused_mutes(&h), 1);
    assert_eq!(told_mute_members(&h), 1);
    assert!(h.fake.voice_mutes_by_bot().is_empty());
    h.shutdown().await;
}

/// The options panel page holding the voice channel menu, and the menu.
async fn voice_menu(h: &Harness, host: u64, lobby: &Msg) -> (Msg, String) {
    let ix = h.fake.click(host, lobby, &lobby.button("Options").unwrap());
    let mut panel = h.fake.answer(&ix).await;
    loop {
        if let Some(menu) = panel.channel_selects().into_iter().next() {
            return (panel, menu);
        }
        let next = panel.button("Next ▶").expect("a page with the voice menu");
        let ix = h.fake.click(host, &panel, &next);
        panel = h.fake.answer(&ix).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_host_picks_the_voice_channel_in_its_menu_the_lobby_checks_it_and_a_kicked_player_is_unmuted(
) {
    let h = Harness::start().await;
    h.fake.deny_mute_members(LOUNGE, true);
    h.voice_quiet().await;
    h.voice_event(|f| {
        f.join_voice(ALICE, VOICE);
        f.join_voice(BOB, VOICE);
        f.join_voice(CAROL, VOICE);
    })
    .await;
    let (id, lobby) = h.open_lobby(ALICE, CHANNEL, "werewolf", Some(FIVE)).await;
    let warned = |m: &Msg| m.text().contains("Mute Members");
    assert!(!warned(&lobby), "auto: nothing to say yet");
    // The lounge first, where the bot may not mute: the lobby says so.
    let (panel, menu) = voice_menu(&h, ALICE, &lobby).await;
    let ix = h.fake.select_channel(ALICE, &panel, &menu, Some(LOUNGE));
    let panel = h.fake.answer(&ix).await;
    h.settle().await;
    assert_eq!(h.game(id).await.options.text("voice"), LOUNGE.to_string());
    let shown = h.fake.message(lobby.id);
    assert!(
        warned(&shown) && shown.text().contains(&format!("<#{LOUNGE}>")),
        "{}",
        shown.text()
    );
    // A moderator allows it there after all: picked again, the lobby is
    // checked again and says nothing more.
    h.fake.deny_mute_members(LOUNGE, false);
    let ix = h.fake.select_channel(ALICE, &panel, &menu, Some(LOUNGE));
    let panel = h.fake.answer(&ix).await;
    h.settle().await;
    assert!(!warned(&h.fake.message(lobby.id)));
    // Then the game's own channel; clearing the menu turns voice off.
    let ix = h.fake.select_channel(ALICE, &panel, &menu, None);
    let panel = h.fake.answer(&ix).await;
    assert_eq!(h.game(id).await.options.text("voice"), "off");
    let ix = h.fake.select_channel(ALICE, &panel, &menu, Some(VOICE));
    h.fake.answer(&ix).await;
    h.settle().await;
    assert_eq!(h.game(id).await.options.text("voice"), VOICE.to_string());
    let mut lobby = h.fake.message(lobby.id);
    assert!(!warned(&lobby), "{}", lobby.text());
    for u in [BOB, CAROL, DAVE] {
        lobby = h.lobby_click(u, &lobby, "Join").await;
    }
    lobby = h.lobby_click(ALICE, &lobby, "Add bot").await;
    h.lobby_click(ALICE, &lobby, "Start").await;
    h.settle().await;
    h.voice_quiet().await;
    let row = h.game(id).await;
    assert!(is_night(&row));
    check_voice(&h, &row, &[ALICE, BOB, CAROL], &[]);
    assert!(h.fake.server_muted(CAROL));

    // The host kicks Carol (a bot plays her seat): she no longer plays, so
    // her mute is lifted at once; the others' stay.
    let kick = json!([{"name": "kick", "type": 1, "options": [
        {"name": "player", "type": 6, "value": CAROL.to_string()}]}]);
    let ix = h.fake.slash_with(ALICE, CHANNEL, "game", kick, |m| {
        m["data"]["resolved"] = json!({"users": {CAROL.to_string(): user_json(CAROL)}});
    });
    let a = h.fake.answer(&ix).await;
    assert!(a.text().contains("played by a bot"), "{}", a.text());
    h.settle().await;
    h.voice_quiet().await;
    let row = h.game(id).await;
    assert!(!h.fake.server_muted(CAROL), "the kicked player is unmuted");
    if is_night(&row) {
        assert!(h.fake.server_muted(ALICE) && h.fake.server_muted(BOB));
    }
    check_voice(&h, &row, &[ALICE, BOB], &[]);
    assert_eq!(
        h.store().voice_mutes(id).await.unwrap().len(),
        [ALICE, BOB]
            .iter()
            .filter(|u| h.fake.server_muted(**u))
            .count(),
        "the store holds exactly the bot's mutes"
    );
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_deleted_voice_channel_ends_voice_control_and_the_game_goes_on() {
    let h = Harness::start().await;
    let id = five(&h, FIVE, |f| {
        f.join_voice(ALICE, VOICE);
        f.join_voice(BOB, VOICE);
    })
    .await;
    assert!(h.fake.server_muted(ALICE) && h.fake.server_muted(BOB));
    // Discord disconnects everyone in a deleted channel, then says so.
    h.voice_event(|f| {
        f.leave_voice(ALICE);
        f.leave_voice(BOB);
    })
    .await;
    let n = h.fake.channel_messages(CHANNEL).len();
    h.fake.channel_delete_event(VOICE);
    loop {
        h.settle().await;
        if h.fake.channel_messages(CHANNEL).len() > n {
            break;
        }
        let c = h.fake.call_count();
        h.fake
            .wait_call(c, "the notice", |c| c.method == "POST")
            .await;
    }
    let notice = h.fake.channel_messages(CHANNEL).last().unwrap().text();
    assert!(notice.contains("voice channel was deleted"), "{notice}");
    assert_eq!(
        h.game(id).await.status,
        GameStatus::Running,
        "the game goes on"
    );
    // Their mutes wait until they connect again: then they are lifted.
    h.voice_event(|f| f.join_voice(ALICE, LOUNGE)).await;
    assert!(!h.fake.server_muted(ALICE));
    h.voice_event(|f| f.join_voice(BOB, LOUNGE)).await;
    assert!(!h.fake.server_muted(BOB));
    assert!(h.store().voice_mutes(id).await.unwrap().is_empty());
    h.shutdown().await;
}
