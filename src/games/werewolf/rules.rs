//! Shared rule helpers: the action codes, questions about players (team,
//! powers, who may vote or talk), the dispatch of prompts, choices and clock
//! ticks to the phase files, clear refusals, and the invariants.

use serde::{Deserialize, Serialize};

use super::{Artifact, Pending, Phase, Role, Team, Werewolf};
use crate::engine::text::{Arg, Name, Text};
use crate::text;
use crate::engine::{Choice, Prompt, RuleError, Seat};

/// What a choice aimed at a player does to them: each names its own
/// catalogue label, so "Kill Akela" is a message, never a verb glued to a name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Aim {
    Kill,
    LookAt,
    ReadAura,
    Protect,
    SendAway,
    Silence,
    Save,
    Poison,
    Shoot,
    PassAmulet,
    Shield,
    ForbidVote,
    Choose,
    MakeReveal,
    PeekAt,
    StealFrom,
    Destroy,
    FirstToReveal,
    SecondToReveal,
    Deny,
    MakeDiseased,
    ViewRole,
    Test,
    Mirror,
    Doom,
    Strike,
    Name,
    GiveBow,
    AskGhost,
}

impl Aim {
    /// The choice's label for `player` (who reads "yourself" when it is them).
    pub(crate) fn label(self, player: Arg) -> Text {
        match self {
            Aim::Kill => text!("ww-aim-kill", player = player),
            Aim::LookAt => text!("ww-aim-look-at", player = player),
            Aim::ReadAura => text!("ww-aim-read-aura", player = player),
            Aim::Protect => text!("ww-aim-protect", player = player),
            Aim::SendAway => text!("ww-aim-send-away", player = player),
            Aim::Silence => text!("ww-aim-silence", player = player),
            Aim::Save => text!("ww-aim-save", player = player),
            Aim::Poison => text!("ww-aim-poison", player = player),
            Aim::Shoot => text!("ww-aim-shoot", player = player),
            Aim::PassAmulet => text!("ww-aim-pass-amulet", player = player),
            Aim::Shield => text!("ww-aim-shield", player = player),
            Aim::ForbidVote => text!("ww-aim-forbid-vote", player = player),
            Aim::Choose => text!("ww-aim-choose", player = player),
            Aim::MakeReveal => text!("ww-aim-make-reveal", player = player),
            Aim::PeekAt => text!("ww-aim-peek-at", player = player),
            Aim::StealFrom => text!("ww-aim-steal-from", player = player),
            Aim::Destroy => text!("ww-aim-destroy", player = player),
            Aim::FirstToReveal => text!("ww-aim-first-to-reveal", player = player),
            Aim::SecondToReveal => text!("ww-aim-second-to-reveal", player = player),
            Aim::Deny => text!("ww-aim-deny", player = player),
            Aim::MakeDiseased => text!("ww-aim-make-diseased", player = player),
            Aim::ViewRole => text!("ww-aim-view-role", player = player),
            Aim::Test => text!("ww-aim-test", player = player),
            Aim::Mirror => text!("ww-aim-mirror", player = player),
            Aim::Doom => text!("ww-aim-doom", player = player),
            Aim::Strike => text!("ww-aim-strike", player = player),
            Aim::Name => text!("ww-aim-name", player = player),
            Aim::GiveBow => text!("ww-aim-give-bow", player = player),
            Aim::AskGhost => text!("ww-aim-ask-ghost", player = player),
        }
    }
}

/// A parsed action code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Act {
    Sleep,
    NoAction,
    Done,
    Second,
    Pass,
    Rest,
    Wait,
    Elim,
    Spare,
    Decline,
    Force,
    Keep,
    Target(Seat),
    Nominate(Seat),
    Save(Seat),
    Poison(Seat),
    Reveal(usize),
    Use(usize),
    Slot(usize),
    Letter(char),
    Clock(u64),
    /// Open the claim menu / leave it.
    Claim,
    Back,
    /// A public claim: this player is (not) a werewolf.
    ClaimWolf(Seat),
    ClaimClean(Seat),
    /// A public accusation, with the public record's reason against them.
    Accuse(Seat),
    /// A public line: nothing points at anyone yet.
    Undecided,
}

