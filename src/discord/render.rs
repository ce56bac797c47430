//! Panel -> Discord message: an embed, buttons and select menus, and the
//! panel's picture as an attachment. Generic over every game: a new game
//! needs no code here.
//!
//! Layout of a seat's choices: up to 20 choices as buttons (4 rows of 5);
//! more as string select menus of 25 options, 4 menus to a page, with Prev /
//! Next buttons beyond 100 choices. The last row always holds the controls
//! (Refresh, paging), so a message never exceeds 5 rows.

use serenity::all::{
    ButtonStyle, Colour, CreateActionRow, CreateAttachment, CreateButton, CreateEmbed,
    CreateEmbedFooter, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
};

use super::limits::{self, non_empty, truncate};
use super::reply::not_seated;
pub use super::reply::Reply;
use super::routing::{ChoiceRef, CountsOp, LobbyOp, Route, RESET_VALUE};
use crate::engine::panel::without_images;
use crate::engine::text::with_locale;
use crate::engine::{Arg, Choice, ChoiceStyle, Image, Panel, Part, PrivatePanel, Text, Viewer};
use crate::games::GameKind;
use crate::store::{GameRow, GameStatus};
use crate::table::seat_panel;
use crate::text;
use markdown::{markdown, public, raw};

/// Up to this many choices are shown as buttons; more become select menus.
pub const MAX_BUTTON_CHOICES: usize = 20;
/// Select menus on one page (one row is kept for the controls).
pub const MENUS_PER_PAGE: usize = 4;
/// Choices on one page of select menus.
pub const CHOICES_PER_PAGE: usize = MENUS_PER_PAGE * limits::SELECT_OPTIONS;

const COLOUR_LOBBY: Colour = Colour(0x5865f2);
const COLOUR_RUNNING: Colour = Colour(0x2b8a3e);
const COLOUR_OVER: Colour = Colour(0x868e96);
const COLOUR_PRIVATE: Colour = Colour(0xe67700);

/// Extra lines the frontend adds to a panel's embed.
#[derive(Clone, Debug, Default)]
pub struct Extras {
    pub fields: Vec<(String, String)>,
    pub footer: Option<String>,
    /// Said at the end of the status line (the turn timer), not as a field
    /// of its own: a field costs a phone two lines and a heading.
    pub status_end: Option<String>,
}

/// A panel as one embed (within every embed limit) plus its picture, its
/// texts rendered for `reader`.
pub fn panel_embed(
    panel: &Panel,
    reader: Viewer,
    colour: Colour,
    extras: &Extras,
) -> (CreateEmbed, Option<CreateAttachment>) {
    let mut budget = limits::EMBED_TOTAL;
    let take = |budget: &mut usize, s: &str, max: usize| -> String {
        let t = truncate(s, max.min(*budget));
        *budget -= t.chars().count();
        t
    };
    let md = |t: &crate::engine::Text| markdown(t, reader);
    let title = take(
        &mut budget,
        &non_empty(&md(&panel.title), limits::EMBED_TITLE),
        limits::EMBED_TITLE,
    );
    let footer_text = match (panel.footer.as_ref().map(md), &extras.footer) {
        (Some(a), Some(b)) => Some(format!("{a} · {b}")),
        (a, b) => a.or_else(|| b.clone()),
    };
    let footer = footer_text.map(|f| take(&mut budget, &f, limits::FOOTER));
    // Fields the frontend adds (prompt, deadline) come first: they matter most.
    let mut fields: Vec<(String, String, bool)> = Vec::new();
    let mut wanted: Vec<(String, String, bool)> = extras
        .fields
        .iter()
        .map(|(n, v)| (n.clone(), v.clone(), false))
        .collect();
    // Never inline: on a phone inline fields wrap into 90 px columns.
    wanted.extend(
        panel
            .fields
            .iter()
            .filter(|f| f.part != Part::Recent || panel.image.is_none())
            .map(|f| (md(&f.name), md(&f.value), false)),
    );
    let mut dropped = 0usize;
    // The status line opens the body: where the game stands, whose turn.
    let status = match (panel.status.as_ref().map(md), &extras.status_end) {
        (Some(status), Some(end)) => Some(format!("{status} · {end}")),
        (status, end) => status.or_else(|| end.clone()),
    };
    let mut text = match status {
        Some(status) if !panel.text.is_empty() => format!("{status}\n{}", md(&panel.text)),
        Some(status) => status,
        None => md(&panel.text),
    };
    // Keep room for (some of) the text and the "more not shown" note.
    let description_reserve = text.chars().count().min(limits::EMBED_DESCRIPTION / 2) + 40;
    for (name, value, inline) in wanted {
        let name = non_empty(&name, limits::FIELD_NAME);
        let value = non_empty(&value, limits::FIELD_VALUE);
        let cost = name.chars().count() + value.chars().count();
        if fields.len() >= limits::EMBED_FIELDS || cost + description_reserve > budget {
            dropped += 1;
            continue;
        }
        budget -= cost;
        fields.push((name, value, inline));
    }
    if dropped > 0 {
        let note = markdown(&text!("discord-more-not-shown", count = dropped), reader);
        text.push_str(&format!("\n*{note}*"));
    }
    let description = take(&mut budget, &text, limits::EMBED_DESCRIPTION);
    let mut embed = CreateEmbed::new().title(title).colour(colour);
    if !description.trim().is_empty() {
        embed = embed.description(description);
    }
    embed = embed.fields(fields);
    if let Some(f) = footer.filter(|f| !f.is_empty()) {
        embed = embed.footer(CreateEmbedFooter::new(f));
    }
    let file = panel.image.as_ref().map(|img| {
        let name = attachment_name(&img.file_name);
        embed = embed.clone().attachment(name.clone());
        CreateAttachment::bytes(img.png.clone(), name)
    });
    (embed, file)
}

/// A file name Discord can reference as `attachment://name`.
fn attachment_name(name: &str) -> String {
    let clean: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '.' || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .take(64)
        .collect();
    if clean.is_empty() {
        "image.png".to_string()
    } else {
        clean
    }
}

/// `<t:UNIX:R>`: Discord shows it as "in 2 minutes" in each reader's time.
pub fn relative_time(unix_ms: i64) -> String {
    format!("<t:{}:R>", unix_ms.div_euclid(1000))
}

pub(crate) fn public_colour(status: GameStatus) -> Colour {
    match status {
        GameStatus::Lobby => COLOUR_LOBBY,
        GameStatus::Running => COLOUR_RUNNING,
        GameStatus::Finished | GameStatus::Cancelled => COLOUR_OVER,
    }
}

/// Event lines as message content, newest kept when too long.
pub fn event_lines(events: &[String]) -> String {
    let lines: Vec<String> = events.iter().map(|e| format!("▸ {e}")).collect();
    limits::last_lines(&lines, limits::CONTENT)
}

/// Recent events a board keeps on a phone, besides those in its content.
const RECENT_ON_BOARD: usize = 2;

/// Leaves in the board's recent fields only the latest
/// [`RECENT_ON_BOARD`] events that the message's content (`events`, the
/// newest ones) does not show already; a field left empty goes.
fn trim_recent(panel: &mut Panel, events: &[String]) {
    let shown = |line: &Text| {
        let line = markdown(line, Viewer::Public);
        events.iter().any(|e| e.ends_with(line.as_str()))
    };
    for field in panel.fields.iter_mut().filter(|f| f.part == Part::Recent) {
        let lines: Vec<Text> = lines_of(&field.value)
            .into_iter()
            .filter(|line| !shown(line))
            .collect();
        let from = lines.len().saturating_sub(RECENT_ON_BOARD);
        field.value = Text::Lines(lines[from..].to_vec());
    }
    panel
        .fields
        .retain(|f| f.part != Part::Recent || !f.value.is_empty());
}

