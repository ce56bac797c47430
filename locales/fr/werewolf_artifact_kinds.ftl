# Les lettres après le nom d'un artefact (son type : usage unique,
# permanent une fois révélé, une gemme à usage unique), expliquées par la
# légende de la page des règles (werewolf-story-rules-artifact-kinds).
ww-artifact-kind-once = 1
ww-artifact-kind-always = P
ww-artifact-kind-once-gem = 1 G
