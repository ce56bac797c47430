//! The day: discussion (on a timer; each player may nominate once), a second
//! puts the accused on trial, a short defence, then the vote (Eliminate or
//! Spare, the Mayor counts twice, forced voters, a majority of the living
//! eliminates). At most one elimination by vote per day; the Talisman of
//! Trouble allows a second (nominations open again after the first, for
//! everyone in the village; a second is possible, not forced). Artifacts may be revealed in every step before the vote. A
//! trial pauses the discussion: its timer runs in steps of
//! [`super::DISCUSSION_TICK`] and resumes with the time left. Bots wait a
//! moment of the open floor before they nominate or second (`floor.rs`).

use super::{Act, Artifact, Cause, Phase, Role, Seat, Verdict, VoteRecord, VoteResult, Werewolf};
use crate::engine::{Choice, ChoiceStyle, Prompt, Text};
use crate::text;

impl Werewolf {
    /// Players who may take part in the discussion (alive, in the village).
    pub(super) fn in_village(&self, seat: Seat) -> bool {
        self.players[seat].alive && !self.away_today(seat)
    }

    pub(super) fn day_prompt(&self, seat: Seat) -> Option<Prompt> {
        let round = self.round;
        let reveals = self.reveal_choices(seat);
        // The discussion's prompt offers a reveal only to a seat that has one.
        let can_reveal = !reveals.is_empty() as usize;
        match &self.phase {
            Phase::Discussion { .. } => {
                if !self.in_village(seat) || self.today.done.contains(&seat) {
                    return None;
                }
                if self.today.claiming.contains(&seat) {
                    return Some(self.claim_prompt(seat));
                }
                let mut choices = Vec::new();
                if self.today.floor_open
                    && self.may_speak(seat)
                    && !self.today.nominated.contains(&seat)
                {
                    for t in 0..self.n() {
                        if t != seat && self.players[t].alive && !self.away_today(t) {
                            let label = text!("werewolf-choice-nominate", player = self.player(t));
                            let label = self.with_vote_proof_note(t, label);
                            choices.push(Choice::new(Act::Nominate(t).id(), label));
                        }
                    }
                }
                choices.extend(reveals);
                if self.may_speak(seat) {
                    choices.push(
                        Choice::new(Act::Claim.id(), text!("werewolf-choice-claim"))
                            .style(ChoiceStyle::Secondary)
                            .hint(text!("werewolf-choice-claim-hint")),
                    );
                }
                // Done for today gives up today's nomination, and says so
                // while the player still has it.
                let done = if self.today.nominated.contains(&seat) || !self.may_speak(seat) {
                    text!("werewolf-choice-done")
                } else {
                    text!("werewolf-choice-done-giving-up-nomination")
                };
                choices.push(
                    Choice::new("done", done)
                        .style(ChoiceStyle::Secondary)
                        .hint(text!("werewolf-choice-done-hint")),
                );
                let day = i64::from(round);
                let text = if self.today.floor_open {
                    text!("werewolf-ask-discuss", day = day, artifacts = can_reveal)
                } else {
                    text!("werewolf-ask-talk-first", day = day, artifacts = can_reveal)
                };
                Some(Prompt {
                    seat,
                    text,
                    choices,
                })
            }
            Phase::Second {
                nominator,
                accused,
                answered,
            } => {
                if seat == *nominator
                    || seat == *accused
                    || !self.may_speak(seat)
                    || answered.contains(&seat)
                {
                    return None;
                }
                let mut choices = vec![
                    Choice::new(
                        "second",
                        text!("werewolf-choice-second", player = self.player(*accused)),
                    )
                    .style(ChoiceStyle::Danger),
                    Choice::new("pass", text!("werewolf-choice-do-not-second"))
                        .style(ChoiceStyle::Secondary),
                ];
                choices.extend(reveals);
                Some(Prompt {
                    seat,
                    text: text!(
                        "werewolf-ask-second",
                        nominator = self.player(*nominator),
                        accused = self.with_vote_proof_note(
                            *accused,
                            Text::player(*accused, self.name(*accused))
                        )
                    ),
                    choices,
                })
            }
            Phase::Defence {
                accused, passed, ..
            } => {
                if seat == *accused && self.today.claiming.contains(&seat) {
                    return Some(self.claim_prompt(seat));
                }
                if seat == *accused {
                    let mut choices =
                        vec![Choice::new("rest", text!("werewolf-choice-rest"))
                            .style(ChoiceStyle::Primary)];
                    choices.extend(reveals);
                    // The accused may speak in their defence.
                    if self.may_speak(seat) {
                        choices.push(
                            Choice::new(Act::Claim.id(), text!("werewolf-choice-claim"))
                                .style(ChoiceStyle::Secondary)
                                .hint(text!("werewolf-choice-claim-hint")),
                        );
                    }
                    Some(Prompt {
                        seat,
                        text: text!("werewolf-ask-defence"),
                        choices,
                    })
                } else if passed.contains(&seat) || self.face_down_in_a_reveal_step(seat).is_empty() {
                    // Every holder of a face-down card is asked alike (a
                    // Rod or Scepter holder only to keep it hidden): who is
                    // asked is public, the kind of a face-down card is not.
                    None
                } else {
                    let mut choices = reveals;
                    choices.push(
                        Choice::new("wait", text!("werewolf-choice-keep-hidden"))
                            .style(ChoiceStyle::Secondary),
                    );
                    Some(Prompt {
                        seat,
                        text: text!("werewolf-ask-reveal-before-vote", player = self.player(*accused)),
                        choices,
                    })
                }
            }
            Phase::Vote { accused, votes, .. } => {
                if !self.may_vote(seat) || votes.iter().any(|(v, _)| *v == seat) {
                    return None;
                }
                let accused = self.player(*accused);
                let elim = Choice::new("elim", text!("werewolf-choice-eliminate", player = accused.clone()))
                    .style(ChoiceStyle::Danger);
                let spare = Choice::new("spare", text!("werewolf-choice-spare", player = accused.clone()))
                    .style(ChoiceStyle::Primary);
                let (text, choices) = match self.forced_vote(seat) {
                    Some(true) => (text!("werewolf-ask-vote-forced-eliminate"), vec![elim]),
                    Some(false) => (text!("werewolf-ask-vote-forced-spare"), vec![spare]),
                    None => (
                        text!("werewolf-ask-vote", player = accused),
                        vec![elim, spare],
                    ),
                };
                Some(Prompt {
                    seat,
                    text,
                    choices,
                })
            }
            _ => None,
        }
    }

