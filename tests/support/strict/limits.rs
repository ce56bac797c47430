//! Discord's documented limits that its OpenAPI schema leaves out (or
//! states more loosely): message content, embeds, components, modals and
//! slash-command registration. Each check adds [`Violation`]s at the path
//! of the offending field, as Discord's 50035 answer names them.

use std::collections::HashSet;

use serde_json::Value;

use super::schema::Violation;

const CONTENT: usize = 2000;
const EMBEDS: usize = 10;
const EMBED_TITLE: usize = 256;
const EMBED_DESCRIPTION: usize = 4096;
const EMBED_FIELDS: usize = 25;
const FIELD_NAME: usize = 256;
const FIELD_VALUE: usize = 1024;
const FOOTER: usize = 2048;
const AUTHOR: usize = 256;
const EMBEDS_TOTAL: usize = 6000;
const ACTION_ROWS: usize = 5;
const ROW_ITEMS: usize = 5;
const CUSTOM_ID: usize = 100;
const BUTTON_LABEL: usize = 80;
const PLACEHOLDER: usize = 150;
const OPTIONS: usize = 25;
const OPTION_TEXT: usize = 100;
const MODAL_TITLE: usize = 45;
const MODAL_ROWS: usize = 5;
const TEXT_INPUT_LABEL: usize = 45;
const TEXT_INPUT_PLACEHOLDER: usize = 100;
const TEXT_INPUT_VALUE: usize = 4000;
const COMMAND_DESCRIPTION: usize = 100;
const COMMAND_OPTIONS: usize = 25;
const COMMAND_CHOICES: usize = 25;
const COMMAND_TOTAL: usize = 4000;
/// The most a request with files may carry in a server without boosts
/// (all its files and its payload together): 10 MiB, Discord's default
/// since 2024. Interactions carry it as `attachment_size_limit`.
pub const UPLOAD_BYTES: usize = 10 * 1024 * 1024;
/// Discord's answer to a larger request.
pub const TOO_LARGE: (u16, u64, &str) = (413, 40005, "Request entity too large");

fn chars(v: &Value) -> usize {
    v.as_str().map_or(0, |s| s.chars().count())
}

fn at(base: &str, key: &str) -> String {
    if base.is_empty() {
        key.to_string()
    } else {
        format!("{base}.{key}")
    }
}

fn max_len(v: &Value, max: usize, path: &str, out: &mut Vec<Violation>) {
    let n = chars(v);
    if n > max {
        out.push(Violation::new(
            path,
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be {max} or fewer in length (is {n})."),
        ));
    }
}

/// A string that must be present and 1..=max characters long.
fn required_len(v: &Value, max: usize, path: &str, out: &mut Vec<Violation>) {
    if chars(v) == 0 {
        out.push(Violation::new(
            path,
            "BASE_TYPE_REQUIRED",
            "This field is required",
        ));
    }
    max_len(v, max, path, out);
}

fn max_items(v: &Value, max: usize, path: &str, out: &mut Vec<Violation>) {
    let n = v.as_array().map_or(0, Vec::len);
    if n > max {
        out.push(Violation::new(
            path,
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be {max} or fewer in length (has {n})."),
        ));
    }
}

/// A message payload (create or edit; only the fields present are
/// checked): content, embeds, components.
pub fn message(body: &Value, base: &str, out: &mut Vec<Violation>) {
    if !body.is_object() {
        return;
    }
    max_len(&body["content"], CONTENT, &at(base, "content"), out);
    if let Some(embeds) = body["embeds"].as_array() {
        max_items(&body["embeds"], EMBEDS, &at(base, "embeds"), out);
        let mut total = 0;
        for (i, e) in embeds.iter().enumerate() {
            let p = at(base, &format!("embeds.{i}"));
            total += embed(e, &p, out);
        }
        if total > EMBEDS_TOTAL {
            out.push(Violation::new(
                &at(base, "embeds"),
                "MAX_EMBED_SIZE_EXCEEDED",
                format!("Embed size exceeds maximum size of {EMBEDS_TOTAL} (is {total})"),
            ));
        }
    }
    if body["components"].is_array() {
        components(&body["components"], &at(base, "components"), out);
    }
}

