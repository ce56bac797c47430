# El tablero de Hombres Lobo, la historia final y los títulos de las páginas de reglas.
# Convenciones (docs/design.md, "Text is data"): un argumento de jugador vale `you`
# para quien lo lee, así que los mensajes seleccionan sobre él; <em>…</em> es énfasis.

## El tablero.
werewolf-view-title = { game-title-werewolf } — { $step }
werewolf-view-night = Noche { $n }
werewolf-view-over = Fin de la partida
werewolf-view-dawn = Amanecer del día { $n }
werewolf-view-dusk = Anochecer del día { $n }
werewolf-view-nomination = Día { $n }: nominación
werewolf-view-trial = Día { $n }: juicio
werewolf-view-vote = Día { $n }: votación
werewolf-view-discussion = Día { $n }: debate
werewolf-view-status = { $step } · { $alive } de { $seats } con vida{ $awaited }
werewolf-view-resolving = El moderador está resolviendo la eliminación…
werewolf-view-waiting = {" · "}pendiente: { $who }
werewolf-view-time-left = {" · "}quedan unos { $seconds } s de debate
werewolf-view-quiet = {" · "}charla tranquila antes de las nominaciones
werewolf-view-night-prompts = {" · "}cada jugador con vida tiene una pregunta en privado
werewolf-view-nominated = { $nominator ->
    [you] Has nominado a <em>{ $accused }</em>
   *[other] { $accused ->
        [you] <em>{ $nominator }</em> te ha nominado <em>a ti</em>
       *[other] <em>{ $nominator }</em> ha nominado a <em>{ $accused }</em>
    }
}: falta que alguien secunde.
werewolf-view-on-trial = { $accused ->
    [you] Te juzgan <em>a ti</em>
   *[other] Se juzga a <em>{ $accused }</em>
} ({ $nominator ->
    [you] nominaste tú
   *[other] nominó { $nominator }
}, { $seconder ->
    [you] secundaste tú
   *[other] secundó { $seconder }
}): defensa.
werewolf-view-vote-on = Votación sobre { $accused ->
    [you] <em>ti</em>
   *[other] <em>{ $accused }</em>
}: se necesitan { $needed } votos para eliminar.
werewolf-view-tally = Eliminar ({ $yes }): { $yes-names } · Perdonar ({ $no }): { $no-names }
werewolf-view-no-votes = Todavía no hay votos.
werewolf-view-eliminations = Eliminaciones por votación hoy: { $done } de { $allowed }.
werewolf-view-chosen = Elegidos hasta ahora: { $names }.
werewolf-view-players = Jugadores · roles en juego: { $roles }
werewolf-view-recent = Sucesos recientes
# Las votaciones de hoy y de ayer, con el voto de cada cual.
werewolf-view-votes = Votaciones

## Lo propio de cada asiento.
werewolf-view-your-role = Tu rol (con { $team })
werewolf-view-role = <em>{ $role }</em> — { $ability }
# Dos frases seguidas.
werewolf-view-then = { $first } { $next }
werewolf-view-turned = Ahora eres Hombre Lobo: cazas con la manada.
werewolf-view-extra-powers = Poderes extra: { $powers }.
werewolf-view-promoted = La Vidente ha muerto: ahora tú eres la Vidente.
werewolf-view-cursed = Eres el Maldito.
werewolf-view-diseased = Eres el Enfermo.
werewolf-view-potions = Pociones: salvar { $save }, veneno { $poison }.
werewolf-view-potion-used = usada
werewolf-view-potion-ready = lista
werewolf-view-you-are-dead = Has muerto.
werewolf-view-your-artifacts = Tus artefactos
werewolf-view-none = Ninguno.
werewolf-view-face-down = bocabajo
werewolf-view-revealed-used = revelado, usado
werewolf-view-revealed = revelado
werewolf-view-artifact = { $n }. <em>{ $name }</em> ({ $kind }, { $state }): { $text }
werewolf-view-pack-votes = Los votos de la manada esta noche
werewolf-view-no-pack-votes = Aún no hay votos.
werewolf-view-pack-vote = { $wolf ->
    [you] tú
   *[other] { $wolf }
} → { $victim ->
    [you] tú
   *[other] { $victim }
}
werewolf-view-known = Lo que sabes: { $facts }
werewolf-view-your-choice = Tu elección
werewolf-view-being-eliminated = Te están eliminando: elige qué haces.

