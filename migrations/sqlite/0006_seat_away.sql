-- A seat handed to a bot while its player is absent: the turns it missed
-- in a row (a bot covered them when its turn timer passed; its own move
-- resets the count) and whether it is away (a bot plays it until its
-- player takes it back). The seat keeps its player's name and user id.
ALTER TABLE seats ADD COLUMN missed_turns INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN away INTEGER NOT NULL DEFAULT 0;
