# Werewolf's board, the story at the end and the rules pages' headings.
# Conventions (docs/design.md, "Text is data"): a player argument is `you`
# for its reader, so messages select on it; <em>…</em> is emphasis.

## The board.
werewolf-view-title = { game-title-werewolf } — { $step }
werewolf-view-night = Night { $n }
werewolf-view-over = Game over
werewolf-view-dawn = Dawn of day { $n }
werewolf-view-dusk = Dusk of day { $n }
werewolf-view-nomination = Day { $n }: nomination
werewolf-view-trial = Day { $n }: trial
werewolf-view-vote = Day { $n }: vote
werewolf-view-discussion = Day { $n }: discussion
werewolf-view-status = { $step } · { $alive } of { $seats } alive{ $awaited }
werewolf-view-resolving = The moderator is resolving the elimination…
werewolf-view-waiting = {" · "}waiting for { $who }
werewolf-view-time-left = {" · "}about { $seconds } s of discussion left
werewolf-view-quiet = {" · "}quiet talk before nominations
werewolf-view-night-prompts = {" · "}every living player has a private prompt
werewolf-view-nominated = { $nominator ->
    [you] You nominated
   *[other] <em>{ $nominator }</em> nominated
} { $accused -> 
    [you] <em>you</em>
   *[other] <em>{ $accused }</em>
}: waiting for a second.
werewolf-view-on-trial = { $accused -> 
    [you] <em>You</em> are
   *[other] <em>{ $accused }</em> is
} on trial (nominated by { $nominator }, seconded by { $seconder }): defence.
werewolf-view-vote-on = Vote on { $accused -> 
    [you] <em>you</em>
   *[other] <em>{ $accused }</em>
}: { $needed } votes needed to eliminate.
werewolf-view-tally = Eliminate ({ $yes }): { $yes-names } · Spare ({ $no }): { $no-names }
werewolf-view-no-votes = No votes yet.
werewolf-view-eliminations = Eliminations by vote today: { $done } of { $allowed }.
werewolf-view-chosen = Chosen so far: { $names }.
werewolf-view-players = Players · roles in play: { $roles }
werewolf-view-recent = Recent events
# Today's and yesterday's votes, each naming every voter's side.
werewolf-view-votes = Votes
# A seat on the board: number, name, and the role once it is public.
werewolf-view-seat = { $n }. { $player }
werewolf-view-seat-role = { $n }. { $player } — { $role }
werewolf-view-seat-dead = dead
werewolf-view-seat-sent-away = sent away
werewolf-view-seat-silenced = silenced
werewolf-view-seat-may-not-vote = may not vote
werewolf-view-seat-face-down = { $count } face-down
werewolf-view-seat-artifact-used = { $artifact } (used)
werewolf-view-seat-artifacts = [{ $artifacts }]
# Two seats on one line of the board; two votes of one day on the board.
werewolf-view-seat-next = { $first } │ { $next }
werewolf-view-vote-next = { $first } / { $next }

## A seat's own part.
werewolf-view-your-role = Your role ({ $team })
werewolf-view-role = <em>{ $role }</em> — { $ability }
# Two sentences one after the other.
werewolf-view-then = { $first } { $next }
werewolf-view-turned = You are a werewolf now: you hunt with the pack.
werewolf-view-extra-powers = Extra powers: { $powers }.
werewolf-view-promoted = The Seer died: you are the Seer now.
werewolf-view-cursed = You are Cursed.
werewolf-view-diseased = You are Diseased.
werewolf-view-potions = Potions: save { $save }, poison { $poison }.
werewolf-view-potion-used = used
werewolf-view-potion-ready = ready
werewolf-view-you-are-dead = You are dead.
werewolf-view-your-artifacts = Your artifacts
werewolf-view-none = None.
werewolf-view-face-down = face down
werewolf-view-revealed-used = revealed, used
werewolf-view-revealed = revealed
werewolf-view-artifact = { $n }. <em>{ $name }</em> ({ $kind }, { $state }): { $text }
werewolf-view-pack-votes = The pack's votes tonight
werewolf-view-no-pack-votes = No votes yet.
werewolf-view-pack-vote = { $wolf } → { $victim }
werewolf-view-known = What you know: { $facts }
werewolf-view-your-choice = Your choice
werewolf-view-being-eliminated = You are being eliminated: make your choice.

