# Wolves: the /rules pages, one message a page (<em>…</em> is bold).
# docs/rules/wolves.md is the long form; every ruling here is also there.

wolves-rules-page-1 =
    <em>Wolves</em> (Coyote & Crow, 3-6 players). Everyone leads a community that needs 3 Fish, 3 Corn and 3 Bison every turn. If anyone's need is unmet at reconciling, everybody loses at once. Survive turn 8 and everybody wins; the player with strictly the most Status Awards is also elected chief. 3-4 players start on turn 1, 5 on turn 2, 6 on turn 3 (six players start with one Reserve token of each kind).
    Each deck has 28 cards: 3 Leaders, 5 Forest, 5 of each resource plus the community's focus (e.g. +4 Fish, +1 Corn).

wolves-rules-page-2 =
    <em>A turn</em>
    1. Availability (automatic): the turn's modifier reveals availability cards; every deck loses those resources for good. Turn 8 instead: every deck loses some of its own non-Leader cards (5 gentle, 7 standard).
    2. Gathering (everyone at once): Draw a card at a time (or Draw to next Leader); Leaders go face up (wild), other cards to your hidden hand. Stop any time after the first draw. A third Leader means <em>Overstretched</em>: your Leaders go back unusable, you gain no Status from returning cards this turn and you skip the next gathering. On the first turn the Status Rank is set now: fewest Leaders, then most cards in hand.
    3. Conservation bonus: +5 Status per Leader fewer than two.
    4. Needs (rank order): pay 3 of each from hand cards, Reserve tokens and Leaders (wild). Shortfalls are public.

wolves-rules-page-3 =
    5. Gifting (rank order): offer each other player at most one gift of resource cards, Leaders and Reserve tokens (never Forest). A gift from a higher-ranked player may be taken in part or declined; from a lower-ranked player it must be taken whole. Accepted items become the recipient's tokens: first to unmet needs, then Reserves, then 1 Status each. A Leader becomes any token the recipient picks. The giver gains 2 Status per accepted item.
    6. Reconciling (rank order): any unmet need loses the game. Then return your cards: any number of resource cards and Leaders for 1 Status each (not when Overstretched), the rest for nothing; a card for a Reserve token of its kind (a Leader: any kind); two Leaders for a Knowledge card you lack; Reserve tokens for 1 Status each. Reserves: at most 9 tokens, 4 of a kind.
    New rank by Status; Awards 3/2/1 (2/1 with three players); Status back to zero.

wolves-rules-page-4 =
    <em>Status track</em>: markers never share a space (except zero); a marker that would land on another moves back.
    <em>Knowledge</em> (two Leaders, 3 copies each): Know the Land (look at your top 3 and reorder, once per gathering), No Waste (a Reserve kind with 2+ tokens gains one at reconciling), Showing Off (conservation bonus 6), Determination (draw past your 2nd Leader without overstretching: a free token; Reserve full: a swap), Preservation (Reserve cap 12), The More You Share (a gift of 6+ items accepted whole: 2 free tokens).
    <em>On the reconciling screen</em>: a <em>Return</em> gives a card, a Leader or a Reserve token back for 1 Status; <em>Buy</em> spends two Leaders on a Knowledge card.
    <em>Options</em>: availability gentle or standard (standard removes more cards: much harder); communities mixed or dealt; step timer, seconds for gathering (0 = none).

wolves-rules-page-5 =
    <em>Rulings</em> (where the rulebook is silent, part 1)
    - Decks: 5 of each resource plus the focus, 5 Forest, 3 Leaders. The availability deck (3 of each) is reshuffled every turn; the per-turn modifiers are the availability option (turn 8 culls your own non-Leader cards).
    - First-turn rank: still tied after hand size, at random (the "older player" is unknown).
    - Conservation: an overstretched player's three Leaders count as face up (no bonus); a player skipping gathering has none face up (full bonus).
    - Needs: you pay as much as you can.
    - Know the Land: look at your top 3 and put them back in any order (nothing is drawn).
    - Determination: earned by drawing at least one card with two Leaders up and stopping without overstretching. With a full Reserve you may swap one token back for the free one of another kind, or keep your Reserve; if no swap fits, you are told the token is lost.
    - Step timer: everyone still drawing stops (after one card if none was drawn); a pending free token goes to your thinnest kind, a full Reserve stays as it is.

wolves-rules-page-6 =
    <em>Rulings</em> (part 2)
    - Gifting: one gift per other player per turn, declined or not. Every giver who is done gets the same line "X finishes gifting"; a hand of only Forest is asked like any other (only a player with no cards, Leaders or tokens is moved on at once).
    - Gifts that overflow needs and Reserves become 1 Status each for the recipient.
    - No Waste: any kind with two or more tokens and room gains one. The More You Share: 6+ items accepted whole; the tokens must fit your Reserve.
    - Reconciling: you choose how many cards and Leaders earn Status; the rest go back for nothing, unannounced (like Forest). As at gifting, a hand of only Forest is asked like any other; only a player with no cards or Leaders and no token that could earn Status is moved on at once.
    - Status markers share only zero. Ties at zero: more Reserve tokens, then the earlier rank. The chief needs strictly the most Awards.
