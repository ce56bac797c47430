# discord: deutsche Texte (Konventionen in docs/design.md, "Text is data").

## /hilfe: was jeder Befehl tut und wie eine Partie läuft.
discord-help-title = wolfden: So wird gespielt
discord-help-intro = Tischspiele rund um Wölfe, gespielt in einem Serverkanal mit Freunden und Bots: { $games }.
discord-help-how-name = So läuft eine Partie
discord-help-how =
    1. <em>/spielen</em> mit einem Spiel öffnet eine Lobby in diesem Kanal.
    2. Wer mitspielen will, drückt <em>Beitreten</em>; der Gastgeber kann <em>Bot hinzufügen</em> und <em>Optionen</em> einstellen (Werwolf: ein stummzuschaltender Sprachkanal) und drückt dann <em>Starten</em>.
    3. Das Spielbrett bleibt für alle im Kanal. <em>Meine Hand zeigen</em> (bei Werwolf <em>Meine Rolle zeigen</em>; oder <em>/hand</em>) öffnet dein privates Panel: deine Karten oder Rolle, was du weißt, und deine Auswahl. Nur du siehst es.
    4. Am Ende erzählt das Spielbrett die Geschichte. <em>Revanche</em> öffnet eine neue Lobby mit denselben Spielern; <em>/partie protokoll</em> liefert das vollständige Protokoll.
discord-help-commands-name = Befehle
discord-help-commands =
    <em>/spielen</em>: hier eine Lobby für ein Spiel öffnen.
    <em>/hand</em>: dein privates Panel für die Partie in diesem Kanal.
    <em>/regeln</em>: die Regeln eines Spiels, Seite für Seite.
    <em>/partie status</em>: Spielbrett, Spieler und Stand in diesem Kanal, nur für dich.
    <em>/partie protokoll</em>: das vollständige Protokoll einer beendeten Partie als Datei.
    <em>/partie beenden</em>, <em>/partie rauswerfen</em>: die Partie beenden oder den Platz eines Spielers an einen Bot geben (Gastgeber oder Moderatoren).
    <em>/partie zuschauen</em>: aus dem Jenseits zuschauen (Tote und Zuschauer).
    <em>/statistik</em>, <em>/rangliste</em>: deine Ergebnisse und Wertungen; die besten Spieler eines Spiels.
    <em>/dms</em>: Direktnachrichten „Du bist am Zug“ ein- oder ausschalten.
    <em>/sprache</em>: die Sprache, in der ich mit dir spreche, und (mit „Server verwalten“) die der neuen Partien dieses Servers.
    <em>/hilfe</em>: diese Seite.

## Das fertige Spielbrett.
discord-final-whole-story = Die verborgenen Fakten aller Plätze und das vollständige Protokoll: /partie protokoll.

## Eine Lobby, die niemand gestartet hat (src/discord/expiry.rs).
lobby-expire-notice = ⌛ Diese Lobby ist abgelaufen: Niemand hat sie innerhalb von { $minutes } min gestartet. Öffne eine neue mit <em>/spielen</em>.

## Eine Lobby ohne Gastgeber: die Stimmen der Sitzenden (src/table/lobby.rs).
lobby-vote-start = Starten: { $votes } von { $needed } Stimmen
lobby-vote-end = Beenden: { $votes } von { $needed } Stimmen
lobby-vote-rule = Ohne Gastgeber { $needed ->
    [one] startet oder beendet { $needed } Stimme
   *[other] starten oder beenden { $needed } Stimmen
} der Sitzenden die Lobby: Drück zum Abstimmen auf Starten oder Abbrechen.

## Eine laufende Partie, die niemand spielt (src/table/abandon.rs).
abandon-notice = 🕸 Partie verwaist: { $time } lang hat niemand einen Zug gemacht. Sie endet ohne Ergebnis; ihr Protokoll bleibt erhalten, und keine Wertung ändert sich.

## Eine lange Option in Worten: „24 h“ (src/table/lobby.rs, `option_value_words`).
table-option-hours = { $hours } h

