# Temporizadores de turno en todos los juegos: avisos, un bot que cubre un paso perdido, un asiento cedido y recuperado, salas que caducan.

# Se acabó el tiempo de un turno y el bot del asiento jugó el paso perdido:
# "A Akela se le acabó el tiempo: se jugó Desarrollador por él".
turns-covered = { $player ->
    [you] Se te acabó el tiempo: el bot ha jugado { $choice } por ti.
   *[other] A { $player } se le acabó el tiempo: se ha jugado { $choice } en su lugar.
}

# Han pasado dos tercios del tiempo: se avisa una vez al jugador por MD;
# $left es el tiempo relativo de Discord ("en 40 segundos").
turns-remind-dm = La partida #{ $game } espera tu jugada: el bot la hará por ti { $left }.
# Lo mismo, para quien no acepta MD, mencionado bajo el tablero (nunca en una
# partida cuyos asientos consultados sean secretos).
turns-remind-nudge = la partida #{ $game } espera tu jugada: el bot la hará por ti { $left }. Pulsa <em>{ $button }</em> en el tablero.
# Un asiento cuyo turno ha cubierto un bot dos veces seguidas pasa al bot:
# "Akela está ausente: un bot juega por él hasta que vuelva".
turns-away-handed = { $player ->
    [you] Estás ausente: un bot juega por ti hasta que recuperes tu asiento.
   *[other] { $player } está ausente: un bot juega en su lugar hasta que vuelva.
}
# El jugador ausente ha recuperado su asiento (el botón, /mano o una jugada).
turns-away-back = { $player ->
    [you] Has vuelto: tu asiento vuelve a ser tuyo.
   *[other] { $player } ha vuelto y juega de nuevo por su cuenta.
}
# Rechazo: el botón o /mano para recuperar el asiento cuando no está ausente.
turns-away-not-away = No estás ausente: tu asiento ya es tuyo.
# El panel del jugador ausente: el botón y la línea de encima.
turns-away-take-back = Recuperar mi asiento
turns-away-while-away = Un bot juega en tu asiento mientras estás ausente. Recupéralo cuando quieras.
