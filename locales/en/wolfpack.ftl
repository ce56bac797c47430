# Wolfpack. Conventions (docs/design.md, "Text is data"): a player argument
# is `you` for its reader, so messages select on it; <em>…</em> is emphasis.

wolfpack-title = Wolfpack
# Pack colours by seat.
wolfpack-colour = { $colour ->
    [0] Grey
    [1] White
    [2] Black
    [3] Red
   *[4] Brown
}
# An empty list of action cards ("cards: none").
wolfpack-none = none
# An empty list of wolves (a score pile, a hand): its own message, as the
# word agrees with "wolves" in some languages.
wolfpack-no-wolves = none

## Cards.
wolfpack-card-sheep = a sheep
wolfpack-card-wolf = a { $colour } wolf
wolfpack-snatch-sheep = Snatch sheep
wolfpack-snatch-wolf = Snatch wolf
wolfpack-steal = Steal a card
wolfpack-swap = Swap cards
# The card in a sentence, so no name reads twice ("a Steal a card card").
wolfpack-action-card = an action card ({ $card })
# One entry of a per-colour count: "2 White".
wolfpack-colour-count = { $count } { $colour }

## The board.
wolfpack-status-opening = <em>Opening</em>: { $player ->
    [you] your turn to take
   *[other] { $player } takes
} opening card { $pick } of 3.
wolfpack-status-to-move = { $player ->
    [you] <em>Your move</em> ({ $colour } pack).
   *[other] <em>{ $player }</em> ({ $colour } pack) to move.
}
wolfpack-status-over = <em>{ $end }</em>
wolfpack-piles = Piles: { $sizes } ({ $left } playing { $left ->
        [one] card
       *[other] cards
    } left) · Action deck: { $deck } · discard: { $discard }
wolfpack-last-move = Last move
wolfpack-seat = { $player ->
    [you] You
   *[other] { $player }
} · { $colour }
wolfpack-seat-moving = { $player ->
    [you] You
   *[other] { $player }
} · { $colour } ◀
wolfpack-seat-out = { $player ->
    [you] You
   *[other] { $player }
} · { $colour } (out of play)
# One line per seat, so the board of five seats stays compact.
wolfpack-seat-summary = Hand: { $playing } playing · { $actions } action · Score pile: { $sheep } sheep · wolves: { $wolves } · Pile points: { $points }
wolfpack-earlier-moves = Earlier moves
wolfpack-final-scores = Final scores
wolfpack-hands-at-end = Hands at the end
wolfpack-score-line = { $player ->
    [you] You
   *[other] { $player }
}: sheep { $sheep } + wolves { $wolves } + from hands { $hands } = <em>{ $total }</em>{ $won ->
    [1] {" "}🏆
   *[0] {""}
}
wolfpack-hand-award = { $player ->
    [you] Your hand
   *[other] { $player }
}: { $sheep } sheep, wolves: { $wolves } → { $result }
wolfpack-award-no-sheep = no sheep to share
wolfpack-award-no-wolves = no wolves, so its sheep are not counted
wolfpack-award-one = { $each } sheep to { $player }
wolfpack-award-tie = tie: { $each } each to { $players }, { $lost } not counted
wolfpack-own-hand = { $player ->
    [you] Your hand
   *[other] { $player }'s hand
} ({ $colour } pack)
wolfpack-hand-herd = Sheep: { $sheep } · wolves: { $wolves } (own { $own } · hostile { $hostile })
wolfpack-hand-actions = Action cards ({ $held }/{ $limit }): { $cards }
wolfpack-hand-fresh = { $card } (playable next turn)
wolfpack-hand-just-drawn = Just drawn: { $card }
wolfpack-hand-out = You are out of play; your hand still scores at the end.
wolfpack-hand-snatch-works = Snatch sheep would { $sheep ->
    [0] take no sheep now: you hold none
   *[other] take your { $sheep } sheep now
}.
wolfpack-hand-snatch-fails = Snatch sheep would fail now: you need more own wolves than hostile ones.
wolfpack-footer = Score piles: sheep 1 point, hostile wolves 3. At the end each hand's sheep go to the colour with most wolves in it.

## What the mover is asked, and the choices.
wolfpack-ask-opening = Opening: take playing card { $pick } of { $of } from a pile of your choice
wolfpack-ask-turn = Your turn: take a playing card, take an action card, play an action card, or discard two
wolfpack-ask-drawn-must-play = You drew { $card }. You already hold two action cards, so you must play it now
wolfpack-ask-drawn = You drew { $card }: keep it or play it now
wolfpack-ask-steal-from = Steal a card: what do you take from { $player }?
wolfpack-ask-steal = Steal a card
wolfpack-ask-swap = Swap cards: which way do the hands pass?
wolfpack-choice-pile = Pile { $pile }
wolfpack-choice-pile-hint = { $left } { $left ->
        [one] card
       *[other] cards
    } left
