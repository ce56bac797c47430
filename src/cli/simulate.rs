//! `wolfden simulate`: bot-only games for speed and balance figures.
//!
//! In memory the engine runs alone (engine speed); with `--db` every action
//! goes through the table service into SQLite or PostgreSQL (durable actions
//! per second), `--concurrency` games at a time, and the report sets the
//! figure beside a raw sqlx loop of the same transaction shape on the same
//! database ([`super::baseline`]), so the ratio is honest on any machine.
//! Any rule error, stuck game or panic counts as an error and makes the exit
//! code non-zero. Game-specific tallies (`Game::tallies`, e.g. how often each
//! Werewolf artifact was revealed) are summed over the finished games, and
//! games played by sides count each winning side once (`team_wins`, from
//! `Game::standings`).

use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Instant;

use serde_json::json;

use clap::Args;

use super::baseline::{self, Baseline};
use super::common::{resolve_game, CliError};
use crate::engine::autoplay::BotPlay;
use crate::engine::{Options, Outcome, Setup, Standing};
use crate::games::{bot_name, GameKind};
use crate::store::{Backend, SeatRow, Store};
use crate::table::{GameSpec, SystemClock, Table, Timers};

#[derive(Debug, Args)]
pub struct SimulateArgs {
    /// The game to simulate.
    pub game: String,
    /// How many games.
    #[arg(long, default_value_t = 1000)]
    pub games: usize,
    /// Seats per game (default: a usual table for the game).
    #[arg(long)]
    pub seats: Option<usize>,
    /// Seed of the first game; game i uses seed + i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Put every action through this database (a SQLite file or a
    /// postgres:// URL): measures durable actions/s.
    #[arg(long)]
    pub db: Option<String>,
    /// With --db: games played at once through one table.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub concurrency: u32,
    /// With --db: skip the raw sqlx baseline.
    #[arg(long)]
    pub no_baseline: bool,
    /// A game option KEY=VALUE (repeatable).
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// Print one JSON object instead of a report.
    #[arg(long)]
    pub json: bool,
}

/// More actions than any real game takes: a game past it is stuck.
const MAX_ACTIONS_PER_GAME: u64 = 100_000;

/// One finished game as the report needs it.
#[derive(Debug)]
struct Finished {
    outcome: Outcome,
    standings: Vec<Standing>,
    tallies: Vec<(String, u64)>,
}

/// What a batch of simulated games produced.
#[derive(Debug, Default)]
pub struct Report {
    pub games: u64,
    pub actions: u64,
    pub errors: u64,
    pub first_errors: Vec<String>,
    pub seconds: f64,
    /// How often each seat was among the winners.
    pub wins_by_seat: Vec<u64>,
    pub no_winner: u64,
    pub shared_wins: u64,
    /// Games won by each side, for games played by sides (Werewolf:
    /// `village`, `werewolves`, `Tanner`); a game two sides win counts for both.
    pub team_wins: BTreeMap<String, u64>,
    pub score_sum_by_seat: Vec<i64>,
    /// The games' own counters summed over finished games, in the order
    /// they were first seen.
    pub tallies: Vec<(String, u64)>,
    /// With --db: the final snapshots' JSON bytes, summed (for the baseline).
    pub snapshot_bytes: u64,
    /// With --db: the largest final snapshot (a game's snapshot is largest
    /// at its end).
    pub snapshot_max_bytes: u64,
    /// With --db: the raw sqlx loop's actions/s on the same database.
    pub baseline: Option<Baseline>,
}

impl Report {
    /// An empty report for games of `seats` seats.
    fn new(seats: usize) -> Report {
        Report {
            wins_by_seat: vec![0; seats],
            score_sum_by_seat: vec![0; seats],
            ..Report::default()
        }
    }

