# The lessons' texts. Each lesson is one message, keyed by its file's name:
# the message is its title; .intro explains the idea, .task says what to do,
# .hint helps after a move that does not do the task, .done closes the lesson,
# and each .why-… says why a move falls short in one way.
# Hole names (e5, n1) and the words Player 1, 2, 3 stay as they are on the board.

## Lesson 1: a step to a neighbouring hole.
lesson-01-step = One step
    .intro = Each turn you move one of your own marbles. The plainest move is a step: the marble goes to an empty hole right next to it. A hole has up to six neighbours: two in its own row, two in the row above and two in the row below.
    .task = Step your marble (on i5) one hole toward the top point, where your marbles are racing.
    .hint = Pick one of the two empty holes just above the marble: h5 or h6.
    .done = That was a whole turn: one step, and play passes to the next player.
    .why-starts-on = Move the marble on i5.
    .why-ends-on = That step is legal, but it went sideways or back. Your target is the point at the top of the board.

## Lesson 2: a hop over another player's marble, which stays.
lesson-02-hop = A hop
    .intro = Instead of stepping, a marble can hop: it passes over a marble on a neighbouring hole, in a straight line, and lands in the free hole directly beyond. Any marble will do as the hurdle, yours or anyone else's, and it stays where it is: nothing is captured.
    .task = Hop your marble (on k6) over Player 2's marble right next to it (on j6).
    .hint = Follow the straight line from your marble through Player 2's marble; the hop lands in the empty hole on the far side.
    .done = Your marble landed on i6, two holes along the line, and Player 2's marble is still on j6.
    .why-hops-over = That move did not go over Player 2's marble. A hop needs a marble right next to yours with an empty hole behind it.

## Lesson 3: a chain of two hops, over a friendly and an opposing marble.
lesson-03-chain = A chain of hops
    .intro = A hop need not end the turn. From the hole where it landed, the marble may take another hop, and another, each in whatever direction suits; the turn ends when you choose to stop or no hop is left. A turn is one step or one chain of hops, never a mix of the two.
    .task = In one turn, carry your back marble (on j5) over your own marble in front of it (i5) and then over Player 2's marble (g6).
    .hint = Hop over i5 first. From the hole you land in, g6 is right next to you with a free hole behind it.
    .done = Two hops in one turn: over a friend, then over an opponent. Both hurdles are still on the board.
    .why-starts-on = Move the marble at the back, on j5.
    .why-hops-over = That move left out a hurdle. After the first hop the turn is not over: keep hopping until you choose to stop.

## Lesson 4: a sideways hop that sets up a longer chain forward.
lesson-04-sideways-first = Sideways to go forward
    .intro = Marbles may move in any direction, backward and sideways as well as forward. A hop that gains nothing by itself can put a marble at the foot of a long chain, and the whole chain counts as one turn.
    .task = Get your marble (on i5) into the top point in this one turn.
    .hint = Nothing above i5 can be hopped. Look to the side: a hop to the right leaves the marble below a line of hurdles.
    .done = The sideways hop to i7 opened a chain of hops straight into the top point: one turn took the marble from the centre to its target.
    .why-ends-on = That move is legal, but the marble is not in the top point yet. Is there another hop from where it landed?

## Lesson 5: a straight ladder carries the marble behind it to the front in one turn.
lesson-05-ladders = Ladders
    .intro = Marbles in a straight line with a free hole after each make a ladder, and each of them is a rung. A marble right behind the first rung can climb them all in one turn, one hop per rung, and come out in front of the ladder. Building ladders, and keeping them standing, is how marbles cross the board fast.
    .task = Take the marble behind your ladder, the one in your start point (on o1), up every rung to the front in one turn.
    .hint = Hop over n2 first, then over each rung in turn, straight along the line toward the upper right.
    .done = Four hops in one turn, straight along the line from your start point to g9, in front of the ladder. The rungs did not move: once the marble on g9 moves on, the next marble can climb the same ladder.
    .why-starts-on = Move the marble behind the ladder, on o1.
    .why-min-hops = The marble stopped before the front of the ladder. A chain may go on as long as there is a marble to hop with a free hole behind it.

