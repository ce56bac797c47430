# Arctic Escape. Conventions (docs/design.md, "Text is data") : un argument
# joueur vaut `you` pour son lecteur, donc les messages sélectionnent dessus ;
# <em>…</em> est l'emphase. `$players` est une liste de joueurs (« Ada et toi ») ;
# un message qui commence par elle reçoit la forme de début de phrase, « Toi et Bo »
# (arctic-subject). En français, ces listes ne sont jamais sujet d'un verbe conjugué.

arctic-title = Arctic Escape
arctic-subject = { $first ->
    [you] Toi
   *[other] { $first }
}{ $more ->
    [0] {""}
    [1] {" "}et { $rest }
   *[other] , { $rest }
}

## Noms des choses, sélectionnés par nombre.
arctic-terrain = { $terrain ->
    [0] glace
    [1] glace fine
    [2] neige
    [3] montagne
    [4] eau
    [5] pont
   *[6] crevasse
}
arctic-piece = { $piece ->
    [0] Traîneau
    [1] Corde
   *[2] Radeau
}
arctic-expertise = { $expertise ->
    [0] Musher
    [1] Grimpeur
    [2] Marin
    [3] Raquetteur
    [4] Ingénieur
   *[5] Explorateur
}
arctic-engineer-bridge-ready = Ingénieur (pont prêt)
arctic-dir = { $dir ->
    [0] vers le haut
    [1] vers le bas
    [2] vers la gauche
   *[3] vers la droite
}
arctic-no-pieces = rien

## Le plateau.
arctic-status = Tour { $turn } · { $phase } · { $counters } · { $distance }
arctic-counters = fonte { $melts }/{ $max } · échantillons { $samples }/{ $all }
arctic-phase-grouping = <em>regroupement</em>
arctic-phase-mover = { $player ->
    [you] <em>à toi de jouer</em>
   *[other] au tour de <em>{ $player }</em>
}
arctic-phase-movers = <em>{ $players }</em> : au tour du groupe
arctic-phase-boarding = { $mover }, embarquement en cours
arctic-phase-equipping = { $mover } (rééquipement)
arctic-phase-ship = <em>navire</em>
arctic-ship-steps = navire à { $steps ->
    [one] { $steps } pas
   *[other] { $steps } pas
}
arctic-ship-out-of-reach = le navire est hors d'atteinte
arctic-ship-below = navire sous { $square }
arctic-cut-off-warning = ⚠ Coupés : { $reason }. Un Ingénieur peut encore jeter un pont sur une crevasse.
arctic-players = Joueurs
arctic-recent = Récemment
arctic-player-line = { $number } { $player ->
    [you] <em>Toi</em>
   *[other] <em>{ $player }</em>
} · { $expertise } · { $pieces } · { $place }{ $moved ->
    [1] {" "}· a bougé
   *[0] {""}
}
arctic-place = { $square }
arctic-place-with = { $square } avec { $others }
arctic-place-aboard = à bord
arctic-place-fallen = tombé à l'eau en { $square }

## L'histoire à la fin.
arctic-end-won = <em>Évasion réussie</em> au tour { $turn } avec { $samples } échantillons sur { $all }.
arctic-end-lost = <em>Échec</em> au tour { $turn } : { $reason }.
arctic-story-players = Qui est allé où
arctic-story-samples = Échantillons
arctic-story-seat = { $won ->
    [1] 🏆
   *[0] ✗
} { $player ->
    [you] <em>Toi</em>
   *[other] <em>{ $player }</em>
} ({ $expertise }), { $fate } : { $route }
arctic-story-seat-unnamed = { $won ->
    [1] 🏆 victoire
   *[0] ✗ défaite
} · { $expertise }, { $fate } : { $route }
arctic-fate-aboard = à bord
arctic-fate-fallen = tombé à l'eau en { $square }
arctic-fate-ashore = resté en { $square }
arctic-route = { $squares } ({ $moves ->
    [one] { $moves } déplacement
   *[other] { $moves } déplacements
})
arctic-story-collector = { $player ->
    [you] ton groupe
   *[other] le groupe de { $player }
} : { $count } ({ $squares })
arctic-story-samples-line = { $taken ->
    [0] Aucun récolté
    [one] { $taken } récolté : { $collectors }
   *[other] { $taken } récoltés : { $collectors }
}{ $left ->
    [0] .
    [one] {" "}; { $left } resté sur la glace.
   *[other] {" "}; { $left } restés sur la glace.
}

## Regroupement.
arctic-grouping-question = Regroupement : les joueurs sur une même case peuvent se grouper ou se séparer (n'importe qui peut appuyer), puis lancer les déplacements.
arctic-group-pair = { $a ->
    [you] Te grouper avec
   *[other] Grouper { $a } avec
} { $b ->
    [you] toi
   *[other] { $b }
}
arctic-group-all = Grouper tout le monde en { $square }
arctic-group-already = en { $square } : déjà un seul groupe
arctic-group-as-one = { $players } : un seul groupe
arctic-solo = { $player ->
    [you] Tu pars en solo
   *[other] { $player } part en solo
}
arctic-solo-already = { $player ->
    [you] tu es
   *[other] { $player } est
} déjà en solo
arctic-solo-hint = quitte le groupe en { $square }
arctic-split-pair = { $a ->
    [you] Te séparer de { $b }
   *[other] { $b ->
        [you] Te séparer de { $a }
       *[other] Séparer { $a } et { $b }
    }
}
arctic-split-pair-hint = chacun repart seul de { $square }
arctic-split-pair-already = pas en groupe
arctic-start-moving = Lancer les déplacements
arctic-started-moves = { $player ->
    [you] Tu as lancé
   *[other] { $player } a lancé
} les déplacements.
arctic-grouped = { $player ->
    [you] Tu as groupé
   *[other] { $player } a groupé
} { $players }.
arctic-left-group = { $player ->
    [you] Toi
   *[other] { $player }
} : { $leaver ->
    [you] tu as quitté
   *[other] { $leaver } a quitté
} le groupe.

## Un déplacement.
arctic-choose = { $mover } depuis { $square }{ $equipped ->
    [1] {" "}(rééquipé)
   *[0] {""}
} · { $distance }{ $leaving }
arctic-choose-one = { $player ->
    [you] Ton déplacement
   *[other] Déplacement de { $player }
}
arctic-choose-group = { $players } : déplacement du groupe
arctic-leaving = {" "}· en partant : { $costs }
arctic-step = { $dir ->
    [0] Haut
    [1] Bas
    [2] Gauche
   *[3] Droite
} : { $square } ({ $terrain })
arctic-step-edge = { $dir ->
    [0] Haut
    [1] Bas
    [2] Gauche
   *[3] Droite
} (hors de la carte)
arctic-board = Monter à bord
arctic-loses = ⚠ { $choice } : la partie est perdue
arctic-notes = { $notes }
arctic-stay = Rester
arctic-stay-loses = ⚠ Rester : la partie est perdue
arctic-stay-loses-why = aucune issue : la glace fine en { $square } cède
arctic-equip = Rééquiper
arctic-equip-hint = chacun repasse à { $limit } pièces de ton choix ; fait fondre une case
arctic-equip-boarding = l'embarquement est en cours
arctic-equip-done = déjà rééquipé pour ce déplacement
arctic-equip-loses = ⚠ Rééquiper : la partie est perdue
arctic-equip-loses-why = sa fonte { $collapse }
arctic-back = Retour
arctic-pay-question = Qui donne la pièce pour aller { $dir } ?
arctic-pay = { $player ->
    [you] Tu donnes
   *[other] { $player } donne
} 1 { $piece }
arctic-equip-question = Rééquipement : choisis { $player ->
    [you] tes { $limit } pièces
   *[other] les { $limit } pièces de { $player }
} ({ $at } sur { $of }).
arctic-kit-held = ce qu'il a maintenant

## Ce que coûte un pas (indices des choix : 100 caractères au plus en tout).
arctic-collapses = fait s'effondrer la banquise ({ $max } fontes sur { $max })
arctic-cost-thin-ice = la glace fine { $square } cède derrière toi
arctic-cost-thin-ice-snowshoer = la glace fine { $square } cède derrière toi 1 fois sur 3 (Raquetteur)
arctic-cost-bridge = le pont { $square } s'effondre derrière toi 1 fois sur 3
arctic-cost-blizzard = le blizzard prend une pièce au hasard à chacun
arctic-cost-blizzard-explorer = le blizzard prend une pièce au hasard à chacun 1 fois sur 3 (Explorateur)
arctic-cost-piece = { $eased ->
    [1] 1 { $piece } 1 fois sur 3
   *[0] 1 { $piece }
}
arctic-cost-builds-bridge = construit le pont
arctic-cost-leave-next-move = à quitter au prochain déplacement
arctic-cost-blizzard-melt = blizzard : fait fondre une case{ $explorer ->
    [1] {" "}1 fois sur 3
   *[0] {""}
}
arctic-cost-sample = échantillon
arctic-risk = 1 fois sur 3, c'est perdu : { $why }
arctic-cause-breaks = la rupture de { $square } derrière toi
arctic-cause-bridge-used = la perte du pont
arctic-cause-blizzard-melt = la fonte due au blizzard
arctic-loss-collapse = { $cause } { $collapse }
arctic-loss-cut-off = { $cause } : { $reason }

## Le navire.
arctic-ship-question = Navire (sous { $square }) : n'importe qui peut le déplacer d'une colonne ; ça fait fondre une case.
arctic-ship-left = Navire à gauche, sous { $square }
arctic-ship-right = Navire à droite, sous { $square }
arctic-ship-melts = fait fondre une case au hasard
arctic-ship-stay = Laisser le navire ici
arctic-ship-kept = { $player ->
    [you] Tu as laissé
   *[other] { $player } a laissé
} le navire sous { $square }.
arctic-ship-moved = { $player ->
    [you] Tu as déplacé
   *[other] { $player } a déplacé
} le navire sous { $square }.

## Événements.
arctic-set-out = Tour 1 : l'expédition s'élance sur la banquise ({ $players }).
arctic-turn-begins = Le tour { $turn } commence.
arctic-went = { $players } : déplacement { $dir }, case { $square } ({ $terrain }){ $notes }.
arctic-boarded = { $players } : à bord du navire{ $notes }.
arctic-notes-after = {" "}— { $notes }
arctic-note-spent = { $player ->
    [you] tu as dépensé
   *[other] { $player } a dépensé
} 1 { $piece }
arctic-note-kept = grâce au { $expert }, { $player ->
    [you] tu gardes
   *[other] { $player } garde
} 1 { $piece }
arctic-note-bridged = l'Ingénieur a jeté un pont sur la crevasse
arctic-stayed = { $players } : on reste en { $square }.
arctic-reequipped = { $players } : rééquipement ({ $kits }).
arctic-kit-of = { $player ->
    [you] toi
   *[other] { $player }
} : { $pieces }
arctic-collected = { $players } : un échantillon récolté ({ $samples } sur { $all }).
arctic-snowshoer-kept = Le Raquetteur a gardé intacte la glace fine en { $square }.
arctic-lost-piece = { $player ->
    [you] tu as perdu
   *[other] { $player } a perdu
} 1 { $piece }
arctic-blizzard-took = En sortant du blizzard : { $lost }.
arctic-blizzard-nothing-to-lose = En sortant du blizzard, rien à perdre pour { $players }.
arctic-explorer-out = { $players } : sortie du blizzard sans dommage grâce à l'Explorateur.
arctic-explorer-in = Entrée dans le blizzard sans dommage grâce à l'Explorateur : { $players }.
arctic-blizzard-out = Le blizzard autour de { $square } s'est dissipé.
arctic-blizzard-off = Un blizzard a quitté la carte.
arctic-blizzard-formed = Un blizzard s'est formé en haut de la carte, autour de { $square }.
arctic-melted = { $why } : la case { $square } ({ $terrain }) a fondu et devient une crevasse ({ $melts } fontes sur { $max }).
arctic-melt-nothing-left = { $why } : plus de glace libre à faire fondre ; la banquise s'affaiblit ({ $melts } fontes sur { $max }).
arctic-why-thaw = Dégel de fin de tour
arctic-why-ship = Déplacement du navire ({ $player ->
    [you] toi
   *[other] { $player }
})
arctic-why-reequip = Rééquipement ({ $players })
arctic-why-blizzard-entry = { $players } en plein blizzard
arctic-why-thin-ice-behind = La glace fine a cédé derrière { $players }
arctic-why-thin-ice-under = { $players } sur une glace fine qui cède
arctic-why-bridge-behind = Le pont s'est effondré derrière { $players }
arctic-warning = <em>Attention</em> : { $reason }. Un Ingénieur peut encore jeter un pont sur une crevasse, la partie continue donc.
arctic-lost = <em>Partie perdue</em> : { $reason }.
arctic-won = <em>Tout le monde est à bord !</em> L'expédition s'échappe avec { $samples } échantillons sur { $all }.
arctic-reason-boarded = tout le monde est monté à bord du navire
arctic-reason-fell = { $players } : chute dans une crevasse en { $square }
arctic-reason-collapsed = la banquise s'est effondrée après { $melts } fontes
arctic-reason-split = des crevasses séparent { $player ->
    [you] toi
   *[other] { $player }
} de { $from ->
    [you] toi
   *[other] { $from }
} : impossible d'embarquer ensemble
arctic-reason-cut-off = des crevasses coupent l'accès à la dernière rangée pour { $players }
arctic-reason-single-file = les seules cases de la dernière rangée encore accessibles n'accueillent qu'un joueur à la fois : impossible d'embarquer tous ensemble

## Refus (le moteur met « Ce n'est pas possible maintenant : » ou « Ce n'est pas ton tour : » devant).
arctic-refuse-whose-move = c'est { $players ->
    [you] ton déplacement
   *[other] le déplacement de { $players }
}
arctic-refuse-reequipped = rééquipement déjà fait pour ce déplacement ({ $players }) : maintenant, bouge ou reste sur place
arctic-refuse-boarding = l'embarquement est en cours : tous ceux encore à terre doivent embarquer maintenant (`down`)
arctic-refuse-cannot-pay = { $payer ->
    [you] tu ne peux pas la donner
   *[other] { $payer } ne peut pas la donner
} : choisis { $payers }
arctic-refuse-or = { $init } ou { $last }
arctic-refuse-kit-over = chaque joueur peut porter au plus { $limit } pièces, pas { $total }
arctic-refuse-kit-under = le rééquipement remplit chaque joueur jusqu'à la limite : choisis exactement { $limit } pièces
arctic-refuse-code = `{ $code }` n'est pas possible maintenant : { $allowed }
arctic-refuse-no-player = il n'y a pas de joueur { $number } : les joueurs sont numérotés de 1 à { $players }
arctic-refuse-apart = { $first ->
    [you] tu es
   *[other] { $first } est
} en { $first-square } et { $other ->
    [you] toi
   *[other] { $other }
} en { $other-square }, pas sur la même case : seuls des joueurs sur une même case peuvent se grouper
arctic-refuse-grouped = déjà dans le même groupe : { $players }
arctic-refuse-not-grouped = { $player ->
    [you] tu n'es
   *[other] { $player } n'est
} dans aucun groupe
arctic-refuse-ship-edge-left = le navire est déjà au bord gauche : laisse-le ici ou déplace-le dans l'autre sens
arctic-refuse-ship-edge-right = le navire est déjà au bord droit : laisse-le ici ou déplace-le dans l'autre sens
arctic-allowed-move = choisis up, down, left, right, stay ou equip
arctic-allowed-pay = choisis qui donne la pièce (`payN`) ou `back`
arctic-allowed-kit = choisis un équipement (`kitSRA` : traîneaux, cordes, radeaux) ou `back`
arctic-allowed-grouping = c'est la phase de regroupement : groupe des joueurs sur une même case (`mergeA-B`), sépare-en un (`soloA`) ou lance les déplacements (`go`)
arctic-allowed-ship = c'est la phase du navire : `shipleft`, `shipright` ou `shipstay`

