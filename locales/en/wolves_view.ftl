# Wolves: the board, the private panel, the cards and the turn's text, and the story at the end.
