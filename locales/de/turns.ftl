# Zug-Timer in allen Spielen: Erinnerungen, ein Bot übernimmt einen verpassten Schritt, ein Platz wird übergeben und zurückgenommen, Lobbys laufen ab.

# Ein Zug-Timer ist abgelaufen und der Bot des Platzes hat den verpassten Schritt gespielt:
# „Die Zeit von Akela ist abgelaufen: Der Bot hat Entwickler gespielt“.
turns-covered = { $player ->
    [you] Deine Zeit ist abgelaufen: Der Bot hat { $choice } für dich gespielt.
   *[other] Die Zeit von { $player } ist abgelaufen: Der Bot hat { $choice } gespielt.
}

# Zwei Drittel eines Zug-Timers sind um: Wer dran ist, wird einmal per DM
# erinnert; $left ist Discords relative Zeit („in 40 Sekunden“).
turns-remind-dm = Partie #{ $game } wartet auf deinen Zug: Der Bot übernimmt ihn { $left }.
# Dasselbe für jemanden ohne DMs, erwähnt unter dem Spielbrett (nie in einer
# Partie, deren gefragte Plätze geheim sind).
turns-remind-nudge = Partie #{ $game } wartet auf deinen Zug: Der Bot übernimmt ihn { $left }. Drück am Spielbrett auf <em>{ $button }</em>.
# Ein Platz, dessen Zug ein Bot zweimal hintereinander übernommen hat, geht an den Bot:
# „Akela ist abwesend: Ein Bot spielt bis zur Rückkehr“.
turns-away-handed = { $player ->
    [you] Du bist abwesend: Ein Bot spielt für dich, bis du deinen Platz zurücknimmst.
   *[other] { $player } ist abwesend: Ein Bot spielt bis zur Rückkehr.
}
# Wer abwesend war, hat den Platz zurückgenommen (der Button, /hand oder ein Zug).
turns-away-back = { $player ->
    [you] Du bist zurück: Dein Platz gehört wieder dir.
   *[other] { $player } ist zurück und spielt wieder selbst.
}
# Ablehnung: der Button oder das Zurücknehmen per /hand, wenn der Platz nicht abwesend ist.
turns-away-not-away = Du bist nicht abwesend: Dein Platz gehört schon dir.
# Das Panel der abwesenden Person: der Button und die Zeile darüber.
turns-away-take-back = Meinen Platz zurücknehmen
turns-away-while-away = Ein Bot spielt deinen Platz, solange du abwesend bist. Du kannst ihn jederzeit zurücknehmen.
