//! The 9-16 player tournament and the turn timer.

use super::super::tournament::{group_sizes, Tournament};
use super::super::{Format, ProjectPlanning};
use super::*;
use crate::engine::{testkit, Actor, Game, RuleError, Viewer};

fn tour(g: &ProjectPlanning) -> &Tournament {
    match &g.format {
        Format::Tournament(t) => t,
        Format::Single(_) => panic!("not a tournament"),
    }
}

fn group_of(g: &ProjectPlanning, seat: usize) -> usize {
    tour(g)
        .groups
        .iter()
        .position(|m| m.seats.contains(&seat))
        .unwrap()
}

#[test]
fn tournament_splits_players_into_ceil_n_over_4_groups_of_3_or_4() {
    for n in 9..=16 {
        let sizes = group_sizes(n);
        assert_eq!(sizes.len(), n.div_ceil(4), "{n} players");
        assert!(sizes.iter().all(|s| (3..=4).contains(s)), "{n}: {sizes:?}");
        assert_eq!(sizes.iter().sum::<usize>(), n);
        let g = new_game(n, n as u64, &[]);
        let mut seats: Vec<usize> = tour(&g)
            .groups
            .iter()
            .flat_map(|m| m.seats.clone())
            .collect();
        seats.sort_unstable();
        assert_eq!(seats, (0..n).collect::<Vec<_>>());
        assert!(
            tour(&g).groups.iter().all(|m| m.cards.len() == 16),
            "one pack per group"
        );
    }
}

#[test]
fn tournament_groups_are_drawn_at_random_from_the_seed() {
    let first_groups: std::collections::BTreeSet<Vec<usize>> = (0..10)
        .map(|seed| tour(&new_game(12, seed, &[])).groups[0].seats.clone())
        .collect();
    assert!(first_groups.len() > 5, "{first_groups:?}");
    let a = new_game(12, 3, &[]);
    let b = new_game(12, 3, &[]);
    assert_eq!(tour(&a).groups[0].seats, tour(&b).groups[0].seats);
}

#[test]
fn tournament_groups_play_at_the_same_time() {
    let g = new_game(14, 1, &[]);
    let prompts = g.prompts();
    assert_eq!(prompts.len(), 4);
    let groups: std::collections::BTreeSet<usize> =
        prompts.iter().map(|p| group_of(&g, p.seat)).collect();
    assert_eq!(groups.len(), 4, "one prompt per group");
    assert!(prompts[0].text.to_string().starts_with("Group 1 · "));
}

#[test]
fn tournament_seat_acts_only_in_its_own_group() {
    let mut g = new_game(9, 2, &[]);
    let prompts = g.prompts();
    let idle = (0..9)
        .find(|s| prompts.iter().all(|p| p.seat != *s))
        .unwrap();
    let err = refused(&mut g, Actor::Seat(idle), &prompts[0].choices[0].id);
    let group = group_of(&g, idle) + 1;
    assert!(
        matches!(&err, RuleError::NotYourTurn(m) if m.contains(&format!("in Group {group}"))),
        "{err}"
    );
    // A prompted seat acts in its own group; the other groups do not move.
    let before: Vec<String> = tour(&g).groups[1..]
        .iter()
        .map(|m| serde_json::to_string(m).unwrap())
        .collect();
    let seat = prompts[0].seat;
    let action = g.bot_action(seat).unwrap();
    let events = act(&mut g, seat, &action);
    assert!(events
        .iter()
        .all(|e| e.text.to_string().starts_with("Group 1: ")));
    let after: Vec<String> = tour(&g).groups[1..]
        .iter()
        .map(|m| serde_json::to_string(m).unwrap())
        .collect();
    assert_eq!(before, after);
}

#[test]
fn tournament_goal_is_set_per_group_and_for_the_final_by_size() {
    let g = new_game(10, 4, &[]);
    let goals: Vec<(usize, u32)> = tour(&g)
        .groups
        .iter()
        .map(|m| (m.players(), m.threshold))
        .collect();
    assert_eq!(goals, [(4, 4), (3, 5), (3, 5)]);
    let g = new_game(10, 4, &[("tokens", "2")]);
    assert!(tour(&g).groups.iter().all(|m| m.threshold == 2));
}

