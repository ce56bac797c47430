# Hombres Lobo: preguntas, artefactos y sus efectos, el mazo, el más allá, rechazos.

## Una opción dirigida a un jugador; `player` es "ti mismo" cuando es quien lee.
ww-aim-kill = Matar a { $player }
ww-aim-look-at = Mirar a { $player }
ww-aim-read-aura = Leer el aura de { $player }
ww-aim-protect = { $player ->
    [you] Protegerme
   *[other] Proteger a { $player }
}
ww-aim-send-away = Echar a { $player }
ww-aim-silence = Silenciar a { $player }
ww-aim-save = { $player ->
    [you] Salvarme
   *[other] Salvar a { $player }
}
ww-aim-poison = Envenenar a { $player }
ww-aim-shoot = Disparar a { $player }
ww-aim-pass-amulet = Pasar el Amuleto a { $player }
ww-aim-shield = Escudo para { $player }
ww-aim-forbid-vote = Prohibir votar a { $player }
ww-aim-choose = Elegir a { $player }
ww-aim-make-reveal = Obligar a revelar: { $player }
ww-aim-peek-at = Espiar a { $player }
ww-aim-steal-from = Robar a { $player }
ww-aim-destroy = Destruir un artefacto de { $player }
ww-aim-first-to-reveal = Primero en revelar: { $player }
ww-aim-second-to-reveal = Segundo en revelar: { $player }
ww-aim-deny = Devolver al mazo un artefacto de { $player }
ww-aim-make-diseased = Contagiar a { $player }
ww-aim-view-role = Ver el rol de { $player }
ww-aim-test = Poner a prueba a { $player }
ww-aim-mirror = Copiar a { $player }
ww-aim-doom = Condenar a { $player }
ww-aim-strike = Atacar a { $player }
ww-aim-name = Nombrar a { $player }
ww-aim-give-bow = Dar el Arco a { $player }
ww-aim-ask-ghost = Preguntar al fantasma de { $player }

## Decisiones que interrumpen una fase (eliminaciones, el Cazador, artefactos).
ww-reveal-the-artifact = Revelar { $artifact }
ww-prompt-eliminated-no-rescue = Te están eliminando: ninguno de tus artefactos puede salvarte.
ww-prompt-eliminated-reveal = Te están eliminando. ¿Revelas un artefacto?
ww-choice-accept-fate = Aceptar mi destino
ww-prompt-hunter-shot = Eres el Cazador: elige a un jugador para llevártelo contigo.
ww-prompt-dawn-artifact = Amanecer: actúa tu artefacto { $artifact }. { $effect }
ww-prompt-your-artifact = Tu artefacto { $artifact }: { $effect }
ww-choice-face-down-artifact = Artefacto bocabajo { $number }
ww-prompt-which-artifact = ¿Cuál de { $player ->
    [you] tus artefactos
   *[other] los artefactos de { $player }
}?
ww-prompt-amethyst-force = Amatista del Saber: ¿le obligas a revelarlo ahora?
ww-choice-make-reveal = Obligar a revelarlo
ww-choice-keep-secret = Guardar el secreto
ww-prompt-ghost-letter = Sábana del Fantasma: dale una sola letra a { $player }.
ww-prompt-bow-shot = { $player } te ha dado el Arco de Caza: elimina a un jugador en menos de un minuto.

