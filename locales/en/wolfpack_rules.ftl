# Wolfpack: the /rules pages, one message a page (<em>…</em> is bold).
# docs/rules/wolfpack.md holds every page word for word.

wolfpack-rules-page-1 =
    <em>Wolfpack</em>: snatch sheep and hostile wolves. Each player has a pack colour (Grey, White, Black, Red, Brown) with 10 wolves. The wolves in play and 14/21/28 sheep per player (option length) are shuffled into 6 face-down piles. There are 56 action cards: 14 each of Snatch sheep, Snatch wolf, Steal a card and Swap cards.
    Opening: a random first player, then in seat order each player takes 3 playing cards, one at a time, from piles of their choice. Your hand is secret; everyone sees how many cards you hold.

wolfpack-rules-page-2 =
    <em>Your turn</em>: do exactly one of
    1. take a playing card from a pile of your choice;
    2. take an action card and keep it or play it at once (holding two already, you must play it);
    3. play an action card from your hand;
    4. discard your two action cards face down (secret) and take one new card, playable from your next turn on.
    You may hold any number of playing cards but at most 2 action cards. When the action deck runs out, the discards are shuffled into a new deck.

wolfpack-rules-page-3 =
    <em>Action cards</em>
    Snatch sheep: if your hand holds more wolves of your own colour than hostile wolves, all its sheep go to your score pile (1 point each), and the board announces the wolf counts that allowed it (instead of others asking to look). Otherwise the card is spent for nothing and the board says only that the snatch failed.
    Snatch wolf: every hostile wolf in your hand goes to your score pile (3 points each).
    Steal a card: from each other player still in play take a random playing card or a random action card (you choose the kind; never above 2 action cards).
    Swap cards: every hand still in play passes to the next player, left or right as you choose. A hand over 2 action cards discards at random.

wolfpack-rules-page-4 =
    <em>End and scoring</em>: a player whose 10 wolves have all been snatched is out of play (skipped, not targeted) but still scored. The game ends at once when a player has snatched every opponent wolf, or when the last playing card is taken from the piles; a player left alone in play plays on.
    Score pile: sheep 1, hostile wolves 3. Each hand at the end: its sheep go to the owner of the colour with most wolves in that hand (own colour included); on a tie they are split equally among the tied owners and the surplus is lost. A hand without wolves scores nothing; wolves and action cards in hand score nothing. Highest total wins; ties share the win.
