//! The bot as real processes: the `wolfden` binary started twice
//! (`SHARDS=0-0/2` and `SHARDS=1-1/2`) against one fake Discord serving two
//! shards and one throwaway PostgreSQL, games in four guilds, one process
//! killed with SIGKILL mid-game and started again; a process stopped by
//! SIGTERM or SIGINT exits 0 with nothing lost; and two stores acting on one
//! game at the same moment, the race the per-game lock meets across
//! processes. The children take the fake for `discord.com`
//! (`DISCORD_API_ADDR`, `DISCORD_API_CA_FILE`) and share a fast clock
//! (`WOLFDEN_TEST_CLOCK`), so Werewolf's 20 s timers run out in 0.2 s.
//! Without PostgreSQL the tests on it say once why they were skipped, and
//! pass.

use crate::pg;
use crate::support;

use std::collections::HashSet;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use support::*;
use wolfden::engine::{Actor, Options};
use wolfden::games::{bot_name, GameKind};
use wolfden::store::{GameId, GameRow, GameStatus, SeatRow, Store};
use wolfden::table::{deal, Clock, GameSpec, SystemClock, Table, TableError};

/// How much faster than real time the children's clock runs.
const SCALE: i64 = 100;
/// The longest a test waits for a condition it polls.
const PATIENCE: Duration = Duration::from_secs(30);

/// Guilds on shard 0 and on shard 1 of 2 (`(guild_id >> 22) % 2`).
const GUILDS: [u64; 4] = [GUILD_ID, (1 << 22) | 11, (2 << 22) | 12, (3 << 22) | 13];
const WEREWOLF: &str =
    "roles=werewolf=2,seer=1,villager=5 night_seconds=20 day_seconds=30 quiet_seconds=0";

/// What every child gets: the database, the fake's address and test
/// authority, the shared fast clock; each child's log goes to a file.
struct Children {
    dir: tempfile::TempDir,
    database_url: String,
    api_addr: String,
    clock: String,
}

impl Children {
    fn new(fake: &FakeDiscord, database_url: String) -> Children {
        let dir = tempfile::tempdir().unwrap();
        let api = fake.api_override();
        std::fs::write(dir.path().join("ca.pem"), &api.ca_pem).unwrap();
        Children {
            dir,
            database_url,
            api_addr: api.addr.to_string(),
            clock: format!("{}:{SCALE}", SystemClock.now_ms()),
        }
    }

    fn spawn(&self, name: &str, shards: Option<&str>) -> BotProcess {
        self.spawn_with(name, shards, None)
    }

    /// [`Children::spawn`], serving metrics at `metrics` if given.
    fn spawn_with(&self, name: &str, shards: Option<&str>, metrics: Option<&str>) -> BotProcess {
        let log = self.dir.path().join(format!("{name}.log"));
        let mut command = Command::new(env!("CARGO_BIN_EXE_wolfden"));
        command
            .arg("run")
            // No `.env` of the developer's is read.
            .current_dir(self.dir.path())
            .env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("DISCORD_TOKEN", "fake-token")
            .env("DEV_GUILD_ID", GUILD_ID.to_string())
            .env("DATABASE_URL", &self.database_url)
            .env("DISCORD_API_ADDR", &self.api_addr)
            .env("DISCORD_API_CA_FILE", self.dir.path().join("ca.pem"))
            .env("WOLFDEN_TEST_CLOCK", &self.clock)
            .env("RUST_LOG", "warn,wolfden=info")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap());
        if let Some(shards) = shards {
            command.env("SHARDS", shards);
        }
        if let Some(addr) = metrics {
            command.env("METRICS_ADDR", addr);
        }
        BotProcess {
            child: command.spawn().expect("the wolfden binary starts"),
            log,
        }
    }
}

/// A running `wolfden run`; killed if the test ends with it still running.
struct BotProcess {
    child: Child,
    log: PathBuf,
}

impl BotProcess {
    /// SIGKILL: a crash, nothing drained.
    fn kill_hard(&mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }

    fn signal(&self, signal: &str) {
        let sent = Command::new("kill")
            .arg(format!("-{signal}"))
            .arg(self.child.id().to_string())
            .status()
            .unwrap();
        assert!(sent.success(), "kill -{signal}");
    }

    /// Wait (bounded) for the process to exit; its exit code.
    async fn exited(&mut self) -> Option<i32> {
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.code();
            }
            assert!(
                Instant::now() < deadline,
                "the process did not exit:\n{}",
                self.log()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if std::thread::panicking() {
            eprintln!("--- {} ---\n{}", self.log.display(), self.log());
        }
    }
}

/// A fake Discord with `shards` shards, the bot in [`GUILDS`], channel
/// `CHANNEL + i` in guild `i`.
async fn fake_discord(shards: u64) -> FakeDiscord {
    let fake = FakeDiscord::start().await;
    fake.refuse_interaction_message_edits(REFUSE_INTERACTION_MESSAGE_EDITS);
    fake.set_shards(shards);
    for (i, guild) in GUILDS.iter().enumerate() {
        fake.add_guild(*guild);
        fake.put_channel_in_guild(CHANNEL + i as u64, *guild);
    }
    fake
}

/// Wait until `n` processes have connected and registered their commands.
async fn wait_started(fake: &FakeDiscord, handshakes: usize, registrations: usize) {
    fake.wait_handshakes(handshakes).await;
    fake.wait_until("command registrations", |s| {
        let puts = s
            .calls
            .iter()
            .filter(|c| c.method == "PUT" && c.path.ends_with("/commands"));
        puts.count() >= registrations
    })
    .await;
}

/// The test's side: users clicking on the fake, the games read from the
/// shared database.
struct Players<'a> {
    fake: &'a FakeDiscord,
    table: Table,
}

/// What one attempt at a human move did.
#[derive(Debug, PartialEq, Eq)]
enum Step {
    Over,
    Clicked,
    /// Nobody may act but the clock (or the panel was drawn at a newer
    /// version than the row read): try again later.
    Waiting,
}