## Las preguntas de la noche.
ww-choice-sleep = Dormir
ww-night-no-action = Noche { $night }: no tienes acción nocturna.
ww-night-wolf-vote = Noche { $night }: vota a la víctima de los lobos.
ww-night-wolf-vote-of = Noche { $night }: vota a la víctima de los lobos ({ $number } de { $kills }).
ww-night-seer = Noche { $night }: elige a un jugador para saber si es Hombre Lobo.
ww-night-aura-seer = Noche { $night }: elige a un jugador para saber si tiene un rol especial.
ww-night-sorceress = Noche { $night }: elige a un jugador para saber si es la Vidente.
ww-night-bodyguard = Noche { $night }: elige a un jugador al que proteger (no el mismo que anoche).
ww-night-old-hag = Noche { $night }: elige a un jugador al que echar de la aldea mañana.
ww-night-spellcaster = Noche { $night }: elige a un jugador al que silenciar mañana.
ww-night-witch-waits = Noche { $night }: los lobos están eligiendo. Cuando terminen, te preguntaremos por tus pociones.
ww-choice-wait-for-wolves = Esperar a los lobos
ww-choice-nothing-tonight = No hacer nada esta noche
ww-night-witch-no-victim = Noche { $night }: los lobos no han elegido a nadie. ¿Usas tu veneno?
ww-night-witch-victims = Noche { $night }: los lobos han elegido a { $players }. ¿Usas una poción?
ww-night-nobody-to-choose = Noche { $night }: esta noche no se puede elegir a nadie.
ww-eye-of-the-beholder = Ojo del Observador, noche { $night }: { $player ->
    [you] la Vidente te ha mirado a ti
   *[other] la Vidente ha mirado a { $player }
}: { $wolf ->
    [1] es Hombre Lobo.
   *[0] no es Hombre Lobo.
}

## La decisión en curso, tal como la leen los demás.
ww-pending-elimination = una eliminación
ww-pending-hunter = { $player ->
    [you] tu disparo como Cazador
   *[other] el disparo del Cazador { $player }
}
ww-pending-artifact = { $player ->
    [you] tu artefacto { $artifact }
   *[other] el artefacto { $artifact } de { $player }
}

## Rechazos: por qué no se hace una acción (después de "Rechazado: ").
ww-refuse-reveal-dead = los muertos no pueden revelar artefactos
ww-refuse-reveal-no-such = no tienes ningún artefacto número { $number }
ww-refuse-reveal-already = tu artefacto { $artifact } ya está revelado
ww-refuse-reveal-on-elimination = el artefacto { $artifact } solo se puede revelar cuando te eliminan
ww-refuse-reveal-by-day = los artefactos solo se pueden revelar de día, antes de la votación
ww-refuse-reveal-one-at-a-time = se está resolviendo { $what }; las revelaciones van de una en una, inténtalo de nuevo cuando termine
ww-refuse-reveal-vote-started = la votación ha empezado; los artefactos se revelan antes de votar
ww-refuse-reveal-sent-away = hoy te han echado de la aldea
ww-refuse-reveal-done-today = has dicho que has terminado con el debate de hoy; aún puedes revelar en cuanto se nomine a alguien
ww-refuse-not-yourself = no puedes elegirte a ti mismo
ww-refuse-no-such-player = no hay ningún jugador número { $number }
ww-refuse-player-dead = { $player ->
    [you] has muerto
   *[other] { $player } ha muerto
}
ww-refuse-more-choices = …
ww-refuse-choose-among = { $prompt }; puedes: { $choices }
ww-refuse-stale-timer = ese temporizador ha caducado: el paso para el que se puso ya ha terminado
ww-refuse-host = el bot modera esta partida; el anfitrión no juega en ella
ww-refuse-no-seat = no hay asiento { $seat }

## Por qué un asiento no tiene nada que hacer ahora.
ww-idle-dead = has muerto y no puedes actuar
ww-idle-waiting-for = esperando { $what }
ww-idle-night-done = has hecho todo lo que podías esta noche
ww-idle-discussion-done = has terminado con el debate de hoy
ww-idle-waiting-second = esperando a que alguien secunde la nominación
ww-idle-defence = { $player ->
    [you] estás haciendo tu defensa
   *[other] { $player } está haciendo su defensa
}
ww-idle-voted = ya has votado o hoy no puedes votar
ww-idle-nothing = nada que hacer ahora mismo

## Revelar el propio artefacto de día.
ww-choice-reveal-numbered = Revelar el artefacto { $number }: { $artifact }
ww-choice-reveal-only = Revelar artefacto: { $artifact }
