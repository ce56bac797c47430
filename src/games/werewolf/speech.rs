//! What players say in public and how the bots weigh it.
//!
//! - **Reasons** come from the public record alone (votes on players whose
//!   card was shown since, claims and what the cards showed of them, who
//!   has claimed nothing today): anyone may accuse a player with the
//!   strongest reason the record holds against them (the claim menu's
//!   *Accuse*), and the line says the reason.
//! - **Claimants**: a player who claimed a finding stands *trusted* while
//!   nobody contradicts them, *countered* once a claim contradicts theirs
//!   (both claimants are), and *discredited* once a shown card proved one
//!   of their claims false. Village bots spare a trusted claimant, suspect
//!   countered ones and vote out discredited ones.
//! - **Bot lines**: every bot that may speak says one line a day in the
//!   discussion and one more in its defence when it is on trial: a village
//!   bot its findings (a werewolf first, and every finding sooner or later),
//!   else an accusation with a reason, else that nothing points at anyone
//!   yet; a bot on the wolf side now and then
//!   claims a villager is a werewolf (a Seer's lie, never what only the
//!   pack knows) and otherwise accuses villagers with public reasons.
//! - **Habits** are counted for `wolfden simulate` ([`super::Habits`]).

use super::{Act, Fact, Phase, Seat, Team, Verdict, VoteRecord, Werewolf};
use crate::engine::{GameRng, Text};
use crate::text;

/// Why a player is suspect, from the public record alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Reason {
    /// Claimed `other` is (`wolf`) or is not a werewolf; `other`'s card,
    /// shown since, says otherwise.
    FalseClaim { other: Seat, wolf: bool },
    /// Voted to spare `other`, whose card then showed a werewolf.
    SparedWolf(Seat),
    /// Nominated `other`, whose card then showed no werewolf.
    NominatedVillager(Seat),
    /// Voted to eliminate `other`, whose card then showed no werewolf.
    EliminatedVillager(Seat),
    /// `other` claims they are a werewolf.
    NamedBy(Seat),
    /// Their claim and `other`'s contradict each other.
    CounterClaim(Seat),
    /// No line (a claim, an accusation) of theirs today, with the quiet
    /// talk over.
    NothingSaid,
}

/// How a claimant's claims stand in public.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Standing {
    /// Nobody contradicts them.
    Trusted,
    /// A claim contradicts one of theirs.
    Countered,
    /// A shown card proved one of their claims false.
    Discredited,
}

impl Werewolf {
    /// A claim proved false by a card shown since.
    fn claim_proved_false(&self, about: Seat, wolf: bool) -> bool {
        let p = &self.players[about];
        p.role_public && p.role.seen_as_werewolf() != wolf
    }

    /// The claimant another claim contradicts, if one does: about the same
    /// player the other way, calling the claimant a werewolf, or named a
    /// werewolf by the claimant while claiming themselves.
    fn contradicted_by(&self, by: Seat, about: Seat, wolf: bool) -> Option<Seat> {
        self.claims
            .iter()
            .find(|d| {
                d.by != by
                    && ((d.about == about && d.wolf != wolf)
                        || (d.about == by && d.wolf)
                        || (wolf && about == d.by))
            })
            .map(|d| d.by)
    }

    /// How `t`'s claims stand, if `t` made any.
    pub(super) fn claimant_standing(&self, t: Seat) -> Option<Standing> {
        let mut out = None;
        for c in self.claims.iter().filter(|c| c.by == t) {
            if self.claim_proved_false(c.about, c.wolf) {
                return Some(Standing::Discredited);
            }
            if self.contradicted_by(t, c.about, c.wolf).is_some() {
                out = Some(Standing::Countered);
            } else if out.is_none() {
                out = Some(Standing::Trusted);
            }
        }
        out
    }

    /// What `t`'s standing as a claimant weighs for a village bot.
    pub(super) fn claimant_weight(&self, t: Seat) -> i32 {
        match self.claimant_standing(t) {
            None => 0,
            Some(Standing::Trusted) => -6,
            Some(Standing::Countered) => 3,
            Some(Standing::Discredited) => 8,
        }
    }

    /// The strongest reason the public record holds against `t`, if any.
    pub(super) fn public_reason_against(&self, t: Seat) -> Option<Reason> {
        if let Some(c) = self
            .claims
            .iter()
            .rev()
            .find(|c| c.by == t && self.claim_proved_false(c.about, c.wolf))
        {
            return Some(Reason::FalseClaim {
                other: c.about,
                wolf: c.wolf,
            });
        }
        let mut record = None;
        for rec in self.vote_log.iter().rev() {
            let shown = &self.players[rec.accused];
            if !shown.role_public || rec.accused == t {
                continue;
            }
            let wolf = shown.role.team() == Team::Werewolves;
            let vote = rec.votes.iter().find(|(v, _)| *v == t).map(|&(_, e)| e);
            let reason = match (wolf, vote) {
                (true, Some(false)) => Some(Reason::SparedWolf(rec.accused)),
                (false, _) if rec.nominator == t && shown.role.team() == Team::Village => {
                    Some(Reason::NominatedVillager(rec.accused))
                }
                (false, Some(true)) if shown.role.team() == Team::Village => {
                    Some(Reason::EliminatedVillager(rec.accused))
                }
                _ => None,
            };
            if reason.is_some() {
                record = reason;
                break;
            }
        }
        if record.is_some() {
            return record;
        }
        if let Some(c) = self.claims.iter().rev().find(|c| {
            c.about == t && c.wolf && self.claimant_standing(c.by) != Some(Standing::Discredited)
        }) {
            return Some(Reason::NamedBy(c.by));
        }
        if let Some(other) = self
            .claims
            .iter()
            .filter(|c| c.by == t)
            .find_map(|c| self.contradicted_by(t, c.about, c.wolf))
        {
            return Some(Reason::CounterClaim(other));
        }
        // Silence is a reason only once the quiet talk has had its time.
        let quiet = self.today.floor_open && !self.today.lines.contains(&t);
        quiet.then_some(Reason::NothingSaid)
    }

    /// The reason as a sentence about `t`.
    pub(super) fn reason_text(&self, t: Seat, reason: &Reason) -> Text {
        let about = self.player(t);
        match *reason {
            Reason::FalseClaim { other, wolf: true } => {
                text!("werewolf-reason-false-wolf-claim", about = about, other = self.player(other))
            }
            Reason::FalseClaim { other, wolf: false } => {
                text!("werewolf-reason-false-clean-claim", about = about, other = self.player(other))
            }
            Reason::SparedWolf(o) => {
                text!("werewolf-reason-spared-wolf", about = about, other = self.player(o))
            }
            Reason::NominatedVillager(o) => {
                text!("werewolf-reason-nominated-villager", about = about, other = self.player(o))
            }
            Reason::EliminatedVillager(o) => {
                text!("werewolf-reason-eliminated-villager", about = about, other = self.player(o))
            }
            Reason::NamedBy(o) => {
                text!("werewolf-reason-named-by", about = about, other = self.player(o))
            }
            Reason::CounterClaim(o) => {
                text!("werewolf-reason-counter-claim", about = about, other = self.player(o))
            }
            Reason::NothingSaid => text!("werewolf-reason-nothing-said", about = about),
        }
    }

    /// `seat` said a line in public.
    pub(super) fn spoke(&mut self, seat: Seat) {
        self.today.lines.push(seat);
        self.habits.lines += 1;
    }

    fn lines_today(&self, seat: Seat) -> usize {
        self.today.lines.iter().filter(|&&s| s == seat).count()
    }

    /// What `me` found in secret and has not said yet, about a living
    /// player: a werewolf first.
    fn unsaid_finding(&self, me: Seat) -> Option<(Seat, bool)> {
        let said = |t: Seat, w: bool| {
            self.claims
                .iter()
                .any(|c| c.by == me && c.about == t && c.wolf == w)
        };
        let findings = self.players[me].intel.iter().filter_map(|i| match i.fact {
            Fact::Werewolf(w) => Some((i.about, w)),
            Fact::Role(r) => Some((i.about, r.is_wolf())),
            _ => None,
        });
        let open: Vec<(Seat, bool)> = findings
            .filter(|&(t, w)| t != me && self.players[t].alive && !said(t, w))
            .collect();
        open.iter()
            .find(|f| f.1)
            .or_else(|| open.last())
            .copied()
    }

    /// The player `me` accuses now with a public reason, among `options`.
    fn accusation(&self, me: Seat, options: &[Seat], rng: &mut GameRng) -> Option<Act> {
        // Never "as I say myself": a reason of one's own claim is no reason.
        let with_reason: Vec<Seat> = options
            .iter()
            .copied()
            .filter(|&t| {
                t != me
                    && self
                        .public_reason_against(t)
                        .is_some_and(|r| r != Reason::NamedBy(me))
            })
            .collect();
        let t = self.most_hostile(me, &with_reason, rng)?;
        (self.on_wolf_side(me) || self.hostility(me, t) >= 0).then_some(Act::Accuse(t))
    }

    /// The line `me` would say now, if any: one in the discussion, one more
    /// in its defence. A function of the state only (the randomness is
    /// derived from the day and the public lines said), so it does not
    /// change between opening the claim menu and choosing in it.
    pub(super) fn bot_line(&self, me: Seat) -> Option<Act> {
        let on_trial = matches!(self.phase, Phase::Defence { accused, .. } if accused == me);
        let said = self.lines_today(me);
        // A wolf answers a claim that named its pack, even after its line.
        let threat = self.threat_to_the_pack(me);
        let defended = self.today.lines[self.today.trial_lines.min(self.today.lines.len())..]
            .contains(&me);
        if said >= 2
            || (!on_trial && said >= 1 && threat.is_none())
            || (on_trial && defended)
            || !self.may_speak(me)
        {
            return None;
        }
        let salt = 0x5EEC_u64
            ^ ((me as u64) << 8)
            ^ ((self.round as u64) << 20)
            ^ ((said as u64) << 30)
            ^ (self.said << 34);
        let mut rng = self.rng.derive(salt);
        let others = self.others(me);
        let nominator = match self.phase {
            Phase::Defence { nominator, .. } if on_trial => Some(nominator),
            _ => None,
        };
        match self.team(me) {
            Team::Village => {
                if let Some((t, wolf)) = self.unsaid_finding(me) {
                    return Some(if wolf { Act::ClaimWolf(t) } else { Act::ClaimClean(t) });
                }
                // On trial: turn the table on the accuser when the record
                // allows it.
                if let Some(n) = nominator.filter(|&n| self.players[n].alive) {
                    if let Some(a) = self.accusation(me, &[n], &mut rng) {
                        return Some(a);
                    }
                }
                self.accusation(me, &others, &mut rng).or(Some(Act::Undecided))
            }
            Team::Werewolves => {
                let villagers: Vec<Seat> = others
                    .iter()
                    .copied()
                    .filter(|&t| self.belief(me, t) != Some(true) && !self.players[t].role_public)
                    .collect();
                // A claimant who named one of the pack is the one to
                // contradict; else now and then a Seer's lie, on the
                // first days (a liar caught later is a wolf exposed).
                let lied = self.claims.iter().any(|c| c.by == me);
                if let Some(t) = threat {
                    return Some(Act::ClaimWolf(t));
                }
                if !lied && self.round <= 2 && rng.chance(1, 4) {
                    if let Some(&t) = rng.pick(&villagers) {
                        return Some(Act::ClaimWolf(t));
                    }
                }
                if let Some(n) = nominator.filter(|n| villagers.contains(n)) {
                    if let Some(a) = self.accusation(me, &[n], &mut rng) {
                        return Some(a);
                    }
                }
                self.accusation(me, &villagers, &mut rng).or(Some(Act::Undecided))
            }
            Team::Tanner => self.accusation(me, &others, &mut rng).or(Some(Act::Undecided)),
        }
    }

