# Arctic Wolf Project Planning. Convenciones (docs/design.md, "Text is data"):
# un argumento de jugador vale `you` para quien lee, así que los mensajes
# seleccionan sobre él; <em>…</em> es énfasis. Una lista de jugadores
# ({ $players }) puede incluir a quien lee, así que va al final de la frase.

pp-title = Arctic Wolf Project Planning
pp-none = ninguna
pp-tokens = { $count ->
    [one] 1 ficha
   *[other] { $count } fichas
}
pp-clockwise = en sentido horario
pp-counterclockwise = en sentido antihorario
# Varias frases de un mismo evento, una tras otra.
# Dos frases de un mismo evento, una tras otra.
pp-sentences = { $first } { $second }
pp-clauses = { $first }; { $second }
pp-then = { $first }, y luego { $second }

## Cartas del mazo W, por valor (cada valor es un tipo de carta).
pp-card-name = { $value ->
    [8] VP de I+D
    [7] Director Financiero
    [6] Arquitecto Jefe
    [5] Jefe de Producto
    [4] CSE
    [3] Jefe de Equipo de I+D
    [2] Analista de TI
    [1] Desarrollador
   *[0] El Cerebro
}
# Cómo nombran una carta todos los paneles y eventos: "Desarrollador (1)".
pp-card-label = { $name } ({ $value })
# La referencia del mazo bajo el tablero: "8 VP de I+D ×1 · 7 Director Financiero ×1 · …".
pp-reference = { $entries }
pp-reference-entry = { $value } { $name } ×{ $count }
pp-card-text = { $value ->
    [8] Di un valor: todos los jugadores de la ronda que lo tengan quedan fuera, tú también.
    [7] Si el total de tus descartes (esta carta incluida) es estrictamente el más alto, ganas una ficha de proyecto.
    [6] Intercambia tu mano con otro jugador.
    [5] Invierte el sentido del juego.
    [4] Di par o impar y compara manos con otro jugador: si aciertas, queda fuera esa persona; si fallas, quedas fuera tú.
    [3] La carta de la mano de otro jugador se resuelve como si la jugaras tú; esa persona la descarta y roba.
    [2] Mira las dos primeras cartas del mazo y devuélvelas en el orden que quieras.
    [1] Elige a otro jugador y di un valor distinto de 1: si lo tiene, queda fuera.
   *[0] No tiene efecto al jugarla. En tu mano: un Desarrollador que te apunte deja fuera a quien lo juega; después descarta El Cerebro y roba.
}
# La carta de otro jugador que se está resolviendo: "CSE (4) de Fenris".
pp-lent-card = { $lender ->
    [you] tu { $card }
   *[other] { $card } de { $lender }
}

## El tablero.
pp-heading = { $label } · Ronda { $round }
pp-seat-heading = { $heading } · { $player ->
    [you] Tú
   *[other] { $player }
}
pp-status = Ronda { $round } · gana quien llegue a { $goal } fichas · mazo { $deck } (+{ $face-down } boca abajo) · { $direction } · { $turn }
pp-turn-over = terminada
pp-turn-between-rounds = entre rondas
pp-turn-to-play = { $player ->
    [you] tu turno
   *[other] turno de { $player }
}
pp-turn-arranging = { $player ->
    [you] devuelves
   *[other] { $player } devuelve
} las dos primeras cartas (Analista de TI)
pp-turn-resolving-lent = { $player ->
    [you] resuelves
   *[other] { $player } resuelve
} { $lender ->
    [you] tu { $card }
   *[other] { $card } de { $lender }
}
pp-board-won = 🏆 Victoria: <em>{ $players }</em>.
pp-board-sudden-death = <em>Muerte súbita</em>: solo juegan { $players }; la primera ficha de proyecto gana.
pp-board-face-up = Apartadas boca arriba: { $cards }
pp-player-heading = { $player ->
    [you] Tú
   *[other] { $player }
} · { $tokens }
pp-state-to-play = ▶ en turno
pp-state-in = en la ronda
pp-state-out = fuera de la ronda
pp-state-sitting-out = no juega (muerte súbita)
pp-player-state = { $state } · descartes (total { $total }): { $discards }
pp-recent = Reciente
pp-footer = Mazo W{ $copies ->
    [one] {""}
   *[other] {" "}×{ $copies }
}: { $reference }
pp-your-hand = Tu mano
pp-hand-match-over = La partida ha terminado.
pp-hand-sitting-out = No juegas esta ronda (muerte súbita).
pp-hand-out = Estás fuera de esta ronda.
pp-hand-waiting-to-draw = Sin carta: robas en cuanto se resuelva la carta prestada.
pp-what-you-know = Lo que sabes
pp-know-holds = { $player ->
    [you] Tienes { $cards }
   *[other] { $player } tiene { $cards }
}
pp-know-top = Cima del mazo: { $cards }

