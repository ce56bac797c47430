//! Soak, replay and panel-limit tests: thousands of seeded bot games with the
//! engine contract and the invariants checked after every action, with and
//! without artifacts, plus the artifact statistics table (ignored test).

use super::setup;
use crate::engine::limits::{EMBED_DESCRIPTION, EMBED_FIELDS, EMBED_TOTAL, FIELD_NAME, FIELD_VALUE};
use crate::engine::testkit::{play_bots, replay};
use crate::engine::{Actor, Game, Panel, Viewer};
use crate::games::werewolf::{Artifact, Werewolf};

/// Whether a panel fits Discord's embed limits, counted in characters as
/// Discord counts them.
fn within_limits(p: &Panel) -> Result<(), String> {
    let chars = |s: &str| s.chars().count();
    let total = chars(&p.title.to_string())
        + chars(&p.text.to_string())
        + p.fields
            .iter()
            .map(|f| chars(&f.name.to_string()) + chars(&f.value.to_string()))
            .sum::<usize>()
        + p.footer.as_ref().map(|t| t.to_string()).as_deref().map_or(0, chars);
    if chars(&p.text.to_string()) > EMBED_DESCRIPTION || p.fields.len() > EMBED_FIELDS || total > EMBED_TOTAL {
        return Err(format!(
            "panel too big: text {} fields {} total {total}",
            chars(&p.text.to_string()),
            p.fields.len()
        ));
    }
    if let Some(f) = p.fields.iter().find(|f| {
        chars(&f.value.to_string()) > FIELD_VALUE || chars(&f.name.to_string()) > FIELD_NAME || f.value.is_empty()
    }) {
        return Err(format!("field `{}` has {} chars", f.name, chars(&f.value.to_string())));
    }
    Ok(())
}

/// One step of a bot game: the bot of the `prompted` seat acts, or, when no
/// seat is prompted, the clock does.
fn bot_step(g: &mut Werewolf, prompted: Option<usize>) {
    match prompted {
        Some(seat) => {
            let a = g.bot_action(seat).unwrap();
            g.apply(Actor::Seat(seat), &a).unwrap();
        }
        None => {
            let d = g.deadline().unwrap();
            g.apply(Actor::Clock, &d.action).unwrap();
        }
    }
}

/// Plays one bot game and checks what the soak checks.
fn soak_one(n: usize, options: &[(&str, &str)], seed: u64) -> Werewolf {
    let s = setup(n, seed, options);
    let played =
        play_bots::<Werewolf>(&s, 20_000).unwrap_or_else(|e| panic!("seed {seed}, {n} seats: {e}"));
    let g = played.state;
    let out = played.outcome;
    assert!(g.finish.is_some(), "exactly one result");
    assert!(g.prompts().is_empty());
    let team = g.finish.as_ref().unwrap().team;
    for s in 0..n {
        let wins = out.winners.contains(&s);
        let expected = Some(g.team(s)) == team
            || (g.team(s) == crate::games::werewolf::Team::Tanner && !g.players[s].alive);
        assert_eq!(wins, expected, "seed {seed}: seat {s} winner flag");
    }
    within_limits(&g.view(Viewer::Public)).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    for s in 0..n {
        within_limits(&g.view(Viewer::Seat(s)))
            .unwrap_or_else(|e| panic!("seed {seed} seat {s}: {e}"));
    }
    g
}

#[test]
fn soak_base_game_bots_play_thousands_of_games() {
    for seed in 0..1100u64 {
        let n = 5 + (seed as usize * 7) % 6;
        let fnk = if seed % 3 == 0 { "true" } else { "false" };
        soak_one(n, &[("first_night_kill", fnk)], seed);
    }
}

