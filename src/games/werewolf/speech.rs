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

/// What the public record says of every seat, worked out at once: the
/// bots ask it of every seat for every seat they weigh, and asked one by
/// one it costs a walk through every claim and vote so far, so a move's
/// cost grew with the length of the game and the size of the table
/// (docs/speed.md). It depends on the state only.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct PublicRecord {
    pub(super) standing: Vec<Option<Standing>>,
    pub(super) reason: Vec<Option<Reason>>,
    pub(super) suspicion: Vec<i32>,
}

/// Who claimed what, for finding in one step the claim that contradicts
/// another ([`Werewolf::contradicted_by`]).
struct ClaimIndex {
    /// By `(about, wolf)`: the first two claims of it by different
    /// claimants, as (position, claimant).
    first_two: Vec<[Option<(usize, Seat)>; 2]>,
    /// By claimant: the position of their first claim.
    first_by: Vec<Option<usize>>,
}

impl ClaimIndex {
    fn of(g: &Werewolf) -> Self {
        let n = g.n();
        let mut index = ClaimIndex {
            first_two: vec![[None; 2]; 2 * n],
            first_by: vec![None; n],
        };
        for (i, c) in g.claims.iter().enumerate() {
            let slot = &mut index.first_two[2 * c.about + c.wolf as usize];
            match slot {
                [None, _] => slot[0] = Some((i, c.by)),
                [Some((_, first)), None] if *first != c.by => slot[1] = Some((i, c.by)),
                _ => {}
            }
            index.first_by[c.by].get_or_insert(i);
        }
        index
    }

    /// The first claim by someone other than `by` of `(about, wolf)`.
    fn first_other(&self, about: Seat, wolf: bool, by: Seat) -> Option<(usize, Seat)> {
        self.first_two[2 * about + wolf as usize]
            .into_iter()
            .flatten()
            .find(|&(_, who)| who != by)
    }

    /// The claimant whose claim contradicts claim `i`, as
    /// [`Werewolf::contradicted_by`] finds them: the earliest claim, by
    /// someone else, about the same player the other way, calling the
    /// claimant a werewolf, or (for a werewolf claim) by the player named.
    fn contradicted(&self, claims: &[super::Claim], i: usize) -> Option<Seat> {
        let c = &claims[i];
        let other_way = self.first_other(c.about, !c.wolf, c.by);
        let names_claimant = self.first_other(c.by, true, c.by);
        let by_the_named = if c.wolf && c.about != c.by {
            self.first_by[c.about].map(|j| (j, c.about))
        } else {
            None
        };
        [other_way, names_claimant, by_the_named]
            .into_iter()
            .flatten()
            .min()
            .map(|(_, who)| who)
    }
}

/// A [`PublicRecord`] kept beside the state it was worked out from, with a
/// fingerprint of what it was worked out of ([`Werewolf::record_inputs`]):
/// filled when a bot first weighs a state, put aside while a move changes
/// the state ([`Werewolf`]'s `apply`) and kept after it only if the move
/// left those inputs as they were (most moves do: a vote cast, a night's
/// target, a bot's wait). Never saved, never compared (it is the state's
/// own function), and empty in a copy (whose owner may change it).
#[derive(Default)]
pub(crate) struct RecordMemo(std::sync::OnceLock<(u64, PublicRecord)>);

impl RecordMemo {
    pub(super) fn get(&self) -> Option<&PublicRecord> {
        self.0.get().map(|(_, record)| record)
    }

    /// Takes the record out while the state changes.
    pub(super) fn put_aside(&mut self) -> Option<(u64, PublicRecord)> {
        self.0.take()
    }
}

impl Clone for RecordMemo {
    fn clone(&self) -> Self {
        RecordMemo::default()
    }
}

impl PartialEq for RecordMemo {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for RecordMemo {}

impl std::fmt::Debug for RecordMemo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RecordMemo")
    }
}

impl Werewolf {
    /// Works out the public record for this state once, for the bots that
    /// weigh it now (see [`PublicRecord`]).
    pub(super) fn weigh_the_record(&self) {
        self.record
            .0
            .get_or_init(|| (self.record_inputs(), self.work_out_record()));
    }

    /// After a move: the record put aside before it, if it still holds.
    pub(super) fn keep_the_record(&mut self, aside: Option<(u64, PublicRecord)>) {
        if let Some((inputs, record)) = aside {
            if inputs == self.record_inputs() {
                let _ = self.record.0.set((inputs, record));
            }
        }
    }

    /// A fingerprint of everything [`PublicRecord`] is worked out of: the
    /// claims and the votes (lists that only grow, so their lengths), the
    /// cards shown and what they show, the day's lines and whether the floor
    /// is open, and the artifacts with what they chose. A move that leaves
    /// it as it was leaves the record as it was (the test that holds the
    /// record equal to its definitions checks the kept one at every step).
    pub(super) fn record_inputs(&self) -> u64 {
        // A multiply-and-rotate mix: asked twice a move, it must be cheap.
        let mut h: u64 = 0;
        let mut mix = |x: u64| h = (h.rotate_left(5) ^ x).wrapping_mul(0x51_7C_C1_B7_27_22_0A_95);
        mix(self.claims.len() as u64);
        mix(self.vote_log.len() as u64);
        mix(u64::from(self.round));
        mix(u64::from(self.today.floor_open) << 32 | self.today.lines.len() as u64);
        for p in &self.players {
            mix(u64::from(p.role_public) << 32 | p.role as u64);
            for held in &p.artifacts {
                mix((held.art as u64) << 40 | u64::from(held.active()) << 32 | held.chosen.len() as u64);
            }
        }
        h
    }

