# discord: the Discord frontend's own wording (src/discord/): replies,
# refusals, the lobby, buttons, footers, DMs. Conventions: docs/design.md,
# "Text is data". Arguments named `$host`, `$user`, `$player`, `$players`
# or `$channel` are Discord mentions (they show as names and links);
# `$link` is a link; `$stop`, `$play`, `$global`, `$key`, `$scope` are
# commands or typed words shown as code (they stay English). `$game` is a
# game's number ("game #12") unless a comment says it is its title.
# Button labels, menu texts and footers show no emphasis.

## Short replies every handler may give (src/discord/reply.rs).
discord-outdated = ⌛ This prompt is outdated: the game has moved on. Here is your current hand.
discord-unknown-button = I don't recognise this button (it may come from an older version of the bot).
discord-not-seated = You are not playing in game #{ $game }.
discord-game-gone = Game #{ $game } no longer exists.
discord-internal-error = Something went wrong on my side; nothing was changed. Please try again.
# A failed read (stats, a leaderboard): nothing was to change.
discord-read-error = Something went wrong on my side. Please try again.
discord-host-only-add-bots = Only the host ({ $host }) can add bots.
discord-host-only-options = Only the host ({ $host }) can change the options.
discord-host-only-start = Only the host ({ $host }) can start the game.
discord-host-only-cancel = Only the host ({ $host }) can cancel the game.

## Boards and panels (src/discord/render.rs).
# Under an embed that had to leave fields out (shown in italics).
discord-more-not-shown = ({ $count } more not shown)
# The button under a running board that opens one's private panel, named
# after what the game keeps there: a hand of cards, or (Werewolf) a role.
# The texts that point to it quote it as `$button`.
discord-show-my-hand = Show my hand
discord-show-my-role = Show my role
# The footer of a board or a lobby.
discord-footer-game = Game #{ $game }
# The footer of a private panel.
discord-private-footer = Game #{ $game } · only you can see this
# The heading over a seat's question on its private panel.
discord-your-move = ▶ Your move
# A select menu of choices: "Choose… (26–50 of 60)".
discord-choose = Choose… ({ $first }–{ $last } of { $total })
discord-refresh = Refresh
discord-previous = ◀ Prev
discord-next = Next ▶
# "Next ▶ (2/3)": the page shown now, of how many.
discord-next-page = Next ▶ ({ $page }/{ $pages })
# Above a private panel asked for after the game.
discord-panel-game-over = This game is over.
discord-panel-game-stopped = This game was stopped.
discord-panel-not-started = Game #{ $game } has not started yet: the host presses Start.
discord-panel-cancelled = Game #{ $game } was cancelled before it started.
# /rules: `$game` is the game's title.
discord-rules-title = { $game } — rules
discord-rules-footer = Page { $page }/{ $pages } · { $min }-{ $max } players · /play game:{ $slug }

## The lobby message (src/discord/render.rs).
# `$game` is the game's title.
discord-lobby-title = { $game } — lobby
discord-lobby-intro = Press <em>Join</em> to play. { $min }-{ $max } players; the host adds bots and starts (without the host, a majority of the seated players votes with Start or Cancel).
discord-lobby-cancelled = This lobby was cancelled.
discord-lobby-started = This game has started.
# A seat of the players' list that is the host's: "1. @Ann (host)".
discord-lobby-host-seat = { $seat } (host)
discord-lobby-nobody = nobody yet
discord-lobby-players = Players ({ $seated }/{ $max })
discord-lobby-players-continued = Players (continued)
discord-lobby-host = Host
discord-lobby-options = Options
discord-lobby-votes = Votes
# What the game will do at Start with these options and players.
discord-lobby-at-start = At Start
discord-button-join = Join
discord-button-leave = Leave
discord-button-add-bot = Add bot
discord-button-options = Options
discord-button-start = Start
discord-button-cancel = Cancel
# The host's menus of a list option (a Werewolf deck); `$list` is the
# option's key in words ("deck").
discord-list-add = Add { $list }…
discord-list-remove = Remove { $list }…
# Under an item of the Add menu that the list holds already.
discord-list-count = { $count } in the list now
# The Remove menu's way back to the option's preset (`$preset`: its value, "auto").
discord-list-reset = ↺ Back to the preset ({ $preset })
discord-list-reset-hint = Forget the changes to this list

## The lobby's buttons (src/discord/lobby.rs).
discord-lobby-elsewhere = This lobby is in { $channel }: join it there.
discord-lobby-not-here = This lobby is not in this channel.
# Start refused: `$why` says which permissions are missing.
discord-threads-needed = This table plays in threads. { $why }
# Said at Start in the game's channel.
discord-thread-game = ℹ️ This game plays in a thread: I cannot mute players here (threads have no permissions of their own) or open private threads in it, so I will ask for quiet and private talk goes through your panels.
discord-privileged = ℹ️ { $players } can read every private thread here (Manage Threads can read private threads; Administrator also ignores channel permissions, mutes included): please do not read the private rooms, and keep quiet when asked.
# The options panel: an option with a menu of values cannot be typed.
discord-option-not-typed = { $key } is picked from its menu, not typed.
discord-lobby-not-posted = I could not post the lobby in this channel; nothing was opened. Please try again.

## A permission the bot lacks (src/discord/perms.rs). `$permissions`: their
## names, each in bold; `$count`: how many.
discord-missing-permissions = I am missing the { $permissions } { $count ->
        [one] permission
       *[other] permissions
    } in this channel. Ask a server admin to grant it, then try again.
# One permission's name (Discord's, in English) in that list.
discord-permission = <em>{ $name }</em>

