# Wolves : les étapes du tour (collecte, besoins, dons, bilan) et leurs
# refus. Un argument joueur vaut `you` pour son lecteur ; <em>…</em> est l'emphase.

## Mots communs.
# Sélectionné sur l'indice de la ressource (on ne peut pas sélectionner sur une chaîne).
wolves-res = { $res ->
    [0] Poisson
    [1] Maïs
   *[2] Bison
}
wolves-back = Retour
wolves-plus = { $left } + { $right }
wolves-refuse-not-now = pas maintenant : { $allowed }

## Besoins (src/games/wolves/needs.rs).
wolves-needs-pay = Payer (cartes d'abord, garder les Meneurs)
wolves-needs-custom = Choisir comment payer
wolves-needs-prompt = Besoins : paie { $need } { $need ->
    [one] Poisson
   *[other] Poissons
}, { $need } Maïs, { $need } { $need ->
    [one] Bison
   *[other] Bisons
} (tu peux en couvrir { $payable } sur { $total }).
wolves-needs-split = { $res } : { $split }
wolves-needs-split-prompt = Besoins : comment paies-tu le { $res } ? (il te reste { $cards ->
    [one] 1 carte
   *[other] { $cards } cartes
}, { $tokens ->
    [one] 1 jeton
   *[other] { $tokens } jetons
}, { $leaders ->
    [one] 1 Meneur
   *[other] { $leaders } Meneurs
})
wolves-needs-allowed = Payer, Choisir comment payer, ou choisis une répartition
wolves-split-cards = { $count ->
    [one] 1 carte
   *[other] { $count } cartes
}
wolves-split-tokens = { $count ->
    [one] 1 jeton
   *[other] { $count } jetons
}
wolves-split-leaders = { $count ->
    [one] 1 Meneur
   *[other] { $count } Meneurs
}
wolves-split-nothing = rien
wolves-payment = Poisson { $fish } ; Maïs { $corn } ; Bison { $bison }
wolves-pays-needs = { $player ->
    [you] Tu paies
   *[other] { $player } paie
} ses besoins : { $payment }.
wolves-pays-needs-unmet = { $player ->
    [you] Tu paies
   *[other] { $player } paie
} ses besoins : { $payment }. <em>NON COUVERTS</em> : il manque { $short }.
wolves-refuse-not-needs = ce n'est pas l'étape des besoins
wolves-refuse-choosing-split = tu choisis comment payer : choisis une répartition ou Retour
wolves-refuse-needs-no-back = il n'y a rien où revenir : Payer ou Choisir comment payer
wolves-refuse-custom-first = appuie d'abord sur Choisir comment payer, ou sur Payer
wolves-refuse-split-cards = tu n'as pas { $count } cartes { $res } en main
wolves-refuse-split-tokens = tu n'as pas { $count } jetons { $res }
wolves-refuse-split-leaders = il ne te reste pas { $count } Meneurs utilisables
wolves-refuse-split-over-need = le besoin est de { $need } { $res }
wolves-refuse-split-too-little = tu dois couvrir tes besoins autant que tu le peux

## Collecte (src/games/wolves/gather.rs).
wolves-card = { $card ->
    [0] Poisson
    [1] Maïs
    [2] Bison
    [3] Forêt
   *[4] Meneur
}
wolves-draw = Piocher
wolves-draw-hint = { $cards ->
    [one] 1 carte restante
   *[other] { $cards } cartes restantes
}, { $leaders ->
    [one] 1 Meneur
   *[other] { $leaders } Meneurs
} face visible
wolves-draw-to = Piocher jusqu'au Meneur
wolves-draw-to-hint = pioche jusqu'à ce qu'un Meneur sorte : ça ne peut pas t'épuiser
wolves-stop = S'arrêter
wolves-peek = Connaître la Terre
wolves-peek-hint = regarde tes { $count } cartes du dessus et réordonne-les
wolves-gather-prompt-risky = Collecte : deux Meneurs face visible, un troisième t'<em>épuise</em>. Piocher ou s'arrêter ?
wolves-gather-prompt-first = Collecte : pioche ta première carte.
wolves-gather-prompt = Collecte : piocher une autre carte ou s'arrêter ?
wolves-order = Dessus : { $cards }
wolves-order-prompt = Connaître la Terre : dans quel ordre remets-tu ces cartes sur ta pioche (la première en haut) ?
wolves-token = jeton { $res }
wolves-determination-prompt = Détermination : choisis ton jeton de Réserve gratuit.
wolves-swap = jeton { $from } -> jeton { $to }
wolves-swap-hint = rends-en un à la réserve commune, prends le gratuit
wolves-keep-reserve = Garder ma Réserve telle quelle
wolves-determination-full-prompt = Détermination : ta Réserve est pleine ({ $cap } jetons), le jeton gratuit ne peut donc être qu'un échange.
wolves-peeked = Connaître la Terre : tes cartes du dessus sont { $cards }.
wolves-uses-peek = { $player ->
    [you] Tu utilises
   *[other] { $player } utilise
} Connaître la Terre.
wolves-ordered = Tu remets les cartes dans l'ordre choisi.
wolves-kept-reserve = Détermination : tu gardes ta Réserve pleine ; le jeton gratuit n'est pas pris.
wolves-swapped = { $player ->
    [you] Tu échanges
   *[other] { $player } échange
} un jeton { $from } contre un jeton { $to } (Détermination).
wolves-drew-third-leader = Tu as pioché ton troisième Meneur : épuisé.
wolves-overstretched = { $player ->
    [you] Tu pioches un troisième Meneur et tu es <em>ÉPUISÉ</em>
   *[other] { $player } pioche un troisième Meneur et est <em>ÉPUISÉ</em>
} : aucun Meneur utilisable, aucun Statut pour les cartes rendues ce tour-ci, et pas de collecte au prochain tour.
wolves-drew-leader = Tu as pioché un Meneur (face visible, joker).
wolves-draws-leader = { $player ->
    [you] Tu pioches
   *[other] { $player } pioche
} un Meneur ({ $count } face visible).
wolves-drew = Tu as pioché { $card }.
wolves-stops = { $player ->
    [you] Tu t'arrêtes
   *[other] { $player } s'arrête
} ({ $cards ->
    [one] 1 carte piochée
   *[other] { $cards } cartes piochées
}, { $leaders ->
    [one] 1 Meneur
   *[other] { $leaders } Meneurs
}).
wolves-determination-lost = Détermination : ta Réserve est pleine ({ $cap } jetons, { $kind-cap } de chaque type), le jeton gratuit est donc perdu.
wolves-gains-token = { $player ->
    [you] Tu gagnes
   *[other] { $player } gagne
} un jeton { $res } (Détermination).
wolves-timeout-reserve-kept = Détermination : le temps est écoulé ; ta Réserve pleine reste telle quelle.
wolves-gather-timeout = Temps écoulé pour la collecte : { $players } s'arrêtent.
wolves-help-drawing = tu peux Piocher ou t'arrêter
wolves-help-peeking = remets d'abord dans un ordre les cartes que tu as regardées
wolves-help-determination = choisis d'abord ton jeton de Détermination (ou un échange)
wolves-help-stopped = tu as arrêté de piocher ce tour-ci
wolves-help-overstretched = tu es épuisé et ne peux plus piocher ce tour-ci
wolves-help-skipped = tu passes la collecte ce tour-ci (épuisé au tour précédent)
wolves-refuse-deck-empty-stop = ta pioche est vide : arrête-toi
wolves-refuse-draw-to-risky = avec deux Meneurs face visible, le prochain t'épuise : pioche une carte à la fois
wolves-refuse-stop-first = tu dois piocher au moins une carte avant de t'arrêter
wolves-refuse-no-peek = tu n'as pas Connaître la Terre
wolves-refuse-peek-used = Connaître la Terre ne sert qu'une fois par tour, et tu l'as déjà utilisée
wolves-refuse-deck-empty = ta pioche est vide
wolves-refuse-order = remets exactement les cartes que tu as regardées, chacune une fois (la première en haut)
wolves-refuse-reserve-room = ta Réserve a de la place : choisis ton jeton gratuit
wolves-refuse-reserve-full = ta Réserve est pleine ({ $cap } jetons) : échange un jeton ou garde-la telle quelle
wolves-refuse-kind-full = ta Réserve n'a plus de place pour le { $res } (au plus { $cap } par type)
wolves-refuse-swap-room = ta Réserve a de la place : choisis ton jeton gratuit plutôt qu'un échange
wolves-refuse-swap-same = échange contre un jeton d'un autre type
wolves-refuse-swap-none = tu n'as pas de jeton { $res } à rendre
wolves-refuse-swap-kind-full = ta Réserve contient déjà { $cap } { $res } (au plus { $cap } par type)
wolves-refuse-stale-timer = ce minuteur est périmé : la collecte pour laquelle il était réglé est terminée

## Bilan (src/games/wolves/reconcile.rs). Les libellés restent courts :
## les choix courts partagent une ligne sur l'écran du bilan.
wolves-knowledge = { $knowledge ->
    [0] Connaître la Terre
    [1] Zéro Gaspillage
    [2] Frime
    [3] Détermination
    [4] Préservation
   *[5] Plus on Partage
}
wolves-card-to-token = carte { $res } -> jeton
wolves-leader-to-token = Meneur -> jeton { $res }
wolves-buy-knowledge = Acheter { $knowledge }
# Rendre rapporte 1 Statut (l'invite le dit) : des libellés assez courts
# pour tenir à trois par ligne.
wolves-token-to-status = Rendre jeton { $res }
wolves-card-to-status = { $card ->
    [0] Rendre carte Poisson
    [1] Rendre carte Maïs
    [2] Rendre carte Bison
   *[4] Rendre Meneur
}
wolves-no-waste = Zéro Gaspillage : +1 jeton { $res }
wolves-no-waste-skip = Passer Zéro Gaspillage
wolves-no-waste-prompt = Bilan : Zéro Gaspillage peut ajouter un troisième jeton à une paire.
wolves-no-waste-allowed = utilise d'abord Zéro Gaspillage ou passe-le
wolves-auto-last = Par défaut : tout en Statut (dernier tour)
wolves-auto = Par défaut : jetons en Réserve jusqu'aux limites, le reste en Statut
wolves-finish-overstretched = Terminer (épuisé : pas de Statut)
wolves-finish = Terminer (+{ $gain } Statut)
# Le reste des cartes retourne dans la pioche sans Statut.
wolves-forgo = Terminer, reste inutilisé (+{ $gain })
wolves-reset = Annuler mes échanges
# `returns` vaut 1 quand rendre rapporte du Statut (pas épuisé), `buys` 1
# quand le joueur a les Meneurs pour acheter une carte Savoir.
wolves-reconcile-prompt = Bilan, Réserve { $reserve }/{ $cap }{ $returns ->
    [1] {" "}: rendre rapporte 1 Statut
   *[other] {""}
}{ $buys ->
    [1] , une carte Savoir coûte { $price } Meneurs.
   *[other] .
}
wolves-reconcile-allowed = échange, Par défaut, Terminer (l'un ou l'autre) ou Annuler
wolves-adds-token = { $player ->
    [you] Tu ajoutes
   *[other] { $player } ajoute
} un jeton { $res } (Zéro Gaspillage).
wolves-gains-knowledge = { $player ->
    [you] Tu obtiens
   *[other] { $player } obtient
} { $knowledge } pour { $price } Meneurs.
wolves-reconciles = { $player ->
    [you] Tu fais
   *[other] { $player } fait
} son bilan : +{ $gain } Statut (désormais { $status }) ; Réserve { $fish } { $fish ->
    [one] Poisson
   *[other] Poissons
}, { $corn } Maïs, { $bison } { $bison ->
    [one] Bison
   *[other] Bisons
}.
wolves-refuse-not-reconciling = ce n'est pas l'étape du bilan
wolves-refuse-no-waste = Zéro Gaspillage demande deux jetons { $res } et de la place pour un troisième
wolves-refuse-reserve-cap = ta Réserve est pleine ({ $cap } jetons)
wolves-refuse-no-card = tu n'as pas de carte { $res } en main
wolves-refuse-no-leader = tu n'as aucun Meneur utilisable
wolves-refuse-knowledge-owned = tu as déjà { $knowledge } : tu ne peux pas avoir deux fois la même carte Savoir
wolves-refuse-knowledge-gone = il ne reste plus de carte { $knowledge }
wolves-refuse-knowledge-price = une carte Savoir coûte { $price } Meneurs utilisables ; tu en as { $leaders }
wolves-refuse-overstretched-return = tu es épuisé ce tour-ci : rendre ne rapporte aucun Statut
wolves-refuse-no-token = tu n'as pas de jeton { $res }

## Composants (src/games/wolves/data.rs).
wolves-community = { $community ->
    [0] Atinzina
    [1] Chigwami
    [2] Masakat
    [3] Pahanis
    [4] Thimi
   *[5] Wayatin
}
wolves-community-label = { $community } (+4 { $major }, +1 { $minor })
wolves-item = { $item ->
    [0] carte Poisson
    [1] carte Maïs
    [2] carte Bison
    [3] Meneur
    [4] jeton Poisson
    [5] jeton Maïs
   *[6] jeton Bison
}
wolves-items = { $item ->
    [0] { $count ->
        [one] { $count } carte Poisson
       *[other] { $count } cartes Poisson
    }
    [1] { $count ->
        [one] { $count } carte Maïs
       *[other] { $count } cartes Maïs
    }
    [2] { $count ->
        [one] { $count } carte Bison
       *[other] { $count } cartes Bison
    }
    [3] { $count ->
        [one] { $count } Meneur
       *[other] { $count } Meneurs
    }
    [4] { $count ->
        [one] { $count } jeton Poisson
       *[other] { $count } jetons Poisson
    }
    [5] { $count ->
        [one] { $count } jeton Maïs
       *[other] { $count } jetons Maïs
    }
   *[6] { $count ->
        [one] { $count } jeton Bison
       *[other] { $count } jetons Bison
    }
}
wolves-nothing = rien
# Un nombre d'une ressource ou d'un type de carte : « 2 Maïs », « 3 Forêt ».
wolves-amount = { $count } { $what }
wolves-modifier-reveal = { $count ->
    [0] 0
   *[other] -{ $count }
}
wolves-modifier-cull = -{ $count } propres

## Le squelette du tour (src/games/wolves/turn.rs).
wolves-gathering-begins = Collecte : tout le monde pioche en même temps (Piocher / S'arrêter).
wolves-gathering-begins-skipping = Collecte : tout le monde pioche en même temps (Piocher / S'arrêter). Passent leur tour (épuisés au tour précédent) : { $players }.
wolves-turn-begins = Le tour { $turn } commence. Disponibilité 0 : rien n'est retiré.
wolves-turn-begins-reveal = Le tour { $turn } commence. Disponibilité { $modifier } : chaque pioche perd { $cards }.
wolves-culled = { $player ->
    [you] toi
   *[other] { $player }
} { $cards }
wolves-semicolon = { $first } ; { $rest }
wolves-turn-begins-cull = Le tour { $turn } commence. Disponibilité : chaque communauté retire { $count } de ses propres cartes hors Meneurs : { $culled }.
wolves-rank-place = { $place } { $player ->
    [you] toi
   *[other] { $player }
}
wolves-rank-set = Rang de Statut fixé : { $places }.
wolves-bonus-gain = { $player ->
    [you] toi
   *[other] { $player }
} +{ $bonus }
wolves-conservation-bonus = Bonus de conservation : { $gains }.
wolves-finishes-gifting = { $player ->
    [you] Tu as fini
   *[other] { $player } a fini
} ses dons.
wolves-unmet-at-reconciling = Besoins non couverts au bilan : { $who }. Les communautés n'ont pas survécu au tour { $turn } : tout le monde perd.
wolves-new-rank-place = { $place } { $player ->
    [you] toi
   *[other] { $player }
} ({ $status } Statut{ $awards ->
    [0] {""}
    [one] , +{ $awards } Distinction
   *[other] , +{ $awards } Distinctions
})
wolves-turn-ends = Fin du tour { $turn }. Nouveau rang : { $places }.
wolves-won-chief = Toutes les communautés ont survécu à l'hiver : tout le monde gagne ! { $player ->
    [you] Tu es élu
   *[other] { $player } est élu
} chef avec { $awards } Distinctions.
wolves-won-tie = Toutes les communautés ont survécu à l'hiver : tout le monde gagne ! Pas de chef : égalité à { $awards } Distinctions.
wolves-outcome-chief = Tout le monde a survécu ; { $player ->
    [you] tu es chef
   *[other] { $player } est chef
} avec { $awards } Distinctions
wolves-outcome-no-chief = Tout le monde a survécu ; pas de chef (égalité de Distinctions)
wolves-outcome-lost = Tout le monde a perdu au tour { $turn } : besoins non couverts pour { $players }

## Routage (src/games/wolves/mod.rs).
wolves-refuse-nobody-acts = personne ne peut agir maintenant
wolves-refuse-waiting-for = on attend { $players }
wolves-refuse-host = Wolves n'a pas d'action de l'hôte ; les joueurs agissent depuis leurs panneaux
wolves-refuse-no-seat = la place { $seat } n'est pas à cette table

## Dons (src/games/wolves/gifting.rs).
wolves-gift-to = À { $player ->
    [you] toi
   *[other] { $player }
}
wolves-gift-to-offered = don déjà offert
wolves-gift-to-short = il manque { $short }
wolves-gift-to-met = besoins couverts
wolves-gift-offer = Offrir
wolves-gift-offer-to = Offrir à { $player ->
    [you] toi
   *[other] { $player }
}
wolves-gift-offer-hint = choisis un destinataire
wolves-gift-empty-hint = le don est vide
wolves-gift-clear = Vider
wolves-gift-done = Terminer les dons
wolves-gift-add = + { $item }
wolves-gift-add-hint = { $count } sur { $limit }
wolves-gift-prompt = Ton don : { $gift }. Choisis un destinataire, puis Offrir (un don par joueur).
wolves-gift-prompt-for = Ton don : { $gift } pour { $player ->
    [you] toi
   *[other] { $player }
}. Offre-le (un don par joueur).
wolves-gift-prompt-nothing = Dons : tu n'as rien à donner (les cartes Forêt ne se donnent pas) : Terminer les dons.
wolves-gift-accept = Tout accepter
wolves-gift-part = En accepter une partie
wolves-gift-decline = Refuser
wolves-gift-take = { $count ->
    [0] Accepter ceci
   *[other] Accepter ces { $count }
}
wolves-gift-take-nothing = rien de choisi pour l'instant
wolves-gift-answer-prompt-choose = { $player } t'offre { $gift } : tu peux tout prendre, une partie ou rien.
wolves-gift-answer-prompt-whole = { $player } t'offre { $gift } : son rang est inférieur au tien, tu dois donc tout prendre.
wolves-gift-part-prompt = Choisis ce que tu acceptes : { $taken } pour l'instant.
wolves-gift-leader-prompt = Meneur offert { $number } sur { $total } : quel jeton prends-tu ?
wolves-gift-compose-allowed = compose ton don, Offre-le, ou Terminer les dons
wolves-gift-answer-allowed = réponds au don : Tout accepter, En accepter une partie ou Refuser
wolves-gift-leader-allowed = choisis un jeton pour le Meneur offert
wolves-token-to-need = pour ton besoin non couvert
wolves-token-to-reserve = dans ta Réserve
wolves-token-to-status-overflow = Réserve pleine : 1 Statut
wolves-share-token = +{ $res }
wolves-share-none = Aucun jeton
wolves-share-prompt = Plus on Partage : ajoute 2 jetons de Réserve de ton choix.
wolves-share-allowed = choisis tes jetons de Plus on Partage
wolves-offers-any-part = { $giver ->
    [you] Tu offres un don à { $player } : { $gift } ({ $player } peut en prendre une partie).
   *[other] { $player ->
        [you] { $giver } t'offre un don : { $gift } (tu peux en prendre une partie).
       *[other] { $giver } offre un don à { $player } : { $gift } ({ $player } peut en prendre une partie).
    }
}
wolves-offers-whole = { $giver ->
    [you] Tu offres un don à { $player } : { $gift } ({ $player } doit tout prendre).
   *[other] { $player ->
        [you] { $giver } t'offre un don : { $gift } (tu dois tout prendre).
       *[other] { $giver } offre un don à { $player } : { $gift } ({ $player } doit tout prendre).
    }
}
wolves-declines = { $player ->
    [you] Tu refuses le don de { $giver }.
   *[other] { $giver ->
        [you] { $player } refuse ton don.
       *[other] { $player } refuse le don de { $giver }.
    }
}
wolves-accepted-part = { $taken } de ce don
wolves-accepts = { $player ->
    [you] Tu acceptes
   *[other] { $player } accepte
} { $taken } { $giver ->
    [you] de ta part
   *[other] de { $giver }
} : { $needs } pour les besoins, { $reserves } en Réserve{ $overflow ->
    [0] {""}
   *[other] , { $overflow } en Statut
}. { $giver ->
    [you] Toi
   *[other] { $giver }
} : +{ $status } Statut.
wolves-accepts-met = { $accepts } { $player ->
    [you] Tes besoins sont
   *[other] Les besoins de { $player } sont
} désormais couverts.
wolves-takes-share = { $player ->
    [you] Tu prends
   *[other] { $player } prend
} { $tokens } (Plus on Partage).
wolves-refuse-not-gifting = ce n'est pas l'étape des dons
wolves-refuse-gift-have-only = tu n'as que { $items } à donner
wolves-refuse-gift-none-to-remove = le don ne contient pas de { $item } à retirer
wolves-refuse-gift-recipient = choisis un autre joueur de la table
wolves-refuse-gift-offered = tu as déjà offert un don à { $player } ce tour-ci (un don par joueur)
wolves-refuse-gift-clear-empty = le don est déjà vide : rien à vider
wolves-refuse-gift-no-recipient = choisis d'abord un destinataire
wolves-refuse-gift-empty = le don est vide : ajoute d'abord quelque chose
wolves-refuse-gift-whole = { $player } a un rang inférieur au tien : tu dois accepter tout le don
wolves-refuse-gift-take-nothing = choisis au moins un élément, ou fais Retour et Refuser
wolves-refuse-gift-holds-only = le don ne contient que { $items }
wolves-refuse-gift-none-chosen = tu n'as pas encore choisi de { $item }
wolves-refuse-share-fit = ces jetons ne tiennent pas dans ta Réserve (au plus { $cap } par type) ; choisis l'un des ensembles proposés
wolves-refuse-gift-forest = les cartes Forêt ne se donnent pas : donne des cartes ressource, des Meneurs ou des jetons de Réserve
