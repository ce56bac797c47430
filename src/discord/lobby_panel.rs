//! The host's private options panel of a Discord lobby: every option of
//! the game in words, and for each a menu of values, a toggle button or
//! (for a text option) a small form, never free `key=value` text. (List
//! options such as a Werewolf deck keep their Add / Remove menus on the
//! lobby message, drawn by [`super::render::lobby`].) Clicks on these come
//! back through [`super::lobby`].
//!
//! The options panel holds at most 5 rows: toggles and form buttons share
//! rows of 5, each menu takes a row; when they need more than 5 rows the
//! panel has pages of 4 rows and a row of Previous / Next buttons.

use serenity::all::{
    ButtonStyle, ChannelId, ChannelType, CreateActionRow, CreateButton, CreateInputText,
    CreateModal, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, InputTextStyle,
};

use super::limits::{self, non_empty, truncate};
use super::render::{panel_embed, public_colour, Extras, Reply};
use super::routing::Route;
use crate::engine::{OptionKind, OptionSpec, Panel, Text, Viewer};
use crate::store::GameRow;
use crate::table::{option_help, option_name, option_value_words, options_in_words};
use crate::text;

/// The custom id of the single field of a text option's form.
pub(crate) const VALUE_INPUT: &str = "value";

/// Round numbers offered for a number option with a wide range (the
/// largest are hours and days, for the options counted in seconds that
/// last that long: a lobby's expiry, a game's abandonment).
const ROUND_NUMBERS: [i64; 33] = [
    0, 1, 2, 3, 5, 10, 15, 20, 25, 30, 40, 45, 60, 90, 120, 180, 240, 300, 450, 600, 900, 1200,
    1800, 2700, 3600, 7200, 10_800, 21_600, 43_200, 86_400, 172_800, 259_200, 604_800,
];

/// `text` as a component label or other plain string for everyone.
fn plain(text: &Text) -> String {
    text.plain(Viewer::Public)
}

/// The values a menu offers for option `spec` (normalised, as the option
/// stores them), `current` among them: every word of a choice, every
/// number of a short range, round numbers of a wide one; `auto` first for
/// an option that has it. At most one menu's worth.
pub(crate) fn option_values(spec: &OptionSpec, current: &str) -> Vec<String> {
    let mut values: Vec<String> = Vec::new();
    if spec.default.is_none() {
        values.push("auto".to_string());
    }
    let room = limits::SELECT_OPTIONS - values.len();
    match spec.kind {
        OptionKind::OneOf(words) => values.extend(words.iter().map(|w| w.to_string())),
        OptionKind::Bool => values.extend(["true", "false"].map(String::from)),
        OptionKind::Int { min, max }
        | OptionKind::Timer { min, max }
        | OptionKind::Seconds { min, max } => {
            let mut numbers: Vec<i64> = if max - min < room as i64 {
                (min..=max).collect()
            } else {
                ROUND_NUMBERS
                    .iter()
                    .copied()
                    .filter(|n| (min..=max).contains(n))
                    .chain([min, max])
                    .collect()
            };
            let timer = matches!(spec.kind, OptionKind::Timer { .. });
            let kept: Vec<i64> = [spec.default, Some(current)]
                .into_iter()
                .flatten()
                .filter_map(|v| v.parse().ok())
                .chain(timer.then_some(0))
                .collect();
            numbers.extend(&kept);
            numbers.sort_unstable();
            numbers.dedup();
            // Too many: drop the smallest round numbers nobody asked for.
            while numbers.len() > room {
                let Some(i) = numbers
                    .iter()
                    .position(|n| !kept.contains(n) && *n != min && *n != max)
                else {
                    break;
                };
                numbers.remove(i);
            }
            values.extend(numbers.iter().map(i64::to_string));
        }
        OptionKind::Text | OptionKind::VoiceChannel | OptionKind::Counts { .. } => {}
    }
    values.truncate(limits::SELECT_OPTIONS);
    values
}

/// One control of the options panel.
enum Control {
    /// A button; buttons share rows.
    Button(CreateButton),
    /// A menu, alone on its row.
    Menu(CreateSelectMenu),
}

