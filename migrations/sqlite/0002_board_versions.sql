-- The game version each board message last showed, so a restart re-renders
-- only the boards that missed an edit (NULL: never confirmed).
ALTER TABLE board_messages ADD COLUMN version INTEGER;
