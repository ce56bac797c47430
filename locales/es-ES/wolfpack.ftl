# Wolfpack. Convenciones (docs/design.md, "Text is data"): un argumento de
# jugador vale `you` para quien lee, así que los mensajes seleccionan sobre él;
# <em>…</em> es énfasis.

wolfpack-title = Wolfpack
# Colores de manada por asiento (masculino: «lobo gris», «color gris»).
wolfpack-colour = { $colour ->
    [0] gris
    [1] blanco
    [2] negro
    [3] rojo
   *[4] marrón
}
wolfpack-none = ninguna
wolfpack-no-wolves = ninguno

## Cartas.
wolfpack-card-sheep = una oveja
wolfpack-card-wolf = un lobo { $colour }
wolfpack-snatch-sheep = Atrapar ovejas
wolfpack-snatch-wolf = Atrapar lobos
wolfpack-steal = Quitar carta
wolfpack-swap = Cambiar manos
# La carta dentro de una frase.
wolfpack-action-card = una carta de acción ({ $card })
# Una entrada de un recuento por color: "blanco: 2".
wolfpack-colour-count = { $colour }: { $count }

## El tablero.
wolfpack-status-opening = <em>Apertura</em>: { $player ->
    [you] te toca coger
   *[other] { $player } coge
} la carta inicial { $pick } de 3.
wolfpack-status-to-move = { $player ->
    [you] <em>Te toca mover</em> (color { $colour }).
   *[other] Le toca mover a <em>{ $player }</em> (color { $colour }).
}
wolfpack-status-over = <em>{ $end }</em>
wolfpack-piles = Montones: { $sizes } ({ $left ->
    [one] queda 1 carta de juego
   *[other] quedan { $left } cartas de juego
}) · Mazo de acción: { $deck } · descarte: { $discard }
wolfpack-last-move = Última jugada
wolfpack-seat = { $player ->
    [you] Tú
   *[other] { $player }
} · { $colour }
wolfpack-seat-moving = { $player ->
    [you] Tú
   *[other] { $player }
} · { $colour } ◀
wolfpack-seat-out = { $player ->
    [you] Tú
   *[other] { $player }
} · { $colour } (fuera de juego)
# Una línea por asiento, para que el tablero de cinco asientos sea compacto.
wolfpack-seat-summary = Mano: { $playing } de juego · { $actions } de acción · Montón de puntos: ovejas { $sheep } · lobos: { $wolves } · Puntos del montón: { $points }
wolfpack-earlier-moves = Jugadas anteriores
wolfpack-final-scores = Puntuación final
wolfpack-hands-at-end = Manos al final
wolfpack-score-line = { $player ->
    [you] Tú
   *[other] { $player }
}: ovejas { $sheep } + lobos { $wolves } + de las manos { $hands } = <em>{ $total }</em>{ $won ->
    [1] {" "}🏆
   *[0] {""}
}
wolfpack-hand-award = { $player ->
    [you] Tu mano
   *[other] Mano de { $player }
}: ovejas { $sheep }, lobos: { $wolves } → { $result }
wolfpack-award-no-sheep = no hay ovejas que repartir
wolfpack-award-no-wolves = sin lobos, así que sus ovejas no cuentan
wolfpack-award-one = { $each } { $each ->
    [one] oveja
   *[other] ovejas
} para { $player ->
    [you] ti
   *[other] { $player }
}
wolfpack-award-tie = empate: { $each } para cada uno ({ $players }), { $lost } sin contar
wolfpack-own-hand = { $player ->
    [you] Tu mano
   *[other] Mano de { $player }
} (color { $colour })
wolfpack-hand-herd = Ovejas: { $sheep } · lobos: { $wolves } (propios { $own } · rivales { $hostile })
wolfpack-hand-actions = Cartas de acción ({ $held }/{ $limit }): { $cards }
wolfpack-hand-fresh = { $card } (jugable en tu próximo turno)
wolfpack-hand-just-drawn = Recién robada: { $card }
wolfpack-hand-out = Estás fuera de juego; tu mano sigue puntuando al final.
wolfpack-hand-snatch-works = Atrapar ovejas se llevaría ahora { $sheep ->
    [0] nada: no tienes ovejas
    [one] tu oveja
   *[other] tus { $sheep } ovejas
}.
wolfpack-hand-snatch-fails = Atrapar ovejas fallaría ahora: necesitas más lobos propios que rivales.
wolfpack-footer = Montón de puntos: oveja 1 punto, lobo rival 3. Al final, las ovejas de cada mano van al color con más lobos en ella.

