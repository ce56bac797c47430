//! What each artifact does once revealed: the condition check (a card whose
//! condition is not met is used up with no effect), the always-in-effect
//! cards, the one-use effects, the Rod/Scepter at elimination and the "each
//! day at dawn" choices. Choices of players are announced publicly; results
//! marked "secretly" go to the owner only.

use super::artifacts::Held;
use super::{Artifact, Cause, Fact, Pending, Resolution, Role, Seat, Team, Werewolf};
use crate::engine::{Arg, Text};
use crate::text;

impl Werewolf {
    /// Turns the card face up and checks its condition. Returns whether the
    /// resolution goes on to its choices.
    pub(super) fn begin(&mut self, r: &mut Resolution) -> bool {
        let owner = r.owner;
        let Some(i) = self.players[owner]
            .artifacts
            .iter()
            .position(|h| h.art == r.art)
        else {
            return false;
        };
        if !self.players[owner].alive || self.players[owner].artifacts[i].revealed {
            return false;
        }
        self.turn_face_up(owner, i);
        r.started = true;
        self.stat(r.art, true, false);
        let (player, artifact, effect) = (self.player(owner), r.art.label(), r.art.text_label());
        self.announce(if r.forced {
            text!("ww-artifact-must-reveal", player = player, artifact = artifact, effect = effect)
        } else {
            text!("ww-artifact-reveals", player = player, artifact = artifact, effect = effect)
        });
        if let Some(reason) = self.unmet(r) {
            self.fizzle(r, reason);
            return false;
        }
        if r.art.is_always() {
            match r.art {
                Artifact::ClawOfTheWerewolf => self.join_pack(owner),
                Artifact::AmuletOfProtection => self.players[owner].artifacts[i].chosen.push(owner),
                _ => {}
            }
            if r.art == Artifact::VoidOfNothingness {
                self.stat_no_effect(r.art);
            } else {
                self.stat(r.art, false, true);
            }
            return false;
        }
        true
    }

    /// Turns `seat`'s artifact `index` face up today; a one-use card's
    /// reveal is remembered for the Amber of Dawn.
    fn turn_face_up(&mut self, seat: Seat, index: usize) {
        let round = self.round;
        let p = &mut self.players[seat];
        let h = &mut p.artifacts[index];
        h.revealed = true;
        h.revealed_day = round;
        p.revealed_one_use |= !h.art.is_always();
    }

    /// Why the card cannot work now, if it cannot.
    fn unmet(&self, r: &mut Resolution) -> Option<Text> {
        use Artifact::*;
        let others = self.others(r.owner).len();
        let ok = match r.art {
            PrismOfPower => others >= 3,
            RodOfReincarnation | ScepterOfRebirth => {
                return Some(text!("ww-unmet-only-on-elimination"))
            }
            SheetOfTheGhost => match self.ghosts()[..] {
                [] => return Some(text!("ww-unmet-no-ghost")),
                [g] => {
                    r.targets = vec![g];
                    true
                }
                // Several ghosts: the owner chooses whom to ask.
                _ => true,
            },
            SapphireOfFate | AmethystOfKnowledge | EmeraldOfJealousy | OnyxOfDestruction => {
                !self.face_down_holders(r.owner, &[]).is_empty()
            }
            RubyOfKismet => self.face_down_holders(r.owner, &[]).len() >= 2,
            DiamondOfDenial => !self.active_holders(r.owner).is_empty(),
            CitrineOfFortune => !self.art_deck.is_empty(),
            StoneOfAlteration => !self.unused_roles.is_empty(),
            OrbOfSpeculation => others >= 2,
            BloodOfTheDiseased
            | StaffOfTheSeer
            | RingOfTruth
            | MistOfAura
            | MirrorOfTheDoppelganger
            | BreathOfTheOldMan
            | BowOfHunting
            | SpearOfFury => others >= 1,
            _ => true,
        };
        (!ok).then(|| text!("ww-unmet-condition"))
    }

    /// The players eliminated during the previous day by any means (vote,
    /// Hunter, Bow, Spear, Orb, wounds at dusk), still dead.
    pub(super) fn ghosts(&self) -> Vec<Seat> {
        (0..self.n())
            .filter(|&s| {
                matches!(self.players[s].death,
                    Some((day, cause)) if day + 1 == self.round && cause.by_day())
            })
            .collect()
    }

    /// A one-use card stays face up, used (wherever it is now: the Bow may
    /// have been handed on, the Emerald's owner may have lost it).
    fn mark_used(&mut self, art: Artifact) {
        if art.is_always() {
            return;
        }
        for p in &mut self.players {
            if let Some(h) = p.artifacts.iter_mut().find(|h| h.art == art) {
                h.used = true;
            }
        }
    }

    /// Used up with no effect.
    pub(super) fn fizzle(&mut self, r: &Resolution, reason: Text) {
        self.mark_used(r.art);
        self.stat_no_effect(r.art);
        self.say(text!("ww-artifact-no-effect", artifact = r.art.label(), reason = reason));
    }

    pub(super) fn amethyst_view(&mut self, r: &mut Resolution) {
        let (t, card) = (r.targets[0], r.cards[0]);
        let text = text!("ww-amethyst-view", player = self.player(t), artifact = card.label());
        self.learn(r.owner, t, Fact::Artifact(card), text);
        r.viewed = true;
    }

    fn take_card(&mut self, seat: Seat, art: Artifact) -> Option<Held> {
        let i = self.players[seat]
            .artifacts
            .iter()
            .position(|h| h.art == art)?;
        Some(self.players[seat].artifacts.remove(i))
    }

