//! What players see, as pictures: plays a scripted evening on the fake
//! Discord (a Werewolf lobby, a night panel, a day board during a vote, a
//! player's panel then, a day board after votes of two days, the final
//! board; an Arctic Escape board with its map and a player's panel; a
//! mid-game board, a player's panel and the final board of Project
//! Planning, Wolfpack and Wolves, one short game each with one person and
//! two bots; the answer to `/help`), writes those
//! messages to `target/screens/messages.json`, and draws them with
//! `scripts/screens/render.mjs` in headless Chromium at a phone's width, to
//! check a board's picture is not blank and that the private panels and
//! the boards fit one phone screen (850 px tall at 400 px wide). Without Chromium, Node or the script's npm packages
//! (`npm ci` in `scripts/screens`), the drawing is skipped with one line
//! saying so. `scripts/screens/regenerate` uses the same dump for the
//! screenshots in `docs/screens/`.

use crate::support;

use std::collections::{HashMap, HashSet};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

use support::screens::{write_screens, Screen};
use support::*;
use wolfden::engine::text::Locale;
use wolfden::games::werewolf::Phase;
use wolfden::games::AnyGame;
use wolfden::store::{GameId, GameRow, GameStatus};

const WEREWOLF_OPTIONS: &str = "roles=werewolf=2,seer=1,bodyguard=1,villager=3 quiet_seconds=60";
/// The board whose picture the test checks is not blank.
const DRAWN: &str = "werewolf-day-board";
/// A phone: 400 px wide, one screen about 850 px tall (issue 25, item 2).
const PHONE_WIDTH: u32 = 400;
const PHONE_SCREEN_PX: u64 = 850;
/// The screens that fit one phone screen.
const ONE_PHONE_SCREEN: &[&str] = &[
    "werewolf-night-panel",
    "werewolf-private-panel",
    "arctic-private-panel",
    "help",
    "arctic-board",
    "lobby",
    "werewolf-day-board",
    "werewolf-day-after-vote",
    "project-planning-board",
    "project-planning-private-panel",
    "project-planning-game-over",
    "wolfpack-board",
    "wolfpack-private-panel",
    "wolfpack-game-over",
    "wolves-board",
    "wolves-private-panel",
    "wolves-game-over",
    // The story of a three-day game: seven seats, five named votes, five
    // claims checked.
    "werewolf-game-over",
];

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Whether `row` is a Werewolf game in a phase that `wanted` accepts.
fn phase_is(row: &GameRow, wanted: impl Fn(&Phase) -> bool) -> bool {
    matches!(row.snapshot.as_ref(), Some(AnyGame::Werewolf(g)) if wanted(&g.phase))
}

/// A human seat the game asks something now (else any living human), and
/// its user.
fn human_to_show(row: &GameRow) -> Option<u64> {
    let state = row.snapshot.as_ref()?;
    let prompted: HashSet<usize> = state.prompts().iter().map(|p| p.seat).collect();
    let humans = || {
        row.seats
            .iter()
            .filter(|s| !s.is_bot)
            .map(|s| (s.seat, s.user_id.as_ref().unwrap().parse::<u64>().unwrap()))
    };
    humans()
        .find(|(seat, _)| prompted.contains(seat))
        .or_else(|| humans().next())
        .map(|(_, user)| user)
}

/// The lobby with three people and two bots, before Start.
async fn lobby(h: &Harness) -> (GameId, Msg) {
    let (id, mut lobby) = h
        .open_lobby(ALICE, CHANNEL, "werewolf", Some(WEREWOLF_OPTIONS))
        .await;
    for user in [BOB, CAROL] {
        lobby = h.lobby_click(user, &lobby, "Join").await;
    }
    for _ in 0..4 {
        lobby = h.lobby_click(ALICE, &lobby, "Add bot").await;
    }
    (id, lobby)
}

