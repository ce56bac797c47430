# discord: los textos propios del frontend de Discord (src/discord/):
# respuestas, rechazos, la sala, botones, pies, MD. Convenciones:
# docs/design.md, "Text is data". `$host`, `$user`, `$player`, `$players` y
# `$channel` son menciones de Discord; `$link` es un enlace; `$stop`,
# `$play`, `$global`, `$key` y `$scope` son comandos o palabras escritas.

## Respuestas cortas (src/discord/reply.rs).
discord-outdated = ⌛ Esta pregunta ha caducado: la partida ha avanzado. Aquí tienes tu mano actual.
discord-unknown-button = No reconozco este botón (puede ser de una versión anterior del bot).
discord-not-seated = No juegas en la partida #{ $game }.
discord-game-gone = La partida #{ $game } ya no existe.
discord-internal-error = Algo ha fallado por mi parte; no se ha cambiado nada. Vuelve a intentarlo.
discord-read-error = Algo ha fallado por mi parte. Vuelve a intentarlo.
discord-host-only-add-bots = Solo el anfitrión ({ $host }) puede añadir bots.
discord-host-only-options = Solo el anfitrión ({ $host }) puede cambiar las opciones.
discord-host-only-start = Solo el anfitrión ({ $host }) puede empezar la partida.
discord-host-only-cancel = Solo el anfitrión ({ $host }) puede cancelar la partida.

## Tableros y paneles (src/discord/render.rs).
discord-more-not-shown = ({ $count } más sin mostrar)
discord-show-my-hand = Ver mi mano
discord-show-my-role = Ver mi rol
discord-footer-game = Partida #{ $game }
discord-private-footer = Partida #{ $game } · solo lo ves tú
discord-your-move = ▶ Te toca
discord-choose = Elige… ({ $first }–{ $last } de { $total })
discord-refresh = Actualizar
discord-previous = ◀ Anterior
discord-next = Siguiente ▶
discord-next-page = Siguiente ▶ ({ $page }/{ $pages })
discord-panel-game-over = Esta partida ha terminado.
discord-panel-game-stopped = Esta partida se detuvo.
discord-panel-not-started = La partida #{ $game } aún no ha empezado: el anfitrión pulsa Empezar.
discord-panel-cancelled = La partida #{ $game } se canceló antes de empezar.
# /reglas: `$game` es el título del juego.
discord-rules-title = { $game } — reglas
discord-rules-footer = Página { $page }/{ $pages } · de { $min } a { $max } jugadores · /jugar juego:{ $slug }

## El mensaje de la sala (src/discord/render.rs).
discord-lobby-title = { $game } — sala
discord-lobby-intro = Pulsa <em>Unirse</em> para jugar. De { $min } a { $max } jugadores; el anfitrión añade bots y empieza la partida (sin el anfitrión, la mayoría de quienes están sentados vota con Empezar o Cancelar).
discord-lobby-cancelled = Esta sala se canceló.
discord-lobby-started = Esta partida ha empezado.
discord-lobby-host-seat = { $seat } (anfitrión)
discord-lobby-nobody = nadie todavía
discord-lobby-players = Jugadores ({ $seated }/{ $max })
discord-lobby-players-continued = Jugadores (continuación)
discord-lobby-host = Anfitrión
discord-lobby-options = Opciones
discord-lobby-votes = Votos
discord-lobby-at-start = Al empezar
discord-button-join = Unirse
discord-button-leave = Salir
discord-button-add-bot = Añadir bot
discord-button-options = Opciones
discord-button-start = Empezar
discord-button-cancel = Cancelar
discord-list-add = Añadir { $list }…
discord-list-remove = Quitar { $list }…
discord-list-count = Ya hay { $count } en la lista
discord-list-reset = ↺ Volver al valor predefinido ({ $preset })
discord-list-reset-hint = Olvidar los cambios de esta lista

