# werewolf: textos en español (convenciones en docs/design.md, "Text is data").
# Un argumento de jugador vale `you` para quien lo lee, así que los mensajes
# seleccionan sobre él; <em>…</em> es énfasis.

## Bandos (con artículo: "victoria para la aldea").
werewolf-team-village = la aldea
werewolf-team-werewolves = los lobos
werewolf-team-tanner = el Curtidor

## Roles: el nombre de un rol y su poder.
werewolf-role-villager = Aldeano
werewolf-role-villager-ability = Sin poder especial: descubre a los lobos y échalos con tu voto.
werewolf-role-seer = Vidente
werewolf-role-seer-ability = Cada noche, averigua si un jugador es Hombre Lobo.
werewolf-role-apprentice-seer = Aprendiz de Vidente
werewolf-role-apprentice-seer-ability = Cuando muere la Vidente, te conviertes en la Vidente.
werewolf-role-aura-seer = Vidente del Aura
werewolf-role-aura-seer-ability = Cada noche, averigua si un jugador tiene un rol especial.
werewolf-role-bodyguard = Guardaespaldas
werewolf-role-bodyguard-ability = Cada noche, protege a un jugador (no al mismo dos noches seguidas).
werewolf-role-witch = Bruja
werewolf-role-witch-ability = Una vez por partida, salva a la víctima de los lobos; una vez por partida, elimina a un jugador de noche.
werewolf-role-hunter = Cazador
werewolf-role-hunter-ability = Cuando te eliminan, eliminas a un jugador de tu elección.
werewolf-role-mason = Masón
werewolf-role-mason-ability = La primera noche conoces a los demás Masones.
werewolf-role-prince = Príncipe
werewolf-role-prince-ability = La primera vez que la votación te elimina, te revelas y sobrevives.
werewolf-role-mayor = Alcalde
werewolf-role-mayor-ability = Tu voto cuenta doble.
werewolf-role-tough-guy = Tipo Duro
werewolf-role-tough-guy-ability = Si te atacan los lobos, no mueres hasta el final del día siguiente.
werewolf-role-old-hag = Vieja Arpía
werewolf-role-old-hag-ability = Cada noche, echa a un jugador de la aldea durante el día siguiente (no habla ni vota).
werewolf-role-spellcaster = Encantadora
werewolf-role-spellcaster-ability = Cada noche, silencia a un jugador durante el día siguiente.
werewolf-role-diseased = Enfermo
werewolf-role-diseased-ability = Si los lobos te eliminan, se saltan su siguiente ataque.
werewolf-role-village-idiot = Tonto del Pueblo
werewolf-role-village-idiot-ability = Siempre votas por eliminar.
werewolf-role-pacifist = Pacifista
werewolf-role-pacifist-ability = Siempre votas por perdonar.
werewolf-role-lycan = Licántropo
werewolf-role-lycan-ability = Un aldeano al que la Vidente ve como Hombre Lobo.
werewolf-role-cursed = Maldito
werewolf-role-cursed-ability = Un aldeano que, si lo atacan los lobos, se convierte en Hombre Lobo en vez de morir.
werewolf-role-werewolf = Hombre Lobo
werewolf-role-werewolf-ability = Cada noche, los lobos se ponen de acuerdo en una víctima.
werewolf-role-wolf-cub = Cachorro de Lobo
werewolf-role-wolf-cub-ability = Un Hombre Lobo; cuando mueres, los lobos matan a dos la noche siguiente.
werewolf-role-minion = Esbirro
werewolf-role-minion-ability = Bando de los lobos: conoces a los lobos, ellos no te conocen a ti; las videntes te ven como aldeano.
werewolf-role-sorceress = Hechicera
werewolf-role-sorceress-ability = Bando de los lobos: cada noche, averigua si un jugador es la Vidente.
werewolf-role-tanner = Curtidor
werewolf-role-tanner-ability = Solo ganas si te eliminan.

