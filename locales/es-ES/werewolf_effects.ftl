# Hombres Lobo: lo que hacen los artefactos al revelarse, las noticias del amanecer, el final de una partida.

## Una revelación y por qué una carta no hace nada.
ww-artifact-reveals = { $player ->
    [you] Revelas
   *[other] { $player } revela
} el artefacto { $artifact }: { $effect }
ww-artifact-must-reveal = { $player ->
    [you] Debes revelar
   *[other] { $player } debe revelar
} el artefacto { $artifact }: { $effect }
ww-artifact-no-effect = El artefacto { $artifact } no tiene efecto: { $reason }.
ww-unmet-only-on-elimination = solo funciona cuando eliminan a quien lo tiene
ww-unmet-no-ghost = ayer no se eliminó a nadie, ni por votación ni de ningún otro modo
ww-unmet-condition = no se cumple su condición
ww-unmet-nobody-to-choose = no se puede elegir a nadie
ww-unmet-ghost-silent = el fantasma guardó silencio
ww-unmet-time-ran-out = se acabó el tiempo

## Efectos de un solo uso.
ww-amethyst-view = Amatista del Saber: { $player ->
    [you] tu artefacto bocabajo
   *[other] el artefacto bocabajo de { $player }
} es { $artifact }.
ww-prism-victims = Esta noche los lobos deben elegir a su víctima entre { $players }.
ww-ghost-letter = El fantasma de { $ghost } { $player ->
    [you] te da
   *[other] le da a { $player }
} la letra { $letter }.
ww-amethyst-force = { $player ->
    [you] Obligas a { $target } a revelar el artefacto.
   *[other] { $target ->
        [you] { $player } te obliga a revelar el artefacto.
       *[other] { $player } obliga a { $target } a revelar el artefacto.
    }
}
ww-amethyst-keep = { $player ->
    [you] Te guardas para ti lo que has visto.
   *[other] { $player } se guarda para sí lo que ha visto.
}
ww-diamond-denies = { $player ->
    [you] Devuelves
   *[other] { $player } devuelve
} al mazo { $target ->
    [you] tu artefacto { $artifact }
   *[other] el artefacto { $artifact } de { $target }
}.
ww-emerald-takes = { $player ->
    [you] Le quitas un artefacto bocabajo a { $target }.
   *[other] { $target ->
        [you] { $player } te quita un artefacto bocabajo.
       *[other] { $player } le quita un artefacto bocabajo a { $target }.
    }
}
ww-onyx-destroys = { $player ->
    [you] Destruyes
   *[other] { $player } destruye
} uno de { $target ->
    [you] tus artefactos bocabajo
   *[other] los artefactos bocabajo de { $target }
}.
ww-citrine-exchanges = { $player ->
    [you] Cambias
   *[other] { $player } cambia
} el Citrino de la Fortuna por un artefacto nuevo.
ww-amber-rewards = Artefactos nuevos bocabajo para: { $players }.
ww-amber-nobody = El Ámbar del Alba no encuentra a nadie a quien recompensar.
ww-now-diseased = { $player ->
    [you] Ahora eres
   *[other] Ahora { $player } es
} el Enfermo.
ww-now-cursed = { $player ->
    [you] Ahora eres
   *[other] Ahora { $player } es
} el Maldito.
ww-diary-acted = Diario del Insomne: { $player ->
    [you] tus vecinos
   *[other] los vecinos de { $player }
} — al menos uno de ellos actuó anoche.
ww-diary-quiet = Diario del Insomne: { $player ->
    [you] tus vecinos
   *[other] los vecinos de { $player }
} — ninguno de ellos actuó anoche.
ww-stone-new-role = { $player ->
    [you] Recibes
   *[other] { $player } recibe
} un rol nuevo de entre los roles no usados.
ww-breath-doomed = { $player ->
    [you] Morirás
   *[other] { $player } morirá
} dentro de dos noches.
ww-bow-shoots = { $player ->
    [you] Disparas a { $target } con el Arco de Caza.
   *[other] { $target ->
        [you] { $player } te dispara con el Arco de Caza.
       *[other] { $player } dispara a { $target } con el Arco de Caza.
    }
}
ww-spear-strikes = { $player ->
    [you] Eres { $role } y atacas a { $target } con la Lanza de la Furia.
   *[other] { $target ->
        [you] { $player } es { $role } y te ataca con la Lanza de la Furia.
       *[other] { $player } es { $role } y ataca a { $target } con la Lanza de la Furia.
    }
}
ww-orb-right = { $player ->
    [you] Nombras
   *[other] { $player } nombra
} a { $players } con el Orbe de la Especulación: ¡los dos son lobos!
ww-orb-wrong = { $player ->
    [you] Nombras
   *[other] { $player } nombra
} a { $players } con el Orbe de la Especulación: fallo.
ww-talisman = Tras una primera eliminación por votación, las nominaciones se vuelven a abrir: hoy la votación puede eliminar a un segundo jugador.
ww-intel-is-werewolf = { $player ->
    [you] Eres
   *[other] { $player } es
} Hombre Lobo.
ww-intel-is-mason = { $player ->
    [you] Eres
   *[other] { $player } es
} Masón.
ww-intel-night-one-werewolf = Noche 1: { $player ->
    [you] eres
   *[other] { $player } es
} Hombre Lobo.
ww-intel-night-one-mason = Noche 1: { $player ->
    [you] eres
   *[other] { $player } es
} Masón.
ww-intel-only-mason = Noche 1: eres el único Masón.

