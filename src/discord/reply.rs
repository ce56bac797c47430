//! [`Reply`]: one message's content, embeds, components and files, and
//! its conversion into each way Discord takes a message (interaction
//! response, followup, deferred edit, channel message, channel edit); and
//! the short texts every handler answers with (a refusal from the table,
//! an outdated prompt, an unknown button).

use serenity::all::{
    CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateEmbed,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    EditAttachments, EditInteractionResponse, EditMessage,
};

use super::limits::{self, truncate};
use super::render::markdown::{code, mention, public};
use crate::engine::{Arg, Text};
use crate::store::GameId;
use crate::table::{HostAction, LobbyError, TableError};
use crate::text;

/// The command that stops this channel's game, as the texts quote it
/// (command names stay English).
pub const STOP_COMMAND: &str = "/game stop";

/// A click on a prompt the game has moved past.
pub fn outdated() -> String {
    public(&text!("discord-outdated"))
}

/// A click or a pick whose custom id the bot does not know.
pub fn unknown_button() -> String {
    public(&text!("discord-unknown-button"))
}

pub fn not_seated(game: GameId) -> String {
    public(&text!("discord-not-seated", game = game))
}

/// Something failed on the bot's side (the store, Discord); the log has it.
pub fn internal_error() -> Reply {
    Reply::say(&text!("discord-internal-error"))
}

/// A game name `/play`, `/rules` or `/stats` does not know, with the list
/// of games (their slugs, as typed).
pub fn unknown_game(e: &crate::games::UnknownGame) -> Reply {
    let games = crate::games::GameKind::slugs().join(", ");
    Reply::say(&text!(
        "discord-unknown-game",
        game = code(&e.0),
        games = Arg::Plain(games)
    ))
}

/// A table error as a message for the user.
pub fn table_error(game: GameId, e: &TableError) -> Reply {
    match e {
        TableError::NotFound(_) => Reply::say(&text!("discord-game-gone", game = game)),
        TableError::Store(_) => {
            tracing::error!(game, error = %e, "store error");
            internal_error()
        }
        TableError::Lobby(LobbyError::HostOnly {
            host: Some(host),
            what,
        }) => {
            let host = mention(host);
            Reply::say(&match what {
                HostAction::AddBots => text!("discord-host-only-add-bots", host = host),
                HostAction::ChangeOptions => text!("discord-host-only-options", host = host),
                HostAction::Start => text!("discord-host-only-start", host = host),
                HostAction::Cancel => text!("discord-host-only-cancel", host = host),
            })
        }
        TableError::Lobby(LobbyError::NoSuchList(_)) => Reply::text(unknown_button()),
        other => Reply::say(&other.text()),
    }
}

/// A message to send or an edit to make, independent of where it goes.
#[derive(Clone, Debug, Default)]
pub struct Reply {
    pub content: String,
    pub embeds: Vec<CreateEmbed>,
    pub components: Vec<CreateActionRow>,
    pub files: Vec<CreateAttachment>,
    /// The fingerprint of the picture in `files` (a board's map,
    /// [`crate::engine::Image::fingerprint`]), to tell whether a message
    /// already shows it.
    pub picture: Option<u64>,
    /// Users the content may ping; nobody else is pinged.
    pub ping: Vec<u64>,
}

impl Reply {
    pub fn text(content: impl AsRef<str>) -> Reply {
        Reply {
            content: truncate(content.as_ref(), limits::CONTENT),
            ..Reply::default()
        }
    }

    /// `text` as the content, for whoever reads it (it names no player).
    pub fn say(text: &Text) -> Reply {
        Reply::text(public(text))
    }

    /// Put a notice above whatever the reply says.
    pub fn with_notice(mut self, notice: &str) -> Reply {
        let joined = if self.content.is_empty() {
            notice.to_string()
        } else {
            format!("{notice}\n{}", self.content)
        };
        self.content = truncate(&joined, limits::CONTENT);
        self
    }

    fn mentions(&self) -> CreateAllowedMentions {
        CreateAllowedMentions::new().users(self.ping.iter().copied())
    }

    /// As an interaction response (new message or update). The content is
    /// always set, so an update clears an older notice. Flags are sent only
    /// to make a new message ephemeral: an update keeps the message's own,
    /// and `flags: 0` would ask Discord to clear them.
    pub fn into_response(self, ephemeral: bool) -> CreateInteractionResponseMessage {
        let mentions = self.mentions();
        let response = CreateInteractionResponseMessage::new()
            .content(self.content)
            .embeds(self.embeds)
            .components(self.components)
            .files(self.files)
            .allowed_mentions(mentions);
        if ephemeral {
            response.ephemeral(true)
        } else {
            response
        }
    }

    /// As an edit of the interaction's original response (after a defer).
    pub fn into_interaction_edit(self) -> EditInteractionResponse {
        let mentions = self.mentions();
        let mut edit = EditInteractionResponse::new()
            .content(self.content)
            .embeds(self.embeds)
            .components(self.components)
            .allowed_mentions(mentions)
            .clear_attachments();
        for f in self.files {
            edit = edit.new_attachment(f);
        }
        edit
    }

    /// As a followup message to an interaction.
    pub fn into_followup(self, ephemeral: bool) -> CreateInteractionResponseFollowup {
        let mentions = self.mentions();
        CreateInteractionResponseFollowup::new()
            .content(self.content)
            .embeds(self.embeds)
            .components(self.components)
            .add_files(self.files)
            .allowed_mentions(mentions)
            .ephemeral(ephemeral)
    }

    /// As a new channel message.
    pub fn into_message(self) -> CreateMessage {
        let mentions = self.mentions();
        CreateMessage::new()
            .content(self.content)
            .embeds(self.embeds)
            .components(self.components)
            .add_files(self.files)
            .allowed_mentions(mentions)
    }

    /// As an edit of a channel message that keeps `kept`, the attachment it
    /// already carries, instead of uploading this reply's picture again
    /// (the same picture: see [`Reply::picture`]).
    pub fn into_edit_keeping(self, kept: Option<serenity::all::AttachmentId>) -> EditMessage {
        let mentions = self.mentions();
        let mut attachments = EditAttachments::new();
        match kept {
            Some(id) => attachments = attachments.keep(id),
            None => {
                for f in self.files {
                    attachments = attachments.add(f);
                }
            }
        }
        EditMessage::new()
            .content(self.content)
            .embeds(self.embeds)
            .components(self.components)
            .attachments(attachments)
            .allowed_mentions(mentions)
    }
}
