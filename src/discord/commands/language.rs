//! `/language`: the language wolfden speaks to you (your panels, your
//! messages), and, for a member with Manage Server, the language of the
//! server's new games (their boards, notices and story). Without an
//! option it says which are in force and why. See `super::super::languages`.

use super::{interaction, say, Context, Error};
use crate::discord::languages::Remembered;
use crate::discord::render::markdown::markdown;
use crate::discord::render::Reply;
use crate::discord::respond::Mode;
use crate::engine::text::{current_locale, with_locale, Locale};
use crate::engine::{Text, Viewer};
use crate::store::discord_queries::LanguageOf;
use crate::text;

/// A choice of `/language`: one of wolfden's languages, or Discord's (the
/// app's for a user, the server's preferred locale for a server). Its
/// labels are the languages' own names; "Discord's" is described in
/// every language by `super::describe`.
#[derive(poise::ChoiceParameter, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LanguageChoice {
    #[name = "English"]
    English,
    #[name = "Português (Brasil)"]
    Portuguese,
    #[name = "Español"]
    Spanish,
    #[name = "Deutsch"]
    German,
    #[name = "Français"]
    French,
    #[name = "Discord"]
    Discord,
}

impl LanguageChoice {
    /// The language chosen; `None` for "as Discord says".
    pub fn locale(self) -> Option<Locale> {
        match self {
            LanguageChoice::English => Some(Locale::EnUs),
            LanguageChoice::Portuguese => Some(Locale::PtBr),
            LanguageChoice::Spanish => Some(Locale::EsEs),
            LanguageChoice::German => Some(Locale::De),
            LanguageChoice::French => Some(Locale::Fr),
            LanguageChoice::Discord => None,
        }
    }
}

/// A language's name in the language being spoken.
pub(crate) fn language_name(locale: Locale) -> Text {
    match locale {
        Locale::EnUs => text!("language-name-en"),
        Locale::PtBr => text!("language-name-pt-br"),
        Locale::EsEs => text!("language-name-es"),
        Locale::De => text!("language-name-de"),
        Locale::Fr => text!("language-name-fr"),
    }
}

/// Choose the language wolfden speaks to you, or (server managers) this server's
#[poise::command(slash_command)]
pub async fn language(
    ctx: Context<'_>,
    #[description = "Your language (your panels and messages)"] mine: Option<LanguageChoice>,
    #[description = "The language of this server's new games (Manage Server)"] server: Option<
        LanguageChoice,
    >,
) -> Result<(), Error> {
    let ci = interaction(&ctx)?;
    let bot = ctx.data();
    let store = bot.table.store();
    let user = ci.user.id.get();
    let guild = ci.guild_id.map(|g| g.get());
    let mut said: Vec<Text> = Vec::new();
    if let Some(choice) = mine {
        let heard = Locale::from_tag(&ci.locale);
        let locale = choice.locale().unwrap_or(heard);
        bot.languages
            .choose(store, LanguageOf::User, user, choice.locale(), heard)
            .await;
        let name = language_name(locale);
        said.push(match choice.locale() {
            Some(_) => text!("language-mine-set", language = name),
            None => text!("language-mine-discord", language = name),
        });
    }
    if let Some(choice) = server {
        let manager = ci
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_guild() || p.administrator());
        match guild {
            None => said.push(text!("language-server-no-server")),
            Some(_) if !manager => said.push(text!("language-server-refused")),
            Some(g) => {
                let heard = ci
                    .guild_locale
                    .as_deref()
                    .map(Locale::from_tag)
                    .unwrap_or_default();
                let locale = choice.locale().unwrap_or(heard);
                bot.languages
                    .choose(store, LanguageOf::Server, g, choice.locale(), heard)
                    .await;
                let name = language_name(locale);
                said.push(match choice.locale() {
                    Some(_) => text!("language-server-set", language = name),
                    None => text!("language-server-discord", language = name),
                });
            }
        }
    }
    if mine.is_none() && server.is_none() {
        let yours = bot
            .languages
            .remembered(store, LanguageOf::User, user)
            .await;
        said.push(in_force(yours, current_locale(), false));
        if let Some(g) = guild {
            let theirs = bot.languages.remembered(store, LanguageOf::Server, g).await;
            said.push(in_force(theirs, Locale::default(), true));
        }
        said.push(text!("language-how"));
    }
    // The answer is in the user's language as it is now (just chosen, if
    // they chose one).
    let locale = bot
        .languages
        .of_user(store, user)
        .await
        .unwrap_or_else(current_locale);
    let content = with_locale(locale, || {
        said.iter()
            .map(|t| markdown(t, Viewer::Public))
            .collect::<Vec<_>>()
            .join("\n")
    });
    say(&ctx, Mode::Ephemeral, Reply::text(content)).await
}

/// Which language is in force for a user or a server, and why.
fn in_force(remembered: Option<Remembered>, otherwise: Locale, server: bool) -> Text {
    let (locale, chosen) = remembered.map_or((otherwise, false), |r| (r.locale, r.chosen));
    let language = language_name(locale);
    match (server, chosen) {
        (false, true) => text!("language-yours-chosen", language = language),
        (false, false) => text!("language-yours-discord", language = language),
        (true, true) => text!("language-server-chosen", language = language),
        (true, false) => text!("language-server-from-discord", language = language),
    }
}
