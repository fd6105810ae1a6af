# The notice line: short messages for the player under the panels (a turn
# passed or a place won, a save that failed). Where a message has $error or
# $reason, it is the system's or the file's own account of the problem,
# which names files and lines and may stay in English.

## During a game.

# A player has no legal move, so the turn passes. $you is "yes" when the
# player is the person at the board (whose $name is then "You").
notice-passes = { $you ->
    [yes] Vous ne pouvez pas jouer et passez votre tour.
   *[no] { $name } ne peut pas jouer et passe son tour.
}
# A player has got all their marbles home. $place is a place as common.ftl
# words it ("1st"); $you as in notice-passes.
notice-finishes = { $you ->
    [yes] Vous terminez { $place }.
   *[no] { $name } termine { $place }.
}
# A game's setup is not a valid game: $error is what is wrong with it
# ("players 1 and 2 both chose the colour Blue"); in the -named messages,
# $setup is the setup's name.
notice-game-not-started = Impossible de lancer la partie : { $error }
notice-game-not-started-named = Impossible de lancer la partie « { $setup } » : { $error }
notice-lesson-not-opened = Impossible d’ouvrir la leçon : { $error }
notice-lesson-not-opened-named = Impossible d’ouvrir la leçon « { $setup } » : { $error }

## Saving the games.

# The game in progress, or the game just finished, could not be written.
notice-save-failed = Impossible d’enregistrer la partie : { $error }
notice-save-failed-disk-full = Impossible d’enregistrer la partie : le disque est plein ({ $error }). La dernière sauvegarde est conservée ; libérez de l’espace pour pouvoir enregistrer à nouveau.
# Before a new game is saved, an unfinished older game is moved from the
# "in progress" slot to the list of saved games; this failed.
notice-keep-failed = Impossible de conserver la partie inachevée, la nouvelle partie n’est donc pas enregistrée : { $error }
notice-keep-failed-disk-full = Impossible de conserver la partie inachevée, la nouvelle partie n’est donc pas enregistrée : le disque est plein ({ $error }). La dernière sauvegarde est conservée ; libérez de l’espace pour pouvoir enregistrer à nouveau.
# The game in progress, kept from the last time, does not load; $error
# names the file and where it was put aside.
notice-unfinished-not-loaded = Impossible de reprendre la partie inachevée : { $error }
# At the start: games cannot be saved on this machine. $reason is
# notice-no-data-folder or the folder's error.
notice-saving-off-plays-on = Enregistrement des parties désactivé : { $reason }. Vous pouvez tout de même jouer.
# Where the saved games are listed or counted, when saving is off.
notice-saving-off = Enregistrement des parties désactivé : { $reason }
# The reason when the system names no folder for the game's data.
notice-no-data-folder = le système ne fournit aucun dossier de données

## Sound, at the start.

notice-no-sound-device = Pas de son : aucun périphérique audio n’a été trouvé. Le jeu continue en silence.
notice-sound-unavailable = Pas de son : le périphérique audio n’est pas disponible. Le jeu continue en silence.

# $you as in notice-passes.
notice-out-of-time = { $you ->
    [yes] Votre temps est écoulé : vous passez votre tour.
   *[no] { $name } n’a plus de temps et passe son tour.
}
