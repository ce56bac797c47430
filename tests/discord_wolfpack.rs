//! Wolfpack end to end. Three people play a whole game on the fake Discord by
//! clicks; one of them plays a Steal and one a Swap through the buttons. The
//! test checks that the cards really move between hands, that the board says
//! what happened without naming a stolen card, that the thief's panel names
//! it, and that the final board shows the full score breakdown. The same
//! steering then plays a game on the terminal (`wolfden play wolfpack`) from
//! scripted input.

use crate::support;

use std::collections::HashMap;

use serde_json::Value;
use support::*;
use wolfden::engine::Actor;
use wolfden::games::wolfpack::Card;
use wolfden::games::AnyGame;
use wolfden::store::{GameId, GameStatus};

/// Which of the two action cards the steering still has to see played.
#[derive(Default)]
struct Goals {
    stole: bool,
    swapped: bool,
}

impl Goals {
    fn done(&self) -> bool {
        self.stole && self.swapped
    }
}

/// The choice for the prompted `seat`: a Steal and a Swap as soon as the
/// seat can play one (drawing action cards until then), otherwise what the
/// seat's bot would pick.
fn steer(state: &AnyGame, seat: usize, goals: &Goals) -> String {
    let prompt = state.prompt_for(seat).expect("the seat is prompted");
    let choice = |id: &str| prompt.choices.iter().find(|c| c.id == id);
    if !goals.stole && choice("playsteal").is_some() {
        return "playsteal".into();
    }
    if !goals.swapped && choice("playswap").is_some() {
        return "playswap".into();
    }
    if let Some(new) = choice("playnew") {
        // Just drawn: "Play Steal a card now" / "Play Swap cards now".
        let wanted = (!goals.stole && new.label.to_string().contains("Steal a card"))
            || (!goals.swapped && new.label.to_string().contains("Swap cards"));
        if wanted {
            return "playnew".into();
        }
    }
    if !goals.done() && choice("draw").is_some() {
        return "draw".into();
    }
    state.bot_action(seat).expect("the bot has a choice")
}

/// The engine's state as JSON (the test reads hands through it).
fn state_json(state: &AnyGame) -> Value {
    let v = serde_json::to_value(state).unwrap();
    assert_eq!(v["game"], "wolfpack");
    v["state"].clone()
}

fn phase(state: &Value) -> String {
    match &state["phase"] {
        Value::String(s) => s.clone(),
        Value::Object(o) => o.keys().next().cloned().unwrap_or_default(),
        other => panic!("phase {other}"),
    }
}

fn hand(state: &Value, seat: usize) -> Vec<Card> {
    serde_json::from_value(state["players"][seat]["hand"].clone()).unwrap()
}

fn actions_held(state: &Value, seat: usize) -> usize {
    state["players"][seat]["actions"].as_array().unwrap().len()
}

/// The cards of `a` that are not in `b` (as multisets).
fn minus(a: &[Card], b: &[Card]) -> Vec<Card> {
    let mut rest = b.to_vec();
    let mut out = Vec::new();
    for c in a {
        match rest.iter().position(|r| r == c) {
            Some(i) => {
                rest.remove(i);
            }
            None => out.push(*c),
        }
    }
    out.sort();
    out
}

/// The value of the embed field whose name starts with `name`.
fn field(m: &Msg, name: &str) -> String {
    m.embeds[0]["fields"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["name"].as_str().unwrap_or("").starts_with(name))
        .and_then(|f| f["value"].as_str())
        .unwrap_or_else(|| panic!("no field {name}: {}", m.text()))
        .to_string()
}

/// Who saw a message that holds `line`.
fn seen_with(h: &Harness, line: &str) -> Vec<Seen> {
    h.fake
        .shown()
        .into_iter()
        .filter(|(_, m)| m.text().contains(line))
        .map(|(seen, _)| seen)
        .collect()
}