## Renacer al ser eliminado.
ww-scepter-rebirth = { $player ->
    [you] Te eliminan, pero el Cetro del Renacimiento te devuelve a la vida.
   *[other] Eliminan a { $player }, pero el Cetro del Renacimiento le devuelve a la vida.
}
ww-rod-no-role = { $player ->
    [you] Revelas
   *[other] { $player } revela
} la Vara de la Reencarnación, pero no queda ningún rol sin usar.
ww-rod-new-role = { $player ->
    [you] Te eliminan, pero la Vara de la Reencarnación te mantiene en la partida con un rol nuevo.
   *[other] Eliminan a { $player }, pero la Vara de la Reencarnación le mantiene en la partida con un rol nuevo.
}
ww-rod-new-role-was = { $player ->
    [you] Te eliminan, pero la Vara de la Reencarnación te mantiene en la partida con un rol nuevo. Tu rol anterior era { $role }.
   *[other] Eliminan a { $player }, pero la Vara de la Reencarnación le mantiene en la partida con un rol nuevo. Su rol anterior era { $role }.
}

## Elecciones de "cada amanecer".
ww-amulet-passes = El Amuleto de Protección pasa de { $player ->
    [you] ti
   *[other] { $player }
} a { $target ->
    [you] ti
   *[other] { $target }
}.
ww-shield-chosen = { $player ->
    [you] Tu Escudo del Guardaespaldas
   *[other] El Escudo del Guardaespaldas de { $player }
}: { $target ->
    [you] no puedes morir
   *[other] { $target } no puede morir
} la noche siguiente.
ww-heart-chosen = { $player ->
    [you] Tu Corazón de la Indiferencia
   *[other] El Corazón de la Indiferencia de { $player }
}: { $target ->
    [you] no puedes votar
   *[other] { $target } no puede votar
} hoy.
ww-mask-chosen = { $player ->
    [you] Tu Máscara del Hechizo
   *[other] La Máscara del Hechizo de { $player }
}: { $target ->
    [you] te silencia
   *[other] silencia a { $target }
} hoy.
ww-cudgel-chosen = { $player ->
    [you] Tu Garrote de la Vieja Arpía
   *[other] El Garrote de la Vieja Arpía de { $player }
}: { $target ->
    [you] te echa
   *[other] echa a { $target }
} de la aldea hoy.
ww-artifact-chooses = { $player ->
    [you] Eliges a { $target } ({ $artifact }).
   *[other] { $target ->
        [you] { $player } te elige ({ $artifact }).
       *[other] { $player } elige a { $target } ({ $artifact }).
    }
}
ww-hunter-missed-shot = { $player ->
    [you] No disparaste a tiempo como Cazador.
   *[other] El Cazador { $player } no disparó a tiempo.
}
ww-no-dawn-choice = { $player ->
    [you] No elegiste
   *[other] { $player } no eligió
} nada con el artefacto { $artifact }.
ww-bow-missed-shot = { $player ->
    [you] No disparaste
   *[other] { $player } no disparó
} a tiempo.

