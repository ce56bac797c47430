//! What the operations listener ([`crate::ops::server`]) asks the running
//! bot: the state gauges (games per kind and status from the store, each
//! shard's latency and stage from serenity's shard manager) and whether it
//! is healthy (every shard of this process connected, the database
//! answering).

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use serenity::{ConnectionStage, ShardId, ShardManager};

use super::bot::Bot;
use crate::games::GameKind;
use crate::ops;
use crate::store::GameStatus;

const STATUSES: [GameStatus; 4] = [
    GameStatus::Lobby,
    GameStatus::Running,
    GameStatus::Finished,
    GameStatus::Cancelled,
];

/// The bot as the operations listener sees it.
pub struct Observed {
    pub bot: Arc<Bot>,
    pub shard_manager: Arc<ShardManager>,
    /// The shards this process runs, `first..=last`.
    pub first: u32,
    pub last: u32,
}

fn stage_name(stage: &ConnectionStage) -> &'static str {
    match stage {
        ConnectionStage::Connected => "connected",
        ConnectionStage::Connecting => "connecting",
        ConnectionStage::Disconnected => "disconnected",
        ConnectionStage::Handshake => "handshake",
        ConnectionStage::Identifying => "identifying",
        ConnectionStage::Resuming => "resuming",
        _ => "disconnected",
    }
}

impl Observed {
    /// Each shard of this process with its latency and stage name
    /// (`disconnected` for a shard not started yet).
    async fn shards(&self) -> Vec<(u32, Option<std::time::Duration>, &'static str)> {
        let runners = self.shard_manager.runners.lock().await;
        (self.first..=self.last)
            .map(|id| match runners.get(&ShardId(id)) {
                Some(info) => (id, info.latency, stage_name(&info.stage)),
                None => (id, None, "disconnected"),
            })
            .collect()
    }
}

impl ops::server::Observer for Observed {
    async fn refresh(&self) {
        match self.bot.table.store().game_counts().await {
            Ok(counts) => {
                // Every kind and status, so a count that fell to none reads 0.
                for kind in GameKind::ALL {
                    for status in STATUSES {
                        let n = counts
                            .iter()
                            .find(|(k, s, _)| k == kind.slug() && s == status.as_str())
                            .map_or(0, |(_, _, n)| *n);
                        ops::set_games(kind.slug(), status.as_str(), n);
                    }
                }
            }
            Err(e) => tracing::warn!(error = %e, "metrics: cannot count the games"),
        }
        for (id, latency, stage) in self.shards().await {
            ops::set_shard(id, latency, stage);
        }
        let pacer = &self.bot.retry.pacer;
        let counts = pacer.counts();
        ops::set_pace(pacer.per_second(), counts.taken, counts.waited);
    }

    async fn health(&self) -> Result<(), String> {
        let down: Vec<String> = self
            .shards()
            .await
            .into_iter()
            .filter(|(_, _, stage)| *stage != "connected")
            .map(|(id, _, stage)| format!("shard {id} {stage}"))
            .collect();
        if !down.is_empty() {
            return Err(down.join(", "));
        }
        self.bot
            .table
            .store()
            .ping()
            .await
            .map_err(|e| format!("the database does not answer: {e}"))
    }
}
