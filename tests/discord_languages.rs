//! Languages on Discord: every game played to the end in every language
//! (the server's and its player's), with the hidden-information check and
//! Discord's limits on; a public text never depends on a player's own
//! language; `/language` chooses a user's and (Manage Server) a server's.

use crate::support;

use serde_json::Value;
use support::*;
use wolfden::engine::text::{with_locale, Locale};
use wolfden::engine::Viewer;
use wolfden::games::GameKind;
use wolfden::store::GameStatus;
use wolfden::text;

/// The shortest options of each game, so the suite stays quick.
fn quick(kind: GameKind) -> Option<&'static str> {
    match kind {
        GameKind::Wolfpack => Some("length=short"),
        GameKind::ArcticEscape => Some("size=small"),
        _ => None,
    }
}

/// Every message's text as one string, with what differs between two runs
/// of the same game for reasons other than language (times, snowflakes)
/// blanked.
fn normalised(m: &Msg) -> String {
    let whole = format!("{}\n{}\n{}", m.content, m.embeds, m.components);
    let times = regex::Regex::new(r"<t:\d+:\w>").unwrap();
    let ids = regex::Regex::new(r"\d{7,}").unwrap();
    ids.replace_all(&times.replace_all(&whole, "<t>"), "N")
        .into_owned()
}

/// `kind` played to the end by one human whose Discord speaks `locale`, in
/// a server that speaks it too, bots filling the table.
async fn play_in(kind: GameKind, locale: Locale) {
    let h = Harness::start().await;
    let human = user(0);
    h.fake.set_user_locale(human, locale.tag());
    h.fake.set_guild_locale(GUILD_ID, locale.tag());
    let (min, _) = kind.seat_range();
    let (id, _) = h
        .start_game(CHANNEL, kind.slug(), quick(kind), &[human], min - 1)
        .await;
    assert_eq!(h.game(id).await.locale, locale, "the server's language");
    h.play_to_end(id, 20_000).await;
    h.settle().await;
    let row = h.game(id).await;
    assert_eq!(row.status, GameStatus::Finished, "{kind} in {locale}");
    // The finished board speaks the server's language to the last button.
    let board = h.board(id, "main").await;
    let rematch = with_locale(locale, || text!("discord-rematch").plain(Viewer::Public));
    let labels: Vec<String> = board.buttons().into_iter().map(|b| b.1).collect();
    assert_eq!(labels, [rematch], "{kind} in {locale}");
    if locale != Locale::EnUs {
        let english = with_locale(Locale::EnUs, || {
            text!("discord-rematch").plain(Viewer::Public)
        });
        assert_ne!(labels[0], english, "{kind} in {locale}");
    }
    hidden::check(&h, id).await;
    h.shutdown().await;
}

