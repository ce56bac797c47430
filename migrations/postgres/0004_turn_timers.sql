-- The table's turn timer, stored apart from the game's own timer
-- (deadline_at, deadline_key), so neither overwrites the other.
ALTER TABLE games ADD COLUMN turn_at BIGINT;        -- when the turn timer passes (Unix ms)
ALTER TABLE games ADD COLUMN turn_key BIGINT;       -- bit 63 and the waiting human seats
ALTER TABLE games ADD COLUMN turn_remind_at BIGINT; -- when the waiting seats are reminded; NULL once done