impl Act {
    pub fn parse(text: &str) -> Option<Act> {
        let words = [
            ("sleep", Act::Sleep),
            ("none", Act::NoAction),
            ("done", Act::Done),
            ("second", Act::Second),
            ("pass", Act::Pass),
            ("rest", Act::Rest),
            ("wait", Act::Wait),
            ("elim", Act::Elim),
            ("spare", Act::Spare),
            ("decline", Act::Decline),
            ("force", Act::Force),
            ("keep", Act::Keep),
            ("claim", Act::Claim),
            ("back", Act::Back),
            ("undecided", Act::Undecided),
        ];
        if let Some((_, a)) = words.iter().find(|(w, _)| *w == text) {
            return Some(*a);
        }
        let num = |prefix: &str| -> Option<usize> {
            let rest = text.strip_prefix(prefix)?;
            if rest.is_empty() || rest.len() > 3 || !rest.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            rest.parse().ok()
        };
        if let Some(rest) = text.strip_prefix('l') {
            let mut chars = rest.chars();
            if let (Some(c), None) = (chars.next(), chars.next()) {
                if c.is_ascii_uppercase() {
                    return Some(Act::Letter(c));
                }
            }
        }
        if let Some(k) = text
            .strip_prefix('c')
            .filter(|r| !r.is_empty() && r.bytes().all(|b| b.is_ascii_digit()))
        {
            return k.parse().ok().map(Act::Clock);
        }
        None.or_else(|| num("claimw").map(Act::ClaimWolf))
            .or_else(|| num("accuse").map(Act::Accuse))
            .or_else(|| num("claimv").map(Act::ClaimClean))
            .or_else(|| num("save").map(Act::Save))
            .or_else(|| num("poison").map(Act::Poison))
            .or_else(|| num("slot").map(Act::Slot))
            .or_else(|| num("use").map(Act::Use))
            .or_else(|| num("t").map(Act::Target))
            .or_else(|| num("n").map(Act::Nominate))
            .or_else(|| num("a").map(Act::Reveal))
    }

    pub fn id(self) -> String {
        match self {
            Act::Sleep => "sleep".into(),
            Act::NoAction => "none".into(),
            Act::Done => "done".into(),
            Act::Second => "second".into(),
            Act::Pass => "pass".into(),
            Act::Rest => "rest".into(),
            Act::Wait => "wait".into(),
            Act::Elim => "elim".into(),
            Act::Spare => "spare".into(),
            Act::Decline => "decline".into(),
            Act::Force => "force".into(),
            Act::Keep => "keep".into(),
            Act::Target(s) => format!("t{s}"),
            Act::Nominate(s) => format!("n{s}"),
            Act::Save(s) => format!("save{s}"),
            Act::Poison(s) => format!("poison{s}"),
            Act::Reveal(i) => format!("a{i}"),
            Act::Use(i) => format!("use{i}"),
            Act::Slot(i) => format!("slot{i}"),
            Act::Letter(c) => format!("l{c}"),
            Act::Clock(k) => format!("c{k}"),
            Act::Claim => "claim".into(),
            Act::Back => "back".into(),
            Act::ClaimWolf(s) => format!("claimw{s}"),
            Act::ClaimClean(s) => format!("claimv{s}"),
            Act::Accuse(s) => format!("accuse{s}"),
            Act::Undecided => "undecided".into(),
        }
    }
}

/// Why a seat is muted right now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MuteReason {
    Dead,
    /// Sent out of the village (Old Hag, Cudgel of the Old Hag): no talk, no vote.
    SentAway,
    /// Silenced (Spellcaster, Mask of Spellcasting): no talk, may still vote.
    Silenced,
}

impl Werewolf {
    pub fn n(&self) -> usize {
        self.players.len()
    }

    /// What seat `seat` is called, a bot's name marked as such.
    pub fn name(&self, seat: Seat) -> &Name {
        &self.names[seat]
    }

    /// A seat as a message argument: "you" for its reader, the name for
    /// anyone else.
    pub(crate) fn player(&self, seat: Seat) -> Arg {
        Arg::player(seat, self.name(seat))
    }

    /// `seats` as list items, each "you" for its reader.
    pub(crate) fn players_list(&self, seats: &[Seat]) -> Vec<Text> {
        seats.iter().map(|&s| Text::player(s, self.name(s))).collect()
    }

    pub fn living(&self) -> Vec<Seat> {
        (0..self.n()).filter(|&s| self.players[s].alive).collect()
    }

    /// Living players other than `seat`.
    pub fn others(&self, seat: Seat) -> Vec<Seat> {
        self.living().into_iter().filter(|&s| s != seat).collect()
    }

    pub fn has_power(&self, seat: Seat, role: Role) -> bool {
        let p = &self.players[seat];
        p.role == role || p.extra_powers.contains(&role) || (role == Role::Seer && p.promoted)
    }