## Artefactos: el nombre de una carta y su texto.
werewolf-artifact-prism-of-power = Prisma del Poder
werewolf-artifact-prism-of-power-text = Elige a tres jugadores: esta noche los lobos deben elegir a su víctima entre ellos.
werewolf-artifact-cap-of-idiocy = Gorro de la Idiotez
werewolf-artifact-cap-of-idiocy-text = Siempre votas por eliminar.
werewolf-artifact-wreath-of-peace = Guirnalda de la Paz
werewolf-artifact-wreath-of-peace-text = Siempre votas por perdonar.
werewolf-artifact-rod-of-reincarnation = Vara de la Reencarnación
werewolf-artifact-rod-of-reincarnation-text = Revélalo cuando te eliminen: sigues en la partida con un rol nuevo de entre los roles no usados.
werewolf-artifact-scepter-of-rebirth = Cetro del Renacimiento
werewolf-artifact-scepter-of-rebirth-text = Revélalo cuando te eliminen: vuelves a la vida.
werewolf-artifact-void-of-nothingness = Vacío de la Nada
werewolf-artifact-void-of-nothingness-text = Sin efecto.
werewolf-artifact-sheet-of-the-ghost = Sábana del Fantasma
werewolf-artifact-sheet-of-the-ghost-text = Un jugador eliminado el día anterior te da una sola letra.
werewolf-artifact-sapphire-of-fate = Zafiro del Destino
werewolf-artifact-sapphire-of-fate-text = Elige a un jugador con un artefacto sin revelar: lo revela ahora.
werewolf-artifact-amethyst-of-knowledge = Amatista del Saber
werewolf-artifact-amethyst-of-knowledge-text = Mira en secreto el artefacto sin revelar de un jugador; puedes obligarle a revelarlo ahora.
werewolf-artifact-diamond-of-denial = Diamante de la Negación
werewolf-artifact-diamond-of-denial-text = Devuelve al mazo un artefacto revelado de efecto permanente de un jugador.
werewolf-artifact-emerald-of-jealousy = Esmeralda de los Celos
werewolf-artifact-emerald-of-jealousy-text = Quítale a un jugador un artefacto sin revelar; es tuyo, y sigue sin revelar.
werewolf-artifact-onyx-of-destruction = Ónice de la Destrucción
werewolf-artifact-onyx-of-destruction-text = Retira de la partida un artefacto sin revelar de un jugador.
werewolf-artifact-ruby-of-kismet = Rubí del Sino
werewolf-artifact-ruby-of-kismet-text = Dos jugadores revelan sus artefactos, en el orden que elijas.
werewolf-artifact-citrine-of-fortune = Citrino de la Fortuna
werewolf-artifact-citrine-of-fortune-text = Cámbialo por un artefacto nuevo, que revelas al momento.
werewolf-artifact-amber-of-dawn = Ámbar del Alba
werewolf-artifact-amber-of-dawn-text = Cada jugador que haya revelado un artefacto de un solo uso recibe uno nuevo bocabajo.
werewolf-artifact-amulet-of-protection = Amuleto de Protección
werewolf-artifact-amulet-of-protection-text = A quien lo tiene no se le puede eliminar; cada amanecer pasa a un jugador que aún no lo haya tenido.
werewolf-artifact-shield-of-the-bodyguard = Escudo del Guardaespaldas
werewolf-artifact-shield-of-the-bodyguard-text = Cada amanecer, elige a un jugador distinto que no puede morir la noche siguiente.
werewolf-artifact-blood-of-the-diseased = Sangre del Enfermo
werewolf-artifact-blood-of-the-diseased-text = Elige a un jugador: pasa a ser Enfermo.
werewolf-artifact-skimmer-of-the-cursed = Espumadera del Maldito
werewolf-artifact-skimmer-of-the-cursed-text = Pasas a ser Maldito.
werewolf-artifact-claw-of-the-werewolf = Garra del Hombre Lobo
werewolf-artifact-claw-of-the-werewolf-text = Te unes a los lobos y conservas el poder de tu rol.
werewolf-artifact-cloak-of-the-prince = Capa del Príncipe
werewolf-artifact-cloak-of-the-prince-text = La votación no puede eliminarte.
werewolf-artifact-mace-of-the-mayor = Maza del Alcalde
werewolf-artifact-mace-of-the-mayor-text = Tu voto cuenta doble.
werewolf-artifact-heart-of-indifference = Corazón de la Indiferencia
werewolf-artifact-heart-of-indifference-text = Cada amanecer, elige a un jugador que no puede votar ese día.
werewolf-artifact-mask-of-spellcasting = Máscara del Hechizo
werewolf-artifact-mask-of-spellcasting-text = Cada amanecer, elige a un jugador que queda silenciado ese día.
werewolf-artifact-cudgel-of-the-old-hag = Garrote de la Vieja Arpía
werewolf-artifact-cudgel-of-the-old-hag-text = Cada amanecer, elige a un jugador al que se echa de la aldea ese día.
werewolf-artifact-vote-from-beyond = Voto del Más Allá
werewolf-artifact-vote-from-beyond-text = Puedes votar después de que te eliminen.
werewolf-artifact-eye-of-the-beholder = Ojo del Observador
werewolf-artifact-eye-of-the-beholder-text = Cada noche ves a quién ha mirado la Vidente y qué ha visto.
werewolf-artifact-staff-of-the-seer = Báculo de la Vidente
werewolf-artifact-staff-of-the-seer-text = Mira en secreto el rol de un jugador.
werewolf-artifact-ring-of-truth = Anillo de la Verdad
werewolf-artifact-ring-of-truth-text = Averigua en secreto si un jugador es Hombre Lobo.
werewolf-artifact-mist-of-aura = Bruma del Aura
werewolf-artifact-mist-of-aura-text = Averigua en secreto si un jugador tiene un rol especial.
werewolf-artifact-mirror-of-the-doppelganger = Espejo del Doble
werewolf-artifact-mirror-of-the-doppelganger-text = Mira en secreto el rol de un jugador y obtén su poder además del tuyo.
werewolf-artifact-diary-of-the-insomniac = Diario del Insomne
werewolf-artifact-diary-of-the-insomniac-text = Averigua si alguno de tus dos vecinos actuó anoche.
werewolf-artifact-stone-of-alteration = Piedra de la Alteración
werewolf-artifact-stone-of-alteration-text = Recibes un rol nuevo de entre los roles no usados.
werewolf-artifact-breath-of-the-old-man = Aliento del Anciano
werewolf-artifact-breath-of-the-old-man-text = Elige a un jugador: muere dentro de dos noches.
werewolf-artifact-bow-of-hunting = Arco de Caza
werewolf-artifact-bow-of-hunting-text = Dáselo a un jugador, que debe eliminar a alguien en menos de un minuto.
werewolf-artifact-spear-of-fury = Lanza de la Furia
werewolf-artifact-spear-of-fury-text = Revela tu rol a todos y luego elimina a un jugador.
werewolf-artifact-orb-of-speculation = Orbe de la Especulación
werewolf-artifact-orb-of-speculation-text = Nombra a dos jugadores: si los dos son lobos, gana la aldea; si no, mueres.
werewolf-artifact-talisman-of-trouble = Talismán de la Discordia
werewolf-artifact-talisman-of-trouble-text = Hoy la votación puede eliminar a un segundo jugador.

