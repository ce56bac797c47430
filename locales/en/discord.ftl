# discord: English texts (conventions in docs/design.md, "Text is data").

## /help: what each command does and how a game goes.
discord-help-title = wolfden: how to play
discord-help-intro = Wolf-themed table games, played in a server channel with friends and bots: { $games }.
discord-help-how-name = How a game goes
discord-help-how =
    1. <em>/play</em> with a game opens a lobby in this channel.
    2. Players press <em>Join</em>; the host may <em>Add bot</em> and set <em>Options</em> (Werewolf: a voice channel to mute), then presses <em>Start</em>.
    3. The board stays in the channel. <em>Show my hand</em> (<em>Show my role</em> in Werewolf) or <em>/hand</em> opens your private panel, for you alone: your cards or role, what you know, your choices.
    4. At the end the board tells the story. <em>Rematch</em> opens a new lobby with the same players; <em>/game log</em> gives the complete log.
discord-help-commands-name = Commands
discord-help-commands =
    <em>/play</em>: open a lobby for a game here.
    <em>/hand</em>: your private panel in this channel's game.
    <em>/rules</em>: a game's rules, page by page.
    <em>/game status</em>: this channel's board, players and state, for you alone.
    <em>/game log</em>: the complete log of a finished game, as a file.
    <em>/game stop</em>, <em>/game kick</em>: stop the game, or give a seat to a bot (host or moderators).
    <em>/game watch</em>: watch from the afterlife (the dead and onlookers).
    <em>/stats</em>, <em>/leaderboard</em>: your results and ratings; a game's best players.
    <em>/dms</em>: "your turn" DMs on or off.
    <em>/language</em>: your language, or (Manage Server) the server's.
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
## most 100 characters). Their names are at the end of this file.
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

## /language (src/discord/commands/language.rs). A language's name in the
## reader's language; the command's choices show each language's own name.
cmd-language = Choose the language wolfden speaks to you, or (server managers) this server's
cmd-language-mine = Your language: your panels and messages
cmd-language-server = The language of this server's new games (Manage Server)
cmd-language-discord = As Discord says (your app's or the server's)
language-name-en = English
language-name-pt-br = Brazilian Portuguese
language-name-es = Spanish
language-name-de = German
language-name-fr = French
language-yours-chosen = You read wolfden in { $language }, as you chose.
language-yours-discord = You read wolfden in { $language }, the language of your Discord app.
language-server-chosen = This server's new games are played in { $language }, as its managers chose.
language-server-from-discord = This server's new games are played in { $language }, the server's language on Discord.
language-how = Choose yours with <em>/language mine</em>. A member with Manage Server chooses the server's with <em>/language server</em>: it is the language of the boards, notices and story of the games that open after it.
language-mine-set = From now on you read wolfden in { $language }: your panels, your messages and the bot's answers to you.
language-mine-discord = From now on you read wolfden in the language of your Discord app ({ $language }).
language-server-set = This server's new games are played in { $language }: their boards, notices and story. Games already open keep their language.
language-server-discord = This server's new games are played in its language on Discord ({ $language }). Games already open keep their language.
language-server-refused = Only a member with Manage Server can choose the server's language.
language-server-no-server = There is no server here: a server's language is chosen in one of its channels.

## The slash commands' names and their options' names, as each language's
## users type them (lowercase letters, digits, - and _, at most 32, no
## space). A text that quotes a command quotes it by its name in its own
## language. In English they are the code's names.
cmd-name-play = play
cmd-name-hand = hand
cmd-name-rules = rules
cmd-name-game = game
cmd-name-game-status = status
cmd-name-game-stop = stop
cmd-name-game-kick = kick
cmd-name-game-log = log
cmd-name-game-watch = watch
cmd-name-stats = stats
cmd-name-leaderboard = leaderboard
cmd-name-dms = dms
cmd-name-help = help
cmd-name-language = language
cmd-option-game = game
cmd-option-options = options
cmd-option-player = player
cmd-option-id = id
cmd-option-user = user
cmd-option-scope = scope
cmd-option-enabled = enabled
cmd-option-public = public
cmd-option-mine = mine
cmd-option-server = server
