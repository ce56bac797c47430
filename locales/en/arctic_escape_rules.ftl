# Arctic Escape: the /rules pages, one message a page (<em>…</em> is bold).
# docs/rules/arctic-escape.md holds every page word for word.

arctic-rules-page-1 =
    <em>Arctic Escape</em> (co-op, 1-8 players). Cross a melting ice floe and board the ship together before it collapses. Row 1 is the top; the ship waits below the last row. Everyone starts in the top two rows with a random expertise and random equipment (Sled, Rope, Raft). Six sample bundles lie on the map: entering a square collects one; your score is the samples collected.

    <em>A turn</em>: 1. Grouping: players on the same square may form, change or dissolve groups (anyone presses the buttons). A group moves and pays as one player. 2. Movement, in seating order (a group goes on its first member's turn): first optionally re-equip, then move one square up, down, left or right, or stay. 3. Ship: anyone may move the ship one column (melts a square). 4. Blizzards drift down a row, sometimes sideways or turning; one vanishes when its centre leaves the map, or on its own only rarely (1 turn in 150 in mid-map); a new one may form at the top. 5. Melting: random squares turn into crevasses.

    At a table of humans and bots, the grouping, a group's move and the ship are the humans' to decide: the bots wait and say on your panel what they would choose.

arctic-rules-page-2 =
    <em>Terrain</em>
    - Ice: free.
    - Snow / Mountain / Water: entering spends a Sled / Rope / Raft from anyone in the group (you choose who). A Sledder / Climber / Sailor in the group spends it only 1 time in 3, but the piece must still be held.
    - Thin ice: one player, for one turn: leave it on your next move or fall in. On exit it breaks into a crevasse (1 time in 3 with a Snowshoer).
    - Bridge: one player at a time; on exit it collapses 1 time in 3 (never under an Engineer).
    - Crevasse: impassable, except once per game for a lone Engineer carrying Rope, who turns it into a bridge.
    - Blizzard (3 squares): entering melts a random square; leaving costs every mover one random piece. An Explorer in the group makes each happen only 1 time in 3.

arctic-rules-page-3 =
    <em>Re-equip</em>: drop any pieces, then every member is refilled to the limit with pieces of your choice. It melts one random square per player or group (not per piece).

    <em>Boarding</em>: move down from the last-row square next to the ship. Everyone must board in the same turn, so boarding opens only when all players still ashore stand on that square with their moves to come; once someone boards, the rest board too.

    <em>You lose</em> when the melts reach the maximum, when a player falls into a crevasse, or when crevasses cut a player off from the last row or split the players so they can never board together. While an Engineer still has their bridge, a cut-off is only a warning.

arctic-rules-page-4 =
    <em>Settings</em>: size (small 6x8, medium 8x10, large 10x12), equipment per player (1-3), difficulty (1-5: plain ice 80% down to 32%), melt_per_turn (1-3), max_melts (5-40, auto a quarter of the squares), blizzards (0-3 at once), melt_occupied (random melts may hit occupied squares; yes by default).

    <em>Map</em>: "." ice, "-" thin ice, "*" snow, "^" mountain, "~" water, "=" bridge, "#" crevasse; after a square's terrain come its marks: the digits of every player on it, "s" a sample, "@" a blizzard.

    <em>Map picture</em>: columns from A across the top, rows from 1 down the side: c5 is column C, row 5. Discs: players, with their number; a coloured ring joins a group; a red X: fallen. Orange diamond: a sample. Grey with white streaks: a blizzard. Pale: ice · pale blue, cracked: thin ice · white, dotted: snow · grey peak: mountain · blue, waves: water · dark: crevasse · planks: bridge. Below the map: the ship (those aboard beside it); the gold arrow marks the boarding square. Top: melts so far and samples taken.
