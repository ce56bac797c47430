//! Slash commands (poise): `/play`, `/hand`, `/rules`, `/game
//! status|stop|kick|log|watch`, `/stats`, `/leaderboard`, `/dms`, `/help`. Each answers through [`super::respond`], so answers
//! get the same retry and defer handling as clicks.

mod game;
mod hand;
mod help;
mod language;
mod play;
mod rules;
mod stats;

use std::borrow::Cow;
use std::sync::Arc;

use poise::serenity_prelude as serenity;
use serenity::{AutocompleteChoice, CommandInteraction, CreateAutocompleteResponse};

use super::bot::Bot;
use super::render::Reply;
use super::respond::{self, Mode, Target};
use crate::engine::text::{with_locale, Locale};
use crate::engine::{Text, Viewer};
use crate::games::GameKind;
use crate::store::{GameId, GameRow};
use crate::text;

pub type Data = Arc<Bot>;
pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// Every command the bot registers, described in every language.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![
        play::play(),
        hand::hand(),
        rules::rules(),
        game::game(),
        stats::stats(),
        stats::leaderboard(),
        stats::dms(),
        help::help(),
        language::language(),
    ];
    for command in &mut commands {
        describe(command, "");
    }
    commands
}

/// The description of `command` (its qualified name, "game stop") or of
/// its `param`, from the catalogue.
fn description(command: &str, param: Option<&str>) -> Option<Text> {
    Some(match (command, param) {
        ("play", None) => text!("cmd-play"),
        ("play", Some("game")) => text!("cmd-play-game"),
        ("play", Some("options")) => text!("cmd-play-options"),
        ("hand", None) => text!("cmd-hand"),
        ("rules", None) => text!("cmd-rules"),
        ("rules", Some("game")) => text!("cmd-rules-game"),
        ("game", None) => text!("cmd-game"),
        ("game status", None) => text!("cmd-game-status"),
        ("game stop", None) => text!("cmd-game-stop"),
        ("game kick", None) => text!("cmd-game-kick"),
        ("game kick", Some("player")) => text!("cmd-game-kick-player"),
        ("game log", None) => text!("cmd-game-log"),
        ("game log", Some("id")) => text!("cmd-game-log-id"),
        ("game watch", None) => text!("cmd-game-watch"),
        ("stats", None) => text!("cmd-stats"),
        ("stats", Some("user")) => text!("cmd-stats-user"),
        ("stats", Some("game")) => text!("cmd-stats-game"),
        ("leaderboard", None) => text!("cmd-leaderboard"),
        ("leaderboard", Some("game")) => text!("cmd-leaderboard-game"),
        ("leaderboard", Some("scope")) => text!("cmd-leaderboard-scope"),
        ("dms", None) => text!("cmd-dms"),
        ("dms", Some("enabled")) => text!("cmd-dms-enabled"),
        ("help", None) => text!("cmd-help"),
        ("language", None) => text!("cmd-language"),
        ("language", Some("mine")) => text!("cmd-language-mine"),
        ("language", Some("server")) => text!("cmd-language-server"),
        (_, Some("public")) => text!("cmd-public"),
        _ => return None,
    })
}

/// The name of a command (its qualified name, "game stop" for a
/// subcommand) or of an option, from the catalogue: each language's users
/// type and read it in theirs (Discord still sends the English name).
fn localised_name(name: &str) -> Option<Text> {
    Some(match name {
        "play" => text!("cmd-name-play"),
        "hand" => text!("cmd-name-hand"),
        "rules" => text!("cmd-name-rules"),
        "game" => text!("cmd-name-game"),
        "game status" => text!("cmd-name-game-status"),
        "game stop" => text!("cmd-name-game-stop"),
        "game kick" => text!("cmd-name-game-kick"),
        "game log" => text!("cmd-name-game-log"),
        "game watch" => text!("cmd-name-game-watch"),
        "stats" => text!("cmd-name-stats"),
        "leaderboard" => text!("cmd-name-leaderboard"),
        "dms" => text!("cmd-name-dms"),
        "help" => text!("cmd-name-help"),
        "language" => text!("cmd-name-language"),
        _ => return None,
    })
}

/// The name of an option, as [`localised_name`].
fn localised_option(name: &str) -> Option<Text> {
    Some(match name {
        "game" => text!("cmd-option-game"),
        "options" => text!("cmd-option-options"),
        "player" => text!("cmd-option-player"),
        "id" => text!("cmd-option-id"),
        "user" => text!("cmd-option-user"),
        "scope" => text!("cmd-option-scope"),
        "enabled" => text!("cmd-option-enabled"),
        "public" => text!("cmd-option-public"),
        "mine" => text!("cmd-option-mine"),
        "server" => text!("cmd-option-server"),
        _ => return None,
    })
}

/// Discord's tags for a language's users ("es-ES" and Latin America's
/// "es-419" read Spanish); English is the commands' default.
fn discord_tags(locale: Locale) -> &'static [&'static str] {
    match locale {
        Locale::EnUs => &[],
        Locale::PtBr => &["pt-BR"],
        Locale::EsEs => &["es-ES", "es-419"],
        Locale::De => &["de"],
        Locale::Fr => &["fr"],
    }
}

/// Discord's localisations of a name or a description: (tag, text).
type Localised = Vec<(Cow<'static, str>, Cow<'static, str>)>;

/// `text` in English, and its localisations for Discord.
fn in_every_language(text: &Text) -> (String, Localised) {
    let say = |locale| with_locale(locale, || text.plain(Viewer::Public));
    let mut localised = Vec::new();
    for locale in Locale::ALL.into_iter().filter(|&l| l != Locale::EnUs) {
        let said = say(locale);
        for tag in discord_tags(locale) {
            localised.push((Cow::Borrowed(*tag), Cow::Owned(said.clone())));
        }
    }
    (say(Locale::EnUs), localised)
}

/// Names and describes `command`, its parameters and its subcommands in
/// every language from the catalogue (a description it lacks keeps the
/// code's English; the test below makes sure none is lacking). The texts
/// that quote a command quote its name in their language. `parent` is the
/// qualified name of the command above ("game" for "game stop"): poise
/// fills in `qualified_name` only when the framework starts.
fn describe(command: &mut poise::Command<Data, Error>, parent: &str) {
    let name = format!("{parent} {}", command.name).trim().to_string();
    if let Some(text) = localised_name(&name) {
        command.name_localizations = in_every_language(&text).1.into();
    }
    if let Some(text) = description(&name, None) {
        let (english, localised) = in_every_language(&text);
        command.description = Some(english.into());
        command.description_localizations = localised.into();
    }
    for param in &mut command.parameters {
        if let Some(text) = localised_option(&param.name) {
            param.name_localizations = in_every_language(&text).1.into();
        }
        if let Some(text) = description(&name, Some(&param.name)) {
            let (english, localised) = in_every_language(&text);
            param.description = Some(english.into());
            param.description_localizations = localised.into();
        }
        for choice in param.choices.to_mut().iter_mut() {
            // "Discord" (as Discord says) is a word to translate; the
            // languages' own names are not.
            if choice.name == "Discord" {
                let (english, localised) = in_every_language(&text!("cmd-language-discord"));
                choice.name = english.into();
                choice.localizations = localised.into();
            }
        }
    }
    for sub in &mut command.subcommands {
        describe(sub, &name);
    }
}

/// The interaction behind a slash command (these commands are slash-only).
fn interaction<'a>(ctx: &Context<'a>) -> Result<&'a CommandInteraction, Error> {
    match ctx {
        poise::Context::Application(a) => Ok(a.interaction),
        poise::Context::Prefix(_) => Err("slash commands only".into()),
    }
}

/// Answer a command at once.
async fn say(ctx: &Context<'_>, mode: Mode, reply: Reply) -> Result<(), Error> {
    let ci = interaction(ctx)?;
    respond::reply(ctx.data(), &Target::from(ci), mode, reply).await;
    Ok(())
}

