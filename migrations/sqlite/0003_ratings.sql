-- Ratings, the whole story and rematches (issue 17). Standard SQL that runs
-- on SQLite and PostgreSQL alike: no AUTOINCREMENT, no SQLite-only functions.

-- Where each seat finished, read off the engine when the game ended: the
-- team it played for (Werewolf: village, werewolves, Tanner), its role
-- (Werewolf: the dealt card), and its place (1 = first; ties share one).
-- NULL in results recorded before this migration.
ALTER TABLE results ADD COLUMN team TEXT;
ALTER TABLE results ADD COLUMN role TEXT;
ALTER TABLE results ADD COLUMN place INTEGER;
CREATE INDEX results_by_kind ON results (kind, finished_at);

-- Weng-Lin ratings per player and game kind. Derived data: rebuilt from
-- results by `wolfden ratings rebuild`; `games` counts the rated games.
CREATE TABLE ratings (
    user_id      TEXT             NOT NULL,
    kind         TEXT             NOT NULL,
    rating       DOUBLE PRECISION NOT NULL,
    uncertainty  DOUBLE PRECISION NOT NULL,
    games        INTEGER          NOT NULL,
    PRIMARY KEY (user_id, kind)
);
CREATE INDEX ratings_by_kind ON ratings (kind);

-- The finished games already folded into `ratings`, so rating a game twice
-- changes nothing.
CREATE TABLE rated_games (
    game_id  BIGINT PRIMARY KEY REFERENCES games (id)
);

-- The game a rematch lobby was opened from: one rematch per game.
ALTER TABLE games ADD COLUMN rematch_of BIGINT;
CREATE UNIQUE INDEX games_one_rematch ON games (rematch_of);
