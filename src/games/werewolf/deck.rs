//! Building the role deck: the balanced presets for 5-40 players and the
//! host's own list (`roles=seer=1,werewolf=2,...`), with its balance score.
//!
//! A preset has one Seer and about one werewolf per four players (a Wolf Cub
//! among them from 12 players); then the other roles (village specials, the
//! Minion, the Sorceress, the Tanner...) are chosen by a small local search so
//! that the sum of the role values is as close to 0 as the roles allow, and
//! the rest are Villagers. When even the best fill cannot reach a balance
//! within 1, the Wolf Cub becomes a plain Werewolf, then one werewolf less.

use super::roles::Role;
use crate::engine::{Arg, Text};
use crate::text;

/// Roles a preset may add, in order of preference (the search starts from a
/// prefix of this list). `Mason` always comes as a pair.
const PREFERRED: [Role; 19] = [
    Role::Bodyguard,
    Role::Hunter,
    Role::Witch,
    Role::Minion,
    Role::ApprenticeSeer,
    Role::Mason,
    Role::Prince,
    Role::ToughGuy,
    Role::Cursed,
    Role::Mayor,
    Role::Sorceress,
    Role::Lycan,
    Role::AuraSeer,
    Role::VillageIdiot,
    Role::Tanner,
    Role::Diseased,
    Role::OldHag,
    Role::Spellcaster,
    Role::Pacifist,
];

/// Sum of the role values of a deck.
pub fn balance(deck: &[Role]) -> i32 {
    deck.iter().map(|r| r.value()).sum()
}

fn slots(role: Role) -> usize {
    if role == Role::Mason {
        2
    } else {
        1
    }
}

/// The preset deck for `n` players (5..=40), sorted.
pub fn preset(n: usize) -> Vec<Role> {
    let wolves = (n / 4).max(1);
    let cub = n >= 12;
    let variants = [
        (wolves, cub),
        (wolves, false),
        (wolves - 1, cub),
        (wolves - 1, false),
    ];
    let mut best: Option<Vec<Role>> = None;
    for (w, cub) in variants.into_iter().filter(|(w, _)| *w >= 1) {
        let mut base = vec![Role::Seer];
        for i in 0..w {
            base.push(if i == 0 && cub {
                Role::WolfCub
            } else {
                Role::Werewolf
            });
        }
        let deck = fill(base, n);
        if best
            .as_ref()
            .is_none_or(|b| balance(&deck).abs() < balance(b).abs())
        {
            best = Some(deck);
        }
        if best.as_ref().is_some_and(|b| balance(b).abs() <= 1) {
            break;
        }
    }
    let mut deck = best.unwrap_or_default();
    deck.sort();
    deck
}

/// Fills `base` up to `n` cards with preferred roles and Villagers, balance first.
fn fill(mut deck: Vec<Role>, n: usize) -> Vec<Role> {
    const K: usize = PREFERRED.len();
    let free = n - deck.len();
    let base = balance(&deck);
    // About half the free seats get a special role, for variety.
    let wanted = free.div_ceil(2).min(K);
    let used = |chosen: &[bool; K]| -> usize {
        PREFERRED
            .iter()
            .zip(chosen)
            .filter(|(_, c)| **c)
            .map(|(r, _)| slots(*r))
            .sum()
    };
    let score = |chosen: &[bool; K]| -> (i32, usize) {
        let value: i32 = PREFERRED
            .iter()
            .zip(chosen)
            .filter(|(_, c)| **c)
            .map(|(r, _)| r.value() * slots(*r) as i32)
            .sum();
        let total = base + value + (free - used(chosen)) as i32;
        let count = chosen.iter().filter(|c| **c).count();
        (total.abs(), count.abs_diff(wanted))
    };
    let mut chosen = [false; K];
    for i in 0..K {
        if chosen.iter().filter(|c| **c).count() >= wanted {
            break;
        }
        chosen[i] = true;
        if used(&chosen) > free {
            chosen[i] = false;
        }
    }
    // Local search: flip one role in or out, or swap one for another, while
    // the score improves. Deterministic, and fast enough for every setup.
    loop {
        let current = score(&chosen);
        let mut best: Option<([bool; K], (i32, usize))> = None;
        let mut consider = |cand: [bool; K]| {
            if used(&cand) <= free {
                let s = score(&cand);
                if s < current && best.as_ref().is_none_or(|(_, b)| s < *b) {
                    best = Some((cand, s));
                }
            }
        };
        for i in 0..K {
            let mut cand = chosen;
            cand[i] = !cand[i];
            consider(cand);
            for j in 0..K {
                if chosen[i] && !chosen[j] {
                    let mut cand = chosen;
                    cand[i] = false;
                    cand[j] = true;
                    consider(cand);
                }
            }
        }
        match best {
            Some((cand, _)) => chosen = cand,
            None => break,
        }
    }
    for (r, c) in PREFERRED.iter().zip(chosen) {
        if c {
            deck.extend(std::iter::repeat_n(*r, slots(*r)));
        }
    }
    deck.resize(n, Role::Villager);
    deck
}

/// More cards than any list may name (the largest table is 40).
const MAX_LIST: usize = 1000;

/// The cards the host's role list names, in its order, without the Villagers
/// that fill the free seats: `role=count` pairs separated by commas (a bare
/// role name counts once; `none` is the empty list).
pub fn parse_list(text: &str) -> Result<Vec<Role>, Text> {
    let mut deck = Vec::new();
    let text = text.trim();
    if text.eq_ignore_ascii_case(crate::engine::options::NO_ITEMS) {
        return Ok(deck);
    }
    for part in text
        .split([',', ';'])
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        let (name, count) = match part.split_once(['=', ':', '*']) {
            Some((name, count)) => {
                let count: usize = count.trim().parse().map_err(|_| {
                    text!("ww-deck-count-not-number", part = Arg::Plain(part.to_string()))
                })?;
                (name, count)
            }
            None => (part, 1),
        };
        let role = Role::from_key(name).ok_or_else(|| {
            let keys: Vec<String> = Role::ALL.iter().map(|r| r.key()).collect();
            text!(
                "ww-deck-unknown-role",
                role = Arg::Plain(name.trim().to_string()),
                roles = Arg::Plain(keys.join(", "))
            )
        })?;
        if deck.len().saturating_add(count) > MAX_LIST {
            return Err(text!("ww-deck-list-too-long", max = MAX_LIST));
        }
        deck.extend(std::iter::repeat_n(role, count));
    }
    Ok(deck)
}

/// Every reason `list` (before the Villager fill) cannot be dealt to `n`
/// players, most important first; empty when it can.
pub fn problems(list: &[Role], n: usize) -> Vec<Text> {
    let mut out = Vec::new();
    if list.len() > n {
        out.push(text!(
            "ww-deck-too-many-roles",
            roles = list.len(),
            players = n,
            extra = list.len() - n
        ));
    }
    let wolves = list.iter().filter(|r| r.is_wolf()).count();
    if wolves == 0 {
        out.push(text!("ww-deck-no-werewolf"));
    } else if wolves * 2 >= n {
        out.push(text!("ww-deck-wolves-win-at-once", wolves = wolves, players = n));
    }
    out
}

/// Parses the host's role list for `n` players and fills the free seats
/// with Villagers; refused with the first of its [`problems`].
pub fn custom(text: &str, n: usize) -> Result<Vec<Role>, Text> {
    let mut deck = parse_list(text)?;
    if let Some(why) = problems(&deck, n).into_iter().next() {
        return Err(why);
    }
    deck.resize(n, Role::Villager);
    deck.sort();
    Ok(deck)
}

/// Whether the `roles` option asks for the preset (`auto`, or empty).
pub fn is_preset(roles: &str) -> bool {
    let t = roles.trim();
    t.is_empty() || t.eq_ignore_ascii_case("auto")
}

/// The deck dealt to `n` players for the `roles` option: the preset or the
/// host's list.
pub fn for_option(roles: &str, n: usize) -> Result<Vec<Role>, Text> {
    if is_preset(roles) {
        Ok(preset(n))
    } else {
        custom(roles, n)
    }
}

/// A deck as a `roles` value, e.g. `seer=1,werewolf=2`, in [`Role::ALL`] order.
pub fn list_text(deck: &[Role]) -> String {
    let parts: Vec<String> = Role::ALL
        .into_iter()
        .map(|r| (r, deck.iter().filter(|x| **x == r).count()))
        .filter(|(_, c)| *c > 0)
        .map(|(r, c)| format!("{}={c}", r.key()))
        .collect();
    parts.join(",")
}

/// What the lobby shows for the `roles` option at a table of `seats`: the
/// deck Start would deal, its balance, and why Start would be refused
/// (lines starting with ⛔) or what looks risky (⚠️).
pub fn lobby_notes(roles: &str, seats: usize, (min, max): (usize, usize)) -> Vec<Text> {
    let mut notes = Vec::new();
    let n = seats.clamp(min, max);
    if seats < min {
        notes.push(text!("ww-deck-too-few-players", seats = seats, min = min, players = n));
    }
    let (list, source) = if is_preset(roles) {
        (preset(n), text!("ww-deck-source-preset", players = n))
    } else {
        match parse_list(roles) {
            Ok(list) => (list, text!("ww-deck-source-list", players = n)),
            Err(e) => {
                notes.push(text!("ww-deck-blocker", problem = e));
                return notes;
            }
        }
    };
    let blockers = problems(&list, n);
    let mut deck = list.clone();
    if deck.len() < n {
        deck.resize(n, Role::Villager);
    }
    notes.push(text!("ww-deck-note", source = source, deck = describe_text(&deck)));
    let b = balance(&deck);
    let balance = Arg::Plain(format!("{b:+}"));
    notes.push(match b {
        0 => text!("ww-deck-balance-even", balance = balance),
        1..=4 => text!("ww-deck-balance-village-ahead", balance = balance),
        -4..=-1 => text!("ww-deck-balance-wolves-ahead", balance = balance),
        5.. => text!("ww-deck-balance-favours-village", balance = balance),
        _ => text!("ww-deck-balance-favours-wolves", balance = balance),
    });
    notes.extend(
        blockers
            .into_iter()
            .map(|p| text!("ww-deck-blocker", problem = p)),
    );
    if !deck.contains(&Role::Seer) {
        notes.push(text!("ww-deck-no-seer"));
    }
    notes
}