impl Players<'_> {
    async fn row(&self, id: GameId) -> GameRow {
        self.table.load(id).await.expect("the game exists")
    }

    /// Poll the database (bounded) until `done` holds for the game.
    async fn wait_row(&self, id: GameId, what: &str, done: impl Fn(&GameRow) -> bool) -> GameRow {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let row = self.row(id).await;
            if done(&row) {
                return row;
            }
            assert!(
                Instant::now() < deadline,
                "game {id}: timed out waiting for {what}"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// A game of `kind` (with `options`) started by clicks in `channel`:
    /// `humans[0]` opens the lobby, the others join, `bots` bots are added.
    async fn start_game(
        &self,
        channel: u64,
        (kind, options): (&str, Option<&str>),
        humans: &[u64],
        bots: usize,
    ) -> GameId {
        let (id, mut lobby) = self
            .fake
            .play_lobby(humans[0], channel, (kind, options))
            .await;
        let clicks = humans[1..]
            .iter()
            .map(|u| (*u, "Join"))
            .chain(std::iter::repeat_n((humans[0], "Add bot"), bots))
            .chain([(humans[0], "Start")]);
        for (user, label) in clicks {
            let button = lobby.button(label).unwrap_or_else(|| panic!("no {label}"));
            lobby = self
                .fake
                .answer(&self.fake.click(user, &lobby, &button))
                .await;
        }
        self.wait_row(id, "its start", |r| r.status != GameStatus::Lobby)
            .await;
        id
    }

    /// A click by `user` on `message`: as in its channel, or arriving as a
    /// DM click does (no guild: shard 0).
    async fn click(&self, user: u64, message: &Msg, custom_id: &str, from_dm: bool) -> Msg {
        let ix = if from_dm {
            self.fake.click_from_dm(user, message, custom_id)
        } else {
            self.fake.click(user, message, custom_id)
        };
        self.fake.answer(&ix).await
    }

    /// One human move by clicks: the first prompted human whose bot would
    /// act opens their panel and picks what their bot would pick.
    async fn human_move(&self, id: GameId, from_dm: bool) -> Step {
        let row = self.row(id).await;
        if row.status != GameStatus::Running {
            return Step::Over;
        }
        let state = row.snapshot.as_ref().expect("a running game");
        let pick = state
            .prompts()
            .into_iter()
            .filter(|p| !row.seats[p.seat].is_bot)
            .find_map(|p| Some((state.bot_action(p.seat)?, p)));
        let Some((want, prompt)) = pick else {
            return Step::Waiting;
        };
        let index = prompt.choices.iter().position(|c| c.id == want).unwrap();
        let user = row.human(prompt.seat).unwrap();
        let main = self
            .table
            .store()
            .boards(id)
            .await
            .unwrap()
            .into_iter()
            .find(|b| b.board == "main")
            .expect("a main board");
        let board = self.fake.message(main.message_id.parse().unwrap());
        let Some(hand) = board.button("Show my hand") else {
            return Step::Waiting;
        };
        let mut panel = self.click(user, &board, &hand, from_dm).await;
        loop {
            if let Some(control) = Harness::control_for(&panel, id, row.version, &want, index) {
                let Control::Button(button) = control else {
                    panic!("small games have buttons, not select menus");
                };
                self.click(user, &panel, &button, from_dm).await;
                return Step::Clicked;
            }
            let next = panel
                .buttons()
                .into_iter()
                .find(|(id, label)| id.starts_with("gp:") && label.starts_with("Next"));
            let Some((next, _)) = next else {
                // Drawn at another version: the game moved meanwhile.
                return Step::Waiting;
            };
            panel = self.click(user, &panel, &next, from_dm).await;
        }
    }
}

/// Every game's log is whole: seq 1..=version, no gap, no duplicate; the
/// log replayed from the deal gives the stored snapshot; the clock acted at
/// most once per deadline key.
async fn assert_log_whole(table: &Table, database_url: &str, id: GameId) {
    let row = table.load(id).await.unwrap();
    let pool = sqlx::AnyPool::connect(&any_url(database_url))
        .await
        .unwrap();
    let seqs: Vec<i64> =
        sqlx::query_scalar("SELECT seq FROM actions WHERE game_id = $1 ORDER BY seq")
            .bind(id)
            .fetch_all(&pool)
            .await
            .unwrap();
    pool.close().await;
    let expected: Vec<i64> = (1..=row.version as i64).collect();
    assert_eq!(
        seqs, expected,
        "game {id}: the action log is seq 1..=version"
    );
    let log = table.store().actions(id).await.unwrap();
    let mut state = deal(row.kind, &row.options, row.seed, &row.seats).unwrap();
    let mut keys = HashSet::new();
    for (n, (actor, action)) in log.iter().enumerate() {
        if *actor == Actor::Clock {
            let key = state.deadline().map(|d| d.key);
            assert!(
                key.is_some_and(|k| keys.insert(k)),
                "game {id}: clock action {} ({action}) for deadline key {key:?} twice or without a deadline",
                n + 1
            );
        }
        state.apply(*actor, action).unwrap();
    }
    assert_eq!(
        serde_json::to_value(&state).unwrap(),
        serde_json::to_value(row.snapshot.as_ref().unwrap()).unwrap(),
        "game {id}: the log replays to the stored snapshot"
    );
}

/// How many times the clock acted in a game.
async fn clock_actions(table: &Table, id: GameId) -> usize {
    let log = table.store().actions(id).await.unwrap();
    log.iter()
        .filter(|(actor, _)| *actor == Actor::Clock)
        .count()
}

/// The URL sqlx's `Any` driver takes for a database (a plain path is SQLite).
fn any_url(url: &str) -> String {
    if url.starts_with("postgres") {
        url.to_string()
    } else {
        format!("sqlite://{url}")
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_bot_processes_share_the_shards_and_survive_a_kill() {
    let Some(database_url) = pg::database() else {
        return;
    };
    let fake = fake_discord(2).await;
    let children = Children::new(&fake, database_url.clone());
    let mut shard0 = children.spawn("shard0", Some("0-0/2"));
    let mut shard1 = children.spawn("shard1", Some("1-1/2"));
    wait_started(&fake, 2, 2).await;
    let players = Players {
        fake: &fake,
        table: Table::new(
            Store::open(&database_url).await.unwrap(),
            Arc::new(SystemClock),
        ),
    };

    // Channel CHANNEL + i is in GUILDS[i]: guilds 0 and 2 on shard 0, 1
    // and 3 on shard 1. Game 1 has a turn timer, fired by the shard-1
    // process, while its DM clicks are handled by the shard-0 one: the two
    // race on it.
    let pp = |i: usize, options: Option<&'static str>, humans: [u64; 2]| {
        let players = &players;
        async move {
            players
                .start_game(
                    CHANNEL + i as u64,
                    ("project-planning", options),
                    &humans,
                    2,
                )
                .await
        }
    };
    let games = [
        pp(0, None, [user(0), user(1)]).await,
        pp(1, Some("turn_timer=30"), [user(2), user(3)]).await,
        pp(2, None, [user(4), user(5)]).await,
        players
            .start_game(CHANNEL + 3, ("werewolf", Some(WEREWOLF)), &[user(6)], 7)
            .await,
    ];
    for (i, id) in games.iter().enumerate() {
        let guild = players.row(*id).await.guild_id;
        assert_eq!(guild, Some(GUILDS[i].to_string()), "game {i}'s guild");
    }

    // Play a while on both, kill the shard-1 process mid-game, play the
    // shard-0 games (and the DM clicks of game 1) without it, start it
    // again, play everything to its end. Game 1's clicks alternate between
    // its guild (shard 1) and DMs (shard 0), all DMs while shard 1 is down.
    // The Werewolf player never clicks: that game moves only when its
    // timers run out, in the shard-1 process.
    let mut phase = 0;
    let mut moves = [0usize; 4];
    let mut dm_clicks = 0;
    let mut killed_at = Instant::now();
    let deadline = Instant::now() + Duration::from_secs(80);
    loop {
        let mut over = 0;
        let mut clicked = false;
        for (g, id) in games.iter().enumerate() {
            if g == 3 {
                if players.row(*id).await.status != GameStatus::Running {
                    over += 1;
                }
                continue;
            }
            let from_dm = g == 1 && (phase == 1 || moves[g] % 2 == 1);
            match players.human_move(*id, from_dm).await {
                Step::Over => over += 1,
                Step::Clicked => {
                    moves[g] += 1;
                    dm_clicks += usize::from(from_dm);
                    clicked = true;
                }
                Step::Waiting => {}
            }
        }
        if over == games.len() {
            break;
        }
        // Mid-game: the Werewolf game under way (it moves only at its phase
        // ends, 0.2 s apart and more, so it is still running at the kill).
        let werewolf = players.row(games[3]).await;
        let mid_game = werewolf.status == GameStatus::Running && werewolf.version >= 3;
        match phase {
            0 if mid_game => {
                shard1.kill_hard();
                // Only the shard-1 process moves it (timers; its panel's
                // clicks arrive there): it waits, unfinished, for the restart.
                let werewolf = players.row(games[3]).await;
                assert_eq!(werewolf.status, GameStatus::Running, "killed mid-game");
                eprintln!(
                    "kill -9 at: moves {moves:?}, Werewolf at v{}",
                    werewolf.version
                );
                phase = 1;
                killed_at = Instant::now();
                moves[1] = 0;
            }
            // Two DM clicks without the owner, unless the kill left game 1
            // waiting on a bot or a timer (the owner's to repair).
            1 if moves[1] >= 2 || killed_at.elapsed() > Duration::from_secs(3) => {
                shard1 = children.spawn("shard1-again", Some("1-1/2"));
                wait_started(&fake, 3, 3).await;
                phase = 2;
            }
            _ => {}
        }
        assert!(
            Instant::now() < deadline,
            "the games did not end: {moves:?} moves, phase {phase}"
        );
        if !clicked {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    assert_eq!(phase, 2, "the shard-1 process was killed and restarted");
    assert!(dm_clicks > 0, "moves by DM-style clicks on shard 0");
    for id in games {
        let row = players.row(id).await;
        let clock = clock_actions(&players.table, id).await;
        eprintln!(
            "game {id}: {:?} at v{}, {clock} clock actions",
            row.status, row.version
        );
    }

    for id in games {
        let row = players.row(id).await;
        assert_eq!(row.status, GameStatus::Finished, "game {id}");
        assert_log_whole(&players.table, &database_url, id).await;
    }
    // Most Werewolf timers end in the bots' moves at the deadline, not in
    // one of the clock's.
    assert!(clock_actions(&players.table, games[3]).await >= 1);
    // Both stop cleanly.
    for process in [&mut shard0, &mut shard1] {
        process.signal("TERM");
        assert_eq!(process.exited().await, Some(0), "{}", process.log());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_process_stopped_by_sigterm_or_sigint_exits_0_with_nothing_lost() {
    for signal in ["TERM", "INT"] {
        let fake = fake_discord(1).await;
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("wolfden.db");
        let children = Children::new(&fake, db.display().to_string());
        let mut bot = children.spawn("bot", None);
        wait_started(&fake, 1, 1).await;
        let store = Store::open(&db.display().to_string()).await.unwrap();
        let players = Players {
            fake: &fake,
            table: Table::new(store, Arc::new(SystemClock)),
        };
        let id = players
            .start_game(CHANNEL, ("project-planning", None), &[ALICE, BOB], 2)
            .await;
        let before = players.row(id).await.version;
        assert_eq!(players.human_move(id, false).await, Step::Clicked);
        // The click was answered: it is durable. Stop right away.
        bot.signal(signal);
        assert_eq!(bot.exited().await, Some(0), "SIG{signal}: {}", bot.log());
        assert!(
            bot.log().contains("shutting down"),
            "SIG{signal} was taken as a stop: {}",
            bot.log()
        );
        let row = players.row(id).await;
        assert!(
            row.version > before,
            "SIG{signal}: the click is in the database"
        );
        assert_log_whole(&players.table, &db.display().to_string(), id).await;
        players.table.store().close().await;
        // Closed cleanly: SQLite folded its write-ahead log into the file.
        let wal = dir.path().join("wolfden.db-wal");
        assert!(
            std::fs::metadata(&wal).map_or(true, |m| m.len() == 0),
            "SIG{signal}: the pool was closed"
        );
        assert!(
            !dir.path().join("wolfden.db.lock").exists(),
            "SIG{signal}: no lock file left beside the database"
        );
    }
}

/// A start-up that cannot log in says which way it failed and stops at
/// once, leaving no database: Discord refusing the token (the fake answers
/// the login with 401; exit 2, a setting to fix) or Discord out of reach
/// (nothing listens where discord.com is taken to be; exit 1).
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_start_up_that_cannot_log_in_says_whether_the_token_was_refused_or_the_network_failed() {
    let fake = fake_discord(1).await;
    fake.add_fault(
        Fault::new(
            "GET",
            "/users/@me",
            401,
            serde_json::json!({"message": "401: Unauthorized", "code": 0}),
        )
        .times(10),
    );
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("wolfden.db");
    let mut children = Children::new(&fake, db.display().to_string());
    let closed_port = {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        listener.local_addr().unwrap().to_string()
    };
    let cases = [
        (
            "refused",
            children.api_addr.clone(),
            2,
            &["error: Discord refused the token (HTTP 401): check DISCORD_TOKEN"][..],
            "network",
        ),
        (
            "unreachable",
            closed_port,
            1,
            &[
                "error: cannot reach Discord (network failure: ",
                "onnection refused",
            ][..],
            "token",
        ),
    ];
    for (name, api_addr, code, says, never) in cases {
        children.api_addr = api_addr;
        let mut bot = children.spawn(name, None);
        assert_eq!(bot.exited().await, Some(code), "{name}: {}", bot.log());
        let log = bot.log();
        for words in says {
            assert!(log.contains(words), "{name}: {log}");
        }
        assert!(!log.contains(never), "{name}: {log}");
    }
    assert!(!db.exists(), "no database was made");
}

fn spec(seed: u64) -> GameSpec {
    GameSpec {
        kind: GameKind::ProjectPlanning,
        options: Options::parse(GameKind::ProjectPlanning.option_specs(), []).unwrap(),
        seed,
        seats: (0..4)
            .map(|i| SeatRow::bot(i, bot_name(i).as_str()))
            .collect(),
        guild_id: Some("g".into()),
        channel_id: Some("race".into()),
        host_id: None,
        locale: Default::default(),
    }
}

/// Two stores on one database (two processes) each hold the game at the
/// same version and commit a move at the same moment: exactly one is
/// applied; the other is answered `Outdated` with the winner's version, its
/// held row is the fresh one, and a retry on it applies. The guarded
/// `UPDATE … WHERE version = expected` does this: on PostgreSQL the second
/// writer waits on the row lock the first holds, then finds the version
/// moved and updates (and logs) nothing.
async fn two_stores_racing_on_one_game_apply_each_move_once(database_url: String) {
    let open = || async {
        Table::new(
            Store::open(&database_url).await.unwrap(),
            Arc::new(SystemClock),
        )
    };
    let (a, b) = (open().await, open().await);
    let id = a.create(spec(7)).await.unwrap().id;
    let mut rounds = 0;
    loop {
        let (mut held_a, mut held_b) = (a.lock(id).await.unwrap(), b.lock(id).await.unwrap());
        let version = held_a.row().version;
        assert_eq!(held_b.row().version, version, "both hold the same state");
        let Some(state) = held_a.row().snapshot.clone() else {
            break;
        };
        if held_a.row().status != GameStatus::Running {
            break;
        }
        let (actor, action) = state.next_automatic_move(|_| true).unwrap();
        let (won_a, won_b) = tokio::join!(
            held_a.act(actor, &action, Some(version)),
            held_b.act(actor, &action, Some(version)),
        );
        let (loser, lost) = match (won_a, won_b) {
            (Ok(_), Err(e)) => (&mut held_b, e),
            (Err(e), Ok(_)) => (&mut held_a, e),
            (a, b) => panic!("exactly one of two racing moves applies: {a:?} / {b:?}"),
        };
        assert!(
            matches!(lost, TableError::Outdated { current } if current == version + 1),
            "{lost:?}"
        );
        assert_eq!(
            loser.row().version,
            version + 1,
            "the loser holds the fresh row"
        );
        if let Some(fresh) = loser
            .row()
            .snapshot
            .clone()
            .filter(|_| loser.row().status == GameStatus::Running)
        {
            let (actor, action) = fresh.next_automatic_move(|_| true).unwrap();
            loser.act(actor, &action, Some(version + 1)).await.unwrap();
        }
        rounds += 1;
        if rounds == 15 {
            break;
        }
    }
    assert!(rounds >= 5, "the game lasted {rounds} rounds");
    assert_log_whole(&a, &database_url, id).await;
    assert_eq!(a.load(id).await.unwrap().version, 2 * rounds as u64);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_stores_on_postgres_racing_on_one_game_apply_each_move_once() {
    if let Some(url) = pg::database() {
        two_stores_racing_on_one_game_apply_each_move_once(url).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_stores_on_sqlite_racing_on_one_game_apply_each_move_once() {
    let dir = tempfile::tempdir().unwrap();
    let url = dir.path().join("race.db").display().to_string();
    two_stores_racing_on_one_game_apply_each_move_once(url).await;
}

/// A stand-in for Discord's REST API whose gateway never answers: it
/// accepts the token (`/users/@me`) and names a gateway on a port nothing
/// listens on (`/gateway/bot`); everything else is 404. Its base URL.
fn rest_without_a_gateway() -> String {
    use std::io::{BufRead, BufReader, Write};
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let gateway = format!("ws://{}", closed.local_addr().unwrap());
    drop(closed);
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { break };
            let gateway = gateway.clone();
            std::thread::spawn(move || {
                let mut reader = BufReader::new(stream.try_clone().unwrap());
                let mut request = String::new();
                if reader.read_line(&mut request).is_err() {
                    return;
                }
                // Read the headers (the requests here have no body).
                let mut line = String::new();
                while reader.read_line(&mut line).is_ok_and(|n| n > 2) {
                    line.clear();
                }
                let (status, body) = if request.contains("/users/@me") {
                    ("200 OK", r#"{"id":"42","username":"wolfden","discriminator":"0","avatar":null,"bot":true,"global_name":null}"#.to_string())
                } else if request.contains("/gateway/bot") {
                    (
                        "200 OK",
                        format!(
                            r#"{{"url":"{gateway}","shards":1,"session_start_limit":{{"total":1000,"remaining":1000,"reset_after":0,"max_concurrency":1}}}}"#
                        ),
                    )
                } else {
                    (
                        "404 Not Found",
                        r#"{"message":"404: Not Found","code":0}"#.to_string(),
                    )
                };
                let _ = write!(
                    stream,
                    "HTTP/1.1 {status}\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                    body.len()
                );
            });
        }
    });
    base
}

/// `wolfden run` with a `SHARDS` range whose gateway never connects (Discord
/// accepts the token, but its gateway cannot be reached) still ends on
/// SIGTERM or SIGINT, promptly and with exit code 0 (it used to log
/// "shutting down" and hang until SIGKILL). A Discord that cannot be reached
/// at all ends the start-up at once (see
/// `a_start_up_that_cannot_log_in_says_whether_the_token_was_refused_or_the_network_failed`).
#[tokio::test]
async fn a_bot_that_never_reached_discord_still_stops_on_a_signal() {
    for signal in ["TERM", "INT"] {
        let dir = tempfile::tempdir().unwrap();
        let log = dir.path().join("bot.log");
        let unreachable = rest_without_a_gateway();
        let child = Command::new(env!("CARGO_BIN_EXE_wolfden"))
            .arg("run")
            .current_dir(dir.path())
            .env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("DISCORD_TOKEN", "fake-token")
            .env("DISCORD_API_BASE", &unreachable)
            .env("SHARDS", "0-0/1")
            .env("DATABASE_URL", dir.path().join("wolfden.db"))
            .env("RUST_LOG", "warn,wolfden=info")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap())
            .spawn()
            .unwrap();
        let mut bot = BotProcess { child, log };
        let deadline = Instant::now() + PATIENCE;
        while !bot.log().contains("running shards") {
            assert!(Instant::now() < deadline, "did not start:\n{}", bot.log());
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        bot.signal(signal);
        let asked = Instant::now();
        assert_eq!(bot.exited().await, Some(0), "SIG{signal}: {}", bot.log());
        assert!(
            asked.elapsed() < Duration::from_secs(15),
            "SIG{signal}: took {:?}",
            asked.elapsed()
        );
        assert!(bot.log().contains("shutting down"), "{}", bot.log());
    }
}

/// A free local address for a child's metrics.
fn free_addr() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().to_string()
}

/// A metric's value in a child's `/metrics` (summed over its labels); 0
/// when absent or unreachable.
fn metric(addr: &str, name: &str) -> f64 {
    use std::io::{Read, Write};
    let Ok(mut socket) = std::net::TcpStream::connect(addr) else {
        return 0.0;
    };
    let _ = socket.set_read_timeout(Some(Duration::from_secs(5)));
    let request = format!("GET /metrics HTTP/1.0\r\nHost: {addr}\r\n\r\n");
    if socket.write_all(request.as_bytes()).is_err() {
        return 0.0;
    }
    let mut page = String::new();
    let _ = socket.read_to_string(&mut page);
    page.lines()
        .filter(|l| l.starts_with(name) && l[name.len()..].starts_with([' ', '{']))
        .filter_map(|l| l.rsplit(' ').next()?.parse::<f64>().ok())
        .sum()
}

/// The cluster's lease before a silent process's timers are taken over
/// (`OWNER_LEASE` in src/discord/cluster.rs).
const OWNER_LEASE: Duration = Duration::from_secs(10);

/// Issue 28's promises, with three real processes (shards 0, 1 and 2 of
/// 3) started in the same second on one strict fake Discord and one
/// PostgreSQL: they all come up and no IDENTIFY breaks Discord's
/// one-per-5-s rule (they log in in turn); under Werewolf villages whose
/// dusks and dawns want more than 50 requests a second together, the
/// three never pass 50 in any second and get no 429 (one budget for the
/// token); one process is killed with SIGKILL mid-game and another fires
/// its villages' timers within the lease and a few seconds; it is started
/// again and rejoins; every village ends with its log whole (no action
/// twice, none lost).
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn three_processes_share_one_budget_and_take_over_a_dead_ones_timers() {
    let Some(database_url) = pg::database() else {
        return;
    };
    const PER_GUILD: u64 = 3;
    let fake = FakeDiscord::start().await;
    fake.refuse_interaction_message_edits(REFUSE_INTERACTION_MESSAGE_EDITS);
    fake.set_shards(3);
    fake.enforce_identify_rule(1);
    // Nine guilds, three on each shard, three channels in each.
    let guilds: Vec<u64> = (0..9u64).map(|i| ((i + 3) << 22) | (100 + i)).collect();
    let mut channels = Vec::new();
    for (i, guild) in guilds.iter().enumerate() {
        fake.add_guild(*guild);
        for k in 0..PER_GUILD {
            let channel = CHANNEL + 100 + i as u64 * PER_GUILD + k;
            fake.put_channel_in_guild(channel, *guild);
            channels.push((channel, *guild));
        }
    }
    let children = Children::new(&fake, database_url.clone());
    let metrics: Vec<String> = (0..3).map(|_| free_addr()).collect();
    let mut processes: Vec<BotProcess> = (0..3)
        .map(|i| {
            let shards = format!("{i}-{i}/3");
            children.spawn_with(&format!("p{i}"), Some(&shards), Some(&metrics[i]))
        })
        .collect();
    let began = Instant::now();
    wait_started(&fake, 3, 3).await;
    eprintln!(
        "three processes started together, all connected in {:?}",
        began.elapsed()
    );
    assert_eq!(
        fake.refused_identifies(),
        Vec::<u64>::new(),
        "no IDENTIFY came too soon"
    );

    let players = Players {
        fake: &fake,
        table: Table::new(
            Store::open(&database_url).await.unwrap(),
            Arc::new(SystemClock),
        ),
    };
    // Long enough phases (3 s and 6 s at the children's clock speed) that
    // a village outlives the lease; every village's host never clicks, so
    // only the timers move it.
    let werewolf =
        "roles=werewolf=2,seer=1,villager=5 night_seconds=300 day_seconds=600 quiet_seconds=0";
    let mut games = Vec::new();
    for (i, (channel, _)) in channels.iter().enumerate() {
        let id = players
            .start_game(*channel, ("werewolf", Some(werewolf)), &[user(200 + i)], 7)
            .await;
        games.push(id);
    }
    let shard_of = |guild: u64| ((guild >> 22) % 3) as usize;

    // Kill the shard-1 process once every village is under way.
    let killed = 1;
    let mine: Vec<GameId> = games
        .iter()
        .zip(&channels)
        .filter(|(_, (_, g))| shard_of(*g) == killed)
        .map(|(id, _)| *id)
        .collect();
    players
        .wait_row(*mine.last().unwrap(), "the last village under way", |r| {
            r.version >= 2
        })
        .await;
    let versions = |ids: Vec<GameId>| {
        let players = &players;
        async move {
            let mut out = Vec::new();
            for id in ids {
                out.push(players.row(id).await.version);
            }
            out
        }
    };
    processes[killed].kill_hard();
    let killed_at = Instant::now();
    let at_kill = versions(mine.clone()).await;
    // Another process fires a killed process's village timer.
    let taken_over = loop {
        let now: Vec<u64> = versions(mine.clone()).await;
        let moved = now.iter().zip(&at_kill).any(|(n, k)| n > k);
        let all_over = {
            let mut over = true;
            for id in &mine {
                over &= players.row(*id).await.status != GameStatus::Running;
            }
            over
        };
        assert!(
            !all_over,
            "the killed process's villages ended before the kill"
        );
        if moved {
            break killed_at.elapsed();
        }
        assert!(
            killed_at.elapsed() < OWNER_LEASE + Duration::from_secs(10),
            "no other process fired the dead one's timers"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    eprintln!("kill -9 to the first timer fired by another process: {taken_over:?}");
    assert!(
        taken_over <= OWNER_LEASE + Duration::from_secs(5),
        "taken over after {taken_over:?}"
    );
    processes[killed] = children.spawn_with("p1-again", Some("1-1/3"), Some(&metrics[killed]));
    wait_started(&fake, 4, 4).await;

    for id in &games {
        players
            .wait_row(*id, "its end", |r| r.status != GameStatus::Running)
            .await;
    }
    for id in &games {
        let row = players.row(*id).await;
        assert_eq!(row.status, GameStatus::Finished, "game {id}");
        assert_log_whole(&players.table, &database_url, *id).await;
    }
    let waited: f64 = metrics
        .iter()
        .map(|m| metric(m, "wolfden_rest_waited_total"))
        .sum();
    let shares: Vec<f64> = metrics
        .iter()
        .map(|m| metric(m, "wolfden_rest_budget_share"))
        .collect();
    eprintln!(
        "peak {} global requests in one second, {} 429s, {waited} requests waited for the budget, shares now {shares:?}",
        fake.peak_rps(),
        fake.count_429()
    );
    assert!(
        fake.peak_rps() <= 50,
        "peak {} requests in one second",
        fake.peak_rps()
    );
    assert_eq!(fake.too_many().len(), 0, "429s: {:?}", fake.too_many());
    assert_eq!(
        fake.refused_identifies(),
        Vec::<u64>::new(),
        "no IDENTIFY came too soon"
    );
    assert!(
        shares.iter().sum::<f64>() <= 40.0,
        "the shares never add up past the budget: {shares:?}"
    );
    for process in &mut processes {
        process.signal("TERM");
        assert_eq!(process.exited().await, Some(0), "{}", process.log());
    }
}

/// What the processes share on one database, store by store (two stores
/// are two processes): the budget's slots never go to two holders (both
/// asking for all of them at once get 40 between them), one stopped
/// cleanly frees its slots at once, a slot whose lease ran out is free
/// for the other; a channel's message bucket counts both processes' turns
/// (five in the window, the sixth told how long to wait), and its posts,
/// its edits and other channels count apart; an IDENTIFY bucket's lock is
/// held by one process at a time.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_share_the_budgets_slots_a_channels_bucket_and_the_login_locks() {
    let Some(url) = pg::database() else {
        return;
    };
    let (a, b) = (
        Store::open(&url).await.unwrap(),
        Store::open(&url).await.unwrap(),
    );
    a.ensure_slots(40).await.unwrap();
    b.ensure_slots(40).await.unwrap();
    let minute = 60_000;
    let (got_a, got_b) = tokio::join!(
        a.claim_slots("a", 40, 40, minute),
        b.claim_slots("b", 40, 40, minute)
    );
    let (got_a, got_b) = (got_a.unwrap(), got_b.unwrap());
    assert_eq!(got_a + got_b, 40, "{got_a} + {got_b}: every slot, once");
    assert_eq!(a.claim_slots("a", 1, 40, minute).await.unwrap(), 0);
    assert_eq!(b.claim_slots("b", 1, 40, minute).await.unwrap(), 0);
    // `a` stops cleanly: `b` may take its slots at once; it takes them on
    // a lease that has already run out (0 ms), as if it died at once.
    a.leave("a").await.unwrap();
    assert_eq!(b.claim_slots("b", 40, 40, 0).await.unwrap(), got_a);
    assert_eq!(
        b.renew_slots("b", 40, minute).await.unwrap(),
        got_b,
        "a slot whose lease ran out is not renewed"
    );
    assert_eq!(a.claim_slots("a", 40, 40, minute).await.unwrap(), got_a);
    // Giving back: the slots are free for the other. The race above may
    // have given `a` fewer than three (under load `b` can take all 40), so
    // `a` first takes every slot `b` gives back.
    assert_eq!(b.release_slots("b", 40).await.unwrap(), got_b);
    assert_eq!(a.claim_slots("a", 40, 40, minute).await.unwrap(), got_b);
    assert_eq!(a.release_slots("a", 3).await.unwrap(), 3);
    assert_eq!(b.claim_slots("b", 40, 40, minute).await.unwrap(), 3);

    for store in [&a, &b, &a, &b, &a] {
        assert_eq!(store.message_turn("edits:1", 5, 5_000).await.unwrap(), None);
    }
    let wait = b.message_turn("edits:1", 5, 5_000).await.unwrap();
    assert!(
        wait.is_some_and(|ms| ms > 3_000 && ms <= 5_000),
        "the sixth edit in 5 s waits for the first to leave the window: {wait:?}"
    );
    assert_eq!(a.message_turn("posts:1", 5, 5_000).await.unwrap(), None);
    assert_eq!(b.message_turn("edits:2", 5, 5_000).await.unwrap(), None);

    let held = a.lock_identify(&[0]).await.unwrap();
    let waiting = tokio::spawn(async move { b.lock_identify(&[0]).await.map(|l| (l, b)) });
    // `b` waits while `a` holds the bucket...
    let waited = tokio::time::timeout(Duration::from_millis(300), async {
        while !waiting.is_finished() {
            tokio::task::yield_now().await;
        }
    })
    .await;
    assert!(waited.is_err(), "two processes held one IDENTIFY bucket");
    // ...and has it once `a` gives it back.
    held.release().await;
    let (second, _b) = tokio::time::timeout(PATIENCE, waiting)
        .await
        .expect("the lock came free")
        .unwrap()
        .unwrap();
    second.release().await;
}