/// One embed's limits; returns its size toward the message total.
fn embed(e: &Value, p: &str, out: &mut Vec<Violation>) -> usize {
    max_len(&e["title"], EMBED_TITLE, &at(p, "title"), out);
    max_len(
        &e["description"],
        EMBED_DESCRIPTION,
        &at(p, "description"),
        out,
    );
    max_len(&e["footer"]["text"], FOOTER, &at(p, "footer.text"), out);
    max_len(&e["author"]["name"], AUTHOR, &at(p, "author.name"), out);
    let mut total = chars(&e["title"])
        + chars(&e["description"])
        + chars(&e["footer"]["text"])
        + chars(&e["author"]["name"]);
    if let Some(fields) = e["fields"].as_array() {
        max_items(&e["fields"], EMBED_FIELDS, &at(p, "fields"), out);
        for (i, f) in fields.iter().enumerate() {
            let fp = at(p, &format!("fields.{i}"));
            required_len(&f["name"], FIELD_NAME, &at(&fp, "name"), out);
            required_len(&f["value"], FIELD_VALUE, &at(&fp, "value"), out);
            total += chars(&f["name"]) + chars(&f["value"]);
        }
    }
    total
}

fn is_select(kind: u64) -> bool {
    matches!(kind, 3 | 5 | 6 | 7 | 8)
}

/// Action rows of a message: at most 5, each with 1-5 buttons or one
/// select; custom ids 1-100 characters and unique in the message.
fn components(rows: &Value, p: &str, out: &mut Vec<Violation>) {
    let rows = rows.as_array().unwrap();
    let top_rows = rows.iter().filter(|r| r["type"] == 1).count();
    if top_rows > ACTION_ROWS {
        out.push(Violation::new(
            p,
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be {ACTION_ROWS} or fewer in length (has {top_rows} action rows)."),
        ));
    }
    let mut ids = HashSet::new();
    for (r, row) in rows.iter().enumerate() {
        let rp = at(p, &r.to_string());
        if row["type"] != 1 {
            continue;
        }
        let items = row["components"].as_array().cloned().unwrap_or_default();
        if items.is_empty() || items.len() > ROW_ITEMS {
            out.push(Violation::new(
                &at(&rp, "components"),
                "BASE_TYPE_BAD_LENGTH",
                format!("Must be between 1 and {ROW_ITEMS} in length."),
            ));
        }
        let selects = items
            .iter()
            .filter(|c| is_select(c["type"].as_u64().unwrap_or(0)))
            .count();
        if selects > 0 && items.len() > 1 {
            out.push(Violation::new(
                &at(&rp, "components"),
                "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                "A select menu must be alone in its action row.",
            ));
        }
        for (c, item) in items.iter().enumerate() {
            let cp = at(&rp, &format!("components.{c}"));
            let kind = item["type"].as_u64().unwrap_or(0);
            let link = kind == 2 && item["style"] == 5;
            if !link {
                required_len(&item["custom_id"], CUSTOM_ID, &at(&cp, "custom_id"), out);
                if let Some(id) = item["custom_id"].as_str() {
                    if !ids.insert(id.to_string()) {
                        out.push(Violation::new(
                            &at(&cp, "custom_id"),
                            "COMPONENT_CUSTOM_ID_DUPLICATED",
                            format!("Component custom id cannot be duplicated: {id}"),
                        ));
                    }
                }
            }
            if kind == 2 {
                max_len(&item["label"], BUTTON_LABEL, &at(&cp, "label"), out);
            }
            if is_select(kind) {
                max_len(
                    &item["placeholder"],
                    PLACEHOLDER,
                    &at(&cp, "placeholder"),
                    out,
                );
            }
            if kind == 3 {
                select_options(item, &cp, out);
            }
        }
    }
}

