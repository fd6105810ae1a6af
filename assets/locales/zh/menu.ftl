# The title screen.

menu-title = 中国跳棋
menu-tagline = 率领十颗棋子，抢先横跨星盘
menu-quick-game = 快速开局
menu-continue = 继续
# What Continue picks up: the game's name, or none, and the turn it is at.
menu-continue-named = { $name }，第{ $turn }回合
menu-continue-unnamed = 未下完的对局，第{ $turn }回合
menu-more-games = 更多对局
menu-more-games-hint = 选择现成的布局，或自建对局
menu-online = 在线对战
menu-online-hint = 创建对局邀请好友，或加入别人的对局
menu-learn = 学习
menu-learn-hint = 在棋盘上学习，每课讲一个要点
menu-how-to-play = 玩法说明
menu-how-to-play-hint = 规则、变体和一些技巧
menu-saved-games = 已存对局
menu-saved-games-hint = 观看、导出或删除下过的对局
menu-statistics = 统计
menu-statistics-hint = 你的战绩：胜局、连胜、最佳对局
menu-settings = 设置
menu-quit = 退出

# The quick-game panel.

quick-heading = 快速开局
# The name a quick game is saved under, as the saved games list it.
quick-game-name = 快速开局
quick-intro = 与电脑对战，点几下就能开始。
quick-players = 人数
quick-your-seat = 你的座位
quick-your-colour = 你的颜色
quick-computers = 电脑
quick-one-level = 统一级别
quick-each-level = 各设级别
quick-hops = 跳法
quick-long = 远跳
quick-long-hint = 可以跳过较远处的一颗棋子，落在它另一侧同样距离的位置。也可以在“设置”中设为默认规则。
quick-first = 先手
quick-start = 开始
quick-start-key = Enter
quick-no-rating = 独自与电脑对战，不借助任何辅助下完一局，即可获得等级分，以及与之相当的电脑级别。
quick-rating = 你的等级分是{ $rating }：与你实力相当的是{ $level }。
quick-choose-level = 就选它
quick-choose-level-hint = 所有电脑都按这个级别下棋
# A seat in the lists: its number and its point of the star (NW, S, …).
quick-seat = 玩家{ $seat }（{ $point }）
quick-player = 玩家{ $seat }
quick-player-you = 玩家{ $seat }（你）
quick-random = 随机
