# discord : textes français (conventions dans docs/design.md, "Text is data").

## /help : ce que fait chaque commande et comment se déroule une partie.
discord-help-title = wolfden : comment jouer
discord-help-intro = Des jeux de société sur le thème des loups, à jouer dans un salon du serveur avec des amis et des bots : { $games }.
discord-help-how-name = Déroulement d'une partie
discord-help-how =
    1. <em>/jouer</em> avec un jeu ouvre une salle d'attente dans ce salon.
    2. Les joueurs appuient sur <em>Rejoindre</em> ; l'hôte peut <em>Ajouter un bot</em> et régler les <em>Options</em> (Loup-Garou : un salon vocal à rendre muet), puis appuie sur <em>Lancer</em>.
    3. Le plateau reste dans le salon, visible par tous. <em>Voir ma main</em> (<em>Voir mon rôle</em> au Loup-Garou ; ou <em>/main</em>) ouvre ton panneau privé : tes cartes ou ton rôle, ce que tu sais et tes choix. Toi seul le vois.
    4. À la fin, le plateau raconte l'histoire. <em>Revanche</em> ouvre une nouvelle salle d'attente avec les mêmes joueurs ; <em>/partie journal</em> donne le journal complet.
discord-help-commands-name = Commandes
discord-help-commands =
    <em>/jouer</em> : ouvrir ici une salle d'attente pour un jeu.
    <em>/main</em> : ton panneau privé pour la partie de ce salon.
    <em>/règles</em> : les règles d'un jeu, page par page.
    <em>/partie état</em> : le plateau, les joueurs et l'état de ce salon, pour toi seul.
    <em>/partie journal</em> : le journal complet d'une partie terminée, en fichier.
    <em>/partie arrêter</em>, <em>/partie expulser</em> : arrêter la partie, ou confier la place d'un joueur à un bot (l'hôte ou les modérateurs).
    <em>/partie regarder</em> : regarder depuis l'au-delà (les morts et les spectateurs).
    <em>/stats</em>, <em>/classement</em> : tes résultats et classements ; les meilleurs joueurs d'un jeu.
    <em>/mp</em> : activer ou couper les messages privés « c'est ton tour ».
    <em>/langue</em> : la langue dans laquelle je te parle et (avec Gérer le serveur) celle des nouvelles parties de ce serveur.
    <em>/aide</em> : cette page.

## Le plateau final.
discord-final-whole-story = Les secrets de chaque place et le journal complet : /partie journal.

## Une salle d'attente que personne n'a lancée (src/discord/expiry.rs).
lobby-expire-notice = ⌛ Cette salle d'attente a expiré : personne ne l'a lancée en { $minutes } min. Ouvres-en une nouvelle avec <em>/jouer</em>.

## Une salle d'attente dont l'hôte est absent : les votes des joueurs assis (src/table/lobby.rs).
lobby-vote-start = Lancer : { $votes } { $votes ->
    [one] vote
   *[other] votes
} sur { $needed }
lobby-vote-end = Fermer : { $votes } { $votes ->
    [one] vote
   *[other] votes
} sur { $needed }
lobby-vote-rule = Sans l'hôte, { $needed ->
    [one] { $needed } vote des joueurs assis lance ou ferme
   *[other] { $needed } votes des joueurs assis lancent ou ferment
} la salle d'attente : appuie sur Lancer ou Annuler pour voter.

## Une partie en cours que personne ne joue (src/table/abandon.rs).
abandon-notice = 🕸 Partie abandonnée : aucun joueur n'a joué depuis { $time }. Elle se termine sans résultat ; son journal est conservé et aucun classement ne change.

## Une option longue en toutes lettres : « 24 h » (src/table/lobby.rs, `option_value_words`).
table-option-hours = { $hours } h

