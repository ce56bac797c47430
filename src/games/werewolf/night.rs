//! The night: every living player gets a private prompt at once (a harmless
//! "sleep" for roles without a night power), the wolves vote on their victim
//! in a view they share, the Witch waits (prompted like everyone from the
//! start, so a prompt tells nobody who she is) and is asked about her
//! potions once the wolves have chosen, and
//! the night ends when every task is done or the night timer runs out.

use super::rules::Aim;
use super::{Act, Artifact, Fact, NightState, Phase, Role, Seat, Task, Werewolf};
use crate::engine::{Choice, ChoiceStyle, Event, Prompt, Text};
use crate::text;

impl Werewolf {
    /// Night 1 knowledge: the wolves and the Minion learn the wolves, the
    /// Masons learn each other.
    pub(super) fn first_night_reveals(&mut self) {
        let wolves: Vec<Seat> = (0..self.n())
            .filter(|&s| self.players[s].role.is_wolf())
            .collect();
        let masons: Vec<Seat> = (0..self.n())
            .filter(|&s| self.players[s].role == Role::Mason)
            .collect();
        for s in 0..self.n() {
            let role = self.players[s].role;
            if role.is_wolf() || role == Role::Minion {
                for &w in wolves.iter().filter(|&&w| w != s) {
                    let text = text!("ww-intel-night-one-werewolf", player = self.player(w));
                    self.learn(s, w, Fact::Pack, text);
                }
            }
            if role == Role::Mason {
                for &m in masons.iter().filter(|&&m| m != s) {
                    let text = text!("ww-intel-night-one-mason", player = self.player(m));
                    self.learn(s, m, Fact::Role(Role::Mason), text);
                }
                if masons.len() == 1 {
                    self.players[s].intel.push(super::Intel {
                        about: s,
                        fact: Fact::Role(Role::Mason),
                        text: text!("ww-intel-only-mason"),
                    });
                }
            }
        }
    }

    /// How many victims the wolves choose tonight.
    pub(super) fn kills_tonight(&self) -> usize {
        let n = self.round;
        let base = if n == 1 && !self.cfg.first_night_kill || self.wolves_skip_night == Some(n) {
            0
        } else if self.cub_revenge_night == Some(n) {
            2
        } else {
            1
        };
        base.min(self.wolf_target_pool(None).len())
    }

    /// How many victims `wolf` has voted for tonight.
    fn wolf_votes_made(&self, wolf: Seat) -> usize {
        self.night
            .wolf_picks
            .iter()
            .filter(|(w, _)| *w == wolf)
            .count()
    }

    /// Players the wolves may pick: not a werewolf (they know each other),
    /// and among the Prism of Power's three when it is in force tonight.
    fn wolf_target_pool(&self, wolf: Option<Seat>) -> Vec<Seat> {
        let already: Vec<Seat> = self
            .night
            .wolf_picks
            .iter()
            .filter(|(w, _)| Some(*w) == wolf)
            .map(|(_, t)| *t)
            .collect();
        let mut pool: Vec<Seat> = self
            .living()
            .into_iter()
            .filter(|&s| !self.is_werewolf(s) && !already.contains(&s))
            .collect();
        if let Some((night, chosen)) = &self.prism {
            if *night == self.round {
                let inside: Vec<Seat> = pool
                    .iter()
                    .copied()
                    .filter(|s| chosen.contains(s))
                    .collect();
                pool = if inside.is_empty() {
                    // Only wolves among the three: the wolves must still pick among them.
                    chosen
                        .iter()
                        .copied()
                        .filter(|&s| {
                            self.players[s].alive && Some(s) != wolf && !already.contains(&s)
                        })
                        .collect()
                } else {
                    inside
                };
            }
        }
        pool
    }

    fn tasks_for(&self, seat: Seat) -> Vec<Task> {
        let mut tasks = Vec::new();
        if self.night.kills > 0 && self.is_werewolf(seat) {
            tasks.push(Task::Wolf);
        }
        let p = &self.players[seat];
        let powers = [
            (Role::Seer, Task::Seer),
            (Role::AuraSeer, Task::Aura),
            (Role::Sorceress, Task::Sorceress),
            (Role::Bodyguard, Task::Guard),
            (Role::OldHag, Task::Hag),
            (Role::Spellcaster, Task::Spell),
        ];
        for (role, task) in powers {
            if self.has_power(seat, role) && !tasks.contains(&task) {
                tasks.push(task);
            }
        }
        if self.has_power(seat, Role::Witch) && (!p.save_used || !p.poison_used) {
            tasks.push(Task::Witch);
        }
        if tasks.is_empty() {
            tasks.push(Task::Sleep);
        }
        tasks
    }

