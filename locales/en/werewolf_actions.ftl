# Werewolf: prompts, artifacts and their effects, the deck, the afterlife, refusals.

## A choice aimed at a player; `player` is "yourself" when it is the reader.
ww-aim-kill = Kill { $player }
ww-aim-look-at = Look at { $player }
ww-aim-read-aura = Read the aura of { $player }
ww-aim-protect = Protect { $player ->
    [you] yourself
   *[other] { $player }
}
ww-aim-send-away = Send away { $player }
ww-aim-silence = Silence { $player }
ww-aim-save = Save { $player ->
    [you] yourself
   *[other] { $player }
}
ww-aim-poison = Poison { $player }
ww-aim-shoot = Shoot { $player }
ww-aim-pass-amulet = Pass the Amulet to { $player }
ww-aim-shield = Shield { $player }
ww-aim-forbid-vote = Forbid to vote: { $player }
ww-aim-choose = Choose { $player }
ww-aim-make-reveal = Make reveal: { $player }
ww-aim-peek-at = Peek at { $player }
ww-aim-steal-from = Steal from { $player }
ww-aim-destroy = Destroy an artifact of { $player }
ww-aim-first-to-reveal = First to reveal: { $player }
ww-aim-second-to-reveal = Second to reveal: { $player }
ww-aim-deny = Deny an artifact of { $player }
ww-aim-make-diseased = Make Diseased: { $player }
ww-aim-view-role = View the role of { $player }
ww-aim-test = Test { $player }
ww-aim-mirror = Mirror { $player }
ww-aim-doom = Doom { $player }
ww-aim-strike = Strike { $player }
ww-aim-name = Name { $player }
ww-aim-give-bow = Give the Bow to { $player }
ww-aim-ask-ghost = Ask the ghost of { $player }

## Decisions that interrupt a phase (eliminations, the Hunter, artifacts).
ww-reveal-the-artifact = Reveal the { $artifact }
ww-prompt-eliminated-no-rescue = You are being eliminated: none of your artifacts can save you.
ww-prompt-eliminated-reveal = You are being eliminated. Reveal an artifact?
ww-choice-accept-fate = Accept my fate
ww-prompt-hunter-shot = You are the Hunter: choose a player to take with you.
ww-prompt-dawn-artifact = Dawn: your { $artifact } acts. { $effect }
ww-prompt-your-artifact = Your { $artifact }: { $effect }
ww-choice-face-down-artifact = Face-down artifact { $number }
ww-prompt-which-artifact = Which of { $player ->
    [you] your
   *[other] { $player }'s
} artifacts?
ww-prompt-amethyst-force = Amethyst of Knowledge: make them reveal it now?
ww-choice-make-reveal = Make them reveal it
ww-choice-keep-secret = Keep it secret
ww-prompt-ghost-letter = Sheet of the Ghost: give { $player } a single letter.
ww-prompt-bow-shot = { $player } gave you the Bow of Hunting: eliminate a player within a minute.

## The night's prompts.
ww-choice-sleep = Sleep
ww-night-no-action = Night { $night }: you have no night action.
ww-night-wolf-vote = Night { $night }: vote for the wolves' victim.
ww-night-wolf-vote-of = Night { $night }: vote for the wolves' victim ({ $number } of { $kills }).
ww-night-seer = Night { $night }: choose a player to learn whether they are a werewolf.
ww-night-aura-seer = Night { $night }: choose a player to learn whether they have a special role.
ww-night-sorceress = Night { $night }: choose a player to learn whether they are the Seer.
ww-night-bodyguard = Night { $night }: choose a player to protect (not the same as last night).
ww-night-old-hag = Night { $night }: choose a player to send out of the village tomorrow.
ww-night-spellcaster = Night { $night }: choose a player to silence tomorrow.
ww-night-witch-waits = Night { $night }: the wolves are choosing. You will be asked about your potions once they have.
ww-choice-wait-for-wolves = Wait for the wolves
ww-choice-nothing-tonight = Do nothing tonight
ww-night-witch-no-victim = Night { $night }: the wolves chose nobody. Use your poison?
ww-night-witch-victims = Night { $night }: the wolves chose { $players }. Use a potion?
ww-night-nobody-to-choose = Night { $night }: nobody can be chosen tonight.
ww-eye-of-the-beholder = Eye of the Beholder, night { $night }: the Seer looked at { $player }: { $wolf ->
    [1] a werewolf.
   *[0] not a werewolf.
}

## The decision in progress, as others read it.
ww-pending-elimination = an elimination
ww-pending-hunter = { $player ->
    [you] your shot as the Hunter
   *[other] the Hunter { $player }'s shot
}
ww-pending-artifact = { $player ->
    [you] your
   *[other] { $player }'s
} { $artifact }

## Refusals: why an action is not taken (after "Refused: ").
ww-refuse-reveal-dead = dead players cannot reveal artifacts
ww-refuse-reveal-no-such = you have no artifact number { $number }
ww-refuse-reveal-already = your { $artifact } is already revealed
ww-refuse-reveal-on-elimination = the { $artifact } can only be revealed when you are eliminated
ww-refuse-reveal-by-day = artifacts can be revealed only during the day, before the vote
ww-refuse-reveal-one-at-a-time = { $what } is being resolved; reveals are taken one at a time, try again when it is done
ww-refuse-reveal-vote-started = the vote has started; artifacts are revealed before the vote
ww-refuse-reveal-sent-away = you were sent out of the village today
ww-refuse-reveal-done-today = you said you are done for today's discussion; you can still reveal once a player is nominated
ww-refuse-not-yourself = you cannot choose yourself
ww-refuse-no-such-player = there is no player number { $number }
ww-refuse-player-dead = { $player } is dead
ww-refuse-more-choices = …
ww-refuse-choose-among = { $prompt }; you can: { $choices }
ww-refuse-stale-timer = that timer is stale: the step it was set for is already over
ww-refuse-host = the bot moderates this game; the host has no moves in it
ww-refuse-no-seat = there is no seat { $seat }

## Why a seat has nothing to do now.
ww-idle-dead = you are dead and cannot act
ww-idle-waiting-for = waiting for { $what }
ww-idle-night-done = you have done everything you can tonight
ww-idle-discussion-done = you are done for today's discussion
ww-idle-waiting-second = waiting for someone to second the nomination
ww-idle-defence = { $player ->
    [you] you are making your defence
   *[other] { $player } is making their defence
}
ww-idle-voted = you have voted or may not vote today
ww-idle-nothing = nothing to do right now

## Revealing one's own artifact in the day.
ww-choice-reveal-numbered = Reveal artifact { $number }: { $artifact }
ww-choice-reveal-only = Reveal artifact: { $artifact }
