# terminal: textos en español (convenciones en docs/design.md, "Text is data").
# Lo que dice `wolfden play` a quienes están ante el teclado; los textos
# de cada juego están en sus archivos.

## Empezar una partida.
# `wolfden play` sin juego: los juegos y un ejemplo.
term-which-game = ¿a qué juego? Los juegos son: { $games }. Por ejemplo: `wolfden play wolves`, o `wolfden play --resume-last` para continuar una partida
# Un juego de esa lista: "wolves (Wolves)".
term-game-entry = { $slug } ({ $title })
term-seats-range = { $game } necesita de { $min } a { $max } asientos, no { $seats }
term-too-many-humans = --humans { $humans } es más que los { $seats } asientos
# La pregunta del nombre (la respuesta se escribe detrás, en la misma línea).
term-name-ask = Tu nombre [{ $default }]:
# With several humans at the keyboard, each one's name in seat order.
term-name-ask-seat = Nombre del jugador { $number } [{ $default }]:
term-name-retry = Elige otro nombre, por favor: { $why }.
term-name-refused = --name { $name }: { $why }
term-name-empty = un nombre necesita al menos una letra
term-name-too-long = un nombre tiene como máximo { $max } { $max ->
    [one] carácter
   *[other] caracteres
}
term-name-control = un nombre no puede contener caracteres de control
term-name-taken = { $name } ya está en la mesa
term-too-many-names = --name aparece { $names } veces para { $humans } { $humans ->
    [one] humano
   *[other] humanos
 }
# El nombre de un humano cuando nadie ha dado uno y no se conoce el de usuario.
term-name-default = Jugador
# Humanos que comparten el teclado: "Jugador 2".
term-name-numbered = Jugador { $number }
term-intro = Partida #{ $id } de { $game } (semilla { $seed }), { $seats } asientos. Escribe ? para ver las teclas, r para las reglas, q para guardar y salir; continúa con `wolfden play --resume-last{ $db }`.

## Continuar.
term-nothing-to-resume = { $error }: nada que continuar
term-no-unfinished = no hay ninguna partida sin terminar que continuar en { $database }
term-already-finished = la partida #{ $id } ya ha terminado
term-cancelled = la partida #{ $id } se canceló
term-lobby-not-started = la partida #{ $id } es una sala de Discord que no ha empezado
term-corrupt-seat = los datos guardados están dañados: la partida #{ $id } no tiene fila para el asiento { $seat }; ejecuta `wolfden check`
term-stuck = la partida #{ $id } está atascada: nadie puede actuar (avísanos indicando la semilla { $seed })
term-terminal-failed = terminal: { $error }

## Una decisión.
term-pass-keyboard = --- Pasa el teclado a { $name } y pulsa Intro ---
# A stage (a day, a round) that passed without a decision of the reader's, on a screen of its own.
term-away-header = { $stage }: lo que pasó mientras no se te pedía nada
term-away-continue = --- Pulsa Intro para seguir ---
# La línea que pregunta (la respuesta se escribe detrás, en la misma línea).
term-ask = { $name }, tu elección [1-{ $count }; ? teclas]:
term-ask-timer = { $name }, tu elección [1-{ $count }, w = dejar que se agote el tiempo; ? teclas]:
term-no-timer = No hay ningún temporizador en marcha: la partida espera tu elección.
term-not-available = { $choice } no está disponible ahora: elige otro número.
term-refuse-line = Escribe un número del 1 al { $count }, o una tecla: { $keys }.
term-refuse-line-timer = Escribe un número del 1 al { $count }, w = dejar que se agote el tiempo, o una tecla: { $keys }.
term-news-left-out = … { $count ->
    [one] { $count } línea anterior
   *[other] { $count } líneas anteriores
}: l muestra el registro
# Un suceso que solo ha visto este asiento, en las novedades y en el registro.
term-private = (privado) { $line }

## Las teclas.
term-keys = b el tablero completo · r las reglas · l el registro hasta ahora · ? estas teclas · q guardar y salir
term-rules-header = Reglas de { $game }
term-rules-page = Página { $page } de { $pages }: { $next ->
    [0] r otra vez vuelve a la página 1.
   *[other] r otra vez para la página { $next }.
}
term-log-header = Registro hasta ahora
term-log-empty = Aún no ha pasado nada en esta sesión.
term-keys-header = Teclas
term-keys-help = Escribe el número de una opción para elegirla, o una tecla: { $keys }; w deja que se agote un temporizador en marcha.

## Salir y el final.
term-saved = Guardado. Continúa con `wolfden play --resume { $id }{ $db }` o `wolfden play --resume-last{ $db }`.
term-saved-on-signal = Guardado. Continúa con `wolfden play --resume-last{ $db }`.
term-game-over = Fin de la partida: { $summary }
term-story = La historia completa:
