# Werwolf: der Tisch, die Geschichte am Ende und die Überschriften der Regelseiten.
# Konventionen (docs/design.md, "Text is data"): Ein Spieler-Argument ist `you`
# für seinen Leser, darum wird darauf ausgewählt; <em>…</em> ist Betonung.

## Der Tisch.
werewolf-view-title = { game-title-werewolf } — { $step }
werewolf-view-night = Nacht { $n }
werewolf-view-over = Spielende
werewolf-view-dawn = Tag { $n }: Morgengrauen
werewolf-view-dusk = Tag { $n }: Abenddämmerung
werewolf-view-nomination = Tag { $n }: Nominierung
werewolf-view-trial = Tag { $n }: Prozess
werewolf-view-vote = Tag { $n }: Abstimmung
werewolf-view-discussion = Tag { $n }: Diskussion
werewolf-view-status = { $step } · { $alive } von { $seats } am Leben{ $awaited }
werewolf-view-resolving = Der Spielleiter wickelt die Eliminierung ab…
werewolf-view-waiting = {" · "}warten auf { $who }
werewolf-view-time-left = {" · "}noch etwa { $seconds } s Diskussion
werewolf-view-quiet = {" · "}Gesprächszeit vor den Nominierungen
werewolf-view-night-prompts = {" · "}alle Lebenden werden privat gefragt
werewolf-view-nominated = { $nominator ->
    [you] Du hast
   *[other] <em>{ $nominator }</em> hat
} { $accused ->
    [you] <em>dich</em>
   *[other] <em>{ $accused }</em>
} nominiert: Es fehlt noch eine Unterstützung.
werewolf-view-on-trial = { $accused ->
    [you] <em>Du</em> stehst
   *[other] <em>{ $accused }</em> steht
} vor Gericht (nominiert von { $nominator ->
    [you] dir
   *[other] { $nominator }
}, unterstützt von { $seconder ->
    [you] dir
   *[other] { $seconder }
}): Verteidigung.
werewolf-view-vote-on = Abstimmung über { $accused ->
    [you] <em>dich</em>
   *[other] <em>{ $accused }</em>
}: { $needed } Stimmen nötig zum Eliminieren.
werewolf-view-tally = Eliminieren ({ $yes }): { $yes-names } · Verschonen ({ $no }): { $no-names }
werewolf-view-no-votes = Noch keine Stimmen.
werewolf-view-eliminations = Eliminierungen per Abstimmung heute: { $done } von { $allowed }.
werewolf-view-chosen = Bisher gewählt: { $names }.
werewolf-view-players = Spieler · Rollen im Spiel: { $roles }
werewolf-view-recent = Letzte Ereignisse
# Die Abstimmungen von heute und gestern, jeweils mit der Seite jeder Stimme.
werewolf-view-votes = Abstimmungen

## Der eigene Teil eines Platzes.
werewolf-view-your-role = Deine Rolle (Team { $team })
werewolf-view-role = <em>{ $role }</em> — { $ability }
# Zwei Sätze hintereinander.
werewolf-view-then = { $first } { $next }
werewolf-view-turned = Du bist jetzt ein Werwolf: Du jagst mit dem Rudel.
werewolf-view-extra-powers = Zusätzliche Fähigkeiten: { $powers }.
werewolf-view-promoted = Die Seherin ist gestorben: Du bist jetzt die Seherin.
werewolf-view-cursed = Du bist verflucht.
werewolf-view-diseased = Du bist aussätzig.
werewolf-view-potions = Tränke: Heiltrank { $save }, Gifttrank { $poison }.
werewolf-view-potion-used = verbraucht
werewolf-view-potion-ready = bereit
werewolf-view-you-are-dead = Du bist tot.
werewolf-view-your-artifacts = Deine Artefakte
werewolf-view-none = Keine.
werewolf-view-face-down = verdeckt
werewolf-view-revealed-used = aufgedeckt, verbraucht
werewolf-view-revealed = aufgedeckt
werewolf-view-artifact = { $n }. <em>{ $name }</em> ({ $kind }, { $state }): { $text }
werewolf-view-pack-votes = Die Stimmen des Rudels heute Nacht
werewolf-view-no-pack-votes = Noch keine Stimmen.
werewolf-view-pack-vote = { $wolf ->
    [you] Du
   *[other] { $wolf }
} → { $victim ->
    [you] dich
   *[other] { $victim }
}
werewolf-view-known = Was du weißt: { $facts }
werewolf-view-your-choice = Deine Wahl
werewolf-view-being-eliminated = Du wirst eliminiert: Triff deine Wahl.