/// The words of the button that opens a seat's private panel, as the game
/// names what the panel holds ([`PrivatePanel`]): "Show my hand", "Show my
/// role". The texts that point to the button quote the same words.
pub(crate) fn panel_button(kind: GameKind) -> Text {
    match kind.private_panel() {
        PrivatePanel::Hand => text!("discord-show-my-hand"),
        PrivatePanel::Role => text!("discord-show-my-role"),
    }
}

/// The "Show my hand" row of a running board.
fn hand_row(row: &GameRow) -> CreateActionRow {
    CreateActionRow::Buttons(vec![CreateButton::new(
        Route::Hand { game: row.id }.encode(),
    )
    .label(panel_button(row.kind).plain(Viewer::Public))
    .style(ButtonStyle::Primary)])
}

/// A game's public board (or its lobby), with the latest public events as
/// the content, in the game's language (never the clicking user's).
pub fn board(row: &GameRow, panel: &Panel, events: &[String]) -> Reply {
    with_locale(row.locale, || board_in_language(row, panel, events))
}

fn board_in_language(row: &GameRow, panel: &Panel, events: &[String]) -> Reply {
    let mut extras = Extras {
        footer: Some(game_footer(row.id)),
        ..Extras::default()
    };
    if let (GameStatus::Running, Some(at)) = (row.status, row.ends_at()) {
        extras.status_end = Some(format!("⏰ {}", relative_time(at)));
    }
    let mut panel = panel.clone();
    trim_recent(&mut panel, events);
    if row.status == GameStatus::Cancelled {
        panel.title = text!("table-board-stopped", title = panel.title);
    }
    let components = if row.status == GameStatus::Running {
        vec![hand_row(row)]
    } else {
        Vec::new()
    };
    panel_reply(
        &panel,
        Viewer::Public,
        public_colour(row.status),
        &extras,
        components,
        events,
    )
}

/// The footer of a game's public messages: "Game #12".
pub(crate) fn game_footer(game: i64) -> String {
    text!("discord-footer-game", game = game).plain(Viewer::Public)
}

/// Between two seats of the lobby's players.
const SEAT_SEPARATOR: &str = " · ";

/// Lobby buttons on one row.
const LOBBY_BUTTONS_PER_ROW: usize = 4;

/// The lobby message: who sits, the options, and the lobby buttons, in
/// the game's language.
pub fn lobby(row: &GameRow) -> Reply {
    lobby_noting(row, Vec::new())
}

/// [`lobby`] with `notes` of the frontend's own (a voice channel the bot
/// may not mute in) among what happens at Start.
pub(crate) fn lobby_noting(row: &GameRow, notes: Vec<Text>) -> Reply {
    with_locale(row.locale, || lobby_in_language(row, notes))
}

fn lobby_in_language(row: &GameRow, frontend_notes: Vec<Text>) -> Reply {
    let kind = row.kind;
    let (min, max) = kind.seat_range();
    let title = kind.title();
    let mut panel = Panel::new(text!("discord-lobby-title", game = title));
    match row.status {
        GameStatus::Lobby => {
            panel.line(text!("discord-lobby-intro", min = min, max = max));
            panel.line(crate::table::rules_pointer(kind));
        }
        GameStatus::Cancelled => {
            panel.line(text!("discord-lobby-cancelled"));
        }
        _ => {
            panel.line(text!("discord-lobby-started"));
        }
    }
    let seats: Vec<String> = row
        .seats
        .iter()
        .map(|s| {
            let seat = match (&s.user_id, s.is_bot) {
                (_, true) => format!("{}. {}", s.seat + 1, markdown(&s.label(), Viewer::Public)),
                (Some(u), false) if u.parse::<u64>().is_ok() => format!("{}. <@{u}>", s.seat + 1),
                _ => format!("{}. {}", s.seat + 1, s.name),
            };
            if s.user_id.is_some() && s.user_id == row.host_id {
                public(&text!("discord-lobby-host-seat", seat = raw(seat)))
            } else {
                seat
            }
        })
        .collect();
    // Seats on running lines (a line each made the lobby taller than a
    // phone screen), whole seats per field, so a long table (40 seats) is
    // never cut in the middle of a mention.
    let mut chunks: Vec<String> = Vec::new();
    for seat in seats {
        match chunks.last_mut() {
            Some(chunk)
                if chunk.chars().count() + SEAT_SEPARATOR.len() + seat.chars().count()
                    <= limits::FIELD_VALUE =>
            {
                chunk.push_str(SEAT_SEPARATOR);
                chunk.push_str(&seat);
            }
            _ => chunks.push(seat),
        }
    }
    if chunks.is_empty() {
        chunks.push(public(&text!("discord-lobby-nobody")));
    }
    for (i, chunk) in chunks.into_iter().enumerate() {
        let name = if i == 0 {
            text!("discord-lobby-players", seated = row.seats.len(), max = max)
        } else {
            text!("discord-lobby-players-continued")
        };
        panel.field(name, chunk, false);
    }
    // The host is marked among the players; a host who left the table is
    // still named.
    if let Some(host) = row.host_id.as_ref().filter(|h| row.seat_of(h).is_none()) {
        panel.field(text!("discord-lobby-host"), format!("<@{host}>"), false);
    }
    if !kind.option_specs().is_empty() {
        // One running line, not a line each: on a phone a line per option
        // made the lobby taller than a screen.
        let words = crate::table::lobby_options_in_words(row)
            .into_iter()
            .reduce(|left, right| text!("table-options-joined", left = left, right = right));
        if let Some(words) = words {
            panel.field(text!("discord-lobby-options"), words, false);
        }
    }
    let votes = crate::table::vote_lines(row);
    if row.status == GameStatus::Lobby && !votes.is_empty() {
        panel.field(text!("discord-lobby-votes"), Text::Lines(votes), false);
    }
    if row.status == GameStatus::Lobby {
        let mut notes = kind.lobby_notes(&row.options, row.seats.len());
        notes.extend(frontend_notes);
        if !notes.is_empty() {
            panel.field(text!("discord-lobby-at-start"), Text::Lines(notes), false);
        }
    }
    let extras = Extras {
        footer: Some(game_footer(row.id)),
        ..Extras::default()
    };
    let (embed, _) = panel_embed(&panel, Viewer::Public, public_colour(row.status), &extras);
    let mut buttons = Vec::new();
    if row.status == GameStatus::Lobby {
        for op in LobbyOp::ALL {
            if op == LobbyOp::Options && kind.option_specs().is_empty() {
                continue;
            }
            let (label, style) = match op {
                LobbyOp::Join => (text!("discord-button-join"), ButtonStyle::Success),
                LobbyOp::Leave => (text!("discord-button-leave"), ButtonStyle::Secondary),
                LobbyOp::AddBot => (text!("discord-button-add-bot"), ButtonStyle::Secondary),
                LobbyOp::Options => (text!("discord-button-options"), ButtonStyle::Secondary),
                LobbyOp::Start => (text!("discord-button-start"), ButtonStyle::Primary),
                LobbyOp::Cancel => (text!("discord-button-cancel"), ButtonStyle::Danger),
            };
            buttons.push(
                CreateButton::new(Route::Lobby { game: row.id, op }.encode())
                    .label(label.plain(Viewer::Public))
                    .style(style),
            );
        }
    }
    // Four to a row, Start and Cancel together on the last: on a phone a
    // row of five wrapped into three lines of buttons.
    let mut components: Vec<CreateActionRow> = buttons
        .chunks(LOBBY_BUTTONS_PER_ROW)
        .map(|c| CreateActionRow::Buttons(c.to_vec()))
        .collect();
    if row.status == GameStatus::Lobby {
        let free = limits::ROWS.saturating_sub(components.len());
        components.extend(list_menus(row).into_iter().take(free));
    }
    Reply {
        embeds: vec![embed],
        components,
        ..Reply::default()
    }
}

/// The host's menus for each list option of the lobby (a Werewolf deck):
/// "Add …" with every item, "Remove …" with the items now in the list (and
/// the way back to `auto`), 25 options to a menu. Picking several values
/// adds or removes each once.
fn list_menus(row: &GameRow) -> Vec<CreateActionRow> {
    let mut rows = Vec::new();
    for spec in row.kind.option_specs() {
        let items = spec.items();
        if items.is_empty() {
            continue;
        }
        let counts = crate::table::list_counts(row, spec);
        let label = |slug: &str| crate::table::item_label(row.kind, spec, slug);
        let add: Vec<CreateSelectMenuOption> = items
            .iter()
            .zip(&counts)
            .map(|((slug, _), n)| {
                let words = label(slug).plain(Viewer::Public);
                let o = CreateSelectMenuOption::new(non_empty(&words, limits::SELECT_LABEL), *slug);
                if *n > 0 {
                    o.description(text!("discord-list-count", count = *n).plain(Viewer::Public))
                } else {
                    o
                }
            })
            .collect();
        let mut remove: Vec<CreateSelectMenuOption> = items
            .iter()
            .zip(&counts)
            .filter(|(_, n)| **n > 0)
            .map(|((slug, _), n)| {
                let text = text!("table-option-item", item = label(slug), count = *n)
                    .plain(Viewer::Public);
                CreateSelectMenuOption::new(truncate(&text, limits::SELECT_LABEL), *slug)
            })
            .collect();
        let default = spec.default.unwrap_or("auto");
        if row.options.text(spec.key) != default {
            let preset = crate::table::option_value_words(row.kind, spec, default);
            remove.push(
                CreateSelectMenuOption::new(
                    text!("discord-list-reset", preset = preset).plain(Viewer::Public),
                    RESET_VALUE,
                )
                .description(text!("discord-list-reset-hint").plain(Viewer::Public)),
            );
        }
        let list = || crate::table::option_name(row.kind, spec);
        let menus = [
            (CountsOp::Add, add, text!("discord-list-add", list = list())),
            (
                CountsOp::Remove,
                remove,
                text!("discord-list-remove", list = list()),
            ),
        ];
        for (op, options, placeholder) in menus {
            for (menu, chunk) in options.chunks(limits::SELECT_OPTIONS).enumerate() {
                let route = Route::LobbyCounts {
                    game: row.id,
                    key: spec.key.to_string(),
                    op,
                    menu,
                };
                let placeholder = placeholder.plain(Viewer::Public);
                rows.push(CreateActionRow::SelectMenu(
                    CreateSelectMenu::new(
                        route.encode(),
                        CreateSelectMenuKind::String {
                            options: chunk.to_vec(),
                        },
                    )
                    .placeholder(truncate(&placeholder, limits::SELECT_PLACEHOLDER))
                    .min_values(1)
                    .max_values(chunk.len() as u8),
                ));
            }
        }
    }
    rows
}

/// A user's private panel of a game, or why there is none.
pub(crate) fn seat_reply(row: &GameRow, user: &str, page: usize, events: &[String]) -> Reply {
    let Some(seat) = row.seat_of(user) else {
        return Reply::text(not_seated(row.id));
    };
    match (&row.snapshot, row.status) {
        (Some(state), _) => {
            // Both without pictures: the panel shows none (the board in the
            // channel does), and what a game adds with its picture (a map's
            // legend) is the board's either way.
            let panel = without_images(|| {
                let seat_view = seat_panel(row, seat).unwrap_or_else(|| state.panel_for(seat));
                private_view(&seat_view, &state.view(Viewer::Public))
            });
            let deadline = row
                .ends_at()
                .filter(|_| row.status == GameStatus::Running && state.prompt_for(seat).is_some());
            let mut reply = private_panel(row, seat, &panel, page, deadline, events);
            match row.status {
                GameStatus::Finished => {
                    reply = reply.with_notice(&public(&text!("discord-panel-game-over")))
                }
                GameStatus::Cancelled => {
                    reply = reply.with_notice(&public(&text!("discord-panel-game-stopped")))
                }
                _ => {}
            }
            reply
        }
        (None, GameStatus::Lobby) => Reply::say(&text!("discord-panel-not-started", game = row.id)),
        (None, _) => Reply::say(&text!("discord-panel-cancelled", game = row.id)),
    }
}