#[test]
fn tournament_groups_always_use_sudden_death_even_with_shared_victory() {
    let setup = setup::<ProjectPlanning>(names(9), 21, &[("shared_victory", "yes")]);
    let played = testkit::play_bots::<ProjectPlanning>(&setup, 20_000).unwrap();
    let t = tour(&played.state);
    assert!(t
        .groups
        .iter()
        .all(|m| !m.shared_victory && m.winners.as_ref().unwrap().len() == 1));
    assert!(t.final_match.as_ref().unwrap().shared_victory);
}

#[test]
fn tournament_final_is_played_by_the_group_winners_and_its_winner_wins() {
    for (n, seed) in [(9, 1), (13, 2), (16, 3)] {
        let played = testkit::play_bots::<ProjectPlanning>(
            &setup::<ProjectPlanning>(names(n), seed, &[]),
            20_000,
        )
        .unwrap();
        let t = tour(&played.state);
        let winners: Vec<usize> = t
            .groups
            .iter()
            .map(|m| m.seats[m.winners.as_ref().unwrap()[0]])
            .collect();
        let f = t.final_match.as_ref().unwrap();
        assert_eq!(f.seats, winners);
        assert_eq!(f.threshold, if winners.len() == 3 { 5 } else { 4 });
        let final_winners: Vec<usize> = f
            .winners
            .as_ref()
            .unwrap()
            .iter()
            .map(|&p| f.seats[p])
            .collect();
        assert_eq!(played.outcome.winners, final_winners);
        assert!(
            played.outcome.summary.contains("wins the tournament"),
            "{}",
            played.outcome.summary
        );
    }
}

#[test]
fn tournament_final_winner_is_announced_as_the_tournament_winner() {
    let mut g = new_game(9, 12, &[]);
    let mut events = Vec::new();
    let mut i = 0;
    while g.outcome().is_none() {
        let prompts = g.prompts();
        let seat = prompts[i % prompts.len()].seat;
        let a = g.bot_action(seat).unwrap();
        events.extend(act(&mut g, seat, &a));
        i += 1;
    }
    let winner = NAMES[g.outcome().unwrap().winners[0]];
    let last = events.last().unwrap();
    assert_eq!(last.text, format!("🏆 {winner} wins the tournament!"));
    assert!(last.notify);
    assert!(events.iter().any(|e| e
        .text
        .to_string()
        .starts_with("Every group has a winner. The final: ")));
    assert!(events
        .iter()
        .any(|e| e.text.to_string().starts_with("Final: Round 1 begins")));
}

#[test]
fn tournament_scores_count_group_and_final_tokens() {
    let played =
        testkit::play_bots::<ProjectPlanning>(&setup::<ProjectPlanning>(names(11), 5, &[]), 20_000)
            .unwrap();
    let t = tour(&played.state);
    let f = t.final_match.as_ref().unwrap();
    for seat in 0..11 {
        let g = &t.groups[group_of(&played.state, seat)];
        let mut want = g.tokens[g.local(seat).unwrap()].project;
        if let Some(p) = f.local(seat) {
            want += f.tokens[p].project;
        }
        assert_eq!(played.outcome.scores[seat], i64::from(want), "seat {seat}");
    }
}

#[test]
fn tournament_sub_tables_list_every_group() {
    let g = new_game(13, 6, &[]);
    let subs = g.sub_tables();
    assert_eq!(subs.len(), 4);
    for (i, s) in subs.iter().enumerate() {
        assert_eq!(s.name, format!("Group {}", i + 1));
        assert_eq!(s.seats, tour(&g).groups[i].seats);
        assert!(s
            .panel
            .title
            .to_string()
            .starts_with(&format!("Group {} · Round 1", i + 1)));
        assert!(!s.finished);
    }
    assert!(new_game(5, 1, &[]).sub_tables().is_empty());
    let played =
        testkit::play_bots::<ProjectPlanning>(&setup::<ProjectPlanning>(names(13), 6, &[]), 20_000)
            .unwrap();
    assert!(played.state.sub_tables().iter().all(|s| s.finished));
}