## El amanecer.
ww-dawn-nobody-died = Amanecer del día { $day }: nadie ha muerto durante la noche.
ww-dawn-deaths = Amanecer del día { $day }. Muertes de la noche: { $players }.
ww-dawn-sent-away = { $player ->
    [you] Hoy te han echado
   *[other] Hoy han echado a { $player }
} de la aldea.
ww-dawn-silenced = { $player ->
    [you] Hoy te han silenciado.
   *[other] Hoy han silenciado a { $player }.
}

## Por qué terminó una partida.
ww-win-no-wolf-left = no queda ningún Hombre Lobo con vida
ww-win-wolves-as-many = son tantos como el resto
ww-win-orb = el Orbe de la Especulación nombró a dos lobos
ww-win-stalemate = tablas: nadie ha muerto en { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}
ww-outcome-team-wins = Victoria para { $team }{ $tanner ->
    [1] {" "}(y para el Curtidor, que murió)
   *[0] {""}
}: { $reason }
ww-outcome-nobody-wins = Nadie gana{ $tanner ->
    [1] {" "}(salvo el Curtidor, que murió)
   *[0] {""}
}: { $reason }

## El mazo, en la sala y en el tablero.
ww-deck-count = { $role } ×{ $count }
ww-deck-described = { $roles } (equilibrio { $balance })
ww-deck-source-preset = predefinido para { $players } jugadores
ww-deck-source-list = tu lista, para { $players } jugadores
ww-deck-note = <em>Mazo</em> ({ $source }): { $deck }
ww-deck-balance-even = <em>Equilibrio</em> { $balance }: igualado (0 es igualado)
ww-deck-balance-village-ahead = <em>Equilibrio</em> { $balance }: casi igualado, con la aldea un poco por delante (0 es igualado)
ww-deck-balance-wolves-ahead = <em>Equilibrio</em> { $balance }: casi igualado, con los lobos un poco por delante (0 es igualado)
ww-deck-balance-favours-village = <em>Equilibrio</em> { $balance }: ⚠️ favorece a la aldea (0 es igualado)
ww-deck-balance-favours-wolves = <em>Equilibrio</em> { $balance }: ⚠️ favorece a los lobos (0 es igualado)
ww-deck-too-few-players = ⛔ { $seats ->
    [one] 1 jugador
   *[other] { $seats } jugadores
}: Hombres Lobo necesita al menos { $min }; el mazo de abajo es para { $players }.
ww-deck-blocker = ⛔ { $problem }
ww-artifacts-list-standard = <em>Artefactos</em>: la lista estándar, { $count } de { $total } cartas (sin { $left-out }, que inclinan la partida hacia un bando); `artifact_list=all` juega con todas las cartas.
ww-artifacts-list-all = <em>Artefactos</em>: todas las cartas ({ $count }), incluidas las seis que la lista estándar deja fuera.
ww-artifacts-list-chosen = <em>Artefactos</em>: la lista del anfitrión, { $count } de { $total } cartas.
ww-artifacts-list-blocker = ⛔ { $problem }
ww-deck-no-seer = ⚠️ Sin Vidente: nadie en la aldea puede buscar lobos.
ww-deck-too-many-roles = La lista tiene { $roles } roles, pero solo hay { $players } jugadores: quita { $extra ->
    [one] 1 rol
   *[other] { $extra } roles
}
ww-deck-no-werewolf = La lista de roles no tiene ningún Hombre Lobo: añade un Hombre Lobo (o un Cachorro de Lobo)
ww-deck-wolves-win-at-once = { $wolves } lobos entre { $players } jugadores ganarían al instante: usa menos lobos (más o menos uno por cada cuatro jugadores)
ww-deck-count-not-number = `{ $part }`: la cantidad debe ser un número entero, p. ej. werewolf=2
ww-deck-unknown-role = rol desconocido `{ $role }`; los roles son: { $roles }
ww-deck-list-too-long = la lista nombra más de { $max } roles
ww-setup-roles-refused = roles: { $why }
ww-setup-opt-out-not-seat = artifact_opt_out: `{ $part }` no es un número de asiento (del 1 al { $players })
ww-setup-opt-out-no-seat = artifact_opt_out: el asiento { $seat } no existe (del 1 al { $players })
ww-setup-unknown-artifact = artefacto desconocido `{ $key }` en artifact_list; las claves son: { $keys }
ww-setup-too-few-artifacts = Hacen falta { $needed } artefactos, pero la lista solo tiene { $listed }: usa 1 artefacto por jugador, deja que participen menos jugadores o permite más cartas

