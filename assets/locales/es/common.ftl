# Words every screen uses.

# The person at the board, as a seat's name.
you = Tú
# A seat without a name: its number from 1.
player-seat = Jugador { $seat }
# A computer's seat without a name: its number and its level's name.
player-computer = Máquina { $seat } ({ $level })
# Between the items of a list: "Level 1, Level 5".
list-separator = {", "}
# A place in the standings, from 1.
place = { $place }.º

# A day: $year has four digits, $month and $day two ("03"), as text.
date = { $day }/{ $month }/{ $year }

## The computer's levels.

level = Nivel { $number }
# A level that has a name too.
level-named = Nivel { $number } · { $name }
level-easy = Fácil
level-medium = Medio
level-hard = Difícil
level-expert = Experto
# A level where a player picks one, with its rating.
level-choice = { $level } · aprox. { $rating }
# The quick game's description: the computers' levels in seat order.
opponents = Tú contra { $levels }

## Colours and marks of the marbles.

colour-vermillion = Bermellón
colour-yellow = Amarillo
colour-green = Verde
colour-blue = Azul
colour-purple = Morado
colour-skyblue = Celeste
colour-orange = Naranja
mark-plain = Lisa
mark-dot = Punto
mark-ring = Anillo
mark-band = Franja
mark-twodots = Dos puntos
mark-ringandband = Anillo y franja

## The points of the star, by the compass.

point-n = N
point-ne = NE
point-se = SE
point-s = S
point-sw = SO
point-nw = NO

## Why a move is refused. Holes and moves are written as on the board (e5, n1-m5).

illegal-game-over = La partida ha terminado.
illegal-cannot-pass = No se puede pasar si hay alguna jugada legal.
illegal-not-legal = { $move } no es una jugada legal.
illegal-same-hole = Una jugada debe terminar en una casilla distinta de la inicial.
illegal-no-marble = No hay ninguna canica en { $hole }.
illegal-not-own = La canica de { $hole } es del Jugador { $owner }: mueve una de las tuyas.
illegal-taken = La casilla { $hole } está ocupada: una jugada debe terminar en una casilla vacía.
illegal-off-board = La casilla { $hole } está en una punta retirada del tablero.
illegal-own-points-only = La casilla { $hole } está fuera del centro y de tus dos puntas, que es donde debe terminar toda jugada.
illegal-no-parking = La casilla { $hole } está en la punta de otro jugador: una cadena puede pasar por ella, pero no detenerse allí.
illegal-target-lock = Bloqueo de meta: la canica de { $hole } ya está en su meta y solo puede moverse dentro de ella.
illegal-leaves-target = El tramo { $leg } de la jugada, { $from }-{ $to }, sale de la meta, y el bloqueo de meta no lo permite una vez que la canica ha entrado en ella.
illegal-chain-leaves-target = Bloqueo de meta: todas las cadenas de { $from } a { $to } caen en tu meta y vuelven a salir de ella, lo cual no está permitido.
illegal-unreachable = Ningún paso ni cadena de saltos lleva de { $from } a { $to }.
illegal-unreachable-leg = El tramo { $leg } de la jugada, { $from }-{ $to }, no es ni un paso a una casilla vacía ni un salto.
illegal-step-among-hops = El tramo { $leg } de la jugada, { $from }-{ $to }, es un paso, y un paso no se puede combinar con saltos.
illegal-no-route = Una jugada necesita al menos dos casillas.

## What the review adds to its verdict on a move.

note-missed-finish = desaprovecha la ocasión de terminar
note-lets-finish = deja terminar al Jugador { $seat }
note-gives-away = regala la partida
