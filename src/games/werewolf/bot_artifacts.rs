//! How bots play their artifacts, from what their seat knows (see `bot.rs`):
//! when a bot turns a card face up, and how it answers the card's questions
//! (targets, blind cards, the Amethyst's "make them reveal it?", the "each
//! day at dawn" choices). A bot plays a card with a purpose or keeps it: it
//! copies with the Mirror only a player it knows is no werewolf, aims gems
//! and seeing cards at the players it suspects, keeps vote immunity until it
//! is on trial, strikes with the Spear only at a known werewolf (a wolf only
//! when the blow wins the game or it is on trial anyway), and leaves face
//! down the cards that would only hurt its own side.

use super::resolve::Ask;
use super::{Act, Artifact, Phase, Resolution, Role, Seat, Team, Werewolf};
use crate::engine::GameRng;

/// The hostility (see `Werewolf::hostility`) from which a bot treats a
/// player as a suspect worth aiming a card at: a bot on the wolf side feels
/// it for every player outside the pack, a village bot for a player the
/// votes or the claims point at, or one it knows is a werewolf.
const SUSPECT: i32 = 3;

/// Cards that hurt the side of whoever must turn them face up: forced on a
/// suspect by a gem, they work for the one who forced them.
fn hurts_its_holder(art: Artifact) -> bool {
    use Artifact::*;
    matches!(
        art,
        CapOfIdiocy
            | WreathOfPeace
            | ClawOfTheWerewolf
            | OrbOfSpeculation
            | RodOfReincarnation
            | ScepterOfRebirth
            | SkimmerOfTheCursed
    )
}

/// Always-in-effect cards that serve whoever holds them: the Diamond of
/// Denial takes them from the other side.
fn helps_its_holder(art: Artifact) -> bool {
    use Artifact::*;
    // The Cap, the Wreath and the Void hamper (or do nothing for) whoever
    // holds them.
    art.is_always() && !matches!(art, CapOfIdiocy | WreathOfPeace | VoidOfNothingness)
}

/// Roles with nothing to lose to the Stone of Alteration.
fn has_no_power_to_lose(role: Role) -> bool {
    matches!(role, Role::Villager | Role::Lycan | Role::Cursed)
}

impl Werewolf {
    /// Whether `me` turns `art` face up now, in the discussion or while
    /// somebody else is on trial (on trial, see [`Werewolf::reveal_on_trial`]).
    pub(super) fn wants_reveal(&self, me: Seat, art: Artifact) -> bool {
        use Artifact::*;
        let team = self.team(me);
        let wolf_side = team == Team::Werewolves;
        let knows = self.known_wolves(me).len();
        match art {
            // The Tanner wants to be eliminated: the Claw makes it look like a
            // werewolf; it never shields itself.
            ClawOfTheWerewolf => {
                team == Team::Tanner || (wolf_side && !self.is_werewolf(me))
            }
            CloakOfThePrince => false,
            AmuletOfProtection => team == Team::Village,
            CapOfIdiocy | WreathOfPeace | SkimmerOfTheCursed | VoidOfNothingness => false,
            RodOfReincarnation | ScepterOfRebirth => false,
            OrbOfSpeculation => !wolf_side && knows >= 2,
            StoneOfAlteration => !wolf_side && self.stone_is_worth_it(me),
            BloodOfTheDiseased => !wolf_side,
            // Showing a wolf card costs the pack a wolf: only for the win.
            SpearOfFury if wolf_side => self.blow_wins(me),
            SpearOfFury | PrismOfPower => !wolf_side && knows >= 1,
            BreathOfTheOldMan => wolf_side || knows >= 1,
            TalismanOfTrouble => wolf_side || knows >= 1,
            BowOfHunting => !self.friends(me).is_empty() && (wolf_side || knows >= 1),
            MirrorOfTheDoppelganger => wolf_side || !self.known_clean(me).is_empty(),
            SheetOfTheGhost => !self.ghosts().is_empty(),
            DiamondOfDenial => self
                .best_denial(me, &self.active_holders(me))
                .is_some_and(|(_, _, value)| value >= SUSPECT),
            SapphireOfFate | AmethystOfKnowledge | EmeraldOfJealousy | OnyxOfDestruction => {
                self.suspect_holders(me) >= 1
            }
            RubyOfKismet => self.suspect_holders(me) >= 2,
            _ => true,
        }
    }

