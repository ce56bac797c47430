//! Bot seats. A bot reads only what its seat may know: its own role and
//! artifacts, its notes (seer results, the pack, Masons), the public board
//! (revealed roles and artifacts, nominations) and, for wolves, the pack's
//! votes. Village bots nominate and vote out known wolves (a bot Seer puts
//! its findings to the vote), wolves never vote against each other and follow
//! the pack's choice at night, and artifacts are played with a purpose
//! (`bot_artifacts.rs`). Bots leave people the floor a moment once
//! nominations open (`floor.rs`) and never nominate or second a player the
//! vote publicly cannot eliminate. A bot Seer now and then shares a finding as a
//! public claim, a bot on the wolf side now and then lies with one, and
//! village bots weigh the claims.

use super::{Act, Artifact, Fact, Pending, Phase, Seat, Team, Werewolf};
use crate::engine::{GameRng, Prompt};

/// The seats that `acts` offers as acts of one kind, such as
/// `Act::Nominate` (a kind that carries a seat).
fn offered_seats(acts: &[Act], kind: fn(Seat) -> Act) -> Vec<Seat> {
    acts.iter()
        .filter_map(|&a| match a {
            Act::Target(t)
            | Act::Nominate(t)
            | Act::Save(t)
            | Act::Poison(t)
            | Act::ClaimWolf(t)
            | Act::ClaimClean(t)
            | Act::Accuse(t) => (a == kind(t)).then_some(t),
            _ => None,
        })
        .collect()
}

impl Werewolf {
    /// Nominations are open and the bot in `me` no longer waits.
    fn floor_open_for(&self, me: Seat) -> bool {
        self.today.floor_open && !self.leaves_the_floor(me)
    }

    /// What `me` believes about `t`: `Some(true)` a werewolf, `Some(false)` not.
    pub(super) fn belief(&self, me: Seat, t: Seat) -> Option<bool> {
        if me == t {
            return Some(self.is_werewolf(me));
        }
        let p = &self.players[t];
        if self.has_active(t, Artifact::ClawOfTheWerewolf) {
            return Some(true);
        }
        if p.role_public && p.alive {
            return Some(p.role.is_wolf());
        }
        let mut out = None;
        for i in self.players[me].intel.iter().filter(|i| i.about == t) {
            match i.fact {
                Fact::Pack => out = Some(true),
                Fact::Werewolf(w) => out = Some(w),
                Fact::Role(r) => out = Some(r.is_wolf()),
                _ => {}
            }
        }
        out
    }

    pub(super) fn on_wolf_side(&self, me: Seat) -> bool {
        self.team(me) == Team::Werewolves
    }

    /// Known living werewolves from `me`'s point of view.
    pub(super) fn known_wolves(&self, me: Seat) -> Vec<Seat> {
        self.others(me)
            .into_iter()
            .filter(|&t| self.belief(me, t) == Some(true))
            .collect()
    }

    /// Public suspicion from the vote history (how `t` nominated and voted
    /// on players whose role was shown afterwards) and from the players its
    /// "each day at dawn" artifacts picked.
    fn suspicion(&self, t: Seat) -> i32 {
        match self.record.get() {
            Some(record) => record.suspicion[t],
            None => self.work_out_suspicion()[t],
        }
    }

    /// [`Werewolf::suspicion`] of every seat, in one walk through the votes.
    pub(super) fn work_out_suspicion(&self) -> Vec<i32> {
        let n = self.n();
        let mut score = self.dawn_choice_suspicion();
        let mut counted = vec![false; n];
        for rec in &self.vote_log {
            let accused = &self.players[rec.accused];
            if !accused.role_public {
                continue;
            }
            let wolf = accused.role.team() == Team::Werewolves;
            if let Some(s) = score.get_mut(rec.nominator) {
                *s += if wolf { -3 } else { 2 };
            }
            // A seat's first vote in the record counts.
            counted.iter_mut().for_each(|c| *c = false);
            for &(v, elim) in &rec.votes {
                if v >= n || std::mem::replace(&mut counted[v], true) {
                    continue;
                }
                score[v] += match (wolf, elim) {
                    (true, true) => -2,
                    (true, false) => 3,
                    (false, true) => 1,
                    (false, false) => 0,
                };
            }
        }
        score
    }