    pub(super) fn execute(&mut self, r: Resolution) {
        use Artifact::*;
        let owner = r.owner;
        let me = self.player(owner);
        let target = r.targets.first().copied();
        let tname = match target {
            Some(t) => self.player(t),
            None => Arg::Plain(String::new()),
        };
        let mut effect = true;
        match r.art {
            PrismOfPower => {
                self.prism = Some((self.round + 1, r.targets.clone()));
                let players = self.players_list(&r.targets);
                self.say(text!("ww-prism-victims", players = Text::list(players)));
            }
            SheetOfTheGhost => match r.letter {
                Some(c) => self.say(text!(
                    "ww-ghost-letter",
                    ghost = tname,
                    player = me,
                    letter = Arg::Plain(c.to_string())
                )),
                None => effect = false,
            },
            SapphireOfFate => {
                if let (Some(t), Some(&card)) = (target, r.cards.first()) {
                    self.spawned
                        .push(Pending::Reveal(Resolution::new(t, card, true)));
                }
            }
            AmethystOfKnowledge => {
                if r.force == Some(true) {
                    self.say(text!("ww-amethyst-force", player = me, target = tname));
                    if let (Some(t), Some(&card)) = (target, r.cards.first()) {
                        self.spawned
                            .push(Pending::Reveal(Resolution::new(t, card, true)));
                    }
                } else {
                    self.say(text!("ww-amethyst-keep", player = me));
                }
            }
            DiamondOfDenial => {
                if let (Some(t), Some(&card)) = (target, r.cards.first()) {
                    if self.take_card(t, card).is_some() {
                        self.shuffle_into_deck(card);
                        self.say(text!(
                            "ww-diamond-denies",
                            player = me,
                            target = tname,
                            artifact = card.label()
                        ));
                    }
                }
            }
            EmeraldOfJealousy => {
                if let (Some(t), Some(&card)) = (target, r.cards.first()) {
                    if let Some(h) = self.take_card(t, card) {
                        self.players[owner].artifacts.push(h);
                        self.say(text!("ww-emerald-takes", player = me, target = tname));
                    }
                }
            }
            OnyxOfDestruction => {
                if let (Some(t), Some(&card)) = (target, r.cards.first()) {
                    if self.take_card(t, card).is_some() {
                        self.art_removed.push(card);
                        self.say(text!("ww-onyx-destroys", player = me, target = tname));
                    }
                }
            }
            RubyOfKismet => {
                for (&t, &card) in r.targets.iter().zip(&r.cards) {
                    self.spawned
                        .push(Pending::Reveal(Resolution::new(t, card, true)));
                }
            }
            CitrineOfFortune => {
                if let Some(new) = self.art_deck.pop() {
                    self.take_card(owner, CitrineOfFortune);
                    self.shuffle_into_deck(CitrineOfFortune);
                    self.players[owner].artifacts.push(Held::face_down(new));
                    self.say(text!("ww-citrine-exchanges", player = me));
                    self.spawned
                        .push(Pending::Reveal(Resolution::new(owner, new, true)));
                } else {
                    effect = false;
                }
            }
            AmberOfDawn => {
                let mut got = Vec::new();
                for s in self.living() {
                    // Who revealed one, not what they hold now (games saved
                    // before the record: a face-up one-use card in hand).
                    let p = &self.players[s];
                    let used_one = p.revealed_one_use
                        || p.artifacts.iter().any(|h| h.revealed && !h.art.is_always());
                    if used_one {
                        if let Some(card) = self.art_deck.pop() {
                            self.players[s].artifacts.push(Held::face_down(card));
                            got.push(s);
                        }
                    }
                }
                effect = !got.is_empty();
                if effect {
                    let players = Text::list(self.players_list(&got));
                    self.say(text!("ww-amber-rewards", players = players));
                } else {
                    self.say(text!("ww-amber-nobody"));
                }
            }
            BloodOfTheDiseased => {
                if let Some(t) = target {
                    self.players[t].diseased = true;
                    self.say(text!("ww-now-diseased", player = tname));
                }
            }
            SkimmerOfTheCursed => {
                self.players[owner].cursed = true;
                self.say(text!("ww-now-cursed", player = me));
            }
            StaffOfTheSeer | RingOfTruth | MistOfAura | MirrorOfTheDoppelganger => {
                if let Some(t) = target {
                    let role = self.seen_card(t);
                    let them = self.player(t);
                    let (fact, result) = match r.art {
                        RingOfTruth if self.seen_as_wolf(t) => {
                            (Fact::Werewolf(true), text!("werewolf-finding-werewolf", player = them))
                        }
                        RingOfTruth => (
                            Fact::Werewolf(false),
                            text!("werewolf-finding-not-werewolf", player = them),
                        ),
                        MistOfAura if role.is_special() => {
                            (Fact::Special(true), text!("werewolf-finding-special", player = them))
                        }
                        MistOfAura => (
                            Fact::Special(false),
                            text!("werewolf-finding-not-special", player = them),
                        ),
                        _ => (
                            Fact::Role(role),
                            text!("werewolf-finding-role", player = them, role = role.label()),
                        ),
                    };
                    let text = text!(
                        "werewolf-intel-artifact-look",
                        artifact = r.art.label(),
                        finding = result
                    );
                    self.learn(owner, t, fact, text.clone());
                    self.log.push(text!(
                        "werewolf-log-artifact-look",
                        player = self.player(owner),
                        look = text
                    ));
                    if r.art == MirrorOfTheDoppelganger {
                        self.gain_power(owner, role);
                    }
                }
            }
            DiaryOfTheInsomniac => {
                let (left, right) = self.neighbours(owner);
                let acted = [left, right]
                    .iter()
                    .flatten()
                    .any(|&s| self.last_acted.get(s) == Some(&true));
                self.say(if acted {
                    text!("ww-diary-acted", player = me)
                } else {
                    text!("ww-diary-quiet", player = me)
                });
            }
            StoneOfAlteration => {
                self.take_new_role(owner, true);
                self.say(text!("ww-stone-new-role", player = me));
            }
            BreathOfTheOldMan => {
                if let Some(t) = target {
                    self.players[t].doomed = Some(self.round + 2);
                    self.say(text!("ww-breath-doomed", player = tname));
                }
            }
            BowOfHunting => {
                if let Some(&victim) = r.targets.get(1) {
                    self.say(text!("ww-bow-shoots", player = tname, target = self.player(victim)));
                    self.kill(victim, Cause::Bow);
                } else {
                    effect = false;
                }
            }
            SpearOfFury => {
                self.players[owner].role_public = true;
                let role = self.players[owner].role.label();
                self.say(text!("ww-spear-strikes", player = me, role = role, target = tname));
                if let Some(t) = target {
                    self.kill(t, Cause::Spear);
                }
            }
            OrbOfSpeculation => {
                let named: Vec<Seat> = r.targets.clone();
                let players = Text::and_list(self.players_list(&named));
                self.mark_used(r.art);
                self.stat(r.art, false, true);
                if named.len() == 2 && named.iter().all(|&s| self.is_werewolf(s)) {
                    self.say(text!("ww-orb-right", player = me, players = players));
                    self.finish_game(Team::Village, text!("ww-win-orb"));
                } else {
                    self.say(text!("ww-orb-wrong", player = me, players = players));
                    self.kill(owner, Cause::Orb);
                }
                return;
            }
            TalismanOfTrouble => {
                self.today.allowed = 2;
                self.say(text!("ww-talisman"));
            }
            _ => effect = false,
        }
        self.mark_used(r.art);
        if effect {
            self.stat(r.art, false, true);
        } else {
            self.stat_no_effect(r.art);
        }
    }

    /// The nearest living players on each side.
    pub(super) fn neighbours(&self, seat: Seat) -> (Option<Seat>, Option<Seat>) {
        let n = self.n();
        let left = (1..n)
            .map(|d| (seat + n - d) % n)
            .find(|&s| self.players[s].alive);
        let right = (1..n)
            .map(|d| (seat + d) % n)
            .find(|&s| self.players[s].alive);
        (left, right)
    }

    /// Mirror of the Doppelganger: the viewed role's power, beside your own.
    fn gain_power(&mut self, seat: Seat, role: Role) {
        match role {
            r if r.is_wolf() => {
                let already = self.is_werewolf(seat);
                let p = &mut self.players[seat];
                p.turned = true;
                p.wolf_by_artifact = true;
                if !already {
                    self.join_pack(seat);
                }
                // The Wolf Cub's power is its revenge when it dies.
                if r == Role::WolfCub && !self.has_power(seat, r) {
                    self.players[seat].extra_powers.push(r);
                }
            }
            Role::Minion => {
                for w in self.living_wolves().into_iter().filter(|&w| w != seat) {
                    let text = text!("ww-intel-is-werewolf", player = self.player(w));
                    self.learn(seat, w, Fact::Pack, text);
                }
            }
            Role::Mason => {
                let masons: Vec<Seat> = self
                    .living()
                    .into_iter()
                    .filter(|&m| m != seat && self.players[m].role == Role::Mason)
                    .collect();
                for m in masons {
                    let text = text!("ww-intel-is-mason", player = self.player(m));
                    self.learn(seat, m, Fact::Role(Role::Mason), text);
                }
            }
            Role::Cursed => self.players[seat].cursed = true,
            Role::Diseased => self.players[seat].diseased = true,
            Role::Villager | Role::Lycan | Role::Tanner => {}
            other => {
                if !self.has_power(seat, other) {
                    self.players[seat].extra_powers.push(other);
                }
                if other == Role::ApprenticeSeer {
                    self.promote_apprentices();
                }
            }
        }
    }