    /// On trial, a bot reveals the card that keeps it in the game before
    /// the vote; a wolf with nothing to save it strikes with the Spear when
    /// the table already calls it a werewolf.
    pub(super) fn reveal_on_trial(&self, me: Seat, acts: &[Act]) -> Option<Act> {
        if !matches!(self.phase, Phase::Defence { accused, .. } if accused == me)
            || self.team(me) == Team::Tanner
        {
            return None;
        }
        let card = |i: usize| self.players[me].artifacts[i].art;
        let reveals = acts.iter().filter_map(|&a| match a {
            Act::Reveal(i) => Some((a, card(i))),
            _ => None,
        });
        let accused_in_public = self.claim_weight(me, me) > 0;
        let mut spear = None;
        for (act, art) in reveals {
            if super::votes::saves_from_the_vote(art) {
                return Some(act);
            }
            if art == Artifact::SpearOfFury && self.on_wolf_side(me) && accused_in_public {
                spear = Some(act);
            }
        }
        spear
    }

    /// The Stone of Alteration is worth it for a village bot whose card has
    /// no power, when few of the cards left out of the game (public: all
    /// the roles but the dealt ones) are on the wolf side.
    fn stone_is_worth_it(&self, me: Seat) -> bool {
        if !has_no_power_to_lose(self.players[me].role) {
            return false;
        }
        let left_out: Vec<Role> = Role::ALL
            .into_iter()
            .filter(|r| !self.deck.contains(r))
            .collect();
        let wolf_side = left_out
            .iter()
            .filter(|r| r.team() == Team::Werewolves)
            .count();
        wolf_side * 5 <= left_out.len()
    }

    /// A wolf's blow with the Spear wins the game at once: with one
    /// villager fewer the pack `me` knows is as many as everyone else.
    fn blow_wins(&self, me: Seat) -> bool {
        let pack = self.known_wolves(me).len() + self.is_werewolf(me) as usize;
        let living = self.living().len();
        pack * 2 >= living - 1
    }

    /// Players `me` knows are no werewolf.
    fn known_clean(&self, me: Seat) -> Vec<Seat> {
        self.others(me)
            .into_iter()
            .filter(|&t| self.belief(me, t) == Some(false))
            .collect()
    }

    /// Players `me` would trust with a card: the pack for a wolf, players
    /// known to be no werewolf for the village.
    fn friends(&self, me: Seat) -> Vec<Seat> {
        if self.on_wolf_side(me) {
            self.known_wolves(me)
        } else {
            self.known_clean(me)
        }
    }

    /// How many suspects hold a face-down artifact.
    fn suspect_holders(&self, me: Seat) -> usize {
        self.face_down_holders(me, &[])
            .into_iter()
            .filter(|&t| self.hostility(me, t) >= SUSPECT)
            .count()
    }

    /// The revealed always-in-effect card the Diamond of Denial would take
    /// from one of `holders`, and what taking it is worth to `me`: a card
    /// that serves its holder is worth taking from a suspect, one that
    /// hampers its holder from a friend.
    fn best_denial(&self, me: Seat, holders: &[Seat]) -> Option<(Seat, usize, i32)> {
        holders
            .iter()
            .flat_map(|&t| {
                let hand = &self.players[t].artifacts;
                (0..hand.len())
                    .filter(move |&i| hand[i].active())
                    .map(move |i| {
                        let h = self.hostility(me, t);
                        let value = if helps_its_holder(hand[i].art) { h } else { -h };
                        (t, i, value)
                    })
            })
            .max_by_key(|&(t, i, value)| (value, std::cmp::Reverse((t, i))))
    }

