# Wolves: die Schritte (Sammeln, Bedarf, Schenken, Abrechnung) und ihre
# Ablehnungen. Ein Spieler-Argument ist `you` für den Leser; <em>…</em> ist Betonung.

## Gemeinsame Wörter.
# Nach dem Index des Rohstoffs selektiert.
wolves-res = { $res ->
    [0] Fisch
    [1] Mais
   *[2] Bison
}
wolves-back = Zurück
wolves-plus = { $left } + { $right }
wolves-refuse-not-now = nicht jetzt: { $allowed }

## Bedarf (src/games/wolves/needs.rs).
wolves-needs-pay = Zahlen (erst Karten, Anführer behalten)
wolves-needs-custom = Zahlweise wählen
wolves-needs-prompt = Bedarf: Zahle { $need } Fisch, { $need } Mais, { $need } Bison (du kannst { $payable } von { $total } decken).
wolves-needs-split = { $res }: { $split }
wolves-needs-split-prompt = Bedarf: Wie zahlst du { $res }? (Du hast noch { $cards ->
    [one] 1 Karte
   *[other] { $cards } Karten
}, { $tokens ->
    [one] 1 Marker
   *[other] { $tokens } Marker
}, { $leaders ->
    [one] 1 Anführer
   *[other] { $leaders } Anführer
})
wolves-needs-allowed = Zahlen, Zahlweise wählen oder eine Aufteilung wählen
wolves-split-cards = { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}
wolves-split-tokens = { $count ->
    [one] 1 Marker
   *[other] { $count } Marker
}
wolves-split-leaders = { $count ->
    [one] 1 Anführer
   *[other] { $count } Anführer
}
wolves-split-nothing = nichts
wolves-payment = Fisch { $fish }; Mais { $corn }; Bison { $bison }
wolves-pays-needs = { $player ->
    [you] Du zahlst
   *[other] { $player } zahlt
} den Bedarf: { $payment }.
wolves-pays-needs-unmet = { $player ->
    [you] Du zahlst
   *[other] { $player } zahlt
} den Bedarf: { $payment }. <em>NICHT GEDECKT</em>: Es fehlen { $short }.
wolves-refuse-not-needs = es ist nicht der Bedarfsschritt
wolves-refuse-choosing-split = du wählst gerade die Zahlweise: Wähle eine Aufteilung oder Zurück
wolves-refuse-needs-no-back = es gibt nichts, wohin du zurückkannst: Zahlen oder Zahlweise wählen
wolves-refuse-custom-first = drück zuerst Zahlweise wählen, oder Zahlen
wolves-refuse-split-cards = du hast keine { $count } { $res }-Karten auf der Hand
wolves-refuse-split-tokens = du hast keine { $count } { $res }-Marker
wolves-refuse-split-leaders = du hast keine { $count } nutzbaren Anführer mehr
wolves-refuse-split-over-need = der Bedarf ist { $need } { $res }
wolves-refuse-split-too-little = du musst so viel von deinem Bedarf zahlen, wie du kannst

## Sammeln (src/games/wolves/gather.rs).
wolves-card = { $card ->
    [0] Fisch
    [1] Mais
    [2] Bison
    [3] Wald
   *[4] Anführer
}
wolves-draw = Ziehen
wolves-draw-hint = noch { $cards ->
    [one] 1 Karte
   *[other] { $cards } Karten
}, { $leaders ->
    [one] 1 Anführer
   *[other] { $leaders } Anführer
} offen
wolves-draw-to = Bis zum nächsten Anführer ziehen
wolves-draw-to-hint = zieht, bis ein Anführer kommt: so kannst du dich nicht übernehmen
wolves-stop = Aufhören
wolves-peek = Ortskenntnis
wolves-peek-hint = sieh dir deine obersten { $count } Karten an und ordne sie neu
wolves-gather-prompt-risky = Sammeln: Zwei Anführer liegen offen - mit einem dritten <em>übernimmst</em> du dich. Ziehen oder Aufhören?
wolves-gather-prompt-first = Sammeln: Zieh deine erste Karte.
wolves-gather-prompt = Sammeln: Noch eine Karte ziehen oder aufhören?
wolves-order = Oben: { $cards }
wolves-order-prompt = Ortskenntnis: In welcher Reihenfolge legst du diese Karten zurück (oberste zuerst)?
wolves-token = { $res }-Marker
wolves-determination-prompt = Entschlossenheit: Wähle deinen freien Reservemarker.
wolves-swap = { $from }-Marker -> { $to }-Marker
wolves-swap-hint = gib einen an den Vorrat zurück, nimm den freien
wolves-keep-reserve = Reserve so lassen
wolves-determination-full-prompt = Entschlossenheit: Deine Reserve ist voll ({ $cap } Marker), der freie Marker geht also nur als Tausch.
wolves-peeked = Ortskenntnis: Deine obersten Karten sind { $cards }.
wolves-uses-peek = { $player ->
    [you] Du nutzt
   *[other] { $player } nutzt
} Ortskenntnis.
wolves-ordered = Du legst die Karten in der gewählten Reihenfolge zurück.
wolves-kept-reserve = Entschlossenheit: Du behältst deine volle Reserve; der freie Marker wird nicht genommen.
wolves-swapped = { $player ->
    [you] Du tauschst
   *[other] { $player } tauscht
} einen { $from }-Marker gegen einen { $to }-Marker (Entschlossenheit).
wolves-drew-third-leader = Du hast deinen dritten Anführer gezogen: Du hast dich übernommen.
wolves-overstretched = { $player ->
    [you] Du ziehst einen dritten Anführer und hast dich <em>ÜBERNOMMEN</em>
   *[other] { $player } zieht einen dritten Anführer und hat sich <em>ÜBERNOMMEN</em>
}: keine nutzbaren Anführer, kein Status für zurückgegebene Karten in diesem Zug und kein Sammeln im nächsten Zug.
wolves-drew-leader = Du hast einen Anführer gezogen (offen, Joker).
wolves-draws-leader = { $player ->
    [you] Du ziehst
   *[other] { $player } zieht
} einen Anführer ({ $count } offen).
wolves-drew = Du hast gezogen: { $card }.
wolves-stops = { $player ->
    [you] Du hörst auf
   *[other] { $player } hört auf
} ({ $cards ->
    [one] 1 Karte
   *[other] { $cards } Karten
} gezogen, { $leaders ->
    [one] 1 Anführer
   *[other] { $leaders } Anführer
}).
wolves-determination-lost = Entschlossenheit: Deine Reserve ist voll ({ $cap } Marker, { $kind-cap } pro Art), der freie Marker verfällt.
wolves-gains-token = { $player ->
    [you] Du bekommst
   *[other] { $player } bekommt
} einen { $res }-Marker (Entschlossenheit).
wolves-timeout-reserve-kept = Entschlossenheit: Die Zeit ist um; deine volle Reserve bleibt, wie sie ist.
wolves-gather-timeout = Die Zeit zum Sammeln ist um. Aufgehört haben: { $players }.
wolves-help-drawing = du kannst ziehen oder aufhören
wolves-help-peeking = leg zuerst die angesehenen Karten in eine Reihenfolge zurück
wolves-help-determination = wähle zuerst deinen Entschlossenheitsmarker (oder tausche)
wolves-help-stopped = du hast in diesem Zug mit dem Ziehen aufgehört
wolves-help-overstretched = du hast dich übernommen und kannst in diesem Zug nicht mehr ziehen
wolves-help-skipped = du setzt das Sammeln in diesem Zug aus (letzten Zug übernommen)
wolves-refuse-deck-empty-stop = dein Stapel ist leer: Aufhören
wolves-refuse-draw-to-risky = mit zwei offenen Anführern übernimmst du dich beim nächsten: Zieh eine Karte nach der anderen
wolves-refuse-stop-first = du musst mindestens eine Karte ziehen, bevor du aufhörst
wolves-refuse-no-peek = du hast keine Ortskenntnis
wolves-refuse-peek-used = Ortskenntnis geht einmal pro Zug, und du hast sie schon genutzt
wolves-refuse-deck-empty = dein Stapel ist leer
wolves-refuse-order = leg genau die angesehenen Karten zurück, jede einmal (oberste zuerst)
wolves-refuse-reserve-room = deine Reserve hat Platz: Wähle deinen freien Marker
wolves-refuse-reserve-full = deine Reserve ist voll ({ $cap } Marker): Tausche einen Marker oder lass sie, wie sie ist
wolves-refuse-kind-full = deine Reserve hat keinen Platz für { $res } (höchstens { $cap } pro Art)
wolves-refuse-swap-room = deine Reserve hat Platz: Wähle deinen freien Marker statt eines Tauschs
wolves-refuse-swap-same = tausche gegen einen Marker einer anderen Art
wolves-refuse-swap-none = du hast keinen { $res }-Marker zum Zurückgeben
wolves-refuse-swap-kind-full = deine Reserve hat schon { $cap } { $res } (höchstens { $cap } pro Art)
wolves-refuse-stale-timer = dieser Timer ist veraltet: Das Sammeln, für das er galt, ist vorbei

