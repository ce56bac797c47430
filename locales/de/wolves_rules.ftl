# Wolves: die /regeln-Seiten, eine Nachricht pro Seite (<em>…</em> ist fett).
# docs/rules/wolves.md ist die Langfassung (auf Englisch); jede Regelklärung hier steht auch dort.

wolves-rules-page-1 =
    <em>Wolves</em> (Coyote & Crow, 3-6 Spieler). Alle führen eine Gemeinschaft, die jeden Zug 3 Fisch, 3 Mais und 3 Bison braucht. Ist bei der Abrechnung der Bedarf von irgendwem nicht gedeckt, verlieren alle sofort. Überlebt ihr Zug 8, gewinnen alle; wer echt die meisten Status-Auszeichnungen hat, wird außerdem zum Oberhaupt gewählt. Mit 3-4 Spielern beginnt ihr in Zug 1, mit 5 in Zug 2, mit 6 in Zug 3 (bei sechs Spielern startet jeder mit einem Reservemarker jeder Art).
    Jeder Stapel hat 28 Karten: 3 Anführer, 5 Wald, je 5 von jedem Rohstoff plus den Schwerpunkt der Gemeinschaft (z. B. +4 Fisch, +1 Mais).

wolves-rules-page-2 =
    <em>Ein Zug</em>
    1. Verfügbarkeit (automatisch): Der Modifikator des Zuges deckt Verfügbarkeitskarten auf; jeder Stapel verliert diese Rohstoffe endgültig. In Zug 8 stattdessen: Jeder Stapel verliert einige seiner eigenen Karten, keine Anführer (5 sanft, 7 Standard).
    2. Sammeln (alle gleichzeitig): Zieh Karte für Karte (oder bis zum nächsten Anführer); Anführer kommen offen aus (Joker), andere Karten auf deine verdeckte Hand. Nach dem ersten Ziehen kannst du jederzeit aufhören. Ein dritter Anführer heißt <em>Übernommen</em>: Deine Anführer gehen unbenutzbar zurück, du bekommst in diesem Zug keinen Status für zurückgegebene Karten und setzt das nächste Sammeln aus. Im ersten Zug wird jetzt der Statusrang festgelegt: wenigste Anführer, dann meiste Handkarten.
    3. Schonungsbonus: +5 Status für jeden Anführer unter zwei.
    4. Bedarf (nach Rang): Zahle je 3 aus Handkarten, Reservemarkern und Anführern (Joker). Fehlbeträge sind öffentlich.

wolves-rules-page-3 =
    5. Schenken (nach Rang): Biete jedem anderen Spieler höchstens ein Geschenk aus Rohstoffkarten, Anführern und Reservemarkern an (nie Wald). Ein Geschenk von einem höher Platzierten darf man teilweise annehmen oder ablehnen; von einem niedriger Platzierten muss man es ganz nehmen. Angenommenes wird zu Markern des Empfängers: zuerst für ungedeckten Bedarf, dann in die Reserve, dann je 1 Status. Ein Anführer wird zu einem Marker nach Wahl des Empfängers. Der Schenkende bekommt 2 Status pro angenommenem Gegenstand.
    6. Abrechnung (nach Rang): Jeder ungedeckte Bedarf verliert die Partie. Dann gib deine Karten zurück: beliebig viele Rohstoffkarten und Anführer für je 1 Status (nicht, wenn übernommen), den Rest für nichts; eine Karte für einen Reservemarker ihrer Art (ein Anführer: jede Art); zwei Anführer für eine Wissenskarte, die du noch nicht hast; Reservemarker für je 1 Status. Reserve: höchstens 9 Marker, 4 pro Art.
    Neuer Rang nach Status; Auszeichnungen 3/2/1 (2/1 zu dritt); Status zurück auf null.

