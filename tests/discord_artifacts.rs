//! Werewolf artifacts end to end on the fake Discord, played by clicks: two
//! reveals declared at once are both accepted and resolved one after the
//! other in declaration order; the Staff of the Seer shows its result only
//! to its holder; the Rod of Reincarnation saves a player from the vote
//! while the public board does not say who is deciding; a whole game with
//! two artifacts each leaks nothing.
//!
//! In the first three every seat is human (no bot moves in between) and
//! `artifacts=1` with an `artifact_list` of exactly six cards deals one of
//! them to each of the six players; the test reads from the stored state who
//! holds which.

use crate::support;

use support::*;
use wolfden::discord::testing::NOTICE_MARK;
use wolfden::engine::{Actor, Game};
use wolfden::games::werewolf::{Artifact, Pending, Phase, Werewolf};
use wolfden::games::AnyGame;
use wolfden::store::{GameId, GameRow};

const SEATS: usize = 6;
const OUTDATED: &str = "This prompt is outdated";

/// The game row and its Werewolf state.
async fn state(h: &Harness, id: GameId) -> (GameRow, Werewolf) {
    h.settle().await;
    let row = h.game(id).await;
    let g = match &row.snapshot {
        Some(AnyGame::Werewolf(g)) => (**g).clone(),
        other => panic!("not a Werewolf game: {other:?}"),
    };
    (row, g)
}

/// Six humans, one Seer and two Werewolves, one artifact each from `list`
/// (six cards); the clock ends the quiet first night and the day's quiet
/// talk. Returns the game in day 1's discussion, nominations open.
async fn day_one(h: &Harness, list: &str) -> GameId {
    let humans: Vec<u64> = (0..SEATS).map(user).collect();
    let options = format!("artifacts=1 artifact_list={list} roles=seer=1,werewolf=2");
    let (id, _) = h
        .start_game(CHANNEL, "werewolf", Some(&options), &humans, 0)
        .await;
    let row = h.game(id).await;
    h.pass_deadline(id, row.deadline_at.expect("the night timer"))
        .await;
    // The day's quiet talk ends: nominations open.
    let (row, g) = state(h, id).await;
    assert!(!g.today.floor_open);
    h.pass_deadline(id, row.deadline_at.expect("the quiet talk's timer"))
        .await;
    let (_, g) = state(h, id).await;
    assert!(g.today.floor_open);
    assert!(
        matches!(g.phase, Phase::Discussion { .. }) && g.pending.is_empty(),
        "day 1: {:?}",
        g.phase
    );
    for p in &g.players {
        assert_eq!(p.artifacts.len(), 1, "one card each");
    }
    id
}

fn holder(g: &Werewolf, art: Artifact) -> usize {
    (0..g.players.len())
        .find(|&s| g.players[s].artifacts.iter().any(|h| h.art == art))
        .unwrap_or_else(|| panic!("nobody holds the {}", art.name()))
}

fn user_of(row: &GameRow, seat: usize) -> u64 {
    row.seats[seat].user_id.as_ref().unwrap().parse().unwrap()
}

/// `seat` opens their hand on the board; returns the panel and the control
/// standing for `choice` on it (the choice must be in their prompt).
async fn hand_with(h: &Harness, id: GameId, seat: usize, choice: &str) -> (Msg, Control) {
    let (row, _) = state(h, id).await;
    let prompt = row
        .snapshot
        .as_ref()
        .unwrap()
        .prompt_for(seat)
        .unwrap_or_else(|| panic!("seat {seat} has no prompt"));
    let index = prompt
        .choices
        .iter()
        .position(|c| c.id == choice)
        .unwrap_or_else(|| panic!("`{choice}` is not among {:?}", prompt.choices));
    let board = h.board(id, "main").await;
    let panel = h.show_hand(user_of(&row, seat), &board).await;
    let control = Harness::control_for(&panel, id, row.version, choice, index)
        .unwrap_or_else(|| panic!("`{choice}` not on the panel: {}", panel.text()));
    (panel, control)
}