## Abrechnung (src/games/wolves/reconcile.rs). Optionen bleiben kurz:
## kurze Optionen teilen sich eine Zeile auf dem Abrechnungsbildschirm.
wolves-knowledge = { $knowledge ->
    [0] Ortskenntnis
    [1] Keine Verschwendung
    [2] Angeben
    [3] Entschlossenheit
    [4] Konservierung
   *[5] Je mehr du teilst
}
wolves-card-to-token = { $res }-Karte -> Marker
wolves-leader-to-token = Anführer -> { $res }-Marker
wolves-buy-knowledge = Kaufen: { $knowledge }
# Eine Rückgabe bringt 1 Status (die Aufforderung sagt es): Optionen bleiben
# kurz genug, um zu dritt in eine Zeile zu passen.
wolves-token-to-status = { $res }-Marker abgeben
wolves-card-to-status = { $card ->
    [0] Fischkarte abgeben
    [1] Maiskarte abgeben
    [2] Bisonkarte abgeben
   *[4] Anführer abgeben
}
wolves-no-waste = Keine Verschwendung: +1 { $res }-Marker
wolves-no-waste-skip = Keine Verschwendung auslassen
wolves-no-waste-prompt = Abrechnung: Keine Verschwendung kann ein Paar um einen dritten Marker ergänzen.
wolves-no-waste-allowed = nutze zuerst Keine Verschwendung oder lass es aus
wolves-auto-last = Standard: alles für Status (letzter Zug)
wolves-auto = Standard: Reservemarker bis zum Limit, Rest für Status
wolves-finish-overstretched = Fertig (übernommen: kein Status)
wolves-finish = Fertig (+{ $gain } Status)
# Die übrigen Karten gehen ohne Status zurück in den Stapel.
wolves-forgo = Fertig, Rest ungenutzt (+{ $gain })
wolves-reset = Meine Tausche zurücksetzen
# `returns` ist 1, wenn Rückgaben Status bringen (nicht übernommen), `buys` 1,
# wenn der Spieler die Anführer für eine Wissenskarte hat.
wolves-reconcile-prompt = Abrechnung, Reserve { $reserve }/{ $cap }{ $returns ->
    [1] : Eine Abgabe bringt 1 Status
   *[other] {""}
}{ $buys ->
    [1] , Wissen kostet { $price } Anführer.
   *[other] .
}
wolves-reconcile-allowed = tauschen, Standard, Fertig (so oder so) oder Zurücksetzen
wolves-adds-token = { $player ->
    [you] Du legst
   *[other] { $player } legt
} einen { $res }-Marker dazu (Keine Verschwendung).
wolves-gains-knowledge = { $player ->
    [you] Du bekommst
   *[other] { $player } bekommt
} { $knowledge } für { $price } Anführer.
wolves-reconciles = { $player ->
    [you] Du rechnest
   *[other] { $player } rechnet
} ab: +{ $gain } Status (jetzt { $status }); Reserve { $fish } Fisch, { $corn } Mais, { $bison } Bison.
wolves-refuse-not-reconciling = es ist nicht der Abrechnungsschritt
wolves-refuse-no-waste = Keine Verschwendung braucht zwei { $res }-Marker und Platz für einen dritten
wolves-refuse-reserve-cap = deine Reserve ist voll ({ $cap } Marker)
wolves-refuse-no-card = du hast keine { $res }-Karte auf der Hand
wolves-refuse-no-leader = du hast keinen nutzbaren Anführer
wolves-refuse-knowledge-owned = du hast schon { $knowledge }: Du darfst keine zwei gleichen Wissenskarten besitzen
wolves-refuse-knowledge-gone = es gibt keine Karte { $knowledge } mehr
wolves-refuse-knowledge-price = eine Wissenskarte kostet { $price } nutzbare Anführer; du hast { $leaders }
wolves-refuse-overstretched-return = du hast dich in diesem Zug übernommen: Zurückgeben bringt keinen Status
wolves-refuse-no-token = du hast keinen { $res }-Marker