## The story at the end (names are plain: the story is the same for everyone).
# A side's heading over its players' lines; `side`: 0 village, 1 werewolves, 2 Tanner.
werewolf-story-side = { $side ->
    [1] The werewolves
    [2] The Tanner
   *[0] The village
}{ $won ->
    [1] {" "}★ won
   *[0] {""}
}
werewolf-story-votes = Every vote
werewolf-story-claims = Every claim, checked
werewolf-story-log = The full night log: /game log.
werewolf-story-night-log = The night log:
werewolf-story-seat = { $winner ->
    [1] ★
   *[0] ·
} { $who } — { $role } · { $fate }{ $deeds }{ $artifacts }
werewolf-story-role = { $role }
werewolf-story-dealt = { $role } (dealt { $dealt })
werewolf-story-turned = { $role } (turned werewolf)
werewolf-story-role-side = { $role }, { $team }
werewolf-story-result = { $winner ->
    [1] won
   *[0] lost
}
werewolf-story-alive = alive
werewolf-story-dead = dead
# † marks a death.
werewolf-story-died-night = † night { $n } ({ $how })
werewolf-story-died-day = † day { $n } ({ $how })
# Eliminated by the day's vote.
werewolf-story-voted-out = † day { $n }
# Killed by the wolves.
werewolf-story-killed = † night { $n }
werewolf-story-by-witch = Witch's poison
werewolf-story-by-hunter = the Hunter
werewolf-story-by-wounds = wounds
werewolf-story-by-breath = Breath of the Old Man
werewolf-story-by-bow = Bow of Hunting
werewolf-story-by-spear = Spear of Fury
werewolf-story-by-orb = Orb of Speculation
werewolf-story-deeds = {" · "}{ $deeds }
# A seat's looks at night, under one "saw".
werewolf-story-saw = saw { $looks }
werewolf-story-saw-wolf = { $who }: { $wolf ->
    [1] wolf
   *[0] not wolf
}
werewolf-story-saw-special = { $who }: { $special ->
    [1] special
   *[0] not special
}
werewolf-story-saw-seer = { $who }: { $seer ->
    [1] the Seer
   *[0] not the Seer
}
werewolf-story-saw-role = { $who }: { $role }
werewolf-story-pack-killed = pack killed { $victims }
werewolf-story-poisoned = poisoned { $victims }
werewolf-story-artifacts = {" · "}artifacts: { $artifacts }
werewolf-story-revealed-on = { $name } (revealed day { $n })
werewolf-story-never-revealed = { $name } (face down)
werewolf-story-claims-day = Day { $n }: { $claims }
# A vote's count in the story (the board's line also says how many were needed).
werewolf-story-vote-count = ({ $eliminate } eliminate, { $spare } spare)
# A vote's sides in the story, in the board's words.
werewolf-story-vote-sides = Eliminate: { $eliminate } · Spare: { $spare }
# The claimer's side in brackets when it was not the village's, then what
# they said and whether it was true.
werewolf-story-claim = { $by }{ $side ->
    [1] {" "}(a wolf)
    [2] {" "}(the Tanner)
   *[0] {""}
}: { $about } { $wolf ->
    [1] is a wolf
   *[0] is not a wolf
} — { $truth ->
    [1] true
   *[0] false
}
# Two pieces of one line, " · " between them: two claims or two votes of a
# day in the story, two facts of a seat on the board.
werewolf-story-then = { $first } · { $next }

## The rules pages' lists (the pages put the headings in bold).
werewolf-story-rules-roles = Roles ({ $page }/{ $pages })
werewolf-story-rules-role = { $role } ({ $team }, { $value }): { $ability }
werewolf-story-rules-artifacts = Artifacts ({ $page }/{ $pages })
werewolf-story-rules-artifact-kinds = 1: one use; A: always in effect once revealed; G: a gem, acts on other artifacts.
werewolf-story-rules-artifact = { $name } ({ $kind }): { $text }
