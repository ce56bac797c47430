# Arctic Escape. Convenciones (docs/design.md, "Text is data"): un argumento de
# jugador vale `you` para quien lee, así que los mensajes seleccionan sobre él;
# <em>…</em> es énfasis. `$players` es una lista de jugadores ("Ada y tú"); un
# mensaje que empieza por ella recibe la forma de sujeto, "Tú y Bo" (arctic-subject).
# En español la lista no lleva verbo conjugado (no se sabe su persona): va como
# tema seguido de dos puntos, entre paréntesis o tras dos puntos.

arctic-title = Arctic Escape
arctic-subject = { $first ->
    [you] Tú
   *[other] { $first }
}{ $more ->
    [0] {""}
    [1] {" "}y { $rest }
   *[other] , { $rest }
}

## Nombres de cosas, seleccionados por número.
arctic-terrain = { $terrain ->
    [0] hielo
    [1] hielo fino
    [2] nieve
    [3] montaña
    [4] agua
    [5] puente
   *[6] grieta
}
arctic-piece = { $piece ->
    [0] Trineo
    [1] Cuerda
   *[2] Balsa
}
arctic-expertise = { $expertise ->
    [0] Musher
    [1] Escalador
    [2] Marinero
    [3] Raquetista
    [4] Ingeniero
   *[5] Explorador
}
arctic-engineer-bridge-ready = Ingeniero (puente listo)
# Tras «hacia»: "hacia arriba", "hacia la izquierda".
arctic-dir = { $dir ->
    [0] arriba
    [1] abajo
    [2] la izquierda
   *[3] la derecha
}
arctic-no-pieces = nada

## El tablero.
arctic-status = Turno { $turn } · { $phase } · { $counters } · { $distance }
arctic-counters = deshielo { $melts }/{ $max } · muestras { $samples }/{ $all }
arctic-phase-grouping = <em>agrupación</em>
arctic-phase-mover = { $player ->
    [you] <em>te toca mover</em>
   *[other] mueve <em>{ $player }</em>
}
arctic-phase-movers = mueve el grupo: <em>{ $players }</em>
arctic-phase-boarding = { $mover }, embarque en curso
arctic-phase-equipping = { $mover } (reequipamiento)
arctic-phase-ship = <em>barco</em>
arctic-ship-steps = barco a { $steps ->
    [one] 1 paso
   *[other] { $steps } pasos
}
arctic-ship-out-of-reach = el barco está fuera de alcance
arctic-ship-below = barco bajo { $square }
arctic-cut-off-warning = ⚠ Sin salida: { $reason }. Un Ingeniero aún puede tender un puente sobre una grieta.
arctic-players = Jugadores
arctic-recent = Reciente
arctic-player-line = { $number } { $player ->
    [you] <em>Tú</em>
   *[other] <em>{ $player }</em>
} · { $expertise } · { $pieces } · { $place }{ $moved ->
    [1] {" "}· ya ha movido
   *[0] {""}
}
arctic-place = { $square }
arctic-place-with = { $square } (en grupo: { $others })
arctic-place-aboard = a bordo
arctic-place-fallen = cayó en { $square }

## La historia del final.
arctic-end-won = <em>Escapada</em> en el turno { $turn } con { $samples } de { $all } muestras.
arctic-end-lost = <em>Derrota</em> en el turno { $turn }: { $reason }.
arctic-story-players = Quién fue adónde
arctic-story-samples = Muestras
arctic-story-seat = { $won ->
    [1] 🏆
   *[0] ✗
} { $player ->
    [you] <em>Tú</em>
   *[other] <em>{ $player }</em>
} ({ $expertise }), { $fate }: { $route }
arctic-story-seat-unnamed = { $won ->
    [1] 🏆 victoria
   *[0] ✗ derrota
} · { $expertise }, { $fate }: { $route }
arctic-fate-aboard = a bordo
arctic-fate-fallen = cayó en { $square }
arctic-fate-ashore = se quedó en { $square }
arctic-route = { $squares } ({ $moves ->
    [one] 1 movimiento
   *[other] { $moves } movimientos
})
arctic-story-collector = { $player ->
    [you] tu grupo
   *[other] el grupo de { $player }
} { $count } ({ $squares })
arctic-story-samples-line = { $taken ->
    [0] No se recogió ninguna
    [one] 1 recogida: { $collectors }
   *[other] { $taken } recogidas: { $collectors }
}{ $left ->
    [0] .
    [one] ; 1 se quedó en el hielo.
   *[other] ; { $left } se quedaron en el hielo.
}

## Agrupación.
arctic-grouping-question = Agrupación: quienes comparten casilla pueden agruparse o separarse (cualquiera puede pulsar); después, a moverse.
arctic-group-pair = { $a ->
    [you] Agruparte con { $b }
   *[other] { $b ->
        [you] Agruparte con { $a }
       *[other] Agrupar a { $a } con { $b }
    }
}
arctic-group-all = Agrupar a todos en { $square }
arctic-group-already = en { $square }: ya es un solo grupo
arctic-group-as-one = Se mueven juntos: { $players }
arctic-solo = { $player ->
    [you] Vas por tu cuenta
   *[other] { $player } va por su cuenta
}
arctic-solo-already = { $player ->
    [you] ya vas por tu cuenta
   *[other] { $player } ya va por su cuenta
}
arctic-solo-hint = deja el grupo en { $square }
arctic-split-pair = { $a ->
    [you] Separarte de { $b }
   *[other] { $b ->
        [you] Separarte de { $a }
       *[other] Separar a { $a } y { $b }
    }
}
arctic-split-pair-hint = cada uno sigue solo desde { $square }
arctic-split-pair-already = no van en grupo
arctic-start-moving = Empezar a moverse
arctic-started-moves = { $player ->
    [you] Has empezado
   *[other] { $player } ha empezado
} los movimientos.
arctic-grouped = { $player ->
    [you] Has formado
   *[other] { $player } ha formado
} un grupo: { $players }.
arctic-left-group = { $player ->
    [you] Tú
   *[other] { $player }
}: { $leaver ->
    [you] has dejado el grupo
   *[other] { $leaver } ha dejado el grupo
}.

## Un movimiento.
arctic-choose = { $mover } desde { $square }{ $equipped ->
    [1] {" "}(tras reequiparse)
   *[0] {""}
} · { $distance }{ $leaving }
arctic-choose-one = { $player ->
    [you] Tu movimiento
   *[other] Movimiento de { $player }
}
arctic-choose-group = Movimiento del grupo: { $players }
arctic-leaving = {" "}· al salir: { $costs }
arctic-step = { $dir ->
    [0] Arriba
    [1] Abajo
    [2] Izquierda
   *[3] Derecha
}, a { $square } ({ $terrain })
arctic-step-edge = { $dir ->
    [0] Arriba
    [1] Abajo
    [2] Izquierda
   *[3] Derecha
} (fuera del mapa)
arctic-board = Embarcar
arctic-loses = ⚠ { $choice }: se pierde la partida
arctic-notes = { $notes }
arctic-stay = Quedarse
arctic-stay-loses = ⚠ Quedarse: se pierde la partida
arctic-stay-loses-why = no hay salida: el hielo fino de { $square } cede
arctic-equip = Reequipar
arctic-equip-hint = todos recargan hasta { $limit } piezas a tu elección; derrite una casilla
arctic-equip-boarding = el embarque está en curso
arctic-equip-done = ya hubo reequipamiento en este movimiento
arctic-equip-loses = ⚠ Reequipar: se pierde la partida
arctic-equip-loses-why = con su deshielo { $collapse }
arctic-back = Volver
arctic-pay-question = ¿Quién entrega la pieza para ir hacia { $dir }?
arctic-pay = { $player ->
    [you] Entregas
   *[other] { $player } entrega
} 1 { $piece }
arctic-equip-question = Reequipar: elige { $player ->
    [you] tus { $limit } piezas
   *[other] las { $limit } piezas de { $player }
} ({ $at } de { $of }).
arctic-kit-held = lo que lleva ahora

## Lo que cuesta un paso (pistas de las opciones: como mucho 100 caracteres en total).
arctic-collapses = el témpano se hunde ({ $max } de { $max } deshielos)
arctic-cost-thin-ice = el hielo fino de { $square } se rompe al pasar
arctic-cost-thin-ice-snowshoer = el hielo fino de { $square } se rompe al pasar (1 entre 3, Raquetista)
arctic-cost-bridge = el puente de { $square } se hunde al pasar (1 entre 3)
arctic-cost-blizzard = la ventisca quita una pieza al azar a cada integrante
arctic-cost-blizzard-explorer = la ventisca quita una pieza al azar a cada integrante (1 entre 3, Explorador)
arctic-cost-piece = { $eased ->
    [1] 1 { $piece } (1 entre 3)
   *[0] 1 { $piece }
}
arctic-cost-builds-bridge = construye el puente
arctic-cost-leave-next-move = salir en el próximo movimiento
arctic-cost-blizzard-melt = ventisca: derrite una casilla{ $explorer ->
    [1] {" "}(1 entre 3)
   *[0] {""}
}
arctic-cost-sample = muestra
arctic-risk = 1 entre 3 de perder: { $why }
arctic-cause-breaks = { $square } se rompe al pasar
arctic-cause-bridge-used = el puente queda inutilizado
arctic-cause-blizzard-melt = el deshielo de la ventisca
arctic-loss-collapse = { $cause }: { $collapse }
arctic-loss-cut-off = { $cause }: { $reason }

