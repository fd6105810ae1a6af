# The room screen: playing through a room server, its lobby, tables and chat.
room-heading = Room server
room-intro = A room server holds many tables. Only the server needs an open port: you connect out to it, from anywhere.
room-server = Server
room-connect = Connect
room-disconnect = Disconnect
room-connected = Connected to { $address }.
room-reconnecting = The connection to { $address } is lost ({ $reason }). Connecting again…
room-open-screen = Room server…
room-open-screen-note = Play anyone, anywhere, through a server.
room-lobby-heading = Public tables
room-lobby-empty = No public table yet: make one.
# $taken and $seats count the seats; $clock is room-clock-*; $state is room-state-*.
room-table-line = { $name } · { $taken }/{ $seats } seats · { $clock } · { $watchers ->
    [one] 1 watching
   *[other] { $watchers } watching
} · { $state }
room-state-waiting = waiting for players
room-state-playing = game { $game } under way
room-state-over = game { $game } over
room-clock = Clock:
room-clock-none = no clock
room-clock-game = game time
room-clock-correspondence = days a move
room-clock-fischer = { $minutes } min + { $seconds } s
room-clock-days = { $days ->
    [one] 1 day a move
   *[other] { $days } days a move
}
room-minutes = minutes
room-seconds-a-move = seconds added a move
room-days-a-move = days a move
room-sit = Sit
room-open = Open
room-your-games-heading = Your games
room-your-games-none = You hold no seat at any table.
room-your-game-waiting = { $name }: waiting for players
room-your-game-your-turn = { $name }: your turn
room-your-game-their-turn = { $name }: their turn
room-your-game-over = { $name }: game over
room-create-heading = Make a table
room-table-name = Name
room-table-name-hint = Ann's game
room-public = Listed in the lobby (else only by its code)
room-out-of-time = Out of time:
room-out-of-time-computer = a computer plays on
room-out-of-time-pass = turns pass
room-wait = A player gone is replaced after
room-wait-seconds = seconds (0: never)
room-create = Make the table
room-starts-when-full = The game starts when every seat is taken.
room-remove = Send away
room-leave-table = Leave the table
room-chat-lobby = Lobby chat
room-chat-table = Table chat
room-say = Say
room-mute-hover = Click to hide this player's chat (on this computer only)
room-unmute = Show { $muted ->
    [one] the muted player
   *[other] the { $muted } muted players
} again
room-time-days = { $days } d { $hours } h
room-gone-left = You left table { $table }.
room-gone-removed = The maker of table { $table } sent you away before the game began.
room-gone-closed = Table { $table } closed.
room-refused-version = This server speaks version { $spoken } of the room protocol and this game version { $asked }: update the game (or ask the server's keeper to).
room-refused-proof = The server could not check your player key.
room-refused-elsewhere = You are already connected to this server from another window or computer.
room-refused-not-greeted = The server wanted a greeting first.
room-refused-no-such-table = There is no table { $table } you may join.
room-refused-no-such-code = No table has this join code.
room-refused-not-at-table = You are not at table { $table }.
room-refused-setup = The server does not accept this game: { $detail }
room-refused-table-name = A table's name has 1 to { $most } characters.
room-refused-clock = The server allows a game of 10 seconds to 24 hours with at most 10 minutes added a move, or 1 to 14 days a move.
room-refused-not-maker = Only the table's maker may do that.
room-refused-started = That player has already played in this game.
room-refused-chat-length = A chat line has 1 to { $most } characters.
room-refused-too-fast = Too fast: wait { $seconds } s.
room-refused-too-many-tables = You have as many tables open as this server allows.
room-closed-by-server = the server closed the connection