/// A Steal by `thief` just resolved (`want` was the last pick): every pick
/// moved one card, the thief's panel names it, nobody else saw it.
async fn check_steal(
    h: &Harness,
    id: GameId,
    (thief, want, before, after): (usize, &str, &Value, &Value),
    answer: &Msg,
    names: &[String],
    users: &[u64],
    robbed: &mut Vec<(usize, u64)>,
) {
    let mut picks: Vec<(usize, String)> = before["phase"]["Steal"]["picks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p[0].as_u64().unwrap() as usize,
                p[1].as_str().unwrap().into(),
            )
        })
        .collect();
    let (kind, victim) = want.split_at(if want.starts_with("card") { 4 } else { 6 });
    let kind = if kind == "card" { "Playing" } else { "Action" };
    picks.push((victim.parse().unwrap(), kind.into()));
    let gained = minus(&hand(after, thief), &hand(before, thief));
    // Everyone this thief has taken a playing card from, this steal included:
    // "Ann stole a sheep from you." may read the same for several of them.
    for (victim, kind) in &picks {
        if kind == "Playing" {
            robbed.push((thief, users[*victim]));
        }
    }
    let mut taken = Vec::new();
    let mut public = Vec::new();
    for (victim, kind) in &picks {
        let lost = minus(&hand(before, *victim), &hand(after, *victim));
        if kind == "Playing" {
            assert_eq!(lost.len(), 1, "one playing card left {}", names[*victim]);
            // The thief reads of themselves as "you".
            let line = format!("You stole {} from {}.", lost[0].described(), names[*victim]);
            assert!(
                answer.content.contains(&line),
                "the thief's panel names the card ({line}): {}",
                answer.content
            );
            // The victim's wording names thief and card: only those the
            // thief robbed may see it.
            let told = format!("{} stole {} from you.", names[thief], lost[0].described());
            for seen in seen_with(h, &told) {
                assert!(
                    robbed
                        .iter()
                        .any(|&(t, user)| t == thief && seen == Seen::User(user)),
                    "{seen:?} saw `{told}`"
                );
            }
            public.push(format!("a playing card from {}", names[*victim]));
            taken.extend(lost);
        } else {
            assert!(lost.is_empty());
            assert_eq!(
                actions_held(after, *victim) + 1,
                actions_held(before, *victim),
                "{} lost an action card",
                names[*victim]
            );
            public.push(format!("an action card from {}", names[*victim]));
        }
    }
    taken.sort();
    assert!(!taken.is_empty(), "the steal took a playing card");
    assert_eq!(gained, taken, "the thief holds exactly what was taken");
    // The thief's panel shows the new hand.
    let sheep = hand(after, thief)
        .iter()
        .filter(|c| **c == Card::Sheep)
        .count();
    assert!(
        field(answer, "Your hand")
            .lines()
            .any(|l| l.starts_with(&format!("Sheep: {sheep} · wolves: "))),
        "{}",
        answer.text()
    );
    // The board says who took what kind from whom, never which card.
    h.settle().await;
    let board = h.board(id, "main").await;
    let said = format!(
        "{} plays Steal a card and takes {}.",
        names[thief],
        public.join(", ")
    );
    assert!(board.content.contains(&said), "{}", board.content);
    assert!(!board.text().contains(" stole "), "{}", board.text());
    for (seat, name) in names.iter().enumerate() {
        assert!(
            field(&board, name).contains(&format!(
                "Hand: {} playing · {} action",
                hand(after, seat).len(),
                actions_held(after, seat)
            )),
            "{}",
            board.text()
        );
    }
}

