# Playing a game: the panel beside the board (the HUD) and the pause
# overlay.

# The window's title: the game's name.
play-window-title = 中国跳棋

## The HUD: whose turn it is.

# At the HUD's top, before the name of the player to move; $turn counts from 1.
play-turn = 第{ $turn }回合
# Beside a spinner while a computer searches for its move.
play-thinking = 思考中……
# Beside a player's name: a person plays this seat (a computer's seat shows
# its level instead).
play-human = 真人

## The HUD: one row per player.

# A player's name in a team game; $team is the team's number from 1.
play-player-team = { $name }（{ $team }队）
# A player who has finished; $place is a place as common.ftl words it ("1st").
play-finished = 已完成，{ $place }
# How many of a player's marbles are in their target, out of $total (10).
play-home = 到家{ $home }/{ $total }

## The HUD: the last move and the hint.

# Before a coloured marble and play-last-move-by.
play-last-move = 上一步：
# After play-last-move and a coloured marble: who moved, and the move in
# notation ("You n1-m5-k5"; the notation is never translated).
play-last-move-by = { $name } { $move }
play-no-move-yet = 还没有人走棋。
# The move the hint suggests, in notation.
play-hint-shown = 提示：{ $move }

## The HUD in an online game.

# For the host: the code the others join with.
play-online-code = 在线 · 加入码 { $code }
# For a player who joined: the host's address.
play-online-host = 在线 · 主机 { $address }
# $name is the name a remote player chose.
play-dropped-out = { $name }已掉线：对局等待中

## The HUD's buttons. The hover texts ending in -key name the key that does
## the same (the letter on the keyboard).

play-hint = 提示
play-hint-key = H
play-undo = 悔棋
play-undo-key = U
play-show-again = 重看棋步
play-show-again-hint = 把你上一步之后的各步棋再演示一遍
# Online, instead of Pause.
play-leave = 离开
play-leave-hint = 离开在线对局
play-pause = 暂停
play-pause-key = Esc
# The button that switches the camera to the other view.
play-top-view = 俯视
play-seat-view = 座位视角
play-view-key = T

## The keys, listed in small print at the HUD's foot, each as "key what it
## does", joined by play-keys-separator. Undo and hint are listed only where
## the game offers them.

play-keys-separator = {" · "}
play-key-tab = (Shift+)Tab 选择
play-key-enter = Enter 拿起或走棋
# Esc puts a lifted marble down, or else pauses the game.
play-key-esc-pause = Esc 放下或暂停
# Online, where the game is not paused.
play-key-esc = Esc 放下
# Space finishes the move being shown at once.
play-key-space = 空格键 跳过
play-key-undo = U 悔棋
play-key-hint = H 提示
# N shows the holes' names (e5, n1) on the board.
play-key-names = N 格子名称
# T switches between the seat view and the view from the top.
play-key-view = T 俯视
# The arrow keys or dragging with the right mouse button turn the board.
play-key-turn = 方向键或右键拖动 旋转
play-key-zoom = 滚轮或 +/- 缩放
# R puts the camera back.
play-key-reset = R 复位

## The pause overlay.

play-paused = 已暂停
play-resume = 继续
play-resume-key = Esc
play-paused-settings = 设置
play-paused-how-to-play = 玩法说明
# Leaves the game for the menu.
play-paused-menu = 主菜单
play-paused-menu-hint = 离开这一局
# In a lesson, instead of Menu: back to the list of lessons.
play-paused-lessons = 课程
play-paused-lessons-hint = 离开这一课
# Under the settings and the how-to-play page opened from the overlay.
