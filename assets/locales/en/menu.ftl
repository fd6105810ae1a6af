# The title screen.

menu-title = Chinese checkers
menu-tagline = Race your ten marbles across the star
menu-quick-game = Quick game
menu-continue = Continue
# What Continue picks up: the game's name, or none, and the turn it is at.
menu-continue-named = { $name }, at turn { $turn }
menu-continue-unnamed = The unfinished game, at turn { $turn }
menu-more-games = More games
menu-more-games-hint = Setups to play, or build your own
menu-online = Play online
menu-online-hint = Host a game for friends, or join one
menu-learn = Learn
menu-learn-hint = Lessons on the board, one idea each
menu-how-to-play = How to play
menu-how-to-play-hint = The rules, the variants and some tips
menu-saved-games = Saved games
menu-saved-games-hint = Watch, export or delete the games played
menu-statistics = Statistics
menu-statistics-hint = Your record: wins, streaks, best games
menu-settings = Settings
menu-quit = Quit

# The quick-game panel.

quick-heading = Quick game
# The name a quick game is saved under, as the saved games list it.
quick-game-name = Quick game
quick-intro = You against the computer, in a few clicks.
quick-players = Players
quick-your-seat = Your seat
quick-your-colour = Your colour
quick-computers = Computers
quick-one-level = one level
quick-each-level = each its own
quick-hops = Hops
quick-long = Long
quick-long-hint = Hop over a marble farther away, landing the same distance beyond it. Also a default rule in Settings.
quick-first = First to move
quick-start = Start
quick-start-key = Enter
quick-no-rating = Finish a game alone against the computer, without help, to get a rating and a level to match.
quick-rating = Your rating is { $rating }: an even game is { $level }.
quick-choose-level = Choose it
quick-choose-level-hint = Every computer plays at this level
# A seat in the lists: its number and its point of the star (NW, S, …).
quick-seat = Player { $seat } ({ $point })
quick-player = Player { $seat }
quick-player-you = Player { $seat } (you)
quick-random = Random
