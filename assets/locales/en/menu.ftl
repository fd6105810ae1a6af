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
