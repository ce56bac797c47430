# Turn timers in every game: reminders, a bot covering a missed step, a seat handed over and taken back, lobbies that expire.

# A turn timer ran out and the seat's bot played the missed step for them:
# "Akela's time ran out: played Developer for them".
turns-covered = { $player ->
    [you] Your time ran out: the bot played { $choice } for you.
   *[other] { $player }'s time ran out: played { $choice } for them.
}

# Two thirds of a turn timer passed: the waiting player is reminded once,
# by DM; $left is Discord's relative time ("in 40 seconds").
turns-remind-dm = Game #{ $game } waits for your move: the bot plays it for you { $left }.
# The same, for a player without DMs, mentioned under the board (never in a
# game whose asked seats are secret).
turns-remind-nudge = game #{ $game } waits for your move: the bot plays it for you { $left }. Press <em>Show my hand</em> on the board.
