//! Acting as Discord users do: the fake sends the bot INTERACTION_CREATE
//! frames for slash commands, autocomplete, button clicks, select menus and
//! modal submits (with the fields serenity 0.12.5 requires), and gateway
//! events such as CHANNEL_DELETE.

use std::time::Instant;

use serde_json::{json, Value};

use super::fake_discord::{user_json, FakeDiscord, Ix, Msg, Seen, APP_ID, GUILD_ID};

/// Who sends an interaction, from where.
struct From<'a> {
    user: u64,
    channel: u64,
    guild: bool,
    message: Option<&'a Msg>,
}

impl<'a> From<'a> {
    fn message(user: u64, message: &'a Msg, guild: bool) -> From<'a> {
        From {
            user,
            channel: message.channel_id,
            guild,
            message: Some(message),
        }
    }

    /// A user in a guild channel, not on a message.
    fn channel(user: u64, channel: u64) -> From<'a> {
        From {
            user,
            channel,
            guild: true,
            message: None,
        }
    }

    /// A user in their DM channel with the bot (channel 77).
    fn dm(user: u64) -> From<'a> {
        From {
            user,
            channel: 77,
            guild: false,
            message: None,
        }
    }
}

impl FakeDiscord {
    pub(crate) fn dispatch(&self, t: &str, d: Value) {
        self.with(|s| {
            s.seq += 1;
            let frame = json!({"op": 0, "s": s.seq, "t": t, "d": d}).to_string();
            // To the session of the guild's shard; DMs to shard 0.
            let shard = s.shards.shard_for(t, &d);
            let tx = s
                .shards
                .sessions
                .get(&shard)
                .unwrap_or_else(|| panic!("no gateway connection for shard {shard}"));
            tx.send(frame).expect("gateway connection closed");
        });
    }

    fn member(user: u64, permissions: u64) -> Value {
        json!({
            "user": user_json(user), "nick": null, "roles": [], "joined_at": "2024-01-01T00:00:00.000Z",
            "deaf": false, "mute": false, "flags": 0, "pending": false, "permissions": permissions.to_string(),
        })
    }

    fn send_interaction(
        &self,
        kind: u8,
        from: From<'_>,
        data: Value,
        extra: impl FnOnce(&mut serde_json::Map<String, Value>),
    ) -> Ix {
        let From {
            user,
            channel,
            guild,
            message,
        } = from;
        if let Err(why) = self.client_could_send(kind, user, message, &data) {
            panic!("no Discord client could send this interaction: {why}");
        }
        let (id, token) = self.with(|s| {
            let id = s.id();
            (id, format!("tok{id}"))
        });
        let mut d = json!({
            "id": id.to_string(), "application_id": APP_ID.to_string(), "type": kind, "data": data,
            "channel_id": channel.to_string(), "channel": {"id": channel.to_string(), "type": self.channel_type(channel)},
            "token": token, "version": 1, "entitlements": [],
            "locale": self.peek(|s| s.user_locales.get(&user).cloned()).unwrap_or_else(|| "en-US".into()),
            "attachment_size_limit": super::strict::limits::UPLOAD_BYTES,
            "app_permissions": self.peek(|s| s.app_permissions(channel)).to_string(),
        });
        let map = d.as_object_mut().unwrap();
        if guild {
            let guild = self.peek(|s| s.guild_of(channel));
            map.insert("guild_id".into(), json!(guild.to_string()));
            let locale = self.peek(|s| s.guild_locales.get(&guild).cloned());
            map.insert(
                "guild_locale".into(),
                json!(locale.unwrap_or_else(|| "en-US".into())),
            );
            let permissions = self.member_permissions(user, channel);
            map.insert("member".into(), Self::member(user, permissions));
        } else {
            map.insert("user".into(), user_json(user));
        }
        if let Some(m) = message {
            map.insert("message".into(), m.json());
        }
        extra(map);
        let ix = Ix {
            id,
            token,
            user,
            channel,
            source_message: message.map(|m| m.id),
            sent_at: Instant::now(),
        };
        self.with(|s| {
            s.interaction_tokens.insert(ix.token.clone(), id);
            s.interactions.insert(id, ix.clone())
        });
        self.dispatch("INTERACTION_CREATE", d);
        ix
    }

