# table: por qué se rechazó una orden de la sala o de la partida
# (src/table/lobby.rs, src/table/mod.rs), en Discord y en el terminal.
# Convenciones: docs/design.md, "Text is data".

## La sala.
lobby-error-started = La partida #{ $game } ya ha empezado.
lobby-error-over = La partida #{ $game } ha terminado.
lobby-error-cancelled = La partida #{ $game } se canceló.
lobby-host-only-add-bots = Solo el anfitrión puede añadir bots.
lobby-host-only-options = Solo el anfitrión puede cambiar las opciones.
lobby-host-only-start = Solo el anfitrión puede empezar la partida.
lobby-host-only-cancel = Solo el anfitrión puede cancelar la partida.
lobby-error-already-joined = Ya te has unido.
lobby-error-full = La mesa está completa ({ $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }).
lobby-error-host-cannot-leave = El anfitrión no puede salir: pulsa Cancelar para cerrar la sala.
lobby-error-not-joined = No te has unido a esta partida.
lobby-error-cannot-start = Aún no se puede empezar: { $why }
lobby-error-options-not-changed = Las opciones no han cambiado: { $why }
lobby-error-nothing-picked = Elige al menos un elemento.
lobby-error-no-such-list = No hay ninguna opción de lista { $key }.
lobby-error-no-such-option = Este juego no tiene la opción { $key }.
lobby-error-not-playing = Ese jugador no juega en la partida #{ $game }.
lobby-error-host-cannot-be-kicked = No se puede expulsar al anfitrión de la sala: mejor cancélala.
lobby-error-already-over = La partida #{ $game } ya ha terminado.
lobby-error-not-seated-to-vote = Solo el anfitrión o los jugadores sentados aquí pueden empezar o cerrar esta sala: pulsa Unirse para ocupar un asiento.
# Un elemento elegido que la opción de lista no tiene.
lobby-not-in-list = { $item } no está en esta lista.
# Una opción de lista rechazó las cantidades elegidas.
lobby-list-refused = { $key }: { $why }.

## Una orden de partida (en minúscula: el terminal la escribe tras "error: ").
table-error-not-found = no existe la partida #{ $game }
table-error-finished = la partida #{ $game } ya ha terminado
table-error-not-started = la partida #{ $game } aún no ha empezado
table-error-not-finished = la partida #{ $game } no terminó: solo una partida terminada tiene un registro que mostrar
table-error-not-seated = no juegas en esta partida
table-error-rematch-taken = la partida #{ $game } ya tiene su revancha: la partida #{ $rematch }
table-error-outdated = esta pregunta ha caducado: la partida ha avanzado
