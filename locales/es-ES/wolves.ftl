# Wolves: los pasos de reglas (recolección, necesidades, regalos, balance) y sus
# negativas. Un argumento de jugador vale `you` para quien lee; <em>…</em> es énfasis.

## Palabras compartidas.
# Se selecciona por el índice del recurso (no se puede seleccionar sobre un texto plano).
wolves-res = { $res ->
    [0] Pescado
    [1] Maíz
   *[2] Bisonte
}
wolves-back = Volver
wolves-plus = { $left } + { $right }
wolves-refuse-not-now = ahora no: { $allowed }

## Necesidades (src/games/wolves/needs.rs).
wolves-needs-pay = Pagar (cartas primero, guardar Líderes)
wolves-needs-custom = Elegir cómo pagar
wolves-needs-prompt = Necesidades: paga { $need } de Pescado, { $need } de Maíz y { $need } de Bisonte (puedes cubrir { $payable } de { $total }).
wolves-needs-split = { $res }: { $split }
wolves-needs-split-prompt = Necesidades: ¿cómo pagas { $res }? (te quedan: { $cards ->
    [one] 1 carta
   *[other] { $cards } cartas
}, { $tokens ->
    [one] 1 ficha
   *[other] { $tokens } fichas
} y { $leaders ->
    [one] 1 Líder
   *[other] { $leaders } Líderes
})
wolves-needs-allowed = Pagar, Elegir cómo pagar o elegir un reparto
wolves-split-cards = { $count ->
    [one] 1 carta
   *[other] { $count } cartas
}
wolves-split-tokens = { $count ->
    [one] 1 ficha
   *[other] { $count } fichas
}
wolves-split-leaders = { $count ->
    [one] 1 Líder
   *[other] { $count } Líderes
}
wolves-split-nothing = nada
wolves-payment = Pescado { $fish }; Maíz { $corn }; Bisonte { $bison }
wolves-pays-needs = { $player ->
    [you] Pagas tus necesidades
   *[other] { $player } paga sus necesidades
}: { $payment }.
wolves-pays-needs-unmet = { $player ->
    [you] Pagas tus necesidades
   *[other] { $player } paga sus necesidades
}: { $payment }. <em>SIN CUBRIR</em>: faltan { $short }.
wolves-refuse-not-needs = no es el paso de necesidades
wolves-refuse-choosing-split = estás eligiendo cómo pagar: elige un reparto o Volver
wolves-refuse-needs-no-back = no hay nada a lo que volver: Pagar o Elegir cómo pagar
wolves-refuse-custom-first = pulsa antes Elegir cómo pagar, o Pagar
wolves-refuse-split-cards = no tienes { $count } { $count ->
    [one] carta
   *[other] cartas
} de { $res } en la mano
wolves-refuse-split-tokens = no tienes { $count } { $count ->
    [one] ficha
   *[other] fichas
} de { $res }
wolves-refuse-split-leaders = no te { $count ->
    [one] queda { $count } Líder utilizable
   *[other] quedan { $count } Líderes utilizables
}
wolves-refuse-split-over-need = la necesidad es { $need } de { $res }
wolves-refuse-split-too-little = debes cubrir todas las necesidades que puedas

