//! The queue of decisions that interrupt a phase: artifact reveals (one at a
//! time, fully, in order), the decision at elimination (Rod/Scepter), Hunter
//! shots and the "each day at dawn" artifacts. Dealing the artifacts lives
//! here too.
//!
//! `pump` runs the head of the queue until somebody must answer; `ask` says
//! what the head resolution needs next, so prompts, answers, timeouts and bots
//! all read the same question. Effects are in `effects.rs`.

use super::artifacts::{deal_cards, Held};
use super::rules::Aim;
use super::{Act, Artifact, Pending, Resolution, Seat, Werewolf};
use crate::engine::text::Text;
use crate::engine::{Choice, ChoiceStyle, Prompt};
use crate::text;

/// What the resolution at the head of the queue needs next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Ask {
    Target {
        asker: Seat,
        options: Vec<Seat>,
        aim: Aim,
    },
    /// Pick one of `target`'s cards (face-down ones are picked blind).
    Card {
        asker: Seat,
        target: Seat,
        options: Vec<usize>,
    },
    /// Amethyst of Knowledge: show the card (automatic).
    View,
    Force {
        asker: Seat,
    },
    Letter {
        ghost: Seat,
    },
    /// Bow of Hunting: the receiver eliminates a player.
    Shot {
        holder: Seat,
        options: Vec<Seat>,
    },
    Done,
}

impl Werewolf {
    pub(super) fn deal_artifacts(&mut self) -> Result<(), Text> {
        self.art_total = 0;
        if self.cfg.artifacts == 0 {
            return Ok(());
        }
        let per = self.cfg.artifacts as usize;
        let takers: Vec<Seat> = (0..self.n())
            .filter(|s| !self.cfg.opted_out.contains(s))
            .collect();
        let list = self.cfg.artifact_list.clone();
        let (dealt, deck) = deal_cards(&list, per * takers.len(), &mut self.rng)?;
        let mut cards = dealt.into_iter();
        for _ in 0..per {
            for &s in &takers {
                self.players[s].opted_in = true;
                if let Some(a) = cards.next() {
                    self.players[s].artifacts.push(Held::face_down(a));
                }
            }
        }
        self.art_deck = deck;
        self.art_total = list.len();
        Ok(())
    }

    /// A player asks to reveal one of their face-down artifacts.
    pub(super) fn declare_reveal(&mut self, seat: Seat, index: usize) {
        let art = self.players[seat].artifacts[index].art;
        self.spawned
            .push(Pending::Reveal(Resolution::new(seat, art, false)));
    }

    /// Living players other than `owner` holding a face-down artifact.
    pub(super) fn face_down_holders(&self, owner: Seat, exclude: &[Seat]) -> Vec<Seat> {
        self.others(owner)
            .into_iter()
            .filter(|s| {
                !exclude.contains(s) && self.players[*s].artifacts.iter().any(|h| !h.revealed)
            })
            .collect()
    }

    /// Living players other than `owner` holding a revealed
    /// always-in-effect artifact ("a player" is a living one).
    pub(super) fn active_holders(&self, owner: Seat) -> Vec<Seat> {
        self.others(owner)
            .into_iter()
            .filter(|&s| self.players[s].artifacts.iter().any(|h| h.active()))
            .collect()
    }

    fn face_down_indexes(&self, seat: Seat) -> Vec<usize> {
        let hand = &self.players[seat].artifacts;
        (0..hand.len()).filter(|&i| !hand[i].revealed).collect()
    }

