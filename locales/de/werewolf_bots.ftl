# Werwolf: was Spieler öffentlich mit einem Grund aus dem öffentlichen
# Verlauf sagen (die Beschuldigungen im Behauptungsmenü, die Sätze der
# Bots), und die Wahl, die auf die Nominierung des Tages verzichtet.

## Der Tag: Wahlmöglichkeiten.
werewolf-choice-done-giving-up-nomination = Fertig für heute (ich verzichte auf meine heutige Nominierung)
werewolf-choice-accuse = { $player ->
    [you] Mich selbst beschuldigen
   *[other] { $player } beschuldigen
}

## Der Tag: was alle sehen.
werewolf-accuses = { $player ->
    [you] Du beschuldigst
   *[other] { $player } beschuldigt
} { $about ->
    [you] dich
   *[other] { $about }
}: { $reason }

## Gründe aus dem öffentlichen Verlauf.
werewolf-reason-spared-wolf = { $about ->
    [you] Du hast
   *[other] { $about } hat
} dafür gestimmt, { $other ->
    [you] dich zu verschonen, und du warst
   *[other] { $other } zu verschonen, und { $other } war
} ein Werwolf.
werewolf-reason-nominated-villager = { $about ->
    [you] Du hast
   *[other] { $about } hat
} { $other ->
    [you] dich nominiert, und du warst
   *[other] { $other } nominiert, und { $other } war
} kein Werwolf.
werewolf-reason-eliminated-villager = { $about ->
    [you] Du hast
   *[other] { $about } hat
} dafür gestimmt, { $other ->
    [you] dich zu eliminieren, und du warst
   *[other] { $other } zu eliminieren, und { $other } war
} kein Werwolf.
werewolf-reason-false-wolf-claim = { $about ->
    [you] Du hast
   *[other] { $about } hat
} behauptet, { $other ->
    [you] du seist ein Werwolf; deine Karte zeigt
   *[other] { $other } sei ein Werwolf; die Karte von { $other } zeigt
} etwas anderes.
werewolf-reason-false-clean-claim = { $about ->
    [you] Du hast
   *[other] { $about } hat
} behauptet, { $other ->
    [you] du seist kein Werwolf; deine Karte zeigt
   *[other] { $other } sei kein Werwolf; die Karte von { $other } zeigt
} etwas anderes.
werewolf-reason-named-by = { $other ->
    [you] Du behauptest
   *[other] { $other } behauptet
}, { $about ->
    [you] du seist
   *[other] { $about } sei
} ein Werwolf.
werewolf-reason-counter-claim = { $about ->
    [you] Deine Behauptung widerspricht
   *[other] Die Behauptung von { $about } widerspricht
} { $other ->
    [you] deiner
   *[other] der von { $other }
}.
werewolf-reason-nothing-said = { $about ->
    [you] Du hast
   *[other] { $about } hat
} heute noch nichts gesagt.

## A line with no one to accuse yet.
werewolf-choice-undecided = Noch deutet nichts auf jemanden
werewolf-says-undecided = { $player ->
    [you] Du sagst
   *[other] { $player } sagt
}: { $variant ->
    [1] Zu früh, um etwas zu sagen; ich achte auf die Abstimmungen.
    [2] Ich habe noch nichts gegen irgendwen.
   *[other] Noch deutet nichts auf jemanden.
}