## Pourquoi un pas ou rester n'est pas possible : le refus, et l'indice du
## choix grisé (dans les 100 caractères de la description d'une option Discord).
## $players est un joueur ou plusieurs (« toi et Bo »).
arctic-step-off-map-below = impossible de descendre depuis { $square } ({ $players }) : ça sort de la carte ({ $boarding } est la seule case d'où embarquer)
arctic-step-boarding-not-open = tout le monde doit embarquer au même tour : tous ceux encore à terre se placent d'abord sur { $boarding }, déplacements à venir
arctic-step-boarding-under-way = l'embarquement est en cours : tous ceux encore à terre doivent embarquer maintenant (descends)
arctic-step-off-map = impossible d'aller { $dir } depuis { $square } ({ $players }) : ça sort de la carte
arctic-step-bridge-needs-rope = l'Ingénieur a besoin d'une Corde pour jeter un pont sur la crevasse en { $square } : rééquipe-toi d'abord
arctic-step-bridge-built = { $player ->
    [you] tu as déjà construit ton unique pont
   *[other] { $player } a déjà construit son unique pont
} : on ne peut pas entrer dans la crevasse en { $square }
arctic-step-crevasse = on ne peut pas entrer dans la crevasse en { $square } (seul un Ingénieur isolé avec une Corde peut y jeter un pont, une seule fois)
arctic-step-one-at-a-time = la case { $square } ({ $terrain }) n'accueille qu'un joueur à la fois : un groupe ne peut pas y entrer
arctic-step-occupied = la case { $square } ({ $terrain }) est déjà occupée : { $players }
arctic-step-needs-piece = entrer sur la case { $square } ({ $terrain }) demande 1 { $piece } : personne dans le groupe n'en a. Rééquipe-toi d'abord
arctic-stay-must-leave = il faut quitter la glace fine à ce déplacement ({ $players }), car rester, c'est tomber à l'eau : va { $ways }
arctic-refuse-no-seat = la place { $seat } n'est pas à cette table
arctic-refuse-not-seated = seuls les joueurs assis à la table agissent dans Arctic Escape
