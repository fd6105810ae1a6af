# The replay screen: a saved game shown again turn by turn on the board,
# with its review (every move judged by the computer at its strongest
# level, Expert). Moves are written in the board's notation (n1-m5-k5),
# which is never translated.

## The status, at the top left.

# The heading when the game has no name of its own.
replay-untitled = Revoir la partie
# The turn shown ($turn turns played, 0 at the start) out of all.
replay-turn-of = Tour { $turn } sur { $total }
replay-game-over = La partie est terminée.
# Before a coloured marble and the name of the player to move next.
replay-next = À jouer :

## The review of the move just shown, under the status.

# Shown at the start, before any move.
replay-review-step-forward = Analyse : avancez tour par tour pour voir chaque coup évalué.
# Who made the move just shown, and the move. $you is "yes" when the player
# is the person at the board (whose $name is then "You").
replay-played = { $you ->
    [yes] Vous avez joué { $move }
   *[no] { $name } a joué { $move }
}
# The same when the turn was a pass; $you as in replay-played.
replay-passed = { $you ->
    [yes] Vous avez passé votre tour
   *[no] { $name } a passé son tour
}
# The verdict on the move, as a heading. $mark is the move list's mark:
# ?! for an inaccuracy, ? for a mistake, ?? for a blunder.
replay-verdict-best = Meilleur coup
replay-verdict-good = Bon coup
replay-verdict-inaccuracy = Imprécision { $mark }
replay-verdict-mistake = Erreur { $mark }
replay-verdict-blunder = Gaffe { $mark }
# How many turns the move lost against Expert's; $loss has one decimal.
replay-turns-lost = { $loss ->
    [one] { $loss } tour perdu
   *[other] { $loss } tours perdus
}
# What else the move did; $note is a note as common.ftl words it
# ("misses a finish").
replay-note = Ce coup { $note }.
# The move Expert would have made, which the board shows as see-through
# marbles.
replay-expert-move = Expert : { $move } (montré sur le plateau)

## The race chart: each player's estimate of the turns still needed.

replay-chart-title = Tours encore nécessaires (cliquez pour vous y placer)

## The move list, at the top right.

replay-moves = Coups
# The first row: the position before any move.
replay-start-position = Départ
# One row: the turn's number, the move, and the review's mark (?!, ?, ??)
# or nothing.
replay-move-row = { $number }. { $move }{ $mark }
# A turn where the player could not move.
replay-pass = passe

## The controls, at the bottom. The hover texts that start replay-key- name
## the key that does the same.

replay-to-start = ⏮ Début
replay-key-home = Début
replay-back = ◀ Reculer
replay-key-left = Flèche gauche
replay-play = ▶ Lecture
replay-pause = ⏸ Pause
replay-key-space = Espace
replay-forward = Avancer ▶
replay-key-right = Flèche droite
replay-to-end = Fin ⏭
replay-key-end = Fin
# Beside the slider that picks the turn shown.
replay-turn-slider = tour
# Beside the slider that sets how fast the replay plays.
replay-speed-slider = vitesse
# The speed on that slider, as a multiple of normal ("2×", "0.5×").
replay-speed = { $speed }×
replay-review = Analyse
replay-review-hint = Évaluer chaque coup avec Expert et suivre la course sur un graphique (V)
replay-take-over = Reprendre la main ici
replay-take-over-hint = Continuer la partie depuis cette position, avec les mêmes joueurs et les mêmes règles
replay-back-to-list = Retour à la liste

## Notices.

# A saved game's file does not load; $error names the file and the fault.
replay-not-loaded = Impossible de revoir la partie : { $error }
# The review kept beside the game's file does not load, so the game is
# reviewed again; $error names the file and the fault.
replay-review-unreadable = { $error } (la partie est de nouveau analysée)