## Die Beschreibungen der Slash-Befehle (höchstens 100 Zeichen; die Namen stehen am Ende der Datei).
cmd-play = Eine Lobby für ein Spiel in diesem Kanal öffnen
cmd-play-game = Das Spiel
cmd-play-options = Optionen als key=value, z. B. tokens=3 turn_timer=60
cmd-hand = Deine Hand und deine Wahl in der Partie dieses Kanals (nur du siehst sie)
cmd-rules = Die Regeln eines Spiels in Kürze
cmd-rules-game = Das Spiel
cmd-game = Die Partie in diesem Kanal
cmd-game-status = Spielbrett, Spieler und Stand der Partie (nur du siehst sie)
cmd-game-stop = Die Partie in diesem Kanal beenden (Gastgeber oder Nachrichten verwalten); das Protokoll bleibt
cmd-game-kick = Den Platz eines Spielers an einen Bot geben (Gastgeber oder Nachrichten verwalten)
cmd-game-kick-player = Wer durch einen Bot ersetzt wird
cmd-game-log = Das ganze Protokoll einer beendeten Partie dieses Servers, als Textdatei
cmd-game-log-id = Die Nummer der Partie (sonst die zuletzt in diesem Kanal beendete)
cmd-game-watch = Die Partie dieses Kanals aus dem Jenseits verfolgen (nur Tote und Zuschauer)
cmd-stats = Gespielte und gewonnene Partien, Wertungen und Serien, je Spiel
cmd-stats-user = Wessen Statistik (sonst deine)
cmd-stats-game = Nur dieses Spiel
cmd-leaderboard = Die besten Spieler eines Spiels (mit genug Partien), seitenweise
cmd-leaderboard-game = Das Spiel
cmd-leaderboard-scope = server (Standard) oder global
cmd-dms = DMs „Du bist am Zug“ an- oder ausschalten („Meine Hand zeigen“ geht immer)
cmd-dms-enabled = Schick mir DMs, wenn ich am Zug bin
cmd-help = Was jeder Befehl tut und wie eine Partie läuft (nur du siehst es)
cmd-public = Für alle im Kanal posten (sonst siehst nur du es)

## /sprache (src/discord/commands/language.rs).
cmd-language = Wähle die Sprache, in der wolfden mit dir spricht, oder (Serververwaltung) die des Servers
cmd-language-mine = Deine Sprache: deine Panels und Nachrichten
cmd-language-server = Die Sprache der neuen Spiele dieses Servers (Server verwalten)
cmd-language-discord = Wie Discord sagt (deine App oder der Server)
language-name-en = Englisch
language-name-pt-br = Brasilianisches Portugiesisch
language-name-es = Spanisch
language-name-de = Deutsch
language-name-fr = Französisch
language-yours-chosen = Du liest wolfden auf { $language }, wie du es gewählt hast.
language-yours-discord = Du liest wolfden auf { $language }, der Sprache deiner Discord-App.
language-server-chosen = Die neuen Spiele dieses Servers laufen auf { $language }, wie die Serververwaltung es gewählt hat.
language-server-from-discord = Die neuen Spiele dieses Servers laufen auf { $language }, der Sprache des Servers auf Discord.
language-how = Deine Sprache wählst du mit <em>/sprache meine</em>. Wer „Server verwalten“ darf, wählt die des Servers mit <em>/sprache server</em>: Sie gilt für Spielbrett, Meldungen und Geschichte der Spiele, die danach eröffnet werden.
language-mine-set = Ab jetzt liest du wolfden auf { $language }: deine Panels, deine Nachrichten und die Antworten des Bots an dich.
language-mine-discord = Ab jetzt liest du wolfden in der Sprache deiner Discord-App ({ $language }).
language-server-set = Die neuen Spiele dieses Servers laufen auf { $language }: Spielbrett, Meldungen und Geschichte. Bereits eröffnete Spiele behalten ihre Sprache.
language-server-discord = Die neuen Spiele dieses Servers laufen in seiner Sprache auf Discord ({ $language }). Bereits eröffnete Spiele behalten ihre Sprache.
language-server-refused = Nur wer „Server verwalten“ darf, kann die Sprache des Servers wählen.
language-server-no-server = Hier gibt es keinen Server: Die Sprache eines Servers wählt man in einem seiner Kanäle.

## Die Namen der Slash-Befehle und ihrer Optionen, wie deutschsprachige
## Nutzer sie tippen (Kleinbuchstaben, Ziffern, - und _, höchstens 32
## Zeichen, kein Leerzeichen). Ein Text, der einen Befehl nennt, nennt ihn
## mit seinem deutschen Namen.
cmd-name-play = spielen
cmd-name-hand = hand
cmd-name-rules = regeln
cmd-name-game = partie
cmd-name-game-status = status
cmd-name-game-stop = beenden
cmd-name-game-kick = rauswerfen
cmd-name-game-log = protokoll
cmd-name-game-watch = zuschauen
cmd-name-stats = statistik
cmd-name-leaderboard = rangliste
cmd-name-dms = dms
cmd-name-help = hilfe
cmd-name-language = sprache
cmd-option-game = spiel
cmd-option-options = optionen
cmd-option-player = spieler
cmd-option-id = id
cmd-option-user = nutzer
cmd-option-scope = bereich
cmd-option-enabled = aktiv
cmd-option-public = öffentlich
cmd-option-mine = meine
cmd-option-server = server
