# table: the complete log of a finished game (`/game log`'s file, the
# terminal's end of game; src/table/story.rs). Conventions: docs/design.md,
# "Text is data".

# The file's first line: "Wolves — game #12 (seed 42)".
table-log-title = { $game } — game #{ $id } (seed { $seed })
table-log-players = Players:
# The lobby's options as typed: "Options: rounds=3 turn_timer=120".
table-log-options = Options: { $options }
# A seat the game no longer has (never in a whole log).
table-log-seat = seat { $seat }
# Who took an action besides a player.
table-log-clock = the clock
table-log-host = the host
# Who saw an event.
table-log-everyone = everyone
table-log-only = only { $seats }
# A seat with no hidden facts at the end.
table-log-nothing-hidden = nothing hidden
table-log-story = The whole story:
