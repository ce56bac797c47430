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

/// Parses the host's role list for `n` players: `role=count` pairs separated by
/// commas (a bare role name counts once). Fewer roles than players are filled
/// with Villagers.
pub fn custom(text: &str, n: usize) -> Result<Vec<Role>, String> {
    let mut deck = Vec::new();
    for part in text
        .split([',', ';'])
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        let (name, count) = match part.split_once(['=', ':', '*']) {
            Some((name, count)) => {
                let count: usize = count.trim().parse().map_err(|_| {
                    format!("`{part}`: the count must be a whole number, e.g. werewolf=2")
                })?;
                (name, count)
            }
            None => (part, 1),
        };
        let role = Role::from_key(name).ok_or_else(|| {
            let keys: Vec<String> = Role::ALL.iter().map(|r| r.key()).collect();
            format!(
                "unknown role `{}`; the roles are: {}",
                name.trim(),
                keys.join(", ")
            )
        })?;
        deck.extend(std::iter::repeat_n(role, count));
    }
    if deck.len() > n {
        return Err(format!(
            "the role list has {} roles but there are only {n} players: remove {} role(s)",
            deck.len(),
            deck.len() - n
        ));
    }
    let wolves = deck.iter().filter(|r| r.is_wolf()).count();
    if wolves == 0 {
        return Err("the role list has no werewolf: add werewolf=1 (or a wolf_cub)".to_string());
    }
    while deck.len() < n {
        deck.push(Role::Villager);
    }
    if wolves * 2 >= n {
        return Err(format!(
            "{wolves} werewolves among {n} players would win at once: use fewer werewolves (about one per four players)"
        ));
    }
    deck.sort();
    Ok(deck)
}

/// "Seer, 2 Werewolf, 3 Villager (balance +1)".
pub fn describe(deck: &[Role]) -> String {
    let mut parts = Vec::new();
    for r in Role::ALL {
        let c = deck.iter().filter(|x| **x == r).count();
        match c {
            0 => {}
            1 => parts.push(r.name().to_string()),
            _ => parts.push(format!("{c} {}", r.name())),
        }
    }
    let b = balance(deck);
    format!("{} (balance {b:+})", parts.join(", "))
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
}
#[test]
#[ignore]
fn print_presets() {
    for n in 5..=40 {
        println!("{n:2}: {}", describe(&preset(n)));
    }
}