/// Plays the Werewolf game of `lobby` to its end by clicks; takes a human's
/// private panel on the first night, the main board and a human's panel at
/// the first vote, and the final board.
async fn werewolf_screens(h: &Harness, id: GameId, lobby: &Msg) -> Vec<Screen> {
    h.lobby_click(ALICE, lobby, "Start").await;
    let mut screens = Vec::new();
    let mut panels = HashMap::new();
    let mut moves = 0;
    let (mut night_taken, mut vote_taken) = (false, false);
    // The latest day board after a vote, until one shows two days' votes.
    let mut after_vote: Option<(Msg, i64, bool)> = None;
    loop {
        h.settle().await;
        let row = h.game(id).await;
        if row.status != GameStatus::Running {
            break;
        }
        if let Some(two_days) = votes_shown(&row) {
            if !after_vote.as_ref().is_some_and(|(_, _, both)| *both) {
                after_vote = Some((h.board(id, "main").await, h.clock_now(), two_days));
            }
        }
        if !night_taken && phase_is(&row, |p| *p == Phase::Night) {
            if let Some(user) = human_to_show(&row) {
                let panel = h.show_hand(user, &h.board(id, "main").await).await;
                screens.push(Screen::new(
                    "werewolf-night-panel",
                    "A Werewolf player's private panel (Show my hand) on the first night",
                    panel,
                    h.clock_now(),
                ));
                night_taken = true;
            }
        }
        if !vote_taken && phase_is(&row, |p| matches!(p, Phase::Vote { .. })) {
            let board = h.board(id, "main").await;
            if let Some(user) = human_to_show(&row) {
                let panel = h.show_hand(user, &board).await;
                let now = h.clock_now();
                screens.push(Screen::new(
                    DRAWN,
                    "A Werewolf day board during a vote",
                    board,
                    now,
                ));
                screens.push(Screen::new(
                    "werewolf-private-panel",
                    "A Werewolf player's private panel (Show my hand) during the vote",
                    panel,
                    now,
                ));
                vote_taken = true;
            }
        }
        if h.human_move(id, &mut panels).await.is_none() {
            break;
        }
        moves += 1;
        assert!(moves < 400, "the Werewolf game ends");
    }
    assert_eq!(screens.len(), 3, "the game came to a night and a vote");
    let (board, now, _) = after_vote.expect("a vote was over while the game ran");
    screens.push(Screen::new(
        "werewolf-day-after-vote",
        "A Werewolf day board after votes: who voted how, today and yesterday",
        board,
        now,
    ));
    screens.push(Screen::new(
        "werewolf-game-over",
        "The Werewolf board at the game's end",
        h.board(id, "main").await,
        h.clock_now(),
    ));
    screens
}

/// The Werewolf day board during a vote and a player's private panel then,
/// in a server and for players whose Discord speaks `locale` (named
/// `werewolf-day-board-de`, `werewolf-private-panel-de`).
async fn localised_screens(locale: Locale) -> Vec<Screen> {
    let h = Harness::start().await;
    h.fake.set_guild_locale(GUILD_ID, locale.tag());
    for u in [ALICE, BOB, CAROL] {
        h.fake.set_user_locale(u, locale.tag());
    }
    let (id, lobby) = lobby(&h).await;
    h.lobby_click(ALICE, &lobby, "Start").await;
    let mut panels = HashMap::new();
    let tag = locale.tag();
    for _ in 0..400 {
        h.settle().await;
        let row = h.game(id).await;
        assert_eq!(row.status, GameStatus::Running, "the game comes to a vote");
        if phase_is(&row, |p| matches!(p, Phase::Vote { .. })) {
            if let Some(user) = human_to_show(&row) {
                let board = h.board(id, "main").await;
                let panel = h.show_hand(user, &board).await;
                let now = h.clock_now();
                let screens = vec![
                    Screen::new(
                        &format!("werewolf-day-board-{tag}"),
                        &format!("A Werewolf day board during a vote, in {tag}"),
                        board,
                        now,
                    ),
                    Screen::new(
                        &format!("werewolf-private-panel-{tag}"),
                        &format!("A Werewolf player's private panel during the vote, in {tag}"),
                        panel,
                        now,
                    ),
                ];
                h.shutdown().await;
                return screens;
            }
        }
        h.human_move(id, &mut panels).await;
    }
    panic!("no vote in {tag}");
}

