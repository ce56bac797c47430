# Arctic Wolf Project Planning. Conventions (docs/design.md, "Text is data") :
# un argument joueur vaut `you` pour son lecteur, donc les messages sélectionnent dessus ;
# <em>…</em> est l'emphase. Une liste de joueurs ({ $players }) peut contenir
# le lecteur au milieu d'une phrase : ces messages ne commencent jamais par elle.

pp-title = Arctic Wolf Project Planning
pp-none = aucune
pp-tokens = { $count ->
    [one] { $count } jeton
   *[other] { $count } jetons
}
pp-clockwise = sens horaire
pp-counterclockwise = sens antihoraire
# Deux phrases d'un même événement, l'une après l'autre.
pp-sentences = { $first } { $second }
pp-clauses = { $first } ; { $second }
pp-then = { $first }, puis { $second }

## Cartes du paquet W, par valeur (chaque valeur est un type de carte).
pp-card-name = { $value ->
    [8] VP R&D
    [7] Directeur financier
    [6] Architecte en chef
    [5] Chef de produit
    [4] CSE
    [3] Chef d'équipe R&D
    [2] Analyste IT
    [1] Développeur
   *[0] Le Cerveau
}
# Comment chaque panneau et événement nomme une carte : « Développeur (1) ».
pp-card-label = { $name } ({ $value })
# La référence du paquet sous le plateau : « 8 VP R&D ×1 · 7 Directeur financier ×1 · … ».
pp-reference = { $entries }
pp-reference-entry = { $value } { $name } ×{ $count }
pp-card-text = { $value ->
    [8] Annonce une valeur : chaque joueur de la manche qui l'a en main sort, toi compris.
    [7] Si le total de ta défausse (cette carte comprise) est strictement le plus élevé, gagne un jeton projet.
    [6] Échange ta main avec celle d'un autre joueur.
    [5] Inverse le sens du jeu.
    [4] Annonce pair ou impair et compare ta main avec celle d'un autre joueur : si tu as raison, il sort ; sinon, c'est toi qui sors.
    [3] La carte en main d'un autre joueur est résolue comme si tu la jouais ; il la défausse et pioche.
    [2] Regarde les deux cartes du dessus de la pioche et remets-les dans l'ordre de ton choix.
    [1] Choisis un autre joueur et annonce une valeur autre que 1 : s'il l'a en main, il sort.
   *[0] Aucun effet quand elle est jouée. Dans ta main : un Développeur qui te vise fait sortir celui qui l'a joué ; défausse alors Le Cerveau et pioche.
}
# La carte d'un autre joueur en cours de résolution : « la carte CSE (4) de Fenris ».
pp-lent-card = { $lender ->
    [you] ta carte { $card }
   *[other] la carte { $card } de { $lender }
}

## Le plateau.
pp-heading = { $label } · Manche { $round }
pp-seat-heading = { $heading } · { $player ->
    [you] Toi
   *[other] { $player }
}
pp-status = Manche { $round } · premier à { $goal } jetons · pioche { $deck } (+{ $face-down } face cachée) · { $direction } · { $turn }
pp-turn-over = terminée
pp-turn-between-rounds = entre deux manches
pp-turn-to-play = { $player ->
    [you] c'est ton tour
   *[other] au tour de { $player }
}
pp-turn-arranging = { $player ->
    [you] tu remets
   *[other] { $player } remet
} les deux cartes du dessus (Analyste IT)
pp-turn-resolving-lent = { $player ->
    [you] tu résous
   *[other] { $player } résout
} { $lender ->
    [you] ta carte { $card }
   *[other] la carte { $card } de { $lender }
}
pp-board-won = 🏆 Victoire : <em>{ $players }</em>.
pp-board-sudden-death = <em>Mort subite</em> : seuls { $players } jouent ; le premier jeton projet gagne.
pp-board-face-up = Mises de côté face visible : { $cards }
pp-player-heading = { $player ->
    [you] Toi
   *[other] { $player }
} · { $tokens }
pp-state-to-play = ▶ doit jouer
pp-state-in = dans la manche
pp-state-out = sorti de la manche
pp-state-sitting-out = sur la touche (mort subite)
pp-player-state = { $state } · défausse (total { $total }) : { $discards }
pp-recent = Récemment
pp-footer = Paquet W{ $copies ->
    [one] {""}
   *[other] {" "}×{ $copies }
} : { $reference }
pp-your-hand = Ta main
pp-hand-match-over = La partie est terminée.
pp-hand-sitting-out = Tu restes sur la touche pour cette manche (mort subite).
pp-hand-out = Tu es sorti de cette manche.
pp-hand-waiting-to-draw = Pas de carte : tu pioches une fois la carte prêtée résolue.
pp-what-you-know = Ce que tu sais
pp-know-holds = { $player ->
    [you] Tu as
   *[other] { $player } a
} { $cards }
pp-know-top = Dessus de la pioche : { $cards }

