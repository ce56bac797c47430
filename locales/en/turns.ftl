# Turn timers in every game: reminders, a bot covering a missed step, a seat handed over and taken back, lobbies that expire.

# A turn timer ran out and the seat's bot played the missed step for them:
# "Akela's time ran out: played Developer for them".
turns-covered = { $player ->
    [you] Your time ran out: the bot played { $choice } for you.
   *[other] { $player }'s time ran out: played { $choice } for them.
}
