# Arctic Wolf Project Planning. Conventions (docs/design.md, "Text is data"):
# a player argument is `you` for its reader, so messages select on it;
# <em>…</em> is emphasis. A list of players ({ $players }) reads "you" in
# the middle of a sentence, so such messages never open with one.

pp-title = Arctic Wolf Project Planning
pp-none = none
pp-tokens = { $count ->
    [one] 1 token
   *[other] { $count } tokens
}
pp-clockwise = clockwise
pp-counterclockwise = counterclockwise
# Several sentences of one event, one after the other.
# Two sentences of one event, one after the other.
pp-sentences = { $first } { $second }
pp-clauses = { $first }; { $second }
pp-then = { $first }, then { $second }

## Cards of pack W, by value (each value is one kind of card).
pp-card-name = { $value ->
    [8] VP of R&D
    [7] CFO
    [6] Chief Architect
    [5] Product Manager
    [4] CSE
    [3] R&D Team Lead
    [2] IT Analyst
    [1] Developer
   *[0] The Brain
}
# How every panel and event names a card: "Developer (1)".
pp-card-label = { $name } ({ $value })
# The pack reference under the board: "8 VP of R&D ×1 · 7 CFO ×1 · …".
pp-reference = { $entries }
pp-reference-entry = { $value } { $name } ×{ $count }
pp-card-text = { $value ->
    [8] Name a value: every player in the round holding it is out, you included.
    [7] If your discard total (this card included) is strictly the highest, gain a project token.
    [6] Trade hands with another player.
    [5] Reverse the direction of play.
    [4] Call odd or even and compare hands with another player: right, they are out; wrong, you are out.
    [3] Another player's hand card is resolved as if you played it; they discard it and draw.
    [2] Look at the top two cards of the deck and put them back in any order.
    [1] Choose another player and name a value other than 1: if they hold it, they are out.
   *[0] No effect when played. In your hand: a Developer aimed at you knocks its player out; then discard The Brain and draw.
}
# Another player's card being resolved: "Fenris's CSE (4)".
pp-lent-card = { $lender ->
    [you] your
   *[other] { $lender }'s
} { $card }

## The board.
pp-heading = { $label } · Round { $round }
pp-seat-heading = { $heading } · { $player ->
    [you] You
   *[other] { $player }
}
pp-status = Round { $round } · first to { $goal } tokens · deck { $deck } (+{ $face-down } face down) · { $direction } · { $turn }
pp-turn-over = over
pp-turn-between-rounds = between rounds
pp-turn-to-play = { $player ->
    [you] your turn
   *[other] { $player } to play
}
pp-turn-arranging = { $player ->
    [you] you put
   *[other] { $player } puts
} the top two cards back (IT Analyst)
pp-turn-resolving-lent = { $player ->
    [you] you resolve
   *[other] { $player } resolves
} { $lender ->
    [you] your
   *[other] { $lender }'s
} { $card }
pp-board-won = 🏆 <em>{ $players }</em> won.
pp-board-sudden-death = <em>Sudden death</em>: only { $players } play; the first project token wins.
pp-board-face-up = Set aside face up: { $cards }
pp-player-heading = { $player ->
    [you] You
   *[other] { $player }
} · { $tokens }
pp-state-to-play = ▶ to play
pp-state-in = in the round
pp-state-out = out of the round
pp-state-sitting-out = sitting out (sudden death)
pp-player-state = { $state } · discards (total { $total }): { $discards }
pp-recent = Recent
pp-footer = Pack W{ $copies ->
    [one] {""}
   *[other] {" "}×{ $copies }
}: { $reference }
pp-your-hand = Your hand
pp-hand-match-over = The match is over.
pp-hand-sitting-out = You sit out this round (sudden death).
pp-hand-out = You are out of this round.
pp-hand-waiting-to-draw = No card: you draw once the lent card is resolved.
pp-what-you-know = What you know
pp-know-holds = { $player } holds { $cards }
pp-know-top = Top of the deck: { $cards }

## The story at the end.
pp-story = The story
pp-history-round = Round { $round }: { $text }
pp-story-tokens = Tokens: { $table }
pp-story-tokens-entry = { $player ->
    [you] You
   *[other] { $player }
} { $tokens }{ $won ->
    [1] {" "}🏆
   *[0] {""}
}

## Prompts and choices.
pp-prompt-in-match = { $label } · { $prompt }
pp-prompt-choose-card = Round { $round }, your turn: play one of your two cards.
pp-prompt-choose-target = { $play }: choose another player.
pp-prompt-guess-value = { $play } on { $target }: name a value other than 1.
pp-prompt-knock-out-value = { $play }: name a value. Everyone in the round holding it is out, you included.
pp-prompt-call-parity = { $play } on { $target }: call odd or even.
pp-prompt-arrange = IT Analyst (2): the top card is { $top }, the next is { $next }. Put them back in which order?
pp-choice-play = Play { $card }
pp-choice-back = Back
pp-choice-odd = Odd
pp-choice-even = Even
pp-choice-keep = Keep: { $card } on top
pp-choice-swap = Swap: { $card } on top
pp-hint-no-target = No one can be chosen: it would have no effect.
pp-hint-known = You know they hold { $card }
pp-hint-you-hold-it = You hold one: you would be out too
pp-hint-odd = 7, 5, 3, 1
pp-hint-even = 8, 6, 4, 2, 0

