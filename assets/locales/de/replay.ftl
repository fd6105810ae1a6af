# The replay screen: a saved game shown again turn by turn on the board,
# with its review (every move judged by the computer at its strongest
# level, Expert). Moves are written in the board's notation (n1-m5-k5),
# which is never translated.

## The status, at the top left.

# The heading when the game has no name of its own.
replay-untitled = Wiedergabe
# The turn shown ($turn turns played, 0 at the start) out of all.
replay-turn-of = Zug { $turn } von { $total }
replay-game-over = Die Partie ist vorbei.
# Before a coloured marble and the name of the player to move next.
replay-next = Am Zug:

## The review of the move just shown, under the status.

# Shown at the start, before any move.
replay-review-step-forward = Analyse: Geh vorwärts, um die Bewertung jedes Zugs zu sehen.
# Who made the move just shown, and the move. $you is "yes" when the player
# is the person at the board (whose $name is then "You").
replay-played = { $you ->
    [yes] Du hast { $move } gespielt
   *[no] { $name } hat { $move } gespielt
}
# The same when the turn was a pass; $you as in replay-played.
replay-passed = { $you ->
    [yes] Du hast gepasst
   *[no] { $name } hat gepasst
}
# The verdict on the move, as a heading. $mark is the move list's mark:
# ?! for an inaccuracy, ? for a mistake, ?? for a blunder.
replay-verdict-best = Bester Zug
replay-verdict-good = Guter Zug
replay-verdict-inaccuracy = Ungenauigkeit{ $mark }
replay-verdict-mistake = Fehler{ $mark }
replay-verdict-blunder = Patzer{ $mark }
# How many turns the move lost against Expert's; $loss has one decimal.
replay-turns-lost = { $loss } Züge verloren
# What else the move did; $note is a note as common.ftl words it
# ("misses a finish").
replay-note = Dieser Zug { $note }.
# The move Expert would have made, which the board shows as see-through
# marbles.
replay-expert-move = Experte: { $move } (auf dem Brett angedeutet)

## The race chart: each player's estimate of the turns still needed.

replay-chart-title = Noch benötigte Züge (zum Springen klicken)

## The move list, at the top right.

replay-moves = Züge
# The first row: the position before any move.
replay-start-position = Anfang
# One row: the turn's number, the move, and the review's mark (?!, ?, ??)
# or nothing.
replay-move-row = { $number }. { $move }{ $mark }
# A turn where the player could not move.
replay-pass = gepasst

## The controls, at the bottom. The hover texts that start replay-key- name
## the key that does the same.

replay-to-start = ⏮ Anfang
replay-key-home = Pos1
replay-back = ◀ Zurück
replay-key-left = Pfeiltaste links
replay-play = ▶ Abspielen
replay-pause = ⏸ Pause
replay-key-space = Leertaste
replay-forward = Vor ▶
replay-key-right = Pfeiltaste rechts
replay-to-end = Ende ⏭
replay-key-end = Ende
# Beside the slider that picks the turn shown.
replay-turn-slider = Zug
# Beside the slider that sets how fast the replay plays.
replay-speed-slider = Tempo
# The speed on that slider, as a multiple of normal ("2×", "0.5×").
replay-speed = { $speed }×
replay-review = Analyse
replay-review-hint = Jeden Zug vom Experten bewerten lassen und den Wettlauf als Diagramm zeigen (V)
replay-take-over = Ab hier weiterspielen
replay-take-over-hint = Von dieser Stellung aus weiterspielen, mit denselben Plätzen und Regeln
replay-back-to-list = Zurück zur Liste

## Notices.

# A saved game's file does not load; $error names the file and the fault.
replay-not-loaded = Die Partie lässt sich nicht öffnen: { $error }
# The review kept beside the game's file does not load, so the game is
# reviewed again; $error names the file and the fault.
replay-review-unreadable = { $error } (die Partie wird neu analysiert)
