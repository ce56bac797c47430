//! The Discord frontend (poise on serenity).
//!
//! Data flows one way: an interaction comes in, is routed by its custom id
//! ([`routing`]), checked and applied through the table service's turn
//! loop ([`crate::table::GameLock::batch`]), answered within 3 s
//! ([`respond`]), and fanned out: boards edited in
//! place ([`boards`]), notifications, DM pushes with a channel fallback
//! ([`delivery`]), timers re-armed ([`scheduler`]). Panels become embeds
//! and components in [`render`]; no game rule lives here. Nothing a click
//! needs is held in memory, so a click after a restart works.
//!
//! A process runs all the bot's shards or a range of them ([`shards`]);
//! several processes on one PostgreSQL database share the token's budget,
//! take over a dead one's timers and log in in turn ([`cluster`]);
//! with `METRICS_ADDR` it serves metrics and `/healthz` ([`observe`],
//! [`crate::ops`]). It stops on SIGTERM or Ctrl-C: the shards close (no new
//! clicks), the handlers at work and the timers finish, the pool closes.

mod afterlife;
mod backoff;
mod boards;
mod bot;
mod cluster;
mod commands;
mod components;
mod delivery;
mod expiry;
mod fanout;
mod languages;
mod limits;
mod lobby;
mod lobby_panel;
pub(crate) mod login;
mod observe;
mod pacer;
mod perms;
mod presence;
mod ratings;
mod rematch;
mod reminders;
mod render;
mod reply;
mod respond;
mod rest;
mod rooms;
mod routing;
mod scheduler;
mod shards;
mod silence;
mod startup;
mod timers;
mod voice;

/// What tests and benchmarks reach inside the running bot; everything
/// else of the Discord layer is private to the crate, so the compiler
/// tells what nothing uses.
pub mod testing {
    pub use super::bot::Bot;
    pub use super::delivery::{dm, Delivered};
    pub use super::fanout::{turn_goes_on, NOTICE_MARK};
    pub use super::render::Reply;
    pub use super::voice::{voice_events, voice_events_reach};
}

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use serenity::{
    ChannelId, ClientBuilder, FullEvent, GatewayIntents, GuildId, Http, HttpBuilder, Interaction,
    ShardManager,
};
use tokio::task::JoinHandle;

use crate::store::Store;
use crate::table::{Clock, SystemClock, Table};
use bot::Bot;
use commands::{Data, Error};
pub use pacer::Pace;
use rest::Rest;
pub use rest::RetryPolicy;
use rooms::DeletedThread;
use scheduler::Scheduler;
pub use shards::ShardPlan;

/// How often a process that runs only some of the shards re-reads its
/// games' deadlines: a click on one of its games handled by another
/// process (DMs all arrive on shard 0's) may have moved one.
pub const TIMER_RESYNC: Duration = Duration::from_secs(2);

/// What the bot needs to start.
#[derive(Clone, Debug)]
pub struct DiscordConfig {
    pub token: String,
    /// Base URL of the Discord API, for tests against a fake Discord
    /// (`DISCORD_API_BASE`); `None` in production.
    pub api_base: Option<String>,
    /// Register commands in this guild only (fast during development).
    pub dev_guild_id: Option<u64>,
    pub database_url: String,
}

