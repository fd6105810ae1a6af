# The replay screen: a saved game shown again turn by turn on the board,
# with its review (every move judged by the computer at its strongest
# level, Expert). Moves are written in the board's notation (n1-m5-k5),
# which is never translated.

## The status, at the top left.

# The heading when the game has no name of its own.
replay-untitled = 回放
# The turn shown ($turn turns played, 0 at the start) out of all.
replay-turn-of = 第{ $turn }/{ $total }回合
replay-game-over = 对局已经结束。
# Before a coloured marble and the name of the player to move next.
replay-next = 轮到：

## The review of the move just shown, under the status.

# Shown at the start, before any move.
replay-review-step-forward = 复盘：逐步向前播放，即可看到每步棋的评价。
# Who made the move just shown, and the move. $you is "yes" when the player
# is the person at the board (whose $name is then "You").
replay-played = { $you ->
    [yes] 你走了 { $move }
   *[no] { $name }走了 { $move }
}
# The same when the turn was a pass; $you as in replay-played.
replay-passed = { $you ->
    [yes] 你停了一手
   *[no] { $name }停了一手
}
# The verdict on the move, as a heading. $mark is the move list's mark:
# ?! for an inaccuracy, ? for a mistake, ?? for a blunder.
replay-verdict-best = 最佳
replay-verdict-good = 好棋
replay-verdict-inaccuracy = 欠佳{ $mark }
replay-verdict-mistake = 失误{ $mark }
replay-verdict-blunder = 大错{ $mark }
# How many turns the move lost against Expert's; $loss has one decimal.
replay-turns-lost = 损失{ $loss }回合
# What else the move did; $note is a note as common.ftl words it
# ("misses a finish").
replay-note = 这步棋{ $note }。
# The move Expert would have made, which the board shows as see-through
# marbles.
replay-expert-move = 专家的走法：{ $move }（已在棋盘上标出）

## The race chart: each player's estimate of the turns still needed.

replay-chart-title = 尚需回合数（点击跳转）

## The move list, at the top right.

replay-moves = 棋谱
# The first row: the position before any move.
replay-start-position = 开局
# One row: the turn's number, the move, and the review's mark (?!, ?, ??)
# or nothing.
replay-move-row = { $number }. { $move }{ $mark }
# A turn where the player could not move.
replay-pass = 停一手

## The controls, at the bottom. The hover texts that start replay-key- name
## the key that does the same.

replay-to-start = ⏮ 开头
replay-key-home = Home
replay-back = ◀ 后退
replay-key-left = 左方向键
replay-play = ▶ 播放
replay-pause = ⏸ 暂停
replay-key-space = 空格键
replay-forward = 前进 ▶
replay-key-right = 右方向键
replay-to-end = 结尾 ⏭
replay-key-end = End
# Beside the slider that picks the turn shown.
replay-turn-slider = 回合
# Beside the slider that sets how fast the replay plays.
replay-speed-slider = 速度
# The speed on that slider, as a multiple of normal ("2×", "0.5×").
replay-speed = { $speed }×
replay-review = 复盘
replay-review-hint = 由专家评判每步棋，并绘出竞速图（V）
replay-take-over = 从这里接着下
replay-take-over-hint = 从这个局面继续对局，座位和规则不变
replay-back-to-list = 返回列表

## Notices.

# A saved game's file does not load; $error names the file and the fault.
replay-not-loaded = 无法打开回放：{ $error }
# The review kept beside the game's file does not load, so the game is
# reviewed again; $error names the file and the fault.
replay-review-unreadable = { $error }（将重新复盘这一局）