    /// Whether a Discord client could send this interaction, as Discord
    /// checks it: a component's `custom_id` (and a select's values) must be
    /// on the message as the user sees it, an ephemeral message or a DM is
    /// clicked only by its reader, and a modal is submitted only by the
    /// user it was opened for, with its own `custom_id`.
    pub(crate) fn client_could_send(
        &self,
        kind: u8,
        user: u64,
        message: Option<&Msg>,
        data: &Value,
    ) -> Result<(), String> {
        let custom_id = data["custom_id"].as_str().unwrap_or("");
        if kind == 5 {
            let opened = self.peek(|s| {
                s.callbacks.iter().any(|(id, cb)| {
                    cb.kind == 9
                        && cb.data["custom_id"] == custom_id
                        && s.interactions.get(id).is_some_and(|ix| ix.user == user)
                })
            });
            return if opened {
                Ok(())
            } else {
                Err(format!("no modal `{custom_id}` was opened for user {user}"))
            };
        }
        let (Some(message), 3) = (message, kind) else {
            return Ok(());
        };
        let Some(held) = self.peek(|s| s.messages.get(&message.id).cloned()) else {
            return Err(format!("message {} was never sent by the bot", message.id));
        };
        if let Seen::User(reader) = held.seen {
            if reader != user {
                return Err(format!(
                    "user {user} clicked message {} that only user {reader} sees",
                    message.id
                ));
            }
        }
        if data["component_type"] == 3 {
            let Some((_, options)) = message
                .selects()
                .into_iter()
                .find(|(id, _)| id == custom_id)
            else {
                return Err(format!(
                    "no select menu `{custom_id}` on message {}",
                    message.id
                ));
            };
            for value in data["values"].as_array().into_iter().flatten() {
                let value = value.as_str().unwrap_or("");
                if !options.iter().any(|(v, _)| v == value) {
                    return Err(format!("`{value}` is not an option of `{custom_id}`"));
                }
            }
            return Ok(());
        }
        if data["component_type"] == 8 {
            // A channel menu lists no values: any channel the client shows.
            return if message.channel_selects().iter().any(|id| id == custom_id) {
                Ok(())
            } else {
                Err(format!(
                    "no channel menu `{custom_id}` on message {}",
                    message.id
                ))
            };
        }
        if message.buttons().iter().any(|(id, _)| id == custom_id) {
            Ok(())
        } else {
            Err(format!("no button `{custom_id}` on message {}", message.id))
        }
    }

    /// A message like `like` (same channel, same reader) that carries a
    /// button for each of `custom_ids`, as an older version of the bot (or
    /// another game's panel) could have posted it: what a test clicks to
    /// send a custom id the current bot did not draw there, as only a
    /// client could. Ids Discord would refuse (empty, over 100 characters)
    /// cannot be carried; the routing unit tests cover those.
    pub fn posted_earlier(&self, like: &Msg, custom_ids: &[&str]) -> Msg {
        let buttons: Vec<Value> = custom_ids
            .iter()
            .enumerate()
            .map(|(i, id)| {
                assert!(
                    (1..=100).contains(&id.chars().count()),
                    "Discord refuses the custom id {id:?}"
                );
                json!({"type": 2, "style": 2, "label": format!("old {i}"), "custom_id": id})
            })
            .collect();
        let rows: Vec<Value> = buttons
            .chunks(5)
            .map(|row| json!({"type": 1, "components": row}))
            .collect();
        self.with(|s| {
            let id = s.id();
            let mut m = like.clone();
            m.id = id;
            m.components = Value::Array(rows);
            m.deleted = false;
            s.messages.insert(id, m.clone());
            m
        })
    }

    /// A user runs a slash command in a guild channel. `options` is the
    /// Discord option list, e.g. `[{"name":"game","type":3,"value":"wolves"}]`.
    pub fn slash(&self, user: u64, channel: u64, name: &str, options: Value) -> Ix {
        self.slash_with(user, channel, name, options, |_| {})
    }

