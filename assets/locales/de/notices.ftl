# The notice line: short messages for the player under the panels (a turn
# passed or a place won, a save that failed). Where a message has $error or
# $reason, it is the system's or the file's own account of the problem,
# which names files and lines and may stay in English.

## During a game.

# A player has no legal move, so the turn passes. $you is "yes" when the
# player is the person at the board (whose $name is then "You").
notice-passes = { $you ->
    [yes] Du kannst nicht ziehen und passt.
   *[no] { $name } kann nicht ziehen und passt.
}
# A player has got all their marbles home. $place is a place as common.ftl
# words it ("1st"); $you as in notice-passes.
notice-finishes = { $you ->
    [yes] Du bist im Ziel: { $place } Platz.
   *[no] { $name } ist im Ziel: { $place } Platz.
}
# A game's setup is not a valid game: $error is what is wrong with it
# ("players 1 and 2 both chose the colour Blue"); in the -named messages,
# $setup is the setup's name.
notice-game-not-started = Die Partie lässt sich nicht starten: { $error }
notice-game-not-started-named = Die Partie lässt sich nicht starten: { $setup }: { $error }
notice-lesson-not-opened = Die Lektion lässt sich nicht öffnen: { $error }
notice-lesson-not-opened-named = Die Lektion lässt sich nicht öffnen: { $setup }: { $error }

## Saving the games.

# The game in progress, or the game just finished, could not be written.
notice-save-failed = Die Partie lässt sich nicht speichern: { $error }
notice-save-failed-disk-full = Die Partie lässt sich nicht speichern: Der Datenträger ist voll ({ $error }). Der letzte Spielstand bleibt erhalten; gib etwas Speicherplatz frei, um wieder zu speichern.
# Before a new game is saved, an unfinished older game is moved from the
# "in progress" slot to the list of saved games; this failed.
notice-keep-failed = Die angefangene Partie lässt sich nicht aufbewahren, deshalb wird diese nicht gespeichert: { $error }
notice-keep-failed-disk-full = Die angefangene Partie lässt sich nicht aufbewahren, deshalb wird diese nicht gespeichert: Der Datenträger ist voll ({ $error }). Der letzte Spielstand bleibt erhalten; gib etwas Speicherplatz frei, um wieder zu speichern.
# The game in progress, kept from the last time, does not load; $error
# names the file and where it was put aside.
notice-unfinished-not-loaded = Die angefangene Partie lässt sich nicht fortsetzen: { $error }
# At the start: games cannot be saved on this machine. $reason is
# notice-no-data-folder or the folder's error.
notice-saving-off-plays-on = Gespeicherte Spiele sind nicht verfügbar: { $reason }. Spielen kannst du trotzdem.
# Where the saved games are listed or counted, when saving is off.
notice-saving-off = Gespeicherte Spiele sind nicht verfügbar: { $reason }
# The reason when the system names no folder for the game's data.
notice-no-data-folder = das System nennt keinen Ordner für Programmdaten

## Sound, at the start.

notice-no-sound-device = Kein Ton: Es wurde kein Audiogerät gefunden. Das Spiel läuft lautlos weiter.
notice-sound-unavailable = Kein Ton: Das Audiogerät ist nicht verfügbar. Das Spiel läuft lautlos weiter.

# $you as in notice-passes.
notice-out-of-time = { $you ->
    [yes] Deine Zeit ist abgelaufen: Du passt.
   *[no] { $name } hat keine Zeit mehr und passt.
}
