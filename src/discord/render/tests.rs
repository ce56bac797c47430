//! Render tests: Discord's limits hold for any panel, and the layout of
//! choices (buttons, select menus, pages) is what players expect.

use serde_json::Value;

use super::*;
use crate::discord::limits::CUSTOM_ID;
use crate::engine::{Choice, Field, Image};

fn json<T: serde::Serialize>(v: &T) -> Value {
    serde_json::to_value(v).unwrap()
}

fn embed_chars(e: &Value) -> usize {
    let s = |v: &Value| v.as_str().map(|s| s.chars().count()).unwrap_or(0);
    let mut n = s(&e["title"]) + s(&e["description"]) + s(&e["footer"]["text"]);
    for f in e["fields"].as_array().into_iter().flatten() {
        n += s(&f["name"]) + s(&f["value"]);
    }
    n
}

fn choices(n: usize) -> Vec<Choice> {
    (0..n)
        .map(|i| Choice::new(format!("c{i}"), format!("Choice {i}")).hint("a hint"))
        .collect()
}

/// Every custom id in a list of rows, checking row and size limits.
fn custom_ids(rows: &[CreateActionRow]) -> Vec<String> {
    assert!(rows.len() <= limits::ROWS, "{} rows", rows.len());
    let mut ids = Vec::new();
    for row in rows {
        let row = json(row);
        let comps = row["components"].as_array().unwrap();
        assert!(comps.len() <= limits::BUTTONS_PER_ROW);
        for c in comps {
            let id = c["custom_id"].as_str().unwrap().to_string();
            assert!(id.len() <= CUSTOM_ID, "{id}");
            if let Some(opts) = c["options"].as_array() {
                assert_eq!(comps.len(), 1, "a select menu fills its row");
                assert!(opts.len() <= limits::SELECT_OPTIONS);
            }
            ids.push(id);
        }
    }
    let mut unique = ids.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(
        unique.len(),
        ids.len(),
        "custom ids must be unique: {ids:?}"
    );
    ids
}

#[test]
fn a_huge_panel_is_cut_to_every_embed_limit() {
    let mut panel = Panel::new("T".repeat(500));
    panel.text = "line of text\n".repeat(1000).into();
    panel.footer = Some("f".repeat(3000).into());
    for i in 0..40 {
        panel.fields.push(Field {
            name: format!("field {i} {}", "n".repeat(300)).into(),
            value: "v".repeat(2000).into(),
            inline: i % 2 == 0,
            part: crate::engine::Part::Board,
        });
    }
    let (embed, file) = panel_embed(&panel, Viewer::Public, COLOUR_RUNNING, &Extras::default());
    assert!(file.is_none());
    let e = json(&embed);
    assert!(
        embed_chars(&e) <= limits::EMBED_TOTAL,
        "{}",
        embed_chars(&e)
    );
    assert!(e["title"].as_str().unwrap().chars().count() <= limits::EMBED_TITLE);
    assert!(e["description"].as_str().unwrap().chars().count() <= limits::EMBED_DESCRIPTION);
    let fields = e["fields"].as_array().unwrap();
    assert!(fields.len() <= limits::EMBED_FIELDS);
    for f in fields {
        assert!(f["name"].as_str().unwrap().chars().count() <= limits::FIELD_NAME);
        assert!(f["value"].as_str().unwrap().chars().count() <= limits::FIELD_VALUE);
    }
}

#[test]
fn empty_field_values_become_a_zero_width_space() {
    let mut panel = Panel::new("t");
    panel.field("", "", false);
    let e = json(&panel_embed(&panel, Viewer::Public, COLOUR_RUNNING, &Extras::default()).0);
    assert_eq!(e["fields"][0]["name"], "\u{200b}");
    assert_eq!(e["fields"][0]["value"], "\u{200b}");
}