/// What a seat's private panel shows of `seat_view`, the board being in
/// the channel already: [`Panel::private_part`] (title, private fields,
/// prompt, choices) with the status line (else the board's title, when it
/// is not the panel's own) as its body. A field or body line of the seat's
/// view that the public `board` does not have is the seat's own too and
/// stays, even when its game has not marked it [`Part::Private`]; what the
/// board shows, and the recent events (the message's content), are left
/// out. Generic over every game.
pub(crate) fn private_view(seat_view: &Panel, board: &Panel) -> Panel {
    let mut private = seat_view.private_part();
    private.fields = seat_view
        .fields
        .iter()
        .filter(|f| match f.part {
            Part::Private => true,
            Part::Board => !board.fields.contains(f),
            Part::Recent => false,
        })
        .cloned()
        .collect();
    let status = seat_view
        .status
        .clone()
        .or_else(|| board.status.clone())
        .or_else(|| (board.title != seat_view.title).then(|| board.title.clone()));
    let on_board = lines_of(&board.text);
    let own_lines = lines_of(&seat_view.text)
        .into_iter()
        .filter(|line| !on_board.contains(line));
    let mut text = Text::default();
    for line in status.iter().cloned().chain(own_lines) {
        text.push_line(line);
    }
    private.text = text;
    // Folded into the body above, so the embed does not show it twice.
    private.status = None;
    private
}

/// The lines of a body text (one line if it is not a list of lines).
fn lines_of(text: &Text) -> Vec<Text> {
    match text {
        Text::Lines(lines) => lines.clone(),
        t if t.is_empty() => Vec::new(),
        t => vec![t.clone()],
    }
}

/// A seat's private panel: `panel` as given (see [`private_view`]), its
/// prompt, its choices as components (page `page` when there are many),
/// and private events as the content.
pub fn private_panel(
    row: &GameRow,
    seat: crate::engine::Seat,
    panel: &Panel,
    page: usize,
    deadline_at: Option<i64>,
    events: &[String],
) -> Reply {
    let reader = Viewer::Seat(seat);
    let mut extras = Extras {
        footer: Some(text!("discord-private-footer", game = row.id).plain(reader)),
        ..Extras::default()
    };
    if let Some(prompt) = &panel.prompt {
        extras.fields.push((
            markdown(&text!("discord-your-move"), reader),
            markdown(prompt, reader),
        ));
        if let Some(at) = deadline_at {
            extras.status_end = Some(format!("⏰ {}", relative_time(at)));
        }
    }
    let away = row.absence_of(seat).away;
    if away {
        extras.fields.push((
            "⏸".to_string(),
            markdown(&crate::text!("turns-away-while-away"), reader),
        ));
    }
    let components = if row.status == GameStatus::Running && away {
        vec![CreateActionRow::Buttons(vec![CreateButton::new(
            Route::TakeBack { game: row.id }.encode(),
        )
        .label(crate::text!("turns-away-take-back").plain(reader))
        .style(ButtonStyle::Primary)])]
    } else if row.status == GameStatus::Running {
        choice_rows(row.id, row.version, &panel.choices, reader, page)
    } else {
        Vec::new()
    };
    panel_reply(panel, reader, COLOUR_PRIVATE, &extras, components, events)
}

