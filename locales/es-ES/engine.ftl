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
# El nombre de un bot: `$name` y lo que indica que es un bot.
player-bot = { $name } (bot)
# Los dos últimos elementos de una lista: "Alicia, Bruno y Carla".
list-and = { $init } y { $last }
# Una lista sola: sus elementos separados por `list-separator`.
list = { $items }

## Rechazos: lo que lee un jugador cuando se rechaza una acción ({ $why } es el motivo del juego).
refusal-not-your-turn = No es tu turno: { $why }
refusal-illegal = Eso no se puede hacer ahora: { $why }
refusal-malformed = Opción desconocida «{ $input }»
refusal-game-over = La partida ha terminado

## Opciones rechazadas (la sala, /jugar): qué falla en una clave o un valor
## tal como se escribió. `$key`, `$value`, `$item`, `$part`, `$form`,
## `$example` y los elementos de `$keys`, `$words` y `$items` son lo que
## escribe un jugador, ya mostrado como código (se quedan en inglés).
# `$count`: cuántas opciones tiene el juego.
refusal-option-unknown = no existe la opción { $key }; { $count ->
    [0] este juego no tiene ninguna
   *[other] las opciones son { $keys }
}
# `$expected`: una de las refusal-option-expects-* de abajo.
refusal-option-bad-value = { $key } no puede valer { $value }: admite { $expected }
# `$why`: qué falla en la lista (una de las refusal-counts-* de abajo).
refusal-option-bad-list = { $key } no puede valer { $value }: { $why }; admite { $expected }
refusal-option-malformed = { $item } debe tener la forma { $form }
# Lo que admite una opción.
refusal-option-expects-number = un número entero del { $min } al { $max }
refusal-option-expects-seconds = un número de segundos del { $min } al { $max }
refusal-option-expects-timer = 0 (desactivado) o un número de segundos del { $min } al { $max }
refusal-option-expects-yes-no = { $yes } o { $no }
refusal-option-expects-one-of = uno de estos valores: { $words }
refusal-option-expects-text = cualquier texto
refusal-option-expects-voice = { $auto }, { $off } o un canal de voz (#nombre o su ID)
refusal-option-expects-counts = una lista como { $example } con los elementos { $items }, como máximo { $max } en total
# Qué falla en el valor de una opción de lista (un mazo de Hombres Lobo).
refusal-counts-not-a-number = en { $part }, la cantidad debe ser un número entero
refusal-counts-unknown-item = no existe el elemento { $item }
refusal-counts-not-a-list = { $key } no es una lista de elementos
refusal-counts-wrong-length = { $count ->
    [one] se esperaba { $count } cantidad
   *[other] se esperaban { $count } cantidades
}
refusal-counts-too-many = { $total } elementos, más de los { $max } permitidos
# Por qué no se puede repartir una partida (tras «Aún no se puede empezar:»).
refusal-setup-seat-count = este juego necesita de { $min } a { $max } jugadores, no { $got }

# One of several fields under one name: "Name (1/2)".
panel-part = { $name } ({ $part }/{ $parts })

# After a choice that keeps its number but cannot be picked now.
choice-not-now = {" — "}no disponible ahora
