# The Results screen, shown when a game ends: the finishing order, what the
# game did to the player's rating, each player's figures from the review of
# the game, and the buttons to go on.

results-heading = 对局结果

## The headline over the standings: who won, or how the game ended.

# One player won. $name is the winner's name; $you is "yes" when the winner
# is the person at the board (whose name is then "You").
results-wins = { $you ->
    [yes] 你赢了！
   *[no] { $name }获胜！
}
# A team won: $names are its members, joined by results-names-separator
# ("You & Player 4").
results-win-together = { $names }获胜！
# Between the members of a team: "You & Player 4".
results-names-separator = 和
# Drawn because the same position came up three times.
results-draw-repetition = 平局：同一局面第三次出现
# Drawn because the game reached its turn limit with nobody finished.
results-draw-turn-limit = 达到回合上限，平局
# Drawn because several finished in the same round; $names as in results-win-together.
results-draw-together = 平局：{ $names }在同一轮完成
# Nobody finished and a rule of the game declares it drawn.
results-nobody-finished-drawn = 无人完成：对局判和
# Nobody finished (the game was left or stopped): the places go to whoever
# had the fewest steps still to go.
results-nobody-finished = 无人完成：按剩余步数排名

## The standings: one row per player, and with teams one row per team.

# Column headings.
results-place = 名次
results-player = 玩家
results-team = 队伍
results-result = 结果
results-moves = 手数
# The Result column for a player or team that got all its marbles home.
results-finished = 已完成
# The Result column for a player or team that did not: the sum over its
# marbles of the steps (from hole to hole) still to go to the far tip of
# its target point.
results-to-go = 还差{ $steps }步
# Under the standings: the number of turns the game lasted.
results-turns-played = 共下了{ $turns }回合
# The same, when the game stopped because it reached its turn limit.
results-turns-played-limit = 共下了{ $turns }回合（达到回合上限）

## What the game did to the player's rating.

# The rating before and after the game, as whole numbers.
results-rating = 你的等级分 { $before } → { $after }
# Hover text of results-rating: how uncertain the new rating still is.
results-rating-hint = 等级分稳定之前，误差约为±{ $deviation }
# After a run of wins against the strongest computer at the table. $wins is
# how many; $level is that computer's level ("Level 6", "Level 9 · Hard").
results-next-level = { $wins ->
    [1] 战胜了{ $level }
   *[other] 连续{ $wins }局战胜{ $level }
}：准备好挑战下一级了吗？
# Button: a new game with the next level up; $level is "Level 7 · about 1640".
results-play-level = 挑战{ $level }
# Why the game just played did not change the rating, one message per reason.
results-not-rated-computers-only = 不计入你的等级分：这是一局只有电脑参加的对局。
results-not-rated-people = 不计入你的等级分：这是一局真人之间的对局。
results-not-rated-set-position = 不计入你的等级分：这一局从摆好的局面或课程开始。
results-not-rated-helped = 不计入你的等级分：这一局用过提示或悔棋。
results-not-rated-unfinished = 不计入你的等级分：这一局没有下完。

## Each player's figures, from the review of the game by the computer at
## its strongest level (Expert).

# Shown for a moment before the review starts.
results-reviewing = 正在复盘……
# Column headings (the first is results-player).
results-longest-chain = 最长连跳
results-mistakes = 失误
results-blunders = 大错
results-mean-loss = 平均损失
# The Longest chain column: the most hops in one move.
results-hops = { $hops }跳
# The Mean loss column: on average, how many turns each of the player's
# moves lost compared with the reviewer's choice. $loss has two decimals.
results-loss = { $loss }回合
# Under the figures.
results-judged-by = 由专家评判：每步棋与专家自己的选择相比所损失的回合数。

## The review of a game, shared with the replay screen.

# The progress bar while the computer reviews the game turn by turn.
review-progress = 正在复盘：{ $done }/{ $total }回合
# Notices when the finished review could not be kept beside the saved game.
# $error is the system's reason (may be in English).
review-not-started = 无法开始复盘：{ $error }
review-stopped = 复盘因出错而中止。
review-not-saved = 无法保存复盘结果：{ $error }

## The buttons at the bottom.

results-play-again = 再来一局
results-watch-replay = 观看回放
results-watch-replay-hint = 把这一局再看一遍
results-review = 复盘本局
results-review-hint = 再看一遍，每步棋都由专家评判
results-new-game = 新对局
results-menu = 主菜单

# At a room server's table.
results-stood-in = 电脑（{ $level }）曾代替{ $name }下棋。
results-rematch-offered = { $names }提议再战一局。
results-rematch-offer = 提议再战一局
results-rematch-accept = 接受再战
results-rematch-waiting = 正在等待其他人接受再战。
results-rematch-watching = 你正在观战：再战时你也会一同观看。
