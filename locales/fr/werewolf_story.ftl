# Le plateau de Loup-Garou, l'histoire de fin et les titres des pages de règles.
# Conventions (docs/design.md, "Text is data") : un argument joueur vaut `you`
# pour son lecteur, donc les messages sélectionnent dessus ; <em>…</em> marque l'emphase.

## Le plateau.
werewolf-view-title = { game-title-werewolf } — { $step }
werewolf-view-night = Nuit { $n }
werewolf-view-over = Fin de partie
werewolf-view-dawn = Aube du jour { $n }
werewolf-view-dusk = Crépuscule du jour { $n }
werewolf-view-nomination = Jour { $n } : accusation
werewolf-view-trial = Jour { $n } : procès
werewolf-view-vote = Jour { $n } : vote
werewolf-view-discussion = Jour { $n } : débat
werewolf-view-status = { $step } · { $alive } en vie sur { $seats }{ $awaited }
werewolf-view-resolving = Le meneur de jeu règle l'élimination…
werewolf-view-waiting = {" · "}en attente : { $who }
werewolf-view-time-left = {" · "}environ { $seconds } s de débat restantes
werewolf-view-quiet = {" · "}discussion calme avant les accusations
werewolf-view-night-prompts = {" · "}chaque joueur en vie a un choix à faire en privé
werewolf-view-nominated = { $nominator ->
    [you] Tu as accusé { $accused ->
        [you] <em>toi-même</em>
       *[other] <em>{ $accused }</em>
    }
   *[other] { $accused ->
        [you] <em>{ $nominator }</em> t'a accusé
       *[other] <em>{ $nominator }</em> a accusé <em>{ $accused }</em>
    }
} : en attente d'un appui.
werewolf-view-on-trial = { $accused ->
    [you] <em>Tu</em> es
   *[other] <em>{ $accused }</em> est
} en procès (accusé par { $nominator ->
    [you] toi
   *[other] { $nominator }
}, appuyé par { $seconder ->
    [you] toi
   *[other] { $seconder }
}) : défense.
werewolf-view-vote-on = Vote sur { $accused ->
    [you] <em>toi</em>
   *[other] <em>{ $accused }</em>
} : { $needed } votes pour éliminer.
werewolf-view-tally = Éliminer ({ $yes }) : { $yes-names } · Épargner ({ $no }) : { $no-names }
werewolf-view-no-votes = Aucun vote pour l'instant.
werewolf-view-eliminations = Éliminations par vote aujourd'hui : { $done } sur { $allowed }.
werewolf-view-chosen = Choisis jusqu'ici : { $names }.
werewolf-view-players = Joueurs · rôles en jeu : { $roles }
werewolf-view-recent = Événements récents
# Les votes d'aujourd'hui et d'hier, avec le camp choisi par chaque votant.
werewolf-view-votes = Votes

## Ce qui concerne une place.
werewolf-view-your-role = Ton rôle ({ $team })
werewolf-view-role = <em>{ $role }</em> — { $ability }
# Deux phrases à la suite.
werewolf-view-then = { $first } { $next }
werewolf-view-turned = Tu es maintenant un Loup-Garou : tu chasses avec la meute.
werewolf-view-extra-powers = Pouvoirs en plus : { $powers }.
werewolf-view-promoted = La Voyante est morte : tu es maintenant la Voyante.
werewolf-view-cursed = Tu es Maudit.
werewolf-view-diseased = Tu es Malade.
werewolf-view-potions = Potions : guérison { $save }, poison { $poison }.
werewolf-view-potion-used = utilisée
werewolf-view-potion-ready = prête
werewolf-view-you-are-dead = Tu es mort.
werewolf-view-your-artifacts = Tes artefacts
werewolf-view-none = Aucun.
werewolf-view-face-down = face cachée
werewolf-view-revealed-used = révélé, utilisé
werewolf-view-revealed = révélé
werewolf-view-artifact = { $n }. <em>{ $name }</em> ({ $kind }, { $state }) : { $text }
werewolf-view-pack-votes = Les votes de la meute cette nuit
werewolf-view-no-pack-votes = Aucun vote pour l'instant.
werewolf-view-pack-vote = { $wolf ->
    [you] toi
   *[other] { $wolf }
} → { $victim ->
    [you] toi
   *[other] { $victim }
}
werewolf-view-known = Ce que tu sais : { $facts }
werewolf-view-your-choice = Ton choix
werewolf-view-being-eliminated = Tu es sur le point d'être éliminé : fais ton choix.

## L'histoire de fin (les noms sont bruts : l'histoire est la même pour tous).
# Le titre d'un camp au-dessus des lignes de ses joueurs ; `side` : 0 village, 1 loups-garous, 2 Tanneur.
werewolf-story-side = { $side ->
    [1] Les Loups-Garous
    [2] Le Tanneur
   *[0] Le village
}{ $won ->
    [1] {" "}★ victoire
   *[0] {""}
}
werewolf-story-votes = Tous les votes
werewolf-story-claims = Toutes les déclarations, vérifiées
werewolf-story-log = Le journal complet des nuits : /partie journal.
werewolf-story-night-log = Le journal des nuits :
werewolf-story-seat = { $winner ->
    [1] ★
   *[0] ·
} { $who } — { $role } · { $fate }{ $deeds }{ $artifacts }
werewolf-story-role = { $role }
werewolf-story-dealt = { $role } (distribué : { $dealt })
werewolf-story-turned = { $role } (devenu Loup-Garou)
werewolf-story-role-side = { $role }, { $team }
werewolf-story-result = { $winner ->
    [1] gagné
   *[0] perdu
}
werewolf-story-alive = en vie
werewolf-story-dead = mort
# † marque une mort.
werewolf-story-died-night = † nuit { $n } ({ $how })
# Éliminé par le vote du jour.
werewolf-story-voted-out = † jour { $n }
# Tué par les loups.
werewolf-story-killed = † nuit { $n }
werewolf-story-died-day = † jour { $n } ({ $how })
werewolf-story-by-witch = poison de la Sorcière
werewolf-story-by-hunter = le Chasseur
werewolf-story-by-wounds = blessures
werewolf-story-by-breath = Souffle du Vieillard
werewolf-story-by-bow = Arc de Chasse
werewolf-story-by-spear = Lance de Fureur
werewolf-story-by-orb = Orbe de Spéculation
werewolf-story-deeds = {" · "}{ $deeds }
# Les regards nocturnes d'une place, sous un seul « a vu ».
werewolf-story-saw = a vu { $looks }
werewolf-story-saw-wolf = { $who } : { $wolf ->
    [1] loup
   *[0] pas loup
}
werewolf-story-saw-special = { $who } : { $special ->
    [1] spécial
   *[0] pas spécial
}
werewolf-story-saw-seer = { $who } : { $seer ->
    [1] la Voyante
   *[0] pas la Voyante
}
werewolf-story-saw-role = { $who } : { $role }
werewolf-story-pack-killed = la meute a tué { $victims }
werewolf-story-poisoned = a empoisonné { $victims }
werewolf-story-artifacts = {" · "}artefacts : { $artifacts }
werewolf-story-revealed-on = { $name } (révélé le jour { $n })
werewolf-story-never-revealed = { $name } (face cachée)
werewolf-story-claims-day = Jour { $n } : { $claims }
# Le décompte d'un vote dans l'histoire (la ligne du plateau dit aussi combien il en fallait).
werewolf-story-vote-count = ({ $eliminate } pour éliminer, { $spare } pour épargner)
# Les camps d'un vote dans l'histoire : « oui » pour éliminer, « non » pour épargner.
werewolf-story-vote-sides = Éliminer : { $eliminate } · Épargner : { $spare }
# Le camp de l'auteur entre parenthèses quand ce n'était pas celui du village.
werewolf-story-claim = { $by }{ $side ->
    [1] {" (un loup)"}
    [2] {" (le Tanneur)"}
   *[0] {""}
} : { $about } { $wolf ->
    [1] est un loup
   *[0] n'est pas un loup
} — { $truth ->
    [1] vrai
   *[0] faux
}
# Deux déclarations d'un même jour.
werewolf-story-then = { $first } · { $next }

## Les listes des pages de règles (les pages mettent les titres en gras).
werewolf-story-rules-roles = Rôles ({ $page }/{ $pages })
werewolf-story-rules-role = { $role } ({ $team }, { $value }) : { $ability }
werewolf-story-rules-artifacts = Artefacts ({ $page }/{ $pages })
werewolf-story-rules-artifact-kinds = 1 : usage unique ; P : permanent, toujours actif une fois révélé ; G : une gemme, agit sur d'autres artefacts.
werewolf-story-rules-artifact = { $name } ({ $kind }) : { $text }

## Board seats (number, name, role once public; pieces joined by " · ").
werewolf-view-seat = { $n }. { $player }
werewolf-view-seat-role = { $n }. { $player } — { $role }
werewolf-view-seat-dead = mort
werewolf-view-seat-sent-away = éloigné
werewolf-view-seat-silenced = muet
werewolf-view-seat-may-not-vote = ne peut pas voter
werewolf-view-seat-face-down = { $count } face cachée
werewolf-view-seat-artifact-used = { $artifact } (utilisé)
werewolf-view-seat-artifacts = [{ $artifacts }]
werewolf-view-seat-next = { $first } │ { $next }
werewolf-view-vote-next = { $first } / { $next }
