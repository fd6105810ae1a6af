# Words every screen uses.

# The person at the board, as a seat's name.
you = Du
# A seat without a name: its number from 1.
player-seat = Spieler { $seat }
# A computer's seat without a name: its number and its level's name.
player-computer = Computer { $seat } ({ $level })
# Between the items of a list: "Level 1, Level 5".
list-separator = {", "}
# A place in the standings, from 1.
place = { $place }.

# A day: $year has four digits, $month and $day two ("03"), as text.
date = { $day }.{ $month }.{ $year }

## The computer's levels.

level = Stufe { $number }
# A level that has a name too.
level-named = Stufe { $number } · { $name }
level-easy = Leicht
level-medium = Mittel
level-hard = Schwer
level-expert = Experte
# A level where a player picks one, with its rating.
level-choice = { $level } · ca. { $rating }
# The quick game's description: the computers' levels in seat order.
opponents = Du gegen { $levels }

## Colours and marks of the marbles.

colour-vermillion = Zinnoberrot
colour-yellow = Gelb
colour-green = Grün
colour-blue = Blau
colour-purple = Lila
colour-skyblue = Himmelblau
colour-orange = Orange
mark-plain = Einfarbig
mark-dot = Punkt
mark-ring = Ring
mark-band = Streifen
mark-twodots = Zwei Punkte
mark-ringandband = Ring und Streifen

## The points of the star, by the compass.

point-n = N
point-ne = NO
point-se = SO
point-s = S
point-sw = SW
point-nw = NW

## Why a move is refused. Holes and moves are written as on the board (e5, n1-m5).

illegal-game-over = Die Partie ist vorbei.
illegal-cannot-pass = Wer ziehen kann, darf nicht passen.
illegal-not-legal = { $move } ist kein gültiger Zug.
illegal-same-hole = Ein Zug muss auf einem anderen Feld enden als dem, auf dem er beginnt.
illegal-no-marble = Auf { $hole } liegt keine Kugel.
illegal-not-own = Die Kugel auf { $hole } gehört Spieler { $owner }: Zieh eine deiner eigenen.
illegal-taken = { $hole } ist besetzt: Ein Zug endet immer auf einem freien Feld.
illegal-off-board = { $hole } liegt in einer Zacke, die vom Brett genommen wurde.
illegal-own-points-only = { $hole } liegt weder in der Mitte noch in einer deiner beiden eigenen Zacken, und nur dort darf ein Zug enden.
illegal-no-parking = { $hole } liegt in der Zacke eines anderen Spielers: Eine Sprungkette darf hindurchführen, aber nicht dort enden.
illegal-target-lock = Zielsperre: Die Kugel auf { $hole } ist im Ziel und darf nur noch innerhalb ihrer Zielzacke ziehen.
illegal-leaves-target = Teilzug { $leg }, { $from }-{ $to }, verlässt das Ziel, was die Zielsperre verbietet, sobald eine Kugel darin ist.
illegal-chain-leaves-target = Zielsperre: Jede Sprungkette von { $from } nach { $to } landet in deinem Ziel und verlässt es wieder, was nicht erlaubt ist.
illegal-unreachable = Weder ein einzelner Schritt noch eine Sprungkette führt von { $from } nach { $to }.
illegal-unreachable-leg = Teilzug { $leg }, { $from }-{ $to }, ist weder ein Schritt auf ein freies Feld noch ein Sprung.
illegal-step-among-hops = Teilzug { $leg }, { $from }-{ $to }, ist ein Schritt, und Schritte lassen sich nicht mit Sprüngen kombinieren.
illegal-no-route = Ein Zug braucht mindestens zwei Felder.

## What the review adds to its verdict on a move.

note-missed-finish = verpasst die Chance, ins Ziel zu kommen
note-lets-finish = lässt Spieler { $seat } ins Ziel
note-gives-away = verschenkt die Partie
