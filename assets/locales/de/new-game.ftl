# The new-game screen ("More games" on the menu): on the left the setup files
# to choose from, on the right a builder for a game of one's own.

## The list of setup files.

new-game-setups = Aufstellungen
new-game-no-setups = Keine Aufstellungsdateien gefunden.
# The button beside a setup file, and under the builder, that starts the game.
new-game-start = Starten
# A setup file without a description: how many play, then who, such as
# "2 players: You, Computer 2 (Level 5)". $names is the list of names.
new-game-seat-summary = { $count ->
    [one] Ein Spieler: { $names }
   *[other] { $count } Spieler: { $names }
}
# A setup file that cannot be used: its file name, then what is wrong
# ($error, one of the messages below).
new-game-file-error = { $file }: { $error }

## What is wrong with a setup file. They follow the file's name and a colon,
## so they start in lowercase. to_move and first_mover are the names of the
## file's fields and stay as they are; $line and $column count from 1.

# What the system said when the file could not be read (its own words).
new-game-error-read = { $message }
# What the file reader said (in English) where the text does not parse.
new-game-error-syntax = Zeile { $line }, Spalte { $column }: { $message }
new-game-error-player-count = { $players ->
    [one] Ein Spieler: Gespielt wird zu 2, 3, 4 oder 6
   *[other] { $players } Spieler: Gespielt wird zu 2, 3, 4 oder 6
}
new-game-error-to-move = to_move ist { $seat }, aber die Spieler sind von 1 bis { $players } nummeriert
new-game-error-first-mover = first_mover ist { $seat }, aber die Spieler sind von 1 bis { $players } nummeriert
new-game-error-teams-not-allowed = Teams gibt es nur mit 4 oder 6 Spielern, nicht mit { $players }
new-game-error-team-member = Teammitglied { $seat }: Die Spieler sind von 1 bis { $players } nummeriert
new-game-error-seat-in-two-teams = Spieler { $seat } ist in mehr als einem Team
# $hole: a hole's name on the board, such as e5.
new-game-error-marble-off-board = Eine Kugel liegt auf { $hole }, in einer vom Brett entfernten Zacke
# $colour: a colour's name, as the colour choices name it.
new-game-error-same-colour = Spieler { $first } und { $second } haben beide die Farbe { $colour } gewählt

## Faults in a setup file's drawing of the position: 17 rows (a to q) of
## holes, each "." or a player's number. $line is the file's line.

new-game-error-too-many-rows = Zeile { $line }: mehr als { $rows } Reihen
# $row: the row's letter (a to q).
new-game-error-row-width = Zeile { $line }: Reihe { $row } braucht { $width } Felder, hat aber { $found }
new-game-error-no-such-player = Zeile { $line }: Kugel von Spieler { $seat } auf { $hole }, aber die Partie hat nur { $players } Spieler
new-game-error-too-many-marbles = Zeile { $line }: Spieler { $seat } hat mehr als { $marbles } Kugeln
# $token: what the file has in the hole, as written there.
new-game-error-bad-token = Zeile { $line }: „{ $token }“ auf { $hole } ist weder „.“ noch eine Spielernummer von 1 bis 6
new-game-error-too-few-rows = Zeile { $line }: Das Diagramm hat { $found } Reihen, nötig sind { $rows }

## The builder.

new-game-build = Eigenes Spiel
new-game-players = Spieler
# A seat of the builder: the player ("Player 2") and its point of the star ("NW").
new-game-seat = { $player } ({ $point })
# The hover text of a seat's marble, which opens the choice of colours and marks.
new-game-looks = Farbe und Muster
# Who plays a seat: a person, or the computer at a level.
new-game-human = Mensch
# $level: the level with its rating, such as "Level 5 · Medium · about 1230".
new-game-computer = Computer ({ $level })
# The grey hint in a person's empty name box.
new-game-name-hint = Name
new-game-first = Wer beginnt
# Among the choices of who moves first: a seat drawn when the game starts.
new-game-random = Zufällig
new-game-rules = Regeln
# The name a game built here is saved under, as the saved games list it.
new-game-custom-name = Eigenes Spiel
