# Die Buchstaben hinter dem Namen eines Artefakts (seine Art: einmalig,
# nach dem Aufdecken dauerhaft wirksam, ein einmaliger Edelstein), erklärt
# im Schlüssel der Regelseite (werewolf-story-rules-artifact-kinds).
ww-artifact-kind-once = 1
ww-artifact-kind-always = D
ww-artifact-kind-once-gem = 1 E
