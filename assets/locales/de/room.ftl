# The room screen: playing through a room server, its lobby, tables and chat.
room-heading = Spielserver
room-intro = Ein Spielserver bietet viele Tische. Nur der Server braucht einen offenen Port: Du verbindest dich von überall aus mit ihm.
room-server = Server
room-connect = Verbinden
room-disconnect = Trennen
room-connected = Verbunden mit { $address }.
room-reconnecting = Die Verbindung zu { $address } ist abgebrochen ({ $reason }). Neuer Versuch…
room-open-screen = Spielserver…
room-open-screen-note = Spiele über einen Server mit allen, von überall.
room-lobby-heading = Öffentliche Tische
room-lobby-empty = Noch kein öffentlicher Tisch: Eröffne einen.
# $taken and $seats count the seats; $clock is room-clock-*; $state is room-state-*.
room-table-line = { $name } · { $taken }/{ $seats } Plätze · { $clock } · { $watchers ->
    [one] 1 Zuschauer
   *[other] { $watchers } Zuschauer
} · { $state }
room-state-waiting = wartet auf Spieler
room-state-playing = Partie { $game } läuft
room-state-over = Partie { $game } beendet
room-clock = Bedenkzeit:
room-clock-none = ohne Uhr
room-clock-game = Partiezeit
room-clock-correspondence = Tage pro Zug
room-clock-fischer = { $minutes } Min. + { $seconds } s
room-clock-days = { $days ->
    [one] 1 Tag pro Zug
   *[other] { $days } Tage pro Zug
}
room-minutes = Minuten
room-seconds-a-move = Sekunden dazu pro Zug
room-days-a-move = Tage pro Zug
room-sit = Platz nehmen
room-open = Öffnen
room-your-games-heading = Deine Partien
room-your-games-none = Du hast an keinem Tisch einen Platz.
room-your-game-waiting = { $name }: wartet auf Spieler
room-your-game-your-turn = { $name }: Du bist am Zug
room-your-game-their-turn = { $name }: Ein anderer ist am Zug
room-your-game-over = { $name }: Partie beendet
room-create-heading = Tisch eröffnen
room-table-name = Name
room-table-name-hint = Spiel von Anna
room-public = Öffentlich (sonst nur per Code)
room-out-of-time = Zeit abgelaufen:
room-out-of-time-computer = ein Computer spielt weiter
room-out-of-time-pass = der Spieler passt
room-wait = Ersatz für verwaiste Plätze nach
room-wait-seconds = Sekunden (0: nie)
room-create = Tisch eröffnen
room-starts-when-full = Die Partie beginnt, sobald alle Plätze besetzt sind.
room-remove = Wegschicken
room-leave-table = Tisch verlassen
room-chat-lobby = Lobby-Chat
room-chat-table = Tisch-Chat
room-say = Senden
room-mute-hover = Klicken, um den Chat dieses Spielers auszublenden (nur auf diesem Computer)
room-unmute = { $muted ->
    [one] Ausgeblendeten Spieler
   *[other] { $muted } ausgeblendete Spieler
} wieder zeigen
room-time-days = { $days } T. { $hours } Std.
room-gone-left = Du hast Tisch { $table } verlassen.
room-gone-removed = Du wurdest vor Beginn der Partie von Tisch { $table } weggeschickt.
room-gone-closed = Tisch { $table } wurde geschlossen.
room-refused-version = Dieser Server nutzt Version { $spoken } des Serverprotokolls, dieses Spiel Version { $asked }: Aktualisiere das Spiel (oder bitte den Betreiber des Servers darum).
room-refused-proof = Der Server konnte deinen Spielerschlüssel nicht prüfen.
room-refused-elsewhere = Du bist schon aus einem anderen Fenster oder von einem anderen Computer mit diesem Server verbunden.
room-refused-not-greeted = Der Server hat zuerst eine Begrüßung erwartet.
room-refused-no-such-table = Es gibt keinen Tisch { $table }, dem du beitreten kannst.
room-refused-no-such-code = Kein Tisch hat diesen Beitrittscode.
room-refused-not-at-table = Du bist nicht an Tisch { $table }.
room-refused-setup = Der Server nimmt diese Partie nicht an: { $detail }
room-refused-table-name = Ein Tischname muss 1 bis { $most } Zeichen haben.
room-refused-clock = Der Server erlaubt 10 Sekunden bis 24 Stunden pro Partie mit höchstens 10 Minuten dazu pro Zug, oder 1 bis 14 Tage pro Zug.
room-refused-not-maker = Das darf nur, wer den Tisch eröffnet hat.
room-refused-started = Dieser Spieler hat in dieser Partie schon gezogen.
room-refused-chat-length = Eine Chatzeile muss 1 bis { $most } Zeichen haben.
room-refused-too-fast = Zu schnell: Warte { $seconds } s.
room-refused-too-many-tables = Du hast schon so viele Tische offen, wie dieser Server erlaubt.
room-closed-by-server = der Server hat die Verbindung beendet
