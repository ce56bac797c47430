# Werewolf: prompts, artifacts and their effects, the deck, the afterlife, refusals.
