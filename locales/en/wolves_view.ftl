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
wolves-story-closest-title = The race for chief
wolves-story-closest-chief = { $player ->
    [you] You
   *[other] { $player }
} beat { $runner } to chief by { $margin ->
    [one] one Award
   *[other] { $margin } Awards
}.
wolves-story-closest-tie = { $players } tied at { $awards } Awards: no chief.

## The board's title, status line, availability, mats and footer (src/games/wolves/view.rs).
## Every line stays within 80 columns with names of ordinary length.
wolves-view-recent = Recent
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
wolves-view-footer-standard = Availability standard: 0, -1, -1, -2, -2, -3, -3, -7 own
wolves-view-footer-gentle = Availability gentle: 0, 0, -1, -1, -2, -2, -2, -5 own
wolves-view-footer-supply = Knowledge supply (two Leaders each): { $items }
wolves-view-removed-all = Removed by availability so far: { $cards } from every deck
wolves-view-removed = Removed from { $player ->
    [you] your
   *[other] { $player }'s
} deck so far: { $cards }
wolves-view-dot = { $first } · { $rest }

## A community's mat: the name line, then one line per kind of thing.
wolves-view-mat-name-ranked = #{ $rank } { $player ->
    [you] You
   *[other] { $player }
} - { $community }
wolves-view-mat-name = { $player ->
    [you] You
   *[other] { $player }
} - { $community }
wolves-view-mat-standing = Status { $status } · Awards { $awards } · hand { $hand }
wolves-view-mat-reserve = Reserve { $fish } Fish, { $corn } Corn, { $bison } Bison ({ $total }/{ $cap }) · deck { $deck } · Leaders face up { $leaders }
wolves-view-mat-drawing = Drawing: { $drawn } drawn, { $leaders ->
    [one] 1 Leader
   *[other] { $leaders } Leaders
}
wolves-view-mat-stopped = Stopped: { $drawn } drawn, { $leaders ->
    [one] 1 Leader
   *[other] { $leaders } Leaders
}
wolves-view-mat-overstretched-after = OVERSTRETCHED after { $drawn } cards
wolves-view-mat-skipped = skipped gathering (overstretched last turn)
wolves-view-mat-overstretched = overstretched: no Status from returns, skips next gathering
wolves-view-mat-unmet = <em>UNMET</em>: short { $short }
wolves-view-mat-needs-unpaid = Needs not paid yet
wolves-view-mat-knowledge = Knowledge: { $cards }

## The reader's own field.
wolves-view-private = Your community
wolves-view-hand = Hand: { $fish } Fish, { $corn } Corn, { $bison } Bison, { $forest } Forest · { $leaders ->
    [one] 1 Leader
   *[other] { $leaders } Leaders
} usable
wolves-view-needs-cover = Needs this turn: { $need } Fish, { $need } Corn, { $need } Bison; so far you can cover { $payable } of { $total }.
wolves-view-paid = Needs paid so far: { $fish } Fish, { $corn } Corn, { $bison } Bison
wolves-view-peek = Know the Land - top of your deck: { $cards }
wolves-view-accepting = Accepting: { $taken }
