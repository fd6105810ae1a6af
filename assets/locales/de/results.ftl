# The Results screen, shown when a game ends: the finishing order, what the
# game did to the player's rating, each player's figures from the review of
# the game, and the buttons to go on.

results-heading = Ergebnis

## The headline over the standings: who won, or how the game ended.

# One player won. $name is the winner's name; $you is "yes" when the winner
# is the person at the board (whose name is then "You").
results-wins = { $you ->
    [yes] Du gewinnst!
   *[no] { $name } gewinnt!
}
# A team won: $names are its members, joined by results-names-separator
# ("You & Player 4").
results-win-together = Sieg für { $names }!
# Between the members of a team: "You & Player 4".
results-names-separator = {" & "}
# Drawn because the same position came up three times.
results-draw-repetition = Remis: Dieselbe Stellung kam zum dritten Mal vor
# Drawn because the game reached its turn limit with nobody finished.
results-draw-turn-limit = Remis beim Zuglimit
# Drawn because several finished in the same round; $names as in results-win-together.
results-draw-together = Remis: { $names } – alle in derselben Runde im Ziel
# Nobody finished and a rule of the game declares it drawn.
results-nobody-finished-drawn = Niemand im Ziel: Die Partie endet remis
# Nobody finished (the game was left or stopped): the places go to whoever
# had the fewest steps still to go.
results-nobody-finished = Niemand im Ziel: Platzierung nach dem verbleibenden Weg

## The standings: one row per player, and with teams one row per team.

# Column headings.
results-place = Platz
results-player = Spieler
results-team = Team
results-result = Ergebnis
results-moves = Züge
# The Result column for a player or team that got all its marbles home.
results-finished = im Ziel
# The Result column for a player or team that did not: the sum over its
# marbles of the steps (from hole to hole) still to go to the far tip of
# its target point.
results-to-go = { $steps ->
    [one] noch 1 Schritt
   *[other] noch { $steps } Schritte
}
# Under the standings: the number of turns the game lasted.
results-turns-played = Gespielte Züge: { $turns }
# The same, when the game stopped because it reached its turn limit.
results-turns-played-limit = Gespielte Züge: { $turns } (Zuglimit erreicht)

## What the game did to the player's rating.

# The rating before and after the game, as whole numbers.
results-rating = Deine Wertung: { $before } → { $after }
# Hover text of results-rating: how uncertain the new rating still is.
results-rating-hint = Kann noch um ± { $deviation } schwanken, bis sie sich eingependelt hat
# After a run of wins against the strongest computer at the table. $wins is
# how many; $level is that computer's level ("Level 6", "Level 9 · Hard").
results-next-level = { $wins ->
    [one] Ein Sieg
   *[other] { $wins } Siege
} in Folge gegen { $level }: Bereit für die nächste Stufe?
# Button: a new game with the next level up; $level is "Level 7 · about 1640".
results-play-level = Gegen { $level } spielen
# Why the game just played did not change the rating, one message per reason.
results-not-rated-computers-only = Zählt nicht für deine Wertung: eine Partie nur zwischen Computern.
results-not-rated-people = Zählt nicht für deine Wertung: eine Partie nur zwischen Menschen.
results-not-rated-set-position = Zählt nicht für deine Wertung: eine Partie aus einer vorgegebenen Stellung oder einer Lektion.
results-not-rated-helped = Zählt nicht für deine Wertung: eine Partie mit Hinweisen oder zurückgenommenen Zügen.
results-not-rated-unfinished = Zählt nicht für deine Wertung: eine nicht zu Ende gespielte Partie.

## Each player's figures, from the review of the game by the computer at
## its strongest level (Expert).

# Shown for a moment before the review starts.
results-reviewing = Partie wird analysiert…
# Column headings (the first is results-player).
results-longest-chain = Längste Kette
results-mistakes = Fehler
results-blunders = Patzer
results-mean-loss = Ø Verlust
# The Longest chain column: the most hops in one move.
results-hops = { $hops ->
    [one] 1 Sprung
   *[other] { $hops } Sprünge
}
# The Mean loss column: on average, how many turns each of the player's
# moves lost compared with the reviewer's choice. $loss has two decimals.
results-loss = { $loss } Züge
# Under the figures.
results-judged-by = Bewertet vom Experten: wie viele Züge jeder Zug gegenüber seiner eigenen Wahl gekostet hat.

## The review of a game, shared with the replay screen.

# The progress bar while the computer reviews the game turn by turn.
review-progress = Partie wird analysiert: { $done } von { $total ->
    [one] 1 Zug
   *[other] { $total } Zügen
}
# Notices when the finished review could not be kept beside the saved game.
# $error is the system's reason (may be in English).
review-not-started = Die Analyse konnte nicht gestartet werden: { $error }
review-stopped = Die Analyse wurde wegen eines Fehlers abgebrochen.
review-not-saved = Die Analyse konnte nicht gespeichert werden: { $error }

## The buttons at the bottom.

results-play-again = Noch mal spielen
results-watch-replay = Partie ansehen
results-watch-replay-hint = Diese Partie noch einmal ansehen
results-review = Partie analysieren
results-review-hint = Noch einmal ansehen, jeder Zug vom Experten bewertet
results-new-game = Neues Spiel
results-menu = Menü

# At a room server's table.
results-stood-in = Ein Computer ({ $level }) hat { $name } vertreten.
results-rematch-offered = Revanche angeboten von { $names }.
results-rematch-offer = Revanche anbieten
results-rematch-accept = Revanche annehmen
results-rematch-waiting = Die anderen müssen die Revanche noch annehmen.
results-rematch-watching = Du schaust zu: Bei einer Revanche bist du wieder dabei.
