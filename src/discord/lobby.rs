//! The lobby: Join, Leave, Add bot, Options (a modal with `key=value`
//! pairs, validated by the engine's option parser), Start and Cancel (host
//! only), and the host's Add/Remove menus for list options (a Werewolf
//! deck). The lobby message becomes the game's board when the host starts.

use std::sync::Arc;

use serenity::all::{
    ActionRowComponent, ComponentInteraction, ComponentInteractionDataKind, CreateActionRow,
    CreateInputText, CreateModal, InputTextStyle, ModalInteraction,
};

use super::boards::{self, MAIN};
use super::bot::Bot;
use super::components::table_error;
use super::fanout::{self, Done};
use super::limits;
use super::perms;
use super::play::{self, Move};
use super::render::{self, Reply};
use super::respond::{self, Mode, Target};
use super::routing::{CountsOp, LobbyOp, Route, RESET_VALUE};
use crate::engine::{OptionSpec, Options};
use crate::store::{GameId, GameRow, GameStatus, SeatRow};
use crate::table;

fn not_lobby(row: &GameRow) -> Reply {
    Reply::text(match row.status {
        GameStatus::Running => format!("Game #{} has already started.", row.id),
        GameStatus::Finished => format!("Game #{} is over.", row.id),
        GameStatus::Cancelled | GameStatus::Lobby => format!("Game #{} was cancelled.", row.id),
    })
}

fn host_only(row: &GameRow, what: &str) -> Reply {
    let host = row
        .host_id
        .as_deref()
        .map(|h| format!("<@{h}>"))
        .unwrap_or_else(|| "the host".into());
    Reply::text(format!("Only the host ({host}) can {what}."))
}

/// The display name a user gets at the table.
pub fn display_name(ci_member_nick: Option<&str>, global: Option<&str>, username: &str) -> String {
    let name = ci_member_nick.or(global).unwrap_or(username);
    limits::truncate(name, 32)
}

