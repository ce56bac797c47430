//! The afterlife, the reveal and the standings on the engine alone: the
//! afterlife lists exactly the dead and its panel shows every role and
//! tonight's choices; the reveal and the standings exist only once the game
//! is over, with every seat's role, side and artifacts, the winners sharing
//! first place.

use super::*;
use crate::engine::testkit::play_bots;

#[test]
fn the_afterlife_panel_shows_every_role_and_tonights_choices_as_they_happen() {
    let mut g = with_roles(
        &[
            Role::Werewolf,
            Role::Seer,
            Role::Villager,
            Role::Villager,
            Role::Villager,
        ],
        &[("first_night_kill", "true")],
    );
    assert_eq!(g.afterlife(), Some(Vec::new()), "nobody is dead yet");
    // The wolf votes tonight: the dead see it at once.
    act(&mut g, 0, "t2");
    assert_eq!(g.night.wolf_picks, vec![(0, 2)]);
    let text = g.afterlife_view().to_text();
    for role in ["Werewolf", "Seer", "Villager"] {
        assert!(text.contains(role), "{role}: {text}");
    }
    assert!(text.contains("Wolf Ann votes to kill Cat."), "{text}");
    // The public board shows none of it.
    assert!(!public_text(&g).contains("Seer, village"));
}

#[test]
fn the_reveal_and_standings_exist_only_at_the_end_and_the_afterlife_is_the_dead() {
    let setup = setup(7, 3, &[("artifacts", "1")]);
    let g = Werewolf::setup(&setup).unwrap();
    assert!(g.final_reveal().seats.is_empty() || g.outcome().is_some());
    assert!(g.standings().is_empty());
    let played = play_bots::<Werewolf>(&setup, 20_000).unwrap();
    let end = played.state;
    let outcome = end.outcome().unwrap();
    let reveal = end.final_reveal();
    assert_eq!(reveal.seats.len(), 7);
    assert_eq!(reveal.summary[0], outcome.summary);
    for (seat, facts) in reveal.seats.iter().enumerate() {
        let role = end.players[seat].role.name();
        assert!(facts[0].starts_with(role), "{facts:?}");
        let arts = end.players[seat].artifacts.len();
        assert_eq!(facts.iter().any(|f| f.starts_with("artifacts:")), arts > 0);
    }
    let dead: Vec<Seat> = (0..7).filter(|&s| !end.players[s].alive).collect();
    assert!(!dead.is_empty());
    assert_eq!(end.afterlife(), Some(dead), "the afterlife is exactly the dead");
    let standings = end.standings();
    for (seat, s) in standings.iter().enumerate() {
        assert_eq!(s.team.as_deref(), Some(end.team(seat).name()));
        assert_eq!(s.role.as_deref(), Some(end.players[seat].dealt.name()));
        assert_eq!(s.place == 1, outcome.winners.contains(&seat) || outcome.winners.is_empty());
    }
}