## El registro de la noche (lo oculto, que se muestra al final y a los muertos).
werewolf-log-attacked-protected = { $player ->
    [you] Te atacaron, pero tenías protección.
   *[other] Atacaron a { $player }, pero tenía protección.
}
werewolf-log-tough-guy-wounded = { $player ->
    [you] Los lobos te atacaron (Tipo Duro): morirás al final del día { $day }.
   *[other] Los lobos atacaron al Tipo Duro { $player }: morirá al final del día { $day }.
}
werewolf-log-diseased-eaten = { $player ->
    [you] Eras el Enfermo
   *[other] { $player } era el Enfermo
}: los lobos se saltan su siguiente ataque.
werewolf-log-breath-blocked = Se bloqueó el Aliento del Anciano sobre { $player ->
    [you] ti
   *[other] { $player }
}.
werewolf-log-poison-blocked = Se bloqueó el veneno { $witch ->
    [you] que echaste
   *[other] de { $witch }
} sobre { $player ->
    [you] ti
   *[other] { $player }
}.
werewolf-log-cursed-turned = { $player ->
    [you] Eras el Maldito y te convertiste
   *[other] { $player } era el Maldito y se convirtió
} en Hombre Lobo.
werewolf-log-died = Día { $day }: { $player ->
    [you] moriste
   *[other] murió { $player }
} ({ $role }; { $cause }).
werewolf-log-died-night = Noche { $night }: { $player ->
    [you] moriste
   *[other] murió { $player }
} ({ $role }; { $cause }).
werewolf-log-wolf-cub-died = Murió el Cachorro de Lobo: los lobos matan a dos la noche siguiente.
werewolf-log-apprentice-promoted = { $player ->
    [you] Como Aprendiz de Vidente, pasas a ser la Vidente.
   *[other] El Aprendiz de Vidente { $player } pasa a ser la Vidente.
}

