# Arctic Escape. Konventionen (docs/design.md, "Text is data"): ein Spieler-
# Argument ist `you` für den Leser, also wird darauf selektiert; <em>…</em> ist
# Betonung. `$players` ist eine Spielerliste ("Ada und du"); am Satzanfang steht
# die Satzform "Du und Bo" (arctic-subject). Da ein Verb nicht zu einer Liste
# passen kann, stehen Listen ohne Verb davor: "Du und Bo: nach unten …".

arctic-title = Arctic Escape
arctic-subject = { $first ->
    [you] Du
   *[other] { $first }
}{ $more ->
    [0] {""}
    [1] {" "}und { $rest }
   *[other] , { $rest }
}

## Namen von Dingen, nach Zahl selektiert.
arctic-terrain = { $terrain ->
    [0] Eis
    [1] dünnes Eis
    [2] Schnee
    [3] Berg
    [4] Wasser
    [5] Brücke
   *[6] Eisspalte
}
arctic-piece = { $piece ->
    [0] Schlitten
    [1] Seil
   *[2] Floß
}
arctic-expertise = { $expertise ->
    [0] Schlittenfahrer
    [1] Kletterer
    [2] Seefahrer
    [3] Schneeschuhläufer
    [4] Ingenieur
   *[5] Entdecker
}
arctic-engineer-bridge-ready = Ingenieur (Brücke bereit)
arctic-dir = { $dir ->
    [0] nach oben
    [1] nach unten
    [2] nach links
   *[3] nach rechts
}
arctic-no-pieces = nichts

## Das Spielbrett.
arctic-status = Zug { $turn } · { $phase } · { $counters } · { $distance }
arctic-counters = geschmolzen { $melts }/{ $max } · Proben { $samples }/{ $all }
arctic-phase-grouping = <em>Gruppieren</em>
arctic-phase-mover = { $player ->
    [you] <em>du bist am Zug</em>
   *[other] <em>{ $player }</em> ist am Zug
}
arctic-phase-movers = <em>{ $players }</em> am Zug
arctic-phase-boarding = { $mover }, Einsteigen läuft
arctic-phase-equipping = { $mover } (neue Ausrüstung)
arctic-phase-ship = <em>Schiff</em>
arctic-ship-steps = Schiff { $steps ->
    [one] 1 Schritt
   *[other] { $steps } Schritte
} entfernt
arctic-ship-out-of-reach = das Schiff ist unerreichbar
arctic-ship-below = Schiff unter { $square }
arctic-cut-off-warning = ⚠ Abgeschnitten: { $reason }. Ein Ingenieur kann noch eine Eisspalte überbrücken.
arctic-players = Spieler
arctic-recent = Zuletzt
arctic-player-line = { $number } { $player ->
    [you] <em>Du</em>
   *[other] <em>{ $player }</em>
} · { $expertise } · { $pieces } · { $place }{ $moved ->
    [1] {" "}· gezogen
   *[0] {""}
}
arctic-place = { $square }
arctic-place-with = { $square } (mit: { $others })
arctic-place-aboard = an Bord
arctic-place-fallen = eingebrochen auf { $square }

## Die Geschichte am Ende.
arctic-end-won = <em>Entkommen</em> in Zug { $turn } mit { $samples } von { $all } Proben.
arctic-end-lost = <em>Verloren</em> in Zug { $turn }: { $reason }.
arctic-story-players = Wer wohin ging
arctic-story-samples = Proben
arctic-story-seat = { $won ->
    [1] 🏆
   *[0] ✗
} { $player ->
    [you] <em>Du</em>
   *[other] <em>{ $player }</em>
} ({ $expertise }), { $fate }: { $route }
arctic-story-seat-unnamed = { $won ->
    [1] 🏆 gewonnen
   *[0] ✗ verloren
} · { $expertise }, { $fate }: { $route }
arctic-fate-aboard = an Bord
arctic-fate-fallen = eingebrochen auf { $square }
arctic-fate-ashore = zurückgeblieben auf { $square }
arctic-route = { $squares } ({ $moves ->
    [one] 1 Zug
   *[other] { $moves } Züge
})
arctic-story-collector = { $player ->
    [you] deine Gruppe
   *[other] Gruppe von { $player }
} { $count } ({ $squares })
arctic-story-samples-line = { $taken ->
    [0] Keine gesammelt
   *[other] { $taken } gesammelt: { $collectors }
}{ $left ->
    [0] .
   *[other] ; { $left } auf dem Eis geblieben.
}

