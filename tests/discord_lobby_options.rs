//! The lobby's options on Discord: the host's private options panel of
//! menus, toggles and a small form (never free `key=value` text), the
//! lobby showing the options in words and pointing newcomers to `/rules`,
//! refusals for other users, forged values and stale clicks (nothing
//! changes), and bots named as the terminal names them.

use crate::support;

use serde_json::json;
use support::*;
use wolfden::engine::Options;
use wolfden::games::GameKind;
use wolfden::store::GameId;

/// A refusal: ephemeral, for the user only, containing `what`.
fn assert_refused(answer: &Msg, user: u64, what: &str) {
    assert!(answer.is_ephemeral(), "{}", answer.text());
    assert_eq!(answer.seen, Seen::User(user));
    assert!(answer.content.contains(what), "{}", answer.content);
}

/// The menu of values for option `key` on the options panel page.
fn value_menu(id: GameId, page: usize, key: &str) -> String {
    format!("lv:{id}:{page}:{key}")
}

/// The host opens the options panel from the lobby.
async fn open_panel(h: &Harness, lobby: &Msg) -> Msg {
    let ix = h
        .fake
        .click(ALICE, lobby, &lobby.button("Options").unwrap());
    let cb = h.fake.callback(&ix).await;
    assert_eq!(cb.kind, 4, "a new message, not a free-text modal");
    let panel = h.fake.answer(&ix).await;
    assert!(panel.is_ephemeral(), "{}", panel.text());
    assert_eq!(panel.seen, Seen::User(ALICE));
    panel
}

