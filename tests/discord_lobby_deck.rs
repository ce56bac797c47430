//! Building a Werewolf deck in the Discord lobby: the host's Add and Remove
//! role menus, the deck and balance shown live on the lobby, refusals for
//! other users and for a deck or a table that cannot start, and a game dealt
//! with exactly the deck that was built.

use crate::support;

use serde_json::json;
use support::*;
use wolfden::games::werewolf::{deck, Role};
use wolfden::games::AnyGame;
use wolfden::store::{GameId, GameStatus};

/// The custom ids of the lobby's Add and Remove menus for the roles.
fn menus(id: GameId) -> (String, String) {
    (format!("la:{id}:0:roles"), format!("lr:{id}:0:roles"))
}

/// The values offered by one of a message's select menus.
fn menu_values(msg: &Msg, custom_id: &str) -> Vec<String> {
    msg.selects()
        .into_iter()
        .find(|(id, _)| id == custom_id)
        .map(|(_, options)| options.into_iter().map(|(v, _)| v).collect())
        .unwrap_or_else(|| panic!("no menu {custom_id}: {}", msg.text()))
}

/// The "At Start" field of a lobby: the deck, its balance, the warnings.
fn at_start(msg: &Msg) -> String {
    msg.embeds[0]["fields"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["name"] == "At Start")
        .map(|f| f["value"].as_str().unwrap().to_string())
        .unwrap_or_else(|| panic!("no At Start field: {}", msg.text()))
}

/// A refusal: ephemeral, for the user only, containing `what`.
fn assert_refused(answer: &Msg, user: u64, what: &str) {
    assert!(answer.is_ephemeral(), "{}", answer.text());
    assert_eq!(answer.seen, Seen::User(user));
    assert!(answer.content.contains(what), "{}", answer.content);
}