    /// [`Self::slash`] with a hook to change the payload (permissions, DM, resolved users).
    pub fn slash_with(
        &self,
        user: u64,
        channel: u64,
        name: &str,
        options: Value,
        extra: impl FnOnce(&mut serde_json::Map<String, Value>),
    ) -> Ix {
        let data = json!({"id": "1", "name": name, "type": 1, "options": options});
        self.send_interaction(2, From::channel(user, channel), data, extra)
    }

    /// A slash command in a DM with the bot.
    pub fn slash_in_dm(&self, user: u64, name: &str, options: Value) -> Ix {
        let data = json!({"id": "1", "name": name, "type": 1, "options": options});
        self.send_interaction(2, From::dm(user), data, |_| {})
    }

    /// Autocomplete on a command's focused option.
    pub fn autocomplete(
        &self,
        user: u64,
        channel: u64,
        name: &str,
        option: &str,
        partial: &str,
    ) -> Ix {
        let data = json!({"id": "1", "name": name, "type": 1, "options": [
            {"name": option, "type": 3, "value": partial, "focused": true}
        ]});
        self.send_interaction(4, From::channel(user, channel), data, |_| {})
    }

    /// A user clicks a button on a message.
    pub fn click(&self, user: u64, message: &Msg, custom_id: &str) -> Ix {
        let data = json!({"custom_id": custom_id, "component_type": 2});
        self.send_interaction(
            3,
            From::message(user, message, !message.is_dm),
            data,
            |_| {},
        )
    }

    /// A user clicks a button of `message` and the click arrives as one
    /// on a DM message does: without a guild, so on shard 0 whatever guild
    /// the game is in.
    pub fn click_from_dm(&self, user: u64, message: &Msg, custom_id: &str) -> Ix {
        let data = json!({"custom_id": custom_id, "component_type": 2});
        let from = From {
            message: Some(message),
            ..From::dm(user)
        };
        self.send_interaction(3, from, data, |_| {})
    }

    /// A user picks a value in a string select menu.
    pub fn select(&self, user: u64, message: &Msg, custom_id: &str, value: &str) -> Ix {
        let data = json!({"custom_id": custom_id, "component_type": 3, "values": [value]});
        self.send_interaction(
            3,
            From::message(user, message, !message.is_dm),
            data,
            |_| {},
        )
    }

    /// A user picks several values at once in a multi-select menu.
    pub fn select_many(&self, user: u64, message: &Msg, custom_id: &str, values: &[&str]) -> Ix {
        let data = json!({"custom_id": custom_id, "component_type": 3, "values": values});
        self.send_interaction(
            3,
            From::message(user, message, !message.is_dm),
            data,
            |_| {},
        )
    }

    /// A user uses a component of `message` whose interaction data is
    /// `data` (a channel menu's: tests/support/voice.rs).
    pub(crate) fn pick(&self, user: u64, message: &Msg, data: Value) -> Ix {
        self.send_interaction(
            3,
            From::message(user, message, !message.is_dm),
            data,
            |_| {},
        )
    }

    /// A user submits a modal opened from `message`.
    pub fn submit_modal(
        &self,
        user: u64,
        message: &Msg,
        custom_id: &str,
        field: &str,
        value: &str,
    ) -> Ix {
        let data = json!({"custom_id": custom_id, "components": [
            {"type": 1, "components": [{"type": 4, "custom_id": field, "value": value}]}
        ]});
        self.send_interaction(5, From::message(user, message, true), data, |_| {})
    }

    /// Discord tells the bot a channel was deleted.
    pub fn channel_delete_event(&self, channel: u64) {
        self.delete_channel(channel);
        self.dispatch(
            "CHANNEL_DELETE",
            json!({"id": channel.to_string(), "type": 0, "guild_id": GUILD_ID.to_string(), "name": "gone", "position": 0, "permission_overwrites": []}),
        );
    }
}
