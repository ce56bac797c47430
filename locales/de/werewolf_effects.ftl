# Werwolf: was Artefakte nach dem Aufdecken tun, die Nachrichten am Morgen, das Ende einer Partie.

## Ein Aufdecken und warum eine Karte nichts bewirkt.
ww-artifact-reveals = { $player ->
    [you] Du deckst
   *[other] { $player } deckt
} das Artefakt { $artifact } auf: { $effect }
ww-artifact-must-reveal = { $player ->
    [you] Du musst
   *[other] { $player } muss
} das Artefakt { $artifact } aufdecken: { $effect }
ww-artifact-no-effect = Das Artefakt { $artifact } bleibt ohne Wirkung: { $reason }.
ww-unmet-only-on-elimination = es wirkt nur, wenn die Person, die es hält, eliminiert wird
ww-unmet-no-ghost = gestern wurde niemand eliminiert, weder per Abstimmung noch auf andere Weise
ww-unmet-condition = seine Bedingung ist nicht erfüllt
ww-unmet-nobody-to-choose = niemand kann gewählt werden
ww-unmet-ghost-silent = der Geist blieb stumm
ww-unmet-time-ran-out = die Zeit ist abgelaufen

## Einmal-Wirkungen.
ww-amethyst-view = Amethyst des Wissens: { $player ->
    [you] Dein verdecktes Artefakt
   *[other] Das verdeckte Artefakt von { $player }
} ist: { $artifact }.
ww-prism-victims = Heute Nacht müssen die Wölfe ihr Opfer unter diesen wählen: { $players }.
ww-ghost-letter = { $ghost ->
    [you] Dein Geist gibt
   *[other] Der Geist von { $ghost } gibt
} { $player ->
    [you] dir
   *[other] { $player }
} den Buchstaben { $letter }.
ww-amethyst-force = { $player ->
    [you] Du zwingst
   *[other] { $player } zwingt
} { $target ->
    [you] dich
   *[other] { $target }
}, das Artefakt aufzudecken.
ww-amethyst-keep = { $player ->
    [you] Du behältst für dich, was du gesehen hast.
   *[other] { $player } behält für sich, was zu sehen war.
}
ww-diamond-denies = { $player ->
    [you] Du schickst
   *[other] { $player } schickt
} { $target ->
    [you] dein Artefakt { $artifact }
   *[other] das Artefakt { $artifact } von { $target }
} zurück in den Stapel.
ww-emerald-takes = { $player ->
    [you] Du nimmst
   *[other] { $player } nimmt
} { $target ->
    [you] dir
   *[other] { $target }
} ein verdecktes Artefakt weg.
ww-onyx-destroys = { $player ->
    [you] Du zerstörst
   *[other] { $player } zerstört
} { $target ->
    [you] eines deiner verdeckten Artefakte
   *[other] ein verdecktes Artefakt von { $target }
}.
ww-citrine-exchanges = { $player ->
    [you] Du tauschst
   *[other] { $player } tauscht
} den Citrin des Glücks gegen ein neues Artefakt.
ww-amber-rewards = Neue verdeckte Artefakte für: { $players }.
ww-amber-nobody = Der Bernstein der Morgenröte findet niemanden, den er belohnen kann.
ww-now-diseased = { $player ->
    [you] Du bist
   *[other] { $player } ist
} jetzt aussätzig.
ww-now-cursed = { $player ->
    [you] Du bist
   *[other] { $player } ist
} jetzt verflucht.
ww-diary-acted = Tagebuch der Schlaflosen: { $player ->
    [you] Deine Nachbarn
   *[other] Die Nachbarn von { $player }
} — mindestens einer von ihnen war letzte Nacht aktiv.
ww-diary-quiet = Tagebuch der Schlaflosen: { $player ->
    [you] Deine Nachbarn
   *[other] Die Nachbarn von { $player }
} — keiner von ihnen war letzte Nacht aktiv.
ww-stone-new-role = { $player ->
    [you] Du erhältst
   *[other] { $player } erhält
} eine neue Rolle aus den ungenutzten Rollen.
ww-breath-doomed = { $player ->
    [you] Du stirbst
   *[other] { $player } stirbt
} in der übernächsten Nacht.
ww-bow-shoots = { $player ->
    [you] Du erschießt
   *[other] { $player } erschießt
} { $target ->
    [you] dich
   *[other] { $target }
} mit dem Jagdbogen.
ww-spear-strikes = { $player ->
    [you] Du ({ $role }) streckst
   *[other] { $player } ({ $role }) streckt
} { $target ->
    [you] dich
   *[other] { $target }
} mit dem Speer des Zorns nieder.
ww-orb-right = { $player ->
    [you] Du nennst
   *[other] { $player } nennt
} mit der Kugel der Spekulation { $players }: Beide sind Werwölfe!
ww-orb-wrong = { $player ->
    [you] Du nennst
   *[other] { $player } nennt
} mit der Kugel der Spekulation { $players }: falsch.
ww-talisman = Nach einer ersten Eliminierung per Abstimmung sind Nominierungen wieder offen: Heute darf die Abstimmung eine zweite Person eliminieren.
ww-intel-is-werewolf = { $player ->
    [you] Du bist
   *[other] { $player } ist
} ein Werwolf.
ww-intel-is-mason = { $player ->
    [you] Du bist
   *[other] { $player } ist
} ein Freimaurer.
ww-intel-night-one-werewolf = Nacht 1: { $player ->
    [you] Du bist
   *[other] { $player } ist
} ein Werwolf.
ww-intel-night-one-mason = Nacht 1: { $player ->
    [you] Du bist
   *[other] { $player } ist
} ein Freimaurer.
ww-intel-only-mason = Nacht 1: Du bist der einzige Freimaurer.

## Wiedergeburt bei der Eliminierung.
ww-scepter-rebirth = { $player ->
    [you] Du wirst eliminiert, aber das Zepter der Wiedergeburt holt dich ins Leben zurück.
   *[other] { $player } wird eliminiert, kehrt aber dank des Zepters der Wiedergeburt ins Leben zurück.
}
ww-rod-no-role = { $player ->
    [you] Du deckst
   *[other] { $player } deckt
} die Rute der Reinkarnation auf, aber es ist keine ungenutzte Rolle mehr übrig.
ww-rod-new-role = { $player ->
    [you] Du wirst eliminiert, aber die Rute der Reinkarnation hält dich mit einer neuen Rolle im Spiel.
   *[other] { $player } wird eliminiert, bleibt aber dank der Rute der Reinkarnation mit einer neuen Rolle im Spiel.
}
ww-rod-new-role-was = { $player ->
    [you] Du wirst eliminiert, aber die Rute der Reinkarnation hält dich mit einer neuen Rolle im Spiel. Deine alte Rolle: { $role }.
   *[other] { $player } wird eliminiert, bleibt aber dank der Rute der Reinkarnation mit einer neuen Rolle im Spiel. Die alte Rolle: { $role }.
}

## Entscheidungen „jeden Morgen“.
ww-amulet-passes = Das Amulett des Schutzes geht von { $player ->
    [you] dir
   *[other] { $player }
} an { $target ->
    [you] dich
   *[other] { $target }
} über.
ww-shield-chosen = { $player ->
    [you] Dein Schild des Leibwächters
   *[other] Schild des Leibwächters von { $player }
}: { $target ->
    [you] Du kannst
   *[other] { $target } kann
} in der nächsten Nacht nicht sterben.
ww-heart-chosen = { $player ->
    [you] Dein Herz der Gleichgültigkeit
   *[other] Herz der Gleichgültigkeit von { $player }
}: { $target ->
    [you] Du darfst
   *[other] { $target } darf
} heute nicht abstimmen.
ww-mask-chosen = { $player ->
    [you] Deine Maske der Beschwörung
   *[other] Maske der Beschwörung von { $player }
}: { $target ->
    [you] Du musst
   *[other] { $target } muss
} heute schweigen.
ww-cudgel-chosen = { $player ->
    [you] Dein Knüppel der Alten Vettel
   *[other] Knüppel der Alten Vettel von { $player }
}: { $target ->
    [you] Du wirst
   *[other] { $target } wird
} heute aus dem Dorf geschickt.
ww-artifact-chooses = { $player ->
    [you] Du wählst
   *[other] { $player } wählt
} { $target ->
    [you] dich
   *[other] { $target }
} ({ $artifact }).
ww-hunter-missed-shot = { $player ->
    [you] Du hast als Jäger nicht rechtzeitig geschossen.
   *[other] Der Jäger { $player } hat nicht rechtzeitig geschossen.
}
ww-no-dawn-choice = { $player ->
    [you] Du hast
   *[other] { $player } hat
} mit dem Artefakt { $artifact } keine Wahl getroffen.
ww-bow-missed-shot = { $player ->
    [you] Du hast
   *[other] { $player } hat
} nicht rechtzeitig geschossen.

