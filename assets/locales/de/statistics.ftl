# The Statistics screen: the person's record over the saved games, and
# their rating.

statistics-heading = Deine Bilanz
# Notices naming a saved game that does not load, so was left out. $why
# says which file and what is wrong with it (may be in English).
statistics-left-out = Nicht in die Statistik aufgenommen: { $why }
statistics-left-out-of-rating = Nicht in deine Wertung aufgenommen: { $why }

## The rating section, at the top.

statistics-rating-heading = Deine Wertung
# The rating, its uncertainty (both whole numbers) and the number of games
# that counted.
statistics-rating = { $rating } (± { $spread }) nach { $games ->
    [one] 1 gewerteten Partie
   *[other] { $games } gewerteten Partien
}.
statistics-rating-hint = Auf derselben Skala wie die Wertungen der Stufen. Sie steigt, wenn du gegen die Computer am Tisch besser abschneidest, als deine Wertung erwarten lässt, und pendelt sich ein, je mehr du spielst.
# $level is "Level 6" or "Level 9 · Hard"; $rating is that level's rating.
statistics-even-game = Ein ebenbürtiger Gegner für dich: { $level }, Wertung etwa { $rating }.
statistics-no-rating = Noch keine Wertung: Beende eine Partie gegen den Computer, allein am Brett, ohne Hinweise und ohne Züge zurückzunehmen.
# Games the rating left out, one message per reason; $games is how many.
statistics-not-counted-people = Nicht gewertet: { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
} nur zwischen Menschen.
statistics-not-counted-set-position = Nicht gewertet: { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
} aus einer vorgegebenen Stellung oder einer Lektion.
statistics-not-counted-helped = Nicht gewertet: { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
} mit Hinweisen oder zurückgenommenen Zügen.
statistics-not-counted-unfinished = Nicht gewertet: { $games ->
    [one] 1 Partie, die nicht zu Ende gespielt wurde
   *[other] { $games } Partien, die nicht zu Ende gespielt wurden
}.
# On the rating chart, at a level's guide line (small, lower case).
statistics-chart-level = Stufe { $number }
# Hover text of a game on the rating chart: its day, the rating before and
# after it, and the strongest computer at the table ("Level 4").
statistics-rated-game-won = { $date }: { $before } → { $after }, gewonnen gegen { $level }
statistics-rated-game-not-won = { $date }: { $before } → { $after }, nicht gewonnen gegen { $level }

## The record.

# Games that had no person at the table.
statistics-demos = Nicht gezählt: { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
} nur zwischen Computern (Demos).
statistics-no-games = Noch keine eigenen Partien gespeichert: Jede Partie, die du spielst, zählt hier.
# The whole record in a line: games, wins, and the wins as a whole percentage.
statistics-summary = { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
}: { $wins } gewonnen ({ $percent } %).
# The same, with the games left unfinished.
statistics-summary-unfinished = { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
}: { $wins } gewonnen ({ $percent } %), { $unfinished } nicht beendet.
# Hover text of the summary: what counts as a win.
statistics-summary-hint = Ein Sieg: Eine Seite, auf der ein Mensch spielt, war als Erste im Ziel. Eine nicht beendete Partie zählt als gespielt, aber nicht als gewonnen, und beendet eine Siegesserie.

## The two tables: by the number of players, and by the strongest computer.

# First column headings.
statistics-players = Spieler
statistics-strongest-computer = Stärkster Computer
# A row of the table by players.
statistics-players-row = { $players } Spieler
# A row of the table by computer: games with no computer at the table.
statistics-people-only = Nur Menschen
# The other columns.
statistics-games = Partien
statistics-won = Gewonnen
statistics-rate = Siegquote
# The Rate column: wins as a whole percentage of the games.
statistics-percent = { $percent } %
# The Rate column with no games.
statistics-no-rate = –

## The highlights.

# The current run of wins and the longest one.
statistics-streak = Siegesserie: aktuell { $now }, Rekord { $best }.
# The win in the fewest turns of the winner's own, and the day of that game.
statistics-fastest-win = Schnellster Sieg: { $turns ->
    [one] 1 Zug
   *[other] { $turns } Züge
} am { $date }.
# The same, when the day is not known.
statistics-fastest-win-undated = Schnellster Sieg: { $turns ->
    [one] 1 Zug
   *[other] { $turns } Züge
}.
statistics-fastest-win-none = Schnellster Sieg: noch keiner.
statistics-fastest-win-hint = Gezählt werden die eigenen Züge des Siegers (einschließlich Passen), nicht die Züge der ganzen Partie.
# The most hops in one move, and the day of that game.
statistics-longest-chain = Längste Kette: { $hops ->
    [one] 1 Sprung
   *[other] { $hops } Sprünge
} in einem Zug am { $date }.
# The same, when the day is not known.
statistics-longest-chain-undated = Längste Kette: { $hops ->
    [one] 1 Sprung
   *[other] { $hops } Sprünge
} in einem Zug.
statistics-longest-chain-none = Längste Kette: noch kein Sprung.

## The chart of results over time: a dot per game.

statistics-results-over-time = Ergebnisse im Verlauf
statistics-chart-key = Oben: gewonnen · Mitte: platziert · Unten: verloren · Ungefüllt: nicht beendet. Die Linie zeigt den Anteil der bisher gewonnenen Partien.
# Hover text of a game's dot: its day and the person's result; $place is
# "2nd", "3rd", …
statistics-game-won = { $date }: gewonnen
statistics-game-placed = { $date }: { $place } Platz
statistics-game-lost = { $date }: verloren
statistics-game-unfinished = { $date }: nicht beendet
