# table : le journal complet d'une partie terminée (le fichier de
# /partie journal, la fin de partie du terminal ; src/table/story.rs).
# Conventions : docs/design.md, "Text is data".

# La première ligne du fichier : « Wolves — partie #12 (graine 42) ».
table-log-title = { $game } — partie #{ $id } (graine { $seed })
table-log-players = Joueurs :
# Les options de la salle d'attente telles que tapées : « Options : rounds=3 turn_timer=120 ».
table-log-options = Options : { $options }
# Une place que la partie n'a plus (jamais dans un journal complet).
table-log-seat = place { $seat }
# Qui a fait une action, à part un joueur.
table-log-clock = le chrono
table-log-host = l'hôte
# Qui a vu un événement.
table-log-everyone = tout le monde
table-log-only = seulement { $seats }
# Une place sans fait caché à la fin.
table-log-nothing-hidden = rien de caché
table-log-story = Toute l'histoire :
