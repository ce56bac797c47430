//! Bots leave people the floor. Each time nominations open (after the
//! day's quiet talk, and again after a Talisman of Trouble's first
//! elimination) every seat draws, from the game's seeded randomness, a
//! moment of the open floor before which its bot neither nominates nor
//! seconds: from half of the `bot_wait` option to all of it (20-40 s by
//! default). The moments are game state, so a restart keeps them, and
//! time passes in clock steps like every other timer: the discussion and
//! the seconding step end their steps where a bot's wait ends. Humans are
//! never held. In the terminal nobody waits in real time: the clock acts
//! once the human has nominated or passed, so the human is asked first.
//!
//! The quiet talk that opens each day is for talk: every bot says its
//! line in it as the day breaks, so every bot has spoken before anyone may
//! nominate (people read the lines and answer in the quiet talk's time).
//!
//! Votes wait the same way: when a vote opens every seat draws its moment
//! of the vote (the same range, always within the vote's timer), before
//! which its bot does not vote, and the vote's timer runs in steps cut
//! where a bot's moment comes. So on Discord every person has a moment
//! before the bots' votes settle anything, in the terminal the human votes
//! first (the clock acts once the human has voted), and with `bot_wait=0`
//! (the simulator) bots vote at once.

use super::{Phase, Seat, Werewolf, SECOND_SECONDS, VOTE_SECONDS};

impl Werewolf {
    /// Nominations open now: every seat draws when its bot may take the floor.
    pub(super) fn open_floor(&mut self) {
        self.today.floor_open = true;
        let wait = self.cfg.bot_wait;
        let from = self.today.floor_spent;
        let salt = 0xF100_u64 ^ ((self.round as u64) << 16) ^ ((from as u64) << 40);
        let mut rng = self.rng.derive(salt);
        self.today.bots_wait = (0..self.n())
            .map(|_| from + wait / 2 + rng.below((wait - wait / 2 + 1) as usize) as u32)
            .collect();
    }

    /// A bot in `seat` still leaves the floor to people: it neither
    /// nominates nor seconds yet.
    pub(super) fn leaves_the_floor(&self, seat: Seat) -> bool {
        self.today
            .bots_wait
            .get(seat)
            .is_some_and(|&from| from > self.today.floor_spent)
    }

    /// Seconds until the next seat asked something now stops waiting, if
    /// any waits.
    fn next_bot_turn(&self) -> Option<u32> {
        (0..self.n())
            .filter(|&s| self.leaves_the_floor(s) && self.asks(s))
            .map(|s| self.today.bots_wait[s] - self.today.floor_spent)
            .min()
    }

    /// The next step of the open floor's timer: the discussion's tick, or
    /// the seconding step's time left, cut where a bot's wait ends.
    pub(super) fn floor_step(&self) -> u32 {
        let step = match self.phase {
            Phase::Second { .. } => SECOND_SECONDS.saturating_sub(self.today.second_spent),
            _ => self.discussion_tick(),
        };
        self.next_bot_turn().map_or(step, |t| step.min(t)).max(1)
    }

    /// A step of the open floor's timer passed (see [`Werewolf::floor_step`]).
    /// Returns whether the seconding step ran out.
    pub(super) fn floor_clock(&mut self) -> bool {
        let step = self.floor_step();
        self.today.floor_spent += step;
        match self.phase {
            Phase::Second { .. } => {
                self.today.second_spent += step;
                self.today.second_spent >= SECOND_SECONDS
            }
            _ => {
                self.today.talk_spent += step;
                false
            }
        }
    }
}

impl Werewolf {
    /// A vote opens now: every seat draws when its bot may vote.
    pub(super) fn open_vote_floor(&mut self) {
        self.today.vote_spent = 0;
        let wait = self.cfg.bot_wait.min(VOTE_SECONDS - 10);
        let salt = 0x7073_u64 ^ ((self.round as u64) << 16) ^ ((self.today.trials as u64) << 40);
        let mut rng = self.rng.derive(salt);
        self.today.votes_wait = (0..self.n())
            .map(|_| wait / 2 + rng.below((wait - wait / 2 + 1) as usize) as u32)
            .collect();
    }

    /// A bot in `seat` does not vote yet: people have their moment first.
    pub(super) fn waits_to_vote(&self, seat: Seat) -> bool {
        self.today
            .votes_wait
            .get(seat)
            .is_some_and(|&from| from > self.today.vote_spent)
    }

    /// The next step of the vote's timer: the time left, cut where a
    /// prompted seat's vote moment comes.
    pub(super) fn vote_step(&self) -> u32 {
        let left = VOTE_SECONDS.saturating_sub(self.today.vote_spent);
        (0..self.n())
            .filter(|&s| self.waits_to_vote(s) && self.asks(s))
            .map(|s| self.today.votes_wait[s] - self.today.vote_spent)
            .min()
            .map_or(left, |t| left.min(t))
            .max(1)
    }

    /// A step of the vote's timer passed; returns whether the vote's time
    /// ran out.
    pub(super) fn vote_clock(&mut self) -> bool {
        self.today.vote_spent += self.vote_step();
        self.today.vote_spent >= VOTE_SECONDS
    }

    /// The next step of the clock ends the vote (a seat still asked then
    /// misses it).
    pub(super) fn vote_ends_next(&self) -> bool {
        self.today.vote_spent + self.vote_step() >= VOTE_SECONDS
    }
}
