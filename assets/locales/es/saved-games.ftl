# The saved-games screen: every game played, newest first, to watch, export
# (copy to the Downloads folder) or delete, and the unfinished game to
# continue.

saved-heading = Partidas guardadas
# Beside Back: the folder exported games are copied to.
saved-exports-go-to = Las partidas se exportan a { $path }
saved-none-yet = Aún no hay partidas guardadas: aquí se guarda cada partida que juegues.

## The rows.

# Heading of the first row: the game left unfinished, to continue.
saved-unfinished-heading = Sin terminar
saved-continue = Continuar
saved-watch = Ver
saved-export = Exportar
saved-delete = Borrar
# When a game began, in UTC: $day is the day as common.ftl's date writes it,
# $time 16:20.
saved-when = { $day } { $time } UTC
# A row that does not load; $error names the file and the fault (may stay
# in English).
saved-not-loaded = Esta partida no se puede cargar: { $error }

## A row's description: "Duel — You, Computer 2 (Level 9) — You first — 84 turns".

# $name is the game's name (saved-untitled when it has none); $players the
# players joined by common.ftl's list-separator; $result one of the results
# below; $turns the turns played.
saved-description = { $name } — { $players } — { $result } — { $turns ->
    [one] 1 turno
   *[other] { $turns } turnos
}
saved-untitled = Partida
# A computer player whose name does not say its level; $level is "Level 9".
saved-computer = { $name } ({ $level })
# The results: who finished first, in an unfinished game or a finished one.
saved-unfinished-first = sin terminar, 1.º: { $name }
saved-unfinished = sin terminar
saved-first = 1.º: { $name }
saved-no-one-finished = nadie terminó
saved-draw = empate

## Notices.

# A damaged file the list has just renamed and put aside; $error names the
# file and the fault, $path is where the file is now.
saved-kept-aside = { $error }; el archivo se conserva aparte como { $path }
# $path is the exported copy.
saved-exported = Partida exportada a { $path }
saved-export-failed = No se puede exportar: { $error }
saved-export-off = El guardado de partidas está desactivado.
saved-delete-failed = No se puede borrar la partida: { $error }
