//! The `/rules` pages: a short summary of the seed rulebook and the spec's
//! rulings, one page per entry, each under 1500 characters.

pub const RULES: &[&str] = &[
    "**Arctic Wolf Project Planning** (a Love Letter homage)\n\
You hold one card: the person attached to your project. On your turn you draw \
a card, then play one of your two cards and resolve it; the other stays in your \
hand. Played cards go face up onto your discard pile, which everyone can see.\n\n\
Knock the others out of the round, or hold the highest card when the deck runs \
out, to win the round and a **project token**. A player who is out puts their \
hand face up on their discard pile without resolving it, cannot be chosen, and \
skips their turns until the next round.\n\n\
One card is set aside face down each round; with two players four more are set \
aside face up. 2-4 players use pack W (16 cards), 5-8 players two copies (32).",
    "**Pack W**\n\
8 **VP of R&D** ×1: name a value; everyone in the round holding it is out, you included.\n\
7 **CFO** ×1: if your discard total (this card included) is strictly the highest, gain a project token.\n\
6 **Chief Architect** ×1: trade hands with another player.\n\
5 **Product Manager** ×2: reverse the direction of play.\n\
4 **CSE** ×2: call odd or even and compare hands privately with another player; if their card has that parity they are out, otherwise you are. The table hears only who is out, not the call.\n\
3 **R&D Team Lead** ×2: another player's hand card is resolved as if you played it (you make its choices); it goes to their discard pile and then they draw.\n\
2 **IT Analyst** ×2: look at the top two cards and put them back in the order you choose.\n\
1 **Developer** ×4: choose another player and name a value other than 1; if they hold it, they are out.\n\
0 **The Brain** ×1: no effect when played. While you hold it, a player who aims a Developer at you is out instead; you then discard The Brain and draw.",
    "**Rounds and winning**\n\
A round ends when only one player is left (they win it), when no one is left \
(no one wins it), or at the start of a turn when the deck is empty: the \
highest hand wins, ties go to the highest discard total, and players still tied \
all win a token. Direction resets each round; the last round's winner starts \
(a random tied winner, or random if no one won).\n\n\
The game ends at the end of a round in which someone has enough tokens (2p 6, \
3p 5, 4-8p 4; option `tokens`). Most tokens wins. A tie goes to **sudden \
death**: only the tied players are dealt in, with the packs of a game of that \
many (two of them: one pack, four cards face up), and the first to gain a token \
wins (even from a CFO); if several gain one together, sudden death goes on \
between them. With option `shared_victory` the tied players share the win instead.",
    "**Rulings and the tournament**\n\
- \"Choose another player\" skips players who are out; if no one can be chosen, \
the card is played with no effect.\n\
- When an effect makes you draw and the deck is empty, you take the face-down \
card; if that is gone too, you are out of the round.\n\
- An R&D Team Lead target has no card while theirs resolves, so it cannot be \
chosen by it; a CFO resolved that way counts in its owner's pile, and the token \
goes to the player resolving it if their own pile is then strictly the highest.\n\n\
**9-16 players**: a tournament. Players are split at random into groups of 3-4 \
that play at the same time, each until one winner (sudden death is always \
used), then the group winners play the final. The final's winner wins.\n\n\
Option `turn_timer` (seconds, 0 = off): when it runs out, the bot plays the \
turn of the player who is away.",
];
