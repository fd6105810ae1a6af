# The rule options, as the settings' default rules and the new-game screen's
# builder show them: a grid with each option's name on the left, its choices
# as buttons on the right, and under them a one-line note on the choice made.
# These names are the options' names everywhere in the game (How to play, the
# lessons), so keep them the same as there.

## The options' names, in the grid's left column.

rules-preset = 预设
rules-jumps = 跳法
rules-parking = 落点
rules-win = 完成条件
rules-unused-points = 空置角
rules-target-lock = 目标锁定
rules-play-on = 继续角逐
rules-equal-turns = 回合均等
rules-turn-limit = 回合上限
rules-repetition = 重复判和
rules-teams = 组队

## Presets: named sets of every rule. A preset's button is lit when the rules
## match it; the note says what the rules are.

rules-preset-standard = 标准
rules-preset-standard-note = 每条规则都采用大多数家庭的玩法。
rules-preset-ccerl-note = CCERL 双人引擎等级分榜所用的规则。
# The rules match no preset.
rules-preset-custom-note = 你自选的规则组合。

## Hops: which marbles a marble may hop over.

rules-jumps-adjacent = 相邻跳
rules-jumps-adjacent-note = 跳过紧挨着你棋子的一颗棋子。
rules-jumps-long = 远跳
rules-jumps-long-note = 跳过较远处的一颗棋子，落在它另一侧同样距离的位置。

## Parking: where a move may end. A player's "start" and "target" are the two
## points of the star where their marbles begin and where they must go.

rules-parking-anywhere = 不限
rules-parking-anywhere-note = 一步棋可以停在任何格子。
rules-parking-others = 禁停他人角
rules-parking-others-note = 不能停在其他玩家的起始角或目标角，除非那也是你自己的起始角或目标角。
rules-parking-own = 只停己方角
rules-parking-own-note = 只能停在中央区域，或你自己的起始角、目标角内。
# Shown instead of the note above in a two-player game.
rules-parking-two-players = 双人对局时此项不起作用：对方的起始角和目标角，正是你的目标角和起始角。

## Finishing: when a player has finished.

rules-win-target-full = 填满即可
rules-win-target-full-note = 目标角每一格都有棋子、且其中至少一颗是你的，即算完成。
rules-win-all-own = 全为己子
rules-win-all-own-note = 目标角的十个格子全是你自己的棋子，才算完成。

## Unused points: the points of the star where nobody starts or ends.

rules-unused-open = 开放
rules-unused-open-note = 无人使用的角当作普通格子。
rules-unused-removed = 移除
rules-unused-removed-note = 无人使用的角不算棋盘的一部分。
# Shown instead of the note in a game of 3 or 6 players.
rules-unused-all-in-use = 3人或6人对局时，每个角都有人使用。

## Target lock: whether a marble that reached its target may leave it.

rules-lock-off = 关闭
rules-lock-off-note = 目标角内的棋子可以再离开。
rules-lock-end-of-move = 终点
rules-lock-end-of-move-note = 目标角内的棋子走完一步时，必须仍停在角内。
rules-lock-whole-move = 全程
rules-lock-whole-move-note = 棋子一旦进入目标角，就再也不能落在角外，连跳途中也不行。

## Play on: whether the game goes on after the first player finishes.

rules-play-on-off = 关闭
rules-play-on-off-note = 第一位玩家完成时，对局即结束。
rules-play-on-on = 开启
rules-play-on-on-note = 其余玩家继续争夺后面的名次。

## Equal turns: whether the round is finished when someone finishes.

rules-equal-turns-off = 关闭
rules-equal-turns-off-note = 最先完成的玩家立即获胜。
rules-equal-turns-on = 开启
rules-equal-turns-on-note = 这一轮要下完；在这一轮中完成的玩家并列第一。

## Turn limit: a checkbox to set a limit, the number of turns, and a checkbox
## for whether the game is then a draw.

rules-turn-limit-on = 设上限
# The number of turns of the limit, in a box the player drags or types in.
rules-turn-limit-turns = { $turns }回合
rules-turn-limit-draw = 判和
rules-turn-limit-none-note = 不设上限：一直下到分出胜负。
rules-turn-limit-rank-note = 总回合数达到此数时对局结束；其余玩家按剩余距离排名。
rules-turn-limit-draw-note = 总回合数达到此数时对局结束；其余玩家并列同一名次。

## Draw by repetition.

rules-repetition-off = 关闭
rules-repetition-off-note = 局面可以重复，对局照常进行。
rules-repetition-on = 开启
rules-repetition-on-note = 同一局面第三次出现时，对局判和。

## Teams.

rules-teams-none = 不组队
rules-teams-none-note = 各自为战。
rules-teams-partners = 对家组队
rules-teams-partners-note = 队友相对而坐；全体队员都完成时，队伍才算完成。
# Shown instead of the note, the choice greyed out, with 2 or 3 players.
rules-teams-not-allowed = 组队需要4或6名玩家。
