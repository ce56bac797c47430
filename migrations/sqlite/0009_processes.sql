-- One token, many processes (see docs/operations.md, "Several processes").
-- (The same tables as on PostgreSQL; one process on SQLite never uses them.)
-- Each process's heartbeat: its shards, the turns a second it asks of the
-- token's global budget, and when it was last heard from (the database's
-- clock, in milliseconds). A process silent for longer than the lease is
-- taken for dead: another one fires its games' timers.
CREATE TABLE bot_processes (
    id           TEXT   PRIMARY KEY,
    first_shard  INTEGER NOT NULL,
    last_shard   INTEGER NOT NULL,
    total_shards INTEGER NOT NULL,
    wants        INTEGER NOT NULL,
    seen_ms      INTEGER NOT NULL
);

-- The token's global budget as slots, one request a second each, leased
-- to one process at a time until `until_ms` and renewed while it lives.
CREATE TABLE rate_slots (
    slot     INTEGER PRIMARY KEY,
    holder   TEXT,
    until_ms INTEGER NOT NULL DEFAULT 0
);

-- Each channel's recent posts and edits, by every process (Discord's
-- message buckets: 5 posts, and apart from them 5 edits, in 5 s).
CREATE TABLE message_turns (
    bucket TEXT   NOT NULL,
    at_ms  INTEGER NOT NULL
);
CREATE INDEX message_turns_by_bucket ON message_turns (bucket, at_ms);
