//! Wolves on the fake Discord, end to end: two
//! humans and two bots gather at the same time from their private panels
//! while the board follows live, one human draws on into an Overstretch
//! (announced, and the next gathering skipped), the bot crashes and restarts
//! in the middle of gathering without losing a move, a gift is composed
//! with +/- and a recipient and accepted in part, and the game goes on by
//! clicks to its end. A second table checks the other side of the rank
//! rule: a gift from a lower-ranked player can only be taken whole.

use crate::support;

use std::collections::HashMap;

use serde_json::Value;
use support::*;
use wolfden::discord::testing::NOTICE_MARK;
use wolfden::engine::Actor;
use wolfden::store::{GameId, GameRow, GameStatus};

/// The first game's seed in the main scenario. Alice (seat 0) meets her
/// third Leader on her 7th draw of turn 1 (overstretched early, with a
/// nearly empty hand); the first-turn rank puts her last and Bob first, so
/// Bob gifts first and his gift may be taken in part; Bob's hand then holds
/// 2 Fish, 3 Corn and 6 Bison cards. With the partial acceptance below the
/// table survives turn 1 (the bots cover Alice's last Fish) and, on the
/// seed's course, all eight turns. Found by replaying seeds 42.. with the
/// engine alone.
const OVERSTRETCH_SEED: u64 = 138;

/// The engine state of a game, as its snapshot serialises it.
fn state(row: &GameRow) -> Value {
    let snapshot = row.snapshot.as_ref().expect("a running game");
    serde_json::to_value(snapshot).unwrap()["state"].clone()
}

fn nums(v: &Value) -> Vec<u64> {
    v.as_array()
        .unwrap_or_else(|| panic!("not an array: {v}"))
        .iter()
        .map(|n| n.as_u64().unwrap())
        .collect()
}

/// The board field of the player called `name` (its title holds the name).
fn field(board: &Msg, name: &str) -> String {
    board.embeds[0]["fields"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["name"].as_str().unwrap_or("").contains(name))
        .and_then(|f| f["value"].as_str())
        .unwrap_or_else(|| panic!("no field for {name}: {}", board.text()))
        .to_string()
}

/// The custom id of the button one may press for `choice` on a panel (not
/// a greyed one), whatever version it was drawn for.
fn button(panel: &Msg, game: GameId, choice: &str) -> Option<String> {
    let prefix = format!("g:{game}:");
    let greyed = panel.disabled_buttons();
    panel
        .buttons()
        .into_iter()
        .map(|(id, _)| id)
        .filter(|id| !greyed.contains(id))
        .find(|id| id.starts_with(&prefix) && id.rsplit(':').next() == Some(choice))
}

/// The game version a panel's choice buttons were drawn for.
fn panel_version(panel: &Msg, game: GameId) -> u64 {
    let prefix = format!("g:{game}:");
    panel
        .buttons()
        .into_iter()
        .find_map(|(id, _)| id.strip_prefix(&prefix)?.split(':').next()?.parse().ok())
        .unwrap_or_else(|| panic!("no choice buttons: {}", panel.text()))
}

/// The labels of the buttons one may press (not the greyed ones).
fn labels(panel: &Msg) -> Vec<String> {
    let greyed = panel.disabled_buttons();
    panel
        .buttons()
        .into_iter()
        .filter(|(id, _)| !greyed.contains(id))
        .map(|(_, l)| l)
        .collect()
}

fn is_outdated(m: &Msg) -> bool {
    m.content.contains("This prompt is outdated")
}

async fn actions(h: &Harness, id: GameId) -> Vec<(Actor, String)> {
    h.store().actions(id).await.unwrap()
}

/// `user` clicks `choice` on `panel` (their private panel, maybe drawn
/// before other players moved); the click must be applied, as that seat's
/// next action in the log. Returns the updated panel.
async fn press(h: &Harness, id: GameId, user: u64, panel: &Msg, choice: &str) -> Msg {
    let row = h.game(id).await;
    let seat = row.seat_of(&user.to_string()).unwrap();
    let before = actions(h, id).await.len();
    let custom_id = button(panel, id, choice)
        .unwrap_or_else(|| panic!("no `{choice}` button for {user}: {}", panel.text()));
    let ix = h.fake.click(user, panel, &custom_id);
    let answer = h.fake.answer(&ix).await;
    h.settle().await;
    assert!(
        !is_outdated(&answer) && !answer.content.contains('⚠'),
        "{choice} by {user} refused: {}",
        answer.text()
    );
    let log = actions(h, id).await;
    assert_eq!(
        log.get(before),
        Some(&(Actor::Seat(seat), choice.to_string())),
        "the click of {user} is the next action in the log"
    );
    answer
}

