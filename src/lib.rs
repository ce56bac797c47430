//! wolfden: a Discord bot that hosts wolf-themed tabletop games.
//!
//! Layers, data flowing one way: frontends ([`cli`] for the terminal and
//! the simulator, [`discord`]) -> [`table`] (load, authorise, apply,
//! persist) -> [`games`] -> [`engine`]; [`table`] -> [`store`] -> [`ratings`]
//! (the Weng-Lin formula, pure). [`ops`] (metrics, `/healthz`) is fed by the
//! frontends and the table, and depends on none of them.

pub mod cli;
pub mod discord;
pub mod engine;
pub mod games;
pub mod ops;
pub mod ratings;
pub mod store;
pub mod table;
