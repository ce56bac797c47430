//! `wolfden check [--db …]`: whether every game in a database is whole —
//! its seats readable, its action log holding exactly its version's
//! actions and replaying to its snapshot ([`Table::check_game`]). One line
//! per game that is not; exit code 1 when any game is damaged, 0 otherwise
//! (a snapshot the log can rebuild is reported, and is not damage).

use std::sync::Arc;

use clap::Args;

use super::common::{database_url, CliError};
use crate::store::{Store, StoreError};
use crate::table::{Health, SystemClock, Table};

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The database to check (default: DATABASE_URL, or wolfden.db).
    #[arg(long)]
    pub db: Option<String>,
}

/// Check every game; the report goes to stdout.
pub async fn check(args: CheckArgs) -> Result<(), CliError> {
    let url = database_url(args.db.as_deref());
    // A check reads a database; it never makes an empty one.
    let store = Store::open_existing(&url).await.map_err(|e| match e {
        StoreError::Missing(_) => CliError::usage(format!("{e}: nothing to check")),
        e => CliError::usage(e.to_string()),
    })?;
    let table = Table::new(store, Arc::new(SystemClock));
    let checked = check_all(&table).await;
    table.store().close().await;
    let (games, damaged) = checked?;
    if damaged == 0 {
        let games = match games {
            1 => "1 game checked, and it is whole".to_string(),
            n => format!("{n} games checked, every one whole"),
        };
        println!("{url}: {games}.");
        Ok(())
    } else {
        Err(CliError::failed(format!(
            "{url}: {damaged} of {games} games are damaged (named above)"
        )))
    }
}

/// Check each game, printing one line per game that is not whole: how
/// many games there are, and how many are damaged.
async fn check_all(table: &Table) -> Result<(usize, usize), CliError> {
    let ids = table
        .store()
        .all_games()
        .await
        .map_err(|e| CliError::failed(e.to_string()))?;
    let mut damaged = 0;
    for &id in &ids {
        match table.check_game(id).await {
            Ok(Health::Whole) => {}
            Ok(Health::Repairable(note)) => println!("repairable: {note}"),
            Err(e) => {
                damaged += 1;
                let line = e.to_string();
                // Every error names its game; one that does not is named here.
                if line.contains(&format!("game #{id}")) {
                    println!("damaged: {line}");
                } else {
                    println!("damaged: game #{id}: {line}");
                }
            }
        }
    }
    Ok((ids.len(), damaged))
}
