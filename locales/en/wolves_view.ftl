# Wolves: the board, the private panel, the cards and the turn's text, and the story at the end.

## The story at the end (src/games/wolves/story.rs).
wolves-story-won-chief = Every community survived the winter: everyone wins. { $player ->
    [you] <em>You</em> are elected chief
   *[other] <em>{ $player }</em> is elected chief
} with { $awards } Awards.
wolves-story-won-tie = Every community survived the winter: everyone wins. No chief: the most Awards are tied.
wolves-story-short = { $player } (short { $short })
wolves-story-lost = The winter was lost on turn { $turn }: unmet needs for { $who }. Everyone loses.
wolves-story-communities = The communities
wolves-story-seat = { $mark } { $player ->
    [you] <em>You</em>
   *[other] <em>{ $player }</em>
} · { $community } · { $awards } Awards
wolves-story-seat-unnamed = { $mark } { $community } · { $awards } Awards
wolves-story-turns = Turn by turn (rank · Status · Awards won)
wolves-story-place = { $place } { $player } { $status }{ $awards ->
    [0] {""}
   *[other] {" "}(+{ $awards })
}
wolves-story-turn = Turn { $turn }: { $places }
wolves-story-closest-title = The closest call
wolves-story-closest-chief = { $player ->
    [you] You
   *[other] { $player }
} beat { $runner } to chief by { $margin ->
    [one] one Award
   *[other] { $margin } Awards
}.
wolves-story-closest-tie = { $players } tied at { $awards } Awards: no chief.

## The board's title, status line, availability and footer (src/games/wolves/view.rs).
wolves-view-title = Wolves - Turn { $turn } of { $last } - { $step }
wolves-view-status = Turn { $turn } of { $last } · { $step }
wolves-view-step-gathering = Gathering
wolves-view-step-needs = Needs
wolves-view-step-gifting = Gifting
wolves-view-step-reconciling = Reconciling
wolves-view-step-over = Game over
wolves-view-gathering = Gathering: everyone draws at once and stops when they choose.
wolves-view-gathering-timer = Gathering: everyone draws at once and stops when they choose. Timer: { $seconds } s.
wolves-view-needs = Needs (rank order): { $player ->
    [you] you pay
   *[other] { $player } pays
} 3 Fish, 3 Corn, 3 Bison.
wolves-view-gifting-compose = Gifting (rank order): { $player } may offer gifts.
wolves-view-gifting-answer = Gifting: { $giver ->
    [you] you offer
   *[other] { $giver } offers
} { $to } { $gift }; { $to } to answer.
wolves-view-gifting-tokens = Gifting: { $player ->
    [you] you pick
   *[other] { $player } picks
} tokens for gifted Leaders.
wolves-view-gifting-share = Gifting: { $player ->
    [you] you take
   *[other] { $player } takes
} The More You Share tokens.
wolves-view-reconciling = Reconciling (rank order): { $player ->
    [you] you return your cards
   *[other] { $player } returns their cards
}.
wolves-view-availability-none = Availability this turn: 0 (no cards removed).
wolves-view-availability-reveal = Availability this turn: -{ $count } ({ $cards }).
wolves-view-availability-cull = Availability this turn: every community removed { $count } of its own non-Leader cards.
wolves-view-supply-item = { $knowledge } x{ $count }
wolves-view-footer = Knowledge supply (two Leaders each): { $supply } · Needs 3 Fish, 3 Corn, 3 Bison per turn - Reserve cap 9 (4 per kind) - { $availability }
wolves-view-footer-standard = availability standard: 0, -1, -1, -2, -2, -3, -3, -7 own
wolves-view-footer-gentle = availability gentle: 0, 0, -1, -1, -2, -2, -2, -5 own