/// Autocomplete over the five games (those not playable yet say so).
async fn autocomplete_game(_ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let partial = partial.trim().to_ascii_lowercase();
    let choices = GameKind::ALL
        .into_iter()
        .filter(|k| {
            // The title in the user's language (the handler runs in it).
            partial.is_empty()
                || k.slug().contains(&partial)
                || k.title().to_string().to_lowercase().contains(&partial)
        })
        .map(|k| AutocompleteChoice::new(format!("{} ({})", k.title(), k.slug()), k.slug()))
        .collect();
    CreateAutocompleteResponse::new().set_choices(choices)
}

/// The live game in the command's channel (or thread), with a message for
/// the user when there is none.
async fn game_here(ctx: &Context<'_>) -> Result<Result<GameRow, Reply>, Error> {
    let bot = ctx.data();
    let channel = ctx.channel_id().to_string();
    let id: Option<GameId> = bot.table.store().live_game_at(&channel).await?;
    let Some(id) = id else {
        let play = super::render::markdown::code("/play");
        return Ok(Err(Reply::say(&text!("discord-no-game-here", play = play))));
    };
    Ok(Ok(bot.table.load(id).await?))
}

/// Errors poise reports before or around a command.
pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            let reply = Reply::say(&text!("discord-guild-only"));
            if let Err(e) = say(&ctx, Mode::Ephemeral, reply).await {
                tracing::warn!(error = %e, "cannot answer a DM command");
            }
        }
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, error = %error, "command failed");
            let reply = super::reply::internal_error();
            let _ = say(&ctx, Mode::Ephemeral, reply).await;
        }
        poise::FrameworkError::ArgumentParse { error, ctx, .. } => {
            let error = super::render::markdown::raw(error.to_string());
            let reply = Reply::say(&text!("discord-unreadable-command", error = error));
            let _ = say(&ctx, Mode::Ephemeral, reply).await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::warn!(error = %e, "error while handling an error");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Described = Vec<(String, Option<String>, Option<String>, Vec<String>)>;

    /// Every command, subcommand and parameter: its command's qualified
    /// name, the parameter's name, the English, the localisations.
    fn every_description() -> Described {
        fn walk(c: &poise::Command<Data, Error>, parent: &str, out: &mut Described) {
            let name = format!("{parent} {}", c.name).trim().to_string();
            let tags = |l: &[(Cow<'static, str>, Cow<'static, str>)]| {
                l.iter().map(|(t, d)| format!("{t}={d}")).collect()
            };
            out.push((
                name.clone(),
                None,
                c.description.as_deref().map(str::to_string),
                tags(&c.description_localizations),
            ));
            for p in &c.parameters {
                out.push((
                    name.clone(),
                    Some(p.name.to_string()),
                    p.description.as_deref().map(str::to_string),
                    tags(&p.description_localizations),
                ));
            }
            c.subcommands.iter().for_each(|s| walk(s, &name, out));
        }
        let mut out = Vec::new();
        all().iter().for_each(|c| walk(c, "", &mut out));
        out
    }

    /// Discord's rule for a command's or an option's name, in any
    /// language: lowercase letters, digits, `-` and `_`, 1 to 32.
    fn is_a_discord_name(name: &str) -> bool {
        (1..=32).contains(&name.chars().count())
            && name
                .chars()
                .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
            && name.to_lowercase() == name
    }

    #[test]
    fn every_command_and_option_is_named_in_every_language_as_discord_allows() {
        fn walk(c: &poise::Command<Data, Error>, parent: &str) {
            let name = format!("{parent} {}", c.name).trim().to_string();
            let english =
                localised_name(&name).unwrap_or_else(|| panic!("/{name} has no catalogue name"));
            assert_eq!(english.plain(Viewer::Public), c.name, "/{name} in English");
            let tags: Vec<&str> = c.name_localizations.iter().map(|(t, _)| &**t).collect();
            assert_eq!(tags, ["pt-BR", "es-ES", "es-419", "de", "fr"], "/{name}");
            let mut names: Vec<(&str, &str)> = c
                .name_localizations
                .iter()
                .map(|(t, n)| (&**t, &**n))
                .collect();
            for p in &c.parameters {
                assert!(localised_option(&p.name).is_some(), "/{name} {}", p.name);
                names.extend(p.name_localizations.iter().map(|(t, n)| (&**t, &**n)));
                // Options of one command have distinct names in every language.
                for (tag, option) in p.name_localizations.iter() {
                    let twins = c
                        .parameters
                        .iter()
                        .flat_map(|q| q.name_localizations.iter())
                        .filter(|(t, n)| t == tag && n == option)
                        .count();
                    assert_eq!(twins, 1, "/{name}: two options named {option} in {tag}");
                }
            }
            for (tag, n) in names {
                assert!(is_a_discord_name(n), "/{name} in {tag}: {n:?}");
            }
            c.subcommands.iter().for_each(|s| walk(s, &name));
        }
        all().iter().for_each(|c| walk(c, ""));
        // Two commands never share a name in one language.
        for tag in ["pt-BR", "es-ES", "de", "fr"] {
            let mut seen = std::collections::HashSet::new();
            for c in all() {
                let n = c
                    .name_localizations
                    .iter()
                    .find(|(t, _)| t == tag)
                    .unwrap()
                    .1
                    .to_string();
                assert!(seen.insert(n.clone()), "two commands named /{n} in {tag}");
            }
        }
    }

    /// A text quotes a command by the name its reader types: in every
    /// language, each `/name` in the catalogue is one of that language's
    /// command names.
    #[test]
    fn every_language_quotes_commands_by_their_names_in_that_language() {
        let quoted = regex::Regex::new(r"(?m)(?:^|[\s(>„“«¿¡'])/(\p{Ll}[\p{L}\p{N}_-]*)").unwrap();
        for locale in Locale::ALL {
            let tag = discord_tags(locale).first().copied();
            let names: Vec<String> = all()
                .iter()
                .map(|c| match tag {
                    None => c.name.to_string(),
                    Some(tag) => c
                        .name_localizations
                        .iter()
                        .find(|(t, _)| t == tag)
                        .map_or(c.name.to_string(), |(_, n)| n.to_string()),
                })
                .collect();
            for (file, source) in locale.catalogue() {
                for line in source.lines().filter(|l| !l.trim_start().starts_with('#')) {
                    for name in quoted.captures_iter(line).map(|c| c[1].to_string()) {
                        assert!(
                            names.contains(&name),
                            "{locale} {file}: /{name} is not a command in {locale} ({names:?}): {line}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn every_command_and_option_is_described_in_every_language_within_discords_limit() {
        let wanted = ["pt-BR", "es-ES", "es-419", "de", "fr"];
        for (command, param, english, localised) in every_description() {
            let what = format!("/{command} {}", param.as_deref().unwrap_or(""));
            assert!(
                description(&command, param.as_deref()).is_some(),
                "{what} has no catalogue description"
            );
            let english = english.unwrap_or_default();
            assert!(
                (1..=100).contains(&english.chars().count()),
                "{what}: {english:?}"
            );
            for tag in wanted {
                let said = localised
                    .iter()
                    .find_map(|l| l.strip_prefix(&format!("{tag}=")))
                    .unwrap_or_else(|| panic!("{what} has no {tag} description: {localised:?}"));
                assert!(
                    (1..=100).contains(&said.chars().count()),
                    "{what} in {tag}: {said:?}"
                );
                assert!(
                    !said.starts_with('['),
                    "{what} in {tag} is a missing message: {said}"
                );
            }
        }
        let play = every_description()
            .into_iter()
            .find(|d| d.0 == "play" && d.1.is_none())
            .unwrap();
        assert!(play
            .3
            .iter()
            .any(|l| l.starts_with("de=") && !l.ends_with(play.2.as_deref().unwrap())));
    }
}
