//! The store and table service: durability, version checks, replay,
//! results. Every test runs on both backends: SQLite, and PostgreSQL when the
//! server is installed (see `tests/pg`).

use crate::pg;

use std::sync::Arc;

use wolfden::engine::{Actor, Options};
use wolfden::games::{bot_name, GameKind};
use wolfden::store::{ActionCommit, Backend, GameStatus, SeatRow, Store, StoreError};
use wolfden::table::{
    Clock, GameSpec, LobbyError, ManualClock, NewLobby, Table, TableError, Timers, MAX_BOT_MOVES,
};

/// An empty database for one test: a SQLite file or a PostgreSQL database.
struct TestDb {
    url: String,
    _dir: Option<tempfile::TempDir>,
}

impl TestDb {
    /// `None` when the backend is not installed here (PostgreSQL).
    fn new(backend: Backend) -> Option<TestDb> {
        match backend {
            Backend::Sqlite => {
                let dir = tempfile::tempdir().unwrap();
                Some(TestDb {
                    url: dir.path().join("t.db").display().to_string(),
                    _dir: Some(dir),
                })
            }
            Backend::Postgres => Some(TestDb {
                url: pg::database()?,
                _dir: None,
            }),
        }
    }
}

async fn temp_table(db: &TestDb) -> Table {
    let store = Store::open(&db.url).await.unwrap();
    Table::new(store, Arc::new(ManualClock::new(1_000_000)))
}

/// Each test, once per backend: `sqlite::name` and `postgres::name`.
macro_rules! on_both_backends {
    ($($test:ident),* $(,)?) => {
        mod sqlite {
            $(#[tokio::test]
            async fn $test() {
                super::$test(super::TestDb::new(super::Backend::Sqlite).unwrap()).await
            })*
        }
        mod postgres {
            $(#[tokio::test]
            async fn $test() {
                if let Some(db) = super::TestDb::new(super::Backend::Postgres) {
                    super::$test(db).await
                }
            })*
        }
    };
}

fn seats(n: usize, humans: usize) -> Vec<SeatRow> {
    (0..n)
        .map(|i| match i < humans {
            true => SeatRow {
                seat: i,
                user_id: Some(format!("user{i}")),
                name: format!("Human {i}"),
                is_bot: false,
                named: wolfden::store::Named::Player,
            },
            false => SeatRow::bot(i, bot_name(i).as_str()),
        })
        .collect()
}

fn spec(seed: u64, humans: usize) -> GameSpec {
    GameSpec {
        kind: GameKind::ProjectPlanning,
        options: Options::parse(GameKind::ProjectPlanning.option_specs(), []).unwrap(),
        seed,
        seats: seats(4, humans),
        guild_id: Some("g".into()),
        channel_id: Some(format!("chan{seed}")),
        host_id: Some("user0".into()),
        locale: Default::default(),
    }
}

/// Plays every seat with its bot through the table until the game ends.
async fn play_out(table: &Table, id: i64) -> u64 {
    let mut actions = 0;
    loop {
        let row = table.load(id).await.unwrap();
        if row.status == GameStatus::Finished {
            return actions;
        }
        let state = row.snapshot.as_ref().unwrap();
        let (actor, action) = state.next_automatic_move(|_| true).expect("a bot can move");
        table
            .act(id, actor, &action, Some(row.version))
            .await
            .unwrap();
        actions += 1;
    }
}

async fn replaying_the_action_log_from_the_seed_gives_the_stored_snapshot(db: TestDb) {
    let table = temp_table(&db).await;
    for seed in 0..20 {
        let id = table.create(spec(seed, 0)).await.unwrap().id;
        let actions = play_out(&table, id).await;
        let row = table.load(id).await.unwrap();
        assert_eq!(row.version, actions);
        assert_eq!(
            table.store().actions(id).await.unwrap().len() as u64,
            actions
        );
        let replayed = table.replay(id).await.unwrap();
        assert_eq!(
            serde_json::to_value(&replayed).unwrap(),
            serde_json::to_value(row.snapshot.as_ref().unwrap()).unwrap(),
            "seed {seed}"
        );
    }
}

