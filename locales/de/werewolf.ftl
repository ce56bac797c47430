# werewolf: deutsche Texte (Konventionen in docs/design.md, "Text is data").
# Ein Spieler-Argument ist `you` für seinen Leser, darum wird darauf
# ausgewählt; <em>…</em> ist Betonung.

## Seiten.
werewolf-team-village = Dorf
werewolf-team-werewolves = Werwölfe
werewolf-team-tanner = Gerber

## Rollen: der Name einer Rolle und ihre Fähigkeit.
werewolf-role-villager = Dorfbewohner
werewolf-role-villager-ability = Keine Sonderfähigkeit: Finde die Werwölfe und eliminiere sie per Abstimmung.
werewolf-role-seer = Seherin
werewolf-role-seer-ability = Erfahre jede Nacht, ob jemand ein Werwolf ist.
werewolf-role-apprentice-seer = Seherlehrling
werewolf-role-apprentice-seer-ability = Stirbt die Seherin, wirst du zur Seherin.
werewolf-role-aura-seer = Aura-Seherin
werewolf-role-aura-seer-ability = Erfahre jede Nacht, ob jemand eine Sonderrolle hat.
werewolf-role-bodyguard = Leibwächter
werewolf-role-bodyguard-ability = Beschütze jede Nacht jemanden (nicht zwei Nächte hintereinander dieselbe Person).
werewolf-role-witch = Hexe
werewolf-role-witch-ability = Einmal pro Partie rettest du das Opfer der Wölfe; einmal pro Partie eliminierst du nachts jemanden.
werewolf-role-hunter = Jäger
werewolf-role-hunter-ability = Wirst du eliminiert, eliminierst du jemanden deiner Wahl.
werewolf-role-mason = Freimaurer
werewolf-role-mason-ability = In der ersten Nacht erfährst du, wer die anderen Freimaurer sind.
werewolf-role-prince = Prinz
werewolf-role-prince-ability = Eliminiert dich die Abstimmung zum ersten Mal, deckst du dich auf und überlebst.
werewolf-role-mayor = Bürgermeister
werewolf-role-mayor-ability = Deine Stimme zählt doppelt.
werewolf-role-tough-guy = Harter Bursche
werewolf-role-tough-guy-ability = Ein Werwolfangriff tötet dich erst am Ende des nächsten Tages.
werewolf-role-old-hag = Alte Vettel
werewolf-role-old-hag-ability = Schicke jede Nacht jemanden für den nächsten Tag aus dem Dorf (kein Reden, keine Stimme).
werewolf-role-spellcaster = Beschwörerin
werewolf-role-spellcaster-ability = Bring jede Nacht jemanden für den nächsten Tag zum Schweigen.
werewolf-role-diseased = Aussätzige
werewolf-role-diseased-ability = Töten dich die Werwölfe, fällt ihr nächstes Opfer aus.
werewolf-role-village-idiot = Dorfdepp
werewolf-role-village-idiot-ability = Du stimmst immer fürs Eliminieren.
werewolf-role-pacifist = Pazifist
werewolf-role-pacifist-ability = Du stimmst immer fürs Verschonen.
werewolf-role-lycan = Lykanthrop
werewolf-role-lycan-ability = Ein Dorfbewohner, den die Seherin als Werwolf sieht.
werewolf-role-cursed = Verfluchter
werewolf-role-cursed-ability = Ein Dorfbewohner, der beim Angriff der Wölfe nicht stirbt, sondern zum Werwolf wird.
werewolf-role-werewolf = Werwolf
werewolf-role-werewolf-ability = Jede Nacht einigen sich die Wölfe auf ein Opfer.
werewolf-role-wolf-cub = Wolfsjunges
werewolf-role-wolf-cub-ability = Ein Werwolf; stirbst du, töten die Wölfe in der nächsten Nacht zwei Opfer.
werewolf-role-minion = Günstling
werewolf-role-minion-ability = Team Werwölfe: Du kennst die Wölfe, sie kennen dich nicht; Seherinnen sehen einen Dorfbewohner.
werewolf-role-sorceress = Zauberin
werewolf-role-sorceress-ability = Team Werwölfe: Erfahre jede Nacht, ob jemand die Seherin ist.
werewolf-role-tanner = Gerber
werewolf-role-tanner-ability = Du gewinnst nur, wenn du eliminiert wirst.

