# Loup-Garou : ce que les joueurs disent en public avec une raison tirée de
# l'historique public (les mises en cause du menu des déclarations, les
# phrases des bots), et le choix qui renonce à l'accusation du jour.

## Le jour : les choix.
werewolf-choice-done-giving-up-nomination = J'ai fini pour aujourd'hui (je renonce à mon accusation du jour)
werewolf-choice-accuse = { $player ->
    [you] Me mettre en cause
   *[other] Mettre en cause { $player }
}

## Le jour : ce que tout le monde voit.
werewolf-accuses = { $about ->
    [you] { $player ->
        [you] Tu te mets en cause
       *[other] { $player } te met en cause
    }
   *[other] { $player ->
        [you] Tu mets en cause { $about }
       *[other] { $player } met en cause { $about }
    }
} : { $reason }

## Les raisons tirées de l'historique public.
werewolf-reason-spared-wolf = { $other ->
    [you] { $about } a voté pour t'épargner, toi qui étais un Loup-Garou.
   *[other] { $about ->
        [you] Tu as
       *[other] { $about } a
    } voté pour épargner { $other }, qui était un Loup-Garou.
}
werewolf-reason-nominated-villager = { $other ->
    [you] { $about } t'a accusé, toi qui n'étais pas un Loup-Garou.
   *[other] { $about ->
        [you] Tu as
       *[other] { $about } a
    } accusé { $other }, qui n'était pas un Loup-Garou.
}
werewolf-reason-eliminated-villager = { $other ->
    [you] { $about } a voté pour t'éliminer, alors que tu n'étais pas un Loup-Garou.
   *[other] { $about ->
        [you] Tu as
       *[other] { $about } a
    } voté pour éliminer { $other }, qui n'était pas un Loup-Garou.
}
werewolf-reason-false-wolf-claim = { $about ->
    [you] Tu as
   *[other] { $about } a
} déclaré que { $other ->
    [you] tu étais un Loup-Garou ; ta carte
   *[other] { $other } était un Loup-Garou ; la carte de { $other }
} dit le contraire.
werewolf-reason-false-clean-claim = { $about ->
    [you] Tu as
   *[other] { $about } a
} déclaré que { $other ->
    [you] tu n'étais pas un Loup-Garou ; ta carte
   *[other] { $other } n'était pas un Loup-Garou ; la carte de { $other }
} dit le contraire.
werewolf-reason-named-by = { $other ->
    [you] Tu déclares
   *[other] { $other } déclare
} que { $about ->
    [you] tu es
   *[other] { $about } est
} un Loup-Garou.
werewolf-reason-counter-claim = { $about ->
    [you] Ta déclaration contredit
   *[other] La déclaration de { $about } contredit
} { $other ->
    [you] la tienne
   *[other] celle de { $other }
}.
werewolf-reason-nothing-said = { $about ->
    [you] Tu n'as
   *[other] { $about } n'a
} rien dit aujourd'hui.

## A line with no one to accuse yet.
werewolf-choice-undecided = Rien ne désigne encore personne
werewolf-says-undecided = { $player ->
    [you] Tu dis
   *[other] { $player } dit
} : { $variant ->
    [1] trop tôt pour le dire ; je surveille les votes.
    [2] je n'ai encore rien contre personne.
   *[other] rien ne désigne encore personne.
}
