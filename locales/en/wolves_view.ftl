# Wolves: the board, the private panel, the cards and the turn's text, and the story at the end.

## The story at the end (src/games/wolves/story.rs).
wolves-story-won-chief = Every community survived the winter: everyone wins. { $player ->
    [you] <em>You</em> are elected chief
   *[other] <em>{ $player }</em> is elected chief
} with { $awards } Awards.
wolves-story-won-tie = Every community survived the winter: everyone wins. No chief: the most Awards are tied.
wolves-story-short = { $player } (short { $short })
wolves-story-lost = The winter was lost on turn { $turn }: unmet needs for { $who }. Everyone loses.
wolves-story-communities = The communities
wolves-story-seat = { $mark } { $player ->
    [you] <em>You</em>
   *[other] <em>{ $player }</em>
} · { $community } · { $awards } Awards
wolves-story-seat-unnamed = { $mark } { $community } · { $awards } Awards
wolves-story-turns = Turn by turn (rank · Status · Awards won)
wolves-story-place = { $place } { $player } { $status }{ $awards ->
    [0] {""}
   *[other] {" "}(+{ $awards })
}
wolves-story-turn = Turn { $turn }: { $places }
wolves-story-closest-title = The closest call
wolves-story-closest-chief = { $player ->
    [you] You
   *[other] { $player }
} beat { $runner } to chief by { $margin ->
    [one] one Award
   *[other] { $margin } Awards
}.
wolves-story-closest-tie = { $players } tied at { $awards } Awards: no chief.
