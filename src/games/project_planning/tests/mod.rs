//! Tests of Project Planning, one per rule, each named after the rule it
//! checks; hand-made deals come from `support`.

mod bots;
mod cards;
mod cards_more;
mod hidden;
mod input;
mod rounds;
mod soak;
mod support;
mod tournament;
