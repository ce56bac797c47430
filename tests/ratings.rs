//! Ratings and statistics: finished games update Weng-Lin
//! ratings in the transaction that records their results, once; `rebuild`
//! recomputes the same from the results; bots, terminal seats and
//! co-operative games are never rated; leaderboards rank only players
//! with enough games, per server or globally.

use std::sync::Arc;

use wolfden::engine::Options;
use wolfden::games::{bot_name, GameKind};
use wolfden::ratings::{Rating, LEADERBOARD_MIN_GAMES};
use wolfden::store::{GameStatus, SeatRow, Store};
use wolfden::table::{GameSpec, ManualClock, Table};

async fn temp_table() -> (tempfile::TempDir, Table) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("t.db").to_str().unwrap())
        .await
        .unwrap();
    (
        dir,
        Table::new(store, Arc::new(ManualClock::new(1_000_000))),
    )
}

/// Seats: the given user ids are humans, `None` a bot.
fn seats(users: &[Option<&str>]) -> Vec<SeatRow> {
    users
        .iter()
        .enumerate()
        .map(|(i, u)| match u {
            Some(u) => SeatRow {
                seat: i,
                user_id: Some(u.to_string()),
                name: format!("Player {u}"),
                is_bot: false,
                named: wolfden::store::Named::Player,
            },
            None => SeatRow::bot(i, bot_name(i).as_str()),
        })
        .collect()
}

/// Deal a game in `guild` and play every seat with its bot's choice.
async fn finish(
    table: &Table,
    kind: GameKind,
    seed: u64,
    guild: &str,
    users: &[Option<&str>],
) -> i64 {
    let id = table
        .create(GameSpec {
            kind,
            options: Options::parse(kind.option_specs(), []).unwrap(),
            seed,
            seats: seats(users),
            guild_id: Some(guild.to_string()),
            channel_id: Some(format!("chan{seed}")),
            host_id: users[0].map(str::to_string),
            locale: Default::default(),
        })
        .await
        .unwrap()
        .id;
    loop {
        let row = table.load(id).await.unwrap();
        if row.status == GameStatus::Finished {
            return id;
        }
        let state = row.snapshot.as_ref().unwrap();
        let (actor, action) = state.next_automatic_move(|_| true).expect("a move");
        table
            .act(id, actor, &action, Some(row.version))
            .await
            .unwrap();
    }
}

async fn all_ratings(store: &Store, users: &[&str], kind: GameKind) -> Vec<Option<Rating>> {
    let mut out = Vec::new();
    for u in users {
        out.push(store.rating(u, kind).await.unwrap());
    }
    out
}

#[tokio::test]
async fn a_finished_placing_game_rates_its_humans_once_and_rebuild_agrees() {
    let (_dir, table) = temp_table().await;
    let users = ["101", "102", "103", "104"];
    let kind = GameKind::ProjectPlanning;
    for seed in 0..3 {
        finish(&table, kind, seed, "g1", &users.map(Some)).await;
    }
    let store = table.store();
    let live = all_ratings(store, &users, kind).await;
    assert!(live.iter().all(Option::is_some), "{live:?}");
    let stats = store.player_stats("101", Some(kind)).await.unwrap();
    assert_eq!(stats[0].played, 3);
    assert_eq!(stats[0].rated_games, 3);
    // Someone won more than someone else: the ratings moved apart.
    let values: Vec<f64> = live.iter().map(|r| r.unwrap().rating).collect();
    assert!(values.iter().any(|&v| v > 25.0) && values.iter().any(|&v| v < 25.0));

    let rebuilt = store.rebuild_ratings().await.unwrap();
    assert_eq!((rebuilt.games_read, rebuilt.games_rated), (3, 3));
    assert_eq!(rebuilt.players, 4);
    let again = all_ratings(store, &users, kind).await;
    for (a, b) in live.iter().zip(&again) {
        let (a, b) = (a.unwrap(), b.unwrap());
        assert!((a.rating - b.rating).abs() < 1e-9 && (a.uncertainty - b.uncertainty).abs() < 1e-9);
    }
    // Rebuilding twice is the same as once: every game counts once.
    store.rebuild_ratings().await.unwrap();
    let stats = store.player_stats("101", Some(kind)).await.unwrap();
    assert_eq!(stats[0].rated_games, 3);
}