## Lo que se pregunta a quien mueve, y las opciones.
wolfpack-ask-opening = Apertura: coge la carta de juego { $pick } de { $of } del montón que quieras
wolfpack-ask-turn = Tu turno: coge una carta de juego, roba una carta de acción, juega una carta de acción o descarta dos
wolfpack-ask-drawn-must-play = Has robado { $card }. Ya tienes dos cartas de acción, así que debes jugarla ahora
wolfpack-ask-drawn = Has robado { $card }: guárdala o juégala ahora
wolfpack-ask-steal-from = Quitar carta: ¿qué le quitas a { $player ->
    [you] ti
   *[other] { $player }
}?
wolfpack-ask-steal = Quitar carta
wolfpack-ask-swap = Cambiar manos: ¿hacia dónde pasan las manos?
wolfpack-choice-pile = Montón { $pile }
wolfpack-choice-pile-hint = { $left ->
    [one] queda 1 carta
   *[other] quedan { $left } cartas
}
wolfpack-choice-draw = Robar una carta de acción
wolfpack-choice-draw-hint = guárdala o juégala al momento
wolfpack-choice-draw-hint-full = ya tienes dos: tendrás que jugarla al momento
wolfpack-choice-play = Jugar { $card }
wolfpack-choice-play-now = Jugar { $card } ya
wolfpack-choice-keep = Guardar { $card }
wolfpack-choice-discard2 = Descartar las dos cartas de acción y robar una
wolfpack-choice-discard2-hint = la nueva carta se puede jugar desde tu próximo turno
wolfpack-choice-steal-playing = Una carta de juego de { $player ->
    [you] ti
   *[other] { $player }
}
wolfpack-choice-steal-action = Una carta de acción de { $player ->
    [you] ti
   *[other] { $player }
}
wolfpack-choice-steal-playing-hint = al azar entre { $held } { $held ->
    [one] carta de juego
   *[other] cartas de juego
}
wolfpack-choice-steal-action-hint = al azar entre { $held } { $held ->
    [one] carta de acción
   *[other] cartas de acción
}
wolfpack-choice-back = Volver
wolfpack-choice-left = Pasar a la izquierda
wolfpack-choice-right = Pasar a la derecha
wolfpack-choice-pass-hint = tu mano va a { $to ->
    [you] ti
   *[other] { $to }
}, recibes { $from ->
    [you] la tuya
   *[other] la de { $from }
}
wolfpack-hint-snatch-sheep = { $sheep ->
    [0] no te llevas ninguna oveja (no tienes)
    [one] te llevas tu oveja
   *[other] te llevas tus { $sheep } ovejas
}: { $own } { $own ->
    [one] lobo propio
   *[other] lobos propios
} contra { $hostile ->
    [one] { $hostile } rival
   *[other] { $hostile } rivales
}
wolfpack-hint-snatch-sheep-fails = fallaría: { $own } { $own ->
    [one] lobo propio
   *[other] lobos propios
} contra { $hostile ->
    [one] { $hostile } rival
   *[other] { $hostile } rivales
}
wolfpack-hint-snatch-wolf = { $hostile ->
    [0] no te llevas nada: no tienes ningún lobo rival
    [one] te llevas tu lobo rival (3 puntos)
   *[other] te llevas tus { $hostile } lobos rivales (3 puntos cada uno)
}
wolfpack-hint-steal = quita una carta al azar a cada rival
wolfpack-hint-swap = cada mano pasa al siguiente jugador

