# Wolves: the rules steps (gathering, needs, gifting, reconciling) and their
# refusals. A player argument is `you` for its reader; <em>…</em> is emphasis.

## Shared words.
# Selected on the resource's index (a plain string cannot be selected on).
wolves-res = { $res ->
    [0] Fish
    [1] Corn
   *[2] Bison
}
wolves-back = Back
wolves-plus = { $left } + { $right }
wolves-refuse-not-now = not now: { $allowed }

## Needs (src/games/wolves/needs.rs).
wolves-needs-pay = Pay (cards first, keep Leaders)
wolves-needs-custom = Choose how to pay
wolves-needs-prompt = Needs: pay { $need } Fish, { $need } Corn, { $need } Bison (you can cover { $payable } of { $total }).
wolves-needs-split = { $res }: { $split }
wolves-needs-split-prompt = Needs: how do you pay { $res }? (you hold { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}, { $tokens ->
    [one] 1 token
   *[other] { $tokens } tokens
}, { $leaders ->
    [one] 1 Leader
   *[other] { $leaders } Leaders
} left)
wolves-needs-allowed = Pay, Choose how to pay, or pick a split
wolves-split-cards = { $count ->
    [one] 1 card
   *[other] { $count } cards
}
wolves-split-tokens = { $count ->
    [one] 1 token
   *[other] { $count } tokens
}
wolves-split-leaders = { $count ->
    [one] 1 Leader
   *[other] { $count } Leaders
}
wolves-split-nothing = nothing
wolves-payment = Fish { $fish }; Corn { $corn }; Bison { $bison }
wolves-pays-needs = { $player ->
    [you] You pay
   *[other] { $player } pays
} needs: { $payment }.
wolves-pays-needs-unmet = { $player ->
    [you] You pay
   *[other] { $player } pays
} needs: { $payment }. <em>UNMET</em>: short { $short }.
wolves-refuse-not-needs = it is not the needs step
wolves-refuse-choosing-split = you are choosing how to pay: pick a split or Back
wolves-refuse-needs-no-back = nothing to go back to: Pay or Choose how to pay
wolves-refuse-custom-first = press Choose how to pay first, or Pay
wolves-refuse-split-cards = you do not have { $count } { $res } cards in hand
wolves-refuse-split-tokens = you do not have { $count } { $res } tokens
wolves-refuse-split-leaders = you do not have { $count } usable Leaders left
wolves-refuse-split-over-need = the need is { $need } { $res }
wolves-refuse-split-too-little = you must pay as much of your needs as you can

## Gathering (src/games/wolves/gather.rs).
wolves-card = { $card ->
    [0] Fish
    [1] Corn
    [2] Bison
    [3] Forest
   *[4] Leader
}
wolves-draw = Draw
wolves-draw-hint = { $cards ->
    [one] 1 card
   *[other] { $cards } cards
} left, { $leaders ->
    [one] 1 Leader
   *[other] { $leaders } Leaders
} face up
wolves-draw-to = Draw to next Leader
wolves-draw-to-hint = draws until a Leader comes up: this cannot overstretch you
wolves-stop = Stop
wolves-peek = Know the Land
wolves-peek-hint = look at your top { $count } cards and reorder them
wolves-gather-prompt-risky = Gathering: two Leaders face up - a third one <em>overstretches</em> you. Draw or Stop?
wolves-gather-prompt-first = Gathering: draw your first card.
wolves-gather-prompt = Gathering: Draw another card or Stop?
wolves-order = Top: { $cards }
wolves-order-prompt = Know the Land: put these cards back on top, in which order (top first)?
wolves-token = { $res } token
wolves-determination-prompt = Determination: pick your free Reserve token.
wolves-swap = { $from } token -> { $to } token
wolves-swap-hint = give one back to the pile, take the free one
wolves-keep-reserve = Keep my Reserve as it is
wolves-determination-full-prompt = Determination: your Reserve is full ({ $cap } tokens), so the free token can only be a swap.
wolves-peeked = Know the Land: your top cards are { $cards }.
wolves-uses-peek = { $player ->
    [you] You use
   *[other] { $player } uses
} Know the Land.
wolves-ordered = You put the cards back in your chosen order.
wolves-kept-reserve = Determination: you keep your full Reserve; the free token is not taken.
wolves-swapped = { $player ->
    [you] You swap
   *[other] { $player } swaps
} a { $from } token for a { $to } token (Determination).
wolves-drew-third-leader = You drew your third Leader: overstretched.
wolves-overstretched = { $player ->
    [you] You draw a third Leader and are <em>OVERSTRETCHED</em>
   *[other] { $player } draws a third Leader and is <em>OVERSTRETCHED</em>
}: no usable Leaders, no Status from returning cards this turn, and no gathering next turn.
wolves-drew-leader = You drew a Leader (face up, wild).
wolves-draws-leader = { $player ->
    [you] You draw
   *[other] { $player } draws
} a Leader ({ $count } face up).
wolves-drew = You drew { $card }.
wolves-stops = { $player ->
    [you] You stop
   *[other] { $player } stops
} ({ $cards ->
    [one] 1 card
   *[other] { $cards } cards
} drawn, { $leaders ->
    [one] 1 Leader
   *[other] { $leaders } Leaders
}).
wolves-determination-lost = Determination: your Reserve is full ({ $cap } tokens, { $kind-cap } of each kind), so the free token is lost.
wolves-gains-token = { $player ->
    [you] You gain
   *[other] { $player } gains
} a { $res } token (Determination).
wolves-timeout-reserve-kept = Determination: time is up; your full Reserve stays as it is.
wolves-gather-timeout = Time is up for gathering: { $players } stopped.
wolves-help-drawing = you may Draw or Stop
wolves-help-peeking = put the cards you looked at back in an order first
wolves-help-determination = pick your Determination token (or swap) first
wolves-help-stopped = you have stopped drawing this turn
wolves-help-overstretched = you overstretched and cannot draw again this turn
wolves-help-skipped = you skip gathering this turn (overstretched last turn)
wolves-refuse-deck-empty-stop = your deck is empty: Stop
wolves-refuse-draw-to-risky = with two Leaders up the next one overstretches you: draw one card at a time
wolves-refuse-stop-first = you must draw at least one card before you stop
wolves-refuse-no-peek = you do not have Know the Land
wolves-refuse-peek-used = Know the Land is once per turn and you used it
wolves-refuse-deck-empty = your deck is empty
wolves-refuse-order = put back exactly the cards you looked at, each once (top first)
wolves-refuse-reserve-room = your Reserve has room: pick your free token
wolves-refuse-reserve-full = your Reserve is full ({ $cap } tokens): swap a token or keep it as it is
wolves-refuse-kind-full = your Reserve has no room for { $res } (at most { $cap } of a kind)
wolves-refuse-swap-room = your Reserve has room: pick your free token instead of a swap
wolves-refuse-swap-same = swap for a token of another kind
wolves-refuse-swap-none = you have no { $res } token to give back
wolves-refuse-swap-kind-full = your Reserve already holds { $cap } { $res } (at most { $cap } of a kind)
wolves-refuse-stale-timer = this timer is stale: the gathering it was for is over

