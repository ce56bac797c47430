-- What a seat's name is, as data (the bot suffix is no longer written into
-- a name: every text adds it in its reader's language): 0 a player's own
-- name (kept when a bot takes the seat over), 1 a bot's name as called
-- ("Akela"), 2 a bot's name stored with the English suffix in it
-- ("Akela (bot)") before this column, shown and dealt as stored so an old
-- game replays to its snapshot. Set once here for the rows written before.
ALTER TABLE seats ADD COLUMN named BIGINT NOT NULL DEFAULT 0;
UPDATE seats SET named = 2 WHERE is_bot = 1 AND name LIKE '% (bot)';