## Los botones de la sala (src/discord/lobby.rs).
discord-lobby-elsewhere = Esta sala está en { $channel }: únete allí.
discord-lobby-not-here = Esta sala no está en este canal.
discord-threads-needed = Esta mesa se juega en hilos. { $why }
discord-thread-game = ℹ️ Esta partida se juega en un hilo: aquí no puedo silenciar a nadie (los hilos no tienen permisos propios) ni abrir hilos privados dentro, así que pediré silencio cuando toque y las conversaciones privadas irán por los paneles privados.
discord-privileged = ℹ️ Pueden leer todos los hilos privados de aquí: { $players } (Gestionar hilos permite leer hilos privados; Administrador además ignora los permisos del canal, silencios incluidos). Por favor, no leáis las salas privadas y guardad silencio cuando se os pida.
discord-option-not-typed = { $key } se elige en su menú, no se escribe.
discord-lobby-not-posted = No he podido publicar la sala en este canal; no se ha abierto nada. Vuelve a intentarlo.

## Un permiso que le falta al bot (src/discord/perms.rs).
discord-missing-permissions = { $count ->
        [one] Me falta el permiso { $permissions }
       *[other] Me faltan los permisos { $permissions }
    } en este canal. Pide a un administrador del servidor que { $count ->
        [one] me lo conceda
       *[other] me los conceda
    } y vuelve a intentarlo.
discord-permission = <em>{ $name }</em>

## /jugar, /reglas, /estadísticas, /clasificación, /md (src/discord/commands/).
discord-busy = Ya hay una partida en curso en este canal (partida #{ $game }). Termínala o detenla con { $stop }, o juega en otro canal o en un hilo.
discord-lobby-open = Tu sala de la partida #{ $game } está abierta: { $link }
discord-unknown-game = juego desconocido: { $game }; los juegos son: { $games }.
discord-bad-options = Opciones incorrectas: { $why }
discord-scope-server = este servidor
discord-scope-global = global
discord-unknown-scope = Ámbito desconocido: { $scope }. Usa { $server } o { $global }.
discord-dms-on = Te enviaré un MD cuando sea tu turno.
discord-dms-off = Se acabaron los MD: te mencionaré en el canal de la partida.

## /partida estado, detener, expulsar, registro (src/discord/commands/game.rs).
discord-moderators-only-stop = Solo el anfitrión o los miembros que pueden gestionar mensajes pueden detener la partida.
discord-moderators-only-kick = Solo el anfitrión o los miembros que pueden gestionar mensajes pueden expulsar a un jugador.
discord-status = <em>{ $game }</em> · partida #{ $id } · { $status } · { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
discord-status-lobby = en la sala
discord-status-running = en curso
discord-status-finished = terminada
discord-status-cancelled = cancelada
discord-status-players = Jugadores: { $players }
discord-status-board = Tablero: { $link }
discord-game-stopped = ⏹ { $user ->
        [you] Has detenido
       *[other] { $user } ha detenido
    } la partida #{ $game }. Su registro se guarda.
discord-kick-not-playing = { $player ->
        [you] No juegas
       *[other] { $player } no juega
    } en la partida #{ $game }.
discord-kicked-from-lobby = { $player ->
        [you] Te han quitado
       *[other] Se ha quitado a { $player }
    } de la sala de la partida #{ $game }.
discord-kicked-to-bot = { $player ->
        [you] Tu asiento
       *[other] El asiento de { $player }
    } en la partida #{ $game } lo juega ahora un bot.
discord-log-no-game = Aún no ha terminado ninguna partida en este canal: indica un número de partida.
discord-log-not-here = La partida #{ $game } no se jugó en este servidor.
discord-log-elsewhere = El registro de la partida #{ $game } solo se da en el canal donde se jugó: pídelo en { $place }.
discord-log-its-channel = su canal
discord-log-not-finished = La partida #{ $game } no ha terminado: su registro, secretos incluidos, solo se muestra cuando acaba.
discord-log-file = 📜 El registro completo de la partida #{ $game } de <em>{ $title }</em>: cada acción y lo que vio cada jugador, y después todos los datos ocultos.

## Cualquier comando (src/discord/commands/mod.rs).
discord-no-game-here = No hay ninguna partida en curso en este canal. Empieza una con { $play }.
discord-guild-only = Este comando funciona en un canal de un servidor, no por MD: las partidas se juegan en canales.
discord-unreadable-command = No he podido leer ese comando: { $error }

## /estadísticas y /clasificación (src/discord/ratings.rs).
discord-stats-title = Estadísticas de { $name }
discord-stats-none = Aún no hay partidas terminadas.
discord-stats-played = Partidas: { $played } · victorias: { $won } ({ $percent } %)
discord-stats-best = Mejor resultado: { $score } (cooperativo: sin puntuación)
discord-stats-rating = Puntuación { $rating } ({ $games ->
        [one] { $games } partida puntuada
       *[other] { $games } partidas puntuadas
    })
discord-stats-unrated = Aún sin puntuación (hace falta una partida con otro jugador)
discord-stats-streak = Mejor racha: { $streak ->
        [one] { $streak } victoria seguida
       *[other] { $streak } victorias seguidas
    }
discord-stats-favourite = Rol favorito: { $role } ({ $count }×)
discord-stats-footer = Puntuación: estimación ± incertidumbre (una desviación típica), Weng-Lin
discord-leaderboard-needs-server = Una clasificación del servidor necesita un servidor: aquí usa { $global }.
discord-leaderboard-title-server = { $game } — clasificación (este servidor)
discord-leaderboard-title-global = { $game } — clasificación (global)
discord-leaderboard-empty-cooperative = Aún no hay nadie en la clasificación: para entrar hacen falta { $min ->
        [one] { $min } partida terminada
       *[other] { $min } partidas terminadas
    }.
discord-leaderboard-empty-rated = Aún no hay nadie en la clasificación: para entrar hacen falta { $min ->
        [one] { $min } partida puntuada
       *[other] { $min } partidas puntuadas
    } (con otro jugador).
discord-leaderboard-rated = <em>{ $rank }.</em> { $player } — { $rating } · { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    } · { $won ->
        [one] { $won } ganada
       *[other] { $won } ganadas
    }
discord-leaderboard-cooperative = <em>{ $rank }.</em> { $player } — { $won } de { $games } ganadas ({ $percent } %) · mejor { $best }
discord-leaderboard-footer-cooperative = Orden: partidas ganadas y luego porcentaje de victorias · mínimo { $min } { $min ->
        [one] partida
       *[other] partidas
    } · página { $page }/{ $pages }
discord-leaderboard-footer-rated = Orden: puntuación − { $sigmas } × incertidumbre · mínimo { $min } { $min ->
        [one] partida
       *[other] partidas
    } · página { $page }/{ $pages }

## El botón Revancha (src/discord/rematch.rs); `$id` es el número de la nueva partida.
discord-rematch-open = La revancha de la partida #{ $game } está abierta como partida #{ $id }: { $link }
discord-rematch-not-seated = No juegas en la partida #{ $game }. Solo sus jugadores pueden pedir la revancha.
discord-rematch-taken = La partida #{ $game } ya tiene su revancha (partida #{ $id }): únete a su sala.
discord-rematch-busy = Ya hay una partida en curso en este canal: termínala o detenla antes con { $stop }.

## El más allá de los muertos y los espectadores (src/discord/afterlife.rs).
discord-afterlife-not-started = Esta partida aún no ha empezado.
discord-afterlife-none = Esta partida no tiene más allá: todo lo que muestra está en su tablero.
discord-afterlife-alive = Sigues en la partida: el más allá es para los muertos y los espectadores.
discord-afterlife-footer = Partida #{ $game } · solo lo ven los muertos y los espectadores
discord-afterlife-over = Esta partida ha terminado; aquí lo tienes todo.
discord-afterlife-kicked = Tu asiento pasó a un bot mientras seguías con vida, y puede que tu bando siga jugando: podrás mirar cuando termine la partida.
discord-afterlife-joined = Te has unido al más allá: { $thread }.
discord-afterlife-cannot-add = No puedo añadirte al hilo del más allá: este panel es el más allá.
discord-afterlife-no-thread = No puedo abrir un hilo privado aquí: este panel es el más allá.
discord-afterlife-keep-quiet = Por favor, guarda silencio en el canal de la partida hasta que termine.
discord-afterlife-dm = <em>{ $title }</em> (partida #{ $game }): estás fuera de la partida. El panel del más allá muestra todos los roles, los artefactos y las acciones de esta noche; guarda silencio en el canal.
discord-afterlife-hidden = 🔒 para { $seats }: { $line }
discord-afterlife-open-panel = Abrir el panel del más allá
discord-afterlife-thread = { $title } #{ $game } · Más allá
discord-afterlife-intro = <em>El más allá</em> — solo para los muertos y los espectadores. Cada acción secreta se publica aquí en cuanto ocurre; el botón muestra todos los roles y artefactos. Nada de lo que se diga aquí llega a los vivos: guarda silencio en el canal.
discord-thread-closed = La partida ha terminado: este hilo queda cerrado.

## La guarida de los lobos y otras salas privadas (src/discord/rooms.rs).
discord-room-dm = <em>{ $title }</em> (partida #{ $game }): aquí no puedo abrir un hilo privado para «{ $room }», así que usa los botones de tu panel privado (<em>{ $button }</em> en el tablero) para poneros de acuerdo.
discord-room-intro = <em>{ $room }</em> — solo sus miembros pueden leer este hilo: { $members }. Hablad aquí; vuestras decisiones siguen pasando por vuestro panel privado (<em>{ $button }</em> en el tablero).

## Silencio para los muertos (src/discord/silence.rs).
discord-silence-asked = 🤫 Silencio en este canal, por favor: { $players }.
discord-silence-muted-player = { $player } ({ $reason })
discord-silence-freed = 🗣 Ya pueden volver a hablar: { $players }.
discord-silence-not-enforced = (Aquí no puedo imponerlo: necesito los permisos Gestionar permisos y Enviar mensajes en este canal, y en una partida que se juega en un hilo no se puede imponer.)
discord-silence-unbound = 🤫 También deben guardar silencio: { $players }. A los administradores (y a quien tiene Gestionar hilos) no les afectan los permisos del canal: se ruega respetar el silencio igualmente.

## Los botones del tablero (src/discord/boards.rs).
discord-rematch = Revancha

## Lo que se cuenta a los jugadores (src/discord/fanout/, src/discord/mod.rs).
discord-game-over = 🏁 <em>Fin de la partida</em> — { $summary }
discord-channel-deleted = <em>{ $title }</em> (partida #{ $game }) ha terminado: se borró su canal. Su registro se guarda.
discord-guild-removed = <em>{ $title }</em> (partida #{ $game }) ha terminado: me sacaron de su servidor. Su registro se guarda.
# En el canal, tras las menciones de quienes tienen los MD cerrados.
discord-nudge = la partida #{ $game } espera tu jugada: pulsa <em>{ $button }</em> en el tablero.
discord-game-started = La partida ha empezado.
discord-your-turn = Es tu turno: { $question }
discord-news = <em>{ $title }</em> (partida #{ $game }):
discord-news-in = <em>{ $title }</em> (partida #{ $game }) en { $channel }:
discord-private-fallback = (No puedo publicar en este canal, así que solo lo ves tú.)

## Voice games (src/discord/voice.rs); `$channel` is the voice channel.
discord-voice-on = 🔊 Voz: de noche silencio en el servidor a todos los jugadores de { $channel }; de día los muertos y los silenciados siguen silenciados; al final, todos los que silencié vuelven a hablar.
discord-voice-no-permission = 🔇 No puedo silenciar miembros en { $channel } (Silenciar miembros): esta partida sigue sin control de voz.
discord-voice-lobby-no-permission = 🔇 No puedo silenciar miembros en { $channel } (Silenciar miembros): la partida se jugará sin control de voz. Dame ese permiso allí o elige otro canal de voz en Opciones.
discord-voice-channel-gone = 🔇 Se borró el canal de voz de la partida: esta partida sigue sin control de voz.
