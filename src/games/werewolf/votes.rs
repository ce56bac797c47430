//! Named votes and who the vote cannot eliminate. Every vote is public
//! (Ultimate Werewolf votes by show of hands): after it the board and the
//! log say who voted how ("Blizzard eliminated (6 eliminate, 2 spare; 5 needed). Eliminate: …
//! · Spare: …"), the board keeps today's and yesterday's votes, and the
//! story at the end lists every vote. A player the vote publicly cannot
//! eliminate (a revealed Cloak of the Prince or Amulet of Protection, a
//! Prince whose card is shown and whose save is unused) is labelled so in
//! the nomination choices, and bots never nominate them.

use super::{Artifact, Role, Seat, Verdict, VoteRecord, Werewolf};
use crate::engine::{Arg, Text};
use crate::text;

/// Cards that keep their holder from being eliminated by the vote while
/// they are face up, in the order the vote checks them.
const VOTE_SAVING_CARDS: [Artifact; 2] = [Artifact::CloakOfThePrince, Artifact::AmuletOfProtection];

/// Whether `art`, face up, keeps its holder from being eliminated by the vote.
pub(super) fn saves_from_the_vote(art: Artifact) -> bool {
    VOTE_SAVING_CARDS.contains(&art)
}

impl Werewolf {
    /// The face-up card that keeps `t` from being eliminated by the vote.
    fn vote_saving_card(&self, t: Seat) -> Option<Artifact> {
        VOTE_SAVING_CARDS
            .into_iter()
            .find(|&a| self.has_active(t, a))
    }

    /// Why everyone can see that the vote cannot eliminate `t` now, if it
    /// cannot: a face-up Cloak of the Prince or Amulet of Protection, or a
    /// Prince whose card is shown and who has not used his save. A Prince
    /// nobody knows of (or a Mirror copy of his power) is not public.
    pub(super) fn publicly_vote_proof(&self, t: Seat) -> Option<Text> {
        if let Some(card) = self.vote_saving_card(t) {
            return Some(card.label());
        }
        let p = &self.players[t];
        (p.role_public && p.role == Role::Prince && !p.prince_used).then(|| Role::Prince.label())
    }

    /// `who` with "(cannot be eliminated: Amulet of Protection)" after it
    /// for a player the vote publicly cannot eliminate, else `who` alone.
    pub(super) fn with_vote_proof_note(&self, t: Seat, who: Text) -> Text {
        match self.publicly_vote_proof(t) {
            Some(why) => text!("werewolf-cannot-be-eliminated", who = who, why = why),
            None => who,
        }
    }

    /// Why a vote's majority does not eliminate `accused` (whatever is
    /// known of it), checked in the rules' order: the Cloak, the Amulet,
    /// then the Prince's save (his card, or the power copied with the
    /// Mirror of the Doppelganger). The save is announced when it is used.
    pub(super) fn vote_save(&self, accused: Seat) -> Option<Text> {
        if let Some(card) = self.vote_saving_card(accused) {
            return Some(card.label());
        }
        if self.has_power(accused, Role::Prince) && !self.players[accused].prince_used {
            return Some(if self.players[accused].role == Role::Prince {
                Role::Prince.label()
            } else {
                text!("werewolf-vote-save-mirrored-prince")
            });
        }
        None
    }

    /// The votes `seat` is seen to cast: one, one more while the Mayor's
    /// card is shown, one more for a face-up Mace of the Mayor. A Mayor
    /// nobody knows of (or a Mirror copy of his power) counts twice in the
    /// tally ([`Werewolf::vote_weight`]) but once in every public count.
    pub(super) fn public_vote_weight(&self, seat: Seat) -> u32 {
        let p = &self.players[seat];
        1 + (p.role_public && p.role == Role::Mayor) as u32
            + self.has_active(seat, Artifact::MaceOfTheMayor) as u32
    }

    /// One vote in a line: the public count and what it did, then every
    /// voter by side, a forced voter who did not vote named on the side
    /// the rules counted them for, as if they had voted.
    pub(super) fn vote_line(&self, rec: &VoteRecord) -> Text {
        self.vote_line_naming(rec, |s| self.player(s), true, false)
    }

