//! PLACEHOLDER while the real game is written in the sandbox: a two-move game.
use serde::{Deserialize, Serialize};

use crate::engine::*;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ProjectPlanning {
    names: Vec<String>,
    moves: usize,
}

impl Game for ProjectPlanning {
    const TITLE: &'static str = "Arctic Wolf Project Planning";
    fn option_specs() -> &'static [OptionSpec] {
        &[]
    }
    fn seat_range() -> (usize, usize) {
        (2, 16)
    }
    fn rules() -> &'static [&'static str] {
        &["placeholder"]
    }
    fn setup(setup: &Setup) -> Result<Self, SetupError> {
        Ok(ProjectPlanning {
            names: setup.names.clone(),
            moves: 0,
        })
    }
    fn prompts(&self) -> Vec<Prompt> {
        if self.moves >= 4 {
            return vec![];
        }
        vec![Prompt {
            seat: self.moves % self.names.len(),
            text: "go".into(),
            choices: vec![Choice::new("go", "Go")],
        }]
    }
    fn apply(&mut self, actor: Actor, action: &str) -> Result<Vec<Event>, RuleError> {
        if actor != Actor::Seat(self.moves % self.names.len()) {
            return Err(RuleError::NotYourTurn("wait".into()));
        }
        if action != "go" {
            return Err(RuleError::Malformed(action.into()));
        }
        self.moves += 1;
        Ok(vec![Event::public("went")])
    }
    fn view(&self, _viewer: Viewer) -> Panel {
        Panel::new(format!("moves {}", self.moves))
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.moves >= 4).then(|| Outcome {
            winners: vec![0],
            scores: vec![0; self.names.len()],
            summary: "done".into(),
        })
    }
    fn bot_action(&self, _seat: Seat) -> Option<String> {
        Some("go".into())
    }
}
