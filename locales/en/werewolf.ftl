# werewolf: English texts (conventions in docs/design.md, "Text is data").
# A player argument is `you` for its reader, so messages select on it;
# <em>…</em> is emphasis.

## Sides.
werewolf-team-village = village
werewolf-team-werewolves = werewolves
werewolf-team-tanner = Tanner

## Roles: a role's name (in a sentence: "the { $role }") and its power.
werewolf-role-villager = Villager
werewolf-role-villager-ability = No special power: find the werewolves and vote them out.
werewolf-role-seer = Seer
werewolf-role-seer-ability = Each night, learn whether one player is a werewolf.
werewolf-role-apprentice-seer = Apprentice Seer
werewolf-role-apprentice-seer-ability = When the Seer dies, you become the Seer.
werewolf-role-aura-seer = Aura Seer
werewolf-role-aura-seer-ability = Each night, learn whether one player has a special role.
werewolf-role-bodyguard = Bodyguard
werewolf-role-bodyguard-ability = Each night, protect one player (not the same one two nights running).
werewolf-role-witch = Witch
werewolf-role-witch-ability = Once per game save the wolves' victim; once per game eliminate a player at night.
werewolf-role-hunter = Hunter
werewolf-role-hunter-ability = When you are eliminated, you eliminate a player of your choice.
werewolf-role-mason = Mason
werewolf-role-mason-ability = On the first night you learn the other Masons.
werewolf-role-prince = Prince
werewolf-role-prince-ability = The first time the vote eliminates you, you reveal and survive.
werewolf-role-mayor = Mayor
werewolf-role-mayor-ability = Your vote counts twice.
werewolf-role-tough-guy = Tough Guy
werewolf-role-tough-guy-ability = A werewolf attack kills you only at the end of the next day.
werewolf-role-old-hag = Old Hag
werewolf-role-old-hag-ability = Each night, send a player out of the village for the next day (no talk, no vote).
werewolf-role-spellcaster = Spellcaster
werewolf-role-spellcaster-ability = Each night, silence a player for the next day.
werewolf-role-diseased = Diseased
werewolf-role-diseased-ability = If the werewolves eliminate you, they skip their next kill.
werewolf-role-village-idiot = Village Idiot
werewolf-role-village-idiot-ability = You always vote to eliminate.
werewolf-role-pacifist = Pacifist
werewolf-role-pacifist-ability = You always vote to spare.
werewolf-role-lycan = Lycan
werewolf-role-lycan-ability = A villager whom the Seer sees as a werewolf.
werewolf-role-cursed = Cursed
werewolf-role-cursed-ability = A villager who turns werewolf instead of dying when the wolves attack.
werewolf-role-werewolf = Werewolf
werewolf-role-werewolf-ability = Each night, the wolves agree on one victim.
werewolf-role-wolf-cub = Wolf Cub
werewolf-role-wolf-cub-ability = A werewolf; when you die, the wolves kill two the next night.
werewolf-role-minion = Minion
werewolf-role-minion-ability = Werewolf team: you know the wolves, they do not know you; seers see a villager.
werewolf-role-sorceress = Sorceress
werewolf-role-sorceress-ability = Werewolf team: each night, learn whether a player is the Seer.
werewolf-role-tanner = Tanner
werewolf-role-tanner-ability = You win only if you are eliminated.

## Artifacts: a card's name and its text.
werewolf-artifact-prism-of-power = Prism of Power
werewolf-artifact-prism-of-power-text = Choose three players: tonight the wolves must pick their victim among them.
werewolf-artifact-cap-of-idiocy = Cap of Idiocy
werewolf-artifact-cap-of-idiocy-text = You always vote to eliminate.
werewolf-artifact-wreath-of-peace = Wreath of Peace
werewolf-artifact-wreath-of-peace-text = You always vote to spare.
werewolf-artifact-rod-of-reincarnation = Rod of Reincarnation
werewolf-artifact-rod-of-reincarnation-text = Reveal when eliminated: you stay in the game with a new role from the unused roles.
werewolf-artifact-scepter-of-rebirth = Scepter of Rebirth
werewolf-artifact-scepter-of-rebirth-text = Reveal when eliminated: you come back to life.
werewolf-artifact-void-of-nothingness = Void of Nothingness
werewolf-artifact-void-of-nothingness-text = No effect.
werewolf-artifact-sheet-of-the-ghost = Sheet of the Ghost
werewolf-artifact-sheet-of-the-ghost-text = A player eliminated the previous day gives you a single letter.
werewolf-artifact-sapphire-of-fate = Sapphire of Fate
werewolf-artifact-sapphire-of-fate-text = Choose a player with an unrevealed artifact: they reveal it now.
werewolf-artifact-amethyst-of-knowledge = Amethyst of Knowledge
werewolf-artifact-amethyst-of-knowledge-text = Secretly view a player's unrevealed artifact; you may make them reveal it now.
werewolf-artifact-diamond-of-denial = Diamond of Denial
werewolf-artifact-diamond-of-denial-text = Take a revealed always-in-effect artifact from a player back into the deck.
werewolf-artifact-emerald-of-jealousy = Emerald of Jealousy
werewolf-artifact-emerald-of-jealousy-text = Take a player's unrevealed artifact; it is yours, still unrevealed.
werewolf-artifact-onyx-of-destruction = Onyx of Destruction
werewolf-artifact-onyx-of-destruction-text = Remove a player's unrevealed artifact from the game.
werewolf-artifact-ruby-of-kismet = Ruby of Kismet
werewolf-artifact-ruby-of-kismet-text = Two players reveal their artifacts, in the order you choose.
werewolf-artifact-citrine-of-fortune = Citrine of Fortune
werewolf-artifact-citrine-of-fortune-text = Exchange this for a new artifact, which you reveal at once.
werewolf-artifact-amber-of-dawn = Amber of Dawn
werewolf-artifact-amber-of-dawn-text = Every player who revealed a one-use artifact gets a new face-down one.
werewolf-artifact-amulet-of-protection = Amulet of Protection
werewolf-artifact-amulet-of-protection-text = The holder cannot be eliminated; each dawn it passes to a player who has not held it.
werewolf-artifact-shield-of-the-bodyguard = Shield of the Bodyguard
werewolf-artifact-shield-of-the-bodyguard-text = Each dawn choose a different player who cannot die the next night.
werewolf-artifact-blood-of-the-diseased = Blood of the Diseased
werewolf-artifact-blood-of-the-diseased-text = Choose a player: they become Diseased.
werewolf-artifact-skimmer-of-the-cursed = Skimmer of the Cursed
werewolf-artifact-skimmer-of-the-cursed-text = You become Cursed.
werewolf-artifact-claw-of-the-werewolf = Claw of the Werewolf
werewolf-artifact-claw-of-the-werewolf-text = You join the werewolves, keeping your role's power.
werewolf-artifact-cloak-of-the-prince = Cloak of the Prince
werewolf-artifact-cloak-of-the-prince-text = The vote cannot eliminate you.
werewolf-artifact-mace-of-the-mayor = Mace of the Mayor
werewolf-artifact-mace-of-the-mayor-text = Your vote counts twice.
werewolf-artifact-heart-of-indifference = Heart of Indifference
werewolf-artifact-heart-of-indifference-text = Each dawn choose a player who may not vote that day.
werewolf-artifact-mask-of-spellcasting = Mask of Spellcasting
werewolf-artifact-mask-of-spellcasting-text = Each dawn choose a player who is silenced that day.
werewolf-artifact-cudgel-of-the-old-hag = Cudgel of the Old Hag
werewolf-artifact-cudgel-of-the-old-hag-text = Each dawn choose a player sent out of the village that day.
werewolf-artifact-vote-from-beyond = Vote from Beyond
werewolf-artifact-vote-from-beyond-text = You may vote after being eliminated.
werewolf-artifact-eye-of-the-beholder = Eye of the Beholder
werewolf-artifact-eye-of-the-beholder-text = Each night you see whom the Seer looked at and what they saw.
werewolf-artifact-staff-of-the-seer = Staff of the Seer
werewolf-artifact-staff-of-the-seer-text = Secretly view a player's role.
werewolf-artifact-ring-of-truth = Ring of Truth
werewolf-artifact-ring-of-truth-text = Secretly learn whether a player is a werewolf.
werewolf-artifact-mist-of-aura = Mist of Aura
werewolf-artifact-mist-of-aura-text = Secretly learn whether a player has a special role.
werewolf-artifact-mirror-of-the-doppelganger = Mirror of the Doppelganger
werewolf-artifact-mirror-of-the-doppelganger-text = Secretly view a player's role and gain its power beside yours.
werewolf-artifact-diary-of-the-insomniac = Diary of the Insomniac
werewolf-artifact-diary-of-the-insomniac-text = Learn whether either neighbour acted last night.
werewolf-artifact-stone-of-alteration = Stone of Alteration
werewolf-artifact-stone-of-alteration-text = You receive a new role from the unused roles.
werewolf-artifact-breath-of-the-old-man = Breath of the Old Man
werewolf-artifact-breath-of-the-old-man-text = Choose a player: they die the night after next.
werewolf-artifact-bow-of-hunting = Bow of Hunting
werewolf-artifact-bow-of-hunting-text = Give it to a player, who must eliminate one player within a minute.
werewolf-artifact-spear-of-fury = Spear of Fury
werewolf-artifact-spear-of-fury-text = Reveal your role to all, then eliminate one player.
werewolf-artifact-orb-of-speculation = Orb of Speculation
werewolf-artifact-orb-of-speculation-text = Name two players: both werewolves, the village wins; otherwise you die.
werewolf-artifact-talisman-of-trouble = Talisman of Trouble
werewolf-artifact-talisman-of-trouble-text = Today the vote may eliminate a second player.

