# terminal: deutsche Texte (Konventionen in docs/design.md, "Text is data").
# Was `wolfden play` selbst zu den Leuten an der Tastatur sagt; die eigenen
# Texte der Spiele stehen in deren Dateien.

## Eine Partie starten.
# `wolfden play` ohne Spiel: die Spiele und ein Beispiel.
term-which-game = Welches Spiel? Die Spiele sind: { $games }. Zum Beispiel: `wolfden play wolves` oder `wolfden play --resume-last`, um eine Partie fortzusetzen
# Ein Spiel in dieser Liste: „wolves (Wolves)“.
term-game-entry = { $slug } ({ $title })
term-seats-range = { $game } braucht { $min } bis { $max } Plätze, nicht { $seats }
term-too-many-humans = --humans { $humans } ist mehr als die { $seats } Plätze
# Die Frage nach dem Namen (die Antwort wird in derselben Zeile getippt).
term-name-ask = Dein Name [{ $default }]:
# With several humans at the keyboard, each one's name in seat order.
term-name-ask-seat = Name von Spieler { $number } [{ $default }]:
term-name-retry = Bitte wähle einen anderen Namen: { $why }.
term-name-refused = --name { $name }: { $why }
term-name-empty = ein Name braucht mindestens einen Buchstaben
term-name-too-long = ein Name hat höchstens { $max } Zeichen
term-name-control = ein Name darf keine Steuerzeichen enthalten
term-name-taken = { $name } sitzt schon am Tisch
term-too-many-names = --name steht { $names }-mal da, für { $humans } { $humans ->
    [one] Menschen
   *[other] Menschen
 }
# Der Name eines Menschen, wenn niemand einen angegeben hat und der Login-Name unbekannt ist.
term-name-default = Spieler
# Menschen, die sich die Tastatur teilen: „Spieler 2“.
term-name-numbered = Spieler { $number }
term-intro = Partie #{ $id } von { $game } (Seed { $seed }), { $seats } Plätze. Tippe ? für die Tasten, r für die Regeln, q zum Speichern und Beenden; fortsetzen mit `wolfden play --resume-last{ $db }`.

## Fortsetzen.
term-nothing-to-resume = { $error }: nichts zum Fortsetzen
term-no-unfinished = keine nicht beendete Partie zum Fortsetzen in { $database }
term-already-finished = Partie #{ $id } ist schon beendet
term-cancelled = Partie #{ $id } wurde abgebrochen
term-lobby-not-started = Partie #{ $id } ist eine Discord-Lobby, die noch nicht gestartet wurde
term-corrupt-seat = gespeicherte Daten sind beschädigt: Partie #{ $id } hat keine Zeile für Platz { $seat }; führe `wolfden check` aus
term-stuck = Partie #{ $id } hängt fest: Niemand kann handeln (bitte melde das mit dem Seed { $seed })
term-terminal-failed = Terminal: { $error }

## Eine Entscheidung.
term-pass-keyboard = --- Gib die Tastatur an { $name } weiter und drück dann Enter ---
# A stage (a day, a round) that passed without a decision of the reader's, on a screen of its own.
term-away-header = { $stage }: was geschah, während du nichts zu entscheiden hattest
term-away-continue = --- Drück Enter, um weiterzumachen ---
# Die fragende Zeile (die Antwort wird in derselben Zeile getippt).
term-ask = { $name }, deine Wahl [1-{ $count }; ? Tasten]:
term-ask-timer = { $name }, deine Wahl [1-{ $count }, w = Timer ablaufen lassen; ? Tasten]:
term-no-timer = Gerade läuft kein Timer: Das Spiel wartet auf deine Wahl.
term-not-available = { $choice } ist gerade nicht verfügbar: Bitte wähle eine andere Nummer.
term-refuse-line = Bitte tippe eine Zahl von 1 bis { $count } oder eine Taste: { $keys }.
term-refuse-line-timer = Bitte tippe eine Zahl von 1 bis { $count }, w = Timer ablaufen lassen, oder eine Taste: { $keys }.
term-news-left-out = … { $count ->
    [one] { $count } frühere Zeile
   *[other] { $count } frühere Zeilen
}: l zeigt das Protokoll
# Ein Ereignis, das nur dieser Platz gesehen hat, in den Neuigkeiten und im Protokoll.
term-private = (privat) { $line }

## Die Tasten.
term-keys = b das ganze Spielbrett · r die Regeln · l das Protokoll bisher · ? diese Tasten · q speichern und beenden
term-rules-header = Regeln von { $game }
term-rules-page = Seite { $page } von { $pages }: { $next ->
    [0] r noch einmal beginnt wieder bei Seite 1.
   *[other] r noch einmal für Seite { $next }.
}
term-log-header = Protokoll bisher
term-log-empty = In dieser Sitzung ist noch nichts passiert.
term-keys-header = Tasten
term-keys-help = Tippe die Nummer einer Auswahl, um sie zu nehmen, oder eine Taste: { $keys }; w lässt einen laufenden Timer ablaufen.

## Verlassen und das Ende.
term-saved = Gespeichert. Weiter mit `wolfden play --resume { $id }{ $db }` oder `wolfden play --resume-last{ $db }`.
term-saved-on-signal = Gespeichert. Weiter mit `wolfden play --resume-last{ $db }`.
term-game-over = Spielende: { $summary }
term-story = Die ganze Geschichte:
