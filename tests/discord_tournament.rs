//! The 9-16 player Project Planning tournament on Discord: one thread per
//! group, the groups played at the same time, then the final in the channel.

use crate::support;

use std::collections::{HashMap, HashSet};

use support::*;
use wolfden::engine::Actor;
use wolfden::store::{GameId, GameStatus};

/// Nine players start a one-token Project Planning game in `CHANNEL`, a
/// tournament of three groups; returns the players and the game, settled.
async fn start_tournament(h: &Harness) -> (Vec<u64>, GameId) {
    let players: Vec<u64> = (0..9).map(user).collect();
    let (id, _) = h
        .start_game(CHANNEL, "project-planning", Some("tokens=1"), &players, 0)
        .await;
    h.settle().await;
    (players, id)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn nine_players_play_a_tournament_in_threads_then_a_final() {
    let h = Harness::start().await;
    let (players, id) = start_tournament(&h).await;
    let row = h.game(id).await;
    let subs = row.snapshot.as_ref().unwrap().sub_tables();
    assert!(subs.len() >= 2, "9 players play in groups: {subs:?}");

    // One thread per group, under the game's channel, with its players.
    let threads = h.fake.threads();
    assert_eq!(threads.len(), subs.len());
    let members = h.fake.thread_members();
    let boards = h.boards(id).await;
    for (i, sub) in subs.iter().enumerate() {
        let b = boards
            .iter()
            .find(|b| b.board == format!("sub{i}"))
            .expect("a group board");
        let thread: u64 = b.channel_id.parse().unwrap();
        let (_, parent, name) = threads
            .iter()
            .find(|(t, _, _)| *t == thread)
            .expect("the board is in a thread");
        assert_eq!(*parent, CHANNEL);
        assert!(name.contains(&sub.name), "{name}");
        let mut expected: Vec<u64> = sub.seats.iter().map(|s| players[*s]).collect();
        let mut added: Vec<u64> = members
            .iter()
            .filter(|(t, _)| *t == thread)
            .map(|(_, u)| *u)
            .collect();
        expected.sort();
        added.sort();
        assert_eq!(
            added, expected,
            "the group's players are added to its thread"
        );
        let board = h.fake.message(b.message_id.parse().unwrap());
        assert!(board.button("Show my hand").is_some());
        assert_eq!(board.channel_id, thread);
    }

    // Play by clicks, each player on their group's board; the groups run at
    // the same time (moves alternate between groups whenever several wait).
    let mut panels = HashMap::new();
    let mut groups_seen = HashSet::new();
    let mut moves = 0;
    loop {
        let Some(row) = h.running_game(id).await else {
            break;
        };
        let state = row.snapshot.as_ref().unwrap();
        let subs = state.sub_tables();
        let prompted = state.prompts();
        let running: Vec<usize> = subs
            .iter()
            .enumerate()
            .filter(|(_, s)| !s.finished)
            .map(|(i, _)| i)
            .collect();
        if running.len() > 1 {
            let groups: HashSet<usize> = prompted
                .iter()
                .filter_map(|p| {
                    subs.iter()
                        .position(|s| !s.finished && s.seats.contains(&p.seat))
                })
                .collect();
            assert_eq!(
                groups.len(),
                running.len(),
                "every running group has someone to play"
            );
        }
        for p in &prompted {
            if let Some(g) = subs
                .iter()
                .position(|s| s.seats.contains(&p.seat) && !s.finished)
            {
                groups_seen.insert(g);
            }
        }
        h.human_move(id, &mut panels).await;
        moves += 1;
        assert!(moves < 20_000);
    }
    h.settle().await;
    assert_eq!(groups_seen.len(), subs.len(), "every group played");
    let row = h.game(id).await;
    assert_eq!(row.status, GameStatus::Finished);
    let outcome = row.snapshot.as_ref().unwrap().outcome().unwrap();
    assert!(!outcome.winners.is_empty());
    // The final was announced in the channel, the game over too.
    let channel = h.fake.channel_messages(CHANNEL);
    assert!(channel.iter().any(|m| m.content.contains("Game over")));
    // Each group's board shows it finished, without buttons.
    for i in 0..subs.len() {
        let board = h.board(id, &format!("sub{i}")).await;
        assert!(board.buttons().is_empty(), "group {i}: {}", board.text());
    }
    // Results for all nine.
    for (seat, u) in players.iter().enumerate() {
        let stats = h.store().player_stats(&u.to_string(), None).await.unwrap();
        assert_eq!(stats.len(), 1);
        assert_eq!(stats[0].played, 1);
        assert_eq!(stats[0].won, outcome.winners.contains(&seat) as i64);
    }
    hidden::check(&h, id).await;
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_move_in_one_group_does_not_outdate_the_panels_of_another() {
    let h = Harness::start().await;
    let (players, id) = start_tournament(&h).await;
    let row = h.game(id).await;
    let state = row.snapshot.as_ref().unwrap();
    let subs = state.sub_tables();
    let prompts = state.prompts();
    let group_of = |seat: usize| subs.iter().position(|s| s.seats.contains(&seat)).unwrap();
    let a = &prompts[0];
    let b = prompts
        .iter()
        .find(|p| group_of(p.seat) != group_of(a.seat))
        .expect("two groups wait at once");
    // Both open their hands at the same version.
    let mut opened = Vec::new();
    for p in [a, b] {
        let board = h.board_for(&row, p.seat).await;
        let panel = h.show_hand(players[p.seat], &board).await;
        let control = Harness::bot_choice_on(&panel, &row, p).1.unwrap();
        opened.push((players[p.seat], panel, control));
    }
    for (user, panel, control) in &opened {
        let ix = match control {
            Control::Button(cid) => h.fake.click(*user, panel, cid),
            Control::Select(cid, v) => h.fake.select(*user, panel, cid, v),
        };
        let answer = h.fake.answer(&ix).await;
        assert!(!answer.content.contains("outdated"), "{}", answer.content);
        h.settle().await;
    }
    // Both moves were applied, the second on a panel drawn before the first.
    let log = h.store().actions(id).await.unwrap();
    let actors: Vec<Actor> = log[row.version as usize..]
        .iter()
        .map(|(a, _)| *a)
        .collect();
    assert_eq!(actors, vec![Actor::Seat(a.seat), Actor::Seat(b.seat)]);
    // A second click on the same old panel is outdated: that seat has acted.
    let (user, panel, control) = &opened[1];
    if let Control::Button(cid) = control {
        let ix = h.fake.click(*user, panel, cid);
        assert!(h.fake.answer(&ix).await.content.contains("outdated"));
    }
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_deleted_group_thread_is_replaced_and_the_tournament_goes_on() {
    let h = Harness::start().await;
    let (_, id) = start_tournament(&h).await;
    let thread_of = |boards: &[wolfden::store::discord_queries::BoardRef], key: &str| -> u64 {
        boards
            .iter()
            .find(|b| b.board == key)
            .unwrap()
            .channel_id
            .parse()
            .unwrap()
    };
    let boards = h.boards(id).await;
    let first = thread_of(&boards, "sub0");
    // A moderator deletes group 1's thread: Discord tells the bot.
    let n = h.fake.call_count();
    h.fake.channel_delete_event(first);
    h.fake
        .wait_call(n, "a new thread", |c| {
            c.method == "POST" && c.path.ends_with("/threads")
        })
        .await;
    h.settle().await;
    let boards = h.boards(id).await;
    let second = thread_of(&boards, "sub0");
    assert_ne!(second, first, "group 1 has a new thread");
    assert_eq!(h.game(id).await.status, GameStatus::Running);
    // Deleted without a word: the next edit of its board finds out.
    h.fake.delete_channel(second);
    let mut panels = HashMap::new();
    let mut moved = false;
    for _ in 0..200 {
        h.settle().await;
        if thread_of(&h.boards(id).await, "sub0") != second {
            moved = true;
            break;
        }
        if h.human_move(id, &mut panels).await.is_none() {
            break;
        }
    }
    assert!(
        moved,
        "the group got a third thread once its board was edited"
    );
    h.play_to_end(id, 20_000).await;
    assert_eq!(h.game(id).await.status, GameStatus::Finished);
    h.shutdown().await;
}
