# Wolves : le plateau, le panneau privé, les cartes, le texte du tour et l'histoire à la fin.

## L'histoire à la fin (src/games/wolves/story.rs).
wolves-story-won-chief = Toutes les communautés ont survécu à l'hiver : tout le monde gagne. { $player ->
    [you] <em>Tu</em> es élu chef
   *[other] <em>{ $player }</em> est élu chef
} avec { $awards } Distinctions.
wolves-story-won-tie = Toutes les communautés ont survécu à l'hiver : tout le monde gagne. Pas de chef : égalité au sommet des Distinctions.
wolves-story-short = { $player ->
    [you] toi
   *[other] { $player }
} (il manque { $short })
wolves-story-lost = L'hiver a été perdu au tour { $turn } : besoins non couverts pour { $who }. Tout le monde perd.
wolves-story-communities = Les communautés
wolves-story-seat = { $mark } { $player ->
    [you] <em>Toi</em>
   *[other] <em>{ $player }</em>
} · { $community } · { $awards ->
    [one] { $awards } Distinction
   *[other] { $awards } Distinctions
}
wolves-story-seat-unnamed = { $mark } { $community } · { $awards ->
    [one] { $awards } Distinction
   *[other] { $awards } Distinctions
}
wolves-story-turns = Tour par tour (rang · Statut · Distinctions gagnées)
wolves-story-place = { $place } { $player ->
    [you] toi
   *[other] { $player }
} { $status }{ $awards ->
    [0] {""}
   *[other] {" "}(+{ $awards })
}
wolves-story-turn = Tour { $turn } : { $places }
wolves-story-closest-title = La course au titre de chef
wolves-story-closest-chief = { $player ->
    [you] Tu devances { $runner }
   *[other] { $runner ->
        [you] { $player } te devance
       *[other] { $player } devance { $runner }
    }
} pour le titre de chef, { $margin ->
    [one] d'une Distinction
   *[other] de { $margin } Distinctions
}.
wolves-story-closest-tie = Égalité à { $awards } Distinctions entre { $players } : pas de chef.

## Le titre du plateau, la ligne d'état, la disponibilité, les plateaux individuels et le pied (src/games/wolves/view.rs).
## Chaque ligne tient en 80 colonnes avec des noms de longueur ordinaire.
wolves-view-recent = Récemment
wolves-view-title = Wolves - Tour { $turn } sur { $last } - { $step }
wolves-view-status = Tour { $turn } sur { $last } · { $step }
wolves-view-step-gathering = Collecte
wolves-view-step-needs = Besoins
wolves-view-step-gifting = Dons
wolves-view-step-reconciling = Bilan
wolves-view-step-over = Fin de partie
wolves-view-gathering = Collecte : tout le monde pioche en même temps et s'arrête quand il veut.
wolves-view-gathering-timer = Collecte : tout le monde pioche en même temps et s'arrête quand il veut. Minuteur : { $seconds } s.
wolves-view-needs = Besoins (ordre du rang) : { $player ->
    [you] tu paies
   *[other] { $player } paie
} 3 Poissons, 3 Maïs, 3 Bisons.
wolves-view-gifting-compose = Dons (ordre du rang) : { $player ->
    [you] tu peux offrir des dons
   *[other] { $player } peut offrir des dons
}.
wolves-view-gifting-answer = Dons : { $giver ->
    [you] tu offres { $gift } à { $to } ; { $to } doit répondre
   *[other] { $to ->
        [you] { $giver } t'offre { $gift } ; à toi de répondre
       *[other] { $giver } offre { $gift } à { $to } ; { $to } doit répondre
    }
}.
wolves-view-gifting-tokens = Dons : { $player ->
    [you] tu choisis
   *[other] { $player } choisit
} les jetons des Meneurs offerts.
wolves-view-gifting-share = Dons : { $player ->
    [you] tu prends
   *[other] { $player } prend
} les jetons de Plus on Partage.
wolves-view-reconciling = Bilan (ordre du rang) : { $player ->
    [you] tu rends tes cartes
   *[other] { $player } rend ses cartes
}.
wolves-view-availability-none = Disponibilité ce tour-ci : 0 (aucune carte retirée).
wolves-view-availability-reveal = Disponibilité ce tour-ci : -{ $count } ({ $cards }).
wolves-view-availability-cull = Disponibilité ce tour-ci : chaque communauté a retiré { $count } de ses propres cartes hors Meneurs.
wolves-view-supply-item = { $knowledge } x{ $count }
wolves-view-footer-standard = Disponibilité standard : 0, -1, -1, -2, -2, -3, -3, -7 propres
wolves-view-footer-gentle = Disponibilité douce : 0, 0, -1, -1, -2, -2, -2, -5 propres
wolves-view-footer-supply = Cartes Savoir (deux Meneurs chacune) : { $items }
wolves-view-removed-all = Retiré par la disponibilité jusqu'ici : { $cards } de chaque pioche
wolves-view-removed = Retiré { $player ->
    [you] de ta pioche
   *[other] de la pioche de { $player }
} jusqu'ici : { $cards }
wolves-view-dot = { $first } · { $rest }

