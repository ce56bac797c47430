-- What the Discord frontend must remember across restarts.

-- Every member overwrite the bot changed to keep a player quiet, with what
-- the member's overwrite was before (NULL: there was none), so unmuting
-- restores exactly that. `enforced` = 0: the bot could not set it and only
-- asked for quiet in the channel.
CREATE TABLE discord_mutes (
    game_id     BIGINT  NOT NULL REFERENCES games (id),
    user_id     TEXT    NOT NULL,
    channel_id  TEXT    NOT NULL,
    prior_allow TEXT,
    prior_deny  TEXT,
    enforced    BIGINT  NOT NULL,
    PRIMARY KEY (game_id, user_id)
);

-- Users' DM channels, and users whose DMs refuse the bot (Discord 50007).
CREATE TABLE discord_dms (
    user_id    TEXT PRIMARY KEY,
    channel_id TEXT,
    closed     BIGINT  NOT NULL DEFAULT 0
);

-- Users who see every thread and ignore overwrites in a guild
-- (Administrator or Manage Threads), as their last click showed.
CREATE TABLE discord_privileged (
    guild_id TEXT NOT NULL,
    user_id  TEXT NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
