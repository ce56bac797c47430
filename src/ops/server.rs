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
/// `/healthz` until stopped. An address that cannot be bound (a port in
/// use) is an error naming `METRICS_ADDR`.
pub async fn serve<O: Observer>(addr: SocketAddr, observer: Arc<O>) -> std::io::Result<Listener> {
    let listener = tokio::net::TcpListener::bind(addr).await.map_err(|e| {
        std::io::Error::new(
            e.kind(),
            format!("METRICS_ADDR={addr} cannot be listened on ({e}): choose a free port, or leave METRICS_ADDR unset"),
        )
    })?;
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

#[cfg(test)]
mod tests {
    use super::*;

    struct Nobody;

    impl Observer for Nobody {
        async fn refresh(&self) {}
        async fn health(&self) -> Result<(), String> {
            Ok(())
        }
    }

    #[tokio::test]
    async fn a_metrics_port_in_use_is_refused_naming_the_variable() {
        let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = taken.local_addr().unwrap();
        let err = serve(addr, Arc::new(Nobody))
            .await
            .err()
            .expect("the port is taken");
        let msg = err.to_string();
        assert!(msg.starts_with(&format!("METRICS_ADDR={addr}")), "{msg}");
    }
}