## Lesson 6: long hops, over a distant marble.
lesson-06-long-jumps = Long hops (a variant)
    .intro = Some families play with long hops, a variant also known as long jumps or Super Chinese checkers; this lesson switches it on. Along a straight line, the first marble your marble meets is the hurdle, however far away it is. The hop lands as far beyond the hurdle as your marble started before it, and every hole it crosses except the hurdle's must be empty. A hop over a marble right next to yours is simply the shortest long hop. To play this way, set Hops to Long when setting up a game.
    .task = Hop your marble (on m7) over Player 2's marble three holes away, up the line to the right (on j7).
    .hint = Count the holes from your marble to the hurdle. The landing is the same count beyond it, and the holes on both sides must be clear.
    .done = Three holes to the hurdle, three beyond it: your marble landed on g9. With the standard Hops rule, Adjacent, that marble would have been out of reach.
    .why-hops-over = That move did not use the marble on j7. With long hops it is a hurdle even though it is three holes away.

## Lesson 7: Parking, Not in others' points, refuses a stop in another player's point, not a chain through it.
lesson-07-no-parking = Parking: not in others' points
    .intro = The standard Parking rule is Not in others' points, the house rule known as no parking: a move may not end in a point that is another player's start or target, unless that point is one of your own two as well. A chain may still pass through such a point. Points that no player uses stay open, so with two players the rule changes nothing. With three players, as here, you may stop only in the centre and in your own two points.
    .task = Your marble in the centre (on g9) stands beside the upper-right point, Player 3's start. Hop into that point and back out into the centre in one turn.
    .hint = Stopping on g11 is refused. Hop over g10 into the point, then over h10 back out.
    .done = The chain crossed Player 3's point on g11 and ended on i9 in the centre, which is allowed. Ending the move on g11 would not be.
    .why-starts-on = Move the marble on g9.
    .why-passes-through = That move is legal, but it did not pass through Player 3's point. Hop into it and out again in the same turn.

## Lesson 8: three players, Player 1 one move from finishing.
lesson-08-three-players = Three players
    .intro = With three players the marbles start in alternate points of the star: the bottom, the upper left and the upper right. The three points they race to begin empty. Turns go Player 1, Player 2, Player 3 and round again, and the goal is the same as ever: fill the point opposite your start.
    .task = Player 1 is one move from finishing. Find that move.
    .hint = One hole of the top point is still empty. Which of your marbles can reach it in a single move?
    .done = Every hole of the top point holds one of your marbles: Player 1 has finished and wins the game.
    .why-finishes = That move is legal, but the top point still has an empty hole.

## Lesson 9: four players, filling the last hole of the target.
lesson-09-four-players = Four players
    .intro = With four players the marbles start in the four side points. The top and bottom points begin empty: nobody races to them, so anyone may use them. Player 1 starts in the lower-left point and races to the upper right, and turns go round Players 1 to 4.
    .task = One hole of your target, the upper-right point, is still empty. Fill it to finish.
    .hint = Your marble on i8 cannot step into the empty hole, but there is a marble it can hop over.
    .done = The last hole is filled: Player 1 has finished first.
    .why-finishes = That move is legal, but the upper-right point still has an empty hole.

## Lesson 10: Finishing, Target full: a finish with an opponent's marble left in the target.
lesson-10-no-blocking = Finishing: target full
    .intro = A player sometimes leaves a marble at home, in the very point you are racing to. Under the standard Finishing rule, Target full (the house rule known as no blocking), that marble cannot stop you: you have finished when every hole of your target holds a marble and at least one of them is yours. The stricter choice, All own, asks for all ten holes to hold your own marbles; to play that way, set Finishing to All own when setting up a game.
    .task = Player 2 left a marble at home (on b2), inside your target. Fill the last empty hole of the top point and finish.
    .hint = The empty hole is c3. Your marble on e9 can hop into it.
    .done = Finished, with Player 2's marble still on b2: under Target full it fills its hole like any other. Under All own the same move would not finish you, and you would have to wait for Player 2 to take that marble out.
    .why-finishes = That move is legal, but c3 is still empty: every hole of the target must hold a marble.
