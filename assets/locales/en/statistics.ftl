# The Statistics screen: the person's record over the saved games, and
# their rating.

statistics-heading = Your record
# Notices naming a saved game that does not load, so was left out. $why
# says which file and what is wrong with it (may be in English).
statistics-left-out = Left out of the statistics: { $why }
statistics-left-out-of-rating = Left out of your rating: { $why }

## The rating section, at the top.

statistics-rating-heading = Your rating
# The rating, its uncertainty (both whole numbers) and the number of games
# that counted.
statistics-rating = { $rating } (give or take { $spread }) after { $games ->
    [one] 1 counted game
   *[other] { $games } counted games
}.
statistics-rating-hint = On the same scale as the levels' ratings. It rises when you do better than your rating expects against the computers at the table, and settles as you play.
# $level is "Level 6" or "Level 9 · Hard"; $rating is that level's rating.
statistics-even-game = An even game for you: { $level }, rated about { $rating }.
statistics-no-rating = No rating yet: finish a game against the computer, alone at the board, without hints or taking moves back.
# Games the rating left out, one message per reason; $games is how many.
statistics-not-counted-people = Not counted in the rating: { $games ->
    [one] 1 game
   *[other] { $games } games
} between people.
statistics-not-counted-set-position = Not counted in the rating: { $games ->
    [one] 1 game
   *[other] { $games } games
} from a set-up position or a lesson.
statistics-not-counted-helped = Not counted in the rating: { $games ->
    [one] 1 game
   *[other] { $games } games
} with hints or moves taken back.
statistics-not-counted-unfinished = Not counted in the rating: { $games ->
    [one] 1 game
   *[other] { $games } games
} left unfinished.
# On the rating chart, at a level's guide line (small, lower case).
statistics-chart-level = level { $number }
# Hover text of a game on the rating chart: its day, the rating before and
# after it, and the strongest computer at the table ("Level 4").
statistics-rated-game-won = { $date }: { $before } → { $after }, won against { $level }
statistics-rated-game-not-won = { $date }: { $before } → { $after }, not won against { $level }

## The record.

# Games that had no person at the table.
statistics-demos = { $games ->
    [one] 1 game
   *[other] { $games } games
} between computers only (demos) not counted.
statistics-no-games = No games of yours saved yet: every game you play counts here.
# The whole record in a line: games, wins, and the wins as a whole percentage.
statistics-summary = { $games ->
    [one] 1 game
   *[other] { $games } games
}: { $wins } won ({ $percent }%).
# The same, with the games left unfinished.
statistics-summary-unfinished = { $games ->
    [one] 1 game
   *[other] { $games } games
}: { $wins } won ({ $percent }%), { $unfinished } unfinished.
# Hover text of the summary: what counts as a win.
statistics-summary-hint = A win: a side with a person in it finished first. A game left unfinished counts as played, not won, and ends a winning streak.

## The two tables: by the number of players, and by the strongest computer.

# First column headings.
statistics-players = Players
statistics-strongest-computer = Strongest computer
# A row of the table by players.
statistics-players-row = { $players } players
# A row of the table by computer: games with no computer at the table.
statistics-people-only = People only
# The other columns.
statistics-games = Games
statistics-won = Won
statistics-rate = Rate
# The Rate column: wins as a whole percentage of the games.
statistics-percent = { $percent }%
# The Rate column with no games.
statistics-no-rate = –

## The highlights.

# The current run of wins and the longest one.
statistics-streak = Winning streak: { $now } now, { $best } at best.
# The win in the fewest turns of the winner's own, and the day of that game.
statistics-fastest-win = Fastest win: { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
} on { $date }.
# The same, when the day is not known.
statistics-fastest-win-undated = Fastest win: { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}.
statistics-fastest-win-none = Fastest win: none yet.
statistics-fastest-win-hint = Counted in the winner's own moves (and passes), not the whole game's turns.
# The most hops in one move, and the day of that game.
statistics-longest-chain = Longest chain: { $hops ->
    [one] 1 hop
   *[other] { $hops } hops
} in one move on { $date }.
# The same, when the day is not known.
statistics-longest-chain-undated = Longest chain: { $hops ->
    [one] 1 hop
   *[other] { $hops } hops
} in one move.
statistics-longest-chain-none = Longest chain: no hop yet.

## The chart of results over time: a dot per game.

statistics-results-over-time = Results over time
statistics-chart-key = Up: won · middle: placed · down: lost · hollow: unfinished. The line is the share of games won so far.
# Hover text of a game's dot: its day and the person's result; $place is
# "2nd", "3rd", …
statistics-game-won = { $date }: won
statistics-game-placed = { $date }: { $place } place
statistics-game-lost = { $date }: lost
statistics-game-unfinished = { $date }: unfinished
