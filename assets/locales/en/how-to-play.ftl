# The How to play page. help-title is the page's title; each help-section-…
# is a section's heading, and the help-… messages after it are its paragraphs,
# in order; a paragraph's .heading is shown in bold above it. Hole names and
# moves (e5, n1-m5) stay as they are. The headings of the rule options
# (Hops, Parking, Finishing, …) are the names the rules form gives them.

help-title = How to play

## The goal
help-section-goal = The goal
help-goal-1 = Chinese checkers is a race across a six-pointed star. Each player has ten marbles, which start in one point of the star, and races them into the point straight across the board. The first to fill that point wins.
help-goal-2 = Under the standard Finishing rule, Target full, the point counts as filled once every hole holds a marble and at least one of them is yours, so a marble someone leaves behind cannot stop you. The stricter choice, All own, asks for all ten holes to hold your own marbles (see Finishing below).

## Setting up
help-section-setup = Setting up
help-setup-1 = The board has 121 holes: a hexagon of 61 in the middle and six points of ten holes each. Each player's target is the point opposite their start. The game is played by 2, 3, 4 or 6 players.
help-two_players = The two players start in the bottom and top points and race toward each other. The other four points are unused.
    .heading = Two players
help-three_players = The players take alternate points of the star: bottom, upper left and upper right. The three points between them, which are their targets, begin empty.
    .heading = Three players
help-four_players = The players start in the four side points, in two pairs that face each other. The top and bottom points are unused.
    .heading = Four players
help-six_players = Every point holds a player's marbles, and every player races straight into another player's start.
    .heading = Six players
help-setup-2 = Play goes clockwise around the star: Player 1, Player 2 and so on, then Player 1 again. Player 1 begins unless you choose otherwise: the quick game and the setup screen both have a First to move choice, to pick who begins or have a player drawn at random when the game starts.
    .heading = Turn order

## A turn
help-section-turn = A turn
help-turn-1 = On your turn you move one of your own marbles, either by one step or by a chain of hops; a turn is always one or the other, never a mix. Passing is not allowed while any move is open to you, but a player left with no move at all passes.
help-step = A step moves the marble to an empty hole right next to it. A hole has up to six neighbours: two in its row, two in the row above and two in the row below.
    .heading = Steps
help-hop = A hop carries the marble over a marble on a neighbouring hole, in a straight line, landing in the free hole directly beyond it. The marble hopped over may be yours or anyone else's, and it stays where it is: nothing is ever captured.
    .heading = Hops
help-chain = After a hop the marble may hop again, and again, as long as each hop starts where the last one landed. Each hop may go in a new direction, and you may stop after any of them. The whole chain is one turn. Marbles may move in every direction, backward and sideways included.
    .heading = Chains

## Controls
help-section-controls = Controls
help-mouse = Click one of your marbles to lift it, then click the hole it should go to; with the route help on, pointing at a hole first shows the way the marble would take. Clicking another of your marbles lifts that one instead, and a click anywhere else puts the lifted marble down. While a move is being shown, a click finishes it at once. Drag with the right button to turn the board, and use the wheel to zoom. The Top view button beside Pause looks down on the whole star from above; Seat view, in its place, goes back.
    .heading = Mouse
help-touch = Tap a marble, then the hole it should go to. Move two fingers together to turn the board, and pinch to zoom.
    .heading = Touch
help-keys = Tab and Shift+Tab go from one of your movable marbles to the next, and Enter lifts the one chosen; then Tab and Shift+Tab go through the holes it can reach, and Enter plays the move. Esc puts a lifted marble down, or pauses the game when nothing is lifted. Space finishes the move being shown. U takes a move back and H asks for a hint, when those helps are allowed. The arrow keys turn and tilt the board, + and - zoom, T looks straight down on the board and T again goes back to your seat, and R brings back the usual view. On the menu, Enter starts the quick game. F11 switches between a window and full screen, and F12 saves a picture of the screen.
    .heading = Keyboard
help-lesson_keys = A plays the lesson's answer, and once the task is done Enter opens the next lesson.
    .heading = In a lesson
help-replay_keys = Space plays and pauses; the left and right arrows go one turn back or forward; Home and End go to the first and the last turn; - and + halve and double the speed; V shows or hides the review of each move.
    .heading = Watching a replay