/// Renumber seats 0.. in order.
pub fn reseat(seats: &mut [SeatRow]) {
    for (i, s) in seats.iter_mut().enumerate() {
        s.seat = i;
    }
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
        // A modal must be the first answer: no defer, no lock needed to read.
        return match bot.table.load(game).await {
            Ok(row) if row.status != GameStatus::Lobby => {
                respond::reply(bot, target, Mode::Ephemeral, not_lobby(&row)).await
            }
            Ok(row) if row.host_id.as_deref() != Some(user.as_str()) => {
                let refusal = host_only(&row, "change the options");
                respond::reply(bot, target, Mode::Ephemeral, refusal).await
            }
            Ok(row) => respond::modal(bot, target, options_modal(&row)).await,
            Err(e) => respond::reply(bot, target, Mode::Ephemeral, table_error(game, &e)).await,
        };
    }
    let name = display_name(
        ci.member.as_ref().and_then(|m| m.nick.as_deref()),
        ci.user.global_name.as_deref(),
        &ci.user.name,
    );
    let clicked = ci.message.id.to_string();
    let started = respond::answer(bot, target, Mode::Update, async {
        let guard = bot.lock_game(game).await;
        let mut row = match bot.table.load(game).await {
            Ok(row) => row,
            Err(e) => return (Mode::Ephemeral, table_error(game, &e), None),
        };
        if row.status != GameStatus::Lobby {
            return (Mode::Ephemeral, not_lobby(&row), None);
        }
        let is_host = row.host_id.as_deref() == Some(user.as_str());
        let (_, max) = row.kind.seat_range();
        let store = bot.table.store();
        let now = bot.now_ms();
        let refuse = |text: String| (Mode::Ephemeral, Reply::text(text), None);
        match op {
            LobbyOp::Join => {
                if row.seat_of(&user).is_some() {
                    return refuse("You have already joined.".into());
                }
                if row.seats.len() >= max {
                    return refuse(format!("The table is full ({max} players)."));
                }
                row.seats.push(SeatRow {
                    seat: row.seats.len(),
                    user_id: Some(user.clone()),
                    name: name.clone(),
                    is_bot: false,
                });
            }
            LobbyOp::Leave => {
                if is_host {
                    return refuse(
                        "The host cannot leave: press Cancel to close the lobby.".into(),
                    );
                }
                let Some(seat) = row.seat_of(&user) else {
                    return refuse("You have not joined this game.".into());
                };
                row.seats.remove(seat);
                reseat(&mut row.seats);
            }
            LobbyOp::AddBot => {
                if !is_host {
                    return (Mode::Ephemeral, host_only(&row, "add bots"), None);
                }
                if row.seats.len() >= max {
                    return refuse(format!("The table is full ({max} players)."));
                }
                let n = (1..)
                    .find(|n| !row.seats.iter().any(|s| s.name == format!("Bot {n}")))
                    .unwrap_or(1);
                row.seats.push(SeatRow {
                    seat: row.seats.len(),
                    user_id: None,
                    name: format!("Bot {n}"),
                    is_bot: true,
                });
            }
            LobbyOp::Cancel => {
                if !is_host {
                    return (Mode::Ephemeral, host_only(&row, "cancel the game"), None);
                }
                if let Err(e) = store.cancel_game(game, now).await {
                    return (Mode::Ephemeral, table_error(game, &e.into()), None);
                }
                row.status = GameStatus::Cancelled;
                return (Mode::Update, render::lobby(&row), None);
            }
            LobbyOp::Start => {
                if !is_host {
                    return (Mode::Ephemeral, host_only(&row, "start the game"), None);
                }
                let dealt = match table::deal(row.kind, &row.options, row.seed, &row.seats) {
                    Ok(state) => state,
                    Err(e) => return refuse(format!("Cannot start yet: {e}")),
                };
                if !dealt.sub_tables().is_empty() {
                    if let Some(why) = perms::missing(ci.app_permissions, perms::for_threads()) {
                        return refuse(format!("This table plays in threads. {why}"));
                    }
                }
                if let Err(e) = bot.table.start_lobby(game, row.seats.clone()).await {
                    return (Mode::Ephemeral, table_error(game, &e), None);
                }
                return match play::play(bot, game, None, Move::BotsOnly).await {
                    Ok(batch) => {
                        let boards = boards::locations(bot, &batch.after).await;
                        let on_board = boards.get(MAIN).is_some_and(|b| b.message_id == clicked);
                        let events = fanout::main_events(&batch);
                        let reply = boards::main_reply(&batch.after, &events);
                        (Mode::Update, reply, Some((guard, batch, on_board)))
                    }
                    Err(e) => (Mode::Ephemeral, table_error(game, &e), None),
                };
            }
            LobbyOp::Options => unreachable!("handled above"),
        }
        if let Err(e) = store.set_lobby_seats(game, &row.seats, now).await {
            return (Mode::Ephemeral, table_error(game, &e.into()), None);
        }
        (Mode::Update, render::lobby(&row), None)
    })
    .await;
    if let Some((_guard, batch, on_board)) = started {
        let done = Done {
            acting_seat: None,
            main_board: on_board,
        };
        fanout::fan_out(bot, &batch, done).await;
    }
}

fn options_modal(row: &GameRow) -> CreateModal {
    let keys: Vec<String> = row
        .kind
        .option_specs()
        .iter()
        .map(|s| format!("{} ({})", s.key, s.accepts()))
        .collect();
    let input = CreateInputText::new(
        InputTextStyle::Paragraph,
        "key=value, separated by spaces",
        "options",
    )
    .value(limits::truncate(
        &row.options.to_string(),
        limits::TEXT_INPUT_VALUE,
    ))
    .placeholder(limits::truncate(&keys.join(", "), 100))
    .required(false);
    CreateModal::new(
        Route::OptionsModal { game: row.id }.encode(),
        limits::truncate(
            &format!("{} options", row.kind.title()),
            limits::MODAL_TITLE,
        ),
    )
    .components(vec![CreateActionRow::InputText(input)])
}

/// Parse `key=value ...` against a game's option specs.
pub fn parse_options(kind: crate::games::GameKind, text: &str) -> Result<Options, String> {
    let items: Vec<String> = text.split_whitespace().map(str::to_string).collect();
    Options::parse_assignments(kind.option_specs(), &items).map_err(|e| e.to_string())
}

