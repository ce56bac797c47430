# werewolf : textes français (conventions dans docs/design.md, "Text is data").
# Un argument joueur vaut `you` pour son lecteur, donc les messages sélectionnent dessus ;
# <em>…</em> marque l'emphase.

## Camps.
werewolf-team-village = Village
werewolf-team-werewolves = Loups-Garous
werewolf-team-tanner = Tanneur

## Rôles : le nom d'un rôle et son pouvoir.
werewolf-role-villager = Villageois
werewolf-role-villager-ability = Aucun pouvoir spécial : trouve les Loups-Garous et fais-les éliminer au vote.
werewolf-role-seer = Voyante
werewolf-role-seer-ability = Chaque nuit, découvre si un joueur est un Loup-Garou.
werewolf-role-apprentice-seer = Apprentie Voyante
werewolf-role-apprentice-seer-ability = Quand la Voyante meurt, tu deviens la Voyante.
werewolf-role-aura-seer = Voyante d'Aura
werewolf-role-aura-seer-ability = Chaque nuit, découvre si un joueur a un rôle spécial.
werewolf-role-bodyguard = Garde du corps
werewolf-role-bodyguard-ability = Chaque nuit, protège un joueur (pas le même deux nuits de suite).
werewolf-role-witch = Sorcière
werewolf-role-witch-ability = Une fois par partie, sauve la victime des loups ; une fois par partie, élimine un joueur pendant la nuit.
werewolf-role-hunter = Chasseur
werewolf-role-hunter-ability = Quand tu es éliminé, tu élimines le joueur de ton choix.
werewolf-role-mason = Franc-Maçon
werewolf-role-mason-ability = La première nuit, tu découvres les autres Francs-Maçons.
werewolf-role-prince = Prince
werewolf-role-prince-ability = La première fois que le vote t'élimine, tu te révèles et tu survis.
werewolf-role-mayor = Maire
werewolf-role-mayor-ability = Ton vote compte double.
werewolf-role-tough-guy = Dur à cuire
werewolf-role-tough-guy-ability = Une attaque des Loups-Garous ne te tue qu'à la fin du jour suivant.
werewolf-role-old-hag = Vieille Mégère
werewolf-role-old-hag-ability = Chaque nuit, envoie un joueur hors du village pour le jour suivant (ni parole, ni vote).
werewolf-role-spellcaster = Envoûteuse
werewolf-role-spellcaster-ability = Chaque nuit, réduis un joueur au silence pour le jour suivant.
werewolf-role-diseased = Malade
werewolf-role-diseased-ability = Si les Loups-Garous t'éliminent, ils sautent leur prochaine attaque.
werewolf-role-village-idiot = Idiot du Village
werewolf-role-village-idiot-ability = Tu votes toujours pour éliminer.
werewolf-role-pacifist = Pacifiste
werewolf-role-pacifist-ability = Tu votes toujours pour épargner.
werewolf-role-lycan = Lycanthrope
werewolf-role-lycan-ability = Un villageois que la Voyante voit comme un Loup-Garou.
werewolf-role-cursed = Maudit
werewolf-role-cursed-ability = Un villageois qui devient Loup-Garou au lieu de mourir quand les loups l'attaquent.
werewolf-role-werewolf = Loup-Garou
werewolf-role-werewolf-ability = Chaque nuit, les loups s'accordent sur une victime.
werewolf-role-wolf-cub = Louveteau
werewolf-role-wolf-cub-ability = Un Loup-Garou ; quand tu meurs, les loups tuent deux joueurs la nuit suivante.
werewolf-role-minion = Sbire
werewolf-role-minion-ability = Camp des Loups-Garous : tu connais les loups, eux ne te connaissent pas ; les voyantes voient un villageois.
werewolf-role-sorceress = Ensorceleuse
werewolf-role-sorceress-ability = Camp des Loups-Garous : chaque nuit, découvre si un joueur est la Voyante.
werewolf-role-tanner = Tanneur
werewolf-role-tanner-ability = Tu ne gagnes que si tu es éliminé.