## Lo que se le dice a un jugador sobre sí mismo.
werewolf-note-wounded = Los lobos te han atacado: morirás al final del día { $day }.
werewolf-note-cursed-turned = Los lobos te han atacado: eras el Maldito y ahora eres Hombre Lobo.
werewolf-note-apprentice-promoted = La Vidente ha muerto: ahora tú eres la Vidente.

## Lo que sabes.
werewolf-intel-joined-pack = { $player ->
    [you] Te has unido
   *[other] { $player } se ha unido
} a la manada.
werewolf-intel-is-werewolf = { $player ->
    [you] Eres
   *[other] { $player } es
} Hombre Lobo.

## Las muertes y el día.
werewolf-amulet-saves = { $player ->
    [you] Tienes el Amuleto de Protección y no se te puede eliminar.
   *[other] { $player } tiene el Amuleto de Protección y no se le puede eliminar.
}
werewolf-death-night = { $player ->
    [you] Has muerto
   *[other] { $player } ha muerto
} durante la noche.
werewolf-death-vote = { $player ->
    [you] La votación te elimina.
   *[other] La votación elimina a { $player }.
}
werewolf-death-hunter = { $player ->
    [you] El Cazador te dispara.
   *[other] El Cazador dispara a { $player }.
}
werewolf-death-wounds = { $player ->
    [you] Sucumbes
   *[other] { $player } sucumbe
} a las heridas de los lobos.
werewolf-death-bow = { $player ->
    [you] Te alcanza
   *[other] Alcanza a { $player }
} un disparo del Arco de Caza.
werewolf-death-spear = { $player ->
    [you] La Lanza de la Furia te abate.
   *[other] La Lanza de la Furia abate a { $player }.
}
werewolf-death-orb = { $player ->
    [you] El Orbe de la Especulación te consume.
   *[other] El Orbe de la Especulación consume a { $player }.
}
werewolf-death-role-shown = { $death } { $player ->
    [you] Tu rol era
   *[other] Su rol era
} <em>{ $role }</em>.
werewolf-second-elimination = Hoy se permite una segunda eliminación por votación: vuelven a abrirse las nominaciones.
werewolf-game-over = Fin de la partida: victoria para <em>{ $team }</em> — { $reason }.
werewolf-stalemate = Fin de la partida: tablas. Nadie ha muerto en { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}; el moderador termina la partida y nadie gana.
werewolf-day-starts = <em>Día { $day }</em>: debate. { $artifacts ->
    [0] Nomina a un jugador o secunda una nominación.
   *[1] Nomina a un jugador, secunda una nominación o revela un artefacto.
}
werewolf-day-starts-quiet = <em>Día { $day }</em>: debate. { $artifacts ->
    [0] Nomina a un jugador o secunda una nominación.
   *[1] Nomina a un jugador, secunda una nominación o revela un artefacto.
} Las nominaciones se abren en { $seconds } s.
werewolf-day-ends-no-elimination = El día { $day } termina sin ninguna eliminación.