fn select_options(select: &Value, p: &str, out: &mut Vec<Violation>) {
    let options = select["options"].as_array().cloned().unwrap_or_default();
    if options.is_empty() || options.len() > OPTIONS {
        out.push(Violation::new(
            &at(p, "options"),
            "BASE_TYPE_BAD_LENGTH",
            format!("Must be between 1 and {OPTIONS} in length."),
        ));
    }
    let mut values = HashSet::new();
    for (i, o) in options.iter().enumerate() {
        let op = at(p, &format!("options.{i}"));
        required_len(&o["label"], OPTION_TEXT, &at(&op, "label"), out);
        required_len(&o["value"], OPTION_TEXT, &at(&op, "value"), out);
        max_len(&o["description"], OPTION_TEXT, &at(&op, "description"), out);
        if let Some(v) = o["value"].as_str() {
            if !values.insert(v.to_string()) {
                out.push(Violation::new(
                    &at(&op, "value"),
                    "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                    format!("Select component option values cannot be duplicated: {v}"),
                ));
            }
        }
    }
    let max_values = select["max_values"].as_u64().unwrap_or(1) as usize;
    if max_values > options.len() {
        out.push(Violation::new(
            &at(p, "max_values"),
            "SELECT_COMPONENT_TOO_MANY_SELECTED",
            "max_values cannot exceed the number of options.",
        ));
    }
}

/// A modal (interaction callback type 9): title, custom id, 1-5 rows of
/// one text input each.
pub fn modal(data: &Value, p: &str, out: &mut Vec<Violation>) {
    required_len(&data["title"], MODAL_TITLE, &at(p, "title"), out);
    required_len(&data["custom_id"], CUSTOM_ID, &at(p, "custom_id"), out);
    let rows = data["components"].as_array().cloned().unwrap_or_default();
    if rows.is_empty() || rows.len() > MODAL_ROWS {
        out.push(Violation::new(
            &at(p, "components"),
            "BASE_TYPE_BAD_LENGTH",
            format!("Must be between 1 and {MODAL_ROWS} in length."),
        ));
    }
    let mut ids = HashSet::new();
    for (r, row) in rows.iter().enumerate() {
        let rp = at(p, &format!("components.{r}"));
        let items = row["components"].as_array().cloned().unwrap_or_default();
        if items.len() != 1 {
            out.push(Violation::new(
                &at(&rp, "components"),
                "BASE_TYPE_BAD_LENGTH",
                "A modal row holds exactly one text input.",
            ));
        }
        for (c, input) in items.iter().enumerate() {
            let cp = at(&rp, &format!("components.{c}"));
            required_len(&input["custom_id"], CUSTOM_ID, &at(&cp, "custom_id"), out);
            if let Some(id) = input["custom_id"].as_str() {
                if !ids.insert(id.to_string()) {
                    out.push(Violation::new(
                        &at(&cp, "custom_id"),
                        "COMPONENT_CUSTOM_ID_DUPLICATED",
                        format!("Component custom id cannot be duplicated: {id}"),
                    ));
                }
            }
            required_len(&input["label"], TEXT_INPUT_LABEL, &at(&cp, "label"), out);
            max_len(
                &input["placeholder"],
                TEXT_INPUT_PLACEHOLDER,
                &at(&cp, "placeholder"),
                out,
            );
            max_len(&input["value"], TEXT_INPUT_VALUE, &at(&cp, "value"), out);
            for key in ["min_length", "max_length"] {
                if let Some(n) = input[key].as_u64() {
                    let low = if key == "min_length" { 0 } else { 1 };
                    if n < low || n > TEXT_INPUT_VALUE as u64 {
                        out.push(Violation::new(
                            &at(&cp, key),
                            "NUMBER_TYPE_MAX",
                            format!("Must be between {low} and {TEXT_INPUT_VALUE}."),
                        ));
                    }
                }
            }
        }
    }
}