#[test]
fn up_to_twenty_choices_are_buttons_plus_a_refresh_row() {
    for n in [1, 5, 6, 20] {
        let rows = choice_rows(3, 9, &choices(n), Viewer::Public, 0);
        let ids = custom_ids(&rows);
        assert_eq!(ids.len(), n + 1, "{n} choices and Refresh");
        assert!(ids.contains(&"g:3:9:c0".to_string()));
        assert_eq!(ids.last().unwrap(), "h:3");
    }
}

#[test]
fn more_than_twenty_choices_become_select_menus_of_25() {
    let rows = choice_rows(3, 9, &choices(60), Viewer::Public, 0);
    let ids = custom_ids(&rows);
    assert_eq!(ids, vec!["gs:3:9:0", "gs:3:9:1", "gs:3:9:2", "h:3"]);
    let first = json(&rows[0]);
    let opts = first["components"][0]["options"].as_array().unwrap();
    assert_eq!(opts.len(), 25);
    assert_eq!(opts[0]["value"], "c0");
    assert_eq!(opts[0]["description"], "a hint");
}

#[test]
fn beyond_a_hundred_choices_the_menus_are_paginated() {
    let all = choices(230);
    assert_eq!(choice_pages(all.len()), 3);
    let last = choice_rows(3, 9, &all, Viewer::Public, 2);
    let ids = custom_ids(&last);
    assert!(ids.contains(&"gs:3:9:8".to_string()), "{ids:?}");
    assert!(ids.contains(&"gp:3:9:1".to_string()), "{ids:?}");
    let menu = json(&last[0]);
    let opts = menu["components"][0]["options"].as_array().unwrap();
    assert_eq!(opts[0]["value"], "c200");
    let total: usize = (0..3)
        .map(|p| {
            choice_rows(3, 9, &all, Viewer::Public, p)
                .iter()
                .map(|r| {
                    json(r)["components"][0]["options"]
                        .as_array()
                        .map_or(0, Vec::len)
                })
                .sum::<usize>()
        })
        .sum();
    assert_eq!(total, 230, "every choice appears on exactly one page");
}

#[test]
fn a_disabled_choice_is_a_disabled_button_in_its_place() {
    let mut all = choices(3);
    all[1].disabled = true;
    let rows = json(&choice_rows(3, 9, &all, Viewer::Public, 0));
    let buttons = rows[0]["components"].as_array().unwrap();
    assert_eq!(buttons.len(), 3, "the disabled choice keeps its place");
    assert_eq!(buttons[1]["custom_id"], "g:3:9:c1");
    assert_eq!(buttons[1]["disabled"], true);
    assert_ne!(buttons[0]["disabled"], true);
}

#[test]
fn select_menus_leave_a_disabled_choice_out_and_keep_the_others_values() {
    let mut all = choices(30);
    all[0].disabled = true;
    all[29].disabled = true;
    let rows = choice_rows(3, 9, &all, Viewer::Public, 0);
    let values: Vec<String> = rows
        .iter()
        .flat_map(|r| {
            json(r)["components"][0]["options"]
                .as_array()
                .cloned()
                .unwrap_or_default()
        })
        .map(|o| o["value"].as_str().unwrap().to_string())
        .collect();
    let expected: Vec<String> = (1..29).map(|i| format!("c{i}")).collect();
    assert_eq!(values, expected);
}

#[test]
fn duplicate_choice_ids_still_get_unique_custom_ids() {
    let dup = vec![Choice::new("x", "A"), Choice::new("x", "B")];
    let ids = custom_ids(&choice_rows(1, 1, &dup, Viewer::Public, 0));
    assert_eq!(ids, vec!["g:1:1:x", "gi:1:1:1", "h:1"]);
}

#[test]
fn a_panel_image_is_attached_and_shown_in_the_embed() {
    let mut panel = Panel::new("map");
    panel.image = Some(Image {
        file_name: "floe map.png".into(),
        png: vec![137, 80, 78, 71],
        alt: "the floe".into(),
    });
    let (embed, file) = panel_embed(&panel, Viewer::Public, COLOUR_RUNNING, &Extras::default());
    let file = file.expect("an attachment");
    assert_eq!(file.filename, "floe_map.png");
    assert_eq!(json(&embed)["image"]["url"], "attachment://floe_map.png");
}

