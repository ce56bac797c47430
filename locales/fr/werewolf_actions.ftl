# Loup-Garou : questions, artefacts et leurs effets, la pioche, l'au-delà, les refus.

## Un choix qui vise un joueur ; `player` vaut « toi-même » quand c'est le lecteur.
ww-aim-kill = Tuer { $player }
ww-aim-look-at = Sonder { $player }
ww-aim-read-aura = Lire l'aura de { $player }
ww-aim-protect = { $player ->
    [you] Me protéger
   *[other] Protéger { $player }
}
ww-aim-send-away = Éloigner { $player }
ww-aim-silence = Faire taire { $player }
ww-aim-save = { $player ->
    [you] Me sauver
   *[other] Sauver { $player }
}
ww-aim-poison = Empoisonner { $player }
ww-aim-shoot = Abattre { $player }
ww-aim-pass-amulet = Passer l'Amulette à { $player }
ww-aim-shield = Protéger { $player }
ww-aim-forbid-vote = Interdire de vote : { $player }
ww-aim-choose = Choisir { $player }
ww-aim-make-reveal = Forcer à révéler : { $player }
ww-aim-peek-at = Espionner { $player }
ww-aim-steal-from = Voler { $player }
ww-aim-destroy = Détruire un artefact de { $player }
ww-aim-first-to-reveal = Révèle en premier : { $player }
ww-aim-second-to-reveal = Révèle en second : { $player }
ww-aim-deny = Renier un artefact de { $player }
ww-aim-make-diseased = Rendre Malade : { $player }
ww-aim-view-role = Voir le rôle de { $player }
ww-aim-test = Tester { $player }
ww-aim-mirror = Copier { $player }
ww-aim-doom = Condamner { $player }
ww-aim-strike = Frapper { $player }
ww-aim-name = Désigner { $player }
ww-aim-give-bow = Donner l'Arc à { $player }
ww-aim-ask-ghost = Interroger le fantôme de { $player }

## Décisions qui interrompent une phase (éliminations, le Chasseur, artefacts).
ww-reveal-the-artifact = Révéler : { $artifact }
ww-prompt-eliminated-no-rescue = Tu es sur le point d'être éliminé : aucun de tes artefacts ne peut te sauver.
ww-prompt-eliminated-reveal = Tu es sur le point d'être éliminé. Révéler un artefact ?
ww-choice-accept-fate = Accepter mon sort
ww-prompt-hunter-shot = Tu es le Chasseur : choisis un joueur à emporter avec toi.
ww-prompt-dawn-artifact = Aube : ton artefact agit ({ $artifact }). { $effect }
ww-prompt-your-artifact = Ton artefact, { $artifact } : { $effect }
ww-choice-face-down-artifact = Artefact face cachée { $number }
ww-prompt-which-artifact = Lequel { $player ->
    [you] de tes artefacts
   *[other] des artefacts de { $player }
} ?
ww-prompt-amethyst-force = Améthyste du Savoir : l'obliger à le révéler maintenant ?
ww-choice-make-reveal = L'obliger à le révéler
ww-choice-keep-secret = Garder le secret
ww-prompt-ghost-letter = Drap du Fantôme : donne une seule lettre à { $player }.
ww-prompt-bow-shot = { $player } t'a donné l'Arc de Chasse : élimine un joueur dans la minute.

