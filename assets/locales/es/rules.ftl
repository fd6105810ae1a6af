# The rule options, as the settings' default rules and the new-game screen's
# builder show them: a grid with each option's name on the left, its choices
# as buttons on the right, and under them a one-line note on the choice made.
# These names are the options' names everywhere in the game (How to play, the
# lessons), so keep them the same as there.

## The options' names, in the grid's left column.

rules-preset = Reglamento
rules-jumps = Saltos
rules-parking = Dónde parar
rules-win = Llegada
rules-unused-points = Puntas sin usar
rules-target-lock = Bloqueo de meta
rules-play-on = Seguir jugando
rules-equal-turns = Turnos iguales
rules-turn-limit = Límite de turnos
rules-repetition = Empate por repetición
rules-teams = Equipos

## Presets: named sets of every rule. A preset's button is lit when the rules
## match it; the note says what the rules are.

rules-preset-standard = Estándar
rules-preset-standard-note = Todas las reglas tal como las juega la mayoría de las familias.
rules-preset-ccerl-note = Las reglas de CCERL, la lista de puntuación de motores para dos jugadores.
# The rules match no preset.
rules-preset-custom-note = Tu propia combinación de reglas.

## Hops: which marbles a marble may hop over.

rules-jumps-adjacent = Adyacentes
rules-jumps-adjacent-note = Salta sobre una canica que está justo al lado de la tuya.
rules-jumps-long = Largos
rules-jumps-long-note = Salta sobre una canica más lejana y cae a la misma distancia al otro lado.

## Parking: where a move may end. A player's "start" and "target" are the two
## points of the star where their marbles begin and where they must go.

rules-parking-anywhere = Cualquier lugar
rules-parking-anywhere-note = Una jugada puede terminar en cualquier casilla.
rules-parking-others = No en puntas ajenas
rules-parking-others-note = No se puede parar en la punta de salida ni en la de meta de otro jugador, salvo que sea también tu salida o tu meta.
rules-parking-own = Solo puntas propias
rules-parking-own-note = Las jugadas solo pueden terminar en el centro, en tu salida o en tu meta.
# Shown instead of the note above in a two-player game.
rules-parking-two-players = Con dos jugadores esto no cambia nada: la salida y la meta del otro son tu meta y tu salida.

## Finishing: when a player has finished.

rules-win-target-full = Meta llena
rules-win-target-full-note = Terminas cuando todas las casillas de tu meta tienen una canica y al menos una es tuya.
rules-win-all-own = Todas tuyas
rules-win-all-own-note = Terminas cuando las diez casillas de tu meta tienen canicas tuyas.

## Unused points: the points of the star where nobody starts or ends.

rules-unused-open = Abiertas
rules-unused-open-note = Las puntas que nadie usa son casillas normales.
rules-unused-removed = Retiradas
rules-unused-removed-note = Las puntas que nadie usa no forman parte del tablero.
# Shown instead of the note in a game of 3 or 6 players.
rules-unused-all-in-use = Con 3 o 6 jugadores se usan todas las puntas.

## Target lock: whether a marble that reached its target may leave it.

rules-lock-off = No
rules-lock-off-note = Las canicas que están en su meta pueden volver a salir.
rules-lock-end-of-move = Fin de jugada
rules-lock-end-of-move-note = Una canica que está en su meta debe terminar su jugada dentro de ella.
rules-lock-whole-move = Toda la jugada
rules-lock-whole-move-note = Una vez en su meta, una canica nunca cae fuera, ni siquiera a mitad de una cadena.

## Play on: whether the game goes on after the first player finishes.

rules-play-on-off = No
rules-play-on-off-note = La partida acaba cuando termina el primer jugador.
rules-play-on-on = Sí
rules-play-on-on-note = Los demás siguen jugando por los puestos restantes.

## Equal turns: whether the round is finished when someone finishes.

rules-equal-turns-off = No
rules-equal-turns-off-note = El primero en terminar gana en el acto.
rules-equal-turns-on = Sí
rules-equal-turns-on-note = Se completa la ronda; todos los que terminan en ella comparten el primer puesto.

## Turn limit: a checkbox to set a limit, the number of turns, and a checkbox
## for whether the game is then a draw.

rules-turn-limit-on = Límite
# The number of turns of the limit, in a box the player drags or types in.
rules-turn-limit-turns = { $turns ->
    [one] { $turns } turno
   *[other] { $turns } turnos
}
rules-turn-limit-draw = Empate
rules-turn-limit-none-note = Sin límite: se juega hasta que la partida se decida.
rules-turn-limit-rank-note = La partida acaba tras ese número de turnos en total; quienes no hayan terminado se clasifican por la distancia que les falta.
rules-turn-limit-draw-note = La partida acaba tras ese número de turnos en total; quienes no hayan terminado comparten un puesto.

## Draw by repetition.

rules-repetition-off = No
rules-repetition-off-note = Las posiciones pueden repetirse; la partida sigue.
rules-repetition-on = Sí
rules-repetition-on-note = La tercera vez que se da una misma posición, la partida acaba en empate.

## Teams.

rules-teams-none = Sin equipos
rules-teams-none-note = Cada uno juega por su cuenta.
rules-teams-partners = Compañero enfrente
rules-teams-partners-note = Los compañeros se sientan uno frente al otro; un equipo termina cuando han terminado todos sus miembros.
# Shown instead of the note, the choice greyed out, with 2 or 3 players.
rules-teams-not-allowed = Los equipos se juegan con 4 o 6 jugadores.