## La noche.
werewolf-log-night-header = — Noche { $night } —
werewolf-night-falls = Cae la <em>noche { $night }</em>. Todos tienen una pregunta en privado.
werewolf-first-night-no-kill = Cae la <em>noche 1</em> (la primera noche no hay víctima). Todos tienen una pregunta en privado.
werewolf-wolf-vote = { $wolf ->
    [you] Votas
   *[other] { $wolf } vota
} { $player ->
    [you] matarte
   *[other] matar a { $player }
}.
werewolf-pack-chose = La manada ha elegido a { $victims }.
werewolf-pack-chose-none = La manada no ha elegido a ninguna víctima.
werewolf-finding-werewolf = { $player ->
    [you] eres
   *[other] { $player } es
} Hombre Lobo
werewolf-finding-not-werewolf = { $player ->
    [you] no eres
   *[other] { $player } no es
} Hombre Lobo
werewolf-finding-special = { $player ->
    [you] tienes
   *[other] { $player } tiene
} un rol especial
werewolf-finding-not-special = { $player ->
    [you] no tienes
   *[other] { $player } no tiene
} un rol especial
werewolf-finding-seer = { $player ->
    [you] eres
   *[other] { $player } es
} la Vidente
werewolf-finding-not-seer = { $player ->
    [you] no eres
   *[other] { $player } no es
} la Vidente
werewolf-intel-night-look = Noche { $night }: { $finding }.
werewolf-log-night-look = { $looker } { $player ->
    [you] (tú)
   *[other] { $player }
}: { $look }
werewolf-log-guard = { $bodyguard ->
    [you] { $player ->
        [you] Como Guardaespaldas, te proteges.
       *[other] Como Guardaespaldas, proteges a { $player }.
    }
   *[other] { $player ->
        [you] El Guardaespaldas { $bodyguard } te protege.
       *[other] El Guardaespaldas { $bodyguard } protege a { $player }.
    }
}
werewolf-log-hag = { $hag ->
    [you] Como Vieja Arpía, echas a { $player } de la aldea.
   *[other] { $player ->
        [you] La Vieja Arpía { $hag } te echa de la aldea.
       *[other] La Vieja Arpía { $hag } echa a { $player } de la aldea.
    }
}
werewolf-log-spell = { $spellcaster ->
    [you] Como Encantadora, silencias a { $player }.
   *[other] { $player ->
        [you] La Encantadora { $spellcaster } te silencia.
       *[other] La Encantadora { $spellcaster } silencia a { $player }.
    }
}
werewolf-log-witch-saves = { $witch ->
    [you] { $player ->
        [you] Como Bruja, te salvas.
       *[other] Como Bruja, salvas a { $player }.
    }
   *[other] { $player ->
        [you] La Bruja { $witch } te salva.
       *[other] La Bruja { $witch } salva a { $player }.
    }
}
werewolf-log-witch-poisons = { $witch ->
    [you] Como Bruja, envenenas a { $player }.
   *[other] { $player ->
        [you] La Bruja { $witch } te envenena.
       *[other] La Bruja { $witch } envenena a { $player }.
    }
}
werewolf-roles-in-play = Roles en juego: { $roles }
werewolf-finding-role = { $player ->
    [you] eres
   *[other] { $player } es
} { $role }
werewolf-intel-artifact-look = { $artifact }: { $finding }.
werewolf-log-artifact-look = { $player ->
    [you] Tú
   *[other] { $player }
} — { $look }
werewolf-log-role-changed = { $player ->
    [you] Cambias
   *[other] { $player } cambia
} de rol: { $old } -> { $new }.
werewolf-note-new-role = Tu nuevo rol: <em>{ $role }</em> — { $ability }
werewolf-hunter-shoots = { $hunter ->
    [you] Disparas a { $player }.
   *[other] { $player ->
        [you] El Cazador { $hunter } te dispara.
       *[other] El Cazador { $hunter } dispara a { $player }.
    }
}
werewolf-log-hunter-shot = { $hunter ->
    [you] Como Cazador, disparaste a { $player }.
   *[other] { $player ->
        [you] El Cazador { $hunter } te disparó.
       *[other] El Cazador { $hunter } disparó a { $player }.
    }
}

