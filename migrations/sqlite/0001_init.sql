-- wolfden schema. Times are Unix milliseconds. Snapshots and options are JSON.

CREATE TABLE games (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    kind          TEXT    NOT NULL,              -- game slug, e.g. 'project-planning'
    status        TEXT    NOT NULL,              -- 'lobby' | 'running' | 'finished' | 'cancelled'
    options       TEXT    NOT NULL,              -- JSON object of validated options
    seed          INTEGER NOT NULL,
    snapshot      TEXT,                          -- JSON state after `version` actions; NULL in the lobby
    version       INTEGER NOT NULL DEFAULT 0,    -- number of actions applied
    deadline_at   INTEGER,                       -- when the clock acts next
    deadline_key  INTEGER,                       -- the game's key for that timer
    guild_id      TEXT,
    channel_id    TEXT,                          -- Discord channel (or thread); NULL for terminal games
    host_id       TEXT,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL
);

-- One live game per channel (threads are channels of their own).
CREATE UNIQUE INDEX games_one_live_per_channel
    ON games (channel_id) WHERE status IN ('lobby', 'running') AND channel_id IS NOT NULL;
CREATE INDEX games_by_status ON games (status, updated_at);

CREATE TABLE seats (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    seat     INTEGER NOT NULL,
    user_id  TEXT,                               -- Discord user id, 'terminal:N', or NULL for a bot
    name     TEXT    NOT NULL,
    is_bot   INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX seats_by_user ON seats (user_id);

-- Append-only: the game is (seed, options, seats) plus these, in order.
CREATE TABLE actions (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    seq      INTEGER NOT NULL,                   -- 1-based; equals the version after it
    actor    TEXT    NOT NULL,                   -- 'seat3', 'clock', 'host'
    action   TEXT    NOT NULL,
    at       INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE results (
    game_id      INTEGER NOT NULL REFERENCES games (id),
    seat         INTEGER NOT NULL,
    user_id      TEXT,
    kind         TEXT    NOT NULL,
    won          INTEGER NOT NULL,
    score        INTEGER NOT NULL,
    finished_at  INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX results_by_user ON results (user_id, kind);

-- Where each game's public board lives ('main', or a sub-table such as 'table1').
CREATE TABLE board_messages (
    game_id     INTEGER NOT NULL REFERENCES games (id),
    board       TEXT    NOT NULL,
    channel_id  TEXT    NOT NULL,
    message_id  TEXT    NOT NULL,
    PRIMARY KEY (game_id, board)
);

CREATE TABLE user_prefs (
    user_id     TEXT PRIMARY KEY,
    dm_opt_out  INTEGER NOT NULL DEFAULT 0
);
