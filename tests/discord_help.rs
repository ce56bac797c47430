//! `/help` on the fake Discord: it is registered, answers only the asker,
//! in a channel and in DMs, says what every registered command does and
//! how a game goes, and leaves no catalogue markup behind.

use crate::support;

use serde_json::{json, Value};
use support::*;

/// The commands the bot registered, as typed (`/play`, and for a command
/// with subcommands each of them: `/game log`, …).
fn registered_commands(h: &Harness) -> Vec<String> {
    let calls = h.fake.calls();
    let put = calls
        .iter()
        .find(|c| c.method == "PUT" && c.path.ends_with("/commands"))
        .expect("the commands are registered");
    let mut typed = Vec::new();
    for command in put.body.as_array().unwrap() {
        let name = command["name"].as_str().unwrap();
        let options = command["options"].as_array().into_iter().flatten();
        // Option type 1 is a subcommand.
        let subcommands: Vec<&Value> = options.filter(|o| o["type"] == json!(1)).collect();
        if subcommands.is_empty() {
            typed.push(format!("/{name}"));
        }
        for sub in subcommands {
            typed.push(format!("/{name} {}", sub["name"].as_str().unwrap()));
        }
    }
    typed
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn help_says_what_every_registered_command_does_and_how_a_game_goes() {
    let h = Harness::start().await;
    let commands = registered_commands(&h);
    assert!(commands.contains(&"/help".to_string()), "{commands:?}");
    let ix = h.fake.slash(ALICE, CHANNEL, "help", json!([]));
    let help = h.fake.answer(&ix).await;
    assert!(help.is_ephemeral(), "only the asker sees it");
    assert_eq!(help.seen, Seen::User(ALICE));
    let text = help.text();
    for command in &commands {
        assert!(
            text.contains(&format!("**{command}**")),
            "{command} is explained: {text}"
        );
    }
    for step in ["**Join**", "**Start**", "**Show my hand**", "**Rematch**"] {
        assert!(text.contains(step), "how a game goes names {step}: {text}");
    }
    for game in wolfden::games::GameKind::ALL {
        assert!(
            text.contains(game.slug()),
            "{} is named: {text}",
            game.slug()
        );
    }
    assert!(!text.contains("<em>") && !text.contains("{ $"), "{text}");
    h.settle().await;
    assert!(
        h.store().unfinished_games().await.unwrap().is_empty(),
        "help changes nothing"
    );
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn help_answers_in_a_direct_message_too() {
    let h = Harness::start().await;
    let ix = h.fake.slash_in_dm(BOB, "help", Value::Array(Vec::new()));
    let help = h.fake.answer(&ix).await;
    assert!(help.text().contains("**/play**"), "{}", help.text());
    h.shutdown().await;
}