/// [`DiscordConfig`] plus what tests inject.
#[derive(Clone)]
pub struct Launch {
    pub config: DiscordConfig,
    pub clock: Arc<dyn Clock>,
    pub retry: RetryPolicy,
    /// How fast the bot may call Discord (its global rate limit).
    pub pace: Pace,
    /// Work longer than this on an interaction defers the answer.
    pub ack_budget: Duration,
    /// Deal games from `seed + n` (n = 0, 1, ...) instead of random seeds,
    /// for reproducible tests.
    pub seed: Option<u64>,
    /// Tests only: where `discord.com` is (a fake Discord), so the
    /// production path, serenity's ratelimiter included, is the tested one.
    pub api_override: Option<ApiOverride>,
    /// The shards this process runs (`SHARDS`).
    pub shards: ShardPlan,
    /// Where to serve `/metrics` and `/healthz` (`METRICS_ADDR`); port 0
    /// picks a free one ([`BotHandle::ops_addr`] tells which).
    pub metrics_addr: Option<SocketAddr>,
    /// Seconds every step that waits on human seats may last before the
    /// game's bot plays it for them (0: off; [`crate::table::Table::with_turn_timer`]).
    pub turn_seconds: u32,
    /// New lobbies open with their game's turn timer on (a lobby option the
    /// host may change; [`crate::table::discord_turn_timer`]). On by
    /// default; the tests' harness turns it off unless a test asks.
    pub turn_timer_defaults: bool,
}

/// A stand-in for `https://discord.com` (tests): its address, and the PEM
/// certificate of the authority that signed its TLS certificate.
#[derive(Clone, Debug)]
pub struct ApiOverride {
    pub addr: std::net::SocketAddr,
    pub ca_pem: String,
}

impl Launch {
    pub fn new(config: DiscordConfig) -> Launch {
        Launch {
            config,
            clock: Arc::new(SystemClock),
            retry: RetryPolicy::default(),
            pace: Pace::default(),
            ack_budget: Duration::from_millis(2000),
            seed: None,
            api_override: None,
            shards: ShardPlan::Auto,
            metrics_addr: None,
            turn_seconds: 0,
            turn_timer_defaults: true,
        }
    }
}

/// The longest a shutdown waits for the gateway to close.
const GATEWAY_CLOSE: Duration = Duration::from_secs(5);
/// The longest a shutdown waits for handlers and timers at work.
const DRAIN: Duration = Duration::from_secs(10);

/// A running bot.
pub struct BotHandle {
    bot: Arc<Bot>,
    shard_manager: Arc<ShardManager>,
    client: Option<JoinHandle<Result<(), serenity::Error>>>,
    scheduler: JoinHandle<()>,
    ops: Option<crate::ops::server::Listener>,
    resync: Option<JoinHandle<()>>,
    /// The cluster's heartbeat (PostgreSQL only).
    heartbeat: Option<JoinHandle<()>>,
}

impl BotHandle {
    pub fn bot(&self) -> &Arc<Bot> {
        &self.bot
    }

    /// Where `/metrics` and `/healthz` are served, with `metrics_addr` set.
    pub fn ops_addr(&self) -> Option<SocketAddr> {
        self.ops.as_ref().map(|l| l.addr)
    }

    /// Make the timer task look at the clock now (after a manual clock moved).
    pub fn poke_scheduler(&self) {
        self.bot.scheduler.poke();
    }

    /// Wait until no handler is at work (everything answered and fanned
    /// out). Tests call this after an answer to read the boards it led to.
    pub async fn settle(&self) {
        drop(self.bot.inflight.write().await);
    }

    /// Wait until the gateway client stops by itself (an error, usually).
    pub async fn client_stopped(&mut self) -> Result<(), Error> {
        match self.client.as_mut() {
            Some(join) => {
                let result = join.await;
                self.client = None;
                result??;
                Ok(())
            }
            None => std::future::pending().await,
        }
    }