## L'histoire à la fin.
pp-story = L'histoire
pp-history-round = Manche { $round } : { $text }
pp-story-tokens = Jetons : { $table }
pp-story-tokens-entry = { $player ->
    [you] Toi
   *[other] { $player }
} { $tokens }{ $won ->
    [1] {" "}🏆
   *[0] {""}
}

## Invites et choix.
pp-prompt-in-match = { $label } · { $prompt }
pp-prompt-choose-card = Manche { $round }, c'est ton tour : joue une de tes deux cartes.
pp-prompt-choose-target = { $play } : choisis un autre joueur.
pp-prompt-guess-value = { $play } sur { $target ->
    [you] toi
   *[other] { $target }
} : annonce une valeur autre que 1.
pp-prompt-knock-out-value = { $play } : annonce une valeur. Chaque joueur de la manche qui l'a en main sort, toi compris.
pp-prompt-call-parity = { $play } sur { $target ->
    [you] toi
   *[other] { $target }
} : annonce pair ou impair.
pp-prompt-arrange = Analyste IT (2) : la carte du dessus est { $top }, la suivante { $next }. Dans quel ordre les remets-tu ?
pp-choice-play = Jouer { $card }
pp-choice-back = Retour
pp-choice-odd = Impair
pp-choice-even = Pair
pp-choice-keep = Garder : { $card } dessus
pp-choice-swap = Inverser : { $card } dessus
pp-hint-no-target = Personne ne peut être choisi : ça n'aurait aucun effet.
pp-hint-known = Tu sais qu'il a { $card }
pp-hint-you-hold-it = Tu en as une : tu sortirais aussi
pp-hint-odd = 7, 5, 3, 1
pp-hint-even = 8, 6, 4, 2, 0

