//! Tests of the components, set-up and options, and step 1 (availability),
//! each named after the rule it checks.

use super::*;
use crate::engine::{Options, Setup};

// ---------- components and set-up ----------

#[test]
fn every_community_deck_has_28_cards_with_its_focus() {
    for c in Community::ALL {
        let d = c.deck();
        assert_eq!(d.iter().map(|&n| n as u32).sum::<u32>(), 28, "{}", c.name());
        assert_eq!(d[Card::Leader.idx()], 3);
        assert_eq!(d[Card::Forest.idx()], 5);
        let (major, minor) = c.focus();
        assert_eq!(d[major.idx()], 9);
        assert_eq!(d[minor.idx()], 6);
        assert_eq!(Player::new(c).deck.len(), 28);
    }
    assert_eq!(Community::Atinzina.deck(), [9, 6, 5, 5, 3]);
    for c in Community::ALL {
        let (major, minor) = c.focus();
        assert_eq!(
            c.label().to_string(),
            format!("{} (+4 {}, +1 {})", c.name(), major.name(), minor.name())
        );
    }
    let majors: Vec<Res> = Community::ALL.iter().map(|c| c.focus().0).collect();
    for r in Res::ALL {
        assert_eq!(majors.iter().filter(|&&m| m == r).count(), 2);
    }
}

#[test]
fn availability_deck_has_three_of_each_resource() {
    for r in Res::ALL {
        assert_eq!(AVAILABILITY_DECK.iter().filter(|&&a| a == r).count(), 3);
    }
}

#[test]
fn availability_presets_are_data_with_the_turn_eight_cull() {
    use Modifier::*;
    assert_eq!(
        STANDARD_TABLE,
        [
            Reveal(0),
            Reveal(1),
            Reveal(1),
            Reveal(2),
            Reveal(2),
            Reveal(3),
            Reveal(3),
            Cull(7)
        ]
    );
    let removed = |m: Modifier| match m {
        Reveal(k) | Cull(k) => k,
    };
    for t in 0..8 {
        assert!(
            removed(GENTLE_TABLE[t]) <= removed(STANDARD_TABLE[t]),
            "turn {}",
            t + 1
        );
    }
    assert!(matches!(GENTLE_TABLE[7], Cull(_)));
}

#[test]
fn knowledge_supply_starts_with_three_copies_each() {
    let g = fresh(4);
    assert_eq!(g.supply, [3; 6]);
    assert_eq!(Knowledge::ALL.len(), 6);
}

#[test]
fn start_turn_is_1_for_3_4_players_2_for_5_and_3_for_6() {
    for (n, turn) in [(3, 1), (4, 1), (5, 2), (6, 3)] {
        let g = table(n, 1, &[]);
        assert_eq!(g.turn, turn, "{n} players");
    }
}

#[test]
fn six_players_start_with_one_reserve_token_of_each_kind() {
    let g = table(6, 3, &[]);
    assert!(g.players.iter().all(|p| p.reserve == [1, 1, 1]));
    let g = table(5, 3, &[]);
    assert!(g.players.iter().all(|p| p.reserve == [0, 0, 0]));
}

#[test]
fn mixed_dealing_gives_every_resource_focus() {
    for n in 3..=6 {
        for seed in 0..200 {
            let g = table(n, seed, &[("communities", "mixed")]);
            let mut majors: Vec<Res> = g.players.iter().map(|p| p.community.focus().0).collect();
            majors.sort();
            majors.dedup();
            assert_eq!(majors.len(), 3, "{n} players, seed {seed}");
            let mut names: Vec<String> = g.players.iter().map(|p| p.community.name().to_string()).collect();
            names.sort();
            names.dedup();
            assert_eq!(names.len(), n, "communities are distinct");
        }
    }
}

#[test]
fn dealt_communities_can_lack_a_focus() {
    let lacking = (0..200).any(|seed| {
        let g = table(3, seed, &[("communities", "dealt")]);
        let mut majors: Vec<Res> = g.players.iter().map(|p| p.community.focus().0).collect();
        majors.sort();
        majors.dedup();
        majors.len() < 3
    });
    assert!(lacking);
}

#[test]
fn setup_rejects_seat_counts_outside_3_to_6() {
    for n in [2, 7] {
        let names: Vec<Name> = (0..n).map(|i| Name::player(format!("p{i}"))).collect();
        let err = Wolves::setup(&Setup {
            names,
            options: Options::defaults(Wolves::option_specs()),
            seed: 1,
        })
        .unwrap_err();
        assert!(
            matches!(err, SetupError::SeatCount { min: 3, max: 6, .. }),
            "{err}"
        );
    }
}