    pub(super) fn ask(&self, r: &Resolution) -> Ask {
        use Artifact::*;
        let owner = r.owner;
        let not_chosen = |list: Vec<Seat>| -> Vec<Seat> {
            list.into_iter()
                .filter(|s| !r.targets.contains(s))
                .collect()
        };
        let pick = |aim| Ask::Target {
            asker: owner,
            options: not_chosen(self.others(owner)),
            aim,
        };
        match r.art {
            PrismOfPower if r.targets.len() < 3 => pick(Aim::Choose),
            SapphireOfFate | AmethystOfKnowledge | EmeraldOfJealousy | OnyxOfDestruction => {
                if r.targets.is_empty() {
                    let aim = match r.art {
                        SapphireOfFate => Aim::MakeReveal,
                        AmethystOfKnowledge => Aim::PeekAt,
                        EmeraldOfJealousy => Aim::StealFrom,
                        _ => Aim::Destroy,
                    };
                    Ask::Target {
                        asker: owner,
                        options: self.face_down_holders(owner, &[]),
                        aim,
                    }
                } else if r.cards.is_empty() {
                    Ask::Card {
                        asker: owner,
                        target: r.targets[0],
                        options: self.face_down_indexes(r.targets[0]),
                    }
                } else if r.art == AmethystOfKnowledge && !r.viewed {
                    Ask::View
                } else if r.art == AmethystOfKnowledge && r.force.is_none() {
                    Ask::Force { asker: owner }
                } else {
                    Ask::Done
                }
            }
            RubyOfKismet => {
                if r.cards.len() < r.targets.len() {
                    let target = *r.targets.last().unwrap_or(&owner);
                    Ask::Card {
                        asker: owner,
                        target,
                        options: self.face_down_indexes(target),
                    }
                } else if r.targets.len() < 2 {
                    Ask::Target {
                        asker: owner,
                        options: self.face_down_holders(owner, &r.targets),
                        aim: if r.targets.is_empty() {
                            Aim::FirstToReveal
                        } else {
                            Aim::SecondToReveal
                        },
                    }
                } else {
                    Ask::Done
                }
            }
            DiamondOfDenial => {
                if r.targets.is_empty() {
                    let options = self.active_holders(owner);
                    Ask::Target {
                        asker: owner,
                        options,
                        aim: Aim::Deny,
                    }
                } else if r.cards.is_empty() {
                    let t = r.targets[0];
                    let hand = &self.players[t].artifacts;
                    Ask::Card {
                        asker: owner,
                        target: t,
                        options: (0..hand.len()).filter(|&i| hand[i].active()).collect(),
                    }
                } else {
                    Ask::Done
                }
            }
            BloodOfTheDiseased if r.targets.is_empty() => pick(Aim::MakeDiseased),
            StaffOfTheSeer if r.targets.is_empty() => pick(Aim::ViewRole),
            RingOfTruth if r.targets.is_empty() => pick(Aim::Test),
            MistOfAura if r.targets.is_empty() => pick(Aim::ReadAura),
            MirrorOfTheDoppelganger if r.targets.is_empty() => pick(Aim::Mirror),
            BreathOfTheOldMan if r.targets.is_empty() => pick(Aim::Doom),
            SpearOfFury if r.targets.is_empty() => pick(Aim::Strike),
            OrbOfSpeculation if r.targets.len() < 2 => pick(Aim::Name),
            BowOfHunting if r.targets.is_empty() => pick(Aim::GiveBow),
            BowOfHunting if r.targets.len() == 1 && !r.viewed => Ask::Shot {
                holder: r.targets[0],
                options: self.others(r.targets[0]),
            },
            SheetOfTheGhost if r.targets.is_empty() => Ask::Target {
                asker: owner,
                options: self.ghosts(),
                aim: Aim::AskGhost,
            },
            SheetOfTheGhost if r.letter.is_none() => Ask::Letter {
                ghost: r.targets[0],
            },
            _ => Ask::Done,
        }
    }

    /// Runs the queue until a decision needs an answer.
    pub(super) fn pump(&mut self) {
        for _ in 0..1000 {
            if self.finish.is_some() {
                return;
            }
            for p in std::mem::take(&mut self.spawned).into_iter().rev() {
                self.pending.push_front(p);
            }
            let Some(head) = self.pending.pop_front() else {
                return;
            };
            match head {
                Pending::Reveal(mut r) => {
                    if !r.started && !self.begin(&mut r) {
                        continue;
                    }
                    loop {
                        match self.ask(&r) {
                            Ask::Card {
                                target, options, ..
                            } if options.len() == 1 => {
                                let art = self.players[target].artifacts[options[0]].art;
                                r.cards.push(art);
                            }
                            Ask::Card { options, .. }
                            | Ask::Target { options, .. }
                            | Ask::Shot { options, .. }
                                if options.is_empty() =>
                            {
                                self.fizzle(&r, text!("ww-unmet-nobody-to-choose"));
                                break;
                            }
                            Ask::View => self.amethyst_view(&mut r),
                            Ask::Done => {
                                self.execute(r);
                                break;
                            }
                            _ => {
                                self.pending.push_front(Pending::Reveal(r));
                                return;
                            }
                        }
                    }
                }
                Pending::Rebirth { seat, cause } => {
                    if self.decides_on_elimination(seat) {
                        self.pending.push_front(Pending::Rebirth { seat, cause });
                        return;
                    }
                    self.finalize_death(seat, cause);
                }
                Pending::Hunter { seat } => {
                    if !self.others(seat).is_empty() {
                        self.pending.push_front(Pending::Hunter { seat });
                        return;
                    }
                }
                Pending::Dawn { seat, art } => {
                    if self.players[seat].alive
                        && self.has_active(seat, art)
                        && !self.dawn_options(seat, art).is_empty()
                    {
                        self.pending.push_front(Pending::Dawn { seat, art });
                        return;
                    }
                }
            }
        }
    }

    /// Whether an eliminated player is asked before they die. Not only the
    /// holder of a Rod or Scepter: everyone with a face-down artifact is
    /// asked while a Rod or Scepter may still be face down somewhere, so the
    /// pause tells the table nothing it did not know (the card list and each
    /// player's face-down count are public). Whoever holds neither card can
    /// only accept their fate.
    pub(super) fn decides_on_elimination(&self, seat: Seat) -> bool {
        let p = &self.players[seat];
        p.alive && p.artifacts.iter().any(|h| !h.revealed) && self.rebirth_possible()
    }

    /// A Rod or Scepter is among the cards in play and not face up yet.
    fn rebirth_possible(&self) -> bool {
        self.cfg.artifact_list.iter().any(|&a| {
            a.on_elimination()
                && !self
                    .players
                    .iter()
                    .any(|p| p.artifacts.iter().any(|h| h.art == a && h.revealed))
        })
    }

    /// Public words for the decision in progress. An elimination names
    /// nobody: who is deciding would tell who may hold a Rod or Scepter.
    pub(super) fn pending_text(&self, p: &Pending) -> Text {
        match p {
            Pending::Rebirth { .. } => text!("ww-pending-elimination"),
            Pending::Hunter { seat } => text!("ww-pending-hunter", player = self.player(*seat)),
            Pending::Dawn { seat, art } => text!(
                "ww-pending-artifact",
                player = self.player(*seat),
                artifact = art.label()
            ),
            Pending::Reveal(r) => text!(
                "ww-pending-artifact",
                player = self.player(r.owner),
                artifact = r.art.label()
            ),
        }
    }

    pub(super) fn dawn_options(&self, seat: Seat, art: Artifact) -> Vec<Seat> {
        let chosen: Vec<Seat> = self.players[seat]
            .artifacts
            .iter()
            .find(|h| h.art == art)
            .map(|h| h.chosen.clone())
            .unwrap_or_default();
        self.others(seat)
            .into_iter()
            .filter(|s| !chosen.contains(s))
            .collect()
    }

    pub(super) fn pending_prompt(&self, seat: Seat) -> Option<Prompt> {
        let head = self.pending.front()?;
        let targets = |options: &[Seat], aim: Aim| -> Vec<Choice> {
            options
                .iter()
                .map(|&t| self.target_choice(Act::Target(t), aim, t))
                .collect()
        };
        let (text, choices): (Text, Vec<Choice>) = match head {
            Pending::Rebirth { seat: s, .. } if *s == seat => {
                let mut choices: Vec<Choice> = self.players[seat]
                    .artifacts
                    .iter()
                    .enumerate()
                    .filter(|(_, h)| !h.revealed && h.art.on_elimination())
                    .map(|(i, h)| {
                        Choice::new(
                            Act::Use(i).id(),
                            text!("ww-reveal-the-artifact", artifact = h.art.label()),
                        )
                        .hint(h.art.text_label())
                        .style(ChoiceStyle::Primary)
                    })
                    .collect();
                let text = if choices.is_empty() {
                    text!("ww-prompt-eliminated-no-rescue")
                } else {
                    text!("ww-prompt-eliminated-reveal")
                };
                choices.push(
                    Choice::new("decline", text!("ww-choice-accept-fate"))
                        .style(ChoiceStyle::Secondary),
                );
                (text, choices)
            }
            Pending::Hunter { seat: s } if *s == seat => (
                text!("ww-prompt-hunter-shot"),
                targets(&self.others(seat), Aim::Shoot),
            ),
            Pending::Dawn { seat: s, art } if *s == seat => {
                let aim = match art {
                    Artifact::AmuletOfProtection => Aim::PassAmulet,
                    Artifact::ShieldOfTheBodyguard => Aim::Shield,
                    Artifact::HeartOfIndifference => Aim::ForbidVote,
                    Artifact::MaskOfSpellcasting => Aim::Silence,
                    _ => Aim::SendAway,
                };
                (
                    text!(
                        "ww-prompt-dawn-artifact",
                        artifact = art.label(),
                        effect = art.text_label()
                    ),
                    targets(&self.dawn_options(seat, *art), aim),
                )
            }
            Pending::Reveal(r) => match self.ask(r) {
                Ask::Target {
                    asker,
                    options,
                    aim,
                } if asker == seat => (
                    text!(
                        "ww-prompt-your-artifact",
                        artifact = r.art.label(),
                        effect = r.art.text_label()
                    ),
                    targets(&options, aim),
                ),
                Ask::Card {
                    asker,
                    target,
                    options,
                } if asker == seat => {
                    let hand = &self.players[target].artifacts;
                    let choices = options
                        .iter()
                        .map(|&i| {
                            let label = if hand[i].revealed {
                                hand[i].art.label()
                            } else {
                                text!("ww-choice-face-down-artifact", number = i + 1)
                            };
                            Choice::new(Act::Slot(i).id(), label)
                        })
                        .collect();
                    (
                        text!("ww-prompt-which-artifact", player = self.player(target)),
                        choices,
                    )
                }
                Ask::Force { asker } if asker == seat => (
                    text!("ww-prompt-amethyst-force"),
                    vec![
                        Choice::new("force", text!("ww-choice-make-reveal"))
                            .style(ChoiceStyle::Danger),
                        Choice::new("keep", text!("ww-choice-keep-secret"))
                            .style(ChoiceStyle::Secondary),
                    ],
                ),
                Ask::Letter { ghost } if ghost == seat => (
                    text!("ww-prompt-ghost-letter", player = self.player(r.owner)),
                    ('A'..='Z')
                        .map(|c| Choice::new(Act::Letter(c).id(), c.to_string()))
                        .collect(),
                ),
                Ask::Shot { holder, options } if holder == seat => (
                    text!("ww-prompt-bow-shot", player = self.player(r.owner)),
                    targets(&options, Aim::Shoot),
                ),
                _ => return None,
            },
            _ => return None,
        };
        if choices.is_empty() {
            return None;
        }
        Some(Prompt {
            seat,
            text,
            choices,
        })
    }