## Ce qui se passe.
pp-round-begins = La manche { $round } commence : { $player ->
    [you] tu commences
   *[other] { $player } commence
} ({ $why }).
pp-round-face-up = Mises de côté face visible : { $cards }.
pp-first-at-random = tiré au hasard
pp-first-won-last-round = a gagné la dernière manche
pp-first-at-random-among-winners = tiré au hasard parmi les gagnants ex æquo
pp-you-are-dealt = Manche { $round } : tu reçois { $card }.
pp-your-turn-draw = C'est ton tour : tu pioches { $card } (tu as aussi { $other }).
pp-you-draw = Tu pioches { $card }.
pp-draws = { $player ->
    [you] Tu pioches
   *[other] { $player } pioche
} une nouvelle carte.
pp-you-take-face-down = Tu prends la carte face cachée : { $card }.
pp-takes-face-down = La pioche est vide : { $player ->
    [you] tu prends
   *[other] { $player } prend
} la carte face cachée.
pp-nothing-to-draw = Il n'y a plus rien à piocher : { $player ->
    [you] tu sors
   *[other] { $player } sort
} de la manche.
pp-out = { $player ->
    [you] tu sors de la manche
   *[other] { $player } sort de la manche
}
pp-out-discarding = { $player ->
    [you] tu sors de la manche (tu défausses
   *[other] { $player } sort de la manche (et défausse
} { $cards })
pp-plays = { $player ->
    [you] Tu joues
   *[other] { $player } joue
} { $card }
pp-resolves = { $player ->
    [you] Tu résous
   *[other] { $player } résout
} { $lender ->
    [you] ta carte { $card }
   *[other] la carte { $card } de { $lender }
}
pp-play-on = { $play } sur { $target ->
    [you] toi
   *[other] { $target }
}
pp-effect-no-target = { $play } : personne ne peut être choisi, donc aucun effet.
pp-effect-knock-out-none = { $play }, en annonçant { $value } : personne ne l'a.
pp-effect-knock-out = { $play }, en annonçant { $value } : { $gone }.
pp-effect-funded = { $play } : le total de défausse, { $total }, est le plus élevé, donc { $player ->
    [you] tu gagnes
   *[other] { $player } gagne
} un jeton projet ({ $tokens }/{ $goal }).
pp-effect-not-funded = { $play } : le total de défausse, { $total }, ne dépasse pas { $best }, donc pas de jeton.
pp-effect-trade = { $play } : les mains sont échangées.
pp-you-trade = Tu donnes { $gave } à { $player ->
    [you] toi-même
   *[other] { $player }
} et reçois { $got }.
pp-traded-with-you = { $player ->
    [you] Tu te prends
   *[other] { $player } te prend
} { $took } et te donne { $gave }.
pp-effect-reverse = { $play } : le jeu tourne désormais dans le { $direction }.
pp-compare = Comparaison du CSE : { $player ->
    [you] tu as
   *[other] { $player } a
} { $card }, { $target ->
    [you] tu as
   *[other] { $target } a
} { $target-card }.
pp-effect-compare = { $play } : { $gone }.
pp-effect-lead = { $play } : { $target ->
    [you] tu révèles
   *[other] { $target } révèle
} { $card }, que { $player ->
    [you] tu résous comme si tu l'avais jouée.
   *[other] { $player } résout comme s'il l'avait jouée.
}
pp-effect-look-empty = { $play } : la pioche est vide, donc aucun effet.
pp-you-see-last = La dernière carte de la pioche est { $card }.
pp-effect-look-last = { $play } : { $player ->
    [you] tu regardes
   *[other] { $player } regarde
} la dernière carte de la pioche.
pp-you-see-top-two = La carte du dessus est { $top }, la suivante { $next }.
pp-effect-look-top-two = { $play } : { $player ->
    [you] tu regardes
   *[other] { $player } regarde
} les deux cartes du dessus.
pp-effect-guess-reflected = { $play }, en annonçant { $value } : { $target ->
    [you] tu as
   *[other] { $target } a
} { $card }, donc c'est plutôt : { $gone }. { $target ->
    [you] Tu défausses
   *[other] { $target } défausse
} { $card } et { $target ->
    [you] pioches
   *[other] pioche
} une nouvelle carte.
pp-effect-guess-right = { $play }, en annonçant { $value } : { $gone }.
pp-effect-guess-wrong = { $play }, en annonçant { $value } : { $target ->
    [you] tu ne l'as pas
   *[other] { $target } ne l'a pas
}.
pp-effect-brain = { $play } : elle n'a aucun effet quand elle est jouée.
pp-time-up = { $player ->
    [you] Ton temps est écoulé : le bot joue ton tour.
   *[other] Le temps de { $player } est écoulé : le bot joue son tour.
}