## Artefacts : le nom d'une carte et son texte.
werewolf-artifact-prism-of-power = Prisme de Pouvoir
werewolf-artifact-prism-of-power-text = Choisis trois joueurs : cette nuit, les loups doivent prendre leur victime parmi eux.
werewolf-artifact-cap-of-idiocy = Bonnet d'Âne
werewolf-artifact-cap-of-idiocy-text = Tu votes toujours pour éliminer.
werewolf-artifact-wreath-of-peace = Couronne de la Paix
werewolf-artifact-wreath-of-peace-text = Tu votes toujours pour épargner.
werewolf-artifact-rod-of-reincarnation = Baguette de Réincarnation
werewolf-artifact-rod-of-reincarnation-text = À révéler quand tu es éliminé : tu restes en jeu avec un nouveau rôle pris parmi les rôles inutilisés.
werewolf-artifact-scepter-of-rebirth = Sceptre de Renaissance
werewolf-artifact-scepter-of-rebirth-text = À révéler quand tu es éliminé : tu reviens à la vie.
werewolf-artifact-void-of-nothingness = Vide du Néant
werewolf-artifact-void-of-nothingness-text = Aucun effet.
werewolf-artifact-sheet-of-the-ghost = Drap du Fantôme
werewolf-artifact-sheet-of-the-ghost-text = Un joueur éliminé la veille te donne une seule lettre.
werewolf-artifact-sapphire-of-fate = Saphir du Destin
werewolf-artifact-sapphire-of-fate-text = Choisis un joueur qui a un artefact non révélé : il le révèle maintenant.
werewolf-artifact-amethyst-of-knowledge = Améthyste du Savoir
werewolf-artifact-amethyst-of-knowledge-text = Regarde en secret l'artefact non révélé d'un joueur ; tu peux l'obliger à le révéler maintenant.
werewolf-artifact-diamond-of-denial = Diamant du Déni
werewolf-artifact-diamond-of-denial-text = Remets dans la pioche l'artefact révélé à effet permanent d'un joueur.
werewolf-artifact-emerald-of-jealousy = Émeraude de la Jalousie
werewolf-artifact-emerald-of-jealousy-text = Prends l'artefact non révélé d'un joueur ; il est à toi, toujours non révélé.
werewolf-artifact-onyx-of-destruction = Onyx de la Destruction
werewolf-artifact-onyx-of-destruction-text = Retire de la partie l'artefact non révélé d'un joueur.
werewolf-artifact-ruby-of-kismet = Rubis du Sort
werewolf-artifact-ruby-of-kismet-text = Deux joueurs révèlent leurs artefacts, dans l'ordre que tu choisis.
werewolf-artifact-citrine-of-fortune = Citrine de la Fortune
werewolf-artifact-citrine-of-fortune-text = Échange-la contre un nouvel artefact, que tu révèles aussitôt.
werewolf-artifact-amber-of-dawn = Ambre de l'Aube
werewolf-artifact-amber-of-dawn-text = Chaque joueur qui a révélé un artefact à usage unique en reçoit un nouveau, face cachée.
werewolf-artifact-amulet-of-protection = Amulette de Protection
werewolf-artifact-amulet-of-protection-text = Celui qui la détient ne peut pas être éliminé ; à chaque aube, elle passe à un joueur qui ne l'a pas encore eue.
werewolf-artifact-shield-of-the-bodyguard = Bouclier du Garde du corps
werewolf-artifact-shield-of-the-bodyguard-text = À chaque aube, choisis un joueur différent, qui ne peut pas mourir la nuit suivante.
werewolf-artifact-blood-of-the-diseased = Sang du Malade
werewolf-artifact-blood-of-the-diseased-text = Choisis un joueur : il devient Malade.
werewolf-artifact-skimmer-of-the-cursed = Écumoire du Maudit
werewolf-artifact-skimmer-of-the-cursed-text = Tu deviens Maudit.
werewolf-artifact-claw-of-the-werewolf = Griffe du Loup-Garou
werewolf-artifact-claw-of-the-werewolf-text = Tu rejoins les Loups-Garous en gardant le pouvoir de ton rôle.
werewolf-artifact-cloak-of-the-prince = Cape du Prince
werewolf-artifact-cloak-of-the-prince-text = Le vote ne peut pas t'éliminer.
werewolf-artifact-mace-of-the-mayor = Masse du Maire
werewolf-artifact-mace-of-the-mayor-text = Ton vote compte double.
werewolf-artifact-heart-of-indifference = Cœur d'Indifférence
werewolf-artifact-heart-of-indifference-text = À chaque aube, choisis un joueur qui ne peut pas voter ce jour-là.
werewolf-artifact-mask-of-spellcasting = Masque d'Envoûtement
werewolf-artifact-mask-of-spellcasting-text = À chaque aube, choisis un joueur réduit au silence ce jour-là.
werewolf-artifact-cudgel-of-the-old-hag = Gourdin de la Vieille Mégère
werewolf-artifact-cudgel-of-the-old-hag-text = À chaque aube, choisis un joueur envoyé hors du village ce jour-là.
werewolf-artifact-vote-from-beyond = Vote d'Outre-Tombe
werewolf-artifact-vote-from-beyond-text = Tu peux voter après avoir été éliminé.
werewolf-artifact-eye-of-the-beholder = Œil de l'Observateur
werewolf-artifact-eye-of-the-beholder-text = Chaque nuit, tu vois qui la Voyante a sondé et ce qu'elle a vu.
werewolf-artifact-staff-of-the-seer = Bâton de la Voyante
werewolf-artifact-staff-of-the-seer-text = Regarde en secret le rôle d'un joueur.
werewolf-artifact-ring-of-truth = Anneau de Vérité
werewolf-artifact-ring-of-truth-text = Découvre en secret si un joueur est un Loup-Garou.
werewolf-artifact-mist-of-aura = Brume d'Aura
werewolf-artifact-mist-of-aura-text = Découvre en secret si un joueur a un rôle spécial.
werewolf-artifact-mirror-of-the-doppelganger = Miroir du Doppelgänger
werewolf-artifact-mirror-of-the-doppelganger-text = Regarde en secret le rôle d'un joueur et gagne son pouvoir en plus du tien.
werewolf-artifact-diary-of-the-insomniac = Journal de l'Insomniaque
werewolf-artifact-diary-of-the-insomniac-text = Découvre si l'un de tes voisins a agi la nuit dernière.
werewolf-artifact-stone-of-alteration = Pierre d'Altération
werewolf-artifact-stone-of-alteration-text = Tu reçois un nouveau rôle pris parmi les rôles inutilisés.
werewolf-artifact-breath-of-the-old-man = Souffle du Vieillard
werewolf-artifact-breath-of-the-old-man-text = Choisis un joueur : il meurt dans deux nuits.
werewolf-artifact-bow-of-hunting = Arc de Chasse
werewolf-artifact-bow-of-hunting-text = Donne-le à un joueur, qui doit éliminer quelqu'un dans la minute.
werewolf-artifact-spear-of-fury = Lance de Fureur
werewolf-artifact-spear-of-fury-text = Révèle ton rôle à tous, puis élimine un joueur.
werewolf-artifact-orb-of-speculation = Orbe de Spéculation
werewolf-artifact-orb-of-speculation-text = Désigne deux joueurs : si ce sont deux Loups-Garous, le village gagne ; sinon, tu meurs.
werewolf-artifact-talisman-of-trouble = Talisman du Trouble
werewolf-artifact-talisman-of-trouble-text = Aujourd'hui, le vote peut éliminer un second joueur.


## Le journal de la nuit (ce qui était caché, montré à la fin et aux morts).
werewolf-log-attacked-protected = { $player ->
    [you] Tu as été attaqué
   *[other] { $player } a été attaqué
} mais protégé.
werewolf-log-tough-guy-wounded = { $player ->
    [you] Tu es le Dur à cuire : tu as été attaqué et tu mourras
   *[other] Le Dur à cuire { $player } a été attaqué et mourra
} à la fin du jour { $day }.
werewolf-log-diseased-eaten = { $player ->
    [you] Tu étais
   *[other] { $player } était
} Malade : les loups sautent leur prochaine attaque.
werewolf-log-breath-blocked = Le Souffle du Vieillard sur { $player ->
    [you] toi
   *[other] { $player }
} a été bloqué.
werewolf-log-poison-blocked = { $witch ->
    [you] Ton poison
   *[other] Le poison de { $witch }
} sur { $player ->
    [you] toi
   *[other] { $player }
} a été bloqué.
werewolf-log-cursed-turned = { $player ->
    [you] Tu étais Maudit et tu es devenu
   *[other] { $player } était Maudit et est devenu
} Loup-Garou.
werewolf-log-died = Jour { $day } : { $player ->
    [you] tu es mort
   *[other] { $player } est mort
} ({ $role }) — { $cause }.
werewolf-log-died-night = Nuit { $night } : { $player ->
    [you] tu es mort
   *[other] { $player } est mort
} ({ $role }) — { $cause }.
werewolf-log-wolf-cub-died = Le Louveteau est mort : les loups tueront deux joueurs la nuit prochaine.
werewolf-log-apprentice-promoted = { $player ->
    [you] Tu étais l'Apprentie Voyante : tu deviens
   *[other] L'Apprentie Voyante { $player } devient
} la Voyante.