## La historia final (los nombres van tal cual: la historia es igual para todos).
# El título de un bando sobre las líneas de sus jugadores; `side`: 0 aldea, 1 lobos, 2 Curtidor.
werewolf-story-side = { $side ->
    [1] Los lobos
    [2] El Curtidor
   *[0] La aldea
}{ $won ->
    [1] {" "}★ victoria
   *[0] {""}
}
werewolf-story-votes = Todas las votaciones
werewolf-story-claims = Todas las declaraciones, comprobadas
werewolf-story-log = El registro completo de las noches: /partida registro.
werewolf-story-night-log = El registro de las noches:
werewolf-story-seat = { $winner ->
    [1] ★
   *[0] ·
} { $who } — { $role } · { $fate }{ $deeds }{ $artifacts }
werewolf-story-role = { $role }
werewolf-story-dealt = { $role } (al principio, { $dealt })
werewolf-story-turned = { $role } (convertido en Hombre Lobo)
werewolf-story-role-side = { $role }, con { $team }
werewolf-story-result = { $winner ->
    [1] ganó
   *[0] perdió
}
werewolf-story-alive = con vida
werewolf-story-dead = murió
# † marca una muerte.
werewolf-story-died-night = † noche { $n } ({ $how })
werewolf-story-died-day = † día { $n } ({ $how })
# Eliminado por la votación del día.
werewolf-story-voted-out = † día { $n }
# Muerto a manos de los lobos.
werewolf-story-killed = † noche { $n }
werewolf-story-by-witch = veneno de la Bruja
werewolf-story-by-hunter = el Cazador
werewolf-story-by-wounds = heridas
werewolf-story-by-breath = Aliento del Anciano
werewolf-story-by-bow = Arco de Caza
werewolf-story-by-spear = Lanza de la Furia
werewolf-story-by-orb = Orbe de la Especulación
werewolf-story-deeds = {" · "}{ $deeds }
# Lo que un asiento vio de noche, bajo un solo "vio".
werewolf-story-saw = vio { $looks }
werewolf-story-saw-wolf = { $who }: { $wolf ->
    [1] lobo
   *[0] no es lobo
}
werewolf-story-saw-special = { $who }: { $special ->
    [1] especial
   *[0] no especial
}
werewolf-story-saw-seer = { $who }: { $seer ->
    [1] la Vidente
   *[0] no es la Vidente
}
werewolf-story-saw-role = { $who }: { $role }
werewolf-story-pack-killed = la manada mató a { $victims }
werewolf-story-poisoned = envenenó a { $victims }
werewolf-story-artifacts = {" · "}artefactos: { $artifacts }
werewolf-story-revealed-on = { $name } (revelado el día { $n })
werewolf-story-never-revealed = { $name } (bocabajo)
werewolf-story-claims-day = Día { $n }: { $claims }
# El recuento de una votación en la historia (la línea del tablero también dice cuántos hacían falta).
werewolf-story-vote-count = ({ $eliminate } por eliminar, { $spare } por perdonar)
# Los bandos de una votación en la historia: "sí" a eliminar, "no" a perdonar.
werewolf-story-vote-sides = Eliminar: { $eliminate } · Perdonar: { $spare }
# El bando de quien declara, entre paréntesis, si no era el de la aldea.
werewolf-story-claim = { $by }{ $side ->
    [1] {" (un lobo)"}
    [2] {" (el Curtidor)"}
   *[0] {""}
}: { $about } { $wolf ->
    [1] es un lobo
   *[0] no es un lobo
} — { $truth ->
    [1] verdad
   *[0] mentira
}
# Dos declaraciones del mismo día.
werewolf-story-then = { $first } · { $next }

## Las listas de las páginas de reglas (las páginas ponen los títulos en negrita).
werewolf-story-rules-roles = Roles ({ $page }/{ $pages })
werewolf-story-rules-role = { $role } (con { $team }, { $value }): { $ability }
werewolf-story-rules-artifacts = Artefactos ({ $page }/{ $pages })
werewolf-story-rules-artifact-kinds = 1: un solo uso; P: permanente, siempre en efecto una vez revelado; G: una gema, actúa sobre otros artefactos.
werewolf-story-rules-artifact = { $name } ({ $kind }): { $text }

## Board seats (number, name, role once public; pieces joined by " · ").
werewolf-view-seat = { $n }. { $player }
werewolf-view-seat-role = { $n }. { $player } — { $role }
werewolf-view-seat-dead = muerto
werewolf-view-seat-sent-away = desterrado
werewolf-view-seat-silenced = silenciado
werewolf-view-seat-may-not-vote = no puede votar
werewolf-view-seat-face-down = { $count } bocabajo
werewolf-view-seat-artifact-used = { $artifact } (usado)
werewolf-view-seat-artifacts = [{ $artifacts }]
werewolf-view-seat-next = { $first } │ { $next }
werewolf-view-vote-next = { $first } / { $next }