## The night log (what was hidden, shown at the end and to the dead).
werewolf-log-attacked-protected = { $player ->
    [you] You were
   *[other] { $player } was
} attacked but protected.
werewolf-log-tough-guy-wounded = Tough Guy { $player } was attacked and will die at the end of day { $day }.
werewolf-log-diseased-eaten = { $player ->
    [you] You were
   *[other] { $player } was
} Diseased: the wolves skip their next kill.
werewolf-log-breath-blocked = The Breath of the Old Man on { $player } was blocked.
werewolf-log-poison-blocked = { $witch ->
    [you] Your
   *[other] { $witch }'s
} poison on { $player } was blocked.
werewolf-log-cursed-turned = { $player ->
    [you] You were
   *[other] { $player } was
} Cursed and became a werewolf.
werewolf-log-died = Day { $day }: { $player } ({ $role }) died ({ $cause }).
werewolf-log-died-night = Night { $night }: { $player } ({ $role }) died ({ $cause }).
werewolf-log-wolf-cub-died = The Wolf Cub died: the wolves kill two next night.
werewolf-log-apprentice-promoted = Apprentice Seer { $player } becomes the Seer.

## What a player is told about themselves.
werewolf-note-wounded = The wolves attacked you: you will die at the end of day { $day }.
werewolf-note-cursed-turned = The wolves attacked you: you were Cursed and are now a werewolf.
werewolf-note-apprentice-promoted = The Seer is dead: you are now the Seer.

## What you know.
werewolf-intel-joined-pack = { $player ->
    [you] You have
   *[other] { $player } has
} joined the pack.
werewolf-intel-is-werewolf = { $player ->
    [you] You are
   *[other] { $player } is
} a werewolf.

## Deaths and the day.
werewolf-amulet-saves = { $player ->
    [you] You hold
   *[other] { $player } holds
} the Amulet of Protection and cannot be eliminated.
werewolf-death-night = { $player ->
    [you] You
   *[other] { $player }
} died in the night.
werewolf-death-vote = { $player ->
    [you] You are
   *[other] { $player } is
} eliminated by the vote.
werewolf-death-hunter = { $player ->
    [you] You are
   *[other] { $player } is
} shot by the Hunter.
werewolf-death-wounds = { $player ->
    [you] You succumb
   *[other] { $player } succumbs
} to the werewolves' wounds.
werewolf-death-bow = { $player ->
    [you] You are
   *[other] { $player } is
} shot with the Bow of Hunting.
werewolf-death-spear = { $player ->
    [you] You are
   *[other] { $player } is
} struck down with the Spear of Fury.
werewolf-death-orb = { $player ->
    [you] You are
   *[other] { $player } is
} consumed by the Orb of Speculation.
werewolf-death-role-shown = { $death } { $player ->
    [you] You were
   *[other] They were
} the <em>{ $role }</em>.
werewolf-second-elimination = A second elimination by vote is allowed today: nominations are open again.
werewolf-game-over = Game over: a win for the <em>{ $team }</em> — { $reason }.
werewolf-stalemate = Game over: a stalemate: nobody died for { $rounds } rounds; the moderator ends the game and nobody wins.
werewolf-day-starts = <em>Day { $day }</em>: discussion. { $artifacts ->
    [0] Nominate a player or second a nomination.
   *[1] Nominate a player, second a nomination, or reveal an artifact.
}
werewolf-day-starts-quiet = <em>Day { $day }</em>: discussion. { $artifacts ->
    [0] Nominate a player or second a nomination.
   *[1] Nominate a player, second a nomination, or reveal an artifact.
} Nominations open in { $seconds } s.
werewolf-day-ends-no-elimination = Day { $day } ends with no elimination.