/// The options panel page that holds the control `custom_id`, paging with
/// Next from `panel`.
async fn page_with(h: &Harness, mut panel: Msg, custom_id: &str) -> Msg {
    for _ in 0..5 {
        let ids: Vec<String> = panel
            .selects()
            .into_iter()
            .map(|(id, _)| id)
            .chain(panel.buttons().into_iter().map(|(id, _)| id))
            .collect();
        if ids.iter().any(|id| id == custom_id) {
            return panel;
        }
        let next = panel
            .button("Next ▶")
            .unwrap_or_else(|| panic!("no {custom_id} and no next page: {}", panel.text()));
        let ix = h.fake.click(ALICE, &panel, &next);
        assert_eq!(h.fake.callback(&ix).await.kind, 7, "paging edits the panel");
        panel = h.fake.answer(&ix).await;
    }
    panic!("no page holds {custom_id}")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_host_sets_options_with_menus_and_toggles_and_the_lobby_shows_them_in_words() {
    let h = Harness::start().await;
    let (id, lobby) = h.open_lobby(ALICE, CHANNEL, "werewolf", None).await;
    let text = lobby.text();
    // The lobby lists only the options that differ from their defaults
    // (and the turn timer); the options panel lists them all.
    for default in ["Night:", "Reveal roles:", "Roles:", "Bot wait:"] {
        assert!(!text.contains(default), "{default} is a default: {text}");
    }
    assert!(text.contains("Turn timer: off"), "{text}");
    assert!(!text.contains("night_seconds="), "no key=value: {text}");
    assert!(text.contains("/rules game:werewolf"), "{text}");

    // Somebody else may not open the panel.
    let ix = h.fake.click(BOB, &lobby, &lobby.button("Options").unwrap());
    assert_refused(&h.fake.answer(&ix).await, BOB, "Only the host");

    let panel = open_panel(&h, &lobby).await;
    assert!(panel.text().contains("Bot wait: 40 s"), "{}", panel.text());
    assert!(
        panel.text().contains("Night: 1 min 30 s"),
        "{}",
        panel.text()
    );
    assert!(
        panel.text().contains("Reveal roles: on"),
        "{}",
        panel.text()
    );
    assert!(panel.text().contains("Roles: auto"), "{}", panel.text());
    // A number is a menu of presets, the current value among them.
    let night = value_menu(id, 0, "night_seconds");
    let panel = page_with(&h, panel, &night).await;
    let (_, values) = panel
        .selects()
        .into_iter()
        .find(|(m, _)| *m == night)
        .unwrap();
    let values: Vec<String> = values.into_iter().map(|(v, _)| v).collect();
    for v in ["20", "90", "120", "900"] {
        assert!(values.contains(&v.to_string()), "{values:?}");
    }
    let ix = h.fake.select(ALICE, &panel, &night, "120");
    assert_eq!(h.fake.callback(&ix).await.kind, 7, "the panel is redrawn");
    let panel = h.fake.answer(&ix).await;
    assert!(panel.text().contains("Night: 2 min"), "{}", panel.text());
    assert_eq!(h.game(id).await.options.text("night_seconds"), "120");
    h.settle().await;
    let shown = h.fake.message(lobby.id);
    assert!(shown.text().contains("Night: 2 min"), "{}", shown.text());

    // A boolean is a toggle.
    let toggle = format!("ls:{id}:0:reveal_roles=false");
    let panel = page_with(&h, panel, &toggle).await;
    assert!(panel.button("Reveal roles: turn off").is_some());
    let ix = h.fake.click(ALICE, &panel, &toggle);
    let panel = h.fake.answer(&ix).await;
    assert!(panel.button("Reveal roles: turn on").is_some());
    assert_eq!(h.game(id).await.options.text("reveal_roles"), "false");
    h.settle().await;
    let shown = h.fake.message(lobby.id);
    assert!(
        shown.text().contains("Reveal roles: off"),
        "{}",
        shown.text()
    );

    // A later page: the bots' wait after nominations open.
    let wait = value_menu(id, 1, "bot_wait");
    let panel = page_with(&h, panel, &wait).await;
    let ix = h.fake.select(ALICE, &panel, &wait, "0");
    let panel = h.fake.answer(&ix).await;
    assert!(panel.text().contains("Bot wait: 0 s"), "{}", panel.text());
    assert!(panel.text().contains("Page 2 of"), "{}", panel.text());

    // A text option is a small form, prefilled, validated when set.
    let ask = format!("lm:{id}:0:artifact_opt_out");
    let panel = page_with(&h, open_panel(&h, &lobby).await, &ask).await;
    let ix = h.fake.click(ALICE, &panel, &ask);
    let cb = h.fake.callback(&ix).await;
    assert_eq!(cb.kind, 9, "a modal");
    let form = format!("mo:{id}:0:artifact_opt_out");
    assert_eq!(cb.data["custom_id"], form);
    let ix = h.fake.submit_modal(ALICE, &panel, &form, "value", "2,5");
    assert_eq!(h.fake.callback(&ix).await.kind, 7);
    assert_eq!(h.game(id).await.options.text("artifact_opt_out"), "2,5");
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn forged_and_stale_option_clicks_are_refused_and_change_nothing() {
    let h = Harness::start().await;
    let (id, mut lobby) = h.open_lobby(ALICE, CHANNEL, "werewolf", None).await;
    let panel = open_panel(&h, &lobby).await;
    let before = h.game(id).await.options;

    // Only the host: the panel's controls refuse anybody else (who could
    // send them only from a copy of the panel).
    let night = value_menu(id, 0, "night_seconds");
    let panel = page_with(&h, panel, &night).await;
    let mut copy = h.fake.posted_earlier(&lobby, &[]);
    copy.components = panel.components.clone();
    let ix = h.fake.select(BOB, &copy, &night, "120");
    assert_refused(&h.fake.answer(&ix).await, BOB, "Only the host");

    // Values and keys only a forged menu or button could send.
    let forged = |custom_id: &str, value: &str| {
        let menu = json!({"type": 3, "custom_id": custom_id,
            "options": [{"label": "x", "value": value}]});
        let mut earlier = h.fake.posted_earlier(&panel, &[]);
        earlier.components = json!([{"type": 1, "components": [menu]}]);
        earlier
    };
    for (custom_id, value, why) in [
        (night.clone(), "5", "Options not changed"),
        (night.clone(), "soon", "Options not changed"),
        (value_menu(id, 0, "colour"), "red", "no option `colour`"),
        (value_menu(id, 0, "size"), "small", "no option `size`"),
    ] {
        let earlier = forged(&custom_id, value);
        let ix = h.fake.select(ALICE, &earlier, &custom_id, value);
        assert_refused(&h.fake.answer(&ix).await, ALICE, why);
    }
    for custom_id in [
        format!("ls:{id}:0:reveal_roles=maybe"),
        format!("lm:{id}:0:night_seconds"),
    ] {
        let earlier = h.fake.posted_earlier(&panel, &[&custom_id]);
        let ix = h.fake.click(ALICE, &earlier, &custom_id);
        let a = h.fake.answer(&ix).await;
        assert!(a.is_ephemeral(), "{custom_id}: {}", a.text());
        assert!(
            a.content.contains("Options not changed"),
            "{custom_id}: {}",
            a.content
        );
    }
    assert_eq!(h.game(id).await.options, before);

    // After Start, the panel's controls are stale.
    for _ in 0..4 {
        lobby = h.lobby_click(ALICE, &lobby, "Add bot").await;
    }
    h.lobby_click(ALICE, &lobby, "Start").await;
    h.settle().await;
    let ix = h.fake.select(ALICE, &panel, &night, "120");
    assert_refused(&h.fake.answer(&ix).await, ALICE, "already started");
    assert_eq!(h.game(id).await.options, before);
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_game_s_options_panel_offers_each_option_without_free_text() {
    for kind in GameKind::ALL {
        let h = Harness::start().await;
        let host = ALICE;
        let (id, lobby) = h.open_lobby(host, CHANNEL, kind.slug(), None).await;
        let ix = h
            .fake
            .click(host, &lobby, &lobby.button("Options").unwrap());
        let mut panel = h.fake.answer(&ix).await;
        let mut keys: Vec<String> = Vec::new();
        loop {
            for (menu, values) in panel.selects() {
                assert!(!values.is_empty() && values.len() <= 25, "{menu}");
                keys.push(menu.rsplit(':').next().unwrap().to_string());
            }
            // A menu of the server's channels (Werewolf's voice) lists no values.
            for menu in panel.channel_selects() {
                keys.push(menu.rsplit(':').next().unwrap().to_string());
            }
            for (custom_id, _) in panel.buttons() {
                if let Some(pair) = custom_id.strip_prefix(&format!("ls:{id}:")) {
                    let key = pair.split_once(':').unwrap().1.split('=').next().unwrap();
                    keys.push(key.to_string());
                }
                if let Some(rest) = custom_id.strip_prefix(&format!("lm:{id}:")) {
                    keys.push(rest.split_once(':').unwrap().1.to_string());
                }
            }
            let Some(next) = panel
                .button("Next ▶")
                .filter(|n| !panel.disabled_buttons().iter().any(|d| d == n))
            else {
                break;
            };
            let ix = h.fake.click(host, &panel, &next);
            panel = h.fake.answer(&ix).await;
        }
        keys.sort();
        keys.dedup();
        let mut expected: Vec<String> = kind
            .option_specs()
            .iter()
            .filter(|s| s.items().is_empty())
            .map(|s| s.key.to_string())
            .collect();
        expected.sort();
        assert_eq!(keys, expected, "{kind:?}: {}", panel.text());
        // The defaults are shown in words on the lobby.
        let defaults = Options::defaults(kind.option_specs());
        assert!(
            !lobby.text().contains(&defaults.to_string()),
            "{}",
            lobby.text()
        );
        h.shutdown().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn bots_on_discord_get_the_wolf_names_the_terminal_uses() {
    let h = Harness::start().await;
    let (id, mut lobby) = h.open_lobby(ALICE, CHANNEL, "werewolf", None).await;
    for _ in 0..3 {
        lobby = h.lobby_click(ALICE, &lobby, "Add bot").await;
    }
    let names: Vec<String> = h
        .game(id)
        .await
        .seats
        .iter()
        .map(|s| s.name.clone())
        .collect();
    let terminal: Vec<String> = (0..3)
        .map(|i| wolfden::games::bot_name(i).to_string())
        .collect();
    assert_eq!(names[1..], terminal[..]);
    assert!(lobby.text().contains("2. Akela (bot)"), "{}", lobby.text());
    assert!(!lobby.text().contains("(bot) (bot)"), "{}", lobby.text());
    h.shutdown().await;
}
