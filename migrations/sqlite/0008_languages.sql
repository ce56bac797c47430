-- Languages (see docs/languages.md).
-- games.locale: the language of a game's public text (its board, notices
-- and story), the server's when the lobby opened; a game keeps it to the
-- end, so its story reads in one language.
ALTER TABLE games ADD COLUMN locale TEXT NOT NULL DEFAULT 'en-US';

-- Each user's language and each server's: kind 'user' or 'server', the
-- Discord id, the language tag, and whether it was chosen with /language
-- (1: kept until changed there) or heard from Discord (0: the user's
-- client language or the server's preferred locale, as the last
-- interaction said).
CREATE TABLE discord_languages (
    kind   TEXT    NOT NULL,
    id     TEXT    NOT NULL,
    locale TEXT    NOT NULL,
    chosen INTEGER NOT NULL,
    PRIMARY KEY (kind, id)
);
