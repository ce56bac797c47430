-- A lobby whose host is absent, and a running game nobody plays.
-- lobby_votes: the seated players' votes to start or end the lobby
-- without its host, JSON {"user id": "start" | "end"}; NULL for none.
-- started_at: when the lobby was dealt (Unix ms); with the latest action
-- of a seat a human holds, when a human last acted, from which a running
-- game whose humans all went away is ended as abandoned.
ALTER TABLE games ADD COLUMN lobby_votes TEXT;
ALTER TABLE games ADD COLUMN started_at INTEGER;