/// The names of an embed's fields.
fn field_names(embed: &Value) -> Vec<String> {
    embed["fields"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|f| f["name"].as_str().unwrap().to_string())
        .collect()
}

/// A seat's private panel as the embed Discord shows.
fn private_embed(seat_view: &Panel, board: &Panel, seat: usize) -> Value {
    let shown = private_view(seat_view, board);
    let (embed, _) = panel_embed(
        &shown,
        Viewer::Seat(seat),
        COLOUR_PRIVATE,
        &Extras::default(),
    );
    json(&embed)
}

#[test]
fn a_private_panel_shows_the_status_and_what_only_the_seat_sees_not_the_board() {
    let mut board = Panel::new("Game — round 2");
    board.line("The board's body");
    board.field("Players", "Ann, Ben", true);
    board.recent_field("Recent", "Ben played");
    let mut seat = board.clone();
    seat.set_status("Round 2 of 5 · your turn");
    seat.private_field("Your hand", "3 cards");
    // Not marked private by its game, but not on the board: the seat's own.
    seat.field("What you know", "Ben holds the Guard", false);
    seat.prompt = Some("Play a card".into());
    seat.choices = vec![Choice::new("go", "Go")];
    let embed = private_embed(&seat, &board, 0);
    assert_eq!(embed["title"], "Game — round 2");
    assert_eq!(embed["description"], "Round 2 of 5 · your turn");
    assert_eq!(field_names(&embed), ["Your hand", "What you know"]);
    let all = embed.to_string();
    for on_board in ["The board's body", "Ann, Ben", "Ben played"] {
        assert!(!all.contains(on_board), "{on_board} is on the board: {all}");
    }
    // The choices stay the seat's.
    assert_eq!(private_view(&seat, &board).choices, seat.choices);
}

#[test]
fn a_private_panel_without_a_status_falls_back_to_the_board_s_title() {
    let mut board = Panel::new("Day 2: vote");
    board.line("Vote on Ben");
    let mut seat = board.clone();
    seat.title = "Day 2 · Ann".into();
    seat.line("You are the Seer.");
    let embed = private_embed(&seat, &board, 0);
    assert_eq!(embed["description"], "Day 2: vote\nYou are the Seer.");
    // The same title is not said twice.
    let embed = private_embed(&board, &board, 0);
    assert!(embed["description"].is_null(), "{embed}");
}

#[test]
fn a_project_planning_private_panel_holds_the_hand_and_none_of_the_board() {
    let kind = GameKind::ProjectPlanning;
    let setup = crate::engine::Setup {
        names: vec!["Ann".into(), "Ben".into(), "Cid".into()],
        options: crate::engine::Options::parse(kind.option_specs(), std::iter::empty()).unwrap(),
        seed: 3,
    };
    let game = kind.setup(&setup).unwrap();
    let board = game.view(Viewer::Public);
    let seat = game.panel_for(0);
    let shown = private_view(&seat, &board);
    let names: Vec<String> = shown.fields.iter().map(|f| f.name.to_string()).collect();
    assert!(names.contains(&"Your hand".to_string()), "{names:?}");
    for field in &board.fields {
        assert!(
            !shown.fields.contains(field),
            "{} is on the board",
            field.name
        );
    }
    assert_eq!(shown.choices, seat.choices);
    let embed = private_embed(&seat, &board, 0);
    let board_body = board.text.plain(Viewer::Seat(0));
    assert!(
        board_body.is_empty() || !embed.to_string().contains(&board_body),
        "{embed}"
    );
}

#[test]
fn no_field_is_inline_so_a_phone_never_wraps_one_into_a_narrow_column() {
    let mut panel = Panel::new("t");
    panel
        .field("Host", "Ann", true)
        .field("Options", "none", true);
    let (embed, _) = panel_embed(&panel, Viewer::Public, COLOUR_LOBBY, &Extras::default());
    for field in json(&embed)["fields"].as_array().unwrap() {
        assert_ne!(field["inline"], true, "{field}");
    }
}