    pub(super) fn start_night(&mut self) {
        self.round += 1;
        self.phase = Phase::Night;
        self.night = NightState {
            acted: vec![false; self.n()],
            ..NightState::default()
        };
        self.night.kills = self.kills_tonight();
        if self.night.kills == 0 {
            self.night.victims = Some(Vec::new());
        }
        self.night.tasks = (0..self.n())
            .map(|s| {
                if self.players[s].alive {
                    self.tasks_for(s)
                } else {
                    Vec::new()
                }
            })
            .collect();
        self.log
            .push(text!("werewolf-log-night-header", night = i64::from(self.round)));
        // Only the first night's rule is announced: how many the wolves may kill
        // later follows from hidden facts (a Diseased or Wolf Cub whose role was
        // not shown).
        if self.round > 1 {
            self.announce(text!("werewolf-night-falls", night = i64::from(self.round)));
        } else if self.night.kills == 0 {
            self.board.push(text!("werewolf-first-night-no-kill"));
        } else {
            self.board.push(text!("werewolf-night-falls", night = 1_i64));
        }
    }

    pub(super) fn current_task(&self, seat: Seat) -> Option<Task> {
        let task = *self.night.tasks.get(seat)?.first()?;
        if task == Task::Witch
            && self.night.victims.is_none()
            && self.night.waited.contains(&seat)
        {
            return None;
        }
        Some(task)
    }

    pub(super) fn night_prompt(&self, seat: Seat) -> Option<Prompt> {
        let task = self.current_task(seat)?;
        let round = self.round;
        let others = self.others(seat);
        let p = &self.players[seat];
        let night = i64::from(round);
        let (text, choices): (Text, Vec<Choice>) = match task {
            Task::Sleep => (
                text!("ww-night-no-action", night = night),
                vec![Choice::new("sleep", text!("ww-choice-sleep")).style(ChoiceStyle::Primary)],
            ),
            Task::Wolf => {
                let made = self.wolf_votes_made(seat);
                let text = if self.night.kills > 1 {
                    text!(
                        "ww-night-wolf-vote-of",
                        night = night,
                        number = made + 1,
                        kills = self.night.kills
                    )
                } else {
                    text!("ww-night-wolf-vote", night = night)
                };
                (
                    text,
                    self.wolf_target_pool(Some(seat))
                        .into_iter()
                        .map(|t| {
                            self.target_choice(Act::Target(t), Aim::Kill, t)
                                .style(ChoiceStyle::Danger)
                        })
                        .collect(),
                )
            }
            Task::Seer => (
                text!("ww-night-seer", night = night),
                others
                    .iter()
                    .map(|&t| self.target_choice(Act::Target(t), Aim::LookAt, t))
                    .collect(),
            ),
            Task::Aura => (
                text!("ww-night-aura-seer", night = night),
                others
                    .iter()
                    .map(|&t| self.target_choice(Act::Target(t), Aim::ReadAura, t))
                    .collect(),
            ),
            Task::Sorceress => (
                text!("ww-night-sorceress", night = night),
                others
                    .iter()
                    .map(|&t| self.target_choice(Act::Target(t), Aim::LookAt, t))
                    .collect(),
            ),
            Task::Guard => (
                text!("ww-night-bodyguard", night = night),
                self.living()
                    .into_iter()
                    .filter(|&t| p.last_guarded != Some(t))
                    .map(|t| self.target_choice(Act::Target(t), Aim::Protect, t))
                    .collect(),
            ),
            Task::Hag => (
                text!("ww-night-old-hag", night = night),
                others
                    .iter()
                    .map(|&t| self.target_choice(Act::Target(t), Aim::SendAway, t))
                    .collect(),
            ),
            Task::Spell => (
                text!("ww-night-spellcaster", night = night),
                others
                    .iter()
                    .map(|&t| self.target_choice(Act::Target(t), Aim::Silence, t))
                    .collect(),
            ),
            Task::Witch if self.night.victims.is_none() => (
                text!("ww-night-witch-waits", night = night),
                vec![Choice::new("wait", text!("ww-choice-wait-for-wolves")).style(ChoiceStyle::Primary)],
            ),
            Task::Witch => {
                let victims = self.night.victims.clone().unwrap_or_default();
                let mut choices = Vec::new();
                if !p.save_used {
                    for &v in victims.iter().filter(|v| !self.night.saves.contains(v)) {
                        choices.push(
                            self.target_choice(Act::Save(v), Aim::Save, v)
                                .style(ChoiceStyle::Primary),
                        );
                    }
                }
                if !p.poison_used {
                    for &t in &others {
                        choices.push(
                            self.target_choice(Act::Poison(t), Aim::Poison, t)
                                .style(ChoiceStyle::Danger),
                        );
                    }
                }
                choices
                    .push(Choice::new("none", text!("ww-choice-nothing-tonight")).style(ChoiceStyle::Secondary));
                let text = if victims.is_empty() {
                    text!("ww-night-witch-no-victim", night = night)
                } else {
                    let names = self.players_list(&victims);
                    text!(
                        "ww-night-witch-victims",
                        night = night,
                        players = Text::and_list(names)
                    )
                };
                (text, choices)
            }
        };
        if choices.is_empty() {
            // Nobody to choose (e.g. the Bodyguard alone with last night's pick).
            return Some(Prompt {
                seat,
                text: text!("ww-night-nobody-to-choose", night = night),
                choices: vec![Choice::new("sleep", text!("ww-choice-sleep")).style(ChoiceStyle::Primary)],
            });
        }
        Some(Prompt {
            seat,
            text,
            choices,
        })
    }

