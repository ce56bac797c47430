# Wolfpack. Conventions (docs/design.md, "Text is data") : un argument joueur
# vaut `you` pour son lecteur, donc les messages sélectionnent dessus ; <em>…</em> est l'emphase.

wolfpack-title = Wolfpack
# Couleurs des meutes par place.
wolfpack-colour = { $colour ->
    [0] Gris
    [1] Blanc
    [2] Noir
    [3] Rouge
   *[4] Brun
}
wolfpack-none = aucune
wolfpack-no-wolves = aucun

## Cartes.
wolfpack-card-sheep = un mouton
wolfpack-card-wolf = un loup { $colour }
wolfpack-snatch-sheep = Rafle de moutons
wolfpack-snatch-wolf = Rafle de loups
wolfpack-steal = Vol de carte
wolfpack-swap = Échange de mains
# La carte dans une phrase, pour qu'aucun nom ne se lise deux fois.
wolfpack-action-card = une carte action ({ $card })
# Une entrée d'un décompte par couleur : « 2 Blanc ».
wolfpack-colour-count = { $colour } ×{ $count }

## Le plateau.
wolfpack-status-opening = <em>Ouverture</em> : { $player ->
    [you] à toi de prendre
   *[other] { $player } prend
} la carte d'ouverture { $pick } sur 3.
wolfpack-status-to-move = { $player ->
    [you] <em>À toi de jouer</em> ({ $colour }).
   *[other] <em>{ $player }</em> ({ $colour }) doit jouer.
}
wolfpack-status-over = <em>{ $end }</em>
wolfpack-piles = Piles : { $sizes } (encore { $left } cartes de jeu) · Pioche action : { $deck } · défausse : { $discard }
wolfpack-last-move = Dernier coup
wolfpack-seat = { $player ->
    [you] Toi
   *[other] { $player }
} · { $colour }
wolfpack-seat-moving = { $player ->
    [you] Toi
   *[other] { $player }
} · { $colour } ◀
wolfpack-seat-out = { $player ->
    [you] Toi
   *[other] { $player }
} · { $colour } (hors jeu)
# Une ligne par place, pour que le plateau à cinq places reste compact.
wolfpack-seat-summary = Main : { $playing } de jeu · { $actions } action · Pile de score : { $sheep } { $sheep ->
    [one] mouton
   *[other] moutons
} · loups : { $wolves } · Points de la pile : { $points }
wolfpack-earlier-moves = Coups précédents
wolfpack-final-scores = Scores finaux
wolfpack-hands-at-end = Les mains à la fin
wolfpack-score-line = { $player ->
    [you] Toi
   *[other] { $player }
} : moutons { $sheep } + loups { $wolves } + mains { $hands } = <em>{ $total }</em>{ $won ->
    [1] {" "}🏆
   *[0] {""}
}
wolfpack-hand-award = { $player ->
    [you] Ta main
   *[other] { $player }
} : { $sheep } { $sheep ->
    [one] mouton
   *[other] moutons
}, loups : { $wolves } → { $result }
wolfpack-award-no-sheep = aucun mouton à partager
wolfpack-award-no-wolves = aucun loup, donc ses moutons ne comptent pas
wolfpack-award-one = { $each } { $each ->
    [one] mouton
   *[other] moutons
} pour { $player ->
    [you] toi
   *[other] { $player }
}
wolfpack-award-tie = égalité : { $each } chacun pour { $players }, { $lost } non { $lost ->
    [one] compté
   *[other] comptés
}
wolfpack-own-hand = { $player ->
    [you] Ta main ({ $colour })
   *[other] { $player } : sa main ({ $colour })
}
wolfpack-hand-herd = Moutons : { $sheep } · loups : { $wolves } (de ta couleur { $own } · adverses { $hostile })
wolfpack-hand-actions = Cartes action ({ $held }/{ $limit }) : { $cards }
wolfpack-hand-fresh = { $card } (jouable au prochain tour)
wolfpack-hand-just-drawn = Tout juste piochée : { $card }
wolfpack-hand-out = Tu es hors jeu ; ta main compte quand même à la fin.
wolfpack-hand-snatch-works = Rafle de moutons { $sheep ->
    [0] ne te rapporterait aucun mouton maintenant
    [one] te rapporterait maintenant ton mouton
   *[other] te rapporterait maintenant tes { $sheep } moutons
}.
wolfpack-hand-snatch-fails = Rafle de moutons échouerait maintenant : il te faut plus de loups à toi que de loups adverses.
wolfpack-footer = Pile de score : mouton 1 point, loup adverse 3. À la fin, les moutons de chaque main vont à la couleur qui y a le plus de loups.