/// A panel as the one embed of a reply (with its picture), under `events`
/// as the content: the shape of a board and of a private panel.
fn panel_reply(
    panel: &Panel,
    reader: Viewer,
    colour: Colour,
    extras: &Extras,
    components: Vec<CreateActionRow>,
    events: &[String],
) -> Reply {
    let (embed, file) = panel_embed(panel, reader, colour, extras);
    Reply {
        content: event_lines(events),
        embeds: vec![embed],
        components,
        files: file.into_iter().collect(),
        picture: panel.image.as_ref().map(Image::fingerprint),
        ping: Vec::new(),
    }
}

fn button_style(style: ChoiceStyle) -> ButtonStyle {
    match style {
        ChoiceStyle::Primary => ButtonStyle::Primary,
        ChoiceStyle::Danger => ButtonStyle::Danger,
        ChoiceStyle::Normal | ChoiceStyle::Secondary => ButtonStyle::Secondary,
    }
}

/// The number of pages a list of choices takes.
pub fn choice_pages(choices: usize) -> usize {
    if choices <= MAX_BUTTON_CHOICES {
        1
    } else {
        choices.div_ceil(CHOICES_PER_PAGE)
    }
}

/// The value a select option carries for choice `i`: its id, or `#i`.
pub fn select_value(i: usize, choice: &Choice) -> String {
    match Route::choice(1, 0, i, &choice.id) {
        Route::Choice {
            choice: ChoiceRef::Id(id),
            ..
        } => id,
        _ => format!("#{i}"),
    }
}

/// Choice components plus the controls row (Refresh, paging). A disabled
/// choice is a disabled button in its place; select menus cannot grey an
/// option out, so there it is left out (the others keep their values).
pub fn choice_rows(
    game: i64,
    version: u64,
    choices: &[Choice],
    reader: Viewer,
    page: usize,
) -> Vec<CreateActionRow> {
    let mut rows = Vec::new();
    let as_buttons = choices.len() <= MAX_BUTTON_CHOICES;
    let open: Vec<usize> = (0..choices.len())
        .filter(|&i| !choices[i].disabled)
        .collect();
    let pages = if as_buttons {
        1
    } else {
        choice_pages(open.len()).max(1)
    };
    let page = page.min(pages - 1);
    if as_buttons {
        let mut seen = std::collections::HashSet::new();
        let buttons: Vec<CreateButton> = choices
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let mut id = Route::choice(game, version, i, &c.id).encode();
                if !seen.insert(id.clone()) {
                    // Two choices with one id: custom ids must be unique.
                    id = Route::Choice {
                        game,
                        version,
                        choice: ChoiceRef::Index(i),
                    }
                    .encode();
                }
                CreateButton::new(id)
                    .label(non_empty(&c.label.plain(reader), limits::BUTTON_LABEL))
                    .style(button_style(c.style))
                    .disabled(c.disabled)
            })
            .collect();
        for chunk in buttons.chunks(limits::BUTTONS_PER_ROW) {
            rows.push(CreateActionRow::Buttons(chunk.to_vec()));
        }
    } else {
        let start = (page * CHOICES_PER_PAGE).min(open.len());
        let end = (start + CHOICES_PER_PAGE).min(open.len());
        for (k, menu_choices) in open[start..end].chunks(limits::SELECT_OPTIONS).enumerate() {
            let options = menu_choices
                .iter()
                .map(|&i| {
                    let c = &choices[i];
                    let mut o = CreateSelectMenuOption::new(
                        non_empty(&c.label.plain(reader), limits::SELECT_LABEL),
                        select_value(i, c),
                    );
                    let hint = c.hint.as_ref().map(|h| h.plain(reader));
                    if let Some(h) = hint.filter(|h| !h.trim().is_empty()) {
                        o = o.description(truncate(&h, limits::SELECT_DESCRIPTION));
                    }
                    o
                })
                .collect();
            let menu = page * MENUS_PER_PAGE + k;
            let first = start + k * limits::SELECT_OPTIONS;
            rows.push(CreateActionRow::SelectMenu(
                CreateSelectMenu::new(
                    Route::ChoiceSelect {
                        game,
                        version,
                        menu,
                    }
                    .encode(),
                    CreateSelectMenuKind::String { options },
                )
                .placeholder(truncate(
                    &text!(
                        "discord-choose",
                        first = first + 1,
                        last = first + menu_choices.len(),
                        total = open.len()
                    )
                    .plain(reader),
                    limits::SELECT_PLACEHOLDER,
                )),
            ));
        }
    }
    let mut controls = vec![CreateButton::new(Route::Hand { game }.encode())
        .label(text!("discord-refresh").plain(reader))
        .style(ButtonStyle::Secondary)];
    if pages > 1 {
        controls.extend(paging_buttons(
            page,
            pages,
            text!("discord-next-page", page = page + 1, pages = pages).plain(reader),
            |page| Route::ChoicePage {
                game,
                version,
                page,
            },
        ));
    }
    rows.push(CreateActionRow::Buttons(controls));
    rows
}