wolfpack-choice-draw = Take an action card
wolfpack-choice-draw-hint = keep it or play it at once
wolfpack-choice-draw-hint-full = you hold two already: you must play it at once
wolfpack-choice-play = Play { $card }
wolfpack-choice-play-now = Play { $card } now
wolfpack-choice-keep = Keep { $card }
wolfpack-choice-discard2 = Discard both action cards, take one
wolfpack-choice-discard2-hint = the new card can be played from your next turn on
wolfpack-choice-steal-playing = A playing card from { $player }
wolfpack-choice-steal-action = An action card from { $player }
wolfpack-choice-steal-playing-hint = drawn at random from { $held } playing { $held ->
        [one] card
       *[other] cards
    }
wolfpack-choice-steal-action-hint = drawn at random from { $held } action { $held ->
        [one] card
       *[other] cards
    }
wolfpack-choice-back = Back
wolfpack-choice-left = Pass left
wolfpack-choice-right = Pass right
wolfpack-choice-pass-hint = your hand goes to { $to }, you get { $from ->
    [you] your own
   *[other] { $from }'s
}
wolfpack-hint-snatch-sheep = { $sheep ->
        [0] snatches no sheep (you hold none)
       *[other] snatches your { $sheep } sheep
    }: { $own } own { $own ->
        [one] wolf
       *[other] wolves
    } against { $hostile } hostile
wolfpack-hint-snatch-sheep-fails = would fail: { $own } own { $own ->
        [one] wolf
       *[other] wolves
    } against { $hostile } hostile
wolfpack-hint-snatch-wolf = { $hostile ->
    [0] snatches nothing: you hold no hostile wolf
    [one] snatches your { $hostile } hostile wolf (3 points)
   *[other] snatches your { $hostile } hostile wolves (3 points each)
}
wolfpack-hint-steal = take a random card from each other player
wolfpack-hint-swap = every hand passes to the next player

## What happens.
wolfpack-first-player = { $player ->
    [you] You were
   *[other] { $player } was
} drawn to begin. Opening: each player takes { $cards } playing cards.
wolfpack-takes-opening-card = { $player ->
    [you] You take
   *[other] { $player } takes
} an opening card from pile { $pile }.
wolfpack-takes-playing-card = { $player ->
    [you] You take
   *[other] { $player } takes
} a playing card from pile { $pile }.
wolfpack-took-card = { $player ->
    [you] You
   *[other] { $player }
} took { $card } from pile { $pile }.
wolfpack-opening-done = The opening is done: { $player ->
    [you] you begin.
   *[other] { $player } begins.
}
wolfpack-takes-action-card = { $player ->
    [you] You take
   *[other] { $player } takes
} an action card.
wolfpack-drew = { $player ->
    [you] You
   *[other] { $player }
} drew { $card }.
wolfpack-discards-two = { $player ->
    [you] You discard
   *[other] { $player } discards
} two action cards face down and { $player ->
    [you] take
   *[other] takes
} a new one (playable next turn).
wolfpack-took-fresh = { $player ->
    [you] You
   *[other] { $player }
} took { $card }, playable from the next turn on.
wolfpack-keeps = { $player ->
    [you] You keep
   *[other] { $player } keeps
} the action card.
wolfpack-reshuffle = The action deck ran out: the { $cards } discarded cards are shuffled into a new deck.
wolfpack-begin-steal = Steal a card: choose what to take from each player.
wolfpack-begin-swap = Swap cards: choose the direction.
wolfpack-back = Back: choose again.
wolfpack-snatch-sheep-works = { $player ->
    [you] You play
   *[other] { $player } plays
} Snatch sheep with { $own } { $colour } { $own ->
    [one] wolf
   *[other] wolves
} against { $hostile } hostile and { $player ->
    [you] snatch
   *[other] snatches
} { $sheep } sheep (+{ $sheep }).
wolfpack-snatch-sheep-fails = { $player ->
    [you] You play
   *[other] { $player } plays
} Snatch sheep, but the snatch fails: the card is spent with no effect.
wolfpack-snatch-wolf-plays = { $player ->
    [you] You play
   *[other] { $player } plays
} Snatch wolf and { $player ->
    [you] snatch
   *[other] snatches
} { $count } { $count ->
    [one] wolf
   *[other] wolves
} ({ $colours }, +{ $points }).
wolfpack-pack-wiped-out = All ten { $colour } wolves have been snatched: { $player ->
    [you] you are out of play, but your hand still scores at the end.
   *[other] { $player } is out of play, but their hand still scores at the end.
}
wolfpack-stole = { $thief ->
    [you] You
   *[other] { $thief }
} stole { $card } from { $victim }.
wolfpack-steal-nothing = { $player ->
    [you] You play
   *[other] { $player } plays
} Steal a card, but nobody has a card to take.
wolfpack-steal-takes = { $player ->
    [you] You play
   *[other] { $player } plays
} Steal a card and { $player ->
    [you] take
   *[other] takes
} { $taken }.
wolfpack-taken-playing = a playing card from { $player }
wolfpack-taken-action = an action card from { $player }
wolfpack-swap-left = { $player ->
    [you] You play
   *[other] { $player } plays
} Swap cards: every hand in play passes left (each to the next player).
wolfpack-swap-right = { $player ->
    [you] You play
   *[other] { $player } plays
} Swap cards: every hand in play passes right (each to the previous player).
wolfpack-received-hand = { $player ->
    [you] You
   *[other] { $player }
} received { $giver ->
    [you] your
   *[other] { $giver }'s
} hand: { $sheep } sheep, wolves { $wolves }, { $actions } action { $actions ->
        [one] card
       *[other] cards
    }.