## Ce qu'un joueur apprend sur lui-même.
werewolf-note-wounded = Les loups t'ont attaqué : tu mourras à la fin du jour { $day }.
werewolf-note-cursed-turned = Les loups t'ont attaqué : tu étais Maudit et tu es maintenant un Loup-Garou.
werewolf-note-apprentice-promoted = La Voyante est morte : tu es maintenant la Voyante.

## Ce que tu sais.
werewolf-intel-joined-pack = { $player ->
    [you] Tu as rejoint
   *[other] { $player } a rejoint
} la meute.
werewolf-intel-is-werewolf = { $player ->
    [you] Tu es
   *[other] { $player } est
} un Loup-Garou.

## Les morts et le jour.
werewolf-amulet-saves = { $player ->
    [you] Tu détiens l'Amulette de Protection et ne peux pas
   *[other] { $player } détient l'Amulette de Protection et ne peut pas
} être éliminé.
werewolf-death-night = { $player ->
    [you] Tu es mort
   *[other] { $player } est mort
} pendant la nuit.
werewolf-death-vote = { $player ->
    [you] Tu es éliminé
   *[other] { $player } est éliminé
} par le vote.
werewolf-death-hunter = { $player ->
    [you] Le Chasseur t'abat.
   *[other] Le Chasseur abat { $player }.
}
werewolf-death-wounds = { $player ->
    [you] Tu succombes
   *[other] { $player } succombe
} aux blessures des Loups-Garous.
werewolf-death-bow = { $player ->
    [you] Tu es abattu
   *[other] { $player } est abattu
} avec l'Arc de Chasse.
werewolf-death-spear = { $player ->
    [you] Tu es terrassé
   *[other] { $player } est terrassé
} par la Lance de Fureur.
werewolf-death-orb = { $player ->
    [you] Tu es consumé
   *[other] { $player } est consumé
} par l'Orbe de Spéculation.
werewolf-death-role-shown = { $death } { $player ->
    [you] Ton rôle :
   *[other] Son rôle :
} <em>{ $role }</em>.
werewolf-second-elimination = Une seconde élimination par vote est permise aujourd'hui : les accusations sont rouvertes.
werewolf-game-over = Fin de partie : victoire du camp <em>{ $team }</em> — { $reason }.
werewolf-stalemate = Fin de partie : impasse. Personne n'est mort depuis { $rounds } manches ; le meneur de jeu arrête la partie et personne ne gagne.
werewolf-day-starts = <em>Jour { $day }</em> : débat. { $artifacts ->
    [0] Accuse un joueur ou appuie une accusation.
   *[1] Accuse un joueur, appuie une accusation ou révèle un artefact.
}
werewolf-day-starts-quiet = <em>Jour { $day }</em> : débat. { $artifacts ->
    [0] Accuse un joueur ou appuie une accusation.
   *[1] Accuse un joueur, appuie une accusation ou révèle un artefact.
} Les accusations ouvrent dans { $seconds } s.
werewolf-day-ends-no-elimination = Le jour { $day } se termine sans élimination.

