# The replay screen: a saved game shown again turn by turn on the board,
# with its review (every move judged by the computer at its strongest
# level, Expert). Moves are written in the board's notation (n1-m5-k5),
# which is never translated.

## The status, at the top left.

# The heading when the game has no name of its own.
replay-untitled = Repetición
# The turn shown ($turn turns played, 0 at the start) out of all.
replay-turn-of = Turno { $turn } de { $total }
replay-game-over = La partida ha terminado.
# Before a coloured marble and the name of the player to move next.
replay-next = Siguiente:

## The review of the move just shown, under the status.

# Shown at the start, before any move.
replay-review-step-forward = Análisis: avanza para ver la valoración de cada jugada.
# Who made the move just shown, and the move. $you is "yes" when the player
# is the person at the board (whose $name is then "You").
replay-played = { $you ->
    [yes] Jugaste { $move }
   *[no] { $name } jugó { $move }
}
# The same when the turn was a pass; $you as in replay-played.
replay-passed = { $you ->
    [yes] Pasaste el turno
   *[no] { $name } pasó el turno
}
# The verdict on the move, as a heading. $mark is the move list's mark:
# ?! for an inaccuracy, ? for a mistake, ?? for a blunder.
replay-verdict-best = Mejor jugada
replay-verdict-good = Buena jugada
replay-verdict-inaccuracy = Imprecisión{ $mark }
replay-verdict-mistake = Error{ $mark }
replay-verdict-blunder = Error grave{ $mark }
# How many turns the move lost against Expert's; $loss has one decimal.
replay-turns-lost = { $loss } turnos perdidos
# What else the move did; $note is a note as common.ftl words it
# ("misses a finish").
replay-note = Esta jugada { $note }.
# The move Expert would have made, which the board shows as see-through
# marbles.
replay-expert-move = Experto: { $move } (marcada en el tablero)

## The race chart: each player's estimate of the turns still needed.

replay-chart-title = Turnos que faltan (haz clic para ir a un turno)

## The move list, at the top right.

replay-moves = Jugadas
# The first row: the position before any move.
replay-start-position = Inicio
# One row: the turn's number, the move, and the review's mark (?!, ?, ??)
# or nothing.
replay-move-row = { $number }. { $move }{ $mark }
# A turn where the player could not move.
replay-pass = pasa

## The controls, at the bottom. The hover texts that start replay-key- name
## the key that does the same.

replay-to-start = ⏮ Inicio
replay-key-home = Inicio
replay-back = ◀ Atrás
replay-key-left = Flecha izquierda
replay-play = ▶ Reproducir
replay-pause = ⏸ Pausa
replay-key-space = Espacio
replay-forward = Adelante ▶
replay-key-right = Flecha derecha
replay-to-end = Fin ⏭
replay-key-end = Fin
# Beside the slider that picks the turn shown.
replay-turn-slider = turno
# Beside the slider that sets how fast the replay plays.
replay-speed-slider = velocidad
# The speed on that slider, as a multiple of normal ("2×", "0.5×").
replay-speed = { $speed }×
replay-review = Análisis
replay-review-hint = Valora cada jugada con Experto y traza la gráfica de la carrera (V)
replay-take-over = Seguir desde aquí
replay-take-over-hint = Sigue jugando desde esta posición, con los mismos asientos y reglas
replay-back-to-list = Volver a la lista

## Notices.

# A saved game's file does not load; $error names the file and the fault.
replay-not-loaded = No se puede abrir la repetición: { $error }
# The review kept beside the game's file does not load, so the game is
# reviewed again; $error names the file and the fault.
replay-review-unreadable = { $error } (se vuelve a analizar la partida)