## El barco.
arctic-ship-question = Barco (bajo { $square }): cualquiera puede moverlo una columna; eso derrite una casilla.
arctic-ship-left = Barco a la izquierda, bajo { $square }
arctic-ship-right = Barco a la derecha, bajo { $square }
arctic-ship-melts = derrite una casilla al azar
arctic-ship-stay = Dejar el barco aquí
arctic-ship-kept = { $player ->
    [you] Has dejado
   *[other] { $player } ha dejado
} el barco bajo { $square }.
arctic-ship-moved = { $player ->
    [you] Has movido
   *[other] { $player } ha movido
} el barco bajo { $square }.

## Eventos.
arctic-set-out = Turno 1: la expedición se adentra en el témpano ({ $players }).
arctic-turn-begins = Empieza el turno { $turn }.
arctic-went = { $players }: hacia { $dir }, a { $square } ({ $terrain }){ $notes }.
arctic-boarded = { $players }: a bordo del barco{ $notes }.
arctic-notes-after = ; { $notes }
arctic-note-spent = { $player ->
    [you] has gastado
   *[other] { $player } ha gastado
} 1 { $piece }
arctic-note-kept = el { $expert } { $player ->
    [you] te ha ahorrado 1 { $piece }
   *[other] le ha ahorrado 1 { $piece } a { $player }
}
arctic-note-bridged = el Ingeniero ha tendido un puente sobre la grieta
arctic-stayed = { $players }: sin moverse de { $square }.
arctic-reequipped = { $players }: reequipamiento ({ $kits }).
arctic-kit-of = { $player ->
    [you] tú
   *[other] { $player }
}: { $pieces }
arctic-collected = { $players }: muestra recogida ({ $samples } de { $all }).
arctic-snowshoer-kept = El Raquetista ha mantenido entero el hielo fino de { $square }.
arctic-lost-piece = { $player ->
    [you] has perdido
   *[other] { $player } ha perdido
} 1 { $piece }
arctic-blizzard-took = Al salir de la ventisca: { $lost }.
arctic-blizzard-nothing-to-lose = Al salir de la ventisca no había nada que perder ({ $players }).
arctic-explorer-out = El Explorador ha sacado al grupo de la ventisca sin daños ({ $players }).
arctic-explorer-in = El Explorador ha metido al grupo en la ventisca sin daños ({ $players }).
arctic-blizzard-out = La ventisca en torno a { $square } ha amainado.
arctic-blizzard-off = Una ventisca se ha ido fuera del mapa.
arctic-blizzard-formed = Se ha formado una ventisca en la parte superior del mapa, en torno a { $square }.
arctic-melted = { $why }: la casilla { $square } ({ $terrain }) se ha derretido y ahora es una grieta ({ $melts } de { $max } deshielos).
arctic-melt-nothing-left = { $why }: no queda hielo libre que derretir; el témpano se debilita ({ $melts } de { $max } deshielos).
arctic-why-thaw = Deshielo de fin de turno
arctic-why-ship = Mover el barco ({ $player ->
    [you] tú
   *[other] { $player }
})
arctic-why-reequip = Reequipamiento ({ $players })
arctic-why-blizzard-entry = Entrada en una ventisca ({ $players })
arctic-why-thin-ice-behind = El hielo fino se ha roto al pasar ({ $players })
arctic-why-thin-ice-under = El hielo fino ha cedido bajo los pies ({ $players })
arctic-why-bridge-behind = El puente se ha hundido al pasar ({ $players })
arctic-warning = <em>Aviso</em>: { $reason }. Un Ingeniero aún puede tender un puente sobre una grieta, así que la partida sigue.
arctic-lost = <em>Partida perdida</em>: { $reason }.
arctic-won = <em>¡Todos a bordo!</em> La expedición escapa con { $samples } de { $all } muestras.
arctic-reason-boarded = todos han embarcado
arctic-reason-fell = caída en una grieta en { $square } ({ $players })
arctic-reason-collapsed = el témpano se ha hundido tras { $melts } deshielos
arctic-reason-split = las grietas separan a { $player ->
    [you] ti
   *[other] { $player }
} de { $from ->
    [you] ti
   *[other] { $from }
}: ya no hay forma de embarcar a la vez
arctic-reason-cut-off = las grietas cortan el paso a la última fila ({ $players })
arctic-reason-single-file = las únicas casillas de la última fila que quedan al alcance admiten un solo jugador a la vez: ya no hay forma de embarcar a la vez