    /// The asker's answer (legality was checked against the prompt).
    pub(super) fn answer_pending(&mut self, act: Act) {
        let Some(head) = self.pending.pop_front() else {
            return;
        };
        match head {
            Pending::Rebirth { seat: s, cause } => match act {
                Act::Use(i) => self.use_rebirth(s, i, cause),
                _ => self.finalize_death(s, cause),
            },
            Pending::Hunter { seat: h } => {
                if let Act::Target(t) = act {
                    self.say(text!(
                        "werewolf-hunter-shoots",
                        hunter = self.player(h),
                        player = self.player(t)
                    ));
                    self.log.push(text!(
                        "werewolf-log-hunter-shot",
                        hunter = self.player(h),
                        player = self.player(t)
                    ));
                    self.kill(t, super::Cause::Hunter);
                }
            }
            Pending::Dawn { seat: s, art } => {
                if let Act::Target(t) = act {
                    self.dawn_effect(s, art, t);
                }
            }
            Pending::Reveal(mut r) => {
                let ask = self.ask(&r);
                match (ask, act) {
                    (Ask::Shot { .. }, Act::Target(t)) => r.targets.push(t),
                    (_, Act::Target(t)) => {
                        self.say(text!(
                            "ww-artifact-chooses",
                            player = self.player(r.owner),
                            target = self.player(t),
                            artifact = r.art.label()
                        ));
                        r.targets.push(t);
                    }
                    (Ask::Card { target, .. }, Act::Slot(i)) => {
                        let art = self.players[target].artifacts[i].art;
                        r.cards.push(art);
                    }
                    (_, Act::Letter(c)) => r.letter = Some(c),
                    (_, Act::Force) => r.force = Some(true),
                    (_, Act::Keep) => r.force = Some(false),
                    _ => {}
                }
                self.pending.push_front(Pending::Reveal(r));
            }
        }
    }

    /// The decision's minute ran out: the default ("no action") applies.
    pub(super) fn pending_timeout(&mut self) {
        let Some(head) = self.pending.pop_front() else {
            return;
        };
        match head {
            Pending::Rebirth { seat, cause } => self.finalize_death(seat, cause),
            Pending::Hunter { seat } => {
                self.say(text!("ww-hunter-missed-shot", player = self.player(seat)))
            }
            Pending::Dawn { seat, art } => {
                let options = self.dawn_options(seat, art);
                if art == Artifact::AmuletOfProtection && !options.is_empty() {
                    // The Amulet must pass: to a random player who has not held it.
                    let t = options[self.rng.below(options.len())];
                    self.dawn_effect(seat, art, t);
                } else {
                    self.say(text!(
                        "ww-no-dawn-choice",
                        player = self.player(seat),
                        artifact = art.label()
                    ));
                }
            }
            Pending::Reveal(mut r) => match self.ask(&r) {
                Ask::Shot { holder, .. } => {
                    r.viewed = true;
                    self.say(text!("ww-bow-missed-shot", player = self.player(holder)));
                    self.pending.push_front(Pending::Reveal(r));
                }
                Ask::Force { .. } => {
                    r.force = Some(false);
                    self.pending.push_front(Pending::Reveal(r));
                }
                Ask::Letter { .. } => self.fizzle(&r, text!("ww-unmet-ghost-silent")),
                _ => self.fizzle(&r, text!("ww-unmet-time-ran-out")),
            },
        }
    }
}
