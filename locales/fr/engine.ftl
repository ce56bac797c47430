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
# Le nom d'un bot : `$name`, puis ce qui dit que c'est un bot.
player-bot = { $name } (bot)
# Les deux derniers éléments d'une liste : « Alice, Bob et Carol ».
list-and = { $init } et { $last }
# Une liste seule : ses éléments séparés par `list-separator`.
list = { $items }

## Refus : ce qu'un joueur lit quand une action est refusée ({ $why } est la raison du jeu).
refusal-not-your-turn = Ce n'est pas ton tour : { $why }
refusal-illegal = Ce n'est pas possible maintenant : { $why }
refusal-malformed = Choix inconnu « { $input } »
refusal-game-over = La partie est terminée

## Options refusées (la salle d'attente, /jouer) : ce qui ne va pas dans une
## clé ou une valeur telle que tapée. `$key`, `$value`, `$item`, `$part`,
## `$form`, `$example` et les éléments de `$keys`, `$words` et `$items` sont
## ce que tape un joueur, déjà mis en code (ils restent en anglais).
# `$count` : combien d'options a le jeu.
refusal-option-unknown = il n'y a pas d'option { $key } ; { $count ->
    [0] ce jeu n'en a aucune
   *[other] les options sont { $keys }
}
# `$expected` : l'un des refusal-option-expects-* ci-dessous.
refusal-option-bad-value = { $key } ne peut pas valoir { $value } : il faut { $expected }
# `$why` : ce qui ne va pas dans la liste (l'un des refusal-counts-* ci-dessous).
refusal-option-bad-list = { $key } ne peut pas valoir { $value } : { $why } ; il faut { $expected }
refusal-option-malformed = { $item } doit avoir la forme { $form }
# Ce qu'une option accepte.
refusal-option-expects-number = un nombre entier de { $min } à { $max }
refusal-option-expects-seconds = un nombre de secondes de { $min } à { $max }
refusal-option-expects-timer = 0 (désactivé) ou un nombre de secondes de { $min } à { $max }
refusal-option-expects-yes-no = { $yes } ou { $no }
refusal-option-expects-one-of = l'une des valeurs { $words }
refusal-option-expects-text = un texte libre
refusal-option-expects-voice = { $auto }, { $off } ou un salon vocal (#nom ou son identifiant)
refusal-option-expects-counts = une liste comme { $example } des éléments { $items }, { $max } au plus en tout
# Ce qui ne va pas dans la valeur d'une option en liste (un paquet du Loup-Garou).
refusal-counts-not-a-number = dans { $part }, le nombre doit être un entier
refusal-counts-unknown-item = il n'y a pas d'élément { $item }
refusal-counts-not-a-list = { $key } n'est pas une liste d'éléments
refusal-counts-wrong-length = { $count ->
    [one] { $count } nombre était attendu
   *[other] { $count } nombres étaient attendus
}
refusal-counts-too-many = { $total } éléments, plus que les { $max } permis
# Pourquoi une partie ne peut pas être distribuée (après « Impossible de lancer pour l'instant : »).
refusal-setup-seat-count = ce jeu se joue de { $min } à { $max } joueurs, pas à { $got }

# One of several fields under one name: "Name (1/2)".
panel-part = { $name } ({ $part }/{ $parts })

# After a choice that keeps its number but cannot be picked now.
choice-not-now = {" — "}indisponible pour l'instant