    fn record(&mut self, game: Finished) {
        let Finished {
            outcome,
            standings,
            tallies,
        } = game;
        for (name, n) in tallies {
            match self.tallies.iter_mut().find(|t| t.0 == name) {
                Some(t) => t.1 += n,
                None => self.tallies.push((name, n)),
            }
        }
        for &w in &outcome.winners {
            self.wins_by_seat[w] += 1;
        }
        match outcome.winners.len() {
            0 => self.no_winner += 1,
            1 => {}
            _ => self.shared_wins += 1,
        }
        for (i, s) in outcome.scores.iter().enumerate() {
            self.score_sum_by_seat[i] += s;
        }
        for team in winning_teams(&outcome, &standings) {
            *self.team_wins.entry(team).or_default() += 1;
        }
    }

    fn error(&mut self, seed: u64, message: String) {
        self.errors += 1;
        if self.first_errors.len() < 5 {
            self.first_errors.push(format!("seed {seed}: {message}"));
        }
    }

    pub fn games_per_sec(&self) -> f64 {
        self.games as f64 / self.seconds.max(1e-9)
    }

    pub fn actions_per_sec(&self) -> f64 {
        self.actions as f64 / self.seconds.max(1e-9)
    }

    pub fn to_json(&self, kind: GameKind, seats: usize, durable: bool) -> serde_json::Value {
        let mean_scores: Vec<f64> = self
            .score_sum_by_seat
            .iter()
            .map(|s| *s as f64 / self.games.max(1) as f64)
            .collect();
        json!({
            "game": kind.slug(),
            "seats": seats,
            "durable": durable,
            "games": self.games,
            "actions": self.actions,
            "errors": self.errors,
            "first_errors": self.first_errors,
            "seconds": self.seconds,
            "games_per_sec": self.games_per_sec(),
            "actions_per_sec": self.actions_per_sec(),
            "outcomes": {
                "wins_by_seat": self.wins_by_seat,
                "shared_wins": self.shared_wins,
                "team_wins": self.team_wins,
                "no_winner": self.no_winner,
                "mean_score_by_seat": mean_scores,
                "loss_causes": self.tally_group(LOSS_CAUSES),
                "bot_habits": self.tally_group(BOT_HABITS),
            },
            "baseline_actions_per_sec": self.baseline.as_ref().map(|b| b.actions_per_sec),
            "ratio_to_baseline": self.baseline.as_ref().map(|b| self.actions_per_sec() / b.actions_per_sec),
            "snapshot_mean_bytes": durable.then(|| self.snapshot_bytes / self.games.max(1)),
            "snapshot_max_bytes": durable.then_some(self.snapshot_max_bytes),
            "tallies": self
                .tallies
                .iter()
                .filter(|(name, _)| !is_outcome_tally(name))
                .map(|(name, n)| (name.clone(), json!(n)))
                .collect::<serde_json::Map<_, _>>(),
        })
    }

    /// The tallies named `<group>/<name>`, as a map from name to count.
    fn tally_group(&self, group: &str) -> serde_json::Map<String, serde_json::Value> {
        self.tallies
            .iter()
            .filter_map(|(name, n)| {
                let (g, rest) = name.split_once('/')?;
                (g == group).then(|| (rest.to_string(), json!(n)))
            })
            .collect()
    }
}

/// Tallies named `loss_causes/<cause>` (how a co-operative game was lost,
/// e.g. `loss_causes/split`, and `loss_causes/split by own move` when a
/// seat's own move caused it) are reported under `outcomes.loss_causes`.
pub const LOSS_CAUSES: &str = "loss_causes";
/// Tallies named `bot_habits/<habit>` (Werewolf's bots: a nomination then a
/// vote to spare, lines spoken, ...) are reported under `outcomes.bot_habits`.
pub const BOT_HABITS: &str = "bot_habits";

fn is_outcome_tally(name: &str) -> bool {
    name.split_once('/')
        .is_some_and(|(g, _)| g == LOSS_CAUSES || g == BOT_HABITS)
}

/// An option by which bots leave people the floor (Werewolf's): at a table
/// of bots nobody needs it, so the simulator plays without the wait unless
/// `--option` sets it.
const WAIT_FOR_PEOPLE: &str = "bot_wait";

/// `options` with [`WAIT_FOR_PEOPLE`] at 0 when `game` has it and it is not given.
fn without_waiting_for_people(game: &str, options: &[String]) -> Vec<String> {
    let mut options = options.to_vec();
    let has_it = GameKind::from_slug(game)
        .is_ok_and(|kind| kind.option_specs().iter().any(|o| o.key == WAIT_FOR_PEOPLE));
    let given = options
        .iter()
        .any(|o| o.split('=').next().map(str::trim) == Some(WAIT_FOR_PEOPLE));
    if has_it && !given {
        options.push(format!("{WAIT_FOR_PEOPLE}=0"));
    }
    options
}

pub async fn simulate(args: SimulateArgs) -> Result<(), CliError> {
    let options = without_waiting_for_people(&args.game, &args.options);
    let (kind, seats, options) = resolve_game(&args.game, args.seats, &options)?;
    check_setup(kind, seats, &options, args.seed)?;
    let report = match &args.db {
        None => run_in_memory(kind, seats, &options, args.seed, args.games),
        Some(db) => {
            let store = Store::open(db)
                .await
                .map_err(|e| CliError::usage(e.to_string()))?;
            let table = Arc::new(Table::new(store, Arc::new(SystemClock)));
            let concurrency = args.concurrency as usize;
            let mut report = run_durable(
                &table,
                kind,
                seats,
                &options,
                args.seed,
                args.games,
                concurrency,
            )
            .await;
            // Fold the write-ahead log into the database file before exiting.
            table.store().close().await;
            if !args.no_baseline && report.actions > 0 {
                let snapshot_bytes = (report.snapshot_bytes / report.games.max(1)) as usize;
                let actions = report.actions.clamp(1_000, 20_000) as usize;
                report.baseline = Some(
                    baseline::measure(db, actions, snapshot_bytes)
                        .await
                        .map_err(|e| CliError::failed(format!("baseline: {e}")))?,
                );
            }
            report
        }
    };
    if args.json {
        println!("{}", report.to_json(kind, seats, args.db.is_some()));
    } else {
        print_report(&report, kind, seats, args.db.as_deref());
    }
    if report.errors > 0 {
        return Err(CliError::failed(format!(
            "{} of {} games had errors",
            report.errors, report.games
        )));
    }
    Ok(())
}

/// The sides of the winners, each once (none for games without sides).
fn winning_teams(outcome: &Outcome, standings: &[Standing]) -> Vec<String> {
    let mut teams: Vec<String> = outcome
        .winners
        .iter()
        .filter_map(|&w| standings.get(w).and_then(|s| s.team.clone()))
        .collect();
    teams.sort();
    teams.dedup();
    teams
}

/// Options that parse but make every set-up fail (Werewolf's
/// `artifact_list=banana`) would fail every game alike: say why once, as
/// `play` does, instead of "N of N games had errors".
fn check_setup(kind: GameKind, seats: usize, options: &Options, seed: u64) -> Result<(), CliError> {
    kind.setup(&setup_for(seats, options, seed))
        .map(drop)
        .map_err(|e| CliError::usage(e.to_string()))
}

fn setup_for(seats: usize, options: &Options, seed: u64) -> Setup {
    Setup {
        names: (0..seats).map(bot_name).collect(),
        options: options.clone(),
        seed,
    }
}

/// Play `games` bot games with the engine alone.
pub fn run_in_memory(
    kind: GameKind,
    seats: usize,
    options: &Options,
    seed: u64,
    games: usize,
) -> Report {
    let mut report = Report::new(seats);
    let start = Instant::now();
    for i in 0..games as u64 {
        let game_seed = seed.wrapping_add(i);
        let setup = setup_for(seats, options, game_seed);
        let played = catch_unwind(AssertUnwindSafe(|| play_one(kind, &setup)));
        report.games += 1;
        match played {
            Ok((actions, Ok(game))) => {
                report.actions += actions;
                report.record(game);
            }
            Ok((actions, Err(e))) => {
                report.actions += actions;
                report.error(game_seed, e);
            }
            Err(panic) => report.error(game_seed, format!("panic: {}", panic_message(&panic))),
        }
    }
    report.seconds = start.elapsed().as_secs_f64();
    report
}