async fn an_action_on_an_outdated_version_is_refused_and_changes_nothing(db: TestDb) {
    let table = temp_table(&db).await;
    let row = table.create(spec(1, 0)).await.unwrap();
    let (actor, action) = row
        .snapshot
        .as_ref()
        .unwrap()
        .next_automatic_move(|_| true)
        .unwrap();
    table.act(row.id, actor, &action, Some(0)).await.unwrap();
    let before = table.load(row.id).await.unwrap();
    let again = table.act(row.id, actor, &action, Some(0)).await;
    assert!(
        matches!(again, Err(TableError::Outdated { current: 1 })),
        "{again:?}"
    );
    let after = table.load(row.id).await.unwrap();
    assert_eq!(after.version, before.version);
    assert_eq!(table.store().actions(row.id).await.unwrap().len(), 1);
}

async fn a_refused_action_leaves_the_store_unchanged(db: TestDb) {
    let table = temp_table(&db).await;
    let row = table.create(spec(2, 4)).await.unwrap();
    let state = row.snapshot.as_ref().unwrap();
    let prompt = &state.prompts()[0];
    let prompted = prompt.seat;
    let legal = prompt.choices[0].id.clone();
    let idle = (0..4).find(|s| *s != prompted).unwrap();
    let before = serde_json::to_value(state).unwrap();
    let mut game = table.lock(row.id).await.unwrap();
    // A legal choice, but by a seat whose turn it is not.
    let out_of_turn = game.act_as_user(&format!("user{idle}"), &legal, None).await;
    assert!(
        matches!(out_of_turn, Err(TableError::Rule(_))),
        "{out_of_turn:?}"
    );
    let garbage = game
        .act(Actor::Seat(prompted), "no-such-choice", None)
        .await;
    assert!(matches!(garbage, Err(TableError::Rule(_))), "{garbage:?}");
    let stranger = game.act_as_user("stranger", &legal, None).await;
    assert!(
        matches!(stranger, Err(TableError::NotSeated)),
        "{stranger:?}"
    );
    // The held game is unchanged too.
    assert_eq!(game.row().version, 0);
    assert_eq!(
        serde_json::to_value(game.row().snapshot.as_ref().unwrap()).unwrap(),
        before
    );
    drop(game);
    let after = table.load(row.id).await.unwrap();
    assert_eq!(after.version, 0);
    assert_eq!(
        serde_json::to_value(after.snapshot.as_ref().unwrap()).unwrap(),
        before
    );
    assert!(table.store().actions(row.id).await.unwrap().is_empty());
}

async fn two_writers_on_the_same_version_cannot_both_commit(db: TestDb) {
    let table = temp_table(&db).await;
    let row = table.create(spec(3, 0)).await.unwrap();
    let state = row.snapshot.clone().unwrap();
    let (actor, action) = state.next_automatic_move(|_| true).unwrap();
    let mut next = state.clone();
    next.apply(actor, &action).unwrap();
    let commit = wolfden::store::ActionCommit {
        game_id: row.id,
        expected_version: 0,
        actor,
        action: &action,
        snapshot: &next,
        keep_checkpoint_at: None,
        deadlines: Default::default(),
        outcome: None,
        now_ms: 5,
    };
    assert_eq!(
        table.store().commit_action(&commit).await.unwrap().version,
        1
    );
    let second = table.store().commit_action(&commit).await;
    assert!(
        matches!(second, Err(StoreError::VersionConflict { expected: 0 })),
        "{second:?}"
    );
    assert_eq!(table.store().actions(row.id).await.unwrap().len(), 1);
}

async fn a_channel_holds_one_live_game_at_a_time(db: TestDb) {
    let table = temp_table(&db).await;
    let first = table.create(spec(4, 0)).await.unwrap();
    let second = table.create(spec(4, 0)).await;
    assert!(
        matches!(second, Err(TableError::Store(StoreError::ChannelBusy))),
        "{second:?}"
    );
    // Once the first is over, the channel is free again.
    play_out(&table, first.id).await;
    table.create(spec(4, 0)).await.unwrap();
}

async fn results_are_recorded_for_stats_when_the_game_ends(db: TestDb) {
    let table = temp_table(&db).await;
    let id = table.create(spec(5, 2)).await.unwrap().id;
    play_out(&table, id).await;
    let outcome = table
        .load(id)
        .await
        .unwrap()
        .snapshot
        .unwrap()
        .outcome()
        .unwrap();
    for human in 0..2 {
        let stats = table
            .store()
            .player_stats(&format!("user{human}"), None)
            .await
            .unwrap();
        assert_eq!(stats.len(), 1);
        assert_eq!(stats[0].kind.slug(), "project-planning");
        assert_eq!(stats[0].played, 1);
        assert_eq!(stats[0].won, outcome.winners.contains(&human) as i64);
    }
    assert!(table
        .store()
        .player_stats("nobody", None)
        .await
        .unwrap()
        .is_empty());
}