    /// A claimant `me`'s pack should contradict now: one who named one of
    /// the pack a werewolf and whom nobody of the pack has named back.
    fn threat_to_the_pack(&self, me: Seat) -> Option<Seat> {
        if !self.on_wolf_side(me) {
            return None;
        }
        let pack = |s: Seat| self.belief(me, s) == Some(true);
        self.claims
            .iter()
            .rev()
            .filter(|c| c.wolf && pack(c.about))
            .map(|c| c.by)
            .find(|&t| {
                t != me
                    && !pack(t)
                    && self.players[t].alive
                    && !self.players[t].role_public
                    && !self
                        .claims
                        .iter()
                        .any(|c| c.about == t && c.wolf && (c.by == me || pack(c.by)))
            })
    }

    /// A new day: every living village player now owes the findings they
    /// have not said (counted for `findings never claimed`).
    pub(super) fn owe_findings(&mut self) {
        let mut owed = Vec::new();
        for s in self.living() {
            if self.team(s) != Team::Village {
                continue;
            }
            for i in &self.players[s].intel {
                let finding = match i.fact {
                    Fact::Werewolf(_) => true,
                    Fact::Role(_) => i.about != s,
                    _ => false,
                };
                let t = i.about;
                let said = self.claims.iter().any(|c| c.by == s && c.about == t);
                if finding
                    && self.players[t].alive
                    && !said
                    && !self.habits.owed.contains(&(s, t))
                    && !owed.contains(&(s, t))
                {
                    owed.push((s, t));
                }
            }
        }
        self.habits.owed.extend(owed);
    }

    /// Counts a closed vote's habits: a nominator or seconder who chose to
    /// spare with no claim made since the nomination; a claimant nobody
    /// contradicted voted out on day 1 (and whether it was the Seer, by the
    /// village's votes alone).
    pub(super) fn count_vote_habits(&mut self, rec: &VoteRecord, cast: usize) {
        let nothing_new = self.claims.len() == self.today.trial_claims;
        for who in [Some(rec.nominator), self.today.seconder].into_iter().flatten() {
            let spared = rec.votes[..cast].iter().any(|&(v, e)| v == who && !e);
            if spared && nothing_new && self.forced_vote(who).is_none() {
                self.habits.spared_own_trial += 1;
            }
        }
        let Some(result) = &rec.result else {
            return;
        };
        if result.verdict != Verdict::Eliminated
            || rec.round != 1
            || self.claimant_standing(rec.accused) != Some(Standing::Trusted)
        {
            return;
        }
        self.habits.claimer_out_day_one += 1;
        let village: u32 = rec
            .votes
            .iter()
            .filter(|&&(v, e)| e && self.team(v) == Team::Village)
            .map(|&(v, _)| self.vote_weight(v))
            .sum();
        if self.is_the_seer(rec.accused) && village >= result.needed {
            self.habits.true_seer_out_by_village += 1;
        }
    }

    /// The habits as tallies (`bot_habits/...`).
    pub(super) fn habit_tallies(&self) -> Vec<(String, u64)> {
        let h = &self.habits;
        [
            ("days", h.days as u64),
            ("bot lines spoken", h.lines as u64),
            (
                "nominated or seconded then voted to spare with nothing new",
                h.spared_own_trial as u64,
            ),
            ("uncountered Seer claim eliminated on day 1", h.claimer_out_day_one as u64),
            (
                "uncountered true Seer claim eliminated on day 1 by village votes alone",
                h.true_seer_out_by_village as u64,
            ),
            ("findings never claimed", h.owed.len() as u64),
        ]
        .into_iter()
        .map(|(name, n)| (format!("bot_habits/{name}"), n))
        .collect()
    }
}
