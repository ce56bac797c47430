# Wolfpack. Konventionen (docs/design.md, "Text is data"): ein Spieler-Argument
# ist `you` für den Leser, also wird darauf selektiert; <em>…</em> ist Betonung.

wolfpack-title = Wolfpack
# Rudelfarben nach Platz.
wolfpack-colour = { $colour ->
    [0] Grau
    [1] Weiß
    [2] Schwarz
    [3] Rot
   *[4] Braun
}
wolfpack-none = keine
wolfpack-no-wolves = keine

## Karten.
# Als Objekt im Satz (Akkusativ): "Du hast einen Wolf (Grau) genommen".
wolfpack-card-sheep = ein Schaf
wolfpack-card-wolf = einen Wolf ({ $colour })
wolfpack-snatch-sheep = Schaf schnappen
wolfpack-snatch-wolf = Wolf schnappen
wolfpack-steal = Karte stehlen
wolfpack-swap = Karten tauschen
# Die Karte im Satz, damit kein Name doppelt steht.
wolfpack-action-card = eine Aktionskarte ({ $card })
# Ein Eintrag einer Zählung pro Farbe: "2 Weiß".
wolfpack-colour-count = { $count } { $colour }

## Das Spielbrett.
wolfpack-status-opening = <em>Eröffnung</em>: { $player ->
    [you] Du bist dran, Eröffnungskarte { $pick } von 3.
   *[other] { $player } nimmt Eröffnungskarte { $pick } von 3.
}
wolfpack-status-to-move = { $player ->
    [you] <em>Du bist am Zug</em> (Rudel { $colour }).
   *[other] <em>{ $player }</em> (Rudel { $colour }) ist am Zug.
}
wolfpack-status-over = <em>{ $end }</em>
wolfpack-piles = Stapel: { $sizes } (noch { $left } Spielkarten) · Aktionsstapel: { $deck } · Ablage: { $discard }
wolfpack-last-move = Letzter Zug
wolfpack-seat = { $player ->
    [you] Du
   *[other] { $player }
} · { $colour }
wolfpack-seat-moving = { $player ->
    [you] Du
   *[other] { $player }
} · { $colour } ◀
wolfpack-seat-out = { $player ->
    [you] Du
   *[other] { $player }
} · { $colour } (ausgeschieden)
# Eine Zeile pro Platz, damit das Brett bei fünf Plätzen kompakt bleibt.
wolfpack-seat-summary = Hand: Spielkarten { $playing } · Aktionskarten { $actions } · Punktestapel: Schafe { $sheep } · Wölfe: { $wolves } · Stapelpunkte: { $points }
wolfpack-earlier-moves = Frühere Züge
wolfpack-final-scores = Endstand
wolfpack-hands-at-end = Hände am Ende
wolfpack-score-line = { $player ->
    [you] Du
   *[other] { $player }
}: Schafe { $sheep } + Wölfe { $wolves } + aus Händen { $hands } = <em>{ $total }</em>{ $won ->
    [1] {" "}🏆
   *[0] {""}
}
wolfpack-hand-award = { $player ->
    [you] Deine Hand
   *[other] { $player }
}: Schafe { $sheep }, Wölfe: { $wolves } → { $result }
wolfpack-award-no-sheep = keine Schafe zu verteilen
wolfpack-award-no-wolves = keine Wölfe, also zählen die Schafe nicht
wolfpack-award-one = { $each } { $each ->
    [one] Schaf
   *[other] Schafe
} an { $player ->
    [you] dich
   *[other] { $player }
}
wolfpack-award-tie = Gleichstand, je { $each } für: { $players }; { $lost } { $lost ->
    [one] zählt
   *[other] zählen
} nicht
wolfpack-own-hand = { $player ->
    [you] Deine Hand
   *[other] Hand von { $player }
} (Rudel { $colour })
wolfpack-hand-herd = Schafe: { $sheep } · Wölfe: { $wolves } (eigene { $own } · feindliche { $hostile })
wolfpack-hand-actions = Aktionskarten ({ $held }/{ $limit }): { $cards }
wolfpack-hand-fresh = { $card } (ab dem nächsten Zug spielbar)
wolfpack-hand-just-drawn = Gerade gezogen: { $card }
wolfpack-hand-out = Du bist ausgeschieden; deine Hand wird am Ende trotzdem gewertet.
wolfpack-hand-snatch-works = „Schaf schnappen“ würde dir jetzt { $sheep ->
    [0] nichts bringen: Du hast keine Schafe
    [one] { $sheep } Schaf bringen
   *[other] { $sheep } Schafe bringen
}.
wolfpack-hand-snatch-fails = „Schaf schnappen“ würde jetzt scheitern: Du brauchst mehr eigene als feindliche Wölfe.
wolfpack-footer = Punktestapel: Schaf 1 Punkt, feindlicher Wolf 3. Am Ende gehen die Schafe jeder Hand an die Farbe mit den meisten Wölfen darin.

