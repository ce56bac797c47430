//! The public events of a batch as the lines of the boards that carry
//! them: an event happened at the main table or at one sub-table (a
//! tournament group, [`Event::sub_table`]), whose board shows it. An event
//! worth a notice is marked, so it stands out on its board instead of
//! being a message of its own.

use std::collections::HashMap;

use super::super::boards::{sub_key, MAIN};
use super::super::render::markdown::markdown;
use crate::engine::{Audience, Event, Viewer};
use crate::table::Batch;

/// What marks a notice among a board's lines.
pub const NOTICE_MARK: &str = "📣 ";

/// The public events by board key, as the boards' "last moves" lines;
/// `sub_tables` is how many sub-tables the game has now.
pub(super) fn route_public(events: &[Event], sub_tables: usize) -> HashMap<String, Vec<String>> {
    let mut board_events: HashMap<String, Vec<String>> = HashMap::new();
    for e in events.iter().filter(|e| e.audience == Audience::Public) {
        let key = e
            .sub_table
            .filter(|i| *i < sub_tables)
            .map(sub_key)
            .unwrap_or_else(|| MAIN.to_string());
        board_events.entry(key).or_default().push(notice_line(e));
    }
    board_events
}

/// An event's text as a line, marked when it is a notice.
pub(super) fn notice_line(e: &Event) -> String {
    if e.notify {
        format!("{NOTICE_MARK}{}", markdown(&e.text, Viewer::Public))
    } else {
        markdown(&e.text, Viewer::Public)
    }
}

/// The public events of a batch that belong on the main board.
pub(crate) fn main_events(batch: &Batch) -> Vec<String> {
    route_public(&batch.events, batch.after.sub_tables().len())
        .remove(MAIN)
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_group_event_goes_to_its_group_board_whatever_its_text() {
        let events = [
            Event::public("Group 2: Ann plays a card.").at_sub_table(0),
            Event::public("Group 1: Bob draws.").notify(),
            Event::public("Final: Cat wins.").at_sub_table(7),
        ];
        let routed = route_public(&events, 2);
        assert_eq!(routed["sub0"], ["Group 2: Ann plays a card."]);
        assert_eq!(
            routed[MAIN],
            [
                format!("{NOTICE_MARK}Group 1: Bob draws."),
                "Final: Cat wins.".to_string()
            ]
        );
    }
}
