# The saved-games screen: every game played, newest first, to watch, export
# (copy to the Downloads folder) or delete, and the unfinished game to
# continue.

saved-heading = 已存对局
# Beside Back: the folder exported games are copied to.
saved-exports-go-to = 导出位置：{ $path }
saved-none-yet = 还没有保存的对局：你下的每一局都会保存在这里。

## The rows.

# Heading of the first row: the game left unfinished, to continue.
saved-unfinished-heading = 未下完
saved-continue = 继续
saved-watch = 观看
saved-export = 导出
saved-delete = 删除
# When a game began, in UTC: $day is the day as common.ftl's date writes it,
# $time 16:20.
saved-when = { $day } { $time } UTC
# A row that does not load; $error names the file and the fault (may stay
# in English).
saved-not-loaded = 这一局无法载入：{ $error }

## A row's description: "Duel — You, Computer 2 (Level 9) — You first — 84 turns".

# $name is the game's name (saved-untitled when it has none); $players the
# players joined by common.ftl's list-separator; $result one of the results
# below; $turns the turns played.
saved-description = { $name } — { $players } — { $result } — { $turns }回合
saved-untitled = 对局
# A computer player whose name does not say its level; $level is "Level 9".
saved-computer = { $name }（{ $level }）
# The results: who finished first, in an unfinished game or a finished one.
saved-unfinished-first = 未下完，{ $name }第一
saved-unfinished = 未下完
saved-first = { $name }第一
saved-no-one-finished = 无人完成
saved-draw = 平局

## Notices.

# A damaged file the list has just renamed and put aside; $error names the
# file and the fault, $path is where the file is now.
saved-kept-aside = { $error }；该文件已另存为 { $path }
# $path is the exported copy.
saved-exported = 已导出到 { $path }
saved-export-failed = 无法导出：{ $error }
saved-export-off = 存档功能已关闭。
saved-delete-failed = 无法删除对局：{ $error }
