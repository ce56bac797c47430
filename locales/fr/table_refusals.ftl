# table : pourquoi une commande de salle d'attente ou de partie est refusée
# (src/table/lobby.rs `LobbyError::text`, src/table/mod.rs `TableError::text`),
# sur Discord et dans le terminal. Conventions : docs/design.md, "Text is data".
# `$game` est un numéro de partie ; `$key` et `$item` sont une clé ou une valeur
# d'option telle que tapée, déjà en code (elles restent en anglais).

## La salle d'attente.
lobby-error-started = La partie #{ $game } a déjà commencé.
lobby-error-over = La partie #{ $game } est terminée.
lobby-error-cancelled = La partie #{ $game } a été annulée.
lobby-host-only-add-bots = Seul l'hôte peut ajouter des bots.
lobby-host-only-options = Seul l'hôte peut changer les options.
lobby-host-only-start = Seul l'hôte peut lancer la partie.
lobby-host-only-cancel = Seul l'hôte peut annuler la partie.
lobby-error-already-joined = Tu as déjà rejoint la partie.
lobby-error-full = La table est complète ({ $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }).
lobby-error-host-cannot-leave = L'hôte ne peut pas quitter la salle d'attente : appuie sur Annuler pour la fermer.
lobby-error-not-joined = Tu n'as pas rejoint cette partie.
# $why : la raison donnée par le jeu.
lobby-error-cannot-start = Impossible de lancer pour l'instant : { $why }
# $why : pourquoi la valeur a été refusée.
lobby-error-options-not-changed = Options inchangées : { $why }
lobby-error-nothing-picked = Choisis au moins un élément.
lobby-error-no-such-list = Il n'y a pas d'option de liste { $key }.
lobby-error-no-such-option = Ce jeu n'a pas d'option { $key }.
lobby-error-not-playing = Ce joueur ne joue pas dans la partie #{ $game }.
lobby-error-host-cannot-be-kicked = L'hôte ne peut pas être expulsé de la salle d'attente : annule-la plutôt.
lobby-error-already-over = La partie #{ $game } est déjà terminée.
lobby-error-not-seated-to-vote = Seuls l'hôte ou les joueurs assis ici peuvent lancer ou fermer cette salle d'attente : appuie sur Rejoindre pour prendre une place.
# Un élément choisi que l'option de liste n'a pas.
lobby-not-in-list = { $item } n'est pas dans cette liste.
# Une option de liste a refusé les nombres choisis : « deck : trop de rôles. »
lobby-list-refused = { $key } : { $why }.

## Une commande de partie (en minuscule : le terminal l'affiche après « error: »).
table-error-not-found = pas de partie #{ $game }
table-error-finished = la partie #{ $game } est déjà terminée
table-error-not-started = la partie #{ $game } n'a pas encore commencé
table-error-not-finished = la partie #{ $game } ne s'est pas terminée : seule une partie terminée a un journal à montrer
table-error-not-seated = tu ne joues pas dans cette partie
table-error-rematch-taken = la partie #{ $game } a déjà sa revanche : la partie #{ $rematch }
table-error-outdated = cette demande n'est plus à jour : la partie a avancé
