# Werewolf: what players say in public with a reason from the public
# record (the claim menu's accusations, the bots' lines), and the choice
# that gives up the day's nomination.

## The day: choices.
werewolf-choice-done-giving-up-nomination = Done for today (I give up today's nomination)
werewolf-choice-accuse = Accuse { $player ->
    [you] yourself
   *[other] { $player }
}

## The day: what everyone sees.
werewolf-accuses = { $player ->
    [you] You accuse
   *[other] { $player } accuses
} { $about }: { $reason }

## Reasons from the public record.
werewolf-reason-spared-wolf = { $about ->
    [you] You
   *[other] { $about }
} voted to spare { $other ->
    [you] you, who were
   *[other] { $other }, who was
} a werewolf.
werewolf-reason-nominated-villager = { $about ->
    [you] You
   *[other] { $about }
} nominated { $other ->
    [you] you, who were
   *[other] { $other }, who was
} no werewolf.
werewolf-reason-eliminated-villager = { $about ->
    [you] You
   *[other] { $about }
} voted to eliminate { $other ->
    [you] you, who were
   *[other] { $other }, who was
} no werewolf.
werewolf-reason-false-wolf-claim = { $about ->
    [you] You
   *[other] { $about }
} claimed { $other ->
    [you] you were
   *[other] { $other } was
} a werewolf; { $other ->
    [you] your
   *[other] { $other }'s
} card says otherwise.
werewolf-reason-false-clean-claim = { $about ->
    [you] You
   *[other] { $about }
} claimed { $other ->
    [you] you were
   *[other] { $other } was
} no werewolf; { $other ->
    [you] your
   *[other] { $other }'s
} card says otherwise.
werewolf-reason-named-by = { $other ->
    [you] You claim
   *[other] { $other } claims
} { $about ->
    [you] you are
   *[other] { $about } is
} a werewolf.
werewolf-reason-counter-claim = { $about ->
    [you] Your
   *[other] { $about }'s
} claim contradicts { $other ->
    [you] yours
   *[other] { $other }'s
}.
werewolf-reason-nothing-said = { $about ->
    [you] You have
   *[other] { $about } has
} said nothing today.

## A line with no one to accuse yet.
werewolf-choice-undecided = Nothing points at anyone yet
werewolf-says-undecided = { $player ->
    [you] You say
   *[other] { $player } says
}: { $variant ->
    [1] too early to tell; I'll watch the votes.
    [2] I have nothing against anyone yet.
   *[other] nothing points at anyone yet.
}