/// `deck` as the sorted multiset the game deals.
fn sorted(mut deck: Vec<Role>) -> Vec<Role> {
    deck.sort();
    deck
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_host_builds_a_deck_with_the_role_menus_and_the_game_deals_exactly_it() {
    let h = Harness::start().await;
    let (id, mut lobby) = h.open_lobby(ALICE, CHANNEL, "werewolf", None).await;
    let (add, remove) = menus(id);

    // Alone, the host sees the preset for five and why Start is refused.
    let notes = at_start(&lobby);
    assert!(
        notes.contains("1 player: Werewolf needs at least 5"),
        "{notes}"
    );
    assert!(notes.contains(&deck::describe(&deck::preset(5))), "{notes}");
    assert_eq!(menu_values(&lobby, &add).len(), Role::ALL.len());
    let ix = h.fake.click(ALICE, &lobby, &lobby.button("Start").unwrap());
    let a = h.fake.answer(&ix).await;
    assert_refused(&a, ALICE, "Cannot start yet");
    assert!(
        a.content.contains("needs 5 to 40 players, not 1"),
        "{}",
        a.content
    );
    assert_eq!(h.game(id).await.status, GameStatus::Lobby);

    // Three players and three bots: six seats, the notes follow.
    for u in [BOB, CAROL] {
        lobby = h.lobby_click(u, &lobby, "Join").await;
    }
    for _ in 0..3 {
        lobby = h.lobby_click(ALICE, &lobby, "Add bot").await;
    }
    let preset = deck::preset(6);
    let notes = at_start(&lobby);
    assert!(notes.contains("preset for 6 players"), "{notes}");
    assert!(notes.contains(&deck::describe(&preset)), "{notes}");
    assert!(!notes.contains('⛔'), "the preset can start: {notes}");

    // Only the host may use the menus; nothing changes otherwise.
    let ix = h.fake.select(BOB, &lobby, &add, "tanner");
    assert_refused(&h.fake.answer(&ix).await, BOB, "Only the host");
    let ix = h.fake.select(CAROL, &lobby, &remove, "seer");
    assert_refused(&h.fake.answer(&ix).await, CAROL, "Only the host");
    assert_eq!(h.game(id).await.options.text("roles"), "auto");

    // Adding to the preset starts from the preset: one role too many.
    let ix = h.fake.select(ALICE, &lobby, &add, "tanner");
    assert_eq!(h.fake.callback(&ix).await.kind, 7, "the lobby is updated");
    lobby = h.fake.answer(&ix).await;
    let mut plus_tanner = preset.clone();
    plus_tanner.push(Role::Tanner);
    let notes = at_start(&lobby);
    assert!(notes.contains(&deck::describe(&plus_tanner)), "{notes}");
    assert!(
        notes.contains(&format!("**Balance** {:+}", deck::balance(&plus_tanner))),
        "{notes}"
    );
    assert!(
        notes.contains("⛔ The role list has 7 roles but there are only 6 players"),
        "{notes}"
    );
    let row = h.game(id).await;
    assert_eq!(row.options.text("roles"), deck::list_text(&plus_tanner));
    assert!(menu_values(&lobby, &remove).contains(&"*auto".to_string()));

    // A deck that cannot work: Start is refused and nothing changes.
    let ix = h.fake.click(ALICE, &lobby, &lobby.button("Start").unwrap());
    let a = h.fake.answer(&ix).await;
    assert_refused(&a, ALICE, "Cannot start yet");
    assert!(
        a.content.contains("7 roles but there are only 6 players"),
        "{}",
        a.content
    );
    let after = h.game(id).await;
    assert_eq!(after.status, GameStatus::Lobby);
    assert!(after.snapshot.is_none());
    assert_eq!(after.options, row.options);
    assert_eq!(after.seats.len(), 6);

    // Back to the preset, then remove one of each of its roles at once.
    let ix = h.fake.select(ALICE, &lobby, &remove, "*auto");
    lobby = h.fake.answer(&ix).await;
    assert_eq!(h.game(id).await.options.text("roles"), "auto");
    assert!(at_start(&lobby).contains("preset for 6 players"));
    assert!(!menu_values(&lobby, &remove).contains(&"*auto".to_string()));
    let distinct: Vec<String> = menu_values(&lobby, &remove);
    let mut left = preset.clone();
    for key in &distinct {
        let role = Role::from_key(key).unwrap();
        let at = left.iter().position(|r| *r == role).unwrap();
        left.remove(at);
    }
    let picks: Vec<&str> = distinct.iter().map(String::as_str).collect();
    let ix = h.fake.select_many(ALICE, &lobby, &remove, &picks);
    lobby = h.fake.answer(&ix).await;
    let notes = at_start(&lobby);
    assert!(
        notes.contains("⛔ The role list has no werewolf"),
        "{notes}"
    );
    let ix = h.fake.click(ALICE, &lobby, &lobby.button("Start").unwrap());
    let a = h.fake.answer(&ix).await;
    assert_refused(&a, ALICE, "no werewolf");
    assert_eq!(h.game(id).await.status, GameStatus::Lobby);

    // Add three roles in one pick, then a second werewolf.
    let ix = h
        .fake
        .select_many(ALICE, &lobby, &add, &["werewolf", "seer", "witch"]);
    lobby = h.fake.answer(&ix).await;
    let ix = h.fake.select(ALICE, &lobby, &add, "werewolf");
    lobby = h.fake.answer(&ix).await;
    let mut built = left.clone();
    built.extend([Role::Werewolf, Role::Seer, Role::Witch, Role::Werewolf]);
    built.resize(6, Role::Villager);
    let built = sorted(built);
    let notes = at_start(&lobby);
    assert!(
        notes.contains(&format!("**Balance** {:+}", deck::balance(&built))),
        "{notes}"
    );
    assert!(notes.contains(&deck::describe(&built)), "{notes}");
    assert!(!notes.contains('⛔'), "{notes}");

    // Start deals exactly that deck, as stored.
    let board = h.lobby_click(ALICE, &lobby, "Start").await;
    h.settle().await;
    let row = h.game(id).await;
    assert_eq!(row.status, GameStatus::Running, "{}", board.text());
    let Some(AnyGame::Werewolf(game)) = &row.snapshot else {
        panic!("a Werewolf game is stored")
    };
    let dealt = sorted(game.players.iter().map(|p| p.dealt).collect());
    assert_eq!(dealt, built);

    // The menus of the old lobby message are refused once the game runs.
    let ix = h.fake.select(ALICE, &lobby, &add, "tanner");
    assert_refused(&h.fake.answer(&ix).await, ALICE, "already started");
    assert_eq!(h.game(id).await.options, row.options);
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_pick_beyond_the_largest_deck_an_unknown_role_or_a_forged_menu_changes_nothing() {
    let h = Harness::start().await;
    let (id, lobby) = h
        .open_lobby(
            ALICE,
            CHANNEL,
            "werewolf",
            Some("roles=villager=39,werewolf=1"),
        )
        .await;
    let (add, remove) = menus(id);
    let before = h.game(id).await.options;
    let ix = h.fake.select(ALICE, &lobby, &add, "seer");
    let a = h.fake.answer(&ix).await;
    assert_refused(&a, ALICE, "Options not changed");
    assert!(
        a.content.contains("more than the 40 allowed"),
        "{}",
        a.content
    );
    // (an older menu could list a role this version no longer has)
    let mut earlier = h.fake.posted_earlier(&lobby, &[]);
    let menu = json!({"type": 3, "custom_id": remove, "options": [{"label": "Dragon", "value": "dragon"}]});
    earlier.components = json!([{"type": 1, "components": [menu]}]);
    let ix = h.fake.select(ALICE, &earlier, &remove, "dragon");
    assert_refused(&h.fake.answer(&ix).await, ALICE, "not in this list");
    // Forged menu ids: a key that is not a list, and one no menu has.
    for forged in [format!("la:{id}:0:artifacts"), format!("la:{id}:0:Roles")] {
        let menu = json!({"type": 3, "custom_id": forged, "options": [{"label": "Seer", "value": "seer"}]});
        let mut earlier = h.fake.posted_earlier(&lobby, &[]);
        earlier.components = json!([{"type": 1, "components": [menu]}]);
        let ix = h.fake.select(ALICE, &earlier, &forged, "seer");
        assert_refused(&h.fake.answer(&ix).await, ALICE, "don't recognise");
    }
    assert_eq!(h.game(id).await.options, before);
    // Other games have no role menus.
    let (_, other) = h.open_lobby(BOB, CHANNEL2, "wolfpack", None).await;
    assert!(other.selects().is_empty(), "{}", other.text());
    h.shutdown().await;
}