    /// `by` claimed today that `about` is (`wolf`) or is not a werewolf:
    /// the claim menu does not offer it again.
    fn claimed_today(&self, by: Seat, about: Seat, wolf: bool) -> bool {
        self.claims
            .iter()
            .any(|c| c.round == self.round && c.by == by && c.about == about && c.wolf == wolf)
    }

    /// Whether `seat`'s claim menu is open and lists `act`, without
    /// building it: the menu names every other player twice, with the
    /// public record's reason against each, the costliest prompt of a day
    /// at 40 seats. `None` when the menu is not what `seat` is asked.
    pub(super) fn claim_menu_lists(&self, seat: Seat, act: Act) -> Option<bool> {
        if self.finish.is_some() || !self.pending.is_empty() || !self.today.claiming.contains(&seat)
        {
            return None;
        }
        let open = match self.phase {
            Phase::Discussion { .. } => self.in_village(seat) && !self.today.done.contains(&seat),
            Phase::Defence { accused, .. } => accused == seat,
            _ => false,
        };
        if !open {
            return None;
        }
        let other = |t: Seat| t != seat && t < self.n() && self.players[t].alive;
        let made = |about: Seat, wolf: bool| self.claimed_today(seat, about, wolf);
        Some(match act {
            Act::ClaimWolf(t) => other(t) && !made(t, true),
            Act::ClaimClean(t) => other(t) && !made(t, false),
            Act::Accuse(t) => other(t) && self.public_reason_against(t).is_some(),
            Act::Undecided | Act::Back => true,
            _ => false,
        })
    }

    /// The claim menu: every other living player, as a werewolf or not
    /// (a claim already made today is not offered again).
    fn claim_prompt(&self, seat: Seat) -> Prompt {
        let made = |about: Seat, wolf: bool| self.claimed_today(seat, about, wolf);
        let mut choices = Vec::new();
        for t in self.others(seat) {
            if !made(t, true) {
                choices.push(
                    Choice::new(
                        Act::ClaimWolf(t).id(),
                        text!("werewolf-choice-claim-wolf", player = self.player(t)),
                    )
                    .style(ChoiceStyle::Danger),
                );
            }
            if !made(t, false) {
                choices.push(Choice::new(
                    Act::ClaimClean(t).id(),
                    text!("werewolf-choice-claim-clean", player = self.player(t)),
                ));
            }
        }
        // An accusation with the public record's reason against them.
        for t in self.others(seat) {
            if let Some(reason) = self.public_reason_against(t) {
                choices.push(
                    Choice::new(
                        Act::Accuse(t).id(),
                        text!("werewolf-choice-accuse", player = self.player(t)),
                    )
                    .style(ChoiceStyle::Danger)
                    .hint(self.reason_text(t, &reason)),
                );
            }
        }
        choices.push(Choice::new(Act::Undecided.id(), text!("werewolf-choice-undecided")));
        choices.push(
            Choice::new(Act::Back.id(), text!("werewolf-choice-back")).style(ChoiceStyle::Secondary),
        );
        Prompt {
            seat,
            text: text!("werewolf-ask-claim", day = i64::from(self.round)),
            choices,
        }
    }