    /// The Seer of the role cards: the Seer card, or the Apprentice who took
    /// over. A power copied with the Mirror does not make the Seer.
    pub fn is_the_seer(&self, seat: Seat) -> bool {
        let p = &self.players[seat];
        p.role == Role::Seer || p.promoted
    }

    pub fn has_active(&self, seat: Seat, art: Artifact) -> bool {
        self.players[seat]
            .artifacts
            .iter()
            .any(|h| h.art == art && h.active())
    }

    /// Counts as a werewolf: wolf card, turned, or Claw of the Werewolf.
    pub fn is_werewolf(&self, seat: Seat) -> bool {
        let p = &self.players[seat];
        p.role.is_wolf() || p.turned || self.has_active(seat, Artifact::ClawOfTheWerewolf)
    }

    pub fn team(&self, seat: Seat) -> Team {
        if self.is_werewolf(seat) {
            Team::Werewolves
        } else {
            self.players[seat].role.team()
        }
    }

    pub fn living_wolves(&self) -> Vec<Seat> {
        self.living()
            .into_iter()
            .filter(|&s| self.is_werewolf(s))
            .collect()
    }

    pub fn is_diseased(&self, seat: Seat) -> bool {
        self.has_power(seat, Role::Diseased) || self.players[seat].diseased
    }

    pub fn is_cursed(&self, seat: Seat) -> bool {
        self.has_power(seat, Role::Cursed) || self.players[seat].cursed
    }

    /// Day-time restrictions apply from dawn to dusk.
    pub fn is_day(&self) -> bool {
        !matches!(self.phase, Phase::Night | Phase::Over)
    }

    pub fn away_today(&self, seat: Seat) -> bool {
        self.is_day() && self.players[seat].away_day == Some(self.round)
    }

    pub fn silenced_today(&self, seat: Seat) -> bool {
        self.is_day() && self.players[seat].silenced_day == Some(self.round)
    }

    pub fn mute_reason(&self, seat: Seat) -> Option<MuteReason> {
        if !self.players[seat].alive {
            Some(MuteReason::Dead)
        } else if self.away_today(seat) {
            Some(MuteReason::SentAway)
        } else if self.silenced_today(seat) {
            Some(MuteReason::Silenced)
        } else {
            None
        }
    }

    /// May talk: nominate, second.
    pub fn may_speak(&self, seat: Seat) -> bool {
        self.mute_reason(seat).is_none()
    }

    /// May vote today (a revealed Vote from Beyond lets the dead vote).
    pub fn may_vote(&self, seat: Seat) -> bool {
        let p = &self.players[seat];
        if !p.alive {
            return self.has_active(seat, Artifact::VoteFromBeyond);
        }
        !self.away_today(seat) && p.novote_day != Some(self.round)
    }

    /// One vote, one more for the Mayor, one more for the Mace of the Mayor
    /// (a Mayor holding the Mace counts three).
    pub fn vote_weight(&self, seat: Seat) -> u32 {
        1 + self.has_power(seat, Role::Mayor) as u32
            + self.has_active(seat, Artifact::MaceOfTheMayor) as u32
    }

    /// A forced vote: `Some(true)` always eliminate, `Some(false)` always spare.
    /// Artifacts overrule roles; of two artifacts the later revealed wins.
    pub fn forced_vote(&self, seat: Seat) -> Option<bool> {
        let p = &self.players[seat];
        let by_artifact = p
            .artifacts
            .iter()
            .enumerate()
            .filter(|(_, h)| {
                h.active() && matches!(h.art, Artifact::CapOfIdiocy | Artifact::WreathOfPeace)
            })
            .max_by_key(|(i, h)| (h.revealed_day, *i))
            .map(|(_, h)| h.art == Artifact::CapOfIdiocy);
        by_artifact.or(if self.has_power(seat, Role::VillageIdiot) {
            Some(true)
        } else if self.has_power(seat, Role::Pacifist) {
            Some(false)
        } else {
            None
        })
    }

    /// Artifacts a living player may reveal now (indexes into their hand).
    pub fn revealable(&self, seat: Seat) -> Vec<usize> {
        let p = &self.players[seat];
        self.face_down_in_a_reveal_step(seat)
            .into_iter()
            .filter(|&i| !p.artifacts[i].art.on_elimination())
            .collect()
    }