wolves-rules-page-4 =
    <em>Statusleiste</em>: Marker teilen sich nie ein Feld (außer null); ein Marker, der auf einem anderen landen würde, rückt zurück.
    <em>Wissen</em> (zwei Anführer, je 3 Exemplare): Ortskenntnis (sieh dir deine obersten 3 an und ordne sie neu, einmal pro Sammeln), Keine Verschwendung (eine Reserve-Art mit 2+ Markern bekommt bei der Abrechnung einen dazu), Angeben (Schonungsbonus 6), Entschlossenheit (über deinen 2. Anführer hinaus ziehen, ohne dich zu übernehmen: ein freier Marker; Reserve voll: ein Tausch), Konservierung (Reservelimit 12), Je mehr du teilst (ein Geschenk aus 6+ Gegenständen, ganz angenommen: 2 freie Marker).
    <em>Auf dem Abrechnungsbildschirm</em>: <em>Abgeben</em> gibt eine Karte, einen Anführer oder einen Reservemarker für 1 Status ab; <em>Kaufen</em> gibt zwei Anführer für eine Wissenskarte aus.
    <em>Optionen</em>: Verfügbarkeit sanft oder Standard (Standard entfernt mehr Karten: viel schwerer); Gemeinschaften gemischt oder verteilt; Schritt-Timer, Sekunden für das Sammeln (0 = keiner).

wolves-rules-page-5 =
    <em>Regelklärungen</em> (wo das Regelheft schweigt, Teil 1)
    - Stapel: je 5 von jedem Rohstoff plus Schwerpunkt, 5 Wald, 3 Anführer. Der Verfügbarkeitsstapel (je 3) wird jeden Zug neu gemischt; die Modifikatoren pro Zug sind die Option Verfügbarkeit (Zug 8 entfernt deine eigenen Karten, keine Anführer).
    - Rang im ersten Zug: bei Gleichstand nach Handgröße zufällig (der „ältere Spieler“ ist unbekannt).
    - Schonung: Die drei Anführer eines übernommenen Spielers zählen als offen (kein Bonus); wer das Sammeln aussetzt, hat keine offen (voller Bonus).
    - Bedarf: Du zahlst so viel, wie du kannst.
    - Ortskenntnis: Sieh dir deine obersten 3 an und lege sie in beliebiger Reihenfolge zurück (es wird nichts gezogen).
    - Entschlossenheit: verdient, wenn du mit zwei offenen Anführern mindestens eine Karte ziehst und aufhörst, ohne dich zu übernehmen. Mit voller Reserve darfst du einen Marker gegen den freien einer anderen Art tauschen oder deine Reserve behalten; passt kein Tausch, erfährst du, dass der Marker verfällt.
    - Schritt-Timer: Wer noch zieht, hört auf (nach einer Karte, falls noch keine gezogen wurde); ein ausstehender freier Marker geht an deine schwächste Art, eine volle Reserve bleibt, wie sie ist.

wolves-rules-page-6 =
    <em>Regelklärungen</em> (Teil 2)
    - Schenken: ein Geschenk pro anderem Spieler und Zug, ob abgelehnt oder nicht. Jeder Schenkende, der fertig ist, bekommt dieselbe Zeile „X ist mit dem Schenken fertig“; eine Hand nur aus Wald wird wie jede andere gefragt (nur wer keine Karten, Anführer oder Marker hat, wird sofort übersprungen).
    - Geschenke, die über Bedarf und Reserve hinausgehen, werden für den Empfänger zu je 1 Status.
    - Keine Verschwendung: Jede Art mit zwei oder mehr Markern und Platz bekommt einen dazu. Je mehr du teilst: 6+ Gegenstände, ganz angenommen; die Marker müssen in deine Reserve passen.
    - Abrechnung: Du wählst, wie viele Karten und Anführer Status bringen; der Rest geht für nichts zurück, ohne Ansage (wie Wald). Wie beim Schenken wird eine Hand nur aus Wald wie jede andere gefragt; nur wer keine Karten oder Anführer und keinen Marker hat, der Status bringen könnte, wird sofort übersprungen.
    - Statusmarker teilen sich nur die Null. Gleichstand bei null: mehr Reservemarker, dann der frühere Rang. Das Oberhaupt braucht echt die meisten Auszeichnungen.