## Artefakte: der Name einer Karte und ihr Text.
werewolf-artifact-prism-of-power = Prisma der Macht
werewolf-artifact-prism-of-power-text = Wähle drei Spieler: Heute Nacht müssen die Wölfe ihr Opfer unter ihnen wählen.
werewolf-artifact-cap-of-idiocy = Narrenkappe
werewolf-artifact-cap-of-idiocy-text = Du stimmst immer fürs Eliminieren.
werewolf-artifact-wreath-of-peace = Friedenskranz
werewolf-artifact-wreath-of-peace-text = Du stimmst immer fürs Verschonen.
werewolf-artifact-rod-of-reincarnation = Rute der Reinkarnation
werewolf-artifact-rod-of-reincarnation-text = Aufdecken, wenn du eliminiert wirst: Du bleibst mit einer neuen Rolle aus den ungenutzten Rollen im Spiel.
werewolf-artifact-scepter-of-rebirth = Zepter der Wiedergeburt
werewolf-artifact-scepter-of-rebirth-text = Aufdecken, wenn du eliminiert wirst: Du kehrst ins Leben zurück.
werewolf-artifact-void-of-nothingness = Leere des Nichts
werewolf-artifact-void-of-nothingness-text = Keine Wirkung.
werewolf-artifact-sheet-of-the-ghost = Laken des Geistes
werewolf-artifact-sheet-of-the-ghost-text = Jemand, der am Vortag eliminiert wurde, gibt dir einen einzigen Buchstaben.
werewolf-artifact-sapphire-of-fate = Saphir des Schicksals
werewolf-artifact-sapphire-of-fate-text = Wähle jemanden mit einem verdeckten Artefakt: Die Person deckt es jetzt auf.
werewolf-artifact-amethyst-of-knowledge = Amethyst des Wissens
werewolf-artifact-amethyst-of-knowledge-text = Sieh dir heimlich das verdeckte Artefakt einer Person an; du darfst sie zwingen, es jetzt aufzudecken.
werewolf-artifact-diamond-of-denial = Diamant der Verweigerung
werewolf-artifact-diamond-of-denial-text = Schicke ein aufgedecktes Dauer-Artefakt einer Person zurück in den Stapel.
werewolf-artifact-emerald-of-jealousy = Smaragd der Eifersucht
werewolf-artifact-emerald-of-jealousy-text = Nimm jemandem ein verdecktes Artefakt weg; es gehört jetzt dir und bleibt verdeckt.
werewolf-artifact-onyx-of-destruction = Onyx der Zerstörung
werewolf-artifact-onyx-of-destruction-text = Entferne ein verdecktes Artefakt einer Person aus dem Spiel.
werewolf-artifact-ruby-of-kismet = Rubin der Fügung
werewolf-artifact-ruby-of-kismet-text = Zwei Spieler decken ihre Artefakte auf, in der Reihenfolge deiner Wahl.
werewolf-artifact-citrine-of-fortune = Citrin des Glücks
werewolf-artifact-citrine-of-fortune-text = Tausche ihn gegen ein neues Artefakt, das du sofort aufdeckst.
werewolf-artifact-amber-of-dawn = Bernstein der Morgenröte
werewolf-artifact-amber-of-dawn-text = Alle, die ein Einmal-Artefakt aufgedeckt haben, bekommen ein neues verdecktes.
werewolf-artifact-amulet-of-protection = Amulett des Schutzes
werewolf-artifact-amulet-of-protection-text = Wer es hält, kann nicht eliminiert werden; jeden Morgen geht es an jemanden, der es noch nicht hatte.
werewolf-artifact-shield-of-the-bodyguard = Schild des Leibwächters
werewolf-artifact-shield-of-the-bodyguard-text = Wähle jeden Morgen eine andere Person, die in der nächsten Nacht nicht sterben kann.
werewolf-artifact-blood-of-the-diseased = Blut der Aussätzigen
werewolf-artifact-blood-of-the-diseased-text = Wähle jemanden: Diese Person wird aussätzig.
werewolf-artifact-skimmer-of-the-cursed = Kelle des Verfluchten
werewolf-artifact-skimmer-of-the-cursed-text = Du wirst verflucht.
werewolf-artifact-claw-of-the-werewolf = Klaue des Werwolfs
werewolf-artifact-claw-of-the-werewolf-text = Du wechselst zu den Werwölfen und behältst die Fähigkeit deiner Rolle.
werewolf-artifact-cloak-of-the-prince = Umhang des Prinzen
werewolf-artifact-cloak-of-the-prince-text = Die Abstimmung kann dich nicht eliminieren.
werewolf-artifact-mace-of-the-mayor = Amtsstab des Bürgermeisters
werewolf-artifact-mace-of-the-mayor-text = Deine Stimme zählt doppelt.
werewolf-artifact-heart-of-indifference = Herz der Gleichgültigkeit
werewolf-artifact-heart-of-indifference-text = Wähle jeden Morgen jemanden, der an diesem Tag nicht abstimmen darf.
werewolf-artifact-mask-of-spellcasting = Maske der Beschwörung
werewolf-artifact-mask-of-spellcasting-text = Wähle jeden Morgen jemanden, der an diesem Tag schweigen muss.
werewolf-artifact-cudgel-of-the-old-hag = Knüppel der Alten Vettel
werewolf-artifact-cudgel-of-the-old-hag-text = Wähle jeden Morgen jemanden, der an diesem Tag aus dem Dorf geschickt wird.
werewolf-artifact-vote-from-beyond = Stimme aus dem Jenseits
werewolf-artifact-vote-from-beyond-text = Du darfst auch nach deiner Eliminierung abstimmen.
werewolf-artifact-eye-of-the-beholder = Auge des Betrachters
werewolf-artifact-eye-of-the-beholder-text = Jede Nacht siehst du, wen die Seherin angesehen hat und was sie gesehen hat.
werewolf-artifact-staff-of-the-seer = Stab der Seherin
werewolf-artifact-staff-of-the-seer-text = Sieh dir heimlich die Rolle einer Person an.
werewolf-artifact-ring-of-truth = Ring der Wahrheit
werewolf-artifact-ring-of-truth-text = Erfahre heimlich, ob jemand ein Werwolf ist.
werewolf-artifact-mist-of-aura = Nebel der Aura
werewolf-artifact-mist-of-aura-text = Erfahre heimlich, ob jemand eine Sonderrolle hat.
werewolf-artifact-mirror-of-the-doppelganger = Spiegel der Doppelgängerin
werewolf-artifact-mirror-of-the-doppelganger-text = Sieh dir heimlich die Rolle einer Person an und erhalte ihre Fähigkeit zusätzlich zu deiner.
werewolf-artifact-diary-of-the-insomniac = Tagebuch der Schlaflosen
werewolf-artifact-diary-of-the-insomniac-text = Erfahre, ob einer deiner beiden Nachbarn letzte Nacht aktiv war.
werewolf-artifact-stone-of-alteration = Stein der Verwandlung
werewolf-artifact-stone-of-alteration-text = Du erhältst eine neue Rolle aus den ungenutzten Rollen.
werewolf-artifact-breath-of-the-old-man = Atem des alten Mannes
werewolf-artifact-breath-of-the-old-man-text = Wähle jemanden: Diese Person stirbt in der übernächsten Nacht.
werewolf-artifact-bow-of-hunting = Jagdbogen
werewolf-artifact-bow-of-hunting-text = Gib ihn jemandem, der innerhalb einer Minute einen Spieler eliminieren muss.
werewolf-artifact-spear-of-fury = Speer des Zorns
werewolf-artifact-spear-of-fury-text = Zeige allen deine Rolle und eliminiere dann einen Spieler.
werewolf-artifact-orb-of-speculation = Kugel der Spekulation
werewolf-artifact-orb-of-speculation-text = Nenne zwei Spieler: Sind beide Werwölfe, gewinnt das Dorf; sonst stirbst du.
werewolf-artifact-talisman-of-trouble = Talisman des Unheils
werewolf-artifact-talisman-of-trouble-text = Heute darf die Abstimmung eine zweite Person eliminieren.