/// The control that changes option `spec`, drawn on page `page`; `None`
/// for a list option (its menus are on the lobby itself).
fn control(row: &GameRow, page: usize, spec: &OptionSpec) -> Option<Control> {
    let game = row.id;
    let key = spec.key.to_string();
    let current = row.options.text(spec.key);
    let kind = row.kind;
    let name = option_name(kind, spec);
    if spec.kind == OptionKind::VoiceChannel && row.guild_id.is_some() {
        // The server's voice channels, as Discord lists them; none picked: off.
        let chosen = current.parse::<u64>().ok().filter(|c| *c != 0);
        let placeholder = plain(&text!(
            "table-option",
            name = name,
            value = option_value_words(kind, spec, current)
        ));
        let menu_kind = CreateSelectMenuKind::Channel {
            channel_types: Some(vec![ChannelType::Voice, ChannelType::Stage]),
            default_channels: chosen.map(|c| vec![ChannelId::new(c)]),
        };
        let route = Route::OptionSet {
            game,
            page,
            key,
            value: None,
        };
        let menu = CreateSelectMenu::new(route.encode(), menu_kind)
            .placeholder(truncate(&placeholder, limits::SELECT_PLACEHOLDER))
            .min_values(0)
            .max_values(1);
        return Some(Control::Menu(menu));
    }
    match spec.kind {
        OptionKind::Counts { .. } => None,
        OptionKind::Bool => {
            let on = current == "true";
            let (label, style) = if on {
                (
                    text!("table-option-turn-off", name = name),
                    ButtonStyle::Success,
                )
            } else {
                (
                    text!("table-option-turn-on", name = name),
                    ButtonStyle::Secondary,
                )
            };
            let route = Route::OptionSet {
                game,
                page,
                key,
                value: Some((!on).to_string()),
            };
            let button = CreateButton::new(route.encode())
                .label(non_empty(&plain(&label), limits::BUTTON_LABEL))
                .style(style);
            Some(Control::Button(button))
        }
        OptionKind::Text | OptionKind::VoiceChannel => {
            let label = text!("table-option-change", name = name);
            let button = CreateButton::new(Route::OptionAsk { game, page, key }.encode())
                .label(non_empty(&plain(&label), limits::BUTTON_LABEL))
                .style(ButtonStyle::Secondary);
            Some(Control::Button(button))
        }
        OptionKind::OneOf(_)
        | OptionKind::Int { .. }
        | OptionKind::Timer { .. }
        | OptionKind::Seconds { .. } => {
            let options: Vec<CreateSelectMenuOption> = option_values(spec, current)
                .into_iter()
                .map(|v| {
                    let words = plain(&option_value_words(kind, spec, &v));
                    CreateSelectMenuOption::new(non_empty(&words, limits::SELECT_LABEL), &v)
                        .default_selection(v == current)
                })
                .collect();
            let placeholder = plain(&text!(
                "table-option",
                name = name,
                value = option_value_words(kind, spec, current)
            ));
            let route = Route::OptionSet {
                game,
                page,
                key,
                value: None,
            };
            let menu =
                CreateSelectMenu::new(route.encode(), CreateSelectMenuKind::String { options })
                    .placeholder(truncate(&placeholder, limits::SELECT_PLACEHOLDER))
                    .min_values(1)
                    .max_values(1);
            Some(Control::Menu(menu))
        }
    }
}

/// The rows of controls of every option on `page`: buttons packed five to
/// a row first, then one menu per row.
fn control_rows(row: &GameRow, page: usize) -> Vec<CreateActionRow> {
    let mut buttons = Vec::new();
    let mut menus = Vec::new();
    for spec in row.kind.option_specs() {
        match control(row, page, spec) {
            Some(Control::Button(b)) => buttons.push(b),
            Some(Control::Menu(m)) => menus.push(CreateActionRow::SelectMenu(m)),
            None => {}
        }
    }
    let mut rows: Vec<CreateActionRow> = buttons
        .chunks(limits::BUTTONS_PER_ROW)
        .map(|c| CreateActionRow::Buttons(c.to_vec()))
        .collect();
    rows.extend(menus);
    rows
}

/// The rows of controls split into pages that leave room for the paging
/// row (one page when everything fits in a message).
fn pages(rows: Vec<CreateActionRow>) -> Vec<Vec<CreateActionRow>> {
    if rows.len() <= limits::ROWS {
        return vec![rows];
    }
    rows.chunks(limits::ROWS - 1).map(<[_]>::to_vec).collect()
}