    /// Stop cleanly: close the gateway, let handlers at work finish, stop
    /// the timers, close the store. Each wait is bounded
    /// ([`GATEWAY_CLOSE`], [`DRAIN`]): a gateway that never connected
    /// (Discord unreachable) does not answer serenity's shutdown, and a
    /// handler retrying an unreachable Discord is left, not waited for.
    pub async fn shutdown(mut self) {
        let _ = tokio::time::timeout(GATEWAY_CLOSE, self.shard_manager.shutdown_all()).await;
        if let Some(mut join) = self.client.take() {
            if tokio::time::timeout(GATEWAY_CLOSE, &mut join)
                .await
                .is_err()
            {
                tracing::warn!("the gateway did not close in time: stopping it");
                join.abort();
            }
        }
        if let Some(resync) = self.resync.take() {
            resync.abort();
        }
        if let Some(heartbeat) = self.heartbeat.take() {
            heartbeat.abort();
        }
        // No new timers, then wait for what is at work (timers included).
        self.bot.scheduler.stop();
        let drained = tokio::time::timeout(DRAIN, async {
            let _ = (&mut self.scheduler).await;
            drop(self.bot.inflight.write().await);
        })
        .await;
        if drained.is_err() {
            tracing::warn!(
                seconds = DRAIN.as_secs(),
                "handlers still at work after the drain time: stopping without them"
            );
            self.scheduler.abort();
        }
        if let Some(ops) = self.ops.take() {
            ops.stop();
        }
        if let Some(cluster) = &self.bot.cluster {
            cluster.leave().await;
        }
        self.bot.table.store().close().await;
    }

    /// Stop abruptly, as a crash would: the gateway closes, nothing is
    /// drained (tests of recovery).
    pub async fn kill(mut self) {
        self.shard_manager.shutdown_all().await;
        if let Some(join) = self.client.take() {
            join.abort();
        }
        self.scheduler.abort();
        if let Some(resync) = self.resync.take() {
            resync.abort();
        }
        if let Some(heartbeat) = self.heartbeat.take() {
            heartbeat.abort();
        }
        if let Some(ops) = self.ops.take() {
            ops.stop();
        }
    }
}

