# The letters after an artifact's name (its kind: one use, always in
# effect once revealed, a one-use gem), explained by the key on the rules
# page (werewolf-story-rules-artifact-kinds, in the same letters).
ww-artifact-kind-once = 1
ww-artifact-kind-always = A
ww-artifact-kind-once-gem = 1 G