/// How many pages the options panel of `row` has.
pub(crate) fn page_count(row: &GameRow) -> usize {
    pages(control_rows(row, 0)).len()
}

/// The host's options panel, page `page` (the last page if `page` is past
/// it): every option in words, and the controls of the options on the page.
pub(crate) fn options_panel(row: &GameRow, page: usize) -> Reply {
    let page = page.min(page_count(row).saturating_sub(1));
    let mut all = pages(control_rows(row, page));
    let count = all.len();
    let mut components = all.swap_remove(page);
    let game = row.kind.title();
    let mut panel = Panel::new(text!("table-options-title", game = game));
    panel.line(text!("table-options-intro"));
    panel.line(Text::Lines(options_in_words(row)));
    if count > 1 {
        panel.line(text!("table-options-page", page = page + 1, pages = count));
        let nav = |to: usize, label: Text, enabled: bool| {
            CreateButton::new(
                Route::OptionsPage {
                    game: row.id,
                    page: to,
                }
                .encode(),
            )
            .label(plain(&label))
            .style(ButtonStyle::Secondary)
            .disabled(!enabled)
        };
        components.push(CreateActionRow::Buttons(vec![
            nav(
                page.saturating_sub(1),
                text!("table-option-previous"),
                page > 0,
            ),
            nav(page + 1, text!("table-option-next"), page + 1 < count),
        ]));
    }
    let extras = Extras {
        footer: Some(super::render::game_footer(row.id)),
        ..Extras::default()
    };
    let (embed, _) = panel_embed(&panel, Viewer::Public, public_colour(row.status), &extras);
    Reply {
        embeds: vec![embed],
        components,
        ..Reply::default()
    }
}

