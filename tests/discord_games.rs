//! Every playable game on Discord with no Discord code of its own: a table
//! of humans plays it to the end by clicking what each seat's bot would
//! pick (buttons or select menus, pictures as attachments), and no message
//! shows anyone what they may not see.

use crate::support;

use support::*;
use wolfden::games::GameKind;
use wolfden::store::GameStatus;

/// Two humans (bots fill the table up to its smallest size), with the
/// game's shortest options so the suite stays quick.
async fn play_whole_game(kind: GameKind, options: Option<&str>) {
    let h = Harness::start().await;
    let (min, max) = kind.seat_range();
    let humans: Vec<u64> = (0..2.min(max)).map(user).collect();
    let bots = min.saturating_sub(humans.len());
    // Nobody gets DMs: every push is a public nudge, which must not tell
    // the table who was prompted.
    for u in &humans {
        h.fake.close_dms(*u);
    }
    let (id, _) = h
        .start_game(CHANNEL, kind.slug(), options, &humans, bots)
        .await;
    let started = std::time::Instant::now();
    let moves = h.play_to_end(id, 20_000).await;
    eprintln!("{kind}: {moves} moves by clicks in {:?}", started.elapsed());
    h.settle().await;
    let row = h.game(id).await;
    assert_eq!(
        row.status,
        GameStatus::Finished,
        "{kind} ended after {moves} moves"
    );
    let board = h.board(id, "main").await;
    let labels: Vec<String> = board.buttons().into_iter().map(|b| b.1).collect();
    assert_eq!(labels, ["Rematch"], "only Rematch once the game is over");
    if row
        .snapshot
        .as_ref()
        .unwrap()
        .view(wolfden::engine::Viewer::Public)
        .image
        .is_some()
    {
        assert!(
            !board.attachments.is_empty(),
            "{kind}: the board's picture is attached"
        );
        let url = board.embeds[0]["image"]["url"].as_str().unwrap();
        assert!(url.starts_with("attachment://"), "{url}");
    }
    hidden::check(&h, id).await;
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn wolfpack_plays_to_the_end_on_discord() {
    play_whole_game(GameKind::Wolfpack, Some("length=short")).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn arctic_escape_plays_to_the_end_on_discord() {
    play_whole_game(GameKind::ArcticEscape, Some("size=small")).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn wolves_plays_to_the_end_on_discord() {
    play_whole_game(GameKind::Wolves, None).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn werewolf_plays_to_the_end_on_discord() {
    play_whole_game(GameKind::Werewolf, None).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_big_werewolf_village_votes_through_select_menus() {
    let h = Harness::start().await;
    let humans: Vec<u64> = (0..12).map(user).collect();
    // A third of the village gets no DMs.
    for u in humans.iter().step_by(3) {
        h.fake.close_dms(*u);
    }
    let (id, _) = h.start_game(CHANNEL, "werewolf", None, &humans, 12).await;
    h.play_to_end(id, 20_000).await;
    h.settle().await;
    assert_eq!(h.game(id).await.status, GameStatus::Finished);
    assert!(
        h.selects_used.load(std::sync::atomic::Ordering::Relaxed) > 0,
        "24 players: long lists of choices come as select menus"
    );
    // No message ever had more than 5 rows or a select of more than 25.
    for (_, m) in h.fake.shown() {
        let rows = m.components.as_array().map_or(0, Vec::len);
        assert!(rows <= 5, "{rows} rows");
        for (_, options) in m.selects() {
            assert!(options.len() <= 25);
        }
    }
    hidden::check(&h, id).await;
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_game_is_covered_here() {
    // A new playable game gets a test above.
    let covered = [
        GameKind::ProjectPlanning, // discord_play, discord_tournament
        GameKind::Wolfpack,
        GameKind::ArcticEscape,
        GameKind::Wolves,
        GameKind::Werewolf,
    ];
    for kind in GameKind::ALL {
        assert!(covered.contains(&kind), "{kind}");
    }
}

/// A click on a private panel updates it in place without `flags`: the
/// panel is ephemeral already, and `flags: 0` would ask Discord to clear
/// what the message has.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn private_panel_updates_send_no_flags() {
    let h = Harness::start().await;
    let humans = [user(0), user(1)];
    let (id, _) = h
        .start_game(CHANNEL, GameKind::Wolfpack.slug(), None, &humans, 1)
        .await;
    h.play_to_end(id, 20_000).await;
    h.settle().await;
    let updates: Vec<_> = h
        .fake
        .calls()
        .into_iter()
        .filter(|c| c.method == "POST" && c.path.ends_with("/callback") && c.body["type"] == 7)
        .collect();
    assert!(!updates.is_empty(), "the panels were updated by clicks");
    for call in &updates {
        assert!(call.body["data"].get("flags").is_none(), "{}", call.body);
    }
    h.shutdown().await;
}