## Les questions de la nuit.
ww-choice-sleep = Dormir
ww-night-no-action = Nuit { $night } : tu n'as aucune action de nuit.
ww-night-wolf-vote = Nuit { $night } : vote pour la victime des loups.
ww-night-wolf-vote-of = Nuit { $night } : vote pour la victime des loups ({ $number } sur { $kills }).
ww-night-seer = Nuit { $night } : choisis un joueur pour savoir s'il est un Loup-Garou.
ww-night-aura-seer = Nuit { $night } : choisis un joueur pour savoir s'il a un rôle spécial.
ww-night-sorceress = Nuit { $night } : choisis un joueur pour savoir s'il est la Voyante.
ww-night-bodyguard = Nuit { $night } : choisis un joueur à protéger (pas le même que la nuit dernière).
ww-night-old-hag = Nuit { $night } : choisis un joueur à envoyer hors du village demain.
ww-night-spellcaster = Nuit { $night } : choisis un joueur à réduire au silence demain.
ww-night-witch-waits = Nuit { $night } : les loups choisissent. On te demandera quelles potions utiliser une fois leur choix fait.
ww-choice-wait-for-wolves = Attendre les loups
ww-choice-nothing-tonight = Ne rien faire cette nuit
ww-night-witch-no-victim = Nuit { $night } : les loups n'ont choisi personne. Utiliser ton poison ?
ww-night-witch-victims = Nuit { $night } : les loups ont choisi { $players }. Utiliser une potion ?
ww-night-nobody-to-choose = Nuit { $night } : personne ne peut être choisi cette nuit.
ww-eye-of-the-beholder = Œil de l'Observateur, nuit { $night } : la Voyante a sondé { $player ->
    [you] toi
   *[other] { $player }
} : { $wolf ->
    [1] un Loup-Garou.
   *[0] pas un Loup-Garou.
}

## La décision en cours, telle que les autres la lisent.
ww-pending-elimination = une élimination
ww-pending-hunter = { $player ->
    [you] ton tir de Chasseur
   *[other] le tir du Chasseur { $player }
}
ww-pending-artifact = { $player ->
    [you] ton artefact ({ $artifact })
   *[other] l'artefact de { $player } ({ $artifact })
}

## Refus : pourquoi une action n'est pas prise (après « Refusé : »).
ww-refuse-reveal-dead = les morts ne peuvent pas révéler d'artefact
ww-refuse-reveal-no-such = tu n'as pas d'artefact numéro { $number }
ww-refuse-reveal-already = ton artefact { $artifact } est déjà révélé
ww-refuse-reveal-on-elimination = l'artefact { $artifact } ne peut être révélé que quand tu es éliminé
ww-refuse-reveal-by-day = les artefacts ne se révèlent que de jour, avant le vote
ww-refuse-reveal-one-at-a-time = { $what } est en cours de résolution ; les révélations se font une à la fois, réessaie quand ce sera fini
ww-refuse-reveal-vote-started = le vote a commencé ; les artefacts se révèlent avant le vote
ww-refuse-reveal-sent-away = tu as été envoyé hors du village aujourd'hui
ww-refuse-reveal-done-today = tu as dit avoir fini pour le débat du jour ; tu pourras encore révéler une fois un joueur accusé
ww-refuse-not-yourself = tu ne peux pas te choisir toi-même
ww-refuse-no-such-player = il n'y a pas de joueur numéro { $number }
ww-refuse-player-dead = { $player ->
    [you] tu es mort
   *[other] { $player } est mort
}
ww-refuse-more-choices = …
ww-refuse-choose-among = { $prompt } ; tu peux : { $choices }
ww-refuse-stale-timer = ce minuteur est périmé : l'étape pour laquelle il était réglé est déjà finie
ww-refuse-host = le bot anime cette partie ; l'hôte n'y joue aucun coup
ww-refuse-no-seat = il n'y a pas de place { $seat }

## Pourquoi une place n'a rien à faire pour l'instant.
ww-idle-dead = tu es mort et ne peux pas agir
ww-idle-waiting-for = en attente : { $what }
ww-idle-night-done = tu as fait tout ce que tu pouvais cette nuit
ww-idle-discussion-done = tu as fini pour le débat du jour
ww-idle-waiting-second = en attente que quelqu'un appuie l'accusation
ww-idle-defence = { $player ->
    [you] tu présentes ta défense
   *[other] { $player } présente sa défense
}
ww-idle-voted = tu as voté, ou tu ne peux pas voter aujourd'hui
ww-idle-nothing = rien à faire pour l'instant

## Révéler son propre artefact pendant le jour.
ww-choice-reveal-numbered = Révéler l'artefact { $number } : { $artifact }
ww-choice-reveal-only = Révéler l'artefact : { $artifact }