/// "Seer, 2 Werewolf, 3 Villager (balance +1)", from the catalogue's role
/// names.
pub fn describe_text(deck: &[Role]) -> Text {
    let mut parts = Vec::new();
    for r in Role::ALL {
        let c = deck.iter().filter(|x| **x == r).count();
        match c {
            0 => {}
            1 => parts.push(r.label()),
            _ => parts.push(text!("ww-deck-count", count = c, role = r.label())),
        }
    }
    let b = balance(deck);
    text!(
        "ww-deck-described",
        roles = Text::list(parts),
        balance = Arg::Plain(format!("{b:+}"))
    )
}

/// [`describe_text`] in English, for logs and tests.
pub fn describe(deck: &[Role]) -> String {
    describe_text(deck).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_are_balanced_with_one_seer_and_a_wolf_per_four_players() {
        for n in 5..=40 {
            let deck = preset(n);
            assert_eq!(deck.len(), n);
            assert_eq!(
                deck.iter().filter(|r| **r == Role::Seer).count(),
                1,
                "n={n}"
            );
            let wolves = deck.iter().filter(|r| r.is_wolf()).count();
            let about = (n / 4).max(1);
            assert!(
                wolves == about || wolves + 1 == about,
                "n={n}: {wolves} wolves"
            );
            assert!(balance(&deck).abs() <= 1, "n={n}: {}", describe(&deck));
            assert!(deck.iter().filter(|r| **r == Role::Mason).count() != 1);
        }
    }

    #[test]
    fn custom_role_list_fills_with_villagers() {
        let deck = custom("seer=1, werewolf=2, villager=4", 9).unwrap();
        assert_eq!(deck.len(), 9);
        assert_eq!(deck.iter().filter(|r| **r == Role::Villager).count(), 6);
    }

    #[test]
    fn custom_role_list_errors_are_clear() {
        assert!(custom("seer=1,villager=4", 6)
            .unwrap_err()
            .contains("no werewolf"));
        assert!(custom("werewolf=2,villager=6", 6)
            .unwrap_err()
            .contains("only 6 players"));
        assert!(custom("werewolf=x", 6)
            .unwrap_err()
            .contains("whole number"));
        assert!(custom("dragon=1", 6)
            .unwrap_err()
            .contains("unknown role `dragon`"));
        assert!(custom("werewolf=3", 6).unwrap_err().contains("win at once"));
    }

    use crate::engine::{Game, Options, Setup};
    use crate::games::werewolf::Werewolf;
    use crate::games::GameKind;

    fn roles(value: &str) -> Options {
        Options::parse(Werewolf::option_specs(), [("roles", value)]).expect("valid roles")
    }

    /// The lobby's notes as English.
    fn notes_for(value: &str, seats: usize) -> Vec<String> {
        Werewolf::lobby_notes(&roles(value), seats)
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    fn blockers(notes: &[String]) -> Vec<&String> {
        notes.iter().filter(|n| n.starts_with('⛔')).collect()
    }

    #[test]
    fn lobby_shows_the_preset_deck_for_the_seats_and_its_balance() {
        let notes = notes_for("auto", 8);
        let deck = preset(8);
        let all = notes.join("\n");
        assert!(all.contains("preset for 8 players"), "{all}");
        assert!(all.contains(&describe(&deck)), "{all}");
        assert!(
            all.contains(&format!("Balance {:+}", balance(&deck))),
            "{all}"
        );
        assert!(blockers(&notes).is_empty(), "{all}");
        let more = notes_for("auto", 12).join("\n");
        assert!(
            more.contains(&describe(&preset(12))),
            "it follows the seats: {more}"
        );
    }

    #[test]
    fn lobby_shows_a_custom_deck_filled_with_villagers_and_its_balance() {
        let notes = notes_for("seer=1,werewolf=2,witch=1", 9);
        let all = notes.join("\n");
        assert!(
            all.contains(
                "(your list, for 9 players): 5 Villager, Seer, Witch, 2 Werewolf (balance +4)"
            ),
            "{all}"
        );
        assert!(all.contains("Balance +4"), "{all}");
        assert!(blockers(&notes).is_empty(), "{all}");
    }

    #[test]
    fn lobby_warns_when_the_deck_has_no_werewolf() {
        let notes = notes_for("seer=1,minion=1", 6);
        let b = blockers(&notes);
        assert_eq!(b.len(), 1, "{notes:?}");
        assert!(b[0].contains("no werewolf"), "{notes:?}");
        let empty = notes_for("none", 6);
        assert!(blockers(&empty)[0].contains("no werewolf"), "{empty:?}");
    }

    #[test]
    fn lobby_warns_when_the_list_has_more_roles_than_players() {
        let notes = notes_for("seer=1,werewolf=1,villager=5", 6);
        let b = blockers(&notes);
        assert_eq!(b.len(), 1, "{notes:?}");
        assert!(
            b[0].contains("7 roles but there are only 6 players"),
            "{notes:?}"
        );
        assert!(b[0].contains("remove 1 role"), "{notes:?}");
    }

    #[test]
    fn lobby_warns_when_the_werewolves_would_win_at_once() {
        let notes = notes_for("werewolf=3", 6);
        assert!(blockers(&notes)[0].contains("win at once"), "{notes:?}");
    }

    #[test]
    fn lobby_warns_with_fewer_than_five_players_and_shows_the_deck_for_five() {
        let notes = notes_for("auto", 2);
        let b = blockers(&notes);
        assert_eq!(b.len(), 1, "{notes:?}");
        assert!(
            b[0].contains("2 players: Werewolf needs at least 5"),
            "{notes:?}"
        );
        assert!(
            notes.join("\n").contains(&describe(&preset(5))),
            "{notes:?}"
        );
    }

    #[test]
    fn lobby_warns_but_allows_a_custom_deck_without_a_seer() {
        let notes = notes_for("werewolf=1", 6);
        assert!(blockers(&notes).is_empty(), "{notes:?}");
        assert!(
            notes.iter().any(|n| n.starts_with("⚠️ No Seer")),
            "{notes:?}"
        );
        let preset_notes = notes_for("auto", 6);
        assert!(!preset_notes.iter().any(|n| n.contains("No Seer")));
    }

    #[test]
    fn lobby_notes_block_exactly_the_decks_that_start_refuses() {
        let lists = [
            "auto",
            "none",
            "werewolf=1",
            "seer=1,werewolf=2",
            "werewolf=2,villager=3",
            "wolf_cub=1,werewolf=2,minion=1,seer=1",
            "seer=1,werewolf=1,villager=9",
            "tanner=2,mason=2",
        ];
        for list in lists {
            for n in 1..=12 {
                let options = roles(list);
                let notes: Vec<String> = GameKind::Werewolf
                    .lobby_notes(&options, n)
                    .iter()
                    .map(ToString::to_string)
                    .collect();
                let names = (0..n).map(|i| format!("p{i}").into()).collect();
                let setup = Setup {
                    names,
                    options,
                    seed: 1,
                };
                let refused = GameKind::Werewolf.setup(&setup).is_err();
                assert_eq!(
                    !blockers(&notes).is_empty(),
                    refused,
                    "{list} at {n}: {notes:?}"
                );
            }
        }
    }

    #[test]
    fn the_auto_value_of_the_roles_is_the_preset_for_the_seats() {
        for n in [1, 5, 8, 13, 40] {
            let text = Werewolf::auto_value("roles", &roles("auto"), n).unwrap();
            assert_eq!(
                custom(&text, n.clamp(5, 40)).unwrap(),
                preset(n.clamp(5, 40))
            );
            assert_eq!(roles(&text).text("roles"), text, "already normalised");
        }
        assert_eq!(Werewolf::auto_value("roles", &roles("werewolf=1"), 8), None);
        assert_eq!(Werewolf::auto_value("artifacts", &roles("auto"), 8), None);
    }

    #[test]
    fn the_roles_option_takes_role_keys_or_names_and_at_most_forty_cards() {
        assert_eq!(roles("Wolf Cub=1, seer").text("roles"), "seer=1,wolf_cub=1");
        let specs = Werewolf::option_specs();
        let err = Options::parse(specs, [("roles", "dragon=1")]).unwrap_err();
        assert!(err.to_string().contains("unknown item `dragon`"), "{err}");
        assert!(err.to_string().contains("apprentice_seer"), "{err}");
        assert!(Options::parse(specs, [("roles", "villager=40,werewolf=1")]).is_err());
    }
}
#[test]
#[ignore]
fn print_presets() {
    for n in 5..=40 {
        println!("{n:2}: {}", describe(&preset(n)));
    }
}