## Der Morgen.
ww-dawn-nobody-died = Morgengrauen an Tag { $day }: Niemand ist in der Nacht gestorben.
ww-dawn-deaths = Morgengrauen an Tag { $day }: In der Nacht gestorben: { $players }.
ww-dawn-sent-away = { $player ->
    [you] Du wurdest
   *[other] { $player } wurde
} für heute aus dem Dorf geschickt.
ww-dawn-silenced = { $player ->
    [you] Du wurdest
   *[other] { $player } wurde
} für heute zum Schweigen gebracht.

## Warum eine Partie endete.
ww-win-no-wolf-left = kein Werwolf ist mehr am Leben
ww-win-wolves-as-many = sie sind so viele wie alle übrigen
ww-win-orb = die Kugel der Spekulation hat zwei Werwölfe genannt
ww-win-stalemate = ein Patt: { $rounds ->
    [one] eine Runde
   *[other] { $rounds } Runden
} lang ist niemand gestorben
ww-outcome-team-wins = Team { $team } gewinnt{ $tanner ->
    [1] {" "}(und der Gerber, der gestorben ist)
   *[0] {""}
}: { $reason }
ww-outcome-nobody-wins = Niemand gewinnt{ $tanner ->
    [1] {" "}(außer dem Gerber, der gestorben ist)
   *[0] {""}
}: { $reason }

## Die Rollen, in der Lobby und am Tisch.
ww-deck-count = { $role } ×{ $count }
ww-deck-described = { $roles } (Balance { $balance })
ww-deck-source-preset = Vorgabe für { $players } Spieler
ww-deck-source-list = deine Liste, für { $players } Spieler
ww-deck-note = <em>Rollen</em> ({ $source }): { $deck }
ww-deck-balance-even = <em>Balance</em> { $balance }: ausgeglichen (0 ist ausgeglichen)
ww-deck-balance-village-ahead = <em>Balance</em> { $balance }: etwa ausgeglichen, das Dorf leicht im Vorteil (0 ist ausgeglichen)
ww-deck-balance-wolves-ahead = <em>Balance</em> { $balance }: etwa ausgeglichen, die Werwölfe leicht im Vorteil (0 ist ausgeglichen)
ww-deck-balance-favours-village = <em>Balance</em> { $balance }: ⚠️ begünstigt das Dorf (0 ist ausgeglichen)
ww-deck-balance-favours-wolves = <em>Balance</em> { $balance }: ⚠️ begünstigt die Werwölfe (0 ist ausgeglichen)
ww-deck-too-few-players = ⛔ { $seats ->
    [one] 1 Spieler
   *[other] { $seats } Spieler
}: Werwolf braucht mindestens { $min }; die Rollen unten sind für { $players }.
ww-deck-blocker = ⛔ { $problem }
ww-artifacts-list-standard = <em>Artefakte</em>: die Standardliste, { $count } von { $total } Karten (ohne { $left-out }, die das Spiel einer Seite zuneigen); `artifact_list=all` spielt mit allen Karten.
ww-artifacts-list-all = <em>Artefakte</em>: alle Karten ({ $count }), auch die sechs, die die Standardliste weglässt.
ww-artifacts-list-chosen = <em>Artefakte</em>: die Liste des Gastgebers, { $count } von { $total } Karten.
ww-artifacts-list-blocker = ⛔ { $problem }
ww-deck-no-seer = ⚠️ Keine Seherin: Niemand im Dorf kann nach Werwölfen suchen.
ww-deck-too-many-roles = Die Rollenliste hat { $roles ->
    [one] { $roles } Rolle
   *[other] { $roles } Rollen
}, aber es gibt nur { $players } Spieler: Entferne { $extra ->
    [one] 1 Rolle
   *[other] { $extra } Rollen
}
ww-deck-no-werewolf = Die Rollenliste hat keinen Werwolf: Füge einen Werwolf (oder ein Wolfsjunges) hinzu
ww-deck-wolves-win-at-once = { $wolves } Werwölfe unter { $players } Spielern würden sofort gewinnen: Nimm weniger Werwölfe (etwa einen pro vier Spieler)
ww-deck-count-not-number = `{ $part }`: Die Anzahl muss eine ganze Zahl sein, z. B. werewolf=2
ww-deck-unknown-role = Unbekannte Rolle `{ $role }`; die Rollen sind: { $roles }
ww-deck-list-too-long = Die Rollenliste nennt mehr als { $max } Rollen
ww-setup-roles-refused = roles: { $why }
ww-setup-opt-out-not-seat = artifact_opt_out: `{ $part }` ist keine Platznummer (1 bis { $players })
ww-setup-opt-out-no-seat = artifact_opt_out: Platz { $seat } gibt es nicht (1 bis { $players })
ww-setup-unknown-artifact = Unbekanntes Artefakt `{ $key }` in artifact_list; die Schlüssel sind: { $keys }
ww-setup-too-few-artifacts = Es werden { $needed } Artefakte gebraucht, aber die Artefaktliste hat nur { $listed }: Nimm 1 Artefakt pro Spieler, lass weniger Spieler mitmachen oder erlaube mehr Karten

