# The new-game screen ("More games" on the menu): on the left the setup files
# to choose from, on the right a builder for a game of one's own.

## The list of setup files.

new-game-setups = Partidas preparadas
new-game-no-setups = No se encontró ningún archivo de partida.
# The button beside a setup file, and under the builder, that starts the game.
new-game-start = Empezar
# A setup file without a description: how many play, then who, such as
# "2 players: You, Computer 2 (Level 5)". $names is the list of names.
new-game-seat-summary = { $count ->
    [one] un jugador: { $names }
   *[other] { $count } jugadores: { $names }
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
new-game-error-syntax = línea { $line }, columna { $column }: { $message }
new-game-error-player-count = { $players ->
    [one] un jugador: una partida es de 2, 3, 4 o 6
   *[other] { $players } jugadores: una partida es de 2, 3, 4 o 6
}
new-game-error-to-move = to_move es { $seat }, pero los jugadores van del 1 al { $players }
new-game-error-first-mover = first_mover es { $seat }, pero los jugadores van del 1 al { $players }
new-game-error-teams-not-allowed = los equipos se juegan con 4 o 6 jugadores, no con { $players }
new-game-error-team-member = miembro de equipo { $seat }: los jugadores van del 1 al { $players }
new-game-error-seat-in-two-teams = el jugador { $seat } está en más de un equipo
# $hole: a hole's name on the board, such as e5.
new-game-error-marble-off-board = hay una canica en { $hole }, en una punta retirada del tablero
# $colour: a colour's name, as the colour choices name it.
new-game-error-same-colour = los jugadores { $first } y { $second } eligieron el mismo color: { $colour }

## Faults in a setup file's drawing of the position: 17 rows (a to q) of
## holes, each "." or a player's number. $line is the file's line.

new-game-error-too-many-rows = línea { $line }: más de { $rows } filas
# $row: the row's letter (a to q).
new-game-error-row-width = línea { $line }: la fila { $row } necesita { $width } casillas y tiene { $found }
new-game-error-no-such-player = línea { $line }: canica del jugador { $seat } en { $hole }, pero la partida tiene { $players } jugadores
new-game-error-too-many-marbles = línea { $line }: el jugador { $seat } tiene más de { $marbles } canicas
# $token: what the file has in the hole, as written there.
new-game-error-bad-token = línea { $line }: «{ $token }» en { $hole } no es «.» ni un número de jugador del 1 al 6
new-game-error-too-few-rows = línea { $line }: el diagrama tiene { $found } filas y necesita { $rows }

## The builder.

new-game-build = Crear una partida
new-game-players = Jugadores
# A seat of the builder: the player ("Player 2") and its point of the star ("NW").
new-game-seat = { $player } ({ $point })
# The hover text of a seat's marble, which opens the choice of colours and marks.
new-game-looks = Color y marca
# Who plays a seat: a person, or the computer at a level.
new-game-human = Humano
# $level: the level with its rating, such as "Level 5 · Medium · about 1230".
new-game-computer = Máquina ({ $level })
# The grey hint in a person's empty name box.
new-game-name-hint = Nombre
new-game-first = Quién empieza
# Among the choices of who moves first: a seat drawn when the game starts.
new-game-random = Al azar
new-game-rules = Reglas
# The name a game built here is saved under, as the saved games list it.
new-game-custom-name = Partida personalizada
