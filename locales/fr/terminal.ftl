# terminal : textes français (conventions dans docs/design.md, "Text is data").
# Ce que `wolfden play` dit lui-même aux personnes au clavier ; les textes
# des jeux sont dans leurs fichiers.

## Lancer une partie.
# `wolfden play` sans jeu : les jeux, et un exemple.
term-which-game = quel jeu ? Les jeux sont : { $games }. Par exemple : `wolfden play wolves`, ou `wolfden play --resume-last` pour reprendre une partie
# Un jeu de cette liste : « wolves (Wolves) ».
term-game-entry = { $slug } ({ $title })
term-seats-range = { $game } se joue de { $min } à { $max } places, pas { $seats }
term-too-many-humans = --humans { $humans } dépasse les { $seats } places
# La question du nom (la réponse se tape à la suite, sur la même ligne).
term-name-ask = Ton nom [{ $default }] :
# With several humans at the keyboard, each one's name in seat order.
term-name-ask-seat = Nom du joueur { $number } [{ $default }] :
term-name-retry = Choisis un autre nom : { $why }.
term-name-refused = --name { $name } : { $why }
term-name-empty = un nom doit contenir au moins une lettre
term-name-too-long = un nom fait au plus { $max } caractères
term-name-control = un nom ne peut pas contenir de caractères de contrôle
term-name-taken = { $name } est déjà à la table
term-too-many-names = --name est donné { $names } fois pour { $humans } { $humans ->
    [one] humain
   *[other] humains
 }
# Le nom d'un humain quand personne n'en a donné et que le nom de session est inconnu.
term-name-default = Joueur
# Des humains qui partagent le clavier : « Joueur 2 ».
term-name-numbered = Joueur { $number }
term-intro = Partie #{ $id } de { $game } (graine { $seed }), { $seats } places. Tape ? pour les touches, r pour les règles, q pour sauvegarder et quitter ; reprends avec `wolfden play --resume-last{ $db }`.

## Reprendre.
term-nothing-to-resume = { $error } : rien à reprendre
term-no-unfinished = aucune partie inachevée à reprendre dans { $database }
term-already-finished = la partie #{ $id } est déjà terminée
term-cancelled = la partie #{ $id } a été annulée
term-lobby-not-started = la partie #{ $id } est une salle d'attente Discord qui n'a pas été lancée
term-corrupt-seat = données enregistrées corrompues : la partie #{ $id } n'a pas de ligne pour la place { $seat } ; lance `wolfden check`
term-stuck = la partie #{ $id } est bloquée : personne ne peut jouer (signale-le avec la graine { $seed }, s'il te plaît)
term-terminal-failed = terminal : { $error }

## Une décision.
term-pass-keyboard = --- Passe le clavier à { $name }, puis appuie sur Entrée ---
# A stage (a day, a round) that passed without a decision of the reader's, on a screen of its own.
term-away-header = { $stage } : ce qui s'est passé pendant qu'on ne te demandait rien
term-away-continue = --- Appuie sur Entrée pour continuer ---
# La ligne qui demande (la réponse se tape à la suite, sur la même ligne).
term-ask = { $name }, ton choix [1-{ $count } ; ? touches] :
term-ask-timer = { $name }, ton choix [1-{ $count }, w = laisser le minuteur s'écouler ; ? touches] :
term-no-timer = Aucun minuteur ne tourne : la partie attend ton choix.
term-not-available = { $choice } n'est pas disponible pour l'instant : choisis un autre numéro.
term-refuse-line = Tape un numéro de 1 à { $count }, ou une touche : { $keys }.
term-refuse-line-timer = Tape un numéro de 1 à { $count }, w = laisser le minuteur s'écouler, ou une touche : { $keys }.
term-news-left-out = … { $count ->
    [one] { $count } ligne précédente
   *[other] { $count } lignes précédentes
} : l affiche le journal
# Un événement que seule cette place a vu, dans les nouvelles et le journal.
term-private = (privé) { $line }

## Les touches.
term-keys = b le plateau complet · r les règles · l le journal jusqu'ici · ? ces touches · q sauvegarder et quitter
term-rules-header = Règles de { $game }
term-rules-page = Page { $page } sur { $pages } : { $next ->
    [0] r encore pour revenir à la page 1.
   *[other] r encore pour la page { $next }.
}
term-log-header = Journal jusqu'ici
term-log-empty = Il ne s'est encore rien passé dans cette session.
term-keys-header = Touches
term-keys-help = Tape le numéro d'un choix pour le prendre, ou une touche : { $keys } ; w laisse s'écouler un minuteur en cours.

## Quitter, et la fin.
term-saved = Sauvegardé. Reprends avec `wolfden play --resume { $id }{ $db }` ou `wolfden play --resume-last{ $db }`.
term-saved-on-signal = Sauvegardé. Reprends avec `wolfden play --resume-last{ $db }`.
term-game-over = Fin de partie : { $summary }
term-story = Toute l'histoire :
