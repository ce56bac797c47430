# Arctic Wolf Project Planning. Konventionen (docs/design.md, "Text is data"):
# ein Spieler-Argument ist `you` für den Leser, also wird darauf selektiert;
# <em>…</em> ist Betonung. Eine Spielerliste ({ $players }) kann "du" enthalten,
# darum steht sie nie am Satzanfang und möglichst nach einem Doppelpunkt.

pp-title = Arctic Wolf Project Planning
pp-none = keine
pp-tokens = { $count ->
    [one] 1 Marker
   *[other] { $count } Marker
}
pp-clockwise = im Uhrzeigersinn
pp-counterclockwise = gegen den Uhrzeigersinn
# Mehrere Sätze eines Ereignisses, einer nach dem anderen.
# Zwei Sätze eines Ereignisses, einer nach dem anderen.
pp-sentences = { $first } { $second }
pp-clauses = { $first }; { $second }
pp-then = { $first }, dann { $second }

## Karten von Pack W, nach Wert (jeder Wert ist eine Kartenart).
pp-card-name = { $value ->
    [8] VP F&E
    [7] CFO
    [6] Chefarchitekt
    [5] Produktmanager
    [4] CSE
    [3] F&E-Teamleiter
    [2] IT-Analyst
    [1] Entwickler
   *[0] Superhirn
}
# So nennt jedes Panel und Ereignis eine Karte: "Entwickler (1)".
pp-card-label = { $name } ({ $value })
# Die Pack-Übersicht unter dem Spielbrett: "8 VP F&E ×1 · 7 CFO ×1 · …".
pp-reference = { $entries }
pp-reference-entry = { $value } { $name } ×{ $count }
pp-card-text = { $value ->
    [8] Nenne einen Wert: Alle in der Runde, die ihn haben, sind raus, du auch.
    [7] Ist deine Ablagesumme (mit dieser Karte) echt die höchste, bekommst du einen Projektmarker.
    [6] Tausche die Hand mit einem anderen Spieler.
    [5] Kehre die Spielrichtung um.
    [4] Sag gerade oder ungerade an und vergleiche die Hand mit einem anderen Spieler: richtig, dann ist er raus; falsch, dann bist du raus.
    [3] Die Handkarte eines anderen Spielers wird ausgeführt, als hättest du sie gespielt; er wirft sie ab und zieht nach.
    [2] Sieh dir die obersten zwei Karten des Stapels an und lege sie in beliebiger Reihenfolge zurück.
    [1] Wähle einen anderen Spieler und nenne einen Wert außer 1: Hat er ihn, ist er raus.
   *[0] Keine Wirkung beim Ausspielen. Auf deiner Hand: Ein Entwickler gegen dich wirft seinen Spieler raus; dann wirf das Superhirn ab und zieh nach.
}
# Die Karte eines anderen, die ausgeführt wird: "CSE (4) von Fenris".
pp-lent-card = { $card } von { $lender ->
    [you] dir
   *[other] { $lender }
}

## Das Spielbrett.
pp-heading = { $label } · Runde { $round }
pp-seat-heading = { $heading } · { $player ->
    [you] Du
   *[other] { $player }
}
pp-status = Runde { $round } · Ziel: { $goal } Marker · Stapel { $deck } (+{ $face-down } verdeckt) · { $direction } · { $turn }
pp-turn-over = vorbei
pp-turn-between-rounds = zwischen den Runden
pp-turn-to-play = { $player ->
    [you] du bist am Zug
   *[other] { $player } ist am Zug
}
pp-turn-arranging = { $player ->
    [you] du legst
   *[other] { $player } legt
} die obersten zwei Karten zurück (IT-Analyst)
pp-turn-resolving-lent = { $player ->
    [you] du führst
   *[other] { $player } führt
} { $card } von { $lender ->
    [you] dir
   *[other] { $lender }
} aus
pp-board-won = 🏆 Gewonnen: <em>{ $players }</em>
pp-board-sudden-death = <em>Stechen</em>: Nur noch im Spiel: { $players }; der erste Projektmarker gewinnt.
pp-board-face-up = Offen beiseitegelegt: { $cards }
pp-player-heading = { $player ->
    [you] Du
   *[other] { $player }
} · { $tokens }
pp-state-to-play = ▶ am Zug
pp-state-in = in der Runde
pp-state-out = aus der Runde
pp-state-sitting-out = setzt aus (Stechen)
pp-player-state = { $state } · Ablage (Summe { $total }): { $discards }
pp-recent = Zuletzt
pp-footer = Pack W{ $copies ->
    [one] {""}
   *[other] {" "}×{ $copies }
}: { $reference }
pp-your-hand = Deine Hand
pp-hand-match-over = Die Partie ist vorbei.
pp-hand-sitting-out = Du setzt diese Runde aus (Stechen).
pp-hand-out = Du bist aus dieser Runde raus.
pp-hand-waiting-to-draw = Keine Karte: Du ziehst, sobald die geliehene Karte ausgeführt ist.
pp-what-you-know = Was du weißt
pp-know-holds = { $player ->
    [you] Du hast
   *[other] { $player } hat
} { $cards }
pp-know-top = Oben auf dem Stapel: { $cards }

