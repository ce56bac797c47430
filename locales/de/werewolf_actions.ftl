# Werwolf: Abfragen, Artefakte und ihre Wirkungen, der Stapel, das Jenseits, Ablehnungen.

## Eine Auswahl, die auf jemanden zielt; `player` ist `you`, wenn es der Leser ist.
ww-aim-kill = { $player ->
    [you] Mich selbst töten
   *[other] { $player } töten
}
ww-aim-look-at = { $player ->
    [you] Mich selbst ansehen
   *[other] { $player } ansehen
}
ww-aim-read-aura = { $player ->
    [you] Meine eigene Aura lesen
   *[other] Aura von { $player } lesen
}
ww-aim-protect = { $player ->
    [you] Mich selbst
   *[other] { $player }
} beschützen
ww-aim-send-away = { $player ->
    [you] Mich selbst fortschicken
   *[other] { $player } fortschicken
}
ww-aim-silence = { $player ->
    [you] Mich selbst zum Schweigen bringen
   *[other] { $player } zum Schweigen bringen
}
ww-aim-save = { $player ->
    [you] Mich selbst
   *[other] { $player }
} retten
ww-aim-poison = { $player ->
    [you] Mich selbst vergiften
   *[other] { $player } vergiften
}
ww-aim-shoot = { $player ->
    [you] Mich selbst erschießen
   *[other] { $player } erschießen
}
ww-aim-pass-amulet = { $player ->
    [you] Amulett behalten
   *[other] Amulett an { $player } weitergeben
}
ww-aim-shield = { $player ->
    [you] Mich selbst abschirmen
   *[other] { $player } abschirmen
}
ww-aim-forbid-vote = { $player ->
    [you] Stimmverbot: ich selbst
   *[other] Stimmverbot: { $player }
}
ww-aim-choose = { $player ->
    [you] Mich selbst wählen
   *[other] { $player } wählen
}
ww-aim-make-reveal = { $player ->
    [you] Aufdecken lassen: ich selbst
   *[other] Aufdecken lassen: { $player }
}
ww-aim-peek-at = { $player ->
    [you] Mich selbst ausspähen
   *[other] { $player } ausspähen
}
ww-aim-steal-from = { $player ->
    [you] Von mir selbst stehlen
   *[other] Von { $player } stehlen
}
ww-aim-destroy = { $player ->
    [you] Ein eigenes Artefakt zerstören
   *[other] Ein Artefakt von { $player } zerstören
}
ww-aim-first-to-reveal = { $player ->
    [you] Deckt zuerst auf: ich selbst
   *[other] Deckt zuerst auf: { $player }
}
ww-aim-second-to-reveal = { $player ->
    [you] Deckt als Zweites auf: ich selbst
   *[other] Deckt als Zweites auf: { $player }
}
ww-aim-deny = { $player ->
    [you] Ein eigenes Artefakt zurücklegen
   *[other] Ein Artefakt von { $player } zurücklegen
}
ww-aim-make-diseased = { $player ->
    [you] Aussätzig machen: ich selbst
   *[other] Aussätzig machen: { $player }
}
ww-aim-view-role = { $player ->
    [you] Meine eigene Rolle ansehen
   *[other] Rolle von { $player } ansehen
}
ww-aim-test = { $player ->
    [you] Mich selbst prüfen
   *[other] { $player } prüfen
}
ww-aim-mirror = { $player ->
    [you] Mich selbst spiegeln
   *[other] { $player } spiegeln
}
ww-aim-doom = { $player ->
    [you] Mich selbst verdammen
   *[other] { $player } verdammen
}
ww-aim-strike = { $player ->
    [you] Mich selbst niederstrecken
   *[other] { $player } niederstrecken
}
ww-aim-name = { $player ->
    [you] Mich selbst nennen
   *[other] { $player } nennen
}
ww-aim-give-bow = { $player ->
    [you] Bogen behalten
   *[other] Bogen an { $player } geben
}
ww-aim-ask-ghost = { $player ->
    [you] Meinen eigenen Geist befragen
   *[other] Den Geist von { $player } befragen
}

## Entscheidungen, die eine Phase unterbrechen (Eliminierungen, der Jäger, Artefakte).
ww-reveal-the-artifact = { $artifact } aufdecken
ww-prompt-eliminated-no-rescue = Du wirst eliminiert: Keines deiner Artefakte kann dich retten.
ww-prompt-eliminated-reveal = Du wirst eliminiert. Ein Artefakt aufdecken?
ww-choice-accept-fate = Mein Schicksal annehmen
ww-prompt-hunter-shot = Du bist der Jäger: Wähle jemanden, den du mitnimmst.
ww-prompt-dawn-artifact = Morgengrauen: Dein Artefakt { $artifact } wirkt. { $effect }
ww-prompt-your-artifact = Dein Artefakt { $artifact }: { $effect }
ww-choice-face-down-artifact = Verdecktes Artefakt { $number }
ww-prompt-which-artifact = { $player ->
    [you] Welches deiner Artefakte?
   *[other] Welches Artefakt von { $player }?
}
ww-prompt-amethyst-force = Amethyst des Wissens: Die Person zwingen, es jetzt aufzudecken?
ww-choice-make-reveal = Aufdecken lassen
ww-choice-keep-secret = Geheim halten
ww-prompt-ghost-letter = Laken des Geistes: Gib { $player ->
    [you] dir
   *[other] { $player }
} einen einzigen Buchstaben.
ww-prompt-bow-shot = { $player } hat dir den Jagdbogen gegeben: Eliminiere innerhalb einer Minute jemanden.