    /// [`Self::vote_line`] with each player named by `name`; with the votes
    /// needed in the count when `with_needed`, else in the story's short
    /// form (the sides as "yes"/"no"); with the weighted totals when
    /// `weighted` (the story at the end, when every card is known), else
    /// with the count the table saw.
    fn vote_line_naming(
        &self,
        rec: &VoteRecord,
        name_of: impl Fn(Seat) -> Arg,
        with_needed: bool,
        weighted: bool,
    ) -> Text {
        let name = name_of(rec.accused);
        let side = |elim: bool| -> Text {
            let names: Vec<Text> = rec
                .votes
                .iter()
                .filter(|(_, e)| *e == elim)
                .map(|(s, _)| text!("player-name", player = name_of(*s)))
                .collect();
            if names.is_empty() {
                text!("werewolf-vote-nobody")
            } else {
                Text::list(names)
            }
        };
        let sides = if with_needed {
            text!("werewolf-vote-sides", eliminate = side(true), spare = side(false))
        } else {
            text!("werewolf-story-vote-sides", eliminate = side(true), spare = side(false))
        };
        let Some(r) = &rec.result else {
            return text!("werewolf-vote-open", player = name, sides = sides);
        };
        let (eliminate, spare) = match r.shown {
            Some(shown) if !weighted => shown,
            _ => (r.eliminate, r.spare),
        };
        // The public count is of voters; the verdict is the tally's. They
        // disagree only when votes nobody knows to count more made the
        // majority: the line says so (as the verdict already does), never
        // whose or how many.
        let outweighed = eliminate < r.needed && r.verdict != Verdict::Spared;
        let count = match (with_needed, outweighed) {
            (true, false) => text!(
                "werewolf-vote-count",
                eliminate = i64::from(eliminate),
                spare = i64::from(spare),
                needed = i64::from(r.needed)
            ),
            (true, true) => text!(
                "werewolf-vote-count-outweighed",
                eliminate = i64::from(eliminate),
                spare = i64::from(spare),
                needed = i64::from(r.needed)
            ),
            (false, _) => text!(
                "werewolf-story-vote-count",
                eliminate = i64::from(eliminate),
                spare = i64::from(spare)
            ),
        };
        let head = match &r.verdict {
            Verdict::Eliminated => text!("werewolf-vote-eliminated", player = name, count = count),
            Verdict::Spared => text!("werewolf-vote-spared", player = name, count = count),
            Verdict::Survives(why) => text!(
                "werewolf-vote-survives",
                player = name,
                count = count,
                why = why.clone()
            ),
        };
        let absent: Vec<Text> = r
            .absent
            .iter()
            .map(|&s| text!("player-name", player = name_of(s)))
            .collect();
        if absent.is_empty() {
            text!("werewolf-vote-line", head = head, sides = sides)
        } else {
            text!(
                "werewolf-vote-line-absent",
                head = head,
                sides = sides,
                absent = Text::list(absent)
            )
        }
    }

    /// Every vote for the story, oldest first, each as "Day N: …", players
    /// named as the story names them; the count with the votes needed when
    /// `with_needed` (the log says it; the finished board is kept short).
    pub(super) fn story_vote_lines(&self, with_needed: bool) -> Vec<String> {
        self.vote_log
            .iter()
            .map(|rec| {
                let vote = self.vote_line_naming(
                    rec,
                    |s| Arg::Plain(self.story_name(s).into()),
                    with_needed,
                    true,
                );
                text!("werewolf-vote-of-day", day = i64::from(rec.round), vote = vote).to_string()
            })
            .collect()
    }

    /// The votes from day `from` on, a line per day ("Day N: …"): each
    /// vote as `line` draws it, the votes of one day joined by `join`.
    pub(super) fn votes_by_day(
        &self,
        from: u32,
        line: impl Fn(&VoteRecord) -> Text,
        join: impl Fn(Text, Text) -> Text,
    ) -> Vec<Text> {
        // The log is in the order of the days.
        let start = self.vote_log.partition_point(|rec| rec.round < from);
        per_day(&self.vote_log[start..], |rec| rec.round, line, join)
            .into_iter()
            .map(|(day, votes)| text!("werewolf-vote-of-day", day = i64::from(day), vote = votes))
            .collect()
    }

    /// Every vote for the finished board, a line per day, players named
    /// as the story names them, without the votes needed.
    pub(super) fn story_vote_days(&self) -> Vec<Text> {
        self.votes_by_day(
            0,
            |rec| self.vote_line_naming(rec, |s| Arg::Plain(self.story_name(s).into()), false, true),
            |first, next| text!("werewolf-story-then", first = first, next = next),
        )
    }
}

/// `items`, kept in the order of their days, as one text per day, oldest
/// first, with its day: each item drawn by `line`, a day's items joined by
/// `join` (the votes of a day, the claims of a day).
pub(super) fn per_day<T>(
    items: &[T],
    day: impl Fn(&T) -> u32,
    line: impl Fn(&T) -> Text,
    join: impl Fn(Text, Text) -> Text,
) -> Vec<(u32, Text)> {
    items
        .chunk_by(|a, b| day(a) == day(b))
        .map(|same| {
            let text = same.iter().map(&line).reduce(&join).unwrap_or_default();
            (day(&same[0]), text)
        })
        .collect()
}
