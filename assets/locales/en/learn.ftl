# The Learn screen: the list of lessons.

learn-heading = Learn
learn-intro = Each lesson sets up a few marbles on the board and asks for one move.
learn-none = No lessons were found.
# The button that opens the first lesson not yet done.
learn-continue = Continue with lesson { $number }
learn-completed = Completed
learn-start = Start
learn-play-again = Play again
# A lesson that could not be opened, and why (the detail names its file).
learn-cannot-open = Cannot open the lesson: { $error }
learn-no-such-lesson = There is no lesson { $number }.

## The lesson panel beside the board, while a lesson is played.

# The panel's heading: the lesson's number and title.
learn-lesson-title = Lesson { $number }: { $title }
learn-task = Task: { $task }
learn-trying = Lift a marble and play a move, with the mouse or the keyboard.
# A move that did not do the task ($move is written like n1-m5-k5).
learn-taken-back = { $move } does not do the task, so it was taken back.
learn-hint = Hint: { $hint }
learn-done = Done!
learn-watched = You watched the answer: Try again to play it yourself and tick the lesson.
learn-ticked = Ticked in the list of lessons.
learn-next = Next lesson
learn-back-to-list = Back to the list
learn-next-key = Enter
learn-try-again = Try again
learn-show-answer = Show the answer
learn-show-answer-key = A
learn-skip = Skip
learn-skip-to-next = Skip to the next
learn-lessons = Lessons
learn-lessons-hint = Back to the list
# The keys in a lesson, listed at the panel's foot. Key names (Tab, Enter,
# Esc, Space, A, N, T, R, +/-) are those printed on the keys.
learn-keys = (Shift+)Tab choose · Enter lift, play or next lesson · Esc put down or pause · Space skip · A answer · N hole names · T top view · arrows or right-drag turn · wheel or +/- zoom · R reset
