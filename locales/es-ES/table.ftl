# Textos comunes de la mesa (todos los juegos). Convenciones: docs/design.md,
# "Text is data".

# El título de un tablero cuando el anfitrión ha detenido la partida.
table-board-stopped = { $title } (detenida)
# En el panel de un asiento, cuando los bots comparten una decisión que tiene el humano.
table-bots-suggest = Los bots sugieren (tú decides)
table-bot-would-choose = { $bot } elegiría: { $choice }

## La sala.
# La pista para recién llegados: el comando que muestra las reglas de un juego.
table-lobby-rules = ¿Nuevo en { $game }? <em>/reglas juego:{ $slug }</em> explica cómo se juega.
## El panel de opciones del anfitrión.
table-options-title = Opciones de { $game }
table-options-intro = Elige un valor abajo; la sala muestra el cambio al momento.
table-options-page = Página { $page } de { $pages }
# Una opción en palabras: "Noche: 90 s".
table-option = { $name }: { $value }
# Las opciones de la sala en una línea: "Noche: 1 min · Revelar roles: sí".
table-options-joined = { $left } · { $right }
table-option-auto = auto (según el número de jugadores)
# The voice option's values (Werewolf on Discord).
table-option-voice-auto = auto
table-option-voice-channel = { $channel }
table-option-on = sí
table-option-off = no
table-option-none = ninguno
table-option-seconds = { $seconds } s
table-option-minutes = { $minutes } min
table-option-minutes-seconds = { $minutes } min { $seconds } s
# Un elemento de una opción de lista con su cantidad: "Vidente ×2".
table-option-item = { $item } ×{ $count }
# Un botón de activar/desactivar: lo que pone la opción al pulsarlo.
table-option-turn-on = { $name }: activar
table-option-turn-off = { $name }: desactivar
# Un botón que abre el formulario de una opción de texto.
table-option-change = Cambiar { $name }…
table-option-previous = ◀ Anterior
table-option-next = Siguiente ▶
