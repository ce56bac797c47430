# table: o registro completo de um jogo terminado (o arquivo de `/partida registro`,
# o fim de jogo do terminal; src/table/story.rs). Convenções: docs/design.md,
# "Text is data".

# A primeira linha do arquivo: "Wolves — partida #12 (semente 42)".
table-log-title = { $game } — partida #{ $id } (semente { $seed })
table-log-players = Jogadores:
# As opções da sala como foram digitadas: "Opções: rounds=3 turn_timer=120".
table-log-options = Opções: { $options }
# Um lugar que o jogo não tem mais (nunca num registro inteiro).
table-log-seat = lugar { $seat }
# Quem fez uma ação além de um jogador.
table-log-clock = o relógio
table-log-host = o anfitrião
# Quem viu um evento.
table-log-everyone = todos
table-log-only = só { $seats }
# Um lugar sem fatos ocultos no fim.
table-log-nothing-hidden = nada oculto
table-log-story = A história completa:
