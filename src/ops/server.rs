//! The operations listener at `METRICS_ADDR`: `GET /metrics` answers the
//! Prometheus exposition format, `GET /healthz` 200 `ok` when the process
//! can serve (its shards connected, its database answering) and 503 with
//! the reason otherwise. What "can serve" means, and the state gauges set
//! before a scrape, come from an [`Observer`] (the Discord frontend).

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;

use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::IntoResponse;
use axum::routing::get;
use axum::Router;
use tokio::task::JoinHandle;

/// What the listener asks the running process.
pub trait Observer: Send + Sync + 'static {
    /// Set the state gauges (games, shards) just before a scrape.
    fn refresh(&self) -> impl Future<Output = ()> + Send;
    /// `Ok` when the process can serve, else why not.
    fn health(&self) -> impl Future<Output = Result<(), String>> + Send;
}

/// A running listener: the address it is bound to, and its task.
pub struct Listener {
    pub addr: SocketAddr,
    task: JoinHandle<()>,
}

impl Listener {
    /// Stop answering.
    pub fn stop(self) {
        self.task.abort();
    }
}

/// Bind `addr` (port 0 picks a free one) and answer `/metrics` and
/// `/healthz` until stopped.
pub async fn serve<O: Observer>(addr: SocketAddr, observer: Arc<O>) -> std::io::Result<Listener> {
    let listener = tokio::net::TcpListener::bind(addr).await?;
    let addr = listener.local_addr()?;
    let app = Router::new()
        .route("/metrics", get(metrics::<O>))
        .route("/healthz", get(healthz::<O>))
        .with_state(observer);
    let task = tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, app).await {
            tracing::error!(error = %e, "the metrics listener stopped");
        }
    });
    tracing::info!(%addr, "serving /metrics and /healthz");
    Ok(Listener { addr, task })
}

async fn metrics<O: Observer>(State(observer): State<Arc<O>>) -> impl IntoResponse {
    observer.refresh().await;
    let Some(recorder) = super::recorder() else {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            "no metrics recorder\n".to_string(),
        );
    };
    recorder.run_upkeep();
    (
        StatusCode::OK,
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        recorder.render(),
    )
}

async fn healthz<O: Observer>(State(observer): State<Arc<O>>) -> impl IntoResponse {
    match observer.health().await {
        Ok(()) => (StatusCode::OK, "ok\n".to_string()),
        Err(why) => (StatusCode::SERVICE_UNAVAILABLE, format!("{why}\n")),
    }
}
