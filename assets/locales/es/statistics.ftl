# The Statistics screen: the person's record over the saved games, and
# their rating.

statistics-heading = Tu historial
# Notices naming a saved game that does not load, so was left out. $why
# says which file and what is wrong with it (may be in English).
statistics-left-out = Partida excluida de las estadísticas: { $why }
statistics-left-out-of-rating = Partida excluida de tu puntuación: { $why }

## The rating section, at the top.

statistics-rating-heading = Tu puntuación
# The rating, its uncertainty (both whole numbers) and the number of games
# that counted.
statistics-rating = { $rating } (± { $spread }) tras { $games ->
    [one] 1 partida válida
   *[other] { $games } partidas válidas
}.
statistics-rating-hint = En la misma escala que las puntuaciones de los niveles. Sube cuando juegas mejor de lo que cabría esperar por tu puntuación contra las máquinas de la mesa, y se estabiliza a medida que juegas.
# $level is "Level 6" or "Level 9 · Hard"; $rating is that level's rating.
statistics-even-game = Un rival a tu altura: { $level }, con una puntuación de unos { $rating }.
statistics-no-rating = Aún no tienes puntuación: termina una partida contra la máquina, a solas en el tablero, sin pistas ni deshacer jugadas.
# Games the rating left out, one message per reason; $games is how many.
statistics-not-counted-people = Fuera de la puntuación: { $games ->
    [one] 1 partida
   *[other] { $games } partidas
} entre personas.
statistics-not-counted-set-position = Fuera de la puntuación: { $games ->
    [one] 1 partida
   *[other] { $games } partidas
} desde una posición preparada o una lección.
statistics-not-counted-helped = Fuera de la puntuación: { $games ->
    [one] 1 partida
   *[other] { $games } partidas
} con pistas o jugadas deshechas.
statistics-not-counted-unfinished = Fuera de la puntuación: { $games ->
    [one] 1 partida
   *[other] { $games } partidas
} sin terminar.
# On the rating chart, at a level's guide line (small, lower case).
statistics-chart-level = nivel { $number }
# Hover text of a game on the rating chart: its day, the rating before and
# after it, and the strongest computer at the table ("Level 4").
statistics-rated-game-won = { $date }: { $before } → { $after }, victoria contra { $level }
statistics-rated-game-not-won = { $date }: { $before } → { $after }, sin victoria contra { $level }

## The record.

# Games that had no person at the table.
statistics-demos = { $games ->
    [one] No se cuenta 1 partida
   *[other] No se cuentan { $games } partidas
} solo entre máquinas (demostraciones).
statistics-no-games = Aún no tienes partidas guardadas: aquí cuenta cada partida que juegues.
# The whole record in a line: games, wins, and the wins as a whole percentage.
statistics-summary = { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}; ganadas: { $wins } ({ $percent } %).
# The same, with the games left unfinished.
statistics-summary-unfinished = { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}; ganadas: { $wins } ({ $percent } %); sin terminar: { $unfinished }.
# Hover text of the summary: what counts as a win.
statistics-summary-hint = Victoria: un bando con alguna persona termina el primero. Una partida sin terminar cuenta como jugada, no como ganada, y corta la racha de victorias.

## The two tables: by the number of players, and by the strongest computer.

# First column headings.
statistics-players = Jugadores
statistics-strongest-computer = Máquina más fuerte
# A row of the table by players.
statistics-players-row = { $players } jugadores
# A row of the table by computer: games with no computer at the table.
statistics-people-only = Solo personas
# The other columns.
statistics-games = Partidas
statistics-won = Ganadas
statistics-rate = Porcentaje
# The Rate column: wins as a whole percentage of the games.
statistics-percent = { $percent } %
# The Rate column with no games.
statistics-no-rate = –

## The highlights.

# The current run of wins and the longest one.
statistics-streak = Racha de victorias: { $now } ahora; la mejor, { $best }.
# The win in the fewest turns of the winner's own, and the day of that game.
statistics-fastest-win = Victoria más rápida: { $turns ->
    [one] 1 turno
   *[other] { $turns } turnos
}, el { $date }.
# The same, when the day is not known.
statistics-fastest-win-undated = Victoria más rápida: { $turns ->
    [one] 1 turno
   *[other] { $turns } turnos
}.
statistics-fastest-win-none = Victoria más rápida: todavía ninguna.
statistics-fastest-win-hint = Se cuenta en jugadas (y pases) del propio ganador, no en turnos de toda la partida.
# The most hops in one move, and the day of that game.
statistics-longest-chain = Cadena más larga: { $hops ->
    [one] 1 salto
   *[other] { $hops } saltos
} en una jugada, el { $date }.
# The same, when the day is not known.
statistics-longest-chain-undated = Cadena más larga: { $hops ->
    [one] 1 salto
   *[other] { $hops } saltos
} en una jugada.
statistics-longest-chain-none = Cadena más larga: todavía ningún salto.

## The chart of results over time: a dot per game.

statistics-results-over-time = Evolución de resultados
statistics-chart-key = Arriba: ganada · en medio: otro puesto · abajo: perdida · punto vacío: sin terminar. La línea es la proporción de partidas ganadas hasta ese momento.
# Hover text of a game's dot: its day and the person's result; $place is
# "2nd", "3rd", …
statistics-game-won = { $date }: ganada
statistics-game-placed = { $date }: { $place } puesto
statistics-game-lost = { $date }: perdida
statistics-game-unfinished = { $date }: sin terminar