async fn a_finished_or_unknown_game_refuses_actions(db: TestDb) {
    let table = temp_table(&db).await;
    let id = table.create(spec(6, 0)).await.unwrap().id;
    play_out(&table, id).await;
    let late = table.act(id, Actor::Seat(0), "go", None).await;
    assert!(matches!(late, Err(TableError::Finished(_))), "{late:?}");
    let unknown = table.act(999, Actor::Seat(0), "go", None).await;
    assert!(
        matches!(unknown, Err(TableError::NotFound(999))),
        "{unknown:?}"
    );
}

fn new_lobby(channel: &str) -> NewLobby {
    NewLobby {
        kind: GameKind::ProjectPlanning,
        options: Options::parse(GameKind::ProjectPlanning.option_specs(), []).unwrap(),
        seed: 9,
        guild_id: None,
        channel_id: Some(channel.into()),
        host_id: "user0".into(),
        host_name: "Human 0".into(),
        locale: Default::default(),
    }
}

async fn a_lobby_is_stored_then_dealt_with_its_final_seats(db: TestDb) {
    let table = temp_table(&db).await;
    let mut lobby = table.open_lobby(new_lobby("lobby")).await.unwrap();
    let id = lobby.row().id;
    assert_eq!(lobby.row().status, GameStatus::Lobby);
    drop(lobby);
    assert!(matches!(
        table.act(id, Actor::Seat(0), "x", None).await,
        Err(TableError::NotStarted(_))
    ));
    lobby = table.lock(id).await.unwrap();
    lobby.join("user1", "Human 1").await.unwrap();
    lobby.add_bot("user0").await.unwrap();
    assert_eq!(
        lobby.row().version,
        2,
        "each lobby change moves the version"
    );
    lobby.start("user0", |_| Ok(())).await.unwrap();
    let row = lobby.row().clone();
    assert_eq!(row.status, GameStatus::Running);
    assert_eq!(row.version, 0, "the action log starts again at 1");
    assert_eq!(row.seats.len(), 3);
    assert_eq!(row.seat_of("user1"), Some(1));
    assert!(row.seats[2].is_bot);
    let again = lobby.start("user0", |_| Ok(())).await;
    assert!(
        matches!(again, Err(TableError::Lobby(LobbyError::Started(_)))),
        "a lobby starts once: {again:?}"
    );
    drop(lobby);
    let stored = table.load(id).await.unwrap();
    assert_eq!(stored.version, 0);
    assert_eq!(stored.seats, row.seats);
    assert!(stored.snapshot.is_some());
}

async fn a_refused_lobby_change_changes_nothing(db: TestDb) {
    let table = temp_table(&db).await;
    let mut lobby = table.open_lobby(new_lobby("refusals")).await.unwrap();
    let id = lobby.row().id;
    lobby.join("user1", "Human 1").await.unwrap();
    let refusals = [
        lobby.join("user1", "Again").await.unwrap_err().to_string(),
        lobby.add_bot("user1").await.unwrap_err().to_string(),
        lobby.leave("user0").await.unwrap_err().to_string(),
        lobby.leave("user9").await.unwrap_err().to_string(),
        lobby
            .set_options("user0", "no_such=1")
            .await
            .unwrap_err()
            .to_string(),
        lobby.cancel("user1").await.unwrap_err().to_string(),
        lobby
            .start("user1", |_| Ok(()))
            .await
            .unwrap_err()
            .to_string(),
        lobby.kick("user0").await.unwrap_err().to_string(),
    ];
    assert_eq!(refusals[0], "You have already joined.");
    assert_eq!(refusals[1], "Only the host can add bots.");
    assert!(
        refusals[2].starts_with("The host cannot leave"),
        "{}",
        refusals[2]
    );
    assert_eq!(refusals[3], "You have not joined this game.");
    assert!(
        refusals[4].starts_with("Options not changed: "),
        "{}",
        refusals[4]
    );
    assert_eq!(refusals[5], "Only the host can cancel the game.");
    assert_eq!(refusals[6], "Only the host can start the game.");
    assert!(
        refusals[7].starts_with("The host cannot be kicked"),
        "{}",
        refusals[7]
    );
    let refused = lobby
        .start("user0", |_| Err("no threads here".into()))
        .await;
    assert_eq!(refused.unwrap_err().to_string(), "no threads here");
    let held = lobby.row().clone();
    drop(lobby);
    let stored = table.load(id).await.unwrap();
    assert_eq!((stored.version, held.version), (1, 1));
    assert_eq!(stored.status, GameStatus::Lobby);
    assert_eq!(stored.seats, held.seats);
    assert_eq!(stored.seats.len(), 2);
}

