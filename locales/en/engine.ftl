# The engine's shared wording. Conventions (docs/design.md, "Text is data"):
# a player argument is `you` for its reader, so select on it:
#   { $player -> [you] You play *[other] { $player } plays }
# <em>…</em> marks emphasis; never write markdown here.

# Between the items of a list argument.
list-separator = {", "}

## Used by the engine's own tests of rendering.
test-player-plays = { $player ->
    [you] You play.
   *[other] <em>{ $player }</em> plays.
}
test-count = { $n } { $n ->
    [one] card
   *[other] cards
}: { $items }

# A player on their own (a list item): "you" for the reader, else the name.
player-name = { $player }
# The last two items of a list: "Alice, Bob and Carol".
list-and = { $init } and { $last }
# A list on its own: its items with `list-separator` between them.
list = { $items }
# One of several fields under one name: "Players (1/2)".
panel-part = { $name } ({ $part }/{ $parts })

## Refusals: what a player reads when an action is refused ({ $why } is the game's reason).
refusal-not-your-turn = It is not your turn: { $why }
refusal-illegal = That is not possible now: { $why }
refusal-malformed = Unknown choice “{ $input }”
refusal-game-over = The game is over

# After a choice that keeps its number but cannot be picked now.
choice-not-now = {" — "}not available now