wolfpack-discards-over-limit = { $player ->
    [you] You hold
   *[other] { $player } holds
} more than two action cards and { $player ->
    [you] discard
   *[other] discards
} { $count } at random.
wolfpack-discarded-cards = { $player ->
    [you] You
   *[other] { $player }
} held more than two action cards and discarded at random: { $cards }.

## The end.
wolfpack-game-over = { $end } { $winners }
wolfpack-end-piles-empty = Game over: the last playing card was taken.
wolfpack-end-all-wolves = Game over: { $player ->
    [you] you have
   *[other] { $player } has
} snatched every opponent wolf.
wolfpack-end-last-in-play = Game over: every other pack has been snatched; { $player ->
    [you] you are
   *[other] { $player } is
} the last player in play.
wolfpack-wins = { $player ->
    [you] You win
   *[other] { $player } wins
} with { $points } points.
wolfpack-share-win = { $players } share the win with { $points } points.
wolfpack-nobody-wins = Nobody wins.

## Refusals (the engine puts "That is not possible now: " or "It is not your turn: " before them).
wolfpack-refuse-then = { $reason }; { $then }
wolfpack-refuse-no-seat = there is no seat { $seat } at this table
wolfpack-refuse-actor = Wolfpack has no timers or host moves; { $actor } cannot act
wolfpack-refuse-whose-turn = it is { $player ->
    [you] your
   *[other] { $player }'s
} turn
wolfpack-refuse-out-of-play = you are out of play: all ten of your wolves were snatched (your hand still scores at the end)
wolfpack-refuse-fresh = the { $card } you took by discarding two can be played from your next turn on
wolfpack-refuse-allowed-now = allowed now: { $choices }
wolfpack-refuse-opening = during the opening each player takes { $cards } playing cards: choose a pile (pile1 to pile{ $piles })
wolfpack-refuse-drawn = you drew { $card }: keep it (keep) or play it now (playnew)
wolfpack-refuse-no-pile = there are piles 1 to { $piles }; piles with cards: { $open }
wolfpack-refuse-empty-pile = pile { $pile } is empty; take from a pile that still has cards: { $open }
wolfpack-refuse-not-held = you do not hold { $card }
wolfpack-refuse-discard-needs-two = discarding needs two action cards and you hold { $held }
wolfpack-refuse-keep-over-limit = you already hold two action cards, the most allowed, so the { $card } you drew must be played now (playnew)
wolfpack-refuse-nothing-to-steal = there is nothing left to steal; go back
wolfpack-refuse-steal-from-self = you cannot steal from yourself
wolfpack-refuse-steal-out-of-play = { $victim } is out of play and cannot be stolen from; choose what to take from { $target }
wolfpack-refuse-steal-other-first = choose what to take from { $target } now (card{ $seat } or action{ $seat }), or go back
wolfpack-refuse-holds-no-playing = { $player ->
    [you] you hold
   *[other] { $player } holds
} no playing card
wolfpack-refuse-holds-no-action = { $player ->
    [you] you hold
   *[other] { $player } holds
} no action card
wolfpack-refuse-steal-over-limit = an action card would put you above two action cards; take a playing card
wolfpack-refuse-stealing = you are playing Steal a card: choose card{ $seat } or action{ $seat } (what to take from { $target }), or back
wolfpack-refuse-stealing-done = you are playing Steal a card: go back
wolfpack-refuse-swapping = you are playing Swap cards: choose left, right or back

## A seat's line in the final reveal.
wolfpack-reveal-points = { $points ->
    [one] 1 point
   *[other] { $points } points
}{ $winner ->
    [1] {" "}🏆
   *[0] {""}
}