## Die Abfragen der Nacht.
ww-choice-sleep = Schlafen
ww-night-no-action = Nacht { $night }: Du hast keine Nachtaktion.
ww-night-wolf-vote = Nacht { $night }: Stimme für das Opfer der Wölfe ab.
ww-night-wolf-vote-of = Nacht { $night }: Stimme für das Opfer der Wölfe ab ({ $number } von { $kills }).
ww-night-seer = Nacht { $night }: Wähle jemanden und erfahre, ob die Person ein Werwolf ist.
ww-night-aura-seer = Nacht { $night }: Wähle jemanden und erfahre, ob die Person eine Sonderrolle hat.
ww-night-sorceress = Nacht { $night }: Wähle jemanden und erfahre, ob die Person die Seherin ist.
ww-night-bodyguard = Nacht { $night }: Wähle jemanden, den du beschützt (nicht dieselbe Person wie letzte Nacht).
ww-night-old-hag = Nacht { $night }: Wähle jemanden, den du morgen aus dem Dorf schickst.
ww-night-spellcaster = Nacht { $night }: Wähle jemanden, der morgen schweigen muss.
ww-night-witch-waits = Nacht { $night }: Die Wölfe wählen gerade. Sobald sie fertig sind, wirst du nach deinen Tränken gefragt.
ww-choice-wait-for-wolves = Auf die Wölfe warten
ww-choice-nothing-tonight = Heute Nacht nichts tun
ww-night-witch-no-victim = Nacht { $night }: Die Wölfe haben niemanden gewählt. Dein Gift einsetzen?
ww-night-witch-victims = Nacht { $night }: Die Wölfe haben gewählt: { $players }. Einen Trank einsetzen?
ww-night-nobody-to-choose = Nacht { $night }: Heute Nacht kann niemand gewählt werden.
ww-eye-of-the-beholder = Auge des Betrachters, Nacht { $night }: Die Seherin hat { $player ->
    [you] dich
   *[other] { $player }
} angesehen: { $wolf ->
    [1] ein Werwolf.
   *[0] kein Werwolf.
}

## Die laufende Entscheidung, wie andere sie lesen.
ww-pending-elimination = eine Eliminierung
ww-pending-hunter = { $player ->
    [you] deine Entscheidung als Jäger
   *[other] die Entscheidung des Jägers { $player }
}
ww-pending-artifact = { $player ->
    [you] dein Artefakt { $artifact }
   *[other] das Artefakt { $artifact } von { $player }
}

## Ablehnungen: warum eine Aktion nicht ausgeführt wird.
ww-refuse-reveal-dead = Tote können keine Artefakte aufdecken
ww-refuse-reveal-no-such = Du hast kein Artefakt Nummer { $number }
ww-refuse-reveal-already = Dein Artefakt { $artifact } ist schon aufgedeckt
ww-refuse-reveal-on-elimination = Das Artefakt { $artifact } kann nur aufgedeckt werden, wenn du eliminiert wirst
ww-refuse-reveal-by-day = Artefakte können nur tagsüber vor der Abstimmung aufgedeckt werden
ww-refuse-reveal-one-at-a-time = Gerade wird { $what } abgewickelt; es wird immer nur ein Artefakt nach dem anderen aufgedeckt, versuch es danach noch mal
ww-refuse-reveal-vote-started = Die Abstimmung hat begonnen; Artefakte werden vor der Abstimmung aufgedeckt
ww-refuse-reveal-sent-away = Du wurdest heute aus dem Dorf geschickt
ww-refuse-reveal-done-today = Du hast gesagt, dass du mit der heutigen Diskussion fertig bist; aufdecken kannst du wieder, sobald jemand nominiert ist
ww-refuse-not-yourself = Du kannst dich nicht selbst wählen
ww-refuse-no-such-player = Es gibt keinen Spieler mit der Nummer { $number }
ww-refuse-player-dead = { $player ->
    [you] Du bist tot
   *[other] { $player } ist tot
}
ww-refuse-more-choices = …
ww-refuse-choose-among = { $prompt }; du kannst: { $choices }
ww-refuse-stale-timer = Dieser Timer ist veraltet: Der Schritt, für den er gestellt war, ist schon vorbei
ww-refuse-host = Der Bot leitet diese Partie; der Gastgeber hat hier keine Züge
ww-refuse-no-seat = Es gibt keinen Platz { $seat }

## Warum ein Platz gerade nichts zu tun hat.
ww-idle-dead = Du bist tot und kannst nicht handeln
ww-idle-waiting-for = Es wird auf { $what } gewartet
ww-idle-night-done = Du hast heute Nacht alles getan, was du kannst
ww-idle-discussion-done = Du bist mit der heutigen Diskussion fertig
ww-idle-waiting-second = Es wird gewartet, bis jemand die Nominierung unterstützt
ww-idle-defence = { $player ->
    [you] Du hältst gerade deine Verteidigung
   *[other] { $player } verteidigt sich gerade
}
ww-idle-voted = Du hast abgestimmt oder darfst heute nicht abstimmen
ww-idle-nothing = Gerade gibt es nichts zu tun

## Das eigene Artefakt am Tag aufdecken.
ww-choice-reveal-numbered = Artefakt { $number } aufdecken: { $artifact }
ww-choice-reveal-only = Artefakt aufdecken: { $artifact }