## Gruppieren.
arctic-grouping-question = Gruppieren: Spieler auf demselben Feld können sich zusammentun oder trennen (jeder darf drücken), dann geht es los.
arctic-group-pair = { $a ->
    [you] Dich
   *[other] { $a }
} mit { $b ->
    [you] dir
   *[other] { $b }
} gruppieren
arctic-group-all = Alle auf { $square } gruppieren
arctic-group-already = auf { $square }: schon eine Gruppe
arctic-group-as-one = { $players }: eine Gruppe
arctic-solo = { $player ->
    [you] Du gehst
   *[other] { $player } geht
} allein
arctic-solo-already = { $player ->
    [you] du bist
   *[other] { $player } ist
} schon allein
arctic-solo-hint = verlässt die Gruppe auf { $square }
arctic-split-pair = { $a ->
    [you] Dich von { $b } trennen
   *[other] { $b ->
        [you] Dich von { $a } trennen
       *[other] { $a } und { $b } trennen
    }
}
arctic-split-pair-hint = jeder geht allein von { $square } weiter
arctic-split-pair-already = keine Gruppe
arctic-start-moving = Losziehen
arctic-started-moves = { $player ->
    [you] Du hast
   *[other] { $player } hat
} die Züge gestartet.
arctic-grouped = { $player ->
    [you] Du hast
   *[other] { $player } hat
} eine Gruppe gebildet: { $players }.
arctic-left-group = { $player ->
    [you] Du
   *[other] { $player }
}: { $leaver ->
    [you] Du hast
   *[other] { $leaver } hat
} die Gruppe verlassen.

## Ein Zug.
arctic-choose = { $mover } auf { $square }{ $equipped ->
    [1] {" "}(neu ausgerüstet)
   *[0] {""}
} · { $distance }{ $leaving }
arctic-choose-one = { $player ->
    [you] Dein Zug
   *[other] Zug von { $player }
}
arctic-choose-group = { $players } am Zug
arctic-leaving = {" "}· beim Verlassen: { $costs }
arctic-step = { $dir ->
    [0] Hoch
    [1] Runter
    [2] Links
   *[3] Rechts
}: { $terrain } { $square }
arctic-step-edge = { $dir ->
    [0] Hoch
    [1] Runter
    [2] Links
   *[3] Rechts
} (vom Spielplan)
arctic-board = An Bord gehen
arctic-loses = ⚠ { $choice }: Die Partie ist verloren
arctic-notes = { $notes }
arctic-stay = Bleiben
arctic-stay-loses = ⚠ Bleiben: Die Partie ist verloren
arctic-stay-loses-why = kein Ausweg: Das dünne Eis auf { $square } bricht ein
arctic-equip = Neu ausrüsten
arctic-equip-hint = alle auf { $limit } Teile deiner Wahl auffüllen; schmilzt ein Feld
arctic-equip-boarding = das Einsteigen läuft
arctic-equip-done = in diesem Zug schon neu ausgerüstet
arctic-equip-loses = ⚠ Neu ausrüsten: Die Partie ist verloren
arctic-equip-loses-why = durch das Schmelzen: { $collapse }
arctic-back = Zurück
arctic-pay-question = Wer gibt das Teil ab, um { $dir } zu gehen?
arctic-pay = { $player ->
    [you] Du
   *[other] { $player }
}: { $piece } abgeben
arctic-equip-question = Neu ausrüsten: Wähle { $player ->
    [you] deine
   *[other] die
} { $limit } Teile{ $player ->
    [you] {""}
   *[other] {" "}für { $player }
} ({ $at } von { $of }).
arctic-kit-held = was sie jetzt haben

## Was ein Schritt kostet (Hinweise der Optionen: zusammen höchstens 100 Zeichen).
arctic-collapses = die Scholle zerbricht ({ $max } von { $max } geschmolzen)
arctic-cost-thin-ice = dünnes Eis { $square } bricht hinter dir
arctic-cost-thin-ice-snowshoer = dünnes Eis { $square } bricht hinter dir, Chance 1/3 (Schneeschuhläufer)
arctic-cost-bridge = Brücke { $square } stürzt hinter dir ein, Chance 1/3
arctic-cost-blizzard = Schneesturm: jeder verliert ein zufälliges Teil
arctic-cost-blizzard-explorer = Schneesturm: jeder verliert ein zufälliges Teil, Chance 1/3 (Entdecker)
arctic-cost-piece = { $eased ->
    [1] ein { $piece }, Chance 1/3
   *[0] ein { $piece }
}
arctic-cost-builds-bridge = baut die Brücke
arctic-cost-leave-next-move = im nächsten Zug verlassen
arctic-cost-blizzard-melt = Schneesturm: schmilzt ein Feld{ $explorer ->
    [1] , Chance 1/3
   *[0] {""}
}
arctic-cost-sample = Probe
arctic-risk = Chance 1/3 auf Niederlage: { $why }
arctic-cause-breaks = { $square } bricht hinter dir
arctic-cause-bridge-used = die Brücke ist verbraucht
arctic-cause-blizzard-melt = das Schmelzen durch den Schneesturm
arctic-loss-collapse = { $cause }: { $collapse }
arctic-loss-cut-off = { $cause }: { $reason }

