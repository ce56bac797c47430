# Turn timers in every game: reminders, a bot covering a missed step, a seat handed over and taken back, lobbies that expire.