## La historia del final.
pp-story = La historia
pp-history-round = Ronda { $round }: { $text }
pp-story-tokens = Fichas: { $table }
pp-story-tokens-entry = { $player ->
    [you] Tú
   *[other] { $player }
} { $tokens }{ $won ->
    [1] {" "}🏆
   *[0] {""}
}

## Preguntas y opciones.
pp-prompt-in-match = { $label } · { $prompt }
pp-prompt-choose-card = Ronda { $round }, tu turno: juega una de tus dos cartas.
pp-prompt-choose-target = { $play }: elige a otro jugador.
pp-prompt-guess-value = { $play } contra { $target }: di un valor distinto de 1.
pp-prompt-knock-out-value = { $play }: di un valor. Todos los de la ronda que lo tengan quedan fuera, tú también.
pp-prompt-call-parity = { $play } contra { $target }: di par o impar.
pp-prompt-arrange = Analista de TI (2): la primera carta es { $top } y la siguiente { $next }. ¿En qué orden las devuelves?
pp-choice-play = Jugar { $card }
pp-choice-back = Volver
pp-choice-odd = Impar
pp-choice-even = Par
pp-choice-keep = Dejar: { $card } arriba
pp-choice-swap = Cambiar: { $card } arriba
pp-hint-no-target = No se puede elegir a nadie: no tendría efecto.
pp-hint-known = Sabes que tiene { $card }
pp-hint-you-hold-it = Tienes una: también quedarías fuera
pp-hint-odd = 7, 5, 3, 1
pp-hint-even = 8, 6, 4, 2, 0