## What happens.
pp-round-begins = Round { $round } begins: { $player ->
    [you] you start
   *[other] { $player } starts
} ({ $why }).
pp-round-face-up = Set aside face up: { $cards }.
pp-first-at-random = chosen at random
pp-first-won-last-round = won the last round
pp-first-at-random-among-winners = chosen at random among the tied winners
pp-you-are-dealt = Round { $round }: you are dealt { $card }.
pp-your-turn-draw = Your turn: you draw { $card } (you also hold { $other }).
pp-you-draw = You draw { $card }.
pp-draws = { $player ->
    [you] You draw
   *[other] { $player } draws
} a new card.
pp-you-take-face-down = You take the face-down card: { $card }.
pp-takes-face-down = The deck is empty: { $player ->
    [you] you take
   *[other] { $player } takes
} the face-down card.
pp-nothing-to-draw = Nothing is left to draw: { $player ->
    [you] you are
   *[other] { $player } is
} out of the round.
pp-out = { $player ->
    [you] you are
   *[other] { $player } is
} out
pp-out-discarding = { $player ->
    [you] you are out (you discard
   *[other] { $player } is out (discards
} { $cards })
pp-plays = { $player ->
    [you] You play
   *[other] { $player } plays
} { $card }
pp-resolves = { $player ->
    [you] You resolve
   *[other] { $player } resolves
} { $lender ->
    [you] your
   *[other] { $lender }'s
} { $card }
pp-play-on = { $play } on { $target }
pp-effect-no-target = { $play }: no one can be chosen, so it has no effect.
pp-effect-knock-out-none = { $play }, naming { $value }: no one holds it.
pp-effect-knock-out = { $play }, naming { $value }: { $gone }.
pp-effect-funded = { $play }: discard total { $total } is the highest, so { $player ->
    [you] you gain
   *[other] { $player } gains
} a project token ({ $tokens }/{ $goal }).
pp-effect-not-funded = { $play }: discard total { $total } is not above { $best }, so no token.
pp-effect-trade = { $play }: they trade hands.
pp-you-trade = You give { $gave } to { $player } and receive { $got }.
pp-traded-with-you = { $player } takes your { $took } and gives you { $gave }.
pp-effect-reverse = { $play }: play now goes { $direction }.
pp-compare = CSE comparison: { $player ->
    [you] you hold
   *[other] { $player } holds
} { $card }, { $target ->
    [you] you hold
   *[other] { $target } holds
} { $target-card }.
pp-effect-compare = { $play }: { $gone }.
pp-effect-lead = { $play }: { $target ->
    [you] you reveal
   *[other] { $target } reveals
} { $card }, which { $player ->
    [you] you resolve as if you played it.
   *[other] { $player } resolves as if they played it.
}
pp-effect-look-empty = { $play }: the deck is empty, so it has no effect.
pp-you-see-last = The last card of the deck is { $card }.
pp-effect-look-last = { $play }: { $player ->
    [you] you look
   *[other] { $player } looks
} at the last card of the deck.
pp-you-see-top-two = The top card is { $top }, the next is { $next }.
pp-effect-look-top-two = { $play }: { $player ->
    [you] you look
   *[other] { $player } looks
} at the top two cards.
pp-effect-guess-reflected = { $play }, naming { $value }: { $target ->
    [you] you hold
   *[other] { $target } holds
} { $card }, so { $gone } instead. { $target ->
    [you] You discard
   *[other] { $target } discards
} { $card } and { $target ->
    [you] draw
   *[other] draws
} a new card.
pp-effect-guess-right = { $play }, naming { $value }: { $gone }.
pp-effect-guess-wrong = { $play }, naming { $value }: { $target ->
    [you] you do
   *[other] { $target } does
} not hold it.
pp-effect-brain = { $play }: it has no effect when played.
pp-time-up = Time is up for { $player }: the bot plays { $player ->
    [you] your
   *[other] their
} turn.

## The end of a round and of the match.
pp-showdown = The deck is empty: showdown: { $hands }.
pp-showdown-holds = { $player ->
    [you] you hold
   *[other] { $player } holds
} { $card }
pp-showdown-tie-broken = { $players } tie on { $value }; { $player ->
    [you] you have
   *[other] { $player } has
} the highest discard total ({ $total }).
pp-showdown-tie = { $players } tie on { $value } and on discard total ({ $total }).
pp-round-no-one-left = No one is left in the round.
pp-round-last-player = { $player ->
    [you] You are
   *[other] { $player } is
} the last player in the round.
pp-round-no-winner = No one wins the round.
pp-round-winner = { $player ->
    [you] You win
   *[other] { $player } wins
} round { $round } and { $player ->
    [you] gain
   *[other] gains
} a project token ({ $tokens }/{ $goal }).
pp-round-winners = { $players } win round { $round } and each gain a project token.
pp-round-face-down = The face-down card was { $card }.
pp-sudden-death = { $players } are tied with { $tokens } project tokens: sudden death! Only they play on; the first to gain a project token wins.
pp-sudden-death-continues = Sudden death continues between { $players }.
pp-match-won-one = { $player ->
    [you] You win
   *[other] { $player } wins
} with { $tokens } project tokens!
pp-match-won-shared = { $players } share the victory with { $tokens } project tokens each!
## Tournament.
pp-tournament-title = { $title } · Tournament
pp-tournament-intro = { $players } players in { $groups } groups playing at the same time; the group winners meet in the final.
pp-group-heading = { $label } · first to { $goal }{ $finished ->
    [1] {" "}· finished
   *[0] {""}
}
pp-group-line = { $player ->
    [you] You
   *[other] { $player }
} · { $tokens } · { $state }
pp-group-winner = 🏆 winner
pp-group-in = in
pp-group-out = out
pp-group-sitting-out = sitting out
pp-group-progress = Round { $round }, deck { $deck }
pp-group-stage = Group stage: { $done } of { $groups } groups finished.
pp-final-status = <em>Final</em> · { $status }
pp-final-player = Final · { $player }
pp-recent-final = Recent (final)
pp-you-won-group-waiting = You won your group; the final starts when every group is done.
pp-you-won-group = You won your group and play the final.
pp-you-are-out-of-tournament = You are out of the tournament; the others play on.
pp-tournament = Tournament
pp-tournament-won-by = { $label }: won by { $player }
pp-tournament-round = { $label }: round { $round }
pp-tournament-won-one = 🏆 { $player ->
    [you] You win
   *[other] { $player } wins
} the tournament!
pp-tournament-won-shared = 🏆 { $players } share the tournament!
## Refusals (the reason after "That is not possible now:").
pp-refuse-turn-of = it is { $player ->
    [you] your
   *[other] { $player }'s
} turn
pp-refuse-not-held = you do not hold { $card }; you hold { $held }
pp-refuse-value = { $value } cannot be named here; name one of: { $allowed }
pp-refuse-not-now = { $prompt } Allowed: { $allowed }.
pp-refuse-no-such-seat = seat { $seat } is not playing at this table; choose { $allowed }
pp-refuse-target = { $why }; choose { $allowed }
pp-refuse-target-self = you must choose another player
pp-refuse-target-out = { $player } is out of the round
pp-refuse-target-sitting-out = { $player } is not playing this round
pp-refuse-target-no-card = { $player } has no card in hand right now
pp-refuse-no-such-seat-here = seat { $seat } is not at this table
pp-refuse-no-timer = no turn timer is running in this game
pp-refuse-stale-timer = this timer is stale: the turn it was set for is already over
pp-refuse-host = the host has no moves in Project Planning
pp-waiting-turn = it is { $player ->
    [you] your
   *[other] { $player }'s
} turn
pp-waiting-turn-in = it is { $player ->
    [you] your
   *[other] { $player }'s
} turn in { $label }
pp-waiting-final-over = the final is over
pp-waiting-group-won = your group is finished; the final starts when every group is done
pp-waiting-out-of-tournament = you are out of the tournament; the others play on

## The IT Analyst's two cards go back; the tournament's announcements and
## the outcome (said of every player by name: the summary of the game).
pp-puts-back = { $player ->
    [you] You put
   *[other] { $player } puts
} the two cards back on the deck.
pp-event-in-match = { $label }: { $event }
pp-tournament-start = Tournament of { $players } players. { $groups }. The group winners meet in the final.
pp-tournament-group = { $label }: { $players }
pp-final-start = Every group has a winner. The final: { $players }; first to { $goal } project tokens wins the tournament.
pp-project-tokens = { $tokens ->
    [one] { $tokens } project token
   *[other] { $tokens } project tokens
}
pp-outcome-wins = { $player } wins with { $tokens }{ $sudden-death ->
    [1] {" "}after sudden death
   *[0] {""}
}
pp-outcome-share = { $players } share the victory with { $tokens } each
pp-outcome-tournament-wins = { $player } wins the tournament, taking the final with { $tokens }
pp-outcome-tournament-share = { $players } share the tournament victory with { $tokens } each in the final
pp-reveal-tokens = { $tokens }{ $winner ->
    [1] {" "}🏆 winner
   *[0] {""}
}
