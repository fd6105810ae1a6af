# The saved-games screen: every game played, newest first, to watch, export
# (copy to the Downloads folder) or delete, and the unfinished game to
# continue.

saved-heading = Gespeicherte Spiele
# Beside Back: the folder exported games are copied to.
saved-exports-go-to = Exportierte Partien landen in { $path }
saved-none-yet = Noch keine gespeicherten Spiele: Jede Partie, die du spielst, wird hier aufbewahrt.

## The rows.

# Heading of the first row: the game left unfinished, to continue.
saved-unfinished-heading = Angefangene Partie
saved-continue = Fortsetzen
saved-watch = Ansehen
saved-export = Exportieren
saved-delete = Löschen
# When a game began, in UTC: $day is the day as common.ftl's date writes it,
# $time 16:20.
saved-when = { $day }, { $time } UTC
# A row that does not load; $error names the file and the fault (may stay
# in English).
saved-not-loaded = Diese Partie lässt sich nicht laden: { $error }

## A row's description: "Duel — You, Computer 2 (Level 9) — You first — 84 turns".

# $name is the game's name (saved-untitled when it has none); $players the
# players joined by common.ftl's list-separator; $result one of the results
# below; $turns the turns played.
saved-description = { $name } – { $players } – { $result } – { $turns ->
    [one] 1 Zug
   *[other] { $turns } Züge
}
saved-untitled = Partie
# A computer player whose name does not say its level; $level is "Level 9".
saved-computer = { $name } ({ $level })
# The results: who finished first, in an unfinished game or a finished one.
saved-unfinished-first = nicht beendet, { $name } zuerst im Ziel
saved-unfinished = nicht beendet
saved-first = { $name } zuerst im Ziel
saved-no-one-finished = niemand im Ziel
saved-draw = remis

## Notices.

# A damaged file the list has just renamed and put aside; $error names the
# file and the fault, $path is where the file is now.
saved-kept-aside = { $error }; die Datei wurde als { $path } aufbewahrt
# $path is the exported copy.
saved-exported = Exportiert nach { $path }
saved-export-failed = Export nicht möglich: { $error }
saved-export-off = Gespeicherte Spiele sind nicht verfügbar.
saved-delete-failed = Die Partie lässt sich nicht löschen: { $error }
