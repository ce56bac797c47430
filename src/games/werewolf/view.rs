//! Panels. The public board, compact enough that a decision fits one
//! screen: a one-line status (night or day and its step, who is alive, who
//! is awaited), the trial and live vote tally, the players (alive, dead with
//! their role if shown, muted, face-down artifact count, revealed
//! artifacts) a few to a line, today's and yesterday's votes by name, and
//! the recent events as a recent part. What only a seat may read (its
//! role with its ability, its artifacts, the pack's votes at night, what it
//! knows, its own elimination choice) is in private fields. At the
//! end the board tells the story (`story.rs`). Everything stays within
//! Discord's limits.

use super::{Pending, Phase, Seat, Werewolf};
use crate::engine::limits::{EMBED_TOTAL, FIELD_VALUE};
use crate::engine::{Arg, Panel, Text, Viewer};
use crate::text;

/// Room kept under Discord's total for an embed (the frontend's own lines).
const TOTAL_MAX: usize = EMBED_TOTAL - 100;
/// The longest line a list field shows.
const LINE_MAX: usize = 300;
/// Players shown on one line of the board.
const PLAYERS_PER_LINE: usize = 10;
/// Recent events kept on the board (Discord's; the terminal prints them as
/// they happen).
const RECENT_LINES: usize = 14;

/// `pieces` of one line, " · " between them.
fn join_pieces(pieces: Vec<Text>) -> Text {
    pieces
        .into_iter()
        .reduce(|first, next| text!("werewolf-story-then", first = first, next = next))
        .unwrap_or_default()
}

/// The characters of a panel's text, as Discord counts them toward its
/// total.
fn size(panel: &Panel) -> usize {
    let chars = |t: &Text| t.to_string().chars().count();
    chars(&panel.title)
        + panel.status.as_ref().map_or(0, chars)
        + chars(&panel.text)
        + panel.footer.as_ref().map_or(0, chars)
        + panel
            .fields
            .iter()
            .map(|f| chars(&f.name) + chars(&f.value))
            .sum::<usize>()
}

/// `s` as a plain message argument (a name from the game's own tables).
pub(super) fn plain(s: impl Into<String>) -> Arg {
    Arg::Plain(s.into())
}

impl Werewolf {
    /// Seat `seat` as a message argument: "you" for its reader.
    pub(super) fn player_arg(&self, seat: Seat) -> Arg {
        Arg::player(seat, self.name(seat))
    }

    fn phase_title(&self) -> Text {
        let day = self.round as usize;
        match &self.phase {
            Phase::Night => text!("werewolf-view-night", n = day),
            Phase::Over => text!("werewolf-view-over"),
            Phase::Dawn | Phase::DawnArtifacts => text!("werewolf-view-dawn", n = day),
            Phase::Dusk => text!("werewolf-view-dusk", n = day),
            Phase::Second { .. } => text!("werewolf-view-nomination", n = day),
            Phase::Defence { .. } => text!("werewolf-view-trial", n = day),
            Phase::Vote { .. } | Phase::AfterVote => text!("werewolf-view-vote", n = day),
            Phase::Discussion { .. } => text!("werewolf-view-discussion", n = day),
        }
    }

    /// The one-line status: the step, who is alive, the time left or who
    /// is awaited. The same for everyone (nothing in it is hidden).
    fn status(&self) -> Text {
        let alive = self.living().len();
        let step = self.phase_title();
        // At the end the title says "Game over": the status says who won.
        if let Some(headline) = self.story_headline() {
            return headline;
        }
        let awaited = match self.pending.front() {
            // The body says it (naming nobody: that would tell who may
            // hold a Rod or a Scepter).
            Some(Pending::Rebirth { .. }) => Text::default(),
            // A text, rendered in the reader's language with the reader's
            // bot suffix (a plain string was English for every reader).
            Some(head) => text!("werewolf-view-waiting", who = self.pending_text(head)),
            None if matches!(self.phase, Phase::Discussion { .. }) && self.today.floor_open => {
                text!("werewolf-view-time-left", seconds = self.discussion_left() as usize)
            }
            None if matches!(self.phase, Phase::Discussion { .. }) => text!("werewolf-view-quiet"),
            None if self.phase == Phase::Night => text!("werewolf-view-night-prompts"),
            None => Text::default(),
        };
        text!(
            "werewolf-view-status",
            step = step,
            alive = alive,
            seats = self.n(),
            awaited = awaited
        )
    }

