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
wolves-card-to-token = { $res } card -> token
wolves-leader-to-token = Leader -> { $res } token
wolves-buy-knowledge = Buy { $knowledge }
# A return earns 1 Status (the prompt says so): labels stay short enough
# to share a line three by three.
wolves-token-to-status = Return { $res } token
wolves-card-to-status = { $card ->
    [0] Return Fish card
    [1] Return Corn card
    [2] Return Bison card
   *[4] Return Leader
}
wolves-no-waste = No Waste: +1 { $res } token
wolves-no-waste-skip = Skip No Waste
wolves-no-waste-prompt = Reconciling: No Waste may add a third token to a pair.
wolves-no-waste-allowed = use No Waste or skip it first
wolves-auto-last = Default: everything for Status (last turn)
wolves-auto = Default: Reserve tokens up to the caps, rest for Status
wolves-finish-overstretched = Finish (overstretched: no Status)
wolves-finish = Finish (+{ $gain } Status)
# The rest of the cards go back to the deck without Status.
wolves-forgo = Finish, rest unused (+{ $gain })
wolves-reset = Reset my exchanges
# `returns` is 1 when returns earn Status (not overstretched), `buys` 1
# when the player has the Leaders to buy a Knowledge card.
wolves-reconcile-prompt = Reconciling, Reserve { $reserve }/{ $cap }{ $returns ->
    [1] : a Return earns 1 Status
   *[other] {""}
}{ $buys ->
    [1] , Knowledge costs { $price } Leaders.
   *[other] .
}
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

## Components (src/games/wolves/data.rs).
wolves-community = { $community ->
    [0] Atinzina
    [1] Chigwami
    [2] Masakat
    [3] Pahanis
    [4] Thimi
   *[5] Wayatin
}
wolves-community-label = { $community } (+4 { $major }, +1 { $minor })
wolves-item = { $item ->
    [0] Fish card
    [1] Corn card
    [2] Bison card
    [3] Leader
    [4] Fish token
    [5] Corn token
   *[6] Bison token
}
wolves-items = { $item ->
    [0] { $count ->
        [one] 1 Fish card
       *[other] { $count } Fish cards
    }
    [1] { $count ->
        [one] 1 Corn card
       *[other] { $count } Corn cards
    }
    [2] { $count ->
        [one] 1 Bison card
       *[other] { $count } Bison cards
    }
    [3] { $count ->
        [one] 1 Leader
       *[other] { $count } Leaders
    }
    [4] { $count ->
        [one] 1 Fish token
       *[other] { $count } Fish tokens
    }
    [5] { $count ->
        [one] 1 Corn token
       *[other] { $count } Corn tokens
    }
   *[6] { $count ->
        [one] 1 Bison token
       *[other] { $count } Bison tokens
    }
}
wolves-nothing = nothing
# A count of a resource or a card kind: "2 Corn", "3 Forest".
wolves-amount = { $count } { $what }
wolves-modifier-reveal = { $count ->
    [0] 0
   *[other] -{ $count }
}
wolves-modifier-cull = -{ $count } own

## The turn's skeleton (src/games/wolves/turn.rs).
wolves-gathering-begins = Gathering: everyone draws at once (Draw / Stop).
wolves-gathering-begins-skipping = Gathering: everyone draws at once (Draw / Stop). Skipping (overstretched last turn): { $players }.
wolves-turn-begins = Turn { $turn } begins. Availability 0: nothing is removed.
wolves-turn-begins-reveal = Turn { $turn } begins. Availability { $modifier }: every deck loses { $cards }.
wolves-culled = { $player } { $cards }
wolves-semicolon = { $first }; { $rest }
wolves-turn-begins-cull = Turn { $turn } begins. Availability: every community removes { $count } of its own non-Leader cards: { $culled }.
wolves-rank-place = { $place } { $player }
wolves-rank-set = Status Rank set: { $places }.
wolves-bonus-gain = { $player } +{ $bonus }
wolves-conservation-bonus = Conservation bonus: { $gains }.
wolves-finishes-gifting = { $player ->
    [you] You finish
   *[other] { $player } finishes
} gifting.
wolves-unmet-at-reconciling = Unmet needs at reconciling: { $who }. The communities did not survive turn { $turn }: everyone loses.
wolves-new-rank-place = { $place } { $player } ({ $status } Status{ $awards ->
    [0] {""}
   *[other] , +{ $awards } Awards
})
wolves-turn-ends = Turn { $turn } ends. New rank: { $places }.
wolves-won-chief = Every community survived the winter: everyone wins! { $player ->
    [you] You are
   *[other] { $player } is
} elected chief with { $awards } Awards.
wolves-won-tie = Every community survived the winter: everyone wins! No chief: a tie at { $awards } Awards.
wolves-outcome-chief = Everyone survived; { $player } is chief with { $awards } Awards
wolves-outcome-no-chief = Everyone survived; no chief (tied Awards)
wolves-outcome-lost = Everyone lost on turn { $turn }: unmet needs of { $players }

## Routing (src/games/wolves/mod.rs).
wolves-refuse-nobody-acts = nobody can act now
wolves-refuse-waiting-for = waiting for { $players }
wolves-refuse-host = Wolves has no host actions; players act through their panels
wolves-refuse-no-seat = seat { $seat } is not at this table

## Gifting (src/games/wolves/gifting.rs).
wolves-gift-to = To { $player }
wolves-gift-to-offered = already offered a gift
wolves-gift-to-short = short { $short }
wolves-gift-to-met = needs met
wolves-gift-offer = Offer
wolves-gift-offer-to = Offer to { $player }
wolves-gift-offer-hint = choose a recipient
wolves-gift-empty-hint = the gift is empty
wolves-gift-clear = Clear
wolves-gift-done = Finish gifting
wolves-gift-add = + { $item }
wolves-gift-add-hint = { $count } of { $limit }
wolves-gift-prompt = Your gift: { $gift }. Choose a recipient, then Offer (one gift per player).
wolves-gift-prompt-for = Your gift: { $gift } for { $player }. Offer it (one gift per player).
wolves-gift-prompt-nothing = Gifting: you have nothing you can give (Forest cards cannot be gifted): Finish gifting.
wolves-gift-accept = Accept all
wolves-gift-part = Accept part
wolves-gift-decline = Decline
wolves-gift-take = { $count ->
    [0] Accept these
   *[other] Accept these { $count }
}
wolves-gift-take-nothing = nothing chosen yet
wolves-gift-answer-prompt-choose = { $player } offers you { $gift }: you may take all, part or none of it.
wolves-gift-answer-prompt-whole = { $player } offers you { $gift }: they rank below you, so you must take it whole.
wolves-gift-part-prompt = Choose what to accept: { $taken } so far.
wolves-gift-leader-prompt = Gifted Leader { $number } of { $total }: which token do you take?
wolves-gift-compose-allowed = compose your gift, Offer it, or Finish gifting
wolves-gift-answer-allowed = answer the gift: Accept all, Accept part or Decline
wolves-gift-leader-allowed = pick a token for the gifted Leader
wolves-token-to-need = toward your unmet need
wolves-token-to-reserve = to your Reserve
wolves-token-to-status-overflow = Reserve full: 1 Status
wolves-share-token = +{ $res }
wolves-share-none = No tokens
wolves-share-prompt = The More You Share: add 2 Reserve tokens of your choice.
wolves-share-allowed = pick your The More You Share tokens
wolves-offers-any-part = { $giver ->
    [you] You offer
   *[other] { $giver } offers
} { $player } a gift: { $gift } ({ $player } may take any part).
wolves-offers-whole = { $giver ->
    [you] You offer
   *[other] { $giver } offers
} { $player } a gift: { $gift } ({ $player } must take it whole).
wolves-declines = { $player ->
    [you] You decline
   *[other] { $player } declines
} { $giver ->
    [you] your
   *[other] { $giver }'s
} gift.
wolves-accepted-part = { $taken } of it
wolves-accepts = { $player ->
    [you] You accept
   *[other] { $player } accepts
} { $taken } from { $giver }: { $needs } to needs, { $reserves } to Reserves{ $overflow ->
    [0] {""}
   *[other] , { $overflow } as Status
}. { $giver ->
    [you] You
   *[other] { $giver }
} +{ $status } Status.
wolves-accepts-met = { $accepts } { $player ->
    [you] Your
   *[other] { $player }'s
} needs are now met.
wolves-takes-share = { $player ->
    [you] You take
   *[other] { $player } takes
} { $tokens } (The More You Share).
wolves-refuse-not-gifting = it is not the gifting step
wolves-refuse-gift-have-only = you have only { $items } to give
wolves-refuse-gift-none-to-remove = the gift has no { $item } to remove
wolves-refuse-gift-recipient = choose another player at the table
wolves-refuse-gift-offered = you already offered { $player } a gift this turn (one gift per player)
wolves-refuse-gift-clear-empty = the gift is already empty: nothing to clear
wolves-refuse-gift-no-recipient = choose a recipient first
wolves-refuse-gift-empty = the gift is empty: add something first
wolves-refuse-gift-whole = { $player } ranks below you: you must accept the whole gift
wolves-refuse-gift-take-nothing = choose at least one item, or go Back and Decline
wolves-refuse-gift-holds-only = the gift holds only { $items }
wolves-refuse-gift-none-chosen = you chose no { $item } yet
wolves-refuse-share-fit = those tokens do not fit your Reserve (at most { $cap } of a kind); pick one of the listed sets
wolves-refuse-gift-forest = Forest cards cannot be gifted: give resource cards, Leaders or Reserve tokens
