# Loup-Garou : ce que font les artefacts une fois révélés, les nouvelles de l'aube, la fin d'une partie.

## Une révélation, et pourquoi une carte ne fait rien.
ww-artifact-reveals = { $player ->
    [you] Tu révèles
   *[other] { $player } révèle
} l'artefact { $artifact } : { $effect }
ww-artifact-must-reveal = { $player ->
    [you] Tu dois révéler
   *[other] { $player } doit révéler
} l'artefact { $artifact } : { $effect }
ww-artifact-no-effect = L'artefact { $artifact } n'a aucun effet : { $reason }.
ww-unmet-only-on-elimination = il n'agit que quand celui qui le détient est éliminé
ww-unmet-no-ghost = personne n'a été éliminé hier, ni par le vote ni autrement
ww-unmet-condition = sa condition n'est pas remplie
ww-unmet-nobody-to-choose = personne ne peut être choisi
ww-unmet-ghost-silent = le fantôme est resté muet
ww-unmet-time-ran-out = le temps est écoulé

## Effets à usage unique.
ww-amethyst-view = Améthyste du Savoir : { $player ->
    [you] ton artefact face cachée
   *[other] l'artefact face cachée de { $player }
} est { $artifact }.
ww-prism-victims = Cette nuit, les loups doivent choisir leur victime parmi { $players }.
ww-ghost-letter = Le fantôme de { $ghost } { $player ->
    [you] te donne
   *[other] donne à { $player }
} la lettre { $letter }.
ww-amethyst-force = { $player ->
    [you] Tu obliges { $target } à révéler l'artefact.
   *[other] { $target ->
        [you] { $player } t'oblige à révéler l'artefact.
       *[other] { $player } oblige { $target } à révéler l'artefact.
    }
}
ww-amethyst-keep = { $player ->
    [you] Tu gardes pour toi ce que tu as vu.
   *[other] { $player } garde le secret.
}
ww-diamond-denies = { $player ->
    [you] Tu renvoies
   *[other] { $player } renvoie
} dans la pioche { $target ->
    [you] ton artefact { $artifact }
   *[other] l'artefact { $artifact } de { $target }
}.
ww-emerald-takes = { $player ->
    [you] Tu prends un artefact face cachée à { $target }.
   *[other] { $target ->
        [you] { $player } te prend un artefact face cachée.
       *[other] { $player } prend un artefact face cachée à { $target }.
    }
}
ww-onyx-destroys = { $player ->
    [you] Tu détruis
   *[other] { $player } détruit
} un des artefacts face cachée { $target ->
    [you] que tu détiens
   *[other] de { $target }
}.
ww-citrine-exchanges = { $player ->
    [you] Tu échanges
   *[other] { $player } échange
} la Citrine de la Fortune contre un nouvel artefact.
ww-amber-rewards = Nouveaux artefacts face cachée pour : { $players }.
ww-amber-nobody = L'Ambre de l'Aube ne trouve personne à récompenser.
ww-now-diseased = { $player ->
    [you] Tu es
   *[other] { $player } est
} désormais Malade.
ww-now-cursed = { $player ->
    [you] Tu es
   *[other] { $player } est
} désormais Maudit.
ww-diary-acted = Journal de l'Insomniaque : { $player ->
    [you] tes voisins
   *[other] les voisins de { $player }
} — au moins l'un d'eux a agi la nuit dernière.
ww-diary-quiet = Journal de l'Insomniaque : { $player ->
    [you] tes voisins
   *[other] les voisins de { $player }
} — aucun des deux n'a agi la nuit dernière.
ww-stone-new-role = { $player ->
    [you] Tu reçois
   *[other] { $player } reçoit
} un nouveau rôle pris parmi les rôles inutilisés.
ww-breath-doomed = { $player ->
    [you] Tu mourras
   *[other] { $player } mourra
} dans deux nuits.
ww-bow-shoots = { $player ->
    [you] Tu abats { $target } avec l'Arc de Chasse.
   *[other] { $target ->
        [you] { $player } t'abat avec l'Arc de Chasse.
       *[other] { $player } abat { $target } avec l'Arc de Chasse.
    }
}
ww-spear-strikes = { $player ->
    [you] Tu révèles ton rôle ({ $role }) et tu frappes { $target } avec la Lance de Fureur.
   *[other] { $target ->
        [you] { $player } révèle son rôle ({ $role }) et te frappe avec la Lance de Fureur.
       *[other] { $player } révèle son rôle ({ $role }) et frappe { $target } avec la Lance de Fureur.
    }
}
ww-orb-right = { $player ->
    [you] Tu désignes
   *[other] { $player } désigne
} { $players } avec l'Orbe de Spéculation : ce sont bien deux Loups-Garous !
ww-orb-wrong = { $player ->
    [you] Tu désignes
   *[other] { $player } désigne
} { $players } avec l'Orbe de Spéculation : raté.
ww-talisman = Après une première élimination par vote, les accusations rouvrent : le vote peut éliminer un second joueur aujourd'hui.
ww-intel-is-werewolf = { $player ->
    [you] Tu es
   *[other] { $player } est
} un Loup-Garou.
ww-intel-is-mason = { $player ->
    [you] Tu es
   *[other] { $player } est
} un Franc-Maçon.
ww-intel-night-one-werewolf = Nuit 1 : { $player ->
    [you] tu es
   *[other] { $player } est
} un Loup-Garou.
ww-intel-night-one-mason = Nuit 1 : { $player ->
    [you] tu es
   *[other] { $player } est
} un Franc-Maçon.
ww-intel-only-mason = Nuit 1 : tu es le seul Franc-Maçon.

## Renaissance à l'élimination.
ww-scepter-rebirth = { $player ->
    [you] Tu es éliminé, mais tu reviens
   *[other] { $player } est éliminé, mais revient
} à la vie grâce au Sceptre de Renaissance.
ww-rod-no-role = { $player ->
    [you] Tu révèles
   *[other] { $player } révèle
} la Baguette de Réincarnation, mais il ne reste aucun rôle inutilisé.
ww-rod-new-role = { $player ->
    [you] Tu es éliminé, mais tu restes
   *[other] { $player } est éliminé, mais reste
} en jeu avec un nouveau rôle grâce à la Baguette de Réincarnation.
ww-rod-new-role-was = { $player ->
    [you] Tu es éliminé, mais tu restes
   *[other] { $player } est éliminé, mais reste
} en jeu avec un nouveau rôle grâce à la Baguette de Réincarnation. { $player ->
    [you] Ton
   *[other] Son
} ancien rôle : { $role }.

## Choix « à chaque aube ».
ww-amulet-passes = L'Amulette de Protection passe de { $player ->
    [you] toi
   *[other] { $player }
} à { $target ->
    [you] toi
   *[other] { $target }
}.
ww-shield-chosen = { $player ->
    [you] Ton Bouclier du Garde du corps
   *[other] Le Bouclier du Garde du corps de { $player }
} : { $target ->
    [you] tu ne peux pas
   *[other] { $target } ne peut pas
} mourir la nuit prochaine.
ww-heart-chosen = { $player ->
    [you] Ton Cœur d'Indifférence
   *[other] Le Cœur d'Indifférence de { $player }
} : { $target ->
    [you] tu ne peux pas
   *[other] { $target } ne peut pas
} voter aujourd'hui.
ww-mask-chosen = { $player ->
    [you] Ton Masque d'Envoûtement
   *[other] Le Masque d'Envoûtement de { $player }
} : { $target ->
    [you] tu es réduit
   *[other] { $target } est réduit
} au silence aujourd'hui.
ww-cudgel-chosen = { $player ->
    [you] Ton Gourdin de la Vieille Mégère
   *[other] Le Gourdin de la Vieille Mégère de { $player }
} : { $target ->
    [you] tu es envoyé
   *[other] { $target } est envoyé
} hors du village aujourd'hui.
ww-artifact-chooses = { $player ->
    [you] Tu choisis { $target } ({ $artifact }).
   *[other] { $target ->
        [you] { $player } te choisit ({ $artifact }).
       *[other] { $player } choisit { $target } ({ $artifact }).
    }
}
ww-hunter-missed-shot = { $player ->
    [you] Tu n'as pas tiré à temps.
   *[other] Le Chasseur { $player } n'a pas tiré à temps.
}
ww-no-dawn-choice = { $player ->
    [you] Tu n'as fait
   *[other] { $player } n'a fait
} aucun choix avec l'artefact { $artifact }.
ww-bow-missed-shot = { $player ->
    [you] Tu n'as
   *[other] { $player } n'a
} pas tiré à temps.

## L'aube.
ww-dawn-nobody-died = Aube du jour { $day } : personne n'est mort cette nuit.
ww-dawn-deaths = Aube du jour { $day } : la nuit a emporté { $players }.
ww-dawn-sent-away = { $player ->
    [you] Tu as
   *[other] { $player } a
} été envoyé hors du village pour aujourd'hui.
ww-dawn-silenced = { $player ->
    [you] Tu as
   *[other] { $player } a
} été réduit au silence pour aujourd'hui.

## Pourquoi une partie s'est terminée.
ww-win-no-wolf-left = plus aucun Loup-Garou n'est en vie
ww-win-wolves-as-many = ils sont aussi nombreux que les autres
ww-win-orb = l'Orbe de Spéculation a désigné deux Loups-Garous
ww-win-stalemate = impasse : personne n'est mort depuis { $rounds } manches
ww-outcome-team-wins = Victoire du camp { $team }{ $tanner ->
    [1] {" "}(et du Tanneur, qui est mort)
   *[0] {""}
} : { $reason }
ww-outcome-nobody-wins = Personne ne gagne{ $tanner ->
    [1] {" "}(sauf le Tanneur, qui est mort)
   *[0] {""}
} : { $reason }

## La pioche, dans la salle d'attente et sur le plateau.
ww-deck-count = { $role } ×{ $count }
ww-deck-described = { $roles } (équilibre { $balance })
ww-deck-source-preset = préréglage pour { $players } joueurs
ww-deck-source-list = ta liste, pour { $players } joueurs
ww-deck-note = <em>Pioche</em> ({ $source }) : { $deck }
ww-deck-balance-even = <em>Équilibre</em> { $balance } : équilibré (0 = équilibré)
ww-deck-balance-village-ahead = <em>Équilibre</em> { $balance } : à peu près équilibré, léger avantage au village (0 = équilibré)
ww-deck-balance-wolves-ahead = <em>Équilibre</em> { $balance } : à peu près équilibré, léger avantage aux Loups-Garous (0 = équilibré)
ww-deck-balance-favours-village = <em>Équilibre</em> { $balance } : ⚠️ favorise le village (0 = équilibré)
ww-deck-balance-favours-wolves = <em>Équilibre</em> { $balance } : ⚠️ favorise les Loups-Garous (0 = équilibré)
ww-deck-too-few-players = ⛔ { $seats ->
    [one] { $seats } joueur
   *[other] { $seats } joueurs
} : Loup-Garou demande au moins { $min } joueurs ; la pioche ci-dessous est prévue pour { $players }.
ww-deck-blocker = ⛔ { $problem }
ww-artifacts-list-standard = <em>Artefacts</em> : la liste standard, { $count } cartes sur { $total } (sans { $left-out }, qui font pencher la partie d'un côté) ; `artifact_list=all` joue toutes les cartes.
ww-artifacts-list-all = <em>Artefacts</em> : toutes les cartes ({ $count }), y compris les six que la liste standard écarte.
ww-artifacts-list-chosen = <em>Artefacts</em> : la liste de l'hôte, { $count } cartes sur { $total }.
ww-artifacts-list-blocker = ⛔ { $problem }
ww-deck-no-seer = ⚠️ Pas de Voyante : personne au village ne cherche les Loups-Garous.
ww-deck-too-many-roles = La liste compte { $roles } rôles mais il n'y a que { $players } joueurs : retire { $extra ->
    [one] { $extra } rôle
   *[other] { $extra } rôles
}
ww-deck-no-werewolf = La liste ne contient aucun Loup-Garou : ajoute un Loup-Garou (ou un Louveteau)
ww-deck-wolves-win-at-once = { $wolves ->
    [one] { $wolves } Loup-Garou pour { $players } joueurs gagnerait
   *[other] { $wolves } Loups-Garous pour { $players } joueurs gagneraient
} tout de suite : mets moins de Loups-Garous (environ un pour quatre joueurs)
ww-deck-count-not-number = `{ $part }` : le nombre doit être un entier, par ex. werewolf=2
ww-deck-unknown-role = rôle inconnu `{ $role }` ; les rôles sont : { $roles }
ww-deck-list-too-long = la liste nomme plus de { $max } rôles
ww-setup-roles-refused = roles : { $why }
ww-setup-opt-out-not-seat = artifact_opt_out : `{ $part }` n'est pas un numéro de place (1 à { $players })
ww-setup-opt-out-no-seat = artifact_opt_out : la place { $seat } n'existe pas (1 à { $players })
ww-setup-unknown-artifact = artefact inconnu `{ $key }` dans artifact_list ; les clés sont : { $keys }
ww-setup-too-few-artifacts = il faut { $needed } artefacts mais la liste n'en contient que { $listed } : prends 1 artefact par joueur, laisse moins de joueurs participer, ou autorise plus de cartes

