//! `wolfden ratings rebuild [--db PATH]`: forget every rating and
//! recompute them from the results table, oldest game first, in one
//! transaction. Ratings are derived data, so a change of formula (or a
//! database from before ratings existed) loses nothing.

use clap::{Args, Subcommand};

use super::common::{database_url, CliError};
use crate::store::{Store, StoreError};

#[derive(Debug, Args)]
pub struct RatingsArgs {
    #[command(subcommand)]
    pub action: RatingsAction,
}

#[derive(Debug, Subcommand)]
pub enum RatingsAction {
    /// Recompute every rating from the stored results.
    Rebuild {
        /// Database file or URL (default: DATABASE_URL, else wolfden.db).
        #[arg(long)]
        db: Option<String>,
    },
}

pub async fn ratings(args: RatingsArgs) -> Result<(), CliError> {
    match args.action {
        RatingsAction::Rebuild { db } => {
            let url = database_url(db.as_deref());
            // A rebuild reads the results a database holds: a name that
            // is no database (a typo) is refused, never made anew.
            let store = Store::open_existing(&url).await.map_err(|e| match e {
                StoreError::Missing(_) => CliError::usage(format!("{e}: nothing to rebuild")),
                e => CliError::usage(e.to_string()),
            })?;
            let rebuilt = store.rebuild_ratings().await;
            store.close().await;
            let rebuilt = rebuilt.map_err(|e| CliError::failed(e.to_string()))?;
            println!(
                "Rebuilt the ratings from {} finished games: {} rated, {} player ratings.",
                rebuilt.games_read, rebuilt.games_rated, rebuilt.players
            );
            Ok(())
        }
    }
}
