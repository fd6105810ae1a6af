# The online screen: host a game or join one, then the lobby of the game
# hosted or joined; and the network's messages on the notice line.
#
# One text comes from the host over the network and stays in English: the
# detail of a move or request the host could not accept ($detail). $reason
# in the "cannot" messages is the operating system's words.

online-heading = Online spielen

## The host form (left).

online-host-heading = Spiel eröffnen
online-host-intro = Freunde besetzen die freien Plätze von ihren eigenen Computern aus.
# Label before the buttons 2, 3, 4, 6.
online-players = Spieler
# Label of a seat's menu in the host form, from 1.
online-seat = Platz { $seat }
# A choice in a seat's menu: a friend joins this seat from another computer.
online-seat-choice-open = Frei für Freunde
online-your-name = Dein Name
# The name a host gets who types none: shown to every player, and in the
# name field until one is typed.
online-default-host-name = Gastgeber
# The name a joining player gets who types none.
online-default-guest-name = Gast
# The name of a game hosted online, as the menu and the saved games show
# it. $name is the host's name.
online-game-name = Spiel von { $name }
# The description of a game hosted online, in the saved games.
online-game-description = Online gespielt
online-port = Port
# Label before a field of seconds; the field may be left empty.
online-stand-in-after = Sekunden, bis ein Computer einen verwaisten Platz übernimmt
online-stand-in-after-hover = Bricht die Verbindung eines Freundes ab, wartet sein Platz so lange auf ihn, bevor ein Computer übernimmt. Lass das Eingabefeld leer, um so lange zu warten, wie die Partie dauert.
online-no-undo = In Online-Partien gibt es kein Zurücknehmen und keine Pause.
online-host-button = Online eröffnen

## Why the form cannot host or join: the notice line, after Host online or
## Join. $port, $wait, $address and $code are as the player typed them.

online-error-port = Eröffnen nicht möglich: Der Port „{ $port }“ ist keine Zahl bis 65535.
online-error-wait = Eröffnen nicht möglich: „{ $wait }“ ist keine gültige Anzahl Sekunden. Lass das Eingabefeld leer, damit ein verwaister Platz auf seinen Spieler wartet.
online-error-no-open-seat = Eröffnen nicht möglich: Gib mindestens einen Platz für Freunde frei.
# $reason is the operating system's words.
online-error-address-lookup = Beitreten nicht möglich: Unter „{ $address }“ ist kein Gastgeber zu finden: { $reason }.
online-error-address-no-host = Beitreten nicht möglich: Es gibt keinen Gastgeber „{ $address }“.
# $character is the first letter or sign codes never use (such as 0, O, 1, I).
online-error-code-character = Beitreten nicht möglich: Der Beitrittscode „{ $code }“ enthält „{ $character }“, ein Zeichen, das in Codes nie vorkommt.
online-error-code-length = Beitreten nicht möglich: Ein Beitrittscode hat 8 Buchstaben und Ziffern, „{ $code }“ nicht.

## Why the game could not listen or dial; $reason is the system's words.

online-cannot-listen = Eröffnen nicht möglich: Das Spiel kann auf Port { $port } keine Verbindungen annehmen: { $reason }.
online-cannot-open-socket = Beitreten nicht möglich: Auf diesem Computer lässt sich keine Verbindung öffnen: { $reason }.
online-cannot-make-token = Beitreten nicht möglich: Die Verbindung lässt sich nicht vorbereiten: { $reason }.
online-cannot-connect = Beitreten nicht möglich: Die Verbindung lässt sich nicht aufbauen: { $reason }.

## The join form (right).

online-join-heading = Spiel beitreten
# The host's address, as in 192.168.1.20.
online-address = Adresse
# The join code the host gives out.
online-code = Code
online-any-open-seat = Beliebiger freier Platz
# Join without a seat, to watch the game.
online-watch = Zuschauen
# Label before the buttons 1 to 6: the seat to ask for.
online-seat-wish = Platz
online-join-button = Beitreten
online-lan-heading = Spiele in diesem Netzwerk
# A game announced on the local network, as a button. $name is the game's
# name, $address its host's address, $open how many seats are open.
online-lan-game = { $name } unter { $address }, { $open ->
    [one] 1 Platz frei
   *[other] { $open } Plätze frei
}
online-lan-game-hover = Trägt die Adresse ein; den Code bekommst du vom Gastgeber
online-lan-none = Noch keine Spiele in diesem Netzwerk gefunden.
# $reason is the operating system's words.
online-lan-cannot-listen = Spiele in diesem Netzwerk lassen sich gerade nicht suchen: { $reason }.