    /// The seat used its current task's power (so it counts as having
    /// acted tonight) and moves on to its next task.
    fn acted_on_task(&mut self, seat: Seat) {
        self.night.acted[seat] = true;
        self.finish_task(seat);
    }

    /// The look of `seat` (whose role is `looker`) at `t`: they learn
    /// `fact`, told as "Night N: <t> <finding> <what>.", and the log keeps it.
    fn night_look(
        &mut self,
        seat: Seat,
        looker: Role,
        t: Seat,
        fact: Fact,
        finding: Text,
    ) {
        let text = text!(
            "werewolf-intel-night-look",
            night = i64::from(self.round),
            finding = finding
        );
        self.learn(seat, t, fact, text.clone());
        self.log.push(text!(
            "werewolf-log-night-look",
            looker = looker.label(),
            player = self.player(seat),
            look = text
        ));
    }

    fn finish_task(&mut self, seat: Seat) {
        if !self.night.tasks[seat].is_empty() {
            self.night.tasks[seat].remove(0);
        }
    }

    pub(super) fn night_act(&mut self, seat: Seat, act: Act) {
        let task = match self.current_task(seat) {
            Some(t) => t,
            None => return,
        };
        match (task, act) {
            (Task::Wolf, Act::Target(t)) => {
                self.night.wolf_picks.push((seat, t));
                self.night.acted[seat] = true;
                let pack = self.living_wolves();
                let text = text!(
                    "werewolf-wolf-vote",
                    wolf = self.player(seat),
                    player = self.player(t)
                );
                self.events.push(Event::to_seats(pack, text));
                let made = self.wolf_votes_made(seat);
                if made >= self.night.kills || self.wolf_target_pool(Some(seat)).is_empty() {
                    self.finish_task(seat);
                }
            }
            (Task::Seer, Act::Target(t)) => {
                let wolf = self.seen_as_wolf(t);
                let finding = if wolf {
                    text!("werewolf-finding-werewolf", player = self.player(t))
                } else {
                    text!("werewolf-finding-not-werewolf", player = self.player(t))
                };
                self.night_look(seat, Role::Seer, t, Fact::Werewolf(wolf), finding);
                self.night.looks.push((seat, t, wolf));
                self.acted_on_task(seat);
            }
            (Task::Aura, Act::Target(t)) => {
                let special = self.seen_card(t).is_special();
                let finding = if special {
                    text!("werewolf-finding-special", player = self.player(t))
                } else {
                    text!("werewolf-finding-not-special", player = self.player(t))
                };
                let fact = Fact::Special(special);
                self.night_look(seat, Role::AuraSeer, t, fact, finding);
                self.acted_on_task(seat);
            }
            (Task::Sorceress, Act::Target(t)) => {
                let seer = self.seen_as_the_seer(t);
                let finding = if seer {
                    text!("werewolf-finding-seer", player = self.player(t))
                } else {
                    text!("werewolf-finding-not-seer", player = self.player(t))
                };
                self.night_look(seat, Role::Sorceress, t, Fact::IsSeer(seer), finding);
                self.acted_on_task(seat);
            }
            // The choices that are only kept until dawn and logged.
            (Task::Guard | Task::Hag | Task::Spell, Act::Target(t)) => {
                let (me, them) = (self.player(seat), self.player(t));
                let night = &mut self.night;
                let (picks, line) = match task {
                    Task::Guard => (
                        &mut night.guards,
                        text!("werewolf-log-guard", bodyguard = me, player = them),
                    ),
                    Task::Hag => (
                        &mut night.hags,
                        text!("werewolf-log-hag", hag = me, player = them),
                    ),
                    _ => (
                        &mut night.spells,
                        text!("werewolf-log-spell", spellcaster = me, player = them),
                    ),
                };
                picks.push((seat, t));
                self.log.push(line);
                self.acted_on_task(seat);
            }
            (Task::Witch, Act::Save(v)) => {
                self.night.saves.push(v);
                self.players[seat].save_used = true;
                self.log.push(text!(
                    "werewolf-log-witch-saves",
                    witch = self.player(seat),
                    player = self.player(v)
                ));
                self.night.acted[seat] = true;
                if self.players[seat].poison_used {
                    self.finish_task(seat);
                }
            }
            (Task::Witch, Act::Poison(t)) => {
                self.night.poisons.push((seat, t));
                self.players[seat].poison_used = true;
                self.log.push(text!(
                    "werewolf-log-witch-poisons",
                    witch = self.player(seat),
                    player = self.player(t)
                ));
                self.acted_on_task(seat);
            }
            (Task::Witch, Act::Wait) if self.night.victims.is_none() => {
                self.night.waited.push(seat);
            }
            (_, Act::Sleep) | (Task::Witch, Act::NoAction) => self.finish_task(seat),
            _ => {}
        }
        let wolves_waiting = self.night.tasks.iter().any(|t| t.contains(&Task::Wolf));
        if !wolves_waiting {
            self.decide_victims();
        }
        if self.night.tasks.iter().all(|t| t.is_empty()) {
            self.end_night();
        }
    }

    /// The card every look sees (Seer, Aura Seer, Sorceress, Eye, Staff,
    /// Ring, Mist, Mirror): the original one, not a card the Stone or the Rod
    /// gave later, and never a power an artifact gave.
    pub fn seen_card(&self, seat: Seat) -> Role {
        self.players[seat].dealt
    }

    /// What night viewers see: the original card (a Cursed card turned by
    /// the wolves shows as a werewolf).
    pub fn seen_as_wolf(&self, seat: Seat) -> bool {
        let p = &self.players[seat];
        let card = self.seen_card(seat);
        card.seen_as_werewolf() || (card == Role::Cursed && p.converted)
    }

    /// What the Sorceress sees: the Seer card, or an Apprentice Seer card
    /// that took over (never a power copied with the Mirror).
    pub fn seen_as_the_seer(&self, seat: Seat) -> bool {
        let card = self.seen_card(seat);
        card == Role::Seer || (card == Role::ApprenticeSeer && self.players[seat].promoted)
    }

    /// Tallies the wolves' votes: most votes, ties at random.
    fn decide_victims(&mut self) {
        if self.night.victims.is_some() {
            return;
        }
        let mut targets: Vec<Seat> = Vec::new();
        for &(_, t) in &self.night.wolf_picks {
            if !targets.contains(&t) && self.players[t].alive {
                targets.push(t);
            }
        }
        self.rng.shuffle(&mut targets);
        let votes = |t: Seat| {
            self.night
                .wolf_picks
                .iter()
                .filter(|(_, x)| *x == t)
                .count()
        };
        let mut ranked: Vec<(usize, Seat)> = targets.iter().map(|&t| (votes(t), t)).collect();
        ranked.sort_by_key(|r| std::cmp::Reverse(r.0));
        let victims: Vec<Seat> = ranked
            .into_iter()
            .take(self.night.kills)
            .map(|(_, t)| t)
            .collect();
        let names = self.players_list(&victims);
        let text = if names.is_empty() {
            text!("werewolf-pack-chose-none")
        } else {
            text!("werewolf-pack-chose", victims = Text::and_list(names))
        };
        self.log.push(text.clone());
        let pack = self.living_wolves();
        self.events.push(Event::to_seats(pack, text));
        self.night.victims = Some(victims);
    }

    /// Ends the night (everyone acted, or the timer ran out) and resolves dawn.
    pub(super) fn end_night(&mut self) {
        if self.phase != Phase::Night {
            return;
        }
        self.decide_victims();
        // The Bodyguard may not repeat last night's pick (the Old Hag and
        // the Spellcaster may).
        for s in 0..self.n() {
            self.players[s].last_guarded = self
                .night
                .guards
                .iter()
                .find(|(a, _)| *a == s)
                .map(|(_, t)| *t);
        }
        self.last_acted = self.night.acted.clone();
        // Eye of the Beholder: see the looks of the Seer (the card, or the
        // Apprentice who took over), never of a Mirror copy of its power.
        let looks = self.night.looks.clone();
        for holder in 0..self.n() {
            if !self.players[holder].alive || !self.has_active(holder, Artifact::EyeOfTheBeholder) {
                continue;
            }
            for &(seer, t, wolf) in looks.iter().filter(|(seer, _, _)| *seer != holder) {
                if self.is_the_seer(seer) {
                    let text = text!(
                        "ww-eye-of-the-beholder",
                        night = i64::from(self.round),
                        player = self.player(t),
                        wolf = usize::from(wolf)
                    );
                    self.learn(holder, t, Fact::Werewolf(wolf), text);
                }
            }
        }
        self.resolve_dawn();
    }
}