    /// Seat `s` on the public board: number, name, the role once public,
    /// why it is muted, and its artifacts (face down counted, revealed
    /// named).
    pub(super) fn player_line(&self, s: Seat) -> Text {
        let p = &self.players[s];
        let who = self.name(s).arg();
        let mut pieces = vec![if p.role_public {
            text!("werewolf-view-seat-role", n = s + 1, player = who, role = p.role.label())
        } else {
            text!("werewolf-view-seat", n = s + 1, player = who)
        }];
        match self.mute_reason(s) {
            Some(super::MuteReason::Dead) => pieces.push(text!("werewolf-view-seat-dead")),
            Some(super::MuteReason::SentAway) => pieces.push(text!("werewolf-view-seat-sent-away")),
            Some(super::MuteReason::Silenced) => pieces.push(text!("werewolf-view-seat-silenced")),
            None => {}
        }
        if p.alive && p.novote_day == Some(self.round) && self.is_day() {
            pieces.push(text!("werewolf-view-seat-may-not-vote"));
        }
        let down = p.artifacts.iter().filter(|h| !h.revealed).count();
        if down > 0 {
            pieces.push(text!("werewolf-view-seat-face-down", count = down));
        }
        let shown: Vec<Text> = p
            .artifacts
            .iter()
            .filter(|h| h.revealed)
            .map(|h| {
                if h.used {
                    text!("werewolf-view-seat-artifact-used", artifact = h.art.label())
                } else {
                    h.art.label()
                }
            })
            .collect();
        if !shown.is_empty() {
            pieces.push(text!("werewolf-view-seat-artifacts", artifacts = shown));
        }
        join_pieces(pieces)
    }

    fn trial_lines(&self, panel: &mut Panel) {
        match &self.phase {
            Phase::Second {
                nominator, accused, ..
            } => {
                panel.line(text!(
                    "werewolf-view-nominated",
                    nominator = self.player_arg(*nominator),
                    accused = self.player_arg(*accused)
                ));
            }
            Phase::Defence {
                nominator,
                seconder,
                accused,
                ..
            } => {
                panel.line(text!(
                    "werewolf-view-on-trial",
                    accused = self.player_arg(*accused),
                    nominator = self.player_arg(*nominator),
                    seconder = self.player_arg(*seconder)
                ));
            }
            Phase::Vote { accused, votes, .. } => {
                let side = |e: bool| -> Vec<Text> {
                    votes
                        .iter()
                        .filter(|(_, v)| *v == e)
                        .map(|(s, _)| Text::player(*s, self.name(*s)))
                        .collect()
                };
                let (yes, no) = (side(true), side(false));
                panel.line(text!(
                    "werewolf-view-vote-on",
                    accused = self.player_arg(*accused),
                    needed = self.living().len() / 2 + 1
                ));
                panel.line(if votes.is_empty() {
                    text!("werewolf-view-no-votes")
                } else {
                    text!(
                        "werewolf-view-tally",
                        yes = yes.len(),
                        yes_names = yes,
                        no = no.len(),
                        no_names = no
                    )
                });
            }
            _ => {}
        }
        if self.today.allowed > 1 && self.is_day() {
            panel.line(text!(
                "werewolf-view-eliminations",
                done = self.today.eliminations as usize,
                allowed = self.today.allowed as usize
            ));
        }
        if let Some(Pending::Rebirth { .. }) = self.pending.front() {
            panel.line(text!("werewolf-view-resolving"));
        }
        if let Some(Pending::Reveal(r)) = self.pending.front() {
            if !r.targets.is_empty() {
                let names = self.players_list(&r.targets);
                panel.line(text!("werewolf-view-chosen", names = names));
            }
        }
    }

    pub(super) fn render(&self, viewer: Viewer) -> Panel {
        let over = self.finish.is_some();
        let mut panel = Panel::new(text!("werewolf-view-title", step = self.phase_title()));
        panel.set_status(self.status());
        if over {
            self.story_board(&mut panel);
        } else {
            self.trial_lines(&mut panel);
            let lines: Vec<Text> = (0..self.n())
                .map(|s| self.player_line(s))
                .collect::<Vec<_>>()
                .chunks(PLAYERS_PER_LINE)
                .map(|row| {
                    row.iter()
                        .cloned()
                        .reduce(|first, next| text!("werewolf-view-seat-next", first = first, next = next))
                        .unwrap_or_default()
                })
                .collect();
            let name = text!("werewolf-view-players", roles = self.deck_text.clone());
            panel.text_fields(name, lines, 3, false);
            // Today's and yesterday's votes, a line a day, each vote naming
            // every voter's side.
            let votes = self.votes_by_day(
                self.round.saturating_sub(1),
                |rec| self.vote_line(rec),
                |first, next| text!("werewolf-view-vote-next", first = first, next = next),
            );
            panel.text_fields(text!("werewolf-view-votes"), votes, 1, true);
        }
        if let Viewer::Seat(seat) = viewer {
            if seat < self.n() && !over {
                self.private_fields(&mut panel, seat);
            }
        }
        self.recent_field(&mut panel);
        panel
    }

