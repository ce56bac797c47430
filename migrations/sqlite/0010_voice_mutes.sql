-- Werewolf in voice (docs/operations.md, "Voice games"): every member the
-- bot server-muted for a game, stored before the mute is sent, so the end
-- of the game, a stop, a kick or a restart after a crash unmutes exactly
-- them. A member who was already muted (by a moderator) is never stored
-- and never unmuted by the bot. A row outlives its game while the member
-- is not connected to voice (Discord unmutes only a connected member):
-- the bot unmutes them when they connect again.
CREATE TABLE discord_voice_mutes (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    guild_id TEXT    NOT NULL,
    user_id  TEXT    NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX discord_voice_mutes_member ON discord_voice_mutes (guild_id, user_id);