## /play, /rules, /stats, /leaderboard, /dms (src/discord/commands/).
# `$stop` is the command `/game stop`.
discord-busy = A game is already running in this channel (game #{ $game }). Finish it or stop it with { $stop }, or play in another channel or a thread.
discord-lobby-open = Your lobby for game #{ $game } is open: { $link }
# `$game` is the name as typed; `$games` the games' names as one types them.
discord-unknown-game = unknown game { $game }; the games are: { $games }.
# `$why`: what is wrong with the options.
discord-bad-options = Bad options: { $why }
# /leaderboard's scopes as its menu offers them.
discord-scope-server = this server
discord-scope-global = global
# `$scope` is what was typed; `$server` and `$global` the two scopes.
discord-unknown-scope = Unknown scope { $scope }: use { $server } or { $global }.
discord-dms-on = I will DM you when it is your turn.
discord-dms-off = No more DMs: I will mention you in the game's channel instead.

## /game status, stop, kick, log (src/discord/commands/game.rs).
discord-moderators-only-stop = Only the host or members who can manage messages can stop the game.
discord-moderators-only-kick = Only the host or members who can manage messages can kick a player.
# /game status: `$game` is the game's title, `$status` one of the four below.
discord-status = <em>{ $game }</em> · game #{ $id } · { $status } · { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
discord-status-lobby = lobby
discord-status-running = running
discord-status-finished = finished
discord-status-cancelled = cancelled
discord-status-players = Players: { $players }
discord-status-board = Board: { $link }
discord-game-stopped = ⏹ Game #{ $game } was stopped by { $user }. Its log is kept.
discord-kick-not-playing = { $player } is not playing in game #{ $game }.
discord-kicked-from-lobby = { $player } was removed from the lobby of game #{ $game }.
discord-kicked-to-bot = { $player }'s seat in game #{ $game } is now played by a bot.
discord-log-no-game = No game has finished in this channel yet: give a game number.
discord-log-not-here = Game #{ $game } was not played in this server.
# `$place`: the game's channel, or the words below when it is unknown.
discord-log-elsewhere = Game #{ $game }'s log is given only in the channel it was played in: ask for it in { $place }.
discord-log-its-channel = its channel
discord-log-not-finished = Game #{ $game } is not finished: its log, secrets included, is shown only once it is over.
# Above the log file; `$title` is the game's title.
discord-log-file = 📜 The complete log of <em>{ $title }</em> game #{ $game }: every action and what each player saw, then every hidden fact.

## Any command (src/discord/commands/mod.rs).
# `$play` is the command `/play`.
discord-no-game-here = No game is running in this channel. Start one with { $play }.
discord-guild-only = This command works in a server channel, not in DMs: games are played in channels.
# `$error`: what Discord's library says is wrong (in English).
discord-unreadable-command = I could not read that command: { $error }

## /stats and /leaderboard (src/discord/ratings.rs).
# `$name` is the user's name.
discord-stats-title = Stats for { $name }
discord-stats-none = No finished games yet.
discord-stats-played = Played { $played } · won { $won } ({ $percent }%)
discord-stats-best = Best result: { $score } (co-operative: no rating)
# `$rating`: the rating and its uncertainty ("27.1 ± 2.3").
discord-stats-rating = Rating { $rating } ({ $games ->
        [one] { $games } rated game
       *[other] { $games } rated games
    })
discord-stats-unrated = Not rated yet (needs a game with another player)
discord-stats-streak = Best streak: { $streak } won in a row
# `$role`: the role's name; `$count`: how many games with it.
discord-stats-favourite = Favourite role: { $role } ({ $count }×)
discord-stats-footer = Rating: estimate ± uncertainty (one standard deviation), Weng-Lin
# `$global` is the option `scope:global`.
discord-leaderboard-needs-server = A server leaderboard needs a server: use { $global } here.
# `$game` is the game's title.
discord-leaderboard-title-server = { $game } — leaderboard (this server)
discord-leaderboard-title-global = { $game } — leaderboard (everywhere)
discord-leaderboard-empty-cooperative = Nobody is ranked yet: a player needs { $min } finished games to be ranked.
discord-leaderboard-empty-rated = Nobody is ranked yet: a player needs { $min } rated games (with another player) to be ranked.
# A rated game's line: "3. @Ann — 27.1 ± 2.3 · 12 games · 7 won".
discord-leaderboard-rated = <em>{ $rank }.</em> { $player } — { $rating } · { $games ->
        [one] { $games } game
       *[other] { $games } games
    } · { $won } won
# A co-operative game's line: "3. @Ann — won 7 of 12 (58%) · best 4".
discord-leaderboard-cooperative = <em>{ $rank }.</em> { $player } — won { $won } of { $games } ({ $percent }%) · best { $best }
discord-leaderboard-footer-cooperative = Ranked by games won, then win rate · at least { $min } games · page { $page }/{ $pages }
# `$sigmas`: how many uncertainties are taken off the rating ("3").
discord-leaderboard-footer-rated = Ranked by rating − { $sigmas } × uncertainty · at least { $min } games · page { $page }/{ $pages }

## The Rematch button (src/discord/rematch.rs); `$id` is the new game's number.
discord-rematch-open = The rematch of game #{ $game } is open as game #{ $id }: { $link }
discord-rematch-not-seated = You are not playing in game #{ $game }. Only its players can ask for a rematch.
discord-rematch-taken = Game #{ $game } already has its rematch (game #{ $id }): join its lobby.
# `$stop` is the command `/game stop`.
discord-rematch-busy = A game is already running in this channel: finish it or stop it with { $stop } first.

## The afterlife of the dead and onlookers (src/discord/afterlife.rs).
discord-afterlife-not-started = This game has not started yet.
discord-afterlife-none = This game has no afterlife: everything it shows is on its board.
discord-afterlife-alive = You are still in the game: the afterlife is for the dead and for onlookers.
discord-afterlife-footer = Game #{ $game } · only the dead and onlookers see this
discord-afterlife-over = This game is over; here is everything.
discord-afterlife-kicked = Your seat went to a bot while you were alive, and your team may still be playing: you can watch once the game is over.
# `$thread` is the afterlife's thread.
discord-afterlife-joined = You joined the afterlife: { $thread }.
discord-afterlife-cannot-add = I cannot add you to the afterlife thread: this panel is the afterlife.
discord-afterlife-no-thread = I cannot open a private thread here: this panel is the afterlife.
# Said after one of the three above to an onlooker the bot cannot mute.
discord-afterlife-keep-quiet = Please keep quiet in the game's channel until it is over.
# A DM; `$title` is the game's title.
discord-afterlife-dm = <em>{ $title }</em> (game #{ $game }): you are out of the game. The afterlife panel shows every role, artifact and tonight's actions; keep quiet in the channel.
# An event the living did not all see: "🔒 to Ann, Bo: Ann looked at Bo's card."
# `$seats`: who saw it (names); `$line`: the event.
discord-afterlife-hidden = 🔒 to { $seats }: { $line }
discord-afterlife-open-panel = Open the afterlife panel
# The thread's name; `$title` is the game's title.
discord-afterlife-thread = { $title } #{ $game } · Afterlife
discord-afterlife-intro = <em>The afterlife</em> — for the dead and onlookers only. Every secret action is posted here as it happens; the button shows every role and artifact. Nothing said here reaches the living: keep quiet in the channel.
# The last message of a private thread (the afterlife, a room).
discord-thread-closed = The game is over: this thread is closed.

## Wolf den and other private rooms (src/discord/rooms.rs). `$room` is the
## room's name as the game gives it ("the wolf den").
# A DM; `$title` is the game's title.
discord-room-dm = <em>{ $title }</em> (game #{ $game }): I cannot open a private thread for the { $room } here, so use the buttons of your private panel (<em>{ $button }</em> on the board) to agree.
# The room thread's first message; `$members`: its members' names.
discord-room-intro = <em>{ $room }</em> — only its members can read this thread: { $members }. Talk here; your choices still go through your private panel (<em>{ $button }</em> on the board).

## Silence for the dead (src/discord/silence.rs). `$players`: mentions.
discord-silence-asked = 🤫 Please keep quiet in this channel: { $players }.
# One player asked to keep quiet, with the game's reason ("dead").
discord-silence-muted-player = { $player } ({ $reason })
discord-silence-freed = 🗣 May talk again: { $players }.
discord-silence-not-enforced = (I cannot enforce it here: I need the Manage Permissions and Send Messages permissions in this channel, and a game in a thread cannot be enforced.)
discord-silence-unbound = 🤫 { $players } must keep quiet too, but as an administrator (or with Manage Threads) the channel's permissions do not bind them: please keep to it anyway.

## The board's buttons (src/discord/boards.rs).
discord-rematch = Rematch

## What the fan-out tells players (src/discord/fanout/, src/discord/mod.rs).
# Posted under the board when a game ends; `$summary`: the game's outcome.
discord-game-over = 🏁 <em>Game over</em> — { $summary }
# DMs; `$title` is the game's title.
discord-channel-deleted = <em>{ $title }</em> (game #{ $game }) has ended: its channel was deleted. Its log is kept.
discord-guild-removed = <em>{ $title }</em> (game #{ $game }) has ended: I was removed from its server. Its log is kept.
# In the channel, after the mentions of those whose DMs are closed.
discord-nudge = game #{ $game } needs you: press <em>{ $button }</em> on the board.
discord-game-started = The game has started.
# The question a player is asked now; `$question` is the game's.
discord-your-turn = Your turn: { $question }
# The first line of a DM with news: `$title` is the game's title.
discord-news = <em>{ $title }</em> (game #{ $game }):
discord-news-in = <em>{ $title }</em> (game #{ $game }) in { $channel }:
# Above an answer that could not be posted in the channel.
discord-private-fallback = (I cannot post in this channel, so only you see this.)

## Voice games (src/discord/voice.rs); `$channel` is the voice channel.
discord-voice-on = 🔊 Voice: at night I server-mute every player in { $channel }; by day the dead and the silenced stay muted; everyone I muted is unmuted at the end.
discord-voice-no-permission = 🔇 I may not mute members in { $channel } (Mute Members): this game goes on without voice control.
discord-voice-lobby-no-permission = 🔇 I may not mute members in { $channel } (Mute Members): the game will play without voice control. Give me Mute Members there, or pick another voice channel in Options.
discord-voice-channel-gone = 🔇 The game's voice channel was deleted: this game goes on without voice control.