## Le plateau d'une communauté : la ligne du nom, puis une ligne par type de chose.
wolves-view-mat-name-ranked = #{ $rank } { $player ->
    [you] Toi
   *[other] { $player }
} - { $community }
wolves-view-mat-name = { $player ->
    [you] Toi
   *[other] { $player }
} - { $community }
wolves-view-mat-standing = Statut { $status } · Distinctions { $awards } · main { $hand }
wolves-view-mat-reserve = Réserve { $fish } { $fish ->
    [one] Poisson
   *[other] Poissons
}, { $corn } Maïs, { $bison } { $bison ->
    [one] Bison
   *[other] Bisons
} ({ $total }/{ $cap }) · pioche { $deck } · Meneurs visibles { $leaders }
wolves-view-mat-drawing = Pioche en cours : { $drawn } cartes, { $leaders ->
    [one] 1 Meneur
   *[other] { $leaders } Meneurs
}
wolves-view-mat-stopped = Arrêt : { $drawn } cartes piochées, { $leaders ->
    [one] 1 Meneur
   *[other] { $leaders } Meneurs
}
wolves-view-mat-overstretched-after = ÉPUISÉ après { $drawn } cartes
wolves-view-mat-skipped = collecte passée (épuisé au tour précédent)
wolves-view-mat-overstretched = épuisé : pas de Statut en rendant, passe la prochaine collecte
wolves-view-mat-unmet = <em>NON COUVERTS</em> : il manque { $short }
wolves-view-mat-needs-unpaid = Besoins pas encore payés
wolves-view-mat-knowledge = Savoir : { $cards }

## Le terrain du lecteur.
wolves-view-private = Ta communauté
wolves-view-hand = Main : { $fish } { $fish ->
    [one] Poisson
   *[other] Poissons
}, { $corn } Maïs, { $bison } { $bison ->
    [one] Bison
   *[other] Bisons
}, { $forest } { $forest ->
    [one] Forêt
   *[other] Forêts
} · { $leaders ->
    [one] 1 Meneur utilisable
   *[other] { $leaders } Meneurs utilisables
}
wolves-view-needs-cover = Besoins du tour : { $need } { $need ->
    [one] Poisson
   *[other] Poissons
}, { $need } Maïs, { $need } { $need ->
    [one] Bison
   *[other] Bisons
} ; pour l'instant tu peux en couvrir { $payable } sur { $total }.
wolves-view-paid = Besoins payés jusqu'ici : { $fish } { $fish ->
    [one] Poisson
   *[other] Poissons
}, { $corn } Maïs, { $bison } { $bison ->
    [one] Bison
   *[other] Bisons
}
wolves-view-peek = Connaître la Terre - dessus de ta pioche : { $cards }
wolves-view-accepting = Tu acceptes : { $taken }