## Was der Spieler am Zug gefragt wird, und die Optionen.
wolfpack-ask-opening = Eröffnung: Nimm Spielkarte { $pick } von { $of } von einem Stapel deiner Wahl
wolfpack-ask-turn = Du bist am Zug: Nimm eine Spielkarte, nimm eine Aktionskarte, spiele eine Aktionskarte oder wirf zwei ab
wolfpack-ask-drawn-must-play = Du hast „{ $card }“ gezogen. Du hast schon zwei Aktionskarten, also musst du sie jetzt spielen
wolfpack-ask-drawn = Du hast „{ $card }“ gezogen: behalten oder sofort spielen
wolfpack-ask-steal-from = Karte stehlen: Was nimmst du { $player ->
    [you] dir
   *[other] { $player }
} weg?
wolfpack-ask-steal = Karte stehlen
wolfpack-ask-swap = Karten tauschen: In welche Richtung gehen die Hände weiter?
wolfpack-choice-pile = Stapel { $pile }
wolfpack-choice-pile-hint = noch { $left } { $left ->
    [one] Karte
   *[other] Karten
}
wolfpack-choice-draw = Aktionskarte nehmen
wolfpack-choice-draw-hint = behalten oder sofort spielen
wolfpack-choice-draw-hint-full = du hast schon zwei: Du musst sie sofort spielen
wolfpack-choice-play = Spielen: { $card }
wolfpack-choice-play-now = Sofort spielen: { $card }
wolfpack-choice-keep = Behalten: { $card }
wolfpack-choice-discard2 = Beide Aktionskarten abwerfen, eine nehmen
wolfpack-choice-discard2-hint = die neue Karte ist ab deinem nächsten Zug spielbar
wolfpack-choice-steal-playing = Eine Spielkarte von { $player ->
    [you] dir
   *[other] { $player }
}
wolfpack-choice-steal-action = Eine Aktionskarte von { $player ->
    [you] dir
   *[other] { $player }
}
wolfpack-choice-steal-playing-hint = zufällig aus { $held } { $held ->
    [one] Spielkarte
   *[other] Spielkarten
} gezogen
wolfpack-choice-steal-action-hint = zufällig aus { $held } { $held ->
    [one] Aktionskarte
   *[other] Aktionskarten
} gezogen
wolfpack-choice-back = Zurück
wolfpack-choice-left = Nach links
wolfpack-choice-right = Nach rechts
wolfpack-choice-pass-hint = deine Hand geht an { $to ->
    [you] dich
   *[other] { $to }
}, du bekommst { $from ->
    [you] deine eigene
   *[other] die von { $from }
}
wolfpack-hint-snatch-sheep = schnappt { $sheep ->
    [0] keine Schafe (du hast keine)
    [one] dein Schaf
   *[other] deine { $sheep } Schafe
}: eigene Wölfe { $own } gegen feindliche { $hostile }
wolfpack-hint-snatch-sheep-fails = würde scheitern: eigene Wölfe { $own } gegen feindliche { $hostile }
wolfpack-hint-snatch-wolf = { $hostile ->
    [0] schnappt nichts: du hast keinen feindlichen Wolf
    [one] schnappt deinen { $hostile } feindlichen Wolf (3 Punkte)
   *[other] schnappt deine { $hostile } feindlichen Wölfe (je 3 Punkte)
}
wolfpack-hint-steal = von allen anderen je eine zufällige Karte nehmen
wolfpack-hint-swap = jede Hand geht an den nächsten Platz weiter