## Recolección (src/games/wolves/gather.rs).
wolves-card = { $card ->
    [0] Pescado
    [1] Maíz
    [2] Bisonte
    [3] Bosque
   *[4] Líder
}
wolves-draw = Robar
wolves-draw-hint = { $cards ->
    [one] queda 1 carta
   *[other] quedan { $cards } cartas
}, { $leaders ->
    [one] 1 Líder
   *[other] { $leaders } Líderes
} boca arriba
wolves-draw-to = Robar hasta el próximo Líder
wolves-draw-to-hint = roba hasta que salga un Líder: así no te puedes pasar
wolves-stop = Plantarse
wolves-peek = Conocer la Tierra
wolves-peek-hint = mira tus { $count } primeras cartas y reordénalas
wolves-gather-prompt-risky = Recolección: dos Líderes boca arriba; con un tercero <em>te pasas</em>. ¿Robar o Plantarse?
wolves-gather-prompt-first = Recolección: roba tu primera carta.
wolves-gather-prompt = Recolección: ¿robar otra carta o plantarse?
wolves-order = Arriba: { $cards }
wolves-order-prompt = Conocer la Tierra: ¿en qué orden devuelves estas cartas arriba (primero la de arriba)?
wolves-token = ficha de { $res }
wolves-determination-prompt = Determinación: elige tu ficha de Reserva gratis.
wolves-swap = Ficha de { $from } -> ficha de { $to }
wolves-swap-hint = devuelve una a la pila y coge la gratis
wolves-keep-reserve = Dejar mi Reserva como está
wolves-determination-full-prompt = Determinación: tu Reserva está llena ({ $cap } fichas), así que la ficha gratis solo puede ser un cambio.
wolves-peeked = Conocer la Tierra: tus primeras cartas son { $cards }.
wolves-uses-peek = { $player ->
    [you] Usas
   *[other] { $player } usa
} Conocer la Tierra.
wolves-ordered = Devuelves las cartas en el orden que has elegido.
wolves-kept-reserve = Determinación: mantienes tu Reserva llena; no coges la ficha gratis.
wolves-swapped = { $player ->
    [you] Cambias
   *[other] { $player } cambia
} una ficha de { $from } por una de { $to } (Determinación).
wolves-drew-third-leader = Has robado tu tercer Líder: te has pasado.
wolves-overstretched = { $player ->
    [you] Robas un tercer Líder y <em>TE PASAS</em>
   *[other] { $player } roba un tercer Líder y <em>SE PASA</em>
}: sin Líderes utilizables, sin Estatus por devolver cartas este turno y sin recolección el turno siguiente.
wolves-drew-leader = Has robado un Líder (boca arriba, comodín).
wolves-draws-leader = { $player ->
    [you] Robas
   *[other] { $player } roba
} un Líder ({ $count } boca arriba).
wolves-drew = Has robado { $card }.
wolves-stops = { $player ->
    [you] Te plantas
   *[other] { $player } se planta
} ({ $cards ->
    [one] 1 carta robada
   *[other] { $cards } cartas robadas
}, { $leaders ->
    [one] 1 Líder
   *[other] { $leaders } Líderes
}).
wolves-determination-lost = Determinación: tu Reserva está llena ({ $cap } fichas, { $kind-cap } de cada tipo), así que pierdes la ficha gratis.
wolves-gains-token = { $player ->
    [you] Ganas
   *[other] { $player } gana
} una ficha de { $res } (Determinación).
wolves-timeout-reserve-kept = Determinación: se acabó el tiempo; tu Reserva llena se queda como está.
wolves-gather-timeout = Se acabó el tiempo de recolección; se plantan: { $players }.
wolves-help-drawing = puedes Robar o Plantarte
wolves-help-peeking = antes devuelve las cartas que has mirado en el orden que quieras
wolves-help-determination = antes elige tu ficha de Determinación (o haz un cambio)
wolves-help-stopped = ya te has plantado este turno
wolves-help-overstretched = te has pasado y no puedes volver a robar este turno
wolves-help-skipped = este turno no recolectas (te pasaste el turno anterior)
wolves-refuse-deck-empty-stop = tu mazo está vacío: Plantarse
wolves-refuse-draw-to-risky = con dos Líderes arriba, con el siguiente te pasas: roba de carta en carta
wolves-refuse-stop-first = debes robar al menos una carta antes de plantarte
wolves-refuse-no-peek = no tienes Conocer la Tierra
wolves-refuse-peek-used = Conocer la Tierra se usa una vez por turno y ya la has usado
wolves-refuse-deck-empty = tu mazo está vacío
wolves-refuse-order = devuelve exactamente las cartas que has mirado, cada una una vez (primero la de arriba)
wolves-refuse-reserve-room = tu Reserva tiene hueco: elige tu ficha gratis
wolves-refuse-reserve-full = tu Reserva está llena ({ $cap } fichas): cambia una ficha o déjala como está
wolves-refuse-kind-full = tu Reserva no tiene hueco para { $res } (como mucho { $cap } de cada tipo)
wolves-refuse-swap-room = tu Reserva tiene hueco: elige tu ficha gratis en lugar de un cambio
wolves-refuse-swap-same = cambia por una ficha de otro tipo
wolves-refuse-swap-none = no tienes ninguna ficha de { $res } que devolver
wolves-refuse-swap-kind-full = tu Reserva ya tiene { $cap } de { $res } (como mucho { $cap } de cada tipo)
wolves-refuse-stale-timer = este temporizador ha caducado: la recolección para la que era ya ha terminado