## Die Geschichte am Ende.
pp-story = Die Geschichte
pp-history-round = Runde { $round }: { $text }
pp-story-tokens = Marker: { $table }
pp-story-tokens-entry = { $player ->
    [you] Du
   *[other] { $player }
} { $tokens }{ $won ->
    [1] {" "}🏆
   *[0] {""}
}

## Aufforderungen und Optionen.
pp-prompt-in-match = { $label } · { $prompt }
pp-prompt-choose-card = Runde { $round }, du bist am Zug: Spiel eine deiner zwei Karten.
pp-prompt-choose-target = { $play }: Wähle einen anderen Spieler.
pp-prompt-guess-value = { $play } auf { $target ->
    [you] dich
   *[other] { $target }
}: Nenne einen Wert außer 1.
pp-prompt-knock-out-value = { $play }: Nenne einen Wert. Alle in der Runde, die ihn haben, sind raus, du auch.
pp-prompt-call-parity = { $play } auf { $target ->
    [you] dich
   *[other] { $target }
}: Gerade oder ungerade?
pp-prompt-arrange = IT-Analyst (2): Oben liegt { $top }, darunter { $next }. In welcher Reihenfolge legst du sie zurück?
pp-choice-play = Spielen: { $card }
pp-choice-back = Zurück
pp-choice-odd = Ungerade
pp-choice-even = Gerade
pp-choice-keep = Lassen: { $card } oben
pp-choice-swap = Tauschen: { $card } oben
pp-hint-no-target = Niemand kann gewählt werden: Das hätte keine Wirkung.
pp-hint-known = Bekannt: hat { $card } auf der Hand
pp-hint-you-hold-it = Du hast selbst eine: Du wärst auch raus
pp-hint-odd = 7, 5, 3, 1
pp-hint-even = 8, 6, 4, 2, 0

