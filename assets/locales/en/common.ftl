# Words every screen uses.

# The person at the board, as a seat's name.
you = You
# A seat without a name: its number from 1.
player-seat = Player { $seat }
# A computer's seat without a name: its number and its level's name.
player-computer = Computer { $seat } ({ $level })
# Between the items of a list: "Level 1, Level 5".
list-separator = {", "}
# A place in the standings, from 1.
place = { NUMBER($place, type: "ordinal") ->
    [one] { $place }st
    [two] { $place }nd
    [few] { $place }rd
   *[other] { $place }th
}

# A day: $year has four digits, $month and $day two ("03"), as text.
date = { $year }-{ $month }-{ $day }

## The computer's levels.

level = Level { $number }
# A level that has a name too.
level-named = Level { $number } · { $name }
level-easy = Easy
level-medium = Medium
level-hard = Hard
level-expert = Expert
# A level where a player picks one, with its rating.
level-choice = { $level } · about { $rating }
# The quick game's description: the computers' levels in seat order.
opponents = You against { $levels }

## Colours and marks of the marbles.

colour-vermillion = Vermillion
colour-yellow = Yellow
colour-green = Green
colour-blue = Blue
colour-purple = Purple
colour-skyblue = Sky blue
colour-orange = Orange
mark-plain = Plain
mark-dot = Dot
mark-ring = Ring
mark-band = Band
mark-twodots = Two dots
mark-ringandband = Ring and band

## The points of the star, by the compass.

point-n = N
point-ne = NE
point-se = SE
point-s = S
point-sw = SW
point-nw = NW

## Why a move is refused. Holes and moves are written as on the board (e5, n1-m5).

illegal-game-over = The game is over.
illegal-cannot-pass = A player with a legal move cannot pass.
illegal-not-legal = { $move } is not a legal move.
illegal-same-hole = A move must end in another hole than the one it starts from.
illegal-no-marble = There is no marble on { $hole }.
illegal-not-own = The marble on { $hole } is Player { $owner }'s: move one of your own.
illegal-taken = { $hole } is taken: a move ends in an empty hole.
illegal-off-board = { $hole } is in a point taken off the board.
illegal-own-points-only = { $hole } is outside the centre and your own two points, where every move must end.
illegal-no-parking = { $hole } is in another player's point: a chain may pass through it but not stop there.
illegal-target-lock = Target lock: the marble on { $hole } is home and may only move inside its target.
illegal-leaves-target = Part { $leg } of the move, { $from }-{ $to }, leaves the target, which the target lock forbids once a marble is in it.
illegal-chain-leaves-target = Target lock: every chain from { $from } to { $to } lands in your target and leaves it again, which is not allowed.
illegal-unreachable = No single step or chain of hops leads from { $from } to { $to }.
illegal-unreachable-leg = Part { $leg } of the move, { $from }-{ $to }, is neither a step to an empty hole nor a hop.
illegal-step-among-hops = Part { $leg } of the move, { $from }-{ $to }, is a step, and a step cannot be combined with hops.
illegal-no-route = A move needs at least two holes.

## What the review adds to its verdict on a move.

note-missed-finish = misses the chance to finish
note-lets-finish = lets Player { $seat } finish
note-gives-away = gives the game away
