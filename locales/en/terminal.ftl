# terminal: English texts (conventions in docs/design.md, "Text is data").
# What `wolfden play` itself says to the people at the keyboard; the games'
# own texts are in their files.

## Starting a game.
# `wolfden play` without a game: the games, and an example.
term-which-game = which game? The games are: { $games }. For example: `wolfden play wolves`, or `wolfden play --resume-last` to continue a game
# One game in that list: "wolves (Wolves)".
term-game-entry = { $slug } ({ $title })
term-seats-range = { $game } needs { $min } to { $max } seats, not { $seats }
term-too-many-humans = --humans { $humans } is more than the { $seats } seats
# The name question (the answer is typed after it on the same line).
term-name-ask = Your name [{ $default }]:
# With several humans at the keyboard, each one's name in seat order.
term-name-ask-seat = Name of player { $number } [{ $default }]:
term-name-retry = Please choose another name: { $why }.
term-name-refused = --name { $name }: { $why }
term-name-empty = a name needs at least one letter
term-name-too-long = a name has at most { $max } characters
term-name-control = a name cannot hold control characters
term-name-taken = { $name } is already at the table
term-too-many-names = --name is given { $names } times for { $humans } { $humans ->
    [one] human
   *[other] humans
 }
# The name of a human when nobody gave one and the login name is unknown.
term-name-default = Player
# Humans sharing the keyboard: "Player 2".
term-name-numbered = Player { $number }
term-intro = Game #{ $id } of { $game } (seed { $seed }), { $seats } seats. Type ? for the keys, r for the rules, q to save and quit; resume with `wolfden play --resume-last{ $db }`.

## Resuming.
term-nothing-to-resume = { $error }: nothing to resume
term-no-unfinished = no unfinished game to resume in { $database }
term-already-finished = game #{ $id } is already finished
term-cancelled = game #{ $id } was cancelled
term-lobby-not-started = game #{ $id } is a Discord lobby that has not started
term-corrupt-seat = stored data is corrupt: game #{ $id } has no seat row for seat { $seat }; run `wolfden check`
term-stuck = game #{ $id } is stuck: nobody can act (please report this with the seed { $seed })
term-terminal-failed = terminal: { $error }

## A decision.
term-pass-keyboard = --- Pass the keyboard to { $name }, then press Enter ---
# A stage (a day, a round) that passed without a decision of the reader's, on a screen of its own.
term-away-header = { $stage }: what happened while nothing was asked of you
term-away-continue = --- Press Enter to go on ---
# The line that asks (the answer is typed after it on the same line).
term-ask = { $name }, your choice [1-{ $count }; ? keys]:
term-ask-timer = { $name }, your choice [1-{ $count }, w = let the timer run out; ? keys]:
term-no-timer = No timer is running now: the game waits for your choice.
term-not-available = { $choice } is not available now: please pick another number.
term-refuse-line = Please type a number from 1 to { $count }, or a key: { $keys }.
term-refuse-line-timer = Please type a number from 1 to { $count }, w = let the timer run out, or a key: { $keys }.
term-news-left-out = … { $count } earlier lines: l shows the log
# An event only this seat saw, in the news and the log.
term-private = (private) { $line }

## The keys.
term-keys = b the full board · r the rules · l the log so far · ? these keys · q save and quit
term-rules-header = Rules of { $game }
term-rules-page = Page { $page } of { $pages }: { $next ->
    [0] r again starts from page 1.
   *[other] r again for page { $next }.
}
term-log-header = Log so far
term-log-empty = Nothing has happened yet in this session.
term-keys-header = Keys
term-keys-help = Type a choice's number to take it, or a key: { $keys }; w lets a running timer run out.

## Leaving and the end.
term-saved = Saved. Continue with `wolfden play --resume { $id }{ $db }` or `wolfden play --resume-last{ $db }`.
term-saved-on-signal = Saved. Continue with `wolfden play --resume-last{ $db }`.
term-game-over = Game over: { $summary }
term-story = The whole story:
