# Die gemeinsamen Texte des Tisches (alle Spiele). Konventionen: docs/design.md,
# "Text is data".

# Der Titel eines Spielbretts, nachdem der Gastgeber die Partie gestoppt hat.
table-board-stopped = { $title } (abgebrochen)
# Im Panel eines Platzes, wenn Bots eine Entscheidung des Menschen teilen.
table-bots-suggest = Die Bots schlagen vor (du entscheidest)
table-bot-would-choose = { $bot } würde wählen: { $choice }

## Die Lobby.
# Der Hinweis für Neue: der Slash-Befehl, der die Regeln eines Spiels zeigt.
table-lobby-rules = Neu bei { $game }? <em>/regeln spiel:{ $slug }</em> erklärt, wie es geht.
## Das Optionen-Panel des Gastgebers.
table-options-title = Optionen für { $game }
table-options-intro = Wähle unten einen Wert; die Lobby zeigt die Änderung sofort.
table-options-page = Seite { $page } von { $pages }
# Eine Option in Worten: „Nacht: 90 s“.
table-option = { $name }: { $value }
# Die Optionen der Lobby in einer Zeile: „Nacht: 1 min · Rollen zeigen: an“.
table-options-joined = { $left } · { $right }
table-option-auto = automatisch (nach Spielerzahl)
# The voice option's values (Werewolf on Discord).
table-option-voice-auto = automatisch
table-option-voice-channel = { $channel }
table-option-on = an
table-option-off = aus
table-option-none = keine
table-option-seconds = { $seconds } s
table-option-minutes = { $minutes } min
table-option-minutes-seconds = { $minutes } min { $seconds } s
# Ein Eintrag einer Listen-Option mit seiner Anzahl: „Seherin ×2“.
table-option-item = { $item } ×{ $count }
# Ein Umschalt-Button: worauf ein Druck die Option setzt.
table-option-turn-on = { $name }: einschalten
table-option-turn-off = { $name }: ausschalten
# Ein Button, der das Formular für eine Text-Option öffnet.
table-option-change = { $name } ändern…
table-option-previous = ◀ Zurück
table-option-next = Weiter ▶