    /// How much `me` wants `t` gone: higher is more.
    pub(super) fn hostility(&self, me: Seat, t: Seat) -> i32 {
        let wolf = self.belief(me, t);
        match (self.on_wolf_side(me), wolf) {
            (true, Some(true)) => -10,
            (true, _) if self.named_the_pack(me, t) => 6,
            (true, _) => 3,
            (false, Some(true)) => 10,
            (false, Some(false)) => -5,
            (false, None) => self.public_hostility(me, t),
        }
    }

    /// How much the public record and the claims weigh against `t`, for
    /// `me` (who discounts the claims of players it knows to be wolves).
    fn public_hostility(&self, me: Seat, t: Seat) -> i32 {
        (self.suspicion(t) + self.claim_weight(me, t) + self.claimant_weight(t)).clamp(-6, 9)
    }

    /// Whether `t` claimed that one of `me`'s pack is a werewolf: for a
    /// wolf, the player to silence first.
    fn named_the_pack(&self, me: Seat, t: Seat) -> bool {
        self.claims
            .iter()
            .any(|c| c.by == t && c.wolf && self.belief(me, c.about) == Some(true))
    }

    /// What the public claims about `t` weigh for `me`: an accusation
    /// counts, a clearing a little, except from a player `me` knows to be a
    /// wolf (and `me`'s own claims, which `me` already knows the truth of).
    /// A discredited claimant's word counts for nothing, a countered
    /// one's for half.
    pub(super) fn claim_weight(&self, me: Seat, t: Seat) -> i32 {
        use super::speech::Standing;
        self.claims
            .iter()
            .filter(|c| c.about == t && c.by != me && self.belief(me, c.by) != Some(true))
            .map(|c| {
                let full = if c.wolf { 4 } else { -2 };
                match self.claimant_standing(c.by) {
                    Some(Standing::Discredited) => 0,
                    Some(Standing::Countered) => full / 2,
                    _ => full,
                }
            })
            .sum::<i32>()
            .clamp(-4, 8)
    }

    /// Picks the option with the highest hostility (ties at random).
    pub(super) fn most_hostile(&self, me: Seat, options: &[Seat], rng: &mut GameRng) -> Option<Seat> {
        let mut opts = options.to_vec();
        rng.shuffle(&mut opts);
        opts.into_iter().max_by_key(|&t| self.hostility(me, t))
    }

    /// Picks the option with the lowest hostility (ties at random).
    pub(super) fn friendliest(&self, me: Seat, options: &[Seat], rng: &mut GameRng) -> Option<Seat> {
        let mut opts = options.to_vec();
        rng.shuffle(&mut opts);
        opts.into_iter().min_by_key(|&t| self.hostility(me, t))
    }

    /// What `me` last claimed in public about `t`: `Some(true)` that it is
    /// a werewolf.
    fn own_claim_about(&self, me: Seat, t: Seat) -> Option<bool> {
        self.claims
            .iter()
            .rev()
            .find(|c| c.by == me && c.about == t)
            .map(|c| c.wolf)
    }

    /// Would `me` vote to eliminate `t`?
    fn wants_out(&self, me: Seat, t: Seat, rng: &mut GameRng) -> bool {
        if self.team(me) == Team::Tanner {
            return t == me || rng.chance(1, 2);
        }
        if t == me {
            return false;
        }
        // A bot stands by its own word: having told the table that `t` is
        // (or is not) a werewolf, it votes as it said, a lying wolf too
        // (sparing the villager it accused would give the lie away).
        if let Some(said) = self.own_claim_about(me, t) {
            return said;
        }
        // A wolf votes on a villager as the village would, a little
        // keener: always voting to eliminate is the pack's tell.
        let h = if self.on_wolf_side(me) && self.belief(me, t) != Some(true) {
            self.public_hostility(me, t) + 2
        } else {
            self.hostility(me, t)
        };
        match h {
            h if h >= 10 => true,
            h if h < 0 => false,
            h if h >= 3 => rng.chance(4, 5),
            _ => rng.chance(1, 2),
        }
    }