## Was passiert.
pp-round-begins = Runde { $round } beginnt: { $player ->
    [you] Du fängst an
   *[other] { $player } fängt an
} ({ $why }).
pp-round-face-up = Offen beiseitegelegt: { $cards }.
pp-first-at-random = zufällig gewählt
pp-first-won-last-round = hat die letzte Runde gewonnen
pp-first-at-random-among-winners = zufällig unter den Gewinnern gewählt
pp-you-are-dealt = Runde { $round }: Du bekommst { $card }.
pp-your-turn-draw = Du bist am Zug: Du ziehst { $card } (außerdem hast du { $other }).
pp-you-draw = Du ziehst { $card }.
pp-draws = { $player ->
    [you] Du ziehst
   *[other] { $player } zieht
} eine neue Karte.
pp-you-take-face-down = Du nimmst die verdeckte Karte: { $card }.
pp-takes-face-down = Der Stapel ist leer: { $player ->
    [you] Du nimmst
   *[other] { $player } nimmt
} die verdeckte Karte.
pp-nothing-to-draw = Es gibt nichts mehr zu ziehen: { $player ->
    [you] Du bist
   *[other] { $player } ist
} aus der Runde raus.
pp-out = { $player ->
    [you] du bist raus
   *[other] { $player } ist raus
}
pp-out-discarding = { $player ->
    [you] du bist raus (du wirfst
   *[other] { $player } ist raus (wirft
} { $cards } ab)
pp-plays = { $player ->
    [you] Du spielst
   *[other] { $player } spielt
} { $card }
pp-resolves = { $player ->
    [you] Du führst
   *[other] { $player } führt
} { $card } von { $lender ->
    [you] dir
   *[other] { $lender }
} aus
pp-play-on = { $play } auf { $target ->
    [you] dich
   *[other] { $target }
}
pp-effect-no-target = { $play }: Niemand kann gewählt werden, also keine Wirkung.
pp-effect-knock-out-none = { $play }, genannt: { $value }. Niemand hat diese Karte.
pp-effect-knock-out = { $play }, genannt: { $value }. Ergebnis: { $gone }.
pp-effect-funded = { $play }: Ablagesumme { $total } ist die höchste, also { $player ->
    [you] bekommst du
   *[other] bekommt { $player }
} einen Projektmarker ({ $tokens }/{ $goal }).
pp-effect-not-funded = { $play }: Ablagesumme { $total } liegt nicht über { $best }, also kein Marker.
pp-effect-trade = { $play }: Die Hände werden getauscht.
pp-you-trade = Du gibst { $player ->
    [you] dir
   *[other] { $player }
} { $gave } und bekommst { $got }.
pp-traded-with-you = { $player ->
    [you] Du tauschst: Du gibst { $gave } und bekommst { $took }.
   *[other] { $player } nimmt dir { $took } ab und gibt dir { $gave }.
}
pp-effect-reverse = { $play }: Es geht jetzt { $direction } weiter.
pp-compare = CSE-Vergleich: { $player ->
    [you] Du hast
   *[other] { $player } hat
} { $card }, { $target ->
    [you] du hast
   *[other] { $target } hat
} { $target-card }.
pp-effect-compare = { $play }: { $gone }.
pp-effect-lead = { $play }: { $target ->
    [you] Du deckst
   *[other] { $target } deckt
} { $card } auf; { $player ->
    [you] du führst
   *[other] { $player } führt
} sie aus wie eine eigene Karte.
pp-effect-look-empty = { $play }: Der Stapel ist leer, also keine Wirkung.
pp-you-see-last = Die letzte Karte des Stapels ist { $card }.
pp-effect-look-last = { $play }: { $player ->
    [you] Du siehst dir
   *[other] { $player } sieht sich
} die letzte Karte des Stapels an.
pp-you-see-top-two = Oben liegt { $top }, darunter { $next }.
pp-effect-look-top-two = { $play }: { $player ->
    [you] Du siehst dir
   *[other] { $player } sieht sich
} die obersten zwei Karten an.
pp-effect-guess-reflected = { $play }, genannt: { $value }. { $target ->
    [you] Du hast
   *[other] { $target } hat
} { $card }, also stattdessen: { $gone }. { $target ->
    [you] Du wirfst
   *[other] { $target } wirft
} { $card } ab und { $target ->
    [you] ziehst
   *[other] zieht
} eine neue Karte.
pp-effect-guess-right = { $play }, genannt: { $value }. Ergebnis: { $gone }.
pp-effect-guess-wrong = { $play }, genannt: { $value }. { $target ->
    [you] Du hast
   *[other] { $target } hat
} diese Karte nicht.
pp-effect-brain = { $play }: Die Karte hat beim Ausspielen keine Wirkung.
pp-time-up = Die Zeit ist um für { $player ->
    [you] dich
   *[other] { $player }
}: Der Bot spielt { $player ->
    [you] deinen
   *[other] den
} Zug.

## Das Ende einer Runde und der Partie.
pp-showdown = Der Stapel ist leer, es wird aufgedeckt: { $hands }.
pp-showdown-holds = { $player ->
    [you] du hast
   *[other] { $player } hat
} { $card }
pp-showdown-tie-broken = Gleichstand bei { $value }: { $players }; { $player ->
    [you] du hast
   *[other] { $player } hat
} die höchste Ablagesumme ({ $total }).
pp-showdown-tie = Gleichstand bei { $value } und bei der Ablagesumme ({ $total }): { $players }.
pp-round-no-one-left = Niemand ist mehr in der Runde.
pp-round-last-player = { $player ->
    [you] Du bist
   *[other] { $player } ist
} als Letzte(r) in der Runde.
pp-round-no-winner = Niemand gewinnt die Runde.
pp-round-winner = { $player ->
    [you] Du gewinnst
   *[other] { $player } gewinnt
} Runde { $round } und { $player ->
    [you] bekommst
   *[other] bekommt
} einen Projektmarker ({ $tokens }/{ $goal }).
pp-round-winners = Runde { $round } gewonnen, je ein Projektmarker für: { $players }.
pp-round-face-down = Die verdeckte Karte war { $card }.
pp-sudden-death = Gleichstand mit { $tokens } Projektmarkern: { $players }. Stechen! Nur sie spielen weiter; wer zuerst einen Projektmarker bekommt, gewinnt.
pp-sudden-death-continues = Das Stechen geht weiter zwischen: { $players }.
pp-match-won-one = { $player ->
    [you] Du gewinnst
   *[other] { $player } gewinnt
} mit { $tokens } { $tokens ->
    [one] Projektmarker
   *[other] Projektmarkern
}!
pp-match-won-shared = Den Sieg teilen sich mit je { $tokens } { $tokens ->
    [one] Projektmarker
   *[other] Projektmarkern
}: { $players }!
## Turnier.
pp-tournament-title = { $title } · Turnier
pp-tournament-intro = { $players } Spieler in { $groups } Gruppen, die gleichzeitig spielen; die Gruppensieger treffen sich im Finale.
pp-group-heading = { $label } · Ziel: { $goal }{ $finished ->
    [1] {" "}· beendet
   *[0] {""}
}
pp-group-line = { $player ->
    [you] Du
   *[other] { $player }
} · { $tokens } · { $state }
pp-group-winner = 🏆 Sieg
pp-group-in = dabei
pp-group-out = raus
pp-group-sitting-out = setzt aus
pp-group-progress = Runde { $round }, Stapel { $deck }
pp-group-stage = Gruppenphase: { $done } von { $groups } Gruppen fertig.
pp-final-status = <em>Finale</em> · { $status }
pp-final-player = Finale · { $player ->
    [you] du
   *[other] { $player }
}
pp-recent-final = Zuletzt (Finale)
pp-you-won-group-waiting = Du hast deine Gruppe gewonnen; das Finale beginnt, wenn alle Gruppen fertig sind.
pp-you-won-group = Du hast deine Gruppe gewonnen und spielst im Finale.
pp-you-are-out-of-tournament = Du bist aus dem Turnier ausgeschieden; die anderen spielen weiter.
pp-tournament = Turnier
pp-tournament-won-by = { $label }: gewonnen von { $player ->
    [you] dir
   *[other] { $player }
}
pp-tournament-round = { $label }: Runde { $round }
pp-tournament-won-one = 🏆 { $player ->
    [you] Du gewinnst
   *[other] { $player } gewinnt
} das Turnier!
pp-tournament-won-shared = 🏆 Den Turniersieg teilen sich: { $players }!
## Ablehnungen (der Grund nach "Das geht gerade nicht:").
pp-refuse-turn-of = { $player ->
    [you] du bist
   *[other] { $player } ist
} am Zug
pp-refuse-not-held = du hast { $card } nicht; du hast { $held }
pp-refuse-value = { $value } kann hier nicht genannt werden; nenne eins von: { $allowed }
pp-refuse-not-now = { $prompt } Erlaubt: { $allowed }.
pp-refuse-no-such-seat = Platz { $seat } spielt an diesem Tisch nicht mit; wähle { $allowed }
pp-refuse-target = { $why }; wähle { $allowed }
pp-refuse-target-self = du musst einen anderen Spieler wählen
pp-refuse-target-out = { $player ->
    [you] du bist
   *[other] { $player } ist
} aus der Runde raus
pp-refuse-target-sitting-out = { $player ->
    [you] du spielst
   *[other] { $player } spielt
} diese Runde nicht mit
pp-refuse-target-no-card = { $player ->
    [you] du hast
   *[other] { $player } hat
} gerade keine Karte auf der Hand
pp-refuse-no-such-seat-here = Platz { $seat } ist nicht an diesem Tisch
pp-refuse-no-timer = in dieser Partie läuft kein Zug-Timer
pp-refuse-stale-timer = dieser Timer ist veraltet: Der Zug, für den er gestellt war, ist schon vorbei
pp-refuse-host = der Gastgeber hat in Project Planning keine Züge
pp-waiting-turn = { $player ->
    [you] du bist
   *[other] { $player } ist
} am Zug
pp-waiting-turn-in = { $player ->
    [you] du bist
   *[other] { $player } ist
} am Zug in { $label }
pp-waiting-final-over = das Finale ist vorbei
pp-waiting-group-won = deine Gruppe ist fertig; das Finale beginnt, wenn alle Gruppen fertig sind
pp-waiting-out-of-tournament = du bist aus dem Turnier ausgeschieden; die anderen spielen weiter

## Die zwei Karten des IT-Analysten gehen zurück; die Ansagen des Turniers und
## das Ergebnis (über jeden Spieler mit Namen: die Zusammenfassung der Partie).
pp-puts-back = { $player ->
    [you] Du legst
   *[other] { $player } legt
} die zwei Karten zurück auf den Stapel.
pp-event-in-match = { $label }: { $event }
pp-tournament-start = Turnier mit { $players } Spielern. { $groups }. Die Gruppensieger treffen sich im Finale.
pp-tournament-group = { $label }: { $players }
pp-final-start = Jede Gruppe hat einen Sieger. Das Finale: { $players }; wer zuerst { $goal } Projektmarker hat, gewinnt das Turnier.
pp-project-tokens = { $tokens ->
    [one] { $tokens } Projektmarker
   *[other] { $tokens } Projektmarker
}
pp-outcome-wins = { $player } gewinnt ({ $tokens }{ $sudden-death ->
    [1] , nach dem Stechen)
   *[0] )
}
pp-outcome-share = Geteilter Sieg (je { $tokens }): { $players }
pp-outcome-tournament-wins = { $player } gewinnt das Turnier (Finale: { $tokens })
pp-outcome-tournament-share = Geteilter Turniersieg (Finale: je { $tokens }): { $players }
pp-reveal-tokens = { $tokens }{ $winner ->
    [1] {" "}🏆 Sieg
   *[0] {""}
}
