# Wolves: das Spielbrett, das private Panel, die Karten, der Text des Zuges und die Geschichte am Ende.

## Die Geschichte am Ende (src/games/wolves/story.rs).
wolves-story-won-chief = Jede Gemeinschaft hat den Winter überlebt: Alle gewinnen. { $player ->
    [you] <em>Du</em> wirst
   *[other] <em>{ $player }</em> wird
} mit { $awards } Auszeichnungen zum Oberhaupt gewählt.
wolves-story-won-tie = Jede Gemeinschaft hat den Winter überlebt: Alle gewinnen. Kein Oberhaupt: Bei den meisten Auszeichnungen herrscht Gleichstand.
wolves-story-short = { $player ->
    [you] du
   *[other] { $player }
} (es fehlen { $short })
wolves-story-lost = Der Winter ging in Zug { $turn } verloren. Ungedeckter Bedarf: { $who }. Alle verlieren.
wolves-story-communities = Die Gemeinschaften
wolves-story-seat = { $mark } { $player ->
    [you] <em>Du</em>
   *[other] <em>{ $player }</em>
} · { $community } · { $awards } Auszeichnungen
wolves-story-seat-unnamed = { $mark } { $community } · { $awards } Auszeichnungen
wolves-story-turns = Zug für Zug (Rang · Status · gewonnene Auszeichnungen)
wolves-story-place = { $place } { $player ->
    [you] du
   *[other] { $player }
} { $status }{ $awards ->
    [0] {""}
   *[other] {" "}(+{ $awards })
}
wolves-story-turn = Zug { $turn }: { $places }
wolves-story-closest-title = Das Rennen ums Oberhaupt
wolves-story-closest-chief = { $player ->
    [you] Du hast
   *[other] { $player } hat
} { $runner ->
    [you] dich
   *[other] { $runner }
} mit { $margin ->
    [one] einer Auszeichnung
   *[other] { $margin } Auszeichnungen
} Vorsprung als Oberhaupt geschlagen.
wolves-story-closest-tie = Gleichstand bei { $awards } Auszeichnungen: { $players }. Kein Oberhaupt.

## Titel, Statuszeile, Verfügbarkeit, Tableaus und Fußzeile des Spielbretts (src/games/wolves/view.rs).
## Jede Zeile bleibt bei normal langen Namen unter 80 Spalten.
wolves-view-recent = Zuletzt
wolves-view-title = Wolves - Zug { $turn } von { $last } - { $step }
wolves-view-status = Zug { $turn } von { $last } · { $step }
wolves-view-step-gathering = Sammeln
wolves-view-step-needs = Bedarf
wolves-view-step-gifting = Schenken
wolves-view-step-reconciling = Abrechnung
wolves-view-step-over = Spielende
wolves-view-gathering = Sammeln: Alle ziehen gleichzeitig und hören auf, wann sie wollen.
wolves-view-gathering-timer = Sammeln: Alle ziehen gleichzeitig und hören auf, wann sie wollen. Timer: { $seconds } s.
wolves-view-needs = Bedarf (nach Rang): { $player ->
    [you] Du zahlst
   *[other] { $player } zahlt
} 3 Fisch, 3 Mais, 3 Bison.
wolves-view-gifting-compose = Schenken (nach Rang): { $player ->
    [you] Du kannst
   *[other] { $player } kann
} Geschenke anbieten.
wolves-view-gifting-answer = Schenken: { $giver ->
    [you] Du bietest
   *[other] { $giver } bietet
} { $to ->
    [you] dir
   *[other] { $to }
} { $gift } an; { $to ->
    [you] du antwortest.
   *[other] { $to } antwortet.
}
wolves-view-gifting-tokens = Schenken: { $player ->
    [you] Du wählst
   *[other] { $player } wählt
} Marker für geschenkte Anführer.
wolves-view-gifting-share = Schenken: { $player ->
    [you] Du nimmst
   *[other] { $player } nimmt
} die Marker von Je mehr du teilst.
wolves-view-reconciling = Abrechnung (nach Rang): { $player ->
    [you] Du gibst deine Karten zurück
   *[other] { $player } gibt Karten zurück
}.
wolves-view-availability-none = Verfügbarkeit in diesem Zug: 0 (keine Karten entfernt).
wolves-view-availability-reveal = Verfügbarkeit in diesem Zug: -{ $count } ({ $cards }).
wolves-view-availability-cull = Verfügbarkeit in diesem Zug: Jede Gemeinschaft hat { $count } ihrer eigenen Karten (keine Anführer) entfernt.
wolves-view-supply-item = { $knowledge } x{ $count }
wolves-view-footer-standard = Verfügbarkeit Standard: 0, -1, -1, -2, -2, -3, -3, -7 eigene
wolves-view-footer-gentle = Verfügbarkeit sanft: 0, 0, -1, -1, -2, -2, -2, -5 eigene
wolves-view-footer-supply = Wissensvorrat (je zwei Anführer): { $items }
wolves-view-removed-all = Durch Verfügbarkeit bisher aus jedem Stapel entfernt: { $cards }
wolves-view-removed = Bisher aus { $player ->
    [you] deinem Stapel
   *[other] dem Stapel von { $player }
} entfernt: { $cards }
wolves-view-dot = { $first } · { $rest }

## Das Tableau einer Gemeinschaft: die Namenszeile, dann eine Zeile pro Art.
wolves-view-mat-name-ranked = #{ $rank } { $player ->
    [you] Du
   *[other] { $player }
} - { $community }
wolves-view-mat-name = { $player ->
    [you] Du
   *[other] { $player }
} - { $community }
wolves-view-mat-standing = Status { $status } · Auszeichnungen { $awards } · Hand { $hand }
wolves-view-mat-reserve = Reserve { $fish } Fisch, { $corn } Mais, { $bison } Bison ({ $total }/{ $cap }) · Stapel { $deck } · Anführer offen { $leaders }
wolves-view-mat-drawing = Zieht: { $drawn } gezogen, { $leaders ->
    [one] 1 Anführer
   *[other] { $leaders } Anführer
}
wolves-view-mat-stopped = Aufgehört: { $drawn } gezogen, { $leaders ->
    [one] 1 Anführer
   *[other] { $leaders } Anführer
}
wolves-view-mat-overstretched-after = ÜBERNOMMEN nach { $drawn } Karten
wolves-view-mat-skipped = Sammeln ausgesetzt (letzten Zug übernommen)
wolves-view-mat-overstretched = übernommen: kein Status aus Rückgaben, setzt nächstes Sammeln aus
wolves-view-mat-unmet = <em>NICHT GEDECKT</em>: Es fehlen { $short }
wolves-view-mat-needs-unpaid = Bedarf noch nicht bezahlt
wolves-view-mat-knowledge = Wissen: { $cards }

## Der eigene Bereich des Lesers.
wolves-view-private = Deine Gemeinschaft
wolves-view-hand = Hand: { $fish } Fisch, { $corn } Mais, { $bison } Bison, { $forest } Wald · { $leaders ->
    [one] 1 Anführer
   *[other] { $leaders } Anführer
} nutzbar
wolves-view-needs-cover = Bedarf in diesem Zug: { $need } Fisch, { $need } Mais, { $need } Bison; bisher kannst du { $payable } von { $total } decken.
wolves-view-paid = Bisher gezahlter Bedarf: { $fish } Fisch, { $corn } Mais, { $bison } Bison
wolves-view-peek = Ortskenntnis - oben auf deinem Stapel: { $cards }
wolves-view-accepting = Annahme: { $taken }