## Das Nachtprotokoll (was verborgen war, am Ende und für die Toten).
werewolf-log-attacked-protected = { $player ->
    [you] Du wurdest
   *[other] { $player } wurde
} angegriffen, aber beschützt.
werewolf-log-tough-guy-wounded = { $player ->
    [you] Du wurdest als Harter Bursche angegriffen und stirbst am Ende von Tag { $day }.
   *[other] Der Harte Bursche { $player } wurde angegriffen und stirbt am Ende von Tag { $day }.
}
werewolf-log-diseased-eaten = { $player ->
    [you] Du warst
   *[other] { $player } war
} aussätzig: Das nächste Opfer der Wölfe fällt aus.
werewolf-log-breath-blocked = Der Atem des alten Mannes gegen { $player ->
    [you] dich
   *[other] { $player }
} wurde abgewehrt.
werewolf-log-poison-blocked = { $witch ->
    [you] Dein Gift
   *[other] Das Gift von { $witch }
} gegen { $player ->
    [you] dich
   *[other] { $player }
} wurde abgewehrt.
werewolf-log-cursed-turned = { $player ->
    [you] Du warst verflucht und bist zum Werwolf geworden.
   *[other] { $player } war verflucht und ist zum Werwolf geworden.
}
werewolf-log-died = Tag { $day }: { $player ->
    [you] Du ({ $role }) bist gestorben
   *[other] { $player } ({ $role }) ist gestorben
} ({ $cause }).
werewolf-log-died-night = Nacht { $night }: { $player ->
    [you] Du ({ $role }) bist gestorben
   *[other] { $player } ({ $role }) ist gestorben
} ({ $cause }).
werewolf-log-wolf-cub-died = Das Wolfsjunge ist gestorben: Die Wölfe töten in der nächsten Nacht zwei Opfer.
werewolf-log-apprentice-promoted = { $player ->
    [you] Als Seherlehrling wirst du zur Seherin.
   *[other] Der Seherlehrling { $player } wird zur Seherin.
}

## Was jemand über sich selbst erfährt.
werewolf-note-wounded = Die Wölfe haben dich angegriffen: Du stirbst am Ende von Tag { $day }.
werewolf-note-cursed-turned = Die Wölfe haben dich angegriffen: Du warst verflucht und bist jetzt ein Werwolf.
werewolf-note-apprentice-promoted = Die Seherin ist tot: Du bist jetzt die Seherin.

## Was du weißt.
werewolf-intel-joined-pack = { $player ->
    [you] Du hast dich
   *[other] { $player } hat sich
} dem Rudel angeschlossen.
werewolf-intel-is-werewolf = { $player ->
    [you] Du bist
   *[other] { $player } ist
} ein Werwolf.

## Tode und der Tag.
werewolf-amulet-saves = { $player ->
    [you] Du trägst das Amulett des Schutzes und kannst
   *[other] { $player } trägt das Amulett des Schutzes und kann
} nicht eliminiert werden.
werewolf-death-night = { $player ->
    [you] Du bist
   *[other] { $player } ist
} in der Nacht gestorben.
werewolf-death-vote = { $player ->
    [you] Du wirst
   *[other] { $player } wird
} durch die Abstimmung eliminiert.
werewolf-death-hunter = { $player ->
    [you] Du wirst
   *[other] { $player } wird
} vom Jäger erschossen.
werewolf-death-wounds = { $player ->
    [you] Du erliegst
   *[other] { $player } erliegt
} den Wunden der Werwölfe.
werewolf-death-bow = { $player ->
    [you] Du wirst
   *[other] { $player } wird
} mit dem Jagdbogen erschossen.
werewolf-death-spear = { $player ->
    [you] Du wirst
   *[other] { $player } wird
} mit dem Speer des Zorns niedergestreckt.
werewolf-death-orb = { $player ->
    [you] Du wirst
   *[other] { $player } wird
} von der Kugel der Spekulation verschlungen.
werewolf-death-role-shown = { $death } { $player ->
    [you] Du warst
   *[other] Rolle:
} <em>{ $role }</em>.
werewolf-second-elimination = Heute ist eine zweite Eliminierung per Abstimmung erlaubt: Nominierungen sind wieder offen.
werewolf-game-over = Spielende: Team <em>{ $team }</em> gewinnt — { $reason }.
werewolf-stalemate = Spielende: Patt. { $rounds ->
    [one] Eine Runde
   *[other] { $rounds } Runden
} lang ist niemand gestorben; der Spielleiter beendet die Partie und niemand gewinnt.
werewolf-day-starts = <em>Tag { $day }</em>: Diskussion. { $artifacts ->
    [0] Nominiere jemanden oder unterstütze eine Nominierung.
   *[1] Nominiere jemanden, unterstütze eine Nominierung oder decke ein Artefakt auf.
}
werewolf-day-starts-quiet = <em>Tag { $day }</em>: Diskussion. { $artifacts ->
    [0] Nominiere jemanden oder unterstütze eine Nominierung.
   *[1] Nominiere jemanden, unterstütze eine Nominierung oder decke ein Artefakt auf.
} Nominierungen sind in { $seconds } s möglich.
werewolf-day-ends-no-elimination = Tag { $day } endet ohne Eliminierung.

## Die Nacht.
werewolf-log-night-header = — Nacht { $night } —
werewolf-night-falls = <em>Nacht { $night }</em> bricht herein. Alle werden privat gefragt.
werewolf-first-night-no-kill = <em>Nacht 1</em> bricht herein (in der ersten Nacht stirbt niemand). Alle werden privat gefragt.
werewolf-wolf-vote = { $wolf ->
    [you] Du stimmst
   *[other] { $wolf } stimmt
} dafür, { $player ->
    [you] dich
   *[other] { $player }
} zu töten.
werewolf-pack-chose = Das Rudel hat gewählt: { $victims }.
werewolf-pack-chose-none = Das Rudel hat kein Opfer gewählt.
werewolf-finding-werewolf = { $player ->
    [you] Du bist
   *[other] { $player } ist
} ein Werwolf
werewolf-finding-not-werewolf = { $player ->
    [you] Du bist
   *[other] { $player } ist
} kein Werwolf
werewolf-finding-special = { $player ->
    [you] Du hast
   *[other] { $player } hat
} eine Sonderrolle
werewolf-finding-not-special = { $player ->
    [you] Du hast
   *[other] { $player } hat
} keine Sonderrolle
werewolf-finding-seer = { $player ->
    [you] Du bist
   *[other] { $player } ist
} die Seherin
werewolf-finding-not-seer = { $player ->
    [you] Du bist
   *[other] { $player } ist
} nicht die Seherin
werewolf-intel-night-look = Nacht { $night }: { $finding }.
werewolf-log-night-look = { $looker } { $player ->
    [you] (du)
   *[other] { $player }
}: { $look }
werewolf-log-guard = { $bodyguard ->
    [you] Du beschützt als Leibwächter { $player ->
        [you] dich selbst
       *[other] { $player }
    }.
   *[other] Der Leibwächter { $bodyguard } beschützt { $player ->
        [you] dich
       *[other] { $player }
    }.
}
werewolf-log-hag = { $hag ->
    [you] Als Alte Vettel schickst du
   *[other] Die Alte Vettel { $hag } schickt
} { $player ->
    [you] dich
   *[other] { $player }
} aus dem Dorf.
werewolf-log-spell = { $spellcaster ->
    [you] Als Beschwörerin bringst du
   *[other] Die Beschwörerin { $spellcaster } bringt
} { $player ->
    [you] dich
   *[other] { $player }
} zum Schweigen.
werewolf-log-witch-saves = { $witch ->
    [you] Als Hexe rettest du { $player ->
        [you] dich selbst
       *[other] { $player }
    }.
   *[other] Die Hexe { $witch } rettet { $player ->
        [you] dich
       *[other] { $player }
    }.
}
werewolf-log-witch-poisons = { $witch ->
    [you] Als Hexe vergiftest du
   *[other] Die Hexe { $witch } vergiftet
} { $player ->
    [you] dich
   *[other] { $player }
}.
werewolf-roles-in-play = Rollen im Spiel: { $roles }
werewolf-finding-role = { $player ->
    [you] Du hast
   *[other] { $player } hat
} die Rolle { $role }
werewolf-intel-artifact-look = { $artifact }: { $finding }.
werewolf-log-artifact-look = { $player ->
    [you] Dein Blick
   *[other] Blick von { $player }
} — { $look }
werewolf-log-role-changed = { $player ->
    [you] Du wechselst
   *[other] { $player } wechselt
} die Rolle: { $old } -> { $new }.
werewolf-note-new-role = Deine neue Rolle: <em>{ $role }</em> — { $ability }
werewolf-hunter-shoots = { $hunter ->
    [you] Du erschießt
   *[other] Der Jäger { $hunter } erschießt
} { $player ->
    [you] dich
   *[other] { $player }
}.
werewolf-log-hunter-shot = { $hunter ->
    [you] Als Jäger hast du
   *[other] Der Jäger { $hunter } hat
} { $player ->
    [you] dich
   *[other] { $player }
} erschossen.

## Abstimmungen.
werewolf-cannot-be-eliminated = { $who } (kann nicht eliminiert werden: { $why })
werewolf-vote-nobody = niemand
werewolf-vote-sides = Eliminieren: { $eliminate } · Verschonen: { $spare }
werewolf-vote-open = Abstimmung über { $player ->
    [you] dich
   *[other] { $player }
}. { $sides }
werewolf-vote-count = ({ $eliminate } für Eliminieren, { $spare } für Verschonen; { $needed } nötig)
werewolf-vote-count-outweighed = ({ $eliminate } Stimmende für Eliminieren, { $spare } für Verschonen; { $needed } Stimmen nötig: Stimmen, die mehr zählen, gaben den Ausschlag)
werewolf-vote-eliminated = { $player ->
    [you] Du wurdest
   *[other] { $player } wurde
} mit { $count } eliminiert.
werewolf-vote-spared = { $player ->
    [you] Du wurdest
   *[other] { $player } wurde
} mit { $count } verschont.
werewolf-vote-survives = { $player ->
    [you] Du überlebst
   *[other] { $player } überlebt
} trotz { $count }: { $why }.
werewolf-vote-line = { $head } { $sides }
werewolf-vote-line-absent = { $head } { $sides } · Nicht abgestimmt: { $absent }
werewolf-vote-of-day = Tag { $day }: { $vote }

## Der Tag: Fragen und Auswahl.
werewolf-ask-discuss = Tag { $day }: Diskussion. { $artifacts ->
    [0] Nominiere jemanden (einmal pro Tag) oder sag, dass du fertig bist.
   *[1] Nominiere jemanden (einmal pro Tag), decke ein Artefakt auf oder sag, dass du fertig bist.
}
werewolf-ask-talk-first = Tag { $day }: Erst wird geredet; Nominierungen sind möglich, sobald der Timer abläuft. { $artifacts ->
    [0] Du kannst sagen, dass du fertig bist.
   *[1] Du kannst ein Artefakt aufdecken oder sagen, dass du fertig bist.
}
werewolf-choice-nominate = { $player } nominieren
werewolf-choice-claim = Behauptung aufstellen
werewolf-choice-claim-hint = öffentlich sagen, ob jemand ein Werwolf ist (ein Ergebnis oder ein Bluff)
werewolf-choice-done = Fertig für heute
werewolf-choice-done-hint = die Diskussion endet früher, wenn alle im Dorf fertig sind
werewolf-choice-second = Unterstützen: { $player } vor Gericht stellen
werewolf-choice-do-not-second = Nicht unterstützen
werewolf-ask-second = { $nominator ->
    [you] Du hast
   *[other] { $nominator } hat
} { $accused ->
    [you] dich
   *[other] { $accused }
} nominiert. Unterstützen?
werewolf-choice-rest = Verteidigung beenden
werewolf-ask-defence = Du stehst vor Gericht: Verteidige dich und beende dann deine Verteidigung, um die Abstimmung zu starten.
werewolf-choice-keep-hidden = Artefakte verdeckt lassen
werewolf-ask-reveal-before-vote = { $player ->
    [you] Du verteidigst dich
   *[other] { $player } verteidigt sich
} gerade. Vor der Abstimmung ein Artefakt aufdecken?
werewolf-choice-eliminate = { $player ->
    [you] Mich eliminieren
   *[other] { $player } eliminieren
}
werewolf-choice-spare = { $player ->
    [you] Mich verschonen
   *[other] { $player } verschonen
}
werewolf-ask-vote-forced-eliminate = Du stimmst immer fürs Eliminieren.
werewolf-ask-vote-forced-spare = Du stimmst immer fürs Verschonen.
werewolf-ask-vote = Abstimmung über { $player ->
    [you] dich
   *[other] { $player }
}: eliminieren oder verschonen?
werewolf-choice-claim-wolf = { $player }: Werwolf
werewolf-choice-claim-clean = { $player }: kein Werwolf
werewolf-choice-back = Zurück
werewolf-ask-claim = Tag { $day }: Stelle eine öffentliche Behauptung über jemanden auf. Alle sehen sie; ob sie stimmt, entscheidest du.