/// A name of a command, option or choice-bearing option: lowercase
/// `^[-_\p{L}\p{N}]{1,32}$`.
fn command_name(v: &Value, p: &str, out: &mut Vec<Violation>) {
    let name = v.as_str().unwrap_or("");
    let n = name.chars().count();
    let ok_chars = name
        .chars()
        .all(|c| c == '-' || c == '_' || c.is_alphabetic() || c.is_numeric());
    if n == 0 || n > 32 || !ok_chars {
        out.push(Violation::new(
            p,
            "APPLICATION_COMMAND_INVALID_NAME",
            format!("Command name is invalid: {name:?}"),
        ));
    } else if name.to_lowercase() != name {
        out.push(Violation::new(
            p,
            "APPLICATION_COMMAND_INVALID_NAME",
            format!("Command name must be lowercase: {name:?}"),
        ));
    }
}

/// Slash-command registration (a bulk overwrite: a list of commands).
pub fn commands(body: &Value, out: &mut Vec<Violation>) {
    let mut names = HashSet::new();
    for (i, cmd) in body.as_array().into_iter().flatten().enumerate() {
        let p = i.to_string();
        let chat_input = cmd["type"].as_u64().unwrap_or(1) == 1;
        if chat_input {
            command_name(&cmd["name"], &at(&p, "name"), out);
            required_len(
                &cmd["description"],
                COMMAND_DESCRIPTION,
                &at(&p, "description"),
                out,
            );
        }
        if let Some(n) = cmd["name"].as_str() {
            if !names.insert((cmd["type"].as_u64().unwrap_or(1), n.to_string())) {
                out.push(Violation::new(
                    &at(&p, "name"),
                    "APPLICATION_COMMANDS_DUPLICATE_NAME",
                    format!("Application command names must be unique: {n}"),
                ));
            }
        }
        let mut total = chars(&cmd["name"]) + chars(&cmd["description"]);
        total += command_options(&cmd["options"], &at(&p, "options"), out);
        if total > COMMAND_TOTAL {
            out.push(Violation::new(
                &p,
                "APPLICATION_COMMAND_TOO_LARGE",
                format!("Command exceeds maximum size ({COMMAND_TOTAL})"),
            ));
        }
    }
}

/// Options of a command (recursively for sub-commands); returns their
/// size toward the command's total.
fn command_options(options: &Value, p: &str, out: &mut Vec<Violation>) -> usize {
    let Some(list) = options.as_array() else {
        return 0;
    };
    if list.len() > COMMAND_OPTIONS {
        out.push(Violation::new(
            p,
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be {COMMAND_OPTIONS} or fewer in length."),
        ));
    }
    let mut total = 0;
    for (i, o) in list.iter().enumerate() {
        let op = at(p, &i.to_string());
        command_name(&o["name"], &at(&op, "name"), out);
        required_len(
            &o["description"],
            COMMAND_DESCRIPTION,
            &at(&op, "description"),
            out,
        );
        total += chars(&o["name"]) + chars(&o["description"]);
        if let Some(choices) = o["choices"].as_array() {
            max_items(&o["choices"], COMMAND_CHOICES, &at(&op, "choices"), out);
            for (c, choice) in choices.iter().enumerate() {
                let cp = at(&op, &format!("choices.{c}"));
                required_len(&choice["name"], 100, &at(&cp, "name"), out);
                if choice["value"].is_string() {
                    max_len(&choice["value"], 100, &at(&cp, "value"), out);
                }
                total += chars(&choice["name"]) + chars(&choice["value"]);
            }
        }
        total += command_options(&o["options"], &at(&op, "options"), out);
    }
    total
}