## Die Geschichte am Ende (Namen sind schlicht: Die Geschichte ist für alle gleich).
# Die Überschrift einer Seite über den Zeilen ihrer Spieler; `side`: 0 Dorf, 1 Werwölfe, 2 Gerber.
werewolf-story-side = { $side ->
    [1] { $won ->
        [1] ★ Die Werwölfe haben gewonnen
       *[0] Die Werwölfe
    }
    [2] { $won ->
        [1] ★ Der Gerber hat gewonnen
       *[0] Der Gerber
    }
   *[0] { $won ->
        [1] ★ Das Dorf hat gewonnen
       *[0] Das Dorf
    }
}
werewolf-story-votes = Alle Abstimmungen
werewolf-story-claims = Alle Behauptungen, überprüft
werewolf-story-log = Das vollständige Nachtprotokoll: /partie protokoll.
werewolf-story-night-log = Das Nachtprotokoll:
werewolf-story-seat = { $winner ->
    [1] ★
   *[0] ·
} { $who } — { $role } · { $fate }{ $deeds }{ $artifacts }
werewolf-story-role = { $role }
werewolf-story-dealt = { $role } (ausgeteilt: { $dealt })
werewolf-story-turned = { $role } (zum Werwolf geworden)
werewolf-story-role-side = { $role }, { $team }
werewolf-story-result = { $winner ->
    [1] gewonnen
   *[0] verloren
}
werewolf-story-alive = lebt
werewolf-story-dead = tot
# † markiert einen Tod.
werewolf-story-died-night = † Nacht { $n } ({ $how })
werewolf-story-died-day = † Tag { $n } ({ $how })
# Durch die Abstimmung des Tages eliminiert.
werewolf-story-voted-out = † Tag { $n }
# Von den Wölfen getötet.
werewolf-story-killed = † Nacht { $n }
werewolf-story-by-witch = Gift der Hexe
werewolf-story-by-hunter = Jäger
werewolf-story-by-wounds = Wunden
werewolf-story-by-breath = Atem des alten Mannes
werewolf-story-by-bow = Jagdbogen
werewolf-story-by-spear = Speer des Zorns
werewolf-story-by-orb = Kugel der Spekulation
werewolf-story-deeds = {" · "}{ $deeds }
# Die nächtlichen Blicke eines Platzes, unter einem „sah“.
werewolf-story-saw = sah { $looks }
werewolf-story-saw-wolf = { $who }: { $wolf ->
    [1] Wolf
   *[0] kein Wolf
}
werewolf-story-saw-special = { $who }: { $special ->
    [1] Sonderrolle
   *[0] keine Sonderrolle
}
werewolf-story-saw-seer = { $who }: { $seer ->
    [1] die Seherin
   *[0] nicht die Seherin
}
werewolf-story-saw-role = { $who }: { $role }
werewolf-story-pack-killed = tötete mit dem Rudel: { $victims }
werewolf-story-poisoned = vergiftete: { $victims }
werewolf-story-artifacts = {" · "}Artefakte: { $artifacts }
werewolf-story-revealed-on = { $name } (aufgedeckt an Tag { $n })
werewolf-story-never-revealed = { $name } (verdeckt)
werewolf-story-claims-day = Tag { $n }: { $claims }
# Das Ergebnis einer Abstimmung in der Geschichte (die Zeile am Tisch nennt auch, wie viele nötig waren).
werewolf-story-vote-count = ({ $eliminate } für Eliminieren, { $spare } für Verschonen)
# Ein Abstimmungsergebnis in der Geschichte: „ja“ heißt eliminieren, „nein“ verschonen.
werewolf-story-vote-sides = Eliminieren: { $eliminate } · Verschonen: { $spare }
# Die Seite der behauptenden Person in Klammern, wenn es nicht das Dorf war.
werewolf-story-claim = { $by }{ $side ->
    [1] {" (ein Wolf)"}
    [2] {" (der Gerber)"}
   *[0] {""}
}: { $about } { $wolf ->
    [1] ist ein Wolf
   *[0] ist kein Wolf
} — { $truth ->
    [1] wahr
   *[0] falsch
}
# Zwei Behauptungen eines Tages.
werewolf-story-then = { $first } · { $next }

## Die Listen der Regelseiten (die Seiten setzen die Überschriften fett).
werewolf-story-rules-roles = Rollen ({ $page }/{ $pages })
werewolf-story-rules-role = { $role } ({ $team }, { $value }): { $ability }
werewolf-story-rules-artifacts = Artefakte ({ $page }/{ $pages })
werewolf-story-rules-artifact-kinds = 1: einmalig; D: nach dem Aufdecken dauerhaft wirksam; E: ein Edelstein, wirkt auf andere Artefakte.
werewolf-story-rules-artifact = { $name } ({ $kind }): { $text }

## Board seats (number, name, role once public; pieces joined by " · ").
werewolf-view-seat = { $n }. { $player }
werewolf-view-seat-role = { $n }. { $player } — { $role }
werewolf-view-seat-dead = tot
werewolf-view-seat-sent-away = fortgeschickt
werewolf-view-seat-silenced = stumm
werewolf-view-seat-may-not-vote = darf nicht abstimmen
werewolf-view-seat-face-down = { $count } verdeckt
werewolf-view-seat-artifact-used = { $artifact } (verbraucht)
werewolf-view-seat-artifacts = [{ $artifacts }]
werewolf-view-seat-next = { $first } │ { $next }
werewolf-view-vote-next = { $first } / { $next }