## Les descriptions des commandes slash (100 caractères au plus ; les noms sont à la fin du fichier).
cmd-play = Ouvrir une salle d'attente pour une partie dans ce salon
cmd-play-game = Le jeu
cmd-play-options = Options en key=value, p. ex. tokens=3 turn_timer=60
cmd-hand = Ta main et tes choix dans la partie de ce salon (toi seul la vois)
cmd-rules = Lire le résumé des règles d'un jeu
cmd-rules-game = Le jeu
cmd-game = La partie de ce salon
cmd-game-status = Le plateau, les joueurs et l'état de la partie (toi seul le vois)
cmd-game-stop = Arrêter la partie de ce salon (l'hôte, ou Gérer les messages) ; son journal est gardé
cmd-game-kick = Donner la place d'un joueur à un bot (l'hôte, ou Gérer les messages)
cmd-game-kick-player = Le joueur à remplacer par un bot
cmd-game-log = Le journal complet d'une partie finie de ce serveur, en fichier texte
cmd-game-log-id = Le numéro de la partie (sinon la dernière finie dans ce salon)
cmd-game-watch = Suivre la partie de ce salon depuis l'au-delà (morts et spectateurs seulement)
cmd-stats = Parties jouées et gagnées, classements et séries, par jeu
cmd-stats-user = Les stats de qui (toi par défaut)
cmd-stats-game = Seulement ce jeu
cmd-leaderboard = Les meilleurs joueurs d'un jeu (assez de parties pour être classé), par pages
cmd-leaderboard-game = Le jeu
cmd-leaderboard-scope = server (par défaut) ou global
cmd-dms = Activer ou couper les MP « c'est ton tour » (Voir ma main marche toujours)
cmd-dms-enabled = M'envoyer un MP quand c'est mon tour
cmd-help = Ce que fait chaque commande et comment se déroule une partie (toi seul le vois)
cmd-public = Le publier dans le salon pour tous (sinon toi seul le vois)

## /language (src/discord/commands/language.rs).
cmd-language = Choisir la langue dans laquelle wolfden te parle, ou (gestion du serveur) celle du serveur
cmd-language-mine = Ta langue : tes panneaux et tes messages
cmd-language-server = La langue des nouvelles parties de ce serveur (Gérer le serveur)
cmd-language-discord = Comme le dit Discord (ton appli ou le serveur)
language-name-en = anglais
language-name-pt-br = portugais du Brésil
language-name-es = espagnol
language-name-de = allemand
language-name-fr = français
language-yours-chosen = Tu lis wolfden en { $language }, comme tu l'as choisi.
language-yours-discord = Tu lis wolfden en { $language }, la langue de ton appli Discord.
language-server-chosen = Les nouvelles parties de ce serveur se jouent en { $language }, comme ses gestionnaires l'ont choisi.
language-server-from-discord = Les nouvelles parties de ce serveur se jouent en { $language }, la langue du serveur sur Discord.
language-how = Choisis la tienne avec <em>/langue moi</em>. Un membre qui peut gérer le serveur choisit celle du serveur avec <em>/langue serveur</em> : c'est la langue du plateau, des annonces et du récit des parties ouvertes ensuite.
language-mine-set = Désormais tu lis wolfden en { $language } : tes panneaux, tes messages et les réponses du bot.
language-mine-discord = Désormais tu lis wolfden dans la langue de ton appli Discord ({ $language }).
language-server-set = Les nouvelles parties de ce serveur se jouent en { $language } : plateau, annonces et récit. Les parties déjà ouvertes gardent leur langue.
language-server-discord = Les nouvelles parties de ce serveur se jouent dans sa langue sur Discord ({ $language }). Les parties déjà ouvertes gardent leur langue.
language-server-refused = Seul un membre qui peut gérer le serveur peut choisir la langue du serveur.
language-server-no-server = Il n'y a pas de serveur ici : la langue d'un serveur se choisit dans l'un de ses salons.

## Les noms des commandes slash et de leurs options, tels que les tapent les
## francophones (lettres minuscules, chiffres, - et _, 32 au plus, sans
## espace). Un texte qui cite une commande la cite par son nom en français.
cmd-name-play = jouer
cmd-name-hand = main
cmd-name-rules = règles
cmd-name-game = partie
cmd-name-game-status = état
cmd-name-game-stop = arrêter
cmd-name-game-kick = expulser
cmd-name-game-log = journal
cmd-name-game-watch = regarder
cmd-name-stats = stats
cmd-name-leaderboard = classement
cmd-name-dms = mp
cmd-name-help = aide
cmd-name-language = langue
cmd-option-game = jeu
cmd-option-options = options
cmd-option-player = joueur
cmd-option-id = id
cmd-option-user = joueur
cmd-option-scope = portée
cmd-option-enabled = activer
cmd-option-public = public
cmd-option-mine = moi
cmd-option-server = serveur
