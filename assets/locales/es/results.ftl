# The Results screen, shown when a game ends: the finishing order, what the
# game did to the player's rating, each player's figures from the review of
# the game, and the buttons to go on.

results-heading = Resultados

## The headline over the standings: who won, or how the game ended.

# One player won. $name is the winner's name; $you is "yes" when the winner
# is the person at the board (whose name is then "You").
results-wins = { $you ->
    [yes] ¡Has ganado!
   *[no] ¡Ha ganado { $name }!
}
# A team won: $names are its members, joined by results-names-separator
# ("You & Player 4").
results-win-together = ¡Han ganado { $names }!
# Between the members of a team: "You & Player 4".
results-names-separator = {" y "}
# Drawn because the same position came up three times.
results-draw-repetition = Empate: la misma posición se repitió por tercera vez
# Drawn because the game reached its turn limit with nobody finished.
results-draw-turn-limit = Empate al llegar al límite de turnos
# Drawn because several finished in the same round; $names as in results-win-together.
results-draw-together = Empate: { $names } han terminado en la misma ronda
# Nobody finished and a rule of the game declares it drawn.
results-nobody-finished-drawn = Nadie ha terminado: la partida acaba en empate
# Nobody finished (the game was left or stopped): the places go to whoever
# had the fewest steps still to go.
results-nobody-finished = Nadie ha terminado: puestos según los pasos que faltaban

## The standings: one row per player, and with teams one row per team.

# Column headings.
results-place = Puesto
results-player = Jugador
results-team = Equipo
results-result = Resultado
results-moves = Jugadas
# The Result column for a player or team that got all its marbles home.
results-finished = terminado
# The Result column for a player or team that did not: the sum over its
# marbles of the steps (from hole to hole) still to go to the far tip of
# its target point.
results-to-go = { $steps ->
    [one] falta 1 paso
   *[other] faltan { $steps } pasos
}
# Under the standings: the number of turns the game lasted.
results-turns-played = Turnos jugados: { $turns }
# The same, when the game stopped because it reached its turn limit.
results-turns-played-limit = Turnos jugados: { $turns } (límite de turnos)

## What the game did to the player's rating.

# The rating before and after the game, as whole numbers.
results-rating = Tu puntuación: { $before } → { $after }
# Hover text of results-rating: how uncertain the new rating still is.
results-rating-hint = Margen de error: ± { $deviation } hasta que se estabilice
# After a run of wins against the strongest computer at the table. $wins is
# how many; $level is that computer's level ("Level 6", "Level 9 · Hard").
results-next-level = { $wins ->
    [one] Una victoria
   *[other] { $wins } victorias seguidas
} contra { $level }: ¿te atreves con el siguiente nivel?
# Button: a new game with the next level up; $level is "Level 7 · about 1640".
results-play-level = Jugar contra { $level }
# Why the game just played did not change the rating, one message per reason.
results-not-rated-computers-only = No cuenta para tu puntuación: partida solo entre máquinas.
results-not-rated-people = No cuenta para tu puntuación: partida entre personas.
results-not-rated-set-position = No cuenta para tu puntuación: partida desde una posición preparada o una lección.
results-not-rated-helped = No cuenta para tu puntuación: partida con pistas o jugadas deshechas.
results-not-rated-unfinished = No cuenta para tu puntuación: partida sin terminar.

## Each player's figures, from the review of the game by the computer at
## its strongest level (Expert).

# Shown for a moment before the review starts.
results-reviewing = Analizando la partida…
# Column headings (the first is results-player).
results-longest-chain = Cadena más larga
results-mistakes = Errores
results-blunders = Errores graves
results-mean-loss = Pérdida media
# The Longest chain column: the most hops in one move.
results-hops = { $hops ->
    [one] 1 salto
   *[other] { $hops } saltos
}
# The Mean loss column: on average, how many turns each of the player's
# moves lost compared with the reviewer's choice. $loss has two decimals.
results-loss = { $loss } turnos
# Under the figures.
results-judged-by = Valoración de Experto: los turnos que perdió cada jugada frente a la que él habría elegido.

## The review of a game, shared with the replay screen.

# The progress bar while the computer reviews the game turn by turn.
review-progress = Analizando la partida: { $done } de { $total ->
    [one] 1 turno
   *[other] { $total } turnos
}
# Notices when the finished review could not be kept beside the saved game.
# $error is the system's reason (may be in English).
review-not-started = No se pudo iniciar el análisis: { $error }
review-stopped = El análisis se detuvo por un error.
review-not-saved = No se pudo guardar el análisis: { $error }

## The buttons at the bottom.

results-play-again = Jugar otra vez
results-watch-replay = Ver repetición
results-watch-replay-hint = Vuelve a ver esta partida
results-review = Analizar la partida
results-review-hint = Vuelve a verla con cada jugada valorada por Experto
results-new-game = Nueva partida
results-menu = Menú

# At a room server's table.
results-stood-in = Una máquina ({ $level }) ha sustituido a { $name }.
results-rematch-offered = Revancha propuesta por { $names }.
results-rematch-offer = Proponer la revancha
results-rematch-accept = Aceptar la revancha
results-rematch-waiting = Esperando a que los demás acepten la revancha.
results-rematch-watching = Estás observando: si hay revancha, también la verás.