/// Make human moves (what each seat's bot would pick) until `done` holds.
async fn moves_until(
    h: &Harness,
    id: GameId,
    panels: &mut HashMap<u64, u64>,
    what: &str,
    done: impl Fn(&Value) -> bool,
) {
    for _ in 0..500 {
        h.settle().await;
        let row = h.game(id).await;
        assert_eq!(row.status, GameStatus::Running, "waiting for {what}");
        if done(&state(&row)) {
            return;
        }
        h.human_move(id, panels).await;
    }
    panic!("never reached {what}");
}

fn gifting_compose_by(s: &Value, giver: usize) -> bool {
    let g = &s["phase"]["Gifting"];
    g.is_object()
        && s["rank"][g["pos"].as_u64().unwrap() as usize] == giver
        && g["step"]["Compose"].is_object()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn wolves_two_humans_overstretch_crash_mid_gathering_gift_in_part_and_play_to_the_end() {
    let started = std::time::Instant::now();
    let mut h = Harness::start_with(|l| l.seed = Some(OVERSTRETCH_SEED)).await;
    let (id, _) = h
        .start_game(CHANNEL, "wolves", None, &[ALICE, BOB], 2)
        .await;
    let row = h.game(id).await;
    assert_eq!(row.seed, OVERSTRETCH_SEED);
    let (a, b) = (
        row.seat_of(&ALICE.to_string()).unwrap(),
        row.seat_of(&BOB.to_string()).unwrap(),
    );
    let (alice, bob) = (row.seats[a].name.clone(), row.seats[b].name.clone());
    assert!(row.seats.iter().filter(|s| s.is_bot).count() == 2);

    // --- Turn 1, gathering: both humans open their panels at once. ---
    let s = state(&row);
    assert_eq!(s["turn"], 1);
    assert_eq!(s["phase"], "Gathering");
    let board = h.board(id, "main").await;
    let mut pa = h.show_hand(ALICE, &board).await;
    let mut pb = h.show_hand(BOB, &board).await;
    for p in [&pa, &pb] {
        assert!(p.is_ephemeral());
        assert!(button(p, id, "draw").is_some(), "{}", p.text());
        assert!(button(p, id, "stop").is_none(), "no Stop before a draw");
    }
    // Bob's panel as first drawn: clicked again after the crash, it is outdated.
    let bob_first_panel = pb.clone();

    let mut alice_draws = 0u64;
    let mut crashed = false;
    let mut bob_stopped = false;
    // Clicks on a panel drawn before the other human moved: simultaneous
    // play means they still count.
    let mut older_panel_clicks = 0;
    loop {
        let s = state(&h.game(id).await);
        let ga = &s["players"][a]["gather"];
        let gb = &s["players"][b]["gather"];
        let alice_drawing = ga["state"] == "Drawing";
        let bob_drawing = gb["state"] == "Drawing";
        if !alice_drawing && !bob_drawing {
            break;
        }
        if alice_drawing {
            // Alice always draws one card: past her second Leader too.
            if ga["leaders_drawn"] == 2 {
                assert!(
                    labels(&pa).contains(&"Draw".to_string())
                        && button(&pa, id, "drawto").is_none(),
                    "two Leaders up: only a single Draw, no Draw to next Leader: {}",
                    pa.text()
                );
            }
            if panel_version(&pa, id) < h.game(id).await.version {
                older_panel_clicks += 1;
            }
            pa = press(&h, id, ALICE, &pa, "draw").await;
            alice_draws += 1;
            let s = state(&h.game(id).await);
            let g = &s["players"][a]["gather"];
            let board = h.board(id, "main").await;
            let f = field(&board, &alice);
            if g["state"] == "Overstretched" {
                assert!(
                    f.contains(&format!("OVERSTRETCHED after {alice_draws} cards")),
                    "{f}"
                );
                assert!(f.contains("Leaders face up 0"), "{f}");
                assert!(
                    board.content.contains(&format!(
                        "{alice} draws a third Leader and is **OVERSTRETCHED**"
                    )),
                    "{}",
                    board.content
                );
                assert!(pa
                    .content
                    .contains("You drew your third Leader: overstretched."));
                assert!(
                    button(&pa, id, "draw").is_none() && button(&pa, id, "stop").is_none(),
                    "no more drawing: {}",
                    pa.text()
                );
            } else {
                // The board follows each draw: cards drawn, Leaders face up.
                let leaders = &g["leaders_drawn"];
                let leaders_drawn = if leaders == 1 {
                    "1 Leader".to_string()
                } else {
                    format!("{leaders} Leaders")
                };
                assert!(
                    f.contains(&format!("Drawing: {alice_draws} drawn, {leaders_drawn}")),
                    "{f}"
                );
                assert!(f.contains(&format!("Leaders face up {leaders}")), "{f}");
                assert!(button(&pa, id, "stop").is_some(), "Stop after a draw");
            }
        }
        if state(&h.game(id).await)["players"][b]["gather"]["state"] == "Drawing" {
            let row = h.game(id).await;
            let want = row.snapshot.as_ref().unwrap().bot_action(b).unwrap();
            if panel_version(&pb, id) < row.version {
                older_panel_clicks += 1;
            }
            pb = press(&h, id, BOB, &pb, &want).await;
            if want == "stop" {
                bob_stopped = true;
                let board = h.board(id, "main").await;
                assert!(
                    field(&board, &bob).contains("Stopped: "),
                    "{}",
                    board.text()
                );
            }
        }

        if !crashed && alice_draws == 2 {
            crashed = true;
            // A crash in the middle of gathering, everything acknowledged.
            let row = h.game(id).await;
            assert_eq!(state(&row)["phase"], "Gathering");
            let log_before = actions(&h, id).await;
            let board_before = h.board(id, "main").await.id;
            h.crash_and_restart().await;
            h.settle().await;
            let after = h.game(id).await;
            assert_eq!(
                actions(&h, id).await,
                log_before,
                "nothing acknowledged is lost"
            );
            assert_eq!(after.version, row.version);
            assert_eq!(h.board(id, "main").await.id, board_before, "the same board");

            // Bob's first panel: he has drawn since, so it is outdated and
            // he gets his current prompt, drawn for the current version.
            let old = button(&bob_first_panel, id, "drawto")
                .or_else(|| button(&bob_first_panel, id, "draw"))
                .unwrap();
            let ix = h.fake.click(BOB, &bob_first_panel, &old);
            let answer = h.fake.answer(&ix).await;
            h.settle().await;
            assert!(is_outdated(&answer), "{}", answer.text());
            assert!(
                answer
                    .buttons()
                    .iter()
                    .any(|(cid, _)| cid.starts_with(&format!("g:{id}:{}:", after.version))),
                "the current prompt: {}",
                answer.text()
            );
            assert!(answer.text().contains("Gathering: "), "{}", answer.text());
            assert_eq!(
                actions(&h, id).await,
                log_before,
                "an outdated click does nothing"
            );
            pb = answer;
            // Alice's panel from before the crash: only Bob moved since, so
            // her Draw still means the same and is applied.
            assert!(panel_version(&pa, id) < after.version);
            pa = press(&h, id, ALICE, &pa, "draw").await;
            alice_draws += 1;
        }
    }
    assert!(crashed);
    assert!(bob_stopped, "Bob stopped by a click");
    assert!(older_panel_clicks >= 2, "{older_panel_clicks}");
    eprintln!("seed {OVERSTRETCH_SEED}: {alice} overstretched on draw {alice_draws}");
    assert_eq!(
        alice_draws, 7,
        "the seed's third Leader is Alice's 7th card"
    );

    // The overstretch was announced as a notice: a marked line on the
    // board the channel saw, and no message of its own.
    let overstretched = format!("{alice} draws a third Leader and is **OVERSTRETCHED**");
    let notice = format!("{NOTICE_MARK}{overstretched}");
    assert!(
        h.fake
            .shown()
            .iter()
            .any(|(seen, m)| *seen == Seen::Channel(CHANNEL) && m.content.contains(&notice)),
        "an overstretch notice on the board"
    );
    assert!(
        !h.fake
            .channel_messages(CHANNEL)
            .iter()
            .any(|m| m.content.contains(&overstretched) && m.buttons().is_empty()),
        "no message of its own"
    );

    // --- Rank, needs: Alice is last, Bob first. ---
    let mut panels = HashMap::new();
    moves_until(&h, id, &mut panels, "Bob's gifting", |s| {
        gifting_compose_by(s, b)
    })
    .await;
    let row = h.game(id).await;
    let s = state(&row);
    let rank = nums(&s["rank"]);
    assert_eq!(
        rank.last(),
        Some(&(a as u64)),
        "overstretched: fewest-Leaders rule puts Alice last"
    );
    assert_eq!(
        rank[0], b as u64,
        "Bob ranks first, so he may be answered in part"
    );
    let board = h.board(id, "main").await;
    assert!(
        field(&board, &alice)
            .contains("overstretched: no Status from returns, skips next gathering"),
        "{}",
        field(&board, &alice)
    );
    assert!(
        board.text().contains("Gifting (rank order)"),
        "{}",
        board.text()
    );

    // --- Bob composes a gift with +/- and a recipient, then offers it. ---
    let bob_hand = nums(&s["players"][b]["hand"]);
    let bob_status = s["players"][b]["status"].as_u64().unwrap();
    let bob_deck = s["players"][b]["deck"].as_array().unwrap().len();
    let alice_paid = nums(&s["players"][a]["paid"]);
    let alice_reserve = nums(&s["players"][a]["reserve"]);
    let alice_status = s["players"][a]["status"].as_u64().unwrap();
    assert!(
        bob_hand[0] >= 2 && bob_hand[1] >= 2 && bob_hand[2] >= 4,
        "the seed gives Bob cards to give: {bob_hand:?}"
    );
    let mut pb = h.show_hand(BOB, &h.board(id, "main").await).await;
    for label in [
        "+ Fish card",
        "+ Corn card",
        "+ Bison card",
        "Finish gifting",
    ] {
        assert!(
            labels(&pb).contains(&label.to_string()),
            "{label}: {}",
            pb.text()
        );
    }
    assert!(
        labels(&pb).contains(&format!("To {alice}")),
        "{}",
        pb.text()
    );
    // Adding is one press a card; "Clear" starts over (no "-" buttons).
    for choice in [
        "add-fc", "add-bc", "clear", "add-fc", "add-fc", "add-cc", "add-cc", "add-bc", "add-bc",
        "add-bc",
    ] {
        pb = press(&h, id, BOB, &pb, choice).await;
    }
    assert!(
        pb.text()
            .contains("Your gift: 2 Fish cards, 2 Corn cards, 3 Bison cards"),
        "{}",
        pb.text()
    );
    assert!(button(&pb, id, "offer").is_none(), "no recipient yet");
    pb = press(&h, id, BOB, &pb, &format!("to{a}")).await;
    assert!(
        labels(&pb).contains(&format!("Offer to {alice}")),
        "{}",
        pb.text()
    );
    let board = h.board(id, "main").await;
    assert!(!board.text().contains("Your gift"), "the draft is private");
    pb = press(&h, id, BOB, &pb, "offer").await;
    assert!(button(&pb, id, "offer").is_none(), "{}", pb.text());
    let board = h.board(id, "main").await;
    let offer_line = format!(
        "{bob} offers {alice} a gift: 2 Fish cards, 2 Corn cards, 3 Bison cards ({alice} may take any part)."
    );
    assert!(board.content.contains(&offer_line), "{}", board.content);

    // --- Alice answers: Accept part, choosing 2 Fish, 2 Corn, 2 Bison cards. ---
    let mut pa = h.show_hand(ALICE, &board).await;
    for label in ["Accept all", "Accept part", "Decline"] {
        assert!(
            labels(&pa).contains(&label.to_string()),
            "{label}: {}",
            pa.text()
        );
    }
    pa = press(&h, id, ALICE, &pa, "part").await;
    assert!(labels(&pa).contains(&"Back".to_string()), "{}", pa.text());
    for choice in ["add-fc", "add-fc", "add-cc", "add-cc", "add-bc", "add-bc"] {
        pa = press(&h, id, ALICE, &pa, choice).await;
    }
    assert!(
        pa.text()
            .contains("Accepting: 2 Fish cards, 2 Corn cards, 2 Bison cards"),
        "{}",
        pa.text()
    );
    assert!(
        labels(&pa).contains(&"Accept these 6".to_string()),
        "{}",
        pa.text()
    );
    assert!(
        labels(&pa).contains(&"+ Bison card".to_string()),
        "one Bison card left out: {}",
        pa.text()
    );
    press(&h, id, ALICE, &pa, "take").await;

    let s = state(&h.game(id).await);
    let taken = [2u64, 2, 2];
    let hand_now = nums(&s["players"][b]["hand"]);
    for r in 0..3 {
        assert_eq!(
            hand_now[r],
            bob_hand[r] - taken[r],
            "Bob gave exactly what was taken"
        );
    }
    assert_eq!(hand_now[3], bob_hand[3], "no Forest moves");
    assert_eq!(
        s["players"][b]["deck"].as_array().unwrap().len(),
        bob_deck + 6,
        "the given cards go back to Bob's deck"
    );
    assert_eq!(
        s["players"][b]["status"].as_u64().unwrap(),
        bob_status + 12,
        "2 Status per accepted item"
    );
    // Each accepted card is one of Alice's tokens: to needs first, then Reserve.
    let paid = nums(&s["players"][a]["paid"]);
    let reserve = nums(&s["players"][a]["reserve"]);
    for r in 0..3 {
        assert_eq!(
            paid[r] - alice_paid[r] + reserve[r] - alice_reserve[r],
            taken[r],
            "resource {r}"
        );
    }
    let to_needs: u64 = (0..3).map(|r| paid[r] - alice_paid[r]).sum();
    assert_eq!(to_needs, 6, "Alice was short of all six: {alice_paid:?}");
    assert_eq!(s["players"][a]["status"].as_u64().unwrap(), alice_status);
    let board = h.board(id, "main").await;
    let accept_line = format!(
        "{alice} accepts 2 Fish cards, 2 Corn cards, 2 Bison cards of it from {bob}: 6 to needs, 0 to Reserves. {bob} +12 Status."
    );
    assert!(board.content.contains(&accept_line), "{}", board.content);
    assert!(
        field(&board, &bob).contains(&format!("Status {} ·", bob_status + 12)),
        "{}",
        field(&board, &bob)
    );

    // --- Turn 2: Alice's gathering is skipped, and the board says so. ---
    moves_until(&h, id, &mut panels, "turn 2's gathering", |s| {
        s["turn"] == 2 && s["phase"] == "Gathering"
    })
    .await;
    let row = h.game(id).await;
    let s = state(&row);
    assert_eq!(s["players"][a]["gather"]["state"], "Skipped");
    assert!(row.snapshot.as_ref().unwrap().prompt_for(a).is_none());
    let board = h.board(id, "main").await;
    assert!(
        board
            .content
            .contains(&format!("Skipping (overstretched last turn): {alice}.")),
        "{}",
        board.content
    );
    assert!(
        field(&board, &alice).contains("skipped gathering (overstretched last turn)"),
        "{}",
        field(&board, &alice)
    );
    let pa = h.show_hand(ALICE, &board).await;
    assert!(
        button(&pa, id, "draw").is_none() && button(&pa, id, "stop").is_none(),
        "nothing to draw: {}",
        pa.text()
    );

    // --- On to the end by clicks. ---
    let moves = h.play_to_end(id, 5000).await;
    h.settle().await;
    let row = h.game(id).await;
    assert_eq!(row.status, GameStatus::Finished);
    let outcome = row.snapshot.as_ref().unwrap().outcome().unwrap();
    eprintln!("outcome after {moves} more moves: {}", outcome.summary);
    assert!(
        outcome.summary.starts_with("Everyone survived")
            || outcome.summary.starts_with("Everyone lost"),
        "{}",
        outcome.summary
    );
    let board = h.board(id, "main").await;
    // The finished board opens with the story's headline.
    let headline = if outcome.summary.starts_with("Everyone survived") {
        "Every community survived the winter"
    } else {
        "The winter was lost"
    };
    assert!(
        board.text().contains(headline),
        "the board shows the outcome: {}",
        board.text()
    );
    let labels: Vec<String> = board.buttons().into_iter().map(|b| b.1).collect();
    assert_eq!(labels, ["Rematch"], "only Rematch once the game is over");
    assert!(hidden::check(&h, id).await > 0, "hands were private");
    eprintln!("whole scenario in {:?}", started.elapsed());
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn wolves_gift_from_a_lower_ranked_player_can_only_be_taken_whole() {
    // Seed 42 (the harness's first game): after turn 1's gathering Alice
    // ranks first and Bob second, and Bob holds 3 Corn cards when he gifts.
    let h = Harness::start().await;
    let (id, _) = h
        .start_game(CHANNEL, "wolves", None, &[ALICE, BOB], 2)
        .await;
    let row = h.game(id).await;
    let (a, b) = (
        row.seat_of(&ALICE.to_string()).unwrap(),
        row.seat_of(&BOB.to_string()).unwrap(),
    );
    let (alice, bob) = (row.seats[a].name.clone(), row.seats[b].name.clone());
    let mut panels = HashMap::new();
    moves_until(&h, id, &mut panels, "Bob's gifting", |s| {
        s["turn"] == 1 && gifting_compose_by(s, b)
    })
    .await;
    let s = state(&h.game(id).await);
    let rank = nums(&s["rank"]);
    let pos = |seat: usize| rank.iter().position(|&r| r == seat as u64).unwrap();
    assert!(pos(a) < pos(b), "Alice outranks Bob: {rank:?}");
    assert!(
        nums(&s["players"][b]["hand"])[1] >= 1,
        "Bob has a Corn card"
    );
    let bob_status = s["players"][b]["status"].as_u64().unwrap();

    let mut pb = h.show_hand(BOB, &h.board(id, "main").await).await;
    pb = press(&h, id, BOB, &pb, "add-cc").await;
    pb = press(&h, id, BOB, &pb, &format!("to{a}")).await;
    press(&h, id, BOB, &pb, "offer").await;
    let board = h.board(id, "main").await;
    assert!(
        board.content.contains(&format!(
            "{bob} offers {alice} a gift: 1 Corn card ({alice} must take it whole)."
        )),
        "{}",
        board.content
    );

    let pa = h.show_hand(ALICE, &board).await;
    assert!(
        labels(&pa).contains(&"Accept all".to_string()),
        "{}",
        pa.text()
    );
    assert!(
        !labels(&pa).contains(&"Accept part".to_string())
            && !labels(&pa).contains(&"Decline".to_string()),
        "no part, no decline from a lower rank: {}",
        pa.text()
    );
    assert!(
        pa.text()
            .contains("they rank below you, so you must take it whole"),
        "{}",
        pa.text()
    );
    // A forged "Accept part" click is refused by the rules, and changes nothing.
    let version = h.game(id).await.version;
    let before = actions(&h, id).await;
    let part = format!("g:{id}:{version}:part");
    let forged = h.fake.posted_earlier(&pa, &[&part]);
    let ix = h.fake.click(ALICE, &forged, &part);
    let refused = h.fake.answer(&ix).await;
    h.settle().await;
    assert!(
        refused.content.contains("you must accept the whole gift"),
        "{}",
        refused.text()
    );
    assert_eq!(actions(&h, id).await, before);

    press(&h, id, ALICE, &refused, "accept").await;
    let s = state(&h.game(id).await);
    assert_eq!(
        s["players"][b]["status"].as_u64().unwrap(),
        bob_status + 2,
        "2 Status for the one item"
    );
    let board = h.board(id, "main").await;
    assert!(
        board
            .content
            .contains(&format!("{alice} accepts 1 Corn card from {bob}")),
        "{}",
        board.content
    );
    hidden::check(&h, id).await;
    h.shutdown().await;
}
