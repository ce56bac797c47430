# Werewolf: what artifacts do once revealed, dawn's news, the end of a game.

## A reveal and why a card does nothing.
ww-artifact-reveals = { $player ->
    [you] You reveal
   *[other] { $player } reveals
} the { $artifact }: { $effect }
ww-artifact-must-reveal = { $player ->
    [you] You must reveal
   *[other] { $player } must reveal
} the { $artifact }: { $effect }
ww-artifact-no-effect = The { $artifact } has no effect: { $reason }.
ww-unmet-only-on-elimination = it only works when its holder is eliminated
ww-unmet-no-ghost = nobody was eliminated by the vote yesterday, or by any other means
ww-unmet-condition = its condition is not met
ww-unmet-nobody-to-choose = nobody can be chosen
ww-unmet-ghost-silent = the ghost stayed silent
ww-unmet-time-ran-out = time ran out

## One-use effects.
ww-amethyst-view = Amethyst of Knowledge: { $player ->
    [you] your
   *[other] { $player }'s
} face-down artifact is the { $artifact }.
ww-prism-victims = Tonight the wolves must choose their victim among { $players }.
ww-ghost-letter = The ghost of { $ghost } gives { $player } the letter { $letter }.
ww-amethyst-force = { $player ->
    [you] You make
   *[other] { $player } makes
} { $target } reveal the artifact.
ww-amethyst-keep = { $player ->
    [you] You keep
   *[other] { $player } keeps
} what { $player ->
    [you] you
   *[other] they
} saw to { $player ->
    [you] yourself
   *[other] themselves
}.
ww-diamond-denies = { $player ->
    [you] You send
   *[other] { $player } sends
} { $target ->
    [you] your
   *[other] { $target }'s
} { $artifact } back into the deck.
ww-emerald-takes = { $player ->
    [you] You take
   *[other] { $player } takes
} a face-down artifact from { $target }.
ww-onyx-destroys = { $player ->
    [you] You destroy
   *[other] { $player } destroys
} one of { $target ->
    [you] your
   *[other] { $target }'s
} face-down artifacts.
ww-citrine-exchanges = { $player ->
    [you] You exchange
   *[other] { $player } exchanges
} the Citrine of Fortune for a new artifact.
ww-amber-rewards = New face-down artifacts for: { $players }.
ww-amber-nobody = The Amber of Dawn finds nobody to reward.
ww-now-diseased = { $player ->
    [you] You are
   *[other] { $player } is
} now Diseased.
ww-now-cursed = { $player ->
    [you] You are
   *[other] { $player } is
} now Cursed.
ww-diary-acted = Diary of the Insomniac: { $player ->
    [you] your
   *[other] { $player }'s
} neighbours — at least one of them acted last night.
ww-diary-quiet = Diary of the Insomniac: { $player ->
    [you] your
   *[other] { $player }'s
} neighbours — neither of them acted last night.
ww-stone-new-role = { $player ->
    [you] You receive
   *[other] { $player } receives
} a new role from the unused roles.
ww-breath-doomed = { $player ->
    [you] You
   *[other] { $player }
} will die the night after next.
ww-bow-shoots = { $player ->
    [you] You shoot
   *[other] { $player } shoots
} { $target } with the Bow of Hunting.
ww-spear-strikes = { $player ->
    [you] You are the { $role } and strike
   *[other] { $player } is the { $role } and strikes
} at { $target } with the Spear of Fury.
ww-orb-right = { $player ->
    [you] You name
   *[other] { $player } names
} { $players } with the Orb of Speculation: both are werewolves!
ww-orb-wrong = { $player ->
    [you] You name
   *[other] { $player } names
} { $players } with the Orb of Speculation: wrong.
ww-talisman = After a first elimination by vote, nominations open again: the vote may eliminate a second player today.
ww-intel-is-werewolf = { $player ->
    [you] You are
   *[other] { $player } is
} a werewolf.
ww-intel-is-mason = { $player ->
    [you] You are
   *[other] { $player } is
} a Mason.
ww-intel-night-one-werewolf = Night 1: { $player ->
    [you] you are
   *[other] { $player } is
} a werewolf.
ww-intel-night-one-mason = Night 1: { $player ->
    [you] you are
   *[other] { $player } is
} a Mason.
ww-intel-only-mason = Night 1: you are the only Mason.

