# Arctic Escape. Conventions (docs/design.md, "Text is data"): a player
# argument is `you` for its reader, so messages select on it; <em>…</em> is
# emphasis. `$players` is a list of players ("Ada and you"); a message that
# opens with it gets the sentence form, "You and Bo" (arctic-subject).

arctic-title = Arctic Escape
arctic-subject = { $first ->
    [you] You
   *[other] { $first }
}{ $more ->
    [0] {""}
    [1] {" "}and { $rest }
   *[other] , { $rest }
}

## Names of things, selected by number.
arctic-terrain = { $terrain ->
    [0] ice
    [1] thin ice
    [2] snow
    [3] mountain
    [4] water
    [5] bridge
   *[6] crevasse
}
arctic-piece = { $piece ->
    [0] Sled
    [1] Rope
   *[2] Raft
}
arctic-expertise = { $expertise ->
    [0] Sledder
    [1] Climber
    [2] Sailor
    [3] Snowshoer
    [4] Engineer
   *[5] Explorer
}
arctic-engineer-bridge-ready = Engineer (bridge ready)
arctic-dir = { $dir ->
    [0] up
    [1] down
    [2] left
   *[3] right
}
arctic-no-pieces = nothing

## The board.
arctic-status = Turn { $turn } · { $phase } · { $counters } · { $distance }
arctic-counters = melted { $melts }/{ $max } · samples { $samples }/{ $all }
arctic-phase-grouping = <em>grouping</em>
arctic-phase-mover = { $player ->
    [you] <em>your move</em>
   *[other] <em>{ $player }</em> to move
}
arctic-phase-movers = <em>{ $players }</em> to move
arctic-phase-boarding = { $mover }, boarding under way
arctic-phase-equipping = { $mover } (re-equipping)
arctic-phase-ship = <em>ship</em>
arctic-ship-steps = ship { $steps ->
    [one] 1 step
   *[other] { $steps } steps
} away
arctic-ship-out-of-reach = the ship is out of reach
arctic-ship-below = ship below { $square }
arctic-cut-off-warning = ⚠ Cut off: { $reason }. An Engineer can still bridge one crevasse.
arctic-players = Players
arctic-recent = Recent
arctic-player-line = { $number } { $player ->
    [you] <em>You</em>
   *[other] <em>{ $player }</em>
} · { $expertise } · { $pieces } · { $place }{ $moved ->
    [1] {" "}· moved
   *[0] {""}
}
arctic-place = { $square }
arctic-place-with = { $square } with { $others }
arctic-place-aboard = aboard
arctic-place-fallen = fell in at { $square }

## The story at the end.
arctic-end-won = <em>Escaped</em> on turn { $turn } with { $samples } of { $all } samples.
arctic-end-lost = <em>Lost</em> on turn { $turn }: { $reason }.
arctic-story-players = Who went where
arctic-story-samples = Samples
arctic-story-seat = { $won ->
    [1] 🏆
   *[0] ✗
} { $player ->
    [you] <em>You</em>
   *[other] <em>{ $player }</em>
} ({ $expertise }), { $fate }: { $route }
arctic-story-seat-unnamed = { $won ->
    [1] 🏆 won
   *[0] ✗ lost
} · { $expertise }, { $fate }: { $route }
arctic-fate-aboard = aboard
arctic-fate-fallen = fell in at { $square }
arctic-fate-ashore = left at { $square }
arctic-route = { $squares } ({ $moves ->
    [one] 1 move
   *[other] { $moves } moves
})
arctic-story-collector = { $player ->
    [you] your group
   *[other] { $player }'s group
} { $count } ({ $squares })
arctic-story-samples-line = { $taken ->
    [0] None collected
   *[other] { $taken } collected: { $collectors }
}{ $left ->
    [0] .
   *[other] ; { $left } left on the ice.
}

## Grouping.
arctic-grouping-question = Grouping: players sharing a square may group or split (anyone may press), then start moving.
arctic-group-pair = Group { $a ->
    [you] yourself
   *[other] { $a }
} with { $b }
arctic-group-all = Group everyone at { $square }
arctic-group-already = at { $square }: already one group
arctic-group-as-one = { $players } move as one
arctic-solo = { $player ->
    [you] You go
   *[other] { $player } goes
} alone
arctic-solo-already = { $player ->
    [you] you are
   *[other] { $player } is
} alone already
arctic-solo-hint = leaves the group at { $square }
arctic-split-pair = { $a ->
    [you] Split up from { $b }
   *[other] { $b ->
        [you] Split up from { $a }
       *[other] Split up { $a } and { $b }
    }
}
arctic-split-pair-hint = each goes alone from { $square }
arctic-split-pair-already = not one group
arctic-start-moving = Start moving
arctic-started-moves = { $player ->
    [you] You
   *[other] { $player }
} started the moves.
arctic-grouped = { $player ->
    [you] You
   *[other] { $player }
} grouped { $players }.
arctic-left-group = { $player ->
    [you] You
   *[other] { $player }
}: { $leaver ->
    [you] you left
   *[other] { $leaver } left
} the group.