## La fin d'une manche et de la partie.
pp-showdown = La pioche est vide : on abat les cartes. { $hands }.
pp-showdown-holds = { $player ->
    [you] tu as
   *[other] { $player } a
} { $card }
pp-showdown-tie-broken = Égalité sur { $value } entre { $players } ; { $player ->
    [you] tu as
   *[other] { $player } a
} le plus haut total de défausse ({ $total }).
pp-showdown-tie = Égalité sur { $value } entre { $players }, et aussi sur le total de défausse ({ $total }).
pp-round-no-one-left = Il ne reste personne dans la manche.
pp-round-last-player = { $player ->
    [you] Tu es
   *[other] { $player } est
} le dernier joueur dans la manche.
pp-round-no-winner = Personne ne gagne la manche.
pp-round-winner = { $player ->
    [you] Tu gagnes
   *[other] { $player } gagne
} la manche { $round } et { $player ->
    [you] remportes
   *[other] remporte
} un jeton projet ({ $tokens }/{ $goal }).
pp-round-winners = Victoire de { $players } dans la manche { $round } : chacun remporte un jeton projet.
pp-round-face-down = La carte face cachée était { $card }.
pp-sudden-death = Égalité à { $tokens } jetons projet entre { $players } : mort subite ! Eux seuls continuent ; le premier à gagner un jeton projet l'emporte.
pp-sudden-death-continues = La mort subite continue entre { $players }.
pp-match-won-one = { $player ->
    [you] Tu gagnes
   *[other] { $player } gagne
} avec { $tokens } jetons projet !
pp-match-won-shared = Victoire partagée entre { $players }, avec { $tokens } jetons projet chacun !
## Tournoi.
pp-tournament-title = { $title } · Tournoi
pp-tournament-intro = { $players } joueurs répartis en { $groups } groupes qui jouent en même temps ; les vainqueurs des groupes se retrouvent en finale.
pp-group-heading = { $label } · premier à { $goal }{ $finished ->
    [1] {" "}· terminé
   *[0] {""}
}
pp-group-line = { $player ->
    [you] Toi
   *[other] { $player }
} · { $tokens } · { $state }
pp-group-winner = 🏆 vainqueur
pp-group-in = en jeu
pp-group-out = sorti
pp-group-sitting-out = sur la touche
pp-group-progress = Manche { $round }, pioche { $deck }
pp-group-stage = Phase de groupes : { $done } groupes terminés sur { $groups }.
pp-final-status = <em>Finale</em> · { $status }
pp-final-player = Finale · { $player }
pp-recent-final = Récemment (finale)
pp-you-won-group-waiting = Tu as gagné ton groupe ; la finale commence quand tous les groupes ont fini.
pp-you-won-group = Tu as gagné ton groupe et tu joues la finale.
pp-you-are-out-of-tournament = Tu es éliminé du tournoi ; les autres continuent.
pp-tournament = Tournoi
pp-tournament-won-by = { $label } : gagné par { $player ->
    [you] toi
   *[other] { $player }
}
pp-tournament-round = { $label } : manche { $round }
pp-tournament-won-one = 🏆 { $player ->
    [you] Tu gagnes
   *[other] { $player } gagne
} le tournoi !
pp-tournament-won-shared = 🏆 Tournoi partagé entre { $players } !
## Refus (la raison après « Ce n'est pas possible maintenant : »).
pp-refuse-turn-of = c'est { $player ->
    [you] ton tour
   *[other] le tour de { $player }
}
pp-refuse-not-held = tu n'as pas { $card } ; tu as { $held }
pp-refuse-value = { $value } ne peut pas être annoncé ici ; annonce une valeur parmi : { $allowed }
pp-refuse-not-now = { $prompt } Possible : { $allowed }.
pp-refuse-no-such-seat = la place { $seat } ne joue pas à cette table ; choisis { $allowed }
pp-refuse-target = { $why } ; choisis { $allowed }
pp-refuse-target-self = tu dois choisir un autre joueur
pp-refuse-target-out = { $player ->
    [you] tu es sorti de la manche
   *[other] { $player } est sorti de la manche
}
pp-refuse-target-sitting-out = { $player ->
    [you] tu ne joues pas cette manche
   *[other] { $player } ne joue pas cette manche
}
pp-refuse-target-no-card = { $player ->
    [you] tu n'as
   *[other] { $player } n'a
} aucune carte en main pour l'instant
pp-refuse-no-such-seat-here = la place { $seat } n'est pas à cette table
pp-refuse-no-timer = aucun minuteur de tour ne tourne dans cette partie
pp-refuse-stale-timer = ce minuteur est périmé : le tour pour lequel il était réglé est déjà fini
pp-refuse-host = l'hôte n'a aucune action dans Project Planning
pp-waiting-turn = c'est { $player ->
    [you] ton tour
   *[other] le tour de { $player }
}
pp-waiting-turn-in = c'est { $player ->
    [you] ton tour
   *[other] le tour de { $player }
} dans { $label }
pp-waiting-final-over = la finale est terminée
pp-waiting-group-won = ton groupe a fini ; la finale commence quand tous les groupes ont fini
pp-waiting-out-of-tournament = tu es éliminé du tournoi ; les autres continuent

## Les deux cartes de l'Analyste IT reviennent ; les annonces du tournoi et
## le résultat (dit de chaque joueur par son nom : le résumé de la partie).
pp-puts-back = { $player ->
    [you] Tu remets
   *[other] { $player } remet
} les deux cartes sur la pioche.
pp-event-in-match = { $label } : { $event }
pp-tournament-start = Tournoi de { $players } joueurs. { $groups }. Les vainqueurs des groupes se retrouvent en finale.
pp-tournament-group = { $label } : { $players }
pp-final-start = Chaque groupe a son vainqueur. La finale : { $players } ; le premier à { $goal } jetons projet gagne le tournoi.
pp-project-tokens = { $tokens ->
    [one] { $tokens } jeton projet
   *[other] { $tokens } jetons projet
}
pp-outcome-wins = { $player } gagne avec { $tokens }{ $sudden-death ->
    [1] {" "}après une mort subite
   *[0] {""}
}
pp-outcome-share = Victoire partagée entre { $players }, avec { $tokens } chacun
pp-outcome-tournament-wins = { $player } gagne le tournoi en remportant la finale avec { $tokens }
pp-outcome-tournament-share = Victoire du tournoi partagée entre { $players }, avec { $tokens } chacun en finale
pp-reveal-tokens = { $tokens }{ $winner ->
    [1] {" "}🏆 vainqueur
   *[0] {""}
}
