# Wolves: el tablero, el panel privado, las cartas y el texto del turno, y la historia del final.

## La historia del final (src/games/wolves/story.rs).
wolves-story-won-chief = Todas las comunidades han sobrevivido al invierno: todo el mundo gana. { $player ->
    [you] <em>Tú</em> asumes la jefatura
   *[other] <em>{ $player }</em> asume la jefatura
} con { $awards } { $awards ->
    [one] Mérito
   *[other] Méritos
}.
wolves-story-won-tie = Todas las comunidades han sobrevivido al invierno: todo el mundo gana. Nadie asume la jefatura: hay empate en Méritos.
wolves-story-short = { $player ->
    [you] tú
   *[other] { $player }
} (faltan { $short })
wolves-story-lost = El invierno se perdió en el turno { $turn }: necesidades sin cubrir de { $who }. Todo el mundo pierde.
wolves-story-communities = Las comunidades
wolves-story-seat = { $mark } { $player ->
    [you] <em>Tú</em>
   *[other] <em>{ $player }</em>
} · { $community } · { $awards } { $awards ->
    [one] Mérito
   *[other] Méritos
}
wolves-story-seat-unnamed = { $mark } { $community } · { $awards } { $awards ->
    [one] Mérito
   *[other] Méritos
}
wolves-story-turns = Turno a turno (rango · Estatus · Méritos ganados)
wolves-story-place = { $place }.º { $player ->
    [you] tú
   *[other] { $player }
} { $status }{ $awards ->
    [0] {""}
   *[other] {" "}(+{ $awards })
}
wolves-story-turn = Turno { $turn }: { $places }
wolves-story-closest-title = La carrera por la jefatura
wolves-story-closest-chief = { $player ->
    [you] Le ganaste la jefatura a { $runner }
   *[other] { $runner ->
        [you] { $player } te ganó la jefatura
       *[other] { $player } le ganó la jefatura a { $runner }
    }
} por { $margin ->
    [one] un Mérito
   *[other] { $margin } Méritos
}.
wolves-story-closest-tie = Empate a { $awards } { $awards ->
    [one] Mérito
   *[other] Méritos
} entre { $players }: nadie asume la jefatura.

## El título del tablero, la línea de estado, la disponibilidad, los tapetes y el pie (src/games/wolves/view.rs).
## Cada línea cabe en 80 columnas con nombres de longitud normal.
wolves-view-recent = Reciente
wolves-view-title = Wolves - Turno { $turn } de { $last } - { $step }
wolves-view-status = Turno { $turn } de { $last } · { $step }
wolves-view-step-gathering = Recolección
wolves-view-step-needs = Necesidades
wolves-view-step-gifting = Regalos
wolves-view-step-reconciling = Balance
wolves-view-step-over = Fin de la partida
wolves-view-gathering = Recolección: todos roban a la vez y se plantan cuando quieren.
wolves-view-gathering-timer = Recolección: todos roban a la vez y se plantan cuando quieren. Tiempo: { $seconds } s.
wolves-view-needs = Necesidades (por rango): { $player ->
    [you] pagas
   *[other] { $player } paga
} 3 de Pescado, 3 de Maíz y 3 de Bisonte.
wolves-view-gifting-compose = Regalos (por rango): { $player ->
    [you] puedes ofrecer regalos.
   *[other] { $player } puede ofrecer regalos.
}
wolves-view-gifting-answer = Regalos: { $giver ->
    [you] ofreces { $gift } a { $to }; le toca responder.
   *[other] { $to ->
        [you] { $giver } te ofrece { $gift }; te toca responder.
       *[other] { $giver } ofrece { $gift } a { $to }; le toca responder a { $to }.
    }
}
wolves-view-gifting-tokens = Regalos: { $player ->
    [you] eliges
   *[other] { $player } elige
} fichas para los Líderes regalados.
wolves-view-gifting-share = Regalos: { $player ->
    [you] coges
   *[other] { $player } coge
} las fichas de Cuanto Más Compartes.
wolves-view-reconciling = Balance (por rango): { $player ->
    [you] devuelves tus cartas
   *[other] { $player } devuelve sus cartas
}.
wolves-view-availability-none = Disponibilidad este turno: 0 (no se retiran cartas).
wolves-view-availability-reveal = Disponibilidad este turno: -{ $count } ({ $cards }).
wolves-view-availability-cull = Disponibilidad este turno: cada comunidad ha retirado { $count } de sus propias cartas que no son Líder.
wolves-view-supply-item = { $knowledge } x{ $count }
wolves-view-footer-standard = Disponibilidad estándar: 0, -1, -1, -2, -2, -3, -3, -7 propias
wolves-view-footer-gentle = Disponibilidad suave: 0, 0, -1, -1, -2, -2, -2, -5 propias
wolves-view-footer-supply = Conocimientos disponibles (dos Líderes cada uno): { $items }
wolves-view-removed-all = Retirado por disponibilidad hasta ahora: { $cards } de cada mazo
wolves-view-removed = Retirado de { $player ->
    [you] tu mazo
   *[other] el mazo de { $player }
} hasta ahora: { $cards }
wolves-view-dot = { $first } · { $rest }

## El tapete de una comunidad: la línea del nombre y una línea por tipo de cosa.
wolves-view-mat-name-ranked = #{ $rank } { $player ->
    [you] Tú
   *[other] { $player }
} - { $community }
wolves-view-mat-name = { $player ->
    [you] Tú
   *[other] { $player }
} - { $community }
wolves-view-mat-standing = Estatus { $status } · Méritos { $awards } · mano { $hand }
wolves-view-mat-reserve = Reserva: { $fish } Pescado, { $corn } Maíz, { $bison } Bisonte ({ $total }/{ $cap }) · mazo { $deck } · Líderes arriba { $leaders }
wolves-view-mat-drawing = Robando: { $drawn } { $drawn ->
    [one] carta
   *[other] cartas
}, { $leaders ->
    [one] 1 Líder
   *[other] { $leaders } Líderes
}
wolves-view-mat-stopped = Robo terminado: { $drawn } { $drawn ->
    [one] carta
   *[other] cartas
}, { $leaders ->
    [one] 1 Líder
   *[other] { $leaders } Líderes
}
wolves-view-mat-overstretched-after = SE HA PASADO tras { $drawn } cartas
wolves-view-mat-skipped = sin recolección (se pasó el turno anterior)
wolves-view-mat-overstretched = se ha pasado: las devoluciones no dan Estatus y se salta la próxima recolección
wolves-view-mat-unmet = <em>SIN CUBRIR</em>: faltan { $short }
wolves-view-mat-needs-unpaid = Necesidades aún sin pagar
wolves-view-mat-knowledge = Conocimiento: { $cards }

## El campo propio de quien lee.
wolves-view-private = Tu comunidad
wolves-view-hand = Mano: { $fish } Pescado, { $corn } Maíz, { $bison } Bisonte, { $forest } Bosque · { $leaders ->
    [one] 1 Líder utilizable
   *[other] { $leaders } Líderes utilizables
}
wolves-view-needs-cover = Necesidades de este turno: { $need } de Pescado, { $need } de Maíz y { $need } de Bisonte; por ahora puedes cubrir { $payable } de { $total }.
wolves-view-paid = Necesidades pagadas hasta ahora: { $fish } Pescado, { $corn } Maíz, { $bison } Bisonte
wolves-view-peek = Conocer la Tierra - cima de tu mazo: { $cards }
wolves-view-accepting = Aceptando: { $taken }
