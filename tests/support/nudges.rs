//! The channel nudges of a game as the table saw them: each message that
//! mentions players without DMs, with the title the main board showed when
//! it was posted; and what a game cost in channel posts and pings. The
//! nudge tests compare these between runs and count them.

use std::collections::BTreeSet;

use wolfden::store::GameId;

use super::hidden::mentioned;
use super::{Call, Harness, Seen};

/// One nudge: the main board's title when it was posted, and who it
/// mentions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Nudge {
    pub board_title: String,
    pub mentioned: BTreeSet<u64>,
}

/// Every nudge about game `id` in `channel`, in the order the table saw
/// them, in any language (a nudge names the game by its number).
pub fn nudges(h: &Harness, id: GameId, channel: u64) -> Vec<Nudge> {
    let number = format!("#{id}");
    let names_game = |content: &str| {
        content
            .match_indices(&number)
            .any(|(at, _)| !content[at + number.len()..].starts_with(|c: char| c.is_ascii_digit()))
    };
    let mut board_title = String::new();
    let mut out = Vec::new();
    for (seen, m) in h.fake.shown() {
        if seen != Seen::Channel(channel) {
            continue;
        }
        if let Some(title) = m.embeds[0]["title"].as_str() {
            board_title = title.to_string();
        }
        let named = mentioned(&m.content);
        if names_game(&m.content) && !named.is_empty() {
            out.push(Nudge {
                board_title: board_title.clone(),
                mentioned: named.into_iter().collect(),
            });
        }
    }
    out
}

/// Messages the bot posted in `channel`, and the users they pinged
/// (Discord pings the users a message's `allowed_mentions` lets through).
pub fn posts_and_pings(calls: &[Call], channel: u64) -> (usize, usize) {
    let path = format!("/channels/{channel}/messages");
    let posts: Vec<&Call> = calls
        .iter()
        .filter(|c| c.method == "POST" && c.path == path && c.status < 300)
        .collect();
    let pings = posts
        .iter()
        .map(|c| {
            c.body["allowed_mentions"]["users"]
                .as_array()
                .map_or(0, Vec::len)
        })
        .sum();
    (posts.len(), pings)
}