    pub(super) fn bot_choice(&self, seat: Seat) -> Option<String> {
        self.weigh_the_record();
        if self.waits_without_a_move(seat) {
            return None;
        }
        // The line a bot in the claim menu says is checked against the menu
        // without building it (80 choices at 40 seats).
        if self.today.claiming.contains(&seat) {
            let line = self.bot_line(seat).unwrap_or(Act::Back);
            if self.claim_menu_lists(seat, line) == Some(true) {
                return Some(line.id());
            }
        }
        let prompt = self.prompt_for(seat)?;
        // Only public or own facts vary the salt (the hidden night log does not).
        let own = self.players[seat].intel.len()
            + self.night.wolf_picks.len() * self.is_werewolf(seat) as usize;
        let salt =
            (seat as u64) * 7919 + self.key * 104_729 + (self.said << 20) + ((own as u64) << 40);
        let mut rng = self.rng.derive(salt);
        let chosen = self.bot_pick(seat, &prompt, &mut rng);
        let ids: Vec<&str> = prompt.choices.iter().map(|c| c.id.as_str()).collect();
        let waiting = self.pending.is_empty()
            && match self.phase {
                Phase::Discussion { .. } => !self.floor_open_for(seat),
                Phase::Second { .. } => self.leaves_the_floor(seat),
                Phase::Vote { .. } => self.waits_to_vote(seat),
                _ => false,
            };
        match chosen {
            Some(a) if ids.contains(&a.id().as_str()) => Some(a.id()),
            None if waiting => None,
            _ => Some(ids[0].to_string()),
        }
    }

    /// Whether the bot in `me` waits this step, decided without building
    /// its prompt: exactly when [`Werewolf::bot_pick`] would wait (the
    /// day's waiting steps, with no reveal it wants and no line to say).
    /// The loops that let bots play ask every prompted seat at every step,
    /// and a 40-seat day's prompt holds 40 choices: building them for
    /// seats that only wait made a move's cost grow with the table's
    /// square (docs/speed.md).
    fn waits_without_a_move(&self, me: Seat) -> bool {
        if !self.pending.is_empty() || self.today.claiming.contains(&me) {
            return false;
        }
        // `floor`: the prompt offers a line now.
        let (waits, floor) = match self.phase {
            Phase::Discussion { .. } => (!self.floor_open_for(me), !self.today.floor_open),
            // No line is offered while seconding or voting.
            Phase::Second { .. } => (self.leaves_the_floor(me), false),
            Phase::Vote { .. } => (self.waits_to_vote(me), false),
            _ => (false, false),
        };
        waits
            && !self
                .revealable(me)
                .into_iter()
                .any(|i| self.wants_reveal(me, self.players[me].artifacts[i].art))
            && !(floor && self.may_speak(me) && self.bot_line(me).is_some())
    }

