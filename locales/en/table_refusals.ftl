# table: why a lobby or game command was refused (src/table/lobby.rs
# `LobbyError::text`, src/table/mod.rs `TableError::text`), shown on
# Discord and in the terminal. Conventions: docs/design.md, "Text is data".
# `$game` is a game's number ("Game #12"); `$key` and `$item` are an option
# key or value as typed, already shown as code (they stay English).

## The lobby.
lobby-error-started = Game #{ $game } has already started.
lobby-error-over = Game #{ $game } is over.
lobby-error-cancelled = Game #{ $game } was cancelled.
lobby-host-only-add-bots = Only the host can add bots.
lobby-host-only-options = Only the host can change the options.
lobby-host-only-start = Only the host can start the game.
lobby-host-only-cancel = Only the host can cancel the game.
lobby-error-already-joined = You have already joined.
lobby-error-full = The table is full ({ $players ->
        [one] { $players } player
       *[other] { $players } players
    }).
lobby-error-host-cannot-leave = The host cannot leave: press Cancel to close the lobby.
lobby-error-not-joined = You have not joined this game.
# $why: the game's reason.
lobby-error-cannot-start = Cannot start yet: { $why }
# $why: why the value was refused.
lobby-error-options-not-changed = Options not changed: { $why }
lobby-error-nothing-picked = Pick at least one item.
lobby-error-no-such-list = There is no list option { $key }.
lobby-error-no-such-option = This game has no option { $key }.
lobby-error-not-playing = That player is not playing in game #{ $game }.
lobby-error-host-cannot-be-kicked = The host cannot be kicked from the lobby: cancel it instead.
lobby-error-already-over = Game #{ $game } is already over.
lobby-error-not-seated-to-vote = Only the host or the players seated here can start or end this lobby: press Join to take a seat.
# A picked item the list option does not have.
lobby-not-in-list = { $item } is not in this list.
# A list option refused the picked counts: "deck: too many roles."
lobby-list-refused = { $key }: { $why }.

## A game command (lower case: the terminal prints it after "error: ").
table-error-not-found = no game #{ $game }
table-error-finished = game #{ $game } is already over
table-error-not-started = game #{ $game } has not started yet
table-error-not-finished = game #{ $game } did not finish: only a finished game has a log to show
table-error-not-seated = you are not playing in this game
table-error-rematch-taken = game #{ $game } already has its rematch: game #{ $rematch }
table-error-outdated = this prompt is outdated: the game has moved on