/// "◀ Prev" and `next` buttons for page `page` of `pages` (two or more),
/// leading to the routes `to` makes of a page number. Each keeps a
/// distinct target even when disabled: custom ids must be unique.
fn paging_buttons(
    page: usize,
    pages: usize,
    next: String,
    to: impl Fn(usize) -> Route,
) -> [CreateButton; 2] {
    [
        CreateButton::new(to(page.saturating_sub(1)).encode())
            .label(previous_label())
            .style(ButtonStyle::Secondary)
            .disabled(page == 0),
        CreateButton::new(to((page + 1).min(pages - 1)).encode())
            .label(next)
            .style(ButtonStyle::Secondary)
            .disabled(page + 1 >= pages),
    ]
}

/// The label of a "previous page" button.
pub(crate) fn previous_label() -> String {
    text!("discord-previous").plain(Viewer::Public)
}

/// The label of a "next page" button.
pub(crate) fn next_label() -> String {
    text!("discord-next").plain(Viewer::Public)
}

/// One page of a game's rules with paging buttons.
pub fn rules(kind: GameKind, page: usize) -> Reply {
    let pages = kind.rules();
    let page = page.min(pages.len().saturating_sub(1));
    let title = kind.title();
    let mut panel = Panel::new(text!("discord-rules-title", game = title));
    panel.line(pages.get(page).cloned().unwrap_or_default());
    let (min, max) = kind.seat_range();
    let footer = text!(
        "discord-rules-footer",
        page = page + 1,
        pages = pages.len().max(1),
        min = min,
        max = max,
        slug = Arg::Plain(kind.slug().to_string())
    );
    let extras = Extras {
        footer: Some(footer.plain(Viewer::Public)),
        ..Extras::default()
    };
    let (embed, _) = panel_embed(&panel, Viewer::Public, COLOUR_LOBBY, &extras);
    let mut components = Vec::new();
    if pages.len() > 1 {
        components.push(CreateActionRow::Buttons(
            paging_buttons(page, pages.len(), next_label(), |page| Route::Rules {
                kind,
                page,
            })
            .to_vec(),
        ));
    }
    Reply {
        embeds: vec![embed],
        components,
        ..Reply::default()
    }
}

/// The `/help` page: how a game goes and what each command does, from
/// the catalogue (`locales/en/discord.ftl`).
pub fn help() -> Reply {
    let games: Vec<&str> = GameKind::ALL.into_iter().map(GameKind::slug).collect();
    let mut panel = Panel::new(text!("discord-help-title"));
    panel.line(text!(
        "discord-help-intro",
        games = Arg::Plain(games.join(", "))
    ));
    panel.field(
        text!("discord-help-how-name"),
        text!("discord-help-how"),
        false,
    );
    panel.field(
        text!("discord-help-commands-name"),
        text!("discord-help-commands"),
        false,
    );
    let (embed, _) = panel_embed(&panel, Viewer::Public, COLOUR_LOBBY, &Extras::default());
    Reply {
        embeds: vec![embed],
        ..Reply::default()
    }
}

pub(crate) mod markdown;
#[cfg(test)]
pub(super) mod tests;