## Negativas (el motor antepone "Eso no es posible ahora: " o "No es tu turno: ").
arctic-refuse-whose-move = { $players ->
    [you] te toca mover
   *[other] le toca mover a { $players }
}
arctic-refuse-reequipped = ya hubo reequipamiento en este movimiento ({ $players }): ahora toca moverse o quedarse
arctic-refuse-boarding = el embarque está en curso: todos los que siguen en tierra deben embarcar ya (`down`)
arctic-refuse-cannot-pay = { $payer ->
    [you] no puedes darla
   *[other] { $payer } no puede darla
}: elige { $payers }
arctic-refuse-or = { $init } o { $last }
arctic-refuse-kit-over = cada jugador puede llevar como mucho { $limit } piezas, no { $total }
arctic-refuse-kit-under = reequiparse recarga a cada jugador hasta el límite: elige exactamente { $limit } piezas
arctic-refuse-code = `{ $code }` no es posible ahora: { $allowed }
arctic-refuse-no-player = no hay jugador { $number }: los jugadores van numerados del 1 al { $players }
arctic-refuse-apart = no hay casilla común entre { $first ->
    [you] tú
   *[other] { $first }
} ({ $first-square }) y { $other ->
    [you] tú
   *[other] { $other }
} ({ $other-square }): solo pueden agruparse quienes comparten casilla
arctic-refuse-grouped = ya forman un mismo grupo: { $players }
arctic-refuse-not-grouped = { $player ->
    [you] no estás
   *[other] { $player } no está
} en ningún grupo
arctic-refuse-ship-edge-left = el barco ya está en el borde izquierdo: déjalo o muévelo hacia el otro lado
arctic-refuse-ship-edge-right = el barco ya está en el borde derecho: déjalo o muévelo hacia el otro lado
arctic-allowed-move = elige up, down, left, right, stay o equip
arctic-allowed-pay = elige quién entrega la pieza (`payN`) o `back`
arctic-allowed-kit = elige un equipo (`kitSRA`: trineos, cuerdas, balsas) o `back`
arctic-allowed-grouping = es la fase de agrupación: agrupa a jugadores que comparten casilla (`mergeA-B`), separa a uno (`soloA`) o empieza a mover (`go`)
arctic-allowed-ship = es la fase del barco: `shipleft`, `shipright` o `shipstay`

## Por qué no se puede dar un paso o quedarse: la negativa y la pista de la
## opción atenuada (dentro de los 100 caracteres de la descripción de una
## opción de Discord). $players es uno o varios jugadores ("tú y Bo").
arctic-step-off-map-below = no se puede bajar desde { $square } ({ $players }): se sale del mapa ({ $boarding } es la única casilla para embarcar)
arctic-step-boarding-not-open = todos embarcan en el mismo turno: antes, todos los que siguen en tierra deben estar en { $boarding }; faltan movimientos
arctic-step-boarding-under-way = el embarque está en curso: todos los que siguen en tierra deben embarcar ya (bajar)
arctic-step-off-map = no se puede ir hacia { $dir } desde { $square } ({ $players }): se sale del mapa
arctic-step-bridge-needs-rope = el Ingeniero necesita Cuerda para tender un puente sobre la grieta de { $square }: reequipa antes
arctic-step-bridge-built = { $player ->
    [you] ya has construido tu único puente
   *[other] { $player } ya ha construido su único puente
}: no se puede entrar en la grieta de { $square }
arctic-step-crevasse = no se puede entrar en la grieta de { $square } (solo un Ingeniero en solitario con Cuerda puede tender un puente, una vez)
arctic-step-one-at-a-time = { $square } ({ $terrain }) admite un solo jugador a la vez: un grupo no puede entrar
arctic-step-occupied = en { $square } ({ $terrain }) ya hay alguien: { $players }
arctic-step-needs-piece = para entrar en { $square } ({ $terrain }) hace falta 1 { $piece } y nadie de quienes se mueven tiene esa pieza. Reequipa antes
arctic-stay-must-leave = hay que dejar el hielo fino en este movimiento ({ $players }); quedarse es caer al agua: toca ir hacia { $ways }
arctic-refuse-no-seat = el asiento { $seat } no está en esta mesa
arctic-refuse-not-seated = en Arctic Escape solo actúan los jugadores con asiento