/// Two processes on one database, each with its own table and locks: their
/// joins interleave (both read the lobby before either writes), and both
/// land, because the second writer sees the conflict and joins again.
async fn two_writers_joining_at_once_both_get_a_seat(db: TestDb) {
    let path = db.url.clone();
    let clock = Arc::new(ManualClock::new(1_000_000));
    let a = Table::new(Store::open(&path).await.unwrap(), clock.clone());
    let b = Table::new(Store::open(&path).await.unwrap(), clock);
    let id = a.open_lobby(new_lobby("both")).await.unwrap().row().id;
    let mut in_a = a.lock(id).await.unwrap();
    let mut in_b = b.lock(id).await.unwrap();
    assert_eq!((in_a.row().version, in_b.row().version), (0, 0));
    in_a.join("user1", "Human 1").await.unwrap();
    in_b.join("user2", "Human 2").await.unwrap();
    assert_eq!(
        in_b.row().version,
        2,
        "b re-read the lobby and joined after a"
    );
    drop((in_a, in_b));
    let row = a.load(id).await.unwrap();
    let users: Vec<_> = row.seats.iter().map(|s| s.user_id.clone()).collect();
    assert_eq!(
        users,
        [
            Some("user0".into()),
            Some("user1".into()),
            Some("user2".into())
        ]
    );
    assert_eq!(row.version, 2);
    // A start computed from a lobby that moved on is dealt again, with
    // every seat.
    let mut in_a = a.lock(id).await.unwrap();
    let mut in_b = b.lock(id).await.unwrap();
    in_b.add_bot("user0").await.unwrap();
    in_a.start("user0", |_| Ok(())).await.unwrap();
    assert_eq!(in_a.row().seats.len(), 4);
    assert_eq!(in_a.row().version, 0);
}

async fn a_batch_parses_the_stored_snapshot_once(db: TestDb) {
    let table = temp_table(&db).await;
    let row = table.create(spec(12, 1)).await.unwrap();
    let store = table.store().clone();
    let parses = store.snapshot_parses();
    let mut game = table.lock(row.id).await.unwrap();
    // The human moves if it is their turn; either way the bots then play
    // until the human is asked again.
    let prompted = game.row().snapshot.as_ref().unwrap().prompts()[0].clone();
    if prompted.seat == 0 {
        let choice = prompted.choices[0].id.clone();
        game.act_as_user("user0", &choice, Some(0)).await.unwrap();
    }
    let played = game.play_bots(Timers::Wait, MAX_BOT_MOVES).await.unwrap();
    assert!(played.actions > 0 || prompted.seat == 0);
    assert_eq!(
        store.snapshot_parses() - parses,
        1,
        "one parse for the batch"
    );
    let version = game.row().version;
    drop(game);
    assert_eq!(table.load(row.id).await.unwrap().version, version);
}

#[tokio::test]
async fn a_database_path_that_cannot_be_opened_is_a_clear_error() {
    let err = Store::open("/nonexistent-dir/sub/x.db").await.unwrap_err();
    let msg = err.to_string();
    assert!(
        msg.starts_with("cannot open the database `/nonexistent-dir/sub/x.db`"),
        "{msg}"
    );
}

/// Stores opened at once on a new SQLite file all open (the lock file
/// serialises the migrations), and none leaves `<db>.lock` behind: the
/// lock file lives only while a store opens.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn stores_opened_together_on_a_new_file_all_open_and_leave_no_lock_file() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("new.db").display().to_string();
    let opening: Vec<_> = (0..8)
        .map(|_| {
            let db = db.clone();
            tokio::spawn(async move { Store::open(&db).await })
        })
        .collect();
    let mut stores = Vec::new();
    for task in opening {
        stores.push(task.await.unwrap().expect("every store opens"));
    }
    let lock = dir.path().join("new.db.lock");
    assert!(!lock.exists(), "no lock file while the stores are open");
    for store in &stores {
        store.close().await;
    }
    assert!(!lock.exists(), "no lock file after they closed");
}

/// Opening to resume refuses a SQLite file that does not exist, and makes
/// none (nor its lock file); an existing one opens.
#[tokio::test]
async fn opening_an_existing_database_refuses_a_missing_file_and_creates_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("gone.db").display().to_string();
    let err = Store::open_existing(&db).await.unwrap_err();
    assert!(matches!(err, StoreError::Missing(_)), "{err}");
    assert_eq!(err.to_string(), format!("there is no database at `{db}`"));
    assert_eq!(
        std::fs::read_dir(dir.path()).unwrap().count(),
        0,
        "nothing was created"
    );
    let err = Store::open_existing("sqlite::memory:").await.unwrap_err();
    assert!(matches!(err, StoreError::Missing(_)), "{err}");
    Store::open(&db).await.unwrap().close().await;
    let store = Store::open_existing(&db)
        .await
        .expect("an existing file opens");
    assert!(store.latest_running().await.unwrap().is_none());
    store.close().await;
}

async fn a_phase_timer_is_stored_and_fires_only_once_its_deadline_has_passed(db: TestDb) {
    let store = Store::open(&db.url).await.unwrap();
    let clock = Arc::new(ManualClock::new(1_000_000));
    let table = Table::new(store, clock.clone());
    let mut spec = spec(11, 4);
    spec.options = Options::parse(
        GameKind::ProjectPlanning.option_specs(),
        [("turn_timer", "30")],
    )
    .unwrap();
    let row = table.create(spec).await.unwrap();
    assert_eq!(row.deadline_at, Some(1_030_000), "armed at start + 30 s");

    let fire = || async { table.lock(row.id).await.unwrap().fire_deadline().await };
    assert!(fire().await.unwrap().is_none(), "not yet");
    clock.advance_ms(29_999);
    assert!(fire().await.unwrap().is_none(), "1 ms early");
    clock.advance_ms(1);
    let fired = fire().await.unwrap().expect("the clock acts");
    assert_eq!(fired.actions, 1);
    assert_eq!(
        table.store().actions(row.id).await.unwrap()[0].0,
        Actor::Clock
    );

    // The deadline in the store is exactly the one the game is at now, so a
    // restarted process re-arms it for the same wall-clock time.
    let reloaded = table.load(row.id).await.unwrap();
    assert_eq!(reloaded.version, 1);
    let at = reloaded.deadline_at.expect("the next turn has a timer too");
    assert!(at > clock.now_ms(), "the next timer lies ahead");
    // Firing again before it passes does nothing.
    assert!(fire().await.unwrap().is_none());
}

/// The store heals what it can and names what it cannot. A
/// running game whose snapshot is missing or unreadable is rebuilt from its
/// action log; a log that disagrees with the version is reported as
/// corrupt, naming the game.
async fn a_lost_snapshot_is_rebuilt_from_the_log_and_a_broken_log_is_named(db: TestDb) {
    let table = temp_table(&db).await;
    let id = table.create(spec(5, 0)).await.unwrap().id;
    for _ in 0..6 {
        let row = table.load(id).await.unwrap();
        let state = row.snapshot.as_ref().unwrap();
        let (actor, action) = state.next_automatic_move(|_| true).unwrap();
        table
            .act(id, actor, &action, Some(row.version))
            .await
            .unwrap();
    }
    let before = serde_json::to_string(&table.load(id).await.unwrap().snapshot).unwrap();
    let raw = sqlx::AnyPool::connect(&any_url(&db.url)).await.unwrap();
    let tamper = |sql: &'static str| {
        let raw = raw.clone();
        async move { sqlx::query(sql).bind(id).execute(&raw).await.unwrap() }
    };
    for broken in [
        "UPDATE games SET snapshot = NULL WHERE id = $1",
        "UPDATE games SET snapshot = '{\"game\": \"no such thing\"}' WHERE id = $1",
    ] {
        tamper(broken).await;
        let healed = table.load(id).await.unwrap();
        assert_eq!(healed.version, 6);
        assert_eq!(
            serde_json::to_string(&healed.snapshot).unwrap(),
            before,
            "{broken}"
        );
    }
    tamper("DELETE FROM actions WHERE game_id = $1 AND seq = 6").await;
    let err = table.load(id).await.unwrap_err().to_string();
    assert!(err.contains(&format!("game #{id}")), "{err}");
    assert!(
        err.contains("version 6") && err.contains("5 actions"),
        "{err}"
    );
    raw.close().await;
}

/// Actions of many games committed at the same moment share a
/// transaction, and each keeps its own version check: the stale ones are
/// refused and write nothing, the others land, each exactly once.
async fn actions_committed_together_keep_their_own_version_checks(db: TestDb) {
    let table = temp_table(&db).await;
    let mut pending = tokio::task::JoinSet::new();
    for seed in 0..40u64 {
        let row = table.create(spec(100 + seed, 0)).await.unwrap();
        let mut state = row.snapshot.clone().unwrap();
        let (actor, action) = state.next_automatic_move(|_| true).unwrap();
        state.apply(actor, &action).unwrap();
        // Every fifth action claims a version the game never had.
        let expected = if seed % 5 == 0 { 3 } else { 0 };
        let store = table.store().clone();
        pending.spawn(async move {
            let commit = ActionCommit {
                game_id: row.id,
                expected_version: expected,
                actor,
                action: &action,
                snapshot: &state,
                keep_checkpoint_at: None,
                deadlines: Default::default(),
                outcome: None,
                now_ms: 2_000_000,
            };
            (row.id, seed, store.commit_action(&commit).await)
        });
    }
    while let Some(done) = pending.join_next().await {
        let (id, seed, committed) = done.unwrap();
        let stored = table.load(id).await.unwrap();
        let log = table.store().actions(id).await.unwrap();
        if seed % 5 == 0 {
            assert!(
                matches!(committed, Err(StoreError::VersionConflict { expected: 3 })),
                "{committed:?}"
            );
            assert_eq!((stored.version, log.len()), (0, 0), "nothing written");
        } else {
            assert_eq!(committed.unwrap().version, 1);
            assert_eq!((stored.version, log.len()), (1, 1));
        }
    }
}

/// A URL sqlx's `Any` driver takes for the test database.
fn any_url(url: &str) -> String {
    if url.starts_with("postgres") {
        url.to_string()
    } else {
        format!("sqlite://{url}")
    }
}

/// Start-up repair skips games whose boards all show their version: the
/// store says which those are (the main board and every sub-table board).
async fn the_repair_list_says_whose_boards_are_current(db: TestDb) {
    let table = temp_table(&db).await;
    let mut ids = Vec::new();
    for seed in 1..=4 {
        ids.push(table.create(spec(seed, 4)).await.unwrap().id);
    }
    let version = table.load(ids[0]).await.unwrap().version;
    let shows = |id, board: &'static str, v: Option<u64>| {
        let table = &table;
        async move {
            let message = format!("m{id}{board}");
            table
                .record_board(id, board, "chan", &message, v)
                .await
                .unwrap();
        }
    };
    shows(ids[0], "main", Some(version)).await;
    shows(ids[1], "main", None).await;
    shows(ids[2], "main", Some(version)).await;
    shows(ids[2], "sub0", Some(version)).await;
    shows(ids[2], "sub1", None).await;
    // ids[3] has no board at all.
    let list = table.store().games_to_repair().await.unwrap();
    let current: Vec<(i64, bool)> = list.iter().map(|g| (g.id, g.boards_current)).collect();
    assert_eq!(
        current,
        vec![
            (ids[0], true),
            (ids[1], false),
            (ids[2], false),
            (ids[3], false)
        ]
    );
    assert!(list.iter().all(|g| g.status == GameStatus::Running));
    assert_eq!(list[0].guild_id.as_deref(), Some("g"));
}

on_both_backends!(
    the_repair_list_says_whose_boards_are_current,
    actions_committed_together_keep_their_own_version_checks,
    replaying_the_action_log_from_the_seed_gives_the_stored_snapshot,
    an_action_on_an_outdated_version_is_refused_and_changes_nothing,
    a_refused_action_leaves_the_store_unchanged,
    two_writers_on_the_same_version_cannot_both_commit,
    a_channel_holds_one_live_game_at_a_time,
    results_are_recorded_for_stats_when_the_game_ends,
    a_finished_or_unknown_game_refuses_actions,
    a_lobby_is_stored_then_dealt_with_its_final_seats,
    a_refused_lobby_change_changes_nothing,
    two_writers_joining_at_once_both_get_a_seat,
    a_batch_parses_the_stored_snapshot_once,
    a_phase_timer_is_stored_and_fires_only_once_its_deadline_has_passed,
    a_lost_snapshot_is_rebuilt_from_the_log_and_a_broken_log_is_named,
);
