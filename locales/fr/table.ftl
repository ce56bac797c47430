# Vocabulaire commun de la table (tous les jeux). Conventions : docs/design.md,
# "Text is data".

# Titre d'un plateau une fois la partie arrêtée par l'hôte.
table-board-stopped = { $title } (arrêtée)
# Sur le panneau d'une place, quand les bots partagent une décision que l'humain garde.
table-bots-suggest = Les bots suggèrent (c'est toi qui décides)
table-bot-would-choose = { $bot } choisirait : { $choice }

## La salle d'attente.
# Pour les nouveaux venus : la commande qui affiche les règles d'un jeu.
table-lobby-rules = Tu découvres { $game } ? <em>/règles jeu:{ $slug }</em> explique comment jouer.
## Le panneau d'options de l'hôte.
table-options-title = Options de { $game }
table-options-intro = Choisis une valeur ci-dessous ; la salle d'attente affiche le changement aussitôt.
table-options-page = Page { $page } sur { $pages }
# Une option en toutes lettres : « Nuit : 90 s ».
table-option = { $name } : { $value }
# Les options de la salle d'attente sur une ligne : « Nuit : 1 min · Révéler les rôles : oui ».
table-options-joined = { $left } · { $right }
table-option-auto = auto (selon le nombre de joueurs)
# The voice option's values (Werewolf on Discord).
table-option-voice-auto = auto
table-option-voice-channel = { $channel }
table-option-on = oui
table-option-off = non
table-option-none = aucun
table-option-seconds = { $seconds } s
table-option-minutes = { $minutes } min
table-option-minutes-seconds = { $minutes } min { $seconds } s
# Un élément d'une option liste avec son nombre : « Voyante ×2 ».
table-option-item = { $item } ×{ $count }
# Un bouton interrupteur : la valeur que l'option prend à l'appui.
table-option-turn-on = { $name } : activer
table-option-turn-off = { $name } : désactiver
# Un bouton qui ouvre le formulaire d'une option texte.
table-option-change = Modifier { $name }…
table-option-previous = ◀ Précédent
table-option-next = Suivant ▶