#[test]
fn tournament_board_summarises_the_groups_then_the_final() {
    let g = new_game(12, 8, &[]);
    let board = g.view(Viewer::Public);
    assert!(board.text.to_string().contains("12 players in 3 groups"));
    assert_eq!(
        board
            .fields
            .iter()
            .filter(|f| f.name.to_string().starts_with("Group "))
            .count(),
        3
    );
    let played =
        testkit::play_bots::<ProjectPlanning>(&setup::<ProjectPlanning>(names(12), 8, &[]), 20_000)
            .unwrap();
    let board = played.state.view(Viewer::Public);
    assert!(
        board.text.to_string().contains("Final · Round"),
        "{}",
        board.to_text()
    );
    assert!(board
        .fields
        .iter()
        .any(|f| f.name.to_string().starts_with("Final · ")));
}

#[test]
fn tournament_seat_panel_shows_its_own_group_and_the_tournament() {
    let g = new_game(9, 3, &[]);
    let seat = tour(&g).groups[1].seats[0];
    let panel = g.view(Viewer::Seat(seat));
    assert!(
        panel.title.to_string().starts_with("Group 2 · Round 1 · "),
        "{}",
        panel.title
    );
    assert_eq!(panel.fields[0].name, "Your hand");
    assert!(panel.fields.iter().any(|f| f.name == "Tournament"));
}

// ---- turn timer ------------------------------------------------------------------

#[test]
fn turn_timer_is_off_by_default() {
    assert!(new_game(3, 1, &[]).deadline().is_none());
    let mut g = new_game(3, 1, &[]);
    let err = refused(&mut g, Actor::Clock, "timeout0");
    assert!(matches!(err, RuleError::Illegal(_)), "{err}");
}

#[test]
fn turn_timer_plays_the_absent_players_turn_with_the_bot() {
    let mut g = new_game(3, 9, &[("turn_timer", "30")]);
    let d = g.deadline().expect("a timer is running");
    assert_eq!(d.seconds, 30);
    let who = single_ref(&g).round.current;
    let turn = single_ref(&g).turn;
    let events = g.apply(Actor::Clock, &d.action).unwrap();
    assert!(events[0]
        .text
        .to_string()
        .starts_with(&format!("Time is up for {}", NAMES[who])));
    assert!(single_ref(&g).turn > turn, "the whole turn was played");
    assert_ne!(g.deadline().unwrap().key, d.key, "a new turn, a new timer");
}

#[test]
fn stale_timer_is_refused() {
    let mut g = new_game(3, 9, &[("turn_timer", "30")]);
    let d = g.deadline().unwrap();
    let seat = g.prompts()[0].seat;
    while single_ref(&g).round.current == seat && g.outcome().is_none() {
        let a = g.bot_action(seat).unwrap();
        act(&mut g, seat, &a);
    }
    let err = refused(&mut g, Actor::Clock, &d.action);
    assert!(err.to_string().contains("stale"), "{err}");
    let err = refused(&mut g, Actor::Seat(0), &d.action);
    assert!(
        matches!(err, RuleError::NotYourTurn(_) | RuleError::Malformed(_)),
        "{err}"
    );
}

#[test]
fn tournament_timer_takes_the_turn_that_waited_longest() {
    let mut g = new_game(9, 4, &[("turn_timer", "60")]);
    let first = g.deadline().unwrap();
    // Group 1 moves on; its new turn is younger than group 2's.
    let seat = g.prompts()[0].seat;
    while tour(&g).groups[0]
        .prompted()
        .map(|p| tour(&g).groups[0].seats[p])
        == Some(seat)
    {
        let a = g.bot_action(seat).unwrap();
        act(&mut g, seat, &a);
    }
    let second = g.deadline().unwrap();
    assert_ne!(first.key, second.key);
    let group2 = tour(&g).groups[1].turn;
    let events = g.apply(Actor::Clock, &second.action).unwrap();
    assert!(
        events[0]
            .text
            .to_string()
            .starts_with("Group 2: Time is up for"),
        "{}",
        events[0].text
    );
    assert!(tour(&g).groups[1].turn > group2);
}