    /// A living player's face-down cards (indexes into their hand) while
    /// cards may be revealed by day, whatever they are: whom this asks
    /// is public (the board counts everyone's face-down cards), so it must
    /// not tell a Rod or a Scepter (revealed only when eliminated) from a
    /// card revealed by day.
    pub(super) fn face_down_in_a_reveal_step(&self, seat: Seat) -> Vec<usize> {
        let p = &self.players[seat];
        let day_step = matches!(
            self.phase,
            Phase::Discussion { .. } | Phase::Second { .. } | Phase::Defence { .. }
        );
        if !p.alive || !day_step || !self.pending.is_empty() || self.away_today(seat) {
            return Vec::new();
        }
        (0..p.artifacts.len())
            .filter(|&i| !p.artifacts[i].revealed)
            .collect()
    }

    pub fn reveal_choices(&self, seat: Seat) -> Vec<Choice> {
        let down = self.players[seat]
            .artifacts
            .iter()
            .filter(|h| !h.revealed)
            .count();
        self.revealable(seat)
            .into_iter()
            .map(|i| {
                let art = self.players[seat].artifacts[i].art;
                let label = if down > 1 {
                    text!("ww-choice-reveal-numbered", number = i + 1, artifact = art.label())
                } else {
                    text!("ww-choice-reveal-only", artifact = art.label())
                };
                Choice::new(Act::Reveal(i).id(), label).hint(art.text_label())
            })
            .collect()
    }

    /// A choice that aims at one player: "Kill Akela", "Protect yourself".
    pub(crate) fn target_choice(&self, act: Act, aim: Aim, seat: Seat) -> Choice {
        Choice::new(act.id(), aim.label(self.player(seat)))
    }

    pub(super) fn prompt_for(&self, seat: Seat) -> Option<Prompt> {
        if self.finish.is_some() || seat >= self.n() {
            return None;
        }
        if !self.pending.is_empty() {
            return self.pending_prompt(seat);
        }
        match self.phase {
            Phase::Night => self.night_prompt(seat),
            Phase::Discussion { .. }
            | Phase::Second { .. }
            | Phase::Defence { .. }
            | Phase::Vote { .. } => self.day_prompt(seat),
            _ => None,
        }
    }

    /// Whether [`Werewolf::prompt_for`] asks `seat`, without building the
    /// prompt: the loops that let bots play ask this of every seat at every
    /// step, and a 40-seat night's prompts hold 1,600 choices. The soak's
    /// contract check holds it equal to the prompts.
    pub(super) fn asks(&self, seat: Seat) -> bool {
        if self.finish.is_some() || seat >= self.n() {
            return false;
        }
        if !self.pending.is_empty() {
            return self.pending_prompt(seat).is_some();
        }
        match &self.phase {
            Phase::Night => self.current_task(seat).is_some(),
            Phase::Discussion { .. } => self.in_village(seat) && !self.today.done.contains(&seat),
            Phase::Second {
                nominator,
                accused,
                answered,
            } => {
                seat != *nominator
                    && seat != *accused
                    && self.may_speak(seat)
                    && !answered.contains(&seat)
            }
            Phase::Defence {
                accused, passed, ..
            } => {
                seat == *accused
                    || (!passed.contains(&seat)
                        && !self.face_down_in_a_reveal_step(seat).is_empty())
            }
            Phase::Vote { votes, .. } => {
                self.may_vote(seat) && !votes.iter().any(|(v, _)| *v == seat)
            }
            _ => false,
        }
    }

    pub(super) fn on_choice(&mut self, seat: Seat, act: Act) {
        if !self.pending.is_empty() {
            self.answer_pending(act);
            return;
        }
        match self.phase {
            Phase::Night => self.night_act(seat, act),
            _ => self.day_act(seat, act),
        }
    }

    pub(super) fn on_clock(&mut self) {
        if !self.pending.is_empty() {
            self.pending_timeout();
            return;
        }
        match self.phase {
            Phase::Night => self.end_night(),
            _ => self.day_timeout(),
        }
    }

    /// Today's whole discussion timer (it may shrink each day).
    fn discussion_seconds(&self) -> u32 {
        let base = self.cfg.day_seconds;
        let shrunk = base.saturating_sub(self.cfg.day_shrink * self.round.saturating_sub(1));
        shrunk.max(base.min(60))
    }

    /// Seconds of today's discussion still to come (a trial pauses it).
    pub fn discussion_left(&self) -> u32 {
        self.discussion_seconds()
            .saturating_sub(self.today.quiet_spent + self.today.talk_spent)
    }

    /// The next step of the discussion timer.
    pub(super) fn discussion_tick(&self) -> u32 {
        self.discussion_left().clamp(1, super::DISCUSSION_TICK)
    }

    /// The quiet talk that opens each day, at most half the discussion.
    pub(super) fn quiet_seconds(&self) -> u32 {
        self.cfg.quiet_seconds.min(self.discussion_seconds() / 2)
    }

    pub(super) fn step_seconds(&self) -> Option<u32> {
        if self.finish.is_some() {
            return None;
        }
        if !self.pending.is_empty() {
            return Some(super::DECISION_SECONDS);
        }
        match self.phase {
            Phase::Night => Some(self.cfg.night_seconds),
            Phase::Discussion { .. } if !self.today.floor_open => Some(self.quiet_seconds()),
            Phase::Discussion { .. } | Phase::Second { .. } => Some(self.floor_step()),
            Phase::Defence { .. } => Some(super::DEFENCE_SECONDS),
            Phase::Vote { .. } => Some(self.vote_step()),
            _ => None,
        }
    }

    /// A clear refusal for an action that is not among the seat's choices.
    pub(super) fn refusal(&self, seat: Seat, act: &Act, prompt: Option<&Prompt>) -> RuleError {
        let p = &self.players[seat];
        if let Act::Reveal(i) = *act {
            let reason = if !p.alive {
                text!("ww-refuse-reveal-dead")
            } else if i >= p.artifacts.len() {
                text!("ww-refuse-reveal-no-such", number = i + 1)
            } else if p.artifacts[i].revealed {
                text!(
                    "ww-refuse-reveal-already",
                    artifact = p.artifacts[i].art.label()
                )
            } else if p.artifacts[i].art.on_elimination() {
                text!(
                    "ww-refuse-reveal-on-elimination",
                    artifact = p.artifacts[i].art.label()
                )
            } else if self.phase == Phase::Night {
                text!("ww-refuse-reveal-by-day")
            } else if let Some(head) = self.pending.front() {
                text!("ww-refuse-reveal-one-at-a-time", what = self.pending_text(head))
            } else if matches!(self.phase, Phase::Vote { .. }) {
                text!("ww-refuse-reveal-vote-started")
            } else if self.away_today(seat) {
                text!("ww-refuse-reveal-sent-away")
            } else if self.today.done.contains(&seat)
                && matches!(self.phase, Phase::Discussion { .. })
            {
                text!("ww-refuse-reveal-done-today")
            } else {
                text!("ww-refuse-reveal-by-day")
            };
            return RuleError::Illegal(reason);
        }
        if let Act::Target(t)
        | Act::Nominate(t)
        | Act::Save(t)
        | Act::Poison(t)
        | Act::ClaimWolf(t)
        | Act::ClaimClean(t)
        | Act::Accuse(t) = *act
        {
            if prompt.is_some() {
                if t == seat {
                    return RuleError::Illegal(text!("ww-refuse-not-yourself"));
                }
                if t >= self.n() {
                    return RuleError::Illegal(text!("ww-refuse-no-such-player", number = t));
                }
                if !self.players[t].alive {
                    return RuleError::Illegal(text!("ww-refuse-player-dead", player = self.player(t)));
                }
            }
        }
        match prompt {
            Some(p) => {
                let mut labels: Vec<Text> = p.choices.iter().take(8).map(|c| c.label.clone()).collect();
                if p.choices.len() > 8 {
                    labels.push(text!("ww-refuse-more-choices"));
                }
                RuleError::Illegal(text!(
                    "ww-refuse-choose-among",
                    prompt = p.text.clone(),
                    choices = labels
                ))
            }
            None => RuleError::NotYourTurn(self.idle_reason(seat)),
        }
    }

    fn idle_reason(&self, seat: Seat) -> Text {
        if !self.players[seat].alive {
            return text!("ww-idle-dead");
        }
        if let Some(head) = self.pending.front() {
            return text!("ww-idle-waiting-for", what = self.pending_text(head));
        }
        match &self.phase {
            Phase::Night => text!("ww-idle-night-done"),
            Phase::Discussion { .. } => text!("ww-idle-discussion-done"),
            Phase::Second { .. } => text!("ww-idle-waiting-second"),
            Phase::Defence { accused, .. } => {
                text!("ww-idle-defence", player = self.player(*accused))
            }
            Phase::Vote { .. } => text!("ww-idle-voted"),
            _ => text!("ww-idle-nothing"),
        }
    }

