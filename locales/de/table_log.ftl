# table: das vollständige Protokoll einer beendeten Partie (die Datei von
# `/partie protokoll`, das Spielende im Terminal; src/table/story.rs).
# Konventionen: docs/design.md, "Text is data".

# Die erste Zeile der Datei: „Wolves — Partie #12 (Seed 42)“.
table-log-title = { $game } — Partie #{ $id } (Seed { $seed })
table-log-players = Spieler:
# Die Optionen der Lobby wie getippt: „Optionen: rounds=3 turn_timer=120“.
table-log-options = Optionen: { $options }
# Ein Platz, den die Partie nicht mehr hat (nie in einem ganzen Protokoll).
table-log-seat = Platz { $seat }
# Wer außer einem Spieler eine Aktion ausgelöst hat.
table-log-clock = die Uhr
table-log-host = der Gastgeber
# Wer ein Ereignis gesehen hat.
table-log-everyone = alle
table-log-only = nur { $seats }
# Ein Platz ohne verborgene Fakten am Ende.
table-log-nothing-hidden = nichts verborgen
table-log-story = Die ganze Geschichte:
