# The new-game screen ("More games" on the menu): on the left the setup files
# to choose from, on the right a builder for a game of one's own.

## The list of setup files.

new-game-setups = Setups
new-game-no-setups = No setup files were found.
# The button beside a setup file, and under the builder, that starts the game.
new-game-start = Start
# A setup file without a description: how many play, then who, such as
# "2 players: You, Computer 2 (Level 5)". $names is the list of names.
new-game-seat-summary = { $count ->
    [one] one player: { $names }
   *[other] { $count } players: { $names }
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
new-game-error-syntax = line { $line }, column { $column }: { $message }
new-game-error-player-count = { $players ->
    [one] one player: a game has 2, 3, 4 or 6
   *[other] { $players } players: a game has 2, 3, 4 or 6
}
new-game-error-to-move = to_move is { $seat }, but players are numbered 1 to { $players }
new-game-error-first-mover = first_mover is { $seat }, but players are numbered 1 to { $players }
new-game-error-teams-not-allowed = teams are played with 4 or 6 players, not { $players }
new-game-error-team-member = team member { $seat }: players are numbered 1 to { $players }
new-game-error-seat-in-two-teams = player { $seat } is in more than one team
# $hole: a hole's name on the board, such as e5.
new-game-error-marble-off-board = a marble stands on { $hole }, in a point removed from the board
# $colour: a colour's name, as the colour choices name it.
new-game-error-same-colour = players { $first } and { $second } both chose the colour { $colour }

## Faults in a setup file's drawing of the position: 17 rows (a to q) of
## holes, each "." or a player's number. $line is the file's line.

new-game-error-too-many-rows = line { $line }: more than { $rows } rows
# $row: the row's letter (a to q).
new-game-error-row-width = line { $line }: row { $row } needs { $width } holes, found { $found }
new-game-error-no-such-player = line { $line }: marble of player { $seat } on { $hole }, but the game has { $players } players
new-game-error-too-many-marbles = line { $line }: player { $seat } has more than { $marbles } marbles
# $token: what the file has in the hole, as written there.
new-game-error-bad-token = line { $line }: '{ $token }' on { $hole } is not '.' or a player number 1-6
new-game-error-too-few-rows = line { $line }: the diagram has { $found } rows; it needs { $rows }

## The builder.

new-game-build = Build a game
new-game-players = Players
# A seat of the builder: the player ("Player 2") and its point of the star ("NW").
new-game-seat = { $player } ({ $point })
# The hover text of a seat's marble, which opens the choice of colours and marks.
new-game-looks = Colour and mark
# Who plays a seat: a person, or the computer at a level.
new-game-human = Human
# $level: the level with its rating, such as "Level 5 · Medium · about 1230".
new-game-computer = Computer ({ $level })
# The grey hint in a person's empty name box.
new-game-name-hint = Name
new-game-first = First to move
# Among the choices of who moves first: a seat drawn when the game starts.
new-game-random = Random
new-game-rules = Rules
# The name a game built here is saved under, as the saved games list it.
new-game-custom-name = Custom game
