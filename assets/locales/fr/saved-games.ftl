# The saved-games screen: every game played, newest first, to watch, export
# (copy to the Downloads folder) or delete, and the unfinished game to
# continue.

saved-heading = Parties enregistrées
# Beside Back: the folder exported games are copied to.
saved-exports-go-to = Dossier d’exportation : { $path }
saved-none-yet = Aucune partie enregistrée pour l’instant : chaque partie que vous jouez est conservée ici.

## The rows.

# Heading of the first row: the game left unfinished, to continue.
saved-unfinished-heading = Partie en cours
saved-continue = Continuer
saved-watch = Revoir
saved-export = Exporter
saved-delete = Supprimer
# When a game began, in UTC: $day is the day as common.ftl's date writes it,
# $time 16:20.
saved-when = { $day } à { $time } UTC
# A row that does not load; $error names the file and the fault (may stay
# in English).
saved-not-loaded = Impossible de charger cette partie : { $error }

## A row's description: "Duel — You, Computer 2 (Level 9) — You first — 84 turns".

# $name is the game's name (saved-untitled when it has none); $players the
# players joined by common.ftl's list-separator; $result one of the results
# below; $turns the turns played.
saved-description = { $name } — { $players } — { $result } — { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
}
saved-untitled = Partie
# A computer player whose name does not say its level; $level is "Level 9".
saved-computer = { $name } ({ $level })
# The results: who finished first, in an unfinished game or a finished one.
saved-unfinished-first = inachevée, 1er : { $name }
saved-unfinished = inachevée
saved-first = 1er : { $name }
saved-no-one-finished = personne n’a fini
saved-draw = partie nulle

## Notices.

# A damaged file the list has just renamed and put aside; $error names the
# file and the fault, $path is where the file is now.
saved-kept-aside = { $error } ; le fichier est conservé sous { $path }
# $path is the exported copy.
saved-exported = Partie exportée vers { $path }
saved-export-failed = Impossible d’exporter : { $error }
saved-export-off = L’enregistrement des parties est désactivé.
saved-delete-failed = Impossible de supprimer la partie : { $error }
