//! Dawn and deaths: the documented resolution order of the night, the death
//! pipeline (Rod/Scepter offer, role reveal, artifacts back to the deck, Wolf
//! Cub, Apprentice Seer, Hunter), the settle loop that moves the game on when
//! no decision is pending, and the win check.
//!
//! Dawn order: 1 protection (Bodyguard, Shield of the Bodyguard, the Witch's
//! save, Amulet of Protection); 2 the wolves' kill(s); 3 a Cursed victim turns
//! werewolf instead of dying; 4 a Tough Guy victim is wounded and dies at the
//! end of the day; 5 a Diseased victim dies and the wolves skip their next
//! kill; 6 a Wolf Cub that dies (any cause) makes the wolves kill two the next
//! night; 7 the Witch's poison and Breath of the Old Man (protection stops
//! both); 8 Apprentice Seer promotion; 9 Hunter shots. Then the "each day at
//! dawn" artifacts, then the discussion.

use super::{Artifact, Cause, Fact, Finish, Pending, Phase, Role, Seat, Team, Werewolf};
use crate::engine::Text;
use crate::text;

impl Werewolf {
    pub(super) fn resolve_dawn(&mut self) {
        let n = self.round;
        let victims = self.night.victims.clone().unwrap_or_default();
        // 1. Protection.
        let mut protected: Vec<Seat> = self.night.guards.iter().map(|(_, t)| *t).collect();
        protected.extend(
            self.shielded
                .iter()
                .filter(|(_, night)| *night == n)
                .map(|(s, _)| *s),
        );
        let safe = |g: &Werewolf, s: Seat| {
            protected.contains(&s) || g.has_active(s, Artifact::AmuletOfProtection)
        };
        let mut deaths: Vec<(Seat, Cause)> = Vec::new();
        // 2-5. The wolves' kills.
        for v in victims {
            if !self.players[v].alive {
                continue;
            }
            if safe(self, v) || self.night.saves.contains(&v) {
                self.log
                    .push(text!("werewolf-log-attacked-protected", player = self.player(v)));
                continue;
            }
            if self.is_cursed(v) {
                self.turn_cursed(v);
                continue;
            }
            if self.has_power(v, Role::ToughGuy) {
                if self.players[v].wounded.is_none() {
                    self.players[v].wounded = Some(n);
                    self.log.push(text!(
                        "werewolf-log-tough-guy-wounded",
                        player = self.player(v),
                        day = i64::from(n)
                    ));
                    self.note(v, text!("werewolf-note-wounded", day = i64::from(n)));
                }
                continue;
            }
            if self.is_diseased(v) {
                self.wolves_skip_night = Some(n + 1);
                self.log
                    .push(text!("werewolf-log-diseased-eaten", player = self.player(v)));
            }
            deaths.push((v, Cause::Wolves));
        }
        // 7. Breath of the Old Man and the Witch's poison: protection stops
        // every night death.
        for s in 0..self.n() {
            if !self.players[s].alive || self.players[s].doomed != Some(n) {
                continue;
            }
            if safe(self, s) {
                self.log
                    .push(text!("werewolf-log-breath-blocked", player = self.player(s)));
            } else {
                deaths.push((s, Cause::Breath));
            }
        }
        for (witch, t) in self.night.poisons.clone() {
            if safe(self, t) {
                self.log.push(text!(
                    "werewolf-log-poison-blocked",
                    witch = self.player(witch),
                    player = self.player(t)
                ));
            } else {
                deaths.push((t, Cause::Witch));
            }
        }
        let mut seen = Vec::new();
        deaths.retain(|(s, _)| {
            let fresh = !seen.contains(s);
            seen.push(*s);
            fresh
        });
        // The Old Hag's and the Spellcaster's picks take effect today.
        for (_, t) in self.night.hags.clone() {
            self.players[t].away_day = Some(n);
        }
        for (_, t) in self.night.spells.clone() {
            self.players[t].silenced_day = Some(n);
        }
        self.phase = Phase::Dawn;
        if deaths.is_empty() {
            self.announce(text!("ww-dawn-nobody-died", day = i64::from(n)));
        } else {
            let dead: Vec<Seat> = deaths.iter().map(|(s, _)| *s).collect();
            let players = Text::and_list(self.players_list(&dead));
            self.announce(text!("ww-dawn-deaths", day = i64::from(n), players = players));
        }
        for &(_, t) in &self.night.hags.clone() {
            self.say(text!("ww-dawn-sent-away", player = self.player(t)));
        }
        for &(_, t) in &self.night.spells.clone() {
            self.say(text!("ww-dawn-silenced", player = self.player(t)));
        }
        // 6, 8, 9 follow from each death.
        for (s, cause) in deaths {
            self.kill(s, cause);
        }
    }

    /// A Cursed victim joins the wolves instead of dying. A curse an
    /// artifact gave (Skimmer, Mirror) makes the turn the artifact's gift.
    fn turn_cursed(&mut self, seat: Seat) {
        let p = &mut self.players[seat];
        p.turned = true;
        p.converted = true;
        p.wolf_by_artifact |= p.cursed;
        p.cursed = false;
        p.extra_powers.retain(|r| *r != Role::Cursed);
        self.log
            .push(text!("werewolf-log-cursed-turned", player = self.player(seat)));
        self.note(seat, text!("werewolf-note-cursed-turned"));
        self.join_pack(seat);
    }

    /// A new member of the pack learns the wolves, and they learn it.
    pub(super) fn join_pack(&mut self, seat: Seat) {
        for w in self.living_wolves().into_iter().filter(|&w| w != seat) {
            let text = text!("werewolf-intel-joined-pack", player = self.player(seat));
            self.learn(w, seat, Fact::Pack, text);
            let text = text!("werewolf-intel-is-werewolf", player = self.player(w));
            self.learn(seat, w, Fact::Pack, text);
        }
    }

    /// Eliminates a player, offering a face-down Rod or Scepter first (see
    /// [`Werewolf::decides_on_elimination`] for who is asked).
    pub(super) fn kill(&mut self, seat: Seat, cause: Cause) {
        if !self.players[seat].alive {
            return;
        }
        if self.has_active(seat, Artifact::AmuletOfProtection) {
            self.say(text!("werewolf-amulet-saves", player = self.player(seat)));
            return;
        }
        if self.decides_on_elimination(seat) {
            self.spawned.push(Pending::Rebirth { seat, cause });
        } else {
            self.finalize_death(seat, cause);
        }
    }

    pub(super) fn finalize_death(&mut self, seat: Seat, cause: Cause) {
        if !self.players[seat].alive {
            return;
        }
        let round = self.round;
        self.players[seat].alive = false;
        self.players[seat].death = Some((round, cause));
        self.last_death = round;
        if self.cfg.reveal_roles {
            self.players[seat].role_public = true;
        }
        let player = self.player(seat);
        let how = match cause {
            Cause::Wolves | Cause::Witch | Cause::Breath => {
                text!("werewolf-death-night", player = player.clone())
            }
            Cause::Vote => text!("werewolf-death-vote", player = player.clone()),
            Cause::Hunter => text!("werewolf-death-hunter", player = player.clone()),
            Cause::Wounds => text!("werewolf-death-wounds", player = player.clone()),
            Cause::Bow => text!("werewolf-death-bow", player = player.clone()),
            Cause::Spear => text!("werewolf-death-spear", player = player.clone()),
            Cause::Orb => text!("werewolf-death-orb", player = player.clone()),
        };
        let role = self.players[seat].role.label();
        if self.players[seat].role_public {
            self.announce(text!(
                "werewolf-death-role-shown",
                death = how,
                player = player.clone(),
                role = role.clone()
            ));
        } else {
            self.announce(how);
        }
        self.log.push(if cause.by_day() {
            text!(
                "werewolf-log-died",
                day = i64::from(round),
                player = player,
                role = role,
                cause = cause.label()
            )
        } else {
            text!(
                "werewolf-log-died-night",
                night = i64::from(round),
                player = player,
                role = role,
                cause = cause.label()
            )
        });
        // Face-down artifacts go back to the deck, unrevealed.
        let hand = std::mem::take(&mut self.players[seat].artifacts);
        let (down, up): (Vec<_>, Vec<_>) = hand.into_iter().partition(|h| !h.revealed);
        self.players[seat].artifacts = up;
        for h in down {
            self.shuffle_into_deck(h.art);
        }
        // 6. Wolf Cub.
        if self.has_power(seat, Role::WolfCub) {
            self.cub_revenge_night = Some(round + 1);
            self.log.push(text!("werewolf-log-wolf-cub-died"));
        }
        // 8. Apprentice Seer.
        if self.is_the_seer(seat) {
            self.promote_apprentices();
        }
        // 9. Hunter.
        if self.has_power(seat, Role::Hunter) && !self.living().is_empty() {
            self.spawned.push(Pending::Hunter { seat });
        }
    }

    /// With no living Seer (a Mirror copy of the Seer's power does not
    /// count), every living Apprentice becomes the Seer.
    pub(super) fn promote_apprentices(&mut self) {
        if self.living().iter().any(|&s| self.is_the_seer(s)) {
            return;
        }
        for s in self.living() {
            if self.has_power(s, Role::ApprenticeSeer) && !self.players[s].promoted {
                self.players[s].promoted = true;
                self.note(s, text!("werewolf-note-apprentice-promoted"));
                self.log
                    .push(text!("werewolf-log-apprentice-promoted", player = self.player(s)));
            }
        }
    }