    /// Conservation and consistency checks (soak tests run them after every action).
    pub(super) fn invariants(&self) -> Result<(), String> {
        // Role cards: dealt + unused + discarded is always the same multiset.
        let mut roles = [0i32; Role::ALL.len()];
        for &r in &self.deck {
            roles[r as usize] += 1;
        }
        for r in Role::ALL.into_iter().filter(|r| !self.deck.contains(r)) {
            roles[r as usize] += 1;
        }
        let now = self.players.iter().map(|p| p.role);
        for r in now
            .chain(self.unused_roles.iter().copied())
            .chain(self.discarded_roles.iter().copied())
        {
            roles[r as usize] -= 1;
        }
        if roles.iter().any(|&c| c != 0) {
            return Err("role cards not conserved".into());
        }
        // Artifacts: every card in exactly one place.
        let mut seen = [0u8; Artifact::ALL.len()];
        let held = self
            .players
            .iter()
            .flat_map(|p| p.artifacts.iter().map(|h| h.art));
        let mut count = 0;
        for a in held
            .chain(self.art_deck.iter().copied())
            .chain(self.art_removed.iter().copied())
        {
            seen[a as usize] += 1;
            count += 1;
        }
        if count != self.art_total || seen.iter().any(|&c| c > 1) {
            return Err(format!(
                "artifacts not conserved: {count} cards, {} expected",
                self.art_total
            ));
        }
        for (s, p) in self.players.iter().enumerate() {
            if p.alive != p.death.is_none() {
                return Err(format!("seat {s}: alive flag and death record disagree"));
            }
            if !p.alive && p.artifacts.iter().any(|h| !h.revealed) {
                return Err(format!("seat {s} is dead but kept a face-down artifact"));
            }
        }
        // The dead act only in the listed exceptions.
        for s in (0..self.n()).filter(|&s| !self.players[s].alive) {
            if self.prompt_for(s).is_some() && !self.dead_may_act(s) {
                return Err(format!("dead seat {s} is prompted"));
            }
        }
        if self.today.eliminations > self.today.allowed.max(1) {
            return Err("more eliminations by vote than allowed today".into());
        }
        match &self.finish {
            Some(f) => {
                if self.phase != Phase::Over || !self.pending.is_empty() {
                    return Err("finished game still has a phase or pending decisions".into());
                }
                let wolves = self.living_wolves().len();
                let others = self.living().len() - wolves;
                let consistent = match f.team {
                    Some(Team::Werewolves) => wolves >= others && wolves > 0,
                    Some(Team::Village) => wolves == 0 || f.reason.contains("Orb"),
                    Some(Team::Tanner) => false,
                    None => {
                        f.reason.contains("stalemate")
                            && self.round >= self.last_death + super::STALEMATE_ROUNDS
                    }
                };
                if !consistent {
                    return Err(format!(
                        "result `{}` contradicts the living teams",
                        f.reason
                    ));
                }
            }
            None => {
                if self.phase == Phase::Over {
                    return Err("phase Over without a result".into());
                }
                if self.pending.is_empty() && self.winner_now().is_some() {
                    return Err("a team has won but the game goes on".into());
                }
            }
        }
        if !self.spawned.is_empty() {
            return Err("spawned decisions left unqueued".into());
        }
        Ok(())
    }

    /// The exceptions where a dead player is asked something.
    fn dead_may_act(&self, seat: Seat) -> bool {
        match self.pending.front() {
            Some(Pending::Hunter { seat: s }) => *s == seat,
            Some(Pending::Reveal(r)) if r.art == Artifact::SheetOfTheGhost => true,
            Some(_) => false,
            None => {
                matches!(self.phase, Phase::Vote { .. })
                    && self.has_active(seat, Artifact::VoteFromBeyond)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn action_codes_round_trip() {
        for a in [
            Act::Sleep,
            Act::Target(12),
            Act::Nominate(3),
            Act::Save(0),
            Act::Poison(39),
            Act::Reveal(1),
            Act::Use(0),
            Act::Slot(1),
            Act::Letter('Q'),
            Act::Clock(77),
            Act::NoAction,
            Act::Claim,
            Act::Back,
            Act::ClaimWolf(4),
            Act::ClaimClean(39),
            Act::Accuse(7),
            Act::Undecided,
        ] {
            assert_eq!(Act::parse(&a.id()), Some(a));
        }
        assert_eq!(Act::parse("t"), None);
        assert_eq!(Act::parse("lq"), None);
        assert_eq!(Act::parse("t1234"), None);
        assert_eq!(Act::parse("explode"), None);
    }
}
