# The online screen: host a game or join one, then the lobby of the game
# hosted or joined; and the network's messages on the notice line.
#
# One text comes from the host over the network and stays in English: the
# detail of a move or request the host could not accept ($detail). $reason
# in the "cannot" messages is the operating system's words.

online-heading = 在线对战

## The host form (left).

online-host-heading = 创建对局
online-host-intro = 好友在自己的电脑上就能加入空位。
# Label before the buttons 2, 3, 4, 6.
online-players = 人数
# Label of a seat's menu in the host form, from 1.
online-seat = 座位{ $seat }
# A choice in a seat's menu: a friend joins this seat from another computer.
online-seat-choice-open = 留给好友
online-your-name = 你的名字
# The name a host gets who types none: shown to every player, and in the
# name field until one is typed.
online-default-host-name = 房主
# The name a joining player gets who types none.
online-default-guest-name = 访客
# The name of a game hosted online, as the menu and the saved games show
# it. $name is the host's name.
online-game-name = { $name }的对局
# The description of a game hosted online, in the saved games.
online-game-description = 在线对局
online-port = 端口
# Label before a field of seconds; the field may be left empty.
online-stand-in-after = 掉线多少秒后由电脑接替
online-stand-in-after-hover = 好友掉线后，其座位会等待这么久，然后由电脑接着下。留空则在整局中一直等待。
online-no-undo = 在线对局中不能悔棋或暂停。
online-host-button = 创建对局

## Why the form cannot host or join: the notice line, after Host online or
## Join. $port, $wait, $address and $code are as the player typed them.

online-error-port = 无法创建对局：端口“{ $port }”不是有效的数字（最大为65535）。
online-error-wait = 无法创建对局：“{ $wait }”不是有效的秒数。留空则掉线的座位会一直等待原来的玩家。
online-error-no-open-seat = 无法创建对局：至少要给好友留一个座位。
# $reason is the operating system's words.
online-error-address-lookup = 无法加入：在“{ $address }”找不到主机：{ $reason }。
online-error-address-no-host = 无法加入：找不到主机“{ $address }”。
# $character is the first letter or sign codes never use (such as 0, O, 1, I).
online-error-code-character = 无法加入：加入码“{ $code }”中含有“{ $character }”，而加入码从不使用这个字符。
online-error-code-length = 无法加入：加入码由8个字母和数字组成，“{ $code }”不符合。

## Why the game could not listen or dial; $reason is the system's words.

online-cannot-listen = 无法创建对局：游戏无法在端口 { $port } 上监听：{ $reason }。
online-cannot-open-socket = 无法加入：这台电脑无法打开连接：{ $reason }。
online-cannot-make-token = 无法加入：无法准备连接：{ $reason }。
online-cannot-connect = 无法加入：无法建立连接：{ $reason }。

## The join form (right).

online-join-heading = 加入对局
# The host's address, as in 192.168.1.20.
online-address = 地址
# The join code the host gives out.
online-code = 加入码
online-any-open-seat = 任意空位
# Join without a seat, to watch the game.
online-watch = 观战
# Label before the buttons 1 to 6: the seat to ask for.
online-seat-wish = 座位
online-join-button = 加入
online-lan-heading = 局域网中的对局
# A game announced on the local network, as a button. $name is the game's
# name, $address its host's address, $open how many seats are open.
online-lan-game = { $name }（{ $address }），{ $open }个空位
online-lan-game-hover = 填入它的地址；加入码需向房主索取
online-lan-none = 暂未在局域网中发现对局。
# $reason is the operating system's words.
online-lan-cannot-listen = 目前无法在局域网中搜索对局：{ $reason }。

## The lobbies: the seat lists of the game hosted or joined.

online-give-code = 把加入码和其中任意一个地址告诉好友：
# A line of a seat list: the seat's number from 1, and who holds it (one of
# the texts below, or a player's name).
online-seat-line = 座位{ $seat }：{ $who }
# A computer's seat, in every seat list and menu of this screen. $level is
# the level's name ("Level 9 · Hard"), or in the host's seat menu the level
# as offered with its rating ("Level 9 · Hard · about 2030").
online-seat-computer = 电脑（{ $level }）
# A computer playing the seat of $name, whose connection dropped.
online-seat-stand-in = 电脑（{ $level }），代替{ $name }
# The host's own seat, in the host's lobby.
online-seat-here = { $name }（本机）
# The host's seat, in a joined player's lobby.
online-seat-host = { $name }（房主）
online-seat-open = 空位，等待玩家加入
# A player whose connection dropped; the seat waits for them.
online-seat-dropped = { $name }（已掉线）
# A menu on an open seat: a computer of the level picked takes it.
online-computer-menu = 电脑
# A menu: computers of the level picked take every open seat.
online-computers-menu = 空位全由电脑补上
online-start = 开始对局
online-stop-hosting = 解散对局
online-seats-not-full = 每个座位都要先有玩家或电脑。
# A connection the host refused; $address is where it came from.
online-turned-away-wrong-code = { $address } 无法加入：加入码错误。
online-turned-away-protocol = { $address } 无法加入：对方是别的程序，或是另一个版本的游戏。
online-turned-away-netcode = { $address } 无法加入：对方使用的网络协议版本不同。
online-connecting = 正在连接 { $address }……
# A joined player's seat, from 1.
online-your-seat = 你坐在座位{ $seat }。由房主开始对局。
online-watching = 你正在观战。由房主开始对局。
online-leave = 离开

## A joined game's news, and why it ended.

# $reason is one of the online-refused-… or online-closing-… texts below.
online-host-refused = 房主拒绝了请求：{ $reason }。
online-host-closed = 房主关闭了对局：{ $reason }。
online-last-game-ended = 上一局已结束：{ $reason }。
online-lost-refused = 房主不允许你加入：{ $reason }。

## Why the host refused a request, as $reason above: lower case, no full stop.

# Two versions of the game that cannot play together: their protocol numbers.
online-refused-version = 你的游戏使用第{ $asked }版网络协议，而房主使用的是第{ $spoken }版
online-refused-name = 名字须为1到{ $most }个字符
online-refused-no-such-seat = 没有座位{ $seat }
online-refused-seat-taken = 座位{ $seat }已经有人了
online-refused-no-open-seat = 已经没有空位
online-refused-already-seated = 你已经加入了
online-refused-no-seat = 你在这局中没有座位
online-refused-not-your-turn = 还没轮到你
online-refused-wrong-turn = 这步棋属于第{ $asked }回合，但对局已经到了第{ $now }回合
online-refused-no-game = 当前没有进行中的对局
# $detail is the host's words, in English.
online-refused-not-legal = 这步棋不合法：{ $detail }
online-refused-malformed = 房主无法读取该请求：{ $detail }

## Why the host closed the game, as $reason above.

online-closing-host-left = 房主已离开
online-closing-games-over = { $games ->
    [1] 这局棋已经下完
   *[other] { $games }局棋已全部下完
}
# $reason says why the game the host sent cannot be loaded (in English).
online-game-does-not-load = 房主的对局无法在这里载入：{ $reason }
# $move is the host's move in the board's notation (n1-m5-k5).
online-lost-disagrees = 上一局已结束：房主的走法 { $move } 与这里的规则不符。
online-lost-connection = 上一局已结束：与 { $address } 的连接已断开。
online-left-connection-lost = 已离开对局：与 { $address } 的连接已断开。
online-no-answer = { $address } 没有响应：请检查地址和加入码。