/// The form asking for the text option `spec`, prefilled with its value
/// and explained by its help; `None` for an option that is not text.
pub(crate) fn option_form(row: &GameRow, page: usize, spec: &OptionSpec) -> Option<CreateModal> {
    if spec.kind != OptionKind::Text {
        return None;
    }
    let input = CreateInputText::new(
        InputTextStyle::Short,
        truncate(&plain(&option_name(row.kind, spec)), limits::MODAL_TITLE),
        VALUE_INPUT,
    )
    .value(truncate(
        row.options.text(spec.key),
        limits::TEXT_INPUT_VALUE,
    ))
    .placeholder(truncate(
        &plain(&option_help(row.kind, spec)),
        limits::TEXT_INPUT_PLACEHOLDER,
    ))
    .required(true);
    let route = Route::OptionsModal {
        game: row.id,
        page,
        key: spec.key.to_string(),
    };
    let title = plain(&text!("table-options-title", game = row.kind.title()));
    Some(
        CreateModal::new(route.encode(), truncate(&title, limits::MODAL_TITLE))
            .components(vec![CreateActionRow::InputText(input)]),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Options;
    use crate::games::GameKind;

    /// A lobby of `kind` with its default options.
    fn lobby_row(kind: GameKind) -> GameRow {
        crate::discord::render::tests::lobby_row(kind, &[], 1)
    }

    #[test]
    fn every_option_panel_page_fits_a_message_and_offers_every_option() {
        for kind in GameKind::ALL {
            let row = lobby_row(kind);
            let specs = kind.option_specs();
            let editable = specs.iter().filter(|s| s.items().is_empty()).count();
            let mut seen = 0;
            for page in 0..page_count(&row) {
                let reply = options_panel(&row, page);
                let json = serde_json::to_value(&reply.components).unwrap();
                let rows = json.as_array().unwrap();
                assert!(rows.len() <= limits::ROWS, "{kind:?} page {page}");
                for r in rows {
                    for c in r["components"].as_array().unwrap() {
                        let id = c["custom_id"].as_str().unwrap();
                        assert!(id.len() <= limits::CUSTOM_ID, "{id}");
                        if id.starts_with("lp:") {
                            continue;
                        }
                        seen += 1;
                        if let Some(options) = c["options"].as_array() {
                            assert!(!options.is_empty() && options.len() <= limits::SELECT_OPTIONS);
                            let chosen = options.iter().filter(|o| o["default"] == true).count();
                            assert_eq!(chosen, 1, "{id}: the current value is marked");
                        }
                    }
                }
            }
            assert_eq!(seen, editable, "{kind:?}: one control per option");
        }
    }

    #[test]
    fn every_offered_value_is_one_the_option_accepts() {
        for kind in GameKind::ALL {
            let specs = kind.option_specs();
            let defaults = Options::defaults(specs);
            for spec in specs {
                for value in option_values(spec, defaults.text(spec.key)) {
                    assert!(
                        defaults.with(specs, spec.key, &value).is_ok(),
                        "{kind:?} {}={value}",
                        spec.key
                    );
                }
            }
        }
    }

    /// The lobby's Options field lists only what differs from the
    /// defaults, and the turn timer (the options panel still lists every
    /// option), so the lobby fits a phone: a lobby at its defaults shows
    /// the turn timer alone, one with two changed options those two too.
    #[test]
    fn the_lobby_lists_only_options_that_differ_from_the_defaults() {
        use crate::discord::render::tests::lobby_row;
        for kind in GameKind::ALL {
            let row = lobby_row(kind, &[], 1);
            let shown: Vec<String> = crate::table::lobby_options_in_words(&row)
                .iter()
                .map(plain)
                .collect();
            assert_eq!(shown, ["Turn timer: off"], "{kind:?}");
        }
        let row = lobby_row(
            GameKind::Werewolf,
            &[("night_seconds", "120"), ("reveal_roles", "false")],
            5,
        );
        let shown: Vec<String> = crate::table::lobby_options_in_words(&row)
            .iter()
            .map(plain)
            .collect();
        assert_eq!(
            shown,
            ["Reveal roles: off", "Night: 2 min", "Turn timer: off"]
        );
        let lobby = serde_json::to_string(&crate::discord::render::lobby(&row).embeds).unwrap();
        assert!(lobby.contains("Night: 2 min"), "{lobby}");
        assert!(
            !lobby.contains("Day shrink") && !lobby.contains("Bot wait"),
            "{lobby}"
        );
        let panel = serde_json::to_string(&options_panel(&row, 0).embeds).unwrap();
        assert!(panel.contains("Bot wait: 40 s"), "every option: {panel}");
    }

    /// Every word of the lobby's options is the game's language: names,
    /// values, the form's help and the role menu's items (a German
    /// Werewolf lobby: "Nacht", "Rollen aufdecken: aus", "Seherin").
    #[test]
    fn every_option_name_value_and_help_reads_in_the_lobbys_language() {
        use crate::discord::render::tests::lobby_row;
        use crate::engine::text::{with_locale, Locale};
        let mut row = lobby_row(
            GameKind::Werewolf,
            &[("night_seconds", "120"), ("reveal_roles", "false")],
            5,
        );
        row.locale = Locale::De;
        let reply = crate::discord::render::lobby(&row);
        let lobby = serde_json::to_string(&(&reply.embeds, &reply.components)).unwrap();
        for german in [
            "Werwolf",
            "Nacht: 2 min",
            "Rollen aufdecken: aus",
            "Seherin",
            "Rollen",
        ] {
            assert!(lobby.contains(german), "{german}: {lobby}");
        }
        for english in ["Night", "Reveal roles", "\"Seer\"", "Werewolf —"] {
            assert!(!lobby.contains(english), "{english}: {lobby}");
        }
        let specs = GameKind::Werewolf.option_specs();
        let list = specs.iter().find(|s| s.key == "artifact_list").unwrap();
        let form = with_locale(Locale::Fr, || option_form(&row, 0, list)).unwrap();
        let form = serde_json::to_string(&form).unwrap();
        assert!(form.contains("Liste d'artefacts"), "{form}");
        assert!(form.contains("cartes artefacts en jeu"), "{form}");
        let size = GameKind::ArcticEscape.option_specs();
        let size = size.iter().find(|s| s.key == "size").unwrap();
        let words = with_locale(Locale::EsEs, || {
            plain(&option_value_words(GameKind::ArcticEscape, size, "large"))
        });
        assert_eq!(words, "grande");
    }

    #[test]
    fn a_value_set_by_hand_stays_in_the_menu() {
        let spec = OptionSpec {
            key: "day_seconds",
            kind: OptionKind::Seconds { min: 30, max: 3600 },
            default: Some("300"),
        };
        let values = option_values(&spec, "437");
        assert!(values.contains(&"437".to_string()), "{values:?}");
        assert!(values.contains(&"30".to_string()) && values.contains(&"3600".to_string()));
        assert!(values.len() <= limits::SELECT_OPTIONS);
    }
}
