# The title screen.

menu-title = Damas chinas
menu-tagline = Cruza la estrella con tus diez canicas
menu-quick-game = Partida rápida
menu-continue = Continuar
# What Continue picks up: the game's name, or none, and the turn it is at.
menu-continue-named = { $name }, en el turno { $turn }
menu-continue-unnamed = La partida sin terminar, en el turno { $turn }
menu-more-games = Más partidas
menu-more-games-hint = Elige una partida preparada o crea la tuya
menu-online = Jugar en línea
menu-online-hint = Crea una partida para tus amigos o únete a una
menu-learn = Aprender
menu-learn-hint = Lecciones sobre el tablero, una idea en cada una
menu-how-to-play = Cómo jugar
menu-how-to-play-hint = Las reglas, las variantes y algunos consejos
menu-saved-games = Partidas guardadas
menu-saved-games-hint = Vuelve a ver, exporta o borra las partidas jugadas
menu-statistics = Estadísticas
menu-statistics-hint = Tu historial: victorias, rachas, mejores partidas
menu-settings = Ajustes
menu-quit = Salir

# The quick-game panel.

quick-heading = Partida rápida
# The name a quick game is saved under, as the saved games list it.
quick-game-name = Partida rápida
quick-intro = Tú contra la máquina, en unos pocos clics.
quick-players = Jugadores
quick-your-seat = Tu asiento
quick-your-colour = Tu color
quick-computers = Máquinas
quick-one-level = un solo nivel
quick-each-level = cada una el suyo
quick-hops = Saltos
quick-long = Largos
quick-long-hint = Salta sobre una canica más lejana y cae a la misma distancia al otro lado. También se puede elegir como regla por defecto en Ajustes.
quick-first = Quién empieza
quick-start = Empezar
quick-start-key = Enter
quick-no-rating = Termina una partida a solas contra la máquina, sin ayudas, para obtener una puntuación y un nivel a tu altura.
quick-rating = Tu puntuación es { $rating }: el nivel a tu altura es { $level }.
quick-choose-level = Elegirlo
quick-choose-level-hint = Todas las máquinas juegan a este nivel
# A seat in the lists: its number and its point of the star (NW, S, …).
quick-seat = Jugador { $seat } ({ $point })
quick-player = Jugador { $seat }
quick-player-you = Jugador { $seat } (tú)
quick-random = Al azar
