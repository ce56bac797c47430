//! The `wolfden` binary: reads `.env`, sets up logging, and hands over to the CLI.

use clap::Parser;

#[tokio::main]
async fn main() -> std::process::ExitCode {
    // A missing .env is fine; variables may come from the environment.
    let _ = dotenvy::dotenv();
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn,wolfden=info")),
        )
        .with_writer(std::io::stderr)
        .init();
    wolfden::cli::main(wolfden::cli::Cli::parse()).await
}
