# Textos comunes del motor. Convenciones (docs/design.md, "Text is data"):
# un argumento de jugador vale `you` para quien lo lee, así que se selecciona:
#   { $player -> [you] Juegas *[other] { $player } juega }
# <em>…</em> marca el énfasis; nunca escribas markdown aquí.

# Entre los elementos de un argumento de lista.
list-separator = {", "}

## Usados por las pruebas de renderizado del motor.
test-player-plays = { $player ->
    [you] Juegas.
   *[other] Juega <em>{ $player }</em>.
}
test-count = { $n } { $n ->
    [one] carta
   *[other] cartas
}: { $items }

# Un jugador solo (elemento de lista): "tú" para quien lee, si no el nombre.
player-name = { $player ->
    [you] tú
   *[other] { $player }
}
# Los dos últimos elementos de una lista: "Alicia, Bruno y Carla".
list-and = { $init } y { $last }
# Una lista sola: sus elementos separados por `list-separator`.
list = { $items }

## Rechazos: lo que lee un jugador cuando se rechaza una acción ({ $why } es el motivo del juego).
refusal-not-your-turn = No es tu turno: { $why }
refusal-illegal = Eso no se puede hacer ahora: { $why }
refusal-malformed = Opción desconocida «{ $input }»
refusal-game-over = La partida ha terminado

# One of several fields under one name: "Name (1/2)".
panel-part = { $name } ({ $part }/{ $parts })

# After a choice that keeps its number but cannot be picked now.
choice-not-now = {" — "}no disponible ahora