## Ce qu'on demande au joueur actif, et les choix.
wolfpack-ask-opening = Ouverture : prends la carte de jeu { $pick } sur { $of } dans la pile de ton choix
wolfpack-ask-turn = À toi : prends une carte de jeu, prends une carte action, joue une carte action ou défausses-en deux
wolfpack-ask-drawn-must-play = Tu as pioché { $card }. Tu as déjà deux cartes action, tu dois donc la jouer tout de suite
wolfpack-ask-drawn = Tu as pioché { $card } : garde-la ou joue-la tout de suite
wolfpack-ask-steal-from = Vol de carte : que prends-tu { $player ->
    [you] à toi-même
   *[other] à { $player }
} ?
wolfpack-ask-steal = Vol de carte
wolfpack-ask-swap = Échange de mains : dans quel sens passent les mains ?
wolfpack-choice-pile = Pile { $pile }
wolfpack-choice-pile-hint = { $left ->
    [one] { $left } carte restante
   *[other] { $left } cartes restantes
}
wolfpack-choice-draw = Prendre une carte action
wolfpack-choice-draw-hint = garde-la ou joue-la aussitôt
wolfpack-choice-draw-hint-full = tu en as déjà deux : tu dois la jouer aussitôt
wolfpack-choice-play = Jouer { $card }
wolfpack-choice-play-now = Jouer { $card } maintenant
wolfpack-choice-keep = Garder { $card }
wolfpack-choice-discard2 = Défausser les deux cartes action, en prendre une
wolfpack-choice-discard2-hint = la nouvelle carte se joue à partir de ton prochain tour
wolfpack-choice-steal-playing = Une carte de jeu prise à { $player ->
    [you] toi-même
   *[other] { $player }
}
wolfpack-choice-steal-action = Une carte action prise à { $player ->
    [you] toi-même
   *[other] { $player }
}
wolfpack-choice-steal-playing-hint = tirée au hasard parmi { $held } { $held ->
    [one] carte de jeu
   *[other] cartes de jeu
}
wolfpack-choice-steal-action-hint = tirée au hasard parmi { $held } { $held ->
    [one] carte action
   *[other] cartes action
}
wolfpack-choice-back = Retour
wolfpack-choice-left = Passer à gauche
wolfpack-choice-right = Passer à droite
wolfpack-choice-pass-hint = ta main va { $to ->
    [you] à toi
   *[other] à { $to }
}, { $from ->
    [you] tu reçois la tienne
   *[other] { $from } te donne la sienne
}
wolfpack-hint-snatch-sheep = { $sheep ->
    [0] ne rafle aucun mouton
    [one] rafle ton mouton
   *[other] rafle tes { $sheep } moutons
} : { $own ->
    [one] { $own } loup à toi
   *[other] { $own } loups à toi
} contre { $hostile } { $hostile ->
    [one] adverse
   *[other] adverses
}
wolfpack-hint-snatch-sheep-fails = échouerait : { $own ->
    [one] { $own } loup à toi
   *[other] { $own } loups à toi
} contre { $hostile } { $hostile ->
    [one] adverse
   *[other] adverses
}
wolfpack-hint-snatch-wolf = { $hostile ->
    [0] ne rafle aucun loup adverse
    [one] rafle ton loup adverse (3 points)
   *[other] rafle tes { $hostile } loups adverses (3 points chacun)
}
wolfpack-hint-steal = prends une carte au hasard à chaque autre joueur
wolfpack-hint-swap = chaque main passe au joueur suivant