    /// The latest public events, as much as Discord's total leaves room for.
    fn recent_field(&self, panel: &mut Panel) {
        let room = TOTAL_MAX.saturating_sub(size(panel)).min(FIELD_VALUE);
        if room < 200 {
            return;
        }
        let mut recent: Vec<Text> = Vec::new();
        let mut used = 0;
        for line in self.board.iter().rev().take(RECENT_LINES) {
            let chars = line.to_string().chars().count();
            if used + chars + 1 > room {
                break;
            }
            used += chars + 1;
            recent.push(line.clone());
        }
        recent.reverse();
        if !recent.is_empty() {
            panel.recent_field(text!("werewolf-view-recent"), Text::Lines(recent));
        }
    }

    /// What `seat` knows, on one line: the newest facts that fit, oldest
    /// first.
    fn known(&self, seat: Seat) -> Text {
        // The newest facts that fit (measured in English), oldest first, as
        // texts: each is rendered in the reader's language.
        let mut length = 0;
        let mut known: Option<Text> = None;
        for fact in self.players[seat].intel.iter().rev() {
            let chars = fact.text.plain(Viewer::Seat(seat)).chars().count();
            if length + chars + 1 > LINE_MAX * 2 {
                break;
            }
            length += chars + 1;
            known = Some(match known {
                None => fact.text.clone(),
                Some(later) => text!("werewolf-view-then", first = fact.text.clone(), next = later),
            });
        }
        known.unwrap_or_default()
    }

    /// What only `seat` may read, each a private field of one line: the
    /// role with what it knows, the artifacts, the pack's votes, its own
    /// elimination choice.
    fn private_fields(&self, panel: &mut Panel, seat: Seat) {
        let p = &self.players[seat];
        let mut notes: Vec<Text> = Vec::new();
        if self.is_werewolf(seat) && !p.role.is_wolf() {
            notes.push(text!("werewolf-view-turned"));
        }
        if !p.extra_powers.is_empty() {
            let extra: Vec<Text> = p.extra_powers.iter().map(|r| r.label()).collect();
            notes.push(text!("werewolf-view-extra-powers", powers = extra));
        }
        if p.promoted {
            notes.push(text!("werewolf-view-promoted"));
        }
        if p.cursed {
            notes.push(text!("werewolf-view-cursed"));
        }
        if p.diseased {
            notes.push(text!("werewolf-view-diseased"));
        }
        if p.role == super::Role::Witch || p.extra_powers.contains(&super::Role::Witch) {
            let state = |used: bool| {
                if used {
                    text!("werewolf-view-potion-used")
                } else {
                    text!("werewolf-view-potion-ready")
                }
            };
            notes.push(text!(
                "werewolf-view-potions",
                save = state(p.save_used),
                poison = state(p.poison_used)
            ));
        }
        if !p.alive {
            notes.push(text!("werewolf-view-you-are-dead"));
        }
        if !p.intel.is_empty() {
            notes.push(text!("werewolf-view-known", facts = self.known(seat)));
        }
        panel.private_field(
            text!("werewolf-view-your-role", team = self.team(seat).label()),
            notes.into_iter().fold(
                text!(
                    "werewolf-view-role",
                    role = p.role.label(),
                    ability = p.role.ability_text()
                ),
                |first, next| text!("werewolf-view-then", first = first, next = next),
            ),
        );
        if !p.artifacts.is_empty() || p.opted_in {
            let arts: Vec<Text> = p
                .artifacts
                .iter()
                .enumerate()
                .map(|(i, h)| {
                    let state = match (h.revealed, h.used) {
                        (false, _) => text!("werewolf-view-face-down"),
                        (true, true) => text!("werewolf-view-revealed-used"),
                        (true, false) => text!("werewolf-view-revealed"),
                    };
                    text!(
                        "werewolf-view-artifact",
                        n = i + 1,
                        name = h.art.label(),
                        kind = h.art.kind_label(),
                        state = state,
                        text = h.art.text_label()
                    )
                })
                .collect();
            let value = arts
                .into_iter()
                .reduce(|first, next| text!("werewolf-view-then", first = first, next = next))
                .unwrap_or_else(|| text!("werewolf-view-none"));
            panel.private_field(text!("werewolf-view-your-artifacts"), value);
        }
        // The pack's votes only on a night the pack kills (not on a first
        // night without a kill, which the prompt calls a night without an
        // action).
        if self.phase == Phase::Night && self.is_werewolf(seat) && p.alive && self.kills_tonight() > 0 {
            let votes: Vec<Text> = self
                .night
                .wolf_picks
                .iter()
                .map(|(w, t)| {
                    text!(
                        "werewolf-view-pack-vote",
                        wolf = self.player_arg(*w),
                        victim = self.player_arg(*t)
                    )
                })
                .collect();
            let value = if votes.is_empty() {
                text!("werewolf-view-no-pack-votes")
            } else {
                Text::list(votes)
            };
            panel.private_field(text!("werewolf-view-pack-votes"), value);
        }
        if let Some(Pending::Rebirth { seat: s, .. }) = self.pending.front() {
            if *s == seat {
                panel.private_field(
                    text!("werewolf-view-your-choice"),
                    text!("werewolf-view-being-eliminated"),
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    //! Every decision screen of a mixed table fits the terminal's line
    //! budget, and the finished board fits one phone screen.

    use crate::engine::testkit::{decision_text, prompted};
    use crate::engine::{Game, Viewer};
    use crate::games::werewolf::tests::setup;
    use crate::games::werewolf::Werewolf;

    /// What a decision may show besides its status line and the news.
    const DECISION_LINES: usize = 18;
    /// The finished board on a phone (about 850 px at 400 px wide).
    const FINISHED_LINES: usize = 30;

    /// The two questions whose choices alone exceed the budget, which no
    /// board can help: the Sheet of the Ghost's 26 letters and the claim's
    /// two choices per player (17 at 9 seats). Their prompts are for the
    /// prompt's owner to shorten (a letter typed, a claim in two steps).
    fn long_list(g: &Werewolf, seat: usize) -> bool {
        g.prompts().iter().any(|p| {
            p.seat == seat
                && (p.choices.len() == 26 || p.choices.iter().any(|c| c.id.starts_with("claim")))
        })
    }

    fn lines(text: &str) -> usize {
        text.lines().count()
    }

    /// Plays mixed tables (seat 0 and the last seat human) and returns the
    /// longest decision screen and the longest finished board seen.
    fn longest_screens() -> (usize, String, usize, String) {
        let (mut worst, mut worst_text) = (0, String::new());
        let (mut end_worst, mut end_text) = (0, String::new());
        for seats in 5..=9 {
            for seed in 1..=3u64 {
                for artifacts in ["0", "2"] {
                    let setup = setup(seats, seed * 31 + seats as u64, &[("artifacts", artifacts)]);
                    let humans = [0, seats - 1];
                    let played = crate::engine::testkit::play_mixed::<Werewolf>(
                        &setup, &humans, seed, 20_000,
                    )
                    .expect("the table plays to its end");
                    let mut g = Werewolf::setup(&setup).expect("sets up");
                    for (actor, action) in &played.actions {
                        for seat in prompted(&g) {
                            if long_list(&g, seat) {
                                continue;
                            }
                            let text = decision_text(&g, seat);
                            if lines(&text) > worst {
                                worst = lines(&text);
                                worst_text = format!("{seats} seats, seed {seed}, seat {seat}:\n{text}");
                            }
                        }
                        g.apply(*actor, action).expect("the played action replays");
                    }
                    let end = played.state.view(Viewer::Public).board_part().to_text();
                    if lines(&end) > end_worst {
                        end_worst = lines(&end);
                        end_text = end;
                    }
                }
            }
        }
        (worst, worst_text, end_worst, end_text)
    }

    #[test]
    fn every_decision_screen_of_a_mixed_table_fits_the_line_budget() {
        let (worst, text, end, end_text) = longest_screens();
        assert!(worst <= DECISION_LINES, "{worst} lines:\n{text}");
        assert!(end <= FINISHED_LINES, "the finished board has {end} lines:\n{end_text}");
    }
}