## Hole names
help-section-holes = Hole names
help-holes-1 = The game names holes by a letter and a number: in lessons, in the last move and the hint during a game, and in the move list of a replay. The board's 17 rows are lettered from a, the single hole at the top tip, down to q, the single hole at the bottom tip. Within each row the holes are numbered from 1 at the left end.
help-holes-2 = a1 is the top tip and q1 the bottom tip. Row e is the long row of 13 holes just below the top point, so e1 and e13 are its two ends, the tips of the upper-left and upper-right points. Row i, the middle row, has nine holes, and i5 is the centre of the board.
    .heading = Examples
help-holes-3 = A move is written as the holes its marble visits, joined by dashes: n1-m5 is a step, and o1-m5-k5 is a chain of two hops that starts on o1, lands on m5 and ends on k5.
    .heading = Moves

## Variants and house rules
help-section-variants = Variants and house rules
help-variants-1 = Families play Chinese checkers in many ways. The game offers the common variants as rule options, on the setup screen and in the default rules of Settings; each paragraph below is headed with the option's name as the screen shows it, and the standard choice is marked.
help-jumps = Adjacent (standard): a hop goes over a marble right next to yours into the hole just behind it. Long, the variant also known as long jumps or Super Chinese checkers: along a straight line, the first marble your marble meets is the hurdle, however far away; the hop lands as far beyond it as your marble started before it, and every hole crossed apart from the hurdle's must be empty. Long hops make the game much faster.
    .heading = Hops
help-parking = This rule decides only where a move may end; a chain of hops may pass through any point. Not in others' points (standard, the house rule known as no parking): a move may not end in a point that is another player's start or target, unless that point is also one of your own two. Your own target and your own start are always allowed, and points that no player uses stay open. With two players this changes nothing, because the only points in use are the two the players share. With three players you may stop only in the centre and your own two points. Anywhere: a move may end in any empty hole. Own points only: a move may end only in the centre or in your own start or target point, even where a point is unused.
    .heading = Parking
help-unused_points = With two or four players, some points are nobody's start and nobody's target. Open (standard): they are ordinary holes, and anyone may hop through or stop in them. Removed: they are taken off the board, so nothing may land in them and no hop, short or long, may cross them, as when a family fills them with spare marbles.
    .heading = Unused points
help-win = Target full (standard, the house rule known as no blocking): you have finished when every hole of your target holds a marble and at least one of them is yours. A marble another player leaves behind in your target counts as filling its hole, so nobody can block you by staying at home. All own: you have finished only when all ten holes of your target hold your own marbles.
    .heading = Finishing
help-target_lock = Off (standard): a marble in its target may move out again. End of move: a marble standing in its target may only move to another hole of that point; a chain of hops may still go out and come back, as long as the move ends inside. Whole move: once a marble is in its target, even if it only landed there partway through a chain, every later landing has to be inside the target too.
    .heading = Target lock
help-play_on = Off (standard): the game ends as soon as one player finishes, and that player wins. On: players who have finished are skipped, and the others play on for second, third and later places until only one player is left.
    .heading = Play on
help-equal_turns = Off (standard): the first player to finish wins on the spot. On: the round in which someone finishes is played to its end, so that everybody has had the same number of turns, and all who finish in that round share first place. With two players, the one who moved second gets one more turn after the other finishes; finishing with it makes the game a draw.
    .heading = Equal turns
help-turn_limit = No limit (standard). With a limit, the game ends after that many turns in total, counting every player's turns. However a game ends, players who have not finished are ranked after those who have, by the distance they still have to go: the total number of steps from each of their marbles to the far tip of their target on an empty board. Less is better, and equal totals share a place. With Draw ticked as well, everyone who has not finished when it is reached shares one place.
    .heading = Turn limit
help-repetition_draw = Off (standard). On: if the same position comes up for the third time with the same player to move, the game stops there, and everyone who has not finished shares one place. A player who is behind may aim for this, so a player who is ahead should vary the moves.
    .heading = Draw by repetition
help-presets = A preset chooses every rule at once. Standard is the game as most families play it, every option at its standard choice. CCERL-2P10-v2 is the rule set of a public rating list for two-player engines: Parking Anywhere, Target lock Whole move, Equal turns on, Draw by repetition on, and a Turn limit of 240 turns with Draw.
    .heading = Preset
help-teams = None (standard): everyone plays alone. Partners opposite, with four or six players: each player teams up with the one sitting across the board, so each races into the other's start. With four players that makes two teams, players 1 and 3 against players 2 and 4; with six, three teams: 1 and 4, 2 and 5, 3 and 6. A team has finished when all its members have, and the first team to finish wins; a player whose marbles are home is skipped while the partner plays on. A setup file may also name its own teams, and a seat it leaves out plays alone.
    .heading = Teams

