# discord: textos en español (convenciones en docs/design.md, "Text is data").

## /help: qué hace cada comando y cómo va una partida.
discord-help-title = wolfden: cómo se juega
discord-help-intro = Juegos de mesa con lobos para jugar en un canal del servidor con amigos y bots: { $games }.
discord-help-how-name = Cómo va una partida
discord-help-how =
    1. <em>/play</em> con un juego abre una sala en este canal.
    2. Los jugadores pulsan <em>Unirse</em>; el anfitrión puede pulsar <em>Añadir bot</em> y ajustar las <em>Opciones</em>, y luego pulsa <em>Empezar</em>. Sin el anfitrión, la mayoría de quienes están sentados empieza o cierra la sala: su <em>Empezar</em> o <em>Cancelar</em> cuenta como voto.
    3. El tablero queda en el canal a la vista de todos. <em>Ver mi mano</em> (o <em>/hand</em>) abre tu panel privado: tus cartas o tu rol, lo que sabes y tus opciones. Solo lo ves tú.
    4. Al final, el tablero cuenta la historia. <em>Revancha</em> abre una sala nueva con los mismos jugadores; <em>/game log</em> da el registro completo.
discord-help-commands-name = Comandos
discord-help-commands =
    <em>/play</em>: abre aquí una sala para un juego.
    <em>/hand</em>: tu panel privado en la partida de este canal.
    <em>/rules</em>: las reglas de un juego, página a página.
    <em>/game status</em>: el tablero, los jugadores y el estado de este canal, solo para ti.
    <em>/game log</em>: el registro completo de una partida terminada, en un archivo.
    <em>/game stop</em>, <em>/game kick</em>: detener la partida o dar el asiento de alguien a un bot (el anfitrión o los moderadores).
    <em>/game watch</em>: mirar desde el más allá (los muertos y los espectadores).
    <em>/stats</em>, <em>/leaderboard</em>: tus resultados y puntuaciones; los mejores jugadores de un juego.
    <em>/dms</em>: activa o desactiva los mensajes directos de «es tu turno».
    <em>/help</em>: esta página.

## El tablero final.
discord-final-whole-story = Los datos ocultos de cada asiento y el registro completo: /game log.

## Una sala que nadie empezó (src/discord/expiry.rs).
lobby-expire-notice = ⌛ Esta sala ha caducado: nadie la empezó en { $minutes } min. Abre una nueva con <em>/play</em>.

## Una sala sin anfitrión: los votos de quienes están sentados (src/table/lobby.rs).
lobby-vote-start = Empezar: { $votes } de { $needed } votos
lobby-vote-end = Cerrar: { $votes } de { $needed } votos
lobby-vote-rule = Sin el anfitrión, { $needed } votos de quienes están sentados empiezan o cierran la sala: pulsa Empezar o Cancelar para votar.

## Una partida en curso en la que nadie juega (src/table/abandon.rs).
abandon-notice = 🕸 Partida abandonada: nadie ha jugado en { $time }. Termina sin resultado; se guarda su registro y ninguna puntuación cambia.

## Una opción larga en palabras: "24 h" (src/table/lobby.rs, `option_value_words`).
table-option-hours = { $hours } h
