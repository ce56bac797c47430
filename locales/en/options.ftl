# The options of the lobby: each option's name, its help (the form's
# placeholder) and the words for the values of a choice. The ids are made
# from data (src/table/option_words.rs): option-<game slug, or table for
# the options every table has>-<key>, then -help, or -is-<value>. The keys
# and codes a player types (night_seconds=90, roles=seer=1, standard,cloak)
# stay as written in every language.

## Every table.
option-table-turn-timer = Turn timer
option-table-turn-timer-help = seconds a player has for a step before the game's bot plays it for them (0: off)
option-table-lobby-expiry = Lobby expiry
option-table-lobby-expiry-help = seconds a lobby nobody starts stays open
option-table-away-after = Away after
option-table-away-after-help = missed steps in a row before a bot plays the seat until its player takes it back (0: never)
option-table-abandon-after = Abandon after
option-table-abandon-after-help = seconds a running game may go without a human move before it ends as abandoned
option-table-voice = Voice
option-table-voice-help = the voice channel the bot mutes by phase on Discord: auto (the one the host is in at Start), off, or a channel

## Werewolf.
option-werewolf-roles = Roles
option-werewolf-roles-help = the role list, e.g. seer=1,werewolf=2,villager=4 (missing seats become Villagers); auto = a balanced preset
option-werewolf-first-night-kill = First night kill
option-werewolf-first-night-kill-help = the wolves kill on the first night
option-werewolf-reveal-roles = Reveal roles
option-werewolf-reveal-roles-help = show the role of each player who dies
option-werewolf-night-seconds = Night
option-werewolf-night-seconds-help = night timer in seconds
option-werewolf-day-seconds = Day
option-werewolf-day-seconds-help = discussion timer in seconds
option-werewolf-day-shrink = Day shrink
option-werewolf-day-shrink-help = seconds taken off the discussion each day (never below 60)
option-werewolf-quiet-seconds = Quiet
option-werewolf-quiet-seconds-help = seconds of talk each day before nominations open (0 = at once; at most half the discussion)
option-werewolf-bot-wait = Bot wait
option-werewolf-bot-wait-help = once nominations open, each bot waits a random time from half of this to all of it before it nominates or seconds (seconds; 0 = at once)
option-werewolf-artifacts = Artifacts
option-werewolf-artifacts-help = artifacts per player who opts in: 0 (off), 1 or 2
option-werewolf-artifact-list = Artifact list
option-werewolf-artifact-list-help = artifact cards in play: standard (32 cards: all but cloak, amulet, heart, mask, cudgel, shield), all (38), a list (prism,cap,rod), or either plus or minus some (standard,cloak or all,-orb)
option-werewolf-artifact-opt-out = Artifact opt out
option-werewolf-artifact-opt-out-help = seat numbers (1 = first player) of players who want no artifacts, e.g. 2,5; none = everybody plays them

## Arctic Escape.
option-arctic-escape-size = Size
option-arctic-escape-size-help = map size: small 6x8, medium 8x10, large 10x12 (columns x rows)
option-arctic-escape-size-is-small = small
option-arctic-escape-size-is-medium = medium
option-arctic-escape-size-is-large = large
option-arctic-escape-equipment = Equipment
option-arctic-escape-equipment-help = pieces of equipment each player can hold
option-arctic-escape-difficulty = Difficulty
option-arctic-escape-difficulty-help = map difficulty: less plain ice the higher it is
option-arctic-escape-melt-per-turn = Melt per turn
option-arctic-escape-melt-per-turn-help = random squares that melt at the end of each turn
option-arctic-escape-max-melts = Max melts
option-arctic-escape-max-melts-help = melted squares before the floe collapses (auto: a quarter of the squares)
option-arctic-escape-blizzards = Blizzards
option-arctic-escape-blizzards-help = most blizzards on the map at once
option-arctic-escape-melt-occupied = Melt occupied
option-arctic-escape-melt-occupied-help = random melts may hit squares with players on them

## Arctic Wolf Project Planning.
option-project-planning-tokens = Tokens
option-project-planning-tokens-help = project tokens needed to win (auto: 2 players 6, 3 players 5, 4-8 players 4; in a tournament each group and the final by its own size)
option-project-planning-shared-victory = Shared victory
option-project-planning-shared-victory-help = players tied at the goal share the victory instead of playing sudden death (in a tournament: the final only; groups always need one winner)
option-project-planning-turn-timer = Turn timer
option-project-planning-turn-timer-help = seconds a player has for a turn before the bot plays it for them; 0 = no timer

## Wolfpack.
option-wolfpack-length = Length
option-wolfpack-length-help = sheep per player: short 14, normal 21, long 28
option-wolfpack-length-is-short = short
option-wolfpack-length-is-normal = normal
option-wolfpack-length-is-long = long

## Wolves.
option-wolves-availability = Availability
option-wolves-availability-help = availability modifiers per turn: gentle (0,0,-1,-1,-2,-2,-2, turn 8 culls 5 own cards; about 2 in 3 tables survive) or standard (0,-1,-1,-2,-2,-3,-3, turn 8 culls 7; brutal)
option-wolves-availability-is-gentle = gentle
option-wolves-availability-is-standard = standard
option-wolves-communities = Communities
option-wolves-communities-help = mixed: dealt at random with every resource focus present; dealt: fully random
option-wolves-communities-is-mixed = mixed
option-wolves-communities-is-dealt = dealt
option-wolves-step-timer = Step timer
option-wolves-step-timer-help = seconds for the simultaneous gathering; at the timer everyone still drawing is stopped (0: no timer)