/// Open the store, recover unfinished games, and connect to Discord.
pub async fn start(launch: Launch) -> Result<BotHandle, Error> {
    let Launch {
        config,
        clock,
        retry,
        pace,
        ack_budget,
        seed,
        api_override,
        shards,
        metrics_addr,
        turn_seconds,
        turn_timer_defaults,
    } = launch;
    // A refused token or an unreachable Discord ends the start-up here, saying which.
    login::check(&http_client(&config, api_override.as_ref())).await?;
    let store = Store::open(&config.database_url).await?;
    let table = Table::new(store, clock).with_turn_timer(turn_seconds);
    // The bot's REST client. The gateway client gets its own (same
    // settings); the application id reaches this one in `setup`.
    let mut rest = Rest::new(retry, pace);
    let mut http = http_client(&config, api_override.as_ref());
    if let Some(ratelimiter) = http.ratelimiter.as_mut() {
        // Serenity sees a global 429 (and sends that request again itself);
        // the pacer holds every other request for as long. This replaces
        // the callback that counts it, so it counts it too.
        let pacer = rest.pacer.clone();
        ratelimiter.set_ratelimit_callback(Box::new(move |info| {
            if info.global {
                crate::ops::rate_limited("global", true);
                pacer.hold(info.timeout);
            }
        }));
    }
    let http = Arc::new(http);
    let range = shards.resolve(&http).await?;
    // Several processes may share the token only on PostgreSQL: there each
    // takes its share of the budget before its first request.
    let cluster = (table.store().backend() == crate::store::Backend::Postgres)
        .then(|| Arc::new(cluster::Cluster::new(table.store().clone(), range)));
    if let Some(cluster) = &cluster {
        if let Err(e) = cluster.join(&rest.pacer).await {
            tracing::error!(error = %e, "cannot take a share of the budget: pacing at one request a second until the next heartbeat");
            rest.pacer.set_per_second(1);
        }
        rest.shared = Some(cluster.clone());
    }
    let (scheduler, task) = Scheduler::new();
    let mut bot = Bot::new(table, http.clone(), rest, ack_budget, scheduler);
    bot.seeds = seed.map(std::sync::atomic::AtomicU64::new);
    bot.shards = shards;
    bot.cluster = cluster.clone();
    bot.turn_timer_defaults = turn_timer_defaults;
    let bot = Arc::new(bot);
    let scheduler = tokio::spawn(task.run(Arc::downgrade(&bot)));
    let heartbeat = cluster.clone().map(|cluster| {
        let bot = bot.clone();
        let pacer = bot.retry.pacer.clone();
        tokio::spawn(cluster::run(cluster, pacer, move |_shards| {
            let bot = bot.clone();
            async move {
                // A dead process's games: their timers, then a repair as at
                // start-up (only what owes Discord something is touched).
                startup::arm_timers(&bot).await;
                let inflight = bot.inflight.clone().read_owned().await;
                tokio::spawn(startup::recover(bot, inflight));
            }
        }))
    });
    startup::arm_timers(&bot).await;
    let recovering = bot.inflight.clone().read_owned().await;
    tokio::spawn(startup::recover(bot.clone(), recovering));

    let dev_guild = config.dev_guild_id;
    let data = bot.clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |e| Box::pin(commands::on_error(e)),
            event_handler: |fw, event| Box::pin(on_event(fw.user_data, event)),
            // What the bot holds where a command comes from, before it runs.
            pre_command: |ctx| {
                Box::pin(async move {
                    if let poise::Context::Application(a) = ctx {
                        let ci = a.interaction;
                        ctx.data().held.heard(ci.channel_id, ci.app_permissions);
                    }
                })
            },
            initialize_owners: false,
            ..Default::default()
        })
        .setup(move |ctx, ready, fw| {
            Box::pin(async move {
                tracing::info!(user = %ready.user.name, "connected to Discord");
                data.http.set_application_id(ready.application.id);
                startup::log_invite_url(ready.application.id);
                let commands = &fw.options().commands;
                let registered = match dev_guild {
                    Some(g) => {
                        poise::builtins::register_in_guild(ctx, commands, GuildId::new(g)).await
                    }
                    None => poise::builtins::register_globally(ctx, commands).await,
                };
                if let Err(e) = registered {
                    tracing::error!(error = %e, "cannot register the slash commands");
                }
                Ok(data)
            })
        })
        .build();
    let framework = Spoken {
        inner: framework,
        bot: bot.clone(),
    };
    let mut client = ClientBuilder::new_with_http(
        http_client(&config, api_override.as_ref()),
        // Voice states (not privileged): who is in a voice game's channel.
        GatewayIntents::GUILDS | GatewayIntents::GUILD_VOICE_STATES,
    )
    .framework(framework)
    .await?;
    let shard_manager = client.shard_manager.clone();
    // Processes started together log in one IDENTIFY bucket turn at a time.
    let login_turn = match &cluster {
        Some(cluster) => {
            let max_concurrency = match http.get_bot_gateway().await {
                Ok(gateway) => gateway.session_start_limit.max_concurrency as u32,
                Err(e) => {
                    tracing::warn!(error = %e, "cannot read max_concurrency: taking it as 1");
                    1
                }
            };
            cluster.login_turn(max_concurrency).await
        }
        None => None,
    };
    tracing::info!(
        first = range.0,
        last = range.1,
        total = range.2,
        "running shards"
    );
    let client = tokio::spawn(async move { shards::start_client(&mut client, range).await });
    if let Some(turn) = login_turn {
        tokio::spawn(turn.finish());
    }
    let resync = (!shards.is_everything() || cluster.is_some())
        .then(|| tokio::spawn(resync_timers(bot.clone())));
    let ops = match metrics_addr {
        Some(addr) => {
            crate::ops::recorder();
            let observed = Arc::new(observe::Observed {
                bot: bot.clone(),
                shard_manager: shard_manager.clone(),
                first: range.0,
                last: range.1,
            });
            Some(crate::ops::server::serve(addr, observed).await?)
        }
        None => None,
    };
    Ok(BotHandle {
        bot,
        shard_manager,
        client: Some(client),
        scheduler,
        ops,
        resync,
        heartbeat,
    })
}