## Lo que ocurre.
pp-round-begins = Comienza la ronda { $round }: { $player ->
    [you] sales tú
   *[other] sale { $player }
} ({ $why }).
pp-round-face-up = Apartadas boca arriba: { $cards }.
pp-first-at-random = por sorteo
pp-first-won-last-round = por ganar la última ronda
pp-first-at-random-among-winners = por sorteo entre los ganadores empatados
pp-you-are-dealt = Ronda { $round }: te reparten { $card }.
pp-your-turn-draw = Tu turno: robas { $card } (también tienes { $other }).
pp-you-draw = Robas { $card }.
pp-draws = { $player ->
    [you] Robas
   *[other] { $player } roba
} una carta nueva.
pp-you-take-face-down = Coges la carta boca abajo: { $card }.
pp-takes-face-down = El mazo está vacío: { $player ->
    [you] coges
   *[other] { $player } coge
} la carta boca abajo.
pp-nothing-to-draw = No queda nada que robar: { $player ->
    [you] quedas
   *[other] { $player } queda
} fuera de la ronda.
pp-out = { $player ->
    [you] quedas fuera
   *[other] { $player } queda fuera
}
pp-out-discarding = { $player ->
    [you] quedas fuera (descartas
   *[other] { $player } queda fuera (descarta
} { $cards })
pp-plays = { $player ->
    [you] Juegas
   *[other] { $player } juega
} { $card }
pp-resolves = { $player ->
    [you] Resuelves
   *[other] { $player } resuelve
} { $lender ->
    [you] tu { $card }
   *[other] { $card } de { $lender }
}
pp-play-on = { $play } contra { $target ->
    [you] ti
   *[other] { $target }
}
pp-effect-no-target = { $play }: no se puede elegir a nadie, así que no tiene efecto.
pp-effect-knock-out-none = { $play }, diciendo { $value }: nadie lo tiene.
pp-effect-knock-out = { $play }, diciendo { $value }: { $gone }.
pp-effect-funded = { $play }: el total de descartes, { $total }, es el más alto, así que { $player ->
    [you] ganas
   *[other] { $player } gana
} una ficha de proyecto ({ $tokens }/{ $goal }).
pp-effect-not-funded = { $play }: el total de descartes, { $total }, no supera { $best }, así que no hay ficha.
pp-effect-trade = { $play }: se intercambian las manos.
pp-you-trade = Das { $gave } a { $player } y recibes { $got }.
pp-traded-with-you = { $player } se lleva tu { $took } y te da { $gave }.
pp-effect-reverse = { $play }: ahora se juega { $direction }.
pp-compare = Comparación del CSE: { $player ->
    [you] tienes
   *[other] { $player } tiene
} { $card }, { $target ->
    [you] tienes
   *[other] { $target } tiene
} { $target-card }.
pp-effect-compare = { $play }: { $gone }.
pp-effect-lead = { $play }: { $target ->
    [you] revelas
   *[other] { $target } revela
} { $card }, que { $player ->
    [you] resuelves como si la hubieras jugado tú.
   *[other] { $player } resuelve como si la hubiera jugado.
}
pp-effect-look-empty = { $play }: el mazo está vacío, así que no tiene efecto.
pp-you-see-last = La última carta del mazo es { $card }.
pp-effect-look-last = { $play }: { $player ->
    [you] miras
   *[other] { $player } mira
} la última carta del mazo.
pp-you-see-top-two = La primera carta es { $top } y la siguiente { $next }.
pp-effect-look-top-two = { $play }: { $player ->
    [you] miras
   *[other] { $player } mira
} las dos primeras cartas.
pp-effect-guess-reflected = { $play }, diciendo { $value }: { $target ->
    [you] tienes
   *[other] { $target } tiene
} { $card }, así que { $gone } en su lugar. { $target ->
    [you] Descartas
   *[other] { $target } descarta
} { $card } y { $target ->
    [you] robas
   *[other] roba
} una carta nueva.
pp-effect-guess-right = { $play }, diciendo { $value }: { $gone }.
pp-effect-guess-wrong = { $play }, diciendo { $value }: { $target ->
    [you] no lo tienes
   *[other] { $target } no lo tiene
}.
pp-effect-brain = { $play }: no tiene efecto al jugarla.
pp-time-up = { $player ->
    [you] Se te ha acabado el tiempo: el bot juega tu turno.
   *[other] Se le ha acabado el tiempo a { $player }: el bot juega su turno.
}

## El final de una ronda y de la partida.
pp-showdown = El mazo está vacío: enfrentamiento final. { $hands }.
pp-showdown-holds = { $player ->
    [you] tienes
   *[other] { $player } tiene
} { $card }
pp-showdown-tie-broken = Empate a { $value } entre { $players }; { $player ->
    [you] tienes
   *[other] { $player } tiene
} el total de descartes más alto ({ $total }).
pp-showdown-tie = Empate a { $value } y en total de descartes ({ $total }) entre { $players }.
pp-round-no-one-left = No queda nadie en la ronda.
pp-round-last-player = { $player ->
    [you] Solo quedas tú
   *[other] Solo queda { $player }
} en la ronda.
pp-round-no-winner = Nadie gana la ronda.
pp-round-winner = { $player ->
    [you] Ganas
   *[other] { $player } gana
} la ronda { $round } y { $player ->
    [you] consigues
   *[other] consigue
} una ficha de proyecto ({ $tokens }/{ $goal }).
pp-round-winners = Ganan la ronda { $round } y consiguen una ficha de proyecto cada uno: { $players }.
pp-round-face-down = La carta boca abajo era { $card }.
pp-sudden-death = Empate a { $tokens } { $tokens ->
    [one] ficha
   *[other] fichas
} de proyecto entre { $players }: ¡muerte súbita! Solo ellos siguen jugando; gana el primero que consiga una ficha de proyecto.
pp-sudden-death-continues = La muerte súbita continúa entre { $players }.
pp-match-won-one = { $player ->
    [you] ¡Ganas
   *[other] ¡{ $player } gana
} con { $tokens } { $tokens ->
    [one] ficha
   *[other] fichas
} de proyecto!
pp-match-won-shared = ¡Comparten la victoria con { $tokens } { $tokens ->
    [one] ficha
   *[other] fichas
} de proyecto cada uno: { $players }!
## Torneo.
pp-tournament-title = { $title } · Torneo
pp-tournament-intro = { $players } jugadores en { $groups } grupos que juegan a la vez; los ganadores de cada grupo se enfrentan en la final.
pp-group-heading = { $label } · gana quien llegue a { $goal }{ $finished ->
    [1] {" "}· terminado
   *[0] {""}
}
pp-group-line = { $player ->
    [you] Tú
   *[other] { $player }
} · { $tokens } · { $state }
pp-group-winner = 🏆 ganador
pp-group-in = dentro
pp-group-out = fuera
pp-group-sitting-out = no juega
pp-group-progress = Ronda { $round }, mazo { $deck }
pp-group-stage = Fase de grupos: { $done } de { $groups } grupos terminados.
pp-final-status = <em>Final</em> · { $status }
pp-final-player = Final · { $player ->
    [you] Tú
   *[other] { $player }
}
pp-recent-final = Reciente (final)
pp-you-won-group-waiting = Has ganado tu grupo; la final empieza cuando terminen todos los grupos.
pp-you-won-group = Has ganado tu grupo y juegas la final.
pp-you-are-out-of-tournament = Estás fuera del torneo; los demás siguen jugando.
pp-tournament = Torneo
pp-tournament-won-by = { $label }: { $player ->
    [you] lo has ganado tú
   *[other] lo ha ganado { $player }
}
pp-tournament-round = { $label }: ronda { $round }
pp-tournament-won-one = 🏆 { $player ->
    [you] ¡Ganas
   *[other] ¡{ $player } gana
} el torneo!
pp-tournament-won-shared = 🏆 ¡Comparten el torneo: { $players }!
## Negativas (el motivo tras "Eso no es posible ahora:").
pp-refuse-turn-of = { $player ->
    [you] es tu turno
   *[other] es el turno de { $player }
}
pp-refuse-not-held = no tienes { $card }; tienes { $held }
pp-refuse-value = aquí no se puede decir { $value }; di uno de estos: { $allowed }
pp-refuse-not-now = { $prompt } Permitido: { $allowed }.
pp-refuse-no-such-seat = el asiento { $seat } no juega en esta mesa; elige { $allowed }
pp-refuse-target = { $why }; elige { $allowed }
pp-refuse-target-self = tienes que elegir a otro jugador
pp-refuse-target-out = { $player } está fuera de la ronda
pp-refuse-target-sitting-out = { $player } no juega esta ronda
pp-refuse-target-no-card = { $player } no tiene ninguna carta en la mano ahora mismo
pp-refuse-no-such-seat-here = el asiento { $seat } no está en esta mesa
pp-refuse-no-timer = no hay ningún temporizador de turno en marcha en esta partida
pp-refuse-stale-timer = este temporizador ha caducado: el turno para el que se puso ya ha terminado
pp-refuse-host = el anfitrión no tiene jugadas en Project Planning
pp-waiting-turn = { $player ->
    [you] es tu turno
   *[other] es el turno de { $player }
}
pp-waiting-turn-in = { $player ->
    [you] es tu turno
   *[other] es el turno de { $player }
} en { $label }
pp-waiting-final-over = la final ha terminado
pp-waiting-group-won = tu grupo ha terminado; la final empieza cuando terminen todos los grupos
pp-waiting-out-of-tournament = estás fuera del torneo; los demás siguen jugando

## Las dos cartas del Analista de TI vuelven al mazo; los anuncios del torneo y
## el resultado (dicho de cada jugador por su nombre: el resumen de la partida).
pp-puts-back = { $player ->
    [you] Devuelves
   *[other] { $player } devuelve
} las dos cartas al mazo.
pp-event-in-match = { $label }: { $event }
pp-tournament-start = Torneo de { $players } jugadores. { $groups }. Los ganadores de cada grupo se enfrentan en la final.
pp-tournament-group = { $label }: { $players }
pp-final-start = Todos los grupos tienen ganador. La final: { $players }; quien llegue primero a { $goal } fichas de proyecto gana el torneo.
pp-project-tokens = { $tokens ->
    [one] { $tokens } ficha de proyecto
   *[other] { $tokens } fichas de proyecto
}
pp-outcome-wins = { $player } gana con { $tokens }{ $sudden-death ->
    [1] {" "}tras la muerte súbita
   *[0] {""}
}
pp-outcome-share = { $players } comparten la victoria con { $tokens } cada uno
pp-outcome-tournament-wins = { $player } gana el torneo al llevarse la final con { $tokens }
pp-outcome-tournament-share = { $players } comparten la victoria del torneo con { $tokens } cada uno en la final
pp-reveal-tokens = { $tokens }{ $winner ->
    [1] {" "}🏆 ganador
   *[0] {""}
}
