//! Nudges in the channel for players a DM does not reach: who is mentioned,
//! and when, follows public facts only, whatever happens to DMs in the
//! middle of a game; and a player without DMs is pinged at most once per
//! step that asks them in public (in Werewolf: every living player when the
//! night falls and when the day opens, and whoever a day's step asks
//! alone), the board alone telling the rest.

use crate::support;

use std::collections::{BTreeMap, BTreeSet, HashMap};

use support::nudges::{nudges, posts_and_pings, Nudge};
use support::*;
use wolfden::games::werewolf::{Phase, Role, Werewolf};
use wolfden::games::AnyGame;
use wolfden::store::{GameRow, GameStatus};

/// Six humans, a Witch among them; nights long enough for every open
/// panel to expire in one.
/// The first night has a victim, so the Witch is still alive to be asked
/// whatever the day's votes would have done.
const OPTIONS: &str = "roles=werewolf=1,seer=1,witch=1,villager=3 quiet_seconds=60 night_seconds=900 first_night_kill=true";

/// A little more than the bot keeps a panel open (14 minutes).
const PANELS_EXPIRE_MS: i64 = 14 * 60 * 1000 + 1000;

fn werewolf(row: &GameRow) -> &Werewolf {
    match row.snapshot.as_ref().expect("running") {
        AnyGame::Werewolf(g) => g,
        other => panic!("not werewolf: {}", other.kind()),
    }
}