## Computer opponents
help-section-computers = Computer opponents
help-levels = The computer plays at ten levels, from 1 for someone who has just learned the rules to 10, the strongest. Each level wins most of its games against the level below it, but not all of them, so you can climb the ladder one level at a time. Four levels keep the names they had before: Easy is level 1, Medium level 5, Hard level 9 and Expert level 10. Next to each level stands its rating: a player of that rating wins about half of their games against it.
    .heading = Ten levels
help-weak_levels = Levels 1 to 5 look only at their own next move, the way people do when they start. Level 1 notices a chain of two hops at most, often overlooks even that, and misjudges moves that are nearly as good as each other; each level up sees a little more, until level 5 takes the longest chain and counts the move it sets up for next time. From level 6 on, the computer also thinks about your replies, a few moves deep at 6 and further at each level after it. Levels 6 to 9 have good days and bad ones, as people do: in two-player games, each of them plays about a third of its games like the level below it and a third like the level above. No level ever steps back while a move forward is open to it.
    .heading = How the lower levels play
help-help_bands = Unless you choose your own in Settings, the help you get follows the strongest computer at the table. Against levels 1 to 5 every help is on: the holes a marble can reach, the route of a chain, hints and taking moves back. Against levels 6 to 9 you still see the holes and the routes. Against level 10 only the holes are shown. The hints always come from level 10.
    .heading = Help during a game

## Tips
help-section-tips = Tips
help-tip_ladders = Marbles in a straight line with a free hole after each make a ladder. A marble right behind its first rung can hop up every rung in a single turn and come out in front. The rungs stay where they are, so while the ladder stands and the hole past its front is free, the next marble to reach its foot can climb it too (lesson 5).
    .heading = Build ladders
help-tip_all_marbles = Hurdles do not have to be your own: an opponent's marble carries you just as far as one of yours. Look at the whole board for chains, not only at your own pieces.
    .heading = Use everyone's marbles
help-tip_stragglers = A marble left far behind has to crawl home by single steps once the others have moved on, because nothing near it is left to hop over. Bring the back marbles along with the rest.
    .heading = Leave no stragglers
help-tip_centre = Crossing through the middle is the shortest route to the far side, and the crowd of marbles there offers the most hurdles.
    .heading = Keep to the centre line
help-tip_tip_first = Put your first arrivals in the far holes of your target, starting at its tip. The holes near the entrance then stay free for the marbles that come last.
    .heading = Fill from the tip

## Common questions
help-section-questions = Common questions
help-questions-1 = Yes, in any of the six directions, for steps and hops alike. A move that gains nothing by itself, backward or sideways, can bring a marble to the start of a chain that goes much further forward: lesson 4 does it with a sideways hop. Lesson 7 ends with a hop backward, out of a point where the marble may not stop.
    .heading = Can marbles move backward?
help-questions-2 = A single marble of any colour that sits right next to yours, provided the hole on its far side is free. Two marbles in a row cannot be hopped together, and an empty gap cannot be hopped at all unless Hops is set to Long. The hopped marble is never removed.
    .heading = What can be hopped over?
help-questions-3 = Yes. The two players face each other from the top and bottom points, ten marbles each. Some households hand each player two colours to play; this game keeps to one.
    .heading = Can two people play?
help-questions-4 = Players take alternate points of the star, leaving the three points between them empty; those are their targets. Nothing else changes.
    .heading = How does a three-player game work?
help-questions-5 = Not in this game. With five, one player would have nobody coming toward them, which gives that player an easier race. Choose 2, 3, 4 or 6.
    .heading = Can five people play?
help-questions-6 = Each player has ten marbles. The board has 121 holes: 61 in the central hexagon and ten in each of the six points.
    .heading = How many marbles and holes are there?

## A short history
help-section-history = A short history
help-history-1 = Despite the name, the game does not come from China and is no kind of checkers. Its roots are German: it appeared in 1892 as Stern-Halma (star Halma), which moved the square-board game Halma onto a star. American sellers gave it the name Chinese checkers in the late 1920s, and the name stuck.

## Around the page.

# When the page's order file cannot be read (a fault of the build).
help-unreadable = The How to play page cannot be read: { $error }
# Under a diagram of a lesson's position: its number and title.
help-lesson-caption = Lesson { $number }, { $title }: the arrows show the answer.
# The tooltip of the "?" beside a rule option, and the line under its paragraph.
help-what-this-means = What this means
help-click-to-close = Click anywhere to close.
