# Der Titel jedes Spiels, wie es Spielende dieser Sprache kennen, überall,
# wo ein Text das Spiel nennt (Lobby, /regeln, Spielbretter, Threads, DMs,
# Terminal). Die IDs entstehen aus dem Kürzel des Spiels
# (game-title-<slug>, src/games/mod.rs). Die vier kleinen Spiele behalten
# ihre englischen Titel; Werwolf heißt, wie man es auf Deutsch kennt.
game-title-wolves = Wolves
game-title-werewolf = Werwolf
game-title-project-planning = Arctic Wolf Project Planning
game-title-wolfpack = Wolfpack
game-title-arctic-escape = Arctic Escape
