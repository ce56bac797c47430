//! Ratings, the whole story, rematches and the afterlife on the fake
//! Discord, end to end: `/stats` and `/leaderboard`
//! (ephemeral unless `public:true`, paged with buttons), the final board's
//! whole story and Rematch button (one rematch per game), `/game log` (a
//! file, never for a running game nor another server's), and the Werewolf
//! afterlife: the dead and onlookers share a private thread and a
//! full-information panel that a living player can never reach.

use crate::support;

use serde_json::{json, Value};
use support::*;
use wolfden::engine::Options;
use wolfden::games::werewolf::Werewolf;
use wolfden::games::{bot_name, AnyGame, GameKind};
use wolfden::store::{GameId, GameRow, GameStatus, Named, SeatRow};
use wolfden::table::GameSpec;

fn sub(name: &str, options: Value) -> Value {
    json!([{"name": name, "type": 1, "options": options}])
}

fn public_opt() -> Value {
    json!({"name": "public", "type": 5, "value": true})
}

/// A game dealt straight into the table (no clicks) and played to its end
/// with every seat's bot choice: quick history for stats and leaderboards.
async fn finished_in_table(
    h: &Harness,
    kind: GameKind,
    seed: u64,
    guild: &str,
    users: &[Option<u64>],
) -> GameId {
    let seats = users
        .iter()
        .enumerate()
        .map(|(i, u)| match u {
            Some(u) => SeatRow {
                seat: i,
                user_id: Some(u.to_string()),
                name: format!("User {u}"),
                is_bot: false,
                named: Named::Player,
            },
            None => SeatRow::bot(i, bot_name(i).as_str()),
        })
        .collect();
    let table = h.table();
    let id = table
        .create(GameSpec {
            kind,
            options: Options::parse(kind.option_specs(), []).unwrap(),
            seed,
            seats,
            guild_id: Some(guild.to_string()),
            channel_id: Some(format!("9{seed}")),
            host_id: users[0].map(|u| u.to_string()),
            locale: Default::default(),
        })
        .await
        .unwrap()
        .id;
    loop {
        let row = table.load(id).await.unwrap();
        if row.status == GameStatus::Finished {
            return id;
        }
        let state = row.snapshot.as_ref().unwrap();
        let (actor, action) = state.next_automatic_move(|_| true).unwrap();
        table
            .act(id, actor, &action, Some(row.version))
            .await
            .unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn stats_and_leaderboards_are_private_by_default_and_page_with_buttons() {
    let h = Harness::start().await;
    let guild = GUILD_ID.to_string();
    // Twelve players in six pairs, five two-player games each: everyone
    // has the five rated games a leaderboard asks for.
    let mut seed = 1;
    for pair in 0..6 {
        for _ in 0..5 {
            let (a, b) = (user(2 * pair), user(2 * pair + 1));
            finished_in_table(
                &h,
                GameKind::ProjectPlanning,
                seed,
                &guild,
                &[Some(a), Some(b)],
            )
            .await;
            seed += 1;
        }
    }
    // One more player with four games: not ranked yet.
    for _ in 0..4 {
        let pair = [Some(EVE), Some(user(0))];
        finished_in_table(&h, GameKind::ProjectPlanning, seed, &guild, &pair).await;
        seed += 1;
    }

    let ix = h.fake.slash(ALICE, CHANNEL, "stats", json!([]));
    let stats = h.fake.answer(&ix).await;
    assert!(stats.is_ephemeral(), "stats are private by default");
    let text = stats.text();
    assert!(text.contains("Arctic Wolf Project Planning"), "{text}");
    assert!(text.contains("Played 9"), "{text}");
    assert!(text.contains("Rating ") && text.contains(" ± "), "{text}");
    assert!(text.contains("Best streak"), "{text}");

    let ix = h.fake.slash(
        ALICE,
        CHANNEL,
        "stats",
        json!([opt("game", "werewolf"), public_opt()]),
    );
    let stats = h.fake.answer(&ix).await;
    assert!(!stats.is_ephemeral(), "public:true posts it for everyone");
    assert!(
        stats.text().contains("No finished games yet"),
        "{}",
        stats.text()
    );

    let ix = h.fake.slash(
        ALICE,
        CHANNEL,
        "leaderboard",
        json!([opt("game", "project-planning")]),
    );
    let page1 = h.fake.answer(&ix).await;
    assert!(page1.is_ephemeral());
    let text = page1.text();
    assert!(
        text.contains("**1.**") && text.contains("**10.**"),
        "{text}"
    );
    assert!(!text.contains("**11.**"), "ten a page: {text}");
    assert!(
        !text.contains(&format!("<@{EVE}>")),
        "four games are not enough"
    );
    assert!(text.contains("page 1/2"), "{text}");
    let next = page1.button("Next ▶").expect("a Next button");
    let page2 = h.fake.answer(&h.fake.click(ALICE, &page1, &next)).await;
    assert!(page2.text().contains("**12.**"), "{}", page2.text());
    assert!(page2.text().contains("page 2/2"), "{}", page2.text());
    let prev = page2.button("◀ Prev").unwrap();
    let back = h.fake.answer(&h.fake.click(ALICE, &page2, &prev)).await;
    assert!(back.text().contains("**1.**"), "{}", back.text());

    // Another server's board has nobody; global has everyone.
    let ix = h.fake.slash(
        ALICE,
        CHANNEL,
        "leaderboard",
        json!([
            opt("game", "project-planning"),
            opt("scope", "global"),
            public_opt()
        ]),
    );
    let global = h.fake.answer(&ix).await;
    assert!(!global.is_ephemeral());
    assert!(global.text().contains("everywhere"), "{}", global.text());
    let ix = h.fake.slash(
        ALICE,
        CHANNEL,
        "leaderboard",
        json!([opt("game", "project-planning"), opt("scope", "galaxy")]),
    );
    let refused = h.fake.answer(&ix).await;
    assert!(refused.is_ephemeral());
    assert!(
        refused.content.contains("Unknown scope"),
        "{}",
        refused.content
    );
    // Co-operative games rank by wins; here nobody has played one.
    let ix = h.fake.slash(
        ALICE,
        CHANNEL,
        "leaderboard",
        json!([opt("game", "wolves")]),
    );
    let coop = h.fake.answer(&ix).await;
    assert!(
        coop.text().contains("Nobody is ranked yet"),
        "{}",
        coop.text()
    );
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_final_board_tells_the_whole_story_and_offers_one_rematch() {
    let h = Harness::start().await;
    let (id, _) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB], 0)
        .await;

    // A running game's log is refused, even to its players.
    let ix = h.fake.slash(
        BOB,
        CHANNEL,
        "game",
        sub("log", json!([{"name": "id", "type": 4, "value": id}])),
    );
    let refused = h.fake.answer(&ix).await;
    assert!(refused.is_ephemeral());
    assert!(
        refused.content.contains("not finished"),
        "{}",
        refused.content
    );
    assert!(refused.attachments.is_empty());

    h.play_to_end(id, 2_000).await;
    h.settle().await;
    let board = h.board(id, "main").await;
    let text = board.text();
    // The finished board is the story, pointing to the complete log.
    assert!(text.contains("/game log"), "{text}");
    let rematch = board.button("Rematch").expect("a Rematch button");
    assert!(board.button("Show my hand").is_none());

    // The log: a file, for this server's members, of a finished game.
    let ix = h.fake.slash(EVE, CHANNEL, "game", sub("log", json!([])));
    let log = h.fake.answer(&ix).await;
    assert!(log.is_ephemeral());
    assert_eq!(log.attachments, vec![format!("wolfden-game-{id}.txt")]);
    let story = h.table().story(id).await.unwrap();
    assert!(story.contains("#1 "), "{story}");
    assert!(
        story.contains("(only "),
        "private events are in the log: {story}"
    );
    assert!(story.contains("The whole story:"), "{story}");
    let other = finished_in_table(&h, GameKind::Wolfpack, 5, "777", &[Some(ALICE), None]).await;
    let ix = h.fake.slash(
        ALICE,
        CHANNEL,
        "game",
        sub("log", json!([{"name": "id", "type": 4, "value": other}])),
    );
    let refused = h.fake.answer(&ix).await;
    assert!(
        refused.content.contains("not played in this server"),
        "{}",
        refused.content
    );
    assert!(refused.attachments.is_empty());

    // Someone who did not play cannot ask for the rematch.
    let eve = h.fake.answer(&h.fake.click(EVE, &board, &rematch)).await;
    assert!(eve.is_ephemeral());
    assert!(eve.content.contains("Only its players"), "{}", eve.content);
    // Bob asks: a new public lobby, same game and seats, Alice hosting,
    // posted in the channel; Bob is told privately where it is.
    let told = h.fake.answer(&h.fake.click(BOB, &board, &rematch)).await;
    assert!(told.is_ephemeral(), "{}", told.text());
    h.settle().await;
    let new_id: GameId = h.store().unfinished_games().await.unwrap()[0];
    let lobby = h.board(new_id, "main").await;
    assert!(!lobby.is_ephemeral(), "{}", lobby.text());
    let join = lobby.button("Join").expect("a lobby");
    assert_eq!(join.split(':').nth(1), Some(new_id.to_string().as_str()));
    let new = h.game(new_id).await;
    assert_eq!(new.status, GameStatus::Lobby);
    assert_eq!(new.kind, GameKind::ProjectPlanning);
    assert_eq!(new.host_id.as_deref(), Some(ALICE.to_string().as_str()));
    let users: Vec<_> = new.seats.iter().map(|s| s.user_id.clone()).collect();
    assert_eq!(users, vec![Some(ALICE.to_string()), Some(BOB.to_string())]);
    assert_eq!(new.options, h.game(id).await.options);
    // A second click (or an old board's button) opens nothing.
    let again = h.fake.answer(&h.fake.click(ALICE, &board, &rematch)).await;
    assert!(again.is_ephemeral());
    assert!(
        again
            .content
            .contains(&format!("already has its rematch (game #{new_id})")),
        "{}",
        again.content
    );
    assert_eq!(h.store().unfinished_games().await.unwrap(), vec![new_id]);
    // Bob may leave; the host starts it.
    let lobby = h.lobby_click(BOB, &lobby, "Leave").await;
    let lobby = h.lobby_click(ALICE, &lobby, "Add bot").await;
    h.lobby_click(ALICE, &lobby, "Start").await;
    h.settle().await;
    assert_eq!(h.game(new_id).await.status, GameStatus::Running);
    h.shutdown().await;
}

const HUMANS: [u64; 3] = [ALICE, BOB, CAROL];
const WEREWOLF_OPTIONS: &str =
    "roles=werewolf=2,seer=1,bodyguard=1,villager=3 quiet_seconds=60 first_night_kill=true";

fn werewolf(row: &GameRow) -> &Werewolf {
    match row.snapshot.as_ref().expect("started") {
        AnyGame::Werewolf(g) => g,
        other => panic!("not werewolf: {}", other.kind()),
    }
}

fn afterlife_thread(h: &Harness) -> Option<u64> {
    h.fake
        .private_threads()
        .into_iter()
        .find(|(_, _, name)| name.contains("Afterlife"))
        .map(|(id, _, _)| id)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_dead_and_onlookers_share_the_afterlife_and_the_living_never_reach_it() {
    // Seed 11: a human dies on the first night (as in discord_werewolf).
    let h = Harness::start_with(|l| l.seed = Some(11)).await;
    let (id, board) = h
        .start_game(CHANNEL, "werewolf", Some(WEREWOLF_OPTIONS), &HUMANS, 4)
        .await;

    // A living player is refused the afterlife, by command and by button.
    let ix = h
        .fake
        .slash(ALICE, CHANNEL, "game", sub("watch", json!([])));
    let refused = h.fake.answer(&ix).await;
    assert!(refused.is_ephemeral());
    assert!(
        refused.content.contains("still in the game"),
        "{}",
        refused.content
    );
    assert!(refused.embeds.as_array().is_none_or(Vec::is_empty));
    let button = format!("af:{id}");
    // (on a message that carries it, as the afterlife's do)
    let carrier = h.fake.posted_earlier(&board, &[&button]);
    let refused = h.fake.answer(&h.fake.click(BOB, &carrier, &button)).await;
    assert!(
        refused.content.contains("still in the game"),
        "{}",
        refused.content
    );

    // Eve, who does not play, watches: the thread opens and the panel shows
    // every role.
    let ix = h.fake.slash(EVE, CHANNEL, "game", sub("watch", json!([])));
    let panel = h.fake.answer(&ix).await;
    assert!(panel.is_ephemeral());
    assert!(panel.text().contains("Afterlife"), "{}", panel.text());
    assert!(panel.text().contains("Every player"), "{}", panel.text());
    let thread = afterlife_thread(&h).expect("the afterlife thread");
    assert!(h.fake.members_of(thread).contains(&EVE));
    // An onlooker who has seen the afterlife keeps quiet in the channel.
    let send_messages = 1u64 << 11;
    let eve_denied = |h: &Harness| {
        h.fake
            .overwrites()
            .get(&(CHANNEL, EVE))
            .copied()
            .unwrap_or(0)
    };
    assert_ne!(
        eve_denied(&h) & send_messages,
        0,
        "Eve is muted while it runs"
    );

    let mut panels = std::collections::HashMap::new();
    let mut saw_a_ghost = false;
    let mut moves = 0;
    loop {
        h.settle().await;
        let row = h.game(id).await;
        let g = werewolf(&row);
        // Never a living seat in the afterlife.
        let members = h.fake.members_of(thread);
        for (seat, s) in row.seats.iter().enumerate() {
            let Some(u) = s.user_id.as_ref().and_then(|u| u.parse::<u64>().ok()) else {
                continue;
            };
            let running = row.status == GameStatus::Running;
            if running {
                assert_eq!(
                    members.contains(&u),
                    !g.players[seat].alive,
                    "seat {seat} alive={} in the afterlife?",
                    g.players[seat].alive
                );
            }
            if running && !g.players[seat].alive && !saw_a_ghost {
                // The dead player opens the panel; the log of the running
                // game is still refused to them.
                let p = h.fake.answer(&h.fake.click(u, &carrier, &button)).await;
                assert!(p.text().contains("Every player"), "{}", p.text());
                let ix = h.fake.slash(
                    u,
                    CHANNEL,
                    "game",
                    sub("log", json!([{"name": "id", "type": 4, "value": id}])),
                );
                let log = h.fake.answer(&ix).await;
                assert!(log.content.contains("not finished"), "{}", log.content);
                saw_a_ghost = true;
            }
        }
        if row.status != GameStatus::Running {
            break;
        }
        moves += 1;
        assert!(moves < 2_000, "the game ends");
        if h.human_move(id, &mut panels).await.is_none() {
            break;
        }
    }
    assert!(saw_a_ghost, "a human died during the game");
    // The secret moves were posted in the afterlife, and it closed at the end.
    let posts: Vec<String> = h
        .fake
        .channel_messages(thread)
        .into_iter()
        .map(|m| m.content)
        .collect();
    assert!(posts.iter().any(|p| p.contains("🔒 to ")), "{posts:?}");
    assert!(h.fake.is_archived(thread));
    assert_eq!(eve_denied(&h) & send_messages, 0, "Eve may talk again");
    // Nothing secret reached the channel or a living player's messages
    // (Eve, who watched, is not a seat: the check covers the seats).
    let board = h.board(id, "main").await;
    assert!(board.text().contains("/game log"), "{}", board.text());
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn without_private_threads_the_dead_get_the_panel_alone() {
    let h = Harness::start_with(|l| l.seed = Some(11)).await;
    h.fake.add_fault(
        Fault::new(
            "POST",
            format!("/channels/{CHANNEL}/threads"),
            403,
            json!({"code": 50013, "message": "Missing Permissions"}),
        )
        .times(100),
    );
    let (id, _) = h
        .start_game(CHANNEL, "werewolf", Some(WEREWOLF_OPTIONS), &HUMANS, 4)
        .await;
    h.play_to_end(id, 2_000).await;
    h.settle().await;
    assert!(h.fake.private_threads().is_empty());
    let row = h.game(id).await;
    let g = werewolf(&row);
    let dead: Vec<u64> = (0..3)
        .filter(|&s| !g.players[s].alive)
        .map(|s| HUMANS[s])
        .collect();
    assert!(!dead.is_empty(), "a human died");
    for u in &dead {
        let dm = h.fake.dms(*u);
        let told = dm
            .iter()
            .find(|m| m.content.contains("afterlife panel"))
            .unwrap_or_else(|| panic!("{u} is told about the panel"));
        let button = told.button("Open the afterlife panel").expect("a button");
        let panel = h.fake.answer(&h.fake.click(*u, told, &button)).await;
        assert!(panel.text().contains("Every player"), "{}", panel.text());
    }
    hidden::check(&h, id).await;
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_new_command_is_deferred_like_the_others_and_stays_private() {
    // An ack budget of zero: every answer takes the deferred path.
    let h = Harness::start_with(|l| l.ack_budget = std::time::Duration::ZERO).await;
    let guild = GUILD_ID.to_string();
    let id = finished_in_table(
        &h,
        GameKind::ProjectPlanning,
        1,
        &guild,
        &[Some(ALICE), Some(BOB)],
    )
    .await;
    let commands = [
        ("stats", json!([])),
        ("leaderboard", json!([opt("game", "project-planning")])),
        (
            "game",
            sub("log", json!([{"name": "id", "type": 4, "value": id}])),
        ),
        ("game", sub("watch", json!([]))),
    ];
    for (name, options) in commands {
        // A log is given in the game's own channel (`9{seed}`).
        let channel = if options[0]["name"] == "log" {
            91
        } else {
            CHANNEL
        };
        let ix = h.fake.slash(ALICE, channel, name, options);
        let cb = h.fake.callback(&ix).await;
        assert_eq!(cb.kind, 5, "{name}: deferred");
        assert_eq!(
            cb.data["flags"].as_u64().unwrap_or(0) & 64,
            64,
            "{name}: ephemeral"
        );
        let answer = h.fake.answer(&ix).await;
        assert!(answer.is_ephemeral(), "{name}: {}", answer.text());
        assert!(!answer.text().is_empty(), "{name}");
        if answer.text().contains("complete log") {
            assert_eq!(answer.attachments, vec![format!("wolfden-game-{id}.txt")]);
        }
    }
    let logs = h
        .fake
        .messages()
        .into_iter()
        .filter(|m| m.attachments.iter().any(|f| f.starts_with("wolfden-game-")))
        .count();
    assert_eq!(logs, 1, "the deferred log carries its file");
    h.shutdown().await;
}