## Rebirth at elimination.
ww-scepter-rebirth = { $player ->
    [you] You are
   *[other] { $player } is
} eliminated, but the Scepter of Rebirth brings { $player ->
    [you] you
   *[other] them
} back to life.
ww-rod-no-role = { $player ->
    [you] You reveal
   *[other] { $player } reveals
} the Rod of Reincarnation, but no unused role is left.
ww-rod-new-role = { $player ->
    [you] You are
   *[other] { $player } is
} eliminated, but the Rod of Reincarnation keeps { $player ->
    [you] you
   *[other] them
} in the game with a new role.
ww-rod-new-role-was = { $player ->
    [you] You are
   *[other] { $player } is
} eliminated, but the Rod of Reincarnation keeps { $player ->
    [you] you
   *[other] them
} in the game with a new role. { $player ->
    [you] Your
   *[other] Their
} old role was the { $role }.

## "Each day at dawn" choices.
ww-amulet-passes = The Amulet of Protection passes from { $player } to { $target }.
ww-shield-chosen = { $player ->
    [you] Your
   *[other] { $player }'s
} Shield of the Bodyguard: { $target ->
    [you] you cannot
   *[other] { $target } cannot
} die next night.
ww-heart-chosen = { $player ->
    [you] Your
   *[other] { $player }'s
} Heart of Indifference: { $target ->
    [you] you
   *[other] { $target }
} may not vote today.
ww-mask-chosen = { $player ->
    [you] Your
   *[other] { $player }'s
} Mask of Spellcasting: { $target ->
    [you] you are
   *[other] { $target } is
} silenced today.
ww-cudgel-chosen = { $player ->
    [you] Your
   *[other] { $player }'s
} Cudgel of the Old Hag: { $target ->
    [you] you are
   *[other] { $target } is
} sent out of the village today.
ww-artifact-chooses = { $player ->
    [you] You choose
   *[other] { $player } chooses
} { $target } ({ $artifact }).
ww-hunter-missed-shot = The Hunter { $player } did not shoot in time.
ww-no-dawn-choice = { $player ->
    [you] You
   *[other] { $player }
} made no choice with the { $artifact }.
ww-bow-missed-shot = { $player } did not shoot in time.

## Dawn.
ww-dawn-nobody-died = Dawn of day { $day }: nobody died in the night.
ww-dawn-deaths = Dawn of day { $day }: { $players } did not survive the night.
ww-dawn-sent-away = { $player ->
    [you] You have
   *[other] { $player } has
} been sent out of the village for today.
ww-dawn-silenced = { $player ->
    [you] You have
   *[other] { $player } has
} been silenced for today.

## Why a game ended.
ww-win-no-wolf-left = no werewolf is left alive
ww-win-wolves-as-many = they are as many as the rest
ww-win-orb = the Orb of Speculation named two werewolves
ww-win-stalemate = a stalemate: nobody died for { $rounds } rounds
ww-outcome-team-wins = A win for the { $team }{ $tanner ->
    [1] {" "}(and the Tanner, who died)
   *[0] {""}
}: { $reason }
ww-outcome-nobody-wins = Nobody wins{ $tanner ->
    [1] {" "}(and the Tanner, who died)
   *[0] {""}
}: { $reason }