## A move.
arctic-choose = { $mover } from { $square }{ $equipped ->
    [1] {" "}(re-equipped)
   *[0] {""}
} · { $distance }{ $leaving }
arctic-choose-one = { $player ->
    [you] Your move
   *[other] { $player }'s move
}
arctic-choose-group = { $players } move
arctic-leaving = {" "}· leaving: { $costs }
arctic-step = { $dir ->
    [0] Up
    [1] Down
    [2] Left
   *[3] Right
} to { $terrain } { $square }
arctic-step-edge = { $dir ->
    [0] Up
    [1] Down
    [2] Left
   *[3] Right
} (off the map)
arctic-board = Board the ship
arctic-loses = ⚠ { $choice }: the game is lost
arctic-notes = { $notes }
arctic-stay = Stay
arctic-stay-loses = ⚠ Stay: the game is lost
arctic-stay-loses-why = no way off: the thin ice at { $square } gives way
arctic-equip = Re-equip
arctic-equip-hint = refill everyone to { $limit } pieces of your choice; melts one square
arctic-equip-boarding = boarding is under way
arctic-equip-done = already re-equipped this move
arctic-equip-loses = ⚠ Re-equip: the game is lost
arctic-equip-loses-why = its melt { $collapse }
arctic-back = Back
arctic-pay-question = Who gives up the piece to go { $dir }?
arctic-pay = { $player ->
    [you] You give
   *[other] { $player } gives
} the { $piece }
arctic-equip-question = Re-equip: choose { $player ->
    [you] your
   *[other] { $player }'s
} { $limit } pieces ({ $at } of { $of }).
arctic-kit-held = what they hold now

## What a step costs (choice hints: at most 100 characters together).
arctic-collapses = collapses the floe ({ $max } of { $max } melts)
arctic-cost-thin-ice = thin ice { $square } breaks behind you
arctic-cost-thin-ice-snowshoer = thin ice { $square } breaks behind you 1 in 3 (Snowshoer)
arctic-cost-bridge = bridge { $square } collapses behind you 1 in 3
arctic-cost-blizzard = the blizzard takes a random piece from each mover
arctic-cost-blizzard-explorer = the blizzard takes a random piece from each mover 1 in 3 (Explorer)
arctic-cost-piece = { $eased ->
    [1] a { $piece } 1 in 3
   *[0] a { $piece }
}
arctic-cost-builds-bridge = builds the bridge
arctic-cost-leave-next-move = leave next move
arctic-cost-blizzard-melt = blizzard: melts a square{ $explorer ->
    [1] {" "}1 in 3
   *[0] {""}
}
arctic-cost-sample = sample
arctic-risk = 1 in 3 it loses: { $why }
arctic-cause-breaks = { $square } breaks behind you
arctic-cause-bridge-used = the bridge is used up
arctic-cause-blizzard-melt = the blizzard's melt
arctic-loss-collapse = { $cause } { $collapse }
arctic-loss-cut-off = { $cause }: { $reason }

## The ship.
arctic-ship-question = Ship (below { $square }): anyone may move it one column; that melts a square.
arctic-ship-left = Ship left, below { $square }
arctic-ship-right = Ship right, below { $square }
arctic-ship-melts = melts a random square
arctic-ship-stay = Keep the ship here
arctic-ship-kept = { $player ->
    [you] You
   *[other] { $player }
} kept the ship below { $square }.
arctic-ship-moved = { $player ->
    [you] You
   *[other] { $player }
} moved the ship below { $square }.

