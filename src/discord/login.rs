//! The first thing a start-up does: ask Discord who the token belongs to
//! (`GET /users/@me`, as a login does), so that a start-up that cannot go
//! on says why in one line: Discord refused the token, or Discord could not
//! be reached (network, DNS, firewall), or Discord answered something else.
//! Without it a refused token surfaced later as a gateway error, and an
//! unreachable gateway was retried quietly for ever.

use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{Http, HttpError};

/// How long the login waits for Discord's answer.
pub const LOGIN_TIMEOUT: Duration = Duration::from_secs(30);

/// Why the bot could not log in.
#[derive(Debug, thiserror::Error)]
pub enum LoginError {
    /// Discord answered 401 or 403: the token is wrong, reset or revoked.
    #[error("Discord refused the token (HTTP {status}): check DISCORD_TOKEN (Developer Portal -> your application -> Bot -> Reset Token)")]
    TokenRefused { status: u16 },
    /// No answer: the network, DNS, a firewall or a proxy is in the way.
    #[error("cannot reach Discord (network failure: {reason}): check the network, DNS and firewall, then start again")]
    Unreachable { reason: String },
    /// Discord answered, but neither yes nor no (an outage, a rate limit).
    #[error("Discord answered the login with HTTP {status} ({message}): try again later")]
    Unexpected { status: u16, message: String },
}

impl LoginError {
    /// Whether the token itself is at fault (starting again will not help).
    pub fn is_token_refused(&self) -> bool {
        matches!(self, LoginError::TokenRefused { .. })
    }
}

/// Log in: `Ok` when Discord accepts the token.
pub async fn check(http: &Http) -> Result<(), LoginError> {
    match tokio::time::timeout(LOGIN_TIMEOUT, http.get_current_user()).await {
        Ok(Ok(_)) => Ok(()),
        Ok(Err(e)) => Err(classify(e)),
        Err(_) => Err(LoginError::Unreachable {
            reason: format!("no answer within {} s", LOGIN_TIMEOUT.as_secs()),
        }),
    }
}

/// What a failed login means.
fn classify(error: serenity::Error) -> LoginError {
    match error {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) => {
            let status = response.status_code.as_u16();
            if matches!(status, 401 | 403) {
                LoginError::TokenRefused { status }
            } else {
                LoginError::Unexpected {
                    status,
                    message: response.error.message,
                }
            }
        }
        serenity::Error::Http(HttpError::Request(e)) => LoginError::Unreachable {
            reason: root_cause(&e),
        },
        other => LoginError::Unreachable {
            reason: other.to_string(),
        },
    }
}

/// The innermost cause of an error ("Connection refused (os error 111)"),
/// which says more than reqwest's "error sending request for url".
fn root_cause(error: &(dyn std::error::Error + 'static)) -> String {
    let mut cause = error;
    while let Some(inner) = cause.source() {
        cause = inner;
    }
    cause.to_string()
}
