# The online screen: host a game or join one, then the lobby of the game
# hosted or joined; and the network's messages on the notice line.
#
# One text comes from the host over the network and stays in English: the
# detail of a move or request the host could not accept ($detail). $reason
# in the "cannot" messages is the operating system's words.

online-heading = Play online

## The host form (left).

online-host-heading = Host a game
online-host-intro = Friends join the open seats from their own computers.
# Label before the buttons 2, 3, 4, 6.
online-players = Players
# Label of a seat's menu in the host form, from 1.
online-seat = Seat { $seat }
# A choice in a seat's menu: a friend joins this seat from another computer.
online-seat-choice-open = Open for a friend
online-your-name = Your name
# The name a host gets who types none: shown to every player, and in the
# name field until one is typed.
online-default-host-name = Host
# The name a joining player gets who types none.
online-default-guest-name = Guest
# The name of a game hosted online, as the menu and the saved games show
# it. $name is the host's name.
online-game-name = { $name }'s game
# The description of a game hosted online, in the saved games.
online-game-description = Played online
online-port = Port
# Label before a field of seconds; the field may be left empty.
online-stand-in-after = Seconds until a computer takes a dropped seat
online-stand-in-after-hover = When a friend's connection drops, their seat waits this long for them before a computer plays it. Leave it empty to wait as long as the game lasts.
online-no-undo = Undo and pause are off in online games.
online-host-button = Host online

## Why the form cannot host or join: the notice line, after Host online or
## Join. $port, $wait, $address and $code are as the player typed them.

online-error-port = Cannot host: the port "{ $port }" is not a number up to 65535.
online-error-wait = Cannot host: "{ $wait }" is not a number of seconds. Leave the field empty to let a dropped seat wait for its player.
online-error-no-open-seat = Cannot host: open at least one seat for a friend.
# $reason is the operating system's words.
online-error-address-lookup = Cannot join: no host is found at "{ $address }": { $reason }.
online-error-address-no-host = Cannot join: there is no host "{ $address }".
# $character is the first letter or sign codes never use (such as 0, O, 1, I).
online-error-code-character = Cannot join: the join code "{ $code }" has a "{ $character }", which codes never use.
online-error-code-length = Cannot join: a join code has 8 letters and digits, and "{ $code }" does not.

## Why the game could not listen or dial; $reason is the system's words.

online-cannot-listen = Cannot host: the game cannot listen on port { $port }: { $reason }.
online-cannot-open-socket = Cannot join: no connection can be opened on this computer: { $reason }.
online-cannot-make-token = Cannot join: the connection cannot be prepared: { $reason }.
online-cannot-connect = Cannot join: the connection cannot start: { $reason }.

## The join form (right).

online-join-heading = Join a game
# The host's address, as in 192.168.1.20.
online-address = Address
# The join code the host gives out.
online-code = Code
online-any-open-seat = Any open seat
# Join without a seat, to watch the game.
online-watch = Watch
# Label before the buttons 1 to 6: the seat to ask for.
online-seat-wish = Seat
online-join-button = Join
online-lan-heading = Games on this network
# A game announced on the local network, as a button. $name is the game's
# name, $address its host's address, $open how many seats are open.
online-lan-game = { $name } at { $address }, { $open ->
    [one] 1 seat open
   *[other] { $open } seats open
}
online-lan-game-hover = Fill in its address; the code comes from the host
online-lan-none = No games found on this network yet.
# $reason is the operating system's words.
online-lan-cannot-listen = Cannot listen for games on this network now: { $reason }.

## The lobbies: the seat lists of the game hosted or joined.

online-give-code = Give your friends the code and one of the addresses:
# A line of a seat list: the seat's number from 1, and who holds it (one of
# the texts below, or a player's name).
online-seat-line = Seat { $seat }: { $who }
# A computer's seat, in every seat list and menu of this screen. $level is
# the level's name ("Level 9 · Hard"), or in the host's seat menu the level
# as offered with its rating ("Level 9 · Hard · about 2030").
online-seat-computer = Computer ({ $level })
# A computer playing the seat of $name, whose connection dropped.
online-seat-stand-in = Computer ({ $level }), standing in for { $name }
# The host's own seat, in the host's lobby.
online-seat-here = { $name } (here)
# The host's seat, in a joined player's lobby.
online-seat-host = { $name } (the host)
online-seat-open = open, waiting for a player
# A player whose connection dropped; the seat waits for them.
online-seat-dropped = { $name } (dropped out)
# A menu on an open seat: a computer of the level picked takes it.
online-computer-menu = Computer
# A menu: computers of the level picked take every open seat.
online-computers-menu = Computers in open seats
online-start = Start the game
online-stop-hosting = Stop hosting
online-seats-not-full = Every seat needs a player or a computer first.
# A connection the host refused; $address is where it came from.
online-turned-away-wrong-code = { $address } could not join: the join code was wrong.
online-turned-away-protocol = { $address } could not join: it is another program, or another version of the game.
online-turned-away-netcode = { $address } could not join: it speaks another version of the network protocol.
online-connecting = Connecting to { $address }…
# A joined player's seat, from 1.
online-your-seat = You have seat { $seat }. The host starts the game.
online-watching = You are watching. The host starts the game.
online-leave = Leave

## A joined game's news, and why it ended.

# $reason is one of the online-refused-… or online-closing-… texts below.
online-host-refused = The host refused: { $reason }.
online-host-closed = The host closed the game: { $reason }.
online-last-game-ended = The last game ended: { $reason }.
online-lost-refused = The host did not let you join: { $reason }.

## Why the host refused a request, as $reason above: lower case, no full stop.

# Two versions of the game that cannot play together: their protocol numbers.
online-refused-version = this game speaks version { $asked } of the network protocol and the host speaks version { $spoken }
online-refused-name = a name must have 1 to { $most } characters
online-refused-no-such-seat = there is no seat { $seat }
online-refused-seat-taken = seat { $seat } is taken
online-refused-no-open-seat = no seat is open
online-refused-already-seated = you have already joined
online-refused-no-seat = you have no seat in this game
online-refused-not-your-turn = it is not your turn
online-refused-wrong-turn = the move was for turn { $asked }, but the game is at turn { $now }
online-refused-no-game = no game is being played
# $detail is the host's words, in English.
online-refused-not-legal = the move is not legal: { $detail }
online-refused-malformed = the host could not read the request: { $detail }

## Why the host closed the game, as $reason above.

online-closing-host-left = the host left
online-closing-games-over = { $games ->
    [one] the game is over
   *[other] all { $games } games are over
}
# $reason says why the game the host sent cannot be loaded (in English).
online-game-does-not-load = The host's game does not load here: { $reason }
# $move is the host's move in the board's notation (n1-m5-k5).
online-lost-disagrees = The last game ended: the host's move { $move } does not agree with the rules here.
online-lost-connection = The last game ended: the connection to { $address } was lost.
online-left-connection-lost = Left the game: the connection to { $address } was lost.
online-no-answer = No answer from { $address }: check the address and the code.