/// A Swap by `swapper` just resolved: every hand moved one place in the
/// chosen direction, and the board says so.
async fn check_swap(
    h: &Harness,
    id: GameId,
    (swapper, direction, before, after): (usize, &str, &Value, &Value),
    answer: &Msg,
    names: &[String],
) {
    let ring: Vec<usize> = (0..names.len())
        .filter(|&s| before["players"][s]["eliminated"] != true)
        .collect();
    let k = ring.len();
    for (i, &giver) in ring.iter().enumerate() {
        let receiver = match direction {
            "left" => ring[(i + 1) % k],
            _ => ring[(i + k - 1) % k],
        };
        assert_eq!(
            hand(after, receiver),
            hand(before, giver),
            "{} holds {}'s hand",
            names[receiver],
            names[giver]
        );
        if receiver == swapper {
            let line = format!("You received {}'s hand:", names[giver]);
            assert!(answer.content.contains(&line), "{}", answer.content);
        }
    }
    h.settle().await;
    let board = h.board(id, "main").await;
    let said = format!(
        "{} plays Swap cards: every hand in play passes {direction}",
        names[swapper]
    );
    assert!(board.content.contains(&said), "{}", board.content);
    assert!(!board.text().contains("You received"));
    for (seat, name) in names.iter().enumerate() {
        assert!(field(&board, name).contains(&format!("Hand: {} playing", hand(after, seat).len())));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn three_people_play_wolfpack_to_the_end_with_a_steal_and_a_swap_by_clicks() {
    let h = Harness::start().await;
    let started = std::time::Instant::now();
    let humans = [ALICE, BOB, CAROL];
    let (id, _) = h
        .start_game(CHANNEL, "wolfpack", Some("length=short"), &humans, 0)
        .await;
    let row = h.game(id).await;
    assert!(row.seats.iter().all(|s| !s.is_bot), "three humans, no bot");
    let names: Vec<String> = row.seats.iter().map(|s| s.name.clone()).collect();
    let users: Vec<u64> = row
        .seats
        .iter()
        .map(|s| s.user_id.as_ref().unwrap().parse().unwrap())
        .collect();

    let mut goals = Goals::default();
    let mut robbed = Vec::new();
    let mut panels = HashMap::new();
    let mut moves = 0;
    loop {
        let Some(row) = h.running_game(id).await else {
            break;
        };
        let state = row.snapshot.as_ref().unwrap();
        let seat = state.prompts()[0].seat;
        let want = steer(state, seat, &goals);
        let before = state_json(state);
        let (answer, _) = h.pick(id, seat, &want, &mut panels).await;
        h.settle().await;
        let after = state_json(h.game(id).await.snapshot.as_ref().unwrap());
        let resolved = |p: &str| phase(&before) == p && phase(&after) != p && want != "back";
        if resolved("Steal") {
            let step = (seat, want.as_str(), &before, &after);
            check_steal(&h, id, step, &answer, &names, &users, &mut robbed).await;
            goals.stole = true;
        }
        if resolved("Swap") {
            check_swap(
                &h,
                id,
                (seat, want.as_str(), &before, &after),
                &answer,
                &names,
            )
            .await;
            goals.swapped = true;
        }
        moves += 1;
        assert!(moves < 2_000, "the game ends");
    }
    assert!(goals.stole, "a Steal was played by clicks");
    assert!(goals.swapped, "a Swap was played by clicks");

    // The end: the full breakdown on the final board.
    let row = h.game(id).await;
    assert_eq!(row.status, GameStatus::Finished);
    let outcome = row.snapshot.as_ref().unwrap().outcome().unwrap();
    let board = h.board(id, "main").await;
    let labels: Vec<String> = board.buttons().into_iter().map(|b| b.1).collect();
    assert_eq!(labels, ["Rematch"], "only Rematch on a finished board");
    let description = board.embeds[0]["description"].as_str().unwrap();
    assert!(description.contains("Game over:"), "{description}");
    let scores = field(&board, "Final scores");
    for (seat, name) in names.iter().enumerate() {
        let line = scores
            .lines()
            .find(|l| l.starts_with(&format!("{name}: sheep ")))
            .unwrap_or_else(|| panic!("no score line for {name}: {scores}"));
        // "Name: sheep a + wolves b + from hands c = **t**"
        let numbers: Vec<i64> = line[name.len()..]
            .split(|c: char| !c.is_ascii_digit())
            .filter(|s| !s.is_empty())
            .map(|s| s.parse().unwrap())
            .collect();
        assert_eq!(numbers.len(), 4, "{line}");
        assert_eq!(numbers[0] + numbers[1] + numbers[2], numbers[3], "{line}");
        assert_eq!(numbers[3], outcome.scores[seat], "{line}");
        assert_eq!(
            line.contains('🏆'),
            outcome.winners.contains(&seat),
            "{line}"
        );
    }
    let hands = field(&board, "Hands at the end");
    for name in &names {
        assert!(
            hands.lines().any(|l| l.starts_with(&format!("{name}: "))),
            "{hands}"
        );
    }
    let over = format!("🏁 **Game over** — {}", outcome.summary);
    assert!(
        h.fake
            .channel_messages(CHANNEL)
            .iter()
            .any(|m| m.content.contains(&over)),
        "the result is announced"
    );
    let private_lines = hidden::check(&h, id).await;
    assert!(private_lines > 0, "hands are private");
    eprintln!(
        "wolfpack: {moves} clicks by three people in {:?}",
        started.elapsed()
    );
    h.shutdown().await;
}

/// The choice numbers to type on the terminal for a whole 3-human game with
/// `seed`, with an empty line wherever the keyboard passes to another seat.
/// Returns the script, the number of actions and the engine's result.
fn terminal_script(seed: u64) -> (String, u64, wolfden::engine::Outcome) {
    let mut goals = Goals::default();
    let typed = terminal::typed_game("wolfpack", 3, "length=short", seed, |state, seat| {
        let want = steer(state, seat, &goals);
        let number = state
            .panel_for(seat)
            .choices
            .iter()
            .position(|c| c.id == want)
            .unwrap()
            + 1;
        let before = phase(&state_json(state));
        state.apply(Actor::Seat(seat), &want).unwrap();
        let after = phase(&state_json(state));
        goals.stole |= before == "Steal" && after != "Steal";
        goals.swapped |= before == "Swap" && after != "Swap";
        number
    });
    assert!(goals.done());
    typed
}

#[test]
fn wolfpack_is_played_on_the_terminal_from_scripted_input() {
    let seed = 11;
    let (script, actions, outcome) = terminal_script(seed);
    let text = terminal::play_script("wolfpack", 3, 3, "length=short", seed, true, &script);
    assert!(
        !text.contains("Please type a number"),
        "every line was a legal choice"
    );
    // Emphasis is the terminal's to draw: no Discord markdown or mention.
    assert!(!text.contains("**") && !text.contains("<@"), "{text}");
    for said in [
        "plays Steal a card and takes",
        "plays Swap cards: every hand in play passes",
        "Final scores: ",
        "Hands at the end: ",
        // The end says it is over and who won (once: on the game's own
        // last line, or on the status line).
        "Game over: ",
        &outcome.summary,
    ] {
        assert!(text.contains(said), "`{said}` missing:\n{text}");
    }
    // A private line is shown only on its seat's turn, after the keyboard
    // passed to that seat: a stolen card to its thief or victim, a received
    // hand to its receiver.
    let mut privates = 0;
    for turn in text.split("--- Pass the keyboard to ").skip(1) {
        let holder = turn.split(',').next().unwrap();
        for line in turn.lines().filter_map(|l| l.strip_prefix("(private) ")) {
            privates += 1;
            if line.contains(" stole ") {
                assert!(
                    // Each reads of themselves as "you".
                    line.starts_with("You stole") || line.ends_with("from you."),
                    "{holder} saw `{line}`"
                );
            }
        }
    }
    assert!(privates > 0, "private lines are shown to their seat");
    assert!(text.contains("(private) You received"), "{text}");
    // The typed game ended exactly where the engine says it does.
    terminal::assert_json_line_matches(&text, "wolfpack", actions, &outcome);
}