/// The options modal was submitted.
pub async fn on_modal(bot: &Arc<Bot>, mi: &ModalInteraction) {
    let target = Target::from(mi);
    let Some(Route::OptionsModal { game }) = Route::decode(&mi.data.custom_id) else {
        let reply = Reply::text(super::components::UNKNOWN_BUTTON);
        return respond::reply(bot, &target, Mode::Ephemeral, reply).await;
    };
    let text: String = mi
        .data
        .components
        .iter()
        .flat_map(|row| row.components.iter())
        .find_map(|c| match c {
            ActionRowComponent::InputText(t) if t.custom_id == "options" => t.value.clone(),
            _ => None,
        })
        .unwrap_or_default();
    let user = mi.user.id.to_string();
    let change = change_options(bot, game, &user, |row| {
        parse_options(row.kind, &text).map_err(|e| format!("Options not changed: {e}"))
    });
    respond::answer(bot, &target, Mode::Update, change).await
}

/// The host changes a lobby's options: `new_options` computes them from the
/// lobby as it is (or says why not); they are stored and the lobby redrawn.
/// Anyone else, or a lobby that has started, gets a refusal.
async fn change_options(
    bot: &Arc<Bot>,
    game: GameId,
    user: &str,
    new_options: impl FnOnce(&GameRow) -> Result<Options, String>,
) -> (Mode, Reply, ()) {
    let _guard = bot.lock_game(game).await;
    let mut row = match bot.table.load(game).await {
        Ok(row) => row,
        Err(e) => return (Mode::Ephemeral, table_error(game, &e), ()),
    };
    if row.status != GameStatus::Lobby {
        return (Mode::Ephemeral, not_lobby(&row), ());
    }
    if row.host_id.as_deref() != Some(user) {
        return (Mode::Ephemeral, host_only(&row, "change the options"), ());
    }
    let options = match new_options(&row) {
        Ok(o) => o,
        Err(why) => return (Mode::Ephemeral, Reply::text(why), ()),
    };
    if let Err(e) = bot
        .table
        .store()
        .set_lobby_options(game, &options, bot.now_ms())
        .await
    {
        return (Mode::Ephemeral, table_error(game, &e.into()), ());
    }
    row.options = options;
    (Mode::Update, render::lobby(&row), ())
}

/// One count per item of the list option `spec` as the lobby edits it: the
/// list itself, or, while it is `auto`, what the game would use at this
/// table (its preset), else the empty list.
pub fn list_counts(row: &GameRow, spec: &OptionSpec) -> Vec<usize> {
    let value = row.options.text(spec.key);
    let explicit = if value.eq_ignore_ascii_case("auto") {
        row.kind
            .auto_value(spec.key, &row.options, row.seats.len())
            .unwrap_or_default()
    } else {
        value.to_string()
    };
    spec.parse_counts(&explicit)
        .unwrap_or_else(|_| vec![0; spec.items().len()])
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
    let change = change_options(bot, game, &user, |row| {
        let specs = row.kind.option_specs();
        let Some(spec) = specs.iter().find(|s| s.key == key && !s.items().is_empty()) else {
            return Err(super::components::UNKNOWN_BUTTON.to_string());
        };
        if values.is_empty() {
            return Err("Pick at least one item.".to_string());
        }
        let value = if op == CountsOp::Remove && values.iter().any(|v| v == RESET_VALUE) {
            spec.default.unwrap_or("auto").to_string()
        } else {
            let mut counts = list_counts(row, spec);
            for v in &values {
                let Some(i) = spec.items().iter().position(|(slug, _)| slug == v) else {
                    return Err(format!("Options not changed: `{v}` is not in this list."));
                };
                match op {
                    CountsOp::Add => counts[i] += 1,
                    CountsOp::Remove => counts[i] = counts[i].saturating_sub(1),
                }
            }
            spec.format_counts(&counts)
                .map_err(|e| format!("Options not changed: {key}: {e}."))?
        };
        row.options
            .with(specs, key, &value)
            .map_err(|e| format!("Options not changed: {e}"))
    });
    respond::answer(bot, target, Mode::Update, change).await
}