#[test]
fn soak_with_artifacts_bots_play_thousands_of_games() {
    for seed in 0..800u64 {
        let n = 5 + (seed as usize * 5) % 7;
        let per = if seed % 2 == 0 { "2" } else { "1" };
        let reveal = if seed % 5 == 0 { "false" } else { "true" };
        // Every card, the six the standard list leaves out included, on
        // every other game.
        let list = if seed % 2 == 0 { "all" } else { "standard" };
        soak_one(
            n,
            &[
                ("artifacts", per),
                ("artifact_list", list),
                ("reveal_roles", reveal),
                ("first_night_kill", "true"),
            ],
            10_000 + seed,
        );
    }
}

/// Every role plays in these decks (the presets of small tables lack some).
#[test]
fn soak_with_every_role_in_custom_decks() {
    let decks = [
        "werewolf=2,wolf_cub=1,sorceress=1,seer=1,aura_seer=1,mason=2,prince=1,tough_guy=1,spellcaster=1,diseased=1,village_idiot=1,pacifist=1",
        "werewolf=2,minion=1,tanner=1,apprentice_seer=1,seer=1,witch=1,hunter=1,bodyguard=1,old_hag=1,lycan=1,cursed=1,mayor=1",
    ];
    for seed in 0..120u64 {
        let roles = decks[seed as usize % 2];
        let per = ["0", "1", "2"][seed as usize % 3];
        soak_one(
            14,
            &[
                ("roles", roles),
                ("artifacts", per),
                ("first_night_kill", "true"),
            ],
            20_000 + seed,
        );
    }
}

/// Every choice a prompt lists is accepted (checked on copies along bot games).
#[test]
fn every_listed_choice_is_legal() {
    for seed in 0..6u64 {
        let s = setup(
            7,
            300 + seed,
            &[
                ("artifacts", "2"),
                ("artifact_list", "all"),
                ("first_night_kill", "true"),
            ],
        );
        let mut g = Werewolf::setup(&s).unwrap();
        while g.finish.is_none() {
            let prompts = g.prompts();
            for p in &prompts {
                for c in &p.choices {
                    let mut copy = g.clone();
                    copy.apply(Actor::Seat(p.seat), &c.id)
                        .unwrap_or_else(|e| panic!("seed {seed}: listed `{}` refused: {e}", c.id));
                }
            }
            bot_step(&mut g, prompts.first().map(|p| p.seat));
        }
    }
}

#[test]
fn forty_seat_games_stay_within_panel_limits() {
    for seed in 0..4u64 {
        soak_one(
            40,
            &[("artifacts", "1"), ("artifact_opt_out", "1,2,3")],
            500 + seed,
        );
    }
    // Every panel along a whole 40-seat game, not only at the end.
    let s = setup(40, 77, &[("artifacts", "1"), ("artifact_opt_out", "1,2,3")]);
    let mut g = Werewolf::setup(&s).unwrap();
    let mut step = 0;
    while g.finish.is_none() {
        if step % 20 == 0 {
            within_limits(&g.view(Viewer::Public)).unwrap();
            for seat in 0..40 {
                within_limits(&g.view(Viewer::Seat(seat)))
                    .unwrap_or_else(|e| panic!("step {step} seat {seat}: {e}"));
            }
        }
        step += 1;
        let prompted = g.prompts().first().map(|p| p.seat);
        bot_step(&mut g, prompted);
    }
}

#[test]
fn replay_of_the_action_log_gives_an_identical_state() {
    for seed in [3u64, 4, 5] {
        let s = setup(12, seed, &[("artifacts", "2")]);
        let played = play_bots::<Werewolf>(&s, 20_000).unwrap();
        let again: Werewolf = replay(&s, &played.actions).unwrap();
        assert_eq!(
            serde_json::to_string(&again).unwrap(),
            serde_json::to_string(&played.state).unwrap()
        );
    }
}

/// Prints how often each artifact was revealed and resolved with an effect in
/// bot games of 12 seats with two artifacts each.
#[test]
#[ignore]
fn artifact_statistics_table() {
    let games: u64 = std::env::var("WW_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3000);
    let mut totals: Vec<(Artifact, u32, u32, u32)> =
        Artifact::ALL.iter().map(|a| (*a, 0, 0, 0)).collect();
    let (mut village, mut wolves, mut drawn) = (0, 0, 0);
    for seed in 0..games {
        let g = soak_one(12, &[("artifacts", "2")], 90_000 + seed);
        match g.finish.as_ref().unwrap().team {
            Some(crate::games::werewolf::Team::Village) => village += 1,
            Some(_) => wolves += 1,
            None => drawn += 1,
        }
        for (a, r, e, d) in &g.art_stats {
            let t = totals.iter_mut().find(|t| t.0 == *a).unwrap();
            t.1 += r;
            t.2 += e;
            t.3 += d;
        }
    }
    println!("{games} games of 12 seats, artifacts=2: village {village}, werewolves {wolves}, stalemates {drawn}");
    println!(
        "{:<28} {:>9} {:>9} {:>9}",
        "artifact", "revealed", "effect", "dawn uses"
    );
    for (a, r, e, d) in totals {
        println!("{:<28} {:>9} {:>9} {:>9}", a.name(), r, e, d);
    }
}

/// Prints one bot game's events and final panels (for a human look).
#[test]
#[ignore]
fn print_a_bot_game() {
    use crate::engine::Audience;
    let s = setup(8, 42, &[("artifacts", "2"), ("first_night_kill", "true")]);
    let mut g = Werewolf::setup(&s).unwrap();
    for (i, p) in g.players.iter().enumerate() {
        let arts: Vec<&str> = p.artifacts.iter().map(|h| h.art.name()).collect();
        println!("{i} {} {:?} {:?}", g.names[i], p.role, arts);
    }
    while g.finish.is_none() {
        let p = g.prompts();
        let (actor, a) = match p.first() {
            None => (Actor::Clock, g.deadline().unwrap().action),
            Some(p) => (Actor::Seat(p.seat), g.bot_action(p.seat).unwrap()),
        };
        for e in g.apply(actor, &a).unwrap() {
            let to = match &e.audience {
                Audience::Public => "all".to_string(),
                Audience::Seat(s) => format!("seat {s}"),
                Audience::Seats(v) => format!("{v:?}"),
            };
            println!("  [{to}] {}", e.text);
        }
    }
    println!("{}", g.view(Viewer::Public).to_text());
}

/// Prints who won the games `wolfden simulate werewolf` plays (the same
/// seeds, names and loop): `WW_SEATS`, `WW_GAMES`, `WW_SEED`, and
/// `WW_ARTIFACTS` for the artifacts option.
#[test]
#[ignore]
fn outcome_split_of_the_simulator_games() {
    use crate::engine::autoplay::{play_to_end, BotPlay};
    let var = |k: &str, d: u64| {
        std::env::var(k)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(d)
    };
    let (seats, games, seed) = (
        var("WW_SEATS", 12) as usize,
        var("WW_GAMES", 1000),
        var("WW_SEED", 1),
    );
    let artifacts = var("WW_ARTIFACTS", 0).to_string();
    let options = crate::engine::Options::parse(
        Werewolf::option_specs(),
        [("artifacts", artifacts.as_str())],
    )
    .unwrap();
    let (mut village, mut wolves, mut stalemates, mut tanner) = (0, 0, 0, 0);
    for i in 0..games {
        let s = crate::engine::Setup {
            names: (0..seats).map(crate::games::bot_name).collect(),
            options: options.clone(),
            seed: seed.wrapping_add(i),
        };
        let how = BotPlay {
            checked: false,
            rotate: false,
            max_actions: 100_000,
        };
        let played = play_to_end::<Werewolf>(&s, how).unwrap();
        match played.state.finish.as_ref().unwrap().team {
            Some(crate::games::werewolf::Team::Village) => village += 1,
            Some(_) => wolves += 1,
            None => stalemates += 1,
        }
        tanner += played.outcome.summary.contains("the Tanner, who died") as u32;
    }
    println!(
        "{seats} seats, {games} games, seed {seed}, artifacts={artifacts}: village {village}, werewolves {wolves}, stalemates {stalemates}; a dead Tanner also won {tanner}"
    );
}
