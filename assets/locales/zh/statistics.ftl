# The Statistics screen: the person's record over the saved games, and
# their rating.

statistics-heading = 你的战绩
# Notices naming a saved game that does not load, so was left out. $why
# says which file and what is wrong with it (may be in English).
statistics-left-out = 未计入统计：{ $why }
statistics-left-out-of-rating = 未计入你的等级分：{ $why }

## The rating section, at the top.

statistics-rating-heading = 你的等级分
# The rating, its uncertainty (both whole numbers) and the number of games
# that counted.
statistics-rating = { $rating }（误差±{ $spread }），已计入{ $games }局。
statistics-rating-hint = 与各电脑级别的等级分使用同一标尺。当你对阵桌上电脑的表现好于等级分的预期时，它就会上升；下的局数越多，它就越稳定。
# $level is "Level 6" or "Level 9 · Hard"; $rating is that level's rating.
statistics-even-game = 与你实力相当的是{ $level }，等级分约{ $rating }。
statistics-no-rating = 还没有等级分：独自与电脑对战下完一局，不使用提示，也不悔棋。
# Games the rating left out, one message per reason; $games is how many.
statistics-not-counted-people = 未计入等级分：{ $games }局真人之间的对局。
statistics-not-counted-set-position = 未计入等级分：{ $games }局从摆好的局面或课程开始的对局。
statistics-not-counted-helped = 未计入等级分：{ $games }局用过提示或悔棋的对局。
statistics-not-counted-unfinished = 未计入等级分：{ $games }局没有下完的对局。
# On the rating chart, at a level's guide line (small, lower case).
statistics-chart-level = { $number }级
# Hover text of a game on the rating chart: its day, the rating before and
# after it, and the strongest computer at the table ("Level 4").
statistics-rated-game-won = { $date }：{ $before } → { $after }，战胜{ $level }
statistics-rated-game-not-won = { $date }：{ $before } → { $after }，未能战胜{ $level }

## The record.

# Games that had no person at the table.
statistics-demos = 另有{ $games }局只有电脑参加的对局（演示），不计入统计。
statistics-no-games = 还没有保存过你的对局：你下的每一局都会计入这里。
# The whole record in a line: games, wins, and the wins as a whole percentage.
statistics-summary = 共{ $games }局：胜{ $wins }局（{ $percent }%）。
# The same, with the games left unfinished.
statistics-summary-unfinished = 共{ $games }局：胜{ $wins }局（{ $percent }%），未下完{ $unfinished }局。
# Hover text of the summary: what counts as a win.
statistics-summary-hint = 胜局：有真人参加的一方最先完成。没有下完的对局算作下过但未获胜，并会中断连胜。

## The two tables: by the number of players, and by the strongest computer.

# First column headings.
statistics-players = 人数
statistics-strongest-computer = 最强电脑
# A row of the table by players.
statistics-players-row = { $players }人
# A row of the table by computer: games with no computer at the table.
statistics-people-only = 仅真人
# The other columns.
statistics-games = 局数
statistics-won = 胜局
statistics-rate = 胜率
# The Rate column: wins as a whole percentage of the games.
statistics-percent = { $percent }%
# The Rate column with no games.
statistics-no-rate = –

## The highlights.

# The current run of wins and the longest one.
statistics-streak = 连胜：当前{ $now }局，最高{ $best }局。
# The win in the fewest turns of the winner's own, and the day of that game.
statistics-fastest-win = 最快获胜：{ $turns }回合（{ $date }）。
# The same, when the day is not known.
statistics-fastest-win-undated = 最快获胜：{ $turns }回合。
statistics-fastest-win-none = 最快获胜：暂无。
statistics-fastest-win-hint = 按获胜者自己走棋的次数（包括停一手）计算，而不是整局的回合数。
# The most hops in one move, and the day of that game.
statistics-longest-chain = 最长连跳：一步{ $hops }跳（{ $date }）。
# The same, when the day is not known.
statistics-longest-chain-undated = 最长连跳：一步{ $hops }跳。
statistics-longest-chain-none = 最长连跳：暂无。

## The chart of results over time: a dot per game.

statistics-results-over-time = 历次对局结果
statistics-chart-key = 上：胜 · 中：获得名次 · 下：负 · 空心：未下完。曲线是截至当时的胜率。
# Hover text of a game's dot: its day and the person's result; $place is
# "2nd", "3rd", …
statistics-game-won = { $date }：胜
statistics-game-placed = { $date }：{ $place }
statistics-game-lost = { $date }：负
statistics-game-unfinished = { $date }：未下完