## The night.
werewolf-log-night-header = — Night { $night } —
werewolf-night-falls = <em>Night { $night }</em> falls. Everyone has a private prompt.
werewolf-first-night-no-kill = <em>Night 1</em> falls (no kill on the first night). Everyone has a private prompt.
werewolf-wolf-vote = { $wolf ->
    [you] You vote
   *[other] { $wolf } votes
} to kill { $player }.
werewolf-pack-chose = The pack chose { $victims }.
werewolf-pack-chose-none = The pack chose no victim.
werewolf-finding-werewolf = { $player ->
    [you] you are
   *[other] { $player } is
} a werewolf
werewolf-finding-not-werewolf = { $player ->
    [you] you are
   *[other] { $player } is
} not a werewolf
werewolf-finding-special = { $player ->
    [you] you have
   *[other] { $player } has
} a special role
werewolf-finding-not-special = { $player ->
    [you] you do
   *[other] { $player } does
} not have a special role
werewolf-finding-seer = { $player ->
    [you] you are
   *[other] { $player } is
} the Seer
werewolf-finding-not-seer = { $player ->
    [you] you are
   *[other] { $player } is
} not the Seer
werewolf-intel-night-look = Night { $night }: { $finding }.
werewolf-log-night-look = { $looker } { $player }: { $look }
werewolf-log-guard = Bodyguard { $bodyguard } protects { $player }.
werewolf-log-hag = Old Hag { $hag } sends { $player } away.
werewolf-log-spell = Spellcaster { $spellcaster } silences { $player }.
werewolf-log-witch-saves = Witch { $witch } saves { $player }.
werewolf-log-witch-poisons = Witch { $witch } poisons { $player }.
werewolf-roles-in-play = Roles in play: { $roles }
werewolf-finding-role = { $player ->
    [you] you are
   *[other] { $player } is
} the { $role }
werewolf-intel-artifact-look = { $artifact }: { $finding }.
werewolf-log-artifact-look = { $player ->
    [you] Your
   *[other] { $player }'s
} { $look }
werewolf-log-role-changed = { $player ->
    [you] You change
   *[other] { $player } changes
} role: { $old } -> { $new }.
werewolf-note-new-role = Your new role: <em>{ $role }</em> — { $ability }
werewolf-hunter-shoots = { $hunter ->
    [you] You shoot
   *[other] The Hunter { $hunter } shoots
} { $player }.
werewolf-log-hunter-shot = Hunter { $hunter } shot { $player }.

## Votes.
werewolf-cannot-be-eliminated = { $who } (cannot be eliminated: { $why })
werewolf-vote-nobody = none
werewolf-vote-sides = Eliminate: { $eliminate } · Spare: { $spare }
werewolf-vote-open = Vote on { $player }. { $sides }
werewolf-vote-count = ({ $eliminate } eliminate, { $spare } spare; { $needed } needed)
werewolf-vote-count-outweighed = ({ $eliminate } voters eliminate, { $spare } spare; { $needed } votes needed: votes that count more made it)
werewolf-vote-eliminated = { $player ->
    [you] You are
   *[other] { $player }
} eliminated { $count }.
werewolf-vote-spared = { $player ->
    [you] You are
   *[other] { $player }
} spared { $count }.
werewolf-vote-survives = { $player ->
    [you] You survive
   *[other] { $player } survives
} { $count }: { $why }.
werewolf-vote-line = { $head } { $sides }
werewolf-vote-line-absent = { $head } { $sides } · Did not vote: { $absent }
werewolf-vote-of-day = Day { $day }: { $vote }

