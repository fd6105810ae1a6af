# The new-game screen ("More games" on the menu): on the left the setup files
# to choose from, on the right a builder for a game of one's own.

## The list of setup files.

new-game-setups = 布局
new-game-no-setups = 没有找到布局文件。
# The button beside a setup file, and under the builder, that starts the game.
new-game-start = 开始
# A setup file without a description: how many play, then who, such as
# "2 players: You, Computer 2 (Level 5)". $names is the list of names.
new-game-seat-summary = { $count }名玩家：{ $names }
# A setup file that cannot be used: its file name, then what is wrong
# ($error, one of the messages below).
new-game-file-error = { $file }：{ $error }

## What is wrong with a setup file. They follow the file's name and a colon,
## so they start in lowercase. to_move and first_mover are the names of the
## file's fields and stay as they are; $line and $column count from 1.

# What the system said when the file could not be read (its own words).
new-game-error-read = { $message }
# What the file reader said (in English) where the text does not parse.
new-game-error-syntax = 第{ $line }行第{ $column }列：{ $message }
new-game-error-player-count = { $players }名玩家：对局须由2、3、4或6名玩家进行
new-game-error-to-move = to_move 为 { $seat }，但玩家编号只能是1到{ $players }
new-game-error-first-mover = first_mover 为 { $seat }，但玩家编号只能是1到{ $players }
new-game-error-teams-not-allowed = 组队需要4或6名玩家，而这里是{ $players }名
new-game-error-team-member = 队员{ $seat }：玩家编号只能是1到{ $players }
new-game-error-seat-in-two-teams = 玩家{ $seat }同时属于多个队伍
# $hole: a hole's name on the board, such as e5.
new-game-error-marble-off-board = { $hole } 上有一颗棋子，但它所在的角已从棋盘上移除
# $colour: a colour's name, as the colour choices name it.
new-game-error-same-colour = 玩家{ $first }和玩家{ $second }都选择了“{ $colour }”

## Faults in a setup file's drawing of the position: 17 rows (a to q) of
## holes, each "." or a player's number. $line is the file's line.

new-game-error-too-many-rows = 第{ $line }行：棋盘图超过了{ $rows }行
# $row: the row's letter (a to q).
new-game-error-row-width = 第{ $line }行：棋盘的 { $row } 行应有{ $width }个格子，实际有{ $found }个
new-game-error-no-such-player = 第{ $line }行：{ $hole } 上是玩家{ $seat }的棋子，但本局只有{ $players }名玩家
new-game-error-too-many-marbles = 第{ $line }行：玩家{ $seat }的棋子超过了{ $marbles }颗
# $token: what the file has in the hole, as written there.
new-game-error-bad-token = 第{ $line }行：{ $hole } 处的“{ $token }”既不是“.”，也不是1到6的玩家编号
new-game-error-too-few-rows = 第{ $line }行：棋盘图只有{ $found }行，需要{ $rows }行

## The builder.

new-game-build = 自建对局
new-game-players = 玩家
# A seat of the builder: the player ("Player 2") and its point of the star ("NW").
new-game-seat = { $player }（{ $point }）
# The hover text of a seat's marble, which opens the choice of colours and marks.
new-game-looks = 颜色和标记
# Who plays a seat: a person, or the computer at a level.
new-game-human = 真人
# $level: the level with its rating, such as "Level 5 · Medium · about 1230".
new-game-computer = 电脑（{ $level }）
# The grey hint in a person's empty name box.
new-game-name-hint = 名字
new-game-first = 先手
# Among the choices of who moves first: a seat drawn when the game starts.
new-game-random = 随机
new-game-rules = 规则
# The name a game built here is saved under, as the saved games list it.
new-game-custom-name = 自建对局
