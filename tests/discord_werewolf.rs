//! Werewolf moderated by the bot on Discord, end to end against the fake
//! Discord: a 7-player village (3 humans, 4 bots) played through nights and
//! days to a win. Checked on the way: every living player's night panel
//! (a DM push and "Show my hand"), the wolves' private thread, permission
//! overwrites for the dead, bots that let the table talk before they
//! nominate, a crash and restart in the middle of a night, and that no
//! night choice reaches a public message. A second test takes away the
//! bot's thread and permission rights: the game still plays, with
//! announcements and panels instead.

use crate::support;

use std::collections::HashMap;

use serde_json::json;
use support::*;
use wolfden::engine::Actor;
use wolfden::games::werewolf::{Phase, Werewolf};
use wolfden::games::{AnyGame, GameKind};
use wolfden::store::{GameRow, GameStatus, SeatRow};
use wolfden::table::deal;
use wolfden::table::parse_options;

const HUMANS: [u64; 3] = [ALICE, BOB, CAROL];
const BOTS: usize = 4;
const OPTIONS: &str = "roles=werewolf=2,seer=1,bodyguard=1,villager=3 quiet_seconds=60";
/// Discord's SEND_MESSAGES permission bit.
const SEND_MESSAGES: u64 = 1 << 11;

fn werewolf(row: &GameRow) -> &Werewolf {
    match row.snapshot.as_ref().expect("running") {
        AnyGame::Werewolf(g) => g,
        other => panic!("not werewolf: {}", other.kind()),
    }
}

/// The seats as the lobby will seat them: three humans, then four bots.
fn lobby_seats() -> Vec<SeatRow> {
    let mut seats: Vec<SeatRow> = HUMANS
        .iter()
        .enumerate()
        .map(|(i, u)| SeatRow {
            seat: i,
            user_id: Some(u.to_string()),
            name: format!("User {u}"),
            is_bot: false,
            named: wolfden::store::Named::Player,
        })
        .collect();
    for b in 0..BOTS {
        seats.push(SeatRow::bot(seats.len(), &format!("Bot {}", b + 1)));
    }
    seats
}

/// A seed whose deal gives `want` (checked on the engine alone).
fn seed_where(want: impl Fn(&Werewolf) -> bool) -> u64 {
    let options = parse_options(GameKind::Werewolf, OPTIONS).unwrap();
    (1..10_000)
        .find(
            |&seed| match deal(GameKind::Werewolf, &options, seed, &lobby_seats()) {
                Ok(AnyGame::Werewolf(g)) => want(&g),
                _ => false,
            },
        )
        .expect("a seed")
}

/// Who made the last move of a game (a seat's, or a bot's after it, ...).
async fn last_actor(h: &Harness, id: wolfden::store::GameId) -> Option<Actor> {
    let actions = h.store().actions(id).await.unwrap();
    // The human move that started a batch is followed by the bots'; find
    // the last move made by a human seat or the clock.
    let row = h.game(id).await;
    actions.into_iter().rev().map(|(a, _)| a).find(|a| match a {
        Actor::Seat(s) => !row.seats[*s].is_bot,
        _ => true,
    })
}

fn user_of(row: &GameRow, seat: usize) -> Option<u64> {
    let s = &row.seats[seat];
    (!s.is_bot).then(|| s.user_id.as_ref().unwrap().parse().unwrap())
}

/// The wolves' private threads (the afterlife is a private thread too;
/// the den is the one named so).
fn wolf_dens(h: &Harness) -> Vec<(u64, u64, String)> {
    h.fake
        .private_threads()
        .into_iter()
        .filter(|(_, _, name)| name.contains("Wolf den"))
        .collect()
}

/// The users of the living wolves who are human.
fn human_wolves(row: &GameRow) -> Vec<u64> {
    werewolf(row)
        .living_wolves()
        .into_iter()
        .filter_map(|s| user_of(row, s))
        .collect()
}

