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
turns-remind-nudge = game #{ $game } waits for your move: the bot plays it for you { $left }. Press <em>{ $button }</em> on the board.
# A seat whose turn a bot covered twice in a row is handed to the bot:
# "Akela is away: a bot plays for them until they come back".
turns-away-handed = { $player ->
    [you] You are away: a bot plays for you until you take your seat back.
   *[other] { $player } is away: a bot plays for them until they come back.
}
# The away player took their seat back (the button, /hand, or a move).
turns-away-back = { $player ->
    [you] You are back: your seat is yours again.
   *[other] { $player } is back and plays for themselves again.
}
# Refusal: the button or /hand's take-back when the seat is not away.
turns-away-not-away = Your seat is not away: it is yours already.
# The away player's panel: the button and the line above it.
turns-away-take-back = Take my seat back
turns-away-while-away = A bot plays your seat while you are away. Take it back at any time.