async fn every_language(kind: GameKind) {
    for locale in Locale::ALL {
        play_in(kind, locale).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn project_planning_plays_in_every_language_on_discord() {
    every_language(GameKind::ProjectPlanning).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn wolfpack_plays_in_every_language_on_discord() {
    every_language(GameKind::Wolfpack).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn arctic_escape_plays_in_every_language_on_discord() {
    every_language(GameKind::ArcticEscape).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn wolves_plays_in_every_language_on_discord() {
    every_language(GameKind::Wolves).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn werewolf_plays_in_every_language_on_discord() {
    every_language(GameKind::Werewolf).await;
}

/// One Werewolf village played the same way (seed, clicks) by humans whose
/// apps speak `languages`, in an English server: every message, by who saw
/// it (the channel, or one user).
async fn village(languages: &[&str]) -> Vec<(Seen, String)> {
    let h = Harness::start_with(|l| l.seed = Some(5)).await;
    let humans: Vec<u64> = (0..languages.len()).map(user).collect();
    for (u, tag) in humans.iter().zip(languages) {
        h.fake.set_user_locale(*u, tag);
    }
    let (id, _) = h.start_game(CHANNEL, "werewolf", None, &humans, 3).await;
    h.play_to_end(id, 20_000).await;
    h.settle().await;
    assert_eq!(h.game(id).await.status, GameStatus::Finished);
    let shown = h
        .fake
        .shown()
        .into_iter()
        .map(|(seen, m)| (seen, normalised(&m)))
        .collect();
    h.shutdown().await;
    shown
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_public_text_never_depends_on_a_players_language() {
    let english = village(&["en-US", "en-US", "en-US"]).await;
    let mixed = village(&["de", "fr", "pt-BR"]).await;
    let public = |shown: &[(Seen, String)]| -> Vec<String> {
        let mut v: Vec<String> = shown
            .iter()
            .filter(|(seen, _)| matches!(seen, Seen::Channel(_)))
            .map(|(_, m)| m.clone())
            .collect();
        v.sort();
        v.dedup();
        v
    };
    assert!(!public(&english).is_empty());
    assert_eq!(
        public(&english),
        public(&mixed),
        "the channel saw the same messages whatever its players speak"
    );
    // And each player read their own panels in their own language.
    let private_to = |shown: &[(Seen, String)], u: u64| -> Vec<String> {
        shown
            .iter()
            .filter(|(seen, _)| *seen == Seen::User(u))
            .map(|(_, m)| m.clone())
            .collect()
    };
    for (n, locale) in [Locale::De, Locale::Fr, Locale::PtBr]
        .into_iter()
        .enumerate()
    {
        let footer = with_locale(locale, || {
            text!("discord-private-footer", game = 1_i64).plain(Viewer::Public)
        });
        let theirs = private_to(&mixed, user(n));
        assert!(
            theirs.iter().any(|m| m.contains(&footer)),
            "{locale}: {footer:?} not in {theirs:?}"
        );
    }
}

/// A choice of `/language` (poise sends a choice as its index: English,
/// Português, Español, Deutsch, Français, Discord).
fn choice(name: &str, index: u64) -> Value {
    serde_json::json!({"name": name, "type": 4, "value": index})
}

/// The answer to `/language` with `options`.
async fn command_reply(h: &Harness, who: u64, options: Value) -> String {
    let ix = h.fake.slash(who, CHANNEL, "language", options);
    h.fake.answer(&ix).await.content
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn language_chooses_a_users_and_a_managers_servers() {
    let h = Harness::start().await;
    let (player, manager) = (user(0), user(1));
    h.fake.make_manager(manager);
    // Without an option: what is in force, and why.
    let said = command_reply(&h, player, serde_json::json!([])).await;
    assert!(said.contains("the language of your Discord app"), "{said}");
    // A user's choice: the answer is in the new language already.
    let said = command_reply(&h, player, serde_json::json!([choice("mine", 3)])).await;
    let german = with_locale(Locale::De, || {
        text!("language-mine-set", language = text!("language-name-de")).plain(Viewer::Public)
    });
    assert_eq!(said, german);
    // A server's: refused without Manage Server, and nothing changes.
    let said = command_reply(&h, player, serde_json::json!([choice("server", 4)])).await;
    let refused = with_locale(Locale::De, || {
        text!("language-server-refused").plain(Viewer::Public)
    });
    assert_eq!(said, refused);
    let (id, lobby) = h.open_lobby(player, CHANNEL, "werewolf", None).await;
    assert_eq!(h.game(id).await.locale, Locale::EnUs);
    h.lobby_click(player, &lobby, "Cancel").await;
    // A manager's choice is the language of the server's next game.
    command_reply(&h, manager, serde_json::json!([choice("server", 4)])).await;
    let (id, _) = h.open_lobby(player, CHANNEL, "werewolf", None).await;
    assert_eq!(h.game(id).await.locale, Locale::Fr);
    // Remembered across a restart: the German player still reads German.
    let mut h = h;
    h.restart().await;
    let said = command_reply(&h, player, serde_json::json!([])).await;
    let chosen = with_locale(Locale::De, || {
        text!(
            "language-yours-chosen",
            language = text!("language-name-de")
        )
        .plain(Viewer::Public)
    });
    assert!(said.starts_with(&chosen), "{said}");
    // Back to what Discord says: the player's app speaks English.
    let said = command_reply(&h, player, serde_json::json!([choice("mine", 5)])).await;
    let discords = text!(
        "language-mine-discord",
        language = text!("language-name-en")
    )
    .plain(Viewer::Public);
    assert_eq!(said, discords);
    let said = command_reply(&h, player, serde_json::json!([])).await;
    assert!(said.contains("the language of your Discord app"), "{said}");
    h.shutdown().await;
}