## The day: prompts and choices.
werewolf-ask-discuss = Day { $day }: discuss; { $artifacts ->
    [0] nominate a player (once a day) or say you are done.
   *[1] nominate a player (once a day), reveal an artifact, or say you are done.
}
werewolf-ask-talk-first = Day { $day }: talk first; nominations open when the timer runs out. { $artifacts ->
    [0] You may say you are done.
   *[1] You may reveal an artifact or say you are done.
}
werewolf-choice-nominate = Nominate { $player }
werewolf-choice-claim = Make a claim
werewolf-choice-claim-hint = say in public whether a player is a werewolf (a finding, or a bluff)
werewolf-choice-done = Done for today
werewolf-choice-done-hint = the discussion ends early when every player in the village is done
werewolf-choice-second = Second: put { $player } on trial
werewolf-choice-do-not-second = Do not second
werewolf-ask-second = { $nominator ->
    [you] You
   *[other] { $nominator }
} nominated { $accused }. Second?
werewolf-choice-rest = End my defence
werewolf-ask-defence = You are on trial: make your defence, then end it to start the vote.
werewolf-choice-keep-hidden = Keep my artifacts hidden
werewolf-ask-reveal-before-vote = { $player } is making their defence. Reveal an artifact before the vote?
werewolf-choice-eliminate = { $player ->
    [you] Eliminate yourself
   *[other] Eliminate { $player }
}
werewolf-choice-spare = { $player ->
    [you] Spare yourself
   *[other] Spare { $player }
}
werewolf-ask-vote-forced-eliminate = You always vote to eliminate.
werewolf-ask-vote-forced-spare = You always vote to spare.
werewolf-ask-vote = Vote on { $player }: eliminate or spare?
# The claim menu's two choices per player, short so that two share a line.
werewolf-choice-claim-wolf = { $player }: a wolf
werewolf-choice-claim-clean = { $player }: not a wolf
werewolf-choice-back = Back
werewolf-ask-claim = Day { $day }: make a public claim about a player. Everyone sees it; true or not is up to you.

## The day: what everyone sees.
werewolf-claims-wolf = { $player ->
    [you] You claim
   *[other] { $player } claims
}: { $about ->
    [you] you are
   *[other] { $about } is
} a werewolf.
werewolf-claims-clean = { $player ->
    [you] You claim
   *[other] { $player } claims
}: { $about ->
    [you] you are
   *[other] { $about } is
} not a werewolf.
werewolf-nominates = { $player ->
    [you] You nominate
   *[other] { $player } nominates
} { $accused }. Does anyone second?
werewolf-seconds = { $player ->
    [you] You second
   *[other] { $player } seconds
}. { $accused ->
    [you] You are on trial: your defence.
   *[other] { $accused } is on trial: their defence.
}
werewolf-vote-starts = Vote: eliminate or spare { $player }?
werewolf-nobody-seconds = Nobody seconds: { $player ->
    [you] you are
   *[other] { $player } is
} not put on trial.
werewolf-nobody-seconded-in-time = Nobody seconded in time: { $player ->
    [you] you are
   *[other] { $player } is
} not put on trial.
werewolf-trial-over-dead = { $player ->
    [you] You are
   *[other] { $player } is
} no longer alive: the trial is over.
werewolf-nominations-open = Nominations are open.
werewolf-discussion-time-up = Time is up for today's discussion.
werewolf-cloak-saves = The Cloak of the Prince: the vote cannot eliminate { $player }.
werewolf-prince-saves = { $player ->
    [you] You reveal
   *[other] { $player } reveals
} the Prince card and { $player ->
    [you] survive
   *[other] survives
} the vote.
werewolf-mirrored-prince-saves = { $player ->
    [you] You survive
   *[other] { $player } survives
} the vote with the Prince's power, copied with the Mirror of the Doppelganger.

## Why a majority did not eliminate (a card's or role's name otherwise).
werewolf-vote-save-mirrored-prince = the Prince's power, copied with the Mirror

## The wolves' private room (a Discord private thread), and why a player
## must keep quiet at the table (said when the bot mutes them).
werewolf-room-wolves = Wolf den
werewolf-muted-dead = dead
werewolf-muted-sent-away = sent out of the village today
werewolf-muted-silenced = silenced today