## Ce qui se passe.
wolfpack-first-player = { $player ->
    [you] Le tirage t'a désigné
   *[other] Le tirage a désigné { $player }
} pour commencer. Ouverture : chacun prend { $cards } cartes de jeu.
wolfpack-takes-opening-card = { $player ->
    [you] Tu prends
   *[other] { $player } prend
} une carte d'ouverture dans la pile { $pile }.
wolfpack-takes-playing-card = { $player ->
    [you] Tu prends
   *[other] { $player } prend
} une carte de jeu dans la pile { $pile }.
wolfpack-took-card = { $player ->
    [you] Tu as pris
   *[other] { $player } a pris
} { $card } dans la pile { $pile }.
wolfpack-opening-done = L'ouverture est terminée : { $player ->
    [you] tu commences.
   *[other] { $player } commence.
}
wolfpack-takes-action-card = { $player ->
    [you] Tu prends
   *[other] { $player } prend
} une carte action.
wolfpack-drew = { $player ->
    [you] Tu as pioché
   *[other] { $player } a pioché
} { $card }.
wolfpack-discards-two = { $player ->
    [you] Tu défausses
   *[other] { $player } défausse
} deux cartes action face cachée et { $player ->
    [you] en prends
   *[other] en prend
} une nouvelle (jouable au prochain tour).
wolfpack-took-fresh = { $player ->
    [you] Tu as pris
   *[other] { $player } a pris
} { $card }, jouable à partir du prochain tour.
wolfpack-keeps = { $player ->
    [you] Tu gardes
   *[other] { $player } garde
} la carte action.
wolfpack-reshuffle = La pioche action est vide : les { $cards } cartes défaussées sont mélangées pour former une nouvelle pioche.
wolfpack-begin-steal = Vol de carte : choisis ce que tu prends à chaque joueur.
wolfpack-begin-swap = Échange de mains : choisis le sens.
wolfpack-back = Retour : choisis à nouveau.
wolfpack-snatch-sheep-works = { $player ->
    [you] Tu joues
   *[other] { $player } joue
} Rafle de moutons avec { $own } { $own ->
    [one] loup
   *[other] loups
} ({ $colour }) contre { $hostile } { $hostile ->
    [one] adverse
   *[other] adverses
} et { $player ->
    [you] rafles
   *[other] rafle
} { $sheep } { $sheep ->
    [one] mouton
   *[other] moutons
} (+{ $sheep }).
wolfpack-snatch-sheep-fails = { $player ->
    [you] Tu joues
   *[other] { $player } joue
} Rafle de moutons, mais la rafle échoue : la carte est perdue sans effet.
wolfpack-snatch-wolf-plays = { $player ->
    [you] Tu joues
   *[other] { $player } joue
} Rafle de loups et { $player ->
    [you] rafles
   *[other] rafle
} { $count } { $count ->
    [one] loup
   *[other] loups
} ({ $colours }, +{ $points }).
wolfpack-pack-wiped-out = Les dix loups de la couleur { $colour } ont été raflés : { $player ->
    [you] tu es hors jeu, mais ta main compte quand même à la fin.
   *[other] { $player } est hors jeu, mais sa main compte quand même à la fin.
}
wolfpack-stole = { $thief ->
    [you] Tu as volé { $card } à { $victim ->
        [you] toi-même
       *[other] { $victim }
    }
   *[other] { $victim ->
        [you] { $thief } t'a volé { $card }
       *[other] { $thief } a volé { $card } à { $victim }
    }
}.
wolfpack-steal-nothing = { $player ->
    [you] Tu joues
   *[other] { $player } joue
} Vol de carte, mais personne n'a de carte à prendre.
wolfpack-steal-takes = { $player ->
    [you] Tu joues
   *[other] { $player } joue
} Vol de carte et { $player ->
    [you] prends
   *[other] prend
} { $taken }.
wolfpack-taken-playing = une carte de jeu { $player ->
    [you] à toi
   *[other] à { $player }
}
wolfpack-taken-action = une carte action { $player ->
    [you] à toi
   *[other] à { $player }
}
wolfpack-swap-left = { $player ->
    [you] Tu joues
   *[other] { $player } joue
} Échange de mains : chaque main en jeu passe à gauche (au joueur suivant).
wolfpack-swap-right = { $player ->
    [you] Tu joues
   *[other] { $player } joue
} Échange de mains : chaque main en jeu passe à droite (au joueur précédent).
wolfpack-received-hand = { $player ->
    [you] Tu as reçu
   *[other] { $player } a reçu
} { $giver ->
    [you] ta main
   *[other] la main de { $giver }
} : { $sheep } { $sheep ->
    [one] mouton
   *[other] moutons
}, loups { $wolves }, { $actions } { $actions ->
    [one] carte action
   *[other] cartes action
}.
wolfpack-discards-over-limit = { $player ->
    [you] Tu as
   *[other] { $player } a
} plus de deux cartes action et { $player ->
    [you] en défausses
   *[other] en défausse
} { $count } au hasard.
wolfpack-discarded-cards = { $player ->
    [you] Tu avais
   *[other] { $player } avait
} plus de deux cartes action et { $player ->
    [you] as défaussé
   *[other] a défaussé
} au hasard : { $cards }.

