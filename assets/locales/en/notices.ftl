# The notice line: short messages for the player under the panels (a turn
# passed or a place won, a save that failed). Where a message has $error or
# $reason, it is the system's or the file's own account of the problem,
# which names files and lines and may stay in English.

## During a game.

# A player has no legal move, so the turn passes. $you is "yes" when the
# player is the person at the board (whose $name is then "You").
notice-passes = { $you ->
    [yes] You cannot move and pass.
   *[no] { $name } cannot move and passes.
}
# A player has got all their marbles home. $place is a place as common.ftl
# words it ("1st"); $you as in notice-passes.
notice-finishes = { $you ->
    [yes] You finish { $place }.
   *[no] { $name } finishes { $place }.
}
# A game's setup is not a valid game: $error is what is wrong with it
# ("players 1 and 2 both chose the colour Blue"); in the -named messages,
# $setup is the setup's name.
notice-game-not-started = Cannot start the game: { $error }
notice-game-not-started-named = Cannot start the game: { $setup }: { $error }
notice-lesson-not-opened = Cannot open the lesson: { $error }
notice-lesson-not-opened-named = Cannot open the lesson: { $setup }: { $error }

## Saving the games.

# The game in progress, or the game just finished, could not be written.
notice-save-failed = Cannot save the game: { $error }
notice-save-failed-disk-full = Cannot save the game: the disk is full ({ $error }). The last save is kept; free some space to save again.
# Before a new game is saved, an unfinished older game is moved from the
# "in progress" slot to the list of saved games; this failed.
notice-keep-failed = Cannot keep the unfinished game, so this one is not saved: { $error }
notice-keep-failed-disk-full = Cannot keep the unfinished game, so this one is not saved: the disk is full ({ $error }). The last save is kept; free some space to save again.
# The game in progress, kept from the last time, does not load; $error
# names the file and where it was put aside.
notice-unfinished-not-loaded = The unfinished game cannot be continued: { $error }
# At the start: games cannot be saved on this machine. $reason is
# notice-no-data-folder or the folder's error.
notice-saving-off-plays-on = Saved games are off: { $reason }. The game plays on.
# Where the saved games are listed or counted, when saving is off.
notice-saving-off = Saved games are off: { $reason }
# The reason when the system names no folder for the game's data.
notice-no-data-folder = the platform has no data directory

## Sound, at the start.

notice-no-sound-device = No sound: no sound device was found. The game plays on silently.
notice-sound-unavailable = No sound: the sound device is not available. The game plays on silently.

# $you as in notice-passes.
notice-out-of-time = { $you ->
    [yes] Your time is up: your turn passes.
   *[no] { $name }'s time is up: the turn passes.
}
