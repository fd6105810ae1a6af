# Words every screen uses.

# The person at the board, as a seat's name.
you = Vous
# A seat without a name: its number from 1.
player-seat = Joueur { $seat }
# A computer's seat without a name: its number and its level's name.
player-computer = Ordinateur { $seat } ({ $level })
# Between the items of a list: "Level 1, Level 5".
list-separator = {", "}
# A place in the standings, from 1.
place = { NUMBER($place, type: "ordinal") ->
    [one] { $place }er
   *[other] { $place }e
}

# A day: $year has four digits, $month and $day two ("03"), as text.
date = { $day }/{ $month }/{ $year }

## The computer's levels.

level = Niveau { $number }
# A level that has a name too.
level-named = Niveau { $number } · { $name }
level-easy = Facile
level-medium = Moyen
level-hard = Difficile
level-expert = Expert
# A level where a player picks one, with its rating.
level-choice = { $level } · environ { $rating }
# The quick game's description: the computers' levels in seat order.
opponents = Vous contre { $levels }

## Colours and marks of the marbles.

colour-vermillion = Vermillon
colour-yellow = Jaune
colour-green = Vert
colour-blue = Bleu
colour-purple = Violet
colour-skyblue = Bleu ciel
colour-orange = Orange
mark-plain = Sans motif
mark-dot = Point
mark-ring = Anneau
mark-band = Bande
mark-twodots = Deux points
mark-ringandband = Anneau et bande

## The points of the star, by the compass.

point-n = N
point-ne = NE
point-se = SE
point-s = S
point-sw = SO
point-nw = NO

## Why a move is refused. Holes and moves are written as on the board (e5, n1-m5).

illegal-game-over = La partie est terminée.
illegal-cannot-pass = On ne peut pas passer son tour quand un coup est possible.
illegal-not-legal = { $move } n’est pas un coup autorisé.
illegal-same-hole = Un coup doit se terminer sur une autre case que celle d’où il part.
illegal-no-marble = Il n’y a pas de bille en { $hole }.
illegal-not-own = La bille en { $hole } appartient au joueur { $owner } : déplacez l’une des vôtres.
illegal-taken = La case { $hole } est occupée : un coup doit se terminer sur une case vide.
illegal-off-board = La case { $hole } se trouve dans une branche retirée du plateau.
illegal-own-points-only = La case { $hole } est hors du centre et de vos deux branches, les seuls endroits où un coup peut se terminer.
illegal-no-parking = La case { $hole } est dans la branche d’un autre joueur : un enchaînement peut la traverser, mais pas s’y arrêter.
illegal-target-lock = Verrou d’arrivée : la bille en { $hole } est arrivée et ne peut plus bouger qu’à l’intérieur de sa branche d’arrivée.
illegal-leaves-target = L’étape { $leg } du coup, { $from }-{ $to }, sort de la branche d’arrivée, ce que le verrou d’arrivée interdit dès qu’une bille y est entrée.
illegal-chain-leaves-target = Verrou d’arrivée : tout enchaînement de { $from } à { $to } se pose dans votre branche d’arrivée puis en ressort, ce qui est interdit.
illegal-unreachable = Aucun pas ni enchaînement de sauts ne mène de { $from } à { $to }.
illegal-unreachable-leg = L’étape { $leg } du coup, { $from }-{ $to }, n’est ni un pas vers une case vide ni un saut.
illegal-step-among-hops = L’étape { $leg } du coup, { $from }-{ $to }, est un pas, et un pas ne peut pas se combiner avec des sauts.
illegal-no-route = Un coup doit passer par au moins deux cases.

## What the review adds to its verdict on a move.

note-missed-finish = rate l’occasion de finir
note-lets-finish = laisse le joueur { $seat } finir
note-gives-away = laisse échapper la partie