#[test]
fn a_board_with_a_picture_leaves_its_recent_events_to_the_message_content() {
    let mut panel = Panel::new("map");
    panel.field("Players", "Ann, Ben", false);
    panel.recent_field("Recent", "Ben moved");
    let (embed, _) = panel_embed(&panel, Viewer::Public, COLOUR_RUNNING, &Extras::default());
    assert_eq!(field_names(&json(&embed)), ["Players", "Recent"]);
    panel.image = Some(Image {
        file_name: "map.png".into(),
        png: vec![137, 80, 78, 71],
        alt: "the floe".into(),
    });
    let (embed, _) = panel_embed(&panel, Viewer::Public, COLOUR_RUNNING, &Extras::default());
    assert_eq!(field_names(&json(&embed)), ["Players"]);
}

#[test]
fn rules_pages_have_distinct_paging_buttons() {
    let kind = GameKind::ProjectPlanning;
    for page in 0..kind.rules().len() {
        let reply = rules(kind, page);
        custom_ids(&reply.components);
    }
}

#[test]
fn deadlines_are_discord_relative_timestamps() {
    assert_eq!(relative_time(1_700_000_123_456), "<t:1700000123:R>");
}

/// A lobby of `kind` with `options` and `seats` bot seats, hosted by user
/// 101 (also the options panel's tests' lobby).
pub(in crate::discord) fn lobby_row(
    kind: GameKind,
    options: &[(&str, &str)],
    seats: usize,
) -> GameRow {
    GameRow {
        id: 7,
        kind,
        status: GameStatus::Lobby,
        options: crate::engine::Options::parse(kind.option_specs(), options.iter().copied())
            .unwrap(),
        seed: 1,
        snapshot: None,
        version: 0,
        checkpoint: Default::default(),
        tail: Default::default(),
        deadline_at: None,
        deadline_key: None,
        turn: None,
        guild_id: None,
        channel_id: None,
        host_id: Some("101".into()),
        created_at: 0,
        updated_at: 0,
        seats: (0..seats)
            .map(|i| crate::store::SeatRow::bot(i, &format!("Bot {i}")))
            .collect(),
        absence: Vec::new(),
        votes: Default::default(),
        last_human_at: None,
        locale: Default::default(),
    }
}

/// The option values of the menu `custom_id` among a lobby's component
/// `rows`.
fn menu_values<'a>(rows: &'a Value, custom_id: &str) -> Vec<&'a str> {
    let menu = rows
        .as_array()
        .unwrap()
        .iter()
        .map(|r| &r["components"][0])
        .find(|c| c["custom_id"] == custom_id)
        .unwrap_or_else(|| panic!("no menu {custom_id}"));
    menu["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["value"].as_str().unwrap())
        .collect()
}

/// The option values of the "remove a role" menu (game 7, version 0).
fn remove_menu_values(rows: &Value) -> Vec<&str> {
    menu_values(rows, "lr:7:0:roles")
}

#[test]
fn a_werewolf_lobby_with_every_role_in_its_deck_fits_discords_limits() {
    let every: Vec<String> = crate::games::werewolf::Role::ALL
        .iter()
        .map(|r| format!("{}=1", r.key()))
        .collect();
    let row = lobby_row(GameKind::Werewolf, &[("roles", &every.join(","))], 8);
    let reply = lobby(&row);
    let ids = custom_ids(&reply.components);
    assert!(ids.contains(&"la:7:0:roles".to_string()), "{ids:?}");
    assert!(ids.contains(&"lr:7:0:roles".to_string()), "{ids:?}");
    let rows = json(&reply.components);
    let values = remove_menu_values(&rows);
    assert_eq!(values.len(), 24, "23 roles and the way back to the preset");
    assert_eq!(values.last(), Some(&crate::discord::routing::RESET_VALUE));
    let embed = json(&reply.embeds[0]);
    assert!(embed_chars(&embed) <= limits::EMBED_TOTAL);
    assert!(
        embed["fields"].to_string().contains("⛔"),
        "23 roles for 8 players is refused: {embed}"
    );
}