## Votaciones.
werewolf-cannot-be-eliminated = { $who } (no se puede eliminar: { $why })
werewolf-vote-nobody = nadie
werewolf-vote-sides = Eliminar: { $eliminate } · Perdonar: { $spare }
werewolf-vote-open = Votación sobre { $player ->
    [you] ti
   *[other] { $player }
}. { $sides }
werewolf-vote-count = ({ $eliminate } por eliminar, { $spare } por perdonar; hacen falta { $needed })
werewolf-vote-count-outweighed = ({ $eliminate } votantes por eliminar, { $spare } por perdonar; hacen falta { $needed } votos: lo decidieron votos que cuentan más)
werewolf-vote-eliminated = { $player ->
    [you] Te eliminan
   *[other] Eliminan a { $player }
} por { $count }.
werewolf-vote-spared = { $player ->
    [you] Te perdonan
   *[other] Perdonan a { $player }
} por { $count }.
werewolf-vote-survives = { $player ->
    [you] Sobrevives
   *[other] { $player } sobrevive
} a la votación ({ $count }): { $why }.
werewolf-vote-line = { $head } { $sides }
werewolf-vote-line-absent = { $head } { $sides } · No votaron: { $absent }
werewolf-vote-of-day = Día { $day }: { $vote }

## El día: preguntas y opciones.
werewolf-ask-discuss = Día { $day }: debate; { $artifacts ->
    [0] nomina a un jugador (una vez al día) o di que has terminado.
   *[1] nomina a un jugador (una vez al día), revela un artefacto o di que has terminado.
}
werewolf-ask-talk-first = Día { $day }: primero se habla; las nominaciones se abren cuando se acabe el tiempo. { $artifacts ->
    [0] Puedes decir que has terminado.
   *[1] Puedes revelar un artefacto o decir que has terminado.
}
werewolf-choice-nominate = Nominar a { $player }
werewolf-choice-claim = Hacer una declaración
werewolf-choice-claim-hint = di en público si un jugador es Hombre Lobo (algo que sabes, o un farol)
werewolf-choice-done = He terminado por hoy
werewolf-choice-done-hint = el debate termina antes si todos los de la aldea han terminado
werewolf-choice-second = Secundar: juzgar a { $player }
werewolf-choice-do-not-second = No secundar
werewolf-ask-second = { $nominator ->
    [you] Has nominado a { $accused }.
   *[other] { $accused ->
        [you] { $nominator } te ha nominado.
       *[other] { $nominator } ha nominado a { $accused }.
    }
} ¿Secundas?
werewolf-choice-rest = Terminar mi defensa
werewolf-ask-defence = Te están juzgando: haz tu defensa y termínala para empezar la votación.
werewolf-choice-keep-hidden = Mantener ocultos mis artefactos
werewolf-ask-reveal-before-vote = { $player ->
    [you] Estás haciendo tu defensa.
   *[other] { $player } está haciendo su defensa.
} ¿Revelas un artefacto antes de la votación?
werewolf-choice-eliminate = { $player ->
    [you] Eliminarme
   *[other] Eliminar a { $player }
}
werewolf-choice-spare = { $player ->
    [you] Perdonarme
   *[other] Perdonar a { $player }
}
werewolf-ask-vote-forced-eliminate = Siempre votas por eliminar.
werewolf-ask-vote-forced-spare = Siempre votas por perdonar.
werewolf-ask-vote = { $player ->
    [you] Votación sobre ti: ¿eliminar o perdonar?
   *[other] Votación sobre { $player }: ¿eliminar o perdonar?
}
werewolf-choice-claim-wolf = { $player ->
    [you] Yo: lobo
   *[other] { $player }: lobo
}
werewolf-choice-claim-clean = { $player ->
    [you] Yo: no soy lobo
   *[other] { $player }: no es lobo
}
werewolf-choice-back = Volver
werewolf-ask-claim = Día { $day }: haz una declaración pública sobre un jugador. Todos la verán; que sea verdad o no depende de ti.

