# The notice line: short messages for the player under the panels (a turn
# passed or a place won, a save that failed). Where a message has $error or
# $reason, it is the system's or the file's own account of the problem,
# which names files and lines and may stay in English.

## During a game.

# A player has no legal move, so the turn passes. $you is "yes" when the
# player is the person at the board (whose $name is then "You").
notice-passes = { $you ->
    [yes] 你无棋可走，停一手。
   *[no] { $name }无棋可走，停一手。
}
# A player has got all their marbles home. $place is a place as common.ftl
# words it ("1st"); $you as in notice-passes.
notice-finishes = { $you ->
    [yes] 你完成了，获得{ $place }。
   *[no] { $name }完成了，获得{ $place }。
}
# A game's setup is not a valid game: $error is what is wrong with it
# ("players 1 and 2 both chose the colour Blue"); in the -named messages,
# $setup is the setup's name.
notice-game-not-started = 无法开始对局：{ $error }
notice-game-not-started-named = 无法开始对局“{ $setup }”：{ $error }
notice-lesson-not-opened = 无法打开课程：{ $error }
notice-lesson-not-opened-named = 无法打开课程“{ $setup }”：{ $error }

## Saving the games.

# The game in progress, or the game just finished, could not be written.
notice-save-failed = 无法保存对局：{ $error }
notice-save-failed-disk-full = 无法保存对局：磁盘已满（{ $error }）。上一次的存档仍然保留；腾出一些空间后即可再次保存。
# Before a new game is saved, an unfinished older game is moved from the
# "in progress" slot to the list of saved games; this failed.
notice-keep-failed = 无法保留之前未下完的对局，因此这一局没有保存：{ $error }
notice-keep-failed-disk-full = 无法保留之前未下完的对局，因此这一局没有保存：磁盘已满（{ $error }）。上一次的存档仍然保留；腾出一些空间后即可再次保存。
# The game in progress, kept from the last time, does not load; $error
# names the file and where it was put aside.
notice-unfinished-not-loaded = 未下完的对局无法继续：{ $error }
# At the start: games cannot be saved on this machine. $reason is
# notice-no-data-folder or the folder's error.
notice-saving-off-plays-on = 存档功能已关闭：{ $reason }。游戏照常进行。
# Where the saved games are listed or counted, when saving is off.
notice-saving-off = 存档功能已关闭：{ $reason }
# The reason when the system names no folder for the game's data.
notice-no-data-folder = 系统没有提供数据目录

## Sound, at the start.

notice-no-sound-device = 没有声音：未找到音频设备。游戏将静音进行。
notice-sound-unavailable = 没有声音：音频设备不可用。游戏将静音进行。

# $you as in notice-passes.
notice-out-of-time = { $you ->
    [yes] 你的时间用完了，停一手。
   *[no] { $name }的时间用完了，停一手。
}
