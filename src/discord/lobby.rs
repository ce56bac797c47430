//! The lobby's buttons: Join, Leave, Add bot, Options (the host's private
//! options panel of menus, toggles and small forms, drawn by
//! [`super::lobby_panel`]), Start and Cancel, and the host's Add/Remove
//! menus for list options (a Werewolf deck). Each is one table-service
//! lobby operation under the game's lock (`crate::table::lobby` holds the
//! rules and refusals); this file turns clicks into them and their results
//! into the redrawn lobby. The lobby message becomes the board at Start.

use std::sync::Arc;

use serenity::all::{
    ActionRowComponent, ChannelId, ComponentInteraction, ComponentInteractionDataKind,
    ModalInteraction,
};

use super::boards::{self, MAIN};
use super::bot::Bot;
use super::fanout::{self, Done};
use super::limits;
use super::lobby_panel::{option_form, options_panel, VALUE_INPUT};
use super::perms;
use super::render::markdown::{channel, code};
use super::render::{self, Reply};
use super::reply::{table_error, unknown_button};
use super::respond::{self, Mode, Target};
use super::routing::{CountsOp, LobbyOp, Route, RESET_VALUE};
use crate::engine::Text;
use crate::store::{GameId, GameRow, LobbyVote};
use crate::table::{
    check_host, check_lobby, GameLock, HostAction, ListOp, LobbyError, Move, Pace, Pressed,
    TableError,
};
use crate::text;

/// The display name a user gets at the table, with Discord's markdown
/// escaped: a name is shown in embeds, where `[text](url)` would be a
/// masked link and `<@id>` a mention.
pub fn display_name(ci_member_nick: Option<&str>, global: Option<&str>, username: &str) -> String {
    let name = ci_member_nick.or(global).unwrap_or(username);
    escape_markdown(&limits::truncate(name, limits::NICKNAME))
}