/// Play the six-human village to its end. When the first night with a
/// victim to choose falls, every open panel expires and the first player
/// holding `role` closes their DMs; the wolves then choose first, and the
/// Witch's question changes (a private push to her). The nudges the table
/// saw, with the id of the player whose DMs closed written as 0.
async fn nudges_when_dms_close_mid_game(role: Role) -> Vec<Nudge> {
    let h = Harness::start().await;
    let humans: Vec<u64> = (0..6).map(user).collect();
    let (id, _) = h
        .start_game(CHANNEL, "werewolf", Some(OPTIONS), &humans, 0)
        .await;
    let mut panels = HashMap::new();
    let row = loop {
        let row = h.running_game(id).await.expect("the game runs");
        let g = werewolf(&row);
        if g.phase == Phase::Night && g.night.victims.is_none() {
            break row;
        }
        h.human_move(id, &mut panels).await;
    };
    let state = row.snapshot.as_ref().unwrap();
    let seat = (0..row.seats.len())
        .find(|&s| werewolf(&row).players[s].role == role && state.prompt_for(s).is_some())
        .expect("a player with the role is still to act tonight");
    assert!(
        werewolf(&row).players[0].role == Role::Werewolf,
        "the wolf acts first"
    );
    let closing: u64 = row.seats[seat].user_id.as_ref().unwrap().parse().unwrap();
    h.fake.close_dms(closing);
    h.clock.advance_ms(PANELS_EXPIRE_MS);
    h.play_to_end(id, 5000).await;
    h.settle().await;
    assert_eq!(h.game(id).await.status, GameStatus::Finished);
    let seen = nudges(&h, id, CHANNEL)
        .into_iter()
        .map(|mut n| {
            if n.mentioned.remove(&closing) {
                n.mentioned.insert(0);
            }
            n
        })
        .collect();
    hidden::check(&h, id).await;
    h.shutdown().await;
    seen
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn nudges_are_the_same_whichever_role_the_player_closing_dms_mid_game_holds() {
    // The same deal both times (each harness's first game has one seed).
    let witch = nudges_when_dms_close_mid_game(Role::Witch).await;
    let villager = nudges_when_dms_close_mid_game(Role::Villager).await;
    assert_eq!(
        witch, villager,
        "the nudges name the player whose DMs closed according to their role"
    );
}

/// A Werewolf board's stage: its night or day ("Night 2", "Day 2"), the
/// steps of a day (nomination, trial, vote) counting as one.
fn stage(board_title: &str) -> Option<String> {
    let phase = board_title.split(" — ").nth(1)?;
    let stage = phase.split(':').next()?;
    (stage.starts_with("Night ") || stage.starts_with("Day ")).then(|| stage.to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_player_without_dms_is_pinged_once_a_night_once_a_day_and_when_asked_alone() {
    let h = Harness::start().await;
    // The 40-seat village of the strict tests: 30 humans, DMs closed for a
    // third of them, and 10 bots.
    let humans: Vec<u64> = (0..30).map(user).collect();
    for u in humans.iter().step_by(3) {
        h.fake.close_dms(*u);
    }
    let (id, _) = h.start_game(CHANNEL, "werewolf", None, &humans, 10).await;
    let moves = h.play_to_end(id, 20_000).await;
    h.settle().await;
    assert_eq!(h.game(id).await.status, GameStatus::Finished);
    let (posts, pings) = posts_and_pings(&h.fake.calls(), CHANNEL);
    let seen = nudges(&h, id, CHANNEL);
    let stages: BTreeSet<String> = h
        .fake
        .shown()
        .iter()
        .filter_map(|(_, m)| stage(m.embeds[0]["title"].as_str()?))
        .collect();
    println!(
        "40-seat Werewolf (30 humans, 10 with DMs closed, 10 bots): {moves} human moves, \
         {posts} channel posts, {pings} pings, {} nudges over {} nights and days",
        seen.len(),
        stages.len()
    );
    // Once per step that asks them: never twice under one board title.
    let mut per_step: BTreeMap<(&str, u64), usize> = BTreeMap::new();
    for n in &seen {
        for u in &n.mentioned {
            *per_step.entry((n.board_title.as_str(), *u)).or_default() += 1;
        }
    }
    let twice: Vec<_> = per_step.iter().filter(|(_, n)| **n > 1).collect();
    assert!(twice.is_empty(), "pinged twice in one step: {twice:?}");
    // Everyone once when the night falls and once when the day opens; a
    // day's later steps ping only a player the step asks alone (the
    // accused, the Hunter).
    let mut per_stage: BTreeMap<Option<String>, usize> = BTreeMap::new();
    for n in seen.iter().filter(|n| n.mentioned.len() > 1) {
        *per_stage.entry(stage(&n.board_title)).or_default() += 1;
    }
    let crowded: Vec<_> = per_stage.iter().filter(|(_, n)| **n > 1).collect();
    assert!(
        crowded.is_empty(),
        "more than one nudge for many players in a night or a day: {crowded:?}"
    );
    assert!(
        pings <= (stages.len() + 1) * 10 + seen.len(),
        "{pings} pings for 10 players without DMs over {} nights and days",
        stages.len()
    );
    hidden::check(&h, id).await;
    h.shutdown().await;
}

/// Who is pinged, and when, in a seven-seat village (four humans with
/// DMs closed) played the same way with the server in `locale`: the
/// nudges' mentions, in order.
async fn pings_in(locale: &str) -> Vec<BTreeSet<u64>> {
    let h = Harness::start().await;
    h.fake.set_guild_locale(GUILD_ID, locale);
    let humans: Vec<u64> = (0..7).map(user).collect();
    for u in humans.iter().step_by(2) {
        h.fake.close_dms(*u);
    }
    let (id, _) = h
        .start_game(CHANNEL, "werewolf", Some("quiet_seconds=60"), &humans, 0)
        .await;
    h.play_to_end(id, 5000).await;
    h.settle().await;
    assert_eq!(h.game(id).await.status, GameStatus::Finished);
    let seen = nudges(&h, id, CHANNEL);
    h.shutdown().await;
    seen.into_iter().map(|n| n.mentioned).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_stages_that_ping_are_the_games_own_in_french_and_german_as_in_english() {
    // French titles read "Jour 2 : vote" (a space before the colon), German
    // "Tag 2: Morgengrauen" (dawn written like a step of the day): a stage
    // cut from the title pinged at every French step and missed the German
    // day's opening. The game's stage is data, the same in every language.
    let english = pings_in("en-US").await;
    assert!(
        english.iter().filter(|m| m.len() > 1).count() >= 2,
        "the night and the day each ping the players without DMs: {english:?}"
    );
    for locale in ["fr", "de"] {
        assert_eq!(
            pings_in(locale).await,
            english,
            "{locale}: pinged at other steps than in English"
        );
    }
}