fn press(h: &Harness, user: u64, panel: &Msg, control: &Control) -> Ix {
    match control {
        Control::Button(id) => h.fake.click(user, panel, id),
        Control::Select(id, value) => h.fake.select(user, panel, id, value),
    }
}

/// `seat` picks `choice` by clicks; returns the answer they saw.
async fn choose(h: &Harness, id: GameId, seat: usize, choice: &str) -> Msg {
    let (row, _) = state(h, id).await;
    let user = user_of(&row, seat);
    let (panel, control) = hand_with(h, id, seat, choice).await;
    let answer = h.fake.answer(&press(h, user, &panel, &control)).await;
    assert!(
        !answer.text().contains(OUTDATED) && !answer.text().contains('⚠'),
        "seat {seat} `{choice}` was not accepted: {}",
        answer.text()
    );
    h.settle().await;
    answer
}

/// Where `needle` first appears in `text`.
fn at(text: &str, needle: &str) -> usize {
    text.find(needle)
        .unwrap_or_else(|| panic!("`{needle}` not in:\n{text}"))
}

/// Every notice the game's channel was shown (the board's marked lines,
/// each version of each message in turn), one a line.
fn announced(h: &Harness) -> String {
    h.fake
        .shown()
        .into_iter()
        .filter(|(seen, _)| *seen == Seen::Channel(CHANNEL))
        .flat_map(|(_, m)| {
            m.content
                .lines()
                .filter(|l| l.contains(NOTICE_MARK))
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_reveals_declared_at_once_are_both_accepted_and_resolved_in_declaration_order() {
    let started = std::time::Instant::now();
    let h = Harness::start().await;
    let id = day_one(&h, "talisman,diary,staff,rod,void,skimmer").await;
    let (row, g) = state(&h, id).await;
    let (a, b) = (
        holder(&g, Artifact::TalismanOfTrouble),
        holder(&g, Artifact::DiaryOfTheInsomniac),
    );
    // Both open their hands on the same version of the game...
    let (panel_a, reveal_a) = hand_with(&h, id, a, "a0").await;
    let (panel_b, reveal_b) = hand_with(&h, id, b, "a0").await;
    let version = h.game(id).await.version;
    assert_eq!(version, row.version);
    // ...and click Reveal at once, before either click is answered.
    let ix_a = press(&h, user_of(&row, a), &panel_a, &reveal_a);
    let ix_b = press(&h, user_of(&row, b), &panel_b, &reveal_b);
    let (answer_a, answer_b) = (h.fake.answer(&ix_a).await, h.fake.answer(&ix_b).await);
    h.settle().await;
    for answer in [&answer_a, &answer_b] {
        assert!(
            !answer.text().contains(OUTDATED) && !answer.text().contains('⚠'),
            "both declarations are accepted: {}",
            answer.text()
        );
    }
    // Declaration order is the order the table took them in.
    let log = h.store().actions(id).await.unwrap();
    let declared: Vec<(Actor, String)> = log[version as usize..].to_vec();
    assert_eq!(
        declared.len(),
        2,
        "two declarations and nothing else: {declared:?}"
    );
    let order: Vec<usize> = declared
        .iter()
        .map(|(actor, action)| match actor {
            Actor::Seat(s) if action == "a0" => *s,
            other => panic!("unexpected action {other} `{action}`"),
        })
        .collect();
    assert!(order == vec![a, b] || order == vec![b, a], "{order:?}");
    let (_, g) = state(&h, id).await;
    let lines = |s: usize| -> (String, String) {
        if s == a {
            (
                format!("{} reveals the Talisman of Trouble", g.names[a]),
                "the vote may eliminate a second player today.".to_string(),
            )
        } else {
            (
                format!("{} reveals the Diary of the Insomniac", g.names[b]),
                format!("Diary of the Insomniac: {}'s neighbours", g.names[b]),
            )
        }
    };
    let (first_reveal, first_effect) = lines(order[0]);
    let (second_reveal, second_effect) = lines(order[1]);
    // On the board's recent events: the first is resolved fully (its effect
    // is out) before the second is even revealed.
    let board = h.board(id, "main").await;
    let all = board.text();
    // Older events stay in the board's recent list; the newest ones are the
    // message content, above the board: read them in that order.
    let text = &format!("{}\n{}", &all[at(&all, "Recent events")..], board.content);
    let r1 = at(text, &first_reveal);
    let e1 = at(text, &first_effect);
    let r2 = at(text, &second_reveal);
    let e2 = at(text, &second_effect);
    assert!(r1 < e1 && e1 < r2 && r2 < e2, "{text}");
    // The reveals are announced (marked lines on the board as the channel
    // saw it, edit after edit) in the same order.
    let notices = announced(&h);
    assert!(
        at(&notices, &first_reveal) < at(&notices, &second_reveal),
        "{notices}"
    );
    // Both cards are face up and done; nothing is left queued.
    assert!(g.pending.is_empty());
    assert_eq!(g.today.allowed, 2, "the Talisman took effect");
    for s in [a, b] {
        let card = &g.players[s].artifacts[0];
        assert!(card.revealed && card.used, "{:?}", card);
    }
    hidden::check(&h, id).await;
    eprintln!("two reveals at once: {:?}", started.elapsed());
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn staff_of_the_seer_shows_its_result_only_to_its_holder() {
    let started = std::time::Instant::now();
    let h = Harness::start().await;
    let id = day_one(&h, "staff,rod,talisman,diary,void,skimmer").await;
    let (row, g) = state(&h, id).await;
    let seer = holder(&g, Artifact::StaffOfTheSeer);
    let user = user_of(&row, seer);
    // Look at a werewolf if the holder is not one, else at anyone else.
    let target = (0..SEATS)
        .filter(|&s| s != seer)
        .find(|&s| g.players[s].role.is_wolf() || g.players[seer].role.is_wolf())
        .unwrap();
    let asked = choose(&h, id, seer, "a0").await;
    assert!(
        asked.text().contains("View the role of"),
        "the holder picks a player: {}",
        asked.text()
    );
    let answer = choose(&h, id, seer, &format!("t{target}")).await;
    let (_, g) = state(&h, id).await;
    let result = format!(
        "Staff of the Seer: {} is the {}.",
        g.names[target],
        g.players[target].role.name()
    );
    // The holder sees it, privately.
    assert!(answer.text().contains(&result), "{}", answer.text());
    assert!(answer.is_ephemeral() || answer.is_dm, "{:?}", answer.seen);
    assert_eq!(answer.seen, Seen::User(user));
    // The choice of player is public; the result is not.
    let board = h.board(id, "main").await;
    assert!(board.text().contains(&format!(
        "{} chooses {} (Staff of the Seer).",
        g.names[seer], g.names[target]
    )));
    let shown = h.fake.shown();
    let with_result: Vec<&(Seen, Msg)> = shown
        .iter()
        .filter(|(_, m)| m.text().contains(&result))
        .collect();
    assert!(!with_result.is_empty());
    for (seen, m) in &with_result {
        assert_eq!(*seen, Seen::User(user), "shown to another: {}", m.text());
    }
    for m in h.fake.channel_messages(CHANNEL) {
        assert!(!m.text().contains(&result), "public: {}", m.text());
    }
    assert!(
        hidden::check(&h, id).await > 0,
        "the Staff's result is private"
    );
    eprintln!("staff of the seer: {:?}", started.elapsed());
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn rod_of_reincarnation_saves_its_holder_from_the_vote() {
    let started = std::time::Instant::now();
    let h = Harness::start().await;
    let id = day_one(&h, "rod,staff,talisman,diary,void,skimmer").await;
    let (_, g) = state(&h, id).await;
    let rod = holder(&g, Artifact::RodOfReincarnation);
    let others: Vec<usize> = (0..SEATS).filter(|&s| s != rod).collect();
    let old_role = g.players[rod].role;
    choose(&h, id, others[0], &format!("n{rod}")).await;
    choose(&h, id, others[1], "second").await;
    choose(&h, id, rod, "rest").await;
    loop {
        let (row, g) = state(&h, id).await;
        if !matches!(g.phase, Phase::Vote { .. }) {
            break;
        }
        let p = row.snapshot.as_ref().unwrap().prompts().remove(0);
        let vote = if p.choices.iter().any(|c| c.id == "elim") {
            "elim"
        } else {
            p.choices[0].id.as_str()
        };
        choose(&h, id, p.seat, vote).await;
    }
    // The vote is lost: the holder decides, and the board names nobody.
    let (row, g) = state(&h, id).await;
    assert!(
        matches!(g.pending.front(), Some(Pending::Rebirth { seat, .. }) if *seat == rod),
        "{:?}",
        g.pending
    );
    let board = h.board(id, "main").await;
    assert!(
        board
            .text()
            .contains("The moderator is resolving the elimination…"),
        "{}",
        board.text()
    );
    assert!(!board.text().contains("decision by"), "{}", board.text());
    assert!(!announced(&h).contains("Rod of Reincarnation"));
    let (panel, _) = hand_with(&h, id, rod, "use0").await;
    assert!(panel.text().contains("Reveal the Rod of Reincarnation"));
    assert_eq!(panel.seen, Seen::User(user_of(&row, rod)));
    let answer = choose(&h, id, rod, "use0").await;
    assert!(
        answer.text().contains("Your new role:"),
        "{}",
        answer.text()
    );
    // Saved: alive, a new role, the Rod face up and used.
    let (_, g) = state(&h, id).await;
    let name = &g.names[rod];
    let board = h.board(id, "main").await;
    let text = board.text();
    assert!(
        text.contains(&format!(
            "{name} is eliminated, but the Rod of Reincarnation keeps them in the game with a new role."
        )),
        "{text}"
    );
    // The board lists the players a few to a line, " │ " between them (a
    // box-drawing bar: Discord's `|` would need escaping).
    let line = text
        .lines()
        .flat_map(|l| l.split(" │ "))
        .find(|l| l.starts_with(&format!("{}. {name}", rod + 1)))
        .unwrap_or_else(|| panic!("no player line for {name}:\n{text}"));
    assert!(line.contains("[Rod of Reincarnation (used)]"), "{line}");
    assert!(!line.contains("dead"), "{line}");
    assert!(g.players[rod].alive);
    assert_ne!(g.players[rod].role, old_role);
    assert!(g.discarded_roles.contains(&old_role));
    hidden::check(&h, id).await;
    eprintln!("rod of reincarnation: {:?}", started.elapsed());
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_game_with_two_artifacts_each_plays_to_the_end_by_clicks_and_leaks_nothing() {
    let started = std::time::Instant::now();
    let h = Harness::start().await;
    let humans: Vec<u64> = (0..4).map(user).collect();
    let (id, _) = h
        .start_game(CHANNEL, "werewolf", Some("artifacts=2"), &humans, 6)
        .await;
    let moves = h.play_to_end(id, 20_000).await;
    h.settle().await;
    let (row, g) = state(&h, id).await;
    assert_eq!(row.status, wolfden::store::GameStatus::Finished);
    let revealed: u64 = g
        .tallies()
        .iter()
        .filter(|t| t.0.ends_with("/revealed"))
        .map(|t| t.1)
        .sum();
    assert!(revealed > 0, "artifacts were revealed");
    let private = hidden::check(&h, id).await;
    assert!(private > 0);
    eprintln!(
        "artifacts=2: {moves} moves, {revealed} reveals, {private} private lines, {:?}",
        started.elapsed()
    );
    h.shutdown().await;
}
