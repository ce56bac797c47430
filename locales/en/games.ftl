# Each game's title, as players of the language know it, used wherever a
# text names the game (the lobby, /rules, the boards, threads, DMs, the
# terminal). The ids are made from the game's slug (game-title-<slug>,
# src/games/mod.rs). The four small games keep their English titles in
# every language (they have no published translation); Werewolf takes
# the name players of each language know it by. "Ultimate Werewolf", the
# published game the rules follow, is named on the first rules page.
game-title-wolves = Wolves
game-title-werewolf = Werewolf
game-title-project-planning = Arctic Wolf Project Planning
game-title-wolfpack = Wolfpack
game-title-arctic-escape = Arctic Escape
