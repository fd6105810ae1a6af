# The title screen.

menu-title = Sternhalma
menu-tagline = Ein Wettlauf mit zehn Kugeln quer über den Stern
menu-quick-game = Schnelles Spiel
menu-continue = Fortsetzen
# What Continue picks up: the game's name, or none, and the turn it is at.
menu-continue-named = { $name }, Zug { $turn }
menu-continue-unnamed = Angefangene Partie, Zug { $turn }
menu-more-games = Weitere Spiele
menu-more-games-hint = Aufstellungen spielen oder eigene zusammenstellen
menu-online = Online spielen
menu-online-hint = Eröffne ein Spiel für Freunde oder tritt einem bei
menu-learn = Lernen
menu-learn-hint = Lektionen am Brett, eine Idee pro Lektion
menu-how-to-play = Spielanleitung
menu-how-to-play-hint = Die Regeln, die Varianten und ein paar Tipps
menu-saved-games = Gespeicherte Spiele
menu-saved-games-hint = Gespielte Partien ansehen, exportieren oder löschen
menu-statistics = Statistik
menu-statistics-hint = Deine Bilanz: Siege, Serien, beste Partien
menu-settings = Einstellungen
menu-quit = Beenden

# The quick-game panel.

quick-heading = Schnelles Spiel
# The name a quick game is saved under, as the saved games list it.
quick-game-name = Schnelles Spiel
quick-intro = Du gegen den Computer, mit wenigen Klicks.
quick-players = Spieler
quick-your-seat = Dein Platz
quick-your-colour = Deine Farbe
quick-computers = Computer
quick-one-level = Alle gleich
quick-each-level = Einzeln
quick-hops = Sprünge
quick-long = Weit
quick-long-hint = Spring über eine weiter entfernte Kugel und lande genauso weit dahinter. Auch als Standardregel in den Einstellungen wählbar.
quick-first = Wer beginnt
quick-start = Starten
quick-start-key = Enter
quick-no-rating = Beende eine Partie allein gegen den Computer und ohne Hilfen, dann bekommst du eine Wertung und eine passende Stufe.
quick-rating = Deine Wertung ist { $rating }: { $level } ist für dich ein ebenbürtiger Gegner.
quick-choose-level = Übernehmen
quick-choose-level-hint = Alle Computer spielen auf dieser Stufe
# A seat in the lists: its number and its point of the star (NW, S, …).
quick-seat = Spieler { $seat } ({ $point })
quick-player = Spieler { $seat }
quick-player-you = Spieler { $seat } (du)
quick-random = Zufällig
