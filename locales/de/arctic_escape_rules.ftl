# Arctic Escape: die /regeln-Seiten, eine Nachricht pro Seite (<em>…</em> ist fett).
# docs/rules/arctic-escape.md enthält jede Seite wörtlich (auf Englisch).

arctic-rules-page-1 =
    <em>Arctic Escape</em> (kooperativ, 1-8 Spieler). Überquert gemeinsam eine schmelzende Eisscholle und geht an Bord des Schiffs, bevor sie zerbricht. Reihe 1 ist oben; das Schiff wartet unter der letzten Reihe. Alle beginnen in den obersten zwei Reihen mit einer zufälligen Fähigkeit und zufälliger Ausrüstung (Schlitten, Seil, Floß). Sechs Probenbündel liegen auf dem Spielplan: Wer ein Feld betritt, sammelt eines ein; eure Punktzahl sind die gesammelten Proben.

    <em>Ein Zug</em>: 1. Gruppieren: Spieler auf demselben Feld können Gruppen bilden, ändern oder auflösen (jeder darf die Knöpfe drücken). Eine Gruppe zieht und zahlt wie ein Spieler. 2. Bewegung in Sitzreihenfolge (eine Gruppe zieht, wenn ihr erstes Mitglied dran ist): erst wahlweise neu ausrüsten, dann ein Feld nach oben, unten, links oder rechts ziehen oder bleiben. 3. Schiff: Jeder darf das Schiff um eine Spalte verschieben (schmilzt ein Feld). 4. Schneestürme ziehen eine Reihe nach unten, manchmal seitwärts oder mit einer Drehung; einer verschwindet, wenn seine Mitte den Spielplan verlässt, oder nur selten von selbst (1 Zug von 150 mitten auf dem Spielplan); oben kann sich ein neuer bilden. 5. Schmelzen: Zufällige Felder werden zu Eisspalten.

    An einem Tisch mit Menschen und Bots entscheiden die Menschen über das Gruppieren, den Zug einer Gruppe und das Schiff: Die Bots warten und sagen auf deinem Panel, was sie wählen würden.

arctic-rules-page-2 =
    <em>Gelände</em>
    - Eis: frei.
    - Schnee / Berg / Wasser: Betreten kostet einen Schlitten / ein Seil / ein Floß von irgendwem in der Gruppe (du wählst, von wem). Mit einem Schlittenfahrer / Kletterer / Seefahrer in der Gruppe wird es nur in 1 von 3 Fällen verbraucht, aber das Teil muss trotzdem vorhanden sein.
    - Dünnes Eis: ein Spieler, für einen Zug: Verlass es in deinem nächsten Zug oder du brichst ein. Beim Verlassen bricht es zu einer Eisspalte (mit einem Schneeschuhläufer nur in 1 von 3 Fällen).
    - Brücke: immer nur ein Spieler; beim Verlassen stürzt sie in 1 von 3 Fällen ein (nie unter einem Ingenieur).
    - Eisspalte: unpassierbar, außer einmal pro Partie für einen Ingenieur allein mit Seil, der sie zu einer Brücke macht.
    - Schneesturm (3 Felder): Betreten schmilzt ein zufälliges Feld; beim Verlassen verliert jeder, der zieht, ein zufälliges Teil. Mit einem Entdecker in der Gruppe passiert beides nur in 1 von 3 Fällen.

arctic-rules-page-3 =
    <em>Neu ausrüsten</em>: Leg beliebige Teile ab, dann wird jedes Mitglied mit Teilen deiner Wahl bis zum Limit aufgefüllt. Das schmilzt ein zufälliges Feld pro Spieler oder Gruppe (nicht pro Teil).

    <em>Einsteigen</em>: Zieh vom Feld der letzten Reihe neben dem Schiff nach unten. Alle müssen im selben Zug einsteigen, daher geht das Einsteigen erst los, wenn alle noch an Land auf diesem Feld stehen und ihren Zug noch vor sich haben; sobald jemand einsteigt, steigen auch die anderen ein.

    <em>Ihr verliert</em>, wenn das Schmelzen das Maximum erreicht, wenn ein Spieler in eine Eisspalte stürzt oder wenn Eisspalten einen Spieler von der letzten Reihe abschneiden oder die Spieler so trennen, dass sie nie gemeinsam einsteigen können. Solange ein Ingenieur seine Brücke noch hat, ist ein Abschneiden nur eine Warnung.

arctic-rules-page-4 =
    <em>Einstellungen</em>: size (small 6x8, medium 8x10, large 10x12), Ausrüstung pro Spieler (1-3), difficulty (1-5: normales Eis 80 % bis hinunter zu 32 %), melt_per_turn (1-3), max_melts (5-40, automatisch ein Viertel der Felder), blizzards (0-3 gleichzeitig), melt_occupied (zufälliges Schmelzen darf besetzte Felder treffen; standardmäßig ja).

    <em>Karte</em>: "." Eis, "-" dünnes Eis, "*" Schnee, "^" Berg, "~" Wasser, "=" Brücke, "#" Eisspalte; nach dem Gelände eines Feldes kommen seine Markierungen: die Ziffern aller Spieler darauf, "s" eine Probe, "@" ein Schneesturm.

    <em>Kartenbild</em>: Spalten ab A oben entlang, Reihen ab 1 an der Seite hinunter: c5 ist Spalte C, Reihe 5. Scheiben: Spieler mit ihrer Nummer; ein farbiger Ring verbindet eine Gruppe; ein rotes X: eingebrochen. Oranger Rhombus: eine Probe. Grau mit weißen Streifen: ein Schneesturm. Blass: Eis · hellblau, rissig: dünnes Eis · weiß, gepunktet: Schnee · grauer Gipfel: Berg · blau, Wellen: Wasser · dunkel: Eisspalte · Planken: Brücke. Unter der Karte: das Schiff (wer an Bord ist, daneben); der goldene Pfeil markiert das Einstiegsfeld. Oben: bisher geschmolzen und genommene Proben.
