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
# Der Name eines Bots: `$name`, dann der Hinweis, dass es ein Bot ist.
player-bot = { $name } (Bot)
# Die letzten beiden Einträge einer Liste: „Alice, Bob und Carol“.
list-and = { $init } und { $last }
# Eine Liste für sich: ihre Einträge mit `list-separator` dazwischen.
list = { $items }

## Ablehnungen: was man liest, wenn eine Aktion abgelehnt wird ({ $why } ist der Grund des Spiels).
refusal-not-your-turn = Du bist nicht am Zug: { $why }
refusal-illegal = Das geht gerade nicht: { $why }
refusal-malformed = Unbekannte Auswahl „{ $input }“
refusal-game-over = Die Partie ist vorbei

## Abgelehnte Optionen (Lobby, /spielen): was an einem eingegebenen
## Schlüssel oder Wert falsch ist. `$key`, `$value`, `$item`, `$part`,
## `$form`, `$example` und die Einträge von `$keys`, `$words` und `$items`
## sind Eingaben, schon als Code gesetzt (sie bleiben englisch).
# `$count`: wie viele Optionen das Spiel hat.
refusal-option-unknown = Es gibt keine Option { $key }; { $count ->
    [0] dieses Spiel hat keine
   *[other] die Optionen sind { $keys }
}
# `$expected`: eine der refusal-option-expects-* unten.
refusal-option-bad-value = { $key } kann nicht { $value } sein: erlaubt ist { $expected }
# `$why`: was an der Liste falsch ist (eine der refusal-counts-* unten).
refusal-option-bad-list = { $key } kann nicht { $value } sein: { $why }; erlaubt ist { $expected }
refusal-option-malformed = { $item } muss die Form { $form } haben
# Was eine Option annimmt.
refusal-option-expects-number = eine ganze Zahl von { $min } bis { $max }
refusal-option-expects-seconds = eine Anzahl Sekunden von { $min } bis { $max }
refusal-option-expects-timer = 0 (aus) oder eine Anzahl Sekunden von { $min } bis { $max }
refusal-option-expects-yes-no = { $yes } oder { $no }
refusal-option-expects-one-of = einer der Werte { $words }
refusal-option-expects-text = beliebiger Text
refusal-option-expects-voice = { $auto }, { $off } oder ein Sprachkanal (#Name oder seine ID)
refusal-option-expects-counts = eine Liste wie { $example } aus den Einträgen { $items }, insgesamt höchstens { $max }
# Was am Wert einer Listen-Option (einem Werwolf-Deck) falsch ist.
refusal-counts-not-a-number = In { $part } muss die Anzahl eine ganze Zahl sein
refusal-counts-unknown-item = Einen Eintrag { $item } gibt es nicht
refusal-counts-not-a-list = { $key } ist keine Liste von Einträgen
refusal-counts-wrong-length = { $count ->
    [one] { $count } Wert erwartet
   *[other] { $count } Werte erwartet
}
refusal-counts-too-many = { $total } Einträge, mehr als die erlaubten { $max }
# Warum ein Spiel nicht ausgeteilt werden kann (nach „Start noch nicht möglich:“).
refusal-setup-seat-count = Dieses Spiel braucht { $min } bis { $max } Spieler, nicht { $got }

# One of several fields under one name: "Name (1/2)".
panel-part = { $name } ({ $part }/{ $parts })

# After a choice that keeps its number but cannot be picked now.
choice-not-now = {" — "}gerade nicht möglich