/// One bot game in memory: `(actions, the finished game, or error)`.
type SimulatedGame = (u64, Result<Finished, String>);

fn play_one(kind: GameKind, setup: &Setup) -> SimulatedGame {
    let how = BotPlay {
        checked: false,
        rotate: false,
        max_actions: MAX_ACTIONS_PER_GAME as usize,
    };
    match kind.play_bots(setup, how) {
        Ok(game) => (
            game.actions as u64,
            Ok(Finished {
                outcome: game.outcome,
                standings: game.standings,
                tallies: game.tallies,
            }),
        ),
        Err(e) => (0, Err(e)),
    }
}

/// Play `games` bot games through the table service and its database,
/// `concurrency` at a time.
pub async fn run_durable(
    table: &Arc<Table>,
    kind: GameKind,
    seats: usize,
    options: &Options,
    seed: u64,
    games: usize,
    concurrency: usize,
) -> Report {
    let mut report = Report::new(seats);
    let start = Instant::now();
    let next = Arc::new(AtomicUsize::new(0));
    let mut workers = tokio::task::JoinSet::new();
    for _ in 0..concurrency.clamp(1, games.max(1)) {
        let (table, next, options) = (table.clone(), next.clone(), options.clone());
        workers.spawn(async move {
            let mut played = Vec::new();
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= games {
                    return played;
                }
                let game_seed = seed.wrapping_add(i as u64);
                played.push((
                    game_seed,
                    play_durable(&table, kind, seats, &options, game_seed).await,
                ));
            }
        });
    }
    let mut played = Vec::with_capacity(games);
    while let Some(done) = workers.join_next().await {
        played.extend(done.expect("a simulated game never panics the worker"));
    }
    report.seconds = start.elapsed().as_secs_f64();
    // In seed order, so the report does not depend on the interleaving.
    played.sort_by_key(|p| p.0);
    for (game_seed, (actions, result)) in played {
        report.games += 1;
        report.actions += actions;
        match result {
            Ok((game, bytes)) => {
                report.snapshot_bytes += bytes;
                report.snapshot_max_bytes = report.snapshot_max_bytes.max(bytes);
                report.record(game);
            }
            Err(e) => report.error(game_seed, e),
        }
    }
    report
}

/// One durable bot game: `(actions, the finished game and its final
/// snapshot size, or error)`.
async fn play_durable(
    table: &Table,
    kind: GameKind,
    seats: usize,
    options: &Options,
    seed: u64,
) -> (u64, Result<(Finished, u64), String>) {
    let spec = GameSpec {
        kind,
        options: options.clone(),
        seed,
        seats: (0..seats)
            .map(|s| SeatRow::bot(s, bot_name(s).as_str()))
            .collect(),
        guild_id: None,
        channel_id: None,
        host_id: None,
        locale: Default::default(),
    };
    let row = match table.create(spec).await {
        Ok(row) => row,
        Err(e) => return (0, Err(e.to_string())),
    };
    let mut game = match table.lock(row.id).await {
        Ok(game) => game,
        Err(e) => return (0, Err(e.to_string())),
    };
    let played = game
        .play_bots(Timers::Now, MAX_ACTIONS_PER_GAME as usize)
        .await;
    let row = game.row();
    let actions = row.version;
    if let Err(e) = played {
        return (actions, Err(format!("a move was refused: {e}")));
    }
    let state = row.snapshot.as_ref().expect("running game has a snapshot");
    let bytes = serde_json::to_string(state).map_or(0, |j| j.len() as u64);
    match state.outcome() {
        Some(outcome) => {
            let game = Finished {
                outcome,
                standings: state.standings(),
                tallies: state.tallies(),
            };
            (actions, Ok((game, bytes)))
        }
        None if row.version >= MAX_ACTIONS_PER_GAME => {
            (actions, Err("no outcome: the game does not end".into()))
        }
        None => (actions, Err("stuck: no bot move and no timer".into())),
    }
}

fn panic_message(panic: &Box<dyn std::any::Any + Send>) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".into())
}

fn print_report(report: &Report, kind: GameKind, seats: usize, db: Option<&str>) {
    let mode = match db {
        Some(db) => format!("through {} ({db})", Backend::of(db).name()),
        None => "in memory".to_string(),
    };
    println!("{} with {seats} seats, {mode}", kind.english_name());
    println!(
        "  {} games, {} actions in {:.2} s: {:.0} games/s, {:.0} actions/s",
        report.games,
        report.actions,
        report.seconds,
        report.games_per_sec(),
        report.actions_per_sec()
    );
    if let Some(b) = &report.baseline {
        println!(
            "  raw sqlx loop of the same transaction shape: {:.0} actions/s ({} actions, {} byte snapshots); table/raw = {:.2}",
            b.actions_per_sec,
            b.actions,
            b.snapshot_bytes,
            report.actions_per_sec() / b.actions_per_sec
        );
    }
    let mut wins = BTreeMap::new();
    for (seat, w) in report.wins_by_seat.iter().enumerate() {
        wins.insert(seat, *w);
    }
    println!("  wins by seat: {wins:?}");
    println!(
        "  shared wins: {}, games without a winner: {}",
        report.shared_wins, report.no_winner
    );
    if !report.team_wins.is_empty() {
        println!("  wins by side: {:?}", report.team_wins);
    }
    let mean: Vec<String> = report
        .score_sum_by_seat
        .iter()
        .map(|s| format!("{:.2}", *s as f64 / report.games.max(1) as f64))
        .collect();
    println!("  mean score by seat: {}", mean.join(" "));
    print_tallies(&report.tallies);
    println!("  errors: {}", report.errors);
    for e in &report.first_errors {
        println!("    {e}");
    }
}

