# Wolfpack: die /regeln-Seiten, eine Nachricht pro Seite (<em>…</em> ist fett).
# docs/rules/wolfpack.md enthält jede Seite wörtlich (auf Englisch).

wolfpack-rules-page-1 =
    <em>Wolfpack</em>: Schnapp dir Schafe und feindliche Wölfe. Jeder Spieler hat eine Rudelfarbe (Grau, Weiß, Schwarz, Rot, Braun) mit 10 Wölfen. Die Wölfe im Spiel und 14/21/28 Schafe pro Spieler (Option length) werden gemischt und auf 6 verdeckte Stapel verteilt. Es gibt 56 Aktionskarten: je 14 Mal Schaf schnappen, Wolf schnappen, Karte stehlen und Karten tauschen.
    Eröffnung: Ein zufälliger Startspieler, dann nimmt reihum jeder 3 Spielkarten, eine nach der anderen, von Stapeln seiner Wahl. Deine Hand ist geheim; alle sehen, wie viele Karten du hast.

wolfpack-rules-page-2 =
    <em>Dein Zug</em>: Mach genau eines davon:
    1. Nimm eine Spielkarte von einem Stapel deiner Wahl;
    2. nimm eine Aktionskarte und behalte sie oder spiele sie sofort (hast du schon zwei, musst du sie spielen);
    3. spiele eine Aktionskarte von deiner Hand;
    4. wirf deine zwei Aktionskarten verdeckt (geheim) ab und nimm eine neue Karte, spielbar ab deinem nächsten Zug.
    Du darfst beliebig viele Spielkarten halten, aber höchstens 2 Aktionskarten. Ist der Aktionsstapel leer, wird die Ablage zu einem neuen Stapel gemischt.

wolfpack-rules-page-3 =
    <em>Aktionskarten</em>
    Schaf schnappen: Hast du mehr Wölfe deiner eigenen Farbe als feindliche Wölfe auf der Hand, kommen alle Schafe deiner Hand auf deinen Punktestapel (je 1 Punkt), und das Spielbrett nennt die Wolfzahlen, die das erlaubt haben (statt dass andere nachsehen wollen). Sonst verfällt die Karte wirkungslos, und das Spielbrett sagt nur, dass das Schnappen gescheitert ist.
    Wolf schnappen: Jeder feindliche Wolf auf deiner Hand kommt auf deinen Punktestapel (je 3 Punkte).
    Karte stehlen: Nimm jedem anderen Spieler, der noch im Spiel ist, eine zufällige Spielkarte oder eine zufällige Aktionskarte (du wählst die Art; nie über 2 Aktionskarten).
    Karten tauschen: Jede Hand im Spiel geht an den nächsten Platz, nach links oder rechts, wie du willst. Eine Hand mit mehr als 2 Aktionskarten wirft zufällig ab.

wolfpack-rules-page-4 =
    <em>Ende und Wertung</em>: Wessen 10 Wölfe alle geschnappt wurden, ist ausgeschieden (wird übersprungen und nicht ins Visier genommen), wird aber gewertet. Die Partie endet sofort, wenn jemand jeden gegnerischen Wolf geschnappt hat oder wenn die letzte Spielkarte von den Stapeln genommen wird; wer als Einzige(r) übrig bleibt, spielt weiter.
    Punktestapel: Schaf 1, feindlicher Wolf 3. Jede Hand am Ende: Ihre Schafe gehen an den Besitzer der Farbe mit den meisten Wölfen in dieser Hand (eigene Farbe mitgezählt); bei Gleichstand werden sie gleichmäßig unter den Gleichstehenden aufgeteilt, der Rest verfällt. Eine Hand ohne Wölfe bringt nichts; Wölfe und Aktionskarten auf der Hand bringen nichts. Die höchste Summe gewinnt; bei Gleichstand wird der Sieg geteilt.