## Das Schiff.
arctic-ship-question = Schiff (unter { $square }): Jeder darf es um eine Spalte verschieben; das schmilzt ein Feld.
arctic-ship-left = Schiff nach links, unter { $square }
arctic-ship-right = Schiff nach rechts, unter { $square }
arctic-ship-melts = schmilzt ein zufälliges Feld
arctic-ship-stay = Schiff hier lassen
arctic-ship-kept = { $player ->
    [you] Du hast
   *[other] { $player } hat
} das Schiff unter { $square } gelassen.
arctic-ship-moved = { $player ->
    [you] Du hast
   *[other] { $player } hat
} das Schiff verschoben, jetzt unter { $square }.

## Ereignisse.
arctic-set-out = Zug 1: Aufbruch über die Eisscholle: { $players }.
arctic-turn-begins = Zug { $turn } beginnt.
arctic-went = { $players }: { $dir } auf { $terrain } { $square }{ $notes }.
arctic-boarded = { $players }: an Bord des Schiffs{ $notes }.
arctic-notes-after = {" "}– { $notes }
arctic-note-spent = ein { $piece } von { $player ->
    [you] dir
   *[other] { $player }
} verbraucht
arctic-note-kept = ein { $piece } von { $player ->
    [you] dir
   *[other] { $player }
} blieb erhalten ({ $expert })
arctic-note-bridged = der Ingenieur hat die Eisspalte überbrückt
arctic-stayed = { $players }: geblieben auf { $square }.
arctic-reequipped = { $players }: neu ausgerüstet ({ $kits }).
arctic-kit-of = { $player ->
    [you] du
   *[other] { $player }
}: { $pieces }
arctic-collected = { $players }: Probe eingesammelt ({ $samples } von { $all }).
arctic-snowshoer-kept = Dank des Schneeschuhläufers blieb das dünne Eis auf { $square } ganz.
arctic-lost-piece = ein { $piece } von { $player ->
    [you] dir
   *[other] { $player }
} ist weg
arctic-blizzard-took = Schneesturm verlassen: { $lost }.
arctic-blizzard-nothing-to-lose = Schneesturm verlassen, nichts zu verlieren: { $players }.
arctic-explorer-out = Dank des Entdeckers unversehrt aus dem Schneesturm: { $players }.
arctic-explorer-in = Dank des Entdeckers ohne Schaden in den Schneesturm: { $players }.
arctic-blizzard-out = Der Schneesturm um { $square } hat sich gelegt.
arctic-blizzard-off = Ein Schneesturm ist vom Spielplan gezogen.
arctic-blizzard-formed = Oben auf dem Spielplan hat sich um { $square } ein Schneesturm gebildet.
arctic-melted = { $why }: { $terrain } auf { $square } ist zu einer Eisspalte geschmolzen ({ $melts } von { $max } geschmolzen).
arctic-melt-nothing-left = { $why }: Kein freies Eis mehr zum Schmelzen; die Scholle wird schwächer ({ $melts } von { $max } geschmolzen).
arctic-why-thaw = Tauwetter am Zugende
arctic-why-ship = Schiff verschoben ({ $player ->
    [you] du
   *[other] { $player }
})
arctic-why-reequip = Neue Ausrüstung ({ $players })
arctic-why-blizzard-entry = Mühsam in einen Schneesturm ({ $players })
arctic-why-thin-ice-behind = Das dünne Eis brach nach dem Verlassen ({ $players })
arctic-why-thin-ice-under = Das dünne Eis gab nach ({ $players })
arctic-why-bridge-behind = Die Brücke stürzte nach dem Überqueren ein ({ $players })
arctic-warning = <em>Warnung</em>: { $reason }. Ein Ingenieur kann noch eine Eisspalte überbrücken, also geht es weiter.
arctic-lost = <em>Partie verloren</em>: { $reason }.
arctic-won = <em>Alle an Bord!</em> Die Expedition entkommt mit { $samples } von { $all } Proben.
arctic-reason-boarded = alle sind an Bord gegangen
arctic-reason-fell = in eine Eisspalte auf { $square } gestürzt: { $players }
arctic-reason-collapsed = die Scholle ist zerbrochen ({ $melts } Felder geschmolzen)
arctic-reason-split = Eisspalten trennen { $player ->
    [you] dich
   *[other] { $player }
} von { $from ->
    [you] dir
   *[other] { $from }
}: Ihr könnt nie gemeinsam einsteigen
arctic-reason-cut-off = Eisspalten schneiden von der letzten Reihe ab: { $players }
arctic-reason-single-file = die einzigen erreichbaren Felder der letzten Reihe fassen nur einen Spieler zugleich: Ihr könnt nie gemeinsam einsteigen