#[tokio::test]
async fn bots_terminal_seats_and_lone_humans_are_never_rated() {
    let (_dir, table) = temp_table().await;
    let kind = GameKind::Wolfpack;
    finish(&table, kind, 1, "g1", &[Some("201"), None, None]).await;
    assert_eq!(table.store().rating("201", kind).await.unwrap(), None);
    finish(
        &table,
        kind,
        2,
        "g1",
        &[Some("terminal:0"), Some("terminal:1"), None],
    )
    .await;
    let rebuilt = table.store().rebuild_ratings().await.unwrap();
    assert_eq!(
        rebuilt.players, 0,
        "no Discord pair played: nobody is rated"
    );
    let stats = table.store().player_stats("201", None).await.unwrap();
    assert_eq!(stats[0].played, 1, "played games still count in /stats");
}

#[tokio::test]
async fn werewolf_records_sides_and_roles_and_rates_a_side_together() {
    let (_dir, table) = temp_table().await;
    let kind = GameKind::Werewolf;
    let users = ["301", "302", "303", "304", "305", "306", "307"];
    finish(&table, kind, 7, "g1", &users.map(Some)).await;
    let row = table.load(1).await.unwrap();
    let state = row.snapshot.as_ref().unwrap();
    let standings = state.standings();
    assert_eq!(standings.len(), users.len());
    let store = table.store();
    let ratings = all_ratings(store, &users, kind).await;
    // Two players of one side (same rating before) move alike.
    for a in 0..users.len() {
        for b in 0..users.len() {
            if standings[a].team == standings[b].team {
                let (ra, rb) = (ratings[a].unwrap(), ratings[b].unwrap());
                assert!((ra.rating - rb.rating).abs() < 1e-9, "{a} {b}");
            }
        }
    }
    let stats = store.player_stats("301", Some(kind)).await.unwrap();
    let role = stats[0].favourite_role.clone().expect("a role is recorded");
    assert_eq!(Some(role.0), standings[0].role);
}

#[tokio::test]
async fn cooperative_games_keep_win_rates_and_best_results_but_no_rating() {
    let (_dir, table) = temp_table().await;
    let kind = GameKind::ArcticEscape;
    for seed in 0..3 {
        finish(&table, kind, seed, "g1", &[Some("401"), Some("402")]).await;
    }
    let store = table.store();
    assert_eq!(store.rating("401", kind).await.unwrap(), None);
    let stats = store.player_stats("401", Some(kind)).await.unwrap();
    assert_eq!(stats[0].played, 3);
    assert!(stats[0].best_score.is_some());
    assert!(stats[0].rating.is_none());
    assert!(stats[0].win_rate() >= 0.0 && stats[0].win_rate() <= 1.0);
}

#[tokio::test]
async fn leaderboards_rank_only_players_with_enough_games_in_their_scope() {
    let (_dir, table) = temp_table().await;
    // Two players: one wins each game (sudden death settles ties).
    let kind = GameKind::ProjectPlanning;
    let store = table.store();
    let n = LEADERBOARD_MIN_GAMES as u64;
    for seed in 0..n - 1 {
        finish(&table, kind, seed, "g1", &[Some("501"), Some("502")]).await;
    }
    let board = store.leaderboard(kind, None, 0, 10).await.unwrap();
    assert_eq!(board.total, 0, "{} games are not enough", n - 1);
    finish(&table, kind, 99, "g2", &[Some("501"), Some("502")]).await;
    let global = store.leaderboard(kind, None, 0, 10).await.unwrap();
    assert_eq!(global.total, 2);
    let ranks: Vec<i64> = global.rows.iter().map(|r| r.rank).collect();
    assert_eq!(ranks, vec![1, 2]);
    let first = global.rows[0].rating.unwrap();
    let second = global.rows[1].rating.unwrap();
    assert!(first.conservative() >= second.conservative());
    assert_eq!(
        store
            .leaderboard(kind, Some("g2"), 0, 10)
            .await
            .unwrap()
            .total,
        2
    );
    assert_eq!(
        store
            .leaderboard(kind, Some("g3"), 0, 10)
            .await
            .unwrap()
            .total,
        0
    );
    let page2 = store.leaderboard(kind, None, 1, 1).await.unwrap();
    assert_eq!(page2.rows.len(), 1);
    assert_eq!(page2.rows[0].rank, 2);
}
