# The Results screen, shown when a game ends: the finishing order, what the
# game did to the player's rating, each player's figures from the review of
# the game, and the buttons to go on.

results-heading = Results

## The headline over the standings: who won, or how the game ended.

# One player won. $name is the winner's name; $you is "yes" when the winner
# is the person at the board (whose name is then "You").
results-wins = { $you ->
    [yes] You win!
   *[no] { $name } wins!
}
# A team won: $names are its members, joined by results-names-separator
# ("You & Player 4").
results-win-together = { $names } win!
# Between the members of a team: "You & Player 4".
results-names-separator = {" & "}
# Drawn because the same position came up three times.
results-draw-repetition = A draw: the same position came a third time
# Drawn because the game reached its turn limit with nobody finished.
results-draw-turn-limit = A draw at the turn limit
# Drawn because several finished in the same round; $names as in results-win-together.
results-draw-together = A draw: { $names } finished in the same round
# Nobody finished and a rule of the game declares it drawn.
results-nobody-finished-drawn = Nobody finished: the game is drawn
# Nobody finished (the game was left or stopped): the places go to whoever
# had the fewest steps still to go.
results-nobody-finished = Nobody finished: placed by the steps still to go

## The standings: one row per player, and with teams one row per team.

# Column headings.
results-place = Place
results-player = Player
results-team = Team
results-result = Result
results-moves = Moves
# The Result column for a player or team that got all its marbles home.
results-finished = finished
# The Result column for a player or team that did not: the sum over its
# marbles of the steps (from hole to hole) still to go to the far tip of
# its target point.
results-to-go = { $steps ->
    [one] 1 step to go
   *[other] { $steps } steps to go
}
# Under the standings: the number of turns the game lasted.
results-turns-played = Turns played: { $turns }
# The same, when the game stopped because it reached its turn limit.
results-turns-played-limit = Turns played: { $turns } (the turn limit)

## What the game did to the player's rating.

# The rating before and after the game, as whole numbers.
results-rating = Your rating { $before } → { $after }
# Hover text of results-rating: how uncertain the new rating still is.
results-rating-hint = Give or take { $deviation } while it settles
# After a run of wins against the strongest computer at the table. $wins is
# how many; $level is that computer's level ("Level 6", "Level 9 · Hard").
results-next-level = { $wins ->
    [one] One win
   *[other] { $wins } wins
} in a row against { $level }: ready for the next level?
# Button: a new game with the next level up; $level is "Level 7 · about 1640".
results-play-level = Play { $level }
# Why the game just played did not change the rating, one message per reason.
results-not-rated-computers-only = Not counted in your rating: a game between computers only.
results-not-rated-people = Not counted in your rating: a game between people.
results-not-rated-set-position = Not counted in your rating: a game from a set-up position or a lesson.
results-not-rated-helped = Not counted in your rating: a game with hints or moves taken back.
results-not-rated-unfinished = Not counted in your rating: a game left unfinished.

## Each player's figures, from the review of the game by the computer at
## its strongest level (Expert).

# Shown for a moment before the review starts.
results-reviewing = Reviewing the game…
# Column headings (the first is results-player).
results-longest-chain = Longest chain
results-mistakes = Mistakes
results-blunders = Blunders
results-mean-loss = Mean loss
# The Longest chain column: the most hops in one move.
results-hops = { $hops ->
    [one] 1 hop
   *[other] { $hops } hops
}
# The Mean loss column: on average, how many turns each of the player's
# moves lost compared with the reviewer's choice. $loss has two decimals.
results-loss = { $loss } turns
# Under the figures.
results-judged-by = Judged by Expert: the turns each move lost against its own choice.

## The review of a game, shared with the replay screen.

# The progress bar while the computer reviews the game turn by turn.
review-progress = Reviewing the game: { $done } of { $total ->
    [one] 1 turn
   *[other] { $total } turns
}
# Notices when the finished review could not be kept beside the saved game.
# $error is the system's reason (may be in English).
review-not-started = The review could not start: { $error }
review-stopped = The review stopped on an error.
review-not-saved = The review could not be kept: { $error }

## The buttons at the bottom.

results-play-again = Play again
results-watch-replay = Watch replay
results-watch-replay-hint = Watch this game again
results-review = Review this game
results-review-hint = Watch it again with every move judged by Expert
results-new-game = New game
results-menu = Menu

# At a room server's table.
results-stood-in = A computer ({ $level }) stood in for { $name }.
results-rematch-offered = Rematch offered by { $names }.
results-rematch-offer = Offer a rematch
results-rematch-accept = Accept the rematch
results-rematch-waiting = Waiting for the others to accept the rematch.
results-rematch-watching = You are watching: a rematch brings you along.