/// After every batch: the dead humans cannot post in the channel, nobody
/// else is muted, and the wolves' thread holds exactly the living human
/// wolves.
fn check_silence_and_den(h: &Harness, row: &GameRow) {
    let g = werewolf(row);
    let overwrites = h.fake.overwrites();
    for seat in 0..row.seats.len() {
        let Some(user) = user_of(row, seat) else {
            continue;
        };
        let denied = overwrites.get(&(CHANNEL, user)).copied().unwrap_or(0);
        let over = row.status != GameStatus::Running;
        let muted = !over && !g.players[seat].alive;
        assert_eq!(
            denied & SEND_MESSAGES != 0,
            muted,
            "seat {seat} (alive: {}) muted in the channel?",
            g.players[seat].alive
        );
    }
    let dens = wolf_dens(h);
    if let Some((den, parent, name)) = dens.first() {
        assert_eq!(dens.len(), 1, "one den");
        assert_eq!(*parent, CHANNEL);
        assert!(name.contains("Wolf den"), "{name}");
        if row.status == GameStatus::Running {
            assert_eq!(
                h.fake.members_of(*den),
                human_wolves(row),
                "the den's members"
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_village_of_three_humans_and_four_bots_plays_to_a_win() {
    // Alice is a werewolf and Bob the Seer: the den and a night look are
    // both played by humans.
    let seed = seed_where(|g| g.is_werewolf(0) && g.players[1].role.name() == "Seer");
    let mut h = Harness::start_with(|l| l.seed = Some(seed)).await;
    let (id, board) = h
        .start_game(CHANNEL, "werewolf", Some(OPTIONS), &HUMANS, BOTS)
        .await;
    assert!(board.text().contains("Night 1"), "{}", board.text());

    // The den opened at the start, with Alice alone in it (the other wolf
    // is a bot), and a first message for her.
    let dens = h.fake.private_threads();
    assert_eq!(dens.len(), 1, "{dens:?}");
    let den = dens[0].0;
    assert_eq!(h.fake.members_of(den), vec![ALICE]);
    assert!(h
        .fake
        .channel_messages(den)
        .iter()
        .any(|m| m.content.contains("only its members can read")));

    let mut panels = HashMap::new();
    let mut nights_checked = 0;
    let mut restarted = false;
    let mut last_round = 0;
    let mut days = 0;
    let mut moves = 0;
    loop {
        h.settle().await;
        let row = h.game(id).await;
        check_silence_and_den(&h, &row);
        if row.status != GameStatus::Running {
            break;
        }
        let g = werewolf(&row);
        // A new night: every living player is prompted at once, and every
        // living human got a DM and finds the night on "Show my hand".
        if g.phase == Phase::Night && g.round > last_round {
            last_round = g.round;
            let prompted: Vec<usize> = row
                .snapshot
                .as_ref()
                .unwrap()
                .prompts()
                .iter()
                .map(|p| p.seat)
                .collect();
            let living: Vec<usize> = (0..7).filter(|&s| g.players[s].alive).collect();
            for s in living.iter().copied().filter(|&s| s < 3) {
                assert!(prompted.contains(&s), "human seat {s} is asked");
            }
            let main = h.board(id, "main").await;
            for seat in living.iter().copied().filter(|&s| s < 3) {
                let user = user_of(&row, seat).unwrap();
                // The player whose click began the night sees it in that
                // click's answer; everyone else gets a DM, or sees the panel
                // they have open refreshed in place.
                if last_actor(&h, id).await != Some(Actor::Seat(seat)) {
                    let night = format!("Night {}", g.round);
                    let dm = h.fake.dms(user).pop().expect("a DM");
                    let refreshed = panels
                        .get(&user)
                        .is_some_and(|m| h.fake.message(*m).text().contains(&night));
                    assert!(
                        dm.content.contains(&night) || refreshed,
                        "{user}: {}",
                        dm.content
                    );
                }
                let hand = h.show_hand(user, &main).await;
                assert!(
                    hand.text().contains(&format!("Night {}", g.round)),
                    "{}",
                    hand.text()
                );
                assert!(!hand.buttons().is_empty() || !hand.selects().is_empty());
                panels.insert(user, hand.id);
            }
            nights_checked += 1;
        }
        // A new day: the board says when nominations open, and no bot has
        // nominated yet.
        if matches!(g.phase, Phase::Discussion { resumed: false })
            && !g.today.floor_open
            && g.round as usize > days
        {
            days = g.round as usize;
            let text = h.board(id, "main").await.text();
            assert!(text.contains("Nominations open in 60 s"), "{text}");
            assert!(g.today.nominated.is_empty());
        }
        // The crash: on the second night, once some but not all have acted.
        if !restarted && g.phase == Phase::Night && g.round >= 2 && g.night.acted.iter().any(|a| *a)
        {
            let actions = h.store().actions(id).await.unwrap();
            let deadline = row.deadline_at.expect("the night has a timer");
            h.crash_and_restart().await;
            let version = h.wait_board_version(id).await;
            let after = h.game(id).await;
            assert_eq!(version, row.version, "nothing lost, nothing replayed");
            assert_eq!(h.store().actions(id).await.unwrap(), actions);
            assert_eq!(after.deadline_at, Some(deadline), "the night ends on time");
            restarted = true;
            panels.clear();
            continue;
        }
        assert!(h.human_move(id, &mut panels).await.is_some());
        moves += 1;
        assert!(moves < 2_000, "the game ends");
    }
    assert!(restarted, "the game reached a second night");
    assert!(days >= 1, "a day was checked");
    assert!(nights_checked >= 2);

    let row = h.game(id).await;
    assert_eq!(row.status, GameStatus::Finished);
    let outcome = row.snapshot.as_ref().unwrap().outcome().unwrap();
    assert!(!outcome.winners.is_empty(), "{}", outcome.summary);
    let board = h.board(id, "main").await;
    let text = board.text();
    assert!(text.contains("win"), "{text}");
    for name in ["Seer", "Werewolf", "Bodyguard"] {
        assert!(
            text.contains(name),
            "the full reveal names the {name}: {text}"
        );
    }
    let labels: Vec<String> = board.buttons().into_iter().map(|b| b.1).collect();
    assert_eq!(labels, ["Rematch"], "only Rematch once the game is over");

    // The wolves talked in their den: their night votes are posted there,
    // and the den is archived at the end.
    let den_text: String = h
        .fake
        .channel_messages(den)
        .iter()
        .map(|m| m.content.clone())
        .collect::<Vec<_>>()
        .join("\n");
    assert!(den_text.contains("votes to kill"), "{den_text}");
    assert!(h.fake.is_archived(den));
    // Every overwrite was lifted at the end.
    assert!(h.fake.overwrites().is_empty(), "{:?}", h.fake.overwrites());

    // Bob's looks as the Seer went to Bob alone: no public message and no
    // other user saw them.
    let looks: Vec<(Actor, String)> = h
        .store()
        .actions(id)
        .await
        .unwrap()
        .into_iter()
        .filter(|(a, _)| *a == Actor::Seat(1))
        .collect();
    assert!(!looks.is_empty());
    // Replayed: at the start of every night, every living seat (bots too)
    // had a night prompt at once.
    let mut state = deal(row.kind, &row.options, row.seed, &row.seats).unwrap();
    let mut nights = 0;
    let mut was_night = false;
    for (actor, action) in h.store().actions(id).await.unwrap() {
        let g = match &state {
            AnyGame::Werewolf(g) => g.clone(),
            _ => unreachable!(),
        };
        let night = g.phase == Phase::Night;
        if night && !was_night {
            nights += 1;
            let prompted: Vec<usize> = state.prompts().iter().map(|p| p.seat).collect();
            let living: Vec<usize> = (0..7).filter(|&s| g.players[s].alive).collect();
            assert_eq!(prompted, living, "night {}", g.round);
        }
        was_night = night;
        state.apply(actor, &action).unwrap();
    }
    assert!(nights >= 2);
    // What the village cost in Discord calls (printed with --nocapture).
    let calls = h.fake.calls();
    let count = |pred: &dyn Fn(&Call) -> bool| calls.iter().filter(|c| pred(c)).count();
    let log = h.store().actions(id).await.unwrap();
    let human_moves = log
        .iter()
        .filter(|(a, _)| matches!(a, Actor::Seat(s) if *s < 3))
        .count();
    eprintln!(
        "werewolf, 3 humans + 4 bots: {} actions ({human_moves} by humans), {} REST calls: {} permission overwrites, {} in the den (thread, members, posts, archive)",
        log.len(),
        calls.len(),
        count(&|c| c.path.contains("/permissions/")),
        count(&|c| c.path.contains(&den.to_string())),
    );
    let private = hidden::check(&h, id).await;
    assert!(private > 0, "the game had hidden lines to leak");
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn without_thread_and_permission_rights_the_village_still_plays() {
    // A human dies on the first night (the first-night kill is on), so the
    // bot has someone to mute; Alice is a wolf, so it has a den to open.
    // (Seed 11 since bot wolves wait for the human wolves' choice.)
    let h = Harness::start_with(|l| l.seed = Some(11)).await;
    h.fake.add_fault(
        Fault::new(
            "POST",
            format!("/channels/{CHANNEL}/threads"),
            403,
            json!({"code": 50013, "message": "Missing Permissions"}),
        )
        .times(100),
    );
    h.fake.add_fault(
        Fault::new(
            "PUT",
            "/permissions/",
            403,
            json!({"code": 50013, "message": "Missing Permissions"}),
        )
        .times(1_000),
    );
    let options = format!("{OPTIONS} first_night_kill=true");
    let (id, _) = h
        .start_game(CHANNEL, "werewolf", Some(&options), &HUMANS, BOTS)
        .await;
    let row = h.game(id).await;
    let wolves = human_wolves(&row);
    for user in &wolves {
        let dm = h.fake.dms(*user);
        assert!(
            dm.iter()
                .any(|m| m.content.contains("cannot open a private thread")),
            "{user} is told to use the panel"
        );
    }
    assert!(h.fake.private_threads().is_empty());

    h.play_to_end(id, 2_000).await;
    h.settle().await;
    let row = h.game(id).await;
    assert_eq!(row.status, GameStatus::Finished);
    let g = werewolf(&row);
    let dead_humans: Vec<u64> = (0..3)
        .filter(|&s| !g.players[s].alive)
        .filter_map(|s| user_of(&row, s))
        .collect();
    let asks: Vec<String> = h
        .fake
        .channel_messages(CHANNEL)
        .into_iter()
        .map(|m| m.content)
        .filter(|c| c.contains("Please keep quiet"))
        .collect();
    // The seed gives both cases: a human wolf to tell, a dead human to name.
    assert!(!wolves.is_empty(), "a human wolf");
    assert!(!dead_humans.is_empty(), "a human died");
    for user in &dead_humans {
        assert!(
            asks.iter()
                .any(|a| a.contains(&format!("<@{user}> (dead)"))),
            "{user}: {asks:?}"
        );
    }
    assert!(asks[0].contains("Manage Permissions"), "{}", asks[0]);
    hidden::check(&h, id).await;
    h.shutdown().await;
}

/// A crash in the middle of a fan-out leaves the board behind, not the
/// den: the fan-out sets rooms and mutes before the board records the
/// version, so the start-up repair (which skips a game whose boards are
/// current) still opens the den to its wolves. Here the process dies while
/// Discord is adding the wolf to the den at the start.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_crash_while_the_den_is_being_filled_is_repaired_at_the_next_start() {
    let humans = [ALICE, BOB, CAROL, DAVE, EVE];
    let options = "roles=werewolf=1,seer=1,villager=3";
    let mut h = Harness::start().await;
    // The dying process's only call to add a den member never comes back.
    let dying = h.fake.hold_first(1, "PUT", "/thread-members/");
    let (id, mut lobby) = h
        .open_lobby(ALICE, CHANNEL, "werewolf", Some(options))
        .await;
    for u in &humans[1..] {
        lobby = h.lobby_click(*u, &lobby, "Join").await;
    }
    h.lobby_click(ALICE, &lobby, "Start").await;
    h.fake.wait_held(dying, 1).await;
    h.crash_and_restart().await;
    h.settle().await;

    let row = h.game(id).await;
    let wolves = human_wolves(&row);
    assert_eq!(wolves.len(), 1, "one human wolf");
    let dens = wolf_dens(&h);
    assert_eq!(dens.len(), 1, "one den: {dens:?}");
    assert_eq!(
        h.fake.members_of(dens[0].0),
        wolves,
        "the wolf is in the den"
    );
    h.shutdown().await;
}