    fn bot_pick(&self, me: Seat, prompt: &Prompt, rng: &mut GameRng) -> Option<Act> {
        let acts: Vec<Act> = prompt
            .choices
            .iter()
            .filter_map(|c| Act::parse(&c.id))
            .collect();
        let targets = offered_seats(&acts, Act::Target);
        if !self.pending.is_empty() {
            return self.bot_pending(me, &acts, &targets, rng);
        }
        if self.phase == Phase::Night {
            return self.bot_night(me, &acts, &targets, rng);
        }
        if self.today.claiming.contains(&me) {
            return Some(self.bot_line(me).unwrap_or(Act::Back));
        }
        // Day: on trial, reveal what keeps the bot in the game; else reveal
        // a helpful artifact now and then.
        if let Some(a) = self.reveal_on_trial(me, &acts) {
            return Some(a);
        }
        for a in &acts {
            if let Act::Reveal(i) = *a {
                let art = self.players[me].artifacts[i].art;
                if self.wants_reveal(me, art) && rng.chance(2, 5) {
                    return Some(*a);
                }
            }
        }
        // Say the day's line (a finding, an accusation, a defence): in the
        // quiet talk (or once the floor is open for the bot, when the day
        // has no quiet talk).
        let floor = match self.phase {
            Phase::Discussion { .. } if !self.today.floor_open => true,
            Phase::Discussion { .. } => self.floor_open_for(me),
            _ => true,
        };
        if acts.contains(&Act::Claim) && floor && self.bot_line(me).is_some() {
            return Some(Act::Claim);
        }
        match &self.phase {
            // Bots let the table talk first: they wait for nominations to
            // open, then leave people the floor a moment.
            Phase::Discussion { .. } if !self.floor_open_for(me) => None,
            Phase::Second { .. } if self.leaves_the_floor(me) => None,
            // Nor do they vote before people had their moment.
            Phase::Vote { .. } if self.waits_to_vote(me) => None,
            Phase::Discussion { .. } => {
                // A player the vote publicly cannot eliminate is never
                // worth a nomination.
                let noms: Vec<Seat> = offered_seats(&acts, Act::Nominate)
                    .into_iter()
                    .filter(|&t| self.publicly_vote_proof(t).is_none())
                    .collect();
                if let Some(t) = self.most_hostile(me, &noms, rng) {
                    let h = self.hostility(me, t);
                    if h >= 10 || (h >= 3 && rng.chance(2, 3)) || (h >= 0 && rng.chance(1, 3)) {
                        return Some(Act::Nominate(t));
                    }
                }
                Some(Act::Done)
            }
            // Nor is a second: the trial would be wasted.
            Phase::Second { accused, .. } => Some(if self.publicly_vote_proof(*accused).is_none()
                && self.wants_out(me, *accused, rng)
            {
                Act::Second
            } else {
                Act::Pass
            }),
            Phase::Defence { accused, .. } => {
                Some(if *accused == me { Act::Rest } else { Act::Wait })
            }
            Phase::Vote {
                accused,
                nominator,
                votes,
            } => {
                // A bot that nominated or seconded votes as it did, unless
                // a claim since gave it a public reason to change its mind.
                let own_trial = *nominator == me || self.today.seconder == Some(me);
                let nothing_new = self.claims.len() == self.today.trial_claims;
                let elim = if own_trial && nothing_new {
                    true
                } else if own_trial {
                    self.hostility(me, *accused) >= 0
                } else if let Some(bus) = self.gives_up_a_packmate(me, *accused, votes, rng) {
                    bus
                } else {
                    self.wants_out(me, *accused, rng)
                };
                Some(if elim { Act::Elim } else { Act::Spare })
            }
            _ => acts.first().copied(),
        }
    }

    /// A wolf's vote on a packmate the village is sure to eliminate: with
    /// the eliminating side already a majority, or named a werewolf by a
    /// claimant nobody contradicts, a thoughtful wolf votes with the
    /// village (sparing a shown wolf is the tell that finds the rest of
    /// the pack). `None` when the rule does not apply.
    fn gives_up_a_packmate(
        &self,
        me: Seat,
        accused: Seat,
        votes: &[(Seat, bool)],
        rng: &mut GameRng,
    ) -> Option<bool> {
        if accused == me || !self.on_wolf_side(me) || self.belief(me, accused) != Some(true) {
            return None;
        }
        let eliminating: u32 = votes
            .iter()
            .filter(|(_, e)| *e)
            .map(|&(s, _)| self.public_vote_weight(s))
            .sum();
        let decided = eliminating * 2 > self.living().len() as u32;
        let named = self.claims.iter().any(|c| {
            c.about == accused
                && c.wolf
                && self.claimant_standing(c.by) == Some(super::speech::Standing::Trusted)
        });
        Some(decided || (named && rng.chance(1, 2)))
    }