## The lobbies: the seat lists of the game hosted or joined.

online-give-code = Gib deinen Freunden den Code und eine der Adressen:
# A line of a seat list: the seat's number from 1, and who holds it (one of
# the texts below, or a player's name).
online-seat-line = Platz { $seat }: { $who }
# A computer's seat, in every seat list and menu of this screen. $level is
# the level's name ("Level 9 · Hard"), or in the host's seat menu the level
# as offered with its rating ("Level 9 · Hard · about 2030").
online-seat-computer = Computer ({ $level })
# A computer playing the seat of $name, whose connection dropped.
online-seat-stand-in = Computer ({ $level }), vertritt { $name }
# The host's own seat, in the host's lobby.
online-seat-here = { $name } (hier)
# The host's seat, in a joined player's lobby.
online-seat-host = { $name } (Gastgeber)
online-seat-open = frei, wartet auf einen Spieler
# A player whose connection dropped; the seat waits for them.
online-seat-dropped = { $name } (Verbindung verloren)
# A menu on an open seat: a computer of the level picked takes it.
online-computer-menu = Computer
# A menu: computers of the level picked take every open seat.
online-computers-menu = Computer auf freie Plätze
online-start = Partie starten
online-stop-hosting = Spiel schließen
online-seats-not-full = Jeder Platz braucht zuerst einen Spieler oder einen Computer.
# A connection the host refused; $address is where it came from.
online-turned-away-wrong-code = { $address } konnte nicht beitreten: Der Beitrittscode war falsch.
online-turned-away-protocol = { $address } konnte nicht beitreten: Dort läuft ein anderes Programm oder eine andere Version des Spiels.
online-turned-away-netcode = { $address } konnte nicht beitreten: Die Gegenstelle nutzt eine andere Version des Netzwerkprotokolls.
online-connecting = Verbindung zu { $address } wird hergestellt…
# A joined player's seat, from 1.
online-your-seat = Du hast Platz { $seat }. Der Gastgeber startet die Partie.
online-watching = Du schaust zu. Der Gastgeber startet die Partie.
online-leave = Verlassen

## A joined game's news, and why it ended.

# $reason is one of the online-refused-… or online-closing-… texts below.
online-host-refused = Der Gastgeber hat abgelehnt: { $reason }.
online-host-closed = Der Gastgeber hat das Spiel geschlossen: { $reason }.
online-last-game-ended = Die letzte Partie ist beendet: { $reason }.
online-lost-refused = Der Gastgeber hat dich nicht beitreten lassen: { $reason }.

## Why the host refused a request, as $reason above: lower case, no full stop.

# Two versions of the game that cannot play together: their protocol numbers.
online-refused-version = dieses Spiel nutzt Version { $asked } des Netzwerkprotokolls, der Gastgeber Version { $spoken }
online-refused-name = ein Name muss 1 bis { $most } Zeichen haben
online-refused-no-such-seat = es gibt keinen Platz { $seat }
online-refused-seat-taken = Platz { $seat } ist schon besetzt
online-refused-no-open-seat = kein Platz ist mehr frei
online-refused-already-seated = du bist schon beigetreten
online-refused-no-seat = du hast keinen Platz in dieser Partie
online-refused-not-your-turn = du bist nicht am Zug
online-refused-wrong-turn = der Zug trägt die Zugnummer { $asked }, die Partie steht aber bei Zug { $now }
online-refused-no-game = es läuft gerade keine Partie
# $detail is the host's words, in English.
online-refused-not-legal = der Zug ist nicht gültig: { $detail }
online-refused-malformed = der Gastgeber konnte die Anfrage nicht lesen: { $detail }

## Why the host closed the game, as $reason above.

online-closing-host-left = der Gastgeber ist gegangen
online-closing-games-over = { $games ->
    [one] die Partie ist vorbei
   *[other] alle { $games } Partien sind vorbei
}
# $reason says why the game the host sent cannot be loaded (in English).
online-game-does-not-load = Die Partie des Gastgebers lässt sich hier nicht laden: { $reason }
# $move is the host's move in the board's notation (n1-m5-k5).
online-lost-disagrees = Die letzte Partie ist beendet: Der Zug { $move } des Gastgebers passt nicht zu den Regeln hier.
online-lost-connection = Die letzte Partie ist beendet: Die Verbindung zu { $address } ist abgebrochen.
online-left-connection-lost = Spiel verlassen: Die Verbindung zu { $address } ist abgebrochen.
online-no-answer = Keine Antwort von { $address }: Prüfe die Adresse und den Code.
