# The table's shared wording (every game). Conventions: docs/design.md,
# "Text is data".

# A board's title once the host stopped the game.
table-board-stopped = { $title } (stopped)
# On a seat's panel, when bots share a decision the human holds.
table-bots-suggest = The bots suggest (you decide)
table-bot-would-choose = { $bot } would choose: { $choice }
