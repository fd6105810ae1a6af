# The Results screen, shown when a game ends: the finishing order, what the
# game did to the player's rating, each player's figures from the review of
# the game, and the buttons to go on.

results-heading = Résultats

## The headline over the standings: who won, or how the game ended.

# One player won. $name is the winner's name; $you is "yes" when the winner
# is the person at the board (whose name is then "You").
results-wins = { $you ->
    [yes] Vous avez gagné !
   *[no] { $name } a gagné !
}
# A team won: $names are its members, joined by results-names-separator
# ("You & Player 4").
results-win-together = Victoire : { $names } !
# Between the members of a team: "You & Player 4".
results-names-separator = {" & "}
# Drawn because the same position came up three times.
results-draw-repetition = Partie nulle : la même position est revenue une troisième fois
# Drawn because the game reached its turn limit with nobody finished.
results-draw-turn-limit = Partie nulle : limite de tours atteinte
# Drawn because several finished in the same round; $names as in results-win-together.
results-draw-together = Partie nulle : { $names }, arrivés dans le même tour de table
# Nobody finished and a rule of the game declares it drawn.
results-nobody-finished-drawn = Personne n’a fini : la partie est nulle
# Nobody finished (the game was left or stopped): the places go to whoever
# had the fewest steps still to go.
results-nobody-finished = Personne n’a fini : classement selon les pas restants

## The standings: one row per player, and with teams one row per team.

# Column headings.
results-place = Rang
results-player = Joueur
results-team = Équipe
results-result = Résultat
results-moves = Coups
# The Result column for a player or team that got all its marbles home.
results-finished = à l’arrivée
# The Result column for a player or team that did not: the sum over its
# marbles of the steps (from hole to hole) still to go to the far tip of
# its target point.
results-to-go = { $steps ->
    [one] encore { $steps } pas
   *[other] encore { $steps } pas
}
# Under the standings: the number of turns the game lasted.
results-turns-played = Tours joués : { $turns }
# The same, when the game stopped because it reached its turn limit.
results-turns-played-limit = Tours joués : { $turns } (limite de tours)

## What the game did to the player's rating.

# The rating before and after the game, as whole numbers.
results-rating = Votre cote : { $before } → { $after }
# Hover text of results-rating: how uncertain the new rating still is.
results-rating-hint = À ± { $deviation } près, tant qu’elle n’est pas stabilisée
# After a run of wins against the strongest computer at the table. $wins is
# how many; $level is that computer's level ("Level 6", "Level 9 · Hard").
results-next-level = { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
} d’affilée contre le { $level } : on passe au niveau suivant ?
# Button: a new game with the next level up; $level is "Level 7 · about 1640".
results-play-level = Affronter le { $level }
# Why the game just played did not change the rating, one message per reason.
results-not-rated-computers-only = Sans effet sur votre cote : partie entre ordinateurs uniquement.
results-not-rated-people = Sans effet sur votre cote : partie entre humains.
results-not-rated-set-position = Sans effet sur votre cote : partie à partir d’une position préparée ou d’une leçon.
results-not-rated-helped = Sans effet sur votre cote : partie avec indices ou coups annulés.
results-not-rated-unfinished = Sans effet sur votre cote : partie inachevée.

## Each player's figures, from the review of the game by the computer at
## its strongest level (Expert).

# Shown for a moment before the review starts.
results-reviewing = Analyse de la partie…
# Column headings (the first is results-player).
results-longest-chain = Plus long enchaînement
results-mistakes = Erreurs
results-blunders = Gaffes
results-mean-loss = Perte moyenne
# The Longest chain column: the most hops in one move.
results-hops = { $hops ->
    [one] { $hops } saut
   *[other] { $hops } sauts
}
# The Mean loss column: on average, how many turns each of the player's
# moves lost compared with the reviewer's choice. $loss has two decimals.
results-loss = { $loss ->
    [one] { $loss } tour
   *[other] { $loss } tours
}
# Under the figures.
results-judged-by = Évaluation par Expert : les tours perdus par chaque coup par rapport à celui qu’Expert aurait joué.

## The review of a game, shared with the replay screen.

# The progress bar while the computer reviews the game turn by turn.
review-progress = Analyse de la partie : { $done } sur { $total ->
    [one] { $total } tour
   *[other] { $total } tours
}
# Notices when the finished review could not be kept beside the saved game.
# $error is the system's reason (may be in English).
review-not-started = L’analyse n’a pas pu démarrer : { $error }
review-stopped = L’analyse s’est arrêtée sur une erreur.
review-not-saved = L’analyse n’a pas pu être conservée : { $error }

## The buttons at the bottom.

results-play-again = Rejouer
results-watch-replay = Revoir la partie
results-watch-replay-hint = Regarder de nouveau cette partie
results-review = Analyser la partie
results-review-hint = La revoir avec chaque coup évalué par Expert
results-new-game = Nouvelle partie
results-menu = Menu

# At a room server's table.
results-stood-in = Un ordinateur ({ $level }) a remplacé { $name }.
results-rematch-offered = Revanche proposée par { $names }.
results-rematch-offer = Proposer une revanche
results-rematch-accept = Accepter la revanche
results-rematch-waiting = En attente de l’accord des autres pour la revanche.
results-rematch-watching = Vous regardez : vous suivrez aussi la revanche.
