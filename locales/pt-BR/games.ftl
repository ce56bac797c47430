# O título de cada jogo, como quem joga no idioma o conhece, onde quer que
# um texto nomeie o jogo (sala de espera, /regras, tabuleiros, tópicos,
# DMs, terminal). Os identificadores vêm do nome curto do jogo
# (game-title-<slug>, src/games/mod.rs). Os quatro jogos pequenos mantêm o
# título em inglês; Lobisomem é o nome que os jogadores brasileiros
# conhecem.
game-title-wolves = Wolves
game-title-werewolf = Lobisomem
game-title-project-planning = Arctic Wolf Project Planning
game-title-wolfpack = Wolfpack
game-title-arctic-escape = Arctic Escape
