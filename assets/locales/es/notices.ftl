# The notice line: short messages for the player under the panels (a turn
# passed or a place won, a save that failed). Where a message has $error or
# $reason, it is the system's or the file's own account of the problem,
# which names files and lines and may stay in English.

## During a game.

# A player has no legal move, so the turn passes. $you is "yes" when the
# player is the person at the board (whose $name is then "You").
notice-passes = { $you ->
    [yes] No puedes mover: pasas el turno.
   *[no] { $name } no puede mover: pasa el turno.
}
# A player has got all their marbles home. $place is a place as common.ftl
# words it ("1st"); $you as in notice-passes.
notice-finishes = { $you ->
    [yes] Has terminado: { $place } puesto.
   *[no] { $name } ha terminado: { $place } puesto.
}
# A game's setup is not a valid game: $error is what is wrong with it
# ("players 1 and 2 both chose the colour Blue"); in the -named messages,
# $setup is the setup's name.
notice-game-not-started = No se puede empezar la partida: { $error }
notice-game-not-started-named = No se puede empezar «{ $setup }»: { $error }
notice-lesson-not-opened = No se puede abrir la lección: { $error }
notice-lesson-not-opened-named = No se puede abrir la lección «{ $setup }»: { $error }

## Saving the games.

# The game in progress, or the game just finished, could not be written.
notice-save-failed = No se puede guardar la partida: { $error }
notice-save-failed-disk-full = No se puede guardar la partida: el disco está lleno ({ $error }). Se conserva el último guardado; libera espacio para volver a guardar.
# Before a new game is saved, an unfinished older game is moved from the
# "in progress" slot to the list of saved games; this failed.
notice-keep-failed = No se puede conservar la partida sin terminar, así que esta no se guarda: { $error }
notice-keep-failed-disk-full = No se puede conservar la partida sin terminar, así que esta no se guarda: el disco está lleno ({ $error }). Se conserva el último guardado; libera espacio para volver a guardar.
# The game in progress, kept from the last time, does not load; $error
# names the file and where it was put aside.
notice-unfinished-not-loaded = No se puede continuar la partida sin terminar: { $error }
# At the start: games cannot be saved on this machine. $reason is
# notice-no-data-folder or the folder's error.
notice-saving-off-plays-on = El guardado de partidas está desactivado: { $reason }. Puedes jugar igualmente.
# Where the saved games are listed or counted, when saving is off.
notice-saving-off = El guardado de partidas está desactivado: { $reason }
# The reason when the system names no folder for the game's data.
notice-no-data-folder = el sistema no indica ninguna carpeta para los datos del juego

## Sound, at the start.

notice-no-sound-device = Sin sonido: no se ha encontrado ningún dispositivo de audio. Se jugará en silencio.
notice-sound-unavailable = Sin sonido: el dispositivo de audio no está disponible. Se jugará en silencio.

# $you as in notice-passes.
notice-out-of-time = { $you ->
    [yes] Se te ha acabado el tiempo: pasas el turno.
   *[no] A { $name } se le ha acabado el tiempo: pasa el turno.
}
