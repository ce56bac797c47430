# discord : les textes propres au frontend Discord (src/discord/) : réponses,
# refus, salle d'attente, boutons, pieds de page, MP. Conventions : docs/design.md,
# "Text is data". Les arguments `$host`, `$user`, `$player`, `$players` ou
# `$channel` sont des mentions Discord ; `$link` est un lien ; `$stop`,
# `$play`, `$global`, `$key`, `$scope` sont des commandes ou des mots tapés,
# en code. `$game` est un numéro de partie, sauf si un commentaire dit que
# c'est son titre. Les boutons, menus et pieds de page n'ont pas d'emphase.

## Réponses courtes de tous les gestionnaires (src/discord/reply.rs).
discord-outdated = ⌛ Cette demande n'est plus à jour : la partie a avancé. Voici ta main actuelle.
discord-unknown-button = Je ne reconnais pas ce bouton (il vient peut-être d'une ancienne version du bot).
discord-not-seated = Tu ne joues pas dans la partie #{ $game }.
discord-game-gone = La partie #{ $game } n'existe plus.
discord-internal-error = Quelque chose s'est mal passé de mon côté ; rien n'a été modifié. Réessaie, s'il te plaît.
# Une lecture ratée (stats, classement) : rien ne devait changer.
discord-read-error = Quelque chose s'est mal passé de mon côté. Réessaie, s'il te plaît.
discord-host-only-add-bots = Seul l'hôte ({ $host }) peut ajouter des bots.
discord-host-only-options = Seul l'hôte ({ $host }) peut changer les options.
discord-host-only-start = Seul l'hôte ({ $host }) peut lancer la partie.
discord-host-only-cancel = Seul l'hôte ({ $host }) peut annuler la partie.

## Plateaux et panneaux (src/discord/render.rs).
# Sous un embed qui a dû laisser des champs de côté (en italique).
discord-more-not-shown = ({ $count ->
        [one] { $count } autre non affiché
       *[other] { $count } autres non affichés
    })
# Le bouton sous un plateau en cours qui ouvre le panneau privé.
discord-show-my-hand = Voir ma main
discord-show-my-role = Voir mon rôle
# Le pied de page d'un plateau ou d'une salle d'attente.
discord-footer-game = Partie #{ $game }
# Le pied de page d'un panneau privé.
discord-private-footer = Partie #{ $game } · toi seul le vois
# Le titre au-dessus de la question d'une place sur son panneau privé.
discord-your-move = ▶ À toi de jouer
# Un menu de choix : « Choisis… (26–50 sur 60) ».
discord-choose = Choisis… ({ $first }–{ $last } sur { $total })
discord-refresh = Actualiser
discord-previous = ◀ Précédent
discord-next = Suivant ▶
# « Suivant ▶ (2/3) » : la page affichée, sur combien.
discord-next-page = Suivant ▶ ({ $page }/{ $pages })
# Au-dessus d'un panneau privé demandé après la partie.
discord-panel-game-over = Cette partie est terminée.
discord-panel-game-stopped = Cette partie a été arrêtée.
discord-panel-not-started = La partie #{ $game } n'a pas encore commencé : l'hôte appuie sur Lancer.
discord-panel-cancelled = La partie #{ $game } a été annulée avant de commencer.
# /règles : `$game` est le titre du jeu.
discord-rules-title = { $game } — règles
discord-rules-footer = Page { $page }/{ $pages } · { $min } à { $max } joueurs · /jouer jeu:{ $slug }

## Le message de la salle d'attente (src/discord/render.rs).
# `$game` est le titre du jeu.
discord-lobby-title = { $game } — salle d'attente
discord-lobby-intro = Appuie sur <em>Rejoindre</em> pour jouer. De { $min } à { $max } joueurs ; l'hôte ajoute des bots et lance la partie (sans l'hôte, une majorité des joueurs assis vote avec Lancer ou Annuler).
discord-lobby-cancelled = Cette salle d'attente a été annulée.
discord-lobby-started = Cette partie a commencé.
# Une place de la liste des joueurs qui est celle de l'hôte : « 1. @Ann (hôte) ».
discord-lobby-host-seat = { $seat } (hôte)
discord-lobby-nobody = personne pour l'instant
discord-lobby-players = Joueurs ({ $seated }/{ $max })
discord-lobby-players-continued = Joueurs (suite)
discord-lobby-host = Hôte
discord-lobby-options = Options
discord-lobby-votes = Votes
# Ce que fera le jeu au lancement avec ces options et ces joueurs.
discord-lobby-at-start = Au lancement
discord-button-join = Rejoindre
discord-button-leave = Quitter
discord-button-add-bot = Ajouter un bot
discord-button-options = Options
discord-button-start = Lancer
discord-button-cancel = Annuler
# Les menus de l'hôte pour une option de liste (un paquet du Loup-Garou) ;
# `$list` est la clé de l'option en toutes lettres (« deck »).
discord-list-add = { $list } : ajouter…
discord-list-remove = { $list } : retirer…
# Sous un élément du menu Ajouter que la liste contient déjà.
discord-list-count = Déjà { $count } dans la liste
# Le retour du menu Retirer à la valeur prédéfinie de l'option (`$preset` : sa valeur, « auto »).
discord-list-reset = ↺ Revenir au préréglage ({ $preset })
discord-list-reset-hint = Oublier les changements de cette liste

## Les boutons de la salle d'attente (src/discord/lobby.rs).
discord-lobby-elsewhere = Cette salle d'attente est dans { $channel } : rejoins-la là-bas.
discord-lobby-not-here = Cette salle d'attente n'est pas dans ce salon.
# Lancement refusé : `$why` dit quelles permissions manquent.
discord-threads-needed = Cette table se joue dans des fils. { $why }
# Dit au lancement dans le salon de la partie.
discord-thread-game = ℹ️ Cette partie se joue dans un fil : je ne peux pas y rendre des joueurs muets (les fils n'ont pas de permissions propres) ni y ouvrir de fils privés, donc je demanderai le silence et les échanges privés passeront par vos panneaux.
discord-privileged = ℹ️ Peuvent lire tous les fils privés ici : { $players } (Gérer les fils permet de lire les fils privés ; Administrateur passe aussi outre les permissions du salon, silences compris). Merci de ne pas lire les salles privées et de garder le silence quand on vous le demande.
# Le panneau des options : une option qui a un menu de valeurs ne se tape pas.
discord-option-not-typed = { $key } se choisit dans son menu, il ne se tape pas.
discord-lobby-not-posted = Je n'ai pas pu publier la salle d'attente dans ce salon ; rien n'a été ouvert. Réessaie, s'il te plaît.

## Une permission qui manque au bot (src/discord/perms.rs). `$permissions` :
## leurs noms, chacun en gras ; `$count` : combien.
discord-missing-permissions = Il me manque { $count ->
        [one] la permission
       *[other] les permissions
    } { $permissions } dans ce salon. Demande à un admin du serveur de me { $count ->
        [one] l'accorder
       *[other] les accorder
    }, puis réessaie.
# Le nom d'une permission (celui de Discord, en anglais) dans cette liste.
discord-permission = <em>{ $name }</em>

## /jouer, /règles, /stats, /classement, /mp (src/discord/commands/).
# `$stop` est la commande /partie arrêter.
discord-busy = Une partie est déjà en cours dans ce salon (partie #{ $game }). Termine-la ou arrête-la avec { $stop }, ou joue dans un autre salon ou dans un fil.
discord-lobby-open = Ta salle d'attente pour la partie #{ $game } est ouverte : { $link }
# `$game` est le nom tel que tapé ; `$games` les noms des jeux tels qu'on les tape.
discord-unknown-game = jeu inconnu { $game } ; les jeux sont : { $games }.
# `$why` : ce qui ne va pas dans les options.
discord-bad-options = Options invalides : { $why }
# Les portées de /classement telles que son menu les propose.
discord-scope-server = ce serveur
discord-scope-global = global
# `$scope` est ce qui a été tapé ; `$server` et `$global` les deux portées.
discord-unknown-scope = Portée inconnue { $scope } : utilise { $server } ou { $global }.
discord-dms-on = Je t'enverrai un MP quand ce sera ton tour.
discord-dms-off = Plus de MP : je te mentionnerai plutôt dans le salon de la partie.

## /partie état, arrêter, expulser, journal (src/discord/commands/game.rs).
discord-moderators-only-stop = Seuls l'hôte ou les membres qui peuvent gérer les messages peuvent arrêter la partie.
discord-moderators-only-kick = Seuls l'hôte ou les membres qui peuvent gérer les messages peuvent expulser un joueur.
# /partie état : `$game` est le titre du jeu, `$status` l'un des quatre ci-dessous.
discord-status = <em>{ $game }</em> · partie #{ $id } · { $status } · { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
discord-status-lobby = salle d'attente
discord-status-running = en cours
discord-status-finished = terminée
discord-status-cancelled = annulée
discord-status-players = Joueurs : { $players }
discord-status-board = Plateau : { $link }
discord-game-stopped = ⏹ La partie #{ $game } a été arrêtée par { $user }. Son journal est conservé.
discord-kick-not-playing = { $player } ne joue pas dans la partie #{ $game }.
discord-kicked-from-lobby = { $player } ne fait plus partie de la salle d'attente de la partie #{ $game }.
discord-kicked-to-bot = Dans la partie #{ $game }, un bot joue désormais pour { $player }.
discord-log-no-game = Aucune partie ne s'est encore terminée dans ce salon : donne un numéro de partie.
discord-log-not-here = La partie #{ $game } n'a pas été jouée sur ce serveur.
# `$place` : le salon de la partie, ou les mots ci-dessous s'il est inconnu.
discord-log-elsewhere = Le journal de la partie #{ $game } n'est donné que dans le salon où elle a été jouée : demande-le dans { $place }.
discord-log-its-channel = son salon
discord-log-not-finished = La partie #{ $game } n'est pas terminée : son journal, secrets compris, n'est montré qu'une fois la partie finie.
# Au-dessus du fichier du journal ; `$title` est le titre du jeu.
discord-log-file = 📜 Le journal complet de la partie #{ $game } de <em>{ $title }</em> : chaque action et ce que chaque joueur a vu, puis chaque fait caché.

## Toute commande (src/discord/commands/mod.rs).
# `$play` est la commande /jouer.
discord-no-game-here = Aucune partie n'est en cours dans ce salon. Lances-en une avec { $play }.
discord-guild-only = Cette commande marche dans un salon de serveur, pas en MP : les parties se jouent dans les salons.
# `$error` : ce que la bibliothèque de Discord trouve incorrect (en anglais).
discord-unreadable-command = Je n'ai pas pu lire cette commande : { $error }

## /stats et /classement (src/discord/ratings.rs).
# `$name` est le nom du joueur.
discord-stats-title = Stats de { $name }
discord-stats-none = Aucune partie terminée pour l'instant.
discord-stats-played = { $played ->
        [one] { $played } partie jouée
       *[other] { $played } parties jouées
    } · { $won ->
        [one] { $won } gagnée
       *[other] { $won } gagnées
    } ({ $percent } %)
discord-stats-best = Meilleur résultat : { $score } (coopératif : pas de cote)
# `$rating` : la cote et son incertitude (« 27,1 ± 2,3 »).
discord-stats-rating = Cote { $rating } ({ $games ->
        [one] { $games } partie classée
       *[other] { $games } parties classées
    })
discord-stats-unrated = Pas encore de cote (il faut une partie avec un autre joueur)
discord-stats-streak = Meilleure série : { $streak ->
        [one] { $streak } victoire d'affilée
       *[other] { $streak } victoires d'affilée
    }
# `$role` : le nom du rôle ; `$count` : combien de parties avec lui.
discord-stats-favourite = Rôle préféré : { $role } ({ $count }×)
discord-stats-footer = Cote : estimation ± incertitude (un écart type), Weng-Lin
# `$global` est l'option portée:global.
discord-leaderboard-needs-server = Un classement de serveur a besoin d'un serveur : utilise { $global } ici.
# `$game` est le titre du jeu.
discord-leaderboard-title-server = { $game } — classement (ce serveur)
discord-leaderboard-title-global = { $game } — classement (partout)
discord-leaderboard-empty-cooperative = Personne n'est encore classé : il faut { $min ->
        [one] { $min } partie terminée
       *[other] { $min } parties terminées
    } pour être classé.
discord-leaderboard-empty-rated = Personne n'est encore classé : il faut { $min ->
        [one] { $min } partie classée
       *[other] { $min } parties classées
    } (avec un autre joueur) pour être classé.
