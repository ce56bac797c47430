//! Dumps messages of the fake Discord as a person meets them, for the
//! screenshot tooling in `scripts/screens/`: each [`Screen`] is one message
//! (content, embeds, components, who sees it) under a name, and
//! [`write_screens`] writes them to `messages.json` with every picture they
//! carry beside it as a PNG file, which the renderer inlines.

use std::path::{Path, PathBuf};

use serde_json::{json, Value};
use wolfden::engine::Viewer;
use wolfden::store::GameRow;

use super::{Msg, Seen};

/// One message to draw, as it stood when it was taken.
pub struct Screen {
    /// File-name stem of its screenshots, e.g. `werewolf-day-board`.
    pub name: String,
    /// What it shows, in a few words (the caption in the docs).
    pub caption: String,
    pub msg: Msg,
    /// The fake clock when it was taken (Unix ms): the renderer writes
    /// Discord's relative times (`<t:..:R>`) against it.
    pub taken_at_ms: i64,
    /// The PNG bytes of its attachments that are pictures, by file name.
    pub pictures: Vec<(String, Vec<u8>)>,
}

impl Screen {
    pub fn new(name: &str, caption: &str, msg: Msg, taken_at_ms: i64) -> Screen {
        Screen {
            name: name.into(),
            caption: caption.into(),
            msg,
            taken_at_ms,
            pictures: Vec::new(),
        }
    }

    /// Adds the picture of the game's public view (the board's image), if
    /// the message carries a file of that name. The fake keeps only file
    /// names, and the engine draws the same picture again from the state.
    pub fn with_board_picture(mut self, row: &GameRow) -> Screen {
        let image = row
            .snapshot
            .as_ref()
            .and_then(|game| game.view(Viewer::Public).image);
        if let Some(image) = image {
            if self.msg.attachments.contains(&image.file_name) {
                self.pictures.push((image.file_name, image.png));
            }
        }
        self
    }

    fn json(&self, picture_paths: &[(String, String)]) -> Value {
        let seen = match self.msg.seen {
            Seen::Channel(_) => "channel",
            Seen::User(_) if self.msg.is_ephemeral() => "ephemeral",
            Seen::User(_) => "dm",
        };
        let attachments: Vec<Value> = self
            .msg
            .attachments
            .iter()
            .map(|file| {
                let path = picture_paths
                    .iter()
                    .find(|(name, _)| name == file)
                    .map(|(_, path)| path.clone());
                json!({"filename": file, "path": path})
            })
            .collect();
        json!({
            "name": self.name,
            "caption": self.caption,
            "seen": seen,
            "taken_at_ms": self.taken_at_ms,
            "content": self.msg.content,
            "embeds": self.msg.embeds,
            "components": self.msg.components,
            "attachments": attachments,
        })
    }
}

/// Writes `dir/messages.json` (`{"screens": [...]}`) and each screen's
/// pictures as `dir/<screen>--<file>`, named in the JSON relative to `dir`.
pub fn write_screens(dir: &Path, screens: &[Screen]) -> PathBuf {
    std::fs::create_dir_all(dir).expect("the screens directory can be made");
    let mut out = Vec::new();
    for screen in screens {
        let mut paths = Vec::new();
        for (file, png) in &screen.pictures {
            let path = format!("{}--{file}", screen.name);
            std::fs::write(dir.join(&path), png).expect("the picture is written");
            paths.push((file.clone(), path));
        }
        out.push(screen.json(&paths));
    }
    let file = dir.join("messages.json");
    let text = serde_json::to_string_pretty(&json!({ "screens": out })).unwrap();
    std::fs::write(&file, text).expect("messages.json is written");
    file
}
