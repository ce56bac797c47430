# discord: die eigenen Texte des Discord-Frontends (src/discord/): Antworten,
# Ablehnungen, die Lobby, Buttons, Fußzeilen, DMs. Konventionen: docs/design.md,
# "Text is data". `$host`, `$user`, `$player`, `$players` und `$channel` sind
# Discord-Erwähnungen; `$link` ist ein Link; `$stop`, `$play`, `$global`,
# `$key`, `$scope` sind Befehle oder getippte Wörter als Code.

## Kurze Antworten, die jeder Handler geben kann (src/discord/reply.rs).
discord-outdated = ⌛ Diese Abfrage ist veraltet: Die Partie ist schon weiter. Hier ist deine aktuelle Hand.
discord-unknown-button = Diesen Button kenne ich nicht (vielleicht stammt er aus einer älteren Version des Bots).
discord-not-seated = Du spielst nicht in Partie #{ $game } mit.
discord-game-gone = Partie #{ $game } gibt es nicht mehr.
discord-internal-error = Bei mir ist etwas schiefgelaufen; es wurde nichts geändert. Versuch es bitte noch einmal.
# Ein fehlgeschlagenes Lesen (Statistik, Rangliste): nichts sollte sich ändern.
discord-read-error = Bei mir ist etwas schiefgelaufen. Versuch es bitte noch einmal.
discord-host-only-add-bots = Nur der Gastgeber ({ $host }) kann Bots hinzufügen.
discord-host-only-options = Nur der Gastgeber ({ $host }) kann die Optionen ändern.
discord-host-only-start = Nur der Gastgeber ({ $host }) kann die Partie starten.
discord-host-only-cancel = Nur der Gastgeber ({ $host }) kann die Partie abbrechen.

## Spielbretter und Panels (src/discord/render.rs).
# Unter einem Embed, das Felder weglassen musste (kursiv).
discord-more-not-shown = ({ $count } weitere nicht angezeigt)
# Der Button unter einem laufenden Spielbrett, der das eigene private Panel öffnet.
discord-show-my-hand = Meine Hand zeigen
discord-show-my-role = Meine Rolle zeigen
# Die Fußzeile eines Spielbretts oder einer Lobby.
discord-footer-game = Partie #{ $game }
# Die Fußzeile eines privaten Panels.
discord-private-footer = Partie #{ $game } · nur du siehst das
# Die Überschrift über der Frage an einen Platz in seinem privaten Panel.
discord-your-move = ▶ Dein Zug
# Ein Auswahlmenü: „Wählen … (26–50 von 60)“.
discord-choose = Wählen … ({ $first }–{ $last } von { $total })
discord-refresh = Aktualisieren
discord-previous = ◀ Zurück
discord-next = Weiter ▶
# „Weiter ▶ (2/3)“: die angezeigte Seite, von wie vielen.
discord-next-page = Weiter ▶ ({ $page }/{ $pages })
# Über einem privaten Panel, das nach der Partie angefordert wurde.
discord-panel-game-over = Diese Partie ist vorbei.
discord-panel-game-stopped = Diese Partie wurde beendet.
discord-panel-not-started = Partie #{ $game } hat noch nicht begonnen: Der Gastgeber drückt auf Starten.
discord-panel-cancelled = Partie #{ $game } wurde abgebrochen, bevor sie begann.
# /regeln: `$game` ist der Titel des Spiels.
discord-rules-title = { $game } — Regeln
discord-rules-footer = Seite { $page }/{ $pages } · { $min }–{ $max } Spieler · /spielen spiel:{ $slug }