    fn bot_night(
        &self,
        me: Seat,
        acts: &[Act],
        targets: &[Seat],
        rng: &mut GameRng,
    ) -> Option<Act> {
        if acts.contains(&Act::Sleep) {
            return Some(Act::Sleep);
        }
        if acts == [Act::Wait] {
            return Some(Act::Wait); // a Witch while the wolves choose
        }
        let task = self.night.tasks.get(me).and_then(|t| t.first()).copied();
        let unknown: Vec<Seat> = targets
            .iter()
            .copied()
            .filter(|&t| !self.players[me].intel.iter().any(|i| i.about == t))
            .collect();
        let pick = |list: &[Seat], rng: &mut GameRng| rng.pick(list).copied();
        match task? {
            super::Task::Wolf => {
                // Follow the pack's leading choice, else hunt someone dangerous.
                let mut best: Option<(usize, Seat)> = None;
                for &t in targets {
                    let votes = self
                        .night
                        .wolf_picks
                        .iter()
                        .filter(|(w, x)| *x == t && *w != me)
                        .count();
                    if votes > 0 && best.is_none_or(|(v, _)| votes > v) {
                        best = Some((votes, t));
                    }
                }
                let seen_seer: Vec<Seat> = targets
                    .iter()
                    .copied()
                    .filter(|&t| {
                        self.players[me]
                            .intel
                            .iter()
                            .any(|i| i.about == t && i.fact == Fact::IsSeer(true))
                    })
                    .collect();
                // The Amulet of Protection is public: attacking its holder is wasted.
                let open: Vec<Seat> = targets
                    .iter()
                    .copied()
                    .filter(|&t| !self.has_active(t, Artifact::AmuletOfProtection))
                    .collect();
                let open = if open.is_empty() {
                    targets.to_vec()
                } else {
                    open
                };
                best.map(|(_, t)| t)
                    .filter(|t| open.contains(t))
                    .or_else(|| pick(&seen_seer, rng))
                    .or_else(|| self.most_hostile(me, &open, rng))
                    .map(Act::Target)
            }
            super::Task::Seer | super::Task::Aura | super::Task::Sorceress => {
                let list = if unknown.is_empty() {
                    targets.to_vec()
                } else {
                    unknown
                };
                let list: Vec<Seat> = list
                    .into_iter()
                    .filter(|&t| self.hostility(me, t) > -10)
                    .collect();
                pick(&list, rng)
                    .or_else(|| pick(targets, rng))
                    .map(Act::Target)
            }
            super::Task::Guard => {
                if targets.contains(&me) && rng.chance(1, 4) {
                    return Some(Act::Target(me));
                }
                self.friendliest(me, targets, rng).map(Act::Target)
            }
            super::Task::Hag | super::Task::Spell => {
                self.most_hostile(me, targets, rng).map(Act::Target)
            }
            super::Task::Witch => {
                let victims = offered_seats(acts, Act::Save);
                if let Some(&v) = victims.iter().find(|&&v| self.hostility(me, v) < 10) {
                    if v == me || !self.on_wolf_side(me) {
                        return Some(Act::Save(v));
                    }
                }
                let poisons = offered_seats(acts, Act::Poison);
                if let Some(t) = self.most_hostile(me, &poisons, rng) {
                    if self.hostility(me, t) >= 10 {
                        return Some(Act::Poison(t));
                    }
                }
                Some(Act::NoAction)
            }
            super::Task::Sleep => Some(Act::Sleep),
        }
    }

    fn bot_pending(
        &self,
        me: Seat,
        acts: &[Act],
        targets: &[Seat],
        rng: &mut GameRng,
    ) -> Option<Act> {
        let head = self.pending.front()?;
        match head {
            // The Tanner wants to die: it never saves itself.
            Pending::Rebirth { .. } if self.team(me) == Team::Tanner => Some(Act::Decline),
            Pending::Rebirth { .. } => acts.iter().find(|a| matches!(a, Act::Use(_))).copied(),
            Pending::Hunter { .. } => self.most_hostile(me, targets, rng).map(Act::Target),
            Pending::Dawn { art, .. } => self.bot_dawn_answer(me, *art, targets, rng),
            Pending::Reveal(r) => self.bot_reveal_answer(me, r, acts, targets, rng),
        }
    }
}