/// Whether the board of `row` shows finished votes now (a day, not during a
/// vote): `Some(true)` when they are of today and yesterday.
fn votes_shown(row: &GameRow) -> Option<bool> {
    let Some(AnyGame::Werewolf(g)) = row.snapshot.as_ref() else {
        return None;
    };
    let day = matches!(g.phase, Phase::Discussion { .. } | Phase::Second { .. });
    let today = g.vote_log.iter().any(|v| v.round == g.round);
    let yesterday = g.vote_log.iter().any(|v| v.round + 1 == g.round);
    (day && today).then_some(yesterday)
}

/// One short game of `kind` (one person, two bots): its public board and
/// the person's private panel a few moves in, and its final board.
async fn game_screens(h: &Harness, kind: &str, options: Option<&str>, what: &str) -> Vec<Screen> {
    let (id, _) = h.start_game(CHANNEL, kind, options, &[ALICE], 2).await;
    let mut panels = HashMap::new();
    for _ in 0..2 {
        h.human_move(id, &mut panels).await;
    }
    h.settle().await;
    let board = h.board(id, "main").await;
    let panel = h.show_hand(ALICE, &board).await;
    let now = h.clock_now();
    let mut screens = vec![
        Screen::new(
            &format!("{kind}-board"),
            &format!("A {what} board in the middle of a game"),
            board,
            now,
        ),
        Screen::new(
            &format!("{kind}-private-panel"),
            &format!("A {what} player's private panel (Show my hand)"),
            panel,
            now,
        ),
    ];
    h.play_to_end(id, 2_000).await;
    h.settle().await;
    assert_eq!(h.game(id).await.status, GameStatus::Finished, "{kind} ends");
    screens.push(Screen::new(
        &format!("{kind}-game-over"),
        &format!("The {what} board at the game's end, with its story"),
        h.board(id, "main").await,
        h.clock_now(),
    ));
    screens
}

/// An Arctic Escape board with its map, a few moves in, and the private
/// panel of the player to move.
async fn arctic_screens(h: &Harness) -> Vec<Screen> {
    let (id, _) = h
        .start_game(CHANNEL2, "arctic-escape", None, &[DAVE, EVE], 2)
        .await;
    let mut panels = HashMap::new();
    for _ in 0..3 {
        h.human_move(id, &mut panels).await;
    }
    h.settle().await;
    let row = h.game(id).await;
    let board = h.board(id, "main").await;
    let user = human_to_show(&row).expect("a person plays");
    let panel = h.show_hand(user, &board).await;
    let now = h.clock_now();
    vec![
        Screen::new(
            "arctic-board",
            "An Arctic Escape board with its map",
            board,
            now,
        )
        .with_board_picture(&row),
        Screen::new(
            "arctic-private-panel",
            "An Arctic Escape player's private panel (Show my hand)",
            panel,
            now,
        ),
    ]
}

/// Plays the scripted evening and writes `target/screens/messages.json`.
async fn dump_screens() -> PathBuf {
    let h = Harness::start().await;
    let (id, lobby) = lobby(&h).await;
    let mut screens = vec![Screen::new(
        "lobby",
        "A Werewolf lobby: three people and four bots",
        lobby.clone(),
        h.clock_now(),
    )];
    screens.extend(werewolf_screens(&h, id, &lobby).await);
    screens.extend(arctic_screens(&h).await);
    // One after the other in the Werewolf game's channel, which is free now.
    for (kind, options, what) in [
        ("project-planning", Some("tokens=2"), "Project Planning"),
        ("wolfpack", Some("length=short"), "Wolfpack"),
        ("wolves", None, "Wolves"),
    ] {
        screens.extend(game_screens(&h, kind, options, what).await);
    }
    let ix = h.fake.slash(ALICE, CHANNEL, "help", serde_json::json!([]));
    screens.push(Screen::new(
        "help",
        "The answer to /help",
        h.fake.answer(&ix).await,
        h.clock_now(),
    ));
    h.shutdown().await;
    for locale in Locale::ALL.into_iter().filter(|&l| l != Locale::EnUs) {
        screens.extend(localised_screens(locale).await);
    }
    let arctic = screens.iter().find(|s| s.name == "arctic-board").unwrap();
    assert_eq!(arctic.pictures.len(), 1, "the Arctic board carries its map");
    write_screens(&repo().join("target/screens"), &screens)
}

