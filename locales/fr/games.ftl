# Le titre de chaque jeu, tel que les joueurs de la langue le connaissent,
# partout où un texte nomme le jeu (salle d'attente, /règles, plateaux,
# fils, MP, terminal). Les identifiants viennent du nom court du jeu
# (game-title-<slug>, src/games/mod.rs). Les quatre petits jeux gardent
# leur titre anglais ; le Loup-Garou prend le nom que connaissent les
# joueurs francophones.
game-title-wolves = Wolves
game-title-werewolf = Loup-Garou
game-title-project-planning = Arctic Wolf Project Planning
game-title-wolfpack = Wolfpack
game-title-arctic-escape = Arctic Escape