## La nuit.
werewolf-log-night-header = — Nuit { $night } —
werewolf-night-falls = La <em>nuit { $night }</em> tombe. Chacun a un choix à faire en privé.
werewolf-first-night-no-kill = La <em>nuit 1</em> tombe (pas de victime la première nuit). Chacun a un choix à faire en privé.
werewolf-wolf-vote = { $wolf ->
    [you] Tu votes pour tuer { $player }.
   *[other] { $player ->
        [you] { $wolf } vote pour te tuer.
       *[other] { $wolf } vote pour tuer { $player }.
    }
}
werewolf-pack-chose = La meute a choisi { $victims }.
werewolf-pack-chose-none = La meute n'a choisi aucune victime.
werewolf-finding-werewolf = { $player ->
    [you] tu es
   *[other] { $player } est
} un Loup-Garou
werewolf-finding-not-werewolf = { $player ->
    [you] tu n'es
   *[other] { $player } n'est
} pas un Loup-Garou
werewolf-finding-special = { $player ->
    [you] tu as
   *[other] { $player } a
} un rôle spécial
werewolf-finding-not-special = { $player ->
    [you] tu n'as
   *[other] { $player } n'a
} pas de rôle spécial
werewolf-finding-seer = { $player ->
    [you] tu es
   *[other] { $player } est
} la Voyante
werewolf-finding-not-seer = { $player ->
    [you] tu n'es
   *[other] { $player } n'est
} pas la Voyante
werewolf-intel-night-look = Nuit { $night } : { $finding }.
werewolf-log-night-look = { $looker } { $player ->
    [you] (toi)
   *[other] { $player }
} : { $look }
werewolf-log-guard = Garde du corps { $bodyguard ->
    [you] (toi)
   *[other] { $bodyguard }
} : { $player ->
    [you] tu es protégé
   *[other] { $player } est protégé
}.
werewolf-log-hag = Vieille Mégère { $hag ->
    [you] (toi)
   *[other] { $hag }
} : { $player ->
    [you] tu es envoyé hors du village
   *[other] { $player } est envoyé hors du village
}.
werewolf-log-spell = Envoûteuse { $spellcaster ->
    [you] (toi)
   *[other] { $spellcaster }
} : { $player ->
    [you] tu es réduit au silence
   *[other] { $player } est réduit au silence
}.
werewolf-log-witch-saves = Sorcière { $witch ->
    [you] (toi)
   *[other] { $witch }
} : { $player ->
    [you] tu es sauvé
   *[other] { $player } est sauvé
}.
werewolf-log-witch-poisons = Sorcière { $witch ->
    [you] (toi)
   *[other] { $witch }
} : { $player ->
    [you] tu es empoisonné
   *[other] { $player } est empoisonné
}.
werewolf-roles-in-play = Rôles en jeu : { $roles }
werewolf-finding-role = { $player ->
    [you] ton rôle est
   *[other] le rôle de { $player } est
} { $role }
werewolf-intel-artifact-look = { $artifact } : { $finding }.
werewolf-log-artifact-look = { $player ->
    [you] Toi
   *[other] { $player }
} — { $look }
werewolf-log-role-changed = { $player ->
    [you] Tu changes
   *[other] { $player } change
} de rôle : { $old } -> { $new }.
werewolf-note-new-role = Ton nouveau rôle : <em>{ $role }</em> — { $ability }
werewolf-hunter-shoots = { $hunter ->
    [you] Tu abats { $player }.
   *[other] { $player ->
        [you] Le Chasseur { $hunter } t'abat.
       *[other] Le Chasseur { $hunter } abat { $player }.
    }
}
werewolf-log-hunter-shot = Chasseur { $hunter ->
    [you] (toi)
   *[other] { $hunter }
} : { $player ->
    [you] tu es abattu
   *[other] { $player } est abattu
}.

## Les votes.
werewolf-cannot-be-eliminated = { $who } (ne peut pas être éliminé : { $why })
werewolf-vote-nobody = personne
werewolf-vote-sides = Éliminer : { $eliminate } · Épargner : { $spare }
werewolf-vote-open = Vote sur { $player ->
    [you] toi
   *[other] { $player }
}. { $sides }
werewolf-vote-count = ({ $eliminate } pour éliminer, { $spare } pour épargner ; { $needed } requis)
werewolf-vote-count-outweighed = ({ $eliminate } votants pour éliminer, { $spare } pour épargner ; { $needed } voix requises : des voix qui comptent plus ont fait la différence)
werewolf-vote-eliminated = { $player ->
    [you] Tu es éliminé
   *[other] { $player } est éliminé
} : { $count }.
werewolf-vote-spared = { $player ->
    [you] Tu es épargné
   *[other] { $player } est épargné
} : { $count }.
werewolf-vote-survives = { $player ->
    [you] Tu survis
   *[other] { $player } survit
} au vote, { $count } — { $why }.
werewolf-vote-line = { $head } { $sides }
werewolf-vote-line-absent = { $head } { $sides } · Pas de vote : { $absent }
werewolf-vote-of-day = Jour { $day } : { $vote }

