//! Which language each text goes out in. A player's private text (their
//! panel, their DMs, their refusals) is in their own language: the one
//! they chose with `/language`, else their Discord client's as their last
//! interaction said. A game's public text (boards, notices, the story) is
//! in the game's language ([`crate::store::GameRow::locale`]): the
//! server's when the lobby opened, which is the one a server manager chose
//! with `/language`, else the server's preferred locale on Discord. Both
//! are remembered in the store, so a timer's push after a restart speaks
//! as the last click did.
//!
//! The language of a handler's own answers is the task's ([`in_language`],
//! entered for every interaction by `super::Spoken`); whatever renders a public
//! text or another player's enters that text's language itself, so a
//! public text never depends on who clicked.

use std::collections::HashMap;
use std::future::Future;
use std::sync::Mutex;

use poise::serenity_prelude::Interaction;

use crate::engine::text::{set_ambient_locale, Locale};
use crate::store::discord_queries::LanguageOf;
use crate::store::Store;

tokio::task_local! {
    /// The language of the task's own answers (the interacting user's).
    static SPEAKING: Locale;
}

/// The language of the task at hand, if it entered one.
fn speaking() -> Option<Locale> {
    SPEAKING.try_with(|l| *l).ok()
}

/// Runs `work` with texts rendering in `locale` (unless a text enters a
/// language of its own).
pub(crate) async fn in_language<F: Future>(locale: Locale, work: F) -> F::Output {
    set_ambient_locale(speaking);
    SPEAKING.scope(locale, work).await
}

/// A language as remembered: chosen with `/language`, or heard from
/// Discord.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Remembered {
    pub locale: Locale,
    pub chosen: bool,
}

/// The users' and servers' languages, as remembered (a cache of the
/// store: a miss costs one query).
#[derive(Default)]
pub struct Languages {
    known: Mutex<HashMap<(LanguageOf, u64), Option<Remembered>>>,
}

impl Languages {
    /// What is remembered of a user's or a server's language.
    pub async fn remembered(&self, store: &Store, of: LanguageOf, id: u64) -> Option<Remembered> {
        if let Some(known) = self.cached(of, id) {
            return known;
        }
        let loaded = match store.language(of, &id.to_string()).await {
            Ok(found) => found.and_then(|(tag, chosen)| {
                Locale::matching(&tag).map(|locale| Remembered { locale, chosen })
            }),
            Err(e) => {
                tracing::warn!(?of, id, error = %e, "cannot read a remembered language");
                return None;
            }
        };
        self.known.lock().unwrap().insert((of, id), loaded);
        loaded
    }

    fn cached(&self, of: LanguageOf, id: u64) -> Option<Option<Remembered>> {
        self.known.lock().unwrap().get(&(of, id)).copied()
    }

    /// Remembers the language Discord says a user or a server speaks
    /// (never over one chosen with `/language`; nothing is written when
    /// nothing changed).
    pub async fn hear(&self, store: &Store, of: LanguageOf, id: u64, locale: Locale) {
        let before = self.remembered(store, of, id).await;
        if before.is_some_and(|b| b.chosen || b.locale == locale) {
            return;
        }
        self.write(
            store,
            of,
            id,
            Remembered {
                locale,
                chosen: false,
            },
        )
        .await;
    }

    /// A choice made with `/language`: `choice`, or, for `None`, back to
    /// what Discord says (`heard`).
    pub async fn choose(
        &self,
        store: &Store,
        of: LanguageOf,
        id: u64,
        choice: Option<Locale>,
        heard: Locale,
    ) {
        let now = Remembered {
            locale: choice.unwrap_or(heard),
            chosen: choice.is_some(),
        };
        if self.remembered(store, of, id).await != Some(now) {
            self.write(store, of, id, now).await;
        }
    }

    async fn write(&self, store: &Store, of: LanguageOf, id: u64, now: Remembered) {
        let Remembered { locale, chosen } = now;
        if let Err(e) = store
            .set_language(of, &id.to_string(), locale.tag(), chosen)
            .await
        {
            tracing::warn!(?of, id, error = %e, "cannot remember a language");
            return;
        }
        self.known.lock().unwrap().insert((of, id), Some(now));
    }

    /// A user's language: chosen, else as last heard.
    pub async fn of_user(&self, store: &Store, user: u64) -> Option<Locale> {
        self.remembered(store, LanguageOf::User, user)
            .await
            .map(|r| r.locale)
    }

    /// The language of a player's private text in a game: theirs, else
    /// (never heard of) the game's.
    pub async fn of_player(&self, store: &Store, user: u64, game: Locale) -> Locale {
        self.of_user(store, user).await.unwrap_or(game)
    }

    /// A server's language: chosen, else as last heard, else English.
    pub async fn of_server(&self, store: &Store, guild: Option<u64>) -> Locale {
        match guild {
            Some(g) => self
                .remembered(store, LanguageOf::Server, g)
                .await
                .map(|r| r.locale)
                .unwrap_or_default(),
            None => Locale::default(),
        }
    }

    /// The language of a command's answer: the server's when it is posted
    /// for everyone (`public:True`), else the asker's (the task's).
    pub async fn of_answer(&self, store: &Store, guild: Option<u64>, public: bool) -> Locale {
        if public {
            self.of_server(store, guild).await
        } else {
            crate::engine::text::current_locale()
        }
    }

    /// What an interaction says of its user's language and its server's
    /// (remembered), and the language to answer it in.
    pub async fn heard(&self, store: &Store, interaction: &Interaction) -> Locale {
        let Some((user, locale, guild, guild_locale)) = said(interaction) else {
            return Locale::default();
        };
        if let (Some(guild), Some(tag)) = (guild, guild_locale) {
            self.hear(store, LanguageOf::Server, guild, Locale::from_tag(tag))
                .await;
        }
        self.hear(store, LanguageOf::User, user, Locale::from_tag(locale))
            .await;
        self.of_user(store, user)
            .await
            .unwrap_or_else(|| Locale::from_tag(locale))
    }
}

/// An interaction's user and client language, and its server and the
/// server's preferred language.
fn said(interaction: &Interaction) -> Option<(u64, &str, Option<u64>, Option<&str>)> {
    let (user, locale, guild, guild_locale) = match interaction {
        Interaction::Command(c) | Interaction::Autocomplete(c) => {
            (&c.user, &c.locale, c.guild_id, &c.guild_locale)
        }
        Interaction::Component(c) => (&c.user, &c.locale, c.guild_id, &c.guild_locale),
        Interaction::Modal(m) => (&m.user, &m.locale, m.guild_id, &m.guild_locale),
        _ => return None,
    };
    Some((
        user.id.get(),
        locale.as_str(),
        guild.map(|g| g.get()),
        guild_locale.as_deref(),
    ))
}
