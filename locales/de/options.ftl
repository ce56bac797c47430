# Die Optionen der Lobby: Name, Hilfe (der Platzhalter des Formulars) und
# die Wörter für die Werte einer Auswahl. Die IDs entstehen aus Daten
# (src/table/option_words.rs): option-<Spiel oder table>-<Schlüssel>, dann
# -help oder -is-<Wert>. Schlüssel und Codes, die man tippt
# (night_seconds=90, roles=seer=1, standard,cloak), bleiben wie sie sind.

## Jeder Tisch.
option-table-turn-timer = Zugtimer
option-table-turn-timer-help = Sekunden, die jemand für einen Schritt hat, bevor der Bot des Spiels ihn übernimmt (0: aus)
option-table-lobby-expiry = Lobby offen
option-table-lobby-expiry-help = Sekunden, die eine Lobby offen bleibt, wenn niemand sie startet
option-table-away-after = Abwesend nach
option-table-away-after-help = verpasste Schritte in Folge, bevor ein Bot den Platz spielt, bis die Person ihn zurücknimmt (0: nie)
option-table-abandon-after = Verwaist nach
option-table-abandon-after-help = Sekunden, die eine laufende Partie ohne Zug eines Menschen bleiben darf, bevor sie als verwaist endet
option-table-voice = Sprachkanal
option-table-voice-help = der Sprachkanal, den der Bot auf Discord je nach Phase stummschaltet: auto (der, in dem der Gastgeber beim Start ist), off oder ein Kanal

## Werwolf.
option-werewolf-roles = Rollen
option-werewolf-roles-help = die Rollenliste, z. B. seer=1,werewolf=2,villager=4 (fehlende Plätze werden Dorfbewohner); auto = eine ausgewogene Vorgabe
option-werewolf-first-night-kill = Opfer in der ersten Nacht
option-werewolf-first-night-kill-help = die Werwölfe töten schon in der ersten Nacht
option-werewolf-reveal-roles = Rollen aufdecken
option-werewolf-reveal-roles-help = zeigt die Rolle jeder Person, die stirbt
option-werewolf-night-seconds = Nacht
option-werewolf-night-seconds-help = Nacht-Timer in Sekunden
option-werewolf-day-seconds = Tag
option-werewolf-day-seconds-help = Diskussions-Timer in Sekunden
option-werewolf-day-shrink = Tagesverkürzung
option-werewolf-day-shrink-help = Sekunden, um die die Diskussion jeden Tag kürzer wird (nie unter 60)
option-werewolf-quiet-seconds = Ruhephase
option-werewolf-quiet-seconds-help = Sekunden Gespräch jeden Tag, bevor die Nominierungen öffnen (0 = sofort; höchstens die halbe Diskussion)
option-werewolf-bot-wait = Bot-Wartezeit
option-werewolf-bot-wait-help = sobald die Nominierungen offen sind, wartet jeder Bot eine zufällige Zeit zwischen der Hälfte davon und dem Ganzen, bevor er nominiert oder unterstützt (Sekunden; 0 = sofort)
option-werewolf-artifacts = Artefakte
option-werewolf-artifacts-help = Artefakte pro Person, die mitmacht: 0 (aus), 1 oder 2
option-werewolf-artifact-list = Artefaktliste
option-werewolf-artifact-list-help = Artefaktkarten im Spiel: standard (32 Karten: alle außer cloak, amulet, heart, mask, cudgel, shield), all (38), eine Liste (prism,cap,rod) oder eines davon plus oder minus einige (standard,cloak oder all,-orb)
option-werewolf-artifact-opt-out = Ohne Artefakte
option-werewolf-artifact-opt-out-help = Platznummern (1 = erste Person) derer, die keine Artefakte wollen, z. B. 2,5; none = alle spielen mit

## Arctic Escape.
option-arctic-escape-size = Größe
option-arctic-escape-size-help = Kartengröße: small 6x8, medium 8x10, large 10x12 (Spalten x Reihen)
option-arctic-escape-size-is-small = klein
option-arctic-escape-size-is-medium = mittel
option-arctic-escape-size-is-large = groß
option-arctic-escape-equipment = Ausrüstung
option-arctic-escape-equipment-help = Ausrüstungsteile, die jede Person tragen kann
option-arctic-escape-difficulty = Schwierigkeit
option-arctic-escape-difficulty-help = Schwierigkeit der Karte: je höher, desto weniger einfaches Eis
option-arctic-escape-melt-per-turn = Schmelzen pro Zug
option-arctic-escape-melt-per-turn-help = zufällige Felder, die am Ende jedes Zugs schmelzen
option-arctic-escape-max-melts = Schmelzen bis zum Einsturz
option-arctic-escape-max-melts-help = geschmolzene Felder, bevor die Scholle zerbricht (auto: ein Viertel der Felder)
option-arctic-escape-blizzards = Schneestürme
option-arctic-escape-blizzards-help = höchstens so viele Schneestürme gleichzeitig auf der Karte
option-arctic-escape-melt-occupied = Schmelzen unter Spielern
option-arctic-escape-melt-occupied-help = zufälliges Schmelzen darf Felder treffen, auf denen jemand steht

## Arctic Wolf Project Planning.
option-project-planning-tokens = Projektmarker
option-project-planning-tokens-help = Projektmarker, die man zum Sieg braucht (auto: 2 Personen 6, 3 Personen 5, 4–8 Personen 4; im Turnier jede Gruppe und das Finale nach eigener Größe)
option-project-planning-shared-victory = Geteilter Sieg
option-project-planning-shared-victory-help = wer gleichauf das Ziel erreicht, teilt sich den Sieg, statt eine Entscheidungsrunde zu spielen (im Turnier nur im Finale; Gruppen brauchen immer eine Siegerin oder einen Sieger)
option-project-planning-turn-timer = Zugtimer
option-project-planning-turn-timer-help = Sekunden, die jemand für einen Zug hat, bevor der Bot ihn übernimmt; 0 = kein Timer

## Wolfpack.
option-wolfpack-length = Länge
option-wolfpack-length-help = Schafe pro Person: short 14, normal 21, long 28
option-wolfpack-length-is-short = kurz
option-wolfpack-length-is-normal = normal
option-wolfpack-length-is-long = lang

## Wolves.
option-wolves-availability = Verfügbarkeit
option-wolves-availability-help = Verfügbarkeits-Modifikatoren pro Zug: gentle (0,0,-1,-1,-2,-2,-2, Zug 8 entfernt 5 eigene Karten; etwa 2 von 3 Tischen überleben) oder standard (0,-1,-1,-2,-2,-3,-3, Zug 8 entfernt 7; brutal)
option-wolves-availability-is-gentle = sanft
option-wolves-availability-is-standard = Standard
option-wolves-communities = Gemeinschaften
option-wolves-communities-help = mixed: zufällig verteilt, jeder Ressourcenschwerpunkt ist dabei; dealt: ganz zufällig
option-wolves-communities-is-mixed = gemischt
option-wolves-communities-is-dealt = zufällig
option-wolves-step-timer = Schritt-Timer
option-wolves-step-timer-help = Sekunden für das gleichzeitige Sammeln; beim Timer wird gestoppt, wer noch zieht (0: kein Timer)
