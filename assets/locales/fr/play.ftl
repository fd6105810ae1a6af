# Playing a game: the panel beside the board (the HUD) and the pause
# overlay.

# The window's title: the game's name.
play-window-title = Dames chinoises

## The HUD: whose turn it is.

# At the HUD's top, before the name of the player to move; $turn counts from 1.
play-turn = Tour { $turn }
# Beside a spinner while a computer searches for its move.
play-thinking = réfléchit…
# Beside a player's name: a person plays this seat (a computer's seat shows
# its level instead).
play-human = Humain

## The HUD: one row per player.

# A player's name in a team game; $team is the team's number from 1.
play-player-team = { $name } (équipe { $team })
# A player who has finished; $place is a place as common.ftl words it ("1st").
play-finished = { $place } à l’arrivée
# How many of a player's marbles are in their target, out of $total (10).
play-home = { $home }/{ $total } à l’arrivée

## The HUD: the last move and the hint.

# Before a coloured marble and play-last-move-by.
play-last-move = Dernier coup :
# After play-last-move and a coloured marble: who moved, and the move in
# notation ("You n1-m5-k5"; the notation is never translated).
play-last-move-by = { $name } { $move }
play-no-move-yet = Aucun coup pour l’instant.
# The move the hint suggests, in notation.
play-hint-shown = Indice : { $move }

## The HUD in an online game.

# For the host: the code the others join with.
play-online-code = En ligne · code { $code }
# For a player who joined: the host's address.
play-online-host = En ligne · hôte { $address }
# $name is the name a remote player chose.
play-dropped-out = Connexion perdue avec { $name } : la partie attend

## The HUD's buttons. The hover texts ending in -key name the key that does
## the same (the letter on the keyboard).

play-hint = Indice
play-hint-key = H
play-undo = Annuler
play-undo-key = U
play-show-again = Revoir les coups
play-show-again-hint = Montrer à nouveau les coups joués depuis votre dernier coup
# Online, instead of Pause.
play-leave = Quitter
play-leave-hint = Quitter la partie en ligne
play-pause = Pause
play-pause-key = Échap
# The button that switches the camera to the other view.
play-top-view = Vue de dessus
play-seat-view = Vue joueur
play-view-key = T

## The keys, listed in small print at the HUD's foot, each as "key what it
## does", joined by play-keys-separator. Undo and hint are listed only where
## the game offers them.

play-keys-separator = {" · "}
play-key-tab = (Maj+)Tab choisir
play-key-enter = Entrée prendre ou jouer
# Esc puts a lifted marble down, or else pauses the game.
play-key-esc-pause = Échap reposer ou pause
# Online, where the game is not paused.
play-key-esc = Échap reposer
# Space finishes the move being shown at once.
play-key-space = Espace finir le coup
play-key-undo = U annuler
play-key-hint = H indice
# N shows the holes' names (e5, n1) on the board.
play-key-names = N noms des cases
# T switches between the seat view and the view from the top.
play-key-view = T vue de dessus
# The arrow keys or dragging with the right mouse button turn the board.
play-key-turn = flèches ou glisser (clic droit) tourner
play-key-zoom = molette ou +/- zoom
# R puts the camera back.
play-key-reset = R vue par défaut

## The pause overlay.

play-paused = Partie en pause
play-resume = Reprendre
play-resume-key = Échap
play-paused-settings = Paramètres
play-paused-how-to-play = Comment jouer
# Leaves the game for the menu.
play-paused-menu = Menu
play-paused-menu-hint = Quitter cette partie
# In a lesson, instead of Menu: back to the list of lessons.
play-paused-lessons = Leçons
play-paused-lessons-hint = Quitter cette leçon
# Under the settings and the how-to-play page opened from the overlay.
