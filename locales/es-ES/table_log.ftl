# table: el registro completo de una partida terminada (el archivo de
# /partida registro, el final de partida del terminal; src/table/story.rs).
# Convenciones: docs/design.md, "Text is data".

# La primera línea del archivo: "Wolves — partida #12 (semilla 42)".
table-log-title = { $game } — partida #{ $id } (semilla { $seed })
table-log-players = Jugadores:
# Las opciones de la sala tal como se escribieron.
table-log-options = Opciones: { $options }
# Un asiento que la partida ya no tiene.
table-log-seat = asiento { $seat }
# Quién hizo una acción aparte de un jugador.
table-log-clock = el reloj
table-log-host = el anfitrión
# Quién vio un suceso.
table-log-everyone = todos
table-log-only = solo { $seats }
# Un asiento sin datos ocultos al final.
table-log-nothing-hidden = nada oculto
table-log-story = La historia completa:
