//! Arctic Escape end to end. Two people cross the floe on the fake Discord by
//! clicks until the game is won or lost. Every edit of the board carries the
//! map picture as an attachment that the embed shows (`attachment://`), and
//! every change of the map brings such an edit. The players use the direction
//! buttons, a re-equip with its kit buttons, and the shared buttons of the
//! ship (and grouping) phase, pressed by the second player. The same crossing
//! is then typed on the terminal (`wolfden play arctic-escape`).

use crate::support;

use std::collections::HashMap;

use serde_json::Value;
use support::*;
use wolfden::engine::{Actor, Viewer};
use wolfden::games::AnyGame;
use wolfden::store::{GameStatus, SeatRow};

const MAP_FILE: &str = "arctic-escape-map.png";
const DIRECTIONS: [&str; 4] = ["up", "down", "left", "right"];

/// The map as the public board shows it (its text twin, which changes
/// exactly when the picture does).
fn map_of(state: &AnyGame) -> String {
    state
        .view(Viewer::Public)
        .image
        .expect("the board has a map")
        .alt
}

/// The board's picture is attached and shown by the embed.
fn assert_map_attached(body: &Value, files: &[String], what: &str) {
    assert_eq!(files, [MAP_FILE], "{what}: the map is attached");
    assert_eq!(
        body["embeds"][0]["image"]["url"],
        format!("attachment://{MAP_FILE}"),
        "{what}: the embed shows the attached map"
    );
}

