//! Answering interactions within Discord's 3 seconds.
//!
//! A handler hands [`answer`] the work that produces its reply. If the work
//! finishes within the bot's ack budget, the reply is the interaction
//! callback itself (one REST call). Otherwise the interaction is deferred at
//! the budget and the reply edits the original response when ready, so a
//! slow click never shows "This interaction failed".

use std::future::Future;
use std::time::Instant;

use serenity::all::{
    CommandInteraction, ComponentInteraction, CreateInteractionResponse,
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
    /// When the handler got the interaction.
    pub received: Instant,
}

impl From<&ComponentInteraction> for Target {
    fn from(i: &ComponentInteraction) -> Self {
        Target {
            id: i.id,
            token: i.token.clone(),
            received: Instant::now(),
        }
    }
}

impl From<&CommandInteraction> for Target {
    fn from(i: &CommandInteraction) -> Self {
        Target {
            id: i.id,
            token: i.token.clone(),
            received: Instant::now(),
        }
    }
}

impl From<&ModalInteraction> for Target {
    fn from(i: &ModalInteraction) -> Self {
        Target {
            id: i.id,
            token: i.token.clone(),
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

fn deferral(mode: Mode) -> CreateInteractionResponse {
    match mode {
        Mode::Update => CreateInteractionResponse::Acknowledge,
        Mode::Ephemeral => CreateInteractionResponse::Defer(
            CreateInteractionResponseMessage::new().ephemeral(true),
        ),
        Mode::Public => CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new()),
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
        // The deferral kept the clicked message: say this in a new one.
        (Mode::Update, Mode::Ephemeral | Mode::Public) | (Mode::Public, Mode::Ephemeral) => {
            let followup = reply.into_followup(mode == Mode::Ephemeral);
            let sent = bot
                .retry
                .run_create_in(Lane::Interaction, "followup", || {
                    followup.clone().execute(&*bot.http, (None, &target.token))
                })
                .await;
            if default == Mode::Public && sent.is_ok() {
                // The public "thinking…" placeholder would stay forever.
                let deleted = bot
                    .retry
                    .run_in(Lane::Interaction, "delete placeholder", || {
                        bot.http.delete_original_interaction_response(&target.token)
                    })
                    .await;
                if let Err(e) = deleted {
                    tracing::warn!(interaction = %target.id, error = %e, "could not delete a placeholder");
                }
            }
            sent
        }
        _ => {
            let edit = reply.into_interaction_edit();
            bot.retry
                .run_in(Lane::Interaction, "edit deferred response", || {
                    edit.clone().execute(&*bot.http, &target.token)
                })
                .await
        }
    };
    if let Err(e) = &result {
        tracing::warn!(interaction = %target.id, error = %e, "could not send a deferred answer");
    }
    (out, deferred && result.is_ok())
}