#[test]
fn a_preset_deck_offers_its_roles_to_remove_but_no_way_back() {
    let row = lobby_row(GameKind::Werewolf, &[], 8);
    let rows = json(&lobby(&row).components);
    let values = remove_menu_values(&rows);
    assert!(
        values.contains(&"seer") && values.contains(&"werewolf"),
        "{values:?}"
    );
    assert!(!values.contains(&crate::discord::routing::RESET_VALUE));
}

#[test]
fn a_game_without_list_options_has_no_lobby_menus() {
    let row = lobby_row(GameKind::ProjectPlanning, &[], 2);
    let reply = lobby(&row);
    assert!(json(&reply.components)
        .as_array()
        .unwrap()
        .iter()
        .all(|r| r["components"][0]["type"] == 2));
    assert!(!json(&reply.embeds[0]).to_string().contains("At Start"));
}

#[test]
fn composing_a_deck_keeps_each_role_s_key_and_place() {
    let before = json(
        &lobby(&lobby_row(
            GameKind::Werewolf,
            &[("roles", "seer=1,werewolf=2,hunter=1")],
            8,
        ))
        .components,
    );
    let after = json(
        &lobby(&lobby_row(
            GameKind::Werewolf,
            &[("roles", "werewolf=2,hunter=1")],
            8,
        ))
        .components,
    );
    assert_eq!(
        menu_values(&before, "la:7:0:roles"),
        menu_values(&after, "la:7:0:roles"),
        "every role keeps its line in the Add menu"
    );
    // A select menu cannot grey an option out: the role no longer in the
    // deck leaves the Remove menu, and the others keep their values and order.
    let kept: Vec<&str> = remove_menu_values(&before)
        .into_iter()
        .filter(|v| *v != "seer")
        .collect();
    assert_eq!(remove_menu_values(&after), kept);
}

/// The button under a running board names what the game keeps on the
/// private panel, in the game's language: a role in Werewolf, a hand in
/// every other game (the game kind's data, never a word of its name).
#[test]
fn the_private_panel_button_names_a_role_in_werewolf_and_a_hand_elsewhere() {
    use crate::engine::text::Locale;
    let label = |kind: GameKind, locale: Locale| {
        let mut row = lobby_row(kind, &[], kind.default_seats());
        row.status = GameStatus::Running;
        row.locale = locale;
        let reply = board(&row, &Panel::new("board"), &[]);
        let rows: Vec<Value> = reply.components.iter().map(json).collect();
        assert_eq!(rows.len(), 1, "{kind}: {rows:?}");
        rows[0]["components"][0]["label"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let role = [
        (Locale::EnUs, "Show my role"),
        (Locale::De, "Meine Rolle zeigen"),
        (Locale::Fr, "Voir mon rôle"),
        (Locale::EsEs, "Ver mi rol"),
        (Locale::PtBr, "Mostrar meu papel"),
    ];
    for (locale, words) in role {
        assert_eq!(label(GameKind::Werewolf, locale), words, "{locale}");
    }
    for kind in GameKind::ALL {
        if kind != GameKind::Werewolf {
            assert_eq!(label(kind, Locale::EnUs), "Show my hand", "{kind}");
            assert_eq!(label(kind, Locale::De), "Meine Hand zeigen", "{kind}");
        }
    }
    // The texts that send a player to the button quote the same words.
    let nudge = |kind: GameKind| {
        text!("discord-nudge", game = 7_i64, button = panel_button(kind)).plain(Viewer::Public)
    };
    assert!(nudge(GameKind::Werewolf).contains("Show my role"));
    assert!(nudge(GameKind::Wolfpack).contains("Show my hand"));
}
