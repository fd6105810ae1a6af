# The settings screen.

settings-language = 语言
settings-language-system = 跟随系统

settings-heading = 设置

## The default rules, on the left of the settings (the rules themselves are
## worded in rules.ftl).

settings-default-rules = 默认规则
settings-default-rules-note = 你新建的每一局都按这些规则进行，包括快速开局和自建对局。布局文件则沿用文件里自己的规则。

## Play options: a column of sliders and checkboxes on the right.

settings-animation-speed = 动画速度
# The animation speed slider's value: a multiple of the normal speed, such as 1.5 (×: times).
settings-animation-speed-value = { $speed }×
# The label after the interface size slider; its value is a percentage.
settings-interface-size = 界面大小
# A size or a volume as a percentage, from 0 to 200.
settings-percent = { $percent }%
settings-camera-follows = 将棋盘转向轮到走棋的一方
# N is the key that does the same during a game.
settings-hole-names = 在棋盘上显示格子名称（N）
# Before the choices of how sharp the board is drawn: Auto, 50%, 75%, 100%.
settings-render-scale = 棋盘分辨率
settings-render-scale-hint = 在没有独立显卡的电脑上，像素越少绘制越快；面板依然清晰。自动：没有独立显卡时降低分辨率，有独立显卡时使用全部像素。
settings-render-scale-auto = 自动
settings-sound = 声音
# The labels after the two volume sliders; their values are percentages.
settings-master-volume = 总音量
settings-effects-volume = 音效

## Assistance: which helps a person gets in a game.

settings-assistance = 辅助
settings-assistance-by-difficulty = 按难度
settings-assistance-by-difficulty-hint = 对阵简单和中等：全部开启；对阵困难：高亮和路线；对阵专家：仅高亮
settings-assistance-custom = 自定义
settings-highlight-moves = 高亮可到达的格子
settings-show-route = 显示路线
settings-allow-undo = 允许悔棋
settings-allow-hints = 允许提示

## Notices at start about the settings file. $file is the file's path, $error
## what the system or the file reader said (in English), $copy the path of the
## copy kept.

settings-file-unreadable = { $file }：{ $error }；将使用默认设置
settings-file-broken-kept = { $file }：{ $error }；将使用默认设置，原文件已另存为 { $copy }
settings-file-broken-not-kept = { $file }：{ $error }；将使用默认设置，且原文件无法另存：{ $copy-error }
# The $error of the two messages above when the file is not text.
settings-file-not-text = 不是文本文件（不是 UTF-8 编码）
# $names: the settings this version does not know, separated by commas.
settings-file-newer-kept = { $file }：较新版本的游戏写入了本版本不认识的设置（{ $names }）；其余设置照常使用，原文件已另存为 { $copy }
settings-file-newer-not-kept = { $file }：较新版本的游戏写入了本版本不认识的设置（{ $names }）；其余设置照常使用，但无法保留原文件的副本：{ $copy-error }