## Ablehnungen (die Engine setzt "Das geht gerade nicht: " o. Ä. davor).
arctic-refuse-whose-move = am Zug: { $players }
arctic-refuse-reequipped = in diesem Zug schon neu ausgerüstet ({ $players }): Jetzt ziehen oder bleiben
arctic-refuse-boarding = das Einsteigen läuft: Alle, die noch an Land sind, müssen jetzt einsteigen (`down`)
arctic-refuse-cannot-pay = { $payer ->
    [you] du kannst
   *[other] { $payer } kann
} es nicht abgeben: Wähle { $payers }
arctic-refuse-or = { $init } oder { $last }
arctic-refuse-kit-over = jeder Spieler kann höchstens { $limit } Teile haben, nicht { $total }
arctic-refuse-kit-under = neu ausrüsten füllt jeden Spieler bis zum Limit auf: Wähle genau { $limit } Teile
arctic-refuse-code = `{ $code }` geht gerade nicht: { $allowed }
arctic-refuse-no-player = es gibt keinen Spieler { $number }: Die Spieler sind von 1 bis { $players } nummeriert
arctic-refuse-apart = { $first ->
    [you] du
   *[other] { $first }
} ({ $first-square }) und { $other ->
    [you] du
   *[other] { $other }
} ({ $other-square }) stehen nicht auf demselben Feld: Nur Spieler auf einem gemeinsamen Feld können sich gruppieren
arctic-refuse-grouped = schon in derselben Gruppe: { $players }
arctic-refuse-not-grouped = { $player ->
    [you] du bist
   *[other] { $player } ist
} in keiner Gruppe
arctic-refuse-ship-edge-left = das Schiff ist schon am linken Rand: Lass es hier oder verschiebe es in die andere Richtung
arctic-refuse-ship-edge-right = das Schiff ist schon am rechten Rand: Lass es hier oder verschiebe es in die andere Richtung
arctic-allowed-move = wähle up, down, left, right, stay oder equip
arctic-allowed-pay = wähle, wer das Teil abgibt (`payN`), oder `back`
arctic-allowed-kit = wähle eine Ausrüstung (`kitSRA`: Schlitten, Seile, Flöße) oder `back`
arctic-allowed-grouping = es ist die Gruppierphase: Gruppiere Spieler auf demselben Feld (`mergeA-B`), trenne einen ab (`soloA`) oder zieh los (`go`)
arctic-allowed-ship = es ist die Schiffsphase: `shipleft`, `shipright` oder `shipstay`

## Warum ein Schritt oder Bleiben nicht geht: die Ablehnung und der Hinweis der
## ausgegrauten Option (innerhalb der 100 Zeichen einer Discord-Optionsbeschreibung).
## $players ist ein Spieler oder mehrere ("du und Bo").
arctic-step-off-map-below = { $players }: von { $square } nicht nach unten, das verlässt den Spielplan (an Bord nur von { $boarding })
arctic-step-boarding-not-open = alle steigen im selben Zug ein: erst alle an Land auf { $boarding } sammeln, mit Zug noch offen
arctic-step-boarding-under-way = das Einsteigen läuft: Alle noch an Land müssen jetzt einsteigen (nach unten)
arctic-step-off-map = { $players }: von { $square } nicht { $dir }, das verlässt den Spielplan
arctic-step-bridge-needs-rope = der Ingenieur braucht ein Seil, um die Eisspalte auf { $square } zu überbrücken: Erst neu ausrüsten
arctic-step-bridge-built = { $player ->
    [you] du hast deine einzige Brücke
   *[other] { $player } hat die einzige Brücke
} schon gebaut: Die Eisspalte auf { $square } ist unpassierbar
arctic-step-crevasse = die Eisspalte auf { $square } ist unpassierbar (nur ein Ingenieur allein mit Seil kann einmal eine überbrücken)
arctic-step-one-at-a-time = { $terrain } auf { $square } fasst nur einen Spieler: Eine Gruppe kann nicht hinein
arctic-step-occupied = { $terrain } auf { $square } ist schon besetzt: { $players }
arctic-step-needs-piece = { $terrain } auf { $square } erfordert: { $piece }. Niemand, der zieht, hat das. Erst neu ausrüsten
arctic-stay-must-leave = { $players }: runter vom dünnen Eis in diesem Zug (Bleiben heißt Einbrechen): { $ways }
arctic-refuse-no-seat = Platz { $seat } ist nicht an diesem Tisch
arctic-refuse-not-seated = in Arctic Escape handeln nur Spieler mit Platz
