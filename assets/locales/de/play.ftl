# Playing a game: the panel beside the board (the HUD) and the pause
# overlay.

# The window's title: the game's name.
play-window-title = Sternhalma

## The HUD: whose turn it is.

# At the HUD's top, before the name of the player to move; $turn counts from 1.
play-turn = Zug { $turn }
# Beside a spinner while a computer searches for its move.
play-thinking = denkt nach…
# Beside a player's name: a person plays this seat (a computer's seat shows
# its level instead).
play-human = Mensch

## The HUD: one row per player.

# A player's name in a team game; $team is the team's number from 1.
play-player-team = { $name } (Team { $team })
# A player who has finished; $place is a place as common.ftl words it ("1st").
play-finished = im Ziel, { $place } Platz
# How many of a player's marbles are in their target, out of $total (10).
play-home = { $home }/{ $total } im Ziel

## The HUD: the last move and the hint.

# Before a coloured marble and play-last-move-by.
play-last-move = Letzter Zug:
# After play-last-move and a coloured marble: who moved, and the move in
# notation ("You n1-m5-k5"; the notation is never translated).
play-last-move-by = { $name } { $move }
play-no-move-yet = Noch kein Zug.
# The move the hint suggests, in notation.
play-hint-shown = Hinweis: { $move }

## The HUD in an online game.

# For the host: the code the others join with.
play-online-code = Online · Code { $code }
# For a player who joined: the host's address.
play-online-host = Online · Gastgeber { $address }
# $name is the name a remote player chose.
play-dropped-out = { $name } hat die Verbindung verloren: Die Partie wartet

## The HUD's buttons. The hover texts ending in -key name the key that does
## the same (the letter on the keyboard).

play-hint = Hinweis
play-hint-key = H
play-undo = Zurücknehmen
play-undo-key = U
play-show-again = Züge noch einmal zeigen
play-show-again-hint = Die Züge seit deinem letzten Zug noch einmal ansehen
# Online, instead of Pause.
play-leave = Verlassen
play-leave-hint = Die Online-Partie verlassen
play-pause = Pause
play-pause-key = Esc
# The button that switches the camera to the other view.
play-top-view = Draufsicht
play-seat-view = Spielersicht
play-view-key = T

## The keys, listed in small print at the HUD's foot, each as "key what it
## does", joined by play-keys-separator. Undo and hint are listed only where
## the game offers them.

play-keys-separator = {" · "}
play-key-tab = (Umschalt+)Tab wählen
play-key-enter = Enter aufnehmen oder ziehen
# Esc puts a lifted marble down, or else pauses the game.
play-key-esc-pause = Esc ablegen oder Pause
# Online, where the game is not paused.
play-key-esc = Esc ablegen
# Space finishes the move being shown at once.
play-key-space = Leertaste überspringen
play-key-undo = U zurücknehmen
play-key-hint = H Hinweis
# N shows the holes' names (e5, n1) on the board.
play-key-names = N Feldnamen
# T switches between the seat view and the view from the top.
play-key-view = T Draufsicht
# The arrow keys or dragging with the right mouse button turn the board.
play-key-turn = Pfeiltasten oder rechte Maustaste drehen
play-key-zoom = Mausrad oder +/- zoomen
# R puts the camera back.
play-key-reset = R zurücksetzen

## The pause overlay.

play-paused = Pausiert
play-resume = Weiter
play-resume-key = Esc
play-paused-settings = Einstellungen
play-paused-how-to-play = Spielanleitung
# Leaves the game for the menu.
play-paused-menu = Menü
play-paused-menu-hint = Diese Partie verlassen
# In a lesson, instead of Menu: back to the list of lessons.
play-paused-lessons = Lektionen
play-paused-lessons-hint = Diese Lektion verlassen
# Under the settings and the how-to-play page opened from the overlay.
