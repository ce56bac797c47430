# The table's shared wording (every game). Conventions: docs/design.md,
# "Text is data".

# A board's title once the host stopped the game.
table-board-stopped = { $title } (stopped)
# On a seat's panel, when bots share a decision the human holds.
table-bots-suggest = The bots suggest (you decide)
table-bot-would-choose = { $bot } would choose: { $choice }

## The lobby.
# The pointer for newcomers: the slash command that shows a game's rules.
table-lobby-rules = New to { $game }? <em>/rules game:{ $slug }</em> explains how to play.
## The host's options panel.
table-options-title = { $game } options
table-options-intro = Pick a value below; the lobby shows the change at once.
table-options-page = Page { $page } of { $pages }
# One option in words: "Night: 90 s".
table-option = { $name }: { $value }
# The lobby's options on one line: "Night: 1 min · Reveal roles: on".
table-options-joined = { $left } · { $right }
table-option-auto = auto (by the number of players)
# The voice option's values (Werewolf on Discord).
table-option-voice-auto = auto
table-option-voice-channel = { $channel }
table-option-on = on
table-option-off = off
table-option-none = none
table-option-seconds = { $seconds } s
table-option-minutes = { $minutes } min
table-option-minutes-seconds = { $minutes } min { $seconds } s
# An item of a list option with its count: "Seer ×2".
table-option-item = { $item } ×{ $count }
# A toggle button: what a press sets the option to.
table-option-turn-on = { $name }: turn on
table-option-turn-off = { $name }: turn off
# A button opening the form for a text option.
table-option-change = Change { $name }…
table-option-previous = ◀ Previous
table-option-next = Next ▶
