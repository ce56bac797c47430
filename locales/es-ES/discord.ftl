# discord: textos en español (convenciones en docs/design.md, "Text is data").

## /ayuda: qué hace cada comando y cómo va una partida.
discord-help-title = wolfden: cómo se juega
discord-help-intro = Juegos de mesa con lobos para jugar en un canal del servidor con amigos y bots: { $games }.
discord-help-how-name = Cómo va una partida
discord-help-how =
    1. <em>/jugar</em> con un juego abre una sala en este canal.
    2. Los jugadores pulsan <em>Unirse</em>; el anfitrión puede pulsar <em>Añadir bot</em> y ajustar las <em>Opciones</em> (Hombres Lobo: un canal de voz que silenciar), y luego pulsa <em>Empezar</em>.
    3. El tablero queda en el canal a la vista de todos. <em>Ver mi mano</em> (<em>Ver mi rol</em> en Hombres Lobo; o <em>/mano</em>) abre tu panel privado: tus cartas o tu rol, lo que sabes y tus opciones. Solo lo ves tú.
    4. Al final, el tablero cuenta la historia. <em>Revancha</em> abre una sala nueva con los mismos jugadores; <em>/partida registro</em> da el registro completo.
discord-help-commands-name = Comandos
discord-help-commands =
    <em>/jugar</em>: abre aquí una sala para un juego.
    <em>/mano</em>: tu panel privado en la partida de este canal.
    <em>/reglas</em>: las reglas de un juego, página a página.
    <em>/partida estado</em>: el tablero, los jugadores y el estado de este canal, solo para ti.
    <em>/partida registro</em>: el registro completo de una partida terminada, en un archivo.
    <em>/partida detener</em>, <em>/partida expulsar</em>: detener la partida o dar el asiento de alguien a un bot (el anfitrión o los moderadores).
    <em>/partida mirar</em>: mirar desde el más allá (los muertos y los espectadores).
    <em>/estadísticas</em>, <em>/clasificación</em>: tus resultados y puntuaciones; los mejores jugadores de un juego.
    <em>/md</em>: activa o desactiva los mensajes directos de «es tu turno».
    <em>/idioma</em>: el idioma en que te hablo y (con Gestionar servidor) el de las nuevas partidas de este servidor.
    <em>/ayuda</em>: esta página.

## El tablero final.
discord-final-whole-story = Los datos ocultos de cada asiento y el registro completo: /partida registro.

## Una sala que nadie empezó (src/discord/expiry.rs).
lobby-expire-notice = ⌛ Esta sala ha caducado: nadie la empezó en { $minutes } min. Abre una nueva con <em>/jugar</em>.

## Una sala sin anfitrión: los votos de quienes están sentados (src/table/lobby.rs).
lobby-vote-start = Empezar: { $votes } de { $needed } votos
lobby-vote-end = Cerrar: { $votes } de { $needed } votos
lobby-vote-rule = Sin el anfitrión, { $needed } votos de quienes están sentados empiezan o cierran la sala: pulsa Empezar o Cancelar para votar.

## Una partida en curso en la que nadie juega (src/table/abandon.rs).
abandon-notice = 🕸 Partida abandonada: nadie ha jugado en { $time }. Termina sin resultado; se guarda su registro y ninguna puntuación cambia.

## Una opción larga en palabras: "24 h" (src/table/lobby.rs, `option_value_words`).
table-option-hours = { $hours } h

## Las descripciones de los comandos de barra (100 caracteres como mucho; los nombres, al final del archivo).
cmd-play = Abrir una sala para una partida en este canal
cmd-play-game = El juego
cmd-play-options = Opciones como key=value, p. ej. tokens=3 turn_timer=60
cmd-hand = Tu mano y tus opciones en la partida de este canal (solo la ves tú)
cmd-rules = Leer el resumen de las reglas de un juego
cmd-rules-game = El juego
cmd-game = La partida de este canal
cmd-game-status = El tablero, los jugadores y el estado de la partida (solo lo ves tú)
cmd-game-stop = Detener la partida de este canal (el anfitrión o Gestionar mensajes); su registro se guarda
cmd-game-kick = Dar el asiento de un jugador a un bot (el anfitrión o Gestionar mensajes)
cmd-game-kick-player = El jugador al que sustituye un bot
cmd-game-log = El registro completo de una partida terminada de este servidor, como archivo de texto
cmd-game-log-id = El número de la partida (si no, la última terminada en este canal)
cmd-game-watch = Seguir la partida de este canal desde el más allá (solo muertos y espectadores)
cmd-stats = Partidas jugadas y ganadas, puntuaciones y rachas, por juego
cmd-stats-user = De quién (tú, si no se indica)
cmd-stats-game = Solo este juego
cmd-leaderboard = Los mejores jugadores de un juego (con partidas suficientes), por páginas
cmd-leaderboard-game = El juego
cmd-leaderboard-scope = server (por defecto) o global
cmd-dms = Activar o desactivar los MD de «es tu turno» (Ver mi mano siempre funciona)
cmd-dms-enabled = Enviarme un MD cuando sea mi turno
cmd-help = Qué hace cada comando y cómo va una partida (solo lo ves tú)
cmd-public = Publicarlo en el canal para todos (si no, solo lo ves tú)

## /idioma (src/discord/commands/language.rs).
cmd-language = Elige el idioma en que wolfden te habla o (gestión del servidor) el del servidor
cmd-language-mine = Tu idioma: tus paneles y mensajes
cmd-language-server = El idioma de las nuevas partidas de este servidor (Gestionar servidor)
cmd-language-discord = Como diga Discord (tu aplicación o el servidor)
language-name-en = inglés
language-name-pt-br = portugués de Brasil
language-name-es = español
language-name-de = alemán
language-name-fr = francés
language-yours-chosen = Lees wolfden en { $language }, como elegiste.
language-yours-discord = Lees wolfden en { $language }, el idioma de tu aplicación de Discord.
language-server-chosen = Las nuevas partidas de este servidor se juegan en { $language }, como eligieron sus gestores.
language-server-from-discord = Las nuevas partidas de este servidor se juegan en { $language }, el idioma del servidor en Discord.
language-how = Elige el tuyo con <em>/idioma mío</em>. Un miembro con permiso de Gestionar servidor elige el del servidor con <em>/idioma servidor</em>: es el idioma del tablero, los avisos y la historia de las partidas que se abran después.
language-mine-set = A partir de ahora lees wolfden en { $language }: tus paneles, tus mensajes y las respuestas del bot.
language-mine-discord = A partir de ahora lees wolfden en el idioma de tu aplicación de Discord ({ $language }).
language-server-set = Las nuevas partidas de este servidor se juegan en { $language }: tablero, avisos e historia. Las partidas ya abiertas conservan su idioma.
language-server-discord = Las nuevas partidas de este servidor se juegan en su idioma de Discord ({ $language }). Las partidas ya abiertas conservan su idioma.
language-server-refused = Solo un miembro con permiso de Gestionar servidor puede elegir el idioma del servidor.
language-server-no-server = Aquí no hay servidor: el idioma de un servidor se elige en uno de sus canales.

## Los nombres de los comandos de barra y de sus opciones, tal como los
## escriben los usuarios de cada idioma (minúsculas, cifras, - y _, 32 como
## mucho, sin espacios). Un texto que cita un comando lo cita por su nombre
## en su propio idioma. En inglés son los nombres del código.
cmd-name-play = jugar
cmd-name-hand = mano
cmd-name-rules = reglas
cmd-name-game = partida
cmd-name-game-status = estado
cmd-name-game-stop = detener
cmd-name-game-kick = expulsar
cmd-name-game-log = registro
cmd-name-game-watch = mirar
cmd-name-stats = estadísticas
cmd-name-leaderboard = clasificación
cmd-name-dms = md
cmd-name-help = ayuda
cmd-name-language = idioma
cmd-option-game = juego
cmd-option-options = opciones
cmd-option-player = jugador
cmd-option-id = id
cmd-option-user = usuario
cmd-option-scope = ámbito
cmd-option-enabled = activados
cmd-option-public = público
cmd-option-mine = mío
cmd-option-server = servidor
