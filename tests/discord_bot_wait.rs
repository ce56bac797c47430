//! Bots leave people the floor on Discord: at a Werewolf table of two
//! people and five bots, driven through the loopback fake Discord with a
//! manual clock (no sleeps), no bot nominates or seconds within the
//! `bot_wait` delay after nominations open, a person nominates first, and
//! over a whole game no bot nominates or seconds a player the vote publicly
//! cannot eliminate (the holder of the Amulet of Protection, which Alice,
//! a werewolf, shows on the first day and which passes on at each dawn).

use crate::support;

use std::collections::HashMap;

use support::*;
use wolfden::engine::Actor;
use wolfden::games::werewolf::{Phase, Werewolf};
use wolfden::games::{AnyGame, GameKind};
use wolfden::store::{GameId, GameRow, GameStatus, SeatRow};
use wolfden::table::{deal, parse_options};

/// Two people and five bots; only Alice (seat 1) takes an artifact, and
/// the only artifact in play is the Amulet of Protection.
const OPTIONS: &str = "roles=werewolf=2,seer=1,villager=4 quiet_seconds=60 bot_wait=40 \
    artifacts=1 artifact_list=amulet artifact_opt_out=2,3,4,5,6,7";
const BOTS: usize = 5;
/// The shortest a bot waits once nominations open: half of `bot_wait`.
const LEAST_WAIT_MS: i64 = 20_000;
/// What a choice or prompt says of a player the vote cannot eliminate.
const PROTECTED: &str = "cannot be eliminated";

fn werewolf(row: &GameRow) -> &Werewolf {
    match row.snapshot.as_ref().expect("running") {
        AnyGame::Werewolf(g) => g,
        other => panic!("not werewolf: {}", other.kind()),
    }
}

fn is_bot(row: &GameRow, seat: usize) -> bool {
    row.seats[seat].is_bot
}

/// Play (people as bots would, the clock at its deadlines) until the first
/// day's talk, before nominations open.
async fn to_first_day(h: &Harness, id: GameId, panels: &mut HashMap<u64, u64>) -> GameRow {
    for _ in 0..200 {
        h.settle().await;
        let row = h.game(id).await;
        let g = werewolf(&row);
        if matches!(g.phase, Phase::Discussion { .. }) && !g.today.floor_open {
            return row;
        }
        assert!(
            h.human_move(id, panels).await.is_some(),
            "the night goes on"
        );
    }
    panic!("no day came")
}

/// The choice of `seat`'s prompt whose label starts with `label`.
fn choice_like(row: &GameRow, seat: usize, label: &str) -> String {
    let prompt = row
        .snapshot
        .as_ref()
        .and_then(|s| s.prompt_for(seat))
        .expect("prompted");
    prompt
        .choices
        .iter()
        .find(|c| c.label.to_string().starts_with(label))
        .unwrap_or_else(|| panic!("no {label}: {:?}", prompt.choices))
        .id
        .clone()
}

/// Advance the clock by `ms` and let the scheduler act on any deadline
/// that passed (none, in the cases this is used for).
async fn advance_quietly(h: &Harness, ms: i64) {
    h.clock.advance_ms(ms);
    h.bot().poke_scheduler();
    h.settle().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn bots_wait_before_they_nominate_or_second_and_a_person_nominates_first() {
    let h = Harness::start().await;
    let (id, _) = h
        .start_game(CHANNEL, "werewolf", Some(OPTIONS), &[ALICE, BOB], BOTS)
        .await;
    let mut panels = HashMap::new();
    let row = to_first_day(&h, id, &mut panels).await;
    assert!(werewolf(&row).today.nominated.is_empty());

    // The quiet talk ends: nominations open, and nobody has nominated.
    let at = row.deadline_at.expect("the quiet talk has a timer");
    h.pass_deadline(id, at).await;
    let row = h.game(id).await;
    let g = werewolf(&row);
    assert!(g.today.floor_open, "nominations are open");
    assert!(g.today.nominated.is_empty(), "no bot nominated at once");
    assert!(matches!(g.phase, Phase::Discussion { .. }));
    let opened = h.clock_now();
    let next = row.deadline_at.expect("the floor has a timer");
    assert!(
        next - opened >= LEAST_WAIT_MS,
        "the clock's next step is a bot's wait away: {} ms",
        next - opened
    );
    for seat in (0..row.seats.len()).filter(|&s| is_bot(&row, s)) {
        let wait = g.today.bots_wait[seat] - g.today.floor_spent;
        assert!((20..=40).contains(&wait), "bot {seat} waits {wait} s");
    }

    // Almost the shortest wait passes: still no bot on its feet.
    let version = row.version;
    advance_quietly(&h, LEAST_WAIT_MS - 1_000).await;
    let row = h.game(id).await;
    assert_eq!(row.version, version, "nothing happened within the wait");

    // A person nominates first, and no bot seconds at once.
    let target = (0..row.seats.len())
        .find(|&s| is_bot(&row, s) && werewolf(&row).players[s].alive)
        .expect("a living bot");
    let nominate = format!("n{target}");
    h.pick(id, 1, &nominate, &mut panels).await;
    let row = h.game(id).await;
    let g = werewolf(&row);
    assert_eq!(g.today.nominated, vec![1], "Bob nominated first");
    match &g.phase {
        Phase::Second { answered, .. } => {
            let bots: Vec<&usize> = answered.iter().filter(|&&s| is_bot(&row, s)).collect();
            assert!(bots.is_empty(), "bots answered at once: {bots:?}");
        }
        other => panic!("not seconding: {other:?}"),
    }
    let log = h.store().actions(id).await.unwrap();
    let bot_day_moves = log.iter().rev().take_while(|(a, _)| *a != Actor::Clock);
    for (actor, action) in bot_day_moves {
        if let Actor::Seat(s) = actor {
            assert!(
                !is_bot(&row, *s) || !(action.starts_with('n') || action == "second"),
                "bot {s} did {action} before its wait"
            );
        }
    }
    h.shutdown().await;
}

/// Seeds whose deal makes Alice (seat 0) a werewolf: the bots, a bot
/// Seer above all, then have every reason to nominate her.
fn seeds_where_alice_is_a_wolf(n: usize) -> Vec<u64> {
    let options = parse_options(GameKind::Werewolf, OPTIONS).unwrap();
    let seats: Vec<SeatRow> = (0..2 + BOTS)
        .map(|seat| SeatRow {
            seat,
            user_id: (seat < 2).then(|| [ALICE, BOB][seat].to_string()),
            name: format!("Seat {seat}"),
            is_bot: seat >= 2,
            named: if seat >= 2 {
                wolfden::store::Named::Bot
            } else {
                wolfden::store::Named::Player
            },
        })
        .collect();
    (1..10_000)
        .filter(
            |&seed| match deal(GameKind::Werewolf, &options, seed, &seats) {
                Ok(AnyGame::Werewolf(g)) => g.is_werewolf(0),
                _ => false,
            },
        )
        .take(n)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn bots_never_nominate_or_second_a_player_the_vote_publicly_cannot_eliminate() {
    let mut protected_offered = 0;
    for seed in seeds_where_alice_is_a_wolf(3) {
        protected_offered += play_and_check_protected_nominations(seed).await;
    }
    assert!(
        protected_offered > 0,
        "a bot was offered a player it could not eliminate"
    );
}

/// One game from `seed`, Alice showing her Amulet on the first day; every
/// bot nomination and second checked against what the bot was offered.
/// Returns how often a bot was offered a protected player to nominate.
async fn play_and_check_protected_nominations(seed: u64) -> usize {
    let h = Harness::start_with(|l| l.seed = Some(seed)).await;
    let (id, _) = h
        .start_game(CHANNEL, "werewolf", Some(OPTIONS), &[ALICE, BOB], BOTS)
        .await;
    let mut panels = HashMap::new();
    let row = to_first_day(&h, id, &mut panels).await;
    // Alice shows her Amulet before nominations open.
    if werewolf(&row).players[0].alive {
        let reveal = choice_like(&row, 0, "Reveal artifact");
        h.pick(id, 0, &reveal, &mut panels).await;
        while h
            .game(id)
            .await
            .snapshot
            .as_ref()
            .and_then(|s| s.prompt_for(0))
            .is_some_and(|p| p.text.to_string().contains("Amulet"))
        {
            assert!(h.human_move(id, &mut panels).await.is_some());
        }
    }
    let mut moves = 0;
    while h.game(id).await.status == GameStatus::Running {
        assert!(h.human_move(id, &mut panels).await.is_some());
        moves += 1;
        assert!(moves < 2_000, "the game ends");
    }

    // Replayed from the log: before each bot's nomination or second, what
    // the bot was offered did not say the player cannot be eliminated.
    let row = h.game(id).await;
    let mut state = deal(row.kind, &row.options, row.seed, &row.seats).unwrap();
    let mut protected_offered = 0;
    for (actor, action) in h.store().actions(id).await.unwrap() {
        if let Actor::Seat(s) = actor {
            let prompt = state.prompt_for(s).expect("a seat acts when asked");
            if is_bot(&row, s) {
                protected_offered += prompt
                    .choices
                    .iter()
                    .filter(|c| c.id.starts_with('n') && c.label.to_string().contains(PROTECTED))
                    .count();
                let chosen = prompt.choices.iter().find(|c| c.id == action).unwrap();
                if action.starts_with('n') {
                    let label = chosen.label.to_string();
                    assert!(!label.contains(PROTECTED), "bot {s}: {label}");
                }
                if action == "second" {
                    let text = prompt.text.to_string();
                    assert!(!text.contains(PROTECTED), "bot {s} seconded: {text}");
                }
            }
        }
        state.apply(actor, &action).unwrap();
    }
    h.shutdown().await;
    protected_offered
}
