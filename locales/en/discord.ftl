# discord: English texts (conventions in docs/design.md, "Text is data").

## /help: what each command does and how a game goes.
discord-help-title = wolfden: how to play
discord-help-intro = Wolf-themed table games, played in a server channel with friends and bots: { $games }.
discord-help-how-name = How a game goes
discord-help-how =
    1. <em>/play</em> with a game opens a lobby in this channel.
    2. Players press <em>Join</em>; the host may <em>Add bot</em> and set <em>Options</em>, then presses <em>Start</em>. Without the host, a majority of the seated players starts or ends the lobby: their <em>Start</em> or <em>Cancel</em> is a vote.
    3. The board stays in the channel for everyone. <em>Show my hand</em> (or <em>/hand</em>) opens your private panel: your cards or role, what you know, and your choices. Only you see it.
    4. At the end the board tells the story. <em>Rematch</em> opens a new lobby with the same players; <em>/game log</em> gives the complete log.
discord-help-commands-name = Commands
discord-help-commands =
    <em>/play</em>: open a lobby for a game here.
    <em>/hand</em>: your private panel in this channel's game.
    <em>/rules</em>: a game's rules, page by page.
    <em>/game status</em>: this channel's board, players and state, for you alone.
    <em>/game log</em>: the complete log of a finished game, as a file.
    <em>/game stop</em>, <em>/game kick</em>: stop the game, or give a player's seat to a bot (the host or moderators).
    <em>/game watch</em>: watch from the afterlife (the dead and onlookers).
    <em>/stats</em>, <em>/leaderboard</em>: your results and ratings; a game's best players.
    <em>/dms</em>: turn "your turn" direct messages on or off.
    <em>/help</em>: this page.

## The finished board.
discord-final-whole-story = Every seat's hidden facts and the complete log: /game log.

## A lobby nobody started (src/discord/expiry.rs).
lobby-expire-notice = ⌛ This lobby expired: nobody started it within { $minutes } min. Open a new one with <em>/play</em>.

## A lobby whose host is absent: the seated players' votes (src/table/lobby.rs).
lobby-vote-start = Start: { $votes } of { $needed } votes
lobby-vote-end = End: { $votes } of { $needed } votes
lobby-vote-rule = Without the host, { $needed } votes of the seated players start or end the lobby: press Start or Cancel to vote.

## A running game nobody plays (src/table/abandon.rs).
abandon-notice = 🕸 Game abandoned: no player moved for { $time }. It ends without a result; its log is kept and no rating changes.

## A long option in words: "24 h" (src/table/lobby.rs, `option_value_words`).
table-option-hours = { $hours } h

## The slash commands' descriptions (Discord shows them as one types; at
## most 100 characters). The commands' names stay English: texts quote them.
cmd-play = Open a lobby for a game in this channel
cmd-play-game = The game to play
cmd-play-options = Options as key=value pairs, e.g. tokens=3 turn_timer=60
cmd-hand = Show your hand and your choices in this channel's game (only you see it)
cmd-rules = Read a game's rules summary
cmd-rules-game = The game
cmd-game = The game in this channel
cmd-game-status = Show the game's board, players and state (only you see it)
cmd-game-stop = Stop the game in this channel (the host, or Manage Messages); its log is kept
cmd-game-kick = Give a player's seat to a bot (the host, or Manage Messages)
cmd-game-kick-player = The player to replace with a bot
cmd-game-log = The complete log of a finished game of this server, as a text file
cmd-game-log-id = The game's number (default: the last game finished in this channel)
cmd-game-watch = Watch this channel's game from the afterlife (the dead and onlookers only)
cmd-stats = Games played and won, ratings and streaks, per game
cmd-stats-user = Whose stats (you by default)
cmd-stats-game = Only this game
cmd-leaderboard = The best players of a game (enough games to be ranked), paged
cmd-leaderboard-game = The game
cmd-leaderboard-scope = server (default) or global
cmd-dms = Turn "your turn" DMs on or off (you can always use Show my hand)
cmd-dms-enabled = Send me DMs when it is my turn
cmd-help = What each command does and how a game goes (only you see it)
cmd-public = Post it in the channel for everyone (default: only you see it)