/// Re-arm this process's timers from the store every [`TIMER_RESYNC`]
/// (only when other processes run the other shards).
async fn resync_timers(bot: Arc<Bot>) {
    let mut every = tokio::time::interval(TIMER_RESYNC);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    every.tick().await;
    loop {
        every.tick().await;
        startup::arm_timers(&bot).await;
    }
}

fn http_client(config: &DiscordConfig, api_override: Option<&ApiOverride>) -> Http {
    if let Some(api) = api_override {
        // Same client as production (rustls, ratelimiter on), but
        // discord.com resolves to the fake and its test authority is trusted.
        // The URL has no port, so the resolved address's port is used.
        let ca = reqwest::Certificate::from_pem(api.ca_pem.as_bytes())
            .expect("the test authority is a PEM certificate");
        let client = reqwest::Client::builder()
            .use_rustls_tls()
            .resolve("discord.com", api.addr)
            .add_root_certificate(ca)
            .build()
            .expect("a reqwest client");
        return counting_global_429s(HttpBuilder::new(&config.token).client(client).build());
    }
    let http = match &config.api_base {
        // The ratelimiter ignores the proxy, so it must be off there; the
        // bot's own retry handles 429s instead.
        Some(base) => HttpBuilder::new(&config.token)
            .proxy(base.trim_end_matches('/').trim_end_matches("/api/v10"))
            .ratelimiter_disabled(true)
            .build(),
        None => Http::new(&config.token),
    };
    counting_global_429s(http)
}

/// Count the global rate limits serenity's ratelimiter waits out itself
/// (a 429 that reaches the bot is counted by its retry).
fn counting_global_429s(mut http: Http) -> Http {
    if let Some(ratelimiter) = http.ratelimiter.as_mut() {
        ratelimiter.set_ratelimit_callback(Box::new(|info| {
            if info.global {
                crate::ops::rate_limited("global", true);
            }
        }));
    }
    http
}

/// Run the bot until SIGTERM or Ctrl-C.
pub async fn run(launch: Launch) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let mut handle = start(launch).await?;
    let stopped = tokio::select! {
        _ = shutdown_signal() => {
            tracing::info!("shutting down");
            Ok(())
        }
        r = handle.client_stopped() => r,
    };
    handle.shutdown().await;
    stopped
}

async fn shutdown_signal() {
    let ctrl_c = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(s) => s,
                Err(_) => {
                    let _ = ctrl_c.await;
                    return;
                }
            };
        tokio::select! {
            _ = ctrl_c => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = ctrl_c.await;
    }
}

/// The bot's framework (poise) with every interaction handled in its
/// user's language ([`languages::Languages::heard`]).
pub struct Spoken {
    pub inner: poise::Framework<commands::Data, commands::Error>,
    pub bot: Arc<Bot>,
}

#[poise::serenity_prelude::async_trait]
impl poise::serenity_prelude::Framework for Spoken {
    async fn init(&mut self, client: &poise::serenity_prelude::Client) {
        self.inner.init(client).await;
    }

    async fn dispatch(&self, ctx: poise::serenity_prelude::Context, event: FullEvent) {
        let locale = match &event {
            FullEvent::InteractionCreate { interaction } => Some(
                self.bot
                    .languages
                    .heard(self.bot.table.store(), interaction)
                    .await,
            ),
            _ => None,
        };
        match locale {
            Some(locale) => languages::in_language(locale, self.inner.dispatch(ctx, event)).await,
            None => self.inner.dispatch(ctx, event).await,
        }
    }
}