## Balance (src/games/wolves/reconcile.rs). Las etiquetas de las opciones son
## cortas: las opciones cortas comparten línea en la pantalla de balance.
wolves-knowledge = { $knowledge ->
    [0] Conocer la Tierra
    [1] Sin Desperdicio
    [2] Presumir
    [3] Determinación
    [4] Preservación
   *[5] Cuanto Más Compartes
}
wolves-card-to-token = Carta de { $res } -> ficha
wolves-leader-to-token = Líder -> ficha de { $res }
wolves-buy-knowledge = Comprar { $knowledge }
# Una devolución da 1 de Estatus (lo dice la pregunta): etiquetas lo bastante
# cortas para compartir línea de tres en tres.
wolves-token-to-status = Devolver ficha de { $res }
wolves-card-to-status = { $card ->
    [0] Devolver carta de Pescado
    [1] Devolver carta de Maíz
    [2] Devolver carta de Bisonte
   *[4] Devolver Líder
}
wolves-no-waste = Sin Desperdicio: +1 ficha de { $res }
wolves-no-waste-skip = Omitir Sin Desperdicio
wolves-no-waste-prompt = Balance: Sin Desperdicio puede añadir una tercera ficha a una pareja.
wolves-no-waste-allowed = antes usa Sin Desperdicio u omítelo
wolves-auto-last = Por defecto: todo a Estatus (último turno)
wolves-auto = Por defecto: fichas a la Reserva hasta el límite, el resto a Estatus
wolves-finish-overstretched = Terminar (te has pasado: sin Estatus)
wolves-finish = Terminar (+{ $gain } Estatus)
# El resto de las cartas vuelve al mazo sin dar Estatus.
wolves-forgo = Terminar sin usar el resto (+{ $gain })
wolves-reset = Deshacer mis intercambios
# `returns` es 1 cuando las devoluciones dan Estatus (si no te has pasado), `buys` 1
# cuando el jugador tiene los Líderes para comprar una carta de Conocimiento.
wolves-reconcile-prompt = Balance, Reserva { $reserve }/{ $cap }{ $returns ->
    [1] : cada Devolución da 1 de Estatus
   *[other] {""}
}{ $buys ->
    [1] , un Conocimiento cuesta { $price } Líderes.
   *[other] .
}
wolves-reconcile-allowed = intercambia, Por defecto, Terminar (cualquiera de los dos) o Deshacer
wolves-adds-token = { $player ->
    [you] Añades
   *[other] { $player } añade
} una ficha de { $res } (Sin Desperdicio).
wolves-gains-knowledge = { $player ->
    [you] Consigues
   *[other] { $player } consigue
} { $knowledge } por { $price } Líderes.
wolves-reconciles = { $player ->
    [you] Haces
   *[other] { $player } hace
} balance: +{ $gain } de Estatus (ahora { $status }); Reserva: Pescado { $fish }, Maíz { $corn }, Bisonte { $bison }.
wolves-refuse-not-reconciling = no es el paso de balance
wolves-refuse-no-waste = Sin Desperdicio necesita dos fichas de { $res } y hueco para una tercera
wolves-refuse-reserve-cap = tu Reserva está llena ({ $cap } fichas)
wolves-refuse-no-card = no tienes ninguna carta de { $res } en la mano
wolves-refuse-no-leader = no tienes ningún Líder utilizable
wolves-refuse-knowledge-owned = ya tienes { $knowledge }: no puedes tener dos cartas de Conocimiento iguales
wolves-refuse-knowledge-gone = no queda ninguna carta de { $knowledge }
wolves-refuse-knowledge-price = una carta de Conocimiento cuesta { $price } Líderes utilizables; tienes { $leaders }
wolves-refuse-overstretched-return = te has pasado este turno: devolver no da Estatus
wolves-refuse-no-token = no tienes ninguna ficha de { $res }

## Componentes (src/games/wolves/data.rs).
wolves-community = { $community ->
    [0] Atinzina
    [1] Chigwami
    [2] Masakat
    [3] Pahanis
    [4] Thimi
   *[5] Wayatin
}
wolves-community-label = { $community } (+4 { $major }, +1 { $minor })
wolves-item = { $item ->
    [0] carta de Pescado
    [1] carta de Maíz
    [2] carta de Bisonte
    [3] Líder
    [4] ficha de Pescado
    [5] ficha de Maíz
   *[6] ficha de Bisonte
}
wolves-items = { $item ->
    [0] { $count ->
        [one] 1 carta de Pescado
       *[other] { $count } cartas de Pescado
    }
    [1] { $count ->
        [one] 1 carta de Maíz
       *[other] { $count } cartas de Maíz
    }
    [2] { $count ->
        [one] 1 carta de Bisonte
       *[other] { $count } cartas de Bisonte
    }
    [3] { $count ->
        [one] 1 Líder
       *[other] { $count } Líderes
    }
    [4] { $count ->
        [one] 1 ficha de Pescado
       *[other] { $count } fichas de Pescado
    }
    [5] { $count ->
        [one] 1 ficha de Maíz
       *[other] { $count } fichas de Maíz
    }
   *[6] { $count ->
        [one] 1 ficha de Bisonte
       *[other] { $count } fichas de Bisonte
    }
}
wolves-nothing = nada
# Una cantidad de un recurso o de un tipo de carta: "Maíz ×2", "Bosque ×3".
wolves-amount = { $what } ×{ $count }
wolves-modifier-reveal = { $count ->
    [0] 0
   *[other] -{ $count }
}
wolves-modifier-cull = -{ $count } propias