# La ligne d'un jeu classé : « 3. @Ann — 27,1 ± 2,3 · 12 parties · 7 gagnées ».
discord-leaderboard-rated = <em>{ $rank }.</em> { $player } — { $rating } · { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } · { $won ->
        [one] { $won } gagnée
       *[other] { $won } gagnées
    }
# La ligne d'un jeu coopératif : « 3. @Ann — 7 gagnées sur 12 (58 %) · record 4 ».
discord-leaderboard-cooperative = <em>{ $rank }.</em> { $player } — { $won ->
        [one] { $won } gagnée
       *[other] { $won } gagnées
    } sur { $games } ({ $percent } %) · record { $best }
discord-leaderboard-footer-cooperative = Classé par parties gagnées, puis taux de victoire · au moins { $min ->
        [one] { $min } partie
       *[other] { $min } parties
    } · page { $page }/{ $pages }
# `$sigmas` : combien d'incertitudes sont retirées de la cote (« 3 »).
discord-leaderboard-footer-rated = Classé par cote − { $sigmas } × incertitude · au moins { $min ->
        [one] { $min } partie
       *[other] { $min } parties
    } · page { $page }/{ $pages }

## Le bouton Revanche (src/discord/rematch.rs) ; `$id` est le numéro de la nouvelle partie.
discord-rematch-open = La revanche de la partie #{ $game } est ouverte, c'est la partie #{ $id } : { $link }
discord-rematch-not-seated = Tu ne joues pas dans la partie #{ $game }. Seuls ses joueurs peuvent demander une revanche.
discord-rematch-taken = La partie #{ $game } a déjà sa revanche (partie #{ $id }) : rejoins sa salle d'attente.
# `$stop` est la commande /partie arrêter.
discord-rematch-busy = Une partie est déjà en cours dans ce salon : termine-la ou arrête-la d'abord avec { $stop }.

## L'au-delà des morts et des spectateurs (src/discord/afterlife.rs).
discord-afterlife-not-started = Cette partie n'a pas encore commencé.
discord-afterlife-none = Cette partie n'a pas d'au-delà : tout ce qu'elle montre est sur son plateau.
discord-afterlife-alive = Tu es encore en jeu : l'au-delà est pour les morts et les spectateurs.
discord-afterlife-footer = Partie #{ $game } · seuls les morts et les spectateurs le voient
discord-afterlife-over = Cette partie est terminée ; voici tout.
discord-afterlife-kicked = Ta place est passée à un bot de ton vivant, et ton camp joue peut-être encore : tu pourras regarder une fois la partie terminée.
# `$thread` est le fil de l'au-delà.
discord-afterlife-joined = Tu as rejoint l'au-delà : { $thread }.
discord-afterlife-cannot-add = Je ne peux pas t'ajouter au fil de l'au-delà : ce panneau est l'au-delà.
discord-afterlife-no-thread = Je ne peux pas ouvrir de fil privé ici : ce panneau est l'au-delà.
# Dit après l'un des trois ci-dessus à un spectateur que le bot ne peut pas rendre muet.
discord-afterlife-keep-quiet = Merci de garder le silence dans le salon de la partie jusqu'à la fin.
# Un MP ; `$title` est le titre du jeu.
discord-afterlife-dm = <em>{ $title }</em> (partie #{ $game }) : tu es hors jeu. Le panneau de l'au-delà montre chaque rôle, chaque artefact et les actions de cette nuit ; garde le silence dans le salon.
# Un événement que les vivants n'ont pas tous vu : « 🔒 à Ann, Bo : Ann a regardé la carte de Bo. »
# `$seats` : qui l'a vu (noms) ; `$line` : l'événement.
discord-afterlife-hidden = 🔒 à { $seats } : { $line }
discord-afterlife-open-panel = Ouvrir le panneau de l'au-delà
# Le nom du fil ; `$title` est le titre du jeu.
discord-afterlife-thread = { $title } #{ $game } · Au-delà
discord-afterlife-intro = <em>L'au-delà</em> — réservé aux morts et aux spectateurs. Chaque action secrète est publiée ici au moment où elle a lieu ; le bouton montre chaque rôle et chaque artefact. Rien de ce qui se dit ici n'atteint les vivants : gardez le silence dans le salon.
# Le dernier message d'un fil privé (l'au-delà, une salle).
discord-thread-closed = La partie est terminée : ce fil est fermé.

## Le repaire des loups et les autres salles privées (src/discord/rooms.rs).
## `$room` est le nom de la salle tel que le jeu le donne (« Wolf den », en anglais pour l'instant).
# Un MP ; `$title` est le titre du jeu.
discord-room-dm = <em>{ $title }</em> (partie #{ $game }) : je ne peux pas ouvrir ici de fil privé pour la salle { $room }, alors utilise les boutons de ton panneau privé (<em>{ $button }</em> sur le plateau) pour vous mettre d'accord.
# Le premier message du fil de la salle ; `$members` : les noms de ses membres.
discord-room-intro = <em>{ $room }</em> — seuls ses membres peuvent lire ce fil : { $members }. Discutez ici ; vos choix passent toujours par votre panneau privé (<em>{ $button }</em> sur le plateau).

## Le silence des morts (src/discord/silence.rs). `$players` : des mentions.
discord-silence-asked = 🤫 Merci de garder le silence dans ce salon : { $players }.
# Un joueur prié de se taire, avec la raison du jeu (« mort »).
discord-silence-muted-player = { $player } ({ $reason })
discord-silence-freed = 🗣 Peuvent de nouveau parler : { $players }.
discord-silence-not-enforced = (Je ne peux pas l'imposer ici : il me faut les permissions Gérer les permissions et Envoyer des messages dans ce salon, et une partie dans un fil ne peut pas être contrôlée.)
discord-silence-unbound = 🤫 Doivent aussi garder le silence : { $players }. Les permissions du salon ne s'imposent pas à un administrateur (ni avec Gérer les fils) : merci de le respecter quand même.

## Les boutons du plateau (src/discord/boards.rs).
discord-rematch = Revanche

## Ce que la diffusion dit aux joueurs (src/discord/fanout/, src/discord/mod.rs).
# Publié sous le plateau à la fin d'une partie ; `$summary` : le résultat.
discord-game-over = 🏁 <em>Fin de partie</em> — { $summary }
# Des MP ; `$title` est le titre du jeu.
discord-channel-deleted = <em>{ $title }</em> (partie #{ $game }) est terminée : son salon a été supprimé. Son journal est conservé.
discord-guild-removed = <em>{ $title }</em> (partie #{ $game }) est terminée : j'ai été retiré de son serveur. Son journal est conservé.
# Dans le salon, après les mentions de ceux dont les MP sont fermés.
discord-nudge = la partie #{ $game } a besoin de toi : appuie sur <em>{ $button }</em> sur le plateau.
discord-game-started = La partie a commencé.
# La question posée maintenant à un joueur ; `$question` est celle du jeu.
discord-your-turn = C'est ton tour : { $question }
# La première ligne d'un MP avec des nouvelles : `$title` est le titre du jeu.
discord-news = <em>{ $title }</em> (partie #{ $game }) :
discord-news-in = <em>{ $title }</em> (partie #{ $game }) dans { $channel } :
# Au-dessus d'une réponse qui n'a pas pu être publiée dans le salon.
discord-private-fallback = (Je ne peux pas publier dans ce salon, alors toi seul vois ceci.)

## Voice games (src/discord/voice.rs); `$channel` is the voice channel.
discord-voice-on = 🔊 Vocal : la nuit, je rends muets côté serveur tous les joueurs de { $channel } ; le jour, les morts et les réduits au silence le restent ; à la fin, je rends la parole à tous ceux que j'ai rendus muets.
discord-voice-no-permission = 🔇 Je ne peux pas rendre muets les membres de { $channel } (Rendre les membres muets) : cette partie continue sans contrôle vocal.
discord-voice-lobby-no-permission = 🔇 Je ne peux pas rendre muets les membres de { $channel } (Rendre les membres muets) : la partie se jouera sans contrôle vocal. Donne-moi cette permission là-bas, ou choisis un autre salon vocal dans Options.
discord-voice-channel-gone = 🔇 Le salon vocal de la partie a été supprimé : cette partie continue sans contrôle vocal.