## Cómo murió un jugador.
ww-cause-wolves = los lobos
ww-cause-witch = el veneno de la Bruja
ww-cause-vote = la votación
ww-cause-hunter = el disparo del Cazador
ww-cause-wounds = las heridas
ww-cause-breath = el Aliento del Anciano
ww-cause-bow = el Arco de Caza
ww-cause-spear = la Lanza de la Furia
ww-cause-orb = el Orbe de la Especulación

## El más allá: lo que ven los muertos.
ww-afterlife-title = Más allá — { $phase }
ww-afterlife-intro = Todo lo que los vivos no pueden ver. Guárdatelo para ti.
ww-afterlife-every-player = Todos los jugadores
ww-afterlife-tonight = Esta noche, hasta ahora
ww-afterlife-secret-log = Registro secreto (lo último)
ww-afterlife-alive-by-side = Con vida por bando: aldea { $village } · lobos { $werewolves } · Curtidor { $tanner }
ww-afterlife-seat = { $number }. { $player ->
    [you] tú
   *[other] { $player }
} — { $facts }
ww-afterlife-role-side = { $role }, con { $side }
ww-afterlife-role-dealt-side = { $role } (al principio, { $dealt }), con { $side }
ww-afterlife-extra-powers = poderes extra: { $roles }
ww-afterlife-artifacts = artefactos: { $artifacts }
ww-afterlife-artifact-face-down = { $artifact } (bocabajo)
ww-afterlife-artifact-used = { $artifact } (usado)
ww-afterlife-artifact-revealed = { $artifact } (revelado)
ww-afterlife-died = murió en la ronda { $round } ({ $cause })
ww-afterlife-alive = con vida
ww-afterlife-dead = murió
ww-afterlife-fact-separator = { $left } · { $right }
ww-afterlife-wolf-votes = El lobo { $player } vota matar a { $target }.
ww-afterlife-guards = { $player } protege a { $target }.
ww-afterlife-witch-saves = La Bruja salva a { $target }.
ww-afterlife-poisons = { $player } envenena a { $target }.
ww-afterlife-sends-away = { $player } echa a { $target } de la aldea.
ww-afterlife-silences = { $player } silencia a { $target }.
ww-afterlife-looks-wolf = { $player } mira a { $target }: es Hombre Lobo.
ww-afterlife-looks-not-wolf = { $player } mira a { $target }: no es Hombre Lobo.