    pub(super) fn day_act(&mut self, seat: Seat, act: Act) {
        if let Act::Reveal(i) = act {
            self.declare_reveal(seat, i);
            return;
        }
        let me = self.player(seat);
        let speaking = matches!(self.phase, Phase::Discussion { .. } | Phase::Defence { .. });
        match (&mut self.phase, act) {
            (_, Act::Claim) if speaking => self.today.claiming.push(seat),
            (_, Act::Back) if speaking => self.today.claiming.retain(|&s| s != seat),
            (_, Act::ClaimWolf(t) | Act::ClaimClean(t)) if speaking => {
                let wolf = matches!(act, Act::ClaimWolf(_));
                self.today.claiming.retain(|&s| s != seat);
                self.claims.push(super::Claim {
                    round: self.round,
                    by: seat,
                    about: t,
                    wolf,
                });
                self.spoke(seat);
                self.habits.owed.retain(|&o| o != (seat, t));
                let about = self.player(t);
                self.say(if wolf {
                    text!("werewolf-claims-wolf", player = me, about = about)
                } else {
                    text!("werewolf-claims-clean", player = me, about = about)
                });
            }
            (_, Act::Accuse(t)) if speaking => {
                self.today.claiming.retain(|&s| s != seat);
                self.spoke(seat);
                let reason = self
                    .public_reason_against(t)
                    .map(|r| self.reason_text(t, &r))
                    .unwrap_or_default();
                let about = self.player(t);
                self.say(text!("werewolf-accuses", player = me, about = about, reason = reason));
            }
            (_, Act::Undecided) if speaking => {
                self.today.claiming.retain(|&s| s != seat);
                self.spoke(seat);
                // Three ways to say it, from the public count of lines: six
                // bots at dawn do not all say the same words.
                let variant = ((self.today.lines.len() + seat) % 3) as i64;
                self.say(text!("werewolf-says-undecided", player = me, variant = variant));
            }
            (Phase::Discussion { .. }, Act::Nominate(t)) => {
                self.today.claiming.clear();
                self.today.nominated.push(seat);
                self.today.trials += 1;
                self.today.second_spent = 0;
                self.today.seconder = None;
                self.today.trial_claims = self.claims.len();
                self.today.trial_lines = self.today.lines.len();
                self.phase = Phase::Second {
                    nominator: seat,
                    accused: t,
                    answered: Vec::new(),
                };
                let accused = self.with_vote_proof_note(t, Text::player(t, self.name(t)));
                self.say(text!("werewolf-nominates", player = me, accused = accused));
            }
            (Phase::Discussion { .. }, Act::Done) => self.today.done.push(seat),
            (
                Phase::Second {
                    nominator, accused, ..
                },
                Act::Second,
            ) => {
                let (nominator, accused) = (*nominator, *accused);
                self.today.seconder = Some(seat);
                self.phase = Phase::Defence {
                    nominator,
                    seconder: seat,
                    accused,
                    passed: Vec::new(),
                };
                let accused = self.player(accused);
                self.say(text!("werewolf-seconds", player = me, accused = accused));
            }
            (Phase::Second { answered, .. }, Act::Pass) => answered.push(seat),
            (
                Phase::Defence {
                    nominator, accused, ..
                },
                Act::Rest,
            ) => {
                let (nominator, accused) = (*nominator, *accused);
                self.start_vote(nominator, accused);
            }
            (Phase::Defence { passed, .. }, Act::Wait) => passed.push(seat),
            (Phase::Vote { votes, .. }, Act::Elim | Act::Spare) => {
                votes.push((seat, act == Act::Elim))
            }
            _ => {}
        }
    }

    fn start_vote(&mut self, nominator: Seat, accused: Seat) {
        self.phase = Phase::Vote {
            nominator,
            accused,
            votes: Vec::new(),
        };
        self.today.claiming.clear();
        self.open_vote_floor();
        self.say(text!("werewolf-vote-starts", player = self.player(accused)));
    }

    /// Voters who may still vote in the current vote.
    fn open_voters(&self) -> Vec<Seat> {
        match &self.phase {
            Phase::Vote { votes, .. } => (0..self.n())
                .filter(|&s| self.may_vote(s) && !votes.iter().any(|(v, _)| *v == s))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Ends the current day step on its own when nobody is left to act in it.
    /// Returns whether the phase changed.
    pub(super) fn day_autostep(&mut self) -> bool {
        match self.phase.clone() {
            Phase::Discussion { .. } => {
                let anyone =
                    (0..self.n()).any(|s| self.in_village(s) && !self.today.done.contains(&s));
                if !anyone {
                    self.end_day();
                    return true;
                }
                false
            }
            Phase::Second {
                nominator,
                accused,
                answered,
            } => {
                let nobody = !(0..self.n()).any(|s| {
                    s != nominator && s != accused && self.may_speak(s) && !answered.contains(&s)
                });
                if nobody || !self.in_village(accused) {
                    self.say(text!("werewolf-nobody-seconds", player = self.player(accused)));
                    self.phase = Phase::Discussion { resumed: true };
                    return true;
                }
                false
            }
            Phase::Defence { accused, .. } | Phase::Vote { accused, .. }
                if !self.players[accused].alive =>
            {
                self.say(text!("werewolf-trial-over-dead", player = self.player(accused)));
                self.phase = Phase::Discussion { resumed: true };
                true
            }
            Phase::Vote { .. } => {
                if self.open_voters().is_empty() {
                    self.close_vote();
                    return true;
                }
                false
            }
            _ => false,
        }
    }

    /// The timer of a day step ran out.
    pub(super) fn day_timeout(&mut self) {
        match self.phase.clone() {
            Phase::Discussion { resumed: false } if !self.today.floor_open => {
                self.today.quiet_spent = self.quiet_seconds();
                self.open_floor();
                self.say(text!("werewolf-nominations-open"));
            }
            Phase::Discussion { .. } => {
                self.floor_clock();
                if self.discussion_left() == 0 {
                    self.say(text!("werewolf-discussion-time-up"));
                    self.end_day();
                }
            }
            Phase::Second { accused, .. } => {
                let ran_out = self.floor_clock();
                if ran_out {
                    self.say(text!("werewolf-nobody-seconded-in-time", player = self.player(accused)));
                    self.phase = Phase::Discussion { resumed: true };
                }
            }
            Phase::Defence {
                nominator, accused, ..
            } => self.start_vote(nominator, accused),
            // A step of the vote's timer; the last one closes it.
            Phase::Vote { .. } if self.vote_clock() => self.close_vote(),
            _ => {}
        }
    }

    /// Counts the vote; missing forced voters vote as forced, others abstain.
    /// One public line names every voter's side and what the vote did.
    fn close_vote(&mut self) {
        let Phase::Vote {
            nominator,
            accused,
            mut votes,
        } = self.phase.clone()
        else {
            return;
        };
        let cast = votes.len();
        let mut absent = Vec::new();
        for s in self.open_voters() {
            match self.forced_vote(s) {
                Some(forced) => votes.push((s, forced)),
                None => absent.push(s),
            }
        }
        let weight = |elim: bool| -> u32 {
            votes
                .iter()
                .filter(|(_, e)| *e == elim)
                .map(|(s, _)| self.vote_weight(*s))
                .sum()
        };
        let (yes, no) = (weight(true), weight(false));
        let shown = |elim: bool| -> u32 {
            votes
                .iter()
                .filter(|(_, e)| *e == elim)
                .map(|(s, _)| self.public_vote_weight(*s))
                .sum()
        };
        let shown = Some((shown(true), shown(false)));
        let living = self.living().len() as u32;
        let verdict = if yes * 2 <= living {
            Verdict::Spared
        } else if let Some(why) = self.vote_save(accused) {
            Verdict::Survives(why)
        } else {
            Verdict::Eliminated
        };
        let record = VoteRecord {
            round: self.round,
            nominator,
            accused,
            result: Some(VoteResult {
                eliminate: yes,
                spare: no,
                needed: living / 2 + 1,
                counted: votes.len() - cast,
                shown,
                absent,
                verdict: verdict.clone(),
            }),
            votes,
        };
        self.count_vote_habits(&record, cast);
        self.say(self.vote_line(&record));
        self.vote_log.push(record);
        self.phase = Phase::Discussion { resumed: true };
        let name = self.player(accused);
        match verdict {
            Verdict::Spared => {}
            // Artifacts overrule roles: the Prince keeps his save while the
            // Cloak or the Amulet protects him.
            Verdict::Survives(_) if self.has_active(accused, Artifact::CloakOfThePrince) => {
                self.announce(text!("werewolf-cloak-saves", player = name));
            }
            Verdict::Survives(_) if self.has_active(accused, Artifact::AmuletOfProtection) => {
                self.announce(text!("werewolf-amulet-saves", player = name));
            }
            Verdict::Survives(_) => {
                self.players[accused].prince_used = true;
                if self.players[accused].role == Role::Prince {
                    self.players[accused].role_public = true;
                    self.announce(text!("werewolf-prince-saves", player = name));
                } else {
                    // A power copied with the Mirror: their own card stays hidden.
                    self.announce(text!("werewolf-mirrored-prince-saves", player = name));
                }
            }
            Verdict::Eliminated => {
                self.today.eliminations += 1;
                self.voted_out.push((self.round, accused));
                self.phase = Phase::AfterVote;
                self.kill(accused, Cause::Vote);
            }
        }
    }
}