    /// Swaps the role card for a random unused one (Stone: the old card
    /// becomes unused; Rod: it is discarded, face up).
    pub(super) fn take_new_role(&mut self, seat: Seat, old_to_unused: bool) {
        let k = self.rng.below(self.unused_roles.len());
        let new = self.unused_roles.remove(k);
        let old = self.players[seat].role;
        let was_seer = self.is_the_seer(seat);
        self.players[seat].role = new;
        self.clear_role_state(seat);
        if old_to_unused {
            self.unused_roles.push(old);
        } else {
            self.discarded_roles.push(old);
        }
        self.log.push(text!(
            "werewolf-log-role-changed",
            player = self.player(seat),
            old = old.label(),
            new = new.label()
        ));
        self.note(
            seat,
            text!("werewolf-note-new-role", role = new.label(), ability = new.ability_text()),
        );
        if new.is_wolf() {
            self.join_pack(seat);
        }
        if matches!(new, Role::Minion | Role::Mason) {
            self.gain_power(seat, new);
            self.players[seat].extra_powers.retain(|r| *r != new);
        }
        if was_seer || new == Role::ApprenticeSeer {
            self.promote_apprentices();
        }
    }

    /// A new card clears every state of the old role: spent powers and
    /// picks, a wound, a promotion, the Cursed card's conversion. What
    /// artifacts gave (Mirror powers, Claw, Skimmer, Blood) stays, and so
    /// does a turn the wolves made of a Skimmer's or Mirror's curse.
    fn clear_role_state(&mut self, seat: Seat) {
        let p = &mut self.players[seat];
        p.wounded = None;
        p.promoted = false;
        p.prince_used = false;
        p.save_used = false;
        p.poison_used = false;
        p.last_guarded = None;
        if p.converted {
            p.converted = false;
            p.turned = p.wolf_by_artifact;
        }
    }

    pub(super) fn use_rebirth(&mut self, seat: Seat, index: usize, cause: Cause) {
        let art = self.players[seat].artifacts[index].art;
        self.turn_face_up(seat, index);
        self.players[seat].artifacts[index].used = true;
        self.stat(art, true, false);
        let me = self.player(seat);
        if art == Artifact::ScepterOfRebirth {
            self.announce(text!("ww-scepter-rebirth", player = me));
            // Back to life, whole: a Tough Guy's wound is healed.
            self.players[seat].wounded = None;
            self.stat(art, false, true);
        } else if self.unused_roles.is_empty() {
            self.announce(text!("ww-rod-no-role", player = me));
            self.stat_no_effect(art);
            self.finalize_death(seat, cause);
        } else {
            self.announce(if self.cfg.reveal_roles {
                let role = self.players[seat].role.label();
                text!("ww-rod-new-role-was", player = me, role = role)
            } else {
                text!("ww-rod-new-role", player = me)
            });
            self.players[seat].role_public = false;
            self.take_new_role(seat, false);
            self.stat(art, false, true);
        }
    }

    /// An "each day at dawn" artifact's choice.
    pub(super) fn dawn_effect(&mut self, seat: Seat, art: Artifact, t: Seat) {
        let round = self.round;
        let Some(i) = self.players[seat]
            .artifacts
            .iter()
            .position(|h| h.art == art)
        else {
            return;
        };
        self.players[seat].artifacts[i].chosen.push(t);
        let (me, them) = (self.player(seat), self.player(t));
        match art {
            Artifact::AmuletOfProtection => {
                let h = self.players[seat].artifacts.remove(i);
                self.players[t].artifacts.push(h);
                self.say(text!("ww-amulet-passes", player = me, target = them));
            }
            Artifact::ShieldOfTheBodyguard => {
                self.shielded.push((t, round + 1));
                self.say(text!("ww-shield-chosen", player = me, target = them));
            }
            Artifact::HeartOfIndifference => {
                self.players[t].novote_day = Some(round);
                self.say(text!("ww-heart-chosen", player = me, target = them));
            }
            Artifact::MaskOfSpellcasting => {
                self.players[t].silenced_day = Some(round);
                self.say(text!("ww-mask-chosen", player = me, target = them));
            }
            Artifact::CudgelOfTheOldHag => {
                self.players[t].away_day = Some(round);
                self.say(text!("ww-cudgel-chosen", player = me, target = them));
            }
            _ => {}
        }
        self.stat_use(art, 0, 0, 1);
    }
}