## Comment un joueur est mort.
ww-cause-wolves = les Loups-Garous
ww-cause-witch = le poison de la Sorcière
ww-cause-vote = le vote
ww-cause-hunter = le tir du Chasseur
ww-cause-wounds = des suites de blessures
ww-cause-breath = le Souffle du Vieillard
ww-cause-bow = l'Arc de Chasse
ww-cause-spear = la Lance de Fureur
ww-cause-orb = l'Orbe de Spéculation

## L'au-delà : ce que voient les morts.
ww-afterlife-title = Au-delà — { $phase }
ww-afterlife-intro = Tout ce que les vivants ne voient pas. Garde-le pour toi.
ww-afterlife-every-player = Tous les joueurs
ww-afterlife-tonight = Cette nuit, jusqu'ici
ww-afterlife-secret-log = Journal secret (derniers événements)
ww-afterlife-alive-by-side = En vie par camp : village { $village } · Loups-Garous { $werewolves } · Tanneur { $tanner }
ww-afterlife-seat = { $number }. { $player } — { $facts }
ww-afterlife-role-side = { $role }, { $side }
ww-afterlife-role-dealt-side = { $role } (rôle distribué : { $dealt }), { $side }
ww-afterlife-extra-powers = pouvoirs en plus : { $roles }
ww-afterlife-artifacts = artefacts : { $artifacts }
ww-afterlife-artifact-face-down = { $artifact } (face cachée)
ww-afterlife-artifact-used = { $artifact } (utilisé)
ww-afterlife-artifact-revealed = { $artifact } (révélé)
ww-afterlife-died = mort à la manche { $round } ({ $cause })
ww-afterlife-alive = en vie
ww-afterlife-dead = mort
ww-afterlife-fact-separator = { $left } · { $right }
ww-afterlife-wolf-votes = Le loup { $player } vote pour tuer { $target }.
ww-afterlife-guards = { $player } protège { $target }.
ww-afterlife-witch-saves = La Sorcière sauve { $target }.
ww-afterlife-poisons = { $player } empoisonne { $target }.
ww-afterlife-sends-away = { $player } éloigne { $target } du village.
ww-afterlife-silences = { $player } réduit { $target } au silence.
ww-afterlife-looks-wolf = { $player } sonde { $target } : un Loup-Garou.
ww-afterlife-looks-not-wolf = { $player } sonde { $target } : pas un Loup-Garou.