## Lo que ocurre.
wolfpack-first-player = { $player ->
    [you] Te ha tocado empezar por sorteo.
   *[other] { $player } empieza por sorteo.
} Apertura: cada jugador coge { $cards } cartas de juego.
wolfpack-takes-opening-card = { $player ->
    [you] Coges
   *[other] { $player } coge
} una carta inicial del montón { $pile }.
wolfpack-takes-playing-card = { $player ->
    [you] Coges
   *[other] { $player } coge
} una carta de juego del montón { $pile }.
wolfpack-took-card = { $player ->
    [you] Has cogido
   *[other] { $player } ha cogido
} { $card } del montón { $pile }.
wolfpack-opening-done = Termina la apertura: { $player ->
    [you] empiezas tú.
   *[other] empieza { $player }.
}
wolfpack-takes-action-card = { $player ->
    [you] Robas
   *[other] { $player } roba
} una carta de acción.
wolfpack-drew = { $player ->
    [you] Has robado
   *[other] { $player } ha robado
} { $card }.
wolfpack-discards-two = { $player ->
    [you] Descartas
   *[other] { $player } descarta
} dos cartas de acción boca abajo y { $player ->
    [you] robas
   *[other] roba
} una nueva (jugable en el próximo turno).
wolfpack-took-fresh = { $player ->
    [you] Has cogido
   *[other] { $player } ha cogido
} { $card }, jugable a partir del próximo turno.
wolfpack-keeps = { $player ->
    [you] Te guardas
   *[other] { $player } se guarda
} la carta de acción.
wolfpack-reshuffle = Se ha acabado el mazo de acción: las { $cards } cartas descartadas se barajan para formar un mazo nuevo.
wolfpack-begin-steal = Quitar carta: elige qué le quitas a cada jugador.
wolfpack-begin-swap = Cambiar manos: elige la dirección.
wolfpack-back = Volver: elige otra vez.
wolfpack-snatch-sheep-works = { $player ->
    [you] Juegas
   *[other] { $player } juega
} Atrapar ovejas con { $own } { $own ->
    [one] lobo
   *[other] lobos
} de color { $colour } contra { $hostile ->
    [one] { $hostile } rival
   *[other] { $hostile } rivales
} y { $player ->
    [you] te llevas
   *[other] se lleva
} { $sheep } { $sheep ->
    [one] oveja
   *[other] ovejas
} (+{ $sheep }).
wolfpack-snatch-sheep-fails = { $player ->
    [you] Juegas
   *[other] { $player } juega
} Atrapar ovejas, pero falla: la carta se gasta sin efecto.
wolfpack-snatch-wolf-plays = { $player ->
    [you] Juegas
   *[other] { $player } juega
} Atrapar lobos y { $player ->
    [you] te llevas
   *[other] se lleva
} { $count } { $count ->
    [one] lobo
   *[other] lobos
} ({ $colours }, +{ $points }).
wolfpack-pack-wiped-out = Los diez lobos de color { $colour } han sido atrapados: { $player ->
    [you] quedas fuera de juego, pero tu mano sigue puntuando al final.
   *[other] { $player } queda fuera de juego, pero su mano sigue puntuando al final.
}
wolfpack-stole = { $victim ->
    [you] { $thief } te ha quitado { $card }.
   *[other] { $thief ->
        [you] Le has quitado { $card } a { $victim }.
       *[other] { $thief } le ha quitado { $card } a { $victim }.
    }
}
wolfpack-steal-nothing = { $player ->
    [you] Juegas
   *[other] { $player } juega
} Quitar carta, pero nadie tiene cartas que quitar.
wolfpack-steal-takes = { $player ->
    [you] Juegas
   *[other] { $player } juega
} Quitar carta y { $player ->
    [you] te llevas
   *[other] se lleva
} { $taken }.
wolfpack-taken-playing = { $player ->
    [you] una carta de juego tuya
   *[other] una carta de juego de { $player }
}
wolfpack-taken-action = { $player ->
    [you] una carta de acción tuya
   *[other] una carta de acción de { $player }
}
wolfpack-swap-left = { $player ->
    [you] Juegas
   *[other] { $player } juega
} Cambiar manos: todas las manos en juego pasan a la izquierda (cada una al siguiente jugador).
wolfpack-swap-right = { $player ->
    [you] Juegas
   *[other] { $player } juega
} Cambiar manos: todas las manos en juego pasan a la derecha (cada una al jugador anterior).
wolfpack-received-hand = { $player ->
    [you] Recibes
   *[other] { $player } recibe
} { $giver ->
    [you] tu mano
   *[other] la mano de { $giver }
}: ovejas { $sheep }, lobos { $wolves }, cartas de acción { $actions }.
wolfpack-discards-over-limit = { $player ->
    [you] Tienes más de dos cartas de acción y descartas
   *[other] { $player } tiene más de dos cartas de acción y descarta
} { $count } al azar.
wolfpack-discarded-cards = { $player ->
    [you] Tenías más de dos cartas de acción y has descartado al azar
   *[other] { $player } tenía más de dos cartas de acción y ha descartado al azar
}: { $cards }.

## El final.
wolfpack-game-over = { $end } { $winners }
wolfpack-end-piles-empty = Fin de la partida: se ha cogido la última carta de juego.
wolfpack-end-all-wolves = Fin de la partida: { $player ->
    [you] has atrapado
   *[other] { $player } ha atrapado
} todos los lobos rivales.
wolfpack-end-last-in-play = Fin de la partida: todas las demás manadas han sido atrapadas; { $player ->
    [you] solo quedas tú en juego.
   *[other] solo queda { $player } en juego.
}
wolfpack-wins = { $player ->
    [you] Ganas
   *[other] Gana { $player }
} con { $points } puntos.
wolfpack-share-win = Comparten la victoria con { $points } puntos: { $players }.
wolfpack-nobody-wins = Nadie gana.

## Negativas (el motor antepone "Eso no es posible ahora: " o "No es tu turno: ").
wolfpack-refuse-then = { $reason }; { $then }
wolfpack-refuse-no-seat = no hay asiento { $seat } en esta mesa
wolfpack-refuse-actor = Wolfpack no tiene temporizadores ni acciones del anfitrión; { $actor } no puede actuar
wolfpack-refuse-whose-turn = { $player ->
    [you] es tu turno
   *[other] es el turno de { $player }
}
wolfpack-refuse-out-of-play = estás fuera de juego: te han atrapado los diez lobos (tu mano sigue puntuando al final)
wolfpack-refuse-fresh = { $card }, que cogiste al descartar dos, se puede jugar desde tu próximo turno
wolfpack-refuse-allowed-now = permitido ahora: { $choices }
wolfpack-refuse-opening = durante la apertura cada jugador coge { $cards } cartas de juego: elige un montón (pile1 a pile{ $piles })
wolfpack-refuse-drawn = has robado { $card }: guárdala (keep) o juégala ahora (playnew)
wolfpack-refuse-no-pile = hay montones del 1 al { $piles }; montones con cartas: { $open }
wolfpack-refuse-empty-pile = el montón { $pile } está vacío; coge de un montón que aún tenga cartas: { $open }
wolfpack-refuse-not-held = no tienes { $card }
wolfpack-refuse-discard-needs-two = para descartar necesitas dos cartas de acción y tienes { $held }
wolfpack-refuse-keep-over-limit = ya tienes dos cartas de acción, el máximo, así que debes jugar ahora { $card }, que acabas de robar (playnew)
wolfpack-refuse-nothing-to-steal = no queda nada que quitar; vuelve atrás
wolfpack-refuse-steal-from-self = no puedes quitarte cartas a ti mismo
wolfpack-refuse-steal-out-of-play = { $victim } está fuera de juego y no se le puede quitar nada; elige qué quitar a { $target }
wolfpack-refuse-steal-other-first = elige ahora qué quitar a { $target } (card{ $seat } o action{ $seat }), o vuelve atrás
wolfpack-refuse-holds-no-playing = { $player ->
    [you] no tienes
   *[other] { $player } no tiene
} ninguna carta de juego
wolfpack-refuse-holds-no-action = { $player ->
    [you] no tienes
   *[other] { $player } no tiene
} ninguna carta de acción
wolfpack-refuse-steal-over-limit = una carta de acción te dejaría con más de dos; coge una carta de juego
wolfpack-refuse-stealing = estás jugando Quitar carta: elige card{ $seat } o action{ $seat } (qué quitar a { $target }), o back
wolfpack-refuse-stealing-done = estás jugando Quitar carta: vuelve atrás
wolfpack-refuse-swapping = estás jugando Cambiar manos: elige left, right o back

## La línea de un asiento en la revelación final.
wolfpack-reveal-points = { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}{ $winner ->
    [1] {" "}🏆
   *[0] {""}
}