## El esqueleto del turno (src/games/wolves/turn.rs).
wolves-gathering-begins = Recolección: todos roban a la vez (Robar / Plantarse).
wolves-gathering-begins-skipping = Recolección: todos roban a la vez (Robar / Plantarse). No recolectan (se pasaron el turno anterior): { $players }.
wolves-turn-begins = Empieza el turno { $turn }. Disponibilidad 0: no se retira nada.
wolves-turn-begins-reveal = Empieza el turno { $turn }. Disponibilidad { $modifier }: cada mazo pierde { $cards }.
wolves-culled = { $player ->
    [you] tú
   *[other] { $player }
} ({ $cards })
wolves-semicolon = { $first }; { $rest }
wolves-turn-begins-cull = Empieza el turno { $turn }. Disponibilidad: cada comunidad retira { $count } de sus propias cartas que no son Líder: { $culled }.
wolves-rank-place = { $place }.º { $player ->
    [you] tú
   *[other] { $player }
}
wolves-rank-set = Rango de Estatus fijado: { $places }.
wolves-bonus-gain = { $player ->
    [you] tú
   *[other] { $player }
} +{ $bonus }
wolves-conservation-bonus = Bonificación de conservación: { $gains }.
wolves-finishes-gifting = { $player ->
    [you] Terminas
   *[other] { $player } termina
} de regalar.
wolves-unmet-at-reconciling = Necesidades sin cubrir en el balance: { $who }. Las comunidades no han sobrevivido al turno { $turn }: todo el mundo pierde.
wolves-new-rank-place = { $place }.º { $player ->
    [you] tú
   *[other] { $player }
} ({ $status } de Estatus{ $awards ->
    [0] {""}
    [one] , +1 Mérito
   *[other] , +{ $awards } Méritos
})
wolves-turn-ends = Termina el turno { $turn }. Nuevo rango: { $places }.
wolves-won-chief = Todas las comunidades han sobrevivido al invierno: ¡todo el mundo gana! { $player ->
    [you] Asumes
   *[other] { $player } asume
} la jefatura con { $awards } { $awards ->
    [one] Mérito
   *[other] Méritos
}.
wolves-won-tie = Todas las comunidades han sobrevivido al invierno: ¡todo el mundo gana! Nadie asume la jefatura: empate a { $awards } { $awards ->
    [one] Mérito
   *[other] Méritos
}.
wolves-outcome-chief = Todos han sobrevivido; { $player } asume la jefatura con { $awards } { $awards ->
    [one] Mérito
   *[other] Méritos
}
wolves-outcome-no-chief = Todos han sobrevivido; nadie asume la jefatura (empate de Méritos)
wolves-outcome-lost = Todos han perdido en el turno { $turn }: necesidades sin cubrir de { $players }

## Enrutado (src/games/wolves/mod.rs).
wolves-refuse-nobody-acts = nadie puede actuar ahora
wolves-refuse-waiting-for = esperando a { $players }
wolves-refuse-host = Wolves no tiene acciones del anfitrión; los jugadores actúan desde sus paneles
wolves-refuse-no-seat = el asiento { $seat } no está en esta mesa