## Die Lobby-Nachricht (src/discord/render.rs).
# `$game` ist der Titel des Spiels.
discord-lobby-title = { $game } — Lobby
discord-lobby-intro = Drück auf <em>Beitreten</em>, um mitzuspielen. { $min }–{ $max } Spieler; der Gastgeber fügt Bots hinzu und startet (ohne Gastgeber stimmt eine Mehrheit der Sitzenden mit Starten oder Abbrechen ab).
discord-lobby-cancelled = Diese Lobby wurde abgebrochen.
discord-lobby-started = Diese Partie hat begonnen.
# Ein Platz in der Spielerliste, der dem Gastgeber gehört: „1. @Ann (Gastgeber)“.
discord-lobby-host-seat = { $seat } (Gastgeber)
discord-lobby-nobody = noch niemand
discord-lobby-players = Spieler ({ $seated }/{ $max })
discord-lobby-players-continued = Spieler (Fortsetzung)
discord-lobby-host = Gastgeber
discord-lobby-options = Optionen
discord-lobby-votes = Stimmen
# Was das Spiel beim Start mit diesen Optionen und Spielern tut.
discord-lobby-at-start = Beim Start
discord-button-join = Beitreten
discord-button-leave = Verlassen
discord-button-add-bot = Bot hinzufügen
discord-button-options = Optionen
discord-button-start = Starten
discord-button-cancel = Abbrechen
# Die Menüs des Gastgebers für eine Listenoption (ein Werwolf-Deck); `$list`
# ist der Schlüssel der Option in Worten.
discord-list-add = { $list } hinzufügen …
discord-list-remove = { $list } entfernen …
# Unter einem Eintrag des Hinzufügen-Menüs, den die Liste schon enthält.
discord-list-count = { $count } schon in der Liste
# Der Weg des Entfernen-Menüs zurück zur Voreinstellung (`$preset`: ihr Wert, „auto“).
discord-list-reset = ↺ Zurück zur Voreinstellung ({ $preset })
discord-list-reset-hint = Die Änderungen an dieser Liste verwerfen

## Die Buttons der Lobby (src/discord/lobby.rs).
discord-lobby-elsewhere = Diese Lobby ist in { $channel }: Tritt ihr dort bei.
discord-lobby-not-here = Diese Lobby ist nicht in diesem Kanal.
# Start abgelehnt: `$why` sagt, welche Berechtigungen fehlen.
discord-threads-needed = An diesem Tisch wird in Threads gespielt. { $why }
# Beim Start im Kanal der Partie.
discord-thread-game = ℹ️ Diese Partie läuft in einem Thread: Hier kann ich niemanden stummschalten (Threads haben keine eigenen Berechtigungen) und keine privaten Threads darin öffnen. Deshalb bitte ich um Ruhe, und private Absprachen laufen über eure Panels.
discord-privileged = ℹ️ { $players }: Ihr könnt hier jeden privaten Thread lesen („Threads verwalten“ darf private Threads lesen; „Administrator“ übergeht außerdem die Kanalberechtigungen, auch Stummschaltungen): Bitte lest die privaten Räume nicht und bleibt still, wenn ihr darum gebeten werdet.
# Das Optionen-Panel: Eine Option mit Werte-Menü kann nicht getippt werden.
discord-option-not-typed = { $key } wählst du aus dem Menü aus; eintippen geht hier nicht.
discord-lobby-not-posted = Ich konnte die Lobby in diesem Kanal nicht posten; es wurde nichts eröffnet. Versuch es bitte noch einmal.

## Eine Berechtigung, die dem Bot fehlt (src/discord/perms.rs). `$permissions`:
## ihre Namen, jeweils fett; `$count`: wie viele.
discord-missing-permissions = Mir { $count ->
        [one] fehlt
       *[other] fehlen
    } in diesem Kanal { $count ->
        [one] die Berechtigung
       *[other] die Berechtigungen
    } { $permissions }. Frag einen Server-Admin danach und versuch es dann noch einmal.
# Der Name einer Berechtigung (der von Discord, auf Englisch) in dieser Liste.
discord-permission = <em>{ $name }</em>