## Material (src/games/wolves/data.rs).
wolves-community = { $community ->
    [0] Atinzina
    [1] Chigwami
    [2] Masakat
    [3] Pahanis
    [4] Thimi
   *[5] Wayatin
}
wolves-community-label = { $community } (+4 { $major }, +1 { $minor })
wolves-item = { $item ->
    [0] Fischkarte
    [1] Maiskarte
    [2] Bisonkarte
    [3] Anführer
    [4] Fisch-Marker
    [5] Mais-Marker
   *[6] Bison-Marker
}
wolves-items = { $item ->
    [0] { $count ->
        [one] 1 Fischkarte
       *[other] { $count } Fischkarten
    }
    [1] { $count ->
        [one] 1 Maiskarte
       *[other] { $count } Maiskarten
    }
    [2] { $count ->
        [one] 1 Bisonkarte
       *[other] { $count } Bisonkarten
    }
    [3] { $count ->
        [one] 1 Anführer
       *[other] { $count } Anführer
    }
    [4] { $count ->
        [one] 1 Fisch-Marker
       *[other] { $count } Fisch-Marker
    }
    [5] { $count ->
        [one] 1 Mais-Marker
       *[other] { $count } Mais-Marker
    }
   *[6] { $count ->
        [one] 1 Bison-Marker
       *[other] { $count } Bison-Marker
    }
}
wolves-nothing = nichts
# Anzahl eines Rohstoffs oder einer Kartenart: "2× Mais", "3× Wald".
wolves-amount = { $count }× { $what }
wolves-modifier-reveal = { $count ->
    [0] 0
   *[other] -{ $count }
}
wolves-modifier-cull = -{ $count } eigene

