# Vocabulaire commun du moteur. Conventions (docs/design.md, "Text is data") :
# un argument joueur vaut `you` pour son lecteur, donc on sélectionne dessus :
#   { $player -> [you] Tu joues *[other] { $player } joue }
# <em>…</em> marque l'emphase ; jamais de markdown ici.

# Entre les éléments d'un argument liste.
list-separator = {", "}

## Utilisé par les tests de rendu du moteur.
test-player-plays = { $player ->
    [you] Tu joues.
   *[other] <em>{ $player }</em> joue.
}
test-count = { $n } { $n ->
    [one] carte
   *[other] cartes
} : { $items }

# Un joueur seul (élément de liste) : « toi » pour le lecteur, sinon le nom.
player-name = { $player ->
    [you] toi
   *[other] { $player }
}
# Les deux derniers éléments d'une liste : « Alice, Bob et Carol ».
list-and = { $init } et { $last }
# Une liste seule : ses éléments séparés par `list-separator`.
list = { $items }

## Refus : ce qu'un joueur lit quand une action est refusée ({ $why } est la raison du jeu).
refusal-not-your-turn = Ce n'est pas ton tour : { $why }
refusal-illegal = Ce n'est pas possible maintenant : { $why }
refusal-malformed = Choix inconnu « { $input } »
refusal-game-over = La partie est terminée

# One of several fields under one name: "Name (1/2)".
panel-part = { $name } ({ $part }/{ $parts })

# After a choice that keeps its number but cannot be picked now.
choice-not-now = {" — "}indisponible pour l'instant