/// Gateway events poise does not handle itself: clicks, modals, deleted
/// channels, removal from a guild.
async fn on_event(bot: &Data, event: &FullEvent) -> Result<(), Error> {
    if let FullEvent::InteractionCreate { interaction } = event {
        match interaction {
            Interaction::Component(ci) => bot.held.heard(ci.channel_id, ci.app_permissions),
            Interaction::Modal(mi) => bot.held.heard(mi.channel_id, mi.app_permissions),
            _ => {}
        }
    }
    match event {
        FullEvent::InteractionCreate {
            interaction: Interaction::Component(ci),
        } => {
            let _inflight = bot.inflight.read().await;
            let began = Instant::now();
            components::on_component(bot, ci).await;
            crate::ops::click_handled(began.elapsed());
        }
        FullEvent::InteractionCreate {
            interaction: Interaction::Modal(mi),
        } => {
            let _inflight = bot.inflight.read().await;
            let began = Instant::now();
            lobby::on_modal(bot, mi).await;
            crate::ops::click_handled(began.elapsed());
        }
        FullEvent::GuildDelete { incomplete, .. } if !incomplete.unavailable => {
            guild_removed(bot, incomplete.id).await
        }
        FullEvent::Ready { .. } => {
            if let Some(cluster) = &bot.cluster {
                cluster.shard_ready();
            }
        }
        FullEvent::GuildCreate { guild, .. } => {
            let _inflight = bot.inflight.read().await;
            voice::guild_created(bot, guild.id, guild.voice_states.values()).await
        }
        FullEvent::VoiceStateUpdate { new, .. } => {
            let _inflight = bot.inflight.read().await;
            voice::state_updated(bot, new).await
        }
        FullEvent::ChannelDelete { channel, .. } => channel_deleted(bot, channel.id).await,
        FullEvent::ThreadDelete { thread, .. } => channel_deleted(bot, thread.id).await,
        _ => {}
    }
    Ok(())
}

/// The bot was removed from a guild (not an outage: `unavailable` is
/// false): its live games end, their logs are kept, and their players are
/// told by DM where that still reaches them. Nothing is sent to the guild,
/// where the bot has no access any more.
async fn guild_removed(bot: &Arc<Bot>, guild: GuildId) {
    let _inflight = bot.inflight.read().await;
    let ids = match bot
        .table
        .store()
        .live_games_in_guild(&guild.to_string())
        .await
    {
        Ok(ids) => ids,
        Err(e) => {
            tracing::error!(%guild, error = %e, "cannot list a removed guild's games");
            return;
        }
    };
    tracing::warn!(%guild, games = ids.len(), "removed from a guild: cancelling its games");
    for id in ids {
        let stopped = match bot.table.lock(id).await {
            Ok(mut game) => game.stop().await,
            Err(e) => Err(e),
        };
        if let Err(e) = stopped {
            tracing::warn!(game = id, error = %e, "cannot cancel a removed guild's game");
            continue;
        }
        bot.scheduler.arm(id, None);
        let Ok(row) = bot.table.load(id).await else {
            continue;
        };
        let text = crate::text!(
            "discord-guild-removed",
            title = row.kind.title(),
            game = row.id
        );
        for user in (0..row.seats.len()).filter_map(|s| row.human(s)) {
            delivery::dm_player(bot, user, row.locale, || render::Reply::say(&text)).await;
        }
    }
}

/// A channel or thread was deleted: end the game played there, or, for a
/// group's thread, give the group a new one.
async fn channel_deleted(bot: &Arc<Bot>, channel: ChannelId) {
    let _inflight = bot.inflight.read().await;
    let found = bot.table.store().live_game_at(&channel.to_string()).await;
    let Ok(Some(id)) = found else { return };
    let Ok(row) = bot.table.load(id).await else {
        return;
    };
    if row.channel_id.as_deref() == Some(channel.to_string().as_str()) {
        fanout::channel_gone(bot, id).await;
        return;
    }
    if voice::channel_deleted(bot, &row, channel).await {
        return;
    }
    match rooms::forget_deleted(bot, id, channel).await {
        DeletedThread::RoomToReopen(game) => fanout::repair(bot, game).await,
        DeletedThread::RoomKept => {}
        DeletedThread::NotARoom => boards::thread_gone(bot, &row, channel).await,
    }
}