/// Two people play the game dealt from `seed` to its end by clicks: the
/// second one presses the shared buttons, the first unit to move re-equips
/// once, otherwise each picks what its bot would. Checks the map on every
/// board edit and the end on the board; returns the result and how many
/// times the ship was boarded by a click.
async fn cross_the_floe(seed: u64) -> (wolfden::engine::Outcome, usize) {
    // The test's own views (on this thread) compare the text map and skip
    // the picture; the bot draws it on the runtime's worker threads.
    wolfden::engine::set_images(false);
    let h = Harness::start_with(|launch| launch.seed = Some(seed)).await;
    let started = std::time::Instant::now();
    let (id, _) = h
        .start_game(
            CHANNEL,
            "arctic-escape",
            Some("size=small"),
            &[ALICE, BOB],
            0,
        )
        .await;
    let row = h.game(id).await;
    let names: Vec<String> = row.seats.iter().map(|s| s.name.clone()).collect();
    let main = h.main_board(id).await;
    let path = format!("/channels/{}/messages/{}", main.channel_id, main.message_id);
    let first = h.board(id, "main").await;
    assert_eq!(first.attachments, [MAP_FILE], "the first board has the map");

    let mut panels = HashMap::new();
    let (mut moves, mut direction_clicks, mut map_changes, mut board_edits) = (0, 0, 0, 0);
    let mut kept_maps = 0;
    let mut reequipped = false;
    let (mut shared_by_bob, mut boarded) = (0, 0);
    loop {
        let Some(row) = h.running_game(id).await else {
            break;
        };
        let state = row.snapshot.as_ref().unwrap();
        let prompts = state.prompts();
        let ids: Vec<&str> = prompts[0]
            .choices
            .iter()
            .filter(|c| !c.disabled)
            .map(|c| c.id.as_str())
            .collect();
        // Grouping and ship: everyone is prompted; Bob presses.
        let shared =
            prompts.len() == names.len() && ids.iter().any(|i| ["go", "shipstay"].contains(i));
        let seat = if shared {
            1
        } else {
            prompts[prompts.len() - 1].seat
        };
        let in_equip = prompts[0].text.to_string().starts_with("Re-equip:");
        let want = if !reequipped && !in_equip && ids.contains(&"equip") {
            "equip".to_string()
        } else {
            state.bot_action(seat).expect("the bot has a choice")
        };
        let boards_ship = prompts[0]
            .choices
            .iter()
            .any(|c| c.id == want && c.label == "Board the ship");
        let map_before = map_of(state);
        let n = h.fake.call_count();
        let (answer, control) = h.pick(id, seat, &want, &mut panels).await;
        h.settle().await;
        moves += 1;
        assert!(moves < 1_000, "the game ends");

        // Every edit of the board shows the map: uploaded when the picture
        // changed, otherwise the attachment the message has is kept (the
        // map is uploaded only when it changed).
        let edits: Vec<Call> = h.fake.calls()[n..]
            .iter()
            .filter(|c| c.method == "PATCH" && c.path == path)
            .cloned()
            .collect();
        for edit in &edits {
            let what = format!("edit after `{want}`");
            if edit.files.is_empty() {
                let listed = edit.body["attachments"].as_array().map(Vec::len);
                assert_eq!(listed, Some(1), "{what}: keeps the map it has");
                kept_maps += 1;
            } else {
                assert_map_attached(&edit.body, &edit.files, &what);
            }
        }
        if !edits.is_empty() {
            let shown = h.board(id, "main").await;
            assert_eq!(
                shown.attachments,
                [MAP_FILE],
                "the board still shows the map"
            );
        }
        board_edits += edits.len();
        let after = h.game(id).await;
        if map_of(after.snapshot.as_ref().unwrap()) != map_before {
            map_changes += 1;
            assert!(
                edits.iter().any(|e| !e.files.is_empty()),
                "`{want}` changed the map: the new map is uploaded"
            );
        }

        let board = h.board(id, "main").await;
        if DIRECTIONS.contains(&want.as_str()) {
            assert!(
                matches!(control, Control::Button(_)),
                "directions are buttons"
            );
            direction_clicks += 1;
            if boards_ship {
                assert!(
                    board.content.contains("boarded the ship"),
                    "{}",
                    board.content
                );
                boarded += 1;
            }
        }
        if shared {
            // A board with a picture tells its news in the message
            // content ("▸ Bob …"), above the map.
            let news = &board.content;
            assert!(
                news.lines().any(|l| l
                    .trim_start_matches(|c: char| !c.is_alphanumeric())
                    .starts_with(&names[1])),
                "the board shows who pressed `{want}`: {news}"
            );
            shared_by_bob += 1;
        }
        if want == "equip" {
            let kits = answer.buttons();
            assert!(
                kits.iter().any(|(_, label)| label.contains(", ")),
                "the kits are buttons: {kits:?}"
            );
        }
        if in_equip && !answer.text().contains("Re-equip:") {
            assert!(
                board.content.contains("re-equipped ("),
                "the board says who re-equipped: {}",
                board.content
            );
            reequipped = true;
        }
    }
    assert!(direction_clicks > 0, "moves by direction buttons");
    assert!(reequipped, "a re-equip by buttons");
    assert!(shared_by_bob > 0, "Bob pressed a shared button");
    assert!(map_changes > 0 && board_edits >= map_changes);
    // A game where every public step moves someone keeps no map: the
    // other crossing keeps some.
    assert!(
        kept_maps > 0 || board_edits == map_changes,
        "an edit that leaves the map alone does not upload it"
    );

    // The end: won or lost, said on the board, the map still attached.
    let row = h.game(id).await;
    assert_eq!(row.status, GameStatus::Finished);
    let outcome = row.snapshot.as_ref().unwrap().outcome().unwrap();
    let board = h.board(id, "main").await;
    let labels: Vec<String> = board.buttons().into_iter().map(|b| b.1).collect();
    assert_eq!(labels, ["Rematch"], "only Rematch once the game is over");
    assert_eq!(board.attachments, [MAP_FILE]);
    assert_eq!(
        board.embeds[0]["image"]["url"],
        format!("attachment://{MAP_FILE}")
    );
    let description = board.embeds[0]["description"].as_str().unwrap();
    if outcome.winners.is_empty() {
        assert!(outcome.summary.starts_with("Lost on turn"));
        assert!(description.contains("**Lost** on turn"), "{description}");
    } else {
        assert_eq!(outcome.winners, [0, 1]);
        assert!(description.contains("**Escaped** on turn"), "{description}");
    }
    let over = format!("🏁 **Game over** — {}", outcome.summary);
    assert!(
        h.fake
            .channel_messages(CHANNEL)
            .iter()
            .any(|m| m.content.contains(&over)),
        "the result is announced"
    );
    hidden::check(&h, id).await;
    eprintln!(
        "arctic-escape seed {seed}: {moves} clicks ({direction_clicks} directions, {shared_by_bob} shared by Bob), \
         {map_changes} map changes, {board_edits} board edits, {}, in {:?}",
        outcome.summary,
        started.elapsed()
    );
    h.shutdown().await;
    (outcome, boarded)
}

// The seeds were picked (by playing the same steering with the engine alone)
// for a win and for a loss; if the engine or the bot changes, pick new ones.

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_people_reach_the_ship_by_clicks_with_the_map_on_every_board_edit() {
    let (outcome, boarded) = cross_the_floe(58).await;
    assert_eq!(
        outcome.winners,
        [0, 1],
        "seed 58 is a win: {}",
        outcome.summary
    );
    assert!(boarded > 0, "the ship was boarded by a button");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_people_lose_the_floe_by_clicks_with_the_map_on_every_board_edit() {
    let (outcome, _) = cross_the_floe(43).await;
    assert!(
        outcome.winners.is_empty(),
        "seed 43 is a loss: {}",
        outcome.summary
    );
}

/// The choice numbers to type on the terminal for a whole 2-human game with
/// `seed` where each seat picks what its bot would, with an empty line
/// wherever the keyboard passes to the other seat. Returns the script, the
/// number of actions and the engine's result.
fn terminal_script(seed: u64) -> (String, u64, wolfden::engine::Outcome) {
    terminal::typed_game("arctic-escape", 2, "size=small", seed, |state, seat| {
        let want = state.bot_action(seat).unwrap();
        let prompt = state.prompt_for(seat).unwrap();
        let number = prompt.choices.iter().position(|c| c.id == want).unwrap() + 1;
        state.apply(Actor::Seat(seat), &want).unwrap();
        number
    })
}

#[test]
fn arctic_escape_is_played_on_the_terminal_from_scripted_input() {
    let seed = 4;
    let (script, actions, outcome) = terminal_script(seed);
    let text = terminal::play_script("arctic-escape", 2, 2, "size=small", seed, true, &script);
    assert!(
        !text.contains("Please type a number"),
        "every line was a legal choice"
    );
    // The map is drawn as text, with the ship and a pointer to its key.
    assert!(text.contains("ⓘ r"), "{text}");
    assert!(text.contains("SHP"), "{text}");
    assert!(text.contains("--- Pass the keyboard to Player 2"), "{text}");
    assert!(
        text.contains(&format!("Game over: {}", outcome.summary)),
        "{text}"
    );
    terminal::assert_json_line_matches(&text, "arctic-escape", actions, &outcome);
}

/// Bots never take a human's decision. At a 3-seat table with one
/// human and two bots, grouping, the group's moves and the ship are the
/// human's to decide, so the human is asked on every turn (before, the bots
/// pressed "Start moving" and moved for everyone after turn 1). The script
/// types what the human's own bot would choose, with the bots moving as the
/// table lets them.
#[test]
fn at_a_table_with_one_human_and_two_bots_the_human_is_asked_on_every_turn() {
    let seed = 11;
    let (kind, _, options) =
        wolfden::cli::resolve_game("arctic-escape", Some(3), &["size=small".to_string()]).unwrap();
    // Seated as `wolfden play --humans 1` seats them.
    let seats: Vec<SeatRow> = (0..3)
        .map(|i| match i {
            0 => SeatRow {
                seat: i,
                user_id: Some("terminal:1".to_string()),
                name: terminal::ONE_HUMAN.to_string(),
                is_bot: false,
                named: wolfden::store::Named::Player,
            },
            _ => SeatRow::bot(i, wolfden::games::bot_name(i - 1).as_str()),
        })
        .collect();
    let mut state = wolfden::table::deal(kind, &options, seed, &seats).unwrap();
    let mut script = String::new();
    let mut human_turns = Vec::new();
    let mut statuses = Vec::new();
    while state.outcome().is_none() {
        if let Some((actor, action)) = state.next_automatic_move(|s| s != 0) {
            state.apply(actor, &action).unwrap();
            continue;
        }
        let prompt = state.prompt_for(0).expect("only the human can move");
        let status = state.view(Viewer::Seat(0)).status.unwrap_or_default();
        statuses.push(status.to_string());
        let want = state.bot_action(0).unwrap();
        let number = prompt.choices.iter().position(|c| c.id == want).unwrap() + 1;
        script.push_str(&format!("{number}\n"));
        state.apply(Actor::Seat(0), &want).unwrap();
        human_turns.push(prompt.text);
    }
    let outcome = state.outcome().unwrap();
    let AnyGame::ArcticEscape(_) = &state else {
        panic!("not an Arctic Escape game")
    };
    let last_turn = (1..100)
        .take_while(|t| {
            statuses
                .iter()
                .any(|s| s.starts_with(&format!("Turn {t} ")))
        })
        .last()
        .unwrap();
    assert!(last_turn >= 2, "the game lasts more than one turn");

    let text = terminal::play_script("arctic-escape", 1, 3, "size=small", seed, false, &script);
    assert!(!text.contains("Please type a number"), "{text}");
    assert!(
        text.contains(&format!("Game over: {}", outcome.summary)),
        "{text}"
    );
    // Every question the human held was put to them, in order, and on
    // every turn they were asked the ship step (until the last turn).
    let mut rest = &text[..];
    for asked in &human_turns {
        let at = rest
            .find(&asked.plain(Viewer::Seat(0)))
            .unwrap_or_else(|| panic!("the human was not asked `{asked}`"));
        rest = &rest[at + asked.to_string().len()..];
    }
    for turn in 1..last_turn {
        let ship = human_turns.iter().zip(&statuses).any(|(p, s)| {
            s.starts_with(&format!("Turn {turn} ")) && p.to_string().starts_with("Ship (below")
        });
        assert!(ship, "the human was not asked the ship step on turn {turn}");
    }
}
