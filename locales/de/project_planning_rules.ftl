# Project Planning: die /regeln-Seiten, eine Nachricht pro Seite (<em>…</em> ist fett).
# docs/rules/project-planning.md enthält jede Seite wörtlich (auf Englisch).

pp-rules-page-1 =
    <em>Arctic Wolf Project Planning</em> (eine Hommage an Love Letter)
    Du hast eine Karte auf der Hand: die Person, die an deinem Projekt hängt. In deinem Zug ziehst du eine Karte, spielst dann eine deiner zwei Karten aus und führst sie aus; die andere bleibt auf deiner Hand. Gespielte Karten kommen offen auf deine Ablage, die alle sehen können.

    Wirf die anderen aus der Runde oder halte die höchste Karte, wenn der Stapel leer ist, um die Runde und einen <em>Projektmarker</em> zu gewinnen. Wer raus ist, legt seine Hand offen auf die Ablage, ohne sie auszuführen, kann nicht gewählt werden und setzt bis zur nächsten Runde aus.

    In jeder Runde wird eine Karte verdeckt beiseitegelegt; zu zweit kommen noch vier offen dazu. Bei 2-4 Spielern wird Pack W (16 Karten) benutzt, bei 5-8 Spielern zwei Exemplare (32).

pp-rules-page-2 =
    <em>Pack W</em>
    8 <em>VP F&E</em> ×1: Nenne einen Wert; alle in der Runde, die ihn haben, sind raus, du auch.
    7 <em>CFO</em> ×1: Ist deine Ablagesumme (mit dieser Karte) echt die höchste, bekommst du einen Projektmarker.
    6 <em>Chefarchitekt</em> ×1: Tausche die Hand mit einem anderen Spieler.
    5 <em>Produktmanager</em> ×2: Kehre die Spielrichtung um.
    4 <em>CSE</em> ×2: Sag gerade oder ungerade an und vergleiche heimlich die Hand mit einem anderen Spieler; hat seine Karte diese Parität, ist er raus, sonst du. Der Tisch erfährt nur, wer raus ist, nicht die Ansage.
    3 <em>F&E-Teamleiter</em> ×2: Die Handkarte eines anderen Spielers wird ausgeführt, als hättest du sie gespielt (du triffst ihre Entscheidungen); sie kommt auf seine Ablage, dann zieht er nach.
    2 <em>IT-Analyst</em> ×2: Sieh dir die obersten zwei Karten an und lege sie in einer Reihenfolge deiner Wahl zurück.
    1 <em>Entwickler</em> ×4: Wähle einen anderen Spieler und nenne einen Wert außer 1; hat er ihn, ist er raus.
    0 <em>Superhirn</em> ×1: Keine Wirkung beim Ausspielen. Solange du es hast, fliegt stattdessen raus, wer einen Entwickler auf dich spielt; dann wirfst du das Superhirn ab und ziehst nach.

pp-rules-page-3 =
    <em>Runden und Sieg</em>
    Eine Runde endet, wenn nur noch einer übrig ist (er gewinnt sie), wenn niemand übrig ist (niemand gewinnt sie) oder zu Beginn eines Zuges, wenn der Stapel leer ist: Die höchste Hand gewinnt, bei Gleichstand die höchste Ablagesumme, und wer dann noch gleichauf ist, bekommt jeweils einen Marker. Die Richtung wird jede Runde zurückgesetzt; der Sieger der letzten Runde fängt an (bei mehreren zufällig einer davon, zufällig, wenn niemand gewonnen hat).

    Die Partie endet am Ende einer Runde, in der jemand genug Marker hat (2 Spieler 6, 3 Spieler 5, 4-8 Spieler 4; Option tokens). Die meisten Marker gewinnen. Bei Gleichstand gibt es ein <em>Stechen</em>: Nur die Gleichstehenden bekommen Karten, mit den Packs einer Partie dieser Größe (zu zweit: ein Pack, vier Karten offen), und wer zuerst einen Marker bekommt, gewinnt (auch durch einen CFO); bekommen mehrere gleichzeitig einen, geht das Stechen zwischen ihnen weiter. Mit der Option shared_victory teilen sich die Gleichstehenden stattdessen den Sieg.

pp-rules-page-4 =
    <em>Regelklärungen und das Turnier</em>
    - „Wähle einen anderen Spieler“ überspringt alle, die raus sind; kann niemand gewählt werden, wird die Karte ohne Wirkung gespielt.
    - Musst du durch einen Effekt ziehen und der Stapel ist leer, nimmst du die verdeckte Karte; ist auch die weg, bist du aus der Runde raus.
    - Das Ziel eines F&E-Teamleiters hat keine Karte, während seine ausgeführt wird, und kann von ihr daher nicht gewählt werden; ein so ausgeführter CFO zählt in der Ablage seines Besitzers, und der Marker geht an den Ausführenden, wenn dessen eigene Ablage dann echt die höchste ist.

    <em>9-16 Spieler</em>: ein Turnier. Die Spieler werden zufällig in Gruppen zu 3-4 aufgeteilt, die gleichzeitig spielen, jede bis zu einem Sieger (immer mit Stechen), dann spielen die Gruppensieger das Finale. Wer das Finale gewinnt, gewinnt.

    Option turn_timer (Sekunden, 0 = aus): Läuft er ab, spielt der Bot den Zug des abwesenden Spielers.