    /// [`PublicRecord`] in one walk through the claims and one through the
    /// votes: what [`Werewolf::claimant_standing`] and
    /// [`Werewolf::public_reason_against`] work out seat by seat (a test
    /// holds the two equal at every step of seeded games).
    pub(super) fn work_out_record(&self) -> PublicRecord {
        let n = self.n();
        let index = ClaimIndex::of(self);
        let mut standing: Vec<Option<Standing>> = vec![None; n];
        for (i, c) in self.claims.iter().enumerate() {
            let now = &mut standing[c.by];
            if *now == Some(Standing::Discredited) {
                continue;
            }
            *now = if self.claim_proved_false(c.about, c.wolf) {
                Some(Standing::Discredited)
            } else if index.contradicted(&self.claims, i).is_some() {
                Some(Standing::Countered)
            } else {
                now.or(Some(Standing::Trusted))
            };
        }
        // The latest telling vote of every seat, in one walk back.
        let mut reason: Vec<Option<Reason>> = vec![None; n];
        // The vote a seat cast in a record, if it did (its first counts).
        let mut cast: Vec<Option<bool>> = vec![None; n];
        for rec in self.vote_log.iter().rev() {
            if !self.players[rec.accused].role_public {
                continue;
            }
            cast.iter_mut().for_each(|c| *c = None);
            for &(v, e) in &rec.votes {
                if v < n && cast[v].is_none() {
                    cast[v] = Some(e);
                }
            }
            let seats = std::iter::once(rec.nominator).chain(rec.votes.iter().map(|v| v.0));
            for t in seats {
                if t < n && reason[t].is_none() {
                    reason[t] = self.vote_reason_of(rec, t, cast[t]);
                }
            }
        }
        // The latest false claim outranks the votes; a claim naming the
        // seat a werewolf comes after them, then a counter-claim, then
        // silence.
        let (mut false_claim, mut named, mut counter) = (vec![None; n], vec![None; n], vec![None; n]);
        for (i, c) in self.claims.iter().enumerate() {
            if self.claim_proved_false(c.about, c.wolf) {
                false_claim[c.by] = Some(Reason::FalseClaim {
                    other: c.about,
                    wolf: c.wolf,
                });
            }
            if c.wolf && standing[c.by] != Some(Standing::Discredited) {
                named[c.about] = Some(Reason::NamedBy(c.by));
            }
            if counter[c.by].is_none() {
                counter[c.by] = index.contradicted(&self.claims, i).map(Reason::CounterClaim);
            }
        }
        let mut spoke = vec![false; n];
        self.today.lines.iter().for_each(|&t| spoke[t] = true);
        for t in 0..n {
            let quiet = self.today.floor_open && !spoke[t];
            reason[t] = false_claim[t]
                .or(reason[t])
                .or(named[t])
                .or(counter[t])
                .or(quiet.then_some(Reason::NothingSaid));
        }
        PublicRecord {
            suspicion: self.work_out_suspicion(),
            standing,
            reason,
        }
    }

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
        match self.record.get() {
            Some(record) => record.standing[t],
            None => self.work_out_standing(t),
        }
    }

    pub(super) fn work_out_standing(&self, t: Seat) -> Option<Standing> {
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
        match self.record.get() {
            Some(record) => record.reason[t],
            None => self.work_out_reason(t),
        }
    }

    /// The latest vote that tells against `t` (see [`vote_reason`]).
    fn vote_record_reason(&self, t: Seat) -> Option<Reason> {
        self.vote_log
            .iter()
            .rev()
            .find_map(|rec| self.vote_reason(rec, t))
    }

    /// What one vote, on a player whose card was shown since, tells
    /// against `t`.
    fn vote_reason(&self, rec: &VoteRecord, t: Seat) -> Option<Reason> {
        let vote = rec.votes.iter().find(|(v, _)| *v == t).map(|&(_, e)| e);
        self.vote_reason_of(rec, t, vote)
    }

    /// [`Werewolf::vote_reason`] with `t`'s vote in it given.
    fn vote_reason_of(&self, rec: &VoteRecord, t: Seat, vote: Option<bool>) -> Option<Reason> {
        let shown = &self.players[rec.accused];
        if !shown.role_public || rec.accused == t {
            return None;
        }
        let wolf = shown.role.team() == Team::Werewolves;
        match (wolf, vote) {
            (true, Some(false)) => Some(Reason::SparedWolf(rec.accused)),
            (false, _) if rec.nominator == t && shown.role.team() == Team::Village => {
                Some(Reason::NominatedVillager(rec.accused))
            }
            (false, Some(true)) if shown.role.team() == Team::Village => {
                Some(Reason::EliminatedVillager(rec.accused))
            }
            _ => None,
        }
    }

    /// [`Werewolf::public_reason_against`] worked out for `t` alone.
    pub(super) fn work_out_reason(&self, t: Seat) -> Option<Reason> {
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
        if let Some(record) = self.vote_record_reason(t) {
            return Some(record);
        }
        if let Some(c) = self.claims.iter().rev().find(|c| {
            c.about == t && c.wolf && self.work_out_standing(c.by) != Some(Standing::Discredited)
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
                // Named a werewolf by a claimant: a villager knows the
                // claim is false (unless the Seer would see it so) and
                // says that the claimant lies, once.
                if let Some(liar) = self.false_accuser_of(me) {
                    return Some(Act::ClaimWolf(liar));
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

    /// The living claimant who last named `me` (on the village's side, and
    /// no werewolf to the Seer's eyes) a werewolf, unless `me` has already
    /// named them back.
    fn false_accuser_of(&self, me: Seat) -> Option<Seat> {
        if self.seen_as_wolf(me) {
            return None;
        }
        self.claims
            .iter()
            .rev()
            .filter(|c| c.about == me && c.wolf && c.by != me)
            .map(|c| c.by)
            .find(|&t| {
                self.players[t].alive
                    && !self.claims.iter().any(|c| c.by == me && c.about == t && c.wolf)
            })
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