/// Tallies named `row/column` as a table, the others one per line.
fn print_tallies(tallies: &[(String, u64)]) {
    let mut rows: Vec<(&str, Vec<(&str, u64)>)> = Vec::new();
    let mut columns: Vec<&str> = Vec::new();
    for (name, n) in tallies {
        let Some((row, column)) = name.rsplit_once('/') else {
            println!("  {name}: {n}");
            continue;
        };
        if !columns.contains(&column) {
            columns.push(column);
        }
        match rows.iter_mut().find(|r| r.0 == row) {
            Some(r) => r.1.push((column, *n)),
            None => rows.push((row, vec![(column, *n)])),
        }
    }
    if rows.is_empty() {
        return;
    }
    let first = rows.iter().map(|r| r.0.len()).max().unwrap_or(0);
    let widths: Vec<usize> = columns.iter().map(|c| c.len().max(7)).collect();
    let mut header = format!("  {:first$}", "");
    for (c, w) in columns.iter().zip(&widths) {
        header.push_str(&format!("  {c:>w$}"));
    }
    println!("{header}");
    for (row, cells) in &rows {
        let mut line = format!("  {row:first$}");
        for (c, w) in columns.iter().zip(&widths) {
            match cells.iter().find(|(k, _)| k == c) {
                Some((_, n)) => line.push_str(&format!("  {n:>w$}")),
                None => line.push_str(&format!("  {:>w$}", "-")),
            }
        }
        println!("{line}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simulate_names_the_option_that_fails_set_up() {
        let kind = GameKind::Werewolf;
        let bad = Options::parse(kind.option_specs(), [("artifact_list", "banana")]).unwrap();
        let e = check_setup(kind, 8, &bad, 1).unwrap_err().message;
        assert!(e.contains("banana"), "{e}");
        let good = Options::parse(kind.option_specs(), [("artifacts", "1")]).unwrap();
        check_setup(kind, 8, &good, 1).unwrap();
    }

    #[test]
    fn loss_causes_and_bot_habits_are_reported_as_outcomes_not_tallies() {
        let mut report = Report::new(2);
        report.tallies = vec![
            ("loss_causes/split".into(), 2),
            ("bot_habits/lines spoken".into(), 7),
            ("Rod of Reincarnation/revealed".into(), 1),
        ];
        let json = report.to_json(GameKind::Werewolf, 2, false);
        assert_eq!(json["outcomes"]["loss_causes"], json!({"split": 2}));
        assert_eq!(json["outcomes"]["bot_habits"], json!({"lines spoken": 7}));
        assert_eq!(json["tallies"], json!({"Rod of Reincarnation/revealed": 1}));
    }

    #[test]
    fn game_tallies_are_summed_over_the_games_and_reported() {
        let kind = GameKind::Werewolf;
        let options = Options::parse(kind.option_specs(), [("artifacts", "2")]).unwrap();
        let one = run_in_memory(kind, 12, &options, 1, 1);
        let three = run_in_memory(kind, 12, &options, 1, 3);
        assert_eq!(three.errors, 0);
        let get = |r: &Report, name: &str| r.tallies.iter().find(|t| t.0 == name).map(|t| t.1);
        let names: Vec<&String> = three.tallies.iter().map(|t| &t.0).collect();
        assert_eq!(names, one.tallies.iter().map(|t| &t.0).collect::<Vec<_>>());
        assert!(names.contains(&&"Rod of Reincarnation/revealed".to_string()));
        // Game 1 of both runs is the same game: three games count at least as much.
        for (name, n) in &one.tallies {
            assert!(get(&three, name).unwrap() >= *n, "{name}");
        }
        let revealed: u64 = three
            .tallies
            .iter()
            .filter(|t| t.0.ends_with("/revealed"))
            .map(|t| t.1)
            .sum();
        let played: u64 = (1..=3)
            .map(|seed| {
                let game = setup_for(12, &options, seed);
                let mut g = kind.setup(&game).unwrap();
                while g.outcome().is_none() {
                    let (actor, action) = g.next_automatic_move(|_| true).unwrap();
                    g.apply(actor, &action).unwrap();
                }
                g.tallies()
                    .iter()
                    .filter(|t| t.0.ends_with("/revealed"))
                    .map(|t| t.1)
                    .sum::<u64>()
            })
            .sum();
        assert!(revealed > 0);
        assert_eq!(revealed, played, "the sum of the games' own tallies");
        let json = three.to_json(kind, 12, false);
        assert_eq!(
            json["tallies"]["Rod of Reincarnation/revealed"],
            get(&three, "Rod of Reincarnation/revealed").unwrap()
        );
        // A game without tallies reports none.
        let plain = Options::parse(GameKind::Wolfpack.option_specs(), []).unwrap();
        let r = run_in_memory(GameKind::Wolfpack, 3, &plain, 1, 2);
        assert!(r.tallies.is_empty());
    }

    #[test]
    fn the_json_report_counts_the_wins_of_each_side() {
        let kind = GameKind::Werewolf;
        let options = Options::parse(kind.option_specs(), [("artifacts", "2")]).unwrap();
        let report = run_in_memory(kind, 8, &options, 1, 12);
        assert_eq!(report.errors, 0);
        let json = report.to_json(kind, 8, false);
        let sides = json["outcomes"]["team_wins"].as_object().unwrap();
        let wins = |side: &str| sides.get(side).and_then(|n| n.as_u64()).unwrap_or(0);
        assert!(wins("village") > 0 || wins("werewolves") > 0, "{sides:?}");
        // The Tanner only shares a win: each game has one winning side or none.
        assert_eq!(
            wins("village") + wins("werewolves"),
            report.games - report.no_winner,
            "{sides:?}"
        );
        assert!(sides
            .keys()
            .all(|k| ["village", "werewolves", "Tanner"].contains(&k.as_str())));
        // A game without sides reports none.
        let plain = Options::parse(GameKind::Wolfpack.option_specs(), []).unwrap();
        let r = run_in_memory(GameKind::Wolfpack, 3, &plain, 1, 2);
        assert!(
            r.to_json(GameKind::Wolfpack, 3, false)["outcomes"]["team_wins"]
                .as_object()
                .unwrap()
                .is_empty()
        );
    }
}