/// Why the renderer cannot run here, if it cannot.
fn renderer_missing() -> Option<String> {
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into());
    if !Path::new(&chromium).exists() {
        return Some(format!("no Chromium at {chromium}"));
    }
    let node = Command::new("node").arg("--version").output();
    if !node.is_ok_and(|o| o.status.success()) {
        return Some("no node on PATH".into());
    }
    let packages = repo().join("scripts/screens/node_modules/@skyra/discord-components-core");
    if !packages.exists() {
        return Some("no npm packages (run `npm ci` in scripts/screens)".into());
    }
    None
}

/// How many distinct colours a PNG has (up to `enough`), and its size.
fn colours(png_file: &Path, enough: usize) -> (usize, u32, u32) {
    let decoder = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(png_file).expect("the screenshot exists"),
    ));
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut buf).expect("a frame");
    let step = info.color_type.samples() * (info.bit_depth as usize).div_ceil(8);
    let mut seen = HashSet::new();
    for pixel in buf[..info.buffer_size()].chunks(step) {
        seen.insert(pixel.to_vec());
        if seen.len() >= enough {
            break;
        }
    }
    (seen.len(), info.width, info.height)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn screens_drawn_as_discord_draws_them_are_not_blank_and_fit_a_phone() {
    let messages = dump_screens().await;
    if let Some(why) = renderer_missing() {
        // Straight to stderr, past the test harness's capture: said once, seen.
        let _ = writeln!(std::io::stderr(), "screens test: drawing skipped: {why}");
        return;
    }
    let out = repo().join("target/screens/test");
    let drawn = Command::new("node")
        .arg(repo().join("scripts/screens/render.mjs"))
        .arg("--in")
        .arg(&messages)
        .arg("--out")
        .arg(&out)
        .args(["--widths", &PHONE_WIDTH.to_string()])
        .output()
        .expect("node runs");
    assert!(
        drawn.status.success(),
        "render.mjs drew the screens: {}{}",
        String::from_utf8_lossy(&drawn.stdout),
        String::from_utf8_lossy(&drawn.stderr)
    );
    let (count, width, height) = colours(&out.join(format!("{DRAWN}-{PHONE_WIDTH}.png")), 64);
    assert!(
        width >= PHONE_WIDTH && height > 200,
        "a whole board: {width}x{height}"
    );
    assert!(count >= 64, "the picture has text and colours: {count}");
    let heights = phone_heights(&out.join("heights.json"));
    // Every screen, those of each language too: the longest language is
    // what the layout must fit.
    let mut too_tall: Vec<String> = heights
        .iter()
        .filter(|(_, px)| **px > PHONE_SCREEN_PX)
        .map(|(name, px)| format!("{name}: {px} px"))
        .collect();
    too_tall.sort();
    assert!(
        too_tall.is_empty(),
        "every screen fits one phone screen ({PHONE_SCREEN_PX} px at {PHONE_WIDTH} px wide): {too_tall:?}"
    );
}

/// Each screen's height in CSS px at [`PHONE_WIDTH`], from the
/// `heights.json` that render.mjs wrote; every screen has one.
fn phone_heights(file: &Path) -> HashMap<String, u64> {
    let text = std::fs::read_to_string(file).expect("render.mjs wrote heights.json");
    let json: serde_json::Value = serde_json::from_str(&text).expect("heights.json is JSON");
    let key = format!("px_at_{PHONE_WIDTH}");
    let heights: HashMap<String, u64> = json["screens"]
        .as_object()
        .expect("a height per screen")
        .iter()
        .map(|(name, h)| (name.clone(), h[&key].as_u64().expect("a height")))
        .collect();
    for name in ONE_PHONE_SCREEN.iter() {
        assert!(heights.contains_key(*name), "{name} was drawn: {heights:?}");
    }
    heights
}
