# Words every screen uses.

# The person at the board, as a seat's name.
you = 你
# A seat without a name: its number from 1.
player-seat = 玩家{ $seat }
# A computer's seat without a name: its number and its level's name.
player-computer = 电脑{ $seat }（{ $level }）
# Between the items of a list: "Level 1, Level 5".
list-separator = 、
# A place in the standings, from 1.
place = 第{ $place }名

# A day: $year has four digits, $month and $day two ("03"), as text.
date = { $year }-{ $month }-{ $day }

## The computer's levels.

level = { $number }级
# A level that has a name too.
level-named = { $number }级 · { $name }
level-easy = 简单
level-medium = 中等
level-hard = 困难
level-expert = 专家
# A level where a player picks one, with its rating.
level-choice = { $level } · 约{ $rating }分
# The quick game's description: the computers' levels in seat order.
opponents = 你对战{ $levels }

## Colours and marks of the marbles.

colour-vermillion = 朱红
colour-yellow = 黄色
colour-green = 绿色
colour-blue = 蓝色
colour-purple = 紫色
colour-skyblue = 天蓝
colour-orange = 橙色
mark-plain = 无标记
mark-dot = 圆点
mark-ring = 顶环
mark-band = 腰环
mark-twodots = 双点
mark-ringandband = 顶环加腰环

## The points of the star, by the compass.

point-n = 北
point-ne = 东北
point-se = 东南
point-s = 南
point-sw = 西南
point-nw = 西北

## Why a move is refused. Holes and moves are written as on the board (e5, n1-m5).

illegal-game-over = 对局已经结束。
illegal-cannot-pass = 还有合法的走法时不能停一手。
illegal-not-legal = { $move } 不是合法的走法。
illegal-same-hole = 一步棋必须停在与起点不同的格子上。
illegal-no-marble = { $hole } 上没有棋子。
illegal-not-own = { $hole } 上的棋子属于玩家{ $owner }：请走你自己的棋子。
illegal-taken = { $hole } 已有棋子：一步棋只能停在空格上。
illegal-off-board = { $hole } 所在的角已从棋盘上移除。
illegal-own-points-only = 每步棋只能停在中央区域或你自己的两个角内，而 { $hole } 不在其中。
illegal-no-parking = { $hole } 在其他玩家的角内：连跳可以经过，但不能停在那里。
illegal-target-lock = 目标锁定：{ $hole } 上的棋子已经到家，只能在目标角内移动。
illegal-leaves-target = 这步棋的第{ $leg }段 { $from }-{ $to } 离开了目标角；棋子一旦进入目标角，目标锁定就不允许它再离开。
illegal-chain-leaves-target = 目标锁定：从 { $from } 到 { $to } 的每一种连跳都会先落进你的目标角再跳出去，这是不允许的。
illegal-unreachable = 从 { $from } 到 { $to }，既不能走一格到达，也没有连跳可以到达。
illegal-unreachable-leg = 这步棋的第{ $leg }段 { $from }-{ $to } 既不是走到相邻的空格，也不是跳跃。
illegal-step-among-hops = 这步棋的第{ $leg }段 { $from }-{ $to } 是走一格，而走一格不能和跳跃混在同一步棋里。
illegal-no-route = 一步棋至少要包含两个格子。

## What the review adds to its verdict on a move.

note-missed-finish = 错过了完成的机会
note-lets-finish = 让玩家{ $seat }得以完成
note-gives-away = 断送了整盘棋