## Reconciling (src/games/wolves/reconcile.rs). Choice labels stay short:
## short choices share a line on the reconciling screen.
wolves-knowledge = { $knowledge ->
    [0] Know the Land
    [1] No Waste
    [2] Showing Off
    [3] Determination
    [4] Preservation
   *[5] The More You Share
}
wolves-card-to-token = { $res } card -> { $res } token
wolves-in-hand = { $count ->
    [one] 1 { $res } card
   *[other] { $count } { $res } cards
} in hand
wolves-leader-to-token = Leader -> { $res } token
wolves-leaders-to-knowledge = { $price } Leaders -> { $knowledge }
wolves-token-to-status = { $res } token -> 1 Status
wolves-card-to-status = { $card } card -> 1 Status
wolves-no-waste = No Waste: +1 { $res } token
wolves-no-waste-skip = Skip No Waste
wolves-no-waste-prompt = Reconciling: No Waste may add a third token to a pair.
wolves-no-waste-allowed = use No Waste or skip it first
wolves-auto-last = Default: everything for Status (last turn)
wolves-auto = Default: Reserve tokens up to the caps, rest for Status
wolves-finish-overstretched = Finish (overstretched: no Status)
wolves-finish = Finish: the rest for Status (+{ $gain })
wolves-forgo = Finish: the rest for nothing (+{ $gain })
wolves-forgo-hint = your remaining cards go back to your deck without Status
wolves-reset = Reset my exchanges
wolves-reconcile-prompt = Reconciling: return your cards. Hand { $cards ->
    [one] 1 resource card
   *[other] { $cards } resource cards
}, { $leaders ->
    [one] 1 Leader
   *[other] { $leaders } Leaders
}; Reserve { $reserve }/{ $cap }.
wolves-reconcile-allowed = exchange, Default, Finish (either way) or Reset
wolves-adds-token = { $player ->
    [you] You add
   *[other] { $player } adds
} a { $res } token (No Waste).
wolves-gains-knowledge = { $player ->
    [you] You gain
   *[other] { $player } gains
} { $knowledge } for { $price } Leaders.
wolves-reconciles = { $player ->
    [you] You reconcile
   *[other] { $player } reconciles
}: +{ $gain } Status (now { $status }); Reserve { $fish } Fish, { $corn } Corn, { $bison } Bison.
wolves-refuse-not-reconciling = it is not the reconciling step
wolves-refuse-no-waste = No Waste needs two { $res } tokens and room for a third
wolves-refuse-reserve-cap = your Reserve is full ({ $cap } tokens)
wolves-refuse-no-card = you have no { $res } card in hand
wolves-refuse-no-leader = you have no usable Leader
wolves-refuse-knowledge-owned = you already have { $knowledge }: you may not own two of the same Knowledge card
wolves-refuse-knowledge-gone = no { $knowledge } card is left
wolves-refuse-knowledge-price = a Knowledge card costs { $price } usable Leaders; you have { $leaders }
wolves-refuse-overstretched-return = you overstretched this turn: returning gains no Status
wolves-refuse-no-token = you have no { $res } token