## Der Tag: was alle sehen.
werewolf-claims-wolf = { $player ->
    [you] Du behauptest
   *[other] { $player } behauptet
}: { $about ->
    [you] Du bist
   *[other] { $about } ist
} ein Werwolf.
werewolf-claims-clean = { $player ->
    [you] Du behauptest
   *[other] { $player } behauptet
}: { $about ->
    [you] Du bist
   *[other] { $about } ist
} kein Werwolf.
werewolf-nominates = { $player ->
    [you] Du nominierst
   *[other] { $player } nominiert
} { $accused ->
    [you] dich
   *[other] { $accused }
}. Unterstützt das jemand?
werewolf-seconds = { $player ->
    [you] Du unterstützt
   *[other] { $player } unterstützt
}. { $accused ->
    [you] Du stehst vor Gericht: Verteidige dich.
   *[other] { $accused } steht vor Gericht und verteidigt sich.
}
werewolf-vote-starts = Abstimmung: { $player ->
    [you] dich
   *[other] { $player }
} eliminieren oder verschonen?
werewolf-nobody-seconds = Niemand unterstützt: { $player ->
    [you] Du kommst
   *[other] { $player } kommt
} nicht vor Gericht.
werewolf-nobody-seconded-in-time = Niemand hat rechtzeitig unterstützt: { $player ->
    [you] Du kommst
   *[other] { $player } kommt
} nicht vor Gericht.
werewolf-trial-over-dead = { $player ->
    [you] Du bist
   *[other] { $player } ist
} nicht mehr am Leben: Der Prozess ist vorbei.
werewolf-nominations-open = Nominierungen sind offen.
werewolf-discussion-time-up = Die Zeit für die heutige Diskussion ist um.
werewolf-cloak-saves = Der Umhang des Prinzen: Die Abstimmung kann { $player ->
    [you] dich
   *[other] { $player }
} nicht eliminieren.
werewolf-prince-saves = { $player ->
    [you] Du deckst
   *[other] { $player } deckt
} die Prinzenkarte auf und { $player ->
    [you] überlebst
   *[other] überlebt
} die Abstimmung.
werewolf-mirrored-prince-saves = { $player ->
    [you] Du überlebst
   *[other] { $player } überlebt
} die Abstimmung mit der Fähigkeit des Prinzen, kopiert mit dem Spiegel der Doppelgängerin.

## Warum eine Mehrheit nicht eliminiert hat (sonst der Name einer Karte oder Rolle).
werewolf-vote-save-mirrored-prince = die Fähigkeit des Prinzen, kopiert mit dem Spiegel

## Der private Raum der Werwölfe und warum jemand am Tisch schweigen muss.
werewolf-room-wolves = Wolfsbau
werewolf-muted-dead = tot
werewolf-muted-sent-away = heute aus dem Dorf geschickt
werewolf-muted-silenced = heute zum Schweigen gebracht