## Wie jemand gestorben ist.
ww-cause-wolves = Werwölfe
ww-cause-witch = Gift der Hexe
ww-cause-vote = Abstimmung
ww-cause-hunter = Schuss des Jägers
ww-cause-wounds = Wunden
ww-cause-breath = Atem des alten Mannes
ww-cause-bow = Jagdbogen
ww-cause-spear = Speer des Zorns
ww-cause-orb = Kugel der Spekulation

## Das Jenseits: was die Toten sehen.
ww-afterlife-title = Jenseits — { $phase }
ww-afterlife-intro = Alles, was die Lebenden nicht sehen können. Behalte es für dich.
ww-afterlife-every-player = Alle Spieler
ww-afterlife-tonight = Heute Nacht bisher
ww-afterlife-secret-log = Geheimes Protokoll (das Neueste)
ww-afterlife-alive-by-side = Lebend je Team: Dorf { $village } · Werwölfe { $werewolves } · Gerber { $tanner }
ww-afterlife-seat = { $number }. { $player } — { $facts }
ww-afterlife-role-side = { $role }, { $side }
ww-afterlife-role-dealt-side = { $role } (ausgeteilt: { $dealt }), { $side }
ww-afterlife-extra-powers = zusätzliche Fähigkeiten: { $roles }
ww-afterlife-artifacts = Artefakte: { $artifacts }
ww-afterlife-artifact-face-down = { $artifact } (verdeckt)
ww-afterlife-artifact-used = { $artifact } (verbraucht)
ww-afterlife-artifact-revealed = { $artifact } (aufgedeckt)
ww-afterlife-died = starb in Runde { $round } ({ $cause })
ww-afterlife-alive = lebt
ww-afterlife-dead = tot
ww-afterlife-fact-separator = { $left } · { $right }
ww-afterlife-wolf-votes = Der Wolf { $player } stimmt dafür, { $target } zu töten.
ww-afterlife-guards = { $player } beschützt { $target }.
ww-afterlife-witch-saves = Die Hexe rettet { $target }.
ww-afterlife-poisons = { $player } vergiftet { $target }.
ww-afterlife-sends-away = { $player } schickt { $target } aus dem Dorf.
ww-afterlife-silences = { $player } bringt { $target } zum Schweigen.
ww-afterlife-looks-wolf = { $player } sieht sich { $target } an: ein Werwolf.
ww-afterlife-looks-not-wolf = { $player } sieht sich { $target } an: kein Werwolf.
