# El título de cada juego, como lo conocen los jugadores del idioma, allí
# donde un texto nombra el juego (sala, /reglas, tableros, hilos, MD,
# terminal). Los identificadores salen del nombre corto del juego
# (game-title-<slug>, src/games/mod.rs). Los cuatro juegos pequeños
# conservan su título en inglés; Hombres Lobo es el nombre que conocen los
# jugadores en español.
game-title-wolves = Wolves
game-title-werewolf = Hombres Lobo
game-title-project-planning = Arctic Wolf Project Planning
game-title-wolfpack = Wolfpack
game-title-arctic-escape = Arctic Escape
