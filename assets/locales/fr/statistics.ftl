# The Statistics screen: the person's record over the saved games, and
# their rating.

statistics-heading = Votre bilan
# Notices naming a saved game that does not load, so was left out. $why
# says which file and what is wrong with it (may be in English).
statistics-left-out = Partie exclue des statistiques : { $why }
statistics-left-out-of-rating = Partie exclue de votre cote : { $why }

## The rating section, at the top.

statistics-rating-heading = Votre cote
# The rating, its uncertainty (both whole numbers) and the number of games
# that counted.
statistics-rating = { $rating } (à ± { $spread } près), sur { $games ->
    [one] { $games } partie prise en compte
   *[other] { $games } parties prises en compte
}.
statistics-rating-hint = Sur la même échelle que les cotes des niveaux. Elle monte quand vous faites mieux que ce que votre cote laisse prévoir face aux ordinateurs de la table, et se stabilise à mesure que vous jouez.
# $level is "Level 6" or "Level 9 · Hard"; $rating is that level's rating.
statistics-even-game = Adversaire à votre mesure : { $level }, coté environ { $rating }.
statistics-no-rating = Pas encore de cote : terminez une partie contre l’ordinateur, seul à la table, sans indices ni coups annulés.
# Games the rating left out, one message per reason; $games is how many.
statistics-not-counted-people = Hors cote : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} entre humains.
statistics-not-counted-set-position = Hors cote : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} à partir d’une position préparée ou d’une leçon.
statistics-not-counted-helped = Hors cote : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} avec indices ou coups annulés.
statistics-not-counted-unfinished = Hors cote : { $games ->
    [one] { $games } partie inachevée
   *[other] { $games } parties inachevées
}.
# On the rating chart, at a level's guide line (small, lower case).
statistics-chart-level = niveau { $number }
# Hover text of a game on the rating chart: its day, the rating before and
# after it, and the strongest computer at the table ("Level 4").
statistics-rated-game-won = { $date } : { $before } → { $after }, victoire contre le { $level }
statistics-rated-game-not-won = { $date } : { $before } → { $after }, pas de victoire contre le { $level }

## The record.

# Games that had no person at the table.
statistics-demos = Hors bilan : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} entre ordinateurs uniquement (démos).
statistics-no-games = Aucune partie enregistrée pour l’instant : chaque partie que vous jouez compte ici.
# The whole record in a line: games, wins, and the wins as a whole percentage.
statistics-summary = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} — victoires : { $wins } ({ $percent } %).
# The same, with the games left unfinished.
statistics-summary-unfinished = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} — victoires : { $wins } ({ $percent } %), inachevées : { $unfinished }.
# Hover text of the summary: what counts as a win.
statistics-summary-hint = Victoire : un camp comptant un joueur humain a fini le premier. Une partie inachevée compte comme jouée, mais pas gagnée, et met fin à une série de victoires.

## The two tables: by the number of players, and by the strongest computer.

# First column headings.
statistics-players = Joueurs
statistics-strongest-computer = Ordinateur le plus fort
# A row of the table by players.
statistics-players-row = { $players } joueurs
# A row of the table by computer: games with no computer at the table.
statistics-people-only = Humains seulement
# The other columns.
statistics-games = Parties
statistics-won = Gagnées
statistics-rate = Taux
# The Rate column: wins as a whole percentage of the games.
statistics-percent = { $percent } %
# The Rate column with no games.
statistics-no-rate = –

## The highlights.

# The current run of wins and the longest one.
statistics-streak = Série de victoires : { $now } en cours, record { $best }.
# The win in the fewest turns of the winner's own, and the day of that game.
statistics-fastest-win = Victoire la plus rapide : { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
}, le { $date }.
# The same, when the day is not known.
statistics-fastest-win-undated = Victoire la plus rapide : { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
}.
statistics-fastest-win-none = Victoire la plus rapide : aucune pour l’instant.
statistics-fastest-win-hint = Comptée en coups du vainqueur (passes comprises), et non en tours de la partie entière.
# The most hops in one move, and the day of that game.
statistics-longest-chain = Plus long enchaînement : { $hops ->
    [one] { $hops } saut
   *[other] { $hops } sauts
} en un coup, le { $date }.
# The same, when the day is not known.
statistics-longest-chain-undated = Plus long enchaînement : { $hops ->
    [one] { $hops } saut
   *[other] { $hops } sauts
} en un coup.
statistics-longest-chain-none = Plus long enchaînement : aucun saut pour l’instant.

## The chart of results over time: a dot per game.

statistics-results-over-time = Évolution des résultats
statistics-chart-key = En haut : gagnée · au milieu : classée · en bas : perdue · point creux : inachevée. La courbe montre la part de parties gagnées jusque-là.
# Hover text of a game's dot: its day and the person's result; $place is
# "2nd", "3rd", …
statistics-game-won = { $date } : gagnée
statistics-game-placed = { $date } : { $place } place
statistics-game-lost = { $date } : perdue
statistics-game-unfinished = { $date } : inachevée
