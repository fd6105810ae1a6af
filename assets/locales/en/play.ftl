# Playing a game: the panel beside the board (the HUD) and the pause
# overlay.

# The window's title: the game's name.
play-window-title = Chinese checkers

## The HUD: whose turn it is.

# At the HUD's top, before the name of the player to move; $turn counts from 1.
play-turn = Turn { $turn }
# Beside a spinner while a computer searches for its move.
play-thinking = thinking…
# Beside a player's name: a person plays this seat (a computer's seat shows
# its level instead).
play-human = Human

## The HUD: one row per player.

# A player's name in a team game; $team is the team's number from 1.
play-player-team = { $name } (team { $team })
# A player who has finished; $place is a place as common.ftl words it ("1st").
play-finished = finished, { $place }
# How many of a player's marbles are in their target, out of $total (10).
play-home = { $home }/{ $total } home

## The HUD: the last move and the hint.

# Before a coloured marble and play-last-move-by.
play-last-move = Last move:
# After play-last-move and a coloured marble: who moved, and the move in
# notation ("You n1-m5-k5"; the notation is never translated).
play-last-move-by = { $name } { $move }
play-no-move-yet = No move yet.
# The move the hint suggests, in notation.
play-hint-shown = Hint: { $move }

## The HUD in an online game.

# For the host: the code the others join with.
play-online-code = Online · code { $code }
# For a player who joined: the host's address.
play-online-host = Online · host { $address }
# $name is the name a remote player chose.
play-dropped-out = { $name } dropped out: the game waits

## The HUD's buttons. The hover texts ending in -key name the key that does
## the same (the letter on the keyboard).

play-hint = Hint
play-hint-key = H
play-undo = Undo
play-undo-key = U
play-show-again = Show moves again
play-show-again-hint = The moves made since your last move, once more
# Online, instead of Pause.
play-leave = Leave
play-leave-hint = Leave the online game
play-pause = Pause
play-pause-key = Esc
# The button that switches the camera to the other view.
play-top-view = Top view
play-seat-view = Seat view
play-view-key = T

## The keys, listed in small print at the HUD's foot, each as "key what it
## does", joined by play-keys-separator. Undo and hint are listed only where
## the game offers them.

play-keys-separator = {" · "}
play-key-tab = (Shift+)Tab choose
play-key-enter = Enter lift or play
# Esc puts a lifted marble down, or else pauses the game.
play-key-esc-pause = Esc put down or pause
# Online, where the game is not paused.
play-key-esc = Esc put down
# Space finishes the move being shown at once.
play-key-space = Space skip
play-key-undo = U undo
play-key-hint = H hint
# N shows the holes' names (e5, n1) on the board.
play-key-names = N hole names
# T switches between the seat view and the view from the top.
play-key-view = T top view
# The arrow keys or dragging with the right mouse button turn the board.
play-key-turn = arrows or right-drag turn
play-key-zoom = wheel or +/- zoom
# R puts the camera back.
play-key-reset = R reset

## The pause overlay.

play-paused = Paused
play-resume = Resume
play-resume-key = Esc
play-paused-settings = Settings
play-paused-how-to-play = How to play
# Leaves the game for the menu.
play-paused-menu = Menu
play-paused-menu-hint = Leave this game
# In a lesson, instead of Menu: back to the list of lessons.
play-paused-lessons = Lessons
play-paused-lessons-hint = Leave this lesson
# Under the settings and the how-to-play page opened from the overlay.
