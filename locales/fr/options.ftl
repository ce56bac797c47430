# Les options de la salle d'attente : nom, aide (le texte indicatif du
# formulaire) et les mots des valeurs d'un choix. Les identifiants sont
# faits à partir des données (src/table/option_words.rs) : option-<jeu ou
# table>-<clé>, puis -help ou -is-<valeur>. Les clés et codes qu'on tape
# (night_seconds=90, roles=seer=1, standard,cloak) restent tels quels.

## Toutes les tables.
option-table-turn-timer = Minuteur de tour
option-table-turn-timer-help = secondes dont un joueur dispose pour une étape avant que le bot du jeu la joue à sa place (0 : désactivé)
option-table-lobby-expiry = Durée de la salle d'attente
option-table-lobby-expiry-help = secondes pendant lesquelles une salle d'attente que personne ne lance reste ouverte
option-table-away-after = Absent après
option-table-away-after-help = étapes manquées d'affilée avant qu'un bot joue la place jusqu'à ce que son joueur la reprenne (0 : jamais)
option-table-abandon-after = Abandon après
option-table-abandon-after-help = secondes qu'une partie en cours peut passer sans coup d'un humain avant de se terminer comme abandonnée
option-table-voice = Salon vocal
option-table-voice-help = le salon vocal que le bot rend muet selon la phase sur Discord : auto (celui où est l'hôte au lancement), off, ou un salon

## Loup-Garou.
option-werewolf-roles = Rôles
option-werewolf-roles-help = la liste des rôles, p. ex. seer=1,werewolf=2,villager=4 (les places manquantes deviennent Villageois) ; auto = une sélection équilibrée
option-werewolf-first-night-kill = Victime la première nuit
option-werewolf-first-night-kill-help = les loups tuent dès la première nuit
option-werewolf-reveal-roles = Révéler les rôles
option-werewolf-reveal-roles-help = montre le rôle de chaque joueur qui meurt
option-werewolf-night-seconds = Nuit
option-werewolf-night-seconds-help = minuteur de la nuit en secondes
option-werewolf-day-seconds = Jour
option-werewolf-day-seconds-help = minuteur de la discussion en secondes
option-werewolf-day-shrink = Raccourcissement du jour
option-werewolf-day-shrink-help = secondes retirées à la discussion chaque jour (jamais sous 60)
option-werewolf-quiet-seconds = Temps calme
option-werewolf-quiet-seconds-help = secondes de discussion chaque jour avant l'ouverture des accusations (0 = tout de suite ; au plus la moitié de la discussion)
option-werewolf-bot-wait = Attente des bots
option-werewolf-bot-wait-help = une fois les accusations ouvertes, chaque bot attend un temps au hasard entre la moitié de cette durée et sa totalité avant d'accuser ou d'appuyer (secondes ; 0 = tout de suite)
option-werewolf-artifacts = Artefacts
option-werewolf-artifacts-help = artefacts par joueur qui participe : 0 (aucun), 1 ou 2
option-werewolf-artifact-list = Liste d'artefacts
option-werewolf-artifact-list-help = cartes artefacts en jeu : standard (32 cartes : toutes sauf cloak, amulet, heart, mask, cudgel, shield), all (38), une liste (prism,cap,rod), ou l'une des deux plus ou moins quelques-unes (standard,cloak ou all,-orb)
option-werewolf-artifact-opt-out = Sans artefacts
option-werewolf-artifact-opt-out-help = numéros de place (1 = premier joueur) des joueurs qui ne veulent pas d'artefacts, p. ex. 2,5 ; none = tout le monde en joue

## Arctic Escape.
option-arctic-escape-size = Taille
option-arctic-escape-size-help = taille de la carte : small 6x8, medium 8x10, large 10x12 (colonnes x rangées)
option-arctic-escape-size-is-small = petite
option-arctic-escape-size-is-medium = moyenne
option-arctic-escape-size-is-large = grande
option-arctic-escape-equipment = Équipement
option-arctic-escape-equipment-help = pièces d'équipement que chaque joueur peut porter
option-arctic-escape-difficulty = Difficulté
option-arctic-escape-difficulty-help = difficulté de la carte : plus elle est haute, moins il y a de glace simple
option-arctic-escape-melt-per-turn = Fontes par tour
option-arctic-escape-melt-per-turn-help = cases au hasard qui fondent à la fin de chaque tour
option-arctic-escape-max-melts = Fontes avant l'effondrement
option-arctic-escape-max-melts-help = cases fondues avant que la banquise s'effondre (auto : un quart des cases)
option-arctic-escape-blizzards = Blizzards
option-arctic-escape-blizzards-help = nombre maximal de blizzards en même temps sur la carte
option-arctic-escape-melt-occupied = Fonte sous les joueurs
option-arctic-escape-melt-occupied-help = les fontes au hasard peuvent toucher des cases où se tiennent des joueurs

## Arctic Wolf Project Planning.
option-project-planning-tokens = Jetons
option-project-planning-tokens-help = jetons de projet nécessaires pour gagner (auto : 2 joueurs 6, 3 joueurs 5, 4 à 8 joueurs 4 ; en tournoi chaque groupe et la finale selon leur taille)
option-project-planning-shared-victory = Victoire partagée
option-project-planning-shared-victory-help = les joueurs à égalité au but se partagent la victoire au lieu de jouer une mort subite (en tournoi : la finale seulement ; les groupes ont toujours besoin d'un gagnant)
option-project-planning-turn-timer = Minuteur de tour
option-project-planning-turn-timer-help = secondes dont un joueur dispose pour un tour avant que le bot le joue à sa place ; 0 = pas de minuteur

## Wolfpack.
option-wolfpack-length = Durée
option-wolfpack-length-help = moutons par joueur : short 14, normal 21, long 28
option-wolfpack-length-is-short = courte
option-wolfpack-length-is-normal = normale
option-wolfpack-length-is-long = longue

## Wolves.
option-wolves-availability = Disponibilité
option-wolves-availability-help = modificateurs de disponibilité par tour : gentle (0,0,-1,-1,-2,-2,-2, le tour 8 retire 5 de tes cartes ; environ 2 tables sur 3 survivent) ou standard (0,-1,-1,-2,-2,-3,-3, le tour 8 en retire 7 ; brutal)
option-wolves-availability-is-gentle = douce
option-wolves-availability-is-standard = standard
option-wolves-communities = Communautés
option-wolves-communities-help = mixed : distribuées au hasard avec chaque ressource principale présente ; dealt : entièrement au hasard
option-wolves-communities-is-mixed = mélangées
option-wolves-communities-is-dealt = au hasard
option-wolves-step-timer = Minuteur d'étape
option-wolves-step-timer-help = secondes pour la collecte simultanée ; au minuteur, tous ceux qui piochent encore sont arrêtés (0 : pas de minuteur)
