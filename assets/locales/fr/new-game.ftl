# The new-game screen ("More games" on the menu): on the left the setup files
# to choose from, on the right a builder for a game of one's own.

## The list of setup files.

new-game-setups = Configurations
new-game-no-setups = Aucun fichier de configuration trouvé.
# The button beside a setup file, and under the builder, that starts the game.
new-game-start = Jouer
# A setup file without a description: how many play, then who, such as
# "2 players: You, Computer 2 (Level 5)". $names is the list of names.
new-game-seat-summary = { $count ->
    [one] { $count } joueur : { $names }
   *[other] { $count } joueurs : { $names }
}
# A setup file that cannot be used: its file name, then what is wrong
# ($error, one of the messages below).
new-game-file-error = { $file } : { $error }

## What is wrong with a setup file. They follow the file's name and a colon,
## so they start in lowercase. to_move and first_mover are the names of the
## file's fields and stay as they are; $line and $column count from 1.

# What the system said when the file could not be read (its own words).
new-game-error-read = { $message }
# What the file reader said (in English) where the text does not parse.
new-game-error-syntax = ligne { $line }, colonne { $column } : { $message }
new-game-error-player-count = { $players ->
    [one] { $players } joueur : une partie se joue à 2, 3, 4 ou 6
   *[other] { $players } joueurs : une partie se joue à 2, 3, 4 ou 6
}
new-game-error-to-move = to_move vaut { $seat }, mais les joueurs sont numérotés de 1 à { $players }
new-game-error-first-mover = first_mover vaut { $seat }, mais les joueurs sont numérotés de 1 à { $players }
new-game-error-teams-not-allowed = les équipes se jouent à 4 ou 6 joueurs, pas à { $players }
new-game-error-team-member = membre d’équipe { $seat } : les joueurs sont numérotés de 1 à { $players }
new-game-error-seat-in-two-teams = le joueur { $seat } fait partie de plusieurs équipes
# $hole: a hole's name on the board, such as e5.
new-game-error-marble-off-board = une bille se trouve en { $hole }, dans une branche retirée du plateau
# $colour: a colour's name, as the colour choices name it.
new-game-error-same-colour = les joueurs { $first } et { $second } ont choisi la même couleur : { $colour }

## Faults in a setup file's drawing of the position: 17 rows (a to q) of
## holes, each "." or a player's number. $line is the file's line.

new-game-error-too-many-rows = ligne { $line } : plus de { $rows } rangées
# $row: the row's letter (a to q).
new-game-error-row-width = ligne { $line } : la rangée { $row } doit compter { $width } cases, elle en a { $found }
new-game-error-no-such-player = ligne { $line } : bille du joueur { $seat } en { $hole }, mais la partie ne compte que { $players } joueurs
new-game-error-too-many-marbles = ligne { $line } : le joueur { $seat } a plus de { $marbles } billes
# $token: what the file has in the hole, as written there.
new-game-error-bad-token = ligne { $line } : « { $token } » en { $hole } n’est ni « . » ni un numéro de joueur de 1 à 6
new-game-error-too-few-rows = ligne { $line } : le schéma doit compter { $rows } rangées, il n’en a que { $found }

## The builder.

new-game-build = Créer une partie
new-game-players = Joueurs
# A seat of the builder: the player ("Player 2") and its point of the star ("NW").
new-game-seat = { $player } ({ $point })
# The hover text of a seat's marble, which opens the choice of colours and marks.
new-game-looks = Couleur et motif
# Who plays a seat: a person, or the computer at a level.
new-game-human = Humain
# $level: the level with its rating, such as "Level 5 · Medium · about 1230".
new-game-computer = Ordinateur ({ $level })
# The grey hint in a person's empty name box.
new-game-name-hint = Nom
new-game-first = Qui commence
# Among the choices of who moves first: a seat drawn when the game starts.
new-game-random = Au hasard
new-game-rules = Règles
# The name a game built here is saved under, as the saved games list it.
new-game-custom-name = Partie personnalisée