## Was passiert.
wolfpack-first-player = { $player ->
    [you] Du wurdest
   *[other] { $player } wurde
} als Startspieler ausgelost. Eröffnung: Alle nehmen { $cards } Spielkarten.
wolfpack-takes-opening-card = { $player ->
    [you] Du nimmst
   *[other] { $player } nimmt
} eine Eröffnungskarte von Stapel { $pile }.
wolfpack-takes-playing-card = { $player ->
    [you] Du nimmst
   *[other] { $player } nimmt
} eine Spielkarte von Stapel { $pile }.
wolfpack-took-card = { $player ->
    [you] Du hast
   *[other] { $player } hat
} { $card } von Stapel { $pile } genommen.
wolfpack-opening-done = Die Eröffnung ist vorbei: { $player ->
    [you] Du beginnst.
   *[other] { $player } beginnt.
}
wolfpack-takes-action-card = { $player ->
    [you] Du nimmst
   *[other] { $player } nimmt
} eine Aktionskarte.
wolfpack-drew = { $player ->
    [you] Du hast
   *[other] { $player } hat
} „{ $card }“ gezogen.
wolfpack-discards-two = { $player ->
    [you] Du wirfst zwei Aktionskarten verdeckt ab und nimmst
   *[other] { $player } wirft zwei Aktionskarten verdeckt ab und nimmt
} eine neue (ab dem nächsten Zug spielbar).
wolfpack-took-fresh = { $player ->
    [you] Du hast
   *[other] { $player } hat
} „{ $card }“ genommen, spielbar ab dem nächsten Zug.
wolfpack-keeps = { $player ->
    [you] Du behältst
   *[other] { $player } behält
} die Aktionskarte.
wolfpack-reshuffle = Der Aktionsstapel ist leer: Die { $cards } abgeworfenen Karten werden zu einem neuen Stapel gemischt.
wolfpack-begin-steal = Karte stehlen: Wähle, was du von jedem Spieler nimmst.
wolfpack-begin-swap = Karten tauschen: Wähle die Richtung.
wolfpack-back = Zurück: Wähle neu.
wolfpack-snatch-sheep-works = { $player ->
    [you] Du spielst
   *[other] { $player } spielt
} „Schaf schnappen“ mit { $own } { $own ->
    [one] Wolf
   *[other] Wölfen
} ({ $colour }) gegen { $hostile } { $hostile ->
    [one] feindlichen
   *[other] feindliche
} und { $player ->
    [you] schnappst
   *[other] schnappt
} { $sheep } { $sheep ->
    [one] Schaf
   *[other] Schafe
} (+{ $sheep }).
wolfpack-snatch-sheep-fails = { $player ->
    [you] Du spielst
   *[other] { $player } spielt
} „Schaf schnappen“, aber es scheitert: Die Karte verfällt ohne Wirkung.
wolfpack-snatch-wolf-plays = { $player ->
    [you] Du spielst
   *[other] { $player } spielt
} „Wolf schnappen“ und { $player ->
    [you] schnappst
   *[other] schnappt
} { $count } { $count ->
    [one] Wolf
   *[other] Wölfe
} ({ $colours }, +{ $points }).
wolfpack-pack-wiped-out = Alle zehn Wölfe des Rudels { $colour } wurden geschnappt: { $player ->
    [you] Du bist ausgeschieden, aber deine Hand wird am Ende trotzdem gewertet.
   *[other] { $player } ist ausgeschieden, aber die Hand wird am Ende trotzdem gewertet.
}
wolfpack-stole = { $thief ->
    [you] Du hast
   *[other] { $thief } hat
} { $victim ->
    [you] dir
   *[other] { $victim }
} { $card } gestohlen.
wolfpack-steal-nothing = { $player ->
    [you] Du spielst
   *[other] { $player } spielt
} „Karte stehlen“, aber niemand hat eine Karte zum Nehmen.
wolfpack-steal-takes = { $player ->
    [you] Du spielst
   *[other] { $player } spielt
} „Karte stehlen“ und { $player ->
    [you] nimmst
   *[other] nimmt
} { $taken }.
wolfpack-taken-playing = eine Spielkarte von { $player ->
    [you] dir
   *[other] { $player }
}
wolfpack-taken-action = eine Aktionskarte von { $player ->
    [you] dir
   *[other] { $player }
}
wolfpack-swap-left = { $player ->
    [you] Du spielst
   *[other] { $player } spielt
} „Karten tauschen“: Jede Hand im Spiel geht nach links (an den nächsten Platz).
wolfpack-swap-right = { $player ->
    [you] Du spielst
   *[other] { $player } spielt
} „Karten tauschen“: Jede Hand im Spiel geht nach rechts (an den vorigen Platz).
wolfpack-received-hand = { $player ->
    [you] Du hast
   *[other] { $player } hat
} { $giver ->
    [you] deine Hand
   *[other] die Hand von { $giver }
} bekommen: Schafe { $sheep }, Wölfe { $wolves }, Aktionskarten { $actions }.
wolfpack-discards-over-limit = { $player ->
    [you] Du hast mehr als zwei Aktionskarten und wirfst
   *[other] { $player } hat mehr als zwei Aktionskarten und wirft
} { $count } zufällig ab.
wolfpack-discarded-cards = { $player ->
    [you] Du hattest mehr als zwei Aktionskarten und hast
   *[other] { $player } hatte mehr als zwei Aktionskarten und hat
} zufällig abgeworfen: { $cards }.