/// `text` with every character Discord's markdown gives a meaning escaped.
pub fn escape_markdown(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(
            c,
            '\\' | '*' | '_' | '~' | '`' | '|' | '>' | '<' | '#' | '[' | ']'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// A lobby button was clicked.
pub async fn on_click(
    bot: &Arc<Bot>,
    ci: &ComponentInteraction,
    target: &Target,
    game: GameId,
    op: LobbyOp,
) {
    let user = ci.user.id.to_string();
    if op == LobbyOp::Options {
        return show_options(bot, target, Mode::Ephemeral, game, &user, 0).await;
    }
    let name = display_name(
        ci.member.as_ref().and_then(|m| m.nick.as_deref()),
        ci.user.global_name.as_deref(),
        &ci.user.name,
    );
    let clicked = ci.message.id.to_string();
    let in_thread = perms::is_thread(ci.channel.as_ref());
    let started = respond::answer(bot, target, Mode::Update, async {
        if op == LobbyOp::Join {
            remember_privilege(bot, ci).await;
        }
        let mut lock = match bot.table.lock(game).await {
            Ok(lock) => lock,
            Err(e) => return (Mode::Ephemeral, table_error(game, &e), None),
        };
        // A lobby's buttons work on its own message only (a copied custom
        // id in another channel or a DM is refused).
        let here = ci.channel_id.to_string();
        if lock.row().channel_id.as_deref() != Some(here.as_str()) {
            let text = match lock.row().channel_id.as_deref() {
                Some(c) => text!("discord-lobby-elsewhere", channel = channel(c)),
                None => text!("discord-lobby-not-here"),
            };
            return (Mode::Ephemeral, Reply::say(&text), None);
        }
        let done = match op {
            LobbyOp::Join => lock.join(&user, &name).await,
            LobbyOp::Leave => lock.leave(&user).await,
            LobbyOp::AddBot => lock.add_bot(&user).await,
            LobbyOp::Cancel => match lock.press(&user, LobbyVote::End, |_| Ok(())).await {
                Ok(Pressed::Voted(_)) => return voted(bot, lock.row()).await,
                Ok(_) => Ok(()),
                Err(e) => Err(e),
            },
            LobbyOp::Start => {
                let have = ci.app_permissions;
                let version = lock.row().version;
                let pressed = lock
                    .press(&user, LobbyVote::Start, |dealt| {
                        if dealt.sub_tables().is_empty() {
                            return Ok(());
                        }
                        match perms::missing(have, perms::for_threads()) {
                            Some(why) => Err(text!("discord-threads-needed", why = why)),
                            None => Ok(()),
                        }
                    })
                    .await;
                match pressed {
                    Ok(Pressed::Started) => {}
                    Ok(Pressed::Voted(_)) => return voted(bot, lock.row()).await,
                    Ok(Pressed::Ended) => unreachable!("Start never ends the lobby"),
                    Err(e) => {
                        // A counted vote whose start the game refused: the
                        // voter hears why, the lobby shows the tally.
                        let tally_moved = lock.row().version != version;
                        let redraw = tally_moved.then_some((lock, None));
                        return (Mode::Ephemeral, table_error(game, &e), redraw);
                    }
                }
                return match lock.batch(None, Move::BotsOnly, Pace::REAL_TIME).await {
                    Ok(batch) => {
                        let boards = boards::locations(bot, &batch.after).await;
                        let on_board = boards.get(MAIN).is_some_and(|b| b.message_id == clicked);
                        let events = fanout::main_events(&batch);
                        let reply = boards::main_reply(&batch.after, &events, &boards);
                        (Mode::Update, reply, Some((lock, Some((batch, on_board)))))
                    }
                    Err(e) => (Mode::Ephemeral, table_error(game, &e), None),
                };
            }
            LobbyOp::Options => unreachable!("handled above"),
        };
        match done {
            Ok(()) => (Mode::Update, boards::lobby_now(bot, lock.row()).await, None),
            Err(e) => (Mode::Ephemeral, table_error(game, &e), None),
        }
    })
    .await;
    match started {
        Some((lock, Some((batch, on_board)))) => {
            let done = Done {
                acting_seat: None,
                main_board: on_board,
            };
            let row = batch.after.clone();
            // Before the first night's fan-out, which mutes the channel.
            let voice = super::voice::choose(bot, &row, ci.user.id.get()).await;
            fanout::after_commit(bot, lock, batch, done).await;
            tell_the_table(bot, &row, in_thread, voice == Some(false)).await;
        }
        Some((lock, None)) => redraw_lobby(bot, lock.row()).await,
        None => {}
    }
}

/// A seated player's vote was counted: the lobby shows the tally.
async fn voted<T>(bot: &Bot, row: &GameRow) -> (Mode, Reply, Option<T>) {
    (Mode::Update, boards::lobby_now(bot, row).await, None)
}

/// Show the lobby as it is now on its message (a change made outside the
/// clicked message's answer).
async fn redraw_lobby(bot: &Bot, row: &GameRow) {
    let mut locations = boards::locations(bot, row).await;
    if boards::update_main(bot, row, &[], &mut locations)
        .await
        .is_err()
    {
        tracing::info!(game = row.id, "the lobby's channel is gone");
    }
}

/// Remember whether the member who clicked sees every private thread and
/// ignores overwrites (Administrator, Manage Threads), as the interaction
/// says; the table is told at Start and when such a player is muted.
pub async fn remember_privilege(bot: &Bot, ci: &ComponentInteraction) {
    let (Some(guild), Some(perms)) = (ci.guild_id, ci.member.as_ref().and_then(|m| m.permissions))
    else {
        return;
    };
    let privileged = perms.administrator() || perms.manage_threads();
    let saved = bot
        .table
        .record_privileged(&guild.to_string(), &ci.user.id.to_string(), privileged)
        .await;
    if let Err(e) = saved {
        tracing::warn!(error = %e, "cannot remember a member's permissions");
    }
}

/// At Start: what this channel means for private rooms and silence. A
/// thread has no overwrites and no threads of its own, and members with
/// Administrator or Manage Threads read private threads and are not bound
/// by overwrites. And whether the bot mutes in voice: `no_mute` when it
/// found at Start it may not (a refusal after that is told where it
/// happens).
async fn tell_the_table(bot: &Bot, row: &GameRow, in_thread: bool, no_mute: bool) {
    let mut lines: Vec<Text> = Vec::new();
    if in_thread {
        lines.push(text!("discord-thread-game"));
    }
    let mut privileged = Vec::new();
    if let Some(guild) = row.guild_id.as_deref() {
        for user in (0..row.seats.len()).filter_map(|s| row.human(s)) {
            let known = bot
                .table
                .store()
                .is_privileged(guild, &user.to_string())
                .await;
            if known.unwrap_or(false) {
                privileged.push(user);
            }
        }
    }
    match super::voice::voice_of(bot, row).await {
        Some((voice, true)) => lines.push(text!("discord-voice-on", channel = channel(voice))),
        Some((voice, false)) if no_mute => lines.push(text!(
            "discord-voice-no-permission",
            channel = channel(voice)
        )),
        _ => {}
    }
    if !privileged.is_empty() {
        let players: Vec<Text> = privileged
            .into_iter()
            .map(|user| Text::from(format!("<@{user}>")))
            .collect();
        lines.push(text!("discord-privileged", players = players));
    }
    let Some(channel) = row
        .channel_id
        .as_deref()
        .and_then(|c| c.parse::<u64>().ok())
        .filter(|c| *c != 0)
        .map(ChannelId::new)
    else {
        return;
    };
    if lines.is_empty() {
        return;
    }
    let posted = bot
        .post(
            "tell the table",
            channel,
            &Reply::say(&Text::Lines(lines)).into_message(),
        )
        .await;
    if let Err(e) = posted {
        tracing::warn!(game = row.id, error = %e, "cannot tell the table about the channel");
    }
}

/// The lobby as the host may change its options, or why not.
async fn options_row(bot: &Bot, game: GameId, user: &str) -> Result<GameRow, TableError> {
    let row = bot.table.load(game).await?;
    check_lobby(&row)?;
    check_host(&row, user, HostAction::ChangeOptions)?;
    Ok(row)
}

/// Show the host page `page` of the options panel (a new private message
/// from the lobby's Options button, the same message when paging).
pub async fn show_options(
    bot: &Bot,
    target: &Target,
    mode: Mode,
    game: GameId,
    user: &str,
    page: usize,
) {
    let reply = match options_row(bot, game, user).await {
        Ok(row) => (mode, options_panel(&row, page)),
        Err(e) => (Mode::Ephemeral, table_error(game, &e)),
    };
    respond::reply(bot, target, reply.0, reply.1).await
}

/// A control of the options panel set option `key`: to `value` (a
/// toggle) or to the value picked in its menu.
pub async fn on_option_set(
    bot: &Arc<Bot>,
    ci: &ComponentInteraction,
    target: &Target,
    (game, page): (GameId, usize),
    key: &str,
    value: Option<String>,
) {
    let picked = match &ci.data.kind {
        ComponentInteractionDataKind::StringSelect { values } if values.len() == 1 => {
            values.first().cloned()
        }
        // The voice channel menu: none picked turns voice off.
        ComponentInteractionDataKind::ChannelSelect { values } => Some(
            values
                .first()
                .map_or_else(|| "off".to_string(), |c| c.to_string()),
        ),
        _ => None,
    };
    let Some(value) = value.or(picked) else {
        let reply = Reply::text(unknown_button());
        return respond::reply(bot, target, Mode::Ephemeral, reply).await;
    };
    let user = ci.user.id.to_string();
    set_option(bot, target, (game, page), &user, key, &value).await
}

/// The host asked for the form of the text option `key`.
pub async fn on_option_ask(
    bot: &Bot,
    target: &Target,
    user: &str,
    game: GameId,
    page: usize,
    key: &str,
) {
    // A modal must be the first answer: no defer, no lock needed to read.
    let form = options_row(bot, game, user).await.and_then(|row| {
        let Some(spec) = row.kind.option_specs().iter().find(|s| s.key == key) else {
            return Err(LobbyError::NoSuchOption(key.to_string()).into());
        };
        option_form(&row, page, spec).ok_or_else(|| {
            let why = text!("discord-option-not-typed", key = code(key));
            LobbyError::OptionsNotChanged(why).into()
        })
    });
    match form {
        Ok(form) => respond::modal(bot, target, form).await,
        Err(e) => respond::reply(bot, target, Mode::Ephemeral, table_error(game, &e)).await,
    }
}

/// The form of a text option was submitted.
pub async fn on_modal(bot: &Arc<Bot>, mi: &ModalInteraction) {
    let target = Target::from(mi);
    let Some(Route::OptionsModal { game, page, key }) = Route::decode(&mi.data.custom_id) else {
        let reply = Reply::text(unknown_button());
        return respond::reply(bot, &target, Mode::Ephemeral, reply).await;
    };
    let value: String = mi
        .data
        .components
        .iter()
        .flat_map(|row| row.components.iter())
        .find_map(|c| match c {
            ActionRowComponent::InputText(t) if t.custom_id == VALUE_INPUT => t.value.clone(),
            _ => None,
        })
        .unwrap_or_default();
    let user = mi.user.id.to_string();
    set_option(bot, &target, (game, page), &user, &key, &value).await
}

/// Set option `key` to `value` for the host: the options panel is redrawn
/// in place and the public lobby shows the change; a refusal changes
/// nothing.
async fn set_option(
    bot: &Bot,
    target: &Target,
    (game, page): (GameId, usize),
    user: &str,
    key: &str,
    value: &str,
) {
    let changed = respond::answer(bot, target, Mode::Update, async {
        let mut lock = match bot.table.lock(game).await {
            Ok(lock) => lock,
            Err(e) => return (Mode::Ephemeral, table_error(game, &e), None),
        };
        match lock.set_option(user, key, value).await {
            Ok(()) => (Mode::Update, options_panel(lock.row(), page), Some(lock)),
            Err(e) => (Mode::Ephemeral, table_error(game, &e), None),
        }
    })
    .await;
    if let Some(lock) = changed {
        super::expiry::follow(bot, lock.row());
        if key == crate::engine::options::VOICE {
            super::voice::check_lobby(bot, lock.row()).await;
        }
        redraw_lobby(bot, lock.row()).await;
    }
}

/// The lobby as a change left it, or the refusal.
async fn redraw(
    bot: &Bot,
    game: GameId,
    change: impl std::future::Future<Output = Result<GameLock<'_>, TableError>>,
) -> (Mode, Reply, ()) {
    match change.await {
        Ok(lock) => (Mode::Update, boards::lobby_now(bot, lock.row()).await, ()),
        Err(e) => (Mode::Ephemeral, table_error(game, &e), ()),
    }
}

/// A host's pick in a lobby's Add or Remove menu of the list option `key`.
pub async fn on_list_pick(
    bot: &Arc<Bot>,
    ci: &ComponentInteraction,
    target: &Target,
    game: GameId,
    key: &str,
    op: CountsOp,
) {
    let user = ci.user.id.to_string();
    let values = match &ci.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values.clone(),
        _ => Vec::new(),
    };
    let op = match op {
        CountsOp::Remove if values.iter().any(|v| v == RESET_VALUE) => ListOp::Reset,
        CountsOp::Remove => ListOp::Remove,
        CountsOp::Add => ListOp::Add,
    };
    let change = async {
        let mut lock = bot.table.lock(game).await?;
        lock.edit_list(&user, key, op, &values).await?;
        Ok(lock)
    };
    respond::answer(bot, target, Mode::Update, redraw(bot, game, change)).await
}

/// Post a new lobby in `channel` as a message of its own (as `/play` and
/// Rematch do): it becomes the game's board, edited in place for the whole
/// game, which an interaction's answer could not be. The message is
/// remembered while the lobby is still held, so a quick Join finds it.
/// Returns the link to it, or, if it cannot be posted, the refusal to
/// show (the lobby is then closed).
pub(crate) async fn post_lobby(
    bot: &Bot,
    mut lobby: GameLock<'_>,
    channel: ChannelId,
    guild: Option<&str>,
) -> Result<String, Reply> {
    let id = lobby.row().id;
    let message = render::lobby(lobby.row()).into_message();
    let msg = match bot.post("post lobby", channel, &message).await {
        Ok(msg) => msg,
        Err(e) => {
            tracing::warn!(game = id, error = %e, "cannot post the lobby");
            let _ = lobby.stop().await;
            return Err(Reply::say(&text!("discord-lobby-not-posted")));
        }
    };
    let (channel, message) = (channel.to_string(), msg.id.to_string());
    let saved = bot
        .table
        .record_board(id, MAIN, &channel, &message, None)
        .await;
    if let Err(e) = saved {
        tracing::warn!(game = id, error = %e, "cannot remember the lobby message");
    }
    super::expiry::follow(bot, lobby.row());
    // A voice channel named with `/play` (or kept by a rematch): the lobby
    // says at once when the bot may not mute there.
    if super::voice::check_lobby(bot, lobby.row()).await {
        redraw_lobby(bot, lobby.row()).await;
    }
    drop(lobby);
    Ok(boards::jump_link(guild, &channel, &message))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_names_cannot_be_links_mentions_or_markup() {
        let name = display_name(Some("[free](https://x.y) <@1> **b**"), None, "u");
        assert_eq!(name, r"\[free\](https://x.y) \<@1\> \*\*b\*\*");
        assert_eq!(display_name(None, Some("Jean-Luc"), "u"), "Jean-Luc");
    }
}
