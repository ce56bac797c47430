//! Answering interactions within Discord's 3 seconds.
//!
//! A handler hands [`answer`] the work that produces its reply. If the work
//! finishes within the bot's ack budget, the reply is the interaction
//! callback itself (one REST call). Otherwise the interaction is deferred at
//! the budget and the reply edits the original response when ready, so a
//! slow click never shows "This interaction failed".
//!
//! A deferral fixes whether the answer is private: the "thinking…"
//! placeholder keeps its flags, and the first follow-up replaces it with
//! those flags whatever it asks. Since any answer may be a refusal, which
//! only its user should see, a new message is always deferred privately;
//! a public reply after that is posted in the channel as a message of its
//! own and the private placeholder is deleted.

use std::future::Future;
use std::time::Instant;

use serenity::all::{
    ChannelId, CommandInteraction, ComponentInteraction, CreateInteractionResponse,
    CreateInteractionResponseMessage, CreateModal, InteractionId, ModalInteraction,
};
use serenity::builder::Builder;

use super::bot::Bot;
use super::pacer::Lane;
use super::render::Reply;

/// The interaction to answer.
#[derive(Clone, Debug)]
pub struct Target {
    pub id: InteractionId,
    pub token: String,
    /// Where it was sent (a public reply after a deferral is posted there).
    pub channel: ChannelId,
    /// When the handler got the interaction.
    pub received: Instant,
}

impl From<&ComponentInteraction> for Target {
    fn from(i: &ComponentInteraction) -> Self {
        Target {
            id: i.id,
            token: i.token.clone(),
            channel: i.channel_id,
            received: Instant::now(),
        }
    }
}

impl From<&CommandInteraction> for Target {
    fn from(i: &CommandInteraction) -> Self {
        Target {
            id: i.id,
            token: i.token.clone(),
            channel: i.channel_id,
            received: Instant::now(),
        }
    }
}

impl From<&ModalInteraction> for Target {
    fn from(i: &ModalInteraction) -> Self {
        Target {
            id: i.id,
            token: i.token.clone(),
            channel: i.channel_id,
            received: Instant::now(),
        }
    }
}

/// How the reply appears.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Replace the message the clicked component is on (it stays ephemeral
    /// if it was).
    Update,
    /// A new message only the user sees.
    Ephemeral,
    /// A new message in the channel.
    Public,
}

fn callback(mode: Mode, reply: Reply) -> CreateInteractionResponse {
    match mode {
        Mode::Update => CreateInteractionResponse::UpdateMessage(reply.into_response(false)),
        Mode::Ephemeral => CreateInteractionResponse::Message(reply.into_response(true)),
        Mode::Public => CreateInteractionResponse::Message(reply.into_response(false)),
    }
}

/// The deferral for a reply expected in `mode`: a deferred update keeps
/// the clicked message; a new message is deferred privately, since the
/// reply may be a refusal (see the module's documentation).
fn deferral(mode: Mode) -> CreateInteractionResponse {
    match mode {
        Mode::Update => CreateInteractionResponse::Acknowledge,
        Mode::Ephemeral | Mode::Public => CreateInteractionResponse::Defer(
            CreateInteractionResponseMessage::new().ephemeral(true),
        ),
    }
}

/// Send the interaction callback; whether Discord took it.
async fn send(bot: &Bot, target: &Target, response: CreateInteractionResponse) -> bool {
    let result = bot
        .retry
        .run_in(Lane::Interaction, "interaction callback", || {
            response
                .clone()
                .execute(&*bot.http, (target.id, &target.token))
        })
        .await;
    if let Err(e) = &result {
        tracing::warn!(interaction = %target.id, error = %e, "could not answer an interaction");
    }
    result.is_ok()
}

/// Answer now.
pub async fn reply(bot: &Bot, target: &Target, mode: Mode, reply: Reply) {
    send(bot, target, callback(mode, reply)).await;
}

/// Answer with a modal form.
pub async fn modal(bot: &Bot, target: &Target, modal: CreateModal) {
    send(bot, target, CreateInteractionResponse::Modal(modal)).await;
}

/// Run `work`, answering with its reply in the mode it picks; defer (in
/// mode `default`) first if it takes longer than the ack budget. Returns
/// what the work returned besides the reply (the game lock and the batch
/// to fan out, typically).
pub async fn answer<T>(
    bot: &Bot,
    target: &Target,
    default: Mode,
    work: impl Future<Output = (Mode, Reply, T)>,
) -> T {
    answer_seen(bot, target, default, work).await.0
}

/// [`answer`], also saying whether the user was shown the reply (false if
/// Discord refused the answer, e.g. as too late, or the deferred reply
/// could not be sent): what the reply alone shows must then be undone.
pub async fn answer_seen<T>(
    bot: &Bot,
    target: &Target,
    default: Mode,
    work: impl Future<Output = (Mode, Reply, T)>,
) -> (T, bool) {
    tokio::pin!(work);
    // A zero budget always defers (tests of the deferred path).
    if !bot.ack_budget.is_zero() {
        let budget = bot.ack_budget.saturating_sub(target.received.elapsed());
        tokio::select! {
            biased;
            (mode, reply, out) = &mut work => {
                let seen = send(bot, target, callback(mode, reply)).await;
                return (out, seen);
            }
            _ = tokio::time::sleep(budget) => {}
        }
    }
    let deferred = send(bot, target, deferral(default)).await;
    let (mode, reply, out) = work.await;
    let result = match (default, mode) {
        // A deferred update has no placeholder: a new message is a
        // follow-up with its own flags.
        (Mode::Update, Mode::Ephemeral | Mode::Public) => {
            let followup = reply.into_followup(mode == Mode::Ephemeral);
            bot.retry
                .run_create_in(Lane::Interaction, "followup", || {
                    followup.clone().execute(&*bot.http, (None, &target.token))
                })
                .await
                .map(|_| ())
        }
        // The private placeholder cannot turn public.
        (Mode::Ephemeral | Mode::Public, Mode::Public) => post_public(bot, target, reply).await,
        _ => edit_original(bot, target, reply).await,
    };
    if let Err(e) = &result {
        tracing::warn!(interaction = %target.id, error = %e, "could not send a deferred answer");
    }
    (out, deferred && result.is_ok())
}

/// Replace the deferral's placeholder with `reply`.
async fn edit_original(bot: &Bot, target: &Target, reply: Reply) -> serenity::Result<()> {
    let edit = reply.into_interaction_edit();
    bot.retry
        .run_in(Lane::Interaction, "edit deferred response", || {
            edit.clone().execute(&*bot.http, &target.token)
        })
        .await
        .map(|_| ())
}

/// A public reply after a private deferral: a message of its own in the
/// channel, then the placeholder is deleted. Where the bot may not post,
/// the placeholder shows the reply to its user instead, saying why.
async fn post_public(bot: &Bot, target: &Target, reply: Reply) -> serenity::Result<()> {
    let message = reply.clone().into_message();
    match bot.post("public answer", target.channel, &message).await {
        Ok(_) => {
            let deleted = bot
                .retry
                .run_in(Lane::Interaction, "delete placeholder", || {
                    bot.http.delete_original_interaction_response(&target.token)
                })
                .await;
            if let Err(e) = deleted {
                tracing::warn!(interaction = %target.id, error = %e, "could not delete a placeholder");
            }
            Ok(())
        }
        Err(e) => {
            tracing::warn!(interaction = %target.id, error = %e, "could not post a public answer");
            let note = super::render::markdown::public(&crate::text!("discord-private-fallback"));
            edit_original(bot, target, reply.with_notice(&note)).await
        }
    }
}
