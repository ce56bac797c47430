//! Commands and bad input: autocomplete, unknown or coming games, bad
//! options, DMs, missing permissions, `/rules` pages, `/hand`, `/game
//! status|stop|kick`, and the lobby's host-only buttons (its options: tests/discord_lobby_options.rs).

use crate::support;

use serde_json::json;
use support::*;
use wolfden::games::GameKind;
use wolfden::store::GameStatus;

async fn no_games(h: &Harness) {
    h.settle().await;
    assert!(
        h.store().unfinished_games().await.unwrap().is_empty(),
        "a refused command stores nothing"
    );
}

/// Alice's `/play game:project-planning options:<options>` in `CHANNEL`,
/// and the bot's answer.
async fn play_project_planning_with(h: &Harness, options: &str) -> Msg {
    let ix = h.fake.slash(
        ALICE,
        CHANNEL,
        "play",
        json!([opt("game", "project-planning"), opt("options", options)]),
    );
    h.fake.answer(&ix).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn autocomplete_lists_the_five_games() {
    let h = Harness::start().await;
    let ix = h.fake.autocomplete(ALICE, CHANNEL, "play", "game", "");
    let cb = h.fake.callback(&ix).await;
    assert_eq!(cb.kind, 8);
    let choices = cb.data["choices"].as_array().unwrap();
    assert_eq!(choices.len(), 5);
    for kind in GameKind::ALL {
        let c = choices.iter().find(|c| c["value"] == kind.slug()).unwrap();
        let label = c["name"].as_str().unwrap();
        assert_eq!(label, format!("{} ({})", kind.title(), kind.slug()));
    }
    let ix = h.fake.autocomplete(ALICE, CHANNEL, "play", "game", "proj");
    let cb = h.fake.callback(&ix).await;
    assert_eq!(cb.data["choices"].as_array().unwrap().len(), 1);
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn unknown_games_and_bad_options_are_refused_clearly() {
    let h = Harness::start().await;
    let ix = h
        .fake
        .slash(ALICE, CHANNEL, "play", json!([opt("game", "chess")]));
    let a = h.fake.answer(&ix).await;
    assert!(a.is_ephemeral());
    assert!(a.content.contains("unknown game `chess`"), "{}", a.content);
    assert!(a.content.contains("project-planning"), "{}", a.content);

    let a = play_project_planning_with(&h, "colour=red").await;
    assert!(a.is_ephemeral());
    assert!(
        a.content
            .contains("there is no option `colour`; the options are `tokens`"),
        "{}",
        a.content
    );

    let a = play_project_planning_with(&h, "tokens").await;
    assert!(a.content.contains("KEY=VALUE"), "{}", a.content);
    if GameKind::ProjectPlanning
        .option_specs()
        .iter()
        .any(|s| s.key == "tokens")
    {
        let a = play_project_planning_with(&h, "tokens=99").await;
        assert!(
            a.content
                .contains("`tokens` cannot be `99`: it takes a whole number from"),
            "{}",
            a.content
        );
    }
    no_games(&h).await;
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn guild_commands_in_dms_say_they_need_a_server() {
    let h = Harness::start().await;
    for cmd in ["play", "hand"] {
        let options = if cmd == "play" {
            json!([opt("game", "project-planning")])
        } else {
            json!([])
        };
        let ix = h.fake.slash_in_dm(ALICE, cmd, options);
        let a = h.fake.answer(&ix).await;
        assert!(a.content.contains("server channel"), "{cmd}: {}", a.content);
    }
    // /rules works anywhere.
    let ix = h
        .fake
        .slash_in_dm(ALICE, "rules", json!([opt("game", "project-planning")]));
    let a = h.fake.answer(&ix).await;
    assert!(a.text().contains("rules"), "{}", a.text());
    no_games(&h).await;
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_missing_bot_permission_is_named() {
    let h = Harness::start().await;
    // View Channel, Send Messages, Attach Files; no Embed Links.
    let perms: u64 = (1 << 10) | (1 << 11) | (1 << 15);
    let ix = h.fake.slash_with(
        ALICE,
        CHANNEL,
        "play",
        json!([opt("game", "project-planning")]),
        |m| {
            m["app_permissions"] = json!(perms.to_string());
        },
    );
    let a = h.fake.answer(&ix).await;
    assert!(a.is_ephemeral());
    assert!(a.content.contains("**Embed Links**"), "{}", a.content);
    assert!(!a.content.contains("Send Messages"), "{}", a.content);
    no_games(&h).await;
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn rules_are_paginated_with_buttons() {
    let h = Harness::start().await;
    let kind = GameKind::ProjectPlanning;
    let ix = h
        .fake
        .slash(ALICE, CHANNEL, "rules", json!([opt("game", kind.slug())]));
    let mut page = h.fake.answer(&ix).await;
    assert!(page.is_ephemeral());
    // Pages and messages compared as words: bold marks and escapes aside.
    let words = |s: &str| s.replace(['*', '\\'], "");
    let pages: Vec<String> = kind
        .rules()
        .iter()
        .map(|page| words(&page.plain(wolfden::engine::Viewer::Public)))
        .collect();
    let first_line = pages[0].lines().next().unwrap();
    assert!(
        words(&page.text()).contains(first_line.trim()),
        "{}",
        page.text()
    );
    for (i, text) in pages.iter().enumerate().skip(1) {
        let next = page.button("Next ▶").expect("a Next button");
        let ix = h.fake.click(ALICE, &page, &next);
        assert_eq!(
            h.fake.callback(&ix).await.kind,
            7,
            "the page is updated in place"
        );
        page = h.fake.answer(&ix).await;
        let line = text.lines().find(|l| !l.trim().is_empty()).unwrap().trim();
        assert!(
            words(&page.text()).contains(&line[..line.len().min(40)]),
            "page {i}: {}",
            page.text()
        );
    }
    if pages.len() > 1 {
        let disabled = page.components[0]["components"][1]["disabled"].as_bool();
        assert_eq!(disabled, Some(true), "Next is disabled on the last page");
    }
    let ix = h
        .fake
        .slash(ALICE, CHANNEL, "rules", json!([opt("game", "nope")]));
    assert!(h.fake.answer(&ix).await.content.contains("unknown game"));
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn hand_shows_your_private_panel_or_says_why_not() {
    let h = Harness::start().await;
    let ix = h.fake.slash(ALICE, CHANNEL, "hand", json!([]));
    assert!(h
        .fake
        .answer(&ix)
        .await
        .content
        .contains("No game is running"));
    let (id, lobby) = h.open_lobby(ALICE, CHANNEL, "project-planning", None).await;
    let ix = h.fake.slash(ALICE, CHANNEL, "hand", json!([]));
    assert!(h.fake.answer(&ix).await.content.contains("has not started"));
    let lobby = h.lobby_click(BOB, &lobby, "Join").await;
    h.lobby_click(ALICE, &lobby, "Start").await;
    h.settle().await;
    let ix = h.fake.slash(BOB, CHANNEL, "hand", json!([]));
    let hand = h.fake.answer(&ix).await;
    assert!(hand.is_ephemeral());
    assert_eq!(hand.seen, Seen::User(BOB));
    let row = h.game(id).await;
    let panel = row.snapshot.as_ref().unwrap().panel_for(1);
    // The title is Bob's own: a player named in it reads "you".
    let title = panel.title.plain(wolfden::engine::Viewer::Seat(1));
    assert_eq!(hand.embeds[0]["title"].as_str().unwrap(), title);
    let ix = h.fake.slash(EVE, CHANNEL, "hand", json!([]));
    assert!(h.fake.answer(&ix).await.content.contains("not playing"));
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn lobby_buttons_check_who_may_press_them() {
    let h = Harness::start().await;
    let (id, lobby) = h.open_lobby(ALICE, CHANNEL, "project-planning", None).await;
    for label in ["Start", "Cancel", "Add bot"] {
        let ix = h.fake.click(BOB, &lobby, &lobby.button(label).unwrap());
        let a = h.fake.answer(&ix).await;
        assert!(a.is_ephemeral(), "{label}");
        assert!(
            a.content.contains("Only the host"),
            "{label}: {}",
            a.content
        );
    }
    let lobby = h.lobby_click(BOB, &lobby, "Join").await;
    assert!(
        lobby.text().contains(&format!("<@{BOB}>")),
        "{}",
        lobby.text()
    );
    let ix = h.fake.click(BOB, &lobby, &lobby.button("Join").unwrap());
    assert!(h.fake.answer(&ix).await.content.contains("already joined"));
    let ix = h.fake.click(ALICE, &lobby, &lobby.button("Leave").unwrap());
    assert!(h
        .fake
        .answer(&ix)
        .await
        .content
        .contains("host cannot leave"));
    let lobby = h.lobby_click(BOB, &lobby, "Leave").await;
    assert!(!lobby.text().contains(&format!("<@{BOB}>")));
    // Alone, the host cannot start: the engine's seat count message.
    let ix = h.fake.click(ALICE, &lobby, &lobby.button("Start").unwrap());
    let a = h.fake.answer(&ix).await;
    assert!(a.content.contains("Cannot start yet"), "{}", a.content);
    assert_eq!(h.game(id).await.status, GameStatus::Lobby);
    let lobby = h.lobby_click(ALICE, &lobby, "Add bot").await;
    assert!(lobby.text().contains("Akela (bot)"), "{}", lobby.text());
    let cancelled = h.lobby_click(ALICE, &lobby, "Cancel").await;
    assert!(cancelled.buttons().is_empty());
    assert_eq!(h.game(id).await.status, GameStatus::Cancelled);
    let ix = h.fake.click(BOB, &lobby, &lobby.button("Join").unwrap());
    assert!(h.fake.answer(&ix).await.content.contains("cancelled"));
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn game_status_stop_and_kick() {
    let h = Harness::start().await;
    let (id, board) = h
        .start_game(CHANNEL, "project-planning", None, &[ALICE, BOB, CAROL], 0)
        .await;
    let ix = h.fake.slash(
        BOB,
        CHANNEL,
        "game",
        json!([{"name": "status", "type": 1, "options": []}]),
    );
    let status = h.fake.answer(&ix).await;
    assert!(status.is_ephemeral());
    assert!(
        status.content.contains(&format!("game #{id}")),
        "{}",
        status.content
    );
    assert!(status.content.contains("running"), "{}", status.content);

    // Kick: not for Bob; Alice (the host) gives Carol's seat to a bot.
    let kick = |by: u64, who: u64| {
        h.fake.slash_with(
            by,
            CHANNEL,
            "game",
            json!([{"name": "kick", "type": 1, "options": [
            {"name": "player", "type": 6, "value": who.to_string()}]}]),
            |m| {
                m["data"]["resolved"] = json!({"users": {who.to_string(): user_json(who)}});
            },
        )
    };
    let a = h.fake.answer(&kick(BOB, CAROL)).await;
    assert!(a.content.contains("Only the host"), "{}", a.content);
    let a = h.fake.answer(&kick(ALICE, CAROL)).await;
    assert!(!a.is_ephemeral());
    assert!(a.content.contains("played by a bot"), "{}", a.content);
    h.settle().await;
    let row = h.game(id).await;
    assert!(row.seats[2].is_bot);
    assert_eq!(row.seats[2].user_id, None);
    let hand = h.show_hand(CAROL, &board).await;
    assert!(hand.content.contains("not playing"));
    if row.status == GameStatus::Running {
        let state = row.snapshot.as_ref().unwrap();
        assert!(
            state.prompt_for(2).is_none(),
            "the bot plays the kicked seat at once"
        );
    }

    // Stop: not for Bob; a member with Manage Messages may.
    let stop = |by: u64, perms: u64| {
        h.fake.slash_with(
            by,
            CHANNEL,
            "game",
            json!([{"name": "stop", "type": 1, "options": []}]),
            move |m| {
                m["member"]["permissions"] = json!(perms.to_string());
            },
        )
    };
    let a = h.fake.answer(&stop(BOB, 1 << 10)).await;
    assert!(a.content.contains("Only the host"), "{}", a.content);
    let a = h.fake.answer(&stop(EVE, (1 << 10) | (1 << 13))).await;
    assert!(a.content.contains("stopped"), "{}", a.content);
    h.settle().await;
    assert_eq!(h.game(id).await.status, GameStatus::Cancelled);
    let stopped = h.board(id, "main").await;
    assert!(stopped.buttons().is_empty(), "{}", stopped.text());
    assert!(stopped.text().contains("(stopped)"), "{}", stopped.text());
    // The channel is free again.
    let (again, _) = h.open_lobby(BOB, CHANNEL, "project-planning", None).await;
    assert_ne!(again, id);
    h.shutdown().await;
}