## Das Ende.
wolfpack-game-over = { $end } { $winners }
wolfpack-end-piles-empty = Spielende: Die letzte Spielkarte wurde genommen.
wolfpack-end-all-wolves = Spielende: { $player ->
    [you] Du hast
   *[other] { $player } hat
} jeden gegnerischen Wolf geschnappt.
wolfpack-end-last-in-play = Spielende: Alle anderen Rudel wurden geschnappt; { $player ->
    [you] du bist
   *[other] { $player } ist
} als Einzige(r) noch im Spiel.
wolfpack-wins = { $player ->
    [you] Du gewinnst
   *[other] { $player } gewinnt
} mit { $points } Punkten.
wolfpack-share-win = Den Sieg teilen sich mit { $points } Punkten: { $players }.
wolfpack-nobody-wins = Niemand gewinnt.

## Ablehnungen (die Engine setzt "Das geht gerade nicht: " o. Ä. davor).
wolfpack-refuse-then = { $reason }; { $then }
wolfpack-refuse-no-seat = an diesem Tisch gibt es keinen Platz { $seat }
wolfpack-refuse-actor = Wolfpack hat keine Timer und keine Gastgeber-Züge; { $actor } kann nicht handeln
wolfpack-refuse-whose-turn = { $player ->
    [you] du bist
   *[other] { $player } ist
} am Zug
wolfpack-refuse-out-of-play = du bist ausgeschieden: Alle zehn deiner Wölfe wurden geschnappt (deine Hand wird am Ende trotzdem gewertet)
wolfpack-refuse-fresh = die Karte „{ $card }“, die du durch Abwerfen von zwei genommen hast, ist erst ab deinem nächsten Zug spielbar
wolfpack-refuse-allowed-now = jetzt erlaubt: { $choices }
wolfpack-refuse-opening = in der Eröffnung nimmt jeder { $cards } Spielkarten: Wähle einen Stapel (pile1 bis pile{ $piles })
wolfpack-refuse-drawn = du hast „{ $card }“ gezogen: behalten (keep) oder sofort spielen (playnew)
wolfpack-refuse-no-pile = es gibt die Stapel 1 bis { $piles }; Stapel mit Karten: { $open }
wolfpack-refuse-empty-pile = Stapel { $pile } ist leer; nimm von einem Stapel mit Karten: { $open }
wolfpack-refuse-not-held = das hast du nicht auf der Hand: { $card }
wolfpack-refuse-discard-needs-two = zum Abwerfen brauchst du zwei Aktionskarten, du hast { $held }
wolfpack-refuse-keep-over-limit = du hast schon zwei Aktionskarten, mehr geht nicht, also musst du „{ $card }“ jetzt spielen (playnew)
wolfpack-refuse-nothing-to-steal = es gibt nichts mehr zu stehlen; geh zurück
wolfpack-refuse-steal-from-self = du kannst nicht bei dir selbst stehlen
wolfpack-refuse-steal-out-of-play = { $victim } ist ausgeschieden, dort kann nicht gestohlen werden; wähle, was du { $target ->
    [you] dir
   *[other] { $target }
} wegnimmst
wolfpack-refuse-steal-other-first = wähle jetzt, was du { $target ->
    [you] dir
   *[other] { $target }
} wegnimmst (card{ $seat } oder action{ $seat }), oder geh zurück
wolfpack-refuse-holds-no-playing = { $player ->
    [you] du hast
   *[other] { $player } hat
} keine Spielkarte
wolfpack-refuse-holds-no-action = { $player ->
    [you] du hast
   *[other] { $player } hat
} keine Aktionskarte
wolfpack-refuse-steal-over-limit = mit einer Aktionskarte hättest du mehr als zwei; nimm eine Spielkarte
wolfpack-refuse-stealing = du spielst „Karte stehlen“: Wähle card{ $seat } oder action{ $seat } (was du { $target ->
    [you] dir
   *[other] { $target }
} wegnimmst) oder back
wolfpack-refuse-stealing-done = du spielst „Karte stehlen“: Geh zurück
wolfpack-refuse-swapping = du spielst „Karten tauschen“: Wähle left, right oder back

## Die Zeile eines Platzes in der Schlussaufdeckung.
wolfpack-reveal-points = { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}{ $winner ->
    [1] {" "}🏆
   *[0] {""}
}