## Regalos (src/games/wolves/gifting.rs).
wolves-gift-to = Para { $player }
wolves-gift-to-offered = ya le has ofrecido un regalo
wolves-gift-to-short = le faltan { $short }
wolves-gift-to-met = necesidades cubiertas
wolves-gift-offer = Ofrecer
wolves-gift-offer-to = Ofrecer a { $player }
wolves-gift-offer-hint = elige destinatario
wolves-gift-empty-hint = el regalo está vacío
wolves-gift-clear = Vaciar
wolves-gift-done = Terminar regalos
wolves-gift-add = + { $item }
wolves-gift-add-hint = { $count } de { $limit }
wolves-gift-prompt = Tu regalo: { $gift }. Elige destinatario y luego Ofrecer (un regalo por jugador).
wolves-gift-prompt-for = Tu regalo para { $player }: { $gift }. Ofrécelo (un regalo por jugador).
wolves-gift-prompt-nothing = Regalos: no tienes nada que puedas dar (las cartas de Bosque no se pueden regalar): Terminar regalos.
wolves-gift-accept = Aceptar todo
wolves-gift-part = Aceptar una parte
wolves-gift-decline = Rechazar
wolves-gift-take = { $count ->
    [0] Aceptar esto
   *[other] Aceptar estos { $count }
}
wolves-gift-take-nothing = aún no has elegido nada
wolves-gift-answer-prompt-choose = { $player } te ofrece { $gift }: puedes aceptarlo todo, una parte o nada.
wolves-gift-answer-prompt-whole = { $player } te ofrece { $gift }: tiene un rango inferior al tuyo, así que debes aceptarlo entero.
wolves-gift-part-prompt = Elige qué aceptas: { $taken } de momento.
wolves-gift-leader-prompt = Líder regalado { $number } de { $total }: ¿qué ficha coges?
wolves-gift-compose-allowed = prepara tu regalo, ofrécelo o termina los regalos
wolves-gift-answer-allowed = responde al regalo: Aceptar todo, Aceptar una parte o Rechazar
wolves-gift-leader-allowed = elige una ficha para el Líder regalado
wolves-token-to-need = para tu necesidad sin cubrir
wolves-token-to-reserve = a tu Reserva
wolves-token-to-status-overflow = Reserva llena: 1 de Estatus
wolves-share-token = +{ $res }
wolves-share-none = Ninguna ficha
wolves-share-prompt = Cuanto Más Compartes: añade 2 fichas de Reserva a tu elección.
wolves-share-allowed = elige tus fichas de Cuanto Más Compartes
wolves-offers-any-part = { $giver ->
    [you] Ofreces un regalo a { $player }: { $gift } (puede aceptar la parte que quiera).
   *[other] { $player ->
        [you] { $giver } te ofrece un regalo: { $gift } (puedes aceptar la parte que quieras).
       *[other] { $giver } ofrece un regalo a { $player }: { $gift } ({ $player } puede aceptar la parte que quiera).
    }
}
wolves-offers-whole = { $giver ->
    [you] Ofreces un regalo a { $player }: { $gift } (debe aceptarlo entero).
   *[other] { $player ->
        [you] { $giver } te ofrece un regalo: { $gift } (debes aceptarlo entero).
       *[other] { $giver } ofrece un regalo a { $player }: { $gift } ({ $player } debe aceptarlo entero).
    }
}
wolves-declines = { $player ->
    [you] Rechazas el regalo de { $giver }.
   *[other] { $player } rechaza { $giver ->
        [you] tu regalo.
       *[other] el regalo de { $giver }.
    }
}
wolves-accepted-part = una parte ({ $taken })
wolves-accepts = { $player ->
    [you] Aceptas
   *[other] { $player } acepta
} { $taken } { $giver ->
    [you] de tu regalo
   *[other] del regalo de { $giver }
}: { $needs } a necesidades, { $reserves } a Reservas{ $overflow ->
    [0] {""}
   *[other] , { $overflow } como Estatus
}. { $giver ->
    [you] Ganas
   *[other] { $giver } gana
} { $status } de Estatus.
wolves-accepts-met = { $accepts } { $player ->
    [you] Tus necesidades ya están cubiertas.
   *[other] Las necesidades de { $player } ya están cubiertas.
}
wolves-takes-share = { $player ->
    [you] Coges
   *[other] { $player } coge
} { $tokens } (Cuanto Más Compartes).
wolves-refuse-not-gifting = no es el paso de regalos
wolves-refuse-gift-have-only = solo tienes { $items } para dar
wolves-refuse-gift-none-to-remove = el regalo no tiene { $item } que quitar
wolves-refuse-gift-recipient = elige a otro jugador de la mesa
wolves-refuse-gift-offered = ya le has ofrecido un regalo a { $player } este turno (un regalo por jugador)
wolves-refuse-gift-clear-empty = el regalo ya está vacío: no hay nada que vaciar
wolves-refuse-gift-no-recipient = elige antes un destinatario
wolves-refuse-gift-empty = el regalo está vacío: añade algo antes
wolves-refuse-gift-whole = { $player } tiene un rango inferior al tuyo: debes aceptar el regalo entero
wolves-refuse-gift-take-nothing = elige al menos un elemento, o pulsa Volver y luego Rechazar
wolves-refuse-gift-holds-only = el regalo solo contiene { $items }
wolves-refuse-gift-none-chosen = aún no has elegido { $item }
wolves-refuse-share-fit = esas fichas no caben en tu Reserva (como mucho { $cap } de cada tipo); elige uno de los conjuntos de la lista
wolves-refuse-gift-forest = las cartas de Bosque no se pueden regalar: da cartas de recurso, Líderes o fichas de Reserva
