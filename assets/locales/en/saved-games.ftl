# The saved-games screen: every game played, newest first, to watch, export
# (copy to the Downloads folder) or delete, and the unfinished game to
# continue.

saved-heading = Saved games
# Beside Back: the folder exported games are copied to.
saved-exports-go-to = Exports go to { $path }
saved-none-yet = No saved games yet: every game you play is kept here.

## The rows.

# Heading of the first row: the game left unfinished, to continue.
saved-unfinished-heading = Unfinished
saved-continue = Continue
saved-watch = Watch
saved-export = Export
saved-delete = Delete
# When a game began, in UTC: $day is the day as common.ftl's date writes it,
# $time 16:20.
saved-when = { $day } { $time } UTC
# A row that does not load; $error names the file and the fault (may stay
# in English).
saved-not-loaded = This game does not load: { $error }

## A row's description: "Duel — You, Computer 2 (Level 9) — You first — 84 turns".

# $name is the game's name (saved-untitled when it has none); $players the
# players joined by common.ftl's list-separator; $result one of the results
# below; $turns the turns played.
saved-description = { $name } — { $players } — { $result } — { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}
saved-untitled = Game
# A computer player whose name does not say its level; $level is "Level 9".
saved-computer = { $name } ({ $level })
# The results: who finished first, in an unfinished game or a finished one.
saved-unfinished-first = unfinished, { $name } first
saved-unfinished = unfinished
saved-first = { $name } first
saved-no-one-finished = no one finished
saved-draw = a draw

## Notices.

# A damaged file the list has just renamed and put aside; $error names the
# file and the fault, $path is where the file is now.
saved-kept-aside = { $error }; the file is kept as { $path }
# $path is the exported copy.
saved-exported = Exported to { $path }
saved-export-failed = Cannot export: { $error }
saved-export-off = Saved games are off.
saved-delete-failed = Cannot delete the game: { $error }