## Das Gerüst eines Zuges (src/games/wolves/turn.rs).
wolves-gathering-begins = Sammeln: Alle ziehen gleichzeitig (Ziehen / Aufhören).
wolves-gathering-begins-skipping = Sammeln: Alle ziehen gleichzeitig (Ziehen / Aufhören). Setzen aus (letzten Zug übernommen): { $players }.
wolves-turn-begins = Zug { $turn } beginnt. Verfügbarkeit 0: Nichts wird entfernt.
wolves-turn-begins-reveal = Zug { $turn } beginnt. Verfügbarkeit { $modifier }: Jeder Stapel verliert { $cards }.
wolves-culled = { $player ->
    [you] du
   *[other] { $player }
} { $cards }
wolves-semicolon = { $first }; { $rest }
wolves-turn-begins-cull = Zug { $turn } beginnt. Verfügbarkeit: Jede Gemeinschaft entfernt { $count } ihrer eigenen Karten (keine Anführer): { $culled }.
wolves-rank-place = { $place } { $player ->
    [you] du
   *[other] { $player }
}
wolves-rank-set = Statusrang festgelegt: { $places }.
wolves-bonus-gain = { $player ->
    [you] du
   *[other] { $player }
} +{ $bonus }
wolves-conservation-bonus = Schonungsbonus: { $gains }.
wolves-finishes-gifting = { $player ->
    [you] Du bist
   *[other] { $player } ist
} mit dem Schenken fertig.
wolves-unmet-at-reconciling = Ungedeckter Bedarf bei der Abrechnung: { $who }. Die Gemeinschaften haben Zug { $turn } nicht überlebt: Alle verlieren.
wolves-new-rank-place = { $place } { $player ->
    [you] du
   *[other] { $player }
} ({ $status } Status{ $awards ->
    [0] {""}
   *[other] , +{ $awards } { $awards ->
        [one] Auszeichnung
       *[other] Auszeichnungen
    }
})
wolves-turn-ends = Zug { $turn } endet. Neuer Rang: { $places }.
wolves-won-chief = Jede Gemeinschaft hat den Winter überlebt: Alle gewinnen! { $player ->
    [you] Du wirst
   *[other] { $player } wird
} mit { $awards } Auszeichnungen zum Oberhaupt gewählt.
wolves-won-tie = Jede Gemeinschaft hat den Winter überlebt: Alle gewinnen! Kein Oberhaupt: Gleichstand bei { $awards } Auszeichnungen.
wolves-outcome-chief = Alle haben überlebt; { $player } ist Oberhaupt mit { $awards } Auszeichnungen
wolves-outcome-no-chief = Alle haben überlebt; kein Oberhaupt (Gleichstand bei den Auszeichnungen)
wolves-outcome-lost = Alle haben in Zug { $turn } verloren. Ungedeckter Bedarf: { $players }

## Steuerung (src/games/wolves/mod.rs).
wolves-refuse-nobody-acts = gerade kann niemand handeln
wolves-refuse-waiting-for = es wird gewartet auf: { $players }
wolves-refuse-host = Wolves hat keine Gastgeber-Aktionen; die Spieler handeln über ihre Panels
wolves-refuse-no-seat = Platz { $seat } ist nicht an diesem Tisch

