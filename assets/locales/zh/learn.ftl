# The Learn screen: the list of lessons.

learn-heading = 学习
learn-intro = 每一课都会在棋盘上摆几颗棋子，请你走出一步棋。
learn-none = 没有找到课程。
# The button that opens the first lesson not yet done.
learn-continue = 继续第{ $number }课
learn-completed = 已完成
learn-start = 开始
learn-play-again = 再练一次
# A lesson that could not be opened, and why (the detail names its file).
learn-cannot-open = 无法打开课程：{ $error }
learn-no-such-lesson = 没有第{ $number }课。

## The lesson panel beside the board, while a lesson is played.

# The panel's heading: the lesson's number and title.
learn-lesson-title = 第{ $number }课：{ $title }
learn-task = 任务：{ $task }
learn-trying = 拿起一颗棋子走一步，用鼠标或键盘都可以。
# A move that did not do the task ($move is written like n1-m5-k5).
learn-taken-back = { $move } 没有完成任务，已撤回。
learn-hint = 提示：{ $hint }
learn-done = 完成！
learn-watched = 你看过了答案：点“再试一次”亲手走一遍，就能勾选这一课。
learn-ticked = 已在课程列表中勾选。
learn-next = 下一课
learn-back-to-list = 返回列表
learn-next-key = Enter
learn-try-again = 再试一次
learn-show-answer = 显示答案
learn-show-answer-key = A
learn-skip = 跳过
learn-skip-to-next = 跳到下一课
learn-lessons = 课程
learn-lessons-hint = 返回课程列表
# The keys in a lesson, listed at the panel's foot. Key names (Tab, Enter,
# Esc, Space, A, N, T, R, +/-) are those printed on the keys.
learn-keys = (Shift+)Tab 选择 · Enter 拿起、走棋或下一课 · Esc 放下或暂停 · 空格键 跳过 · A 答案 · N 格子名称 · T 俯视 · 方向键或右键拖动 旋转 · 滚轮或 +/- 缩放 · R 复位