## Le jour : questions et choix.
werewolf-ask-discuss = Jour { $day } : débat ; { $artifacts ->
    [0] accuse un joueur (une fois par jour) ou dis que tu as fini.
   *[1] accuse un joueur (une fois par jour), révèle un artefact ou dis que tu as fini.
}
werewolf-ask-talk-first = Jour { $day } : place d'abord à la discussion ; les accusations ouvrent à la fin du minuteur. { $artifacts ->
    [0] Tu peux dire que tu as fini.
   *[1] Tu peux révéler un artefact ou dire que tu as fini.
}
werewolf-choice-nominate = Accuser { $player }
werewolf-choice-claim = Faire une déclaration
werewolf-choice-claim-hint = dire publiquement si un joueur est un Loup-Garou (une vraie info ou un bluff)
werewolf-choice-done = J'ai fini pour aujourd'hui
werewolf-choice-done-hint = le débat se termine plus tôt quand tous les joueurs du village ont fini
werewolf-choice-second = Appuyer : mettre { $player } en procès
werewolf-choice-do-not-second = Ne pas appuyer
werewolf-ask-second = { $nominator ->
    [you] Tu as accusé { $accused }.
   *[other] { $accused ->
        [you] { $nominator } t'a accusé.
       *[other] { $nominator } a accusé { $accused }.
    }
} Appuyer ?
werewolf-choice-rest = Terminer ma défense
werewolf-ask-defence = Tu es en procès : présente ta défense, puis termine-la pour lancer le vote.
werewolf-choice-keep-hidden = Garder mes artefacts cachés
werewolf-ask-reveal-before-vote = { $player } présente sa défense. Révéler un artefact avant le vote ?
werewolf-choice-eliminate = { $player ->
    [you] M'éliminer
   *[other] Éliminer { $player }
}
werewolf-choice-spare = { $player ->
    [you] M'épargner
   *[other] Épargner { $player }
}
werewolf-ask-vote-forced-eliminate = Tu votes toujours pour éliminer.
werewolf-ask-vote-forced-spare = Tu votes toujours pour épargner.
werewolf-ask-vote = Vote sur { $player ->
    [you] toi
   *[other] { $player }
} : éliminer ou épargner ?
werewolf-choice-claim-wolf = { $player } : loup
werewolf-choice-claim-clean = { $player } : pas loup
werewolf-choice-back = Retour
werewolf-ask-claim = Jour { $day } : fais une déclaration publique sur un joueur. Tout le monde la voit ; à toi de voir si elle est vraie.

## Le jour : ce que tout le monde voit.
werewolf-claims-wolf = { $player ->
    [you] Tu déclares
   *[other] { $player } déclare
} : { $about ->
    [you] tu es
   *[other] { $about } est
} un Loup-Garou.
werewolf-claims-clean = { $player ->
    [you] Tu déclares
   *[other] { $player } déclare
} : { $about ->
    [you] tu n'es
   *[other] { $about } n'est
} pas un Loup-Garou.
werewolf-nominates = { $player ->
    [you] Tu accuses { $accused }.
   *[other] { $accused ->
        [you] { $player } t'accuse.
       *[other] { $player } accuse { $accused }.
    }
} Quelqu'un appuie ?
werewolf-seconds = { $player ->
    [you] Tu appuies
   *[other] { $player } appuie
} l'accusation. { $accused ->
    [you] Tu es en procès : place à ta défense.
   *[other] { $accused } est en procès : place à sa défense.
}
werewolf-vote-starts = Vote : éliminer ou épargner { $player ->
    [you] toi
   *[other] { $player }
} ?
werewolf-nobody-seconds = Personne n'appuie : { $player ->
    [you] tu n'es
   *[other] { $player } n'est
} pas mis en procès.
werewolf-nobody-seconded-in-time = Personne n'a appuyé à temps : { $player ->
    [you] tu n'es
   *[other] { $player } n'est
} pas mis en procès.
werewolf-trial-over-dead = { $player ->
    [you] Tu n'es
   *[other] { $player } n'est
} plus en vie : le procès est terminé.
werewolf-nominations-open = Les accusations sont ouvertes.
werewolf-discussion-time-up = Le temps du débat est écoulé pour aujourd'hui.
werewolf-cloak-saves = La Cape du Prince : le vote ne peut pas éliminer { $player ->
    [you] toi
   *[other] { $player }
}.
werewolf-prince-saves = { $player ->
    [you] Tu révèles la carte Prince et tu survis
   *[other] { $player } révèle la carte Prince et survit
} au vote.
werewolf-mirrored-prince-saves = { $player ->
    [you] Tu survis
   *[other] { $player } survit
} au vote grâce au pouvoir du Prince, copié avec le Miroir du Doppelgänger.

## Pourquoi une majorité n'a pas éliminé (sinon le nom d'une carte ou d'un rôle).
werewolf-vote-save-mirrored-prince = le pouvoir du Prince, copié avec le Miroir

## La salle privée des loups-garous, et pourquoi un joueur doit se taire.
werewolf-room-wolves = Tanière des loups
werewolf-muted-dead = mort
werewolf-muted-sent-away = envoyé hors du village aujourd'hui
werewolf-muted-silenced = réduit au silence aujourd'hui
