# Hombres Lobo: lo que los jugadores dicen en público con un motivo sacado
# del historial público (las acusaciones del menú de declaraciones, las
# frases de los bots), y la opción que renuncia a la nominación del día.

## El día: opciones.
werewolf-choice-done-giving-up-nomination = He terminado por hoy (renuncio a mi nominación de hoy)
werewolf-choice-accuse = { $player ->
    [you] Acusarme
   *[other] Acusar a { $player }
}

## El día: lo que ven todos.
werewolf-accuses = { $about ->
    [you] { $player ->
        [you] Te acusas
       *[other] { $player } te acusa
    }
   *[other] { $player ->
        [you] Acusas a { $about }
       *[other] { $player } acusa a { $about }
    }
}: { $reason }

## Motivos sacados del historial público.
werewolf-reason-spared-wolf = { $other ->
    [you] { $about } votó por perdonarte, y eras Hombre Lobo.
   *[other] { $about ->
        [you] Votaste
       *[other] { $about } votó
    } por perdonar a { $other }, que era Hombre Lobo.
}
werewolf-reason-nominated-villager = { $other ->
    [you] { $about } te nominó, y no eras Hombre Lobo.
   *[other] { $about ->
        [you] Nominaste
       *[other] { $about } nominó
    } a { $other }, que no era Hombre Lobo.
}
werewolf-reason-eliminated-villager = { $other ->
    [you] { $about } votó por eliminarte, y no eras Hombre Lobo.
   *[other] { $about ->
        [you] Votaste
       *[other] { $about } votó
    } por eliminar a { $other }, que no era Hombre Lobo.
}
werewolf-reason-false-wolf-claim = { $about ->
    [you] Declaraste
   *[other] { $about } declaró
} que { $other ->
    [you] eras Hombre Lobo; tu carta
   *[other] { $other } era Hombre Lobo; su carta
} dice lo contrario.
werewolf-reason-false-clean-claim = { $about ->
    [you] Declaraste
   *[other] { $about } declaró
} que { $other ->
    [you] no eras Hombre Lobo; tu carta
   *[other] { $other } no era Hombre Lobo; su carta
} dice lo contrario.
werewolf-reason-named-by = { $other ->
    [you] Declaras
   *[other] { $other } declara
} que { $about ->
    [you] eres
   *[other] { $about } es
} Hombre Lobo.
werewolf-reason-counter-claim = { $about ->
    [you] Tu declaración contradice
   *[other] La declaración de { $about } contradice
} { $other ->
    [you] la tuya
   *[other] la de { $other }
}.
werewolf-reason-nothing-said = { $about ->
    [you] Hoy no has dicho
   *[other] Hoy { $about } no ha dicho
} nada.

## A line with no one to accuse yet.
werewolf-choice-undecided = Todavía nada apunta a nadie
werewolf-says-undecided = { $player ->
    [you] Dices
   *[other] { $player } dice
}: { $variant ->
    [1] es pronto para saberlo; me fijaré en las votaciones.
    [2] todavía no tengo nada contra nadie.
   *[other] todavía nada apunta a nadie.
}