## /spielen, /regeln, /statistik, /rangliste, /dms (src/discord/commands/).
# `$stop` ist der Befehl `/partie beenden`.
discord-busy = In diesem Kanal läuft schon eine Partie (Partie #{ $game }). Spielt sie zu Ende oder beendet sie mit { $stop }, oder spielt in einem anderen Kanal oder einem Thread.
discord-lobby-open = Deine Lobby für Partie #{ $game } ist offen: { $link }
# `$game` ist der Name wie getippt; `$games` die Namen der Spiele, wie man sie tippt.
discord-unknown-game = unbekanntes Spiel { $game }; die Spiele sind: { $games }.
# `$why`: was an den Optionen falsch ist.
discord-bad-options = Ungültige Optionen: { $why }
# Die Bereiche von /rangliste, wie ihr Menü sie anbietet.
discord-scope-server = dieser Server
discord-scope-global = global
# `$scope` ist das Getippte; `$server` und `$global` die beiden Bereiche.
discord-unknown-scope = Unbekannter Bereich { $scope }: Nimm { $server } oder { $global }.
discord-dms-on = Ich schicke dir eine DM, wenn du am Zug bist.
discord-dms-off = Keine DMs mehr: Ich erwähne dich stattdessen im Kanal der Partie.

## /partie status, beenden, rauswerfen, protokoll (src/discord/commands/game.rs).
discord-moderators-only-stop = Nur der Gastgeber oder wer Nachrichten verwalten darf, kann die Partie beenden.
discord-moderators-only-kick = Nur der Gastgeber oder wer Nachrichten verwalten darf, kann einen Spieler rauswerfen.
# /partie status: `$game` ist der Titel des Spiels, `$status` einer der vier unten.
discord-status = <em>{ $game }</em> · Partie #{ $id } · { $status } · { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
discord-status-lobby = Lobby
discord-status-running = läuft
discord-status-finished = beendet
discord-status-cancelled = abgebrochen
discord-status-players = Spieler: { $players }
discord-status-board = Spielbrett: { $link }
discord-game-stopped = ⏹ Partie #{ $game } wurde von { $user } beendet. Ihr Protokoll bleibt erhalten.
discord-kick-not-playing = { $player } spielt nicht in Partie #{ $game } mit.
discord-kicked-from-lobby = { $player } wurde aus der Lobby von Partie #{ $game } entfernt.
discord-kicked-to-bot = Den Platz von { $player } in Partie #{ $game } spielt jetzt ein Bot.
discord-log-no-game = In diesem Kanal ist noch keine Partie zu Ende gegangen: Gib eine Partienummer an.
discord-log-not-here = Partie #{ $game } wurde nicht auf diesem Server gespielt.
# `$place`: der Kanal der Partie oder die Worte unten, wenn er unbekannt ist.
discord-log-elsewhere = Das Protokoll von Partie #{ $game } gibt es nur in dem Kanal, in dem sie gespielt wurde: Frag in { $place } danach.
discord-log-its-channel = ihrem Kanal
discord-log-not-finished = Partie #{ $game } ist nicht beendet: Ihr Protokoll samt Geheimnissen gibt es erst, wenn sie vorbei ist.
# Über der Protokolldatei; `$title` ist der Titel des Spiels.
discord-log-file = 📜 Das vollständige Protokoll von <em>{ $title }</em>, Partie #{ $game }: jede Aktion und was jeder Spieler gesehen hat, dann alle verborgenen Fakten.

## Jeder Befehl (src/discord/commands/mod.rs).
# `$play` ist der Befehl `/spielen`.
discord-no-game-here = In diesem Kanal läuft keine Partie. Starte eine mit { $play }.
discord-guild-only = Dieser Befehl funktioniert in einem Serverkanal, nicht in DMs: Gespielt wird in Kanälen.
# `$error`: was Discords Bibliothek bemängelt (auf Englisch).
discord-unreadable-command = Ich konnte diesen Befehl nicht lesen: { $error }

## /statistik und /rangliste (src/discord/ratings.rs).
# `$name` ist der Name des Nutzers.
discord-stats-title = Statistik von { $name }
discord-stats-none = Noch keine beendeten Partien.
discord-stats-played = { $played } gespielt · { $won } gewonnen ({ $percent } %)
discord-stats-best = Bestes Ergebnis: { $score } (kooperativ: keine Wertung)
# `$rating`: die Wertung und ihre Unsicherheit („27.1 ± 2.3“).
discord-stats-rating = Wertung { $rating } ({ $games ->
        [one] { $games } gewertete Partie
       *[other] { $games } gewertete Partien
    })
discord-stats-unrated = Noch nicht gewertet (braucht eine Partie mit jemand anderem)
discord-stats-streak = Beste Serie: { $streak ->
        [one] { $streak } Sieg
       *[other] { $streak } Siege
    } in Folge
# `$role`: der Name der Rolle; `$count`: in wie vielen Partien.
discord-stats-favourite = Lieblingsrolle: { $role } ({ $count }×)
discord-stats-footer = Wertung: Schätzung ± Unsicherheit (eine Standardabweichung), Weng-Lin
# `$global` ist die Option `bereich:global`.
discord-leaderboard-needs-server = Eine Server-Rangliste braucht einen Server: Nimm hier { $global }.
# `$game` ist der Titel des Spiels.
discord-leaderboard-title-server = { $game } — Rangliste (dieser Server)
discord-leaderboard-title-global = { $game } — Rangliste (überall)
discord-leaderboard-empty-cooperative = Noch niemand ist platziert: Dafür braucht man { $min } beendete Partien.
discord-leaderboard-empty-rated = Noch niemand ist platziert: Dafür braucht man { $min } gewertete Partien (mit jemand anderem).
# Die Zeile eines gewerteten Spiels: „3. @Ann — 27.1 ± 2.3 · 12 Partien · 7 gewonnen“.
discord-leaderboard-rated = <em>{ $rank }.</em> { $player } — { $rating } · { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    } · { $won } gewonnen
# Die Zeile eines kooperativen Spiels: „3. @Ann — 7 von 12 gewonnen (58 %) · bestes 4“.
discord-leaderboard-cooperative = <em>{ $rank }.</em> { $player } — { $won } von { $games } gewonnen ({ $percent } %) · Bestwert { $best }
discord-leaderboard-footer-cooperative = Sortiert nach gewonnenen Partien, dann Siegquote · mindestens { $min } Partien · Seite { $page }/{ $pages }
# `$sigmas`: wie viele Unsicherheiten von der Wertung abgezogen werden („3“).
discord-leaderboard-footer-rated = Sortiert nach Wertung − { $sigmas } × Unsicherheit · mindestens { $min } Partien · Seite { $page }/{ $pages }

## Der Revanche-Button (src/discord/rematch.rs); `$id` ist die Nummer der neuen Partie.
discord-rematch-open = Die Revanche von Partie #{ $game } ist als Partie #{ $id } offen: { $link }
discord-rematch-not-seated = Du spielst nicht in Partie #{ $game } mit. Nur wer mitgespielt hat, kann eine Revanche fordern.
discord-rematch-taken = Partie #{ $game } hat schon ihre Revanche (Partie #{ $id }): Tritt ihrer Lobby bei.
# `$stop` ist der Befehl `/partie beenden`.
discord-rematch-busy = In diesem Kanal läuft schon eine Partie: Spielt sie erst zu Ende oder beendet sie mit { $stop }.

## Das Jenseits der Toten und Zuschauer (src/discord/afterlife.rs).
discord-afterlife-not-started = Diese Partie hat noch nicht begonnen.
discord-afterlife-none = Diese Partie hat kein Jenseits: Alles, was sie zeigt, steht auf ihrem Spielbrett.
discord-afterlife-alive = Du bist noch im Spiel: Das Jenseits ist für die Toten und für Zuschauer.
discord-afterlife-footer = Partie #{ $game } · nur Tote und Zuschauer sehen das
discord-afterlife-over = Diese Partie ist vorbei; hier ist alles.
discord-afterlife-kicked = Dein Platz ging an einen Bot, während du noch am Leben warst, und deine Seite spielt vielleicht noch: Zuschauen kannst du, sobald die Partie vorbei ist.
# `$thread` ist der Thread des Jenseits.
discord-afterlife-joined = Du bist im Jenseits: { $thread }.
discord-afterlife-cannot-add = Ich kann dich nicht zum Jenseits-Thread hinzufügen: Dieses Panel ist das Jenseits.
discord-afterlife-no-thread = Ich kann hier keinen privaten Thread öffnen: Dieses Panel ist das Jenseits.
# Nach einer der drei oben an Zuschauer, die der Bot nicht stummschalten kann.
discord-afterlife-keep-quiet = Bitte bleib im Kanal der Partie still, bis sie vorbei ist.
# Eine DM; `$title` ist der Titel des Spiels.
discord-afterlife-dm = <em>{ $title }</em> (Partie #{ $game }): Du bist aus dem Spiel. Das Jenseits-Panel zeigt jede Rolle, jedes Artefakt und die Aktionen dieser Nacht; bleib im Kanal still.
# Ein Ereignis, das nicht alle Lebenden gesehen haben: „🔒 an Ann, Bo: Ann hat sich Bos Karte angesehen.“
# `$seats`: wer es gesehen hat (Namen); `$line`: das Ereignis.
discord-afterlife-hidden = 🔒 an { $seats }: { $line }
discord-afterlife-open-panel = Jenseits-Panel öffnen
# Der Name des Threads; `$title` ist der Titel des Spiels.
discord-afterlife-thread = { $title } #{ $game } · Jenseits
discord-afterlife-intro = <em>Das Jenseits</em> — nur für Tote und Zuschauer. Jede geheime Aktion wird hier gepostet, sobald sie geschieht; der Button zeigt jede Rolle und jedes Artefakt. Nichts von hier erreicht die Lebenden: Bleibt im Kanal still.
# Die letzte Nachricht eines privaten Threads (das Jenseits, ein Raum).
discord-thread-closed = Die Partie ist vorbei: Dieser Thread ist geschlossen.

## Wolfsbau und andere private Räume (src/discord/rooms.rs). `$room` ist der
## Name des Raums, wie das Spiel ihn nennt.
# Eine DM; `$title` ist der Titel des Spiels.
discord-room-dm = <em>{ $title }</em> (Partie #{ $game }): Ich kann hier keinen privaten Thread für den Raum { $room } öffnen, also sprecht euch über die Buttons eures privaten Panels ab (<em>{ $button }</em> auf dem Spielbrett).
# Die erste Nachricht des Raum-Threads; `$members`: die Namen seiner Mitglieder.
discord-room-intro = <em>{ $room }</em> — nur die Mitglieder können diesen Thread lesen: { $members }. Redet hier; eure Entscheidungen trefft ihr weiterhin über euer privates Panel (<em>{ $button }</em> auf dem Spielbrett).

## Ruhe für die Toten (src/discord/silence.rs). `$players`: Erwähnungen.
discord-silence-asked = 🤫 Bitte bleibt in diesem Kanal still: { $players }.
# Ein Spieler, der still sein soll, mit dem Grund des Spiels („tot“).
discord-silence-muted-player = { $player } ({ $reason })
discord-silence-freed = 🗣 Dürfen wieder reden: { $players }.
discord-silence-not-enforced = (Durchsetzen kann ich das hier nicht: Dafür brauche ich in diesem Kanal die Berechtigungen „Berechtigungen verwalten“ und „Nachrichten senden“, und in einem Thread lässt es sich gar nicht durchsetzen.)
discord-silence-unbound = 🤫 Auch ihr müsst still sein: { $players }. Als Administrator (oder mit „Threads verwalten“) seid ihr aber nicht an die Kanalberechtigungen gebunden: Bitte haltet euch trotzdem daran.

## Die Buttons des Spielbretts (src/discord/boards.rs).
discord-rematch = Revanche

## Was die Verteilung den Spielern sagt (src/discord/fanout/, src/discord/mod.rs).
# Unter dem Spielbrett, wenn eine Partie endet; `$summary`: ihr Ergebnis.
discord-game-over = 🏁 <em>Spielende</em> — { $summary }
# DMs; `$title` ist der Titel des Spiels.
discord-channel-deleted = <em>{ $title }</em> (Partie #{ $game }) ist zu Ende: Ihr Kanal wurde gelöscht. Das Protokoll bleibt erhalten.
discord-guild-removed = <em>{ $title }</em> (Partie #{ $game }) ist zu Ende: Ich wurde von ihrem Server entfernt. Das Protokoll bleibt erhalten.
# Im Kanal, nach den Erwähnungen derer, deren DMs geschlossen sind.
discord-nudge = Partie #{ $game } braucht dich: Drück auf <em>{ $button }</em> auf dem Spielbrett.
discord-game-started = Die Partie hat begonnen.
# Die Frage, die einem Spieler jetzt gestellt wird; `$question` ist die des Spiels.
discord-your-turn = Du bist am Zug: { $question }
# Die erste Zeile einer DM mit Neuigkeiten: `$title` ist der Titel des Spiels.
discord-news = <em>{ $title }</em> (Partie #{ $game }):
discord-news-in = <em>{ $title }</em> (Partie #{ $game }) in { $channel }:
# Über einer Antwort, die nicht im Kanal gepostet werden konnte.
discord-private-fallback = (Ich kann in diesem Kanal nicht posten, deshalb siehst nur du das.)

## Voice games (src/discord/voice.rs); `$channel` is the voice channel.
discord-voice-on = 🔊 Sprachkanal: Nachts schalte ich alle Spieler in { $channel } serverseitig stumm; tagsüber bleiben die Toten und die Verstummten stumm; am Ende hebe ich jede meiner Stummschaltungen auf.
discord-voice-no-permission = 🔇 Ich darf in { $channel } keine Mitglieder stummschalten (Mitglieder stummschalten): Diese Partie läuft ohne Sprachsteuerung weiter.
discord-voice-lobby-no-permission = 🔇 Ich darf in { $channel } keine Mitglieder stummschalten (Mitglieder stummschalten): Die Partie läuft dann ohne Sprachsteuerung. Gib mir dort dieses Recht oder wähle unter Optionen einen anderen Sprachkanal.
discord-voice-channel-gone = 🔇 Der Sprachkanal der Partie wurde gelöscht: Diese Partie läuft ohne Sprachsteuerung weiter.
