# Die gemeinsamen Texte der Engine. Konventionen (docs/design.md, "Text is data"):
# Ein Spieler-Argument ist `you` für seinen Leser, darum wird darauf ausgewählt:
#   { $player -> [you] Du spielst *[other] { $player } spielt }
# <em>…</em> markiert Betonung; hier nie Markdown schreiben.

# Zwischen den Einträgen eines Listen-Arguments.
list-separator = {", "}

## Von den Engine-eigenen Tests des Renderns benutzt.
test-player-plays = { $player ->
    [you] Du spielst.
   *[other] <em>{ $player }</em> spielt.
}
test-count = { $n } { $n ->
    [one] Karte
   *[other] Karten
}: { $items }

# Ein Spieler für sich (ein Listeneintrag): „du“ für den Leser, sonst der Name.
player-name = { $player ->
    [you] du
   *[other] { $player }
}
# Die letzten beiden Einträge einer Liste: „Alice, Bob und Carol“.
list-and = { $init } und { $last }
# Eine Liste für sich: ihre Einträge mit `list-separator` dazwischen.
list = { $items }

## Ablehnungen: was man liest, wenn eine Aktion abgelehnt wird ({ $why } ist der Grund des Spiels).
refusal-not-your-turn = Du bist nicht am Zug: { $why }
refusal-illegal = Das geht gerade nicht: { $why }
refusal-malformed = Unbekannte Auswahl „{ $input }“
refusal-game-over = Die Partie ist vorbei

# One of several fields under one name: "Name (1/2)".
panel-part = { $name } ({ $part }/{ $parts })

# After a choice that keeps its number but cannot be picked now.
choice-not-now = {" — "}gerade nicht möglich