    /// Suspicion from the "each day at dawn" choices, which are public,
    /// about players whose role was shown since: a player whose Heart, Mask
    /// or Cudgel picked villagers looks like a werewolf (one that picked
    /// werewolves less so), and so does one who shielded a werewolf, passed
    /// the Amulet of Protection to one or received it from one.
    /// Every seat's, in one walk through the cards.
    pub(super) fn dawn_choice_suspicion(&self) -> Vec<i32> {
        use Artifact::*;
        let shown_wolf = |c: Seat| {
            let p = &self.players[c];
            p.role_public.then(|| p.role.team() == Team::Werewolves)
        };
        let mut score = vec![0; self.n()];
        for (holder, p) in self.players.iter().enumerate() {
            for h in p.artifacts.iter().filter(|h| h.active()) {
                match h.art {
                    HeartOfIndifference | MaskOfSpellcasting | CudgelOfTheOldHag => {
                        for &c in &h.chosen {
                            score[holder] += match shown_wolf(c) {
                                Some(true) => -2,
                                Some(false) => 2,
                                None => 0,
                            };
                        }
                    }
                    ShieldOfTheBodyguard => {
                        let shielded = h.chosen.iter().filter(|&&c| shown_wolf(c) == Some(true));
                        score[holder] += 3 * shielded.count() as i32;
                    }
                    // The Amulet's list is everyone who held it, in order:
                    // each pass links giver and receiver (once, if the same).
                    AmuletOfProtection => {
                        for pair in h.chosen.windows(2) {
                            let (from, to) = (pair[0], pair[1]);
                            let to_wolf = shown_wolf(to) == Some(true);
                            let from_wolf = shown_wolf(from) == Some(true);
                            if from == to {
                                score[from] += 3 * (to_wolf || from_wolf) as i32;
                            } else {
                                score[from] += 3 * to_wolf as i32;
                                score[to] += 3 * from_wolf as i32;
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        score
    }

    /// A bot's answer to its own artifact's question.
    pub(super) fn bot_reveal_answer(
        &self,
        me: Seat,
        r: &Resolution,
        acts: &[Act],
        targets: &[Seat],
        rng: &mut GameRng,
    ) -> Option<Act> {
        use Artifact::*;
        let hostile = |list: &[Seat], rng: &mut GameRng| {
            self.most_hostile(me, list, rng).map(Act::Target)
        };
        match self.ask(r) {
            Ask::Target { .. } => match r.art {
                BowOfHunting | BloodOfTheDiseased => {
                    self.friendliest(me, targets, rng).map(Act::Target)
                }
                DiamondOfDenial => self
                    .best_denial(me, targets)
                    .map(|(t, _, _)| Act::Target(t)),
                StaffOfTheSeer | RingOfTruth | MistOfAura => {
                    hostile(&self.preferring(me, targets, |b| b.is_none()), rng)
                }
                MirrorOfTheDoppelganger => self.mirror_target(me, targets, rng),
                SheetOfTheGhost => rng.pick(targets).copied().map(Act::Target),
                _ => hostile(targets, rng),
            },
            Ask::Card { target, options, .. } => {
                let slot = if r.art == DiamondOfDenial {
                    self.best_denial(me, &[target]).map(|(_, i, _)| i)
                } else {
                    rng.pick(&options).copied()
                };
                slot.map(Act::Slot)
            }
            Ask::Force { .. } => {
                let target = r.targets.first().copied();
                let card = r.cards.first().copied();
                let force = match (target, card) {
                    (Some(t), Some(art)) => {
                        hurts_its_holder(art) && self.hostility(me, t) >= SUSPECT
                    }
                    _ => false,
                };
                Some(if force { Act::Force } else { Act::Keep })
            }
            Ask::Shot { .. } => hostile(targets, rng),
            Ask::Letter { .. } => Some(self.ghost_letter(me, rng)),
            _ => rng.pick(acts).copied(),
        }
    }

    /// The players of `list` whose [`Werewolf::belief`] for `me` passes
    /// `keep`, or all of `list` when none does (the choice must be made).
    fn preferring(&self, me: Seat, list: &[Seat], keep: fn(Option<bool>) -> bool) -> Vec<Seat> {
        let kept: Vec<Seat> = list
            .iter()
            .copied()
            .filter(|&t| keep(self.belief(me, t)))
            .collect();
        if kept.is_empty() {
            list.to_vec()
        } else {
            kept
        }
    }

    /// The Mirror copies the role it sees, a werewolf's too: a village bot
    /// copies a player it knows is no werewolf (the least suspect one when
    /// it must and knows none); a wolf copies a player outside the pack.
    fn mirror_target(&self, me: Seat, targets: &[Seat], rng: &mut GameRng) -> Option<Act> {
        if self.on_wolf_side(me) {
            let outside = self.preferring(me, targets, |b| b != Some(true));
            return rng.pick(&outside).copied().map(Act::Target);
        }
        let clean = self.preferring(me, targets, |b| b == Some(false));
        self.friendliest(me, &clean, rng).map(Act::Target)
    }

    /// A ghost points at a wolf it knows with its initial.
    fn ghost_letter(&self, me: Seat, rng: &mut GameRng) -> Act {
        let letter = self
            .known_wolves(me)
            .first()
            .and_then(|&w| self.name(w).chars().next())
            .map(|c| c.to_ascii_uppercase())
            .filter(|c| c.is_ascii_uppercase())
            .unwrap_or((b'A' + rng.below(26) as u8) as char);
        Act::Letter(letter)
    }

    /// A bot's choice with an "each day at dawn" artifact: the Amulet and
    /// the Shield go to a friend; the Heart and the Mask to the most suspect
    /// player; the Cudgel sends a suspect away, but a village bot keeps in
    /// the village a player it knows is a werewolf, to vote them out.
    pub(super) fn bot_dawn_answer(
        &self,
        me: Seat,
        art: Artifact,
        targets: &[Seat],
        rng: &mut GameRng,
    ) -> Option<Act> {
        let pick = match art {
            Artifact::AmuletOfProtection | Artifact::ShieldOfTheBodyguard => {
                self.friendliest(me, targets, rng)
            }
            Artifact::CudgelOfTheOldHag if !self.on_wolf_side(me) => {
                let unsure = self.preferring(me, targets, |b| b != Some(true));
                self.most_hostile(me, &unsure, rng)
            }
            _ => self.most_hostile(me, targets, rng),
        };
        pick.map(Act::Target)
    }
}
