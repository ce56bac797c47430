# Project Planning: the /rules pages, one message a page (<em>…</em> is bold).
# docs/rules/project-planning.md holds every page word for word.

pp-rules-page-1 =
    <em>Arctic Wolf Project Planning</em> (a Love Letter homage)
    You hold one card: the person attached to your project. On your turn you draw a card, then play one of your two cards and resolve it; the other stays in your hand. Played cards go face up onto your discard pile, which everyone can see.

    Knock the others out of the round, or hold the highest card when the deck runs out, to win the round and a <em>project token</em>. A player who is out puts their hand face up on their discard pile without resolving it, cannot be chosen, and skips their turns until the next round.

    One card is set aside face down each round; with two players four more are set aside face up. 2-4 players use pack W (16 cards), 5-8 players two copies (32).

pp-rules-page-2 =
    <em>Pack W</em>
    8 <em>VP of R&D</em> ×1: name a value; everyone in the round holding it is out, you included.
    7 <em>CFO</em> ×1: if your discard total (this card included) is strictly the highest, gain a project token.
    6 <em>Chief Architect</em> ×1: trade hands with another player.
    5 <em>Product Manager</em> ×2: reverse the direction of play.
    4 <em>CSE</em> ×2: call odd or even and compare hands privately with another player; if their card has that parity they are out, otherwise you are. The table hears only who is out, not the call.
    3 <em>R&D Team Lead</em> ×2: another player's hand card is resolved as if you played it (you make its choices); it goes to their discard pile and then they draw.
    2 <em>IT Analyst</em> ×2: look at the top two cards and put them back in the order you choose.
    1 <em>Developer</em> ×4: choose another player and name a value other than 1; if they hold it, they are out.
    0 <em>The Brain</em> ×1: no effect when played. While you hold it, a player who aims a Developer at you is out instead; you then discard The Brain and draw.

pp-rules-page-3 =
    <em>Rounds and winning</em>
    A round ends when only one player is left (they win it), when no one is left (no one wins it), or at the start of a turn when the deck is empty: the highest hand wins, ties go to the highest discard total, and players still tied all win a token. Direction resets each round; the last round's winner starts (a random tied winner, or random if no one won).

    The game ends at the end of a round in which someone has enough tokens (2p 6, 3p 5, 4-8p 4; option tokens). Most tokens wins. A tie goes to <em>sudden death</em>: only the tied players are dealt in, with the packs of a game of that many (two of them: one pack, four cards face up), and the first to gain a token wins (even from a CFO); if several gain one together, sudden death goes on between them. With option shared_victory the tied players share the win instead.

pp-rules-page-4 =
    <em>Rulings and the tournament</em>
    - "Choose another player" skips players who are out; if no one can be chosen, the card is played with no effect.
    - When an effect makes you draw and the deck is empty, you take the face-down card; if that is gone too, you are out of the round.
    - An R&D Team Lead target has no card while theirs resolves, so it cannot be chosen by it; a CFO resolved that way counts in its owner's pile, and the token goes to the player resolving it if their own pile is then strictly the highest.

    <em>9-16 players</em>: a tournament. Players are split at random into groups of 3-4 that play at the same time, each until one winner (sudden death is always used), then the group winners play the final. The final's winner wins.

    Option turn_timer (seconds, 0 = off): when it runs out, the bot plays the turn of the player who is away.
