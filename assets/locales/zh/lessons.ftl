# The lessons' texts. Each lesson is one message, keyed by its file's name:
# the message is its title; .intro explains the idea, .task says what to do,
# .hint helps after a move that does not do the task, .done closes the lesson,
# and each .why-… says why a move falls short in one way.
# Hole names (e5, n1) and the words Player 1, 2, 3 stay as they are on the board.

## Lesson 1: a step to a neighbouring hole.
lesson-01-step = 走一格
    .intro = 每回合你要移动自己的一颗棋子。最简单的走法是走一格：棋子移到紧挨着它的空格。一个格子最多有六个相邻格：同一行两个，上一行两个，下一行两个。
    .task = 把 i5 上的棋子朝上方的角走一格，你的棋子正是要奔向那里。
    .hint = 选棋子上方紧挨着的两个空格之一：h5 或 h6。
    .done = 这就是一个完整的回合：走一格，然后轮到下一位玩家。
    .why-starts-on = 请移动 i5 上的棋子。
    .why-ends-on = 这一步合法，但走向了侧面或后方。你的目标角是棋盘最上方的那个角。

## Lesson 2: a hop over another player's marble, which stays.
lesson-02-hop = 跳跃
    .intro = 除了走一格，棋子还可以跳：沿直线越过相邻格上的一颗棋子，落在它正后方的空格里。任何棋子都能当跳板，你的或别人的都行，而且它会留在原地，不会被吃掉。
    .task = 让 k6 上的棋子跳过紧挨着它的玩家2的棋子（j6）。
    .hint = 从你的棋子出发，沿直线穿过玩家2的棋子；跳过去就落在另一侧的空格里。
    .done = 你的棋子沿直线前进了两格，落在 i6，而玩家2的棋子仍在 j6。
    .why-hops-over = 这一步没有跳过玩家2的棋子。要跳，你的棋子旁边必须紧挨着一颗棋子，而且那颗棋子后面是空格。

## Lesson 3: a chain of two hops, over a friendly and an opposing marble.
lesson-03-chain = 连跳
    .intro = 跳一次不一定就结束回合。棋子可以从落点再跳一次，再跳一次，每一跳都可以朝任何合适的方向；等你选择停下，或者无处可跳时，回合才结束。一个回合要么走一格，要么是一串连跳，不能两者混合。
    .task = 在一个回合内，让后面那颗棋子（j5）先跳过你自己在它前面的棋子（i5），再跳过玩家2的棋子（g6）。
    .hint = 先跳过 i5。从落点看，g6 就紧挨着你，后面还有空格。
    .done = 一个回合跳了两次：先跳过自己人，再跳过对手。两个跳板都还在棋盘上。
    .why-starts-on = 请移动后面那颗在 j5 上的棋子。
    .why-hops-over = 这一步漏掉了一个跳板。第一跳之后回合还没有结束：继续跳，直到你选择停下。

## Lesson 4: a sideways hop that sets up a longer chain forward.
lesson-04-sideways-first = 先横后进
    .intro = 棋子可以朝任何方向移动，除了向前，也可以后退和横移。一次本身并不前进的跳跃，可能把棋子送到一串长连跳的起点，而整串连跳只算一个回合。
    .task = 就在这一个回合内，把 i5 上的棋子送进上方的角。
    .hint = i5 上方没有可跳的棋子。往旁边看看：向右跳一次，棋子就来到了一排跳板的下方。
    .done = 向 i7 的这一记横跳，打开了一串直通上方角的连跳：一个回合就把棋子从中央送进了目标角。
    .why-ends-on = 这一步合法，但棋子还没进入上方的角。从它的落点还能再跳吗？

## Lesson 5: a straight ladder carries the marble behind it to the front in one turn.
lesson-05-ladders = 梯子
    .intro = 一排棋子沿直线排列、每颗后面都隔着一个空格，就构成了一架梯子，每颗棋子都是梯子的一级。紧挨在第一级后面的棋子，可以在一个回合内一级一级全部爬完，每级跳一次，从梯子前端跳出来。搭好梯子，并让它一直立着，棋子就能飞快地穿过棋盘。
    .task = 在一个回合内，让梯子后面那颗棋子（在你起始角里的 o1）爬过每一级，到达梯子前端。
    .hint = 先跳过 n2，再依次跳过每一级，沿直线朝右上方前进。
    .done = 一个回合跳了四次，沿直线从你的起始角到达梯子前端的 g9。梯级都没有动：等 g9 上的棋子继续前进后，下一颗棋子还能爬同一架梯子。
    .why-starts-on = 请移动梯子后面那颗在 o1 上的棋子。
    .why-min-hops = 棋子还没到梯子前端就停下了。只要还有棋子可跳、而且它后面是空格，连跳就可以继续。

## Lesson 6: long hops, over a distant marble.
lesson-06-long-jumps = 远跳（变体）
    .intro = 有些家庭玩远跳，这种变体也叫“长跳”或“超级跳棋”；本课会开启它。沿一条直线，你的棋子遇到的第一颗棋子就是跳板，不管它有多远。跳过去后，落点在跳板另一侧，与跳板的距离和起跳时一样，而途经的格子除了跳板那一格，都必须是空的。跳过紧挨着的棋子，其实就是最短的远跳。想这样玩，在设置对局时把“跳法”设为“远跳”即可。
    .task = 让 m7 上的棋子沿直线朝右上方，跳过三格之外的玩家2的棋子（j7）。
    .hint = 数一数从你的棋子到跳板隔了几格。落点在跳板另一侧同样的格数处，两边途经的格子都必须是空的。
    .done = 到跳板三格，越过跳板再三格：你的棋子落在了 g9。如果按标准的跳法“相邻跳”，那颗棋子是够不着的。
    .why-hops-over = 这一步没有用上 j7 上的棋子。按远跳规则，它虽然在三格之外，也能当跳板。

## Lesson 7: Parking, Not in others' points, refuses a stop in another player's point, not a chain through it.
lesson-07-no-parking = 落点：禁停他人角
    .intro = 标准的落点规则是“禁停他人角”，即家规中常说的“不准停靠”：不能停在其他玩家的起始角或目标角里，除非那个角也是你自己的两个角之一。连跳仍然可以从这样的角里穿过。无人使用的角保持开放，所以两人对局时这条规则不起作用。三人对局时，比如本课，你只能停在中央区域和你自己的两个角内。
    .task = 你在中央 g9 上的棋子旁边就是右上方的角，也就是玩家3的起始角。在一个回合内跳进那个角，再跳回中央。
    .hint = 不能停在 g11。先跳过 g10 进入那个角，再跳过 h10 跳出来。
    .done = 这串连跳经过了玩家3的角中的 g11，最后停在中央的 i9，这是允许的。但如果停在 g11，就不行了。
    .why-starts-on = 请移动 g9 上的棋子。
    .why-passes-through = 这一步合法，但没有经过玩家3的角。要在同一个回合内跳进去，再跳出来。

## Lesson 8: three players, Player 1 one move from finishing.
lesson-08-three-players = 三人对局
    .intro = 三人对局时，棋子隔角出发：下方、左上和右上。它们要奔向的三个角开局时是空的。走棋顺序是玩家1、玩家2、玩家3，然后再轮回来；目标一如既往：填满起始角对面的那个角。
    .task = 玩家1只差一步就能完成。找出这一步。
    .hint = 上方的角还有一格空着。你的哪颗棋子能一步到达那里？
    .done = 上方角的每一格都是你的棋子：玩家1完成了，赢得了这一局。
    .why-finishes = 这一步合法，但上方的角还有一格空着。

## Lesson 9: four players, filling the last hole of the target.
lesson-09-four-players = 四人对局
    .intro = 四人对局时，棋子从左右两侧的四个角出发。上方和下方的角开局时是空的：没有人要奔向那里，所以谁都可以利用。玩家1从左下角出发，奔向右上角，走棋按玩家1到玩家4的顺序轮转。
    .task = 你的目标角，也就是右上角，还有一格空着。填上它就完成了。
    .hint = 你在 i8 上的棋子不能走进那个空格，但它可以跳过一颗棋子进去。
    .done = 最后一格填上了：玩家1第一个完成。
    .why-finishes = 这一步合法，但右上角还有一格空着。

## Lesson 10: Finishing, Target full: a finish with an opponent's marble left in the target.
lesson-10-no-blocking = 完成条件：填满即可
    .intro = 有的玩家会把一颗棋子留在家里，而那正是你要奔向的角。按标准的完成条件“填满即可”（即家规中常说的“不许堵角”），这颗棋子挡不住你：只要目标角每一格都有棋子、且其中至少一颗是你的，你就完成了。更严格的选项“全为己子”要求十个格子全是你自己的棋子；想这样玩，在设置对局时把“完成条件”设为“全为己子”即可。
    .task = 玩家2在家里留了一颗棋子（b2），正好在你的目标角里。填上上方角的最后一个空格，完成比赛。
    .hint = 空格是 c3。你在 e9 上的棋子可以跳进去。
    .done = 完成了，而玩家2的棋子仍在 b2：按“填满即可”，它和其他棋子一样填住了那一格。如果按“全为己子”，同样这一步并不能让你完成，你得等玩家2把那颗棋子移走。
    .why-finishes = 这一步合法，但 c3 还空着：目标角的每一格都必须有棋子。
