# The replay screen: a saved game shown again turn by turn on the board,
# with its review (every move judged by the computer at its strongest
# level, Expert). Moves are written in the board's notation (n1-m5-k5),
# which is never translated.

## The status, at the top left.

# The heading when the game has no name of its own.
replay-untitled = Replay
# The turn shown ($turn turns played, 0 at the start) out of all.
replay-turn-of = Turn { $turn } of { $total }
replay-game-over = The game is over.
# Before a coloured marble and the name of the player to move next.
replay-next = Next:

## The review of the move just shown, under the status.

# Shown at the start, before any move.
replay-review-step-forward = Review: step forward to see each move judged.
# Who made the move just shown, and the move. $you is "yes" when the player
# is the person at the board (whose $name is then "You").
replay-played = { $you ->
    [yes] You played { $move }
   *[no] { $name } played { $move }
}
# The same when the turn was a pass; $you as in replay-played.
replay-passed = { $you ->
    [yes] You passed
   *[no] { $name } passed
}
# The verdict on the move, as a heading. $mark is the move list's mark:
# ?! for an inaccuracy, ? for a mistake, ?? for a blunder.
replay-verdict-best = Best
replay-verdict-good = Good
replay-verdict-inaccuracy = Inaccuracy{ $mark }
replay-verdict-mistake = Mistake{ $mark }
replay-verdict-blunder = Blunder{ $mark }
# How many turns the move lost against Expert's; $loss has one decimal.
replay-turns-lost = { $loss } turns lost
# What else the move did; $note is a note as common.ftl words it
# ("misses a finish").
replay-note = This move { $note }.
# The move Expert would have made, which the board shows as see-through
# marbles.
replay-expert-move = Expert: { $move } (drawn on the board)

## The race chart: each player's estimate of the turns still needed.

replay-chart-title = Turns still needed (click to jump)

## The move list, at the top right.

replay-moves = Moves
# The first row: the position before any move.
replay-start-position = Start
# One row: the turn's number, the move, and the review's mark (?!, ?, ??)
# or nothing.
replay-move-row = { $number }. { $move }{ $mark }
# A turn where the player could not move.
replay-pass = pass

## The controls, at the bottom. The hover texts that start replay-key- name
## the key that does the same.

replay-to-start = ⏮ Start
replay-key-home = Home
replay-back = ◀ Back
replay-key-left = Left arrow
replay-play = ▶ Play
replay-pause = ⏸ Pause
replay-key-space = Space
replay-forward = Forward ▶
replay-key-right = Right arrow
replay-to-end = End ⏭
replay-key-end = End
# Beside the slider that picks the turn shown.
replay-turn-slider = turn
# Beside the slider that sets how fast the replay plays.
replay-speed-slider = speed
# The speed on that slider, as a multiple of normal ("2×", "0.5×").
replay-speed = { $speed }×
replay-review = Review
replay-review-hint = Judge every move with Expert, and chart the race (V)
replay-take-over = Take over from here
replay-take-over-hint = Play on from this position, same seats and rules
replay-back-to-list = Back to the list

## Notices.

# A saved game's file does not load; $error names the file and the fault.
replay-not-loaded = Cannot open the replay: { $error }
# The review kept beside the game's file does not load, so the game is
# reviewed again; $error names the file and the fault.
replay-review-unreadable = { $error } (the game is reviewed again)