## The deck, in the lobby and on the board.
ww-deck-count = { $count } { $role }
ww-deck-described = { $roles } (balance { $balance })
ww-deck-source-preset = preset for { $players } players
ww-deck-source-list = your list, for { $players } players
ww-deck-note = <em>Deck</em> ({ $source }): { $deck }
ww-deck-balance-even = <em>Balance</em> { $balance }: even (0 is even)
ww-deck-balance-village-ahead = <em>Balance</em> { $balance }: about even, the village a little ahead (0 is even)
ww-deck-balance-wolves-ahead = <em>Balance</em> { $balance }: about even, the werewolves a little ahead (0 is even)
ww-deck-balance-favours-village = <em>Balance</em> { $balance }: ⚠️ favours the village (0 is even)
ww-deck-balance-favours-wolves = <em>Balance</em> { $balance }: ⚠️ favours the werewolves (0 is even)
ww-deck-too-few-players = ⛔ { $seats ->
    [one] 1 player
   *[other] { $seats } players
}: Werewolf needs at least { $min }; the deck below is for { $players }.
ww-deck-blocker = ⛔ { $problem }
ww-artifacts-list-standard = <em>Artifacts</em>: the standard list, { $count } of { $total } cards (without { $left-out }, which tip the game to one side); `artifact_list=all` plays every card.
ww-artifacts-list-all = <em>Artifacts</em>: every card ({ $count }), the six the standard list leaves out included.
ww-artifacts-list-chosen = <em>Artifacts</em>: the host's list, { $count } of { $total } cards.
ww-artifacts-list-blocker = ⛔ { $problem }
ww-deck-no-seer = ⚠️ No Seer: the village has no one to look for werewolves.
ww-deck-too-many-roles = The role list has { $roles } roles but there are only { $players } players: remove { $extra ->
    [one] 1 role
   *[other] { $extra } roles
}
ww-deck-no-werewolf = The role list has no werewolf: add a Werewolf (or a Wolf Cub)
ww-deck-wolves-win-at-once = { $wolves } werewolves among { $players } players would win at once: use fewer werewolves (about one per four players)
ww-deck-count-not-number = `{ $part }`: the count must be a whole number, e.g. werewolf=2
ww-deck-unknown-role = unknown role `{ $role }`; the roles are: { $roles }
ww-deck-list-too-long = the role list names more than { $max } roles
ww-setup-roles-refused = roles: { $why }
ww-setup-opt-out-not-seat = artifact_opt_out: `{ $part }` is not a seat number (1 to { $players })
ww-setup-opt-out-no-seat = artifact_opt_out: seat { $seat } does not exist (1 to { $players })
ww-setup-unknown-artifact = unknown artifact `{ $key }` in artifact_list; the keys are: { $keys }
ww-setup-too-few-artifacts = { $needed } artifacts are needed but the artifact list has only { $listed }: use 1 artifact per player, let fewer players opt in, or allow more cards

## How a player died.
ww-cause-wolves = the werewolves
ww-cause-witch = the Witch's poison
ww-cause-vote = the vote
ww-cause-hunter = the Hunter's shot
ww-cause-wounds = wounds
ww-cause-breath = the Breath of the Old Man
ww-cause-bow = the Bow of Hunting
ww-cause-spear = the Spear of Fury
ww-cause-orb = the Orb of Speculation

## The afterlife: what the dead see.
ww-afterlife-title = Afterlife — { $phase }
ww-afterlife-intro = Everything the living cannot see. Keep it to yourself.
ww-afterlife-every-player = Every player
ww-afterlife-tonight = Tonight so far
ww-afterlife-secret-log = Secret log (latest)
ww-afterlife-alive-by-side = Alive by side: village { $village } · werewolves { $werewolves } · Tanner { $tanner }
ww-afterlife-seat = { $number }. { $player } — { $facts }
ww-afterlife-role-side = { $role }, { $side }
ww-afterlife-role-dealt-side = { $role } (dealt { $dealt }), { $side }
ww-afterlife-extra-powers = extra powers: { $roles }
ww-afterlife-artifacts = artifacts: { $artifacts }
ww-afterlife-artifact-face-down = { $artifact } (face down)
ww-afterlife-artifact-used = { $artifact } (used)
ww-afterlife-artifact-revealed = { $artifact } (revealed)
ww-afterlife-died = died in round { $round } ({ $cause })
ww-afterlife-alive = alive
ww-afterlife-dead = dead
ww-afterlife-fact-separator = { $left } · { $right }
ww-afterlife-wolf-votes = Wolf { $player } votes to kill { $target }.
ww-afterlife-guards = { $player } guards { $target }.
ww-afterlife-witch-saves = The Witch saves { $target }.
ww-afterlife-poisons = { $player } poisons { $target }.
ww-afterlife-sends-away = { $player } sends { $target } away.
ww-afterlife-silences = { $player } silences { $target }.
ww-afterlife-looks-wolf = { $player } looks at { $target }: a werewolf.
ww-afterlife-looks-not-wolf = { $player } looks at { $target }: not a werewolf.