#[test]
fn bad_option_values_are_refused_when_parsed() {
    assert!(Options::parse(Wolves::option_specs(), [("availability", "brutal")]).is_err());
    assert!(Options::parse(Wolves::option_specs(), [("step_timer", "5000")]).is_err());
    assert!(Options::parse(Wolves::option_specs(), [("communities", "pick")]).is_err());
}

#[test]
fn default_availability_is_gentle_and_standard_is_an_option() {
    let g = table(4, 1, &[]);
    assert_eq!(g.preset, Preset::Gentle);
    assert_eq!(g.dealing, Dealing::Mixed);
    assert_eq!(g.step_timer, 180);
}

#[test]
fn gentle_option_selects_the_gentle_table() {
    let g = table(3, 1, &[("availability", "gentle")]);
    assert_eq!(g.preset, Preset::Gentle);
    let g = table(3, 1, &[("availability", "standard")]);
    assert_eq!(g.preset, Preset::Standard);
}

// ---------- step 1: availability ----------

#[test]
fn availability_removes_revealed_resources_from_every_deck() {
    let mut g = fresh(4);
    begin_turn_number(&mut g, 6);
    assert_eq!(g.revealed.len(), 3);
    for p in &g.players {
        let mut expected = [0u8; 5];
        for r in &g.revealed {
            expected[Card::of(*r).idx()] += 1;
        }
        assert_eq!(p.removed, expected);
        assert_eq!(p.deck.len(), 25);
    }
    g.invariants().unwrap();
}

#[test]
fn availability_skips_a_resource_a_deck_no_longer_has() {
    let mut g = fresh(3);
    // Ann's deck loses all its Bison.
    let p = &mut g.players[0];
    p.deck.retain(|&c| c != Card::Bison);
    p.removed[Card::Bison.idx()] = 5;
    g.preset = Preset::Standard;
    let mut tries = 0;
    loop {
        let mut h = g.clone();
        h.rng = GameRng::from_seed(tries);
        begin_turn_number(&mut h, 6);
        if h.revealed.contains(&Res::Bison) {
            assert_eq!(h.players[0].removed[Card::Bison.idx()], 5);
            let others = h.revealed.iter().filter(|&&r| r != Res::Bison).count();
            assert_eq!(h.players[0].deck.len(), 23 - others);
            assert_eq!(
                h.players[1].deck.len(),
                25,
                "other decks still lose the Bison"
            );
            h.invariants().unwrap();
            break;
        }
        tries += 1;
    }
}

#[test]
fn turn_eight_culls_seven_non_leader_cards_from_each_deck() {
    let mut g = fresh(4);
    begin_turn_number(&mut g, 8);
    assert!(g.revealed.is_empty());
    for (s, p) in g.players.iter().enumerate() {
        assert_eq!(p.removed.iter().sum::<u8>(), 7, "seat {s}");
        assert_eq!(p.removed[Card::Leader.idx()], 0);
        assert_eq!(p.deck.iter().filter(|&&c| c == Card::Leader).count(), 3);
        assert_eq!(p.deck.len(), 21);
    }
    g.invariants().unwrap();
}

#[test]
fn availability_is_public_on_the_board() {
    let mut g = fresh(4);
    begin_turn_number(&mut g, 4);
    let text = public_text(&g);
    let names: Vec<&str> = g.revealed.iter().map(|r| r.name()).collect();
    assert!(
        text.contains(&format!(
            "Availability this turn: -2 ({})",
            names.join(", ")
        )),
        "{text}"
    );
}

#[test]
fn rules_pages_are_short_and_options_are_declared() {
    for page in crate::engine::testkit::rules_pages::<Wolves>() {
        assert!(page.len() <= 1500, "{} chars", page.len());
    }
    let keys: Vec<&str> = Wolves::option_specs().iter().map(|o| o.key).collect();
    assert_eq!(keys, vec!["availability", "communities", "step_timer"]);
    assert_eq!(Wolves::seat_range(), (3, 6));
    assert_eq!(Wolves::TITLE, "Wolves");
}

#[test]
fn rules_pages_state_the_rulings_of_the_review() {
    let all = crate::engine::testkit::rules_pages::<Wolves>().join("\n");
    for ruling in [
        "the same line \"X finishes gifting\"",
        "swap one token back",
        "you are told the token is lost",
        "the rest go back for nothing",
        "the rest for nothing",
        "As at gifting, a hand of only Forest is asked like any other",
    ] {
        assert!(all.contains(ruling), "`{ruling}` missing from /rules");
    }
}
