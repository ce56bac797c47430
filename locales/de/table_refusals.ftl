# table: warum ein Lobby- oder Spielbefehl abgelehnt wurde (src/table/lobby.rs
# `LobbyError::text`, src/table/mod.rs `TableError::text`), auf Discord und im
# Terminal. Konventionen: docs/design.md, "Text is data".
# `$game` ist eine Partienummer; `$key` und `$item` sind ein Optionsschlüssel
# oder -wert wie getippt, schon als Code gezeigt (sie bleiben englisch).

## Die Lobby.
lobby-error-started = Partie #{ $game } hat schon begonnen.
lobby-error-over = Partie #{ $game } ist vorbei.
lobby-error-cancelled = Partie #{ $game } wurde abgebrochen.
lobby-host-only-add-bots = Nur der Gastgeber kann Bots hinzufügen.
lobby-host-only-options = Nur der Gastgeber kann die Optionen ändern.
lobby-host-only-start = Nur der Gastgeber kann die Partie starten.
lobby-host-only-cancel = Nur der Gastgeber kann die Partie abbrechen.
lobby-error-already-joined = Du bist schon dabei.
lobby-error-full = Der Tisch ist voll ({ $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }).
lobby-error-host-cannot-leave = Der Gastgeber kann die Lobby nicht verlassen: Drück auf Abbrechen, um sie zu schließen.
lobby-error-not-joined = Du bist dieser Partie nicht beigetreten.
# $why: der Grund des Spiels.
lobby-error-cannot-start = Start noch nicht möglich: { $why }
# $why: warum der Wert abgelehnt wurde.
lobby-error-options-not-changed = Optionen nicht geändert: { $why }
lobby-error-nothing-picked = Wähl mindestens einen Eintrag.
lobby-error-no-such-list = Es gibt keine Listenoption { $key }.
lobby-error-no-such-option = Dieses Spiel hat keine Option { $key }.
lobby-error-not-playing = Diese Person spielt nicht in Partie #{ $game } mit.
lobby-error-host-cannot-be-kicked = Der Gastgeber kann nicht aus der Lobby geworfen werden: Brich sie stattdessen ab.
lobby-error-already-over = Partie #{ $game } ist schon vorbei.
lobby-error-not-seated-to-vote = Nur der Gastgeber oder wer hier sitzt, kann diese Lobby starten oder beenden: Drück auf Beitreten, um einen Platz zu nehmen.
# Ein gewählter Eintrag, den die Listenoption nicht hat.
lobby-not-in-list = { $item } ist nicht in dieser Liste.
# Eine Listenoption hat die gewählten Anzahlen abgelehnt: „deck: too many roles.“
lobby-list-refused = { $key }: { $why }.

## Ein Spielbefehl (klein geschrieben: das Terminal gibt ihn nach "error: " aus).
table-error-not-found = keine Partie #{ $game }
table-error-finished = Partie #{ $game } ist schon vorbei
table-error-not-started = Partie #{ $game } hat noch nicht begonnen
table-error-not-finished = Partie #{ $game } wurde nicht beendet: Nur eine beendete Partie hat ein Protokoll
table-error-not-seated = du spielst in dieser Partie nicht mit
table-error-rematch-taken = Partie #{ $game } hat schon ihre Revanche: Partie #{ $rematch }
table-error-outdated = diese Abfrage ist veraltet: die Partie ist schon weiter