## El día: lo que ven todos.
werewolf-claims-wolf = { $player ->
    [you] Declaras
   *[other] { $player } declara
}: { $about ->
    [you] eres
   *[other] { $about } es
} Hombre Lobo.
werewolf-claims-clean = { $player ->
    [you] Declaras
   *[other] { $player } declara
}: { $about ->
    [you] no eres
   *[other] { $about } no es
} Hombre Lobo.
werewolf-nominates = { $player ->
    [you] Nominas a { $accused }.
   *[other] { $accused ->
        [you] { $player } te nomina.
       *[other] { $player } nomina a { $accused }.
    }
} ¿Alguien secunda?
werewolf-seconds = { $player ->
    [you] Secundas
   *[other] { $player } secunda
}. { $accused ->
    [you] Te están juzgando: es tu defensa.
   *[other] Juzgan a { $accused }: es su defensa.
}
werewolf-vote-starts = { $player ->
    [you] Votación: ¿te eliminan o te perdonan?
   *[other] Votación: ¿eliminar o perdonar a { $player }?
}
werewolf-nobody-seconds = Nadie secunda: { $player ->
    [you] no te juzgan
   *[other] no juzgan a { $player }
}.
werewolf-nobody-seconded-in-time = Nadie ha secundado a tiempo: { $player ->
    [you] no te juzgan
   *[other] no juzgan a { $player }
}.
werewolf-trial-over-dead = { $player ->
    [you] Ya no sigues
   *[other] { $player } ya no sigue
} con vida: el juicio ha terminado.
werewolf-nominations-open = Se abren las nominaciones.
werewolf-discussion-time-up = Se acabó el tiempo del debate de hoy.
werewolf-cloak-saves = La Capa del Príncipe: { $player ->
    [you] la votación no puede eliminarte.
   *[other] la votación no puede eliminar a { $player }.
}
werewolf-prince-saves = { $player ->
    [you] Revelas la carta de Príncipe y sobrevives
   *[other] { $player } revela la carta de Príncipe y sobrevive
} a la votación.
werewolf-mirrored-prince-saves = { $player ->
    [you] Sobrevives
   *[other] { $player } sobrevive
} a la votación con el poder del Príncipe, copiado con el Espejo del Doble.

## Por qué una mayoría no eliminó (si no, el nombre de una carta o un rol).
werewolf-vote-save-mirrored-prince = el poder del Príncipe, copiado con el Espejo

## La sala privada de los hombres lobo, y por qué alguien debe callar.
werewolf-room-wolves = Guarida de los lobos
werewolf-muted-dead = muerto
werewolf-muted-sent-away = echado de la aldea hoy
werewolf-muted-silenced = silenciado hoy