## La fin.
wolfpack-game-over = { $end } { $winners }
wolfpack-end-piles-empty = Fin de partie : la dernière carte de jeu a été prise.
wolfpack-end-all-wolves = Fin de partie : { $player ->
    [you] tu as
   *[other] { $player } a
} raflé tous les loups adverses.
wolfpack-end-last-in-play = Fin de partie : toutes les autres meutes ont été raflées ; { $player ->
    [you] tu es
   *[other] { $player } est
} le dernier joueur en jeu.
wolfpack-wins = { $player ->
    [you] Tu gagnes
   *[other] { $player } gagne
} avec { $points } points.
wolfpack-share-win = { $players } se partagent la victoire avec { $points } points.
wolfpack-nobody-wins = Personne ne gagne.

## Refus (le moteur met « Ce n'est pas possible maintenant : » ou « Ce n'est pas ton tour : » devant).
wolfpack-refuse-then = { $reason } ; { $then }
wolfpack-refuse-no-seat = il n'y a pas de place { $seat } à cette table
wolfpack-refuse-actor = Wolfpack n'a ni minuteur ni action de l'hôte ; { $actor } ne peut pas agir
wolfpack-refuse-whose-turn = c'est { $player ->
    [you] ton tour
   *[other] à { $player } de jouer
}
wolfpack-refuse-out-of-play = tu es hors jeu : tes dix loups ont été raflés (ta main compte quand même à la fin)
wolfpack-refuse-fresh = la carte prise en défaussant deux cartes ({ $card }) se joue à partir de ton prochain tour
wolfpack-refuse-allowed-now = possible maintenant : { $choices }
wolfpack-refuse-opening = pendant l'ouverture, chacun prend { $cards } cartes de jeu : choisis une pile (pile1 à pile{ $piles })
wolfpack-refuse-drawn = tu as pioché { $card } : garde-la (keep) ou joue-la maintenant (playnew)
wolfpack-refuse-no-pile = il y a les piles 1 à { $piles } ; piles avec des cartes : { $open }
wolfpack-refuse-empty-pile = la pile { $pile } est vide ; prends dans une pile qui a encore des cartes : { $open }
wolfpack-refuse-not-held = tu n'as pas { $card }
wolfpack-refuse-discard-needs-two = pour défausser il faut deux cartes action, et tu en as { $held }
wolfpack-refuse-keep-over-limit = tu as déjà deux cartes action, le maximum, donc la carte piochée ({ $card }) doit être jouée maintenant (playnew)
wolfpack-refuse-nothing-to-steal = il n'y a plus rien à voler ; reviens en arrière
wolfpack-refuse-steal-from-self = tu ne peux pas te voler toi-même
wolfpack-refuse-steal-out-of-play = { $victim ->
    [you] tu es hors jeu et on ne peut pas te voler
   *[other] { $victim } est hors jeu et ne peut pas être volé
} ; choisis ce que tu prends { $target ->
    [you] à toi
   *[other] à { $target }
}
wolfpack-refuse-steal-other-first = choisis maintenant ce que tu prends { $target ->
    [you] à toi
   *[other] à { $target }
} (card{ $seat } ou action{ $seat }), ou reviens en arrière
wolfpack-refuse-holds-no-playing = { $player ->
    [you] tu n'as
   *[other] { $player } n'a
} aucune carte de jeu
wolfpack-refuse-holds-no-action = { $player ->
    [you] tu n'as
   *[other] { $player } n'a
} aucune carte action
wolfpack-refuse-steal-over-limit = une carte action te ferait dépasser deux cartes action ; prends une carte de jeu
wolfpack-refuse-stealing = tu joues Vol de carte : choisis card{ $seat } ou action{ $seat } (ce que tu prends { $target ->
    [you] à toi
   *[other] à { $target }
}), ou back
wolfpack-refuse-stealing-done = tu joues Vol de carte : reviens en arrière
wolfpack-refuse-swapping = tu joues Échange de mains : choisis left, right ou back

## La ligne d'une place dans la révélation finale.
wolfpack-reveal-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $winner ->
    [1] {" "}🏆
   *[0] {""}
}
