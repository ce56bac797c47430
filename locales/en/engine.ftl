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
# A bot's name: `$name` as called, then what says it is a bot.
player-bot = { $name } (bot)
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

## Options refused (the lobby, /play): what is wrong with a key or value as
## typed. `$key`, `$value`, `$item`, `$part`, `$form`, `$example` and the
## items of `$keys`, `$words` and `$items` are what a player types, already
## shown as code (they stay English).
# `$count`: how many options the game has.
refusal-option-unknown = there is no option { $key }; { $count ->
    [0] this game has none
   *[other] the options are { $keys }
}
# `$expected`: one of the refusal-option-expects-* below.
refusal-option-bad-value = { $key } cannot be { $value }: it takes { $expected }
# `$why`: what is wrong with the list (one of the refusal-counts-* below).
refusal-option-bad-list = { $key } cannot be { $value }: { $why }; it takes { $expected }
refusal-option-malformed = { $item } must look like { $form }
# What an option takes.
refusal-option-expects-number = a whole number from { $min } to { $max }
refusal-option-expects-seconds = a number of seconds from { $min } to { $max }
refusal-option-expects-timer = 0 (off) or a number of seconds from { $min } to { $max }
refusal-option-expects-yes-no = { $yes } or { $no }
refusal-option-expects-one-of = one of { $words }
refusal-option-expects-text = any text
refusal-option-expects-voice = { $auto }, { $off } or a voice channel (#name or its id)
refusal-option-expects-counts = a list such as { $example } of the items { $items }, at most { $max } in all
# What is wrong with the value of a list option (a Werewolf deck).
refusal-counts-not-a-number = in { $part } the count must be a whole number
refusal-counts-unknown-item = there is no item { $item }
refusal-counts-not-a-list = { $key } is not a list of items
refusal-counts-wrong-length = { $count ->
    [one] { $count } count was expected
   *[other] { $count } counts were expected
}
refusal-counts-too-many = { $total } items, more than the { $max } allowed
# Why a game cannot be dealt (after "Cannot start yet:").
refusal-setup-seat-count = this game needs { $min } to { $max } players, not { $got }

# After a choice that keeps its number but cannot be picked now.
choice-not-now = {" — "}not available now