    pub(super) fn shuffle_into_deck(&mut self, art: Artifact) {
        let at = self.rng.below(self.art_deck.len() + 1);
        self.art_deck.insert(at, art);
    }

    /// Moves the game on until somebody must decide something.
    pub(super) fn settle(&mut self) {
        for _ in 0..1000 {
            self.pump();
            if self.finish.is_some() {
                self.phase = Phase::Over;
                self.pending.clear();
                self.spawned.clear();
                return;
            }
            if !self.pending.is_empty() {
                return;
            }
            if let Some((team, reason)) = self.winner_now() {
                self.finish_game(team, reason);
                continue;
            }
            match self.phase {
                Phase::Dawn => {
                    self.queue_dawn_artifacts();
                    self.phase = Phase::DawnArtifacts;
                }
                Phase::DawnArtifacts => self.start_day(),
                Phase::AfterVote => {
                    if self.today.eliminations >= self.today.allowed {
                        self.end_day();
                    } else {
                        // Nominations open again for everyone in the village,
                        // those who were done with the day too.
                        self.phase = Phase::Discussion { resumed: true };
                        self.today.done.clear();
                        self.open_floor();
                        self.say(text!("werewolf-second-elimination"));
                    }
                }
                Phase::Dusk => {
                    if !self.stalemate() {
                        self.start_night();
                    }
                }
                Phase::Night | Phase::Over => return,
                _ => {
                    if !self.day_autostep() {
                        return;
                    }
                }
            }
        }
    }

    /// A team that has won right now, if any.
    pub(super) fn winner_now(&self) -> Option<(Team, Text)> {
        let wolves = self.living_wolves().len();
        let others = self.living().len() - wolves;
        if wolves == 0 {
            Some((Team::Village, text!("ww-win-no-wolf-left")))
        } else if wolves >= others {
            Some((Team::Werewolves, text!("ww-win-wolves-as-many")))
        } else {
            None
        }
    }

    pub(super) fn finish_game(&mut self, team: Team, reason: Text) {
        self.pending.clear();
        self.spawned.clear();
        self.phase = Phase::Over;
        let text = text!("werewolf-game-over", team = team.label(), reason = reason.clone());
        self.finish = Some(Finish {
            team: Some(team),
            reason,
        });
        self.announce(text);
    }

    /// Nobody has died for `STALEMATE_ROUNDS` rounds (an Amulet that cannot
    /// pass on, wolves unable to kill...): the moderator ends the game.
    fn stalemate(&mut self) -> bool {
        if self.round < self.last_death + super::STALEMATE_ROUNDS {
            return false;
        }
        self.pending.clear();
        self.spawned.clear();
        self.phase = Phase::Over;
        let reason = text!("ww-win-stalemate", rounds = i64::from(super::STALEMATE_ROUNDS));
        self.announce(text!(
            "werewolf-stalemate",
            rounds = i64::from(super::STALEMATE_ROUNDS)
        ));
        self.finish = Some(Finish { team: None, reason });
        true
    }

    /// Each revealed "each day at dawn" artifact asks its holder, from the day
    /// after it was revealed.
    fn queue_dawn_artifacts(&mut self) {
        for s in self.living() {
            for h in self.players[s].artifacts.clone() {
                if h.active() && h.art.acts_at_dawn() && h.revealed_day < self.round {
                    self.spawned.push(Pending::Dawn {
                        seat: s,
                        art: h.art,
                    });
                }
            }
        }
    }

    fn start_day(&mut self) {
        self.phase = Phase::Discussion { resumed: false };
        self.today = super::DayState {
            allowed: 1,
            ..Default::default()
        };
        if self.quiet_seconds() == 0 {
            self.open_floor();
        }
        self.habits.days += 1;
        self.owe_findings();
        let day = i64::from(self.round);
        // A game dealt without artifacts says nothing of revealing one.
        let artifacts = (self.cfg.artifacts > 0) as usize;
        if self.today.floor_open {
            self.announce(text!("werewolf-day-starts", day = day, artifacts = artifacts));
        } else {
            self.announce(text!(
                "werewolf-day-starts-quiet",
                day = day,
                artifacts = artifacts,
                seconds = i64::from(self.quiet_seconds())
            ));
        }
    }

    /// The day ends: wounded Tough Guys die, then night falls.
    pub(super) fn end_day(&mut self) {
        self.phase = Phase::Dusk;
        if self.today.eliminations == 0 {
            self.say(text!("werewolf-day-ends-no-elimination", day = i64::from(self.round)));
        }
        for s in self.living() {
            if self.players[s].wounded.is_some_and(|d| d <= self.round) {
                self.kill(s, Cause::Wounds);
            }
        }
    }
}