## Events.
arctic-set-out = Turn 1: { $players } set out across the floe.
arctic-turn-begins = Turn { $turn } begins.
arctic-went = { $players } went { $dir } to { $terrain } { $square }{ $notes }.
arctic-boarded = { $players } boarded the ship{ $notes }.
arctic-notes-after = : { $notes }
arctic-note-spent = { $player } spent a { $piece }
arctic-note-kept = the { $expert } kept { $player ->
    [you] your
   *[other] { $player }'s
} { $piece }
arctic-note-bridged = the Engineer bridged the crevasse
arctic-stayed = { $players } stayed at { $square }.
arctic-reequipped = { $players } re-equipped ({ $kits }).
arctic-kit-of = { $player }: { $pieces }
arctic-collected = { $players } collected a sample ({ $samples } of { $all }).
arctic-snowshoer-kept = The Snowshoer kept the thin ice at { $square } whole.
arctic-lost-piece = { $player } lost a { $piece }
arctic-blizzard-took = Leaving the blizzard: { $lost }.
arctic-blizzard-nothing-to-lose = Leaving the blizzard, { $players } had nothing to lose.
arctic-explorer-out = The Explorer led { $players } out of the blizzard unharmed.
arctic-explorer-in = The Explorer led { $players } into the blizzard without harm.
arctic-blizzard-out = The blizzard around { $square } blew itself out.
arctic-blizzard-off = A blizzard drifted off the map.
arctic-blizzard-formed = A blizzard formed at the top of the map around { $square }.
arctic-melted = { $why }: the { $terrain } at { $square } melted into a crevasse ({ $melts } of { $max } melts).
arctic-melt-nothing-left = { $why }: no free ice is left to melt; the floe weakens ({ $melts } of { $max } melts).
arctic-why-thaw = End-of-turn thaw
arctic-why-ship = Moving the ship ({ $player })
arctic-why-reequip = Re-equipping { $players }
arctic-why-blizzard-entry = { $players } struggled into a blizzard
arctic-why-thin-ice-behind = The thin ice behind { $players } broke
arctic-why-thin-ice-under = The thin ice under { $players } gave way
arctic-why-bridge-behind = The bridge behind { $players } collapsed
arctic-warning = <em>Warning</em>: { $reason }. An Engineer can still bridge one crevasse, so play goes on.
arctic-lost = <em>Game lost</em>: { $reason }.
arctic-won = <em>Everyone is aboard!</em> The expedition escapes with { $samples } of { $all } samples.
arctic-reason-boarded = everyone boarded the ship
arctic-reason-fell = { $players } fell into a crevasse at { $square }
arctic-reason-collapsed = the floe collapsed after { $melts } melts
arctic-reason-split = crevasses split { $player } from { $from }: they can never board together
arctic-reason-cut-off = crevasses cut { $players } off from the last row
arctic-reason-single-file = the only last-row squares left in reach hold one player at a time: the players can never board together

## Refusals (the engine puts "That is not possible now: " or "It is not your turn: " before them).
arctic-refuse-whose-move = it is { $players ->
    [you] your
   *[other] { $players }'s
} move
arctic-refuse-reequipped = { $players } already re-equipped this move: now move or stay
arctic-refuse-boarding = boarding is under way: everyone still ashore must board now (`down`)
arctic-refuse-cannot-pay = { $payer } cannot give it: choose { $payers }
arctic-refuse-or = { $init } or { $last }
arctic-refuse-kit-over = each player can hold at most { $limit } pieces, not { $total }
arctic-refuse-kit-under = re-equipping refills every player to the limit: choose exactly { $limit } pieces
arctic-refuse-code = `{ $code }` is not possible now: { $allowed }
arctic-refuse-no-player = there is no player { $number }: players are numbered 1 to { $players }
arctic-refuse-apart = { $first } ({ $first-square }) and { $other } ({ $other-square }) are not on the same square: only players sharing a square can group
arctic-refuse-grouped = { $players } are already in the same group
arctic-refuse-not-grouped = { $player ->
    [you] you are
   *[other] { $player } is
} not in a group
arctic-refuse-ship-edge-left = the ship is already at the left edge: keep it or move it the other way
arctic-refuse-ship-edge-right = the ship is already at the right edge: keep it or move it the other way
arctic-allowed-move = choose up, down, left, right, stay or equip
arctic-allowed-pay = choose who gives up the piece (`payN`) or `back`
arctic-allowed-kit = choose a kit (`kitSRA`: sleds, ropes, rafts) or `back`
arctic-allowed-grouping = it is the grouping phase: group players sharing a square (`mergeA-B`), split one off (`soloA`), or start moving (`go`)
arctic-allowed-ship = it is the ship phase: `shipleft`, `shipright` or `shipstay`

## Why a step or staying is not possible: the refusal, and the hint of the
## greyed choice (within the 100 characters of a Discord option's
## description). $players is one player or several ("you and Bo").
arctic-step-off-map-below = { $players } cannot go down from { $square }: that leaves the map ({ $boarding } is the only square to board from)
arctic-step-boarding-not-open = everyone must board in the same turn: all still ashore first stand on { $boarding }, moves to come
arctic-step-boarding-under-way = boarding is under way: everyone still ashore must board now (go down)
arctic-step-off-map = { $players } cannot go { $dir } from { $square }: that leaves the map
arctic-step-bridge-needs-rope = the Engineer needs Rope to bridge the crevasse at { $square }: re-equip first
arctic-step-bridge-built = { $player ->
    [you] you have already built your one bridge
   *[other] { $player } has already built their one bridge
}: the crevasse at { $square } cannot be entered
arctic-step-crevasse = the crevasse at { $square } cannot be entered (only a lone Engineer with Rope may bridge one, once)
arctic-step-one-at-a-time = { $terrain } at { $square } holds one player at a time: a group cannot enter it
arctic-step-occupied = { $terrain } at { $square } is already occupied by { $players }
arctic-step-needs-piece = entering { $terrain } at { $square } needs a { $piece }: nobody moving has one. Re-equip first
arctic-stay-must-leave = { $players } must leave the thin ice on this move (staying means falling in): go { $ways }
arctic-refuse-no-seat = seat { $seat } is not at this table
arctic-refuse-not-seated = only seated players act in Arctic Escape
