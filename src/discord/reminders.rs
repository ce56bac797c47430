//! The turn timer's reminder: at two thirds of a turn timer, each human
//! seat it still waits on is told once, by DM, when the bot will play for
//! them. A player without DMs is mentioned under the board instead, unless
//! the game's asked seats are secret (Werewolf): then nothing public is
//! said, since a mention would tell the table who is asked. The table
//! marks the reminder sent before it goes out
//! ([`crate::table::GameLock::take_due_reminder`]), so a restart never
//! repeats it.

use serenity::all::ChannelId;

use super::bot::Bot;
use super::delivery::{self, Delivered};
use super::render::markdown::markdown;
use super::render::{relative_time, Reply};
use crate::engine::text::with_locale;
use crate::engine::{Arg, Seat, Viewer};
use crate::store::GameRow;
use crate::table::turns::asks_in_secret;
use crate::text;

/// Remind `seats` of `row` that the bot plays for them when the turn timer
/// passes.
pub(crate) async fn remind(bot: &Bot, row: &GameRow, seats: &[Seat]) {
    let Some(turn) = row.turn else { return };
    let left = Arg::Plain(relative_time(turn.at));
    let mut without_dms = Vec::new();
    for &seat in seats {
        let Some(user) = row.human(seat) else {
            continue;
        };
        let line = text!("turns-remind-dm", game = row.id, left = left.clone());
        let reply = || Reply::text(markdown(&line, Viewer::Seat(seat)));
        if delivery::dm_player(bot, user, row.locale, reply).await == Delivered::Nudge {
            without_dms.push(user);
        }
    }
    if without_dms.is_empty() || asks_in_secret(row.kind) {
        return;
    }
    let Some(channel) = row
        .channel_id
        .as_deref()
        .and_then(|c| c.parse::<u64>().ok())
        .filter(|c| *c != 0)
    else {
        return;
    };
    let line = text!(
        "turns-remind-nudge",
        game = row.id,
        left = left,
        button = super::render::panel_button(row.kind)
    );
    let text = with_locale(row.locale, || markdown(&line, Viewer::Public));
    delivery::nudge(bot, ChannelId::new(channel), &without_dms, &text, None).await;
}
