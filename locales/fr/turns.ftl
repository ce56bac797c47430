# Minuteurs de tour dans tous les jeux : rappels, un bot qui couvre une étape manquée, une place confiée puis reprise, des salles d'attente qui expirent.

# Le minuteur d'un tour a expiré et le bot de la place a joué l'étape manquée :
# « Akela n'a plus de temps : le bot a joué Développeur à sa place ».
turns-covered = { $player ->
    [you] Ton temps est écoulé : le bot a joué { $choice } à ta place.
   *[other] { $player } n'a plus de temps : le bot a joué { $choice } à sa place.
}

# Deux tiers du minuteur sont passés : le joueur attendu reçoit un rappel unique
# en MP ; $left est le temps relatif de Discord (« dans 40 secondes »).
turns-remind-dm = La partie #{ $game } attend ton coup : le bot le jouera à ta place { $left }.
# Pareil, pour un joueur sans MP, mentionné sous le plateau (jamais dans une
# partie où les places sollicitées sont secrètes).
turns-remind-nudge = la partie #{ $game } attend ton coup : le bot le jouera à ta place { $left }. Appuie sur <em>{ $button }</em> sur le plateau.
# Une place dont un bot a couvert le tour deux fois de suite est confiée au bot :
# « Akela est absent : un bot joue à sa place jusqu'à son retour ».
turns-away-handed = { $player ->
    [you] Tu es absent : un bot joue à ta place jusqu'à ce que tu reprennes ta place.
   *[other] { $player } est absent : un bot joue à sa place jusqu'à son retour.
}
# Le joueur absent a repris sa place (le bouton, /hand ou un coup).
turns-away-back = { $player ->
    [you] Te revoilà : ta place est de nouveau à toi.
   *[other] { $player } est de retour et rejoue lui-même.
}
# Refus : le bouton ou la reprise de /hand quand la place n'est pas absente.
turns-away-not-away = Tu n'es pas absent : ta place est déjà à toi.
# Le panneau du joueur absent : le bouton et la ligne au-dessus.
turns-away-take-back = Reprendre ma place
turns-away-while-away = Un bot joue ta place pendant ton absence. Reprends-la quand tu veux.
