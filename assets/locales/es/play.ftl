# Playing a game: the panel beside the board (the HUD) and the pause
# overlay.

# The window's title: the game's name.
play-window-title = Damas chinas

## The HUD: whose turn it is.

# At the HUD's top, before the name of the player to move; $turn counts from 1.
play-turn = Turno { $turn }
# Beside a spinner while a computer searches for its move.
play-thinking = pensando…
# Beside a player's name: a person plays this seat (a computer's seat shows
# its level instead).
play-human = Humano

## The HUD: one row per player.

# A player's name in a team game; $team is the team's number from 1.
play-player-team = { $name } (equipo { $team })
# A player who has finished; $place is a place as common.ftl words it ("1st").
play-finished = terminado, { $place }
# How many of a player's marbles are in their target, out of $total (10).
play-home = { $home }/{ $total } en meta

## The HUD: the last move and the hint.

# Before a coloured marble and play-last-move-by.
play-last-move = Última jugada:
# After play-last-move and a coloured marble: who moved, and the move in
# notation ("You n1-m5-k5"; the notation is never translated).
play-last-move-by = { $name } { $move }
play-no-move-yet = Aún no hay jugadas.
# The move the hint suggests, in notation.
play-hint-shown = Pista: { $move }

## The HUD in an online game.

# For the host: the code the others join with.
play-online-code = En línea · código { $code }
# For a player who joined: the host's address.
play-online-host = En línea · anfitrión { $address }
# $name is the name a remote player chose.
play-dropped-out = { $name } se ha desconectado: la partida espera

## The HUD's buttons. The hover texts ending in -key name the key that does
## the same (the letter on the keyboard).

play-hint = Pista
play-hint-key = H
play-undo = Deshacer
play-undo-key = U
play-show-again = Ver jugadas otra vez
play-show-again-hint = Vuelve a mostrar las jugadas hechas desde tu último turno
# Online, instead of Pause.
play-leave = Salir
play-leave-hint = Salir de la partida en línea
play-pause = Pausa
play-pause-key = Esc
# The button that switches the camera to the other view.
play-top-view = Vista superior
play-seat-view = Vista del asiento
play-view-key = T

## The keys, listed in small print at the HUD's foot, each as "key what it
## does", joined by play-keys-separator. Undo and hint are listed only where
## the game offers them.

play-keys-separator = {" · "}
play-key-tab = (Mayús+)Tab elegir
play-key-enter = Enter levantar o jugar
# Esc puts a lifted marble down, or else pauses the game.
play-key-esc-pause = Esc soltar o pausar
# Online, where the game is not paused.
play-key-esc = Esc soltar
# Space finishes the move being shown at once.
play-key-space = Espacio omitir animación
play-key-undo = U deshacer
play-key-hint = H pista
# N shows the holes' names (e5, n1) on the board.
play-key-names = N nombres de casillas
# T switches between the seat view and the view from the top.
play-key-view = T vista superior
# The arrow keys or dragging with the right mouse button turn the board.
play-key-turn = flechas o arrastre con botón derecho girar
play-key-zoom = rueda o +/- zoom
# R puts the camera back.
play-key-reset = R restablecer

## The pause overlay.

play-paused = En pausa
play-resume = Reanudar
play-resume-key = Esc
play-paused-settings = Ajustes
play-paused-how-to-play = Cómo jugar
# Leaves the game for the menu.
play-paused-menu = Menú
play-paused-menu-hint = Salir de esta partida
# In a lesson, instead of Menu: back to the list of lessons.
play-paused-lessons = Lecciones
play-paused-lessons-hint = Salir de esta lección
# Under the settings and the how-to-play page opened from the overlay.