## Schenken (src/games/wolves/gifting.rs).
wolves-gift-to = An { $player ->
    [you] dich
   *[other] { $player }
}
wolves-gift-to-offered = schon ein Geschenk angeboten
wolves-gift-to-short = es fehlen { $short }
wolves-gift-to-met = Bedarf gedeckt
wolves-gift-offer = Anbieten
wolves-gift-offer-to = { $player ->
    [you] Dir
   *[other] { $player }
} anbieten
wolves-gift-offer-hint = wähle einen Empfänger
wolves-gift-empty-hint = das Geschenk ist leer
wolves-gift-clear = Leeren
wolves-gift-done = Schenken beenden
wolves-gift-add = + { $item }
wolves-gift-add-hint = { $count } von { $limit }
wolves-gift-prompt = Dein Geschenk: { $gift }. Wähle einen Empfänger, dann Anbieten (ein Geschenk pro Spieler).
wolves-gift-prompt-for = Dein Geschenk: { $gift } für { $player ->
    [you] dich
   *[other] { $player }
}. Biete es an (ein Geschenk pro Spieler).
wolves-gift-prompt-nothing = Schenken: Du hast nichts, was du geben kannst (Waldkarten kann man nicht verschenken): Schenken beenden.
wolves-gift-accept = Alles annehmen
wolves-gift-part = Teil annehmen
wolves-gift-decline = Ablehnen
wolves-gift-take = { $count ->
    [0] Diese annehmen
   *[other] Diese { $count } annehmen
}
wolves-gift-take-nothing = noch nichts gewählt
wolves-gift-answer-prompt-choose = { $player } bietet dir { $gift } an: Du kannst alles, einen Teil oder nichts davon nehmen.
wolves-gift-answer-prompt-whole = { $player } bietet dir { $gift } an: { $player } steht im Rang unter dir, also musst du alles nehmen.
wolves-gift-part-prompt = Wähle, was du annimmst: bisher { $taken }.
wolves-gift-leader-prompt = Geschenkter Anführer { $number } von { $total }: Welchen Marker nimmst du?
wolves-gift-compose-allowed = stell dein Geschenk zusammen, biete es an oder beende das Schenken
wolves-gift-answer-allowed = beantworte das Geschenk: Alles annehmen, Teil annehmen oder Ablehnen
wolves-gift-leader-allowed = wähle einen Marker für den geschenkten Anführer
wolves-token-to-need = für deinen ungedeckten Bedarf
wolves-token-to-reserve = in deine Reserve
wolves-token-to-status-overflow = Reserve voll: 1 Status
wolves-share-token = +{ $res }
wolves-share-none = Keine Marker
wolves-share-prompt = Je mehr du teilst: Leg 2 Reservemarker deiner Wahl dazu.
wolves-share-allowed = wähle deine Marker für Je mehr du teilst
wolves-offers-any-part = { $giver ->
    [you] Du bietest
   *[other] { $giver } bietet
} { $player ->
    [you] dir
   *[other] { $player }
} ein Geschenk an: { $gift } ({ $player ->
    [you] du darfst
   *[other] { $player } darf
} beliebige Teile nehmen).
wolves-offers-whole = { $giver ->
    [you] Du bietest
   *[other] { $giver } bietet
} { $player ->
    [you] dir
   *[other] { $player }
} ein Geschenk an: { $gift } ({ $player ->
    [you] du musst
   *[other] { $player } muss
} es ganz nehmen).
wolves-declines = { $player ->
    [you] Du lehnst
   *[other] { $player } lehnt
} das Geschenk von { $giver ->
    [you] dir
   *[other] { $giver }
} ab.
wolves-accepted-part = { $taken } (ein Teil)
wolves-accepts = { $player ->
    [you] Du nimmst
   *[other] { $player } nimmt
} von { $giver ->
    [you] dir
   *[other] { $giver }
} { $taken } an: { $needs } für den Bedarf, { $reserves } in die Reserve{ $overflow ->
    [0] {""}
   *[other] , { $overflow } als Status
}. { $giver ->
    [you] Du
   *[other] { $giver }
} +{ $status } Status.
wolves-accepts-met = { $accepts } { $player ->
    [you] Dein
   *[other] Der
} Bedarf { $player ->
    [you] ist
   *[other] von { $player } ist
} jetzt gedeckt.
wolves-takes-share = { $player ->
    [you] Du nimmst
   *[other] { $player } nimmt
} { $tokens } (Je mehr du teilst).
wolves-refuse-not-gifting = es ist nicht der Schenkschritt
wolves-refuse-gift-have-only = du hast nur { $items } zum Verschenken
wolves-refuse-gift-none-to-remove = im Geschenk ist nichts davon zum Herausnehmen: { $item }
wolves-refuse-gift-recipient = wähle einen anderen Spieler am Tisch
wolves-refuse-gift-offered = du hast { $player ->
    [you] dir
   *[other] { $player }
} in diesem Zug schon ein Geschenk angeboten (ein Geschenk pro Spieler)
wolves-refuse-gift-clear-empty = das Geschenk ist schon leer: nichts zu leeren
wolves-refuse-gift-no-recipient = wähle zuerst einen Empfänger
wolves-refuse-gift-empty = das Geschenk ist leer: Leg zuerst etwas hinein
wolves-refuse-gift-whole = { $player } steht im Rang unter dir: Du musst das ganze Geschenk annehmen
wolves-refuse-gift-take-nothing = wähle mindestens einen Gegenstand, oder geh zurück und lehne ab
wolves-refuse-gift-holds-only = das Geschenk enthält nur { $items }
wolves-refuse-gift-none-chosen = davon hast du noch nichts gewählt: { $item }
wolves-refuse-share-fit = diese Marker passen nicht in deine Reserve (höchstens { $cap } pro Art); wähle eine der angebotenen Kombinationen
wolves-refuse-gift-forest = Waldkarten kann man nicht verschenken: Gib Rohstoffkarten, Anführer oder Reservemarker
